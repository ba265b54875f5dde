"""Places, care sites, organisations and occupations for dev244_en (all invented except
real town / county / state / country names)."""

US_PLACES = [
    ("Worcester", "Massachusetts", "MA", "016"), ("Lowell", "Massachusetts", "MA", "018"),
    ("Springfield", "Massachusetts", "MA", "011"), ("Providence", "Rhode Island", "RI", "029"),
    ("Hartford", "Connecticut", "CT", "061"), ("New Haven", "Connecticut", "CT", "065"),
    ("Albany", "New York", "NY", "122"), ("Rochester", "New York", "NY", "146"), ("Yonkers", "New York", "NY", "107"),
    ("Newark", "New Jersey", "NJ", "071"), ("Trenton", "New Jersey", "NJ", "086"), ("Allentown", "Pennsylvania", "PA", "181"),
    ("Harrisburg", "Pennsylvania", "PA", "171"), ("Pittsburgh", "Pennsylvania", "PA", "152"), ("Baltimore", "Maryland", "MD", "212"),
    ("Richmond", "Virginia", "VA", "232"), ("Roanoke", "Virginia", "VA", "240"), ("Raleigh", "North Carolina", "NC", "276"),
    ("Asheville", "North Carolina", "NC", "288"), ("Charleston", "South Carolina", "SC", "294"), ("Savannah", "Georgia", "GA", "314"),
    ("Macon", "Georgia", "GA", "312"), ("Tallahassee", "Florida", "FL", "323"), ("Gainesville", "Florida", "FL", "326"),
    ("Birmingham", "Alabama", "AL", "352"), ("Jackson", "Mississippi", "MS", "392"), ("Memphis", "Tennessee", "TN", "381"),
    ("Knoxville", "Tennessee", "TN", "379"), ("Louisville", "Kentucky", "KY", "402"), ("Lexington", "Kentucky", "KY", "405"),
    ("Columbus", "Ohio", "OH", "432"), ("Dayton", "Ohio", "OH", "454"), ("Toledo", "Ohio", "OH", "436"),
    ("Ann Arbor", "Michigan", "MI", "481"), ("Grand Rapids", "Michigan", "MI", "495"), ("Fort Wayne", "Indiana", "IN", "468"),
    ("Peoria", "Illinois", "IL", "616"), ("Rockford", "Illinois", "IL", "611"), ("Madison", "Wisconsin", "WI", "537"),
    ("Green Bay", "Wisconsin", "WI", "543"), ("Duluth", "Minnesota", "MN", "558"), ("Rochester", "Minnesota", "MN", "559"),
    ("Des Moines", "Iowa", "IA", "503"), ("Omaha", "Nebraska", "NE", "681"), ("Wichita", "Kansas", "KS", "672"),
    ("Tulsa", "Oklahoma", "OK", "741"), ("El Paso", "Texas", "TX", "799"), ("Lubbock", "Texas", "TX", "794"),
    ("San Antonio", "Texas", "TX", "782"), ("Albuquerque", "New Mexico", "NM", "871"), ("Tucson", "Arizona", "AZ", "857"),
    ("Boise", "Idaho", "ID", "837"), ("Spokane", "Washington", "WA", "992"), ("Tacoma", "Washington", "WA", "984"),
    ("Eugene", "Oregon", "OR", "974"), ("Fresno", "California", "CA", "937"), ("Sacramento", "California", "CA", "958"),
    ("Bakersfield", "California", "CA", "933"), ("Reno", "Nevada", "NV", "895"), ("Provo", "Utah", "UT", "846"),
    ("Billings", "Montana", "MT", "591"), ("Fargo", "North Dakota", "ND", "581"), ("Burlington", "Vermont", "VT", "054"),
    ("Bangor", "Maine", "ME", "044"), ("Manchester", "New Hampshire", "NH", "031"), ("Little Rock", "Arkansas", "AR", "722"),
    ("Shreveport", "Louisiana", "LA", "711"), ("Anchorage", "Alaska", "AK", "995"), ("Hilo", "Hawaii", "HI", "967"),
]

UK_PLACES = [
    ("Stockport", "Greater Manchester", "SK"), ("Oldham", "Greater Manchester", "OL"), ("Bolton", "Greater Manchester", "BL"),
    ("Wigan", "Greater Manchester", "WN"), ("Preston", "Lancashire", "PR"), ("Blackburn", "Lancashire", "BB"),
    ("Lancaster", "Lancashire", "LA"), ("Huddersfield", "West Yorkshire", "HD"), ("Halifax", "West Yorkshire", "HX"),
    ("Wakefield", "West Yorkshire", "WF"), ("Bradford", "West Yorkshire", "BD"), ("Doncaster", "South Yorkshire", "DN"),
    ("Rotherham", "South Yorkshire", "S"), ("Harrogate", "North Yorkshire", "HG"), ("Darlington", "County Durham", "DL"),
    ("Sunderland", "Tyne and Wear", "SR"), ("Gateshead", "Tyne and Wear", "NE"), ("Carlisle", "Cumbria", "CA"),
    ("Chester", "Cheshire", "CH"), ("Crewe", "Cheshire", "CW"), ("Stoke-on-Trent", "Staffordshire", "ST"),
    ("Walsall", "West Midlands", "WS"), ("Wolverhampton", "West Midlands", "WV"), ("Coventry", "West Midlands", "CV"),
    ("Leicester", "Leicestershire", "LE"), ("Derby", "Derbyshire", "DE"), ("Lincoln", "Lincolnshire", "LN"),
    ("Peterborough", "Cambridgeshire", "PE"), ("Norwich", "Norfolk", "NR"), ("Ipswich", "Suffolk", "IP"),
    ("Colchester", "Essex", "CO"), ("Chelmsford", "Essex", "CM"), ("Luton", "Bedfordshire", "LU"),
    ("Reading", "Berkshire", "RG"), ("Swindon", "Wiltshire", "SN"), ("Gloucester", "Gloucestershire", "GL"),
    ("Exeter", "Devon", "EX"), ("Plymouth", "Devon", "PL"), ("Truro", "Cornwall", "TR"), ("Taunton", "Somerset", "TA"),
    ("Bournemouth", "Dorset", "BH"), ("Southampton", "Hampshire", "SO"), ("Portsmouth", "Hampshire", "PO"),
    ("Brighton", "East Sussex", "BN"), ("Maidstone", "Kent", "ME"), ("Canterbury", "Kent", "CT"),
    ("Guildford", "Surrey", "GU"), ("Croydon", "Greater London", "CR"), ("Harrow", "Greater London", "HA"),
    ("Swansea", "West Glamorgan", "SA"), ("Wrexham", "Clwyd", "LL"), ("Newport", "Gwent", "NP"),
    ("Dundee", "Angus", "DD"), ("Paisley", "Renfrewshire", "PA"), ("Inverness", "Highland", "IV"),
    ("Kilmarnock", "Ayrshire", "KA"), ("Lisburn", "County Antrim", "BT"), ("Newry", "County Down", "BT"),
]

IE_PLACES = [
    ("Tralee", "Kerry", "V92"), ("Killarney", "Kerry", "V93"), ("Mallow", "Cork", "P51"), ("Bandon", "Cork", "P72"),
    ("Youghal", "Cork", "P36"), ("Ennis", "Clare", "V95"), ("Kilrush", "Clare", "V15"), ("Nenagh", "Tipperary", "E45"),
    ("Clonmel", "Tipperary", "E91"), ("Thurles", "Tipperary", "E41"), ("Dungarvan", "Waterford", "X35"),
    ("Wexford", "Wexford", "Y35"), ("Enniscorthy", "Wexford", "Y21"), ("Carlow", "Carlow", "R93"),
    ("Kilkenny", "Kilkenny", "R95"), ("Portlaoise", "Laois", "R32"), ("Tullamore", "Offaly", "R35"),
    ("Athlone", "Westmeath", "N37"), ("Mullingar", "Westmeath", "N91"), ("Navan", "Meath", "C15"),
    ("Drogheda", "Louth", "A92"), ("Dundalk", "Louth", "A91"), ("Naas", "Kildare", "W91"), ("Newbridge", "Kildare", "W12"),
    ("Bray", "Wicklow", "A98"), ("Arklow", "Wicklow", "Y14"), ("Swords", "Dublin", "K67"), ("Tallaght", "Dublin", "D24"),
    ("Clondalkin", "Dublin", "D22"), ("Balbriggan", "Dublin", "K32"), ("Galway", "Galway", "H91"),
    ("Tuam", "Galway", "H54"), ("Ballinasloe", "Galway", "H53"), ("Castlebar", "Mayo", "F23"), ("Ballina", "Mayo", "F26"),
    ("Sligo", "Sligo", "F91"), ("Letterkenny", "Donegal", "F92"), ("Cavan", "Cavan", "H12"),
    ("Monaghan", "Monaghan", "H18"), ("Longford", "Longford", "N39"), ("Roscommon", "Roscommon", "F42"),
    ("Carrick-on-Shannon", "Leitrim", "N41"), ("Limerick", "Limerick", "V94"), ("Newcastle West", "Limerick", "V42"),
]

IE_PROVINCE = {"Kerry": "Munster", "Cork": "Munster", "Clare": "Munster", "Tipperary": "Munster", "Waterford": "Munster",
               "Limerick": "Munster", "Wexford": "Leinster", "Carlow": "Leinster", "Kilkenny": "Leinster",
               "Laois": "Leinster", "Offaly": "Leinster", "Westmeath": "Leinster", "Meath": "Leinster", "Louth": "Leinster",
               "Kildare": "Leinster", "Wicklow": "Leinster", "Dublin": "Leinster", "Longford": "Leinster",
               "Galway": "Connacht", "Mayo": "Connacht", "Sligo": "Connacht", "Roscommon": "Connacht", "Leitrim": "Connacht",
               "Donegal": "Ulster", "Cavan": "Ulster", "Monaghan": "Ulster"}

STREET_NAMES = (
    "Larkfield Hawthorn Millbrook Ashgrove Fernhill Kilbride Orchard Beechwood Riverside Chapel Quarry Station Meadow "
    "Willowbank Rookery Foxglove Heather Juniper Magnolia Sycamore Tamarack Cottonwood Bayberry Windmill Tanners "
    "Cooper Weaver Granary Abbeyfield Castleview Glenmore Ardmore Ballyroan Knockmore Seafield Strandville Clover "
    "Primrose Bluebell Kingfisher Heron Osprey Partridge Pheasant Linden Poplar Chestnut Alder Hazel Birchwood Elmfield "
    "Lakeview Prospect Sunnyside Harbour Mariner Lighthouse Pioneer Frontier Prairie Canyon Ridge Summit Valley Pinecrest "
    "Maplewood Oakridge Cedar Magnolia Dogwood Redbud Hickory Sassafras Laurel Greenway Fairview Belmont Clifton Ravensworth"
).split()

STREET_SUFFIX = {
    "US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court", "Ct", "Boulevard", "Blvd",
           "Way", "Place", "Pl", "Terrace", "Circle", "Trail", "Pkwy"],
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Drive", "Gardens", "Grove", "Way", "Terrace", "Mews",
           "Rise", "Walk", "View", "Court"],
    "IE": ["Road", "Street", "Park", "Avenue", "Drive", "Lawns", "Grove", "Heights", "Close", "Court", "Meadows", "Crescent",
           "Terrace", "Green", "Rise", "Manor"],
}

HOSPITALS = {
    "US": ["Lakeshore Children's Hospital", "Mercy Ridge Medical Center", "St. Anselm University Hospital",
           "Harlow Valley Regional Medical Center", "Brightwater Children's Medical Center", "Cedar Bluff Memorial Hospital",
           "Northfield University Medical Center", "Saint Ignatius Children's Hospital", "Pine Hollow Community Hospital",
           "Riverbend General Hospital", "Eastgate Regional Hospital", "Whitmore Children's Hospital",
           "Granite Peaks Medical Center", "Bayview Health System", "Sutter Creek Memorial",
           "Holloway-Prentice Medical Center"],
    "UK": ["Royal Northgate Infirmary", "Kestrel Park Children's Hospital", "St Cuthbert's University Hospital",
           "Hallam Vale General Hospital", "Queen Adelaide Hospital", "Westmoor Royal Hospital",
           "Pennine Heights University Hospital", "Royal Severnside Hospital", "St Wilfrid's Hospital",
           "Marshgate Children's Hospital", "Elmhurst District General Hospital", "Thornbury Royal Infirmary",
           "Castlefield Hospital", "Royal Ashdown Hospital"],
    "IE": ["St. Columba's University Hospital", "Mercy Strand Hospital", "Our Lady's Hospital Ardcarne",
           "Glenasmole Children's Hospital", "St. Finbarr's Regional Hospital", "University Hospital Shannonside",
           "Midland Regional Hospital Kilcormac", "St. Brendan's General Hospital", "Cairn Hill Hospital",
           "Bon Accord Hospital Kilmacud", "Temple Moyle Children's Hospital", "St. Declan's University Hospital"],
}

PRACTICES = {
    "US": ["Bayside Pediatrics", "Northside Family Medicine", "Willow Creek Pediatric Associates", "Pinecrest Primary Care",
           "Canal Street Health Center", "Riverside Family Practice", "Tamarack Pediatrics", "Sunnyvale Community Clinic",
           "Greenbriar Pediatrics", "Heartland Family Health"],
    "UK": ["Elm Park Surgery", "Millbrook Medical Practice", "The Grange Surgery", "Larkfield Health Centre",
           "Church View Surgery", "Station Road Medical Centre", "Abbeyfield Group Practice", "Beechwood Surgery",
           "Ravensworth Medical Centre", "Hawthorn Lodge Surgery"],
    "IE": ["Riverside Medical Centre", "Main Street Surgery", "Ardmore Family Practice", "Seafield Medical Centre",
           "Ballyroan Health Centre", "Knockmore Medical", "The Clinic Strandville", "Glenmore Family Doctors",
           "Castleview Medical Practice", "Abbey Medical Centre"],
}

PHARMACIES = {
    "US": ["Hollis Drug", "Pemberton Pharmacy", "Greenway Apothecary", "Maple Corner Pharmacy", "Tri-County Drug",
           "Lakeshore Specialty Pharmacy", "Northfield Outpatient Pharmacy"],
    "UK": ["Ashworth Chemists", "Millbrook Pharmacy", "Hallam Vale Hospital Pharmacy", "Kettlewell's Pharmacy",
           "Station Pharmacy", "Greenhalgh Chemist"],
    "IE": ["Kearney's Pharmacy", "Hanrahan's Pharmacy", "Lyons Pharmacy", "Whelan's Chemist", "Strand Pharmacy",
           "Mulcahy Allcare Pharmacy"],
}

WARDS = {
    "US": ["4 West", "Starling Unit", "Ward 6B", "Sunflower Unit", "Infusion Center B", "3 North",
           "Birch Unit", "Tower 7"],
    "UK": ["Ward 7B", "Puffin Ward", "Kingfisher Day Unit", "Rainbow Ward", "Ward 32", "Sandpiper Ward", "Lapwing Ward",
           "Ward C4"],
    "IE": ["St. Michael's Ward", "Ward 4A", "Rainbow Day Unit", "St. Gabriel's Ward", "Heron Ward", "Hazel Day Ward"],
}

LABS = {
    "US": ["Northfield Biochemical Genetics Laboratory", "Tri-State Newborn Screening Laboratory",
           "Lakeshore Molecular Diagnostics", "Cedar Bluff Coagulation Laboratory"],
    "UK": ["Pennine Regional Newborn Screening Laboratory", "Westmoor Willink Biochemical Laboratory",
           "Severnside Genomic Laboratory Hub", "Thornbury Haemostasis Laboratory"],
    "IE": ["Glenasmole Newborn Screening Laboratory", "St. Columba's Coagulation Laboratory",
           "Shannonside Genetics Laboratory"],
}

BUILDINGS = ["Larkspur Building", "Hartley Pavilion", "Bramwell Wing", "Osprey House", "Tennant Outpatient Block",
             "Calder Building", "Franklin Annex", "Meridian Tower", "Wexley Pavilion", "Ashcombe House",
             "Conway Centre", "Kelvin Wing"]

SCHOOLS = {
    "US": ["Lincoln Ridge Middle School", "Maple Grove Elementary", "Westfield High School", "St. Rita Catholic School",
           "Harborview Academy", "Cottonwood Elementary", "Jefferson Park Preschool", "Little Acorns Daycare",
           "Bright Horizons Learning Center", "Pine Valley Community College", "Eastlake High School"],
    "UK": ["Millbrook Primary School", "St Aidan's C of E Primary", "Ravensworth Academy", "Hallam Vale High School",
           "Little Owls Nursery", "Kettlewell Sixth Form College", "Thornbury Grammar School", "Abbeyfield Infant School",
           "Castleford Community College"],
    "IE": ["Scoil Bhride", "St. Brigid's National School", "Gaelscoil an Chnoic", "Colaiste Padraig", "Presentation Secondary School Ardmore",
           "Little Acorns Creche", "St. Kieran's Community College", "Gaelcholaiste na Mara", "Knockmore ETNS"],
}

EMPLOYERS = {
    "US": ["Acme Freight", "Dunaway Logistics", "Calloway Construction", "Blue Heron Credit Union", "Prairie State Foods",
           "Ridgeline Auto Body", "Holcomb & Sons Plumbing", "Midstate Electric Co-op", "Tillman Poultry",
           "Cascade Fulfillment Center", "Merriweather Insurance Group", "Fenwick Tool & Die", "Stoddard Home Health"],
    "UK": ["Pennine Haulage Ltd", "Greenhalgh Builders", "Northgate Bakeries", "Marchbank Engineering", "Hepworth Logistics",
           "Kettlewell Garden Centre", "Sowerby Bridge Co-operative", "Ashdown Leisure Centre", "Barraclough Print Works",
           "Fothergill & Daughters Removals"],
    "IE": ["Shannonside Dairies", "Kinsella Construction", "Moynihan Agri Supplies", "Atlantic Seafoods Ltd",
           "Dunleavy Motors", "Galvin's SuperValu", "Lough Derg Hotel", "Hanrahan Haulage", "Burren Crystal Ltd",
           "Tierney Engineering"],
}

INSURERS_US = ["Harbourline Health Plan", "BlueCrest Mutual", "Prairie Shield Health", "Keystone Care Alliance",
               "Sunward Health Partners", "Granite State Medical Plan", "Evergreen Family Health Plan"]

HOMECARE = {
    "US": ["Meridian Infusion Services", "Brightpath Specialty Homecare", "CareArc Home Infusion", "Summit Hemophilia Pharmacy"],
    "UK": ["Medivale Homecare Ltd", "Pelican Healthcare at Home", "Northstar Homecare Services", "Aspen Clinical Homecare"],
    "IE": ["Emerald Homecare Ltd", "Shannon Homecare Services", "Celtic Clinical Homecare"],
}

CLUBS = ["Hawthorn Harriers", "Millbrook Rovers U12s", "St. Finian's GAA Club", "Clondara Camogie Club",
         "Eastlake Swim Club", "Pine Valley Little League", "Northside Boxing Club", "Riverside Scouts 4th Troop",
         "Grace Fellowship Church", "St. Joseph's Parish", "Al-Noor Mosque", "Beth Shalom Congregation",
         "Ravensworth Youth Theatre", "Castleview Rugby Club"]

UNIVERSITIES = ["Northfield State University", "University of Hallam Vale", "Pennine Metropolitan University",
                "Shannonside Institute of Technology", "Atlantic Technological College", "Eastgate Community College",
                "Westmoor University"]

PROFESSIONS = (
    "welder|lorry driver|long-haul trucker|bus driver|electrician|plumber|carpenter|bricklayer|roofer|scaffolder|"
    "dairy farmer|farm labourer|sheep farmer|fisherman|chef|line cook|barista|waitress|bartender|hairdresser|barber|"
    "nail technician|florist|primary school teacher|teaching assistant|secondary school teacher|lecturer|librarian|"
    "accountant|bookkeeper|bank clerk|solicitor|paralegal|software developer|IT technician|web designer|data analyst|"
    "civil engineer|mechanical engineer|architect|quantity surveyor|estate agent|insurance broker|call centre agent|"
    "retail assistant|cashier|warehouse operative|forklift driver|delivery driver|postman|courier|taxi driver|"
    "security guard|police officer|firefighter|soldier|prison officer|social worker|care assistant|childminder|"
    "nanny|cleaner|housekeeper|painter and decorator|mechanic|panel beater|tiler|landscaper|gardener|butcher|baker|"
    "machinist|factory worker|lab technician|pharmacist|dental nurse|veterinary nurse|paramedic|optician|"
    "journalist|graphic designer|photographer|musician|actor|sound engineer|civil servant|tax inspector|"
    "shop manager|hotel receptionist|travel agent|pilot|flight attendant|merchant seaman|miner|quarry worker|"
    "oil rig worker|wind turbine technician|youth worker|pastor|imam|translator|interpreter|personal trainer|"
    "swimming instructor|driving instructor|dog groomer|jockey|stable hand|tattoo artist|sales representative|"
    "marketing manager|HR officer|project manager|stay-at-home parent|homemaker|student nurse|medical secretary|"
    "home health aide|CNA|nurse|school bus driver|correctional officer|janitor|nail salon owner|construction worker|"
    "HGV driver|shelf stacker|sous chef|seamstress|tailor|upholsterer|joiner|stonemason|hospital porter"
).split("|")

COUNTRIES = ["Pakistan", "India", "Bangladesh", "Nigeria", "Ghana", "Somalia", "Ethiopia", "Poland", "Lithuania",
             "Romania", "Portugal", "Brazil", "Philippines", "Vietnam", "China", "Turkey", "Iran", "Syria", "Lebanon",
             "Jamaica", "Mexico", "Guatemala", "Egypt", "Saudi Arabia", "Iraq", "Yemen", "Libya", "Morocco", "Sudan",
             "Canada", "Australia", "Spain", "Italy", "Greece", "Germany", "the Netherlands", "Latvia", "Albania",
             "South Africa", "Kenya", "Zimbabwe", "Sri Lanka", "Nepal", "Afghanistan"]
