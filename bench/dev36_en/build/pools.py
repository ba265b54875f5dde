"""Invented pools: given names, surnames, places, institutions, occupations.

Every entry here is made up for this evaluation set or is a generic word.
Surnames that collide with eponyms used in the clinical text (Rankin, Barthel,
Epworth, Gleason, Mayo, Forrest, Wilson, Gilbert, Barrett, Child, Pugh ...) are
left out on purpose, as are given names that are also month names.
"""

FEMALE = """
Margaret Susan Linda Patricia Barbara Elizabeth Jennifer Karen Helen Sandra Deborah Carol Sharon
Michelle Laura Sarah Rebecca Rachel Emma Olivia Sophie Charlotte Hannah Chloe Megan Lucy Amy Jessica
Katie Gemma Claire Fiona Siobhan Aoife Niamh Ciara Orla Sinead Roisin Grainne Caoimhe Eileen Maureen
Bridget Kathleen Noreen Dympna Mairead Isla Eilidh Morag Kirsty Ailsa Catriona Rhiannon Cerys Bethan
Sian Ffion Nia Gwen Heather Joan Dorothy Irene Marjorie Beverley Tracey Leanne Kylie Shannon Brooke
Tayla Jacinta Bronwyn Kiri Aroha Mereana Ngaire Hinemoa Losa Mele Ana Lupe Malia Priya Anjali Sunita
Kavita Deepa Meera Lakshmi Nisha Pooja Harpreet Gurpreet Manjit Farzana Nusrat Shabnam Ayesha Fatima
Sadia Rukhsana Tahmina Mei Xiuying Lina Hui Yuki Aiko Haruka Minji Jiwoo Seoyeon Thuy Lan Linh Ngoc Hoa
Chiamaka Ngozi Adaeze Funmilayo Yetunde Abena Akosua Wanjiru Nyokabi Amara Zanele Thandiwe Nomvula
Halima Hodan Faduma Sahra María Guadalupe Rosa Carmen Lucía Ximena Valentina Daniela Alejandra Yesenia
Marisol Consuelo Layla Noor Yasmin Rania Huda Mariam Samira Leila Dalia Agnieszka Katarzyna Magdalena
Olena Oksana Irina Svetlana Natalia Ioana Mihaela Jelena Ivana Giulia Francesca Chiara Eleni Despina
Sofia Ingrid Astrid Sigrid Annelie Margarida Inês Beatriz Maricel Rowena Jocelyn Analyn Leilani Kalani
Tamar Miriam Esther Rivka Dana Sara Nadia Renée Geneviève Chantal Mélanie Josée Isabelle Nathalie
Zoë Imogen Harriet Philippa Tamsin Jemima Esme Freya Maeve Saoirse Róisín Teagan Brianna Destiny
Keisha Tanisha Latoya Shonda Ebony Alicia Monique Yolanda Bernadette Colleen Trudy Glenys Myfanwy
""".split()

MALE = """
James John Robert Michael William David Richard Thomas Christopher Daniel Matthew Anthony Steven
Paul Andrew Kenneth Kevin Brian George Edward Ronald Timothy Jason Jeffrey Gary Ryan Eric Stephen
Peter Graham Nigel Trevor Colin Derek Keith Barry Gareth Rhys Dylan Owain Iwan Callum Fraser Hamish
Angus Lachlan Euan Alasdair Seamus Padraig Cian Oisin Eoin Declan Ciaran Donal Fergal Colm Tadhg
Liam Conor Darragh Brendan Noel Jarrah Bruce Shane Wayne Brett Mitchell Tane Wiremu Hemi Rawiri
Tamati Manaia Sione Tevita Viliami Sefa Rajesh Sanjay Vikram Arjun Rohan Amit Suresh Mohan Harjit
Gurdeep Jaswinder Balwinder Imran Tariq Asif Faisal Kamran Shahid Rizwan Anwar Wei Hao Jian Tao
Hiroshi Kenji Takeshi Daisuke Minjun Jiho Seungwoo Minh Tuan Duc Quang Huy Chinedu Emeka Obinna
Oluwaseun Babatunde Adebayo Kwame Kofi Yaw Kwabena Kamau Otieno Baraka Sipho Thabo Mandla Abdi
Mohamed Abdirahman Yusuf José Luis Carlos Juan Miguel Jorge Alejandro Javier Eduardo Rafael Héctor
Ramón Ahmed Omar Khalid Hassan Karim Sami Bilal Hamza Nabil Walid Piotr Tomasz Krzysztof Marek
Andrzej Oleksandr Dmytro Sergei Dmitri Vasile Bogdan Goran Nikola Giuseppe Marco Luca Alessandro
Stavros Nikos Yiannis Lars Henrik Sven Pieter João Tiago Rui Rolando Ramil Jomar Kai Keoni Avi
Yosef Eitan Mathieu Étienne François Pierre Benoît Gaétan Desmond Clive Rupert Alistair Hugo Jasper
Tyrone DeShawn Marcus Terrence Leroy Darnell Cedric Reginald Vernon Clifford Lionel Ernest Cyril
""".split()

NICK = {
    "Robert": ["Bob", "Rob", "Bobby"], "William": ["Bill", "Billy", "Liam"], "Margaret": ["Peggy", "Maggie", "Meg"],
    "Elizabeth": ["Liz", "Beth", "Lizzie"], "James": ["Jim", "Jimmy", "Jamie"], "Michael": ["Mike", "Mick", "Mikey"],
    "Christopher": ["Chris", "Kit"], "Patricia": ["Pat", "Trish"], "Kathleen": ["Kath", "Kathy"],
    "Anthony": ["Tony", "Ant"], "Thomas": ["Tom", "Tommy"], "Edward": ["Ted", "Eddie", "Ned"],
    "Richard": ["Rick", "Dick", "Richie"], "Deborah": ["Deb", "Debbie"], "Rebecca": ["Becky", "Bec"],
    "Jennifer": ["Jen", "Jenny"], "Kenneth": ["Ken", "Kenny"], "Timothy": ["Tim"], "Daniel": ["Dan", "Danny"],
    "Barbara": ["Barb", "Babs"], "Alejandro": ["Alex", "Alejo"], "Francesca": ["Frankie", "Fran"],
    "Oluwaseun": ["Seun"], "Babatunde": ["Tunde"], "Funmilayo": ["Funmi"], "Katarzyna": ["Kasia"],
    "Matthew": ["Matt"], "Andrew": ["Andy", "Drew"], "Stephen": ["Steve"], "Steven": ["Steve"],
    "Dorothy": ["Dot", "Dottie"], "Samira": ["Sami"], "Bernadette": ["Bernie"], "Philippa": ["Pip", "Pippa"],
    "Alasdair": ["Ally"], "Padraig": ["Paddy"], "Seamus": ["Shay"], "Giuseppe": ["Beppe", "Joe"],
    "Jaswinder": ["Jas"], "Gurpreet": ["Preet"], "Wiremu": ["Wi"], "Ronald": ["Ron", "Ronnie"],
}

SURNAMES = """
Taylor Clarke Hughes Edwards Turner Walker Wright Robinson Thompson Harris Martin Jackson Wood Hall Lewis
Harrison Cooper Allen Morris Moore Watson Shaw Bennett Cook Carter Phillips Parker Chapman Russell
Pearson Fletcher Holt Greenwood Ashworth Pickering Thornton Blackwell Whitfield Hargreaves Lockwood
Sutcliffe Kershaw Ainsworth Bradshaw Oakley Pennington Radcliffe Sheldon Tindall Winslow Yardley Hollis
Fenwick Bramley Calloway Dunmore Eastwood Fairbairn Gilmore Hatherley Ibbotson Jessop Kendrick Langford
Merriman Northcott Ogden Prentice Quayle Rowntree Stanhope Thackeray Underwood Vickers Wadsworth Yates
Ellery Colbourne O'Brien O'Sullivan Kelly Byrne Ryan O'Connor O'Neill Doyle McCarthy Gallagher Doherty
Kennedy Quinn Brennan Moran Fitzgerald Dunne Kavanagh Nolan Keane Flanagan Mulligan Hegarty Carragher
Tierney Geraghty Cullinane Whelan Costigan Brosnan Scanlon Madigan McGrath Farrelly Lenihan MacLeod
Campbell Stewart Robertson MacDonald Fraser Sinclair Munro Urquhart Cameron Ferguson Drummond Menzies
Buchanan McIntyre Lamont Jones Davies Evans Williams Griffiths Price Pritchard Llewellyn Bowen Powell
Vaughan Rees Prosser Patel Shah Sharma Gupta Singh Kaur Sandhu Gill Dhillon Chopra Mehta Iyer Nair Menon
Pillai Reddy Rao Krishnan Subramanian Banerjee Chatterjee Mukherjee Bose Das Khan Hussain Ahmed Qureshi
Chaudhry Malik Rahman Uddin Begum Siddiqui Perera Fernando Jayasuriya Wickramasinghe Chen Wang Zhang Liu
Huang Zhao Zhou Lin Tan Lim Ng Wong Cheung Chan Leung Lau Tanaka Suzuki Watanabe Yamamoto Nakamura
Kobayashi Sato Kim Park Lee Choi Jung Kang Nguyen Tran Pham Vu Dang Bui Hoang Huynh Okafor Okonkwo
Adeyemi Adebayo Oyelaran Nwosu Eze Obi Balogun Ogunleye Mensah Asante Boateng Owusu Appiah Kamau
Odhiambo Otieno Mwangi Wanjiku Njoroge Ndlovu Dlamini Khumalo Nkosi Mokoena Abdullahi Warsame Farah
Hassan Yusuf Osman Tesfaye Bekele Haile Girma García Rodríguez Martínez Hernández López González Pérez
Sánchez Ramírez Torres Flores Rivera Gómez Díaz Morales Ortiz Gutiérrez Castillo Mendoza Ruiz Vargas
Castro Romero Herrera Medina Aguilar Delgado Navarro Salazar Haddad Khoury Nasser Saleh Mansour Hamdan
Aziz Rahimi Karimi Hosseini Abbasi Tehrani Farouk El-Sayed Barakat Kowalski Nowak Wiśniewski Wójcik
Kamińska Lewandowski Zieliński Szymańska Kovalenko Shevchenko Bondarenko Petrenko Ivanova Popescu
Ionescu Dumitru Horvat Novak Petrović Jovanović Kovač Rossi Russo Ferrari Esposito Bianchi Romano
Colombo Ricci Marino Greco Papadopoulos Georgiou Nikolaidis Karagiannis Andersen Nielsen Hansen Larsen
Johansson Lindqvist Berg Jansen Bakker Visser Silva Santos Ferreira Pereira Oliveira Costa Almeida
Reyes Santiago Bautista Villanueva Tuilagi Fifita Taufa Faleolo Ngata Tipene Parata Horomona Tremblay
Gagnon Côté Gauthier Morin Lavoie Fortin Pelletier Bélanger Lévesque Bergeron Cohen Levy Friedman Katz
Rosenberg Goldberg Shapiro Abernethy Bellamy Cartwright Dalgleish Featherstone Gorringe Hemsworth
Inglis Jardine Kilbride Lomax Macaulay Nettleton Ormerod Pemberton Rutherford Strachan Trelawney
Upton Wetherell Ashdown Blenkinsop Crompton Dewhurst Eccleston Fothergill Gascoigne Haslam Illingworth
Kirkbride Lambourne Moorcroft Nuttall Openshaw Postlethwaite Ridley Scarisbrick Threlfall Walmsley
Achterberg Brennan-Hayes Da Silva De Luca Van Dijk O'Driscoll McAllister Mac Giolla Rua Ní Bhriain
""".split("\n")

# multiword surnames in the last line need care: rebuild the list properly
_s = []
for line in SURNAMES:
    line = line.strip()
    if not line:
        continue
    if line.startswith("Achterberg"):
        _s += ["Achterberg", "Brennan-Hayes", "Da Silva", "De Luca", "Van Dijk", "O'Driscoll", "McAllister",
               "Mac Giolla Rua", "Ní Bhriain"]
    else:
        _s += line.split()
SURNAMES = []
for s in _s:
    if s not in SURNAMES:
        SURNAMES.append(s)

MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTVW")

# ---------------------------------------------------------------- places
# invented towns per locale; states, provinces, regions and countries are real.
US_TOWNS = """Millbrook Falls|Carver Junction|East Halloway|Port Aldridge|Fenwick Springs|Larkspur Hollow|Brandt City|
Wexley|Cobalt Ridge|New Harlow|Ashgrove|Tillman Bay|Stony Creek Crossing|Redfern Heights|Calder Mills|
Prescott Landing|Whitby Grove|Sorrel Valley|Hadley Point|Marrow Lake|Quincy Bluffs|Delmont Park|Ridgeway Falls|
Oriel|Kinsey|Alder Bend|Summit Ferry|Lindale Crossing|Gable Harbor|Cresthaven|Tamarack Flats|Beaumont Shoals|
Harrow Glen|Pellston Creek|Wynnewood Hills|Coldwater Mesa|Bexley Station|Pinecastle|Sagebrush Junction|Lorimer""".replace("\n", "").split("|")

US_STATES = [("Massachusetts", "MA", (1, 2)), ("New York", "NY", (10, 14)), ("Pennsylvania", "PA", (15, 19)),
             ("Ohio", "OH", (43, 45)), ("Illinois", "IL", (60, 62)), ("Texas", "TX", (75, 79)),
             ("California", "CA", (90, 96)), ("Washington", "WA", (98, 99)), ("Florida", "FL", (32, 34)),
             ("Georgia", "GA", (30, 31)), ("Michigan", "MI", (48, 49)), ("Minnesota", "MN", (55, 56)),
             ("Colorado", "CO", (80, 81)), ("Arizona", "AZ", (85, 86)), ("Oregon", "OR", (97, 97)),
             ("North Carolina", "NC", (27, 28)), ("Virginia", "VA", (22, 24)), ("Tennessee", "TN", (37, 38)),
             ("Wisconsin", "WI", (53, 54)), ("Missouri", "MO", (63, 65)), ("Indiana", "IN", (46, 47)),
             ("Kentucky", "KY", (40, 42)), ("New Jersey", "NJ", (7, 8)), ("Maryland", "MD", (20, 21)),
             ("Connecticut", "CT", (6, 6)), ("Iowa", "IA", (50, 52)), ("Oklahoma", "OK", (73, 74)),
             ("Kansas", "KS", (66, 67)), ("Nebraska", "NE", (68, 69)), ("Utah", "UT", (84, 84)),
             ("New Mexico", "NM", (87, 88)), ("Nevada", "NV", (89, 89)), ("Maine", "ME", (4, 4)),
             ("Vermont", "VT", (5, 5)), ("New Hampshire", "NH", (3, 3))]

UK_TOWNS = """Ashby Moreton|Little Fenwick|Thornbury Cross|Market Halston|Harrowden|Castle Eddington|Stoke Pelham|
Upper Marlow|Bramwell|Netherby St Giles|Wendlebury Green|Coldharbour|Blackmoor Edge|Ravensby|Hollins Green|
Westerleigh Down|Chorley Bank|Sutton Abbas|Eastcote Magna|Kirkby Lonsdale Moor|Fellbeck|Oakenshaw Bridge|
Pelham Wick|Saltmarsh Quay|Tolleshunt Parva|Brackenthwaite|Middlecombe|High Ashcott|Gorsey Bank|Wraxton""".replace("\n", "").split("|")
UK_COUNTIES = ["Kent", "Lancashire", "Yorkshire", "West Yorkshire", "Derbyshire", "Cheshire", "Somerset",
               "Devon", "Norfolk", "Suffolk", "Essex", "Cumbria", "Shropshire", "Herefordshire", "Dorset",
               "Wiltshire", "Lincolnshire", "Northumberland", "Durham", "Staffordshire", "Warwickshire",
               "Gloucestershire", "Hampshire", "Surrey", "Oxfordshire", "Powys", "Gwynedd", "Fife"]
UK_PC_AREAS = ["HX", "LS", "BD", "YO", "TS", "NE", "CA", "LA", "PR", "BB", "OL", "SK", "ST", "TF", "SY", "LD",
               "HR", "GL", "BA", "TA", "EX", "TQ", "PL", "TR", "DT", "SP", "SO", "PO", "BN", "TN", "CT", "ME",
               "CM", "CO", "IP", "NR", "PE", "LN", "DN", "HU", "NG", "LE", "CV", "NN", "MK", "LU", "SG", "AL",
               "HP", "OX", "RG", "GU", "KT", "SM", "CR", "BR", "DA", "RM", "IG", "EN", "WD", "HA", "UB", "TW", "SL"]

CA_TOWNS = """Port Maitland Shores|Saint-Aurèle|Lac-Bruneau|Cedar Narrows|Kinross Falls|Morrow Bay|Ferncliff|
Gander Pines|Rivière-aux-Saules|Tamblyn|North Corbett|Elkhorn Ridge|Bracebridge Mills|Sainte-Odile|Harlan Cove|
Wolfe Lake|Aspen Coulee|Fort Denholm|Lunenburg Heights|Mistral Bay|Pembury|Caribou Flats""".replace("\n", "").split("|")
CA_PROV = [("Ontario", "ON", "KLMNP"), ("Quebec", "QC", "GHJ"), ("British Columbia", "BC", "V"),
           ("Alberta", "AB", "T"), ("Manitoba", "MB", "R"), ("Saskatchewan", "SK", "S"),
           ("Nova Scotia", "NS", "B"), ("New Brunswick", "NB", "E"), ("Newfoundland and Labrador", "NL", "A"),
           ("Prince Edward Island", "PE", "C")]

AU_TOWNS = """Wattle Creek|Koonawarra Heights|Bellbird Flat|Yarrindale|Murrabit East|Banksia Ridge|Port Carrick|
Kurrajong Vale|Coolabah Springs|Goonawarra|Tallowwood|Mirrabooka Park|Ironbark Gully|Currawong Bay|Jindalee Downs|
Lilli Pilli Point|Tambourine Flat|Bunyip Creek|Warrigal Plains|Quandong|Mallee Cross|Pindari""".replace("\n", "").split("|")
AU_STATES = [("New South Wales", "NSW", (2000, 2599)), ("Victoria", "VIC", (3000, 3999)),
             ("Queensland", "QLD", (4000, 4899)), ("South Australia", "SA", (5000, 5799)),
             ("Western Australia", "WA", (6000, 6799)), ("Tasmania", "TAS", (7000, 7470)),
             ("Australian Capital Territory", "ACT", (2600, 2620)), ("Northern Territory", "NT", (800, 899))]

IE_TOWNS = """Ballydrennan|Kilcarrow|Rathmoyle|Carrowkeel Bridge|Drumfinn|Knockaderry West|Templebrack|Clonbarra|
Inishcorr|Glenmullan|Ballinacorra Upper|Castlebrack|Kilmeadan West|Rathcorrig|Annaghbeg|Lisduff Cross|
Moneygall Bridge|Carrigmore""".replace("\n", "").split("|")
IE_COUNTIES = ["Cork", "Kerry", "Galway", "Clare", "Kildare", "Meath", "Louth", "Sligo", "Donegal", "Tipperary",
               "Limerick", "Wexford", "Wicklow", "Kilkenny", "Offaly", "Laois", "Westmeath", "Cavan",
               "Monaghan", "Leitrim", "Roscommon", "Longford", "Carlow", "Waterford", "Dublin"]
IE_ROUTING = ["A65", "A92", "D04", "D08", "D15", "D24", "T12", "T23", "H91", "H54", "V94", "V92", "X91",
              "R93", "F92", "F91", "P31", "P72", "Y35", "E91", "E25", "N37", "W23", "W91", "K67", "C15"]

NZ_TOWNS = """Pūriri Bay|Kahikatea Downs|Rangimoana|Waitahi|Matairangi|Karaka Point|Ōtāne Heights|Kōwhai Grove|
Maunga Vale|Tōtara Flat|Whareroa Springs|Pāhautea|Kererū Hill|Aramoana Bay|Te Koraha|Mātaitai|Hīnau Valley""".replace("\n", "").split("|")
NZ_REGIONS = [("Auckland", (600, 2699)), ("Waikato", (3200, 3999)), ("Bay of Plenty", (3000, 3199)),
              ("Canterbury", (7300, 8099)), ("Otago", (9000, 9599)), ("Northland", (110, 599)),
              ("Hawke's Bay", (4100, 4299)), ("Taranaki", (4300, 4699)), ("Southland", (9700, 9899)),
              ("Wellington", (5000, 6999)), ("Manawatū-Whanganui", (4400, 4999)), ("Nelson", (7010, 7099)),
              ("Gisborne", (4010, 4099)), ("Marlborough", (7200, 7299))]

STREET_ROOTS = """Elm Maple Oak Cedar Willow Birch Ash Rowan Hawthorn Linden Juniper Laurel Holly Chestnut Sycamore
Poplar Hazel Alder Beech Larch Magnolia Myrtle Ivy Heather Bracken Fern Thistle Clover Primrose Bluebell Meadow
Orchard Mill Church Station Bridge Harbour Quarry Forge Tannery Ropewalk Kiln Granary Abbey Priory Castle
Chapel Market Victoria Albert Kingsley Wellesley Fairview Highfield Greenbank Riverside Lakeview Hillcrest
Summerhill Woodlands Brookside Parkside Westbury Northgate Southview Eastfield Ridgeway Longmeadow Stonebridge
Kestrel Heron Curlew Plover Lark Wren Osprey Kingfisher Magpie Tūī Kōwhai Pōhutukawa Rimu Mānuka Kauri
Wattle Banksia Jacaranda Waratah Grevillea Bottlebrush Ironbark Coolabah Bluegum Casuarina Tamarind
Carnegie Dalton Ellison Fairfax Garfield Harding Irving Jefferson Kendall Lowell Madison Newcomb Prescott
Quimby Radford Sheridan Thatcher Vance Whitman Yardley""".split()
US_ST_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court", "Ct",
                "Boulevard", "Blvd", "Way", "Place", "Pl", "Terrace", "Circle"]
UK_ST_SUFFIX = ["Road", "Street", "Lane", "Close", "Crescent", "Gardens", "Avenue", "Terrace", "Mews", "Grove",
                "Drive", "Way", "Rise", "Walk", "Court", "Place", "View"]
AU_ST_SUFFIX = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Parade", "Crescent", "Cres", "Court", "Ct",
                "Drive", "Dr", "Place", "Pl", "Close", "Terrace", "Circuit", "Way", "Grove"]
IE_ST_SUFFIX = ["Road", "Street", "Avenue", "Park", "Grove", "Terrace", "Lawn", "Crescent", "Drive", "Heights",
                "Court", "Close", "View", "Lane"]

BUILDINGS = ["Harbour View Apartments", "Kingsmead Court", "Lindenhof Tower", "The Maltings", "Rosewood Lodge",
             "Beacon House", "Calder Tower", "Wren House", "Seaview Mansions", "Orchard Heights",
             "Copperfield Building", "Palisade Towers", "Foundry Lofts", "Regent Arcade", "Tannery Wharf"]
LANDMARKS = ["Riverside Park", "the Calder Street bus station", "Millbrook Falls Mall", "Harlow Lake boat ramp",
             "Westfield Plaza", "the Pelham Road roundabout", "Gable Harbor marina", "St Aidan's churchyard",
             "the Ropewalk shopping centre", "Beaumont Shoals beach", "Quarry Hill reserve",
             "the Tannery Lane car park", "Kestrel Point lookout", "Northgate shopping centre",
             "the Fenwick Springs library", "Bellbird Flat showgrounds", "Kilcarrow GAA grounds"]

# ---------------------------------------------------------------- institutions
HOSP_STEMS_ALL = ["Fenwick", "Halston", "Calder", "Prescott", "Lakeshore", "Harrowden", "Marlow", "Kinross",
              "Wattle Creek", "Rangimoana", "Kilcarrow", "Ravensby", "Ashgrove", "Tillman", "Beaumont",
              "Wexley", "Delmont", "Redfern", "Thornbury", "Goonawarra", "Waitahi", "Rathmoyle", "Pembury",
              "Hadley", "Whitby", "Larkspur", "Sorrel", "Quandong", "Matairangi", "Clonbarra", "Coldwater",
              "Bexley", "Yarrindale", "Tamblyn", "Ferncliff", "Netherby", "Bramwell", "Kahikatea", "Drumfinn"]
SAINTS = ["St Adelaide's", "St Aldhelm's", "St Brigid's", "St Columba's", "St Ignatius", "St Winifred's",
          "St Fintan's", "St Cuthbert's", "St Anselm's", "St Perpetua's", "Holy Cross", "Mercy", "Our Lady's",
          "St Oswin's", "St Hilda's", "St Kevin's"]
HOSP_PATTERNS = {
    "US": ["{stem} Memorial Hospital", "{stem} Regional Medical Center", "{saint} Medical Center",
           "{stem} University Hospital", "{stem} Valley Health", "{stem} General Hospital",
           "{stem} Community Hospital", "{saint} Hospital"],
    "UK": ["Royal {stem} Infirmary", "{saint} Hospital", "{stem} General Hospital", "{stem} District Hospital",
           "{stem} Community Hospital", "{stem} University Hospital", "Royal {stem} Hospital"],
    "CA": ["{stem} General Hospital", "{stem} Regional Health Centre", "{saint} Hospital",
           "{stem} Health Sciences Centre", "{stem} District Hospital"],
    "AU": ["{stem} Base Hospital", "{stem} Hospital", "{saint} Hospital", "{stem} Private Hospital",
           "{stem} Health Service", "Royal {stem} Hospital"],
    "IE": ["University Hospital {stem}", "{saint} Hospital", "{stem} Regional Hospital", "{stem} General Hospital",
           "{saint} University Hospital"],
    "NZ": ["{stem} Hospital", "{stem} Base Hospital", "{saint} Hospital", "{stem} Health Centre"],
}
PRACTICE_PATTERNS = {
    "US": ["{stem} Family Medicine", "{stem} Primary Care Associates", "{root} Street Family Practice",
           "{stem} Internal Medicine Group", "{root} Health Partners"],
    "UK": ["{root} Surgery", "{root} Medical Practice", "The {root} Health Centre", "{stem} Medical Group",
           "{root} Lane Surgery"],
    "CA": ["{stem} Family Health Team", "{root} Medical Clinic", "{stem} Community Health Centre",
           "Clinique médicale {root}"],
    "AU": ["{root} Family Practice", "{stem} Medical Centre", "{root} Street Medical", "{stem} GP Clinic"],
    "IE": ["{root} Medical Centre", "{stem} Family Practice", "{root} Street Surgery", "{root} Primary Care Centre"],
    "NZ": ["{root} Medical Centre", "{stem} Health Centre", "{root} Family Doctors", "Te Whare Hauora {stem}"],
}
PHARMACY_PATTERNS = ["{root} Pharmacy", "{stem} Chemist", "{root} Street Pharmacy", "CarePlus Pharmacy {stem}",
                     "{stem} Discount Drug Store", "{root} Apothecary"]
DAY_UNITS = ["Hazel Day Unit", "Larch Day Unit", "Bluebell Unit", "Laurel Suite", "Medical Day Unit", "Ambulatory Care Unit"]
WARD_NAMES = ["Rowan Ward", "Heron Ward", "Larch Ward", "Kestrel Ward", "Ashdown Ward", "Curlew Ward",
              "Willow Ward", "Pōhutukawa Ward", "Osprey Ward", "Beech Ward", "Wren Ward", "Jacaranda Ward",
              "Ward 7B", "Ward 4A", "Ward 12", "Ward 21", "Ward 3 North", "Ward 6 East", "Ward 9C",
              "Ashdown Stroke Unit", "Hawthorn Unit",
              "Kōwhai Ward", "Waratah Ward", "St Brendan's Ward", "Sycamore Ward", "5 West", "7 South"]

ORGS_EMPLOYER = ["Harlow Freight Lines", "Brightwater Logistics", "Kestrel Engineering", "Greystone Construction",
                 "Coastal Fresh Foods", "Redline Couriers", "Tui Dairies Ltd", "Northgate Bank",
                 "Ironbark Mining Co", "Millbrook Unified School District", "Calder Mills Paper Co",
                 "Pelham Precision Castings", "Westerleigh Borough Council", "Fenwick Springs Fire Department",
                 "Marlow Valley Vineyards", "Bexley Station Auto Body", "Summit Ferry Marine",
                 "Quandong Shire Council", "Harbour City Taxis", "Ravensby Glass Works", "Sorrel Valley Farms",
                 "Aramoana Fisheries", "Lunenburg Boatworks", "Delmont Data Systems", "Beaumont Shoals Resort",
                 "Kilcarrow Co-op Creamery", "Cobalt Ridge Quarries", "Tillman Bay Seafoods"]
ORGS_SCHOOL = ["St Fintan's National School", "Ashgrove High School", "Kinross Falls Secondary School",
               "Wattle Creek Primary School", "Harrowden Academy", "Rangimoana College",
               "Prescott Community College", "Sainte-Odile Elementary", "Hollins Green Primary"]
ORGS_CHURCH = ["Calder Mills Baptist Church", "St Aidan's Parish", "Grace Fellowship of Wexley",
               "Redfern Heights Kingdom Hall", "Mātaitai Marae", "Ravensby Methodist Chapel",
               "Al-Noor Community Mosque of Port Aldridge", "Beth Shalom of Cresthaven"]
INSURERS = {
    "US": ["Meridian Health Plan", "Unity Mutual Health", "Beacon Assure", "Harbor Shield", "Keystone CarePlus",
           "Prairie Blue Health", "Summit Choice HMO", "Atlas Medicare Advantage"],
    "CA": ["Maple Shield Benefits", "Northern Trust Group Insurance", "Laurentian Assurance"],
    "AU": ["Wattle Mutual Health", "Southern Ranges Health Fund", "Coral Coast Health Cover"],
    "IE": ["Clarion Health Insurance", "Shamrock Assure", "Emerald Health Cover"],
    "NZ": ["Kōwhai Health Cover", "Harbourline Insurance"],
    "UK": ["Albion Private Health", "Wessex Assure"],
}
LAB_COMPANIES = ["Keystone Reference Laboratories", "Pathwest Diagnostics", "Meridian Pathology",
                 "Halcyon Labs", "Southern Cross Pathology Partners", "NorthStar Diagnostics",
                 "Atlas Clinical Laboratories"]
HOMECARE = ["Alcura Homecare", "Sciensus Direct", "CareLink Home Infusion", "BioNova Homecare",
            "Pinnacle Specialty Pharmacy", "HomeFlow Infusions"]
DME = ["AirLife Respiratory Supplies", "BreatheWell Home Medical", "SomnoCare Services", "Oxyline Homecare",
       "RestEasy Sleep Solutions", "Pacific Respiratory Services"]

PROFESSIONS = ["welder", "primary school teacher", "secondary school teacher", "electrician", "plumber",
               "dairy farmer", "sheep farmer", "truck driver", "HGV driver", "bus driver", "accountant",
               "solicitor", "paralegal", "software developer", "chef", "hairdresser", "office cleaner",
               "carpenter", "bricklayer", "warehouse operative", "forklift operator", "registered nurse",
               "police officer", "firefighter", "coal miner", "fisherman", "shearer", "builder", "mechanic",
               "taxi driver", "rideshare driver", "sales representative", "bank teller", "librarian",
               "civil engineer", "architect", "line cook", "security guard", "care assistant",
               "childcare worker", "painter and decorator", "landscaper", "roofer", "sheet metal worker",
               "machinist", "factory worker", "call centre agent", "veterinary nurse", "dental hygienist",
               "real estate agent", "journalist", "graphic designer", "university lecturer", "barista",
               "courier", "postal worker", "labourer", "stonemason", "airline pilot", "flight attendant",
               "commercial diver", "sex worker", "home health aide", "pharmacy technician", "scaffolder",
               "tiler", "crane operator", "boilermaker", "school bus driver", "retail manager",
               "bookkeeper", "dockworker", "abattoir worker", "meat packer", "panel beater", "glazier",
               "hospital porter", "psychotherapist", "social worker", "gardener", "tree surgeon",
               "jockey", "nail technician", "butcher", "seamstress", "upholsterer", "printer",
               "train conductor", "delivery driver", "nanny", "cattle rancher", "ski instructor",
               "lifeguard", "sommelier", "piano teacher", "shipping clerk", "insurance broker"]

COUNTRIES_BIRTH = ["Nigeria", "Kenya", "India", "Pakistan", "the Philippines", "Vietnam", "Poland", "Romania",
                   "Portugal", "Ghana", "Zimbabwe", "South Africa", "Somalia", "Ethiopia", "Bangladesh",
                   "Sri Lanka", "China", "Malaysia", "Samoa", "Tonga", "Fiji", "Italy", "Greece", "Brazil",
                   "Mexico", "Ukraine", "Eritrea", "Uganda", "Sudan", "Afghanistan", "Iraq", "Syria",
                   "Haiti", "Jamaica", "El Salvador", "Guatemala", "Colombia", "Peru", "Nepal", "Myanmar",
                   "Cambodia", "Lebanon", "Iran", "Malawi", "Zambia", "Democratic Republic of the Congo"]
COUNTRIES_TRAVEL = ["Thailand", "Indonesia", "Kenya", "Tanzania", "Uganda", "India", "Ghana", "Nigeria",
                    "Brazil", "Peru", "Vietnam", "Cambodia", "Mexico", "Guatemala", "Morocco", "Egypt",
                    "South Africa", "Malawi", "Sierra Leone", "Papua New Guinea", "Sri Lanka", "Nepal",
                    "Bangladesh", "the Philippines", "Colombia", "Bolivia", "Madagascar", "Mozambique",
                    "Senegal", "Cameroon", "Laos", "Spain", "Portugal", "Greece", "Turkey", "Croatia"]

EMAIL_DOMAINS = ["examplemail.com", "mailbox.example", "inbox.example.net", "example.org", "webmail.example.com",
                 "post.example.co.uk", "example.net.au", "mail.example.ie", "example.co.nz", "letterbox.example"]

HOSP_STEMS = ["Fenwick", "Halston", "Calder", "Prescott", "Lakeshore", "Harrowden", "Marlow", "Ravensby",
              "Ashgrove", "Beaumont", "Hadley", "Whitby"]
LOCAL_STEMS = {
    "US": [t for t in US_TOWNS if len(t.split()) <= 2] + ["Lakeshore", "Prescott", "Calder", "Beaumont"],
    "UK": [t for t in UK_TOWNS if len(t.split()) <= 2] + ["Halston", "Harrowden", "Ravensby", "Thornbury"],
    "CA": [t for t in CA_TOWNS if len(t.split()) <= 2] + ["Kinross", "Pembury", "Tamblyn", "Ferncliff"],
    "AU": [t for t in AU_TOWNS if len(t.split()) <= 2] + ["Goonawarra", "Yarrindale", "Quandong"],
    "IE": [t for t in IE_TOWNS if len(t.split()) <= 2] + ["Kilcarrow", "Rathmoyle", "Clonbarra", "Drumfinn"],
    "NZ": [t for t in NZ_TOWNS if len(t.split()) <= 2] + ["Rangimoana", "Waitahi", "Matairangi", "Kahikatea"],
}
