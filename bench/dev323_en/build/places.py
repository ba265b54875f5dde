"""Invented places and organisations (cities, streets, hospitals, schools,
employers).  Regions (states, provinces, counties) and countries are real
administrative names; everything below the region level is made up."""


def _l(s):
    return [w.strip() for w in s.split("|") if w.strip()]


CITIES = {
    "US": _l("Brannock|Cedarvale|Delmont Heights|Eastbrook Harbor|Grayhaven|"
             "Harlow Springs|Iversonville|Juniper Flats|Kestler|Lorrimer|"
             "Marlow Falls|North Caddington|Osprey Point|Palisade City|"
             "Quarry Hill|Redmond Hollow|Silverbirch|Tamsin Bay|Upton Ridge|"
             "Valemont|Westerleigh|Yarrowfield|Zephyr Lake|Port Anselm|"
             "Mount Calder|Briarcliff Station|New Brettany|Hollins Ferry|"
             "Fallon Creek|Otter Bend"),
    "UK": _l("Ashwick Moor|Caddenham|Bramcote Edge|Wexthorpe|Kesbury|"
             "Lindhurst Magna|Nethercombe|Pellingford|Quenby Cross|"
             "Selbourne Hythe|Thornleigh|Ullswick|Hallowby|Gorsedene|"
             "Fenmarket|Elmstow|Dunhaven|Caldmouth|Brackenbury St Giles|"
             "Marlstead|Kirkhallow|Strathmorven|Glenarvie|Inverlochty|"
             "Llanfechan|Aberwenny|Pontrhydd|Ballymorrin|Carrickbane|"
             "Oxley Tarn"),
    "IE": _l("Ballyfern|Kilbarron|Clonmoreen|Rathcullen|Drumkeel|Castlederry|"
             "Ardnacross|Lisnagree|Inchvale|Carrigmore Bridge|Templeshane|"
             "Knockaville|Glenasheen|Annaghbeg|Derrylane|Ballinkeeny|"
             "Kilcrannagh|Moyvalley Cross|Corrabawn|Tobernalt Bridge"),
    "CA": _l("Port Alder|Lac-Sainte-Aurore|Saint-Éloi-des-Monts|Maplegrove|"
             "Fort Kessick|Brackwater|Thunder Ridge|Cedar Narrows|"
             "Pinehurst Landing|Gananook|Kinnaird Falls|Mistassin Bay|"
             "Westholm|Ravenscrag|New Lorne|Beaupré-sur-Rivière|"
             "Sandpiper Cove|Elk Meadows|Caribou Flats|Tessier Mills"),
    "AU": _l("Koorabunna|Wattle Creek|Mount Ellery|Banksia Heights|Yarralong|"
             "Port Kenning|Bellbird Flat|Gillamurra|Wandibrook|Tallowood Park|"
             "Coolibar Springs|Narrawin|Redgum Vale|Jabiru Point|Emu Downs|"
             "Mallee Ridge|Cassowary Beach|Boorinda|Tindarra|Quandong Hill"),
    "NZ": _l("Waikoropa|Te Rauwhenua|Kōwhai Bay|Matawaka Heights|Rimu Flat|"
             "Puketāwhero|Ōrākeinui|Hokimatua|Port Tamsin|Tōtara Downs|"
             "Kahuroa|Manukorihi Valley|Ngāio Hill|Whetūroa|Harakeke Bay|"
             "Tūrangaroa|Arahiwi|Pohutu Grove|Kererū Point|Maukatere"),
    "ZA": _l("Protea Ridge|Emthunzini Park|Rooiwaterkloof|Doringfontein|"
             "Vaalbos|Port Adelina|Kwa-Lindelani|Sonnedal|Wilgerivier Park|"
             "Nooitgedag-Oos|Mooikrans|Ezizweni Heights|Kleinfontein-Noord|"
             "Soetwater Bay|Ndlovini|Ridgehaven|Duiwelskop|Umhlabasi"),
    "IN": _l("Sahyadri Nagar|Kalyanpur East|Suryodaya Nagar|Nandigrama|"
             "Vasantpura|Indrapuri Layout|Chandrakala Nagar|Ramapuram West|"
             "Anandavanam|Kaveripatna|Shivalaya Puram|Madhuban Enclave|"
             "Tulsivanam|Gokulpeth East|Amritkunj"),
}

REGIONS = {
    "US": [("Ohio", "OH"), ("Michigan", "MI"), ("Pennsylvania", "PA"),
           ("Oregon", "OR"), ("Georgia", "GA"), ("Texas", "TX"),
           ("Minnesota", "MN"), ("Virginia", "VA"), ("Colorado", "CO"),
           ("Wisconsin", "WI"), ("North Carolina", "NC"), ("Arizona", "AZ"),
           ("Tennessee", "TN"), ("Massachusetts", "MA"), ("Iowa", "IA"),
           ("Kentucky", "KY"), ("Maine", "ME"), ("Nebraska", "NE"),
           ("Washington", "WA"), ("Missouri", "MO"), ("Utah", "UT"),
           ("New Mexico", "NM"), ("Vermont", "VT"), ("Illinois", "IL")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
           ("Manitoba", "MB"), ("Nova Scotia", "NS"), ("Quebec", "QC"),
           ("Saskatchewan", "SK"), ("New Brunswick", "NB"),
           ("Newfoundland and Labrador", "NL")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"),
           ("Queensland", "QLD"), ("Western Australia", "WA"),
           ("South Australia", "SA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT"),
           ("Northern Territory", "NT")],
    "NZ": [("Canterbury", "Canterbury"), ("Waikato", "Waikato"),
           ("Otago", "Otago"), ("Bay of Plenty", "Bay of Plenty"),
           ("Manawatū-Whanganui", "Manawatū-Whanganui"),
           ("Hawke's Bay", "Hawke's Bay"), ("Taranaki", "Taranaki"),
           ("Northland", "Northland"), ("Southland", "Southland")],
    "ZA": [("Gauteng", "GP"), ("Western Cape", "WC"),
           ("KwaZulu-Natal", "KZN"), ("Eastern Cape", "EC"),
           ("Free State", "FS"), ("Limpopo", "LP"), ("Mpumalanga", "MP"),
           ("North West", "NW")],
    "IN": [("Karnataka", "KA"), ("Tamil Nadu", "TN"), ("Kerala", "KL"),
           ("Maharashtra", "MH"), ("Telangana", "TS"), ("Gujarat", "GJ"),
           ("Punjab", "PB"), ("West Bengal", "WB"), ("Uttar Pradesh", "UP")],
    "UK": [],
    "IE": [],
}

# counties are annotated as CITY (guideline: town, city, county)
COUNTIES = {
    "IE": _l("Co. Meath|Co. Kildare|Co. Galway|Co. Cork|Co. Kerry|Co. Mayo|"
             "Co. Donegal|Co. Wexford|Co. Tipperary|Co. Limerick|Co. Louth|"
             "Co. Wicklow|Co. Clare|Co. Sligo|Co. Offaly|Co. Laois|"
             "Co. Westmeath|Co. Cavan"),
    "UK": _l("Derbyshire|Cumbria|Norfolk|Devon|Lancashire|Kent|Shropshire|"
             "Northumberland|Fife|Gwynedd|Co. Antrim|Co. Fermanagh|"
             "Dorset|Powys"),
}

COUNTRY_NAMES = {
    "US": ["USA", "United States"], "UK": ["United Kingdom", "UK"],
    "IE": ["Ireland"], "CA": ["Canada"], "AU": ["Australia"],
    "NZ": ["New Zealand"], "ZA": ["South Africa"], "IN": ["India"],
}

# countries mentioned in narrative (birthplace, travel, relocation)
WORLD = _l("Poland|Nigeria|Portugal|the Philippines|India|Pakistan|Brazil|"
           "Somalia|Ghana|Romania|Vietnam|Lebanon|Greece|Italy|Spain|Tonga|"
           "Samoa|Fiji|Kenya|Zimbabwe|Ukraine|Germany|the Netherlands|"
           "Malaysia|Sri Lanka|Bangladesh|China|South Korea|Japan|Mexico|"
           "Colombia|Chile|Egypt|Turkey|Iran|Ethiopia|Eritrea|Sudan|Croatia|"
           "Lithuania|Latvia|France|Canada|Australia|"
           "New Zealand|Ireland|South Africa|Singapore|Jamaica")

STREET_BASE = _l(
    "Larkspur|Alder|Juniper|Wexley|Harcourt|Marigold|Bramble|Foxglove|"
    "Kestrel|Heron|Linden|Rowan|Sycamore|Chestnut|Hazel|Orchard|Quarry|"
    "Mill|Station|Church|Meadow|Ferry|Beacon|Tannery|Ropewalk|Copperbeech|"
    "Thistle|Blackthorn|Cormorant|Dunlin|Kittiwake|Hollybank|Fernside|"
    "Cobbler's|Weaver|Saddler|Lantern|Pinfold|Granary|Cloister|Barley|"
    "Wheatsheaf|Lavender|Primrose|Old Forge|Tinker's|Greyfriars|Summerhill|"
    "Nightjar|Osier|Willowmere|Brookside|Ashgrove|Glebe|Maltings|Clover|"
    "Hawthorn|Amberley|Calloway|Dunmore|Fairview|Glenview|Highfield|"
    "Kingsley|Lockhart|Merriweather|Northgate|Pennant|Redcliffe|Southwold|"
    "Tarrant|Wickham|Yew Tree")
STREET_LOCAL = {
    "US": _l("Magnolia|Sassafras|Bluebonnet|Pecan|Dogwood|Cottonwood|"
             "Aspen|Sequoia|Mesquite|Cardinal|Hickory|Sumac|Prairie Rose"),
    "UK": _l("Vicarage|Manor Farm|Pound|Rectory|Bridle|Smithy|Chapel Fold"),
    "IE": _l("Ard na Gréine|Cluain Mór|Bóthar na Trá|Páirc an Locha|"
             "Woodbine|Whitethorn|Sallins"),
    "CA": _l("Tamarack|Birchwood|Muskeg|Maple Leaf|Chinook|Rue des Érables|"
             "Rue du Quai|Loon"),
    "AU": _l("Banksia|Waratah|Jacaranda|Bottlebrush|Grevillea|Ironbark|"
             "Lilly Pilly|Kurrajong|Currawong|Kookaburra"),
    "NZ": _l("Kōwhai|Pōhutukawa|Tōtara|Rimu|Karaka|Mānuka|Kererū|Tūī|"
             "Harakeke|Pūriri"),
    "ZA": _l("Protea|Jakaranda|Kiepersol|Bosbok|Suikerbos|Disa|Umdoni|"
             "Tambotie|Vygie"),
    "IN": _l("Gulmohar|Ashoka|Champa|Neelgiri|Kadamba|Mogra|Parijat|"
             "Tulsi"),
}
STREET_SUFFIX = {
    "US": _l("Street|Avenue|Ave|Boulevard|Blvd|Drive|Dr|Lane|Court|Road|Rd|"
             "Way|Place|Terrace|Circle|Trail|Parkway"),
    "UK": _l("Road|Street|Lane|Close|Crescent|Grove|Gardens|Way|Mews|Avenue|"
             "Drive|Terrace|Walk|Rise|View"),
    "IE": _l("Road|Avenue|Park|Grove|Lawns|Drive|Heights|Court|Close|Crescent|"
             "Manor|Downs"),
    "CA": _l("Street|Avenue|Crescent|Drive|Boulevard|Road|Way|Court|Trail|"
             "Gate"),
    "AU": _l("Street|St|Road|Rd|Parade|Avenue|Crescent|Court|Close|Place|"
             "Highway|Esplanade"),
    "NZ": _l("Street|Road|Terrace|Crescent|Avenue|Place|Drive|Grove|Rise|"
             "Lane"),
    "ZA": _l("Street|Road|Avenue|Crescent|Drive|Close|Laan|Straat"),
    "IN": _l("Road|Main Road|Cross|Street|Marg|Lane"),
}

HOSP_FIXED = {
    "US": _l("Brannock Children's Medical Center|Lorrimer University Hospital|"
             "St. Anselm Mercy Medical Center|Grayhaven Heart Institute|"
             "Osprey Point Women's and Infants' Hospital|"
             "Harlow Springs Regional Medical Center|"
             "Valemont Community Hospital|Tamsin Bay Children's Hospital"),
    "UK": _l("Royal Caddenham Children's Hospital|Wexthorpe General Infirmary|"
             "St Aldric's University Hospital|"
             "Kesbury Women's and Newborn Centre|"
             "Lindhurst Heart and Lung Centre|Queen Adela Hospital|"
             "Strathmorven Royal Hospital for Children|"
             "Aberwenny University Hospital"),
    "IE": _l("St Colmcille's Children's Hospital|Rathcullen University Hospital|"
             "Kilbarron Maternity Hospital|Castlederry Regional Hospital|"
             "Ardnacross General Hospital|St Finnian's University Hospital"),
    "CA": _l("Port Alder Children's Health Centre|Hôpital Sainte-Aurore|"
             "Kinnaird Falls General Hospital|Westholm Heart Institute|"
             "Ravenscrag Women's College Hospital|"
             "Fort Kessick Regional Health Centre"),
    "AU": _l("Koorabunna Children's Hospital|Royal Yarralong Hospital|"
             "Mount Ellery Women's Hospital|Banksia Heights Private Hospital|"
             "Gillamurra Base Hospital|Port Kenning Hospital"),
    "NZ": _l("Te Rauwhenua Children's Hospital|Waikoropa Hospital|"
             "Matawaka Base Hospital|Harakeke Bay Hospital|"
             "Port Tamsin Women's Hospital"),
    "ZA": _l("Protea Ridge Children's Hospital|Doringfontein Academic Hospital|"
             "Ezizweni Provincial Hospital|Soetwater Bay Private Hospital|"
             "Mooikrans Regional Hospital"),
    "IN": _l("Anandavanam Institute of Cardiac Sciences|"
             "Kaveripatna Children's Medical Centre|"
             "Shivalaya Multispeciality Hospital|"
             "Madhuban Mother and Child Hospital|"
             "Tulsivanam Heart Foundation Hospital"),
}
PRACTICE_PAT = {
    "US": _l("{c} Pediatrics|{c} Family Medicine|{c} Pediatric Associates|"
             "{b} Children's Clinic"),
    "UK": _l("{c} Surgery|{c} Medical Centre|{b} Health Centre|"
             "{b} House Surgery"),
    "IE": _l("{c} Medical Practice|{c} Family Practice|{b} Medical Centre"),
    "CA": _l("{c} Family Health Team|{c} Medical Clinic|{b} Family Practice"),
    "AU": _l("{c} Family Medical Centre|{c} Medical Practice|{b} GP Clinic"),
    "NZ": _l("{c} Medical Centre|{c} Health|{b} Family Doctors"),
    "ZA": _l("{c} Medical Centre|{b} Family Practice|{c} Medical Rooms"),
    "IN": _l("{c} Clinic|{b} Polyclinic|{c} Child Care Clinic"),
}
PHARM_PAT = _l("{c} Pharmacy|{b} Chemist|{c} Community Pharmacy")
TRANSPORT = {
    "US": _l("SkyKestrel Critical Care Transport|Brannock Kids Transport|"
             "Tri-County Neonatal Transport"),
    "UK": _l("Caddenham and Kesbury Neonatal Transport Service|"
             "Northern Vale Neonatal Transfer Service|"
             "Strathmorven Neonatal Retrieval Team"),
    "IE": _l("Western Seaboard Neonatal Transport Team|"
             "Rathcullen Neonatal Retrieval Service"),
    "CA": _l("Boreal Critical Care Transport|Port Alder Neonatal Transport"),
    "AU": _l("Koorabunna Newborn Retrieval Service|"
             "Southern Coastal Neonatal Retrieval"),
    "NZ": _l("Waikoropa Neonatal Retrieval Team|Te Ara Neonatal Transport"),
    "ZA": _l("Protea Neonatal Transfer Service|Highveld Critical Care Transfers"),
    "IN": _l("Jeevanrekha Neonatal Ambulance Service|"
             "Suraksha Newborn Transport"),
}
WARDS = _l("Kingfisher Ward|Puffin Ward|Starfish Ward|Dolphin Unit|"
           "Ocean Ward|Rainbow Ward|Wren Ward|Koala Ward|Kiwi Ward|"
           "Pelican Ward|Otter Ward|Bluebell Ward|Acorn Ward|"
           "Sunflower Ward|Jupiter Ward|Lighthouse Ward|Skylark Ward|"
           "Tūī Ward|Seahorse Ward|Penguin Ward|Heartbeat Ward")
BUILDINGS = _l("Alder Wing|Harcourt Wing|Kinsella Building|Carrow House|"
               "Beaumont Tower|Riverside Pavilion|Tamarind Building|"
               "Ashby Block|Quill House|Marram Wing|Sealey Pavilion|"
               "Foxton Building")
SAINTS = _l("Brendan|Ita|Aldric|Columba|Bridget|Kieran|Declan|Finbarr|"
            "Hilda|Cuthbert|Anselm|Winifred|Oswin|Ethelreda|Colman|Aidan")
SCHOOL_PAT = {
    "US": _l("{c} Elementary School|{b} Elementary|{c} Middle School|"
             "{c} High School|{b} Charter Academy"),
    "UK": _l("{c} Primary School|{c} Academy|{b} Junior School|"
             "St {s}'s C of E Primary School|{c} Grammar School|"
             "{b} Community College"),
    "IE": _l("Scoil {s}|St {s}'s National School|{c} Community College|"
             "Gaelscoil {b}|{c} Educate Together NS"),
    "CA": _l("{c} Public School|{b} Elementary School|{c} Secondary School|"
             "École {b}|{c} Collegiate Institute"),
    "AU": _l("{c} Public School|{c} State School|{b} Primary School|"
             "{c} High School|St {s}'s College"),
    "NZ": _l("{c} School|{b} Primary|{c} Intermediate|{c} College|"
             "Kura o {c}"),
    "ZA": _l("Laerskool {c}|{c} Primary School|{b} High School|"
             "Hoërskool {c}|{c} College"),
    "IN": _l("{c} Public School|St {s}'s Convent School|"
             "{b} Vidya Mandir|{c} International School"),
}
COLLEGE_PAT = _l("University of {c}|{c} Institute of Technology|"
                 "{c} College of Further Education|{b} Technical College")
EMPLOYERS = _l(
    "Tidewater Freight|Copperleaf Bakery|Norland Logistics|"
    "Kestrel Engineering Ltd|Greenfinch Dairy Co-op|Harrow & Vane Solicitors|"
    "Bluegum Civil Works|Pennyroyal Foods|Ironbridge Fabrication|"
    "Silverline Couriers|Oakmere Garden Centre|Larkhill Print Works|"
    "Quayside Hotel Group|Brightwater Software|Fernleaf Childcare|"
    "Tollgate Motors|Amberfield Farms|Redstack Brewing Co|"
    "Westwind Aviation Services|Cobalt Data Systems|Marlin Seafoods|"
    "Hollybush Care Agency|Granite Peak Construction|Riverbend Credit Union|"
    "Sunmeadow Supermarkets|Thistledown Textiles|Pinecrest Realty|"
    "Starling Telecom|Lanternfish Games|Driftwood Joinery|Keel & Compass Ltd|"
    "Ridgeway Plumbing|Wrenfield Accountancy|Cinderford Steel|"
    "Heathmoor Veterinary Group|Saltmarsh Fisheries|Crescent Moon Café|"
    "Parkgate Leisure Centre|Goldcrest Bus Company|Tamarisk Hair Studio")
INSURERS = {
    "US": _l("Cardinal Shield Health|Prairie Mutual Health|"
             "Harborline Insurance Co.|Bluepeak Health Plan|Keystone Crest HMO"),
    "UK": _l("Aldermoor Health|Penhallow Private Medical"),
    "IE": _l("Harpline Health|Clearwater Health Insurance"),
    "CA": _l("Maplewood Benefits Inc.|Northstar Group Benefits"),
    "AU": _l("Wattle Health Fund|Southern Meridian Health"),
    "NZ": _l("Kauri Health Insurance|Pōhutukawa Mutual"),
    "ZA": _l("Protea Medical Scheme|Umbrella Bay Medical Aid"),
    "IN": _l("Suvarna General Insurance|Rakshak Health TPA"),
}
CHARITIES = _l("Little Beats Family Network|Heart Sibling Circle|"
               "Hearts in Harmony Trust|Pulse Families Alliance|"
               "Halfheart Parents Group|Zipper Club Youth Network|"
               "Bright Beat Camps|Second Heartbeat Society")
# public bodies and generic services: never PHI, used as hard negatives
PUBLIC = {
    "US": _l("Medicaid|the Social Security Administration|the FDA|the CDC|"
             "the state Department of Motor Vehicles|WIC"),
    "UK": _l("NHS England|the DVLA|NICE|the Department for Work and Pensions|"
             "the local authority|Public Health England"),
    "IE": _l("the HSE|the Department of Social Protection|the NDLS|"
             "the Health Products Regulatory Authority"),
    "CA": _l("Service Canada|Health Canada|the provincial Ministry of Health|"
             "ServiceOntario"),
    "AU": _l("Centrelink|the NDIS|Medicare Australia|the TGA|"
             "the state Department of Transport"),
    "NZ": _l("ACC|Te Whatu Ora|Work and Income|Pharmac|Waka Kotahi"),
    "ZA": _l("SASSA|the Department of Health|the Road Traffic Management "
             "Corporation"),
    "IN": _l("the CGHS|the Ministry of Health and Family Welfare|"
             "the Regional Transport Office|Ayushman Bharat"),
}
DRIVING_BODY = {"US": "the state DMV", "UK": "the DVLA", "IE": "the NDLS", "CA": "the provincial licensing office",
                "AU": "the state transport department", "NZ": "Waka Kotahi", "ZA": "the licensing department",
                "IN": "the Regional Transport Office"}
SPORTS = [("plays netball", " Netball Club"), ("rugby - discussed contact sport and anticoagulation", " RFC"),
          ("swimming squad", " Swim Club"), ("plays football", " Rovers"), ("cross-country running", " Harriers"),
          ("plays hockey", " Hockey Club"), ("rowing", " Rowing Club")]
PROFESSIONS = _l(
    "electrician|plumber|primary school teacher|secondary school teacher|"
    "accountant|bus driver|software developer|chef|barista|farmer|welder|"
    "hairdresser|solicitor|police officer|firefighter|carpenter|"
    "shop assistant|warehouse operative|taxi driver|pharmacist|"
    "civil engineer|retail manager|postal worker|librarian|journalist|"
    "graphic designer|social worker|physiotherapist|paramedic|"
    "lorry driver|truck driver|mechanic|dental hygienist|midwife|nurse|"
    "childminder|cleaner|security guard|bricklayer|architect|"
    "HR manager|call centre agent|forklift driver|dairy farmer|fisherman|"
    "scaffolder|tiler|sales representative|IT support technician|"
    "lab technician|veterinary nurse|pilot|flight attendant|"
    "early years educator|personal trainer|sous chef|bank teller|"
    "quantity surveyor|school bursar|university lecturer|"
    "care assistant|estate agent|mining engineer|boilermaker|"
    "delivery driver|train conductor|shepherd|optometrist|web designer")
YOUNG_JOBS = _l("barista|shop assistant|apprentice electrician|"
                "apprentice mechanic|lifeguard|kitchen porter|waiter|"
                "dog walker|retail assistant|tutor|checkout operator|"
                "apprentice carpenter|warehouse picker|swim teacher")
