"""Invented value pools for dev142_en. Names are common given names and surnames of many
origins combined at random; every town, street, facility and employer is invented.
Real country names and US state names (and Australian state codes) appear as themselves."""

FIRST_F = """Mary Susan Linda Karen Patricia Deborah Sharon Brenda Donna Carol Janet Wendy Gillian
Siobhan Aoife Niamh Roisin Mairead Fiona Morag Eilidh Catriona Bronwen Cerys Rhiannon Seren
Maria Lucia Guadalupe Rosario Ximena Carmen Pilar Ines Beatriz Joana Graca Francesca Giulia
Chiara Sofia Eleni Despina Katarzyna Agnieszka Malgorzata Olena Oksana Svetlana Tatiana Irina
Ngozi Chiamaka Adaeze Folasade Yetunde Abena Akosua Ama Efua Hodan Ayaan Fadumo Selam Tigist
Fatima Aisha Mariam Layla Noor Yasmin Zahra Shirin Parisa Elif Zeynep Ayse Priya Ananya Lakshmi
Kavitha Meena Deepa Harpreet Simran Gurpreet Nasreen Farzana Rukhsana Tahmina Nirmala Dilani
Mei Xiu Ying Li Na Hui Fang Thi Lan Huong Ngoc Mai Ji-woo Min-seo Seo-yeon Yuki Haruka Aiko
Maricel Rowena Jocelyn Marilou Aroha Mereana Ngaire Sina Losana Mele Talia Anneke Ingrid Astrid
Freya Sigrid Leah Miriam Rivka Esther Chloe Jessica Ashley Brittany Tiffany Kayla Courtney
Rose Hope Grace Faith Joy Dawn Ivy Holly Daisy Pearl Ruby Amber Crystal Hazel Iris Lily Violet
Robin Wren June April May Autumn Summer Penny Sunny Heather Olive Poppy Fern""".split()

FIRST_M = """James John Robert Michael William David Richard Thomas Charles Gary Kevin Brian Keith
Declan Ciaran Padraig Eoin Seamus Callum Hamish Angus Fraser Rhys Gareth Dafydd Owain Emrys
Jose Luis Carlos Miguel Alejandro Javier Diego Joao Tiago Rui Paulo Marco Giuseppe Luca
Matteo Nikos Giorgos Dimitris Piotr Tomasz Krzysztof Andriy Dmytro Sergei Mikhail Oleg Chidi
Emeka Obinna Tunde Babajide Kwame Kofi Yaw Kojo Abdi Mohamed Farah Dawit Tesfaye Ahmed Omar
Khalid Yusuf Hassan Karim Reza Dariush Kian Mehmet Emre Burak Rajesh Arjun Vikram Sanjay Suresh
Anand Harjit Gurdeep Balwinder Imran Tariq Asif Rashid Kamal Ruwan Nuwan Wei Jian Hao Ming
Chen Zhi Minh Tuan Duc Quang Min-jun Ji-hoon Hiroshi Kenji Takeshi Rommel Jun Arnel Manaia
Tane Wiremu Sione Tevita Pita Losa Henk Pieter Lars Nils Erik Sven Aaron Levi Moshe Eli Tyler
Brandon Dustin Cody Travis Shane Jarrod Brett Darren Wayne
Will Mark Frank Bill Drew Chase Hunter Grant Miles Dean Cliff Glen Dale Gene Guy Sterling
Rich Jack Harry Norman Victor Earnest Royal Rusty Sonny Buck""".split()

LAST = """Smith Jones Williams Taylor Brown Davies Evans Wilson Thomas Roberts Johnson Walker
Wright Robinson Thompson White Hughes Edwards Green Hall Wood Harris Lewis Martin Jackson
Clarke Clark Turner Hill Scott Cooper Morris Ward Moore King Watson Baker Harrison Morgan
Patel Young Allen Mitchell James Anderson Phillips Lee Bell Parker Davis Murphy Kelly Byrne
Ryan OBrien Walsh OSullivan Doyle McCarthy Gallagher Doherty Kennedy Lynch Murray Quinn
Campbell MacLeod Fraser Stewart Robertson MacDonald Sinclair Llewellyn Pryce Rees Vaughan
Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres Flores Rivera
Gomez Diaz Reyes Morales Cruz Ortiz Gutierrez Silva Santos Ferreira Pereira Oliveira Costa
Rossi Russo Esposito Bianchi Romano Ricci Marino Papadopoulos Georgiou Nikolaidis Kowalski
Nowak Wisniewski Wojcik Kaminski Lewandowski Shevchenko Kovalenko Bondarenko Ivanov Petrov
Smirnov Volkov Okafor Okonkwo Nwosu Eze Adeyemi Adebayo Ogunleye Balogun Mensah Owusu Boateng
Asante Osei Warsame Abdullahi Hussein Haile Tesfaye Bekele Ahmed Hassan Ali Ibrahim Mahmoud
Rahman Karimi Hosseini Rahimi Yilmaz Kaya Demir Celik Sharma Singh Kumar Gupta Reddy Iyer
Nair Menon Pillai Krishnan Sandhu Gill Dhillon Grewal Chaudhry Qureshi Butt Malik Hossain
Begum Chowdhury Perera Fernando Jayasuriya Wickramasinghe Wang Li Zhang Liu Chen Yang Huang
Zhao Wu Zhou Nguyen Tran Pham Le Hoang Phan Vu Dang Kim Park Choi Jung Kang Cho Yoon Sato
Suzuki Takahashi Tanaka Watanabe Santos Reyes Bautista Dela-Cruz Villanueva Aquino Ngata
Parata Tuhiwai Faleolo Tuilagi Fifita Taufa Havili Jansen DeVries Bakker Visser Andersson
Johansson Larsen Nielsen Hansen Berg Lindqvist Cohen Levy Friedman Goldberg Katz Shapiro
Cook Mason Hunter Fisher Carter Porter Bishop Knight Page Field Marsh Brook Lane Street Bush
Rivers Stone Love Best Swift Sharp Strong Wise Little Long Short Gray Black Moody Hale Frost
Snow Winter Summers Bond Price Cash Banks Fox Wolfe Crane Swan Finch Sparrow Heron Cross
Church Chapel Temple Pope Dean Friend Goodman Noble Rich Mann Gold Silver Steel Hart Cotton
Rice Read Hope Grace Bland Savage Coward Fairweather Goodbody Hardy Moss Lamb Bull Drake
Nightingale Shepherd Glover Sawyer Weaver Tanner Archer Chambers Waters Day Ford Payne""".split()
LAST = [x.replace("OBrien", "O'Brien").replace("OSullivan", "O'Sullivan") for x in LAST]

NICK = {"William": "Bill", "Robert": "Bob", "Richard": "Rick", "James": "Jim", "Thomas": "Tom",
        "Michael": "Mike", "Patricia": "Trish", "Deborah": "Deb", "Margaret": "Peggy",
        "Katarzyna": "Kasia", "Alejandro": "Alex", "Francesca": "Frankie", "Christopher": "Chris",
        "Jessica": "Jess", "Giuseppe": "Beppe", "Oluwaseun": "Seun", "Babajide": "Jide",
        "Dimitris": "Jim", "Susan": "Sue", "Jennifer": "Jen", "Kenneth": "Ken"}

US_TOWNS = """Millbrook Falls|Carver City|East Tallow|Harlan Springs|Fenwick Crossing|Lindell|Port
Avalon|Sablewood|Cedar Hollow|New Hadley|Marlow Heights|Jessup Flats|Ridgeford|Pellston Bay|Quarry
Hill|Oak Bluff Junction|Wexley|Granger Point|Halvorsen|Tamsin Lake|Bellwether|Corriston|Dunmore
Ridge|Elkhorn Valley|Fairhope Mills|Glenvar|Hatchett|Ironwood Gap|Kellerton|Lodgepole|Mayhew
Springs|North Ostrander|Pruett|Redwater|Saltonville|Tullis|Upton Forks|Varney|Whitlock|Yancey
Creek""".replace("\n", " ").split("|")
UK_TOWNS = """Ashcombe|Wexbridge|Thornleigh|Kingsmere|Bramhurst|Little Pennington|Hollinsworth|Carrowdale
|Stanmoor|Lowther Cross|Eddington Magna|Fellbeck|Harrowgate Vale|Mardenhall|Crickmoor|Oxley
Bridge|Saltmarsh St Giles|Penhallow|Trewarne|Gillingford|Dunhelm|Rooksby|Brackwell|Kettlesby|Wolsey
Green|Aldermoor|Bexcombe|Caldmere Priors|Dunstow|Fenby|Grimsley Vale|Hawksmead|Ilverton""".replace("\n", " ").replace(" |", "|").split("|")
UK_COUNTIES = ["Wexshire", "North Calderfield", "East Harrowmoor", "Fellshire", "Ashcombeshire",
               "West Penwith Vale", "Marden"]
AU_TOWNS = """Wattle Creek|Kurralong|Mount Bellair|Yarraby|Coorabin|Port Hensley|Barrandale|Tallowood
|Jindera Park|Emu Flats|Lake Corringle|Wirrandup|Gundarra Heights|Mirrabook|Bunyip Springs|Kelloran
|Warrego Bend|Dunleith|Murrindale Flat|Tooramin Ridge|Yallambee|Narrelby Vale|Coolabin Heights|Binnamurra
Creek|Euloro Downs|Pindaroo|Quambirra|Wallanbilla East""".replace("\n", " ").replace(" |", "|").split("|")
US_TOWNS = [x.strip() for x in US_TOWNS]
UK_TOWNS = [x.strip() for x in UK_TOWNS]
AU_TOWNS = [x.strip() for x in AU_TOWNS]

US_STATES = [("Massachusetts", "MA"), ("Ohio", "OH"), ("Texas", "TX"), ("California", "CA"),
             ("Georgia", "GA"), ("Michigan", "MI"), ("Pennsylvania", "PA"), ("Oregon", "OR"),
             ("Minnesota", "MN"), ("North Carolina", "NC"), ("Arizona", "AZ"), ("Colorado", "CO"),
             ("Illinois", "IL"), ("Wisconsin", "WI"), ("Tennessee", "TN"), ("Virginia", "VA"),
             ("New York", "NY"), ("Florida", "FL"), ("Maine", "ME"), ("Iowa", "IA"),
             ("Kentucky", "KY"), ("New Mexico", "NM"), ("Vermont", "VT"), ("Nebraska", "NE")]
AU_STATES = [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
             ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
             ("Australian Capital Territory", "ACT"), ("Northern Territory", "NT")]

STREET_CORE = """Elm|Maple|Alder|Birchwood|Cedar|Hawthorn|Juniper|Larkspur|Mulberry|Quince|Rowan|Sycamore
|Willow|Tamarack|Foxglove|Heron|Kestrel|Lapwing|Plover|Osprey|Fairview|Ridgeway|Brookside|Millrace
|Harbour|Quarry|Tanner|Cooper|Chandler|Wheelwright|Orchard|Meadow|Pinfold|Glebe|Abbey|Priory
|Station|Church|Mill|Bridge|School|Victoria|Albert|Regent|Clifton|Hillcrest|Sunnyside|Wattle
|Banksia|Jacaranda|Grevillea|Bottlebrush|Kookaburra|Wombat|Ironbark|Boronia|Lilly Pilly|Magpie
|Carrington|Ashgrove|Belmont|Dunbar|Everleigh|Fenwick|Greyfriars|Holloway|Inkerman|Kingfisher
|Lockhart|Marchbank|Northgate|Oakhurst|Pemberton|Redcliffe|Stanhope|Thistle|Underhill|Vantage
|Wexley|Yardley""".replace("\n", "").split("|")
US_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court",
             "Ct", "Boulevard", "Blvd", "Way", "Place", "Pl", "Terrace", "Circle", "Pkwy"]
UK_SUFFIX = ["Road", "Street", "Lane", "Close", "Crescent", "Gardens", "Grove", "Avenue", "Way",
             "Terrace", "Mews", "Drive", "Row", "Walk", "Hill", "View", "Court", "Place"]
AU_SUFFIX = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Parade", "Pde", "Crescent", "Cres",
             "Close", "Drive", "Dr", "Court", "Ct", "Highway", "Hwy", "Place", "Pl", "Terrace"]
UK_HOUSE = ["Rose Cottage", "The Old Forge", "Flat 3, Mercer House", "Ivy Lodge", "2 Kiln Cottages",
            "Flat 12b, Tanyard Court", "Orchard House", "The Granary", "Flat 7, Heron Wharf"]

# facility pattern pieces: {T} = town
US_HOSP = ["{T} Regional Medical Center", "St. Brendan's Medical Center", "Mercy Ridge Hospital",
           "{T} Community Hospital", "Harlow Valley Hospital", "Pinecrest Diagnostic Center",
           "Lakeshore Imaging Associates", "{T} Memorial Hospital", "Good Shepherd Health - {T}",
           "Northfield Pathology Laboratory", "Sacred Heart of {T}", "Cumberland Oaks Medical Center",
           "{T} Cancer Institute", "Bayview Orthopedic Associates", "Hollis-Marsh University Hospital",
           "St. Agatha's Hospital", "Valley Crest Outpatient Imaging", "{T} General Hospital"]
UK_HOSP = ["{T} General Hospital", "Royal {T} Infirmary", "St Aldric's Hospital", "{T} Community Hospital",
           "Queen Adelaide Hospital", "{T} and District Hospital", "St Winifred's Hospital",
           "Royal Hadley Vale Hospital", "Greyfriars Diagnostic Centre", "{T} University Hospital",
           "{T} General Infirmary", "Princess Beatrix Hospital"]
AU_HOSP = ["{T} Base Hospital", "{T} District Hospital", "Mount Bellair Private Hospital", "{T} Radiology",
           "Port Hensley Pathology", "St Kilian's Private Hospital", "Southern Cross Vale Hospital",
           "Sunvale Health", "{T} Community Health Service", "Jacaranda Imaging", "Royal {T} Hospital",
           "{T} Health Service"]
US_GP = ["{T} Family Medicine", "Redbud Women's Clinic", "{T} Primary Care Associates",
         "Prairie View Family Practice", "{T} Internal Medicine Group", "Oakhurst Pediatrics"]
UK_GP = ["{T} Medical Practice", "Fellbeck Surgery", "{T} Health Centre", "The Priory Lane Surgery",
         "{T} Group Practice", "Marchbank Road Surgery"]
AU_GP = ["{T} Medical Centre", "{T} Family Practice", "Banksia Women's Health Clinic", "{T} Medical Clinic",
         "Wattle Street Medical"]
WARDS = ["Ward 4B", "Ward 7", "Ward 12", "Nightingale Ward", "Beech Ward", "Rowan Ward",
         "Acorn Ward", "Kingfisher Ward", "Ward 3 North", "Ward 6 South", "Lister Day Unit",
         "Ward 22", "Marigold Ward", "Wattle Ward", "Banksia Unit", "Harcourt Unit",
         "5 West", "7 East", "Ward 9", "Holly Ward", "Jasmine Ward"]
GENERIC_LOC = ["ED", "ICU", "Emergency Department", "Outpatients", "Radiology", "CCU", "Day Surgery", "HDU",
               "Recovery", "Theatres"]
ROOMS = ["412B", "3", "17", "22A", "208", "6", "1104", "9", "31", "14", "5B", "219", "807"]
BUILDINGS = ["Harrow Wing", "Penrose Building", "the Tanner Pavilion", "Block C", "the Aldridge Tower",
             "Kemp House", "the Lindqvist Centre", "West Annexe", "Hartley Building"]

EMPLOYERS = ["Kestrel Freight", "Harbourline Logistics", "Brightwater Dairy Co-op",
             "Tallon Mining Pty Ltd", "Orchard Lane Primary School", "Redfern & Moss Solicitors",
             "Copperleaf Construction", "Millrace Textiles Ltd", "Pelham Shipyards",
             "Granite Peak Quarries", "Northgate Foods", "Quillon Insurance Group",
             "Bluegum Vineyards", "Sable Rail Services", "St. Columba's Parish",
             "Wexley Borough Council", "Ironbark Timber Co", "Halvorsen Auto Body",
             "Everleigh Grammar School", "Lockhart Poultry Farm", "Carrowdale Bus Company",
             "Marchbank Chemicals Inc.", "Fenwick Aerospace", "Tamsin Lake Fisheries",
             "Ridgeway Cleaning Services", "Stanhope Print Works", "Coral Coast Resorts"]
INSURERS_US = ["BlueHarbor Health Plan", "Cornerstone Mutual", "Evergreen Health Alliance",
               "Summit Shield Insurance", "Pioneer Care HMO", "Keystone Valley Health"]
INSURERS_AU = ["Wattle Health Fund", "Coastline Mutual Health", "Ironbark Members Health"]
GENE_LABS = ["Helixa Genomics", "Meridian Molecular Diagnostics", "Cordant Genetics Laboratory",
             "Sequoia Clinical Genomics", "Nucleotide Partners LLC", "GenoVista Diagnostics"]
REF_LABS = ["Cascade Reference Laboratories", "Argent Clinical Labs", "Tideway Pathology Partners",
            "Quorum Diagnostics Ltd", "Kinross Laboratory Services"]
COURIERS = ["Swiftline Medical Couriers", "Redline Logistics", "Cobalt Specimen Transport"]

PROFESSIONS = ["welder", "teacher", "farmer", "coal miner", "electrician", "carpenter", "plumber",
               "bus driver", "accountant", "shearer", "boilermaker", "fisherman", "chef",
               "hairdresser", "office cleaner", "shipyard worker", "stonemason", "baker", "cook",
               "hunting guide", "veterinarian", "dairy farmer", "poultry worker", "abattoir worker",
               "nurse", "paramedic", "firefighter", "police officer", "truck driver", "forklift operator",
               "software engineer", "lawyer", "retail assistant", "painter and decorator", "roofer",
               "sandblaster", "insulation installer", "pharmacist", "dentist", "childcare worker",
               "school librarian", "army veteran", "postal worker", "brewer", "gardener",
               "tiler", "miner", "aged care worker", "meat packer", "sheep farmer", "pilot",
               "flight attendant", "zookeeper", "lab technician", "potter", "glassblower"]

COUNTRIES = ["Portugal", "Ghana", "Nigeria", "India", "Pakistan", "Vietnam", "Philippines",
             "Mexico", "Brazil", "Poland", "Ukraine", "Somalia", "Ethiopia", "Iraq", "Iran",
             "Bangladesh", "Sri Lanka", "China", "South Korea", "Japan", "Italy", "Greece",
             "Ireland", "Scotland", "New Zealand", "Samoa", "Tonga", "Fiji", "Kenya", "Peru",
             "Thailand", "Indonesia", "Egypt", "Turkey", "Canada", "South Africa", "Israel",
             "Lebanon", "Nepal", "Cambodia", "Sudan", "Zimbabwe", "Guatemala", "Haiti"]

RELATIONS = ["wife", "husband", "daughter", "son", "mother", "father", "sister", "brother",
             "partner", "niece", "nephew", "granddaughter", "grandson", "neighbour", "carer",
             "friend", "son-in-law", "daughter-in-law", "aunt", "uncle", "cousin"]

US_CREDS = ["MD", "MD", "DO", "MD, PhD", "MD, FACR", "PA-C", "NP", "RN", "RT(R)(CT)", "MLS(ASCP)",
            "CT(ASCP)", "PhD, FACMG", "MS, CGC", "PharmD"]
UK_CREDS = ["MBBS FRCR", "FRCR", "MB ChB FRCPath", "FRCPath", "MRCP", "RGN", "BMS", "HCPC",
            "Consultant Radiologist", "StR", "FY2", "Clinical Scientist"]
AU_CREDS = ["FRANZCR", "MBBS FRANZCR", "FRCPA", "MBBS FRCPA", "RN", "CNC", "BAppSc (MRS)",
            "Medical Scientist", "FRACP", "Registrar"]
