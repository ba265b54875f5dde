"""Invented name and place pools. Real states, provinces, counties and
countries are used; every person, street, town, organisation and hospital
name below was made up for this set."""

FEMALE = sorted("""Abigail Adaeze Aileen Alana Alison Amara Anneliese Aoife Beatrix Bernadette
Bronwyn Caitriona Carmen Cecily Chiamaka Clodagh Danielle Deirdre Delphine Edwina Eilis Elodie
Esme Farah Fenella Fionnuala Georgina Gwendolyn Harriet Hazel Imelda Ines Isobel Jacinta Janelle
Jessamy Kalinda Kirsty Laoise Lavinia Leonie Lorna Mairead Marisol Meredith Minerva Nadia Niamh
Odette Oonagh Paloma Perpetua Philippa Priya Rosalind Roisin Saoirse Serafina Shona Sunita
Tabitha Tamsin Thea Ursula Vesna Winifred Yasmin Zainab Zofia Maeve Olwen Honor""".split())

MALE = sorted("""Alasdair Ambrose Anselm Barnaby Benedict Bartholomew Callum Caspian Cathal
Cormac Crispin Declan Desmond Dmitri Eamon Emeka Ezra Fergal Finbar Gideon Godfrey Hamish
Horatio Ignatius Isidore Jarrah Jerome Kenji Lachlan Leopold Lorcan Magnus Malachy Marius
Neville Niall Obadiah Oisin Osric Padraig Percival Quentin Rafferty Rashid Reuben Rohan
Rupert Seamus Silas Soren Tadhg Tarquin Thaddeus Tobias Ulric Vikram Wendell Wilfred Xavier
Yusuf Zoltan Ciaran Hugo Ivor Nathaniel Rory Kieran Ansel""".split())

SURNAMES = sorted("""Abernethy Achterberg Adeyemi-Hollis Ainsworthy Albrecht-Kane Allingford Ashdown
Balcombe Barraclough Baskerfield Beresford-Toms Blackwood-Ng Blenkinsop Bramwell Brennock
Brightwater Broadhurst Callander Carmody Carrowmore Castellane Catterick Chadwick-Oyelaran
Chisholme Clattersby Coghlan Corrigan-Vale Coverdale Cranleigh Crowhurst Dalgleish Darrowby
Delacourt Derrymore Dunstable-Roe Eckersall Eldridge Ellisworth Entwhistle Fairbairn Falconbridge
Fanshawe Featherstone Finnegan-Royce Fitzmaurice Flintham Foxcroft Gallacher Garroway Gethin
Gilchrist Glenavon Goodhew Gorringe Greatorex Grimshaw Hallworth Hamblett Hargreave Harkness
Hatherley Heathcote Hennessy-Lowe Hinchcliffe Holroyd Horsfall Ibbotson Illingworth Inchbald
Jardine Jellicoe Kavanagh-Reid Keighley Kilbride Kinsella Knatchbull Lachance Langtry Larkworthy
Latimer Leatherbarrow Lightowler Lonsdale Loughrey Lovibond Macadam Mallender Marchbanks
Mayhew Merriweather Micklethwaite Moncrieffe Mortensen Mulcahy Nettleship Nightingale-Obi
Northcote Nuttall Oakenfold Oduya O'Flaherty Okonjo Ormerod Osgood Pendlebury Penhaligon
Pettigrew Pickersgill Plunkett Polglase Quarmby Quennell Rathbone Ravenscroft Redfearn Rigby-Tan
Rookwood Rowntree Sackville Saltonstall Scattergood Sedgwick Shackleton Sheringham Silverwood
Slingsby Southwold Stainforth Stanhope Sutcliffe-Mbeki Swinburne Tallentire Tankersley
Thackeray Threlfall Tibbetts Tolliver Trelawney Tremayne Truscott Underhill Urquhart Vandermeer
Varghese-Hale Venables Wadsworth Wainwright Warburton Waterhouse Weatherall Whitmarsh Wilberforce
Winterbottom Wolstenholme Woodhatch Wrathall Yardley Yeardley Zabrowski Zeffirelli-Kerr
Nakamura-Pike Oyelowo-Banks Castellanos-Reed Lindqvist Haugland Petrakis Rosewarne Kowalczyk
Delahunt Ferriter Gleeson-Hart MacCrimmon Ni-Dhuibhir Ruttledge Tuohy-Bell Achebe-Walsh""".split())

STREET_WORDS = sorted("""Larkspur Quarry Tanner Whitlow Beacon Foundry Hollybank Ropewalk Saddler
Kingfisher Brackenridge Millrace Chandler Weavers Orchardleigh Heronsgate Fernbrook Cobbler
Windlass Maltings Thistledown Copperfield Lantern Wheelwright Ashgrove Bellfounder Cloverdale
Juniper Meadowsweet Pinfold Rookery Stonechat Tollgate Wagtail Yarrow Glebe Harebell
Coalbrook Drovers Ferrymans Gorsewood Hayrick Ironbridge Kestrel Lockkeeper""".split())

STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Gardens",
           "Terrace", "Way", "Grove", "Mews"],
    "US": ["Street", "Avenue", "Road", "Drive", "Lane", "Court", "Boulevard", "Way",
           "Place", "Terrace"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Court", "Boulevard", "Way"],
    "AU": ["Street", "Road", "Parade", "Avenue", "Crescent", "Court", "Place", "Close"],
    "IE": ["Road", "Street", "Park", "Avenue", "Lawns", "Grove", "Heights", "Close"],
}

TOWNS = {
    "UK": sorted("""Ashcombe Kelderby Marrowfield Brackenholt Wyvernden Saltmere Hollinsby
Carrowby Thornleigh Lowbridge Fellingham Quarndon-on-Sea Pendlewick Rushmere Haverstoke
Ecclesbourne Mirefield Stallingborough Whitbarrow Gorsebrook Tarnley Cresswick Dunholme
Oxleigh""".split()),
    "US": sorted("""Oakmere Pellston Garland Harwick Dunmore Brightwater Cedarvale Fallbrook
Millbury Ravenwood Stonecrest Thornbury Wexham Larkfield Copperton Brayside Elmhurst-Vale
Kingsport Ridgeway Sable Ashland-Park Halcyon Merriton Quarry-Glen""".split()),
    "CA": sorted("""Lakeshore-Bay Pinecrest Cranbrook-Falls Fairhaven Maplecroft Northgate
Riverbend Stoneybrook Whitewater-Crossing Amberley Beaconsfield-East Coldwater Greyhawk
Hollowmere Ironwood Kestrel-Point Lachine-Vale Mistral Port-Aubrey Sainte-Odile
Tamarack Verdun-Heights Willowgrove Yarrowdale""".split()),
    "AU": sorted("""Wattle-Creek Bellarine-Heights Coolabah Dunsborough-Vale Ironbark
Kookaburra-Ridge Mallee-Springs Nareen Orana-Park Quandong Redgum-Flat Saltbush
Tarrawong Warrigal Yallambie Barrinjuck Carrabeen Gidgee-Hill Jindarra Kurrawang
Mintaro-East Paringa-Bay Tilba-Downs Wirrabara""".split()),
    "IE": sorted("""Ballykeeran Carrickmoyle Drumshanbo-Beg Kilcullenbridge Lisnagarvey
Rathmoyle Ballinacurra-West Castlecoote Clonbrack Dunkerrin Glenmoylan Kilbeggan-More
Knockaderry Moyvalley Rossmore-Bay Shanagolden-Upper Templebrack Tullamoyle Aughrim-Cross
Ballyvourney-East Cloghernagh Inishmeela Lismacaffrey Oranmore-Beg""".split()),
}

REGIONS = {
    "US": [("Massachusetts", "MA"), ("Ohio", "OH"), ("Oregon", "OR"), ("Minnesota", "MN"),
           ("Georgia", "GA"), ("Texas", "TX"), ("Colorado", "CO"), ("Pennsylvania", "PA"),
           ("Maryland", "MD"), ("Wisconsin", "WI"), ("North Carolina", "NC"),
           ("Michigan", "MI"), ("Arizona", "AZ"), ("Washington", "WA"), ("New York", "NY"),
           ("Illinois", "IL"), ("Virginia", "VA"), ("Tennessee", "TN")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
           ("Nova Scotia", "NS"), ("Manitoba", "MB"), ("Saskatchewan", "SK"),
           ("New Brunswick", "NB"), ("Newfoundland and Labrador", "NL")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT")],
}
AU_POST = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7", "ACT": "26"}

COUNTIES = {
    "UK": ["Kent", "Devon", "Lancashire", "Norfolk", "Cumbria", "Somerset", "Shropshire",
           "Lincolnshire", "Dorset", "Northumberland", "Herefordshire", "Suffolk"],
    "IE": ["Cork", "Galway", "Kildare", "Mayo", "Meath", "Wicklow", "Limerick", "Donegal",
           "Tipperary", "Wexford", "Kerry", "Louth", "Sligo", "Offaly"],
}

COUNTRY_NAMES = {
    "UK": ["United Kingdom", "UK"], "US": ["USA", "United States"], "CA": ["Canada"],
    "AU": ["Australia"], "IE": ["Ireland"],
}
FOREIGN = ["Portugal", "Spain", "New Zealand", "Germany", "the Netherlands", "Sweden",
           "Singapore", "South Africa", "France", "Norway", "Japan", "Italy", "Denmark",
           "Nigeria", "India", "Poland", "Switzerland", "Belgium", "Kenya", "Chile"]

HOSP_SUFFIX = {
    "UK": ["Royal Infirmary", "General Hospital", "University Hospital", "District Hospital",
           "Community Hospital"],
    "US": ["Medical Center", "Regional Hospital", "General Hospital", "Memorial Hospital",
           "University Medical Center"],
    "CA": ["General Hospital", "Health Sciences Centre", "Regional Hospital",
           "Memorial Hospital"],
    "AU": ["Base Hospital", "Hospital", "District Health Service", "Private Hospital"],
    "IE": ["University Hospital", "General Hospital", "Regional Hospital", "Hospital"],
}
SAINTS = ["St Aldric's", "St Brannoc's", "St Ottilie's", "St Wendreda's", "St Cuthwin's",
          "St Ia's", "St Fiacre's", "St Melangell's", "St Gobnait's", "St Brychan's"]
PRACTICE_SUFFIX = {
    "UK": ["Medical Centre", "Surgery", "Health Centre", "Medical Practice"],
    "US": ["Family Practice", "Primary Care", "Internal Medicine Associates", "Health Clinic"],
    "CA": ["Family Health Team", "Medical Clinic", "Community Health Centre"],
    "AU": ["Medical Centre", "Family Practice", "General Practice"],
    "IE": ["Medical Centre", "Family Practice", "Health Centre", "Surgery"],
}
WARDS = ["Heron", "Kestrel", "Rowan", "Lapwing", "Alder", "Curlew", "Hawthorn", "Linnet",
         "Osprey", "Sycamore", "Merlin", "Bracken", "Teal", "Willow", "Plover", "Juniper"]
WARD_SUFFIX = ["Ward", "Unit", "Suite"]

BIOBANK_CORE = ["Northvale", "Meridian", "Harrowmere", "Tamsin Valley", "Glenfarrow",
                "Lowland Coast", "Coralline", "Brackwater", "Eastmarch", "Silverlake",
                "Highmoor", "Fernhollow", "Thistlebrook", "Kingsreach", "Wyndham Vale"]
BIOBANK_SUFFIX = ["Biobank", "Tissue Bank", "Biorepository", "Bioresource",
                  "Human Tissue Resource", "Population Biobank", "Tumour Bank"]
INSTITUTES = ["Institute of Molecular Oncology", "Centre for Population Genomics",
              "School of Medicine", "Institute for Inflammation Research",
              "Department of Cardiovascular Sciences", "Centre for Rare Disease Research",
              "Institute of Neuroscience", "School of Biosciences"]
COMPANIES = ["Velorant Therapeutics", "Quillon Genomics", "Tessarine Diagnostics",
             "Halvorsen Biologics", "Brimlow Cold Logistics", "Pelican Cryo Couriers",
             "Orrinmark Bioanalytics", "Castellan Proteomics", "Ferroway Pharma",
             "Lumenfold Bio", "Syndrel Sciences", "Arkwright Assay Services",
             "Nimbrel Sequencing", "Cobaltine Omics", "Wexmoor Clinical Labs"]
COMPANY_SUFFIX = {"UK": "Ltd", "US": "Inc", "CA": "Inc", "AU": "Pty Ltd", "IE": "Ltd"}
COURIERS = ["Brimlow Cold Logistics", "Pelican Cryo Couriers", "Frostline Medical Transport",
            "Sable Express Biologistics", "Kittiwake Specimen Couriers"]
EMPLOYERS = ["Hartwell Joinery", "Calloway Freight", "Dunmore Packaging", "Gresley Printworks",
             "Pemberton & Vayle Solicitors", "Ashbourne Garden Centre", "Tolland Dairies",
             "Moorgate Bus Company", "Saltmere Borough Council", "Kittridge Foods",
             "Thornfield Primary School", "Larkmoor Engineering", "Bramble Hill Care Home",
             "Corvin Software", "Riverside Credit Union", "Halden Steelworks"]
INSURERS = {
    "US": ["Keystone Mutual Health", "Bluegate Health Plan", "Prairie Shield Insurance",
           "Harborview Health Partners"],
    "AU": ["Wattlecare Health Fund", "Southern Cross-Vale Health"],
    "IE": ["Clonmara Health Insurance", "Irish Vale Health"],
    "CA": ["Northstar Benefits Group"],
    "UK": ["Albion Private Health"],
}

BUILDINGS = ["Calloway Building", "Hartigan Wing", "Ravensworth Building", "Pemberton Annexe",
             "Lindqvist Research Building", "Fairbairn Centre", "Oduya Laboratories",
             "Trelawney House", "Gallacher Pavilion", "Sedgwick Block"]

PROFESSIONS = ["bus driver", "primary school teacher", "accountant", "farmer", "electrician",
               "nurse", "care assistant", "chef", "software developer", "plumber",
               "solicitor", "lorry driver", "hairdresser", "civil engineer",
               "warehouse operative", "dental hygienist", "librarian", "police officer",
               "firefighter", "postman", "shop assistant", "carpenter", "pharmacist",
               "social worker", "bank clerk", "taxi driver", "cleaner", "architect",
               "secondary school teacher", "mechanic", "fisherman", "nursery nurse",
               "paramedic", "lab technician", "journalist", "welder", "baker",
               "estate agent", "sheep farmer", "bricklayer", "office manager",
               "university lecturer", "graphic designer", "HGV driver", "miner",
               "retail manager", "machinist", "dairy farmer", "physiotherapist"]
PROFESSIONS_US = ["truck driver", "attorney", "mail carrier", "high school teacher",
                  "realtor", "construction worker", "paralegal", "janitor",
                  "EMT", "bartender", "line cook", "insurance adjuster"]

RELATIONS = ["wife", "husband", "daughter", "son", "sister", "brother", "partner", "mother",
             "father", "niece", "nephew", "carer", "friend", "neighbour", "granddaughter",
             "son-in-law", "daughter-in-law"]
REL_SEX = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "sister": "F",
           "brother": "M", "mother": "F", "father": "M", "niece": "F", "nephew": "M",
           "granddaughter": "F", "son-in-law": "M", "daughter-in-law": "F"}

STAFF_ROLES = ["Research Nurse", "Biobank Manager", "Biomedical Scientist",
               "Laboratory Technician", "Clinical Research Practitioner", "Data Manager",
               "Quality Manager", "Research Coordinator", "Senior Scientist",
               "Tissue Bank Coordinator", "Clinical Trials Assistant", "Consent Facilitator"]

WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def number_words(n):
    if n < 20:
        return WORDS[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("" if u == 0 else "-" + WORDS[u])
