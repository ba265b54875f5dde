"""Invented organisations for dev432_en: pharmacies, practices, hospitals,
wards, care homes, employers, schools, wholesalers, services.  None of these
is meant to be a real organisation."""

PHARM_STEMS = [
    "Bramblegate", "Kestrel", "Larchfield", "Oakleaf", "Millbrook", "Ashgrove",
    "Fernlea", "Willowbank", "Heronsgate", "Copperfield", "Thistledown",
    "Juniper", "Marigold", "Greystone", "Quayside", "Hawthorn", "Linden",
    "Foxglove", "Beaconsfield Road", "Harbourview", "Kingfisher", "Moorland",
    "Chapelgate", "Elmstead", "Saltmarsh", "Rowanberry", "Tanfield",
    "Cobblestone", "Waterside", "Hollybush", "Bluebell", "Merrow",
    "Stonebridge", "Westgate", "Parkside", "Lindley", "Claremont", "Corby Road",
]
PHARM_SUFFIX = {
    "UK": ["Pharmacy", "Pharmacy", "Chemist", "Chemists", "Community Pharmacy",
           "Healthcare Pharmacy", "Pharmacy & Travel Clinic"],
    "IE": ["Pharmacy", "Pharmacy", "Chemist", "Late Night Pharmacy"],
    "CA": ["Pharmacy", "Drug Mart", "Apothecary", "Pharmacy & Wellness"],
    "AU": ["Pharmacy", "Discount Chemist", "Chemist", "Pharmacy & Compounding"],
    "US": ["Pharmacy", "Drug", "Family Pharmacy", "Apothecary"],
}
PHARM_FAMILY = ["Dhillon's", "Mistry", "O'Dwyer's", "Kavanagh's", "Okoro",
                "Lau's", "Hartley's", "Pringle", "Nasser", "Whitcombe"]

PRACTICE_STEMS = [
    "Wharfe View", "Elm Park", "Chevin", "Riverbank", "Castle Mead",
    "Hillside", "Brookfield", "Abbey Meadows", "Ivy Grove", "Beckside",
    "Northgate", "Southfields", "Priory Lane", "Harewood", "Greenhead",
    "Oak Tree", "St Aidan's", "Three Rivers", "Millfield", "Laurel Bank",
    "Saffron", "Holme Valley", "Kingsmead", "Thornleigh", "Meadowside",
    "Cobden", "Rosemount", "Wyvern", "Marsh Lane", "Tollgate",
]
PRACTICE_SUFFIX = {
    "UK": ["Surgery", "Medical Centre", "Health Centre", "Medical Practice",
           "Family Practice", "Surgery"],
    "IE": ["Medical Centre", "Family Practice", "Medical Practice", "Clinic"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Medicine Centre",
           "Walk-In Clinic"],
    "AU": ["Medical Centre", "Family Practice", "General Practice",
           "Medical Clinic"],
    "US": ["Family Medicine", "Primary Care", "Medical Group", "Health Center"],
}

HOSP_STEMS = [
    "Airedale Vale", "Northshire", "Calder Royal", "Westmoor", "Saint Brigid's",
    "St Aldhelm's", "Pennine Moor", "Severnside", "Fenland", "Tamar Valley",
    "Hallamgate", "Lowther", "Queen Adela", "Princess Maud", "Ribblesdale",
    "Kingsholm", "Oakham Vale", "Marlow Cross", "Cleveland Heights",
    "Blackwater", "Wentworth", "Coldharbour", "Mercy Ridge", "Lakehead",
    "Gracefield", "Holloway Park", "Silverdale", "Bayswater Memorial",
]
HOSP_SUFFIX = {
    "UK": ["General Hospital", "Royal Infirmary", "District General Hospital",
           "University Hospital", "Community Hospital", "Hospital"],
    "IE": ["University Hospital", "General Hospital", "Regional Hospital",
           "Hospital"],
    "CA": ["General Hospital", "Health Sciences Centre", "Regional Hospital",
           "Memorial Hospital"],
    "AU": ["Base Hospital", "Hospital", "Health Service", "Private Hospital"],
    "US": ["Medical Center", "Memorial Hospital", "Regional Medical Center",
           "Community Hospital"],
}
WARD_NAMES = [
    "Ward 14", "Ward 7B", "Ward 22", "Ward 3", "Larch Ward", "Beech Ward",
    "Kingfisher Ward", "Ward 31", "Ash Ward", "Cedar Unit", "Harebell Ward",
    "Ward 9", "Elm Ward", "Juniper Ward", "Ward 11", "Nightingale Ward",
    "Rowan Ward", "Osprey Unit", "Ward 26", "Willow Ward",
]
# generic departments: not PHI, used as hard negatives
DEPARTMENTS = [
    "Acute Medical Unit", "A&E", "Cardiology", "Respiratory", "Care of the Elderly",
    "Orthopaedics", "Gastroenterology", "Stroke Unit", "ICU", "CCU",
    "Diabetes Centre", "Frailty", "General Surgery", "Renal", "Oncology",
]

CARE_HOMES = [
    "Larkspur Lodge", "Hollybank Care Home", "Beeches Nursing Home",
    "Meadowcroft Residential Home", "Alderney House", "Cherry Tree Court Care Home",
    "Brambling Hall Nursing Home", "Seacroft Lodge", "Ferndale House",
    "Ambleside Manor Care Home", "Rosewood Nursing Home", "Harbour Lights Care Home",
]

EMPLOYERS = [
    "Kestrel Logistics", "Arden Print Works", "Greenvale Dairy",
    "Hallam Steel Fabrications", "Marlowe Insurance", "Topaz Cleaning Services",
    "Ashby & Finch Solicitors", "Pennine Tiles", "Brightwater Freight",
    "Castlegate Bakery", "Wyvern Bus Company", "Northcote Builders",
    "Silverline Call Centre", "Hartwell Engineering", "Copperbeech Garden Centre",
    "Lindqvist Timber", "Fairlawn Hotel", "Mossvale Farm Supplies",
    "Orbital Data Systems", "Redbrook Plastics", "Tidewater Seafoods",
    "Quillon Accountancy", "Marram Sands Holiday Park", "Ironbridge Removals",
]
SCHOOLS = [
    "St Columba's Primary School", "Thornbury Vale Academy", "Moorfield High School",
    "Riverside Infant School", "Highcliffe College", "Saint Ita's National School",
    "Lakeview Secondary School", "Westbrook Elementary School",
]
CARE_AGENCIES = [
    "Brightcare Home Services", "Helping Hands Homecare Co-op", "Lantern Care",
    "Compass Domiciliary Care", "Hearthside Support", "Amberlight Care Agency",
]
WHOLESALERS = [
    "Northgate Pharma Distribution", "Medivale Wholesale", "Pennant Healthcare Supplies",
    "Apex Pharmaceutical Wholesale", "Kinsale Medical Distributors",
    "Harbour Pharma Logistics",
]
DRUG_SERVICES = [
    "Harbour Recovery Service", "New Leaf Substance Misuse Service",
    "Pathways Drug and Alcohol Team", "Lighthouse Recovery Hub",
    "Beacon Addiction Clinic", "Compass Community Recovery",
]
CHURCHES = ["St Oswald's Church", "Grace Baptist Church", "Bethel Pentecostal Church",
            "Al-Noor Mosque", "Guru Nanak Gurdwara", "Holy Trinity Parish"]
LOCUM_AGENCIES = ["Clearwater Locums", "Rxcellence Staffing", "Pharmalink Cover"]

PROFESSIONS = [
    "welder", "teacher", "retired teacher", "HGV driver", "bus driver",
    "taxi driver", "care assistant", "warehouse operative", "nurse",
    "retired nurse", "electrician", "plumber", "joiner", "bricklayer",
    "hairdresser", "chef", "kitchen porter", "cleaner", "postman",
    "farmer", "retired miner", "accountant", "solicitor", "shop assistant",
    "call centre adviser", "student", "university lecturer", "software developer",
    "forklift driver", "security guard", "police officer", "firefighter",
    "roofer", "painter and decorator", "childminder", "teaching assistant",
    "bar manager", "delivery driver", "mechanic", "baker", "butcher",
    "librarian", "social worker", "retired engineer", "fisherman", "labourer",
    "housekeeper", "scaffolder", "gardener", "dental nurse", "paramedic",
    "lorry driver", "receptionist", "civil servant", "machinist", "seamstress",
]
RELATIONS = [
    "wife", "husband", "daughter", "son", "partner", "mother", "father",
    "sister", "brother", "niece", "nephew", "granddaughter", "grandson",
    "neighbour", "friend", "daughter-in-law", "son-in-law", "carer",
]
