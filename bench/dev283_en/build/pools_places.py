"""Invented place pools per country (towns, streets, hospitals, wards).

Town, street and hospital names are made up for this set. States,
provinces and postal-code shapes follow real conventions.
"""

STREET_NAMES = [
    "Elm", "Larkspur", "Quarry", "Tannery", "Mill", "Cobbler's", "Heron",
    "Juniper", "Foundry", "Rookery", "Saltings", "Beacon", "Orchard", "Wattle",
    "Kingfisher", "Abbotsford", "Cedar", "Marlow", "Bramble", "Ferncliff",
    "Glenview", "Harbour", "Ironbark", "Lantern", "Meadowsweet", "Nettlebed",
    "Oakhurst", "Pennyroyal", "Ravensworth", "Sandpiper", "Thistle",
    "Underwood", "Vicarage", "Willowbrook", "Yarrow", "Blackthorn", "Copperbeech",
    "Drover", "Emberton", "Fairholme", "Gannet", "Hollybush", "Ivydene",
    "Jacaranda", "Kowhai", "Lilac", "Mulberry", "Ninebarrow", "Ploughman's",
    "Riverside", "Stonechat", "Tamarack", "Waratah", "Birchwood", "Maple Ridge",
]

STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Drive",
           "Gardens", "Terrace", "Way", "Mews", "Grove", "Rd", "St"],
    "US": ["Street", "Avenue", "Road", "Drive", "Lane", "Boulevard", "Court",
           "Place", "Way", "St", "Ave", "Rd", "Dr", "Blvd"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Close", "Court",
           "Drive", "Terrace", "St", "Rd", "Ave", "Pde"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard",
           "Court", "Way", "St", "Ave", "Rd", "Cres"],
}

UNIT_FORMS = {
    "UK": ["Flat {n}", "Flat {n}", "Apartment {n}"],
    "US": ["Apt {n}", "Unit {n}", "Apt. {n}", "#{n}"],
    "AU": ["Unit {n}", "{n}/"],
    "CA": ["Unit {n}", "Apt {n}", "Suite {n}"],
}

CITIES = {
    "UK": ["Kelsford", "Ashbury St Giles", "Marrowby", "Thornwick", "Lowther Vale",
           "Brackenfield", "Hadley Moor", "Penwarren", "Ellesby", "Caldbrook",
           "Stainforth Cross", "Wetherby Magna", "Gorsley", "Fennick", "Ravenglass Bay",
           "Cwmafon Uchaf", "Dunmorrow", "Kilbrannock", "Ardcullen", "Holmesfield",
           "Little Tadworth", "Northam Quay", "Saltmarsh", "Bexhill Parva",
           "Tregaron Cross", "Oakhampton Ley", "Winsley Green", "Drumlie"],
    "US": ["Cresthaven", "Eastwick Falls", "Millbrook Junction", "Sycamore Bend",
           "Port Larkin", "Greeley Springs", "New Arden", "Halcyon", "Redwater",
           "Maple Hollow", "Fort Everly", "Bramblewood", "Laurel Creek",
           "Granite Ridge", "Stillwater Flats", "Cedar Mills", "Lake Orrin",
           "Tamsin Heights", "Brightwater", "Elk Prairie", "West Calder",
           "Mesa Vista", "Pinecrest", "Harlow City", "Oriole Park", "Bayard"],
    "AU": ["Wattle Flat", "Karrabee", "Merrindale", "Coolabah Springs",
           "Bilgola Heights", "Yarrandoo", "Kangaroo Gully", "Mundaring Vale",
           "Tallowood", "Bindaree", "Port Keswick", "Emu Plains West",
           "Currawong Bay", "Gidgee", "Illabo Creek", "Mallee Ridge", "Wirrina",
           "Narrawong", "Ironbark Hill", "Booyong"],
    "CA": ["Riverbend", "Lac-Sauvage", "Port Aldous", "Spruce Hollow",
           "Maplewood Falls", "Saint-Eloi-du-Lac", "Cedar Narrows", "Grand Coulee East",
           "Kestrel Lake", "North Halden", "Pinehurst Landing", "Beaver Ridge",
           "Trois-Saules", "Wolverton", "Moose Crossing", "Fairhaven Bay",
           "Tamarack Point", "Lindenfield", "Sainte-Odile", "Whitby Harbour"],
}

# UK "county" is CITY per guideline (town, city, county)
UK_COUNTIES = ["Westshire", "North Brackland", "Caldermoor", "East Fenwold",
               "Merrickshire", "Lowland Tarn", "Glenarvon", "South Pennard"]

STATES = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Pennsylvania", "PA"),
           ("Minnesota", "MN"), ("Texas", "TX"), ("Georgia", "GA"),
           ("Michigan", "MI"), ("Arizona", "AZ"), ("Wisconsin", "WI"),
           ("Massachusetts", "MA"), ("Colorado", "CO"), ("Iowa", "IA"),
           ("North Carolina", "NC"), ("Kentucky", "KY"), ("Vermont", "VT"),
           ("New Mexico", "NM"), ("Maryland", "MD"), ("Nebraska", "NE")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"),
           ("Tasmania", "TAS"), ("Australian Capital Territory", "ACT"),
           ("Northern Territory", "NT")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
           ("Quebec", "QC"), ("Nova Scotia", "NS"), ("Manitoba", "MB"),
           ("Saskatchewan", "SK"), ("New Brunswick", "NB"),
           ("Newfoundland and Labrador", "NL")],
}

HOSPITALS = {
    "UK": [("Harrowgate General Hospital", "HGH"), ("St Aldric's Hospital", "SAH"),
           ("Kinloch Royal Infirmary", "KRI"), ("Westmoor Community Hospital", "WCH"),
           ("Fennick District General Hospital", "FDGH"),
           ("Queen Adelaide Memorial Hospital", "QAMH"),
           ("Penwarren University Hospital", "PUH"), ("Caldbrook Royal Hospital", "CRH"),
           ("Brackenfield Hospice", None), ("Marrowby Children's Hospital", "MCH")],
    "US": [("Mercy Vale Medical Center", "MVMC"), ("Lakeshore Regional Hospital", "LRH"),
           ("St. Ignatius Medical Center", "SIMC"), ("Halcyon Memorial Hospital", "HMH"),
           ("Granite Ridge University Hospital", "GRUH"),
           ("Cedar Mills Community Hospital", "CMCH"),
           ("Bayard Children's Medical Center", "BCMC"),
           ("Redwater Valley Health", "RVH"), ("Port Larkin Veterans Clinic", "PLVC"),
           ("Oriole Park Rehabilitation Hospital", "OPRH")],
    "AU": [("Banksia Ridge Hospital", "BRH"), ("Coral Bay Base Hospital", "CBBH"),
           ("Merrindale Health Service", "MHS"), ("St Brigid's Private Hospital", "SBPH"),
           ("Karrabee District Hospital", "KDH"), ("Tallowood Women's and Children's", "TWC"),
           ("Mallee Ridge Regional Hospital", "MRRH"), ("Port Keswick Hospital", "PKH")],
    "CA": [("Riverbend General Hospital", "RGH"), ("Hopital Sainte-Odile", "HSO"),
           ("Kestrel Lake Health Centre", "KLHC"), ("Fairhaven Bay Regional Hospital", "FBRH"),
           ("Lindenfield Memorial Hospital", "LMH"), ("Port Aldous Health Sciences Centre", "PAHSC"),
           ("Spruce Hollow Rehabilitation Centre", "SHRC"), ("North Halden Community Hospital", "NHCH")],
}

# Community care sites (clinics, GP practices, care homes, pharmacies)
CARE_SITES = {
    "UK": ["Elm Park Surgery", "Ravensworth Medical Practice", "Oakmere Care Home",
           "Thistle Lodge Nursing Home", "Beacon Street Pharmacy", "Gorsley Health Centre",
           "Larkspur House Care Home", "Caldbrook Wheelchair Service"],
    "US": ["Sycamore Bend Family Clinic", "Maple Hollow Dialysis Center",
           "Redwater Home Health", "Brightwater Skilled Nursing", "Laurel Creek Pharmacy",
           "Cresthaven Pulmonary Associates", "Pinecrest Assisted Living"],
    "AU": ["Wattle Flat Medical Centre", "Karrabee Community Health",
           "Bindaree Aged Care", "Currawong Bay Pharmacy", "Yarrandoo Dialysis Unit",
           "Gidgee Bush Nursing Centre"],
    "CA": ["Riverbend Family Health Team", "Maplewood Falls CLSC",
           "Tamarack Point Long-Term Care", "Beaver Ridge Pharmacy",
           "Kestrel Lake Home Oxygen Clinic", "Wolverton Medical Clinic"],
}

WARDS = {
    "UK": ["Rowan Ward", "Beech Ward", "Ward 21", "Ward 7B", "Larch Ward",
           "Kingfisher Ward", "Ward 12", "Ainsworth Ward", "Heron Ward", "Ward 3A",
           "Nightingale Ward", "Fern Ward", "Ward 30", "Osprey Ward"],
    "US": ["4 West", "5 North", "7 East", "3 South Tower", "6 Pavilion",
           "2 West", "8 North", "Magnolia Unit", "Bluebonnet Unit", "9 East"],
    "AU": ["Ward 6A", "Ward 4B", "Banksia Ward", "Waratah Ward", "Ward 2C",
           "Grevillea Ward", "Ward 9", "Kookaburra Ward"],
    "CA": ["7 East", "Unit 4B", "5 West", "Unit 6C", "Birch Unit", "3 North",
           "Unit 2A", "Aspen Unit"],
}

# Generic departments: NOT PHI (hard negatives)
DEPARTMENTS = ["ICU", "Critical Care", "Theatres", "ED", "Renal Unit", "NICU",
               "CCU", "Oncology Day Unit", "Endoscopy", "Cath Lab", "HDU",
               "Maternity", "Paediatrics", "Respiratory", "Palliative Care",
               "Medical Physics", "PACU", "Step-down", "Dialysis", "Stroke Unit"]

BUILDINGS = ["Jubilee Wing", "Macready Building", "Tower B", "Cavell Block",
             "North Pavilion", "Whitcombe Wing", "Block C", "Lister Annex",
             "Sandpiper House", "Ashdown Wing", "Podium Level", "East Tower"]

LANDMARKS = ["the old Co-op", "St Bride's church", "the Anchor pub",
             "the water tower", "the roundabout by the garden centre",
             "the Shell garage", "Heron Lake boat ramp", "the scout hall",
             "the Memorial Park gates", "the grain silos"]

COUNTRIES = ["Germany", "Ireland", "Ireland", "Switzerland", "Japan", "Mexico",
             "Malaysia", "Poland", "Italy", "New Zealand", "France", "Sweden",
             "Singapore", "Costa Rica", "Portugal", "Netherlands", "Israel",
             "South Korea", "Philippines", "Spain", "Denmark", "India"]

COUNTRY_NAME = {"UK": ["United Kingdom", "UK", "England"],
                "US": ["USA", "United States"],
                "AU": ["Australia"], "CA": ["Canada"]}
