"""Place, street, organisation and occupation pools.  Towns, counties, states and
postcode stems are real geography; every hospital, practice and organisation
name is assembled from invented parts."""

# town | county-or-state (full) | abbreviation | postcode stem | dialling prefix
_UK = """Leeds|West Yorkshire||LS|0113
Sale|Cheshire||M33|0161
Reading|Berkshire||RG|0118
Bath|Somerset||BA|01225
Wells|Somerset||BA5|01749
Street|Somerset||BA16|01458
Mold|Flintshire||CH7|01352
Bury|Lancashire||BL|0161
Deal|Kent||CT14|01304
Birmingham|West Midlands||B|0121
Sheffield|South Yorkshire||S|0114
Bristol|Avon||BS|0117
Nottingham|Nottinghamshire||NG|0115
Leicester|Leicestershire||LE|0116
Newcastle upon Tyne|Tyne and Wear||NE|0191
Cardiff|South Glamorgan||CF|029
Swansea|West Glamorgan||SA|01792
Glasgow|Lanarkshire||G|0141
Edinburgh|Midlothian||EH|0131
Dundee|Angus||DD|01382
Belfast|County Antrim||BT|028
Preston|Lancashire||PR|01772
Wigan|Lancashire||WN|01942
Oldham|Greater Manchester||OL|0161
Coventry|West Midlands||CV|024
Stoke-on-Trent|Staffordshire||ST|01782
Plymouth|Devon||PL|01752
Exeter|Devon||EX|01392
Norwich|Norfolk||NR|01603
Diss|Norfolk||IP22|01379
Ware|Hertfordshire||SG12|01920
Luton|Bedfordshire||LU|01582
Hull|East Riding of Yorkshire||HU|01482
Bradford|West Yorkshire||BD|01274
Derby|Derbyshire||DE|01332
Hope|Derbyshire||S33|01433
Looe|Cornwall||PL13|01503
Oxford|Oxfordshire||OX|01865
Southampton|Hampshire||SO|023
Brighton|East Sussex||BN|01273
Wolverhampton|West Midlands||WV|01902
Slough|Berkshire||SL|01753
London|Greater London||E|020
London|Greater London||SE|020
Ilford|Essex||IG|020"""

_US = """Boston|Massachusetts|MA|021|617
Worcester|Massachusetts|MA|016|508
Springfield|Illinois|IL|627|217
Normal|Illinois|IL|617|309
Chicago|Illinois|IL|606|312
Hope|Arkansas|AR|718|870
Little Rock|Arkansas|AR|722|501
Mobile|Alabama|AL|366|251
Birmingham|Alabama|AL|352|205
Eureka|California|CA|955|707
Orange|California|CA|928|714
Fresno|California|CA|937|559
Liberty|Missouri|MO|640|816
Independence|Missouri|MO|640|816
St. Louis|Missouri|MO|631|314
Sandy|Utah|UT|840|801
Paradise|Nevada|NV|891|702
Columbus|Ohio|OH|432|614
Dayton|Ohio|OH|454|937
Pittsburgh|Pennsylvania|PA|152|412
Reading|Pennsylvania|PA|196|610
Baltimore|Maryland|MD|212|410
Richmond|Virginia|VA|232|804
Durham|North Carolina|NC|277|919
Savannah|Georgia|GA|314|912
Memphis|Tennessee|TN|381|901
Houston|Texas|TX|770|713
El Paso|Texas|TX|799|915
Phoenix|Arizona|AZ|850|602
Denver|Colorado|CO|802|303
Minneapolis|Minnesota|MN|554|612
Madison|Wisconsin|WI|537|608
Omaha|Nebraska|NE|681|402
Lincoln|Nebraska|NE|685|402
Albuquerque|New Mexico|NM|871|505
Spokane|Washington|WA|992|509
Portland|Oregon|OR|972|503
Buffalo|New York|NY|142|716
Newark|New Jersey|NJ|071|973
Providence|Rhode Island|RI|029|401
Tampa|Florida|FL|336|813
Jackson|Mississippi|MS|392|601
Lafayette|Louisiana|LA|705|337
Columbia|South Carolina|SC|292|803"""

_CA = """Toronto|Ontario|ON|M|416
Mississauga|Ontario|ON|L|905
Brampton|Ontario|ON|L|905
Hamilton|Ontario|ON|L|905
London|Ontario|ON|N|519
Ottawa|Ontario|ON|K|613
Kingston|Ontario|ON|K|613
Thunder Bay|Ontario|ON|P|807
Montreal|Quebec|QC|H|514
Gatineau|Quebec|QC|J|819
Vancouver|British Columbia|BC|V|604
Surrey|British Columbia|BC|V|604
Hope|British Columbia|BC|V|604
Kelowna|British Columbia|BC|V|250
Victoria|British Columbia|BC|V|250
Calgary|Alberta|AB|T|403
Edmonton|Alberta|AB|T|780
Banff|Alberta|AB|T|403
Red Deer|Alberta|AB|T|403
Saskatoon|Saskatchewan|SK|S|306
Regina|Saskatchewan|SK|S|306
Moose Jaw|Saskatchewan|SK|S|306
Winnipeg|Manitoba|MB|R|204
Brandon|Manitoba|MB|R|204
Halifax|Nova Scotia|NS|B|902
Truro|Nova Scotia|NS|B|902
Moncton|New Brunswick|NB|E|506
St. John's|Newfoundland and Labrador|NL|A|709
Charlottetown|Prince Edward Island|PE|C|902"""

_AU = """Parramatta|New South Wales|NSW|2150|02
Blacktown|New South Wales|NSW|2148|02
Orange|New South Wales|NSW|2800|02
Young|New South Wales|NSW|2594|02
Wagga Wagga|New South Wales|NSW|2650|02
Wollongong|New South Wales|NSW|2500|02
Dubbo|New South Wales|NSW|2830|02
Nelson Bay|New South Wales|NSW|2315|02
Footscray|Victoria|VIC|3011|03
Dandenong|Victoria|VIC|3175|03
Sale|Victoria|VIC|3850|03
Bright|Victoria|VIC|3741|03
Geelong|Victoria|VIC|3220|03
Ballarat|Victoria|VIC|3350|03
Sunshine|Victoria|VIC|3020|03
Toowoomba|Queensland|QLD|4350|07
Logan|Queensland|QLD|4114|07
Cairns|Queensland|QLD|4870|07
Townsville|Queensland|QLD|4810|07
Mount Isa|Queensland|QLD|4825|07
Elizabeth|South Australia|SA|5112|08
Hope Valley|South Australia|SA|5090|08
Mount Gambier|South Australia|SA|5290|08
Joondalup|Western Australia|WA|6027|08
Bunbury|Western Australia|WA|6230|08
Kalgoorlie|Western Australia|WA|6430|08
Launceston|Tasmania|TAS|7250|03
Devonport|Tasmania|TAS|7310|03
Darwin|Northern Territory|NT|0800|08
Alice Springs|Northern Territory|NT|0870|08
Belconnen|Australian Capital Territory|ACT|2617|02"""

_NZ = """Otahuhu|Auckland||1062|09
Mangere|Auckland||2022|09
Manurewa|Auckland||2102|09
Henderson|Auckland||0612|09
Hamilton|Waikato||3204|07
Tauranga|Bay of Plenty||3110|07
Rotorua|Bay of Plenty||3010|07
Gisborne|Gisborne||4010|06
Napier|Hawke's Bay||4110|06
Hastings|Hawke's Bay||4120|06
New Plymouth|Taranaki||4310|06
Whanganui|Manawatu-Whanganui||4500|06
Palmerston North|Manawatu-Whanganui||4410|06
Levin|Manawatu-Whanganui||5510|06
Porirua|Wellington||5022|04
Lower Hutt|Wellington||5010|04
Nelson|Nelson||7010|03
Hope|Tasman||7020|03
Blenheim|Marlborough||7201|03
Christchurch|Canterbury||8011|03
Timaru|Canterbury||7910|03
Dunedin|Otago||9016|03
Invercargill|Southland||9810|03
Whangarei|Northland||0110|09"""

_IE = """Cork|Co. Cork||T12|021
Mallow|Co. Cork||P51|022
Galway|Co. Galway||H91|091
Tuam|Co. Galway||H54|093
Limerick|Co. Limerick||V94|061
Ennis|Co. Clare||V95|065
Tralee|Co. Kerry||V92|066
Waterford|Co. Waterford||X91|051
Kilkenny|Co. Kilkenny||R95|056
Wexford|Co. Wexford||Y35|053
Gorey|Co. Wexford||Y25|053
Bray|Co. Wicklow||A98|01
Naas|Co. Kildare||W91|045
Navan|Co. Meath||C15|046
Trim|Co. Meath||C15|046
Drogheda|Co. Louth||A92|041
Dundalk|Co. Louth||A91|042
Athlone|Co. Westmeath||N37|090
Mullingar|Co. Westmeath||N91|044
Sligo|Co. Sligo||F91|071
Letterkenny|Co. Donegal||F92|074
Castlebar|Co. Mayo||F23|094
Birr|Co. Offaly||R42|057
Tallaght|Co. Dublin||D24|01
Swords|Co. Dublin||K67|01
Dublin|Co. Dublin||D04|01"""


def _parse(block):
    return [tuple(line.split("|")) for line in block.strip().splitlines()]


TOWNS = {"UK": _parse(_UK), "US": _parse(_US), "CA": _parse(_CA), "AU": _parse(_AU),
         "NZ": _parse(_NZ), "IE": _parse(_IE)}

STREET_NAMES = (
    "Alder Beech Chestnut Elm Maple Oak Willow Rowan Hawthorn Birch Station Church Mill "
    "Victoria Albert Queen Park Manor Grange Meadow Orchard Brook Springfield Highfield "
    "Woodland Hillside Ferndale Bridge Castle Market Harbour Ridge Cedar Laurel Poplar "
    "Sycamore Heath Moor Lakeview Pinecrest Sunset Jefferson Franklin Magnolia Cypress "
    "Dogwood Wattle Banksia Jacaranda Kowhai Totara Rimu Pearse Parnell Davitt Foxglove "
    "Primrose Bluebell Kingfisher Heron Thistle Clover Juniper Coronation Jubilee Wellington "
    "Nelson Garfield Lister Tennyson Milton Byron Shelley Keats").split()

STREET_SUFFIX = {
    "UK": "Road Street Avenue Close Crescent Drive Lane Grove Terrace Way Gardens Court Mews Place",
    "US": "St Street Ave Avenue Blvd Dr Drive Rd Ln Ct Way Pkwy Circle",
    "CA": "Street Avenue Road Crescent Drive Boulevard Court Place",
    "AU": "Street St Road Rd Avenue Parade Crescent Court Close Place Terrace",
    "NZ": "Street Road Avenue Crescent Place Terrace Drive Grove",
    "IE": "Road Street Avenue Park Drive Lawn Grove Close Heights View",
}

# invented place-like stems for hospitals, practices, employers
STEMS = (
    "Ashvale Brindlemoor Calderbrook Dunmerrow Elderwick Fallowmere Glenhollow Harrowby "
    "Kestrel_Point Larkspur Merrowfield Northmere Oakhallow Pennock Quarrymoor Ravensmere "
    "Saltmarsh Thornby Umberleigh Wexcombe Yarrowdale Kingsmere Lindenhurst Millbrook "
    "Coldwater_Bay Silverpine Cedar_Hollow Blue_Heron Red_Cedar Stonebridge Ashgrove "
    "Fernleigh Holloway_Rise Marram_Sound Brackenfield Tollgate Wrenfield Corrowen "
    "Ballyfearn Kilmorran Glenarrow Tawhiri Kauri_Bay Wirrindale Coolabah_Springs "
    "Mulberry_Green Hartsfield Penhallow Aldercombe").split()


def stems():
    return [w.replace("_", " ") for w in STEMS]


SAINTS = "St Aidric's|St Maelruan's|St Perpetua's|St Hilarion's|St Ethelwyn's|St Oswin's|" \
         "Our Lady of the Meadows|St Brannoc's|St Winnow's"

HOSP_SUFFIX = {
    "UK": ["University Hospital", "Royal Infirmary", "General Hospital", "Hospital",
           "District General Hospital"],
    "US": ["Medical Center", "Memorial Hospital", "University Hospital",
           "Regional Medical Center", "Health"],
    "CA": ["Health Sciences Centre", "General Hospital", "Regional Health Centre",
           "University Hospital"],
    "AU": ["Hospital", "Base Hospital", "Health Service", "Private Hospital"],
    "NZ": ["Hospital", "Base Hospital"],
    "IE": ["University Hospital", "General Hospital", "Regional Hospital"],
}
PRACTICE_SUFFIX = {
    "UK": ["Surgery", "Medical Practice", "Health Centre", "Group Practice"],
    "US": ["Family Medicine", "Primary Care", "Internal Medicine Associates"],
    "CA": ["Family Health Team", "Medical Clinic"],
    "AU": ["Medical Centre", "Family Practice", "General Practice"],
    "NZ": ["Medical Centre", "Health", "Family Doctors"],
    "IE": ["Medical Centre", "Family Practice", "Surgery"],
}
PHARMACY_SUFFIX = ["Pharmacy", "Chemist", "Community Pharmacy", "Late Night Pharmacy"]
WARD_WORDS = ("Kestrel Curlew Heron Kingfisher Lapwing Wren Osprey Plover Merlin Skylark "
              "Avocet Dunlin Larch Juniper Aspen Tui Kea Kaka Wattlebird Rosella").split()
BUILDINGS = ["Pemberton Wing", "Harlow Building", "Linacre Block", "Tolland Pavilion",
             "Gresham Tower", "Ashby Annexe", "Calloway Wing", "Marsden Block"]

EMPLOYER_SUFFIX = ["Logistics", "Freight", "Joinery", "Plumbing & Heating", "Construction",
                   "Foods", "Print Works", "Engineering", "Bakery", "Motors", "Cleaning Services",
                   "Security", "Textiles", "Packaging", "Dairy Co-op", "Timber", "Aged Care",
                   "Credit Union", "Removals", "Landscaping"]
COMPANY_TAIL = {"UK": ["Ltd", "Ltd", ""], "US": ["Inc", "LLC", ""], "CA": ["Inc", "Ltd", ""],
                "AU": ["Pty Ltd", ""], "NZ": ["Ltd", ""], "IE": ["Ltd", "Teo", ""]}
SCHOOLS = ["Primary School", "High School", "Community College", "Academy", "Grammar School",
           "National School"]
CHURCHES = ["Parish", "Baptist Church", "Methodist Church", "Gospel Hall", "Mosque",
            "Gurdwara", "Temple"]

OCCUPATIONS = (
    "bus driver|HGV driver|truck driver|forklift operator|warehouse operative|electrician|"
    "plumber|carpenter|joiner|bricklayer|welder|primary school teacher|teaching assistant|"
    "care assistant|healthcare assistant|nurse|hairdresser|chef|kitchen porter|baker|butcher|"
    "barista|retail assistant|shop manager|accountant|bookkeeper|software developer|"
    "IT support technician|civil engineer|mechanic|postal worker|taxi driver|dairy farmer|"
    "sheep farmer|shearer|fisherman|miner|police officer|firefighter|social worker|librarian|"
    "cleaner|security guard|call centre agent|receptionist|dental nurse|pharmacist|lecturer|"
    "university student|civil servant|bank clerk|insurance broker|solicitor|estate agent|"
    "landscape gardener|painter and decorator|roofer|tiler|sales representative|machinist|"
    "factory worker|courier|delivery driver|train conductor|childminder|youth worker|"
    "pastor|nail technician|cabinet maker|bus mechanic|crane operator|payroll officer").split("|")

COUNTRIES = ("Spain|Portugal|Greece|India|Pakistan|Bangladesh|Nigeria|Ghana|Jamaica|"
             "Indonesia|Vietnam|Thailand|Italy|Poland|Turkey|Mexico|Fiji|Samoa|Tonga|"
             "France|Croatia|Cyprus|Egypt|Morocco|Kenya|South Africa|Sri Lanka|China|Japan|"
             "Canada|Australia|New Zealand|Ireland|Zimbabwe|Somalia|Lebanon|Malaysia").split("|")
