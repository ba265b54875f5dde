"""Invented pools for dev365_en: names of many origins, places, care sites,
organisations.  Everything here is made up for the evaluation set; names are
combined at random, so no entry stands for a real person.  ASCII only."""

# origin -> (female first names, male first names, surnames)
NAMES = {
    'anglo': (
        'Olivia Amelia Isla Ava Grace Freya Poppy Charlotte Matilda Harper Ruby Evie '
        'Lily Chloe Hannah Emily Zoe Ella Madison Abigail Brooke Tilly Georgia Imogen '
        'Scarlett Savannah Kaylee Piper Darcy Eloise'.split(),
        'Oliver Jack Harry George Noah Leo Charlie Alfie Thomas William Lucas Mason '
        'Ethan Logan Hunter Cooper Riley Jacob Archie Henry Flynn Brody Tyler Jaxon '
        'Declan Reuben Ashton Brayden Felix Hugo'.split(),
        'Whitfield Ashworth Pembridge Hollins Marsden Crowther Fairbairn Hargreave '
        'Lockwood Tennant Bramley Sutcliffe Kettering Radcliffe Dunmore Westbrook '
        'Calloway Prescott Haddon Fenwick Thorne Ellery Blakemore Copeland Greenhalgh '
        'Pilkington Ormerod Satterthwaite Winstanley Hebblethwaite Garside Ackroyd '
        'Tolley Redfern Stubbs Marlow Penhaligon Treloar Cartwright Yardley'.split()),
    'irish': (
        'Aoife Siobhan Niamh Saoirse Ciara Orla Roisin Caoimhe Aisling Clodagh Grainne '
        'Meabh Sadhbh Eimear'.split(),
        'Cian Oisin Darragh Ronan Eoin Padraig Fionn Cathal Tadhg Colm Donnacha Senan '
        'Ruairi Cormac'.split(),
        "O'Connell|Brennan|Keogh|Dunphy|Fitzgerald|Moriarty|Cullinane|Hanrahan|O'Dwyer|"
        "Mulcahy|Geraghty|Tierney|Mac Carthaigh|Scanlon|Furlong|Coughlan|McGrath|"
        "Nolan|Kinsella|Lenihan|O'Halloran|Dineen".split('|')),
    'celtic': (
        'Eilidh Morag Cerys Seren Catriona Ffion Mhairi Rhiannon'.split(),
        'Callum Angus Rhys Iwan Ewan Dafydd Fraser Gethin'.split(),
        'MacLeod Drummond Baird Llewellyn Pritchard Gwynne Maclaren Urquhart Menzies '
        'Cadwaladr Rees-Morgan Strachan Ogilvie Blackadder'.split()),
    'maori': (
        'Aroha Mere Anahera Kahurangi Ataahua Hine Moana Tui Ngaio Maia Whetu Kiri'.split(),
        'Tane Nikau Wiremu Rawiri Tamati Hemi Kauri Ihaia Manaia Rangi Tipene Ari'.split(),
        'Te Whare|Ngata|Parata|Tawhiri|Te Kani|Hetaraka|Waaka|Rangitauira|Paewai|'
        'Herewini|Kereama|Te Huia|Mokoia|Tautahi'.split('|')),
    'pasifika': (
        'Losana Mele Sina Talia Leilani Salote Lupe Fetu Ana Seini Malia'.split(),
        'Sione Tevita Malakai Ioane Semisi Tavita Viliami Penitoa Iosefa Lautoa'.split(),
        'Tupou Faleolo Taufa Leota Fifita Sapolu Vaifale Mataele Afamasaga Latu '
        'Fonoti Pulu Havili'.split()),
    'sasian': (
        'Priya Ananya Aisha Zara Meera Nisha Fatima Sana Ishani Kavya Amara Harleen '
        'Simran Noor Aditi'.split(),
        'Arjun Rohan Aarav Ibrahim Zain Vihaan Kabir Hamza Dev Rayan Gurpreet Ishaan '
        'Yusuf Ayaan Nikhil'.split(),
        'Ramaswamy Chaudhry Iyer Bhattacharya Qureshi Menon Sandhu Malik Deshpande '
        'Rahman Nair Siddiqui Gill Venkatesan Hussain Dhaliwal Banerjee Pillai '
        'Mirza Krishnan'.split()),
    'easian': (
        'Mei|Xin Yi|Yuna|Ji-woo|Hana|Lian|Su-bin|Wen|Aiko|Jia Hui|Seo-yeon'.split('|'),
        'Jun|Hao|Min-jun|Kenji|Wei|Haruto|Seo-jun|Ren|Zhi Hao|Yi Chen|Daichi'.split('|'),
        'Zhou Lim Nakamura Huang Park Tan Kobayashi Choi Leung Xu Fong Yamada Ong '
        'Kwok Hashimoto Seo Teoh'.split()),
    'seasian': (
        'Linh Thao Anh Maricel Kristine Jasmine Mylene Ngoc Bich Rowena'.split(),
        'Minh Bao Quang Jericho Angelo Rommel Duc Khoa Jomar Thanh'.split(),
        'Nguyen|Tran|Pham|Dela Cruz|Bautista|Villanueva|Manalo|Dimaculangan|Vo|'
        'Le|Dang|Macaraeg|Santiago|Buenaventura'.split('|')),
    'wafrican': (
        'Chiamaka Adaeze Folake Abena Ama Ifeoma Temitope Yetunde Efua Nkechi Ayo'.split(),
        'Chidi Oluwaseun Kwame Kofi Emeka Tunde Babajide Nnamdi Yaw Obinna Kelechi'.split(),
        'Okonkwo Adeyemi Mensah Oyelaran Nwachukwu Asante Boateng Adebayo Eze '
        'Ogunleye Owusu Okafor Adjei Onyekachi Bamidele'.split()),
    'eafrican': (
        'Hodan Fartun Ayaan Selam Hiwot Ikran Sagal Meron'.split(),
        'Abdirahman Mohamed Yonas Dawit Liban Abdullahi Bereket Mahad'.split(),
        'Warsame Abdi Farah Haile Tesfaye Gebremedhin Osman Jama Hirsi Mekonnen'.split()),
    'arab': (
        'Layla Noor Yasmin Mariam Shirin Elif Ayla Rania Dina Zeynep Hiba'.split(),
        'Omar Yusuf Karim Darius Emre Tariq Samir Khalil Bilal Kerem Faris'.split(),
        'Haddad|Al-Masri|Nasser|Karimi|Rostami|Yilmaz|Demir|Khoury|Saleh|Mansour|'
        'Abu-Hamdan|Sabbagh|Tehrani|Kaya'.split('|')),
    'eeuro': (
        'Zofia Ola Katarzyna Ioana Oksana Daria Milena Agnieszka Irina Lenka'.split(),
        'Jakub Tomasz Andrei Mateusz Bogdan Oleksandr Filip Piotr Vlad Marek'.split(),
        'Kowalczyk Wisniewska Nowicki Popescu Kovalenko Dabrowski Marinescu Shevchuk '
        'Zielinski Horvath Novak Lewandowska Bondarenko'.split()),
    'seuro': (
        'Giulia Sofia Eleni Beatriz Chiara Francesca Maria Ines'.split(),
        'Marco Nikos Tiago Luca Giorgos Matteo Rui Stavros'.split(),
        'Esposito Papadopoulos Ferreira Romano Costa Georgiou Marchetti Pereira '
        'Antonopoulos Carvalho DeLuca Rinaldi'.split()),
    'hispanic': (
        'Valentina Camila Lucia Ximena Daniela Guadalupe Renata Itzel Marisol'.split(),
        'Mateo Santiago Diego Alejandro Joaquin Emiliano Javier Luis Ramon'.split(),
        'Hernandez Castillo Guzman Ochoa Villalobos Mendoza Salazar Cardenas Ibarra '
        'Delgado Fuentes Navarro Quintero'.split()),
    'frcan': (
        'Genevieve Elodie Maude Josee Annick Sylvie Noemie'.split(),
        'Etienne Mathieu Jean-Philippe Benoit Antoine Gaston Remi'.split(),
        'Tremblay Gagnon Bouchard Lavoie Pelletier Thibodeau Cote Beaulieu '
        'Ouellette Leblanc Fortier'.split()),
    'jewish': (
        'Tamar Shira Noa Rivka Talia'.split(),
        'Eitan Ari Yonatan Avi Noam'.split(),
        'Rosenthal Kaplan Birnbaum Feldman Adler Weissberg'.split()),
}

ORIGIN_W = {
    'GB': [('anglo', 40), ('celtic', 7), ('irish', 5), ('sasian', 15), ('wafrican', 7),
           ('eafrican', 4), ('arab', 5), ('eeuro', 8), ('seuro', 3), ('easian', 4),
           ('seasian', 3)],
    'IE': [('irish', 50), ('anglo', 12), ('eeuro', 14), ('wafrican', 6), ('sasian', 6),
           ('seasian', 5), ('arab', 3), ('seuro', 4)],
    'AU': [('anglo', 45), ('easian', 10), ('sasian', 10), ('seasian', 8), ('seuro', 8),
           ('arab', 5), ('pasifika', 4), ('eeuro', 3), ('irish', 4), ('eafrican', 3)],
    'NZ': [('anglo', 38), ('maori', 22), ('pasifika', 14), ('easian', 8), ('sasian', 8),
           ('seasian', 5), ('eeuro', 2), ('irish', 3)],
    'CA': [('anglo', 38), ('frcan', 12), ('sasian', 12), ('easian', 10), ('seasian', 6),
           ('arab', 5), ('eeuro', 6), ('wafrican', 4), ('eafrican', 3), ('hispanic', 4)],
    'US': [('anglo', 40), ('hispanic', 20), ('wafrican', 6), ('easian', 6), ('sasian', 6),
           ('seasian', 5), ('arab', 4), ('eeuro', 4), ('seuro', 4), ('jewish', 3),
           ('eafrican', 2)],
}

NICK = {
    'Olivia': 'Liv', 'Amelia': 'Millie', 'Matilda': 'Tilly', 'Charlotte': 'Lottie',
    'Abigail': 'Abby', 'Eloise': 'Ellie', 'Imogen': 'Immy', 'Thomas': 'Tommy',
    'William': 'Billy', 'Alfie': 'Alf', 'Jacob': 'Jake', 'Henry': 'Harry',
    'Alejandro': 'Alex', 'Katarzyna': 'Kasia', 'Oleksandr': 'Sasha', 'Francesca': 'Frankie',
    'Padraig': 'Paudie', 'Donnacha': 'Donie', 'Nnamdi': 'Nnam', 'Oluwaseun': 'Seun',
    'Temitope': 'Temi', 'Babajide': 'Jide', 'Abdirahman': 'Abdi', 'Jean-Philippe': 'JP',
    'Guadalupe': 'Lupita', 'Ananya': 'Anu', 'Kahurangi': 'Kahu', 'Penitoa': 'Toa',
    'Genevieve': 'Gen', 'Mateusz': 'Mati', 'Gurpreet': 'Preet', 'Rawiri': 'Rawi',
}

STREET_WORDS = (
    'Elm Cedar Harbour Maple Birch Mill Church Station Quarry Orchard Heron Ferry '
    'Linden Hawthorn Rowan Larch Bluebell Foxglove Poplar Willow Chestnut Sycamore '
    'Ashgrove Kingfisher Paddock Tannery Ropewalk Lighthouse Magnolia Juniper Aspen '
    'Beacon Lantern Copper Saddler Weaver Tanner Cooper Kiln Granary Meadow Brook '
    'Thistle Bramble Clover Primrose Curlew Plover Lapwing Osprey Falcon Wren'.split())
STREET_LOCAL = {
    'GB': 'Moorside Pennyfield Coalpit Ridding Gorse Ashby Netherton Brackenhurst'.split(),
    'IE': 'Ballyhale Abbeyfield Knockmore Rathbeg Glebe Bohermore Cnoc Slievemore'.split(),
    'AU': 'Wattle Banksia Jarrah Ironbark Coolibah Grevillea Bottlebrush Kurrajong'.split(),
    'NZ': 'Kowhai Rata Totara Matai Pohutukawa Rimu Karaka Manuka Kahikatea'.split(),
    'CA': 'Tamarack Spruce Loon Caribou Balsam Muskoka Fireweed Chinook'.split(),
    'US': 'Hickory Dogwood Sassafras Sumac Cottonwood Mesquite Magnolia Pecan'.split(),
}
STREET_TYPES = {
    'GB': ['Road', 'Lane', 'Close', 'Avenue', 'Drive', 'Gardens', 'Terrace', 'Way', 'Mews',
           'Street', 'Crescent', 'Grove', 'Walk', 'Row'],
    'IE': ['Road', 'Street', 'Avenue', 'Park', 'Grove', 'Lawn', 'Heights', 'Court',
           'Crescent', 'View', 'Close'],
    'AU': ['Street', 'St', 'Road', 'Rd', 'Parade', 'Court', 'Crescent', 'Cres', 'Close',
           'Avenue', 'Ave', 'Place', 'Pl', 'Drive', 'Dr', 'Circuit', 'Esplanade'],
    'NZ': ['Street', 'St', 'Road', 'Rd', 'Avenue', 'Place', 'Crescent', 'Terrace',
           'Grove', 'Drive', 'Lane', 'Rise'],
    'CA': ['Street', 'St', 'Avenue', 'Ave', 'Road', 'Rd', 'Drive', 'Dr', 'Crescent',
           'Boulevard', 'Blvd', 'Court', 'Trail', 'Line'],
    'US': ['Street', 'St', 'Avenue', 'Ave', 'Road', 'Rd', 'Drive', 'Dr', 'Lane', 'Ln',
           'Boulevard', 'Blvd', 'Court', 'Ct', 'Way', 'Pike', 'Circle'],
}

# towns (CITY), regions (STATE or county-as-CITY), postcode style
PLACES = {
    'GB': dict(
        towns='Ashcombe|Brackenmoor|Calder Bridge|Dunmere|Fenley|Garside Green|Holtby|'
              'Ivesham|Kelthorpe|Marrowby|Netherfold|Oakhurst Green|Penwick|Ravensholt|'
              'Saltley Cross|Thrushcombe|Upper Wyndham|Whitlow|Kirkby Marren|Lowbridge',
        counties=['Westshire', 'Harrowshire', 'Merrowdale', 'Fenmarsh', 'Lowther Vale',
                  'North Calderfield'],
        nations=['England', 'Wales', 'Scotland', 'Northern Ireland'],
        country=['United Kingdom', 'UK', 'England']),
    'IE': dict(
        towns='Ballycarrow|Kilmaddan|Drumcullen|Carrigmore|Ennisderry|Castlebrack|'
              'Rathmoyle|Clonbarra|Knockanure Cross|Ballinafad Bridge|Tullymore|'
              'Athboyne|Mullanagh|Portlahan',
        counties=['Co. Galway', 'Co. Mayo', 'Co. Kerry', 'Co. Donegal', 'Co. Cork',
                  'Co. Tipperary', 'Co. Sligo', 'Co. Wexford', 'Co. Clare', 'Co. Laois',
                  'Co. Louth', 'Co. Roscommon'],
        country=['Ireland', 'Republic of Ireland']),
    'AU': dict(
        towns='Barrangal|Kooringa Creek|Tallowood Heights|Emu Crossing|Yarrandale|'
              'Minnamurra Flats|Coorabin|Wirralong|Gidgee Springs|Port Kellaway|'
              'Bellbird Ridge|Mundaroo|Quandong|Karrawong|Boolcarra|Pindaree',
        states=[('New South Wales', 'NSW', '2'), ('Victoria', 'VIC', '3'),
                ('Queensland', 'QLD', '4'), ('South Australia', 'SA', '5'),
                ('Western Australia', 'WA', '6'), ('Tasmania', 'TAS', '7'),
                ('Northern Territory', 'NT', '08')],
        country=['Australia']),
    'NZ': dict(
        towns='Kaiwhara|Te Rangihau|Otamaru|Pukerau Bay|Whakamoa|Aramuri|Motuhaka|'
              'Rangiwai|Hokorua|Taraheke|Waimarino Flat|Kopuahi',
        states=[('Northland', 'Northland', '0'), ('Waikato', 'Waikato', '3'),
                ('Bay of Plenty', 'BOP', '3'), ("Hawke's Bay", 'HB', '4'),
                ('Taranaki', 'Taranaki', '4'), ('Canterbury', 'Canterbury', '7'),
                ('Otago', 'Otago', '9'), ('Southland', 'Southland', '9'),
                ('Manawatu-Whanganui', 'MidCentral', '4')],
        country=['New Zealand', 'Aotearoa', 'NZ']),
    'CA': dict(
        towns='Lakeridge|Port Alder|Red Spruce|Moose Narrows|Harwick|Pine Hollow|'
              'Tamarack Falls|Kestrel Bay|Fort Carragh|Silver Coulee|Beaverdam Lake|'
              'Ste-Agathe-des-Pins|Otterburn Mills|Grand Muskeg',
        states=[('Ontario', 'ON', 'KLMNP'), ('British Columbia', 'BC', 'V'),
                ('Alberta', 'AB', 'T'), ('Manitoba', 'MB', 'R'), ('Saskatchewan', 'SK', 'S'),
                ('Nova Scotia', 'NS', 'B'), ('New Brunswick', 'NB', 'E'),
                ('Newfoundland and Labrador', 'NL', 'A')],
        country=['Canada']),
    'US': dict(
        towns='Harlan Springs|Cottonwood Bend|Maple Hollow|Redlands Crossing|Cedar Bluff|'
              'Fort Calloway|Pine Ridge Junction|Millbrook Falls|Stony Creek|Bayard City|'
              'New Carrow|Willow Forks|Sand Prairie|East Harmon',
        states=[('Ohio', 'OH', '43'), ('Indiana', 'IN', '46'), ('Kentucky', 'KY', '41'),
                ('Tennessee', 'TN', '37'), ('Missouri', 'MO', '64'), ('Oregon', 'OR', '97'),
                ('Colorado', 'CO', '80'), ('Georgia', 'GA', '31'), ('Texas', 'TX', '76'),
                ('Wisconsin', 'WI', '54'), ('Michigan', 'MI', '49')],
        country=['USA', 'United States', 'US']),
}
for _cc in sorted(PLACES):
    PLACES[_cc]['towns'] = PLACES[_cc]['towns'].split('|')

# countries of origin / travel (COUNTRY), per service region
ABROAD = {
    'GB': ['Poland', 'Romania', 'Pakistan', 'India', 'Nigeria', 'Somalia', 'Spain', 'Portugal',
           'Ghana', 'Syria', 'Afghanistan', 'Eritrea', 'Ireland', 'Ukraine', 'Turkey'],
    'IE': ['Poland', 'Lithuania', 'Brazil', 'Nigeria', 'Philippines', 'India', 'Northern Ireland',
           'Ukraine', 'Spain', 'Romania', 'Latvia', 'England'],
    'AU': ['Papua New Guinea', 'Solomon Islands', 'Vanuatu', 'Fiji', 'Indonesia', 'Vietnam',
           'China', 'India', 'Philippines', 'New Zealand', 'Samoa', 'Sudan', 'Timor-Leste'],
    'NZ': ['Samoa', 'Tonga', 'Fiji', 'Cook Islands', 'Niue', 'Australia', 'India', 'China',
           'Philippines', 'South Africa', 'Kiribati', 'Tuvalu'],
    'CA': ['United States', 'India', 'Philippines', 'China', 'Syria', 'Mexico', 'Haiti',
           'Ukraine', 'Eritrea', 'Jamaica', 'Pakistan', 'Nigeria'],
    'US': ['Mexico', 'Guatemala', 'Honduras', 'Canada', 'Vietnam', 'Somalia', 'Haiti',
           'El Salvador', 'India', 'Ethiopia', 'Puerto Rico', 'Dominican Republic'],
}

HOSP_SUFFIX = {
    'GB': ['General Hospital', 'District General Hospital', 'Royal Infirmary',
           'Community Hospital', 'Hospital', 'University Hospital'],
    'IE': ['University Hospital', 'General Hospital', 'Regional Hospital', 'County Hospital'],
    'AU': ['Base Hospital', 'District Hospital', 'Hospital', 'Health Service',
           'Multi Purpose Service', 'Regional Hospital'],
    'NZ': ['Hospital', 'Base Hospital', 'Health Centre', 'Regional Hospital'],
    'CA': ['General Hospital', 'Health Centre', 'District Hospital', 'Regional Health Centre',
           'Memorial Hospital'],
    'US': ['Medical Center', 'Regional Medical Center', 'Community Hospital',
           'Memorial Hospital', 'General Hospital', 'Health'],
}
SAINTS = ['St Aldhelm', 'St Brannoc', 'St Columba', 'St Ebba', 'St Finbarr', 'St Ita',
          'St Cuthman', 'St Wilfrid', 'St Oswin', 'St Non', 'St Petroc', 'St Hilda']

# tertiary children's hospitals with a PICU: (full, short, named unit, town)
TERTIARY = {
    'GB': [("Queen Adela Children's Hospital", 'QACH', 'Kestrel Unit', 'Brackenmoor'),
           ('Westshire Royal Children\'s Hospital', 'WRCH', 'Puffin Ward', 'Fenley'),
           ('Harrowshire University Hospital', 'HUH', 'Ward 32', 'Holtby'),
           ('Calder Vale Children\'s Hospital', 'CVCH', 'Heron PICU', 'Calder Bridge')],
    'IE': [("Children's Hospital of the West", 'CHW', 'Oak Unit', 'Ennisderry'),
           ('St Ita\'s Children\'s University Hospital', "St Ita's", 'Rowan PICU', 'Carrigmore')],
    'AU': [("Sunhaven Children's Hospital", 'SCH', 'Kookaburra PICU', 'Port Kellaway'),
           ("Queen Mary Anne Children's Hospital", 'QMACH', 'Ward 7C', 'Yarrandale'),
           ("Tallowood Children's Hospital", 'TCH', 'Wombat Ward', 'Tallowood Heights')],
    'NZ': [("Tui Children's Hospital", 'Tui', 'Ward 23B', 'Aramuri'),
           ("Otamaru Children's Hospital", 'OCH', 'Kotuku PICU', 'Otamaru')],
    'CA': [("Northshore Children's Hospital", 'NCH', '4 West PICU', 'Lakeridge'),
           ("Prairie Children's Health Centre", 'PCHC', 'Unit 3B', 'Fort Carragh'),
           ("St. Anselm Children's Hospital", 'SACH', 'Aurora PICU', 'Harwick')],
    'US': [("Children's Hospital of the Redlands", 'CHR', '5 North PICU', 'Redlands Crossing'),
           ('Mercy Crest Children\'s Medical Center', 'MCCMC', 'Blue Pod', 'Cedar Bluff'),
           ("Bayard City Children's Hospital", 'BCCH', 'CICU Pod B', 'Bayard City')],
}

# retrieval / transport services: (full, abbr)
SERVICES = {
    'GB': [("Harrowshire Children's Transport Service", 'HCTS'),
           ('Fenmarsh and Calder Paediatric Retrieval', 'FCPR'),
           ('Westshire Kids Intensive Care Transfer Service', 'WKITS')],
    'IE': [('Western Paediatric Transfer Service', 'WPTS'),
           ('Southern Children\'s Retrieval Team', 'SCRT')],
    'AU': [('Tallowood Kids Retrieval', 'TKR'),
           ('Southern Newborn and Paediatric Emergency Transport', 'SNAPET'),
           ('Coral Coast Paediatric Retrieval Service', 'CCPRS')],
    'NZ': [('Te Waka Tamariki Retrieval Service', 'TWT'),
           ('Southern Kids Flight Team', 'SKFT')],
    'CA': [('Lakeridge Pediatric Critical Care Transport', 'LPCCT'),
           ('Prairie Kids Transport Team', 'PKTT')],
    'US': [("Redlands Children's Transport Team", 'RCTT'),
           ('Mercy Crest Kids Flight', 'MCKF'),
           ('Bayard Pediatric Critical Care Transport', 'BPCCT')],
}

AMBULANCE = {
    'GB': ['Westshire Ambulance Service NHS Trust', 'Harrowshire and Fenmarsh Ambulance Service',
           'Calder Air Ambulance Charity', 'Merrowdale Patient Transport Ltd'],
    'IE': ['Western Region Ambulance Service', 'Atlantic Aeromedical Ltd',
           'Carrigmore Private Ambulance Co'],
    'AU': ['Bluegum Air Charter', 'Coral Coast Ambulance Service', 'Outback Flying Care',
           'Inland Rescue Helicopter Trust'],
    'NZ': ['Kaiwhara Rescue Helicopter Trust', 'Southern Air Medical Ltd',
           'Hokorua Volunteer Ambulance Trust'],
    'CA': ['Lakeridge Paramedic Services', 'Northern Wings Air Ambulance Inc',
           'Prairie Air Medevac Corp'],
    'US': ['Skyward Aeromedical LLC', 'Harlan County EMS', 'LifeArrow Air Medical Inc',
           'Tri-County Critical Care Ambulance'],
}

INSURERS = {
    'GB': ['Harbourline Health Insurance', 'Everwell Mutual'],
    'IE': ['Shannonside Health Cover', 'Everwell Mutual Ireland'],
    'AU': ['Bluegum Health Fund', 'Gumleaf Members Mutual', 'Coral Health Fund'],
    'NZ': ['Kiwicare Health Society', 'Pohutukawa Mutual'],
    'CA': ['Northstar Benefits Co-op', 'Maple Leaf Group Health'],
    'US': ['Summit Shield Health Plan', 'Evergreen Family Health', 'Heartland CareMutual',
           'Redwood Community Medicaid Plan'],
}

EMPLOYERS = [
    'Holtby Freight', 'Coastline Fisheries', 'Riverbend Dairy Co-op', 'Garside Timber Mills',
    'Kestrel Logistics', 'Fenmarsh Borough Council', 'Harbour View Aged Care', 'Copperline Mining',
    'Sandhill Poultry', 'Brightwater Packaging', 'Lantern Software', 'Greenfold Farms',
    'Ironbark Haulage', 'Tidewater Seafoods', 'Northgate Retail Park', 'Ashby Engineering',
    'Blue Heron Cafe', 'Summit Roofing', 'Quayside Hotel',
]
SCHOOL_SUFFIX = {
    'GB': ['Primary School', 'Academy', 'High School', 'Day Nursery', 'C of E Primary School', 'Infant School'],
    'IE': ['National School', 'Community College', 'Creche', 'Secondary School', 'Community School'],
    'AU': ['Primary School', 'Public School', 'State School', 'High School', 'Early Learning Centre'],
    'NZ': ['School', 'Kura', 'Kindergarten', 'College', 'Primary School', 'Intermediate'],
    'CA': ['Elementary School', 'Public School', 'Secondary School', 'Daycare', 'Collegiate'],
    'US': ['Elementary School', 'Middle School', 'High School', 'Daycare', 'Academy'],
}
CHARITIES = ['Harbour House Family Accommodation', 'Little Wings Family Trust',
             'Kite House Parents Lodge', 'Starlight Way Family Rooms', 'Hope Street Family Trust']
CHURCHES = ["St Brigid's Parish", 'Grace Fellowship Church', 'Kaiwhara Presbyterian Church',
            'Al-Noor Mosque Association', 'Tongan Methodist Congregation']

PROFESSIONS = [
    'primary school teacher', 'electrician', 'bus driver', 'dairy farmer', 'shearer',
    'fisherman', 'accountant', 'software developer', 'office cleaner', 'chef', 'hairdresser',
    'mechanic', 'soldier', 'police officer', 'carpenter', 'midwife', 'truck driver',
    'pharmacist', 'barista', 'builder', 'miner', 'forestry worker', 'nurse', 'paramedic',
    'care assistant', 'plumber', 'taxi driver', 'retail manager', 'lawyer', 'welder',
    'veterinary nurse', 'stockman', 'bricklayer', 'graphic designer', 'postal worker',
    'university lecturer', 'warehouse operative', 'firefighter', 'social worker',
    'scaffolder', 'dental hygienist', 'baker', 'crane operator', 'fruit picker',
]

LANGUAGES = ['Polish', 'Urdu', 'Punjabi', 'Arabic', 'Somali', 'Tongan', 'Samoan', 'te reo Maori',
             'Mandarin', 'Cantonese', 'Vietnamese', 'Tagalog', 'Spanish', 'Tigrinya', 'Romanian',
             'Portuguese', 'Irish', 'Welsh', 'French', 'Yoruba', 'Dari']

LANDMARKS = {
    'GB': ['Brackenmoor Airfield', 'Fenley helipad', 'Kelthorpe Ambulance Station',
           'Garside Green rugby ground', 'Whitlow Services', 'Ivesham Park and Ride'],
    'IE': ['Carrigmore Airport', 'Ballycarrow GAA pitch', 'Castlebrack Fire Station',
           'Rathmoyle helipad', 'Kilmaddan Garda station car park'],
    'AU': ['Barrangal Aerodrome', 'Mundaroo airstrip', 'Port Kellaway flying doctor hangar',
           'Kooringa Creek showgrounds', 'Emu Crossing roadhouse'],
    'NZ': ['Kaiwhara Aerodrome', 'Otamaru rescue helicopter base', 'Pukerau Bay domain',
           'Whakamoa marae car park', 'Hokorua airfield'],
    'CA': ['Moose Narrows Airport', 'Lakeridge heliport', 'Red Spruce fire hall',
           'Port Alder ferry terminal', 'Harwick Municipal Airport'],
    'US': ['Cedar Bluff Regional Airport', 'Harlan Springs fire station 3',
           'Stony Creek High School football field', 'Bayard City heliport',
           'Willow Forks truck stop'],
}
