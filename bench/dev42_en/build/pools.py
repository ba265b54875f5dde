"""Invented name, place and institution pools (all hand-written for dev42_en)."""

# ---------------------------------------------------------------- given names
# (origin, male list, female list)
GIVEN = {
    "anglo": (
        "James Oliver Thomas Henry George Edward Samuel Daniel Matthew Andrew Christopher Jonathan "
        "Richard Peter Stephen Michael David Paul Simon Graham Nigel Trevor Keith Derek Colin Gary "
        "Wayne Darren Craig Ryan Jack Harry Charlie Alfie Archie Toby Ethan Liam Noah Mason Logan "
        "Tyler Brandon Austin Cody Dylan Kyle Travis Dustin Brett Glenn Howard Raymond Ronald "
        "Kenneth Dennis Harold Arthur Walter Leonard Stanley Bernard Clifford Gordon Norman Roy "
        "Stuart Neil Ian Alan Barry Malcolm Duncan Alistair Hamish Callum Rhys Gareth Dafydd Owain "
        "Huw Iwan Kieran Nathan Jordan Bradley Shane Troy Marcus Vincent Philip Timothy",
        "Margaret Elizabeth Susan Patricia Linda Barbara Jennifer Karen Sandra Donna Carol Sharon "
        "Deborah Julie Tracey Nicola Joanne Claire Emma Sarah Rebecca Hannah Sophie Chloe Olivia "
        "Amelia Isla Ava Ella Lily Freya Poppy Evie Megan Bethan Cerys Rhiannon Sian Gwen Eileen "
        "Doreen Maureen Brenda Jean Joan Dorothy Irene Pauline Gillian Lorraine Wendy Heather Fiona "
        "Morag Kirsty Ashley Brittany Kayla Madison Courtney Tiffany Amber Crystal Melissa "
        "Stephanie Kimberly Michelle Amanda Jessica Lauren Kelsey Haley Shelby Brooke Dawn Tammy "
        "Sheila Judith Marilyn Beverly Gloria Lois Mildred Norma Vera Hazel Edith Ethel Phyllis "
        "Catherine Victoria Charlotte Harriet Imogen Tamsin Leanne Kerry Jodie Natalie"),
    "irish": (
        "Seán Ciarán Cian Oisín Darragh Eoin Pádraig Colm Declan Fergal Niall Rory Cormac Donal "
        "Tadhg Diarmuid Ronan Conor Fintan Emmet Lorcan Ruairí",
        "Aoife Siobhán Niamh Caoimhe Orla Saoirse Gráinne Róisín Clodagh Sinéad Aisling Deirdre "
        "Bríd Máire Eimear Ciara Nuala Úna Fionnuala Treasa"),
    "southasian": (
        "Rajesh Sanjay Amit Vikram Arjun Rohan Anil Suresh Mohammed Imran Tariq Faisal Asif Zubair "
        "Harpreet Gurpreet Manjit Jaspal Kuldeep Rahul Pradeep Ashok Deepak Nikhil Ravi Sunil "
        "Venkat Karthik Aravind Shahid Nadeem Bilal Hamza Ranjit",
        "Priya Anjali Sunita Kavita Neha Pooja Deepa Meena Lakshmi Shabnam Nasreen Farzana Ayesha "
        "Fatima Rukhsana Simran Harjit Parveen Shreya Divya Ananya Rekha Bhavna Nirmala Sushila "
        "Jaswinder Amandeep Tahira Samina Lalitha"),
    "eastasian": (
        "Wei Jun Hao Ming Jian Lei Xiaoming Zhiwei Hiroshi Takeshi Kenji Haruto Min-jun Ji-hoon "
        "Hyun-woo Sung-min Thanh Minh Duc Tuan Kwok-Wai Chi-Keung Yong Daisuke Quang",
        "Mei Xiu_Ying Li_Na Yan Ling Hui Fang Akiko Yumiko Keiko Sakura Naoko Seo-yeon Ji-woo "
        "Linh Huong Ngoc Thuy Eun-ji Hye-jin Xin_Yue Shu_Fen Mai Lan"),
    "african": (
        "Chukwuemeka Oluwaseun Adebayo Babatunde Emeka Ifeanyi Kwame Kofi Kwabena Yaw Tendai "
        "Tafadzwa Sipho Thabo Abdi Mohamed Abdirahman Tesfaye Dawit Olumide Chinedu Kelechi "
        "Obinna Segun Nnamdi Kwesi",
        "Amara Chiamaka Ngozi Adaeze Funmilayo Folasade Abena Akosua Efua Nomvula Thandiwe Fadumo "
        "Hodan Ayan Hiwot Selam Yetunde Blessing Precious Chioma Nkechi Adwoa Zanele Bisola"),
    "mideast": (
        "Ahmed Omar Khalid Yusuf Hassan Hussein Karim Samir Nabil Walid Reza Dariush Kaveh Mehmet "
        "Emre Murat Burak Tarek Ziad Farid Kamal Arash",
        "Layla Noor Mariam Yasmin Rania Huda Leila Shirin Parisa Elif Zeynep Ayşe Dalia Salma "
        "Nadia Samira Maryam Golnar"),
    "hispanic": (
        "José Juan Carlos Luis Miguel Alejandro Javier Diego Jorge Ricardo Fernando Andrés Raúl "
        "João Tiago Rui Paulo Héctor Rodrigo Ramón Emilio Joaquín",
        "María Guadalupe Lucía Carmen Ana Isabel Gabriela Valentina Camila Sofía Mariana Beatriz "
        "Inês Catarina Adriana Yolanda Marisol Esperanza Rocío Pilar Consuelo Graciela"),
    "easteuro": (
        "Piotr Tomasz Krzysztof Marek Paweł Andrzej Jakub Łukasz Mateusz Dmitri Sergei Andrei "
        "Vasile Ion Mihai Bogdan Oleksandr Viktor Jiří Radek Goran",
        "Agnieszka Katarzyna Magdalena Joanna Małgorzata Ewa Anna Olga Irina Natalia Svetlana "
        "Elena Ioana Daniela Lenka Jana Oksana Tatiana Milena Dorota"),
    "mediterranean": (
        "Giuseppe Marco Luca Alessandro Francesco Giovanni Nikolaos Georgios Dimitrios "
        "Konstantinos Salvatore Stavros Enzo Vito",
        "Giulia Francesca Chiara Alessia Eleni Sofia Katerina Despina Rosaria Paola Maria "
        "Antonella Vasiliki"),
    "pacific": (
        "Wiremu Tama Rawiri Hemi Manaia Nikau Sione Tevita Sefo Tavita Fetu Tane Rangi Ihaia",
        "Aroha Mere Anahera Huia Kiri Moana Hinewai Losa Mele Sina Malia Ofa Ngaire Tui Awhina"),
    "northwest": (
        "Moshe Avraham Dov Klaus Jürgen Stefan Lukas Henrik Lars Sven Pierre Étienne Mathieu "
        "Pieter Joost Anders Benoît Yannick Luc Gilles Jean-François Marc-André",
        "Yael Noa Shira Astrid Ingrid Greta Sigrid Amélie Céline Margaux Anouk Femke Brigitte "
        "Liesbeth Solveig Geneviève Nathalie Isabelle Chantal Josée"),
    "filipino": (
        "Rodrigo Ramon Jericho Rogelio Efren Danilo Arnel Reynaldo",
        "Maricel Rowena Jocelyn Marites Analyn Lorna Rosalind Editha"),
}

SURNAMES = {
    "anglo": (
        "Smith Johnson Williams Jones Taylor Davies Evans Roberts Lewis Walker Wright Robinson "
        "Thompson Hughes Edwards Harris Clarke Jackson Turner Cooper Morris Moore Cook Morgan "
        "Price Bennett Griffiths Richardson Marshall Collins Holmes Shaw Pearson Hudson Fletcher "
        "Chapman Dixon Kennedy Ellis Harrison Gibson Webb Rogers Hollis Whitcombe Ashworth "
        "Pemberton Thornton Fairclough Wainwright Hargreaves Cartwright Beckett Fenwick Ramsbottom "
        "Sutcliffe Entwistle Lockwood Haworth Greenhalgh Crossley Brierley Atherton Holroyd "
        "MacLeod MacDonald Campbell Stewart Murray Robertson Sinclair Lindsay Drummond Buchanan "
        "McIntyre Henderson Gillespie Llewellyn Pritchard Vaughan Powell Prosser Bevan Anderson "
        "Miller Davis Sanders Jenkins Russell Sullivan Olson Larsen Petersen Gustafson Kowalczyk "
        "Whitaker Dunbar Halloran Prescott Langford Merriweather Okoro-Smith Trelawney Penhaligon "
        "Rowntree Blakemore Ingram Lowther Kettering Aldridge Bramwell Copeland Dempsey Everett "
        "Garside Hamblin Kirkwood Mortimer Nettleton Oakley Radcliffe Stanfield Tennant Underhill"),
    "irish": (
        "O'Sullivan O'Brien Murphy Kelly Byrne Walsh O'Connor McCarthy Doyle Gallagher Fitzgerald "
        "Brennan Lynch Quinlan Mulcahy Donnelly Kavanagh Fogarty Moriarty Hennessy Costello "
        "O'Donoghue McGrath Cullinane Ó_Briain Mac_Giolla_Phádraig Nolan Tierney Geraghty"),
    "southasian": (
        "Patel Shah Sharma Gupta Singh Kaur Kumar Reddy Rao Iyer Nair Menon Pillai Chatterjee "
        "Banerjee Mukherjee Bose Desai Mehta Joshi Chaudhry Khan Hussain Ahmed Akhtar Qureshi "
        "Malik Siddiqui Rahman Chowdhury Begum Sandhu Gill Dhillon Grewal Sidhu Bains "
        "Ranasinghe Perera Jayawardena Venkataraman Subramanian Krishnan"),
    "eastasian": (
        "Chen Wang Zhang Liu Huang Zhao Zhou Xu Lin Tan Lim Ng Wong Chan Leung Cheung Lau Yeung "
        "Kim Choi Jung Kang Cho Yoon Jang Shin Kwon Nguyen Tran Pham Hoang Vu Dang Bui Sato "
        "Suzuki Takahashi Tanaka Watanabe Yamamoto Nakamura Kobayashi"),
    "african": (
        "Okafor Adeyemi Okonkwo Eze Nwosu Obi Adebayo Oyelaran Balogun Ogunleye Mensah Boateng "
        "Asante Owusu Osei Agyeman Mwangi Otieno Kamau Wanjiru Moyo Ndlovu Dlamini Mahlangu "
        "Mohamud Abdullahi Warsame Tesfaye Bekele Haile Girma Adeleke Okoye Nnaji"),
    "mideast": (
        "Al-Sayed Haddad Khoury Nasser Saleh Farouk Mansour Abdallah Rahimi Hosseini Karimi "
        "Tehrani Moradi Yilmaz Kaya Demir Şahin Çelik Aydın Öztürk Hamdan Barakat Azizi"),
    "hispanic": (
        "Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres Flores "
        "Rivera Gomez Diaz Morales Ortiz Castillo Vargas Mendoza Ruiz Alvarez Romero Navarro "
        "Delgado Guerrero Silva Santos Oliveira Pereira Costa Ferreira Rodrigues Almeida Carvalho "
        "Sousa Echeverría Ibáñez"),
    "easteuro": (
        "Kowalski Nowak Wiśniewski Wójcik Kamiński Lewandowski Zieliński Szymański Dąbrowski "
        "Ivanov Petrov Popescu Ionescu Dumitru Horvat Novák Dvořák Kovač Shevchenko Bondarenko "
        "Kovalenko Sokolova Marinescu"),
    "mediterranean": (
        "Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Gallo Conti "
        "De_Luca Papadopoulos Georgiou Nikolaidis Konstantinou Christodoulou Pappas Dimitriou "
        "Lombardi Caruso"),
    "pacific": (
        "Te_Whata Ngata Parata Tipene Hohaia Rangihuna Te_Rangi Paewai Faleolo Tuilagi Fifita "
        "Tupou Vaifale Leota Sapolu Taufa Aumua Fonoti Lolohea Tuipulotu"),
    "northwest": (
        "Cohen Levy Friedman Goldberg Katz Rosenberg Weiss Fischer Weber Wagner Keller "
        "Zimmermann Berg Andersson Johansson Nilsson Eriksen Hansen Jensen de_Vries van_Dijk "
        "Bakker Visser Janssen Moreau Laurent Girard Fontaine Rousseau Lemieux Tremblay Gagnon "
        "Bouchard Côté Pelletier Lavoie Fortin Bergeron Ouellet Dubois Lefebvre"),
    "filipino": (
        "Reyes Cruz Bautista Villanueva Dela_Cruz Aquino Ramos Castro Mercado Soriano Macaraeg"),
}

# origins weighted per locale (origin, weight)
ORIGIN_WEIGHTS = {
    "US": [("anglo", 40), ("hispanic", 18), ("african", 7), ("eastasian", 8), ("southasian", 6),
           ("northwest", 7), ("easteuro", 5), ("mediterranean", 4), ("mideast", 3), ("filipino", 3),
           ("irish", 3)],
    "UK": [("anglo", 45), ("southasian", 15), ("african", 8), ("easteuro", 7), ("irish", 6),
           ("eastasian", 5), ("mideast", 4), ("mediterranean", 4), ("hispanic", 3), ("northwest", 3)],
    "CA": [("anglo", 30), ("northwest", 18), ("southasian", 12), ("eastasian", 12),
           ("mediterranean", 5), ("filipino", 5), ("african", 5), ("mideast", 5), ("hispanic", 4),
           ("easteuro", 4), ("irish", 3)],
    "AU": [("anglo", 42), ("eastasian", 12), ("southasian", 10), ("mediterranean", 9),
           ("pacific", 5), ("mideast", 5), ("easteuro", 4), ("filipino", 4), ("african", 3),
           ("irish", 4), ("hispanic", 2)],
    "IE": [("irish", 50), ("anglo", 20), ("easteuro", 12), ("african", 5), ("southasian", 5),
           ("hispanic", 3), ("eastasian", 3), ("filipino", 2)],
    "NZ": [("anglo", 40), ("pacific", 22), ("eastasian", 10), ("southasian", 8), ("irish", 4),
           ("northwest", 4), ("filipino", 4), ("mediterranean", 3), ("african", 2), ("mideast", 3)],
}

# ---------------------------------------------------------------- places
TOWNS = {
    "US": ("Port Ellison|Cedar Hollow|Maple Falls|Brookhaven Heights|West Lorimer|Fairmont Springs|"
           "Granger City|Willow Bend|Lake Orrin|Haddon Ridge|Pine Crest|Stillwater Flats|"
           "North Calloway|Bramford|Kessler Park|Ridgemont|Oakvale|Sutter Junction|Ellington Mills|"
           "Marston|Coldwater Bay|Harlan Cross|Riverton Falls|Bexley Grove|Copper Springs|"
           "Dorrance|Eastlake Shores|Frankton|Glenhaven|Hollister Point|Juniper Valley|Larkspur"),
    "UK": ("Harrowby|Ashcombe|Thornleigh|Kingsmere|Brackenfield|Wexhall|Cransford|Dunmere|"
           "Elsworth Magna|Fenbridge|Glasscoate|Hartwell St Giles|Kelsall Moor|Langthorpe|"
           "Marlowe Heath|Netherby Cross|Oxmoor|Penhallow|Redbarrow|Saltmarsh|Tamwell|Upper Brinsley|"
           "Whitchurch Parva|Yarrowby|Aldermoor|Bexton|Clayhithe Green|Dunstowe|Eastleigh Parva|"
           "Frampton Lees|Gildersome Vale|Holmbrook|Ingleford|Kirkhallam"),
    "CA": ("Port Alder|Riviere-Blanche|Cedarview|Kestrel Falls|Lakehurst|Maple Ridge Landing|"
           "North Tamarack|Oxbow Crossing|Pine Harbour|Quarry Hill|St-Aubert|Silver Birch|"
           "Thornhill Bay|Wolfe Point|Beaverton Mills|Caribou Flats|Elk Meadow|Fraserdale|"
           "Glenbrook|Hudson Narrows|Iroquois Bend|Juniper Cove|Lac-Sainte-Claire|Moosejaw Creek"),
    "AU": ("Wattle Creek|Banksia Heights|Currawong Bay|Dunmore Springs|Emu Flat|Gidgee|Ironbark|"
           "Jarrah Vale|Kurrajong Park|Lorikeet Point|Mallee Downs|Nullabri|Ouyen East|Paperbark|"
           "Quandong|Redgum Crossing|Saltbush|Tallowood|Yarraville North|Bellbird Hill|Coolabah|"
           "Drysdale Heads|Glenmorrow|Kinross Bay"),
    "IE": ("Ballymore|Castlecoote|Kilbrennan|Drumcarrig|Glenmullen|Rathkeel|Carrigmore|"
           "Ardnagross|Ballinascreen|Clonmellon|Dunleer Cross|Inchigeelagh|Kilcolgan|"
           "Lisnagry|Moyvalley|Newtownforbes|Rathowen|Tullyvin|Ballinagore|Knockaderry"),
    "NZ": ("Kowhai Bay|Rimu Flat|Matai Springs|Tawa Ridge|Totara Heights|Harakeke|Kahikatea|"
           "Pohutukawa Point|Manuka Downs|Whetu Bay|Ruakiwi|Te Karoro|Otamahua|Puriri Glen|"
           "Waimarie|Kereru Valley|Aotea Heights|Tui Crossing"),
}
TOWNS = {k: v.split("|") for k, v in TOWNS.items()}

# counties (annotated CITY per guideline "town, city, county")
COUNTIES = {
    "UK": ["Lincolnshire", "West Yorkshire", "Somerset", "Cheshire", "Norfolk", "Kent",
           "Cumbria", "Devon", "Staffordshire", "Gwynedd", "Fife", "Durham", "Shropshire",
           "Essex", "Lancashire", "Dorset", "Powys", "Aberdeenshire"],
    "IE": ["Cork", "Kerry", "Galway", "Mayo", "Roscommon", "Meath", "Kildare", "Wicklow",
           "Limerick", "Tipperary", "Donegal", "Sligo", "Westmeath", "Wexford", "Clare",
           "Cavan", "Laois", "Offaly"],
}

STATES = {
    "US": [("Ohio", "OH"), ("Michigan", "MI"), ("Massachusetts", "MA"), ("Illinois", "IL"),
           ("Oregon", "OR"), ("Colorado", "CO"), ("Texas", "TX"), ("Minnesota", "MN"),
           ("North Carolina", "NC"), ("Washington", "WA"), ("Pennsylvania", "PA"),
           ("Wisconsin", "WI"), ("Georgia", "GA"), ("Arizona", "AZ"), ("Virginia", "VA"),
           ("Tennessee", "TN"), ("New York", "NY"), ("California", "CA"), ("Florida", "FL"),
           ("Kentucky", "KY"), ("Iowa", "IA"), ("Maryland", "MD"), ("Missouri", "MO")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Quebec", "QC"),
           ("Manitoba", "MB"), ("Saskatchewan", "SK"), ("Nova Scotia", "NS"),
           ("New Brunswick", "NB"), ("Newfoundland and Labrador", "NL")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("South Australia", "SA"), ("Western Australia", "WA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT"), ("Northern Territory", "NT")],
    "NZ": [("Waikato", "Waikato"), ("Canterbury", "Canterbury"), ("Otago", "Otago"),
           ("Bay of Plenty", "Bay of Plenty"), ("Hawke's Bay", "Hawke's Bay"),
           ("Northland", "Northland"), ("Southland", "Southland"), ("Taranaki", "Taranaki"),
           ("Manawatū-Whanganui", "Manawatū-Whanganui"), ("Wellington", "Wellington")],
}

CA_POSTAL_FIRST = {"ON": "KLMNP", "BC": "V", "AB": "T", "QC": "GHJ", "MB": "R", "SK": "S",
                   "NS": "B", "NB": "E", "NL": "A"}
AU_POST_PREFIX = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7",
                  "ACT": "26", "NT": "08"}

STREET_NAMES = (
    "Larch|Calder|Station|Mill|Church|Chapel|Orchard|Willow|Hawthorn|Beech|Juniper|Fairview|"
    "Meadow|Harbor|Lakeshore|Ridgeway|Cedar|Rowan|Kingfisher|Heron|Sycamore|Laburnum|Primrose|"
    "Foxglove|Bramble|Hollybank|Ashgrove|Elmwood|Oakfield|Thistle|Marigold|Granite|Quarry|"
    "Bridgewater|Northgate|Southfield|Westbourne|Eastcote|Castle|Abbey|Priory|Victoria|"
    "Alexandra|Albert|Wellington|Nelson|Mulberry|Chestnut|Poplar|Alder|Birchwood|Cypress|"
    "Magnolia|Wattle|Banksia|Kowhai|Totara|Pohutukawa|Jacaranda|Maple|Tamarack|Spruce|"
    "Saint-Laurent|Lighthouse|Ferry|Tannery|Brewery|Foundry|Wharf|Shipyard|Copperfield|Dunmore").split("|")

STREET_TYPES = {
    "US": ["Street", "Avenue", "Drive", "Road", "Lane", "Court", "Boulevard", "Way", "Place",
           "St", "Ave", "Dr", "Rd", "Blvd", "Terrace", "Circle", "Parkway"],
    "UK": ["Road", "Street", "Lane", "Close", "Avenue", "Drive", "Crescent", "Gardens", "Way",
           "Grove", "Terrace", "Mews", "Rise", "View", "Walk", "Place", "Court"],
    "CA": ["Street", "Avenue", "Drive", "Road", "Crescent", "Boulevard", "Court", "Way",
           "St", "Ave", "Cres", "Rue"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Court", "Drive", "Place",
           "Terrace", "Close", "Highway", "St", "Rd", "Ave", "Cct"],
    "IE": ["Road", "Street", "Lane", "Avenue", "Park", "Grove", "Terrace", "View", "Drive",
           "Close", "Crescent", "Heights", "Lawns", "Court", "Green"],
    "NZ": ["Road", "Street", "Avenue", "Crescent", "Drive", "Place", "Terrace", "Way",
           "Grove", "Rise", "Lane", "Close"],
}

COUNTRIES = ["Poland", "Portugal", "Nigeria", "Ghana", "India", "Pakistan", "Bangladesh",
             "Sri Lanka", "Philippines", "Vietnam", "China", "South Korea", "Japan", "Somalia",
             "Ethiopia", "Kenya", "Zimbabwe", "South Africa", "Jamaica", "Mexico", "Brazil",
             "Colombia", "Turkey", "Iran", "Iraq", "Syria", "Lebanon", "Egypt", "Romania",
             "Lithuania", "Ukraine", "Italy", "Greece", "Spain", "France", "Germany",
             "the Netherlands", "Sweden", "Norway", "Samoa", "Tonga", "Fiji", "Thailand",
             "Indonesia", "Malaysia", "Singapore", "Hong Kong", "Chile", "Peru", "Morocco",
             "Sudan", "Eritrea", "Afghanistan", "Nepal", "Cyprus", "Malta", "Croatia"]

HOME_COUNTRY = {"US": ["United States", "USA", "U.S."], "UK": ["United Kingdom", "UK", "England", "Scotland", "Wales"],
                "CA": ["Canada"], "AU": ["Australia"], "IE": ["Ireland", "Republic of Ireland"],
                "NZ": ["New Zealand", "Aotearoa New Zealand"]}

# ---------------------------------------------------------------- institutions
HOSP_STEMS = ["Harrowby", "Ashcombe", "Kingsmere", "Lakeshore", "Calder Valley", "Northgate",
              "Fenbridge", "Whitmore", "Riverside", "Saint Brigid's", "St. Aidan's", "St Columba's",
              "Mount Calder", "Bellfield", "Greywater", "Holloway Park", "Kestrel", "Marlowe",
              "Oakhurst", "Pinewood", "Redbarrow", "Silverdale", "Thornbury Vale", "Westbrook",
              "Our Lady of the Lakes", "St. Jude Mercy", "Sacred Heart", "St Finbarr's",
              "St Enda's", "Good Samaritan", "Wattle Grove", "Kowhai", "Mercy Hills",
              "Bayview", "Prince Albert", "Queen Adelaide", "King Edmund",
              "Lady Margaret", "Hollybank", "Elmstead", "Glenmorrow", "Port Ellison", "Juniper"]
HOSP_SUFFIX = {
    "US": ["Regional Medical Center", "General Hospital", "Medical Center", "Memorial Hospital",
           "Community Hospital", "University Hospital", "Health System", "Hospital"],
    "UK": ["General Hospital", "Royal Infirmary", "District General Hospital", "University Hospital",
           "Community Hospital", "Hospital", "Treatment Centre", "Infirmary"],
    "CA": ["General Hospital", "Health Centre", "Regional Hospital", "Health Sciences Centre",
           "Memorial Hospital", "Hospital"],
    "AU": ["Base Hospital", "Hospital", "Private Hospital", "Health Service", "District Hospital",
           "Medical Centre"],
    "IE": ["University Hospital", "General Hospital", "Hospital", "Regional Hospital",
           "Community Hospital"],
    "NZ": ["Hospital", "Base Hospital", "Health Centre", "Public Hospital"],
}
TRUST_SUFFIX = ["Hospitals NHS Foundation Trust", "Teaching Hospitals NHS Trust",
                "NHS Foundation Trust", "Health Board"]

PRACTICE_STEMS = ["Elm Park", "Riverside", "Castlegate", "Bayview", "Kowhai", "Wattle Grove",
                  "The Willows", "Church Lane", "Station Road", "Meadowbank", "Beacon", "Harbourside",
                  "Larkfield", "Orchard House", "Priory", "Abbeyfield", "Northbrook", "Southview",
                  "Westgate", "Eastfield", "Hillcrest", "Valley View", "Greenacres", "Oak Tree",
                  "Jacaranda", "Pohutukawa", "Tamarack", "Maplewood", "Lakeside", "Millstream"]
PRACTICE_SUFFIX = {
    "US": ["Family Medicine", "Primary Care", "Internal Medicine Associates", "Family Health Center",
           "Medical Group", "Community Health Clinic"],
    "UK": ["Surgery", "Medical Practice", "Health Centre", "Medical Centre", "Group Practice"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Practice", "Community Health Centre"],
    "AU": ["Medical Centre", "Family Practice", "General Practice", "Medical Clinic"],
    "IE": ["Medical Centre", "Family Practice", "Health Centre", "Surgery"],
    "NZ": ["Medical Centre", "Health Centre", "Family Doctors", "Medical Practice"],
}
WARDS = ["Rowan Ward", "Kingfisher Unit", "Heron Ward", "Juniper Ward", "Osprey Ward",
         "Willow Unit", "Linnet Ward", "Skylark Ward", "Beech Ward", "Cedar Unit",
         "Larkspur Ward", "Tui Ward", "Kiwi Ward", "Wattle Ward", "St Anne's Ward"]
PHARMACIES = ["Hollybank Pharmacy", "Castle Chemist", "Bridge Street Pharmacy", "Greenway Pharmacy",
              "Harbourside Chemist", "Lakeview Drug", "Meadow Pharmacy", "Corner Apothecary"]
CARE_HOMES = ["Beechwood Care Home", "The Laurels Nursing Home", "Rosedale Lodge",
              "Amberley House", "Sunnyvale Manor", "Kowhai Court Rest Home",
              "Wattle Gardens Aged Care", "Maple Terrace Residence"]

# ---------------------------------------------------------------- organisations
EMPLOYER_STEMS = ["Brackenridge", "Northgate", "Calder", "Harbourline", "Pinnacle", "Greystone",
                  "Kestrel", "Meridian", "Ashworth", "Bluewater", "Copperleaf", "Dunmore",
                  "Evergreen", "Fernhill", "Granite Peak", "Hollowell", "Ironbridge", "Juniper",
                  "Kingsway", "Lakeside", "Marlow", "Norland", "Oakridge", "Pelican", "Quayside",
                  "Redwood", "Silverline", "Tidewater", "Upland", "Vantage", "Westmoor", "Yarrow"]
EMPLOYER_SUFFIX = ["Logistics Ltd", "Foods", "Engineering", "Construction Group", "Freight",
                   "Manufacturing Inc", "Retail Group", "Distribution Centre", "Plastics",
                   "Building Services", "Facilities Management", "Packaging Ltd", "Haulage",
                   "Home Care Services", "Utilities", "Steel Fabrication", "Software", "Bakeries",
                   "Security Services", "Timber Supplies", "Data Solutions", "Civil Contractors",
                   "Hospitality Group", "Cleaning Services", "Agricultural Co-operative"]
SCHOOLS = ["Greenfield Primary School", "St Aidan's Catholic Primary", "Harrowby Academy",
           "Lakeview Elementary School", "Kingsmere High School", "Calder Valley College",
           "Northbrook Secondary College", "Kowhai Intermediate", "Maple Ridge Collegiate",
           "Scoil Bhríde", "Westmoor Community School", "Bayside Grammar"]
COUNCILS = ["{town} Borough Council", "{town} City Council", "{town} County Council",
            "{town} District Council", "City of {town}", "{town} Shire Council"]
INSURERS = ["Northgate Mutual Assurance", "Pinnacle Life & Disability", "Harbour Shield Insurance",
            "Meridian Income Protection", "Ashgrove Life", "Beacon Group Risk", "Sentinel Mutual",
            "Lodestar Insurance Company", "Kestrel Health Insurance", "Crestline Benefits",
            "Everwell Assurance", "Trident Casualty Company"]
HEALTH_PLANS = ["Harbourline Health", "Meridian Health Plan", "BlueRidge Care Plan",
                "Pacifica HealthFirst", "Kestrel Health Fund", "Unity Medical Aid",
                "Summit Choice PPO", "Evergreen HMO"]
LAW_FIRMS = ["Hollis Pryce LLP", "Brandt & Kessler", "Morrow Lyle Solicitors", "Dunwoody Harte",
             "Fairbairn Ostrowski LLP", "Garland & Penrose", "Quill Ashby Law", "Rendell Marsh",
             "Castleton Whyte Solicitors", "Talbot Greaves", "Ferrier McAllister", "Northcote Legal"]
OH_PROVIDERS = ["WorkWell Occupational Health", "Meridian OH Services", "Clearpath Occupational Health",
                "Occupational Health Partners", "Vantage Workplace Health", "Kestrel OH Ltd"]
CHURCHES = ["St Columba's Church", "Grace Baptist Church", "Holy Trinity Parish",
            "the Kowhai Bay Marae", "Bethel Pentecostal Assembly", "St Nicholas Orthodox Church"]
CLUBS = ["Harrowby Harriers", "Cedar Hollow Bowling Club", "Kingsmere Rugby Club",
         "Wattle Creek Netball Club", "Port Ellison YMCA", "Lakehurst Curling Club",
         "Ballymore GAA Club", "Tawa Ridge Tramping Club"]

LANDMARKS = ["the Kelsall Viaduct", "Harrowby Market Hall", "the Jubilee Wing", "Calder Tower",
             "the Old Customs House", "Pier 9", "the Northgate Shopping Centre",
             "Riverside Retail Park", "the Clocktower building", "Gate 4 of the depot",
             "Loading Bay 12", "Unit 7 of the industrial estate", "the Armitage Building",
             "the Westmoor leisure centre car park", "Platform 3 of the station"]

# ---------------------------------------------------------------- professions
SECTORS = {
    "transport": ("forklift driver|warehouse operative|HGV driver|bus driver|taxi driver|delivery driver|courier|"
                  "logistics coordinator|train driver|crane operator|postal worker",
                  ["Logistics Ltd", "Freight", "Haulage", "Distribution Centre", "Couriers", "Transport Services"]),
    "construction": ("electrician|plumber|carpenter|bricklayer|roofer|scaffolder|labourer|joiner|plasterer|tiler|"
                     "painter and decorator|stonemason|quantity surveyor|project manager|architect",
                     ["Construction Group", "Building Services", "Civil Contractors", "Roofing Ltd", "Electrical Contractors", "Homes"]),
    "manufacturing": ("welder|machinist|factory worker|packer|line supervisor|shift manager|engineer|laboratory technician",
                      ["Engineering", "Manufacturing Inc", "Plastics", "Steel Fabrication", "Packaging Ltd", "Components"]),
    "food": ("baker|butcher|food production operative", ["Bakeries", "Foods", "Meats", "Fine Foods"]),
    "motor": ("mechanic|panel beater|tyre fitter", ["Motors", "Auto Repairs", "Garage", "Vehicle Services"]),
    "care": ("care assistant|healthcare assistant|childminder|nursery nurse|youth worker|social worker",
             ["Home Care Services", "Care Group", "Community Services", "Children's Services"]),
    "health": ("staff nurse|midwife|pharmacist|dental nurse|physiotherapist|optician|dentist|paramedic",
               None),
    "education": ("primary school teacher|secondary school teacher|teaching assistant|lecturer|librarian", None),
    "office": ("software engineer|accountant|bookkeeper|solicitor|paralegal|administrator|office manager|receptionist|"
               "call centre agent|IT support technician|data analyst|bank clerk|insurance broker|estate agent|graphic designer",
               ["Software", "Data Solutions", "Financial Services", "Insurance Brokers", "Property Group", "Legal Services", "Telecom"]),
    "hospitality": ("chef|sous chef|kitchen porter|barista|waiter|bar manager",
                    ["Hospitality Group", "Hotel", "Restaurant Group", "Inns", "Catering"]),
    "retail": ("retail assistant|cashier|store manager|hairdresser|beautician",
               ["Retail Group", "Supermarkets", "Home Stores", "Salon", "Pharmacy Group"]),
    "public": ("police officer|firefighter|civil servant|refuse collector|groundskeeper|soldier",
               None),
    "land": ("farmer|dairy farmer|shepherd|landscape gardener|tree surgeon|fisherman|miner",
             ["Agricultural Co-operative", "Dairies", "Farms", "Fisheries", "Mining", "Landscapes"]),
    "services": ("cleaner|housekeeper|security guard",
                 ["Cleaning Services", "Facilities Management", "Security Services"]),
    "creative": ("journalist|photographer|musician|actor",
                 ["Media", "Publishing", "Productions", "Arts Trust"]),
    "air": ("airline pilot|flight attendant", ["Airways", "Air", "Aviation"]),
}
SECTORS = {k: (v[0].split("|"), v[1]) for k, v in SECTORS.items()}
PROFESSIONS = [p for k in SECTORS for p in SECTORS[k][0]]
PUBLIC_EMPLOYERS = ["{town} Borough Council", "{town} City Council", "{town} District Council", "{region} Police",
                    "{region} Fire and Rescue Service", "{region} Ambulance Service", "Ministry of Defence",
                    "{town} Shire Council"]
COLLEGES = ["Calder Valley College", "University of Kingsmere", "Harrowby Institute of Technology",
            "Lakeshore Community College", "Northbrook TAFE", "Kowhai Polytechnic", "Maple Ridge College",
            "Ballymore Institute of Further Education", "Port Ellison State University", "Bexley Grove College"]
PROFESSIONS_US = {"labourer": "laborer", "HGV driver": "truck driver", "panel beater": "auto body technician",
                  "solicitor": "attorney", "call centre agent": "call center agent",
                  "joiner": "cabinetmaker", "estate agent": "realtor", "childminder": "daycare provider",
                  "nursery nurse": "preschool teacher", "refuse collector": "sanitation worker",
                  "kitchen porter": "dishwasher", "retail assistant": "sales associate",
                  "healthcare assistant": "certified nursing assistant", "staff nurse": "registered nurse", "mechanic": "auto mechanic",
                  "painter and decorator": "house painter", "teaching assistant": "teacher's aide",
                  "primary school teacher": "elementary school teacher",
                  "secondary school teacher": "high school teacher"}

USERNAME_STEMS = ["jsmith", "aokafor", "mchen", "kpatel", "rwalsh", "lnguyen", "dmurphy", "tbrennan",
                  "hkaur", "pdubois", "sgarcia", "ewhitcombe", "nmensah", "crossi", "ylevy", "bkim"]

SPECIALTY_SITES = {"cardiology": "Heart Institute", "orthopaedics": "Orthopedic & Spine Center", "oncology": "Cancer Center",
                   "ophthalmology": "Eye Institute", "psychiatry": "Behavioral Health Center", "paediatrics": "Children's Hospital"}
POLICE_REGIONS = ["Calder Valley", "Northmoor", "Westshire", "Harbour District", "Eastern Counties", "Kingsmere Metropolitan",
                  "Lakeland", "Southvale"]


# locale-flavoured stems (added to the common ones for that locale only)
LOCAL_HOSP_STEMS = {
    "US": ["Cedar Hollow", "Port Ellison", "Mercy Hills", "St. Jude Mercy", "Good Samaritan", "Lakeshore", "Copper Springs"],
    "UK": ["Harrowby", "Kingsmere", "Calder Valley", "Fenbridge", "Prince Albert", "Lady Margaret", "King Edmund", "Redbarrow"],
    "CA": ["Tamarack", "Maple Ridge", "St-Aubert", "Fraserdale", "Kestrel Falls", "Lakehurst"],
    "AU": ["Wattle Grove", "Banksia", "Currawong", "Jarrah Vale", "Queen Adelaide", "Kurrajong"],
    "IE": ["St Finbarr's", "St Enda's", "Our Lady of the Lakes", "Sacred Heart", "Ballymore", "Kilbrennan", "St Brigid's"],
    "NZ": ["Kowhai", "Totara", "Rimu", "Harakeke", "Te Karoro", "Puriri"],
}
LOCAL_STREETS = {
    "US": ["Jefferson", "Lincoln", "Madison", "Prairie", "Sycamore", "Magnolia", "Cypress"],
    "UK": ["Victoria", "Albert", "Abbey", "Priory", "Laburnum", "Primrose", "Foxglove"],
    "CA": ["Tamarack", "Spruce", "Saint-Laurent", "Maple", "Beaver", "Portage"],
    "AU": ["Wattle", "Banksia", "Jacaranda", "Bottlebrush", "Ironbark", "Kurrajong"],
    "IE": ["Chapel", "Abbey", "Castle", "Parnell", "O'Connell", "Brigid's"],
    "NZ": ["Kowhai", "Totara", "Pohutukawa", "Rimu", "Matai", "Karaka"],
}
LOCAL_PRACTICE_STEMS = {
    "US": ["Prairie View", "Liberty", "Hometown", "Westside"],
    "UK": ["Church Lane", "Station Road", "Abbeyfield", "Priory"],
    "CA": ["Tamarack", "Maplewood", "Northern Lights", "Lakeshore"],
    "AU": ["Wattle Grove", "Jacaranda", "Bottlebrush", "Harbourside"],
    "IE": ["Abbey", "Castle Street", "Riverside", "Slievemore"],
    "NZ": ["Kowhai", "Pohutukawa", "Totara", "Harbourside"],
}
_LOCALISH = set(x for v in list(LOCAL_HOSP_STEMS.values()) + list(LOCAL_STREETS.values()) + list(LOCAL_PRACTICE_STEMS.values()) for x in v)
HOSP_STEMS = [x for x in HOSP_STEMS if x not in _LOCALISH]
STREET_NAMES = [x for x in STREET_NAMES if x not in _LOCALISH]
PRACTICE_STEMS = [x for x in PRACTICE_STEMS if x not in _LOCALISH]
