"""Invented value pools for the dev76_en set. Every name, place and organisation here
was made up for this set (some are ordinary English words on purpose)."""

FIRST_F = [
    "Hope", "Rose", "Grace", "Faith", "Joy", "Dawn", "Summer", "May", "June", "Ivy", "Pearl", "Holly",
    "Robin", "Amber", "Aroha", "Mereana", "Siobhan", "Aoife", "Niamh", "Grainne", "Margaret", "Elizabeth",
    "Katarzyna", "Agnieszka", "Folasade", "Chiamaka", "Abena", "Priyanka", "Nusrat", "Mei Ling", "Xiu",
    "Lupe", "Seini", "Mele", "Fatima", "Leila", "Ines", "Rosario", "Marisol", "Tatiana", "Oksana",
    "Brenda", "Kayleigh", "Shannon", "Destiny", "Tamsin", "Bethan", "Morwenna", "Ngaire", "Anahera",
    "Amarisse", "Yevlin", "Tiaweh", "Marlou", "Quenby", "Ysolde", "Dorcas", "Wilhelmina", "Patience",
]
FIRST_M = [
    "Will", "Hunter", "Bill", "Art", "Mark", "Jack", "Chase", "Clay", "Reed", "Miles", "Drew", "Sonny",
    "William", "Robert", "Patrick", "Joseph", "Cathal", "Eoin", "Padraig", "Ruairi", "Tane", "Wiremu",
    "Hemi", "Rawiri", "Sione", "Tevita", "Iosefa", "Tomasz", "Piotr", "Nikolai", "Kwabena", "Chukwuemeka",
    "Abdullahi", "Oluwaseun", "Rajesh", "Imran", "Arjun", "Wei", "Minh", "Jose", "Santiago", "Mateus",
    "Darnell", "Tyrone", "Cody", "Brett", "Dwayne", "Gareth", "Rhys", "Callum", "Lachlan", "Declan",
    "Teodric", "Quillan", "Brannock", "Oskarine", "Zevander", "Halloran", "Ebenezer", "Amos", "Otis",
]
NICK = {
    "William": "Billy", "Robert": "Rab", "Margaret": "Peggy", "Patrick": "Paddy", "Elizabeth": "Lizzie",
    "Aroha": "Ro", "Siobhan": "Shiv", "Kwabena": "Kobby", "Tomasz": "Tomek", "Nikolai": "Kolya",
    "Abdullahi": "Abdi", "Joseph": "Joe", "Chukwuemeka": "Emeka", "Oluwaseun": "Seun", "Wilhelmina": "Mina",
    "Katarzyna": "Kasia", "Padraig": "Podge", "Wiremu": "Bill", "Santiago": "Santi", "Chiamaka": "Chi",
    "Teodric": "Teddy", "Zevander": "Zev", "Dwayne": "D", "Gareth": "Gaz", "Callum": "Cal",
    "Folasade": "Sade", "Ebenezer": "Eb", "Priyanka": "Pri", "Tatiana": "Tanya", "Rawiri": "Dave",
}
LAST = [
    "Hope", "Ward", "Long", "Best", "Bishop", "Rose", "Moss", "Frost", "Hill", "Young", "Church", "Summers",
    "Baker", "Page", "Fox", "Marsh", "Savage", "Sharp", "Little", "Cross", "Stone", "Steel", "Wise",
    "O'Donoghue", "Ni Bhriain", "MacGiolla", "Fitzgerald", "Keohane", "Brennan", "Cullinane", "Flynn",
    "Ngata", "Te Rangi", "Parata", "Tawhiri", "Rangihuna", "Te Koha", "Faleolo", "Tuilagi", "Fifita",
    "Leota", "Chaudhry", "Raghunathan", "Banerjee", "Patel", "Siddiqui", "Okonkwo", "Adeyemi", "Mensah",
    "Owusu-Ansah", "Wisniewski", "Kowalczyk", "Nowak", "Zhou", "Leung", "Nguyen", "Villanueva", "Ortega",
    "Haddad", "Al-Rashid", "Dimaculangan", "Petrenko", "Ionescu", "Vashturo", "Quennick", "Halvorrow",
    "Drummond", "Pennington", "McAlister", "Pryce", "Trelawney", "Gallagher", "Kaczmarek", "Abernethy",
    "Osei", "Mbeki-Dlamini", "Sorensen", "Lindqvist", "Yilmaz", "Demir", "Castellanos", "Achterberg",
    "Threlkeld", "Umberleigh", "Korvanen", "Eskildsen", "Brathwaite", "Jeyakumar", "Oyelaran",
]

LOCALES = {
    "US": {
        "cities": ["Harlow Springs", "Millbrook", "Ravensport", "Dunmore Falls", "Port Alder", "Cedar Bluff",
                   "Wexley", "Maplehurst", "Corrin Lake", "New Tolliver", "Beckford Junction", "Granton",
                   "Sallow Creek", "East Pemberton", "Fort Keeling"],
        "counties": ["Tamsett County", "Alder County", "Brisco County", "Ochre County", "Linwood County"],
        "states": [("Ohio", "OH"), ("Oregon", "OR"), ("Minnesota", "MN"), ("Georgia", "GA"),
                   ("New Mexico", "NM"), ("Vermont", "VT"), ("Kentucky", "KY"), ("Arizona", "AZ"),
                   ("Michigan", "MI"), ("Pennsylvania", "PA")],
        "hospitals": ["Harlow Springs Regional Medical Center", "St. Anselm's Hospital", "Port Alder General",
                      "Cedar Bluff Behavioral Health", "Maplehurst Rehabilitation Institute",
                      "Wexley Community Hospital", "Northgate Valley Medical Center", "Lakemont Psychiatric Center"],
        "units": ["Juniper Unit", "Heron Ward", "4 North", "Redwood Unit", "Crisis Stabilization Unit B"],
        "gp": ["Sallow Creek Family Practice", "Maplehurst Primary Care", "Granton Health Clinic",
               "Corrin Lake Community Clinic"],
        "pharm": ["Beckford Pharmacy", "Alder Drug & Wellness"],
        "carehome": ["Willowmere Assisted Living", "Pinecrest Skilled Nursing", "Harbor Light Manor"],
    },
    "UK": {
        "cities": ["Castlebridge", "Ashworthy", "Kelmscombe", "Lower Pennick", "Brackley Vale", "Thornwick",
                   "Eddlesby", "Hollowmere", "Stanwick Green", "Marlpool", "Saxonford", "Westerleigh",
                   "Cold Ashby Cross", "Ruddington Moor", "Felsham"],
        "counties": ["Kelshire", "North Aldermoor", "Westmarsh", "Trentford", "Lowdale"],
        "states": [("East Anglia", None), ("Merseyside", None), ("Yorkshire", None)],
        "hospitals": ["Castlebridge Royal Infirmary", "St Brannoc's Hospital", "Ashworthy General Hospital",
                      "Hollowmere Community Hospital", "Kelmscombe District General", "Thornwick Park Hospital",
                      "Eddlesby Mental Health Unit", "Brackley Vale Rehabilitation Centre"],
        "units": ["Kestrel Ward", "Willow Ward", "Larchmont Unit", "Rowan Ward", "Foxglove Ward",
                  "Harbour Place Crisis House"],
        "gp": ["Elm Park Surgery", "Stanwick Green Medical Practice", "Marlpool Health Centre",
               "The Old Forge Surgery", "Saxonford Road Surgery"],
        "pharm": ["Westerleigh Pharmacy", "Felsham Chemist"],
        "carehome": ["Oakapple Care Home", "Rosebank Nursing Home", "The Laurels Residential Home"],
    },
    "IE": {
        "cities": ["Ballyconnor", "Kilmorden", "Carrigbeg", "Lisnacree", "Ardnagh", "Castlemoy", "Rathglass",
                   "Clonmurragh", "Tobercurry Bridge", "Knockanure East", "Drumlahan", "Inishcarra"],
        "counties": ["Wexford", "Mayo", "Kilkenny", "Donegal", "Tipperary", "Cork", "Laois", "Sligo"],
        "states": [("Connacht", None), ("Munster", None), ("Leinster", None)],
        "hospitals": ["Ballyconnor University Hospital", "St Ita's Hospital Kilmorden", "Carrigbeg General",
                      "Castlemoy Regional Hospital", "Rathglass Community Nursing Unit",
                      "St Fintan's Psychiatric Unit", "Lisnacree Rehabilitation Hospital"],
        "units": ["St Declan's Ward", "Glenview Unit", "Acute Mental Health Unit 2", "Brigid Ward"],
        "gp": ["Main Street Medical Centre Ardnagh", "Clonmurragh Family Practice", "Riverside Surgery Drumlahan"],
        "pharm": ["Quay Pharmacy Rathglass", "Kilmorden Medical Hall"],
        "carehome": ["Ard Mhuire Nursing Home", "Knockanure Lodge Nursing Home", "Sonas House"],
    },
    "NZ": {
        "cities": ["Te Awanui", "Pukekaraka", "Otaraia", "Kowhai Bay", "Tamatea Heights", "Ruamoko",
                   "Whetu Point", "Karaka Downs", "Port Matiu", "Rimuvale", "Ngahere Junction", "Taraweka"],
        "counties": ["Rimuvale District", "Te Awanui District"],
        "states": [("Waikato", None), ("Canterbury", None), ("Otago", None), ("Bay of Plenty", None),
                   ("Hawke's Bay", None), ("Northland", None), ("Southland", None)],
        "hospitals": ["Te Awanui Hospital", "Kowhai Bay Base Hospital", "Pukekaraka District Hospital",
                      "Rimuvale Rehabilitation Centre", "Tamatea Mental Health Inpatient Unit",
                      "Whetu Point Community Hospital"],
        "units": ["Totara Ward", "Kahikatea Unit", "Pohutukawa Ward", "Harakeke Acute Unit"],
        "gp": ["Karaka Downs Medical Centre", "Port Matiu Family Health", "Taraweka Health Hub"],
        "pharm": ["Rimuvale Pharmacy", "Otaraia Unichem Street Pharmacy"],
        "carehome": ["Manaaki House Rest Home", "Kowhai Gardens Lifecare", "Te Whare Atawhai"],
    },
}

STREET_NAMES = ["Elm", "Rowan", "Quarry", "Tanner", "Hollis", "Briar", "Gannet", "Mariner", "Copperfield",
                "Lantern", "Saddler", "Ferrier", "Kowhai", "Totara", "Station", "Chapel", "Mill", "Abbey",
                "Larkspur", "Cobble", "Fennel", "Wrenfield", "Oyster", "Tollgate", "Beacon", "Clover",
                "Drover", "Huxley", "Pennant", "Greystone", "Ashgrove", "Kiln"]
STREET_SUF = {
    "US": ["Street", "Avenue", "Road", "Drive", "Lane", "Court", "Blvd", "St", "Ave", "Way"],
    "UK": ["Road", "Street", "Close", "Lane", "Crescent", "Terrace", "Gardens", "Way", "Walk", "Rd"],
    "IE": ["Road", "Street", "Park", "Grove", "Avenue", "Terrace", "Lawns", "Heights"],
    "NZ": ["Road", "Street", "Crescent", "Place", "Terrace", "Drive", "Rd", "St"],
}
COUNTRIES = ["Portugal", "Poland", "Nigeria", "Samoa", "Philippines", "Syria", "Somalia", "Eritrea",
             "Romania", "Lithuania", "India", "Pakistan", "Brazil", "Tonga", "Fiji", "Zimbabwe", "Ukraine",
             "Vietnam", "Australia", "Scotland", "Ghana", "Turkey", "Colombia", "Canada", "Spain"]
EMPLOYERS = ["Harrow & Lyle Logistics", "Pinecrest Joinery", "Quayside Seafoods", "Brightwater Dairies",
             "Kettlewell Freight", "Northmoor Builders", "Corran Meats", "Lantern Bay Hotel", "Tidewell Couriers",
             "Greyfield Recycling", "Marsden Print Works", "Aldwych Call Centre", "Bluegum Orchards",
             "Fernhill Garden Centre", "Oakhaven Council Depot"]
SCHOOLS = ["Brookvale High School", "St Columba's National School", "Kowhai Bay Primary", "Ashworthy Academy",
           "Maplehurst Middle School", "Rathglass Community College", "Thornwick Sixth Form College"]
AGENCIES = ["Northgate Housing Trust", "Tidewell Recovery Services", "Brightpath Advocacy", "Open Door Foodbank",
            "Harbourlight Women's Refuge", "Second Step Addiction Service", "Calder Street Day Centre",
            "Kinship Carers Network", "Te Puna Ora Whanau Services", "Westerleigh Citizens Advice",
            "Safe Haven Domestic Abuse Project", "Fresh Start Tenancy Support"]
COURTS = ["Castlebridge Magistrates' Court", "Kilmorden District Court", "Te Awanui District Court",
          "Tamsett County Family Court", "Harlow Springs Municipal Court", "Ashworthy Crown Court"]
HOSTELS = ["Ferncliff Lodge", "Anchorage House", "St Jude's Shelter", "Brennan House", "Harbourside Night Shelter",
           "Millrace Supported Housing", "Kiwa House"]
LANDMARKS = ["Tollgate Bridge", "Kinnaird Park", "Harbour Steps", "Old Mill Weir", "Marram Point",
             "Beacon Hill lookout", "Millennium Quay", "Saxonford railway viaduct", "Gannet Rock",
             "Clocktower Square", "Wrenfield Retail Park"]
PROF_PT = ["scaffolder", "bus driver", "care assistant", "dairy farmer", "chef", "electrician",
           "primary school teacher", "forklift operator", "taxi driver", "barista", "postman", "shepherd",
           "software developer", "roofer", "nail technician", "fisherman", "warehouse operative",
           "hairdresser", "security guard", "bricklayer", "accountant", "plasterer", "sheep shearer",
           "long-haul truck driver", "bar manager", "landscape gardener", "welder", "cleaner",
           "panel beater", "dental receptionist", "youth worker", "mechanic", "baker", "carpenter"]
PROF_REL = ["nurse", "teacher", "firefighter", "plumber", "pharmacist", "farmer", "solicitor", "shop assistant",
            "social worker", "builder", "lorry driver", "hotel housekeeper", "minister", "soldier", "midwife"]
# ordinary-language uses of words that are also names (hard negatives)
ORDINARY = [
    "Remains hopeful; voices some hope about returning home.",
    "Will need review of capacity if presentation changes.",
    "Discussed what would be in his best interests.",
    "Long-standing low mood, worse over the winter.",
    "Mobilised to the end of the ward and back.",
    "Grace period on rent arrears agreed by the landlord.",
    "Rose from chair independently with one attempt.",
    "Mood brighter, some joy in talking about grandchildren.",
    "Frost on the ground at time of call; pt found outside.",
    "Reports going to church on Sundays for support.",
    "Plays chess at the day centre; says the bishop is his favourite piece.",
    "Fox bite to hand last year, healed well.",
    "Walks up the hill to the shop with a stick.",
]
