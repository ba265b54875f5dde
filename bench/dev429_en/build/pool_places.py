"""Places and organisations.  Cities are real towns; every hospital, practice,
employer, school and other organisation is invented for this set."""

# (city, region abbreviation or None, region full name or county, postcode seed)
CITIES = {
    "US": [("Columbus", "OH", "Ohio", "432"), ("Tucson", "AZ", "Arizona", "857"),
           ("Albany", "NY", "New York", "122"), ("Raleigh", "NC", "North Carolina", "276"),
           ("Boise", "ID", "Idaho", "837"), ("Mobile", "AL", "Alabama", "366"),
           ("Buffalo", "NY", "New York", "142"), ("Eugene", "OR", "Oregon", "974"),
           ("Florence", "SC", "South Carolina", "295"), ("Marion", "IN", "Indiana", "469"),
           ("Warren", "MI", "Michigan", "480"), ("Jackson", "MS", "Mississippi", "392"),
           ("Madison", "WI", "Wisconsin", "537"), ("Austin", "TX", "Texas", "787"),
           ("Spokane", "WA", "Washington", "992"), ("Omaha", "NE", "Nebraska", "681"),
           ("Fresno", "CA", "California", "937"), ("Dayton", "OH", "Ohio", "454"),
           ("Savannah", "GA", "Georgia", "314"), ("Provo", "UT", "Utah", "846"),
           ("Scranton", "PA", "Pennsylvania", "185"), ("Worcester", "MA", "Massachusetts", "016"),
           ("Burlington", "VT", "Vermont", "054"), ("Billings", "MT", "Montana", "591"),
           ("Lafayette", "LA", "Louisiana", "705"), ("Camden", "NJ", "New Jersey", "081")],
    "UK": [("Harrogate", None, "North Yorkshire", "HG"), ("Reading", None, "Berkshire", "RG"),
           ("Bath", None, "Somerset", "BA"), ("Wells", None, "Somerset", "BA"),
           ("Leeds", None, "West Yorkshire", "LS"), ("Swansea", None, "West Glamorgan", "SA"),
           ("Norwich", None, "Norfolk", "NR"), ("Bristol", None, "Avon", "BS"),
           ("Sheffield", None, "South Yorkshire", "S"), ("Stockport", None, "Cheshire", "SK"),
           ("Preston", None, "Lancashire", "PR"), ("Wigan", None, "Lancashire", "WN"),
           ("Derby", None, "Derbyshire", "DE"), ("Hope", None, "Derbyshire", "S"),
           ("Lincoln", None, "Lincolnshire", "LN"), ("Exeter", None, "Devon", "EX"),
           ("Plymouth", None, "Devon", "PL"), ("Ipswich", None, "Suffolk", "IP"),
           ("Luton", None, "Bedfordshire", "LU"), ("Coventry", None, "West Midlands", "CV"),
           ("Wrexham", None, "Clwyd", "LL"), ("Dundee", None, "Angus", "DD"),
           ("Paisley", None, "Renfrewshire", "PA"), ("Lisburn", None, "County Antrim", "BT"),
           ("Middlesbrough", None, "North Yorkshire", "TS"), ("Gateshead", None, "Tyne and Wear", "NE")],
    "CA": [("Hamilton", "ON", "Ontario", "L8N"), ("Kingston", "ON", "Ontario", "K7L"),
           ("Halifax", "NS", "Nova Scotia", "B3H"), ("Kelowna", "BC", "British Columbia", "V1Y"),
           ("Saskatoon", "SK", "Saskatchewan", "S7N"), ("Moncton", "NB", "New Brunswick", "E1C"),
           ("Sherbrooke", "QC", "Quebec", "J1H"), ("Red Deer", "AB", "Alberta", "T4N"),
           ("Hope", "BC", "British Columbia", "V0X"), ("Victoria", "BC", "British Columbia", "V8W"),
           ("Sudbury", "ON", "Ontario", "P3E"), ("Brandon", "MB", "Manitoba", "R7A"),
           ("Guelph", "ON", "Ontario", "N1H"), ("Lethbridge", "AB", "Alberta", "T1J")],
    "AU": [("Geelong", "VIC", "Victoria", "32"), ("Ballarat", "VIC", "Victoria", "33"),
           ("Townsville", "QLD", "Queensland", "48"), ("Wollongong", "NSW", "New South Wales", "25"),
           ("Orange", "NSW", "New South Wales", "28"), ("Newcastle", "NSW", "New South Wales", "23"),
           ("Launceston", "TAS", "Tasmania", "72"), ("Bendigo", "VIC", "Victoria", "35"),
           ("Toowoomba", "QLD", "Queensland", "43"), ("Cairns", "QLD", "Queensland", "48"),
           ("Bunbury", "WA", "Western Australia", "62"), ("Darwin", "NT", "Northern Territory", "08"),
           ("Mildura", "VIC", "Victoria", "35"), ("Dubbo", "NSW", "New South Wales", "28")],
    "IE": [("Ennis", None, "Clare", "V95"), ("Tralee", None, "Kerry", "V92"),
           ("Athlone", None, "Westmeath", "N37"), ("Sligo", None, "Sligo", "F91"),
           ("Navan", None, "Meath", "C15"), ("Limerick", None, "Limerick", "V94"),
           ("Kilkenny", None, "Kilkenny", "R95"), ("Drogheda", None, "Louth", "A92"),
           ("Naas", None, "Kildare", "W91"), ("Castlebar", None, "Mayo", "F23"),
           ("Letterkenny", None, "Donegal", "F92"), ("Mullingar", None, "Westmeath", "N91")],
}

STREET_NAMES = ["Maple", "Harbour", "Elm", "Kingsley", "Station", "Church", "Mill", "Orchard",
                "Willow", "Victoria", "Albert", "Chapel", "Beech", "Ash", "Rowan", "Hawthorn",
                "Brook", "Meadow", "Quarry", "Tannery", "Foundry", "Granville", "Cedar",
                "Juniper", "Larkspur", "Heron", "Osprey", "Bramble", "Fernhill", "Kiln",
                "Paradise", "Providence", "Union", "Wharf", "Spring", "Lime", "Sycamore",
                "Ridgeway", "Pinecrest", "Lakeview", "Sunnyside", "Prospect", "Garfield"]
SUFFIX = {"US": ["Street", "St", "Avenue", "Ave", "Drive", "Dr", "Road", "Lane", "Court",
                 "Boulevard", "Way", "Place"],
          "UK": ["Road", "Street", "Lane", "Close", "Grove", "Avenue", "Crescent", "Terrace",
                 "Gardens", "Drive", "Way", "Mews"],
          "CA": ["Street", "Avenue", "Crescent", "Drive", "Road", "Boulevard", "Court"],
          "AU": ["Street", "St", "Road", "Rd", "Parade", "Crescent", "Avenue", "Court", "Close"],
          "IE": ["Road", "Street", "Park", "Avenue", "Grove", "Lawn", "Drive", "Heights"]}
UNIT = {"US": ["Apt {n}", "Apt {n}B", "Unit {n}", "#{n}"], "UK": ["Flat {n}", "Flat {n}A"],
        "CA": ["Unit {n}", "Apt {n}", "Suite {n}"], "AU": ["Unit {n}", "{n}/"],
        "IE": ["Apt {n}", "Flat {n}"]}

# tertiary ACHD centres (the writing hospital)
ACHD_CENTRES = {
    "UK": ["Wrenfield University Hospital", "Northcliffe Royal Infirmary",
           "St. Aldhelm's Hospital", "Kingsmere Heart and Lung Centre",
           "Calder Vale General Hospital", "Queen Adelaide Hospital"],
    "US": ["Mount Verity Medical Center", "Bridgewater University Hospital",
           "Pinecrest Regional Heart Institute", "St. Ansgar Medical Center",
           "Lakemoor Health Sciences Center", "Carrowfield Memorial Hospital"],
    "CA": ["Ridgeford Health Sciences Centre", "St. Brigid's Heart Institute",
           "Northshore Regional Hospital", "Maplewood General Hospital"],
    "AU": ["Southbank Heart Hospital", "Royal Coral Coast Hospital",
           "St. Kilian's Private Hospital", "Ironbark Base Hospital"],
    "IE": ["St. Columba's University Hospital", "Mater Aeterna Hospital",
           "Shannonside Regional Hospital", "Corrib University Hospital"],
}
# paediatric centres where childhood surgery happened
CHILDRENS = {
    "UK": ["Castlegate Children's Hospital", "Royal Brambleford Hospital for Children",
           "Elmstead Children's Heart Unit"],
    "US": ["Children's Hospital of Carrowfield", "Meadowbrook Children's Medical Center",
           "Lakemoor Children's"],
    "CA": ["Ridgeford Children's Hospital", "Northstar Children's Health Centre"],
    "AU": ["Royal Wattle Children's Hospital", "Southern Cross Children's"],
    "IE": ["Our Lady of Hope Children's Hospital", "Temple Row Children's Hospital"],
}
DISTRICT = {
    "UK": ["Bramley District General Hospital", "Ashford Vale Hospital", "Fenwick General",
           "Saltmarsh Community Hospital"],
    "US": ["Cedar Ridge Community Hospital", "Harmon Valley Medical Center",
           "St. Odile's Hospital", "Prairie Rose Regional"],
    "CA": ["Granite Falls District Hospital", "Bayshore Community Hospital"],
    "AU": ["Murray Flats Base Hospital", "Bluegum District Hospital"],
    "IE": ["Ballymore General Hospital", "Slievemore Regional Hospital"],
}
TRUSTS = {"UK": ["Wrenfield Teaching Hospitals NHS Foundation Trust",
                 "Northcliffe and Dale NHS Trust", "Calder Vale Health Board"],
          "US": ["Verity Health System", "Bridgewater Health"],
          "CA": ["Ridgeford Health Network"], "AU": ["Coral Coast Local Health District"],
          "IE": ["West Shannon Hospital Group"]}
PRACTICES = {
    "UK": ["Oakhollow Medical Practice", "Riverside Surgery", "Larchfield Health Centre",
           "The Granary Surgery", "Brook Lane Medical Centre", "Moorgate Family Practice",
           "Abbeyfields Surgery", "Kestrel Park Health Centre"],
    "US": ["Bluestem Family Medicine", "Harborline Primary Care", "Oak Terrace Internal Medicine",
           "Cottonwood Family Health"],
    "CA": ["Lakeshore Family Health Team", "Maple Grove Medical Clinic", "Tamarack Family Practice"],
    "AU": ["Wattle Street Medical Centre", "Banksia Family Practice", "Seabreeze Medical Clinic"],
    "IE": ["Abbey Road Medical Centre", "Fairgreen Family Practice", "Quay Street Surgery"],
}
PHARMACIES = ["Greenway Pharmacy", "Hillcrest Chemist", "Corner Street Pharmacy",
              "Brightside Pharmacy", "Kingfisher Chemists", "Northend Pharmacy"]
WARDS = ["Aster Ward", "Kestrel Ward", "Brunel Ward", "Rowan Ward", "Heron Ward",
         "Nightjar Ward", "Lapwing Unit", "Magnolia Ward", "Cedar Unit", "Fairweather Ward"]
BUILDINGS = ["Ashcombe Wing", "Dunmore Building", "Jubilee Block", "Harland Pavilion",
             "Seacole Building", "Ferris Tower", "Old Infirmary Building", "Bellingham Wing"]
LANDMARKS = ["Pearson Park", "Riverside Leisure Centre", "Hollins Quarry", "Marram Beach",
             "Crowfoot Lake", "Eastgate Shopping Centre", "Fenwick Road Bus Station",
             "Greyfriars Sports Ground"]

EMPLOYERS = ["Harbourline Logistics", "Brightwater Foods", "Kestrel Analytics",
             "Tillman and Rudd Solicitors", "Northgate Building Supplies", "Fairway Motors",
             "Copperleaf Hotels", "Bluebell Care Homes", "Saltire Energy", "Marlowe Print",
             "Greenfield Dairies", "Redfern Engineering", "Quayside Fish Co",
             "Orbital Telecom", "Parkside Garden Centre", "Cobalt Software",
             "Halcyon Insurance Services", "Bellweather Construction", "Tidewater Haulage",
             "Summit Outdoor Stores", "Lantern Cafe Group", "Ironstone Quarries",
             "Pennywise Supermarkets", "Riverbend Council Depot", "Foxglove Nurseries"]
SCHOOLS = ["Westmoor Sixth Form College", "St Brendan's College", "Ridgeview High School",
           "Calderbrook University", "Northfield Academy", "Holy Cross Secondary School",
           "Kingfisher Community College", "Lakemont Technical Institute",
           "Greystones Grammar School", "Bayview Secondary College"]
INSURERS = {"US": ["Bluewater Mutual Health", "Pinnacle Health Plan", "Evergreen Care Assurance",
                   "Keystone Family Health Plan"],
            "UK": ["Harbourlight Health Insurance", "Albion Private Medical"],
            "CA": ["Northern Shield Benefits", "Maplecrest Life"],
            "AU": ["Coastline Health Fund", "Southern Star Health"],
            "IE": ["Emerald Health Cover", "Westwind Health"]}
CHARITIES = ["Hearts Beyond Childhood", "Fontan Families Network", "Grown-Up Hearts Alliance",
             "Mended Beat Trust", "Little Valves Foundation"]
CHURCHES = ["St Anselm's Parish", "Bethel Community Church", "Grace Fellowship Church",
            "Al-Noor Community Mosque"]

# countries that appear as birthplaces, earlier care, travel
COUNTRIES = ["Nigeria", "Pakistan", "India", "Bangladesh", "Poland", "Romania", "Brazil",
             "Philippines", "Somalia", "Ethiopia", "Ghana", "Iraq", "Syria", "Vietnam",
             "China", "Sri Lanka", "Kenya", "Zimbabwe", "Portugal", "Spain", "Italy",
             "Greece", "Ireland", "New Zealand", "South Africa", "Lithuania", "Ukraine",
             "Mexico", "Colombia", "Egypt", "Sudan", "Turkey", "Iran", "Jamaica", "Fiji",
             "Tonga", "Samoa", "Germany", "the Netherlands", "Canada", "Australia",
             "the United States", "Scotland", "Wales"]
