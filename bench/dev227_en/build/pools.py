"""Invented pools for dev227_en (names, places, organisations).

Everything here was written for this set.  City and province/county names
are real places used only as fictional settings; every street, person,
organisation and care site name is invented.
"""


def _w(s):
    return s.split()


def _l(s):
    return [x.strip() for x in s.strip().split("|") if x.strip()]


FIRST_F = _w("""
Abigail Adaeze Aisha Alicja Amani Amara Amelia Ananya Anjali Ashleigh Asha Ayesha
Beatriz Bethany Blessing Bronwyn Caitlin Carmen Catriona Chantal Charlotte Chloe
Chloé Chidinma Claire Daniela Deborah Deepa Divya Eilidh Eleanor Elif Emma Esther
Fatima Fiona Gabrielle Gemma Geneviève Grace Gurpreet Hafsa Hannah Harpreet Hope
Imani Ines Isla Jasleen Jennifer Jessica Joanna Josephine Kamala Karen Kateryna
Kayla Keisha Kirsty Lakshmi Laura Leah Leila Lena Lucy Maëlle Maja Mariam Marisol
Maryam Megan Mei Mercy Michelle Mira Nadia Naledi Natalia Nia Niamh Nkechi Olena
Olivia Oluwaseun Paige Parveen Pooja Precious Priya Rachel Rania Rebecca Renée
Rose Ruth Sadia Samira Sana Sarah Shanice Shauna Simran Siobhan Sofia Sunita
Tamara Tanisha Temitope Thi Tessa Valentina Vanessa Wanjiru Xin Yasmin Yetunde
Zainab Zara Zoe Ngozi Hodan Faduma Ayan Saba Lindiwe Marguerite Dorothy Edna Irene
May Faith Iris Joyce Noor Rukhsana Bernadette Heather Colleen Roisin
""")

FIRST_M = _w("""
Aaron Abdi Abdullahi Adam Adebayo Ahmed Ajay Alasdair Ali Amir Andrei Angus Arjun
Ashok Ben Bilal Brandon Callum Calvin Chukwuemeka Cillian Connor Craig Dafydd Daniel
Darnell Darren Declan Deepak Dmitri Duncan Dylan Ebenezer Emeka Eoin Ethan Farhan
Felix Femi Gareth Gordon Graham Gurdeep Hamza Harjit Hassan Hung Ibrahim Imran Isaac
Jamal Jamie Jaskaran Jean-Marc Jerome Joel Jonah Jordan José Junaid Kai Kareem Kevin
Khalid Kofi Kwame Liam Luc Lukas Malik Manpreet Marcus Mateusz Mathieu Mohamed
Mohammed Moses Nathan Nikhil Noah Obinna Oliver Omar Oscar Patrick Pawel Piotr Rahul
Rajesh Ravi Reza Rhys Rory Ryan Samuel Sandeep Sebastian Segun Shane Simon Sipho
Stefan Stuart Sunil Tariq Terrence Thomas Tobias Tomasz Trevor Tunde Tyrone Umar
Vikram Viktor Wei Wesley Xavier Yusuf Zain Zoltan Guy Mark Arthur Bernard Clive
Desmond Eugene Frank Gilbert Harold Kenneth Norman Reginald Winston Yves Rémi
""")

SURNAMES = _w("""
Abara Abbott Achterberg Adeyemi Agarwal Ahmadi Akhtar Alcott Aldous Amadi Anand
Ansari Appiah Arbuckle Ashworth Asante Atwal Ayala Bains Bakshi Balogun Banerjee
Barclay Bartosz Beaulieu Bélanger Bell Bhatt Birtwistle Blackwood Bolaji Bouchard
Brannigan Brathwaite Brennan Buchanan Byrne Cabral Calloway Campeau Carvalho Castillo
Chaudhry Chen Cheng Chowdhury Clough Côté Crowther Cunningham Dalgleish Das Delacroix
Demir Desai Dhaliwal Dlamini Doherty Drummond Dubois Dunleavy Duong Eastwood Egan
Eze Fairbairn Farah Fairweather Fernandes Ferreira Fitzgerald Fofanah Forsyth Fraser
Gagné Garber Garcia Gill Glass Gordon Gosselin Greaves Grewal Guerin Haddad
Halloran Hamid Hargreaves Hartley Hassan Hodgkin Holloway Hossain Huang Hussain
Ibekwe Iqbal Jablonski Jamieson Jaramillo Jha Johal Kaczmarek Kamara Kapoor Karimi
Keane Kerr Khalil Khan Kiernan Kowalczyk Krishnan Kumar Laframboise Lafleur Lam
Lambert Leblanc Lévesque Liang Lindqvist Lockhart Lowery MacAskill MacDonald
MacInnes Mahmoud Malhotra Mangal Marchetti McAllister McCrae McGillivray McKenna
Mensah Mistry Mohamud Moreau Morrison Moss Muir Murphy Mwangi Nakamura Nair
Nguyen Nwosu Obi Ochieng Odhiambo Ogunleye Okafor Okonkwo Olumide Onyango Osei
Ouellette Owusu Pacheco Palmer Papadopoulos Parkinson Patel Pelletier Pereira
Petrov Pham Pillai Pinto Quigley Qureshi Rahman Ramsay Rashid Reyes Robertshaw
Rodrigues Rossi Roy Sadiq Saini Salazar Sandhu Santos Sato Sedgwick Shah Sharma
Shields Siddiqui Sidhu Singh Sinclair Sokolov Souza Stewart Sutherland Szabo
Tait Tanaka Thakkar Thibodeau Tran Tremblay Truong Tshabalala Ugwu Usman Varga
Vasquez Venkatesh Villeneuve Wainwright Walsh Warsame Whitlock Wiśniewski Wong
Wright Yaghoubi Yilmaz Yusuf Zawadzki Zhang Zhou Zielinski Abernathy Quenneville
Thistlethwaite Brightwell Kettering Ravensworth Oyelaran Nwachukwu Mulvaney Haversham
Hale Rudd Winter Summers Fields Hill Brook Lane
""")

NICK = {"Daniel": "Danny", "Jennifer": "Jen", "Rebecca": "Becky", "Thomas": "Tom",
        "Samuel": "Sam", "Patrick": "Paddy", "Abigail": "Abby", "Katherine": "Kate",
        "Josephine": "Jo", "Kenneth": "Ken", "Oluwaseun": "Seun", "Temitope": "Tope",
        "Chukwuemeka": "Emeka", "Mohammed": "Mo", "Alasdair": "Al", "Nathan": "Nate",
        "Charlotte": "Lottie", "Michelle": "Shell", "Reginald": "Reg", "Harold": "Harry",
        "Jaskaran": "Jas", "Victoria": "Vicky", "Gabrielle": "Gabby", "Deborah": "Deb"}

# --- Canada -------------------------------------------------------------
PROV = {"ON": "Ontario", "BC": "British Columbia", "AB": "Alberta", "SK": "Saskatchewan",
        "MB": "Manitoba", "QC": "Quebec", "NB": "New Brunswick", "NS": "Nova Scotia",
        "PE": "Prince Edward Island", "NL": "Newfoundland and Labrador", "YT": "Yukon",
        "NT": "Northwest Territories", "NU": "Nunavut"}

PC_FIRST = {"ON": "KLMNP", "BC": "V", "AB": "T", "SK": "S", "MB": "R", "QC": "GHJ",
            "NB": "E", "NS": "B", "PE": "C", "NL": "A", "YT": "Y", "NT": "X", "NU": "X"}

CA_CITIES = [(c.strip(), p) for p, cs in [
    ("ON", "Hamilton|London|Kingston|Sudbury|Thunder Bay|Barrie|Guelph|Peterborough|Windsor|"
           "Oshawa|Kitchener|Brampton|Mississauga|Ottawa|Toronto|Belleville|Sault Ste. Marie|"
           "Brantford|Cornwall|Timmins|North Bay|Owen Sound|Cobourg|Orillia|Kenora"),
    ("BC", "Surrey|Kamloops|Nanaimo|Kelowna|Prince George|Victoria|Burnaby|Abbotsford|Chilliwack|Terrace"),
    ("AB", "Red Deer|Lethbridge|Calgary|Edmonton|Medicine Hat|Grande Prairie|Fort McMurray"),
    ("SK", "Saskatoon|Regina|Prince Albert|Moose Jaw|North Battleford"),
    ("MB", "Brandon|Winnipeg|Thompson|Steinbach|Portage la Prairie"),
    ("QC", "Gatineau|Sherbrooke|Laval"),
    ("NB", "Moncton|Fredericton|Saint John|Bathurst"),
    ("NS", "Halifax|Truro|Sydney|Yarmouth|New Glasgow"),
    ("PE", "Charlottetown|Summerside"),
    ("NL", "St. John's|Corner Brook|Gander"),
    ("YT", "Whitehorse"), ("NT", "Yellowknife"), ("NU", "Iqaluit")]
    for c in cs.split("|")]

CA_STREET_SUFFIX = _w("Street Street Avenue Avenue Road Drive Crescent Boulevard Court Way Place Lane Trail Gate")
CA_STREET_ABBR = {"Street": "St", "Avenue": "Ave", "Road": "Rd", "Drive": "Dr", "Crescent": "Cres",
                  "Boulevard": "Blvd", "Court": "Crt", "Place": "Pl", "Lane": "Ln", "Trail": "Trl"}

# --- United Kingdom ------------------------------------------------------
# (town, county or None, postcode area)
UK_TOWNS = [tuple(x.split(",")) for x in _l("""
Leeds,West Yorkshire,LS | Bradford,West Yorkshire,BD | Huddersfield,West Yorkshire,HD |
Sheffield,South Yorkshire,S | Rotherham,South Yorkshire,S | Manchester,Greater Manchester,M |
Salford,Greater Manchester,M | Bolton,Greater Manchester,BL | Oldham,Greater Manchester,OL |
Liverpool,Merseyside,L | Preston,Lancashire,PR | Blackburn,Lancashire,BB | Burnley,Lancashire,BB |
Newcastle upon Tyne,Tyne and Wear,NE | Sunderland,Tyne and Wear,SR | Middlesbrough,North Yorkshire,TS |
Nottingham,Nottinghamshire,NG | Mansfield,Nottinghamshire,NG | Derby,Derbyshire,DE |
Chesterfield,Derbyshire,S | Leicester,Leicestershire,LE | Loughborough,Leicestershire,LE |
Birmingham,West Midlands,B | Coventry,West Midlands,CV | Wolverhampton,West Midlands,WV |
Walsall,West Midlands,WS | Stoke-on-Trent,Staffordshire,ST | Norwich,Norfolk,NR |
King's Lynn,Norfolk,PE | Ipswich,Suffolk,IP | Cambridge,Cambridgeshire,CB | Peterborough,Cambridgeshire,PE |
Luton,Bedfordshire,LU | Reading,Berkshire,RG | Slough,Berkshire,SL | Oxford,Oxfordshire,OX |
Southampton,Hampshire,SO | Portsmouth,Hampshire,PO | Brighton,East Sussex,BN | Hastings,East Sussex,TN |
Crawley,West Sussex,RH | Maidstone,Kent,ME | Canterbury,Kent,CT | Margate,Kent,CT | Bristol,-,BS |
Exeter,Devon,EX | Plymouth,Devon,PL | Truro,Cornwall,TR | Gloucester,Gloucestershire,GL |
Swindon,Wiltshire,SN | Cardiff,-,CF | Swansea,-,SA | Newport,-,NP | Wrexham,-,LL | Glasgow,-,G |
Paisley,Renfrewshire,PA | Edinburgh,-,EH | Dundee,-,DD | Aberdeen,-,AB | Inverness,Highland,IV |
Belfast,-,BT | Derry,-,BT | Lincoln,Lincolnshire,LN | Boston,Lincolnshire,PE | Carlisle,Cumbria,CA |
Hull,East Riding of Yorkshire,HU | York,North Yorkshire,YO | Harrogate,North Yorkshire,HG |
Croydon,-,CR | Ilford,-,IG | Romford,-,RM | Wembley,-,HA | Tottenham,-,N | Lewisham,-,SE |
Walthamstow,-,E | Southall,-,UB
""")]

UK_STREET_SUFFIX = _w("Road Road Street Street Lane Close Avenue Crescent Drive Way Gardens Terrace Grove Place Mews Walk Rise Court")

STREET_STEMS = _w("""
Alder Ashgrove Aspen Beacon Beech Belmont Birch Blackthorn Bracken Bramble Briar
Brook Burnside Carlton Cedar Chapel Chestnut Clover Cobden Coronation Cranbrook
Dale Dorset Elm Elmwood Fernhill Foxglove Garnet Glebe Granville Greenbank Hawthorn
Hazel Heather Highfield Hollybush Juniper Kestrel Kingfisher Laburnum Larch Lilac
Linden Maple Marlow Meadow Mill Moorland Mulberry Northcote Oakfield Orchard Osprey
Parkside Pinewood Poplar Primrose Quarry Raven Redwood Riverside Rowan Sandpiper
Sheppard Sherwood Silverbirch Spruce Stanley Sycamore Tamarack Thornbury Valley
Victoria Walnut Wentworth Westbury Willow Windermere Woodbine Yew Tennyson Gladstone
Balmoral Caledonia Laurier Champlain Algonquin Muskoka Cartier Mackenzie Tecumseh
Dundas Osler Frontenac Simcoe Wolseley Brock Nelson Wellington Regent Albion
""")

CA_HOSP = _l("""
Northshore General Hospital | Queensway Memorial Hospital | Harbourview Regional Hospital |
St. Brendan's Hospital | Prairie Ridge Health Centre | Lakehead Valley Hospital |
Bayview Community Health Centre | Riverside Community Health Centre | Maple Ridge Family Health Team |
St. Anselm's Health Centre | Cedarbrook Medical Clinic | Westgate Chest Clinic |
Tamarack Family Health Organization | Kingsmere Walk-in Clinic | Pineview Medical Centre |
Grey Owl Nursing Station | Mount Elgin General | Trillium Bend Hospital | Fraserdale Urgent Care Centre |
Aurora Hill Family Practice | Lakeshore Travel Health Clinic | Eastside Sexual Health Clinic
""")

UK_HOSP = _l("""
St Aldhelm's Hospital | Royal Wexcombe Infirmary | Northfield General Hospital |
Beckside Medical Practice | Abbeyfield Road Surgery | Hollins Park Surgery |
Riverside Health Centre | Marsh Lane Surgery | Castlegate Medical Centre |
Whinmoor Health Centre | Queen Adelaide Hospital | Kingsholme Chest Clinic |
Tanners Yard Surgery | Ellerby Community Hospital | Lindenfield Practice |
Bramley Vale Medical Group | Harbour Street Sexual Health Clinic | St Oswin's Infirmary |
Moorgate Travel Clinic | Coldwell Park Surgery | Westhaven Walk-in Centre
""")

CARE_HOMES = _l("""
Maplewood Lodge | Cedar Grove Care Home | The Willows Nursing Home | Birchfield Manor |
Heatherbank House | Sunnyside Long-Term Care | Pinecrest Manor | Rosemount Lodge |
Ashdown Court Care Home | Thornleigh House | Brookvale Residence | Fernlea Care Centre |
Hillcrest Retirement Residence | St. Agatha's Home | Larkspur Gardens LTC Home
""")

WARDS = _l("Rowan Unit|Oak Unit|Beech Ward|Ward 7B|Ward 12|Harebell Wing|Juniper Unit|Kingfisher Ward|Lavender Suite|3 North|Ward C4|Poplar Unit")

PHARMACIES = _l("Kestrel Pharmacy|Westway Chemist|Northgate Pharmacy|Apex Drug Mart|Lindenwood Pharmacy|Parkside Pharmacy|Pillbox Pharmacy on Main|Hallam Chemists")

LABS_CA = _l("Northshore Regional Microbiology Laboratory|Queensway Hospital Laboratory|Tri-Lakes Community Lab|Harbourview Regional Lab")
LABS_UK = _l("Northfield Microbiology Laboratory|Royal Wexcombe Pathology|Ellerby Regional Microbiology Centre|Castlegate Pathology Services")

SCHOOLS = _l("""
St. Columba Catholic Primary School | Hillcrest Public School | Northview Secondary School |
Oakwood Academy | Riverbend Elementary School | Little Acorns Nursery | Sunbeam Daycare Centre |
Greenacre Junior School | Holy Trinity C of E Primary | Westmount Collegiate | Buttercup Lane Playgroup |
Kingsmead High School | École Saint-Laurent | Tamarack Ridge Middle School | Lakeholm College |
Ravenscourt University | Parkview Montessori | Tiny Steps Childcare
""")

EMPLOYERS = _l("""
Harcastle Poultry Ltd | Dalemoor Meat Processors | Northern Loop Logistics | Greenfold Foods |
Brightwater Contact Centre | Tri-City Transit | Kingsway Construction | Cobalt Fulfilment Centre |
Maple Leaf Growers Co-op | Fenwick Mushroom Farm | Sterling Cold Storage | Oakridge Packaging |
Red Kite Cleaning Services | Harbourfront Hotel | Quayside Taxis | Pennant Security Ltd |
Northwind Airlines | Copperline Mining Corp | Bluewater Fisheries | Avalon Call Solutions |
Greystone Correctional Centre | Sunrise Home Care Agency | Prairie Gold Seeds
""")

FOOD_BIZ = _l("""
The Golden Wok | Marlowe's Bistro | Cafe Soleil | Patel's Sweet Centre | Bella Napoli Pizzeria |
Taste of Lagos | The Ploughman's Rest | Shawarma Palace Express | Pho Saigon Kitchen |
The Hungry Moose Diner | Mama Rosa's Deli | Spice Route Takeaway | Blue Heron Sushi |
Kebabish Grill House | The Maple Leaf Tavern | Sunrise Bakery | Chuckwagon Food Truck |
Harbour Fish Bar | Golden Dragon Buffet | Little Lisbon Churrasqueira
""")

VENUES_ORG = _l("""
Iron Forge Gym | Riverside Gospel Church | St. Matthew's Anglican Church | Harbour Light Shelter |
Crossroads Community Kitchen | Lakeview Curling Club | Gurdwara Guru Kirpa Sahib |
Al-Noor Islamic Centre | The Blue Anchor pub | Starlight Bingo Hall | Northside Boxing Club |
Camp Kawartha Pines | Moonlight Karaoke Bar | Eastgate Community Centre
""")

LANDMARKS = _l("""
Riverside Park | Union Station | the Bayfront Leisure Centre | Kingsway Bus Station |
Market Square | Victoria Pier | the Dunmore Bridge | Harbourfront Arena | Highfield Shopping Centre |
Westside Mall | Gorse Hill Common | the Old Mill Community Hall | Terminal 3 | Central Library
""")

HP_ORGS_CA = _l("""
Ridgeview Public Health | Lakeshore Health Unit | Northern Prairie Health Region |
Grand Valley Public Health Services | Tamarack District Health Unit | Coastal Island Health Authority
""")

HP_ORGS_UK = _l("""
Wessex Vale Health Protection Team | Pennine Health Protection Team | Fenland Health Protection Team |
Severnside Health Protection Team | Northumbria Coast HPT | Weald Health Protection Team
""")

COUNCILS_UK = _l("Harrowdale Borough Council|Kestrelford District Council|Ashvale City Council|Thornbury Metropolitan Borough Council")
COUNCILS_CA = _l("Municipality of Port Alder|Town of Millbrook Falls|Regional Municipality of Tamarack|City of Bayfront")

AIRLINES = _l("Aurora Air|Northstar Airways|Maple Jet|Skyloom|Atlantica Airways|Crescent Air")

PROFESSIONS = _l("""
food handler | line cook | dishwasher | warehouse operative | HGV driver | taxi driver |
bus driver | care assistant | personal support worker | healthcare assistant | teacher |
teaching assistant | nursery nurse | early childhood educator | retired miner | farm labourer |
poultry processing worker | meat packer | construction labourer | electrician | plumber |
hairdresser | nail technician | office cleaner | security guard | software developer |
accountant | flight attendant | long-haul trucker | chef | barista | bartender | postal worker |
retail assistant | kitchen porter | fisherman | shelter support worker | prison officer |
lab technician | dental hygienist | paramedic | veterinary technician | dairy farmer |
hospital porter | supply teacher | delivery driver | call centre agent | miner | bricklayer |
seasonal agricultural worker | hotel housekeeper | pharmacy assistant | lorry driver | childminder |
retired teacher | retired bus driver | retired farmer | retired machinist | retired nurse | retired civil servant
""")

COUNTRIES = _l("""
India | Pakistan | Bangladesh | Nigeria | Ghana | Somalia | Eritrea | Ethiopia | Philippines |
Vietnam | China | Mexico | Haiti | Jamaica | Brazil | Peru | Kenya | Tanzania | Uganda |
Sierra Leone | Afghanistan | Syria | Ukraine | Romania | Poland | Portugal | Spain | Thailand |
Indonesia | Nepal | Sri Lanka | Egypt | Morocco | Dominican Republic | Cuba | Guatemala |
Cameroon | Zimbabwe | Democratic Republic of the Congo | Sudan | Iraq | Turkey | Colombia |
Guyana | Malawi | Senegal | Cambodia | Myanmar | Yemen
""")

RELATIONS = _l("wife|husband|partner|mother|father|son|daughter|sister|brother|grandmother|"
               "grandson|granddaughter|aunt|uncle|cousin|flatmate|roommate|friend|neighbour|"
               "landlord|boyfriend|girlfriend|step-daughter|father-in-law|niece|nephew|carer")

LANGS = _l("Punjabi|Urdu|Tagalog|Tigrinya|Somali|Arabic|Polish|Romanian|Mandarin|Cantonese|"
           "Vietnamese|Yoruba|Portuguese|Spanish|Bengali|Dari|French|Ukrainian|Amharic|Gujarati")

PETS = _l("dog|dog|dog|cat|cat|ferret|bat|raccoon|fox|skunk|horse|monkey")
