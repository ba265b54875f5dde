"""Invented pools of names and places for dev294_en.  Every surname, street,
town, hospital and organisation here was made up for this set; real states,
provinces, counties and countries are used only as regions."""

FIRST_M = [
    "Aidan", "Alistair", "Amir", "Anton", "Arjun", "Barnaby", "Bartek", "Callum", "Cathal",
    "Chidi", "Colm", "Conor", "Damien", "Darragh", "Declan", "Dev", "Dmitri", "Eamon",
    "Elliot", "Emeka", "Ewan", "Faisal", "Felix", "Fergal", "Finn", "Gareth", "Hamish",
    "Harvey", "Hiro", "Idris", "Isaac", "Jaden", "Jarrah", "Jomo", "Jonah", "Kai",
    "Keegan", "Kieran", "Lachlan", "Leon", "Lorcan", "Malik", "Marcus", "Mateo", "Milo",
    "Nikhil", "Niall", "Oisin", "Omar", "Oscar", "Pavel", "Quinn", "Rafael", "Ravi",
    "Reuben", "Rory", "Rowan", "Ruairi", "Samir", "Seamus", "Tadhg", "Tariq", "Theo",
    "Tobias", "Tomasz", "Tyrone", "Vikram", "Wesley", "Xavier", "Yusuf", "Zane",
]
FIRST_F = [
    "Abigail", "Adaeze", "Aisling", "Amara", "Anika", "Aoife", "Bethany", "Bronagh",
    "Caitriona", "Chloe", "Clodagh", "Daria", "Deirdre", "Eilidh", "Elif", "Esme",
    "Fatima", "Fionnuala", "Freya", "Gemma", "Grainne", "Hana", "Harriet", "Imogen",
    "Ines", "Isla", "Jasmin", "Joanna", "Kalinda", "Keeley", "Leila", "Lorna", "Mabel",
    "Maeve", "Mariam", "Marisol", "Megan", "Mei", "Nadia", "Niamh", "Noor", "Orla",
    "Paloma", "Priya", "Rhiannon", "Roisin", "Saoirse", "Shona", "Siobhan", "Tahlia",
    "Tamsin", "Tegan", "Una", "Vanessa", "Wren", "Yasmin", "Zara", "Zoe", "Ottilie",
    "Kirra", "Lucinda", "Matilda", "Penelope", "Rosalind", "Sienna", "Thandiwe",
]
SURNAMES = [
    "Ashcombe", "Abernethy-Vale", "Adeyinka", "Alcott-Rhys", "Bannerjee-Holt", "Barraclough",
    "Blackwood-Tiernan", "Brannigan", "Brodzki", "Caddell", "Carrowmore", "Castellane",
    "Chaudry-Wells", "Cleary-Munro", "Coyle", "Cranfield", "Dalgleish", "Delacourt",
    "Devereaux-Kent", "Dunmore", "Egwuonwu", "Eldridge-Sato", "Fairbairn", "Fenwright",
    "Fitzmaurice", "Galbraith", "Garavan", "Gilhooley", "Greatorex", "Halloran-Price",
    "Hartigan", "Hollinrake", "Huxtable", "Iwasaki-Brown", "Jablonski", "Jessamine",
    "Kavanagh-Lowe", "Kettleborough", "Kinsella", "Klimowicz", "Lamontagne", "Larkspur",
    "Lindqvist-Hay", "Lonergan", "MacAskill", "Mahalingam", "Malthouse", "McGillivray",
    "McIlwraith", "Moncrieff", "Morrissey-Adu", "Nakagawa-Reid", "Nettleship", "Nwachukwu",
    "Oduya", "O'Flaherty", "O'Hanlon", "Okonjo-Blake", "Pemberton-Yusuf", "Penhaligon",
    "Quarrie", "Quigley-Nash", "Rathbone", "Ravensworth", "Rosencrantz", "Ruddock",
    "Santangelo", "Scullion", "Sedgemoor", "Shackleford", "Strachan-Obi", "Sutcliffe-Rao",
    "Tennant-Ng", "Thistlewood", "Treloar", "Tsakalidis", "Uttley", "Vandermolen",
    "Vasquez-Doyle", "Wainwright-Ode", "Warrender", "Whitlock", "Wojcik-Hale", "Yardley",
    "Zielinski-Moor", "Amberley", "Bellchambers", "Corrigan-Shaw", "Dimitriou", "Ellwood",
    "Farquharson", "Gorecki", "Hazeldine", "Inglefield", "Joyce-Mbeki", "Kowalczyk",
    "Lyttleton", "Mulcahy", "Narrowcombe", "Ormerod", "Pennycuick", "Rafferty-Lim",
    "Stanislawski", "Trevaskis", "Underhill-Oyelaran", "Venkataraman", "Westwood-Achebe",
]
NICK = {"Alistair": "Ali", "Barnaby": "Barney", "Callum": "Cal", "Declan": "Dec",
        "Nikhil": "Nik", "Tobias": "Toby", "Abigail": "Abbie", "Bethany": "Beth",
        "Caitriona": "Caty", "Harriet": "Hattie", "Matilda": "Tilly", "Penelope": "Penny",
        "Rosalind": "Ros", "Lachlan": "Lachie", "Joanna": "Jo", "Xavier": "Xav",
        "Imogen": "Immy", "Lucinda": "Lucy", "Ottilie": "Tillie", "Gareth": "Gaz"}

STREET_STEMS = [
    "Alder", "Ambrose", "Ashgrove", "Badger", "Beacon", "Birchfield", "Blackthorn", "Bramble",
    "Brindle", "Buttercup", "Carver", "Chalkpit", "Cinder", "Clover", "Coppice", "Corncrake",
    "Cottesford", "Drovers", "Elderberry", "Fernhill", "Flaxmill", "Foxglove", "Garnet",
    "Gorse", "Hartswood", "Hawthorn", "Heron", "Hollybank", "Juniper", "Kestrel", "Kingfisher",
    "Lamplighter", "Larch", "Linnet", "Maltings", "Marram", "Meadowsweet", "Millrace",
    "Nettlebed", "Oakapple", "Orchard", "Osprey", "Pennywort", "Plover", "Quarry", "Rookery",
    "Rushmere", "Saddler", "Sandpiper", "Sorrel", "Starling", "Tanners", "Teasel", "Thrush",
    "Tinker", "Wagtail", "Weaver", "Whinfell", "Willowherb", "Wren",
]
STREET_KIND = {
    "UK": ["Road", "Lane", "Close", "Street", "Avenue", "Crescent", "Drive", "Way", "Gardens", "Mews"],
    "IE": ["Road", "Lane", "Street", "Park", "Avenue", "Grove", "Drive", "Terrace", "Heights"],
    "US": ["Street", "Avenue", "Road", "Drive", "Lane", "Boulevard", "Court", "Way", "Place"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court", "Way"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Drive", "Court", "Place", "Terrace"],
}

TOWNS = {
    "UK": ["Harrowfield", "Castleburn", "Wexcombe", "Stannington Cross", "Ellerby Moor",
           "Brackendale", "Thornbury Wick", "Calderford", "Ashworth Green", "Kelsbridge",
           "Pollardstone", "Millbeck", "Fordingham", "Rathmere", "Sallowby", "Dunhollow"],
    "US": ["Cedar Hollow", "Port Willard", "Brennan Falls", "Millers Ferry", "Lake Ondessa",
           "Harlan Springs", "Greyhawk", "Fort Tallis", "Maple Bluff Township", "Easton Ridge",
           "Wickham Junction", "Silver Creek Crossing", "Bellamy", "Norvale"],
    "AU": ["Wattle Creek", "Marrabank", "Yarrowdale", "Kooralong", "Bellbird Flats",
           "Tindarra", "Banksia Point", "Mirrawee", "Quollbury", "Currawong Heights",
           "Jindivale", "Ironbark Ridge"],
    "CA": ["Pine Harbour", "Stoneridge", "Lac-Bellerive", "Fort Anselm", "Cedarvale Landing",
           "Northmere", "Saint-Olivier-du-Lac", "Rockhaven", "Birch Coulee", "Tamarack Falls",
           "Kenmore Bay", "Loon Narrows"],
    "IE": ["Ballinacree", "Kilmorran", "Carrigdown", "Drumshallon", "Ardnagreevagh",
           "Clonmellish", "Rathkeel", "Inishbofin Quay", "Tullybrack", "Castlenagree",
           "Knockaderry Bridge", "Lisnacarrig"],
}
REGIONS = {
    "UK": ["Yorkshire", "Cumbria", "Kent", "Devon", "Lancashire", "Norfolk", "Shropshire",
           "Northumberland", "Somerset", "Dorset"],
    "IE": ["Galway", "Mayo", "Cork", "Kerry", "Donegal", "Sligo", "Wexford", "Tipperary",
           "Clare", "Westmeath"],
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Vermont", "VT"), ("Iowa", "IA"),
           ("Kentucky", "KY"), ("New Mexico", "NM"), ("Minnesota", "MN"), ("Georgia", "GA"),
           ("Michigan", "MI"), ("Colorado", "CO"), ("Maine", "ME"), ("Nebraska", "NE")],
    "CA": [("Ontario", "ON"), ("Manitoba", "MB"), ("Nova Scotia", "NS"), ("Alberta", "AB"),
           ("British Columbia", "BC"), ("Saskatchewan", "SK"), ("New Brunswick", "NB")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("South Australia", "SA"), ("Western Australia", "WA"), ("Tasmania", "TAS")],
}
COUNTRY_NAME = {"UK": "United Kingdom", "US": "USA", "AU": "Australia", "CA": "Canada",
                "IE": "Ireland"}
ABROAD = ["Portugal", "Poland", "Nigeria", "India", "the Philippines", "Lithuania", "Spain",
          "Greece", "Kenya", "Brazil", "Vietnam", "Romania", "Pakistan", "New Zealand",
          "South Africa", "Italy", "Croatia", "Thailand", "Mexico", "Ghana", "Japan", "Malta"]

HOSP_NAMED = {
    "UK": ["Queen Adela Hospital", "St Ninian's Infirmary", "Harrowfield General Hospital",
           "Castleburn Royal Infirmary", "Wexcombe District Hospital", "Kelsbridge University Hospital",
           "Calderford Neurosciences Centre", "Brackendale Community Hospital",
           "The Lindenfield Epilepsy Centre", "Millbeck Children's Hospital"],
    "US": ["Brennan Falls Medical Center", "Mercy Hollow Hospital", "Port Willard General Hospital",
           "Cedar Hollow Comprehensive Epilepsy Center", "St. Ansgar Regional Medical Center",
           "Lake Ondessa Children's Hospital", "Harlan Springs University Hospital",
           "Greyhawk Valley Health", "Norvale Neuroscience Institute"],
    "AU": ["Yarrowdale Base Hospital", "Marrabank Private Hospital", "Kooralong District Hospital",
           "St Brendan's Hospital Tindarra", "Banksia Point Children's Hospital",
           "Currawong Heights Neurosciences Centre", "Wattle Creek Memorial Hospital"],
    "CA": ["Pine Harbour Health Sciences Centre", "Stoneridge General Hospital",
           "Hopital Sainte-Aurelie", "Fort Anselm Regional Health Centre",
           "Northmere Children's Hospital", "Rockhaven Memorial Hospital",
           "Tamarack Falls Neurological Institute"],
    "IE": ["St Colmcille's University Hospital", "Ballinacree Regional Hospital",
           "Our Lady of Kilmorran Hospital", "Carrigdown General Hospital",
           "Castlenagree University Hospital", "St Fiachra's Children's Hospital",
           "Rathkeel Community Hospital"],
}
WARDS = ["Kestrel Ward", "Heron Ward", "Rowan Ward", "Linnet Ward", "Merlin Ward",
         "Larch Unit", "Osprey Ward", "Bluebell Ward", "Curlew Ward", "Wren Ward",
         "Aspen Unit", "Fennel Ward", "Marigold Ward"]
PRACTICE_SUFFIX = {
    "UK": ["Surgery", "Medical Practice", "Health Centre", "Family Practice"],
    "IE": ["Medical Centre", "Family Practice", "Surgery", "Health Centre"],
    "US": ["Family Medicine", "Primary Care Associates", "Internal Medicine Clinic", "Pediatrics"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Practice", "Community Health Centre"],
    "AU": ["Medical Centre", "Family Practice", "General Practice", "Medical Clinic"],
}
CARE_HOMES = ["Birchwood Lodge", "Hawthorn House Care Home", "Meadowview Residential Home",
              "The Willows Nursing Home", "Larkrise Supported Living", "Cloverleigh Court",
              "Seaholly House", "Granary Mews Residential Care", "Oakhaven Lodge",
              "Fernleigh Respite Centre"]
PHARMACIES = ["Ashgrove Pharmacy", "Millrace Chemist", "Corner Lane Pharmacy",
              "Harbourside Drug Store", "Quayside Pharmacy", "Beacon Chemists"]
SCHOOL_STEMS = ["Hazelmere", "St Fintan's", "Brookside", "Oakridge", "Greenfinch",
                "Holy Cross", "Westfield", "Larchwood", "St Aidan's", "Riverbend",
                "Kingfisher", "Saint Brigid's", "Maple Grove", "Tidewater", "Highcliff"]
SCHOOL_KIND = {
    "UK": ["Primary School", "Academy", "High School", "Community School", "College"],
    "IE": ["National School", "Community School", "Secondary School", "Educate Together NS"],
    "US": ["Elementary School", "Middle School", "High School", "Academy"],
    "CA": ["Public School", "Elementary School", "Secondary School", "Collegiate"],
    "AU": ["Primary School", "State School", "College", "Public School"],
}
EMPLOYERS = ["Northgate Logistics", "Corrib Freight Ltd", "Halberd Engineering",
             "Bluewater Fisheries", "Pemberton & Vale Solicitors", "Quill Street Bakery",
             "Ironmonger Construction", "Silverline Rail Services", "Oakapple Nurseries",
             "Tessellate Software", "Marram Wind Energy", "Foxglove Catering",
             "Kingsway Motor Group", "Harbour Point Cinema", "Copperleaf Accountants",
             "Redgate Scaffolding", "Linden Leisure Centre", "Thornbury Dairy Co-op",
             "Granite Peak Mining", "Brightfield Call Centre"]
SUPPORT_ORGS = ["Lantern Epilepsy Support", "Beacon Seizure Network", "Hearthstone Carers Trust",
                "Little Sparks Parent Group", "Compass Seizure Support Line",
                "Keystone Epilepsy Friends"]
CARE_AGENCIES = ["Willowcare Homecare", "Bridgeway Support Services", "Kindred Care Agency",
                 "Harbour Lights Disability Services", "Evergreen Supported Living Ltd"]
LANDMARKS = ["the Quarry Lane bus depot", "Harbour Bridge steps", "Marrow Point lookout",
             "the clock tower in Market Square", "Kelpie Rock pool", "the Greyhawk Mall food court",
             "Pelham Leisure Centre pool", "the Old Mill viewing platform", "Cobbler's Weir"]
BUILDINGS = ["Kinsale House", "Fenwick Building", "Harcourt Wing", "Tallis Pavilion",
             "Alder Block", "Meridian Building", "Carrick Wing", "Lyle Pavilion"]

PROFESSIONS = [
    "bus driver", "electrician", "scaffolder", "HGV driver", "primary school teacher",
    "software developer", "chef", "forklift operator", "hairdresser", "accountant", "roofer",
    "lifeguard", "childminder", "warehouse operative", "postal worker", "dairy farmer",
    "carpenter", "taxi driver", "firefighter", "retail assistant", "barista", "plumber",
    "welder", "office cleaner", "train conductor", "solicitor", "graphic designer",
    "crane operator", "delivery driver", "care assistant", "veterinary nurse", "bricklayer",
    "sales manager", "lab technician", "civil engineer", "fitness instructor", "tattoo artist",
    "pilot", "security guard", "mechanic", "librarian", "florist", "fisherman", "baker",
    "payroll clerk", "landscape gardener", "machine operator", "dental hygienist",
    "journalist", "swimming coach", "line cook", "sheet metal worker", "truck driver",
]
RELATIONS_F = ["wife", "mother", "sister", "daughter", "partner", "aunt", "grandmother", "friend"]
RELATIONS_M = ["husband", "father", "brother", "son", "partner", "uncle", "grandfather", "friend"]
