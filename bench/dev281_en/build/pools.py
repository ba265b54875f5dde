"""Invented pools of names, places and organisations for dev281_en.

Everything here was made up for this set; any match with a real person,
business or donor centre is unintended.  Only states, provinces, regions,
counties and countries are real geography.
"""


def _w(s):
    return s.split()


def _l(s):
    return [x.strip() for x in s.strip().split("|") if x.strip()]


FEMALE = _w("""
Abena Adaeze Adriana Agnieszka Aiko Aisha Aoife Amara Anahera Anjali Annika
Aroha Astrid Beatriz Bethan Bronwyn Caoimhe Carmen Chiamaka Ciara Dalia
Deirdre Dilnoza Eilidh Elif Eleni Esi Farah Fenella Fiadh Freya Gráinne Hana
Harriet Ines Ingrid Isla Jasleen Jia Joanna Kahurangi Kalani Katarzyna Keziah
Kiri Laleh Leilani Liesel Linh Lorna Lucia Mairead Malak Mareike Maryam Mei
Mereana Mirela Morwenna Nadia Naledi Niamh Nkechi Noor Oksana Olamide Orla
Paloma Priya Rana Roisin Rosalind Saanvi Sadia Saoirse Shira Siobhan Sunniva
Tahlia Tamsin Thandiwe Tui Ulrike Valentina Vanessa Wanjiru Ximena Yara
Yetunde Yusra Zainab Zofia Zuzana Georgina Margaret Patricia Brenda Kimberly
Shannon Tracey Lynette Megan Courtney Brittany Danielle Kayla Marisol
Guadalupe Rosario Huong Delphine Genevieve Mathilde Sinead Bridget Philippa
Hollie Jodie Kerry-Anne Mary-Kate Ngaio Hinemoa Losana Mele Fatima Rukhsana
Parveen Meera Kavya Ngozi Folake Imogen Beatrix Wilhelmina Constance Dorothy
Edith Maeve Clodagh Una Peggy Lorraine Sharon Tanya Jolene Krystal Shayla
""")

MALE = _w("""
Abdirahman Adebayo Ahmed Aidan Alasdair Alejandro Aleksander Amit Anders
Arjun Bartosz Bilal Bongani Brendan Cathal Chidi Ciaran Conor Dafydd Darius
Declan Diego Dmitri Eamon Emeka Eoin Farid Fergus Gareth Hamish Hemi Hiroshi
Ibrahim Idris Ifeanyi Ikaika Ivan Jaspreet Javier Jun Kawika Kenji Kofi
Kwame Lachlan Liam Lorcan Luca Mateo Manaia Marek Mihai Mohammed Nikolai
Nnamdi Oisin Olusegun Padraig Paora Pita Rahul Rangi Rhys Rory Ruairi Rustam
Sandeep Seamus Sione Stellan Tadhg Tama Tariq Tevita Thanh Tomasz Tyrone
Vikram Wei Wiremu Xavier Yaw Yusuf Zoran Dwayne Cody Travis Brett Clayton
Wayne Graham Nigel Trevor Kieran Callum Jarrah Bradley Dustin Marcus Reginald
Dale Benedikt Florian Matthias Rohan Tipene Ratu Joaquin Santiago Emilio
Francois Gaetan Luc Remy Jean-Paul Pierre-Luc Hamza Omar Kamal Gurpreet
Harjit Minh Quang Hyun-woo Min-jun Takumi Obinna Tunde Femi Cormac Ronan
Gethin Iwan Alistair Duncan Euan Stuart Desmond Winston Leroy Clive Barry
""")

SURNAMES = _w("""
Aboagye Achterberg Adeyemi Ahn Albescu Alvarado Anand Aranda Ashworth Bakshi
Balogun Banerjee Barraclough Bartoszewski Beaumont Bergstrom Bhatt Blackwood
Boateng Brannigan Brennan Cadwallader Calloway Carmichael Castellanos
Chaudhry Chen Chikwanha Coughlan Cruickshank Dalgleish Delacroix Desrosiers
Dhillon Donnelly Drummond Duong Eastwood Ekwueme Ellingham Esposito Fairbairn
Farouk Fennelly Fitzgibbon Fonoti Gallagher Garnier Gill Golubev Gonzaga
Greenhalgh Haddad Hakimi Hallworth Hanrahan Harkness Hatzis Henare Hennessy
Hoang Hollins Horomona Ibekwe Iqbal Jankowski Jaramillo Kaczmarek Kapoor
Karaka Kavanagh Keohane Kerr Khumalo Kinsella Kowalczyk Kruger Lafleur
Lamont Latu Lindqvist Llewellyn Lozano Lucchesi MacAskill Mahlangu Mahony
Malhotra Marchetti Mbatha McCrory McGillicuddy Mendoza Mitrovic Morrissey
Mukherjee Nakamura Ngata Nguyen Nwosu O'Byrne O'Dwyer Okonkwo Oyelaran
Papadakis Parata Pemberton Penhaligon Petrovic Pillai Quartey Quigley Rahimi
Rautenbach Reyes Rinaldi Rosenqvist Sandhu Sarkisian Schiavone Sepulveda
Shackleton Sheridan Sokolov Szabo Tamihana Taufa Teague Thackeray Thibodeaux
Thorburn Toomey Tremblay Tuilagi Underhill Usman Vaillancourt Varga Vasquez
Villeneuve Wainwright Walsh Wetherall Whitlock Winterbottom Wojcik Xiong
Yamamoto Yilmaz Zhou Zielinski Abernethy Ballantyne Corcoran Dunleavy
Featherstone Gervais Hutchings Iwasaki Jablonski Kilbride Lethbridge
Mulcahy Nieuwenhuis Ogunleye Prendergast Raftery Stonehouse Tavita Uddin
Vandermeer Whiteside Yeboah Zamora Ferreira Carvalho Haugen Solberg Nyberg
Lindgren Moreau Bouchard Gagnon Pelletier Cote Ouellet Kealoha Makoa Fifita
Havili Soliai Ruatapu Paewai Tautahi Ormsby Kettleborough Fairweather
Goodwin-Price Ashby-Nolan De Souza Van der Berg
""")
# multi-word surnames handled separately so split() does not break them
SURNAMES = [s for s in SURNAMES if s not in ("De", "Souza", "Van", "der", "Berg")]
SURNAMES += ["De Souza", "van der Berg", "Mac an tSaoir", "St. Clair", "Ó Riordáin"]

MIDDLE_INITIALS = list("ABCDEFGHIJKLMNOPRSTVW")

# --------------------------------------------------------------- geography
CITIES = {
    "UK": _l("""Ashcombe|Brackley Heath|Castlemere|Dunmarsh|Eldersby|Fenwick Cross|
        Glenharrow|Hollinford|Kirkhaven|Lydbrook Vale|Marshby|Netherwold|
        Oakhampton Magna|Pendlebury Moor|Redcastle|Saltmarsh|Thornaby-on-Lea|
        Upper Wyvern|Westerholm|Wickhamford|Cragside Bridge|Ravensholt|Blyford|
        Combe St Anselm|Harwick-upon-Dene"""),
    "US": _l("""Maple Falls|Cedar Bluff|Harlow Springs|Juniper Ridge|Lake Orrin|
        Millbrook Crossing|New Tamsin|Oak Haven|Pruitt City|Red Mesa|Silver Prairie|
        Tolland Junction|Wexley|Brookhaven Hills|Coldwater Flats|Fort Delaney|
        Granite Forks|Hollis Bend|Laurel Heights|Mason Gap|Pine Hollow|Sawyer Creek|
        East Thornton|Bayard|Willow Glen Station"""),
    "AU": _l("""Wattle Creek|Banksia Heights|Coolabah Springs|Yarrowee|Mallee Point|
        Kurrajong Vale|Ironbark|Tallowood|Bellbird Flat|Emu Ridge|Kookaburra Bay|
        Gumleaf|Boronia Park West|Lyrebird Hill|Quandong|Saltbush Plains|
        Myall Downs|Cockatoo Springs|Brigalow|Tuart Beach"""),
    "CA": _l("""Pinecrest|Lac-Sombre|Maple Hollow|Northbridge|Riviere-aux-Loups|
        Saint-Aurele|Cedarview|Timberlake|Fort Allard|Port Kessling|Birch Narrows|
        Grandbois|Caribou Landing|Spruce Lake|Mont-Laurier-Est|Elkford Ridge|
        Tamarack Falls|Baie-des-Huards|Lynx Creek|New Dunmore"""),
    "IE": _l("""Ballyfarnagh|Carrigdrum|Kilcashel|Glenmullan|Lisnagore|Dromcullen|
        Ardnaree|Ballinaclash|Castlebrack|Rathmullen Bridge|Knockanure|Clonmore|
        Tullyhogue|Inchavore|Moyvalley Cross|Kilbrennan"""),
    "NZ": _l("""Kowhai Bay|Totara Heights|Kahikatea|Rimu Valley|Harakeke|Westhaven|
        Matai Springs|Tui Point|Pukeko Flat|Raupo Downs|Kereru Hill|Manuka Cove|
        Ponga Ridge|Karaka Bay|Toetoe Creek|Nikau Beach"""),
}

# county-level names (typed CITY per the guideline)
COUNTIES = {
    "UK": _l("Kent|Devon|Lancashire|Fife|Powys|Norfolk|Cumbria|Durham|Shropshire|"
             "Somerset|Lincolnshire|Perthshire|Gwynedd|County Antrim|Wiltshire"),
    "IE": _l("Co. Cork|Co. Galway|Co. Kerry|Co. Mayo|Co. Meath|Co. Wexford|"
             "Co. Donegal|Co. Tipperary|Co. Clare|Co. Offaly|Co. Sligo|Co. Louth"),
}

STATES = {
    "US": [("Ohio", "OH"), ("Texas", "TX"), ("Oregon", "OR"), ("Georgia", "GA"),
           ("Minnesota", "MN"), ("Arizona", "AZ"), ("Pennsylvania", "PA"),
           ("Wisconsin", "WI"), ("Colorado", "CO"), ("Tennessee", "TN"),
           ("Michigan", "MI"), ("Maryland", "MD"), ("Iowa", "IA"),
           ("Kentucky", "KY"), ("Nebraska", "NE"), ("Virginia", "VA")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"),
           ("Tasmania", "TAS"), ("Australian Capital Territory", "ACT"),
           ("Northern Territory", "NT")],
    "CA": [("Ontario", "ON"), ("Quebec", "QC"), ("British Columbia", "BC"),
           ("Alberta", "AB"), ("Manitoba", "MB"), ("Saskatchewan", "SK"),
           ("Nova Scotia", "NS"), ("New Brunswick", "NB"),
           ("Newfoundland and Labrador", "NL")],
    "NZ": [("Waikato", "Waikato"), ("Canterbury", "Canterbury"), ("Otago", "Otago"),
           ("Northland", "Northland"), ("Bay of Plenty", "Bay of Plenty"),
           ("Southland", "Southland"), ("Manawatu-Whanganui", "Manawatu-Whanganui"),
           ("Hawke's Bay", "Hawke's Bay")],
}

COUNTRY_NAMES = {"UK": ["United Kingdom", "UK", "England", "Scotland", "Wales"],
                 "US": ["USA", "United States", "U.S."],
                 "AU": ["Australia"], "CA": ["Canada"], "IE": ["Ireland"],
                 "NZ": ["New Zealand", "Aotearoa"]}

# countries named in travel histories
TRAVEL_MALARIA = _l("""Ghana|Nigeria|Kenya|Uganda|Tanzania|Mozambique|India|Pakistan|
    Papua New Guinea|Solomon Islands|Indonesia|Cambodia|Brazil|Peru|Colombia|
    Cameroon|Sierra Leone|Malawi|Zambia|Ethiopia|Sudan|Honduras|Guatemala|Vanuatu""")
TRAVEL_OTHER = _l("""France|Spain|Portugal|Italy|Greece|Croatia|Japan|Vietnam|Thailand|
    Singapore|Fiji|Samoa|Tonga|Mexico|Canada|Germany|Poland|Netherlands|Iceland|
    South Africa|Chile|Argentina|Sri Lanka|Philippines|Egypt|Morocco|Turkey|Norway""")

STREET_NAMES = _w("""
Rowan Hawthorn Mill Church Station Kestrel Orchard Willow Beech Elmfield
Larkspur Foxglove Heather Quarry Tannery Weaver Cooper Fletcher Bramble
Juniper Sycamore Chestnut Meadow Brook Kingfisher Heron Osprey Magpie
Wattle Banksia Jacaranda Grevillea Kowhai Totara Rimu Matai Pohutukawa
Maple Birch Cedar Spruce Tamarack Laurier Champlain Dufferin Hollis Garrison
Lakeview Ridgeway Harbour Wharf Ferry Glebe Rectory Abbey Priory Tollgate
""")
STREET_SUFFIX = {
    "UK": _w("Road Street Lane Close Avenue Crescent Drive Way Gardens Terrace Grove Mews"),
    "US": _w("St Ave Blvd Rd Dr Ln Ct Pkwy Way Street Avenue Road"),
    "AU": _w("St Street Rd Road Ave Cres Pde Ct Dr Tce Hwy Cl"),
    "CA": _w("Street Avenue Road Rd Blvd Crescent Drive Way Rue Chemin"),
    "IE": _w("Road Street Lane Avenue Park Court Grove Drive View Heights"),
    "NZ": _w("Road Street Avenue Place Drive Crescent Terrace Lane Way Rise"),
}

# ---------------------------------------------------------- organisations
SERVICES = {
    "UK": ["Albion Blood Service", "Three Shires Blood & Transplant",
           "Caledon Blood Transfusion Service"],
    "US": ["Heartland Regional Blood Center", "Bluewater Blood Alliance",
           "Tri-River Blood Services"],
    "AU": ["Southern Cross Blood Service", "Wattle Blood Donor Service"],
    "CA": ["Northern Lights Blood Agency", "Laurentian Blood Services"],
    "IE": ["Emerald Blood Transfusion Service", "Irish Midland Blood Service"],
    "NZ": ["Kotuku Blood Service", "Southern Alps Blood Service"],
}
SERVICE_SHORT = {"Albion Blood Service": "ABS", "Three Shires Blood & Transplant": "TSBT",
                 "Caledon Blood Transfusion Service": "CBTS",
                 "Heartland Regional Blood Center": "HRBC",
                 "Bluewater Blood Alliance": "BBA", "Tri-River Blood Services": "TRBS",
                 "Southern Cross Blood Service": "SCBS",
                 "Wattle Blood Donor Service": "WBDS",
                 "Northern Lights Blood Agency": "NLBA",
                 "Laurentian Blood Services": "LBS",
                 "Emerald Blood Transfusion Service": "EBTS",
                 "Irish Midland Blood Service": "IMBS",
                 "Kotuku Blood Service": "KBS", "Southern Alps Blood Service": "SABS"}
SERVICE_DOMAIN = {"Albion Blood Service": "albionblood", "Three Shires Blood & Transplant": "threeshires",
                  "Caledon Blood Transfusion Service": "caledonbts",
                  "Heartland Regional Blood Center": "heartlandblood",
                  "Bluewater Blood Alliance": "bluewaterblood", "Tri-River Blood Services": "tririver",
                  "Southern Cross Blood Service": "southerncrossblood",
                  "Wattle Blood Donor Service": "wattleblood",
                  "Northern Lights Blood Agency": "nlba", "Laurentian Blood Services": "laurentianblood",
                  "Emerald Blood Transfusion Service": "emeraldbts",
                  "Irish Midland Blood Service": "imbs", "Kotuku Blood Service": "kotukublood",
                  "Southern Alps Blood Service": "southernalpsblood"}

PLASMA_COMPANIES = ["Keystone Plasma", "Lumina BioPlasma", "Redwood Plasma Partners",
                    "Prairie Plasma Co.", "Goldleaf Plasma"]

HOSP_PATTERNS = {
    "UK": ["{c} General Hospital", "Royal {c} Infirmary", "{c} District Hospital",
           "St {s}'s Hospital", "{c} Community Hospital", "Queen Adelaide Hospital, {c}"],
    "US": ["{c} Medical Center", "{c} Memorial Hospital", "St. {s} Regional Medical Center",
           "Mercy {c} Hospital", "{c} Community Health System", "Good Shepherd Hospital of {c}"],
    "AU": ["{c} Base Hospital", "{c} District Health Service", "St {s}'s Private Hospital",
           "{c} Hospital", "Royal {c} Hospital"],
    "CA": ["{c} General Hospital", "Hopital Sainte-{s2}", "{c} Regional Health Centre",
           "St. {s}'s Health Centre", "{c} District Hospital"],
    "IE": ["University Hospital {c}", "St {s}'s Hospital, {c}", "{c} General Hospital",
           "Mercy Hospital {c}", "Our Lady of Lourdes Hospital {c}"],
    "NZ": ["{c} Hospital", "{c} Base Hospital", "St {s}'s Hospital", "{c} Public Hospital"],
}
SAINTS = _w("Brigid Columba Aidan Anselm Cuthbert Dymphna Finbarr Kevin Ita Jude Oswald Wilfrid Monica Clare Bernard")
SAINTES = _w("Agathe Colette Brigitte Odile Solange Genevieve")

GP_PATTERNS = {
    "UK": ["{c} Medical Practice", "{t} Surgery", "{t} Health Centre", "The {t} Practice"],
    "US": ["{t} Family Medicine", "{c} Primary Care Associates", "{t} Internal Medicine"],
    "AU": ["{t} Medical Centre", "{c} Family Practice", "{t} General Practice"],
    "CA": ["{t} Family Health Team", "{c} Medical Clinic", "{t} Family Practice"],
    "IE": ["{t} Medical Centre", "{c} Family Practice", "{t} Surgery"],
    "NZ": ["{t} Medical Centre", "{c} Health Centre", "{t} Family Doctors"],
}

VENUE_PATTERNS = ["St {s}'s Parish Hall", "{c} Leisure Centre", "{c} Town Hall",
                  "{c} Community Centre", "{t} Memorial Hall", "{c} Rugby Club Pavilion",
                  "{t} Scout Hall", "{c} Civic Centre", "{t} Methodist Church Hall",
                  "{c} Library Meeting Room", "{t} Sports Hall", "{c} Bowls Club",
                  "Old {t} Drill Hall", "{t} Student Union Building"]

EMPLOYER_PATTERNS = ["{t} Logistics", "{t} Engineering Ltd", "{c} Council",
                     "{t} Freight", "{t} Foods", "{t} Insurance Group",
                     "{c} Fire & Rescue", "{t} Construction", "{t} Mining Co.",
                     "{c} Grammar School", "{t} Software", "{t} Dairy Co-op",
                     "{c} Bus Company", "{t} Steelworks", "{t} Credit Union",
                     "{t} Pharmacy Group", "{c} University", "{t} Rail"]
EMPLOYER_TOKENS = _w("""Kestrel Harrowgate Northline Tidewater Ardent Bluegum Ironside
Silverbirch Redfern Coldstream Westmark Summit Pinnacle Larchmont Fairhaven
Blackthorn Greystone Oakridge Riverbend Highfield Stonebridge Thistle Ashdown
Marlowe Copperleaf Wyvern Lindenhall Corrib Kauri Taranui""")

SCHOOLS = ["{c} High School", "{t} College", "{c} Secondary School", "{t} Academy",
           "University of {c}", "{c} Institute of Technology"]
CHURCHES = ["St {s}'s Church", "{t} Baptist Church", "{c} Gurdwara",
            "{c} Islamic Centre", "{t} Presbyterian Church", "{c} Kingdom Hall"]

# ------------------------------------------------------------- professions
PROFESSIONS = _l("""bus driver|scaffolder|firefighter|airline pilot|crane operator|
    primary school teacher|registered nurse|software developer|electrician|
    plumber|hairdresser|farmer|dairy farmer|shearer|sheep farmer|police officer|
    paramedic|train driver|long-haul truck driver|forklift operator|roofer|
    accountant|chef|baker|barista|retail assistant|warehouse picker|
    civil engineer|mechanic|diesel fitter|veterinary nurse|physiotherapist|
    dental hygienist|lawyer|solicitor|architect|librarian|postal worker|
    taxi driver|rideshare driver|courier|miner|underground miner|fisherman|
    deckhand|commercial diver|window cleaner|tree surgeon|arborist|
    care assistant|childcare worker|cleaner|security guard|student|
    university student|apprentice electrician|carpenter|welder|boilermaker|
    lifeguard|personal trainer|pharmacist|dentist|social worker|journalist|
    graphic designer|bank teller|call centre operator|kitchen porter|
    army reservist|soldier|prison officer|stonemason|gardener|landscaper|
    mail carrier|nursing home aide|beekeeper|abattoir worker|butcher|
    fitness instructor|jockey|racehorse trainer|sous chef|bartender""")
# occupations that trigger a hazardous-occupation rest rule
HAZARDOUS = ["bus driver", "scaffolder", "firefighter", "airline pilot",
             "crane operator", "train driver", "long-haul truck driver", "roofer",
             "commercial diver", "window cleaner", "tree surgeon", "underground miner",
             "police officer", "paramedic", "forklift operator", "arborist", "miner"]

RELATIONS = ["wife", "husband", "partner", "mother", "father", "daughter", "son",
             "sister", "brother", "flatmate", "neighbour", "friend", "fiance",
             "grandmother", "aunt", "colleague"]

# staff roles (not PHI)
STAFF_ROLES = {
    "UK": ["Donor Carer", "Registered Nurse", "Session Lead", "Donor Care Assistant",
           "Senior Donor Carer", "Clinical Support Manager"],
    "US": ["Collection Specialist", "Phlebotomist", "Charge Nurse", "Donor Care Technician",
           "Site Supervisor", "Medical Screener"],
    "AU": ["Donor Centre RN", "Enrolled Nurse", "Collection Staff", "Team Leader",
           "Donor Services Officer"],
    "CA": ["Donor Care Associate", "Registered Nurse", "Clinic Supervisor", "Phlebotomist",
           "Donor Screener"],
    "IE": ["Staff Nurse", "Clinical Nurse Manager", "Donor Attendant", "Session Nurse"],
    "NZ": ["Donor Technician", "Registered Nurse", "Team Leader", "Collection Officer"],
}
CREDS = {"UK": ["RN", "RGN", "RN BSc"], "US": ["RN", "LPN", "BSN, RN", "CPT"],
         "AU": ["RN", "EN"], "CA": ["RN", "RPN", "LPN"], "IE": ["RGN", "RN"],
         "NZ": ["RN", "EN"]}
DOC_CREDS = {"UK": ["MRCP FRCPath", "MBChB", "FRCPath", "MB BS"],
             "US": ["MD", "DO", "MD, MPH"], "AU": ["MBBS FRACP", "FRCPA", "MBBS"],
             "CA": ["MD FRCPC", "MD"], "IE": ["MB BCh BAO", "MRCPI"],
             "NZ": ["MBChB FRACP", "MBChB"]}
