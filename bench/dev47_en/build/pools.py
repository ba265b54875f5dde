"""Invented pools for dev47_en. Every entry was typed for this set; combinations are random."""

FIRST_F = """Abigail Adaeze Adriana Agnieszka Aiko Ainhoa Aisling Alejandra Alessia Amara Amelie Ana-Lucía Anahí
Anastasia Andrea Anjali Annelies Antonella Aoife Ariadna Astrid Ayşe Bárbara Beatriz Belén Bernadette Bettina
Bich Bronwyn Camille Carmela Catalina Chiamaka Chloé Chioma Claudette Concepción Dagny Dalia Daniela Darya
Delphine Deepika Dolores Dorota Eilidh Ekaterina Eleni Elif Eloise Esperanza Esther Eun-ji Evangelina
Fatima Fenna Fernanda Fionnuala Francesca Gabriela Gráinne Guadalupe Gulnara Hana Hanne Harriet Hyun-joo Ifeoma
Ilse Imani Inés Ingrid Irina Itzel Jacinta Jadwiga Jamila Jessamyn Jimena Joanna Josefina Juliette Kalinda
Kamala Karolina Kateřina Keziah LaToya Leilani Leonor Liesel Ling Lorena Lourdes Lucía Ludmila Maëlle Magdalena
Mai Mairéad Malak Mallory Manon Marisol Marta Maryam Matilde Meera Mercedes Mi-rae Milagros Mirela Nadia Naledi
Natalia Nkechi Noor Noémie Nuala Oksana Olufunke Oona Paloma Pilar Priya Radhika Rania Renata Rocío Roisin
Rosalind Rukhsana Sakura Saoirse Seo-yeon Shanice Shirin Sigrid Siobhan Solveig Soraya Svetlana Tamsin Tatiana
Temperance Thandiwe Thu Tomasina Ulrike Valentina Vesna Winifred Ximena Yasmin Yesenia Yolanda Yuki Zainab Zofia
Zuzana Beverly Donna Kimberly Tammy Brenda Crystal Heather Misty Shelby Kayla Tiffany Gwendolyn Loretta Marcy
Peggy Rhonda Shawna Trudy Wanda Jolene Darlene Maxine Opal Ruby Hazel Ivy Margot""".split()

FIRST_M = """Aarav Abdulrahman Adebayo Adrián Agustín Ahmet Aleksander Alessandro Alonso Amadou Anders Andrés Anselm
Antoine Arjun Arturo Augustin Baptiste Bartłomiej Benedikt Bjørn Bogdan Bongani Bruno Caetano Callum Casimir
Cathal Chidi Cian Ciarán Cosmin Cristóbal Dagfinn Darnell Dávid Declan Dmitri Dong-hyun Duc Eamon Efraín
Emeka Emil Enrique Esteban Évariste Fabián Farhan Faustino Felipe Fergus Florin Gaspard Gonzalo Grzegorz
Gustavo Hamza Haruki Heitor Henrik Hiroshi Horacio Ibrahim Ignacio Ihor Ikenna Imran Ioan Ismael Jaroslav
Javier Jin-woo Joaquín Jonás Jules Kaito Kamal Kareem Kazimierz Kenji Kwabena Lachlan Laurențiu Leandro
Lorcan Luca Lucas Luis Malik Mamadou Manuel Marek Mateus Matthias Maximilian Mehmet Mihai Minh Moisés Naveen
Nikolai Njoroge Obinna Oisín Olumide Osvaldo Pádraig Paolo Pavel Pedro Piotr Quang Rafael Rahul Ramón Rashad
Raúl Reinhardt Rodrigo Rohan Ruairí Rustam Sandeep Santiago Sebastián Seun Shlomo Siddharth Søren Stanisław
Stellan Sung-min Tadeusz Takumi Tariq Teodor Thabo Tiago Tobias Tomás Tuan Uriel Vikram Vladimír Wojciech
Xavier Yaw Yerlan Yusuf Zbigniew Zoltán Bubba Cletus Dwayne Earl Floyd Garrett Harlan Jebediah Kermit Leroy
Marvin Norris Otis Randy Roscoe Skip Travis Virgil Wendell Wyatt Buck Dale Lyle Merle Rusty""".split()

MIDDLE = "A B C D E F G H J K L M N P R S T V W".split()

SURNAMES = """Abara Abernathy Achterberg Adeyemi Agbaje Aguilar-Soto Ahlström Albuquerque Alcántara Alderete
Almeida Álvarez Amundsen Anand Andrzejewski Angelopoulos Antonescu Arceneaux Arrington Ashdown Atwater Ávila
Azikiwe Bachmann Baldacci Ballantyne Banerjee Barraclough Bassett Batista Beaulieu Bello Bergström Bhattacharya
Bianchi Birkeland Blackwood Błaszczyk Boateng Bonaventure Borkowski Bouchard Brannigan Brzezinski Buchanan
Bustamante Cabrera Calloway Camacho Cardenas Carmichael Castellanos Cavanagh Çelik Chakraborty Chaudhry
Chen-Whitaker Chikwanha Chowdhury Cienfuegos Ciobanu Clairmont Coelho Constantinou Cortázar Cruickshank
Czajkowski D'Alessandro D'Amico Dąbrowski Dalgleish Darrow Dasgupta Davenport De la Cruz de Oliveira
De Vries Delacroix Delgado-Ruiz Demir Desrosiers Devereaux Diallo Dimitriou Dobrzański Domínguez Donnelly
Drummond Dubois Dufresne Dunleavy Duong Duvall Eberhardt Echeverría Egwu Ekwueme Eldridge Engström Esposito
Estévez Ezeani Fairweather Falkenberg Farouk Fennimore Fernández-Vidal Ferreira Fitzgerald Flanagan Fonseca
Fortescue Fraser-Kemp Fujimoto Gallagher Galván García-Márquez Gathogo Gentile Ghosh Giordano Goldfarb
Gonçalves Grabowski Greenhalgh Grünewald Guerrero Gunawardena Gutiérrez Hadžić Halvorsen Hargreaves Hashemi
Hawthorne Heikkinen Hernández Hollingsworth Horvath Huang Huxley Ibáñez Idowu Iglesias Ignatiev Ilunga Inoue
Ivanova Iwu Jablonski Jaramillo Jovanović Juárez Kaczmarek Kalinowski Kamara Kapoor Karlsson Kaur Kavanagh
Kehinde Kennelly Khoury Kipkemboi Kirkpatrick Kobayashi Kolawole Kowalczyk Krishnamurthy Kuznetsova
Lachance Laferrière Landry Larsen Lázaro Leclerc Lefebvre Lindqvist Llewellyn Lombardi López-Arana Lozano
Lundgren Mac an tSaoir MacAllister Macharia Madsen Magnusson Mahlangu Makarova Malhotra Mancini Marchetti
Markovic Martínez Matsumoto Mbeki McAuliffe McCready McGillicuddy Medina Mendoza Menéndez Meyerhoff Milošević
Mirza Moloney Montgomery Moreau Moreno Mukherjee Murtagh Mwangi Nakashima Navarro Ndlovu Nguyen Nieminen
Nowak Nwachukwu Ó Briain Ó Súilleabháin O'Callaghan O'Dowd O'Halloran O'Keeffe O'Rourke Obi Ochoa Odhiambo
Ogunleye Okafor Okonkwo Oliveira Olsen Onyango Ortega Osei Østergaard Ozturk Pacheco Padilla Palacios
Papadakis Paquette Parvez Pasternak Patel Pellegrini Peña Pereira Petrović Pham Piątek Pietrowski Plourde
Popescu Prendergast Quiñones Quintero Radcliffe Rahman Rajagopalan Ramírez Rasmussen Reyes-Montaño Ribeiro
Rinaldi Rodríguez Rosenthal Rossetti Ruiz Rutkowski Saavedra Saito Salazar Santangelo Santos Sarkar Schäfer
Schwartzman Sepúlveda Shapiro Sharma Sheehan Sigurðsson Silva Sinclair Sithole Skowronski Sokolov Solís
Sørensen Souza St. Clair Stavros Stefanović Suárez Sutherland Szabo Takahashi Tamayo Tanaka Thibodeaux
Thorvaldsen Toledo Tran Trujillo Turcotte Ueda Uzoma Valdivia Van den Broek van der Merwe Vance Varga Vasquez
Velásquez Villanueva Vuković Wachowski Wainwright Wanjiru Waszkiewicz Weatherby Whitcombe Wiśniewski
Wojcik Xiong Yamamoto Yilmaz Yoon Youssef Zabala Zamora Zawadzki Zeller Zhou Zielinski Zúñiga Boudreaux
Hatfield Pruitt Stoltzfus Tidwell Yoder Crenshaw Lafleur Mullins Honeycutt Pettigrew Runyon Sizemore
Abney Blevins Gaddy Kilgore Puckett Stidham Wigginton Ledbetter Quattlebaum""".split()
SURNAMES = [s.replace("_", " ") for s in SURNAMES]
# multi-word surnames re-joined (split() broke them)
_MULTI = ["De la Cruz", "de Oliveira", "De Vries", "Mac an tSaoir", "Ó Briain", "Ó Súilleabháin",
          "St. Clair", "Van den Broek", "van der Merwe", "del Castillo", "Dos Santos", "Al-Masri",
          "Abu Ghazaleh", "ten Brink", "Le Goff", "da Silva Pinto", "Bin Yusof", "Nic Giolla Phádraig"]
_FRAG = set()
for m in _MULTI:
    _FRAG.update(m.split())
SURNAMES = [s for s in SURNAMES if s not in _FRAG] + _MULTI
SURNAMES = sorted(set(SURNAMES))

NICK = {"Robert": "Bobby", "William": "Billy", "Margaret": "Peggy", "Elizabeth": "Liz", "Catalina": "Cata",
        "Alejandra": "Ale", "Francesca": "Frankie", "Maximilian": "Max", "Aleksander": "Olek",
        "Gwendolyn": "Gwen", "Valentina": "Vale", "Santiago": "Santi", "Sebastián": "Seba",
        "Abigail": "Abby", "Josefina": "Pepa", "Dmitri": "Dima", "Nikolai": "Kolya", "Ekaterina": "Katya",
        "Tomasina": "Tommie", "Anastasia": "Stacy", "Bernadette": "Bernie", "Jebediah": "Jeb",
        "Kimberly": "Kim", "Winifred": "Winnie", "Temperance": "Tempe", "Evangelina": "Eva"}

# towns, invented (US-style names); may coincide with real small places by accident
TOWNS = [
    "Ashgrove", "Bellhaven", "Birch Hollow", "Blue Heron Bluff", "Bramblewood", "Briar Crossing", "Brookmere",
    "Cedar Falls Junction", "Chalk Ridge", "Chesterbrook", "Clover Springs", "Copper Basin", "Cottonwood Flats",
    "Crane Lake", "Crestmoor", "Dalton Mills", "Deer Prairie", "Dunmore Heights", "East Pellham", "Eldergrove",
    "Elk Bend", "Fairhollow", "Falcon Point", "Fernwick", "Fox Meadow", "Glen Alder", "Goldenrod",
    "Granite Ferry", "Greyrock", "Hadley Cross", "Harrow Creek", "Hawkins Landing", "Hazelmont", "Hickory Gap",
    "High Pines", "Holloway Junction", "Iron Gate", "Ivy Bridge", "Juniper Wells", "Kestrel Bay",
    "Kingsford Hollow", "Lake Ossipaw", "Larkspur Valley", "Laurel Fork", "Lindenport", "Little Quarry",
    "Lone Cedar", "Maple Shoals", "Marlow Springs", "Meadowvale", "Mill Creek Falls", "Millbrook Station",
    "Mistral Beach", "New Carrow", "North Tamsin", "Oak Barrens", "Old Wexley", "Orchard Bluff", "Osprey Harbor",
    "Palisade Ridge", "Pecan Grove", "Pine Hollow", "Plover Sands", "Port Aldane", "Quail Run", "Raven Hill",
    "Redfern", "Riverside Mills", "Rockmoor", "Rosewater", "Saddle Creek", "Salt Meadow", "Sandpiper Cove",
    "Seven Oaks Ferry", "Shady Bend", "Silver Lake Junction", "Sorrel Hill", "South Brackett", "Spruce Haven",
    "Stillwater Cove", "Stonebridge", "Sugar Maple", "Sycamore Flats", "Tallow Creek", "Thistledown",
    "Timber Knoll", "Tupelo Springs", "Twin Forks", "Upper Marston", "Vane Harbor", "Walnut Glen",
    "Warbler Ridge", "West Fennick", "Whispering Pines", "Wicker Falls", "Willow Bend", "Windmere",
    "Wren Hollow", "Yarrow Point", "Amberley", "Bexley Falls", "Calder", "Corbin Springs", "Dover Flats",
    "Emberton", "Faircloud", "Harlowe", "Inverness Park", "Jessup Ridge", "Keelerville", "Lamont Crossing",
    "Merriwether", "Nettleton", "Port Sabine", "Quimby", "Rutherglen", "St. Ansel", "Tarrow", "Umbridge Flats",
    "Vellmar", "Westcombe", "Ybarra Wells", "Zellwood Park",
]
COUNTIES = ["Harrow County", "Pell County", "Aldane County", "Marston County", "Tupelo County", "Wexley Parish",
            "Brackett County", "Sabine County", "Fennick County", "Ossipaw County", "Calder County"]

STATES = [("Alabama", "AL"), ("Arizona", "AZ"), ("Arkansas", "AR"), ("California", "CA"), ("Colorado", "CO"),
          ("Connecticut", "CT"), ("Delaware", "DE"), ("Florida", "FL"), ("Georgia", "GA"), ("Idaho", "ID"),
          ("Illinois", "IL"), ("Indiana", "IN"), ("Iowa", "IA"), ("Kansas", "KS"), ("Kentucky", "KY"),
          ("Louisiana", "LA"), ("Maine", "ME"), ("Maryland", "MD"), ("Massachusetts", "MA"), ("Michigan", "MI"),
          ("Minnesota", "MN"), ("Mississippi", "MS"), ("Missouri", "MO"), ("Montana", "MT"), ("Nebraska", "NE"),
          ("Nevada", "NV"), ("New Hampshire", "NH"), ("New Jersey", "NJ"), ("New Mexico", "NM"),
          ("New York", "NY"), ("North Carolina", "NC"), ("Ohio", "OH"), ("Oklahoma", "OK"), ("Oregon", "OR"),
          ("Pennsylvania", "PA"), ("South Carolina", "SC"), ("Tennessee", "TN"), ("Texas", "TX"), ("Utah", "UT"),
          ("Vermont", "VT"), ("Virginia", "VA"), ("Washington", "WA"), ("West Virginia", "WV"),
          ("Wisconsin", "WI"), ("Wyoming", "WY")]

COUNTRIES = ["Portugal", "Nigeria", "Vietnam", "Guatemala", "Poland", "Ireland", "India", "Philippines",
             "Mexico", "Ukraine", "Ghana", "Peru", "South Korea", "Kenya", "Brazil", "Romania", "Colombia",
             "Greece", "Turkey", "Ethiopia", "Honduras", "Jamaica", "Haiti", "Nepal", "Lebanon", "Morocco",
             "Iceland", "Norway", "Italy", "Japan", "Canada", "Dominican Republic", "El Salvador", "Egypt"]

STREET_NAMES = ["Elm", "Juniper", "Tamarack", "Old Mill", "Beacon", "Cobblestone", "Harrow", "Foxglove",
                "Lantern", "Wexley", "Quarry", "Osage", "Sumac", "Larkspur", "Chestnut", "Meadowlark", "Bridger",
                "Kettle", "Pinecrest", "Highland", "Dogwood", "Cardinal", "Prospect", "Sawmill", "Orchard",
                "Magnolia", "Huckleberry", "Aspen", "Ridgeview", "Creekside", "Fairmount", "Bluebonnet",
                "Wagon Wheel", "Sassafras", "Heron", "Mulberry", "Quince", "Red Fox", "Stonewall", "Thornbury",
                "Wisteria", "Yellowwood", "Abbott", "Bancroft", "Colfax", "Delancey", "Ellery", "Fenwick",
                "Garfield", "Hollister", "Ingram", "Jasper", "Kimball", "Langley", "Merritt", "Norwood",
                "Ogden", "Pembrook", "Radley", "Sheffield", "Tremont", "Underhill", "Vail", "Whitford",
                "County Road 12", "Route 9", "Cedar Hollow", "Lake Shore", "Saint Ansel", "Martin Luther King Jr"]
STREET_TYPES = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Lane", "Ln", "Drive", "Dr", "Court", "Ct",
                "Boulevard", "Blvd", "Way", "Place", "Pl", "Terrace", "Circle", "Trail", "Pike", "Parkway"]
UNITS = ["Apt {n}", "Apt. {n}", "Unit {n}", "#{n}", "Suite {n}", "Apt {n}{l}", "Lot {n}", "Trlr {n}"]

HOSP_PREFIX = ["Lakeside", "Harrow Valley", "St. Brigid's", "Mercy Ridge", "Bellhaven", "Crestmoor", "Good Shepherd",
               "Copper Basin", "North Tamsin", "Riverside Mills", "Granite Ferry", "Sacred Heart of Aldane",
               "Osprey Harbor", "Palisade", "Pine Hollow", "St. Ansel", "Windmere", "Kestrel Bay", "Fernwick",
               "Marlow Springs", "Upper Marston", "Hazelmont", "Tupelo", "Bramblewood", "Sandpiper Cove",
               "Vane Harbor", "Juniper Wells", "Our Lady of the Pines", "Eldergrove", "Brookmere"]
HOSP_SUFFIX = ["General Hospital", "Medical Center", "Regional Medical Center", "Community Hospital",
               "Memorial Hospital", "University Hospital", "Health System"]
PRACTICE_WORDS = ["Associates", "Specialists", "Clinic", "Center", "Group", "Partners", "Institute", "PLLC",
                  "Care", "Consultants"]

PHARMACY = ["Harrow Creek Pharmacy", "Main Street Apothecary", "Bellhaven Drug", "Corner Rx of Fernwick",
            "Keelerville Family Pharmacy", "Medi-Mart Pharmacy #412", "Sycamore Drug & Gift",
            "Apex Pharmacy - Walnut Glen", "Quail Run Compounding", "Osprey Harbor Rx", "Greyrock Pharmacy",
            "ValueCare Pharmacy #2210", "Twin Forks Drug Co", "Lindenport Prescription Shop",
            "Tallow Creek Pharmacy", "Bluebonnet Pharmacy", "Calder Discount Drug", "Redfern Apothecary"]

EMPLOYERS = ["Acorn Freight Lines", "Harrow Valley School District", "Bellhaven Poultry Co", "Quarry Ridge Stone",
             "Tamarack Logistics", "Kestrel Bay Marine Supply", "Fernwick Public Library", "Copper Basin Mining",
             "North Tamsin Unified", "Larkspur Credit Union", "Pinecrest Auto Body", "Lindenport Transit Authority",
             "Greyrock Correctional Facility", "Stillwater Cove Resort", "Meadowvale Dairy Cooperative",
             "Oak Barrens Sawmill", "Brightline Call Solutions", "Osage Roofing & Siding", "Calder Steelworks",
             "Hickory Gap Farms", "Sandpiper Cove Casino", "Upper Marston College", "Windmere Golf Club",
             "Faircloud Data Systems", "Saddle Creek Trucking", "Sycamore Flats Elementary", "Vellmar Plastics",
             "Blue Heron Bakery", "Redfern Fire District", "Twin Forks Grain Elevator", "Nettleton Hardware",
             "Rosewater Landscaping", "Emberton Packaging", "Lone Cedar Ranch", "Harlowe Dental Lab",
             "Iron Gate Security Services", "Port Aldane Shipyard", "Bexley Falls Paper Mill",
             "Juniper Wells Water Authority", "Keelerville Baptist Church", "St. Ansel Parish School",
             "Ybarra Wells Vineyards", "Marlow Springs Country Club", "Quimby Electric Cooperative"]

LABS = ["Cedar Ridge Dermatopathology", "Tri-County Reference Laboratory", "Aldane Pathology Partners",
        "Meridian Toxicology Labs", "Bluewater Clinical Laboratories", "Summit Dermpath Services",
        "Harrow Valley Lab Services", "Northfield Diagnostic Laboratory"]

INSURERS = ["Keystone Mutual Health", "Prairie State Health Plan", "Harbor Shield Insurance", "Aldane Care Alliance",
            "Evergreen Benefit Trust", "Union Trades Health Fund", "Silverline Medicare Advantage",
            "Bluewater Health Partners", "Crossroads Medicaid Managed Care", "Summit Employee Health Plan"]

PROFESSIONS = ["welder", "roofer", "teacher", "middle-school teacher", "long-haul truck driver", "bus driver",
               "electrician", "plumber", "farmer", "dairy farmer", "landscaper", "lifeguard", "mail carrier",
               "accountant", "bookkeeper", "paralegal", "attorney", "software developer", "data analyst",
               "line cook", "pastry chef", "barista", "bartender", "waitress", "cashier", "warehouse associate",
               "forklift operator", "machinist", "carpenter", "drywall installer", "painter", "house cleaner",
               "nanny", "daycare worker", "hairdresser", "nail technician", "tattoo artist", "musician",
               "drummer", "sound engineer", "pilot", "flight attendant", "firefighter", "police officer",
               "corrections officer", "security guard", "soldier", "Army veteran", "pastor", "librarian",
               "real estate agent", "insurance adjuster", "bank teller", "loan officer", "graphic designer",
               "photographer", "journalist", "professor", "graduate student", "college student",
               "high-school student", "retired teacher", "retired machinist", "retired nurse", "retired miner",
               "coal miner", "oil-rig worker", "commercial fisherman", "boat mechanic", "auto mechanic",
               "diesel mechanic", "construction worker", "ironworker", "crane operator", "night-shift nurse",
               "home health aide", "dental assistant", "veterinary technician", "pharmacist", "chemist",
               "lab technician", "engineer", "civil engineer", "architect", "surveyor", "park ranger",
               "golf course groundskeeper", "ski instructor", "massage therapist", "yoga instructor",
               "personal trainer", "call-center agent", "court reporter", "translator", "seamstress",
               "upholsterer", "baker", "butcher", "meat packer", "poultry plant worker", "janitor",
               "school custodian", "crossing guard", "Uber driver", "delivery driver", "rideshare driver",
               "stay-at-home mother", "homemaker", "shift supervisor", "store manager", "pipe fitter",
               "sheet-metal worker", "lineman", "sandblaster", "jackhammer operator", "sawmill worker",
               "shooting-range instructor", "DJ", "orchestra violinist", "air traffic controller",
               "overnight stocker", "casino dealer", "radio host", "telemarketer", "chef"]

RELATIONS = ["wife", "husband", "daughter", "son", "mother", "father", "sister", "brother", "partner",
             "granddaughter", "grandson", "niece", "nephew", "friend", "neighbor", "fiancée", "aunt", "boyfriend",
             "girlfriend", "caregiver", "roommate", "stepdaughter", "son-in-law", "daughter-in-law"]

HOLIDAYS = ["Christmas", "Thanksgiving", "Easter", "New Year's Day", "Fourth of July", "Labor Day",
            "Memorial Day", "Halloween", "Christmas Eve", "Mother's Day", "Father's Day", "Ramadan", "Diwali",
            "Lunar New Year", "Hanukkah", "Valentine's Day"]
