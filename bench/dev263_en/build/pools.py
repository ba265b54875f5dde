"""Invented pools of names, places and organisations for dev263_en.

Every entry here was made up for this set; any match with a real person,
place or business is unintended.  Lists are plain tuples so iteration order
is fixed.
"""

FEMALE = (
    "Margaret", "Patricia", "Susan", "Janet", "Maureen", "Eileen", "Doreen", "Beryl",
    "Gwen", "Sian", "Rhiannon", "Aoife", "Siobhan", "Niamh", "Catriona", "Morag",
    "Fiona", "Priya", "Anjali", "Sunita", "Harpreet", "Noor", "Fatima", "Aisha",
    "Samira", "Yasmin", "Mei", "Ling", "Hui", "Yuki", "Keiko", "Min-ji", "Linh",
    "Ngoc", "Maria", "Lucia", "Carmen", "Ana", "Guadalupe", "Rosa", "Ines",
    "Agnieszka", "Katarzyna", "Olena", "Svetlana", "Ivana", "Zofia", "Marta", "Ewa",
    "Chiamaka", "Ngozi", "Adaeze", "Folake", "Abena", "Amina", "Wanjiru", "Thandiwe",
    "Lerato", "Kalani", "Mere", "Losana", "Hine", "Aroha", "Ingrid", "Astrid",
    "Sigrid", "Annelise", "Colette", "Genevieve", "Manon", "Chantal", "Josee",
    "Giulia", "Francesca", "Rosaria", "Concetta", "Despina", "Eleni", "Sofia",
    "Dimitra", "Leah", "Miriam", "Rivka", "Esther", "Beverley", "Sharon", "Tracey",
    "Kylie", "Leanne", "Shannon", "Chloe", "Jade", "Courtney", "Brianna", "Latoya",
    "Keisha", "Imani", "Dolores", "Consuelo", "Ruth", "Edna", "Mildred", "Gladys",
    "Hazel", "Ivy", "Nell", "Marjorie", "Vera", "Olive", "Pauline", "Bernadette",
    "Rosalind", "Freya", "Isla", "Harriet", "Poppy", "Zara", "Nadia", "Leila",
    "Parisa", "Shirin", "Elif", "Ayse", "Zeynep", "Rukhsana", "Shabnam", "Tahmina",
    "Nasreen", "Efua", "Precious", "Blessing", "Grace", "Joy", "Marisol", "Xiomara",
    "Tuyet", "Hoa", "Jasmine", "Kamala", "Lakshmi", "Deepa", "Kavitha", "Meenakshi",
    "Bronwyn", "Glenys", "Raewyn", "Narelle", "Tanisha", "Dawn", "Lorraine", "Wendy",
    "Carol", "Brenda", "Sandra", "Gail", "Philippa", "Imogen", "Tamsin", "Hannelore",
    "Birgit", "Renate", "Malgorzata", "Halina", "Oksana", "Iryna", "Dragana", "Mirela",
    "Hélène", "Josée", "Inês", "Zoë", "Noémie", "Marguerite", "Solange", "Yolanda",
)

MALE = (
    "John", "David", "Robert", "Michael", "Keith", "Derek", "Trevor", "Nigel",
    "Graham", "Alan", "Bryn", "Gareth", "Dafydd", "Ciaran", "Padraig", "Seamus",
    "Hamish", "Angus", "Rajesh", "Sanjay", "Gurpreet", "Imran", "Tariq", "Omar",
    "Yusuf", "Hassan", "Wei", "Jun", "Hiroshi", "Kenji", "Duc", "Minh", "Tuan",
    "Jose", "Luis", "Carlos", "Miguel", "Joao", "Piotr", "Tomasz", "Andriy",
    "Dmitri", "Milan", "Chukwuemeka", "Oluwaseun", "Kwame", "Kofi", "Tendai", "Sipho",
    "Tane", "Sione", "Lars", "Nils", "Henrik", "Jean-Pierre", "Luc", "Marcel",
    "Giuseppe", "Salvatore", "Nikos", "Giorgos", "Avi", "Moshe", "Darnell", "DeShawn",
    "Tyrone", "Cody", "Travis", "Dale", "Wayne", "Barry", "Clive", "Reg", "Stanley",
    "Arthur", "Wilfred", "Cyril", "Frank", "Ernest", "Lionel", "Desmond", "Winston",
    "Errol", "Delroy", "Ahmad", "Reza", "Mehmet", "Emre", "Faisal", "Bilal", "Kamal",
    "Ravi", "Arjun", "Vikram", "Santiago", "Mateo", "Diego", "Akira", "Taro", "Hemi",
    "Callum", "Euan", "Rhys", "Owain", "Declan", "Eamon", "Lachlan", "Bevan", "Shane",
    "Craig", "Dwayne", "Marlon", "Rupert", "Jasper", "Ignatius", "Florin", "Bogdan",
    "Stanislaw", "Jaroslav", "Thabo", "Ifeanyi", "Emeka", "Abdullahi", "Mustafa",
    "Rémi", "Stéphane", "Gaëtan", "Benoît", "Andrés", "Joaquín",
)

SURNAMES = (
    "Ashworth", "Brennan", "Calloway", "Dunmore", "Ellwood", "Fairclough", "Greaves",
    "Hargreaves", "Ingleby", "Jowett", "Kershaw", "Lightfoot", "Marsden", "Nuttall",
    "Oldroyd", "Pickles", "Quarmby", "Rushworth", "Sutcliffe", "Thwaite", "Uttley",
    "Varley", "Whitaker", "Yeadon", "Pryce", "Llewellyn", "Vaughan", "Rees", "Prothero",
    "MacLeod", "Mackenzie", "Urquhart", "Drummond", "Ferguson", "O'Sullivan", "McGrath",
    "Fitzgerald", "Nolan", "Kavanagh", "Doherty", "Quigley", "Sharma", "Patel",
    "Chaudhry", "Iqbal", "Hussain", "Bhatt", "Venkatesan", "Subramaniam", "Nair",
    "Menon", "Sandhu", "Gill", "Dhillon", "Grewal", "Rahman", "Begum", "Chowdhury",
    "Uddin", "Akhtar", "Nguyen", "Tran", "Pham", "Vo", "Huynh", "Chen", "Wong",
    "Zhang", "Liu", "Lam", "Tanaka", "Watanabe", "Sato", "Kim", "Park", "Choi",
    "Garcia", "Rodriguez", "Hernandez", "Morales", "Castillo", "Oliveira", "Santos",
    "Ferreira", "Kowalski", "Nowak", "Wisniewska", "Zielinski", "Kovalenko",
    "Shevchenko", "Petrovic", "Horvat", "Novak", "Okafor", "Adeyemi", "Okonkwo",
    "Mensah", "Boateng", "Asante", "Mwangi", "Otieno", "Ndlovu", "Dlamini", "Moyo",
    "Tuilagi", "Fifita", "Ngata", "Te Rangi", "Parata", "Lindqvist", "Johansson",
    "Halvorsen", "Tremblay", "Gagnon", "Bouchard", "Lefebvre", "Pelletier", "Russo",
    "Esposito", "Romano", "Bianchi", "Papadopoulos", "Georgiou", "Katz", "Goldberg",
    "Levy", "Friedman", "Washington", "Robinson", "Coleman", "Bennett", "Fletcher",
    "Holloway", "Abbott", "Kaplan", "Yilmaz", "Demir", "Karimi", "Hosseini", "Haddad",
    "Khoury", "Nasser", "Abdi", "Farah", "Warsame", "Ito", "Quispe", "Mamani",
    "Chavez", "Delgado", "Featherstone", "Blackwood", "Crabtree", "Dewhurst",
    "Entwistle", "Gledhill", "Haworth", "Illingworth", "Kitchingman", "Mottram",
    "Ormerod", "Pennington", "Ramsbottom", "Stansfield", "Tattersall", "Wadsworth",
    "Van der Berg", "De Vries", "Jansen", "Visser", "Osei", "Addo", "Nkemelu",
    "Ekwueme", "Bello", "Balogun", "Achterberg", "St-Onge", "Desjardins", "Beaulieu",
    "Lavoie", "Ouellet", "Côté", "Bergeron", "Kuznetsova", "Popescu", "Ionescu",
    "Szabo", "Toth", "Dvorak", "Lindgren", "Sorensen", "Mikkelsen", "Thorsen",
    "Aldous", "Penhaligon", "Trevithick", "Pascoe", "Nankervis", "Truscott",
    "Beaumont", "Carrington", "Delacroix", "Hollingsworth", "Merriweather",
)

NICKNAMES = (
    ("Margaret", "Peggy"), ("Patricia", "Trish"), ("Robert", "Bob"), ("Michael", "Mick"),
    ("Susan", "Sue"), ("Beverley", "Bev"), ("Wilfred", "Wilf"), ("Ernest", "Ernie"),
    ("Stanley", "Stan"), ("Dolores", "Lola"), ("Katarzyna", "Kasia"), ("Rosaria", "Ro"),
    ("Francesca", "Frankie"), ("Bernadette", "Bernie"), ("Derek", "Del"),
    ("Giuseppe", "Joe"), ("Reg", "Reggie"), ("Philippa", "Pip"), ("Concetta", "Connie"),
)

# ---------------------------------------------------------------- places
TOWN_HEAD = (
    "Ash", "Brock", "Cald", "Dun", "Elm", "Fern", "Gras", "Hart", "Kel", "Lang",
    "Mar", "Nor", "Oak", "Pen", "Rad", "Sel", "Thorn", "Wick", "Yar", "Bram",
    "Coll", "Hay", "Lox", "Mill", "Stan", "Wren", "Whin", "Brad", "Fox", "Ravens",
    "Sax", "Tarn", "Holm", "Kirk", "Lin", "Gorse", "Heron", "Cran", "Bel", "Rook",
)
TOWN_TAIL_UK = (
    "bridge", "by", "ford", "ham", "ley", "mouth", "stead", "ton", "wick", "worth",
    "combe", "field", "thorpe", "borough", "hurst", "minster", "dale",
)
TOWN_TAIL_AU = (
    " Creek", " Heights", " Downs", " Vale", " Flat", " Springs", "ton", "ville",
    " Point", " Park", "ford", " Ridge", " Plains",
)
TOWN_TAIL_US = (
    "ville", " Falls", " Springs", "burg", "field", " Grove", "ton", " Junction",
    " Hollow", " City", "port", " Crossing", "wood",
)
TOWN_TAIL_CA = (
    "ville", " Falls", " Harbour", " Lake", "ford", "ton", " Bay", " Landing",
    " Crossing", "view", " River",
)
UK_COUNTIES = (
    "Kestrelshire", "North Ambleshire", "Fenmoor", "East Wrensdale", "Loxleyshire",
    "Marchmont", "Westerdale", "Cragmoor", "South Harbury", "Wexmoor", "Tamsford",
)
US_COUNTY_HEAD = ("Harlan", "Beckett", "Marlow", "Sedley", "Quarry", "Tolland", "Wyeth",
                  "Corbin", "Eastman", "Garrow")

AU_STATES = (  # abbrev, name, postcode first digits
    ("NSW", "New South Wales", ("2",)), ("VIC", "Victoria", ("3",)),
    ("QLD", "Queensland", ("4",)), ("SA", "South Australia", ("5",)),
    ("WA", "Western Australia", ("6",)), ("TAS", "Tasmania", ("7",)),
    ("ACT", "Australian Capital Territory", ("26", "29")),
)
US_STATES = (
    ("MA", "Massachusetts", ("01", "02")), ("NY", "New York", ("10", "12", "14")),
    ("PA", "Pennsylvania", ("15", "17", "19")), ("OH", "Ohio", ("43", "44", "45")),
    ("MI", "Michigan", ("48", "49")), ("IL", "Illinois", ("60", "61", "62")),
    ("MN", "Minnesota", ("55", "56")), ("TX", "Texas", ("75", "77", "78")),
    ("CO", "Colorado", ("80", "81")), ("AZ", "Arizona", ("85", "86")),
    ("WA", "Washington", ("98", "99")), ("OR", "Oregon", ("97",)),
    ("CA", "California", ("90", "93", "95")), ("GA", "Georgia", ("30", "31")),
    ("NC", "North Carolina", ("27", "28")), ("FL", "Florida", ("32", "33", "34")),
    ("WI", "Wisconsin", ("53", "54")), ("VT", "Vermont", ("05",)),
    ("ME", "Maine", ("04",)), ("NM", "New Mexico", ("87", "88")),
)
CA_PROVINCES = (
    ("ON", "Ontario", "KLMNP"), ("BC", "British Columbia", "V"), ("AB", "Alberta", "T"),
    ("MB", "Manitoba", "R"), ("NS", "Nova Scotia", "B"), ("QC", "Quebec", "GHJ"),
    ("SK", "Saskatchewan", "S"), ("NB", "New Brunswick", "E"),
    ("NL", "Newfoundland and Labrador", "A"),
)
UK_POST_AREAS = ("KT", "WX", "FM", "LX", "HR", "CM", "TQ", "BD", "YH", "NR", "WE", "AM")

STREET_NAMES = (
    "Elm", "Rowan", "Mill", "Church", "Station", "Victoria", "Albert", "Meadow",
    "Orchard", "Kingfisher", "Heather", "Larch", "Beech", "Chestnut", "Willow",
    "Hawthorn", "Sycamore", "Primrose", "Bluebell", "Foxglove", "Ferncliffe",
    "Harbour", "Quarry", "Tannery", "Ropewalk", "Wattle", "Banksia", "Jacaranda",
    "Grevillea", "Ironbark", "Magnolia", "Dogwood", "Maple", "Birch", "Cedar",
    "Spruce", "Tamarack", "Laurier", "Wellington", "Pioneer", "Settlers",
    "Lighthouse", "Bellbird", "Currawong", "Paperbark", "Acacia", "Juniper",
    "Marigold", "Poplar", "Hollybush", "Cobblers", "Weavers", "Saddlers", "Tinkers",
)
STREET_SUFFIX = {
    "UK": ("Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Grove", "Way",
           "Drive", "Gardens", "Terrace", "Rd", "St", "Court", "Walk", "Mews"),
    "AU": ("Street", "Road", "Avenue", "Parade", "Court", "Crescent", "Drive", "Place",
           "St", "Rd", "Ave", "Circuit", "Close", "Terrace", "Esplanade"),
    "US": ("Street", "Avenue", "Road", "Drive", "Lane", "Court", "Boulevard", "Way",
           "St", "Ave", "Rd", "Dr", "Ln", "Pkwy", "Place", "Trail"),
    "CA": ("Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court",
           "St", "Ave", "Rd", "Dr", "Way", "Place", "Trail"),
}
HOUSE_NAMES = ("Rose Cottage", "The Old Forge", "Hillcrest", "Bramble End",
               "Willowmere", "Sunnyside", "Kestrel House", "Low Barn", "Ivy Lodge")
UNIT_FORMS = {"UK": ("Flat {n}", "Flat {n}"), "AU": ("Unit {n}", "{n}/"),
              "US": ("Apt {n}", "Unit {n}", "#{n}"), "CA": ("Apt {n}", "Unit {n}", "Suite {n}")}

# ---------------------------------------------------------------- organisations
SAINTS = ("Aldhelm", "Brigid", "Columba", "Oswin", "Cuthbert", "Winifred", "Anselm",
          "Hilda", "Petroc", "Dunstan", "Frideswide", "Ninian", "Kentigern", "Bede",
          "Ursula", "Jude", "Raphael", "Bernadine", "Casimir", "Veronica")
NATURE = ("Riverside", "Heathfield", "Bramblewood", "Larchmont", "Kingfisher",
          "Wattle Grove", "Banksia", "Jacaranda", "Silverbirch", "Cedarbrook",
          "Harbourview", "Moorlands", "Copperbeech", "Bellbird", "Greenacre",
          "Foxhollow", "Lakeshore", "Pinecrest", "Stonebridge", "Thornbury Park",
          "Sandpiper", "Ironbark", "Glenrowan", "Meadowbank", "Aspen Ridge")
CARE_HOME_HEAD = ("Beechwood", "Oaklands", "Primrose", "Lavender", "Willow Bank",
                  "Holly Lodge", "Fairhaven", "Rosemount", "The Laurels", "Brookside",
                  "Wisteria", "Mulberry", "Sunningdale", "Heron Lakes", "Wattle Glen")
CARE_HOME_TAIL = ("Care Home", "Nursing Home", "House", "Lodge", "Residential Care",
                  "Aged Care", "Manor", "Court")
WARD_NAMES = ("Rowan", "Hazel", "Aspen", "Juniper", "Kingfisher", "Osprey", "Larch",
              "Bluebell", "Waratah", "Magpie", "Heron", "Cedar", "Poppy", "Elder")
WINGS = ("Maple Wing", "Jubilee Building", "Harbour Wing", "North Block",
         "Fenwick Pavilion", "Sandstone Building", "Treetops Annexe", "Orchard Wing")
SUPPLIER_HEAD = ("Brightwell", "Carewise", "Dryline", "Comfortline", "Homecare Direct",
                 "Pelican", "Meridian", "Northgate", "Bluewater", "Keystone", "Aurora",
                 "Thistle", "Summit", "Clearflow", "Evergreen", "Harbourside")
SUPPLIER_TAIL = {
    "UK": ("Home Delivery Ltd", "Appliance Contractors Ltd", "Medical Supplies Ltd",
           "Continence Direct"),
    "AU": ("Continence Supplies Pty Ltd", "Medical Pty Ltd", "Home Health Supplies",
           "Care Products"),
    "US": ("Medical Supply", "DME Inc", "Home Medical Equipment", "Health Supply Co"),
    "CA": ("Home Health Care", "Medical Supplies Inc", "Mobility & Care",
           "Compression Boutique"),
}
FITTER_TAIL = ("Compression Fitting", "Orthotics & Compression", "Garment Studio",
               "Lymph Care Fitting")
INSURERS = {
    "US": ("Northstar Health Plan", "BlueHarbor Mutual", "Cascade Benefit Partners",
           "Prairie Shield Health", "Keystone Medicare Advantage", "Sunvale Health Alliance",
           "Granite Peak Insurance", "Tri-Lakes Community Health Plan"),
    "AU": ("Wattlecare Health Fund", "Coastline Mutual Health", "Southern Cross Members Fund",
           "Emu Valley Health", "Tasman Teachers Health"),
    "CA": ("Maplecrest Benefits", "Northern Lights Group Insurance",
           "Laurentian Life & Health", "Prairie Co-op Benefits"),
    "UK": ("Albion Private Health", "Heathgate Medical Insurance", "Thameside Mutual"),
}
EMPLOYERS = ("Greyhound Freight Services", "Kettleby Bakery", "Marlow & Finch Solicitors",
             "Tasman Ferries", "Ridgeback Mining Co", "Coldwater Fisheries",
             "Pemberton Textiles", "Orchard Lane Primary School", "St Casimir's Parish",
             "Brightside Cleaning Co", "Copperfield Engineering", "Pinecrest Golf Club",
             "Bluegum Childcare Centre", "Wexmoor District Council", "Harrowgate Logistics",
             "Lakeview Dairy Co-op", "Silverline Call Centre", "Northbank Hotel Group",
             "Redgum Vineyards", "Sable Island Seafoods", "Crestview Realty",
             "Kingsway Bus Company", "Maple Leaf Poultry Processors", "Hollowell Quarry",
             "Sunrise Meals on Wheels", "Fenmoor Agricultural College",
             "Riverbend Community Church", "Amberley Retail Park", "Quayside Brewing Co")
CHURCHES_GROUPS = ("St Aldhelm's Church choir", "Riverbend Community Church",
                   "Wexmoor Ramblers", "Harbour Bowls Club", "Kingsway Dance Studio",
                   "Lakeshore Aqua Fit group", "Parkside Walking Netball")

PROFESSIONS = (
    "retired teacher", "teacher", "school cleaner", "bus driver", "retired bus driver",
    "HGV driver", "truck driver", "chef", "nurse", "retired nurse", "midwife",
    "hairdresser", "retired hairdresser", "farmer", "dairy farmer", "shop assistant",
    "warehouse operative", "forklift driver", "postwoman", "postman", "accountant",
    "bookkeeper", "solicitor", "paralegal", "care assistant", "personal trainer",
    "fitness instructor", "yoga teacher", "dance teacher", "software developer",
    "call centre agent", "cleaner", "builder", "bricklayer", "plumber", "electrician",
    "carpenter", "painter and decorator", "pharmacist", "dental nurse", "receptionist",
    "librarian", "seamstress", "machinist", "miner", "fisherman", "police officer",
    "firefighter", "paramedic", "veterinary nurse", "florist", "baker", "butcher",
    "barista", "waitress", "bar manager", "taxi driver", "retired engineer",
    "civil engineer", "mechanic", "retired machinist", "kitchen porter", "architect",
    "social worker", "childminder", "nanny", "tax agent", "real estate agent",
    "flight attendant", "soldier", "retired soldier", "retired miner", "crossing guard",
    "church minister", "lab technician", "sonographer", "cattle station hand",
    "nail technician", "mail carrier", "school bus driver", "janitor", "CNA",
    "home health aide", "long-haul trucker", "line cook", "daycare worker",
)
RELATIONS = ("husband", "wife", "daughter", "son", "partner", "sister", "brother",
             "niece", "nephew", "granddaughter", "grandson", "neighbour", "friend",
             "carer", "daughter-in-law", "son-in-law", "mother", "father")
COUNTRIES_ABROAD = ("Portugal", "Poland", "Vietnam", "India", "Pakistan", "Nigeria",
                    "Ghana", "Italy", "Greece", "the Philippines", "Jamaica", "Kenya",
                    "Ireland", "New Zealand", "South Africa", "Germany", "Lebanon",
                    "Somalia", "Ukraine", "Mexico", "Peru", "Fiji", "Tonga", "Spain",
                    "Croatia", "Sri Lanka", "Bangladesh", "Iran", "Turkey", "Romania")
COUNTRY_NAMES = {"UK": ("United Kingdom", "UK", "England"), "AU": ("Australia",),
                 "US": ("USA", "United States"), "CA": ("Canada",)}
