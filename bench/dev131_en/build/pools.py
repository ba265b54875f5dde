"""Invented value pools for dev131_en. Every value here is made up for this set."""

FIRST_F = """Amara Aisha Ana Anahera Ngaio Aroha Mereana Kiri Leilani Mei Xiu Hana Yuki Sakura Priya Ananya Deepa Kavya
Fatima Layla Noor Zainab Yasmin Leila Olga Irina Katya Zofia Agnieszka Marta Ines Lucia Carmen Rosa Pilar Maria
Camila Valentina Isabela Chloe Emma Olivia Ava Sophie Harper Mackenzie Brianna Tayla Jessica Ashleigh Kaitlyn
Grace Hope Faith Joy Dawn Summer April May June Rose Ivy Iris Ruby Pearl Jade Sky Brook Autumn Holly Heather
Precious Chiamaka Ngozi Adaeze Ama Abena Wanjiru Amina Fiona Siobhan Niamh Aoife Moira Bronwyn Rhiannon Ingrid Astrid
Freya Linnea Helga Sione Losa Mele Talia Malia Lagi Moana Nalani Thi Linh Huong Lan Minh Soo-ah Ji-woo Min-seo
Esther Miriam Tova Shira Noa Beatriz Joana Gabriela Renata Dolores Bernadette Marguerite Genevieve Colette Elodie""".split()
FIRST_M = """James John Liam Noah Oliver Jack William Lachlan Cooper Hamish Angus Callum Rhys Dylan Ethan Mason Logan
Tane Wiremu Rawiri Hemi Manaia Nikau Tipene Sione Viliami Tevita Sefo Ioane Kwame Kofi Chinedu Emeka Tunde Obinna
Ahmed Omar Yusuf Tariq Hamza Khalid Arjun Rohan Vikram Sanjay Rahul Anil Wei Jun Hao Bo Kenji Hiroshi Takeshi Minh
Duc Quang Jae-won Seung-ho Dmitri Sergei Pavel Tomasz Piotr Jakub Lukas Matteo Giovanni Luca Mateo Diego Santiago
Carlos Jorge Rafael Thiago Joao Pierre Etienne Marcel Henri Lars Bjorn Sven Erik Niels Declan Ciaran Padraig Eoin
Will Mark Bill Guy Drew Hunter Chase Forrest Dale Glen Wade Clay Rusty Sonny Buck Art Rich Frank Jay Ray Carter
Moshe Eli Ariel Avi Cedric Reginald Clarence Desmond Winston Marlon Dwayne Tyrone Jamal Darnell Andre Malik""".split()
SURNAMES = """Smith Nguyen Tran Le Pham Patel Singh Sharma Gupta Iyer Reddy Chen Wang Li Zhang Liu Huang Kim Park Choi Lee
Tanaka Sato Suzuki Yamamoto Okafor Adeyemi Mensah Owusu Kamau Otieno Diallo Traore Haddad Khoury Nasser Rahman Hussain
Ahmed Qureshi Kowalski Nowak Wisniewski Ivanov Petrov Smirnov Horvat Novak Rossi Bianchi Esposito Romano Ferrari
Garcia Martinez Rodriguez Lopez Hernandez Gonzalez Perez Sanchez Ramirez Torres Silva Santos Oliveira Costa Pereira
Dubois Lefebvre Moreau Tremblay Gagnon Bouchard Cote Pelletier Roy Gauthier Leblanc Fortin Muller Schmidt Fischer
Weber Becker Hansen Johansen Larsen Andersen Nielsen Eriksson Lindqvist Berg O'Brien O'Connor Murphy Kelly Byrne
Walsh McCarthy Fitzgerald MacLeod McKenzie Campbell Stewart Robertson Fraser Douglas Morrison Henare Ngata Parata
Walker Tuhiwai Rangi Tamihana Paewai Faleolo Tuilagi Fonoti Taufa Mahe Latu Vaipulu Havili Kaufana Jackson Thompson
Baker Cook Hunter Young White Brown Wolf Stone Field Frost Snow Bush Rich Long Little Hill Wood Moss Price Sharp
Swift Wise Bird Fox Lamb Bell Best Gold Savage Rivers Banks Marsh Winter Summers Strong Church Parsons Hope Day
Wright Harris Clarke Evans Hughes Edwards Turner Phillips Mitchell Carter Cooper Ward Morgan Bailey Reid Kaur Gill
Dhillon Sandhu Goldberg Cohen Levi Katz Friedman Rosenberg Abramowitz Da Silva Van der Berg Van Dijk De Vries Janssen
Papadopoulos Georgiou Nikolaidis Demir Yilmaz Kaya Sahin Ozturk Abdi Hassan Warsame Mohamud Tesfaye Bekele Alemu
Whitehorse Littlechild Cardinal Bearhead Morningstar Redsky Okimaw Yellowbird""".split()
# keep multiword surnames together
SURNAMES = [s for s in SURNAMES if s not in ("Da", "Van", "der", "Dijk", "De", "Vries")] + [
    "Da Silva", "Van der Berg", "Van Dijk", "De Vries", "St. Clair", "Abu-Bakr", "Nakamura-Reid", "Lam-Ferreira"]
NICK = {"William": "Billy", "James": "Jim", "Robert": "Bob", "Elizabeth": "Liz", "Alexander": "Alex",
        "Katya": "Kat", "Hamish": "Hame", "Jessica": "Jess", "Gabriela": "Gabi", "Santiago": "Santi",
        "Valentina": "Vale", "Wiremu": "Wiri", "Dmitri": "Dima", "Margaret": "Peggy", "Rawiri": "Rawi"}

TOWN_A = """Ash Birch Cedar Elder Fern Glen Haw Kings Lark Mill North South East West Oak Pine Red Silver Stone Willow
Wren Coral Tui Kowhai Wattle Banksia Maple Aspen Heron Kestrel Otter Beacon Harrow Bram Calder Dun Fox Gull Hazel
Iron Juniper Kelp Linden Marl Nettle Orchard Plover Quarry Rush Sorrel Tarn Umber Vell Whin Yarrow Kauri Rimu Totara
Brolga Jarrah Karri Myrtle Spinifex Tamarack Sumac Caribou Muskeg""".split()
TOWN_B = ["ford", "field", "vale", "brook", "ton", "wood", "dale", "haven", "borough", "mere", "stead", "wick",
          " Creek", " Falls", " Bay", " Springs", " Junction", " Heights", " Crossing", " Flat", " Point",
          " Valley", " Landing", " Ridge", " Hollow", " Downs", " Plains", " Harbour", " Lakes"]
STREET_A = """Elm Birchwood Cattle Tannery Kowhai Wattlebird Ferncliff Quarry Larkspur Maple Rimu Totara Jarrah
Heron Pelican Saltbush Orchard Millrace Cobble Tinker Pembroke Ashgrove Brackenridge Carrick Dunmore Glenview
Harbourview Ironbark Kingfisher Lorikeet Marigold Nightjar Oakridge Paddock Riverbend Sandpiper Thistle Upland
Verbena Wexford Yellowgum Zinnia Clover Hawthorn Foxglove Bellbird Pohutukawa Moko Kereru Karaka Manuka Aroha
Tamarind Sycamore Chestnut Cypress Juniper Poplar Sassafras Magnolia Dogwood Laurel Linden Acorn Beaver Moose
Sumac Prairie Chinook Tundra Caribou Loon""".split()
STREET_B = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Lane", "Drive", "Dr", "Crescent", "Cres", "Court",
            "Place", "Terrace", "Way", "Boulevard", "Parade", "Close", "Grove", "Highway", "Trail", "Circle"]
UNITS = ["Apt {}", "Unit {}", "Flat {}", "Suite {}", "#{}", "Apt. {}"]

US_STATES = [("Ohio", "OH"), ("Oregon", "OR"), ("Texas", "TX"), ("Vermont", "VT"), ("Iowa", "IA"), ("Maine", "ME"),
             ("Kansas", "KS"), ("Georgia", "GA"), ("Michigan", "MI"), ("Colorado", "CO"), ("Arizona", "AZ"),
             ("Montana", "MT"), ("Nevada", "NV"), ("Idaho", "ID"), ("Utah", "UT"), ("Wisconsin", "WI"),
             ("Minnesota", "MN"), ("Tennessee", "TN"), ("Kentucky", "KY"), ("Virginia", "VA"),
             ("North Carolina", "NC"), ("New Mexico", "NM"), ("Nebraska", "NE"), ("Alabama", "AL"),
             ("Washington", "WA"), ("Illinois", "IL"), ("Missouri", "MO"), ("Oklahoma", "OK")]
CA_PROV = [("Ontario", "ON"), ("Quebec", "QC"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Manitoba", "MB"),
           ("Saskatchewan", "SK"), ("Nova Scotia", "NS"), ("New Brunswick", "NB"), ("Newfoundland and Labrador", "NL"),
           ("Prince Edward Island", "PE")]
AU_STATES = [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"), ("Western Australia", "WA"),
             ("South Australia", "SA"), ("Tasmania", "TAS"), ("Northern Territory", "NT")]
NZ_REGIONS = [("Auckland", None), ("Waikato", None), ("Canterbury", None), ("Otago", None), ("Northland", None),
              ("Bay of Plenty", None), ("Manawatu-Whanganui", None), ("Southland", None), ("Hawke's Bay", None),
              ("Taranaki", None), ("Tasman", None), ("Wellington Region", None)]
OTHER_COUNTRIES = ["Samoa", "Tonga", "Fiji", "India", "Philippines", "Vietnam", "China", "South Korea", "Japan",
                   "Nigeria", "Ghana", "Kenya", "Somalia", "Ethiopia", "Poland", "Ukraine", "Italy", "Brazil",
                   "Mexico", "Colombia", "Ireland", "Scotland", "England", "Germany", "Lebanon", "Syria",
                   "Afghanistan", "Pakistan", "Sri Lanka", "Cook Islands", "Portugal", "Chile", "Peru", "Iran"]

PRACTICE_PAT = ["{t} Family Practice", "{t} Medical Centre", "{t} Medical Center", "{t} Health Clinic",
                "{t} Family Medicine", "{s} Street Surgery", "{s} Road Medical", "{t} Community Health Centre",
                "{t} Primary Care", "{s} Family Health Team", "{t} Medical Group", "{s} Lane Clinic",
                "{t} Rural Health Service", "Te {m} Hauora", "{s} Grove Health", "{t} Women's Clinic",
                "{t} Sports Medicine", "{t} Pediatrics", "{s} Paediatric Clinic", "{t} Urgent Care",
                "{t} Community Health Center", "{s} Medical Associates", "{t} Aboriginal Health Service",
                "{t} Walk-in Clinic", "{s} Health Hub"]
HOSPITAL_PAT = ["{t} Memorial Hospital", "{t} Regional Hospital", "{t} General Hospital", "{t} District Hospital",
                "St. {saint} Hospital", "St {saint} Health Centre", "{t} Base Hospital", "{t} Children's Hospital",
                "{t} Community Hospital", "Mercy {t} Medical Center", "{t} Health Sciences Centre",
                "{t} Women's and Children's Hospital", "{t} Public Hospital"]
SAINTS = ["Brigid's", "Columba's", "Aidan's", "Hilda's", "Benedict's", "Clare's", "Cuthbert's", "Dymphna's",
          "Ignatius'", "Jude's", "Monica's", "Oswald's", "Perpetua's", "Raphael's", "Swithun's"]
MAORI = ["Whare Ora", "Puna Waiora", "Ara Tika", "Kahui Ora", "Rito Ora", "Manawa Nui", "Awa Roa", "Tihi Pai"]
PHARMACY_PAT = ["{t} Pharmacy", "{s} Chemist", "{t} Family Pharmacy", "{s} Drug Mart", "{t} Apothecary"]
WARD_PAT = ["{w} Ward", "{w} Unit", "Ward {n}{l}"]
WARDS = ["Kowhai", "Rata", "Banksia", "Waratah", "Maple", "Birch", "Heron", "Osprey", "Jacaranda", "Pukeko"]
SCHOOL_PAT = ["{t} Elementary School", "{t} Primary School", "{t} High School", "{t} Middle School",
              "{t} Public School", "St. {saint2} School", "{t} College", "{t} Intermediate", "{t} Area School",
              "{t} Secondary College", "{t} Kura", "{t} Junior High"]
SAINTS2 = ["Brendan's", "Agnes'", "Kieran's", "Teresa's", "Mark's", "Bernard's", "Anne's", "Finbar's"]
EMP_A = """Bluegum Northway Copperline Harbourline Ridgeback Saltmarsh Tallpine Ironbark Kestrel Silverleaf Riverton
Greystone Lakeshore Prairiewind Tidewater Redgum Cloudberry Fernhill Granite Larchmont Moosehead Kaimai Ponga
Westgate Blackbutt Driftwood Cornerstone Seabright Highfield Longreach""".split()
EMP_B = ["Logistics", "Freight", "Mining Co", "Construction", "Dairy Co-op", "Orchards", "Meatworks",
         "Steelworks", "Timber Mills", "Builders", "Bakery", "Supermarkets", "Plumbing", "Electrical",
         "Call Centre", "Hardware", "Aged Care", "Landscaping", "Transport", "Seafoods", "Vineyards",
         "Fabrication", "Credit Union", "Roofing", "Cleaning Services", "Childcare", "Auto Repairs"]
INSURER = ["Beacon Mutual Health", "Northstar Benefit Plan", "Harbourline Health Cover", "Prairie Shield Insurance",
           "Tasman Members Health", "Kestrel Life and Health", "Evergreen Health Plan", "Ridgeway Assurance",
           "Blue Heron Health", "Summit Care Insurance", "Coastline Health Fund", "Maple Leaf Benefits Co",
           "Unity Workers Health Fund", "Fernleaf Health Insurance", "Great Plains Health Alliance"]
OTHER_ORG = ["{t} Rugby Club", "{t} Netball Club", "{t} Hockey Association", "{t} Baptist Church",
             "{t} Community Church", "{t} Mosque", "{t} Youth Centre", "{t} Swim Club", "{t} Football Club",
             "{t} Gymnastics Academy", "{t} Senior Centre", "{t} Food Bank", "{t} Marae", "{t} Lacrosse League",
             "{t} Men's Shed", "{t} Soccer Club"]
PROFESSIONS = ["welder", "teacher", "nurse aide", "truck driver", "electrician", "dairy farmer", "shearer",
               "accountant", "barista", "plumber", "carpenter", "chef", "cleaner", "librarian", "fisherman",
               "forklift operator", "retail assistant", "call centre agent", "software developer", "miner",
               "bus driver", "hairdresser", "childcare worker", "security guard", "baker", "roofer",
               "early childhood educator", "orchard worker", "mechanic", "social worker", "paralegal",
               "real estate agent", "warehouse worker", "landscaper", "pharmacist", "dental hygienist",
               "firefighter", "police officer", "university lecturer", "graphic designer", "cashier",
               "painter", "lineman", "rancher", "oil rig worker", "courier", "tattoo artist", "veterinarian",
               "meatworker", "kindergarten teacher", "journalist", "machinist", "house painter", "tiler",
               "bricklayer", "snow plough driver", "fruit picker", "crane operator", "data entry clerk",
               "florist", "nanny", "pastor", "minister", "seamstress", "butcher", "stonemason"]
RELATIONS = ["wife", "husband", "partner", "mother", "father", "mum", "mom", "dad", "daughter", "son", "sister",
             "brother", "grandmother", "grandfather", "nana", "koro", "aunt", "uncle", "niece", "nephew", "cousin",
             "stepfather", "stepmother", "foster mother", "neighbour", "neighbor", "friend", "flatmate", "carer",
             "guardian", "fiancee", "girlfriend", "boyfriend", "granddaughter", "grandson"]
HOLIDAYS = {"US": ["Thanksgiving", "Christmas", "New Year's Day", "Labor Day", "Memorial Day", "the Fourth of July",
                   "Halloween", "Easter"],
            "Canada": ["Canada Day", "Christmas", "Boxing Day", "Thanksgiving", "Victoria Day", "Easter",
                       "New Year's Eve"],
            "Australia": ["Anzac Day", "Australia Day", "Christmas", "Boxing Day", "Easter", "the Queen's Birthday",
                          "New Year's Day"],
            "New Zealand": ["Waitangi Day", "Anzac Day", "Matariki", "Christmas", "Boxing Day", "Labour Day",
                            "Easter"]}
USER_PAT = ["{f}{l}", "{f}.{l}", "{f}_{l}{n}", "{fi}{l}{n}", "{l}{fi}", "{f}{n}", "{l}.{f}{n}"]
DEVICE_KIND = ["insulin pump", "CGM transmitter", "glucometer", "pacemaker", "hearing aid", "home BP monitor",
               "CPAP machine", "nebuliser", "implantable loop recorder", "cochlear implant processor",
               "ICD", "oxygen concentrator", "TENS unit", "peak flow meter", "smart inhaler sensor"]
