"""Invented name, place and organisation pools for dev228_en (Ireland / New Zealand).

All pools are plain lists/tuples so that iteration order is fixed.
"""

IE_M = ["Patrick", "Seán", "Michael", "John", "Thomas", "James", "Pádraig", "Declan", "Colm",
        "Tadhg", "Noel", "Eamon", "Gerard", "Cornelius", "Denis", "Timothy", "Jeremiah", "Donal",
        "Brendan", "Liam", "Kieran", "Ciarán", "Fergal", "Diarmuid", "Martin", "Francis", "Joseph",
        "Christopher", "Dermot", "Finbarr", "Aidan", "Niall", "Séamus", "Peadar", "Matthew",
        "William", "Con", "Brian", "Oliver", "Eoin", "Cathal", "Hugh", "Kevin", "Anthony",
        "Bartholomew", "Maurice", "Vincent", "Desmond", "Tomás", "Micheál"]
IE_F = ["Mary", "Margaret", "Bridget", "Kathleen", "Eileen", "Siobhán", "Máire", "Aoife", "Niamh",
        "Nora", "Breda", "Philomena", "Dympna", "Mairéad", "Nuala", "Sinéad", "Catherine", "Anne",
        "Teresa", "Josephine", "Ellen", "Hannah", "Joan", "Noreen", "Bríd", "Úna", "Gráinne",
        "Deirdre", "Fionnuala", "Róisín", "Caitríona", "Maura", "Sheila", "Attracta", "Concepta",
        "Monica", "Rita", "Patricia", "Helen", "Geraldine", "Ann-Marie", "Orla", "Clodagh", "Emer",
        "Aisling", "Ciara", "Síle", "Elizabeth", "Imelda", "Majella"]
IE_SUR = ["O'Sullivan", "Murphy", "Kelly", "O'Brien", "Walsh", "Byrne", "Ryan", "O'Connor",
          "O'Neill", "Doyle", "McCarthy", "Gallagher", "O'Doherty", "Kennedy", "Lynch", "Murray",
          "Quinn", "McLoughlin", "O'Carroll", "Connolly", "Daly", "Dineen", "Hegarty", "Mulcahy",
          "Kinsella", "Brennan", "Costigan", "Lenihan", "Fitzgerald", "Ó Súilleabháin",
          "Ní Bhriain", "Cronin", "Twomey", "Buckley", "O'Keeffe", "Horgan", "Crowley", "Sheehan",
          "Moynihan", "Culhane", "Scanlon", "Flanagan", "Geoghegan", "Mannion", "Heneghan",
          "Kilbane", "Durcan", "Tiernan", "Keogh", "Nolan", "Kavanagh", "Dunne", "Furlong",
          "Devereux", "Phelan", "Power", "Whelan", "Tobin", "Cusack", "Hennessy", "Galvin",
          "de Búrca", "Fennelly", "Breathnach", "Foley", "Mac Giolla Phádraig", "Hartigan",
          "Spillane", "Lucey", "Coakley", "Guiney", "Carmody", "Prendergast", "Fahy", "Bergin"]
IE_OTHER_M = ["Tomasz", "Piotr", "Marius", "Andrius", "Emeka", "Rodel", "Jose", "Ahmed"]
IE_OTHER_F = ["Agnieszka", "Katarzyna", "Jurgita", "Ngozi", "Maricel", "Rosalind", "Fatima", "Ilona"]
IE_OTHER_SUR = ["Nowak", "Wiśniewski", "Kazlauskas", "Nwosu", "Adeyemi", "dela Cruz", "Reyes",
                "Santos", "Malik", "Zielinski"]

NZ_M = ["Graham", "Trevor", "Bruce", "Murray", "Brent", "Kevin", "Colin", "Alan", "Neville",
        "Barry", "Ross", "Grant", "Warren", "Wayne", "Ian", "Malcolm", "Hamish", "Stuart", "Gordon",
        "Keith", "Dennis", "Lindsay", "Russell", "Craig", "Dougal", "Rex", "Clive", "Peter",
        "David", "Allan", "Lester", "Desmond", "Robert", "Donald", "Gavin"]
NZ_F = ["Robyn", "Lynette", "Raewyn", "Shona", "Glenys", "Heather", "Judith", "Margaret",
        "Janice", "Dianne", "Sandra", "Carol", "Kerry", "Jocelyn", "Marilyn", "Beverley", "Noeline",
        "Rosemary", "Gail", "Wendy", "Fiona", "Alison", "Lorraine", "Maureen", "Jillian", "Helen",
        "Denise", "Elaine", "Pamela", "Kay", "Valerie", "Joy", "Colleen", "Gaylene", "Trudy"]
NZ_SUR = ["McKenzie", "Tait", "Henderson", "Fraser", "Gillespie", "Rutherford", "Cameron",
          "Sinclair", "Kerr", "Drummond", "Fergusson", "Ritchie", "Mackintosh", "Baird", "Thomson",
          "Wilson", "Harris", "Anderson", "Stewart", "Paterson", "Lockhart", "Munro", "Blackwood",
          "Hume", "Strachan", "Wallace", "Findlay", "Petrie", "Crosbie", "Graves", "Bell",
          "Addison", "Hardie", "Coutts", "Gunn", "Dobbie", "McAlister", "Pringle", "Oakley",
          "Wratten", "Cullimore", "Sowerby"]
MAORI_M = ["Wiremu", "Hemi", "Rangi", "Tama", "Hōne", "Māui", "Pita", "Rāwiri", "Tipene", "Nikau",
           "Manaia", "Tāne", "Matiu", "Tamati", "Kahu", "Ihaia", "Rewi", "Whetu", "Hōri", "Paora"]
MAORI_F = ["Aroha", "Mere", "Ngaire", "Hine", "Huia", "Moana", "Kiri", "Rangimārie", "Mereana",
           "Ataahua", "Kahurangi", "Tui", "Hinemoa", "Ripeka", "Marama", "Wikitoria", "Miriama",
           "Hana", "Ngāhuia", "Pania"]
MAORI_SUR = ["Te Rangi", "Ngata", "Parata", "Tipene", "Kereama", "Paewai", "Whaanga", "Hōhaia",
             "Rāwiri", "Te Huia", "Pōmare", "Ruatapu", "Karaitiana", "Mātene", "Te Whata",
             "Hēnare", "Tamihana", "Poutama", "Waaka", "Herewini", "Te Kani", "Tūwhare",
             "Rangiheuea", "Te Awe"]
PASI_M = ["Sione", "Tevita", "Ioane", "Semisi", "Feleti", "Tavita", "Siaosi", "Fetu", "Lagi"]
PASI_F = ["Losaline", "Malia", "Mele", "Salote", "Ana", "Lupe", "Fuimaono", "Seini", "Ofa"]
PASI_SUR = ["Tuilagi", "Fonoti", "Taufa", "Lealaiauloto", "Fifita", "Havili", "Tupou", "Sapolu",
            "Faleolo", "Vaifale", "Motuliki", "Pulu", "Leota", "Aumua"]
ASIAN_M = ["Wei", "Rajesh", "Arjun", "Hiroshi", "Jun", "Minh", "Sanjay", "Kwan"]
ASIAN_F = ["Priya", "Mei", "Li Na", "Anjali", "Yuki", "Thi Lan", "Sunita", "Hye-jin"]
ASIAN_SUR = ["Chen", "Naidu", "Patel", "Singh", "Wong", "Nguyen", "Tanaka", "Lim", "Zhang", "Kaur",
             "Prasad", "Park"]

NICK = {"Patrick": ["Paddy", "Pat"], "Pádraig": ["Páidí"], "Michael": ["Mick", "Mike"],
        "Thomas": ["Tom", "Tommy"], "James": ["Jim", "Jimmy"], "John": ["Johnny", "Jack"],
        "Cornelius": ["Connie", "Con"], "Jeremiah": ["Jerry"], "Timothy": ["Timmy", "Tim"],
        "Bartholomew": ["Batt"], "Margaret": ["Peggy", "Maggie", "Mags"], "Bridget": ["Biddy", "Bridie"],
        "Kathleen": ["Kitty", "Kathy"], "Catherine": ["Kate", "Cathy"], "Elizabeth": ["Betty", "Lizzie"],
        "Josephine": ["Josie"], "Philomena": ["Mena"], "Teresa": ["Tess"], "William": ["Willie", "Bill"],
        "Joseph": ["Joe"], "Francis": ["Frank"], "Christopher": ["Christy"], "Robert": ["Bob", "Robbie"],
        "Donald": ["Don"], "Malcolm": ["Mac"], "Margaret_nz": ["Marg"], "Beverley": ["Bev"],
        "Jillian": ["Jill"], "Rosemary": ["Rosie"], "Lindsay": ["Lindy"], "Hamish": ["Hame"],
        "Wiremu": ["Wi", "Bill"], "Rangimārie": ["Rangi"], "Wikitoria": ["Vicky"], "Tamati": ["Tam"],
        "Desmond": ["Des"], "Peter": ["Pete"], "Valerie": ["Val"], "Maurice": ["Mossie"],
        "Dympna": ["Dimps"], "Matthew": ["Mattie"]}

# (town, county, eircode routing key, landline area code, province)
IE_TOWNS = [("Cork", "Co. Cork", "T12", "021", "Munster"), ("Mallow", "Co. Cork", "P51", "022", "Munster"),
            ("Bantry", "Co. Cork", "P75", "027", "Munster"), ("Skibbereen", "Co. Cork", "P81", "028", "Munster"),
            ("Tralee", "Co. Kerry", "V92", "066", "Munster"), ("Killarney", "Co. Kerry", "V93", "064", "Munster"),
            ("Ennis", "Co. Clare", "V95", "065", "Munster"), ("Kilrush", "Co. Clare", "V15", "065", "Munster"),
            ("Limerick", "Co. Limerick", "V94", "061", "Munster"), ("Newcastle West", "Co. Limerick", "V42", "069", "Munster"),
            ("Clonmel", "Co. Tipperary", "E91", "052", "Munster"), ("Nenagh", "Co. Tipperary", "E45", "067", "Munster"),
            ("Thurles", "Co. Tipperary", "E41", "0504", "Munster"), ("Waterford", "Co. Waterford", "X91", "051", "Munster"),
            ("Dungarvan", "Co. Waterford", "X35", "058", "Munster"), ("Galway", "Co. Galway", "H91", "091", "Connacht"),
            ("Tuam", "Co. Galway", "H54", "093", "Connacht"), ("Ballinasloe", "Co. Galway", "H53", "090", "Connacht"),
            ("Castlebar", "Co. Mayo", "F23", "094", "Connacht"), ("Westport", "Co. Mayo", "F28", "098", "Connacht"),
            ("Sligo", "Co. Sligo", "F91", "071", "Connacht"), ("Roscommon", "Co. Roscommon", "F42", "090", "Connacht"),
            ("Letterkenny", "Co. Donegal", "F92", "074", "Ulster"), ("Cavan", "Co. Cavan", "H12", "049", "Ulster"),
            ("Athlone", "Co. Westmeath", "N37", "090", "Leinster"), ("Mullingar", "Co. Westmeath", "N91", "044", "Leinster"),
            ("Tullamore", "Co. Offaly", "R35", "057", "Leinster"), ("Portlaoise", "Co. Laois", "R32", "057", "Leinster"),
            ("Kilkenny", "Co. Kilkenny", "R95", "056", "Leinster"), ("Wexford", "Co. Wexford", "Y35", "053", "Leinster"),
            ("Enniscorthy", "Co. Wexford", "Y21", "053", "Leinster"), ("Carlow", "Co. Carlow", "R93", "059", "Leinster"),
            ("Dundalk", "Co. Louth", "A91", "042", "Leinster"), ("Drogheda", "Co. Louth", "A92", "041", "Leinster"),
            ("Navan", "Co. Meath", "C15", "046", "Leinster"), ("Longford", "Co. Longford", "N39", "043", "Leinster")]
IE_VILLAGES = ["Ballyvane", "Kilbrack", "Derrylea", "Gortnaclohy", "Knockaun", "Cloonagh",
               "Ballinclash", "Rathkeale Cross", "Drumshanbo Beg", "Kilcolman", "Carrigdhoun",
               "Lisheen", "Ardnagashel", "Coolnaleen", "Tullyvin", "Moanmore"]
IE_STREETS = ["Main Street", "Church Road", "Bridge Street", "Castle Street", "Mill Lane",
              "Chapel Road", "The Crescent", "Abbey Street", "Fair Green", "Bóthar na Trá",
              "Convent Road", "Friar's Walk", "Sarsfield Terrace", "Pearse Road", "Green Lane",
              "Orchard Grove", "Beechwood Avenue", "Cois Abhann", "Oakpark Drive", "Lios na Gréine",
              "Cluain Ard", "Ashfield Lawn", "Station Road", "Mary Street", "Emmet Place",
              "Parnell Terrace", "Glenville Heights", "Ard Mhuire", "Hazel Close", "Sruthán Walk"]
IE_HOUSES = ["Knockaun House", "Rose Cottage", "Sunnyside", "The Haven", "Teach Áine",
             "Glenview", "Hillcrest", "Fuchsia Lodge"]

# (city, region, postcodes, area code)
NZ_TOWNS = [("Dunedin", "Otago", ["9010", "9011", "9016"], "03"), ("Mosgiel", "Otago", ["9024"], "03"),
            ("Oamaru", "Otago", ["9400"], "03"), ("Christchurch", "Canterbury", ["8011", "8041", "8052", "8022"], "03"),
            ("Timaru", "Canterbury", ["7910"], "03"), ("Ashburton", "Canterbury", ["7700"], "03"),
            ("Invercargill", "Southland", ["9810", "9812"], "03"), ("Gore", "Southland", ["9710"], "03"),
            ("Nelson", "Nelson", ["7010", "7011"], "03"), ("Blenheim", "Marlborough", ["7201"], "03"),
            ("Greymouth", "West Coast", ["7805"], "03"), ("Wellington", "Wellington", ["6011", "6012", "6021"], "04"),
            ("Lower Hutt", "Wellington", ["5010", "5011"], "04"), ("Porirua", "Wellington", ["5022"], "04"),
            ("Masterton", "Wellington", ["5810"], "06"), ("Palmerston North", "Manawatū-Whanganui", ["4410", "4412"], "06"),
            ("Whanganui", "Manawatū-Whanganui", ["4500"], "06"), ("Levin", "Manawatū-Whanganui", ["5510"], "06"),
            ("Napier", "Hawke's Bay", ["4110", "4112"], "06"), ("Hastings", "Hawke's Bay", ["4122"], "06"),
            ("New Plymouth", "Taranaki", ["4310", "4312"], "06"), ("Gisborne", "Tairāwhiti", ["4010"], "06"),
            ("Hamilton", "Waikato", ["3204", "3210", "3216"], "07"), ("Taupō", "Waikato", ["3330"], "07"),
            ("Tauranga", "Bay of Plenty", ["3110", "3112"], "07"), ("Rotorua", "Bay of Plenty", ["3010", "3015"], "07"),
            ("Whakatāne", "Bay of Plenty", ["3120"], "07"), ("Whangārei", "Northland", ["0110", "0112"], "09"),
            ("Kaitaia", "Northland", ["0410"], "09"), ("Manukau", "Auckland", ["2104", "2025"], "09"),
            ("Auckland", "Auckland", ["1024", "1041", "0626"], "09")]
NZ_STREETS = ["Kōwhai Street", "Rimu Road", "Mātai Avenue", "Queen Street", "Victoria Street",
              "Kāpiti Road", "Harbour View Terrace", "Cargill Street", "Moana Crescent",
              "Pōhutukawa Drive", "Te Awa Road", "Wharf Street", "Fitzroy Avenue", "Riccarton Road",
              "Kaikorai Valley Road", "Pūkeko Place", "Mānuka Lane", "Dee Street", "Gloucester Street",
              "Tawa Grove", "Nikau Close", "Kererū Way", "Hillsborough Road", "Tainui Street",
              "Raroa Crescent", "Totaranui Road", "Ōhiro Road", "Kahikatea Drive"]

COUNTRIES_ABROAD = ["England", "Scotland", "Wales", "Australia", "Canada", "United States",
                    "Poland", "Lithuania", "Philippines", "Nigeria", "Germany", "Spain",
                    "Samoa", "Tonga", "Fiji", "Cook Islands", "India", "China", "South Africa",
                    "Netherlands", "Northern Ireland", "Scotland"]
# city abroad with state/province
ABROAD_CITIES = [("Perth", "Western Australia", "Australia"), ("Brisbane", "Queensland", "Australia"),
                 ("Sydney", "New South Wales", "Australia"), ("Melbourne", "Victoria", "Australia"),
                 ("Boston", "Massachusetts", "United States"), ("Toronto", "Ontario", "Canada"),
                 ("Vancouver", "British Columbia", "Canada"), ("Calgary", "Alberta", "Canada"),
                 ("Chicago", "Illinois", "United States"), ("Gold Coast", "Queensland", "Australia")]

IE_HOSPICES = ["Áras Dóchais Hospice", "St. Attracta's Hospice", "Lisheen House Hospice",
               "Cnoc na Gréine Hospice", "St. Ultan's Specialist Palliative Care Unit",
               "Glenmore Hospice", "Rossmore Palliative Care Centre", "Teach Solais Hospice"]
IE_ACUTE = ["Mercy Vale University Hospital", "St. Declan's University Hospital",
            "Corrib Regional Hospital", "Barrowside General Hospital",
            "Shannonbridge University Hospital", "Sheelin General Hospital",
            "Our Lady of the Wells Hospital", "Blackwater Regional Hospital"]
IE_GPS = ["Ballyvane Family Practice", "Riverview Medical Centre", "Abbey Lane Surgery",
          "The Square Medical Practice", "Castle Street Clinic", "Carraig Medical Centre",
          "Fairgreen Family Doctors", "Ardmore Health Centre", "Bridge Street Surgery",
          "Kilbrack Medical"]
IE_NH = ["Ashgrove Nursing Home", "Hazelbrook Nursing Home", "Cluain Mhuire Care Centre",
         "St. Kevin's Community Nursing Unit", "Oakfield Lodge", "Kilbrack Community Hospital"]
IE_PHARM = ["Lenihan's Pharmacy", "Corcoran Pharmacy", "Twomey's Chemist", "Fairgreen Pharmacy",
            "Dineen's Late-Night Pharmacy", "Abbey Pharmacy"]
IE_WARDS = ["St. Joseph's Ward", "St. Brigid's Ward", "Ward 4B", "Cedar Ward", "Oak Unit",
            "St. Enda's Ward", "Ward 2 South", "Cuan Ward", "St. Mel's Ward", "Ward 6 East"]
IE_ORGS = ["Ballyvane Co-op", "Shannonside Engineering", "Corrib Fisheries Ltd", "Dineen Hardware",
           "St. Fintan's National School", "Lough Derg Hotel", "Midland Freight Ltd",
           "Rossmore GAA Club", "Ballyvane Credit Union", "Mulcahy & Sons Builders",
           "Carrigdhoun Mart", "Kilbrack Meats", "Blackwater Dairies", "Scoil Naomh Íde",
           "Tobin's Bakery", "Atlantic Bus Hire"]
IE_CHURCH = [("St. Colman's Church", "Roman Catholic"), ("Church of the Assumption", "Roman Catholic"),
             ("St. Finbarr's Parish", "Roman Catholic"), ("St. Michael's Church of Ireland", "Church of Ireland"),
             ("Kilbrack Parish", "Roman Catholic"), ("Holy Cross Church", "Roman Catholic"),
             ("Ballyvane Presbyterian Church", "Presbyterian"), ("St. Patrick's Church", "Roman Catholic"),
             ("Christ Church Kilbrack", "Church of Ireland"), ("Abbey Street Methodist Church", "Methodist")]
IE_FUNERAL = ["Hegarty's Funeral Directors", "Brennan & Kinsella Funeral Home",
              "Lenihan Undertakers", "Coakley Funeral Home", "Fahy & Sons Funeral Directors"]
IE_PLACES = ["Kilbrack Old Cemetery", "St. Finian's Cemetery", "Rathcoole Cemetery",
             "Inch Strand", "Mount Brandon", "Lough Gur", "Cliffs of Moher", "Harbour Crematorium",
             "Glasnevin"]

NZ_HOSPICES = ["Kōwhai Grove Hospice", "Te Puna Aroha Hospice", "Rimu Hill Hospice",
               "Harakeke House Hospice", "Whakaora Hospice", "Southern Lakes Hospice",
               "Pōhutukawa Coast Hospice", "Kahikatea Hospice"]
NZ_ACUTE = ["Awatea City Hospital", "Pukekura Base Hospital", "Riverbend District Hospital",
            "Tāwhiri Regional Hospital", "Port Hills Hospital", "Manawa Public Hospital",
            "Waitaki Valley Hospital"]
NZ_GPS = ["Harbourside Health", "Kawakawa Family Doctors", "Southshore Medical",
          "Te Kōti Health Centre", "Moana Street Surgery", "Mātai Medical", "Roslyn Family Practice",
          "Te Awa Hauora", "Gloucester Street Medical"]
NZ_NH = ["Rātā Lodge Rest Home", "Kingsgate Care Home", "Ōwhiro Gardens Care", "Sunhaven Lifecare",
         "Tōtara Park Village"]
NZ_PHARM = ["Marsden Pharmacy", "Tainui Street Pharmacy", "Kāpiti Coast Chemist",
            "Harbourside Pharmacy", "Mosgiel Community Pharmacy"]
NZ_WARDS = ["Tūī Ward", "Kererū Unit", "Ward 22", "Ward 7A", "Kākā Ward", "Pīwakawaka Ward",
            "Ward 11", "AT&R Ward 3"]
NZ_ORGS = ["Taieri Meats", "Southern Timber Ltd", "Kaikorai Primary School", "Aramoho Bowling Club",
           "Harbour City Plumbing", "Waitaki Freezing Works", "Te Kura o Awarua", "Bay Orchards Co-op",
           "Kiwi Rail Freight", "Otago Dairy Co-op", "Roslyn Rugby Club", "Fitzroy Engineering",
           "Kāpiti Bus Lines", "Manawatū Seeds Ltd"]
NZ_CHURCH = [("St. Andrew's Presbyterian Church", "Presbyterian"), ("Holy Family Parish", "Catholic"),
             ("Tongan Methodist Church", "Methodist"), ("St. Barnabas Anglican Church", "Anglican"),
             ("Knox Church", "Presbyterian"), ("Rātana Church of Whanganui", "Rātana"),
             ("Samoan Assembly of God", "Assembly of God"), ("St. Mary of the Angels Parish", "Catholic"),
             ("Holy Trinity Anglican Church", "Anglican")]
NZ_FUNERAL = ["Gillespie & Tait Funeral Services", "Harbourview Funeral Home",
              "Te Rangi Whānau Funerals", "Southern Cross Funerals Ltd", "Lockhart Funeral Directors"]
NZ_PLACES = ["Ruru Lawn Cemetery", "Andersons Bay Cemetery", "Karori Cemetery", "Piha Beach",
             "Lake Wakatipu", "Aoraki", "Moeraki Boulders", "Taiaroa Head", "Te Mata Peak"]
NZ_MARAE = ["Hinerangi Marae", "Te Awa Tapu Marae", "Pukeroa Marae", "Tahu Pōtiki Marae",
            "Ngā Hau e Whā Marae", "Te Rau Aroha Marae"]

IE_PROF = ["dairy farmer", "publican", "primary school teacher", "secondary school teacher",
           "bus driver", "civil servant", "carpenter", "electrician", "shop assistant", "postman",
           "fisherman", "mechanic", "accountant", "solicitor", "bank official", "hairdresser", "chef",
           "plasterer", "lorry driver", "creamery manager", "hotel receptionist", "care assistant",
           "civil engineer", "factory worker", "Garda", "nurse", "midwife", "farmer", "builder",
           "shipyard welder", "cattle dealer", "county council roads foreman", "librarian",
           "barman", "seamstress", "taxi driver"]
NZ_PROF = ["sheep farmer", "shearer", "orchardist", "builder", "teacher", "nurse", "truck driver",
           "fisherman", "freezing worker", "dairy farmer", "plumber", "accountant", "social worker",
           "librarian", "forestry worker", "panel beater", "real estate agent", "kaiako", "cleaner",
           "bus driver", "police officer", "wharfie", "boilermaker", "lab technician", "chef",
           "school caretaker", "linesman", "deer farmer", "kindergarten teacher", "diesel mechanic"]

THE_COUNTRIES = ["United States", "Philippines", "Cook Islands", "Netherlands"]

NZ_SUBURB_MAP = {"Dunedin": ["Roslyn", "Caversham", "Kaikorai", "Māori Hill", "Andersons Bay"],
                 "Christchurch": ["Fendalton", "Sydenham", "Merivale", "Riccarton", "Papanui"],
                 "Wellington": ["Karori", "Brooklyn", "Highbury", "Island Bay"],
                 "Auckland": ["Ponsonby", "Mt Albert", "Onehunga"], "Manukau": ["Ōtara", "Papatoetoe"],
                 "Hamilton": ["Frankton", "Fairfield", "Maeroa"], "Palmerston North": ["Takaro", "Hokowhitu"],
                 "Napier": ["Onekawa", "Marewa"], "New Plymouth": ["Westown", "Vogeltown"],
                 "Whanganui": ["Aramoho", "Gonville"], "Whangārei": ["Tikipunga", "Kamo"],
                 "Tauranga": ["Greerton", "Otūmoetai"], "Lower Hutt": ["Naenae", "Waiwhetū"],
                 "Invercargill": ["Glengarry", "Windsor"], "Rotorua": ["Glenholme", "Ngongotahā"]}
