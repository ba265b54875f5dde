"""Place and organisation pools for dev391. Towns are real places; every hospital, practice, pharmacy,
employer and organisation name here is invented."""

# GB: (town, county, postcode area, phone area code)
GB_TOWNS = [
    ("Leeds", "West Yorkshire", "LS", "0113"), ("Sheffield", "South Yorkshire", "S", "0114"),
    ("Bradford", "West Yorkshire", "BD", "01274"), ("York", "North Yorkshire", "YO", "01904"),
    ("Hull", "East Riding of Yorkshire", "HU", "01482"), ("Wakefield", "West Yorkshire", "WF", "01924"),
    ("Huddersfield", "West Yorkshire", "HD", "01484"), ("Halifax", "West Yorkshire", "HX", "01422"),
    ("Harrogate", "North Yorkshire", "HG", "01423"), ("Doncaster", "South Yorkshire", "DN", "01302"),
    ("Manchester", "Greater Manchester", "M", "0161"), ("Stockport", "Greater Manchester", "SK", "0161"),
    ("Bolton", "Greater Manchester", "BL", "01204"), ("Wigan", "Greater Manchester", "WN", "01942"),
    ("Liverpool", "Merseyside", "L", "0151"), ("Preston", "Lancashire", "PR", "01772"),
    ("Blackburn", "Lancashire", "BB", "01254"), ("Lancaster", "Lancashire", "LA", "01524"),
    ("Newcastle upon Tyne", "Tyne and Wear", "NE", "0191"), ("Sunderland", "Tyne and Wear", "SR", "0191"),
    ("Durham", "County Durham", "DH", "0191"), ("Middlesbrough", "North Yorkshire", "TS", "01642"),
    ("Carlisle", "Cumbria", "CA", "01228"), ("Nottingham", "Nottinghamshire", "NG", "0115"),
    ("Derby", "Derbyshire", "DE", "01332"), ("Leicester", "Leicestershire", "LE", "0116"),
    ("Birmingham", "West Midlands", "B", "0121"), ("Coventry", "West Midlands", "CV", "024"),
    ("Wolverhampton", "West Midlands", "WV", "01902"), ("Stoke-on-Trent", "Staffordshire", "ST", "01782"),
    ("Norwich", "Norfolk", "NR", "01603"), ("Ipswich", "Suffolk", "IP", "01473"),
    ("Cambridge", "Cambridgeshire", "CB", "01223"), ("Oxford", "Oxfordshire", "OX", "01865"),
    ("Reading", "Berkshire", "RG", "0118"), ("Bristol", "Avon", "BS", "0117"), ("Bath", "Somerset", "BA", "01225"),
    ("Exeter", "Devon", "EX", "01392"), ("Plymouth", "Devon", "PL", "01752"),
    ("Southampton", "Hampshire", "SO", "023"), ("Portsmouth", "Hampshire", "PO", "023"),
    ("Brighton", "East Sussex", "BN", "01273"), ("Canterbury", "Kent", "CT", "01227"),
    ("Maidstone", "Kent", "ME", "01622"), ("Cardiff", "South Glamorgan", "CF", "029"),
    ("Swansea", "West Glamorgan", "SA", "01792"), ("Newport", "Gwent", "NP", "01633"),
    ("Glasgow", "Lanarkshire", "G", "0141"), ("Edinburgh", "Midlothian", "EH", "0131"),
    ("Aberdeen", "Aberdeenshire", "AB", "01224"), ("Dundee", "Angus", "DD", "01382"),
    ("Inverness", "Highland", "IV", "01463"), ("Belfast", "County Antrim", "BT", "028"),
    ("Barnsley", "South Yorkshire", "S", "01226"), ("Rotherham", "South Yorkshire", "S", "01709"),
]

# US: (city, state abbr, state name, zip prefix, area code)
US_TOWNS = [
    ("Boston", "MA", "Massachusetts", "021", "617"), ("Worcester", "MA", "Massachusetts", "016", "508"),
    ("Providence", "RI", "Rhode Island", "029", "401"), ("Hartford", "CT", "Connecticut", "061", "860"),
    ("New Haven", "CT", "Connecticut", "065", "203"), ("Albany", "NY", "New York", "122", "518"),
    ("Buffalo", "NY", "New York", "142", "716"), ("Rochester", "NY", "New York", "146", "585"),
    ("Pittsburgh", "PA", "Pennsylvania", "152", "412"), ("Philadelphia", "PA", "Pennsylvania", "191", "215"),
    ("Baltimore", "MD", "Maryland", "212", "410"), ("Richmond", "VA", "Virginia", "232", "804"),
    ("Raleigh", "NC", "North Carolina", "276", "919"), ("Charlotte", "NC", "North Carolina", "282", "704"),
    ("Atlanta", "GA", "Georgia", "303", "404"), ("Jacksonville", "FL", "Florida", "322", "904"),
    ("Tampa", "FL", "Florida", "336", "813"), ("Birmingham", "AL", "Alabama", "352", "205"),
    ("Nashville", "TN", "Tennessee", "372", "615"), ("Memphis", "TN", "Tennessee", "381", "901"),
    ("Louisville", "KY", "Kentucky", "402", "502"), ("Columbus", "OH", "Ohio", "432", "614"),
    ("Cleveland", "OH", "Ohio", "441", "216"), ("Dayton", "OH", "Ohio", "454", "937"),
    ("Detroit", "MI", "Michigan", "482", "313"), ("Grand Rapids", "MI", "Michigan", "495", "616"),
    ("Indianapolis", "IN", "Indiana", "462", "317"), ("Chicago", "IL", "Illinois", "606", "312"),
    ("Springfield", "IL", "Illinois", "627", "217"), ("Milwaukee", "WI", "Wisconsin", "532", "414"),
    ("Minneapolis", "MN", "Minnesota", "554", "612"), ("Des Moines", "IA", "Iowa", "503", "515"),
    ("St. Louis", "MO", "Missouri", "631", "314"), ("Kansas City", "MO", "Missouri", "641", "816"),
    ("Omaha", "NE", "Nebraska", "681", "402"), ("Dallas", "TX", "Texas", "752", "214"),
    ("Houston", "TX", "Texas", "770", "713"), ("San Antonio", "TX", "Texas", "782", "210"),
    ("El Paso", "TX", "Texas", "799", "915"), ("Albuquerque", "NM", "New Mexico", "871", "505"),
    ("Phoenix", "AZ", "Arizona", "850", "602"), ("Tucson", "AZ", "Arizona", "857", "520"),
    ("Denver", "CO", "Colorado", "802", "303"), ("Salt Lake City", "UT", "Utah", "841", "801"),
    ("Las Vegas", "NV", "Nevada", "891", "702"), ("Sacramento", "CA", "California", "958", "916"),
    ("Oakland", "CA", "California", "946", "510"), ("San Diego", "CA", "California", "921", "619"),
    ("Fresno", "CA", "California", "937", "559"), ("Portland", "OR", "Oregon", "972", "503"),
    ("Seattle", "WA", "Washington", "981", "206"), ("Spokane", "WA", "Washington", "992", "509"),
    ("Honolulu", "HI", "Hawaii", "968", "808"), ("Anchorage", "AK", "Alaska", "995", "907"),
]

# CA: (city, province abbr, province name, FSA first letters, area code)
CA_TOWNS = [
    ("Toronto", "ON", "Ontario", "M4", "416"), ("Scarborough", "ON", "Ontario", "M1", "416"),
    ("Mississauga", "ON", "Ontario", "L5", "905"), ("Hamilton", "ON", "Ontario", "L8", "905"),
    ("Ottawa", "ON", "Ontario", "K1", "613"), ("London", "ON", "Ontario", "N6", "519"),
    ("Kingston", "ON", "Ontario", "K7", "613"), ("Sudbury", "ON", "Ontario", "P3", "705"),
    ("Brampton", "ON", "Ontario", "L6", "905"), ("Montréal", "QC", "Québec", "H2", "514"),
    ("Laval", "QC", "Québec", "H7", "450"), ("Québec City", "QC", "Québec", "G1", "418"),
    ("Winnipeg", "MB", "Manitoba", "R3", "204"), ("Regina", "SK", "Saskatchewan", "S4", "306"),
    ("Saskatoon", "SK", "Saskatchewan", "S7", "306"), ("Calgary", "AB", "Alberta", "T2", "403"),
    ("Edmonton", "AB", "Alberta", "T5", "780"), ("Vancouver", "BC", "British Columbia", "V5", "604"),
    ("Surrey", "BC", "British Columbia", "V3", "604"), ("Victoria", "BC", "British Columbia", "V8", "250"),
    ("Kelowna", "BC", "British Columbia", "V1", "250"), ("Halifax", "NS", "Nova Scotia", "B3", "902"),
    ("Moncton", "NB", "New Brunswick", "E1", "506"), ("St. John's", "NL", "Newfoundland and Labrador", "A1", "709"),
    ("Charlottetown", "PE", "Prince Edward Island", "C1", "902"), ("Thunder Bay", "ON", "Ontario", "P7", "807"),
]

# AU: (suburb, state abbr, state name, postcode, area code)
AU_TOWNS = [
    ("Parramatta", "NSW", "New South Wales", "2150", "02"), ("Blacktown", "NSW", "New South Wales", "2148", "02"),
    ("Liverpool", "NSW", "New South Wales", "2170", "02"), ("Penrith", "NSW", "New South Wales", "2750", "02"),
    ("Campbelltown", "NSW", "New South Wales", "2560", "02"), ("Bankstown", "NSW", "New South Wales", "2200", "02"),
    ("Mount Druitt", "NSW", "New South Wales", "2770", "02"), ("Wollongong", "NSW", "New South Wales", "2500", "02"),
    ("Newcastle", "NSW", "New South Wales", "2300", "02"), ("Footscray", "VIC", "Victoria", "3011", "03"),
    ("Dandenong", "VIC", "Victoria", "3175", "03"), ("Geelong", "VIC", "Victoria", "3220", "03"),
    ("Ballarat", "VIC", "Victoria", "3350", "03"), ("Bendigo", "VIC", "Victoria", "3550", "03"),
    ("Sunshine", "VIC", "Victoria", "3020", "03"), ("Frankston", "VIC", "Victoria", "3199", "03"),
    ("Logan Central", "QLD", "Queensland", "4114", "07"), ("Ipswich", "QLD", "Queensland", "4305", "07"),
    ("Toowoomba", "QLD", "Queensland", "4350", "07"), ("Townsville", "QLD", "Queensland", "4810", "07"),
    ("Cairns", "QLD", "Queensland", "4870", "07"), ("Rockhampton", "QLD", "Queensland", "4700", "07"),
    ("Inala", "QLD", "Queensland", "4077", "07"), ("Armadale", "WA", "Western Australia", "6112", "08"),
    ("Midland", "WA", "Western Australia", "6056", "08"), ("Bunbury", "WA", "Western Australia", "6230", "08"),
    ("Joondalup", "WA", "Western Australia", "6027", "08"), ("Elizabeth", "SA", "South Australia", "5112", "08"),
    ("Salisbury", "SA", "South Australia", "5108", "08"), ("Port Augusta", "SA", "South Australia", "5700", "08"),
    ("Launceston", "TAS", "Tasmania", "7250", "03"), ("Glenorchy", "TAS", "Tasmania", "7010", "03"),
    ("Darwin", "NT", "Northern Territory", "0800", "08"), ("Alice Springs", "NT", "Northern Territory", "0870", "08"),
    ("Belconnen", "ACT", "Australian Capital Territory", "2617", "02"),
]

# NZ: (suburb, city, region, postcode, area code)
NZ_TOWNS = [
    ("Otara", "Auckland", "Auckland", "2023", "09"), ("Mangere", "Auckland", "Auckland", "2022", "09"),
    ("Papatoetoe", "Auckland", "Auckland", "2025", "09"), ("Manurewa", "Auckland", "Auckland", "2102", "09"),
    ("Glen Innes", "Auckland", "Auckland", "1072", "09"), ("Henderson", "Auckland", "Auckland", "0612", "09"),
    ("Cannons Creek", "Porirua", "Wellington", "5024", "04"), ("Naenae", "Lower Hutt", "Wellington", "5011", "04"),
    ("Riccarton", "Christchurch", "Canterbury", "8011", "03"), ("Hornby", "Christchurch", "Canterbury", "8042", "03"),
    ("Hamilton East", "Hamilton", "Waikato", "3216", "07"), ("Greerton", "Tauranga", "Bay of Plenty", "3112", "07"),
    ("Ngongotaha", "Rotorua", "Bay of Plenty", "3010", "07"), ("Kaiti", "Gisborne", "Gisborne", "4010", "06"),
    ("Tikipunga", "Whangārei", "Northland", "0112", "09"), ("Highbury", "Palmerston North", "Manawatū-Whanganui", "4412", "06"),
    ("South Dunedin", "Dunedin", "Otago", "9012", "03"), ("Glengarry", "Invercargill", "Southland", "9810", "03"),
    ("Maraenui", "Napier", "Hawke's Bay", "4110", "06"), ("Stoke", "Nelson", "Nelson", "7011", "03"),
]

# IE: (town, county, eircode routing key, area code)
IE_TOWNS = [
    ("Dublin 8", "Dublin", "D08", "01"), ("Blanchardstown", "Dublin", "D15", "01"), ("Tallaght", "Dublin", "D24", "01"),
    ("Ballincollig", "Cork", "P31", "021"), ("Cork", "Cork", "T12", "021"), ("Limerick", "Limerick", "V94", "061"),
    ("Galway", "Galway", "H91", "091"), ("Waterford", "Waterford", "X91", "051"), ("Drogheda", "Louth", "A92", "041"),
    ("Dundalk", "Louth", "A91", "042"), ("Sligo", "Sligo", "F91", "071"), ("Letterkenny", "Donegal", "F92", "074"),
    ("Kilkenny", "Kilkenny", "R95", "056"), ("Athlone", "Westmeath", "N37", "090"), ("Tralee", "Kerry", "V92", "066"),
    ("Ennis", "Clare", "V95", "065"), ("Navan", "Meath", "C15", "046"), ("Wexford", "Wexford", "Y35", "053"),
    ("Carlow", "Carlow", "R93", "059"), ("Mullingar", "Westmeath", "N91", "044"), ("Castlebar", "Mayo", "F23", "094"),
]

STREET_STEMS = (
    "Larch Elm Rowan Birch Cedar Hawthorn Juniper Mill Station Church Chapel Victoria Albert Queen's Park Meadow "
    "Orchard Willow Ash Oak Beech Heather Bracken Kowhai Pohutukawa Totara Wattle Banksia Jacaranda Maple Spruce "
    "Tamarack Birchmount Lakeshore Ridgeway Fernleigh Moorside Highfield Greenbank Windsor Claremont Ashgrove "
    "Kingfisher Heron Sandpiper Linden Hazel Laburnum Poplar Sycamore Blackthorn Foxglove Bluebell Primrose "
    "Thornhill Brookside Ferncliffe Harbour Quarry Tannery Wharf Canal Bridge Market Granary Ropewalk Kiln "
    "Lindisfarne Carrick Glenview Riverview Seaview Summerhill Woodbine Cypress Magnolia Sequoia Hickory "
    "Palmetto Sagebrush Cottonwood Mesquite Tui Kereru Manuka Rimu Matai Karaka Ironbark Bottlebrush Grevillea"
).split()
STREET_SUFFIX = {
    "GB": ["Road", "Street", "Avenue", "Lane", "Close", "Crescent", "Drive", "Way", "Grove", "Terrace", "Place", "Court", "Gardens", "Mews"],
    "US": ["St", "Ave", "Blvd", "Rd", "Dr", "Ln", "Ct", "Street", "Avenue", "Way", "Pl", "Terrace"],
    "CA": ["Rd", "St", "Ave", "Cres", "Dr", "Blvd", "Street", "Road", "Court", "Way"],
    "AU": ["St", "Rd", "Cres", "Pde", "Ave", "Street", "Road", "Court", "Close", "Place", "Drive"],
    "NZ": ["Street", "Road", "Place", "Avenue", "Crescent", "Drive", "Terrace", "Way", "Lane"],
    "IE": ["Road", "Park", "Avenue", "Lawns", "Grove", "Heights", "Drive", "Court", "Close", "Crescent", "Green"],
}

HOSP_STEMS = [
    "Calderbrook", "Harrowfield", "Moorgate", "Wharfeside", "Pennine Vale", "Kestrel Park", "Marlowe Bridge", "Ashcombe",
    "Fellgate", "Thornbury Heath", "Riverbend", "Pinecrest", "Greystone", "Mercy Ridge", "Oakhaven", "Lakemont",
    "Cedar Hollow", "Brightwater", "Lakeshore", "Maplewood", "Birchwood Hill", "Wattle Creek", "Banksia Heights",
    "Harbourside", "Mount Kestrel", "Kowhai Valley", "Rimu Park", "Totara Bay", "Ballymore", "Mercy Glen", "Abbeyview",
    "Silverdale", "Eastmoor", "Northfield", "Redbrook", "Coldwater", "Kingsmere", "Sunnybank", "Westhaven", "Glenmorris",
    "Highcroft", "Stonebridge",
]
HOSP_PATTERNS = {
    "GB": ["{a} General Hospital", "{a} Royal Infirmary", "{a} District Hospital", "{a} University Hospital",
           "St {s}'s Hospital", "{a} Community Hospital"],
    "US": ["{a} Medical Center", "{a} Regional Medical Center", "{a} Memorial Hospital", "St. {s}'s Medical Center",
           "{a} University Hospital", "{a} Community Hospital"],
    "CA": ["{a} General Hospital", "{a} Regional Health Centre", "St. {s} General Hospital",
           "{a} University Health Centre", "{a} Health Sciences Centre"],
    "AU": ["{a} Hospital", "{a} Base Hospital", "{a} Public Hospital", "St {s}'s Hospital", "{a} District Hospital"],
    "NZ": ["{a} Hospital", "{a} Public Hospital", "{a} Base Hospital"],
    "IE": ["{a} University Hospital", "{a} General Hospital", "St. {s}'s University Hospital", "{a} Regional Hospital"],
}
SAINTS = "Aldhelm Brendan Columba Fionán Cuthbert Oswald Wilfrid Brigid Kevin Ninian Aidan Hilda Piran Declan Finbarr Chad Dunstan Ita".split()

PRACTICE_PATTERNS = {
    "GB": ["{a} Medical Practice", "{a} Surgery", "The {b} Surgery", "{a} Health Centre", "{a} Medical Centre", "{a} Family Practice"],
    "US": ["{a} Family Medicine", "{a} Primary Care", "{a} Internal Medicine Associates", "{a} Health Partners"],
    "CA": ["{a} Family Health Team", "{a} Medical Clinic", "{a} Family Practice", "{a} Community Health Centre"],
    "AU": ["{a} Medical Centre", "{a} Family Practice", "{a} General Practice", "{a} Medical Clinic"],
    "NZ": ["{a} Medical Centre", "{a} Health Centre", "{a} Family Doctors", "{a} Medical"],
    "IE": ["{a} Medical Centre", "{a} Family Practice", "{a} Surgery", "{a} Health Centre"],
}
PRACTICE_STEMS = [
    "Rowanfield", "Hillcrest", "Canal Side", "Brookfield", "Fernbank", "Greenhills", "Beacon", "Harbour", "Lantern",
    "Mill Lane", "Orchard View", "Quayside", "Riverside", "Kingsway", "Elmwood", "Hazelmere", "Parkview", "Westgate",
    "Southlands", "Copperfield", "Bayridge", "Northgate", "Jacaranda", "Kookaburra", "Pohutukawa", "Tui", "Korimako",
    "Abbeyview", "Castleknock", "Ardmore", "Glenbrook", "Meadowbank", "Sandhill",
]
OLD_BUILDINGS = ["Old Forge", "Old Bakery", "Old School", "Chapel", "Corn Exchange", "Tannery", "Old Vicarage"]

PHARMACY_STEMS = "Brightwell Hallam Greenleaf Corner Cornerstone Wellspring Parkside Northway Lighthouse Ferngrove Bayside Millstream".split()
PHARMACY_PATTERNS = ["{a} Pharmacy", "{a} Chemist", "{a} Pharmacy", "{a} Community Pharmacy", "{a} Discount Pharmacy"]

WARDS = ["Larch Ward", "Aspen Ward", "Nightingale Ward", "Rowan Ward", "Heron Ward", "Kingfisher Ward", "Osprey Ward",
         "Juniper Unit", "Cedar Ward", "Bluebell Ward", "Harebell Ward", "Wren Ward", "Kauri Ward", "Banksia Ward"]
BUILDINGS = ["Harcourt Wing", "Pennington Building", "Ashby Pavilion", "Lister Block", "Hawthorn House", "Ridley Tower",
             "Beaumont Building", "Clarendon Wing", "Whitfield Centre", "Moreton Annexe", "Te Puna Building"]

IMAGING_PRACTICES = ["Northshore Imaging", "Clearview Radiology", "Harbourline Medical Imaging", "Summit Imaging Group",
                     "Lakeside Diagnostic Imaging", "Meridian Radiology", "Bluestone Imaging", "Coastal X-Ray and Ultrasound"]
LABS = ["Meridian Pathology", "Clearwater Laboratories", "Northern Valley Pathology", "Sterling Diagnostic Laboratories",
        "Harbour City Pathology", "Summit Path Lab", "Keystone Clinical Laboratories"]

EMPLOYERS_BY_KIND = {
    "hospitality": ["Blue Anchor Tavern", "Copperfield Catering", "Brookline Hotel Group", "Cobblestone Bistro", "Copper Kettle Cafe",
                    "Lakeview Golf Club", "Pennine Brewery Company", "The Drovers Arms"],
    "trade": ["Kestrel Roofing Ltd", "Castlegate Builders", "Summit Scaffolding Ltd", "Highgate Electrical", "Shannonside Builders",
              "Corrib Construction", "Greenvale Council Depot", "Brightspark Plumbing"],
    "transport": ["Harwood Logistics", "Redfern Haulage", "Silverline Couriers", "Bluegum Transport", "Tasman Freight",
                  "Northline Rail Services", "Tideway Shipping", "Pacific Rim Stevedoring", "Riverbend Distribution Center"],
    "food": ["Millbrook Foods", "Oakridge Meats", "Seaview Fish Market", "Atlantic Seafoods", "Maple Leaf Bakery Co-op",
             "Koru Orchards", "Matariki Packhouse", "Prairie Star Grain"],
    "industry": ["Ironbridge Steelworks", "Great Lakes Fabrication", "Southern Cross Quarries", "Ironbark Mining",
                 "Harlow Print Works", "Kingsbury Motors"],
    "office": ["Hollins & Marsh Solicitors", "Lantern Insurance Brokers", "Quayside Security Services", "Liffey Valley Hardware",
               "Westbrook Academy", "Fernhill High School", "Harbourline Credit Union", "Marlow Civil Consultants"],
}
EMPLOYERS = sorted({e for k in sorted(EMPLOYERS_BY_KIND) for e in EMPLOYERS_BY_KIND[k]})
PROF_KIND = [
    ("hospitality", "publican bar chef sommelier wine hotel kitchen restaurant pub caretaker"),
    ("trade", "roofer bricklayer scaffolder plumber electrician carpenter joiner plasterer painter tiler concreter landscape "
              "gardener greenkeeper upholsterer linesman"),
    ("transport", "driver forklift warehouse postman courier docker stevedore crane train signaller"),
    ("food", "butcher fishmonger baker farmer shearer fisherman meat abattoir orchard kiwifruit brewer brewery"),
    ("industry", "miner welder mechanic boilermaker fitter sheet shipwright machinist tyre panel printer"),
]
ORGS = [
    "Living Waters Fellowship", "St Mungo's Parish Choir", "Harbour Rugby League Club", "Northside Bowls Club",
    "Pasifika Men's Health Group", "Northern Gout Support Group", "Kestrel Valley Men's Shed", "Riverside Masonic Lodge",
    "Tongan Methodist Church Otahuhu Parish", "Samoan Assembly of Grace", "Westside Darts League", "Greenhill Allotment Society",
    "Royal Oak Bowling Club", "Marae Health Collective", "Fenwick Veterans Association", "Eastside Community Kitchen",
    "Lakeshore Curling Club", "Gaelic Athletic Club Ballymore", "Parkrun Volunteers Association", "Silver Fern Walking Group",
]
INSURERS = {
    "US": ["Summit Health Plan", "Bluewater Mutual", "Crestline Insurance", "Keystone Care PPO", "Heartland Health Alliance",
           "Evergreen Medicare Advantage", "Liberty Peak HMO"],
    "CA": ["Maplecrest Group Benefits", "Northern Shield Extended Health", "Prairie Mutual"],
    "AU": ["Harbour Health Fund", "Southern Star Health", "Goldfields Mutual"],
    "NZ": ["Kiwi Shield Health", "Tasman Health Cover"],
    "IE": ["Emerald Health Cover", "Shamrock Medical Insurance"],
    "GB": ["Kestrel Health", "Albion Private Health"],
}
BIRTH_COUNTRIES = ["Samoa", "Tonga", "the Cook Islands", "Fiji", "Niue", "the Philippines", "Vietnam", "China", "Taiwan",
                   "South Korea", "Thailand", "India", "Pakistan", "Bangladesh", "Sri Lanka", "Nigeria", "Ghana", "Somalia",
                   "Poland", "Lithuania", "Greece", "Italy", "Portugal", "Jamaica", "Trinidad and Tobago", "Lebanon", "Iran", "Mexico",
                   "El Salvador", "Scotland", "Wales", "South Africa", "Zimbabwe", "Malaysia", "Indonesia", "Ireland",
                   "England", "New Zealand", "Australia", "Canada", "Germany", "the Netherlands", "Spain", "Croatia"]
COUNTRY_NAME = {"GB": "United Kingdom", "US": "USA", "CA": "Canada", "AU": "Australia", "NZ": "New Zealand", "IE": "Ireland"}
HOLIDAYS = {
    "GB": ["Christmas", "Boxing Day", "New Year's Eve", "Easter", "Bonfire Night"],
    "US": ["Thanksgiving", "Christmas", "Fourth of July", "Labor Day", "Memorial Day", "New Year's Eve"],
    "CA": ["Christmas", "Thanksgiving", "Canada Day", "Boxing Day", "Victoria Day"],
    "AU": ["Christmas", "Australia Day", "Boxing Day", "Anzac Day", "New Year's Eve"],
    "NZ": ["Christmas", "Waitangi Day", "Boxing Day", "Matariki", "New Year's Eve"],
    "IE": ["Christmas", "St Patrick's Day", "St Stephen's Day", "Easter", "New Year's Eve"],
}
