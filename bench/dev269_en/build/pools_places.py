"""Place and organisation pools per country. Organisation names are invented
by combining invented place-words with service words."""

# UK: (town, county, postcode area)
UK_TOWNS = [
    ('Leeds', 'West Yorkshire', 'LS'), ('Bradford', 'West Yorkshire', 'BD'), ('Sheffield', 'South Yorkshire', 'S'),
    ('Manchester', 'Greater Manchester', 'M'), ('Stockport', 'Greater Manchester', 'SK'), ('Bolton', 'Greater Manchester', 'BL'),
    ('Liverpool', 'Merseyside', 'L'), ('Birkenhead', 'Merseyside', 'CH'), ('Preston', 'Lancashire', 'PR'),
    ('Blackburn', 'Lancashire', 'BB'), ('Newcastle upon Tyne', 'Tyne and Wear', 'NE'), ('Sunderland', 'Tyne and Wear', 'SR'),
    ('Durham', 'County Durham', 'DH'), ('York', 'North Yorkshire', 'YO'), ('Hull', 'East Riding of Yorkshire', 'HU'),
    ('Nottingham', 'Nottinghamshire', 'NG'), ('Derby', 'Derbyshire', 'DE'), ('Leicester', 'Leicestershire', 'LE'),
    ('Coventry', 'West Midlands', 'CV'), ('Wolverhampton', 'West Midlands', 'WV'), ('Birmingham', 'West Midlands', 'B'),
    ('Stoke-on-Trent', 'Staffordshire', 'ST'), ('Norwich', 'Norfolk', 'NR'), ('Ipswich', 'Suffolk', 'IP'),
    ('Cambridge', 'Cambridgeshire', 'CB'), ('Peterborough', 'Cambridgeshire', 'PE'), ('Oxford', 'Oxfordshire', 'OX'),
    ('Reading', 'Berkshire', 'RG'), ('Swindon', 'Wiltshire', 'SN'), ('Bristol', 'Avon', 'BS'), ('Bath', 'Somerset', 'BA'),
    ('Exeter', 'Devon', 'EX'), ('Plymouth', 'Devon', 'PL'), ('Truro', 'Cornwall', 'TR'), ('Southampton', 'Hampshire', 'SO'),
    ('Portsmouth', 'Hampshire', 'PO'), ('Brighton', 'East Sussex', 'BN'), ('Maidstone', 'Kent', 'ME'),
    ('Canterbury', 'Kent', 'CT'), ('Croydon', 'Surrey', 'CR'), ('Guildford', 'Surrey', 'GU'), ('Luton', 'Bedfordshire', 'LU'),
    ('Milton Keynes', 'Buckinghamshire', 'MK'), ('Northampton', 'Northamptonshire', 'NN'), ('Lincoln', 'Lincolnshire', 'LN'),
    ('Cardiff', 'South Glamorgan', 'CF'), ('Swansea', 'West Glamorgan', 'SA'), ('Newport', 'Gwent', 'NP'),
    ('Wrexham', 'Clwyd', 'LL'), ('Glasgow', 'Lanarkshire', 'G'), ('Edinburgh', 'Midlothian', 'EH'),
    ('Aberdeen', 'Aberdeenshire', 'AB'), ('Dundee', 'Angus', 'DD'), ('Inverness', 'Highland', 'IV'),
    ('Belfast', 'County Antrim', 'BT'), ('Carlisle', 'Cumbria', 'CA'), ('Lancaster', 'Lancashire', 'LA'),
    ('Warrington', 'Cheshire', 'WA'), ('Chester', 'Cheshire', 'CH'), ('Telford', 'Shropshire', 'TF'),
    ('Worcester', 'Worcestershire', 'WR'), ('Gloucester', 'Gloucestershire', 'GL'), ('Harrogate', 'North Yorkshire', 'HG'),
    ('Huddersfield', 'West Yorkshire', 'HD'), ('Wakefield', 'West Yorkshire', 'WF'), ('Doncaster', 'South Yorkshire', 'DN'),
    ('Halifax', 'West Yorkshire', 'HX'), ('Colchester', 'Essex', 'CO'), ('Chelmsford', 'Essex', 'CM'),
    ('Southend-on-Sea', 'Essex', 'SS'), ('Barnsley', 'South Yorkshire', 'S'), ('Rochdale', 'Greater Manchester', 'OL'),
    ('Keighley', 'West Yorkshire', 'BD'), ('Skipton', 'North Yorkshire', 'BD'), ('Kendal', 'Cumbria', 'LA'),
]

# US: (city, state, abbr, zip3)
US_CITIES = [
    ('Columbus', 'Ohio', 'OH', '432'), ('Dayton', 'Ohio', 'OH', '454'), ('Toledo', 'Ohio', 'OH', '436'),
    ('Ann Arbor', 'Michigan', 'MI', '481'), ('Grand Rapids', 'Michigan', 'MI', '495'), ('Madison', 'Wisconsin', 'WI', '537'),
    ('Milwaukee', 'Wisconsin', 'WI', '532'), ('Minneapolis', 'Minnesota', 'MN', '554'), ('Rochester', 'Minnesota', 'MN', '559'),
    ('Des Moines', 'Iowa', 'IA', '503'), ('Omaha', 'Nebraska', 'NE', '681'), ('Wichita', 'Kansas', 'KS', '672'),
    ('Tulsa', 'Oklahoma', 'OK', '741'), ('Austin', 'Texas', 'TX', '787'), ('San Antonio', 'Texas', 'TX', '782'),
    ('El Paso', 'Texas', 'TX', '799'), ('Albuquerque', 'New Mexico', 'NM', '871'), ('Tucson', 'Arizona', 'AZ', '857'),
    ('Mesa', 'Arizona', 'AZ', '852'), ('Boise', 'Idaho', 'ID', '837'), ('Spokane', 'Washington', 'WA', '992'),
    ('Tacoma', 'Washington', 'WA', '984'), ('Eugene', 'Oregon', 'OR', '974'), ('Salem', 'Oregon', 'OR', '973'),
    ('Sacramento', 'California', 'CA', '958'), ('Fresno', 'California', 'CA', '937'), ('Riverside', 'California', 'CA', '925'),
    ('Oakland', 'California', 'CA', '946'), ('Reno', 'Nevada', 'NV', '895'), ('Provo', 'Utah', 'UT', '846'),
    ('Denver', 'Colorado', 'CO', '802'), ('Fort Collins', 'Colorado', 'CO', '805'), ('Lincoln', 'Nebraska', 'NE', '685'),
    ('Springfield', 'Illinois', 'IL', '627'), ('Peoria', 'Illinois', 'IL', '616'), ('Evanston', 'Illinois', 'IL', '602'),
    ('Indianapolis', 'Indiana', 'IN', '462'), ('Louisville', 'Kentucky', 'KY', '402'), ('Lexington', 'Kentucky', 'KY', '405'),
    ('Nashville', 'Tennessee', 'TN', '372'), ('Knoxville', 'Tennessee', 'TN', '379'), ('Birmingham', 'Alabama', 'AL', '352'),
    ('Jackson', 'Mississippi', 'MS', '392'), ('Baton Rouge', 'Louisiana', 'LA', '708'), ('Little Rock', 'Arkansas', 'AR', '722'),
    ('Atlanta', 'Georgia', 'GA', '303'), ('Savannah', 'Georgia', 'GA', '314'), ('Charlotte', 'North Carolina', 'NC', '282'),
    ('Raleigh', 'North Carolina', 'NC', '276'), ('Durham', 'North Carolina', 'NC', '277'), ('Charleston', 'South Carolina', 'SC', '294'),
    ('Richmond', 'Virginia', 'VA', '232'), ('Norfolk', 'Virginia', 'VA', '235'), ('Baltimore', 'Maryland', 'MD', '212'),
    ('Frederick', 'Maryland', 'MD', '217'), ('Wilmington', 'Delaware', 'DE', '198'), ('Pittsburgh', 'Pennsylvania', 'PA', '152'),
    ('Allentown', 'Pennsylvania', 'PA', '181'), ('Scranton', 'Pennsylvania', 'PA', '185'), ('Newark', 'New Jersey', 'NJ', '071'),
    ('Trenton', 'New Jersey', 'NJ', '086'), ('Albany', 'New York', 'NY', '122'), ('Buffalo', 'New York', 'NY', '142'),
    ('Syracuse', 'New York', 'NY', '132'), ('Hartford', 'Connecticut', 'CT', '061'), ('Providence', 'Rhode Island', 'RI', '029'),
    ('Worcester', 'Massachusetts', 'MA', '016'), ('Springfield', 'Massachusetts', 'MA', '011'), ('Burlington', 'Vermont', 'VT', '054'),
    ('Portland', 'Maine', 'ME', '041'), ('Manchester', 'New Hampshire', 'NH', '031'), ('Tampa', 'Florida', 'FL', '336'),
    ('Orlando', 'Florida', 'FL', '328'), ('Gainesville', 'Florida', 'FL', '326'), ('Anchorage', 'Alaska', 'AK', '995'),
    ('Honolulu', 'Hawaii', 'HI', '968'), ('Billings', 'Montana', 'MT', '591'), ('Fargo', 'North Dakota', 'ND', '581'),
    ('Sioux Falls', 'South Dakota', 'SD', '571'), ('Cheyenne', 'Wyoming', 'WY', '820'), ('Morgantown', 'West Virginia', 'WV', '265'),
]

# AU: (suburb/town, abbr, state, postcode)
AU_TOWNS = [
    ('Parramatta', 'NSW', 'New South Wales', '2150'), ('Penrith', 'NSW', 'New South Wales', '2750'),
    ('Wollongong', 'NSW', 'New South Wales', '2500'), ('Newcastle', 'NSW', 'New South Wales', '2300'),
    ('Dubbo', 'NSW', 'New South Wales', '2830'), ('Wagga Wagga', 'NSW', 'New South Wales', '2650'),
    ('Blacktown', 'NSW', 'New South Wales', '2148'), ('Geelong', 'VIC', 'Victoria', '3220'),
    ('Ballarat', 'VIC', 'Victoria', '3350'), ('Bendigo', 'VIC', 'Victoria', '3550'), ('Frankston', 'VIC', 'Victoria', '3199'),
    ('Dandenong', 'VIC', 'Victoria', '3175'), ('Footscray', 'VIC', 'Victoria', '3011'), ('Toowoomba', 'QLD', 'Queensland', '4350'),
    ('Townsville', 'QLD', 'Queensland', '4810'), ('Cairns', 'QLD', 'Queensland', '4870'), ('Ipswich', 'QLD', 'Queensland', '4305'),
    ('Logan Central', 'QLD', 'Queensland', '4114'), ('Southport', 'QLD', 'Queensland', '4215'),
    ('Joondalup', 'WA', 'Western Australia', '6027'), ('Fremantle', 'WA', 'Western Australia', '6160'),
    ('Bunbury', 'WA', 'Western Australia', '6230'), ('Mandurah', 'WA', 'Western Australia', '6210'),
    ('Elizabeth', 'SA', 'South Australia', '5112'), ('Mount Gambier', 'SA', 'South Australia', '5290'),
    ('Glenelg', 'SA', 'South Australia', '5045'), ('Launceston', 'TAS', 'Tasmania', '7250'), ('Hobart', 'TAS', 'Tasmania', '7000'),
    ('Devonport', 'TAS', 'Tasmania', '7310'), ('Darwin', 'NT', 'Northern Territory', '0800'),
    ('Alice Springs', 'NT', 'Northern Territory', '0870'), ('Belconnen', 'ACT', 'Australian Capital Territory', '2617'),
    ('Tuggeranong', 'ACT', 'Australian Capital Territory', '2900'), ('Orange', 'NSW', 'New South Wales', '2800'),
    ('Shepparton', 'VIC', 'Victoria', '3630'), ('Mackay', 'QLD', 'Queensland', '4740'),
]

# CA: (city, abbr, province, FSA letter)
CA_CITIES = [
    ('Ottawa', 'ON', 'Ontario', 'K'), ('Kingston', 'ON', 'Ontario', 'K'), ('Hamilton', 'ON', 'Ontario', 'L'),
    ('Mississauga', 'ON', 'Ontario', 'L'), ('Brampton', 'ON', 'Ontario', 'L'), ('Toronto', 'ON', 'Ontario', 'M'),
    ('London', 'ON', 'Ontario', 'N'), ('Windsor', 'ON', 'Ontario', 'N'), ('Sudbury', 'ON', 'Ontario', 'P'),
    ('Thunder Bay', 'ON', 'Ontario', 'P'), ('Montreal', 'QC', 'Quebec', 'H'), ('Gatineau', 'QC', 'Quebec', 'J'),
    ('Sherbrooke', 'QC', 'Quebec', 'J'), ('Halifax', 'NS', 'Nova Scotia', 'B'), ('Moncton', 'NB', 'New Brunswick', 'E'),
    ('Fredericton', 'NB', 'New Brunswick', 'E'), ('Charlottetown', 'PE', 'Prince Edward Island', 'C'),
    ("St. John's", 'NL', 'Newfoundland and Labrador', 'A'), ('Winnipeg', 'MB', 'Manitoba', 'R'),
    ('Brandon', 'MB', 'Manitoba', 'R'), ('Regina', 'SK', 'Saskatchewan', 'S'), ('Saskatoon', 'SK', 'Saskatchewan', 'S'),
    ('Calgary', 'AB', 'Alberta', 'T'), ('Edmonton', 'AB', 'Alberta', 'T'), ('Red Deer', 'AB', 'Alberta', 'T'),
    ('Lethbridge', 'AB', 'Alberta', 'T'), ('Vancouver', 'BC', 'British Columbia', 'V'), ('Surrey', 'BC', 'British Columbia', 'V'),
    ('Kelowna', 'BC', 'British Columbia', 'V'), ('Victoria', 'BC', 'British Columbia', 'V'), ('Nanaimo', 'BC', 'British Columbia', 'V'),
    ('Kamloops', 'BC', 'British Columbia', 'V'), ('Whitehorse', 'YT', 'Yukon', 'Y'), ('Guelph', 'ON', 'Ontario', 'N'),
]

# IE: (town, county, eircode routing key)
IE_TOWNS = [
    ('Rathmines', 'Dublin', 'D06'), ('Tallaght', 'Dublin', 'D24'), ('Swords', 'Dublin', 'K67'),
    ('Blanchardstown', 'Dublin', 'D15'), ('Drogheda', 'Louth', 'A92'), ('Dundalk', 'Louth', 'A91'),
    ('Navan', 'Meath', 'C15'), ('Mullingar', 'Westmeath', 'N91'), ('Athlone', 'Westmeath', 'N37'),
    ('Cork', 'Cork', 'T12'), ('Mallow', 'Cork', 'P51'), ('Limerick', 'Limerick', 'V94'), ('Ennis', 'Clare', 'V95'),
    ('Galway', 'Galway', 'H91'), ('Tuam', 'Galway', 'H54'), ('Castlebar', 'Mayo', 'F23'), ('Sligo', 'Sligo', 'F91'),
    ('Letterkenny', 'Donegal', 'F92'), ('Waterford', 'Waterford', 'X91'), ('Kilkenny', 'Kilkenny', 'R95'),
    ('Wexford', 'Wexford', 'Y35'), ('Carlow', 'Carlow', 'R93'), ('Tralee', 'Kerry', 'V92'), ('Killarney', 'Kerry', 'V93'),
    ('Naas', 'Kildare', 'W91'), ('Newbridge', 'Kildare', 'W12'), ('Portlaoise', 'Laois', 'R32'),
    ('Tullamore', 'Offaly', 'R35'), ('Cavan', 'Cavan', 'H12'), ('Bray', 'Wicklow', 'A98'), ('Clonmel', 'Tipperary', 'E91'),
]

STREET_WORDS = """Elm Oak Maple Church Station Victoria Mill Park High King Queen Albert Willow Beech
Hawthorn Rowan Cedar Birch Ash Chestnut Lime Meadow Orchard Brook River Bridge Castle Manor Grange
Abbey Priory Chapel Green Hill Valley Forest Heath Moor Fern Heather Primrose Bluebell Kingfisher
Heron Wren Lark Swallow Jubilee Coronation Windsor Clarence Wellington Nelson Trafalgar Gladstone
Pine Spruce Sycamore Magnolia Dogwood Cypress Juniper Laurel Holly Ivy Poplar Alder Hazel Aspen
Linden Cherry Plum Foxglove Thistle Clover Sorrel Bracken Kestrel Falcon Osprey Curlew Plover
Sandpiper Larkspur Harvest Millstone Quarry Tannery Weaver Cooper Fletcher Mason Carver Foundry
Rosemary Lavender Saffron Cobble Flint Granite Slate Marble Copper Silver Amber Coral Harbour
Bayview Sunset Ridge Lakeshore Summit Prairie Canyon Mesa Sagebrush Bluebonnet Magnolia Peachtree
Wattle Banksia Jacaranda Bottlebrush Grevillea Boronia Waratah Acacia Ironbark Kookaburra
Currawong Lorikeet Tamarind Frangipani Poinciana Coolabah Rainbird Dunmore Ballymore Knockane
Glenview Ardee Carrig Rathbeg Lisnagry Kilbride Shanbally Inchicore""".split()
STREET_WORDS = sorted(set(STREET_WORDS))
ST_TYPES = {
    'UK': ['Road', 'Street', 'Lane', 'Avenue', 'Close', 'Drive', 'Crescent', 'Way', 'Grove', 'Gardens',
           'Terrace', 'Place', 'Court', 'Mews', 'Walk', 'Rise', 'View', 'Row'],
    'US': ['Street', 'Avenue', 'Boulevard', 'Drive', 'Court', 'Lane', 'Road', 'Way', 'Place', 'Terrace',
           'Circle', 'Parkway', 'Trail', 'St', 'Ave', 'Blvd', 'Dr', 'Ct', 'Ln', 'Rd', 'St.', 'Ave.'],
    'AU': ['Street', 'Road', 'Avenue', 'Parade', 'Crescent', 'Court', 'Place', 'Close', 'Drive', 'St',
           'Rd', 'Ave', 'Cres', 'Tce', 'Circuit', 'Esplanade'],
    'CA': ['Street', 'Avenue', 'Road', 'Drive', 'Crescent', 'Boulevard', 'Court', 'Way', 'St', 'Ave',
           'Rd', 'Dr', 'Cres', 'Blvd', 'Gate', 'Trail'],
    'IE': ['Road', 'Street', 'Avenue', 'Park', 'Drive', 'Lawn', 'Grove', 'Close', 'Heights', 'View',
           'Court', 'Crescent', 'Green', 'Rise', 'Manor', 'Wood'],
}
US_DIRS = ['N', 'S', 'E', 'W', 'NE', 'SW']
HOUSE_NAMES = ['Rose Cottage', 'The Old Forge', 'Ivy House', 'Hillcrest', 'Woodside Farm', 'The Laurels',
               'Glenview House', 'Orchard Barn', 'Ashfield Lodge', 'The Willows']

PLACE_WORDS = """Ashgrove Bramblefield Cedarwood Elmhurst Fernlea Glenmore Hawthorne Kingsmead Larkhill
Meadowbank Northgate Oakridge Pinecrest Riverside Rosewood Silverbirch Thornbury Westbrook
Willowdene Brookvale Highfield Lakeside Millbrook Stonebridge Summerfield Clearwater Harbourview
Kestrel Bluegum Ironbark Maple Ridge Spruce Hill Sugar Creek Cottonwood Red Cedar Ballinroe Knockmore
Carrigbeg Glenard Ardmore Inishbeg Foxwood Heathfield Greystones Moorview Blackthorn Copperbeech
Larchmont Sandhill Wrenfield Ravenscroft Cloverdale Harrowgate Marshfield Coldharbour Eastwood
Westmead Southfields Norbrook Fairhaven Bellbrook Dunmore Kilmurry Tamarack Aspen Vale Sagewood
Prairie Rose Cobblestone Tidewater Bayside Seacliff Wattlebrae Tallowwood Yarran Kurrajong""".split()
# keep two-word place words together
_pw = []
_skip = False
_two = {('Maple', 'Ridge'), ('Spruce', 'Hill'), ('Sugar', 'Creek'), ('Red', 'Cedar'), ('Aspen', 'Vale'),
        ('Prairie', 'Rose')}
for _i, _w in enumerate(PLACE_WORDS):
    if _skip:
        _skip = False
        continue
    if _i + 1 < len(PLACE_WORDS) and (_w, PLACE_WORDS[_i + 1]) in _two:
        _pw.append(_w + ' ' + PLACE_WORDS[_i + 1])
        _skip = True
    else:
        _pw.append(_w)
PLACE_WORDS = _pw

SAINTS = ['Joseph', 'Mary', 'Patrick', 'Brigid', 'Anne', 'Michael', 'Columba', 'Aidan', 'Teresa',
          'Bernadette', 'Anthony', 'Francis', 'Kevin', 'Catherine', 'Oliver', 'Monica', 'Cuthbert',
          'Hilda', 'Bede', 'Dominic', 'Clare', 'Peter', 'Andrew', 'Luke', 'Thomas More', 'Ignatius']
IRISH_SCHOOL = ['Scoil Mhuire', 'Scoil Bhride', 'Gaelscoil na Mara', 'Scoil Naomh Padraig',
                'Scoil an Chroi Naofa', 'Gaelscoil Eoin', 'Scoil Iosagain', 'Scoil Chaitriona']

SERVICE = {
    'UK': ['{p} Child Development Centre', '{p} Community Paediatrics', '{p} CAMHS',
           '{p} Adult ADHD Service', '{p} Neurodevelopmental Service', "{p} Children's Hospital",
           '{p} General Hospital', '{p} Neurodevelopmental Pathway Team', '{p} Child Health Centre',
           '{p} Lodge ADHD Clinic', '{p} House Community Mental Health Team', '{p} Clinic'],
    'US': ['{p} Developmental-Behavioral Pediatrics', '{p} Behavioral Health Clinic', '{p} Pediatrics',
           "{p} Children's Medical Center", '{p} ADHD & Learning Center', '{p} Psychiatric Associates',
           '{p} Child Study Center', '{p} Family Health Center', '{p} Regional Medical Center',
           '{p} Adult Attention Clinic', '{p} Neurodevelopmental Clinic'],
    'AU': ['{p} Child Development Service', '{p} Paediatrics', '{p} Child and Youth Mental Health Service',
           '{p} Adult ADHD Clinic', "{p} Children's Hospital", '{p} Community Health Centre',
           '{p} Specialist Clinic', '{p} Hospital Paediatric Outpatients', '{p} Headspace Centre'],
    'CA': ['{p} Child and Youth Mental Health', '{p} Developmental Pediatrics', "{p} Children's Centre",
           '{p} ADHD Clinic', '{p} Health Sciences Centre', '{p} Community Health Centre',
           '{p} Adult ADHD Program', '{p} Pediatric Outpatient Clinic'],
    'IE': ['{p} CAMHS', '{p} Primary Care Centre', '{p} Adult ADHD Clinic', '{p} University Hospital',
           '{p} Child and Family Centre', '{p} Community Mental Health Team', '{p} Paediatric Outpatients',
           '{p} Health Centre'],
}
GP_PRACTICE = {
    'UK': ['{p} Surgery', '{p} Medical Practice', '{p} Health Centre', '{p} Family Practice',
           'The {p} Practice', '{p} Group Practice', '{p} Medical Centre'],
    'US': ['{p} Family Medicine', '{p} Pediatrics', '{p} Primary Care', '{p} Pediatric Associates',
           '{p} Community Health Center', '{p} Internal Medicine'],
    'AU': ['{p} Medical Centre', '{p} Family Practice', '{p} Medical Clinic', '{p} GP Super Clinic',
           '{p} Health Hub'],
    'CA': ['{p} Family Health Team', '{p} Medical Clinic', '{p} Family Practice', '{p} Walk-In Clinic',
           '{p} Community Health Centre'],
    'IE': ['{p} Medical Centre', '{p} Family Practice', '{p} Surgery', '{p} Primary Care Centre',
           '{p} Health Centre'],
}
PHARMACY = {
    'UK': ['{p} Pharmacy', '{s} Chemist', '{p} Community Pharmacy', '{s} Pharmacy'],
    'US': ['{p} Pharmacy', '{p} Drug', "{s}'s Pharmacy", '{p} Apothecary'],
    'AU': ['{p} Chemist', '{p} Pharmacy', '{s} Chemist Warehouse', '{p} Amcal Pharmacy'],
    'CA': ['{p} Pharmacy', "{s}'s Drug Mart", '{p} Apothecary', '{p} Pharmasave'],
    'IE': ["{s}'s Pharmacy", '{p} Pharmacy', '{s} Chemists', '{p} Allcare Pharmacy'],
}
SCHOOL = {
    'UK': ['{p} Primary School', "St {saint}'s Catholic Primary School", '{p} Academy', '{p} High School',
           '{p} Community College', '{p} Junior School', '{p} C of E Primary', '{p} Infant School'],
    'US': ['{p} Elementary School', '{p} Middle School', '{p} High School', '{p} Academy',
           "St. {saint}'s School", '{p} Charter School', '{p} Intermediate School'],
    'AU': ['{p} Primary School', '{p} State School', '{p} Public School', '{p} Secondary College',
           '{p} State High School', "St {saint}'s Primary", '{p} Grammar School'],
    'CA': ['{p} Public School', '{p} Elementary School', '{p} Secondary School', '{p} Collegiate',
           'Ecole {p}', "St. {saint} Catholic School", '{p} Middle School'],
    'IE': ['{irish}', '{p} National School', '{p} Community School', '{p} Community College',
           "St {saint}'s National School", '{p} Educate Together NS', '{p} College'],
}
UNI = ['{p} University', 'University of {p}', '{p} Institute of Technology', '{p} College',
       '{p} Technological University', '{p} Community College', '{p} College of Further Education']
EMPLOYER = ['{p} Logistics', '{s} & Sons Builders', '{p} Motors', '{p} Fresh Foods', '{p} Freight',
            '{p} Call Centre', '{p} Insurance Group', '{p} Leisure Centre', '{s} Electrical',
            '{p} Hotel', '{p} Garden Centre', '{p} Distribution Ltd', '{p} Software', '{p} Building Supplies',
            '{p} Care Home', '{p} Bakery', '{s} Plumbing & Heating', '{p} Mining Services',
            '{p} Credit Union', '{p} Auto Body', '{p} Cinemas', '{p} Dental Group']
INSURER = {
    'US': ['Keystone Mutual Health', 'Bluewater Health Plan', 'Summit Care Insurance', 'Laurel Health Partners',
           'Evergreen Community Medicaid', 'Pioneer Family Health Plan', 'Crestline Benefits', 'Northfork HMO'],
    'CA': ['Maplecrest Benefits', 'Northern Shield Group Insurance', 'Trillium Extended Health'],
    'AU': ['Southern Cross Wellbeing Fund', 'Coastal Health Fund', 'Banksia Private Health'],
    'IE': ['Shamrock Health Insurance', 'Atlantic Cover DAC'],
    'UK': ['Brightside Health Cover', 'Albion Private Healthcare'],
}
BUILDINGS = ['Ashdown Wing', 'Rowan Building', 'Seacole Block', 'Harbour House', 'Victoria Pavilion',
             'Nightingale Wing', 'Oak Pavilion', 'Tower B', 'Kestrel Building', 'Garden Block',
             'East Annex', 'Juniper House', 'Lister Building', 'Beacon Centre']
WARDS = ['Puffin Ward', 'Rainbow Unit', 'Kingfisher Ward', 'Starfish Unit', 'Ward 7B', 'Apollo Unit',
         'Sunflower Ward', 'Orchid Day Unit']
COUNTRIES = ['Poland', 'Romania', 'Nigeria', 'India', 'Pakistan', 'Bangladesh', 'Philippines', 'Brazil',
             'Portugal', 'Spain', 'Italy', 'Greece', 'Lithuania', 'Latvia', 'Somalia', 'Eritrea', 'Syria',
             'Iran', 'Iraq', 'Vietnam', 'China', 'Hong Kong', 'South Korea', 'Japan', 'Ghana', 'Kenya',
             'Zimbabwe', 'South Africa', 'Jamaica', 'Trinidad', 'Mexico', 'Colombia', 'Venezuela', 'Ukraine',
             'Germany', 'France', 'the Netherlands', 'Sweden', 'New Zealand', 'Fiji', 'Samoa', 'Tonga',
             'Sri Lanka', 'Nepal', 'Afghanistan', 'Turkey', 'Egypt', 'Morocco', 'Sudan', 'Ethiopia']
COUNTRY_NAME = {'UK': ['United Kingdom', 'England', 'UK'], 'US': ['USA', 'United States'],
                'AU': ['Australia'], 'CA': ['Canada'], 'IE': ['Ireland', 'Republic of Ireland']}
