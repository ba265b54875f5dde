"""Invented pools for dev318_en: given names, surnames, towns, streets,
hospitals, organisations, occupations. Written by hand for this set."""


def _s(text):
    return [x.strip() for x in text.split("|") if x.strip()]


# towns are invented for each country
TOWNS = {
    "US": _s("""Harlow Springs|Brackett Falls|Delmont Heights|Quinnford|Osprey Bay|Maple Haven|
Lorne City|Farrowdale|New Bellmont|Tallis Grove|Ridgecomb|Corwin Bend|Sable Point|
Wickersham|Pruett Valley|Cold Hollow|Eastbrook Crossing|Hadley Mills|Larchmont Ridge|
Bellweather|Stonecroft|Kittredge|Amberdale|Fort Tamsin"""),
    "GB": _s("""Ashcombe Regis|Brindlesham|Cottonmere|Dunhallow|Elsworth Moor|Fenwickham|
Garrowby Bridge|Hethersett Vale|Kirkwhistle|Lanthorne|Marrowfield|Netherby Cross|
Oakhampstead|Pelling-on-Sea|Quenby Magna|Rothwick|Stainmoor|Tillingham Green|Upwell Chase|
Wetherstone|Caerwennol|Llanfeddog|Aberhallow|Inverbrannoch|Strathmorven|Kilbarrow"""),
    "IE": _s("""Ballykerrin|Knockmoyle|Carrigdoun|Kilbrannagh|Drumcashel|Glenaveen|Inchicorran|
Lismacaffery|Rathkeevan|Castlebrennan|Ardnagreevagh|Clonmorrow|Tobernalt Cross|Mullaghderg|
Shanavoher|Derrylea"""),
    "CA": _s("""Port Huxley|Amberly Falls|Kestrel Lake|North Tamwood|Saint-Remi-des-Bois|
Cobalt Ridge|Fenwick Harbour|Lac-Sainte-Odile|Maplebank|Thunder Fork|Grand Osier|
Birchcliffe Landing|Peltier Bay|New Arbroath"""),
    "AU": _s("""Wattle Creek|Mount Karrala|Bungaree Flat|Coolabah Heights|Yarrandoo|Port Elvina|
Kurrawong|Tindal Springs|Mallee Bend|Banksia Vale|Ironbark Ridge|Currawang|Gidgee Downs|
Moorabool Park|Tallowwood"""),
    "NZ": _s("""Rangimoana|Kaiwhenua|Port Ardmore|Manukino|Tawhiti Falls|Otaiere|Whenuakite Bay|
Pukerangi Heights|Kahikatea Flat|Glenmorven|Totara Springs|Matawhero Downs|Riverlea|Kaurimoana"""),
    "ZA": _s("""Protea Vale|Kwamandla|Sondagsdrift|Bergkloof|Tsholofelo Park|Ezinyoni|
Rooiwater|Umzimkulu Heights|Kliprivier Oos|Duinepark|Mahikeng Ridge|Sunbird Hill"""),
    "SG": _s("""Kembangan Vista|Sembawang Hills|Tanjong Rhu"""),
}

STATES = {
    "US": _s("OH|IL|PA|MI|WI|MN|IA|MO|KY|TN|NC|VA|GA|TX|AZ|OR|WA|CO|NE|KS|IN|NY|NJ|MA|ME|VT"),
    "US_LONG": _s("Ohio|Illinois|Pennsylvania|Michigan|Wisconsin|Minnesota|Iowa|Missouri|Kentucky|"
                  "Tennessee|North Carolina|Virginia|Georgia|Texas|Arizona|Oregon|Washington|Colorado"),
    "CA": _s("ON|BC|AB|QC|NS|MB|SK|NB|NL|PE"),
    "CA_LONG": _s("Ontario|British Columbia|Alberta|Quebec|Nova Scotia|Manitoba|Saskatchewan|"
                  "New Brunswick|Newfoundland and Labrador"),
    "AU": _s("NSW|VIC|QLD|WA|SA|TAS|ACT|NT"),
    "AU_LONG": _s("New South Wales|Victoria|Queensland|Western Australia|South Australia|Tasmania"),
    "NZ": _s("Auckland|Waikato|Canterbury|Otago|Wellington|Bay of Plenty|Hawke's Bay|Southland|"
             "Northland|Manawatu-Whanganui|Taranaki|Nelson"),
    "ZA": _s("Gauteng|Western Cape|KwaZulu-Natal|Eastern Cape|Free State|Limpopo|Mpumalanga|"
             "North West"),
}

COUNTIES = {
    "GB": _s("Lancashire|Devon|Kent|Norfolk|West Yorkshire|Cumbria|Somerset|Staffordshire|"
             "Cheshire|Northumberland|Dorset|Lincolnshire|Shropshire|Gwynedd|Fife|Aberdeenshire"),
    "IE": _s("Cork|Kerry|Galway|Mayo|Donegal|Wexford|Tipperary|Limerick|Clare|Meath|Sligo|"
             "Kilkenny|Offaly|Waterford|Roscommon|Leitrim"),
    "US": _s("Calder County|Harmon County|Blaine County|Osage Ridge County|Whitfield County"),
}

STREET_STEMS = _s("""Thornfield|Harrow|Elmstead|Kingfisher|Larkspur|Beacon|Orchard|Millrace|
Foxglove|Chestnut|Wellington|Albemarle|Haverford|Copper Beech|Saltmarsh|Quarry|Meadowsweet|
Rowan|Juniper|Highcliffe|Brookside|Sandpiper|Tanner|Weavers|Riverbend|Ashgrove|Blackthorn|
Sycamore|Hawthorn|Prospect|Victoria|Station|Church|Mill|Bellevue|Cedar|Lakeview|Summit|Osprey|
Fairview|Clover|Abbey|Glebe|Strand""")

# extra stems that only make sense in some countries
STEMS_LOCAL = {
    "US": _s("Dogwood|Magnolia|Hickory|Sumac|Aspen|Pinecrest|Cottonwood|Bluebonnet|Sassafras"),
    "CA": _s("Birchmount|Laurier|Champlain|Tamarack|Maple Leaf|Voyageur|Spruce Hollow"),
    "GB": _s("Cobbler's|Gullane|Kilbride|Tanners|Bridewell|Coldharbour|Lammas"),
    "IE": _s("Ardmore|Kilbride|Shanagarry|Rosbeg|Cnoc Ban|Seafield"),
    "AU": _s("Banksia|Jacaranda|Grevillea|Wattle|Ironbark|Bottlebrush|Currawong|Kookaburra"),
    "NZ": _s("Kowhai|Totara|Pohutukawa|Rimu|Matai|Karaka|Tui|Kereru"),
    "ZA": _s("Protea|Jacana|Marula|Tamarind|Msasa|Fynbos|Bokmakierie|Kiaat"),
    "SG": _s("Chempaka Vista|Mei Hwa|Bunga Raya|Kenari|Cendana|Teratai"),
}

SUFFIX = {
    "US": _s("Street|Avenue|Drive|Road|Lane|Court|Boulevard|Place|Way|Terrace|Circle|Trail|Pike"),
    "GB": _s("Road|Street|Lane|Close|Avenue|Crescent|Gardens|Way|Drive|Grove|Terrace|Mews|Rise|Walk"),
    "IE": _s("Road|Street|Avenue|Park|Close|Drive|Lawn|Grove|Heights|Court|View|Terrace"),
    "CA": _s("Street|Avenue|Road|Drive|Crescent|Boulevard|Court|Way|Lane"),
    "AU": _s("Street|Road|Avenue|Crescent|Parade|Place|Drive|Close|Court|Way|Circuit|Esplanade"),
    "NZ": _s("Street|Road|Avenue|Crescent|Terrace|Place|Drive|Way|Lane|Grove|Rise"),
    "ZA": _s("Street|Road|Avenue|Drive|Crescent|Close|Lane|Way"),
    "SG": _s("Avenue 2|Avenue 4|Street 21|Street 32|Drive|Road|Crescent|Link"),
}

HOUSE_NAMES = _s("""Rosebank|The Laurels|Hazelmere|Windrush|Fernlea|Tigh na Mara|Glenholme|
Cherry Tree Cottage|Honeysuckle House|Ty Gwyn|Ard Mhuire|Beechcroft""")

SAINTS = _s("""Aidan|Brendan|Columba|Hilda|Ninian|Winifred|Cuthbert|Oswin|Petroc|Ita|Fursey|
Kentigern|Brigid|Fiacre|Ebba|Dunstan|Walburga|Canice""")

HOSP_FORMS = {
    "US": ["{t} Medical Center", "{t} General Hospital", "{t} Regional Medical Center",
           "Saint {s} Hospital", "{t} Memorial Hospital", "{t} University Hospital",
           "{t} Heart and Vascular Institute"],
    "GB": ["{t} General Hospital", "{t} Royal Infirmary", "St {s}'s Hospital",
           "{t} University Hospital", "{t} District General Hospital", "{t} Royal Hospital"],
    "IE": ["{t} University Hospital", "St {s}'s University Hospital", "{t} General Hospital",
           "Mercy Hospital {t}", "{t} Regional Hospital"],
    "CA": ["{t} General Hospital", "{t} Health Sciences Centre", "Hopital {s}",
           "{t} Regional Health Centre", "{t} Memorial Hospital"],
    "AU": ["{t} Hospital", "{t} Base Hospital", "{t} Health Service", "St {s}'s Hospital",
           "Royal {t} Hospital"],
    "NZ": ["{t} Hospital", "{t} Base Hospital", "Te Whare Ora o {t}", "{t} Public Hospital"],
    "ZA": ["{t} Provincial Hospital", "{t} Academic Hospital", "{t} Private Hospital",
           "St {s}'s Hospital"],
    "SG": ["{t} General Hospital", "{t} Heart Centre", "{t} Medical Centre"],
}

PRACTICE_FORMS = {
    "US": ["{t} Family Medicine", "{t} Primary Care Associates", "{s} Internal Medicine Group",
           "{t} Community Health Center"],
    "GB": ["{st} Surgery", "{t} Medical Practice", "{st} Health Centre", "The {st} Practice",
           "{t} Group Practice"],
    "IE": ["{st} Medical Centre", "{t} Family Practice", "{st} Surgery", "{t} Primary Care Centre"],
    "CA": ["{t} Family Health Team", "{st} Medical Clinic", "{t} Community Health Centre"],
    "AU": ["{t} Medical Centre", "{st} Family Practice", "{t} General Practice", "{st} Clinic"],
    "NZ": ["{t} Medical Centre", "{st} Health", "{t} Family Doctors", "{st} Medical"],
    "ZA": ["{st} Medical Centre", "{t} Family Practice", "{st} Clinic"],
    "SG": ["{st} Family Clinic", "{t} Medical Clinic", "{st} Polyclinic"],
}

WARDS = _s("""Kestrel Ward|Heron Unit|Rowan Day Unit|Linnet Ward|Beech Suite|Ward 7B|
Osprey Day Unit|Maple Suite|Alder Ward|Curlew Ward|Wren Unit|Ward 12|Ash Day Unit""")

GENE_LABS = _s("""Helixgate Diagnostics|Meridian Genomics|Corvane Laboratories|Lodestar Genetics|
Northsound Molecular|Quillfield Genomic Services|Brightwater DNA Laboratories|Tessellate Bio|
Harrowgate Molecular Diagnostics|Pallister Genomics""")

HOMECARE = _s("""Carewell Homecare|Medisend Home Services|Pinnacle Homecare|Hearthside Healthcare|
Lyra Home Medicines|Calder Homecare Solutions|Brookline Specialty Pharmacy Services|
Tidemark Homecare|Keyhaven Clinical Homecare""")

INSURERS = {
    "US": _s("""Bluewater Health Plan|Keystone Mutual Health|Summit Crest Health|Great Plains Benefit Co|
Harborview Health Alliance|Cardinal Ridge Insurance|Prairie Star Health Plan|Tri-Rivers Medicare Advantage"""),
    "CA": _s("Maple Shield Benefits|Northern Trillium Life|Cascadia Group Benefits"),
    "AU": _s("Harbour Mutual Health|Southern Cross Wattle Fund|Coastline Health Members"),
    "IE": _s("Laochra Health Insurance|Emerald Shield Health|Ardmore Health Cover"),
    "ZA": _s("Protea Medical Scheme|Umoya Health Fund|Karoo Medical Aid Society"),
    "GB": _s("Albion Private Health|Thamesbridge Medical Insurance"),
    "NZ": _s("Kotuku Health Society|Tasman Health Cover"),
    "SG": _s("Lion City Shield|Merlion Assurance Health"),
}

EMPLOYERS = _s("""Brackett Freight|Osprey Logistics|Tillingham Bakery|Quenby Building Supplies|
Hallworth Engineering|Marrowfield Borough Council|Kestrel Airways|Copperline Telecom|
Fenwick Dairy Co-operative|Ironbark Mining Services|Stainmoor Quarries|Northcott & Lamb Solicitors|
Pelling Harbour Fisheries|Greenhalgh Motors|Wattle Creek Shire Council|Riverlea Timber|
Sunbird Retail Group|Castlebrennan Credit Union|Brinkworth Foods|Tessaly Software|
Ardmore Construction|Lanthorne Glassworks|Harlow Springs Public Schools|Maplebank Hydro""")

SCHOOLS = {
    "US": _s("Ridgecomb Elementary School|Amberdale Middle School|Harlow Springs Academy|Tallis Grove Elementary"),
    "CA": _s("Port Huxley Elementary|Ecole Saint-Remi|Kestrel Lake Public School|Maplebank Middle School"),
    "GB": _s("Quenby Primary School|Thornfield Academy|Wetherstone High School|St Oswin's CE Primary"),
    "IE": _s("St Ita's National School|Scoil Bhride Ballykerrin|Glenaveen Community College|Gaelscoil Ros Beag"),
    "AU": _s("Tallowwood Public School|Coolabah Heights State School|Yarrandoo Primary|Banksia Vale College"),
    "NZ": _s("Kahikatea Flat School|Rangimoana Intermediate|Totara Springs School|Kaiwhenua College"),
    "ZA": _s("Bergkloof Laerskool|Protea Vale Primary|Ezinyoni High School|Sunbird Hill Preparatory"),
    "SG": _s("Kembangan Primary School|Tanjong Rhu Secondary School|Sembawang Hills Primary"),
}

SCHOOL_YEAR = {"US": "Grade ", "CA": "Grade ", "GB": "Year ", "IE": "Class ", "AU": "Year ", "NZ": "Year ",
               "ZA": "Grade ", "SG": "Primary "}

CHARITIES = _s("""FH Family Link|Lipid Kin Network|The Cholesterol Kin Trust|Heartline FH Support Group""")

PROFESSIONS = _s("""plumber|secondary school teacher|bus driver|electrician|accountant|farmer|
software developer|chef|postman|hairdresser|firefighter|police officer|lorry driver|carpenter|
retired miner|shop assistant|civil engineer|dairy farmer|fisherman|bookkeeper|taxi driver|
landscape gardener|solicitor|paralegal|welder|warehouse operative|university lecturer|
veterinary nurse|kitchen porter|stonemason|personal trainer|call centre agent|builder|
architect|primary school teacher|office cleaner|care assistant|forklift driver|baker|
butcher|bank clerk|journalist|graphic designer|train driver|sheep farmer|nightclub manager|
roofer|retired publican|dental receptionist|quantity surveyor|airline pilot|beautician|
mechanic|delivery driver|cabinet maker|librarian|social worker|retired machinist|
shift supervisor|security guard|estate agent|tiler|painter and decorator|actuary""")

PROFESSIONS_US = _s("""truck driver|high school teacher|mail carrier|line cook|HVAC technician|
paralegal|corrections officer|dental hygienist|insurance adjuster|real estate agent|
construction foreman|retired steelworker|warehouse associate|bank teller|software engineer|
UPS driver|rancher|machinist|barista|crane operator|pharmacy technician""")
