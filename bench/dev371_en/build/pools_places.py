"""Place, institution and organisation pools.  Towns are ordinary public place
names; every hospital, practice, dialysis unit and organisation is invented."""

COUNTRY_NAME = {'UK': 'United Kingdom', 'US': 'USA', 'CA': 'Canada', 'AU': 'Australia',
                'NZ': 'New Zealand', 'IE': 'Ireland'}
COUNTRY_ALT = {'UK': ['United Kingdom', 'UK', 'England'], 'US': ['USA', 'United States'],
               'CA': ['Canada'], 'AU': ['Australia'], 'NZ': ['New Zealand', 'NZ'],
               'IE': ['Ireland', 'Republic of Ireland']}

# UK: (town, county-or-None, postcode area, phone area code)
UK_TOWNS = [
    ('Stockport', 'Cheshire', 'SK', '0161'), ('Wigan', 'Lancashire', 'WN', '01942'),
    ('Bolton', 'Greater Manchester', 'BL', '01204'), ('Rochdale', None, 'OL', '01706'),
    ('Salford', None, 'M', '0161'), ('Preston', 'Lancashire', 'PR', '01772'),
    ('Blackburn', 'Lancashire', 'BB', '01254'), ('Lancaster', 'Lancashire', 'LA', '01524'),
    ('Leeds', 'West Yorkshire', 'LS', '0113'), ('Bradford', 'West Yorkshire', 'BD', '01274'),
    ('Halifax', 'West Yorkshire', 'HX', '01422'), ('Huddersfield', None, 'HD', '01484'),
    ('Wakefield', 'West Yorkshire', 'WF', '01924'), ('Sheffield', 'South Yorkshire', 'S', '0114'),
    ('Doncaster', 'South Yorkshire', 'DN', '01302'), ('Barnsley', None, 'S', '01226'),
    ('York', 'North Yorkshire', 'YO', '01904'), ('Hull', None, 'HU', '01482'),
    ('Derby', 'Derbyshire', 'DE', '01332'), ('Nottingham', 'Nottinghamshire', 'NG', '0115'),
    ('Leicester', 'Leicestershire', 'LE', '0116'), ('Coventry', None, 'CV', '024'),
    ('Walsall', 'West Midlands', 'WS', '01922'), ('Dudley', 'West Midlands', 'DY', '01384'),
    ('Wolverhampton', None, 'WV', '01902'), ('Stoke-on-Trent', 'Staffordshire', 'ST', '01782'),
    ('Shrewsbury', 'Shropshire', 'SY', '01743'), ('Hereford', 'Herefordshire', 'HR', '01432'),
    ('Worcester', 'Worcestershire', 'WR', '01905'), ('Gloucester', 'Gloucestershire', 'GL', '01452'),
    ('Swindon', 'Wiltshire', 'SN', '01793'), ('Reading', 'Berkshire', 'RG', '0118'),
    ('Luton', 'Bedfordshire', 'LU', '01582'), ('Norwich', 'Norfolk', 'NR', '01603'),
    ('Ipswich', 'Suffolk', 'IP', '01473'), ('Colchester', 'Essex', 'CO', '01206'),
    ('Chelmsford', 'Essex', 'CM', '01245'), ('Maidstone', 'Kent', 'ME', '01622'),
    ('Canterbury', 'Kent', 'CT', '01227'), ('Brighton', 'East Sussex', 'BN', '01273'),
    ('Portsmouth', 'Hampshire', 'PO', '023'), ('Southampton', 'Hampshire', 'SO', '023'),
    ('Bournemouth', 'Dorset', 'BH', '01202'), ('Exeter', 'Devon', 'EX', '01392'),
    ('Plymouth', 'Devon', 'PL', '01752'), ('Truro', 'Cornwall', 'TR', '01872'),
    ('Cardiff', None, 'CF', '029'), ('Swansea', None, 'SA', '01792'),
    ('Newport', None, 'NP', '01633'), ('Wrexham', None, 'LL', '01978'),
    ('Glasgow', None, 'G', '0141'), ('Paisley', 'Renfrewshire', 'PA', '0141'),
    ('Dundee', None, 'DD', '01382'), ('Aberdeen', 'Aberdeenshire', 'AB', '01224'),
    ('Inverness', 'Highland', 'IV', '01463'), ('Belfast', 'County Antrim', 'BT', '028'),
    ('Sunderland', 'Tyne and Wear', 'SR', '0191'), ('Gateshead', 'Tyne and Wear', 'NE', '0191'),
    ('Durham', 'County Durham', 'DH', '0191'), ('Carlisle', 'Cumbria', 'CA', '01228'),
    ('Middlesbrough', None, 'TS', '01642'), ('Oldham', None, 'OL', '0161'),
]

# US: (city, state abbr, state name, zip prefix, area code, county)
US_TOWNS = [
    ('Columbus', 'OH', 'Ohio', '432', '614', 'Franklin County'),
    ('Dayton', 'OH', 'Ohio', '454', '937', 'Montgomery County'),
    ('Toledo', 'OH', 'Ohio', '436', '419', 'Lucas County'),
    ('Akron', 'OH', 'Ohio', '443', '330', 'Summit County'),
    ('Pittsburgh', 'PA', 'Pennsylvania', '152', '412', 'Allegheny County'),
    ('Harrisburg', 'PA', 'Pennsylvania', '171', '717', 'Dauphin County'),
    ('Allentown', 'PA', 'Pennsylvania', '181', '610', 'Lehigh County'),
    ('Detroit', 'MI', 'Michigan', '482', '313', 'Wayne County'),
    ('Lansing', 'MI', 'Michigan', '489', '517', 'Ingham County'),
    ('Grand Rapids', 'MI', 'Michigan', '495', '616', 'Kent County'),
    ('Indianapolis', 'IN', 'Indiana', '462', '317', 'Marion County'),
    ('Fort Wayne', 'IN', 'Indiana', '468', '260', 'Allen County'),
    ('Louisville', 'KY', 'Kentucky', '402', '502', 'Jefferson County'),
    ('Lexington', 'KY', 'Kentucky', '405', '859', 'Fayette County'),
    ('Nashville', 'TN', 'Tennessee', '372', '615', 'Davidson County'),
    ('Memphis', 'TN', 'Tennessee', '381', '901', 'Shelby County'),
    ('Knoxville', 'TN', 'Tennessee', '379', '865', 'Knox County'),
    ('Atlanta', 'GA', 'Georgia', '303', '404', 'Fulton County'),
    ('Macon', 'GA', 'Georgia', '312', '478', 'Bibb County'),
    ('Savannah', 'GA', 'Georgia', '314', '912', 'Chatham County'),
    ('Jacksonville', 'FL', 'Florida', '322', '904', 'Duval County'),
    ('Tampa', 'FL', 'Florida', '336', '813', 'Hillsborough County'),
    ('Orlando', 'FL', 'Florida', '328', '407', 'Orange County'),
    ('Birmingham', 'AL', 'Alabama', '352', '205', 'Jefferson County'),
    ('Mobile', 'AL', 'Alabama', '366', '251', 'Mobile County'),
    ('Jackson', 'MS', 'Mississippi', '392', '601', 'Hinds County'),
    ('Baton Rouge', 'LA', 'Louisiana', '708', '225', 'East Baton Rouge Parish'),
    ('Shreveport', 'LA', 'Louisiana', '711', '318', 'Caddo Parish'),
    ('Houston', 'TX', 'Texas', '770', '713', 'Harris County'),
    ('San Antonio', 'TX', 'Texas', '782', '210', 'Bexar County'),
    ('El Paso', 'TX', 'Texas', '799', '915', 'El Paso County'),
    ('Lubbock', 'TX', 'Texas', '794', '806', 'Lubbock County'),
    ('Albuquerque', 'NM', 'New Mexico', '871', '505', 'Bernalillo County'),
    ('Phoenix', 'AZ', 'Arizona', '850', '602', 'Maricopa County'),
    ('Tucson', 'AZ', 'Arizona', '857', '520', 'Pima County'),
    ('Denver', 'CO', 'Colorado', '802', '303', 'Denver County'),
    ('Omaha', 'NE', 'Nebraska', '681', '402', 'Douglas County'),
    ('Wichita', 'KS', 'Kansas', '672', '316', 'Sedgwick County'),
    ('Tulsa', 'OK', 'Oklahoma', '741', '918', 'Tulsa County'),
    ('Little Rock', 'AR', 'Arkansas', '722', '501', 'Pulaski County'),
    ('St. Louis', 'MO', 'Missouri', '631', '314', 'St. Louis County'),
    ('Kansas City', 'MO', 'Missouri', '641', '816', 'Jackson County'),
    ('Chicago', 'IL', 'Illinois', '606', '773', 'Cook County'),
    ('Peoria', 'IL', 'Illinois', '616', '309', 'Peoria County'),
    ('Milwaukee', 'WI', 'Wisconsin', '532', '414', 'Milwaukee County'),
    ('Madison', 'WI', 'Wisconsin', '537', '608', 'Dane County'),
    ('Minneapolis', 'MN', 'Minnesota', '554', '612', 'Hennepin County'),
    ('Des Moines', 'IA', 'Iowa', '503', '515', 'Polk County'),
    ('Sacramento', 'CA', 'California', '958', '916', 'Sacramento County'),
    ('Fresno', 'CA', 'California', '937', '559', 'Fresno County'),
    ('Bakersfield', 'CA', 'California', '933', '661', 'Kern County'),
    ('Portland', 'OR', 'Oregon', '972', '503', 'Multnomah County'),
    ('Spokane', 'WA', 'Washington', '992', '509', 'Spokane County'),
    ('Boise', 'ID', 'Idaho', '837', '208', 'Ada County'),
    ('Reno', 'NV', 'Nevada', '895', '775', 'Washoe County'),
    ('Buffalo', 'NY', 'New York', '142', '716', 'Erie County'),
    ('Rochester', 'NY', 'New York', '146', '585', 'Monroe County'),
    ('Hartford', 'CT', 'Connecticut', '061', '860', 'Hartford County'),
    ('Baltimore', 'MD', 'Maryland', '212', '410', 'Baltimore County'),
    ('Richmond', 'VA', 'Virginia', '232', '804', 'Henrico County'),
    ('Raleigh', 'NC', 'North Carolina', '276', '919', 'Wake County'),
    ('Charlotte', 'NC', 'North Carolina', '282', '704', 'Mecklenburg County'),
    ('Columbia', 'SC', 'South Carolina', '292', '803', 'Richland County'),
]

# Canada: (city, prov abbr, prov name, FSA first letter, area code)
CA_TOWNS = [
    ('Toronto', 'ON', 'Ontario', 'M', '416'), ('Hamilton', 'ON', 'Ontario', 'L', '905'),
    ('Ottawa', 'ON', 'Ontario', 'K', '613'), ('London', 'ON', 'Ontario', 'N', '519'),
    ('Kitchener', 'ON', 'Ontario', 'N', '519'), ('Windsor', 'ON', 'Ontario', 'N', '519'),
    ('Sudbury', 'ON', 'Ontario', 'P', '705'), ('Thunder Bay', 'ON', 'Ontario', 'P', '807'),
    ('Barrie', 'ON', 'Ontario', 'L', '705'), ('Kingston', 'ON', 'Ontario', 'K', '613'),
    ('Montreal', 'QC', 'Quebec', 'H', '514'), ('Gatineau', 'QC', 'Quebec', 'J', '819'),
    ('Winnipeg', 'MB', 'Manitoba', 'R', '204'), ('Brandon', 'MB', 'Manitoba', 'R', '204'),
    ('Regina', 'SK', 'Saskatchewan', 'S', '306'), ('Saskatoon', 'SK', 'Saskatchewan', 'S', '306'),
    ('Calgary', 'AB', 'Alberta', 'T', '403'), ('Edmonton', 'AB', 'Alberta', 'T', '780'),
    ('Red Deer', 'AB', 'Alberta', 'T', '403'), ('Lethbridge', 'AB', 'Alberta', 'T', '403'),
    ('Vancouver', 'BC', 'British Columbia', 'V', '604'), ('Surrey', 'BC', 'British Columbia', 'V', '604'),
    ('Kelowna', 'BC', 'British Columbia', 'V', '250'), ('Victoria', 'BC', 'British Columbia', 'V', '250'),
    ('Prince George', 'BC', 'British Columbia', 'V', '250'),
    ('Halifax', 'NS', 'Nova Scotia', 'B', '902'), ('Moncton', 'NB', 'New Brunswick', 'E', '506'),
    ('Fredericton', 'NB', 'New Brunswick', 'E', '506'),
    ('Charlottetown', 'PE', 'Prince Edward Island', 'C', '902'),
    ("St. John's", 'NL', 'Newfoundland and Labrador', 'A', '709'),
]

# Australia: (town, state abbr, state name, postcode base, phone area)
AU_TOWNS = [
    ('Parramatta', 'NSW', 'New South Wales', 2150, '02'), ('Penrith', 'NSW', 'New South Wales', 2750, '02'),
    ('Liverpool', 'NSW', 'New South Wales', 2170, '02'), ('Blacktown', 'NSW', 'New South Wales', 2148, '02'),
    ('Wollongong', 'NSW', 'New South Wales', 2500, '02'), ('Newcastle', 'NSW', 'New South Wales', 2300, '02'),
    ('Dubbo', 'NSW', 'New South Wales', 2830, '02'), ('Wagga Wagga', 'NSW', 'New South Wales', 2650, '02'),
    ('Tamworth', 'NSW', 'New South Wales', 2340, '02'), ('Lismore', 'NSW', 'New South Wales', 2480, '02'),
    ('Geelong', 'VIC', 'Victoria', 3220, '03'), ('Ballarat', 'VIC', 'Victoria', 3350, '03'),
    ('Bendigo', 'VIC', 'Victoria', 3550, '03'), ('Shepparton', 'VIC', 'Victoria', 3630, '03'),
    ('Frankston', 'VIC', 'Victoria', 3199, '03'), ('Dandenong', 'VIC', 'Victoria', 3175, '03'),
    ('Ipswich', 'QLD', 'Queensland', 4305, '07'), ('Toowoomba', 'QLD', 'Queensland', 4350, '07'),
    ('Cairns', 'QLD', 'Queensland', 4870, '07'), ('Townsville', 'QLD', 'Queensland', 4810, '07'),
    ('Rockhampton', 'QLD', 'Queensland', 4700, '07'), ('Mackay', 'QLD', 'Queensland', 4740, '07'),
    ('Bundaberg', 'QLD', 'Queensland', 4670, '07'), ('Logan', 'QLD', 'Queensland', 4114, '07'),
    ('Elizabeth', 'SA', 'South Australia', 5112, '08'), ('Mount Gambier', 'SA', 'South Australia', 5290, '08'),
    ('Whyalla', 'SA', 'South Australia', 5600, '08'), ('Joondalup', 'WA', 'Western Australia', 6027, '08'),
    ('Bunbury', 'WA', 'Western Australia', 6230, '08'), ('Geraldton', 'WA', 'Western Australia', 6530, '08'),
    ('Kalgoorlie', 'WA', 'Western Australia', 6430, '08'), ('Launceston', 'TAS', 'Tasmania', 7250, '03'),
    ('Devonport', 'TAS', 'Tasmania', 7310, '03'), ('Hobart', 'TAS', 'Tasmania', 7000, '03'),
    ('Darwin', 'NT', 'Northern Territory', 810, '08'), ('Alice Springs', 'NT', 'Northern Territory', 870, '08'),
    ('Canberra', 'ACT', 'Australian Capital Territory', 2600, '02'),
]

# New Zealand: (town, region, postcode base, phone area)
NZ_TOWNS = [
    ('Auckland', 'Auckland', 1010, '09'), ('Manukau', 'Auckland', 2104, '09'),
    ('Hamilton', 'Waikato', 3204, '07'), ('Tauranga', 'Bay of Plenty', 3110, '07'),
    ('Rotorua', 'Bay of Plenty', 3010, '07'), ('Whangarei', 'Northland', 110, '09'),
    ('Gisborne', 'Gisborne', 4010, '06'), ('Napier', "Hawke's Bay", 4110, '06'),
    ('Hastings', "Hawke's Bay", 4120, '06'), ('New Plymouth', 'Taranaki', 4310, '06'),
    ('Palmerston North', 'Manawatu-Whanganui', 4410, '06'), ('Whanganui', 'Manawatu-Whanganui', 4500, '06'),
    ('Wellington', 'Wellington', 6011, '04'), ('Lower Hutt', 'Wellington', 5010, '04'),
    ('Porirua', 'Wellington', 5022, '04'), ('Nelson', 'Nelson', 7010, '03'),
    ('Blenheim', 'Marlborough', 7201, '03'), ('Christchurch', 'Canterbury', 8011, '03'),
    ('Timaru', 'Canterbury', 7910, '03'), ('Dunedin', 'Otago', 9016, '03'),
    ('Invercargill', 'Southland', 9810, '03'), ('Kaitaia', 'Northland', 410, '09'),
]

# Ireland: (town, county, eircode routing key, phone area)
IE_TOWNS = [
    ('Dublin', 'Co. Dublin', 'D08', '01'), ('Swords', 'Co. Dublin', 'K67', '01'),
    ('Tallaght', 'Co. Dublin', 'D24', '01'), ('Cork', 'Co. Cork', 'T12', '021'),
    ('Mallow', 'Co. Cork', 'P51', '022'), ('Galway', 'Co. Galway', 'H91', '091'),
    ('Limerick', 'Co. Limerick', 'V94', '061'), ('Waterford', 'Co. Waterford', 'X91', '051'),
    ('Kilkenny', 'Co. Kilkenny', 'R95', '056'), ('Sligo', 'Co. Sligo', 'F91', '071'),
    ('Athlone', 'Co. Westmeath', 'N37', '090'), ('Drogheda', 'Co. Louth', 'A92', '041'),
    ('Dundalk', 'Co. Louth', 'A91', '042'), ('Ennis', 'Co. Clare', 'V95', '065'),
    ('Tralee', 'Co. Kerry', 'V92', '066'), ('Letterkenny', 'Co. Donegal', 'F92', '074'),
    ('Castlebar', 'Co. Mayo', 'F23', '094'), ('Navan', 'Co. Meath', 'C15', '046'),
    ('Mullingar', 'Co. Westmeath', 'N91', '044'), ('Wexford', 'Co. Wexford', 'Y35', '053'),
    ('Carlow', 'Co. Carlow', 'R93', '059'), ('Tullamore', 'Co. Offaly', 'R35', '057'),
    ('Portlaoise', 'Co. Laois', 'R32', '057'), ('Clonmel', 'Co. Tipperary', 'E91', '052'),
    ('Cavan', 'Co. Cavan', 'H12', '049'),
]

STREET_STEMS = [
    'Elm', 'Oak', 'Ash', 'Birch', 'Cedar', 'Maple', 'Willow', 'Rowan', 'Hawthorn',
    'Holly', 'Beech', 'Larch', 'Chestnut', 'Poplar', 'Linden', 'Station', 'Church',
    'Mill', 'Bridge', 'Victoria', 'Albert', 'Park', 'Market', 'Bank', 'Spring',
    'Brook', 'River', 'Meadow', 'Orchard', 'Grange', 'Manor', 'Abbey', 'Castle',
    'Harbour', 'Cliff', 'Ridge', 'Valley', 'Heath', 'Moor', 'Fairfield', 'Lakeview',
    'Sunset', 'Prospect', 'Pleasant', 'Pine', 'Walnut', 'Sycamore', 'Hickory',
    'Magnolia', 'Dogwood', 'Cypress', 'Kowhai', 'Totara', 'Rimu', 'Puriri', 'Wattle',
    'Banksia', 'Jacaranda', 'Bottlebrush', 'Ironbark', 'Greenwood', 'Foxglove',
    'Primrose', 'Thistle', 'Heather', 'Clover', 'Kingfisher', 'Lark', 'Swallow',
    'Quarry', 'Tannery', 'Foundry', 'Canal', 'Railway', 'Chapel', 'Windmill',
    'Riverside', 'Hillcrest', 'Seaview', 'Glenview', 'Cromwell', 'Nelson', 'Wellesley',
    'Carrick', 'Shannon', 'Liffey', 'Slaney', 'Ballymore', 'Knockmore', 'Glenbeigh',
]

SUFFIX = {
    'UK': ['Road', 'Street', 'Avenue', 'Lane', 'Close', 'Crescent', 'Drive', 'Way',
           'Terrace', 'Grove', 'Place', 'Court', 'Gardens', 'Walk', 'Rise'],
    'US': ['St', 'Ave', 'Blvd', 'Dr', 'Rd', 'Ln', 'Ct', 'Street', 'Avenue', 'Drive',
           'Road', 'Pkwy', 'Way', 'Pl', 'Cir'],
    'CA': ['Street', 'Avenue', 'Road', 'Drive', 'Crescent', 'Boulevard', 'Court',
           'Trail', 'Way', 'St', 'Ave', 'Rd'],
    'AU': ['Street', 'Road', 'Avenue', 'Parade', 'Esplanade', 'Crescent', 'Court',
           'Drive', 'Place', 'Close', 'Terrace', 'Highway', 'St', 'Rd'],
    'NZ': ['Road', 'Street', 'Avenue', 'Crescent', 'Place', 'Terrace', 'Drive',
           'Grove', 'Lane', 'Rd', 'St'],
    'IE': ['Road', 'Street', 'Avenue', 'Park', 'Lawn', 'Grove', 'Heights', 'Close',
           'Drive', 'Terrace', 'View', 'Court'],
}

HOSP_STEMS = [
    'Wrenford', 'Ashcombe Vale', 'Calderwick', 'Harwood Cross', 'Kestrelby',
    'Thornhaven', 'Bramblewick', 'Falconridge', 'Oakhollow', 'Larkspur Vale',
    'Fernleigh Cross', 'Rookwood Dene', 'Silverbirch', 'Elderbank', 'Stonebridge Vale',
    'Foxmoor', 'Linnetby', 'Wyndham Cross', 'Brackenhurst', 'Corriebay',
    'Marlow Heath', 'Tarnside', 'Kingsmoor Dene', 'Hallorby', 'Dunmere', 'Glenarden',
    'Cairnfield', 'Westcroft Vale', 'Eastgate Vale', 'Hollins Brook', 'Ravensholme',
    'Merriwick', 'Ambleford', 'Crestmoor', 'Bellhaven', 'Pinehurst Ridge',
    'Saltmarsh Dene', 'Whitcombe', 'Greystone Bay', 'Copperwick', 'Amberley Downs',
    'Lowther Bridge', 'Kilbrannan', 'Ardmore Vale', 'Tullyvale', 'Mount Arrowby',
    'Kauriwood', 'Tui Valley', 'Riverglen Bend', 'Redgum Flats', 'Ironbark Ridge',
    'Prairie Wren', 'Cedar Hollow', 'Maple Crest', 'Lakemere Bend', 'Blue Heronsby',
]

HOSP_FORMS = {
    'UK': ['{s} Royal Infirmary', '{s} General Hospital', '{s} University Hospital',
           '{s} District General Hospital', 'Royal {s} Hospital', '{s} Kidney Centre'],
    'US': ['{s} Medical Center', '{s} Regional Medical Center', '{s} University Hospital',
           '{s} Memorial Hospital', '{s} Vascular Access Center'],
    'CA': ['{s} Health Sciences Centre', '{s} General Hospital', '{s} Regional Health Centre',
           '{s} Kidney Care Centre'],
    'AU': ['{s} Hospital', '{s} Base Hospital', '{s} Private Hospital', '{s} Health Campus'],
    'NZ': ['{s} Hospital', '{s} Renal Centre', '{s} Regional Hospital'],
    'IE': ['{s} University Hospital', '{s} Regional Hospital', '{s} General Hospital'],
}

SAT_FORMS = {
    'UK': ['{s} Satellite Dialysis Unit', '{s} Renal Unit', '{s} Community Dialysis Unit'],
    'US': ['{s} Dialysis Center', '{s} Kidney Center', '{s} Dialysis Clinic'],
    'CA': ['{s} Community Dialysis Unit', '{s} Satellite Hemodialysis Unit'],
    'AU': ['{s} Satellite Dialysis Centre', '{s} Renal Dialysis Unit'],
    'NZ': ['{s} Community Dialysis Unit', '{s} Satellite Dialysis Unit'],
    'IE': ['{s} Dialysis Unit', '{s} Renal Satellite Unit'],
}

PRACTICE_FORMS = {
    'UK': ['{s} Surgery', '{s} Medical Practice', '{s} Health Centre', 'The {s} Practice'],
    'US': ['{s} Primary Care', '{s} Family Medicine', '{s} Internal Medicine Associates'],
    'CA': ['{s} Family Health Team', '{s} Medical Clinic', '{s} Family Practice'],
    'AU': ['{s} Medical Centre', '{s} Family Practice', '{s} General Practice'],
    'NZ': ['{s} Medical Centre', '{s} Health Centre', '{s} Family Doctors'],
    'IE': ['{s} Medical Centre', '{s} Family Practice', '{s} Health Centre'],
}

WARDS = ['Rowan Ward', 'Kingfisher Ward', 'Heron Ward', 'Osprey Ward', 'Bluebell Ward',
         'Juniper Ward', 'Aspen Ward', 'Willow Ward', 'Thistle Ward', 'Puffin Ward',
         'Curlew Ward', 'Harebell Ward', 'Kowhai Ward', 'Wattle Ward', 'Banksia Ward',
         'Lagan Ward', 'Shannon Ward', 'Maple Ward', 'Tamarack Unit', 'Larch Ward']

_ORG_STEMS = HOSP_STEMS + ['Quellbrook', 'Tarrowby', 'Northlume', 'Greyfield', 'Bluewren', 'Sunnybrae',
                            'Harbourlight', 'Tidewell', 'Ironvale', 'Marlow & Finch', 'Talbot & Dunne']
_EMP_TYPES = ['Steel Fabrications', 'Logistics', 'Foods Ltd', 'Builders', 'Freightlines', 'Primary School',
              'Bus Company', 'Cleaning Co', 'Dairy Co-op', 'Transport Pty Ltd', 'Tool & Die', 'Grain Cooperative',
              'Meats', 'Seafoods', 'Mining', 'Steelworks', 'Taxis', 'Care Homes Group', 'Hotel Group',
              'School District', 'Joinery', 'Orchards', 'Supermarkets', 'Print Works', 'Container Services',
              'Roofing', 'Fisheries', 'Landscaping', 'Security Services', 'Timber', 'Couriers', 'Metal Pressings',
              'Community College', 'Brewery', 'Poultry Processing', 'Call Centre']
_TRANS_TYPES = ['Patient Transport', 'Non-Emergency Transport', 'Medical Transport', 'Ambulance Service',
                'Community Car Scheme', 'Ambulette', 'Paratransit', 'Volunteer Drivers', 'Wheelchair Transport Ltd']
_INS_TYPES = ['Mutual Health', 'Health Plan', 'Medicaid Plan', 'Health Partners', 'Benefit Trust',
              'Health Assurance', 'Medicare Advantage', 'Union Health Fund']
_OTHER_TYPES = ['Kidney Support Group', 'Gospel Hall', 'Bowls Club', "Men's Shed", 'Seniors Club', 'Rugby Club',
                'Marae Committee', 'Mosque Association', 'Parish Council']

EMPLOYERS = ['%s %s' % (s_, t_) for s_ in _ORG_STEMS[::3] for t_ in _EMP_TYPES[::4]] + \
            ['%s %s' % (s_, t_) for s_ in _ORG_STEMS[1::3] for t_ in _EMP_TYPES[1::4]]
TRANSPORT_ORGS = ['%s %s' % (s_, t_) for s_ in _ORG_STEMS[::4] for t_ in _TRANS_TYPES]
INSURERS = ['%s %s' % (s_, t_) for s_ in _ORG_STEMS[2::5] for t_ in _INS_TYPES]
OTHER_ORGS = ['%s %s' % (s_, t_) for s_ in _ORG_STEMS[3::6] for t_ in _OTHER_TYPES]

COUNTRIES_ABROAD = [
    'Portugal', 'India', 'Pakistan', 'Nigeria', 'Philippines', 'Poland', 'Spain',
    'Greece', 'Samoa', 'Fiji', 'Jamaica', 'Vietnam', 'Italy', 'Ghana', 'Sri Lanka',
    'China', 'Lebanon', 'Mexico', 'Somalia', 'Kenya', 'Egypt', 'Turkey', 'Brazil',
    'Romania', 'Tonga', 'Bangladesh', 'Zimbabwe', 'Cyprus', 'Malta', 'Thailand',
]
