"""Invented pools for dev158_en: names, places, sites, organisations."""

# ---- person names by origin: (male first names, female first names, surnames)
NAMES = {
    "anglo": (
        "Jack Noah William Thomas James Oliver Harry Lachlan Cooper Riley Bailey Darren "
        "Wayne Glenn Trevor Kevin Barry Graham Ross Keith Neville Colin Bruce Malcolm "
        "Stuart Craig Brendan Shane Dale Rodney Murray Clive Lionel Reginald Alfred",
        "Charlotte Olivia Isla Mia Chloe Ruby Matilda Sienna Kylie Sharon Leanne Tracey "
        "Debra Julie Narelle Colleen Maureen Beryl Dorothy Joan Shirley Valerie Gwen "
        "Marjorie Heather Wendy Denise Raelene Lorraine Bronwyn Jillian Tegan Brooke",
        "Smith Jones Williams Brown Wilson Taylor Anderson Thompson White Martin Harris "
        "Walker Hughes Edwards Mitchell Campbell Kelly Ryan Murphy O'Brien O'Connor "
        "Sullivan McDonald MacKenzie Fraser Robertson Cameron Gallagher Hennessy Doyle "
        "Prendergast Whitfield Ashworth Pemberton Blackwood Hollis Cartwright Dunstan "
        "Fairweather Mulholland Treloar Pascoe Kernow Penhaligon Lockyer Greaves Tully"),
    "maori": (
        "Wiremu Hemi Rawiri Tama Nikau Manaia Tane Ihaia Mikaere Rangi Piripi Hone Tamati",
        "Aroha Mere Ngaire Kiri Hana Moana Anahera Huia Marama Tui Wikitoria Rewa Hine",
        "Ngata Parata Tipene Walker Pomare Tawhiri Rangihuna Te|Whata Kereama Paewai "
        "Tamihana Horomona Karaka Waaka Te|Kani Heke Ruatapu Whaanga Nikora Tuhiwai"),
    "pacific": (
        "Sione Tevita Viliami Losaline Semisi Iosefa Tavita Mikaele Epeli Ratu Manu Pita",
        "Mele Losana Salote Ana Lupe Fetu Malia Litia Adi Seini Ofa Tasi Vika",
        "Tuilagi Fonoti Leota Faleolo Taufa Havili Fifita Vaipulu Tupou Naivalu "
        "Rokotuiwai Ravouvou Seru Aumua Pele Matagi Lealaiauloto Sopoaga Malietoa"),
    "chinese": (
        "Wei Jun Hao Ming Jian Zhiwei Tao Kai Bo Yong Chen Long",
        "Mei Xiu Ying Li Na Jing Hui Yan Xiaoling Fang Qian Lan",
        "Chen Wang Li Zhang Liu Huang Zhao Wu Zhou Lin Xu Sun Ma Zhu Hu Guo He Gao "
        "Luo Zheng Liang Xie Tang Han Feng Deng Cao"),
    "vietnamese": (
        "Minh Tuan Duc Hung Quang Thanh Long Khoa Phuc Bao Hieu Dung",
        "Lan Hoa Mai Huong Thao Trang Linh Ngoc Phuong Thu Hanh Nga",
        "Nguyen Tran Le Pham Hoang Vu Dang Bui Do Ngo Duong Truong Ly Dinh Huynh"),
    "south_asian": (
        "Rajesh Arjun Sanjay Vikram Ravi Amit Harpreet Gurpreet Pradeep Suresh Kiran "
        "Dilshan Nuwan Ashok Manoj Rohit Anand Farhan",
        "Priya Anjali Sunita Kavita Deepa Meena Harjit Simran Nisha Shreya Lakshmi "
        "Chamari Dilani Anusha Fatima Ayesha Rekha",
        "Sharma Patel Singh Kaur Gupta Reddy Nair Iyer Menon Chaudhary Verma Kumar "
        "Perera Fernando Jayasuriya Wickramasinghe Silva Bandara Rajapaksa Hussain "
        "Qureshi Malhotra Bhatt Desai Pillai Sandhu Gill Dhillon"),
    "filipino": (
        "Jose Rodel Mark Jerome Ramon Eduardo Noel Arnel Rommel Jun",
        "Maria Rosario Liza Marites Joy Cristina Analyn Jocelyn Imelda Rowena",
        "Santos Reyes Cruz Bautista Ocampo Garcia Mendoza Villanueva Dela|Cruz "
        "Aquino Ramos Castillo Manalo Soriano Pascual"),
    "greek_italian": (
        "Georgios Nikolaos Dimitrios Kostas Giuseppe Salvatore Antonio Francesco "
        "Vincenzo Spiro Stavros Angelo",
        "Eleni Maria Despina Sophia Giulia Rosa Carmela Concetta Angela Vasiliki "
        "Anastasia Lucia",
        "Papadopoulos Georgiou Nikolaidis Karagiannis Kyriakou Dimitriou Vlahos "
        "Rossi Russo Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo "
        "Conti Lombardi Moretti Barbaro Caruso Ferrante"),
    "middle_eastern": (
        "Mohammed Ahmad Ali Omar Khaled Hassan Youssef Ibrahim Tariq Sami Bilal Karim",
        "Fatima Layla Mariam Rania Nour Zeinab Amira Huda Samira Leila Hiba Rana",
        "Haddad Khoury Nassar Saleh Mansour Abboud Fakhoury Aziz Rahimi Karimi "
        "Hashimi Sultani Mahmoud Darwish Ghosn Habib"),
    "euro": (
        "Jan Pieter Hendrik Klaus Dieter Stefan Marko Ivan Goran Dragan Tomislav "
        "Zoran Piotr Andrzej Lars Sven",
        "Anneke Ingrid Helga Ursula Marija Ivana Snezana Jelena Katarzyna Agnieszka "
        "Greta Liesel Dagmar Milena",
        "de|Vries van|der|Berg Bakker Visser Jansen Schmidt Mueller Becker Hoffmann "
        "Kovacevic Petrovic Horvat Babic Jovanovic Nowak Kowalski Wisniewski Lindqvist "
        "Andersen Novak Vukovic"),
    "african": (
        "Deng Garang Mabior Abdi Hamza Kwame Chidi Emeka Tendai Tafadzwa Olusegun",
        "Achol Nyandeng Amina Hodan Ayan Ngozi Chiamaka Rutendo Abena Folake",
        "Deng Garang Mayen Akol Abdullahi Warsame Farah Okafor Adeyemi Mensah "
        "Moyo Ndlovu Okonkwo Balogun Osei Mutasa"),
    "east_asian": (
        "Min-jun Ji-hoon Seung-woo Hiroshi Takeshi Kenji Daisuke Budi Agus Rizky",
        "Seo-yeon Ji-woo Min-ji Yuki Aiko Haruka Sakura Siti Dewi Putri",
        "Kim Park Lee Choi Jung Kang Yoon Tanaka Suzuki Watanabe Yamamoto Nakamura "
        "Sato Santoso Wijaya Hartono Susanto Gunawan"),
}

ORIGIN_WEIGHTS_AU = {"anglo": 40, "maori": 3, "pacific": 5, "chinese": 7,
                     "vietnamese": 7, "south_asian": 9, "filipino": 5,
                     "greek_italian": 8, "middle_eastern": 6, "euro": 5,
                     "african": 3, "east_asian": 4}
ORIGIN_WEIGHTS_NZ = {"anglo": 36, "maori": 18, "pacific": 12, "chinese": 7,
                     "vietnamese": 2, "south_asian": 8, "filipino": 4,
                     "greek_italian": 2, "middle_eastern": 2, "euro": 4,
                     "african": 2, "east_asian": 4}

NICKNAMES = {"William": "Bill", "Robert": "Bob", "James": "Jim", "Thomas": "Tom",
             "Reginald": "Reg", "Alfred": "Alf", "Margaret": "Peggy",
             "Dorothy": "Dot", "Marjorie": "Marj", "Valerie": "Val",
             "Gwen": "Gwennie", "Neville": "Nev", "Malcolm": "Mal",
             "Kevin": "Kev", "Wiremu": "Bill", "Giuseppe": "Joe",
             "Salvatore": "Sal", "Georgios": "George", "Dimitrios": "Jim",
             "Nikolaos": "Nick", "Francesco": "Frank", "Vincenzo": "Vince",
             "Konstantinos": "Con", "Kostas": "Con", "Rawiri": "Dave",
             "Tevita": "David", "Sione": "John", "Mikaere": "Mike",
             "Anastasia": "Tess", "Concetta": "Connie", "Wikitoria": "Vicky",
             "Losaline": "Rose", "Hendrik": "Henk", "Rodney": "Rod",
             "Lorraine": "Lorrie", "Bronwyn": "Bron", "Jillian": "Jill"}

# ---- hospitals (invented): name, short, country, state/region, city, area code
SITES = [
    ("Corella Ridge Hospital", "CRH", "AU", "NSW", "Penrith", "02"),
    ("Harbourview Public Hospital", "HPH", "AU", "NSW", "Wollongong", "02"),
    ("Banjo Creek Base Hospital", "BCBH", "AU", "NSW", "Dubbo", "02"),
    ("St Aldric's Public Hospital", "SAPH", "AU", "NSW", "Maitland", "02"),
    ("Northgate District Hospital", "NDH", "AU", "VIC", "Epping", "03"),
    ("Ironbark Valley Hospital", "IVH", "AU", "VIC", "Bendigo", "03"),
    ("Bellbird Park Hospital", "BPH", "AU", "VIC", "Geelong", "03"),
    ("Moreton Fields Hospital", "MFH", "AU", "QLD", "Ipswich", "07"),
    ("Capricorn Coast Regional Hospital", "CCRH", "AU", "QLD", "Rockhampton", "07"),
    ("Tarraleah Bay Hospital", "TBH", "AU", "TAS", "Launceston", "03"),
    ("Saltbush Plains Hospital", "SPH", "AU", "SA", "Port Augusta", "08"),
    ("Karri Downs Hospital", "KDH", "AU", "WA", "Bunbury", "08"),
    ("Territory Palms Hospital", "TPH", "AU", "NT", "Palmerston", "08"),
    ("Molonglo Heights Hospital", "MHH", "AU", "ACT", "Belconnen", "02"),
    ("Harakeke Bay Hospital", "HKB", "NZ", "Bay of Plenty", "Tauranga", "07"),
    ("Kahikatea Hospital", "KTH", "NZ", "Waikato", "Hamilton", "07"),
    ("Southern Lakes Public Hospital", "SLPH", "NZ", "Otago", "Dunedin", "03"),
    ("Riverslea Hospital", "RSH", "NZ", "Canterbury", "Christchurch", "03"),
    ("Maunga Road Hospital", "MRH", "NZ", "Auckland", "Manukau", "09"),
    ("Totara Park Hospital", "TPKH", "NZ", "Manawatū-Whanganui", "Palmerston North", "06"),
    ("Rata Hills Hospital", "RHH", "NZ", "Wellington", "Lower Hutt", "04"),
    ("Pohutukawa Coast Hospital", "PCH", "NZ", "Northland", "Whangārei", "09"),
]

WARDS_AU = ("Banksia Waratah Jacaranda Grevillea Wattle Bottlebrush Kookaburra "
            "Lorikeet Melaleuca Acacia Kurrajong Boronia Ironbark Bluegum "
            "Tallowwood Callistemon Myrtle Brolga Wombat Coolabah").split()
WARDS_NZ = ("Kōwhai Rimu Tōtara Mānuka Kauri Harakeke Tūī Pīwakawaka Kererū "
            "Mataī Kahikatea Rātā Karaka Pūriri Ruru Tōtoweka Aoraki").split()
WARD_NUMERIC = "4A 4B 5A 5C 6B 7A 7B 8C 9A 10B 11 12 14 15 21 23 24 27 3N 6S".split()

SPECIALTIES_MED = ["Gen Med", "General Medicine", "Geriatrics", "Aged Care",
                   "Respiratory", "Cardiology", "Stroke", "Renal", "Gastro",
                   "Endocrine", "Infectious Diseases", "AMU"]
SPECIALTIES_SURG = ["Gen Surg", "Colorectal", "Ortho", "Orthopaedics", "Vascular",
                    "Urology", "Upper GI", "ENT", "Orthogeriatrics", "Plastics"]
SPECIALTIES_REHAB = ["Rehab", "AT&R", "GEM", "Rehabilitation", "Subacute"]

# residential aged care, GP practices, pharmacies, other care sites (HOSPITAL type)
RACF = ["Bluegum Lodge Aged Care", "Wattle Grove Residential Care",
        "Seaspray Gardens Care Home", "Tui Ridge Rest Home", "Kōwhai Court Rest Home",
        "Greenhaven Lifecare", "Sunningdale Manor", "Riverbend Village Aged Care",
        "Moana House Rest Home", "St Ninian's Residential Care", "Heathmont Gardens",
        "Orchard Hill Care Centre", "Pinecrest Lodge", "Māhoe Lifecare Village",
        "Cedarwood Aged Care", "The Elms Nursing Home"]
GP_PRACTICES = ["Parkside Medical Centre", "Main Street Family Practice",
                "Riverside Health Centre", "Harbour Family Doctors",
                "Sandstone Medical Group", "Ōtaki Road Medical", "Kingfisher Medical Clinic",
                "Eastside Family Health", "Wharf Street Surgery", "Te Puna Ora Health Centre",
                "Greenvale Medical Practice", "Lakeview GP Clinic", "Southgate Doctors",
                "Mill Lane Medical", "Koru Health Centre", "Bridgewater Medical"]
PHARMACIES = ["Lakeside Pharmacy", "Kerr's Pharmacy", "Westfield Road Chemist",
              "Harbour Pharmacy", "Tawa Village Pharmacy", "Moana Pharmacy",
              "Northside Pharmacy", "Greenvale Compounding Pharmacy"]
REHAB_SITES = ["Mount Carrow Rehabilitation Centre", "Westmead Vale Subacute Unit",
               "Ashgrove Rehabilitation Hospital", "Kaimai Rehab Unit",
               "Hillcrest Transitional Care", "Seacliff Step-Down Centre",
               "Riverside Community Hospital", "Gumnut Private Hospital"]

ORGS_EMPLOYER = ["Coastline Freight", "Riverina Grain Co-op", "Southern Cross Plasterers",
                 "Koru Dairy Ltd", "Hillside Primary School", "St Brigid's College",
                 "Greenfield Uniting Church", "Mangere Samoan Methodist Church",
                 "Tongan Wesleyan Church", "Kurrawong Bowling Club", "Eastside RSL",
                 "Tasman Timber Mills", "Bayside Council Depot", "Redgum Mining Pty Ltd",
                 "Pacific Meats Ltd", "Waikato Fruit Packers", "Northern Rivers Rail",
                 "St Joseph's Catholic Parish", "Koala Kids Early Learning",
                 "Highway Panel & Paint", "Brightwater Cleaning Services",
                 "Wharenui Kapa Haka Group", "Ridgeview Golf Club", "Ōtara Rugby Club"]
ORGS_CARE = ["BrightPath Home Care", "CareLink Community Services", "HomeWise Support Ltd",
             "Kōwhai Home Support Trust", "Silver Thread Disability Services",
             "Sunrise In-Home Care", "Open Door Community Nursing Pty Ltd",
             "Tāwhiri Whānau Support Trust"]
ORGS_TRANSPORT = ["Silverline Cabs", "Blue Harbour Taxis", "Coastal Patient Transport Pty Ltd",
                  "Redline Medical Transfers", "Southern Patient Shuttle",
                  "Kiwi Care Transfers Ltd", "Outback Patient Travel Co"]
ORGS_TAXI = ["Silverline Cabs", "Blue Harbour Taxis", "Gold Star Taxis", "Coastal Cabs Co-op",
             "Kōwhai Taxis", "Red Gum Cabs", "Harbour City Taxis", "Tasman Taxis", "Ridgeline Maxi Cabs"]
ORGS_FUND = ["Harbourside Health Fund", "Southern Star Health Insurance",
             "Lakeland Mutual Health", "Kauri Health Cover"]

BUILDINGS = ["Kingsley Wing", "Mackellar Building", "Bayview Tower", "Hollis Block",
             "Tōtara Building", "Jubilee Wing", "Ashby Pavilion", "Carmody Block",
             "Redgum Building", "Waiariki Wing"]
LANDMARKS = ["the Bellbird Street bus shelter", "Memorial Gardens", "the Fitzroy Street car park",
             "the Jubilee Fountain", "the Oak Avenue entrance kiosk"]

# ---- places
AU_TOWNS = {
    "NSW": "Penrith Blacktown Wollongong Dubbo Orange Bathurst Tamworth Lismore Goulburn "
           "Queanbeyan Maitland Cessnock Kiama Nowra Parramatta Liverpool Campbelltown "
           "Gosford Taree Armidale Mudgee Cowra Forbes Parkes Ballina Grafton Wagga|Wagga",
    "VIC": "Bendigo Ballarat Geelong Shepparton Wodonga Mildura Traralgon Warrnambool Sale "
           "Frankston Epping Dandenong Sunbury Werribee Echuca Horsham Castlemaine Bairnsdale",
    "QLD": "Ipswich Toowoomba Rockhampton Mackay Townsville Cairns Bundaberg Gympie "
           "Caboolture Logan Hervey|Bay Gladstone Emerald Dalby Yeppoon",
    "SA": "Whyalla Mount|Gambier Murray|Bridge Elizabeth Salisbury Gawler Port|Pirie "
          "Victor|Harbor Port|Augusta",
    "WA": "Bunbury Geraldton Kalgoorlie Albany Mandurah Rockingham Joondalup Midland "
          "Busselton Broome",
    "TAS": "Hobart Launceston Devonport Burnie Kingston Glenorchy Ulverstone",
    "NT": "Darwin Palmerston Katherine Alice|Springs Tennant|Creek",
    "ACT": "Belconnen Tuggeranong Gungahlin Woden Kambah Canberra",
}
AU_POST = {"NSW": (2000, 2899), "VIC": (3000, 3999), "QLD": (4000, 4899),
           "SA": (5000, 5799), "WA": (6000, 6799), "TAS": (7000, 7470),
           "NT": (800, 899), "ACT": (2600, 2620)}
AU_STATE_NAMES = {"NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland",
                  "SA": "South Australia", "WA": "Western Australia",
                  "TAS": "Tasmania", "NT": "Northern Territory",
                  "ACT": "Australian Capital Territory"}
AU_STATE_ALT = {"VIC": "Vic", "QLD": "Qld", "TAS": "Tas"}
NZ_TOWNS = {
    "Auckland": "Manukau Papatoetoe Ōtāhuhu Henderson Takapuna Pukekohe Māngere Ōtara",
    "Waikato": "Hamilton Huntly Te|Awamutu Cambridge Thames Tokoroa Ngāruawāhia",
    "Bay of Plenty": "Tauranga Rotorua Whakatāne Te|Puke Katikati",
    "Canterbury": "Christchurch Rangiora Ashburton Timaru Rolleston Kaiapoi",
    "Otago": "Dunedin Mosgiel Oamaru Alexandra Balclutha",
    "Wellington": "Lower|Hutt Porirua Upper|Hutt Masterton Tawa",
    "Manawatū-Whanganui": "Palmerston|North Whanganui Feilding Levin Marton",
    "Northland": "Whangārei Kaitaia Kerikeri Dargaville Kaikohe",
    "Hawke's Bay": "Napier Hastings Wairoa Havelock|North",
    "Southland": "Invercargill Gore Winton",
    "Taranaki": "New|Plymouth Hāwera Stratford",
}
NZ_SUBURBS = ["Riccarton", "Papanui", "Hornby", "Frankton", "Hillcrest", "Mount Maunganui",
              "Greerton", "Roslyn", "Caversham", "Naenae", "Taitā", "Awapuni", "Hokowhitu",
              "Onerahi", "Kamo", "Otangarei", "Clendon Park", "Manurewa", "Flaxmere",
              "Glenholme", "Fairfield", "Melville", "Dinsdale", "Linwood", "Aranui"]
NZ_REGION_ALT = {"Manawatū-Whanganui": "Manawatu", "Hawke's Bay": "HB",
                 "Bay of Plenty": "BOP", "Wellington": "Wgtn"}

STREET_NAMES = ("Banksia Kauri Rimu Wattle Elm Oak Jacaranda Hawthorn Mitchell Lachlan "
                "Murray Hume Macquarie Flinders Victoria Albert Queen King George "
                "Station Railway Church Bridge High Mill Pitt Hunter Collins Tasman "
                "Cook Fitzroy Anzac Gallipoli Kitchener Haig Wakefield Ranfurly Seddon "
                "Kahu Tui Pukeko Kowhai Matai Totara Ngaio Manuka Karaka Harakeke "
                "Bellbird Currawong Magpie Lyrebird Brolga Galah Wirraway Boundary "
                "Sandy Creek Ironbark Coolabah Paperbark Tallowwood Moana Whitu "
                "Cambridge Devon Rosella Heritage Bluewater Seaview Ridge Hillcrest").split()
STREET_TYPES = [("Street", "St"), ("Road", "Rd"), ("Avenue", "Ave"), ("Crescent", "Cres"),
                ("Place", "Pl"), ("Drive", "Dr"), ("Lane", "Ln"), ("Parade", "Pde"),
                ("Close", "Cl"), ("Terrace", "Tce"), ("Way", "Way"), ("Grove", "Gr"),
                ("Court", "Ct"), ("Highway", "Hwy")]

COUNTRIES = ["Vietnam", "Samoa", "Tonga", "Fiji", "India", "Sri Lanka", "Philippines",
             "China", "Greece", "Italy", "Lebanon", "Croatia", "the Netherlands",
             "Scotland", "England", "South Africa", "South Sudan", "Afghanistan",
             "Korea", "Malaysia", "the Cook Islands", "Niue", "Ireland", "Germany",
             "Serbia", "Somalia", "Indonesia", "Japan", "Hong Kong", "Chile", "UK",
             "USA", "Canada", "Poland", "Malta", "Egypt", "Iraq", "Nepal"]
LANG_BY_COUNTRY = {"Vietnam": "Vietnamese", "Samoa": "Samoan", "Tonga": "Tongan",
                   "Fiji": "Fijian", "India": "Hindi", "Sri Lanka": "Sinhala",
                   "Philippines": "Tagalog", "China": "Mandarin", "Greece": "Greek",
                   "Italy": "Italian", "Lebanon": "Arabic", "Croatia": "Croatian",
                   "Afghanistan": "Dari", "Korea": "Korean", "South Sudan": "Dinka",
                   "Somalia": "Somali", "Serbia": "Serbian", "Hong Kong": "Cantonese",
                   "Iraq": "Arabic", "Nepal": "Nepali", "Poland": "Polish",
                   "Chile": "Spanish", "Indonesia": "Bahasa Indonesia",
                   "Japan": "Japanese", "Egypt": "Arabic"}

PROFESSIONS = ["boilermaker", "shearer", "dairy farmer", "school teacher", "truck driver",
               "accountant", "electrician", "plasterer", "kindergarten teacher",
               "fisherman", "public servant", "wharfie", "coal miner", "panelbeater",
               "bus driver", "nurse", "librarian", "bricklayer", "chef", "hairdresser",
               "orchardist", "real estate agent", "mechanic", "postman", "bank teller",
               "forklift driver", "sheep farmer", "cane farmer", "primary school principal",
               "tiler", "security guard", "cleaner", "factory worker", "machinist",
               "bookkeeper", "church minister", "police officer", "carpenter",
               "dressmaker", "taxi driver", "fitter and turner", "shearing contractor",
               "railway worker", "builder", "pharmacist", "lawyer", "civil engineer",
               "kapa haka tutor", "early childhood educator", "aged care worker",
               "seasonal worker", "abattoir worker", "seamstress", "IT consultant",
               "café owner", "market gardener", "jockey", "surveyor", "signwriter"]

RELATIONS = ["wife", "husband", "daughter", "son", "partner", "sister", "brother",
             "niece", "nephew", "granddaughter", "grandson", "friend", "neighbour",
             "son-in-law", "daughter-in-law", "mother", "father", "cousin", "carer"]

EMAIL_DOMAINS = ["example.com", "example.org", "example.net"]

# items that only make sense on one side of the Tasman
NZ_ONLY = {"Tui Ridge Rest Home", "Kōwhai Court Rest Home", "Moana House Rest Home",
           "Māhoe Lifecare Village", "Greenhaven Lifecare", "Ōtaki Road Medical",
           "Te Puna Ora Health Centre", "Koru Health Centre", "Tawa Village Pharmacy",
           "Moana Pharmacy", "Kaimai Rehab Unit", "Koru Dairy Ltd", "Waikato Fruit Packers",
           "Mangere Samoan Methodist Church", "Wharenui Kapa Haka Group", "Ōtara Rugby Club",
           "Kōwhai Home Support Trust", "Tāwhiri Whānau Support Trust", "Kiwi Care Transfers Ltd",
           "Kauri Health Cover", "Tōtara Building", "Kōwhai Taxis", "Waiariki Wing", "kapa haka tutor"}
AU_ONLY = {"Bluegum Lodge Aged Care", "Wattle Grove Residential Care", "Riverbend Village Aged Care",
           "Cedarwood Aged Care", "Sandstone Medical Group", "Riverina Grain Co-op", "Eastside RSL",
           "Redgum Mining Pty Ltd", "Northern Rivers Rail", "Outback Patient Travel Co",
           "Koala Kids Early Learning", "Westmead Vale Subacute Unit", "Gumnut Private Hospital",
           "Harbourside Health Fund", "Southern Star Health Insurance", "Redgum Building", "Red Gum Cabs",
           "cane farmer", "coal miner"}
