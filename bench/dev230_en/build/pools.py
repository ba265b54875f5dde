"""Invented value pools for dev230_en (written by author 230)."""

FEMALE = """Aisha Amelia Anya Bethany Bronwyn Caitlin Chantelle Charlotte Chloe Ciara
Danielle Deborah Eleanor Ellie Emily Erin Faith Fatima Freya Gemma Georgia Grace
Hannah Harriet Holly Imogen Isla Jade Jasmine Jess Jessica Joanne Kayleigh Keira
Kirsty Lauren Leah Leanne Lily Lucy Maddison Maria Megan Mia Mollie Naomi Natalie
Niamh Olivia Paige Priya Rachel Rebecca Rhiannon Rosie Sadia Samira Sarah Shannon
Sian Sophie Stacey Tamsin Tegan Tia Zara Zainab Agnieszka Magdalena Oksana Ioana
Chiamaka Adaeze Ama Abena Hodan Sahra Nimco Mei Ling Thi Huong Linh Anh Aroha
Mereana Talei Losana Kirra Jarrah Tahlia Brooke Courtney Kylie Skye Ebony Shakira
Rukhsana Nasreen Parveen Harpreet Simran Manpreet Ayesha Hina Rania Layla Yasmin
Dimitra Eleni Giulia Francesca Siobhan Aoife Roisin Carys Ffion Morag Kirsteen
Ngozi Folake Temitope Precious Blessing Shanice Tanisha Destiny Marisol Luciana""".split()

MALE = """Aaron Adam Ahmed Ali Andrew Ben Bradley Callum Carl Chris Connor Craig
Daniel Darren Dean Declan Dylan Ethan Gareth Harry Hassan Imran Jack Jake James
Jamie Jason Joel Jordan Josh Kane Kieran Kyle Lee Liam Luke Marcus Mark Matthew
Michael Mohammed Nathan Neil Oliver Omar Owen Patrick Paul Reece Rhys Ricky Ryan
Sam Scott Sean Stuart Tom Tyler Wayne Zak Tomasz Piotr Andrei Mihai Chinedu Emeka
Kwame Kofi Abdirahman Farah Wei Jun Minh Duc Tane Wiremu Sione Brayden Jaxon Cooper
Lachlan Mitchell Shane Troy Brodie Rajesh Gurpreet Arjun Bilal Usman Yusuf Nikos
Giorgos Marco Luca Eoin Cian Dafydd Iwan Angus Euan Tunde Segun Dwayne Leroy""".split()

BABY = """Alfie Archie Arlo Ava Bella Eden Elsie Evie Freddie Harper Hallie Isaac
Ivy Jaxon Leo Lola Luna Maeve Mila Nova Oscar Otis Poppy Reggie Remi Rory Ruby
Sienna Teddy Theo Willow Zayn Yusuf Aaliyah Ibrahim Maryam Noah Nala Kai Mason
Hunter Indie Matilda Banjo Lenny Ezra Aurora Maisie Orla Finn Zoe Sonny Ada Iris
Nyla Jayden Amara Kobe Hope April""".split()

SURNAME = """Abbott Adebayo Ahmed Akhtar Ali Allen Anderson Armstrong Ashworth
Atkinson Bailey Baker Banerjee Barker Barnes Begum Bell Bennett Bibi Birch Blackwood
Bowen Boyle Bradshaw Brennan Briggs Broadhurst Brown Burke Butler Byrne Campbell
Carter Chadwick Chaudhry Chen Clarke Coleman Collins Connolly Cooper Costa Cox
Crawford Cunningham Dalton Davies Dawson Delaney Dhillon Dixon Doherty Donnelly
Doyle Duffy Dunn Eastwood Edwards Ellis Evans Farrell Fitzgerald Fletcher Flynn
Foster Fraser Gallagher Garner Gill Goodwin Graham Grant Greenwood Griffiths Hall
Hamilton Haque Hardy Harris Hartley Hayes Healy Henderson Hewitt Hughes Hussain
Iqbal Jackson James Jenkins Johal Jones Kaur Kavanagh Kelly Kennedy Khan Kowalski
Lambert Lawson Leach Lees Lewis Lloyd Lynch Mahmood Malik Marsh Mason Matthews
McAllister McCann McDonald McGrath McKenzie McLean Mensah Miah Mitchell Moran
Morgan Morris Murphy Murray Nadeem Nash Nguyen Nowak Obi O'Brien O'Connor
Okafor Okonkwo Oliver O'Neill Osei Owusu Palmer Papadopoulos Parker Parry Patel
Pearson Phillips Pickering Powell Price Pritchard Quinn Rahman Rees Reid Reilly
Riley Roberts Robinson Rossi Rowe Ryan Saunders Shah Sharma Shaw Sheikh Simpson
Singh Slater Smith Stewart Sullivan Sutcliffe Taylor Thomas Thompson Tran Turner
Vaughan Walker Walsh Ward Warsame Watson Webb Whitaker White Wilkinson Williams
Wilson Wood Wright Yates Young Zielinski Nicolaidis Vella Russo Pham Le Wong
Lim Tanaka Fonoti Tuilagi Ngata Waititi Petrovic Novak Dimitriou Haddad Farah
Abdi Mohamud Jama Oyelaran Adeyemi Boateng Asante Mwangi Achterberg Kerr Garside
Tremain Penrose Trevithick Llewellyn Cadwallader Buchanan Macleod Cruickshank""".split()

# hyphenated / double-barrelled extras
SURNAME2 = ["Smith-Jones", "Bennett-Khan", "Owusu-Ansah", "Carter-Reid",
            "Lloyd-Evans", "Rees-Mogford", "Ahmed-Cole", "Nguyen-Hart"]

# (town, county, postcode area)
UK_TOWNS = [
    ("Hexley", "West Yorkshire", "LS"), ("Bramcote Vale", "Nottinghamshire", "NG"),
    ("Leeds", "West Yorkshire", "LS"), ("Bradford", "West Yorkshire", "BD"),
    ("Stockport", "Greater Manchester", "SK"), ("Salford", "Greater Manchester", "M"),
    ("Oldham", "Greater Manchester", "OL"), ("Wigan", "Greater Manchester", "WN"),
    ("Birkenhead", "Merseyside", "CH"), ("St Helens", "Merseyside", "WA"),
    ("Coventry", "West Midlands", "CV"), ("Dudley", "West Midlands", "DY"),
    ("Walsall", "West Midlands", "WS"), ("Luton", "Bedfordshire", "LU"),
    ("Ipswich", "Suffolk", "IP"), ("Norwich", "Norfolk", "NR"),
    ("Exeter", "Devon", "EX"), ("Truro", "Cornwall", "TR"),
    ("Swindon", "Wiltshire", "SN"), ("Reading", "Berkshire", "RG"),
    ("Croydon", "Surrey", "CR"), ("Lewisham", "Greater London", "SE"),
    ("Walthamstow", "Greater London", "E"), ("Tottenham", "Greater London", "N"),
    ("Gateshead", "Tyne and Wear", "NE"), ("Sunderland", "Tyne and Wear", "SR"),
    ("Middlesbrough", "North Yorkshire", "TS"), ("Doncaster", "South Yorkshire", "DN"),
    ("Rotherham", "South Yorkshire", "S"), ("Blackburn", "Lancashire", "BB"),
    ("Preston", "Lancashire", "PR"), ("Carlisle", "Cumbria", "CA"),
    ("Cardiff", "South Glamorgan", "CF"), ("Newport", "Gwent", "NP"),
    ("Swansea", "West Glamorgan", "SA"), ("Wrexham", "Clwyd", "LL"),
    ("Paisley", "Renfrewshire", "PA"), ("Dundee", "Angus", "DD"),
    ("Kirkcaldy", "Fife", "KY"), ("Ashby Moor", "Leicestershire", "LE"),
    ("Castlebridge", "Staffordshire", "ST"), ("Wenlow", "Shropshire", "TF"),
    ("Millbrook", "Hampshire", "SO"), ("Portsmouth", "Hampshire", "PO"),
    ("Chelmsford", "Essex", "CM"), ("Basildon", "Essex", "SS"),
]

# (suburb, state abbr, state full, postcode prefix digit)
AU_TOWNS = [
    ("Frankston", "VIC", "Victoria", "3"), ("Dandenong", "VIC", "Victoria", "3"),
    ("Sunshine West", "VIC", "Victoria", "3"), ("Geelong", "VIC", "Victoria", "3"),
    ("Ballarat", "VIC", "Victoria", "3"), ("Bendigo", "VIC", "Victoria", "3"),
    ("Werribee", "VIC", "Victoria", "3"), ("Craigieburn", "VIC", "Victoria", "3"),
    ("Parramatta", "NSW", "New South Wales", "2"), ("Blacktown", "NSW", "New South Wales", "2"),
    ("Penrith", "NSW", "New South Wales", "2"), ("Liverpool", "NSW", "New South Wales", "2"),
    ("Wollongong", "NSW", "New South Wales", "2"), ("Newcastle", "NSW", "New South Wales", "2"),
    ("Dubbo", "NSW", "New South Wales", "2"), ("Campbelltown", "NSW", "New South Wales", "2"),
    ("Logan Central", "QLD", "Queensland", "4"), ("Ipswich", "QLD", "Queensland", "4"),
    ("Toowoomba", "QLD", "Queensland", "4"), ("Caboolture", "QLD", "Queensland", "4"),
    ("Townsville", "QLD", "Queensland", "4"), ("Cairns", "QLD", "Queensland", "4"),
    ("Midland", "WA", "Western Australia", "6"), ("Rockingham", "WA", "Western Australia", "6"),
    ("Joondalup", "WA", "Western Australia", "6"), ("Armadale", "WA", "Western Australia", "6"),
    ("Elizabeth", "SA", "South Australia", "5"), ("Salisbury", "SA", "South Australia", "5"),
    ("Mount Gambier", "SA", "South Australia", "5"), ("Launceston", "TAS", "Tasmania", "7"),
    ("Glenorchy", "TAS", "Tasmania", "7"), ("Belconnen", "ACT", "Australian Capital Territory", "2"),
    ("Tuggeranong", "ACT", "Australian Capital Territory", "2"),
    ("Palmerston", "NT", "Northern Territory", "0"), ("Casuarina", "NT", "Northern Territory", "0"),
    ("Wattle Creek", "VIC", "Victoria", "3"), ("Kooringal Heights", "NSW", "New South Wales", "2"),
]

STREET_NAMES = """Larkspur Tanner Meadow Foxglove Wellington Victoria Albert Station
Church Mill Orchard Chapel Beech Hawthorn Rowan Sycamore Willow Heather Bracken
Kestrel Falcon Lapwing Curlew Marsh Brook Canal Quarry Forge Weaver Cotton Spinner
Oakfield Ashfield Greenacre Highfield Moorside Hillcrest Parkside Riverside
Banksia Wattle Jacaranda Grevillea Bottlebrush Melaleuca Coolabah Boronia Waratah
Kurrajong Tallowwood Ironbark Bluegum Lilly Pilly Casuarina Magpie Kookaburra
Lorikeet Currawong Swanston Hargreaves Fitzroy Macquarie Lachlan Murray Flinders""".split()

UK_SUFFIX = ["Road", "Street", "Close", "Avenue", "Lane", "Crescent", "Drive",
             "Way", "Grove", "Terrace", "Court", "Gardens", "Rise", "Walk", "Mews"]
AU_SUFFIX = ["Street", "Road", "Avenue", "Court", "Crescent", "Drive", "Parade",
             "Place", "Close", "Circuit", "Way", "Boulevard", "Terrace", "Lane"]
AU_SUFFIX_ABBR = {"Street": "St", "Road": "Rd", "Avenue": "Ave", "Court": "Ct",
                  "Crescent": "Cres", "Drive": "Dr", "Parade": "Pde", "Place": "Pl",
                  "Close": "Cl", "Circuit": "Cct", "Way": "Way", "Boulevard": "Blvd",
                  "Terrace": "Tce", "Lane": "Ln"}

UK_HOSP = ["St Aldhelm's Hospital", "Hexley General Infirmary", "Royal Bramcote Hospital",
           "Moorside District General Hospital", "Queen Adelina Hospital",
           "Castlebridge Royal Infirmary", "Wenlow Women's Hospital",
           "Northgate University Hospital", "St. Brannock's Maternity Wing",
           "Ashby Moor General", "Millbrook Community Hospital", "Fernhill Hospital",
           "Riverside Women and Children's Centre", "Harrowgate Lane Hospital",
           "The Grange Psychiatric Unit", "Kingsmead Hospital", "Lindley Park Hospital"]
AU_HOSP = ["Bayside Women's Hospital", "Wattle Creek Health", "St Columba's Private Hospital",
           "Kooringal Base Hospital", "Northern Rivers Women's and Children's",
           "Frankston Bay Hospital", "Western Plains Health Service",
           "Mount Lofty Community Hospital", "Royal Jacaranda Hospital",
           "Southern Cross Maternity", "Ironbark Regional Hospital",
           "St Brigid's Mercy Hospital", "Coral Coast Hospital", "Lakeside Women's"]

UK_MBU = ["Bluebell Mother and Baby Unit", "Rosewood MBU", "The Nest Mother & Baby Unit",
          "Larch House MBU", "Primrose Mother and Baby Unit", "Cedar Lodge MBU",
          "Hollyhock Perinatal Inpatient Unit"]
AU_MBU = ["Jacaranda Mother Baby Unit", "Karinya Parent Infant Unit", "Banksia House MBU",
          "Wattle Lodge Mother-Baby Unit", "Saltbush Perinatal Unit", "Riverbend MBU"]

WARDS = ["Juniper Ward", "Ward 14", "Maple Ward", "Ward 7B", "Linden Ward",
         "Delivery Suite 2", "Heron Ward", "Ward C4", "Kingfisher Ward", "Ward 32"]

UK_GP = ["Ashgrove Surgery", "Riverside Medical Practice", "The Limes Health Centre",
         "Elmfield Road Surgery", "Moorview Group Practice", "Church Lane Medical Centre",
         "Canal Side Surgery", "Parkway Family Practice", "Hawthorn House Surgery",
         "Beechwood Medical Group", "Station Road Health Centre", "Oakfield Surgery",
         "Marsh Lane Practice", "The Old Forge Surgery", "Kestrel Medical Centre"]
AU_GP = ["Banksia Family Medical Centre", "Wattle Creek Medical Clinic",
         "Bayside GP Super Clinic", "Coolabah Street Medical", "Ironbark Family Practice",
         "Magpie Lane Medical Centre", "Eastside Health & Wellbeing",
         "Grevillea Road Surgery", "Southern Lakes Medical", "Kookaburra Family Doctors"]

UK_PHARM = ["Boots the Chemist", "Patel's Pharmacy", "Moorside Pharmacy",
            "Well Pharmacy Canal Street", "Greenacre Chemist"]
AU_PHARM = ["Chemist Warehouse Dandenong Plaza", "Priceline Pharmacy Westfield",
            "Wattle Creek Amcal", "TerryWhite Chemmart Central", "Banksia Discount Chemist"]

UK_TEAMS = ["Hexley Community Perinatal Team", "North Bramcote Perinatal Mental Health Service",
            "Castlebridge Perinatal Team", "Millbrook Specialist Perinatal Service",
            "Tynebridge Perinatal Outreach"]
AU_TEAMS = ["Southern Perinatal and Infant Mental Health Service",
            "Wattle Creek Perinatal Emotional Health Program",
            "Northern Rivers Perinatal Mental Health Team", "Bayside PIMH Service"]

EMPLOYERS_UK = ["Tesco", "Greggs", "Hexley Borough Council", "Sainsbury's", "Amazon",
                "Ashford & Pryce Solicitors", "Kestrel Logistics", "Moorside Care Home",
                "Brightside Nursery", "Northgate Primary School", "Riverside Academy", "Costa Coffee",
                "Next", "Pryor Engineering Ltd", "Greenway Cleaning Services", "Marlow Haulage",
                "Royal Mail", "Halifax Building Society", "Hollybank Veterinary Practice",
                "Castlebridge Tyres Ltd", "The Fat Pheasant pub", "Aldgate Recruitment"]
EMPLOYERS_AU = ["Coles", "Woolworths", "Bunnings", "Kmart", "Jacaranda Childcare Centre",
                "Bayside Plumbing Pty Ltd", "Telstra", "Coral Coast Council", "St Ita's Catholic College",
                "Ironbark Mining Co", "Sunrise Early Learning", "Harbourview Call Centre", "Amazon",
                "Wattle Creek Bakery", "Southern Cross Freight Pty Ltd", "Banksia Aged Care",
                "Saltbush Cafe", "Greenway Cleaning Services", "Kooringal Vet Clinic"]

SCHOOLS_UK = {"nursery": ["Little Acorns Nursery", "Busy Bees Day Nursery Hexley", "Sunflower Pre-School"],
              "primary": ["Oakfield Primary School", "St Mary's C of E Primary", "Brookside Infant School",
                          "Our Lady of Lourdes RC Primary", "Moorside Junior School"],
              "secondary": ["Hillcrest Academy", "Castlebridge High School", "Kingsmead College"]}
SCHOOLS_AU = {"nursery": ["Banksia Kindergarten", "Goodstart Early Learning Werribee",
                          "Little Wattles Childcare"],
              "primary": ["Wattle Creek Primary", "St Brigid's Parish School", "Kooringal Public School",
                          "Magpie Hill State School"],
              "secondary": ["Ironbark Secondary College", "Coral Coast State High School",
                            "St Ita's Catholic College"]}

CHARITIES_UK = ["Little Lanterns Family Support", "Sunbeam Parent Network", "Hexley Women's Refuge",
                "Bright Steps Family Charity", "MumSpace Peer Group", "The Haven Family Centre",
                "Greenway Foodbank", "Northgate Children's Centre"]
CHARITIES_AU = ["Safe Harbour Domestic Violence Service", "Wattle Women's Shelter",
                "MumSpace Peer Group", "Bayside Family Support Hub", "Little Lanterns Family Support",
                "Saltbush Playgroup", "Coral Coast Food Relief"]

COUNCILS_UK = ["Hexley Metropolitan Borough Council", "Bramcote City Council",
               "Castlebridge County Council", "Millbrook Borough Council"]

PROF_F = ["teaching assistant", "dental nurse", "hairdresser", "barista",
          "retail assistant", "care worker", "accountant", "receptionist", "midwife",
          "primary school teacher", "pharmacist", "solicitor", "nail technician",
          "call centre advisor", "veterinary nurse", "graphic designer", "civil servant",
          "paralegal", "HR officer", "cleaner", "chef", "police officer", "beauty therapist",
          "childminder", "physiotherapist", "software developer", "bank cashier",
          "university lecturer", "bar staff", "warehouse operative", "social worker",
          "early childhood educator", "disability support worker", "nurse"]
PROF_M = ["electrician", "scaffolder", "HGV driver", "plumber", "chef", "mechanic",
          "labourer", "IT consultant", "security guard", "warehouse operative",
          "taxi driver", "delivery driver", "soldier", "FIFO mine worker", "tiler",
          "carpenter", "builder", "sales rep", "teacher", "paramedic", "roofer",
          "forklift driver", "bricklayer", "concreter", "farmhand", "barber",
          "software engineer", "postman", "pub manager", "apprentice joiner"]

COUNTRIES = ["Poland", "Romania", "Nigeria", "Ghana", "Somalia", "Eritrea", "Syria",
             "Afghanistan", "Pakistan", "Bangladesh", "India", "Sri Lanka", "Vietnam",
             "China", "the Philippines", "Ireland", "New Zealand", "South Africa",
             "Zimbabwe", "Iraq", "Iran", "Sudan", "Lithuania", "Brazil", "Fiji", "Samoa",
             "Greece", "Italy", "Lebanon", "Hong Kong", "Kenya", "Ukraine", "Albania",
             "Jamaica", "Malaysia", "Nepal"]
LANGS = {"Poland": "Polish", "Romania": "Romanian", "Somalia": "Somali",
         "Eritrea": "Tigrinya", "Syria": "Arabic", "Afghanistan": "Dari",
         "Pakistan": "Urdu", "Bangladesh": "Sylheti", "Vietnam": "Vietnamese",
         "China": "Mandarin", "Iraq": "Kurdish Sorani", "Iran": "Farsi",
         "Sudan": "Arabic", "Lithuania": "Lithuanian", "Brazil": "Portuguese",
         "Ukraine": "Ukrainian", "Albania": "Albanian", "Nepal": "Nepali",
         "Lebanon": "Arabic", "Hong Kong": "Cantonese"}

UK_NATION = ["England", "Scotland", "Wales", "Northern Ireland"]
