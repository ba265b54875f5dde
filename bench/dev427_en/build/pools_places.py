"""Place, organisation and occupation pools for dev427_en (author 427).

Every hospital, practice, school, employer, insurer and landmark is invented.
Cities, counties, states and countries are real place names.
"""

# ---- cities per country with the data a postcode needs ----------------------
# UK: city -> (postcode area, county)
UK_CITIES = {
    'Leeds': ('LS', 'West Yorkshire'), 'Manchester': ('M', 'Greater Manchester'),
    'Birmingham': ('B', 'West Midlands'), 'Bristol': ('BS', 'Avon'),
    'Newcastle upon Tyne': ('NE', 'Tyne and Wear'), 'Glasgow': ('G', 'Lanarkshire'),
    'Cardiff': ('CF', 'South Glamorgan'), 'Sheffield': ('S', 'South Yorkshire'),
    'Nottingham': ('NG', 'Nottinghamshire'), 'Leicester': ('LE', 'Leicestershire'),
    'Bradford': ('BD', 'West Yorkshire'), 'Reading': ('RG', 'Berkshire'),
    'Luton': ('LU', 'Bedfordshire'), 'Stoke-on-Trent': ('ST', 'Staffordshire'),
    'Hull': ('HU', 'East Yorkshire'), 'Norwich': ('NR', 'Norfolk'),
    'Exeter': ('EX', 'Devon'), 'Plymouth': ('PL', 'Devon'),
    'Preston': ('PR', 'Lancashire'), 'Bolton': ('BL', 'Lancashire'),
    'Oldham': ('OL', 'Lancashire'), 'Huddersfield': ('HD', 'West Yorkshire'),
    'Wakefield': ('WF', 'West Yorkshire'), 'Swansea': ('SA', 'West Glamorgan'),
    'Dundee': ('DD', 'Angus'), 'Bath': ('BA', 'Somerset'), 'Street': ('BA', 'Somerset'),
    'Wells': ('BA', 'Somerset'), 'Sale': ('M', 'Cheshire'), 'Hope': ('S', 'Derbyshire'),
    'Blackburn': ('BB', 'Lancashire'), 'Halifax': ('HX', 'West Yorkshire'),
    'Lincoln': ('LN', 'Lincolnshire'), 'Chester': ('CH', 'Cheshire'),
    'Edinburgh': ('EH', 'Midlothian'),
}
UK_STREETS = ['Church Lane', 'Victoria Road', 'Mill Street', 'Oakfield Avenue',
              'Beech Grove', 'Hawthorn Close', 'Station Road', 'Kingsway',
              'Park Crescent', 'Albert Terrace', 'Moorside Drive', 'Canal Walk',
              'Ash Tree Way', 'Gladstone Street', 'Tennyson Road', 'Coronation Avenue',
              'Brook Lane', 'Rowan Court', 'Heathfield Rise', 'Wellington Place',
              'Fern Bank', 'Meadow View', 'Priory Gardens', 'Stanley Street']

IE_TOWNS = {  # town -> (county, eircode routing key)
    'Navan': ('Meath', 'C15'), 'Drogheda': ('Louth', 'A92'), 'Ennis': ('Clare', 'V95'),
    'Tralee': ('Kerry', 'V92'), 'Mullingar': ('Westmeath', 'N91'),
    'Athlone': ('Westmeath', 'N37'), 'Letterkenny': ('Donegal', 'F92'),
    'Sligo': ('Sligo', 'F91'), 'Castlebar': ('Mayo', 'F23'), 'Naas': ('Kildare', 'W91'),
    'Carlow': ('Carlow', 'R93'), 'Kilkenny': ('Kilkenny', 'R95'),
    'Dundalk': ('Louth', 'A91'), 'Galway': ('Galway', 'H91'), 'Cork': ('Cork', 'T12'),
    'Limerick': ('Limerick', 'V94'), 'Waterford': ('Waterford', 'X91'),
    'Ballina': ('Mayo', 'F26'), 'Clonmel': ('Tipperary', 'E91'),
    'Wexford': ('Wexford', 'Y35'), 'Tullamore': ('Offaly', 'R35'),
    'Portlaoise': ('Laois', 'R32'), 'Swords': ('Dublin', 'K67'),
    'Tallaght': ('Dublin', 'D24'), 'Blanchardstown': ('Dublin', 'D15'),
}
IE_STREETS = ['Ashgrove Park', 'Dublin Road', 'The Maltings', 'Castle View',
              'Abbey Street', "St Brigid's Terrace", 'Cluain Ard', 'Millbrook Lawns',
              'Oakwood Drive', 'Church View', 'Bóthar na Trá', 'Riverside Walk',
              'Ard na Gréine', 'Old Cork Road', 'Greenfield Close', 'Market Square']

US_STATES = {  # code -> (name, {city: zip3 or full zip}, phone area codes)
    'OH': ('Ohio', {'Columbus': '432', 'Dayton': '454', 'Akron': '443', 'Toledo': '436'},
           ['614', '937', '330', '419']),
    'MA': ('Massachusetts', {'Worcester': '016', 'Lowell': '018', 'Springfield': '011',
                             'Brockton': '024'}, ['508', '978', '413', '774']),
    'TX': ('Texas', {'Austin': '787', 'El Paso': '799', 'Lubbock': '794',
                     'Paris': '754'}, ['512', '915', '806', '903']),
    'IL': ('Illinois', {'Normal': '617', 'Peoria': '616', 'Springfield': '627',
                        'Joliet': '604'}, ['309', '217', '815']),
    'NY': ('New York', {'Albany': '122', 'Syracuse': '132', 'Rochester': '146',
                        'Utica': '135'}, ['518', '315', '585']),
    'AR': ('Arkansas', {'Hope': '718', 'Little Rock': '722', 'Conway': '720'},
           ['870', '501']),
    'MO': ('Missouri', {'Independence': '640', 'Springfield': '658', 'Joplin': '648'},
           ['816', '417']),
    'WI': ('Wisconsin', {'Madison': '537', 'Green Bay': '543', 'Kenosha': '531'},
           ['608', '920', '262']),
    'NE': ('Nebraska', {'Omaha': '681', 'Lincoln': '685', 'Kearney': '688'},
           ['402', '308']),
    'OK': ('Oklahoma', {'Tulsa': '741', 'Norman': '730', 'Enid': '737'}, ['918', '405']),
    'MN': ('Minnesota', {'Rochester': '559', 'Duluth': '558', 'St. Cloud': '563'},
           ['507', '218', '320']),
    'GA': ('Georgia', {'Savannah': '314', 'Macon': '312', 'Athens': '306'},
           ['912', '478', '706']),
    'CA': ('California', {'Fresno': '937', 'Paradise': '959', 'Bakersfield': '933'},
           ['559', '530', '661']),
}
US_STREETS = ['Maple Ave', 'N Main St', 'Willow Creek Dr', 'Elm St', 'Lakeview Blvd',
              'Prairie Rd', 'Cedar Ln', 'E 5th St', 'Sycamore Ct', 'Old Mill Rd',
              'Jefferson Ave', 'Walnut Hill Dr', 'Cottonwood Trl', 'Pine Ridge Rd',
              'W Washington St', 'Orchard Way']

AU_STATES = {  # code -> (name, {city: postcode base}, phone area digit)
    'NSW': ('New South Wales', {'Parramatta': 2150, 'Penrith': 2750, 'Wollongong': 2500,
                                'Dubbo': 2830, 'Orange': 2800, 'Wagga Wagga': 2650,
                                'Newcastle': 2300}, '02'),
    'VIC': ('Victoria', {'Geelong': 3220, 'Ballarat': 3350, 'Bendigo': 3550,
                         'Mildura': 3500, 'Frankston': 3199}, '03'),
    'QLD': ('Queensland', {'Toowoomba': 4350, 'Townsville': 4810, 'Cairns': 4870,
                           'Ipswich': 4305, 'Logan': 4114}, '07'),
    'WA': ('Western Australia', {'Bunbury': 6230, 'Geraldton': 6530, 'Joondalup': 6027},
           '08'),
    'SA': ('South Australia', {'Mount Gambier': 5290, 'Whyalla': 5600, 'Elizabeth': 5112},
           '08'),
    'TAS': ('Tasmania', {'Launceston': 7250, 'Devonport': 7310, 'Hobart': 7000}, '03'),
}
AU_STREETS = ['Banksia St', 'Jacaranda Ave', 'Wattle Cres', 'Kurrajong Rd',
              'Bottlebrush Dr', 'Federation Way', 'Ironbark Cl', 'Pacific Hwy',
              'Grevillea Pl', 'Main North Rd', 'Waratah St', 'Bluegum Pde']

CA_PROVS = {  # code -> (name, {city: FSA letter(s)}, area codes)
    'ON': ('Ontario', {'Mississauga': 'L5', 'Brampton': 'L6', 'Hamilton': 'L8',
                       'London': 'N6', 'Kitchener': 'N2', 'Sudbury': 'P3',
                       'Thunder Bay': 'P7', 'Guelph': 'N1', 'Barrie': 'L4',
                       'Windsor': 'N9'}, ['905', '289', '519', '705', '807']),
    'BC': ('British Columbia', {'Surrey': 'V3', 'Burnaby': 'V5', 'Kelowna': 'V1',
                                'Prince George': 'V2'}, ['604', '778', '250']),
    'AB': ('Alberta', {'Red Deer': 'T4', 'Lethbridge': 'T1', 'Calgary': 'T3'},
           ['403', '587', '780']),
    'NS': ('Nova Scotia', {'Halifax': 'B3', 'Truro': 'B2', 'Sydney': 'B1'}, ['902']),
    'MB': ('Manitoba', {'Brandon': 'R7', 'Winnipeg': 'R3', 'Steinbach': 'R5'}, ['204']),
    'SK': ('Saskatchewan', {'Saskatoon': 'S7', 'Regina': 'S4', 'Moose Jaw': 'S6'},
           ['306']),
    'NB': ('New Brunswick', {'Moncton': 'E1', 'Fredericton': 'E3', 'Saint John': 'E2'},
           ['506']),
}
CA_STREETS = ['Queen St W', 'King St E', 'Lakeshore Rd', 'Birchmount Ave',
              'Maple Grove Dr', 'Rideau Cres', 'Tamarack Way', 'Dundas St',
              'Heritage Dr', 'Spruce St', 'Wellington St N', 'Aspen Ridge Rd']

# ---- invented care sites ------------------------------------------------------
HOSPITALS = {
    'UK': ["St Aldhelm's Children's Hospital", 'Royal Wrenfield Children\'s Hospital',
           'Northgate Infirmary', 'Kestrel Bay General Hospital',
           'Barrowmoor District General Hospital', 'Ashcombe Children\'s Hospital',
           'Calderbrook Royal Infirmary', 'Hollins Vale Hospital'],
    'IE': ["Carrigmore Children's Hospital", 'Ballyrowan University Hospital',
           'Our Lady of Clonmara Hospital', 'Tallowbridge General Hospital',
           "St Kieran's Regional Hospital Drumcarra", 'Slievenamon Children\'s Centre'],
    'US': ["Lakeshore Children's Medical Center", "Cedar Hollow Children's Hospital",
           'St. Columba Pediatric Hospital', 'Bluestem Regional Medical Center',
           "Prairie Crest Children's Hospital", 'Mercy Ridge Medical Center'],
    'AU': ["Wattle Grove Children's Hospital", 'Banksia Park Hospital',
           'Mount Carrow Base Hospital', "Coral Point Children's Hospital",
           'Redgum Valley Hospital', 'Lyrebird Coast Hospital'],
    'CA': ["Maple Heights Children's Health Centre", "Northern Lights Children's Hospital",
           "St. Brendan's Health Centre", "Red Pine Children's Hospital",
           'Tamarack Regional Health Centre', 'Bayshore General Hospital'],
}
WARDS = {
    'UK': ['Puffin Ward', 'Otter Ward', 'Kingfisher Ward', 'Badger Ward',
           'Ladybird Ward', 'Lighthouse Day Unit', 'Starfish Neonatal Unit',
           'Robin Ward'],
    'IE': ['Dolphin Ward', 'Seahorse Day Ward', "St Brigid's Ward", 'Lir Ward',
           'Oisín Unit', 'Cuan Neonatal Unit'],
    'US': ['Sunflower Unit', 'Blue Jay Surgical Unit', 'Lighthouse Pavilion',
           'Monarch Unit', 'Little Dipper NICU', 'Harbor Day Surgery Center'],
    'AU': ['Koala Ward', 'Platypus Ward', 'Wombat Day Surgery Unit', 'Kookaburra Ward',
           'Reef Neonatal Unit', 'Bilby Ward'],
    'CA': ['Aurora Ward', 'Loon Unit', 'Trillium Day Surgery', 'Polar Bear Ward',
           'Northern Star NICU', 'Birch Unit'],
}
PRACTICES = {
    'UK': ['Hollybank Surgery', 'The Orchard Health Centre', 'Westfield Medical Practice',
           'Canalside Surgery', 'Moorview Family Practice', 'Priory Lane Surgery',
           'Beacon Hill Medical Group', 'Three Wells Health Centre'],
    'IE': ['Main Street Medical Centre', 'Abbeyview Family Practice', 'The Quays Medical',
           'Riverside Family Doctors', 'Castlegate Medical Practice'],
    'US': ['Brightwater Pediatrics', 'Little Oaks Pediatric Group',
           'Maple Grove Family Medicine', 'Sunnyside Pediatric Associates',
           'Prairie Wind Pediatrics'],
    'AU': ['Riverbend Family Medical Centre', 'Harbour St Medical Practice',
           'Ironbark Medical Centre', 'Saltbush Family Practice', 'Seaview GP Clinic'],
    'CA': ['Lakeside Family Health Team', 'Bayview Medical Clinic',
           'Trillium Family Practice', 'Northshore Pediatrics', 'Cedarbrae Medical Clinic'],
}
PHARMACIES = {
    'UK': ['Greenleaf Pharmacy', 'Moorside Chemist', 'Hall Lane Pharmacy'],
    'IE': ["Nolan's Pharmacy", 'Bridge Street Pharmacy', 'Corrib Chemist'],
    'US': ['Lakeside Drug', 'Corner Apothecary', 'Bluebonnet Pharmacy'],
    'AU': ['Wattle Chemist', 'Seaside Pharmacy', 'Kings Road Chemist'],
    'CA': ['Maplewood Pharmacy', 'Harbourview Pharmacy', 'Northgate Drug Mart'],
}
BUILDINGS = ['Jubilee Wing', 'Octagon Building', 'Fountain Block', 'Hartwell Tower',
             'Pavilion C', 'Brunswick Wing', 'Gatehouse Building', 'Rotunda Block',
             'Elm Annexe', 'Founders Building']
LANDMARKS = ['Riverside Park', 'Hollins Leisure Centre', 'Marsden Trampoline Park',
             'Bramley Skate Park', 'Greenway Soft Play', 'the Orchard Retail Park',
             'Westgate Shopping Centre', 'Castle Hill playground', 'Millpond Lido',
             'Crowthorne Farm Park']

SCHOOLS = {
    'UK': ["St Joseph's Primary School", 'Oakwood Academy', 'Bramblewood Primary',
           'Kestrel Bay Academy', 'Northfield Middle School', 'Moorside Infant School',
           'Holy Trinity CE Primary'],
    'IE': ['Gaelscoil na Mara', 'Scoil Mhuire Gan Smál Drumcarra', "St Columba's NS",
           'Coláiste Phádraig Ballyrowan', 'Educate Together NS Kilbrack'],
    'US': ['Hillcrest Elementary', 'Riverside High School', 'Prairie View Middle School',
           'Lincoln Park Elementary', 'Cottonwood Charter Academy'],
    'AU': ['Wattle Park Primary', 'Coral Sands State School', 'Ironbark College',
           'St Mary MacKillop Primary Redgum', 'Banksia Heights High'],
    'CA': ['Maple Leaf Public School', 'Northern Pines Secondary', 'St. Brendan Catholic '
           'Elementary', 'Birchwood Middle School', 'École Trois-Rivières-Est'],
}
NURSERIES = {
    'UK': ['Little Acorns Nursery', 'Tiny Steps Day Nursery', 'Ladybird Pre-school'],
    'IE': ['Naíonra na Coille', 'Little Acorns Creche', 'Sunflower Montessori'],
    'US': ['Sunshine Kids Daycare', 'Little Sprouts Learning Center', 'Sunflower Montessori'],
    'AU': ['Coral Sands Kindergarten', 'Gumnut Early Learning Centre', 'Koala Kids Childcare'],
    'CA': ['Little Loons Daycare', 'Maple Sprouts Child Care', 'Sunflower Montessori'],
}
EMPLOYERS = ['Halcyon Logistics', 'Pennine Tile Co', 'Greystone Foods',
             'Northpoint Call Centre', 'Bluewater Construction', 'Harbourside Hotel',
             'Cedarline Freight', 'Tilden & Marsh Solicitors', 'Brightmoor Bakery',
             'Quarrybank Motors', 'Silverbirch Care Homes', 'Lakeland Dairy Co-op',
             'Ridgeway Print Works', 'Copperleaf Software', 'Saltmarsh Fisheries',
             'Redwing Aviation Services']
INSURERS = {
    'US': ['Meridian Health Plan', 'Keystone Mutual Health', 'Prairie Shield Insurance',
           'Lakeshore Community Health Plan'],
    'AU': ['Southern Wattle Health Fund', 'Coastal Mutual Health', 'Harbourline Health'],
    'IE': ['Harbourline Health Insurance', 'Emerald Mutual Health'],
    'CA': ['Blue Maple Insurance', 'Northern Provident Benefits'],
    'UK': ['Kestrel Mutual Healthcare', 'Albion Private Health'],
}
CHARITIES = ['Little Warriors Family Trust', 'Bright Stars Parent Support Group',
             'Tiny Tummies Charity', 'Gastroschisis Parents Network']

COUNTRIES = ['Poland', 'Nigeria', 'Pakistan', 'India', 'Bangladesh', 'Somalia',
             'Romania', 'Philippines', 'Brazil', 'Portugal', 'Lithuania', 'Syria',
             'Ghana', 'China', 'Vietnam', 'Turkey', 'Eritrea', 'Sudan', 'Spain',
             'Jamaica', 'Georgia', 'Jordan', 'Kenya', 'Sri Lanka', 'Iraq', 'Mexico',
             'Guatemala', 'Latvia', 'Egypt', 'Morocco', 'Italy', 'Greece', 'Tonga',
             'Samoa', 'South Africa', 'New Zealand', 'Ireland', 'Scotland', 'Wales',
             'Canada', 'Australia', 'Ethiopia', 'Afghanistan', 'Ukraine']

PROFESSIONS = ['bus driver', 'primary school teacher', 'electrician', 'software developer',
               'hairdresser', 'care assistant', 'chef', 'delivery driver', 'accountant',
               'plasterer', 'taxi driver', 'pharmacist', 'nurse', 'farmer', 'soldier',
               'police officer', 'lorry driver', 'HGV driver', 'retail manager',
               'warehouse operative', 'nail technician', 'dental nurse', 'paramedic',
               'firefighter', 'cleaner', 'baker', 'butcher', 'plumber', 'joiner',
               'civil engineer', 'solicitor', 'shop assistant', 'midwife', 'vet',
               'postman', 'bricklayer', 'machinist', 'chartered surveyor',
               'teaching assistant', 'security guard', 'welder', 'web designer',
               'childminder', 'barista', 'mechanic', 'physiotherapist', 'carpenter',
               'truck driver', 'cashier', 'line cook', 'oil rig worker', 'miner',
               'fisherman', 'graphic designer', 'GP receptionist', 'optician']
TEEN_JOBS = ['kitchen porter', 'lifeguard', 'barista', 'shop assistant',
             'waitress', 'newspaper delivery boy']
