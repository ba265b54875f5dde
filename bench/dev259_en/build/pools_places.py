"""Invented place and organisation pools for dev259_en (author 259).

Administrative regions (states, provinces, counties, countries) and a handful of
large gateway cities are real; towns, streets, landmarks, care sites and
organisations are invented.
"""

COUNTRY_NAMES = {
    "US": ["USA", "United States", "U.S.A.", "US"],
    "CA": ["Canada"],
    "UK": ["UK", "United Kingdom", "Scotland", "Wales", "England"],
    "NZ": ["New Zealand", "NZ", "Aotearoa New Zealand"],
    "NP": ["Nepal"],
    "AU": ["Australia"],
}

STATES = {
    "US": [("Colorado", "CO"), ("Utah", "UT"), ("Wyoming", "WY"), ("Montana", "MT"), ("Washington", "WA"),
           ("Alaska", "AK"), ("California", "CA"), ("Idaho", "ID"), ("Oregon", "OR"),
           ("New Hampshire", "NH"), ("Vermont", "VT"), ("Nevada", "NV")],
    "CA": [("British Columbia", "BC"), ("Alberta", "AB"), ("Yukon", "YT"), ("Northwest Territories", "NT"),
           ("Nunavut", "NU"), ("Quebec", "QC"), ("Ontario", "ON")],
    "UK": [("Cumbria", None), ("Highland", None), ("Gwynedd", None), ("Argyll and Bute", None),
           ("North Yorkshire", None), ("Derbyshire", None), ("Powys", None), ("Perth and Kinross", None)],
    "NZ": [("Canterbury", None), ("Otago", None), ("West Coast", None), ("Southland", None),
           ("Tasman", None), ("Waikato", None), ("Manawatu-Whanganui", None), ("Wellington", None)],
    "NP": [("Koshi Province", None), ("Gandaki Province", None), ("Bagmati Province", None),
           ("Karnali Province", None)],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Tasmania", "TAS")],
}

TOWNS = {
    "US": ["Silverbow Junction", "Cedar Fork", "Granite Hollow", "Pika Springs", "Elkhorn Flats",
           "Marmot Creek", "Bristlecone", "Talus City", "Aspen Ridge", "Wolverine Gap", "Cold Brook",
           "Tamarack Falls", "Larkin Bluff", "Saddleback", "Juniper Bend", "Ouzel Springs", "Fireweed",
           "Denver", "Anchorage", "Seattle", "Salt Lake City", "Boise", "Missoula", "Spokane"],
    "CA": ["Kinnick Landing", "Qimmiq Bay", "Tuktuvik", "Ptarmigan Lake", "Fort Selwyn",
           "Cariboo Crossing", "Revelwood", "Golden Spur", "Nettilik", "Sable River", "Caribou Narrows",
           "Whitehorse", "Yellowknife", "Iqaluit", "Calgary", "Vancouver", "Kamloops", "Montreal"],
    "UK": ["Glenmoraine", "Achnacraig", "Kirkby Stavely", "Thornwaite", "Llanfair Isaf", "Capel Rhos",
           "Ballachroy", "Strathcorrie", "Dunmallach", "Fellside", "Braemoss", "Hawksgill",
           "Inverallt", "Penmaen Uchaf", "Glasgow", "Edinburgh", "Manchester", "London", "Leeds",
           "Inverness", "Bristol", "Sheffield"],
    "NZ": ["Kahurangi Flat", "Te Roto", "Waipuna Downs", "Ruakiwi", "Harper's Crossing", "Tarnview",
           "Otiria Creek", "Kereru Valley", "Matai Bay", "Christchurch", "Queenstown", "Wanaka",
           "Dunedin", "Nelson", "Hamilton"],
    "NP": ["Tsolma", "Dhorpani", "Khangri", "Lungden Kharka", "Phulung", "Thangmo", "Syarpa",
           "Gyalthang", "Dingjor", "Naktse", "Kathmandu", "Pokhara", "Lalitpur"],
    "AU": ["Jindawarra", "Bogong Gap", "Crackenback Springs", "Tarrant Flat", "Yallambee",
           "Sydney", "Melbourne", "Canberra", "Hobart"],
}

STREET_NAMES = {
    "US": ["Larkspur", "Spruce", "Columbine", "Aspen", "Ponderosa", "Quarry", "Trapper", "Willow Creek",
           "Timberline", "Elk Meadow", "Sawmill", "Cottonwood", "Gold Run", "Kinnikinnick"],
    "CA": ["Caribou", "Hudson", "Muskeg", "Lynx", "Tamarack", "Birchwood", "Sourdough", "Ridgeline"],
    "UK": ["Kirkgate", "Burnside", "Fellgate", "Mill Brow", "Church", "Station", "Lochside", "Braeview",
           "Ffordd yr Eglwys", "Heol Tywyn", "Castle Wynd", "Tannery"],
    "NZ": ["Kowhai", "Rimu", "Totara", "Tui", "Matai", "Aoraki", "Beach", "Kahikatea", "Weka", "Nikau"],
    "NP": ["Bhairav", "Kalika", "Sundhara", "Dhobi", "Chhetrapati", "Mahadev", "Tashi"],
    "AU": ["Wattle", "Banksia", "Snowgum", "Kosciusko", "Alpine", "Bottlebrush", "Coolamon"],
}

STREET_TYPES = {
    "US": ["St", "Street", "Ln", "Lane", "Rd", "Road", "Dr", "Drive", "Ave", "Way", "Ct", "Trail"],
    "CA": ["Street", "Road", "Avenue", "Crescent", "Drive", "Trail"],
    "UK": ["Road", "Street", "Lane", "Terrace", "Close", "Brae", "Row", "Gardens"],
    "NZ": ["Street", "Road", "Place", "Terrace", "Crescent", "Lane"],
    "NP": ["Marg", "Tole", "Galli"],
    "AU": ["Street", "Road", "Court", "Avenue", "Parade"],
}

HOSPITALS = {
    "US": ["Bristlecone Valley Medical Center", "St. Alban's Mountain Hospital", "Granite Hollow Regional Hospital",
           "Pika Springs Clinic", "Talus City Memorial Hospital", "Elkhorn Flats Critical Access Hospital",
           "Front Range Burn & Wound Center", "Saddleback Family Practice", "Tamarack Falls Urgent Care",
           "Providence Peaks Medical Center", "Cold Brook Community Health"],
    "CA": ["Qimmiq Bay Health Centre", "Revelwood & District Hospital", "Cariboo Crossing Health Centre",
           "Fort Selwyn Nursing Station", "Tuktuvik Health Centre", "Golden Spur General Hospital",
           "Sable River Regional Hospital", "Ptarmigan Lake Nursing Station"],
    "UK": ["Glenmoraine General Hospital", "Strathcorrie Community Hospital", "Royal Fellside Infirmary",
           "Ysbyty Capel Rhos", "Kirkby Stavely Medical Practice", "Braemoss Health Centre",
           "Thornwaite Surgery", "Hawksgill Royal Infirmary", "Dunmallach Cottage Hospital",
           "Achnacraig Medical Practice"],
    "NZ": ["Ruakiwi Hospital", "Waipuna Downs Medical Centre", "Te Roto Rural Health Centre",
           "Kereru Valley Hospital", "Tarnview Medical Centre", "Harper's Crossing Family Doctors",
           "Southern Lakes Burns Unit", "Matai Bay Health Centre"],
    "NP": ["Dhorpani Rescue Aid Post", "Tsolma Health Post", "Khangri Altitude Clinic",
           "Himal Care Hospital", "Tashigang Travel Medicine Centre", "Gyalthang Community Health Post",
           "Lalitpur Mountain Medicine Hospital", "Phulung Rescue Post"],
    "AU": ["Jindawarra District Hospital", "Bogong Gap Medical Centre", "Crackenback Springs Clinic",
           "Snowy Alpine Health Service"],
}

WARDS = ["Tasman Ward", "Heron Ward", "Kea Ward", "Ward 7B", "Ward 12", "Rowan Ward", "Lomond Ward",
         "Fenwick Burns Unit", "Marchmont Plastics Unit", "Birch Unit", "Ward 4 North", "Kowhai Ward"]

SAR_TEAMS = {
    "US": ["Silverbow Search and Rescue", "Kestrel County SAR", "Elkhorn Mountain Rescue Group",
           "Wolverine Gap Nordic Rescue", "Talus Peaks Alpine Rescue Team"],
    "CA": ["North Cariboo SAR Society", "Revelwood Search and Rescue", "Qimmiq Bay Ground SAR",
           "Golden Spur Alpine Rescue"],
    "UK": ["Glenmoraine Mountain Rescue Team", "Fellside MRT", "Strathcorrie Mountain Rescue",
           "Capel Rhos Mountain Rescue Team", "Hawksgill Fell Rescue"],
    "NZ": ["Ruakiwi LandSAR", "Tarnview Alpine Cliff Rescue", "Kereru Valley LandSAR",
           "Waipuna Downs Search and Rescue"],
    "NP": ["Khangri Valley Rescue Volunteers", "Tsolma Mountain Rescue Committee"],
    "AU": ["Bogong Gap Bushwalker SAR", "Jindawarra Alpine Rescue"],
}

HELI_OPS = ["Skyhook Heli Services", "Ridgeback Aviation", "Himal Wings Air Rescue", "Kea Air Rescue Trust",
            "Northstar Medevac", "Highland Air Ambulance Charity", "Summit Rotor Ltd", "Cirrus Air Rescue"]

EXPED_COS = ["Summit Line Adventures", "High Col Expeditions", "Yeti Track Treks Pvt Ltd",
             "Polar Meridian Expeditions", "Blue Icefall Guiding", "Kingfisher Outdoor Ltd",
             "Thin Air Mountaineering", "Cairnstone Adventure Travel", "Sunrise Himal Trekking",
             "Arete & Co Guides", "Southern Crevasse Guiding", "Longitude Zero Expeditions"]

INSURERS = ["Meridian Travel Assurance", "Alpine Shield Insurance", "Cobalt Assist", "Sentinel Global Care",
            "Harbourline Mutual", "TrekSure", "Orison Health Cover", "Waypoint Assistance International"]

EMPLOYERS = ["Pikaview Hydro", "Tarnside Engineering", "Castellan Mining Corp", "Northern Lights Freight",
             "Brightwater Software", "Ridgeway Primary School", "University of Strathcorrie",
             "Coldfront Research Institute", "Halden & Birch LLP", "Kowhai Valley Dairies",
             "Granite Hollow School District", "Qimmiq Bay Hamlet Office", "Silvertip Resorts Inc",
             "Cariboo Timber Co-op", "Southern Ice Research Programme", "Boreal Polar Logistics",
             "Fellside Outdoor Centre", "Juniper Bend Brewing", "Marmot Creek Fire District",
             "Otiria Creek Vineyards", "Lakehead Geoscience Ltd"]

SCHOOLS = ["Strathcorrie Academy", "Fireweed High School", "Te Roto Kura", "Revelwood Secondary",
           "Kirkby Stavely Grammar", "Ouzel Lake Middle School"]

MOUNTAINS = {
    "US": ["Mount Tolvarra", "Pika Peak", "Saddleback Mountain", "Harlan Spire", "Cutthroat Peak",
           "Bristlecone Dome", "Mount Ouzel", "Sawtooth Needle"],
    "CA": ["Mount Kinnick", "Caribou Horn", "Sable Tower", "Nettilik Icecap", "Mount Selwyn"],
    "UK": ["Carn Dubhach", "Sgurr Lomhair", "Beinn a' Chreagain", "Hawksgill Pike", "Thornwaite Fell",
           "Moel Rhos", "Crib y Gigfran", "Stob Coire Fhada"],
    "NZ": ["Mount Kereru", "Te Tihi o Hine", "Mount Harrowgate", "Tarn Peak", "The Pyramid Col",
           "Mount Awhina"],
    "NP": ["Kalinga Himal", "Tsolma Ri", "Khangri Peak", "Dorje Lakpa Shar", "Gyalthang Kang",
           "Mera Dolma"],
    "AU": ["Mount Tarrant", "Bogong North Spur", "The Crackenback Tor"],
}

FEATURES = {
    "US": ["Cutbank Trailhead", "Wolverine Creek Trailhead", "Ouzel Lake", "Harlan Couloir",
           "Granite Hollow Reservoir", "Marmot Basin", "Saddleback Hut", "Elk Meadow Campground",
           "Lost Mule Gulch", "Timberline Col"],
    "CA": ["Caribou Narrows portage", "Sable Icefield", "Kinnick Glacier", "Lynx Lake cabin",
           "Fort Selwyn airstrip", "Tamarack Pass", "Muskeg Creek bridge"],
    "UK": ["Coire Beag", "Loch Coirebeag", "Tarnview Bothy", "Braemoss car park", "Fellgate Crag",
           "Bwlch y Gwynt", "Red Gill Scree", "Lairig Feannag", "Hawksgill Tarn"],
    "NZ": ["Gannet Ridge Hut", "Pinnacle Col Hut", "Lake Ohinewai", "Teal Glacier", "Otiria Saddle",
           "Kahurangi Flat carpark", "Weka Stream swingbridge", "Rimu Bluffs"],
    "NP": ["Khangri La", "Tsolma La", "Yak Horn Lodge", "Snowlion Guest House", "Kalinga Base Camp",
           "Tsolma Ri High Camp", "Dhorpani airstrip", "Mera Dolma Base Camp", "Lungden Kharka teahouse"],
    "AU": ["Snowgum Hut", "Bogong Gap carpark", "Tarrant Saddle", "Yallambee Falls track"],
}

SKI_AREAS = {
    "US": ["Powder Basin", "Silvertip Mountain Resort", "Bristlecone Bowl Ski Area", "Harlan Peak Resort"],
    "CA": ["Golden Spur Ski Hill", "Revelwood Mountain Resort", "Caribou Horn Snowpark"],
    "UK": ["Cairn Dubh Snowsports Centre", "Glenmoraine Ski Centre"],
    "NZ": ["Mt Kereru Ski Area", "Tarn Peak Skifield", "Awhina Basin Club Field"],
    "AU": ["Bogong Gap Alpine Resort", "Mount Tarrant Ski Resort"],
}

SKI_RUNS = ["Widowmaker", "Lower Ptarmigan", "Ridgeline Traverse", "Kestrel Glades", "Upper Chute",
            "Gunbarrel", "Elevator Shaft", "Sundance Cruiser", "Ryan's Gully", "Hanging Valley",
            "Tussock Bowl", "Blue Streak", "Moonrise Trees", "Corkscrew", "Raven Face", "Ferguson's Run"]

SKI_LIFTS = ["Eagle Express", "Summit Quad", "Alpenglow Chair", "Ptarmigan T-bar", "Valley Gondola",
             "Ridge Poma", "Skyline Six", "Kea Quad"]

POLAR_STATIONS = ["Halvard Station", "Kestrel Point Station", "Nunatak Field Camp", "Cape Morrow Base",
                  "Skua Ridge Station", "Fimbul Depot", "Ellesmere North Research Station"]

ROOMS = ["112", "3B", "Bay 4", "Resus 2", "Exam 1", "207", "14A", "Cubicle 6", "Side room 3"]

# Large regions that are not countries; kept out of notes on purpose.
GATEWAY_BY_COUNTRY = {
    "US": ["Denver", "Anchorage", "Seattle", "Salt Lake City"],
    "CA": ["Calgary", "Vancouver", "Whitehorse", "Iqaluit", "Yellowknife"],
    "UK": ["Glasgow", "Edinburgh", "Inverness", "Manchester"],
    "NZ": ["Christchurch", "Queenstown", "Dunedin"],
    "NP": ["Kathmandu", "Pokhara", "Lalitpur"],
    "AU": ["Sydney", "Melbourne", "Canberra"],
}

# Real gateway / large cities: used only where named as such, never in invented home addresses.
REAL_TOWNS = {"Denver", "Anchorage", "Seattle", "Salt Lake City", "Boise", "Missoula", "Spokane", "Whitehorse",
              "Yellowknife", "Iqaluit", "Calgary", "Vancouver", "Kamloops", "Montreal", "Glasgow", "Edinburgh",
              "Manchester", "London", "Leeds", "Inverness", "Bristol", "Sheffield", "Christchurch", "Queenstown",
              "Wanaka", "Dunedin", "Nelson", "Hamilton", "Kathmandu", "Pokhara", "Lalitpur", "Sydney", "Melbourne",
              "Canberra", "Hobart"}


def invented_towns(country):
    return [t for t in TOWNS[country] if t not in REAL_TOWNS]


POLAR_ROLES = ["diesel mechanic", "meteorologist", "field biologist", "radio operator", "electrician", "chef",
               "plumber", "glaciologist", "field guide", "station carpenter", "atmospheric physicist",
               "data technician", "heavy plant operator", "boating officer", "communications technician"]
