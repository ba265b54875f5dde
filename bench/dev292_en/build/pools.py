"""Invented pools for dev292_en. Every person, street, town, hospital and
organisation name here was made up for this set; only states, provinces,
regions and countries are real. Lists, never sets, so order is fixed."""

FIRST_F = [
    "Sarah", "Emily", "Hannah", "Priya", "Aisha", "Chloe", "Megan", "Olivia", "Grace", "Fiona",
    "Niamh", "Siobhan", "Rachel", "Laura", "Joanne", "Yasmin", "Amara", "Zainab", "Mei", "Lin",
    "Ana", "Lucia", "Isabel", "Claire", "Harriet", "Imogen", "Rosie", "Leah", "Tamsin", "Bethany",
    "Kerry", "Donna", "Tanya", "Monique", "Keisha", "Latoya", "Brittany", "Ashley", "Kayla",
    "Madison", "Jasmine", "Gabriela", "Rosa", "Mariana", "Ngoc", "Sakura", "Yuki", "Anjali",
    "Deepa", "Farah", "Noor", "Aroha", "Kirra", "Tahlia", "Brooke", "Jade", "Skye", "Mackenzie",
    "Genevieve", "Sophie", "Elodie", "Marie-Eve", "Nadia", "Oksana", "Katarzyna", "Agnieszka",
    "Bronwyn", "Cerys", "Morag", "Eilidh", "Shanice", "Destiny", "Rebecca", "Alison", "Nicola",
]
FIRST_M = [
    "James", "Thomas", "Daniel", "Oliver", "Harry", "Callum", "Rhys", "Owen", "Liam", "Connor",
    "Aidan", "Ravi", "Arjun", "Imran", "Tariq", "Kwame", "Chidi", "Emeka", "Tunde", "Marcus",
    "Jamal", "Darnell", "Tyler", "Brandon", "Cody", "Austin", "Kevin", "Brian", "Carlos", "Diego",
    "Mateo", "Luis", "Minh", "Duc", "Wei", "Jun", "Hiroshi", "Kenji", "Sanjay", "Vikram",
    "Mohammed", "Omar", "Yusuf", "Hamish", "Angus", "Fraser", "Lachlan", "Jarrah", "Kai",
    "Mitchell", "Bradley", "Travis", "Etienne", "Mathieu", "Jean-Luc", "Pierre", "Piotr",
    "Tomasz", "Andriy", "Mikael", "Ethan", "Noah", "Samuel", "Nathan", "Gareth", "Dylan", "Ewan",
    "Declan", "Craig", "Stuart", "Graham", "Desmond", "Reuben", "Isaac", "Elliot", "Kieran",
]
FIRST_F_DE = [
    "Lena", "Anja", "Katrin", "Svenja", "Jana", "Birgit", "Ulrike", "Miriam", "Leonie", "Ines",
    "Franziska", "Johanna", "Annika", "Carolin", "Heike", "Sabine", "Mareike", "Greta", "Frauke",
    "Wiebke", "Dörte", "Elif", "Merve", "Paula",
]
FIRST_M_DE = [
    "Stefan", "Lukas", "Jonas", "Felix", "Tobias", "Matthias", "Florian", "Uwe", "Dirk", "Jörg",
    "Henrik", "Malte", "Sönke", "Bastian", "Niklas", "Kai-Uwe", "Torsten", "Volker", "Emre",
    "Hauke", "Till", "Moritz", "Jannik", "Ole",
]
SURNAMES = [
    "Ashdown", "Brackwell", "Carrow", "Dunmore", "Elsworth", "Fairlie", "Garside", "Hollinshead",
    "Ingleby", "Jessop", "Kilbride", "Lomax", "Marchbank", "Northcott", "Oakley-Vance", "Pennock",
    "Quarrie", "Rathbone", "Selwood", "Thackeray-Moss", "Umfreville", "Varley", "Wetherall",
    "Yeardley", "Abernethy", "Blaylock", "Cranwell", "Dewhurst", "Eckersley", "Farrant",
    "Gilchrist", "Halloran", "Iveson", "Judd", "Kershaw", "Liddell", "McAteer", "Nuttall",
    "Ormerod", "Pargeter", "Quigley", "Redfern", "Stobart", "Tennant", "Urquhart", "Venables",
    "Whitlock", "Yelland", "Adeyemi-Cole", "Okonkwo", "Balogun", "Mensah-Hart", "Oyelaran",
    "Nakashima", "Takeda-Ross", "Nguyen-Hale", "Tran", "Phan", "Huang", "Zhou", "Qian",
    "Xu-Lambert", "Kapoor", "Bhattacharya", "Raghunathan", "Venkatesan", "Chaudhry", "Siddiqui",
    "Rahman", "Qureshi", "Haddad", "Nasser", "Khalil", "Farouk", "Mendoza", "Villanueva",
    "Castellanos", "Ibarra", "Quintero", "Delacroix", "Beaulieu", "Thibodeau", "Gagnon-Roy",
    "Lavallee", "Ouellette", "Tremblay-Hart", "Kowalczyk", "Wisniewska", "Nowicki", "Dabrowski",
    "Sokolova", "Petrenko", "Havlicek", "Lindqvist", "Sandvik", "Halvorsen", "Kinnear",
    "Pemberton-Shaw", "Tregaskis", "Penhaligon", "Carew", "Llewellyn", "Pryce", "Gwilliam",
    "Madoc", "O'Rourke", "MacAulay", "Fennimore", "Brody", "Kavanagh", "Delaney", "Sheehan",
    "Cassidy", "Whitcombe", "Stallard", "Ridgeway", "Blackmore", "Cheverton", "Duckett",
    "Everingham", "Fothergill", "Gosling", "Hebden", "Illingworth", "Jowett", "Kitching", "Lumb",
    "Midgley", "Naylor", "Oddie", "Priestley", "Rushworth", "Sugden", "Tordoff", "Utley",
    "Wadsworth", "Yeadon", "Okafor-Quinn", "Abiodun", "Sithebe", "Mabaso", "Tautahi", "Ngata",
    "Papadakis", "Antonopoulos", "Ferraro", "Lombardi", "Esposito-Hale", "Moreau", "Fontaine",
    "Duplessis", "Vasquez-Oduya", "Achebe-Lowe", "Kwiatkowski", "Marchetti", "Sorensen-Bligh",
    "Quillfield", "Brayshaw", "Cottingham", "Dimmock", "Enwright", "Fairbrass", "Gorringe",
]
SURNAMES_DE = [
    "Achterberg", "Brandstetter", "Oltmanns", "Wieskotter", "Hagedorn", "Brennecke",
    "Schimmelpfennig", "Kühnlein", "Eberhardt", "Tiedemann", "Vossberg", "Rautenberg",
    "Lindemann-Rapp", "Gierlich", "Hollwede", "Steinkamp", "Overbeck", "Jaspers", "Kranefeld",
    "Winterhalder", "Poppinga", "Harms-Ulbrich", "Dreesen", "Lüttjohann", "Meiners", "Ostendorf",
    "Yilmaz-Becker", "Sturmfels", "Quandtmeyer", "Riebesell",
]
MID = list("ABCDEFGHJKLMNPRSTW")

PROFESSIONS = [
    "electrician", "primary school teacher", "software developer", "bus driver", "paramedic",
    "dairy farmer", "chef", "plumber", "accountant", "police officer", "firefighter",
    "warehouse operative", "HGV driver", "retail assistant", "carpenter", "solicitor",
    "dental hygienist", "mechanic", "barista", "graphic designer", "civil engineer",
    "laboratory technician", "postal worker", "hairdresser", "social worker", "truck driver",
    "sheet metal worker", "welder", "mine site electrician", "fisherman", "data analyst",
    "landscaper", "delivery driver", "call-centre agent", "scaffolder", "roofer",
    "veterinary nurse", "midwife", "librarian", "cabinet maker", "tiler", "nurse", "pharmacist",
    "physiotherapist", "student", "university student", "soldier", "forklift driver",
    "secondary school teacher", "bank clerk", "IT support technician", "structural engineer",
    "kindergarten teacher", "baker", "ski instructor", "airline cabin crew member", "optometrist",
]

COUNTRIES = [
    "Poland", "Germany", "United States", "United Kingdom", "Canada", "Australia", "Brazil",
    "Israel", "Spain", "Czech Republic", "the Netherlands", "Sweden", "Italy", "France", "India",
    "Turkey", "Ireland", "New Zealand", "Portugal", "Argentina", "Switzerland", "Austria",
    "Greece", "Norway", "Denmark", "Belgium", "Mexico", "Singapore", "Chile", "South Africa",
]
COUNTRY_ABBR = {"United States": "USA", "United Kingdom": "UK"}
HOME = {"UK": "United Kingdom", "US": "United States", "CA": "Canada", "AU": "Australia",
        "DE": "Germany"}

TOWNS = {
    "UK": ["Pellingham", "Wrexford", "Merrowby", "Dunmarrow", "Saltreach", "Thornwick",
           "Calderhythe", "Ashcombe Vale", "Kingsbrook", "Hollowfield", "Brackenthorpe",
           "Marston Fenwick", "Oldcastle Sands", "Ravensditch", "Stowmere", "Lower Quarrington"],
    "US": ["Cedar Hollow", "Port Avalen", "Millbrook Falls", "Larkin City", "East Tamsworth",
           "Garnet Springs", "Willowmere", "Harrow Junction", "Bexley Ridge", "Copper Mesa",
           "New Ardmoor", "Sutter Creekside", "Glen Alderton", "Paxton Heights", "Lake Orrin"],
    "CA": ["Fort Ardenne", "Pinecrest Harbour", "Saint-Aubrin", "Kestrel Bay", "Northvale",
           "Lac-Verdelle", "Amberton", "Riviere-aux-Pins", "Cold Brook Landing", "Tamarack Falls",
           "Port Severine", "Elkhorn Crossing"],
    "AU": ["Wattle Creek", "Coorabin", "Port Ellery", "Banksia Downs", "Mirrandah",
           "Yarrabee Heights", "Kookaburra Flat", "Bindoola", "Ironbark Ridge", "Tallowood",
           "Cape Marrett", "Gumleaf Vale"],
    "DE": ["Oberwaldheim", "Kreuzbergen", "Eschenau am Tann", "Hohenmark", "Altenbrueck",
           "Sankt Felden", "Lindenfeld", "Rabenhorst", "Neuwiesel", "Birkenau an der Lahde",
           "Grossmoorhausen", "Tannstetten"],
}
STATES = {
    "US": [("Ohio", "OH"), ("Pennsylvania", "PA"), ("Texas", "TX"), ("California", "CA"),
           ("Minnesota", "MN"), ("Georgia", "GA"), ("Oregon", "OR"), ("Michigan", "MI"),
           ("North Carolina", "NC"), ("Colorado", "CO"), ("Wisconsin", "WI"), ("Maryland", "MD"),
           ("Indiana", "IN"), ("Missouri", "MO"), ("Massachusetts", "MA"), ("Arizona", "AZ")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Quebec", "QC"),
           ("Nova Scotia", "NS"), ("Manitoba", "MB"), ("Saskatchewan", "SK"),
           ("New Brunswick", "NB")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS")],
    "DE": [("Bavaria", "Bavaria"), ("Hesse", "Hesse"), ("Saxony", "Saxony"),
           ("Lower Saxony", "Lower Saxony"), ("North Rhine-Westphalia", "NRW"),
           ("Baden-Wuerttemberg", "Baden-Wuerttemberg"), ("Schleswig-Holstein", "Schleswig-Holstein"),
           ("Thuringia", "Thuringia")],
}
STREET_NAMES = {
    "UK": ["Larch", "Cowslip", "Mill Race", "Tanners", "Gorse", "Abbeyfield", "Quarry Bank",
           "Fennel", "Harebell", "Ropewalk", "Saddlers", "Blackthorn", "Kiln", "Wharfedale",
           "Peony", "Coppice"],
    "US": ["Elmwood", "Sycamore", "Juniper", "Harlan", "Briarcliff", "Mesquite", "Old Orchard",
           "Cottonwood", "Lakeshore", "Magnolia", "Tamarack", "Ridgecrest", "Pinyon", "Haverford"],
    "CA": ["Bellefleur", "Spruce Hollow", "Tamarack", "Voyageur", "Chickadee", "Portage",
           "Laurentide", "Birchbark", "Mapleview", "Riverbend"],
    "AU": ["Banksia", "Grevillea", "Jacaranda", "Boronia", "Waratah", "Bottlebrush", "Currawong",
           "Lilly Pilly", "Tuart", "Bluegum"],
    "DE": ["Linden", "Birken", "Ahorn", "Kastanien", "Muehlen", "Kirch", "Wiesen", "Tannen",
           "Holunder", "Eichen"],
}
STREET_SUFFIX = {
    "UK": ["Road", "Lane", "Close", "Street", "Avenue", "Crescent", "Drive", "Way", "Gardens",
           "Terrace", "Mews"],
    "US": ["Street", "Avenue", "Drive", "Road", "Lane", "Court", "Boulevard", "Way", "St.",
           "Ave.", "Dr."],
    "CA": ["Street", "Avenue", "Drive", "Road", "Crescent", "Way", "Rue"],
    "AU": ["Street", "Road", "Crescent", "Avenue", "Parade", "Court", "Place", "Close"],
    "DE": ["strasse", "weg", "allee", "ring", "gasse"],
}
HOSPITALS = {
    "UK": ["Pellingham General Hospital", "St Aldric's Hospital", "Royal Wrexford Infirmary",
           "Merrowby University Hospital", "Calderhythe Royal Hospital", "Thornwick Cancer Centre",
           "Saltreach District General Hospital", "Dunmarrow Children's Hospital",
           "Ashcombe Vale Hospital", "St Ebba's Hospital", "Kingsbrook Apheresis Centre"],
    "US": ["Cedar Hollow Medical Center", "Port Avalen General Hospital",
           "Millbrook Falls Cancer Institute", "St. Brendan's Regional Medical Center",
           "Garnet Springs University Hospital", "Willowmere Children's Hospital",
           "Larkin City Memorial Hospital", "Holloway-Pierce Medical Center", "Mercybrook Hospital",
           "Copper Mesa Apheresis Center"],
    "CA": ["Kestrel Bay General Hospital", "Hopital Saint-Aubrin",
           "Fort Ardenne Health Sciences Centre", "Northvale Regional Cancer Centre",
           "Pinecrest Harbour Hospital", "Amberton Children's Hospital",
           "Tamarack Falls Apheresis Clinic"],
    "AU": ["Wattle Creek Hospital", "Port Ellery Base Hospital", "Coorabin Cancer Centre",
           "Mirrandah Private Hospital", "Banksia Downs Hospital", "St Columbine's Hospital",
           "Tallowood Children's Hospital", "Ironbark Ridge Apheresis Unit"],
    "DE": ["University Hospital Oberwaldheim", "Klinikum Hohenmark",
           "Altenbrueck Municipal Hospital", "Eschenau Stem Cell Collection Centre",
           "Sankt Felden Hospital", "Kreuzbergen University Medical Centre",
           "Rabenhorst Apheresis Centre"],
}
GP_PRACTICES = {
    "UK": ["Fennel Street Surgery", "Harebell Medical Practice", "Kiln Lane Health Centre",
           "The Ropewalk Surgery"],
    "US": ["Elmwood Family Medicine", "Bexley Ridge Primary Care", "Lakeshore Internal Medicine"],
    "CA": ["Voyageur Family Health Team", "Spruce Hollow Medical Clinic"],
    "AU": ["Grevillea Medical Centre", "Waratah Family Practice", "Bluegum General Practice"],
    "DE": ["Praxis Dr. Hollwede", "Hausarztpraxis am Lindenring"],
}
WARDS = ["Kestrel Ward", "Bramble Ward", "Juniper Ward", "Osprey Ward", "Larch Ward",
         "Alder Unit", "Rowan Suite", "Magpie Ward", "Heron Ward", "Tamarind Unit"]
BUILDINGS = ["Harcourt Wing", "Linden Pavilion", "Fenwick Building", "Tower B", "Quayside Block",
             "Oakmere House", "Level 3 Wallace Wing", "Ellerby Building"]
AIRPORTS = {
    "UK": ["Pellingham International Airport", "Wrexford Airport"],
    "US": ["Port Avalen International Airport", "Larkin City Regional Airport"],
    "CA": ["Kestrel Bay International Airport", "Fort Ardenne Airport"],
    "AU": ["Port Ellery Airport", "Mirrandah International Airport"],
    "DE": ["Oberwaldheim-Hohenmark Airport", "Kreuzbergen Airport"],
}
VENUES = ["Brackenfield Leisure Centre", "Harbourside Pavilion", "Riverside Arena",
          "Millgate Shopping Centre", "Corn Exchange Hall", "Eastgate Community Hall",
          "Seagrass Town Hall", "Anchor Point Stadium", "Old Mint Exhibition Hall",
          "Tullamore Street Plaza", "Greenway Fieldhouse", "Marktplatz Pavilion"]

REGISTRIES = {
    "UK": ["Thistlegate Donor Registry", "Albion Stem Cell Register", "Beacon Marrow Trust"],
    "US": ["Liberty Crest Marrow Network", "Harborlight Donor Program",
           "Keystone Cell Donor Registry"],
    "CA": ["Maplecrest Stem Cell Registry", "Northern Lantern Donor Network"],
    "AU": ["Wattlebrook Marrow Registry", "Southern Reach Stem Cell Registry"],
    "DE": ["Rheinhalde Stem Cell Donor Centre", "Nordlicht Donor Registry",
           "Lindwurm Donor File gGmbH"],
}
FOREIGN_REGISTRIES = ["Vistula Marrow Registry", "Tagus Donor Bank", "Fjordline Stem Cell Registry",
                      "Carpathia Donor Network", "Olivegrove Registry", "Pampas Donor Registry",
                      "Alpenrose Donor Registry", "Aegean Marrow Registry"]
CORD_BANKS = ["Larkspur Cord Blood Bank", "Cedarline Public Cord Blood Bank",
              "Bluewren Cord Blood Bank", "Elbmarsch Cord Blood Bank",
              "Polaris Gate Cord Blood Bank", "Harewood Public Cord Bank"]
COURIERS = ["Brightwater Medical Couriers", "Velox Cell Logistics", "Pellham Clinical Transport",
            "Swiftwing Biologistics", "Ferrand Courier Services", "Halcyon Hand-Carry Ltd",
            "Greyhawk Life Science Couriers"]
LABS = ["Kinloch Histocompatibility Laboratory", "Meridale Tissue Typing Ltd",
        "Genoverde HLA Diagnostics", "Ostwald Immunogenetics GmbH", "Crestmoor Typing Services",
        "Halden Immunogenetics Inc."]
EMPLOYERS = ["Copperleaf Logistics", "Tandridge Builders' Merchants", "Harlow & Finch Solicitors",
             "Bluegum Mining Pty Ltd", "Northvale Transit Authority", "Greystone Insurance Group",
             "Pellingham Borough Council", "Kestrel Bay Fisheries Co-op",
             "Brennecke Maschinenbau GmbH", "Quayside Coffee Roasters",
             "Millbrook Falls School District", "Ardent Software Ltd", "Orrin Valley Dairy",
             "Sandpiper Freight Inc.", "Falkenried Logistik GmbH", "Redgum Constructions"]
SCHOOLS = ["University of Merrowby", "Ashgrove University", "Port Ellery TAFE",
           "Garnet Springs Community College", "Kreuzbergen Technical University",
           "Wrexford Sixth Form College", "Amberton Collegiate", "Northvale Polytechnic",
           "Lake Orrin High School", "Tallowood Grammar School"]
FAITH_CLUBS = ["Grace Fellowship of Cedar Hollow", "Kingsbrook Gurdwara",
               "Al-Noor Community Mosque", "St Brigid's Parish, Saltreach",
               "Merrowby Rugby Club", "Port Ellery Surf Life Saving Club", "Bexley Ridge Rotary",
               "Temple Beth Aharon", "Kestrel Bay Curling Club", "TSV Rabenhorst 1898"]
INSURERS = ["Silverline Health Plan", "Cobalt Mutual Health", "Prairie Shield Insurance",
            "Bayside Health Fund", "Allgemeine Ortskasse Tannstetten"]

DIAGNOSES = [
    ("acute myeloid leukaemia", "acute myeloid leukemia", "AML", "in CR1"),
    ("acute myeloid leukaemia with FLT3-ITD", "acute myeloid leukemia with FLT3-ITD", "AML",
     "in CR1 after 2 cycles"),
    ("Philadelphia chromosome-positive acute lymphoblastic leukaemia",
     "Philadelphia chromosome-positive acute lymphoblastic leukemia", "Ph+ ALL", "MRD-negative CR1"),
    ("B-cell acute lymphoblastic leukaemia", "B-cell acute lymphoblastic leukemia", "B-ALL", "CR2"),
    ("myelodysplastic syndrome with excess blasts", "myelodysplastic syndrome with excess blasts",
     "MDS-EB2", "IPSS-R high"),
    ("severe aplastic anaemia", "severe aplastic anemia", "SAA", "refractory to ATG/ciclosporin"),
    ("Hodgkin lymphoma", "Hodgkin lymphoma", "cHL", "relapsed after autograft"),
    ("myelofibrosis", "myelofibrosis", "PMF", "DIPSS int-2"),
    ("chronic myelomonocytic leukaemia", "chronic myelomonocytic leukemia", "CMML", "CMML-2"),
    ("Fanconi anaemia", "Fanconi anemia", "FA", "evolving marrow failure"),
    ("sickle cell disease", "sickle cell disease", "SCD", "recurrent acute chest syndrome"),
    ("Hurler syndrome (MPS I)", "Hurler syndrome (MPS I)", "MPS-IH", "pre-transplant"),
    ("T-cell lymphoblastic lymphoma", "T-cell lymphoblastic lymphoma", "T-LBL", "CR1"),
    ("Wiskott-Aldrich syndrome", "Wiskott-Aldrich syndrome", "WAS", "pre-transplant"),
]
ETHNIC = ["White British", "White European", "South Asian", "Black African", "Black Caribbean",
          "East Asian", "Hispanic/Latino", "Mixed", "Middle Eastern", "Aboriginal and/or Torres "
          "Strait Islander", "Pacific Islander", "White - other", "Not stated"]
HLA = {
    "A": ["01:01", "02:01", "02:05", "03:01", "11:01", "23:01", "24:02", "26:01", "29:02",
          "30:01", "31:01", "32:01", "33:03", "68:01"],
    "B": ["07:02", "08:01", "13:02", "14:02", "15:01", "18:01", "27:05", "35:01", "38:01",
          "40:01", "44:02", "44:03", "51:01", "52:01", "57:01"],
    "C": ["01:02", "02:02", "03:03", "03:04", "04:01", "05:01", "06:02", "07:01", "07:02",
          "08:02", "12:03", "15:02", "16:01"],
    "DRB1": ["01:01", "03:01", "04:01", "04:04", "07:01", "08:01", "11:01", "12:01", "13:01",
             "13:02", "15:01", "16:01"],
    "DQB1": ["02:01", "02:02", "03:01", "03:02", "03:03", "04:02", "05:01", "05:02", "06:02",
             "06:03"],
    "DPB1": ["01:01", "02:01", "03:01", "04:01", "04:02", "05:01", "10:01", "11:01", "13:01",
             "14:01"],
}
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
HOLIDAYS = {"UK": ["Christmas", "Boxing Day", "Easter Monday", "the August bank holiday"],
            "US": ["Thanksgiving", "Christmas", "Labor Day", "the Fourth of July"],
            "CA": ["Thanksgiving", "Christmas", "Canada Day", "Victoria Day"],
            "AU": ["Christmas", "Australia Day", "Anzac Day", "Boxing Day"],
            "DE": ["Christmas", "Easter", "New Year's Eve", "Whit Monday"]}
