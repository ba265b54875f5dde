"""Invented towns, streets, hospitals and organisations, per country.

States, provinces, Irish counties and country names are real public geography;
every town, street, hospital, practice, ward and organisation name is invented.
"""

TOWN_PRE = {
    'US': ['Tamber', 'Quill', 'Sablon', 'Lorimer', 'Briscow', 'Caddell', 'Vantor', 'Kessling',
           'Ormsbee', 'Cobalt', 'Larkin', 'Merriweather', 'Ravel', 'Silvan', 'Tolliver',
           'Dunmarrow', 'Pellow', 'Gantry', 'Holloway', 'Wickett', 'Ambrey', 'Corliss'],
    'UK': ['Quen', 'Sned', 'Vell', 'Corv', 'Thrim', 'Elsk', 'Haddle', 'Morv', 'Skarn', 'Brind',
           'Oddle', 'Wrax', 'Pelk', 'Fulb', 'Gorm', 'Hask', 'Ludd', 'Nimb', 'Raddle', 'Tilb',
           'Ulv', 'Yarb', 'Cresk', 'Dorn'],
    'IE': ['Bally', 'Kil', 'Carrig', 'Clon', 'Drum', 'Rath', 'Knock', 'Lis', 'Tullagh', 'Ard',
           'Inish', 'Cappa'],
}
TOWN_SUF = {
    'US': [' Falls', ' Hollow', ' Ridge', 'ville', 'ton', ' Springs', ' Junction', ' Bluffs',
           ' Creek', ' Heights', 'field', 'port', ' Crossing', ' Mills', 'burg', ' Prairie'],
    'UK': ['ford', 'ley', 'ton', 'bury', 'wick', 'field', 'ham', 'by', 'thorpe', 'combe',
           'well', 'stead', 'borough', 'mouth', 'minster', 'den'],
    'IE': ['vreen', 'ganny', 'murragh', 'tooske', 'nacrib', 'fenna', 'dowlish', 'vardin',
           'kerribane', 'shronagh', 'tallin', 'corradoo', 'meelish', 'gorteen'],
}
TOWNS = {
    'CA': ['Quellan Bay', 'Marrowick', 'Tillsbury Cove', 'Val-Sorel-Est', 'New Ardara',
           'Lac-Brunelle-Nord', 'Pointe-Vermeil', 'Orrin Falls', 'Kestrel Narrows',
           'Saint-Eudore-des-Pins', 'Port Tessier', 'Grand Sable Falls', 'Birchmount Landing',
           'Fort Kilgour', 'Corvell', 'Amberlea Bay', 'Silvermere Falls', 'Harrowmill',
           'Moose Portage', 'Ardvale Harbour', 'Lac-Vermeil', 'Pine Narrows', 'North Carrick',
           'Brockhaven', 'Tessier Landing'],
    'AU': ['Wattlemere', 'Murrumbilla Creek', 'Yarrandoo Vale', 'Bellbrook Rise',
           'Coolabirra Downs', 'Tindarra Flat', 'Mount Carrowby', 'Ironbark Gully East',
           'Banksia Shoals', 'Gungarrie', 'Port Elvina', 'Kurrawin', 'Tallowood Rise',
           'Boronia Wells', 'Mallee Bend', 'Callistemon Bay', 'Quondarra', 'Wombalong',
           'Kinchela Ridge', 'Jarrahmere', 'Bilgarra Springs', 'Nardoo Crossing'],
    'NZ': ['Waikareka', 'Te Mataroa', 'Kowhai Shoals', 'Aramoana Vale', 'Pukerimu Heights',
           'Otaraia Bay', 'Whanaroa Flat', 'Mangatera Springs', 'Ruapuke Vale',
           'Kahikatea Downs', 'Port Arahura', 'Hinewai', 'Tirohanga Heights', 'Waitoru',
           'Rimuhaven', 'Pohutu Bay', 'Matakoe', 'Te Awaroa', 'Karoro Glen', 'Tawharau'],
    'ZA': ['Kleinvlei-Oos', 'Emabhelenzi', 'Rooiwater', 'Doringkloof-Wes', 'Mthombeni Heights',
           'Bloemvallei Park', 'Protea Heights', 'Sonskynhoek', 'KwaNtombela', 'Vredenhof-Noord',
           'Esiphongweni', 'Bergsig Vale', 'Mooiwater', 'Lwandlenhle', 'Soutpanvlei',
           'Driehoekfontein', 'Ga-Malekane', 'Umthombo Ridge', 'Kranskop-Suid', 'Thabankulu'],
}
STATES = {
    'US': [('Ohio', 'OH'), ('Illinois', 'IL'), ('Texas', 'TX'), ('Oregon', 'OR'),
           ('Georgia', 'GA'), ('Michigan', 'MI'), ('Minnesota', 'MN'), ('Arizona', 'AZ'),
           ('Tennessee', 'TN'), ('Massachusetts', 'MA'), ('Virginia', 'VA'),
           ('North Carolina', 'NC'), ('Wisconsin', 'WI'), ('Colorado', 'CO'),
           ('Pennsylvania', 'PA'), ('New York', 'NY'), ('Kentucky', 'KY'), ('Iowa', 'IA'),
           ('Maryland', 'MD'), ('California', 'CA'), ('Washington', 'WA'), ('Utah', 'UT')],
    'CA': [('Ontario', 'ON'), ('British Columbia', 'BC'), ('Alberta', 'AB'),
           ('Nova Scotia', 'NS'), ('Manitoba', 'MB'), ('Saskatchewan', 'SK'),
           ('New Brunswick', 'NB'), ('Newfoundland and Labrador', 'NL'), ('Quebec', 'QC')],
    'AU': [('New South Wales', 'NSW'), ('Victoria', 'VIC'), ('Queensland', 'QLD'),
           ('South Australia', 'SA'), ('Western Australia', 'WA'), ('Tasmania', 'TAS'),
           ('Australian Capital Territory', 'ACT'), ('Northern Territory', 'NT')],
    'NZ': [('Waikato', None), ('Canterbury', None), ('Otago', None), ('Northland', None),
           ('Manawatu-Whanganui', None), ("Hawke's Bay", None), ('Southland', None),
           ('Taranaki', None), ('Bay of Plenty', None), ('Tasman', None)],
    'ZA': [('Gauteng', 'GP'), ('Western Cape', 'WC'), ('KwaZulu-Natal', 'KZN'),
           ('Eastern Cape', 'EC'), ('Free State', 'FS'), ('Limpopo', 'LP'),
           ('Mpumalanga', 'MP'), ('North West', 'NW')],
}
IE_COUNTIES = ['Cork', 'Galway', 'Mayo', 'Kerry', 'Clare', 'Limerick', 'Tipperary', 'Wexford',
               'Donegal', 'Sligo', 'Cavan', 'Meath', 'Kildare', 'Wicklow', 'Offaly', 'Roscommon',
               'Laois', 'Kilkenny', 'Waterford', 'Leitrim', 'Longford', 'Monaghan']

STREET_WORDS = ['Elm', 'Juniper', 'Larkspur', 'Calloway', 'Birchwood', 'Pemberton', 'Wexford',
                'Marigold', 'Foxglove', 'Haverford', 'Quarry', 'Tannery', 'Millrace', 'Kestrel',
                'Heron', 'Sorrel', 'Bramble', 'Chestnut', 'Alder', 'Rowan', 'Hawthorn',
                'Linden', 'Sycamore', 'Orchard', 'Meadowbank', 'Fairview', 'Glebe', 'Station',
                'Church', 'Mill', 'Castle', 'Harbour', 'Bridge', 'Wharf', 'Ferry', 'Saltings',
                'Ropewalk', 'Cooper', 'Ashgrove', 'Beechmount', 'Larchfield', 'Clover',
                'Thistle', 'Wattle', 'Banksia', 'Kowhai', 'Totara', 'Protea', 'Jacaranda',
                'Magnolia', 'Cypress', 'Ridgeway', 'Hillcrest', 'Brookside', 'Greenhill',
                'Valley', 'Prospect', 'Belmont', 'Oakleigh', 'Tamarind', 'Keswick', 'Ardmore']
STREET_SUF = {
    'US': ['Street', 'Avenue', 'Drive', 'Lane', 'Court', 'Boulevard', 'Road', 'Way', 'Place',
           'Terrace', 'Ave', 'St', 'Dr', 'Blvd'],
    'UK': ['Road', 'Lane', 'Close', 'Crescent', 'Gardens', 'Avenue', 'Way', 'Street', 'Mews',
           'Grove', 'Terrace', 'Rd', 'Drive'],
    'IE': ['Road', 'Park', 'Avenue', 'Crescent', 'Lawn', 'Grove', 'Heights', 'Street',
           'Drive', 'Court', 'Rd', 'Close'],
    'CA': ['Street', 'Avenue', 'Crescent', 'Drive', 'Road', 'Boulevard', 'Court', 'Way',
           'St', 'Ave', 'Cres', 'Rd'],
    'AU': ['Street', 'Road', 'Avenue', 'Parade', 'Crescent', 'Close', 'Court', 'Drive',
           'St', 'Rd', 'Ave', 'Pde', 'Tce'],
    'NZ': ['Road', 'Street', 'Avenue', 'Crescent', 'Place', 'Terrace', 'Drive', 'Rd', 'St'],
    'ZA': ['Street', 'Road', 'Avenue', 'Crescent', 'Drive', 'Laan', 'Straat', 'Rd', 'St'],
}

SAINTS = ['Brigid', 'Columba', 'Aidan', 'Agnes', 'Jude', 'Cuthbert', 'Kevin', 'Finbarr',
          'Ignatius', 'Helena', 'Benedict', 'Clement', 'Winifred', 'Oswald', 'Monica',
          'Anselm', 'Bartholomew', 'Dymphna', 'Lucian', 'Teresa', 'Camillus', 'Bernadette']
HOSP_PAT = {
    'US': ['{T} Regional Medical Center', 'St. {S} Hospital', 'Mercy {T} Medical Center',
           '{N} Memorial Hospital', '{T} University Hospital', '{T} Community Hospital',
           'Good Samaritan {T}', '{N} Health Medical Center'],
    'UK': ['{T} General Hospital', 'Royal {T} Infirmary', "St {S}'s Hospital",
           '{T} Community Hospital', '{T} District General Hospital', "Queen {Q}'s Hospital",
           '{T} Royal Hospital'],
    'IE': ["St. {S}'s University Hospital", '{T} University Hospital', '{T} General Hospital',
           "Our Lady of {L} Hospital", '{T} Regional Hospital', "St {S}'s Hospital"],
    'CA': ['{T} General Hospital', '{T} Health Sciences Centre', 'Hopital {S}-{T}',
           '{N} Memorial Hospital', 'St. {S} Regional Hospital', '{T} District Health Centre'],
    'AU': ['{T} Base Hospital', '{T} District Hospital', 'Royal {T} Hospital',
           "St {S}'s Public Hospital", '{T} Health Service', '{N} Memorial Hospital'],
    'NZ': ['{T} Hospital', '{T} Base Hospital', 'Te {M} Hospital', '{T} Regional Hospital'],
    'ZA': ['{T} Provincial Hospital', '{N} Academic Hospital', '{T} District Hospital',
           '{N} Memorial Hospital', '{T} Regional Hospital'],
}
QUEENS = ['Adelaide', 'Matilda', 'Eleanor', 'Caroline', 'Philippa', 'Charlotte']
LADY_OF = ['Lourdes', 'the Valley', 'Mercy', 'Good Counsel', 'the Rosary']
MAORI_H = ['Awa', 'Rangi', 'Whare Ora', 'Kahu', 'Puna', 'Mauri', 'Ara']
WARD_NAMES = ['Rowan', 'Kestrel', 'Heron', 'Larch', 'Bluebell', 'Osprey', 'Juniper', 'Willow',
              'Aspen', 'Harbour', 'Lighthouse', 'Curlew', 'Cedar', 'Primrose', 'Falcon',
              'Linnet', 'Magnolia', 'Ivy', 'Saffron', 'Elder', 'Moorland', 'Tern', 'Sandpiper',
              'Kingfisher', 'Hazel', 'Acacia', 'Kauri', 'Rimu', 'Protea', 'Fynbos']
PRACTICE_PAT = {
    'US': ['{W} Family Practice', '{T} Primary Care', '{W} Internal Medicine Associates',
           '{T} Family Health Clinic'],
    'UK': ['{W} Surgery', '{W} Medical Practice', '{T} Health Centre', '{W} Road Surgery',
           '{W} House Surgery'],
    'IE': ['{W} Medical Centre', '{T} Family Practice', '{W} Clinic', '{T} Medical'],
    'CA': ['{T} Family Health Team', '{W} Medical Clinic', '{T} Community Health Centre'],
    'AU': ['{W} Medical Centre', '{T} General Practice', '{W} Family Doctors'],
    'NZ': ['{W} Medical Centre', '{T} Health', '{W} Family Doctors'],
    'ZA': ['{W} Medical Centre', '{T} Clinic', '{W} Family Practice'],
}
PHARMACY_PAT = ['{W} Pharmacy', '{T} Chemist', '{W} Community Pharmacy', '{W} Pharmacy',
                '{T} Pharmacy']
CAREHOME_PAT = ['{W} Nursing Home', '{W} Care Home', '{W} Lodge', '{W} Residential Care',
                '{W} House', '{W} Aged Care']
ORG_PAT = ['{N} Haulage Ltd', '{T} Meats', '{W} Logistics', '{W} Primary School',
           '{N} & Sons Builders', '{T} Dairy Co-op', '{W} Veterinary Group', '{N} Plumbing',
           '{T} Poultry Ltd', '{W} Kennels', '{N} Engineering', '{W} Freight',
           '{T} Bus Company', '{W} Hotel', '{N} Construction', '{W} Community Church',
           '{T} Fisheries', '{W} Childcare Centre', '{T} Bakery', '{N} Motors',
           '{W} Security Services', '{T} Abattoir', '{W} Cleaning Services',
           '{T} High School', '{N} Solicitors', '{W} Garden Centre', '{T} Mining Co']
EXT_ORG_PAT = ['{W} Home Care Agency', '{T} Community Nursing Service', '{W} Home Health',
               '{W} Patient Transport']
BUILDINGS = ['Jubilee Wing', 'Nightingale Block', 'Harrison Building', 'Lister Wing',
             'Tower Block', 'Chandler Pavilion', 'Mulberry Wing', 'East Annexe',
             'Cavell Building', 'Riverside Block', 'Centenary Wing', 'Fleming Building']

TRAVEL_COUNTRIES = ['India', 'Pakistan', 'Greece', 'Turkey', 'Egypt', 'Romania', 'Ukraine',
                    'Italy', 'Spain', 'Thailand', 'Vietnam', 'the Philippines', 'Nigeria',
                    'Kenya', 'Bangladesh', 'Mexico', 'Brazil', 'Morocco', 'Portugal',
                    'Sri Lanka', 'Malaysia', 'Indonesia', 'Iraq', 'Lebanon', 'Ethiopia',
                    'Ghana', 'Poland', 'China', 'South Korea', 'Argentina', 'Peru', 'Somalia',
                    'Zimbabwe', 'Fiji', 'Samoa', 'Tonga', 'Cambodia', 'Nepal', 'Israel',
                    'Saudi Arabia', 'the United Arab Emirates', 'Qatar', 'Colombia']

INSURERS = ['Keystone Mutual Health', 'Prairie Shield Health Plan', 'Harborline Insurance',
            'Summit Crest Health', 'Northvale Benefit Trust', 'Lakemont Health Partners',
            'Bluewater Medical Aid', 'Meridian Cover', 'Southern Harbour Health',
            'Acacia Medical Scheme', 'Tidewell Health Insurance', 'Ironwood Care Plan']
