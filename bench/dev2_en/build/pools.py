"""Hand-written pools for the dev2_en decision set. No external name lists were used."""

_GIVEN = """
James John Robert Michael William David Richard Joseph Thomas Charles Christopher Daniel Matthew Anthony
Donald Steven Paul Andrew Joshua Kenneth Kevin Brian George Timothy Ronald Edward Jason Jeffrey Ryan Jacob
Gary Nicholas Eric Jonathan Stephen Larry Justin Scott Brandon Benjamin Samuel Gregory Alexander Frank Patrick
Raymond Jack Dennis Jerry Tyler Aaron Jose Adam Nathan Henry Douglas Zachary Peter Kyle Ethan Walter Noah
Jeremy Christian Keith Roger Terry Gerald Harold Sean Austin Carl Arthur Lawrence Dylan Jesse Bryan Billy
Bruce Gabriel Logan Albert Willie Alan Juan Randy Roy Vincent Ralph Eugene Russell Mason Philip Louis
Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Lisa Nancy Betty Margaret Sandra
Ashley Kimberly Emily Donna Michelle Carol Amanda Dorothy Melissa Deborah Stephanie Rebecca Sharon Laura
Cynthia Kathleen Amy Angela Shirley Anna Brenda Pamela Emma Nicole Helen Samantha Katherine Christine Debra
Rachel Carolyn Janet Catherine Maria Heather Diane Ruth Julie Olivia Joyce Virginia Victoria Kelly Lauren
Christina Joan Evelyn Judith Megan Andrea Cheryl Hannah Jacqueline Martha Gloria Teresa Ann Sara Madison
Frances Kathryn Janice Jean Abigail Alice Judy Sophia Denise Marilyn Danielle Beverly Isabella Theresa Diana
Natalie Brittany Charlotte Marie Kayla Alexis Lori
Alistair Angus Callum Fraser Hamish Rhys Gareth Dafydd Iwan Owain Siobhan Aoife Niamh Ciaran Declan Eoin
Padraig Sinead Orla Roisin Bronwen Cerys Ffion Seren Morag Isla Eilidh Kirsty Lorna Fiona Gemma Kerry Lianne
Stacey Jade Chelsea Shannon Kieran Liam Connor Reece Jamie Darren Gavin Nigel Clive Trevor Graham Malcolm
Neville Rupert Hugo Jasper Piers Tobias Imogen Harriet Phoebe Poppy Tilly Millie Freya Ellie Wayne
Priya Anjali Deepa Sunita Kavita Neha Pooja Aarav Arjun Rohan Vikram Rajesh Sanjay Amit Rahul Ananya Lakshmi
Meera Farhan Imran Bilal Ayesha Fatima Zainab Nadia Saima Tariq Asif Kamran Harpreet Gurpreet Manjit
Jaswinder Balwinder Sukhdev Ravi Suresh Ganesh Kiran Shreya Divya Nikhil Varun
Wei Jun Ming Hui Xiao Yan Mei Hao Jie Hiroshi Kenji Takeshi Yuki Haruka Sakura Aiko Ren Sora Minji Jiwoo
Seojun Hyun Jae Eun Thanh Minh Linh Huong Quang Duc Bao Anh
Chidi Emeka Ngozi Chiamaka Oluwaseun Folake Yetunde Kwame Kofi Ama Abena Akua Yaw Kwabena Tendai
Tafadzwa Thabo Sipho Lerato Nomvula Zanele Amara Ifeoma Obinna Babajide Femi Tunde Wanjiru Njeri Achieng
Amina Halima Abdi Hodan Fadumo Mesfin Tigist Selam Dawit
Alejandro Carlos Luis Miguel Javier Diego Mateo Santiago Rafael Fernando Guadalupe Lucia Sofia Valentina
Camila Ximena Paola Mariana Carmen Dolores Pilar Ines Esperanza Consuelo Marisol Yesenia Araceli Rocio Jorge
Ernesto Ramon Alfonso Hector Armando Joaquin
Omar Ahmed Mohammed Yusuf Khalid Hassan Hussein Karim Samir Rami Layla Noor Yasmin Rania Dina Leila Hala
Mariam Reza Dariush Shirin Parisa Arash Navid Mehmet Emre Elif Zeynep Ayse Burak Yosef Avi Tamar Noa Eitan Shira
Lukas Jonas Felix Matthias Stefan Jurgen Katrin Anke Heike Ingrid Sven Lars Nils Astrid Sigrid Freja Mikko
Aino Pekka Piotr Tomasz Krzysztof Agnieszka Magdalena Katarzyna Marek Pavel Jana Petra Dragan Milos Ivana
Jelena Nikos Eleni Dimitris Giorgos Giulia Francesca Alessandro Matteo Luca Chiara Giovanni Paolo Francois
Amelie Camille Antoine Juliette Pierre Sebastien Joao Goncalo Tiago Beatriz Andrei Ioana Bogdan Olga
Svetlana Dmitri Sergei Natalia Oksana Taras
Hope Faith Grace Joy June April May Summer Autumn Dawn Rose Lily Daisy Ivy Holly Hazel Violet Pearl Ruby
Amber Crystal Sky River Will Mark Bill Art Chance Destiny Patience Mercy Honor Sunny Rocky Buck Hunter
Sterling Precious Heaven Unique Major Royal Justice
"""

NICKNAMES = """Bob Bobby Liz Beth Kate Katie Meg Jim Jimmy Tom Tommy Mike Dave Sue Pat Chris Sam Alex Jo Ed Ted
Ned Nick Nat Abby Gabby Frankie Dot Peggy Chuck Hank Bertie Jojo Lulu Mo Babs""".split()

_SUR = """
Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Jackson Martin Lee
Thompson White Harris Clark Lewis Robinson Walker Young Allen King Wright Scott Hill Green Adams Baker Nelson
Carter Mitchell Roberts Turner Phillips Campbell Parker Evans Edwards Collins Stewart Morris Rogers Reed Cook
Morgan Bell Murphy Bailey Cooper Richardson Cox Howard Ward Peterson Gray James Watson Brooks Kelly Sanders
Price Bennett Wood Barnes Ross Henderson Coleman Jenkins Perry Powell Long Patterson Hughes Flores
Washington Butler Simmons Foster Bryant Alexander Russell Griffin Hayes Myers Ford Hamilton Graham Sullivan
Wallace West Cole Jordan Owens Reynolds Fisher Ellis Harrison Gibson McDonald Marshall Wells Hunt Stone Holmes
Palmer Black Rose Burke Knight Hawkins Dunn Spencer Pearce Hall Holt Lowe Marsh Moss Shaw Sharp Swift Strong
Little Short Friend Moody Church Day Winter Summers Frost Hope Field Rivers Brook Lamb Fox Wolfe Crane Sparrow
Nightingale Fielding Parkinson Foley Whipple Cushing Hodgkin Crohn Addison Graves Barrett Paget Bowen
Huntington Hartmann Kent Bath Lincoln
MacLeod MacKenzie Fraser Murray Ferguson Buchanan Cameron Sinclair Munro Drummond Lindsay Kerr O'Brien
O'Connor O'Sullivan O'Neill Byrne Doyle Gallagher Kavanagh Quinn Brennan McCarthy Flanagan Donnelly Nolan
Hegarty Fitzgerald Llewellyn Pritchard Vaughan Rees Griffiths Bevan Howells Prosser
Patel Shah Sharma Gupta Singh Kaur Kumar Reddy Iyer Nair Menon Pillai Rao Desai Mehta Joshi Chopra Kapoor
Malhotra Bhatt Chaudhry Khan Ahmed Hussain Ali Rahman Chowdhury Siddiqui Qureshi Malik Akhtar Iqbal Sandhu
Gill Dhillon Grewal Bains Sidhu Banerjee Mukherjee Chatterjee Das Bose
Wang Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Zhu Guo Lin Gao Luo Tanaka Suzuki Takahashi Watanabe Ito
Yamamoto Nakamura Kobayashi Kato Yoshida Kim Park Choi Jung Kang Cho Yoon Jang Lim Nguyen Tran Pham Hoang Vu
Dang Bui Ngo Truong
Okafor Okonkwo Adeyemi Adebayo Oyelaran Balogun Eze Nwosu Obi Chukwu Mensah Asante Owusu Boateng Appiah Osei
Agyeman Moyo Ndlovu Dlamini Khumalo Mokoena Nkosi Mutasa Chikwanha Kamau Mwangi Otieno Odhiambo Wanjiku
Abdullahi Farah Warsame Tesfaye Haile Bekele Girma
Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres Rivera Gomez Diaz Cruz
Morales Reyes Gutierrez Ortiz Ruiz Alvarez Castillo Jimenez Vasquez Romero Herrera Medina Aguilar Vargas
Castro Mendoza Salazar Guerrero Delgado Fuentes Espinoza Navarro Dominguez Soto
Haddad Khoury Nasser Saleh Hamdan Mansour Aziz Rahimi Hosseini Karimi Tehrani Farahani Yilmaz Kaya Demir
Celik Sahin Ozturk Cohen Levi Mizrahi Friedman Goldberg Katz Shapiro Rosenberg
Muller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Koch Richter Klein Wolf Schroder
Neumann Larsen Hansen Johansson Nilsson Lindqvist Eriksson Virtanen Korhonen Nowak Kowalski Wisniewski Wojcik
Kaminski Lewandowski Novak Horvat Kovac Petrovic Jovanovic Papadopoulos Georgiou Rossi Russo Ferrari Esposito
Bianchi Romano Colombo Ricci Marino Bruno Dubois Moreau Laurent Lefebvre Girard Bonnet Fontaine Silva Santos
Oliveira Pereira Costa Ferreira Almeida Popescu Ionescu Ivanov Petrov Smirnov Kuznetsov Shevchenko Kovalenko
Ashworth Blackwood Cartwright Dempsey Eastwood Fairclough Greenhalgh Hargreaves Illingworth Jagger Kershaw
Lofthouse Mottram Newbold Oldroyd Pickles Ramsbottom Sutcliffe Thwaite Uttley Whitworth Yardley
Acheampong Bamidele Chinwe Danjuma Ekwueme Fashola Gbadamosi Ihejirika Jaiyeola Kuti Lawal Mbeki Nwachukwu
Okoro Ransome Sowande Tinubu Uzor Wasike Zulu Abara Arroyo Benitez Cervantes Duarte Escobar Figueroa Galindo
Ibarra Lozano Montoya Nunez Ochoa Pacheco Quintero Rosales Serrano Trujillo Valdez Zamora Achterberg
Bergstrom Dahl Engstrom Holmberg Karlsson Lund Sandberg Wikstrom Yamada Fujita Inoue Kimura Matsumoto Ogawa
Sato Shimizu Takeda Ueda Huynh Lam Mai Quach Thai Vo Tang Chua Goh Tan Teo Ong Lau Leung Chan Wong Ho Kwan
"""

GIVEN = sorted(set(_GIVEN.split()))
SURNAMES = sorted(set(_SUR.split()))

# ---------------------------------------------------------------- places
US_STATES = {
    "AL": "Alabama", "AK": "Alaska", "AZ": "Arizona", "AR": "Arkansas", "CA": "California", "CO": "Colorado",
    "CT": "Connecticut", "DE": "Delaware", "FL": "Florida", "GA": "Georgia", "HI": "Hawaii", "ID": "Idaho",
    "IL": "Illinois", "IN": "Indiana", "IA": "Iowa", "KS": "Kansas", "KY": "Kentucky", "LA": "Louisiana",
    "ME": "Maine", "MD": "Maryland", "MA": "Massachusetts", "MI": "Michigan", "MN": "Minnesota",
    "MS": "Mississippi", "MO": "Missouri", "MT": "Montana", "NE": "Nebraska", "NV": "Nevada",
    "NH": "New Hampshire", "NJ": "New Jersey", "NM": "New Mexico", "NY": "New York", "NC": "North Carolina",
    "ND": "North Dakota", "OH": "Ohio", "OK": "Oklahoma", "OR": "Oregon", "PA": "Pennsylvania",
    "RI": "Rhode Island", "SC": "South Carolina", "SD": "South Dakota", "TN": "Tennessee", "TX": "Texas",
    "UT": "Utah", "VT": "Vermont", "VA": "Virginia", "WA": "Washington", "WV": "West Virginia",
    "WI": "Wisconsin", "WY": "Wyoming",
}

US_CITIES = [
    ("Springfield", "IL"), ("Worcester", "MA"), ("Dayton", "OH"), ("Toledo", "OH"), ("Akron", "OH"),
    ("Fresno", "CA"), ("Bakersfield", "CA"), ("Modesto", "CA"), ("Tucson", "AZ"), ("Mesa", "AZ"),
    ("Boise", "ID"), ("Spokane", "WA"), ("Tacoma", "WA"), ("Eugene", "OR"), ("Salem", "OR"), ("Reno", "NV"),
    ("Albuquerque", "NM"), ("El Paso", "TX"), ("Lubbock", "TX"), ("Amarillo", "TX"), ("Waco", "TX"),
    ("Tulsa", "OK"), ("Wichita", "KS"), ("Topeka", "KS"), ("Omaha", "NE"), ("Lincoln", "NE"),
    ("Des Moines", "IA"), ("Cedar Rapids", "IA"), ("Madison", "WI"), ("Green Bay", "WI"), ("Duluth", "MN"),
    ("Rochester", "MN"), ("Fargo", "ND"), ("Sioux Falls", "SD"), ("Billings", "MT"), ("Cheyenne", "WY"),
    ("Provo", "UT"), ("Ogden", "UT"), ("Pueblo", "CO"), ("Boulder", "CO"), ("Joplin", "MO"),
    ("Columbia", "MO"), ("Peoria", "IL"), ("Rockford", "IL"), ("Gary", "IN"), ("Evansville", "IN"),
    ("Lansing", "MI"), ("Flint", "MI"), ("Kalamazoo", "MI"), ("Erie", "PA"), ("Scranton", "PA"),
    ("Allentown", "PA"), ("Trenton", "NJ"), ("Paterson", "NJ"), ("Albany", "NY"), ("Syracuse", "NY"),
    ("Buffalo", "NY"), ("Utica", "NY"), ("Hartford", "CT"), ("New Haven", "CT"), ("Providence", "RI"),
    ("Burlington", "VT"), ("Manchester", "NH"), ("Portland", "ME"), ("Bangor", "ME"), ("Richmond", "VA"),
    ("Roanoke", "VA"), ("Durham", "NC"), ("Asheville", "NC"), ("Charleston", "SC"), ("Savannah", "GA"),
    ("Macon", "GA"), ("Mobile", "AL"), ("Huntsville", "AL"), ("Jackson", "MS"), ("Shreveport", "LA"),
    ("Lafayette", "LA"), ("Little Rock", "AR"), ("Knoxville", "TN"), ("Chattanooga", "TN"),
    ("Lexington", "KY"), ("Louisville", "KY"), ("Gainesville", "FL"), ("Tallahassee", "FL"),
    ("Orlando", "FL"), ("Pensacola", "FL"), ("Wilmington", "DE"), ("Baltimore", "MD"), ("Annapolis", "MD"),
    ("Anchorage", "AK"), ("Honolulu", "HI"), ("Bethlehem", "PA"), ("Normal", "IL"), ("Independence", "MO"),
]

# (town, county, postcode area)
UK_TOWNS = [
    ("Leeds", "West Yorkshire", "LS"), ("Bradford", "West Yorkshire", "BD"), ("Sheffield", "South Yorkshire", "S"),
    ("Manchester", "Greater Manchester", "M"), ("Bolton", "Greater Manchester", "BL"),
    ("Wigan", "Greater Manchester", "WN"), ("Liverpool", "Merseyside", "L"), ("Birkenhead", "Merseyside", "CH"),
    ("Newcastle upon Tyne", "Tyne and Wear", "NE"), ("Sunderland", "Tyne and Wear", "SR"),
    ("Durham", "County Durham", "DH"), ("Middlesbrough", "North Yorkshire", "TS"), ("York", "North Yorkshire", "YO"),
    ("Hull", "East Riding of Yorkshire", "HU"), ("Lincoln", "Lincolnshire", "LN"), ("Nottingham", "Nottinghamshire", "NG"),
    ("Derby", "Derbyshire", "DE"), ("Leicester", "Leicestershire", "LE"), ("Coventry", "West Midlands", "CV"),
    ("Birmingham", "West Midlands", "B"), ("Wolverhampton", "West Midlands", "WV"),
    ("Stoke-on-Trent", "Staffordshire", "ST"), ("Shrewsbury", "Shropshire", "SY"), ("Hereford", "Herefordshire", "HR"),
    ("Worcester", "Worcestershire", "WR"), ("Gloucester", "Gloucestershire", "GL"), ("Bristol", "Avon", "BS"),
    ("Bath", "Somerset", "BA"), ("Exeter", "Devon", "EX"), ("Plymouth", "Devon", "PL"), ("Truro", "Cornwall", "TR"),
    ("Bournemouth", "Dorset", "BH"), ("Southampton", "Hampshire", "SO"), ("Portsmouth", "Hampshire", "PO"),
    ("Brighton", "East Sussex", "BN"), ("Canterbury", "Kent", "CT"), ("Maidstone", "Kent", "ME"),
    ("Reading", "Berkshire", "RG"), ("Oxford", "Oxfordshire", "OX"), ("Cambridge", "Cambridgeshire", "CB"),
    ("Norwich", "Norfolk", "NR"), ("Ipswich", "Suffolk", "IP"), ("Colchester", "Essex", "CO"),
    ("Chelmsford", "Essex", "CM"), ("Luton", "Bedfordshire", "LU"), ("Milton Keynes", "Buckinghamshire", "MK"),
    ("Northampton", "Northamptonshire", "NN"), ("Peterborough", "Cambridgeshire", "PE"), ("Cardiff", "Glamorgan", "CF"),
    ("Swansea", "West Glamorgan", "SA"), ("Newport", "Gwent", "NP"), ("Wrexham", "Clwyd", "LL"),
    ("Edinburgh", "Midlothian", "EH"), ("Glasgow", "Lanarkshire", "G"), ("Aberdeen", "Aberdeenshire", "AB"),
    ("Dundee", "Angus", "DD"), ("Inverness", "Highland", "IV"), ("Belfast", "County Antrim", "BT"),
    ("Londonderry", "County Londonderry", "BT"), ("London", "Greater London", "SE"), ("Halifax", "West Yorkshire", "HX"),
    ("Huddersfield", "West Yorkshire", "HD"), ("Blackburn", "Lancashire", "BB"), ("Preston", "Lancashire", "PR"),
    ("Carlisle", "Cumbria", "CA"), ("Kendal", "Cumbria", "LA"), ("Harrogate", "North Yorkshire", "HG"),
]

COUNTRIES = ["Portugal", "Poland", "Nigeria", "Ghana", "India", "Pakistan", "Bangladesh", "Somalia", "Eritrea",
             "Syria", "Iraq", "Afghanistan", "Romania", "Lithuania", "Jamaica", "Trinidad", "Mexico", "Guatemala",
             "El Salvador", "Honduras", "Philippines", "Vietnam", "China", "South Korea", "Japan", "Brazil",
             "Colombia", "Ireland", "Scotland", "Wales", "Canada", "Kenya", "Zimbabwe", "Ethiopia", "Sudan",
             "Turkey", "Iran", "Ukraine", "Italy", "Greece", "Spain", "France", "Germany", "Australia",
             "New Zealand", "Sri Lanka", "Nepal", "Egypt", "Morocco", "Cuba", "Haiti", "Dominican Republic"]

STREET_NAMES = ["Elm", "Oak", "Maple", "Cedar", "Pine", "Birch", "Willow", "Chestnut", "Church", "Mill", "Station",
                "High", "Victoria", "Albert", "Queen's", "King's", "Park", "Grove", "Meadow", "Orchard", "Bridge",
                "Castle", "Manor", "Windsor", "Clarence", "Beech", "Ash", "Holly", "Cherry", "Hawthorn", "Linden",
                "Jefferson", "Franklin", "Lakeview", "Ridge", "Sunset", "Hillcrest", "Riverside", "Spring",
                "Valley", "Forest", "Harbor", "Prospect", "Pleasant", "Union", "Market", "Greenway", "Foxglove",
                "Heather", "Larkspur", "Bramble", "Kingfisher", "Wren", "Thornton", "Ashby", "Carlton", "Dale",
                "Fairview", "Highland", "Lowther", "Marlborough", "Newlands", "Primrose", "Quarry", "Redwood",
                "Sycamore", "Tanner", "Upland", "Vicarage", "Westbourne", "Yew Tree", "Canal", "Wharf", "Rectory"]
US_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court", "Ct",
             "Boulevard", "Blvd", "Way", "Place", "Pl", "Terrace", "Circle", "Pkwy"]
UK_SUFFIX = ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Gardens", "Drive", "Way", "Terrace",
             "Grove", "Mews", "Walk", "Rise", "View", "Court", "Row", "Place"]

US_HOSPITALS = ["St. Mary's Hospital", "Mercy Medical Center", "Lakeside General", "Riverbend Regional Medical Center",
                "Northfield Community Hospital", "Good Samaritan Hospital", "Providence St. Luke's",
                "Sacred Heart Medical Center", "Cottonwood Valley Hospital", "Prairie View Medical Center",
                "Bayshore Memorial Hospital", "Granite Peaks Regional", "St. Jude Mercy Hospital",
                "Harborview Methodist Hospital", "Blue Ridge University Hospital", "Mesa Verde General Hospital",
                "Shepherd's Crossing Medical Center", "Lakeland Presbyterian Hospital", "Cedar Hollow Hospital",
                "St. Anselm Medical Center", "Willamette Baptist Hospital", "Three Rivers Health"]
US_CLINICS = ["Harbor View Family Medicine", "Pinecrest Cardiology Associates", "Desert Sky Oncology",
              "Maple Grove Pediatrics", "Summit Orthopedic Group", "Riverside Women's Health",
              "Eastgate Dental Care", "Bright Smiles Family Dentistry", "Northside Behavioral Health",
              "Canyon Creek Physical Therapy", "Lakeshore Endoscopy Center", "Oak Hollow Internal Medicine",
              "Crossroads Urgent Care", "Parkside Imaging Center", "Hilltop Community Health Center"]
UK_HOSPITALS = ["St Aldhelm's Hospital", "Royal Wessex Infirmary", "Northgate General Hospital",
                "Queen Adelaide Hospital", "Fernbrook Community Hospital", "Princess Beatrice Hospital",
                "Airedale Vale General", "St Cuthbert's Hospital", "Royal Pennine Infirmary",
                "Kingsmead University Hospital", "Calder Valley District Hospital", "Westmoor Hospital",
                "Royal Tamar Hospital", "St Ebba's Hospital", "Thornbury Park Hospital", "Highfield House Hospice",
                "Severnside Royal Hospital", "Queen Matilda Maternity Unit"]
UK_PRACTICES = ["Elm Park Surgery", "Castle Street Medical Centre", "Riverside Health Centre", "The Orchard Practice",
                "Brookfield Family Practice", "Moorside Surgery", "Abbey Lane Medical Practice",
                "Millbank Health Centre", "Wharfedale Group Practice", "Holly Tree Surgery",
                "Canal Side Medical Centre", "Beacon View Surgery", "St Helen's Medical Practice",
                "Three Bridges Surgery", "Larchwood Health Centre", "Meadowbank Dental Practice"]
PHARMACIES = ["CVS Pharmacy", "Walgreens", "Boots", "Hillside Pharmacy", "Corner Chemist", "Medway Pharmacy",
              "Kwik Rx Pharmacy", "Rite Aid", "Lloyds Pharmacy", "Greenfield Apothecary", "Parkway Drug",
              "Superdrug Pharmacy", "Village Chemist"]
CARE_HOMES = ["Willowbank Care Home", "Heatherlea Nursing Home", "Sunnyside Manor", "The Laurels Residential Home",
              "Brookhaven Assisted Living", "Golden Acres Senior Living", "Oakfield Lodge", "St Bride's House"]
WARDS = ["Nightingale Ward", "Rowan Ward", "Beech Unit", "Cedar Unit", "Ash Ward", "Fleming Ward", "Kestrel Ward",
         "Larch Ward", "Seacole Ward", "Jubilee Ward", "Harebell Ward", "Osprey Unit"]

EMPLOYERS = ["Acme Freight", "Tri-County Logistics", "Halverson Steel", "Greenline Buses", "Tesco", "Royal Mail",
             "Walmart", "Home Depot", "UPS", "Network Rail", "Amazon", "Brightwater Foods", "Keller Construction",
             "Northstar Insurance", "Pennine Textiles", "Delta Precision Engineering", "Costco", "FedEx",
             "Morrisons", "Sainsbury's", "Crestview Dairy", "Harbour Fisheries Ltd", "Metro Transit",
             "Birchwood Joinery", "Silverline Call Centre", "Summit Roofing", "Ironbridge Foundry",
             "Quayside Hotel", "Ocean Spray", "BlueSky Telecom", "Kingsway Motors", "Fairway Golf Club"]
SCHOOLS = ["Lincoln Elementary School", "St Bede's Primary School", "Oakwood Academy", "Riverside High School",
           "Westfield Community College", "Hillcrest Middle School", "Holy Trinity C of E Primary",
           "Jefferson High School", "Greenacres Nursery", "Little Acorns Preschool", "Kingswood Secondary School",
           "Maple Leaf Montessori", "St Joseph's Catholic Primary School", "Northbrook Sixth Form College"]
CHURCHES = ["St. Columba's Church", "Grace Baptist Church", "Al-Noor Mosque", "Beth Shalom Synagogue",
            "New Life Pentecostal Church", "Gurdwara Sahib", "St Peter's Parish", "Kingdom Hall"]
LAW_FIRMS = ["Harwood & Pike LLP", "Brennan Okafor Solicitors", "Delgado Law Group", "Fairbrother Mills Solicitors",
             "Castellan & Hume LLP", "Whitmore Injury Lawyers", "Ashdown Legal", "Corrigan Vance PC"]
INSURERS = ["Blue Harbor Health Plan", "Keystone Mutual", "Aviva", "Bupa", "AXA Health", "Aetna",
            "UnitedHealthcare", "Cigna", "Humana", "Vitality Health", "Liberty Crest Insurance",
            "Prairie Shield Assurance", "Direct Line", "Allianz"]
COURTS_US = ["Circuit Court of Cook County", "Superior Court of Fresno County", "Tulsa County District Court",
             "Court of Common Pleas of Lackawanna County", "Travis County Probate Court", "Marion Superior Court"]
COURTS_UK = ["Family Court at Leeds", "Manchester Civil Justice Centre", "County Court at Bristol",
             "Sheffield Magistrates' Court", "Court of Protection", "Birmingham Crown Court",
             "Employment Tribunal (Cardiff)"]
CARE_AGENCIES = ["BrightCare Homecare", "Helping Hands Domiciliary Care", "Comfort Keepers", "Visiting Angels",
                 "Caremark Calderdale", "HomeInstead Leeds North"]

PROFESSIONS = ["welder", "teacher", "bus driver", "accountant", "electrician", "plumber", "farmer", "lorry driver",
               "truck driver", "software engineer", "cashier", "hairdresser", "chef", "carpenter", "postman",
               "firefighter", "police officer", "solicitor", "lawyer", "cleaner", "care assistant",
               "warehouse operative", "miner", "forklift operator", "librarian", "dental nurse", "pharmacist",
               "taxi driver", "shop assistant", "architect", "engineer", "journalist", "nursery nurse",
               "roofer", "bricklayer", "mechanic", "security guard", "cook", "baker", "butcher", "fisherman",
               "painter and decorator", "graphic designer", "civil servant", "bank clerk", "estate agent",
               "delivery driver", "nurse", "social worker", "pastor", "imam", "factory worker",
               "machinist", "receptionist", "veterinary nurse", "secretary", "labourer", "landscaper",
               "seamstress", "cab driver", "mail carrier", "paralegal", "chemistry teacher", "barista",
               "HGV driver", "scaffolder", "gardener", "plasterer", "waitress", "bartender", "janitor"]

US_CREDS = ["MD", "DO", "MD, FACC", "MD, FACS", "MD, PhD", "RN", "RN, BSN", "NP", "FNP-C", "PA-C", "PharmD",
            "RD, LD", "PT, DPT", "CRNA", "LCSW", "CNM", "DDS", "DMD", "RDH", "MA", "LPN", "OTR/L", "PsyD"]
UK_CREDS = ["MBChB, MRCP", "MBBS, FRCS", "MBBS, FRCA", "MRCGP", "BM BCh, MRCPsych", "FRCR", "FRCPath", "RGN",
            "RMN", "BSc (Hons), MCSP", "RD", "MPharm", "DipSW", "RM", "BDS", "MBChB, FRCOG", "MB BCh BAO"]

_FEMALE = """
Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Lisa Nancy Betty Margaret Sandra
Ashley Kimberly Emily Donna Michelle Carol Amanda Dorothy Melissa Deborah Stephanie Rebecca Sharon Laura
Cynthia Kathleen Amy Angela Shirley Anna Brenda Pamela Emma Nicole Helen Samantha Katherine Christine Debra
Rachel Carolyn Janet Catherine Maria Heather Diane Ruth Julie Olivia Joyce Virginia Victoria Kelly Lauren
Christina Joan Evelyn Judith Megan Andrea Cheryl Hannah Jacqueline Martha Gloria Teresa Ann Sara Madison
Frances Kathryn Janice Jean Abigail Alice Judy Sophia Denise Marilyn Danielle Beverly Isabella Theresa Diana
Natalie Brittany Charlotte Marie Kayla Alexis Lori Siobhan Aoife Niamh Sinead Orla Roisin Bronwen Cerys Ffion
Seren Morag Isla Eilidh Kirsty Lorna Fiona Gemma Kerry Lianne Stacey Jade Chelsea Shannon Imogen Harriet
Phoebe Poppy Tilly Millie Freya Ellie Priya Anjali Deepa Sunita Kavita Neha Pooja Ananya Lakshmi Meera Ayesha
Fatima Zainab Nadia Saima Harpreet Gurpreet Manjit Jaswinder Kiran Shreya Divya Hui Xiao Yan Mei Yuki Haruka
Sakura Aiko Minji Jiwoo Eun Linh Huong Anh Ngozi Chiamaka Folake Yetunde Ama Abena Akua Tendai Tafadzwa Lerato
Nomvula Zanele Amara Ifeoma Wanjiru Njeri Achieng Amina Halima Hodan Fadumo Tigist Selam Guadalupe Lucia Sofia
Valentina Camila Ximena Paola Mariana Carmen Dolores Pilar Ines Esperanza Consuelo Marisol Yesenia Araceli
Rocio Layla Noor Yasmin Rania Dina Leila Hala Mariam Shirin Parisa Elif Zeynep Ayse Tamar Noa Shira Katrin Anke
Heike Ingrid Astrid Sigrid Freja Aino Agnieszka Magdalena Katarzyna Jana Petra Ivana Jelena Eleni Giulia
Francesca Chiara Amelie Camille Juliette Beatriz Ioana Olga Svetlana Natalia Oksana Hope Faith Grace Joy June
April May Summer Autumn Dawn Rose Lily Daisy Ivy Holly Hazel Violet Pearl Ruby Amber Crystal Destiny Patience
Mercy Precious Heaven Unique
"""
FEMALE = set(_FEMALE.split())
NEUTRAL = set("Sky River Chance Honor Sunny Jordan Jamie Kerry Ren Sora Jun Jae Hyun Wei Ming Hao Jie Bao Kiran Justice Royal".split())
GIVEN_F = sorted(n for n in GIVEN if n in FEMALE or n in NEUTRAL)
GIVEN_M = sorted(n for n in GIVEN if n not in FEMALE)
