"""Invented pools for dev255_en (author 255). Lists only; order is fixed."""

FIRST_M = """Aidan Ciaran Declan Eoin Fionn Oisin Padraig Ronan Cathal Tadhg Callum Ewan Hamish Rory Angus
Gareth Rhys Dylan Owain Idris Tomasz Piotr Marek Kacper Lukas Andrei Mihai Bogdan Dmitri Nikolai
Kwame Kofi Chidi Emeka Obinna Tunde Segun Femi Yaw Kojo Arjun Rohan Vikram Sanjay Dev Harpreet
Gurpreet Imran Bilal Hamza Tariq Omar Yusuf Idris Zain Ayaan Kenji Hiroshi Wei Jun Minh Tuan
Bao Jin Hyun Seo Diego Mateo Santiago Joaquin Rafael Thiago Luca Matteo Giorgio Enzo Pierre Luc
Etienne Mathieu Remi Antoine Lars Nils Sven Anders Jakob Henrik Oliver Harry Jack George Alfie
Freddie Archie Theo Reggie Stanley Arthur Leon Marcus Nathan Jordan Tyler Kyle Shane Wayne Darren
Connor Liam Noah Ethan Mason Logan Owen Tristan Brendan Keegan Malik Jamal Darnell Andre Tobias""".split()

FIRST_F = """Aoife Siobhan Niamh Roisin Grainne Caoimhe Saoirse Orla Maeve Ciara Isla Eilidh Morag Kirsty
Catriona Cerys Ffion Seren Bethan Angharad Agnieszka Katarzyna Zofia Magdalena Joanna Ioana Elena
Irina Svetlana Oksana Adaeze Chiamaka Ngozi Funmilayo Yewande Abena Akosua Efua Ama Priya Anjali
Deepa Kavya Simran Harleen Aisha Fatima Zainab Amira Layla Noor Samira Mei Ling Yuki Haruka Hana
Thi Lan Ji-woo Min-seo Sofia Valentina Camila Lucia Ximena Giulia Chiara Francesca Amelie Chloe
Margaux Elodie Ingrid Astrid Freya Sigrid Olivia Amelia Poppy Evie Daisy Millie Rosie Phoebe Harriet
Imogen Tilly Kayleigh Chantelle Jade Leanne Stacey Courtney Brooke Madison Kaitlyn Avery Danielle
Shauna Tanisha Keisha Rochelle Bernadette Philomena Mairead Dervla Una Brid Tamsin Lowri""".split()

SURNAMES = """O'Sullivan Mac Giolla Brennan Kavanagh Fitzgerald Quinlan Doherty McCarthy Gallagher Moriarty
Nolan Flanagan Tierney Duggan Keogh McAllister Fraser Buchanan Lindsay Urquhart Sinclair Mackay
Ferguson Drummond Pryce Llewellyn Vaughan Prosser Gwynne Bevan Howells Nowak Kowalczyk Wisniewski
Zielinska Lewandowski Popescu Ionescu Dumitrescu Petrov Volkova Sokolov Mensah Owusu Asante Boateng
Okonkwo Eze Nwosu Adeyemi Balogun Oyelaran Ogunleye Achebe Sharma Patel Gupta Chaudhry Sandhu Gill
Dhillon Bains Qureshi Siddiqui Rahman Hussain Chowdhury Malik Haddad Nasser Khalil Farouk Tanaka
Yamamoto Nakamura Chen Liang Zhou Huang Nguyen Tran Pham Park Kim Choi Garcia Fernandez Moreno
Castillo Herrera Ortega Rossi Bianchi Ferrari Colombo Esposito Lefebvre Moreau Girard Fournier
Bouchard Tremblay Gagnon Cote Pelletier Lindqvist Bergstrom Johansson Andersen Haugen Whitfield
Ashworth Hargreaves Pemberton Kershaw Thornton Blackwood Catterall Holroyd Entwistle Rimmer Sowerby
Tattersall Pickering Oakes Hollis Marsh Fenwick Dobbs Cartwright Greenhalgh Lockwood Stringer Haworth
Bamford Shackleton Wainwright Ryder Crowther Ibbotson Coyle Lennon Carberry Mulvey Hegarty Devlin
Okafor Abiodun Teklu Haile Bekele Tesfaye Girma Mwangi Kamau Otieno Wanjiru Achterberg Van Dijk
De Groot Jansen Novak Horvat Kovacs Szabo Toth Papadopoulos Georgiou Demir Yilmaz Kaya Celik
MacNeil MacLeod Robichaud Leblanc Arsenault Thibodeau Two-Rivers Redsky Whitehorse Cardinal""".split()
SURNAMES = [s for s in SURNAMES if s not in ("Mac", "Giolla", "Van", "De", "Groot", "Dijk")] + [
    "Mac Giolla Phadraig", "Van Dijk", "De Groot", "St. Pierre", "Ni Bhriain", "O'Neill-Hart"]

NICK = {"Aidan": "Aidy", "Padraig": "Paudie", "Callum": "Cal", "Tomasz": "Tom", "Oliver": "Olly",
        "Frederick": "Fred", "Alfie": "Alf", "Nathan": "Nate", "Katarzyna": "Kasia", "Magdalena": "Madzia",
        "Olivia": "Liv", "Amelia": "Millie", "Catriona": "Cat", "Harriet": "Hattie", "Theo": "Teddy",
        "Jordan": "Jordy", "Danielle": "Dani", "Bernadette": "Bernie", "Philomena": "Mena",
        "Stanley": "Stan", "Archie": "Arch", "Imogen": "Immy", "Kayleigh": "Kay", "Anjali": "Anji",
        "Ciaran": "Kiki", "Santiago": "Santi", "Joaquin": "Quino", "Valentina": "Vale"}

TOWN_A = """Ash Brack Kil Bally Carn Dun Ross Glen Mill Thorn Wex Hart Brad Castle Clon Lis Oak Elm Ford
Stan Whit Pen Llan Aber Inver Strath Kirk Fern Hol Lang Marsh Black Red Green Sand Cold Long""".split()
TOWN_B = """bridge ley more moy ton ham worth field wick stead dale thorpe ford mere haven burn side
cross gate hurst wood brook bury croft sett ock ston""".split()
CA_TOWNS = ["Port Averley", "New Kelso", "Riviere-Blanche", "Lac Doree", "Fort Marrin", "Saint-Aubin-sur-Lac",
            "Cedar Narrows", "Grand Falaise", "Maple Bend", "North Tobin", "Kettle Rapids", "Pine Lake Crossing"]
IE_COUNTIES = ["Kerry", "Galway", "Mayo", "Donegal", "Cork", "Clare", "Wexford", "Kilkenny", "Tipperary",
               "Offaly", "Sligo", "Leitrim", "Louth", "Meath", "Cavan", "Monaghan", "Laois", "Waterford"]
UK_COUNTIES = ["Lancashire", "West Yorkshire", "Cheshire", "Cumbria", "Gwynedd", "Fife", "Norfolk",
               "Shropshire", "Somerset", "Kent", "Durham", "Lanarkshire", "Powys", "Devon", "Derbyshire"]
PROVINCES = [("Ontario", "ON"), ("Nova Scotia", "NS"), ("New Brunswick", "NB"), ("Manitoba", "MB"),
             ("British Columbia", "BC"), ("Alberta", "AB"), ("Saskatchewan", "SK"), ("Quebec", "QC"),
             ("Newfoundland and Labrador", "NL"), ("Prince Edward Island", "PE")]
IE_PROVINCES = ["Munster", "Connacht", "Leinster", "Ulster"]
COUNTRIES_ORIGIN = ["Poland", "Romania", "Nigeria", "Ghana", "Pakistan", "India", "Bangladesh", "Somalia",
                    "Eritrea", "Philippines", "Vietnam", "Brazil", "Portugal", "Lithuania", "Syria",
                    "Jamaica", "Kenya", "Sri Lanka", "Zimbabwe", "Ukraine", "Spain", "Italy", "China"]
HOME_COUNTRY = {"UK": ["England", "Scotland", "Wales", "Northern Ireland", "the UK", "United Kingdom"],
                "IE": ["Ireland", "the Republic of Ireland"], "CA": ["Canada"]}

STREET_A = """Rowan Hazel Alder Larch Willow Cherry Juniper Heather Foxglove Meadow Orchard Quarry Chapel Mill
Station Church Mount Victoria Albert Brunswick Caledonia Harbour Kiln Tannery Weaver Cooper Fletcher
Spinner Mariner Glebe Abbey Priory Beacon Lantern Maple Spruce Tamarack Birchwood Lakeshore Ridge""".split()
STREET_T = ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Drive", "Way", "Terrace", "Grove",
            "Court", "Park", "Rd", "St", "Ave", "Gardens", "View", "Rise"]
UNITS = ["Flat {n}", "Apt {n}", "Unit {n}", "Flat {n}B", "Apartment {n}", "Suite {n}"]

HOSP_A = ["St. Brigid's", "St Aidan's", "Royal Wexmoor", "Kilmorran", "Lakeview", "Fernhill", "Carnbridge",
          "Holy Cross", "Maple Bend", "North Tobin", "St. Columba's", "Ashmore", "Glenmoy", "Strathcarn",
          "Mount Tabor", "Queen Adelaide", "Bellhaven", "Cedar Narrows", "Ravensworth", "Inverkil"]
HOSP_T = ["General Hospital", "University Hospital", "Infirmary", "Community Hospital", "Regional Hospital",
          "Health Centre", "Hospital", "District General"]
GP_T = ["Surgery", "Medical Practice", "Health Centre", "Family Practice", "Medical Centre", "Family Health Team"]
CARE_SITES = ["Birch House", "The Willows", "Hawthorn Lodge", "Rowan Court", "Meadowview Respite Unit",
              "Larkspur Short Breaks", "Cairn House", "Oakleigh Day Services", "Bramble Cottage",
              "Heron Lodge Respite", "Seaview Supported Living", "Thistle Court", "Kingfisher House",
              "Cloverleaf Residence", "Lantern House", "Juniper Lodge", "Poplar View", "Harbour Lights Respite",
              "Sycamore Day Centre", "Moorside Community Hub", "Tamarack Group Home", "The Orchard",
              "Foxglove House", "Glenveagh Residential Service", "Ardmore Respite House"]
WARDS = ["Ward 7B", "Ward 12", "Bluebell Ward", "Cedar Ward", "Puffin Ward", "AMU 2", "Ward 4 North",
         "Oak Ward", "Heather Unit", "Sapphire Ward", "Ward 21", "Riverside Ward", "Kestrel Unit"]
PHARMACIES = ["Mulvey's Pharmacy", "Greenhalgh Chemists", "Lakeshore Pharmacy", "Castleford Late Night Pharmacy",
              "Apothecary on Main", "Kilmorran Pharmacy", "Pine Lake Drug Mart"]
ORGS = ["Wexmoor Community Learning Disability Team", "Ashbridge County Council", "Kilmorran Disability Services CLG",
        "Brightpath Supported Living Ltd", "Cedar Narrows Community Living", "Advocacy Voice Wexmoor",
        "Ravensworth Housing Association", "Lakeview Autism Partnership", "North Tobin Developmental Services",
        "Carnbridge and District NHS Trust", "Glenmoy Enable Ireland Hub", "Strathcarn Health and Social Care Partnership",
        "Harbourside Carers Centre", "Maple Bend Family Services", "Open Doors Employment Scheme",
        "St. Columba's Parish", "Fernhill Special School", "Ashmore College", "Kettle Rapids Secondary School",
        "Holroyd's Garden Centre", "Tesko Express Carnbridge", "Pemberton Bakery", "Sunnyside Allotment Society",
        "Carnbridge Special Olympics Club", "Lakeview Community Church", "Bellhaven Library Friends",
        "Greenfold Social Enterprise Cafe", "Wexmoor College of Further Education", "Riverbend Day Opportunities",
        "Blue Heron Transport Co-op"]
SCHOOLS = ["Fernhill Special School", "Ashmore College", "Kettle Rapids Secondary School",
           "Wexmoor College of Further Education", "St. Aidan's National School", "Oakridge Academy",
           "Glenmoy Community College", "Marsh Lane Primary", "Pine Lake Collegiate"]
EMPLOYERS = ["Holroyd's Garden Centre", "Pemberton Bakery", "Greenfold Social Enterprise Cafe",
             "Tesko Express Carnbridge", "Blue Heron Transport Co-op", "Lakeshore Car Wash", "Carnbridge Leisure Centre"]

PROFS_PT = ["volunteer cafe assistant", "kitchen porter", "shelf stacker", "gardener", "car valeter",
            "library volunteer", "cleaner", "recycling operative", "animal care assistant", "office junior",
            "packer", "trolley collector"]
PROFS_REL = ["bus driver", "nurse", "primary school teacher", "electrician", "accountant", "farmer",
             "taxi driver", "hairdresser", "care assistant", "civil servant", "plumber", "chef", "postman",
             "pharmacist", "retired miner", "retired teacher", "lorry driver", "shop manager", "social worker",
             "mechanic", "cleaner", "software developer", "dental receptionist", "factory supervisor"]

STAFF_ROLES = ["Learning Disability Nurse", "Community Nurse (LD)", "Consultant Psychiatrist (ID)",
               "Clinical Psychologist", "Speech and Language Therapist", "Occupational Therapist",
               "Behaviour Support Practitioner", "Social Worker", "Epilepsy Specialist Nurse",
               "Acute LD Liaison Nurse", "Practice Nurse", "Support Worker", "Team Leader", "Key Worker",
               "Physiotherapist", "Dietitian", "Transition Coordinator", "Care Coordinator", "Pharmacist"]
