"""Invented pools for the dev223_en set (author 223). All names, places,
organisations and hospitals below are made up for this set or are generic
town names used with fictional addresses."""

MALE = """James Robert Michael William David Richard Joseph Thomas Charles Daniel
Matthew Anthony Mark Donald Steven Paul Andrew Joshua Kenneth Kevin Brian George
Edward Ronald Timothy Jason Jeffrey Gary Ryan Nicholas Eric Jacob Stephen Larry
Frank Raymond Gregory Samuel Patrick Dennis Walter Harold Douglas Henry Carl
Arthur Gerald Roger Keith Lawrence Terry Albert Wayne Ralph Roy Eugene Louis
Bobby Howard Ernest Alan Graham Colin Trevor Nigel Derek Malcolm Barry Clive
Stuart Neil Ian Gordon Alistair Rhys Gareth Dylan Owen Callum Fraser Hamish
Ahmed Mohammed Imran Tariq Rajesh Sanjay Vikram Arjun Chidi Emeka Kwame Kofi
Tunde Jorge Luis Carlos Miguel Rafael Diego Hector Wei Jun Hiroshi Kenji Minh
Duc Tomasz Piotr Marek Andrzej Dmitri Sergei Yusuf Omar Ibrahim Levi Isaac
Elijah Silas Ezra Declan Cormac Seamus Padraig Lionel Clifford Vernon Cyril
Desmond Winston Leroy Marcus Dwayne Tyrone Jamal Darnell Reggie Floyd Otis""".split()

FEMALE = """Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen
Nancy Lisa Margaret Betty Sandra Ashley Dorothy Kimberly Emily Donna Michelle
Carol Amanda Melissa Deborah Stephanie Rebecca Sharon Laura Cynthia Kathleen Amy
Shirley Angela Helen Anna Brenda Pamela Nicole Ruth Katherine Christine Janet
Catherine Frances Ann Joyce Diane Alice Julie Heather Teresa Doris Gloria
Evelyn Jean Cheryl Mildred Joan Gladys Maureen Sheila Brenda Pauline Gillian
Wendy Hazel Irene Marjorie Elaine Lorraine Yvonne Bridget Siobhan Aoife Niamh
Fiona Morag Isla Eilidh Cerys Bethan Rhiannon Priya Anjali Sunita Deepa Farah
Ayesha Fatima Zainab Ngozi Chioma Adaeze Abena Ama Yetunde Maria Lucia Carmen
Rosa Elena Sofia Ines Mei Ling Yuki Keiko Thi Hoa Agnieszka Katarzyna Magdalena
Olga Svetlana Leah Miriam Naomi Esther Hannah Abigail Grace Ivy Mabel Edna
Florence Winifred Beryl Vera Myrtle Opal Bernice Lorna Thelma Rosalind Imogen""".split()

SURNAMES = """Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez
Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee
Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young
Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall
Rivera Campbell Mitchell Carter Roberts Okafor Adeyemi Mensah Owusu Boateng
Nwosu Eze Abubakar Patel Shah Khan Hussain Ahmed Chaudhry Iqbal Mahmood Singh
Kaur Gupta Sharma Reddy Iyer Menon Banerjee Chen Wang Liu Zhang Huang Tanaka
Sato Kim Park Tran Pham Kowalski Nowak Wisniewski Zielinski Petrov Ivanova
O'Brien O'Sullivan McCarthy Murphy Kelly Byrne Doyle Gallagher Quinn Fitzgerald
MacLeod MacDonald Fraser Stewart Robertson Cameron Henderson Buchanan Drummond
Evans Davies Hughes Price Morgan Griffiths Llewellyn Pritchard Vaughan Bowen
Whitfield Ashworth Pilkington Hargreaves Ormerod Sutcliffe Braithwaite Thwaite
Holroyd Greenhalgh Entwistle Dunmore Kettering Stainforth Wolstenholme Crabtree
Fairbairn Blackwood Hollingsworth Penhaligon Trelawney Carrow Vance Delacroix
Moreau Lindqvist Haugen Novak Horvat Rossi Bianchi Esposito Costa Silva Santos
Oliveira Pereira Almeida Mendes Castillo Vargas Romero Navarro Ortega Delgado
Fischer Weber Becker Hoffmann Schulz Brandt Keller Vogel Bauer Lambert Dupont
Abernathy Pemberton Whitlock Calloway Prescott Merriweather Holloway Radcliffe
Sterling Beaumont Langley Thornton Woodward Marsh Fletcher Cooper Turner Parker
Collins Edwards Stewart Morris Murray Ward Cox Howard Brooks Gray James Bennett
Reyes Cruz Hayes Myers Ford Hamilton Graham Sullivan Wallace Woods Cole West
Jordan Owens Reynolds Fisher Ellis Harrison Gibson Mcdonald Marshall Ortiz""".split()

NICK = {"Robert": "Bob", "William": "Bill", "James": "Jim", "Richard": "Dick",
        "Thomas": "Tom", "Joseph": "Joe", "Margaret": "Peggy", "Elizabeth": "Liz",
        "Patricia": "Pat", "Kenneth": "Ken", "Edward": "Ted", "Katherine": "Kate",
        "Deborah": "Debbie", "Anthony": "Tony", "Michael": "Mike", "Dorothy": "Dot",
        "Alexander": "Sandy", "Samuel": "Sam", "Raymond": "Ray", "Gerald": "Gerry",
        "Douglas": "Doug", "Timothy": "Tim", "Christine": "Chris", "Frances": "Fran"}

# city, state abbr, state name, zip prefix, county
US_PLACES = [
    ("Columbus", "OH", "Ohio", "432", "Franklin County"),
    ("Toledo", "OH", "Ohio", "436", "Lucas County"),
    ("Worcester", "MA", "Massachusetts", "016", "Worcester County"),
    ("Springfield", "IL", "Illinois", "627", "Sangamon County"),
    ("Fresno", "CA", "California", "937", "Fresno County"),
    ("Tacoma", "WA", "Washington", "984", "Pierce County"),
    ("Albany", "NY", "New York", "122", "Albany County"),
    ("Greenville", "SC", "South Carolina", "296", "Greenville County"),
    ("Mesa", "AZ", "Arizona", "852", "Maricopa County"),
    ("Duluth", "MN", "Minnesota", "558", "St. Louis County"),
    ("Macon", "GA", "Georgia", "312", "Bibb County"),
    ("Lubbock", "TX", "Texas", "794", "Lubbock County"),
    ("Erie", "PA", "Pennsylvania", "165", "Erie County"),
    ("Harrisburg", "PA", "Pennsylvania", "171", "Dauphin County"),
    ("Boise", "ID", "Idaho", "837", "Ada County"),
    ("Omaha", "NE", "Nebraska", "681", "Douglas County"),
    ("Knoxville", "TN", "Tennessee", "379", "Knox County"),
    ("Richmond", "VA", "Virginia", "232", "Henrico County"),
    ("Ann Arbor", "MI", "Michigan", "481", "Washtenaw County"),
    ("Hartford", "CT", "Connecticut", "061", "Hartford County"),
    ("Baton Rouge", "LA", "Louisiana", "708", "East Baton Rouge Parish"),
    ("Tulsa", "OK", "Oklahoma", "741", "Tulsa County"),
    ("Madison", "WI", "Wisconsin", "537", "Dane County"),
    ("Reno", "NV", "Nevada", "895", "Washoe County"),
    ("Portland", "ME", "Maine", "041", "Cumberland County"),
    ("Lexington", "KY", "Kentucky", "405", "Fayette County"),
    ("Provo", "UT", "Utah", "846", "Utah County"),
    ("Chattanooga", "TN", "Tennessee", "374", "Hamilton County"),
    ("Baltimore", "MD", "Maryland", "212", "Baltimore County"),
    ("Frederick", "MD", "Maryland", "217", "Frederick County"),
    ("Fort Wayne", "IN", "Indiana", "468", "Allen County"),
    ("Evansville", "IN", "Indiana", "477", "Vanderburgh County"),
    ("Eugene", "OR", "Oregon", "974", "Lane County"),
    ("Cedar Rapids", "IA", "Iowa", "524", "Linn County"),
    ("Wichita", "KS", "Kansas", "672", "Sedgwick County"),
    ("Asheville", "NC", "North Carolina", "288", "Buncombe County"),
    ("Burlington", "VT", "Vermont", "054", "Chittenden County"),
    ("Pueblo", "CO", "Colorado", "810", "Pueblo County"),
    ("Las Cruces", "NM", "New Mexico", "880", "Dona Ana County"),
    ("Mobile", "AL", "Alabama", "366", "Mobile County"),
    ("Jackson", "MS", "Mississippi", "392", "Hinds County"),
    ("Millbrook Falls", "NY", "New York", "125", "Dutchess County"),
    ("Cedar Hollow", "PA", "Pennsylvania", "189", "Bucks County"),
    ("East Haverton", "OH", "Ohio", "440", "Lorain County"),
    ("Pine Bluff Junction", "AR", "Arkansas", "716", "Jefferson County"),
    ("Oak Prairie", "IL", "Illinois", "604", "Will County"),
]

# town, county, postcode area
UK_PLACES = [
    ("Leeds", "West Yorkshire", "LS"), ("Harrogate", "North Yorkshire", "HG"),
    ("Wakefield", "West Yorkshire", "WF"), ("Sheffield", "South Yorkshire", "S"),
    ("Stockport", "Greater Manchester", "SK"), ("Bolton", "Greater Manchester", "BL"),
    ("Chester", "Cheshire", "CH"), ("Derby", "Derbyshire", "DE"),
    ("Lincoln", "Lincolnshire", "LN"), ("Norwich", "Norfolk", "NR"),
    ("Ipswich", "Suffolk", "IP"), ("Exeter", "Devon", "EX"),
    ("Truro", "Cornwall", "TR"), ("Bath", "Somerset", "BA"),
    ("Swindon", "Wiltshire", "SN"), ("Reading", "Berkshire", "RG"),
    ("Guildford", "Surrey", "GU"), ("Maidstone", "Kent", "ME"),
    ("Brighton", "East Sussex", "BN"), ("Southampton", "Hampshire", "SO"),
    ("Oxford", "Oxfordshire", "OX"), ("Coventry", "West Midlands", "CV"),
    ("Worcester", "Worcestershire", "WR"), ("Shrewsbury", "Shropshire", "SY"),
    ("Carlisle", "Cumbria", "CA"), ("Durham", "County Durham", "DH"),
    ("Newcastle upon Tyne", "Tyne and Wear", "NE"), ("Hull", "East Riding of Yorkshire", "HU"),
    ("Bristol", "Avon", "BS"), ("Glasgow", "Lanarkshire", "G"),
    ("Edinburgh", "Midlothian", "EH"), ("Aberdeen", "Aberdeenshire", "AB"),
    ("Cardiff", "South Glamorgan", "CF"), ("Swansea", "West Glamorgan", "SA"),
    ("Kirkby Marsh", "Lancashire", "PR"), ("Thornleigh", "North Yorkshire", "YO"),
    ("Little Haddow", "Essex", "CM"), ("Ashby Green", "Leicestershire", "LE"),
    ("Wendlebury Cross", "Buckinghamshire", "HP"), ("Upper Calder", "West Yorkshire", "HX"),
    ("Penhallow", "Cornwall", "TR"), ("Bramcote Vale", "Nottinghamshire", "NG"),
]

STREET_US = """Elm Maple Oak Cedar Pine Walnut Chestnut Birch Willow Spruce Hickory
Lincoln Jefferson Madison Monroe Franklin Washington Adams Grant Sheridan
Ridge Hillcrest Lakeview Meadow Orchard Sunset Prospect Highland Valley River
Spring Mill Church Market Union Center Pleasant Harbor Fairview Brookside""".split()
STREET_US_SFX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr",
                 "Lane", "Ln", "Court", "Ct", "Boulevard", "Blvd", "Way", "Place",
                 "Terrace", "Circle", "Pike"]
STREET_UK = """Larch Rowan Beech Hawthorn Alder Holly Heather Bracken Foxglove Primrose
Station Church Mill Chapel Victoria Albert Queens Kings Princes Castle Manor
Abbey Priory Orchard Meadow Brook Moor Fell Dale Gill Beck Croft Green Vicarage
Westfield Eastfield Northgate Southgate Fairfield Highfield Cliffe Ashgrove""".split()
STREET_UK_SFX = ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Drive",
                 "Gardens", "Way", "Terrace", "Grove", "Walk", "Row", "Mews", "View",
                 "Court", "Rise", "Place"]
UK_HOUSE = ["Rose Cottage", "The Old Forge", "Flat 3", "Flat 12b", "Apartment 4",
            "Willow House", "2 Mill Cottages", "The Barn"]

US_HOSPITALS = [
    ("Riverside Memorial Hospital", "RMH"),
    ("St. Brendan's Medical Center", "St. Brendan's"),
    ("Lakemont Heart Institute", "LHI"),
    ("Mercy Valley Hospital", "Mercy Valley"),
    ("Northgate University Hospital", "NUH"),
    ("Cedar Plains Regional Medical Center", "CPRMC"),
    ("Good Shepherd Cardiovascular Center", "Good Shepherd"),
    ("Allen Park Community Hospital", "Allen Park"),
    ("Harmon-Wexley Medical Center", "Harmon-Wexley"),
    ("Three Rivers Presbyterian Hospital", "Three Rivers"),
    ("Bellhaven General Hospital", "Bellhaven"),
    ("Sister Agnes Memorial Hospital", "Sister Agnes"),
    ("Prairie Lutheran Medical Center", "PLMC"),
    ("Copper Ridge Veterans Medical Center", "Copper Ridge VA"),
]
UK_HOSPITALS = [
    ("St Aldhelm's Hospital", "St Aldhelm's"),
    ("Royal Wessex Infirmary", "RWI"),
    ("Northfield General Hospital", "Northfield"),
    ("Queen Adelaide Hospital", "QAH"),
    ("Kingsmere Cardiothoracic Centre", "Kingsmere"),
    ("Pennine Vale Hospital", "Pennine Vale"),
    ("Castlegate Royal Infirmary", "CRI"),
    ("Brackenfield District General Hospital", "Brackenfield DGH"),
    ("Thamesmead Heart and Lung Centre", "Thamesmead"),
    ("Saint Cuthbert's University Hospital", "St Cuthbert's"),
    ("Moorside Community Hospital", "Moorside"),
    ("Royal Fenland Hospital", "Royal Fenland"),
]
US_CLINICS = ["Hillcrest Family Practice", "Maple Grove Internal Medicine",
              "Eastside Primary Care Associates", "Lakeshore Vascular Clinic",
              "Twin Oaks Medical Group", "Bayview Cardiology Associates",
              "Sunrise Senior Care Center", "Meadowlark Nursing and Rehab",
              "Greenway Dialysis Center", "Pineview Wound Care Clinic",
              "Main Street Pharmacy", "Kessler Drug Co."]
UK_CLINICS = ["Elmbank Surgery", "Fairway Medical Centre", "The Old Mill Practice",
              "Castle Street Health Centre", "Riverside Medical Practice",
              "Beech House Surgery", "Ashlea Care Home", "Larkfield Nursing Home",
              "Hollis Pharmacy", "Canal Side Surgery", "Westgate Group Practice",
              "Holme Lodge Residential Home"]
US_UNITS = ["4 West", "5 North CVICU", "Kessler 6 Cardiac Unit", "Marsh Cardiac Step-Down",
            "CV Step-Down 7B", "Bunting Unit", "Halvorsen Unit", "6 East"]
UK_WARDS = ["Brunel Ward", "Harvey Ward", "Ward 32", "Ward 7B", "Lister Ward",
            "Nightingale Ward", "Cavell Ward", "Fleming Unit", "Ward 21",
            "Seacole Ward", "Barnard Ward", "Coniston Ward"]

ORGS_US = ["Delmar Freight Lines", "Tri-County Water Authority", "Greystone Elementary School",
           "Hawkins Roofing", "Bluewater Fisheries", "Ironside Steel Works",
           "First Baptist Church of Millbrook", "Calder Logistics", "Summit Auto Body",
           "Wexford Paper Mill", "Marston County School District", "Redline Transit",
           "Keystone Mutual Health", "Pinecrest Health Plan", "Atlas Benefit Group",
           "Harlan Coal Company", "Sandoval Construction", "Riverbend Golf Club",
           "Veterans of the Northern Plains Post 221", "Lakeside Tire & Brake"]
ORGS_UK = ["Pellow Haulage Ltd", "Marston & Pike Engineering", "Calderdale Bus Company",
           "Ironbridge Foundry", "St Oswald's Parish Church", "Thornleigh Primary School",
           "Northern Fells Water", "Albion Health Assurance", "Kingsway Motors",
           "Harbour Fish Merchants", "Greaves & Sons Joinery", "Wolds Farming Co-op",
           "Mereside Bowls Club", "Blackstone Colliery", "Fenwick Textiles",
           "Tyneside Ship Repairers", "Carrow Estates", "Dales Community Transport"]
INSURERS_US = ["Keystone Mutual Health", "Pinecrest Health Plan", "Atlas Benefit Group",
               "Great Lakes Medicare Advantage", "Sagebrush Health Cooperative"]
INSURERS_UK = ["Albion Health Assurance", "Meridian Health Cover", "Wessex Provident"]

PROFESSIONS = ["retired teacher", "electrician", "welder", "truck driver", "farmer",
               "accountant", "plumber", "retired coal miner", "shipyard worker",
               "bricklayer", "taxi driver", "software engineer", "chef", "mail carrier",
               "firefighter", "police officer", "hairdresser", "retired pharmacist",
               "builder", "roofer", "bus driver", "factory worker", "secretary",
               "librarian", "carpenter", "dairy farmer", "mechanic", "retired professor",
               "solicitor", "painter and decorator", "joiner", "cleaner", "care assistant",
               "long-haul trucker", "retired nurse", "postman", "lorry driver",
               "insulation installer", "steelworker", "school caretaker", "fisherman",
               "retired engineer", "bank clerk", "shop assistant", "stonemason",
               "retired army officer", "lab technician", "estate agent", "landscaper"]
REL_PROF = ["nurse", "teacher", "paramedic", "engineer", "accountant", "shop manager",
            "cleaner", "lawyer", "care worker", "pharmacist", "lorry driver", "chef"]

COUNTRIES = ["Portugal", "Nigeria", "Poland", "Jamaica", "India", "Pakistan", "Ireland",
             "Spain", "Philippines", "Ghana", "Mexico", "Vietnam", "Italy", "Greece",
             "Canada", "Kenya", "Bangladesh", "Germany", "Cyprus", "Romania",
             "Trinidad", "Turkey", "Lebanon", "Brazil", "Thailand", "Egypt"]

RELATIONS = ["wife", "husband", "daughter", "son", "partner", "sister", "brother",
             "niece", "nephew", "son-in-law", "daughter-in-law", "neighbour",
             "friend", "granddaughter", "grandson", "carer"]

TYPO = {"patient": "pateint", "received": "recieved", "hypertension": "hypertention",
        "haemoglobin": "haemoglobn", "anticoagulation": "anticoagualtion",
        "bilateral": "bilaterla", "discussed": "dicussed", "surgery": "surgey",
        "history": "histroy", "stable": "stabel", "pressure": "presure",
        "clopidogrel": "clopidogrl", "warfarin": "warfarn", "drain": "drian",
        "sternotomy": "sternotmy", "saturations": "saturatoins", "tolerated": "tolerate",
        "ambulating": "ambulatng", "wound": "woudn", "following": "folowing",
        "previous": "previuos", "cardiac": "cardaic", "aneurysm": "aneurysym",
        "separate": "seperate", "definitely": "definately", "necessary": "neccessary"}
