"""Geography and invented institutions per country."""

COUNTRIES = ['UK', 'IE', 'AU', 'NZ', 'CA', 'US']
COUNTRY_WEIGHTS = [('AU', 15), ('CA', 12), ('IE', 12), ('NZ', 11), ('UK', 35), ('US', 15)]
COUNTRY_NAME = {'UK': 'United Kingdom', 'IE': 'Ireland', 'AU': 'Australia',
                'NZ': 'New Zealand', 'CA': 'Canada', 'US': 'USA'}

# (town, region, postcode seed).  UK region = county (CITY type); IE region =
# county written "Co. X" (CITY type); other regions are STATE type.
GEO = {
    'UK': [('Leeds', 'West Yorkshire', 'LS'), ('Bradford', 'West Yorkshire', 'BD'),
           ('Halifax', 'West Yorkshire', 'HX'), ('Huddersfield', 'West Yorkshire', 'HD'),
           ('Sheffield', 'South Yorkshire', 'S'), ('Rotherham', 'South Yorkshire', 'S'),
           ('Doncaster', 'South Yorkshire', 'DN'), ('York', 'North Yorkshire', 'YO'),
           ('Manchester', None, 'M'), ('Salford', None, 'M'), ('Stockport', 'Cheshire', 'SK'),
           ('Bolton', 'Lancashire', 'BL'), ('Wigan', 'Lancashire', 'WN'),
           ('Preston', 'Lancashire', 'PR'), ('Blackburn', 'Lancashire', 'BB'),
           ('Lancaster', 'Lancashire', 'LA'), ('Liverpool', None, 'L'),
           ('Birkenhead', 'Merseyside', 'CH'), ('Chester', 'Cheshire', 'CH'),
           ('Stoke-on-Trent', 'Staffordshire', 'ST'), ('Derby', 'Derbyshire', 'DE'),
           ('Nottingham', None, 'NG'), ('Leicester', None, 'LE'), ('Coventry', None, 'CV'),
           ('Birmingham', None, 'B'), ('Wolverhampton', None, 'WV'),
           ('Worcester', 'Worcestershire', 'WR'), ('Gloucester', 'Gloucestershire', 'GL'),
           ('Cheltenham', 'Gloucestershire', 'GL'), ('Swindon', 'Wiltshire', 'SN'),
           ('Bristol', None, 'BS'), ('Taunton', 'Somerset', 'TA'), ('Exeter', 'Devon', 'EX'),
           ('Plymouth', 'Devon', 'PL'), ('Truro', 'Cornwall', 'TR'),
           ('Southampton', 'Hampshire', 'SO'), ('Portsmouth', 'Hampshire', 'PO'),
           ('Brighton', 'East Sussex', 'BN'), ('Maidstone', 'Kent', 'ME'),
           ('Croydon', None, 'CR'), ('Luton', 'Bedfordshire', 'LU'), ('Reading', 'Berkshire', 'RG'),
           ('Oxford', 'Oxfordshire', 'OX'), ('Norwich', 'Norfolk', 'NR'),
           ('Ipswich', 'Suffolk', 'IP'), ('Peterborough', None, 'PE'), ('Lincoln', 'Lincolnshire', 'LN'),
           ('Hull', 'East Yorkshire', 'HU'), ('Middlesbrough', None, 'TS'),
           ('Durham', 'County Durham', 'DH'), ('Sunderland', 'Tyne and Wear', 'SR'),
           ('Newcastle upon Tyne', None, 'NE'), ('Carlisle', 'Cumbria', 'CA'),
           ('Kendal', 'Cumbria', 'LA'), ('Cardiff', None, 'CF'), ('Swansea', None, 'SA'),
           ('Wrexham', None, 'LL'), ('Bangor', 'Gwynedd', 'LL'), ('Glasgow', None, 'G'),
           ('Edinburgh', None, 'EH'), ('Dundee', None, 'DD'), ('Aberdeen', None, 'AB'),
           ('Inverness', 'Highland', 'IV'), ('Paisley', 'Renfrewshire', 'PA'),
           ('Kirkcaldy', 'Fife', 'KY'), ('Belfast', None, 'BT'), ('Lisburn', 'County Antrim', 'BT'),
           ('Newry', 'County Down', 'BT')],
    'IE': [('Dublin 8', None, 'D08'), ('Dublin 15', None, 'D15'), ('Dublin 24', None, 'D24'),
           ('Cork', 'Cork', 'T12'), ('Ballincollig', 'Cork', 'P31'), ('Galway', 'Galway', 'H91'),
           ('Limerick', 'Limerick', 'V94'), ('Waterford', 'Waterford', 'X91'),
           ('Kilkenny', 'Kilkenny', 'R95'), ('Sligo', 'Sligo', 'F91'), ('Athlone', 'Westmeath', 'N37'),
           ('Drogheda', 'Louth', 'A92'), ('Dundalk', 'Louth', 'A91'), ('Tralee', 'Kerry', 'V92'),
           ('Ennis', 'Clare', 'V95'), ('Letterkenny', 'Donegal', 'F92'),
           ('Mullingar', 'Westmeath', 'N91'), ('Naas', 'Kildare', 'W91'), ('Navan', 'Meath', 'C15'),
           ('Wexford', 'Wexford', 'Y35'), ('Carlow', 'Carlow', 'R93'), ('Castlebar', 'Mayo', 'F23'),
           ('Bray', 'Wicklow', 'A98'), ('Clonmel', 'Tipperary', 'E91')],
    'AU': [('Marrickville', 'NSW', 2204), ('Parramatta', 'NSW', 2150), ('Newcastle', 'NSW', 2300),
           ('Wollongong', 'NSW', 2500), ('Penrith', 'NSW', 2750), ('Footscray', 'VIC', 3011),
           ('Geelong', 'VIC', 3220), ('Ballarat', 'VIC', 3350), ('Bendigo', 'VIC', 3550),
           ('Dandenong', 'VIC', 3175), ('Toowoomba', 'QLD', 4350), ('Townsville', 'QLD', 4810),
           ('Cairns', 'QLD', 4870), ('Southport', 'QLD', 4215), ('Ipswich', 'QLD', 4305),
           ('Fremantle', 'WA', 6160), ('Joondalup', 'WA', 6027), ('Bunbury', 'WA', 6230),
           ('Elizabeth', 'SA', 5112), ('Mount Gambier', 'SA', 5290), ('Launceston', 'TAS', 7250),
           ('Hobart', 'TAS', 7000), ('Palmerston', 'NT', 830), ('Belconnen', 'ACT', 2617)],
    'NZ': [('Christchurch', 'Canterbury', 8011), ('Timaru', 'Canterbury', 7910),
           ('Dunedin', 'Otago', 9016), ('Hamilton', 'Waikato', 3204),
           ('Tauranga', 'Bay of Plenty', 3110), ('Rotorua', 'Bay of Plenty', 3010),
           ('Palmerston North', 'Manawatu-Whanganui', 4410), ('Whangarei', 'Northland', 110),
           ('Nelson', 'Nelson', 7010), ('Napier', "Hawke's Bay", 4110),
           ('Invercargill', 'Southland', 9810), ('New Plymouth', 'Taranaki', 4310),
           ('Porirua', 'Wellington', 5022), ('Lower Hutt', 'Wellington', 5010),
           ('Manukau', 'Auckland', 2104), ('Takapuna', 'Auckland', 622), ('Gisborne', 'Gisborne', 4010)],
    'CA': [('Toronto', 'ON', 'M5V'), ('Mississauga', 'ON', 'L5B'), ('Hamilton', 'ON', 'L8P'),
           ('Ottawa', 'ON', 'K1N'), ('Kingston', 'ON', 'K7L'), ('London', 'ON', 'N6A'),
           ('Sudbury', 'ON', 'P3E'), ('Winnipeg', 'MB', 'R3C'), ('Regina', 'SK', 'S4P'),
           ('Saskatoon', 'SK', 'S7K'), ('Calgary', 'AB', 'T2P'), ('Edmonton', 'AB', 'T5J'),
           ('Red Deer', 'AB', 'T4N'), ('Vancouver', 'BC', 'V6B'), ('Surrey', 'BC', 'V3T'),
           ('Kelowna', 'BC', 'V1Y'), ('Victoria', 'BC', 'V8W'), ('Halifax', 'NS', 'B3H'),
           ('Moncton', 'NB', 'E1C'), ("St. John's", 'NL', 'A1C'), ('Charlottetown', 'PE', 'C1A'),
           ('Gatineau', 'QC', 'J8X'), ('Sherbrooke', 'QC', 'J1H')],
    'US': [('Columbus', 'OH', '432'), ('Dayton', 'OH', '454'), ('Toledo', 'OH', '436'),
           ('Pittsburgh', 'PA', '152'), ('Scranton', 'PA', '185'), ('Rochester', 'NY', '146'),
           ('Albany', 'NY', '122'), ('Buffalo', 'NY', '142'), ('Worcester', 'MA', '016'),
           ('Springfield', 'MA', '011'), ('Hartford', 'CT', '061'), ('Richmond', 'VA', '232'),
           ('Raleigh', 'NC', '276'), ('Charlotte', 'NC', '282'), ('Atlanta', 'GA', '303'),
           ('Savannah', 'GA', '314'), ('Nashville', 'TN', '372'), ('Memphis', 'TN', '381'),
           ('Louisville', 'KY', '402'), ('Indianapolis', 'IN', '462'), ('Milwaukee', 'WI', '532'),
           ('Madison', 'WI', '537'), ('Minneapolis', 'MN', '554'), ('Des Moines', 'IA', '503'),
           ('Omaha', 'NE', '681'), ('Tulsa', 'OK', '741'), ('Austin', 'TX', '787'),
           ('El Paso', 'TX', '799'), ('San Antonio', 'TX', '782'), ('Phoenix', 'AZ', '850'),
           ('Tucson', 'AZ', '857'), ('Albuquerque', 'NM', '871'), ('Denver', 'CO', '802'),
           ('Boise', 'ID', '837'), ('Spokane', 'WA', '992'), ('Portland', 'OR', '972'),
           ('Sacramento', 'CA', '958'), ('Fresno', 'CA', '937')],
}

STATE_FULL = {
    'NSW': 'New South Wales', 'VIC': 'Victoria', 'QLD': 'Queensland', 'WA': 'Western Australia',
    'SA': 'South Australia', 'TAS': 'Tasmania', 'NT': 'Northern Territory',
    'ACT': 'Australian Capital Territory', 'ON': 'Ontario', 'MB': 'Manitoba',
    'SK': 'Saskatchewan', 'AB': 'Alberta', 'BC': 'British Columbia', 'NS': 'Nova Scotia',
    'NB': 'New Brunswick', 'NL': 'Newfoundland and Labrador', 'PE': 'Prince Edward Island',
    'QC': 'Quebec', 'OH': 'Ohio', 'PA': 'Pennsylvania', 'NY': 'New York', 'MA': 'Massachusetts',
    'CT': 'Connecticut', 'VA': 'Virginia', 'NC': 'North Carolina', 'GA': 'Georgia',
    'TN': 'Tennessee', 'KY': 'Kentucky', 'IN': 'Indiana', 'WI': 'Wisconsin', 'MN': 'Minnesota',
    'IA': 'Iowa', 'NE': 'Nebraska', 'OK': 'Oklahoma', 'TX': 'Texas', 'AZ': 'Arizona',
    'NM': 'New Mexico', 'CO': 'Colorado', 'ID': 'Idaho', 'OR': 'Oregon', 'CA': 'California',
}

SUBURBS = {  # city -> suburbs / districts (CITY type)
    'Leeds': ['Headingley', 'Chapel Allerton', 'Beeston'], 'Manchester': ['Didsbury', 'Levenshulme'],
    'Birmingham': ['Moseley', 'Handsworth'], 'Newcastle upon Tyne': ['Jesmond', 'Heaton'],
    'Cardiff': ['Roath', 'Canton'], 'Edinburgh': ['Morningside', 'Leith'], 'Bristol': ['Clifton', 'Bedminster'],
    'Sheffield': ['Walkley', 'Crookes'], 'Glasgow': ['Partick', 'Govanhill'], 'Dublin 8': ['Inchicore'],
    'Dublin 15': ['Blanchardstown'], 'Dublin 24': ['Tallaght'], 'Cork': ['Douglas'], 'Galway': ['Salthill'],
    'Christchurch': ['Riccarton', 'Papanui'], 'Dunedin': ['Mornington'], 'Hamilton': ['Hillcrest'],
    'Tauranga': ['Otumoetai'],
}

STREET_STEM = ('Larchfield Cromwell Hawthorn Beechwood Victoria Station Mill Church Kingfisher '
               'Orchard Ashgrove Baines Carrick Derwent Elmtree Fernbank Glebe Holly Ivy '
               'Juniper Kestrel Laburnum Northgate Oakleigh Primrose Rosemount Sandpiper '
               'Tannery Upperton Willowbank Yewtree Albany Brackenridge Coppice Dovecote '
               'Foxglove Gorsey Heathfield Ingleby Lindley Marsden Nettleton Ormond Pasture '
               'Quarry Rydal Sefton Thornhill Wharfe').split()
STEM_AU = 'Banksia Wattle Jacaranda Bottlebrush Waratah Grevillea Coolabah Kurrajong Boronia'.split()
STEM_NZ = 'Kowhai Totara Rimu Pohutukawa Matai Karaka Manuka Tui Kereru'.split()
STEM_NA = 'Birch Cedar Spruce Sumac Dogwood Tamarack Sycamore Hickory Magnolia Walnut Aspen'.split()
SUFFIX = {
    'UK': ['Road', 'Street', 'Lane', 'Avenue', 'Close', 'Crescent', 'Drive', 'Way', 'Grove',
           'Terrace', 'Gardens', 'Rd', 'St'],
    'IE': ['Road', 'Park', 'Avenue', 'Drive', 'Lawn', 'Grove', 'Heights', 'Court', 'Street'],
    'AU': ['St', 'Rd', 'Ave', 'Cres', 'Pde', 'Ct', 'Street', 'Road', 'Drive', 'Place'],
    'NZ': ['Street', 'Road', 'Place', 'Crescent', 'Terrace', 'Avenue', 'St', 'Rd'],
    'CA': ['St', 'Ave', 'Blvd', 'Dr', 'Rd', 'Cres', 'Street', 'Avenue', 'Way'],
    'US': ['St', 'Ave', 'Blvd', 'Dr', 'Rd', 'Ln', 'Ct', 'Street', 'Avenue', 'Pkwy'],
}

HOSP_PREFIX = ('Ashcombe Brindlemoor Calderbrook Dunmoreton Elmswick Fernhollow Glenarrow '
               'Harcastle Kilbrannan Lowenfield Merrowvale Northwold Oakhurst Pennyridge '
               'Quarrington Ravensworth Stanmoor Thornleigh Ulverdale Wexcombe Yarrowdale '
               'Bellhaven Dunraven Eastmere Fairlea Greywater Hollinsbrook Kingsmere Netherby '
               'Ormsby_Vale Pinecrest Redcliffe_Vale Silverbirch Tamarind_Bay Wattle_Grove '
               'Carrickmoyle Ballykeeran Tolworth_Vale Strathallan Glenmorven').split()
HOSP_PREFIX = [x.replace('_', ' ') for x in HOSP_PREFIX]
HOSP_STREET = {
    'UK': ['Infirmary Road', 'Hospital Lane', 'Royal Parade', 'Victoria Road', 'Western Bank', 'Queen Street'],
    'IE': ['Hospital Road', 'Infirmary Road', 'Western Road', "Wellington Road"],
    'AU': ['Hospital Drive', 'Railway Parade', 'Nelson Street', 'Bridge Road', 'Hospital Blvd'],
    'NZ': ['Hospital Road', 'Riccarton Avenue', 'Great King Street', 'Waterloo Road'],
    'CA': ['University Avenue', 'Hospital Drive', 'College Street', 'Health Sciences Road'],
    'US': ['Medical Center Drive', 'University Avenue', 'Hospital Plaza', 'Health Park Blvd', 'Memorial Pkwy'],
}
HOSP_SUFFIX = {
    'UK': ['General Hospital', 'Royal Infirmary', 'University Hospital', 'District Hospital',
           'Hospital', 'Infirmary'],
    'IE': ['University Hospital', 'Regional Hospital', 'Hospital', 'General Hospital'],
    'AU': ['Hospital', 'Base Hospital', 'Private Hospital', 'Hospital and Health Service'],
    'NZ': ['Hospital', 'Base Hospital', 'Public Hospital'],
    'CA': ['Health Sciences Centre', 'Regional Hospital', 'General Hospital',
           'Regional Health Centre'],
    'US': ['Medical Center', 'Regional Medical Center', 'Memorial Hospital',
           'University Hospital', 'Cancer Institute'],
}
SAINTS = ['Aldhelm', 'Brendan', 'Cuthbert', 'Ita', 'Winifred', 'Kentigern', 'Brigid',
          'Fiacre', 'Oswin', 'Hilda', 'Declan', 'Aidan', 'Columba', 'Monica', 'Jude']

UNIT_STEM = ['Larkspur', 'Cedar', 'Bluebell', 'Sunflower', 'Heron', 'Willow', 'Primrose',
             'Magnolia', 'Kingfisher', 'Lavender', 'Osprey', 'Rowan', 'Juniper', 'Poppy',
             'Harebell', 'Skylark', 'Kowhai', 'Banksia', 'Wren', 'Clover', 'Tamarisk']
WARD_STEM = ['Kestrel', 'Rowan', 'Beech', 'Falcon', 'Heather', 'Linnet', 'Ash', 'Hazel',
             'Curlew', 'Peregrine', 'Alder', 'Marigold', 'Harrier', 'Bramble', 'Pukeko',
             'Wattlebird', 'Sorrel', 'Elder']
BUILDINGS = ['Maple Building', 'Jubilee Wing', 'Cavendish Block', 'Lister Wing',
             'North Tower', 'Fleming Building', 'Nightingale Block', 'Riverside Pavilion',
             'Churchill Wing', 'Centenary Building', 'Pearson Pavilion', 'Brunel Block']
PRACTICE_STEM = ['Millbrook', 'Castlegate', 'Harbour View', 'Elm Ridge', 'Parkside', 'Riverbank',
                 'Moorside', 'Fountain Lane', 'Chapelfield', 'Westgate', 'Oakwood',
                 'Laurel Bank', 'Hillcrest', 'Tanners Yard', 'Brookvale', 'Stonebridge',
                 'Seaview', 'Wharf Street', 'Greenacres', 'Kowhai Grove']
PRACTICE_SUFFIX = {
    'UK': ['Surgery', 'Medical Centre', 'Health Centre', 'Medical Practice', 'Group Practice'],
    'IE': ['Medical Centre', 'Family Practice', 'Surgery', 'Primary Care Centre'],
    'AU': ['Medical Centre', 'General Practice', 'Family Medical Practice', 'Medical Clinic'],
    'NZ': ['Medical Centre', 'Health Centre', 'Family Doctors'],
    'CA': ['Family Health Team', 'Medical Clinic', 'Family Practice'],
    'US': ['Primary Care', 'Family Medicine', 'Internal Medicine Associates', 'Primary Care Associates'],
}
PHARMACY_SUFFIX = ['Pharmacy', 'Chemist', 'Pharmacy', 'Community Pharmacy']
HOSPICE = ['Hospice', 'Palliative Care Unit']

# phone area codes / prefixes
AREA = {
    'UK': ['0113', '0114', '0161', '0121', '0117', '0191', '029', '0131', '0141', '028',
           '01904', '01632', '0115', '0116', '024', '01392', '01522', '01224'],
    'IE': ['01', '021', '091', '061', '051', '056', '071', '090', '066', '065', '074', '045'],
    'AU': ['02', '03', '07', '08'],
    'NZ': ['03', '07', '06', '09', '04'],
    'CA': ['416', '647', '905', '613', '519', '705', '204', '306', '403', '780', '604', '250',
           '902', '506', '709', '819'],
    'US': ['614', '937', '419', '412', '570', '585', '518', '716', '508', '413', '860', '804',
           '919', '704', '404', '912', '615', '901', '502', '317', '414', '608', '612', '515',
           '402', '918', '512', '915', '210', '602', '520', '505', '303', '208', '509', '503',
           '916', '559'],
}
MOBILE = {'UK': ['07700', '07711', '07834', '07922', '07456'], 'IE': ['083', '085', '086', '087', '089'],
          'AU': ['0412', '0423', '0438', '0401', '0455'], 'NZ': ['021', '022', '027', '029']}

# landline area code by town (US/CA/UK/IE) or region (AU/NZ); others fall back to AREA
_US_CA = dict(zip([g[0] for g in GEO['US']], AREA['US']))
AREA_BY = {
    'US': _US_CA,
    'CA': {'Toronto': '416', 'Mississauga': '905', 'Hamilton': '905', 'Ottawa': '613', 'Kingston': '613',
           'London': '519', 'Sudbury': '705', 'Winnipeg': '204', 'Regina': '306', 'Saskatoon': '306',
           'Calgary': '403', 'Edmonton': '780', 'Red Deer': '403', 'Vancouver': '604', 'Surrey': '604',
           'Kelowna': '250', 'Victoria': '250', 'Halifax': '902', 'Moncton': '506', "St. John's": '709',
           'Charlottetown': '902', 'Gatineau': '819', 'Sherbrooke': '819'},
    'UK': {'Leeds': '0113', 'Sheffield': '0114', 'Rotherham': '01709', 'Manchester': '0161', 'Salford': '0161',
           'Stockport': '0161', 'Birmingham': '0121', 'Bristol': '0117', 'Newcastle upon Tyne': '0191',
           'Sunderland': '0191', 'Durham': '0191', 'Cardiff': '029', 'Edinburgh': '0131', 'Glasgow': '0141',
           'Paisley': '0141', 'Belfast': '028', 'Lisburn': '028', 'Newry': '028', 'Nottingham': '0115',
           'Leicester': '0116', 'Coventry': '024', 'Exeter': '01392', 'Lincoln': '01522', 'Aberdeen': '01224',
           'York': '01904', 'Liverpool': '0151', 'Birkenhead': '0151', 'Southampton': '023', 'Portsmouth': '023',
           'Bradford': '01274', 'Halifax': '01422', 'Huddersfield': '01484', 'Preston': '01772', 'Plymouth': '01752',
           'Oxford': '01865', 'Norwich': '01603', 'Hull': '01482', 'Dundee': '01382', 'Inverness': '01463',
           'Swansea': '01792', 'Wolverhampton': '01902', 'Derby': '01332', 'Reading': '0118', 'Brighton': '01273'},
    'IE': {'Dublin 8': '01', 'Dublin 15': '01', 'Dublin 24': '01', 'Bray': '01', 'Cork': '021', 'Ballincollig': '021',
           'Galway': '091', 'Limerick': '061', 'Waterford': '051', 'Kilkenny': '056', 'Sligo': '071', 'Athlone': '090',
           'Drogheda': '041', 'Dundalk': '042', 'Tralee': '066', 'Ennis': '065', 'Letterkenny': '074',
           'Mullingar': '044', 'Naas': '045', 'Navan': '046', 'Wexford': '053', 'Carlow': '059', 'Castlebar': '094',
           'Clonmel': '052'},
    'AU': {'NSW': '02', 'ACT': '02', 'VIC': '03', 'TAS': '03', 'QLD': '07', 'WA': '08', 'SA': '08', 'NT': '08'},
    'NZ': {'Auckland': '09', 'Northland': '09', 'Waikato': '07', 'Bay of Plenty': '07', 'Wellington': '04',
           'Canterbury': '03', 'Otago': '03', 'Southland': '03', 'Nelson': '03'},
}
