"""Invented pools for dev313_en.  Every person, street, town, hospital and
organisation below was made up for this set; real states, provinces,
regions and countries are used as they are."""

FEMALE = [
    "Sarah", "Aoife", "Niamh", "Chloe", "Priya", "Amara", "Mere", "Aroha",
    "Zainab", "Olivia", "Hannah", "Jess", "Kiri", "Siobhan", "Ngozi", "Mei",
    "Fatima", "Rebecca", "Emma", "Lucy", "Megan", "Ciara", "Roisin", "Katie",
    "Laura", "Gemma", "Shauna", "Kayla", "Brooke", "Tayla", "Ashleigh",
    "Jasmine", "Anjali", "Harpreet", "Agnieszka", "Marta", "Ioana", "Leilani",
    "Sofia", "Isabelle", "Genevieve", "Chantal", "Nadia", "Yasmin", "Hira",
    "Tanvi", "Rukhsana", "Adaeze", "Chiamaka", "Efua", "Abena", "Tiana",
    "Moana", "Talia", "Ruby", "Holly", "Freya", "Ellie", "Danielle", "Stacey",
    "Bronwyn", "Kirsty", "Aisling", "Eimear", "Orlaith", "Sinead", "Mairead",
    "Carys", "Ffion", "Lowri", "Keeley", "Jodie", "Mackenzie", "Brianna",
    "Noor", "Samira", "Lan", "Thao", "Hye-jin", "Yuki", "Mariana", "Camila",
    "Teuila", "Losa", "Ana", "Paige", "Georgia", "Imogen", "Alannah",
]

MALE = [
    "Tom", "Liam", "Cian", "Darragh", "Rhys", "Owen", "Jack", "Ravi", "Arjun",
    "Wiremu", "Tama", "Hemi", "Kwame", "Emeka", "Tariq", "Imran", "Lukasz",
    "Marek", "Andrei", "Mathieu", "Daniel", "Sam", "Ben", "Josh", "Callum",
    "Fraser", "Ewan", "Mitchell", "Brodie", "Nathan", "Hamish", "Kieran",
    "Declan", "Feng", "Wei", "Hiroshi", "Mateo", "Diego", "Oisin", "Padraig",
    "Gareth", "Dylan", "Jayden", "Tyler", "Harvinder", "Sunil", "Yusuf",
    "Bilal", "Kofi", "Tobenna", "Sione", "Ioane", "Rangi", "Nikau", "Connor",
    "Aidan", "Marc-Andre", "Etienne", "Graham", "Stuart", "Neil", "Mark",
]

BABY = [
    "Isla", "Hope", "Grace", "Rose", "Finn", "Oscar", "Arlo", "Teddy",
    "Freddie", "Evie", "Willow", "Poppy", "Ivy", "Ada", "Noah", "Leo", "Rua",
    "Manaia", "Ari", "Niko", "Orla", "Fiadh", "Oisin", "Caoimhe", "Tane",
    "Kahu", "Amani", "Zara", "Eli", "Ezra", "Skye", "Aurora", "Esme",
    "Sienna", "Mila", "Alfie", "Theo", "Jude", "Aria", "Maeve", "Harper",
    "Nova", "Rafferty", "Iris", "Lily", "Aiyana", "Hana", "Ayaan", "Zayn",
    "Maya", "Eden", "Ruairi", "Ffion", "Elodie", "Remy", "Wren",
]

BABY_BOYS = {"Finn", "Oscar", "Arlo", "Teddy", "Freddie", "Noah", "Leo", "Manaia", "Niko",
             "Oisin", "Tane", "Kahu", "Eli", "Ezra", "Alfie", "Theo", "Jude", "Rafferty",
             "Ayaan", "Zayn", "Ruairi", "Remy"}
BABY_EITHER = {"Ari", "Rua", "Amani", "Skye", "Harper", "Eden", "Wren", "Hana"}

SURNAMES = [
    "Hollowell", "Pendrell", "Quarrie", "Tolland", "Merriwick", "Castellane",
    "Dunleavy", "Vantreight", "Ashgrove", "Brennock", "Calloway-Reid",
    "Dorrington", "Fairlie", "Garrowby", "Haverill", "Inchbold", "Jessop-Lane",
    "Kettleby", "Lomasney", "Marlowe", "Nettlefold", "Ormsby", "Prendeville",
    "Quennell", "Rathbourne", "Stannard", "Thewlis", "Umfreville", "Vellacott",
    "Wadlow", "Yelland", "Abernathy-Cole", "Blenkiron", "Corrigan", "Dalgleish",
    "Eakins", "Fennessy", "Gilhooly", "Harrop", "Iredale", "Kinsella-Ward",
    "Lanigan", "McAteer", "McGlinchey", "Nolan-Hart", "O'Dowda", "O'Flanagan",
    "Pettigrew", "Rooney-Bell", "Scanlan", "Tierney", "Waddilove", "Okonkwo",
    "Adebayo-Hart", "Mensah", "Owusu-Ansah", "Nwachukwu", "Balogun", "Sharma",
    "Bhattacharya", "Sandhu", "Grewal", "Iqbal", "Chaudhry", "Rahman",
    "Siddiqui", "Nguyen", "Tran", "Huang", "Zhou", "Takahashi", "Park",
    "Kowalczyk", "Wisniewska", "Popescu", "Petrescu", "Fonoti", "Tuilagi",
    "Faleolo", "Ngata-Hall", "Te Rangi", "Parata", "Whaanga", "Tipene",
    "Tremblay-Roy", "Gagnon", "Bouchard", "Lavoie", "Pelletier", "Okafor",
    "Szymanski", "Lindqvist", "Haldane", "Mackintosh", "Strachan", "Gillanders",
    "Ruddock", "Penhaligon", "Trevaskis", "Polglase", "Bramwell", "Cawthorne",
    "Fothergill", "Heseltyne", "Kitching", "Mossop", "Ramsbottom", "Sugden",
    "Ackroyd", "Brearley", "Clegghorn", "Duxbury", "Entwhistle", "Firth-Mason",
    "Greenhalgh", "Hepplewhite", "Illingworth", "Jagger-Ross", "Lumb",
    "Mortimer-Shaw", "Nuttall", "Ogden", "Pickersgill", "Rushworth",
    "Sowerby", "Tetley", "Whiteley", "Yeadon", "Blackwood", "Carrick",
    "Delahunt", "Ferriter", "Geoghegan", "Hennigan", "Keogh", "Mulcahy",
]

# Street name stems and suffixes (all invented combinations).
STREET_STEMS = [
    "Larkspur", "Quillon", "Fennimore", "Hazelrigg", "Tollgate", "Marram",
    "Corriebank", "Wrenfield", "Sallow", "Bramblewick", "Kestrel", "Alderbank",
    "Whinmoor", "Copperbeech", "Linthorpe", "Gorsedale", "Pellow", "Rushmere",
    "Thistlecombe", "Ellerby", "Greyfriar", "Hawthorn Rise", "Juniper",
    "Knapweed", "Lowther", "Millrace", "Nightjar", "Oakhanger", "Plover",
    "Ravensworth", "Saltmarsh", "Teasel", "Wychwood", "Yarrow", "Banksia",
    "Waratah", "Kowhai", "Manuka", "Totara", "Pohutukawa", "Tamarack",
    "Spruce Hollow", "Beaverbrook", "Wattlebird", "Currawong", "Bellbird",
    "Ardnagreine", "Cluain Mor", "Glenard", "Lisheen", "Mullaghmore Park",
]
SUFFIX = {
    "UK": ["Road", "Close", "Lane", "Crescent", "Way", "Gardens", "Terrace",
           "Drive", "Avenue", "Mews", "Street", "Grove"],
    "IE": ["Avenue", "Park", "Grove", "Heights", "Road", "Lawn", "Court",
           "Drive", "View", "Street"],
    "AU": ["Street", "St", "Crescent", "Cres", "Parade", "Pde", "Avenue",
           "Ave", "Road", "Rd", "Court", "Ct", "Circuit"],
    "NZ": ["Road", "Rd", "Street", "St", "Terrace", "Tce", "Place", "Pl",
           "Crescent", "Drive"],
    "CA": ["Avenue", "Ave", "Street", "St", "Boulevard", "Blvd", "Drive",
           "Dr", "Crescent", "Road", "Court", "Way"],
}

TOWNS = {
    "UK": ["Fernhallow", "Corrowby", "Brackwater", "Whitlinge", "Ashenford",
           "Kelverton", "Hadleigh Moss", "Sallowmere", "Pennock", "Rysdale",
           "Oxwick", "Lindmoor", "Thornbury Vale", "Dunmere", "Caddingford",
           "Stockhallow", "Wenlow", "Burnholme", "Elsmere Cross", "Marshby"],
    "IE": ["Kilbrannagh", "Ballinacrea", "Carrowmeen", "Drumkeelan",
           "Rathcullen", "Lisnagorra", "Ennisdare", "Clonbarra", "Tullymaine",
           "Glenvarra", "Castlecorran", "Ardnavarna", "Knockmoyle", "Dunbrack"],
    "AU": ["Brindlebrook", "Wattlegrove", "Koorinda Heights", "Mallee Springs",
           "Yarrandale", "Corrigan Flats", "Banksia Point", "Tallowood",
           "Mirrabrook", "Gundaree", "Ironbark Ridge", "Coolabah Downs",
           "Warrigal Creek", "Kinchela Vale"],
    "NZ": ["Te Awahiri", "Rangitara", "Pukemoana", "Otawhiti", "Matarua",
           "Ferncliff", "Harrowvale", "Kowhai Bay", "Waikaremu", "Tarakawa",
           "Glenbrae", "Moturoa Heads", "Riverlea Flat"],
    "CA": ["Fenwick Falls", "Larchmont Ridge", "Saint-Clement-du-Lac",
           "Cedarholm", "Port Alder", "Maple Hollow", "Kinross Bay",
           "Birchcliff Harbour", "Greyhaven", "Ostrander Mills",
           "Tamarack Point", "Beaulac-les-Pins", "North Wexcombe"],
}

# Irish counties (labelled CITY by convention) and UK counties likewise.
IE_COUNTIES = ["Galway", "Cork", "Mayo", "Kerry", "Donegal", "Wexford",
               "Tipperary", "Clare", "Sligo", "Limerick", "Meath", "Kildare"]
STATES = {
    "AU": ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"],
    "AU_long": ["New South Wales", "Victoria", "Queensland",
                "Western Australia", "South Australia", "Tasmania"],
    "NZ": ["Canterbury", "Waikato", "Otago", "Northland", "Bay of Plenty",
           "Manawatu-Whanganui", "Hawke's Bay", "Southland", "Taranaki"],
    "CA": ["ON", "BC", "AB", "NS", "MB", "SK", "NB", "NL"],
    "CA_long": ["Ontario", "British Columbia", "Alberta", "Nova Scotia",
                "Manitoba", "Saskatchewan", "New Brunswick"],
}

# Hospital templates; {T} is replaced by a town of the note's country.
HOSPITALS = {
    "UK": ["{T} Royal Infirmary", "St Aldwyn's Hospital", "{T} Women's Hospital",
           "Queen Elspeth Maternity Unit", "{T} General Hospital",
           "Princess Ottilie Hospital", "{T} District Hospital"],
    "IE": ["University Hospital {T}", "St Fionnan's Maternity Hospital",
           "{T} Regional Hospital", "Our Lady of Clonbarra Hospital",
           "{T} General Hospital", "Lisnagorra Maternity Hospital"],
    "AU": ["{T} Base Hospital", "Royal Wattlegrove Women's Hospital",
           "{T} Health Service", "St Brigid's Private Hospital",
           "{T} District Hospital", "Mirrabrook Mothers and Babies"],
    "NZ": ["{T} Hospital", "Pukemoana Base Hospital", "{T} Women's Health",
           "Te Awahiri Birthing Centre", "Ferncliff Maternity Unit"],
    "CA": ["{T} General Hospital", "St. Ignatius Health Centre",
           "{T} Regional Health Sciences Centre", "Hopital Sainte-Blandine",
           "Women's and Infants' Hospital of {T}", "{T} Memorial Hospital"],
}
UNITS = ["Willow Suite", "Snowdrop Suite", "Rowan Ward", "Bluebell Suite",
         "Forget-Me-Not Suite", "Cedar Ward", "Linden Ward", "Aster Suite",
         "Harbour Ward", "Kowhai Ward", "Wattle Ward", "Heron Unit",
         "Magnolia Suite", "Primrose Ward", "Rata Ward", "Juniper Suite"]
GP_PRACTICES = {
    "UK": ["{T} Medical Centre", "Orchard Lane Surgery", "{T} Health Centre",
           "Millrace Surgery", "The Willows Practice", "Greyfriar Medical Group"],
    "IE": ["{T} Family Practice", "Main Street Medical Centre", "{T} Medical",
           "Riverside Clinic {T}", "Abbey Street Surgery"],
    "AU": ["{T} Family Practice", "{T} Medical Clinic", "Banksia Health",
           "Coastal Family Medical", "{T} GP Super Clinic"],
    "NZ": ["{T} Medical Centre", "Harbourside Health", "{T} Family Doctors",
           "Totara Health", "Kowhai Bay Medical"],
    "CA": ["{T} Family Health Team", "{T} Medical Clinic",
           "Lakeshore Family Practice", "Clinique Medicale {T}",
           "Birchwood Community Health Centre"],
}
PHARMACIES = ["{T} Pharmacy", "Greenway Chemist", "Harbour Street Pharmacy",
              "Corner Apothecary {T}"]
HOSPICES = ["Little Harbour Children's Hospice", "Starling House Hospice",
            "Kowhai Children's Hospice", "Lantern Lodge Children's Hospice",
            "Maple Light Paediatric Hospice"]
COUNSELLING = ["{T} Counselling Centre", "Stillwater Psychology Clinic",
               "Harbour Light Counselling Rooms", "{T} Perinatal Wellbeing Clinic"]
PATHOLOGY_CENTRES = ["{T} Perinatal Pathology Centre",
                     "{T} Children's Hospital", "Regional Paediatric Pathology Unit {T}"]

FUNERAL_DIRECTORS = ["Pendrell & Daughters Funeral Directors",
                     "Quarrie Family Funerals", "Ashgrove Memorial Services",
                     "Tolland Brothers Funeral Home", "Kinsella Funeral Care",
                     "Lantern Gate Funerals", "Whaanga Whanau Funerals",
                     "Lavoie Funeral Home and Chapel", "Stannard & Yelland Ltd"]
CHARITIES = ["Little Lanterns", "Footprints in Time Trust",
             "Quiet Harbour Perinatal Loss Support", "Tiny Stars Network",
             "Moonbeam Parents", "Heartprints Bereavement Photography",
             "Gentle Goodbyes Knitting Circle", "Ripple Baby Loss Collective",
             "Held Close Foundation", "Snowflake Angels Gowns"]
CHURCHES = ["St Aldwyn's Parish Church", "Mount Zion Pentecostal Fellowship",
            "St Fionnan's Church", "Ferncliff Baptist Church",
            "Holy Redeemer Catholic Parish", "Gurdwara Sahib {T}",
            "{T} Islamic Centre", "Shree Ganesh Mandir {T}",
            "Beth Shalom Congregation {T}", "{T} Uniting Church",
            "Eglise Saint-Odilon", "Greyfriar Methodist Chapel"]
EMPLOYERS = ["Northgate Logistics", "Brackwater Dairies", "Fenwick Hardware",
             "Corrowby Academy", "Tallowood Mining Co", "Marram Bay Seafoods",
             "Kelverton Borough Council", "Redfern & Quill Solicitors",
             "Ironbark Civil Works", "Pukemoana Orchards", "Harbourline Ferries",
             "Cedarholm School Board", "Oxwick Building Society",
             "Glenvarra Credit Union", "Bluegum Childcare Centre",
             "Sallowmere Garden Centre", "Stockhallow Bakery",
             "Larchmont Tech Solutions", "Kestrel Aviation Services"]
SCHOOLS = ["St Columba's Primary School", "{T} Primary School",
           "{T} Montessori", "Little Acorns Nursery", "{T} Kindergarten",
           "Gaelscoil {T}", "Kura Kaupapa o {T}", "Ecole des Pins"]
CEMETERIES = ["{T} Cemetery", "Hollins Lane Crematorium", "Garden of Angels, {T} Cemetery",
              "Wrenfield Memorial Park", "{T} Lawn Cemetery",
              "Greyfriar Crematorium", "St Fionnan's Cemetery",
              "Ferncliff Natural Burial Ground", "Rosebrae Crematorium {T}"]
MEMORIAL = ["Butterfly Garden", "Remembrance Garden of {T}",
            "Little Stars Memorial Garden", "Willow Memorial Walk"]
MARAE = ["Rangitara Marae", "Puhiwai Marae", "Matarua Marae",
         "Te Awahiri Marae"]
BUILDINGS = ["Harland Wing", "Fairbairn Building", "Elspeth Block",
             "Margaret Tolland Wing", "Ostrander Pavilion", "Kestrel House"]
INSURERS = {
    "AU": ["Southern Wattle Health", "Banksia Mutual", "Coastline Health Fund"],
    "IE": ["Emerald Cover", "Shamrock Health Insurance"],
    "CA": ["Maple Shield Benefits", "North Star Group Insurance"],
    "UK": ["Albion Medical Assurance", "Thistle Health Cover"],
    "NZ": ["Kauri Health Cover", "Harbour Health Insurance"],
}

PROFESSIONS = [
    "teacher", "primary school teacher", "barista", "electrician",
    "accountant", "dairy farmer", "shearer", "software developer",
    "retail assistant", "police officer", "solicitor", "chef", "hairdresser",
    "bus driver", "civil engineer", "carpenter", "plumber",
    "early childhood educator", "social worker", "dental nurse", "journalist",
    "sheep farmer", "fisherman", "university lecturer", "mine worker",
    "truck driver", "veterinary nurse", "graphic designer", "care assistant",
    "soldier", "pharmacy technician", "estate agent", "postal worker",
    "warehouse operative", "bank teller", "architect", "librarian",
    "paramedic", "stonemason", "scaffolder", "ICU nurse", "midwifery student",
    "call centre supervisor", "self-employed builder", "taxi driver",
    "physiotherapist", "lab technician", "forestry worker", "fitness instructor",
]

LANGUAGES = ["Polish", "Mandarin", "Punjabi", "Urdu", "Arabic", "Romanian",
             "Tongan", "Samoan", "Vietnamese", "Portuguese", "Tigrinya",
             "French", "Irish", "Welsh", "Somali", "Cantonese"]
ORIGIN_COUNTRIES = ["Poland", "India", "Pakistan", "Nigeria", "Ghana",
                    "Romania", "Philippines", "Samoa", "Tonga", "Vietnam",
                    "China", "Brazil", "Eritrea", "South Africa", "Lebanon",
                    "Somalia", "Sri Lanka", "Zimbabwe", "Fiji", "Kenya"]
