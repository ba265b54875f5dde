"""Invented place, organisation and occupation pools for dev235_en (author 235).

Town names are built from invented prefix/suffix pairs; states and countries are real names (they are
regions, not people). Nothing here is copied from any corpus.
"""


def _w(s):
    return s.split()


def _b(s):
    return [x.strip() for x in s.split("|") if x.strip()]


TOWN_PARTS = {
    "US": (_w("Ash Birch Bram Brook Cedar Clay Cold Copper Crest Deer Elk Fair Fern Fox Glen Granite "
              "Hazel Holly Iron Juniper Kettle Lark Maple Mill Oak Pine Quarry Raven Sage Silver "
              "Sugar Thorn Willow Wolf Amber Bison Cotton Dover Eagle Flint Gable Harlan Indigo Jasper"),
           _w("ford field haven ton dale wood brook ridge view port burg ville mont stead wick worth "
              "crest bury cliff springs")),
    "UK": (_w("Ald Ash Brad Brom Cald Chel Dun Elm Fen Gris Hal Kel Lang Mar Nor Ock Pen Rad Sel "
              "Stan Thorn Ux Wal Whit Wick Yarn Bex Cog Dray Emb Frod Gad Hex Ilk Kirk Lud Mab Ned "
              "Ore Pex Quen Rush Tad Umb"),
           _w("bury ham ington ley thorpe by wick ford minster stow combe borough caster mouth well "
              "field cott den hurst worth")),
    "AU": (_w("Bel Cal Dar Eum Gil Jar Kin Lor Mer Nar Ora Tar Wal War Yar Ash Kew Glen Port Mount "
              "Bur Cor Dun Kal Mil Wan Bar Ber Cul Gor"),
           _w("rook inga ton dale vale field ville wood ara brook bah gong ridge haven more ina ilda "
              "burra lea"),),
}

US_COUNTY_WORDS = _w("Harlan Pickett Lowndes Calder Mercer Tolland Bexar Ottawa Fannin Garrard "
                     "Hendry Kittson Lamoille Muscatine Nodaway Oconee Pembina Rowan Sauk Tazewell "
                     "Union Vigo Wabash Yadkin Barrow Coffee Dallam Emery Fulton Gilmer")
UK_COUNTIES = _b("Westshire|Northmoor|Eastwold|Southdown Vale|Mardenshire|Kelderdale|Ashmere|"
                 "Grisewold|Lowfen|Thornmere|Halvershire|Upper Dunmoor|Wrexford Vale|Caldershire")
AU_REGIONS = _b("Riverina|Hunter Valley|Gippsland|Wide Bay|Goldfields|Fleurieu|Mallee|Pilbara|"
                "Darling Downs|Limestone Coast|Illawarra|Wimmera|Capricornia|Tablelands")

US_STATES = [("Alabama", "AL"), ("Alaska", "AK"), ("Arizona", "AZ"), ("Arkansas", "AR"),
             ("California", "CA"), ("Colorado", "CO"), ("Connecticut", "CT"), ("Delaware", "DE"),
             ("Florida", "FL"), ("Idaho", "ID"), ("Illinois", "IL"), ("Indiana", "IN"),
             ("Iowa", "IA"), ("Kansas", "KS"), ("Kentucky", "KY"), ("Louisiana", "LA"),
             ("Maine", "ME"), ("Maryland", "MD"), ("Massachusetts", "MA"), ("Michigan", "MI"),
             ("Minnesota", "MN"), ("Mississippi", "MS"), ("Missouri", "MO"), ("Montana", "MT"),
             ("Nebraska", "NE"), ("Nevada", "NV"), ("New Hampshire", "NH"), ("New Jersey", "NJ"),
             ("New Mexico", "NM"), ("New York", "NY"), ("North Carolina", "NC"),
             ("North Dakota", "ND"), ("Ohio", "OH"), ("Oklahoma", "OK"), ("Oregon", "OR"),
             ("Pennsylvania", "PA"), ("Rhode Island", "RI"), ("South Carolina", "SC"),
             ("South Dakota", "SD"), ("Tennessee", "TN"), ("Texas", "TX"), ("Utah", "UT"),
             ("Vermont", "VT"), ("Virginia", "VA"), ("Washington", "WA"), ("West Virginia", "WV"),
             ("Wisconsin", "WI"), ("Wyoming", "WY")]
AU_STATES = [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
             ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
             ("Northern Territory", "NT"), ("Australian Capital Territory", "ACT")]
AU_POST_FIRST = {"NSW": "2", "VIC": "3", "QLD": "4", "WA": "6", "SA": "5", "TAS": "7", "NT": "0",
                 "ACT": "2"}

COUNTRIES = _b("Portugal|Poland|Nigeria|Ghana|Somalia|Ethiopia|Vietnam|the Philippines|India|"
               "Pakistan|Ireland|Jamaica|Mexico|Guatemala|Romania|Ukraine|Lebanon|Iran|Turkey|"
               "Greece|Italy|China|South Korea|Japan|New Zealand|Samoa|Tonga|Fiji|Kenya|Brazil|"
               "Germany|the Netherlands|Canada|Sri Lanka|Bangladesh|Iraq|Syria|Sudan|Eritrea|"
               "Zimbabwe|South Africa|Colombia|El Salvador|Honduras|Lithuania|Latvia|Sweden|Norway|"
               "France|Spain|Egypt|Morocco|Afghanistan|Nepal|Thailand|Malaysia|Indonesia|Cuba|"
               "Trinidad and Tobago|Barbados|Scotland|Wales|England|Northern Ireland")
ORIGIN_COUNTRY = {"gaelic": ["Ireland", "Scotland"], "hispanic": ["Mexico", "Guatemala", "El Salvador",
                  "Colombia", "Honduras", "Cuba"], "lusophone": ["Portugal", "Brazil"],
                  "italian": ["Italy"], "eeuro": ["Poland", "Romania", "Ukraine", "Lithuania"],
                  "westafrican": ["Nigeria", "Ghana"], "eastafrican": ["Somalia", "Ethiopia",
                  "Kenya", "Eritrea"], "arabic": ["Lebanon", "Syria", "Iraq", "Egypt", "Morocco"],
                  "turkpersian": ["Turkey", "Iran"], "southasian": ["India", "Pakistan",
                  "Sri Lanka", "Bangladesh", "Nepal"], "chinese": ["China", "Malaysia"],
                  "vietnamese": ["Vietnam"], "korean": ["South Korea"], "japanese": ["Japan"],
                  "filipino": ["the Philippines"], "pacific": ["Samoa", "Tonga", "New Zealand",
                  "Fiji"], "greek": ["Greece"], "germanic": ["Germany", "the Netherlands", "Sweden",
                  "Norway"], "french": ["France", "Canada"], "afrocarib": ["Jamaica",
                  "Trinidad and Tobago", "Barbados"], "jewish": ["Israel", "Ukraine"]}

STREET_WORDS = _w("Alder Ashby Beacon Belmont Birchwood Bramble Cavendish Chestnut Claremont "
                  "Cobden Coronation Cromwell Dairy Dunstan Elderberry Fairview Fenton Foundry "
                  "Garnet Gladstone Granby Hawthorn Heathfield Hillcrest Holm Kingsley Laburnum "
                  "Lavender Linden Magnolia Malvern Meadowbank Millbrook Newlands Nightingale "
                  "Orchard Palmerston Paradise Pleasant Poplar Quarry Railway Regent Rosebank "
                  "Sandpiper Seymour Sheridan Sorrel Spencer Stanley Station Sycamore Tannery "
                  "Thistle Tudor Valley Verbena Wattle Waverley Wellington Westbourne Wharf "
                  "Wisteria Yarrow Banksia Jacaranda Ironbark Kookaburra Coolabah")
STREET_SUFFIX = {
    "US": _w("Street Street Avenue Avenue Road Drive Drive Lane Court Boulevard Place Way Terrace "
             "Circle Trail Pike St St. Ave Ave. Rd Dr Blvd Ln Ct"),
    "UK": _w("Road Road Street Lane Close Crescent Avenue Grove Gardens Way Drive Terrace Mews "
             "Walk Rise Row Rd St"),
    "AU": _w("Street Street Road Avenue Parade Drive Crescent Court Place Close Way Terrace "
             "Highway Circuit St Rd Ave Pde Cres"),
}
UNIT = {"US": ["Apt {n}", "Apt. {n}", "Unit {n}", "#{n}", "Suite {n}", "Trlr {n}", "Lot {n}"],
        "UK": ["Flat {n}", "Flat {n}", "Apartment {n}"],
        "AU": ["Unit {n}", "{n}/", "Apt {n}"]}

SAINTS = _w("Brigid Columba Aidan Oswald Cuthbert Helena Jude Anselm Bartholomew Agnes Clare "
            "Ambrose Dunstan Monica Hilda Wilfrid Benedict Raphael Scholastica Gregory Boniface "
            "Teresa Vincent Catherine Bernadette Swithun Kentigern Fiacre")
WARD_WORDS = _w("Rowan Kingfisher Heron Juniper Larch Osprey Bluebell Foxglove Kestrel Sycamore "
                "Hazelwood Beech Cedar Willow Oak Aspen Lapwing Curlew Skylark Marigold Primrose "
                "Harebell Wagtail")
LANDMARK_TYPES = {
    "US": _b("Park|State Park|Reservoir|Bridge|Woods|Trailhead|Creek|Rail Yard|Overpass|Levee|"
             "Marina|Quarry|Cemetery|Lake"),
    "UK": _b("Park|Recreation Ground|Reservoir|Bridge|Woods|Common|Canal towpath|Viaduct|Quay|"
             "Country Park|Playing Fields|Lido|Nature Reserve|Allotments"),
    "AU": _b("Reserve|Creek|Bridge|Beach|Lookout|Park|Gorge|Caravan Park|Foreshore|Dam|"
             "Sporting Ground|Rail Trail|Bushland Reserve|Jetty"),
}
BUILDING_TYPES = _b("House|Tower|Court|Heights|Lodge|Mansions|Plaza|Buildings|Place|Chambers")

BUSINESS_NOUNS = _b("Logistics|Freight|Haulage|Roofing|Plumbing|Builders|Scaffolding|Joinery|"
                    "Electrical|Landscaping|Cleaning Services|Care Services|Engineering|Fabrication|"
                    "Motors|Auto Repairs|Removals|Distribution|Meats|Bakery|Timber|Concrete|"
                    "Demolition|Security|Couriers|Recycling|Plastics|Packaging|Catering|Cabinets")
BUSINESS_ADJ = _b("Apex|Summit|Keystone|Riverside|Northgate|Bluewater|Redline|Ironbridge|Crown|"
                  "Harbourside|Pinnacle|Meridian|Sterling|Evergreen|Tri-County|Coastal|Prairie|"
                  "Highland|Longbridge|Silverline|Goldcrest|Trident|Falcon|Oakridge|Westway|"
                  "Eastgate|Cornerstone|Blue Gum|Southern Cross|Red Rock")
CORP_SUFFIX = {"US": ["Inc.", "LLC", "Co.", "Inc", "Corp."], "UK": ["Ltd", "Ltd.", "& Sons", "plc", "Ltd"],
               "AU": ["Pty Ltd", "Pty. Ltd.", "Group", "Pty Ltd"]}
VENUE_TYPES = _b("Motel|Inn|Tavern|Hotel|Bar & Grill|Arms|Sports Bar|Nightclub|Lodge|Caravan Park|"
                 "Service Station|Mini Mart|Laundromat|Bowling Club|RSL Club|Backpackers")

PROFESSIONS = _b("roofer|bricklayer|forklift driver|HGV driver|long-haul truck driver|warehouse operative|"
                 "scaffolder|electrician|plumber|carpenter|chef|line cook|barista|bartender|waitress|"
                 "retail assistant|cashier|teacher|primary school teacher|teaching assistant|"
                 "university lecturer|accountant|software engineer|security guard|door supervisor|"
                 "taxi driver|rideshare driver|delivery driver|courier|farmer|farmhand|fisherman|"
                 "miner|welder|machinist|mechanic|panel beater|painter and decorator|landscaper|"
                 "gardener|cleaner|care assistant|support worker|hairdresser|beautician|nail technician|"
                 "real estate agent|estate agent|sales representative|call centre operator|postal worker|"
                 "bus driver|train conductor|soldier|student|university student|apprentice electrician|"
                 "construction labourer|plasterer|tiler|dairy farmer|shearer|stockman|FIFO mine worker|"
                 "concreter|pharmacist|veterinary nurse|dental nurse|homemaker|sex worker|chef de partie|"
                 "butcher|baker|tattoo artist|graphic designer|journalist|lorry driver|crane operator|"
                 "railway maintenance worker|council refuse collector|night-shift packer|IT technician|"
                 "bank clerk|insurance broker|civil engineer|architect|librarian|social worker|"
                 "church minister|boilermaker|fitter and turner|abattoir worker|fruit picker|"
                 "nanny|childcare worker|kitchen porter|laundry worker|dock worker|truck mechanic")

DOMAINS = ["example.org", "example.com", "example.net"]
SUBDOMAINS = ["", "", "", "mail.", "coroner.", "forensic.", "health.", "sarc.", "lab.", "police.",
              "legal.", "custody.", "me-office.", "mortuary."]
