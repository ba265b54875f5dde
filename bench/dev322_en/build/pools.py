"""Hand-written pools of invented people, streets, towns and organisations.

All combinations are fictional; no library name lists are used.
"""

FEMALE = """
Aoife Brigid Caoimhe Niamh Sorcha Roisin Siobhan Grainne Orla Deirdre Maeve Eileen Nuala Ailbhe
Margaret Dorothy Joan Maureen Patricia Pauline Sheila Valerie Wendy Gillian Hilary Lorna Rosalind
Beryl Edna Muriel Ivy Winifred Marjorie Gwendolyn Olwen Rhiannon Bethan Carys Ffion Morag Isla
Kirsty Fiona Mhairi Elspeth Catriona Agnes Harriet Philippa Imogen Felicity Tamsin Jocelyn
Barbara Linda Sharon Deborah Cheryl Tammy Lorraine Darlene Loretta Georgina Rosemary Yvonne
Priya Anjali Sunita Kavita Meena Lakshmi Deepa Nirmala Shanthi Rekha Farzana Nasreen Shabnam
Amina Fatima Layla Yasmin Noor Samira Huda Rania Leila Zainab Mariam Salma Hiba
Ngozi Chiamaka Adaeze Folake Yetunde Abimbola Funmilayo Ama Akosua Efua Thandiwe Nomvula Zanele
Lindiwe Busisiwe Palesa Naledi Wanjiru Achieng Nyambura Fadumo Hodan
Mei Xiu Ying Lihua Jing Yan Qiong Hyun-ju Min-ji Soo-yeon Eun-hee Keiko Yumiko Haruka Noriko
Thi Lan Huong Ngoc Anh Mai Thuy
Maria Rosa Lucia Giovanna Carmela Francesca Graziella Pilar Concepcion Mercedes Inmaculada
Conceicao Filomena Graca Fernanda Teresa
Agnieszka Malgorzata Krystyna Halina Bozena Danuta Jadwiga Ludmila Olena Oksana Tatiana Svetlana
Despina Eleni Katerina Sofia Vasiliki
Aroha Mere Ngaire Huia Kiri Moana Tui Losana Sefo Mele Ana Lupe Seini
Marisol Guadalupe Rocio Ximena Yolanda Maricel Rowena Lourdes Divina
Ingrid Astrid Solveig Birgit Annelies Griet Hanneke Margit
"""

MALE = """
Padraig Seamus Eoin Cathal Donal Ciaran Fergal Colm Declan Niall Diarmuid Tadhg Oisin Brendan
Geoffrey Malcolm Clive Nigel Trevor Derek Keith Graham Roy Stanley Cyril Reginald Douglas Norman
Gareth Rhys Emlyn Idris Dafydd Hamish Angus Callum Alasdair Euan Fraser Murdo Torquil
Howard Wayne Dwayne Randall Earl Clifford Leroy Chester Dale Russell Glenn Marvin Vernon Lyle
Rajesh Sanjay Vikram Arjun Suresh Anil Prakash Ravindra Gurpreet Harjit Baljinder Manoj Dinesh
Omar Khalid Tariq Imran Yusuf Bilal Hassan Karim Samir Walid Nabil Faisal Rashid
Chukwuemeka Obinna Oluwaseun Babatunde Adebayo Kwame Kofi Yaw Kwabena Sipho Themba Mandla Lwazi
Bongani Thabo Kagiso Tshepo Mwangi Otieno Kiprono Abdirahman
Wei Jun Hao Zhiqiang Jianguo Minh Tuan Duc Quang Hieu Ji-hoon Sung-min Dong-hyun Takeshi Hiroshi
Kenji
Giuseppe Salvatore Vincenzo Carmine Luigi Enzo Joaquin Ignacio Alejandro Rodrigo Fernando Joao
Rui Armando Nuno
Krzysztof Tadeusz Zbigniew Wojciech Grzegorz Bogdan Mykola Petro Yuri Dmitri Vasil
Dimitrios Konstantinos Stavros Yannis Nikos
Wiremu Rawiri Tamati Hemi Tipene Sione Viliami Tevita Semisi Ioane Pita
Rolando Eduardo Renato Ernesto Danilo Rommel Jomar
Lars Henrik Sven Pieter Joost Willem Gunnar
Bartholomew Ambrose Cornelius Lachlan Fergus Barnaby Ptolemy
"""

SURNAMES = """
Okonkwo Adeyemi Oyelaran Nwosu Eze Mensah Owusu Boateng Asante Dlamini Nkosi Mokoena Khumalo
Ndlovu Mthembu Zungu Botha Pretorius Naidoo Pillay Govender Moodley Kamau Wanjala Odhiambo Farah Warsame
Haddad Khoury Nassar Saleh Mansour Aziz Qureshi Chaudhry Malik Siddiqui Hussain Rahman Begum Akhtar
Raman Krishnan Subramanian Iyer Menon Nair Pillai Reddy Rao Venkatesh Sharma Verma Joshi Patel
Desai Mehta Shah Bhatt Kulkarni Deshpande Sandhu Gill Dhillon Grewal Sidhu Bajwa Chatterjee Banerjee
Mukherjee Dasgupta Sen Bose Ghosh
Chen Huang Zhou Liang Xu Tang Feng Deng Cao Lau Cheung Ng Wong Leung Tsang Kwan Yip Chu
Nguyen Tran Pham Le Vo Dang Bui Do Huynh Kim Park Choi Jung Kang Yoon Lim Han Seo Tanaka
Watanabe Yamamoto Nakamura Kobayashi Sato Fujita Ishikawa
Ferraro Esposito Romano Colombo Greco Marchetti Bellini Caruso Rinaldi Lombardi Moretti Gallo
Fernandes Pereira Carvalho Almeida Ribeiro Gomes Martins Sousa Oliveira Castillo Navarro Delgado
Morales Ortega Herrera Medina Vargas Guerrero Reyes Ramos Cruz Bautista Villanueva Mendoza Santos
Aquino Dela_Cruz
Kowalski Nowak Wisniewski Wojcik Kaminski Lewandowski Zielinski Szymanski Kozlowski Jankowski
Mazur Krawczyk Petrenko Kovalenko Shevchenko Bondarenko Ivanova Sokolov Popescu Ionescu Horvath
Papadopoulos Georgiou Nikolaidis Christodoulou Antoniou Karagiannis
O'Sullivan O'Brien O'Connor O'Donnell O'Mahony O'Keeffe McCarthy McNamara MacNeill Fitzgerald
Fitzpatrick Gallagher Kavanagh Brennan Dunne Moriarty Flanagan Quinlan Hennessy Lynch Cregan
Doherty Sheehan Mulcahy Tierney Costello Geraghty Breathnach Ni_Bhriain
MacLeod MacKenzie Munro Sutherland Buchanan Drummond Fraser Urquhart Menzies Lamont Kerr Galbraith
Llewellyn Pritchard Griffiths Bowen Vaughan Powell Prosser Meredith Jenkins Probert
Ashworth Thwaite Hargreaves Pickering Oldroyd Ramsbottom Cartwright Fairbrother Whitelaw Pennington
Blakemore Haverstock Winterbottom Longbottom Featherstone Satterthwaite Bellamy Greenhalgh Crowther
Holroyd Wetherell Stanhope Coverdale Lockwood Stainforth Oakley Fenwick Pemberton Radcliffe
Hartley Marsden Thorne Underwood Kingsley Ellery Harcourt Sinclair Rutherford Ainsworth Barraclough
Whitfield Lister Garside Tolley Fairweather Brightman
Tipene Ngata Te_Whata Parata Walker-Ngata Horomona Tuhiwai Karaka Mahuika Rangi Pomare
Fonoti Leota Tuilagi Faleolo Taufa Vainikolo Havili Latu Fifita
Mbeki Sithole Maseko Radebe Molefe Tshabalala
Van_der_Merwe Du_Plessis Van_Wyk Steyn Coetzee Kruger Joubert
Lindqvist Bergstrom Halvorsen Johansen Dekker Visser Jansen De_Vries Bakker Hendriks
Kowalczyk Dubois Lefebvre Moreau Girard Fontaine Tremblay Gagnon Bouchard Lavoie Cote Pelletier
Bergeron Leblanc Ouellet Thibodeaux Arsenault Boudreau
Abernathy Whitlock Calloway Pettigrew Haskins Dunbar Merriweather Goodnight Blackwood Holloway
Prescott Winslow Hatfield Coltrane Ridley Sutter Rainwater Yazzie Begay Tsosie Runningwater
Haldane Ormsby Quarrie Tennant Vickery Wragg Yelland Zetland
"""

NICK = {
    "Margaret": "Peggy", "Patricia": "Trish", "Dorothy": "Dot", "Winifred": "Winnie",
    "Reginald": "Reg", "Stanley": "Stan", "Douglas": "Doug", "Geoffrey": "Geoff",
    "Bartholomew": "Bart", "Cornelius": "Neil", "Krzysztof": "Kris", "Oluwaseun": "Seun",
    "Chukwuemeka": "Emeka", "Babatunde": "Tunde", "Konstantinos": "Kostas", "Padraig": "Paddy",
    "Ambrose": "Bro", "Gwendolyn": "Gwen", "Marjorie": "Madge", "Wojciech": "Wojtek",
}

STREET_STEMS = """
Alder Ashgrove Bramble Bracken Cobblers Larkspur Juniper Kestrel Foxglove Heron Willowmere
Quarry Tannery Ropewalk Mill Chapel Orchard Glebe Pinfold Smithy Wharf Saltings Beacon Tollgate
Harrow Ferndale Hazeldene Kingfisher Lapwing Linnet Marram Nettlebed Osprey Pennyroyal Quince
Rowan Sorrel Teasel Thistle Whinbush Yarrow Campion Celandine Dunnock Elderberry Gorse Hawthorn
Ivybridge Meadowsweet Primrose Redwing Sedge Swallowfield Wagtail Wrenfield Blackthorn Cloverleaf
Pohutukawa Kowhai Matai Rimu Totara Karaka Manuka Tawa Nikau Puriri
Wattle Banksia Jacaranda Ironbark Coolabah Grevillea Bottlebrush Lillypilly Melaleuca
Maplewood Birchwood Cedarridge Sycamore Tamarack Spruce Hollow Chickadee Cardinal Bluejay
Magnolia Pecan Dogwood Sassafras Buttonwood Cottonwood Bayberry Sandpiper Driftwood Seabreeze
Protea Acacia Marula Jakaranda Umdoni Fynbos Kloof Bergview
Gulmohar Ashoka Neem Champak Tulsi
"""

TOWNS = {
    "US": ["Fairhaven Falls", "Millbrook Junction", "Cedar Bluff", "Port Lorimer", "Ashby Crossing",
           "Greer Valley", "Halstead", "New Coventry", "Pinecrest Springs", "Tallow Creek",
           "Wexford Heights", "Brannock", "Dunmore City", "Elk Hollow", "Carver's Landing",
           "Mossburg", "Sutter Ridge", "Oakhurst Bend", "Lindell", "Quarry Gap", "Rushford Point",
           "Bellmont Park", "Stillwater Fork", "Harlan Mills"],
    "UK": ["Ashcombe", "Brindlecote", "Carrowby", "Denholme Vale", "Elsworth-on-Teme", "Fenstanton Magna",
           "Gillingford", "Hollingbury", "Kirkby Malzard", "Lowmoor", "Marstock", "Netherwick",
           "Otterbourne St Giles", "Pendlebury Cross", "Ravensclough", "Saltmarsh End", "Thornleigh",
           "Upper Wytham", "Wendlebury", "Yarncliffe", "Cwmderwen", "Llanfechan", "Kilbride Muir",
           "Strathlochy", "Ballykeel"],
    "IE": ["Ballinacurra", "Carrigmore", "Kilcolgan Bridge", "Dromkeen", "Rathcormac West",
           "Glenbrack", "Knockanore", "Lisdrum", "Moyvalley", "Ardnagashel", "Clonbur Cross",
           "Tullamore Road", "Castlegarde", "Ennisfarne", "Inishcree", "Bawnmore", "Derrylough",
           "Kilmacanogue East", "Ballyroan", "Scarteen"],
    "CA": ["Port Alderney", "Maple Ridge Crossing", "St. Armand", "Riviere-Bleue-Sud", "Kinsale Harbour",
           "Fort Dunvegan", "Prairie Hill", "Lac-Vermillon", "New Glasgow Mills", "Cranbrook Flats",
           "Elmvale Corners", "Hanley Bay", "Pointe-aux-Pins", "Red Willow", "Sable Narrows",
           "Thunder Cove", "Whitestone Lake", "Beauchemin"],
    "AU": ["Wattle Creek", "Bungaree South", "Coolabah Flat", "Yarrawonga Heights", "Mount Keira West",
           "Bellbird Park", "Kurrajong Vale", "Port Mullins", "Tarrabool", "Wirrinda", "Glenlyon Downs",
           "Marramarra", "Nerang Springs", "Bandicoot Bay", "Emu Plains North", "Kookaburra Ridge",
           "Wallaroo Point", "Tindale"],
    "NZ": ["Waitaroa", "Kaimanawa Bay", "Te Puketapu", "Rangiora Heights", "Ohaua", "Pohangina Valley",
           "Motukaraka", "Ngaruawahia East", "Tirohanga", "Kereru Flat", "Mangakino Springs", "Aramoana Point",
           "Whakatipu Rise", "Otaraia", "Hokianga Heads"],
    "ZA": ["Kleinfontein", "Umhlanga Rocks North", "Bergsig", "Mooiplaas", "Port Nolloth East",
           "Sandkloof", "Emalahleni Park", "Kwa-Mbonambi", "Rietvlei", "Soetwater", "Dennehof",
           "Ga-Mokone"],
    "IN": ["Kottamala", "Sundarapuram", "Vellanad", "Hosakote East", "Ramapuram", "Chandrapur Nagar",
           "Ambalapuzha North", "Devanahalli Cross", "Palarivattom West", "Kondapur Colony",
           "Gokulam Layout", "Shivaji Nagar East"],
}

SAINTS = ["St Aldric's", "St Brannoc's", "St Fionnan's", "St Maelor's", "St Odhran's", "St Cuthwin's",
          "St Ninian's", "St Elowen's", "St Ysolde's", "St Gerwyn's", "St Senan's", "St Mochua's",
          "Our Lady of Kilbrack", "St Eanswythe's", "St Austol's", "St Petroc's"]

HOSP_STEMS = ["Harrowgate Vale", "Kingsmere", "Foxhollow", "Oldcastle", "Brackenridge", "Riverside",
              "Thornbury Park", "Westmarch", "Eastfield", "Hollins Cross", "Lakeview", "Northgate",
              "Carrick Vale", "Highcliffe", "Brookhaven", "Summerhill", "Greystones Park",
              "Mount Elsinore", "Belvedere", "Seaview", "Larchmont", "Avonlea", "Copperbeech"]

PRACTICE_STEMS = ["Millbrook", "Ashgrove", "Castle Mead", "Riverbank", "Linden", "The Old Forge",
                  "Hazelwood", "Parkside", "Orchard Lane", "Harbourview", "Station Road", "Quayside",
                  "Bellfield", "Greenways", "Kingfisher", "Wayside", "Holly Tree", "Elmcroft",
                  "Southgate", "Brook Street", "Meadowbank", "Fairfield", "Cornerstone", "Tidewater"]

CAREHOME_STEMS = ["Rosemount", "Bramblewood", "Heatherlea", "Oaklands", "Willowbank", "Larkhill",
                  "Fernbrook", "Cherry Tree", "Sunnyside", "Beechcroft", "Ashlea", "Hollyhock",
                  "Marigold", "St Clement's", "Lavender Fields", "Greenacres", "Wisteria",
                  "Pinewood", "Silverbirch", "Kowhai Gardens", "Jacaranda Gardens", "Maple Court"]

CAREHOME_SUFFIX = ["Care Home", "Nursing Home", "Lodge", "House", "Residential Care", "Court Nursing Home",
                   "Manor", "Gardens Care Centre"]

WARD_NAMES = ["Kestrel Ward", "Linnet Ward", "Osprey Ward", "Heron Ward", "Ash Unit", "Rowan Ward",
              "Beech Ward", "Curlew Ward", "Primrose Ward", "Bluebell Ward", "Harrier Ward",
              "Kingfisher Unit", "Aspen Ward", "Tui Ward", "Kea Ward", "Wattle Ward", "Banksia Ward",
              "Maple Unit", "Cedar Ward", "Lotus Ward", "Jasmine Ward", "Protea Ward", "Ivy Ward"]

COMPANIES = ["Calder Freight Ltd", "Brightwater Foods", "Tamsin & Hale Solicitors", "Northcott Engineering",
             "Greyfriars Printing", "Maddox Joinery", "Pellow Haulage", "Riverside Motors", "Kilbride Dairies",
             "Corran Logistics", "Harlow & Finch Accountants", "Bluegate Cabs", "Sunrise Taxis",
             "Tern Island Ferries", "Oakridge Timber", "Copperline Electrical", "Westmoor Quarries",
             "Hollin Steelworks", "Prairie Grain Co-op", "Kauri Coast Dairies", "Southern Reef Charters",
             "Emerald Isle Coaches", "Ridgeback Mining", "Karoo Citrus Farms", "Lakshmi Textiles",
             "Meridian Couriers", "Penhallow Boatyard", "Stonebridge Bakery", "Tidewell Fisheries",
             "Fenwick & Daughters Builders", "Glenmoy Distillery", "Altamira Software", "Hartside Dental Lab"]

HOMECARE = ["Meridale Homecare", "Alderline Home Health", "CarePath Infusion Services",
            "Northlight Clinical Homecare", "Tidewell Nursing Services", "Bluewater Homecare",
            "Kinross Patient Services", "Healthbridge Homecare"]

TELECARE = ["Kerrigan Telecare", "SafeHands Alarm Response", "Lifeline Oakmere", "Beacon Telecare Services"]

CHURCHES = ["St Aldric's Parish Church", "Bethel Pentecostal Church", "Holy Trinity Kilbrack",
            "Grace Baptist Fellowship", "St Mochua's Church", "Ebenezer Chapel", "Our Lady Star of the Sea",
            "Sri Murugan Temple Society", "Al-Noor Mosque Centre", "First Methodist of Tallow Creek"]

CLUBS = ["Ashcombe Bowls Club", "Harbourview Golf Club", "Greer Valley Rotary", "Men's Shed Waitaroa",
         "Carrigmore GAA Club", "Lowmoor Male Voice Choir", "Tindale Surf Life Saving Club",
         "Port Alderney Curling Club", "Kingsmere Walking Football", "Brindlecote Allotment Society"]

SUPPORT = ["Shaky Hands Support Group", "Tremor Talk Cafe", "Movers and Shakers Walking Group",
           "Steady Steps Parkinson's Group", "Bright Mornings PD Circle", "Dance for PD Ashcombe",
           "Rock Steady Boxing Fairhaven", "Thursday Tremor Club"]

DRIVE_CENTRES = ["Regional Driving Assessment Centre", "Northern Mobility Centre",
                 "Fitness-to-Drive Service", "Driver Rehabilitation Clinic"]

# occupations of patients and relatives (PROFESSION); clinicians' titles are elsewhere
PROFESSIONS = ["joiner", "bus driver", "HGV driver", "taxi driver", "postman", "farmer", "civil engineer",
               "primary school teacher", "secondary school maths teacher", "accountant", "solicitor",
               "electrician", "plumber", "bricklayer", "welder", "fitter and turner", "dairy farmer",
               "shepherd", "fisherman", "boat builder", "librarian", "bank clerk", "shop manager",
               "hairdresser", "seamstress", "violinist", "piano teacher", "church organist", "chef",
               "baker", "butcher", "carpenter", "quantity surveyor", "architect", "pharmacist",
               "nurse", "midwife", "physiotherapist", "police officer", "firefighter", "soldier",
               "merchant seaman", "miner", "steelworker", "mill worker", "printer", "typesetter",
               "software developer", "IT consultant", "journalist", "graphic designer", "lecturer",
               "professor of chemistry", "vet", "dentist", "optician", "lorry driver", "forklift operator",
               "warehouse supervisor", "courier", "delivery driver", "crane operator", "tiler",
               "painter and decorator", "landscape gardener", "groundsman", "school caretaker",
               "care assistant", "social worker", "court stenographer", "dressmaker", "jeweller",
               "watchmaker", "antiques dealer", "estate agent", "insurance broker", "surveyor",
               "tram driver", "train driver", "airline pilot", "ferry deckhand", "sheep shearer",
               "orchardist", "vineyard manager", "cane farmer", "ranch hand", "long-haul trucker",
               "mail carrier", "high school principal", "customs officer", "tailor", "cobbler",
               "tea shop owner", "textile worker", "auto mechanic", "panel beater", "locksmith"]

# not PHI: clinicians' job titles (hard negatives)
CLIN_TITLES = {
    "neuro": ["Consultant Neurologist", "Consultant Neurologist", "Consultant in Movement Disorders",
              "Movement Disorders Neurologist", "Consultant Physician, Care of the Elderly",
              "Specialty Registrar, Neurology", "Clinical Fellow in Movement Disorders"],
    "nurse": ["Parkinson's Disease Nurse Specialist", "PD Nurse Specialist", "Movement Disorders CNS",
              "DBS Nurse Specialist", "Clinical Nurse Specialist", "Advanced Nurse Practitioner",
              "Community Neuro Nurse", "Staff Nurse", "Registered Nurse"],
    "surg": ["Consultant Neurosurgeon", "Functional Neurosurgery Fellow"],
    "ahp": ["Specialist Physiotherapist", "Speech and Language Therapist", "Occupational Therapist",
            "Dietitian", "Clinical Pharmacist", "Neuropsychologist", "Social Worker"],
    "admin": ["Medical Secretary", "Ward Clerk", "MDT Coordinator", "Clinic Administrator"],
    "radiol": ["Consultant Radiologist", "Nuclear Medicine Physician", "Clinical Scientist"],
}

INSURERS = {
    "US": ["Granite Mutual Health", "Bluewater Health Plans", "Keystone Senior Advantage",
           "Heartland Medigap Plan G", "Tri-Valley Health Partners"],
    "UK": ["Halcyon Health", "Wessex Provident", "Thistle Medical Assurance"],
    "IE": ["Corrib Health", "Shannonside Health Insurance", "Liffey Care Plan"],
    "CA": ["Maple Leaf Extended Health", "Northshore Benefits"],
    "AU": ["Southern Cross Fund", "Bluegum Health Fund", "Coral Coast Health"],
    "NZ": ["Totara Health Insurance", "Kiwicare Mutual"],
    "ZA": ["Ubuntu Medical Scheme", "Protea Health Fund", "Cape Medical Aid Society"],
    "IN": ["Sahyadri General Insurance", "Ganga Health Assure"],
}
