"""Hand-written place and organisation pools for dev334_en.
Towns, streets, hospitals, schools and employers are invented; counties,
states, provinces, regions and countries are real."""

def _s(x):
    return [w.strip() for w in x.split("|") if w.strip()]

TOWNS = {
    "UK": _s("Ashcombe|Brindlemoor|Carrowby|Dunsford Vale|Eastholme|Fellbridge|Gorsley Heath|Hallowfield|"
             "Inglebrook|Kettlewick|Langmere|Marcheston|Netherwick|Penfold|Ravensby|Saltmarsh Green|"
             "Upperthorpe|Wendlesham|Yarrowby|Cobbleford|Dravenhurst|Harrowgate Marsh|Lowick Ferrers|"
             "Moorcliffe|Stainforth Abbey|Tolverne|Whinmoor Bridge|Kilbride Muir|Glenarrow|Aberdyfed|"
             "Llanfechan|Pontyrhos"),
    "IE": _s("Kilbarrow|Drumcallan|Castlemoyne|Carrigbeg|Lisnafinn|Ballinacree|Glenmullin|Rathdarragh|"
             "Ardcullen|Clonmara|Tobermoyle|Inishcorra|Ballykeeran Cross|Mullaghboy|Kilcashel|Dromaneen"),
    "US": _s("Maple Falls|Cedar Hollow|Port Harlan|West Brinton|Easton Ridge|Fairhaven Springs|Greer City|"
             "Halvorsen|Juniper Bluff|Kingsford Heights|Lakemont|Millerton|New Carrick|Oakridge Junction|"
             "Pine Bend|Redwater|Silver Creek|Tallmadge Point|Westbury Lake|Briarcliff Mills|Copper Basin"),
    "CA": _s("Riverbend|North Callander|Saint-Armand-des-Prés|Lac-Brûlé|Port Ainslie|Kettle Creek|"
             "Elmvale Heights|Haldane|Moose Narrows|Thessalon Bay|Fort Caswell|New Lorne|Bramblewood|"
             "Sainte-Rosalie-du-Lac|Cobalt Ridge"),
    "AU": _s("Wirrinda|Yarrabee|Coolabah Springs|Tindale|Marrickvale|Kooringa Park|Eastlake Downs|"
             "Mallee Creek|Bellbird Flat|Port Carrington|Wattle Grove North|Banksia Heights|Murrumbar|"
             "Gidgee Plains|Karrawang"),
    "NZ": _s("Te Awanui|Waimaru|Kaiwhenua|Port Kereru|Ōtanerau|Whitiroa Bay|Maungakino|Te Piringa|"
             "Kowhai Grove|Pukeroa|Tawhiti|Rimutaka Vale|Glenross"),
    "ZA": _s("Rietvlei Park|Bloemhof Ridge|Sonneveld|Emaweni|KwaThandeka|Protea Heights|Silverbank|"
             "Doringkloof Oos|Umthombo|Kleinfontein|Bergsig"),
    "SG": _s("Singapore"),
}

# County / state / province / region level, real names.
REGIONS = {
    "UK": _s("Kent|Devon|Lancashire|Cumbria|Norfolk|Shropshire|North Yorkshire|Somerset|Durham|"
             "Lincolnshire|Staffordshire|Fife|Perthshire|Gwynedd|Powys|Wiltshire|County Antrim"),
    "IE": _s("Co. Kildare|Co. Galway|Co. Cork|Co. Mayo|Co. Wexford|Co. Tipperary|Co. Donegal|Co. Clare|"
             "Co. Meath|Co. Kerry|Co. Offaly|Co. Louth"),
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Michigan", "MI"), ("Pennsylvania", "PA"), ("Georgia", "GA"),
           ("Texas", "TX"), ("Minnesota", "MN"), ("Arizona", "AZ"), ("New York", "NY"), ("Wisconsin", "WI"),
           ("Colorado", "CO"), ("North Carolina", "NC"), ("Massachusetts", "MA"), ("Washington", "WA"),
           ("Tennessee", "TN"), ("Illinois", "IL"), ("Maine", "ME"), ("New Mexico", "NM")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Nova Scotia", "NS"),
           ("Manitoba", "MB"), ("Saskatchewan", "SK"), ("Quebec", "QC"), ("New Brunswick", "NB")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS")],
    "NZ": _s("Waikato|Canterbury|Otago|Bay of Plenty|Manawatū-Whanganui|Northland|Hawke's Bay|Taranaki|"
             "Southland|Wellington"),
    "ZA": _s("Gauteng|Western Cape|KwaZulu-Natal|Eastern Cape|Free State|Limpopo|Mpumalanga"),
    "SG": [],
}

COUNTRY_NAMES = {"UK": "United Kingdom", "IE": "Ireland", "US": "USA", "CA": "Canada",
                 "AU": "Australia", "NZ": "New Zealand", "ZA": "South Africa", "SG": "Singapore"}

# Countries for birthplace, family abroad and travel.
ABROAD = _s("Poland|Nigeria|Pakistan|India|Romania|Somalia|Ghana|Jamaica|Philippines|Portugal|Spain|"
            "Syria|Afghanistan|Eritrea|Brazil|Lithuania|Ukraine|Bangladesh|Zimbabwe|Vietnam|China|"
            "Malaysia|Samoa|Tonga|Fiji|Greece|Italy|Lebanon|Iraq|Iran|Sudan|Kenya|Turkey|Mexico|"
            "Colombia|Sri Lanka|Nepal|Scotland|Wales|England|Northern Ireland|Egypt|Morocco")

STREET_BASE = _s("Alder|Ashby|Beacon|Birchfield|Bramble|Carrow|Chantry|Coppice|Dunmore|Elmstead|Fernhill|"
                 "Foxglove|Gorse|Hawthorn|Heron|Juniper|Kestrel|Larch|Linnet|Marlow|Meadowbank|Millbrook|"
                 "Netherby|Oakwood|Orchard|Pennant|Quarry|Rookery|Saxon|Sedge|Tanners|Thistle|Upland|"
                 "Vicarage|Walnut|Wren|Yarrow|Cobden|Garside|Plover|Harebell|Sorrel|Tamarisk|Kingfisher|"
                 "Lapwing|Osier|Rowan|Silverdale|Tenter|Wharf|Blackthorn|Clover|Damson|Goldcrest")
STREET_BASE_AU = _s("Banksia|Wattle|Grevillea|Jacaranda|Kookaburra|Bottlebrush|Waratah|Ironbark|Boronia|"
                    "Mulga|Bluegum|Lorikeet|Coolibah|Currawong")
STREET_BASE_NZ = _s("Kowhai|Pohutukawa|Rimu|Totara|Matai|Karaka|Tui|Kereru|Manuka|Harakeke|Nikau|Puriri|"
                    "Kahikatea|Korimako")
STREET_BASE_ZA = _s("Protea|Jacaranda|Kiepersol|Suikerbos|Msinsi|Umdoni|Vygie|Kremetart|Ndlovu|Mopani|"
                    "Fynbos|Bloekom")
STREET_BASE_CA = _s("Maple|Tamarack|Spruce|Birch|Loon|Beaver|Cedar|Sumac|Trillium|Chickadee|Portage|"
                    "Laurentian|Champlain|Rideau")
STREET_BASE_US = _s("Magnolia|Sycamore|Dogwood|Hickory|Chestnut|Pecan|Sassafras|Bluebonnet|Mesquite|"
                    "Cottonwood|Buckeye|Persimmon|Tupelo|Redbud|Catalpa|Linden")
STREET_BASE_IE = _s("Ard na Gréine|Bóthar na Trá|Church View|Fairgreen|Glebe|Abbeyfield|Cnoc Mhuire|"
                    "Mill Race|Rath|Áras|Sallyswood|Castlepark|Hazelbrook")
STREET_SUFFIX = {
    "UK": _s("Road|Lane|Close|Avenue|Crescent|Drive|Way|Gardens|Grove|Terrace|Street|Mews|Walk|Rise"),
    "IE": _s("Road|Avenue|Park|Lawns|Drive|Grove|Heights|Crescent|Close|Court|Manor"),
    "US": _s("St|Ave|Blvd|Dr|Rd|Ln|Ct|Way|Pl|Street|Avenue|Drive"),
    "CA": _s("Street|Avenue|Road|Drive|Crescent|Boulevard|Court|Trail"),
    "AU": _s("Street|Road|Avenue|Court|Crescent|Parade|Close|Place|Drive|Way"),
    "NZ": _s("Street|Road|Avenue|Place|Crescent|Terrace|Drive|Lane"),
    "ZA": _s("Street|Road|Avenue|Crescent|Close|Drive"),
    "SG": _s("Avenue 2|Avenue 5|Street 21|Street 32|Road|Crescent|Drive"),
}
SG_ESTATES = _s("Bukit Melati|Seng Kee|Kembang Vale|Tanjong Rhu Baru|Sungei Teratai|Lorong Cempaka|"
                "Jalan Kemuning|Pasir Merah|Teck Hin")

SAINTS = _s("Brigid|Columba|Aidan|Winifred|Oswald|Cuthbert|Ninian|Hilda|Ita|Brendan|Kevin|Anselm|"
            "Bede|Clare|Dympna|Fiacre|Gerard|Jude|Luke|Mungo|Piran|Swithun|Teresa|Vincent|Wilfrid")
TREES = _s("Willow|Cedar|Rowan|Hazel|Aspen|Beech|Linden|Juniper|Holly|Maple|Sycamore|Alder|Elder|"
           "Larch|Poplar|Hawthorn|Magnolia|Acacia|Kauri|Totara|Wattle|Jarrah|Protea|Tamarind")
BIRDS = _s("Kestrel|Heron|Kingfisher|Skylark|Curlew|Osprey|Wren|Merlin|Lapwing|Dipper|Swift|Tui|Kea|"
           "Kookaburra|Bellbird|Pelican")

CORP_A = _s("Brightwater|Kestrel|Harbourline|Greystone|Northgate|Bluefin|Redcap|Silverleaf|Ironside|"
            "Tidewell|Copperfield|Highmoor|Larkspur|Summit Ridge|Pinecrest|Oakleaf|Westmark|Clearview|"
            "Riverside|Fernleigh|Stonebridge|Kingsmead|Amberly|Goldfinch")
CORP_B = _s("Logistics|Foods|Haulage|Engineering|Building Services|Care Homes|Recycling|Joinery|Print|"
            "Motors|Bakery|Property Services|Cleaning Co.|Security Ltd|Plastics|Dairy|Farm Supplies|"
            "Electrical|Couriers|Construction|Seafoods|Garden Centre|Insurance|Software")
SHOPS = _s("The Copper Kettle|Gino's Pizzeria|Mama Tess Bakery|The Daily Grind|Fresh Fields Grocers|"
           "Harlow's Supermarket|Sunny Side Diner|Kai Kitchen|Bean There Cafe|Lucky Star Takeaway|"
           "Pickle & Pear Deli|Rollers Skate Park Cafe|Crumbs Café|Shore Thing Fish Bar")
CHARITIES = _s("Open Door Youth Project|Brighter Paths Young Carers|Harbour Lights Youth Trust|"
               "The Lantern Project|Safe Steps Family Support|Rainbow Bridge Bereavement Service|"
               "Kites Youth Counselling|Anchor House Young People's Service|Next Chapter Mentoring|"
               "Stepping Stones Family Hub")
CLUBS = _s("Athletic FC|Rugby Club|Swimming Club|Boxing Gym|Dance Academy|Scouts|Air Cadets|Netball Club|"
           "Youth Orchestra|Kickboxing Club|Rowing Club|Hurling Club|Surf Life Saving Club|Cricket Club")

PROF_ADULT = _s("nurse|bus driver|HGV driver|teaching assistant|electrician|plasterer|hairdresser|"
                "accountant|care worker|warehouse operative|chef|software developer|delivery driver|"
                "cleaner|taxi driver|pharmacist|solicitor|farmer|mechanic|receptionist|retail assistant|"
                "builder|scaffolder|security guard|civil servant|dental nurse|childminder|fisherman|"
                "police officer|postal worker|beautician|quantity surveyor|bricklayer|paramedic|"
                "school cook|forklift driver|call centre adviser|social worker|IT technician|"
                "estate agent|butcher|carpenter|plumber|midwife|shop manager|roofer|machinist|"
                "kitchen porter|lab technician|train conductor|prison officer|bank clerk|tiler|"
                "mine worker|panel beater|courier|cabinet maker|graphic designer|veterinary nurse")
PROF_YOUNG = _s("kitchen porter|waitress|waiter|lifeguard|retail assistant|barista|apprentice electrician|"
                "apprentice mechanic|stable hand|pot washer|café assistant|paper deliverer|"
                "trainee hairdresser|checkout operator|farm hand|dishwasher")

# Anonymous public/legal vocabulary used as hard negatives.
ACTS = {
    "UK": ["Mental Health Act 1983", "Children Act 1989", "Mental Capacity Act 2005"],
    "IE": ["Mental Health Act 2001", "Child Care Act 1991", "Children First Act 2015"],
    "US": ["HIPAA", "IDEA", "Section 504"],
    "CA": ["Mental Health Act", "Child, Youth and Family Services Act, 2017"],
    "AU": ["Mental Health Act 2014", "Children and Young Persons Act"],
    "NZ": ["Mental Health (Compulsory Assessment and Treatment) Act 1992", "Oranga Tamariki Act 1989"],
    "ZA": ["Mental Health Care Act 17 of 2002", "Children's Act 38 of 2005"],
    "SG": ["Mental Health (Care and Treatment) Act", "Children and Young Persons Act 1993"],
}
