"""Invented pools for the dev168_en set: names, places, organisations, occupations.

Everything here is made up for the benchmark.  Lists are plain tuples so that
iteration order is fixed.
"""


def _w(s):
    return tuple(s.split())


# ---------------------------------------------------------------- given names
FIRST_F = _w("""
Abigail Adaeze Aisling Alejandra Amara Amelia Anika Annelise Antonia Ayesha
Beatriz Bethan Bronwen Camila Carys Catalina Chiamaka Chloe Ciara Dagny
Daniela Darcy Deepika Dorota Edith Eilidh Elena Elif Eloise Esperanza
Fatima Fenella Fiadh Freya Gabriela Gulnara Hana Harriet Hyun-jung Ifeoma
Ines Ingrid Isla Jadwiga Jasmine Jocelyn Josefina Kalinda Kamala Keziah
Lakshmi Leilani Leticia Liesel Lowri Lucia Mairead Malika Margit Mariam
Marisol Meera Mehwish Mei-Ling Milena Miriam Morwenna Nadia Naledi Nkechi
Noor Olwen Oksana Paloma Parveen Philippa Priya Rahel Renata Rhiannon
Rosalind Rukhsana Saoirse Sakura Shanice Shirin Siobhan Solveig Sunita
Tamsin Tatiana Thandiwe Theodora Ulrike Valentina Wanjiru Wilhelmina Ximena
Yasmin Yetunde Yuki Zainab Zofia Zuzana Agnieszka Bernadette Constance Delphine
Esme Florence Gwendolyn Honor Imogen Juniper Kerensa Lavinia Maude Nerys
Ottilie Perpetua Roisin Seren Temperance Una Verity Winifred
""")

FIRST_M = _w("""
Aarav Abdullahi Adebayo Alasdair Alejandro Alistair Amadou Anders Angus Arjun
Bartholomew Bogdan Brendan Callum Caoimhin Chidi Cillian Cormac Darius Deniz
Desmond Diego Dmitri Eamon Emeka Enrique Ezekiel Fergus Florin Gareth Gethin
Giorgos Gurpreet Hamish Haruto Hiroshi Hywel Idris Ifan Ignacio Imran Iwan
Jaroslav Javier Jin-woo Joaquin Kwabena Kwame Lachlan Leandro Lorcan Lucian
Magnus Malachy Mateusz Matthias Mehmet Mikael Mohammed Nikhil Niall Nnamdi
Obinna Olamide Oisin Osvaldo Padraig Pradeep Quentin Rafael Rashid Reuben
Rhodri Rohan Ruairi Sandeep Santiago Seamus Sebastian Siddharth Soren Stellan
Tadhg Tariq Teodor Thabo Tobias Tomasz Tunde Uchenna Vikram Wojciech Xavier
Yusuf Zoltan Ambrose Barnaby Cedric Crispin Digby Ephraim Fitzroy Horace
Jasper Leopold Montgomery Norbert Oswin Percival Rupert Silas Thaddeus
Wendell Winston Clement Everett Lionel
""")

MIDDLE_INITIALS = _w("A B C D E F G H J K L M N P R S T V W")

# -------------------------------------------------------------------- surnames
SURNAMES = _w("""
Abernathy Achterberg Adeyemi Agarwal Ahlstrom Akhtar Alcantara Aldridge
Amundsen Anand Arbuthnot Arkwright Asante Atherton Babatunde Bachmann Bairstow
Balogun Banerjee Barraclough Bartosz Bazzi Beauchamp Belmonte Benedetti
Bhattacharya Birkett Blackwood Blomqvist Bose Brannigan Brightwell Brzezinski
Buchanan Calloway Carvalho Castellanos Chakraborty Chaudhry Cheng Chinwe
Chowdhury Cieslak Coker Colquhoun Contreras Cruickshank Cunliffe Dalgleish
Danjuma Dasgupta Delacroix Demir Desai Dimitriou Dobrowolski Donnelly Drummond
Dubois Duckworth Dunleavy Eckhardt Edmondson Ekwueme Elsworth Esposito
Etherington Fairbrother Falconer Farrugia Fennimore Fernandes Figueroa
Finnegan Fitzgerald Fontaine Forsythe Fortescue Fujimoto Gallagher Garrido
Gathercole Ghosh Giordano Goldberg Gonsalves Gopal Greenhalgh Grimshaw
Gunawardena Gutierrez Haddad Halvorsen Hammond Haralambous Hargreaves Hashimi
Hathaway Hennessy Herrera Hoang Holmqvist Honeysett Hosseini Huddleston
Ibrahim Idowu Iqbal Ishikawa Iwu Jablonski Jankowski Jaramillo Jayasuriya
Jessop Kaczmarek Kamau Kapoor Karlsson Kavanagh Kealoha Kerrigan Khumalo
Kinsella Kobayashi Kowalczyk Krishnamurthy Kuznetsov Lachance Lamberti
Langford Larkin Latimer Lautenbach Lindqvist Llewellyn Lombardi Lopes
Lundgren Macaulay MacAskill Mahlangu Makinde Malhotra Mallory Marchetti
Margolis Mbeki McAllister McCreadie McGonigle Medina Mehta Mensah Mistry
Montague Moreau Moynihan Mukherjee Murtagh Nakamura Nakashima Nascimento
Ndlovu Nekrasov Nguyen Nikolaidis Njoroge Northcott Nowakowski Nwachukwu
Nyberg Obi Ochoa Odhiambo Ogunleye Okafor Okonkwo Oliveira Olusegun Onyango
Ormerod Ortega Osei Ostrowski Oyelaran Pacheco Padmanabhan Pankhurst Papadakis
Parekh Pellegrino Pemberton Penhaligon Petrovic Pickering Pillai Plunkett
Popescu Postlethwaite Prendergast Pritchard Quarshie Quigley Radcliffe
Rahman Ramaswamy Rasmussen Ravensworth Reinholt Renwick Ribeiro Rimmer
Rosenthal Rossiter Rutkowski Saavedra Sadiq Salazar Santangelo Sarkar
Satterthwaite Schofield Sekibo Sepulveda Shackleton Shakespeare Sharma
Shimizu Siddiqui Silvestri Sinclair Sithole Skelton Slattery Sokolov Soto
Stavros Stojanovic Strachan Subramaniam Sutcliffe Szymanski Takahashi
Tanaka Tembo Thackeray Thistlewood Threlfall Tiwari Toivonen Tremayne
Trevelyan Tsang Uchenna Underhill Urquhart Valdivia Vasquez Venkatesan
Villanueva Vukovic Wainwright Wakefield Warburton Wasilewski Wetherall
Whitcombe Wickramasinghe Wiśniewski Worthington Wozniak Yamamoto Yeboah
Yilmaz Zamora Zielinski Zubiri Ackroyd Bellweather Cardew Dunsmore Eldridge
Frobisher Golightly Hollingsworth Inglewood Kettleborough Lockhart Merriweather
Nettleship Oakenfold Pendlebury Quennell Rowbotham Stainthorpe Tolliver
""")
# keep pure ASCII so that lower-casing never changes a string's length
SURNAMES = tuple(s for s in SURNAMES if s.isascii())

NICKNAMES = {
    "Abigail": "Abby", "Alejandro": "Alex", "Bartholomew": "Bart",
    "Philippa": "Pippa", "Theodora": "Teddie", "Wilhelmina": "Mina",
    "Montgomery": "Monty", "Percival": "Percy", "Gwendolyn": "Gwen",
    "Rosalind": "Ros", "Tatiana": "Tanya", "Sebastian": "Seb",
    "Nikhil": "Nik", "Valentina": "Val", "Leopold": "Leo",
}

# ------------------------------------------------------------------- US places
US_CITIES = (
    ("Dayton", "OH", "Ohio", "454"), ("Toledo", "OH", "Ohio", "436"),
    ("Springfield", "IL", "Illinois", "627"), ("Peoria", "IL", "Illinois", "616"),
    ("Worcester", "MA", "Massachusetts", "016"), ("Lowell", "MA", "Massachusetts", "018"),
    ("Albany", "NY", "New York", "122"), ("Syracuse", "NY", "New York", "132"),
    ("Fresno", "CA", "California", "937"), ("Bakersfield", "CA", "California", "933"),
    ("Tacoma", "WA", "Washington", "984"), ("Spokane", "WA", "Washington", "992"),
    ("Boise", "ID", "Idaho", "837"), ("Tucson", "AZ", "Arizona", "857"),
    ("Amarillo", "TX", "Texas", "791"), ("Waco", "TX", "Texas", "767"),
    ("Lubbock", "TX", "Texas", "794"), ("Savannah", "GA", "Georgia", "314"),
    ("Macon", "GA", "Georgia", "312"), ("Greenville", "SC", "South Carolina", "296"),
    ("Asheville", "NC", "North Carolina", "288"), ("Roanoke", "VA", "Virginia", "240"),
    ("Allentown", "PA", "Pennsylvania", "181"), ("Erie", "PA", "Pennsylvania", "165"),
    ("Lansing", "MI", "Michigan", "489"), ("Kalamazoo", "MI", "Michigan", "490"),
    ("Duluth", "MN", "Minnesota", "558"), ("Rochester", "MN", "Minnesota", "559"),
    ("Madison", "WI", "Wisconsin", "537"), ("Cedar Rapids", "IA", "Iowa", "524"),
    ("Topeka", "KS", "Kansas", "666"), ("Omaha", "NE", "Nebraska", "681"),
    ("Billings", "MT", "Montana", "591"), ("Reno", "NV", "Nevada", "895"),
    ("Pueblo", "CO", "Colorado", "810"), ("Santa Fe", "NM", "New Mexico", "875"),
    ("Chattanooga", "TN", "Tennessee", "374"), ("Mobile", "AL", "Alabama", "366"),
    ("Baton Rouge", "LA", "Louisiana", "708"), ("Gainesville", "FL", "Florida", "326"),
    ("Pensacola", "FL", "Florida", "325"), ("Burlington", "VT", "Vermont", "054"),
    ("Portland", "ME", "Maine", "041"), ("Manchester", "NH", "New Hampshire", "031"),
    ("New Haven", "CT", "Connecticut", "065"), ("Wilmington", "DE", "Delaware", "198"),
    ("Fort Wayne", "IN", "Indiana", "468"), ("Lexington", "KY", "Kentucky", "405"),
    ("Little Rock", "AR", "Arkansas", "722"), ("Tulsa", "OK", "Oklahoma", "741"),
    ("Eugene", "OR", "Oregon", "974"), ("Provo", "UT", "Utah", "846"),
    ("Sioux Falls", "SD", "South Dakota", "571"), ("Fargo", "ND", "North Dakota", "581"),
    ("Anchorage", "AK", "Alaska", "995"), ("Hilo", "HI", "Hawaii", "967"),
)

US_TOWNS_EXTRA = _w("Millbrook Harlow Fenwick Oakdale Riverton Ashby Clearwater Dunmore "
                    "Elkhorn Greystone Hollister Kingsford Lakemont Maplewood Northfield")

# ------------------------------------------------------------------- UK places
# (town, county, postcode area)
UK_TOWNS = (
    ("Leeds", "West Yorkshire", "LS"), ("Bradford", "West Yorkshire", "BD"),
    ("Halifax", "West Yorkshire", "HX"), ("Sheffield", "South Yorkshire", "S"),
    ("Doncaster", "South Yorkshire", "DN"), ("York", "North Yorkshire", "YO"),
    ("Harrogate", "North Yorkshire", "HG"), ("Preston", "Lancashire", "PR"),
    ("Blackburn", "Lancashire", "BB"), ("Lancaster", "Lancashire", "LA"),
    ("Chester", "Cheshire", "CH"), ("Crewe", "Cheshire", "CW"),
    ("Stockport", "Greater Manchester", "SK"), ("Wigan", "Greater Manchester", "WN"),
    ("Carlisle", "Cumbria", "CA"), ("Durham", "County Durham", "DH"),
    ("Sunderland", "Tyne and Wear", "SR"), ("Norwich", "Norfolk", "NR"),
    ("Ipswich", "Suffolk", "IP"), ("Colchester", "Essex", "CO"),
    ("Chelmsford", "Essex", "CM"), ("Cambridge", "Cambridgeshire", "CB"),
    ("Peterborough", "Cambridgeshire", "PE"), ("Lincoln", "Lincolnshire", "LN"),
    ("Derby", "Derbyshire", "DE"), ("Nottingham", "Nottinghamshire", "NG"),
    ("Leicester", "Leicestershire", "LE"), ("Shrewsbury", "Shropshire", "SY"),
    ("Hereford", "Herefordshire", "HR"), ("Worcester", "Worcestershire", "WR"),
    ("Gloucester", "Gloucestershire", "GL"), ("Swindon", "Wiltshire", "SN"),
    ("Salisbury", "Wiltshire", "SP"), ("Exeter", "Devon", "EX"),
    ("Plymouth", "Devon", "PL"), ("Truro", "Cornwall", "TR"),
    ("Taunton", "Somerset", "TA"), ("Dorchester", "Dorset", "DT"),
    ("Reading", "Berkshire", "RG"), ("Guildford", "Surrey", "GU"),
    ("Maidstone", "Kent", "ME"), ("Canterbury", "Kent", "CT"),
    ("Brighton", "East Sussex", "BN"), ("Chichester", "West Sussex", "PO"),
    ("Oxford", "Oxfordshire", "OX"), ("Luton", "Bedfordshire", "LU"),
    ("Swansea", "West Glamorgan", "SA"), ("Wrexham", "Clwyd", "LL"),
    ("Dundee", "Angus", "DD"), ("Inverness", "Highland", "IV"),
    ("Paisley", "Renfrewshire", "PA"), ("Ayr", "Ayrshire", "KA"),
    ("Newry", "County Down", "BT"), ("Omagh", "County Tyrone", "BT"),
)

STREET_NAMES = _w("""
Elm Oak Rowan Hawthorn Laburnum Juniper Cedar Aspen Willow Sycamore Chestnut
Linden Magnolia Poplar Larch Alder Holly Heather Primrose Bluebell Foxglove
Meadow Orchard Millstone Quarry Tannery Weaver Cooper Fletcher Mason Chandler
Harbour Beacon Lighthouse Ferry Bridge Canal Station Church Chapel Abbey
Priory Castle Kingsway Queensway Victoria Albert Windsor Balmoral Sandringham
Highfield Brookfield Greenacre Fairview Hillcrest Ridgeway Westbourne
Northgate Southfield Eastwood Lakeside Riverside Park Garden Market Mill
""")
US_SUFFIX = _w("Street Avenue Road Drive Lane Court Boulevard Place Way Terrace Circle Parkway")
US_SUFFIX_ABBR = _w("St Ave Rd Dr Ln Ct Blvd Pl Way Ter Cir Pkwy")
UK_SUFFIX = _w("Road Street Lane Avenue Close Crescent Drive Grove Gardens Way Terrace Mews Row Walk")

# ------------------------------------------------------------- care providers
US_HOSP_STEMS = _w("""Lakeshore Cedar_Valley Riverbend Mercy_Ridge Northfield Bayview
Pine_Hollow Granite_Falls Summit_Crest Willowbrook Copper_Canyon Harborview
Meadowlark Prairie_Star Silver_Creek Blue_Heron Oak_Hill Fairhaven Kestrel_Point
Stonebridge""")
US_HOSP_KINDS = ("Medical Center", "Memorial Hospital", "Regional Medical Center",
                 "General Hospital", "Community Hospital", "University Hospital",
                 "Health Center")
US_SAINTS = ("St. Brendan's", "St. Agnes", "St. Jude Thaddeus", "St. Columba's",
             "Holy Cross", "Our Lady of Mercy", "St. Hilda's", "St. Ignatius")
US_CLINICS = ("Westgate Imaging Center", "Pinecrest Family Practice",
              "Harbor Point Urgent Care", "Sunrise Women's Clinic",
              "Maple Grove Internal Medicine", "Tri-Lakes Orthopedic Associates",
              "Northside Pulmonary Group", "Elmwood Pediatrics",
              "Copperfield Oncology Associates", "Valley Vista Dialysis Center",
              "Brookhaven Skilled Nursing Facility", "Redstone Outpatient Surgery Center",
              "Canyon View Cardiology", "Lakeside Infusion Clinic",
              "Kestrel Point Hospice")

UK_HOSP_STEMS = _w("""Wexbridge Harrowfield Ashdown Kingsmere Thornbury Halesworth
Penrose Castlegate Aldermoor Brackenfield Netherby Whitmoor Fallowfield
Greyfriars Lowther Marshfield Oakenshaw Redcliffe Sedgemoor Tillingham""")
UK_HOSP_KINDS = ("General Hospital", "Royal Infirmary", "District General Hospital",
                 "Community Hospital", "University Hospital", "Hospital")
UK_SAINTS = ("St Aldhelm's Hospital", "St Cuthbert's Hospital", "St Winifred's Hospital",
             "St Oswald's Hospital", "St Bartholomew-in-the-Fields Hospital",
             "St Mungo's Infirmary", "St Teilo's Hospital")
UK_PRACTICES = ("Elm Park Surgery", "Brookside Medical Practice", "The Old Forge Surgery",
                "Castle Mead Health Centre", "Riverside Medical Group",
                "Beacon Hill Surgery", "Holloway Lane Practice", "Priory Fields Surgery",
                "Kingfisher Medical Centre", "Station Road Surgery",
                "Meadowbank Health Centre", "Abbey Gate Medical Practice",
                "Willow Tree Surgery", "The Ridgeway Practice", "Harbourside Health Centre",
                "Fairfield Care Home", "Rosemount Nursing Home", "Lavender Court Care Home")
UK_GP = tuple(x for x in UK_PRACTICES if "Home" not in x)
UK_WARDS = ("Rowan Ward", "Beech Ward", "Kingfisher Ward", "Nightingale Ward",
            "Hawthorn Ward", "Osprey Ward", "Larch Ward", "Bluebell Ward",
            "Heron Ward", "Cavell Ward", "Aspen Ward", "Puffin Ward",
            "Fleming Ward", "Seacole Ward", "Lister Unit", "Harebell Unit",
            "Skylark Ward", "Curlew Ward", "Juniper Ward", "Wren Ward")
US_UNITS = ("Hartwell Cardiac Step-Down Unit", "Greenway Oncology Unit", "Bishop Surgical Unit",
            "Sorensen Heart Institute", "Maplewood Cancer Center", "Larkspur Medical Unit",
            "Calloway Rehab Unit", "Tamarack Transplant Unit", "Redwood Ortho-Spine Unit",
            "Juniper Geriatric Unit")
BUILDINGS = ("Pemberton Building", "Wolfson Block", "Garrick House", "Thornton Wing",
             "Arkwright Pavilion", "Linacre Building", "Fennimore Annex",
             "Old Nurses' Home", "Tower B Annex", "Kestrel House",
             "Marlowe Building", "Jubilee Wing", "Coronation Block", "Sandford House")

# -------------------------------------------------------------- organisations
REF_LABS = ("Meridian Reference Laboratories", "Northway Diagnostics",
            "Coldharbour Genomics", "Helix Point Molecular",
            "Tri-State Toxicology Services", "Sapphire Pathology Partners",
            "Lakeland Specialty Labs", "Granite Peak Reference Lab",
            "Avonmere Molecular Diagnostics", "Castleford Virology Services")
COURIERS = ("Swiftline Medical Couriers", "RapidVial Logistics", "BlueArrow Courier Co",
            "MedRun Transport", "Citylink Specimen Services", "Northern Star Despatch",
            "Pelican Express Couriers", "ColdChain Direct")
BLOOD_SUPPLIERS = ("Tri-County Blood Alliance", "Heartland Blood Services",
                   "Northern Counties Blood Centre", "Lifeflow Donor Network",
                   "Crimson Valley Blood Bank Cooperative")
INSURERS = ("Bluestone Health Plan", "Keystone Mutual Health", "Evergreen Care Alliance",
            "Harborline Insurance Co", "Summit Shield Health", "Cornerstone Benefit Plans",
            "Pioneer Family Health Plan", "Aurora Medicaid Partners")
UK_INSURERS = ("Albion Private Health", "Thistle Medical Assurance", "Hartwell Health Cover")
EMPLOYERS = ("Acme Freight", "Brightwater Poultry Farms", "Kessler Steelworks",
             "Halden Shipyard", "Northgate Primary School", "Ridgeway Academy",
             "Old Mill Bakery", "Tannery Lane Garage", "Silverline Buses",
             "Fairbrother & Sons Builders", "Crestview Care Agency",
             "Moorside Quarry Ltd", "Pembroke Textiles", "Beacon Hill Veterinary Practice",
             "Cobalt Roofing Co", "Sunnyvale Nursery", "Harbour Fish Market Co-op",
             "Lakeside Water Treatment Works", "St Brigid's Parish Church",
             "Greenleaf Landscaping", "Riverside Pet Grooming", "Vantage Mining Corp")

COUNTRIES = ("Portugal", "Nigeria", "Ghana", "India", "Pakistan", "Bangladesh",
             "Philippines", "Poland", "Romania", "Brazil", "Mexico", "Kenya",
             "Thailand", "Vietnam", "Egypt", "Turkey", "Peru", "Guatemala",
             "Sierra Leone", "Ireland", "Canada", "Spain", "Morocco", "Jamaica",
             "Nepal", "Somalia", "Ukraine", "Sri Lanka", "Indonesia", "Colombia")

PROFESSIONS = (
    "welder", "roofer", "bricklayer", "scaffolder", "plumber", "electrician",
    "farmer", "poultry farmer", "dairy farmer", "shepherd", "abattoir worker",
    "fishmonger", "baker", "chef", "school teacher", "teaching assistant",
    "nursery worker", "bus driver", "lorry driver", "taxi driver", "postman",
    "miner", "quarry worker", "shipyard worker", "boilermaker", "pipefitter",
    "hairdresser", "nail technician", "care assistant", "veterinary nurse",
    "zookeeper", "carpenter", "joiner", "painter and decorator", "plasterer",
    "accountant", "solicitor", "software engineer", "librarian", "pharmacist",
    "firefighter", "police officer", "prison officer", "soldier", "lifeguard",
    "sewage worker", "cleaner", "warehouse operative", "forklift driver",
    "dental nurse", "pest controller", "gardener", "tree surgeon", "potter",
    "stonemason", "car mechanic", "sheet metal worker", "insulation installer",
    "textile worker", "dock worker", "laboratory technician", "airline pilot",
    "cabin crew", "missionary", "aid worker", "shipbuilder", "civil engineer", "nurse",
    "midwife", "paramedic", "security guard", "bar manager", "journalist", "architect",
)

RELATIONS = ("wife", "husband", "daughter", "son", "mother", "father", "sister",
             "brother", "partner", "niece", "nephew", "grandson", "granddaughter",
             "neighbour", "carer", "friend", "son-in-law", "daughter-in-law")
REL_SEX = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "mother": "F",
           "father": "M", "sister": "F", "brother": "M", "niece": "F", "nephew": "M",
           "grandson": "M", "granddaughter": "F", "son-in-law": "M", "daughter-in-law": "F"}
SHORT_BLOCK = ("MRI", "CT", "PET", "ICU", "NHS", "GP", "DGH", "UH", "ED", "RI", "GH", "MC",
               "HC", "CH", "SH", "MH", "RMC", "CHS", "HOS")

EMAIL_DOMAINS = ("example.com", "example.org", "example.net")
