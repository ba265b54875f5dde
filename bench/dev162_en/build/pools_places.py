"""Invented places, organisations, occupations and other pools for dev162_en."""

# (city, state abbrev, state name, zip prefix, county)
US_CITIES = (
    ("Marlow Springs", "OH", "Ohio", "452", "Hadley County"),
    ("East Tamsford", "PA", "Pennsylvania", "191", "Ardent County"),
    ("Corley", "GA", "Georgia", "303", "Bibb Hollow County"),
    ("Port Vesey", "NJ", "New Jersey", "077", "Monmouth Shore County"),
    ("Ashgrove", "IL", "Illinois", "606", "Kessler County"),
    ("Linden Falls", "MI", "Michigan", "482", "Wexley County"),
    ("Bellhaven", "MD", "Maryland", "212", "Tolliver County"),
    ("San Aurelio", "TX", "Texas", "782", "Medina Flats County"),
    ("Dry Creek", "TX", "Texas", "797", "Cotton County"),
    ("Harlow Heights", "NY", "New York", "112", "Kings Crossing County"),
    ("Quarry Point", "NY", "New York", "146", "Seneca Vale County"),
    ("Redfern", "CA", "California", "958", "Placer Oaks County"),
    ("Los Cedros", "CA", "California", "917", "San Gabriel County"),
    ("Millbrook Station", "NC", "North Carolina", "275", "Pender County"),
    ("Pine Bluffton", "SC", "South Carolina", "299", "Beaufort Reach County"),
    ("Greer Landing", "TN", "Tennessee", "381", "Shelby Run County"),
    ("Ottawa Ridge", "KS", "Kansas", "662", "Franklin Prairie County"),
    ("New Castile", "LA", "Louisiana", "701", "St. Ormond Parish"),
    ("Wexford", "IN", "Indiana", "462", "Marion Fork County"),
    ("Gilmore City", "AZ", "Arizona", "850", "Maricopa Wells County"),
    ("Kessler", "MO", "Missouri", "631", "Jefferson Ford County"),
    ("North Ambler", "MA", "Massachusetts", "021", "Norfolk Bay County"),
    ("Carrow", "VA", "Virginia", "232", "Henrico Glen County"),
    ("Lake Orrin", "FL", "Florida", "328", "Orange Hammock County"),
    ("Palmetto Key", "FL", "Florida", "334", "Palm Sound County"),
    ("Birchwood", "WI", "Wisconsin", "532", "Milwaukee Bend County"),
    ("Stillwater Bend", "OK", "Oklahoma", "731", "Canadian Fork County"),
    ("Union Gap", "WA", "Washington", "989", "Yakima Rim County"),
    ("Cold Harbor", "CT", "Connecticut", "065", "New Haven Downs County"),
    ("Montclair Falls", "AL", "Alabama", "352", "Jefferson Hills County"),
    ("Sutter Junction", "NV", "Nevada", "891", "Clark Basin County"),
    ("Halden", "MN", "Minnesota", "554", "Hennepin Lakes County"),
)

# (town, county, postcode area)
UK_TOWNS = (
    ("Thornbury Vale", "West Yorkshire", "BD"), ("Kelsall Bridge", "Cheshire", "CW"),
    ("Ashby Moor", "Leicestershire", "LE"), ("Haverleigh", "Essex", "CM"),
    ("Penmarric", "Cornwall", "TR"), ("Calder Heath", "West Yorkshire", "HX"),
    ("Stoke Ferring", "Norfolk", "PE"), ("Marsden Cross", "Lancashire", "BB"),
    ("Whitlow", "Greater Manchester", "OL"), ("Redcastle", "Tyne and Wear", "NE"),
    ("Bryn Cedig", "Gwynedd", "LL"), ("Llanfair Ysgol", "Powys", "SY"),
    ("Kirkhaugh", "Fife", "KY"), ("Dunmorrow", "Aberdeenshire", "AB"),
    ("Saltmarsh", "Kent", "ME"), ("Oxley Green", "West Midlands", "WV"),
    ("Castleford Edge", "North Yorkshire", "YO"), ("Brierley Hill Top", "Staffordshire", "ST"),
    ("Netherwood", "Derbyshire", "DE"), ("Fenby", "Lincolnshire", "LN"),
    ("Hartsmere", "Suffolk", "IP"), ("Alderholt Cross", "Dorset", "BH"),
    ("Beckton Rise", "Greater London", "E"), ("Wandle Park", "Greater London", "SW"),
    ("Harrowfield", "Greater London", "HA"), ("Sefton Carr", "Merseyside", "L"),
    ("Millom Sands", "Cumbria", "CA"), ("Glenarden", "County Antrim", "BT"),
    ("Tewkes Hill", "Gloucestershire", "GL"), ("Ravensholme", "South Yorkshire", "S"),
)

# small towns / suburbs used around whichever city a unit is in
SUBURBS = ("Hillcrest", "Brookfield", "Low Moor", "Kingsbury Green", "Oak Hollow", "Rushden Vale",
           "Fairview Heights", "Cobb's Corner", "Little Haddon", "Westbury Park", "Elm Grove",
           "Upper Tilling", "Sandy Ford", "Marsh End", "Greenacres", "Bell Heath", "Clayhithe",
           "Norwood Flats", "Pine Hollow", "Stony Cross", "Ridgemont", "Ferry Bank", "Orchard Hill",
           "Mill Green", "Shaw Side", "Harlow End", "Crestwood", "Dunmore Park")

STREET_NAMES = (
    "Bellwether", "Carraway", "Dunhollow", "Elmstead", "Foxglove", "Garnet", "Hawthorne",
    "Ivy Bank", "Juniper", "Kestrel", "Larkspur", "Marigold", "Nettlebed", "Orchard",
    "Pennywell", "Quillan", "Rookery", "Sandpiper", "Tanner", "Upland", "Vicarage", "Willowmere",
    "Yewtree", "Ashcombe", "Brackenridge", "Copper Beech", "Deerfield", "Falconer", "Granary",
    "Heathcote", "Kingfisher", "Lantern", "Mill Race", "Northbrook", "Old Forge", "Primrose",
    "Redwing", "Saddler", "Thistle", "Weaver", "Colliery", "Chapel", "Station", "Magnolia",
    "Pecan", "Live Oak", "Mesquite", "Cypress Bend", "Sycamore", "Tupelo", "Cottonwood",
    "Martin Luther King Jr", "Frederick Douglass", "Lincoln", "Jefferson", "Monroe",
)
UK_STREET_NAMES = tuple(x for x in STREET_NAMES if x not in (
    "Pecan", "Live Oak", "Mesquite", "Cypress Bend", "Tupelo", "Cottonwood", "Magnolia",
    "Martin Luther King Jr", "Frederick Douglass", "Lincoln", "Jefferson", "Monroe")) + (
    "Wellgate", "Gasworks", "Tannery", "Bridle", "Cross Keys", "Nursery", "Pump House", "Glebe")
US_SUFFIX = ("St", "Street", "Ave", "Avenue", "Rd", "Road", "Blvd", "Dr", "Drive", "Ln", "Ct",
             "Way", "Pl", "Pkwy", "Ter", "Cir")
UK_SUFFIX = ("Road", "Lane", "Street", "Close", "Avenue", "Crescent", "Drive", "Gardens", "Way",
             "Terrace", "Grove", "Court", "Rise", "Walk", "Place", "Mews")
US_UNIT = ("Apt {n}", "Apt. {n}", "Unit {n}", "#{n}", "Apt {n}B", "Ste {n}", "Lot {n}")
UK_UNIT = ("Flat {n}", "Flat {n}a", "Apartment {n}")

PLACE_WORDS = (
    "Riverside", "Oakmont", "Hollybrook", "Cedar Ridge", "Northgate", "Fairhaven", "Larkfield",
    "Bridgewell", "Stonecroft", "Meadowbank", "Brookhollow", "Ashdown", "Kingsmere", "Greyfriars",
    "Harborview", "Lakeshore", "Sunnyvale", "Pinecrest", "Willow Creek", "Elmhurst", "Mapleton",
    "Summit Park", "Silverbirch", "Highcliffe", "Westmoor", "Eastbrook", "Thornfield", "Foxley",
    "Bayside", "Prairie View", "Magnolia Grove", "Copperhill", "Granite Falls", "Wren Valley",
)

US_UNIT_PAT = ("{p} Dialysis Center", "{p} Kidney Center", "{p} Dialysis", "{p} Renal Care",
               "{p} Home & In-Center Dialysis", "{p} Kidney Care of {c}", "{c} Dialysis Unit",
               "{p} Artificial Kidney Center")
UK_UNIT_PAT = ("{p} Satellite Renal Unit", "{p} Renal Unit", "{c} Satellite Dialysis Unit",
               "{p} Dialysis Centre", "{p} Kidney Treatment Centre", "{c} Renal Satellite")
US_HOSP_PAT = ("{p} General Hospital", "{p} Medical Center", "{c} Regional Medical Center",
               "St. {s}'s Hospital", "{p} Memorial Hospital", "{p} University Hospital",
               "{c} Community Hospital", "Mercy {p} Hospital")
UK_HOSP_PAT = ("{c} General Hospital", "{p} Royal Infirmary", "St {s}'s Hospital",
               "{p} University Hospital", "{c} District General", "{p} Infirmary")
INFUSION_PAT = ("{p} Infusion Center", "{p} Infusion Suite", "{c} Outpatient Infusion Clinic",
                "{p} Cancer Center", "{p} Oncology & Infusion", "{p} Day Treatment Unit")
UK_CHEMO_PAT = ("{p} Chemotherapy Day Unit", "{p} Cancer Day Unit", "{c} Haematology Day Unit",
                "{p} Oncology Day Unit", "{p} Ambulatory Cancer Unit")
CAREHOME_PAT = ("{p} Nursing & Rehabilitation", "{p} Care Home", "{p} Manor Nursing Home",
                "{p} Lodge Residential Home", "{p} Assisted Living", "{p} Gardens Care Centre",
                "{p} Skilled Nursing Facility")
PHARM_PAT = ("{p} Pharmacy", "{c} Family Pharmacy", "{p} Chemist", "{p} Apothecary",
             "{p} Specialty Pharmacy")
PRACTICE_PAT = ("{p} Family Medicine", "{p} Primary Care", "{c} Internal Medicine Associates",
                "{p} Family Practice", "{p} Community Health Center")
UK_PRACTICE_PAT = ("{p} Medical Practice", "{p} Surgery", "{p} Health Centre", "{c} Group Practice",
                   "{p} Medical Centre")
ACCESS_CTR_PAT = ("{p} Vascular Access Center", "{p} Vascular Surgery Associates",
                  "{c} Vascular Institute", "{p} Interventional Radiology Suite")
WARD_NAMES = ("Kestrel Ward", "Larch Unit", "Heron Ward", "Bluebell Ward", "Osprey Unit",
              "Rowan Ward", "Pendle Ward", "Aire Unit", "Calder Ward", "Skylark Ward",
              "Tamar Unit", "Fern Ward")

TRANSPORT_PAT = ("{w} Medical Transport", "{w} Ambulette Services", "{w} Patient Transport Ltd",
                 "{w} Mobility Rides", "{w} Care Cars", "{w} Non-Emergency Transport",
                 "{w} Ambulance Services")
UK_TRANSPORT_PAT = ("{w} Patient Transport Ltd", "{w} Care Cars", "{w} Ambulance Services",
                    "{w} Community Transport", "{w} Medical Transfers Ltd", "{w} PTS")
UK_INSURER_PAT = ("{w} Healthcare", "{w} Health Insurance", "{w} Medical Assurance",
                  "{w} Travel Insurance", "{w} Private Health")
WATER_VENDOR_PAT = ("{w} Water Technologies", "{w} Purification Systems", "{w} Renal Engineering",
                    "{w} Biomedical Services", "{w} Aqua Services")
LAB_PAT = ("{w} Reference Laboratories", "{w} Diagnostics", "{w} Clinical Labs",
           "{w} Pathology Partners")
INSURER_PAT = ("{w} Health Plan", "{w} Mutual Health", "{w} Health Partners", "{w} Care Advantage",
               "{w} Community Health Choice", "{w} Blue Health")
EMPLOYER_PAT = ("{w} Freight", "{w} Logistics", "{w} Builders Ltd", "{w} Foods", "{w} Textiles",
                "{w} Auto Parts", "{w} Plumbing & Heating", "{w} Cleaning Services",
                "{w} Bus Company", "{w} Meat Packing", "{w} Casino", "{w} School District",
                "{w} Academy", "{w} Bakery", "{w} Hotels", "{w} Care Services",
                "{w} Tyres", "{w} Warehouse Co")
ORG_WORDS = ("Keystone", "Bluewater", "Redline", "Tri-County", "Allpoints", "Evergreen",
             "Sterling", "Horizon", "Lakeland", "Trinity", "Cornerstone", "Beacon", "Pioneer",
             "Harbour", "Summit", "Crestline", "Goldleaf", "Ironbridge", "Northstar", "Meridian",
             "Hallmark", "Clearwater", "Swiftline", "Oak & Ash", "Pennine", "Severn", "Wolds")

PROFESSIONS = (
    "bus driver", "welder", "school cook", "postal carrier", "long-haul trucker", "machinist",
    "hairdresser", "electrician", "bricklayer", "warehouse picker", "security guard",
    "taxi driver", "cleaner", "care assistant", "teaching assistant", "accountant",
    "church pastor", "plumber", "roofer", "dental receptionist", "forklift operator",
    "barber", "seamstress", "carpenter", "chef", "line cook", "farm labourer", "miner",
    "shop assistant", "lorry driver", "civil engineer", "librarian", "bookkeeper", "tailor",
    "landscaper", "janitor", "nail technician", "butcher", "mechanic", "firefighter",
    "software developer", "lab technician", "insurance broker", "crossing guard",
    "painter and decorator", "textile worker", "Uber driver", "home health aide",
)
# relatives' occupations that look like clinical roles
CLINICAL_LOOKING_PROF = ("nurse", "pharmacist", "paramedic", "physiotherapist", "midwife",
                         "dental hygienist", "care worker")

COUNTRIES = ("Portugal", "Spain", "Jamaica", "Nigeria", "Ghana", "Pakistan", "India",
             "Bangladesh", "Philippines", "Mexico", "El Salvador", "Guatemala", "Poland",
             "Romania", "Italy", "Greece", "Cyprus", "Turkey", "Somalia", "Kenya", "Vietnam",
             "Dominican Republic", "Haiti", "Canada", "Ireland", "France", "Malta",
             "Trinidad and Tobago", "Barbados", "Egypt", "Morocco", "Lebanon", "Ukraine",
             "South Korea", "China", "Sri Lanka", "Zimbabwe", "Ethiopia")
HOLIDAY_COUNTRIES = ("Portugal", "Spain", "Cyprus", "Greece", "Malta", "Italy", "France",
                     "Ireland", "Jamaica", "Barbados", "Canada", "Mexico", "Turkey", "Croatia")

LANDMARKS = ("Maple Court", "Harmon Tower", "Bridgeway House", "Carlton Flats", "the Pavilion",
             "Kingsway Shopping Parade", "Oakfield Community Centre", "Tillman Plaza",
             "Greenbank Towers", "Riverside Lofts", "Brookside Senior Apartments",
             "Jubilee House", "Westgate Retail Park", "Cobden Mill")

LANGUAGES = ("Spanish", "Punjabi", "Urdu", "Bengali", "Polish", "Somali", "Vietnamese",
             "Cantonese", "Tagalog", "Arabic", "Portuguese", "Haitian Creole", "Gujarati",
             "Romanian", "Korean", "Russian")
