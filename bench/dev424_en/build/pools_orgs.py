"""Invented organisations: care sites, schools, employers, agencies."""

# invented place-like stems used to name organisations
STEMS = {
    "GB": ["Ashgrove", "Wexmoor", "Kellbridge", "Harrowdene", "Fernleigh",
           "Calderbrook", "Eastmoor", "Linthwaite", "Oakhurst", "Brackenfield",
           "Hollinsworth", "Stanbridge", "Millbeck", "Thornbury Vale",
           "Redmarsh", "Caddon", "Westcliff", "Norbury", "Moorside",
           "Hartwell", "Kingsmead", "Highcliffe", "Summerfield", "Northgate"],
    "IE": ["Greystones Park", "Kilbrook", "Rathmore", "Glenmara",
           "Carrigmore", "Ballyderry", "Coolnagree", "Knockanree",
           "Drumcullen", "Lisnagry", "Ardnacrusha Park", "Clonmore",
           "Ballinteer Vale", "Derrynane Park", "Castlegrove"],
    "AU": ["Wattle Creek", "Karinya", "Yarrawonga Park", "Bellbird Hills",
           "Koorong", "Riverbend", "Banksia Vale", "Mallee Plains",
           "Red Gum Flat", "Coolabah", "Ironbark Ridge", "Bottlebrush Bay",
           "Wirraway", "Emu Springs", "Lilly Pilly"],
    "NZ": ["Tuatara Bay", "Kahikatea", "Rangimarie", "Pohutu", "Maunga Vale",
           "Kowhai Park", "Totara Heights", "Matai Valley", "Harakeke",
           "Rimu Grove", "Pukeko Flats", "Manuka Hills", "Awatea",
           "Kereru Bay", "Ngaio Downs"],
    "CA": ["Tamarack", "Birch Lake", "Cedar Falls", "Maple Ridge",
           "Silver Creek", "Lakeshore", "Pinecrest", "Trillium Park",
           "Spruce Hollow", "Beaver Valley", "Aspen Grove", "Loon Lake",
           "Prairie View", "Northwood", "Caribou Hills"],
}
WARD_BIRDS = ["Kestrel", "Heron", "Skylark", "Osprey", "Kingfisher",
              "Curlew", "Merlin", "Avocet", "Puffin", "Wren", "Tui",
              "Kereru", "Kookaburra", "Lyrebird", "Loon", "Cardinal"]
WARD_TREES = ["Rowan", "Juniper", "Aspen", "Hazel", "Alder", "Cedar",
              "Kauri", "Banksia", "Wattle", "Tamarack", "Linden"]

SCHOOL_KINDS = {
    "GB": ["Academy", "High School", "School", "Community College",
           "Church of England Academy", "Catholic High School",
           "Sixth Form College", "Primary School", "Free School",
           "Pupil Referral Unit", "Grammar School", "College"],
    "IE": ["Community School", "Community College", "Secondary School",
           "Gaelcholaiste", "Educate Together Secondary School",
           "Presentation Secondary School", "CBS", "College",
           "National School"],
    "AU": ["Secondary College", "State High School", "High School",
           "College", "Christian College", "Grammar School",
           "Primary School", "Anglican School", "Catholic College"],
    "NZ": ["College", "High School", "Intermediate", "Kura Kaupapa Maori",
           "Girls' High School", "Boys' High School", "Area School"],
    "CA": ["Secondary School", "Collegiate Institute", "High School",
           "Public School", "Catholic Secondary School", "Middle School",
           "Elementary School"],
}
SAINTS = ["St Aidan's", "St Brigid's", "St Columba's", "St Hilda's",
          "St Oswald's", "St Bede's", "St Kevin's", "St Patrick's",
          "Our Lady of Mercy", "Holy Trinity", "St Mungo's", "St Cuthbert's"]

EMPLOYERS = [
    "Brightmart", "Halden Logistics", "Cartwright & Sons Builders",
    "Northway Buses", "Pennine Poultry", "Greenlane Garden Centre",
    "Fairmile Care Agency", "Kellbridge Borough Council", "Oakleaf Nursery",
    "Quayside Fish Bar", "Tidewater Meats", "Bluestone Call Centre",
    "Harbour Freight", "Copperkettle Cafe", "Riverside Leisure Centre",
    "Silverline Cleaning", "Maple Ridge Motors", "Redhill Dairy",
    "Sunrise Supermarket", "Palisade Security", "Kingfisher Hotel",
    "Ardmore Meat Plant", "Coastline Ferries", "Atlas Warehousing",
    "Greenfield Vets", "Lakeshore Bakery", "Tuatara Orchards",
    "Bellbird Vineyards", "Prairie Grain Co-op", "Northgate Tyres",
    "Crestview Office Supplies", "Westcliff Hairdressing", "DriveRight Taxis",
]
CHARITIES = [
    "Harbour Young Carers", "Lighthouse Youth Project",
    "Open Door Counselling", "Kite Trust Youth Group",
    "Stepping Stones Family Support", "Safe Haven Women's Aid",
    "Bridges Bereavement Service", "New Leaf Young People's Service",
    "Compass Youth Drug and Alcohol Team", "Rainbow Roots LGBTQ+ Youth",
    "Anchor Point Refugee Support", "Te Whare Awhina Trust",
    "Waratah Family Services", "Northern Lights Youth Centre",
    "Hillside Boxing Club", "Riverside Rovers FC",
    "Parkside Dance Academy", "1st Millbeck Scouts",
    "Grace Community Church", "Al-Noor Mosque",
    "Gurdwara Sahib Kellbridge", "Kingdom Hall Westcliff",
]

# parents' and young people's occupations (PROFESSION)
PROFESSIONS_ADULT = [
    "nurse", "HCA", "care assistant", "bus driver", "taxi driver",
    "lorry driver", "delivery driver", "electrician", "plumber",
    "joiner", "bricklayer", "scaffolder", "welder", "mechanic",
    "teacher", "teaching assistant", "dinner lady", "cleaner",
    "hairdresser", "beautician", "chef", "kitchen porter",
    "warehouse operative", "forklift driver", "police officer",
    "prison officer", "soldier", "firefighter", "paramedic",
    "accountant", "solicitor", "software developer", "IT technician",
    "shop manager", "cashier", "receptionist", "estate agent",
    "social worker", "youth worker", "pharmacist", "GP", "dentist",
    "farmer", "dairy farmer", "shearer", "fisherman", "carpenter",
    "pastor", "imam", "engineer", "civil engineer", "architect",
    "lecturer", "librarian", "postman", "security guard",
    "call centre advisor", "childminder", "midwife", "vet",
    "nail technician", "tattoo artist", "barber", "painter and decorator",
    "roofer", "gardener", "landscaper", "labourer", "miner", "baker",
    "butcher", "accounts clerk", "bank cashier", "barista", "journalist",
]
PROFESSIONS_TEEN = [
    "barista", "waitress", "waiter", "kitchen porter", "shelf stacker",
    "apprentice electrician", "apprentice mechanic", "apprentice joiner",
    "lifeguard", "paper boy", "paper girl", "hairdressing apprentice",
    "checkout assistant", "dog walker", "babysitter", "farm hand",
    "glass collector", "retail assistant", "football coach",
]

INSURERS = {
    "GB": ["Harrowgate Health Assurance", "Meridian Private Health"],
    "IE": ["Clarion Health Insurance", "Laurel Health Cover"],
    "AU": ["Bellbird Health Fund", "Southbank Mutual Health"],
    "NZ": ["Totara Health Cover", "Kowhai Mutual"],
    "CA": ["Northstar Benefits", "Maplecrest Group Insurance"],
}
