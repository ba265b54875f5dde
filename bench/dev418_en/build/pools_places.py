"""Place pools per country for dev418_en.

Towns, states and postcode districts are real geography; every hospital,
practice, school, employer and insurer name is invented by combining the
word parts below (see orgs.py).
"""

# (city, state abbr, state full, zip, area code)
US = [
    ("Springfield", "IL", "Illinois", "62704", "217"),
    ("Dayton", "OH", "Ohio", "45402", "937"),
    ("Tacoma", "WA", "Washington", "98402", "253"),
    ("Albany", "NY", "New York", "12207", "518"),
    ("Fresno", "CA", "California", "93721", "559"),
    ("Macon", "GA", "Georgia", "31201", "478"),
    ("Provo", "UT", "Utah", "84601", "801"),
    ("Billings", "MT", "Montana", "59101", "406"),
    ("Mobile", "AL", "Alabama", "36602", "251"),
    ("Lansing", "MI", "Michigan", "48933", "517"),
    ("Eugene", "OR", "Oregon", "97401", "541"),
    ("Tulsa", "OK", "Oklahoma", "74103", "918"),
    ("Worcester", "MA", "Massachusetts", "01608", "508"),
    ("Hartford", "CT", "Connecticut", "06103", "860"),
    ("Durham", "NC", "North Carolina", "27701", "919"),
    ("Boise", "ID", "Idaho", "83702", "208"),
    ("Duluth", "MN", "Minnesota", "55802", "218"),
    ("Erie", "PA", "Pennsylvania", "16501", "814"),
    ("Reno", "NV", "Nevada", "89501", "775"),
    ("El Paso", "TX", "Texas", "79901", "915"),
    ("Sioux Falls", "SD", "South Dakota", "57104", "605"),
    ("Lafayette", "LA", "Louisiana", "70501", "337"),
    ("Bangor", "ME", "Maine", "04401", "207"),
    ("Paterson", "NJ", "New Jersey", "07505", "973"),
    ("Cedar Rapids", "IA", "Iowa", "52401", "319"),
    ("Lexington", "KY", "Kentucky", "40507", "859"),
    ("Chattanooga", "TN", "Tennessee", "37402", "423"),
    ("Flagstaff", "AZ", "Arizona", "86001", "928"),
    ("Pueblo", "CO", "Colorado", "81003", "719"),
    ("Green Bay", "WI", "Wisconsin", "54301", "920"),
    ("Hope", "AR", "Arkansas", "71801", "870"),
    ("Independence", "MO", "Missouri", "64050", "816"),
]

# (town, county or None, postcode district stem, dial code)
UK = [
    ("Leeds", "West Yorkshire", "LS", "0113"),
    ("Sheffield", "South Yorkshire", "S", "0114"),
    ("Bradford", "West Yorkshire", "BD", "01274"),
    ("Norwich", "Norfolk", "NR", "01603"),
    ("Exeter", "Devon", "EX", "01392"),
    ("Derby", "Derbyshire", "DE", "01332"),
    ("Stoke-on-Trent", "Staffordshire", "ST", "01782"),
    ("Preston", "Lancashire", "PR", "01772"),
    ("Swindon", "Wiltshire", "SN", "01793"),
    ("Ipswich", "Suffolk", "IP", "01473"),
    ("Carlisle", "Cumbria", "CA", "01228"),
    ("Lincoln", "Lincolnshire", "LN", "01522"),
    ("Bath", "Somerset", "BA", "01225"),
    ("Wigan", "Greater Manchester", "WN", "01942"),
    ("Reading", "Berkshire", "RG", "0118"),
    ("Bury", "Greater Manchester", "BL", "0161"),
    ("Sale", "Cheshire", "M33", "0161"),
    ("Hull", "East Riding of Yorkshire", "HU", "01482"),
    ("Luton", "Bedfordshire", "LU", "01582"),
    ("Dundee", "Angus", "DD", "01382"),
    ("Cardiff", None, "CF", "029"),
    ("Swansea", None, "SA", "01792"),
    ("Belfast", None, "BT", "028"),
    ("Inverness", "Highland", "IV", "01463"),
    ("Truro", "Cornwall", "TR", "01872"),
    ("Hexham", "Northumberland", "NE", "01434"),
    ("Kendal", "Cumbria", "LA", "01539"),
    ("Whitby", "North Yorkshire", "YO", "01947"),
    ("Barnsley", "South Yorkshire", "S", "01226"),
    ("Harrogate", "North Yorkshire", "HG", "01423"),
]

# (city, prov abbr, prov full, FSA, area code)
CA = [
    ("Hamilton", "ON", "Ontario", "L8P", "905"),
    ("Halifax", "NS", "Nova Scotia", "B3H", "902"),
    ("Saskatoon", "SK", "Saskatchewan", "S7K", "306"),
    ("Kelowna", "BC", "British Columbia", "V1Y", "250"),
    ("Moncton", "NB", "New Brunswick", "E1C", "506"),
    ("Red Deer", "AB", "Alberta", "T4N", "403"),
    ("Sherbrooke", "QC", "Quebec", "J1H", "819"),
    ("Thunder Bay", "ON", "Ontario", "P7B", "807"),
    ("Brandon", "MB", "Manitoba", "R7A", "204"),
    ("Kingston", "ON", "Ontario", "K7L", "613"),
    ("Lethbridge", "AB", "Alberta", "T1J", "403"),
    ("Charlottetown", "PE", "Prince Edward Island", "C1A", "902"),
    ("Sudbury", "ON", "Ontario", "P3E", "705"),
    ("Nanaimo", "BC", "British Columbia", "V9R", "250"),
]

# (city, state abbr, state full, postcode, area code)
AU = [
    ("Geelong", "VIC", "Victoria", "3220", "03"),
    ("Townsville", "QLD", "Queensland", "4810", "07"),
    ("Wollongong", "NSW", "New South Wales", "2500", "02"),
    ("Bendigo", "VIC", "Victoria", "3550", "03"),
    ("Toowoomba", "QLD", "Queensland", "4350", "07"),
    ("Launceston", "TAS", "Tasmania", "7250", "03"),
    ("Bunbury", "WA", "Western Australia", "6230", "08"),
    ("Mount Gambier", "SA", "South Australia", "5290", "08"),
    ("Wagga Wagga", "NSW", "New South Wales", "2650", "02"),
    ("Ballarat", "VIC", "Victoria", "3350", "03"),
    ("Cairns", "QLD", "Queensland", "4870", "07"),
    ("Darwin", "NT", "Northern Territory", "0800", "08"),
    ("Albury", "NSW", "New South Wales", "2640", "02"),
    ("Orange", "NSW", "New South Wales", "2800", "02"),
    ("Mackay", "QLD", "Queensland", "4740", "07"),
]

# (town, county, eircode routing key, dial code)
IE = [
    ("Galway", "Galway", "H91", "091"),
    ("Cork", "Cork", "T12", "021"),
    ("Limerick", "Limerick", "V94", "061"),
    ("Waterford", "Waterford", "X91", "051"),
    ("Sligo", "Sligo", "F91", "071"),
    ("Athlone", "Westmeath", "N37", "090"),
    ("Kilkenny", "Kilkenny", "R95", "056"),
    ("Drogheda", "Louth", "A92", "041"),
    ("Tralee", "Kerry", "V92", "066"),
    ("Dundalk", "Louth", "A91", "042"),
    ("Letterkenny", "Donegal", "F92", "074"),
    ("Ennis", "Clare", "V95", "065"),
    ("Castlebar", "Mayo", "F23", "094"),
    ("Mullingar", "Westmeath", "N91", "044"),
]

# (city, region or None, postcode, area code, suburbs)
NZ = [
    ("Hamilton", "Waikato", "3204", "07", ["Hillcrest", "Frankton", "Chartwell"]),
    ("Dunedin", "Otago", "9016", "03", ["Mornington", "Roslyn", "St Kilda"]),
    ("Nelson", None, "7010", "03", ["Stoke", "Tahunanui"]),
    ("Napier", "Hawke's Bay", "4110", "06", ["Taradale", "Marewa"]),
    ("Palmerston North", "Manawatū-Whanganui", "4410", "06", ["Awapuni", "Hokowhitu"]),
    ("Whangārei", "Northland", "0110", "09", ["Kensington", "Tikipunga"]),
    ("Invercargill", "Southland", "9810", "03", ["Waikiwi", "Glengarry"]),
    ("Tauranga", "Bay of Plenty", "3110", "07", ["Greerton", "Bethlehem"]),
    ("Rotorua", "Bay of Plenty", "3010", "07", ["Ngongotahā", "Glenholme"]),
    ("New Plymouth", "Taranaki", "4310", "06", ["Fitzroy", "Westown"]),
    ("Timaru", "Canterbury", "7910", "03", ["Highfield", "Gleniti"]),
    ("Gisborne", None, "4010", "06", ["Kaiti", "Mangapapa"]),
    ("Masterton", "Wellington", "5810", "06", ["Lansdowne", "Solway"]),
]

STREET_WORDS = {
    "US": ["Elm", "Maple", "Cedar", "Lincoln", "Washington", "Birch", "Sycamore",
           "Prospect", "Highland", "Mill", "Church", "Park", "Ridge", "Hawthorne",
           "Chestnut", "Walnut", "Magnolia", "Jefferson", "Franklin", "Lakeview",
           "Orchard", "Willow", "Pine", "Spruce", "Sunset", "Meadowbrook", "Cherry",
           "Dogwood", "Locust", "Poplar", "Quarry", "Hickory", "Pleasant"],
    "UK": ["Ashgrove", "Victoria", "Albert", "Station", "Church", "Mill", "Park",
           "Queens", "Kings", "Manor", "Grange", "Beech", "Chapel", "Hawthorn",
           "Moorland", "Cliff", "Derwent", "Eldon", "Clarendon", "Brunswick",
           "Hollybank", "Tanner", "Nursery", "Cemetery", "Gibbet", "Bridge",
           "Sandy", "Whinmoor", "Fairfax", "Rosemount"],
    "CA": ["King", "Queen", "Main", "Wellington", "Dufferin", "Bay", "Princess",
           "Portage", "Spadina", "Gottingen", "Barrington", "Robie", "Maple",
           "Birch", "Lakeshore", "Highland", "Connaught", "Brock", "Algonquin",
           "Galt", "Dundas", "Victoria"],
    "AU": ["Lonsdale", "Ryrie", "Flinders", "Sturt", "Mair", "Lydiard", "Hargreaves",
           "Ruthven", "Margaret", "Fitzroy", "Wattle", "Banksia", "Jacaranda",
           "Bottlebrush", "Eucalyptus", "Kookaburra", "Boundary", "Settlement",
           "Esplanade", "Mitchell", "Dean", "Kurrajong"],
    "IE": ["Dominick", "Shop", "Mary", "Catherine", "O'Connell", "Patrick",
           "Bridge", "Abbey", "Castle", "Church", "Mill", "Fair Green",
           "Lough", "Mardyke", "Cathedral", "Thomas", "Parnell", "Pearse"],
    "NZ": ["Kowhai", "Tui", "Rimu", "Totara", "Pohutukawa", "Kauri", "Matai",
           "Victoria", "Grey", "Tainui", "Ruakura", "Karamu", "Devon", "Tasman",
           "Harakeke", "Manuka", "Pukeko", "Kereru"],
}
STREET_TYPES = {
    "US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane",
           "Court", "Boulevard", "Blvd", "Way", "Place", "Terrace", "Circle"],
    "UK": ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive",
           "Grove", "Terrace", "Gardens", "Way", "Walk", "Mews", "Rise"],
    "CA": ["Street", "St", "Avenue", "Ave", "Road", "Drive", "Crescent", "Court",
           "Boulevard", "Way", "Trail"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Parade", "Crescent", "Court",
           "Place", "Terrace", "Close", "Drive"],
    "IE": ["Street", "Road", "Lane", "Avenue", "Terrace", "Park", "Grove",
           "Crescent", "Heights"],
    "NZ": ["Street", "Road", "Crescent", "Avenue", "Place", "Drive", "Terrace",
           "Grove", "Lane"],
}

COUNTRIES = [
    "Poland", "Nigeria", "India", "Pakistan", "Philippines", "Vietnam", "Somalia",
    "Portugal", "Brazil", "Ghana", "Kenya", "Zimbabwe", "Romania", "Ukraine",
    "Syria", "Iraq", "Afghanistan", "China", "South Korea", "Japan", "Mexico",
    "Guatemala", "Samoa", "Tonga", "Fiji", "South Africa", "Italy", "Greece",
    "Turkey", "Germany", "Netherlands", "Spain", "France", "Egypt", "Lebanon",
    "Sri Lanka", "Bangladesh", "Nepal", "Thailand", "Jamaica", "Trinidad",
    "Chile", "Peru", "Ethiopia", "Eritrea", "Sudan", "Hungary", "Lithuania",
]
HOME_COUNTRY = {
    "US": ["USA", "United States"], "UK": ["United Kingdom", "UK"],
    "CA": ["Canada"], "AU": ["Australia"], "IE": ["Ireland"],
    "NZ": ["New Zealand", "Aotearoa New Zealand"],
}

# word parts for invented names of hospitals, practices and organisations
NAME_A = ["Ash", "Birch", "Brack", "Carrow", "Cold", "Copper", "Elder", "Fern",
          "Gull", "Hawk", "Heron", "Kestrel", "Lark", "Marl", "Merrow", "Pike",
          "Raven", "Rook", "Sedge", "Sorrel", "Tarn", "Thistle", "Wren", "Yarrow",
          "Alder", "Bram", "Clover", "Dun", "Fallow", "Harrow", "Lantern", "Quill",
          "Saffron", "Tamber", "Whin", "Bracken", "Cinder", "Plover", "Teasel",
          "Nettle", "Brindle", "Corrie"]
NAME_B = ["bury", "field", "brook", "water", "vale", "ridge", "mead", "stead",
          "ford", "wick", "combe", "hollow", "haven", "moor", "leigh", "dale",
          "holme", "gate", "well", "crest", "bank", "shaw", "thorpe", "ness"]
SAINTS = ["Odile", "Brendan", "Aidan", "Kilian", "Columba", "Hilda", "Wilfrid",
          "Petroc", "Ninian", "Brigid", "Cuthbert", "Ita", "Fiacre", "Illtud",
          "Frideswide", "Oswin", "Winifred", "Declan", "Canice", "Mungo"]
WARDS = ["Puffin", "Kingfisher", "Otter", "Dolphin", "Bluebell", "Skylark",
         "Starfish", "Seahorse", "Lapwing", "Curlew", "Kiwi", "Tūī", "Wombat",
         "Possum", "Maple Leaf", "Snowdrop"]
