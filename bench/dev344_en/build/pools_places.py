"""Invented towns, streets, care sites and organisations for dev344_en.

Towns, streets, care sites and organisations are made up for this set. Region
names (states, provinces, counties) and countries are real, as addresses need them.
"""

def _s(x):
    return x.split("|")


TOWNS = {
    "UK": _s("Ashcombe|Wrexley|Hollinbury|Marlcaster|Brackenford|Thornleigh|Kessingham|Fellbridge|"
             "Haverleigh|Pendlebrook|Rooksby|Tollerby|Castlewick|Everham|Grindlow|Cawthorne Vale|"
             "Aldermoor|Bexworth|Sandle Cross|Middlecote|Norbridge|Lynchmere Bay|Stavely Moss|Quenby|"
             "Wickenhall|Denholme Edge|Farleigh Cross|Mossgate|Ellerby|Llanfrodwy|Abercrannog|"
             "Glenmorrow|Strathmennan|Kirkcallan|Burnside Mains|Oxley Heath|Tanfield Moor"),
    "IE": _s("Ballycarrig|Kilmoyle|Drumcarragh|Castlefinnan|Kilbrannagh|Carrickmoyne|Dunlavan Cross|"
             "Rathkeeran|Ballyfinnan|Cloonmore Bridge|Knockaderry West|Templemoyle|Ardcullen|"
             "Monasterbeg|Ballinagore Upper|Tullyvane|Clonkeen Upper|Lisdrumard|Gortnahoon|"
             "Shanbally Cross|Inchaclogh|Kilcrohane North|Derrylossary Beg"),
    "US": _s("Millbrook Falls|Cedar Hollow|Port Wendell|Lakeview Heights|Harlan Springs|Briarwood|"
             "Fort Calloway|New Carthage|Sycamore Bend|Eastlake Junction|Granite Pass|Pruitt City|"
             "Ashford Mills|Bellmont Crossing|Coldwater Flats|Dunmore Park|Elkhorn Ridge|"
             "Fairhaven Bluff|Greystone|Hollister Grove|Ironwood|Juniper Flats|Kettle Creek|"
             "Larkin Hills|Meadowvale|North Tarrant|Oak Shoals|Pennrock|Quarry Bend|Redfield Glen"),
    "CA": _s("Rivière-aux-Saules|Saint-Aubert-du-Lac|Port Alderney|Maplecrest|North Tamsworth|"
             "Kingsfold|Lac-Bérard|Fort Redmond|Glenhaven|Beaverton Mills|Thorncliffe Bay|"
             "Pembrook Landing|Saint-Lin-des-Monts|Cobalt Narrows|Elgin Falls|Harrowgate Bay|"
             "Wolfe Crossing|Moose Hollow|Grand-Étang-Nord|Spruce Harbour|Lindell|Tamarack"),
    "AU": _s("Wattle Creek|Bindaroo|Currawong Heights|Yallambee Park|Kookaburra Flat|Merrigang|"
             "Tallowood|Boronia Vale|Ironbark Ridge|Gumleigh|Warrigal Downs|Coolabah Springs|"
             "Banksia Point|Bellbird Hill|Dunmarra South|Emu Plains West|Galah Creek|Jindaroo|"
             "Karrawong|Lorikeet Bay|Mallee Flat|Narrabeen North|Quandong|Wombat Gully"),
    "NZ": _s("Kōwhai Bay|Tōtara Heights|Rimu Park|Te Awa Roa|Matai Grove|Puketīhi|Harakeke Downs|"
             "Waiharoa|Kahikatea Flat|Manukora|Ngāwhero|Pōhutu Bay|Whetū Valley|Port Tāwhai|"
             "Ruakawa|Kāhu Point|Fernleigh|Clearwater Flat|Tussock Ridge|St Albury"),
    "ZA": _s("Kransfontein|Rietvlei Oos|Soetwater|Mooikloof Ridge|Amanzimnyama|Silverkrans|"
             "Doornhoek|Umthombo Heights|KwaNomvula|Bergsig|Emthunzini|Protea Vale|Leeukop Park|"
             "Sonskyn|Ezimbuzini"),
    "SG": _s("Bukit Merpati|Seri Mawar|Teratai Heights|Sungei Kelapa|Kampong Delima|Tanjong Kemuning|"
             "Pasir Melur|Bedok Cempaka"),
}

REGIONS = {
    "UK": _s("Lancashire|West Yorkshire|Kent|Devon|Norfolk|Cheshire|County Durham|Somerset|Powys|"
             "Fife|Gwynedd|Cumbria|Lincolnshire|Shropshire|Aberdeenshire|Northumberland"),
    "IE": _s("Co. Cork|Co. Kerry|Co. Galway|Co. Mayo|Co. Donegal|Co. Limerick|Co. Tipperary|"
             "Co. Wexford|Co. Kilkenny|Co. Sligo|Co. Louth|Co. Meath|Co. Clare|Co. Offaly|"
             "Co. Westmeath|Co. Dublin|Co. Roscommon|Co. Leitrim"),
    "US": _s("OH|PA|MI|IL|WI|MN|IA|MO|KY|TN|NC|GA|TX|OR|WA|CO|AZ|NY|NJ|MA|VT|ME|IN|VA"),
    "CA": _s("ON|QC|BC|AB|MB|NS|NB|SK|NL|PE"),
    "AU": _s("NSW|VIC|QLD|WA|SA|TAS|ACT|NT"),
    "NZ": _s("Waikato|Canterbury|Otago|Wellington|Bay of Plenty|Northland|Manawatū-Whanganui|"
             "Hawke's Bay|Southland|Taranaki|Nelson|Gisborne"),
    "ZA": _s("Gauteng|Western Cape|KwaZulu-Natal|Eastern Cape|Free State|Limpopo|Mpumalanga|"
             "North West|Northern Cape"),
    "SG": [],
}

REGION_LONG = {
    "OH": "Ohio", "PA": "Pennsylvania", "MI": "Michigan", "IL": "Illinois", "WI": "Wisconsin",
    "MN": "Minnesota", "IA": "Iowa", "MO": "Missouri", "KY": "Kentucky", "TN": "Tennessee",
    "NC": "North Carolina", "GA": "Georgia", "TX": "Texas", "OR": "Oregon", "WA": "Washington",
    "CO": "Colorado", "AZ": "Arizona", "NY": "New York", "NJ": "New Jersey", "MA": "Massachusetts",
    "VT": "Vermont", "ME": "Maine", "IN": "Indiana", "VA": "Virginia",
    "ON": "Ontario", "QC": "Quebec", "BC": "British Columbia", "AB": "Alberta", "MB": "Manitoba",
    "NS": "Nova Scotia", "NB": "New Brunswick", "SK": "Saskatchewan", "NL": "Newfoundland and Labrador",
    "PE": "Prince Edward Island",
    "NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland", "TAS": "Tasmania",
    "ACT": "Australian Capital Territory", "NT": "Northern Territory",
}

COUNTRY_NAME = {"UK": "United Kingdom", "US": "USA", "IE": "Ireland", "CA": "Canada",
                "AU": "Australia", "NZ": "New Zealand", "ZA": "South Africa", "SG": "Singapore"}

ABROAD = _s("Portugal|Spain|Poland|Nigeria|Ghana|India|Pakistan|Jamaica|Greece|Italy|Vietnam|"
            "the Philippines|Samoa|Tonga|Fiji|Somalia|Kenya|Zimbabwe|Turkey|Lebanon|Morocco|"
            "France|Germany|Romania|Lithuania|Brazil|Mexico|Thailand|Malaysia|Sri Lanka|"
            "Bangladesh|Cyprus|Croatia|the Netherlands|Canada|Scotland|Wales|England|Ireland|"
            "Australia|New Zealand|South Africa|the United States")

STREET_BASES = _s("Alder|Beacon|Cobble|Dunmore|Elmwood|Foxglove|Garnet|Heron|Ivywood|Juniper|"
                  "Kestrel|Larkspur|Millbrook|Nettlebed|Orchard|Pennant|Quarry|Rookery|Saddler|"
                  "Tanner|Upland|Vicarage|Wren|Yarrow|Carrick|Mercer|Tolland|Whitcombe|Bramble|"
                  "Chandler|Dovecote|Fairfield|Glebe|Hawthorn|Kiln|Lantern|Malthouse|Netherby|"
                  "Osier|Pinfold|Ropewalk|Sorrel|Thistle|Weaver|Blackthorn|Copperbeech|Drover|"
                  "Fernhill|Gallows Hill|Harbour|Lavender|Marigold|Oakapple|Primrose|Riverside|"
                  "Sandpiper|Tamarind|Wattle|Kowhai|Pohutukawa|Jacaranda|Protea|Frangipani")

STREET_SUFFIX = {
    "UK": _s("Road|Street|Lane|Avenue|Close|Crescent|Drive|Terrace|Gardens|Way|Court|Mews|Grove|Row"),
    "IE": _s("Road|Park|Avenue|Drive|Lawn|Grove|Heights|View|Terrace|Street|Close|Crescent"),
    "US": _s("St|Ave|Blvd|Rd|Dr|Ln|Ct|Pl|Way|Pkwy|Street|Avenue|Road|Terrace"),
    "CA": _s("Street|Avenue|Road|Drive|Crescent|Court|Boulevard|Lane|Way"),
    "AU": _s("Street|Road|Avenue|Parade|Crescent|Close|Court|Place|Drive|Terrace|Way"),
    "NZ": _s("Street|Road|Avenue|Crescent|Place|Terrace|Drive|Way|Lane"),
    "ZA": _s("Street|Road|Avenue|Crescent|Drive|Lane"),
    "SG": _s("Avenue 2|Avenue 5|Street 21|Street 32|Drive|Crescent|Road"),
}
SG_STREETS = _s("Bukit Merpati|Jalan Seri Mawar|Lorong Teratai|Sungei Kelapa|Kampong Delima|"
                "Tanjong Kemuning|Bedok Cempaka|Pasir Melur")

SAINTS = _s("Aelred|Brannoc|Cuthman|Ebba|Finbarr|Mellitus|Oswin|Winnoc|Brendan|Columba|Brigid|"
            "Declan|Ita|Fursey|Gobnait|Kessog|Petroc|Senan|Mungo|Dyfrig|Hilda|Wilfrid|Bertrand|"
            "Agathe|Rémi|Anselm")

TREES = _s("Rowan|Hazel|Willow|Larch|Aspen|Juniper|Alder|Birch|Cedar|Holly|Hawthorn|Linden|"
           "Maple|Sycamore|Yew|Elder|Beech|Magnolia|Kōwhai|Tōtara|Wattle|Banksia|Protea|Jacaranda")
BIRDS = _s("Kestrel|Heron|Osprey|Kingfisher|Curlew|Merlin|Skylark|Wren|Plover|Tūī|Kererū|"
           "Lyrebird|Magpie|Egret|Sandpiper|Finch|Avocet|Swift")

PHARMA = _s("Halvern Pharma|Brightwater Generics|Corvane Healthcare|Meridia Labs|"
            "Tarrant Pharmaceuticals|Solvane Medical|Kestrel Bio|Lunaris Pharma")
INSURERS = {
    "US": _s("Crestline Health Plan|Bluewater Mutual|Pinnacle Care Insurance|Heartland Community Health Plan|"
             "Summit Ridge Medicaid Plan|Greystone Health Partners"),
    "ZA": _s("Sentinel Medical Scheme|Umoya Health Fund|Bergsig Medical Aid|Ikhaya Care Scheme"),
    "AU": _s("Harbour Health Insurance|Southern Cross Mutual Health|Unity Health Fund"),
    "IE": _s("Clarion Health Insurance|Laurel Health Cover"),
}

TRADES = _s("Logistics|Joinery|Foods|Cleaning Services|Security Ltd|Print Works|Builders|"
            "Motors|Bakery|Garden Centre|Storage|Haulage|Plumbing & Heating|Fish Market|"
            "Packaging|Recycling|Tyres|Laundry|Kitchens|Roofing|Dairies|Timber Yard|Removals")
BUSINESS_ADJ = _s("Pinecrest|Harbour Fresh|Northgate|Redline|Greenacre|Sunrise|Bluegum|Silverfern|"
                  "Kingfisher|Summit|Lakeside|Millstone|Copperfield|Westbrook|Eastway|Highmoor")

PROFESSIONS = _s("forklift driver|warehouse operative|chef|kitchen porter|barista|bus driver|"
                 "taxi driver|electrician|plumber|carpenter|bricklayer|postal worker|retail assistant|"
                 "cashier|security guard|care assistant|teaching assistant|hairdresser|mechanic|"
                 "farm labourer|fisherman|software tester|graphic designer|accountant|"
                 "civil servant|landscaper|roofer|painter and decorator|delivery driver|"
                 "call centre agent|librarian|sous chef|cleaner|labourer|shop manager|welder|"
                 "machinist|sheep farmer|dairy farmer|courier|tiler|tattoo artist|"
                 "personal trainer|dental nurse|lorry driver|truck driver|sales representative|"
                 "bank clerk|scaffolder|baker|butcher|joiner|gardener|groundskeeper|"
                 "factory worker|shelf stacker|dishwasher|line cook|janitor|data entry clerk|"
                 "nursing home aide|sheet metal worker|bartender|lifeguard|bookkeeper|"
                 "piano teacher|architect|lecturer|nurse|primary school teacher|police officer|"
                 "firefighter|social worker|pharmacist|paramedic|solicitor|dentist")
REL_PROFESSIONS = _s("nurse|teacher|bus driver|retired miner|shop owner|accountant|pastor|"
                     "farmer|engineer|taxi driver|hairdresser|retired nurse|police officer|"
                     "electrician|social worker|cleaner|care worker|chef|builder|lawyer")

POC_MODELS = _s("HemoCue WBC DIFF|PocHi|Athelas One|Sysmex pocH-100i|Horiba Yumizen H500")
ECG_MODELS = _s("GE MAC 2000|Philips PageWriter TC30|Schiller AT-102|Mortara ELI 250c|"
                "Welch Allyn CP150")
BP_MODELS = _s("Omron M3|Omron M6 Comfort|Welch Allyn ProBP 3400|A&D UA-651|Microlife BP B3")
GLUCO_MODELS = _s("Accu-Chek Guide|FreeStyle Optium Neo|Contour Next One|CareSens N")
SYSTEMS = _s("ClozaTrack|LithiLink|MonitorRx|CareLog Pro|RegiSure|PsychBloods")

CAR_MODELS = _s("silver Ford Fiesta|blue Vauxhall Corsa|white Toyota Hilux|red Honda Civic|"
                "grey VW Golf|black Nissan Qashqai|green Subaru Outback|white Ford Transit van|"
                "maroon Mazda 3|blue Kia Picanto|silver Toyota Corolla|black Holden Commodore")
