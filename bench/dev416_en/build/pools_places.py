"""Place pools per country and invented organisation names.
Towns, counties, states and countries are real; every clinic, hospital,
practice, pharmacy, school, employer and venue name is composed here."""

COUNTRY_NAME = {"UK": "UK", "IE": "Ireland", "AU": "Australia",
                "NZ": "New Zealand", "CA": "Canada", "US": "USA"}

# UK: town, county (CITY type) or "", postcode area, dialling code, nation
UK_TOWNS = [
    ("Leeds", "West Yorkshire", "LS", "0113", "E"), ("Bristol", "", "BS", "0117", "E"),
    ("Sheffield", "South Yorkshire", "S", "0114", "E"),
    ("Nottingham", "Nottinghamshire", "NG", "0115", "E"),
    ("Leicester", "Leicestershire", "LE", "0116", "E"),
    ("Coventry", "West Midlands", "CV", "024", "E"), ("Norwich", "Norfolk", "NR", "01603", "E"),
    ("Ipswich", "Suffolk", "IP", "01473", "E"), ("Exeter", "Devon", "EX", "01392", "E"),
    ("Plymouth", "Devon", "PL", "01752", "E"), ("Swindon", "Wiltshire", "SN", "01793", "E"),
    ("Reading", "Berkshire", "RG", "0118", "E"), ("Luton", "Bedfordshire", "LU", "01582", "E"),
    ("Bolton", "Greater Manchester", "BL", "01204", "E"),
    ("Wigan", "Greater Manchester", "WN", "01942", "E"), ("Stockport", "", "SK", "0161", "E"),
    ("Oldham", "", "OL", "0161", "E"), ("Preston", "Lancashire", "PR", "01772", "E"),
    ("Blackpool", "Lancashire", "FY", "01253", "E"), ("Hull", "East Riding of Yorkshire", "HU", "01482", "E"),
    ("York", "North Yorkshire", "YO", "01904", "E"), ("Durham", "County Durham", "DH", "0191", "E"),
    ("Sunderland", "Tyne and Wear", "SR", "0191", "E"), ("Carlisle", "Cumbria", "CA", "01228", "E"),
    ("Lancaster", "Lancashire", "LA", "01524", "E"), ("Chester", "Cheshire", "CH", "01244", "E"),
    ("Bath", "Somerset", "BA", "01225", "E"), ("Wells", "Somerset", "BA", "01749", "E"),
    ("Street", "Somerset", "BA", "01458", "E"), ("Sale", "Cheshire", "M", "0161", "E"),
    ("Hope", "Derbyshire", "S", "01433", "E"), ("Derby", "Derbyshire", "DE", "01332", "E"),
    ("Wrexham", "", "LL", "01978", "W"), ("Swansea", "", "SA", "01792", "W"),
    ("Cardiff", "", "CF", "029", "W"), ("Newport", "", "NP", "01633", "W"),
    ("Bangor", "Gwynedd", "LL", "01248", "W"),
    ("Glasgow", "", "G", "0141", "S"), ("Dundee", "Angus", "DD", "01382", "S"),
    ("Aberdeen", "Aberdeenshire", "AB", "01224", "S"), ("Inverness", "Highland", "IV", "01463", "S"),
    ("Paisley", "Renfrewshire", "PA", "0141", "S"), ("Kirkcaldy", "Fife", "KY", "01592", "S"),
]

# Ireland: town, county, Eircode routing key, dialling code
IE_TOWNS = [
    ("Dublin", "Dublin", "D08", "01"), ("Dublin", "Dublin", "D15", "01"),
    ("Swords", "Dublin", "K67", "01"), ("Cork", "Cork", "T12", "021"),
    ("Galway", "Galway", "H91", "091"), ("Limerick", "Limerick", "V94", "061"),
    ("Waterford", "Waterford", "X91", "051"), ("Kilkenny", "Kilkenny", "R95", "056"),
    ("Sligo", "Sligo", "F91", "071"), ("Athlone", "Westmeath", "N37", "090"),
    ("Drogheda", "Louth", "A92", "041"), ("Dundalk", "Louth", "A91", "042"),
    ("Tralee", "Kerry", "V92", "066"), ("Ennis", "Clare", "V95", "065"),
    ("Navan", "Meath", "C15", "046"), ("Wexford", "Wexford", "Y35", "053"),
    ("Letterkenny", "Donegal", "F92", "074"), ("Castlebar", "Mayo", "F23", "094"),
    ("Mullingar", "Westmeath", "N91", "044"), ("Carlow", "Carlow", "R93", "059"),
    ("Portlaoise", "Laois", "R32", "057"), ("Naas", "Kildare", "W91", "045"),
]

# Australia: town, state abbr, state name, postcode, area code
AU_TOWNS = [
    ("Parramatta", "NSW", "New South Wales", 2150, "02"), ("Penrith", "NSW", "New South Wales", 2750, "02"),
    ("Wollongong", "NSW", "New South Wales", 2500, "02"), ("Newcastle", "NSW", "New South Wales", 2300, "02"),
    ("Dubbo", "NSW", "New South Wales", 2830, "02"), ("Orange", "NSW", "New South Wales", 2800, "02"),
    ("Wagga Wagga", "NSW", "New South Wales", 2650, "02"), ("Geelong", "VIC", "Victoria", 3220, "03"),
    ("Ballarat", "VIC", "Victoria", 3350, "03"), ("Bendigo", "VIC", "Victoria", 3550, "03"),
    ("Frankston", "VIC", "Victoria", 3199, "03"), ("Townsville", "QLD", "Queensland", 4810, "07"),
    ("Cairns", "QLD", "Queensland", 4870, "07"), ("Toowoomba", "QLD", "Queensland", 4350, "07"),
    ("Bundaberg", "QLD", "Queensland", 4670, "07"), ("Mackay", "QLD", "Queensland", 4740, "07"),
    ("Launceston", "TAS", "Tasmania", 7250, "03"), ("Hobart", "TAS", "Tasmania", 7000, "03"),
    ("Darwin", "NT", "Northern Territory", 800, "08"), ("Alice Springs", "NT", "Northern Territory", 870, "08"),
    ("Bunbury", "WA", "Western Australia", 6230, "08"), ("Mandurah", "WA", "Western Australia", 6210, "08"),
    ("Fremantle", "WA", "Western Australia", 6160, "08"), ("Mount Gambier", "SA", "South Australia", 5290, "08"),
    ("Whyalla", "SA", "South Australia", 5600, "08"), ("Canberra", "ACT", "Australian Capital Territory", 2600, "02"),
]

# New Zealand: town, region, postcode, area code
NZ_TOWNS = [
    ("Auckland", "Auckland", 1010, "09"), ("Manukau", "Auckland", 2104, "09"),
    ("Hamilton", "Waikato", 3204, "07"), ("Tauranga", "Bay of Plenty", 3110, "07"),
    ("Rotorua", "Bay of Plenty", 3010, "07"), ("Napier", "Hawke's Bay", 4110, "06"),
    ("Hastings", "Hawke's Bay", 4122, "06"), ("Palmerston North", "Manawatu-Whanganui", 4410, "06"),
    ("Whanganui", "Manawatu-Whanganui", 4500, "06"), ("New Plymouth", "Taranaki", 4310, "06"),
    ("Nelson", "Nelson", 7010, "03"), ("Blenheim", "Marlborough", 7201, "03"),
    ("Christchurch", "Canterbury", 8011, "03"), ("Timaru", "Canterbury", 7910, "03"),
    ("Dunedin", "Otago", 9016, "03"), ("Invercargill", "Southland", 9810, "03"),
    ("Gisborne", "Gisborne", 4010, "06"), ("Whangarei", "Northland", 110, "09"),
    ("Porirua", "Wellington", 5022, "04"), ("Lower Hutt", "Wellington", 5010, "04"),
]

# Canada: city, province abbr, province name, FSA first letter, area code
CA_TOWNS = [
    ("Toronto", "ON", "Ontario", "M", "416"), ("Mississauga", "ON", "Ontario", "L", "905"),
    ("Brampton", "ON", "Ontario", "L", "905"), ("Hamilton", "ON", "Ontario", "L", "905"),
    ("London", "ON", "Ontario", "N", "519"), ("Kitchener", "ON", "Ontario", "N", "519"),
    ("Windsor", "ON", "Ontario", "N", "519"), ("Ottawa", "ON", "Ontario", "K", "613"),
    ("Sudbury", "ON", "Ontario", "P", "705"), ("Thunder Bay", "ON", "Ontario", "P", "807"),
    ("Kingston", "ON", "Ontario", "K", "613"), ("Halifax", "NS", "Nova Scotia", "B", "902"),
    ("Moncton", "NB", "New Brunswick", "E", "506"), ("Fredericton", "NB", "New Brunswick", "E", "506"),
    ("Winnipeg", "MB", "Manitoba", "R", "204"), ("Regina", "SK", "Saskatchewan", "S", "306"),
    ("Saskatoon", "SK", "Saskatchewan", "S", "306"), ("Calgary", "AB", "Alberta", "T", "403"),
    ("Edmonton", "AB", "Alberta", "T", "780"), ("Red Deer", "AB", "Alberta", "T", "403"),
    ("Lethbridge", "AB", "Alberta", "T", "403"), ("Kelowna", "BC", "British Columbia", "V", "250"),
    ("Kamloops", "BC", "British Columbia", "V", "250"), ("Victoria", "BC", "British Columbia", "V", "250"),
    ("Nanaimo", "BC", "British Columbia", "V", "250"), ("Surrey", "BC", "British Columbia", "V", "604"),
    ("Burnaby", "BC", "British Columbia", "V", "604"),
]

# USA: city, state abbr, state name, ZIP prefix, area code, county
US_TOWNS = [
    ("Columbus", "OH", "Ohio", "432", "614", "Franklin County"), ("Dayton", "OH", "Ohio", "454", "937", "Montgomery County"),
    ("Toledo", "OH", "Ohio", "436", "419", "Lucas County"), ("Akron", "OH", "Ohio", "443", "330", "Summit County"),
    ("Springfield", "IL", "Illinois", "627", "217", "Sangamon County"), ("Madison", "WI", "Wisconsin", "537", "608", "Dane County"),
    ("Milwaukee", "WI", "Wisconsin", "532", "414", "Milwaukee County"), ("Austin", "TX", "Texas", "787", "512", "Travis County"),
    ("El Paso", "TX", "Texas", "799", "915", "El Paso County"), ("Tucson", "AZ", "Arizona", "857", "520", "Pima County"),
    ("Albuquerque", "NM", "New Mexico", "871", "505", "Bernalillo County"), ("Denver", "CO", "Colorado", "802", "303", "Denver County"),
    ("Boise", "ID", "Idaho", "837", "208", "Ada County"), ("Spokane", "WA", "Washington", "992", "509", "Spokane County"),
    ("Tacoma", "WA", "Washington", "984", "253", "Pierce County"), ("Portland", "OR", "Oregon", "972", "503", "Multnomah County"),
    ("Sacramento", "CA", "California", "958", "916", "Sacramento County"), ("Fresno", "CA", "California", "937", "559", "Fresno County"),
    ("Bakersfield", "CA", "California", "933", "661", "Kern County"), ("Richmond", "VA", "Virginia", "232", "804", "Henrico County"),
    ("Norfolk", "VA", "Virginia", "235", "757", "Norfolk County"), ("Raleigh", "NC", "North Carolina", "276", "919", "Wake County"),
    ("Durham", "NC", "North Carolina", "277", "919", "Durham County"), ("Charlotte", "NC", "North Carolina", "282", "704", "Mecklenburg County"),
    ("Savannah", "GA", "Georgia", "314", "912", "Chatham County"), ("Augusta", "GA", "Georgia", "309", "706", "Richmond County"),
    ("Jackson", "MS", "Mississippi", "392", "601", "Hinds County"), ("Troy", "NY", "New York", "121", "518", "Rensselaer County"),
    ("Lafayette", "LA", "Louisiana", "705", "337", "Lafayette Parish"), ("Lincoln", "NE", "Nebraska", "685", "402", "Lancaster County"),
    ("Eugene", "OR", "Oregon", "974", "541", "Lane County"), ("Mobile", "AL", "Alabama", "366", "251", "Mobile County"),
]

STREET_NAMES = ("Church Chapel Station Victoria Albert Queen King Mill Park High Manor "
                "Orchard Beech Elm Oak Ash Willow Meadow Bridge Windsor Grange Ferndale "
                "Hawthorn Rowan Cedar Maple Pine Heather Primrose Sycamore Linden Birch "
                "Clifton Brook Riverside Hillside Lark Sandringham Wattle Banksia Kowhai "
                "Totara Rimu Jacaranda Magnolia Dogwood Hickory Lakeview Sunset Harbour "
                "Quarry Tannery Foundry Cooper Baker Fletcher Nelson Wellington Gordon "
                "Raglan Cromwell Stanley Brunswick Lansdowne Somerset Dunmore Glenview").split()

SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Way",
           "Court", "Grove", "Terrace", "Place", "Gardens", "Walk", "Rise", "Mews"],
    "IE": ["Road", "Street", "Avenue", "Park", "Grove", "Lawn", "Court", "Drive",
           "Crescent", "Heights", "View", "Green"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Drive", "Court",
           "Place", "Close", "Highway", "Esplanade", "Terrace"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Drive", "Place", "Terrace",
           "Grove", "Lane", "Way"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court",
           "Way", "Trail", "Gate"],
    "US": ["Street", "Avenue", "Road", "Drive", "Lane", "Boulevard", "Court",
           "Way", "St", "Ave", "Rd", "Dr"],
}

COUNTRIES_ABROAD = ("Poland|Romania|Lithuania|Nigeria|Ghana|Somalia|Eritrea|Syria|"
                    "Afghanistan|Pakistan|India|Bangladesh|Philippines|Vietnam|China|"
                    "Brazil|Portugal|Spain|Italy|Samoa|Tonga|Fiji|Mexico|Guatemala|"
                    "Honduras|El Salvador|Jamaica|Ukraine|Thailand|Zimbabwe|South Africa|"
                    "Kenya|Sudan|Iraq|Iran|Turkey|Albania|Greece|Colombia|Nepal").split("|")

TRAVEL = ("Spain|Greece|Portugal|Thailand|Vietnam|Japan|Croatia|Italy|Mexico|Fiji|Cyprus|"
          "Turkey|Morocco|Canada|USA|France|Germany|Indonesia|Cambodia|Peru|Colombia|Malta|"
          "Iceland|Netherlands|Singapore|Philippines|Sri Lanka|Jamaica|Egypt|Kenya").split("|")

_P1 = ("Amber Bracken Calder Dove Elder Fair Gorse Hazel Kestrel Linnet Marl Nettle "
       "Oriel Pebble Quill Raven Sorrel Thistle Umber Vetch Wren Yarrow Alder Bramble "
       "Cobble Heron Juniper Lark Moss Fern Tansy Briar Sedge Plover").split()
_P2 = ("vale ridge wood cote brook hollow field mere gate side lea holme bank stead "
       "ford combe hurst well moor dene").split()

CLINIC_KIND = {
    "UK": ["Sexual Health Centre", "Integrated Sexual Health Service",
           "Contraception & Sexual Health Clinic", "Centre for Sexual Health",
           "Young People's Clinic", "SRH Clinic"],
    "IE": ["Well Woman Centre", "Sexual Health Clinic", "Family Planning Clinic",
           "Women's Health Clinic", "Youth Health Service"],
    "AU": ["Family Planning Clinic", "Sexual Health Service", "Women's Health Centre",
           "Youth Health Clinic", "Sexual & Reproductive Health Clinic"],
    "NZ": ["Sexual Wellbeing Clinic", "Family Planning Clinic", "Youth Health Hub",
           "Sexual Health Service"],
    "CA": ["Sexual Health Clinic", "Birth Control Centre", "Youth Wellness Clinic",
           "Women's Health Clinic", "Options for Sexual Health Clinic"],
    "US": ["Women's Health Center", "Reproductive Health Clinic",
           "Family Planning Center", "Teen Health Center", "Sexual Health Clinic"],
}
PRACTICE_KIND = {
    "UK": ["Surgery", "Medical Practice", "Health Centre", "Group Practice", "Medical Centre"],
    "IE": ["Medical Centre", "Family Practice", "Surgery", "Health Centre"],
    "AU": ["Medical Centre", "Family Practice", "General Practice", "Medical Clinic"],
    "NZ": ["Medical Centre", "Health Centre", "Family Doctors", "Medical"],
    "CA": ["Family Health Team", "Family Practice", "Medical Clinic", "Community Health Centre"],
    "US": ["Primary Care", "Community Health Center", "Family Medicine", "Internal Medicine Associates"],
}
HOSPITAL_KIND = {
    "UK": ["General Hospital", "Hospital", "Royal Infirmary", "District General Hospital"],
    "IE": ["University Hospital", "General Hospital", "Regional Hospital"],
    "AU": ["Base Hospital", "Hospital", "Health Service"],
    "NZ": ["Hospital", "Base Hospital"],
    "CA": ["Regional Health Centre", "General Hospital", "Health Sciences Centre"],
    "US": ["Medical Center", "Regional Medical Center", "Memorial Hospital"],
}
PHARMACY_KIND = {"UK": ["Pharmacy", "Chemist"], "IE": ["Pharmacy"],
                 "AU": ["Chemist", "Pharmacy"], "NZ": ["Pharmacy", "Chemist"],
                 "CA": ["Pharmacy", "Drug Mart"], "US": ["Pharmacy", "Drug"]}

EMP_KIND = ("Logistics|Foods|Couriers|Hospitality Group|Call Centre|Print Works|Bakery|"
            "Hotel|Retail|Packing|Construction|Cleaning Services|Security|Distribution|"
            "Motors|Hair Studio|Nails|Cafe|Fitness|Garden Centre|Seafoods|Vineyards|"
            "Dairy|Engineering|Insurance|Childcare|Brewing Co.|Cinemas").split("|")
EMP_PRE = ("Brightwater Northstar Silverline Kestrel Harbourside Bluegum Ironbark "
           "Tidewater Copperleaf Glenmore Sunrise Oakhurst Pinecrest Rivermead "
           "Stonebridge Evergreen Meridian Summit Beacon Lantern Foxglove Redfern "
           "Blackthorn Whitecliff Goldcrest Seaview Kingfisher Bluebell Moorland").split()
SCHOOL_KIND = {
    "UK": ["Academy", "High School", "College", "Sixth Form College", "Community School",
           "Grammar School"],
    "IE": ["Community College", "Secondary School", "College", "Educate Together Secondary"],
    "AU": ["High School", "Secondary College", "College", "State High School"],
    "NZ": ["High School", "College", "Girls' High School", "Area School"],
    "CA": ["Secondary School", "Collegiate Institute", "High School", "Catholic High School"],
    "US": ["High School", "Middle School", "Community College", "Academy"],
}
VENUE_KIND = ["Shopping Centre", "Retail Park", "Skate Park", "Leisure Centre",
              "Bowl", "Arcade", "Recreation Ground", "Bus Station", "Quay", "Playing Fields"]
WARD_TREES = "Rowan Willow Cedar Laurel Juniper Aspen Poplar Hazel Holly Maple".split()


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def place_word(rng):
    return pick(rng, _P1) + pick(rng, _P2)


def clinic_name(rng, c):
    return place_word(rng) + " " + pick(rng, CLINIC_KIND[c])


def practice_name(rng, c):
    return place_word(rng) + " " + pick(rng, PRACTICE_KIND[c])


def hospital_name(rng, c):
    k = pick(rng, HOSPITAL_KIND[c])
    if k == "Royal Infirmary":
        return "Royal " + place_word(rng) + " Infirmary"
    return place_word(rng) + " " + k


def pharmacy_name(rng, c):
    return place_word(rng) + " " + pick(rng, PHARMACY_KIND[c])


def employer_name(rng):
    return pick(rng, EMP_PRE) + " " + pick(rng, EMP_KIND)


def school_name(rng, c):
    return place_word(rng) + " " + pick(rng, SCHOOL_KIND[c])


def venue_name(rng):
    return place_word(rng) + " " + pick(rng, VENUE_KIND)


def ward_name(rng):
    return pick(rng, WARD_TREES) + " " + pick(rng, ["Ward", "Unit", "Suite"])
