"""Invented name, place and organisation pools for dev174_en (author 174)."""

FIRST_F = """Agnes Alberta Alice Alma Altagracia Amelia Anita Annabelle Antoinette Audrey Barbara
Beatrice Bernadette Bertha Betty Beverly Blanche Bonnie Carmela Carol Caroline Catalina
Cecilia Charlotte Clara Claudette Colleen Constance Cora Darlene Deborah Delores Dolores
Donna Doris Dorothy Edith Edna Eileen Elaine Eleanor Elsie Emiko Esperanza Esther Ethel
Eugenia Evelyn Faye Florence Frances Gail Genevieve Georgia Geraldine Gladys Gloria Grace
Gwendolyn Harriet Hazel Helen Henrietta Hilda Ida Imelda Inez Irene Iris Irma Jacqueline
Janet Jeanette Jo Josephine Joyce Juanita Judith Kathleen Keiko Lavinia Leona Lillian Linh
Lois Loretta Lorraine Louise Lucille Luz Mabel Madeline Mae Margaret Marguerite Marian
Marjorie Marlene Martha Maxine Mildred Minerva Myrtle Nadine Nancy Naomi Nellie Noreen
Norma Olga Opal Patricia Pauline Pearl Phyllis Priscilla Ramona Regina Rosalind Rosemary
Rosa Ruby Ruth Sally Shirley Sophie Stella Sylvia Teresa Thelma Theresa Trinidad Ursula
Valentina Vera Verna Viola Virginia Wanda Wilhelmina Winifred Yolanda Yvonne Zelda""".split()

FIRST_M = """Abraham Albert Alfonso Alfred Alvin Ambrose Amos Anselm Archie Arnold Arthur August
Barney Bernard Booker Boyd Bruno Burton Calvin Carl Cecil Chester Clarence Claude Clifford
Clyde Cornelius Curtis Dale Delbert Dewey Domingo Donald Douglas Earl Edgar Edmund Elmer
Emil Ernest Eugene Everett Ezekiel Felix Floyd Francis Franklin Fred Gerald Gilbert Glenn
Gordon Grover Gus Harold Harvey Herbert Herman Hiroshi Homer Horace Howard Hubert Ignacio
Irving Isaiah Jerome Joaquin Julius Kenneth Lamar Lawrence Leland Leon Leroy Lester Lloyd
Lonnie Louis Lowell Luther Malcolm Marvin Maurice Melvin Milton Morris Murray Nathaniel
Norman Oliver Orville Oscar Otis Percy Quentin Ralph Ramon Raymond Reginald Roland Roscoe
Rudolph Rufus Russell Salvatore Samuel Seymour Sherman Sidney Stanley Sterling Sylvester
Thaddeus Theodore Thurman Truman Ulysses Vernon Victor Virgil Wallace Walter Warren Wendell
Wilbur Willard Willis Winston Woodrow Wyatt Xavier Zachary Tuan Vikram Rajesh Kwame""".split()

STAFF_F = """Aaliyah Adriana Alexis Amber Andrea Angela Ashley Bianca Brianna Brittany Candace
Chantel Chelsea Crystal Danielle Destiny Ebony Erica Esmeralda Fatima Gabriela Heather
Imani Jasmine Jennifer Jessica Kayla Keisha Kelsey Kiara LaToya Lindsey Marisol Megan
Mercedes Monique Naomi Nicole Priya Rachel Sade Shanice Stephanie Tamika Tiffany Vanessa
Whitney Yesenia Zoe Rukhsana Thu Mei Ngozi Oksana Lakshmi Carmen Rocio Dana Kim Jolene""".split()

STAFF_M = """Aaron Adrian Andre Brandon Caleb Cedric Darnell Derek DeShawn Diego Dmitri Emeka
Ethan Hector Ian Jamal Javier Jordan Joshua Kevin Kofi Lamont Luis Marcus Mateo Nathan
Obinna Omar Pedro Quinton Rashad Ricardo Ryan Samir Terrence Tyler Victor Wesley Yusuf
Anil Chidi Farid Gareth Hung Ivan Jin Jose Kwasi Tomasz Reuben Rohan Sean Tobias""".split()

LAST = """Abernathy Acosta Adeyemi Aguilar Albrecht Alvarado Amundsen Andersen Appleby Archuleta
Arsenault Ashworth Babcock Baptiste Barrientos Bauer Beaulieu Belcher Benavides Bergstrom
Birchfield Blackwood Blevins Bonaparte Bouchard Bowerman Brannigan Breckenridge Brodsky
Bustamante Cabrera Callahan Camacho Carmichael Castellano Chaudhry Chen Chisholm Cho
Ciccone Colburn Coldwell Contreras Cornwell Crandall Cruikshank Dabrowski Dalrymple
Danforth Delacroix DeLuca Desai Dingle Dobbins Donnelly Dorsey Drummond Dubois Dunleavy
Eckhardt Edmonds Ellsworth Emerson Esparza Estrada Etheridge Fairbanks Falkner Farrow
Fenwick Ferreira Finnegan Fitzgerald Flanagan Forsythe Fairweather Galloway Garza Gaspard
Gebhardt Giordano Goldberg Gonzaga Gorski Greenleaf Grimaldi Guidry Gustafson Haddad
Halvorsen Hargrove Hartigan Haskins Hatfield Hendricks Hernandez Hollister Holloway
Huang Huckabee Hurtado Ibarra Iverson Jablonski Jankowski Jaramillo Jefferies Jorgensen
Kaminski Kapoor Kasprzak Kaufman Kealoha Kettering Kincaid Kowalczyk Krueger Lachance
Lafferty Landry Larkin Lassiter LeBlanc Lindqvist Lombardi Lovejoy Lundgren Macias
MacPherson Maldonado Mancuso Marchetti Marquez Mathis McAllister McCready McGillicuddy
Mendoza Merriweather Metzger Moreau Mulcahy Nakamura Navarro Nguyen Nowicki Nussbaum
Obermeyer O'Connell Okafor Okonkwo Olmstead O'Rourke Ostrowski Pacheco Padgett Palumbo
Pappas Pemberton Pendergast Petrakis Pfeiffer Pham Pulaski Quackenbush Quintero Rafferty
Ramsey Rasmussen Reinholt Renfro Rios Robichaux Rockwell Rosenthal Rutherford Salazar
Santangelo Schaefer Schumacher Sepulveda Shackelford Silvestri Slaughter Sorensen
Spalding Stahl Stallworth Steinberg Stroud Sullivan Szymanski Tafoya Takahashi Tanaka
Thibodeaux Thornbury Tillman Toussaint Trujillo Underwood Urquhart Valdez Vanderpool
Vasquez Villanueva Voss Wachowski Wainwright Washburn Weatherby Westbrook Whitcomb
Wilkerson Winterbottom Wojcik Yamamoto Yarborough Zeller Zielinski Zimmerman""".split()

NICKS = {"Margaret": "Peggy", "Dorothy": "Dottie", "Elizabeth": "Betty", "Patricia": "Pat",
         "Catherine": "Kay", "Frances": "Fran", "Theodore": "Ted", "Robert": "Bob",
         "Lawrence": "Larry", "Harold": "Hal", "Clarence": "Sonny", "Wilhelmina": "Billie",
         "Josephine": "Josie", "Eugenia": "Genie", "Francis": "Frank", "Albert": "Al",
         "Edmund": "Ed", "Herbert": "Herb", "Kenneth": "Ken", "Gerald": "Jerry",
         "Raymond": "Ray", "Walter": "Walt", "Woodrow": "Woody", "Samuel": "Sam",
         "Winifred": "Winnie", "Virginia": "Ginny", "Eleanor": "Nell", "Theresa": "Tess",
         "Salvatore": "Sal", "Alfred": "Freddie", "Gilbert": "Gil", "Nathaniel": "Nate",
         "Rudolph": "Rudy", "Geraldine": "Gerri", "Constance": "Connie", "Beatrice": "Bea",
         "Lillian": "Lil", "Leland": "Lee", "Wallace": "Wally", "Ulysses": "Uly"}

# city, county, state abbr, state name, zip prefix, phone area
CITIES = [
    ("Sheboygan", "Sheboygan County", "WI", "Wisconsin", "530", "920"),
    ("Oshkosh", "Winnebago County", "WI", "Wisconsin", "549", "920"),
    ("Janesville", "Rock County", "WI", "Wisconsin", "535", "608"),
    ("Decatur", "Macon County", "IL", "Illinois", "625", "217"),
    ("Peoria", "Peoria County", "IL", "Illinois", "616", "309"),
    ("Joliet", "Will County", "IL", "Illinois", "604", "815"),
    ("Dayton", "Montgomery County", "OH", "Ohio", "454", "937"),
    ("Zanesville", "Muskingum County", "OH", "Ohio", "437", "740"),
    ("Lima", "Allen County", "OH", "Ohio", "458", "419"),
    ("Muncie", "Delaware County", "IN", "Indiana", "473", "765"),
    ("Terre Haute", "Vigo County", "IN", "Indiana", "478", "812"),
    ("Bowling Green", "Warren County", "KY", "Kentucky", "421", "270"),
    ("Paducah", "McCracken County", "KY", "Kentucky", "420", "270"),
    ("Murfreesboro", "Rutherford County", "TN", "Tennessee", "371", "615"),
    ("Jackson", "Madison County", "TN", "Tennessee", "383", "731"),
    ("Hickory", "Catawba County", "NC", "North Carolina", "286", "828"),
    ("Rocky Mount", "Nash County", "NC", "North Carolina", "278", "252"),
    ("Florence", "Florence County", "SC", "South Carolina", "295", "843"),
    ("Spartanburg", "Spartanburg County", "SC", "South Carolina", "293", "864"),
    ("Macon", "Bibb County", "GA", "Georgia", "312", "478"),
    ("Valdosta", "Lowndes County", "GA", "Georgia", "316", "229"),
    ("Dothan", "Houston County", "AL", "Alabama", "363", "334"),
    ("Tuscaloosa", "Tuscaloosa County", "AL", "Alabama", "354", "205"),
    ("Hattiesburg", "Forrest County", "MS", "Mississippi", "394", "601"),
    ("Lafayette", "Lafayette Parish", "LA", "Louisiana", "705", "337"),
    ("Houma", "Terrebonne Parish", "LA", "Louisiana", "703", "985"),
    ("Tyler", "Smith County", "TX", "Texas", "757", "903"),
    ("Abilene", "Taylor County", "TX", "Texas", "796", "325"),
    ("Victoria", "Victoria County", "TX", "Texas", "779", "361"),
    ("Lawton", "Comanche County", "OK", "Oklahoma", "735", "580"),
    ("Joplin", "Jasper County", "MO", "Missouri", "648", "417"),
    ("Sedalia", "Pettis County", "MO", "Missouri", "653", "660"),
    ("Salina", "Saline County", "KS", "Kansas", "674", "785"),
    ("Grand Island", "Hall County", "NE", "Nebraska", "688", "308"),
    ("Sioux City", "Woodbury County", "IA", "Iowa", "511", "712"),
    ("Dubuque", "Dubuque County", "IA", "Iowa", "520", "563"),
    ("Mankato", "Blue Earth County", "MN", "Minnesota", "560", "507"),
    ("Duluth", "St. Louis County", "MN", "Minnesota", "558", "218"),
    ("Bismarck", "Burleigh County", "ND", "North Dakota", "585", "701"),
    ("Rapid City", "Pennington County", "SD", "South Dakota", "577", "605"),
    ("Billings", "Yellowstone County", "MT", "Montana", "591", "406"),
    ("Casper", "Natrona County", "WY", "Wyoming", "826", "307"),
    ("Pueblo", "Pueblo County", "CO", "Colorado", "810", "719"),
    ("Las Cruces", "Dona Ana County", "NM", "New Mexico", "880", "575"),
    ("Prescott", "Yavapai County", "AZ", "Arizona", "863", "928"),
    ("Ogden", "Weber County", "UT", "Utah", "844", "801"),
    ("Pocatello", "Bannock County", "ID", "Idaho", "832", "208"),
    ("Yakima", "Yakima County", "WA", "Washington", "989", "509"),
    ("Medford", "Jackson County", "OR", "Oregon", "975", "541"),
    ("Redding", "Shasta County", "CA", "California", "960", "530"),
    ("Visalia", "Tulare County", "CA", "California", "932", "559"),
    ("Reno", "Washoe County", "NV", "Nevada", "895", "775"),
    ("Altoona", "Blair County", "PA", "Pennsylvania", "166", "814"),
    ("Scranton", "Lackawanna County", "PA", "Pennsylvania", "185", "570"),
    ("Utica", "Oneida County", "NY", "New York", "135", "315"),
    ("Elmira", "Chemung County", "NY", "New York", "149", "607"),
    ("Bangor", "Penobscot County", "ME", "Maine", "044", "207"),
    ("Rutland", "Rutland County", "VT", "Vermont", "057", "802"),
    ("Pittsfield", "Berkshire County", "MA", "Massachusetts", "012", "413"),
    ("Norwich", "New London County", "CT", "Connecticut", "063", "860"),
    ("Cumberland", "Allegany County", "MD", "Maryland", "215", "301"),
    ("Roanoke", "Roanoke County", "VA", "Virginia", "240", "540"),
    ("Wheeling", "Ohio County", "WV", "West Virginia", "260", "304"),
    ("Ocala", "Marion County", "FL", "Florida", "344", "352"),
    ("Lakeland", "Polk County", "FL", "Florida", "338", "863"),
    ("Hilo", "Hawaii County", "HI", "Hawaii", "967", "808"),
    ("Fairbanks", "Fairbanks North Star Borough", "AK", "Alaska", "997", "907"),
    ("Fort Smith", "Sebastian County", "AR", "Arkansas", "729", "479"),
]

STREETS = """Larkspur Oakmont Chestnut Sycamore Linden Juniper Magnolia Hawthorne Beechwood
Briarwood Cottonwood Dogwood Elmhurst Fairview Glenwood Hillcrest Ivy Kingsley Lakeshore
Meadowbrook Northgate Orchard Pinecrest Quail Ridge Ridgeview Shady Creek Timberline
Valleyview Walnut Westfield Willowbrook Yorktown Abbott Baldwin Carver Delmar Eastwood
Foxglove Garfield Harrison Jefferson Kenwood Lincoln Madison Monroe Prospect Quincy
Roosevelt Sherwood Tanglewood Union Vine Washington Wren Cardinal Heron Bluebird""".split()
STREET_TYPES = ["St", "Street", "Ave", "Avenue", "Rd", "Road", "Dr", "Drive", "Ln", "Lane",
                "Ct", "Court", "Blvd", "Way", "Pl", "Terrace", "Circle", "Pike", "Hwy"]
DIRS = ["", "", "", "", "N. ", "S. ", "E. ", "W. ", "North ", "West "]
UNITS = ["Apt", "Apt.", "Unit", "#", "Lot", "Suite"]

FAC_PRE = ["Brookhaven", "Willow Crest", "Maple Terrace", "Cedar Ridge", "Harborview",
           "Pine Knoll", "Autumn Glen", "Stonebridge", "Heritage Oaks", "Lakeview",
           "Meadow Park", "Rosewood", "Silver Creek", "Sunnybrook", "Evergreen Hills",
           "Golden Fields", "Whispering Pines", "Riverbend", "Shepherd's Cove",
           "Clearwater", "Fairhaven", "Prairie Rose", "Bluebonnet", "Hickory Hill",
           "Laurel Grove", "Magnolia Manor", "Cobblestone", "Briar Glen", "Mill Pond",
           "Orchard View", "Quail Hollow", "Twin Rivers", "Vista Bella", "Kestrel Point",
           "Aspen Trace", "St. Brigid's", "Good Samaritan"]
FAC_SUF = [("Health & Rehabilitation Center", "SNF"), ("Skilled Nursing and Rehab", "SNF"),
           ("Care Center", "SNF"), ("Nursing and Rehabilitation", "SNF"),
           ("Post-Acute Care", "SNF"), ("Healthcare Center", "SNF"),
           ("Nursing Home", "LTC"), ("Living Center", "LTC"), ("Manor", "LTC"),
           ("Assisted Living", "ALF"), ("Senior Living", "ALF"), ("Memory Care Residence", "ALF")]

UNIT_NAMES = ["Magnolia Court", "Cedar Hall", "Harbor Wing", "Sunrise Unit", "Birch Hall",
              "Dogwood Lane", "Lighthouse Unit", "Garden Court", "Willow Wing", "Aspen Hall",
              "Meadowlark Unit", "Bluebird Court", "Evergreen Wing", "Poplar Hall",
              "Rosemary Unit", "Heron Point", "Juniper Court", "Cardinal Wing", "Oak Hall",
              "Tranquility Neighborhood", "Sycamore Unit", "Hummingbird Court",
              "Pathways Memory Care", "Summit Rehab Unit", "Cypress Wing", "Lilac Lane"]

HOSP_A = ["St. Ambrose", "Mercy Valley", "Riverside Regional", "Good Shepherd", "Baptist Memorial",
          "Providence Ridge", "Trinity Lakes", "Holy Cross", "Sacred Heart", "Methodist Hills",
          "Lutheran", "Parkview", "Covenant", "Northfield", "St. Ignatius",
          "Our Lady of Sorrows", "Carilion Valley", "Beacon Point", "Franklin County",
          "Memorial", "St. Casimir", "Hope Harbor", "Presbyterian Heights", "Bayfront"]
HOSP_B = ["Medical Center", "Hospital", "Regional Medical Center", "Health System",
          "Community Hospital", "Regional Hospital", "General Hospital"]

PHARMACIES = ["Keystone LTC Pharmacy", "Omnicare of the Valley", "Heartland Institutional Pharmacy",
              "PharMerica Lakes", "CareRx Long-Term Care Pharmacy", "Red Oak Pharmacy Services",
              "Tri-State Geriatric Pharmacy", "Main Street Apothecary", "Prairie LTC Rx",
              "Bridgeport Closed-Door Pharmacy", "Summit Senior Pharmacy", "Northstar Rx Services"]
HOSPICES = ["Compassus of the Valley", "Heartsong Hospice", "Gentle Shepherd Hospice",
            "Harbor Light Hospice", "Amedisys Hospice of the Lakes", "Crossroads Hospice & Palliative",
            "Unity Hospice", "Silver Linings Hospice"]
DIALYSIS = ["DaVita Eastgate Dialysis", "Fresenius Kidney Care Riverside", "Northside Dialysis Center",
            "Prairie Kidney Center", "American Renal of the Valley"]
CLINICS = ["Lakeside Cardiology Associates", "Valley Wound & Hyperbaric Center",
           "Northgate Orthopaedic Clinic", "Tri-County Urology", "Cornerstone Family Practice",
           "Bluewater Neurology Clinic", "Riverside Podiatry Group", "Summit Eye Institute",
           "Parkview Pulmonary Clinic", "Heartland Oncology Center"]
AMBULANCE = ["Lifeline EMS", "Tri-County Ambulance Service", "AmeriCare Medical Transport",
             "Rural/Metro of the Valley", "Guardian Medical Transport", "Priority Ambulance",
             "Red Cedar Wheelchair Van Co.", "Medi-Trans LLC"]
STAFFING = ["NurseStat Staffing", "ShiftKey Partners", "CareBridge Staffing Solutions",
            "Heartland Nurse Pool", "Prime Medical Staffing", "IntelyCare Midwest"]
VENDORS = ["MobilexUSA Portable X-Ray", "TruLab Diagnostics", "Precision Mobile Imaging",
           "Keystone Reference Lab", "Apria Home Medical", "Lincare Respiratory",
           "Medline Industries", "Ability DME Supply"]

CHURCHES = ["St. Mary's Catholic Church", "First Baptist Church", "Grace Lutheran Church",
            "Bethel AME Church", "Temple Beth Shalom", "Zion Evangelical Church",
            "Holy Trinity Greek Orthodox Church", "Kingdom Hall of Jehovah's Witnesses",
            "Faith Assembly of God", "Islamic Center of the Valley", "St. Stanislaus Parish",
            "New Hope Missionary Baptist Church", "First United Methodist Church"]
CLUBS = ["VFW Post 2714", "American Legion Post 118", "Rotary Club", "Elks Lodge 1052",
         "Knights of Columbus Council 4410", "Red Hat Society chapter", "Moose Lodge 877"]

EMPLOYERS = [("Caterpillar plant", "machinist"), ("Maytag", "assembly line worker"),
             ("Norfolk Southern", "railroad conductor"), ("the county school district", "teacher"),
             ("Kroger", "grocery clerk"), ("the post office", "mail carrier"),
             ("Goodyear", "tire builder"), ("Ford Motor", "autoworker"),
             ("the paper mill", "millwright"), ("Sears", "appliance salesman"),
             ("Bell Telephone", "switchboard operator"), ("the county hospital", "LPN"),
             ("Tyson Foods", "poultry plant supervisor"), ("Whirlpool", "quality inspector"),
             ("US Steel", "steelworker"), ("the city water department", "water plant operator")]
EMPLOYER_ORGS = ["Caterpillar", "Maytag", "Norfolk Southern", "Kroger", "Goodyear", "Ford Motor",
                 "Sears", "Bell Telephone", "Tyson Foods", "Whirlpool", "US Steel",
                 "Anheuser-Busch", "John Deere", "Boeing", "Kodak", "Westinghouse",
                 "Hormel", "Dow Chemical", "Alcoa", "Piggly Wiggly"]

PROFESSIONS = ["schoolteacher", "machinist", "farmer", "registered nurse", "truck driver",
               "bookkeeper", "coal miner", "seamstress", "electrician", "postal carrier",
               "secretary", "homemaker", "welder", "pharmacist", "accountant", "barber",
               "hairdresser", "librarian", "carpenter", "plumber", "police officer",
               "firefighter", "bank teller", "dairy farmer", "railroad engineer",
               "insurance agent", "pastor", "mechanic", "nurse's aide", "cook",
               "school bus driver", "telephone operator", "bricklayer", "court reporter",
               "music teacher", "civil engineer", "tool and die maker", "waitress",
               "lineman", "Army cook", "cosmetologist", "dental hygienist", "draftsman",
               "printer", "realtor", "social worker", "janitor", "factory worker"]
REL_PROFESSIONS = ["nurse", "paramedic", "attorney", "teacher", "accountant", "pharmacist",
                   "truck driver", "software engineer", "dental assistant", "police officer",
                   "pastor", "electrician", "physical therapist", "veterinarian", "chef",
                   "social worker", "real estate agent", "firefighter", "mechanic"]

COUNTRIES = ["Mexico", "Philippines", "Vietnam", "Poland", "Germany", "Italy", "Ireland",
             "Cuba", "Puerto Rico", "Korea", "Japan", "India", "Greece", "Lebanon",
             "Honduras", "El Salvador", "Guatemala", "Dominican Republic", "Haiti", "Ukraine",
             "Canada", "Nigeria", "Jamaica", "Laos", "Portugal", "China", "Hungary", "Norway"]
LANGS = {"Mexico": "Spanish", "Philippines": "Tagalog", "Vietnam": "Vietnamese",
         "Poland": "Polish", "Germany": "German", "Italy": "Italian", "Ireland": "English",
         "Cuba": "Spanish", "Puerto Rico": "Spanish", "Korea": "Korean", "Japan": "Japanese",
         "India": "Hindi", "Greece": "Greek", "Lebanon": "Arabic", "Honduras": "Spanish",
         "El Salvador": "Spanish", "Guatemala": "Spanish", "Dominican Republic": "Spanish",
         "Haiti": "Haitian Creole", "Ukraine": "Ukrainian", "Canada": "English",
         "Nigeria": "English", "Jamaica": "English", "Laos": "Lao", "Portugal": "Portuguese",
         "China": "Mandarin", "Hungary": "Hungarian", "Norway": "Norwegian"}

LANDMARKS = ["Harmon Park", "Founders Chapel", "Wagner Pavilion", "Lakeshore Mall",
             "Centennial Fountain", "Millrace Park", "Dunmore Library"]

REL_F = ["daughter", "wife", "sister", "niece", "granddaughter", "daughter-in-law", "friend",
         "neighbor", "stepdaughter", "cousin"]
REL_M = ["son", "husband", "brother", "nephew", "grandson", "son-in-law", "friend",
         "neighbor", "stepson", "cousin"]

EMAIL_DOMAINS = ["example.com", "example.org", "example.net", "mail.example.com",
                 "home.example.net", "inbox.example.org"]
