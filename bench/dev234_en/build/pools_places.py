"""Invented place, organisation and occupation pools for dev234_en (author 234).

Cities and counties are ordinary real place names used as pool members; every
street, hospital, practice, pharmacy, employer and other organisation name is
assembled from invented parts.
"""

# (city, state abbreviation, state name, 3-digit ZIP prefix)
US_CITIES = [
    ("Dayton", "OH", "Ohio", "454"), ("Toledo", "OH", "Ohio", "436"),
    ("Akron", "OH", "Ohio", "443"), ("Youngstown", "OH", "Ohio", "445"),
    ("Lansing", "MI", "Michigan", "489"), ("Kalamazoo", "MI", "Michigan", "490"),
    ("Flint", "MI", "Michigan", "485"), ("Saginaw", "MI", "Michigan", "486"),
    ("Peoria", "IL", "Illinois", "616"), ("Rockford", "IL", "Illinois", "611"),
    ("Joliet", "IL", "Illinois", "604"), ("Springfield", "IL", "Illinois", "627"),
    ("Gary", "IN", "Indiana", "464"), ("Muncie", "IN", "Indiana", "473"),
    ("Evansville", "IN", "Indiana", "477"), ("Madison", "WI", "Wisconsin", "537"),
    ("Green Bay", "WI", "Wisconsin", "543"), ("Kenosha", "WI", "Wisconsin", "531"),
    ("Duluth", "MN", "Minnesota", "558"), ("Rochester", "MN", "Minnesota", "559"),
    ("Des Moines", "IA", "Iowa", "503"), ("Cedar Rapids", "IA", "Iowa", "524"),
    ("Omaha", "NE", "Nebraska", "681"), ("Wichita", "KS", "Kansas", "672"),
    ("Tulsa", "OK", "Oklahoma", "741"), ("Lubbock", "TX", "Texas", "794"),
    ("Amarillo", "TX", "Texas", "791"), ("El Paso", "TX", "Texas", "799"),
    ("Laredo", "TX", "Texas", "780"), ("Waco", "TX", "Texas", "767"),
    ("McAllen", "TX", "Texas", "785"), ("Shreveport", "LA", "Louisiana", "711"),
    ("Baton Rouge", "LA", "Louisiana", "708"), ("Jackson", "MS", "Mississippi", "392"),
    ("Mobile", "AL", "Alabama", "366"), ("Huntsville", "AL", "Alabama", "358"),
    ("Macon", "GA", "Georgia", "312"), ("Savannah", "GA", "Georgia", "314"),
    ("Augusta", "GA", "Georgia", "309"), ("Gainesville", "FL", "Florida", "326"),
    ("Tallahassee", "FL", "Florida", "323"), ("Lakeland", "FL", "Florida", "338"),
    ("Ocala", "FL", "Florida", "344"), ("Columbia", "SC", "South Carolina", "292"),
    ("Greenville", "SC", "South Carolina", "296"), ("Durham", "NC", "North Carolina", "277"),
    ("Fayetteville", "NC", "North Carolina", "283"), ("Asheville", "NC", "North Carolina", "288"),
    ("Roanoke", "VA", "Virginia", "240"), ("Lynchburg", "VA", "Virginia", "245"),
    ("Norfolk", "VA", "Virginia", "235"), ("Knoxville", "TN", "Tennessee", "379"),
    ("Chattanooga", "TN", "Tennessee", "374"), ("Lexington", "KY", "Kentucky", "405"),
    ("Bowling Green", "KY", "Kentucky", "421"), ("Charleston", "WV", "West Virginia", "253"),
    ("Scranton", "PA", "Pennsylvania", "185"), ("Allentown", "PA", "Pennsylvania", "181"),
    ("Erie", "PA", "Pennsylvania", "165"), ("Harrisburg", "PA", "Pennsylvania", "171"),
    ("Syracuse", "NY", "New York", "132"), ("Utica", "NY", "New York", "135"),
    ("Binghamton", "NY", "New York", "139"), ("Albany", "NY", "New York", "122"),
    ("Worcester", "MA", "Massachusetts", "016"), ("Lowell", "MA", "Massachusetts", "018"),
    ("New Bedford", "MA", "Massachusetts", "027"), ("Hartford", "CT", "Connecticut", "061"),
    ("Providence", "RI", "Rhode Island", "029"), ("Manchester", "NH", "New Hampshire", "031"),
    ("Bangor", "ME", "Maine", "044"), ("Burlington", "VT", "Vermont", "054"),
    ("Trenton", "NJ", "New Jersey", "086"), ("Paterson", "NJ", "New Jersey", "075"),
    ("Wilmington", "DE", "Delaware", "198"), ("Frederick", "MD", "Maryland", "217"),
    ("Boise", "ID", "Idaho", "837"), ("Spokane", "WA", "Washington", "992"),
    ("Tacoma", "WA", "Washington", "984"), ("Eugene", "OR", "Oregon", "974"),
    ("Salem", "OR", "Oregon", "973"), ("Fresno", "CA", "California", "937"),
    ("Bakersfield", "CA", "California", "933"), ("Modesto", "CA", "California", "953"),
    ("Riverside", "CA", "California", "925"), ("Stockton", "CA", "California", "952"),
    ("Reno", "NV", "Nevada", "895"), ("Tucson", "AZ", "Arizona", "857"),
    ("Flagstaff", "AZ", "Arizona", "860"), ("Albuquerque", "NM", "New Mexico", "871"),
    ("Pueblo", "CO", "Colorado", "810"), ("Provo", "UT", "Utah", "846"),
    ("Billings", "MT", "Montana", "591"), ("Fargo", "ND", "North Dakota", "581"),
    ("Sioux Falls", "SD", "South Dakota", "571"), ("Cheyenne", "WY", "Wyoming", "820"),
    ("Little Rock", "AR", "Arkansas", "722"), ("Springfield", "MO", "Missouri", "658"),
    ("Columbia", "MO", "Missouri", "652"), ("Anchorage", "AK", "Alaska", "995"),
    ("Hilo", "HI", "Hawaii", "967"),
]

# (town, county, postcode area)
UK_TOWNS = [
    ("Leeds", "West Yorkshire", "LS"), ("Bradford", "West Yorkshire", "BD"),
    ("Huddersfield", "West Yorkshire", "HD"), ("Halifax", "West Yorkshire", "HX"),
    ("Wakefield", "West Yorkshire", "WF"), ("Sheffield", "South Yorkshire", "S"),
    ("Doncaster", "South Yorkshire", "DN"), ("Rotherham", "South Yorkshire", "S"),
    ("York", "North Yorkshire", "YO"), ("Harrogate", "North Yorkshire", "HG"),
    ("Hull", "East Riding of Yorkshire", "HU"), ("Bolton", "Greater Manchester", "BL"),
    ("Oldham", "Greater Manchester", "OL"), ("Stockport", "Greater Manchester", "SK"),
    ("Wigan", "Greater Manchester", "WN"), ("Preston", "Lancashire", "PR"),
    ("Blackburn", "Lancashire", "BB"), ("Lancaster", "Lancashire", "LA"),
    ("Carlisle", "Cumbria", "CA"), ("Kendal", "Cumbria", "LA"),
    ("Sunderland", "Tyne and Wear", "SR"), ("Gateshead", "Tyne and Wear", "NE"),
    ("Durham", "County Durham", "DH"), ("Darlington", "County Durham", "DL"),
    ("Middlesbrough", "North Yorkshire", "TS"), ("Lincoln", "Lincolnshire", "LN"),
    ("Grimsby", "Lincolnshire", "DN"), ("Nottingham", "Nottinghamshire", "NG"),
    ("Mansfield", "Nottinghamshire", "NG"), ("Derby", "Derbyshire", "DE"),
    ("Chesterfield", "Derbyshire", "S"), ("Leicester", "Leicestershire", "LE"),
    ("Loughborough", "Leicestershire", "LE"), ("Coventry", "West Midlands", "CV"),
    ("Wolverhampton", "West Midlands", "WV"), ("Walsall", "West Midlands", "WS"),
    ("Dudley", "West Midlands", "DY"), ("Worcester", "Worcestershire", "WR"),
    ("Hereford", "Herefordshire", "HR"), ("Shrewsbury", "Shropshire", "SY"),
    ("Stoke-on-Trent", "Staffordshire", "ST"), ("Stafford", "Staffordshire", "ST"),
    ("Northampton", "Northamptonshire", "NN"), ("Peterborough", "Cambridgeshire", "PE"),
    ("Norwich", "Norfolk", "NR"), ("Ipswich", "Suffolk", "IP"),
    ("Colchester", "Essex", "CO"), ("Chelmsford", "Essex", "CM"),
    ("Luton", "Bedfordshire", "LU"), ("Reading", "Berkshire", "RG"),
    ("Slough", "Berkshire", "SL"), ("Oxford", "Oxfordshire", "OX"),
    ("Swindon", "Wiltshire", "SN"), ("Salisbury", "Wiltshire", "SP"),
    ("Gloucester", "Gloucestershire", "GL"), ("Cheltenham", "Gloucestershire", "GL"),
    ("Bath", "Somerset", "BA"), ("Taunton", "Somerset", "TA"),
    ("Exeter", "Devon", "EX"), ("Plymouth", "Devon", "PL"), ("Truro", "Cornwall", "TR"),
    ("Bournemouth", "Dorset", "BH"), ("Southampton", "Hampshire", "SO"),
    ("Portsmouth", "Hampshire", "PO"), ("Brighton", "East Sussex", "BN"),
    ("Hastings", "East Sussex", "TN"), ("Maidstone", "Kent", "ME"),
    ("Canterbury", "Kent", "CT"), ("Guildford", "Surrey", "GU"),
    ("Croydon", "Greater London", "CR"), ("Enfield", "Greater London", "EN"),
    ("Ilford", "Greater London", "IG"), ("Harrow", "Greater London", "HA"),
    ("Cardiff", "South Glamorgan", "CF"), ("Swansea", "West Glamorgan", "SA"),
    ("Newport", "Gwent", "NP"), ("Wrexham", "Clwyd", "LL"), ("Bangor", "Gwynedd", "LL"),
    ("Glasgow", "Lanarkshire", "G"), ("Paisley", "Renfrewshire", "PA"),
    ("Dundee", "Angus", "DD"), ("Aberdeen", "Aberdeenshire", "AB"),
    ("Inverness", "Highland", "IV"), ("Perth", "Perth and Kinross", "PH"),
    ("Stirling", "Stirlingshire", "FK"), ("Kilmarnock", "Ayrshire", "KA"),
    ("Belfast", "County Antrim", "BT"), ("Newry", "County Down", "BT"),
    ("Derry", "County Londonderry", "BT"),
]
UK_NATIONS = ["England", "Scotland", "Wales", "Northern Ireland"]

# invented topographic words used to build hospital, practice and firm names
TOPO = """Kestrel Marrowfield Hollin Brackenridge Silverbirch Corwen Ashcombe Fenwick
Thornbury Wyndale Larkspur Millbeck Oakhurst Redmarley Stonegate Whinmoor Hawksley
Greystoke Copperfield Elmstead Harrowgate Lindell Maplewood Northmere Pinecrest
Quarrybank Rosedene Saltmarsh Tidewater Underwood Valewood Westerleigh Yewbank
Amberley Bellhaven Cloverdale Deerfield Eastbrook Foxhollow Glenmoor Heathfield
Ironbridge Juniper Kingsmere Lakeshore Meadowvale Netherby Orchardleigh Parkgate
Riverbend Sandhurst Tamarack Upperton Verwood Willowmere Brambling Cedar-Ridge
Dunmore Falconer Garrowby Hillcrest Kelbrook Ludgrove Moorcroft Nettleham Pelham
Ravensworth Sheldrake Tanglewood Wexcombe Bramhope Calderbrook Esholt Grovesend""".split()

SAINTS = """Aldhelm Columba Brigid Aidan Cuthbert Oswin Hilda Wilfrid Chad Petroc
Winifred Anselm Dunstan Ursula Bartholomew Jude Veronica Raphael Cecilia Gregory
Benedict Agnes Francis Clare Martin Elizabeth Luke Vincent""".split()

US_HOSP_FORMS = ["{t} General Hospital", "{t} Medical Center", "{t} Regional Medical Center",
                 "{t} Memorial Hospital", "St. {s}'s Medical Center", "St. {s}'s Hospital",
                 "Mercy {t} Hospital", "University Hospital of {t}", "{t} Community Hospital",
                 "{t} Health Transplant Institute", "{t} Valley Hospital", "Sisters of {s} Hospital"]
UK_HOSP_FORMS = ["{t} General Hospital", "{t} Royal Infirmary", "Royal {t} Hospital",
                 "St {s}'s Hospital", "{t} University Hospital", "{t} District General Hospital",
                 "Queen's Hospital {t}", "{t} Community Hospital", "St {s}'s Hospital"]
US_CLINIC_FORMS = ["{t} Family Medicine", "{t} Internal Medicine Associates",
                   "{t} Primary Care", "{t} Nephrology Associates", "{t} Dialysis Center",
                   "{t} Kidney Care", "{t} Health Clinic", "{t} Liver Associates"]
UK_PRACTICE_FORMS = ["{t} Surgery", "{t} Medical Practice", "{t} Health Centre",
                     "The {t} Practice", "{t} Group Practice", "{t} Renal Satellite Unit",
                     "{t} Dialysis Unit", "{t} Medical Centre"]
PHARMACY_FORMS = ["{t} Pharmacy", "{t} Chemist", "{t} Apothecary", "{t} Family Pharmacy",
                  "{t} Specialty Pharmacy", "{t} Drug Store"]
CARE_HOME_FORMS = ["{t} Care Home", "{t} Nursing Home", "{t} Lodge", "{t} House Residential Home"]
WARD_NAMES = ["Nightingale Ward", "Lister Ward", "Fleming Ward", "Seacole Ward",
              "Cavell Ward", "Jenner Ward", "Harvey Ward", "Ward 7B", "Ward 12", "Ward 21",
              "Ward 4A", "Ward 31", "Ward 9", "Ward C3", "Ward 18", "Ward 33"]
US_UNIT_NAMES = ["4 West", "7 North", "5 South", "8 East", "6 Tower", "3 Main", "9 West",
                 "10 North", "Pavilion 5", "11 South"]

ORG_FORMS = ["{t} Logistics", "{t} Foods", "{t} Freight", "{t} Manufacturing",
             "{t} Building Supplies", "{t} Engineering Ltd", "{t} Haulage", "{t} Dairy",
             "{t} Print Works", "{t} Motors", "{t} Credit Union", "{t} Packaging",
             "{t} Timber", "{t} Software", "{t} Insurance Brokers", "{t} Council",
             "{t} Leisure Centre", "{t} Garden Centre", "{t} Academy", "{t} High School",
             "{t} Primary School", "{t} Baptist Church", "{t} Methodist Church",
             "{t} Community Mosque", "{t} Gurdwara", "{t} Bus Company", "{t} Hotel",
             "{t} Warehouse", "{t} Steelworks", "{t} Textiles", "{t} Farms",
             "{t} Parish Church", "{t} College", "{t} Fire Service", "{t} Police",
             "{t} Cleaning Services", "{t} Security", "{t} Call Centre"]
OPO_FORMS = ["{t} Donor Network", "{t} Organ Recovery Agency", "Gift of Life {t}",
             "{t} Donor Services", "LifeBridge {t}"]
COURIER_FORMS = ["{t} Medical Couriers", "{t} Aviation", "{t} Air Charter", "{t} Blue Light Transport",
                 "{t} Express Medical Logistics", "{t} Critical Transport"]
INSURER_FORMS = ["{t} Health Plan", "{t} Mutual", "{t} HealthCare", "{t} Benefit Trust",
                 "{t} Assurance", "{t} Care Insurance"]

STREET_WORDS = """Larch Willowbrook Fennimore Quarry Hathaway Elm Beech Maple Sycamore
Alder Rowan Hawthorn Holly Juniper Chestnut Laurel Poplar Linden Hazel Aspen Birch
Magnolia Orchard Mill Church Station Chapel School Park Meadow Brook Ridge Hill Valley
Lake River Spring Fountain Garden Victoria Albert Windsor Balmoral Gladstone Nelson
Wellington Cromwell Tudor Stuart Regent Kingfisher Heron Lapwing Curlew Skylark Swallow
Wren Primrose Bluebell Foxglove Clover Thistle Heather Bracken Fernhill Moorland Cliff
Harbor Pier Anchor Lighthouse Cotton Weaver Tanner Cooper Smithy Forge Granary Barley
Wheatfield Haycroft Pasture Cedar Pine Sequoia Redwood Prospect Liberty Franklin
Jefferson Lincoln Monroe Madison Hamilton Grant Lafayette Pleasant Sunset Highland""".split()
US_STREET_TYPES = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln",
                   "Boulevard", "Blvd", "Court", "Ct", "Way", "Place", "Pl", "Terrace", "Circle",
                   "Pkwy", "Trail"]
UK_STREET_TYPES = ["Street", "Road", "Lane", "Avenue", "Close", "Crescent", "Drive", "Way",
                   "Grove", "Gardens", "Terrace", "Mews", "Place", "Rise", "View", "Walk",
                   "Court", "Row", "Green"]

PROFESSIONS = """bus driver|welder|electrician|primary school teacher|HGV driver|nurse|
accountant|chef|farmer|software developer|postal worker|hairdresser|warehouse operative|
care assistant|plumber|police officer|taxi driver|cashier|solicitor|paralegal|machinist|
roofer|firefighter|librarian|pharmacist|dental hygienist|carpenter|lorry driver|
security guard|cleaner|factory worker|call centre agent|civil engineer|bricklayer|
forklift operator|delivery driver|mechanic|teaching assistant|social worker|
bank clerk|retail manager|nursery nurse|construction worker|landscaper|baker|butcher|
fisherman|dairy farmer|train conductor|prison officer|painter and decorator|
quantity surveyor|architect|graphic designer|journalist|hotel receptionist|
dental nurse|paramedic|midwife|estate agent|insurance broker|pastor|imam|
school caretaker|lab technician|airline pilot|flight attendant|tailor|seamstress|
beautician|nail technician|barber|gardener|truck driver|home health aide|
lineman|pipefitter|HVAC technician|dock worker|correctional officer|rancher|
tax preparer|mail carrier|bartender|line cook|janitor|steelworker|miner|
dry-waller|crane operator|veterinary nurse|optician|sign language interpreter""".replace("\n", "").split("|")

COUNTRIES = """Nigeria|Ghana|Jamaica|Pakistan|India|Bangladesh|Poland|Romania|Mexico|
Guatemala|El Salvador|Philippines|Vietnam|China|Somalia|Ethiopia|Eritrea|Kenya|
Zimbabwe|Portugal|Spain|Italy|Greece|Turkey|Iran|Iraq|Syria|Lebanon|Egypt|Morocco|
Brazil|Colombia|Peru|Haiti|Dominican Republic|Trinidad and Tobago|Ireland|Germany|
Ukraine|Lithuania|South Korea|Japan|Thailand|Sri Lanka|Nepal|Afghanistan|Sudan|
Cuba|Canada|France|Sierra Leone|Cameroon|Honduras|Ecuador|Bulgaria|Latvia|Cyprus|
Malta|Uganda|Malawi|Zambia|Yemen|Jordan|Tunisia|Algeria|Senegal|Barbados|Guyana""".replace("\n", "").split("|")

HOLIDAYS_US = ["Thanksgiving", "Christmas", "Christmas Eve", "New Year's Day", "Easter",
               "Labor Day", "Memorial Day", "the Fourth of July", "Halloween"]
HOLIDAYS_UK = ["Christmas", "Boxing Day", "Christmas Eve", "New Year's Day", "Easter",
               "Easter Monday", "Eid", "Diwali", "the August bank holiday", "Bonfire Night"]
