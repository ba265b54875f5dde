"""Invented name, place and organisation pools for dev181_en (UK, Ireland, New Zealand).

All combinations are fictional. Lists are plain tuples so iteration order is fixed.
"""

UK_FIRST_M = (
    "Darren", "Liam", "Craig", "Jamie", "Stuart", "Gareth", "Rhys", "Imran", "Tariq", "Kamil",
    "Tomasz", "Lee", "Dean", "Wayne", "Callum", "Kieran", "Nathan", "Ryan", "Jordan", "Connor",
    "Mohammed", "Adeel", "Femi", "Kwame", "Marcus", "Elliot", "Gavin", "Scott", "Ross", "Euan",
    "Dylan", "Owen", "Barry", "Terry", "Paul", "Steven", "Gary", "Shaun", "Ashley", "Karl",
    "Piotr", "Luca", "Ravi", "Sunil", "Declan", "Fraser", "Alistair", "Harvey", "Reece", "Tyler",
)
UK_FIRST_F = (
    "Kerry", "Leanne", "Stacey", "Gemma", "Danielle", "Charlotte", "Jade", "Chantelle", "Nicola",
    "Lauren", "Amy", "Rebecca", "Shannon", "Courtney", "Natalie", "Zara", "Aisha", "Priya", "Samira",
    "Agnieszka", "Kasia", "Joanne", "Tracey", "Donna", "Michelle", "Hayley", "Kirsty", "Shona",
    "Eilidh", "Megan", "Ffion", "Carys", "Bethan", "Sophie", "Ellie", "Tanya", "Abigail", "Rachel",
    "Yasmin", "Nadia", "Grace", "Ruth", "Toni", "Keeley", "Paige", "Demi", "Lorna", "Siân", "Mel", "Jodie",
)
UK_SURNAMES = (
    "Holloway", "Pickering", "Ashworth", "Brannigan", "Whitfield", "Clegg", "Hargreaves", "Dobson",
    "Rowntree", "Okonkwo", "Mensah", "Hussain", "Akhtar", "Begum", "Chaudhry", "Kowalski", "Nowak",
    "Wiśniewski", "MacLeod", "Fraser", "McAllister", "Buchanan", "Lindsay", "Pritchard", "Llewellyn",
    "Bevan", "Price", "Thorne", "Sutcliffe", "Haworth", "Greenwood", "Barraclough", "Dunmore",
    "Featherstone", "Goodall", "Heaton", "Jagger", "Kershaw", "Lomax", "Marsden", "Naylor", "Oldroyd",
    "Parkin", "Quarmby", "Ramsden", "Shackleton", "Tattersall", "Ullah", "Vickers", "Walmsley",
    "Yeadon", "Campbell", "Stewart", "Adeyemi", "Boateng", "Costa", "Patel", "Shah", "Rahman", "Doherty",
    "Mulholland", "Hamill", "Gillespie", "Conway", "Ferris", "Baxter", "Crowther", "Tennant", "Platt",
)
IE_FIRST_M = (
    "Ciarán", "Seán", "Darragh", "Oisín", "Pádraig", "Cian", "Eoin", "Conor", "Shane", "Jason",
    "Niall", "Fionn", "Colm", "Dara", "Ronan", "Tadhg", "Donal", "Declan", "Killian", "Aidan",
    "Gearóid", "Brendan", "Dermot", "Jonathan", "Stephen", "Anthony", "Mark", "Keith", "Barry", "Kevin",
    "Tomás", "Mícheál", "Diarmuid", "Evan", "Ruairí", "Lorcan", "Andrius", "Marius", "Tiago", "Wiktor",
)
IE_FIRST_F = (
    "Aoife", "Siobhán", "Niamh", "Caoimhe", "Sinéad", "Orla", "Róisín", "Clodagh", "Gráinne", "Ciara",
    "Aisling", "Saoirse", "Eimear", "Méabh", "Úna", "Deirdre", "Fiona", "Emer", "Laura", "Sarah",
    "Jennifer", "Lisa", "Karen", "Denise", "Tara", "Shauna", "Ailbhe", "Muireann", "Éabha", "Nuala",
    "Bríd", "Síle", "Louise", "Chloe", "Rachel", "Jolanta", "Oksana", "Ana", "Dearbhla", "Treasa",
)
IE_SURNAMES = (
    "O'Sullivan", "Ó Briain", "McCarthy", "Murphy", "Kelly", "Byrne", "Walsh", "Doyle", "Nolan",
    "Quinn", "Ó Súilleabháin", "Fitzgerald", "Kavanagh", "Brennan", "Lynch", "Moloney", "Hegarty",
    "Kiely", "Mac Giolla", "Cronin", "Dunne", "Geraghty", "Hennessy", "Keane", "Lenihan", "Mulcahy",
    "Nagle", "O'Donovan", "O'Mahony", "Phelan", "Reddan", "Scanlon", "Tierney", "Whelan", "Costello",
    "Devlin", "Egan", "Flanagan", "Gallagher", "Horgan", "Kinsella", "Lonergan", "McNamara", "Ní Bhriain",
    "O'Connell", "Power", "Ryan", "Sheehan", "Twomey", "Ward", "Mongan", "McDonagh", "Joyce", "Coughlan",
)
NZ_FIRST_M = (
    "Wiremu", "Tama", "Hemi", "Rāwiri", "Manaia", "Kahu", "Tane", "Nikau", "Sione", "Tevita",
    "Ioane", "Viliami", "Jayden", "Brayden", "Cody", "Blake", "Hamish", "Angus", "Lachlan", "Finn",
    "Mitchell", "Shane", "Corey", "Te Ariki", "Kauri", "Matiu", "Pita", "Hōhepa", "Sefa", "Lagi",
    "Arjun", "Wei", "Jun", "Harpreet", "Daniel", "Josh", "Ethan", "Liam", "Tyson", "Ngaru",
)
NZ_FIRST_F = (
    "Aroha", "Mere", "Ngaio", "Anahera", "Hine", "Kiri", "Moana", "Tui", "Ataahua", "Whetu",
    "Mele", "Sina", "Losa", "Ana", "Litia", "Aliyah", "Brooke", "Kayla", "Shardae", "Stacey-Lee",
    "Georgia", "Olivia", "Amelia", "Isla", "Charlotte", "Ruby", "Mia", "Pania", "Tia", "Maia",
    "Mei", "Priyanka", "Simran", "Hana", "Rangi", "Kahurangi", "Awhina", "Marama", "Jess", "Toni",
)
NZ_SURNAMES = (
    "Ngata", "Parata", "Te Rangi", "Tipene", "Henare", "Tawhiri", "Walker", "Rāwiri", "Wihongi",
    "Pomare", "Te Whata", "Kereama", "Hohaia", "Paewai", "Mahuta", "Faleolo", "Tuilagi", "Fifita",
    "Taufa", "Leota", "Sapolu", "Vaifale", "Tuimavave", "Mataele", "Smith", "Robertson", "McKenzie",
    "Cunningham", "Gallagher", "Thompson", "Anderson", "Harris", "Bennett", "Sullivan", "Wong", "Li",
    "Chen", "Singh", "Sharma", "Kaur", "Nguyen", "Kaipara", "Te Kani", "Ruawai", "Manuera", "Horomona",
    "Whaanga", "Ratahi", "Cribb", "Tonga",
)
NICKNAMES = (
    "Gaz", "Dazza", "Tommo", "Sully", "Mack", "Spud", "Smiler", "Jonno", "Bex", "Shaz", "Kaz",
    "Deano", "Robbo", "Mitch", "Taz", "Frankie", "Red", "Scouse", "Bubbles", "Skinny", "Chopper", "Nana",
)

# city, postcode area / routing key / codes, phone area code, region (STATE), county (CITY)
UK_PLACES = (
    ("Manchester", "M", "0161", "North West", "Greater Manchester"),
    ("Leeds", "LS", "0113", "Yorkshire and the Humber", "West Yorkshire"),
    ("Bristol", "BS", "0117", "South West", "South Gloucestershire"),
    ("Sheffield", "S", "0114", "Yorkshire and the Humber", "South Yorkshire"),
    ("Nottingham", "NG", "0115", "East Midlands", "Nottinghamshire"),
    ("Leicester", "LE", "0116", "East Midlands", "Leicestershire"),
    ("Liverpool", "L", "0151", "North West", "Merseyside"),
    ("Newcastle upon Tyne", "NE", "0191", "North East", "Tyne and Wear"),
    ("Sunderland", "SR", "0191", "North East", "Tyne and Wear"),
    ("Middlesbrough", "TS", "01642", "North East", "Cleveland"),
    ("Cardiff", "CF", "029 20", "South Wales", "Glamorgan"),
    ("Swansea", "SA", "01792", "South Wales", "Glamorgan"),
    ("Wrexham", "LL", "01978", "North Wales", "Clwyd"),
    ("Glasgow", "G", "0141", "Strathclyde", "Lanarkshire"),
    ("Dundee", "DD", "01382", "Tayside", "Angus"),
    ("Aberdeen", "AB", "01224", "Grampian", "Aberdeenshire"),
    ("Inverness", "IV", "01463", "Highland", "Inverness-shire"),
    ("Belfast", "BT", "028 90", "Ulster", "Antrim"),
    ("Plymouth", "PL", "01752", "South West", "Devon"),
    ("Exeter", "EX", "01392", "South West", "Devon"),
    ("Hull", "HU", "01482", "Yorkshire and the Humber", "East Yorkshire"),
    ("Stoke-on-Trent", "ST", "01782", "West Midlands", "Staffordshire"),
    ("Wolverhampton", "WV", "01902", "West Midlands", "Staffordshire"),
    ("Blackpool", "FY", "01253", "North West", "Lancashire"),
    ("Lancaster", "LA", "01524", "North West", "Lancashire"),
    ("Carlisle", "CA", "01228", "North West", "Cumbria"),
    ("Brighton", "BN", "01273", "South East", "East Sussex"),
    ("Norwich", "NR", "01603", "East of England", "Norfolk"),
    ("Southampton", "SO", "023 80", "South East", "Hampshire"),
    ("Portsmouth", "PO", "023 92", "South East", "Hampshire"),
    ("Bradford", "BD", "01274", "Yorkshire and the Humber", "West Yorkshire"),
    ("Oldham", "OL", "0161", "North West", "Greater Manchester"),
)
UK_COUNTRIES = ("England", "Scotland", "Wales", "Northern Ireland")

IE_PLACES = (
    ("Dublin", ("D01", "D07", "D08", "D12", "D15", "D24"), "01", "Leinster", "Dublin"),
    ("Cork", ("T12", "T23"), "021", "Munster", "Cork"),
    ("Limerick", ("V94",), "061", "Munster", "Limerick"),
    ("Galway", ("H91",), "091", "Connacht", "Galway"),
    ("Waterford", ("X91",), "051", "Munster", "Waterford"),
    ("Drogheda", ("A92",), "041", "Leinster", "Louth"),
    ("Dundalk", ("A91",), "042", "Leinster", "Louth"),
    ("Sligo", ("F91",), "071", "Connacht", "Sligo"),
    ("Athlone", ("N37",), "090", "Leinster", "Westmeath"),
    ("Kilkenny", ("R95",), "056", "Leinster", "Kilkenny"),
    ("Tralee", ("V92",), "066", "Munster", "Kerry"),
    ("Ennis", ("V95",), "065", "Munster", "Clare"),
    ("Letterkenny", ("F92",), "074", "Ulster", "Donegal"),
    ("Wexford", ("Y35",), "053", "Leinster", "Wexford"),
    ("Navan", ("C15",), "046", "Leinster", "Meath"),
    ("Carlow", ("R93",), "059", "Leinster", "Carlow"),
    ("Clonmel", ("E91",), "052", "Munster", "Tipperary"),
    ("Castlebar", ("F23",), "094", "Connacht", "Mayo"),
    ("Bray", ("A98",), "01", "Leinster", "Wicklow"),
    ("Mullingar", ("N91",), "044", "Leinster", "Westmeath"),
)

# city, phone area code, postcodes, region (STATE)
NZ_PLACES = (
    ("Auckland", "09", ("0600", "0610", "1010", "1011", "1021", "1022", "1025", "2022", "2025", "2104"), "Auckland"),
    ("Hamilton", "07", ("3200", "3204", "3210", "3214"), "Waikato"),
    ("Tauranga", "07", ("3110", "3112", "3116"), "Bay of Plenty"),
    ("Rotorua", "07", ("3010", "3015"), "Bay of Plenty"),
    ("Wellington", "04", ("6011", "6021", "6022", "6035"), "Wellington"),
    ("Porirua", "04", ("5022", "5024"), "Wellington"),
    ("Lower Hutt", "04", ("5010", "5011"), "Wellington"),
    ("Christchurch", "03", ("8011", "8013", "8041", "8062"), "Canterbury"),
    ("Timaru", "03", ("7910",), "Canterbury"),
    ("Dunedin", "03", ("9010", "9016"), "Otago"),
    ("Invercargill", "03", ("9810", "9812"), "Southland"),
    ("Nelson", "03", ("7010", "7011"), "Nelson Tasman"),
    ("Blenheim", "03", ("7201",), "Marlborough"),
    ("Palmerston North", "06", ("4410", "4412"), "Manawatū-Whanganui"),
    ("Whanganui", "06", ("4500", "4501"), "Manawatū-Whanganui"),
    ("Napier", "06", ("4110", "4112"), "Hawke's Bay"),
    ("Hastings", "06", ("4120", "4122"), "Hawke's Bay"),
    ("New Plymouth", "06", ("4310", "4312"), "Taranaki"),
    ("Gisborne", "06", ("4010",), "Tairāwhiti"),
    ("Whangārei", "09", ("0110", "0112"), "Northland"),
    ("Kaitaia", "09", ("0410",), "Northland"),
    ("Masterton", "06", ("5810",), "Wairarapa"),
)
NZ_REGIONS = (
    "Waikato", "Bay of Plenty", "Canterbury", "Otago", "Southland", "Northland", "Taranaki",
    "Hawke's Bay", "Tairāwhiti", "Manawatū-Whanganui", "Marlborough", "West Coast", "Nelson Tasman",
)

STREET_STEMS_UK = (
    "Brook", "Station", "Albert", "Victoria", "Cemetery", "Mill", "Princess", "Hawthorn", "Tudor",
    "Church", "Chapel", "Beech", "Sycamore", "Canal", "Wharf", "Union", "Granby", "Lorne", "Clarence",
    "Dale", "Moor", "Fold", "Kirk", "Crown", "Ashgrove", "Ladypit", "Tanyard", "Bellevue", "Grafton",
)
STREET_STEMS_IE = (
    "Main", "Church", "Bridge", "Sarsfield", "Parnell", "Davitt", "Emmet", "Connolly", "Pearse",
    "Fr Russell", "Ard Mhuire", "Cnoc Bán", "Gleann Rua", "Oakpark", "Glenview", "Mountain View",
    "Cathedral", "O'Connell", "Mary", "John", "Thomond", "Shannon", "Lee View", "Harbour",
)
STREET_STEMS_NZ = (
    "Tui", "Kōwhai", "Rata", "Pōhutukawa", "Nikau", "Kauri", "Tōtara", "Miro", "Matai", "Puriri",
    "Dominion", "Great South", "Mahia", "Raroa", "Bader", "Hillcrest", "Rangitoto", "Taranaki",
    "Cuba", "Te Rapa", "Moorhouse", "Aotea", "Pātaka", "Manuka",
)
STREET_SUFFIX_UK = ("Road", "Street", "Lane", "Terrace", "Avenue", "Close", "Way", "Grove", "Crescent", "Walk", "Court", "Place")
STREET_SUFFIX_IE = ("Street", "Road", "Avenue", "Park", "Lawn", "Crescent", "Drive", "Close", "Heights", "Grove")
STREET_SUFFIX_NZ = ("Street", "Road", "Avenue", "Crescent", "Place", "Drive", "Terrace", "Grove", "Way")

PLACE_PREFIX_UK = (
    "Northgate", "Riverside", "Millbrook", "Canalside", "Heathfield", "Beacon", "Highfield", "Ashcroft",
    "Kingsway", "Parkside", "Westbourne", "Eastfield", "Southmead", "Moorview", "Linden", "Orchard",
    "Hollins", "Bridgewater", "Castlegate", "Fernlea", "Greystone", "Larkhill", "Thornbury", "Wellgate",
)
PLACE_PREFIX_IE = (
    "Ardmore", "Ballybeg", "Lee Valley", "Shannonside", "Slaney", "Corrib", "Liffey", "Suir", "Blackwater",
    "Glenside", "Cnoc Mhuire", "Abbeyfield", "Avondale", "Rathmore", "Knockmore", "Seaview", "Ard Rí", "Tolka",
)
PLACE_PREFIX_NZ = (
    "Harbourview", "Kōwhai", "Te Awa", "Rangiora", "Tōtara", "Waitaha", "Pūriri", "Kahikatea",
    "Te Puna", "Mānuka", "Whānau Ora", "Ōtaki", "Southern Lakes", "Tasman", "Moana", "Te Ara",
)
SAINTS = ("Luke", "Brendan", "Columba", "Ita", "Anne", "Kevin", "Brigid", "Aidan", "Cuthbert", "Jude", "Mungo", "Finbarr")

ADDICTION_KINDS = {
    "UK": ("Recovery Hub", "Drug and Alcohol Service", "Community Drug Team", "Recovery Centre",
           "Substance Misuse Service", "Alcohol Service", "Integrated Recovery Service"),
    "IE": ("Community Addiction Service", "Drug & Alcohol Service", "Addiction Treatment Centre",
           "Methadone Clinic", "Community Drug Team", "Recovery Centre"),
    "NZ": ("CADS", "Community Alcohol and Drug Service", "Addiction Service", "Opioid Treatment Service",
           "Alcohol & Drug Centre", "Hauora Addiction Service"),
}
SH_KINDS = {
    "UK": ("Sexual Health Centre", "GUM Clinic", "Integrated Sexual Health Service", "Sexual Health Hub", "Centre for Sexual Health"),
    "IE": ("STI Clinic", "Sexual Health Centre", "GUM Clinic", "Sexual Health Service", "GUM/STI Clinic"),
    "NZ": ("Sexual Health Clinic", "Sexual Health Service", "Youth Health Centre", "Sexual Health Centre"),
}
GP_KINDS = {
    "UK": ("Medical Practice", "Surgery", "Health Centre", "Family Practice", "Medical Centre"),
    "IE": ("Medical Centre", "Family Practice", "Health Centre", "GP Surgery", "Primary Care Centre"),
    "NZ": ("Medical Centre", "Health Centre", "Family Doctors", "Hauora Clinic", "Medical Practice"),
}
HOSP_KINDS = {
    "UK": ("General Hospital", "Royal Infirmary", "University Hospital", "District Hospital"),
    "IE": ("University Hospital", "General Hospital", "Regional Hospital"),
    "NZ": ("Hospital", "Base Hospital", "Public Hospital"),
}
WARD_NAMES = ("Rowan", "Larch", "Hazel", "Willow", "Aspen", "Cedar", "Juniper", "Kōtuku", "Tūī", "Fuchsia", "Heather", "Maple")
HOSTELS = {
    "UK": ("Anchor House", "Beacon House", "Cornerstone Lodge", "Haven Court", "Tŷ Gobaith", "Simon House", "Bridge Lodge", "Foyer Court"),
    "IE": ("Ozanam House", "Harbour Lodge", "Simon House", "Cuan Mhuire Lodge", "Bridge Lodge", "Teach Solais"),
    "NZ": ("Whare Tāwharau", "Harbour Lodge", "Te Whare Oranga", "Haven Court", "Kāinga House", "Bridge Lodge"),
}
LANDMARKS = ("Victoria Park", "Quayside Arches", "Millennium Bridge", "Riverside Car Park",
             "Central Bus Station", "Cenotaph Gardens", "Corporation Park", "Kingsgate Shopping Centre",
             "Old Gasworks", "Founders Park", "Town Hall Steps", "Harbour Wall", "Railway Bridge 4",
             "Albert Dock Steps", "Bandstand Gardens", "Market Hall", "Peace Garden", "Marina Walkway")

EMPLOYER_SUFFIX = ("Scaffolding Ltd", "Logistics", "Builders", "Meats", "Contract Cleaning", "Haulage",
                   "Roofing", "Catering", "Warehousing", "Motors", "Security Services", "Care Agency",
                   "Freight", "Carpets", "Joinery", "Dairies", "Fisheries")
SCHOOL_KINDS = {
    "UK": ("Primary School", "Academy", "High School", "Community College", "Infant School"),
    "IE": ("National School", "Community College", "Educate Together NS", "Secondary School", "Gaelscoil"),
    "NZ": ("School", "Intermediate", "Primary School", "College", "Kura Kaupapa"),
}
CHARITY_KINDS = ("Housing Trust", "Food Bank", "Women's Refuge", "Recovery Community", "Homes",
                 "Community Trust", "Youth Project", "Family Support Network", "Boxing Club", "Men's Shed")

PROFESSIONS = (
    "scaffolder", "chef", "care assistant", "taxi driver", "barista", "labourer", "electrician",
    "HGV driver", "plasterer", "hairdresser", "student nurse", "bar worker", "warehouse operative",
    "forklift driver", "sex worker", "farmhand", "dairy farmer", "shearer", "fisherman", "roofer",
    "postman", "primary school teacher", "call centre agent", "cleaner", "security guard", "bricklayer",
    "mechanic", "shop assistant", "delivery driver", "kitchen porter", "software developer", "accountant",
    "nail technician", "tattoo artist", "bus driver", "painter and decorator", "plumber", "carpenter",
    "dental nurse", "retail manager", "courier", "meat worker", "fruit picker", "youth worker",
    "hospitality worker", "personal trainer", "tiler", "groundsman",
)

TRAVEL_COUNTRIES = ("Thailand", "Spain", "Portugal", "Poland", "Brazil", "Australia", "Fiji", "Samoa",
                    "Tonga", "Lithuania", "Romania", "Nigeria", "Ghana", "Pakistan", "India", "Philippines",
                    "Vietnam", "Greece", "Netherlands", "Germany", "South Africa", "Zimbabwe",
                    "Canada", "United States", "Mexico", "Colombia", "Ukraine", "Latvia", "Cook Islands")

DOMAINS = ("example.org", "example.com", "example.net")

SUBURBS = {
    "Manchester": ("Moss Side", "Wythenshawe", "Harpurhey", "Gorton"), "Leeds": ("Harehills", "Gipton", "Seacroft"),
    "Bristol": ("St Pauls", "Lawrence Weston", "Hartcliffe"), "Sheffield": ("Pitsmoor", "Parson Cross"),
    "Nottingham": ("Hyson Green", "Bulwell"), "Liverpool": ("Everton", "Kirkdale", "Norris Green"),
    "Newcastle upon Tyne": ("Byker", "Walker", "Elswick"), "Cardiff": ("Grangetown", "Ely", "Splott"),
    "Glasgow": ("Govan", "Possilpark", "Easterhouse"), "Plymouth": ("Stonehouse", "Devonport"),
    "Sunderland": ("Hendon", "Southwick"), "Belfast": ("Ardoyne", "Short Strand"), "Leicester": ("Braunstone", "Highfields"),
    "Dublin": ("Ballymun", "Finglas", "Tallaght", "Clondalkin", "Darndale", "Cherry Orchard", "Blanchardstown"),
    "Cork": ("Knocknaheeny", "Mahon", "Togher"), "Limerick": ("Southill", "Moyross", "Ballinacurra"), "Galway": ("Ballybane", "Mervue"),
    "Auckland": ("Ōtara", "Māngere", "Papatoetoe", "Glen Innes", "Ōtāhuhu"), "Christchurch": ("Aranui", "Linwood"),
    "Porirua": ("Cannons Creek", "Waitangirua"), "Lower Hutt": ("Naenae", "Taita"), "Hastings": ("Flaxmere",),
    "Napier": ("Maraenui", "Onekawa"), "Hamilton": ("Enderley", "Fairfield"), "Dunedin": ("Kaikorai", "Brockville"),
    "Palmerston North": ("Awapuni", "Highbury"), "Whanganui": ("Castlecliff", "Gonville"), "Rotorua": ("Fordlands", "Western Heights"),
}
