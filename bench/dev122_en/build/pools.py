"""Invented value pools for dev122_en (PHI side). Every value here is made up."""


def _w(s):
    return [x.strip() for x in s.split("|") if x.strip()]


GIVEN_F = _w("""
Hope|Rose|Mercy|Grace|Joy|Faith|June|Dawn|Iris|Ivy|Hazel|Pearl|Ruby|Amber|Crystal|Destiny|Patience|Honor|
Misty|Sunny|Summer|Autumn|Blossom|Charity|Constance|Felicity|Prudence|Violet|Olive|Daisy|Holly|Robin|
Jane|Mary|Ellen|Margaret|Dorothy|Beth|Alice|Harriet|Louise|Frances|Eleanor|Judith|Carol|Nancy|Diane|
Maria|Lucia|Guadalupe|Ximena|Rocio|Paloma|Inés|Marisol|Yesenia|Araceli|Itzel|Beatriz|Conceição|Graça|
Adaeze|Chiamaka|Ngozi|Funmilayo|Yetunde|Abena|Akosua|Efua|Nneka|Folake|Zainab|Aisha|Fatima|Hodan|
Ayaan|Hawa|Mekdes|Selamawit|Tigist|Leila|Yasmin|Noor|Rania|Samira|Shirin|Parisa|Azadeh|Elif|Zeynep|
Priya|Ananya|Lakshmi|Deepa|Kavita|Sunita|Meera|Shreya|Nasreen|Farhana|Rukhsana|Mei|Xiu|Lan|Jing|Hui|
Ji-woo|Seo-yeon|Min-ji|Yuki|Haruka|Akiko|Sakura|Thuy|Linh|Ngoc|Mai|Hoa|Maricel|Rowena|Jocelyn|Malai|
Agnieszka|Katarzyna|Małgorzata|Olga|Svetlana|Natalia|Oksana|Iryna|Eleni|Despina|Giulia|Francesca|
Chiara|Greta|Liesel|Anneke|Saoirse|Siobhan|Niamh|Fiona|Isla|Mirlande|Widline|Nadège|Leilani|Malia|
Siosaia|Anahit|Nare|Miriam|Tova|Shoshana|Keisha|Latoya|Tamika|Shanice|Imani|Aaliyah|Brianna|Kayla|
Megan|Ashley|Brittany|Courtney|Heather|Tiffany|Whitney|Lindsey|Kristen|Bethany|Marguerite|Odile
""")

GIVEN_M = _w("""
Will|Frank|Bill|Mark|Guy|Dale|Glen|Rocky|Rusty|Buck|Chase|Hunter|Miles|Lance|Pierce|Wade|Grant|Royal|
Major|King|Price|Sterling|Clay|Forrest|Heath|Reed|Ward|Rich|Duke|Earl|Jack|John|James|Robert|Thomas|
George|Walter|Harold|Eugene|Raymond|Albert|Leonard|Gerald|Douglas|Russell|Dennis|Wayne|Roy|Curtis|
José|Jesús|Alejandro|Rodrigo|Mateo|Santiago|Joaquín|Ernesto|Rigoberto|Heriberto|Osvaldo|João|Tiago|
Chukwuemeka|Obinna|Oluwaseun|Babatunde|Kwame|Kofi|Yaw|Kwabena|Emeka|Tunde|Abdi|Mohamed|Ahmed|Omar|
Yusuf|Hamza|Tesfaye|Dawit|Bereket|Karim|Tariq|Walid|Bashir|Darius|Reza|Kourosh|Mehmet|Emre|Burak|
Arjun|Rahul|Vikram|Sanjay|Rajesh|Anil|Suresh|Imran|Faisal|Rafiq|Wei|Jun|Hao|Bo|Zhiwei|Jian|Min-jun|
Seung-ho|Dong-hyun|Hiroshi|Takeshi|Kenji|Daisuke|Minh|Tuan|Quang|Duc|Bayani|Ramil|Danilo|Somchai|
Piotr|Tomasz|Krzysztof|Dmitri|Sergei|Alexei|Taras|Bohdan|Nikos|Stavros|Giuseppe|Matteo|Lorenzo|
Dieter|Klaus|Jan|Pieter|Cormac|Declan|Padraig|Lachlan|Angus|Jean-Baptiste|Wilner|Frantz|Makoa|Keoni|
Tavita|Aram|Vartan|Avi|Eli|Yosef|DeShawn|Darnell|Jamal|Tyrone|Marquis|Andre|Cody|Tyler|Brandon|Dustin|
Travis|Kyle|Shane|Colton|Bryce|Thibault|Rémi|Ezekiel
""")

SURNAMES = _w("""
Baker|King|Young|Stone|Hope|Frank|Rose|Bishop|Cook|Hill|Wood|Brown|White|Black|Green|Long|Little|Best|
Sharp|Strong|Hart|Fox|Bird|Rich|Moody|Bond|Page|Field|Lane|Marsh|Pike|Rice|Price|Hunt|Walker|Carpenter|
Mason|Fisher|Hunter|Gardner|Miller|Cotton|Bell|Chambers|Savage|Noble|Wise|Love|Friend|Day|Winter|
Summers|Frost|Snow|Rivers|Brooks|Banks|Woods|Hale|Hardy|Swift|Moss|Lamb|Crane|Christmas|Sunday|Mercer|
Doe|Lowe|Abernathy|Whitlock|Pruitt|Haskins|Bramwell|Ashby|Thorne|Kettering|Oldham|Pennington|Radcliffe|
Garza|Villarreal|Quintanilla|Benavides|Castañeda|Zúñiga|Ocampo|Saldívar|Montoya|Arriaga|Cordeiro|
Figueiredo|Magalhães|Okafor|Nwosu|Adeyemi|Oyelaran|Balogun|Mensah|Asante|Boateng|Owusu|Nwachukwu|
Eze|Abubakar|Warsame|Farah|Hassan|Jama|Tesfaye|Haile|Gebremedhin|Alemu|Haddad|Khoury|Nassar|Saleh|
Mansour|Farahani|Tehrani|Karimi|Yilmaz|Öztürk|Demir|Kaya|Patel|Iyer|Raghunathan|Venkatesan|Choudhury|
Bhattacharya|Malhotra|Qureshi|Siddiqui|Rahman|Chowdhury|Chen|Liang|Zhou|Xu|Huang|Tsang|Kwok|Park|Choi|
Jeong|Han|Yoon|Tanaka|Nakamura|Fujiwara|Ishikawa|Nguyen|Tran|Pham|Le|Vu|Dela Cruz|Bautista|Mendoza|
Villanueva|Santos|Srisai|Wongsakul|Kowalczyk|Wiśniewski|Zielinski|Nowak|Ivanova|Petrov|Sokolov|
Kovalenko|Shevchenko|Papadopoulos|Konstantinou|Russo|Esposito|Bianchi|Colombo|Schreiber|Hoffmann|
Vogel|van der Berg|de Vries|Janssen|O'Brien|McNamara|Fitzgerald|Gallagher|Ó Súilleabháin|MacLeod|
Ferguson|Campbell|Pierre-Louis|Jean-Baptiste|Dorvil|Kahananui|Akana|Fa'amausili|Tuiasosopo|
Hovhannisyan|Petrosyan|Goldberg|Rosenthal|Katz|Ben-David|Washington|Jefferson|Robinson|Coleman|
Jenkins|Dawson|Holloway|McCoy|Pettigrew|Delacroix|Fontaine|Marchetti|Lindqvist|Halvorsen|Sørensen
""")

STREET_BASE = _w("""
Elm|Alder|Birch|Chestnut|Sycamore|Juniper|Larkspur|Magnolia|Hawthorn|Quarry|Tannery|Mill Pond|
Orchard Hill|Cedar Ridge|Fox Hollow|Kestrel|Heron Bay|Old Ferry|Canal|Foundry|Lantern|Bellwether|
Marigold|Copperfield|Windmill|Granary|Saddleback|Pine Knoll|Ridgecrest|Stonebridge|Briar Patch|
Oyster Shell|Meadowlark|Bramble|Thistle|Cobblestone|Harbor View|Lighthouse|Drover|Tinker|Wheelwright|
Cardinal|Bluebonnet|Prairie Rose|Aspen Glen|Silver Maple|Hemlock|Sassafras|Pawpaw|Lilac|Tamarack|
Sandpiper|Gristmill|Church Hill|Schoolhouse|Depot|Railroad|Founders|Liberty|Commonwealth|Jubilee|
Piedmont|Bayou|Mesa Verde|Arroyo|Saguaro|Palomino|Camino Alto|Vista Linda|Las Flores|Cienega
""")
STREET_SFX = _w("Street|St|Avenue|Ave|Road|Rd|Lane|Ln|Drive|Dr|Court|Ct|Boulevard|Blvd|Way|Place|Pl|Terrace|Circle|Parkway|Pike|Trail")
UNIT = _w("Apt 3|Apt 2B|Apt 14|Apt 305|Unit 7|Unit 12C|Suite 200|Apt 1F|#4|#210|Lot 22|Apt 6D|Unit B|Apt 9")

CITIES = _w("""
Port Alder|Millbrook Falls|East Harlow|Caddo Springs|Greywater|Tanner's Crossing|North Ellery|Bexford|
Ravensdale|Lake Winnet|Holloway Junction|Marston|Fairhaven Mills|Copper Bluff|Quillan|New Brisbane|
Wexley|Oakmont Station|Dunmore Heights|Calloway|Seabrook Point|Vireo|Harrow Glen|Sutter's Ford|
Pemberton|Lindale|Aransas Bend|Cold Spring Hollow|Larchmere|Westfall|Briarcliff Manor|Kettle River|
Rosedale Park|Emberton|Stillwater Flats|Glenrock|Maple Shade|Ashgrove|Bonneterre|Cheyenne Wells|
Three Forks Landing|Pine Barrow|Eastwick|Farrow|Hollis Creek|Juniper Flats|Kingsbury|Lowell Bay|
Merriman|Norwalden|Ocotillo|Pelham Ridge|Quarry Hill|Redfern|Saltash|Tidewater|Upton Mills|Valdosa|
Whitcombe|Yarrow|Zephyr Cove|Alvarado Mesa|Brentmoor|Canfield Lake|Delmar Springs|Elkhorn Bend|
Foxboro Run|Gatlin|Hesperus|Ironwood|Jessup Falls|Kinloch|Lamoine|Mosswood|New Lisbon Falls|Orrington|
Paxton Grove|Red Hollow|San Ysidro Wells|Tamarind Bay|Umberland|Verity|Wolcott Ferry|Stonehaven|
Bridgewater Mills|Cresthaven|Dunlow|Fennimore|Goldcrest|Hatfield Corners|Idlewood|Jasper Creek|
Kilbride|Lorimer|Monarch Bay|Nettleton|Owlhead|Prosper|Riverbend|Santa Olalla|Tolliver|Vandalia Springs|
Wickliffe|Yellowpine|Arden Hills|Bellmont|Cobb's Landing|Driftwood|Evergreen Park|Fallowfield
""")
COUNTIES = _w("Hollis County|Marston County|Tidewater County|Greywater County|Redfern County|Kilbride Parish|Ocotillo County|Wexley County")

STATES = [
    ("Alabama", "AL"), ("Alaska", "AK"), ("Arizona", "AZ"), ("Arkansas", "AR"), ("California", "CA"),
    ("Colorado", "CO"), ("Connecticut", "CT"), ("Delaware", "DE"), ("Florida", "FL"), ("Georgia", "GA"),
    ("Hawaii", "HI"), ("Idaho", "ID"), ("Illinois", "IL"), ("Indiana", "IN"), ("Iowa", "IA"),
    ("Kansas", "KS"), ("Kentucky", "KY"), ("Louisiana", "LA"), ("Maine", "ME"), ("Maryland", "MD"),
    ("Massachusetts", "MA"), ("Michigan", "MI"), ("Minnesota", "MN"), ("Mississippi", "MS"),
    ("Missouri", "MO"), ("Montana", "MT"), ("Nebraska", "NE"), ("Nevada", "NV"), ("New Hampshire", "NH"),
    ("New Jersey", "NJ"), ("New Mexico", "NM"), ("New York", "NY"), ("North Carolina", "NC"),
    ("North Dakota", "ND"), ("Ohio", "OH"), ("Oklahoma", "OK"), ("Oregon", "OR"), ("Pennsylvania", "PA"),
    ("Rhode Island", "RI"), ("South Carolina", "SC"), ("South Dakota", "SD"), ("Tennessee", "TN"),
    ("Texas", "TX"), ("Utah", "UT"), ("Vermont", "VT"), ("Virginia", "VA"), ("Washington", "WA"),
    ("West Virginia", "WV"), ("Wisconsin", "WI"), ("Wyoming", "WY"),
]

COUNTRIES = _w("""
Mexico|Guatemala|El Salvador|Honduras|Dominican Republic|Haiti|Jamaica|Cuba|Colombia|Peru|Brazil|
Portugal|Ireland|Poland|Ukraine|Greece|Italy|Germany|Netherlands|Nigeria|Ghana|Ethiopia|Somalia|Kenya|
Egypt|Lebanon|Syria|Iran|Turkey|India|Pakistan|Bangladesh|China|South Korea|Japan|Vietnam|Philippines|
Thailand|Armenia|Israel|Canada|Samoa|Tonga|Cameroon|Eritrea|Nepal|Laos|Cambodia|Venezuela|Ecuador
""")

HOSP_PRE = _w("""
Lakeside|St. Brigid|Mercy Ridge|Harborview Crest|Good Shepherd|Whitcombe|Bellwether|Alder Bay|
Our Lady of the Valley|Kettering Falls|Pemberton|Holloway|Sisters of Providence|Copper Bluff|Ravensdale|
Tidewater|St. Anselm|Queen of Angels|Marston|Greywater Valley|Fairhaven|Seabrook|Millbrook|Dunmore|
St. Columba|North Ellery|Larchmere|Stillwater|Emberton|Mount Tabor|St. Jude Thaddeus|Calloway|Wexley|
Pine Barrow|Ironwood|Riverbend|Prosper Valley|Cresthaven|Monarch Bay|Lamoine|Bexford|Redfern|Kinloch
""")
HOSP_SFX = _w("""
General Hospital|Medical Center|Regional Medical Center|University Hospital|Community Hospital|
Memorial Hospital|Heart Institute|Cancer Center|Rehabilitation Hospital|Health System|Children's Hospital|
Veterans Medical Center|Critical Access Hospital|Specialty Hospital|Transplant Institute|Neuroscience Institute
""")
CLINIC_PRE = _w("""
Birchwood|Elm Park|Harbor Light|Juniper Street|Foxhollow|Quarry Hill|Oakmont|Sandpiper|Maple Shade|
Riverside Commons|Cedar Ridge|Lantern Square|Meadowlark|Ashgrove|Northgate|Kestrel|Fallowfield|Glenrock
""")
CLINIC_SFX = _w("""
Family Medicine|Family Practice|Internal Medicine Associates|Cardiology Associates|Dialysis Center|
Oncology Partners|Infusion Center|Neurology Group|Primary Care|Health Center|Urgent Care|Pulmonary Clinic|
Kidney Care|Heart and Vascular|Community Clinic|Medical Group
""")
PHARMACIES = _w("""
Corner Apothecary|Maple Leaf Pharmacy|Hollis Drug|Bexford Rexall|Ridgeline Pharmacy|Bluebird Drugs|
Quarry Hill Pharmacy|Sandpiper Pharmacy|Lantern Square Drug|Harbor Compounding Pharmacy|Two Rivers Pharmacy|
Elmwood Specialty Pharmacy|Keystone Mail-Order Pharmacy|Pioneer Drug
""")
CARE_HOMES = _w("""
Willow Crest Nursing Home|Amberwood Manor|Heritage Pines Rehabilitation|Rosewood Gardens Assisted Living|
Sunrise Terrace Care Center|Brookhaven Skilled Nursing|Golden Meadows Care Home|Hillcrest Manor|
Saint Clare Residence|Larkspur Commons Memory Care|Harmony House|Evergreen Transitional Care
""")
UNITS = _w("""
Whitcombe 7 North|Abernathy Pavilion 5 East|Larkspur Unit|Haskins Ward|Kessler Cardiac Step-Down|
Bramwell 4 West|Thorne Oncology Unit|Radcliffe Neuro Unit|Pennington 9 South|Ashby Transplant Unit|
Marigold Ward|Oldham 6 West|Hart Wing 3|Kettering CCU|Sterling Infusion Suite|Pruitt Epilepsy Monitoring Unit
""")
BUILDINGS = _w("""
Sterling Tower|Harlan Building|Magnolia Annex|the Pavilion at Bramwell Hall|Oakes Research Building|
Lindqvist Atrium|Founders Hall|Cobb Outpatient Tower|Greeley Clinic Building|Wexford Wing
""")
LANDMARKS = _w("""
the Mill Pond bus depot|Bellwether Park|the Quarry Hill overpass|Tanner's Crossing shelter|
the Copper Bluff boat ramp|Holloway Junction rail yard|the Ravensdale flea market|Kettle River trailhead
""")

EMPLOYERS = _w("""
Northgate Logistics|Bluewater Cannery|Acorn Freight Lines|Ridgeline Roofing|Stillwater Poultry|
Marston Unified School District|Copper Bluff Mine|Harbor Light Shipping|Pemberton Paper Mill|Lakeshore Casino|
Tidewater Electric Co-op|Hollis County Sheriff's Office|Quarry Hill Concrete|Foxboro Furniture|
Greywater Ironworks|Kestrel Aviation Services|Emberton Auto Body|Vireo Software|Sandpiper Seafood|
Ashgrove Dairy Cooperative|Juniper Hotel Group|Redfern Landscaping|Monarch Bay Marina|Calloway Feed and Seed|
Lamoine Textile|Bexford Public Library|Pine Barrow Lumber|Westfall Transit Authority|Orrington Bakery|
Cresthaven Home Health|Valdosa Vineyards|Kingsbury Hardware|Delmar Springs Water Works|Brightline Courier
""")
SCHOOLS = _w("""
Ridgeview High School|Marston Community College|Lowell Bay Elementary|St. Anselm Academy|
Kettle River Technical Institute|Hollis County Middle School|Fairhaven State College|Larchmere Montessori
""")
CHURCHES = _w("""
St. Anselm Parish|Greater Hope Baptist Church|Iglesia Cristo Rey|Temple Beth Shalom of Wexley|
First Methodist of Calloway|Masjid al-Noor of Port Alder|Holy Trinity Orthodox Church|Living Waters Fellowship
""")
AGENCIES = _w("""
Harbor Area Agency on Aging|Wexley Meals on Wheels|Redfern Housing Authority|Copper Bluff Home Care|
Kinloch Hospice and Palliative|Tidewater Medical Transport|Stillwater Durable Medical Supply|
Second Chance Recovery House|Open Door Food Pantry|Bridgeway Legal Aid
""")
INSURERS = _w("""
Keystone Mutual Health|Bluepeak Health Plan|Cardinal Care Alliance|Prairie Shield Insurance|
Harborline Health|Summit Crest Medicaid Plan|Evergreen Senior Advantage|Lodestar Health Partners|
Pinnacle Union Benefits|Tri-River Community Health Plan|Granite State Mutual|Silverleaf Medicare Choice
""")

PROFESSIONS = _w("""
welder|teacher|schoolteacher|long-haul truck driver|electrician|plumber|carpenter|roofer|nurse's aide|
home health aide|cashier|line cook|chef|baker|waitress|bartender|farmer|dairy farmer|rancher|fisherman|
commercial fisherman|longshoreman|machinist|factory worker|forklift operator|warehouse worker|mail carrier|
bus driver|taxi driver|rideshare driver|police officer|firefighter|paramedic|corrections officer|
security guard|janitor|custodian|housekeeper|nanny|hairdresser|barber|seamstress|tailor|accountant|
bookkeeper|bank teller|lawyer|paralegal|software engineer|web developer|graphic designer|architect|
civil engineer|pharmacist|dentist|veterinarian|librarian|pastor|rabbi|imam|social worker|postal clerk|
miner|coal miner|oil rig worker|lineman|painter|drywall installer|landscaper|gardener|pipefitter|
mechanic|auto mechanic|professor|graduate student|college student|real estate agent|insurance adjuster|
musician|dental hygienist|flight attendant|pilot|chemist|lab technician|sheet metal worker|sales clerk|
day-care worker|crossing guard|jeweler|butcher|tattoo artist|cosmetologist
""")

NICKNAMES = {"Robert": "Bobby", "William": "Billy", "Margaret": "Peggy", "Elizabeth": "Liz",
             "James": "Jim", "Thomas": "Tommy", "Richard": "Rick", "Dorothy": "Dot", "Francis": "Frankie",
             "Chukwuemeka": "Emeka", "Oluwaseun": "Seun", "Alejandro": "Alex", "Guadalupe": "Lupe",
             "Gerald": "Jerry", "Eugene": "Gene", "Raymond": "Ray", "Leonard": "Lenny", "Katarzyna": "Kasia"}

RELATIONS_F = _w("wife|daughter|mother|sister|niece|granddaughter|aunt|daughter-in-law|partner|girlfriend|friend|neighbor|cousin|stepdaughter|goddaughter")
RELATIONS_M = _w("husband|son|father|brother|nephew|grandson|uncle|son-in-law|partner|boyfriend|friend|neighbor|cousin|stepson|roommate")

HOLIDAYS = _w("Christmas|Thanksgiving|New Year's Day|Christmas Eve|Easter|the Fourth of July|Labor Day|Memorial Day|Halloween|Mother's Day|Father's Day|Valentine's Day|Rosh Hashanah|Eid|Diwali|Lunar New Year")
