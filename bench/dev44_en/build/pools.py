"""Invented name, place and institution pools for the dev44-en set.

Everything here is made up for this evaluation set.  Town names are composed
from roots and suffixes; hospitals, practices, employers and churches are
built from those towns and from invented words.  Phone numbers are always in
the fictional 555-01xx range.
"""

FEMALE = """
Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Nancy Lisa Betty Margaret
Sandra Ashley Kimberly Emily Donna Michelle Dorothy Carol Amanda Melissa Deborah Stephanie Rebecca
Sharon Laura Cynthia Kathleen Amy Shirley Angela Helen Anna Brenda Pamela Nicole Emma Samantha
Katherine Christine Debra Rachel Catherine Carolyn Janet Ruth Maria Heather Diane Virginia Julie
Joyce Victoria Olivia Kelly Christina Lauren Joan Evelyn Judith Megan Cheryl Andrea Hannah Martha
Jacqueline Frances Gloria Ann Teresa Kathryn Sara Janice Jean Alice Madison Doris Abigail Julia
Judy Grace Denise Amber Marilyn Beverly Danielle Theresa Sophia Marie Diana Brittany Natalie
Isabella Charlotte Rose Alexis Kayla Bernadette Loretta Wilma Geraldine Peggy Darlene Tammy Rhonda
Guadalupe Lucía Carmen Rosa Ana Yolanda Esperanza Marisol Leticia Graciela Alejandra Ximena Valeria
Daniela Paola Soledad Beatriz Inés Itzel Mariana Consuelo Araceli
Latoya Keisha Tamika Shanice Ebony Aaliyah Imani Jasmine Tanisha Deja Monique Precious Shaniqua Latrice
Adaeze Chiamaka Ngozi Folasade Abena Ama Yetunde Nneka Efua Amara Funmilayo Chinwe
Mei Xiaoling Hui Yuki Haruka Min-ji Soo-ah Ji-woo Lan Thuy Linh Ngoc Hoa Mai Yan Keiko
Priya Ananya Kavya Deepa Sunita Lakshmi Meera Anjali Pooja Farzana Nasreen Shreya Harleen
Fatima Layla Noor Yasmin Mariam Rania Samira Leila Zainab Huda Amal Dalia
Olga Svetlana Natalia Katarzyna Agnieszka Irina Milena Ivana Magdalena Zofia Ingrid Sigrid Astrid
Giulia Francesca Chiara Siobhan Aoife Niamh Renée Chloé Zoë Brigitte Anneliese Dagny Marit
Leilani Malia Kalani Nizhoni Aiyana Tala Halona
""".split()

MALE = """
James Robert John Michael David William Richard Joseph Thomas Charles Christopher Daniel Matthew
Anthony Mark Donald Steven Paul Andrew Joshua Kenneth Kevin Brian George Timothy Ronald Edward
Jason Jeffrey Ryan Jacob Gary Nicholas Eric Jonathan Stephen Larry Justin Scott Brandon Benjamin
Samuel Gregory Alexander Frank Patrick Raymond Jack Dennis Jerry Tyler Aaron Henry Douglas Peter
Adam Nathan Zachary Walter Kyle Harold Carl Jeremy Gerald Keith Roger Arthur Terry Lawrence Sean
Christian Ethan Austin Albert Jesse Willie Billy Bruce Ralph Russell Roy Eugene Wayne Louis Dale
Earl Clarence Wendell Otis Vernon Lloyd Floyd Herbert Marvin Leon Glenn
José Luis Carlos Juan Jorge Miguel Alejandro Rafael Fernando Ricardo Eduardo Javier Héctor Ramón
Santiago Mateo Diego Arturo Ignacio Joaquín Efraín Rodrigo
DeShawn Tyrone Jamal Darnell Marquis Terrell Dante Malik Andre Reginald Cedric Lamar Jermaine Rashad
Chukwuemeka Oluwaseun Kwame Kofi Emeka Babatunde Chidi Obinna Yaw Tunde Kwabena Ifeanyi
Wei Jian Hao Takeshi Hiroshi Kenji Min-jun Seung-ho Jae-won Minh Tuan Quang Duc Bao Haruto
Rajesh Arjun Vikram Sanjay Rahul Anil Suresh Imran Farhan Amit Harpreet Gurpreet Nikhil
Mohammed Ahmed Omar Yusuf Hassan Karim Tariq Khalid Samir Bilal Faisal Nabil
Dmitri Sergei Nikolai Piotr Tomasz Andrzej Mikhail Bogdan Lars Sven Henrik Giovanni Matteo Luca
Liam Declan Cormac Seamus François Étienne Klaus Jürgen Anders Stellan
Keoni Kai Makoa Ahanu Takoda Hosteen
""".split()

SURNAMES = """
Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez
Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark
Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams
Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez Phillips Evans Turner Diaz Parker
Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper
Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks Chavez Wood Bennett
Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross Foster Jimenez Powell
Jenkins Perry Russell Sullivan Bell Coleman Butler Henderson Barnes Fisher Vasquez Simmons Romero
Jordan Patterson Hamilton Graham Reynolds Griffin Wallace Moreno Cole Hayes Bryant Herrera Gibson
Ellis Tran Medina Aguilar Stevens Murray Ford Castro Marshall Owens Harrison Fernandez McDonald
Woods Washington Kennedy Wells Vargas Chen Freeman Webb Tucker Guzman Burns Crawford Olson Simpson
Porter Hunter Gordon Mendez Silva Shaw Snyder Mason Dixon Munoz Hunt Hicks Holmes Palmer Wagner
Robertson Boyd Stone Salazar Fox Warren Mills Meyer Rice Schmidt Garza Daniels Ferguson Nichols
Stephens Soto Weaver Ryan Gardner Payne Grant Dunn Spencer Hawkins Arnold Pierce Vazquez Hansen
Peters Santos Hart Bradley Knight Elliott Cunningham Duncan Armstrong Hudson Carroll Lane Riley
Andrews Alvarado Delgado Berry Perkins Hoffman Johnston Matthews Pena Richards Contreras Willis
Carpenter Sandoval Okafor Adeyemi Mensah Nwosu Oyelaran Boateng Asante Eze Obi Okonkwo Abubakar
Diallo Traore Kamara Haile Tesfaye Bekele Wang Li Zhang Liu Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu
Lin Guo Tanaka Suzuki Watanabe Yamamoto Nakamura Kobayashi Sato Takahashi Park Choi Jung Kang Cho
Yoon Jang Lim Pham Le Hoang Phan Vu Dang Bui Huynh Sharma Singh Kumar Gupta Shah Mehta Reddy Iyer
Nair Desai Joshi Chaudhry Malik Hussain Khan Rahman Siddiqui Qureshi Haddad Khoury Nasser Saleh
Mansour Farouk Aziz Hashemi Karimi Tehrani Cohen Levy Goldberg Friedman Katz Rosenberg Shapiro
Kowalski Nowak Wisniewski Kaminski Lewandowski Zielinski Novak Horvat Petrov Ivanov Volkov Sokolov
Popescu Dimitrov Kovacs Nagy Mueller Schneider Fischer Weber Becker Schulz Koch Richter Bauer Klein
Wolf Neumann Schwarz Zimmermann Braun Hartmann Lange Werner Rossi Russo Ferrari Esposito Bianchi
Romano Colombo Ricci Marino Greco Bruno Gallo Conti Costa Giordano Mancini O'Brien O'Connor
O'Neill McCarthy Gallagher Doherty Lynch Quinn Brennan Fitzgerald Byrne Nolan MacLeod Fraser
Andersen Nielsen Larsen Johansson Lindqvist Eriksson Berg Halvorsen Dubois Lefebvre Moreau Laurent
Girard Fontaine Bouchard Gagnon Tremblay Pelletier Begay Yazzie Tsosie Benally Kahale Akana
Kealoha Figueroa Acosta Navarro Rojas Espinoza Valdez Serrano Ibarra Cabrera Quintero Villanueva
Bautista Mercado Domingo Aquino Pacheco Zamora Montoya Trujillo Archuleta Baca Lujan Okeke Wojcik
Baptiste Pierre Toussaint Celestin DeAngelis LaFleur McAllister MacKenzie Whitfield Ashby Pruitt
Stroud Greer Holloway Lockhart Marchetti Abernathy Kowalczyk Szabo Varga Lindgren Oyelowo Achterberg
Vandermeer Kastner Pemberton Thorne Ridley Okoro Amadi Nakashima Fujimoto Chaudhary Bhatt Kapoor
""".split()

# Multi-word / punctuated surnames, used now and then.
SURNAMES_SPECIAL = ["De la Rosa", "Van der Berg", "St. Clair", "Dela Cruz", "Ruiz-Ortega",
                    "Jean-Baptiste", "Smith-Hollis", "Garcia-Lopez", "De Luca", "Al-Amin",
                    "Abu-Hamdan", "Van Wyk", "Le Blanc", "Okafor-Reyes", "D'Souza"]

NICKNAMES = {
    "Robert": "Bob", "William": "Bill", "Richard": "Rick", "James": "Jim", "Joseph": "Joe",
    "Thomas": "Tom", "Charles": "Chuck", "Michael": "Mike", "Edward": "Ed", "Kenneth": "Ken",
    "Elizabeth": "Liz", "Margaret": "Peggy", "Patricia": "Pat", "Katherine": "Kate",
    "Deborah": "Debbie", "Jennifer": "Jenny", "Rebecca": "Becky", "Samantha": "Sam",
    "Christopher": "Chris", "Theodore": "Ted", "Alexander": "Alex", "Nicholas": "Nick",
    "Gerald": "Jerry", "Donald": "Don", "Timothy": "Tim", "Anthony": "Tony", "Frances": "Fran",
    "Dorothy": "Dot", "Susan": "Sue", "Barbara": "Barb", "Virginia": "Ginny",
    "Chukwuemeka": "Emeka", "Oluwaseun": "Seun", "Babatunde": "Tunde", "Alejandro": "Alex",
    "Guadalupe": "Lupe", "Francisco": "Paco", "Jesús": "Chuy", "Ignacio": "Nacho",
    "Folasade": "Sade", "Katarzyna": "Kasia", "Dmitri": "Dima", "Nikolai": "Kolya",
}

# state abbr, name, area codes, zip prefix range (inclusive, 3-digit)
STATES = [
    ("MA", "Massachusetts", ["617", "508", "413", "978"], (10, 27)),
    ("NY", "New York", ["315", "518", "607", "716"], (120, 149)),
    ("PA", "Pennsylvania", ["412", "570", "610", "814"], (150, 196)),
    ("OH", "Ohio", ["216", "330", "419", "614", "937"], (430, 458)),
    ("MI", "Michigan", ["231", "269", "517", "616", "989"], (480, 499)),
    ("IL", "Illinois", ["217", "309", "618", "815"], (600, 629)),
    ("WI", "Wisconsin", ["608", "715", "920"], (530, 549)),
    ("MN", "Minnesota", ["218", "507", "320"], (550, 567)),
    ("IA", "Iowa", ["319", "515", "563", "712"], (500, 528)),
    ("MO", "Missouri", ["314", "417", "573", "660"], (630, 658)),
    ("KY", "Kentucky", ["270", "502", "606", "859"], (400, 427)),
    ("TN", "Tennessee", ["423", "615", "731", "865"], (370, 385)),
    ("GA", "Georgia", ["229", "478", "706", "912"], (300, 319)),
    ("FL", "Florida", ["239", "352", "386", "850", "941"], (320, 349)),
    ("NC", "North Carolina", ["252", "336", "704", "828", "910"], (270, 289)),
    ("VA", "Virginia", ["276", "434", "540", "757"], (220, 246)),
    ("MD", "Maryland", ["240", "301", "410", "443"], (206, 219)),
    ("TX", "Texas", ["254", "325", "432", "806", "936", "956"], (750, 799)),
    ("OK", "Oklahoma", ["405", "580", "918"], (730, 749)),
    ("AZ", "Arizona", ["520", "602", "928"], (850, 865)),
    ("NM", "New Mexico", ["505", "575"], (870, 884)),
    ("CO", "Colorado", ["303", "719", "970"], (800, 816)),
    ("UT", "Utah", ["385", "435", "801"], (840, 847)),
    ("NV", "Nevada", ["702", "775"], (889, 898)),
    ("CA", "California", ["209", "530", "559", "707", "760", "805", "909"], (900, 961)),
    ("OR", "Oregon", ["503", "541", "971"], (970, 979)),
    ("WA", "Washington", ["360", "509", "253"], (980, 994)),
    ("ID", "Idaho", ["208"], (832, 838)),
    ("MT", "Montana", ["406"], (590, 599)),
    ("LA", "Louisiana", ["225", "318", "337", "985"], (700, 714)),
    ("AL", "Alabama", ["205", "251", "256", "334"], (350, 369)),
    ("SC", "South Carolina", ["803", "843", "864"], (290, 299)),
    ("IN", "Indiana", ["219", "260", "317", "812"], (460, 479)),
    ("NE", "Nebraska", ["308", "402"], (680, 693)),
    ("KS", "Kansas", ["316", "620", "785"], (660, 679)),
    ("NJ", "New Jersey", ["201", "609", "732", "856"], (70, 89)),
    ("CT", "Connecticut", ["203", "860"], (60, 69)),
    ("ME", "Maine", ["207"], (39, 49)),
    ("VT", "Vermont", ["802"], (50, 59)),
    ("NH", "New Hampshire", ["603"], (30, 38)),
    ("AR", "Arkansas", ["479", "501", "870"], (716, 729)),
    ("MS", "Mississippi", ["228", "601", "662"], (386, 397)),
    ("WV", "West Virginia", ["304", "681"], (247, 268)),
    ("SD", "South Dakota", ["605"], (570, 577)),
    ("ND", "North Dakota", ["701"], (580, 588)),
]

TOWN_ROOTS = """
Ash Birch Cedar Maple Oak Pine Willow Elm Hazel Alder Laurel Holly Spruce Juniper Aspen Cypress
Magnolia Hickory Chestnut Sycamore Bramwell Harlow Dunmore Kessington Fairhaven Thornbury Wexford
Halston Pembrook Calloway Ridgemont Stonebridge Millbrook Clearwater Riverton Brookfield Glenwood
Westbury Northfield Eastlake Southport Lakemont Hillcrest Ambrose Belden Carrow Darby Ellery
Fenwick Garland Hadley Ingram Jessup Kendrick Lorimer Marlow Norwood Oakes Prescott Quimby Rowan
Sutter Tolland Upton Varney Whitcomb Yardley Corbin Delmar Everly Fallon Granger Hollis Kilbride
Larkin Merritt Nash Orland Paxton Redfern Selby Tillman Wadsworth Winslow Bexley Cresswell
Dorrance Emberly Foxley Gideon Harwick Ivybrook Keswick Linwood Mayfield Newcombe Ossining
""".split()
TOWN_SUFFIX = ["", "", "", " Falls", " Springs", " Hollow", "ville", "ton", " Ridge", " Crossing",
               " Junction", " Heights", " Creek", " Grove", " Harbor", " Point", "ford", " Valley",
               " Center", " Mills", " Bluff", " Landing", "burg", " City", " Lake"]

STREET_NAMES = """
Main Church Market Elm Oak Maple Pine Cedar Walnut Chestnut Willow Birch Spruce Laurel Magnolia
Hickory Sycamore Poplar Locust Cherry Orchard Meadow Prairie Ridge Valley River Lake Spring
Highland Hillside Sunset Sunrise Lincoln Jefferson Madison Monroe Franklin Washington Jackson
Adams Grant Garfield Cleveland Harrison Mill Depot Railroad Canal Bridge School College Park
Forest Grove Heather Juniper Larkspur Primrose Rosewood Briar Thistle Bluebonnet Dogwood Aspen
Quail Pheasant Cardinal Bluebird Heron Fox Deer Elk Bear Wolf Mesa Canyon Arroyo Sierra Cactus
Palmetto Cypress Bayou Tidewater Harbor Shore Beacon Lighthouse Granite Quarry Copper Iron Silver
Foxglove Kingfisher Whippoorwill Partridge Ashbury Kensington Wexford Carrington Dunmore Fairview
Pleasant Prospect Liberty Union Commerce Industrial Center Cottage Orchard Vineyard Harvest
""".split()
STREET_TYPES = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court",
                "Ct", "Boulevard", "Blvd", "Way", "Place", "Pl", "Terrace", "Circle", "Cir",
                "Parkway", "Pkwy", "Pike", "Trail", "Loop", "Run"]
NUMBERED = ["1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th", "11th", "12th",
            "14th", "16th", "18th", "21st", "23rd", "27th", "32nd", "45th", "51st", "68th", "102nd"]

SAINTS = ["Brigid", "Anselm", "Columba", "Hedwig", "Cyril", "Benedict", "Agatha", "Lucian",
          "Dymphna", "Rafael", "Teresa", "Adalbert", "Bernadette", "Clement", "Gerard", "Ignatius",
          "Monica", "Perpetua", "Vincent", "Elias", "Jude", "Barnabas", "Casimir", "Gabriel"]

HOSP_PATTERNS = [
    "{town} Regional Medical Center", "{town} Memorial Hospital", "{town} General Hospital",
    "{town} Community Hospital", "St. {saint} Medical Center", "St. {saint}'s Hospital",
    "{town} Valley Health", "{surname} Memorial Hospital", "{town} Baptist Hospital",
    "{town} Methodist Hospital", "Our Lady of {virtue} Hospital", "{town} Health Center",
    "{surname}-{surname2} University Hospital", "{town} Medical Center", "{town} County Hospital",
    "Mercy {town} Hospital", "{town} Presbyterian Hospital", "{town} Adventist Medical Center",
]
VIRTUES = ["Mercy", "Peace", "Hope", "the Lakes", "the Valley", "Grace", "Good Counsel", "Sorrows"]

CLINIC_PATTERNS = [
    "{town} Family Medicine", "{town} Internal Medicine Associates", "{surname} Family Practice",
    "{town} Primary Care", "{town} Cardiology Associates", "{town} Pulmonary & Sleep Clinic",
    "{surname} & {surname2} Internal Medicine", "{town} Community Health Center",
    "{town} Orthopedic Group", "{town} Gastroenterology Associates", "{town} Kidney Care",
    "{town} Urgent Care", "{surname} Pediatrics", "{town} Endocrine & Diabetes Center",
    "{town} Neurology Clinic", "{town} Women's Health", "{town} Wound Care Center",
    "{town} Oncology & Hematology", "{town} Free Clinic", "{surname} Medical Group",
]
PRIMARY_PATTERNS = [
    "{town} Family Medicine", "{town} Internal Medicine Associates", "{surname} Family Practice",
    "{town} Primary Care", "{surname} & {surname2} Internal Medicine", "{town} Community Health Center",
    "{town} Free Clinic", "{surname} Medical Group", "{town} Family Health Center", "{town} Medical Associates",
]
FACILITY_PATTERNS = [
    "{town} Rehabilitation Center", "{town} Skilled Nursing Facility", "{town} Manor",
    "{surname} House Assisted Living", "{town} Care Center", "{town} Health & Rehab",
    "{town} Gardens Nursing Home", "{town} Hospice House", "{town} Senior Living",
]
PHARMACY_PATTERNS = ["{town} Pharmacy", "{surname} Family Pharmacy", "{town} Drug",
                     "{surname}'s Apothecary", "{town} Discount Pharmacy", "Corner Drug of {town}"]
IMAGING_PATTERNS = ["{town} Imaging Center", "{town} Open MRI", "{town} Diagnostic Imaging",
                    "{surname} Radiology Associates"]
UNIT_NAMES = ["Larkspur Unit", "Magnolia Unit", "Cedar Pavilion", "Birch Unit", "Heron Unit",
              "Aspen Unit", "Sparrow Unit", "Willow Unit", "Juniper Unit", "Osprey Unit",
              "Lakeview Unit", "Summit Unit"]
BUILDINGS = ["Hargrove Pavilion", "Whitcomb Tower", "Ellery Building", "Norwood Tower",
             "Pemberton Pavilion", "Abernathy Building", "Tolland Wing", "Selby Tower"]
LANDMARKS = ["Brennan Park", "the Riverside Mall", "Kettle Lake boat ramp", "Miller's Pond",
             "the Foxley Street bus depot", "Granger Stadium", "the Harwick Reservoir trail",
             "Dunmore Plaza", "the Old Mill bridge", "Quimby Memorial Park", "Linwood Fairgrounds",
             "the Paxton rail yard", "Sutter Creek campground", "Belden Square"]

ORG_PATTERNS = [
    "{surname} Freight", "{town} Unified School District", "{surname} Tool & Die", "{town} Public Library",
    "{surname} Construction", "{town} Poultry", "{surname} Logistics", "{town} Auto Body",
    "{surname} & Sons Roofing", "{town} Feed and Grain", "{surname} Dairy", "{town} Savings Bank",
    "{town} Middle School", "{town} High School", "{town} Community College", "{surname} Plumbing",
    "Grace Fellowship Church", "First Baptist Church of {town}", "St. {saint} Catholic Church",
    "{town} Fire Department", "{surname} Precision Machining", "{town} Distribution Center",
    "{surname} Landscaping", "{town} Packing Co", "Redline Courier", "Bluestem Energy",
    "Northstar Call Center", "{town} Casino", "{surname} Electric", "{town} Water Authority",
    "Tri-County Transit", "{town} Country Club", "{surname} Law Group", "Kestrel Software",
    "Ironwood Steel", "Prairie Wind Cooperative", "{town} Mennonite Church", "Temple Beth {virtue2}",
]
VIRTUES2 = ["Shalom", "El", "Israel", "Am"]

PROFESSIONS = [
    "welder", "teacher", "truck driver", "accountant", "electrician", "farmer", "cashier",
    "software engineer", "construction worker", "hairdresser", "mail carrier", "nurse's aide",
    "machinist", "bus driver", "librarian", "plumber", "mechanic", "carpenter", "dental hygienist",
    "chef", "line cook", "security guard", "pastor", "firefighter", "police officer", "roofer",
    "landscaper", "bank teller", "real estate agent", "paralegal", "pharmacist", "graphic designer",
    "warehouse worker", "forklift operator", "coal miner", "fisherman", "rancher", "janitor",
    "housekeeper", "waitress", "bartender", "stay-at-home mother", "college professor",
    "insurance adjuster", "social worker", "veterinary technician", "daycare worker", "barber",
    "painter", "seamstress", "dairy farmer", "oil field worker", "lineman", "letter carrier",
    "auto parts salesman", "home health aide", "school counselor", "data analyst", "architect",
    "attorney", "tattoo artist", "sheet metal worker", "long-haul trucker", "court reporter",
    "florist", "baker", "butcher", "meatpacker", "custodian", "crane operator", "HVAC technician",
    "pipefitter", "quality inspector", "call center representative", "Uber driver", "cook",
    "grocery store manager", "sanitation worker", "homemaker", "engineer", "secretary", "postal clerk",
]

COUNTRIES = ["Mexico", "Guatemala", "El Salvador", "Honduras", "Vietnam", "Philippines", "India",
             "Pakistan", "Nigeria", "Ghana", "Ethiopia", "Somalia", "China", "South Korea", "Poland",
             "Ukraine", "Russia", "Italy", "Ireland", "Germany", "Haiti", "Dominican Republic",
             "Cuba", "Brazil", "Peru", "Colombia", "Iraq", "Syria", "Lebanon",
             "Egypt", "Iran", "Bangladesh", "Nepal", "Laos", "Cambodia", "Japan", "Canada",
             "Jamaica", "Kenya", "Liberia", "Bosnia", "Afghanistan", "Thailand", "Portugal"]

EMAIL_DOMAINS = ["example.com", "example.net", "example.org", "mail.example.com",
                 "inbox.example.net", "home.example.org"]
