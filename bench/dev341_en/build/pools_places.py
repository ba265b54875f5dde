"""Invented place and organisation pools for dev341_en (towns, streets, care sites, employers)."""

# Town-name building blocks by country: (hand-made towns, prefixes, suffixes).
TOWN_PARTS = {
    "US": ("Cedar Bluff|Harlan Springs|New Dorrance|Maple Hollow|Port Calder|Eastbrook Falls|Millbury Junction|"
           "Sutter Ridge|Lake Ovid|Granger City|West Tolland|Pikesboro|Fallow Creek|Rensford|Coldwater Bend",
           "Ash|Brook|Clay|Elm|Glen|Hart|Maple|Oak|Pine|Red|Stone|Wood|Carver|Dell|Fair|Marl|Quill|Tull",
           "ville|ton| Springs| Falls|burg| Heights|field|port| Junction| Grove| Landing|dale"),
    "UK": ("Market Hembry|Little Caddow|Kings Ashby|Nether Stowick|Brackenthwaite|Long Saddleby|Upper Wyke|"
           "Combe Farrant|Holmesgarth|Pendrick|Scarrow|Tewbridge|Ormesley|Haverleigh|Great Tolland",
           "Ash|Bram|Cot|Dun|Elver|Fen|Gars|Hal|Kirk|Lang|Mar|Nor|Pen|Ris|Thorn|Wick|Yel|Sax|Brid|Hux",
           "ford|ley|ton|by|ham|wick|bury|field|combe|mouth|stead|thorpe|well|bridge|cester|worth"),
    "IE": ("Ballycarrow|Kilbrannagh|Carrigmore|Dunlavin Cross|Clonderrig|Rathmoyle|Ardcashel|Inishgar|"
           "Lisnagreeve|Tullaherin|Glenmullan|Drumkeel|Castlefarran|Newtownbarry Bridge|Moyvalla",
           "Bally|Kil|Carrig|Dun|Clon|Rath|Ard|Inish|Lis|Tulla|Glen|Drum|Knock|Ennis|Mulla",
           "more|beg|nagh|cullen|ross|keel|owen|derrig|mullan|ard|cashel|ferris|garry|loe|rane"),
    "CA": ("Corbin Falls|Brantwell|Fort Ashcroft|Port Maitland East|Lac-Vermillon|Sainte-Odile|Kettle Point|"
           "Marlowe Bay|New Hebron|Grenfell Landing|Pine Narrows|Riviere-aux-Saules|Tamblyn|Oxbow Lake|Hardisty Ridge",
           "Ash|Brant|Corn|Fen|Glad|Kin|Lake|Marl|Ox|Pem|Strat|Tams|Wel|Ard|Bel",
           "wood|ford|ridge|ton|view|field| Harbour| Lake| Crossing|dale|more|brook"),
    "AU": ("Wattle Creek|Yarrabool|Murrindee|Coolabah Flats|Port Hallett|Mount Carrow|Bindarra|Tallagandra|"
           "Kurrajong Vale|Narrawee|Gilgandra West|Emu Plains North|Boorowah|Lake Tarrin|Wirraminna",
           "Kur|Wal|Mun|Bin|Yar|Tal|Nar|Coo|Gil|Wir|Bur|Kan|Mil|Tum|Wan",
           "rabool|gandra|dinah|rawee|loona|ringa|gallup|bindee|aroo|arra|ong|illa|bah|ee"),
    "NZ": ("Port Ellery|Glenmoor|Waiparapa|Rotohinau|Matakuri|Kaimoana|Paerewa|Ahitara|Taumata South|"
           "Hauwhetu|Otarakei|Te Awahiri|Mangatui|Ruakiri|Whenuapai East",
           "Wai|Roto|Mata|Kai|Pae|Ahi|Tau|Hau|Mana|Ohi|Rua|Tara|Puke|Ngau",
           "ariki|hinau|pahi|moana|rewa|kuri|tara|whetu|nui|iti|roa|kino|aka"),
    "ZA": ("Klipfontein|Rooidrif|Eshowane|Port Alwyn|Mooikloof Rand|Dwarsrivier|Bloemhoek|Kwa-Ndlamvu|"
           "Emzimkhulu|Witsand Bay|Groot-Marico Oos|Nqabeni|Umlazi Heights|Sterkspruit Vale|Ladysmith Noord",
           "Klip|Rooi|Wit|Mooi|Bloem|Dwars|Kwa|Emba|Sand|Groot|Kleine|Umzi",
           "fontein|drif|kloof|rivier|dale|berg|hoek|vlei|dorp|poort|nkulu|bos"),
    "SG": ("Tanjong Merah|Bukit Selasih|Kampong Rendah|Jalan Kembang|Pasir Lembah|Telok Damar|Seletar Hilir|"
           "Bukit Cendana|Simpang Dua|Kranji Barat",
           "Bukit|Tanjong|Kampong|Pasir|Telok|Sungei|Pulau",
           " Merah| Damai| Indah| Jaya| Hijau| Permai| Baru| Lestari"),
}

STREET_CORE = (
    "Alder Ashgrove Beckett Birchmoor Bramble Brookside Carlisle Chapel Chestnut Clover Copperfield "
    "Dovecote Drummond Elmhurst Falconer Fernhill Foxley Garrison Gorse Granary Hawthorn Heather "
    "Highfield Hollybush Juniper Keswick Kingfisher Laburnum Larkspur Linden Maltings Meadowbank Millrace "
    "Mulberry Nettlecombe Orchard Osier Paddock Pinfold Quarry Rectory Riverside Rookery Saffron Sandpiper "
    "Sheepwash Sorrel Station Tanner Teasel Thornbury Tithe Wagtail Walnut Wheelwright Willowmere Wren "
    "Yewtree Acacia Banksia Jacaranda Kowhai Totara Rimu Matai Protea Baobab Frangipani Tamarind Cypress "
    "Magnolia Sycamore Hickory Dogwood Sassafras Tamarack Spruce Larch Caragana Saskatoon Wolseley "
    "Ngaio Pohutukawa Karaka Marula Kiaat Jacana Casuarina Angsana Tembusu"
).split()

STREET_TYPES = {
    "US": ["Street", "Avenue", "Road", "Drive", "Lane", "Boulevard", "Court", "Way", "Place", "Terrace"],
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Gardens", "Grove", "Way", "Mews", "Row"],
    "IE": ["Road", "Street", "Lane", "Park", "Avenue", "Court", "Grove", "Heights", "Drive"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court", "Way", "Trail"],
    "AU": ["Street", "Road", "Parade", "Avenue", "Crescent", "Place", "Court", "Drive", "Terrace", "Close"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Place", "Terrace", "Drive", "Grove", "Way"],
    "ZA": ["Street", "Road", "Avenue", "Drive", "Crescent", "Lane", "Close", "Way"],
    "SG": ["Road", "Avenue", "Drive", "Crescent", "Lane", "Walk", "Rise"],
}

UNIT_FORMS = {
    "US": ["Apt {n}", "Unit {n}", "Apt {n}{l}", "#{n}"],
    "UK": ["Flat {n}", "Flat {n}{l}"],
    "IE": ["Apt {n}", "Flat {n}"],
    "CA": ["Unit {n}", "Apt {n}", "Suite {n}"],
    "AU": ["Unit {n}", "{n}/"],
    "NZ": ["Flat {n}", "{l}/"],
    "ZA": ["Unit {n}", "Flat {n}"],
    "SG": ["#{n2}-{n3}"],
}

STATES = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Vermont", "VT"), ("Kansas", "KS"), ("Georgia", "GA"),
           ("Maine", "ME"), ("Iowa", "IA"), ("Texas", "TX"), ("Arizona", "AZ"), ("Michigan", "MI"),
           ("Kentucky", "KY"), ("Nevada", "NV"), ("Minnesota", "MN"), ("Virginia", "VA"),
           ("Wisconsin", "WI"), ("Montana", "MT"), ("Delaware", "DE"), ("Idaho", "ID")],
    "CA": [("Ontario", "ON"), ("Alberta", "AB"), ("Manitoba", "MB"), ("Nova Scotia", "NS"),
           ("British Columbia", "BC"), ("Saskatchewan", "SK"), ("New Brunswick", "NB"), ("Quebec", "QC")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"), ("Tasmania", "TAS"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Northern Territory", "NT")],
    "ZA": [("Gauteng", "GP"), ("Western Cape", "WC"), ("KwaZulu-Natal", "KZN"), ("Free State", "FS"),
           ("Eastern Cape", "EC"), ("Limpopo", "LP")],
    "NZ": [("Waikato", "Waikato"), ("Canterbury", "Canterbury"), ("Otago", "Otago"),
           ("Manawatu-Whanganui", "Manawatu-Whanganui"), ("Northland", "Northland")],
}

IE_COUNTIES = ["Kerry", "Galway", "Mayo", "Clare", "Wexford", "Tipperary", "Donegal", "Offaly", "Cavan",
               "Westmeath", "Laois", "Sligo", "Kilkenny", "Leitrim"]

SAINTS = ["Aidan", "Brendan", "Columba", "Brigid", "Oswin", "Ita", "Finnian", "Cuthbert", "Hilda", "Winifred",
          "Kevin", "Dympna", "Anselm", "Bede", "Clement", "Gerard", "Jude", "Raphael", "Agatha", "Monica",
          "Ninian", "Petroc", "Fiacre", "Enda", "Osyth", "Vincent", "Bartholomew"]

HOSP_FORMS = {
    "US": ["{T} Medical Center", "{S} Memorial Hospital", "{N} Regional Medical Center", "Mercy {T} Hospital",
           "{T} Community Hospital", "{S} Health Center", "{T} University Hospital"],
    "UK": ["{T} General Hospital", "Royal {T} Infirmary", "{S}'s Hospital", "{T} District Hospital",
           "University Hospital of {T}", "{T} Royal Hospital", "{T} Community Hospital"],
    "IE": ["University Hospital {T}", "{S}'s Hospital", "{T} Regional Hospital", "{T} General Hospital",
           "Mercy University Hospital {T}", "{T} Community Nursing Unit"],
    "CA": ["{T} General Hospital", "{S} Health Centre", "{T} Regional Health Centre", "{N} Memorial Hospital",
           "{T} District Hospital"],
    "AU": ["{T} Base Hospital", "{T} Hospital", "Royal {T} Hospital", "{T} District Health Service",
           "{S}'s Private Hospital"],
    "NZ": ["{T} Hospital", "{T} Base Hospital", "{N} Memorial Hospital", "{S}'s Hospital"],
    "ZA": ["{T} Provincial Hospital", "{N} Memorial Hospital", "{T} Regional Hospital", "{T} Mediclinic"],
    "SG": ["{T} General Hospital", "{T} Community Hospital", "{N} Medical Centre"],
}

WARD_NAMES = ("Rowan Kestrel Heron Juniper Larch Osprey Bramble Foxglove Kingfisher Magnolia Lapwing Sorrel "
              "Curlew Hazel Bluebell Avocet Willow Campion Merlin Cedar Tui Kea Kowhai Waratah Banksia Protea "
              "Acacia Orchid Teal Plover Nightingale Beech Aspen Marigold Peregrine").split()

WARD_NUMBERED = ["Ward {n}{l}", "{n} North", "{n} West", "{n} East", "{n} South", "Ward {n}", "{n}{l}"]

PRACTICE_FORMS = ["{C} Surgery", "{C} Medical Centre", "{C} Family Practice", "{C} Health Centre",
                  "{C} Medical Practice", "{C} Primary Care Clinic", "{C} Family Medicine"]

CARE_HOMES = ["{C} Care Home", "{C} Lodge", "{C} Nursing Home", "{C} House", "{C} Residential Care",
              "{C} Aged Care", "{C} Manor"]

PHARMACY_FORMS = ["{C} Pharmacy", "{C} Chemist", "{C} Apothecary"]

ORG_FORMS = ["{C} Logistics", "{C} Freight", "{C} Dairy Co-op", "{C} Building Supplies", "{C} Primary School",
             "{C} High School", "{C} Engineering", "{C} Solicitors", "{C} Bakery", "{C} Motors",
             "{C} Community Church", "{C} Bowls Club", "{C} Fisheries", "{C} Timber", "{C} Council Depot",
             "{C} Print Works", "{C} Garden Centre", "{C} Steelworks", "{C} Shearing Co", "{C} Vineyards",
             "{C} Cleaning Services", "{C} Security Ltd", "{C} Rugby Club", "{C} Mosque", "{C} Temple",
             "{C} Credit Union", "{C} Packaging", "{C} Haulage", "{C} Call Centre", "{C} College"]

ORG_CORES = ("Brackenridge Tarn Valley Hallam Northgate Kestrel Harbourside Greystone Millbrook Calloway "
             "Redfern Ironbark Westmoor Pemberton Riverbend Silverdale Ashcombe Highmoor Blackwater "
             "Oldcastle Seabrook Fairhaven Thornfield Goldcrest Brightwater Larchfield Copperhill Marsden "
             "Kilgarry Wirrawee Kauri Point Umgeni Selasih Saltmarsh Eastgate Windmill Hill Oakridge").split()

INSURERS = ["Bluecrest Health", "Meridian Mutual", "Harbourline Health Insurance", "Keystone Care Plan",
            "Southern Cross Assurance Co-op", "Evergreen Health Fund", "Tallis Medical Aid",
            "Unity Medical Scheme", "Pinnacle HealthShield", "Northstar Benefit Plan"]

RETRIEVAL = {
    "US": ["LifeWing Critical Care Transport", "Tri-County Air Medical", "Northern Valley EMS"],
    "UK": ["Three Shires Critical Care Transfer Service", "Wessex Vale Adult Transfer Team",
           "Pennine Critical Care Network Transfer Team"],
    "IE": ["Western Retrieval Service", "Midlands Critical Care Retrieval"],
    "CA": ["Northern Plains Critical Care Transport", "Lakeshore Air Ambulance"],
    "AU": ["Outback Retrieval Network", "Coastal Adult Retrieval Service"],
    "NZ": ["Southern Alps Air Rescue", "Te Ika Retrieval Service"],
    "ZA": ["Drakensberg Emergency Rescue", "Cape Coast Critical Transfers"],
    "SG": ["Straits Medical Escort"],
}

PROFESSIONS = ("welder|primary school teacher|bus driver|farmer|dairy farmer|"
               "plumber|solicitor|taxi driver|chef|warehouse supervisor|nurse|"
               "care assistant|shop assistant|fisherman|postal worker|civil engineer|software developer|"
               "hairdresser|carpenter|roofer|forklift operator|police officer|security guard|"
               "bricklayer|cleaner|paramedic|lorry driver|truck driver|sheep shearer|vineyard worker|"
               "librarian|bank teller|mechanic|pharmacist|journalist|social worker|"
               "baker|butcher|postman|lecturer|veterinary nurse|shipping clerk|"
               "kitchen porter|scaffolder|childminder|pastor|barber|courier|landscaper|seamstress|"
               "hospitality worker|miner|stonemason|coal miner|school caretaker|"
               "nightclub bouncer|tattoo artist|boilermaker|painter and decorator").split("|")

COUNTRIES = ["Portugal", "Poland", "India", "Philippines", "Nigeria", "Ghana", "Zimbabwe", "Brazil", "Vietnam",
             "Thailand", "Indonesia", "Pakistan", "Bangladesh", "Somalia", "Kenya", "Romania", "Lithuania",
             "Greece", "Italy", "Spain", "Fiji", "Samoa", "Tonga", "Sri Lanka", "Malaysia", "Egypt", "Mexico",
             "Peru", "Ukraine", "Iran", "Lebanon", "China", "South Korea", "Japan", "Germany", "Netherlands",
             "Sweden", "Morocco", "Nepal", "Ethiopia"]

COUNTRY_SELF = {"US": "USA", "UK": "United Kingdom", "IE": "Ireland", "CA": "Canada", "AU": "Australia",
                "NZ": "New Zealand", "ZA": "South Africa", "SG": "Singapore"}

BUILDINGS = ["Carrick Wing", "Hartley Building", "Lister Block", "Margaret Dunne Pavilion", "Brunel Wing",
             "Kowhai Block", "Jubilee Tower", "Ashdown Wing", "Clearwater Building", "Tanner Pavilion",
             "Fennimore Wing", "North Tower", "Rowntree Block", "Okafor Education Centre",
             "Harbour View Building", "Paterson Wing"]

EDU_ROOMS = ["Seminar Room 3", "Simulation Suite", "Boardroom B", "Lecture Theatre 2", "Skills Lab 1",
             "Training Room 4", "Clinical Skills Centre", "Library Annex"]

LANDMARKS = ["main entrance", "outpatients car park", "hospital chapel", "the atrium cafe",
             "multi-storey car park", "bus shelter outside main gate", "helipad lift lobby",
             "staff car park", "the retail concourse"]
