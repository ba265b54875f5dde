"""Country place data and invented institutions for dev369_en."""
from nb import digits, letters

# (city, county/state/region or '', postcode prefix or zip range)
CITIES = {
    'GB': [('Leeds', 'West Yorkshire', 'LS'), ('Sheffield', 'South Yorkshire', 'S'),
           ('Manchester', 'Greater Manchester', 'M'), ('Salford', 'Greater Manchester', 'M'),
           ('Bolton', 'Lancashire', 'BL'), ('Birmingham', 'West Midlands', 'B'),
           ('Coventry', 'West Midlands', 'CV'), ('Bristol', 'Avon', 'BS'),
           ('Cardiff', 'South Glamorgan', 'CF'), ('Swansea', 'West Glamorgan', 'SA'),
           ('Glasgow', 'Lanarkshire', 'G'), ('Edinburgh', 'Midlothian', 'EH'),
           ('Newcastle upon Tyne', 'Tyne and Wear', 'NE'), ('Nottingham', 'Nottinghamshire', 'NG'),
           ('Leicester', 'Leicestershire', 'LE'), ('Liverpool', 'Merseyside', 'L'),
           ('Bradford', 'West Yorkshire', 'BD'), ('Norwich', 'Norfolk', 'NR'),
           ('Plymouth', 'Devon', 'PL'), ('Belfast', 'County Antrim', 'BT'),
           ('Stoke-on-Trent', 'Staffordshire', 'ST'), ('Southampton', 'Hampshire', 'SO'),
           ('Luton', 'Bedfordshire', 'LU'), ('Oldham', 'Greater Manchester', 'OL'),
           ('Blackburn', 'Lancashire', 'BB'), ('Preston', 'Lancashire', 'PR'),
           ('Derby', 'Derbyshire', 'DE'), ('Hull', 'East Riding of Yorkshire', 'HU'),
           ('Wigan', 'Greater Manchester', 'WN'), ('Croydon', 'Surrey', 'CR'),
           ('Huddersfield', 'West Yorkshire', 'HD'), ('Rochdale', 'Greater Manchester', 'OL'),
           ('Aberdeen', 'Aberdeenshire', 'AB'), ('Dundee', 'Angus', 'DD'),
           ('Wrexham', 'Clwyd', 'LL'), ('Exeter', 'Devon', 'EX')],
    'US': [('Boston', 'MA', '021'), ('Worcester', 'MA', '016'), ('Providence', 'RI', '029'),
           ('Hartford', 'CT', '061'), ('Columbus', 'OH', '432'), ('Cleveland', 'OH', '441'),
           ('Pittsburgh', 'PA', '152'), ('Philadelphia', 'PA', '191'), ('Lancaster', 'PA', '176'),
           ('Baltimore', 'MD', '212'), ('Richmond', 'VA', '232'), ('Charlotte', 'NC', '282'),
           ('Atlanta', 'GA', '303'), ('Nashville', 'TN', '372'), ('Minneapolis', 'MN', '554'),
           ('Madison', 'WI', '537'), ('Denver', 'CO', '802'), ('Salt Lake City', 'UT', '841'),
           ('Portland', 'OR', '972'), ('Seattle', 'WA', '981'), ('Sacramento', 'CA', '958'),
           ('San Diego', 'CA', '921'), ('Phoenix', 'AZ', '850'), ('Austin', 'TX', '787'),
           ('Houston', 'TX', '770'), ('Omaha', 'NE', '681'), ('Albany', 'NY', '122'),
           ('Buffalo', 'NY', '142'), ('Ann Arbor', 'MI', '481'), ('Des Moines', 'IA', '503'),
           ('Wooster', 'OH', '446'), ('Goshen', 'IN', '465')],
    'CA': [('Toronto', 'ON', 'M'), ('Ottawa', 'ON', 'K'), ('Hamilton', 'ON', 'L'),
           ('London', 'ON', 'N'), ('Mississauga', 'ON', 'L'), ('Brampton', 'ON', 'L'),
           ('Vancouver', 'BC', 'V'), ('Surrey', 'BC', 'V'), ('Victoria', 'BC', 'V'),
           ('Calgary', 'AB', 'T'), ('Edmonton', 'AB', 'T'), ('Winnipeg', 'MB', 'R'),
           ('Saskatoon', 'SK', 'S'), ('Halifax', 'NS', 'B'), ('Montreal', 'QC', 'H'),
           ("St. John's", 'NL', 'A'), ('Moncton', 'NB', 'E'), ('Kingston', 'ON', 'K')],
    'AU': [('Parramatta', 'NSW', '2150'), ('Newcastle', 'NSW', '2300'),
           ('Wollongong', 'NSW', '2500'), ('Randwick', 'NSW', '2031'),
           ('Blacktown', 'NSW', '2148'), ('Geelong', 'VIC', '3220'), ('Ballarat', 'VIC', '3350'),
           ('Footscray', 'VIC', '3011'), ('Dandenong', 'VIC', '3175'), ('Brisbane', 'QLD', '4000'),
           ('Townsville', 'QLD', '4810'), ('Cairns', 'QLD', '4870'), ('Ipswich', 'QLD', '4305'),
           ('Perth', 'WA', '6000'), ('Bunbury', 'WA', '6230'), ('Joondalup', 'WA', '6027'),
           ('Adelaide', 'SA', '5000'), ('Elizabeth', 'SA', '5112'), ('Hobart', 'TAS', '7000'),
           ('Launceston', 'TAS', '7250'), ('Canberra', 'ACT', '2600'), ('Darwin', 'NT', '0800')],
    'NZ': [('Auckland', 'Auckland', '1010'), ('Manukau', 'Auckland', '2104'),
           ('Hamilton', 'Waikato', '3204'), ('Tauranga', 'Bay of Plenty', '3110'),
           ('Wellington', 'Wellington', '6011'), ('Lower Hutt', 'Wellington', '5010'),
           ('Porirua', 'Wellington', '5022'), ('Christchurch', 'Canterbury', '8011'),
           ('Dunedin', 'Otago', '9016'), ('Palmerston North', 'Manawatu-Whanganui', '4410'),
           ('Napier', "Hawke's Bay", '4110'), ('Nelson', 'Nelson', '7010'),
           ('Whangarei', 'Northland', '0110'), ('Rotorua', 'Bay of Plenty', '3010'),
           ('Invercargill', 'Southland', '9810'), ('Gisborne', 'Gisborne', '4010')],
    'IE': [('Dublin', 'Dublin', 'D'), ('Cork', 'Cork', 'T12'), ('Limerick', 'Limerick', 'V94'),
           ('Galway', 'Galway', 'H91'), ('Waterford', 'Waterford', 'X91'),
           ('Drogheda', 'Louth', 'A92'), ('Navan', 'Meath', 'C15'), ('Sligo', 'Sligo', 'F91'),
           ('Tralee', 'Kerry', 'V92'), ('Kilkenny', 'Kilkenny', 'R95'),
           ('Athlone', 'Westmeath', 'N37'), ('Letterkenny', 'Donegal', 'F92'),
           ('Ennis', 'Clare', 'V95'), ('Naas', 'Kildare', 'W91'), ('Mullingar', 'Westmeath', 'N91'),
           ('Castlebar', 'Mayo', 'F23')],
}

STATE_NAMES = {'MA': 'Massachusetts', 'RI': 'Rhode Island', 'CT': 'Connecticut', 'OH': 'Ohio',
               'PA': 'Pennsylvania', 'MD': 'Maryland', 'VA': 'Virginia', 'NC': 'North Carolina',
               'GA': 'Georgia', 'TN': 'Tennessee', 'MN': 'Minnesota', 'WI': 'Wisconsin',
               'CO': 'Colorado', 'UT': 'Utah', 'OR': 'Oregon', 'WA': 'Washington',
               'CA': 'California', 'AZ': 'Arizona', 'TX': 'Texas', 'NE': 'Nebraska',
               'NY': 'New York', 'MI': 'Michigan', 'IA': 'Iowa', 'IN': 'Indiana',
               'ON': 'Ontario', 'BC': 'British Columbia', 'AB': 'Alberta', 'MB': 'Manitoba',
               'SK': 'Saskatchewan', 'NS': 'Nova Scotia', 'QC': 'Quebec',
               'NL': 'Newfoundland and Labrador', 'NB': 'New Brunswick',
               'NSW': 'New South Wales', 'VIC': 'Victoria', 'QLD': 'Queensland',
               'WA_AU': 'Western Australia', 'SA': 'South Australia', 'TAS': 'Tasmania',
               'ACT': 'Australian Capital Territory', 'NT': 'Northern Territory'}

COUNTRY_NAMES = {'GB': ['United Kingdom', 'UK', 'England', 'Scotland', 'Wales'],
                 'US': ['USA', 'United States'], 'CA': ['Canada'], 'AU': ['Australia'],
                 'NZ': ['New Zealand', 'Aotearoa New Zealand'], 'IE': ['Ireland']}

ABROAD = ['Portugal', 'Spain', 'Pakistan', 'India', 'Nigeria', 'Ghana', 'Poland', 'Romania',
          'Turkey', 'Greece', 'Italy', 'France', 'Philippines', 'Vietnam', 'Somalia', 'Kenya',
          'Mexico', 'Jamaica', 'Bangladesh', 'Egypt', 'Lebanon', 'Iraq', 'Samoa', 'Tonga', 'Fiji',
          'Israel', 'Morocco', 'Canada', 'Australia', 'New Zealand', 'Germany', 'the Netherlands',
          'Cyprus', 'Thailand', 'Sri Lanka', 'Dominican Republic', 'South Africa', 'Malta']


def postcode(rng, country, prefix):
    if country == 'GB':
        return '%s%d %d%s' % (prefix, rng.randint(1, 29), rng.randint(1, 9), letters(rng, 2, 'ABDEFGHJLNPQRSTUWXYZ'))
    if country == 'US':
        z = prefix + digits(rng, 2)
        return z + ('-' + digits(rng, 4) if rng.random() < 0.2 else '')
    if country == 'CA':
        return '%s%d%s %d%s%d' % (prefix, rng.randint(0, 9), letters(rng, 1, 'ABCEGHJKLMNPRSTVXY'),
                                  rng.randint(0, 9), letters(rng, 1, 'ABCEGHJKLMNPRSTVWXYZ'),
                                  rng.randint(0, 9))
    if country in ('AU', 'NZ'):
        return prefix
    if country == 'IE':
        if prefix == 'D':
            return 'D%02d %s' % (rng.choice([4, 6, 7, 8, 9, 11, 12, 15, 24]),
                                 letters(rng, 1, 'ACDEFHKNPRTVWXY') + digits(rng, 1) +
                                 letters(rng, 2, 'ACDEFHKNPRTVWXY'))
        return prefix + ' ' + letters(rng, 1, 'ACDEFHKNPRTVWXY') + digits(rng, 2) + \
            letters(rng, 1, 'ACDEFHKNPRTVWXY')
    raise ValueError(country)


# Invented metabolic centres (tertiary) and local hospitals per country.
CENTRES = {
    'GB': ["Royal Elmsworth Children's Hospital", "St Aldhelm's University Hospital",
           'Northgate Royal Infirmary', "Calderbrook Children's Hospital",
           'Wrenfield University Hospital', 'Ashcombe Royal Hospital',
           'Saltmarsh Centre for Inherited Metabolic Disease', "Kelbrook Hospital for Children",
           'Strathmore Royal Hospital for Children', 'Lisnagarvey Royal Hospital'],
    'US': ["Lakeshore Children's Medical Center", "St. Brendan's University Hospital",
           'Mercy Ridge Medical Center', "Hollister Children's Hospital",
           'Northfield University Medical Center', 'Granite Falls Biochemical Genetics Center',
           "Prairie Rose Children's Hospital", 'Whitewater University Health'],
    'CA': ["Maple Leaf Children's Health Centre", 'Bluewater Health Sciences Centre',
           "Riverbend Children's Hospital", 'Eastbrook General Hospital',
           "St. Kieran's Health Centre", 'Kestrel Bay Regional Hospital'],
    'AU': ["Wattlebrook Children's Hospital", 'Coral Coast University Hospital',
           'Southern Ranges Metabolic Service', 'Ironbark Royal Hospital',
           "Harbourview Women's and Children's Hospital", 'Jacaranda Royal Hospital'],
    'NZ': ["Tasman Children's Hospital", 'Kowhai Park Hospital', 'Rimutaka Regional Hospital',
           'Kauri Bay Hospital', 'Te Awa Hauora Hospital'],
    'IE': ["Ballinkeel Children's Hospital", "St Ita's University Hospital",
           'Carrowmore University Hospital', "St Fintan's Hospital",
           'Ardmore National Metabolic Centre', 'Corran Regional Hospital'],
}

LOCALS = {
    'GB': ['Pennine Vale District Hospital', 'Westmoor General Hospital', 'Larkhill Hospital',
           'Hazelmere District General', 'Kingsmead Community Hospital', 'Foxhollow General',
           'Marsden Vale Hospital', 'Brackenridge Infirmary', 'Greystone Hospital'],
    'US': ['Cedar Valley Regional Medical Center', 'Silver Creek Community Hospital',
           'Pine Hollow Medical Center', 'Bayfront Memorial Hospital', 'Eastbrook Health',
           'Oakhurst Regional Hospital'],
    'CA': ['Harlow Cross Community Hospital', 'Greystone Regional Health Centre',
           'Glenroy District Hospital', 'Redcliffe General Hospital'],
    'AU': ['Bottlebrush District Hospital', 'Ironbark Base Hospital', 'Banksia Health Service',
           'Stonebridge Regional Hospital', 'Coolabah Hospital'],
    'NZ': ['Harakeke Hospital', 'Totara Base Hospital', 'Matai Valley Hospital',
           'Pohutukawa Coast Hospital'],
    'IE': ['Kilbrannan General Hospital', 'Corran Regional Hospital', 'Glenroy District Hospital',
           "Our Lady of Mercy Hospital", 'Strathmore General'],
}

WARDS = ['Kestrel Ward', 'Puffin Ward', 'Starfish Ward', 'Sunflower Ward', 'Apollo Ward',
         'Wren Unit', 'Rainbow Day Unit', 'Bluebell Ward', 'Otter Ward', 'Ward 7B', 'Ward 32',
         'Ward 21', 'Dolphin Ward', 'Lighthouse Unit', 'Caterpillar Ward', 'Orchid Ward',
         'Ward 4 North', '6 West', 'Koala Ward', 'Tui Ward', 'Kiwi Ward', "St Anne's Ward",
         'Seahorse Day Unit', 'Hummingbird Unit']

PRACTICE_SUFFIX = {
    'GB': ['Surgery', 'Medical Centre', 'Health Centre', 'Medical Practice', 'Family Practice'],
    'IE': ['Medical Centre', 'Family Practice', 'Surgery', 'Health Centre'],
    'US': ['Pediatrics', 'Family Medicine', 'Primary Care', 'Pediatric Associates',
           'Internal Medicine Group'],
    'CA': ['Family Health Team', 'Medical Clinic', 'Family Practice', 'Pediatric Clinic'],
    'AU': ['Medical Centre', 'Family Practice', 'General Practice', 'Medical Clinic'],
    'NZ': ['Medical Centre', 'Health Centre', 'Family Doctors', 'Medical Practice'],
}

PHARM_SUFFIX = ['Pharmacy', 'Chemist', 'Pharmacy & Wellbeing', 'Apothecary', 'Discount Chemist']

SCHOOL_SUFFIX = {
    'child': ['Primary School', 'Primary Academy', 'Infant School', 'Elementary School',
              'National School', 'Public School', 'Junior School', 'School'],
    'teen': ['High School', 'Academy', 'College', 'Secondary School', 'Community School',
             'Grammar School', 'Middle School'],
    'nursery': ['Nursery', 'Day Nursery', 'Preschool', 'Kindergarten', 'Early Learning Centre',
                'Montessori', 'Childcare Centre'],
    'uni': ['University of {}', '{} University', '{} College of Further Education',
            '{} Institute of Technology', '{} TAFE', '{} Community College'],
}

INSURERS = {
    'US': ['Bluestem Health Plan', 'Keystone Mutual Health', 'Harborview Community Health Plan',
           'Cardinal Care Medicaid', 'Summit Shield Insurance', 'Prairie Family HMO',
           'Evergreen State Health Partners'],
    'AU': ['Wattle Health Fund', 'Coastal Mutual Health', 'Southern Star Health Insurance'],
    'IE': ['Shamrock Health Assurance', 'Corran Health Insurance'],
    'CA': ['Northern Lights Benefits', 'Maple Shield Group Insurance'],
    'NZ': ['Tui Health Cover'],
    'GB': ['Albion Private Healthcare'],
}

HOMECARE = ['Pinnacle Homecare Services', 'Meridian Home Infusion', 'CareBridge Homecare Ltd',
            'HomeFlow Infusion Services', 'Allora Home Health', 'Bluewater Home Infusion',
            'Harbour Healthcare at Home', 'Kindred Homecare Solutions']

DELIVERY = ['Healthnet Direct', 'LowPro Direct Deliveries', 'MediDrop Home Delivery',
            'Nutriline Home Supplies', 'Dispensary Direct']

LABS = ['{} Newborn Screening Laboratory', '{} Biochemical Genetics Laboratory',
        '{} Regional Newborn Screening Programme Laboratory', '{} Metabolic Laboratory']
