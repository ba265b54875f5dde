"""Invented places, services and organisations for dev164_en."""

TOWNS = {
    "UK": ["Ashbridge", "Kelmsford", "Harrowfield", "Brackenby", "Wetherstone", "Caldermoor", "Penhallow",
           "Lynford", "Stowbury", "Thornwick", "Morleigh", "Eastholme", "Saltcote", "Ravensworth", "Hollinsend",
           "Garthwaite", "Coldbeck", "Ollerton Magna", "Upper Swaleby", "Pendlebrook", "Aberdewi", "Llanfrydan",
           "Glenarrick", "Kilbarchan Mains", "Dunmorrow", "Strathkellan", "Fernley", "Hatherby", "Wystanton",
           "Bramhope Vale", "Cresswick", "Duxley", "Farnholme", "Gorsemoor", "Kingsmere", "Norbeck"],
    "IE": ["Ballinacree", "Kilmurragh", "Castlemoyne", "Carrigmore", "Kilbrannagh", "Drumcollan", "Rathmoyle",
           "Clonderry", "Ballyfearna", "Templecarra", "Inishmeara", "Knockdrinna", "Lisheenmore", "Mullaghbeg",
           "Ardnacrusha Upper", "Glenfarne Bridge", "Kilcashel", "Tobercurry East", "Ballintrane", "Cloghvale",
           "Dunbeacon", "Rossmacowen", "Killeenagh", "Abbeymoyne"],
    "AU": ["Wattle Creek", "Banksia Vale", "Coolabah Downs", "Bellbird Flat", "Mallee Springs", "Tarrawong",
           "Kooringal Heights", "Ironbark Ridge", "Yallambee Park", "Currawong Bay", "Dunmarra Plains",
           "Glenbrook Falls", "Jarrahdale East", "Koonawarra", "Merriwa Point", "Narrandera West", "Pelican Waters",
           "Quandong", "Redgum Hill", "Saltbush Plains", "Tingara", "Warrigal Creek", "Wirraminna", "Yarrandoo"],
}

COUNTIES = {
    "UK": ["Lancashire", "West Yorkshire", "Cumbria", "Kent", "Devon", "Cornwall", "Norfolk", "Shropshire",
           "Powys", "Gwynedd", "Fife", "Ayrshire", "Northumberland", "Lincolnshire", "Somerset", "Durham"],
    "IE": ["Co. Cork", "Co. Kerry", "Co. Galway", "Co. Mayo", "Co. Limerick", "Co. Tipperary", "Co. Donegal",
           "Co. Wexford", "Co. Kilkenny", "Co. Clare", "Co. Sligo", "Co. Meath", "Co. Louth", "Co. Offaly"],
    "AU": [],
}

STATES = {
    "UK": ["North West", "West Midlands", "East Midlands", "South West", "East Anglia", "the Highlands",
           "North East", "Yorkshire and the Humber"],
    "IE": ["Munster", "Leinster", "Connacht", "Ulster"],
    "AU": ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "New South Wales", "Victoria", "Queensland",
           "Western Australia", "South Australia", "Tasmania", "Northern Territory", "Vic", "Qld"],
}

STREET_BASE = ["Elm", "Beech", "Hawthorn", "Chapel", "Mill", "Station", "Church", "Quarry", "Tannery", "Orchard",
               "Weaver", "Foundry", "Canal", "Bridge", "Moss", "Heather", "Larch", "Rowan", "Abbey", "Kiln",
               "Cooper", "Blackthorn", "Meadow", "Lark", "Fountain", "Granary", "Ropewalk", "Pinfold", "Saddler",
               "Windmill", "Oakfield", "Cedar", "Fernlea", "Holly", "Malthouse", "Smithy", "Brewery", "Harbour",
               "Wattle", "Banksia", "Jacaranda", "Bottlebrush", "Kurrajong", "Lillypilly", "Tamarind", "Paperbark"]
STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Terrace", "Way", "Grove", "Drive",
           "Gardens", "Court", "Walk", "Row", "Rd", "St"],
    "IE": ["Road", "Park", "Avenue", "Terrace", "Lawns", "Heights", "Grove", "Drive", "Court", "View", "Close",
           "Rd", "St", "Cottages"],
    "AU": ["St", "Rd", "Ave", "Pde", "Cres", "Ct", "Street", "Road", "Drive", "Place", "Cl", "Tce", "Hwy",
           "Way", "Lane"],
}
ESTATES_IE = ["Ard na Greine", "Cois Abhann", "Radharc an Chuain", "Beechwood", "The Paddocks", "Millbrook",
              "Oakpark", "Hazelhatch Lawns", "Gleann Rua"]

HOSPITALS = {
    "UK": ["Ashbridge General Hospital", "Larches Unit", "Fernbrook Unit", "St Columba's Hospital",
           "Harrowfield Centre for Mental Health", "Millbrook Lodge", "Caldermoor Hospital", "Thornwick House",
           "Kingsmere Psychiatric Unit", "Brackenby Royal Infirmary", "Lynford Park Hospital", "Ravensworth Clinic",
           "Stowbury Mental Health Centre", "Glenarrick Royal Hospital", "Ysbyty Dewi", "Saltcote Priory"],
    "IE": ["St Declan's Approved Centre", "Castlemoyne University Hospital", "Ballinacree Acute Mental Health Unit",
           "St Finian's Hospital", "Carrigmore General Hospital", "Rathmoyle Psychiatric Unit",
           "Clonderry Community Nursing Unit", "St Kieran's Approved Centre", "Abbeymoyne Regional Hospital"],
    "AU": ["Banksia Mental Health Unit", "Wattle Creek Hospital", "Coolabah Base Hospital",
           "Ironbark Ridge Private Clinic", "Currawong Bay Health Service", "Tarrawong District Hospital",
           "Pelican Waters Mental Health Centre", "Redgum Hill Psychiatric Unit", "Yarrandoo Health Campus"],
}

WARDS = {
    "UK": ["Rowan Ward", "Willow Ward", "Hazel Ward", "Cedar Ward", "Juniper Ward", "Heather Ward", "Bluebell Ward",
           "Aspen Ward", "Linden Ward", "Sycamore Ward", "Kingfisher Ward", "Heron Ward", "Osprey Ward",
           "Skylark Ward", "Curlew Ward", "Foxglove Ward", "Harebell Unit", "Lapwing Ward"],
    "IE": ["Sliabh Ward", "St Brigid's Ward", "Ard Mhuire Unit", "Teach Solais Unit", "Lios Ward",
           "St Enda's Ward", "Cuan Ward", "Avonmore Unit", "Glenview Ward"],
    "AU": ["Waratah Ward", "Grevillea Unit", "Jacaranda Ward", "Boronia Ward", "Kookaburra Unit", "Lorikeet Ward",
           "Brolga Unit", "Wombat Ward", "Saltbush Ward", "Mallee Unit"],
}

TEAMS = {
    "UK": ["{t} North CMHT", "{t} South CMHT", "{t} Early Intervention Team", "{t} Home Treatment Team",
           "{t} Crisis Resolution Team", "{t} Assertive Outreach Team", "{t} Older Adults CMHT",
           "{t} Perinatal Mental Health Team", "{t} Liaison Psychiatry Team"],
    "IE": ["{t} Community Mental Health Team", "{t} Sector Team", "{t} Home Based Treatment Team",
           "{t} Early Intervention in Psychosis Service", "{t} Psychiatry of Later Life Team"],
    "AU": ["{t} Community Mental Health Service", "{t} Acute Care Team", "{t} Mental Health Crisis Team",
           "{t} Youth Mental Health Service", "{t} Continuing Care Team", "{t} PACER Team"],
}
TEAM_BASES = ["Larchfield House", "Orchard Centre", "Beckside Resource Centre", "Maple House",
              "Tannery Court", "Riverview Centre", "Quarry Bank House", "Kilnbrook Centre", "Ashdown House",
              "Marlowe House", "Lantern Centre", "Foundry House"]

PRACTICES = ["Elm Park Surgery", "Riverside Medical Centre", "Old Forge Surgery", "Canal Street Health Centre",
             "Moss Lane Medical Practice", "Beechwood Family Practice", "Quayside Surgery", "Harbour View Clinic",
             "Orchard House Surgery", "St Aidan's Medical Practice", "Millstream Health Centre",
             "Bottlebrush Family Medical", "Wattle Creek Medical Centre", "Hilltop General Practice",
             "Ropewalk Surgery", "Foundry Lane Medical Group", "Abbeygate Practice", "Kilnfield Surgery",
             "Main Street Medical", "Bellbird Flat Medical Clinic", "Greenway Surgery", "Stoneleigh Practice"]
PHARMACIES = ["Hartley's Pharmacy", "Quayside Chemist", "Wattle Creek Pharmacy", "Pennington Pharmacy",
              "Castle Pharmacy", "Brennan's Pharmacy", "Rowlett Chemists", "Bridge Street Pharmacy",
              "Kowhai Discount Chemist", "Greenacre Pharmacy"]

EMPLOYERS = {
    "UK": ["Brackenby Logistics", "Northgate Recycling", "Kelmsford Bus Company", "Pennine Fresh Foods",
           "Moorside Care Agency", "Saltcote Tyres", "Riverbend Construction", "Mill Row Bakery", "Foundry Gym",
           "Harrowfield Hospice Shop", "Morleigh Builders Merchants", "Westgate Security Ltd",
           "Brightwater Cleaning Services", "Sunnyside Childcare", "Thornwick Tool Hire", "Ashbridge Metals",
           "Calder Valley Dairies", "Kingsmere Leisure Centre", "Stowbury Print Works", "Eastholme Garden Centre"],
    "IE": ["Carrigmore Co-op Mart", "Drumcollan Credit Union", "Kilbrannagh Meats", "Rathmoyle Hardware",
           "Castlemoyne Creamery", "Ballinacree Hotel", "Templecarra Quarries", "Lisheenmore Motors",
           "Clonderry Community Childcare", "Inishmeara Ferries", "Mullaghbeg Agri Supplies", "Knockdrinna Bakery"],
    "AU": ["Coolabah Meatworks", "Ironbark Mining Services", "Quandong Citrus Packers", "Saltbush Transport",
           "Currawong Bay Council", "Wirraminna Shire", "Pelican Waters Surf Club", "Redgum Earthmoving",
           "Tarrawong Grain Co-op", "Bellbird Flat Bakehouse", "Mallee Springs Motor Inn", "Yallambee Aged Care"],
}
SCHOOLS = {
    "UK": {"school": ["St Aidan's Primary School", "Hatherby Academy", "Kelmsford High School",
                      "Ravensworth Community School"],
           "college": ["Ashbridge College", "Lynford Sixth Form College", "Ravensworth University",
                       "Caldermoor College of Further Education"]},
    "IE": {"school": ["Castlemoyne Community School", "Scoil Bhride Kilmurragh", "St Kieran's College",
                      "Carrigmore Gaelcholaiste"],
           "college": ["Castlemoyne Institute of Technology", "Ballinacree College of Further Education",
                       "Rathmoyle Technological University"]},
    "AU": {"school": ["Wattle Creek High School", "Banksia Vale Secondary College", "Tingara State School",
                      "Koonawarra Christian College"],
           "college": ["Bellbird Flat TAFE", "Currawong Bay University", "Ironbark Ridge TAFE campus"]},
}
HOUSING = {
    "UK": ["Open Door Housing Trust", "Greystone Homes", "Lanternlight Recovery", "Beacon Supported Living"],
    "IE": ["Cuan Housing Association", "Tearmann Supported Living", "Rathmoyle Housing Co-op"],
    "AU": ["Harbourlight Housing", "Wattle Community Housing", "Bridgeway Supported Accommodation"],
}
FAITH = {
    "UK": ["Grace Fellowship Church", "Al-Noor Mosque", "St Michael's Parish", "Guru Nanak Gurdwara Kelmsford",
           "Kingdom Hall Eastholme"],
    "IE": ["St Michael's Parish", "Kilbrannagh Parish", "Castlemoyne Mosque", "Redeemed Christian Church "
           "Clonderry"],
    "AU": ["Harbourlight Church", "Wattle Creek Uniting Church", "Koonawarra Islamic Centre",
           "St Brigid's Parish Tingara"],
}
CLUBS = {
    "UK": ["Tannery Lane Foodbank", "Kingsmere Leisure Centre", "Hollinsend Allotment Society", "Foundry Gym"],
    "IE": ["Kilbrannagh GAA Club", "Men's Shed Rathmoyle", "Castlemoyne Boxing Club"],
    "AU": ["Pelican Waters Surf Club", "Koonawarra Men's Shed", "Redgum Hill Football Club"],
}

LEGAL_FIRMS = ["Harlow & Finch Solicitors", "Mackie Doyle Solicitors", "Okoro & Partners", "Whitcombe Legal",
               "Brennan Kinsella LLP", "Marsh Lawyers"]

LANDMARKS = {
    "UK": ["Cobbler's Bridge", "the Halloran Viaduct", "Beacon Hill car park", "the Coronation Clock",
           "Saltcote Pier", "Marlowe Quarry", "the Old Mill Weir", "Gallows Point", "the Lighthouse Steps",
           "Kingsmere Reservoir", "Station Approach multi-storey", "Quarry Bank footbridge", "the Clocktower",
           "St Anne's churchyard"],
    "IE": ["Carrigmore Pier", "the Famine Memorial", "the Abbey Bridge", "Knockdrinna Woods car park",
           "Castlemoyne Quay", "the Weir at Rathmoyle", "Ballinacree Viaduct", "the Market Cross"],
    "AU": ["the Pelican Waters breakwall", "Ironbark Lookout", "Tingara Jetty", "Redgum Gorge bridge",
           "Currawong Bay rock pool", "the Wattle Creek overpass", "Mallee Springs weir", "Koonawarra skate park"],
}
BUILDINGS = ["Coronation House", "Victoria Chambers", "Tannery Court", "Lister Buildings", "Merchant House",
             "Quayside Tower", "Harbour Point", "Pilgrim House"]

COUNTRIES = ["Poland", "Romania", "Nigeria", "Ghana", "Somalia", "Pakistan", "India", "Bangladesh", "Ireland",
             "England", "Scotland", "Wales", "New Zealand", "the Philippines", "Vietnam", "Lebanon", "Greece",
             "Zimbabwe", "Jamaica", "Lithuania", "Syria", "Afghanistan", "Eritrea", "Sudan", "South Africa",
             "Italy", "China", "Fiji", "Tonga", "Samoa", "Canada", "Brazil", "Latvia", "Iran", "Iraq", "Spain",
             "Portugal", "Malaysia", "Sri Lanka", "Ukraine", "Turkey", "Egypt", "Kenya", "Australia", "the UK",
             "Northern Ireland", "the USA"]

PROFESSIONS = ["warehouse operative", "HGV driver", "plasterer", "barista", "software developer", "care worker",
               "taxi driver", "chef", "retail assistant", "electrician", "primary school teacher", "postman",
               "farmer", "accountant", "bus driver", "scaffolder", "hairdresser", "call centre advisor",
               "security guard", "forklift driver", "labourer", "roofer", "pharmacy technician", "graphic designer",
               "mechanic", "bricklayer", "cleaner", "kitchen porter", "delivery driver", "dairy farmer", "publican",
               "FIFO miner", "shearer", "chef de partie", "solicitor", "civil engineer", "joiner", "welder",
               "bar manager", "dental nurse", "library assistant", "fisherman", "soldier", "tiler", "carpenter",
               "bookkeeper", "web designer", "machinist", "sheet metal worker", "youth worker", "landscaper",
               "painter and decorator", "estate agent", "shop manager", "lorry driver", "butcher", "baker",
               "teaching assistant", "nail technician", "dog groomer", "plumber", "train conductor", "croupier",
               "model maker", "tradesman", "lecturer", "journalist", "sound engineer", "veterinary nurse",
               "bank clerk", "fitter", "courier", "stonemason", "mortgage adviser", "optician", "trawlerman"]
