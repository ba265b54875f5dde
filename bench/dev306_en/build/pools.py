"""Invented pools for the dev306_en set (names, places, organisations).

Every person, street, town, hospital and organisation name here was made up
for this set; states, provinces, regions and countries are real.
"""

FIRST_F = [
    "Abigail", "Adaeze", "Ailsa", "Amara", "Anahera", "Annika", "Beatrix", "Bronwyn",
    "Catriona", "Celestine", "Coral", "Dagny", "Delphine", "Doreen", "Edwina", "Elspeth",
    "Emeline", "Farida", "Fenella", "Georgina", "Gwendolyn", "Harriet", "Hester", "Ilse",
    "Imogen", "Ingrid", "Isolde", "Jacinta", "Joanna", "Kalani", "Keziah", "Leonie",
    "Lorna", "Lucinda", "Maeve", "Marguerite", "Mereana", "Minerva", "Morag", "Nadia",
    "Nerys", "Noelene", "Odette", "Ophelia", "Pauline", "Petronella", "Priya", "Rosalind",
    "Ruth", "Saoirse", "Sunita", "Tamsin", "Thea", "Una", "Valmai", "Verity", "Wilhelmina",
    "Winifred", "Yasmin", "Zelda", "Mei-Ling", "Oksana", "Renata", "Shirin", "Tallulah",
]

FIRST_M = [
    "Alasdair", "Ambrose", "Anwar", "Arvid", "Barnaby", "Benedict", "Bertram", "Cedric",
    "Cormac", "Crispin", "Dashiell", "Desmond", "Dmitri", "Eamon", "Emrys", "Ezekiel",
    "Fergus", "Florian", "Gideon", "Godfrey", "Hamish", "Horace", "Idris", "Ignatius",
    "Jarrah", "Jethro", "Kwame", "Leopold", "Lachlan", "Magnus", "Malachy", "Mervyn",
    "Nikolai", "Nye", "Obadiah", "Orrin", "Osric", "Percival", "Quentin", "Rafferty",
    "Rangi", "Reuben", "Rohan", "Rupert", "Severin", "Silas", "Stellan", "Tadhg",
    "Tamati", "Thaddeus", "Torben", "Ulric", "Vaughan", "Wendell", "Wystan", "Yusuf",
    "Zebedee", "Hiroshi", "Kofi", "Mateus", "Oleksandr", "Ravindra", "Tobias", "Ewan",
]

SURNAME_PRE = [
    "Ash", "Brack", "Brem", "Cald", "Carr", "Dunst", "Ebb", "Fairl", "Farr", "Gask",
    "Gorm", "Hadd", "Hask", "Holl", "Kell", "Kirk", "Lang", "Lind", "Marl", "Midd",
    "Norr", "Oak", "Pell", "Penn", "Quarr", "Radd", "Rook", "Sedg", "Stan", "Thorn",
    "Tidd", "Tull", "Upp", "Vell", "Wad", "Wick", "Wrax", "Yarr",
]

SURNAME_SUF = [
    "ington", "ley", "wick", "combe", "ridge", "ford", "more", "hurst", "well", "by",
    "stone", "den", "wood", "croft", "ham", "ett", "ison", "er",
]

SURNAMES = [
    "Abernathy-Cole", "Achterberg", "Adeyemi-Lowe", "Albrecht", "Amadi", "Arkwright",
    "Balogun", "Barraclough", "Bellamy-Hyde", "Brightwater", "Caddick", "Castellano",
    "Chaudhry-Penn", "Cheung-Marsh", "Cinnamond", "Corrigan", "Da Silva Moore", "Delacourt",
    "Dovbush", "Eriksdottir", "Fairweather", "Fitzwarren", "Galbraith-Ode", "Gillanders",
    "Halvorsen", "Hargreave", "Iwu-Baines", "Jablonska", "Karaka-Reid", "Kettleborough",
    "Kowalczyk-Hale", "Lachance", "Lindqvist", "MacAskill", "McIlwraith", "Mbeki-Ross",
    "Nakamura-Finch", "Ngata-Bell", "Nightingale-Prior", "O'Donnachadha", "Okonjo",
    "Ollerenshaw", "Papadakis", "Pemberthy", "Quarrington", "Raghunathan", "Rautenbach",
    "Sandoval-Pike", "Schellenberg", "Sokolova", "Strachan-Wylie", "Tamihana", "Thistlewood",
    "Trelawny-Moss", "Umberfield", "Vanderpool", "Vasquez-Ortley", "Wainwright-Obi",
    "Whitlock", "Yeboah-Grant", "Zielinski", "Ferreira-Tan", "Haddow", "Inglethorpe",
    "Jovanovic", "Kealoha-Burns", "Lunardi", "Mortensen-Hay", "Nkemelu", "Ostrowski",
    "Pritchard-Okoye", "Quayle", "Rostova", "Szabo-Kerr", "Tuilagi-Hart", "Ugwu",
]

# Town pieces per country (invented combinations)
TOWN_PARTS = {
    "UK": (["Brindle", "Caster", "Quill", "Wendle", "Gorse", "Hallow", "Morrow", "Lark", "Mell", "Nether",
            "Oxen", "Tansel", "Ravens", "Sallow", "Corbel", "Thrush"],
           ["bridge", "worth", "ford", "by", "thorpe", "minster", "combe", "wich",
            "borough", "field", "ton", "ley"]),
    "US": (["Alder", "Briar", "Tamsel", "Corbin", "Hollis", "Juniper", "Kettle", "Pellham",
            "Quarry", "Wrenna", "Marrow", "Quillan", "Dunmore", "Sparrow", "Tolland", "Wexley"],
           ["ville", " Falls", " Springs", "ton", " Junction", " Heights", " Creek",
            "burg", " Harbor", " Ridge", "field", " City"]),
    "AU": (["Banks", "Coolar", "Gilly", "Jarra", "Kanga", "Mallee", "Mundi", "Narra",
            "Orana", "Parra", "Quoll", "Tarra", "Wara", "Yanda", "Bindi", "Cobba"],
           ["bool", "gong", " Creek", " Downs", " Flat", "mulla", " Vale", "wah",
            " Heads", " Point", "dale", " Springs"]),
    "CA": (["Cari", "Gander", "Nipi", "Tamarack", "Wapi", "Cobalt", "Lucerne", "Petawa",
            "Kaska", "Ostrow", "Beauvais", "Maskin", "Shelbour", "Trevail", "Nokomi"],
           [" Lake", "ton", " Landing", "ville", " Rapids", " Portage", " River",
            " Bay", "field", " Hills", " Falls"]),
    "NZ": (["Ara", "Kahu", "Koru", "Mata", "Moana", "Pari", "Rimu", "Toe", "Tui",
            "Wai", "Raupo", "Manuka", "Harbour", "Kiwi"],
           ["hoe", "mere", " Bay", " Flat", "view", " Downs", "nui", " Valley",
            " Springs", "ton", " Beach"]),
}

STREET_NAMES = [
    "Larkspur", "Cobbler", "Tansy", "Millrace", "Quillon", "Harebell", "Osprey", "Wren",
    "Pewter", "Lantern", "Sorrel", "Kingfisher", "Bramble", "Foxglove", "Merlin",
    "Saffron", "Thimble", "Vellum", "Wicket", "Yarrow", "Juniper", "Gannet", "Heddle",
    "Marram", "Pimpernel", "Rowan", "Teasel", "Cinder", "Flint", "Ochre", "Tallow",
    "Copperbeech", "Dovecote", "Ember", "Glebe", "Hazelmere", "Inkpen", "Jasper",
]

STREET_SUF = {
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Gardens", "Terrace", "Way", "Mews"],
    "US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Blvd", "Court", "Way"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Parade", "Crescent", "Court", "Place", "Highway"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Trail", "Court", "Way"],
    "NZ": ["Street", "Road", "Terrace", "Place", "Crescent", "Avenue", "Drive", "Lane", "Grove"],
}

STATES = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Vermont", "VT"), ("Iowa", "IA"),
           ("Massachusetts", "MA"), ("Georgia", "GA"), ("Arizona", "AZ"), ("Minnesota", "MN"),
           ("Texas", "TX"), ("Maine", "ME"), ("Colorado", "CO"), ("Michigan", "MI"),
           ("Virginia", "VA"), ("Wisconsin", "WI")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
           ("Nova Scotia", "NS"), ("Manitoba", "MB"), ("Saskatchewan", "SK"),
           ("New Brunswick", "NB")],
    "NZ": [("Canterbury", "Canterbury"), ("Waikato", "Waikato"), ("Otago", "Otago"),
           ("Northland", "Northland"), ("Hawke's Bay", "Hawke's Bay"),
           ("Manawatu-Whanganui", "Manawatu-Whanganui"), ("Southland", "Southland")],
    "UK": [],
}

UK_COUNTIES = ["Kent", "Somerset", "Cheshire", "Norfolk", "Devon", "Lancashire", "Shropshire",
               "Lincolnshire", "Dorset", "Cumbria", "Fife", "Powys", "County Durham"]

COUNTRY_NAMES = {
    "UK": ["United Kingdom", "UK", "England", "Scotland", "Wales"],
    "US": ["USA", "United States", "U.S.A."],
    "AU": ["Australia"],
    "CA": ["Canada"],
    "NZ": ["New Zealand", "NZ", "Aotearoa New Zealand"],
}

BIRTH_COUNTRIES = ["Poland", "Nigeria", "India", "the Philippines", "Portugal", "Samoa",
                   "Ireland", "Vietnam", "Ghana", "Chile", "Ukraine", "Sri Lanka", "Tonga",
                   "Italy", "Kenya", "Fiji", "Greece", "Lebanon", "South Africa", "Jamaica"]

HOSP_WORDS = ["Kestrelmoor", "Ashcombe", "Wrenfield", "Harrowgate Vale", "Brightlings",
              "Corvedale", "Fenmarsh", "Greywater", "Holloway Cross", "Lindenhall",
              "Marlowmere", "Northcote Fells", "Oakhampstead", "Pellingham", "Quarrymoor",
              "Rookwood Park", "Saltmarsh", "Tollbridge", "Underhill", "Westerleigh"]

SAINTS = ["Elspeth", "Aldhelm", "Brigid", "Cuthwin", "Gwenfrewi", "Ositha", "Botolph",
          "Werburgh", "Petroc", "Frideswide"]

WARDS = ["Heron Ward", "Kingfisher Ward", "Bluebell Ward", "Ward 7B", "Larch Ward",
         "Osprey Unit", "Day Surgery Unit 3", "Ward 22", "Lapwing Ward", "Ward C4",
         "Wattle Ward", "Kowhai Ward", "Maple Unit", "Ward 5 North"]

BUILDINGS = ["Carrow Wing", "Tennant Building", "Harcourt Pavilion", "Ellery Block",
             "Marsh House", "Jubilee Wing", "Dunmore Block", "Alder Building",
             "Greig Tower", "East Annexe"]

HA_CLINIC_WORDS = ["ClearTone", "Bellbird", "Soundwise", "Quietfield", "Echo Lane",
                   "Harmonia", "Lyrebird", "Maplesound", "Tidewater", "Hushwood"]

EMPLOYER_PARTS = (["Greyhaven", "Bellwether", "Copperline", "Driftwood", "Ironbark",
                   "Juniper", "Kestrel", "Lodestar", "Meridale", "Northwind", "Pinecrest",
                   "Quillfeather", "Redgum", "Stonechat", "Tallowmere", "Wharfside"],
                  ["Logistics", "Freight Ltd", "Engineering", "Building Society", "Dairies",
                   "Print Works", "Motors", "Council", "Bakeries", "Call Centre",
                   "Rail Services", "Timber Co", "Foods", "Insurance Group", "Construction",
                   "Mining Pty Ltd", "Software Ltd", "Bus Company", "Medical Supplies"])

SCHOOL_PARTS = (["Greyhaven", "Ashcombe", "Lindenhall", "Rookwood", "Tollbridge", "Pellingham",
                 "Marlowmere", "Fenmarsh", "Corvedale", "Saltmarsh"],
                ["Community College", "Institute of Technology", "University", "Adult Learning Centre",
                 "Polytechnic", "Sixth Form College", "College of Further Education", "TAFE campus"])

CHARITIES = ["Hollow Reed Deaf Association", "Silver Bell Hearing Club", "Lantern Hearing Loss Network",
             "Tuning Fork Peer Support Group", "Quiet Harbour Tinnitus Society",
             "Open Ears Volunteer Service", "Kōrero Hearing Trust", "Maple Leaf Hard of Hearing Circle"]

PROFESSIONS = [
    "bus driver", "secondary school teacher", "carpenter", "software developer", "dairy farmer",
    "electrician", "bookkeeper", "train conductor", "sheep shearer", "call-centre operator",
    "accountant", "session musician", "university lecturer", "forklift operator", "police officer",
    "chef", "hairdresser", "mechanic", "panel beater", "solicitor", "receptionist",
    "warehouse supervisor", "social worker", "piano tuner", "air traffic controller",
    "sound engineer", "postwoman", "postman", "librarian", "plumber", "dental nurse",
    "primary school teacher", "quantity surveyor", "fisherman", "crane operator", "barista",
    "paralegal", "truck driver", "retail manager", "veterinary nurse", "court reporter",
    "church organist", "bricklayer", "cleaner", "teaching assistant", "orchard worker",
    "tax adviser", "shipping clerk", "marine engineer", "graphic designer", "care worker",
]

RETIRED_PROFESSIONS = ["teacher", "miner", "nurse", "boilermaker", "printer", "engineer",
                       "shopkeeper", "farmer", "bank clerk", "shipwright", "typist",
                       "railway signalman", "fitter and turner", "seamstress", "builder"]

RELATIONS = [("wife", "F"), ("husband", "M"), ("daughter", "F"), ("son", "M"),
             ("partner", None), ("sister", "F"), ("brother", "M"), ("niece", "F"),
             ("granddaughter", "F"), ("grandson", "M"), ("friend", None),
             ("neighbour", None), ("carer", None)]

USER_STEMS = ["hearbetter", "ci_user", "soundlife", "mapme", "clickclack", "owlears",
              "tuneup", "quietbird", "loopfan", "beepboop", "earworm", "sprocket"]

HOLIDAYS = {
    "UK": ["Christmas", "Boxing Day", "Easter", "New Year's Day", "Bonfire Night"],
    "US": ["Thanksgiving", "Christmas", "the Fourth of July", "Labor Day", "New Year's Eve"],
    "AU": ["Christmas", "Anzac Day", "Easter", "Australia Day", "Boxing Day"],
    "CA": ["Thanksgiving", "Christmas", "Canada Day", "Victoria Day", "Easter"],
    "NZ": ["Christmas", "Waitangi Day", "Easter", "Matariki", "Labour Weekend"],
}
