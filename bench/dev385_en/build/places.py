"""Place pools for dev385_en: towns with region, postcode stem and dialling code;
streets; invented place-words used to build every service, practice, pharmacy,
hospital, employer, hostel and landmark name."""

# (town, region, postcode stem, dialling code, sub-country)
TOWNS = {
    'UK': [
        ('Leeds', 'West Yorkshire', 'LS', '0113', 'England'), ('Bradford', 'West Yorkshire', 'BD', '01274', 'England'),
        ('Wakefield', 'West Yorkshire', 'WF', '01924', 'England'), ('Barnsley', 'South Yorkshire', 'S7', '01226', 'England'),
        ('Doncaster', 'South Yorkshire', 'DN', '01302', 'England'), ('Sheffield', 'South Yorkshire', 'S', '0114', 'England'),
        ('Hull', 'East Riding of Yorkshire', 'HU', '01482', 'England'), ('Stoke-on-Trent', 'Staffordshire', 'ST', '01782', 'England'),
        ('Burnley', 'Lancashire', 'BB', '01282', 'England'), ('Blackpool', 'Lancashire', 'FY', '01253', 'England'),
        ('Preston', 'Lancashire', 'PR', '01772', 'England'), ('Middlesbrough', 'North Yorkshire', 'TS', '01642', 'England'),
        ('Hartlepool', 'County Durham', 'TS2', '01429', 'England'), ('Sunderland', 'Tyne and Wear', 'SR', '0191', 'England'),
        ('Gateshead', 'Tyne and Wear', 'NE', '0191', 'England'), ('Carlisle', 'Cumbria', 'CA', '01228', 'England'),
        ('Mansfield', 'Nottinghamshire', 'NG1', '01623', 'England'), ('Grimsby', 'Lincolnshire', 'DN3', '01472', 'England'),
        ('Great Yarmouth', 'Norfolk', 'NR3', '01493', 'England'), ('Norwich', 'Norfolk', 'NR', '01603', 'England'),
        ('Hastings', 'East Sussex', 'TN3', '01424', 'England'), ('Margate', 'Kent', 'CT', '01843', 'England'),
        ('Plymouth', 'Devon', 'PL', '01752', 'England'), ('Torquay', 'Devon', 'TQ', '01803', 'England'),
        ('Swindon', 'Wiltshire', 'SN', '01793', 'England'), ('Luton', 'Bedfordshire', 'LU', '01582', 'England'),
        ('Wolverhampton', 'West Midlands', 'WV', '01902', 'England'), ('Walsall', 'West Midlands', 'WS', '01922', 'England'),
        ('Rochdale', 'Greater Manchester', 'OL1', '01706', 'England'), ('Oldham', 'Greater Manchester', 'OL', '0161', 'England'),
        ('Salford', 'Greater Manchester', 'M', '0161', 'England'), ('Birkenhead', 'Merseyside', 'CH4', '0151', 'England'),
        ('Southend-on-Sea', 'Essex', 'SS', '01702', 'England'),
        ('Glasgow', 'Lanarkshire', 'G', '0141', 'Scotland'), ('Dundee', 'Angus', 'DD', '01382', 'Scotland'),
        ('Edinburgh', 'Midlothian', 'EH', '0131', 'Scotland'), ('Aberdeen', 'Aberdeenshire', 'AB', '01224', 'Scotland'),
        ('Paisley', 'Renfrewshire', 'PA', '0141', 'Scotland'), ('Kilmarnock', 'Ayrshire', 'KA', '01563', 'Scotland'),
        ('Kirkcaldy', 'Fife', 'KY', '01592', 'Scotland'), ('Inverness', 'Highland', 'IV', '01463', 'Scotland'),
        ('Motherwell', 'Lanarkshire', 'ML', '01698', 'Scotland'), ('Greenock', 'Inverclyde', 'PA1', '01475', 'Scotland'),
        ('Swansea', 'West Glamorgan', 'SA', '01792', 'Wales'), ('Cardiff', 'South Glamorgan', 'CF', '029', 'Wales'),
        ('Newport', 'Gwent', 'NP', '01633', 'Wales'), ('Merthyr Tydfil', 'Mid Glamorgan', 'CF4', '01685', 'Wales'),
        ('Wrexham', 'Clwyd', 'LL1', '01978', 'Wales'), ('Rhyl', 'Denbighshire', 'LL', '01745', 'Wales'),
        ('Llanelli', 'Carmarthenshire', 'SA1', '01554', 'Wales'),
    ],
    'IE': [
        ('Dublin', 'Co. Dublin', 'D0', '01', ''), ('Tallaght', 'Co. Dublin', 'D24', '01', ''),
        ('Clondalkin', 'Co. Dublin', 'D22', '01', ''), ('Ballyfermot', 'Co. Dublin', 'D10', '01', ''),
        ('Finglas', 'Co. Dublin', 'D11', '01', ''), ('Limerick', 'Co. Limerick', 'V94', '061', ''),
        ('Cork', 'Co. Cork', 'T12', '021', ''), ('Galway', 'Co. Galway', 'H91', '091', ''),
        ('Waterford', 'Co. Waterford', 'X91', '051', ''), ('Athlone', 'Co. Westmeath', 'N37', '090', ''),
        ('Dundalk', 'Co. Louth', 'A91', '042', ''), ('Drogheda', 'Co. Louth', 'A92', '041', ''),
        ('Sligo', 'Co. Sligo', 'F91', '071', ''), ('Ennis', 'Co. Clare', 'V95', '065', ''),
        ('Tralee', 'Co. Kerry', 'V92', '066', ''), ('Wexford', 'Co. Wexford', 'Y35', '053', ''),
        ('Navan', 'Co. Meath', 'C15', '046', ''), ('Mullingar', 'Co. Westmeath', 'N91', '044', ''),
    ],
    'AU': [
        ('Footscray', 'VIC', '3011', '03', 'Victoria'), ('Frankston', 'VIC', '3199', '03', 'Victoria'),
        ('Dandenong', 'VIC', '3175', '03', 'Victoria'), ('Geelong', 'VIC', '3220', '03', 'Victoria'),
        ('Ballarat', 'VIC', '3350', '03', 'Victoria'), ('Redfern', 'NSW', '2016', '02', 'New South Wales'),
        ('Blacktown', 'NSW', '2148', '02', 'New South Wales'), ('Newcastle', 'NSW', '2300', '02', 'New South Wales'),
        ('Wollongong', 'NSW', '2500', '02', 'New South Wales'), ('Campbelltown', 'NSW', '2560', '02', 'New South Wales'),
        ('Ipswich', 'QLD', '4305', '07', 'Queensland'), ('Logan Central', 'QLD', '4114', '07', 'Queensland'),
        ('Townsville', 'QLD', '4810', '07', 'Queensland'), ('Cairns', 'QLD', '4870', '07', 'Queensland'),
        ('Elizabeth', 'SA', '5112', '08', 'South Australia'), ('Port Adelaide', 'SA', '5015', '08', 'South Australia'),
        ('Midland', 'WA', '6056', '08', 'Western Australia'), ('Mandurah', 'WA', '6210', '08', 'Western Australia'),
        ('Launceston', 'TAS', '7250', '03', 'Tasmania'), ('Hobart', 'TAS', '7000', '03', 'Tasmania'),
        ('Darwin', 'NT', '0800', '08', 'Northern Territory'), ('Alice Springs', 'NT', '0870', '08', 'Northern Territory'),
        ('Belconnen', 'ACT', '2617', '02', 'Australian Capital Territory'),
    ],
    'NZ': [
        ('Whangārei', 'Northland', '0110', '09', ''), ('Hamilton', 'Waikato', '3204', '07', ''),
        ('Rotorua', 'Bay of Plenty', '3010', '07', ''), ('Tauranga', 'Bay of Plenty', '3110', '07', ''),
        ('Gisborne', 'Tairāwhiti', '4010', '06', ''), ('Napier', "Hawke's Bay", '4110', '06', ''),
        ('Palmerston North', 'Manawatū-Whanganui', '4410', '06', ''), ('Whanganui', 'Manawatū-Whanganui', '4500', '06', ''),
        ('Wellington', 'Wellington', '6011', '04', ''), ('Porirua', 'Wellington', '5022', '04', ''),
        ('Lower Hutt', 'Wellington', '5010', '04', ''), ('Nelson', 'Nelson', '7010', '03', ''),
        ('Christchurch', 'Canterbury', '8011', '03', ''), ('Timaru', 'Canterbury', '7910', '03', ''),
        ('Dunedin', 'Otago', '9016', '03', ''), ('Invercargill', 'Southland', '9810', '03', ''),
        ('Papakura', 'Auckland', '2110', '09', ''), ('Manurewa', 'Auckland', '2102', '09', ''),
        ('Ōtāhuhu', 'Auckland', '1062', '09', ''),
    ],
    'CA': [
        ('Toronto', 'ON', 'M5A', '416', 'Ontario'), ('Hamilton', 'ON', 'L8L', '905', 'Ontario'),
        ('Sudbury', 'ON', 'P3A', '705', 'Ontario'), ('Thunder Bay', 'ON', 'P7B', '807', 'Ontario'),
        ('Ottawa', 'ON', 'K1N', '613', 'Ontario'), ('London', 'ON', 'N6A', '519', 'Ontario'),
        ('Oshawa', 'ON', 'L1H', '905', 'Ontario'), ('Vancouver', 'BC', 'V6A', '604', 'British Columbia'),
        ('Surrey', 'BC', 'V3T', '604', 'British Columbia'), ('Kamloops', 'BC', 'V2C', '250', 'British Columbia'),
        ('Victoria', 'BC', 'V8W', '250', 'British Columbia'), ('Nanaimo', 'BC', 'V9R', '250', 'British Columbia'),
        ('Edmonton', 'AB', 'T5H', '780', 'Alberta'), ('Calgary', 'AB', 'T2G', '403', 'Alberta'),
        ('Winnipeg', 'MB', 'R3B', '204', 'Manitoba'), ('Regina', 'SK', 'S4P', '306', 'Saskatchewan'),
        ('Saskatoon', 'SK', 'S7K', '306', 'Saskatchewan'), ('Halifax', 'NS', 'B3K', '902', 'Nova Scotia'),
        ('Moncton', 'NB', 'E1C', '506', 'New Brunswick'),
    ],
    'US': [
        ('Baltimore', 'MD', '212', '410', 'Maryland'), ('Philadelphia', 'PA', '191', '215', 'Pennsylvania'),
        ('Pittsburgh', 'PA', '152', '412', 'Pennsylvania'), ('Camden', 'NJ', '081', '856', 'New Jersey'),
        ('Huntington', 'WV', '257', '304', 'West Virginia'), ('Charleston', 'WV', '253', '304', 'West Virginia'),
        ('Dayton', 'OH', '454', '937', 'Ohio'), ('Columbus', 'OH', '432', '614', 'Ohio'),
        ('Louisville', 'KY', '402', '502', 'Kentucky'), ('Lexington', 'KY', '405', '859', 'Kentucky'),
        ('Portland', 'ME', '041', '207', 'Maine'), ('Manchester', 'NH', '031', '603', 'New Hampshire'),
        ('Worcester', 'MA', '016', '508', 'Massachusetts'), ('Springfield', 'MA', '011', '413', 'Massachusetts'),
        ('Albuquerque', 'NM', '871', '505', 'New Mexico'), ('Tucson', 'AZ', '857', '520', 'Arizona'),
        ('Tacoma', 'WA', '984', '253', 'Washington'), ('Gary', 'IN', '464', '219', 'Indiana'),
        ('Knoxville', 'TN', '379', '865', 'Tennessee'), ('Seattle', 'WA', '981', '206', 'Washington'),
    ],
}

STREET_NAMES = ['High', 'Church', 'Station', 'Victoria', 'Albert', 'Mill', 'Queen', 'King', 'Park',
                'Market', 'Bridge', 'Chapel', 'Grove', 'Canal', 'Nelson', 'Duke', 'Princess', 'Union',
                'Tanner', 'Foundry', 'Wharf', 'Coronation', 'Jubilee', 'Windsor', 'Meadow', 'Orchard',
                'Elm', 'Beech', 'Holly', 'Ash', 'Larch', 'Rowan', 'Hawthorn', 'Sycamore', 'Cedar',
                'Kingsway', 'Gladstone', 'Brunswick', 'Cromwell', 'Lister', 'Peel', 'Tudor', 'Dale',
                'Moor', 'Hillside', 'Brook', 'Ferry', 'Harbour', 'Quarry', 'Colliery', 'Weaver',
                'Cotton', 'Spinner', 'Keel', 'Anchor', 'Lime', 'Kiln', 'Forge', 'Pottery', 'Glebe']
STREET_NAMES_NZAU = ['Kauri', 'Rimu', 'Totara', 'Pohutukawa', 'Wattle', 'Banksia', 'Jacaranda',
                     'Bottlebrush', 'Kowhai', 'Manuka', 'Koromiko', 'Acacia', 'Gum', 'Ironbark']
STREET_NAMES_NA = ['Maple', 'Pine', 'Oak', 'Washington', 'Jefferson', 'Lincoln', 'Franklin',
                   'Greenmount', 'Kensington', 'Dundas', 'Hastings', 'Jasper', 'Portage', 'Yonge',
                   'Sherbourne', 'Gerrard', 'Main', 'Front', 'Water', 'Third', 'Fifth', 'Ninth']
SUFFIX = {
    'UK': ['Street', 'Road', 'Lane', 'Avenue', 'Close', 'Terrace', 'Crescent', 'Way', 'Court', 'Drive',
           'Row', 'Walk', 'Gardens'],
    'IE': ['Street', 'Road', 'Avenue', 'Park', 'Close', 'Drive', 'Lawn', 'Grove', 'Crescent', 'Way'],
    'AU': ['Street', 'St', 'Road', 'Rd', 'Avenue', 'Ave', 'Crescent', 'Cres', 'Parade', 'Place',
           'Terrace', 'Drive', 'Court'],
    'NZ': ['Street', 'Road', 'Avenue', 'Crescent', 'Place', 'Terrace', 'Drive', 'Grove', 'Rise'],
    'CA': ['Street', 'St', 'Avenue', 'Ave', 'Road', 'Rd', 'Boulevard', 'Crescent', 'Drive', 'Way'],
    'US': ['Street', 'St', 'Avenue', 'Ave', 'Road', 'Rd', 'Boulevard', 'Blvd', 'Drive', 'Dr', 'Lane',
           'Ln', 'Court', 'Ct', 'Place', 'Pl', 'Pike'],
}
US_DIR = ['N', 'S', 'E', 'W', '']

# invented place-words: every service, practice and organisation name is built from these
PREF_COMMON = ['Ashcombe', 'Bramleigh', 'Elderfield', 'Fernbrook', 'Hollybank', 'Kestrel', 'Larchfield',
               'Mossgate', 'Northgate', 'Oakhurst', 'Pennington', 'Quarrybank', 'Rookwood', 'Saltmarsh',
               'Underhill', 'Valewood', 'Wellspring', 'Greyfriars', 'Harbourside', 'Copperbeech', 'Stonebridge',
               'Millbrook', 'Heathergate', 'Beacon', 'Lanternhill', 'Brackenridge', 'Marshfield', 'Riverbend',
               'Thornleigh', 'Whitecross', 'Ferncliffe', 'Sandpiper', 'Blackwater', 'Cedarwood', 'Ravensbrook',
               'Foxhollow', 'Gullhaven', 'Birchmere', 'Bluewater', 'Cobblestone', 'Old Mill', 'Crossways']
PREF_EXTRA = {
    'UK': ['Carrowvale', 'Glenmoray', 'Inchmore', 'Tannery Lane', 'Yarrowdale', 'Tern Valley', 'Kingsmoor',
           'Coldharbour', 'Holyrood Lane', 'Juniper Hill', 'Cwm Arian', 'Pennant Vale'],
    'IE': ['Dunhallow', 'Drumlea', 'Kilbrannan', 'Ardnacrusha Road', 'St Brigid', 'St Aidan', 'Glenasmole',
           'Ballinure', 'Carraig Mor', 'Tobar Ri'],
    'AU': ['Wattle Grove', 'Ironbark', 'Banksia Park', 'Red Gum', 'Coolibah', 'Jarrah', 'Brolga', 'Kurrajong',
           'Saltbush', 'Yarran'],
    'NZ': ['K\u014dwhai', 'T\u014dtara Park', 'Manukura', 'Silverpine', 'Rata Vale', 'Harakeke', 'Tui Glen',
           'Puriri', 'Matai', 'Kahikatea'],
    'CA': ['Red Cedar', 'Lakehead', 'Prairie Rose', 'Granite Bay', 'Pinecrest', 'Aspen Ridge', 'Muskeg',
           'Tamarack', 'Spruce Hollow', 'Chinook'],
    'US': ['Liberty Ridge', 'Pinecrest', 'Harmony Falls', 'Granite Bay', 'Magnolia', 'Bluegrass', 'Cottonwood',
           'Mesa Verde Road', 'Riverside Pike', 'Appalachian Way'],
}


def prefs(cc):
    return PREF_COMMON + PREF_EXTRA[cc]


SVC_SUFFIX = {
    'UK': ['Recovery Hub', 'Drug and Alcohol Service', 'Community Drug Team', 'Recovery Service',
           'Addictions Service', 'Substance Misuse Service', 'Integrated Recovery Partnership'],
    'IE': ['Addiction Service', 'Drug Treatment Centre', 'Community Addiction Team', 'Methadone Clinic',
           'Recovery Centre'],
    'AU': ['Pharmacotherapy Clinic', 'Alcohol and Drug Service', 'Opioid Treatment Clinic',
           'Drug Health Service', 'Community Drug Service'],
    'NZ': ['Opioid Substitution Treatment Service', 'Addiction Service', 'Community Alcohol and Drug Service',
           'OST Clinic'],
    'CA': ['Rapid Access Addiction Medicine Clinic', 'Opioid Agonist Therapy Clinic', 'Addiction Services',
           'Community Health Centre', 'Recovery Clinic'],
    'US': ['Opioid Treatment Program', 'Comprehensive Treatment Center', 'Recovery Center',
           'Addiction Medicine Clinic', 'Behavioral Health Services'],
}
PRACTICE_SUFFIX = {
    'UK': ['Surgery', 'Medical Practice', 'Health Centre', 'Medical Centre', 'Family Practice'],
    'IE': ['Medical Centre', 'Family Practice', 'Health Centre', 'Surgery'],
    'AU': ['Medical Centre', 'Family Practice', 'General Practice', 'Medical Clinic'],
    'NZ': ['Medical Centre', 'Health Centre', 'Family Doctors', 'Hauora'],
    'CA': ['Family Health Team', 'Medical Clinic', 'Family Practice', 'Health Centre'],
    'US': ['Family Medicine', 'Community Health Center', 'Primary Care', 'Medical Associates'],
}
PHARM_SUFFIX = {
    'UK': ['Pharmacy', 'Chemist', 'Pharmacy', 'Chemists'],
    'IE': ['Pharmacy', 'Chemist', 'Pharmacy'],
    'AU': ['Pharmacy', 'Chemist', 'Discount Chemist', 'Pharmacy'],
    'NZ': ['Pharmacy', 'Chemist', 'Pharmacy'],
    'CA': ['Pharmacy', 'Drugs', 'Pharmasave', 'Apothecary'],
    'US': ['Pharmacy', 'Drug', 'Apothecary', 'Pharmacy'],
}
HOSP_SUFFIX = ['General Hospital', 'Hospital', 'University Hospital', 'Infirmary', 'Royal Infirmary',
               'District Hospital', 'Base Hospital', 'Medical Center', 'Regional Hospital']
LAB_SUFFIX = ['Pathology', 'Toxicology Laboratory', 'Clinical Laboratories', 'Laboratory Services']
WARDS = ['Ward 12', 'Ward 4B', 'Ward 27', 'Brook Ward', 'Larch Ward', 'Acute Medical Unit 2',
         'Heron Ward', 'Ward 7A', 'Kingfisher Unit', 'Ward 31']
CHARITY_SUFFIX = ['Housing Association', 'Trust', 'Foodbank', 'Community Project', 'Homes',
                  'Women\'s Refuge', 'Housing Co-operative', 'Outreach Trust', 'Day Centre']
SCHOOL_SUFFIX = ['Primary School', 'College', 'Academy', 'Community College', 'High School']
HOSTEL_SUFFIX = ['House', 'Court', 'Lodge', 'Hostel', 'Place', 'Mews']
LANDMARK = ['{p} Bridge', '{p} Park', '{p} Shopping Centre', '{p} Bus Station', '{p} Underpass',
            '{p} Car Park', '{p} Leisure Centre', '{p} Retail Park', '{p} Quay', '{p} Cemetery']
PRISONS = {
    'UK': ['HMP Greystone', 'HMP Kingsmoor', 'HMP Saltmarsh', 'HMP Ravensbrook', 'HMP Tern Valley'],
    'IE': ['Mountvale Prison', 'Kilbrannan Prison', 'Drumlea Place of Detention'],
    'AU': ['Ravensbrook Correctional Centre', 'Ironbark Correctional Centre', 'Red Gum Remand Centre'],
    'NZ': ['Manukura Men\'s Prison', 'Rata Vale Corrections Facility', 'Puriri Women\'s Prison'],
    'CA': ['Lakehead Correctional Centre', 'Tamarack Detention Centre', 'Chinook Remand Centre'],
    'US': ['Foxhollow Correctional Facility', 'Cottonwood County Jail', 'Bluegrass Detention Center'],
}

# (patient occupation, employer name endings that fit it)
JOB_EMP = [
    ('scaffolder', ['Scaffolding Ltd', 'Scaffolding']), ('roofer', ['Roofing', 'Roofing Ltd']),
    ('chef', ['Hotel', 'Catering', 'Bistro']), ('kitchen porter', ['Hotel', 'Catering']),
    ('labourer', ['Construction', 'Demolition', 'Building Supplies']), ('forklift driver', ['Logistics', 'Packaging']),
    ('delivery driver', ['Logistics', 'Couriers', 'Freight']), ('plasterer', ['Plastering', 'Construction']),
    ('hairdresser', ['Hair Studio', 'Salon']), ('care assistant', ['Home Care Services', 'Homecare Agency']),
    ('bar manager', ['Tavern', 'Arms', 'Hotel']), ('barista', ['Coffee Company', 'Coffee Roasters']),
    ('fisherman', ['Fisheries', 'Seafoods']), ('welder', ['Steel Fabrication', 'Engineering']),
    ('electrician', ['Electrical', 'Electrical Contractors']), ('tiler', ['Tiling', 'Tile Centre']),
    ('warehouse operative', ['Logistics', 'Distribution']), ('cleaner', ['Cleaning Services', 'Facilities']),
    ('security guard', ['Security', 'Security Group']), ('tattoo artist', ['Tattoo Studio', 'Ink']),
    ('mechanic', ['Motors', 'Auto Repairs']), ('landscaper', ['Landscaping', 'Garden Services']),
    ('painter and decorator', ['Decorators', 'Painting Contractors']), ('shearer', ['Shearing Contractors']),
    ('miner', ['Mining', 'Resources']), ('truck driver', ['Haulage', 'Transport', 'Freight']),
    ('bricklayer', ['Builders', 'Construction']), ('call centre agent', ['Contact Centre', 'Telecom']),
    ('nail technician', ['Nails', 'Beauty']), ('carpenter', ['Joinery', 'Construction']),
    ('farm hand', ['Farms', 'Orchards']), ('taxi driver', ['Taxis', 'Cabs']), ('line cook', ['Diner', 'Grill']),
    ('retail assistant', ['Discount Store', 'Hardware']), ('groundsman', ['Golf Club', 'Sports Club']),
    ('meat packer', ['Meats', 'Meatworks']), ('joiner', ['Joinery']), ('apprentice plumber', ['Plumbing & Heating']),
]
PJOBS = ['nurse', 'teacher', 'dental nurse', 'youth worker', 'bus driver', 'accountant', 'hairdresser', 'chef',
         'care worker', 'bricklayer', 'shop manager', 'postman', 'social care assistant', 'fitness instructor',
         'warehouse supervisor', 'receptionist', 'electrician', 'teaching assistant', 'paramedic', 'truck driver']
