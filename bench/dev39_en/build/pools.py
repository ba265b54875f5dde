"""Invented pools: names, towns, institutions, employers.  All fictional.

Names were chosen to avoid ordinary English words, eponyms and clinical
abbreviations, so that every occurrence in a note is unambiguous PHI.
"""

GIVEN_F = """
Abigail Adaeze Agnieszka Aiko Aisling Alejandra Alessia Amara Anahera Anjali Annika Aoife
Ayesha Beatriz Bernadette Bronwyn Caoimhe Carmela Catriona Chiamaka Chidinma Dagmar Deirdre
Delphine Dolores Dorota Eilidh Eleanora Elodie Esperanza Eszter Farzana Fatima Fenella
Fionnuala Gabriela Giulia Gwendolyn Hana Harriet Hinemoa Ingrid Isadora Jadwiga Jocelyn
Kalinda Katarzyna Keziah Lakshmi Leilani Liesel Lorraine Lucinda Magdalena Mairead Marisol
Meera Mercedes Mihaela Mirela Nadia Niamh Nkechi Noriko Oksana Ottilie Parveen Philippa
Priyanka Quynh Radhika Rosalind Roisin Saoirse Shabnam Siobhan Sunita Svetlana Tamsin Tatiana
Theodora Ulrike Valentina Wairimu Wilhelmina Ximena Yasmin Yolanda Zainab Zofia Maud Edna
Gladys Muriel Mavis Doreen Beryl Enid Winifred Phyllis Marjorie Dorothea Ethel Hilda Imelda
Kathleen Margery Noreen Patricia Sheila Yvonne Bridget Colleen Eileen Geraldine Josephine
Loretta Marguerite Nora Pauline Concetta Annunziata Xiulan Huong Thuy Suda Malia Losana Mele
Ngaire Aroha Adebola Folasade Ngozi Yetunde Amina Halima Rukhsana Nasreen Gurpreet Harjit
Manjit Kamaljeet Devika Shanthi Vasanthi Lalitha Esther Miriam Rivka Shoshana Dina Carys
Ffion Rhiannon Morag Elspeth Ailsa Mhairi Thandiwe Nomvula Lindiwe Aaliyah Inés Zoë Renée
Agata Bozena Teodora Ljubica Milena Vesna Sigrid Astrid Henrietta Philomena Ursula Veronika
Cressida Ottoline Jemima Araminta Clementine Perpetua Benedetta Raffaella Ornella Graziella
""".split()

GIVEN_M = """
Abdul Adebayo Ahmed Aidan Alasdair Aleksander Alistair Amadou Anand Anselm Antonio Arjun
Aurelio Barnaby Bartholomew Benedikt Bogdan Callum Casimir Cathal Chidi Cormac Cristiano
Dariusz Declan Desmond Dimitri Donal Eamon Emeka Enrique Erasmus Ewan Fergus Florian Gareth
Giuseppe Gustav Hamish Horatio Ibrahim Ignatius Isidore Jaroslav Kaveh Kenji Kieran
Kwame Lachlan Leopold Lorcan Luca Malakai Manaia Mateo Mehmet Milos Mohammed Murali Nikhil
Niall Obinna Oisin Olufemi Oswald Padraig Pradeep Quentin Rafael Rajesh Ranginui Reuben Rory
Ruairi Sanjay Seamus Sebastian Sione Stanislaw Tadhg Tamati Tariq Thaddeus Tomasz Ulrich
Vasily Viktor Wiremu Xavier Yusuf Zoltan Zbigniew Albert Archibald Arthur Bernard Cecil
Clarence Cyril Douglas Edmund Ernest Eugene Francis Gerald Harold Herbert Howard Kenneth
Leonard Lionel Maurice Mervyn Neville Percival Reginald Roland Rupert Stanley Terence Walter
Wilfred Cornelius Dermot Fintan Lorenzo Salvatore Vincenzo Gaetano Hiroshi Takeshi Quang
Jian Somchai Ravi Suresh Venkat Gurdeep Jaswinder Balwinder Hassan Omar Faisal Hamza Tevita
Semisi Rawiri Nikolai Piotr Janusz Marek Krzysztof Vladimir Goran Dragan Andrzej Ferenc
Lajos Hendrik Pieter Joost Sven Lars Eino Matti Thabo Sipho Themba Kofi Kwabena Olusegun
Chukwuma Ikechukwu José Jürgen Søren Ramón Éamonn Bhupinder Harinder Ashok Dilip Mahesh
Ambrose Bertram Clement Eustace Fabian Gervase Ignacio Lucian Montague Ptolemy Silvester
""".split()

SURNAMES = """
Abernethy Achterberg Adeyemi Agarwal Akhtar Albanese Amankwah Andersen Antonelli Appiah
Arbuthnot Arnaud Ashworth Azikiwe Balakrishnan Ballantyne Bancroft Barraclough Bartoli
Baumgartner Beaumont Becerra Bellamy Bergstrom Bhattacharya Blackwood Boateng Bonnington
Brennan Brightwell Buchanan Calloway Campanella Carmichael Castellanos Chakraborty Chatterjee
Chaudhry Cheung Chikwanha Chowdhury Ciccone Colquhoun Constantinou Corcoran Cotterill
Dabrowski Dalgleish D'Amico Delacroix Desai Dhillon Dimitriou Donnelly Dubois Duffield Duong
Dvorak Eastwood Ekwueme Eriksen Esposito Etheridge Fairbairn Farquharson Featherstone Fenwick
Fitzgerald Flanagan Fonseca Fotheringham Fujimoto Gallagher Giordano Goldberg Gonzaga
Ganesan Gathercole Ghosh Gopal Grabowski Greenhalgh Grimaldi Gunasekara Gupta Haddad Halloran
Hargreaves Hashemi Hathaway Hegarty Henare Hendricks Herrera Hirano Hoang Holloway Horvath
Hussain Ibekwe Iqbal Ishikawa Jablonski Jankowski Jaramillo Jeffries Johansson Kaczmarek
Kapoor Karalis Kavanagh Kealoha Keane Kenyatta Khoury Kiplagat Kowalczyk Krishnamurthy
Kuznetsov Lachance Lafferty Lamontagne Larkin Latimer Leclerc Lindqvist Lombardi MacAulay
MacLeod Madsen Mahoney Makoa Malhotra Mancini Marchetti Matagi McAllister McGillicuddy
McGonigle Mendoza Menon Mirza Moloney Montgomery Morrissey Mukherjee Mulligan Nakamura
Nanayakkara Nair Ngata Nguyen Nikolaidis Novak Nowicki Nwachukwu Oberoi O'Callaghan
O'Driscoll Ogunleye Okafor Okonkwo Olsen O'Neill Onyango Ortega Osei Ostrowski Owusu
Papadopoulos Pascoe Petrovic Pillai Plunkett Popescu Prendergast Pritchard Quigley Quinlan
Rahman Ramaswamy Rasmussen Rautenbach Reyes Rinaldi Robichaud Rossi Rutherford Sandoval
Santangelo Sarkar Satterthwaite Schofield Schreiber Sepúlveda Shaughnessy Siddiqui
Silvestri Sinclair Sokolov Srinivasan Sutherland Szabo Tanaka Taumalolo Tavares Thorne
Tiwari Tremblay Trujillo Tuilagi Tumulty Underwood Valdez Vasquez Venkataraman Villeneuve
Visser Wainwright Walcott Warburton Wasilewski Weatherall Whitcombe Wickramasinghe Wojcik
Yamamoto Yilmaz Zielinski Zhang Zhou Zubiri Müller Núñez Ó Briain Mac Giolla Te Whata
Abeysekera Achebe Bouchard Cardenas Dallaire Ebrahimi Fairweather Gilchrist Hakimi
Ignatieff Jovanovic Kirkpatrick Lindgren Mbatha Nieminen Oyelaran Pellegrini Quaresma
Radcliffe Sakamoto Tomlinson Urquhart Vukovic Wetherby Xiong Yeboah Zamora Ahluwalia
Bramwell Cusack Desrosiers Elphinstone Fakhoury Gormley Hennessy Ivanova Jayasuriya
Kinsella Lavoie Mwangi Nakashima Ochieng Pelletier Rasheed Strachan Tennant Ueda Vaillancourt
Waititi Yoshida Zanetti Ferreira Oyewole Mahlangu Castillo Kalinowski Lundqvist Ahmadi
""".split()
# two-word surnames were split by the whitespace split above; rebuild them
_S = []
_skip = False
for i, s in enumerate(SURNAMES):
    if _skip:
        _skip = False
        continue
    if s in ("Ó", "Mac", "Te") and i + 1 < len(SURNAMES):
        _S.append(s + " " + SURNAMES[i + 1])
        _skip = True
    else:
        _S.append(s)
SURNAMES = _S

NICK = {
    "Archibald": "Archie", "Reginald": "Reggie", "Percival": "Percy", "Theodora": "Thea",
    "Wilhelmina": "Mina", "Margery": "Madge", "Bartholomew": "Barty", "Cornelius": "Neil",
    "Alasdair": "Ally", "Kenneth": "Kenny", "Leonard": "Lenny", "Stanislaw": "Stan",
    "Dorothea": "Dottie", "Winifred": "Winnie", "Josephine": "Jo", "Philippa": "Pippa",
    "Katarzyna": "Kasia", "Aleksander": "Olek", "Bernadette": "Bernie", "Harold": "Harry",
    "Gwendolyn": "Gwen", "Henrietta": "Hettie", "Eleanora": "Nora", "Francis": "Frankie",
    "Vladimir": "Vova", "Ignatius": "Iggy", "Theodore": "Teddy", "Mohammed": "Mo",
    "Ptolemy": "Tolly", "Montague": "Monty", "Clementine": "Clem", "Gervase": "Gerry",
}

# ---------------------------------------------------------------- places
# invented towns; real states/provinces/regions/counties/countries

TOWNS = {
    "US": """Cedar Hollow|Brantley|Eastwick Ridge|Fairhaven Junction|Millbrook Center|Osgood|
Pelham Crossing|Quarry Hill|Redvale|Stonebridge|Thornton Park|Wexley|Harlow Springs|
Alder Creek|Kingsford Heights|Lamberton|Ashgrove|Bellmont Station|Corvallis Point|Dunmore Lake|
Elkhorn Bend|Foxridge|Glenarden Hills|Hollister Cove|Ironwood|Juniper Flats|Keswick Mills|
Lorimer|Mapleton Grove|Northbrook Landing|Oakhurst Valley|Prescott Ridge|Rivermont""",
    "UK": """Kestleford|Bramhope Vale|Thornaby Bridge|Castlemere|Hollinsbury|Fernleigh|Edgecombe|
Radleigh|Stourmouth|Little Aldwick|Netherfield Cross|Ravensmoor|Sallowfield|Ashby Parva|
Brackenridge|Coldharbour Green|Dunsford Magna|Elmswell Heath|Fallowfield Abbey|Gorsemoor|
Harrowden|Inglebrook|Kelsington|Langthorpe|Marrowby|Norton Fitzwarren Parva|Oakenshaw Green|
Pennington Marsh|Quenby|Rushmere St Giles""",
    "CA": """Port Alderney|Lakefield Landing|Birchmount|Sainte-Odile|Pembrook Bay|Red Cedar|
Kinsale Point|Maplecroft|Wolverton Mills|Saint-Anselme-du-Lac|Gananoque Falls|Tamarack Bay|
Beaverdale|Frontenac Hills|Cape Morrow|Lac-aux-Herons|Spruce Ridge|Whitewater Narrows|
Ridgeford|Ashcroft Junction""",
    "AU": """Banksia Heights|Corella Park|Kurrajong Vale|Mallee Springs|Yarrabeen|Bilpin Creek|
Tindal Point|Coolamon East|Warrigal Downs|Bunya Ridge|Moorabool Flat|Gidgee Creek|
Wandoo Hills|Jarrahdale South|Brolga Bay|Tallowwood|Kookaburra Flat|Quandong|Ironbark Ridge|
Lilly Pilly Grove|Burrawang Point""",
    "IE": """Carrigbawn|Kilcullagh|Drumanure|Ballyfearna|Glenbrack|Rathmoyle|Clonbrennan|
Templeglass|Kilmurry Cross|Ardnagashel|Ballinacurra East|Castlegarde|Derrylough|Gortnahoe Upper|
Inchicrag|Lisnagry Bridge|Monasterboyce|Rosscarbery West|Tullyvarraga|Knockanore Cross""",
    "NZ": """Kowhai Heights|Raupo Bay|Manuka Flat|Puriri Grove|Harakeke Downs|Port Kerewai|
Tauranui|Rimu Valley|Matai Point|Kahikatea Park|Tawa Ridge|Pohutukawa Bay|Totara Springs|
Karaka Hills|Ngaio Downs|Kereru Heights|Miro Flat|Titoki Bay""",
}
TOWNS = {k: [t.strip() for t in v.replace("\n", "").split("|")] for k, v in TOWNS.items()}

STATES = {
    "US": [("Ohio", "OH"), ("Pennsylvania", "PA"), ("Massachusetts", "MA"), ("Oregon", "OR"),
           ("Minnesota", "MN"), ("Illinois", "IL"), ("Michigan", "MI"), ("Wisconsin", "WI"),
           ("Colorado", "CO"), ("Georgia", "GA"), ("North Carolina", "NC"), ("Virginia", "VA"),
           ("New York", "NY"), ("Texas", "TX"), ("Arizona", "AZ"), ("Washington", "WA"),
           ("Kentucky", "KY"), ("Iowa", "IA"), ("Maine", "ME"), ("Vermont", "VT")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Nova Scotia", "NS"), ("Manitoba", "MB"),
           ("Alberta", "AB"), ("Saskatchewan", "SK"), ("New Brunswick", "NB"), ("Quebec", "QC"),
           ("Newfoundland and Labrador", "NL"), ("Prince Edward Island", "PE")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT")],
    "NZ": [("Waikato", None), ("Canterbury", None), ("Otago", None), ("Bay of Plenty", None),
           ("Northland", None), ("Manawatu-Whanganui", None), ("Hawke's Bay", None),
           ("Taranaki", None), ("Southland", None)],
    # UK and Irish counties are annotated as CITY (guideline: town, city, county)
    "UK": [("Lancashire", None), ("West Yorkshire", None), ("Norfolk", None), ("Devon", None),
           ("Cheshire", None), ("Somerset", None), ("Northumberland", None), ("Suffolk", None),
           ("Derbyshire", None), ("Shropshire", None), ("Cumbria", None), ("Hertfordshire", None)],
    "IE": [("Cork", None), ("Kerry", None), ("Galway", None), ("Mayo", None), ("Wicklow", None),
           ("Kildare", None), ("Donegal", None), ("Limerick", None), ("Tipperary", None),
           ("Clare", None), ("Sligo", None), ("Wexford", None)],
}

STREET_NAMES = """Elmore|Ashdown|Birchfield|Carrow|Dunstan|Everleigh|Fernhill|Garside|Hathersage|
Ivydene|Kilburn|Larchmont|Maddox|Netherby|Orchard|Pelham|Quarry|Rowan|Sandringham|Tennyson|
Upland|Vicarage|Wexcombe|Yardley|Alder|Beech|Chestnut|Hazel|Linden|Sycamore|Aspen|Cypress|
Juniper|Magnolia|Poplar|Redwood|Cromwell|Gladstone|Kitchener|Melbourne|Nelson|Wellington|
Pitt|Raleigh|Seymour|Tudor|Windsor|Albion|Bellevue|Clifton|Denholm|Fairview|Glenview|
Highfield|Kingsway|Lakeview|Moorland|Northgate|Oakfield|Parkside|Riverside|Southfield|
Tamarind|Waratah|Wattle|Kauri|Totara|Rimu|Pukeko|Moana|Ballybrack|Cnoc|Dromore|Glenageary""".replace("\n", "").split("|")

STREET_SFX = {
    "US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Court", "Ct",
           "Boulevard", "Blvd", "Place", "Terrace", "Way", "Circle"],
    "UK": ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Gardens", "Way", "Drive",
           "Grove", "Terrace", "Mews", "Walk", "Rise"],
    "CA": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Crescent", "Boulevard",
           "Court", "Way", "Line", "Concession Road"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Parade", "Crescent", "Cres",
           "Court", "Ct", "Close", "Highway", "Terrace", "Circuit"],
    "IE": ["Road", "Street", "Avenue", "Park", "Lawn", "Terrace", "Drive", "Grove", "Close",
           "Heights", "View", "Court"],
    "NZ": ["Street", "St", "Road", "Rd", "Avenue", "Crescent", "Terrace", "Place", "Drive",
           "Grove", "Way", "Rise"],
}

# institution name parts
# deliberately obscure dedications, to keep invented institution names unlikely to exist
SAINTS = ["St. Eanswythe's", "St. Fiacre's", "St. Oswin's", "St. Aldhelm's", "St. Frideswide's",
          "St. Cedd's", "St. Walburga's", "St. Tysilio's", "St. Gwinear's", "St. Moluag's",
          "St. Winwaloe's", "St. Ronan's", "St. Cuthman's", "St. Sidwell's"]

HOSP_SFX = {
    "US": ["Regional Medical Center", "Memorial Hospital", "University Hospital", "Medical Center",
           "Community Hospital", "General Hospital", "Health Center"],
    "UK": ["General Infirmary", "Royal Hospital", "District General Hospital", "Community Hospital",
           "University Hospital", "Royal Infirmary"],
    "CA": ["General Hospital", "Health Centre", "Regional Hospital", "Memorial Hospital",
           "District Health Centre"],
    "AU": ["Base Hospital", "District Hospital", "Health Service", "Hospital", "Private Hospital"],
    "IE": ["University Hospital", "General Hospital", "Regional Hospital", "Community Hospital"],
    "NZ": ["Hospital", "Base Hospital", "Health Centre"],
}
PRACTICE_SFX = {
    "US": ["Family Medicine", "Primary Care Associates", "Internal Medicine Group", "Family Practice",
           "Community Health Center"],
    "UK": ["Surgery", "Medical Practice", "Health Centre", "Medical Centre", "Group Practice"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Practice", "Community Health Centre"],
    "AU": ["Medical Centre", "Family Practice", "General Practice", "Medical Clinic"],
    "IE": ["Medical Centre", "Family Practice", "Health Centre", "GP Surgery"],
    "NZ": ["Medical Centre", "Health Centre", "Family Doctors", "Medical"],
}
CARE_HOME = ["Larkspur House", "Bramblewood Lodge", "Heatherbank Court", "Rosslyn Grange",
             "Kingfisher Manor", "Willowmead", "Aspen Lodge", "Fernbank House", "Gilliver Court",
             "Sunnyholme", "Tamarisk Gardens", "Marigold Court", "Bayview Lodge", "Hillcrest Manor",
             "Meadowcroft", "Camellia Court"]
CARE_HOME_SFX = {"US": ["Skilled Nursing Facility", "Assisted Living", "Care Center", "Senior Living"],
                 "UK": ["Care Home", "Nursing Home", "Residential Home"],
                 "CA": ["Long-Term Care Home", "Retirement Residence", "Manor"],
                 "AU": ["Aged Care", "Residential Aged Care", "Nursing Home"],
                 "IE": ["Nursing Home", "Care Centre"],
                 "NZ": ["Rest Home", "Lifecare", "Care Home"]}
PHARM_SFX = {"US": ["Pharmacy", "Drug", "Community Pharmacy", "Apothecary"],
             "UK": ["Pharmacy", "Chemist", "Chemists"],
             "CA": ["Pharmacy", "Pharmasave Plus", "Drug Mart"],
             "AU": ["Pharmacy", "Chemist", "Discount Chemist"],
             "IE": ["Pharmacy", "Chemist"],
             "NZ": ["Pharmacy", "Chemist"]}

WARDS_COMMON = ["Heron", "Kingfisher", "Larch", "Rowan", "Hazel", "Bluebell", "Curlew", "Osprey",
                "Avocet", "Puffin", "Skylark", "Juniper", "Aspen", "Cedar", "Magnolia", "Foxglove",
                "Harebell", "Primrose", "Wren", "Nightingale", "Sandpiper", "Teal", "Mallard"]
WARDS_LOCAL = {"US": ["Birch", "Sequoia", "Cardinal", "Bluebird", "Hickory", "Dogwood"],
               "CA": ["Fraser", "Athabasca", "Muskoka", "Nipigon", "Tamarack", "Loon"],
               "UK": ["Wansbeck", "Ouse", "Derwent", "Pennine", "Malvern"],
               "IE": ["Shannon", "Liffey", "Corrib", "Boyne", "Suir", "Slaney"],
               "AU": ["Waratah", "Banksia", "Kookaburra", "Wattle", "Jacaranda", "Bottlebrush"],
               "NZ": ["Kowhai", "Rata", "Tui", "Kereru", "Pohutukawa", "Harakeke"]}
WARD_SFX = {"US": ["Unit", "Pavilion", "Tower"],
            "UK": ["Ward", "Ward", "Unit"],
            "CA": ["Unit", "Wing"],
            "AU": ["Ward", "Unit"],
            "IE": ["Ward", "Ward", "Unit"],
            "NZ": ["Ward", "Ward"]}
BUILDINGS = ["Harrington Wing", "Ashcombe Building", "Thornbury Pavilion", "Delacey Wing",
             "Marlowe Building", "Pendle Block", "Carrick Tower", "Wexford Wing", "Lister Block",
             "Gresham Building", "Kilbride Wing", "Ellerslie Block"]
# (article, name): the article stays outside the span
LANDMARKS = [("the ", "Clocktower Mall"), ("", "Quarry Hill Reservoir"), ("the ", "Old Corn Exchange"),
             ("the ", "Riverside Leisure Centre"), ("", "Harbourside Market"),
             ("the ", "Mill Street Bus Station"), ("", "Jubilee Park"), ("the ", "Regent Bridge"),
             ("the ", "Memorial Gardens"), ("the ", "Lantern Arcade"), ("", "Pelham Square"),
             ("the ", "Westgate Library")]

# employers / organisations (invented)
ORG_PARTS_A = ["Halvorsen", "Brightwell", "Tri-County", "Castlemere", "Northgate", "Bluecrest",
               "Kestrel", "Harbourline", "Redvale", "Ironbark", "Silverfern", "Greenhalgh",
               "Pemberton", "Carrick", "Lakeshore", "Summit", "Westbury", "Anvil", "Keystone",
               "Tamarack", "Corrib", "Waratah", "Ridgeway", "Fenwick", "Osprey"]
ORG_PARTS_B = ["Freight", "Textiles", "Joinery", "Water Authority", "Borough Council",
               "Engineering Ltd", "Mills", "Building Supplies", "Dairy Co-operative", "Printing",
               "Motors", "Logistics", "Insurance", "Shipping", "Foods", "Steelworks",
               "Bus Company", "Electrical", "Construction", "Credit Union", "Brewery",
               "Timber Yard", "Haulage", "Post Office Branch"]
SCHOOLS = {"US": ["High School", "Elementary School", "Academy", "Junior High"],
           "CA": ["Collegiate", "Secondary School", "High School", "Public School"],
           "UK": ["Grammar School", "Secondary Modern", "Comprehensive", "Primary School"],
           "IE": ["National School", "CBS", "Community School", "Convent School"],
           "AU": ["High School", "Secondary College", "State School", "Technical School"],
           "NZ": ["College", "High School", "Primary School", "Technical College"]}
CHURCH_KIND = ["Baptist Church", "Methodist Church", "Uniting Church", "Presbyterian Church",
               "Gospel Hall", "Gurdwara", "Islamic Centre", "Hebrew Congregation", "Parish Church",
               "Catholic Parish", "Orthodox Church", "Community Church"]
CARE_AGENCIES = ["Carewell Home Support", "Hearthside Care Services", "BrightDays Homecare",
                 "Kindred Hands Care", "Tender Loving Homecare Ltd", "CommunityFirst Care",
                 "Homestead Support Services", "Evergreen In-Home Care"]
INSURERS = {"US": ["Bluecrest Health Plan", "Keystone Mutual Health", "Harbourline Medicare Advantage",
                   "Summit Choice Health", "Tamarack Health Partners"],
            "CA": ["Lakeshore Life Benefits", "Northgate Group Health", "Maplecroft Mutual"],
            "AU": ["Waratah Health Fund", "Ironbark Members Health", "Silverfern Health Cover"],
            "IE": ["Corrib Health Insurance", "Shannonside Health"],
            "NZ": ["Silverfern Health Cover", "Kauri Health Insurance"],
            "UK": ["Westbury Private Health", "Pemberton Medical Insurance"]}
SUPPORT_ORGS = {
    "memory": ["Castlemere Dementia Friends Network", "Memory Matters Collective", "Forget-Me-Not Memory Cafe",
               "Carers Hub North", "Greyfield Carers Centre", "Lantern Dementia Support"],
    "falls": ["Steady Steps Falls Programme", "Stand Tall Balance Club", "Age Well Together Trust",
              "Firm Footing Exercise Group", "Strong & Steady Seniors"],
    "stroke": ["Strokelink Peer Support", "Second Wind Stroke Club", "Aphasia Cafe Collective",
               "Rebuild After Stroke Trust"],
}
ALARM_COS = ["SafeLink Response", "CareCall Alarms", "Guardian Pendant Services", "HelpPoint 24"]

COUNTRIES = ["Portugal", "Poland", "India", "Pakistan", "Nigeria", "Ghana", "Jamaica", "Italy",
             "Greece", "Philippines", "Vietnam", "China", "Ireland", "Scotland", "Germany",
             "Netherlands", "South Africa", "Kenya", "Sri Lanka", "Lebanon", "Iran", "Hungary",
             "Croatia", "Serbia", "Tonga", "Samoa", "Fiji", "Malta", "Cyprus", "Chile", "Mexico",
             "Canada", "Australia", "New Zealand", "Spain", "France", "Zimbabwe", "Bangladesh",
             "Japan", "Korea", "Ukraine", "Romania", "Egypt", "Trinidad", "Norway"]

PROFESSIONS = ["welder", "primary school teacher", "bus driver", "electrician", "bookkeeper",
               "nurse", "farmer", "dairy farmer", "carpenter", "accountant", "postman",
               "postwoman", "civil engineer", "machinist", "secretary", "librarian", "plumber",
               "hairdresser", "shop assistant", "lorry driver", "truck driver", "taxi driver",
               "fisherman", "chef", "cook", "seamstress", "bank clerk", "solicitor", "lawyer",
               "pharmacist", "police officer", "firefighter", "mechanic", "bricklayer",
               "painter and decorator", "cleaner", "school principal", "university lecturer",
               "dentist", "architect", "social worker", "midwife", "factory worker",
               "coal miner", "boilermaker", "panel beater", "landscape gardener", "builder",
               "real estate agent", "estate agent", "journalist", "printer", "jeweller",
               "tailor", "baker", "butcher", "shearer", "labourer", "draughtsman", "typist",
               "telephonist", "dressmaker", "merchant seaman", "railway signalman",
               "tram driver", "music teacher", "church minister", "sales representative",
               "software developer", "IT consultant", "paramedic", "care assistant",
               "physiotherapist", "pastry chef", "forklift operator", "crane operator",
               "veterinarian", "optician", "customs officer", "air traffic controller"]

VEHICLE_MAKES = ["Toyota Corolla", "Honda Jazz", "Ford Focus", "Vauxhall Astra", "Subaru Forester",
                 "Nissan Micra", "Hyundai i30", "Mazda 3", "Holden Commodore", "Chevrolet Malibu",
                 "Volkswagen Golf", "Skoda Octavia", "Kia Picanto", "Buick LeSabre",
                 "Toyota Camry", "Ford Ranger", "mobility scooter"]
