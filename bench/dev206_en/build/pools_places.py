"""Invented place and organisation pools (author 206). Cities, provinces and
regions are real geography; every facility, employer and street is invented."""

# province name, abbreviation, postal first letters, area codes
CA_PROV = [
    ('Ontario', 'ON', 'KLMNP', ['613', '416', '905', '519', '705', '807', '647']),
    ('British Columbia', 'BC', 'V', ['604', '250', '778']),
    ('Alberta', 'AB', 'T', ['403', '780', '587']),
    ('Quebec', 'QC', 'GHJ', ['514', '418', '819', '450']),
    ('Nova Scotia', 'NS', 'B', ['902']),
    ('Manitoba', 'MB', 'R', ['204']),
    ('Saskatchewan', 'SK', 'S', ['306']),
    ('New Brunswick', 'NB', 'E', ['506']),
    ('Newfoundland and Labrador', 'NL', 'A', ['709']),
]
CA_CITIES = {
    'ON': ['Ottawa', 'Kingston', 'Toronto', 'Hamilton', 'London', 'Sudbury', 'Thunder Bay',
           'Barrie', 'Guelph', 'Kitchener', 'Peterborough', 'Belleville', 'Cornwall',
           'Mississauga', 'Brampton', 'North Bay', 'Sault Ste. Marie', 'Smiths Falls'],
    'BC': ['Vancouver', 'Victoria', 'Kelowna', 'Surrey', 'Burnaby', 'Nanaimo', 'Kamloops',
           'Prince George', 'Penticton', 'Abbotsford', 'Courtenay'],
    'AB': ['Calgary', 'Edmonton', 'Red Deer', 'Lethbridge', 'Medicine Hat',
           'Grande Prairie', 'Airdrie', 'Okotoks'],
    'QC': ['Montréal', 'Gatineau', 'Sherbrooke', 'Québec City', 'Laval', 'Trois-Rivières'],
    'NS': ['Halifax', 'Dartmouth', 'Truro', 'Sydney', 'Antigonish', 'Bridgewater'],
    'MB': ['Winnipeg', 'Brandon', 'Steinbach', 'Selkirk', 'Thompson'],
    'SK': ['Saskatoon', 'Regina', 'Prince Albert', 'Moose Jaw', 'Yorkton'],
    'NB': ['Moncton', 'Fredericton', 'Saint John', 'Bathurst', 'Miramichi'],
    'NL': ["St. John's", 'Corner Brook', 'Gander', 'Mount Pearl'],
}

# NZ city, postcode range (low, high), phone area code, region
NZ_CITIES = [
    ('Auckland', (600, 2699), '09', 'Auckland'),
    ('Hamilton', (3200, 3299), '07', 'Waikato'),
    ('Tauranga', (3110, 3119), '07', 'Bay of Plenty'),
    ('Rotorua', (3010, 3015), '07', 'Bay of Plenty'),
    ('Whangārei', (110, 119), '09', 'Northland'),
    ('Gisborne', (4010, 4011), '06', 'Tairāwhiti'),
    ('Napier', (4110, 4112), '06', "Hawke's Bay"),
    ('Hastings', (4120, 4122), '06', "Hawke's Bay"),
    ('Palmerston North', (4410, 4414), '06', 'Manawatū-Whanganui'),
    ('Whanganui', (4500, 4501), '06', 'Manawatū-Whanganui'),
    ('New Plymouth', (4310, 4312), '06', 'Taranaki'),
    ('Wellington', (6011, 6037), '04', 'Wellington'),
    ('Lower Hutt', (5010, 5019), '04', 'Wellington'),
    ('Porirua', (5022, 5024), '04', 'Wellington'),
    ('Nelson', (7010, 7011), '03', 'Nelson'),
    ('Blenheim', (7201, 7201), '03', 'Marlborough'),
    ('Christchurch', (8011, 8083), '03', 'Canterbury'),
    ('Timaru', (7910, 7910), '03', 'Canterbury'),
    ('Ashburton', (7700, 7700), '03', 'Canterbury'),
    ('Dunedin', (9010, 9016), '03', 'Otago'),
    ('Queenstown', (9300, 9300), '03', 'Otago'),
    ('Invercargill', (9810, 9812), '03', 'Southland'),
]
NZ_SUBURBS = {
    'Auckland': ['Ōtāhuhu', 'Papatoetoe', 'Mt Albert', 'Henderson', 'Glen Innes', 'Takapuna',
                 'Māngere', 'Onehunga', 'Ponsonby', 'Manurewa'],
    'Christchurch': ['Riccarton', 'Papanui', 'Sydenham', 'Hornby', 'Linwood', 'Halswell'],
    'Wellington': ['Newtown', 'Karori', 'Miramar', 'Johnsonville', 'Island Bay'],
    'Hamilton': ['Hillcrest', 'Dinsdale', 'Chartwell', 'Frankton'],
    'Dunedin': ['Mornington', 'St Kilda', 'Roslyn', 'North East Valley'],
    'Lower Hutt': ['Naenae', 'Waiwhetū', 'Stokes Valley'],
    'Tauranga': ['Greerton', 'Mount Maunganui', 'Bethlehem'],
    'Palmerston North': ['Highbury', 'Awapuni', 'Terrace End'],
}

STREET_NAMES = ['Elm', 'Maple', 'Birch', 'Cedar', 'Spruce', 'Tamarack', 'Balsam', 'Juniper',
                'Lakeshore', 'Riverside', 'Prospect', 'Victoria', 'Albert', 'Wellington',
                'Queen', 'King', 'Dufferin', 'Bathurst', 'Champlain', 'Laurier', 'Frontenac',
                'Brock', 'Simcoe', 'Osler', 'Hillcrest', 'Pinecrest', 'Meadowlark',
                'Sandpiper', 'Heron', 'Loon', 'Chickadee', 'Ravine', 'Orchard', 'Harvest']
NZ_STREET_NAMES = ['Kōwhai', 'Tōtara', 'Rimu', 'Kauri', 'Pōhutukawa', 'Mānuka', 'Tūī',
                   'Kererū', 'Harakeke', 'Ngaio', 'Karaka', 'Matai', 'Miro', 'Puriri',
                   'Selwyn', 'Hobson', 'Cashel', 'Moorhouse', 'Fitzherbert', 'Ruahine',
                   'Tasman', 'Marine', 'Beach', 'Seaview', 'Hukanui', 'Te Rapa', 'Kahikatea',
                   'Pukeko', 'Takahe', 'Heaphy', 'Raroa', 'Waimea']
CA_SUFFIX = ['Street', 'St', 'Avenue', 'Ave', 'Road', 'Rd', 'Crescent', 'Cres', 'Drive',
             'Dr', 'Boulevard', 'Blvd', 'Court', 'Lane', 'Way', 'Place', 'Trail', 'Terrace']
NZ_SUFFIX = ['Street', 'St', 'Road', 'Rd', 'Avenue', 'Ave', 'Crescent', 'Place', 'Terrace',
             'Drive', 'Lane', 'Grove', 'Close', 'Way', 'Parade', 'Rise']

# facility name templates; {c} is replaced by the city name
CA_HOSP = ['{c} General Hospital', "St. Brendan's Hospital", 'Lakeshore Regional Health Centre',
           '{c} Civic Hospital', 'Mount Pleasant Health Centre', 'Prairie Regional Hospital',
           "Our Lady of Grace Hospital", "Queen's Crossing Hospital", 'Northshore Memorial Hospital',
           'Fraserview Health Centre', 'Trillium Ridge Hospital', 'Grey Owl Regional Hospital']
CA_CLINIC = ['Bayview Rheumatology Associates', '{c} Arthritis Centre', 'Harbourside Infusion Clinic',
             'Northgate Rheumatology', 'Riverbend Arthritis & Autoimmune Clinic',
             'Glenmore Rheumatology Group', 'Laurentian Infusion Centre']
CA_ALLERGY = ['Westmount Allergy & Immunology Clinic', 'Cedar Park Immunology Clinic',
              'Meridian Allergy Centre', 'Parkdale Allergy Clinic', '{c} Allergy & Asthma Clinic']
CITY_AREA = {'Ottawa': '613', 'Kingston': '613', 'Belleville': '613', 'Cornwall': '613',
             'Smiths Falls': '613', 'Toronto': '416', 'Hamilton': '905', 'Mississauga': '905',
             'Brampton': '905', 'London': '519', 'Guelph': '519', 'Kitchener': '519',
             'Sudbury': '705', 'Barrie': '705', 'Peterborough': '705', 'North Bay': '705',
             'Sault Ste. Marie': '705', 'Thunder Bay': '807', 'Vancouver': '604', 'Surrey': '604',
             'Burnaby': '604', 'Abbotsford': '604', 'Victoria': '250', 'Kelowna': '250',
             'Nanaimo': '250', 'Kamloops': '250', 'Prince George': '250', 'Penticton': '250',
             'Courtenay': '250', 'Calgary': '403', 'Red Deer': '403', 'Lethbridge': '403',
             'Medicine Hat': '403', 'Airdrie': '403', 'Okotoks': '403', 'Edmonton': '780',
             'Grande Prairie': '780', 'Montréal': '514', 'Laval': '450', 'Gatineau': '819',
             'Sherbrooke': '819', 'Trois-Rivières': '819', 'Québec City': '418'}
CA_GP = ['Cedar Ridge Medical Clinic', 'Rideau Valley Family Health Team',
         'Maple Grove Family Practice', 'Eastside Community Health Centre',
         'Lakeview Family Medicine', 'Sunnybrook Lane Medical', 'Harbour Family Health',
         'Glenwood Medical Associates', 'Prairie Sky Family Clinic', 'Kingsway Walk-in Clinic']
CA_PHARM = ['Riverbend Pharmacy', 'Maplewood Drug Mart', 'Corner Apothecary',
            'Northgate Pharmacy', 'Beacon Hill Pharmacy', 'Eastside Pharmasave Plus']

NZ_HOSP = ['{c} Hospital', 'Harbour City Hospital', 'Southern Lakes Hospital',
           'Te Puna Ora Hospital', 'Waimarie Hospital', 'Rangiora Hill Hospital',
           'Kahikatea Base Hospital', 'St Columba Private Hospital']
NZ_CLINIC = ['Kōwhai Rheumatology', '{c} Arthritis Clinic', 'Tasman Rheumatology Rooms',
             'Totara Infusion Suite', 'Mercer Street Specialists']
NZ_ALLERGY = ['Mahana Allergy & Immunology', 'Rata Immunology Clinic', 'Harbour Allergy Centre',
              '{c} Allergy Clinic', 'Mercer Street Specialists']
NZ_GP = ['Rimu Street Surgery', 'Totara Health', 'Kōwhai Medical Centre',
         'Hillcrest Family Doctors', 'Seaview Medical', 'Te Kōhanga Ora Health Centre',
         'Harakeke Health', 'Northcote Family Practice', 'Riverlea Medical Centre']
NZ_PHARM = ['Seaview Pharmacy', 'Kererū Pharmacy', 'Hillcrest Chemist', 'Tūī Street Pharmacy',
            'Mainland Pharmacy']
NZ_WARDS = ['Kōwhai Ward', 'Tūī Ward', 'Ward 24', 'Ward 7B', 'Pōhutukawa Ward', 'Rātā Ward']
CA_WARDS = ['7 North', 'Osler Ward', 'Bruyère Unit', 'Ward 5C', 'Cartier Wing']

CA_EMPLOYERS = ['Northern Rail Freight', 'Brightline Logistics', 'Coastal Credit Union',
                'Maplewood Elementary School', 'Greenfield Public School', 'Harvest Foods Co-op',
                'Ridgeback Mining Ltd', 'Polaris Software', 'Trans-Shield Insurance',
                'Bluewater Fisheries', 'Prairie Grain Terminals', 'Rockcliffe Dental Group',
                'Hudson Ridge Construction', 'Lakehead Paper Mill', 'CityLink Transit Services',
                'Sterling Hardware', 'Northern Lights Casino', 'Bayshore Hotel Group']
NZ_EMPLOYERS = ['Waikato Valley Dairies', 'Tasman Orchards Ltd', 'Southern Cross Freight',
                'Kiwi Coast Fisheries', 'Harbour Bridge Construction', 'Kāinga Housing Trust',
                'Mana Kura Primary School', 'Hillcrest High School', 'Tōtara Timber Mills',
                'Aotea Software Ltd', 'Plains Shearing Gang', 'Rural Vets Co-op',
                'Pacific Island Church Trust', 'FreshPak Produce', 'Kaimai Meatworks',
                'Coastline Aged Care']
CA_SCHOOLS = ['Maplewood Elementary School', 'Ste-Marie Catholic School',
              'Riverdale Public School', 'Little Acorns Daycare', 'Westview Secondary School',
              'Bright Beginnings Child Care Centre']
NZ_SCHOOLS = ['Mana Kura Primary School', 'Te Kura o Awatea', 'Hillcrest High School',
              'Little Kererū Kindergarten', 'St Mary\'s School Karori', 'Kauri Park Primary']
CA_INSURERS = ['Maplecrest Life', 'Northway Benefits', 'Great Lakes Assurance',
               'Laurentide Mutual', 'Boreal Health Plans']
NZ_INSURERS = ['Kōwhai Health Insurance', 'Southern Star Health', 'Aotearoa Mutual',
               'Tasman Life & Health']
SUPPORT_PROG = ['Harbourline Patient Support', 'BioBridge Access Program',
                'ClearPath Biologic Support', 'InfuCare Connect', 'Compass Patient Program']

PROFESSIONS = ['high school teacher', 'welder', 'dental hygienist', 'dairy farmer',
               'orchardist', 'accountant', 'electrician', 'long-haul truck driver', 'barista',
               'retail assistant', 'software developer', 'bus driver',
               'early childhood educator', 'chef', 'carpenter', 'plumber', 'hairdresser',
               'shearer', 'forestry worker', 'commercial fisherman', 'social worker',
               'librarian', 'warehouse worker', 'real estate agent', 'graphic designer',
               'mechanic', 'police officer', 'firefighter', 'cleaner', 'kitchen hand',
               'school bus driver', 'bookkeeper', 'nursing aide', 'construction labourer',
               'veterinary nurse', 'pastry chef', 'data analyst', 'civil engineer',
               'personal support worker', 'scaffolder', 'beekeeper', 'lawyer',
               'court reporter', 'pharmacy technician', 'landscaper', 'massage therapist',
               'machinist', 'miner', 'call centre agent', 'university lecturer']

COUNTRIES = ['India', 'Philippines', 'China', 'Samoa', 'Tonga', 'Fiji', 'Cook Islands',
             'South Africa', 'England', 'Scotland', 'Ireland', 'Vietnam', 'Korea', 'Mexico',
             'Portugal', 'Italy', 'Poland', 'Somalia', 'Lebanon', 'Jamaica', 'Nigeria',
             'Pakistan', 'Iran', 'Australia', 'United States', 'Thailand', 'Peru',
             'Ukraine', 'Sri Lanka', 'Bangladesh']
TRAVEL = ['Mexico', 'Cuba', 'Thailand', 'Indonesia', 'Fiji', 'Cook Islands', 'Australia',
          'Japan', 'Portugal', 'India', 'Dominican Republic', 'Vietnam', 'Peru', 'Italy',
          'Samoa', 'Kenya', 'Morocco']
# country names that read with a leading article (kept outside the span)
THE = ['Philippines', 'Cook Islands', 'United States', 'Dominican Republic']
