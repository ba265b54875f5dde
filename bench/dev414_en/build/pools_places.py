"""Place, organisation and occupation pools for dev414_en.

Towns are real towns (several are also ordinary words: Reading, Bath, Wells,
March, Street, Mobile, Normal, Hope, Orange).  Every hospital, practice,
employer, school, charity, insurer and agency name is invented here.
"""

# (town, postcode prefix, county-or-None)
UK_TOWNS = [
    ('Leeds', 'LS', 'West Yorkshire'), ('Sheffield', 'S', 'South Yorkshire'),
    ('Bristol', 'BS', None), ('Norwich', 'NR', 'Norfolk'), ('Exeter', 'EX', 'Devon'),
    ('Swansea', 'SA', None), ('Cardiff', 'CF', None), ('Dundee', 'DD', None),
    ('Stirling', 'FK', None), ('Bath', 'BA', 'Somerset'), ('Reading', 'RG', 'Berkshire'),
    ('Wells', 'BA', 'Somerset'), ('March', 'PE', 'Cambridgeshire'),
    ('Street', 'BA', 'Somerset'), ('Sandwich', 'CT', 'Kent'), ('Harrogate', 'HG', 'North Yorkshire'),
    ('Kendal', 'LA', 'Cumbria'), ('Truro', 'TR', 'Cornwall'), ('Shrewsbury', 'SY', 'Shropshire'),
    ('Lincoln', 'LN', 'Lincolnshire'), ('Derby', 'DE', 'Derbyshire'), ('Nottingham', 'NG', None),
    ('Leicester', 'LE', None), ('York', 'YO', None), ('Durham', 'DH', 'County Durham'),
    ('Carlisle', 'CA', 'Cumbria'), ('Aberdeen', 'AB', None), ('Inverness', 'IV', None),
    ('Wrexham', 'LL', None), ('Bangor', 'LL', 'Gwynedd'), ('Preston', 'PR', 'Lancashire'),
    ('Bolton', 'BL', None), ('Huddersfield', 'HD', 'West Yorkshire'), ('Halifax', 'HX', None),
    ('Ipswich', 'IP', 'Suffolk'), ('Colchester', 'CO', 'Essex'), ('Chelmsford', 'CM', 'Essex'),
    ('Kirkcaldy', 'KY', 'Fife'), ('Penzance', 'TR', 'Cornwall'), ('Hexham', 'NE', 'Northumberland'),
]

# (town, Eircode routing key, county)
IE_TOWNS = [
    ('Dublin 4', 'D04', None), ('Dublin 8', 'D08', None), ('Dublin 15', 'D15', None),
    ('Cork', 'T12', 'Co. Cork'), ('Galway', 'H91', 'Co. Galway'), ('Limerick', 'V94', 'Co. Limerick'),
    ('Waterford', 'X91', 'Co. Waterford'), ('Kilkenny', 'R95', 'Co. Kilkenny'),
    ('Sligo', 'F91', 'Co. Sligo'), ('Athlone', 'N37', 'Co. Westmeath'),
    ('Drogheda', 'A92', 'Co. Louth'), ('Dundalk', 'A91', 'Co. Louth'), ('Tralee', 'V92', 'Co. Kerry'),
    ('Ennis', 'V95', 'Co. Clare'), ('Letterkenny', 'F92', 'Co. Donegal'),
    ('Mullingar', 'N91', 'Co. Westmeath'), ('Navan', 'C15', 'Co. Meath'),
    ('Castlebar', 'F23', 'Co. Mayo'), ('Bray', 'A98', 'Co. Wicklow'), ('Clonmel', 'E91', 'Co. Tipperary'),
]

# (town, state abbreviation, ZIP prefix)
US_TOWNS = [
    ('Portland', 'OR', '972'), ('Eugene', 'OR', '974'), ('Salem', 'OR', '973'),
    ('Mobile', 'AL', '366'), ('Boise', 'ID', '837'), ('Madison', 'WI', '537'),
    ('Ann Arbor', 'MI', '481'), ('Burlington', 'VT', '054'), ('Asheville', 'NC', '288'),
    ('Durham', 'NC', '277'), ('Tucson', 'AZ', '857'), ('Albany', 'NY', '122'),
    ('Ithaca', 'NY', '148'), ('Normal', 'IL', '617'), ('Independence', 'MO', '640'),
    ('Hope', 'AR', '718'), ('Boulder', 'CO', '803'), ('Santa Fe', 'NM', '875'),
    ('Provo', 'UT', '846'), ('Spokane', 'WA', '992'), ('Olympia', 'WA', '985'),
    ('Reno', 'NV', '895'), ('Fresno', 'CA', '937'), ('Sacramento', 'CA', '958'),
    ('Columbus', 'OH', '432'), ('Dayton', 'OH', '454'), ('Lexington', 'KY', '405'),
    ('Savannah', 'GA', '314'), ('Charleston', 'SC', '294'), ('Richmond', 'VA', '232'),
    ('Duluth', 'MN', '558'), ('Bangor', 'ME', '044'),
]
US_STATES = {
    'OR': 'Oregon', 'AL': 'Alabama', 'ID': 'Idaho', 'WI': 'Wisconsin', 'MI': 'Michigan',
    'VT': 'Vermont', 'NC': 'North Carolina', 'AZ': 'Arizona', 'NY': 'New York',
    'IL': 'Illinois', 'MO': 'Missouri', 'AR': 'Arkansas', 'CO': 'Colorado',
    'NM': 'New Mexico', 'UT': 'Utah', 'WA': 'Washington', 'NV': 'Nevada',
    'CA': 'California', 'OH': 'Ohio', 'KY': 'Kentucky', 'GA': 'Georgia',
    'SC': 'South Carolina', 'VA': 'Virginia', 'MN': 'Minnesota', 'ME': 'Maine',
}

# (town, province abbreviation, first letter of postal code)
CA_TOWNS = [
    ('Toronto', 'ON', 'M'), ('Ottawa', 'ON', 'K'), ('Hamilton', 'ON', 'L'),
    ('Kingston', 'ON', 'K'), ('London', 'ON', 'N'), ('Guelph', 'ON', 'N'),
    ('Sudbury', 'ON', 'P'), ('Halifax', 'NS', 'B'), ('Moncton', 'NB', 'E'),
    ('Fredericton', 'NB', 'E'), ('Victoria', 'BC', 'V'), ('Kelowna', 'BC', 'V'),
    ('Nanaimo', 'BC', 'V'), ('Calgary', 'AB', 'T'), ('Red Deer', 'AB', 'T'),
    ('Saskatoon', 'SK', 'S'), ('Regina', 'SK', 'S'), ('Winnipeg', 'MB', 'R'),
    ('Brandon', 'MB', 'R'), ('Charlottetown', 'PE', 'C'), ("St. John's", 'NL', 'A'),
]
CA_PROVINCES = {
    'ON': 'Ontario', 'NS': 'Nova Scotia', 'NB': 'New Brunswick', 'BC': 'British Columbia',
    'AB': 'Alberta', 'SK': 'Saskatchewan', 'MB': 'Manitoba', 'PE': 'Prince Edward Island',
    'NL': 'Newfoundland and Labrador',
}

# (town, state abbreviation, postcode range start)
AU_TOWNS = [
    ('Ballarat', 'VIC', 3350), ('Bendigo', 'VIC', 3550), ('Geelong', 'VIC', 3220),
    ('Melbourne', 'VIC', 3000), ('Newcastle', 'NSW', 2300), ('Wollongong', 'NSW', 2500),
    ('Orange', 'NSW', 2800), ('Dubbo', 'NSW', 2830), ('Sydney', 'NSW', 2000),
    ('Toowoomba', 'QLD', 4350), ('Cairns', 'QLD', 4870), ('Townsville', 'QLD', 4810),
    ('Brisbane', 'QLD', 4000), ('Hobart', 'TAS', 7000), ('Launceston', 'TAS', 7250),
    ('Adelaide', 'SA', 5000), ('Mount Gambier', 'SA', 5290), ('Perth', 'WA', 6000),
    ('Bunbury', 'WA', 6230), ('Darwin', 'NT', 800), ('Canberra', 'ACT', 2600),
]
AU_STATES = {
    'VIC': 'Victoria', 'NSW': 'New South Wales', 'QLD': 'Queensland', 'TAS': 'Tasmania',
    'SA': 'South Australia', 'WA': 'Western Australia', 'NT': 'Northern Territory',
    'ACT': 'Australian Capital Territory',
}

# (town, region, postcode start)
NZ_TOWNS = [
    ('Auckland', 'Auckland', 1010), ('Hamilton', 'Waikato', 3200), ('Tauranga', 'Bay of Plenty', 3110),
    ('Napier', "Hawke's Bay", 4110), ('Hastings', "Hawke's Bay", 4120), ('Nelson', 'Nelson Tasman', 7010),
    ('Dunedin', 'Otago', 9010), ('Invercargill', 'Southland', 9810),
    ('Christchurch', 'Canterbury', 8011), ('Wellington', 'Wellington', 6011),
    ('Palmerston North', 'Manawatu-Whanganui', 4410), ('Whanganui', 'Manawatu-Whanganui', 4500),
    ('Rotorua', 'Bay of Plenty', 3010), ('Gisborne', 'Tairawhiti', 4010),
    ('Timaru', 'Canterbury', 7910), ('Whangarei', 'Northland', 110),
]

STREET_NAMES = [
    'Elm', 'Wattle', 'Kowhai', 'Rowan', 'Beech', 'Larch', 'Sycamore', 'Hawthorn',
    'Chestnut', 'Juniper', 'Mulberry', 'Primrose', 'Bluebell', 'Foxglove', 'Heron',
    'Kingfisher', 'Lark', 'Wren', 'Falcon', 'Osprey', 'Granite', 'Quarry', 'Mill',
    'Church', 'Station', 'Albert', 'Jubilee', 'Coronation', 'Orchard', 'Meadow',
    'Paddock', 'Harbour', 'Ferry', 'Bridge', 'Canal', 'Tannery', 'Forge', 'Brewery',
    "Cooper's", "Bishop's", 'Abbey', 'Totara', 'Pohutukawa', 'Banksia', 'Jacaranda',
    'Ironbark', 'Magnolia', 'Cedar', 'Sumac', 'Dogwood', 'Hickory', 'Aspen', 'Birchwood',
    'Lindley', 'Ashgrove', 'Fernhill', 'Windmill', 'Saltings', 'Pennine', 'Malvern',
    'Greenbank', 'Holloway', 'Larkspur', 'Marigold', 'Thistle', 'Heather', 'Linnet',
]
STREET_SUFFIX = {
    'UK': ['Road', 'Street', 'Lane', 'Close', 'Avenue', 'Crescent', 'Drive', 'Way', 'Grove',
           'Gardens', 'Terrace', 'Mews', 'Place', 'Walk', 'Rise'],
    'IE': ['Road', 'Street', 'Avenue', 'Park', 'Grove', 'Lawn', 'Heights', 'Court', 'Drive'],
    'US': ['Street', 'Avenue', 'Drive', 'Court', 'Lane', 'Boulevard', 'Way', 'Road',
           'Place', 'Circle', 'St', 'Ave', 'Dr'],
    'CA': ['Street', 'Avenue', 'Drive', 'Crescent', 'Road', 'Boulevard', 'Way', 'Court'],
    'AU': ['Street', 'St', 'Road', 'Rd', 'Avenue', 'Ave', 'Crescent', 'Parade', 'Close', 'Court'],
    'NZ': ['Road', 'Street', 'Avenue', 'Crescent', 'Place', 'Terrace', 'Drive', 'Grove'],
}

HOSP_STEMS = [
    'Ashcombe', 'Brackenfield', 'Kestrelvale', 'Wexcombe', 'Ferncliffe', 'Calderbrook',
    'Stourmouth', 'Glenmoor', 'Harrowfield', 'Elmstead', 'Lynwood', 'Oakridge',
    'Pinehurst', 'Silverbirch', 'Tollgate', 'Westmere', 'Northvale', 'Southbay',
    'Eastmoor', 'Kingsmead', 'Queensbury', 'Lakeshore', 'Bayview', 'Hillcrest',
    'Mount Aldous', "St Aldhelm's", "St Brigid's", "St Kilian's", "St Petroc's",
    'Greyfriars', 'Fairhaven', 'Whitecliff', 'Amberleigh', 'Coldharbour', 'Ravensmere',
    'Marlowe Park', 'Thistledown', 'Kowhai Ridge', 'Cedarbrook', 'Maple Ridge',
]
HOSP_SUFFIX = ['General Hospital', 'Community Hospital', 'University Hospital',
               'District Hospital', 'Rehabilitation Hospital', 'Private Hospital',
               'Memorial Hospital', 'Regional Medical Center']
SERVICE_SUFFIX = ['Fatigue Clinic', 'ME/CFS Service', 'Chronic Fatigue Centre',
                  'Complex Chronic Illness Clinic', 'Fatigue Management Service',
                  'ME/CFS Clinic', 'Post-Viral Fatigue Clinic']
PRACTICE_SUFFIX = {
    'UK': ['Surgery', 'Medical Practice', 'Health Centre', 'Medical Centre', 'Group Practice'],
    'IE': ['Medical Centre', 'Family Practice', 'Medical Practice', 'Health Centre'],
    'US': ['Family Medicine', 'Primary Care', 'Internal Medicine Associates', 'Health Partners'],
    'CA': ['Family Health Team', 'Medical Clinic', 'Family Practice', 'Community Health Centre'],
    'AU': ['Medical Centre', 'Family Practice', 'General Practice', 'Medical Clinic'],
    'NZ': ['Medical Centre', 'Health', 'Family Doctors', 'Medical Practice'],
}
WARD_NAMES = ['Heron Ward', 'Kestrel Ward', 'Rowan Unit', 'Beech Ward', 'Osprey Ward',
              'Larch Unit', 'Willow Ward', 'Ward 7B', 'Ward 22', 'Tui Ward', 'Kingfisher Ward',
              'Jacaranda Ward', 'Cedar Unit', 'Ward 4 North']
CARE_HOMES = ['Marigold Lodge', 'Fernlea House Care Home', 'Cherrytree Court Nursing Home',
              'Lavender Hill Care Centre', 'Bramblewood Residential Home']
PHARMACIES = ['Mortlake Pharmacy', 'Greenway Chemists', 'Parkside Pharmacy',
              'Cornerstone Chemist', 'Hollybank Pharmacy']

SCHOOLS = [
    'Larkspur Academy', 'Millbrook High School', "St Columba's College", 'Thornfield Primary School',
    'Ridgeway Grammar School', 'Oakhurst Secondary College', 'Kauri Grove High School',
    'Lakeview Collegiate Institute', 'Pinecrest Middle School', 'Harbourside Sixth Form College',
    'Westlake Community School', "St Ita's Secondary School", 'Beacon Hill Academy',
    'Glenmoor Comprehensive', 'Riverbend High School', 'Tuatara Bay School',
]
UNIVERSITIES = ['University of Northvale', 'Eastmoor University', 'Harbourside College of Further Education',
                'Westlake Community College', 'Kingsmead Institute of Technology',
                'Southbay Polytechnic', 'Calderbrook University']
CHARITIES = ['Amberley ME Support Group', 'Tamar Valley Fatigue Network', 'Severe ME Carers Circle',
             'Lanternlight ME Trust', 'Quiet Room Fatigue Collective', 'Northvale ME Friends']
INSURERS = ['Aldgate Health Assurance', 'Meridian Mutual Health', 'Southern Star Health Fund',
            'Cascade Benefit Plans', 'Bluestone Life', 'Harbourline Income Protection',
            'Tollgate Mutual', 'Evergreen Health Cover']
CARE_AGENCIES = ['Kindred Home Care', 'Evenstar Care Services', 'Hearthside Support Ltd',
                 'Brightpath Home Health', 'Caring Hands Agency']
LANDMARKS = ['the Wheatsheaf pub', 'the Kings Arms', 'Fairfield Leisure Centre', "Harper's Mill",
             'the Hollybush garage', 'the Ellison Memorial Hall', 'Jubilee Park', 'the Corn Exchange',
             'the Anchor Inn', 'Riverside Retail Park', 'Kowhai Domain', 'the Three Crowns',
             'Lantern Square', 'Bramley Cricket Ground']
BUILDINGS = ['Linden House', 'Beacon Centre', 'Ferndale House', 'Harvest Building',
             'Cedar Pavilion', 'the Quayside Centre', 'Maple Block', 'Orchard House',
             'Tiller Building', 'the Nightingale Wing']
ROOMS = ['Room 4', 'Room 12', 'Seminar Room 2B', 'Meeting Room 3', 'Room G.14', 'Room 1.07',
         'the Garden Room', 'Clinic Room 6', 'Group Room A', 'Room 215']

EMP_GROUPS = {
    'office': ['Brightwater Accountancy', 'Maple & Finch Solicitors', 'Castleford & Reade LLP',
               'Pennant Insurance Group', 'Harrow & Vale Estate Agents', 'Copperleaf Architects',
               'Silverline Call Solutions'],
    'tech': ['Corvid Software', 'Ravel Data Systems', 'Lattice Labs', 'Northwind Energy'],
    'industry': ['Greystone Construction',
                 'Fennick Engineering', 'Quarrybank Mills', 'Aldous Print Works', 'Tidewater Foods',
                 'Meadowsweet Dairy'],
    'retail': ['Blue Heron Cafe', 'Saltmarsh Brewing Co', 'Sable Street Bistro', 'Brindle Bakery',
               'Pinemarten Outdoor Gear', 'Oakhollow Garden Centre', 'Orchid Lane Nurseries',
               'Tamsin Bright Hair Studio', 'Kauri Coast Tours', 'Tern Bay Marine'],
    'public': ['Wexcombe District Council', 'Wattlebird Childcare', 'Northgate Veterinary Group',
               'Lumen Dental Labs', 'Quillon Publishing', 'Eastmoor Community Library Trust'],
    'transport': ['Kestrel Rail Services', 'Halberd Logistics', 'Ironbridge Freight', 'Northvale Buses'],
    'service': ['Northvale Fire and Rescue Service', 'Calderbrook Constabulary', 'Eastmoor Ambulance Trust',
                'Glenmoor Postal Depot'],
    'self': ['Hillside Farm Partnership', 'Eastmoor Symphony Orchestra', 'Pulse Fitness Studio',
             'Greenacre Landscapes'],
}
JOB_GROUP = {
    'primary school teacher': 'school', 'secondary school teacher': 'school', 'teaching assistant': 'school',
    'staff nurse': 'hosp', 'midwife': 'hosp', 'physiotherapist': 'hosp', 'care assistant': 'care',
    'pharmacist': 'pharm', 'lecturer': 'uni', 'software developer': 'tech', 'data analyst': 'tech',
    'graphic designer': 'tech', 'civil engineer': 'industry', 'lab technician': 'industry',
    'accountant': 'office', 'solicitor': 'office', 'paralegal': 'office', 'payroll administrator': 'office',
    'receptionist': 'office', 'call centre advisor': 'office', 'estate agent': 'office', 'architect': 'office',
    'chartered surveyor': 'office', 'bookkeeper': 'office', 'marketing manager': 'office',
    'bus driver': 'transport', 'warehouse operative': 'transport', 'electrician': 'industry',
    'plumber': 'industry', 'carpenter': 'industry', 'HGV driver': 'transport',
    'chef': 'retail', 'barista': 'retail', 'retail assistant': 'retail', 'shop manager': 'retail',
    'florist': 'retail', 'hairdresser': 'retail', 'landscape gardener': 'self',
    'social worker': 'public', 'youth worker': 'public', 'veterinary nurse': 'public',
    'dental hygienist': 'public', 'journalist': 'public', 'librarian': 'public',
    'postal worker': 'service', 'police officer': 'service', 'firefighter': 'service',
    'paramedic': 'service', 'farmer': 'self', 'musician': 'self', 'personal trainer': 'self',
}
OCCUPATIONS = sorted(JOB_GROUP)
EMPLOYERS = sorted(x for k in sorted(EMP_GROUPS) for x in EMP_GROUPS[k])
TEEN_JOBS = ['shop assistant', 'waiter', 'kitchen porter', 'lifeguard', 'cafe assistant', 'stable hand']
RELATIVE_OCCUPATIONS = ['builder', 'nurse', 'teacher', 'taxi driver', 'IT consultant',
                        'factory worker', 'GP receptionist', 'mechanic', 'civil servant',
                        'cleaner', 'sales manager', 'farmer', 'engineer', 'dentist', 'joiner']

COUNTRIES = ['Portugal', 'Spain', 'Poland', 'Nigeria', 'Ghana', 'India', 'Pakistan',
             'the Philippines', 'Vietnam', 'South Africa', 'Kenya', 'Zimbabwe', 'Greece',
             'Italy', 'Iran', 'Lebanon', 'Ukraine', 'Romania', 'Samoa', 'Tonga', 'Fiji',
             'Malaysia', 'Sri Lanka', 'China', 'Japan', 'Brazil', 'Mexico', 'Canada',
             'Australia', 'New Zealand', 'Ireland', 'Scotland', 'Wales', 'France', 'Thailand']
HOME_COUNTRY = {'UK': 'United Kingdom', 'IE': 'Ireland', 'US': 'USA', 'CA': 'Canada',
                'AU': 'Australia', 'NZ': 'New Zealand'}
