"""Invented care sites and organisations; real town and region names with invented addresses."""

COUNTRIES = ['UK', 'IE', 'US', 'CA', 'AU', 'NZ']
COUNTRY_NAME = {'UK': 'United Kingdom', 'IE': 'Ireland', 'US': 'USA', 'CA': 'Canada',
                'AU': 'Australia', 'NZ': 'New Zealand'}

# (town, region); UK/IE regions are counties (CITY type); others are states/provinces/regions
TOWNS = {
    'UK': [('Bristol', None), ('Leeds', 'West Yorkshire'), ('Sheffield', 'South Yorkshire'),
           ('Norwich', 'Norfolk'), ('Exeter', 'Devon'), ('Derby', 'Derbyshire'), ('Reading', 'Berkshire'),
           ('Swindon', 'Wiltshire'), ('Gloucester', 'Gloucestershire'), ('Stockport', 'Cheshire'),
           ('Preston', 'Lancashire'), ('Lancaster', 'Lancashire'), ('Carlisle', 'Cumbria'),
           ('Truro', 'Cornwall'), ('Plymouth', 'Devon'), ('Dundee', None), ('Inverness', None),
           ('Swansea', None), ('Wrexham', None), ('Harrogate', 'North Yorkshire'),
           ('Chelmsford', 'Essex'), ('Ipswich', 'Suffolk'), ('Northampton', 'Northamptonshire'),
           ('Cheltenham', 'Gloucestershire'), ('Shrewsbury', 'Shropshire'), ('Taunton', 'Somerset'),
           ('Maidstone', 'Kent'), ('Lisburn', 'County Antrim')],
    'IE': [('Cork', 'Co. Cork'), ('Galway', 'Co. Galway'), ('Limerick', 'Co. Limerick'),
           ('Waterford', 'Co. Waterford'), ('Kilkenny', 'Co. Kilkenny'), ('Athlone', 'Co. Westmeath'),
           ('Drogheda', 'Co. Louth'), ('Dundalk', 'Co. Louth'), ('Sligo', 'Co. Sligo'),
           ('Tralee', 'Co. Kerry'), ('Ennis', 'Co. Clare'), ('Mullingar', 'Co. Westmeath'),
           ('Navan', 'Co. Meath'), ('Naas', 'Co. Kildare'), ('Bray', 'Co. Wicklow'),
           ('Swords', 'Co. Dublin'), ('Letterkenny', 'Co. Donegal'), ('Castlebar', 'Co. Mayo'),
           ('Clonmel', 'Co. Tipperary'), ('Wexford', 'Co. Wexford'), ('Dublin', None)],
    'US': [('Columbus', 'OH'), ('Madison', 'WI'), ('Albany', 'NY'), ('Sacramento', 'CA'),
           ('Portland', 'OR'), ('Denver', 'CO'), ('Austin', 'TX'), ('Raleigh', 'NC'),
           ('Richmond', 'VA'), ('Boise', 'ID'), ('Tucson', 'AZ'), ('Omaha', 'NE'), ('Dayton', 'OH'),
           ('Springfield', 'IL'), ('Worcester', 'MA'), ('Hartford', 'CT'), ('Burlington', 'VT'),
           ('Des Moines', 'IA'), ('Lansing', 'MI'), ('Spokane', 'WA'), ('Savannah', 'GA'),
           ('Knoxville', 'TN'), ('Baton Rouge', 'LA'), ('Tulsa', 'OK'), ('Fresno', 'CA')],
    'CA': [('Hamilton', 'ON'), ('London', 'ON'), ('Kingston', 'ON'), ('Ottawa', 'ON'),
           ('Halifax', 'NS'), ('Moncton', 'NB'), ('Winnipeg', 'MB'), ('Regina', 'SK'),
           ('Saskatoon', 'SK'), ('Calgary', 'AB'), ('Edmonton', 'AB'), ('Red Deer', 'AB'),
           ('Kelowna', 'BC'), ('Victoria', 'BC'), ('Surrey', 'BC'), ("St. John's", 'NL'),
           ('Charlottetown', 'PE'), ('Barrie', 'ON'), ('Guelph', 'ON')],
    'AU': [('Geelong', 'VIC'), ('Ballarat', 'VIC'), ('Bendigo', 'VIC'), ('Newcastle', 'NSW'),
           ('Wollongong', 'NSW'), ('Penrith', 'NSW'), ('Toowoomba', 'QLD'), ('Townsville', 'QLD'),
           ('Cairns', 'QLD'), ('Ipswich', 'QLD'), ('Launceston', 'TAS'), ('Hobart', 'TAS'),
           ('Bunbury', 'WA'), ('Fremantle', 'WA'), ('Mandurah', 'WA'), ('Mount Gambier', 'SA'),
           ('Adelaide', 'SA'), ('Darwin', 'NT'), ('Belconnen', 'ACT')],
    'NZ': [('Hamilton', 'Waikato'), ('Tauranga', 'Bay of Plenty'), ('Rotorua', 'Bay of Plenty'),
           ('Napier', "Hawke's Bay"), ('Palmerston North', 'Manawatu-Whanganui'), ('Nelson', 'Nelson'),
           ('Dunedin', 'Otago'), ('Invercargill', 'Southland'), ('Whangarei', 'Northland'),
           ('New Plymouth', 'Taranaki'), ('Christchurch', 'Canterbury'), ('Timaru', 'Canterbury'),
           ('Lower Hutt', 'Wellington'), ('Gisborne', 'Gisborne')],
}

STATE_FULL = {
    'OH': 'Ohio', 'WI': 'Wisconsin', 'NY': 'New York', 'CA': 'California', 'OR': 'Oregon',
    'CO': 'Colorado', 'TX': 'Texas', 'NC': 'North Carolina', 'VA': 'Virginia', 'ID': 'Idaho',
    'AZ': 'Arizona', 'NE': 'Nebraska', 'IL': 'Illinois', 'MA': 'Massachusetts',
    'CT': 'Connecticut', 'VT': 'Vermont', 'IA': 'Iowa', 'MI': 'Michigan', 'WA': 'Washington',
    'GA': 'Georgia', 'TN': 'Tennessee', 'LA': 'Louisiana', 'OK': 'Oklahoma',
    'ON': 'Ontario', 'NS': 'Nova Scotia', 'NB': 'New Brunswick', 'MB': 'Manitoba',
    'SK': 'Saskatchewan', 'AB': 'Alberta', 'BC': 'British Columbia', 'NL': 'Newfoundland and Labrador',
    'PE': 'Prince Edward Island',
    'VIC': 'Victoria', 'NSW': 'New South Wales', 'QLD': 'Queensland', 'TAS': 'Tasmania',
    'WA_AU': 'Western Australia', 'SA': 'South Australia', 'NT': 'Northern Territory',
    'ACT': 'Australian Capital Territory',
}

CA_POST_FIRST = {'ON': 'KLMNP', 'NS': 'B', 'NB': 'E', 'MB': 'R', 'SK': 'S', 'AB': 'T', 'BC': 'V',
                 'NL': 'A', 'PE': 'C'}
AU_POST_FIRST = {'VIC': '3', 'NSW': '2', 'QLD': '4', 'TAS': '7', 'WA': '6', 'SA': '5', 'NT': '08',
                 'ACT': '26'}
UK_AREAS = ['BS', 'LS', 'S', 'NR', 'EX', 'DE', 'RG', 'SN', 'GL', 'SK', 'PR', 'LA', 'CA', 'TR',
            'PL', 'DD', 'IV', 'SA', 'LL', 'HG', 'CM', 'IP', 'NN', 'SY', 'TA', 'ME', 'BT']
IE_KEYS = ['T12', 'T23', 'H91', 'V94', 'X91', 'R95', 'N37', 'A92', 'A91', 'F91', 'V92', 'V95',
           'N91', 'C15', 'W91', 'A98', 'K67', 'F92', 'F23', 'E91', 'Y35', 'D02', 'D08', 'D15']

STREET_NAMES = [
    'Elm', 'Harbour', 'Kingfisher', 'Station', 'Victoria', 'Albert', 'Church', 'Mill', 'Wattle',
    'Banksia', 'Jacaranda', 'Kowhai', 'Totara', 'Rimu', 'Maple', 'Birch', 'Cedar', 'Laurel',
    'Hawthorn', 'Rowan', 'Juniper', 'Foxglove', 'Heather', 'Primrose', 'Meadow', 'Orchard',
    'Brook', 'Willow', 'Chestnut', 'Sycamore', 'Ashgrove', 'Beechwood', 'Clover', 'Thistle',
    'Gorse', 'Bluebell', 'Lark', 'Wren', 'Finch', 'Curlew', 'Heron', 'Osprey', 'Pelican',
    'Magpie', 'Kookaburra', 'Tui', 'Kereru', 'Pohutukawa', 'Sandpiper', 'Quarry', 'Tannery',
    'Ropewalk', 'Cooper', 'Greenbank', 'Highfield', 'Lonsdale', 'Pennington', 'Carrigmore',
    'Knockane', 'Ballyhale', 'Glenview', 'Riverside', 'Prospect', 'Union', 'Lakeview',
]
SUFFIX = {
    'UK': ['Road', 'Street', 'Lane', 'Avenue', 'Close', 'Crescent', 'Drive', 'Way', 'Terrace',
           'Grove', 'Gardens', 'Mews', 'Rd', 'St'],
    'IE': ['Road', 'Street', 'Park', 'Avenue', 'Lawns', 'Heights', 'Close', 'Drive', 'Grove', 'Rd'],
    'US': ['Street', 'Avenue', 'Boulevard', 'Drive', 'Court', 'Lane', 'Road', 'Way', 'Place',
           'Circle', 'Trail', 'St', 'Ave', 'Dr', 'Blvd'],
    'CA': ['Street', 'Avenue', 'Drive', 'Crescent', 'Road', 'Way', 'Court', 'St', 'Ave', 'Dr'],
    'AU': ['Street', 'Road', 'Avenue', 'Crescent', 'Court', 'Drive', 'Parade', 'Place', 'St',
           'Rd', 'Cres', 'Ave'],
    'NZ': ['Street', 'Road', 'Avenue', 'Crescent', 'Terrace', 'Place', 'Drive', 'Rise', 'St', 'Rd'],
}

HOSPITALS = {
    'UK': ["Westbrook Children's Hospital", 'Royal Harbourside Infirmary',
           "St Aldhelm's University Hospital", "Ravensmoor Children's Hospital",
           'Northfield General Hospital', 'Kingsmere Hospital for Children',
           'Thornbury Royal Infirmary'],
    'IE': ['Shannonbridge Regional Hospital', 'Corrib Valley University Hospital',
           "St Enda's Children's Hospital", 'Slievemore General Hospital', 'Barrow Valley Hospital'],
    'US': ["Lakeview Children's Medical Center", "Mercy Ridge Children's Hospital",
           'Cedar Hollow Pediatric Hospital', 'Prairie Bluff Medical Center',
           "St. Ansgar Children's Hospital", 'Riverbend University Hospital',
           "Blue Heron Children's Hospital"],
    'CA': ["Northshore Children's Health Centre", "Maplecrest Children's Hospital",
           'Fundy Bay Regional Hospital', "Aspen Ridge Children's Hospital",
           'Prairie Rose Health Centre', "Cascadia Children's Hospital"],
    'AU': ["Banksia Children's Hospital", 'Mount Corella Hospital', "Wattlebrook Children's Hospital",
           'Bluegum Coast Hospital', "Tallowwood Children's Hospital", 'Illawong Regional Hospital'],
    'NZ': ["Kowhai Children's Hospital", 'Tasman Bay Hospital', 'Ruahine Regional Hospital',
           'Te Waipuna Hospital', "Aoraki Children's Health Centre", 'Pohutukawa Coast Hospital'],
}

UNITS = ['Puffin Day Unit', 'Kingfisher Ward', 'Starfish Unit', 'Otter Ward', 'Wallaby Day Unit',
         'Kiwi Ward', 'Tui Day Unit', 'Dolphin Unit', 'Hummingbird Day Unit', 'Maple Leaf Unit',
         'Acorn Ward', 'Rainbow Day Unit', 'Seahorse Day Unit', 'Bumblebee Ward', 'Penguin Unit',
         'Koala Ward', 'Lighthouse Day Unit', 'Sunflower Ward', 'Ladybird Unit', 'Bluebird Ward']

PRACTICES = {
    'UK': ['Millbrook Surgery', 'Hawthorn Lane Surgery', 'The Granary Medical Centre',
           'Castlegate Health Centre', 'Riverside Group Practice', 'Foxhill Family Practice',
           'Old Mill Surgery', 'Beacon View Medical Practice'],
    'IE': ['Ballyglass Medical Centre', 'Quayside Family Practice', 'The Mall Surgery',
           'Abbeyfield Medical Centre', 'Riverbank Family Doctors', 'Knockmore Health Centre'],
    'US': ['Little Oaks Pediatrics', 'Sunnyside Pediatric Associates', 'Maple Grove Family Medicine',
           'Brightpath Pediatrics', 'Willow Creek Pediatric Group', 'Canyon View Family Health'],
    'CA': ['Westdale Family Health Team', 'Harbourfront Medical Clinic', 'Birchmount Family Practice',
           'Riverside Community Health Centre', 'Glenora Medical Clinic'],
    'AU': ['Wattle Grove Medical Centre', 'Seaview Family Practice', 'Bayside GP Clinic',
           'Ironbark Medical Group', 'Lilly Pilly Family Medical'],
    'NZ': ['Kauri Medical Centre', 'Harbourside Health', 'Riverbank Medical',
           'Manuka Family Doctors', 'Rata Street Medical Centre'],
}

PHARMACIES = {
    'UK': ['Kestrel Pharmacy', 'Greenway Chemist', 'Hillside Pharmacy'],
    'IE': ["Boyle's Pharmacy", 'Quay Street Pharmacy', "McGrath's Pharmacy"],
    'US': ['Corner Drug Store', 'Sunray Pharmacy', 'Oak Street Apothecary'],
    'CA': ['Harbourview Pharmacy', 'Pinetree Drug Mart'],
    'AU': ['Seaview Pharmacy', 'Banksia Chemist', 'Main Street Discount Chemist'],
    'NZ': ['Kowhai Pharmacy', 'Totara Street Chemist'],
}

SCHOOLS = {
    'UK': ['Hollybank Primary School', "St Aidan's C of E Primary", 'Oakfield Infant School',
           'Meadowside Academy', 'Little Acorns Day Nursery', 'Brambles Pre-School',
           'Greystone Junior School', 'Fernhill Community Primary', 'Rainbow Tots Nursery'],
    'IE': ['Scoil Naomh Fiachra', "St Brigid's National School", 'Gaelscoil an Chnoic',
           'Tiny Steps Creche', 'Ardmore Educate Together NS', 'Coolmine Community School', 'Little Oaks Creche'],
    'US': ['Cottonwood Creek Elementary', 'Little Sprouts Daycare', 'Westfield Montessori',
           'Maple Hollow Elementary School', 'Eastridge Middle School', 'Sycamore Lane Preschool'],
    'CA': ['Birchwood Public School', "St. Brendan Catholic School", 'Tiny Treasures Child Care Centre',
           'Lakehead Elementary', 'Spruce Ridge Middle School', 'Little Moose Preschool'],
    'AU': ['Wattle Grove Public School', 'Bayview Primary School', 'Little Koalas Early Learning Centre',
           'Banksia Park Kindergarten', 'Ironbark Creek State School', 'Gumnut Child Care Centre'],
    'NZ': ['Kowhai Grove School', 'Harbour View Primary', 'Little Kiwis Kindergarten',
           'Rimu Road School', 'Te Puna Intermediate', 'Pukeko Early Learning Centre'],
}

CATERERS = ['Brightmeal Catering', 'Lunchbox Heroes Ltd', 'Happy Plates School Meals', 'Fresh Start Kitchens']

MEETING_ROOMS = ['Acorn Meeting Room', 'Library Seminar Room', 'Osprey Room', 'Kowhai Room',
                 'Harbour View Room', 'Beech Room', 'Boardroom B']
BUILDINGS = ['Harrington Wing', 'Rotunda Building', 'Fleming Block', 'Outpatient Pavilion',
             'Aspen Building', 'Kauri Wing', 'East Tower', 'Mulberry House']

# town -> (postal prefix, telephone area); AU and NZ areas go by state / region
TOWN_CODE = {
    'UK': {'Bristol': ('BS', '0117'), 'Leeds': ('LS', '0113'), 'Sheffield': ('S', '0114'),
           'Norwich': ('NR', '01603'), 'Exeter': ('EX', '01392'), 'Derby': ('DE', '01332'),
           'Reading': ('RG', '0118'), 'Swindon': ('SN', '01793'), 'Gloucester': ('GL', '01452'),
           'Stockport': ('SK', '0161'), 'Preston': ('PR', '01772'), 'Lancaster': ('LA', '01524'),
           'Carlisle': ('CA', '01228'), 'Truro': ('TR', '01872'), 'Plymouth': ('PL', '01752'),
           'Dundee': ('DD', '01382'), 'Inverness': ('IV', '01463'), 'Swansea': ('SA', '01792'),
           'Wrexham': ('LL', '01978'), 'Harrogate': ('HG', '01423'), 'Chelmsford': ('CM', '01245'),
           'Ipswich': ('IP', '01473'), 'Northampton': ('NN', '01604'), 'Cheltenham': ('GL', '01242'),
           'Shrewsbury': ('SY', '01743'), 'Taunton': ('TA', '01823'), 'Maidstone': ('ME', '01622'),
           'Lisburn': ('BT', '028')},
    'IE': {'Cork': ('T12', '021'), 'Galway': ('H91', '091'), 'Limerick': ('V94', '061'),
           'Waterford': ('X91', '051'), 'Kilkenny': ('R95', '056'), 'Athlone': ('N37', '090'),
           'Drogheda': ('A92', '041'), 'Dundalk': ('A91', '042'), 'Sligo': ('F91', '071'),
           'Tralee': ('V92', '066'), 'Ennis': ('V95', '065'), 'Mullingar': ('N91', '044'),
           'Navan': ('C15', '046'), 'Naas': ('W91', '045'), 'Bray': ('A98', '01'), 'Swords': ('K67', '01'),
           'Letterkenny': ('F92', '074'), 'Castlebar': ('F23', '094'), 'Clonmel': ('E91', '052'),
           'Wexford': ('Y35', '053'), 'Dublin': ('D08', '01')},
    'US': {'Columbus': ('432', '614'), 'Madison': ('537', '608'), 'Albany': ('122', '518'),
           'Sacramento': ('958', '916'), 'Portland': ('972', '503'), 'Denver': ('802', '303'),
           'Austin': ('787', '512'), 'Raleigh': ('276', '919'), 'Richmond': ('232', '804'),
           'Boise': ('837', '208'), 'Tucson': ('857', '520'), 'Omaha': ('681', '402'),
           'Dayton': ('454', '937'), 'Springfield': ('627', '217'), 'Worcester': ('016', '508'),
           'Hartford': ('061', '860'), 'Burlington': ('054', '802'), 'Des Moines': ('503', '515'),
           'Lansing': ('489', '517'), 'Spokane': ('992', '509'), 'Savannah': ('314', '912'),
           'Knoxville': ('379', '865'), 'Baton Rouge': ('708', '225'), 'Tulsa': ('741', '918'),
           'Fresno': ('937', '559')},
    'CA': {'Hamilton': (None, '905'), 'London': (None, '519'), 'Kingston': (None, '613'),
           'Ottawa': (None, '613'), 'Halifax': (None, '902'), 'Moncton': (None, '506'),
           'Winnipeg': (None, '204'), 'Regina': (None, '306'), 'Saskatoon': (None, '306'),
           'Calgary': (None, '403'), 'Edmonton': (None, '780'), 'Red Deer': (None, '403'),
           'Kelowna': (None, '250'), 'Victoria': (None, '250'), 'Surrey': (None, '604'),
           "St. John's": (None, '709'), 'Charlottetown': (None, '902'), 'Barrie': (None, '705'),
           'Guelph': (None, '519')},
}
REGION_AREA = {'NSW': '02', 'ACT': '02', 'VIC': '03', 'TAS': '03', 'QLD': '07', 'WA': '08', 'SA': '08',
               'NT': '08', 'Northland': '09', 'Waikato': '07', 'Bay of Plenty': '07', "Hawke's Bay": '06',
               'Manawatu-Whanganui': '06', 'Taranaki': '06', 'Gisborne': '06', 'Wellington': '04',
               'Nelson': '03', 'Canterbury': '03', 'Otago': '03', 'Southland': '03'}

NURSERY_WORDS = ['Nursery', 'Pre-School', 'Creche', 'Daycare', 'Preschool', 'Child Care', 'Early Learning',
                 'Kindergarten', 'Montessori']
