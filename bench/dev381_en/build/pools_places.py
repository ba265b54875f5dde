"""Place and organisation pools. Towns are real; every hospital, practice, home,
pharmacy, agency, employer, club and landmark name is invented."""


def _s(x):
    return x.split()


# UK: (town, county, postcode area, nation)
UK_TOWNS = [
    ("Leeds", "West Yorkshire", "LS", "England"), ("Harrogate", "North Yorkshire", "HG", "England"),
    ("Sheffield", "South Yorkshire", "S", "England"), ("Bolton", "Greater Manchester", "BL", "England"),
    ("Norwich", "Norfolk", "NR", "England"), ("Exmouth", "Devon", "EX", "England"),
    ("Truro", "Cornwall", "TR", "England"), ("Derby", "Derbyshire", "DE", "England"),
    ("Leicester", "Leicestershire", "LE", "England"), ("Stockport", "Cheshire", "SK", "England"),
    ("Carlisle", "Cumbria", "CA", "England"), ("Durham", "County Durham", "DH", "England"),
    ("Sunderland", "Tyne and Wear", "SR", "England"), ("Ipswich", "Suffolk", "IP", "England"),
    ("Luton", "Bedfordshire", "LU", "England"), ("Reading", "Berkshire", "RG", "England"),
    ("Bath", "Somerset", "BA", "England"), ("Worthing", "West Sussex", "BN", "England"),
    ("Lancaster", "Lancashire", "LA", "England"), ("Grimsby", "Lincolnshire", "DN", "England"),
    ("Peterborough", "Cambridgeshire", "PE", "England"), ("Kendal", "Cumbria", "LA", "England"),
    ("Scarborough", "North Yorkshire", "YO", "England"), ("Blackpool", "Lancashire", "FY", "England"),
    ("Swansea", "West Glamorgan", "SA", "Wales"), ("Cardiff", "South Glamorgan", "CF", "Wales"),
    ("Wrexham", "Clwyd", "LL", "Wales"), ("Aberystwyth", "Ceredigion", "SY", "Wales"),
    ("Dundee", "Angus", "DD", "Scotland"), ("Paisley", "Renfrewshire", "PA", "Scotland"),
    ("Inverness", "Highland", "IV", "Scotland"), ("Kirkcaldy", "Fife", "KY", "Scotland"),
    ("Perth", "Perthshire", "PH", "Scotland"), ("Ayr", "Ayrshire", "KA", "Scotland"),
    ("Belfast", "County Antrim", "BT", "Northern Ireland"),
    ("Newry", "County Down", "BT", "Northern Ireland"),
]
IE_TOWNS = [
    ("Cork", "Co. Cork", "T12"), ("Ballincollig", "Co. Cork", "P31"), ("Galway", "Co. Galway", "H91"),
    ("Limerick", "Co. Limerick", "V94"), ("Tralee", "Co. Kerry", "V92"), ("Sligo", "Co. Sligo", "F91"),
    ("Drogheda", "Co. Louth", "A92"), ("Navan", "Co. Meath", "C15"), ("Athlone", "Co. Westmeath", "N37"),
    ("Kilkenny", "Co. Kilkenny", "R95"), ("Waterford", "Co. Waterford", "X91"), ("Ennis", "Co. Clare", "V95"),
    ("Castlebar", "Co. Mayo", "F23"), ("Letterkenny", "Co. Donegal", "F92"), ("Swords", "Co. Dublin", "K67"),
    ("Tallaght", "Dublin 24", "D24"), ("Rathfarnham", "Dublin 14", "D14"), ("Mullingar", "Co. Westmeath", "N91"),
    ("Clonmel", "Co. Tipperary", "E91"), ("Wexford", "Co. Wexford", "Y35"),
]
AU_TOWNS = [
    ("Parramatta", "NSW", "2150"), ("Wollongong", "NSW", "2500"), ("Newcastle", "NSW", "2300"),
    ("Dubbo", "NSW", "2830"), ("Geelong", "VIC", "3220"), ("Ballarat", "VIC", "3350"),
    ("Frankston", "VIC", "3199"), ("Bendigo", "VIC", "3550"), ("Toowoomba", "QLD", "4350"),
    ("Townsville", "QLD", "4810"), ("Caloundra", "QLD", "4551"), ("Glenelg", "SA", "5045"),
    ("Mount Gambier", "SA", "5290"), ("Fremantle", "WA", "6160"), ("Bunbury", "WA", "6230"),
    ("Launceston", "TAS", "7250"), ("Hobart", "TAS", "7000"), ("Belconnen", "ACT", "2617"),
    ("Palmerston", "NT", "0830"), ("Wagga Wagga", "NSW", "2650"), ("Mildura", "VIC", "3500"),
]
AU_STATE_FULL = {"NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland",
                 "SA": "South Australia", "WA": "Western Australia", "TAS": "Tasmania",
                 "ACT": "Australian Capital Territory", "NT": "Northern Territory"}
NZ_TOWNS = [
    ("Hamilton", "Waikato", "3204"), ("Tauranga", "Bay of Plenty", "3110"), ("Napier", "Hawke's Bay", "4110"),
    ("Palmerston North", "Manawatu-Whanganui", "4410"), ("Nelson", "Nelson", "7010"),
    ("Timaru", "Canterbury", "7910"), ("Christchurch", "Canterbury", "8011"), ("Dunedin", "Otago", "9016"),
    ("Invercargill", "Southland", "9810"), ("Whangarei", "Northland", "0110"), ("Rotorua", "Bay of Plenty", "3010"),
    ("Lower Hutt", "Wellington", "5010"), ("Papakura", "Auckland", "2110"), ("Gisborne", "Gisborne", "4010"),
    ("Masterton", "Wellington", "5810"), ("Whanganui", "Manawatu-Whanganui", "4500"),
]
CA_TOWNS = [
    ("Kingston", "ON", "K7L"), ("Hamilton", "ON", "L8N"), ("Sudbury", "ON", "P3E"), ("Barrie", "ON", "L4M"),
    ("Ottawa", "ON", "K1S"), ("Victoria", "BC", "V8W"), ("Kelowna", "BC", "V1Y"), ("Nanaimo", "BC", "V9R"),
    ("Halifax", "NS", "B3H"), ("Truro", "NS", "B2N"), ("Moncton", "NB", "E1C"), ("Saskatoon", "SK", "S7N"),
    ("Winnipeg", "MB", "R3T"), ("Red Deer", "AB", "T4N"), ("Lethbridge", "AB", "T1J"),
    ("Sherbrooke", "QC", "J1H"), ("St. John's", "NL", "A1B"), ("Charlottetown", "PE", "C1A"),
]
CA_PROV_FULL = {"ON": "Ontario", "BC": "British Columbia", "NS": "Nova Scotia", "NB": "New Brunswick",
                "SK": "Saskatchewan", "MB": "Manitoba", "AB": "Alberta", "QC": "Quebec",
                "NL": "Newfoundland and Labrador", "PE": "Prince Edward Island"}
US_TOWNS = [
    ("Worcester", "MA", "016"), ("Springfield", "IL", "627"), ("Rochester", "NY", "146"),
    ("Allentown", "PA", "181"), ("Dayton", "OH", "454"), ("Tucson", "AZ", "857"), ("Sarasota", "FL", "342"),
    ("Asheville", "NC", "288"), ("Spokane", "WA", "992"), ("Madison", "WI", "537"), ("Fort Wayne", "IN", "468"),
    ("Portland", "ME", "041"), ("Eugene", "OR", "974"), ("Duluth", "MN", "558"), ("Lexington", "KY", "405"),
]
US_STATE_FULL = {"MA": "Massachusetts", "IL": "Illinois", "NY": "New York", "PA": "Pennsylvania",
                 "OH": "Ohio", "AZ": "Arizona", "FL": "Florida", "NC": "North Carolina",
                 "WA": "Washington", "WI": "Wisconsin", "IN": "Indiana", "ME": "Maine",
                 "OR": "Oregon", "MN": "Minnesota", "KY": "Kentucky"}

STREET_STEMS = _s("Elm Beech Station Church Mill Victoria Albert Moorland Cromwell Ashgrove Heather "
                  "Sycamore Rowan Harbour Bridge Park Chapel Orchard Willow Hawthorn Meadow Laburnum "
                  "Primrose Kingfisher Granville Belmont Clifton Westfield Holly Poplar Cedar Thornhill "
                  "Lansdowne Marlborough Ferndale Highfield Springbank Hollybank Greenacre Larkhill "
                  "Abbotsford Burnside Glebe Quarry Fountain Ivy Tannery Weavers")
STREET_EXTRA = {
    "AU": _s("Wattle Banksia Jacaranda Bottlebrush Kurrajong Grevillea Coolabah Boronia"),
    "NZ": _s("Kowhai Pohutukawa Rimu Totara Matai Karaka Tui Ponga"),
    "CA": _s("Maple Tamarack Spruce Birchwood Lakeshore Portage Riverbend Beaver"),
    "US": _s("Maple Hickory Magnolia Pinecrest Dogwood Lakeview Cottonwood Walnut"),
    "IE": ["Ard Na Greine", "Cnoc Ard", "Innisfallen", "Glenview", "Sli Na Mara", "Knockmore"],
    "UK": _s("Coronation Jubilee Tenter Pit Bank Co-operative Foundry Colliery"),
}
STREET_SUFFIX = {
    "UK": _s("Road Street Avenue Close Crescent Lane Drive Gardens Terrace Way Grove Court Walk"),
    "IE": _s("Road Park Avenue Lawn Terrace Drive Grove Heights Crescent Close"),
    "AU": _s("Street Road Avenue Parade Court Crescent Drive Place Close Way"),
    "NZ": _s("Road Street Place Avenue Crescent Terrace Drive Grove"),
    "CA": _s("Street Avenue Drive Road Crescent Court Boulevard Lane"),
    "US": _s("Street Avenue Drive Road Court Lane Boulevard Way"),
}

HOSP_STEMS = {
    "UK": _s("Kingsmere Brackenfield Fellside Ravensholme Oakhurst Whitcombe Alderbrook Marlcliff "
             "Stanmoor Thistlebank Copperhill Wyvernside Benmore Glenmarrow Saltmarsh Calderbrook "
             "Hollinsmoor Ashcombe Linnetford"),
    "IE": _s("Carrickdale Inchbrae Slievemore Ardmullan Glenfane Lissamona Knockaderry Rathmoyle"),
    "AU": ["Banksia Ridge", "Wattlebury", "Coolabah Creek", "Mallee Downs", "Ironbark Hill",
           "Greyhaven", "Koonwarra Bay", "Tallowood"],
    "NZ": ["Kowhai Valley", "Harbourview", "Rimutaka Vale", "Southcliff", "Tarawera Park", "Riverstone"],
    "CA": ["Tamarack Regional", "Lakeshore General", "Beaverbank", "Pinegrove", "Riverside Heights",
           "Grand Portage", "Cedarvale"],
    "US": ["Mercy Ridge", "Saint Brendan", "Blue Heron", "Stonebridge", "Cottonwood Valley",
           "Prairie Hills", "Harborview Lake"],
}
HOSP_SUFFIX = {
    "UK": ["General Hospital", "Royal Infirmary", "University Hospital", "District General Hospital",
           "Hospital"],
    "IE": ["University Hospital", "General Hospital", "Regional Hospital", "Hospital"],
    "AU": ["Base Hospital", "Hospital", "Health Service", "Public Hospital"],
    "NZ": ["Hospital", "Base Hospital"],
    "CA": ["Hospital", "Health Centre", "General Hospital"],
    "US": ["Medical Center", "Hospital", "Regional Medical Center"],
}
SAINT_HOSP = ["St Oswin's Hospital", "St Aldhelm's Hospital", "St Brannoc's Hospital",
              "St Wilfrida's Hospital", "Our Lady of Knockree Hospital", "St Finnian's Community Hospital",
              "Mater Misericordiae Carrickdale", "St Cuthbury's Hospital"]
COMMUNITY = ["Fernlea Community Hospital", "Hollybrook Rehabilitation Unit", "Ashby Grange Intermediate Care",
             "Tern Valley Community Hospital", "Marram Lodge Step-Down Unit", "Whinfell Rehab Centre"]
WARD_NAMES = _s("Larch Heron Kestrel Rowan Curlew Osprey Bluebell Foxglove Linnet Wren Sandpiper Juniper "
                "Beech Aspen Kingfisher Harebell Bracken Skylark Primrose Avocet")

PRACTICE_STEMS = _s("Elmwood Bridgegate Hollins Parkside Millbrook Ashfield Riverbank Castlegate "
                    "Southgate Larkfield Heathview Brookside Chestnut Whinmoor Canalside Priory "
                    "Greenway Oakleigh Hillcrest Bayside Fairview Harbourside")
PRACTICE_SUFFIX = {
    "UK": ["Surgery", "Medical Centre", "Health Centre", "Medical Practice", "Group Practice"],
    "IE": ["Medical Centre", "Family Practice", "Surgery", "Medical Practice"],
    "AU": ["Medical Centre", "Family Medical Practice", "Medical Clinic", "General Practice"],
    "NZ": ["Health Centre", "Medical Centre", "Family Doctors"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Practice"],
    "US": ["Primary Care", "Family Medicine", "Internal Medicine Associates"],
}
CARE_HOMES = {
    "UK": ["Ashgrove House", "Meadowbank Care Home", "The Laurels Nursing Home", "Sunnyside Lodge",
           "Brambledown Residential Home", "Cherry Tree Court", "Hollins Hall Care Centre",
           "Kestrel Grange Nursing Home", "Abbeyfield Heights", "Lavender Lodge"],
    "IE": ["Kilbrack Nursing Home", "Ard Mhuire Nursing Home", "Glenashling Care Centre",
           "St Kieran's Residence", "Clonmore House Nursing Home", "Beechpark Lodge"],
    "AU": ["Banksia Gardens Aged Care", "Wattle Grove Residential Care", "Seabreeze Aged Care",
           "Jacaranda Lodge", "Koala Park Manor", "Southern Cross Village Hostel"],
    "NZ": ["Kowhai Court Rest Home", "Totara Lodge Hospital and Rest Home", "Pukeko Gardens",
           "Harbour Lights Care", "Rata Village"],
    "CA": ["Maplecrest Long-Term Care", "Birchwood Manor", "Riverside Lodge Retirement Residence",
           "Pinehaven LTC Home", "Lakeview Terrace Care Community"],
    "US": ["Cedar Crest Assisted Living", "Willowbrook Skilled Nursing", "Magnolia Manor",
           "Prairie View Senior Living", "Sunset Harbor Care Center"],
}
PHARMACY_STEMS = ["Hillcrest", "Kellaway", "Market Cross", "Bayside", "Quayside", "Moor Lane", "Corner",
                  "Greenhill", "Tolbooth", "Harcourt"]
PHARMACY_SUFFIX = {"UK": ["Pharmacy", "Chemists"], "IE": ["Pharmacy"], "AU": ["Chemist", "Pharmacy"],
                   "NZ": ["Pharmacy", "Chemist"], "CA": ["Pharmacy", "Drug Mart"], "US": ["Pharmacy", "Drug"]}

HOME_CARE = ["Heartwood Home Care", "Kindred Care Services", "Silverline Domiciliary Care",
             "Helping Hands Homecare Ltd", "Carewell Community Services", "BrightPath Home Support",
             "Tender Loving Homecare", "Amberlea Care Agency", "Riverside Home Help",
             "Harbour Home Support Services"]
CHARITIES = ["Silver Thread Befriending", "Grey Wings Trust", "Hearthside Older People's Forum",
             "Lantern Day Centre Trust", "Open Door Friendship Club", "Good Neighbour Scheme of Harcombe"]
CHURCHES = ["St Aidan's Parish", "Bethel Pentecostal Church", "Greyfriars Methodist Chapel",
            "Holy Trinity Greek Orthodox Church", "Gurdwara Sahib Dasmesh", "St Brigid's Church",
            "Zion Baptist Church", "Al-Noor Mosque", "Beth Shalom Synagogue", "Church of the Good Shepherd"]
CLUBS = ["Westfield Bowls Club", "Harcombe Bridge Club", "Mill Lane Allotment Society",
         "Seaview Probus Club", "Larkhill Legion Club", "Kingfisher Walking Group",
         "Harbour Rowing Club", "Ferndale Women's Institute", "Moorside Men's Shed"]
EMPLOYERS = ["Pennine Textiles", "Crossley Biscuits", "Maritime Freight Lines", "Blue Ridge Mills",
             "Kauri Timber Co", "Hallam Steelworks", "Northgate Colliery", "Dunmore Creamery",
             "Tasman Wool Scourers", "Great Lakes Tool & Die", "Carrick Brewery", "Harland Glassworks",
             "Atlantic Fisheries Co-op", "Ridgeway Engineering", "Prairie Grain Co"]
# (name, takes "the")
LANDMARKS = [("Marlowe Park", False), ("Riverside Shopping Centre", True), ("Queen's Arcade", False),
             ("Lidgate Library", False), ("Harbour View Bowling Green", True),
             ("Kingsway Retail Park", False), ("Copperhill Bus Station", False),
             ("Elmfield Community Hall", False), ("Fairhaven Promenade", True),
             ("Millbrook Garden Centre", False), ("Jubilee Clock Tower", True)]
