"""Invented name, place and organisation pools for dev21_en (all fictional)."""

FEMALE = """
Maria Priya Aisha Chloe Siobhan Niamh Aoife Ngozi Chiamaka Adaeze Yetunde Funmilayo Ama Akosua Efua
Fatima Layla Noor Yasmin Mariam Huda Leila Salma Mei Xiu Yuki Haruka Sakura Ji-woo Min-seo Seo-yeon
Linh Thuy Anh Kavya Ananya Deepika Lakshmi Meera Sunita Harpreet Simran Gurleen Ayesha Zainab Rukhsana
Olga Svetlana Katarzyna Agnieszka Marta Ivana Jelena Milena Oksana Daria Elena Lucia Carmen Guadalupe
Rosa Ximena Valentina Camila Sofia Isabela Luz Marisol Alejandra Leilani Malia Losa Mele Ana Sina Tui
Aroha Kiri Moana Emily Sarah Jessica Rebecca Hannah Olivia Grace Hope Rose May Ruth Margaret Dorothy
Joan Brenda Linda Patricia Susan Karen Donna Sharon Tracy Kelly Megan Ashley Brittany Kayla Madison
Abigail Ella Ava Isla Freya Poppy Imogen Harriet Beth Gemma Kirsty Lorna Morag Eilidh Sinead Ciara
Grainne Orla Roisin Maeve Bridget Nora Hiroko Keiko Nasrin Parisa Shirin Tamar Miriam Esther Leah Dina
Rania Amal Hoda Farah Thandiwe Zanele Nomvula Wanjiru Achieng Amina Halima Bukola Ife Tatiana Natalia
Irina Beatriz Ines Joana Anneliese Greta Ingrid Astrid Sunny Jade Ngaire Tanvi Pooja Nisha Rekha Shreya
Divya Bhavna Revathi Padma Latoya Keisha Shanice Tamika Aaliyah Elizabeth Catherine Jennifer Deborah
""".split()

MALE = """
Tom Joe Will Mark Frank Bill Jack James John Michael David Robert William Daniel Matthew Andrew
Christopher Joshua Tyler Brandon Kevin Brian Gary Dennis Wayne Keith Craig Gareth Rhys Dylan Owen Callum
Ewan Angus Hamish Fergus Ciaran Cormac Padraig Eoin Seamus Declan Oisin Darragh Niall Connor Chinedu
Emeka Obinna Tunde Babajide Olumide Kwame Kofi Yaw Kwabena Abdoulaye Mamadou Ousmane Ibrahim Musa Tariq
Omar Ahmed Youssef Khalid Hassan Karim Bilal Samir Rashid Arjun Rahul Vikram Sanjay Rajesh Suresh Anil
Ravi Harjit Gurpreet Manpreet Amrit Imran Faisal Asif Zubair Wei Jun Hao Chen Kenji Hiroshi Takeshi
Daichi Min-jun Ji-ho Seung-woo Minh Tuan Quang Bao Dmitri Sergei Alexei Piotr Tomasz Krzysztof Pavel
Marek Bogdan Nikola Dragan Andrei Mihai Jose Luis Carlos Miguel Juan Alejandro Diego Javier Mateo
Santiago Rafael Joaquin Sione Tevita Viliami Sefa Tane Wiremu Nikau Keanu Kai Manu Liam Noah Ethan Lucas
Oliver Harry George Alfie Archie Stanley Arthur Reginald Cyril Clive Nigel Trevor Malcolm Duncan Lachlan
Bruce Darryl Shane Jarrah Reuben Levi Eli Ezra Nikhil Pranav Aditya Rohan Karthik Venkat Srinivas
DeShawn Jamal Tyrone Marcus Andre Patrick Terence Edward Richard Anthony Peter Paul Stephen Vincent
""".split()

NICKNAMES = {
    "William": ["Bill", "Will", "Billy"], "Robert": ["Bob", "Rob", "Bobby"], "Margaret": ["Peggy", "Maggie", "Meg"],
    "James": ["Jim", "Jimmy"], "Elizabeth": ["Liz", "Beth", "Lizzie"], "Patricia": ["Pat", "Trish"],
    "Michael": ["Mike", "Mick"], "Christopher": ["Chris"], "Daniel": ["Dan", "Danny"], "Matthew": ["Matt"],
    "Andrew": ["Andy", "Drew"], "Joshua": ["Josh"], "Catherine": ["Cathy", "Kate"], "Jennifer": ["Jen", "Jenny"],
    "Deborah": ["Debbie", "Deb"], "Edward": ["Ted", "Eddie"], "Richard": ["Rick", "Dick"], "Anthony": ["Tony"],
    "Patrick": ["Paddy", "Pat"], "Terence": ["Terry"], "Stephen": ["Steve"], "Vincent": ["Vinny"],
    "Dorothy": ["Dot", "Dottie"], "Rebecca": ["Becky"], "Alexei": ["Lyosha"], "Abigail": ["Abby"],
    "Susan": ["Sue", "Suzie"], "Olumide": ["Mide"], "Babajide": ["Jide"], "Oluwaseun": ["Seun"],
    "Santiago": ["Santi"], "Alejandro": ["Alex"], "Kwabena": ["Kobby"], "Chiamaka": ["Amaka"],
    "Funmilayo": ["Funmi"], "Svetlana": ["Sveta"], "Katarzyna": ["Kasia"], "Krzysztof": ["Krzys"],
    "Reginald": ["Reg"], "Harriet": ["Hattie"], "Isabela": ["Bela"], "Guadalupe": ["Lupe"],
}

SURNAMES = """
Kowalski Nowak Wisniewski Okafor Adeyemi Okonkwo Eze Nwosu Mensah Owusu Asante Boateng Diallo Traore Ndiaye
Kamara Patel Shah Mehta Sharma Gupta Iyer Reddy Nair Menon Pillai Rao Chatterjee Banerjee Mukherjee Das
Singh Sandhu Gill Dhillon Grewal Khan Hussain Qureshi Malik Chaudhry Siddiqui Rahman Haddad Khoury Nasser
Mansour Farouk Saleh Abboud Tanaka Suzuki Watanabe Yamamoto Nakamura Sato Kim Park Lee Choi Jung Nguyen
Tran Pham Hoang Vu Wang Zhang Liu Huang Zhao Zhou Lin Ivanov Petrov Smirnov Kuznetsova Popescu Horvat
Novak Kovac Jovanovic Petrovic Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez
Torres Flores Rivera Gomez Diaz Morales Ortiz Castillo Vargas Mendoza Ruiz Alvarez Fernandes Silva Santos
Oliveira Pereira Costa Tuilagi Fonoti Taufa Havili Fifita Tupou Ngata Parata Walker Smith Johnson Williams
Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Jackson Martin Thompson White Harris Clark
Lewis Robinson Young Allen King Wright Scott Green Baker Adams Nelson Hill Campbell Mitchell Roberts Carter
Phillips Evans Turner Parker Collins Edwards Stewart Morris Murphy Cook Rogers Morgan Cooper Peterson Bailey
Reed Kelly Howard Cox Ward Richardson Watson Brooks Wood Bennett Gray Hughes Price Sanders Myers Long Ross
Foster Powell Jenkins Perry Russell Sullivan Bell Coleman Butler Henderson Barnes Fisher Graham Hayes
Wallace Woods Cole West Jordan Reynolds Hamilton Ellis Marshall O'Brien O'Sullivan O'Connor O'Neill
McCarthy Byrne Ryan Doyle Walsh Kennedy Lynch Murray Quinn Moran Nolan Brennan Daly Fitzgerald Gallagher
Keane Duffy Flanagan Kavanagh Maguire Hegarty Donnelly McLaughlin MacDonald MacLeod Fraser Cameron Sinclair
Munro Ferguson Paterson Drummond Llewellyn Pritchard Vaughan Griffiths Rees Thorne Ashworth Pemberton
Whitfield Haworth Blackwood Fairbairn Holloway Parkinson Foley Graves Addison Schmidt Muller Fischer Weber
Becker Hoffmann Schulz Jansen Bakker Visser Lindqvist Johansson Andersen Nielsen Hansen Larsen Virtanen
Korhonen Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Greco Papadopoulos Georgiou Dimitriou
Yilmaz Demir Kaya Sahin Cohen Levi Friedman Katz Goldberg Mizrahi Dlamini Nkosi Mokoena Khumalo Mwangi
Otieno Kamau Wanjiku Abebe Tesfaye Haile Girma Ali Yusuf Abdi Warsame Chopra Kapoor Bhatt Joshi Desai
Kulkarni Deshpande Bose Ghosh Sen Chowdhury Krishnan Subramanian Venkatesan Raman Natarajan Fernando
Perera Jayasuriya Wickramasinghe Tan Lim Ng Goh Teo Ong Chua Wong Cheung Leung Lau Chan Ho Yip Reyes
Cruz Bautista Villanueva Aquino Tamaki Whaanga Hohaia Te_Rangi de_Vries van_der_Berg Dela_Cruz
Okoro Achebe Balogun Adebayo Oyelaran Agyeman Appiah Sesay Conteh Bangura
""".split()
SURNAMES = [s.replace("_", " ") for s in SURNAMES]

TOWNS = {
    "US": ["Ashbridge", "Millbrook Falls", "Cedar Hollow", "Pine Bluff Springs", "Harlan Ridge", "Easton Mills",
           "Red Oak Junction", "Silverlake", "Bramwell", "Fairhaven Heights", "Lockport Bend", "Marigold",
           "Westover", "Copper Creek", "Greenfield Station", "Oakhurst", "Brookdale", "Stillwater Flats",
           "Kingsbury", "Mason Valley", "Elkhorn", "Prairie View", "Glenrock", "Hollister Point"],
    "UK": ["Kettleby", "Harlow Cross", "Thornbury Wick", "Little Ashby", "Marsden Vale", "Stokeley",
           "Nether Compton", "Hadley Green", "Wickford Moor", "Bramcote", "Eastleigh Down", "Fenwick",
           "Calder Bridge", "Oldmoor", "Redhill Abbey", "Saltmarsh"],
    "CA": ["Fernvale", "Maple Crossing", "Port Kessler", "Birchmount", "Lac-Sainte-Odile", "Riverton Falls",
           "New Harcourt", "Pine Lake", "Grand Coulee Bay", "Kinmount Ridge", "Elmvale Shores", "Trout River"],
    "AU": ["Wattle Creek", "Dunmore Bay", "Koorong Heights", "Bellbird Flat", "Yarrabee", "Mount Corrie",
           "Banksia Point", "Gumtree Gully", "Coolabah Springs", "Port Ellery", "Kurrawong", "Tallowood"],
    "IE": ["Carrowmore", "Ballinacurra", "Kilbrack", "Rathmoyle", "Drumcashel", "Ardnagreena", "Clonbrook",
           "Inchicore Bridge", "Knocknaree", "Ballyduff Upper", "Templederry", "Castlegar"],
    "IN": ["Sundarpur", "Kothapalli", "Rampur Nagar", "Vasantgarh", "Chandrapura", "Nellimarla", "Kalyan Nagar",
           "Devanahalli East", "Shivajipuram", "Madhavaram", "Ganeshpur", "Tirukkottai"],
}

STATES = {
    "US": [("Ohio", "OH"), ("Texas", "TX"), ("Oregon", "OR"), ("Georgia", "GA"), ("Michigan", "MI"),
           ("Arizona", "AZ"), ("Vermont", "VT"), ("Kansas", "KS"), ("Nebraska", "NE"), ("Maine", "ME"),
           ("Colorado", "CO"), ("Kentucky", "KY"), ("Iowa", "IA"), ("Wisconsin", "WI"), ("New Mexico", "NM"),
           ("North Carolina", "NC"), ("Tennessee", "TN"), ("Minnesota", "MN")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Manitoba", "MB"),
           ("Nova Scotia", "NS"), ("Saskatchewan", "SK"), ("New Brunswick", "NB")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"), ("Tasmania", "TAS"),
           ("South Australia", "SA"), ("Western Australia", "WA")],
    "IN": [("Karnataka", "KA"), ("Maharashtra", "MH"), ("Tamil Nadu", "TN"), ("Kerala", "KL"),
           ("Telangana", "TS"), ("Gujarat", "GJ"), ("West Bengal", "WB")],
    "UK": [("Westshire", None), ("North Fenland", None), ("Calderdale Vale", None), ("East Marlow", None)],
    "IE": [("Co. Cork", None), ("Co. Galway", None), ("Co. Kerry", None), ("Co. Mayo", None), ("Co. Clare", None),
           ("Co. Wexford", None), ("Co. Donegal", None)],
}

STREET_NAMES = {
    "US": ["Elm Street", "Maple Ave", "Cedar Ridge Rd", "Oak Hollow Drive", "Birch Lane", "Willow Court",
           "Sycamore Blvd", "Juniper Way", "Lakeview Terrace", "Quarry Road", "Hickory Lane", "Aspen Circle",
           "Bluebonnet Dr", "Cottonwood St", "Old Mill Road", "Prospect Ave", "Harmon Street", "Pecan Grove Ln"],
    "UK": ["Mill Lane", "Church Road", "Station Road", "Rectory Close", "Hawthorn Way", "Kingsway", "Orchard Rise",
           "Barley Croft", "Meadow View", "Tannery Row", "Fox Lane", "Chapel Street", "Priory Gardens"],
    "CA": ["Rue Laurier", "Spruce Crescent", "Lakeshore Road", "Queen Street East", "Tamarack Drive",
           "Boundary Road", "Chinook Trail", "Maplewood Ave", "Birchview Court"],
    "AU": ["Wattle Street", "Jacaranda Ave", "Banksia Road", "Kookaburra Close", "Bottlebrush Drive",
           "Ironbark Court", "Surf Parade", "Coolabah Way", "Melaleuca Street"],
    "IE": ["Main Street", "Church View", "Abbey Road", "The Crescent", "Fairgreen Terrace", "Bridge Street",
           "Castle Park", "Marian Villas", "Friary Lane"],
    "IN": ["4th Cross, Indiranagar", "MG Road", "Nehru Street", "Gandhi Nagar Main Road", "12th Main, HSR Layout",
           "Temple Street", "Station Road", "Lakshmi Colony 2nd Lane", "Tilak Marg"],
}

HOSP_ROOTS = ["Lakeside", "Northgate", "Brightwater", "Riverbend", "Harrowfield", "Silver Pines", "Mercy Ridge",
              "Kingsmere", "Oakfield", "Greystone", "Eastbrook", "Ferncliff", "Highmoor", "Wellspring",
              "Sandhill", "Cobalt Bay", "Larchmont", "Thistledown", "Avonlea", "Redwater", "Blue Gum",
              "Sunbury Vale", "Ashgrove", "Carrick", "Moorside", "Shannonside", "Kaveri", "Sahyadri"]
SAINTS = ["Brigid", "Columba", "Aidan", "Luke", "Jude", "Winifred", "Oswald", "Hilda", "Finbarr", "Kevin",
          "Agnes", "Cuthbert", "Dymphna", "Raphael"]

HOSP_PATTERNS = {
    "US": ["{r} General Hospital", "{r} Regional Medical Center", "{r} Memorial Hospital", "St. {s}'s Medical Center",
           "{r} Community Hospital", "{r} Children's Hospital", "{r} VA Medical Center"],
    "UK": ["{r} General Hospital", "St {s}'s Hospital", "{r} Royal Infirmary", "{r} Community Hospital",
           "{r} District General"],
    "CA": ["{r} General Hospital", "{r} Health Centre", "St. {s}'s Hospital", "{r} Regional Hospital"],
    "AU": ["{r} Base Hospital", "{r} District Hospital", "St {s}'s Private Hospital", "{r} Hospital"],
    "IE": ["{r} University Hospital", "St. {s}'s Hospital", "{r} General Hospital", "{r} Community Nursing Unit"],
    "IN": ["{r} Multispeciality Hospital", "{r} Institute of Medical Sciences", "{r} Nursing Home",
           "St. {s}'s Mission Hospital", "{r} Hospital"],
}
CLINIC_PATTERNS = {
    "US": ["{r} Family Medicine", "{r} Primary Care", "{r} Internal Medicine Associates", "{r} Pediatrics",
           "{r} Health Clinic"],
    "UK": ["{r} Surgery", "{r} Medical Practice", "{r} Health Centre", "The {r} Practice"],
    "CA": ["{r} Family Health Team", "{r} Medical Clinic", "{r} Community Health Centre"],
    "AU": ["{r} Medical Centre", "{r} Family Practice", "{r} GP Clinic"],
    "IE": ["{r} Medical Centre", "{r} Family Practice", "{r} Health Centre"],
    "IN": ["{r} Clinic", "{r} Polyclinic", "{r} Diabetes Centre", "{r} Family Clinic"],
}
PHARM_PATTERNS = ["{r} Pharmacy", "{r} Chemist", "{r} Drug", "{r} Apothecary", "{r} Medical Hall"]
CARE_PATTERNS = ["{r} House Care Home", "{r} Lodge Nursing Home", "{r} Manor", "{r} Assisted Living",
                 "{r} Court Residential Home"]
WARDS = ["Rowan Ward", "Beech Ward", "Kestrel Unit", "Heron Ward", "Larch Ward", "Osprey Unit", "Willow Ward",
         "Primrose Ward", "Falcon Ward", "Linnet Ward", "Bluebell Ward", "Curlew Unit"]

ORGS = ["Harbourline Freight", "Redgate Logistics", "Kestrel Mining Co.", "Bluegum Bakery", "Sundaram Textiles",
        "Maple Grove Dairy Co-op", "Alder & Finch Solicitors", "Northwind Turbines", "Copperleaf Foods",
        "Granite Peak Construction", "Halvorsen Marine", "Brightline Call Centre", "Tidewater Packaging",
        "Ironclad Auto Body", "Corrib Meats", "Summit Ridge Hardware", "Pinecrest Bottling", "Westvale Council Depot",
        "Orbit Couriers", "Silverton Poultry", "Lantern Software", "Riverside Steelworks", "Quayside Hotel",
        "Greenbelt Landscaping", "Meridian Call Services", "Kaveri Agro Exports", "Saltwater Fisheries Ltd"]
SCHOOLS = ["Northfield Primary School", "St. Columba's National School", "Westover High School",
           "Maple Crossing Elementary", "Ashgrove Grammar", "Banksia Point Public School", "Little Acorns Nursery",
           "Redhill Academy", "Vidya Niketan School", "Lakeside Middle School", "Kilbrack Community College"]
CHURCHES = ["St. Aidan's Church", "Grace Fellowship Church", "Bethel Baptist Church", "Holy Redeemer Parish",
            "Gurdwara Sahib Ashbridge", "Al-Noor Mosque", "Riverside Methodist"]
INSURERS = ["Blue Horizon Health", "Evergreen Mutual", "Sunrise Health Insurance", "Keystone Care Plan",
            "Northstar Health Partners", "Pacific Crest Health", "Harbour Health Fund", "Westmoor Health",
            "Medisure Plus", "Ashgrove Assurance"]
LANDMARKS = ["Hollis Park", "Riverside Shopping Centre", "Maple Leaf Arena", "Kettleby Leisure Centre",
             "Copper Creek Mall", "Harbour Bridge Underpass", "Central Bus Station", "Greyfriars Car Park",
             "Westover Skate Park", "Dunmore Bay Surf Club", "Ashbridge Public Library", "Kothapalli Bus Stand"]
BUILDINGS = ["Penrose Wing", "Carver Building", "Hartley Pavilion", "Jubilee Block", "Morrison Tower",
             "Lister Annexe"]

JOBS = ["welder", "teacher", "bus driver", "electrician", "accountant", "plumber", "chef", "farmer", "cleaner",
        "software engineer", "lorry driver", "truck driver", "carpenter", "hairdresser", "firefighter",
        "police officer", "miner", "fisherman", "bricklayer", "cashier", "warehouse worker", "postman",
        "nurse", "pharmacist", "lawyer", "architect", "security guard", "roofer", "baker", "taxi driver",
        "bank clerk", "librarian", "dairy farmer", "forklift operator", "painter and decorator", "mechanic",
        "dental hygienist", "school bus driver", "landscaper", "crane operator", "seamstress", "tailor",
        "primary school teacher", "social worker", "pilot", "graphic designer", "shop assistant", "janitor"]

COUNTRIES = ["Portugal", "Nigeria", "India", "Pakistan", "Ghana", "Poland", "Mexico", "Vietnam", "the Philippines",
             "Brazil", "Kenya", "Somalia", "Ethiopia", "Romania", "Thailand", "Peru", "Egypt", "Tonga", "Samoa",
             "Ireland", "Jamaica", "Sri Lanka", "Bangladesh", "China", "South Korea", "Guatemala", "Ukraine",
             "Morocco", "Spain", "Greece", "Turkey", "Sierra Leone", "Indonesia", "New Zealand", "Canada",
             "Australia", "Italy"]

SPECIALTIES = ["Cardiology", "Endocrinology", "Nephrology", "Rheumatology", "Gastroenterology", "Neurology",
               "Haematology", "Dermatology", "Infectious Diseases", "Pulmonology", "Urology", "Geriatrics",
               "Psychiatry", "Obstetrics", "Orthopaedics", "Hepatology"]
