"""Place, organisation and occupation pools. Towns and regions are real
place names; every hospital, practice, employer and company is invented."""
import sys

sys.dont_write_bytecode = True

# (town, county/state/region, postal prefix)
TOWNS = {
    "UK": [("Leeds", "West Yorkshire", "LS"), ("Bradford", "West Yorkshire", "BD"),
           ("Wakefield", "West Yorkshire", "WF"), ("Halifax", "West Yorkshire", "HX"),
           ("Huddersfield", "West Yorkshire", "HD"), ("Harrogate", "North Yorkshire", "HG"),
           ("York", "North Yorkshire", "YO"), ("Sheffield", "South Yorkshire", "S"),
           ("Doncaster", "South Yorkshire", "DN"), ("Barnsley", "South Yorkshire", "S"),
           ("Hull", "East Riding of Yorkshire", "HU"), ("Bath", "Somerset", "BA"),
           ("Wells", "Somerset", "BA"), ("Street", "Somerset", "BA"),
           ("Reading", "Berkshire", "RG"), ("Sale", "Cheshire", "M"),
           ("Hope", "Derbyshire", "S"), ("Ware", "Hertfordshire", "SG"),
           ("Deal", "Kent", "CT"), ("Margate", "Kent", "CT"), ("March", "Cambridgeshire", "PE"),
           ("Mold", "Flintshire", "CH"), ("Wrexham", "Clwyd", "LL"),
           ("Swansea", "West Glamorgan", "SA"), ("Norwich", "Norfolk", "NR"),
           ("Exeter", "Devon", "EX"), ("Truro", "Cornwall", "TR"), ("Kendal", "Cumbria", "LA"),
           ("Carlisle", "Cumbria", "CA"), ("Preston", "Lancashire", "PR"),
           ("Bolton", "Greater Manchester", "BL"), ("Wigan", "Greater Manchester", "WN"),
           ("Stockport", "Greater Manchester", "SK"), ("Derby", "Derbyshire", "DE"),
           ("Leicester", "Leicestershire", "LE"), ("Worcester", "Worcestershire", "WR"),
           ("Hereford", "Herefordshire", "HR"), ("Gloucester", "Gloucestershire", "GL"),
           ("Swindon", "Wiltshire", "SN"), ("Hastings", "East Sussex", "TN"),
           ("Perth", "Perth and Kinross", "PH"), ("Inverness", "Highland", "IV")],
    "IE": [("Cork", "Cork", "T12"), ("Mallow", "Cork", "P51"), ("Galway", "Galway", "H91"),
           ("Tuam", "Galway", "H54"), ("Limerick", "Limerick", "V94"),
           ("Waterford", "Waterford", "X91"), ("Kilkenny", "Kilkenny", "R95"),
           ("Sligo", "Sligo", "F91"), ("Athlone", "Westmeath", "N37"),
           ("Mullingar", "Westmeath", "N91"), ("Tralee", "Kerry", "V92"),
           ("Killarney", "Kerry", "V93"), ("Ennis", "Clare", "V95"), ("Drogheda", "Louth", "A92"),
           ("Dundalk", "Louth", "A91"), ("Navan", "Meath", "C15"),
           ("Letterkenny", "Donegal", "F92"), ("Castlebar", "Mayo", "F23"),
           ("Clonmel", "Tipperary", "E91"), ("Wexford", "Wexford", "Y35"),
           ("Carlow", "Carlow", "R93"), ("Naas", "Kildare", "W91"), ("Bray", "Wicklow", "A98")],
    "AU": [("Parramatta", "NSW", "2"), ("Penrith", "NSW", "2"), ("Wollongong", "NSW", "2"),
           ("Orange", "NSW", "2"), ("Dubbo", "NSW", "2"), ("Bathurst", "NSW", "2"),
           ("Wagga Wagga", "NSW", "2"), ("Gosford", "NSW", "2"), ("Geelong", "VIC", "3"),
           ("Ballarat", "VIC", "3"), ("Bendigo", "VIC", "3"), ("Mildura", "VIC", "3"),
           ("Toowoomba", "QLD", "4"), ("Townsville", "QLD", "4"), ("Cairns", "QLD", "4"),
           ("Ipswich", "QLD", "4"), ("Launceston", "TAS", "7"), ("Hobart", "TAS", "7"),
           ("Fremantle", "WA", "6"), ("Bunbury", "WA", "6"), ("Mount Gambier", "SA", "5"),
           ("Whyalla", "SA", "5"), ("Palmerston", "NT", "0")],
    "NZ": [("Hamilton", "Waikato", ""), ("Cambridge", "Waikato", ""),
           ("Tauranga", "Bay of Plenty", ""), ("Rotorua", "Bay of Plenty", ""),
           ("Napier", "Hawke's Bay", ""), ("Hastings", "Hawke's Bay", ""),
           ("Whanganui", "Manawatu-Whanganui", ""), ("Palmerston North", "Manawatu-Whanganui", ""),
           ("Nelson", "Nelson", ""), ("Timaru", "Canterbury", ""), ("Ashburton", "Canterbury", ""),
           ("Christchurch", "Canterbury", ""), ("Dunedin", "Otago", ""),
           ("Invercargill", "Southland", ""), ("Whangarei", "Northland", ""),
           ("Gisborne", "Gisborne", ""), ("Masterton", "Wellington", "")],
    "CA": [("Mississauga", "ON", "L"), ("Brampton", "ON", "L"), ("Hamilton", "ON", "L"),
           ("London", "ON", "N"), ("Kitchener", "ON", "N"), ("Guelph", "ON", "N"),
           ("Kingston", "ON", "K"), ("Sudbury", "ON", "P"), ("Thunder Bay", "ON", "P"),
           ("Oshawa", "ON", "L"), ("Windsor", "ON", "N"), ("Halifax", "NS", "B"),
           ("Moncton", "NB", "E"), ("Saskatoon", "SK", "S"), ("Regina", "SK", "S"),
           ("Red Deer", "AB", "T"), ("Lethbridge", "AB", "T"), ("Kelowna", "BC", "V"),
           ("Kamloops", "BC", "V"), ("Nanaimo", "BC", "V"), ("Victoria", "BC", "V"),
           ("Brandon", "MB", "R")],
    "US": [("Springfield", "IL", "627"), ("Columbus", "OH", "432"), ("Dayton", "OH", "454"),
           ("Akron", "OH", "443"), ("Toledo", "OH", "436"), ("Madison", "WI", "537"),
           ("Eugene", "OR", "974"), ("Boise", "ID", "837"), ("Tucson", "AZ", "857"),
           ("Fresno", "CA", "937"), ("Albany", "NY", "122"), ("Syracuse", "NY", "132"),
           ("Rochester", "MN", "559"), ("Worcester", "MA", "016"), ("Lowell", "MA", "018"),
           ("Hartford", "CT", "061"), ("Providence", "RI", "029"), ("Savannah", "GA", "314"),
           ("Athens", "GA", "306"), ("Lexington", "KY", "405"), ("Knoxville", "TN", "379"),
           ("Tulsa", "OK", "741"), ("Wichita", "KS", "672"), ("Omaha", "NE", "681"),
           ("Lincoln", "NE", "685"), ("Durham", "NC", "277"), ("Florence", "SC", "295"),
           ("Independence", "MO", "640"), ("Normal", "IL", "617")],
}

STATE_LONG = {
    "NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland", "TAS": "Tasmania",
    "WA": "Western Australia", "SA": "South Australia", "NT": "Northern Territory",
    "ON": "Ontario", "NS": "Nova Scotia", "NB": "New Brunswick", "SK": "Saskatchewan",
    "AB": "Alberta", "BC": "British Columbia", "MB": "Manitoba",
    "IL": "Illinois", "OH": "Ohio", "WI": "Wisconsin", "OR": "Oregon", "ID": "Idaho",
    "AZ": "Arizona", "CA": "California", "NY": "New York", "MN": "Minnesota",
    "MA": "Massachusetts", "CT": "Connecticut", "RI": "Rhode Island", "GA": "Georgia",
    "KY": "Kentucky", "TN": "Tennessee", "OK": "Oklahoma", "KS": "Kansas", "NE": "Nebraska",
    "NC": "North Carolina", "SC": "South Carolina", "MO": "Missouri",
}

NZ_POST = {"Hamilton": "32", "Cambridge": "34", "Tauranga": "31", "Rotorua": "30",
           "Napier": "41", "Hastings": "41", "Whanganui": "45", "Palmerston North": "44",
           "Nelson": "70", "Timaru": "79", "Ashburton": "77", "Christchurch": "80",
           "Dunedin": "90", "Invercargill": "98", "Whangarei": "01", "Gisborne": "40",
           "Masterton": "58"}

STREET_COMMON = (
    "Elm Station Church Mill Victoria Albert Queen King Park Orchard Beech Rowan Hawthorn "
    "Chapel Brook Meadow Willow Ash Oak Cedar Larch Heather Canal Bridge Manor Garden Hillside "
    "Riverside Clifton Grange Lakeview Sunnyside Harbour Quarry Weaver Cooper Fletcher Jubilee "
    "Pine Ridge Summit Prospect Fairfield Greenfield Highfield").split()
STREET_EXTRA = {
    "UK": "Moorland Tannery Coronation Marlborough Raglan Cavendish Lancaster Glebe Vicarage Springbank Cobden Peel".split(),
    "IE": "Main Sarsfield Parnell Pearse Connolly O'Connell Davitt Emmet Glebe Abbey".split(),
    "AU": "Wattle Banksia Jacaranda Bottlebrush Kurrajong Gumtree Lachlan Macquarie Bligh Boundary".split(),
    "NZ": "Kauri Totara Rimu Kowhai Pohutukawa Matai Tui Heretaunga Ruapehu Rata".split(),
    "CA": "Maple Birch Spruce Tamarack Dufferin Laurier Simcoe Champlain Confederation Portage".split(),
    "US": "Maple Birch Spruce Magnolia Dogwood Sycamore Hickory Walnut Lincoln Jefferson Madison Franklin".split(),
}
STREET_NAMES = STREET_COMMON
STREET_KINDS = {
    "UK": "Street Road Lane Avenue Close Crescent Drive Terrace Grove Way Gardens Mews Walk",
    "IE": "Street Road Avenue Park Lawn Grove Terrace Drive Heights Close",
    "AU": "Street Road Avenue Crescent Drive Parade Court Place Way Close",
    "NZ": "Street Road Avenue Crescent Drive Terrace Place Way Grove",
    "CA": "Street Avenue Road Drive Crescent Boulevard Court Way Lane",
    "US": "Street Avenue Road Drive Lane Boulevard Court Way Place Circle",
}
IE_ESTATES = "Ashgrove Cluain Ard Beechwood Ardcairn Rathmore Glenview Sliabh Rua Cnoc Mhuire".split()

# invented stems for hospital, practice and company names
STEMS_COMMON = ("Ashcombe|Brackenfield|Dunholme|Elderwick|Fernleigh|Hartsmere|Marrowdale|Oakhollow|Quillfield|"
                "Ravensgate|Saltmarsh|Thornbeck|Underwood|Westerhaugh|Yarrowby|Birchcombe|Copperbeck|Dovecliff|"
                "Eastmere|Foxgrove|Hollinsend|Lindenholt|Ridgecombe|Tarnside|Wyvernbrook|Stonebridge").split("|")
STEMS_EXTRA = {
    "UK": "Carrowvale|Kelderby|Penmorrow|Vellacott|Ambleden|Gallowlea|Ingleholm|Kingsmarsh|Orrisdale|Pelham Cross|"
          "Northcote Fold|Stonyhurst Vale|Ashbourne Fields".split("|"),
    "IE": "Glenmoray|Carrowvale|Kilbrannagh|Drumcaslin|Ballyferris|Lisnacree|Athcarne|Rathmoyle|Clonderry".split("|"),
    "AU": "Bellbird Creek|Coolabah Ridge|Sugarloaf Point|Ironbark Glen|Wattlegrove|Banksia Heights|Myall Downs|"
          "Kurrajong Vale|Gidgee Flat".split("|"),
    "NZ": "Kowhai Bay|Matai Heights|Tussock Downs|Totara Springs|Rimu Valley|Pukeko Flats|Manuka Point|"
          "Kereru Hill".split("|"),
    "CA": "Loonlake|Cedar Hollow|Silver Birch|Pinecrest Valley|Red Cedar Falls|Tamarack Ridge|Beaver Creek Hollow|"
          "Maplecrest".split("|"),
    "US": "Prairie Rose|Bluewater Falls|Cedar Hollow|Pinecrest Valley|Magnolia Bend|Sycamore Ridge|Hickory Knoll|"
          "Red Cedar Falls|Dogwood Hollow".split("|"),
}
SAINTS = "Aldhelm Oswin Wilfrid Cuthbert Dunstan Finbarr Ita Colman Brendan Elphin Fursey Kevin".split()

HOSP_PATTERNS = {
    "UK": ["{s} General Hospital", "{s} Royal Infirmary", "{s} District General Hospital",
           "St {saint}'s Hospital", "{s} Hospital", "{s} Community Hospital"],
    "IE": ["University Hospital {s}", "{s} Regional Hospital", "St {saint}'s University Hospital",
           "{s} General Hospital", "Our Lady of {s} Hospital"],
    "AU": ["{s} Base Hospital", "{s} Hospital", "{s} Private Hospital", "{s} Health Service",
           "St {saint}'s Hospital"],
    "NZ": ["{s} Hospital", "{s} Public Hospital", "{s} Base Hospital"],
    "CA": ["{s} Health Sciences Centre", "{s} Memorial Hospital", "{s} General Hospital",
           "{s} Regional Health Centre"],
    "US": ["{s} Medical Center", "{s} Regional Medical Center", "{s} Memorial Hospital",
           "{s} University Hospital", "{s} Arthritis & Rheumatology Associates"],
}
PRACTICE_PATTERNS = {
    "UK": ["{s} Surgery", "{s} Medical Practice", "{s} Health Centre", "The {s} Practice"],
    "IE": ["{s} Medical Centre", "{s} Family Practice", "{s} Health Centre"],
    "AU": ["{s} Medical Centre", "{s} Family Practice", "{s} General Practice"],
    "NZ": ["{s} Health Centre", "{s} Medical Centre", "{s} Family Doctors"],
    "CA": ["{s} Family Health Team", "{s} Family Practice", "{s} Medical Clinic"],
    "US": ["{s} Family Medicine", "{s} Primary Care", "{s} Internal Medicine Associates"],
}
PHARMACY_PATTERNS = {"UK": ["{s} Pharmacy", "{s} Chemist"], "IE": ["{s} Pharmacy", "{s} Chemists"],
                     "AU": ["{s} Pharmacy", "{s} Chemist"], "NZ": ["{s} Pharmacy", "{s} Chemist"],
                     "CA": ["{s} Pharmacy", "{s} Apothecary"], "US": ["{s} Pharmacy", "{s} Drug Store"]}
WARD_NAMES = ("Kingfisher Heron Wren Linnet Curlew Osprey Kestrel Skylark Puffin Avocet "
              "Bluebell Foxglove Primrose Campion Larkspur Tui Kea Pukeko Wattlebird Lorikeet").split()
BUILDINGS = ["{s} Wing", "{s} Building", "{s} Pavilion", "{s} Centre", "{s} House", "{s} Block"]

HOMECARE = ["{s} Homecare Ltd", "{s} Healthcare at Home", "{s} Specialty Pharmacy Services",
            "{s} Home Infusion", "{s} Patient Services"]
INSURERS = {
    "US": ["{s} Health Plan", "{s} Mutual Health", "{s} BlueStar Insurance", "{s} Health Partners"],
    "IE": ["{s} Health Insurance DAC", "{s} Health Cover"],
    "AU": ["{s} Health Fund", "{s} Members Health"],
    "UK": ["{s} Health Assurance", "{s} Private Medical"],
    "CA": ["{s} Life & Health", "{s} Benefits Group"],
    "NZ": ["{s} Health Society", "{s} Medical Assurance"],
}

# occupation groups with invented employer name patterns ("" = employer not named)
JOB_GROUPS = [
    ("primary school teacher|secondary school teacher|teaching assistant|librarian|school cook",
     "{s} Primary School|{s} Academy|{s} High School|{s} College"),
    ("warehouse operative|forklift driver|lorry driver|truck driver|postal worker|delivery driver",
     "{s} Logistics|{s} Freight Ltd|{s} Distribution Centre|{s} Couriers"),
    ("chef|cook|kitchen porter|baker|butcher|barista|waitress|meat packer|hotel housekeeper|hospitality manager",
     "{s} Foods|{s} Bakery|{s} Meats|{s} Hotel|{s} Golf Club|{s} Catering Ltd"),
    ("bricklayer|plumber|electrician|carpenter|joiner|tiler|roofer|welder|painter and decorator|stonemason|"
     "crane operator|civil engineer", "{s} Engineering|{s} Building Supplies|{s} Joinery|{s} Plumbing & Heating|"
     "{s} Steelworks|{s} Construction"),
    ("dairy farmer|sheep farmer|shearer|orchardist|fruit picker|kiwifruit packer|farm hand",
     "{s} Dairy Co-op|{s} Orchards|{s} Vineyards|{s} Shearing Contractors|{s} Station"),
    ("secretary|accountant|software developer|data analyst|bank clerk|call centre agent|paralegal|solicitor|"
     "typist|graphic designer|chartered surveyor|court reporter",
     "{s} Insurance Brokers|{s} Accountants|{s} Software|{s} Call Centre|{s} District Council|{s} Legal LLP"),
    ("checkout operator|retail manager|florist|jeweller|shop assistant",
     "{s} Supermarket|{s} Garden Centre|{s} Department Store|{s} Florists"),
    ("machinist|sewing machinist|seamstress|assembly line worker|upholsterer|tailor|mechanic",
     "{s} Textiles|{s} Print & Pack|{s} Motors|{s} Components Ltd|{s} Furniture Makers"),
    ("miner|fly-in fly-out miner|quarry worker", "{s} Mining Pty Ltd|{s} Resources|{s} Quarries"),
    ("cleaner|gardener|landscaper|social worker|refuse collector|bus driver",
     "{s} District Council|{s} City Council|{s} Facilities Services|{s} Bus Company"),
    ("hairdresser|nail technician|dog groomer|barber", "{s} Hair Studio|{s} Salon|{s} Grooming Parlour|"),
    ("pastor|church organist", "{s} Parish Church|{s} Baptist Church"),
    ("nurse|care assistant|healthcare assistant|midwife|physiotherapist|pharmacist|radiographer|dentist|"
     "vet nurse|medical secretary|receptionist|childminder|massage therapist|personal trainer|fitness instructor|"
     "pianist|violinist|guitar teacher|potter|taxi driver|police officer|firefighter|sign language interpreter",
     ""),
]
RELATIVE_OCC = ("builder|teacher|nurse|farmer|electrician|engineer|shop assistant|lawyer|"
                "retired miner|accountant|chef|truck driver|carer|police officer|plumber").split("|")

BIRTH_COUNTRIES = ("India|Pakistan|Bangladesh|Sri Lanka|Nigeria|Ghana|Somalia|Kenya|Zimbabwe|"
                   "South Africa|Philippines|Vietnam|China|Malaysia|Poland|Romania|"
                   "Lithuania|Portugal|Brazil|Italy|Greece|Lebanon|Iraq|Iran|Afghanistan|"
                   "Fiji|Samoa|Tonga|Mexico|Colombia|Peru|Jamaica|Trinidad and Tobago|Ireland|"
                   "Scotland|England|New Zealand|Australia|Canada|United States|South Korea|"
                   "Japan|Nepal|Ethiopia|Eritrea|Sudan|Ukraine").split("|")
TRAVEL_COUNTRIES = ("Spain|Portugal|France|Italy|Greece|Thailand|India|Pakistan|Canada|"
                    "United States|Mexico|Fiji|Indonesia|Japan|Vietnam|Croatia|Turkey|Morocco|"
                    "Kenya|Nigeria|Poland|Cyprus|New Zealand|Australia|Ireland").split("|")
