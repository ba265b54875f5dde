"""Name, place and organisation pools for dev212_en (all invented by author 212).

Lists are plain tuples so that iteration order never depends on hashing.
"""

FIRST_F = (
    "Amelia", "Chloe", "Sophie", "Jessica", "Leah", "Megan", "Holly", "Kirsty", "Shannon", "Bethany",
    "Courtney", "Aimee", "Niamh", "Siobhan", "Eilidh", "Rhiannon", "Ffion", "Caitlin", "Zara", "Aisha",
    "Priya", "Harpreet", "Fatima", "Maryam", "Zofia", "Kinga", "Oksana", "Ioana", "Precious", "Blessing",
    "Aroha", "Mere", "Anahera", "Ngaio", "Kahurangi", "Hine", "Mele", "Losana", "Ana", "Seini",
    "Grace", "Ruby", "Isla", "Poppy", "Tegan", "Jade", "Kayleigh", "Danielle", "Lauren", "Stacey",
    "Mei", "Xin", "Yuki", "Thi", "Imogen", "Harriet", "Freya", "Orla", "Maisie", "Keira",
)
FIRST_M = (
    "Liam", "Callum", "Connor", "Jack", "Ryan", "Kieran", "Jordan", "Declan", "Owen", "Rhys",
    "Dylan", "Ethan", "Harvey", "Mason", "Tyler", "Bradley", "Jamie", "Lewis", "Euan", "Fraser",
    "Mohammed", "Imran", "Arjun", "Kacper", "Tomasz", "Andrei", "Kwame", "Tunde", "Hemi", "Wiremu",
    "Tama", "Rawiri", "Nikau", "Sione", "Tevita", "Viliami", "Sefa", "Josh", "Ben", "Sam",
    "Hamish", "Angus", "Tom", "Oliver", "Finn", "Caleb", "Wei", "Minh", "Hiroshi", "Daniel",
)
FIRST_N = (
    "Alex", "Charlie", "Robin", "River", "Sage", "Rowan", "Kai", "Quinn", "Ash", "Remy",
    "Jules", "Sasha", "Eden", "Arlo", "Ari", "Frankie", "Billie", "Morgan", "Jesse", "Toni",
)
NICK = (
    ("Amelia", "Millie"), ("Jessica", "Jess"), ("Bethany", "Beth"), ("Rhiannon", "Rhi"),
    ("Caitlin", "Cait"), ("Harriet", "Hattie"), ("Imogen", "Immy"), ("Danielle", "Dani"),
    ("Callum", "Cal"), ("Jordan", "Jordy"), ("Declan", "Dec"), ("Bradley", "Brad"),
    ("Mohammed", "Mo"), ("Tomasz", "Tomek"), ("Kacper", "Kacek"), ("Oliver", "Ollie"),
    ("Daniel", "Danny"), ("Samuel", "Sam"), ("Kahurangi", "Rangi"), ("Viliami", "Vili"),
    ("Anahera", "Ana"), ("Alexander", "Xander"), ("Charlotte", "Lottie"), ("Theodore", "Theo"),
    ("Rawiri", "Ra"), ("Kirsty", "Kirst"), ("Megan", "Meg"), ("Christopher", "Chris"),
)
SURNAMES = (
    "Hart", "Holloway", "Pickering", "Ashworth", "Barraclough", "Whitfield", "Sutcliffe", "Kershaw",
    "Greenhalgh", "Ollerenshaw", "Fairbairn", "MacLeod", "McKinnon", "Drummond", "Ferguson", "Gillies",
    "Pritchard", "Llewellyn", "Bevan", "Prosser", "O'Donnell", "McAleese", "Devlin", "Quinlan",
    "Patel", "Chaudhry", "Sandhu", "Begum", "Rahman", "Okonkwo", "Adeyemi", "Mensah",
    "Nowak", "Wisniewska", "Kowalczyk", "Popescu", "Nguyen", "Tanaka", "Chen", "Liu",
    "Ngata", "Parata", "Tautahi", "Rangihuna", "Te Awa", "Horomona", "Waaka", "Kereama",
    "Fonoti", "Faleolo", "Tupou", "Havili", "Leota", "Sapolu", "Taufa", "Vaipulu",
    "Hughes-Whitfield", "Marsden", "Thornber", "Calloway", "Fenwick", "Rudd", "Stanier", "Brewis",
    "Crossley", "Jagger", "Lumb", "Mottram", "Pennington", "Rowbotham", "Snaith", "Tennant",
    "Wakefield-Ross", "Yardley", "Ellery", "Gaskell", "Hepworth", "Ingleby", "Joliffe", "Kitching",
)
CLIN_FIRST = (
    "Helen", "Fiona", "Gillian", "Ruth", "Catherine", "Nadia", "Sunita", "Rebecca", "Joanne", "Ngozi",
    "Alison", "Tessa", "Marianne", "Hannah", "Kate", "Priyanka", "Deborah", "Moana", "Tania", "Rachel",
    "Andrew", "Simon", "Gareth", "Rajesh", "Peter", "Matthew", "Duncan", "Tomas", "Hone", "Stuart",
    "Vikram", "Marcus", "Ewan", "Jonathan", "Neil", "Arohanui", "Lisa", "Clare", "Bronwen", "Esme",
)
CLIN_LAST = (
    "Okafor", "Ainsworth", "Bramley", "Carrick", "Dewhurst", "Eastwood", "Farrar", "Garside",
    "Hebblethwaite", "Iqbal", "Jarvis", "Kenyon", "Lindqvist", "Maitland", "Nairn", "Ormerod",
    "Pilling", "Quarmby", "Ridsdale", "Shackleton", "Thwaites", "Umeh", "Varley", "Walmsley",
    "Mahuika", "Tamihana", "Reweti", "Fa'asavalu", "Anand", "Srinivasan", "Obi", "Lockhart",
    "Greig", "Munro", "Sinclair", "Vaughan", "Morgan-Price", "Hollins", "Beaumont", "Kinross",
)

# (city, county-or-district, postcode area, area phone code)
UK_PLACES = (
    ("Leeds", "West Yorkshire", "LS", "0113"), ("Sheffield", "South Yorkshire", "S", "0114"),
    ("Bristol", "South Gloucestershire", "BS", "0117"), ("Norwich", "Norfolk", "NR", "01603"),
    ("Exeter", "Devon", "EX", "01392"), ("Cardiff", "South Glamorgan", "CF", "029"),
    ("Glasgow", "Lanarkshire", "G", "0141"), ("Edinburgh", "Midlothian", "EH", "0131"),
    ("Belfast", "County Antrim", "BT", "028"), ("Manchester", "Greater Manchester", "M", "0161"),
    ("Nottingham", "Nottinghamshire", "NG", "0115"), ("Leicester", "Leicestershire", "LE", "0116"),
    ("Brighton", "East Sussex", "BN", "01273"), ("Plymouth", "Devon", "PL", "01752"),
    ("York", "North Yorkshire", "YO", "01904"), ("Derby", "Derbyshire", "DE", "01332"),
    ("Swansea", "West Glamorgan", "SA", "01792"), ("Aberdeen", "Aberdeenshire", "AB", "01224"),
    ("Dundee", "Angus", "DD", "01382"), ("Hull", "East Riding of Yorkshire", "HU", "01482"),
    ("Newcastle upon Tyne", "Tyne and Wear", "NE", "0191"), ("Stoke-on-Trent", "Staffordshire", "ST", "01782"),
    ("Reading", "Berkshire", "RG", "0118"), ("Oxford", "Oxfordshire", "OX", "01865"),
    ("Huddersfield", "West Yorkshire", "HD", "01484"), ("Halifax", "West Yorkshire", "HX", "01422"),
    ("Preston", "Lancashire", "PR", "01772"), ("Carlisle", "Cumbria", "CA", "01228"),
    ("Lincoln", "Lincolnshire", "LN", "01522"), ("Inverness", "Highland", "IV", "01463"),
)
UK_STREETS = (
    "Mill Lane", "Victoria Road", "Albert Terrace", "Cardigan Road", "Beech Grove", "Chapel Street",
    "Station Road", "Kirkstall Avenue", "Moorland Drive", "Willow Close", "Hawthorn Crescent",
    "Queen's Road", "Tannery Court", "Weavers Walk", "Brunswick Place", "Carr Lane", "Ashgrove",
    "Larch Gardens", "Cobden Street", "Paisley Road West", "Dalry Road", "Lisburn Road",
    "Wilmslow Road", "Mansfield Road", "Narborough Road", "Ditchling Road", "Mutley Plain",
    "Heworth Green", "Osmaston Road", "Bryn Road", "Great Western Road", "Perth Road",
    "Beverley Road", "Chillingham Road", "Cowley Road", "Bradford Road", "Gibbet Street",
)
UK_FLAT = ("Flat {n}", "Flat {n}{a}", "Apartment {n}", "{n}/{m}")

# (city, region, postcode, landline code)
NZ_PLACES = (
    ("Auckland", "Auckland", "10", "09"), ("Hamilton", "Waikato", "32", "07"),
    ("Tauranga", "Bay of Plenty", "31", "07"), ("Rotorua", "Bay of Plenty", "30", "07"),
    ("Napier", "Hawke's Bay", "41", "06"), ("Hastings", "Hawke's Bay", "41", "06"),
    ("New Plymouth", "Taranaki", "43", "06"), ("Palmerston North", "Manawatu-Whanganui", "44", "06"),
    ("Whanganui", "Manawatu-Whanganui", "45", "06"), ("Wellington", "Wellington", "60", "04"),
    ("Lower Hutt", "Wellington", "50", "04"), ("Porirua", "Wellington", "50", "04"),
    ("Nelson", "Nelson", "70", "03"), ("Blenheim", "Marlborough", "72", "03"),
    ("Christchurch", "Canterbury", "80", "03"), ("Timaru", "Canterbury", "79", "03"),
    ("Dunedin", "Otago", "90", "03"), ("Queenstown", "Otago", "93", "03"),
    ("Invercargill", "Southland", "98", "03"), ("Whangarei", "Northland", "01", "09"),
    ("Gisborne", "Gisborne", "40", "06"), ("Greymouth", "West Coast", "78", "03"),
)
NZ_STREETS = (
    "Kowhai Street", "Rata Place", "Totara Avenue", "Puriri Road", "Manuka Crescent", "Pohutukawa Drive",
    "Tui Street", "Kereru Lane", "Matai Road", "Karaka Street", "Nikau Grove", "Rimu Terrace",
    "Harakeke Way", "Huia Road", "Pukeko Place", "Waimea Road", "Hereford Street", "Stafford Street",
    "Cargill Street", "Tay Street", "Devon Street West", "Featherston Street", "Cuba Street",
    "Victoria Avenue", "Church Road", "Main South Road", "Seaview Road", "Kaikorai Valley Road",
)

UK_CLINICS = (
    "{city} Centre for Sexual Health", "Northgate Sexual Health Clinic", "Hollybank Integrated Sexual Health Service",
    "The Corner House Clinic", "Riverside CaSH Clinic", "Millbrook Sexual Health Hub", "Castlegate GUM Clinic",
    "Weaver Street Sexual Health", "{city} Integrated Sexual Health", "The Lantern Clinic",
    "Bridgewater Contraception Service", "Ashdown Young People's Clinic", "Haworth Lodge Clinic",
)
NZ_CLINICS = (
    "Kahurangi Sexual Health", "Harbourside Sexual Health Centre", "Te Puna Ora Clinic",
    "Rimu Street Youth Health", "{city} Sexual Health Service", "Matariki Whanau Clinic",
    "Kowhai Contraception Centre", "Tahuna Youth One Stop Shop", "Waitaha Wellbeing Clinic",
    "Pounamu Sexual and Reproductive Health", "Moana Pacific Health Hub",
)
UK_GENDER = (
    "Pennine Gender Service", "Thistle Gender Identity Clinic", "Severn Gender Clinic",
    "Aire Valley Gender Identity Service", "Lowther Gender Pathway Clinic", "Northern Star Gender Service",
)
NZ_GENDER = (
    "Waitaha Gender Affirming Service", "Aotea Gender Care", "Rainbow Path Clinic",
    "Te Ara Tahuhu Gender Service", "Southern Lights Gender Clinic",
)
UK_HOSP = (
    "St Aldhelm's Hospital", "Whitmore General Hospital", "Kingsbridge Royal Infirmary", "Calder Valley Hospital",
    "Moorside Women's Unit", "Harcourt Hospital", "Queen Adelaide Hospital", "St Ninian's Infirmary",
    "Fernlea Maternity Unit", "Bramhall Park Hospital",
)
NZ_HOSP = (
    "Kauri Coast Hospital", "Tainui Base Hospital", "Southgate Women's Hospital", "Wharenui Hospital",
    "Rangitoto Day Surgery", "Karamu Hospital", "Pukekura Women's Health Unit", "Aorangi Hospital",
)
UK_ABORTION = (
    "Fernlea Pregnancy Advisory Service", "Brightwater Reproductive Choices", "The Holm Clinic",
    "Harbour Lane Pregnancy Service",
)
NZ_ABORTION = (
    "Kauri Coast Early Pregnancy Service", "Matai Reproductive Choices", "Te Whare Ora Early Medical Abortion Service",
    "Southgate Pregnancy Options Unit",
)
UK_GP = (
    "Elm Park Surgery", "Beechwood Medical Practice", "Moor Lane Health Centre", "Priory View Surgery",
    "Canal Side Medical Centre", "Oakfield Family Practice", "The Ridgeway Surgery", "Castle Mead Practice",
    "Westfield Group Practice", "Holme Valley Medical Centre", "Dunmore Health Centre", "Abbey Fields Surgery",
)
NZ_GP = (
    "Kowhai Medical Centre", "Totara Health", "Rangiora Road Family Doctors", "Harbour View Medical",
    "Te Kupenga Health Centre", "Southside Family Health", "Riverbend Medical", "Pohutukawa Whanau Clinic",
    "Maunga Health Hub", "Seaview Doctors",
)
UK_PHARM = (
    "Kingsway Pharmacy", "Millfield Chemist", "Parkside Pharmacy", "Hollins Late Night Pharmacy",
    "Cross Street Pharmacy", "Greenmoor Pharmacy", "Arkwright Chemists",
)
NZ_PHARM = (
    "Kowhai Village Pharmacy", "Cornerstone Chemist", "Harbourside Pharmacy", "Main Street Late Night Pharmacy",
    "Tui Road Pharmacy", "Riverside Community Pharmacy",
)
UK_LABS = (
    "Calder Valley Pathology", "Whitmore Microbiology", "Kingsbridge Blood Sciences", "Severn Regional Virology",
)
NZ_LABS = (
    "Kereru Community Laboratories", "Harbour Pathology", "Tainui Microbiology Lab", "Tasman Valley Laboratories",
)
UK_SCHOOLS = (
    "St Aidan's Catholic High School", "Moorside Academy", "Brunswick College", "Kirkstall Valley School",
    "Ravensdale Sixth Form", "Hollins Park Academy", "Greenbank High School", "Calder Vale College",
)
NZ_SCHOOLS = (
    "Kowhai College", "Rangitoto Girls' High", "Te Kura o Matai", "Harbourside High School",
    "Mount Pleasant College", "Aorangi Area School", "Tasman Boys' College",
)
UK_EMPLOYERS = (
    "Marlow Logistics", "Brightside Care Homes", "Calder Print Works", "Pennine Coffee Co",
    "Northway Supermarkets", "Hartley & Sons Builders", "Greyfield Call Centre", "Moorland Bakery",
)
NZ_EMPLOYERS = (
    "Tui Valley Dairy", "Harbourside Freight", "Kiwi Orchard Packers", "Southern Alps Tours",
    "Matai Meats", "Rangi Construction", "Pohutukawa Cafe Group", "Bayline Cleaning Services",
)
INSURERS = (
    "Wellmark Health Cover", "Albion Private Health", "Kowhai Health Cover", "Tasman Medical Insurance",
    "Sterling Healthcare Plan",
)
PROFESSIONS = (
    "barista", "hairdresser", "bus driver", "warehouse operative", "care assistant", "chef", "bar manager",
    "software developer", "primary school teacher", "nail technician", "electrician", "plumber",
    "retail assistant", "dental nurse", "shepherd", "dairy farm worker", "fruit picker", "accountant",
    "solicitor", "call centre agent", "delivery driver", "sex worker", "cleaner", "graphic designer",
    "forklift driver", "tattoo artist", "social media manager", "personal trainer", "beauty therapist",
    "midwife", "paramedic", "scaffolder", "waitress", "kitchen porter", "youth worker", "builder",
)
COUNTRIES = (
    "Poland", "Romania", "India", "Pakistan", "Nigeria", "Ghana", "Philippines", "Samoa", "Tonga",
    "Fiji", "Cook Islands", "China", "Vietnam", "Brazil", "Spain", "Thailand", "South Africa",
    "Ireland", "Australia", "Zimbabwe", "Ukraine", "Portugal",
)
FOREIGN_STATES = (
    ("Queensland", "Australia"), ("New South Wales", "Australia"), ("Victoria", "Australia"),
    ("Kerala", "India"), ("Punjab", "India"), ("Ontario", "Canada"), ("Bavaria", "Germany"),
    ("California", "USA"), ("Lagos State", "Nigeria"), ("Western Cape", "South Africa"),
)

LOCALITIES = (
    ("Leeds", ("Headingley", "Chapel Allerton", "Armley", "Harehills", "Beeston")),
    ("Sheffield", ("Crookes", "Hillsborough", "Sharrow", "Walkley")),
    ("Bristol", ("Bedminster", "Easton", "Southmead", "Knowle")),
    ("Norwich", ("Thorpe Hamlet", "Lakenham", "Earlham")),
    ("Exeter", ("Heavitree", "St Thomas", "Whipton")),
    ("Cardiff", ("Roath", "Splott", "Grangetown", "Ely")),
    ("Glasgow", ("Partick", "Govanhill", "Dennistoun", "Possilpark")),
    ("Edinburgh", ("Leith", "Gorgie", "Craigmillar", "Muirhouse")),
    ("Belfast", ("Ormeau", "Ballyhackamore", "Sandy Row")),
    ("Manchester", ("Levenshulme", "Fallowfield", "Moss Side", "Longsight")),
    ("Nottingham", ("Sneinton", "Radford", "Bulwell")),
    ("Leicester", ("Aylestone", "Belgrave", "Braunstone")),
    ("Brighton", ("Hanover", "Whitehawk", "Moulsecoomb")),
    ("Plymouth", ("Stonehouse", "Devonport", "Mutley")),
    ("York", ("Acomb", "Tang Hall", "Clifton")),
    ("Derby", ("Normanton", "Allenton", "Chaddesden")),
    ("Swansea", ("Uplands", "Townhill", "Sketty")),
    ("Aberdeen", ("Rosemount", "Torry", "Northfield")),
    ("Dundee", ("Lochee", "Stobswell", "Whitfield")),
    ("Hull", ("Newland", "Bransholme", "Orchard Park")),
    ("Newcastle upon Tyne", ("Heaton", "Benwell", "Walker")),
    ("Stoke-on-Trent", ("Hanley", "Burslem", "Longton")),
    ("Reading", ("Caversham", "Whitley", "Tilehurst")),
    ("Oxford", ("Cowley", "Blackbird Leys", "Jericho")),
    ("Huddersfield", ("Lindley", "Deighton", "Crosland Moor")),
    ("Halifax", ("Ovenden", "Mixenden", "King Cross")),
    ("Preston", ("Ashton-on-Ribble", "Ribbleton", "Fulwood")),
    ("Carlisle", ("Denton Holme", "Botcherby", "Harraby")),
    ("Lincoln", ("Bracebridge", "Ermine", "Birchwood")),
    ("Inverness", ("Crown", "Merkinch", "Hilton")),
    ("Auckland", ("Otahuhu", "Mangere East", "Ponsonby", "Glen Innes", "Papatoetoe")),
    ("Hamilton", ("Hillcrest", "Frankton", "Enderley", "Dinsdale")),
    ("Tauranga", ("Greerton", "Merivale", "Gate Pa")),
    ("Rotorua", ("Fordlands", "Koutu", "Western Heights")),
    ("Napier", ("Onekawa", "Maraenui", "Marewa")),
    ("Hastings", ("Flaxmere", "Camberley", "Mahora")),
    ("New Plymouth", ("Westown", "Marfell", "Waitara")),
    ("Palmerston North", ("Awapuni", "Highbury", "Takaro")),
    ("Whanganui", ("Gonville", "Castlecliff", "Aramoho")),
    ("Wellington", ("Newtown", "Berhampore", "Strathmore Park")),
    ("Lower Hutt", ("Naenae", "Taita", "Wainuiomata")),
    ("Porirua", ("Cannons Creek", "Waitangirua", "Ranui")),
    ("Nelson", ("Stoke", "Tahunanui", "Victory")),
    ("Blenheim", ("Redwoodtown", "Witherlea", "Mayfield")),
    ("Christchurch", ("Riccarton", "Aranui", "Linwood", "Sydenham", "Hornby")),
    ("Timaru", ("Watlington", "Highfield", "Parkside")),
    ("Dunedin", ("Caversham", "North East Valley", "Brockville", "South Dunedin")),
    ("Queenstown", ("Frankton", "Fernhill", "Arthurs Point")),
    ("Invercargill", ("Glengarry", "Georgetown", "Strathern")),
    ("Whangarei", ("Otangarei", "Tikipunga", "Raumanga")),
    ("Gisborne", ("Kaiti", "Elgin", "Te Hapara")),
    ("Greymouth", ("Cobden", "Blaketown", "Karoro")),
)

LANDMARKS_UK = (
    ("the ", "Corn Exchange"), ("", "Piccadilly Gardens"), ("the ", "Interchange bus station"), ("", "Victoria Quays"),
    ("the ", "Kingsgate Shopping Centre"), ("", "Riverside Skate Park"), ("the ", "Old Odeon building"),
    ("", "Town Hall Square"), ("", "Wharf Street car park"), ("the ", "Civic Centre steps"), ("", "Castle Mound"),
)
LANDMARKS_NZ = (
    ("the ", "Octagon"), ("", "Cathedral Square"), ("the ", "Bus Exchange"), ("", "Frankton Lakefront"),
    ("the ", "Ferry Building"), ("", "Albert Park rotunda"), ("", "Riverside Skate Park"), ("the ", "Civic Centre steps"),
    ("", "Wharf Street car park"), ("the ", "Railway Station underpass"),
)
