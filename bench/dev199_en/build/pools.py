"""Invented pools: names, places, organisations, occupations.
Hospital, clinic and organisation names are made up; city names are
ordinary US place names used for realism."""

FIRST_M = """James John Robert Michael William David Richard Joseph Thomas
Charles Christopher Daniel Matthew Anthony Mark Donald Steven Paul Andrew
Joshua Kenneth Kevin Brian George Timothy Ronald Edward Jason Jeffrey Ryan
Gary Nicholas Eric Jonathan Stephen Larry Justin Scott Brandon Samuel Gregory
Frank Patrick Raymond Dennis Jerry Tyler Aaron Nathan Henry Douglas Walter
Harold Terrence Carl Keith Roger Gerald Arthur Sean Lawrence Jesse Dylan
Bruce Albert Willie Gabriel Alan Wayne Elijah Randy Roy Vincent Ralph Eugene
Russell Philip Louis Luis Carlos Miguel Jorge Hector DeShawn Malik Tyrone
Darnell Andre Jamal Hiroshi Wei Minh Tuan Rajesh Sanjay Arjun Mohammed Ahmed
Omar Yusuf Dmitri Ivan Tadeusz Kwame Chidi Emeka Nikos Giorgio Pedro Rafael
Ernesto Alejandro Theodore Clarence Leroy Otis Marvin Floyd Herbert Earl
Cornelius Desmond Reginald Lamar Jerome Abdi Farhan Thanh Duc Kenji Sung""".split()

FIRST_F = """Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah
Karen Nancy Lisa Margaret Betty Sandra Ashley Dorothy Kimberly Emily Donna
Michelle Carol Amanda Melissa Deborah Stephanie Rebecca Laura Sharon Cynthia
Kathleen Amy Shirley Angela Helen Anna Brenda Pamela Nicole Samantha Katherine
Christine Debra Rachel Catherine Carolyn Janet Ruth Maria Heather Diane
Virginia Julie Joyce Victoria Kelly Christina Joan Evelyn Lauren Judith Olivia
Martha Cheryl Megan Andrea Hannah Jacqueline Gloria Teresa Kathryn Sara Janice
Jean Alice Madison Doris Abigail Julia Judy Grace Denise Beverly Marilyn
Theresa Frances Diana Natalie Rose Beatriz Guadalupe Lucia Carmen Rosa Yolanda
Esperanza Marisol Latoya Keisha Tamika Shanice Ebony Aaliyah Mei Lin Xiu Hoa
Thuy Lan Yuki Akiko Priya Anjali Sunita Fatima Aisha Amina Leila Olga Irina
Svetlana Agnieszka Halina Ngozi Chioma Abena Eleni Giulia Francesca Imelda
Josephine Mildred Bernice Gladys Loretta Ernestine Opal Wanda Hazel
Ines Renata Hodan Farida Minh Soo-jin""".split()

LAST = """Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez
Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson
Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson
Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams
Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez Phillips Evans
Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy
Cook Rogers Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard
Ramos Kim Cox Ward Richardson Watson Brooks Chavez Wood Bennett Gray Mendoza
Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross Foster
Jimenez Okafor Adeyemi Mensah Kowalski Nowak Wisniewski Schmidt Mueller Becker
O'Brien O'Connor McCarthy Sullivan Donnelly Fitzgerald Novak Petrov Chen Wang
Liu Zhang Huang Tran Pham Le Vo Nakamura Tanaka Sato Yamamoto Park Choi Shah
Desai Mehta Iyer Reddy Khan Hussain Ali Haddad Nasser Abboud Cohen Levy
Friedman Goldberg Rosen Andersen Larsen Johansson Lindqvist Rossi Bianchi
Romano Esposito Costa Silva Santos Oliveira Pereira Fernandes Dubois Laurent
Fournier Moreau Kaur Singh Boateng Owusu Eze Nwosu Dlamini Yilmaz Kaya Demir
Papadopoulos Georgiou Horvath Kovacs Varga Jankowski Zielinski Blackwood
Whitaker Pruitt Hollis Kincaid Stroud Tillman Vance Yates Dunbar Galloway
Hargrove Whitfield Lockhart Pendleton Merritt Ashby Crowley Dempsey Abernathy
McAllister DeLuca Van Horn St. Clair Okonkwo Mbeki Farah Warsame Osei Quintero
Villanueva Espinoza Delgado Salazar Acosta Sandoval Figueroa Cabrera Pacheco
Ochoa Bui Dang Hoang Ito Kobayashi Watanabe Gupta Joshi Nair Menon Rahman
Chowdhury Siddiqui Malik Qureshi Aziz Baptiste Pierre Jean-Louis Toussaint
Grabowski Lewandowski Kuznetsov Sokolov Volkov Brennan Gallagher Kavanagh
Rourke Duffy MacLeod Fraser Lindgren Halvorsen Stoltzfus Yoder Hochstetler
Begay Yazzie Tsosie Redcloud""".split()

# multi-word surnames joined above with no space; fix the few that need it
LAST = [x.replace('VanHorn', 'Van Horn') for x in LAST]
LAST = [x for x in LAST if x not in ('Van', 'Horn', 'St.', 'Clair')] + \
    ['Van Horn', 'St. Clair', 'de la Cruz', 'Lopez-Rivera', 'Smith-Jones']

NICK = {
    'Robert': ['Bob', 'Bobby'], 'William': ['Bill', 'Billy'],
    'Richard': ['Rick', 'Dick'], 'James': ['Jim', 'Jimmy'],
    'Thomas': ['Tom', 'Tommy'], 'Joseph': ['Joe', 'Joey'],
    'Michael': ['Mike'], 'Charles': ['Chuck', 'Charlie'], 'Edward': ['Ed',
                                                                    'Eddie'],
    'Anthony': ['Tony'], 'Daniel': ['Danny'], 'Kenneth': ['Ken', 'Kenny'],
    'Ronald': ['Ron', 'Ronnie'], 'Gerald': ['Jerry'], 'Lawrence': ['Larry'],
    'Patricia': ['Patty', 'Trish'], 'Elizabeth': ['Liz', 'Betty', 'Beth'],
    'Margaret': ['Peggy', 'Maggie', 'Meg'], 'Katherine': ['Kate', 'Kathy'],
    'Deborah': ['Deb', 'Debbie'], 'Jennifer': ['Jen', 'Jenny'],
    'Barbara': ['Barb'], 'Dorothy': ['Dot', 'Dottie'], 'Susan': ['Sue'],
    'Christine': ['Chris'], 'Rebecca': ['Becky'], 'Theodore': ['Ted', 'Teddy'],
    'Jacqueline': ['Jackie'], 'Josephine': ['Jo', 'Josie'],
    'Frances': ['Fran'], 'Virginia': ['Ginny'], 'Cornelius': ['Neil'],
    'Reginald': ['Reggie'], 'Clarence': ['Cal'], 'Mildred': ['Millie'],
    'Guadalupe': ['Lupe'], 'Alejandro': ['Alex'], 'Francesca': ['Frankie'],
    'Gregory': ['Greg'], 'Timothy': ['Tim'], 'Raymond': ['Ray'],
    'Samuel': ['Sam'], 'Douglas': ['Doug'], 'Nicholas': ['Nick'],
}

# city, state abbr, state name, area code, zip prefix
CITIES = [
    ('Columbus', 'OH', 'Ohio', '614', '432'), ('Dayton', 'OH', 'Ohio', '937', '454'),
    ('Toledo', 'OH', 'Ohio', '419', '436'), ('Akron', 'OH', 'Ohio', '330', '443'),
    ('Xenia', 'OH', 'Ohio', '937', '453'), ('Pittsburgh', 'PA', 'Pennsylvania', '412', '152'),
    ('Allentown', 'PA', 'Pennsylvania', '610', '181'), ('Erie', 'PA', 'Pennsylvania', '814', '165'),
    ('Baltimore', 'MD', 'Maryland', '410', '212'), ('Richmond', 'VA', 'Virginia', '804', '232'),
    ('Roanoke', 'VA', 'Virginia', '540', '240'), ('Raleigh', 'NC', 'North Carolina', '919', '276'),
    ('Charlotte', 'NC', 'North Carolina', '704', '282'), ('Asheville', 'NC', 'North Carolina', '828', '288'),
    ('Columbia', 'SC', 'South Carolina', '803', '292'), ('Macon', 'GA', 'Georgia', '478', '312'),
    ('Atlanta', 'GA', 'Georgia', '404', '303'), ('Jacksonville', 'FL', 'Florida', '904', '322'),
    ('Tampa', 'FL', 'Florida', '813', '336'), ('Birmingham', 'AL', 'Alabama', '205', '352'),
    ('Memphis', 'TN', 'Tennessee', '901', '381'), ('Knoxville', 'TN', 'Tennessee', '865', '379'),
    ('Louisville', 'KY', 'Kentucky', '502', '402'), ('Lexington', 'KY', 'Kentucky', '859', '405'),
    ('Indianapolis', 'IN', 'Indiana', '317', '462'), ('Fort Wayne', 'IN', 'Indiana', '260', '468'),
    ('Detroit', 'MI', 'Michigan', '313', '482'), ('Grand Rapids', 'MI', 'Michigan', '616', '495'),
    ('Lansing', 'MI', 'Michigan', '517', '489'), ('Milwaukee', 'WI', 'Wisconsin', '414', '532'),
    ('Madison', 'WI', 'Wisconsin', '608', '537'), ('Minneapolis', 'MN', 'Minnesota', '612', '554'),
    ('Duluth', 'MN', 'Minnesota', '218', '558'), ('Des Moines', 'IA', 'Iowa', '515', '503'),
    ('Omaha', 'NE', 'Nebraska', '402', '681'), ('Kansas City', 'MO', 'Missouri', '816', '641'),
    ('St. Louis', 'MO', 'Missouri', '314', '631'), ('Springfield', 'IL', 'Illinois', '217', '627'),
    ('Peoria', 'IL', 'Illinois', '309', '616'), ('Chicago', 'IL', 'Illinois', '312', '606'),
    ('Tulsa', 'OK', 'Oklahoma', '918', '741'), ('Little Rock', 'AR', 'Arkansas', '501', '722'),
    ('Shreveport', 'LA', 'Louisiana', '318', '711'), ('Houston', 'TX', 'Texas', '713', '770'),
    ('San Antonio', 'TX', 'Texas', '210', '782'), ('Lubbock', 'TX', 'Texas', '806', '794'),
    ('Albuquerque', 'NM', 'New Mexico', '505', '871'), ('Tucson', 'AZ', 'Arizona', '520', '857'),
    ('Denver', 'CO', 'Colorado', '303', '802'), ('Pueblo', 'CO', 'Colorado', '719', '810'),
    ('Salt Lake City', 'UT', 'Utah', '801', '841'), ('Boise', 'ID', 'Idaho', '208', '837'),
    ('Spokane', 'WA', 'Washington', '509', '992'), ('Tacoma', 'WA', 'Washington', '253', '984'),
    ('Eugene', 'OR', 'Oregon', '541', '974'), ('Sacramento', 'CA', 'California', '916', '958'),
    ('Fresno', 'CA', 'California', '559', '937'), ('Reno', 'NV', 'Nevada', '775', '895'),
    ('Worcester', 'MA', 'Massachusetts', '508', '016'), ('Hartford', 'CT', 'Connecticut', '860', '061'),
    ('Providence', 'RI', 'Rhode Island', '401', '029'), ('Burlington', 'VT', 'Vermont', '802', '054'),
    ('Manchester', 'NH', 'New Hampshire', '603', '031'), ('Bangor', 'ME', 'Maine', '207', '044'),
    ('Albany', 'NY', 'New York', '518', '122'), ('Syracuse', 'NY', 'New York', '315', '132'),
    ('Buffalo', 'NY', 'New York', '716', '142'), ('Trenton', 'NJ', 'New Jersey', '609', '086'),
    ('Wilmington', 'DE', 'Delaware', '302', '198'), ('Charleston', 'WV', 'West Virginia', '304', '253'),
    ('Anchorage', 'AK', 'Alaska', '907', '995'), ('Gallup', 'NM', 'New Mexico', '505', '873'),
]

COUNTIES = ['Franklin County', 'Montgomery County', 'Greene County',
            'Allegheny County', 'Wake County', 'Jefferson County',
            'Marion County', 'Dane County', 'Polk County', 'Douglas County',
            'Shelby County', 'Bexar County', 'Pima County', 'Ada County',
            'Erie County', 'Kanawha County', 'Hennepin County']

STREET_NAMES = """Elm Oak Maple Cedar Pine Walnut Chestnut Birch Willow Hickory
Sycamore Main Church Mill Water High Union Franklin Jefferson Madison
Washington Lincoln Grant Monroe Lake Hill Park River Spring Ridge Meadow
Orchard Prospect Summit Valley Forest Highland Sunset Fairview Greenwood
Lakeview Harbor Brookside Cherry Dogwood Magnolia Poplar Laurel Hawthorne Holly
Juniper Tanglewood Foxcroft Quail Run Old Mill Cardinal Whipple Linden
Beechwood Kingston Belmont Arlington Wabash Locust""".split()
STREET_NAMES = [x for x in STREET_NAMES if x not in ('Run', 'Old', 'Mill')] + \
    ['Quail Run', 'Old Mill', 'Mill', '3rd', '14th', 'W 22nd', 'E 9th',
     'N High', 'S Main', 'Martin Luther King Jr']
STREET_TYPES = ['Street', 'St', 'St.', 'Avenue', 'Ave', 'Ave.', 'Road', 'Rd',
                'Drive', 'Dr', 'Lane', 'Ln', 'Court', 'Ct', 'Boulevard',
                'Blvd', 'Way', 'Place', 'Pl', 'Circle', 'Terrace', 'Pike',
                'Parkway']
UNITS = ['Apt 3', 'Apt 2B', 'Apt. 114', 'Unit 14', '#5', 'Lot 22', 'Apt 7F',
         'Unit B', '#210', 'Apt 1', 'Trlr 9', 'Ste 300']

HOSP_PREFIX = ['Lakeside', 'Riverbend', 'Mercy Ridge', 'Harwood', 'Pine Valley',
               'Sacred Oaks', 'Cedar Hollow', 'Northfield', 'Bellamy County',
               'Eastbrook', 'Westmont', 'Fairhaven', 'Stonebridge',
               'Clearwater', 'Silver Lake', 'Oak Crest', 'Granite Falls',
               'Brightwater', 'Kingsley', 'Ashgrove', 'Meadowlark', 'Holloway']
HOSP_SUFFIX = ['General Hospital', 'Medical Center', 'University Medical Center',
               'Regional Medical Center', 'Community Hospital',
               'Memorial Hospital', 'Hospital', 'Health Center']
SAINTS = ["St. Brendan's Medical Center", 'St. Agnes Hospital',
          "St. Cyril's Regional", 'St. Hedwig Memorial Hospital',
          'Our Lady of Mercy Hospital', 'St. Adalbert Medical Center',
          "St. Jude Thaddeus Hospital", 'Holy Redeemer Hospital']

CLINIC_FORMS = ['{p} Family Medicine', '{p} Internal Medicine Associates',
                '{p} Primary Care', '{p} Community Health Center',
                '{p} Cardiology Associates', '{p} Medical Group',
                '{p} Family Practice', '{p} Health Partners',
                '{p} Pulmonary & Sleep', '{p} Kidney Care',
                '{p} Geriatrics Clinic', '{p} Free Clinic']
CLINIC_PREFIX = ['Eastside', 'Greenway', 'Northgate', 'Southpoint', 'Hillcrest',
                 'Briarwood', 'Parkview', 'Sunnyvale', 'Westgate', 'Elmhurst',
                 'Redbud', 'Fox Run', 'Millbrook', 'Bayview', 'Copper Creek',
                 'Three Rivers', 'Prairie View', 'Heritage']
SNFS = ['Brookhaven Nursing & Rehabilitation', 'The Willows Care Center',
        'Autumn Ridge Health Care', 'Golden Meadows Senior Living',
        'Maple Grove Rehab', 'Heritage Oaks Skilled Nursing', 'Sunrise Manor',
        'Cedarwood Assisted Living', 'Pleasant View Care Center',
        'Riverside Transitional Care', 'Laurel Hill Nursing Home',
        'Evergreen Commons', 'Shady Pines Rehabilitation Center',
        'Windsor Gardens LTACH', 'Kindred Oaks Acute Rehab']
PHARMACIES = ['Hilltop Pharmacy', 'Main Street Drug', 'Corner Apothecary',
              'ValueCare Pharmacy', 'Greenleaf Pharmacy', 'Family Drug Mart',
              'QuickRx Pharmacy', 'Penny Saver Pharmacy', 'Medi-Mart Pharmacy',
              'Bluebonnet Drug']
HOSPICES = ['Harbor Light Hospice', 'Evening Star Hospice',
            'Gentle Shores Hospice House', 'Compass Rose Hospice',
            'Stillwater Hospice & Palliative Care']
HOME_HEALTH = ['Caring Hands Home Health', 'BrightPath Home Care',
               'Hometown Visiting Nurses', 'Comfort Keepers of the Valley']
DIALYSIS = ['Riverside Dialysis Unit', 'Northgate Kidney Center',
            'Three Rivers Dialysis', 'Eastside Renal Center']
WARDS = ['7 West', '4 North', '5 South', '6 East', 'Tower 8', 'Blake 6',
         '3 Center', 'Heart Tower 5', '9 Med', '5W', '4N', '6 Ellison',
         'Founders 3', 'Gold Pod', '8 Tower']
BUILDINGS = ['Reyes Pavilion', 'Whitmore Tower', 'Gilbert Building',
             'Hale Pavilion', 'Kerr Building', 'Lindley Wing',
             'Castellano Tower', 'Ambrose Annex']

EMPLOYERS = ['Acme Freight', 'Tri-County Transit', 'Kessler Steel',
             'Dollar Barn', 'Harmon Foods', 'Great Lakes Logistics',
             'Bluebird Diner', 'Hartley Construction', 'Ridgeway Auto Body',
             'Summit Roofing', 'Pioneer Grain Co-op', 'Northstar Call Center',
             'Riverside School District', 'Lincoln Elementary School',
             'Jefferson High School', 'Tasty Bakes Bakery',
             'ProClean Janitorial', 'Meridian Insurance Group',
             'Walker & Sons Plumbing', 'Quick Stop Gas', 'Valley Poultry',
             'Crossroads Warehouse', 'Sunbelt Call Solutions',
             'Mapleton Public Library', 'Ironworks Local 17',
             'Buckeye Packaging', 'Central Cab Co.', 'Hometown Hardware']
CHURCHES = ['Grace Lutheran Church', "St. Anne's Parish", 'First Baptist Church',
            'New Hope AME Church', 'Temple Beth Shalom',
            'Islamic Center of the Valley', 'Living Waters Fellowship',
            "Kingdom Hall", 'St. Nicholas Greek Orthodox Church']
INSURERS = ['BlueRiver Health Plan', 'Keystone Family Health',
            'Summit Senior Advantage', 'Great Plains Mutual',
            'Unity Care Health Plan', 'Horizonline Health',
            'Cardinal Community Care', 'PrimeWell Medicare Advantage',
            'Lakeshore Employee Benefits Trust', 'Heartland Health Alliance']
PUBLIC_PLANS = ['Medicare', 'Medicaid', 'Medicare Part A/B', 'TRICARE']
EMS = ['Metro EMS', 'Bellamy County EMS', 'Northside Fire Rescue',
       'Valley Ambulance Service', 'LifeStar Air Medical',
       'Township Fire Dept Medic', 'MedCorp Transport']
FUNERAL = ['Hargrove & Sons Funeral Home', 'Peaceful Rest Funeral Chapel',
           'Whitfield Funeral Services', 'Oakwood Memorial Chapel',
           'Brennan-Lowe Funeral Home', 'Greenlawn Cremation Society']
DME = ['ComfortCare Medical Supply', 'AeroO2 Home Oxygen', 'MobilityPlus DME',
       'Keystone Respiratory Services', 'HomeStead Medical Equipment']
OPO = ['MidState Donor Alliance', 'Heartland Organ Network',
       'Lakes Region Gift of Life']
LANDMARKS = ['the Greyhound terminal', 'Lakefront Park pavilion', 'the Elm St overpass',
             'Riverside Park boat launch', 'the Maple Grove shopping plaza',
             'the Union Station bus shelter', 'Memorial Stadium lot C', 'the Harmon Street bridge',
             'the public library steps', 'Veterans Memorial Plaza']
AGENCIES = ['Adult Protective Services', 'Area Agency on Aging',
            'Salvation Army shelter', 'Union Rescue Mission']

PROFESSIONS = ['machinist', 'truck driver', 'school bus driver', 'accountant',
               'electrician', 'hairdresser', 'line cook', 'teacher', 'farmer',
               'roofer', 'home health aide', 'nurse', 'auto mechanic',
               'carpenter', 'plumber', 'cashier', 'warehouse worker',
               'construction worker', 'welder', 'security guard',
               'mail carrier', 'librarian', 'pastor', 'software engineer',
               'bartender', 'waitress', 'janitor', 'landscaper', 'firefighter',
               'police officer', 'attorney', 'civil engineer', 'coal miner',
               'steelworker', 'seamstress', 'daycare worker',
               'real estate agent', 'rideshare driver', 'dental hygienist',
               'social worker', 'college professor', 'bank teller',
               'forklift operator', 'painter', 'hospice volunteer',
               'insurance adjuster', 'barber', 'chef', 'pharmacy technician',
               'postal clerk', 'housekeeper', 'meat packer', 'dairy farmer',
               'long-haul trucker', 'factory worker', 'secretary',
               'bookkeeper', 'nursing assistant', 'HVAC technician']

COUNTRIES = ['Mexico', 'Guatemala', 'El Salvador', 'Honduras',
             'Dominican Republic', 'Haiti', 'Jamaica', 'Cuba', 'Colombia',
             'Venezuela', 'Brazil', 'Poland', 'Ukraine', 'Russia', 'Germany',
             'Ireland', 'Italy', 'Greece', 'India', 'Pakistan', 'Bangladesh',
             'China', 'Vietnam', 'the Philippines', 'South Korea', 'Japan',
             'Nigeria', 'Ghana', 'Somalia', 'Ethiopia', 'Kenya', 'Egypt',
             'Lebanon', 'Iraq', 'Bosnia', 'Canada', 'Laos', 'Nepal',
             'Myanmar', 'Peru']
LANG = {'Mexico': 'Spanish', 'Guatemala': 'Spanish', 'El Salvador': 'Spanish',
        'Honduras': 'Spanish', 'Dominican Republic': 'Spanish',
        'Haiti': 'Haitian Creole', 'Cuba': 'Spanish', 'Colombia': 'Spanish',
        'Venezuela': 'Spanish', 'Brazil': 'Portuguese', 'Poland': 'Polish',
        'Ukraine': 'Ukrainian', 'Russia': 'Russian', 'Vietnam': 'Vietnamese',
        'China': 'Mandarin', 'Somalia': 'Somali', 'Nepal': 'Nepali',
        'Bangladesh': 'Bengali', 'South Korea': 'Korean', 'Iraq': 'Arabic',
        'Egypt': 'Arabic', 'Lebanon': 'Arabic', 'Laos': 'Lao',
        'Myanmar': 'Burmese', 'Peru': 'Spanish', 'Bosnia': 'Bosnian',
        'Ethiopia': 'Amharic'}

REL_F = ['wife', 'daughter', 'sister', 'niece', 'granddaughter', 'mother',
         'daughter-in-law', 'partner', 'friend', 'neighbor', 'girlfriend']
REL_M = ['husband', 'son', 'brother', 'nephew', 'grandson', 'father',
         'son-in-law', 'partner', 'friend', 'neighbor', 'boyfriend']

CRED_DOC = ['MD', 'MD', 'MD', 'DO']
CRED_APP = ['NP', 'PA-C', 'ACNP-BC', 'FNP']
