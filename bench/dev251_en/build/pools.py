"""Invented pools for dev251_en (author 251). No real persons."""

FEMALE = """Aoife Siobhan Niamh Ciara Sinead Orla Grainne Maeve Deirdre Roisin Emily Charlotte Olivia Harper
Madison Brittany Tamika Latoya Keisha Shonda Maria Guadalupe Lucia Ximena Rosa Yesenia Mei Xiu Ling Yan
Huong Linh Priya Ananya Deepika Sunita Fatima Aisha Amina Zainab Hodan Fadumo Chiamaka Ngozi Adaeze Folake
Agnieszka Katarzyna Malgorzata Oksana Olena Giulia Francesca Eleni Despina Georgia Leilani Mele Yuki Haruka
Jiwoo Seoyeon Marisol Beatriz Juliana Ingrid Astrid Noor Layla Rania Tahlia Kylie Shannon Bronwyn Jacinta
Imogen Matilda Ruby Priscila Dolores Bernadette Gwendolyn Loretta Marguerite Tayla Brooke Kirra Aroha Selin
Zeynep Ioana Lavinia Precious Thandiwe Nokuthula Esperanza Consuelo Renata Wiremu Mahalia Anjali Parveen
Shirin Bich Phuong Kalani Sigrid Annika Ewa Jolanta Nadia""".split()

MALE = """Cian Oisin Padraig Darragh Eoin Ciaran Donal Fergal Seamus Liam James Robert Tyler Brandon Dwayne
Marcus DeShawn Terrell Jose Luis Alejandro Rafael Javier Wei Jun Hao Minh Tuan Quang Arjun Rohan Vikram
Sanjay Mohammed Omar Yusuf Abdi Mahad Chinedu Emeka Oluwaseun Tunde Piotr Tomasz Krzysztof Dmytro Andriy
Marco Giuseppe Nikos Dimitrios Sione Tevita Kenji Hiroshi Minjun Joao Thiago Lars Bilal Karim Tariq Lachlan
Jarrah Brodie Hamish Angus Callum Rory Cormac Declan Eamon Tadhg Reginald Clarence Earl Elijah Jamal
Mateo Santiago Enrique Bao Khanh Dev Harpreet Gurpreet Ibrahim Hamza Kwame Kofi Obinna Bartosz Lukasz
Vasyl Bogdan Stavros Alessio Sefa Viliami Takeshi Daisuke Hyun Sung Ravi Nikhil Wilbur Otis Fintan""".split()

SURNAMES = """O'Sullivan Byrne Doyle Kavanagh McGrath Fitzgerald O'Callaghan Brennan Moloney Keane Dunne Heffernan
Cunningham Whelan Tierney Flanagan Costigan Hegarty O'Driscoll Mulcahy Breathnach
Whitaker Pemberton Hollis Ashworth Blackwood Thornton Ramsey Fairweather Holloway Cartwright Langley Sutcliffe
Jackson Coleman Dawkins Merriweather Abernathy Pruitt Wilkerson Battle Gaines Tillman Gutierrez Villanueva
Castillo Ochoa Saldana Restrepo Montoya Quintero Delgado Arellano Zhang Liu Chen Huang Zhou Xu Lam Tsang
Leung Kwok Nguyen Tran Pham Le Vo Dang Bui Huynh Raghunathan Iyer Patel Deshpande Chatterjee Malhotra
Subramaniam Reddy Banerjee Kulkarni Haddad Khoury Nassar Mansour Al-Hashimi Saleh Darwish Aziz Warsame Farah
Abdullahi Hirsi Okonkwo Adeyemi Chukwu Balogun Eze Nwosu Adebayo Olawale Kowalczyk Wisniewski Zielinski
Szymanski Dabrowski Lewandowska Shevchenko Bondarenko Kovalenko Tkachenko Russo Esposito Bianchi Romano
Colombo Ferrara Marchetti Papadopoulos Georgiou Antoniou Christodoulou Nikolaidis Fonua Taufa Leota Faleolo
Tanaka Watanabe Yamamoto Nakamura Kobayashi Park Choi Jung Kang Yoon Carvalho Ferreira Azevedo Ribeiro
Lindqvist Haugen Eriksen Hoffmann Brandt Vogel Ashby Pridham Tregear Marwick Quinlivan Dorrington
McAllister Kilbride Strzelecki Oyelaran Mbeki-Hart Rautenbach Okoro Figueroa
Nakashima Petrakis Yilmaz Demir Popescu Ionescu Horvath Novak Kaur Sandhu Grewal Dhillon Mahmoud Qureshi
Hakimi Rahimi Samadi Tuipulotu Matagi Winterbottom Greenhalgh Featherstone Pickering Lockwood Brannigan
Cassidy Rafferty Gallagher Donnelly Scanlon Treacy Kinsella Loughnane Garvey""".split()
SURNAMES += ["Mac Giolla", "Ni Bhriain", "van der Berg", "De Souza", "Ó Conaill", "Núñez"]

US_STATES = [("Ohio", "OH"), ("Oregon", "OR"), ("Texas", "TX"), ("Georgia", "GA"), ("Michigan", "MI"),
             ("Arizona", "AZ"), ("Minnesota", "MN"), ("Virginia", "VA"), ("Kansas", "KS"), ("Iowa", "IA"),
             ("Nevada", "NV"), ("Maine", "ME"), ("Kentucky", "KY"), ("Colorado", "CO"), ("Wisconsin", "WI"),
             ("Tennessee", "TN"), ("New Mexico", "NM"), ("Vermont", "VT"), ("Missouri", "MO"),
             ("Pennsylvania", "PA"), ("Washington", "WA"), ("Illinois", "IL"), ("Utah", "UT")]
AU_STATES = [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
             ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
             ("Australian Capital Territory", "ACT"), ("Northern Territory", "NT")]
IE_COUNTIES = ["Galway", "Kerry", "Mayo", "Clare", "Cork", "Limerick", "Tipperary", "Wexford", "Donegal",
               "Sligo", "Offaly", "Meath", "Kildare", "Wicklow", "Waterford", "Roscommon", "Leitrim",
               "Cavan", "Monaghan", "Louth", "Laois", "Westmeath", "Longford", "Carlow", "Kilkenny"]

TOWN_PARTS = {
    "US": (["Ash", "Cedar", "Fox", "Maple", "Stone", "Glen", "Red", "Clear", "Hollow", "Pine", "Elk",
            "Copper", "Harlow", "Marlow", "Brant", "Weston", "Silver", "Oak", "Burr", "Crane", "Kettle"],
           ["ford", "ridge", "field", "ville", " Falls", " Springs", "wood", "haven", "port", " Junction",
            "dale", "ton", " Crossing", " Heights", "burg"]),
    "AU": (["Yarra", "Warra", "Kooran", "Billa", "Mulla", "Wattle", "Banksia", "Tarra", "Kurra", "Marra",
            "Jarra", "Coolan", "Bunya", "Mirri", "Tingle", "Gum", "Ironbark", "Wallaby", "Nambu", "Barra"],
           ["gong", "bah", "dale", "ville", " Creek", " Heads", "wood", "ton", "bin", "mundi", " Flat",
            " Plains", "ong", "ulla"]),
    "IE": (["Bally", "Kil", "Carrig", "Drum", "Clon", "Lis", "Rath", "Ennis", "Castle", "Mona",
            "Knock", "Tulla", "Dun", "Inish", "Glen", "Mullin", "Ard", "Kells", "Ross", "Bun"],
           ["more", "beg", "keel", "derry", "managh", "ford", "town", "kerin", "cullen", "nagh",
            "owen", "glass", "bawn", "roe"]),
}
STREET_NAMES = ["Elm", "Church", "Mill", "Station", "Harbour", "Orchard", "Bridge", "Quarry", "Chapel",
                "Willow", "Ridgeway", "Ferris", "Lennox", "Mariner", "Aspen", "Greenfield", "Kingfisher",
                "Rosebank", "Tallow", "Juniper", "Coronation", "Jacaranda", "Lough", "Abbey", "Fenwick",
                "Bluebell", "Magnolia", "Saddle", "Wexley", "Dalkey", "Parnell", "Sackville", "Cobb",
                "Huxley", "Grattan", "Boronia", "Coolibah", "Tamarind", "Hawthorn", "Larkspur"]
STREET_SUF = {"US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court",
                     "Blvd", "Way", "Pkwy"],
              "AU": ["Street", "St", "Road", "Rd", "Parade", "Pde", "Crescent", "Cres", "Avenue", "Ave",
                     "Close", "Terrace", "Highway"],
              "IE": ["Road", "Street", "Lane", "Park", "View", "Avenue", "Terrace", "Drive", "Grove",
                     "Court", "Heights", "Close"]}

HOSP_SUF = {"US": ["Medical Center", "Regional Medical Center", "Community Hospital", "Memorial Hospital",
                   "General Hospital", "Health Center", "Family Practice", "Women's Clinic",
                   "Behavioral Health", "Urgent Care"],
            "AU": ["Base Hospital", "District Hospital", "Private Hospital", "Health Service",
                   "Medical Centre", "Hospital", "Community Health Centre", "Day Surgery"],
            "IE": ["University Hospital", "General Hospital", "Regional Hospital", "Community Hospital",
                   "Medical Centre", "Primary Care Centre", "Nursing Home", "Family Practice"]}
SAINTS = ["St. Aidan's", "St Brendan's", "St. Casimir's", "St Ethna's", "St. Lucian's", "St Maelruan's",
          "St. Odran's", "St Ottilie's", "St. Bartholomew's", "St Fiachra's", "Holy Redeemer",
          "Our Lady of Mercy", "Good Samaritan", "Mater Consolata", "St. Vitalis"]
WARDS = ["Rowan Ward", "Ward 4B", "Ward 7", "Oak Unit", "St Ita's Ward", "Kestrel Ward", "5 West",
         "Banksia Ward", "Heron Unit", "Ward 3 North", "Lavender Ward", "Acacia Unit", "Ward 12",
         "Maple Unit", "Osprey Ward", "6 South"]
BUILDINGS = ["Ashcroft Pavilion", "Kessler Wing", "Hartley Building", "Dunmore Pavilion",
             "Grayson Tower", "Old Nurses' Home", "Cavendish Annex", "Marchmont Block"]

LAW_SUF = {"US": ["LLP", "& Associates", "Law Group", "PLLC", "Injury Lawyers"],
           "AU": ["Lawyers", "Legal", "& Partners", "Solicitors"],
           "IE": ["Solicitors", "& Co. Solicitors", "LLP", "Solicitors LLP"]}
INSURERS = {"US": ["Bluegate Health Plan", "Summit Mutual Health", "Keystone Prairie Insurance",
                   "Northstar Casualty", "Pinnacle Benefit Administrators", "Lakeshore Care Plans",
                   "TriRiver Health Alliance", "Redwood Assurance Co."],
            "AU": ["Harbourline Health Fund", "Southern Cross-Country Mutual", "Wattle Health Fund",
                   "Coastline Members Health", "Ironbark Life Insurance", "Tasman Workers Insurance"],
            "IE": ["Clover Life Assurance", "Emerald Health Insurance DAC", "Shannonside Medical Cover",
                   "Liffey Mutual", "Atlantic Income Protection Ltd"]}
EMPLOYERS = ["Redgum Logistics", "Tri-County Freight", "Shamrock Dairies Ltd", "Kestrel Mining Pty Ltd",
             "Bellweather Foods", "Halcyon Software Inc.", "Ironside Construction", "Copperline Electrical",
             "Murray Basin Grains", "Westfold Plastics", "Carrowmore Creamery", "BrightPath Couriers",
             "Silverleaf Aged Care", "Harbourview Motors", "Pellucid Optics", "Gannet Fisheries Ltd",
             "Oakhurst Unified School District", "Wattle Grove Primary School", "St Enda's College",
             "Riverbend Baptist Church", "Glenmore GAA Club", "Ardmore Credit Union",
             "Bluewater Marine Supplies", "Prairie Wind Cooperative", "Nimbus Data Systems"]
ROI_VENDORS = ["RecordBridge Solutions", "Verilink ROI Services", "ChartCourier Inc.",
               "MedCopy Partners", "Docufile Health Services"]

PROFESSIONS = ["welder", "secondary school teacher", "teacher", "electrician", "bus driver", "truck driver",
               "accountant", "dairy farmer", "farmer", "barista", "software engineer", "plumber",
               "police officer", "forklift operator", "carpenter", "hairdresser", "publican", "miner",
               "childcare worker", "cleaner", "chef", "postal worker", "paramedic", "registered nurse",
               "bricklayer", "real estate agent", "librarian", "taxi driver", "solicitor", "mechanic",
               "fisherman", "warehouse supervisor", "pharmacist", "dental hygienist", "security guard",
               "sheet metal worker", "tiler", "shearer", "retail manager", "graphic designer",
               "civil engineer", "home health aide", "school bus driver", "crane operator", "veterinarian"]
COUNTRIES = ["Poland", "Nigeria", "Vietnam", "India", "Brazil", "New Zealand", "Canada", "Philippines",
             "Lithuania", "Somalia", "Lebanon", "Ukraine", "Mexico", "England", "Scotland", "Fiji",
             "South Africa", "Greece", "Italy", "Romania", "Pakistan", "Ireland", "Australia", "Samoa"]

STAFF_CRED = {"US": ["RHIA", "RHIT", "CCS", "CHPS", "CCA", "CDIP", "RN", "MD", "DO", "PA-C", "NP"],
              "AU": ["RN", "Clinical Coder", "HIM", "MBBS", "FRACP", "CDI Specialist"],
              "IE": ["RGN", "HIPE Coordinator", "MRCPI", "Clinical Coder", "MB BCh"]}
DOC_TITLES = ["Dr.", "Dr", "Dr"]
