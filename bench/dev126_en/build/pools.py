"""Invented value pools for dev126_en (geriatrics / long-term care / hospice).

Everything here was written for this set. Real names appear only for US states,
Australian states/territories and countries.
"""

def _w(s):
    return [x.strip() for x in s.split("|") if x.strip()]


# ---------------------------------------------------------------- given names
FEMALE = _w("""
Margaret|Dorothy|Joan|Edna|Mildred|Beryl|Doreen|Gladys|Phyllis|Mavis|Elsie|Winifred|Irene|Eileen|
Agnes|Bridget|Siobhan|Maeve|Kathleen|Noreen|Moira|Fiona|Isla|Morag|Catriona|Ailsa|Rhiannon|Gwyneth|
Bronwen|Cerys|Nia|Dilys|Ngozi|Chiamaka|Adaeze|Funmilayo|Abena|Akosua|Efua|Amara|Wanjiru|Halima|
Fadumo|Hodan|Ayesha|Fatima|Zainab|Khadija|Nasreen|Shabana|Parveen|Rukhsana|Priya|Lakshmi|Savitri|
Kamala|Sunita|Anjali|Gurpreet|Harjit|Manjit|Baljinder|Mei|Li Na|Xiu Ying|Hui Min|Yan|Lan|Thi Hoa|
Ngoc Anh|Thuy|Mai|Hoa|Maria|Lourdes|Rosario|Consuelo|Dolores|Guadalupe|Esperanza|Carmen|Pilar|
Teresa|Immacolata|Giuseppina|Concetta|Assunta|Rosaria|Carmela|Filomena|Eleni|Despina|Vasiliki|
Georgia|Stavroula|Paraskevi|Antonia|Krystyna|Halina|Jadwiga|Stanislawa|Danuta|Zofia|Irena|Wanda|
Yoko|Keiko|Michiko|Sachiko|Hyun-joo|Soon-ja|Young-hee|Miriam|Ruth|Esther|Naomi|Leah|Rivka|Hannah|
Ingrid|Astrid|Greta|Liesel|Hildegard|Annelies|Marieke|Johanna|Aroha|Mere|Ana|Talia|Lupe|Sina|
Hope|Grace|Joy|Faith|Rose|Iris|Ivy|Violet|Daisy|Hazel|Pearl|Ruby|May|June|Dawn|Holly|Heather|
Amber|Olive|Patience|Mercy|Honor|Constance|Prudence|Verity|Wren|Robin|Coral|Opal|Myrtle|Fern|
Flora|Florence|Ada|Ethel|Lilian|Vera|Nancy|Sylvia|Brenda|Shirley|Maureen|Audrey|Betty|Patricia|
Barbara|Shirleen|Loretta|Dolly|Lorraine|Bernadette|Colleen|Marjorie|Evelyn|Thelma|Imelda|Rosalind|
Jacinta|Lorna|Norma|Glenys|Valmai|Merle|Narelle|Raelene|Lurleen|Gwen|Netta|Hinemoa|Tahlia|Jarrah|
Kirra|Leilani|Marisol|Yolanda|Oluwaseun|Folake|Bisi|Chinwe|Mbali|Thandiwe|Nomsa|Aisling|Grainne|
Orla|Dervla|Niamh|Sadie|Tillie|Queenie|Lettie|Cissie|Bessie|Nellie|Hattie|Mamie|Ida|Cora|Delia
""")

MALE = _w("""
Harold|Albert|Ernest|Stanley|Cyril|Wilfred|Leslie|Clifford|Reginald|Norman|Kenneth|Dennis|Raymond|
Arthur|Walter|Herbert|Percy|Cecil|Douglas|Gordon|Alistair|Hamish|Angus|Murdo|Lachlan|Ewan|Dai|
Gareth|Emlyn|Huw|Idris|Rhodri|Padraig|Seamus|Declan|Eamon|Ciaran|Fergus|Chukwuemeka|Obinna|
Olusegun|Babatunde|Kwame|Kofi|Yaw|Kwabena|Tendai|Sipho|Themba|Abdi|Mohamed|Hassan|Yusuf|Tariq|
Imran|Khalid|Rashid|Anwar|Rajesh|Suresh|Ramesh|Vikram|Arjun|Harbhajan|Gurdev|Jaswant|Balwinder|
Wei|Jian|Chen|Hao|Ming|Tuan|Minh|Duc|Quang|Van Long|Jose|Rodrigo|Ernesto|Guillermo|Alejandro|
Salvatore|Giuseppe|Vincenzo|Carmelo|Domenico|Antonio|Nikos|Giorgos|Dimitrios|Stavros|Panagiotis|
Kostas|Tadeusz|Zbigniew|Kazimierz|Wojciech|Stanislaw|Jerzy|Hiroshi|Takeshi|Kenji|Min-jun|Sung-ho|
Dong-hyun|Moshe|Avraham|Yosef|Shlomo|Chaim|Lars|Sven|Anders|Dieter|Klaus|Joachim|Pieter|Hendrik|
Wiremu|Tama|Hemi|Sione|Tevita|Mark|Will|Bill|Frank|Glen|Dale|Cliff|Forrest|Sterling|Wade|Chase|
Hunter|Miles|Bob|Sunny|Robin|Basil|Jack|Rocky|Rusty|Gray|Heath|Lance|Earl|Duke|Royal|King|Major|
Jim|Ron|Ted|Len|Alf|Sid|Wally|Merv|Col|Bluey|Snow|Ray|Vern|Clem|Fred|Eric|Roy|Don|Keith|Trevor|
Neville|Graham|Brian|Terence|Malcolm|Colin|Desmond|Lionel|Horace|Rupert|Ambrose|Augustine|Elijah|
Ezekiel|Thaddeus|Cornelius|Ignatius|Otis|Virgil|Luther|Cletus|Elmer|Homer|Marvin|Leroy|Delbert|
Jerome|Winston|Linton|Errol|Delroy|Lloyd|Clive|Rohan|Jarrod|Bevan|Jethro|Kerry|Ossie|Mack|Dusty
""")

NICK = {
    "Margaret": ["Peggy", "Maggie", "Meg", "Rita"], "Dorothy": ["Dot", "Dolly", "Dottie"],
    "Elizabeth": ["Betty", "Liz"], "Patricia": ["Pat", "Trish"], "Barbara": ["Babs"],
    "Florence": ["Flo", "Florrie"], "Winifred": ["Win", "Winnie"], "Gladys": ["Glad"],
    "Kathleen": ["Kath", "Kitty"], "Mildred": ["Millie"], "Agnes": ["Aggie", "Nessie"],
    "Albert": ["Bert", "Al"], "Harold": ["Harry", "Hal"], "Ernest": ["Ernie"],
    "Stanley": ["Stan"], "Wilfred": ["Wilf", "Fred"], "Reginald": ["Reg"], "Kenneth": ["Ken"],
    "Leslie": ["Les"], "Douglas": ["Doug", "Dougie"], "Raymond": ["Ray"], "Arthur": ["Art"],
    "Herbert": ["Herb", "Bertie"], "Norman": ["Norm"], "Clifford": ["Cliff"],
    "Salvatore": ["Sal", "Toto"], "Giuseppe": ["Joe", "Pino"], "Vincenzo": ["Vince", "Enzo"],
    "Dimitrios": ["Jim", "Takis"], "Panagiotis": ["Peter", "Panos"], "Tadeusz": ["Ted", "Tadek"],
    "Stanislaw": ["Stan"], "Olusegun": ["Segun"], "Babatunde": ["Tunde"],
    "Chukwuemeka": ["Emeka"], "Giuseppina": ["Josie", "Pina"], "Immacolata": ["Mac", "Tina"],
    "Concetta": ["Connie"], "Assunta": ["Susie"], "Carmela": ["Millie"], "Stavroula": ["Voula"],
    "Vasiliki": ["Vicky", "Vasso"], "Paraskevi": ["Vivi", "Evie"], "Constance": ["Connie"],
    "Prudence": ["Prue"], "Valmai": ["Val"], "Lilian": ["Lil", "Lily"], "Evelyn": ["Evie"],
    "Bernadette": ["Bernie"], "Jacinta": ["Cinta"], "Cornelius": ["Neil"], "Augustine": ["Gus"],
    "Thaddeus": ["Tad"], "Ignatius": ["Iggy"], "Terence": ["Terry"], "Desmond": ["Des"],
    "Malcolm": ["Mal"], "Trevor": ["Trev"], "Neville": ["Nev"], "Merv": ["Mervyn"],
}

SURNAMES = _w("""
Hollis|Pritchard|Ashworth|Blackwood|Cartwright|Dunmore|Fairclough|Greenhalgh|Hargreaves|Ingleby|
Jessop|Kershaw|Lumley|Marchbank|Nettleton|Ormerod|Pemberton|Quarmby|Rushworth|Sowerby|Threlfall|
Uttley|Varley|Whitworth|Yardley|Abernethy|Buchanan|Crichton|Drummond|Farquhar|Galbraith|McAllister|
MacKinnon|McCafferty|O'Donoghue|O'Sullivan|Fitzgerald|Kavanagh|Brannigan|Mulcahy|Doherty|Flannery|
Lenihan|Ni Bhriain|ap Rhys|Llewellyn|Vaughan|Prosser|Gwilliam|Okafor|Adeyemi|Nwosu|Eze|Obi|Balogun|
Oyelaran|Mensah|Asante|Boateng|Owusu|Agyeman|Ndlovu|Dlamini|Moyo|Mwangi|Otieno|Warsame|Abdullahi|
Hussein|Farah|Khan|Qureshi|Chaudhry|Malik|Siddiqui|Sharma|Patel|Iyer|Krishnan|Reddy|Banerjee|
Chatterjee|Desai|Nair|Menon|Sandhu|Gill|Dhillon|Grewal|Sidhu|Chen|Wong|Lau|Zhang|Liu|Huang|Tan|
Lim|Ng|Nguyen|Tran|Pham|Le|Vo|Dang|Santos|Reyes|Bautista|Dela Cruz|Villanueva|Mendoza|Garcia|
Hernandez|Morales|Castillo|Gutierrez|Rojas|Espinoza|Romano|Esposito|Ferraro|Greco|Marino|Rizzo|
Caruso|De Luca|Lombardo|Costa|Papadopoulos|Georgiou|Nikolaidis|Karamanlis|Christodoulou|Angelopoulos|
Kowalski|Nowak|Wisniewski|Wojcik|Kaminski|Lewandowski|Zielinski|Szymanski|Tanaka|Watanabe|Yamamoto|
Nakamura|Kim|Park|Choi|Jung|Cohen|Levy|Friedman|Rosenberg|Abramowitz|Katz|Lindqvist|Johansson|
Andersen|Halvorsen|Schmidt|Becker|Hoffmann|Vogel|Van der Berg|De Vries|Jansen|Bakker|Te Rangi|
Ngata|Tuilagi|Fifita|Havili|Baker|Cook|Smith|Young|King|Bishop|Black|White|Green|Brown|Little|
Long|Short|Small|Strong|Hill|Wood|Field|Banks|Rivers|Lake|Moss|Stone|Bell|Hall|Wall|Ward|Sharp|
Swift|Wise|Cross|Fox|Wolf|Crane|Finch|Sparrow|Nightingale|Fisher|Hunter|Carpenter|Mason|Porter|
Butler|Page|Price|Payne|Best|Good|Goodman|Friend|Love|Hope|Joy|Pickles|Salt|Pepper|Rice|Bean|
Barley|Marsh|Heath|Moor|Brook|Ford|Bridge|Street|Lane|Church|Chapel|Temple|Noble|Prince|Knight|
Sargent|Major|Steward|Frost|Snow|Winter|Summers|Day|Bird|Crow|Swan|Drake|Hawk|Lamb|Hart|Pike|
Bass|Salmon|Herring|Bone|Head|Foot|Legg|Pain|Savage|Gentle|Rich|Golden|Silver|Penny|Cash|Hay|
Reed|Rush|Sage|Parsley|Mustard|Waters|Wells|Poole|Dyke|Cutler|Draper|Tanner|Slater|Thatcher|
Turner|Weaver|Dyer|Chandler|Fletcher|Bowman|Archer|Walker|Fuller|Glover|Hooper|Cooper|Booker|
Coward|Hardy|Blunt|Stout|Power|Strange|Fairweather|Goodbody|Lovejoy|Merriweather|Honeyman|Sweet|
Tremayne|Penrose|Trelawny|Polglase|Nancarrow|Quiller|Chegwidden|Rowe|Tonkin|Trevithick|Kearney|
Whitlam|Cullinan|Dunstan|Mabo|Yunupingu|Watson-Brown|Harding-Smith|Ashby-Cole|St. Clair|MacLeod|
Featherstonehaugh|Ramsbottom|Higginbottom|Sidebottom|Winterbottom|Oakenfold|Thistlethwaite|
Jankowski|Popescu|Ionescu|Horvat|Novak|Petrovic|Jovanovic|Kovacs|Nagy|Szabo|Haddad|Khoury|Nassar|
Saleh|Mansour|Aziz|Rahman|Hossain|Begum|Akhtar|Yilmaz|Demir|Ozturk|Kaya|Mendes|Pereira|Ferreira|
Oliveira|Silva|Souza|Almeida|Cardoso|Gonsalves|D'Souza|Fernandes|Pinto|Rodrigues|Alvares|Lobo
""")

# ------------------------------------------------------------- places (invented)
TOWN_A = _w("""Ash|Alder|Birch|Bram|Cald|Cran|Dun|Elm|Fen|Gar|Hal|Hol|Ivy|Kel|Lang|Lark|Mar|Mill|
Nor|Oak|Pen|Quen|Rook|Sal|Stan|Thorn|Tam|Ull|Ver|Wex|Wil|Yar|Brack|Chel|Corr|Drum|Glen|Kirk|
Lynd|Mel|Nether|Ottery|Pell|Rath|Shel|Tarr|Wend|Whin|Bel|Carra|Warra|Tal|Kool|Bun|Yanda|Merri|Mirri|
Wollo|Narra|Kurra|Coob|Boor|Tuma|Wang|Gerri|Mulla|Bindi""")
TOWN_B = _w("""ford|bury|ton|ley|field|wick|bridge|stead|well|combe|worth|minster|dale|mere|by|thorpe|
ham|holme|hurst|ing|brook|gate|haven|more|port|ridge|vale|wood|cross|side|burn|mouth|wellan|
ana|arra|ong|ella|indi|oona|alla|ungo|abri|ooka|erang|illa""")
TOWN_PRE = ["", "", "", "", "", "", "North ", "South ", "East ", "West ", "Port ", "Upper ",
            "Lower ", "Great ", "Little ", "Mount ", "Lake ", "New "]
TOWN_POST = ["", "", "", "", "", "", "", " Falls", " Springs", " Heights", " Creek",
             " Junction", " Crossing", " Hills", " on Sea", " Bay", " Park", " Flats", " Plains"]

STREET_NAME = _w("""
Kestrel|Juniper|Larkspur|Bramble|Hawthorn|Rowan|Sycamore|Willow|Chestnut|Magnolia|Wattle|Banksia|
Jacaranda|Grevillea|Bottlebrush|Ironbark|Coolabah|Tallowwood|Paperbark|Orchard|Mill|Quarry|Pottery|
Tannery|Ropewalk|Chapel|Station|Foundry|Granary|Forge|Wharf|Canal|Harbour|Beacon|Lighthouse|Pier|
Meadow|Heather|Bracken|Gorse|Thistle|Foxglove|Primrose|Bluebell|Cowslip|Clover|Yarrow|Saffron|
Dunmore|Ashworth|Pemberton|Whitlam|Carrington|Fitzroy|Wellesley|Cavendish|Beaumont|Lancaster|
Montague|Harcourt|Kingsley|Ellery|Tennant|Abbot|Prior|Deacon|Friar|Canon|Sexton|Verger|Brewer|
Cooper|Fletcher|Weaver|Tanner|Carter|Cartwright|Wainwright|Shepherd|Drover|Shearer|Swagman|Digger|
Maple|Hickory|Sassafras|Cottonwood|Dogwood|Persimmon|Magnolia|Laurel|Pecan|Buckeye|Sequoia|Aspen|
Prairie|Bluff|Mesa|Canyon|Ridge|Summit|Valley|Hollow|Glade|Grove|Fernhill|Highfield|Longacre|
Broadmead|Cold Harbour|Windmill|Watermill|Saltings|Marshgate|Sandpit|Chalkpit|Limekiln|Ferry|
Tollgate|Turnpike|Coaching|Stagecoach|Railway|Tramway|Signal|Junction|Pinewood|Redgum|Bluegum|
Stringybark|Currawong|Kookaburra|Lorikeet|Galah|Rosella|Brolga|Pelican|Heron|Egret|Plover|Curlew
""")
STREET_SUF = {
    "US": ["Street", "Avenue", "Road", "Drive", "Lane", "Court", "Boulevard", "Way", "Place",
           "Terrace", "Circle", "Pike", "St.", "Ave", "Rd", "Dr.", "Ln", "Ct", "Blvd", "Trail"],
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Gardens", "Grove", "Mews", "Way",
           "Avenue", "Terrace", "Drive", "Walk", "Rise", "Row", "Place", "Rd", "St", "View"],
    "AU": ["Street", "Road", "Parade", "Crescent", "Terrace", "Avenue", "Court", "Place",
           "Close", "Highway", "Esplanade", "Drive", "St", "Rd", "Pde", "Cres", "Tce", "Ave"],
}

US_STATES = [("Alabama", "AL"), ("Alaska", "AK"), ("Arizona", "AZ"), ("Arkansas", "AR"),
             ("California", "CA"), ("Colorado", "CO"), ("Connecticut", "CT"), ("Delaware", "DE"),
             ("Florida", "FL"), ("Georgia", "GA"), ("Idaho", "ID"), ("Illinois", "IL"),
             ("Indiana", "IN"), ("Iowa", "IA"), ("Kansas", "KS"), ("Kentucky", "KY"),
             ("Louisiana", "LA"), ("Maine", "ME"), ("Maryland", "MD"), ("Massachusetts", "MA"),
             ("Michigan", "MI"), ("Minnesota", "MN"), ("Mississippi", "MS"), ("Missouri", "MO"),
             ("Montana", "MT"), ("Nebraska", "NE"), ("Nevada", "NV"), ("New Hampshire", "NH"),
             ("New Jersey", "NJ"), ("New Mexico", "NM"), ("New York", "NY"),
             ("North Carolina", "NC"), ("North Dakota", "ND"), ("Ohio", "OH"), ("Oklahoma", "OK"),
             ("Oregon", "OR"), ("Pennsylvania", "PA"), ("Rhode Island", "RI"),
             ("South Carolina", "SC"), ("Tennessee", "TN"), ("Texas", "TX"), ("Utah", "UT"),
             ("Vermont", "VT"), ("Virginia", "VA"), ("Washington", "WA"), ("Wisconsin", "WI"),
             ("West Virginia", "WV"), ("Wyoming", "WY")]
AU_STATES = [("New South Wales", "NSW", "2"), ("Victoria", "VIC", "3"), ("Queensland", "QLD", "4"),
             ("South Australia", "SA", "5"), ("Western Australia", "WA", "6"),
             ("Tasmania", "TAS", "7"), ("Northern Territory", "NT", "08"),
             ("Australian Capital Territory", "ACT", "26")]
UK_COUNTIES = _w("""Marlshire|Wexshire|Fenlandshire|Holmeshire|Castlereach|Ormsby Vale|Tarrantshire|
Brackenshire|Mereshire|Kelvedon Downs|Pellingshire|Ravensmoor""")

COUNTRIES = _w("""Jamaica|Ireland|Poland|Greece|India|Pakistan|Bangladesh|Italy|Vietnam|Nigeria|
Ghana|Philippines|Malta|Cyprus|Lebanon|Hungary|Netherlands|Germany|Scotland|Wales|Somalia|Kenya|
Zimbabwe|South Africa|Trinidad|Barbados|Sri Lanka|Malaysia|China|Japan|Korea|Croatia|
Serbia|Portugal|Spain|Chile|Mexico|Fiji|Tonga|Samoa|New Zealand|Canada|Egypt|Turkey|Iran|Iraq|
Ukraine|Latvia|Lithuania|Estonia|Czechoslovakia|Yugoslavia|Denmark|Sweden|Norway|Finland|Uganda""")
HOME_COUNTRY = {"US": ["the United States", "USA", "the US"],
                "UK": ["the UK", "England", "Britain"],
                "AU": ["Australia"]}

# care settings ------------------------------------------------------------------
HOME_STEM = _w("""
Willowmere|Hartfield|Bramblewood|Juniper|Larkspur|Ashgrove|Birchwood|Cedarholme|Elmhurst|Fernlea|
Glenmoor|Hazeldene|Ivybridge|Kingsmead|Lavender|Meadowcroft|Northbrook|Oakhaven|Primrose|Queensbury|
Rosedene|Silverbirch|Thornleigh|Upton Grange|Valley View|Wisteria|Yewtree|Abbeyfield Park|Bellhaven|
Clover|Daffodil|Everglade|Foxhollow|Greystones|Heatherbank|Inglewood|Jasmine|Kestrel|Laurel|
Marigold|Nettlebed|Orchard|Pinecrest|Quayside|Riverside|Sandpiper|Tamarind|Umber|Verbena|Wattle Grove|
Bottlebrush|Grevillea|Banksia|Coolabah|Jacaranda|Mirrabooka|Kurrajong|Illawong|Warrawee|Bellbird|
Sunnybank|Hillcrest|Harbourlight|Lighthouse|Seacliff|Bayview|Greenacres|Goldenhill|Maplewood|
Cottonwood|Sycamore|Magnolia|Shady Oaks|Whispering Pines|Autumn Leaves|Evening Star|Heronwood|
St. Brigid's|St. Columba's|St. Aidan's|St. Winifred's|St. Kilda House|Mount Carmel|Nazareth|
Bethany|Emmaus|Shalom|Beth Tikvah|Tranquil Waters|Harmony|Serenity|Kindred|Homestead|Heritage
""")
HOME_SUF = {
    "US": ["Skilled Nursing Facility", "Nursing and Rehabilitation Center", "Health and Rehab",
           "Senior Living", "Assisted Living", "Care Center", "Manor", "Memory Care",
           "Nursing Home", "Healthcare Center", "Gardens", "Villa"],
    "UK": ["Care Home", "Nursing Home", "House", "Lodge", "Manor", "Court", "Grange",
           "Residential Home", "Care Centre", "Hall", "Gardens", "Mews"],
    "AU": ["Aged Care", "Residential Aged Care", "Aged Care Home", "Lodge", "Gardens",
           "Village", "Care Community", "Nursing Home", "Hostel", "Manor", "Place"],
}
WING = _w("""Bluebell|Heron|Rowan|Kingfisher|Poppy|Lilac|Acacia|Snowdrop|Magpie|Wren|Osprey|Linden|
Cypress|Tulip|Fuchsia|Marram|Sorrel|Thrift|Samphire|Boronia|Waratah|Kowhai|Dogwood|Hickory|Aspen""")
WING_SUF = ["Wing", "Unit", "Suite", "Lodge", "House", "Neighbourhood", "Household", "Cottage"]
AREA = _w("""Bramley Lounge|Oakley Room|Primrose Lounge|Cavendish Dining Room|Hartley Sitting Room|
Beech Conservatory|Willow Courtyard|Mulberry Quiet Room|Kingfisher Lounge|Elder Room|Jubilee Lounge|
Penrose Day Room|Ashby Activity Room""")
HOSP_STEM = _w("""Lakeside|Northgate|Riverbend|Fairhaven|Kingsbridge|Harbourside|Eastfield|Westmoor|
Southland|Ridgeway|Mercy Vale|Pinecrest|Greenway|Stonebridge|Highcliff|Valleyview|Brookhaven|
Ashcombe|Wexley|Tarrant Valley|Calder|Merriwa|Coolangatta Heights|Bindaree|Wollondale|Narrawong|
Kelso Ridge|Penhallow|Trelowen|Haverleigh|Millbrook|Oakfield|Cedar Park|Summit|Granite Falls""")
HOSP_SUF = {
    "US": ["General Hospital", "Medical Center", "Regional Medical Center", "Community Hospital",
           "Memorial Hospital", "VA Medical Center", "Health System"],
    "UK": ["General Hospital", "District General Hospital", "Royal Infirmary", "Community Hospital",
           "University Hospital", "Cottage Hospital"],
    "AU": ["Base Hospital", "District Hospital", "Hospital", "Health Service", "Private Hospital",
           "Regional Hospital"],
}
SAINTS = _w("""St. Mary's|St. Luke's|St. Bartholomew's|St. Jude's|St. Clement's|St. Agnes'|
St. Ninian's|St. Cuthbert's|St. Benedict's|St. Vincent's|Our Lady of Mercy|Holy Cross|Sacred Heart""")
WARD = _w("""Nightingale|Seacole|Fleming|Lister|Jenner|Curie|Cavell|Harvey|Hunter|Osler|Sister Kenny|
Florey|Fry|Barnardo|Hodgkin|Laennec|Addison|Bright|Gull|Mackenzie|Elgar|Brunel|Darwin|Wren|Austen""")
PRACTICE_SUF = {
    "US": ["Family Practice", "Primary Care", "Internal Medicine Associates", "Geriatric Associates",
           "Family Medicine", "Health Clinic"],
    "UK": ["Surgery", "Medical Practice", "Health Centre", "Medical Centre", "Group Practice"],
    "AU": ["Medical Centre", "Family Practice", "General Practice", "Clinic", "Medical Group"],
}
HOSPICE_SUF = ["Hospice", "Hospice Care", "House Hospice", "Palliative Care Unit", "Hospice at Home"]
AGENCY_STEM = _w("""Evergreen|Brightpath|CareLink|Homeward|Kindly|Hearthside|Carewell|Steadfast|
Compass|Lanternlight|Trueway|Helping Hands|Open Door|Bluegum|Southern Star|Coastal|Heartland|
Riverside|Meadowlark|Goldleaf|Cornerstone|Silverline|Wellspring|Nightowl|Dayspring|Tidewater""")
AGENCY_SUF = {
    "US": ["Home Health", "Home Health Agency", "Visiting Nurses", "Home Care Services",
           "Hospice & Home Health"],
    "UK": ["Home Care", "Domiciliary Care", "Care at Home", "Community Care", "Homecare Ltd"],
    "AU": ["Community Nursing", "Home Care", "In-Home Support", "Home Nursing", "Care Services"],
}
PHARM_SUF = {"US": ["Pharmacy", "Drug", "Apothecary"], "UK": ["Pharmacy", "Chemist"],
             "AU": ["Pharmacy", "Chemist", "Discount Chemist"]}

# organisations ------------------------------------------------------------------
EMP_STEM = _w("""Hallam|Pellow|Crossley|Ridgeway|Merriwa|Tarrant|Brennan|Holloway|Okonjo|Vasquez|
Kettleby|Dunmore|Garside|Ashdown|Bellamy|Carrick|Denholm|Ellwood|Fenwick|Gresley|Harrow|Ingram|
Jolliffe|Kirkham|Lowther|Mortimer|Nuttall|Oldroyd|Purslow|Redfern|Stainton|Tebbutt|Underhill""")
EMP_SUF = _w("""Steel Works|Textiles|Haulage|Colliery|Dairy Co-op|Shipping|Motors|Brickworks|
Paper Mill|Foundry|Canning Company|Printing Works|Timber Yard|Bakery|Department Store|Bus Company|
Glassworks|Engineering|Mills|Woollen Mill|Tannery|Railway Workshops|Sugar Mill|Abattoir|Pottery|
Garment Factory|Biscuit Factory|Brewery|Boatyard|Hardware|Cannery|Feed and Grain|Fruit Packing""")
INSURER = {
    "US": _w("""Bluewater Health Plan|Keystone Senior Advantage|Prairie Mutual|Heartland Medigap|
Granite State Senior Care Plan|Lodestar Medicare Advantage|Cardinal Life & Health|Pinnacle Elder Plan|
Harborview Health Partners|Magnolia Senior Choice"""),
    "UK": _w("""Meridian Health Insurance|Albion Care Assurance|Thistle Mutual|Crown Court Healthcare|
Ravenscroft Friendly Society"""),
    "AU": _w("""Wattlebird Health|Coastline Health Fund|Southern Reef Health|Eucalypt Mutual|
Blue Range Health Fund|Outback Members Health"""),
}
CHURCH = _w("""St. Aidan's Parish Church|Grace Baptist Church|Bethel Gospel Hall|St. Sophia Greek Orthodox Church|
Holy Trinity|Our Lady Star of the Sea|Mount Zion Pentecostal|Kingsway Methodist|Beth Shalom Synagogue|
Al-Noor Mosque|Gurdwara Sahib Nanakpur|Sri Ganesha Temple|Wesley Uniting Church|Calvary Chapel Eastside|
St. Patrick's Catholic Church|Redeemer Lutheran|First Presbyterian of Millbrook""")
CLUB = _w("""Harbourside Bowls Club|Kingsley Bridge Club|Ridgeway Working Men's Club|Merriwa RSL Sub-branch|
Wexley Knitting Circle|Tarrant Valley Historical Society|Coolabah Country Women's Association|
Northgate Rotary Club|Calder Allotment Society|Penhallow Male Voice Choir|Elmhurst Garden Club|
Eastside Senior Center|Birchwood Bingo Hall|Lakeside VFW Post|Fernlea Probus Club""")
FUNERAL = _w("""Holloway & Finch Funeral Directors|Tremayne Family Funerals|Greenacres Funeral Home|
Ashdown Memorial Chapel|Bellamy & Sons Funeral Service|Riverside Memorial Park|White Lady Rest|
Kettleby Funeral Care|Peacehaven Funerals|Mortimer & Daughters""")
SUPPLIER = _w("""MedEquip Direct|Careline Mobility|OxyHome Supplies|AbleAid Equipment|Restwell Beds|
Sentinel Alarms|Guardian Pendant Services|HomeSafe Telecare|BreatheEasy Oxygen|Mobility Matters""")
LANDMARK = _w("""Memorial Clock Tower|Jubilee Fountain|Old Corn Exchange|Kestrel Point Lookout|
Soldiers' Memorial Hall|Town Bandstand|Victoria Pier|Heritage Rotunda|Millennium Footbridge|
Old Post Office Building|Coronation Gardens|Fishermen's Co-op Wharf|Railway Station Clock|
Grain Silo Lookout|Pioneer Cottage|Swan Reach Ferry Landing""")

# occupations of patients and relatives ------------------------------------------------
PROFESSIONS = _w("""
schoolteacher|coal miner|seamstress|bus driver|nurse|midwife|accountant|dairy farmer|sheep shearer|
fitter and turner|boilermaker|typist|bank clerk|postman|milkman|headmistress|lorry driver|truck driver|
machinist|welder|electrician|plumber|carpenter|joiner|bricklayer|shopkeeper|publican|barmaid|
hairdresser|cook|chef|baker|butcher|fisherman|merchant seaman|police officer|firefighter|librarian|
pharmacist|dentist|civil engineer|architect|solicitor|legal secretary|cleaner|dock worker|wharfie|
railway signalman|train driver|telephonist|nursery nurse|social worker|history professor|
Methodist minister|vicar|tailor|jeweller|watchmaker|compositor|steelworker|mill worker|
textile worker|factory worker|shop assistant|greengrocer|cabinet maker|upholsterer|dressmaker|
housekeeper|auto mechanic|diesel mechanic|crane operator|cane cutter|stockman|jackaroo|
real estate agent|insurance broker|piano teacher|music teacher|church organist|tram conductor|
air traffic controller|pilot|ship's engineer|surveyor|draughtsman|bookkeeper|payroll clerk|
school principal|kindergarten teacher|dental nurse|radiographer|physiotherapist|GP|pathologist|
journalist|newspaper editor|photographer|signwriter|painter and decorator|roofer|stonemason|
gardener|groundsman|greenkeeper|jockey|horse trainer|boxer|professional footballer|cricketer|
hotel manager|waitress|cinema projectionist|telegram boy|lighthouse keeper|ferry operator|
long-haul trucker|school bus driver|crossing guard|seamstress and tailor|laundress|
""")
PROF_REL = _w("""nurse|teacher|paramedic|accountant|police officer|software developer|lawyer|
hairdresser|pharmacist|social worker|electrician|chef|engineer|retail manager|care worker|
truck driver|carpenter|real estate agent|physiotherapist|dentist|bank manager|farmer|veterinarian|
firefighter|university lecturer|graphic designer|plumber|bus driver|journalist|mechanic""")

# clinicians' given names / surnames drawn from the same pools; roles below
ROLES = {
    "US": {"doc": ["MD", "DO", "NP", "PA-C"], "nurse": ["RN", "LPN", "LVN", "BSN, RN"],
           "aide": ["CNA", "HHA", "PCA"], "sw": ["MSW", "LCSW"], "ot": ["OTR/L", "COTA"],
           "pt": ["PT, DPT", "PTA"], "slp": ["CCC-SLP"], "chap": ["MDiv", "BCC"]},
    "UK": {"doc": ["MRCGP", "FRCP", "MBChB", "ANP"], "nurse": ["RGN", "RMN", "RN"],
           "aide": ["HCA", "Senior Carer", "Care Assistant"], "sw": ["Social Worker"],
           "ot": ["OT"], "pt": ["Physio"], "slp": ["SLT"], "chap": ["Chaplain"]},
    "AU": {"doc": ["FRACGP", "FRACP", "MBBS", "NP"], "nurse": ["RN", "EN", "CN"],
           "aide": ["PCA", "AIN", "PCW"], "sw": ["SW"], "ot": ["OT"], "pt": ["Physio"],
           "slp": ["SP"], "chap": ["Pastoral Care"]},
}
