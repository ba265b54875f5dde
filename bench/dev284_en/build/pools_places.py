"""Invented towns, streets, hospitals, wards, buildings and organisations.
States, provinces, counties of Ireland and countries are real geography."""


def _b(s):
    return [x.strip() for x in s.split("|") if x.strip()]


TOWNS = {
    "UK": _b("Ashcombe|Brackenfield|Cresswold|Dunmere|Eastfold|Fennick|Gorsley|Hallowfield|"
             "Ingleby Cross|Kettlewick|Lowthorpe|Marrowby|Netherwick|Oakhurst|Pellingham|"
             "Quenby|Redmarsh|Saltmere|Thornaby Vale|Upwell Cross|Wexcombe|Yarrowfield|"
             "Coldmoor|Millbourne|Stanlow Bay|Kingsmere|Hartwell Moor|Birchley|Calderwick|"
             "Selsworth|Amblecote Green|Dunholt"),
    "IE": _b("Kilcorran|Ballyfinnane|Carraglass|Drumcashel|Glenmoy|Lisnagarra|Tullaghmore|"
             "Rathkeel|Ballinmore Bridge|Knockavanna|Castlederry|Cloonbeg|Ardnacross|"
             "Killeenmore|Mullaghbeg|Inchavore|Bunratty Cross|Dromaleen"),
    "US": _b("Marlow Creek|Ashbury Falls|Cedar Hollow|Pine Bluff Junction|Granton|"
             "Hollis Springs|Bramwell|Lakeview Heights|Fairhaven Mills|Redwater|Sutter Ridge|"
             "Millbrook Center|Oakdale Crossing|Brandon Gap|Elk Prairie|Stonebridge|"
             "Harlan Point|Westover|Kessler City|Greyson|Quarry Flats|New Tamsin"),
    "AU": _b("Wattle Creek|Port Kellan|Banksia Downs|Coorabin|Yarralong|Mallee Springs|"
             "Tarrawonga|Bellbird Ridge|Wirrabilla|Jindalee Park|Koonalda Bay|Bungarra|"
             "Kookaburra Flat|Murrindal Heads|Gillamby|Emu Vale|Currawong Point"),
    "CA": _b("Riverton Falls|Lac-Sainte-Odile|Pinecrest|Maple Hollow|Saint-Anselme-du-Lac|"
             "Cedar Narrows|Port Alder|Kingsbridge Landing|Moose Hollow|Elmvale Junction|"
             "North Tamsworth|Bellefleur|Caribou Crossing|Tamarack Bay|Sainte-Brigitte-des-Pins"),
}

# counties used as CITY-type places
COUNTIES = {
    "UK": _b("Hollinshire|North Marrowby|Wexshire|East Dunmere|Calder Vale"),
    "IE": _b("Co. Cork|Co. Kerry|Co. Galway|Co. Mayo|Co. Donegal|Co. Limerick|Co. Tipperary|"
             "Co. Wexford|Co. Kilkenny|Co. Sligo|Co. Clare|Co. Meath|Co. Louth|Co. Offaly|"
             "Co. Laois|Co. Westmeath"),
}

STATES = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Massachusetts", "MA"), ("Texas", "TX"),
           ("Illinois", "IL"), ("Pennsylvania", "PA"), ("Minnesota", "MN"), ("Georgia", "GA"),
           ("Michigan", "MI"), ("Arizona", "AZ"), ("Wisconsin", "WI"), ("New York", "NY"),
           ("North Carolina", "NC"), ("Colorado", "CO"), ("Maine", "ME"), ("Vermont", "VT"),
           ("Iowa", "IA"), ("Kentucky", "KY"), ("Tennessee", "TN"), ("Missouri", "MO"),
           ("Virginia", "VA"), ("Washington", "WA"), ("Indiana", "IN")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT"), ("Northern Territory", "NT")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
           ("Manitoba", "MB"), ("Saskatchewan", "SK"), ("Nova Scotia", "NS"),
           ("New Brunswick", "NB"), ("Quebec", "QC"), ("Newfoundland and Labrador", "NL"),
           ("Prince Edward Island", "PE")],
}

AU_POST_FIRST = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7",
                 "ACT": "2", "NT": "0"}

COUNTRIES_ABROAD = _b("Portugal|Nigeria|Poland|India|Pakistan|Philippines|Spain|Canada|"
                      "Australia|New Zealand|Ireland|Romania|Ghana|Kenya|Somalia|Vietnam|"
                      "Brazil|Italy|Greece|Lebanon|Turkey|Iran|South Africa|Jamaica|Mexico|"
                      "Germany|France|Sri Lanka|Bangladesh|China|Malaysia|Fiji|Tonga|"
                      "United States|Scotland|Zimbabwe|Ukraine|Lithuania")

STREET_WORDS = _b("Elm|Oak|Birch|Sycamore|Hawthorn|Rowan|Chestnut|Willow|Larch|Alder|"
                  "Juniper|Heather|Bracken|Foxglove|Kingfisher|Lapwing|Curlew|Mill|Church|"
                  "Station|Bridge|Quarry|Tannery|Forge|Chapel|Orchard|Meadow|Brook|Ferry|"
                  "Harbour|Beacon|Castle|Abbey|Priory|Glebe|Rectory|Cooper|Fletcher|Wheeler|"
                  "Thistle|Saddler|Lantern|Copperbeech|Marlpit|Cobbler|Tinker|Salters|Ropewalk")
STREET_WORDS_AU = _b("Banksia|Waratah|Jacaranda|Grevillea|Bottlebrush|Ironbark|Kurrajong|"
                     "Wombat|Lorikeet|Boronia|Coolabah|Tuart")
STREET_WORDS_CA = _b("Maple|Tamarack|Spruce|Birchwood|Laurentide|Voyageur|Beaver|Loon|"
                     "Cedarvale|Trillium|Rideau Ridge|Champlain")
STREET_WORDS_US = _b("Magnolia|Hickory|Dogwood|Cottonwood|Pecan|Sassafras|Buckeye|Prairie|"
                     "Liberty|Jefferson Park|Franklin Mill|Sequoia")

STREET_SUFFIX = {
    "UK": _b("Road|Street|Lane|Avenue|Close|Crescent|Drive|Terrace|Way|Gardens|Grove|Row"),
    "IE": _b("Road|Street|Lane|Avenue|Park|Crescent|Drive|Terrace|Grove|Heights|Court"),
    "US": _b("Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Boulevard|Blvd|Court|Ct|Way|Pkwy"),
    "AU": _b("Street|St|Road|Rd|Avenue|Ave|Parade|Pde|Crescent|Cres|Drive|Dr|Court|Ct|Close"),
    "CA": _b("Street|Avenue|Road|Drive|Boulevard|Crescent|Court|Way|Line|Sideroad"),
}

SAINTS = _b("Aldhelm|Brigid|Finnian|Columba|Gerard|Winifred|Cuthbert|Ignatius|Bartholomew|"
            "Hilda|Ambrose|Oswin|Kevin|Agatha|Monica|Benedict|Clement|Jude|Swithun|Dympna|"
            "Fursey|Petroc|Enda|Kieran")

HOSP_PATTERNS = {
    "UK": _b("{T} General Hospital|Royal {T} Infirmary|{T} District General Hospital|"
             "St {S}'s Hospital|{T} Community Hospital|{T} University Hospital|"
             "Queen Adelaide Hospital {T}|{T} Royal Hospital"),
    "IE": _b("University Hospital {T}|St {S}'s University Hospital|{T} Regional Hospital|"
             "Mercy Hospital {T}|{T} General Hospital|St {S}'s Community Hospital"),
    "US": _b("{T} Regional Medical Center|St. {S} Medical Center|{T} Memorial Hospital|"
             "Mercy {T} Hospital|{T} Community Hospital|{T} Health Center|"
             "{T} University Medical Center"),
    "AU": _b("{T} Base Hospital|{T} District Hospital|{T} Hospital|St {S}'s Private Hospital|"
             "Royal {T} Hospital|{T} Health Service"),
    "CA": _b("{T} General Hospital|{T} Health Centre|Hôpital Sainte-{S}|{T} Memorial Hospital|"
             "St. {S}'s Health Centre|{T} District Hospital"),
}

ORG_PATTERNS = {
    "UK": _b("{T} and {T2} Hospitals NHS Foundation Trust|{T} Teaching Hospitals NHS Trust|"
             "{T} Healthcare NHS Trust"),
    "IE": _b("{T} Hospitals Group|South-{T} Health Region|{T} Hospital Group"),
    "US": _b("{T} Health System|{T} Health Partners|{T} Healthcare Network"),
    "AU": _b("{T} Local Health District|{T} Health|{T} Hospital and Health Service"),
    "CA": _b("{T} Regional Health Authority|{T} Health Network|{T} Health Services"),
}

AMBULANCE = {
    "UK": _b("Northmoor Ambulance Service|Western Shires Ambulance Service|"
             "Eastcoast Ambulance Service NHS Trust|{T} Ambulance Control"),
    "IE": _b("National Ambulance Service Control {T}|Southern Ambulance Control|"
             "{T} Fire & Ambulance Control"),
    "US": _b("{T} County EMS|{T} Fire Rescue|Tri-County Ambulance|Redline Medical Transport"),
    "AU": _b("{T} Ambulance Operations Centre|Coastal Ambulance Service|"
             "Outback Air Retrieval Service"),
    "CA": _b("{T} Paramedic Services|{T} EMS Dispatch|Northern Lakes Ambulance"),
}

ORGS_MISC = _b(
    "Brightline Telecom Services|Corvex Paging Ltd|Tellan Communications|Halden Radio Systems|"
    "Sentrix Security|Guardwell Facilities|Blue Star Cabs|Kestrel Taxis|Harbour Freight Logistics|"
    "Kellan Dairy Co-operative|Pinnacle Roofing|Ridgeway Builders|Marrowby Borough Council|"
    "LinguaLine Interpreting|Bluebell Home Care|Sunrise Community Care|Northgate Cold Stores|"
    "Tamsin Valley Schools District|Greenacre Garden Centre|Fennick Rugby Club|"
    "Corrib Print Works|Old Mill Brewing Company|Saltmere Packaging|Atlas Data Recovery|"
    "Kingsmere Evening Post|The Dunmere Courier|Port Kellan Fisheries|Maple Leaf Transit Company|"
    "Prairie Grain Cooperative|Westover Logistics|Carraglass Creamery|Coorabin Shire Council|"
    "VoiceVault Archiving Ltd|Quayside Recruitment|Halcyon Locum Agency|MedStaff Direct")

TAXI_ORGS = _b("Blue Star Cabs|Kestrel Taxis|Town & County Cars|Harbour Cabs|Silverline Taxis|"
               "A1 Cars|Yellow Ribbon Cabs")
MEDIA_ORGS = _b("Kingsmere Evening Post|The Dunmere Courier|Radio Saltmere|Valley Gazette|"
                "Coastline FM|The Riverton Herald|Port Kellan Times")
INTERP_ORGS = _b("LinguaLine Interpreting|WordBridge Language Services|Polyglot Health Interpreters")
PAGING_VENDORS = _b("Brightline Telecom Services|Corvex Paging Ltd|Tellan Communications|"
                    "Halden Radio Systems")
LOCUM_AGENCIES = _b("Halcyon Locum Agency|MedStaff Direct|Quayside Recruitment|"
                    "Northstar Medical Staffing")
SCHOOL_PATTERNS = _b("{T} High School|St {S}'s Primary School|{T} Community College|"
                     "{T} Academy|Scoil {S}")

WARD_NAMES = _b("Nightingale Ward|Cedar Ward|Larch Ward|Kingfisher Ward|Heron Ward|"
                "Elgar Ward|Rowan Ward|Beech Ward|Osprey Ward|Curlew Ward|Lavender Ward|"
                "St Luke's Ward|Harebell Ward|Puffin Ward|Wren Ward|Aspen Ward|Hazel Ward|"
                "Primrose Ward|Merlin Ward|Bluebell Ward")
WARD_NAMES_IE = _b("St Joseph's Ward|Our Lady's Ward|St Brigid's Ward|Cuan Ward|Mo Chroí Ward|"
                   "St Enda's Ward|Ward 4 East")
WARD_NAMES_AU = _b("Banksia Ward|Waratah Ward|Ward 3B|Ward 5A|Jacaranda Unit|Kookaburra Ward|"
                   "Mallee Ward|Ward 7 South")

BUILDINGS = _b("Jubilee Wing|Tower Block|Lister Building|Beacon Block|North Pavilion|"
               "Orchard House|Maple Tower|East Annex|Old Nurses' Home|Coronation Wing|"
               "Harvey Building|Riverside Block|Founders' Wing|Millennium Building|"
               "Kestrel House|Pavilion 3|Outpatients Block C")
CARPARKS = _b("Car Park C|Car Park 4|Multi-storey car park B|Staff Car Park 2|"
              "Visitor Car Park A|Level 3 staff car park")
LANDMARKS = _b("Kingsmere Retail Park|Saltmere Arena|Quayside Shopping Centre|"
               "Fennick bus station|Dunmere Leisure Centre|Marrowby railway bridge|"
               "Old Corn Exchange|Harbour View caravan park|Brackenfield Showground|"
               "Westover Mall|Pine Bluff rail yard|Lakeview Sports Complex|"
               "Koonalda Bay surf club|Tarrawonga Showgrounds|Port Alder ferry terminal|"
               "Glenmoy Mart|Ballyfinnane GAA grounds|Riverton Falls arena")

GP_PATTERNS = _b("{W} Surgery|{T} Medical Centre|{W} Street Health Centre|{T} Family Practice|"
                 "{W} Park Medical Practice|{T} Primary Care Clinic")
CARE_HOME_PATTERNS = _b("{W}bank Care Home|{W} Lodge Nursing Home|{W} House Residential Home|"
                        "{T} Aged Care|{W}haven Nursing Home|{T} Long Term Care")
PHARM_PATTERNS = _b("{T} Pharmacy|{W} Street Pharmacy|{W} Chemist|{T} Drug Mart|"
                    "{W} Lane Pharmacy")
