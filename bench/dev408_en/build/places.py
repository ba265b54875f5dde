"""Place pools per country. Hospitals, practices, schools, pharmacies are invented."""

COUNTRIES = ["UK", "US", "AU", "CA", "IE", "NZ"]
COUNTRY_NAME = {"UK": "United Kingdom", "US": "USA", "AU": "Australia", "CA": "Canada",
                "IE": "Ireland", "NZ": "New Zealand"}

# (town, region or county, postcode prefix)
TOWNS = {
    "UK": [
        ("Leeds", "West Yorkshire", "LS"), ("Reading", "Berkshire", "RG"), ("Bath", "Somerset", "BA"),
        ("Sale", "Greater Manchester", "M33"), ("Street", "Somerset", "BA16"), ("Wells", "Somerset", "BA5"),
        ("Hastings", "East Sussex", "TN34"), ("Bolton", "Greater Manchester", "BL"),
        ("Swindon", "Wiltshire", "SN"), ("Derby", "Derbyshire", "DE"), ("Norwich", "Norfolk", "NR"),
        ("Exeter", "Devon", "EX"), ("Stoke-on-Trent", "Staffordshire", "ST"), ("Cardiff", "", "CF"),
        ("Swansea", "", "SA"), ("Glasgow", "", "G"), ("Dundee", "", "DD"), ("Aberdeen", "", "AB"),
        ("Belfast", "", "BT"), ("Newport", "", "NP"), ("Luton", "Bedfordshire", "LU"),
        ("Preston", "Lancashire", "PR"), ("Whitby", "North Yorkshire", "YO21"), ("Kendal", "Cumbria", "LA9"),
        ("Ely", "Cambridgeshire", "CB7"), ("March", "Cambridgeshire", "PE15"), ("Rochdale", "Greater Manchester", "OL"),
        ("Sunderland", "Tyne and Wear", "SR"), ("Taunton", "Somerset", "TA"), ("Wigan", "Greater Manchester", "WN"),
    ],
    "US": [
        ("Columbus", "OH", "432"), ("Springfield", "IL", "627"), ("Mobile", "AL", "366"), ("Normal", "IL", "617"),
        ("Florence", "SC", "295"), ("Boise", "ID", "837"), ("Tacoma", "WA", "984"), ("Albuquerque", "NM", "871"),
        ("Dayton", "OH", "454"), ("Fresno", "CA", "937"), ("Macon", "GA", "312"), ("Lansing", "MI", "489"),
        ("Provo", "UT", "846"), ("Eugene", "OR", "974"), ("Tyler", "TX", "757"), ("Jackson", "MS", "392"),
        ("Madison", "WI", "537"), ("Austin", "TX", "787"), ("Charlotte", "NC", "282"), ("Independence", "MO", "640"),
        ("Ogden", "UT", "844"), ("Wichita", "KS", "672"), ("Rochester", "MN", "559"), ("Tulsa", "OK", "741"),
        ("Spokane", "WA", "992"), ("Savannah", "GA", "314"), ("Billings", "MT", "591"), ("Omaha", "NE", "681"),
    ],
    "AU": [
        ("Parramatta", "NSW", "2150"), ("Orange", "NSW", "2800"), ("Wagga Wagga", "NSW", "2650"),
        ("Geelong", "VIC", "3220"), ("Ballarat", "VIC", "3350"), ("Bendigo", "VIC", "3550"),
        ("Toowoomba", "QLD", "4350"), ("Townsville", "QLD", "4810"), ("Cairns", "QLD", "4870"),
        ("Darwin", "NT", "0800"), ("Launceston", "TAS", "7250"), ("Hobart", "TAS", "7000"),
        ("Bunbury", "WA", "6230"), ("Mandurah", "WA", "6210"), ("Mount Gambier", "SA", "5290"),
        ("Whyalla", "SA", "5600"), ("Gosford", "NSW", "2250"), ("Mildura", "VIC", "3500"),
        ("Katherine", "NT", "0850"), ("Young", "NSW", "2594"), ("Gladstone", "QLD", "4680"),
        ("Dubbo", "NSW", "2830"), ("Shepparton", "VIC", "3630"), ("Rockhampton", "QLD", "4700"),
    ],
    "CA": [
        ("Hamilton", "ON", "L8"), ("Kingston", "ON", "K7"), ("Sudbury", "ON", "P3"), ("London", "ON", "N6"),
        ("Victoria", "BC", "V8"), ("Kelowna", "BC", "V1"), ("Nanaimo", "BC", "V9"), ("Red Deer", "AB", "T4"),
        ("Lethbridge", "AB", "T1"), ("Saskatoon", "SK", "S7"), ("Regina", "SK", "S4"), ("Brandon", "MB", "R7"),
        ("Moncton", "NB", "E1"), ("Halifax", "NS", "B3"), ("Truro", "NS", "B2"), ("Charlottetown", "PE", "C1"),
        ("Sherbrooke", "QC", "J1"), ("Thunder Bay", "ON", "P7"), ("Hope", "BC", "V0"), ("Guelph", "ON", "N1"),
        ("Barrie", "ON", "L4"), ("Kamloops", "BC", "V2"), ("Medicine Hat", "AB", "T1"),
    ],
    "IE": [
        ("Cork", "Co. Cork", "T12"), ("Galway", "Co. Galway", "H91"), ("Limerick", "Co. Limerick", "V94"),
        ("Ennis", "Co. Clare", "V95"), ("Tralee", "Co. Kerry", "V92"), ("Athlone", "Co. Westmeath", "N37"),
        ("Navan", "Co. Meath", "C15"), ("Drogheda", "Co. Louth", "A92"), ("Sligo", "Co. Sligo", "F91"),
        ("Letterkenny", "Co. Donegal", "F92"), ("Naas", "Co. Kildare", "W91"), ("Wexford", "Co. Wexford", "Y35"),
        ("Carlow", "Co. Carlow", "R93"), ("Mullingar", "Co. Westmeath", "N91"), ("Dundalk", "Co. Louth", "A91"),
        ("Castlebar", "Co. Mayo", "F23"), ("Clonmel", "Co. Tipperary", "E91"), ("Kilkenny", "Co. Kilkenny", "R95"),
        ("Tallaght", "Dublin 24", "D24"), ("Blanchardstown", "Dublin 15", "D15"), ("Swords", "Co. Dublin", "K67"),
    ],
    "NZ": [
        ("Hamilton", "Waikato", "3204"), ("Tauranga", "Bay of Plenty", "3110"), ("Nelson", "Nelson Tasman", "7010"),
        ("Gore", "Southland", "9710"), ("Whanganui", "Manawatu-Whanganui", "4500"),
        ("Palmerston North", "Manawatu-Whanganui", "4410"), ("Napier", "Hawke's Bay", "4110"),
        ("Hastings", "Hawke's Bay", "4120"), ("Invercargill", "Southland", "9810"), ("Timaru", "Canterbury", "7910"),
        ("Rotorua", "Bay of Plenty", "3010"), ("Whangarei", "Northland", "0110"), ("Masterton", "Wellington", "5810"),
        ("Ashburton", "Canterbury", "7700"), ("Blenheim", "Marlborough", "7201"), ("Christchurch", "Canterbury", "8011"),
        ("Porirua", "Wellington", "5022"), ("Gisborne", "Tairawhiti", "4010"), ("Levin", "Horowhenua", "5510"),
    ],
}

STATE_NAMES = {
    "OH": "Ohio", "IL": "Illinois", "AL": "Alabama", "SC": "South Carolina", "ID": "Idaho",
    "WA": "Washington", "NM": "New Mexico", "CA": "California", "GA": "Georgia", "MI": "Michigan",
    "UT": "Utah", "OR": "Oregon", "TX": "Texas", "MS": "Mississippi", "WI": "Wisconsin",
    "NC": "North Carolina", "MO": "Missouri", "KS": "Kansas", "MN": "Minnesota", "OK": "Oklahoma",
    "MT": "Montana", "NE": "Nebraska",
    "NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland", "NT": "Northern Territory",
    "TAS": "Tasmania", "SA": "South Australia",
    "ON": "Ontario", "BC": "British Columbia", "AB": "Alberta", "SK": "Saskatchewan", "MB": "Manitoba",
    "NB": "New Brunswick", "NS": "Nova Scotia", "PE": "Prince Edward Island", "QC": "Quebec",
}

STREET_NAMES = [
    "Hawthorn", "Mill", "Church", "Station", "Albert", "Queen", "Park", "Elm", "Oak", "Maple",
    "Cedar", "Willow", "Rowan", "Beech", "Birch", "Chestnut", "Orchard", "Meadow", "Brook",
    "Highfield", "Greenway", "Kowhai", "Totara", "Rimu", "Banksia", "Wattle", "Jacaranda",
    "Acacia", "Tui", "Kea", "Sycamore", "Magnolia", "Larch", "Linden", "Primrose", "Foxglove",
    "Heron", "Kingfisher", "Lark", "Sparrow", "Quarry", "Tannery", "Ropewalk", "Saddler",
    "Wheelwright", "Lighthouse", "Harbour", "Ferry", "Canal", "Gasworks", "Chapel", "Forge",
    "Pinewood", "Ridgeview", "Sunset", "Prospect", "Bayview", "Clover", "Thistle", "Shamrock",
]
SUFFIX = {
    "UK": ["Street", "Road", "Lane", "Close", "Crescent", "Drive", "Way", "Grove", "Terrace", "Avenue", "Gardens", "Mews"],
    "US": ["Street", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Court", "Boulevard", "Blvd", "Way", "Place"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Crescent", "Cres", "Drive", "Parade", "Place", "Court", "Close"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court", "Way", "Trail"],
    "IE": ["Road", "Street", "Avenue", "Park", "Grove", "Lawn", "Close", "Drive", "Heights", "Court", "View"],
    "NZ": ["Street", "Road", "Avenue", "Place", "Crescent", "Drive", "Terrace", "Grove", "Lane"],
}

HOSPITALS = {
    "UK": ["Ashcombe Children's Hospital", "Wrenfield General Hospital", "Bramblemoor Royal Infirmary",
           "Kingsmere University Hospital", "St Aldwyn's Hospital", "Fernhollow District Hospital",
           "Copperbeech Children's Hospital", "Harrowvale Royal Hospital", "Linden Cross Hospital",
           "Thistlebank Royal Hospital for Children", "Marlowgate General Hospital", "Saltmere Hospital"],
    "US": ["Maplewood Children's Medical Center", "Cedar Bluff Regional Medical Center",
           "Lakeshore Pediatric Hospital", "St. Anselm Children's Hospital", "Prairie Vista Medical Center",
           "Bayridge Children's Health", "Copper Canyon Children's Hospital", "Whitfield Memorial Hospital",
           "Sycamore Valley Children's Hospital", "Ironwood University Medical Center"],
    "AU": ["Banksia Children's Hospital", "Wattlebrook Children's Hospital", "Coolabah Regional Hospital",
           "Jacaranda Bay Hospital", "Ironbark District Hospital", "St Cuthbert's Children's Hospital",
           "Saltbush Base Hospital", "Kurrajong Valley Hospital"],
    "CA": ["Cedarholm Children's Hospital", "Northlake Regional Health Centre", "St. Ambrose Children's Hospital",
           "Tamarack Valley Hospital", "Greywater Health Sciences Centre", "Loonlake Children's Health Centre",
           "Spruce Harbour General Hospital"],
    "IE": ["St Finnian's Children's Hospital", "Ardlough University Hospital", "Kilmory Regional Hospital",
           "Slievenamon General Hospital", "Our Lady of Carrowmore Hospital", "Glenarden University Hospital"],
    "NZ": ["Kowhai Children's Hospital", "Totara Valley Hospital", "Rimu Bay Hospital",
           "Harakeke Base Hospital", "Manuka Ridge Hospital", "Pohutukawa Coast Hospital"],
}
# short forms used in running text (still HOSPITAL)
def hosp_short(name):
    for cut in [" Children's", " General", " Royal", " University", " District", " Regional", " Memorial",
                " Pediatric", " Base", " Valley", " Hospital", " Medical", " Health", " Coast"]:
        i = name.find(cut)
        if i > 0:
            return name[:i]
    return name

WARDS = ["Puffin Ward", "Starfish Ward", "Kingfisher Ward", "Ward 21", "Ward 4B", "Rainbow Unit",
         "Dolphin Day Unit", "Otter Ward", "Koala Ward", "Kiwi Ward", "Sunflower Unit", "Ward 7 East",
         "Bluebell Ward", "Wombat Ward", "Tui Ward", "Pediatric 5 West", "Ward 3C", "Lighthouse Unit"]

PRACTICES = {
    "UK": ["Orchard Lane Surgery", "Riverside Medical Centre", "Castlegate Health Centre", "Bramley Road Surgery",
           "The Old Forge Practice", "Millbrook Family Practice", "Holly Tree Surgery", "Westfield Medical Group"],
    "US": ["Sunnyside Pediatrics", "Little Oaks Pediatric Associates", "Prairie Kids Clinic",
           "Bright Horizons Family Medicine", "Riverbend Pediatric Group", "Northpoint Family Health"],
    "AU": ["Wattle Street Medical Centre", "Seaview Family Practice", "Kookaburra Medical Clinic",
           "Main Street GP Centre", "Ironbark Family Doctors"],
    "CA": ["Birchview Family Health Team", "Lakeside Community Clinic", "Northshore Family Practice",
           "Pinecrest Medical Clinic", "Trillium Family Health Team"],
    "IE": ["Abbey Street Medical Centre", "The Quays Family Practice", "Hazelwood Medical Centre",
           "Market Square Surgery", "Riverview Primary Care Centre"],
    "NZ": ["Harbour Health Medical Centre", "Kauri Family Doctors", "Tui Street Medical Centre",
           "Whitebait Bay Health Centre", "Ponga Road Medical"],
}
PHARMACIES = ["Hillcrest Pharmacy", "Boots Corner Chemist", "Greenleaf Pharmacy", "Harbourside Chemist",
              "Main Street Drug Store", "Unity Pharmacy", "Crossroads Pharmacy", "Bayside Chemist Warehouse",
              "Keyes Pharmacy", "Medway Apothecary", "Tidewater Drugs", "Fernleaf Pharmacy"]
# avoid real chains: replace "Boots Corner Chemist" and "Chemist Warehouse"
PHARMACIES = [p for p in PHARMACIES if "Boots" not in p and "Warehouse" not in p] + [
    "Corner Chemist", "Bayside Late Night Chemist"]

SCHOOLS = {
    "UK": ["Hollybrook Primary School", "St Jude's Catholic Primary School", "Ashgrove Academy",
           "Meadowside High School", "Kingsmere Junior School", "Castle View Academy",
           "Bishop Aldric C of E Primary", "Fernlea Community College", "Oakhurst Infant School",
           "Ravenscroft Grammar School"],
    "US": ["Riverbend Elementary", "Maple Hollow Middle School", "Lincoln Prairie High School",
           "Cedar Ridge Elementary School", "Westlake Junior High", "Sacred Heart Academy of Ogden",
           "Eagle Crest Middle School", "Sunnyvale Charter School"],
    "AU": ["Banksia Park Primary School", "Wattlebrook State School", "St Brendan's College",
           "Coastal Plains High School", "Kookaburra Creek Public School", "Saltbush Secondary College"],
    "CA": ["Maplewood Public School", "Northridge Secondary School", "St. Bernadette Catholic Elementary",
           "Pinecrest Middle School", "Aurora Heights Collegiate", "Tamarack Lane Elementary School"],
    "IE": ["Scoil Mhuire National School", "St Kevin's Community College", "Gaelscoil an Chnoic",
           "Ardlough Educate Together NS", "Presentation Secondary School Ballyfinn", "Colaiste Bhride Secondary"],
    "NZ": ["Kowhai Park School", "Tui Valley Primary", "Rangiora Heights Intermediate",
           "Harbourview College", "St Columba's School Tamaki", "Totara Grove High School"],
}

NURSERIES = ["Little Acorns Day Nursery", "Sunbeam Preschool", "Tiny Steps Early Learning Centre",
             "Wattle Tree Childcare", "Kowhai Kids Kindergarten", "Bluebird Montessori", "Honeypot Creche"]
SECONDARY_KEYS = ["High", "Academy", "College", "Secondary", "Grammar", "Junior High", "Middle", "Collegiate",
                  "Intermediate"]

BUILDINGS = ["Kestrel Building", "Clocktower Wing", "Lister Block", "Jubilee Wing",
             "Outpatients Building B", "Rotunda Centre", "Macready Pavilion", "Sandstone Building"]
