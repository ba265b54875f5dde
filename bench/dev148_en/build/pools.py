"""Invented value pools for dev148_en (Australian / New Zealand care settings).

All person, place, facility and employer names are combinations made up for
this set. Country names, Australian states/territories, New Zealand regions and
US state names appear as themselves.
"""

FIRST = {
    'anglo': {
        'M': ['Will', 'Mark', 'Frank', 'Bill', 'Rich', 'Hunter', 'Cliff', 'Heath', 'Dale', 'Glen',
              'Wade', 'Chase', 'Rusty', 'Grant', 'Drew', 'Miles', 'Ray', 'Guy', 'Jack', 'Oliver',
              'Lachlan', 'Cooper', 'Brodie', 'Hamish', 'Angus', 'Darren', 'Shane', 'Craig', 'Wayne',
              'Trevor', 'Graham', 'Noel', 'Kevin', 'Barry', 'Lindsay', 'Stuart', 'Callum', 'Riley',
              'Harrison', 'Toby', 'Keith', 'Murray', 'Ross', 'Bruce', 'Colin', 'Jarrod', 'Dean'],
        'F': ['Hope', 'Grace', 'Faith', 'Joy', 'Rose', 'Dawn', 'Summer', 'April', 'May', 'June',
              'Ivy', 'Holly', 'Ruby', 'Pearl', 'Amber', 'Jade', 'Sky', 'Autumn', 'Penny', 'Sandy',
              'Iris', 'Daisy', 'Violet', 'Bonnie', 'Robin', 'Victoria', 'Georgia', 'Florence',
              'Adelaide', 'Charlotte', 'Matilda', 'Isla', 'Chloe', 'Kylie', 'Sharon', 'Narelle',
              'Leanne', 'Tracey', 'Bronwyn', 'Joan', 'Beryl', 'Marjorie', 'Shirley', 'Heather',
              'Kirsty', 'Jacinta', 'Megan', 'Tegan', 'Brooke'],
    },
    'maori': {
        'M': ['Wiremu', 'Tane', 'Rawiri', 'Hemi', 'Manaia', 'Nikau', 'Tamati', 'Mikaere', 'Hoani',
              'Piripi', 'Rangi', 'Tipene', 'Ari', 'Kauri'],
        'F': ['Aroha', 'Mere', 'Anahera', 'Kiri', 'Moana', 'Ngaire', 'Hine', 'Marama', 'Te Aroha',
              'Huia', 'Awhina', 'Waimarie', 'Ataahua', 'Kahurangi'],
    },
    'pacific': {
        'M': ['Sione', 'Tevita', 'Losa', 'Semisi', 'Viliami', 'Iosefa', 'Faamanu', 'Mosese',
              'Ratu', 'Josaia', 'Tuilagi', 'Pita'],
        'F': ['Mele', 'Losana', 'Salote', 'Ana', 'Litia', 'Seini', 'Fetu', 'Malia', 'Vaea',
              'Adi', 'Talia', 'Lupe'],
    },
    'chinese': {
        'M': ['Wei', 'Jun', 'Hao', 'Zhiwei', 'Ming', 'Kai', 'Jian', 'Yong', 'Bo', 'Chen'],
        'F': ['Mei', 'Xiu Ying', 'Li Na', 'Yan', 'Fang', 'Hui', 'Ling', 'Jing', 'Xiaoling', 'Qing'],
    },
    'vietnamese': {
        'M': ['Minh', 'Duc', 'Tuan', 'Quang', 'Hieu', 'Phuc', 'Long', 'Thanh', 'Khoa', 'Bao'],
        'F': ['Lan', 'Huong', 'Thuy', 'Ngoc', 'Hanh', 'Mai', 'Linh', 'Trang', 'Phuong', 'Thao'],
    },
    'indian': {
        'M': ['Arjun', 'Rohan', 'Sanjay', 'Vikram', 'Rajesh', 'Anil', 'Harpreet', 'Gurdeep',
              'Karthik', 'Suresh', 'Amit', 'Deepak'],
        'F': ['Priya', 'Ananya', 'Deepa', 'Kavitha', 'Sunita', 'Harjit', 'Meera', 'Lakshmi',
              'Divya', 'Nisha', 'Pooja', 'Shreya'],
    },
    'filipino': {
        'M': ['Jose', 'Ramon', 'Jericho', 'Rodel', 'Mark Anthony', 'Jomar', 'Efren', 'Rogelio'],
        'F': ['Maricel', 'Rowena', 'Liza', 'Jocelyn', 'Marites', 'Analyn', 'Cherry', 'Rosario'],
    },
    'greek': {
        'M': ['Georgios', 'Dimitri', 'Kostas', 'Nikos', 'Spiros', 'Christos', 'Yianni', 'Stavros'],
        'F': ['Eleni', 'Despina', 'Sophia', 'Voula', 'Katerina', 'Anastasia', 'Maria', 'Olympia'],
    },
    'italian': {
        'M': ['Giuseppe', 'Salvatore', 'Antonio', 'Luca', 'Marco', 'Rocco', 'Vincenzo', 'Enzo'],
        'F': ['Giulia', 'Rosa', 'Carmela', 'Lucia', 'Francesca', 'Concetta', 'Assunta', 'Teresa'],
    },
    'arabic': {
        'M': ['Ahmed', 'Mohammed', 'Khaled', 'Omar', 'Tariq', 'Bilal', 'Hassan', 'Youssef', 'Samir'],
        'F': ['Fatima', 'Layla', 'Rania', 'Mariam', 'Nadia', 'Huda', 'Zeinab', 'Amira', 'Rasha'],
    },
    'african': {
        'M': ['Deng', 'Majok', 'Chukwuemeka', 'Kwame', 'Tendai', 'Abdi', 'Tesfaye', 'Olumide'],
        'F': ['Nyibol', 'Achol', 'Ngozi', 'Amara', 'Chipo', 'Hodan', 'Selam', 'Adaeze'],
    },
    'korean': {
        'M': ['Min-jun', 'Seo-jun', 'Ji-hoon', 'Dong-hyun', 'Sung-min'],
        'F': ['Ji-woo', 'Seo-yeon', 'Min-ji', 'Eun-ji', 'Hye-jin'],
    },
    'european': {
        'M': ['Pieter', 'Jens', 'Lukas', 'Tomasz', 'Dragan', 'Sean', 'Declan', 'Ewan', 'Fergus'],
        'F': ['Anneke', 'Ingrid', 'Katarzyna', 'Milena', 'Siobhan', 'Niamh', 'Mairi', 'Greta'],
    },
}

LAST = {
    'anglo': ['Brown', 'White', 'Green', 'Black', 'Baker', 'Cook', 'Hill', 'Wood', 'Young', 'King',
              'Banks', 'Marsh', 'Fox', 'Hunt', 'Bell', 'Page', 'Lane', 'Moss', 'Rivers', 'Field',
              'Stone', 'Frost', 'Snow', 'Waters', 'Sharp', 'Small', 'Long', 'Strong', 'Bird',
              'Swan', 'Crane', 'Knight', 'Bishop', 'Hall', 'Ward', 'Nurse', 'Day', 'Hope', 'Wise',
              'Best', 'Hardy', 'Mills', 'Fisher', 'Parker', 'Walker', 'Price', 'Lamb', 'Wells',
              'Wilson', 'Murphy', 'Barrett', 'Smith', 'Hamilton', 'Graves', 'Paget', 'Bowen',
              'Pickering', 'Tregear', 'Ashcroft', 'Whitlock', 'Dunstan', 'Kerslake', 'Penhallow'],
    'maori': ['Ngata', 'Parata', 'Tipene', 'Walker', 'Herewini', 'Rangihuna', 'Tawhiri', 'Kereama',
              'Te Rangi', 'Paewai', 'Horomona', 'Waaka', 'Ruatapu', 'Tamihana'],
    'pacific': ['Tupou', 'Fifita', 'Taufa', 'Leota', 'Faleolo', 'Tuimavave', 'Naivalu', 'Ratuvou',
                'Vaipulu', 'Salave\'a', 'Lolohea', 'Mafi', 'Tuilagi', 'Aumua'],
    'chinese': ['Zhang', 'Wang', 'Li', 'Chen', 'Liu', 'Huang', 'Zhou', 'Wu', 'Lau', 'Cheung',
                'Tan', 'Lim', 'Ho', 'Yip'],
    'vietnamese': ['Nguyen', 'Tran', 'Le', 'Pham', 'Hoang', 'Vu', 'Dang', 'Bui', 'Do', 'Ngo'],
    'indian': ['Sharma', 'Patel', 'Singh', 'Kaur', 'Raman', 'Iyer', 'Reddy', 'Gill', 'Sandhu',
               'Menon', 'Nair', 'Choudhury', 'Banerjee'],
    'filipino': ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Dela Cruz', 'Villanueva', 'Mendoza',
                 'Aquino', 'Manalo'],
    'greek': ['Papadopoulos', 'Georgiou', 'Nikolaidis', 'Kostakis', 'Andreou', 'Dimitriou',
              'Christodoulou', 'Vlahos'],
    'italian': ['Russo', 'Esposito', 'Romano', 'Ferraro', 'Bianchi', 'Marino', 'Greco', 'Conti',
                'De Luca', 'Caruso'],
    'arabic': ['Haddad', 'Khoury', 'Nassar', 'Saleh', 'Mansour', 'Hamdan', 'El-Masri', 'Karam',
               'Abdallah', 'Yousef'],
    'african': ['Deng', 'Garang', 'Okafor', 'Mensah', 'Moyo', 'Abdullahi', 'Tesfaye', 'Okonkwo',
                'Adeyemi', 'Mohamud'],
    'korean': ['Kim', 'Park', 'Choi', 'Jung', 'Kang', 'Yoon'],
    'european': ['Van der Berg', 'Jansen', 'Schmidt', 'Kowalski', 'Novak', 'O\'Sullivan',
                 'McAllister', 'MacLeod', 'Fitzgerald', 'Lindqvist', 'Petrovic'],
}

ORIGIN_WEIGHTS_AU = [('anglo', 34), ('italian', 5), ('greek', 5), ('vietnamese', 6), ('chinese', 6),
                     ('indian', 7), ('filipino', 4), ('arabic', 5), ('african', 4), ('korean', 2),
                     ('european', 8), ('pacific', 3), ('maori', 2)]
ORIGIN_WEIGHTS_NZ = [('anglo', 30), ('maori', 18), ('pacific', 14), ('chinese', 6), ('indian', 7),
                     ('filipino', 3), ('korean', 3), ('european', 8), ('african', 2), ('arabic', 2),
                     ('vietnamese', 2), ('greek', 1), ('italian', 1)]

TOWNS_AU = ['Carrowbrook', 'Wattleford', 'Port Elling', 'Mount Averell', 'Bindarra Creek',
            'Kellerton', 'Yarrabee', 'Dunmore Flat', 'Tallowood Bay', 'Marrick Vale',
            'Coolabah Springs', 'Gillamurra', 'Redgum Crossing', 'Brindlewood', 'Callowvale',
            'Ironbark Ridge', 'Quandong Hill', 'Wirrabilla', 'Eastbrook Heights', 'Saltbush Plains',
            'Kurrawang Downs', 'Hallidays Reach', 'Tindarra', 'Mallee Junction', 'Osterley Vale',
            'Corowra', 'Willaroo', 'Gundabri', 'Harlowe', 'Penrose Gap', 'Little Tambo Creek',
            'Bellaringa Downs', 'Moorabel Flats', 'Kinsale Waters', 'Yanderra Park',
            'North Carrowbrook', 'Wombat Gully', 'Jarrahdene', 'Emu Ridge', 'Burrendale Heights',
            'Silverleaf', 'Tamberlin', 'Goolwarra', 'Cassidy Point', 'Orbeck Springs',
            'Mulga Bore', 'Bellbird Hollow', 'Fenwick Heads']
TOWNS_NZ = ['Waimarie Bay', 'Te Puawai', 'Glenmorris', 'Ashcombe', 'Port Kestrel', 'Halloway Flat',
            'Kereru Valley', 'Tui Heights', 'Matapiko', 'Kaiwhenua', 'Ruaroa Springs',
            'Otawhiti', 'Pukemaru', 'Harcourt Downs', 'Bramley Junction', 'Whitestone Bay',
            'Rimuvale', 'Totara Crossing', 'Kowhai Park', 'Te Awaroa', 'Waitomi Heads',
            'Mangaroa Flat', 'Opureke', 'Lindale Heights', 'Fernhaven', 'Kaimoana Beach',
            'Ngahere Downs', 'St Albury', 'Ardmoor', 'Tarewa Point', 'Otarewa Rise', 'Pahiroa East']

STATES_AU = [('New South Wales', 'NSW', 2), ('Victoria', 'VIC', 3), ('Queensland', 'QLD', 4),
             ('South Australia', 'SA', 5), ('Western Australia', 'WA', 6), ('Tasmania', 'TAS', 7),
             ('Australian Capital Territory', 'ACT', 26), ('Northern Territory', 'NT', 8)]
REGIONS_NZ = ['Northland', 'Auckland', 'Waikato', 'Bay of Plenty', 'Gisborne', "Hawke's Bay",
              'Taranaki', 'Manawatu-Whanganui', 'Wellington', 'Tasman', 'Nelson', 'Marlborough',
              'West Coast', 'Canterbury', 'Otago', 'Southland']
US_STATES = [('Oregon', 'OR'), ('Texas', 'TX'), ('California', 'CA'), ('Ohio', 'OH'),
             ('Florida', 'FL'), ('Michigan', 'MI'), ('Arizona', 'AZ'), ('Colorado', 'CO')]
COUNTRIES = ['Fiji', 'Samoa', 'Tonga', 'Vietnam', 'India', 'Philippines', 'Sri Lanka', 'China',
             'Greece', 'Italy', 'Lebanon', 'South Sudan', 'Afghanistan', 'United Kingdom', 'England',
             'Ireland', 'Scotland', 'South Africa', 'Malaysia', 'Korea', 'the Netherlands', 'Croatia',
             'Nigeria', 'Zimbabwe', 'Ethiopia', 'Iraq', 'Cook Islands', 'Canada', 'the USA', 'Nepal',
             'Indonesia', 'Thailand', 'Germany', 'Chile', 'Somalia',
             'New Zealand', 'Australia', 'Papua New Guinea', 'Japan']

STREET_NAMES = ['Wattle', 'Banksia', 'Kookaburra', 'Tallowwood', 'Ironbark', 'Hibiscus', 'Jacaranda',
                'Kowhai', 'Tui', 'Rimu', 'Totara', 'Pohutukawa', 'Kereru', 'Miro', 'Harcourt',
                'Dunstan', 'Pickering', 'Ashgrove', 'Merriwa', 'Coolamon', 'Kestrel', 'Heron',
                'Currawong', 'Lyrebird', 'Bottlebrush', 'Old Coach', 'Mill', 'Station', 'Church',
                'Railway', 'Quarry', 'Seaview', 'Ridgeline', 'Orchard', 'Paddock', 'Saltmarsh',
                'Tregear', 'Hallidays', 'Bellbird', 'Gumnut', 'Wirra', 'Yallambee', 'Moana',
                'Tawa', 'Karaka', 'Manuka', 'Matai', 'Kahikatea', 'Penhallow', 'Ashcroft']
STREET_TYPES = ['Street', 'St', 'Road', 'Rd', 'Avenue', 'Ave', 'Crescent', 'Cres', 'Parade', 'Pde',
                'Drive', 'Dr', 'Place', 'Pl', 'Court', 'Ct', 'Close', 'Terrace', 'Tce', 'Lane',
                'Way', 'Grove', 'Circuit']

WARD_NAMES = ['Banksia', 'Waratah', 'Wattle', 'Grevillea', 'Boronia', 'Kowhai', 'Rimu', 'Totara',
              'Pohutukawa', 'Kauri', 'Jacaranda', 'Hakea', 'Melaleuca', 'Correa', 'Kereru', 'Tui',
              'Kea', 'Kahu', 'Flinders', 'Carrington', 'Ashby', 'Riverside', 'Harbour', 'Lister']
WARD_SUFFIX = ['Ward', 'Unit', 'Ward', 'Wing']
HOSP_SUFFIX = ['Hospital', 'Base Hospital', 'District Hospital', 'Regional Hospital',
               'Health Service', 'Memorial Hospital', 'Community Hospital', 'Private Hospital']
SAINTS = ['Brigid', 'Columba', 'Aidan', 'Hilda', 'Ninian', 'Kevin', 'Dymphna', 'Swithun']
RACF_WORDS = ['Banksia Gardens', 'Harbourview Lodge', 'Kowhai House', 'Seaholme Manor',
              'Ironbark Grove', 'Riverbend Court', 'Wattle Glen', 'Tarewa Lodge', 'Ashby House',
              'Rosemount Gardens', 'Bellbird Rise', 'Moana Court']
RACF_SUFFIX = ['Aged Care', 'Residential Care', 'Care Home', 'Rest Home', 'Nursing Home']
CLINIC_FORMS = ['{s} Street Medical Centre', '{t} Family Practice', '{s} Road Surgery',
                '{t} Medical Centre', '{t} Health Centre', '{t} Community Health',
                '{s} Street Clinic', '{t} GP Group', '{s} Medical', '{t} Primary Care']
PHARM_FORMS = ['{t} Pharmacy', '{s} Street Chemist', '{t} Discount Chemist', '{s} Pharmacy',
               '{t} Amity Pharmacy']
IMAGING_FORMS = ['{t} Imaging', '{t} Radiology', '{s} Street X-Ray']

EMPLOYER_FORMS = ['{t} Shire Council', '{t} Meats', '{l} & Sons Plumbing', '{t} Freight',
                  '{s} Logistics', '{t} Co-op', '{t} Dairy Co', '{l} Electrical',
                  '{t} Timber Mill', '{t} Bakehouse', '{s} Civil Contractors', '{t} Vineyards',
                  '{t} Mining Services', '{l} Motors', '{t} Aluminium', '{s} Cleaning Services',
                  '{t} District Council', '{s} Orchards', '{t} Hotel', '{l} Haulage']
SCHOOL_FORMS = ['{t} High School', '{t} Primary School', '{t} Public School', 'St {saint}\'s College',
                '{t} Kindergarten', '{t} Area School', '{t} Intermediate']
CHURCH_FORMS = ['St {saint}\'s Anglican Church', '{t} Uniting Church', '{t} Samoan Methodist Church',
                '{t} Baptist Church', 'Our Lady of {t} Parish', '{t} Gurdwara']
CLUB_FORMS = ['{t} Bowls Club', '{t} Rugby League Club', '{t} Men\'s Shed', '{t} Returned Services Club',
              '{t} Golf Club', '{t} Surf Life Saving Club']
AGENCY_FORMS = ['{s} Home Care', '{t} Community Care Services', 'Brightpath Home Support',
                '{s} Disability Services', '{t} Meal Service', 'CareWell {t}',
                '{s} Support Coordination']
FUND_NAMES = ['Harbourline Health Fund', 'Coastal Mutual Health', 'Southgate Health Cover',
              'Tasman Members Health', 'Greenridge Health Insurance', 'Unison Care Fund']

PROFESSIONS = ['boilermaker', 'teacher aide', 'truck driver', 'dairy farmer',
               'shearer', 'barista', 'FIFO miner', 'electrician', 'plumber', 'accountant',
               'chef', 'cleaner', 'bus driver', 'aged care worker', 'builder',
               'carpenter', 'forklift driver', 'abattoir worker', 'fisherman', 'orchardist',
               'real estate agent', 'hairdresser', 'school principal', 'librarian', 'pharmacist',
               'police officer', 'paramedic', 'lawyer', 'panel beater', 'mechanic', 'tiler',
               'kindergarten teacher', 'uber driver', 'storeman', 'security guard',
               'software developer', 'vet nurse', 'dental assistant', 'wharfie', 'labourer',
               'receptionist', 'retail assistant', 'bank teller', 'engineer',
               'university lecturer', 'cattle station hand', 'sheep farmer', 'vineyard worker',
               'kitchen hand', 'stonemason', 'taxi driver', 'postie', 'public servant',
               'nurse', 'social worker', 'shop owner', 'welder', 'fitter and turner']

RELATIONS = ['wife', 'husband', 'daughter', 'son', 'partner', 'sister', 'brother', 'mother',
             'father', 'niece', 'nephew', 'granddaughter', 'grandson', 'neighbour', 'friend',
             'son-in-law', 'daughter-in-law', 'carer', 'aunty', 'cousin']

LANGS = ['Vietnamese', 'Mandarin', 'Cantonese', 'Greek', 'Italian', 'Arabic', 'Samoan', 'Tongan',
         'Punjabi', 'Hindi', 'Dinka', 'Korean', 'Te Reo Maori', 'Tagalog', 'Fijian']

DEVICE_MODELS = ['Acura VP2 volumetric pump', 'Halden SD-34 syringe driver', 'Corvia DR pacemaker',
                 'Meridian CGM', 'Lumen 5 glucometer', 'Tarsa elastomeric pump',
                 'Nordic BP-400 cuff', 'Orin home oxygen concentrator', 'Vantis personal alarm pendant']

LANDMARKS = [('', 'Riverside Park'), ('the ', 'Old Mill Bridge'), ('', 'Lookout Point car park'),
             ('the ', 'Kestrel Road roundabout'), ('', 'Memorial Park'), ('the ', 'Harbour Street jetty'),
             ('', 'Tallowood Plaza'), ('the ', 'Wattleford Showgrounds'), ('', 'Bellbird Falls'),
             ('the ', 'Old Butter Factory'), ('the ', 'Kestrel Rd silos'), ('', 'Anzac Reserve'),
             ('the ', 'Carrick Street underpass'), ('', 'Pelican Lagoon boat ramp'), ('the ', 'Totara Domain'),
             ('the ', 'water tower on Quarry Rd'), ('', 'Saltmarsh Skate Park'), ('the ', 'Coolamon Mall food court')]
BUILDINGS = ['Kauri Building', 'Ashby Wing', 'Harbour Block', 'Flinders House', 'Carrington Pavilion',
             'Lister Building', 'Tui Wing', 'Banksia Centre', 'Moana House', 'Penhallow Annex']
