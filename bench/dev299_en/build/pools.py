"""Invented pools for the dev299_en set (author 299).

Every personal name combination, street, town, hospital and organisation here is
invented for this set; any match with a real person or place is unintended.
States, provinces, counties and countries are real.
"""

MALE = [
    "Alasdair", "Bram", "Callum", "Desmond", "Eamon", "Fergal", "Gideon", "Hamish",
    "Idris", "Jarrah", "Kieran", "Lachlan", "Malachy", "Nevin", "Oisin", "Piers",
    "Quentin", "Rafferty", "Soren", "Tobias", "Ulric", "Vaughan", "Wystan", "Xavier",
    "Yusuf", "Zane", "Arjun", "Bartholomew", "Cormac", "Dmitri", "Emeka", "Florian",
    "Gareth", "Hugo", "Ivo", "Jerome", "Kwame", "Leopold", "Marcus", "Niall",
    "Osric", "Percival", "Ronan", "Stellan", "Thaddeus", "Wendell", "Anselm", "Beckett",
    "Casimir", "Dorian", "Elliot", "Ferris", "Graham", "Harvey", "Ignatius", "Julian",
    "Kofi", "Lionel", "Mateo", "Nikhil", "Otto", "Reuben", "Silas", "Tariq",
    "Vikram", "Walter", "Ezra", "Rhodri", "Declan", "Hiroshi", "Tomasz", "Ruairi",
]

FEMALE = [
    "Aoife", "Bronwen", "Cressida", "Delphine", "Eilidh", "Fenella", "Georgina", "Honor",
    "Imelda", "Juno", "Keziah", "Lorelei", "Maeve", "Nerys", "Orla", "Philippa",
    "Rosalind", "Saoirse", "Tamsin", "Una", "Verity", "Winifred", "Yara", "Zelda",
    "Anouk", "Beatrix", "Clodagh", "Dervla", "Elspeth", "Freya", "Ginevra", "Harriet",
    "Isolde", "Jacinta", "Kalinda", "Leonie", "Marguerite", "Niamh", "Odette", "Priya",
    "Rhiannon", "Sunniva", "Thea", "Ursula", "Vivienne", "Wren", "Adaeze", "Bernadette",
    "Catriona", "Dolores", "Esme", "Fionnuala", "Gwendolyn", "Hermione", "Ines", "Jolene",
    "Kirsty", "Lavinia", "Mireille", "Noor", "Ottilie", "Perpetua", "Roisin", "Sabine",
    "Tallulah", "Valentina", "Yvette", "Mei", "Ngaire", "Annika", "Lucinda", "Mairead",
]

SURNAMES = [
    "Ashdown", "Bellweather", "Quarrie", "Stradwick", "Harrowby", "Quennell", "Tolliver",
    "Fenwright", "Oakhurst", "Pendlebury", "Marchbank", "Wetherell", "Colquist", "Dunstable",
    "Ellingham", "Farrowby", "Gillanders", "Hackleton", "Inchcombe", "Jessop-Vane",
    "Kettleborough", "Lindqvist", "Mowbray-Hale", "Nettleford", "Ormerod", "Prideaux",
    "Ravensworth", "Sallowfield", "Thistlewood", "Underhay", "Vellacott", "Westerdale",
    "Yelverton", "Abernathy-Cole", "Brackstone", "Cathcart-Reeve", "Drinkwell", "Eastaway",
    "Fairclough", "Greenhalgh", "Hollingdrake", "Ivinson", "Jardine-Pell", "Kilbride",
    "Lowthwaite", "Merriweather", "Norcliffe", "O'Farrelly", "Penhallow", "Quigleigh",
    "Rosewarne", "Shackleford", "Treloggan", "Upcott", "Varnham", "Whitlock", "Adeyemi-Fox",
    "Okonkwo-Hart", "Nakashima", "Vasquez-Orr", "Szymanek", "Oduya", "Ferreira-Lind",
    "Castellane", "Dimitriou", "Haverkamp", "Mbeki-Rowe", "Quillfeather", "Rautenbach",
    "Sandoval-Pryce", "Thorvaldsen", "Vukovich", "Zeller", "Achterberg", "Balogun",
    "Ciesielka", "Dravid", "Eskelund", "Fontanelli", "Gauthier-Roy", "Hanrahan",
    "Iwasaki", "Jovanovski", "Kowalczyn", "Lachance", "Moynihan", "Nwachukwu",
    "Oyelaran", "Petrakis", "Ruddock", "Sarkissian", "Trudeau-Blaise", "Uchenna",
    "Valderrama", "Wojcikowski", "Yamaguchi-Bell", "Zanetti", "Ballantyne", "Corrigan",
    "Delahunty", "Fitzmaurice", "Gallagher-Roe", "Hennessy", "Kinsella", "McAllinden",
    "Mulcahy", "O'Rourke-Dane", "Tierney", "Brannagh", "Crowhurst", "Dobbinson",
    "Eversleigh", "Ffoulkes", "Gossage", "Hibbert", "Larkworthy", "Muncaster",
    "Nuttall", "Pocklington", "Rudgewick", "Snelgrove", "Tattersall", "Wainhouse",
    "Ambrose", "Birtwhistle", "Cheung-Moss", "Deverell", "Elsworth", "Fulbright",
    "Gorringe", "Hathersage", "Ingleby", "Jowett", "Kersley", "Lacroix", "Mackworth",
    "Nair-Bowen", "Oldroyd", "Pemberton-Ash", "Quayle", "Rampling", "Sotheby",
    "Thackray", "Ulverston", "Vance-Ortiz", "Wadsworth", "Youlden", "Baptiste",
    "Carrow", "Dunleavy", "Eggleston", "Fairweather", "Grimshaw", "Halloran",
    "Kavanagh-Webb", "Llewellyn", "Mendelsohn", "Nakamura-Reid", "Pettigrew",
    "Rathbone", "Stavros", "Tremayne", "Winterbourne", "Arkwright", "Blenkinsop",
    "Cholmondley", "Dewhurst", "Entwistle", "Fothergill", "Gulliver", "Heathcote",
]

# towns per country: invented
TOWNS = {
    "UK": ["Ashcombe", "Kellerby", "Marrowdale", "Thornbridge Wells", "Lowther Cross",
           "Brackenfield", "Stowmere", "Hallowford", "Eddington Vale", "Farley Brook",
           "Wexcombe", "Pellingham", "Saltbury", "Mirefield Green", "Catterholme",
           "Duxley", "Norbridge", "Oxenhope Moor", "Ravensholt", "Tillingfold"],
    "US": ["Cedar Hollow", "Port Alden", "Briarton", "Maple Falls", "Kessler Springs",
           "North Havenport", "Ridgewater", "Lowell Bend", "Sutter Creek Junction",
           "Granby Heights", "Fallowmere", "Oak Prairie", "Dunmore Ridge", "Halcott",
           "Westbrook Landing", "Pine Orchard", "Caddo Flats", "Silverdale Park"],
    "AU": ["Marrowdale", "Quandong Creek", "Bellarine Heights", "Warrakin", "Tallowbah",
           "Kooragang Vale", "Mount Esterby", "Yallunda Flat", "Coorabin", "Narrawong Park",
           "Burrandong", "Eaglehawk Rise", "Minjarra", "Wattle Grove East", "Boolara Downs"],
    "CA": ["Alderton", "Maplecrest", "Port Selkirk", "Lac-Bellemare", "Fenwick Falls",
           "Ashgrove Mills", "Kildare Bay", "Riverhurst", "Saint-Aubert", "Thornlea",
           "Cobalt Narrows", "Pembury Crossing", "Wolseley Harbour", "Elmvale Ridge"],
    "IE": ["Ballyfarran", "Kilcormack", "Castlederry", "Drumshanbo Cross", "Ennisvale",
           "Rathmoyle", "Tobercurry Bridge", "Kinvarra West", "Ardnacrusha Upper",
           "Carrigmore", "Lisnagarvey", "Mullaghmore Cross", "Clonbarra", "Glenmaddy"],
}

UK_COUNTIES = ["West Yorkshire", "Cumbria", "Devon", "Lincolnshire", "Shropshire",
               "North Yorkshire", "Kent", "Norfolk", "Lancashire", "Somerset", "Durham"]
IE_COUNTIES = ["Mayo", "Cork", "Galway", "Kerry", "Donegal", "Clare", "Sligo",
               "Tipperary", "Wexford", "Limerick", "Meath", "Kildare"]
US_STATES = [("Ohio", "OH"), ("Pennsylvania", "PA"), ("Michigan", "MI"), ("Oregon", "OR"),
             ("North Carolina", "NC"), ("Texas", "TX"), ("Wisconsin", "WI"), ("Vermont", "VT"),
             ("Minnesota", "MN"), ("Georgia", "GA"), ("Arizona", "AZ"), ("Iowa", "IA"),
             ("Kentucky", "KY"), ("Colorado", "CO"), ("Maine", "ME"), ("New York", "NY")]
AU_STATES = [("New South Wales", "NSW", "2"), ("Victoria", "VIC", "3"), ("Queensland", "QLD", "4"),
             ("South Australia", "SA", "5"), ("Western Australia", "WA", "6"),
             ("Tasmania", "TAS", "7")]
CA_PROVS = [("Ontario", "ON", "KLMNP"), ("British Columbia", "BC", "V"), ("Alberta", "AB", "T"),
            ("Nova Scotia", "NS", "B"), ("Manitoba", "MB", "R"), ("Quebec", "QC", "GHJ"),
            ("Saskatchewan", "SK", "S"), ("New Brunswick", "NB", "E")]
IE_ROUTING = ["F23", "T12", "H91", "V94", "D08", "A92", "R95", "P31", "X35", "E91", "N41"]
UK_POST_AREAS = ["KX", "LW", "BV", "HT", "QD", "WZ", "FJ", "TV", "NX", "RU"]

STREET_NAMES = ["Larkspur", "Wexcombe", "Brandt", "Quolla", "Pellham", "Cnoc Ard", "Fennimore",
                "Tansy", "Otterbrook", "Cobbler's", "Greystoke", "Hawthorn Vale", "Juniper",
                "Marlow", "Netherby", "Orchard Rise", "Parsonage", "Quarry Hill", "Rook",
                "Saddler", "Tinsmith", "Upland", "Vicarage Fold", "Willowherb", "Yarrow",
                "Alder Carr", "Bramblewood", "Chandlers", "Dovecote", "Elderberry",
                "Foxglove", "Gallows Hill", "Heron", "Ironstone", "Kestrel", "Linnet",
                "Millrace", "Nightjar", "Oriel", "Pumphouse", "Redwing", "Sorrel"]
STREET_TYPES = {
    "UK": ["Close", "Road", "Lane", "Street", "Avenue", "Crescent", "Way", "Gardens", "Terrace", "Mews"],
    "US": ["Avenue", "Street", "Drive", "Road", "Boulevard", "Lane", "Court", "Way", "Place"],
    "AU": ["Street", "Road", "Parade", "Avenue", "Crescent", "Close", "Drive", "Terrace"],
    "CA": ["Crescent", "Street", "Avenue", "Drive", "Road", "Boulevard", "Court", "Way"],
    "IE": ["Road", "Park", "Lawn", "Drive", "Avenue", "Grove", "Heights", "Street", "View"],
}

# invented hospitals per country
HOSPITALS = {
    "UK": ["Ashcombe General Hospital", "Kellerby Royal Infirmary", "St Elwyn's Hospital",
           "Marrowdale District Hospital", "Thornbridge Wells University Hospital",
           "Stowmere Community Hospital", "Hallowford Cancer Centre", "Pellingham Royal Hospital",
           "Saltbury Infirmary", "Wexcombe General Hospital"],
    "US": ["Port Alden Medical Center", "Mercy Ridge Hospital", "Cedar Hollow Regional Medical Center",
           "Briarton University Hospital", "St. Adelaide's Medical Center", "Kessler Springs Memorial",
           "Ridgewater Community Hospital", "Granby Heights Cancer Institute",
           "Lowell Bend VA Medical Center", "Fallowmere Health"],
    "AU": ["Marrowdale Base Hospital", "Warrakin Public Hospital", "St Brigid's Private Hospital",
           "Bellarine Heights Hospital", "Tallowbah Regional Health Service",
           "Mount Esterby Hospital", "Coorabin Cancer Care Centre", "Narrawong Park Private"],
    "CA": ["Alderton General Hospital", "Maplecrest Health Sciences Centre", "Hopital Saint-Aubert",
           "Port Selkirk Regional Hospital", "Fenwick Falls Memorial Hospital",
           "Riverhurst Cancer Centre", "Thornlea Community Hospital"],
    "IE": ["Ballyfarran University Hospital", "St Colmcille's Hospital", "Castlederry General Hospital",
           "Ennisvale Regional Hospital", "Mater Rathmoyle Hospital", "Kilcormack Community Hospital",
           "St Finnian's Private Hospital"],
}
PRACTICES = {
    "UK": ["Larkspur Medical Practice", "Ashcombe Road Surgery", "Brackenfield Health Centre",
           "The Mews Surgery", "Farley Brook Group Practice", "Netherby Lane Surgery"],
    "US": ["Briarton Family Medicine", "Maple Falls Internal Medicine", "Ridgewater Oncology Associates",
           "Halcott Endocrine Clinic", "Pine Orchard Primary Care", "Oak Prairie Urology Group"],
    "AU": ["Quandong Creek Medical Centre", "Warrakin Family Practice", "Eaglehawk Rise GP Clinic",
           "Minjarra Endocrine Rooms", "Burrandong Medical Group"],
    "CA": ["Alderton Family Health Team", "Maplecrest Medical Clinic", "Thornlea Endocrinology",
           "Riverhurst Urology Clinic", "Elmvale Ridge Medical Centre"],
    "IE": ["Ballyfarran Medical Centre", "Castlederry Family Practice", "Glenmaddy Health Centre",
           "Carrigmore Surgery", "Kilcormack Medical Practice"],
}
WARDS = ["Fenwick Ward", "Lyle Ward", "Ashdown Suite", "Heron Ward", "Calder Ward",
         "Rowan Ward", "Kestrel Unit", "Linnet Ward", "Wheatley Ward", "Sorrel Ward"]
BUILDINGS = ["Calder Wing", "Whitlock Building", "Penhallow Pavilion", "Ormerod Block",
             "Hathersage Centre", "Orchard Building", "Westerdale Wing", "Kestrel House"]
RADIOPHARMACIES = ["Northgate Radiopharmacy", "Kellerby Regional Radiopharmacy",
                   "Port Alden Nuclear Pharmacy", "Coorabin Radiopharmacy Unit",
                   "Maplecrest Central Radiopharmacy", "Ballyfarran Radiopharmacy"]

# invented organisations
SUPPLIERS = ["Brightwater Radiochemicals", "Helion Isotope Supply", "Tarrant Cyclotron Services",
             "Norland Isotopes Ltd", "Vantara Radiopharma", "Corvex Nuclear Products",
             "Eastmere Cyclotron Facility", "Polaris Isotope Logistics"]
COURIERS = ["Swiftline Medical Couriers", "Redhook Logistics", "Amberway Express",
            "Nightowl Medical Transport", "Kinglake Freight", "Bluewire Couriers"]
INSURERS = {
    "US": ["Bluegate Health Plan", "Keystone Mutual Health", "Prairie Shield Insurance",
           "Northstar Care Alliance", "Evergrove Health"],
    "UK": ["Kestrel Health Insurance", "Albion Medical Cover"],
    "AU": ["Southern Cross Benefit Fund", "Wattle Health Fund", "Harbourline Health"],
    "CA": ["Maple Leaf Benefits Co-op", "Lakeshore Group Insurance"],
    "IE": ["Shamrock Health Assurance", "Atlantic Care Insurance"],
}
EMPLOYERS = ["Calloway Freight", "Dunmore Primary School", "Hexley Engineering",
             "Pinecrest Bakery", "Marlow & Finch Solicitors", "Redwing Nursery",
             "Ironstone Quarry Co", "Brightside Care Homes", "Tollgate Garage",
             "Norcliffe Academy", "Saltbury Council Depot", "Greystoke Dairy",
             "Oriel Software", "Westerdale Logistics", "Linnet Childcare Centre"]

PROFESSIONS = ["primary school teacher", "nursery nurse", "childminder", "bus driver",
               "electrician", "retired postman", "dairy farmer", "accountant", "hairdresser",
               "chef", "welder", "lorry driver", "airline pilot", "software developer",
               "plumber", "retired nurse", "care assistant", "shop assistant", "civil engineer",
               "librarian", "taxi driver", "secondary school teacher", "paramedic",
               "retired fitter", "barista", "solicitor", "kindergarten teacher", "mechanic",
               "carpenter", "warehouse operative", "dental hygienist", "pharmacy technician",
               "retired farmer", "security guard", "bank clerk", "firefighter"]
CHILD_JOBS = ["primary school teacher", "nursery nurse", "childminder", "kindergarten teacher",
              "secondary school teacher", "paediatric nurse", "school bus driver", "day-care worker"]
RELATIONS = ["wife", "husband", "partner", "daughter", "son", "sister", "brother", "mother",
             "father", "neighbour", "carer", "friend", "granddaughter", "grandson", "niece"]

COUNTRIES_ABROAD = ["Spain", "Portugal", "France", "Italy", "Greece", "Poland", "India",
                    "Nigeria", "Philippines", "New Zealand", "Canada", "United States",
                    "Germany", "Netherlands", "Thailand", "Mexico", "Japan", "South Africa"]
COUNTRY_NAME = {"UK": ["United Kingdom", "UK", "England"], "US": ["USA", "United States"],
                "AU": ["Australia"], "CA": ["Canada"], "IE": ["Ireland"]}
SUPPLIER_COUNTRIES = ["Belgium", "Netherlands", "Poland", "South Africa", "Australia", "Canada"]
