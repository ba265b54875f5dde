"""Invented pools for the dev17_en generator (written by hand, no external sources)."""

SURNAMES = """Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Martin Jackson
Thompson White Harris Clark Lewis Robinson Walker Young Allen King Wright Hill Green Baker Adams Nelson Carter
Mitchell Roberts Turner Phillips Campbell Parker Evans Edwards Collins Stewart Morris Rogers Reed Cook Morgan
Bell Murphy Bailey Cooper Richardson Cox Howard Ward Peterson Gray Watson Brooks Kelly Sanders Price Bennett
Wood Barnes Ross Henderson Coleman Jenkins Perry Powell Long Patterson Hughes Foster Butler Simmons Bryant
Russell Griffin Hayes Myers Ford Hamilton Graham Sullivan Wallace West Cole Hunt Black Holmes Palmer Wells
Graves Addison Foley Beck Berg Lowe Hall Fletcher Pritchard Llewellyn Vaughan Rees Griffiths Prothero Buchanan
MacLeod McKenzie Fraser Sinclair Drummond O'Brien O'Sullivan Byrne Doyle Kavanagh Gallagher Nolan Brennan
Quinlan Flanagan McCarthy Dunne Fitzgerald Whelan Hegarty Mulcahy Parkinson Cushing Whipple Epley
Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres Flores Rivera Gomez Diaz Reyes
Morales Cruz Ortiz Gutierrez Chavez Ramos Ruiz Mendoza Castillo Vargas Herrera Medina Aguilar Navarro Delgado
Peña Ibáñez Silva Santos Oliveira Pereira Costa Ferreira Almeida Carvalho Sousa Rocha Rossi Russo Ferrari
Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti Mancini Lombardi Müller Schmidt Schneider
Fischer Weber Becker Hoffmann Schulz Koch Richter Bakker Visser Jansen Hansen Nielsen Andersson Johansson
Larsen Lindqvist Eriksen Virtanen Korhonen Kowalski Nowak Wiśniewski Wójcik Kamińska Lewandowski Zieliński
Novak Horvat Ivanov Petrov Smirnov Volkov Kuznetsova Popescu Ionescu Dvořák Kovács Nagy Szabó Papadopoulos
Georgiou Nikolaidis Konstantinou Yılmaz Kaya Demir Şahin Öztürk Petrosyan Hakobyan Haddad Khoury Mansour Nasser
Saleh Hamdan Farouk El-Amin Abdullah Rahman Hosseini Ahmadi Karimi Rezaei Moradi Tehrani Patel Shah Singh Kaur
Sharma Gupta Kumar Reddy Iyer Nair Menon Pillai Rao Desai Mehta Joshi Chatterjee Banerjee Mukherjee Das Bose
Ghosh Khan Hussain Qureshi Siddiqui Malik Chaudhry Ahmed Begum Chowdhury Islam Perera Fernando Jayasuriya
Wickramasinghe Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Zhu Guo Lin Luo Tan Lim Ng Wong Chan
Leung Cheung Lau Ho Nguyen Tran Le Pham Hoang Vu Dang Bui Kim Lee Park Choi Jung Kang Cho Yoon Sato Suzuki
Takahashi Tanaka Watanabe Ito Yamamoto Nakamura Kobayashi Bautista Villanueva Mercado Aquino Okafor Okonkwo
Nwosu Eze Obi Adeyemi Adebayo Oyelaran Balogun Okoro Mensah Owusu Asante Boateng Acheampong Kamau Otieno
Wanjiru Mwangi Odhiambo Dlamini Nkosi Ndlovu Khumalo Zulu Mthembu Mokoena Molefe Sithole Naidoo Pillay Govender
Moodley Botha Pretorius Venter Coetzee Nel Kruger Steyn Tesfaye Bekele Haile Abebe Diallo Traoré Keita Ngata
Parata Tipene Rangi Hohaia Tamihana Horomona Faleolo Tuilagi Fifita Taufa Leota Sapolu Havili Vaipulu Cohen
Levy Katz Friedman Goldberg Rosen Shapiro Weiss Mahlangu Ferreira-Lima Abara Castellanos Ashworth Pemberton
Thistlethwaite Whitcombe Hargreaves Blackwood Kershaw""".split()
SURNAMES += ["De Luca", "Van der Berg", "de Vries", "dela Cruz", "van der Merwe", "du Plessis", "Te Whare",
             "Ní Bhriain", "Mac Giolla", "St. Clair", "Abu Bakr", "Da Silva"]

FEMALE = """Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Nancy Lisa Margaret Sandra Ashley
Emily Donna Michelle Carol Amanda Melissa Deborah Stephanie Rebecca Laura Sharon Cynthia Kathleen Amy Angela Helen
Anna Brenda Pamela Nicole Emma Samantha Katherine Christine Debra Rachel Catherine Carolyn Janet Ruth Maria
Heather Diane Virginia Julie Joyce Victoria Olivia Kelly Christina Lauren Joan Evelyn Judith Megan Andrea Cheryl
Hannah Jacqueline Martha Gloria Teresa Ann Sara Madison Frances Kathryn Janice Jean Abigail Alice Judy Sophia
Grace Denise Amber Doris Marilyn Danielle Beverly Isabella Theresa Diana Natalie Brittany Charlotte Marie Kayla
Alexis Lori Siobhan Aoife Niamh Saoirse Ciara Róisín Eilidh Morag Bronwen Carys Sian Ffion Lucía Carmen
Guadalupe Ximena Valentina Camila Isabel Ana Beatriz Joana Giulia Francesca Chiara Greta Ingrid Astrid Freya
Sanne Katarzyna Agnieszka Olga Tatiana Svetlana Irina Eleni Dimitra Ayşe Elif Zeynep Fatima Aisha Layla Mariam
Noor Yasmin Shirin Parisa Priya Ananya Deepa Lakshmi Kavya Sunita Nasreen Farzana Rukhsana Mei Yan Hui Huong
Linh Mai Ji-woo Seo-yeon Min-ji Yuki Haruka Sakura Maricel Rowena Jocelyn Chiamaka Ngozi Adaeze Folake
Funmilayo Abena Akosua Ama Wanjiku Achieng Nomvula Thandiwe Lindiwe Zanele Nandi Anri Marike Elna Aroha Mere
Ataahua Hinemoa Losa Sina Mele Talia Miriam Esther Rivka Leah Dalia Tsion Hiwot Aminata Fatoumata May June""".split()
MALE = """James Robert John Michael David William Richard Joseph Thomas Christopher Charles Daniel Matthew Anthony
Mark Donald Steven Andrew Paul Joshua Kenneth Kevin Brian George Timothy Ronald Jason Edward Jeffrey Ryan Jacob
Gary Nicholas Eric Jonathan Stephen Larry Justin Scott Brandon Benjamin Samuel Gregory Alexander Patrick Frank
Raymond Jack Dennis Jerry Tyler Aaron Henry Douglas Peter Adam Nathan Zachary Walter Kyle Harold Carl Arthur
Gerald Roger Keith Lawrence Terry Albert Wayne Ralph Roy Eugene Louis Philip Bobby Seán Ciarán Oisín Padraig
Declan Cathal Eoin Fergus Hamish Angus Gareth Rhys Dafydd Owain José Luis Carlos Juan Miguel Alejandro Diego
Javier Rafael Mateo João Tiago Rui Marco Luca Giuseppe Matteo Lorenzo Hans Jürgen Lukas Dirk Pieter Lars Sven
Mikael Piotr Tomasz Krzysztof Dmitri Sergei Alexei Nikolai Andrei Giorgos Yannis Mehmet Emre Mustafa Ahmed Omar
Yusuf Khalid Tariq Hassan Reza Dariush Arjun Rahul Vikram Sanjay Rajesh Anil Imran Bilal Faisal Wei Jun Hao
Jian Minh Tuan Duc Quang Min-jun Seung-ho Ji-hoon Hiroshi Takeshi Kenji Renato Emmanuel Chinedu Obinna
Oluwaseun Tunde Kwame Kofi Yaw Kwabena Baraka Jomo Sipho Thabo Mandla Themba Bongani Johan Hendrik Wiremu
Rawiri Tane Hemi Manaia Sione Viliami Tevita Moshe Yosef Dawit Yonas Mamadou Ibrahima Jean-Luc Pierre Ali""".split()

NICK = {"Robert": "Bob", "William": "Bill", "Elizabeth": "Liz", "Margaret": "Peggy", "James": "Jim",
        "Joseph": "Joe", "Patricia": "Trish", "Katherine": "Kate", "Alexander": "Sasha", "Christopher": "Kit",
        "Michael": "Mick", "Richard": "Rick", "Rebecca": "Becky", "Thomas": "Tommy", "Daniel": "Danny",
        "Deborah": "Debbie", "Samantha": "Sam", "Benjamin": "Ben", "Nicholas": "Nicky", "Oluwaseun": "Seun",
        "Funmilayo": "Funmi", "Catherine": "Cathy", "Jonathan": "Jon", "Edward": "Ted", "Victoria": "Tori"}

STREET_BASE = """Elm Oak Maple Cedar Birch Willow Kestrel Larkspur Juniper Heather Rowan Alder Chestnut Hazel Poplar
Sycamore Magnolia Laurel Thistle Bracken Heron Curlew Osprey Wren Finch Linnet Plover Harbour Quarry Mill
Orchard Meadow Brook Ferndale Ashgrove Beacon Bellbird Kowhai Totara Rimu Pohutukawa Jacaranda Wattle Banksia
Protea Marula Acacia Baobab Fynbos Karoo Kingfisher Lighthouse Station Church Market Bridge Canal Victoria
Albert Nelson Wellington Raleigh Jefferson Lincoln Franklin Madison Grant Summit Prospect Ridgeway Hillcrest
Glenview Fairview Lakeview Riverside Seaview Parkside Greenhill Foxglove Primrose Bluebell Clover Saffron""".split()
STREET_SUF_US = ["Street", "St.", "Avenue", "Ave.", "Road", "Rd.", "Drive", "Lane", "Court", "Boulevard", "Way", "Place"]
STREET_SUF_UK = ["Street", "Road", "Lane", "Close", "Crescent", "Avenue", "Gardens", "Terrace", "Grove", "Drive", "Way", "Mews"]
STREET_SUF_OTHER = ["Street", "St", "Road", "Rd", "Avenue", "Place", "Crescent", "Terrace", "Drive", "Parade", "Grove", "Close"]

HOSP_PRE = """Lakeside Riverside Northgate Harbourview Westmead Eastbrook Southfield Fairhaven Greenvale Brookhaven
Millbrook Stonebridge Ashford Kingsmere Queensbury Redcliffe Silverdale Thornbury Oakridge Pinecrest Clearwater
Maplewood Elmhurst Highfield Larchmont Marshfield Newhaven Pembrook Ravenscourt Sandhurst Tallowood Whitmore
Cobalt Bay Kauri Coast Amberley Drakensvale Umhlanga Ridge Tamarind Carrickmore Ballybrack Glenmore""".split("\n")
HOSP_PRE = [w for line in HOSP_PRE for w in line.split()]
SAINTS = ["St. Brigid's", "St Columba's", "St. Jude's", "St Agnes'", "St. Aidan's", "Mount Carmel", "Mt. Sinai Valley",
          "Holy Cross", "Our Lady of Mercy", "St. Winifred's", "St Kevin's", "Sacred Heart"]
HOSP_SUF = {"US": ["General Hospital", "Medical Center", "Regional Medical Center", "Community Hospital", "University Hospital", "Memorial Hospital"],
            "UK": ["General Hospital", "Royal Infirmary", "District General Hospital", "University Hospital", "Community Hospital"],
            "CA": ["General Hospital", "Health Sciences Centre", "Regional Hospital", "Memorial Hospital"],
            "AU": ["Hospital", "Base Hospital", "Private Hospital", "District Hospital", "Health Service"],
            "IE": ["University Hospital", "General Hospital", "Regional Hospital", "Hospital"],
            "NZ": ["Hospital", "Base Hospital", "Public Hospital"],
            "ZA": ["Hospital", "Provincial Hospital", "Mediclinic", "Academic Hospital", "Regional Hospital"]}
CLINIC_SUF = {"US": ["Family Medicine", "Primary Care", "Health Center", "Medical Group", "Community Clinic"],
              "UK": ["Surgery", "Medical Practice", "Health Centre", "Medical Centre"],
              "CA": ["Family Health Team", "Medical Clinic", "Community Health Centre"],
              "AU": ["Medical Centre", "Family Practice", "General Practice", "Health Hub"],
              "IE": ["Medical Centre", "Family Practice", "Primary Care Centre", "Surgery"],
              "NZ": ["Medical Centre", "Health Centre", "Family Doctors"],
              "ZA": ["Medical Centre", "Clinic", "Family Practice", "Community Health Centre"]}
WARDS = ["Rowan Ward", "Kestrel Ward", "Juniper Ward", "Puffin Ward", "Starfish Ward", "Lighthouse Ward", "Bluebird Unit",
         "Acorn Ward", "Sunflower Ward", "Ocean Ward", "Tui Ward", "Kiwi Ward", "Protea Ward", "Fynbos Unit",
         "Harbour Ward", "Nightingale Ward", "Lister Ward", "Osler Ward", "Wattle Ward", "Koala Ward", "Platypus Ward",
         "Maple Unit", "Cedar Unit", "Willow Ward", "Heron Ward", "Tōtara Ward", "Galaxy Ward", "Rainbow Ward"]
PHARM = ["Corner Drug Mart", "Harlow Pharmacy", "Greenleaf Chemist", "Village Apothecary", "Bayside Pharmacy",
         "MedPlus Chemist", "Kingsway Pharmacy", "Riverbend Drugs", "Hilltop Pharmacy", "Southgate Chemist",
         "Bluegum Pharmacy", "Ferry Road Pharmacy", "Amberley Pharmacy", "Protea Pharmacy", "Mill Lane Chemist"]
ORG_PRE = ["Acme", "Northline", "Bluewater", "Ironbark", "Summit", "Keystone", "Pioneer", "Redfern", "Silverline",
           "Harbourside", "Granite", "Kestrel", "Tidewater", "Copperfield", "Brightwater", "Meridian", "Oakline",
           "Westward", "Crestview", "Tallis", "Kauri", "Umkhonto", "Shamrock", "Maple Leaf", "Southern Cross", "Lakeshore"]
ORG_SUF = ["Freight", "Logistics", "Construction", "Foods", "Engineering", "Plumbing Ltd", "Textiles", "Mining Co.",
           "Print Works", "Motors", "Dairy Co-op", "Security Services", "Cleaning Services", "Insurance Brokers",
           "Software", "Building Supplies", "Bakery", "Fisheries", "Transport", "Hardware"]
SCHOOL_SUF = ["Primary School", "Elementary School", "High School", "Middle School", "College", "Grammar School",
              "Montessori", "Kindergarten", "Community School"]
CHURCH = ["St. Anne's Parish", "Grace Baptist Church", "Hillside Methodist Church", "Al-Noor Mosque", "Beth Shalom Synagogue",
          "St Patrick's Church", "New Life Pentecostal Church", "Sri Murugan Temple", "Zion Christian Church"]
INSURERS = {"US": ["Bluecrest Health", "Unity Mutual", "Keystone Care Plan", "Prairie Health Alliance"],
            "UK": ["Albion Health Cover", "Thamesway Medical"],
            "CA": ["Maple Benefits", "Great Northern Life"],
            "AU": ["Southern Star Health", "Wattle Health Fund"],
            "IE": ["Emerald Health", "Celtic Cover"],
            "NZ": ["Kotuku Health", "Fernleaf Medical Insurance"],
            "ZA": ["Ubuntu Medical Scheme", "Karoo Health Plan"]}

PROFESSIONS = ["welder", "teacher", "electrician", "nurse", "bus driver", "accountant", "chef", "plumber",
               "software developer", "farmer", "dairy farmer", "cleaner", "retail assistant", "lawyer", "carpenter",
               "warehouse worker", "truck driver", "hairdresser", "social worker", "police officer", "firefighter",
               "mechanic", "librarian", "pharmacist", "bricklayer", "architect", "journalist", "shop owner",
               "taxi driver", "fisherman", "miner", "security guard", "call centre agent", "dental hygienist",
               "civil engineer", "stonemason", "baker", "postal worker", "forklift operator", "graphic designer",
               "veterinary nurse", "care assistant", "roofer", "landscaper", "university lecturer", "bank teller",
               "real estate agent", "sheep shearer", "paramedic", "childminder", "seamstress", "barista",
               "delivery driver", "machinist", "painter and decorator", "data analyst", "court clerk", "chemist",
               "air traffic controller", "tiler"]

COUNTRIES = ["Portugal", "Nigeria", "India", "Philippines", "Vietnam", "Poland", "Mexico", "Somalia", "Zimbabwe",
             "Samoa", "Tonga", "Fiji", "Brazil", "Iran", "China", "Ghana", "Sri Lanka", "Romania", "Lebanon", "Eritrea",
             "Kenya", "Malaysia", "Chile", "Ukraine", "Greece", "Turkey", "Pakistan", "Bangladesh", "Ethiopia",
             "Jamaica", "South Korea", "Italy", "Germany", "Thailand", "Peru", "Egypt"]

NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
            "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return NUMWORDS[n]
    t, u = divmod(n, 10)
    if n < 100:
        return TENS[t] + ("-" + NUMWORDS[u] if u else "")
    return "one hundred" + (" and " + num_words(n - 100) if n > 100 else "")
