"""Invented pools for dev351_en.  Names are combined at random from first-name
and surname lists of many origins; every hospital, practice, organisation,
street and device model below is invented.  Towns, states and countries are
public geography."""

FIRST_F = [
    'Olivia', 'Amelia', 'Isla', 'Grace', 'Freya', 'Sophie', 'Chloe', 'Hannah', 'Megan',
    'Lauren', 'Siobhan', 'Aoife', 'Niamh', 'Ciara', 'Roisin', 'Saoirse', 'Priya',
    'Ananya', 'Aisha', 'Fatima', 'Zainab', 'Mariam', 'Noor', 'Leila', 'Yasmin', 'Mei',
    'Xiu', 'Lian', 'Hana', 'Yuki', 'Keiko', 'Min-ji', 'Ji-woo', 'Thanh', 'Linh', 'Chidinma',
    'Ngozi', 'Adaeze', 'Amara', 'Folake', 'Abena', 'Wanjiru', 'Zanele', 'Thandiwe',
    'Lucia', 'Sofia', 'Camila', 'Valentina', 'Guadalupe', 'Rosa', 'Carmen', 'Elena',
    'Ines', 'Beatriz', 'Agnieszka', 'Katarzyna', 'Magdalena', 'Olena', 'Irina',
    'Svetlana', 'Anneke', 'Ingrid', 'Astrid', 'Maja', 'Eleni', 'Despina', 'Giulia',
    'Francesca', 'Chiara', 'Aroha', 'Mereana', 'Losa', 'Sina', 'Mele', 'Tahlia', 'Kylie',
    'Shannon', 'Bronwyn', 'Kirra', 'Deborah', 'Margaret', 'Patricia', 'Barbara', 'Doreen',
    'Maureen', 'Brenda', 'Sandra', 'Janet', 'Gwen', 'Ruth', 'Esther', 'Miriam', 'Leah',
    'Anjali', 'Deepa', 'Harpreet', 'Simran', 'Farah', 'Shabnam', 'Parisa', 'Nasrin',
    'Yetunde', 'Rania', 'Dalia', 'Zeynep', 'Elif', 'Tamsin', 'Bethany', 'Carys',
    'Eilidh', 'Morag', 'Dolores', 'Latoya', 'Keisha', 'Shanice', 'Marisol', 'Luz',
    'Joanne', 'Tracey', 'Heather', 'June', 'April', 'Hope',
]

FIRST_M = [
    'Oliver', 'George', 'Harry', 'Jack', 'Thomas', 'James', 'William', 'Liam', 'Noah',
    'Ethan', 'Callum', 'Rhys', 'Owen', 'Cian', 'Oisin', 'Padraig', 'Seamus', 'Eoin',
    'Declan', 'Ruairi', 'Arjun', 'Rohan', 'Vikram', 'Sanjay', 'Rajesh', 'Amit', 'Imran',
    'Tariq', 'Omar', 'Yusuf', 'Bilal', 'Hamza', 'Karim', 'Wei', 'Jun', 'Hao', 'Kenji',
    'Hiroshi', 'Takeshi', 'Min-jun', 'Seo-jun', 'Duc', 'Minh', 'Tuan', 'Chinedu', 'Emeka',
    'Obinna', 'Kwame', 'Kofi', 'Tunde', 'Babajide', 'Sipho', 'Thabo', 'Kiprono', 'Mateo',
    'Santiago', 'Diego', 'Javier', 'Alejandro', 'Luis', 'Rafael', 'Joao', 'Tiago', 'Piotr',
    'Tomasz', 'Krzysztof', 'Dmitri', 'Oleksandr', 'Andrei', 'Bogdan', 'Lars', 'Nils',
    'Erik', 'Henrik', 'Stavros', 'Nikos', 'Marco', 'Luca', 'Giovanni', 'Tane', 'Wiremu',
    'Rawiri', 'Sione', 'Tevita', 'Iosefa', 'Lachlan', 'Bradley', 'Darren', 'Wayne', 'Brett',
    'Craig', 'Mitchell', 'Trent', 'Kevin', 'Gary', 'Keith', 'Derek', 'Roger', 'Clive',
    'Malcolm', 'Graham', 'Nigel', 'Barry', 'Dennis', 'Harold', 'Walter', 'Earl', 'Leroy',
    'Dwayne', 'Marcus', 'Tyrone', 'Jamal', 'DeShawn', 'Andre', 'Gurdeep', 'Harjit', 'Ravi',
    'Farid', 'Reza', 'Dariusz', 'Mehmet', 'Emre', 'Avi', 'Eitan', 'Fergus', 'Angus',
    'Hamish', 'Dylan', 'Gethin', 'Cormac', 'Florin', 'Bruce', 'Austin', 'Jordan',
]

LAST = [
    'Thornton', 'Ashworth', 'Pemberton', 'Hargreaves', 'Whitfield', 'Blackwood', 'Kershaw',
    'Holroyd', 'Stainton', 'Marsden', 'Fairbairn', 'Lockhart', 'McAllister', 'Drummond',
    'Baird', 'Rennie', 'Gillespie', 'Fowler', 'Wells', 'Bruce', 'Baker', 'Mason', 'Hunter',
    'Frost', 'Stokes', 'Cook', 'Miller', 'Young', 'Rose', 'Hale', 'Moss', 'Bird', 'Borg',
    "O'Sullivan", "O'Connell", 'Fitzgerald', 'McCarthy', 'Byrne', 'Doherty', 'Kavanagh',
    'Brennan', 'Donnelly', 'Gallagher', 'Quinlan', 'Mac Giolla Phadraig', 'Patel', 'Sharma',
    'Gupta', 'Chaudhry', 'Iyer', 'Menon', 'Nair', 'Reddy', 'Banerjee', 'Mukherjee', 'Sandhu',
    'Gill', 'Dhillon', 'Rahman', 'Hussain', 'Qureshi', 'Siddiqui', 'Malik', 'Chowdhury',
    'Perera', 'Fernando', 'Jayasuriya', 'Chen', 'Wang', 'Liu', 'Zhang', 'Huang', 'Lam',
    'Wong', 'Cheung', 'Tanaka', 'Sato', 'Nakamura', 'Watanabe', 'Kim', 'Park', 'Choi',
    'Nguyen', 'Tran', 'Pham', 'Le', 'Okafor', 'Adeyemi', 'Okonkwo', 'Eze', 'Nwosu',
    'Balogun', 'Mensah', 'Asante', 'Owusu', 'Boateng', 'Mwangi', 'Otieno', 'Kamau',
    'Dlamini', 'Ndlovu', 'Mokoena', 'Abebe', 'Haile', 'Haddad', 'Khoury', 'Nasser',
    'Saleh', 'Mansour', 'Farouk', 'Al-Amin', 'Hakimi', 'Karimi', 'Hosseini', 'Yilmaz',
    'Demir', 'Kaya', 'Ozturk', 'Garcia', 'Rodriguez', 'Hernandez', 'Morales', 'Ortega',
    'Castillo', 'Vargas', 'Delgado', 'Romero', 'Navarro', 'Mendoza', 'Ferreira', 'Carvalho',
    'Almeida', 'Pereira', 'Kowalski', 'Nowak', 'Wisniewska', 'Zielinski', 'Kovalenko',
    'Shevchenko', 'Petrov', 'Ivanova', 'Horvat', 'Novak', 'Lindqvist', 'Johansson',
    'Halvorsen', 'Eriksen', 'Papadopoulos', 'Georgiou', 'Antoniou', 'Rossi', 'Bianchi',
    'Romano', 'Ricci', 'Esposito', 'Conti', 'Ngata', 'Te Huia', 'Parata', 'Tipene',
    'Tuhiwai', 'Fonoti', 'Tuilagi', 'Vaifale', 'Fifita', 'Taufa', 'Leota', 'Cohen', 'Levy',
    'Rosenberg', 'Friedman', 'Katz', 'Harding-Lowe', 'Ellis-Bryant', 'Van der Berg',
    'De Souza', 'St. Clair', 'MacLeod', 'Llewellyn', 'Pritchard', 'Okoro', 'Achterberg',
    'Jovanovic', 'Szabo', 'Kealoha', 'Begay', 'Whitehorse', 'Redcloud', 'Tremblay',
    'Gagnon', 'Bouchard', 'Lapointe', 'Abernethy', 'Sinclair', 'Carmody', 'Hennessy',
]

STREET_WORDS = [
    'Alder', 'Beech', 'Hawthorn', 'Kingfisher', 'Mulberry', 'Juniper', 'Foxglove', 'Heron',
    'Wren', 'Granary', 'Quarry', 'Mill', 'Chapel', 'Tannery', 'Orchard', 'Jubilee',
    'Station', 'Church', 'Larkspur', 'Cedar', 'Magnolia', 'Dogwood', 'Hickory',
    'Cottonwood', 'Willow', 'Ashgrove', 'Clover', 'Bracken', 'Heather', 'Gorse', 'Thistle',
    'Harbour', 'Bayview', 'Ridgeway', 'Parkside', 'Fairview', 'Highfield', 'Greenacre',
    'Saddler', 'Cooper', 'Lantern', 'Pinfold', 'Ropewalk', 'Kiln', 'Sandpiper', 'Osprey',
    'Linnet', 'Marigold', 'Primrose', 'Coppice', 'Meadowsweet', 'Brookside', 'Holloway',
    'Tanner', 'Wheelwright', 'Netherby', 'Oakfield', 'Rowan', 'Elder', 'Sorrel',
]
STREET_LOCAL = {
    'UK': ['Ropery', 'Weavers', 'Colliery', 'Abbey', 'Vicarage', 'Cromwell', 'Buttercross'],
    'US': ['Prairie', 'Sequoia', 'Pecan', 'Buckeye', 'Sagebrush', 'Bluebonnet', 'Cardinal'],
    'AU': ['Banksia', 'Wattle', 'Jacaranda', 'Bottlebrush', 'Grevillea', 'Waratah', 'Kurrajong'],
    'CA': ['Maple', 'Tamarack', 'Spruce', 'Birch', 'Loon', 'Trillium', 'Voyageur'],
    'IE': ['Sallins', 'Ardmore', 'Glenview', 'Knockmore', 'Cill Dara', 'Rathmore', 'Abbeyfield'],
    'NZ': ['Kauri', 'Totara', 'Rimu', 'Kowhai', 'Pohutukawa', 'Matai', 'Nikau'],
}
STREET_SUFFIX = {
    'UK': ['Road', 'Street', 'Lane', 'Close', 'Avenue', 'Grove', 'Crescent', 'Drive', 'Way',
           'Gardens', 'Terrace', 'Mews', 'Rd', 'St'],
    'US': ['Street', 'Avenue', 'Drive', 'Boulevard', 'Road', 'Court', 'Lane', 'Way',
           'Circle', 'Trail', 'St', 'Ave', 'Dr', 'Blvd', 'Rd', 'Ct'],
    'AU': ['Street', 'Road', 'Crescent', 'Parade', 'Court', 'Avenue', 'Drive', 'Close',
           'Place', 'Terrace', 'St', 'Rd', 'Cres', 'Pde', 'Ct', 'Ave'],
    'CA': ['Street', 'Avenue', 'Crescent', 'Drive', 'Road', 'Boulevard', 'Court', 'St',
           'Ave', 'Cres', 'Dr'],
    'IE': ['Road', 'Park', 'Grove', 'Avenue', 'Close', 'Lawn', 'Heights', 'Drive', 'Court',
           'View', 'Rd'],
    'NZ': ['Street', 'Road', 'Avenue', 'Crescent', 'Place', 'Terrace', 'Drive', 'St', 'Rd',
           'Ave', 'Cres'],
}

# (town, region-or-county, region abbrev, postcode seed, phone area)
CITIES = {
    'UK': [('Leeds', 'West Yorkshire', '', 'LS', '0113'), ('Sheffield', 'South Yorkshire', '', 'S', '0114'),
           ('Bristol', '', '', 'BS', '0117'), ('Norwich', 'Norfolk', '', 'NR', '01603'),
           ('Leicester', 'Leicestershire', '', 'LE', '0116'), ('Derby', 'Derbyshire', '', 'DE', '01332'),
           ('Exeter', 'Devon', '', 'EX', '01392'), ('York', 'North Yorkshire', '', 'YO', '01904'),
           ('Preston', 'Lancashire', '', 'PR', '01772'), ('Bolton', 'Greater Manchester', '', 'BL', '01204'),
           ('Reading', 'Berkshire', '', 'RG', '0118'), ('Plymouth', 'Devon', '', 'PL', '01752'),
           ('Hull', 'East Yorkshire', '', 'HU', '01482'), ('Carlisle', 'Cumbria', '', 'CA', '01228'),
           ('Lincoln', 'Lincolnshire', '', 'LN', '01522'), ('Oxford', 'Oxfordshire', '', 'OX', '01865'),
           ('Stoke-on-Trent', 'Staffordshire', '', 'ST', '01782'), ('Swansea', '', '', 'SA', '01792'),
           ('Newcastle upon Tyne', 'Tyne and Wear', '', 'NE', '0191'), ('Cardiff', '', '', 'CF', '029'),
           ('Aberdeen', 'Aberdeenshire', '', 'AB', '01224'), ('Dundee', '', '', 'DD', '01382'),
           ('Ipswich', 'Suffolk', '', 'IP', '01473'), ('Worcester', 'Worcestershire', '', 'WR', '01905'),
           ('Shrewsbury', 'Shropshire', '', 'SY', '01743'), ('Truro', 'Cornwall', '', 'TR', '01872'),
           ('Wigan', 'Greater Manchester', '', 'WN', '01942'), ('Barnsley', 'South Yorkshire', '', 'S', '01226'),
           ('Chelmsford', 'Essex', '', 'CM', '01245'), ('Kendal', 'Cumbria', '', 'LA', '01539')],
    'US': [('Columbus', 'Ohio', 'OH', '432', '614'), ('Tucson', 'Arizona', 'AZ', '857', '520'),
           ('Richmond', 'Virginia', 'VA', '232', '804'), ('Madison', 'Wisconsin', 'WI', '537', '608'),
           ('Albany', 'New York', 'NY', '122', '518'), ('Boise', 'Idaho', 'ID', '837', '208'),
           ('Omaha', 'Nebraska', 'NE', '681', '402'), ('Raleigh', 'North Carolina', 'NC', '276', '919'),
           ('Spokane', 'Washington', 'WA', '992', '509'), ('Tulsa', 'Oklahoma', 'OK', '741', '918'),
           ('Knoxville', 'Tennessee', 'TN', '379', '865'), ('Dayton', 'Ohio', 'OH', '454', '937'),
           ('Des Moines', 'Iowa', 'IA', '503', '515'), ('Worcester', 'Massachusetts', 'MA', '016', '508'),
           ('Providence', 'Rhode Island', 'RI', '029', '401'), ('Syracuse', 'New York', 'NY', '132', '315'),
           ('Fresno', 'California', 'CA', '937', '559'), ('Reno', 'Nevada', 'NV', '895', '775'),
           ('Lexington', 'Kentucky', 'KY', '405', '859'), ('Savannah', 'Georgia', 'GA', '314', '912'),
           ('Duluth', 'Minnesota', 'MN', '558', '218'), ('Billings', 'Montana', 'MT', '591', '406'),
           ('Baton Rouge', 'Louisiana', 'LA', '708', '225'), ('Pueblo', 'Colorado', 'CO', '810', '719'),
           ('Erie', 'Pennsylvania', 'PA', '165', '814'), ('Frederick', 'Maryland', 'MD', '217', '301'),
           ('Scranton', 'Pennsylvania', 'PA', '185', '570'), ('Bangor', 'Maine', 'ME', '044', '207')],
    'AU': [('Parramatta', 'New South Wales', 'NSW', '2150', '02'), ('Geelong', 'Victoria', 'VIC', '3220', '03'),
           ('Toowoomba', 'Queensland', 'QLD', '4350', '07'), ('Ballarat', 'Victoria', 'VIC', '3350', '03'),
           ('Wollongong', 'New South Wales', 'NSW', '2500', '02'), ('Newcastle', 'New South Wales', 'NSW', '2300', '02'),
           ('Bendigo', 'Victoria', 'VIC', '3550', '03'), ('Townsville', 'Queensland', 'QLD', '4810', '07'),
           ('Launceston', 'Tasmania', 'TAS', '7250', '03'), ('Bunbury', 'Western Australia', 'WA', '6230', '08'),
           ('Mount Gambier', 'South Australia', 'SA', '5290', '08'), ('Cairns', 'Queensland', 'QLD', '4870', '07'),
           ('Dubbo', 'New South Wales', 'NSW', '2830', '02'), ('Hobart', 'Tasmania', 'TAS', '7000', '03'),
           ('Joondalup', 'Western Australia', 'WA', '6027', '08'), ('Elizabeth', 'South Australia', 'SA', '5112', '08'),
           ('Palmerston', 'Northern Territory', 'NT', '0830', '08'), ('Queanbeyan', 'New South Wales', 'NSW', '2620', '02'),
           ('Belconnen', 'Australian Capital Territory', 'ACT', '2617', '02'), ('Mackay', 'Queensland', 'QLD', '4740', '07')],
    'CA': [('Hamilton', 'Ontario', 'ON', 'L8N', '905'), ('London', 'Ontario', 'ON', 'N6A', '519'),
           ('Kingston', 'Ontario', 'ON', 'K7L', '613'), ('Halifax', 'Nova Scotia', 'NS', 'B3H', '902'),
           ('Saskatoon', 'Saskatchewan', 'SK', 'S7N', '306'), ('Kelowna', 'British Columbia', 'BC', 'V1Y', '250'),
           ('Moncton', 'New Brunswick', 'NB', 'E1C', '506'), ('Regina', 'Saskatchewan', 'SK', 'S4P', '306'),
           ('Victoria', 'British Columbia', 'BC', 'V8W', '250'), ('Sudbury', 'Ontario', 'ON', 'P3E', '705'),
           ('Lethbridge', 'Alberta', 'AB', 'T1J', '403'), ('Red Deer', 'Alberta', 'AB', 'T4N', '403'),
           ('Guelph', 'Ontario', 'ON', 'N1H', '519'), ('Brandon', 'Manitoba', 'MB', 'R7A', '204'),
           ("St. John's", 'Newfoundland and Labrador', 'NL', 'A1C', '709'),
           ('Charlottetown', 'Prince Edward Island', 'PE', 'C1A', '902')],
    'IE': [('Galway', 'Galway', '', 'H91', '091'), ('Cork', 'Cork', '', 'T12', '021'),
           ('Limerick', 'Limerick', '', 'V94', '061'), ('Waterford', 'Waterford', '', 'X91', '051'),
           ('Sligo', 'Sligo', '', 'F91', '071'), ('Tralee', 'Kerry', '', 'V92', '066'),
           ('Athlone', 'Westmeath', '', 'N37', '090'), ('Drogheda', 'Louth', '', 'A92', '041'),
           ('Kilkenny', 'Kilkenny', '', 'R95', '056'), ('Letterkenny', 'Donegal', '', 'F92', '074'),
           ('Ennis', 'Clare', '', 'V95', '065'), ('Navan', 'Meath', '', 'C15', '046'),
           ('Castlebar', 'Mayo', '', 'F23', '094'), ('Mullingar', 'Westmeath', '', 'N91', '044'),
           ('Dundalk', 'Louth', '', 'A91', '042'), ('Clonmel', 'Tipperary', '', 'E91', '052')],
    'NZ': [('Hamilton', 'Waikato', '', '3204', '07'), ('Tauranga', 'Bay of Plenty', '', '3110', '07'),
           ('Palmerston North', 'Manawatu-Whanganui', '', '4410', '06'), ('Nelson', 'Nelson', '', '7010', '03'),
           ('Dunedin', 'Otago', '', '9016', '03'), ('Whangarei', 'Northland', '', '0110', '09'),
           ('Napier', "Hawke's Bay", '', '4110', '06'), ('Rotorua', 'Bay of Plenty', '', '3010', '07'),
           ('Invercargill', 'Southland', '', '9810', '03'), ('New Plymouth', 'Taranaki', '', '4310', '06'),
           ('Timaru', 'Canterbury', '', '7910', '03'), ('Gisborne', 'Gisborne', '', '4010', '06'),
           ('Masterton', 'Wellington', '', '5810', '06'), ('Porirua', 'Wellington', '', '5022', '04')],
}

COUNTRY_NAME = {'UK': ['United Kingdom', 'UK'], 'US': ['USA', 'United States'],
                'AU': ['Australia'], 'CA': ['Canada'], 'IE': ['Ireland'], 'NZ': ['New Zealand']}

HOSPITALS = {
    'UK': ['Brackenmoor General Hospital', 'Ludcombe Royal Infirmary', 'Corrowdale University Hospital',
           "St Elowen's Hospital", 'Dunmere District Hospital', 'Hartsgill Chest Hospital',
           'Elverston Community Hospital', 'Wrayford Royal Hospital', 'Ashcombe Park Hospital',
           'Moorcroft Heart and Lung Centre'],
    'US': ['Cedar Ridge Medical Center', 'Harlan Valley Regional Hospital', 'St. Ambrose Memorial Hospital',
           'Bellmont University Medical Center', 'Tamsworth Regional Medical Center',
           'Callowhill Medical Center', 'Greystone Pulmonary & Sleep Institute',
           'Marrow Creek Community Hospital', 'Halvern Lakes Health'],
    'AU': ['Banksia Park Hospital', 'Wattlegrove Base Hospital', 'Mount Carrow Hospital',
           'Ironbark District Hospital', 'Coolamon Vale Private Hospital', 'Yarrabend Health',
           'Saltbush Coast Hospital'],
    'CA': ['Carrick Bay Health Centre', 'Westvale General Hospital', 'Ridgeford Regional Health Centre',
           'Lorne Point Hospital', "St. Brendan's Health Sciences Centre", 'Pinegrove Memorial Hospital'],
    'IE': ['University Hospital Ballycarrow', "St Fiachra's Hospital", 'Mercy Crest Hospital',
           'Kilbarra General Hospital', 'Rathdrum Regional Hospital', 'Our Lady of Knockbride Hospital'],
    'NZ': ['Te Awa Kowhai Hospital', 'Kaharoa Base Hospital', 'Totara Heights Hospital',
           'Waimarie Health Centre', 'Rangiora Point Hospital'],
}
HOSP_SHORT = {'Brackenmoor General Hospital': 'BGH', 'Ludcombe Royal Infirmary': 'LRI',
              'Corrowdale University Hospital': 'CUH', 'Cedar Ridge Medical Center': 'CRMC',
              'Bellmont University Medical Center': 'BUMC', 'Wattlegrove Base Hospital': 'WBH',
              'Westvale General Hospital': 'WGH', 'Kilbarra General Hospital': 'KGH',
              'Kaharoa Base Hospital': 'KBH', 'Harlan Valley Regional Hospital': 'HVRH'}
PRACTICE_A = ['Elmtree', 'Brookfield', 'Castlegate', 'Mill Lane', 'Riverside Walk', 'Northgate',
              'Kingsway', 'Hollins', 'Southbank', 'Fernlea', 'Oak Hollow', 'Harbourside',
              'Larchmont', 'Stonebridge', 'Wyvern', 'Ashfield Green']
PRACTICE_B = {'UK': ['Surgery', 'Medical Practice', 'Health Centre', 'Medical Centre', 'Family Practice'],
              'US': ['Family Medicine', 'Primary Care', 'Internal Medicine Associates', 'Community Clinic'],
              'AU': ['Medical Centre', 'Family Practice', 'General Practice', 'Medical Clinic'],
              'CA': ['Family Health Team', 'Medical Clinic', 'Family Practice', 'Community Health Centre'],
              'IE': ['Medical Centre', 'Family Practice', 'Surgery', 'Health Centre'],
              'NZ': ['Medical Centre', 'Health Centre', 'Family Doctors', 'Medical Practice']}
PRIVATE_LABS = ['Clearbreath Diagnostics', 'Airway Diagnostics Clinic', 'Northshore Sleep Centre',
                'Restwell Sleep Clinic', 'Pulmocare Lung Lab', 'Quietnight Sleep Services',
                'Summit Respiratory Clinic', 'Lungworks Diagnostics']
WARDS = ['Kestrel Ward', 'Harrier Ward', 'Larch Unit', 'Rowan Day Unit', 'Wainwright Ward',
         'Osprey Ward', 'Bramble Ward', 'Nightjar Ward', 'Cedar Unit', 'Avocet Ward',
         'Kittiwake Ward', 'Lavender Ward', 'Tui Ward', 'Kereru Ward', 'Waratah Ward']
BUILDINGS = ['Fenton Building', 'Whitcombe Wing', 'Hollis Pavilion', 'Corbett Block',
             'Marchbank Centre', 'Ingram Tower', 'Lister-Grey Building', 'Annexe C',
             'Poulter Wing', 'Rendle House', 'Tamar Block', 'Ostler Pavilion']
EMPLOYERS = ['Harrowgate Bakeries Ltd', 'Northline Rail Freight', 'Kestrel Foundry',
             'Bluegum Timber Mills', 'Coldwater Plastics', 'Tamarack Mining Co',
             'Saltmarsh Fisheries', 'Greenfield Poultry Processors', 'Meridian Spray Finishes',
             'Atlas Autobody Repairs', 'Delmont Flour Mills', 'Copperleaf Biolabs',
             'Ferris & Hale Joinery', 'Pennant Glassworks', 'Redgum Quarries', 'Brightwater Dairy',
             'Ironvale Steel Fabrication', 'Castleford Print Works', 'Harbourline Logistics',
             'Silverbirch Care Homes', 'Westmere Council Depot', 'Lowfield Grain Co-operative',
             'Kingsbury Cabinetmakers', 'Orbit Electronics Assembly', 'Thistledown Farms',
             'Carnmore Composites', 'Quayside Boatbuilders', 'Emberlight Ceramics']
SCHOOLS = ['Carrow Hill Academy', 'Orchard Lane Primary School', 'Westbrook High School',
           "St Brigid's National School", 'Lakeview Secondary College', 'Pinecrest Middle School']
AIRLINES = ['Skyvale Airways', 'Coral Sun Airlines', 'Northstar Air', 'Blue Heron Airlines',
            'Aer Linnet', 'Southern Kite Airways', 'Meridian Pacific Air', 'Tasman Wing Airlines']
INSURERS = {'US': ['Harborline Health Plan', 'Keystone Mutual Health', 'Summit Care Insurance',
                   'Prairie Shield Health'],
            'AU': ['Wattle Health Fund', 'Coastal Members Health', 'Southern Reef Mutual Fund'],
            'IE': ['Laurel Health Insurance', 'Shamrock Mutual Health'],
            'CA': ['Northern Lights Benefits', 'Maple Leaf Extended Health'],
            'UK': ['Albion Private Healthcare', 'Greenway Health Assurance'],
            'NZ': ['Kotuku Health Insurance', 'Aotea Health Cover']}
SERVICE_COS = ['Medisys Calibration Ltd', 'RespiServ Technical Services', 'PulmoTech Field Service',
               'Calibra Biomedical', 'Aerotest Engineering']
COURIERS = ['Swiftline Couriers', 'Parcel Kiwi Express', 'Redfern Courier Co', 'Hare & Tortoise Despatch']

# (profession, exposure note)
PROFESSIONS = [
    ('baker', 'flour dust'), ('flour miller', 'flour and grain dust'), ('welder', 'welding fume'),
    ('spray painter', 'isocyanate paints'), ('car body repairer', 'isocyanates'),
    ('hairdresser', 'persulphate bleaches'), ('nurse', 'latex gloves'), ('teacher', 'nil'),
    ('firefighter', 'smoke'), ('coal miner', 'coal dust'), ('quarry worker', 'silica dust'),
    ('stonemason', 'respirable crystalline silica'), ('carpenter', 'hardwood dust'),
    ('joiner', 'wood dust'), ('dairy farmer', 'hay and mould'), ('poultry farmer', 'feather dust'),
    ('cleaner', 'bleach and sprays'), ('chef', 'cooking fumes'), ('HGV driver', 'diesel exhaust'),
    ('taxi driver', 'nil'), ('bus driver', 'nil'), ('airline pilot', 'nil'),
    ('commercial diver', 'hyperbaric exposure'), ('police officer', 'nil'), ('electrician', 'nil'),
    ('plumber', 'solder fume'), ('plasterer', 'gypsum dust'), ('veterinary nurse', 'animal dander'),
    ('laboratory animal technician', 'rodent urine proteins'), ('accountant', 'nil'),
    ('software developer', 'nil'), ('retail assistant', 'nil'), ('warehouse operative', 'nil'),
    ('forklift driver', 'LPG exhaust'), ('boilermaker', 'welding fume'),
    ('shipyard worker', 'asbestos (historic)'), ('sandblaster', 'silica'), ('potter', 'clay dust'),
    ('glassblower', 'nil'), ('trumpet player', 'nil'), ('swimming coach', 'chloramines'),
    ('grain handler', 'grain dust'), ('sawmill worker', 'wood dust'), ('cabinet maker', 'MDF dust'),
    ('printer', 'solvents'), ('dry cleaner', 'solvents'), ('call centre agent', 'nil'),
    ('pharmacist', 'nil'), ('dental nurse', 'latex'), ('roofer', 'bitumen fume'),
    ('shearer', 'lanolin and dust'), ('fisherman', 'nil'), ('care assistant', 'nil'),
    ('truck driver', 'diesel exhaust'), ('mechanic', 'brake dust'), ('miner', 'mine dust'),
    ('seafood processor', 'crab and prawn aerosol'), ('solderer', 'colophony flux'),
]

RELATIONS = ['wife', 'husband', 'partner', 'daughter', 'son', 'mother', 'father', 'sister',
             'brother', 'carer', 'friend', 'neighbour', 'niece', 'son-in-law', 'granddaughter']

TRAVEL = ['Portugal', 'Spain', 'Greece', 'India', 'Pakistan', 'Nigeria', 'Jamaica', 'Canada',
          'Australia', 'New Zealand', 'Thailand', 'Philippines', 'Poland', 'Italy', 'Cyprus',
          'Malta', 'Kenya', 'Ghana', 'South Africa', 'Vietnam', 'Fiji', 'Samoa', 'Tonga',
          'Ireland', 'United States', 'Mexico', 'Peru', 'Chile', 'Japan', 'Lebanon', 'Turkey',
          'Egypt', 'Sri Lanka', 'Bangladesh', 'Croatia', 'Iceland', 'Singapore']
TRAVEL_CITY = {'Portugal': 'Faro', 'Spain': 'Malaga', 'Greece': 'Heraklion', 'India': 'Chennai',
               'Pakistan': 'Lahore', 'Nigeria': 'Lagos', 'Jamaica': 'Kingston', 'Canada': 'Calgary',
               'Australia': 'Brisbane', 'New Zealand': 'Christchurch', 'Thailand': 'Chiang Mai',
               'Philippines': 'Cebu', 'Poland': 'Krakow', 'Italy': 'Naples', 'Cyprus': 'Paphos',
               'Malta': 'Valletta', 'Kenya': 'Nairobi', 'Ghana': 'Accra', 'South Africa': 'Durban',
               'Vietnam': 'Da Nang', 'Fiji': 'Nadi', 'Samoa': 'Apia', 'Tonga': "Nuku'alofa",
               'Ireland': 'Shannon', 'United States': 'Denver', 'Mexico': 'Cancun', 'Peru': 'Cusco',
               'Chile': 'Santiago', 'Japan': 'Osaka', 'Lebanon': 'Beirut', 'Turkey': 'Antalya',
               'Egypt': 'Hurghada', 'Sri Lanka': 'Colombo', 'Bangladesh': 'Sylhet',
               'Croatia': 'Split', 'Iceland': 'Reykjavik',
               'Singapore': 'Singapore'}

# invented device models (model names are not PHI)
SPIRO = ['SpiroSure P2', 'BreathLine Pro', 'PneumoTrak 5', 'FlowMate S3']
BODYBOX = ['PlethoMax 8', 'Aerodyne Body 3000', 'BoxLine PFT']
CPET_CART = ['VentaCPX', 'OxyStride Cart', 'MetaBreath CPX-2']
ERGO = ['CycleErg 900', 'ErgoLine 150', 'TrackStride T5 treadmill']
FENO = ['FeNOmeter NX2', 'NOxa Vero', 'NitriSense 3']
OXIM = ['OxiWrist 30', 'NightSat 2', 'PulseTrace W5']
POLY = ['RestTrace 4', 'SomnoLab 64', 'NoxaPoly T3', 'SleepLink HST']
DOSIM = ['DosiNeb 2', 'ProvoJet dosimeter', 'AeroDose APS']
SYRINGE = ['Cal-3 calibration syringe', '3-L PrecisionCal syringe']
CPAP = ['AirRest 10 AutoSet', 'DreamFlow Auto', 'SomnaPAP S9']
SOFTWARE = ['PFTLink 4.2', 'LabRespire 7.1', 'SentrySuite-X 3.0', 'CardioPul Reporter 2.6']
PACER = ['Veridian DR pacemaker', 'Cadence ICD', 'Lumen CRT-D']

DRUGS_RELIEVER = ['salbutamol', 'terbutaline', 'ipratropium']
DRUGS_CONTROL = ['budesonide/formoterol', 'fluticasone/salmeterol', 'tiotropium',
                 'umeclidinium/vilanterol', 'beclometasone', 'montelukast', 'theophylline',
                 'fluticasone furoate/vilanterol', 'glycopyrronium/indacaterol']
DRUGS_OTHER = ['bisoprolol', 'metoprolol', 'atorvastatin', 'amlodipine', 'cetirizine',
               'loratadine', 'omeprazole', 'metformin', 'prednisolone', 'amiodarone',
               'methotrexate', 'nitrofurantoin', 'apixaban', 'ramipril']
INDICATIONS = ['breathlessness on exertion', 'chronic cough', 'query asthma', 'COPD follow-up',
               'query ILD', 'pre-operative assessment', 'amiodarone monitoring',
               'methotrexate monitoring', 'post-COVID breathlessness', 'sarcoidosis review',
               'neuromuscular weakness (MND)', 'bronchiectasis review', 'wheeze', 'query OSA',
               'lung transplant surveillance', 'pre-chemotherapy (bleomycin)', 'kyphoscoliosis']
EPONYMS = ['Borg', 'Wasserman 9-panel plot', 'Bruce protocol', 'Fowler dead space',
           'Krogh (KCO)', 'Tiffeneau index', 'Cheyne-Stokes respiration', 'Mallampati',
           'Haldane effect', 'Douglas bag', 'Fleisch pneumotach', 'Venturi mask']
