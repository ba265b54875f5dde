"""Invented places, sites and organisations per country for dev386_en."""

COUNTRY_NAMES = {"UK": "United Kingdom", "US": "USA", "AU": "Australia", "CA": "Canada",
                 "IE": "Ireland", "NZ": "New Zealand"}

# countries mentioned as birthplace / travel / origin (COUNTRY spans)
OTHER_COUNTRIES = ["Portugal", "Poland", "Nigeria", "India", "Pakistan", "Jamaica", "Greece", "Italy", "Vietnam",
                   "Peru", "Spain", "Germany", "Lebanon", "Somalia", "Kenya", "Ghana", "China", "Korea",
                   "Romania", "Ukraine", "Fiji", "Samoa", "Tonga", "Thailand", "South Africa", "Canada",
                   "Australia", "New Zealand", "Scotland", "Wales", "Ireland", "Malta", "Cyprus", "Turkey",
                   "Egypt", "Brazil", "Mexico", "Chile", "Japan", "Sri Lanka", "Bangladesh", "Zimbabwe"]

# (town, region, postcode seed)
TOWNS = {
    "UK": [("Leeds", "West Yorkshire", "LS"), ("Halifax", "West Yorkshire", "HX"), ("Harrogate", "North Yorkshire", "HG"),
           ("Stockport", "Greater Manchester", "SK"), ("Bolton", "Greater Manchester", "BL"), ("Preston", "Lancashire", "PR"),
           ("Chester", "Cheshire", "CH"), ("Derby", "Derbyshire", "DE"), ("Lincoln", "Lincolnshire", "LN"),
           ("Norwich", "Norfolk", "NR"), ("Ipswich", "Suffolk", "IP"), ("Reading", "Berkshire", "RG"),
           ("Exeter", "Devon", "EX"), ("Truro", "Cornwall", "TR"), ("Swansea", "West Glamorgan", "SA"),
           ("Cardiff", "South Glamorgan", "CF"), ("Wrexham", "Clwyd", "LL"), ("Dundee", "Angus", "DD"),
           ("Perth", "Perthshire", "PH"), ("Paisley", "Renfrewshire", "PA"), ("Carlisle", "Cumbria", "CA"),
           ("Durham", "County Durham", "DH"), ("Whitby", "North Yorkshire", "YO"), ("Kendal", "Cumbria", "LA"),
           ("Shrewsbury", "Shropshire", "SY"), ("Hereford", "Herefordshire", "HR"), ("Maidstone", "Kent", "ME"),
           ("Worthing", "West Sussex", "BN"), ("Luton", "Bedfordshire", "LU"), ("Belfast", "County Antrim", "BT")],
    "US": [("Springfield", "IL", "627"), ("Dayton", "OH", "454"), ("Toledo", "OH", "436"), ("Albany", "NY", "122"),
           ("Rochester", "NY", "146"), ("Scranton", "PA", "185"), ("Allentown", "PA", "181"), ("Worcester", "MA", "016"),
           ("Lowell", "MA", "018"), ("Hartford", "CT", "061"), ("Richmond", "VA", "232"), ("Raleigh", "NC", "276"),
           ("Savannah", "GA", "314"), ("Tampa", "FL", "336"), ("Boise", "ID", "837"), ("Spokane", "WA", "992"),
           ("Eugene", "OR", "974"), ("Fresno", "CA", "937"), ("Tucson", "AZ", "857"), ("El Paso", "TX", "799"),
           ("Lubbock", "TX", "794"), ("Madison", "WI", "537"), ("Duluth", "MN", "558"), ("Des Moines", "IA", "503"),
           ("Omaha", "NE", "681"), ("Knoxville", "TN", "379"), ("Lexington", "KY", "405"), ("Billings", "MT", "591")],
    "AU": [("Parramatta", "NSW", "2150"), ("Newcastle", "NSW", "2300"), ("Wollongong", "NSW", "2500"),
           ("Dubbo", "NSW", "2830"), ("Geelong", "VIC", "3220"), ("Ballarat", "VIC", "3350"), ("Bendigo", "VIC", "3550"),
           ("Frankston", "VIC", "3199"), ("Toowoomba", "QLD", "4350"), ("Townsville", "QLD", "4810"),
           ("Cairns", "QLD", "4870"), ("Ipswich", "QLD", "4305"), ("Bunbury", "WA", "6230"), ("Fremantle", "WA", "6160"),
           ("Mount Gambier", "SA", "5290"), ("Glenelg", "SA", "5045"), ("Launceston", "TAS", "7250"),
           ("Hobart", "TAS", "7000"), ("Palmerston", "NT", "0830"), ("Belconnen", "ACT", "2617")],
    "CA": [("Hamilton", "ON", "L"), ("Kingston", "ON", "K"), ("Sudbury", "ON", "P"), ("Mississauga", "ON", "L"),
           ("Thunder Bay", "ON", "P"), ("Laval", "QC", "H"), ("Sherbrooke", "QC", "J"), ("Halifax", "NS", "B"),
           ("Moncton", "NB", "E"), ("Charlottetown", "PE", "C"), ("Winnipeg", "MB", "R"), ("Regina", "SK", "S"),
           ("Saskatoon", "SK", "S"), ("Red Deer", "AB", "T"), ("Lethbridge", "AB", "T"), ("Kelowna", "BC", "V"),
           ("Nanaimo", "BC", "V"), ("St. John's", "NL", "A")],
    "IE": [("Ballincollig", "Cork", "P31"), ("Mallow", "Cork", "P51"), ("Tralee", "Kerry", "V92"),
           ("Ennis", "Clare", "V95"), ("Galway", "Galway", "H91"), ("Tuam", "Galway", "H54"), ("Sligo", "Sligo", "F91"),
           ("Letterkenny", "Donegal", "F92"), ("Athlone", "Westmeath", "N37"), ("Navan", "Meath", "C15"),
           ("Drogheda", "Louth", "A92"), ("Swords", "Dublin", "K67"), ("Tallaght", "Dublin", "D24"),
           ("Naas", "Kildare", "W91"), ("Kilkenny", "Kilkenny", "R95"), ("Clonmel", "Tipperary", "E91"),
           ("Wexford", "Wexford", "Y35"), ("Castlebar", "Mayo", "F23")],
    "NZ": [("Hamilton", "Waikato", "3204"), ("Tauranga", "Bay of Plenty", "3110"), ("Rotorua", "Bay of Plenty", "3010"),
           ("Napier", "Hawke's Bay", "4110"), ("Palmerston North", "Manawatu-Whanganui", "4410"),
           ("Whanganui", "Manawatu-Whanganui", "4500"), ("New Plymouth", "Taranaki", "4310"),
           ("Nelson", "Nelson", "7010"), ("Timaru", "Canterbury", "7910"), ("Invercargill", "Southland", "9810"),
           ("Dunedin", "Otago", "9016"), ("Whangarei", "Northland", "0110"), ("Manukau", "Auckland", "2104"),
           ("Porirua", "Wellington", "5022"), ("Gisborne", "Gisborne", "4010")],
}

STATE_FULL = {"IL": "Illinois", "OH": "Ohio", "NY": "New York", "PA": "Pennsylvania", "MA": "Massachusetts",
              "CT": "Connecticut", "VA": "Virginia", "NC": "North Carolina", "GA": "Georgia", "FL": "Florida",
              "ID": "Idaho", "WA": "Washington", "OR": "Oregon", "CA": "California", "AZ": "Arizona", "TX": "Texas",
              "WI": "Wisconsin", "MN": "Minnesota", "IA": "Iowa", "NE": "Nebraska", "TN": "Tennessee",
              "KY": "Kentucky", "MT": "Montana", "NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland",
              "WA_AU": "Western Australia", "SA": "South Australia", "TAS": "Tasmania", "NT": "Northern Territory",
              "ACT": "Australian Capital Territory", "ON": "Ontario", "QC": "Quebec", "NS": "Nova Scotia",
              "NB": "New Brunswick", "PE": "Prince Edward Island", "MB": "Manitoba", "SK": "Saskatchewan",
              "AB": "Alberta", "BC": "British Columbia", "NL": "Newfoundland"}

STREET_NAMES = ["Kingsley", "Ashgrove", "Elm", "Meadowbank", "Holly", "Beech", "Marlborough", "Victoria", "Albert",
                "Station", "Church", "Mill", "Orchard", "Willow", "Hawthorn", "Priory", "Larch", "Chestnut",
                "Brookfield", "Riverside", "Highfield", "Lindley", "Carrington", "Fernbank", "Wentworth", "Rosebery",
                "Glenview", "Bellbird", "Kauri", "Totara", "Wattle", "Banksia", "Jacaranda", "Magnolia", "Sycamore",
                "Maple", "Cedar", "Lakeshore", "Pinecrest", "Harbour", "Quarry", "Tannery", "Foundry", "Clover",
                "Heather", "Thornbury", "Ballymore", "Knockmore", "Rathmore", "Seaview", "Cliff", "Ridgeway",
                "Summerhill", "Windsor", "Canal", "Wharf", "Bridge", "Abbey", "Oakwood", "Primrose", "Sandown"]

STREET_SUFFIX = {
    "UK": ["Road", "Lane", "Close", "Avenue", "Crescent", "Street", "Grove", "Drive", "Gardens", "Terrace", "Way", "Rd"],
    "US": ["Street", "St", "Avenue", "Ave", "Boulevard", "Blvd", "Drive", "Dr", "Court", "Ct", "Lane", "Road"],
    "AU": ["Street", "St", "Road", "Rd", "Parade", "Pde", "Crescent", "Cres", "Avenue", "Ave", "Close", "Court"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Way", "Court"],
    "IE": ["Road", "Park", "Avenue", "Grove", "Lawn", "Heights", "Close", "Drive", "Court", "View"],
    "NZ": ["Street", "St", "Road", "Rd", "Terrace", "Tce", "Place", "Crescent", "Avenue", "Drive"],
}

HOSPITALS = {
    "UK": ["Kelsall General Hospital", "Royal Whitmoor Infirmary", "St Aldhelm's Hospital", "Northmoor District Hospital",
           "Calder Vale Hospital", "Pennine Royal Hospital", "Queen Adela Hospital", "Hollins Park Community Hospital",
           "Marlowe University Hospital", "Westbury Cross Hospital", "St Brannoc's Hospital", "Ravensholme Infirmary"],
    "US": ["Lakeside General", "Mercy Ridge Medical Center", "St. Benedict's Hospital", "Valley Crest Regional Medical Center",
           "Harborview Pines Hospital", "Silver Creek Health", "Northfield Memorial Hospital", "Grand Prairie Medical Center",
           "Cedar Bluff Hospital", "St. Ansgar Medical Center"],
    "AU": ["Wattle Grove Hospital", "St Columba's Private Hospital", "Coral Bay Base Hospital", "Eastbrook Health",
           "Riverina Hills Hospital", "Mount Carrow Hospital", "Southern Cross Community Hospital", "Ironbark Regional Hospital"],
    "CA": ["Lakehead Regional Health Centre", "St. Brigid's Hospital", "Maple Ridge General", "Bayfield Memorial Hospital",
           "Hopewell Health Sciences Centre", "Sainte-Agathe Hospital", "Prairie Rose Hospital", "Fundy Coast Regional Hospital"],
    "IE": ["St Fiachra's University Hospital", "Mercy Strand Hospital", "Bon Secours Ardmore", "Corrib Regional Hospital",
           "St Kieran's General Hospital", "Shannonside University Hospital", "Our Lady of Lourdes Hospital Carrigmor"],
    "NZ": ["Waitaha Hospital", "Kowhai Base Hospital", "Te Puna Ora Hospital", "Harbourside Hospital",
           "Southland Plains Hospital", "Rimu Grove Hospital", "Pohutukawa Private Hospital"],
}

HEARING_CLINICS = {
    "UK": ["ClearTone Hearing Centre", "Quietwater Tinnitus Clinic", "Hearwell Audiology", "Northern Hearing Partnership",
           "Soundbridge Hearing Care", "Ouseburn Audiology"],
    "US": ["Bright Harbor Audiology", "Summit Hearing & Tinnitus Center", "Clear Path Hearing", "Riverbend Audiology Associates",
           "Quiet Mind Tinnitus Clinic", "Prairie Sound Hearing"],
    "AU": ["Soundwave Hearing Clinic", "Harbour Hearing Centre", "Tinnitus Care Australia Pty Ltd", "Blue Gum Audiology",
           "Kookaburra Hearing", "CalmEar Clinic"],
    "CA": ["Northern Lights Hearing Clinic", "Clinique Auditive Belair", "Trillium Audiology", "Harbourfront Hearing",
           "Evergreen Hearing Centre"],
    "IE": ["Lee Valley Hearing", "Atlantic Hearing Care", "Slaney Audiology", "Claddagh Hearing Centre", "Liffey Tinnitus Clinic"],
    "NZ": ["Tui Hearing Clinic", "Southern Alps Audiology", "Harbour City Hearing", "Kahu Hearing Centre", "Pounamu Audiology"],
}

PRACTICES = {
    "UK": ["Millbrook Surgery", "Ashgrove Medical Practice", "The Larches Health Centre", "Fernhill Surgery",
           "Canal Street Medical Group", "Orchard House Surgery", "Priory Lane Practice", "Beckside Health Centre"],
    "US": ["Harborside Family Medicine", "Oak Hollow Primary Care", "Crestview Internal Medicine", "Prairie Family Health",
           "Lakewood Medical Associates", "Riverstone Family Practice"],
    "AU": ["Bellbird Medical Centre", "Seaview Family Practice", "Jacaranda GP Clinic", "Northside Medical Group",
           "Wattle Street Surgery", "Harbourside Medical"],
    "CA": ["Maple Leaf Family Health Team", "Bayview Medical Clinic", "Cornerstone Family Practice", "Red River Medical",
           "Clinique Medicale Sainte-Rose"],
    "IE": ["Riverside Medical Centre", "Abbey Street Surgery", "Clonard Family Practice", "The Square Medical Practice",
           "Glenbeigh Health Centre"],
    "NZ": ["Kowhai Medical Centre", "Te Awa Health", "Harbour View Medical", "Totara Family Doctors", "Ranui Health Centre"],
}

PHARMACIES = ["Caldwell Pharmacy", "Greenway Chemist", "Bridge Street Pharmacy", "Kestrel Pharmacy", "Main Street Drug",
              "Harbourside Chemist", "Corrib Pharmacy", "Totara Pharmacy"]

WINGS = ["Harcourt Wing", "Pemberton Building", "Outpatients Block C", "Aurora Centre", "Lister Wing",
         "Kingfisher Building", "East Pavilion", "Beacon House", "Ground Floor, Riverside Block", "Nightingale Wing"]

LANDMARKS = ["Castlegate Bridge", "Millennium Stadium car park", "Abbotsford Leisure Centre", "Old Corn Exchange",
             "Fairview Shopping Centre", "St Olave's Church hall", "Crown & Anchor", "Brightwater Marina",
             "Kingsmead Park", "Town Hall clock tower", "Greyfriars Market", "Highfield Bowls Club", "Regent Cinema",
             "Elmstead Community Centre", "Hollybank Retirement Village"]

EMPLOYERS = ["Brennan Haulage Ltd", "Northgate Steel Fabrications", "Kestrel Print Works", "Harlow & Sons Joinery",
             "Meridian Call Solutions", "Bluewater Shipyard", "Fenwick Quarry Products", "Atlas Foundry",
             "Redline Couriers", "Crestline Logistics", "Sunbeam Bakeries", "Thornbury Packaging", "Iron Gate Brewing Co",
             "Coastline Fisheries", "Pinnacle Timber Mills", "Orbit Data Centres", "Greenfield Poultry",
             "Castleford Glassworks", "Hartley Motors", "Vantage Airline Services", "Clearwater Dairies",
             "Summit Concrete", "Lantern Theatre Company", "Riverside Academy", "St Bride's Primary School",
             "Holloway Grammar School", "Bayside High School", "Kilbride Community College", "Westgate Fire Brigade Club",
             "Northfield Brass Band", "Lakeside Rowing Club", "Granite Mining Co", "Pacific Rail Maintenance",
             "Oakridge Furniture Factory", "Moorland Farm Supplies", "Halcyon Nightclub", "Echo Studios",
             "Bridgewater Council Depot", "Kauri Forestry Ltd", "Prairie Grain Co-op"]

REPAIR_LABS = ["Soundfix Repairs Ltd", "AcuTech Hearing Repairs", "EarServ Laboratories", "ReHear Service Centre",
               "Precision Aid Repairs", "Nordic Hearing Service"]

INSURERS = {"US": ["Crestline Mutual", "Evergreen Health Plan", "Keystone BlueShield", "Pioneer Benefit Trust"],
            "AU": ["Harbour Health Fund", "Southern Star Health", "Coastal Members Health"],
            "CA": ["Maplegard Insurance", "Northstar Benefits", "Laurentian Life"],
            "IE": ["Emerald Health Insurance", "Celtic Care Cover"],
            "UK": ["Albion Private Health", "Fairway Medical Insurance"],
            "NZ": ["Kiwi Health Cover", "Southern Cross-Town Health Society"]}

CHURCHES = ["St Anselm's Parish Choir", "Bethel Pentecostal Church", "Our Lady of Mercy Parish", "Grace Community Church",
            "Kingsway Methodist Church", "Greek Orthodox Church of St Nektarios", "Al-Noor Mosque",
            "Temple Beth Shalom", "Gurdwara Sahib Nanak Darbar"]

ROOMS = ["1", "2", "3", "4", "5", "6", "7", "12", "14", "3A", "2B", "G14", "G07", "B2", "C3", "104", "212", "A1"]

# non-PHI public bodies and schemes (hard negatives), per country
PUBLIC_BODIES = {
    "UK": ["NHS", "DVLA", "HSE", "Access to Work", "NICE", "the DWP", "Social Services", "NHS 111"],
    "US": ["Medicare", "Medicaid", "the VA", "OSHA", "CMS", "the FDA", "NIOSH", "Social Security"],
    "AU": ["Medicare", "the Hearing Services Program", "DVA", "NDIS", "Centrelink", "WorkSafe", "TGA"],
    "CA": ["OHIP", "the ADP", "WSIB", "Veterans Affairs Canada", "Health Canada", "the CNIB"],
    "IE": ["the HSE", "the PCRS", "Citizens Information", "the RSA", "the HPRA"],
    "NZ": ["ACC", "Te Whatu Ora", "WINZ", "Pharmac", "WorkSafe NZ", "MoH"],
}

# departments / generic units (hard negatives)
DEPARTMENTS = ["Audiology", "ENT", "Adult Audiology", "Hearing Therapy", "Otolaryngology", "Neurotology",
               "Audiovestibular Medicine", "Radiology", "Outpatients", "Psychology", "Occupational Health",
               "Primary Care", "Balance Clinic", "Paediatric Audiology", "Medical Physics", "Clinical Psychology"]
