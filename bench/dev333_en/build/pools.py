"""Invented pools of names, places and organisations for dev333_en.

Every list here was written by hand for this set. Towns, streets, hospitals,
practices, schools and employers are invented compositions; states,
provinces, counties and countries are real regions.
"""

FEMALE = """Amelia Ava Isla Freya Aoife Saoirse Niamh Siobhan Ciara Orla Priya Ananya
Aisha Fatima Zainab Amara Chiamaka Ngozi Adaeze Yetunde Mei Xiu Lan Yuki Hana Sakura
Jiwoo Minseo Sofia Lucia Valentina Camila Ximena Mariana Leilani Aroha Mere Kiri
Anahera Hine Zofia Katarzyna Agnieszka Olena Daria Ingrid Astrid Sigrid Elif Zeynep
Leila Yasmin Noor Mariam Esther Rivka Tamar Chloe Olivia Harper Madison Brooklyn Kayla
Jasmine Imani Nia Keisha Thandiwe Lerato Naledi Ayesha Sana Harpreet Simran Gurleen
Divya Kavya Meera Lakshmi Linh Ngoc Anh Rosa Carmen Ines Beatriz Matilda Poppy Evie
Tilly Maisie Roisin Grainne Eabha Clodagh Sinead Ruby Isabella Charlotte Emily Grace
Zara Ayla Nadia Irina Svetlana Anastasia Magdalena Alicja Hannah Leah Talia Mia Ella
Sienna Willow Aurora Naomi Efua Abena Akosua Wanjiru Achieng Amina Halima Hodan Farah
Shirin Parisa Nasrin Qing Wenjing Yan Bethany Georgia Phoebe Imogen Ffion Seren Cerys
Morag Eilidh Kirsty Shona Tayla Jorja Skye Indie Matilda Kaia Ngaio Losana Mele Seini
Ofa Adwoa Nomvula Zanele Palesa Anjali Shreya Pooja Deepika Nandini Revathi Oksana
Beatrix Henrietta Odette Celeste Margaux Amelie Juliette Fleur Elodie Noemie Gabrielle""".split()

MALE = """Oliver Jack Noah Liam Oisin Cian Darragh Fionn Ruairi Padraig Tadhg Arjun Rohan
Vikram Aarav Kabir Ishaan Mohammed Omar Yusuf Ibrahim Hamza Bilal Chinedu Emeka Obinna
Tunde Kwame Kofi Kwabena Sipho Thabo Lwazi Bongani Wei Jian Hao Ming Hiroshi Kenji
Haruto Ren Minjun Seojun Mateo Santiago Diego Javier Alejandro Tane Wiremu Rawiri Nikau
Mikaere Piotr Tomasz Jakub Kacper Mykola Dmytro Lars Erik Nils Emre Mehmet Kerem Ali
Reza Dariush Levi Eli Noam Ethan Mason Logan Caleb Jaxon Tyrone Malik DeShawn Jamal
Andre Callum Hamish Angus Fraser Rhys Dylan Owen Gethin Harry Alfie Archie Theo Finley
Jayden Aiden Lucas Leo Luca Marco Giovanni Nikos Dimitri Stavros Minh Duc Quang Tuan
Hemi Sione Tevita Viliami Mosese Manu Ronan Eoin Conor Shane Declan Kieran Brendan
Ewan Lachlan Harvey Reuben Ezra Jonah Tobias Felix Rafael Tiago Joao Vusi Themba
Lindani Kagiso Aditya Siddharth Karthik Pranav Harish Venkat Sandeep Farhan Imran Tariq
Yasin Idris Jean Etienne Mathis Olivier Benoit Maxime Rowan Jasper Silas Ambrose""".split()

SURNAMES = """Okafor Adeyemi Mensah Boateng Nwosu Eze Osei Dlamini Nkosi Mokoena Naidoo Pillay
Patel Sharma Gupta Reddy Iyer Nair Menon Khan Hussain Ahmed Siddiqui Chaudhry Malik
Rahman Begum Chowdhury Singh Kaur Sandhu Gill Dhillon Chen Wang Zhang Liu Huang Zhao Wu
Lim Tan Ng Ong Goh Teo Nguyen Tran Pham Vo Kim Park Choi Jung Sato Suzuki Takahashi
Tanaka Watanabe Yamamoto O'Brien O'Sullivan Murphy Kelly Byrne Ryan Walsh O'Connor
McCarthy Doyle Fitzgerald Brennan Quinlan MacDonald Campbell Stewart Robertson Davies
Evans Jones Williams Thomas Hughes Price Pritchard Smith Taylor Wilson Thompson Walker
Wright Harris Clarke Robinson Hall Green Baker Turner Hill Cooper Ward Morris Fletcher
Goldberg Cohen Levy Friedman Rosen Kowalski Nowak Wisniewski Wojcik Kaminski Lewandowski
Zielinski Kovalenko Shevchenko Bondarenko Ivanova Petrov Sokolov Horvath Novak Garcia
Martinez Rodriguez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres Flores Rossi
Russo Ferrari Esposito Bianchi Romano Costa Silva Santos Oliveira Pereira Ferreira
Andersen Johansson Lindqvist Nilsson Larsen Hansen Yilmaz Kaya Demir Celik Sahin Ozturk
Haddad Khoury Nassar Saleh Mansour Tawfik Abdi Warsame Mohamud Jama Tupou Fifita Taufa
Faleolo Tuilagi Ngata Parata Horomona Jackson Freeman Coleman Dubois Tremblay Gagnon
Bouchard Gauthier Morin Lavoie Fortin Pelletier Bergeron MacLeod MacKenzie McKay
Sutherland Morrison Ferguson Ogunleye Balogun Achebe Mutasa Chikwanha Banda Phiri Mwangi
Otieno Kariuki Wanjala Haile Tesfaye Bekele Alemu Karimi Rahimi Tehrani Farahani
Mukherjee Banerjee Chatterjee Bose Das Kulkarni Deshpande Joshi Rao Krishnan Subramanian
Venkatesan Fernando Perera Silva Jayasuriya Wickramasinghe Delaney Gallagher Keane
Moriarty Hennessy Lynch Foley Cullinane Dunne Whelan Phelan Nolan Kinsella Toomey
Aldridge Bamford Catterall Dunstan Etheridge Fairclough Gorman Hargreaves Ibbotson
Kershaw Lockwood Mottram Newbould Ormerod Pickles Rushworth Sowerby Thwaite Varley
Whitworth Yardley Beaumont Castellano Delgado Espinoza Fuentes Guerrero Ibarra Juarez
Lozano Medina Navarro Ochoa Quintero Salazar Valdez Zamora Abernathy Blackwood Crowther
Dempsey Ellery Fenwick Greaves Halloran Ingham Jarvis Kavanagh Lister Marchetti""".split()

# Unique, sorted
FEMALE = sorted(set(FEMALE))
MALE = sorted(set(MALE))
SURNAMES = sorted(set(SURNAMES))

TOWNS = {
    "US": """Millbrook Falls|East Tarrant|Wexley|Pinecrest Landing|Sutter's Ferry|Ashgrove|
Quarry Hill|Larkton|Bellmont Heights|Rowanville|Orchard Glen|Stonebridge Crossing|
Fairhaven Point|New Corliss|Harmon City|Dunmore Creek|Greyhawk|Willow Bend|Lockridge|
Copper Flats|Merriton|Halsey Junction|Prairie Vale|Cobb's Landing|North Elsworth""",
    "UK": """Kelsworth|Marlowe Heath|Upper Fenby|Hollingmere|Stanbridge Wells|Ravensholt|
Coldharbour Green|Eastmoor|Wyndham Cross|Brackenfield|Saltmarsh|Northwick Parva|
Elmstead Vale|Penrhos Bay|Glenarroch|Kilbraith|Dunmoray|Thornwick|Bramley Cross|
Ashcombe Regis|Lydford Magna|Hexworth|Cadbury Moor|Pellingham|Swaleby""",
    "IE": """Ballykerrin|Kilmorran|Carrigdrum|Drumcashel|Rathbeg|Glenmore Bridge|Ennisvale|
Castlecorr|Lisnamore|Clonbrack|Tullyvane|Ardnagh|Knockaderry Cross|Ballinagore|
Dromkeen West|Kilcarrig|Rosscarbery North|Templeowen""",
    "CA": """Port Alder|Birchmount|Maplegrove|Saint-Remi-du-Lac|Cedarhurst|Riverbend|
Northgate|Fort Wexley|Kingsmere|Pembroke Falls|Tamarack|Spruce Lake|Lac-Verneuil|
Haldane Bay|Whitefish Narrows|Ostrander""",
    "AU": """Wattle Creek|Banksia Heights|Murrindale|Coolabah Springs|Port Tarrow|
Kingfisher Bay|Redgum Flat|Bellbird Ridge|Yarrabend|Silverwater Point|Mallee Junction|
Jacaranda Hills|Boronia Park West|Tallowood|Karrinup|Lilyvale Downs""",
    "NZ": """Kowhai Bay|Totara Springs|Ruakiri|Matai Heights|Harbourview|Te Awaroa|
Pukerangi|Riverlea Flat|Kahikatea|Ngaruawai|Pohutu Point|Westmere Hills|Raupo Valley""",
    "ZA": """Umzila|Kloofsig|Protea Ridge|Blouberg Vale|Doringdal|Fynbos Heights|
Marulaville|Suikerbos|Ntshongweni Hill|Aloe Park|Kameeldoring""",
    "IN": """Sundervali|Koravalli|Chandrapet|Madhavpur Kalan|Tirunelam|Ambikapuram|
Ravipettai|Shivanagar East|Kesarganj|Malligudi|Devanahalli Kere|Padmavaram""",
}
TOWNS = {k: [x.strip() for x in v.replace("\n", "").split("|")] for k, v in sorted(TOWNS.items())}

STATES = {
    "US": [("Ohio", "OH"), ("Texas", "TX"), ("Oregon", "OR"), ("Georgia", "GA"),
           ("Michigan", "MI"), ("Arizona", "AZ"), ("Vermont", "VT"), ("Iowa", "IA"),
           ("Colorado", "CO"), ("Tennessee", "TN"), ("Maryland", "MD"), ("Nebraska", "NE"),
           ("Wisconsin", "WI"), ("Kentucky", "KY"), ("Minnesota", "MN"), ("Virginia", "VA")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Quebec", "QC"),
           ("Nova Scotia", "NS"), ("Manitoba", "MB"), ("Saskatchewan", "SK"),
           ("New Brunswick", "NB")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT")],
    "NZ": [("Canterbury", "Canterbury"), ("Waikato", "Waikato"), ("Otago", "Otago"),
           ("Bay of Plenty", "Bay of Plenty"), ("Northland", "Northland"),
           ("Southland", "Southland"), ("Hawke's Bay", "Hawke's Bay"), ("Taranaki", "Taranaki")],
    "ZA": [("Gauteng", "GP"), ("Western Cape", "WC"), ("KwaZulu-Natal", "KZN"),
           ("Eastern Cape", "EC"), ("Free State", "FS"), ("Limpopo", "LP")],
    "IN": [("Karnataka", "KA"), ("Tamil Nadu", "TN"), ("Kerala", "KL"), ("Maharashtra", "MH"),
           ("Telangana", "TS"), ("Andhra Pradesh", "AP")],
}

COUNTIES = {
    "UK": ["Devon", "Norfolk", "Cheshire", "Kent", "Fife", "Powys", "Cumbria", "Somerset",
           "Lincolnshire", "Shropshire", "Dorset", "Antrim"],
    "IE": ["Cork", "Kerry", "Galway", "Mayo", "Donegal", "Wexford", "Kildare", "Meath",
           "Limerick", "Tipperary", "Sligo", "Clare", "Dublin", "Louth", "Offaly"],
}

COUNTRY_NAMES = {"US": ["USA", "United States"], "UK": ["United Kingdom", "UK"],
                 "IE": ["Ireland"], "CA": ["Canada"], "AU": ["Australia"],
                 "NZ": ["New Zealand"], "ZA": ["South Africa"], "IN": ["India"]}

# Countries mentioned in narrative (origin, travel, relatives abroad)
ABROAD = ["Poland", "Nigeria", "Pakistan", "the Philippines", "Portugal", "Romania",
          "Somalia", "Vietnam", "Brazil", "Kenya", "Ghana", "Lithuania", "Sri Lanka",
          "Bangladesh", "Iran", "Turkey", "Spain", "Greece", "Tonga", "Samoa", "Fiji",
          "Zimbabwe", "Egypt", "Lebanon", "China", "Japan", "South Korea", "Mexico",
          "Colombia", "Ukraine", "Syria", "Ethiopia", "Jamaica", "Italy", "France"]

STREET_STEMS = """Larkspur Foxglove Hawthorn Millrace Kestrel Tollgate Weavers Bramble Orchard
Beacon Sorrel Linden Alder Juniper Heron Wren Cobbler Tanner Chapel Quarry Harbour
Meadowsweet Rosebay Thistle Rowan Yarrow Cedar Maple Birch Sycamore Aspen Poplar Walnut
Chestnut Magnolia Saffron Amberley Ashdown Bellfield Carrow Dunstall Elmhurst Fernleigh
Glebe Hollybank Ivydene Kingsley Lowther Marlborough Netherby Oakridge Pennant Redcliffe
Stonecroft Thornbury Upland Verity Westbourne Wicklow Yewtree Banksia Wattle Kowhai
Totara Protea Marula Jacaranda Tamarind Neem Ashoka Gulmohar""".split()

STREET_SUFFIX = {
    "US": ["Street", "Avenue", "Ave", "Road", "Drive", "Dr", "Lane", "Court", "Blvd",
           "Place", "Way", "Terrace"],
    "UK": ["Close", "Road", "Lane", "Street", "Avenue", "Crescent", "Gardens", "Way", "Drive",
           "Grove", "Mews", "Rise"],
    "IE": ["Park", "Road", "Avenue", "Lawns", "Court", "Grove", "Heights", "View", "Drive"],
    "CA": ["Street", "Avenue", "Crescent", "Drive", "Road", "Boulevard", "Court", "Way"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Parade", "Crescent", "Close", "Court"],
    "NZ": ["Road", "Street", "Avenue", "Crescent", "Place", "Terrace", "Drive", "Lane"],
    "ZA": ["Street", "Road", "Avenue", "Crescent", "Close", "Drive"],
    "IN": ["Road", "Main Road", "Cross", "Street", "Layout", "Nagar Road"],
}

HOSP_KINDS = {
    "US": ["Children's Hospital", "Medical Center", "Eye Institute", "Regional Medical Center",
           "Children's Eye Center", "University Hospital"],
    "UK": ["General Hospital", "Royal Infirmary", "Eye Hospital", "Children's Hospital",
           "University Hospital", "Community Hospital"],
    "IE": ["University Hospital", "General Hospital", "Regional Hospital",
           "Children's Hospital", "Eye and Ear Hospital"],
    "CA": ["General Hospital", "Children's Hospital", "Health Sciences Centre",
           "Regional Health Centre", "Eye Institute"],
    "AU": ["Base Hospital", "Children's Hospital", "Eye and Ear Hospital", "Health Service",
           "Hospital"],
    "NZ": ["Hospital", "Base Hospital", "Children's Hospital", "Eye Clinic"],
    "ZA": ["Provincial Hospital", "Children's Hospital", "Eye Hospital", "Regional Hospital"],
    "IN": ["Eye Hospital", "Children's Hospital", "Netralaya", "Medical College Hospital",
           "Eye Care Centre"],
}

SAINTS = ["St Brigid's", "St Columba's", "St Aidan's", "St Finbarr's", "St Cuthbert's",
          "St Winifred's", "St Hilda's", "St Ninian's", "St Kevin's", "St Oswald's",
          "St Swithun's", "St Petroc's", "St Ita's", "St Kieran's", "Holy Cross"]

PRACTICE_STEMS = ["Foxglove", "Hawthorn Lane", "Kestrel", "Millrace", "Larkspur",
                  "Beacon Hill", "Orchard House", "Tollgate", "Weavers", "Old Forge",
                  "Bramblewood", "Quayside", "Riverlea", "Harbour View", "Elm Tree",
                  "Cornmill", "Greenbank", "Station Road", "The Ridings", "Saltings",
                  "Meadowcroft", "Northgate", "Heatherbank", "Lantern Hill", "Bridgefoot"]
PRACTICE_KINDS = {
    "US": ["Pediatrics", "Family Medicine", "Pediatric Associates", "Family Practice"],
    "UK": ["Surgery", "Medical Centre", "Health Centre", "Medical Practice"],
    "IE": ["Medical Centre", "Family Practice", "Surgery", "Health Centre"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Practice", "Pediatrics"],
    "AU": ["Medical Centre", "Family Practice", "General Practice", "Health Hub"],
    "NZ": ["Medical Centre", "Health Centre", "Family Doctors", "Medical"],
    "ZA": ["Medical Centre", "Family Practice", "Medi-Clinic Rooms"],
    "IN": ["Clinic", "Family Clinic", "Child Care Clinic", "Polyclinic"],
}

OPTICIAN_KINDS = ["Opticians", "Eyecare", "Optometrists", "Vision Centre", "Eye Studio"]

SCHOOL_KINDS = {
    "US": ["Elementary School", "Elementary", "Primary Academy", "Montessori School",
           "Early Learning Center", "Middle School"],
    "UK": ["Primary School", "Infant School", "C of E Primary School", "Junior School",
           "Academy", "Nursery"],
    "IE": ["National School", "Educate Together NS", "Community School", "Gaelscoil"],
    "CA": ["Public School", "Elementary School", "Catholic School", "Junior Academy"],
    "AU": ["Primary School", "Public School", "State School", "Kindergarten"],
    "NZ": ["School", "Primary School", "Kindergarten", "Kura"],
    "ZA": ["Primary School", "Laerskool", "Preparatory School"],
    "IN": ["Public School", "Vidyalaya", "English Medium School", "Convent School"],
}

SECONDARY_KINDS = {
    "US": ["Middle School", "High School", "Junior High School"],
    "UK": ["High School", "Academy", "Grammar School", "Community College"],
    "IE": ["Community College", "Secondary School", "Community School", "College"],
    "CA": ["Secondary School", "Collegiate Institute", "High School"],
    "AU": ["High School", "Secondary College", "State High School"],
    "NZ": ["College", "High School", "Intermediate"],
    "ZA": ["High School", "Hoerskool", "Secondary School"],
    "IN": ["Higher Secondary School", "Senior Secondary School", "Public School"],
}

WARDS = ["Puffin", "Kingfisher", "Otter", "Robin", "Wren", "Dolphin", "Starfish",
         "Bluebell", "Sunflower", "Rainbow", "Ladybird", "Orca", "Seahorse", "Nightingale",
         "Butterfly", "Squirrel", "Penguin", "Koala", "Kiwi", "Turtle"]
WARD_KINDS = ["Ward", "Neonatal Unit", "NICU", "Special Care Baby Unit", "Day Unit",
              "Children's Ward"]

BUILDINGS = ["Hartwell Wing", "Ashby Building", "Morven Block", "Calloway Pavilion",
             "Ellison Centre", "Thackeray Wing", "Kinross House", "Pemberton Block",
             "Lanyon Building", "Rowe Pavilion"]

EMPLOYER_A = ["Harrow", "Bluewater", "Kestrel", "Northstar", "Copperline", "Greenfield",
              "Redfern", "Silverbirch", "Ironbridge", "Tidewater", "Summit", "Lakeshore",
              "Fairweather", "Blackthorn", "Meridian", "Hollis", "Granger", "Okonjo",
              "Vasquez", "Lindberg"]
EMPLOYER_B = ["Logistics", "Dairy Co-op", "Freight", "Construction", "Bakery", "Motors",
              "Foods Ltd", "Engineering", "Textiles", "Print Works", "Haulage",
              "Software", "Bank", "Builders", "Poultry", "Mining Co", "Farms",
              "Retail Group", "Call Centre", "Brewing Co"]

CHARITY = ["Lantern Vision Trust", "Clearview Sight Support", "Beacon Low Vision Society",
           "Brightpath Visual Impairment Association", "Kestrel Sight Loss Network",
           "Northlight Blind Welfare", "Harbour Sight Circle", "Seeing Ahead Foundation"]

PROFESSIONS = ["hairdresser", "bus driver", "nurse", "software developer", "chef",
               "electrician", "primary school teacher", "accountant", "plumber",
               "pharmacist", "farmer", "warehouse operative", "care assistant",
               "police officer", "taxi driver", "dental hygienist", "carpenter", "lawyer",
               "shop assistant", "architect", "mechanic", "cleaner", "journalist",
               "civil engineer", "postal worker", "florist", "paramedic", "baker",
               "security guard", "graphic designer", "lorry driver", "fisherman",
               "librarian", "bricklayer", "social worker", "estate agent",
               "delivery driver", "welder", "midwife", "veterinary nurse", "forklift driver",
               "receptionist", "labourer", "tailor", "IT technician", "barista",
               "physiotherapist", "sheep farmer", "civil servant", "painter and decorator"]
PROF_US = {"lorry driver": "truck driver", "shop assistant": "retail associate",
           "estate agent": "realtor", "postal worker": "mail carrier",
           "primary school teacher": "elementary school teacher"}
