"""Place pools for dev432_en.  Towns are real places (that is allowed); every
street number, postcode tail and phone line is generated.  Several towns are
also ordinary words (Reading, Bath, Wells, Street, March, Ware, Hope)."""

# (town, county, postcode outward code, phone area code)
UK_TOWNS = [
    ("Otley", "West Yorkshire", "LS21", "01943"),
    ("Skipton", "North Yorkshire", "BD23", "01756"),
    ("Kendal", "Cumbria", "LA9", "01539"),
    ("Hexham", "Northumberland", "NE46", "01434"),
    ("Louth", "Lincolnshire", "LN11", "01507"),
    ("Bideford", "Devon", "EX39", "01237"),
    ("Stroud", "Gloucestershire", "GL5", "01453"),
    ("Ludlow", "Shropshire", "SY8", "01584"),
    ("Wisbech", "Cambridgeshire", "PE13", "01945"),
    ("Leek", "Staffordshire", "ST13", "01538"),
    ("Bury St Edmunds", "Suffolk", "IP33", "01284"),
    ("Rochdale", "Greater Manchester", "OL16", "01706"),
    ("Oldham", "Greater Manchester", "OL1", "0161"),
    ("Walsall", "West Midlands", "WS1", "01922"),
    ("Luton", "Bedfordshire", "LU1", "01582"),
    ("Swindon", "Wiltshire", "SN1", "01793"),
    ("Barnstaple", "Devon", "EX31", "01271"),
    ("Grantham", "Lincolnshire", "NG31", "01476"),
    ("Crewe", "Cheshire", "CW1", "01270"),
    ("Margate", "Kent", "CT9", "01843"),
    ("Hartlepool", "County Durham", "TS24", "01429"),
    ("Scarborough", "North Yorkshire", "YO11", "01723"),
    ("Boston", "Lincolnshire", "PE21", "01205"),
    ("Reading", "Berkshire", "RG1", "0118"),
    ("Bath", "Somerset", "BA1", "01225"),
    ("Wells", "Somerset", "BA5", "01749"),
    ("Street", "Somerset", "BA16", "01458"),
    ("March", "Cambridgeshire", "PE15", "01354"),
    ("Ware", "Hertfordshire", "SG12", "01920"),
    ("Sandwich", "Kent", "CT13", "01304"),
    ("Hope", "Derbyshire", "S33", "01433"),
    ("Eye", "Suffolk", "IP23", "01379"),
    ("Croydon", "Surrey", "CR0", "020"),
    ("Walthamstow", "Essex", "E17", "020"),
    ("Tottenham", "Middlesex", "N17", "020"),
    ("Blackburn", "Lancashire", "BB1", "01254"),
    ("Burnley", "Lancashire", "BB11", "01282"),
    ("Wigan", "Greater Manchester", "WN1", "01942"),
    ("Dewsbury", "West Yorkshire", "WF13", "01924"),
    ("Rotherham", "South Yorkshire", "S60", "01709"),
    ("Mansfield", "Nottinghamshire", "NG18", "01623"),
    ("Kettering", "Northamptonshire", "NN16", "01536"),
    ("Redruth", "Cornwall", "TR15", "01209"),
    ("Penzance", "Cornwall", "TR18", "01736"),
    ("Newport", "Isle of Wight", "PO30", "01983"),
    ("Dundee", "Angus", "DD1", "01382"),
    ("Paisley", "Renfrewshire", "PA1", "0141"),
    ("Llanelli", "Carmarthenshire", "SA15", "01554"),
    ("Wrexham", "Clwyd", "LL11", "01978"),
    ("Ballymena", "County Antrim", "BT43", "028"),
]

UK_STREET_STEMS = [
    "Mill", "Station", "Church", "Victoria", "Elm", "Queens", "Bridge",
    "Park", "Cedar", "Linnet", "Foxglove", "Tanners", "Chapel", "Manor",
    "Beech", "Hollins", "Orchard", "Albert", "Granville", "Moorside",
    "Westfield", "Ashfield", "Thornhill", "Meadow", "Windsor", "Clifton",
    "Priory", "Abbey", "Kingfisher", "Heron", "Larkspur", "Juniper",
    "Sycamore", "Rowan", "Hawthorn", "Willow", "Malvern", "Pennine",
    "Dale", "Brook", "Fountain", "Gas Works", "Tannery", "Nelson",
    "Garibaldi", "Ebor", "Cromwell", "Tennyson", "Wordsworth", "Shelley",
]
UK_STREET_SUFFIX = [
    "Road", "Street", "Lane", "Avenue", "Close", "Drive", "Crescent",
    "Way", "Grove", "Terrace", "Gardens", "Rise", "Walk", "Court", "View",
    "Mews", "Row", "Place", "Fold", "Gate",
]

# Irish towns: (town, county, Eircode routing key, area code)
IE_TOWNS = [
    ("Tralee", "Kerry", "V92", "066"), ("Ennis", "Clare", "V95", "065"),
    ("Navan", "Meath", "C15", "046"), ("Athlone", "Westmeath", "N37", "090"),
    ("Letterkenny", "Donegal", "F92", "074"), ("Castlebar", "Mayo", "F23", "094"),
    ("Wexford", "Wexford", "Y35", "053"), ("Mullingar", "Westmeath", "N91", "044"),
    ("Kilkenny", "Kilkenny", "R95", "056"), ("Clonmel", "Tipperary", "E91", "052"),
    ("Drogheda", "Louth", "A92", "041"), ("Galway", "Galway", "H91", "091"),
    ("Mallow", "Cork", "P51", "022"), ("Sligo", "Sligo", "F91", "071"),
    ("Portlaoise", "Laois", "R32", "057"), ("Dungarvan", "Waterford", "X35", "058"),
]
IE_STREET_STEMS = [
    "Strand", "Main", "Church", "Bridge", "Castle", "Abbey", "Mary",
    "Patrick", "O'Connell", "Parnell", "Friary", "Market", "Green",
    "Mill", "Ballymore", "Knockane", "Cois Farraige", "Ard Mhuire",
]
IE_STREET_SUFFIX = ["Street", "Road", "Lane", "Park", "Avenue", "Drive",
                    "Heights", "Grove", "Close", "View"]

# Canadian cities: (city, province abbreviation, province name, FSA, area code)
CA_CITIES = [
    ("Hamilton", "ON", "Ontario", "L8P", "905"),
    ("Kingston", "ON", "Ontario", "K7L", "613"),
    ("Sudbury", "ON", "Ontario", "P3E", "705"),
    ("London", "ON", "Ontario", "N6A", "519"),
    ("Peterborough", "ON", "Ontario", "K9J", "705"),
    ("Kelowna", "BC", "British Columbia", "V1Y", "250"),
    ("Nanaimo", "BC", "British Columbia", "V9R", "250"),
    ("Red Deer", "AB", "Alberta", "T4N", "403"),
    ("Lethbridge", "AB", "Alberta", "T1J", "403"),
    ("Halifax", "NS", "Nova Scotia", "B3H", "902"),
    ("Moncton", "NB", "New Brunswick", "E1C", "506"),
    ("Brandon", "MB", "Manitoba", "R7A", "204"),
    ("Saskatoon", "SK", "Saskatchewan", "S7K", "306"),
    ("Charlottetown", "PE", "Prince Edward Island", "C1A", "902"),
]
CA_STREET_STEMS = [
    "King", "Queen", "Main", "Dundas", "Princess", "Wellington", "Bay",
    "Lakeshore", "Maple", "Birch", "Spruce", "Prospect", "Victoria",
    "Aberdeen", "Portage", "Elgin", "Barton", "Caribou", "Tamarack",
]
CA_STREET_SUFFIX = ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard",
                    "Court", "Way", "St", "Ave", "Rd", "Dr"]

# Australian towns: (town, state abbreviation, state name, postcode, area code)
AU_TOWNS = [
    ("Parramatta", "NSW", "New South Wales", "2150", "02"),
    ("Dubbo", "NSW", "New South Wales", "2830", "02"),
    ("Wollongong", "NSW", "New South Wales", "2500", "02"),
    ("Ballarat", "VIC", "Victoria", "3350", "03"),
    ("Geelong", "VIC", "Victoria", "3220", "03"),
    ("Bendigo", "VIC", "Victoria", "3550", "03"),
    ("Toowoomba", "QLD", "Queensland", "4350", "07"),
    ("Cairns", "QLD", "Queensland", "4870", "07"),
    ("Townsville", "QLD", "Queensland", "4810", "07"),
    ("Bunbury", "WA", "Western Australia", "6230", "08"),
    ("Mandurah", "WA", "Western Australia", "6210", "08"),
    ("Mount Gambier", "SA", "South Australia", "5290", "08"),
    ("Launceston", "TAS", "Tasmania", "7250", "03"),
    ("Hobart", "TAS", "Tasmania", "7000", "03"),
]
AU_STREET_STEMS = [
    "Banksia", "Wattle", "Jacaranda", "Macquarie", "Lachlan", "Murray",
    "Sturt", "Flinders", "Eucalypt", "Kookaburra", "Boronia", "Waratah",
    "Bligh", "Hume", "Pacific", "Coral", "Bottlebrush", "Currawong",
]
AU_STREET_SUFFIX = ["Street", "Road", "Avenue", "Parade", "Crescent", "Court",
                    "Place", "Drive", "Terrace", "Close", "St", "Rd"]

# US cities: (city, state abbreviation, state name, ZIP prefix 3 digits, area code)
US_CITIES = [
    ("Dayton", "OH", "Ohio", "454", "937"),
    ("Toledo", "OH", "Ohio", "436", "419"),
    ("Erie", "PA", "Pennsylvania", "165", "814"),
    ("Fresno", "CA", "California", "937", "559"),
    ("Boise", "ID", "Idaho", "837", "208"),
    ("Spokane", "WA", "Washington", "992", "509"),
    ("Tulsa", "OK", "Oklahoma", "741", "918"),
    ("Omaha", "NE", "Nebraska", "681", "402"),
    ("Madison", "WI", "Wisconsin", "537", "608"),
    ("Savannah", "GA", "Georgia", "314", "912"),
    ("Asheville", "NC", "North Carolina", "288", "828"),
    ("Lansing", "MI", "Michigan", "489", "517"),
    ("Springfield", "IL", "Illinois", "627", "217"),
    ("Portland", "ME", "Maine", "041", "207"),
]
US_STREET_STEMS = [
    "Elm", "Oak", "Maple", "Walnut", "Chestnut", "Jefferson", "Lincoln",
    "Madison", "Washington", "Ridge", "Lake", "Hillcrest", "Sunset",
    "Meadowbrook", "Cherry", "Magnolia", "Pinecrest", "Riverside",
]
US_STREET_SUFFIX = ["Street", "Avenue", "Road", "Drive", "Lane", "Court",
                    "Boulevard", "Way", "St", "Ave", "Dr"]
US_UNITS = ["Apt 3", "Apt 12B", "Unit 4", "Apt 201", "Suite 110", "#7"]

# countries that appear as PHI (travel, origin, visitors)
TRAVEL_COUNTRIES = [
    "Kenya", "Tanzania", "Uganda", "India", "Pakistan", "Bangladesh",
    "Nigeria", "Ghana", "Thailand", "Vietnam", "Cambodia", "Brazil",
    "Peru", "Egypt", "Morocco", "Saudi Arabia", "Indonesia", "Mexico",
    "Sri Lanka", "Nepal", "Philippines", "South Africa", "Jamaica",
    "Gambia", "Senegal", "Colombia", "Malawi", "Zambia", "Ethiopia",
]
HOLIDAY_COUNTRIES = [
    "Spain", "Portugal", "Greece", "Turkey", "Poland", "Romania", "Italy",
    "France", "Cyprus", "Croatia", "Malta", "Lithuania", "Germany",
    "Netherlands", "Ireland", "Canada", "Australia", "New Zealand",
]

# landmarks and named buildings (LOCATION_OTHER)
LANDMARKS = [
    "Larkspur Court", "Tallis House", "Corn Exchange",
    "Riverside Retail Park", "Kingsgate Shopping Centre", "Beacon Point",
    "Orchard Tower", "Harbour Quay", "Mercer Building", "Cobden Chambers",
    "Miners Welfare Hall", "Station Approach car park", "Elm Court flats",
    "Belvedere House", "Clocktower Square", "Jubilee Gardens",
]
SHELTERED = [
    "Larkspur Court", "Alder Grange", "Willowmead House", "Saxon Court",
    "Primrose Mews", "Bramley Court", "Temperance House", "Rosebank Court",
]
