"""Invented value pools for dev80_en.

Every name, town, street, hospital, clinic, employer, school and agency below
was typed for this set. Names are drawn from many naming traditions; some are
ordinary English words on purpose. Place and organisation names are made up.
"""


def _s(block):
    return [x.strip() for x in block.split("|") if x.strip()]


FIRST = {
    "anglo": (
        _s("James|Robert|Michael|David|Richard|Thomas|Charles|Daniel|Matthew|Andrew|Joshua|Kevin|Brian|"
           "Gary|Timothy|Jeffrey|Scott|Eric|Stephen|Gregory|Raymond|Dennis|Walter|Harold|Douglas|Carl|Roger|"
           "Keith|Wayne|Dale|Russell|Clifford|Glen|Vernon|Leonard|Howard|Bradley|Travis|Dustin|Cody|Tyler|"
           "Austin|Mason|Logan|Colton|Wyatt|Mitchell|Spencer|Harvey|Lyle|Merle|Elmer|Chester|Floyd"),
        _s("Mary|Patricia|Linda|Barbara|Elizabeth|Jennifer|Susan|Margaret|Dorothy|Karen|Nancy|Betty|Sandra|"
           "Donna|Carol|Sharon|Michelle|Laura|Kimberly|Deborah|Cynthia|Kathleen|Amy|Shirley|Brenda|Pamela|"
           "Nicole|Diane|Julie|Joyce|Virginia|Judith|Gloria|Evelyn|Jean|Cheryl|Mildred|Frances|Ruth|"
           "Marjorie|Beverly|Lorraine|Tammy|Brittany|Ashley|Kayla|Madison|Hailey|Courtney|Lindsay|Whitney|"
           "Edna|Myrtle|Bernice|Loretta|Wilma|Doris"),
    ),
    "irish": (
        _s("Sean|Liam|Ciaran|Declan|Padraig|Eoin|Cormac|Niall|Donal|Ronan|Fergal|Oisin|Tadhg|Colm|"
           "Diarmuid|Brendan|Kieran|Conor|Eamon|Finbar|Cathal|Seamus"),
        _s("Siobhan|Aoife|Niamh|Roisin|Saoirse|Grainne|Orla|Ciara|Clodagh|Maeve|Sinead|Deirdre|Brigid|"
           "Aisling|Eimear|Caoimhe|Nuala|Fionnuala|Una|Sorcha"),
    ),
    "scottish": (
        _s("Alasdair|Hamish|Angus|Callum|Euan|Fraser|Lachlan|Murdo|Ruaridh|Struan|Iain|Duncan|Gregor|"
           "Torquil|Fergus|Alistair"),
        _s("Morag|Kirsty|Isla|Eilidh|Catriona|Ishbel|Shona|Mhairi|Ailsa|Fiona|Elspeth|Lorna|Rhona|Kenna"),
    ),
    "hispanic": (
        _s("Jose|Luis|Carlos|Juan|Miguel|Alejandro|Javier|Francisco|Rafael|Eduardo|Ramon|Jorge|Ricardo|"
           "Fernando|Hector|Armando|Guillermo|Ernesto|Joaquin|Santiago|Mateo|Diego|Emiliano|Rodrigo|"
           "Efrain|Rogelio"),
        _s("Maria|Guadalupe|Rosa|Carmen|Ana|Lucia|Marisol|Yesenia|Alejandra|Veronica|Gabriela|Daniela|"
           "Ximena|Paola|Beatriz|Consuelo|Esperanza|Dolores|Pilar|Socorro|Itzel|Valentina|Camila|Josefina|"
           "Maricela|Rocio"),
    ),
    "west_african": (
        _s("Kwame|Kofi|Yaw|Kwabena|Chinedu|Emeka|Obinna|Oluwaseun|Babatunde|Adebayo|Tunde|Ikenna|"
           "Chukwuma|Mamadou|Ousmane|Abdoulaye|Sekou|Ibrahima|Kojo|Femi|Segun|Nnamdi|Kwesi|Olumide"),
        _s("Ama|Akosua|Abena|Efua|Adwoa|Chiamaka|Ngozi|Adaeze|Folasade|Yetunde|Funmilayo|Aminata|"
           "Fatoumata|Mariama|Awa|Nneka|Ifeoma|Oluwakemi|Titilayo|Esi|Yaa|Chidinma"),
    ),
    "south_asian": (
        _s("Rajesh|Arjun|Vikram|Sanjay|Anil|Suresh|Pradeep|Rohan|Aditya|Harpreet|Gurpreet|Manoj|Ravi|"
           "Naveen|Imran|Farhan|Kiran|Prakash|Deepak|Siddharth|Aarav|Nikhil|Amitabh|Jaswinder|Sunil"),
        _s("Priya|Anjali|Sunita|Kavita|Meera|Lakshmi|Deepa|Neha|Pooja|Shreya|Ananya|Rekha|Nasreen|"
           "Farzana|Simran|Harleen|Divya|Aishwarya|Sangeeta|Padma|Shalini|Manpreet|Tahmina"),
    ),
    "east_asian": (
        _s("Wei|Jian|Hao|Ming|Jun|Hiroshi|Takeshi|Kenji|Daisuke|Minh|Tuan|Quang|Duc|Sung-min|Ji-ho|"
           "Min-jun|Jae-won|Haruto|Zhiwei|Yong|Bao|Kazuo|Shigeru|Thanh"),
        _s("Mei|Xiu|Li Na|Yan|Ling|Yuki|Haruka|Akiko|Sakura|Lan|Thu|Linh|Hoa|Mai|Ji-woo|Seo-yeon|"
           "Min-ji|Eun-ji|Xiaoling|Yumiko|Hyun-a|Chiyo|Ngoc"),
    ),
    "eastern_european": (
        _s("Piotr|Tomasz|Krzysztof|Andrzej|Marek|Wojciech|Dmitri|Sergei|Aleksandr|Mikhail|Oleksandr|"
           "Bohdan|Vasyl|Jiri|Milan|Goran|Dragan|Bogdan|Radu|Zoltan|Laszlo|Stanislav|Yuri|Viktor|Taras"),
        _s("Agnieszka|Katarzyna|Malgorzata|Ewa|Joanna|Svetlana|Olga|Natalia|Irina|Tatiana|Oksana|"
           "Halyna|Ludmila|Jana|Zuzana|Milena|Dragana|Ioana|Elena|Marta|Zofia|Anastasia|Yelena|Bozena"),
    ),
    "arabic": (
        _s("Mohammed|Ahmed|Omar|Khalid|Yusuf|Hassan|Hussein|Karim|Tariq|Walid|Samir|Nabil|Faisal|Rashid|"
           "Ziad|Bilal|Mustafa|Anwar|Jamal|Hamza|Ibrahim|Majid"),
        _s("Fatima|Aisha|Layla|Mariam|Noor|Amira|Yasmin|Huda|Rania|Salma|Zainab|Leila|Samira|Nadia|"
           "Hanan|Dalia|Rasha|Ghada|Lina|Maha|Reem"),
    ),
    "pacific": (
        _s("Tane|Wiremu|Rangi|Hemi|Nikau|Manaia|Tama|Ropata|Sione|Tevita|Viliami|Sefo|Keanu|Makoa|"
           "Ikaika|Pita|Aperahama|Kauri"),
        _s("Aroha|Mere|Hine|Anahera|Kiri|Moana|Ngaire|Marama|Losaline|Mele|Salote|Leilani|Malia|"
           "Kailani|Noelani|Pua|Atawhai|Huia"),
    ),
    "invented": (
        _s("Torvin|Quillan|Sevrin|Orlek|Brannoch|Davrel|Kestor|Wendril|Jaxtyn|Calvek|Dorrin|Thaddon|"
           "Vesryn|Marrick"),
        _s("Marivel|Kaelith|Sorrelle|Zephyrine|Tavia|Quenna|Ilvera|Brynnet|Fennra|Amarine|Oriella|"
           "Lissandre|Vantha|Meriwen"),
    ),
    "word": (
        _s("Will|Mark|Bill|Art|Chase|Hunter|Grant|Miles|Jack|Frank|Rusty|Gene|Guy|Sonny|Clay|Dean|Wade|"
           "Bud|Forrest|Rocky"),
        _s("Hope|Rose|Faith|Grace|Joy|Iris|June|Dawn|Summer|Ivy|Holly|Pearl|Ruby|Amber|Hazel|Daisy|"
           "April|May|Autumn|Honor|Patience|Charity|Penny|Sunny|Robin|Olive|Violet|Destiny|Liberty|Merry"),
    ),
}

LAST = {
    "anglo": _s("Smith|Johnson|Williams|Brown|Jones|Miller|Davis|Wilson|Anderson|Taylor|Thomas|Moore|"
                "Martin|Jackson|Thompson|Harris|Clark|Lewis|Robinson|Walker|Hall|Allen|King|Wright|"
                "Green|Adams|Nelson|Carter|Mitchell|Roberts|Turner|Phillips|Parker|Evans|Edwards|Collins|"
                "Morris|Rogers|Reed|Morgan|Bailey|Cooper|Howard|Ward|Cox|Richardson|Wood|Watson|Brooks|"
                "Bennett|Gray|Hughes|Price|Sanders|Myers|Ross|Foster|Powell|Jenkins|Perry|Butler|Barnes|"
                "Henderson|Coleman|Simmons|Patterson|Reynolds|Hamilton|Wallace|Ellis|Marshall|Holloway|"
                "Pemberton|Ashworth|Whitfield|Haverford|Thornbury|Lockwood|Fairbanks|Blackwood|Kingsley|"
                "Radcliffe|Winslow|Hargrove|Atwater|Brackenbury|Dunmore|Pettigrew|Quimby|Ormsby|Birtwistle"),
    "irish": _s("Murphy|Kelly|O'Sullivan|Walsh|O'Brien|Byrne|Ryan|O'Connor|O'Neill|O'Reilly|Doyle|"
                "McCarthy|Gallagher|Doherty|Kennedy|Lynch|Quinn|McLoughlin|Carroll|Connolly|Daly|Brennan|"
                "Fitzgerald|Nolan|Keane|Dunne|Hegarty|MacNamara|Flanagan|Donnelly|Mulcahy|Cullinane|Tierney"),
    "scottish": _s("MacDonald|Campbell|Stewart|Robertson|MacLeod|Fraser|Munro|MacKenzie|Sinclair|"
                   "Buchanan|Lamont|Drummond|Ferguson|Cameron|MacGregor|Gunn|Urquhart|Crichton|Menzies|"
                   "Baird|Kirkpatrick|Farquharson|McIntyre|Lindsay|Grieve|Rattray"),
    "hispanic": _s("Garcia|Rodriguez|Martinez|Hernandez|Lopez|Gonzalez|Perez|Sanchez|Ramirez|Torres|"
                   "Flores|Rivera|Gomez|Diaz|Reyes|Morales|Cruz|Ortiz|Gutierrez|Chavez|Ramos|Ruiz|Alvarez|"
                   "Mendoza|Castillo|Jimenez|Vasquez|Moreno|Herrera|Medina|Aguilar|Vargas|Castro|Guzman|"
                   "Fuentes|Salazar|Delgado|Espinoza|Villanueva|Cervantes|de la Cruz|Ochoa|Zamora|"
                   "Bustamante|Quintero|Arellano"),
    "west_african": _s("Mensah|Owusu|Boateng|Asante|Osei|Appiah|Agyeman|Adjei|Okafor|Okonkwo|Eze|Nwosu|"
                       "Obi|Adeyemi|Adebayo|Oyelaran|Ogunleye|Balogun|Afolabi|Diallo|Traore|Keita|Toure|"
                       "Coulibaly|Ndiaye|Sow|Camara|Bangura|Kamara|Sesay|Akinola|Nwachukwu|Uzoma|Onyekachi"),
    "south_asian": _s("Patel|Shah|Sharma|Singh|Kumar|Gupta|Reddy|Rao|Iyer|Nair|Menon|Chatterjee|Banerjee|"
                      "Mukherjee|Das|Bose|Desai|Mehta|Joshi|Kulkarni|Pillai|Krishnan|Chaudhry|Qureshi|"
                      "Siddiqui|Malik|Hussain|Khan|Sandhu|Gill|Dhillon|Grewal|Bhatt|Trivedi|Venkataraman|"
                      "Subramanian|Rahman|Chowdhury|Perera|Jayasuriya"),
    "east_asian": _s("Wang|Li|Zhang|Liu|Chen|Yang|Huang|Zhao|Wu|Zhou|Xu|Sun|Zhu|Guo|Lin|Tanaka|Suzuki|"
                     "Takahashi|Watanabe|Ito|Yamamoto|Nakamura|Kobayashi|Sato|Nguyen|Tran|Le|Pham|Hoang|"
                     "Phan|Vu|Dang|Bui|Kim|Lee|Park|Choi|Jung|Kang|Cho|Yoon|Jang|Lim|Han|Seo|Chan|Wong|"
                     "Leung|Cheung|Lau|Ng|Yip|Tsang"),
    "eastern_european": _s("Kowalski|Nowak|Wisniewski|Wojcik|Kaminski|Lewandowski|Zielinski|Szymanski|"
                           "Dabrowski|Kozlowski|Jankowski|Mazur|Kwiatkowski|Ivanov|Petrov|Sidorov|Smirnov|"
                           "Kuznetsov|Popov|Volkov|Sokolov|Novak|Horvat|Kovac|Babic|Jovanovic|Petrovic|"
                           "Nikolic|Popescu|Ionescu|Dumitru|Stoica|Nagy|Szabo|Toth|Horvath|Shevchenko|"
                           "Bondarenko|Kovalenko|Tkachenko|Melnyk|Dvorak|Svoboda|Cerny|Prochazka"),
    "arabic": _s("Haddad|Khoury|Nasser|Saleh|Hamdan|Aziz|Mansour|Farah|Khalil|Abboud|Darwish|Hakim|"
                 "Ibrahim|Jaber|Karam|Najjar|Qasim|Rahal|Sabbagh|Tahan|Yousef|Zaidan|Al-Amin|Al-Rashid|"
                 "El-Sayed|Abdelrahman|Bakr|Suleiman|Othman|Hijazi"),
    "pacific": _s("Ngata|Parata|Te Whata|Tipene|Horomona|Rangihau|Tamihana|Te Awa|Paewai|Fonoti|Tuilagi|"
                  "Faleolo|Aumua|Leota|Taufa|Fifita|Havili|Lolohea|Vaipulu|Kahananui|Akana|Kealoha|"
                  "Palakiko|Tuiasosopo|Te Rangi"),
    "invented": _s("Vantreuil|Okonbrook|Draskovane|Quarrington|Brindlecombe|Zavorski|Hollenvale|"
                   "Krestwick|Ondarro|Yarrowby|Astergard|Mirovan|Thackerin|Pellingham|Corvasse|Ulbrecht|"
                   "Fennimore-Tate|Halloran-Voss|Ekwueme-Lind|Sarkovian"),
    "word": _s("Hope|Best|Page|Wise|Small|Church|Stone|Frost|Bird|Fox|Sharp|Strong|Swift|Bishop|"
               "Knight|Hart|Love|Rich|Moss|Marsh|Field|Little|Long|Short|Bright|Moody|Goodman|Golden|"
               "Winter|Snow|Wells|Rose|Lamb|Cross|Bell|Post|Sterling|Noble|Rice|Steel|Law|Young|White|"
               "Black|Hill|Baker|Cook|Mason|Fisher|Hunter|Will"),
}

ORIGIN_WEIGHTS = [
    ("anglo", 20), ("irish", 6), ("scottish", 5), ("hispanic", 13), ("west_african", 9),
    ("south_asian", 9), ("east_asian", 9), ("eastern_european", 8), ("arabic", 7),
    ("pacific", 5), ("invented", 4), ("word", 8),
]

NICK = {
    "Robert": ["Bob", "Bobby", "Rob"], "Richard": ["Rick", "Dick", "Richie"], "James": ["Jim", "Jimmy"],
    "Thomas": ["Tom", "Tommy"], "Michael": ["Mike", "Mikey"], "Daniel": ["Danny"], "Charles": ["Chuck", "Charlie"],
    "Timothy": ["Tim"], "Raymond": ["Ray"], "Walter": ["Walt"], "Harold": ["Hal"], "Douglas": ["Doug"],
    "Leonard": ["Lenny"], "Gregory": ["Greg"], "Matthew": ["Matt"], "Andrew": ["Andy", "Drew"],
    "Margaret": ["Peggy", "Maggie", "Midge"], "Elizabeth": ["Liz", "Betsy", "Beth"], "Patricia": ["Pat", "Trish"],
    "Barbara": ["Barb"], "Jennifer": ["Jen"], "Deborah": ["Debbie", "Deb"], "Kathleen": ["Kathy", "Kate"],
    "Dorothy": ["Dot", "Dottie"], "Susan": ["Sue", "Susie"], "Pamela": ["Pam"], "Kimberly": ["Kim"],
    "Francisco": ["Paco", "Pancho"], "Jose": ["Pepe"], "Guadalupe": ["Lupe"], "Alejandro": ["Alex"],
    "Alejandra": ["Ale"], "Guillermo": ["Memo"], "Consuelo": ["Chelo"], "Socorro": ["Coco"],
    "Oluwaseun": ["Seun"], "Babatunde": ["Tunde"], "Oluwakemi": ["Kemi"], "Folasade": ["Sade"],
    "Olumide": ["Mide"], "Chiamaka": ["Amaka"], "Aleksandr": ["Sasha"], "Mikhail": ["Misha"], "Dmitri": ["Dima"],
    "Yelena": ["Lena"], "Katarzyna": ["Kasia"], "Malgorzata": ["Gosia"], "Wojciech": ["Wojtek"],
    "Mohammed": ["Mo", "Hamoudi"], "Ibrahim": ["Ibo"], "Siddharth": ["Sid"], "Aishwarya": ["Ash"],
    "Jaswinder": ["Jas"], "Alasdair": ["Ally"], "Catriona": ["Trina"], "Padraig": ["Paddy"],
    "Seamus": ["Shay"], "Fionnuala": ["Nuala"], "Aperahama": ["Abe"], "Ikaika": ["Kai"],
    "Zephyrine": ["Zeph"], "Lissandre": ["Lissa"], "Hiroshi": ["Hiro"], "Xiaoling": ["Ling-Ling"],
    "Patience": ["Patty"], "Penny": ["Pen"], "Forrest": ["Woody"], "Frank": ["Frankie"], "William": ["Billy"],
}
GENERIC_NICKS = _s("Buzz|Red|Tiny|Skip|Sarge|Boots|Chip|Smitty|Doc|Cookie|Nana|Pops|Junior|Bunny|Tex|Scooter")

# ---------------------------------------------------------------- places (all invented)
US_TOWNS = _s("Marlow Falls|Cedar Hollow|Brantley Springs|Pinecrest Junction|Oakhaven|Harrowgate|Quarry Bend|"
              "Lake Tansy|Port Emmerich|Dunmere|Ashcombe|Halvorsen|Kettle Ridge|Westbrook Mills|Fallowfield|"
              "Greywater|Corlan|Sable Creek|Thistle Hill|North Amberly|Vellport|Hollis Ford|Brennard|"
              "Sutter's Crossing|Red Alder|Maplewick|Calder Bay|Ostrander|Juniper Flats|Elk Prairie|"
              "Copper Landing|Saint Avel|Bramwell|Ironwood Gap|Larkspur Valley|New Castellan|Tamsin|"
              "Pellston Heights|Wrenfield|Gorse Point|Kilmory|Baxendale|Stillwater Cove|Fenwick Lake|"
              "Ambrose City|Bellhaven|Coldspring Mill|Dorrance|East Tolliver|Grangeville Station")
CA_TOWNS = _s("Port Cardigan|Lac-Sauvin|Beaumont Ridge|New Tolland|Fort Kessel|Sainte-Ardelle|Harcourt Bay|"
              "Glenbrae|Pine Portage|Laurentide Mills|Fraser Narrows|Coldwater Forks|St. Brynach|"
              "Tullamore Station|Willowdene|Amberlea|Kinross Landing|Otterburn Flats|Mistassin|Cape Tolan|"
              "Riviere-Doree|Birchmount Falls|Lower Kestrel|Mount Allard|Peltier Creek|Saltmarsh Cove")
COUNTIES = _s("Hallett County|Brennard County|Oswin County|Tamarind County|Lowe County|Calloway Parish|"
              "Ferris County|Garland County|Upper Moray County|Kittredge County")
US_STATES = [
    ("Ohio", "OH"), ("Pennsylvania", "PA"), ("Maryland", "MD"), ("Maine", "ME"), ("Indiana", "IN"),
    ("Oregon", "OR"), ("Michigan", "MI"), ("Wisconsin", "WI"), ("Minnesota", "MN"), ("Iowa", "IA"),
    ("Missouri", "MO"), ("Kentucky", "KY"), ("Tennessee", "TN"), ("Georgia", "GA"), ("North Carolina", "NC"),
    ("Virginia", "VA"), ("New York", "NY"), ("Vermont", "VT"), ("New Mexico", "NM"), ("Arizona", "AZ"),
    ("Colorado", "CO"), ("Washington", "WA"), ("Texas", "TX"), ("Louisiana", "LA"), ("Nebraska", "NE"),
    ("Montana", "MT"), ("Delaware", "DE"), ("Massachusetts", "MA"), ("Illinois", "IL"), ("Alabama", "AL"),
]
CA_PROVS = [
    ("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Manitoba", "MB"),
    ("Nova Scotia", "NS"), ("Saskatchewan", "SK"), ("New Brunswick", "NB"),
    ("Newfoundland and Labrador", "NL"), ("Prince Edward Island", "PE"),
]
COUNTRIES = _s("Portugal|Ghana|Nigeria|Senegal|India|Pakistan|Bangladesh|Sri Lanka|Philippines|Vietnam|"
               "South Korea|Japan|China|Poland|Ukraine|Romania|Serbia|Croatia|Lebanon|Jordan|Egypt|Morocco|"
               "Mexico|Guatemala|El Salvador|Honduras|Colombia|Peru|Ireland|Scotland|New Zealand|Samoa|"
               "Tonga|Fiji|Australia|Kenya|Ethiopia|Brazil|Dominican Republic|Haiti|Jamaica|Germany|Italy")
STREET_NAMES = _s("Elm|Birch|Juniper|Larkspur|Quarry|Tamarack|Hollis|Wexford|Kingfisher|Meadowlark|Sorrel|"
                  "Alder|Chestnut|Bellweather|Cobbler|Harrow|Ivy|Lantern|Marigold|Nettle|Orchard|Pewter|"
                  "Quill|Rook|Saddle|Thimble|Union|Vesper|Willow|Yarrow|Zephyr|Old Mill|Foundry|Tanner|"
                  "Copperhead|Dunlin|Fieldstone|Gristmill|Heron Pond|Ironbark|Kestrel|Lilac|Mossy Oak|"
                  "Northgate|Pheasant Run|Red Fox|Stonecrop|Teasel|Wicket|Crabapple|Beacon Hill|Cedar")
STREET_TYPES = _s("Street|Avenue|Road|Lane|Drive|Court|Way|Place|Boulevard|Terrace|Crescent|Circle|Trail|"
                  "Parkway|St|Ave|Rd|Ln|Dr|Ct|Blvd|Hwy")

US_HOSPITALS = _s("Marlow Falls Memorial Hospital|Saint Brigid's Regional Medical Center|Harrowgate Community "
                  "Hospital|Greywater Valley Health|Calder Bay General|Our Lady of the Lantern Hospital|"
                  "Sable Creek Medical Center|Kettle Ridge Regional|North Amberly Medical Center|Vellport "
                  "University Hospital|Larkspur Valley Hospital|Ostrander Veterans Medical Center|"
                  "Dunmere Baptist Hospital|St. Avel's Mercy Hospital|Ironwood Gap Hospital|Bellhaven General")
US_CHILD_HOSP = _s("Bramwell Children's Hospital|Harrowgate Children's|Kettle Ridge Children's Medical Center")
US_WOMENS = _s("Wrenfield Women's Hospital|Hollis Ford Birth Center|Saint Brigid's Family Birthplace")
CA_HOSPITALS = _s("Harcourt Bay Health Centre|Glenbrae General Hospital|St. Brynach's Hospital|Pine Portage "
                  "District Hospital|Fraser Narrows Regional Health Centre|Kinross Landing Memorial|"
                  "Laurentide Mills Hospital|Beaumont Ridge Regional Health Centre")
CLINICS = _s("Thistle Hill Family Practice|Quarry Bend Medical Group|Juniper Flats Community Clinic|"
             "Elm Park Pediatrics|Copper Landing Cancer Center|Northgate Orthopedics|Hollis Ford Women's "
             "Health|Lantern Street Clinic|Ashcombe Internal Medicine|Maplewick Pediatric Associates|"
             "Kestrel Rehab and Sports PT|Ironwood Physical Therapy|Greywater Heart Associates|"
             "Fallowfield Family Medicine|Tamsin Valley Health Center|Corlan Urgent Care|"
             "Glenbrae Family Health Team|Willowdene Medical Clinic|Pine Portage Nurse Practitioner Clinic|"
             "Otterburn Flats Community Health Centre|Bellhaven Surgical Associates|Dorrance Lung and Sleep")
PRIMARY_CLINICS = _s("Thistle Hill Family Practice|Quarry Bend Medical Group|Juniper Flats Community Clinic|"
                     "Lantern Street Clinic|Ashcombe Internal Medicine|Fallowfield Family Medicine|Tamsin Valley "
                     "Health Center|Glenbrae Family Health Team|Willowdene Medical Clinic|Pine Portage Nurse "
                     "Practitioner Clinic|Otterburn Flats Community Health Centre|Corlan Urgent Care")
SPECIALTY_CLINICS = _s("Northgate Orthopedics|Greywater Heart Associates|Bellhaven Surgical Associates|Dorrance Lung "
                       "and Sleep|Hollis Ford Women's Health|Copper Landing Cancer Center|Kestrel Rehab and Sports PT|"
                       "Ironwood Physical Therapy")
PEDS_CLINICS = _s("Elm Park Pediatrics|Maplewick Pediatric Associates|Tamsin Valley Health Center|Glenbrae Family "
                  "Health Team|Juniper Flats Community Clinic")
DENTAL = _s("Tamsin Valley Pediatric Dentistry|Harrow Lane Family Dental|Glenbrae Kids Dental|Quarry Bend Smiles")
DIALYSIS_UNITS = _s("Sutter's Crossing Dialysis|Redwing Kidney Center|Brightwater Dialysis Unit|"
                    "Calder Bay Renal Care|Harcourt Bay Satellite Hemodialysis|Ostrander Kidney Care|"
                    "Amberlea Dialysis Centre")
PHARMACIES = _s("Corlan Drug|Dunmere Pharmacy|Halvorsen Apothecary|Main and Pine Pharmacy|MedLane Pharmacy|"
                "Tolliver Family Drugs|Quarry Bend Rx|Glenbrae Pharmasave|Kinross Chemist|Sable Creek Drug")
CARE_HOMES = _s("Willowdene Care Home|Amberlea Manor|Sorrel Gardens Assisted Living|Lark Hill Skilled "
                "Nursing|Cedar Hollow Rehabilitation Center|Bramwell Pines Nursing and Rehab|The Heron "
                "Court Residence|Fenwick Lake Long-Term Care|Mount Allard Lodge|Greystone Terrace SNF")
HOME_HEALTH = _s("Heartwood Home Health|Bluebell Visiting Nurses|Threshold Home Care|Juniper Home Health "
                 "Services|Lanternlight Hospice|Northstar Home Nursing|Kinross Community Care Access")
UNITS = _s("5 North|4 West|6 East|3 South|Tamarack Unit|Birch Ward|7B|Heron Unit|Cedar Pod|8 North|"
           "Garnet Unit|2 East Step-Down")

EMPLOYERS = _s("Greywater Freight|Halvorsen Tool and Die|Tamsin Poultry|Corlan Steelworks|Pemberton "
               "Logistics|Bluefield Dairy Co-op|Calder Bay Fisheries|Ironwood Mining Company|Lakeshore "
               "Transit Authority|Quillan Brothers Roofing|Fallowfield Grain Elevator|Vellport Paper Mill|"
               "Northway Electric|Saltmarsh Boatworks|Marrick and Sons Plumbing|Dorrance Auto Body|"
               "Kilmory Ski Resort|Sable Creek Casino|Westbrook Textile|Harrow Lane Bakery|Kettle Ridge "
               "Sawmill|Brennard Packaging|Ostrander Cold Storage|Port Emmerich Shipyard")
DAYCARES = _s("Little Acorns Daycare|Sunny Meadow Preschool|Bright Beginnings Learning Center|Elk Prairie "
               "Montessori|Tiny Oaks Child Care|Wrenfield Head Start")
ELEMENTARY = _s("Quarry Bend Elementary School|Glenbrae Public School|Maplewick Elementary|St. Avel Catholic School|"
                "Copper Landing Elementary|Otterburn Flats Public School")
MIDDLE = _s("Maplewick Middle School|Northgate Academy|Dunmere Junior High|Fallowfield Middle School")
HIGH = _s("Ashcombe High School|Harcourt Bay Secondary|Kettle Ridge High School|Bellhaven Regional High")
SCHOOLS = DAYCARES + ELEMENTARY + MIDDLE + HIGH + _s("Vellport Community College|Brennard County Schools|"
                                                      "Kettle Ridge Unified|Lower Kestrel School Division")
CHURCHES = _s("Saint Avel Parish|First Baptist Church of Dunmere|Greater Hope AME Church|Holy Trinity "
              "Ukrainian Orthodox|Masjid al-Noor of Vellport|Gurdwara Sahib Fraser Narrows|Cedar Hollow "
              "Kingdom Hall|Our Lady of Lourdes Parish|Grace Fellowship Church|Beth Shalom Congregation")
INSURERS = _s("Keystone Mutual Health|Bluestem Health Plan|Evergreen Shield|Cardinal Care HMO|Northstar "
              "Benefit Trust|Prairie Lantern Insurance|Maple Assurance|Harbourline Extended Health|"
              "Cobalt Union Health Fund")
AGENCIES = _s("Brennard County Adult Protective Services|Hallett County Area Agency on Aging|Oswin County "
              "Department of Social Services|Harvest Table Meals|Ridewell Medical Transport|Northway Medical "
              "Supply|Kinross Seniors Outreach|Lowe County Veterans Office|Bluebird Wheelchair Van Service|"
              "Cardinal Oxygen and DME|Fraser Narrows Community Living Services")
LANDMARKS = _s("Riverside Mall|the Dunmere Grain Silo|Harrowgate Dam|Kilmory Lighthouse|Tamsin Speedway|"
               "the Old Quarry Bridge|Sable Creek Fairgrounds|Fenwick Lake Marina|Copper Landing Bus Depot|"
               "Vellport Civic Arena|Pellston Heights Trailhead|Greywater Truck Stop|Northgate Plaza")
BUILDINGS = _s("Harlow Pavilion|Whitcombe Tower|Kessler Building|Annex C|Orchard Wing|Pemberton Pavilion|"
               "Lindqvist Tower|Bayard Building")

PROFESSIONS = _s("welder|teacher|long-haul truck driver|electrician|accountant|carpenter|dairy farmer|"
                 "line cook|bus driver|librarian|mail carrier|plumber|software engineer|dental hygienist|"
                 "hairdresser|roofer|firefighter|police officer|paralegal|cashier|warehouse worker|"
                 "forklift operator|commercial fisherman|pastor|graphic designer|machinist|bartender|"
                 "home daycare provider|seamstress|pharmacist|nurse|civil engineer|bank teller|"
                 "landscaper|school bus driver|pipefitter|house painter|court reporter|veterinarian|"
                 "real estate agent|janitor|security guard|crossing guard|flight attendant|coal miner|"
                 "poultry processor|auto mechanic|architect|chef|social worker|music teacher|"
                 "insurance adjuster|stonemason|tailor|barber|childcare worker|lab technician|"
                 "deckhand|sheet metal worker|lobsterman|nanny|grocery clerk|physics professor")

HOLIDAYS_US = ["Christmas", "Christmas Eve", "Thanksgiving", "New Year's Day", "New Year's Eve",
               "Easter", "Halloween", "Memorial Day", "Labor Day", "Fourth of July", "Independence Day"]
HOLIDAYS_CA = ["Christmas", "Christmas Eve", "Thanksgiving", "New Year's Day", "Canada Day", "Easter",
               "Labour Day", "Victoria Day", "Boxing Day", "Halloween"]

AREA_US = ["216", "330", "412", "717", "301", "410", "207", "317", "503", "541", "313", "616", "414", "612",
           "319", "314", "502", "615", "404", "919", "804", "518", "802", "505", "602", "303", "206", "512",
           "225", "402", "406", "302", "617", "413", "312", "205", "724", "937"]
AREA_CA = ["613", "416", "705", "807", "604", "250", "403", "780", "204", "902", "306", "506", "709", "519"]
INTL_CC = {"Portugal": "351", "Ghana": "233", "Nigeria": "234", "India": "91", "Philippines": "63",
           "Vietnam": "84", "Poland": "48", "Lebanon": "961", "Mexico": "52", "Samoa": "685",
           "Ukraine": "380", "Kenya": "254", "Germany": "49"}
