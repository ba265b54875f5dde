"""Invented value pools for dev133_en. Names are common given names / surnames of
many origins combined at random; places, clinics, employers and insurers are invented."""

GIVEN_F = """Mary Linda Susan Karen Donna Carol Sharon Deborah Brenda Pamela Rose Hope Faith Joy Grace
Summer Autumn June May April Violet Ivy Iris Dawn Mercy Penny Sunny Destiny Harmony Amber Ruby Pearl Crystal
Maria Guadalupe Yesenia Marisol Xiomara Lucia Paloma Rocio Itzel Ximena Dolores Consuelo Beatriz Milagros
Mei Xiu Ying Lan Hui Jing Yan Fang Thuy Lan Ngoc Hoa Linh Trang Mai Ji-woo Seo-yeon Min-ji Eun-ji Hye-jin
Priya Ananya Lakshmi Deepa Kavita Sunita Meera Anjali Pooja Shreya Fatima Aisha Mariam Yasmin Noor Layla
Huda Amira Salma Zainab Ngozi Chiamaka Adaeze Folasade Yetunde Amara Ifeoma Abena Akosua Wanjiru Fadumo
Hodan Ayaan Hibaq Saba Tigist Meron Selam Agnieszka Katarzyna Malgorzata Zofia Olga Svetlana Irina Natalia
Oksana Giulia Francesca Chiara Rosaria Eleni Despina Sofia Yuki Haruka Aiko Naomi Keiko Marisa Rosalind
Maribel Jocelyn Ligaya Divina Analyn Mylene Marie-Claude Nadege Fabiola Guerline Ingrid Astrid Sigrid Freya
Siobhan Niamh Aoife Bridget Colleen Tamsin Delphine Brigitte Heike Anneliese Leilani Malia Keala Pua Mahala
Winona Talia Shira Miriam Esther Rivka Dalia Nadia Kateryna Hanna Bao Nhung Xochitl Araceli Nayeli Tatiana""".split()

GIVEN_M = """James Robert Michael William David Richard Thomas Charles Daniel Matthew Gary Larry Dennis Walter
Hunter Chase Miles Rich Bill Pat Ray Wade Will Art Forest Sterling Dean Guy Rusty Buck Cliff Glen Dale Lance
Jose Luis Carlos Jesus Miguel Alejandro Rigoberto Ernesto Ulises Joaquin Rafael Efrain Octavio Anselmo
Wei Jun Hao Jian Ming Tao Qiang Bo Minh Tuan Duc Quang Hieu Thanh Min-jun Seung-ho Jae-won Dong-hyun
Rajesh Arjun Vikram Sanjay Rohit Anil Suresh Karthik Pranav Harpreet Gurpreet Mohammed Ahmed Omar Yusuf
Khalid Tariq Hassan Bilal Karim Samir Chukwuemeka Oluwaseun Babatunde Emeka Kwame Kofi Yaw Tendai Jabari
Abdirahman Mahad Liban Dawit Tesfaye Bereket Piotr Tomasz Krzysztof Grzegorz Dmitri Sergei Nikolai Alexei
Vladimir Bogdan Giuseppe Salvatore Vincenzo Luca Dimitrios Yannis Konstantinos Hiroshi Takeshi Kenji Daisuke
Rodrigo Jericho Ramil Arnel Jomar Jean-Baptiste Wisler Ricardo Lars Anders Henrik Sven Bjorn Declan Cormac
Padraig Eoin Rhys Gareth Dieter Klaus Jurgen Matthias Keoni Kai Makoa Ikaika Tevita Sione Avi Eliezer Yosef
Moshe Ari Taras Andriy Vasyl Khoa Long Xavier Thiago Emiliano Santiago Ezequiel Darnell Tyrone Marquis""".split()

SURNAMES = """Smith Johnson Williams Miller Davis Anderson Thompson Harris Clark Lewis Walker Hall Allen
Bell Stone Wood Hill Young Black White Brown Green Gray Rice Cook Ward Page Fox Lamb Baker Mason Hart Moody
Strong Swift Frost Banks Small Little Long Sharp Hale Marsh Bush Field Burns Fields Bond Knight Pope Parsons
Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres Flores Rivera Gomez Diaz
Castillo Villanueva Echeverria Zuniga Ocampo Quintero Arellano Barrientos Cienfuegos Saldana Maldonado
Chen Wang Li Zhang Liu Yang Huang Zhao Wu Zhou Xu Sun Lin Guo Tan Nguyen Tran Le Pham Hoang Phan Vu Dang
Bui Do Ngo Duong Kim Lee Park Choi Jung Kang Cho Yoon Jang Lim Han Patel Shah Mehta Desai Reddy Iyer Nair
Rao Gupta Sharma Verma Banerjee Chatterjee Kulkarni Joshi Pillai Menon Sandhu Gill Dhillon Grewal Khan
Hussain Rahman Siddiqui Qureshi Haddad Khoury Nasser Saleh Farouk Mansour Abboud Okafor Okonkwo Adeyemi
Oyelaran Nwosu Eze Chukwu Mensah Asante Boateng Owusu Kamau Odhiambo Mwangi Warsame Farah Abdi Hassan
Tesfaye Gebremedhin Haile Bekele Kowalski Nowak Wisniewski Wojcik Zielinski Lewandowski Ivanov Petrov
Volkov Sokolov Smirnova Shevchenko Kovalenko Bondarenko Romano Esposito Ricci Bianchi Ferrara Conti
Papadopoulos Georgiou Nikolaidis Economou Tanaka Suzuki Watanabe Yamamoto Nakamura Kobayashi Sato
Reyes Santos Cruz Bautista Dela Cruz Mendoza Aquino Pierre Jean-Louis Toussaint Desir Charles Baptiste
Johansson Lindqvist Nilsson Eriksen Halvorsen O'Brien O'Sullivan McCarthy Byrne Gallagher Doyle Kavanagh
McAllister MacLeod Fraser Morgan Pritchard Schmidt Schneider Fischer Weber Becker Hoffmann Kealoha Kahananui
Fonoti Tuilagi Cohen Levy Friedman Katz Goldberg Abramowitz Vargas-Llosa St. Clair Van Der Berg De Luca
Okoro Achebe Ibekwe Thorvaldsen Lindgren Yazzie Begay Tsosie Wolfe Ravenhill Blackwood Ashworth Penhallow
Greenleaf Underwood Winslow Kingsley Trevino Aldana Guzman Sepulveda Bermudez""".split()
# multiword surnames in the split above are joined back here
SURNAMES = [s for s in SURNAMES if s not in ("Dela", "Cruz", "St.", "Clair", "Van", "Der", "Berg", "De", "Luca")]
SURNAMES += ["Dela Cruz", "St. Clair", "Van der Berg", "De Luca", "Cruz", "Luca-Marin"]

NICK = {"William": "Bill", "Robert": "Bobby", "Richard": "Rick", "James": "Jim", "Thomas": "Tom",
        "Katarzyna": "Kasia", "Alejandro": "Alex", "Margaret": "Peggy", "Deborah": "Deb", "Michael": "Mike",
        "Matthew": "Matt", "Daniel": "Danny", "Guadalupe": "Lupe", "Jose": "Pepe", "Francesca": "Frankie",
        "Oluwaseun": "Seun", "Chukwuemeka": "Emeka", "Konstantinos": "Kostas", "Dimitrios": "Jimmy",
        "Vladimir": "Vova", "Gurpreet": "Gary", "Jean-Baptiste": "JB", "Alexei": "Lyosha", "Natalia": "Natasha"}

# invented place names
CITY_A = """Harlow Brindle Ostrander Calder Millbrook Fenwick Ashby Tarrow Quenby Larkmoor Dunmore Pellston
Wexham Corrin Halvard Marlowe Sorrell Edgecombe Rushford Tamsworth Kelso Bramwell Orrick Vantry Pelham
Glenrothe Carrow Stanwick Hollis Merriden Thistle Aldous Bexley Crayford Dorrance Emmerly Farrowby Gilchrist
Hatherly Inverly Jessamine Kendrew Lockhart Moberly Newcombe Oakhurst Prewitt Quarry Ravelston Selwick
Tindall Upton Varrick Whitlow Yardley Zennor Cobble Brackett Fairlight Greystone""".split()
CITY_B = ["", "", " Springs", " Falls", " Junction", " Heights", "ville", "ton", " Park", " Crossing",
          " Hollow", " Creek", " Ridge", " Bluff", " Landing", " Center", "burg", " Mills", " Harbor", " Grove"]
CITY_PRE = ["", "", "", "", "North ", "East ", "New ", "Port ", "Lake ", "West ", "Fort "]

STATES = [("Alabama", "AL"), ("Alaska", "AK"), ("Arizona", "AZ"), ("Arkansas", "AR"), ("California", "CA"),
          ("Colorado", "CO"), ("Connecticut", "CT"), ("Delaware", "DE"), ("Florida", "FL"), ("Georgia", "GA"),
          ("Hawaii", "HI"), ("Idaho", "ID"), ("Illinois", "IL"), ("Indiana", "IN"), ("Iowa", "IA"),
          ("Kansas", "KS"), ("Kentucky", "KY"), ("Louisiana", "LA"), ("Maine", "ME"), ("Maryland", "MD"),
          ("Massachusetts", "MA"), ("Michigan", "MI"), ("Minnesota", "MN"), ("Mississippi", "MS"),
          ("Missouri", "MO"), ("Montana", "MT"), ("Nebraska", "NE"), ("Nevada", "NV"),
          ("New Hampshire", "NH"), ("New Jersey", "NJ"), ("New Mexico", "NM"), ("New York", "NY"),
          ("North Carolina", "NC"), ("North Dakota", "ND"), ("Ohio", "OH"), ("Oklahoma", "OK"),
          ("Oregon", "OR"), ("Pennsylvania", "PA"), ("Rhode Island", "RI"), ("South Carolina", "SC"),
          ("South Dakota", "SD"), ("Tennessee", "TN"), ("Texas", "TX"), ("Utah", "UT"), ("Vermont", "VT"),
          ("Virginia", "VA"), ("Washington", "WA"), ("West Virginia", "WV"), ("Wisconsin", "WI"),
          ("Wyoming", "WY")]

COUNTRIES = ["Mexico", "Guatemala", "Honduras", "El Salvador", "Dominican Republic", "Haiti", "Jamaica",
             "Colombia", "Peru", "Ecuador", "Brazil", "Argentina", "Venezuela", "Philippines", "Vietnam",
             "China", "India", "Pakistan", "Bangladesh", "Nepal", "South Korea", "Japan", "Nigeria", "Ghana",
             "Kenya", "Ethiopia", "Somalia", "Eritrea", "Poland", "Ukraine", "Russia", "Italy", "Greece",
             "Portugal", "Ireland", "Germany", "Sweden", "Norway", "Lebanon", "Syria", "Egypt", "Morocco",
             "Iraq", "Iran", "Afghanistan", "Cuba", "Samoa", "Tonga", "Canada", "Thailand", "Laos",
             "Cambodia", "Sudan", "Liberia", "Sierra Leone", "Costa Rica", "Trinidad and Tobago"]

STREET_N = """Elm Juniper Larkspur Quarry Mill Ferncliff Bellhaven Ridgeback Tamarack Orchard Kestrel Wren
Heron Osprey Alder Sumac Hawthorn Chestnut Sycamore Buckeye Cottonwood Linden Magnolia Poplar Spruce
Cedarwood Foxglove Bramble Thornbury Penrose Ashgrove Brookline Carrick Delancey Everly Fairmount Goldfinch
Hollyhock Ironwood Jasper Kingfisher Lantern Meadowlark Northgate Old Mill Pinecrest Quail Run Riverbend
Saddleback Tanager Union Vireo Wagon Wheel Yarrow Zephyr Beacon Copper Drover Emberly Flint Granger
Harvest Indigo Jubilee Keystone Lockwood Moonrise Nightingale Overlook Partridge Redbud Silverleaf""".split()
STREET_S = ["Street", "St", "St.", "Avenue", "Ave", "Ave.", "Road", "Rd", "Drive", "Dr.", "Lane", "Ln",
            "Court", "Ct", "Boulevard", "Blvd", "Way", "Place", "Pl", "Terrace", "Circle", "Trail", "Pike",
            "Parkway"]
UNIT = ["Apt {n}", "Apt. {n}", "Unit {n}", "#{n}", "Suite {n}", "Apt {n}{l}", "Lot {n}", "Bldg {l}, Apt {n}"]

CLINIC_PLACE = """Harrowgate Brindlewood Quenby Larkmoor Fenwick Ashby Tarrow Pellston Wexham Corrin Halvard
Marlowe Sorrell Edgecombe Rushford Kelso Bramwell Orrick Vantry Glenrothe Carrow Stanwick Hollis Merriden
Thistledown Aldous Crayford Emmerly Gilchrist Hatherly Jessamine Kendrew Lockhart Moberly Oakhurst
Prewitt Ravelston Selwick Tindall Whitlow Yardley Cobblestone Fairlight Greystone Riverbend Stillwater
Bluestem Copperleaf Ironbridge Silverpine Westmarch Eastbrook Northfield Southgate Pinecrest Cedar Hollow""".split()
SAINTS = ["St. Odile", "St. Brendan", "St. Aldric", "Saint Perpetua", "St. Ignatius", "St. Cuthbert",
          "Our Lady of Sorrows", "St. Wenceslas", "Saint Benedetta", "St. Clement", "Holy Redeemer",
          "Good Shepherd", "St. Hedwig", "Mercy Ridge"]
HOSP_KIND = ["Medical Center", "General Hospital", "Regional Medical Center", "Community Hospital",
             "Memorial Hospital", "University Hospital", "Health", "Hospital"]
SPEC_KIND = {
    "derm": ["Dermatology", "Skin Institute", "Dermatology Associates", "Skin & Laser Center",
             "Mohs Surgery Center", "Dermatology Group"],
    "eye": ["Eye Institute", "Eye Associates", "Vision Center", "Retina Consultants", "Ophthalmology",
            "Eye & Laser Center"],
    "ent": ["ENT Associates", "Ear, Nose & Throat", "Otolaryngology Group", "Sinus & Allergy Center",
            "Hearing Center", "Head & Neck Surgery"],
    "rheum": ["Rheumatology", "Arthritis Center", "Rheumatology Associates", "Infusion Center",
              "Joint & Bone Clinic"],
    "endo": ["Endocrinology", "Diabetes Center", "Thyroid Clinic", "Endocrine Associates",
             "Diabetes & Metabolism"],
    "gi": ["Gastroenterology", "Digestive Health", "Endoscopy Center", "GI Associates", "Liver Clinic"],
    "neph": ["Nephrology", "Kidney Care", "Dialysis Center", "Renal Associates", "Kidney Clinic"],
    "uro": ["Urology", "Urology Associates", "Men's Health Center", "Stone Center", "Urology Group"],
    "allergy": ["Allergy & Asthma", "Allergy Associates", "Allergy & Immunology", "Asthma Center"],
    "pain": ["Pain Management", "Spine & Pain Center", "Pain Institute", "Interventional Pain",
             "Pain & Wellness"],
    "pcp": ["Family Medicine", "Primary Care", "Internal Medicine", "Family Practice", "Health Center"],
}
PHARM_KIND = ["Pharmacy", "Drug", "Apothecary", "Rx", "Pharmacy & Compounding"]
UNIT_NAMES = ["Birch Ward", "Heron Unit", "Willow Pavilion", "Tamarack Suite", "Larch Wing",
              "Osprey Day Unit", "Juniper Infusion Suite", "Cardinal Wing", "Lantern Pavilion"]
BUILDINGS = ["Garnet Tower", "Halvorsen Pavilion", "Ashcombe Building", "Meridel Hall", "Quarry Street Annex",
             "Whitcombe Building", "Carrow Plaza", "Lindqvist Tower", "Pell Annex"]

ORG_A = """Quillfeather Brightwater Ironclad Bluegill Tamarind Northstar Redhawk Cobalt Pinewood Granite Summit
Harbor Kestrel Lodestar Meridian Tidewater Prairie Copperline Silverbirch Foxhollow Ridgeway Stonebridge
Clearbrook Oakmont Ashford Wildrose Sandpiper Thunderbird Larkspur Goldcrest Bellweather Evergreen""".split()
ORG_B = ["Logistics", "Freight", "Manufacturing", "Foods", "Construction", "Roofing", "Auto Body", "Dairy",
         "Credit Union", "Insurance Agency", "Bakery", "Plumbing", "Landscaping", "Software", "Textiles",
         "Printing", "Trucking", "Poultry", "Hardware", "Elementary School", "High School", "Community College",
         "Casino", "Hotel", "Car Wash", "Salon", "Machine Works", "Packaging", "Cleaners", "Brewing Co."]
ORG_SUF = ["", "", "", " Inc.", " LLC", " Co.", " Corp."]
CHURCH = ["Grace Fellowship Church", "First Baptist Church of {c}", "St. Anselm Parish", "Temple Beth Shalom",
          "{c} Islamic Center", "Living Waters Church", "{c} Seventh-day Adventist Church"]
INSURER_A = ["Bluewater", "Keystone Crest", "Harborlight", "Prairie Shield", "Evergreen Mutual",
             "Summit Peak", "Lakeshore", "Granite State", "TriRiver", "Northway", "Silverline",
             "Cardinal", "Pioneer Valley", "Heartland Crest", "Coastal Bay"]
INSURER_B = ["Health Plan", "Health", "Mutual Health", "Care", "Medicare Advantage", "HMO", "PPO",
             "Community Health Plan", "Health Partners"]
DME = ["{a} Medical Supply", "{a} Home Medical", "{a} Diabetes Supplies", "{a} Hearing Aids", "{a} Orthotics"]

PROFESSIONS = ["welder", "teacher", "electrician", "plumber", "carpenter", "truck driver", "bus driver",
               "accountant", "cashier", "librarian", "pastor", "machinist", "farmer", "rancher", "roofer",
               "hairdresser", "barber", "line cook", "dishwasher", "chef", "software engineer", "mail carrier",
               "firefighter", "police officer", "security guard", "paralegal", "attorney", "dental hygienist",
               "pharmacy technician", "janitor", "landscaper", "housekeeper", "nanny", "bartender", "server",
               "auto mechanic", "lineman", "forklift operator", "warehouse worker", "seamstress", "tailor",
               "house painter", "drywall installer", "bricklayer", "pipefitter", "postal clerk", "bank teller",
               "real estate agent", "insurance adjuster", "professor", "graduate student", "civil engineer",
               "architect", "land surveyor", "veterinarian", "lifeguard", "pool cleaner", "gardener",
               "crab fisherman", "commercial diver", "coal miner", "sheet metal worker", "glassblower",
               "jeweler", "photographer", "musician", "piano teacher", "dance instructor", "florist",
               "baker", "butcher", "sanitation worker", "crossing guard", "school bus driver",
               "daycare provider", "airline pilot", "flight attendant", "massage therapist", "tattoo artist",
               "nail technician", "custodian", "meat packer", "dairy farmer", "cabinet maker", "orchard worker",
               "hotel housekeeper", "stonemason", "long-haul trucker", "bookkeeper", "ranch hand",
               "sous chef", "court reporter", "bakery manager", "grocery clerk", "welding instructor"]

RELATIONS = ["wife", "husband", "daughter", "son", "mother", "father", "sister", "brother", "partner",
             "granddaughter", "grandson", "niece", "nephew", "neighbor", "friend", "caregiver", "aunt",
             "son-in-law", "daughter-in-law", "fiancee", "roommate"]

REL_SEX = {"wife": "F", "daughter": "F", "mother": "F", "sister": "F", "granddaughter": "F", "niece": "F",
           "aunt": "F", "daughter-in-law": "F", "fiancee": "F", "husband": "M", "son": "M", "father": "M",
           "brother": "M", "grandson": "M", "nephew": "M", "son-in-law": "M"}

HOLIDAYS = ["Christmas", "Thanksgiving", "New Year's Day", "Easter", "Memorial Day", "Labor Day",
            "Fourth of July", "Christmas Eve", "Halloween", "Independence Day"]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON3 = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

NUMWORDS = {20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy", 80: "eighty",
            90: "ninety", 10: "ten"}
ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
TEENS = {11: "eleven", 12: "twelve", 13: "thirteen", 14: "fourteen", 15: "fifteen", 16: "sixteen",
         17: "seventeen", 18: "eighteen", 19: "nineteen"}


def num_word(n):
    if n in TEENS:
        return TEENS[n]
    if n < 10:
        return ONES[n]
    if n >= 100:
        return "one hundred" + ("" if n == 100 else " " + num_word(n - 100))
    t, o = (n // 10) * 10, n % 10
    return NUMWORDS[t] + ("" if o == 0 else "-" + ONES[o])
