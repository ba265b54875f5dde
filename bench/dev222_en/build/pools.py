"""Invented name, place and organisation pools for dev222_en (author 222)."""

MALE = [
    'James', 'Oliver', 'Harry', 'George', 'Arthur', 'Thomas', 'William', 'Jack', 'Noah', 'Leo',
    'Samuel', 'Daniel', 'Michael', 'Robert', 'David', 'Richard', 'Joseph', 'Charles', 'Kevin',
    'Brian', 'Gary', 'Dennis', 'Raymond', 'Trevor', 'Colin', 'Derek', 'Graham', 'Keith', 'Neil',
    'Stuart', 'Alan', 'Clive', 'Malcolm', 'Rhys', 'Gareth', 'Dylan', 'Callum', 'Euan', 'Hamish',
    'Ciaran', 'Declan', 'Padraig', 'Mohammed', 'Imran', 'Arjun', 'Rajesh', 'Sanjay', 'Vikram',
    'Tariq', 'Bilal', 'Yusuf', 'Hassan', 'Kwame', 'Chidi', 'Emeka', 'Tunde', 'Kofi', 'Themba',
    'Wei', 'Jun', 'Hiroshi', 'Minh', 'Tuan', 'Jae-won', 'Carlos', 'Luis', 'Jorge', 'Diego',
    'Mateo', 'Alejandro', 'Ramon', 'Tomasz', 'Piotr', 'Marek', 'Andrei', 'Dmitri', 'Stefan',
    'Lars', 'Pieter', 'Marco', 'Giorgio', 'Dwayne', 'Tyrone', 'DeShawn', 'Marcus', 'Terrence',
    'Cody', 'Travis', 'Dustin', 'Wyatt', 'Chase', 'Brandon', 'Tyler', 'Will', 'Jerome', 'Elijah',
    'Ezra', 'Abdul', 'Omar', 'Kenji', 'Ashok',
]
FEMALE = [
    'Olivia', 'Amelia', 'Isla', 'Ava', 'Mia', 'Grace', 'Sophie', 'Emily', 'Margaret', 'Joan',
    'Dorothy', 'Patricia', 'Barbara', 'Susan', 'Linda', 'Karen', 'Sandra', 'Janet', 'Pauline',
    'Maureen', 'Brenda', 'Sheila', 'Irene', 'Doreen', 'Gwen', 'Bethan', 'Ffion', 'Siobhan',
    'Niamh', 'Aoife', 'Morag', 'Kirsty', 'Fiona', 'Shona', 'Priya', 'Anjali', 'Sunita', 'Deepa',
    'Fatima', 'Aisha', 'Zainab', 'Nasreen', 'Amina', 'Ngozi', 'Chiamaka', 'Adaeze', 'Abena',
    'Thandiwe', 'Mei', 'Li Na', 'Yuki', 'Hoa', 'Linh', 'Soo-jin', 'Maria', 'Lucia', 'Carmen',
    'Guadalupe', 'Rosa', 'Valentina', 'Ximena', 'Agnieszka', 'Katarzyna', 'Olga', 'Irina',
    'Ingrid', 'Annika', 'Giulia', 'Francesca', 'LaToya', 'Keisha', 'Tamika', 'Shanice', 'Jasmine',
    'Brittany', 'Kayla', 'Ashley', 'Madison', 'Savannah', 'Hope', 'Faith', 'Joy', 'June', 'May',
    'Rose', 'Ivy', 'Hazel', 'Dolores', 'Eleanor', 'Harriet', 'Winifred', 'Edna', 'Mabel',
    'Precious', 'Blessing', 'Leila', 'Yasmin', 'Noor', 'Keiko',
]
SURNAMES = [
    'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson',
    'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood',
    'Jackson', 'Clarke', 'Hughes', 'Edwards', 'Lewis', 'Harris', 'Morgan', 'Pritchard', 'Llewellyn',
    'Bevan', 'Griffiths', 'MacLeod', 'McKenzie', 'Fraser', 'Campbell', 'Stewart', 'Murray',
    "O'Connor", "O'Sullivan", 'Byrne', 'Doherty', 'Gallagher', 'Kavanagh', 'Patel', 'Shah',
    'Sharma', 'Gupta', 'Singh', 'Kaur', 'Chaudhry', 'Hussain', 'Ahmed', 'Khan', 'Begum', 'Rahman',
    'Iqbal', 'Mahmood', 'Okafor', 'Adeyemi', 'Okonkwo', 'Mensah', 'Asante', 'Boateng', 'Nwosu',
    'Abubakar', 'Ndlovu', 'Dlamini', 'Chen', 'Wang', 'Li', 'Zhang', 'Nguyen', 'Tran', 'Pham',
    'Kim', 'Park', 'Tanaka', 'Sato', 'Garcia', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez',
    'Gonzalez', 'Perez', 'Sanchez', 'Ramirez', 'Flores', 'Castillo', 'Morales', 'Kowalski',
    'Nowak', 'Wisniewski', 'Novak', 'Ivanova', 'Petrov', 'Popescu', 'Jansen', 'de Vries',
    'Rossi', 'Bianchi', 'Esposito', 'Andersson', 'Lindqvist', 'Miller', 'Davis', 'Anderson',
    'Moore', 'Martin', 'Thomas', 'Lee', 'Harper', 'Reyes', 'Washington', 'Jefferson', 'Freeman',
    'Coleman', 'Bennett', 'Hayes', 'Foster', 'Russell', 'Griffin', 'Sullivan', 'Murphy',
    'Parkinson', 'Wells', 'Addison', 'Graves', 'Bell', 'Cushing', 'Baker', 'Mason', 'Cooper',
    'Frost', 'Marsh', 'Banks', 'Rose', 'Black', 'Young', 'Hale', 'Lyon', 'Glasgow', 'Chester',
    'Kendall', 'Whitfield', 'Ashworth', 'Blackwood', 'Thornton', 'Pemberton', 'Ramsbottom',
    'Holroyd', 'Sutcliffe', 'Haworth', 'Fairbairn', 'Penhaligon', 'Trelawney', 'Quigley',
    'Delgado', 'Villanueva', 'Oyelaran', 'Achterberg', 'Szabo', 'Horvath', 'Brennan-Wu',
    'Lloyd-Jones', 'Ahmed-Clarke', 'Van der Berg', 'St. Clair', 'McAllister', 'Fitzgerald',
    'Okoro', 'Haddad', 'Nasser', 'Farouk', 'Cohen', 'Levy', 'Goldberg', 'Friedman', 'Yilmaz',
    'Demir', 'Papadopoulos', 'Georgiou', 'Kaczmarek', 'Baptiste', 'Pierre', 'Toussaint',
]
NICK = {'William': 'Bill', 'Robert': 'Bob', 'Margaret': 'Peggy', 'Richard': 'Dick',
        'Joseph': 'Joe', 'Charles': 'Charlie', 'Dorothy': 'Dot', 'Patricia': 'Pat',
        'Michael': 'Mike', 'Thomas': 'Tom', 'Samuel': 'Sam', 'Daniel': 'Danny',
        'Winifred': 'Winnie', 'Elizabeth': 'Liz', 'Katarzyna': 'Kasia', 'Alejandro': 'Alex',
        'Raymond': 'Ray', 'James': 'Jim', 'Eleanor': 'Ellie', 'Susan': 'Sue', 'Barbara': 'Babs'}

# UK regions: city, nearby towns, county (CITY type), postcode area, dialling code
UK_REGIONS = [
    {'city': 'Leeds', 'towns': ['Pudsey', 'Morley', 'Otley', 'Garforth', 'Rothwell'],
     'county': 'West Yorkshire', 'pc': 'LS', 'code': '0113'},
    {'city': 'Sheffield', 'towns': ['Rotherham', 'Stocksbridge', 'Dronfield', 'Chapeltown'],
     'county': 'South Yorkshire', 'pc': 'S', 'code': '0114'},
    {'city': 'Nottingham', 'towns': ['Beeston', 'Arnold', 'Hucknall', 'West Bridgford'],
     'county': 'Nottinghamshire', 'pc': 'NG', 'code': '0115'},
    {'city': 'Leicester', 'towns': ['Wigston', 'Oadby', 'Loughborough', 'Hinckley'],
     'county': 'Leicestershire', 'pc': 'LE', 'code': '0116'},
    {'city': 'Bristol', 'towns': ['Keynsham', 'Portishead', 'Clevedon', 'Yate'],
     'county': 'Avon', 'pc': 'BS', 'code': '0117'},
    {'city': 'Reading', 'towns': ['Wokingham', 'Bracknell', 'Newbury', 'Theale'],
     'county': 'Berkshire', 'pc': 'RG', 'code': '0118'},
    {'city': 'Birmingham', 'towns': ['Solihull', 'Sutton Coldfield', 'Dudley', 'Halesowen'],
     'county': 'West Midlands', 'pc': 'B', 'code': '0121'},
    {'city': 'Edinburgh', 'towns': ['Musselburgh', 'Dalkeith', 'Livingston', 'Penicuik'],
     'county': 'Midlothian', 'pc': 'EH', 'code': '0131'},
    {'city': 'Glasgow', 'towns': ['Paisley', 'Clydebank', 'Rutherglen', 'Kirkintilloch'],
     'county': 'Lanarkshire', 'pc': 'G', 'code': '0141'},
    {'city': 'Liverpool', 'towns': ['Bootle', 'Birkenhead', 'Huyton', 'Crosby', 'Formby'],
     'county': 'Merseyside', 'pc': 'L', 'code': '0151'},
    {'city': 'Manchester', 'towns': ['Stockport', 'Salford', 'Oldham', 'Bury', 'Wigan'],
     'county': 'Greater Manchester', 'pc': 'M', 'code': '0161'},
    {'city': 'London', 'towns': ['Hackney', 'Croydon', 'Ealing', 'Lewisham', 'Enfield', 'Harrow'],
     'county': 'Greater London', 'pc': 'E', 'code': '020'},
    {'city': 'Newcastle upon Tyne', 'towns': ['Gateshead', 'Whitley Bay', 'Wallsend', 'Hexham'],
     'county': 'Tyne and Wear', 'pc': 'NE', 'code': '0191'},
    {'city': 'Cardiff', 'towns': ['Penarth', 'Caerphilly', 'Barry', 'Pontypridd'],
     'county': 'Glamorgan', 'pc': 'CF', 'code': '029'},
    {'city': 'Belfast', 'towns': ['Lisburn', 'Bangor', 'Newtownabbey', 'Holywood'],
     'county': 'County Antrim', 'pc': 'BT', 'code': '028'},
]

US_REGIONS = [
    {'city': 'Columbus', 'towns': ['Dublin', 'Westerville', 'Grove City', 'Hilliard'],
     'state': 'Ohio', 'st': 'OH', 'zip': '432', 'area': '614'},
    {'city': 'Denver', 'towns': ['Aurora', 'Lakewood', 'Englewood', 'Littleton'],
     'state': 'Colorado', 'st': 'CO', 'zip': '802', 'area': '303'},
    {'city': 'Portland', 'towns': ['Beaverton', 'Gresham', 'Tigard', 'Hillsboro'],
     'state': 'Oregon', 'st': 'OR', 'zip': '972', 'area': '503'},
    {'city': 'Atlanta', 'towns': ['Decatur', 'Marietta', 'Smyrna', 'Roswell'],
     'state': 'Georgia', 'st': 'GA', 'zip': '303', 'area': '404'},
    {'city': 'Phoenix', 'towns': ['Mesa', 'Tempe', 'Glendale', 'Chandler'],
     'state': 'Arizona', 'st': 'AZ', 'zip': '850', 'area': '602'},
    {'city': 'Minneapolis', 'towns': ['Bloomington', 'Edina', 'Richfield', 'Plymouth'],
     'state': 'Minnesota', 'st': 'MN', 'zip': '554', 'area': '612'},
    {'city': 'Nashville', 'towns': ['Franklin', 'Brentwood', 'Murfreesboro', 'Hendersonville'],
     'state': 'Tennessee', 'st': 'TN', 'zip': '372', 'area': '615'},
    {'city': 'Albany', 'towns': ['Troy', 'Schenectady', 'Colonie', 'Saratoga Springs'],
     'state': 'New York', 'st': 'NY', 'zip': '122', 'area': '518'},
    {'city': 'Sacramento', 'towns': ['Elk Grove', 'Roseville', 'Folsom', 'Davis'],
     'state': 'California', 'st': 'CA', 'zip': '958', 'area': '916'},
    {'city': 'Raleigh', 'towns': ['Cary', 'Apex', 'Garner', 'Wake Forest'],
     'state': 'North Carolina', 'st': 'NC', 'zip': '276', 'area': '919'},
    {'city': 'Madison', 'towns': ['Middleton', 'Sun Prairie', 'Verona', 'Fitchburg'],
     'state': 'Wisconsin', 'st': 'WI', 'zip': '537', 'area': '608'},
    {'city': 'Richmond', 'towns': ['Glen Allen', 'Midlothian', 'Mechanicsville', 'Chester'],
     'state': 'Virginia', 'st': 'VA', 'zip': '232', 'area': '804'},
    {'city': 'Hartford', 'towns': ['West Hartford', 'Manchester', 'Wethersfield', 'Bristol'],
     'state': 'Connecticut', 'st': 'CT', 'zip': '061', 'area': '860'},
    {'city': 'Omaha', 'towns': ['Bellevue', 'Papillion', 'La Vista', 'Council Bluffs'],
     'state': 'Nebraska', 'st': 'NE', 'zip': '681', 'area': '402'},
    {'city': 'Boise', 'towns': ['Meridian', 'Nampa', 'Eagle', 'Kuna'],
     'state': 'Idaho', 'st': 'ID', 'zip': '837', 'area': '208'},
    {'city': 'Houston', 'towns': ['Pasadena', 'Sugar Land', 'Katy', 'Pearland'],
     'state': 'Texas', 'st': 'TX', 'zip': '770', 'area': '713'},
    {'city': 'Baltimore', 'towns': ['Towson', 'Columbia', 'Dundalk', 'Catonsville'],
     'state': 'Maryland', 'st': 'MD', 'zip': '212', 'area': '410'},
]

STREET_STEMS = ['Elm', 'Oak', 'Larkspur', 'Beech', 'Holly', 'Hawthorn', 'Meadow', 'Mill', 'Church',
                'Station', 'Victoria', 'Albert', 'Queens', 'Kings', 'Park', 'Chapel', 'Orchard',
                'Willow', 'Ash', 'Rowan', 'Heather', 'Priory', 'Abbey', 'Cedar', 'Maple', 'Pine',
                'Birch', 'Sycamore', 'Lincoln', 'Jefferson', 'Magnolia', 'Dogwood', 'Ridge',
                'Lakeview', 'Sunset', 'Prospect', 'Highland', 'Harbor', 'Bramble', 'Foxglove',
                'Kestrel', 'Heron', 'Falcon', 'Wren', 'Thistle', 'Ivy', 'Granby', 'Moorland',
                'Clifton', 'Belmont', 'Ashfield', 'Greenbank', 'Westfield', 'Northgate', 'Canal']
UK_SUFFIX = ['Road', 'Street', 'Lane', 'Close', 'Avenue', 'Crescent', 'Drive', 'Grove', 'Terrace',
             'Way', 'Gardens', 'Court', 'Rise', 'Walk', 'Mews', 'View']
US_SUFFIX = ['St', 'Ave', 'Rd', 'Blvd', 'Dr', 'Ln', 'Ct', 'Way', 'Pl', 'Pkwy', 'Street', 'Avenue',
             'Road', 'Drive', 'Lane', 'Circle', 'Trail']
UK_FLATS = ['Flat 2', 'Flat 14', 'Flat 3B', 'Apartment 7', 'Flat 21']
US_UNITS = ['Apt 4B', 'Apt 12', 'Unit 3', '#207', 'Apt. 1C', 'Suite 110', 'Lot 42']
HOUSE_NAMES = ['Rose Cottage', 'The Laurels', 'Ty Gwyn', 'Fernlea', 'Woodside House']

# Facility name pieces (invented)
PLACE_WORDS = ['Oakridge', 'Brookfield', 'Kirkgate', 'Aldwych', 'Moorview', 'Fairhaven',
               'Riverside', 'Westmere', 'Hollins', 'Castlegate', 'Ashbourne', 'Greystones',
               'Ravenscroft', 'Stonebridge', 'Lakeside', 'Pinecrest', 'Cedar Hill', 'Summit',
               'Harbourside', 'Northfield', 'Valley View', 'Bramley', 'Whitcombe', 'Eastwood',
               'Harrowgate', 'Millbrook', 'Silverdale', 'Thornbury', 'Wyndham', 'Copperfield']
SAINTS = ["Brendan's", "Columba's", "Agnes'", "Hilda's", "Aidan's", "Jude's", "Cuthbert's",
          "Bride's", "Raphael's", "Monica's", "Wilfrid's", "Dunstan's"]
UK_HOSP_FMT = ['{p} General Hospital', '{p} Royal Infirmary', "St {s} Hospital",
               '{p} District General Hospital', 'Royal {p} Hospital', '{p} University Hospital',
               '{p} Community Hospital']
US_HOSP_FMT = ['{p} Regional Medical Center', 'St. {s} Hospital', '{p} Memorial Hospital',
               'Mercy {p} Medical Center', '{p} University Hospital', '{p} General Hospital',
               '{p} Health Medical Center']
UK_GP_FMT = ['{p} Surgery', '{p} Medical Practice', '{p} Health Centre', '{p} Medical Centre',
             'The {p} Practice', '{p} Family Practice']
US_PCP_FMT = ['{p} Family Medicine', '{p} Primary Care', '{p} Internal Medicine Associates',
              '{p} Community Health Center', '{p} Family Physicians']
UK_PHARM_FMT = ['{p} Pharmacy', '{p} Chemist', '{p} Pharmacy & Health Store', '{p} Dispensary',
                'Wellspring Pharmacy ({p})']
US_PHARM_FMT = ['{p} Pharmacy', '{p} Drug', 'RxCorner Pharmacy #{n}', 'ValuMed Pharmacy #{n}',
                '{p} Apothecary', 'HealthWay Pharmacy #{n}']
CARE_HOME_FMT = ['{p} Care Home', '{p} Lodge Nursing Home', '{p} House Residential Home',
                 '{p} Manor Care Centre', '{p} Court Care Home']
US_SNF_FMT = ['{p} Senior Living', '{p} Skilled Nursing Facility', '{p} Rehabilitation Center',
              '{p} Assisted Living']
UK_WARDS = ['Ward 24', 'Ward 7B', 'Ward 31', 'Beech Ward', 'Nightingale Ward', 'Larch Ward',
            'Ward 12', 'Ward 4A', 'Rowan Ward', 'Harvey Ward', 'Ward 19', 'Elm Ward',
            'Cedar Ward', 'Ward 6', 'Lister Ward', 'Seacole Ward']
US_UNITS_WARD = ['4 West', '5 North', '6C', '7 East', 'Unit 3B', '8 South', '3 West Med-Surg',
                 '2 North Telemetry', '9A', 'Pavilion 5']

EMPLOYERS = ['Acre Lane Logistics', 'Brightwater Foods', 'Halden Engineering', 'Marlow & Finch',
             'Northstar Couriers', 'Kingfisher Builders', 'Bluebell Nurseries', 'Tannery Row Bakery',
             'Quayside Hotels', 'Redfern Plastics', 'Sterling Print Works', 'Cobalt Data Systems',
             'Pioneer Grain Co-op', 'Summit Roofing LLC', 'Lone Pine Trucking', 'Riverbend Casino',
             'Tri-County Waste Services', 'Granite State Mills', 'Copperline Electric',
             'Harbor Freight Lines', 'Maple Leaf Diner', 'Westgate Academy', 'Fernhill Primary School',
             'Lakeshore High School', 'St. Ignatius Parish', 'Grace Community Church',
             'Oakwood Leisure Centre', 'Parkside Garden Centre', 'Crown & Anchor', 'Vantage Call Centre']
INSURERS_US = ['Pinecrest Health Plan', 'Keystone Mutual Health', 'BlueHarbor Health',
               'Summit Care Alliance', 'Prairie Medicaid Partners', 'Evergreen Advantage (HMO)',
               'Cardinal Health Benefits Trust', 'Liberty Senior Rx (PDP)']
PBMS = ['ClearPath Rx Benefits', 'Meridian Script Services', 'Northline PBM', 'TrueScript Solutions']
INSURERS_UK = ['Albion Health Assurance', 'Thistle Private Medical', 'Westcliff Healthcare Cover']
WHOLESALERS_UK = ['Northway Pharma Distribution', 'Pennine Wholesale Ltd', 'Medwise Distributors', 'Severn Pharmaceuticals Ltd',
                  'Thamesbank Healthcare Supplies']
WHOLESALERS = ['Atlas Medical Supply', 'Great Lakes Drug Co.', 'Coastline Pharmaceutical Supply', 'Keystone Drug Distributors Inc.',
               'Prairie Wholesale Drug']
COURIERS = ['Swiftline Couriers', 'Blue Fox Deliveries', 'DoorStep Rx Logistics']

PROFESSIONS = ['bus driver', 'HGV driver', 'primary school teacher', 'teacher', 'nurse', 'plumber',
               'electrician', 'welder', 'farmer', 'chef', 'accountant', 'cleaner', 'care assistant',
               'carpenter', 'postman', 'hairdresser', 'taxi driver', 'software engineer',
               'police officer', 'firefighter', 'warehouse operative', 'shop assistant',
               'bricklayer', 'dental nurse', 'solicitor', 'librarian', 'social worker',
               'lorry driver', 'miner', 'machinist', 'security guard', 'cashier', 'mechanic',
               'roofer', 'paralegal', 'janitor', 'truck driver', 'line cook', 'barber',
               'veterinary nurse', 'poultry worker', 'pharmacist', 'carer', 'graphic designer',
               'landscaper', 'seamstress', 'civil servant', 'railway signaller', 'student nurse',
               'nanny', 'childminder', 'bartender', 'baker', 'builder', 'estate agent']
RELATIONS = ['wife', 'husband', 'daughter', 'son', 'partner', 'mother', 'father', 'sister',
             'brother', 'granddaughter', 'grandson', 'niece', 'neighbour', 'friend', 'carer']

TRAVEL = [
    ('Kenya', ['Nairobi', 'Mombasa', 'Kisumu']), ('Tanzania', ['Arusha', 'Zanzibar', 'Dar es Salaam']),
    ('Uganda', ['Kampala', 'Entebbe']), ('Ghana', ['Accra', 'Kumasi']), ('Nigeria', ['Lagos', 'Abuja']),
    ('India', ['Delhi', 'Goa', 'Kolkata', 'Jaipur']), ('Pakistan', ['Lahore', 'Karachi', 'Mirpur']),
    ('Bangladesh', ['Dhaka', 'Sylhet']), ('Thailand', ['Bangkok', 'Chiang Mai', 'Phuket']),
    ('Vietnam', ['Hanoi', 'Hoi An', 'Ho Chi Minh City']), ('Cambodia', ['Siem Reap', 'Phnom Penh']),
    ('Indonesia', ['Bali', 'Jakarta']), ('Peru', ['Cusco', 'Lima', 'Iquitos']),
    ('Brazil', ['Manaus', 'Salvador', 'Rio de Janeiro']), ('Colombia', ['Cartagena', 'Medellin']),
    ('Bolivia', ['La Paz', 'Uyuni']), ('Ecuador', ['Quito', 'Tena']),
    ('Mexico', ['Oaxaca', 'Cancun', 'Chiapas']), ('Guatemala', ['Antigua', 'Flores']),
    ('Nepal', ['Kathmandu', 'Pokhara']), ('Morocco', ['Marrakech', 'Fez']),
    ('Egypt', ['Luxor', 'Cairo']), ('South Africa', ['Cape Town', 'Durban']),
    ('Zambia', ['Livingstone', 'Lusaka']), ('Malawi', ['Lilongwe', 'Blantyre']),
    ('Philippines', ['Manila', 'Cebu']), ('Sri Lanka', ['Colombo', 'Kandy']),
    ('Gambia', ['Banjul']), ('Senegal', ['Dakar']), ('Haiti', ['Port-au-Prince']),
    ('Dominican Republic', ['Punta Cana', 'Santo Domingo']), ('Ethiopia', ['Addis Ababa']),
]
BIRTH_COUNTRIES = ['Poland', 'Nigeria', 'Pakistan', 'India', 'Jamaica', 'Ireland', 'Somalia',
                   'Romania', 'Mexico', 'Philippines', 'Vietnam', 'Ghana', 'Bangladesh',
                   'El Salvador', 'Guatemala', 'Lithuania', 'Portugal', 'Syria', 'Eritrea',
                   'Zimbabwe', 'Honduras', 'Ukraine', 'China', 'Kenya', 'Haiti']
EX_DOMAINS = ['example.org', 'example.com', 'example.net', 'mail.test', 'example.nhs.test',
              'inbox.test', 'example.co.test']
