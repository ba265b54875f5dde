"""Invented places, facilities, employers and professions for dev146_en."""
from pools import _s

TOWNS_US = _s("""
Marrowfield|Quillby|Ashcombe Falls|Port Everly|Kestrel Bay|New Halden|Brackenridge Hollow|Tullow Springs
Fennimore Junction|Greywater|Oakhaven Mills|Lanthorne|Cobbsbridge|Wexley|Stillmeadow|Bramblewood
Corvin Falls|Eastmere|Saltmarsh Point|Ridgeley|Pennock|Millbury Heights|Thistledown|Varnley|Dunmore Flats
Wickersham|Calder Bluff|Ostrow|Pelham Reach|Sorrel Creek|Tamsin Lake|Ardwell|Hollis Gap|Grange Hollow
Belcourt|Marlow Station|Fenwick Ridge|Hartsell|Coldwater Bend|Lyle Crossing|Brewster Mills|Quarryville East
""")

TOWNS_CA = _s("""
Lac-Sauvageon|Saint-Aurèle|Port Caddell|Ravensmoor|Kinlochan|Beaver Narrows|Glenwick|Morrowdale
Pointe-aux-Grives|Thessaly Landing|Caribou Reach|Larchmere|Tilbury Harbour|Sainte-Odile-du-Lac|Kelso Bay
Whitlock Falls|Amberley Sound|Fort Sallow|New Dunmore|Riviere-Brulee|Osprey Point|Cranleigh|Tamarack Flats
""")

COUNTIES = _s("""Wexley County|Pennock County|Calder County|Sorrel County|Ardwell Parish|Hollis County|Brewster County""")

US_STATES = [("Ohio", "OH"), ("Pennsylvania", "PA"), ("Michigan", "MI"), ("New York", "NY"), ("Massachusetts", "MA"),
             ("North Carolina", "NC"), ("Georgia", "GA"), ("Texas", "TX"), ("Oregon", "OR"), ("Washington", "WA"),
             ("Minnesota", "MN"), ("Wisconsin", "WI"), ("Illinois", "IL"), ("Tennessee", "TN"), ("Virginia", "VA"),
             ("Maine", "ME"), ("Vermont", "VT"), ("Colorado", "CO"), ("Arizona", "AZ"), ("Kentucky", "KY"),
             ("Iowa", "IA"), ("Missouri", "MO"), ("Maryland", "MD"), ("New Mexico", "NM"), ("Indiana", "IN")]
CA_PROVS = [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Manitoba", "MB"),
            ("Saskatchewan", "SK"), ("Nova Scotia", "NS"), ("New Brunswick", "NB"), ("Quebec", "QC"),
            ("Newfoundland and Labrador", "NL"), ("Prince Edward Island", "PE")]

STREET_NAMES = _s("""
Quarry|Larkspur|Tamarack|Heron|Pellham|Ostler|Brindle|Fernhill|Copperleaf|Wrenfield|Saddlebrook
Gristmill|Lantern|Millrace|Old Ferry|Juniper|Kestrel|Elm|Maple|Birchwood|Cobble|Hawthorn|Foundry|Tinker
Sparrow|Ironwood|Cider Mill|Tanner|Weaver|Bellflower|Ridgeback|Sumac|Harrow|Oxbow|Chandler|Wicket
Dovecote|Lockkeeper|Beacon|Stonecrop|Thimble|Oriole|Gannet|Sexton|Glebe|Marigold|Rue des Saules|Rang Saint-Elzéar
""")
STREET_SFX = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Lane", "Ln", "Drive", "Dr", "Court", "Ct",
              "Boulevard", "Blvd", "Crescent", "Cres", "Way", "Place", "Terrace", "Trail", "Pike", "Circle"]
UNIT_FMT = ["Apt {n}", "Apt. {n}{a}", "Unit {n}", "#{n}", "Lot {n}", "Suite {n}", "Rm {n}", "Basement Apt"]

HOSP_PATTERNS_US = ["{town} Regional Medical Center", "{town} General Hospital", "{town} Community Hospital",
                    "St. {saint} Hospital", "{memo} Memorial Hospital", "{town} Memorial", "Mercy Hospital of {town}",
                    "{town} Valley Medical Center", "St. {saint} Medical Center", "{town} University Hospital"]
HOSP_PATTERNS_CA = ["{town} General Hospital", "{town} Health Centre", "{town} and District Hospital",
                    "Hôpital Sainte-{sainte}", "{town} Regional Health Centre", "St. {saint} Hospital",
                    "{memo} Memorial Hospital", "Centre hospitalier régional {town}"]
SAINTS = _s("""Ignatia|Brendan|Cuthbert|Winifred|Aldric|Benedicta|Osmund|Hilda|Columba|Eulalia|Clement|Dymphna""")
SAINTES = _s("""Odile|Brigitte|Aurélie|Perpétue|Colombe|Justine""")
MEMO = _s("""Harrowgate|Pemberton-Lowe|Aldous Kerr|Whitcombe|Elspeth Marr|Garrison|Thornbury|Vance-Okoro""")

CARE_HOMES = _s("""
Birchhaven Care Home|Meadowlark Nursing and Rehabilitation|Tamarack Lodge Long-Term Care|Cedar Glen Manor
Heron's Rest Skilled Nursing|Copperleaf Rehabilitation Center|Wrenfield Gardens Assisted Living
Maple Terrace Retirement Residence|Stillwater Manor|Foxglove House|Lakeshore Transitional Care
Bellwether Acute Rehab|Sorrel Creek Residence|Larchmere Manor LTC|Les Jardins Saint-Aurèle
""")
CLINICS = _s("""
Eastbrook Family Practice|Northside Dialysis Center|Quillby Community Health Clinic|Riverbend Cardiology Associates
Fernhill Wound Clinic|Harbourview Family Health Team|Kestrel Bay Pulmonary Clinic|Saltmarsh Point Medical Group
Osprey Point Nursing Station|Pennock Infusion Center|Glenwick Medical Clinic|Varnley Anticoagulation Clinic
""")
PHARMACIES = _s("""
Quillby Drug|Corner Apothecary|Wexley Pharmacy|Bayside Dispensary|Greywater Pharmacy
Hollis Gap Family Pharmacy|Tinker Street Pharmacy|Larchmere Apothecary
""")
# named wards / units (HOSPITAL). Bare departments (ICU, Tele, Med-Surg) are not PHI.
UNITS = _s("""
Heron Unit|Willow 6|Larch Pavilion 3|Osprey Wing|Juniper Ward|Bluebell Unit|Maple 4|Aster Unit|Cardinal 7
Kingfisher Unit|Tamarack 5|Cedar Tower 8|Finch Unit|Magnolia 2|Sparrow Unit|Hawthorn Pavilion|Birch 3
Lupine Unit|Marigold Ward|Spruce 9|Falcon Unit|Poppy Ward|Oak Tower 4|Sage Unit
""")
DEPTS = ["Med-Surg", "Telemetry", "Step-Down", "MICU", "SICU", "CVICU", "ED", "PACU", "Oncology", "Ortho",
         "Neuro", "Renal", "Cardiac Stepdown", "Observation", "Gen Med", "Hospitalist service", "IR", "Cath Lab",
         "OR", "L&D", "Dialysis", "Radiology", "Pharmacy", "Transport", "Bed Management", "Security"]

EMPLOYERS = _s("""
Tidewater Freight Lines|Harlow Grain Co-op|Brindle & Sons Roofing|Marrowfield Tool & Die|Greywater Paper Mill
Copperleaf Call Center|Northgate Logistics|Sorrel Creek Dairy|Pelham Transit Authority|Lanthorne Steel Works
Varnley Poultry Processing|Ardwell Riverboat Casino|Saltmarsh Fisheries Co-op|Fennimore Auto Body
Stillmeadow Elementary School|Redcap Cleaning Services|Ostrow Hardware|Hollis Gap Coal Company
Quarryville Concrete|Kestrel Bay School District|Wexley County Sheriff's Office|Bramblewood Golf Club
Larchmere Lumber Ltd|Port Caddell Fish Plant|Morrowdale Co-operative|Ravensmoor Potash|Glenwick Transit
Belcourt Cold Storage|Tinker Street Bakery|Marlow Station Grocers|Pennock Valley Orchards|Brewster Mills Textiles
""")
CHURCHES = _s("""
Grace Tabernacle Church|St. Brendan's Parish|Bethel AME Church|Masjid al-Noor|Temple Beth Shalom of Wexley
Holy Trinity Ukrainian Catholic Church|Kestrel Bay Kingdom Hall|Gurdwara Sahib Ardwell|First Baptist Church of Ostrow
Église Sainte-Odile|New Hope Pentecostal Assembly|Lakeside Vietnamese Buddhist Temple
""")
OTHER_ORGS = _s("""
Bluewater Home Health|CarePoint Home Care Services|Apex Medical Supply|Northstar Mutual Health|Keystone Benefit Plan
Wexley Area Agency on Aging|Local 448 Pipefitters Union|Harbor Light Shelter|Quillby Senior Center
Pennock County Adult Protective Services|VFW Post 2231|Calder Valley Hospice Volunteers|Fernhill Oxygen Supply
Trillium Home & Community Care|Glenwick Meals Program|Ravensmoor Legion Branch 71|Lakeland Benefit Trust
""")
INSURERS = _s("""
Northstar Mutual Health|Keystone Benefit Plan|Lakeland Benefit Trust|Summit Shield Insurance|Harborline Health Plan
Great Plains Mutual|Evergreen Care Assurance|Tri-County Medicaid HMO|Maple Leaf Extended Health|Beacon Group Benefits
""")
TRANSPORT_COS = _s("""Greywater Ambulance Service|Lifeline Medical Transport|Quillby Fire-Rescue|Rapid Wheels Medical Van
Pennock County EMS|Kestrel Air Medical|Osprey Patient Transfer Services|Metro Cab Co""")

PROFESSIONS = _s("""
welder|long-haul truck driver|teacher|electrician|cashier|home health aide|dairy farmer|machinist
accountant|school bus driver|carpenter|hairdresser|barber|cook|baker|stonemason|line cook|plumber
firefighter|police officer|correctional officer|nanny|daycare worker|librarian|pastor|dental hygienist
veterinarian|pharmacist|mail carrier|postal worker|landscaper|fisherman|logger|coal miner|seamstress
taxi driver|rideshare driver|warehouse worker|forklift operator|server|bartender|real estate agent
insurance adjuster|civil engineer|architect|professor|homemaker|security guard|roofer|custodian
construction laborer|nurse|paralegal|software developer|bank teller|auto mechanic|housekeeper
farm laborer|crossing guard|piano teacher|tailor|potash miner|commercial fisher|snowplow operator
""")
COUNTRIES = _s("""
Mexico|Guatemala|El Salvador|Honduras|Haiti|Jamaica|Dominican Republic|Cuba|Philippines|Vietnam|China
India|Pakistan|Bangladesh|Nigeria|Ghana|Somalia|Ethiopia|Eritrea|Kenya|Poland|Ukraine|Italy|Portugal
Greece|Iran|Turkey|Lebanon|Syria|Iraq|Afghanistan|South Korea|Japan|Brazil|Colombia|Peru|Ireland
Germany|France|Trinidad and Tobago|Sri Lanka|Nepal|Sudan|Congo
""")
LANGUAGES = ["Spanish", "Vietnamese", "Mandarin", "Cantonese", "Somali", "Haitian Creole", "Arabic", "Punjabi",
             "Tagalog", "Polish", "Ukrainian", "Portuguese", "Korean", "French", "Amharic", "ASL", "Farsi"]
# country adjectives / nationalities are not PHI
AREA_US = ["216", "330", "419", "614", "313", "412", "503", "617", "704", "919", "608", "207", "802", "515", "720",
           "859", "505", "317", "651", "443"]
AREA_CA = ["416", "604", "613", "780", "902", "306", "204", "905", "514", "403", "506", "709", "519", "250"]
