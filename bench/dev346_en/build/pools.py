"""Invented pools for dev346_en: names of many origins, places, sites, organisations.

All hospitals, practices, care homes, organisations and people are invented.
Towns, states and countries are ordinary public geography.
"""

FEMALE = """Margaret Patricia Dorothy Joan Eileen Brenda Maureen Sheila Valerie Gwendolyn Beryl Irene
Hilda Doreen Glenys Rhiannon Siobhan Bernadette Niamh Aoife Mairead Fiona Morag Elspeth Isla Catriona
Priya Sunita Lakshmi Kamala Parveen Nasreen Shabana Farzana Mei Lihua Hyun-joo Yuki Keiko Thu-Trang
Ngozi Adaeze Folake Abena Akosua Amina Fatuma Hodan Halima Layla Mariam Leila Zofia Krystyna Halina
Danuta Agnieszka Giuseppina Rosaria Carmela Anastasia Eleni Despina Rosa Guadalupe Carmen Dolores Luz
Marisol Aroha Mere Hine Ngaire Losa Sina Teuila Malia Consuelo Imelda Rosalind Marjorie Agnes Edna
Lorraine Pauline Yvonne Colleen Shirley Nancy Betty Gloria Loretta Bernice Ethel Mildred Delphine Ines
Fernanda Birgit Ingrid Annelise Olga Svetlana Tamar Miriam Ruth Esther Noor Shirin Anjali Deepa
Harpreet Gurdeep Jasbir Naledi Thandiwe Winifred Philippa Rosemary Jacqueline Noeline Raewyn Glenda
Bronwyn Dympna Concepta Philomena Oonagh Kathleen Henrietta Lucille Odette Genevieve Solange Huong
Linh Xiaoling Yan Meera Bhavna Sadia Rukhsana Wanjiru Chiamaka Tsitsi Marta Iwona Vesna Dragana""".split()

MALE = """Arthur Harold Kenneth Derek Trevor Geoffrey Clive Raymond Dennis Malcolm Gareth Dafydd Emlyn
Seamus Padraig Declan Cathal Eamon Hamish Angus Callum Rajesh Suresh Mohammed Tariq Imran Anwar Wei
Jian Hao Min-jun Hiroshi Takeshi Duc Chinedu Emeka Oluwaseun Kwame Kofi Yaw Abdi Mahad Omar Karim
Tadeusz Krzysztof Stanislaw Giovanni Salvatore Vincenzo Dimitrios Georgios Nikos Jose Luis Ramon
Alejandro Wiremu Hemi Rawiri Tipene Sione Tevita Ioane Rodrigo Ernesto Earl Walter Eugene Clarence
Leroy Delroy Winston Lloyd Mervyn Norman Stanley Bernard Gerald Hugh Lachlan Bruce Graeme Keith Murray
Gordon Lars Henrik Piet Yusuf Hassan Baljit Harjinder Ravi Arjun Cyril Leonard Desmond Fergus Ciaran
Colm Brendan Terence Reginald Alfred Albert Percy Horace Milton Otis Booker Wendell Lionel Rene
Gaston Marcel Jacques Andre Teodor Bogdan Milan Zoran Vikram Sanjay Abdul Farid Ibrahim Samuel
Ezekiel Moses Thabo Sipho Joaquin Ignacio Feng Tuan Minh Kenji Satoshi""".split()

SURNAMES = [_w.replace("_", " ") for _w in """Whitfield Ashworth Pemberton Hargreaves Threlfall Burrows Entwistle Cartwright Dobson
Fairclough Holloway Kershaw Lomax Marsden Openshaw Pickering Rowbotham Sutcliffe Tattersall Unsworth
Wainwright Yates Llewellyn Pritchard Prosser Vaughan Morgan Gallagher O'Sullivan McCarthy Brennan
Fitzgerald Kavanagh Donnelly Mulcahy McAllister Robertson Sinclair Urquhart Drummond MacLeod Patel Shah
Desai Iyer Krishnan Menon Reddy Chaudhry Qureshi Hussain Akhtar Malik Rahman Begum Chowdhury Sandhu
Gill Dhillon Grewal Chen Wong Liu Zhang Huang Lim Tan Nakamura Sato Tanaka Kim Park Choi Nguyen Tran
Pham Okafor Okonkwo Adeyemi Balogun Eze Nwosu Mensah Asante Boateng Owusu Osei Abdullahi Warsame Farah
Haddad Khoury Nasser Kowalski Nowak Zielinski Lewandowski Russo Esposito Romano Bianchi Ferraro
Papadopoulos Georgiou Christodoulou Garcia Hernandez Lopez Ramirez Delgado Navarro Castillo Moreno Ruiz
Santos Ferreira Teixeira Ngata Parata Te_Rangi Faleolo Leota Fonoti Vaifale Reyes Dela_Cruz Bautista
Mendoza Johansson Lindqvist van_der_Berg De_Vries Schneider Bauer Brooks Jenkins Washington Bellamy
Thibodeaux Tremblay Gagnon Bouchard Cote Lavoie Pelletier Leblanc Fraser MacDonald Campbell Greenberg
Goldstein Katz Levy Abramowicz Petrosyan Hakobyan Yilmaz Demir Ivanova Petrov Sokolov Horvath Novak
Nakashima O'Connell Okoro Achterberg Blackwood Thornhill Greaves Hebblethwaite Ormerod Featherstone
Raftery Tierney Costigan Moynihan Quigley Hennessy Colquhoun Lamont Baird Rennie Tait Oyelaran Ogunleye
Akande Adjei Appiah Gyamfi Mwangi Otieno Kamau Chikwanha Moyo Dlamini Nkosi Kaur Bains Sidhu Randhawa
Jayasuriya Fernando Perera Wickramasinghe Ho Yeung Lau Kwan Cheung Vu Le Hoang Dang Matsumoto Inoue
Yamada Jung Kang Yoon Mahmoud Saleh Aziz Karimi Hosseini Rostami Szabo Kovacs Popescu Dumitru
Marchetti Lombardi Galli Costa Alves Pereira Sousa Lindgren Berglund Haugen Nilsen Sorensen Mahe
Kereama Tupou Taufa Havili Pomare Herewini Whaanga Wiremu-Ngata Abernethy Galbraith Kinnear""".split()]

PROFESSIONS = """teacher|primary school teacher|bus driver|farmer|dairy farmer|seamstress|machinist|postman|
postwoman|coal miner|shop assistant|cleaner|accountant|bookkeeper|librarian|carpenter|electrician|plumber|
hairdresser|dental nurse|civil servant|police officer|lorry driver|truck driver|chef|school cook|
factory worker|textile worker|secretary|bank clerk|shearer|stockman|fisherman|welder|nurse|midwife|
pharmacist|church minister|taxi driver|architect|civil engineer|solicitor|lawyer|dressmaker|waitress|
barber|mail carrier|school bus driver|janitor|veterinary nurse|orchardist|publican|shopkeeper|
lecturer|care assistant|home help|physiotherapist|radiographer|social worker|baker|butcher|
printer|draughtsman|florist|receptionist|travel agent|journalist|estate agent|optician|
laboratory technician|paramedic|firefighter|merchant seaman|railway signalman|warehouse operative|
supermarket cashier|cabinet maker|tailor|pastor|music teacher|nanny|childminder|crossing guard""".replace("\n", "").split("|")

RELATIONS = ["daughter", "son", "husband", "wife", "partner", "sister", "brother", "niece", "nephew",
             "granddaughter", "grandson", "neighbour", "friend", "carer", "son-in-law", "daughter-in-law"]

STREET_STEMS = """Elm Beech Rowan Hawthorn Mill Church Station Victoria Albert Kingfisher Heather Moorland
Quarry Chapel Orchard Meadow Priory Abbey Sycamore Larch Juniper Wattle Banksia Jacaranda Kowhai Totara
Rimu Maple Birch Cedar Willow Poplar Laurel Magnolia Sunnyside Fairview Ridge Lakeview Harbour Marine
Waterloo Clifton Parkside Tannery Foundry Ropewalk Blackthorn Cherry Hillcrest Glebe Manor Grange
Oakfield Ashgrove Holly Primrose Bluebell Linden Kestrel Falcon Heron Curlew Lavender Thistle Bracken
Riverside Millbrook Greenbank Highfield Westfield Eastbrook Northcote Southview Bellevue Carlton
Stanley Gladstone Nelson Wellington Raglan Cromwell Tennyson Milton Byron Shelley Keats""".split()

SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Grove", "Terrace", "Way",
           "Gardens", "Mews", "Place", "Rise", "View"],
    "IE": ["Road", "Street", "Lawn", "Park", "Avenue", "Grove", "Terrace", "Court", "Drive", "Heights"],
    "US": ["St", "Street", "Ave", "Avenue", "Rd", "Road", "Blvd", "Dr", "Drive", "Ln", "Ct", "Way", "Pl"],
    "CA": ["Street", "St", "Avenue", "Ave", "Road", "Crescent", "Drive", "Boulevard", "Court", "Way"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Parade", "Court", "Crescent", "Close", "Place"],
    "NZ": ["Road", "Street", "Avenue", "Crescent", "Place", "Terrace", "Drive", "Grove", "Lane"],
}

# (city, region, region_abbr, postal prefix). UK/IE regions are counties (CITY type);
# US/CA/AU regions are states/provinces (STATE); NZ regions are regions (STATE).
PLACES = {
    "UK": [("Leeds", "West Yorkshire", None, "LS"), ("Sheffield", "South Yorkshire", None, "S"),
           ("Bristol", None, None, "BS"), ("Norwich", "Norfolk", None, "NR"), ("Derby", "Derbyshire", None, "DE"),
           ("Swansea", None, None, "SA"), ("Cardiff", None, None, "CF"), ("Aberdeen", "Aberdeenshire", None, "AB"),
           ("Dundee", None, None, "DD"), ("Plymouth", "Devon", None, "PL"), ("Exeter", "Devon", None, "EX"),
           ("Stockport", "Greater Manchester", None, "SK"), ("Wigan", "Lancashire", None, "WN"),
           ("Ipswich", "Suffolk", None, "IP"), ("Carlisle", "Cumbria", None, "CA"),
           ("Lancaster", "Lancashire", None, "LA"), ("York", "North Yorkshire", None, "YO"), ("Hull", None, None, "HU"),
           ("Bolton", "Greater Manchester", None, "BL"), ("Reading", "Berkshire", None, "RG"),
           ("Coventry", "West Midlands", None, "CV"), ("Middlesbrough", None, None, "TS"),
           ("Sunderland", "Tyne and Wear", None, "SR"), ("Inverness", "Highland", None, "IV"),
           ("Belfast", "County Antrim", None, "BT"), ("Maidstone", "Kent", None, "ME"),
           ("Halifax", "West Yorkshire", None, "HX"), ("Truro", "Cornwall", None, "TR")],
    "IE": [("Cork", "Cork", None, "T12"), ("Galway", "Galway", None, "H91"), ("Limerick", "Limerick", None, "V94"),
           ("Waterford", "Waterford", None, "X91"), ("Sligo", "Sligo", None, "F91"),
           ("Athlone", "Westmeath", None, "N37"), ("Kilkenny", "Kilkenny", None, "R95"),
           ("Dundalk", "Louth", None, "A91"), ("Tralee", "Kerry", None, "V92"),
           ("Letterkenny", "Donegal", None, "F92"), ("Drogheda", "Louth", None, "A92"), ("Ennis", "Clare", None, "V95"),
           ("Castlebar", "Mayo", None, "F23"), ("Mullingar", "Westmeath", None, "N91")],
    "US": [("Columbus", "Ohio", "OH", "432"), ("Dayton", "Ohio", "OH", "454"), ("Tucson", "Arizona", "AZ", "857"),
           ("Albany", "New York", "NY", "122"), ("Buffalo", "New York", "NY", "142"),
           ("Madison", "Wisconsin", "WI", "537"), ("Omaha", "Nebraska", "NE", "681"), ("Boise", "Idaho", "ID", "837"),
           ("Richmond", "Virginia", "VA", "232"), ("Raleigh", "North Carolina", "NC", "276"),
           ("Spokane", "Washington", "WA", "992"), ("Portland", "Oregon", "OR", "972"),
           ("Springfield", "Illinois", "IL", "627"), ("Tulsa", "Oklahoma", "OK", "741"),
           ("Worcester", "Massachusetts", "MA", "016"), ("Hartford", "Connecticut", "CT", "061"),
           ("Des Moines", "Iowa", "IA", "503"), ("Knoxville", "Tennessee", "TN", "379"),
           ("Lansing", "Michigan", "MI", "489"), ("Scranton", "Pennsylvania", "PA", "185")],
    "CA": [("Ottawa", "Ontario", "ON", "K2P"), ("Hamilton", "Ontario", "ON", "L8N"), ("London", "Ontario", "ON", "N6A"),
           ("Halifax", "Nova Scotia", "NS", "B3H"), ("Winnipeg", "Manitoba", "MB", "R3E"),
           ("Regina", "Saskatchewan", "SK", "S4P"), ("Saskatoon", "Saskatchewan", "SK", "S7N"),
           ("Calgary", "Alberta", "AB", "T2N"), ("Edmonton", "Alberta", "AB", "T6G"),
           ("Victoria", "British Columbia", "BC", "V8W"), ("Kelowna", "British Columbia", "BC", "V1Y"),
           ("Moncton", "New Brunswick", "NB", "E1C"), ("Sudbury", "Ontario", "ON", "P3E"),
           ("Kingston", "Ontario", "ON", "K7L"), ("Charlottetown", "Prince Edward Island", "PE", "C1A")],
    "AU": [("Newcastle", "New South Wales", "NSW", "2300"), ("Wollongong", "New South Wales", "NSW", "2500"),
           ("Geelong", "Victoria", "VIC", "3220"), ("Ballarat", "Victoria", "VIC", "3350"),
           ("Bendigo", "Victoria", "VIC", "3550"), ("Toowoomba", "Queensland", "QLD", "4350"),
           ("Townsville", "Queensland", "QLD", "4810"), ("Cairns", "Queensland", "QLD", "4870"),
           ("Launceston", "Tasmania", "TAS", "7250"), ("Hobart", "Tasmania", "TAS", "7000"),
           ("Adelaide", "South Australia", "SA", "5000"), ("Mount Gambier", "South Australia", "SA", "5290"),
           ("Perth", "Western Australia", "WA", "6000"), ("Bunbury", "Western Australia", "WA", "6230"),
           ("Darwin", "Northern Territory", "NT", "0800"), ("Canberra", "Australian Capital Territory", "ACT", "2600")],
    "NZ": [("Hamilton", "Waikato", None, "3200"), ("Tauranga", "Bay of Plenty", None, "3110"),
           ("Palmerston North", "Manawatu-Whanganui", None, "4410"), ("Nelson", "Nelson", None, "7010"),
           ("Dunedin", "Otago", None, "9016"), ("Invercargill", "Southland", None, "9810"),
           ("Napier", "Hawke's Bay", None, "4110"), ("Whangarei", "Northland", None, "0110"),
           ("Christchurch", "Canterbury", None, "8011"), ("Rotorua", "Bay of Plenty", None, "3010"),
           ("New Plymouth", "Taranaki", None, "4310"), ("Timaru", "Canterbury", None, "7910")],
}

COUNTRY_NAME = {"UK": ["United Kingdom", "UK"], "IE": ["Ireland"], "US": ["USA", "United States"],
                "CA": ["Canada"], "AU": ["Australia"], "NZ": ["New Zealand"]}

BIRTH_COUNTRIES = ["Jamaica", "India", "Pakistan", "Bangladesh", "Poland", "Italy", "Greece", "Cyprus",
                   "Nigeria", "Ghana", "Somalia", "Kenya", "Zimbabwe", "Vietnam", "China", "Hong Kong",
                   "the Philippines", "Samoa", "Tonga", "Fiji", "Lebanon", "Portugal", "Mexico", "Korea",
                   "Japan", "Sri Lanka", "Malta", "the Netherlands", "Germany", "South Africa", "Iran",
                   "Armenia", "Croatia", "Serbia", "Scotland", "Wales", "Chile", "Trinidad"]
HOLIDAY_COUNTRIES = ["Spain", "Portugal", "Canada", "Australia", "New Zealand", "Greece", "Cyprus",
                     "India", "France", "Italy", "Malta", "Mexico", "Fiji"]

STEMS = [_w.replace("-", " ") for _w in """Castlemere Ashvale Thornwick Brackenfield Hollinsford Marlbeck Oakhurst Ravensmoor Wexley
Fernleigh Copperdale Harrowby Linwood Stanmoor Elderbank Kilbrannon Glenmorrow Ballyraine Carrigvale
Riverbend Cedar-Ridge Pine-Hollow Maple-Crest Silverlake Prairie-View Lakeshore Northgate Bluegum
Wattle-Creek Koorong Southbrook Kauri-Bay Tui-Valley Rangimoana Matai-Park Westhaven Greyfriars
Hartwell Dunmore-Vale Millhaven Rosebank Thistlewood Larkfield Brookmead Coldharbour Wynford Amberley
Foxcote Heathcliffe Kingsmere Lowther-Park Netherby Ockendon-Vale Quayside Redlands Sandford-Hill
Tamarind-Bay Umber-Creek Valewood Whinmoor Yarrowdale Ironside Kestrel-Heath Bellbird Ridgeway-Park
Moana-Vista Arden-Cross Birchmount Clearwater-Bay""".split()]

SAINTS = ["Aidan", "Brigid", "Columba", "Hilda", "Cuthbert", "Oswin", "Brendan", "Ninian", "Perpetua",
          "Winifred", "Kevin", "Dymphna", "Ursula", "Clement", "Aldhelm", "Boniface", "Monica", "Jude"]

HOSP_PAT = {
    "UK": ["{s} General Hospital", "{s} Royal Infirmary", "St {t}'s Hospital", "{s} District General Hospital",
           "{s} Community Hospital", "University Hospital {s}"],
    "IE": ["{s} University Hospital", "St {t}'s Hospital", "{s} Regional Hospital", "{s} General Hospital"],
    "US": ["{s} Memorial Hospital", "{s} Medical Center", "St. {t} Regional Medical Center",
           "{s} University Hospital", "{s} Community Hospital"],
    "CA": ["{s} General Hospital", "{s} Health Sciences Centre", "St. {t}'s Hospital", "{s} Regional Hospital"],
    "AU": ["{s} Base Hospital", "{s} District Hospital", "{s} General Hospital", "St {t}'s Private Hospital"],
    "NZ": ["{s} Hospital", "{s} Base Hospital", "{s} Public Hospital"],
}
PRACTICE_PAT = {
    "UK": ["{s} Surgery", "{s} Medical Practice", "{s} Health Centre", "The {s} Practice", "{s} Group Practice"],
    "IE": ["{s} Medical Centre", "{s} Family Practice", "{s} Surgery"],
    "US": ["{s} Family Medicine", "{s} Primary Care", "{s} Internal Medicine Associates", "{s} Health Clinic"],
    "CA": ["{s} Family Health Team", "{s} Medical Clinic", "{s} Community Health Centre"],
    "AU": ["{s} Medical Centre", "{s} Family Practice", "{s} General Practice"],
    "NZ": ["{s} Medical Centre", "{s} Health", "{s} Family Doctors"],
}
CAREHOME_PAT = ["{s} House Care Home", "{s} Lodge Nursing Home", "{s} Gardens Residential Care",
                "{s} Manor", "{s} Court Care Centre", "{s} Aged Care"]
PHARM_PAT = ["{s} Pharmacy", "{s} Chemist", "{s} Community Pharmacy"]
LAB_PAT = ["{s} Pathology", "{s} Diagnostic Laboratories", "{s} Imaging"]

WARD_NAMES = ["Kestrel", "Bramble", "Heron", "Rowan", "Larch", "Osprey", "Juniper", "Nightingale",
              "Wren", "Fern", "Beech", "Hazel", "Curlew", "Aspen", "Kingfisher", "Harebell", "Elder",
              "Poppy", "Kowhai", "Waratah", "Tui", "Jubilee", "Seacole", "Lister"]

EMPLOYER_PAT = ["{s} Logistics", "{s} Textiles", "{s} District Council", "{s} Primary School",
                "{s} Bus Company", "{s} Dairy Co-operative", "{s} Building Society", "{s} Engineering Ltd",
                "{s} Freight", "{s} Foods", "{s} Credit Union", "{s} Timber Mill", "{s} Printing Works",
                "{s} Garden Centre", "{s} Hotel", "{s} Mills"]
INSURER_PAT = ["{s} Health Insurance", "{s} Mutual", "{s} Health Cover", "{s} Medical Fund", "{s} Life & Health"]
GROUP_PAT = ["{s} Bone Health Support Group", "{s} Walking Club", "{s} Bowls Club", "{s} Parish Church",
             "{s} Senior Citizens Association", "{s} Community Transport", "{s} Patient Transport",
             "{s} Methodist Church", "{s} U3A", "{s} Lions Club"]

LANDMARKS = ["Kingsmead Shopping Centre", "Riverside Leisure Centre", "Hollins Park", "Westgate Bus Station",
             "Fernhill Library", "Old Corn Exchange", "Greenway Retail Park", "Marina Boardwalk",
             "Town Hall steps", "Central Railway Station", "Quayside Market", "Botanic Gardens",
             "Harbour View Mall", "Civic Centre", "Memorial Park", "Lakeside Pavilion"]
BUILDINGS = ["Jubilee Building", "Ashcombe Wing", "Tower Block", "Linden Building", "Harvey Wing",
             "North Pavilion", "Outpatients Block B", "Riverside Annex", "Cavell Wing", "Brunel Building"]

# hard negatives --------------------------------------------------------
EPONYM_FX = ["Colles' fracture", "Smith's fracture", "Barton's fracture", "Pott's fracture",
             "Garden III intracapsular fracture", "Garden IV intracapsular fracture", "Jones fracture",
             "Monteggia injury", "Galeazzi fracture", "Weber B ankle fracture", "Neer 2-part proximal humerus fracture"]
COMORB = ["Parkinson's disease", "Paget's disease of bone (treated)", "Cushing's syndrome (resolved)",
          "Crohn's disease", "coeliac disease", "rheumatoid arthritis", "type 2 diabetes", "COPD",
          "Graves' disease", "Hashimoto's thyroiditis", "Sjogren's syndrome", "Dupuytren's contracture",
          "Alzheimer's dementia", "chronic kidney disease stage 3a", "polymyalgia rheumatica",
          "atrial fibrillation", "primary hyperparathyroidism", "Waldenstrom's (MGUS, surveillance)",
          "Addison's disease", "Barrett's oesophagus", "Meniere's disease", "Raynaud's phenomenon"]
SCALES = ["Nottingham Hip Fracture Score", "Clinical Frailty Scale (Rockwood)", "Edmonton Frail Scale",
          "Glasgow Coma Scale 15/15", "Barthel index", "4AT", "Morse Fall Scale", "Timed Up and Go",
          "Berg Balance Scale", "Tinetti gait score", "Waterlow score", "MUST score", "AMTS",
          "Oxford Hip Score", "Braden score"]
SCANNERS = ["Hologic Horizon A", "Hologic Discovery W", "GE Lunar iDXA", "GE Lunar Prodigy Advance",
            "Hologic Horizon Wi", "Norland XR-800"]
SOFTWARE = ["APEX 5.6.0.5", "APEX 13.6.1.3", "enCORE v18.0.2.1", "enCORE 16 SP1", "Illuminatus 4.7.2"]
PUMPS = ["Alaris GP", "BD Alaris 8100", "Baxter Sigma Spectrum", "B. Braun Infusomat Space", "Graseby 2000"]

# landline area codes by (country, city)
AREA = {}
for _cc, _s in (("UK", "Leeds 0113|Sheffield 0114|Bristol 0117|Norwich 01603|Derby 01332|Swansea 01792|Cardiff 029|"
                       "Aberdeen 01224|Dundee 01382|Plymouth 01752|Exeter 01392|Stockport 0161|Wigan 01942|Ipswich 01473|"
                       "Carlisle 01228|Lancaster 01524|York 01904|Hull 01482|Bolton 01204|Reading 0118|Coventry 024|"
                       "Middlesbrough 01642|Sunderland 0191|Inverness 01463|Belfast 028|Maidstone 01622|Halifax 01422|"
                       "Truro 01872"),
                ("IE", "Cork 021|Galway 091|Limerick 061|Waterford 051|Sligo 071|Athlone 090|Kilkenny 056|Dundalk 042|"
                       "Tralee 066|Letterkenny 074|Drogheda 041|Ennis 065|Castlebar 094|Mullingar 044"),
                ("US", "Columbus 614|Dayton 937|Tucson 520|Albany 518|Buffalo 716|Madison 608|Omaha 402|Boise 208|"
                       "Richmond 804|Raleigh 919|Spokane 509|Portland 503|Springfield 217|Tulsa 918|Worcester 508|"
                       "Hartford 860|Des Moines 515|Knoxville 865|Lansing 517|Scranton 570"),
                ("CA", "Ottawa 613|Hamilton 905|London 519|Halifax 902|Winnipeg 204|Regina 306|Saskatoon 306|Calgary 403|"
                       "Edmonton 780|Victoria 250|Kelowna 250|Moncton 506|Sudbury 705|Kingston 613|Charlottetown 902"),
                ("AU", "Newcastle 02|Wollongong 02|Geelong 03|Ballarat 03|Bendigo 03|Toowoomba 07|Townsville 07|Cairns 07|"
                       "Launceston 03|Hobart 03|Adelaide 08|Mount Gambier 08|Perth 08|Bunbury 08|Darwin 08|Canberra 02"),
                ("NZ", "Hamilton 07|Tauranga 07|Palmerston North 06|Nelson 03|Dunedin 03|Invercargill 03|Napier 06|"
                       "Whangarei 09|Christchurch 03|Rotorua 07|New Plymouth 06|Timaru 03")):
    for _item in _s.split("|"):
        _city, _code = _item.rsplit(" ", 1)
        AREA[(_cc, _city)] = _code

# invented stems with a regional flavour are only used in matching countries
STEM_REGION = {}
for _reg, _s in (("AN", "Kauri Bay|Tui Valley|Rangimoana|Matai Park|Moana Vista|Bluegum|Wattle Creek|Koorong|Bellbird|Tamarind Bay"),
                 ("UI", "Kilbrannon|Glenmorrow|Ballyraine|Carrigvale|Dunmore Vale|Greyfriars|Whinmoor"),
                 ("NA", "Cedar Ridge|Pine Hollow|Maple Crest|Prairie View|Silverlake|Lakeshore|Clearwater Bay|Umber Creek")):
    for _x in _s.split("|"):
        STEM_REGION[_x] = _reg
REGION_OF_CC = {"AU": "AN", "NZ": "AN", "UK": "UI", "IE": "UI", "US": "NA", "CA": "NA"}


def stems_for(cc):
    if cc is None:
        return STEMS
    return [s for s in STEMS if STEM_REGION.get(s, REGION_OF_CC[cc]) == REGION_OF_CC[cc]]
