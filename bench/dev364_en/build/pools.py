"""Invented pools for dev364_en: names, places, care sites, organisations.

Every hospital, practice, pharmacy and organisation name here is invented.
Person names are random recombinations of first names and surnames from many
origins; no real person is intended.
"""

FIRST_M = """James Robert David Michael Peter John Alan Graham Keith Trevor Colin Derek Malcolm
Stuart Gareth Rhys Dafydd Eamon Padraig Seamus Ciaran Declan Fergus Angus Hamish Callum Rajesh
Sanjay Arun Vikram Imran Tariq Farhan Bilal Harjit Wei Jun Hao Minh Quang Jae-won Hiroshi Kenji
Chukwuemeka Oluwaseun Kwame Kofi Tendai Thabo Sipho Tane Wiremu Rawiri Sione Tevita Mateo Javier
Luis Carlos Giuseppe Marco Luca Stavros Nikos Dimitri Piotr Tomasz Jakub Andrei Mihai Omar Khalid
Yusuf Hassan Mehmet Emre Anders Lars Henrik Pieter Joost Jean-Luc Etienne Francois Marcel Winston
Desmond Errol Delroy Lloyd Terrence Darnell Marcus Cedric Raymond Walter Harold Eugene Frank
Stanley Leonard Clifford Neville Barry Geoffrey Nigel Roderick Ewan Niall Cormac Lachlan Bruce
Craig Kieran Ravi Deepak Anil Suresh Kaveh Dariusz Bogdan Emeka Femi Abdullahi Jomo Hemi Manaia
Ahmad Karim Samir Aziz Tuan Duc Haruto Sung-min Brendan Noel Vincent Ignatius Bartholomew Ambrose
Fintan Oisin Ruairi Tadhg Dermot Alasdair Torquil Gwilym Emrys Ieuan Clive Dennis Roy Gordon
Norman Ernest Reginald Wilfred Howard Lionel Marvin Clarence Dwayne Tyrone Wayne Dale Russell""".split()

FIRST_F = """Margaret Patricia Susan Linda Barbara Elizabeth Jean Maureen Brenda Sheila Pauline
Gillian Hilary Siobhan Aoife Niamh Roisin Brid Mairead Eilidh Morag Fiona Catriona Gwen Bethan
Carys Priya Anjali Sunita Lakshmi Fatima Ayesha Nasreen Parveen Mei Xiu Ling Yan Lan Hoa Mai Yuki
Keiko Soo-jin Ngozi Chiamaka Adaeze Abena Ama Nomvula Thandiwe Aroha Mereana Ngaire Losa Mele
Lucia Carmen Rosa Giulia Francesca Eleni Despina Agnieszka Katarzyna Ioana Elena Leila Samira
Yasmin Zeynep Ingrid Astrid Marieke Sanne Amelie Helene Marguerite Beverley Hyacinth Marcia
Claudette Dolores Gloria Dorothy Evelyn Mildred Doreen Glenys Shirley Rhonda Kerry Tracey Sharon
Deborah Janelle Kylie Tamsin Imogen Bernadette Philomena Concepta Nuala Grainne Orla Sinead Deirdre
Kiri Huia Anahera Moana Salote Folake Yetunde Efua Akosua Rukhsana Shabnam Kamaljit Harpreet
Noor Huda Rania Thuy Ngoc Hyun-jung Ji-woo Sakura Marisol Guadalupe Consuelo Wanda Lorraine
Valerie Yvonne Irene Rita Edna Muriel Winifred Beryl Joan Phyllis Gladys Rosalind Annette
Judith Rosemary Heather Alison Lesley Maxine Charmaine Latoya Tanisha Kimberly Tonya Darlene""".split()

SURNAMES = """Okonkwo Adeyemi Mensah Boateng Nkosi Dlamini Mahlangu Patel Sharma Gupta Singh Sandhu
Gill Khan Hussain Rahman Chowdhury Iqbal Nguyen Tran Pham Le Chen Wang Li Zhang Liu Wong Chan
Tanaka Suzuki Kim Park Choi O'Brien Murphy Kelly Byrne Walsh O'Sullivan McCarthy Doherty Gallagher
Fitzgerald MacLeod MacDonald Campbell Fraser Sinclair Munro Jones Evans Davies Pritchard Llewellyn
Thompson Harrison Whitfield Ashworth Pemberton Cartwright Fairbairn Blackwood Hargreaves Greenhalgh
Thwaites Ramsbottom Entwistle Featherstone Rossi Bianchi Esposito Romano Papadopoulos Georgiou
Nowak Kowalski Wisniewski Popescu Ionescu Haddad Nasser Saleh Yilmaz Demir Andersen Larsen
Dubois Lefevre Moreau Garcia Rodriguez Hernandez Lopez Morales Walker Robinson Brown Henry Clarke
Grant Samuels Beckford Ngata Parata Hohaia Fifita Taufa Tupou Faleolo Leota Baker Mason Bishop
Fisher Cooper Hunter Gardiner Shepherd Parsons Carter Kent Lincoln Foley Hickman Abernethy
Okoro Eze Nwosu Appiah Asante Owusu Banda Phiri Moyo Chikwanha Rao Iyer Menon Nair Reddy Krishnan
Bhatt Desai Joshi Qureshi Malik Butt Siddiqui Farooq Ahmed Ali Hoang Vo Dang Bui Huang Zhou Xu Sun
Ma Yamamoto Nakamura Sato Lee Jung Kang Yoon Quinn Brennan Nolan Hegarty Tierney Whelan Moloney
Mulcahy Kavanagh Duggan Cassidy MacKenzie Buchanan Drummond Galbraith Urquhart Rees Price Howells
Vaughan Bevan Ellison Holroyd Sutcliffe Haworth Pickering Crowther Marsden Tennant Ridley Dunmore
Kowalczyk Zielinski Novak Horvat Petrovic Jovanovic Constantin Marinescu Ferrari Ricci Marino
Conti Costa Santos Ferreira Oliveira Pereira Alves Mendes Vega Castillo Ramos Ortega Delgado
Okafor Ogunleye Bakare Adebayo Ibrahim Abubakar Mwangi Otieno Kamau Wanjiru Tshabalala Naidoo
Pillay Govender Jacobs Petersen Van der Merwe Botha Pretorius Brink Haraway Tuilagi Aumua Vaifale
Te Hira Paewai Rangi Tomoana Kereama Ruatapu Whitmore Ashdown Penrose Trelawney Polglase Tregear""".split()
# "Van der Merwe" and "Te Hira" were split above; rebuild the two-word surnames.
_two = ["Van der Merwe", "Te Hira", "Te Rangi", "de Vries", "van Dijk", "Ni Bhriain", "Mac an tSaoi"]
SURNAMES = [s for s in SURNAMES if s not in ("Van", "der", "Merwe", "Te", "Hira")] + _two

MIDDLE = list("ABCDEFGHJKLMNPRSTW")

# country -> list of (town, region, postal-seed)
TOWNS = {
    "UK": [("Leeds", "West Yorkshire", "LS"), ("Bradford", "West Yorkshire", "BD"),
           ("Halifax", "West Yorkshire", "HX"), ("Manchester", "Greater Manchester", "M"),
           ("Bolton", "Greater Manchester", "BL"), ("Wigan", "Greater Manchester", "WN"),
           ("Stockport", "Cheshire", "SK"), ("Sheffield", "South Yorkshire", "S"),
           ("Doncaster", "South Yorkshire", "DN"), ("Nottingham", "Nottinghamshire", "NG"),
           ("Leicester", "Leicestershire", "LE"), ("Coventry", "West Midlands", "CV"),
           ("Birmingham", "West Midlands", "B"), ("Bristol", "Avon", "BS"), ("Bath", "Somerset", "BA"),
           ("Exeter", "Devon", "EX"), ("Plymouth", "Devon", "PL"), ("Truro", "Cornwall", "TR"),
           ("Norwich", "Norfolk", "NR"), ("Ipswich", "Suffolk", "IP"),
           ("Cambridge", "Cambridgeshire", "CB"), ("Oxford", "Oxfordshire", "OX"),
           ("Reading", "Berkshire", "RG"), ("Brighton", "East Sussex", "BN"), ("Canterbury", "Kent", "CT"),
           ("Newcastle upon Tyne", "Tyne and Wear", "NE"), ("Sunderland", "Tyne and Wear", "SR"),
           ("Carlisle", "Cumbria", "CA"), ("Lancaster", "Lancashire", "LA"), ("Preston", "Lancashire", "PR"),
           ("Blackburn", "Lancashire", "BB"), ("Liverpool", "Merseyside", "L"), ("Chester", "Cheshire", "CH"),
           ("Stoke-on-Trent", "Staffordshire", "ST"), ("Derby", "Derbyshire", "DE"),
           ("Lincoln", "Lincolnshire", "LN"), ("Hull", "East Riding of Yorkshire", "HU"),
           ("York", "North Yorkshire", "YO"), ("Harrogate", "North Yorkshire", "HG"),
           ("Cardiff", "South Glamorgan", "CF"), ("Swansea", "West Glamorgan", "SA"),
           ("Glasgow", "Lanarkshire", "G"), ("Edinburgh", "Midlothian", "EH"), ("Aberdeen", "Aberdeenshire", "AB"),
           ("Dundee", "Angus", "DD"), ("Inverness", "Highland", "IV"), ("Belfast", "County Antrim", "BT"),
           ("Wrexham", "Clwyd", "LL"), ("Taunton", "Somerset", "TA"), ("Kendal", "Cumbria", "LA")],
    "IE": [("Ennis", "Clare", "V95"), ("Galway", "Galway", "H91"), ("Limerick", "Limerick", "V94"),
           ("Cork", "Cork", "T12"), ("Tralee", "Kerry", "V92"), ("Waterford", "Waterford", "X91"),
           ("Kilkenny", "Kilkenny", "R95"), ("Sligo", "Sligo", "F91"), ("Athlone", "Westmeath", "N37"),
           ("Drogheda", "Louth", "A92"), ("Dundalk", "Louth", "A91"), ("Navan", "Meath", "C15"),
           ("Letterkenny", "Donegal", "F92"), ("Castlebar", "Mayo", "F23"), ("Mullingar", "Westmeath", "N91"),
           ("Wexford", "Wexford", "Y35"), ("Dublin", "Dublin", "D04"), ("Swords", "Dublin", "K67"),
           ("Carlow", "Carlow", "R93"), ("Clonmel", "Tipperary", "E91"), ("Portlaoise", "Laois", "R32")],
    "US": [("Boston", "MA", "021"), ("Worcester", "MA", "016"), ("Providence", "RI", "029"),
           ("Hartford", "CT", "061"), ("Albany", "NY", "122"), ("Buffalo", "NY", "142"),
           ("Rochester", "NY", "146"), ("Pittsburgh", "PA", "152"), ("Philadelphia", "PA", "191"),
           ("Baltimore", "MD", "212"), ("Richmond", "VA", "232"), ("Charlotte", "NC", "282"),
           ("Atlanta", "GA", "303"), ("Nashville", "TN", "372"), ("Louisville", "KY", "402"),
           ("Columbus", "OH", "432"), ("Cleveland", "OH", "441"), ("Detroit", "MI", "482"),
           ("Grand Rapids", "MI", "495"), ("Indianapolis", "IN", "462"), ("Chicago", "IL", "606"),
           ("Milwaukee", "WI", "532"), ("Minneapolis", "MN", "554"), ("St. Louis", "MO", "631"),
           ("Omaha", "NE", "681"), ("Denver", "CO", "802"), ("Salt Lake City", "UT", "841"),
           ("Phoenix", "AZ", "850"), ("Tucson", "AZ", "857"), ("Albuquerque", "NM", "871"),
           ("Dallas", "TX", "752"), ("Houston", "TX", "770"), ("San Antonio", "TX", "782"),
           ("Sacramento", "CA", "958"), ("Fresno", "CA", "937"), ("San Diego", "CA", "921"),
           ("Portland", "OR", "972"), ("Seattle", "WA", "981"), ("Spokane", "WA", "992"),
           ("Tampa", "FL", "336"), ("Jacksonville", "FL", "322"), ("Little Rock", "AR", "722")],
    "CA": [("Toronto", "ON", "M4"), ("Hamilton", "ON", "L8"), ("Kingston", "ON", "K7"), ("Ottawa", "ON", "K1"),
           ("London", "ON", "N6"), ("Sudbury", "ON", "P3"), ("Montreal", "QC", "H3"), ("Quebec City", "QC", "G1"),
           ("Halifax", "NS", "B3"), ("Moncton", "NB", "E1"), ("Saint John", "NB", "E2"),
           ("St. John's", "NL", "A1"), ("Charlottetown", "PE", "C1"), ("Winnipeg", "MB", "R3"),
           ("Regina", "SK", "S4"), ("Saskatoon", "SK", "S7"), ("Calgary", "AB", "T2"), ("Edmonton", "AB", "T5"),
           ("Vancouver", "BC", "V5"), ("Victoria", "BC", "V8"), ("Kelowna", "BC", "V1")],
    "AU": [("Sydney", "NSW", "2000"), ("Newcastle", "NSW", "2300"), ("Wollongong", "NSW", "2500"),
           ("Wagga Wagga", "NSW", "2650"), ("Dubbo", "NSW", "2830"), ("Melbourne", "VIC", "3000"),
           ("Geelong", "VIC", "3220"), ("Ballarat", "VIC", "3350"), ("Bendigo", "VIC", "3550"),
           ("Brisbane", "QLD", "4000"), ("Toowoomba", "QLD", "4350"), ("Townsville", "QLD", "4810"),
           ("Cairns", "QLD", "4870"), ("Adelaide", "SA", "5000"), ("Mount Gambier", "SA", "5290"),
           ("Perth", "WA", "6000"), ("Bunbury", "WA", "6230"), ("Hobart", "TAS", "7000"),
           ("Launceston", "TAS", "7250"), ("Darwin", "NT", "0800"), ("Canberra", "ACT", "2600")],
    "NZ": [("Auckland", "Auckland", "1010"), ("Hamilton", "Waikato", "3204"), ("Tauranga", "Bay of Plenty", "3110"),
           ("Rotorua", "Bay of Plenty", "3010"), ("Napier", "Hawke's Bay", "4110"),
           ("Palmerston North", "Manawatu-Whanganui", "4410"), ("Wellington", "Wellington", "6011"),
           ("Nelson", "Nelson", "7010"), ("Christchurch", "Canterbury", "8011"), ("Dunedin", "Otago", "9016"),
           ("Invercargill", "Southland", "9810"), ("Whangarei", "Northland", "0110"),
           ("New Plymouth", "Taranaki", "4310"), ("Timaru", "Canterbury", "7910")],
}

STATE_NAMES = {
    "MA": "Massachusetts", "RI": "Rhode Island", "CT": "Connecticut", "NY": "New York", "PA": "Pennsylvania",
    "MD": "Maryland", "VA": "Virginia", "NC": "North Carolina", "GA": "Georgia", "TN": "Tennessee",
    "KY": "Kentucky", "OH": "Ohio", "MI": "Michigan", "IN": "Indiana", "IL": "Illinois", "WI": "Wisconsin",
    "MN": "Minnesota", "MO": "Missouri", "NE": "Nebraska", "CO": "Colorado", "UT": "Utah", "AZ": "Arizona",
    "NM": "New Mexico", "TX": "Texas", "CA": "California", "OR": "Oregon", "WA": "Washington",
    "FL": "Florida", "AR": "Arkansas",
    "ON": "Ontario", "QC": "Quebec", "NS": "Nova Scotia", "NB": "New Brunswick", "NL": "Newfoundland and Labrador",
    "PE": "Prince Edward Island", "MB": "Manitoba", "SK": "Saskatchewan", "AB": "Alberta", "BC": "British Columbia",
    "NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland", "TAS": "Tasmania", "NT": "Northern Territory",
    "ACT": "Australian Capital Territory", "SA": "South Australia", "WA_AU": "Western Australia",
}

COUNTRY_NAMES = {"UK": ["United Kingdom", "UK", "England", "Scotland", "Wales"],
                 "IE": ["Ireland", "Republic of Ireland"], "US": ["USA", "United States"],
                 "CA": ["Canada"], "AU": ["Australia"], "NZ": ["New Zealand", "Aotearoa"]}

# countries a patient or relative may come from, travel to, or live in
ELSEWHERE = """Portugal Spain Italy Greece Poland Romania Nigeria Ghana Kenya Zimbabwe South Africa India
Pakistan Bangladesh Sri Lanka Vietnam China Hong Kong Philippines Malaysia Japan South Korea Jamaica
Trinidad Barbados Tonga Samoa Fiji Cook Islands Lebanon Turkey Iraq Iran Egypt Somalia Netherlands
Germany France Norway Sweden Denmark Croatia Serbia Chile Mexico Colombia Cyprus Malta Canada Ireland
Scotland Australia New Zealand""".split("\n")
ELSEWHERE = [w for line in ELSEWHERE for w in line.split()]
_multi = ["South Africa", "Sri Lanka", "Hong Kong", "South Korea", "Cook Islands", "New Zealand"]
ELSEWHERE = [w for w in ELSEWHERE if w not in ("South", "Africa", "Sri", "Lanka", "Hong", "Kong", "Korea",
                                               "Cook", "Islands", "New", "Zealand")] + _multi

STREET_WORDS = """Elm Tannery Rowan Quarry Chapel Mill Orchard Beacon Kestrel Larch Hawthorn Wattle Banksia
Jacaranda Kowhai Totara Rimu Maple Birch Cedar Sycamore Juniper Heron Linnet Foxglove Marigold Saltire
Thistle Glebe Wharf Canal Ferry Station Albert Prospect Harbour Ridge Summit Meadow Paddock Bramble Willow
Poplar Cobble Lantern Kiln Weaver Cooper Tinker Bellfounder Ropewalk Oakapple Hollyhock Primrose Clover
Bluebell Magpie Curlew Plover Osprey Ironbark Bottlebrush Grevillea Pohutukawa Manuka Harakeke Cranberry
Spruce Tamarack Sumac Hickory Cottonwood Mesquite Dogwood Magnolia Laurel Chestnut Walnut Hazel Aspen""".split()

STREET_TYPES = {
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Drive", "Grove", "Terrace", "Way",
           "Gardens", "Court", "Mews", "Rise"],
    "IE": ["Road", "Street", "Avenue", "Park", "Lawns", "Grove", "Court", "View", "Heights", "Drive"],
    "US": ["St", "Ave", "Blvd", "Dr", "Rd", "Ln", "Ct", "Way", "Pl", "Pkwy", "Street", "Avenue", "Road"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Blvd", "Way", "Court"],
    "AU": ["St", "Rd", "Ave", "Cres", "Pde", "Crt", "Tce", "Street", "Road", "Parade", "Close"],
    "NZ": ["Road", "Street", "Place", "Terrace", "Avenue", "Crescent", "Drive", "Rd", "St"],
}

HOSPITALS = {
    "UK": ["Marrowfield General Hospital", "St Aldhelm's Hospital", "Quillonbridge Royal Infirmary",
           "Stavenmoor District Hospital", "Corriwick University Hospital", "Elderhaven Community Hospital",
           "Brackenleigh Hospital", "Halvercombe Royal Hospital", "Larkmere Cancer Centre",
           "Penhallow General Hospital", "Dunmarrow Royal Infirmary", "Westerlea Hospital",
           "Ravensholt University Hospital", "Kilvercote Hospital"],
    "IE": ["St Fiachra's University Hospital", "Ardvally General Hospital", "Killbrannagh Regional Hospital",
           "St Tiernan's Hospital", "Carrigmoyle University Hospital", "Our Lady of Lisdarragh Hospital",
           "Ballyquinn Community Hospital"],
    "US": ["Harlow Ridge Medical Center", "Cedar Hollow Cancer Institute", "St. Benedict Ashby Hospital",
           "Northvale University Hospital", "Prairie Crest Regional Medical Center", "Bayfield Memorial Hospital",
           "Calloway-Brandt Cancer Center", "Riverbend General Hospital", "Mesa Verdigris Medical Center",
           "Glenhaven Veterans Clinic"],
    "CA": ["Grand Portage Health Sciences Centre", "St. Aurele Hospital", "Kestrel Bay Regional Hospital",
           "Westmount Carrick Cancer Centre", "Tamarack General Hospital", "Ile-Verte Hospital Centre"],
    "AU": ["Ironbark Regional Hospital", "Coral Sea Base Hospital", "St Brigid's Bayside Hospital",
           "Murrindale Hospital", "Yarrabee Private Hospital", "Gumleaf Valley Hospital",
           "Saltbush Cancer Centre"],
    "NZ": ["Rangimarie Hospital", "Harbourview Regional Hospital", "Kaimoana Base Hospital",
           "Totara Valley Hospital", "Pukemanu Hospital", "Southwind Cancer Centre"],
}

WARDS = ["Rowan Ward", "Oak Ward", "Kestrel Unit", "Ward 32", "Ward 7B", "Heron Ward", "Beech Unit",
         "Ward 14", "Linnet Ward", "Hazel Ward", "Ward 4A", "Willow Ward", "Curlew Unit", "Aspen Ward"]
WARDS_US = ["5 West", "7 North", "4 South Oncology", "Tower 6", "BMT Pavilion 3", "9 East"]

PRACTICE_TAILS = {
    "UK": ["Surgery", "Medical Centre", "Health Centre", "Medical Practice", "Group Practice"],
    "IE": ["Medical Centre", "Family Practice", "Surgery", "Medical Practice"],
    "US": ["Primary Care Associates", "Family Medicine", "Internal Medicine Group", "Family Practice"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Practice"],
    "AU": ["Medical Centre", "Family Practice", "General Practice", "Medical Clinic"],
    "NZ": ["Medical Centre", "Health Centre", "Family Doctors", "Medical Practice"],
}
PRACTICE_HEADS = ["Quill Street", "Bramble Lane", "Harbourside", "Kestrel", "Northgate", "Lantern Hill",
                  "Ropewalk", "Saltire", "Glebe House", "Cobblers Row", "Beacon View", "Weavers Yard",
                  "Ironbark", "Wattle Grove", "Pohutukawa", "Spruce Hill", "Orchard Park", "Millrace",
                  "Foxglove", "Curlew Bay", "Tinker's Cross", "Chapelfields"]
DENTAL_TAILS = ["Dental Practice", "Dental Care", "Dental Surgery", "Family Dentistry", "Dental Centre"]
PHARMACY_TAILS = ["Pharmacy", "Chemist", "Pharmacy & Wellness", "Community Pharmacy"]

ORG_EMPLOYERS = ["Halden Freight Ltd", "Greyfern Logistics", "Brightwater Utilities", "Tallis & Brook Solicitors",
                 "Pinecrest Academy", "Kestrel Couriers", "Northmoor Colliery", "Ashgrove Joinery",
                 "Corbel Construction", "Lanyard Print Works", "Bluegum Orchards", "Quayside Fisheries",
                 "Marlow & Finch Accountants", "Harrowgate Bus Company", "Tindall Engineering",
                 "Cresswell Primary School", "Silverreed Dairy Co-op", "Hollins Textile Mill",
                 "Ridgeback Mining Pty Ltd", "Copperleaf Vineyards", "Stonechat Garden Centre",
                 "Maplecrest School Board", "Ferrier Steelworks", "Pellow Bakeries"]
ORG_CHURCH = ["St Oswin's Parish Church", "Grace Fellowship Chapel", "Holy Rosary Parish",
              "Mount Zion Baptist Church", "Ardvale Gurdwara", "Al-Noor Community Mosque"]
ORG_INSURERS = {
    "US": ["Keystone Meridian Health Plan", "Bluewater Mutual", "Great Plains Benefit Trust", "Lakeline Health"],
    "CA": ["Maplecrest Group Benefits", "Northstar Assurance", "Laurentide Life"],
    "AU": ["Southern Harbour Health Fund", "Coastline Mutual Health", "Red Gum Health Cover"],
    "IE": ["Corrib Health Cover", "Shannonside Assurance"],
    "NZ": ["Kaitiaki Health Cover", "Southern Alps Insurance"],
    "UK": ["Thamesmead Private Health", "Pennine Medical Assurance"],
}
ORG_HOMECARE = ["Meridale Homecare Ltd", "Ardenfield Homecare", "Swiftcare Patient Transport",
                "Bluefin Infusion Services", "Corvale Specialty Pharmacy Services"]
ORG_SPONSORS = ["Altavela Therapeutics", "Corvina Biosciences", "Helixmoor Pharma", "Norvane Oncology"]
ORG_CRO = ["Quillstone Clinical Research", "Tessera Trials Ltd", "Halyard CRO"]
ORG_LABS = ["Westgate Molecular Diagnostics", "Northline Pathology", "Brindle Genomics Ltd",
            "Carrowmore Reference Laboratory"]
ORG_CHARITY = ["Harbour Lodge Trust", "Kestrel House Foundation", "Lantern Cancer Support",
               "Marrowfield Friends Charity"]

BUILDINGS = ["Wolfson Wing", "Ashby Building", "Tennant Pavilion", "Kingfisher Block", "Ridley Centre",
             "Larch House", "Harrow Tower", "Meridian Building", "Bevan Block", "Quarry Pavilion"]
LANDMARKS = ["the clock tower", "the old gasworks", "Beacon Hill car park", "the bandstand",
             "Harbour Bridge roundabout", "the war memorial"]

PROFESSIONS = """retired bus driver|joiner|primary school teacher|retired farmer|staff nurse|accountant|electrician
|lorry driver|shepherd|fisherman|solicitor|plasterer|publican|retired miner|postman|hairdresser|taxi driver
|civil engineer|retired librarian|chef|bricklayer|plumber|cleaner|care assistant|shop assistant|dairy farmer
|retired police officer|mechanic|dental receptionist|university lecturer|pharmacist|warehouse operative
|retired nurse|software developer|bank clerk|scaffolder|vineyard worker|shearer|retired midwife|painter and decorator
|forklift driver|school caretaker|carpenter|welder|retired engineer|architect|church minister|baker|butcher
|tailor|retired pilot|sales representative|truck driver|retired schoolteacher|bookkeeper|security guard
|retired firefighter|factory worker|landscape gardener|real estate agent|social worker|retired soldier
|barber|seamstress|machinist|roofer|kitchen porter|gas fitter|dock worker|retired civil servant
|optician|veterinary nurse|coach driver|railway signalman|tree surgeon|stonemason""".replace("\n", "").split("|")

RELATIONS = ["wife", "husband", "partner", "daughter", "son", "sister", "brother", "niece", "nephew",
             "friend", "neighbour", "son-in-law", "daughter-in-law", "granddaughter", "grandson", "carer"]

USER_SUFFIX = ["", "2", "01", "7", "_haem", "3", "99", "x"]
