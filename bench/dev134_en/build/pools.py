"""Invented value pools for dev134_en. All names, places and organisations are made up.
Real country names and US state names appear as themselves. ASCII only (lower() keeps length)."""

FIRST_F = """Amara Chiamaka Ngozi Folake Adaeze Zainab Aisha Fatima Mariam Nadia Yasmin Leila Samira
Priya Ananya Kavya Deepika Harpreet Simran Mei Lin Xiu Yuki Haruka Soo-jin Ji-woo Linh Ngoc Maria Sofia
Lucia Camila Valentina Ximena Guadalupe Rosa Carmen Ines Beatriz Joana Agnieszka Zofia Katarzyna Oksana
Olena Irina Svetlana Anastasia Ioana Elena Giulia Chiara Francesca Siobhan Aoife Niamh Ciara Sinead Eilidh
Morag Kirsty Rhiannon Cerys Seren Bethan Emily Olivia Jessica Sarah Laura Rebecca Hannah Charlotte Sophie
Chloe Megan Lauren Ashley Brittany Kayla Tiffany Destiny Jasmine Keisha Latoya Shanice Imani Aaliyah Hope
Faith Grace Joy May June April Summer Rose Iris Ivy Hazel Holly Dawn Amber Crystal Pearl Ruby Daisy Brooke
Sky Blessing Patience Mercy Charity Comfort Precious Esther Miriam Rivka Shira Noa Amal Huda Rania Dalia
Ayesha Sana Hina Elif Zeynep Nomvula Thandiwe Marisol Yolanda Kimberly Tamsin Lowri Kerry-Ann Shakira
Bronwen Maeve Orla Freya Isla Poppy Tilly Nia Abena Efua Adwoa Temitope Funmilayo Halima Hodan Sahra
Farah Noor Parisa Shirin Anjali Meera Lakshmi Bich Hoa Mai Kiri Aroha Ingrid Astrid Sigrid Malin""".split()

FIRST_M = """James Daniel Michael David Chris Tom Liam Connor Kyle Tyrone DeShawn Marcus Andre Jamal Malik
Omar Ahmed Yusuf Bilal Hamza Tariq Ravi Arjun Vikram Sanjay Rajesh Wei Jun Hiroshi Kenji Min-jun Duc Minh
Carlos Luis Jose Diego Mateo Pedro Joao Tomasz Piotr Marek Dmitri Sergei Andriy Bogdan Luca Marco
Giovanni Sean Ciaran Padraig Callum Euan Rhys Gareth Dylan Owen Emeka Chidi Tunde Kwame Kofi Obinna Sipho
Will Mark Bill Frank Grant Miles Dean Chase Hunter Art Jack Ray Guy Drew Cliff Rob Sonny Lance Bob Reece
Jayden Kieran Nathan Aaron Elliot Hassan Idris Kareem Samir Rohan Dev Tenzin Arash Dariusz Levente""".split()

FIRST_BABY_F = """Ava Mia Isla Amelia Nova Zara Aria Maryam Hope Grace Joy Willow Ivy Olive Luna Ada Eden Rose Hana Yara
Mila Elsie Bonnie Fern Wren Sunny Aaliyah Amara Chioma Saanvi Aisha Liliana Maisie Pearl Dawn Summer""".split()
FIRST_BABY_M = """Noah Leo Oliver Arlo Theo Musa Ibrahim Ezra Kai Jude River Reign King Brooks Ezekiel Malachi Luca Rafael
Tobenna Chidera Ayaan Zayn Aarav Ishaan Rowan Bear Hunter Chase Mason Yusuf Mateo Finn Ray Will""".split()
FIRST_BABY = FIRST_BABY_F + FIRST_BABY_M

SURNAMES = """Smith Jones Williams Taylor Davies Evans Thomas Roberts Johnson Walker Wright Robinson Thompson
Harris Clarke Lewis Patel Shah Mistry Desai Sharma Singh Kaur Gill Sandhu Khan Ahmed Hussain Begum Rahman
Chaudhry Malik Iqbal Okafor Adeyemi Okonkwo Nwosu Obi Mensah Boateng Asante Owusu Abubakar Diallo Nkosi
Dlamini Nguyen Tran Pham Le Chen Wang Li Zhang Liu Huang Tanaka Sato Nakamura Kim Park Lee Choi Garcia
Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres Flores Rivera Gomez Silva Santos
Oliveira Costa Ferreira Kowalski Nowak Wisniewska Kaminska Lewandowski Ivanova Petrov Kovalenko Shevchenko
Popescu Ionescu Rossi Russo Bianchi Romano O'Brien O'Connor Murphy Kelly Byrne Walsh McCarthy Doyle
MacLeod Campbell Stewart Fraser Morrison Hughes Griffiths Pritchard Llewellyn Cohen Levi Friedman
Goldberg Schwartz Muller Schmidt Becker Yilmaz Demir Kaya Haddad Khoury Nasser Mansour Baker Hill Wood
Field Stone Brown White Green Black Young Long Short Best Swift Moody Bright Sharp Little Small Power Rich
Church Bell Bishop King Knight Page Ward Waters Marsh Lamb Fox Wolf Hope Foley Graves Hicks Turner Cooper
Duncan Mayo Fisher Cook Hunter Carter Mason Wells Banks Rivers Lane Parsons Chambers Gold Frost Snow
Winter Day Noble Love Goodwin Oyelaran Adebayo Eze Achterberg Lindqvist Haugen Novak Horvath
Papadopoulos Georgiou Kaplan Erdogan Farouk Al-Sayed Abdi Warsame Mohamud Tesfaye Bekele Haile Mbeki
Zulu Kamau Otieno Wanjiru Fonseca Medina Castillo Vargas Morales Delgado Quispe Mamani Tuilagi Ngata""".split()

NICK = {"James": "Jim", "Daniel": "Dan", "Michael": "Mike", "David": "Dave", "Thomas": "Tom",
        "Rebecca": "Becky", "Jessica": "Jess", "Charlotte": "Lottie", "Katarzyna": "Kasia",
        "Anastasia": "Nastya", "Elizabeth": "Liz", "Temitope": "Tope", "Funmilayo": "Funmi",
        "Chiamaka": "Amaka", "Adaeze": "Ada", "Kimberly": "Kim", "Valentina": "Vale",
        "Francesca": "Frankie", "Guadalupe": "Lupe", "Siobhan": "Shiv", "Jasmine": "Jas",
        "Harpreet": "Preet", "Priya": "Pri", "Olena": "Lena", "Agnieszka": "Aga", "Robert": "Rob"}

US_TOWNS = """Millbrook Falls|Ashford Junction|Cedar Hollow|Port Caldwell|Briarwood Heights|Eastvale|
Harlow Springs|Dunmore Creek|Fairhaven Ridge|Grangeville Flats|Kessler Point|Lark Valley|Maple Bluff Station|
New Tannersby|Oakhurst Mills|Pellston Grove|Quarry Bend|Redwater|Sable Harbor|Tillman Crossing|Upton Vale|
Wexley|Yardley Hollow|Bramford|Copper Ridge|Delmont Shores|Elk Run Junction|Foxmoor|Glen Arbor Park|
Halsey City|Ironbridge Falls|Juniper Wells|Kingsford Landing|Lowell Prairie|Merritt Cove|Northam Springs""".replace("\n", "").split("|")

US_COUNTIES = ["Harlan Vale County", "Tasker County", "Birch Fork County", "Orrin County",
               "Maddox Parish", "Kellerton County", "Greystone County", "Wilder Bay County"]

UK_TOWNS = """Wrenscombe|Hallowmere|Stavenby|Corringdale|Ellesworth|Pendlecombe|Greyhaven|Marrowby|
Fennick Bridge|Oldcastle Vale|Tasbury Heath|Sallowfield|Kestleton|Ashcombe Regis|Thornwick|Brindlemoor|
Caverleigh|Dunstanton|Elmsford Parva|Gorsebrook|Hatherby|Inchcaldy|Kirkmoor Ferry|Llanwyddan|
Market Orbury|Nettlebridge|Overstrand Abbas|Penhallow Cross|Ravensmere|Saltleigh|Trewennick|Upper Wexcombe|
Whitcliffe Sands|Yarlowby|Bramblecote|Cinderford Vale""".replace("\n", "").split("|")

UK_COUNTIES = ["Wexmoorshire", "North Hallam", "Carrowshire", "East Tamsey", "Lindenshire",
               "West Brackmoor", "Orwenshire", "South Kelland"]

US_STATES = [("Alabama", "AL"), ("Arizona", "AZ"), ("California", "CA"), ("Colorado", "CO"),
             ("Connecticut", "CT"), ("Florida", "FL"), ("Georgia", "GA"), ("Illinois", "IL"),
             ("Indiana", "IN"), ("Iowa", "IA"), ("Kansas", "KS"), ("Kentucky", "KY"),
             ("Louisiana", "LA"), ("Maine", "ME"), ("Maryland", "MD"), ("Massachusetts", "MA"),
             ("Michigan", "MI"), ("Minnesota", "MN"), ("Missouri", "MO"), ("Nebraska", "NE"),
             ("Nevada", "NV"), ("New Jersey", "NJ"), ("New Mexico", "NM"), ("New York", "NY"),
             ("North Carolina", "NC"), ("Ohio", "OH"), ("Oklahoma", "OK"), ("Oregon", "OR"),
             ("Pennsylvania", "PA"), ("South Carolina", "SC"), ("Tennessee", "TN"), ("Texas", "TX"),
             ("Utah", "UT"), ("Virginia", "VA"), ("Washington", "WA"), ("Wisconsin", "WI")]

COUNTRIES = """Nigeria|Ghana|Somalia|Eritrea|Ethiopia|Kenya|Zimbabwe|South Africa|Pakistan|India|Bangladesh|
Sri Lanka|Afghanistan|Iran|Iraq|Syria|Turkey|Poland|Romania|Ukraine|Lithuania|Portugal|Spain|Italy|
Brazil|Colombia|Mexico|Guatemala|Honduras|El Salvador|Venezuela|Jamaica|Philippines|Vietnam|China|
Japan|South Korea|Nepal|Albania|Sudan|Yemen|Ireland|Canada|Germany|France|Haiti|Peru|Morocco""".replace("\n", "").split("|")

LANGUAGES = ["Urdu", "Punjabi", "Polish", "Romanian", "Arabic", "Somali", "Tigrinya", "Pashto",
             "Dari", "Bengali", "Spanish", "Portuguese", "Mandarin", "Vietnamese", "Ukrainian",
             "Haitian Creole", "Amharic", "Farsi", "Tagalog", "Turkish"]

STREET_ROOTS = """Elm Larkspur Juniper Tanner Orchard Mill Church Station Victoria Albert Chestnut Willow
Harbour Quarry Foundry Kiln Rook Heron Sparrow Badger Meadow Brook Ferry Granary Cooper Saddler Weaver
Bishop Abbey Priory Beacon Windmill Hawthorn Rowan Sycamore Linden Poplar Aspen Cedar Magnolia Dogwood
Sassafras Cypress Hickory Pecan Bluebonnet Prairie Canyon Summit Ridgeline Lakeview Riverbend Oakmont
Kingfisher Lantern Tollgate Pottery Ropewalk Tanyard Cobbler Barley Clover Thistle Primrose Foxglove""".split()

US_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Court", "Ct",
             "Boulevard", "Blvd", "Way", "Terrace", "Place", "Pl", "Circle", "Parkway"]
UK_SUFFIX = ["Road", "Street", "Lane", "Close", "Crescent", "Gardens", "Way", "Grove", "Mews",
             "Terrace", "Avenue", "Drive", "Rise", "View", "Walk", "Row", "Court"]

US_HOSP = ["{t} Memorial Hospital", "St. Agatha's Women's Hospital", "{t} Regional Medical Center",
           "Lakeshore Women and Infants Hospital", "Mercy Vale Hospital", "{t} Community Hospital",
           "Bayview Birth Center", "Good Shepherd Medical Center", "{t} Presbyterian Hospital",
           "Holloway-Pierce Medical Center", "Sunbridge Women's Pavilion", "Trinity Oaks Hospital"]
UK_HOSP = ["{t} General Hospital", "Royal {c} Infirmary", "Queen Adelina Maternity Hospital",
           "{t} District Hospital", "St Bride's Hospital", "{t} Community Midwifery Unit",
           "Princess Lowena Women's Hospital", "Royal {t} Hospital", "Ellerby Park Hospital",
           "{t} Birth Centre", "Hartmoor Hospital", "St Winifred's Women's Unit"]
US_CLINIC = ["{t} OB/GYN Associates", "Women First Health Partners", "{t} Family Medicine",
             "Crescent Fertility Institute", "Bloom Women's Care", "{t} Community Health Center",
             "Northside Maternal-Fetal Medicine", "Harvest Moon Midwifery", "Lakeside Pediatrics",
             "Cedar Lane Pediatric Group", "{t} Imaging Center", "Riverbend Reproductive Medicine"]
UK_GP = ["Elm Park Surgery", "Castlegate Medical Practice", "{t} Health Centre", "The Old Forge Surgery",
         "Wellspring Medical Group", "{t} Road Surgery", "Beacon Hill Practice", "Millstream Surgery",
         "Orchard House Medical Centre", "Priory Fields Surgery", "Tollgate Family Practice",
         "Kingfisher Medical Centre"]
UK_CLINIC = ["{t} Fertility Centre", "Hallmark Assisted Conception Unit", "{t} Early Pregnancy Unit",
             "Willowbank Sexual Health Clinic", "{t} Fetal Medicine Unit", "Lotus Reproductive Clinic"]
WARDS_UK = ["Bluebell Ward", "Maple Ward", "Willow Birth Centre", "Rainbow Suite", "Poppy Ward",
            "Lavender Suite", "Daisy Ward", "Ocean Ward", "Starlight Neonatal Unit", "Cedar Ward",
            "Juniper Ward", "Sunflower Ward", "Primrose Delivery Suite", "Robin Ward", "Swan Ward"]
WARDS_US = ["Hartley Pavilion", "Sunrise Birthing Suite", "Magnolia Mother-Baby Unit",
            "Little Stars NICU", "Rosewood Labor Suite", "Tower B Women's Unit", "Cypress Unit",
            "Hummingbird Nursery", "Lark Pavilion", "Evergreen Postpartum Unit"]
PHARM = ["Greenleaf Pharmacy", "Hartwell Chemists", "Pillbox Drug Store", "Corner Apothecary",
         "Sunnyside Pharmacy", "Medway Lane Chemist", "Bridgewell Pharmacy", "Apex Rx"]

EMPLOYERS = ["Northgate Logistics", "Brightwater Foods", "Kestrel Print Ltd", "Harbour & Vine Cafe",
             "Meridian Call Centre", "Tollgate Motors", "Ridgeway Academy", "St Bride's Primary School",
             "Copperline Engineering", "Bellweather Insurance", "Orbis Data Systems", "Fernhill Care Home",
             "Quayside Hotel Group", "Pinewood Garden Centre", "Halcyon Hair Studio", "Velo Couriers",
             "Marlowe & Finch Solicitors", "Westbrook Elementary School", "Lone Pine Trucking",
             "Summit Credit Union", "Blue Heron Bakery", "Granite State Plumbing", "Harlow Springs Police Department",
             "Tasker County Schools", "Redwater Poultry", "Acorn Nursery", "Castle Quay Shopping Centre",
             "Ironbridge Steelworks", "Brambles Day Care", "Highpoint Fitness", "Cobalt Software",
             "Wexmoor County Council", "Sable Harbor Fisheries", "Oakhurst Public Library", "Thistle Cleaning Co"]
CHURCHES = ["Grace Fellowship Church", "St Columba's Parish", "New Life Pentecostal Church",
            "Al-Noor Mosque", "Beth Shalom Synagogue", "Redeemed Christian Fellowship", "Hope Baptist Church"]
CHARITIES = ["Little Steps Family Trust", "Home-Start Wexmoor", "Lullaby Baby Bank", "The Nest Project",
             "Bumps and Beyond", "Safe Harbour Refuge", "Mothers' Union Food Pantry", "Open Door Women's Centre"]
SCHOOLS = ["Ridgeway Academy", "Hallowmere High School", "Tasbury Heath College", "Northam Springs High School",
           "Copper Ridge Community College", "Westbrook Elementary School", "St Anselm's RC School"]
INSURERS = ["Harborline Health Plan", "BlueMeadow Insurance", "Keystone Mutual Health", "Prairie Shield",
            "Evercare Health Plan", "Summit Choice PPO", "Northstar Family Health", "Lantern Life & Health"]
AGENCIES_UK = ["Wexmoorshire Children's Services", "Carrowshire County Council", "Oldcastle Vale Borough Council",
               "North Hallam Constabulary", "Ellesworth Housing Association", "Lindenshire Police"]
AGENCIES_US = ["Tasker County Department of Children and Family Services", "Harlan Vale County DCFS",
               "Orrin County Sheriff's Office", "Greystone County Health Department", "Bramford Police Department"]

PROFESSIONS = """teacher|primary school teacher|nurse|healthcare assistant|hairdresser|software engineer|bus driver|
cashier|warehouse operative|accountant|solicitor|lawyer|police officer|chef|waitress|barista|care assistant|
dental nurse|pharmacist|cleaner|postal worker|plumber|electrician|soldier|lorry driver|truck driver|farmer|
veterinary nurse|receptionist|social worker|graphic designer|midwife|paramedic|firefighter|civil servant|
shop assistant|nail technician|dentist|engineer|architect|journalist|childminder|nanny|baker|bank clerk|
call centre agent|delivery driver|data analyst|librarian|estate agent|realtor|flight attendant|
dental hygienist|beautician|carpenter|labourer|security guard|taxi driver|hotel manager|pastor|
personal trainer|factory worker|forklift driver|web developer|physiotherapist|optician|florist|
kitchen porter|machinist|welder|scaffolder|roofer|store manager|bookkeeper|HR manager|graduate student""".replace("\n", "").split("|")

LANDMARKS = ["Harrowgate Retail Park", "Castle Quay bus station", "the Old Corn Exchange", "Kestleton Leisure Centre",
             "the Millbrook Falls grain elevator", "Pier 9 car park", "the Foundry Lane underpass", "Tillman Crossing Mall",
             "Riverside Park playground", "the Beacon Tower flats", "Granary Wharf", "Elk Run Truck Stop"]
BUILDINGS = ["Harrow House", "Juniper Court", "Beacon Tower", "Sycamore Lodge", "Ferry Point Apartments",
             "The Maltings", "Orchard Heights", "Kiln Yard Flats"]

HOLIDAYS_US = ["Thanksgiving", "Christmas", "Christmas Eve", "New Year's Day", "Labor Day", "Memorial Day",
               "the Fourth of July", "Easter"]
HOLIDAYS_UK = ["Christmas", "Christmas Eve", "Boxing Day", "New Year's Day", "Easter Monday",
               "the August bank holiday", "Eid", "Diwali"]

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
NUMWORDS = {17: "seventeen", 18: "eighteen", 19: "nineteen", 20: "twenty", 21: "twenty-one",
            22: "twenty-two", 23: "twenty-three", 24: "twenty-four", 25: "twenty-five", 26: "twenty-six",
            27: "twenty-seven", 28: "twenty-eight", 29: "twenty-nine", 30: "thirty", 31: "thirty-one",
            32: "thirty-two", 33: "thirty-three", 34: "thirty-four", 35: "thirty-five", 36: "thirty-six",
            37: "thirty-seven", 38: "thirty-eight", 39: "thirty-nine", 40: "forty", 41: "forty-one",
            42: "forty-two", 43: "forty-three", 44: "forty-four", 45: "forty-five", 46: "forty-six",
            47: "forty-seven", 48: "forty-eight", 49: "forty-nine", 50: "fifty", 51: "fifty-one",
            52: "fifty-two", 53: "fifty-three", 54: "fifty-four", 55: "fifty-five", 56: "fifty-six",
            57: "fifty-seven", 58: "fifty-eight", 59: "fifty-nine", 60: "sixty", 61: "sixty-one",
            62: "sixty-two", 63: "sixty-three", 64: "sixty-four", 65: "sixty-five", 66: "sixty-six",
            67: "sixty-seven", 68: "sixty-eight", 69: "sixty-nine", 70: "seventy", 71: "seventy-one",
            72: "seventy-two", 73: "seventy-three", 74: "seventy-four", 75: "seventy-five"}

STAFF_TITLES_UK = ["Consultant Obstetrician", "Specialty Registrar (ST5)", "Senior House Officer",
                   "Registered Midwife", "Band 7 Midwife", "Community Midwife", "Consultant Midwife"]
