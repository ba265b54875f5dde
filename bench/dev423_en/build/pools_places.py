"""Place pools per country. Towns are real place names used as PHI values;
every hospital, practice, school, club, employer and venue is invented from
stems below."""

COUNTRIES = ['AU', 'CA', 'GB', 'IE', 'NZ', 'US']

CITIES = {
    'GB': [('Kendal', 'Cumbria', 'LA9'), ('Penrith', 'Cumbria', 'CA11'),
           ('Carlisle', 'Cumbria', 'CA1'), ('Bridgwater', 'Somerset', 'TA6'),
           ('Yeovil', 'Somerset', 'BA20'), ('Wells', 'Somerset', 'BA5'),
           ('Bath', 'Somerset', 'BA1'), ('Truro', 'Cornwall', 'TR1'),
           ('Bude', 'Cornwall', 'EX23'), ('Barnstaple', 'Devon', 'EX31'),
           ('Whitby', 'North Yorkshire', 'YO21'), ('Skipton', 'North Yorkshire', 'BD23'),
           ('Thirsk', 'North Yorkshire', 'YO7'), ('Malton', 'North Yorkshire', 'YO17'),
           ('Ludlow', 'Shropshire', 'SY8'), ('Oswestry', 'Shropshire', 'SY11'),
           ('Deal', 'Kent', 'CT14'), ('Ashford', 'Kent', 'TN24'),
           ('March', 'Cambridgeshire', 'PE15'), ('Ely', 'Cambridgeshire', 'CB7'),
           ('Hexham', 'Northumberland', 'NE46'), ('Alnwick', 'Northumberland', 'NE66'),
           ('Reading', 'Berkshire', 'RG1'), ('Sale', 'Cheshire', 'M33'),
           ('Wigan', 'Lancashire', 'WN1'), ('Preston', 'Lancashire', 'PR1'),
           ('Lincoln', 'Lincolnshire', 'LN1'), ('Boston', 'Lincolnshire', 'PE21'),
           ('Chester', 'Cheshire', 'CH1'), ('Norwich', 'Norfolk', 'NR1'),
           ('Cromer', 'Norfolk', 'NR27'), ('Ipswich', 'Suffolk', 'IP1'),
           ('Brecon', 'Powys', 'LD3'), ('Aberystwyth', 'Ceredigion', 'SY23'),
           ('Oban', 'Argyll and Bute', 'PA34'), ('Wick', 'Caithness', 'KW1'),
           ('Fort William', 'Highland', 'PH33'), ('Dumfries', 'Dumfriesshire', 'DG1'),
           ('Dorchester', 'Dorset', 'DT1'), ('Swindon', 'Wiltshire', 'SN1'),
           ('Luton', 'Bedfordshire', 'LU1'), ('Crawley', 'West Sussex', 'RH10')],
    'IE': [('Ennis', 'Clare', 'V95'), ('Tralee', 'Kerry', 'V92'), ('Killarney', 'Kerry', 'V93'),
           ('Sligo', 'Sligo', 'F91'), ('Athlone', 'Westmeath', 'N37'),
           ('Mullingar', 'Westmeath', 'N91'), ('Navan', 'Meath', 'C15'),
           ('Drogheda', 'Louth', 'A92'), ('Dundalk', 'Louth', 'A91'),
           ('Kilkenny', 'Kilkenny', 'R95'), ('Wexford', 'Wexford', 'Y35'),
           ('Letterkenny', 'Donegal', 'F92'), ('Castlebar', 'Mayo', 'F23'),
           ('Clonmel', 'Tipperary', 'E91'), ('Portlaoise', 'Laois', 'R32'),
           ('Naas', 'Kildare', 'W91'), ('Bray', 'Wicklow', 'A98'), ('Nenagh', 'Tipperary', 'E45'),
           ('Roscommon', 'Roscommon', 'F42'), ('Cavan', 'Cavan', 'H12'),
           ('Bantry', 'Cork', 'P75'), ('Mallow', 'Cork', 'P51'), ('Loughrea', 'Galway', 'H62'),
           ('Tuam', 'Galway', 'H54')],
    'AU': [('Ballarat', 'VIC', '3350'), ('Bendigo', 'VIC', '3550'), ('Geelong', 'VIC', '3220'),
           ('Mildura', 'VIC', '3500'), ('Warrnambool', 'VIC', '3280'),
           ('Wagga Wagga', 'NSW', '2650'), ('Orange', 'NSW', '2800'), ('Dubbo', 'NSW', '2830'),
           ('Bathurst', 'NSW', '2795'), ('Tamworth', 'NSW', '2340'),
           ('Toowoomba', 'QLD', '4350'), ('Cairns', 'QLD', '4870'), ('Townsville', 'QLD', '4810'),
           ('Gympie', 'QLD', '4570'), ('Bundaberg', 'QLD', '4670'), ('Bunbury', 'WA', '6230'),
           ('Geraldton', 'WA', '6530'), ('Albany', 'WA', '6330'), ('Launceston', 'TAS', '7250'),
           ('Devonport', 'TAS', '7310'), ('Mount Gambier', 'SA', '5290'),
           ('Whyalla', 'SA', '5600'), ('Alice Springs', 'NT', '0870')],
    'NZ': [('Whanganui', 'Manawatu-Whanganui', '4500'),
           ('Palmerston North', 'Manawatu-Whanganui', '4410'), ('Nelson', 'Nelson', '7010'),
           ('Timaru', 'Canterbury', '7910'), ('Ashburton', 'Canterbury', '7700'),
           ('Invercargill', 'Southland', '9810'), ('Gore', 'Southland', '9710'),
           ('Rotorua', 'Bay of Plenty', '3010'), ('Tauranga', 'Bay of Plenty', '3110'),
           ('Napier', "Hawke's Bay", '4110'), ('Hastings', "Hawke's Bay", '4120'),
           ('Gisborne', 'Gisborne', '4010'), ('Whangarei', 'Northland', '0110'),
           ('Masterton', 'Wellington', '5810'), ('Oamaru', 'Otago', '9400'),
           ('Blenheim', 'Marlborough', '7201'), ('Taupo', 'Waikato', '3330'),
           ('Hamilton', 'Waikato', '3204')],
    'CA': [('Kamloops', 'BC', 'V2C'), ('Nanaimo', 'BC', 'V9R'), ('Prince George', 'BC', 'V2L'),
           ('Red Deer', 'AB', 'T4N'), ('Lethbridge', 'AB', 'T1J'), ('Medicine Hat', 'AB', 'T1A'),
           ('Moncton', 'NB', 'E1C'), ('Fredericton', 'NB', 'E3B'), ('Sudbury', 'ON', 'P3E'),
           ('Thunder Bay', 'ON', 'P7B'), ('Kingston', 'ON', 'K7L'), ('Guelph', 'ON', 'N1H'),
           ('Peterborough', 'ON', 'K9J'), ('Barrie', 'ON', 'L4M'), ('Sherbrooke', 'QC', 'J1H'),
           ('Brandon', 'MB', 'R7A'), ('Saskatoon', 'SK', 'S7K'), ('Regina', 'SK', 'S4P'),
           ('Truro', 'NS', 'B2N'), ('Charlottetown', 'PE', 'C1A')],
    'US': [('Bozeman', 'MT', '597'), ('Missoula', 'MT', '598'), ('Flagstaff', 'AZ', '860'),
           ('Duluth', 'MN', '558'), ('Asheville', 'NC', '288'), ('Bend', 'OR', '977'),
           ('Eugene', 'OR', '974'), ('Burlington', 'VT', '054'), ('Boise', 'ID', '837'),
           ('Macon', 'GA', '312'), ('Dayton', 'OH', '454'), ('Peoria', 'IL', '616'),
           ('Tulsa', 'OK', '741'), ('Springfield', 'MO', '658'), ('Fargo', 'ND', '581'),
           ('Casper', 'WY', '826'), ('Rapid City', 'SD', '577'), ('Santa Fe', 'NM', '875'),
           ('Bangor', 'ME', '044'), ('Provo', 'UT', '846')],
}

REGION_FULL = {
    'VIC': 'Victoria', 'NSW': 'New South Wales', 'QLD': 'Queensland', 'WA': 'Western Australia',
    'TAS': 'Tasmania', 'SA': 'South Australia', 'NT': 'Northern Territory',
    'BC': 'British Columbia', 'AB': 'Alberta', 'NB': 'New Brunswick', 'ON': 'Ontario',
    'QC': 'Quebec', 'MB': 'Manitoba', 'SK': 'Saskatchewan', 'NS': 'Nova Scotia',
    'PE': 'Prince Edward Island',
    'MT': 'Montana', 'AZ': 'Arizona', 'MN': 'Minnesota', 'NC': 'North Carolina',
    'OR': 'Oregon', 'VT': 'Vermont', 'ID': 'Idaho', 'GA': 'Georgia', 'OH': 'Ohio',
    'IL': 'Illinois', 'OK': 'Oklahoma', 'MO': 'Missouri', 'ND': 'North Dakota',
    'WY': 'Wyoming', 'SD': 'South Dakota', 'NM': 'New Mexico', 'ME': 'Maine', 'UT': 'Utah',
}

NATION = {'GB': ['UK', 'United Kingdom', 'England', 'Scotland', 'Wales'],
          'IE': ['Ireland', 'Republic of Ireland'], 'AU': ['Australia'],
          'NZ': ['New Zealand', 'Aotearoa New Zealand'], 'CA': ['Canada'],
          'US': ['USA', 'United States']}

ABROAD = ['Thailand', 'Spain', 'Portugal', 'Poland', 'Romania', 'India', 'Pakistan',
          'Philippines', 'Vietnam', 'Morocco', 'Turkey', 'Greece', 'Kenya', 'Nigeria',
          'Brazil', 'Mexico', 'Indonesia', 'Sri Lanka', 'Croatia', 'Egypt', 'Bulgaria',
          'Cambodia', 'Peru', 'Lithuania', 'Jamaica', 'Fiji', 'Samoa', 'Tonga']

STEMS = {
    'GB': ['Ashgrove', 'Bramblewood', 'Castlebrook', 'Deanfield', 'Elmstead', 'Fernhill',
           'Glenholme', 'Hartwell', 'Kingsmere', 'Larkfield', 'Millbeck', 'Northgate',
           'Oakhurst', 'Pennyrigg', 'Rivermead', 'Saltmarsh', 'Thornleigh', 'Westbourne',
           'Yewtree', 'Harbourside', 'Fellside', 'Moorview', 'Brackenridge', 'Greystone',
           'Lowther Vale', 'Nethercote', 'Redlands', 'Stonebridge', 'Tollgate', 'Whinmoor',
           'Wyvern', 'Kestrel Vale', 'Hollins Cross', 'Bishopsmead', 'Coldharbour'],
    'IE': ['Kilbrogan', 'Ardcarrig', 'Ballinacree', 'Carrigmore', 'Dromkeen', 'Glenaree',
           'Knockmoyle', 'Lisnagry', 'Rathcool', 'Clonbrack', 'Mount Carrig', 'Ballyroan Cross',
           'Shanbally', 'Inchmore', 'Derrylin', 'Abbeyshrule', 'Castlefin', 'Tullyvin'],
    'AU': ['Wattle Creek', 'Banksia Park', 'Kurrajong Heights', 'Ironbark', 'Coolabah',
           'Redgum Flat', 'Sandy Ridge', 'Bluegum', 'Mallee Downs', 'Pelican Point',
           'Saltbush', 'Yarran Hill', 'Brolga', 'Currawong', 'Lilly Pilly'],
    'NZ': ['Kowhai', 'Harakeke', 'Matai Bay', 'Rimu Park', 'Totara Heights',
           'Pohutukawa Coast', 'Kauri Grove', 'Tui Ridge', 'Manuka Flat', 'Karaka',
           'Ruru Valley', 'Kereru Hill'],
    'CA': ['Birchwood', 'Tamarack', 'Spruce Hollow', 'Loon Lake', 'Beaver Creek',
           'Aspen Grove', 'Pinecrest', 'Chinook Valley', 'Muskeg Flats', 'Caribou Ridge',
           'Silver Birch', 'Lakehead Bay', 'Grandview Heights'],
    'US': ['Cottonwood', 'Sagebrush', 'Prairie View', 'Blue Heron', 'Magnolia Bend',
           'Timberline', 'Red Rock', 'Willow Creek', 'Bluff City', 'Stillwater',
           'Elk Meadow', 'Pinon Ridge', 'Clearwater', 'Sandhill', 'Big Sky Junction'],
}

MIU = {
    'GB': ['{S} Community Hospital Minor Injuries Unit', '{S} Minor Injuries Unit',
           '{S} Urgent Treatment Centre', '{S} UTC', '{S} Walk-in Centre',
           '{S} MIU'],
    'IE': ['{S} Injury Unit', '{S} Local Injury Unit', '{S} Urgent Care Centre'],
    'AU': ['{S} Urgent Care Clinic', '{S} Priority Primary Care Centre',
           '{S} After Hours Medical Clinic'],
    'NZ': ['{S} Accident & Medical', '{S} Urgent Doctors', '{S} A&M Clinic'],
    'CA': ['{S} Walk-In Clinic', '{S} Urgent Care Centre', '{S} Minor Emergency Clinic'],
    'US': ['{S} Urgent Care', '{S} Walk-In Care', '{S} ExpressCare'],
}
ACUTE = {
    'GB': ['{S} General Hospital', 'Royal {S} Infirmary', '{S} District General Hospital',
           '{S} University Hospital'],
    'IE': ['University Hospital {S}', '{S} Regional Hospital', '{S} General Hospital'],
    'AU': ['{S} Base Hospital', '{S} Regional Hospital', '{S} District Hospital'],
    'NZ': ['{S} Hospital', '{S} Base Hospital'],
    'CA': ['{S} Regional Health Centre', '{S} General Hospital', '{S} District Hospital'],
    'US': ['{S} Memorial Hospital', '{S} Regional Medical Center', '{S} Community Hospital'],
}
PRACTICE = {
    'GB': ['{S} Surgery', '{S} Medical Practice', '{S} Health Centre', '{S} Road Surgery',
           'The {S} Practice', '{S} Family Doctors'],
    'IE': ['{S} Medical Centre', '{S} Family Practice', '{S} Health Centre'],
    'AU': ['{S} Family Medical Centre', '{S} Medical Centre', '{S} General Practice'],
    'NZ': ['{S} Health Centre', '{S} Medical Centre', '{S} Family Health'],
    'CA': ['{S} Family Health Team', '{S} Family Practice', '{S} Medical Clinic'],
    'US': ['{S} Family Medicine', '{S} Primary Care', '{S} Internal Medicine Associates'],
}
PHARMACY = ['{S} Pharmacy', '{S} Chemist', '{S} Community Pharmacy']
CARE_HOME = ['{S} Care Home', '{S} House Nursing Home', '{S} Lodge Residential Home']

SCHOOL = {  # (primary, secondary)
    'GB': (['{S} Primary School', "St {Saint}'s RC Primary", '{S} C of E Junior School', '{S} Infant School'],
           ['{S} Academy', '{S} High School', '{S} Community College']),
    'IE': (['Scoil {Saint}', "St {Saint}'s NS", '{S} Educate Together NS'],
           ['{S} Community School', 'Colaiste {Saint}', '{S} Community College']),
    'AU': (['{S} Primary School', '{S} State School'], ['{S} Secondary College', '{S} State High School']),
    'NZ': (['{S} School', '{S} Primary'], ['{S} Intermediate', '{S} College']),
    'CA': (['{S} Elementary School', '{S} Public School'], ['{S} Secondary School', '{S} Collegiate']),
    'US': (['{S} Elementary'], ['{S} Middle School', '{S} High School']),
}
SAINTS = ['Joseph', 'Mary', 'Brigid', 'Patrick', 'Aidan', 'Cuthbert', 'Columba', 'Bede',
          'Chad', 'Anne', 'Teresa', 'Francis', 'Kevin', 'Enda', 'Brendan']

CLUB = {
    'GB': ['{S} RFC', '{S} Rovers FC', '{S} Netball Club', '{S} Harriers', '{S} Cricket Club',
           '{S} Hockey Club', '{S} Judo Club'],
    'IE': ['{S} GAA', '{S} Hurling Club', '{S} Camogie Club', '{S} AFC', '{S} RFC'],
    'AU': ['{S} Football Club', '{S} Netball Association', '{S} Cricket Club',
           '{S} Rugby League Club'],
    'NZ': ['{S} Rugby Club', '{S} Netball Club', '{S} Touch Association', '{S} Surf Life Saving Club'],
    'CA': ['{S} Minor Hockey Association', '{S} Curling Club', '{S} Soccer Club',
           '{S} Lacrosse Club'],
    'US': ['{S} Little League', '{S} Youth Soccer', '{S} Wrestling Club', '{S} Rodeo Association'],
}
EMPLOYER = ['{S} Freight', '{S} Logistics Ltd', '{S} Joinery', '{S} Roofing & Building',
            '{S} Engineering', '{S} Foods', '{S} Bakery', '{S} Motors', '{S} Hotel',
            '{S} Plant Hire', '{S} Scaffolding', '{S} Dairy', '{S} Garden Centre',
            '{S} Fabrications', '{S} Brewing Co', '{S} Timber Supplies', '{S} Couriers',
            '{Sur} & Sons Builders', '{Sur} Landscaping', '{Sur} Electrical']
EMPLOYER_US = ['{S} Construction LLC', '{S} Ranch', '{S} Distribution Inc', '{S} Lumber Co',
               '{S} Auto Body', '{S} Diner', '{Sur} Plumbing & Heating', '{S} Packing Co']

LANDMARK = {
    'GB': ['{S} Leisure Centre', '{S} Skate Park', '{S} Country Park', '{S} Shopping Centre',
           '{S} Retail Park', '{S} Recreation Ground', '{S} Quay', '{S} Playing Fields',
           '{S} Trampoline Park', '{S} Community Centre'],
    'IE': ['{S} Leisure Centre', '{S} Pier', '{S} Shopping Centre', '{S} Woods',
           '{S} Greenway', '{S} Mart'],
    'AU': ['{S} Reserve', '{S} Oval', '{S} Skate Park', '{S} Aquatic Centre', '{S} Plaza',
           '{S} Boat Ramp'],
    'NZ': ['{S} Domain', '{S} Skate Park', '{S} Aquatic Centre', '{S} Reserve', '{S} Track'],
    'CA': ['{S} Arena', '{S} Ski Hill', '{S} Community Centre', '{S} Mall', '{S} Trailhead'],
    'US': ['{S} Mall', '{S} Trailhead', '{S} Ice Arena', '{S} Trampoline Park', '{S} Rodeo Grounds',
           '{S} Rec Center'],
}

STREET_STEM = {
    'common': ['Church', 'Mill', 'Station', 'Park', 'Victoria', 'Albert', 'Queen', 'King',
               'Elm', 'Oak', 'Beech', 'Willow', 'Chapel', 'Meadow', 'Orchard', 'Bridge',
               'Castle', 'Abbey', 'Market', 'High', 'Green', 'Hawthorn', 'Poplar',
               'Sycamore', 'Windsor', 'Jubilee', 'Coronation', 'Rectory', 'School', 'Manor',
               'Cherry', 'Foundry', 'Tannery', 'Ropewalk', 'Quarry', 'Granary'],
    'AU': ['Wattle', 'Banksia', 'Jacaranda', 'Bottlebrush', 'Lyons', 'Mitchell', 'Sturt'],
    'NZ': ['Kowhai', 'Rimu', 'Totara', 'Kauri', 'Seddon', 'Ballance', 'Tui'],
    'CA': ['Maple', 'Cedar', 'Pine', 'Birch', 'Aspen', 'Lakeview', 'Laurier', 'Tecumseh'],
    'US': ['Maple', 'Cedar', 'Pine', 'Main', 'Lakeview', 'Ridge', 'Sunset', 'Prospect',
           'Jefferson', 'Madison', 'Cottonwood'],
}
STREET_SUFFIX = {
    'GB': ['Road', 'Street', 'Lane', 'Avenue', 'Close', 'Crescent', 'Way', 'Drive', 'Gardens',
           'Terrace', 'Row', 'Court', 'Grove', 'Rd', 'St'],
    'IE': ['Road', 'Street', 'Park', 'Avenue', 'Drive', 'Lawn', 'Grove', 'Court', 'Heights',
           'Crescent'],
    'AU': ['Street', 'Road', 'Avenue', 'Court', 'Crescent', 'Parade', 'Drive', 'Place', 'St',
           'Ct'],
    'NZ': ['Street', 'Road', 'Avenue', 'Terrace', 'Crescent', 'Place', 'Rd'],
    'CA': ['Street', 'Avenue', 'Road', 'Drive', 'Crescent', 'Boulevard', 'St', 'Ave', 'Dr'],
    'US': ['Street', 'Avenue', 'Road', 'Drive', 'Lane', 'Court', 'St', 'Ave', 'Dr', 'Blvd',
           'Ln'],
}
