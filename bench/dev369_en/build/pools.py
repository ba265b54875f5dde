"""Name, occupation and street pools for dev369_en (invented combinations)."""

FEMALE = [
    # British / Irish / Scottish / Welsh
    'Amelia', 'Isla', 'Freya', 'Poppy', 'Eleanor', 'Niamh', 'Aoife', 'Saoirse', 'Ciara', 'Roisin',
    'Siobhan', 'Eilidh', 'Morag', 'Catriona', 'Seren', 'Cerys', 'Bethan', 'Carys', 'Harriet',
    'Imogen', 'Philippa', 'Rosie', 'Lottie', 'Maisie', 'Darcey', 'Tilly', 'Jessica', 'Gemma',
    'Hayley', 'Kirsty', 'Leanne', 'Joanne', 'Clare', 'Deirdre', 'Orla', 'Grainne',
    # South Asian
    'Aisha', 'Ayesha', 'Fatima', 'Zainab', 'Maryam', 'Hafsa', 'Priya', 'Ananya', 'Kavya',
    'Meera', 'Simran', 'Harpreet', 'Jaspreet', 'Nusrat', 'Tahmina', 'Shabnam', 'Rukhsana',
    'Sana', 'Anjali', 'Lakshmi',
    # Arabic / Middle East / Turkish / Kurdish
    'Layla', 'Noor', 'Yasmin', 'Rania', 'Huda', 'Amira', 'Elif', 'Zeynep', 'Derya', 'Shirin',
    'Roya', 'Nasrin',
    # African
    'Chidera', 'Adaeze', 'Ngozi', 'Amaka', 'Folake', 'Yetunde', 'Abena', 'Akosua', 'Efua',
    'Ayan', 'Hodan', 'Fadumo', 'Wanjiru', 'Nandi', 'Thandiwe', 'Ruth', 'Blessing', 'Precious',
    # East / South-East Asian
    'Mei', 'Xiu', 'Lina', 'Yan', 'Hoa', 'Linh', 'Thuy', 'Mai', 'Ji-woo', 'Seo-yeon', 'Yuki',
    'Haruka', 'Maricel', 'Rowena', 'Lorna', 'Jovelyn',
    # European
    'Zofia', 'Katarzyna', 'Agnieszka', 'Ioana', 'Andreea', 'Mariana', 'Ines', 'Beatriz', 'Giulia',
    'Chiara', 'Francesca', 'Eleni', 'Despina', 'Annelies', 'Ingrid', 'Sigrid', 'Marta', 'Lucia',
    # Hispanic
    'Valentina', 'Camila', 'Ximena', 'Guadalupe', 'Marisol', 'Lucero', 'Daniela', 'Yesenia',
    # Jewish / Ashkenazi
    'Miriam', 'Rivka', 'Talia', 'Shira', 'Devorah', 'Esther', 'Naomi',
    # Maori / Pacific
    'Aroha', 'Mereana', 'Kahurangi', 'Anahera', 'Losana', 'Mele', 'Sina', 'Talia', 'Ana',
    # US / Canada / Australia
    'Madison', 'Brooklyn', 'Kayleigh', 'Addison', 'Harper', 'Avery', 'Savannah', 'Jordyn',
    'Mackenzie', 'Bronte', 'Matilda', 'Indiana', 'Sienna', 'Chloe', 'Brianna', 'Shayla',
    'Genevieve', 'Josée', 'Marie-Eve', 'Amelie',
]

MALE = [
    'Oliver', 'Harry', 'Alfie', 'Archie', 'Rory', 'Callum', 'Fraser', 'Angus', 'Hamish',
    'Ruaridh', 'Cillian', 'Oisin', 'Tadhg', 'Cian', 'Padraig', 'Eoin', 'Dylan', 'Rhys', 'Gethin',
    'Iwan', 'Owain', 'Toby', 'Jasper', 'Hugo', 'Barnaby', 'Freddie', 'Reggie', 'Kieran', 'Declan',
    'Gareth', 'Darren', 'Craig', 'Stuart', 'Ross', 'Lewis', 'Finlay',
    'Mohammed', 'Muhammad', 'Ibrahim', 'Yusuf', 'Bilal', 'Hamza', 'Zayn', 'Imran', 'Arjun',
    'Rohan', 'Vikram', 'Aarav', 'Kabir', 'Gurpreet', 'Harjit', 'Sukhdev', 'Rafiq', 'Shahid',
    'Tariq', 'Anwar',
    'Omar', 'Khalid', 'Samir', 'Karim', 'Mustafa', 'Emre', 'Baran', 'Kerem', 'Reza', 'Dariush',
    'Chinedu', 'Emeka', 'Obinna', 'Tunde', 'Kwame', 'Kofi', 'Yaw', 'Abdirahman', 'Mahad',
    'Abdi', 'Tendai', 'Sipho', 'Themba', 'Daniel', 'Samuel',
    'Wei', 'Jun', 'Hao', 'Minh', 'Duc', 'Quang', 'Tuan', 'Min-jun', 'Hiroshi', 'Kenji',
    'Jomar', 'Rogelio', 'Arnel',
    'Piotr', 'Tomasz', 'Krzysztof', 'Andrei', 'Mihai', 'Bogdan', 'Joao', 'Tiago', 'Rui',
    'Matteo', 'Luca', 'Giorgos', 'Nikos', 'Lars', 'Anders', 'Pieter', 'Jakub',
    'Santiago', 'Mateo', 'Alejandro', 'Diego', 'Joaquin', 'Luis', 'Emiliano',
    'Avraham', 'Eitan', 'Yosef', 'Moshe', 'Noam', 'Ariel',
    'Nikau', 'Tama', 'Wiremu', 'Rawiri', 'Sione', 'Viliami', 'Tevita', 'Manaia',
    'Brayden', 'Carter', 'Hunter', 'Jaxon', 'Landon', 'Colton', 'Bodhi', 'Lachlan', 'Hudson',
    'Cooper', 'Mason', 'Tyler', 'Dakota', 'Jean-Luc', 'Etienne', 'Mathieu', 'Xavier',
]

SURNAMES = [
    'Ashworth', 'Blenkinsop', 'Cartwright', 'Dunmore', 'Fairclough', 'Greenhalgh', 'Hargreaves',
    'Illingworth', 'Kettlewell', 'Lomax', 'Marchbank', 'Nuttall', 'Ormerod', 'Pickersgill',
    'Rawcliffe', 'Sowerby', 'Thistlethwaite', 'Whitworth', 'Yardley', 'Broadbent', 'Holroyd',
    'McAllister', 'MacLennan', 'Drummond', 'Urquhart', 'Menzies', 'Galbraith', 'Crichton',
    "O'Driscoll", "O'Sullivan", 'McGillicuddy', 'Fitzgerald', 'Ni Bhriain', 'Mulcahy', 'Keogh',
    'Brennan', 'Moriarty', 'Dolan', 'Geraghty', 'Haughey', 'McCarthy', 'Lynch', 'Cassidy',
    'ap Rhys', 'Pritchard', 'Llewellyn', 'Vaughan', 'Prosser', 'Bevan',
    'Chaudhry', 'Qureshi', 'Siddiqui', 'Malik', 'Rehman', 'Bhatti', 'Iqbal', 'Hussain', 'Akhtar',
    'Patel', 'Mehta', 'Desai', 'Raghunathan', 'Subramaniam', 'Krishnan', 'Sandhu', 'Gill',
    'Dhillon', 'Bains', 'Chowdhury', 'Begum', 'Rahman', 'Uddin', 'Miah',
    'Haddad', 'Al-Mansouri', 'Nasser', 'Khoury', 'Saleh', 'Farouk', 'Yilmaz', 'Demir', 'Kaya',
    'Ozturk', 'Hosseini', 'Karimi', 'Rostami',
    'Okonkwo', 'Adeyemi', 'Obi', 'Eze', 'Nwosu', 'Okafor', 'Adebayo', 'Oyelaran', 'Mensah',
    'Asante', 'Boateng', 'Owusu', 'Osei', 'Warsame', 'Abdullahi', 'Hassan', 'Farah', 'Kamau',
    'Ndlovu', 'Dlamini', 'Moyo', 'Banda',
    'Zhang', 'Liu', 'Chen', 'Huang', 'Wong', 'Ng', 'Tan', 'Lim', 'Nguyen', 'Tran', 'Pham',
    'Le', 'Vo', 'Kim', 'Park', 'Choi', 'Tanaka', 'Sato', 'Yamamoto', 'Santos', 'Reyes',
    'Dela Cruz', 'Villanueva', 'Bautista', 'Mendoza',
    'Kowalski', 'Nowak', 'Wisniewska', 'Zielinski', 'Popescu', 'Ionescu', 'Dumitru', 'Ferreira',
    'Oliveira', 'Costa', 'Rossi', 'Esposito', 'Bianchi', 'Romano', 'Papadopoulos', 'Georgiou',
    'Andersen', 'Lindqvist', 'van der Berg', 'de Vries', 'Novak', 'Horvath', 'Kovacs',
    'Gonzalez', 'Hernandez', 'Ramirez', 'Castillo', 'Morales', 'Vargas', 'Delgado', 'Ortega',
    'Gutierrez', 'Aguilar',
    'Goldberg', 'Rosenthal', 'Katz', 'Friedman', 'Weissman', 'Abramovitz', 'Levy', 'Shapiro',
    'Ngata', 'Tipene', 'Parata', 'Walker-Tau', 'Faleolo', 'Tuilagi', 'Fifita', 'Taufa',
    'Kessler', 'Yoder', 'Stoltzfus', 'Zook', 'Beiler', 'Fisher', 'Hostetler',
    'Tremblay', 'Gagnon', 'Bouchard', 'Lefebvre', 'Pelletier', 'Cote', 'Bergeron', 'Leblanc',
    'Barrington', 'Whitlock', 'Caldwell', 'Pemberton', 'Hollister', 'Kingsley', 'Mayhew',
    'Thornbury', 'Ellery', 'Garside', 'Winstanley', 'Corrigan', 'Rafferty', 'Delaney',
    'Stavros', 'Petrakis', 'Maddox', 'Ridley', 'Sutcliffe', 'Ackroyd',
]

NICKS = {'Oliver': 'Ollie', 'Harry': 'Haz', 'Alfie': 'Alf', 'Archie': 'Arch', 'Freddie': 'Fred',
         'Jessica': 'Jess', 'Eleanor': 'Ellie', 'Harriet': 'Hattie', 'Philippa': 'Pippa',
         'Matilda': 'Tilly', 'Alejandro': 'Alex', 'Mohammed': 'Mo', 'Samuel': 'Sam',
         'Daniel': 'Dan', 'Katarzyna': 'Kasia', 'Lachlan': 'Lachie', 'Valentina': 'Vale',
         'Giulia': 'Giuli', 'Brianna': 'Bri', 'Abdirahman': 'Abdi', 'Tomasz': 'Tomek',
         'Madison': 'Maddie', 'Genevieve': 'Gen', 'Mackenzie': 'Kenzie', 'Jovelyn': 'Jo'}

# Occupations of patients and relatives (PROFESSION); clinicians' roles are never used here.
PROFESSIONS = [
    'bus driver', 'primary school teacher', 'teaching assistant', 'accountant', 'electrician',
    'plumber', 'chef', 'line cook', 'software engineer', 'hairdresser', 'warehouse operative',
    'dairy farmer', 'sheep farmer', 'taxi driver', 'delivery driver', 'HGV driver',
    'care assistant', 'solicitor', 'paralegal', 'retail assistant', 'shop manager',
    'civil engineer', 'architect', 'graphic designer', 'joiner', 'carpenter', 'bricklayer',
    'forklift driver', 'security guard', 'police officer', 'firefighter', 'postal worker',
    'barista', 'bar manager', 'call centre advisor', 'bank clerk', 'mortgage adviser',
    'pharmacist', 'veterinary nurse', 'midwife', 'dental nurse', 'paramedic', 'physiotherapist',
    'lab technician', 'data analyst', 'web developer', 'journalist', 'librarian', 'mechanic',
    'motor mechanic', 'welder', 'fitter', 'butcher', 'baker', 'fisherman', 'deckhand',
    'landscape gardener', 'cleaner', 'school cook', 'nursery nurse', 'childminder',
    'university lecturer', 'research chemist', 'pilot', 'flight attendant', 'soldier',
    'army reservist', 'estate agent', 'insurance broker', 'shipping clerk', 'tiler',
    'painter and decorator', 'roofer', 'scaffolder', 'translator', 'imam', 'pastor',
    'hotel receptionist', 'nail technician', 'personal trainer', 'sous chef', 'dental hygienist',
    'social worker', 'youth worker', 'shelf stacker', 'factory worker', 'machinist',
    'apprentice electrician', 'trainee accountant', 'lorry driver', 'truck driver',
    'rideshare driver', 'construction worker', 'ironworker', 'orchard worker', 'shearer',
    'kitchen porter', 'retail pharmacist', 'software tester', 'customer service agent',
    'cashier', 'grocery clerk', 'property manager', 'real estate agent', 'optometrist',
]

STREET_STEMS = [
    'Elm', 'Ashgrove', 'Beech', 'Hawthorn', 'Larch', 'Rowan', 'Sycamore', 'Willow', 'Chestnut',
    'Holly', 'Laburnum', 'Juniper', 'Alder', 'Cedar', 'Maple', 'Birch', 'Poplar', 'Linden',
    'Kingfisher', 'Heron', 'Lapwing', 'Curlew', 'Skylark', 'Mallard', 'Plover', 'Wren',
    'Albion', 'Balmoral', 'Carlisle', 'Devonshire', 'Gladstone', 'Hanover', 'Lansdowne',
    'Marlborough', 'Stanley', 'Victoria', 'Windsor', 'York', 'Clarence', 'Hamilton', 'Grosvenor',
    'Mill', 'Church', 'Station', 'Quarry', 'Brook', 'Meadow', 'Orchard', 'Bridge', 'Wharf',
    'Canal', 'Moor', 'Heath', 'Fern', 'Thistle', 'Bracken', 'Heather', 'Foxglove', 'Primrose',
    'Pinecrest', 'Ridgeview', 'Lakeshore', 'Prairie', 'Aspen', 'Dogwood', 'Magnolia', 'Sequoia',
    'Cottonwood', 'Bluebonnet', 'Sagebrush', 'Cypress', 'Hickory', 'Walnut', 'Sumac',
    'Wattle', 'Banksia', 'Grevillea', 'Jacaranda', 'Bottlebrush', 'Ironbark', 'Coolabah',
    'Kowhai', 'Rimu', 'Totara', 'Pohutukawa', 'Matai', 'Kauri', 'Harakeke',
    'Glenview', 'Fairview', 'Riverside', 'Hillcrest', 'Woodland', 'Sunnybank', 'Greenacre',
    'Tudor', 'Regent', 'Nelson', 'Wellington', 'Abbey', 'Priory', 'Castle', 'Garden', 'Park',
]

SUFFIX = {
    'GB': ['Road', 'Street', 'Avenue', 'Close', 'Crescent', 'Drive', 'Lane', 'Way', 'Terrace',
           'Grove', 'Gardens', 'Place', 'Court', 'Walk', 'Mews', 'Rise', 'View'],
    'IE': ['Road', 'Street', 'Avenue', 'Close', 'Crescent', 'Drive', 'Lane', 'Park', 'Grove',
           'Heights', 'Lawn', 'Court', 'Green', 'View', 'Manor'],
    'US': ['Street', 'Avenue', 'Road', 'Drive', 'Lane', 'Court', 'Boulevard', 'Way', 'Place',
           'Circle', 'Terrace', 'Parkway', 'Trail', 'Pike'],
    'CA': ['Street', 'Avenue', 'Road', 'Drive', 'Crescent', 'Court', 'Boulevard', 'Way',
           'Place', 'Trail', 'Gate', 'Line'],
    'AU': ['Street', 'Road', 'Avenue', 'Parade', 'Crescent', 'Drive', 'Close', 'Court', 'Place',
           'Terrace', 'Circuit', 'Grove', 'Highway', 'Esplanade'],
    'NZ': ['Street', 'Road', 'Avenue', 'Crescent', 'Drive', 'Place', 'Terrace', 'Grove',
           'Lane', 'Rise', 'Way', 'Close'],
}

ABBR = {'Street': 'St', 'Avenue': 'Ave', 'Road': 'Rd', 'Drive': 'Dr', 'Lane': 'Ln',
        'Court': 'Ct', 'Boulevard': 'Blvd', 'Place': 'Pl', 'Crescent': 'Cres', 'Terrace': 'Tce',
        'Parade': 'Pde', 'Close': 'Cl', 'Circuit': 'Cct', 'Highway': 'Hwy', 'Parkway': 'Pkwy'}

HOUSE_NAMES = ['Rose Cottage', 'The Old Forge', 'Mill House', 'Ty Gwyn', 'Hillside',
               'The Laurels', 'Glenmore', 'Orchard End', 'Tigh na Mara', 'Curlew Cottage']

# Stems used for invented hospitals, practices, schools, companies.
PLACE_STEMS = [
    'Kelbrook', 'Ashcombe', 'Fenwick', 'Marlowe', 'Brindley', 'Hollinsworth', 'Saltmarsh',
    'Thornleigh', 'Wrenfield', 'Calderbrook', 'Elmsworth', 'Northgate', 'Pennine Vale',
    'Westmoor', 'Harlow Cross', 'Oakhurst', 'Greystone', 'Larkhill', 'Hazelmere', 'Kingsmead',
    'Brackenridge', 'Foxhollow', 'Stonebridge', 'Redcliffe', 'Marsden Vale', 'Glenroy',
    'Corran', 'Strathmore', 'Ardmore', 'Kilbrannan', 'Lisnagarvey', 'Ballinkeel', 'Carrowmore',
    'Lakeshore', 'Cedar Valley', 'Mercy Ridge', 'Northfield', 'Hollister', 'Silver Creek',
    'Pine Hollow', 'Bayfront', 'Granite Falls', 'Prairie Rose', 'Eastbrook', 'Whitewater',
    'Maple Leaf', 'Bluewater', 'Riverbend', 'Kestrel Bay', 'Wattlebrook', 'Coral Coast',
    'Southern Ranges', 'Ironbark', 'Harbourview', 'Tasman', 'Kowhai Park', 'Rimutaka', 'Kauri Bay',
]

SAINTS = ["St Aldhelm's", "St Brannoc's", "St Cuthbert's", "St Ita's", "St Fintan's",
          "St Brendan's", "St Columba's", "St Winifred's", "St Oswin's", "St Kieran's",
          "St. Hedda's", "St. Aidan's", "Our Lady of Mercy", "Holy Cross", "St. Elian's"]

COMPANIES = [
    'Harbourline Logistics', 'Pemberton Foods', 'Altamira Software', 'Greenleaf Garden Centre',
    'Stonebridge Bakery', 'Kestrel Security Ltd', 'Bluefin Seafoods', 'Corrib Windows Ltd',
    'Northway Haulage', 'Brightside Cleaning Services', 'Coppergate Motors', 'Tallis & Webb LLP',
    'Halden Precision Engineering', 'Saltire Print Works', 'Westmoor Dairies', 'Prairie Grain Co-op',
    'Quarry Hill Construction', 'Lakeside Credit Union', 'Riverbend Auto Body', 'Summit Freight Inc.',
    'Cedar & Pine Realty', 'Granite State Roofing', 'Maple Ridge Lumber', 'Wattle Creek Vineyards',
    'Southern Ranges Mining', 'Kowhai Orchards Ltd', 'Tasman Bay Fisheries', 'Harbourview Hotel',
    'Greystone Call Centre', 'Fenwick Family Butchers', 'Atlas Home Improvements',
    'Ironbark Earthmoving', 'Kauri Coast Freight', 'Marlowe Insurance Brokers',
    'Redcliffe Leisure Centre', 'Oakhurst Veterinary Group', 'Glenroy Garage',
]

CHARITIES = ['Metabolic Families Support Network', 'PKU Parents Circle', 'Little Lysosome Trust',
             'Urea Cycle Families Collective', 'Fabry Friends Network', 'Rare Metabolic Kids Fund',
             'Lowpro Kitchen Collective']
