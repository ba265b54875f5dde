"""Invented value pools for dev143_en. Every person, place, facility and
employer name here is made up for this set. Some first names and surnames are
ordinary English words on purpose (Hope, Will, Grace, Brown, Baker, Wells...)."""

GIRLS = """Amelia Olivia Isla Ava Freya Poppy Evie Aoife Niamh Saoirse Ciara Siobhan Orla Caoimhe
Mia Chloe Ruby Matilda Harper Willow Ivy Daisy Rose Lily Grace Hope Faith Joy Summer Autumn Dawn
Priya Ananya Aisha Fatima Zainab Maryam Amira Layla Noor Hana Yuki Mei Jia Xin Linh Thao Ngoc
Aroha Anahera Mere Kahurangi Ataahua Losa Mele Sina Talia Ofa Leilani Kiri Tui Manaia
Zofia Maja Oliwia Ioana Elena Daria Anastasia Katarzyna Ewa Agnieszka Amara Chiamaka Adaeze
Ifeoma Zuri Nia Imani Abena Akosua Efua Sade Bethan Carys Seren Eira Mairi Kirsty Morag Eilidh
Sophie Emily Jessica Hannah Ella Zara Leah Maddison Kayla Tegan Shannon Bree Jade Amber Holly
Maisie Elsie Florence Ottilie Clementine Beatrice Iris Hazel Violet Esme Martha Sienna Skye Brooke""".split()

BOYS = """Oliver Jack Noah Leo Oscar Harry Archie Charlie George Freddie Alfie Theo Arthur Finn
Cian Oisin Conor Darragh Tadhg Ruairi Eoin Fionn Padraig Seamus Cathal Donal Liam Sean
Mohammed Ibrahim Yusuf Omar Ali Hamza Zayan Arjun Rohan Aarav Vihaan Ishaan Dev Kabir Rahul
Wei Jun Hao Minh Duc Kenji Hiroshi Tane Nikau Wiremu Rawiri Manaia Tamati Sione Viliami Semisi Tevita
Jakub Kacper Szymon Antoni Mateusz Andrei Mihai Bogdan Luka Marko Chidi Emeka Obinna Kwame Kofi
Tunde Femi Kayode Dylan Rhys Gethin Iwan Callum Lachlan Angus Ruaridh Hamish Fraser Ewan
Will Mark Frank Bill Pat Sandy Rowan Ash Reed Hunter River Storm Brook Jay Drew Chase Wade
Mason Cooper Riley Jayden Kai Ethan Lucas Henry Thomas James William Samuel Joseph Benjamin
Lachie Bailey Flynn Hudson Jett Koa Ari Elijah Isaac Reuben Ezra Felix Hugo Rory Alasdair""".split()

ADULT_F = """Sarah Rachel Claire Michelle Nicola Kerry Joanne Lisa Gemma Stacey Laura Rebecca Louise
Mairead Siobhan Aine Sinead Deirdre Grainne Roisin Fiona Catriona Morag Eilidh Shona Bronwen
Nadia Samina Rukhsana Shabana Parveen Farah Yasmin Sunita Deepa Kavita Anjali Meena Lakshmi
Ngaire Huia Miriama Wikitoria Rangi Moana Salote Losana Ana Lupe Ling Hui Xiao Thi Hoa Yen
Agata Beata Magdalena Monika Elena Irina Olena Svetlana Chioma Ngozi Funmilayo Grace Joy Hope
Faith Dawn Patience Mercy Precious Charity Sandy Pat Jo Kim Robyn Belinda Narelle Kylie Tracey
Danielle Simone Leanne Shelley Jodie Bridget Maeve Orla Una Noreen Carmel Philippa Harriet""".split()

ADULT_M = """David Paul Mark Andrew Stephen Darren Craig Gary Lee Jason Wayne Shaun Dean Ryan Scott
Declan Ciaran Niall Fergal Colm Eamon Brendan Dermot Kieran Aidan Ruairi Gareth Rhodri Dafydd
Imran Tariq Asif Naveed Faisal Khalid Rajesh Sanjay Vikram Anil Suresh Amit Manoj Pradeep
Hemi Rangi Mikaere Tipene Aperahama Sione Tomasi Sefo Feleti Wei Jian Quang Tuan Hung
Piotr Tomasz Marcin Krzysztof Adrian Florin Vasile Dmitri Oleksandr Chukwuma Olumide Segun
Kwabena Yaw Will Frank Bill Mark Rob Pat Sandy Doug Bruce Shane Troy Brett Glenn Cameron Blair
Nathan Adam Jamie Luke Matthew Owen Ross Kyle Neil Graham Alistair Robert Duncan Hugh Malcolm""".split()

SURNAMES = """Brown White Green Baker Cook Mason Wood Hill Field Bird Fox Lamb Hope Moss Rice Bell
Church Wells Marsh Banks Stone Price Little Young Small Strong Good Day Hale Page Long Short Cross
Sharp Hunt Rose May Summers Winter Frost Fields Cotton Cheek Mills Street Kitchen Glass Gold Silver
Murphy Kelly Byrne Ryan OBrien Walsh McCarthy OSullivan Doherty Kennedy Lynch Quinn Brennan
Gallagher Farrell Nolan Keane Dunne Fitzgerald Corrigan Mulcahy MacLeod Campbell Fraser
Stewart Robertson Sinclair Cameron Mackenzie Buchanan Jones Davies Evans Griffiths Pritchard
Morgan Llewellyn Howells Patel Shah Sharma Singh Kaur Gupta Iyer Nair Reddy Chowdhury Begum Rahman
Hussain Khan Ahmed Iqbal Malik Mahmood Qureshi Nguyen Tran Pham Le Hoang Wang Zhang Li Chen Liu
Huang Tanaka Sato Kim Park Te_Aho Ngata Parata Walker Tawhiri Rangihau Tuhiwai Faleolo Tuilagi
Vaipulu Taufa Fifita Leota Nowak Kowalski Wisniewski Wojcik Kaminski Popescu Ionescu Dumitru
Petrov Ivanova Kovalenko Okafor Adeyemi Mensah Osei Boateng Nwosu Eze Okonkwo Abara Smith
Thompson Harrison Clarke Wright Turner Hughes Edwards Lewis Roberts Jackson Martin Hall Allen
Mitchell Carter Phillips Parker Collins Stevens Whitfield Ashdown Pemberton Fairweather Blackwood
Hargreaves Ollerenshaw Featherstone Ramsbottom Sutcliffe Holroyd Haworth Lockwood Birchall""".split()
SURNAMES = [s.replace("OBrien", "O'Brien").replace("OSullivan", "O'Sullivan").replace("_", " ") for s in SURNAMES]

NICK = {"Amelia": "Millie", "Matilda": "Tilly", "Olivia": "Liv", "Elizabeth": "Lizzie",
        "Alfie": "Alf", "Archie": "Arch", "Lachlan": "Lachie", "Benjamin": "Ben",
        "Samuel": "Sam", "William": "Billy", "Thomas": "Tom", "James": "Jamie",
        "Florence": "Flo", "Ottilie": "Tilly", "Theo": "Teddy", "Freddie": "Fred",
        "Joseph": "Joe", "Ibrahim": "Ibi", "Mohammed": "Mo", "Katarzyna": "Kasia",
        "Anastasia": "Stasia", "Jessica": "Jess", "Hannah": "Han", "Rohan": "Ro",
        "Padraig": "Podge", "Seamus": "Shay", "Catriona": "Cat", "Alasdair": "Ally"}

# ---------------- places per country ----------------
UK_TOWNS = """Brackenholt Harrowfield Cresswick Dunmarrow Ellisford Pendleby Kestermouth Moorcaster
Tolsbury Wyndhollow Fennimore Saltmarsh Ashcombe Wexborough Lintonbridge Caddington-on-Wye
Marlowby Holmsgate Thrushbeck Larkhollow Oakhaven Glenfarrick Strathmorven Inverallan Kilmory-Bay
Aberllyn Llanfenwy Pontywen Cwmderyn Drumcarran Ballinmoyle Corvally Stanwick-Lees Hobbs-Green""".split()
UK_COUNTIES = ["Wexcombeshire", "North Harrowdale", "Fennshire", "East Marlow", "Moorcastershire",
               "Glenallan", "Strathmorven", "Dyfnant", "Co. Corvally", "South Ellisdale"]
UK_PC_AREAS = ["KX", "HW", "BQ", "ZE", "QR", "XF", "WV", "JN", "VT", "KZ"]
UK_NATIONS = ["England", "Scotland", "Wales", "Northern Ireland"]

IE_TOWNS = """Kilmarrow Ballinvarra Clonderry Rathmoyle Drumcashel Castlefinnan Tullyrane Carrigbeg
Ballyduane Killowen-Cross Glenmoragh Ardcolm Moyvalley-Upper Inchbeg Lisnacarrig Ballymoran
Knocknagree-West Cloonbarra Templeduff Dunvarna""".split()
IE_COUNTIES = ["Co. Kilmarrow", "Co. Drumcashel", "Co. Ardcolm", "Co. Clonderry", "Co. Tullyrane",
               "Co. Rathmoyle"]
IE_EIR = ["D15", "D24", "A96", "H91", "T12", "V94", "R95", "P31", "F92", "X35"]

AU_TOWNS = """Bindaroo Karrabee Murrindale Coolabah-Heights Yarraleigh Banksia-Point Tallowood-Springs
Mirrabook Wattlebrae Gundaroo-East Dunmallee Kookaburra-Flat Marrinup Ironbark-Ridge Bellbird-Vale
Koorawatha-South Jindabyne-West Yallambee Corrawong Tindal-Creek""".split()
AU_TOWNS = [t.replace("-", " ") for t in AU_TOWNS]
AU_STATES = [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
             ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
             ("Australian Capital Territory", "ACT"), ("Northern Territory", "NT")]

NZ_TOWNS = """Whenuaroa Rangimarie Pohutu-Heights Kaimarama Tawhitinui Manukorihi Harakeke-Bay
Tuiwhenua Rimuvale Kahikatea-Flat Matariki-Downs Ruawaro Ngaruawai Kowhaiwood Toetoe-Point
Piripiri-Heights Waimaroa Te-Karaka-Rise Awakino-Glen Ponganui""".split()
NZ_TOWNS = [t.replace("-", " ") for t in NZ_TOWNS]
NZ_REGIONS = ["Tararua-ki-Uta", "Whenuaroa District", "Rimu Coast", "Harakeke Region"]

STREET_NAMES = """Elm Mill Chapel Rowan Station Church Victoria Albert Orchard Meadow Willow Beech Ash
Hawthorn Bramble Larch Kingfisher Heron Swallow Linnet Foxglove Bluebell Primrose Clover Thistle
Wattle Banksia Jacaranda Kowhai Totara Rimu Pohutukawa Manuka Harbour Quarry Tannery Forge Weaver
Cooper Fletcher Chandler Cutler Saddler Glebe Priory Abbey Castle Bridge Ferry Wharf Marina
Ballast Lighthouse Coastguard Hillcrest Brookside Riverside Greenacre Fairholme Oakdene Larkspur""".split()
STREET_SUFFIX = ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Drive", "Way", "Terrace",
                 "Gardens", "Court", "Grove", "Park", "View", "Rise", "Place", "Walk", "Parade"]
ESTATES = ["The Maltings", "Orchard Court", "Castle View", "Riverside Mews", "Harbour Heights",
           "Beechwood Park", "The Old Mill", "Larch Grove", "Kingfisher House", "Tannery Wharf"]

FAC_STEMS = """Elm Park|Riverside|Millbrook|Harbourside|Oakdene|Castlegate|Greenacre|Wheatfield|
Hawthorn|Beacon|Lighthouse|Bridgewater|Fairholme|Kingfisher|Brookside|Meadowbank|Larkspur|
Tannery Lane|Abbeyfield|Quarry Hill|Willowbank|Ashgrove|Foxglove|Heronsgate|Orchard Grove|
Priory Fields|Swallowdale|Bluebell Way|Chandlers Ford|Saddlers Green""".replace("\n", "").split("|")
PRACTICE_KIND = {"UK": ["Surgery", "Medical Centre", "Health Centre", "Medical Practice", "Group Practice"],
                 "IE": ["Family Practice", "Medical Centre", "Primary Care Centre", "Clinic"],
                 "AU": ["Family Medical Centre", "Medical Clinic", "Family Practice", "GP Clinic"],
                 "NZ": ["Medical Centre", "Health Centre", "Family Doctors", "Community Health"]}
HOSP_FMT = ["{town} General Hospital", "Royal {town} Infirmary", "{town} Children's Hospital",
            "{town} University Hospital", "St Aldric's Hospital {town}", "{town} District Hospital",
            "Queen Adelina Children's Hospital", "{town} Base Hospital", "Mercy Vale Hospital",
            "St Columbkille's University Hospital", "{town} Regional Hospital"]
WARDS = ["Puffin Ward", "Koala Ward", "Starfish Unit", "Kiwi Ward", "Dolphin Ward", "Robin Ward",
         "Sunflower Unit", "Otter Ward", "Seahorse Ward", "Wombat Ward", "Tui Ward", "Ladybird Ward",
         "Cygnet Neonatal Unit", "Lighthouse Children's Assessment Unit"]
CLINIC_FMT = ["{stem} Child Health Clinic", "{stem} Children's Centre Clinic", "{stem} Family Health Hub",
              "{stem} Community Clinic", "{stem} Well Child Clinic", "{stem} Immunisation Clinic"]
PHARM_FMT = ["{sur} Pharmacy", "{stem} Pharmacy", "{sur}'s Chemist", "{stem} Chemist", "{stem} Late Night Pharmacy"]

SCHOOL_FMT = {"UK": ["{stem} Primary School", "{stem} Infant School", "{stem} Academy", "St Aldric's CE Primary",
                     "{stem} High School", "{town} Community College", "{stem} Junior School"],
              "IE": ["Scoil {saint}", "{stem} National School", "St {saint}'s NS", "Gaelscoil {town}",
                     "{town} Community College", "Colaiste {saint}"],
              "AU": ["{stem} Public School", "{town} Primary School", "{stem} State School",
                     "{town} Secondary College", "{stem} Christian College"],
              "NZ": ["{stem} School", "Te Kura o {town}", "{town} Intermediate", "{town} College",
                     "{stem} Primary"]}
NURSERY_FMT = {"UK": ["Little Acorns Nursery {town}", "{stem} Day Nursery", "{stem} Pre-school", "Tiny Steps {town}"],
               "IE": ["Little Sprouts Creche {town}", "{stem} Montessori", "{stem} Childcare Centre"],
               "AU": ["{town} Kindergarten", "{stem} Early Learning Centre", "{stem} Childcare"],
               "NZ": ["{town} Kindergarten", "{stem} Kohanga Reo", "{stem} Early Learning", "{stem} Playcentre"]}
SAINTS = ["Brigid", "Colmcille", "Aldric", "Fiachra", "Ita", "Mochta", "Enda", "Senan", "Finbarr", "Cuan"]

EMPLOYERS = ["Harbourline Freight", "Greystone Logistics", "Coastwise Cleaning Services",
             "Marlowby Meats", "Kestrel Care Homes", "Oakhaven Builders", "Bluewater Seafoods",
             "Tallowood Timber", "Ironbark Mining Services", "Brightpath Retail", "Copperleaf Cafe",
             "Northway Buses", "Fenwick & Dale Solicitors", "Quayside Hotel Group", "Pennant Dairies",
             "Silverfern Orchards", "Redgum Transport", "Thistledown Bakery", "Corvally Credit Union",
             "Wexcombe Borough Council", "Saltmarsh Marine Engineering", "Tuiwhenua Kiwifruit Co-op",
             "Brackenholt Garden Centre", "Larkhollow Leisure Centre", "Pinecrest Call Centre",
             "Hollybank Nursing Home", "Ashgrove Hair Studio", "Moyvalley Mart", "Bindaroo Meatworks"]
ORGS_OTHER = ["Little Steps Family Trust", "Meridian Housing Association", "Harbour Foodbank",
              "Kestermouth Rovers FC", "St Aldric's Parish", "Bindaroo Baptist Church",
              "Whenuaroa Marae Trust", "Corvally Women's Refuge", "Millbrook Toddler Group",
              "Sunbeam Playgroup", "Ellisford Mosque", "Clonderry GAA Club", "Rimuvale Surf Life Saving Club",
              "Larkspur Carers Network", "Fairholme Tenants Association", "Brackenholt Swim Club"]
LANDMARKS = ["the Castlegate shopping centre", "Harbour View playground", "Kestermouth bus station",
             "the Millbrook leisure centre car park", "Ferry Wharf", "the Old Tannery building",
             "Beacon Hill park", "Larkhollow reservoir", "the Quayside multistorey"]
BUILDINGS = ["Castlegate House", "Tannery Wharf Building", "Meridian Court", "Harbour Chambers",
             "Abbeyfield House", "Beacon Tower", "Fairholme Lodge", "Kingfisher House"]

PROFESSIONS = """hairdresser|scaffolder|bus driver|care assistant|teaching assistant|nurse|electrician|chef|
dairy farmer|shepherd|fisherman|soldier|police officer|accountant|software developer|shop assistant|
warehouse operative|barista|plasterer|lorry driver|cleaner|forklift driver|midwife|bricklayer|
taxi driver|nail technician|childminder|sheep shearer|plumber|mechanic|pharmacist|dental nurse|
primary school teacher|secondary school teacher|youth worker|delivery driver|paramedic|social worker|
retail manager|receptionist|roofer|labourer|joiner|kitchen porter|postman|security guard|
beautician|graphic designer|civil engineer|fruit picker|mine worker|chef de partie|veterinary nurse|
nanny|solicitor|estate agent|tiler|welder|bar manager|call centre agent|FIFO mine worker""".replace("\n", "").split("|")

COUNTRIES_ORIGIN = ["Poland", "Romania", "Pakistan", "India", "Bangladesh", "Nigeria", "Ghana",
                    "Somalia", "Syria", "Afghanistan", "the Philippines", "Vietnam", "China", "Samoa",
                    "Tonga", "Fiji", "Brazil", "Lithuania", "Ukraine", "South Africa", "Zimbabwe",
                    "Sri Lanka", "Eritrea", "Iraq", "Portugal", "Spain", "Scotland", "Wales",
                    "the Cook Islands", "Kenya", "Latvia", "Sudan"]
US_STATES = [("Ohio", "OH"), ("Texas", "TX"), ("California", "CA"), ("Florida", "FL"),
             ("Oregon", "OR"), ("Michigan", "MI"), ("Georgia", "GA"), ("Arizona", "AZ")]

COUNTRY_NAME = {"UK": ["United Kingdom", "UK", "England", "Scotland", "Wales"],
                "IE": ["Ireland", "Republic of Ireland"],
                "AU": ["Australia"],
                "NZ": ["New Zealand", "Aotearoa"]}

# clinician pools (first, last); staff roles
STAFF_FIRST = ADULT_F[:60] + ADULT_M[:60]
STAFF_LAST = SURNAMES

CRED = {"UK": {"GP": ["MRCGP", "MBChB MRCGP", "MBBS MRCGP DRCOG", "BM BCh MRCGP"],
               "HV": ["RGN SCPHN", "RN SCPHN (HV)", "Health Visitor"], "PN": ["RGN", "RN Practice Nurse"],
               "SN": ["RN SCPHN (SN)", "School Nurse"], "PAED": ["MRCPCH", "FRCPCH", "MBBS FRCPCH"]},
        "IE": {"GP": ["MICGP", "MB BCh BAO MICGP", "MICGP DCH"], "HV": ["RGN RPHN", "Public Health Nurse"],
               "PN": ["RGN", "RGN RM"], "SN": ["RPHN"], "PAED": ["FRCPI", "MRCPI", "MRCPCH"]},
        "AU": {"GP": ["FRACGP", "MBBS FRACGP", "MBBS FACRRM"], "HV": ["RN RM MCHN", "Child & Family Health Nurse"],
               "PN": ["RN", "EN"], "SN": ["RN (School Health)"], "PAED": ["FRACP", "MBBS FRACP"]},
        "NZ": {"GP": ["FRNZCGP", "MBChB FRNZCGP"], "HV": ["RN (Well Child)", "Well Child Tamariki Ora Nurse"],
               "PN": ["RN", "RN PGDip"], "SN": ["RN (School Based)"], "PAED": ["FRACP"]}}

VACCINE_BRANDS = ["Infanrix hexa", "Vaxelis", "Prevenar 13", "Bexsero", "Rotarix", "Priorix", "M-M-RVAXPRO",
                  "Menitorix", "Boostrix-IPV", "Repevax", "Fluenz", "Nimenrix", "Gardasil 9", "Synflorix",
                  "Varilrix", "Engerix-B", "Hiberix", "Menquadfi"]

VACC_BRAND = {"DTaP/IPV/Hib/HepB": ["Infanrix hexa", "Vaxelis"], "MenB": ["Bexsero"], "Rotavirus": ["Rotarix"],
              "PCV": ["Prevenar 13", "Synflorix"], "Hib/MenC": ["Menitorix"], "MMR": ["Priorix", "M-M-RVAXPRO"],
              "PCV booster": ["Prevenar 13"], "MenB booster": ["Bexsero"], "DTaP/IPV": ["Repevax", "Boostrix-IPV"],
              "MMR 2": ["Priorix", "M-M-RVAXPRO"], "HPV": ["Gardasil 9"], "Td/IPV": ["Revaxis"],
              "MenACWY": ["Nimenrix", "Menquadfi"], "LAIV (nasal flu)": ["Fluenz"]}
