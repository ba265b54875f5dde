"""Invented pools for dev243_en (author 243). Lists only; never sets."""

FEM = """Aaliyah Abena Adaeze Adela Agnieszka Aiko Aisling Alejandra Alessia Alina Amara Amelie Anahita Anouk Antonia
Aoife Arwen Asha Astrid Ayesha Azadeh Beatriz Bethan Bianca Bronagh Bryony Callista Camila Carys Catalina Celeste
Chiamaka Chiara Chloe Dalia Daniela Delphine Deepika Divya Dorota Eilidh Elif Eliska Elodie Ebele Esme Esperanza
Farah Fatima Fenella Fernanda Freya Gabriela Genevieve Giulia Greta Hadiza Halima Hanna Harriet Hina Ifeoma Ilse
Imogen Ines Ingrid Isadora Isla Ivana Jasmin Jessamy Jia Joanna Josefina Juniper Kalinda Kamala Karolina Katya
Keziah Kiri Lakshmi Laila Larissa Leilani Lena Leticia Liora Lucinda Ludmila Luisa Lydia Mackenzie Magdalena Mai
Maija Malak Maren Mariana Marisol Maya Meera Mei Mirela Miriam Morwenna Nadia Naledi Nalini Naomi Natalia Nerys
Niamh Nkechi Noor Odette Olena Olivia Orla Paloma Parisa Petra Philippa Priyanka Rania Rebekah Renata Rhiannon Rosalind
Roksana Ruth Sabine Saoirse Sakura Samira Sanjana Selin Seren Shirin Simone Siobhan Soraya Stella Sunniva Svetlana
Tamsin Tatiana Thandiwe Theodora Tova Ulla Valentina Vanessa Vesna Viola Wanjiru Xiomara Yara Yasmin Yelena Yetunde
Ylva Zainab Zara Zofia Zuzana Marguerite Perpetua Clementine Anneliese Rosalie Vivienne Ottilie Henrietta Leonie""".split()

MASC = """Aarav Abdullah Adebayo Adrian Ahmed Aidan Akira Aleksander Alistair Amadou Anders Andrzej Angus Anil Antoine
Arjun Arturo Bartosz Benedikt Bilal Bogdan Bram Brendan Callum Caspar Cedric Chidi Ciaran Cormac Cristiano Dafydd
Damian Darius Declan Dmitri Dominik Duncan Dylan Eamon Eduardo Emeka Emil Emre Enrique Ewan Farid Felipe Fergus
Fintan Florian Gareth Gerhard Gideon Gonzalo Gustavo Hamish Hamza Harald Hassan Hemi Hiroshi Hugo Ibrahim Idris
Ifan Ignacio Imran Ivan Jakub Jarrah Javier Jonas Jorge Joaquin Kaito Kamal Karim Kasper Kenji Kofi Kwame Lachlan
Leandro Lorcan Luca Lukas Magnus Malcolm Mateo Mathias Matteo Mehmet Milan Mikhail Mohammed Nikolai Niall Nnamdi
Obinna Oisin Olamide Oleksandr Omar Osvaldo Pablo Padraig Pavel Piotr Prakash Rafael Rahul Rajesh Ravi Reuben Rhys
Ricardo Rodrigo Rohan Ruairi Rustam Sami Santiago Seamus Sebastian Selim Sergei Shane Sipho Soren Stellan Stanislav
Taavi Tadhg Takumi Tariq Teodor Thabo Tiago Tobias Tomasz Tunde Umar Vasily Viktor Vikram Vincenzo Wojciech Xavier
Yannick Yusuf Zoltan Zubair Bertram Cuthbert Ambrose Lucius Thaddeus Ignatius Barnaby Percival Leopold Osric""".split()

NEUT = """Alex Ari Avery Bailey Blake Briar Cameron Casey Charlie Dakota Devon Drew Eden Ellis Emerson Finley Frankie
Gray Harley Hayden Indigo Jamie Jesse Jordan Jude Kai Kendall Kit Lane Logan Lou Marlowe Micah Morgan Nico Noa Oakley
Parker Peyton Quinn Reese Remy Riley Robin Rory Rowan Sage Sam Sasha Shay Skyler Sol Spencer Stevie Sydney Tatum
Taylor Toby Val Wren Zephyr Ash Bo Cass Dani Eli Fen Haru Jo Kiran Lior Nour Oli Pax Ren Rue Shiloh Tam Yuki Zion
Ezra Arden Blair Corin Darcy Ember Hollis Ira Jules Laken Mika Onyx Perry Raven Rain Sol Teagan Vesper Winter""".split()
NEUT = sorted(dict.fromkeys(NEUT))

SUR = """Abara Abbasi Achterberg Adeyemi Agarwal Ahlberg Akhtar Albrecht Alvarado Amankwah Andersson Antonelli Appiah
Arkwright Asante Ashdown Aslan Atwell Babatunde Bakshi Balogun Banerjee Barraclough Bartholomew Basu Beaumont Bekele
Belmonte Benedetti Bergstrom Bhattacharya Birkett Blackwood Bogdanovic Bondarenko Bramley Brennan Brightwater Brooksbank
Bui Caldwell Calloway Cardenas Carmichael Castellanos Cavanagh Chakraborty Chaudhry Chen-Holloway Chowdhury Ciobanu
Costa Crowther Cunningham Dagher Dalgleish Dasgupta Delacroix Demir Desrosiers Dhillon Diallo Dimitriou Dobrowolski
Donnachie Drummond Duarte Dubois Dunmore Eastwood Eberhardt Ekwueme Eliasson Ellingworth Emenike Esposito Evangelou
Fairbairn Farquharson Fenwick-Lowe Ferreira Fitzgerald Fonseca Forsythe Fraser Fujimoto Gallagher Garrity Gashi
Gebremedhin Ghosh Giordano Goldfarb Gonsalves Grabowski Greenhalgh Guerrero Gunawardena Gustafsson Haddad Halloran
Hamalainen Haraldsen Hargreaves Hashemi Hawthorne Heathcote Hennessy Hernandez Hightower Hoang Holmqvist Horvath
Hosseini Huang Hussain Ibekwe Iglesias Ikeda Ilunga Ingleby Iqbal Iwasaki Jablonski Jaramillo Jedrzejczak Jimenez
Johansson Juarez Kaczmarek Kalinowski Kamara Kapoor Karlsson Kavanagh Kearney Kellerman Khalil Khatri Kim Kirkbride
Kovacs Kowalczyk Krishnan Kuznetsova Lachance Lafleur Lambrou Lancaster Larkin Lautenbach Lebedev Leclerc Lindqvist
Llewellyn Lombardi Lorenzen Lucero MacAulay MacLennan Madueke Mahmoud Maldonado Malhotra Marchetti Marsden Martineau
Masood Matsumoto Mbeki-Hall Mbwana McAllister McCready McGillivray Medina Mehta Mendoza Merriweather Mikkelsen
Moreau Morrow Mukherjee Murtagh Nakagawa Nascimento Navarro Ndiaye Nguyen Nicolaou Nieminen Nkosi Northcott Nowak
Nwachukwu Nyberg Obi O'Callaghan Odhiambo O'Donoghue Ogunleye Okonkwo Olawale Oliveira O'Malley Onyango Ortega
Osei Ostrowski Otieno Ouellette Owusu Pacheco Palmqvist Papadakis Paquette Pardeshi Parekh Pearsall Pelletier
Penhaligon Petrovic Pham Pilkington Pinheiro Popescu Prendergast Pritchard Quaresma Quigley Quintero Radcliffe
Rahimi Rajapakse Ramaswamy Rasmussen Ravenscroft Reyes Rinaldi Rios Roussel Rutkowski Sadeghi Salazar Saltonstall
Santangelo Sarkar Satterthwaite Schreiber Sekibo Sepulveda Shackleton Shapiro Sharifi Shevchenko Siddiqui Sinclair
Skarsgaard Slocombe Sokolova Solberg Somerville Soto Srinivasan St-Pierre Stavros Sternberg Strathearn Sunderland
Suzuki Szabo Takahashi Talbot Tanaka Tembo Thackeray Thibodeau Thorvaldsen Toivonen Trevelyan Tremblay Tshabalala
Turcotte Udeh Umarov Underhill Urquhart Valdivia Vanterpool Varga Vasquez Venkatesh Verhoeven Villeneuve Virtanen
Vuong Wainwright Wakefield Walczak Warburton Waterhouse Weatherby Wexler Whitcombe Wieczorek Winterbottom Wojcik
Wolstenholme Yamamoto Yeboah Yildirim Yoshida Zabaleta Zamora Zelenko Zielinski Zubiri Ziegler Zaragoza Ashworth
Bellweather Cheung Ferrante Gauthier Hadley Ishikawa Jovanovic Kessler Lindgren Mackintosh Nordin Ozturk Plunkett
Quartey Rosenthal Stojanovic Tennant Uchenna Vickery Whitlock Xu Yardley Zhao Adjei Begum Crowley Duval Egwu""".split()

PLACES = """Ashcombe Bramwell Calderbrook Dunmore Eastleigh Fernhollow Glenrowan Harrowfield Ivybridge Juniper Kestrel
Larkspur Millbrook Netherby Oakhurst Pinecrest Quarrybank Riverside Saltmarsh Thornbury Upton Valemount Westfield
Yarrowdale Ambleside Birchwood Coldharbour Deepdale Elmstead Foxmoor Greywell Hollins Inglewood Kingsmere Lowther
Marchbank Northcliffe Oldcastle Parkview Redwater Silverdale Tidewater Underhill Windermere Brackenridge Cedarbrook
Harbourview Lakeshore Maplewood Stonebridge Summerhill Whitmore Fairhollow Greenbank Highfield Moorside""".split()

TREES = """Rowan Larch Willow Hazel Alder Birch Juniper Holly Cedar Laurel Maple Aspen Linden Elder Sycamore Magnolia
Bramble Heather Foxglove Bluebell Primrose Thistle Clover Marigold""".split()

SAINTS = """Aidan Brigid Columba Cuthbert Hilda Luke Margaret Anne Jude Catherine Bartholomew Agnes Michael Vincent
Monica Clement Benedict Elizabeth Oswald Gabriel""".split()

STREETS = """Elm Larch Oak Mill Church Station Victoria Albert Park Cedar Maple Willow Orchard Quarry Market Bridge King
Queen Prospect Harbour Hawthorn Chestnut Beech Linden Meadow Rosebank Sunnyside Lakeview Ridge Highland Spruce Poplar
Chapel Granary Foundry Tannery Weaver Cooper Carrington Ashgrove Fernlea Belmont Grosvenor Heathfield Kingsway Lansdowne
Melrose Newbury Osborne Pembroke Regent Sandringham Trafalgar Wellington Windsor Glenview Brookside Pinewood
Magnolia Dogwood Sycamore Cypress Juniper Walnut Hickory Sumac Tamarack Birchmount Dundurn Bloor Wexford""".split()
ST_UK = "Street Road Lane Avenue Close Crescent Terrace Gardens Grove Way Drive Place Mews Court Row".split()
ST_US = "Street St Avenue Ave Road Rd Drive Dr Lane Ln Boulevard Blvd Court Ct Way Place Pl Terrace".split()
ST_CA = "Street St Avenue Ave Road Rd Drive Crescent Cres Boulevard Blvd Way Court Trail Gate".split()

# (town, county) - towns partly invented
UK_TOWNS = [("Leeds", "West Yorkshire"), ("Halifax", "West Yorkshire"), ("Harrowfield", "North Yorkshire"),
    ("Brighton", "East Sussex"), ("Lewes", "East Sussex"), ("Norwich", "Norfolk"), ("Thornbury", "Gloucestershire"),
    ("Stroud", "Gloucestershire"), ("Exeter", "Devon"), ("Ivybridge", "Devon"), ("Truro", "Cornwall"),
    ("Kendal", "Cumbria"), ("Carlisle", "Cumbria"), ("Wigan", "Greater Manchester"), ("Stockport", "Greater Manchester"),
    ("Salford", "Greater Manchester"), ("Bootle", "Merseyside"), ("Gateshead", "Tyne and Wear"),
    ("Sunderland", "Tyne and Wear"), ("Luton", "Bedfordshire"), ("Reading", "Berkshire"), ("Oxford", "Oxfordshire"),
    ("Banbury", "Oxfordshire"), ("Ipswich", "Suffolk"), ("Colchester", "Essex"), ("Chelmsford", "Essex"),
    ("Maidstone", "Kent"), ("Margate", "Kent"), ("Swindon", "Wiltshire"), ("Taunton", "Somerset"),
    ("Dundee", "Angus"), ("Paisley", "Renfrewshire"), ("Inverness", "Highland"), ("Swansea", "West Glamorgan"),
    ("Wrexham", "Clwyd"), ("Lisburn", "County Antrim"), ("Newry", "County Down"), ("Hexham", "Northumberland"),
    ("Glenrowan Bridge", "Lancashire"), ("Millbrook Green", "Staffordshire"), ("Saltmarsh", "Lincolnshire"),
    ("Netherby", "Derbyshire"), ("Coldharbour", "Surrey"), ("Kingsmere", "Hampshire")]
UK_AREA = "LS HX HG BN NR GL EX PL TR LA CA WN SK M L NE SR LU RG OX IP CO CM ME SN TA DD PA IV SA LL BT DE".split()

US_CITIES = [("Springvale", "Ohio", "OH"), ("Dayton", "Ohio", "OH"), ("Akron", "Ohio", "OH"),
    ("Portland", "Oregon", "OR"), ("Eugene", "Oregon", "OR"), ("Bend", "Oregon", "OR"),
    ("Tacoma", "Washington", "WA"), ("Spokane", "Washington", "WA"), ("Olympia", "Washington", "WA"),
    ("Oakland", "California", "CA"), ("Fresno", "California", "CA"), ("Riverside", "California", "CA"),
    ("Sacramento", "California", "CA"), ("Tucson", "Arizona", "AZ"), ("Flagstaff", "Arizona", "AZ"),
    ("Albuquerque", "New Mexico", "NM"), ("Santa Fe", "New Mexico", "NM"), ("Boulder", "Colorado", "CO"),
    ("Pueblo", "Colorado", "CO"), ("Minneapolis", "Minnesota", "MN"), ("Duluth", "Minnesota", "MN"),
    ("Madison", "Wisconsin", "WI"), ("Green Bay", "Wisconsin", "WI"), ("Ann Arbor", "Michigan", "MI"),
    ("Kalamazoo", "Michigan", "MI"), ("Evanston", "Illinois", "IL"), ("Peoria", "Illinois", "IL"),
    ("Burlington", "Vermont", "VT"), ("Montpelier", "Vermont", "VT"), ("Worcester", "Massachusetts", "MA"),
    ("Lowell", "Massachusetts", "MA"), ("Providence", "Rhode Island", "RI"), ("Hartford", "Connecticut", "CT"),
    ("Ithaca", "New York", "NY"), ("Rochester", "New York", "NY"), ("Yonkers", "New York", "NY"),
    ("Asheville", "North Carolina", "NC"), ("Durham", "North Carolina", "NC"), ("Savannah", "Georgia", "GA"),
    ("Decatur", "Georgia", "GA"), ("Austin", "Texas", "TX"), ("El Paso", "Texas", "TX"),
    ("Baltimore", "Maryland", "MD"), ("Richmond", "Virginia", "VA"), ("Pittsburgh", "Pennsylvania", "PA"),
    ("Allentown", "Pennsylvania", "PA"), ("Fairhollow", "Iowa", "IA"), ("Cedar Falls", "Iowa", "IA"),
    ("Lincoln", "Nebraska", "NE"), ("Missoula", "Montana", "MT"), ("Boise", "Idaho", "ID"),
    ("Reno", "Nevada", "NV"), ("Honolulu", "Hawaii", "HI"), ("Anchorage", "Alaska", "AK"),
    ("Pinecrest", "Florida", "FL"), ("Gainesville", "Florida", "FL"), ("Louisville", "Kentucky", "KY")]
US_COUNTIES = "Marlow Hennepin Multnomah Lane Travis Dane Washtenaw Alachua Pierce Larimer Buncombe Bernalillo".split()

CA_CITIES = [("Toronto", "Ontario", "ON"), ("Ottawa", "Ontario", "ON"), ("Hamilton", "Ontario", "ON"),
    ("Kingston", "Ontario", "ON"), ("Guelph", "Ontario", "ON"), ("Sudbury", "Ontario", "ON"),
    ("Thunder Bay", "Ontario", "ON"), ("Windsor", "Ontario", "ON"), ("Montreal", "Quebec", "QC"),
    ("Sherbrooke", "Quebec", "QC"), ("Gatineau", "Quebec", "QC"), ("Vancouver", "British Columbia", "BC"),
    ("Victoria", "British Columbia", "BC"), ("Kelowna", "British Columbia", "BC"), ("Nanaimo", "British Columbia", "BC"),
    ("Calgary", "Alberta", "AB"), ("Edmonton", "Alberta", "AB"), ("Lethbridge", "Alberta", "AB"),
    ("Saskatoon", "Saskatchewan", "SK"), ("Regina", "Saskatchewan", "SK"), ("Winnipeg", "Manitoba", "MB"),
    ("Brandon", "Manitoba", "MB"), ("Halifax", "Nova Scotia", "NS"), ("Truro", "Nova Scotia", "NS"),
    ("Moncton", "New Brunswick", "NB"), ("Fredericton", "New Brunswick", "NB"),
    ("Charlottetown", "Prince Edward Island", "PE"), ("St. John's", "Newfoundland and Labrador", "NL"),
    ("Whitehorse", "Yukon", "YT"), ("Yellowknife", "Northwest Territories", "NT"),
    ("Valemount", "British Columbia", "BC"), ("Kestrel Lake", "Alberta", "AB"), ("Tidewater", "Nova Scotia", "NS")]
CA_FSA = "M5V M4Y M6J K1N K7L N1G P3E L8P H2X H3G J1H V6K V8W V1Y T2N T6E S7K R3C B3H E1C C1A A1C X1A Y1A".split()

COUNTRIES = """Portugal Brazil Nigeria Ghana India Pakistan Bangladesh Poland Ukraine Romania Ireland Jamaica Trinidad
Philippines Vietnam China Japan South Korea Iran Turkey Greece Italy Spain Mexico Colombia Chile Argentina Kenya
Somalia Ethiopia Eritrea Syria Lebanon Egypt Morocco Thailand Malaysia Indonesia Germany Netherlands Sweden Norway
Finland Hungary Serbia Croatia Australia New Zealand France Belgium Peru Ecuador Cuba Haiti Sri Lanka Nepal""".split("\n")
COUNTRIES = [c for line in COUNTRIES for c in line.split(" ") if c]
COUNTRIES = [c for c in COUNTRIES if c not in ("South", "Korea", "New", "Zealand", "Sri", "Lanka")]
COUNTRIES += ["South Korea", "New Zealand", "Sri Lanka"]
COUNTRIES.sort()
HOME_COUNTRY = {"UK": ["UK", "United Kingdom", "England", "Scotland", "Wales"],
                "US": ["USA", "United States", "US"], "CA": ["Canada"]}

_PROF = """teacher|primary school teacher|nursery assistant|bus driver|software developer|barista|line cook|chef|
warehouse operative|forklift driver|electrician|plumber|joiner|carpenter|welder|hairdresser|barber|tattoo artist|
graphic designer|librarian|archivist|paralegal|solicitor|accountant|bookkeeper|bank clerk|call centre agent|
delivery driver|postal worker|retail assistant|cashier|store manager|pharmacy technician|dental nurse|care assistant|
support worker|social worker|youth worker|bartender|security guard|firefighter|paramedic|lab technician|
research scientist|data analyst|civil engineer|mechanical engineer|architect|landscape gardener|farm labourer|baker|
butcher|florist|photographer|journalist|copy editor|translator|interpreter|musician|sound engineer|actor|
theatre technician|dancer|fitness instructor|personal trainer|lifeguard|veterinary nurse|dog groomer|zookeeper|
museum guide|tour guide|taxi driver|lorry driver|train conductor|flight attendant|customer service representative|
receptionist|office administrator|HR advisor|payroll clerk|estate agent|insurance underwriter|software tester|
IT support technician|web developer|game designer|video editor|university lecturer|PhD student|
postdoctoral researcher|tutor|school counsellor|sign language interpreter|seamstress|tailor|upholsterer|roofer|
painter and decorator|cleaner|housekeeper|janitor|machinist|dispensary clerk|rideshare driver|courier|
shelf stacker|mail carrier|nail technician|makeup artist|sous chef|kitchen porter|crane operator|midwife|
nurse|occupational therapist|speech therapist|lawyer|stonemason|sign writer|gardener|carer|cook|waiter"""
PROFESSIONS = [p.strip() for p in _PROF.replace("\n", "").split("|") if p.strip()]

COMPANIES_A = """Northwind Brightline Harbourlight Copperleaf Bluestone Ironbridge Kestrel Meridian Oakridge Silverline
Tidewell Greenhaven Redfern Lumen Foxglove Starling Quillon Everly Marrow Halcyon Wrenfield Cobalt Petrel Orchard""".split()
COMPANIES_B = """Freight Logistics Foods Software Analytics Print Works Construction Bakery Brewing Cafe Outfitters Media
Studios Labs Engineering Couriers Supplies Solutions Interiors Motors Textiles Hardware Books Joinery""".split()
COMPANIES_SUF = ["Ltd", "Inc.", "LLC", "Co.", "Group", "plc", "", "", "", ""]
INSURERS = ["Meridian Mutual Health", "Harbourline Health Plans", "Evergreen Benefit Trust", "Cobalt Assurance",
    "Northstar Health Partners", "Lakeshore Care Plan", "Pinnacle Life & Health", "Summit Benefits Group",
    "Kestrel Health Insurance", "Tidewell Family Health", "Bluestone Employee Benefits", "Wrenfield Health Co-op"]
GROUPS = ["Rainbow Harbour Trans Support Network", "TransCare Peer Circle", "Out & About Youth Group",
    "Gender Spectrum Collective", "Prism Community Centre", "Bright Horizons LGBTQ+ Centre", "Trans Elders Forum",
    "Parents of Trans Kids Network", "Non-Binary Voices", "Two-Spirit Circle of Care", "Mermaids Meetup",
    "The Lantern Project", "Queer Sober Club", "Harbourlight Trans Legal Clinic", "Open Door Trans Choir",
    "Pride in Sport Club", "Northern Trans Alliance", "Saltmarsh Rainbow Café"]
UNI_KIND = ["University of {P}", "{P} College", "{P} Community College", "{P} High School", "{P} Academy",
    "{P} Sixth Form College", "{P} Institute of Technology", "St {S}'s Secondary School"]

DRUGS_FEM = [("estradiol valerate", "IM", ["5 mg weekly", "10 mg every 7 days", "20 mg every 2 weeks", "4 mg weekly"]),
    ("oestradiol hemihydrate tablets", "PO", ["2 mg BD", "4 mg OD", "3 mg BD", "2 mg TDS"]),
    ("estradiol patch", "TD", ["100 mcg twice weekly", "2 x 100 mcg/24h twice weekly", "150 mcg changed every 3.5 days"]),
    ("oestrogel", "TD", ["3 pumps daily", "4 pumps (3 mg) daily", "2 pumps BD"]),
    ("estradiol cypionate", "IM", ["5 mg weekly", "4 mg every 7 days", "6 mg q7d"]),
    ("estradiol tablets", "SL", ["2 mg BID", "4 mg daily", "1 mg TID"])]
AA = [("spironolactone", ["50 mg BD", "100 mg daily", "100 mg BID", "50 mg twice daily"]),
    ("cyproterone acetate", ["12.5 mg daily", "10 mg daily", "12.5 mg alternate days"]),
    ("finasteride", ["1 mg daily", "5 mg daily"]), ("bicalutamide", ["50 mg daily", "25 mg daily"]),
    ("leuprorelin", ["11.25 mg every 12 weeks", "3.75 mg monthly"]), ("triptorelin", ["11.25 mg 10-weekly", "3 mg 4-weekly"]),
    ("goserelin implant", ["10.8 mg every 12 weeks", "3.6 mg every 28 days"])]
DRUGS_MASC = [("testosterone cypionate", "IM", ["100 mg weekly", "80 mg every 7 days", "200 mg every 2 weeks", "0.4 mL (80 mg) weekly"]),
    ("testosterone enanthate", "SC", ["50 mg weekly", "60 mg q7d", "75 mg weekly", "40 mg weekly"]),
    ("testosterone undecanoate", "IM", ["1000 mg every 12 weeks", "1 g 12-weekly", "750 mg every 10 weeks"]),
    ("testosterone gel 1.62%", "TD", ["2 pumps daily", "4 pumps (81 mg) daily", "3 pumps daily"]),
    ("Testogel 50 mg sachet", "TD", ["1 sachet daily", "1.5 sachets daily"]),
    ("Tostran 2% gel", "TD", ["3 g daily", "4 pumps daily"])]
OTHER_MEDS = ["sertraline 100 mg OD", "fluoxetine 20 mg daily", "citalopram 20 mg", "bupropion XL 150 mg",
    "quetiapine 25 mg nocte", "levothyroxine 75 mcg", "metformin 500 mg BD", "atorvastatin 20 mg", "ramipril 5 mg",
    "salbutamol inhaler PRN", "beclometasone 100 mcg 2 puffs BD", "lamotrigine 100 mg BD", "omeprazole 20 mg",
    "cetirizine 10 mg PRN", "lisdexamfetamine 50 mg", "methylphenidate XL 36 mg", "melatonin 3 mg",
    "mirtazapine 15 mg", "venlafaxine XL 75 mg", "propranolol 10 mg PRN", "PrEP (emtricitabine/tenofovir) daily",
    "norethisterone 5 mg TDS", "desogestrel 75 mcg", "medroxyprogesterone 150 mg IM q12 weeks",
    "micronised progesterone 100 mg nocte", "topical minoxidil 5%", "clindamycin 1% gel", "adapalene 0.1% gel",
    "vitamin D 1000 IU daily", "ferrous fumarate 210 mg", "folic acid 400 mcg", "aripiprazole 5 mg"]
