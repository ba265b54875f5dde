"""Invented place and organisation pools (towns are real, all sites and streets are invented)."""

# town, county (labelled CITY per the guideline), postcode area, dialling code
UK_TOWNS = [
    ("Harrogate", "North Yorkshire", "HG", "01423"), ("Ilkley", "West Yorkshire", "LS", "01943"),
    ("Bolton", "Greater Manchester", "BL", "01204"), ("Keswick", "Cumbria", "CA", "017687"),
    ("Whitstable", "Kent", "CT", "01227"), ("Bournemouth", "Dorset", "BH", "01202"),
    ("Truro", "Cornwall", "TR", "01872"), ("Shrewsbury", "Shropshire", "SY", "01743"),
    ("Lincoln", "Lincolnshire", "LN", "01522"), ("Worthing", "West Sussex", "BN", "01903"),
    ("Cheltenham", "Gloucestershire", "GL", "01242"), ("Llandudno", "Conwy", "LL", "01492"),
    ("Paisley", "Renfrewshire", "PA", "0141"), ("Norwich", "Norfolk", "NR", "01603"),
    ("Southport", "Merseyside", "PR", "01704"), ("Scarborough", "North Yorkshire", "YO", "01723"),
    ("Stockport", "Greater Manchester", "SK", "0161"), ("Crewe", "Cheshire", "CW", "01270"),
    ("Eastbourne", "East Sussex", "BN", "01323"), ("Torquay", "Devon", "TQ", "01803"),
    ("Kendal", "Cumbria", "LA", "01539"), ("Skipton", "North Yorkshire", "BD", "01756"),
    ("Dundee", "Angus", "DD", "01382"), ("Halifax", "West Yorkshire", "HX", "01422"),
    ("Barnstaple", "Devon", "EX", "01271"), ("Bangor", "Gwynedd", "LL", "01248"),
    ("Kettering", "Northamptonshire", "NN", "01536"), ("Clacton-on-Sea", "Essex", "CO", "01255"),
    ("Bexhill-on-Sea", "East Sussex", "TN", "01424"), ("Leamington Spa", "Warwickshire", "CV", "01926"),
    ("Morecambe", "Lancashire", "LA", "01524"), ("Blackpool", "Lancashire", "FY", "01253"),
    ("Wakefield", "West Yorkshire", "WF", "01924"), ("Newport", "Gwent", "NP", "01633"),
    ("Ayr", "Ayrshire", "KA", "01292"), ("Salisbury", "Wiltshire", "SP", "01722"),
]
# suburb/town, state abbreviation, state name, postcode, area code
AU_TOWNS = [
    ("Ballarat", "VIC", "Victoria", "3350", "03"), ("Bendigo", "VIC", "Victoria", "3550", "03"),
    ("Geelong", "VIC", "Victoria", "3220", "03"), ("Frankston", "VIC", "Victoria", "3199", "03"),
    ("Box Hill", "VIC", "Victoria", "3128", "03"), ("Reservoir", "VIC", "Victoria", "3073", "03"),
    ("Parramatta", "NSW", "New South Wales", "2150", "02"), ("Wollongong", "NSW", "New South Wales", "2500", "02"),
    ("Newcastle", "NSW", "New South Wales", "2300", "02"), ("Orange", "NSW", "New South Wales", "2800", "02"),
    ("Dubbo", "NSW", "New South Wales", "2830", "02"), ("Port Macquarie", "NSW", "New South Wales", "2444", "02"),
    ("Leichhardt", "NSW", "New South Wales", "2040", "02"), ("Toowoomba", "QLD", "Queensland", "4350", "07"),
    ("Caloundra", "QLD", "Queensland", "4551", "07"), ("Hervey Bay", "QLD", "Queensland", "4655", "07"),
    ("Cairns", "QLD", "Queensland", "4870", "07"), ("Bundaberg", "QLD", "Queensland", "4670", "07"),
    ("Glenelg", "SA", "South Australia", "5045", "08"), ("Mount Gambier", "SA", "South Australia", "5290", "08"),
    ("Victor Harbor", "SA", "South Australia", "5211", "08"), ("Fremantle", "WA", "Western Australia", "6160", "08"),
    ("Bunbury", "WA", "Western Australia", "6230", "08"), ("Mandurah", "WA", "Western Australia", "6210", "08"),
    ("Launceston", "TAS", "Tasmania", "7250", "03"), ("Devonport", "TAS", "Tasmania", "7310", "03"),
    ("Sandy Bay", "TAS", "Tasmania", "7005", "03"), ("Belconnen", "ACT", "Australian Capital Territory", "2617", "02"),
    ("Darwin", "NT", "Northern Territory", "0800", "08"), ("Alice Springs", "NT", "Northern Territory", "0870", "08"),
    ("Wagga Wagga", "NSW", "New South Wales", "2650", "02"), ("Shepparton", "VIC", "Victoria", "3630", "03"),
]

STREET_NAMES = ["Mill", "Church", "Station", "Victoria", "Albert", "Chapel", "Park", "Moor", "Beech",
                "Sycamore", "Hawthorn", "Meadow", "Orchard", "Kingsway", "Queens", "Hillside",
                "Brookfield", "Cemetery", "Wellington", "Nelson", "Foundry", "Tannery", "Granville",
                "Lister", "Primrose", "Heather", "Rowan", "Willow", "Cliff", "Harbour", "Banksia",
                "Wattle", "Jacaranda", "Grevillea", "Currawong", "Kookaburra", "Bottlebrush",
                "Ironbark", "Boronia", "Waratah", "Sturt", "Flinders", "Lonsdale", "Hopetoun",
                "Macquarie", "Bligh", "Murray", "Darling", "Esplanade", "Bayview", "Ridge", "Gum Tree"]
STREET_SUFFIX_UK = ["Lane", "Road", "Street", "Avenue", "Close", "Crescent", "Terrace", "Drive",
                    "Grove", "Way", "Gardens", "Row", "Place"]
STREET_SUFFIX_AU = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Court", "Crt", "Parade", "Drive",
                    "Dr", "Crescent", "Place", "Way", "Terrace", "Highway"]
UK_HOUSE_NAMES = ["Rose Cottage", "The Laurels", "Fernlea", "Hillcrest", "Brookside", "Ty Gwyn",
                  "Glenview", "The Old Forge"]

UK_HOSPITALS = ["Moorside General Hospital", "Royal Pennine Infirmary", "St Aidan's Hospital",
                "Queen Adelaide Hospital", "Kingsmead Community Hospital", "Castlegate Infirmary",
                "Airedale View Hospital", "St Hild's Hospital", "Wharfe Valley Hospital",
                "Royal Coastal Hospital", "Fellside District General", "Severnbank Hospital",
                "Princess Beatrice Hospital", "Northgate University Hospital"]
AU_HOSPITALS = ["Wattle Grove Hospital", "St Brigid's Private Hospital", "Eastern Plains Base Hospital",
                "Mount Lofty District Hospital", "Riverina Regional Health Campus", "Port Curtis Hospital",
                "Jacaranda Private Hospital", "Southern Bays Hospital", "Ironbark Health", "Coral Coast Hospital",
                "Banks Peninsula Health Service", "Queen Mary Repatriation Hospital", "St Ita's Hospital",
                "Greater Gippsland Hospital"]
UK_HOMES = ["Rosewood Lodge", "The Beeches Nursing Home", "Meadowbank House", "Hollybush Court",
            "Larkspur Grange", "Oakfield Manor Care Home", "Heatherlea Nursing Home", "Ashdene Court",
            "Thornbury House", "St Winifred's Care Home", "Kingfisher View", "Fernbank Residential Home",
            "Elmwood Grange", "Millbrook Care Centre", "Cherry Tree House", "Westcliffe Nursing Home",
            "Buttercup Hall", "Sandpiper Court"]
AU_HOMES = ["Banksia Gardens Aged Care", "Wattle Park Residential Care", "Grevillea Lodge",
            "Bottlebrush Manor", "Kookaburra Ridge Aged Care", "St Columba's Home for the Aged",
            "Seabreeze Residential Aged Care", "Karinya Aged Care", "Bellbird Hill Care Community",
            "Lilly Pilly Lodge", "Riverbend Residential Care", "Casuarina House", "Tuart Grove Aged Care",
            "Yarran Court", "Illawong Gardens", "Mercy Vale Aged Care", "Calliope Place"]
UNITS = ["Bluebell Unit", "Lavender Wing", "Acacia House", "Heather Suite", "Wren Unit",
         "Kingfisher Wing", "Magnolia Unit", "Waratah Wing", "Banksia Wing", "Rosella Unit",
         "Jasmine Suite", "Oak Wing", "Primrose Unit", "Seagull Wing", "Coral Unit"]
UK_WARDS = ["Nightingale Ward", "Ward 24", "Ward 7B", "Wensleydale Ward", "Beech Ward",
            "Elderly Care Ward 31", "Ward 12", "Cedar Ward", "Aysgarth Ward", "Harebell Ward"]
AU_WARDS = ["Ward 4C", "Aged Care Ward 6 North", "Ward 7A", "Kurrajong Ward", "Banksia Ward",
            "GEM Unit 2", "Ward 3 West", "Wattle Ward", "Geriatric Evaluation Unit 5B"]
UK_PRACTICES = ["Church Lane Medical Practice", "Wharfedale Health Centre", "Castle Street Surgery",
                "Ferncliffe Medical Group", "Parkside Surgery", "The Moorland Practice",
                "Riverside Medical Centre", "Abbey Green Surgery", "Brookvale Health Centre",
                "Marketgate Surgery"]
AU_PRACTICES = ["Bay Road Family Practice", "Sturt Street Medical Centre", "Lakeside Medical Clinic",
                "Jetty Road Medical", "Hilltop Family Doctors", "Lonsdale Street General Practice",
                "Harbourview Medical Group", "Ridge Road Medical Centre", "Bridge Street Clinic"]
UK_PHARMACIES = ["Greenway Pharmacy", "Priestley's Chemist", "Northgate Pharmacy", "Harlow & Finch Chemists",
                 "Market Cross Pharmacy", "Well Lane Pharmacy"]
AU_PHARMACIES = ["Harbourside Pharmacy", "Jetty Road Chemist", "Midtown Discount Pharmacy",
                 "Bellbird Pharmacy", "Sturt Street Amcare Pharmacy", "Gumtree Compounding Chemist"]
UK_MEMORY = ["Moorside Memory Assessment Service", "Pennine Memory Clinic", "Fernhill Memory Service",
             "Harbour Lights Memory Clinic", "St Aidan's Memory Clinic"]
AU_MEMORY = ["Cognitive Dementia and Memory Service at Wattle Grove", "Southern Bays Memory Clinic",
             "Ironbark Cognitive Clinic", "Eastern Plains CDAMS", "Riverina Memory Clinic"]
UK_FALLS = ["Kingsmead Falls and Bone Health Clinic", "Moorside Falls Service", "Fellside Falls Clinic"]
AU_FALLS = ["Wattle Grove Falls and Balance Clinic", "Southern Bays Falls Clinic", "Mount Lofty Falls Clinic"]

# (church, religion, countries)
CHURCHES = [("St Mary's Parish", "Roman Catholic", "UK AU"), ("Holy Trinity Church", "Church of England", "UK"),
            ("Holy Trinity Anglican Church", "Anglican", "AU"), ("St Anne's Catholic Church", "Roman Catholic", "UK AU"),
            ("Bethel Methodist Chapel", "Methodist", "UK"), ("St Nicholas Greek Orthodox Church", "Greek Orthodox", "UK AU"),
            ("Our Lady of Lourdes Parish", "Roman Catholic", "UK AU"), ("Gurdwara Sahib Leeds Road", "Sikh", "UK"),
            ("Central Baptist Church", "Baptist", "UK AU"), ("Uniting Church Hopetoun Road", "Uniting Church", "AU"),
            ("St Andrew's Presbyterian Church", "Presbyterian", "UK AU"), ("Kingdom Hall Meadow Lane", "Jehovah's Witness", "UK AU"),
            ("Salvation Army Citadel Park Street", "Salvation Army", "UK AU"), ("St Teilo's Church in Wales", "Church in Wales", "UK"),
            ("Sts Peter and Paul Maltese Parish", "Roman Catholic", "AU")]
EMPLOYERS_UK = ["Holloway Textiles", "Marsden's Biscuits", "Pennine Coachworks", "Crowther & Sons Builders",
                "Northern Lights Electrical", "Bramley Mill", "Greenbank Dairies", "Wharfe Valley Co-operative",
                "Ackroyd Printing Works", "Castlegate Foundry", "Sutcliffe Engineering"]
EMPLOYERS_AU = ["Bellbird Dairy Co-op", "Southern Cross Woolstores", "Tregear Motors", "Ironbark Timber Mill",
                "Coral Coast Canning", "Harbour Board Stevedores", "Gippsland Power Station Co",
                "Murray Valley Fruit Packers", "Kingfisher Shoe Factory", "Dunstan Brothers Hardware"]
CLUBS_UK = ["Ashgrove Bowls Club", "Royal British Legion Keswick branch", "Friendship Club at Bethel Chapel",
            "Men's Shed Riverside", "Women's Institute Fernlea branch", "Sandpiper Golf Club", "Pennine Choral Society",
            "Moorside Working Men's Club", "Castlegate Allotment Society"]
CLUBS_AU = ["Ashgrove Bowls Club", "Harbour Lights RSL", "Legacy Club of Bellbird", "Men's Shed Riverside",
            "CWA Orange branch", "Probus Club of Glenelg", "Sandpiper Golf Club", "Italo-Australian Social Club",
            "Hellenic Seniors Club", "Gumtree Croquet Club"]
SOLICITORS = ["Pemberton & Lowe Solicitors", "Hartley Cooper LLP", "Ashby Dunn Lawyers",
              "McInerney & Galea Legal", "Thornton Wills and Probate", "Harcourt Legal Services"]
FUNERAL = ["Rowntree & Daughters Funeral Directors", "Blackwood Family Funerals",
           "Tranquil Gardens Funerals", "C. Pascoe & Sons Funeral Directors"]
HOME_CARE = ["BrightCare Home Services", "Willow Homecare", "Helping Hands at Home Ltd",
             "Kinder Care Community Services", "Blue Wren Home Support", "Comfort Keepers Northside"]
LANDMARKS = ["the clock tower", "the pier", "the war memorial", "the old Post Office", "the bandstand",
             "the jetty", "the botanical gardens", "the town hall"]
LANDMARK_NAMES = ["Harbour View Tower", "Jubilee Clock Tower", "Rotunda Gardens", "Anzac Memorial Park",
                  "Victoria Jetty", "Castle Hill Lookout", "Endeavour Pier", "Beacon Point"]
