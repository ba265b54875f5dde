"""Place pools per country. Hospital, practice and organisation names are invented."""

# (town, county/region, postcode prefix)
TOWNS = {
    'UK': [
        ('Burnley', 'Lancashire', 'BB'), ('Accrington', 'Lancashire', 'BB'),
        ('Halifax', 'West Yorkshire', 'HX'), ('Huddersfield', 'West Yorkshire', 'HD'),
        ('Barnsley', 'South Yorkshire', 'S'), ('Rotherham', 'South Yorkshire', 'S'),
        ('Wigan', 'Greater Manchester', 'WN'), ('Bolton', 'Greater Manchester', 'BL'),
        ('Oldham', 'Greater Manchester', 'OL'), ('Gateshead', 'Tyne and Wear', 'NE'),
        ('Sunderland', 'Tyne and Wear', 'SR'), ('Durham', 'County Durham', 'DH'),
        ('Merthyr Tydfil', 'Mid Glamorgan', 'CF'), ('Pontypridd', 'Rhondda Cynon Taf', 'CF'),
        ('Llanelli', 'Carmarthenshire', 'SA'), ('Wrexham', 'Clwyd', 'LL'),
        ('Kilmarnock', 'Ayrshire', 'KA'), ('Motherwell', 'Lanarkshire', 'ML'),
        ('Dundee', 'Angus', 'DD'), ('Paisley', 'Renfrewshire', 'PA'),
        ('Stoke-on-Trent', 'Staffordshire', 'ST'), ('Mansfield', 'Nottinghamshire', 'NG'),
        ('Chesterfield', 'Derbyshire', 'S'), ('Hull', 'East Yorkshire', 'HU'),
        ('Grimsby', 'Lincolnshire', 'DN'), ('Redruth', 'Cornwall', 'TR'),
        ('Plymouth', 'Devon', 'PL'), ('Swindon', 'Wiltshire', 'SN'), ('Luton', 'Bedfordshire', 'LU'),
        ('Walsall', 'West Midlands', 'WS'), ('Dudley', 'West Midlands', 'DY'),
        ('Lurgan', 'County Armagh', 'BT'), ('Newry', 'County Down', 'BT'),
        ('Margate', 'Kent', 'CT'), ('Hastings', 'East Sussex', 'TN'), ('Ipswich', 'Suffolk', 'IP'),
        ('Carlisle', 'Cumbria', 'CA'), ('Workington', 'Cumbria', 'CA'),
        ('Barrow-in-Furness', 'Cumbria', 'LA'), ('Blackburn', 'Lancashire', 'BB'),
    ],
    'IE': [
        ('Cork', 'Cork', 'T12'), ('Ballincollig', 'Cork', 'P31'), ('Limerick', 'Limerick', 'V94'),
        ('Galway', 'Galway', 'H91'), ('Tuam', 'Galway', 'H54'), ('Waterford', 'Waterford', 'X91'),
        ('Drogheda', 'Louth', 'A92'), ('Dundalk', 'Louth', 'A91'), ('Tralee', 'Kerry', 'V92'),
        ('Sligo', 'Sligo', 'F91'), ('Athlone', 'Westmeath', 'N37'), ('Navan', 'Meath', 'C15'),
        ('Letterkenny', 'Donegal', 'F92'), ('Ennis', 'Clare', 'V95'), ('Castlebar', 'Mayo', 'F23'),
        ('Tallaght', 'Dublin', 'D24'), ('Finglas', 'Dublin', 'D11'), ('Clondalkin', 'Dublin', 'D22'),
        ('Kilkenny', 'Kilkenny', 'R95'), ('Wexford', 'Wexford', 'Y35'),
    ],
    'AU': [
        ('Penrith', 'NSW', '2750'), ('Blacktown', 'NSW', '2148'), ('Wollongong', 'NSW', '2500'),
        ('Newcastle', 'NSW', '2300'), ('Dubbo', 'NSW', '2830'), ('Frankston', 'VIC', '3199'),
        ('Geelong', 'VIC', '3220'), ('Ballarat', 'VIC', '3350'), ('Bendigo', 'VIC', '3550'),
        ('Dandenong', 'VIC', '3175'), ('Ipswich', 'QLD', '4305'), ('Logan', 'QLD', '4114'),
        ('Townsville', 'QLD', '4810'), ('Toowoomba', 'QLD', '4350'), ('Elizabeth', 'SA', '5112'),
        ('Whyalla', 'SA', '5600'), ('Midland', 'WA', '6056'), ('Bunbury', 'WA', '6230'),
        ('Launceston', 'TAS', '7250'), ('Devonport', 'TAS', '7310'), ('Palmerston', 'NT', '0830'),
        ('Belconnen', 'ACT', '2617'),
    ],
    'NZ': [
        ('Porirua', 'Wellington', '5022'), ('Lower Hutt', 'Wellington', '5010'),
        ('Manurewa', 'Auckland', '2102'), ('Otahuhu', 'Auckland', '1062'),
        ('Hamilton', 'Waikato', '3204'), ('Rotorua', 'Bay of Plenty', '3010'),
        ('Whangarei', 'Northland', '0110'), ('Gisborne', 'Gisborne', '4010'),
        ('Napier', "Hawke's Bay", '4110'), ('Invercargill', 'Southland', '9810'),
        ('Timaru', 'Canterbury', '7910'), ('Dunedin', 'Otago', '9016'),
        ('Christchurch', 'Canterbury', '8011'), ('Palmerston North', 'Manawatu-Whanganui', '4410'),
        ('Whanganui', 'Manawatu-Whanganui', '4500'), ('Nelson', 'Nelson', '7010'),
    ],
    'CA': [
        ('Hamilton', 'ON', 'L8'), ('Sudbury', 'ON', 'P3'), ('Thunder Bay', 'ON', 'P7'),
        ('Oshawa', 'ON', 'L1'), ('Windsor', 'ON', 'N9'), ('Surrey', 'BC', 'V3'),
        ('Nanaimo', 'BC', 'V9'), ('Kamloops', 'BC', 'V2'), ('Red Deer', 'AB', 'T4'),
        ('Lethbridge', 'AB', 'T1'), ('Regina', 'SK', 'S4'), ('Saskatoon', 'SK', 'S7'),
        ('Brandon', 'MB', 'R7'), ('Moncton', 'NB', 'E1'), ('Sydney', 'NS', 'B1'),
        ('Corner Brook', 'NL', 'A2'), ('Charlottetown', 'PE', 'C1'),
    ],
    'US': [
        ('Scranton', 'PA', '18503'), ('Wheeling', 'WV', '26003'), ('Huntington', 'WV', '25701'),
        ('Dayton', 'OH', '45402'), ('Toledo', 'OH', '43604'), ('Flint', 'MI', '48502'),
        ('Gary', 'IN', '46402'), ('Lexington', 'KY', '40507'), ('Bowling Green', 'KY', '42101'),
        ('Knoxville', 'TN', '37902'), ('Birmingham', 'AL', '35203'), ('Tulsa', 'OK', '74103'),
        ('Shreveport', 'LA', '71101'), ('Fresno', 'CA', '93721'), ('Pueblo', 'CO', '81003'),
        ('Bangor', 'ME', '04401'), ('Worcester', 'MA', '01608'), ('Erie', 'PA', '16501'),
        ('Youngstown', 'OH', '44503'), ('Charleston', 'WV', '25301'), ('Muncie', 'IN', '47305'),
    ],
}

STATE_FULL = {
    'NSW': 'New South Wales', 'VIC': 'Victoria', 'QLD': 'Queensland', 'SA': 'South Australia',
    'WA': 'Western Australia', 'TAS': 'Tasmania', 'NT': 'Northern Territory',
    'ACT': 'Australian Capital Territory',
    'ON': 'Ontario', 'BC': 'British Columbia', 'AB': 'Alberta', 'SK': 'Saskatchewan',
    'MB': 'Manitoba', 'NB': 'New Brunswick', 'NS': 'Nova Scotia', 'NL': 'Newfoundland',
    'PE': 'Prince Edward Island',
    'PA': 'Pennsylvania', 'WV': 'West Virginia', 'OH': 'Ohio', 'MI': 'Michigan', 'IN': 'Indiana',
    'KY': 'Kentucky', 'TN': 'Tennessee', 'AL': 'Alabama', 'OK': 'Oklahoma', 'LA': 'Louisiana',
    'CA': 'California', 'CO': 'Colorado', 'ME': 'Maine', 'MA': 'Massachusetts',
}

COUNTRY_NAME = {'UK': ['UK', 'United Kingdom'], 'IE': ['Ireland'], 'AU': ['Australia'],
                'NZ': ['New Zealand', 'NZ'], 'CA': ['Canada'], 'US': ['USA', 'United States']}

# countries named in social history / travel (origin, holidays, fitness to fly)
WORLD = ['Poland', 'Jamaica', 'Pakistan', 'India', 'Nigeria', 'Ghana', 'Italy', 'Greece',
         'Spain', 'Portugal', 'Cyprus', 'Malta', 'Vietnam', 'Samoa',
         'Tonga', 'Fiji', 'the Philippines', 'Lebanon', 'Iraq', 'Somalia', 'Zimbabwe',
         'South Africa', 'Scotland', 'Ireland', 'Canada', 'Australia', 'New Zealand',
         'Florida', 'Mexico', 'Turkey', 'Croatia', 'Bangladesh', 'Sri Lanka', 'Kenya']
# Florida is not a country: typed by lookup
NOT_COUNTRY = {'Florida': 'STATE'}

STREET_STEMS = {
    'UK': ['Alder', 'Beech', 'Blackthorn', 'Bracken', 'Calder', 'Carr', 'Chapel', 'Colliery',
           'Coronation', 'Dale', 'Fern', 'Foundry', 'Gladstone', 'Granville', 'Hawthorn',
           'Holly', 'Hollins', 'Jubilee', 'Kestrel', 'Larch', 'Lime', 'Manor', 'Mill', 'Moor',
           'Pennine', 'Prospect', 'Quarry', 'Railway', 'Rowan', 'Sandy', 'Station', 'Sycamore',
           'Tanner', 'Victoria', 'Westfield', 'Willow', 'Brunswick', 'Cemetery', 'Tithebarn'],
    'IE': ['Abbey', 'Ard na Gréine', 'Ballybrack', 'Castle', 'Church', 'Cluain Mhuire',
           'Distillery', 'Fairgreen', 'Friary', 'Glen', 'Knockmore', 'Marian', 'Mill',
           'Parnell', 'Pearse', 'Riverview', 'Sarsfield', 'Woodlawn', 'Hazelwood', 'Oakpark'],
    'AU': ['Banksia', 'Wattle', 'Waratah', 'Bottlebrush', 'Jacaranda', 'Grevillea', 'Acacia',
           'Boronia', 'Currawong', 'Kookaburra', 'Lorikeet', 'Melaleuca', 'Tallowwood',
           'Ironbark', 'Coolabah', 'Yarra', 'Bluegum', 'Station', 'Federation', 'Anzac'],
    'NZ': ['Kowhai', 'Rimu', 'Totara', 'Pohutukawa', 'Manuka', 'Karaka', 'Puriri', 'Tui',
           'Kea', 'Ruru', 'Matai', 'Kauri', 'Harakeke', 'Titoki', 'Nikau', 'Raupo'],
    'CA': ['Maple', 'Birch', 'Tamarack', 'Spruce', 'Cedar', 'Poplar', 'Lakeshore', 'Ridgewood',
           'Highland', 'Aspen', 'Balsam', 'Juniper', 'Wolverine', 'Caribou', 'Portage'],
    'US': ['Hickory', 'Walnut', 'Elm', 'Chestnut', 'Sycamore', 'Magnolia', 'Dogwood',
           'Lakeview', 'Ridge', 'Pine', 'Oak Hollow', 'Mulberry', 'Cottonwood', 'Laurel',
           'Buckeye', 'Sassafras'],
}
STREET_SUFFIX = {
    'UK': ['Road', 'Street', 'Lane', 'Close', 'Crescent', 'Avenue', 'Drive', 'Terrace', 'Grove',
           'Way', 'View', 'Gardens', 'Rd', 'St'],
    'IE': ['Road', 'Street', 'Avenue', 'Park', 'Lawns', 'Drive', 'Heights', 'Close', 'Rd'],
    'AU': ['Street', 'Road', 'Avenue', 'Parade', 'Crescent', 'Court', 'Place', 'Drive', 'St',
           'Ave', 'Cres'],
    'NZ': ['Street', 'Road', 'Avenue', 'Place', 'Crescent', 'Terrace', 'Drive', 'St', 'Rd'],
    'CA': ['Street', 'Avenue', 'Drive', 'Road', 'Boulevard', 'Court', 'Crescent', 'St', 'Ave',
           'Dr'],
    'US': ['Street', 'Avenue', 'Drive', 'Road', 'Boulevard', 'Court', 'Lane', 'St', 'Ave',
           'Dr', 'Blvd'],
}
BUILDINGS = ['Jubilee Court', 'Alder House', 'Coronation Court', 'Beacon View', 'Millstone Court',
             'Kestrel House', 'Riverside Mews', 'Lantern Court', 'Sandpiper Court']

HOSPITALS = {
    'UK': ['Calderbrook Royal Infirmary', 'Pennine Vale General Hospital',
           'Harrowfield District Hospital', "St Oswin's Hospital", 'Westholme General Hospital',
           'Dunmore Royal Infirmary', 'Brackenfield University Hospital', 'Queen Adela Hospital',
           'Ysbyty Cwm Aur', 'Low Fold Hospital'],
    'IE': ["St Brennan's University Hospital", 'Our Lady of the Wells Hospital',
           'Ballymore Regional Hospital', 'Shannonside General Hospital', 'Mercy Crest Hospital'],
    'AU': ['Kurrajong Valley Hospital', 'Southern Bays Hospital', 'Mount Carrick Health Service',
           'Banksia Ridge Hospital', 'Port Leander Base Hospital'],
    'NZ': ['Te Awa Hospital', 'Kaimai Base Hospital', 'Harbourview Hospital',
           'Te Puna Ora Hospital', 'Southland Plains Hospital'],
    'CA': ["St. Brigid's General Hospital", 'Northshore Regional Hospital',
           'Prairie Crest Hospital', 'Fraser Bend Hospital', 'Lakehead Mercy Health Centre'],
    'US': ['Mercy Ridge Medical Center', 'Three Rivers Regional Hospital',
           'St. Adalbert Hospital', 'Valley Crest Medical Center', 'Buckeye Memorial Hospital'],
}
COMMUNITY_HOSP = {
    'UK': ['Moorside Community Hospital', 'Holme Lea Community Hospital',
           'Ashgrove Intermediate Care Unit'],
    'IE': ['Cois Abhann Community Nursing Unit', 'Fairgreen Community Hospital'],
    'AU': ['Wattle Park Sub-Acute Unit', 'Carrick Rehabilitation Centre'],
    'NZ': ['Rimu Lodge Rehabilitation Unit', 'Kowhai Community Hospital'],
    'CA': ['Birchwood Transitional Care Unit', 'Maple Bend Rehab Centre'],
    'US': ['Hickory Hills Skilled Nursing', 'Laurel Ridge Transitional Care'],
}
PRACTICES = {
    'UK': ['Beechwood Medical Practice', 'Castlegate Surgery', 'Mill Lane Health Centre',
           'Riverside Medical Group', 'Hollins Park Surgery', 'Station Road Practice',
           'The Ridge Medical Centre', 'Tithebarn Surgery', 'Larchfield Health Centre',
           'Kingsgate Family Practice'],
    'IE': ['Market Square Medical Centre', 'Riverbank Family Practice', 'The Quay Surgery',
           'Fairgreen Medical Practice', 'Abbey Street Surgery'],
    'AU': ['Wattle Grove Family Practice', 'Esplanade Medical Centre', 'Ironbark Medical Clinic',
           'Bayside Family Doctors', 'Federation Street Medical'],
    'NZ': ['Kowhai Health Centre', 'Harbourside Medical', 'Rimu Street Family Doctors',
           'Te Whare Ora Health Centre', 'Totara Medical Centre'],
    'CA': ['Maple Hill Family Health Team', 'Riverside Medical Clinic', 'Tamarack Family Practice',
           'Lakeshore Community Health Centre', 'Aspen Grove Medical'],
    'US': ['Hillside Primary Care', 'Northgate Family Medicine', 'Dogwood Internal Medicine',
           'Lakeview Community Health Clinic', 'Magnolia Primary Care Associates'],
}
CARE_HOMES = ['Larkspur House', 'Heatherbank Care Home', 'The Willows Nursing Home',
              'Cedar Lodge Residential Home', 'Rosemount Care Centre', 'Fernlea Aged Care',
              'Pohutukawa Rest Home', 'Birchgrove Manor', 'Glenview Nursing Home']
PHARMACIES = ['Greenhow Pharmacy', 'Heron Chemists', 'Bridge Street Pharmacy',
              'Wattle Grove Pharmacy', 'Kowhai Pharmacy', 'Lakeshore Drug Mart',
              'Dogwood Pharmacy', "Coyle's Pharmacy", 'Market Cross Chemist']
WARDS = ['Rowan Ward', 'Larch Ward', 'Ward 22', 'Ward 7B', 'Heron Ward', 'Ward 4 East',
         'Kestrel Ward', 'Osprey Unit', 'Bracken Ward', 'Ward 10', 'Ward 31']
HOSPICES = ["St Gwen's Hospice", 'Lantern Hill Hospice', 'Tui House Hospice', 'Cedarview Hospice']

TRUSTS = {
    'UK': ['Calderbrook Community Health NHS Trust', 'Pennine Vale Healthcare NHS Foundation Trust',
           'Dunmore and Brackley Health Board', 'Harrowfield Integrated Care Partnership'],
    'IE': ['Shannonside Community Healthcare', 'Mercy Crest Hospital Group'],
    'AU': ['Kurrajong Local Health District', 'Southern Bays Health'],
    'NZ': ['Kaimai Health District', 'Harbourview Health'],
    'CA': ['Lakehead Home and Community Care', 'Prairie Crest Health Authority'],
    'US': ['Three Rivers Home Health', 'Mercy Ridge Home Care Services'],
}
O2_SUPPLIERS = ['AirFlow Homecare Ltd', 'Meridian Oxygen Services', 'Northstar Respiratory Supplies',
                'Southern Cross Medical Gases', 'Tasman Home Oxygen', 'Lakeshore Respiratory Homecare',
                'Keystone Medical Equipment', 'Clearbreath Homecare']
VENUES = ['Millbrook Leisure Centre', 'Riverside Community Hall', 'Jubilee Library',
          'Greyfriars Sports Centre', 'Wattle Park Community Centre', 'Harbourside YMCA Hall',
          'Kowhai Community Centre', 'Old Mill Hall', 'Lakeshore Rec Centre',
          'Northgate Senior Center', 'Lantern Court Community Room']
# named landmarks (rendered with a plain article outside the span where needed)
LANDMARKS = ['Red Lion', 'Kings Arms', 'Jubilee Clock', 'Dockside Retail Park',
             'Kestrel Shopping Centre', 'Miners Welfare Hall', 'Victoria Park bandstand',
             'Harbour Lights Tavern', 'Ironbark Tavern', 'Cenotaph Gardens']
