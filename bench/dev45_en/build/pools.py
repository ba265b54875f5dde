"""Invented data pools for the dev45-en PHI evaluation set.

Everything here was written for this set.  People, towns, streets, hospitals,
practices, companies and identifiers are invented; counties, regions and
countries are real (they cannot meaningfully be invented) but are never tied
to a real person.  Lists only (no sets) so that iteration order is fixed.
"""


def _split(s):
    return [w.strip() for w in s.split("|") if w.strip()]


# ---------------------------------------------------------------- names by origin
# group: (male given names, female given names, surnames, countries of origin)
_GROUPS = {
    "en": ("""John|David|Michael|Peter|Robert|Richard|Christopher|Paul|Andrew|Stephen|Anthony|Kevin|Gary|Colin|
Derek|Graham|Keith|Malcolm|Trevor|Nigel|Roger|Brian|Kenneth|Dennis|Raymond|Leonard|Harold|Arthur|Albert|Stanley|
Ernest|George|Oliver|Harry|Jack|Thomas|James|William|Samuel|Joshua|Daniel|Matthew|Luke|Benjamin|Alfie|Charlie|
Jacob|Ethan|Callum|Liam|Connor|Ryan|Jamie|Craig|Darren|Wayne|Dean|Shane|Stuart|Francis|Bernard|Terence|Desmond|
Cyril|Clifford|Norman|Gordon|Douglas|Ronald|Alan|Barry|Vincent""",
           """Margaret|Patricia|Susan|Elizabeth|Sarah|Emma|Charlotte|Olivia|Amelia|Sophie|Hannah|Rebecca|Lucy|
Katherine|Helen|Joanne|Karen|Janet|Christine|Pauline|Maureen|Brenda|Doreen|Sheila|Jean|Irene|Dorothy|Gwendolyn|
Beryl|Edna|Hilda|Marjorie|Valerie|Denise|Tracey|Lisa|Nicola|Claire|Gemma|Kirsty|Leanne|Stacey|Chloe|Jessica|
Megan|Abigail|Freya|Poppy|Phoebe|Harriet|Eleanor|Imogen|Victoria|Alison|Fiona|Gillian|Lorraine|Wendy|Yvonne|
Teresa|Frances|Josephine|Marion|Rosemary|Lynda|Shirley|Hazel|Mavis|Vera|Elsie|Ethel|Winifred|Agnes|Louise|Joan""",
           """Smith|Jones|Taylor|Williams|Thomas|Roberts|Johnson|Wilson|Wright|Robinson|Thompson|Walker|Hughes|
Edwards|Lewis|Clarke|Harris|Jackson|Turner|Cooper|Morris|Harrison|Martin|Morgan|Baker|Allen|Mitchell|Bennett|
Shaw|Lloyd|Holmes|Fletcher|Marshall|Chapman|Pearson|Atkinson|Barker|Cartwright|Dawson|Fairclough|Gregson|
Hargreaves|Ingram|Jennings|Kirkpatrick|Lockwood|Metcalfe|Naylor|Oldfield|Pickering|Quinnell|Rowbotham|
Sutcliffe|Thornton|Underwood|Whitaker|Ackroyd|Crossley|Dobson|Entwistle|Fenwick|Greenwood|Haworth|
Illingworth|Kershaw|Midgley|Nuttall|Ormerod|Pilling|Ramsbottom|Stansfield|Tattersall|Uttley|Walmsley|Yeadon|
Ashworth|Bairstow|Copley|Dyson|Eastwood|Froggatt|Gledhill|Holroyd|Jowett|Longbottom|Mellor|Norcliffe|Parkin|
Ridley|Saville|Tordoff|Varley|Wadsworth|Hamilton|Bailey|Francis""", "England"),
    "ie": ("""Seán|Pádraig|Ciarán|Cathal|Donal|Diarmuid|Eoin|Fergal|Fionn|Oisín|Tadhg|Darragh|Cian|Rónán|Colm|
Declan|Dermot|Eamon|Finbarr|Gearóid|Lorcan|Niall|Ruairí|Séamus|Tomás|Micheál|Padraic|Cormac|Kieran|Brendan|
Malachy|Noel|Gerard|Jimmy|Mossie|Eugene|Fintan|Jarlath|Ultan|Kealan|John|Michael|Patrick|Thomas|James|Liam""",
           """Siobhán|Aoife|Niamh|Róisín|Caoimhe|Saoirse|Orla|Clodagh|Gráinne|Sinéad|Áine|Bríd|Máire|Eileen|
Bridget|Nora|Kathleen|Mairéad|Deirdre|Fionnuala|Ailbhe|Éabha|Ciara|Aisling|Nuala|Úna|Muireann|Treasa|Sorcha|
Emer|Philomena|Concepta|Assumpta|Bernadette|Majella|Geraldine|Ann-Marie|Mary|Margaret|Teresa|Catherine""",
           """Murphy|Kelly|O'Sullivan|Walsh|O'Brien|Byrne|Ryan|O'Connor|O'Neill|O'Reilly|Doyle|McCarthy|Gallagher|
O'Doherty|Kennedy|Lynch|Murray|Quinn|Moore|McLoughlin|O'Carroll|Connolly|Daly|O'Connell|Brennan|Burke|Collins|
Dunne|Fitzgerald|Flanagan|Foley|Hayes|Healy|Hennessy|Keane|Kavanagh|Lenihan|Ó Súilleabháin|Mac Cárthaigh|
Ó Ceallaigh|McGrath|McNamara|Mulligan|Nolan|O'Mahony|O'Shea|Regan|Sheehan|Tierney|Twomey|Whelan|Cullinane|
Cronin|Dineen|Fahy|Geraghty|Horgan|Kinsella|Lonergan|Moynihan|Nagle|O'Driscoll|Prendergast|Scanlon|Tobin|
Hurley|Coughlan|Delaney|Egan|Furlong|Gleeson|Hogan|Kearney|Mangan|Ó Dálaigh|Mac an tSaoi|Maguire|McGuinness|
Devlin|Donnelly|McKenna|Quigley|Rafferty|Toner|McAleer|Hegarty|Breslin|Costello|Durkan|Fennelly|Galvin|
Harrington|Keating|Lyons|Mahon|Nevin|Phelan|Roche|Spillane|Troy|Vaughey|Wrafter""", "Ireland"),
    "sco": ("Hamish|Angus|Alasdair|Fraser|Euan|Callum|Iain|Ruaridh|Duncan|Calum",
            "Morag|Isobel|Catriona|Eilidh|Mhairi|Isla|Kirsteen|Ishbel|Elspeth|Shona",
            """MacDonald|MacLeod|Campbell|Stewart|Robertson|Fraser|Mackenzie|Henderson|Paterson|Ross|Buchanan|
McIntyre|Sinclair|Cameron|Munro|Urquhart|Drummond|Lamont|MacKinnon|Ogilvie""", "Scotland"),
    "wal": ("Gareth|Rhys|Dafydd|Emyr|Iwan|Gethin|Owain|Aled|Huw|Geraint",
            "Rhiannon|Cerys|Bethan|Angharad|Seren|Ffion|Carys|Sioned|Glenys|Nia",
            "Pritchard|Parry|Price|Vaughan|Bowen|Powell|Jenkins|Griffiths|Llewellyn|Prosser|Rees|Meredith|Davies|Evans",
            "Wales"),
    "in": ("Rajesh|Sanjay|Vikram|Arjun|Rohan|Anil|Sunil|Ravi|Deepak|Gurdeep|Harjit|Jaspal|Kuldip|Amarjit",
           "Priya|Anjali|Sunita|Kavita|Nisha|Deepa|Meera|Lakshmi|Harpreet|Gurpreet|Jaswinder|Manjit|Simran",
           """Patel|Shah|Mistry|Desai|Mehta|Joshi|Sharma|Gupta|Kumar|Rao|Nair|Menon|Pillai|Iyer|Reddy|Chatterjee|
Banerjee|Bose|Singh|Kaur|Sandhu|Dhillon|Sidhu|Bains|Virdi|Johal|Chahal""", "India|Kenya"),
    "pk": ("Mohammed|Muhammad|Imran|Tariq|Asif|Khalid|Bilal|Zubair|Faisal|Hamza|Usman",
           "Farzana|Nasreen|Shabana|Rubina|Ayesha|Fatima|Zainab|Sadia|Rukhsana|Parveen",
           "Khan|Hussain|Ahmed|Begum|Akhtar|Iqbal|Malik|Chaudhry|Qureshi|Siddiqui|Rahman|Uddin|Miah|Hossain",
           "Pakistan|Bangladesh"),
    "lk": ("Nuwan|Chaminda|Ruwan", "Dilani|Chamari|Nirosha",
           "Perera|Fernando|Jayasuriya|Wickramasinghe", "Sri Lanka"),
    "wa": ("Chukwuemeka|Oluwaseun|Adebayo|Babatunde|Emeka|Obinna|Kwame|Kofi|Kwabena|Yaw|Tunde|Chidi",
           "Ngozi|Chioma|Adaeze|Funmilayo|Yetunde|Abena|Akosua|Efua|Amara|Nkechi|Blessing|Chiamaka|Ifeoma",
           "Okafor|Okonkwo|Adeyemi|Ogunleye|Oyelaran|Nwosu|Balogun|Olatunji|Mensah|Owusu|Asante|Boateng|Osei|Appiah|Agyeman",
           "Nigeria|Ghana"),
    "ea": ("Abdi|Mohamed|Abdirahman|Tafadzwa|Sipho|Tendai|Kamau",
           "Fadumo|Hodan|Wanjiru|Precious|Rutendo|Amina",
           "Mohamud|Abdullahi|Warsame|Farah|Moyo|Ndlovu|Dube|Chikwanha|Mwangi|Otieno",
           "Somalia|Kenya|Zimbabwe|South Africa"),
    "pl": ("Piotr|Tomasz|Krzysztof|Paweł|Marek|Łukasz|Grzegorz|Andrzej|Jakub|Mateusz",
           "Agnieszka|Katarzyna|Małgorzata|Magdalena|Ewa|Dorota|Monika|Justyna|Aleksandra|Zofia|Halina",
           "Kowalski|Nowak|Wiśniewski|Wójcik|Kamiński|Zieliński|Woźniak|Dąbrowski|Jankowski|Mazur|Krawczyk|Kaczmarek|Piotrowski",
           "Poland"),
    "bal": ("Darius|Mindaugas|Jonas|Aivars|Jānis|Tomas", "Rasa|Jurgita|Inga|Ilze|Laura",
            "Kazlauskas|Jankauskas|Bērziņš", "Lithuania|Latvia"),
    "ro": ("Mihai|Ionuț|Andrei|Vasile|Cristian", "Ioana|Andreea|Elena|Mihaela|Roxana",
           "Popescu|Ionescu|Dumitru|Radu|Constantin", "Romania"),
    "ua": ("Oleksandr|Dmytro|Andrii|Taras", "Olena|Iryna|Natalia|Svetlana|Oksana",
           "Pavlenko|Kovalenko|Shevchenko|Bondarenko", "Ukraine"),
    "cn": ("Wei|Hao|Jian|Ming|Kenji|Hiroshi|Minh|Duc|Chi Wai",
           "Mei|Xiu Ying|Hui Min|Yuki|Thi Lan|Lan Anh|Siu Ling",
           "Chen|Wang|Zhang|Liu|Huang|Zhao|Wong|Cheung|Chan|Tan|Lim|Nguyen|Tran|Pham|Choi|Tanaka|Sato|Suzuki",
           "China|Hong Kong|Vietnam|Malaysia"),
    "ph": ("Jose|Rodel|Ramon|Arnel|Jomar", "Maricel|Rowena|Analyn|Jocelyn|Marisol|Cherry Ann",
           "Santos|Reyes|Cruz|Bautista|Garcia|Mendoza|dela Cruz|Villanueva|Aquino", "the Philippines"),
    "lus": ("Pedro|João|Rafael|Diego|Carlos|Tiago", "Ana|Beatriz|Mariana|Inês|Lucía|Carmen",
            "Silva|Pereira|Costa|Oliveira|Souza|Ferreira|Fernández|López|Martínez|Sánchez",
            "Brazil|Portugal|Spain"),
    "weu": ("Luca|Marco|Giovanni|Lars|Erik|Henrik|Pieter|Jean-Luc|Matthias",
            "Giulia|Chiara|Ingrid|Astrid|Anneke|Marta|Sofia|Élodie",
            "Rossi|Bianchi|Romano|Esposito|Müller|Schmidt|Fischer|Jansen|de Vries|Dubois|Lefebvre|Moreau|Andersson|Johansson|Nielsen|Hansen|Horváth|Nagy",
            "Italy|Germany|the Netherlands|France|Sweden|Denmark|Hungary"),
    "me": ("Omar|Youssef|Karim|Ahmed|Hassan|Ali|Mehmet|Emre|Reza",
           "Leila|Yasmin|Noor|Rania|Samira|Layla|Zeynep",
           "Yilmaz|Demir|Kaya|Haddad|Mansour|Nasser|Khalil|Karimi|Hosseini|Rahimi|Cohen|Levy",
           "Syria|Iraq|Iran|Turkey|Egypt|Morocco|Sudan"),
    "car": ("Delroy|Winston|Errol|Leroy", "Marcia|Beverley|Hyacinth|Claudette",
            "Gayle|Campbell|Francis|Bailey|Clarke", "Jamaica"),
}

GROUPS = {}
for _k, (_m, _f, _s, _c) in _GROUPS.items():
    GROUPS[_k] = (_split(_m), _split(_f), _split(_s), _split(_c))

# weights for the origin of a patient's name in each locale
ORIGIN_WEIGHTS = {
    "UK": [("en", 46), ("ie", 6), ("sco", 6), ("wal", 5), ("in", 7), ("pk", 7), ("lk", 1), ("wa", 5), ("ea", 3),
           ("pl", 4), ("bal", 1), ("ro", 2), ("ua", 1), ("cn", 2), ("ph", 1), ("lus", 1), ("weu", 1), ("me", 2),
           ("car", 3)],
    "IE": [("ie", 62), ("en", 5), ("sco", 1), ("in", 3), ("pk", 2), ("wa", 5), ("ea", 1), ("pl", 7), ("bal", 4),
           ("ro", 3), ("ua", 3), ("cn", 1), ("ph", 2), ("lus", 2), ("weu", 1), ("me", 1)],
}


def _union(i):
    out = []
    for _k in _GROUPS:
        for x in GROUPS[_k][i]:
            if x not in out:
                out.append(x)
    return out


MALE = _union(0)
FEMALE = _union(1)
SURNAMES = _union(2)

# female forms for some surnames (Polish, Lithuanian, Irish)
FEMALE_SURNAME = {
    "Kowalski": "Kowalska", "Wiśniewski": "Wiśniewska", "Kamiński": "Kamińska", "Zieliński": "Zielińska",
    "Dąbrowski": "Dąbrowska", "Jankowski": "Jankowska", "Piotrowski": "Piotrowska",
    "Kazlauskas": "Kazlauskienė", "Jankauskas": "Jankauskienė", "Bērziņš": "Bērziņa",
    "Ó Súilleabháin": "Ní Shúilleabháin", "Mac Cárthaigh": "Nic Cárthaigh", "Ó Ceallaigh": "Ní Cheallaigh",
    "Ó Dálaigh": "Ní Dhálaigh", "Mac an tSaoi": "Nic an tSaoi",
}

NICKNAMES = {
    "Margaret": "Peggy", "Elizabeth": "Betty", "Patricia": "Trish", "Katherine": "Kath", "Robert": "Bob",
    "William": "Billy", "Richard": "Dick", "Anthony": "Tony", "Christopher": "Chris", "Michael": "Mick",
    "Thomas": "Tommy", "James": "Jim", "Kenneth": "Ken", "Leonard": "Len", "Stanley": "Stan",
    "Bridget": "Bridie", "Kathleen": "Kay", "Dorothy": "Dot", "Josephine": "Josie", "Bernadette": "Bernie",
    "Gerard": "Gerry", "Francis": "Frankie", "Pádraig": "Paddy", "Séamus": "Jamesie", "Raymond": "Ray",
    "Rebecca": "Becky", "Victoria": "Vicky", "Jonas": "Joe", "Oleksandr": "Sasha", "Mohammed": "Mo",
    "Muhammad": "Mo", "Abigail": "Abi", "Samuel": "Sam", "Daniel": "Danny", "Matthew": "Matty",
}

# ------------------------------------------------------------ places (invented)
TOWNS_ENG = _split("""
Ashbridge|Brackenford|Caldmoor|Dunsworth|Harrowdene|Kestlebury|Lowmarsh|Marrowby|Netherfold|Pellingham|
Quarrendon Vale|Ravensthorpe Moor|Sallowfield|Thistlecombe|Upper Wrayton|Wexcombe|Yarnleigh|Aldercote|
Bramhope Cross|Cherrington Magna|Dallowby|Elmsworth|Fennbridge|Gallowmere|Hollinsby|Ingleholme|Jessop's End|
Kirkhallam Bridge|Lanthorne|Mossbeck|Northwold St Giles|Otterbury Hythe|Penwardine|Rudgecombe|Stavenham|
Tarnside|Vexford|Wickenby Marsh|Thornaby Vale|Haverleigh|Sedgemoor St Anne|Cotterstock Green|Whitlingham|
Brindlecombe|Easterford|Hexley|Saltmarsh Cove|Raddington
""")
TOWNS_SCO = _split("""
Glenmoray|Kilbrachan|Strathallow|Inverdorran|Ballochmyne Bridge|Carnbrae|Dunmallow|Tollcross Mains|
Auchterbrae|Lochmaddie|Kinross Mains|Drumfallow|Balquhannan|Portnessock
""")
TOWNS_WAL = _split("""
Abercallen|Bryncoed|Cwmfelin Isaf|Llanfarrow|Pontyraddock|Morwen Bay|Trefallow|Llanwenarth Fach|
Blaenhirwen|Penybryn Uchaf|Aberdarren|Capel Glasfryn
""")
TOWNS_NI = _split("""
Castlederrick|Drumnaquile|Lisnavarragh|Portcullen|Ballymarrow|Killycrane|Tullyrossan|Annaghmore Cross|
Carrickdallan|Dunlevin
""")
TOWNS_UK = TOWNS_ENG + TOWNS_SCO + TOWNS_WAL + TOWNS_NI
TOWNS_IE = _split("""
Kilcarrow|Ballyvannon|Drumcollis|Carrigmoyle|Rathdarrig|Clonbrannagh|Lisnagarry|Tullyvane|Glenmullen|
Ardnacross|Dunmoran|Mullinagh|Castlebrennan|Knockaderry Cross|Ballinacurra West|Kilmeedy Bridge|Cloonfarna|
Rossmacowen|Carrowkeel Upper|Inchaboy|Ballycreggan|Derrynane Cross|Kilbrittain North|Gortnaclohy|Clashmore Beg|
Annagh Bridge|Templederry|Moyvalley Cross|Ballinagore|Kilteelagh|Drumshanbo West|Lissadell Park|
Portnablagh|Rathvinden|Ardfinnan Bridge|Cahernagh|Shanaglish|Crossakeel|Ballyheigue Strand|Coolanarney|
Tobercurry East|Leamlara|Knocknagoshel Cross|Ballynacally|Clonmoyle|Kilcummin Upper|Dromcolliher West|
Glanworth Mills|Belgooly Cross|Carrigtwohill East|Oughterard Road|Ballinamore Bridge
""")

COUNTIES_ENG = _split("""
Lancashire|Yorkshire|West Yorkshire|North Yorkshire|Cheshire|Derbyshire|Staffordshire|Shropshire|Herefordshire|
Worcestershire|Warwickshire|Leicestershire|Nottinghamshire|Lincolnshire|Norfolk|Suffolk|Essex|Kent|Surrey|
Sussex|East Sussex|Hampshire|Dorset|Wiltshire|Somerset|Devon|Cornwall|Gloucestershire|Oxfordshire|
Buckinghamshire|Hertfordshire|Cambridgeshire|Northumberland|Cumbria|County Durham|Berkshire
""")
COUNTIES_SCO = _split("Aberdeenshire|Perthshire|Fife|Ayrshire|Lanarkshire|Argyll|Angus|Dumfriesshire|Stirlingshire")
COUNTIES_WAL = _split("Gwynedd|Powys|Carmarthenshire|Pembrokeshire|Ceredigion|Denbighshire|Monmouthshire")
COUNTIES_NI = _split("Co. Antrim|Co. Down|Co. Armagh|Co. Tyrone|Co. Fermanagh|Co. Londonderry")
COUNTIES_IE = _split("""
Cork|Kerry|Limerick|Clare|Tipperary|Waterford|Wexford|Kilkenny|Carlow|Laois|Offaly|Kildare|Wicklow|Meath|
Westmeath|Louth|Longford|Cavan|Monaghan|Donegal|Sligo|Leitrim|Roscommon|Mayo|Galway
""")

REGIONS = _split("""
Munster|Leinster|Connacht|Ulster|East Anglia|the West Midlands|the East Midlands|the North East|the South West|
the Scottish Highlands|the Home Counties|Kerala|Punjab|Gujarat|Tamil Nadu|Sindh|Lagos State|Ontario|
New South Wales|Queensland|Bavaria|Silesia|Andalusia|Transylvania|Minas Gerais|Mindanao|Florida|Massachusetts|
Catalonia|Sicily
""")

COUNTRIES = _split("""
Poland|Lithuania|Latvia|Romania|Ukraine|Nigeria|Ghana|Somalia|Zimbabwe|Kenya|India|Pakistan|Bangladesh|
Sri Lanka|the Philippines|China|Hong Kong|Vietnam|Brazil|Portugal|Spain|Italy|Germany|France|the Netherlands|
Australia|Canada|the United States|South Africa|Jamaica|Turkey|Iran|Syria|Iraq|Sudan|Eritrea|Afghanistan|
Malaysia|Scotland|Wales|England|Northern Ireland|Ireland|Morocco|Egypt|Greece|Cyprus|Malta|Thailand|Tenerife
""")
# Tenerife is an island, not a country: kept out of COUNTRY use below
COUNTRIES = [c for c in COUNTRIES if c != "Tenerife"]
HOLIDAY_COUNTRIES = _split("Spain|Portugal|Turkey|Greece|Cyprus|Malta|Italy|France|Morocco|Thailand|Egypt|Florida")

STREET_NAMES = _split("""
Hawthorn|Mill|Station|Chapel|Victoria|Albert|Coronation|Queen's|King's|Meadow|Orchard|Willow|Beech|Sycamore|
Rowan|Larch|Cedar|Laburnum|Heather|Foxglove|Primrose|Bluebell|Kingfisher|Heron|Curlew|Ash|Elm|Oak|Poplar|
Linden|Juniper|Harbour|Quay|Bridge|Castle|Abbey|Priory|Manor|Grange|Farm|Brook|Riverside|Canal|Wharf|Mount|
Tower|Market|Fountain|Spring|Well|Lime Kiln|Tannery|Weaver's|Cooper's|Bishop's|Nelson|Wellington|Gladstone|
Tennyson|Shelley|Byron|Milton|Darwin|Faraday|Newton|Telford|Brunel|Stephenson|Whitworth|Pennine|Cheviot|
Malvern|Cotswold|Mendip|Quantock|Snowdon|Ben Nevis|Lomond|Tay|Tweed|Severn|Trent|Ribble|Wharfe|Aire|Calder
""")
STREET_TYPES = _split("Road|Street|Lane|Avenue|Drive|Close|Crescent|Grove|Terrace|Way|Gardens|Place|Court|View|Rise|Walk")
IE_ESTATES = _split("""
Ard na Gréine|Cois Abhann|Cluain Ard|Radharc na Mara|Páirc an Easpaig|Bóthar na Trá|Gleann Álainn|Cnoc na Rós|
Oakwood Park|The Paddocks|Riverside Drive|Church View|Hazelwood Grove|Millbrook Lawns|Castle Heights|
Woodlands Avenue|Abbey Court|Fairgreen Road|Bishop's Meadow|St Joseph's Terrace|Connolly Street|Pearse Road|
Sarsfield Street|O'Connell Street|Emmet Place|Davitt Park|Parnell Row|Kickham Street|Mitchel Crescent|
Clancy Avenue|The Orchard|Cherry Grove|Lakeview Close|Beechfield Rise|Marian Park
""")
HOUSE_NAMES = _split("""
Rose Cottage|Ivy House|The Old Forge|Millbrook House|Hillcrest|Fairview|Woodside|The Laurels|Glenview|
Cnoc Álainn|Tír na nÓg|Sunnyside|The Bungalow|Ashgrove|Lios Mór
""")

TREES = _split("""
Rowan|Larch|Cedar|Willow|Beech|Hazel|Juniper|Alder|Aspen|Birch|Holly|Maple|Poplar|Sycamore|Linden|Cherry|
Hawthorn|Elder|Yew|Laurel|Magnolia|Chestnut|Heather|Bluebell|Foxglove|Primrose|Snowdrop|Kingfisher|Osprey|Heron
""")
SAINTS = _split("""
Brigid|Columba|Finbarr|Ita|Enda|Colman|Brendan|Declan|Aidan|Cuthbert|Oswald|Chad|Wilfrid|Mungo|Ninian|
Teilo|Dunstan|Luke|Anne|Michael|Joseph|Vincent|Clare|Catherine|Martha|Monica|Gabriel|Raphael|Jude|Kieran|
Fiacre|Mel|Canice|Munchin|Kevin|Fintan|Senan|Attracta|Dympna
""")
WARD_PEOPLE = _split("Nightingale|Seacole|Fleming|Lister|Jenner|Cavell|Florey|Barnardo|Snow|Garrett|Stokes|Corrigan|Colles|Bevan")
RIVERS = _split("Corrib|Shannon|Suir|Blackwater|Barrow|Boyne|Moy|Lee|Slaney|Nore|Avonmore|Lune|Swale|Derwent|Eden|Tamar|Exe|Dee|Esk|Wye")
QUEENS = _split("Adelaide|Matilda|Philippa|Charlotte|Caroline|Eleanor|Mary|Alexandra")

ORG_WORDS = _split("""
Kestrel|Harbourview|Brightwater|Northgate|Meridian|Castlegate|Ridgeway|Summit|Pinewood|Lakeland|Coastline|
Evergreen|Clearwater|Silverstream|Redbrick|Ironbridge|Foxhollow|Granite|Anchor|Lighthouse|Beacon|Oakline|
Riverbend|Blackthorn|Westport|Eastgate|Highfield|Cloverleaf|Harvest|Ferngrove
""")
ORG_SUFFIX = _split("""
Logistics Ltd|Foods|Engineering|Distribution|Software|Construction Ltd|Haulage|Plastics|Print Ltd|
Facilities Management|Security Services|Contract Cleaning|Motor Group|Fabrication Ltd|Bakery|Dairies|
Packaging|Pharmaceuticals|Electrical Ltd|Recruitment|Insurance Brokers|Hotel|Garden Centre|Meats|Timber
""")
INSURERS = _split("""
Claddagh Health Insurance|Meridian Health Cover|Albion Private Health|Harbourline Healthcare|Kestrel Medical Insurance|
Cairn Health|Greenfield Health Assurance|Saltire Private Medical
""")
CARE_AGENCIES = _split("""
Willowbrook Home Care|Carelink Domiciliary Services|Brightcare Homecare Ltd|Hearthside Care|Kindred Home Support|
Helping Hands Homecare Ltd|Comfortline Care Services|Homestead Carers|Evergreen Home Care|Riverbank Care Partnership
""")

# --------------------------------------------------------------- occupations
PROFESSIONS = _split("""
teacher|bus driver|electrician|plumber|farmer|dairy farmer|publican|solicitor|accountant|software developer|
civil servant|postman|HGV driver|taxi driver|carpenter|plasterer|bricklayer|care assistant|healthcare assistant|
chef|hairdresser|shop assistant|checkout operator|warehouse operative|forklift driver|factory worker|machinist|
mechanical engineer|quantity surveyor|architect|secondary school teacher|primary school teacher|lecturer|
librarian|police officer|firefighter|social worker|fisherman|builder|labourer|roofer|painter and decorator|
cleaner|school caretaker|train driver|coal miner|steelworker|welder|joiner|butcher|baker|barista|bar manager|
waiter|delivery driver|courier|call centre agent|bank clerk|cashier|receptionist|secretary|legal secretary|
estate agent|insurance broker|financial adviser|IT consultant|data analyst|graphic designer|journalist|
photographer|musician|childminder|nursery nurse|teaching assistant|dental nurse|veterinary surgeon|
pharmacy technician|lorry driver|security guard|prison officer|soldier|sheep farmer|groundskeeper|gardener|
landscaper|tiler|mechanic|panel beater|scaffolder|crane operator|nail technician|beautician|retail manager|
sales representative|civil engineer|clerical officer|dental technician|optician|kitchen porter|cook|
hotel porter|housekeeper|school cook|bookkeeper|stonemason|tree surgeon|glazier|upholsterer|seamstress|
textile worker|mill worker|docker|fitter|sheet-metal worker|printer|nurse|paramedic|midwife|pharmacist|
shipyard worker|garda|postwoman|van driver|supermarket manager|software tester|lab technician
""")

LANGUAGES = _split("Polish|Lithuanian|Romanian|Ukrainian|Urdu|Punjabi|Bengali|Gujarati|Somali|Arabic|Portuguese|Mandarin|Cantonese|Tagalog|Yoruba|Tigrinya|Farsi|Russian|Irish|Welsh")

# e-mail providers for patients (invented local parts only)
MAIL_PROVIDERS = _split("gmail.com|outlook.com|hotmail.co.uk|yahoo.co.uk|eircom.net|icloud.com|btinternet.com|live.ie|protonmail.com")

UK_POST_AREAS = _split("""
AB|AL|BA|BB|BD|BH|BL|BN|BS|CA|CB|CF|CH|CM|CO|CT|CV|CW|DA|DD|DE|DG|DH|DL|DN|DT|DY|EX|FK|FY|GL|GU|HD|HG|HP|
HR|HU|HX|IP|KA|KT|KW|KY|LA|LD|LE|LL|LN|LS|LU|ME|MK|NE|NG|NN|NP|NR|OL|OX|PA|PE|PH|PL|PO|PR|RG|RH|SA|SG|SK|
SL|SN|SO|SP|SR|SS|ST|SY|TA|TD|TF|TN|TQ|TR|TS|WA|WD|WF|WN|WR|WS|WV|YO
""")
UK_POST_AREAS_SCO = _split("AB|DD|DG|FK|IV|KA|KW|KY|PA|PH|TD")
UK_POST_AREAS_WAL = _split("CF|LD|LL|NP|SA|SY")
IE_ROUTING = _split("""
A41|A63|A67|A75|A81|A82|A84|A85|A91|A92|A94|A96|A98|C15|E21|E25|E32|E34|E41|E45|E53|E91|F12|F23|F26|F28|
F31|F35|F42|F45|F52|F56|F91|F92|F93|F94|H12|H14|H16|H18|H23|H53|H54|H62|H65|H71|H91|K32|K34|K36|K45|K56|
K67|K78|N37|N39|N41|N91|P12|P14|P17|P24|P25|P31|P32|P36|P43|P47|P51|P56|P61|P67|P72|P75|P81|P85|R14|R21|
R32|R35|R42|R45|R51|R56|R93|R95|T12|T23|T34|T45|T56|V14|V15|V23|V31|V35|V42|V92|V93|V94|V95|W12|W23|W34|
W91|X35|X42|X91|Y14|Y21|Y25|Y34|Y35
""")

# languages an interpreter might be booked for, by name origin
GROUP_LANG = {
    "in": ["Gujarati", "Punjabi", "Hindi", "Malayalam"], "pk": ["Urdu", "Bengali", "Sylheti", "Punjabi"],
    "wa": ["Yoruba", "Igbo", "Twi"], "ea": ["Somali", "Shona", "Swahili"], "pl": ["Polish"],
    "bal": ["Lithuanian", "Latvian"], "ro": ["Romanian"], "ua": ["Ukrainian", "Russian"],
    "cn": ["Mandarin", "Cantonese", "Vietnamese"], "ph": ["Tagalog"], "lus": ["Portuguese", "Spanish"],
    "me": ["Arabic", "Farsi", "Turkish", "Kurdish Sorani"], "lk": ["Sinhala", "Tamil"],
}

# origin of staff names (hospital and practice workforces are mixed)
STAFF_WEIGHTS = {
    "UK": [("en", 34), ("ie", 6), ("sco", 5), ("wal", 4), ("in", 12), ("pk", 9), ("lk", 3), ("wa", 8), ("ea", 4),
           ("pl", 2), ("bal", 1), ("ro", 2), ("ua", 1), ("cn", 3), ("ph", 4), ("lus", 2), ("weu", 3), ("me", 4), ("car", 2)],
    "IE": [("ie", 48), ("en", 4), ("sco", 1), ("in", 9), ("pk", 7), ("lk", 2), ("wa", 6), ("ea", 3), ("pl", 3),
           ("bal", 1), ("ro", 2), ("ua", 1), ("cn", 2), ("ph", 6), ("lus", 2), ("weu", 2), ("me", 4)],
}

# first-level divisions (STATE) by country, for birthplaces abroad
STATES_OF = {
    "India": ["Kerala", "Punjab", "Gujarat", "Tamil Nadu", "Goa", "West Bengal"], "Pakistan": ["Punjab", "Sindh", "Khyber Pakhtunkhwa"],
    "Nigeria": ["Lagos State", "Anambra State", "Oyo State", "Enugu State"], "Canada": ["Ontario", "Nova Scotia"],
    "Australia": ["New South Wales", "Queensland", "Victoria"], "Germany": ["Bavaria", "Saxony"], "Poland": ["Silesia", "Pomerania", "Lesser Poland"],
    "Spain": ["Andalusia", "Catalonia", "Galicia"], "Romania": ["Transylvania", "Moldavia"], "Brazil": ["Minas Gerais", "Goiás", "Bahia"],
    "the Philippines": ["Mindanao", "Luzon"], "Italy": ["Sicily", "Calabria", "Lombardy"], "the United States": ["Florida", "Massachusetts", "Ohio"],
    "Bangladesh": ["Sylhet Division"], "Ghana": ["Ashanti Region", "Volta Region"], "Kenya": ["Rift Valley"], "China": ["Guangdong", "Fujian"],
    "Vietnam": ["Quang Ninh"], "Ukraine": ["Lviv Oblast", "Kharkiv Oblast"], "Lithuania": ["Samogitia"], "Zimbabwe": ["Matabeleland"],
    "Sri Lanka": ["Western Province"], "Turkey": ["Anatolia"], "Syria": ["Aleppo Governorate"], "Iraq": ["Kurdistan Region"],
}
UK_REGIONS = ["the West Midlands", "the East Midlands", "the North East", "the North West", "the South West", "East Anglia",
              "the Home Counties", "Yorkshire and the Humber", "the Scottish Highlands", "the Welsh Valleys"]
IE_REGIONS = ["Munster", "Leinster", "Connacht", "Ulster", "the Midlands", "the North West"]
