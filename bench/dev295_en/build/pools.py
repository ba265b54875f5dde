"""Invented pools for dev295_en. Every person, street, town, organisation and
care site below was made up for this set; real states, provinces, regions,
counties and countries are used as-is."""


def _w(s):
    return s.split()


FIRST_F = _w("""Abigail Adaeze Aisling Alana Alice Amara Amelia Anahera Anika Annabel Ariana
Astrid Beatrix Bethan Bronwyn Caitlin Carys Celeste Chiamaka Clodagh Daphne Delphine
Dinah Eilidh Elspeth Esme Farah Fenella Gemma Georgina Greer Hana Harriet Imogen Ines
Isla Jasmine Jolene Juniper Kaia Keziah Lorna Lucinda Mahina Maeve Marisol Meredith
Mireille Nadia Niamh Noor Ottilie Paloma Petra Priya Rhiannon Rosalind Roisin Sabine
Saoirse Selina Siobhan Tamsin Tallulah Theodora Ulrika Vesna Wren Yasmin Zara Zofia
Marguerite Ngaio Tui Leilani Shirin Dorothea Henrietta Philippa Rosamund Winifred""")

FIRST_M = _w("""Alastair Ambrose Anselm Arjun Barnaby Benedikt Bram Cai Callum Casimir Cormac
Dashiell Declan Dmitri Eamon Emeka Ewan Fergus Finnian Gareth Gideon Hamish Hemi Idris
Ignatius Ivo Jago Jasper Jovan Kamran Keanu Kieran Lachlan Leopold Lorcan Magnus
Malachy Matthias Mikael Nikolai Niall Obi Oisin Orrin Padraig Percival Quentin Rafferty
Rawiri Ronan Rupert Saul Sebastian Silas Soren Tadhg Tamati Teodor Thaddeus Tobias
Torin Ulick Vikram Wendell Wiremu Xavier Yusuf Zoltan Bartholomew Cuthbert Desmond
Evander Fitzroy Godfrey Horatio Lionel Mortimer Neville Osric Reginald""")

SURNAMES = _w("""Abernethy Achterberg Adebayo Ainsworth Aldridge Ambrosini Ashcombe Aucott
Balogun Barraclough Bellingham Blackwood Blenkinsop Bramwell Brightwater Calloway
Cartwright Castellane Chakrabarti Chisholm Coldridge Corrigan Cruickshank Dalgleish
Darrowby Delahunt Dewhurst Drummond Dunleavy Easterbrook Elsworth Entwistle Fairclough
Farrugia Featherstone Fennimore Fitzwarren Gallacher Garside Gilchrist Goodenough
Greenhalgh Gunasekera Haldane Hallworth Harrowgate Hazeldine Henshall Holroyd
Honeysett Iredale Ironside Jaworski Kavanagh Kettleborough Kilbride Kowalczyk
Lamberton Langridge Larkworthy Lethbridge Llewellyn Lockwood Macready Mahoney
Marchetti Mbeki Merriweather Moncrieff Mortlake Nakamura Ngata Northcott Nwachukwu
Oakenfold Okonkwo Oyelaran Pemberton Penhaligon Pettigrew Quarrington Radcliffe
Ramasamy Rathbone Ravensworth Rowntree Sandilands Scarbrough Sedgwick Shackleton
Silverthorne Sinclair-Roe Skerritt Standish Stirrup Sutcliffe Tanaka Tennant
Thistlewood Trelawney Tuhiwai Umberleigh Vanstone Varga Wainwright Wetherall
Whitcombe Wickramasinghe Winterbourne Witheridge Yardley Zielinski O'Halloran
MacAuley Te Rangi Van der Berg Pohatu Kaur-Bains Ferreira Ostrowski Lindqvist
Haverford Quennell Rushbrook Sheringham Tolliver Underhill Vickery Waverley""")
# multi-word surnames were split above; rebuild the few intended ones
SURNAMES = [s for s in SURNAMES if s not in ("Te", "Rangi", "Van", "der", "Berg")]
SURNAMES += ["Te Rangi", "van der Berg"]
SURNAMES.sort()

NICK = {"Alastair": "Al", "Bartholomew": "Bart", "Benedikt": "Ben", "Cuthbert": "Bertie",
        "Dorothea": "Dot", "Elspeth": "Elsie", "Georgina": "Georgie", "Henrietta": "Hettie",
        "Leopold": "Leo", "Lucinda": "Lucy", "Philippa": "Pippa", "Reginald": "Reg",
        "Rosamund": "Ros", "Sebastian": "Seb", "Theodora": "Teddie", "Winifred": "Winnie",
        "Thaddeus": "Tad", "Percival": "Percy", "Mortimer": "Morty", "Nikolai": "Kolya"}

COUNTRIES = ["UK", "US", "AU", "CA", "NZ"]
COUNTRY_NAMES = {"UK": ["United Kingdom", "UK", "England"], "US": ["USA", "United States"],
                 "AU": ["Australia"], "CA": ["Canada"], "NZ": ["New Zealand", "Aotearoa New Zealand"]}
ABROAD = _w("""Portugal Poland Ireland India Philippines Nigeria Samoa Tonga Fiji Greece Italy
Germany Romania Lithuania Ghana Kenya Vietnam Thailand Spain Croatia Jamaica Sri_Lanka
South_Africa Malaysia Chile Lebanon Iran Netherlands Zimbabwe Brazil""")
ABROAD = sorted(a.replace("_", " ") for a in ABROAD)

TOWNS = {
    "UK": _w("""Hollinsford Brackenmere Cawthorne_Bridge Ashby_Wold Kettlebridge Marlow_Fen
Thornwick Dunsworth Harlaxby Pellingham Wexcombe Saltmarsh_Quay Briarholme Eastcote_Magna
Furnley Gisburn_Vale Hatherby Ledsmoor Orrisdale Quarnford Ridgeley Stanbeck Tolworth_Cross
Upper_Haddow Westerleigh"""),
    "US": _w("""Maple_Hollow Cedar_Falls_Junction Brookhaven_Springs Fairmont_Ridge Harlan_City
Oak_Bluff Pine_Crest Millbrook Riverton_Heights Stonebridge Willow_Creek Ashford_Park
Bayfield Crestwood_Valley Dunmore_Springs Elk_Hollow Grantville_Mills Hartsell Lakemont
Northfield_Station Prairie_View_Falls Silver_Lake_Crossing Tamarack Westbury_Flats"""),
    "AU": _w("""Bellambi_Heights Coorabin Darrowvale Eumundra Ferndale_Creek Gundaroo_West
Hartleigh Illabo_Springs Jarrahdale_North Kooringal_Park Lilliput_Bay Mallee_Flat Narrabeen_Vale
Orana_Downs Paringa_Heights Quorrobolong Redgum_Flat Saltwater_Point Tallowood Wallaroo_Hills
Yarrabee Banksia_Grove"""),
    "CA": _w("""Birchmount_Falls Cedarvale Dunlop_Harbour Elmsdale_Landing Fort_Ashcroft Glenmorrow
Hollis_Bay Kestrel_Lake Larchmont_Mills Maplewood_Crossing New_Tynemouth Pinegrove
Port_Aldane Riverside_Heights St._Brendan's_Cove Stoneycreek Thornbury_Station Whitmore_Lake
Wolfe_River Amberley_Junction"""),
    "NZ": _w("""Kaiwhenua Rangiora_Flat Te_Awanui Matarewa Ohakea_Downs Pukerangi Waitaroa Kowhai_Bay
Aramoana_Heights Hikurangi_Vale Otawhiti Manukorihi Tirohanga Waiharakeke Koromiko_Bay
Ruatane Whitecliffs_Junction Tawa_Flat Kereru_Ridge Moana_Point"""),
}
TOWNS = {k: [t.replace("_", " ") for t in v] for k, v in sorted(TOWNS.items())}

STATES = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Texas", "TX"), ("California", "CA"), ("Michigan", "MI"),
           ("Pennsylvania", "PA"), ("Georgia", "GA"), ("Minnesota", "MN"), ("Arizona", "AZ"),
           ("North Carolina", "NC"), ("Wisconsin", "WI"), ("Colorado", "CO"), ("Maine", "ME"),
           ("Kentucky", "KY"), ("Washington", "WA")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Nova Scotia", "NS"),
           ("Manitoba", "MB"), ("Saskatchewan", "SK"), ("New Brunswick", "NB")],
    "NZ": [("Canterbury", "Canterbury"), ("Otago", "Otago"), ("Waikato", "Waikato"),
           ("Wellington", "Wellington"), ("Bay of Plenty", "BOP"), ("Manawatu-Whanganui", "Manawatu"),
           ("Southland", "Southland"), ("Northland", "Northland"), ("Taranaki", "Taranaki"),
           ("Hawke's Bay", "Hawke's Bay")],
}
UK_COUNTIES = ["Lancashire", "Cheshire", "Devon", "Norfolk", "Somerset", "Cumbria", "Kent",
               "North Yorkshire", "Derbyshire", "Shropshire", "Dorset", "Northumberland"]

STREET_NAMES = _w("""Alder Barley Beacon Blackthorn Bramble Buttercross Chandler Chapel Clover Coppice
Crofton Damson Dovecote Elderberry Falcon Fernbank Foxglove Glebe Granary Hawthorn Heron
Holly Juniper Kingfisher Larkspur Linden Lyle Mallard Meadowsweet Millrace Netherby Nutmeg
Orchard Osprey Pennyroyal Plover Quarry Rowan Saddler Sedge Sorrel Tanner Teasel Thrush
Tinker Walnut Weaver Wharf Whinberry Wicket Willowherb Wren Yarrow""")
STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Way", "Gardens", "Drive", "Mews"],
    "US": ["St", "Street", "Ave", "Avenue", "Blvd", "Dr", "Rd", "Lane", "Court", "Way"],
    "AU": ["Street", "Road", "Parade", "Crescent", "Avenue", "Place", "Terrace", "Close", "Drive"],
    "CA": ["Street", "Avenue", "Drive", "Crescent", "Boulevard", "Road", "Court", "Way"],
    "NZ": ["Street", "Road", "Terrace", "Place", "Crescent", "Avenue", "Lane", "Drive"],
}
UNIT_FMT = {"UK": "Flat {n}, ", "US": "", "AU": "Unit {n}/", "CA": "", "NZ": "Flat {n}/"}

HOSP_STEMS = _w("""Hollinsford Brackenmere Kettlebridge Thornwick Pellingham Westerleigh Stanbeck
Maple_Hollow Riverton Stonebridge Harlan Crestwood Lakemont Tamarack Coorabin Darrowvale Hartleigh
Tallowood Yarrabee Cedarvale Glenmorrow Port_Aldane Kestrel_Lake Pinegrove Kaiwhenua Waitaroa
Matarewa Otawhiti Tirohanga""")
HOSPITALS = {
    "UK": ["Hollinsford General Hospital", "Brackenmere Royal Infirmary", "St Ebba's Hospital",
           "Kettlebridge Community Hospital", "Thornwick District General Hospital",
           "Pellingham University Hospital", "Westerleigh Royal Hospital", "St Aldwyn's Hospital",
           "Stanbeck Spinal Injuries Centre", "Marlow Fen Treatment Centre"],
    "US": ["Maple Hollow Medical Center", "Riverton Heights Regional Hospital", "St. Casimir Hospital",
           "Stonebridge Memorial Hospital", "Harlan City General", "Crestwood Valley Medical Center",
           "Lakemont University Hospital", "Our Lady of the Pines Hospital", "Tamarack Health Center",
           "Bayfield Surgical Hospital"],
    "AU": ["Coorabin Base Hospital", "Darrowvale Hospital", "Hartleigh Private Hospital",
           "St Brigid's Hospital", "Tallowood Health Campus", "Yarrabee District Hospital",
           "Mallee Flat Memorial Hospital", "Banksia Grove Hospital", "Saltwater Point Private",
           "Orana Downs Regional Hospital"],
    "CA": ["Cedarvale General Hospital", "Glenmorrow Health Centre", "Port Aldane Regional Hospital",
           "St. Brendan's Hospital", "Kestrel Lake Memorial Hospital", "Pinegrove District Hospital",
           "Hollis Bay Health Sciences Centre", "Whitmore Lake Hospital", "Larchmont Mills General",
           "Sacred Heart of Wolfe River Hospital"],
    "NZ": ["Kaiwhenua Hospital", "Waitaroa Base Hospital", "Matarewa Hospital", "Otawhiti Hospital",
           "Tirohanga Private Hospital", "Rangiora Flat Hospital", "Koromiko Bay Hospital",
           "Pukerangi Surgical Centre", "Te Awanui Hospital", "Kereru Ridge Hospital"],
}
PAIN_CLINICS = {
    "UK": ["Brackenmere Pain Centre", "Hollinsford Pain Management Unit", "Thornwick Pain Service",
           "Larkfield Pain Clinic", "Westerleigh Persistent Pain Service"],
    "US": ["Maple Hollow Spine & Pain Institute", "Riverton Interventional Pain Associates",
           "Crestwood Comprehensive Pain Center", "Lakemont Pain Medicine Clinic",
           "Bayfield Pain & Rehabilitation"],
    "AU": ["Coorabin Persistent Pain Clinic", "Hartleigh Pain Medicine Centre", "Tallowood Pain Service",
           "Darrowvale Multidisciplinary Pain Unit", "Banksia Pain Clinic"],
    "CA": ["Cedarvale Chronic Pain Clinic", "Glenmorrow Interdisciplinary Pain Program",
           "Port Aldane Pain Management Centre", "Kestrel Lake Pain Clinic", "Pinegrove Spine & Pain"],
    "NZ": ["Kaiwhenua Persistent Pain Service", "Waitaroa Pain Clinic", "Matarewa Pain Management Centre",
           "Otawhiti Pain Service", "Tirohanga Pain Clinic"],
}
PRACTICES = {
    "UK": ["Mill Lane Surgery", "Cawthorne Medical Centre", "Furnley Health Centre", "The Glebe Practice",
           "Riverside Surgery Ledsmoor", "Briarholme Family Practice", "Quarnford Road Surgery",
           "Hatherby Medical Group"],
    "US": ["Oak Bluff Family Medicine", "Pine Crest Primary Care", "Willow Creek Internal Medicine",
           "Elk Hollow Family Practice", "Northfield Station Health Partners", "Ashford Park Primary Care"],
    "AU": ["Eumundra Medical Centre", "Ferndale Creek Family Practice", "Redgum Flat Medical Clinic",
           "Wallaroo Hills GP Centre", "Kooringal Park Medical", "Lilliput Bay Health"],
    "CA": ["Birchmount Family Health Team", "Elmsdale Medical Clinic", "Maplewood Crossing Family Practice",
           "Stoneycreek Community Health Centre", "Thornbury Station Medical"],
    "NZ": ["Rangiora Flat Medical Centre", "Te Awanui Health Centre", "Pukerangi Family Doctors",
           "Whitecliffs Medical Centre", "Tawa Flat Health", "Kowhai Bay Medical"],
}
PHARMACIES = {
    "UK": ["Greenway Pharmacy", "Furnley Chemist", "Hollinsford Late Night Pharmacy", "Beacon Pharmacy"],
    "US": ["Cedar Falls Drug", "Harlan Apothecary", "Prairie View Pharmacy", "Millbrook Rx"],
    "AU": ["Coorabin Discount Chemist", "Yarrabee Pharmacy", "Lilliput Bay Chemist", "Mallee Amcal-style Pharmacy"],
    "CA": ["Cedarvale Pharmacy", "Hollis Bay Drug Mart", "Wolfe River Apothecary", "Pinegrove Rexwell Pharmacy"],
    "NZ": ["Kaiwhenua Pharmacy", "Ruatane Chemist", "Moana Point Pharmacy", "Tawa Flat Unichem-style Pharmacy"],
}
PHARMACIES["AU"][3] = "Mallee Flat Pharmacy"
PHARMACIES["NZ"][3] = "Tawa Flat Pharmacy"
PHARMACIES["CA"][3] = "Pinegrove Community Pharmacy"

WARDS = ["Kestrel Ward", "Heron Ward", "Ward 7B", "Ward 12", "Bramble Ward", "Harrier Unit",
         "Ward 4 North", "Osprey Ward", "Linden Ward", "Surgical Short Stay Unit 3"]
WARDS[-1] = "Rowan Ward"
BUILDINGS = ["Harcourt Wing", "Fennimore Building", "Quarry Block", "Lister-Hale Pavilion",
             "Ashcombe Tower", "Northcott House", "Kowhai Building"]

EMPLOYERS = ["Tallow & Finch Logistics", "Redgate Joinery", "Pellingham Borough Council",
             "Northvale Poultry", "Brightwater Freight", "Copperleaf Aged Care", "Stanbeck Quarries",
             "Harlan Steelworks", "Lakemont Unified School District", "Cedarvale Transit",
             "Kereru Forestry", "Southern Drift Fisheries", "Ironbark Mining Co", "Meadowsweet Dairies",
             "Fairmont Ridge Distribution", "Saltmarsh Quay Shipping", "Bluegum Landscaping",
             "Pinecrest Call Centre", "Otawhiti Orchards", "Kestrel Lake Sawmill", "Glebe Street Bakery",
             "Harbourview Hotel Group", "Ashford Park Roofing", "Rowntree Haulage"]
INSURERS = ["Northvale Mutual", "Keystone Assurance", "Bluewater Health Fund", "Crestline Casualty",
            "Evergreen Workers Insurance", "Harbourline Insurance", "Summit Shield Health Plan",
            "Tasman Life & Accident"]
LAWFIRMS = ["Hartwell Pryce Solicitors", "Delahunt & Moss LLP", "Kilbride Rowe Lawyers",
            "Quennell Barristers", "Ashdown Legal"]
SCHOOLS = ["Brackenmere Academy", "Cedarvale Secondary School", "Maple Hollow High School",
           "Tallowood State School", "Waitaroa College", "Westerleigh Sixth Form College"]
CHURCHES = ["St Cuthwin's Church", "Grace Fellowship Millbrook", "Kowhai Bay Baptist Church",
            "Holy Trinity Pinegrove", "Coorabin Uniting Church"]

PROFESSIONS = ["welder", "HGV driver", "school teacher", "care assistant", "electrician", "bricklayer",
               "warehouse operative", "hairdresser", "chef", "nurse", "bus driver", "plasterer",
               "accountant", "farm labourer", "forklift driver", "dental receptionist", "postal worker",
               "firefighter", "software developer", "cleaner", "paramedic", "shop assistant", "roofer",
               "joiner", "call centre agent", "physiotherapist", "dairy farmer", "truck driver",
               "mechanic", "bar manager", "landscape gardener", "librarian", "police officer",
               "aged care worker", "shearer", "fisherman", "scaffolder", "machinist", "bank teller",
               "graphic designer", "childcare worker", "postman", "carpenter", "sheet metal worker",
               "commercial cleaner", "retail manager", "taxi driver", "miner", "chef de partie",
               "laboratory technician", "mail carrier", "home health aide", "barista", "plumber"]
RELATIONS = ["wife", "husband", "partner", "daughter", "son", "mother", "father", "sister", "brother",
             "neighbour", "friend", "son-in-law", "granddaughter", "carer"]

DEVICE_MODELS = ["Axiostim 32 IPG", "NeuroArc RC-16 rechargeable IPG", "Spinora Vireo 8-contact lead",
                 "Lumenex Trial Lead TL-8", "Axiostim percutaneous trial stimulator ETS-2",
                 "Corvane Paddle 5-6-5 lead", "Spinora external trial stimulator"]
PCA_MODELS = ["Medivolt PCA-400", "Infusar Gemstar-style pump", "Tellis CADD-type ambulatory pump"]
PCA_MODELS[1] = "Infusar IP-7 pump"
PCA_MODELS[2] = "Tellis AP-2 ambulatory pump"
RF_MODELS = ["Thermion RFG-4 generator", "Corvane NT-2000 RF generator"]

UK_TITLES = {"F": ["Mrs", "Ms", "Miss"], "M": ["Mr"]}
