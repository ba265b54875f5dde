"""Invented value pools for dev247_en (author 247). Lists only; order matters for determinism."""

FEMALE = """Margaret Patricia Susan Linda Janet Carol Christine Elaine Maureen Brenda Sandra Deborah Gillian
Alison Fiona Morag Isla Catriona Siobhan Niamh Aoife Bridget Siân Rhiannon Cerys Gwen Eleri Priya Anjali
Sunita Meena Kavita Farah Ayesha Nusrat Shabnam Yasmin Fatima Amira Layla Noor Mei Xiu Ling Hana Yuki
Keiko Min-ji Soo-ah Thi Lan Ngozi Chiamaka Adaeze Amara Folake Abena Akosua Wanjiru Zanele Thandiwe Aroha
Mere Hine Ngaio Kiri Moana Losa Sina Mele Ana Lucia Carmen Rosa Guadalupe Marisol Elena Ines Beatriz
Agnieszka Katarzyna Magdalena Olena Irina Svetlana Zofia Eva Greta Ingrid Sigrid Astrid Freya Helga Maria
Giulia Francesca Chiara Sofia Eleni Despina Dimitra Ayla Elif Zeynep Dorothy Edna Mildred Gladys Ruth
Shirley Beverly Darlene Tammy Kimberly Crystal Tiffany Latoya Keisha Shanice Jolene Colleen Maeve Orla
Roisin Heather Karen Joanne Tracey Lorraine Wendy Pauline Jean Irene Agnes Winifred Hazel Doreen Valerie
June Rita Yvonne Denise Rachel Hannah Abigail Chloe Megan Bethany Jessica Emily Charlotte Olivia Harriet
Elizabeth Barbara Nancy Betty Judith Marilyn Theresa Gloria Evelyn Cheryl Rhonda Wanda Bonnie Peggy
Loretta Mabel Ivy Pearl Vera Lorna Moira Kirsteen Ailsa Shona Mhairi Eilidh Kerry Leanne Stacey Gemma
Zoë Renée Mónica Paula Teresa Dolores Consuelo Yolanda Aiyana Winona Tala Noelani Leilani Palesa Nomsa
Busisiwe Rutendo Tsitsi Chipo Efua Ama Halima Hodan Sahra Ifrah Parisa Shirin Leila Nasrin Roya Samira
Dalia Rania Huda Mariam Lina Tuyet Hoa Mai Linh Ploy Siriporn Analyn Marites Rowena Jocelyn Maricel
Tae-yeon Ji-woo Eun-ji Sakura Aiko Emiko Fumiko Wen Hui Jing Yan Qing Ruby Tui Anahera Huia Marama Ngaire
Tania Leota Falaniko Vailea Seini Lesieli Ofa Katalina Annika Liesel Brigitte Monique Sylvie Odile Celine
Anouk Femke Saskia Ilse Mirjam Dagmar Jana Lenka Petra Milena Dragana Snezana Vesna Ljiljana Aurelia""".split()

MALE = """John David Robert James Michael William Richard Thomas Peter Brian Kevin Gary Keith Graham Alan Colin
Derek Trevor Malcolm Gordon Hamish Angus Callum Euan Fraser Lachlan Seamus Declan Padraig Cormac Eoin Rhys
Dafydd Gareth Owain Iwan Rajesh Sanjay Vikram Arjun Harpreet Gurdeep Jaswinder Imran Tariq Asif Khalid Omar
Yusuf Ahmed Bilal Wei Jun Hao Kenji Hiroshi Takeshi Min-jun Dong-hyun Minh Tuan Chinedu Emeka Oluwaseun
Tunde Kwame Kofi Yaw Tendai Sipho Thabo Wiremu Tama Rawiri Hemi Manaia Sione Tevita Viliami Iosefa Carlos
Miguel Alejandro Jorge Luis Javier Diego Mateus Tomasz Piotr Krzysztof Marek Andriy Dmitri Sergei Lars
Anders Bjorn Henrik Jens Matteo Giuseppe Marco Stavros Nikos Giorgos Mehmet Emre Earl Dwayne Leroy Darnell
Tyrone Cody Travis Wayne Randy Clint Dale Stuart Neil Ian Mark Paul Steven Craig Darren Lee Shaun Dean
Barry Clive Nigel Roy Stanley Albert Arthur Harold Ernest Cyril Reginald Leonard Norman Douglas Kenneth
Anthony Charles Joseph Francis Gerald Raymond Dennis Walter Eugene Ralph Howard Lloyd Vernon Cecil Desmond
Terence Alistair Duncan Murray Ewan Ruaridh Niall Ciaran Fergal Oisin Tadhg Emrys Bryn Aled Idris Hywel
Deepak Pradeep Sunil Manoj Ravi Naveen Abdul Rashid Faisal Hamza Zubair Mustafa Hassan Karim Samir Farhad
Reza Dariush Li Chen Feng Bo Qiang Hiroki Daisuke Satoshi Jae-won Sung-min Hieu Quang Bao Somchai Anan
Rodel Ramon Ernesto Danilo Joselito Obinna Ikenna Chukwuma Babajide Femi Kojo Kwabena Farai Tinashe
Mandla Lungile Abdi Mahad Liban Hone Rangi Tipene Matiu Kahu Ropata Pita Semisi Sefo Tavita Lemalu Aperahama
Rafael Esteban Joaquin Ignacio Santiago Fernando Ricardo Raul Gustavo Pedro Joao Ruben Lukasz Pawel Jakub
Wojciech Bogdan Mykola Oleksandr Viktor Yuri Ivan Nils Gunnar Magnus Sven Erik Pieter Joost Maarten Dirk
Klaus Jurgen Dieter Wolfgang Franco Salvatore Vincenzo Aldo Spiros Kostas Yannis Orhan Kemal Burak Jerome
Marvin Clarence Willie Otis Rufus Floyd Jesse Wade Buck Hank Rusty Duane Glenn Troy Ricky Jimmy Bobby""".split()

SURNAMES = """Smith Jones Taylor Brown Williams Wilson Johnson Davies Robinson Wright Thompson Evans Walker White
Roberts Green Hall Wood Jackson Clarke Hughes Edwards Turner Hill Moore Harris Cooper Ward Morris King
Baker Harrison Lewis Parker Bennett Griffiths Pearson Holt Marsden Ackroyd Sutcliffe Thwaite Barraclough
Hebblethwaite Illingworth Ormerod Crabtree Lumb Haworth Greenwood Fothergill Blenkinsop Armitage Dobson
Rowntree Cartwright Hollinshead McAllister MacLeod Fraser Campbell Stewart Robertson Murray Ferguson
Cameron Sinclair Gunn Mackenzie Munro Urquhart Drummond Buchanan Lamont Kerr Baird Galbraith O'Brien
O'Sullivan Murphy Kelly Byrne Doyle Gallagher Quinlan Brennan Donnelly McGuinness Fitzgerald Dunne
Cassidy Nolan Hegarty Prosser Pritchard Llewellyn Vaughan Rees Morgan Powell Bevan Griffin Probert
Patel Shah Mehta Desai Joshi Kapoor Malhotra Chopra Singh Sandhu Gill Dhillon Grewal Bains Sidhu Kaur
Khan Hussain Ahmed Rahman Chaudhry Qureshi Siddiqui Mirza Malik Iqbal Akhtar Begum Choudhury Hossain
Chen Wang Li Zhang Liu Huang Zhou Wu Lin Tan Ng Wong Lau Cheung Ho Leung Kwok Yip Nakamura Tanaka Sato
Watanabe Yamamoto Kobayashi Ito Suzuki Kim Park Choi Jung Kang Cho Yoon Nguyen Tran Le Pham Hoang Vu
Dang Bui Okafor Okonkwo Eze Nwosu Adeyemi Adebayo Ogunleye Balogun Okoro Mensah Asante Boateng Owusu
Darko Mutasa Moyo Ncube Dube Ndlovu Khumalo Mokoena Dlamini Kariuki Mwangi Otieno Wanjiku Abdi Warsame
Farah Hirsi Ngata Parata Tuhiwai Rangihau Horomona Kereama Pomare Tamihana Marsh Herewini
Tupou Fifita Vea Taufa Leota Faleolo Tuilagi Sapolu Fonoti Aumua Tuala Matagi Garcia Rodriguez Martinez
Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres Flores Rivera Gomez Diaz Reyes Morales Ortiz
Castillo Vargas Mendoza Ruiz Alvarez Romero Navarro Silva Santos Ferreira Pereira Oliveira Costa
Rodrigues Almeida Carvalho Nowak Kowalski Wisniewski Wojcik Kaminski Lewandowski Zielinski Szymanski
Kozlowski Mazur Shevchenko Kovalenko Bondarenko Petrov Ivanov Volkov Sokolov Lebedev Andersson
Johansson Karlsson Nilsson Larsen Hansen Pedersen Jensen Nielsen Christensen Berg Haugen
Bakker Visser Janssen Smit Mulder Bianchi Rossi Russo Ferrari Esposito Romano Colombo Ricci
Marino Greco Conti Papadopoulos Georgiou Nikolaidis Dimitriou Konstantinou Yilmaz Kaya Demir Sahin
Celik Aydin Ozturk Arslan Washington Jefferson Freeman Brooks Coleman Jenkins Perry Powers Sullivan
Bishop Hale Hawkins Dixon Fletcher Cunningham Stone Hudson Barnes Reeves Sherman Meyers Hoffman
Schultz Becker Wagner Schneider Fischer Weber Klein Zimmermann Braun Kruger Hartmann Lange Krause
Winterbottom Sidebottom Higginbotham Cholmondeley Featherstonehaugh Ramsbottom Openshaw Entwistle
Tattersall Duckworth Pilkington Whitehead Nettleship Ainsworth Brocklehurst Ollerenshaw Postlethwaite
Abernethy Auchterlonie Cruickshank Farquharson Lindqvist Okwuosa Ayodele Oyelaran Chukwu Obi Nnamdi
Achterberg Wijeratne Perera Fernando Jayasuriya Rajapakse Gunawardena Bandara Dissanayake Tennakoon
Raghunathan Subramanian Krishnan Venkatesh Iyer Nair Menon Pillai Reddy Rao Naidu Chatterjee Banerjee
Mukherjee Ghosh Bose Sen Dutta Mitra Haddad Khoury Nassar Saleh Mansour Aziz Karimi Hosseini Rahimi
Moradi Jafari Tehrani Sadeghi Ahmadi Bakshi Sethi Arora Bhatt Trivedi Pandya Vyas Dalal Thakkar
MacPherson McKinnon MacDonald McIntyre McLaren McBride McGregor MacRae Docherty Devlin Rooney Toner
Hennessy Lynch Carey Moloney Whelan Keane Daly Foley Costello Mahony Prendergast Ashdown Bramley
Catterall Dewhurst Eccleston Fairclough Gaskell Hargreaves Kershaw Lomax Mottram Nuttall Pickles
Rushworth Stansfield Tomlinson Uttley Wolstenholme Yardley Alcott Blythe Chadwick Dainty Elmsley""".split()
SURNAMES += ["Te Rangi", "De Vries", "Van Dijk", "Mac an tSaoir", "Da Silva", "St. Clair"]

NICK = {"William": "Bill", "Robert": "Bob", "Margaret": "Peggy", "Patricia": "Pat", "Elizabeth": "Liz",
        "Richard": "Dick", "James": "Jim", "Michael": "Mick", "Thomas": "Tommy", "Anthony": "Tony",
        "Christine": "Chris", "Susan": "Sue", "Deborah": "Debbie", "Kenneth": "Ken", "Joseph": "Joe",
        "Francis": "Frank", "Gerald": "Gerry", "Raymond": "Ray", "Barbara": "Babs", "Dorothy": "Dot",
        "Wiremu": "Wi", "Alexander": "Sandy", "Terence": "Terry", "Leonard": "Len", "Douglas": "Dougie",
        "Reginald": "Reg", "Stanley": "Stan", "Norman": "Norm", "Valerie": "Val", "Doreen": "Dot",
        "Charles": "Charlie", "Walter": "Wally", "Yusuf": "Joe", "Sione": "John", "Tevita": "David"}

UK_TOWNS = """Leeds Sheffield Bradford Wakefield Harrogate York Hull Doncaster Barnsley Huddersfield Halifax
Middlesbrough Darlington Sunderland Gateshead Carlisle Kendal Lancaster Preston Blackburn Bolton Wigan
Stockport Macclesfield Crewe Chester Wrexham Bangor Swansea Llanelli Carmarthen Newport Cardiff Bristol
Bath Taunton Exeter Plymouth Truro Barnstaple Salisbury Swindon Oxford Reading Guildford Brighton
Hastings Canterbury Margate Maidstone Colchester Ipswich Norwich Peterborough Lincoln Grantham Nottingham
Derby Leicester Coventry Worcester Hereford Shrewsbury Dundee Perth Inverness Aberdeen Stirling Paisley
Kilmarnock Dumfries Ayr Belfast Enniskillen Ashcombe Kellingford Wendlebury Hollinsgate Brackenridge
Oakhurst Fernleigh Castlebrook Millthorpe Redcastle Saltburn Skelby Thornholme Whitmoor Garside Alverby
Ruthwick Pendlemoor Ossett Keighley Skipton Ilkley Otley Pudsey Morley Batley Dewsbury Todmorden""".split()
UK_TOWNS += ["King's Lynn", "Stoke-on-Trent", "Marlow Vale", "Thornbury Cross", "Stanwick Abbey",
             "Hebden Bridge", "Market Weighton", "Ashby Parva"]

UK_COUNTIES = ["West Yorkshire", "North Yorkshire", "South Yorkshire", "East Riding", "Lancashire",
               "Cumbria", "Cheshire", "Devon", "Cornwall", "Somerset", "Kent", "Essex", "Norfolk",
               "Suffolk", "Lincolnshire", "Derbyshire", "Fife", "Ayrshire", "County Durham", "Gwynedd",
               "Powys", "Co. Antrim", "Co. Fermanagh", "Northumberland", "Shropshire", "Wiltshire",
               "Dorset", "Herefordshire", "Perthshire", "Aberdeenshire", "Dumfriesshire", "Staffordshire"]

US_CITIES = [("Tacoma", "WA"), ("Spokane", "WA"), ("Boise", "ID"), ("Eugene", "OR"), ("Fresno", "CA"),
             ("Bakersfield", "CA"), ("Tucson", "AZ"), ("Albuquerque", "NM"), ("El Paso", "TX"),
             ("Lubbock", "TX"), ("Tulsa", "OK"), ("Wichita", "KS"), ("Omaha", "NE"), ("Des Moines", "IA"),
             ("Madison", "WI"), ("Duluth", "MN"), ("Fargo", "ND"), ("Sioux Falls", "SD"), ("Billings", "MT"),
             ("Cheyenne", "WY"), ("Provo", "UT"), ("Reno", "NV"), ("Little Rock", "AR"),
             ("Shreveport", "LA"), ("Jackson", "MS"), ("Mobile", "AL"), ("Macon", "GA"), ("Savannah", "GA"),
             ("Charleston", "SC"), ("Asheville", "NC"), ("Roanoke", "VA"), ("Knoxville", "TN"),
             ("Lexington", "KY"), ("Dayton", "OH"), ("Toledo", "OH"), ("Erie", "PA"), ("Scranton", "PA"),
             ("Albany", "NY"), ("Syracuse", "NY"), ("Burlington", "VT"), ("Bangor", "ME"),
             ("Worcester", "MA"), ("Hartford", "CT"), ("Providence", "RI"), ("Trenton", "NJ"),
             ("Wilmington", "DE"), ("Frederick", "MD"), ("Gary", "IN"), ("Peoria", "IL"), ("Lansing", "MI"),
             ("Flint", "MI"), ("Pueblo", "CO"), ("Anchorage", "AK"), ("Hilo", "HI"), ("Bend", "OR"),
             ("Yakima", "WA"), ("Kalamazoo", "MI"), ("Green Bay", "WI"), ("Rapid City", "SD"),
             ("Cedar Rapids", "IA"), ("Springdale", "AR"), ("Odessa", "TX"), ("Laredo", "TX"),
             ("Pensacola", "FL"), ("Gainesville", "FL"), ("Ocala", "FL"), ("Muncie", "IN"),
             ("Elkhart", "IN"), ("Morgantown", "WV"), ("Huntington", "WV"), ("Missoula", "MT")]
US_STATES = {"WA": "Washington", "ID": "Idaho", "OR": "Oregon", "CA": "California", "AZ": "Arizona",
             "NM": "New Mexico", "TX": "Texas", "OK": "Oklahoma", "KS": "Kansas", "NE": "Nebraska",
             "IA": "Iowa", "WI": "Wisconsin", "MN": "Minnesota", "ND": "North Dakota", "SD": "South Dakota",
             "MT": "Montana", "WY": "Wyoming", "UT": "Utah", "NV": "Nevada", "AR": "Arkansas",
             "LA": "Louisiana", "MS": "Mississippi", "AL": "Alabama", "GA": "Georgia",
             "SC": "South Carolina", "NC": "North Carolina", "VA": "Virginia", "TN": "Tennessee",
             "KY": "Kentucky", "OH": "Ohio", "PA": "Pennsylvania", "NY": "New York", "VT": "Vermont",
             "ME": "Maine", "MA": "Massachusetts", "CT": "Connecticut", "RI": "Rhode Island",
             "NJ": "New Jersey", "DE": "Delaware", "MD": "Maryland", "IN": "Indiana", "IL": "Illinois",
             "MI": "Michigan", "CO": "Colorado", "AK": "Alaska", "HI": "Hawaii", "FL": "Florida",
             "WV": "West Virginia"}

NZ_CITIES = ["Auckland", "Hamilton", "Tauranga", "Rotorua", "Gisborne", "Napier", "Hastings",
             "New Plymouth", "Whanganui", "Palmerston North", "Masterton", "Wellington", "Porirua",
             "Lower Hutt", "Nelson", "Blenheim", "Greymouth", "Christchurch", "Rangiora", "Ashburton",
             "Timaru", "Oamaru", "Dunedin", "Queenstown", "Invercargill", "Whangārei", "Kaitaia",
             "Thames", "Taupō", "Levin", "Motueka", "Gore", "Balclutha", "Te Awamutu", "Feilding",
             "Hokitika", "Kaikōura", "Waipukurau", "Dargaville", "Opōtiki"]
NZ_SUBURBS = ["Riccarton", "Addington", "Mornington", "Roslyn", "Karori", "Newtown", "Ōtara", "Māngere",
              "Frankton", "Glenview", "Avondale", "Papanui", "Shirley", "Aranui", "Caversham", "Andersons Bay",
              "Naenae", "Taitā", "Fairfield", "Hillcrest", "Greerton", "Onekawa", "Westown", "Kelvin Grove",
              "Tahunanui", "Stoke", "Halfway Bush", "Otatara", "Kamo", "Ōwhata"]
NZ_REGIONS = ["Northland", "Waikato", "Bay of Plenty", "Hawke's Bay", "Taranaki", "Manawatū-Whanganui",
              "Wellington", "Tasman", "Marlborough", "West Coast", "Canterbury", "Otago", "Southland",
              "Gisborne", "Auckland"]

STREET_NAMES = """Tannery Mill Church Station Victoria Albert Elm Oak Ash Beech Rowan Holly Hawthorn Chapel
Manor Park Meadow Orchard Bridge Castle Kings Queens Priory Abbey Granary Forge Quarry Cliff Harbour
Marine Moor Fell Dale Beck Ings Brook Willow Cedar Larch Alder Maple Spruce Hemlock Juniper Linden
Sycamore Chestnut Poplar Birch Heather Bracken Thistle Primrose Foxglove Clover Kowhai Totara Rimu Matai
Pohutukawa Karaka Puriri Manuka Kauri Nikau Tui Kereru Ruru Weka Hillside Ridge Summit Lakeview Bayview
Seaview Fairview Grandview Highland Lowland Prospect Pleasant Union Liberty Franklin Lincoln Jefferson
Madison Monroe Jackson Grant Hamilton Sherman Logan Walnut Pecan Magnolia Dogwood Sassafras Cottonwood
Mesquite Sagebrush Prairie Canyon Mesa Arroyo Riverside Lakeside Greenway Fieldhouse Tower Gasworks
Ropewalk Saltpans Wharf Quay Dockside Brewery Pottery Wheelwright Cooper Tanner Weaver Mason Carver""".split()
UK_SUFFIX = ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Grove", "Terrace", "Way",
             "Gardens", "Court", "Mews", "Rise", "View", "Walk", "Place", "Row"]
US_SUFFIX = ["St", "Ave", "Blvd", "Rd", "Dr", "Ln", "Ct", "Way", "Pl", "Pkwy", "Street", "Avenue",
             "Road", "Drive", "Circle", "Trail", "Loop"]
US_DIRS = ["N", "S", "E", "W", "NE", "SW"]
NZ_SUFFIX = ["Street", "Road", "Terrace", "Place", "Crescent", "Avenue", "Drive", "Lane", "Grove", "Way"]

HOSP = {
    "UK": ["Royal Ashcombe Infirmary", "St Aldhelm's Hospital", "Northgate General Hospital",
           "Kellingford District General Hospital", "Queen Adelaide Hospital", "Wyvern Valley Hospital",
           "Moorfield Royal Hospital", "St Kessog's Hospital", "Brackenridge Community Hospital",
           "Lowther Royal Infirmary", "Eastbrook University Hospital", "Hollinsgate Hospital",
           "Pendlemoor General", "St. Wilfrid's Hospital", "Castlebrook Royal Hospital",
           "Saltburn Cottage Hospital", "Alverby Infirmary", "Whitmoor Regional Cancer Centre"],
    "US": ["Cedar Ridge Medical Center", "Mercy Lakes Hospital", "Saint Brendan Regional Medical Center",
           "Alder Valley Cancer Institute", "Prairie View University Hospital", "Summit Bay Health",
           "Riverbend Memorial Hospital", "Lakeshore Veterans Medical Center", "St. Ambrose Hospital",
           "Good Shepherd Medical Center", "High Plains Regional Hospital", "Copper Canyon Medical Center",
           "Bayfront Cancer Center", "North Fork Community Hospital", "Willamette Crest Hospital"],
    "NZ": ["Te Awa Hospital", "Kahurangi Hospital", "Harbourview Hospital", "Southern Lakes Hospital",
           "Tōtara Base Hospital", "Rimu Valley Hospital", "Pōhutukawa Private Hospital",
           "Kererū Bay Hospital", "Whiterock Hospital", "Matai Regional Hospital", "Aoraki Hospital",
           "Te Puna Ora Hospital"],
}
WARDS = {
    "UK": ["Lister Ward", "Cavell Ward", "Nightingale Ward", "Ward 32", "Ward 7B", "Rowan Ward", "Heron Ward",
           "Kingfisher Ward", "Oak Ward", "Seacole Ward", "Ward 14", "Ward 21", "Fleming Ward", "Ward 4A",
           "Curlew Ward", "Bronte Ward", "Ward 10"],
    "US": ["5 West", "7 North", "6 South", "4C", "8 East", "3 Tower", "Unit 6B", "9 North"],
    "NZ": ["Ward 24", "Ward 15", "Kōwhai Ward", "Rātā Ward", "Ward 10", "Ward 27", "Harakeke Ward",
           "Ward 5A", "Tūī Ward"],
}
GP_PRACTICES = {
    "UK": ["Elm Park Surgery", "Brook Lane Medical Practice", "The Old Forge Surgery", "Castle Mead Health Centre",
           "Riverside Medical Group", "Stanhope Road Surgery", "Millgate Practice", "Fernleigh Family Practice",
           "Abbey View Surgery", "Hillcrest Medical Centre", "Quarry Bank Surgery", "Beckside Health Centre",
           "Station Road Surgery", "Harbour Lights Practice", "Moor Lane Surgery", "Wharfedale Medical Group"],
    "US": ["Lakeview Family Medicine", "Northside Primary Care", "Sunset Internal Medicine", "Mesa Family Clinic",
           "Prairie Rose Health Center", "Valley Oak Family Practice", "Hometown Medical Associates",
           "Bluebonnet Primary Care", "Coastal Family Physicians", "Pine Hollow Clinic"],
    "NZ": ["Harbour Road Medical Centre", "Ranui Family Doctors", "Tui Street Medical", "Kowhai Health",
           "Awatea Medical Centre", "Bush Road Doctors", "Totara Health Centre", "Te Kohanga Medical",
           "Pukeko Family Practice", "Riverside Health Collective"],
}
DENTAL = ["Bridge Street Dental Practice", "Smile Studio Ashcombe", "Pinecrest Dental Group", "Kauri Dental",
          "Abbey Dental Care", "Northgate Dental Surgery", "Main Street Family Dentistry", "Harbourside Dental",
          "Fernleigh Dental", "Sunnyside Dental Centre", "Clearwater Dental Associates", "Tōtara Dental",
          "Castle Dental Practice", "Meadow Dental Studio"]
PHARMACY = ["Kingsway Pharmacy", "Millbrook Chemist", "Greenway Pharmacy", "Bayside Pharmacy",
            "Corner Drug Store", "Parkside Apothecary", "Rimu Street Pharmacy", "High Street Chemists"]
CAREHOME = ["Rowan Lodge Care Home", "Larkhill Hospice", "St Elwyn's Hospice", "Meadowbank Nursing Home",
            "Tōtara House Hospice", "Oakwood Manor", "Sunrise Senior Living of Eastgate",
            "Harbour Rest Home", "Beechcroft Residential Home", "Kōwhai Grove Rest Home"]
ORGS = ["Harland Freight Ltd", "Kestrel Logistics", "Brindley & Cole Solicitors", "Northern Rail Maintenance",
        "Tui Valley Dairy", "Pinecrest High School", "St Anne's Primary School", "Castlegate Building Supplies",
        "Redfern Call Centre", "Summit Ridge Mining Co", "Anchor Bay Fisheries", "Greyfield Timber",
        "Marston & Pike Engineering", "Bluewater Shipping", "Lakeside Rugby Club", "Grace Fellowship Church",
        "Holy Trinity Church", "Shoreline Laryngectomee Club", "Kiwi Orchards Ltd", "Ridgeline Construction",
        "Westbrook Secondary School", "Prairie Grain Co-op", "Ironside Steelworks", "Coastline Radio",
        "City Sound Choir", "Fenwick Motors", "Abbott & Lyle Accountants", "Highgate Golf Club",
        "Old Mill Brewery", "Meridian Haulage", "Copperfield Bus Company", "Sunrise Meats",
        "Oakleaf Landscaping", "Ngāti Rangi Trust", "Harbour Board Workshop", "Riverside Bowling Club"]
INSURERS = {"US": ["Bluepoint Health", "Cascadia Mutual", "Heartland Health Plan", "Summit Care Insurance",
                   "Frontier Benefit Plan", "Keystone Guarantee Health"],
            "UK": ["Albion Health Cover", "Britannic Medical Assurance"],
            "NZ": ["Kōwhai Health Insurance", "Southern Star Health Society"]}
FEED_COS = ["Homeward Nutrition Services", "Nutrilink Home Care", "CareFeed Direct", "Enterix Home Delivery"]
BUILDINGS = ["Kowhai Building", "Jubilee Wing", "Bramley Building", "Harrison Block", "East Pavilion",
             "Linden Centre", "Tower B", "Rosewood Wing", "Outpatients Block C", "Gardner Building"]

COUNTRIES = ["Poland", "Portugal", "India", "Pakistan", "Bangladesh", "Nigeria", "Ghana", "Zimbabwe",
             "the Philippines", "Vietnam", "China", "South Korea", "Samoa", "Tonga", "Fiji", "Ireland",
             "Italy", "Greece", "Turkey", "Mexico", "Guatemala", "Jamaica", "Somalia", "Iran", "Iraq",
             "Sri Lanka", "Australia", "Canada", "South Africa", "Spain", "France", "Germany",
             "the Netherlands", "Thailand", "Malaysia", "Japan", "Brazil", "Chile", "Kenya", "Ukraine",
             "Romania", "Lithuania", "Hong Kong", "Egypt", "Lebanon", "Cook Islands"]
HOME_COUNTRY = {"UK": ["the UK", "England", "Scotland", "Wales"], "US": ["the US", "the United States"],
                "NZ": ["New Zealand", "Aotearoa"]}

PROFESSIONS = ["teacher", "welder", "farmer", "sheep shearer", "lorry driver", "truck driver", "chef",
               "publican", "bar manager", "builder", "joiner", "carpenter", "electrician", "plumber",
               "mechanic", "coal miner", "fisherman", "dairy farmer", "nurse", "care assistant", "hairdresser",
               "call-centre operator", "singer", "choir director", "actor", "lecturer", "accountant",
               "solicitor", "lawyer", "bus driver", "taxi driver", "postman", "mail carrier", "machinist",
               "shipyard worker", "painter and decorator", "roofer", "forestry worker", "orchardist",
               "vineyard worker", "police officer", "firefighter", "soldier", "pastor", "vicar",
               "receptionist", "cleaner", "warehouse operative", "retail assistant", "software developer",
               "civil engineer", "pharmacist", "dental nurse", "radio presenter", "auctioneer",
               "longshoreman", "rancher", "corrections officer", "kiwifruit picker", "primary school teacher",
               "barber", "butcher", "baker", "stonemason", "crane operator", "scaffolder", "bricklayer",
               "sales rep", "estate agent", "librarian", "social worker", "school bus driver", "cook",
               "plasterer", "boat builder", "deckhand", "real estate agent", "tattoo artist", "tiler",
               "meat worker", "freezing worker", "panel beater", "quarry worker", "gardener",
               "telephone engineer", "bookkeeper", "undertaker", "locksmith", "tailor", "cab driver"]

RELATIONS_F = ["wife", "daughter", "sister", "partner", "niece", "granddaughter", "mother", "friend",
               "neighbour", "carer", "daughter-in-law", "ex-wife", "aunt"]
RELATIONS_M = ["husband", "son", "brother", "partner", "nephew", "grandson", "father", "friend",
               "neighbour", "carer", "son-in-law", "stepson", "uncle"]
