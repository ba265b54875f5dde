"""Invented name, place and organisation pools for dev166_en (all fictional)."""

FEMALE = """Margaret Patricia Jean Doreen Eileen Barbara Joan Dorothy Brenda Pauline Sheila
Maureen Gillian Susan Linda Karen Deborah Sandra Janet Carol Christine Wendy Valerie Sylvia Hazel
Irene Elsie Edna Winifred Mavis Beryl Gladys Ivy Rose Iris Pearl Hilda Agnes Bridget Siobhan Aoife
Niamh Orla Mairead Fiona Morag Isla Eilidh Catriona Rhiannon Bethan Cerys Sioned Priya Sunita Anjali
Kavita Lakshmi Meena Parveen Nasreen Farah Ayesha Fatima Zainab Amina Khadija Noor Leila Yasmin
Mariam Samira Huda Chiamaka Ngozi Adaeze Funmilayo Folake Abena Akosua Efua Wanjiru Achieng Amara
Nia Tanisha Keisha Latoya Shonda Imani Aaliyah Maria Carmen Rosa Guadalupe Lucia Isabel Marisol
Yolanda Beatriz Inês Graça Fernanda Agnieszka Katarzyna Małgorzata Joanna Ewa Zofia Irina Olga
Natalia Svetlana Ludmila Oksana Giulia Francesca Rosaria Concetta Eleni Dimitra Sofia Mei Xiuying
Hui Yuki Keiko Hana Min-ji Soo-jin Ji-yeon Thu Linh Maricel Rowena Lorna Marilou Dolores Esther
Miriam Ruth Rivka Shoshana Deirdre Colleen Tracy Kimberly Ashley Jennifer Jessica Stephanie Heather
Amber Brittany Megan Chloe Emily Olivia Sophie Grace Poppy Freya Evie Harriet Imogen Zoë Noémie
Ingrid Astrid Sigrid Greta Elke Hannelore Ilse Bernadette Philomena Constance Lavinia Ottilie
Roxanne Delphine Mildred Opal Loretta Bernice Geraldine Frances Annette Marlene Ruby Queenie""".split()

MALE = """John William James George Thomas Robert David Michael Peter Brian Kenneth Derek
Raymond Dennis Leonard Harold Stanley Albert Arthur Frederick Ernest Walter Clifford Norman Cyril
Gordon Alan Keith Trevor Colin Graham Nigel Barry Gareth Rhys Dafydd Owain Huw Iwan Callum Angus
Hamish Ewan Fraser Lachlan Seamus Padraig Cormac Declan Ciaran Eoin Rajesh Sanjay Vikram Arjun
Rohan Anil Suresh Harjit Gurpreet Mohammed Ahmed Tariq Imran Bilal Yusuf Omar Khalid Hassan Karim
Abdullahi Chukwuemeka Obinna Oluwaseun Babatunde Kwame Kofi Yaw Kwabena Jomo Otieno Tendai Sipho
Marcus Darnell Tyrone DeShawn Jamal Andre Terrence Jerome Carlos Jose Luis Miguel Alejandro Javier
Rafael Ernesto Joaquim Tiago Rui Piotr Krzysztof Tomasz Łukasz Grzegorz Wojciech Dmitri Sergei Andrei
Mihai Bogdan Vasile Giuseppe Salvatore Marco Luca Giorgos Nikos Stavros Wei Jun Hao Zhiwei Hiroshi
Kenji Takeshi Min-jun Sung-ho Jae-won Minh Quang Duc Rodrigo Ramon Emmanuel Samuel Isaac Moshe
Avraham Shlomo Patrick Sean Kevin Dylan Jordan Tyler Brandon Ethan Noah Liam Oliver Harry Alfie
Archie Theo Freddie Reggie Stanislav Henrik Lars Anders Søren Klaus Dieter Jürgen Pierre Benoît
Ignatius Cornelius Percival Wilfred Horace Reginald Desmond Lionel Winston Clement Leroy Everton""".split()

SURNAMES = """Smith Jones Taylor Brown Williams Wilson Johnson Davies Robinson Wright Thompson
Evans Walker White Roberts Green Hall Wood Jackson Clarke Patel Khan Ahmed Ali Hussain Begum Shah
Singh Kaur Sharma Gupta Chaudhry Iqbal Rahman Choudhury Nair Menon Pillai Reddy Rao Iyer Okafor
Okonkwo Adeyemi Adebayo Oyelaran Nwosu Eze Mensah Asante Boateng Owusu Osei Mwangi Otieno Kamau
Abdi Warsame Farah Hassan Mohamed Ibrahim Haddad Khoury Nasser Mansour Cohen Levy Goldberg Rosen
Friedman Kaplan Schwartz Murphy Kelly O'Brien O'Sullivan Byrne Ryan Doyle McCarthy Gallagher Quinn
Fitzgerald MacDonald Campbell Stewart Fraser MacLeod Cameron Ross Sinclair Buchanan Murray Lloyd
Griffiths Pritchard Morgan Hughes Rees Jenkins Price Powell Bowen Garcia Rodriguez Martinez
Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres Flores Rivera Gomez Diaz Reyes Morales Ortiz
Castillo Nuñez Vargas Mendoza Silva Santos Pereira Ferreira Costa Oliveira Almeida Nowak Kowalski
Wiśniewski Wójcik Kamiński Lewandowski Zieliński Szymański Ivanov Petrov Smirnova Kuznetsov Popescu
Ionescu Horvat Novak Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Conti Greco
Papadopoulos Georgiou Nikolaidis Wang Zhang Liu Chen Yang Huang Zhao Zhou Lin Tan Lim Ng Wong Chan
Leung Cheung Lau Nguyen Tran Pham Hoang Kim Park Choi Jung Kang Yoon Sato Suzuki Takahashi Tanaka
Watanabe Yamamoto Cruz Bautista Villanueva Aquino Ramos Washington Freeman Banks Brooks Coleman
Bryant Simmons Foster Gordon Hayes Holmes Mitchell Bennett Hawkins Fletcher Chambers Webb Marsh
Barker Pearce Dixon Lowe Hartley Ashworth Whitaker Holloway Kershaw Fairbanks Pemberton Thornton
Blackwood Lindqvist Johansson Nilsson Andersen Hansen Larsen Eriksen Müller Schmidt Schneider Fischer
Weber Becker Hoffmann Dubois Lefebvre Moreau Laurent Bouchard Gagnon Tremblay Ogunleye Achebe
Danjuma Olawale Bello Abiodun Nkemelu Kariuki Chikwanha Moyo Ndlovu Dlamini Baptiste Thibodeaux
Fontaine Delacroix Kowalczyk Dąbrowski Mazur Krawczyk Hennessy Flanagan Devlin Mulligan Cavanagh
Ferguson Lennox Drummond Abernethy Crichton Pennington Sutcliffe Ackroyd Hargreaves Ramsbottom
Entwistle Greenhalgh Openshaw Tattersall Haworth Ormerod Cartwright Wainwright Hollingsworth
Featherstone Braithwaite Dunmore Crowther Rasmussen Virtanen Korhonen Halvorsen Yilmaz Demir
Kaya Aydin Sahin Jafari Hosseini Karimi Rostami Ansari Qureshi Siddiqui Mirza Bhatti Malik
Sandhu Gill Dhillon Grewal Bains Mahmood Sheikh Uddin Miah Hoque Sarker Das Bose Banerjee
Mukherjee Chatterjee Ghosh Dutta Fernando Perera Silva-Ramos Jayasuriya Wickramasinghe
Okoro Uche Amadi Obi Nnamdi Addo Darko Agyeman Tetteh Quaye Lamptey Hollis Pryce-Jones
Smith-Bowen Ashby-Clarke Featherby Moorcroft Lytton Pendleton Quarshie Vance Whitlock Yardley""".split()

NICK = {"Margaret": "Peggy", "Patricia": "Pat", "Dorothy": "Dot", "Elizabeth": "Betty",
        "William": "Bill", "Robert": "Bob", "Frederick": "Fred", "Albert": "Bert",
        "Kenneth": "Ken", "Leonard": "Len", "Raymond": "Ray", "Stanley": "Stan",
        "Winifred": "Winnie", "Harold": "Harry", "Barbara": "Babs", "Josephine": "Jo",
        "Katarzyna": "Kasia", "Małgorzata": "Gosia", "Christine": "Chris", "Susan": "Sue",
        "Michael": "Mick", "Thomas": "Tom", "Gillian": "Jill", "Deborah": "Debbie",
        "Valerie": "Val", "Reginald": "Reg", "Clifford": "Cliff", "Bernadette": "Bernie",
        "Jennifer": "Jen", "Alejandro": "Alex", "Oluwaseun": "Seun", "Chukwuemeka": "Emeka",
        "Abdullahi": "Abdi", "Constance": "Connie", "Geraldine": "Gerry", "Wilfred": "Wilf"}

US_CITIES = """Millbrook|Harlow Falls|Cedar Bluff|Port Adley|East Kenning|Granton|Willow Creek|
Maple Heights|Fairhaven Springs|Brackenridge|Stillwater Junction|Oak Hollow|New Carrick|Pellston Bay|
Dunmore Park|Riverton Mills|Castleton Ridge|Gilford Corners|Larkspur|Hollis Point|Bexley Grove|
Ashland Prairie|Coldwater Run|Marlow|Redfield|Sutter's Landing|Pine Gap|Tillman|West Orland|
Kearney Flats|Norwood Hills|Eldridge|Summerlin Cove|Quarry Hill|Brookhaven Lake|Easton Forks|
Glenmere|Hadley Center|Jasper Crossing|Lindell""".replace("\n", "").split("|")

US_STATES = [("Ohio", "OH"), ("Illinois", "IL"), ("Pennsylvania", "PA"), ("Michigan", "MI"),
             ("Wisconsin", "WI"), ("Indiana", "IN"), ("Massachusetts", "MA"), ("New York", "NY"),
             ("New Jersey", "NJ"), ("Georgia", "GA"), ("Texas", "TX"), ("California", "CA"),
             ("Oregon", "OR"), ("Minnesota", "MN"), ("Missouri", "MO"), ("Tennessee", "TN"),
             ("North Carolina", "NC"), ("Virginia", "VA"), ("Maryland", "MD"), ("Arizona", "AZ"),
             ("Colorado", "CO"), ("Kentucky", "KY"), ("Iowa", "IA"), ("Florida", "FL"),
             ("Connecticut", "CT"), ("Washington", "WA"), ("Louisiana", "LA"), ("Nebraska", "NE")]

UK_TOWNS = """Ashcombe|Little Harwell|Thornbury Vale|Market Denholm|Stowford|Great Alderley|
Brackenfield|Hexley|Wyndham Cross|Southmoor|Castlebrook|Kingsmere|Fellbridge|Upper Dunstow|
Marwick|Hollinsby|Caddington Magna|Westerleigh|Ravensholme|Oldacre|Penbrook|Saltmarsh|
Eastwold|Netherby Green|Colnbury|Hawkesley|Brindle Moor|Tarrowby|Glenarrow|Llanfair Isaf|
Aberwen|Pontrhyd|Kilbrannan|Strathmoor|Dunleith|Bramley St Giles|Whitcombe|Harrowden|Lowfold|
Sedgeworth""".replace("\n", "").split("|")

UK_REGIONS = ["Kent", "Essex", "Lancashire", "West Yorkshire", "North Yorkshire", "Devon",
              "Norfolk", "Suffolk", "Cheshire", "County Durham", "Somerset", "Hampshire",
              "Greater Manchester", "Merseyside", "Tyne and Wear", "West Midlands", "Cornwall",
              "Cumbria", "Fife", "Lothian", "Gwynedd", "Powys", "Dorset", "Lincolnshire",
              "Shropshire", "Derbyshire", "Northumberland", "Wiltshire"]

STREET_NAMES = """Elmwood|Rowan|Beacon|Hawthorn|Chestnut|Mill|Station|Church|Victoria|Albert|
Kingfisher|Larch|Orchard|Meadow|Willow|Bramble|Foxglove|Heather|Juniper|Linden|Magnolia|Poplar|
Sycamore|Thistle|Primrose|Greenfield|Highfield|Brookside|Riverside|Park|Lake|Hillcrest|Ridgeway|
Fairview|Sunnyside|Wellington|Nelson|Gladstone|Cromwell|Marlborough|Lancaster|Tudor|Stuart|
Windsor|Balmoral|Jubilee|Coronation|Canal|Quarry|Tannery|Foundry|Cooper|Fletcher|Chandler|
Weaver|Mason|Granite|Cedar|Walnut|Spruce|Maple|Birch|Dogwood|Magnolia|Cottonwood|Sassafras|
Prairie|Lincoln|Jefferson|Madison|Monroe|Grant|Sherman|Franklin|Hamilton|Garfield""".replace("\n", "").split("|")

US_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln",
             "Court", "Ct", "Boulevard", "Blvd", "Way", "Place", "Pl", "Terrace", "Circle"]
UK_SUFFIX = ["Road", "Lane", "Close", "Crescent", "Gardens", "Terrace", "Grove", "Way",
             "Street", "Avenue", "Mews", "Drive", "View", "Rise", "Walk", "Court", "Place"]

US_HOSPITALS = ["Harlow Falls Medical Center", "St. Brendan's Hospital", "Mercy Ridge Hospital",
                "Cedar Bluff Regional Medical Center", "Northgate Memorial Hospital",
                "Port Adley Community Hospital", "Good Shepherd Medical Center",
                "Riverbend University Hospital", "Sacred Vale Medical Center",
                "Brackenridge General Hospital", "Holloway Baptist Hospital",
                "Oak Hollow Regional", "Mount Carrick Medical Center", "St. Agatha's Medical Center",
                "Westlake Presbyterian Hospital", "Lindell County Hospital"]
UK_HOSPITALS = ["Ashcombe General Hospital", "Queen Adelaide Infirmary", "St Cuthbert's Hospital",
                "Royal Castlebrook Hospital", "Thornbury Vale Community Hospital",
                "Princess Beatrice Hospital", "Southmoor District General Hospital",
                "Wyndham Cross Royal Infirmary", "Kingsmere University Hospital",
                "Fellbridge Memorial Hospital", "St Aldhelm's Hospital", "Hexley Royal Hospital",
                "Marwick Infirmary", "Glenarrow General", "Ysbyty Aberwen", "Strathmoor Royal Infirmary"]
US_HOSP_SHORT = {"Harlow Falls Medical Center": "HFMC", "Riverbend University Hospital": "RUH",
                 "Cedar Bluff Regional Medical Center": "CBRMC", "Good Shepherd Medical Center": "GSMC",
                 "Mount Carrick Medical Center": "MCMC", "Northgate Memorial Hospital": "NMH"}
UK_HOSP_SHORT = {"Queen Adelaide Infirmary": "QAI", "Royal Castlebrook Hospital": "RCH",
                 "Wyndham Cross Royal Infirmary": "WCRI", "Kingsmere University Hospital": "KUH",
                 "Southmoor District General Hospital": "SDGH", "Ashcombe General Hospital": "AGH"}

UK_WARDS = ["Beech Ward", "Kingfisher Ward", "Nightingale Ward", "Rowan Ward", "Heron Ward",
            "Larch Ward", "Willow Ward", "Osprey Ward", "Cedar Ward", "Juniper Ward", "Ward 24",
            "Ward 7B", "Ward 11", "Skylark Ward", "Harebell Ward", "Curlew Ward", "Bluebell Ward",
            "Redwood Ward", "Aspen Ward", "Ward 3C", "Lapwing Ward", "Ivy Ward", "Fenwick Ward"]
US_UNITS = ["5 North", "6 East", "4 West", "7 South", "3 Tower", "Unit 4B", "8 West", "9 North",
            "5 South", "6 West", "2 East", "Pavilion 3", "Unit 7A", "10 North", "4 East"]

UK_CAREHOMES = ["Beechwood Lodge", "Meadowbank Nursing Home", "The Laurels Care Home",
                "Ferndale House", "Oakridge Court Care Home", "Hollybank Residential Home",
                "St Winifred's Nursing Home", "Rosemount Care Centre", "Abbeyfield Grange"]
US_SNFS = ["Cedar Hollow Rehabilitation Center", "Willow Creek Skilled Nursing",
           "Brookside Manor", "Evergreen Terrace Assisted Living", "Golden Acres Care Center",
           "Maple Heights Nursing and Rehab", "Sunbury Gardens SNF", "Pine Gap Transitional Care"]
UK_GPS = ["Elmstead Surgery", "Kingsway Medical Practice", "Riverside Health Centre",
          "Parkview Surgery", "Market Street Surgery", "The Old Forge Practice",
          "Castlebrook Family Practice", "Fellbridge Health Centre", "Holly Tree Surgery",
          "Saltmarsh Medical Group", "Brindle Moor Surgery"]
US_PCPS = ["Northgate Family Practice", "Maple Heights Internal Medicine", "Lakeview Primary Care",
           "Granton Community Health Center", "Redfield Family Medicine", "Oak Hollow Medical Group",
           "Riverton Mills Clinic", "Bexley Grove Primary Care"]
UK_PHARM = ["Hollins Pharmacy", "Greenway Chemist", "Oldacre Pharmacy", "Dunstow Late Night Pharmacy",
            "Bridge Street Chemist"]
US_PHARM = ["Main Line Drug", "Corner Apothecary of Granton", "Hadley Center Pharmacy",
            "Riverton Mills Rx", "Larkspur Family Pharmacy"]
UK_HOSPICES = ["St Elwyn's Hospice", "Hawkesley Hospice", "Marigold House Hospice"]
US_HOSPICES = ["Harbor Light Hospice", "Gentle Shores Hospice House", "Peaceful Pines Hospice"]
UK_REHAB = ["Westerleigh Community Rehabilitation Unit", "Oldacre Intermediate Care Unit",
            "Marwick Stroke Rehab Unit"]
US_REHAB = ["Brackenridge Acute Rehab", "Summerlin Cove Rehabilitation Hospital",
            "Quarry Hill Inpatient Rehab"]

EMPLOYERS = ["Harrowgate Logistics", "Pennine Bus Company", "Castlebrook Borough Council",
             "Kestrel Home Support", "Brightwell Foods", "Tarrowby Steelworks",
             "Marwick Building Society", "Greyfield Haulage", "Oldacre Primary School",
             "Fenwick & Daughters Solicitors", "Northstar Freight", "Granton Public Schools",
             "Redfield Auto Parts", "Lindell Poultry Co.", "Sutter Valley Dairy",
             "Blue Heron Construction", "Coldwater Rail Yard", "Hollis Point Marina",
             "Larkspur Textiles", "Quarry Hill Cement", "Summit Ridge Bank", "Castleton Ridge Mine"]
CHURCHES = ["St Aidan's Parish Church", "Bethel Pentecostal Church", "Al-Noor Mosque",
            "Ashcombe Gurdwara", "Grace Fellowship Church", "Holy Trinity Church",
            "First Baptist Church of Millbrook", "Our Lady of Mercy Parish", "Beth Israel Synagogue",
            "Kingdom Hall of Marwick", "St Michael's Methodist Church"]
AGENCIES_UK = ["Kestrel Home Support", "Swallowfield Care Agency", "Bluebird Domiciliary Care",
               "Hexley Reablement Team", "Castlebrook Borough Council", "Wyndham Cross Adult Social Care"]
AGENCIES_US = ["Brightpath Home Health", "Caring Hands of Granton", "Visiting Nurse Service of Redfield",
               "Meridian Home Care", "Lindell County Aging Services"]
TRANSPORT_UK = ["Swiftcare Patient Transport", "Northfield Ambulance Service", "Lanyard Medical Transport"]
TRANSPORT_US = ["Red Oak Medical Transport", "Rapid Wheels Wheelchair Van", "Tri-County Ambulance"]
INSURERS_US = ["Keystone Mutual Health", "Bluewater Health Plan", "Cardinal Care HMO",
               "Prairie State Health", "Liberty Shield Insurance", "Harborview Health Partners"]
INSURERS_UK = ["Meridian Health Insurance", "Albion Private Health", "Thistle Medical Cover"]

LANDMARKS = ["Brookfield Shopping Centre", "Riverside Retail Park", "the Jubilee Clock Tower",
             "Marwick Leisure Centre", "Harlow Falls Mall", "Kenning Town Square",
             "Granton Bus Depot", "Memorial Park bandstand", "Castlebrook Library",
             "the Oldacre Community Hall"]
BUILDINGS = ["Jubilee Wing", "Cavendish Building", "Tower Block", "Linwood Pavilion",
             "Whitfield Wing", "Hartley Building", "North Pavilion", "Bramwell Wing"]

COUNTRIES = ["Poland", "Portugal", "Nigeria", "Ghana", "Jamaica", "India", "Pakistan",
             "Bangladesh", "the Philippines", "Vietnam", "Mexico", "Somalia", "Ireland", "Italy",
             "Greece", "Romania", "Lithuania", "Kenya", "Sri Lanka", "China", "South Korea",
             "Iran", "Iraq", "Syria", "Turkey", "Brazil", "Colombia", "Guatemala", "El Salvador",
             "Ukraine", "Sudan", "Eritrea", "Zimbabwe", "Spain", "Germany", "Canada",
             "Trinidad and Tobago", "Barbados", "Cyprus", "Egypt", "Morocco", "Peru"]
COUNTRY_LANG = {"Poland": "Polish", "Portugal": "Portuguese", "Brazil": "Portuguese",
                "Bangladesh": "Sylheti", "Pakistan": "Urdu", "India": "Punjabi",
                "Vietnam": "Vietnamese", "Mexico": "Spanish", "Guatemala": "Spanish",
                "El Salvador": "Spanish", "Colombia": "Spanish", "Peru": "Spanish",
                "Somalia": "Somali", "Iraq": "Arabic", "Syria": "Arabic", "Egypt": "Arabic",
                "Morocco": "Arabic", "Sudan": "Arabic", "Turkey": "Turkish", "Iran": "Farsi",
                "China": "Mandarin", "South Korea": "Korean", "Romania": "Romanian",
                "Lithuania": "Lithuanian", "Ukraine": "Ukrainian", "Eritrea": "Tigrinya",
                "Greece": "Greek", "Italy": "Italian", "the Philippines": "Tagalog"}

PROFESSIONS = ["teacher", "bus driver", "nurse", "welder", "electrician", "plumber", "accountant",
               "solicitor", "lawyer", "postman", "farmer", "coal miner", "shop assistant", "cleaner",
               "chef", "lorry driver", "truck driver", "taxi driver", "civil engineer", "carpenter",
               "joiner", "bricklayer", "hairdresser", "secretary", "librarian", "pharmacist",
               "dock worker", "factory worker", "machinist", "software developer",
               "warehouse operative", "care assistant", "police officer", "firefighter",
               "headteacher", "university lecturer", "architect", "bank clerk", "estate agent",
               "mechanic", "painter and decorator", "seamstress", "tailor", "midwife", "dentist",
               "veterinary surgeon", "pastor", "barber", "security guard", "janitor", "roofer",
               "fisherman", "mail carrier", "cashier", "real estate agent", "pipefitter",
               "longshoreman", "paralegal", "dental hygienist", "social worker", "data analyst",
               "school cook", "dinner lady", "milkman", "railway signalman", "steelworker",
               "textile worker", "jeweller", "butcher", "baker", "gardener", "groundskeeper",
               "home help", "HGV driver", "forklift driver", "journalist", "musician",
               "church minister", "physiotherapist", "radiographer", "optician", "surveyor",
               "air traffic controller", "merchant seaman", "ship's engineer", "cabinet maker",
               "court clerk", "insurance broker", "travel agent", "dressmaker", "typist",
               "pharmacy technician", "laboratory technician", "army officer", "pilot",
               "auto mechanic", "bartender", "waitress", "line cook", "construction worker"]
