"""Invented name pools of many origins, professions and person-adjacent organisations."""

FEMALE = [
    'Amara', 'Aoife', 'Siobhan', 'Niamh', 'Saoirse', 'Ciara', 'Grainne', 'Priya', 'Ananya', 'Kavya',
    'Aisha', 'Fatima', 'Zainab', 'Maryam', 'Mei', 'Xinyi', 'Yuna', 'Hana', 'Ji-woo', 'Linh',
    'Thao', 'Olivia', 'Charlotte', 'Isla', 'Freya', 'Poppy', 'Matilda', 'Ruby', 'Evie', 'Harper',
    'Madison', 'Aaliyah', 'Jasmine', 'Sofia', 'Valentina', 'Camila', 'Lucia', 'Maria', 'Zofia',
    'Natalia', 'Katarzyna', 'Ioana', 'Eleni', 'Chiara', 'Giulia', 'Aroha', 'Mere', 'Kahurangi',
    'Anahera', 'Losana', 'Mele', 'Sina', 'Ngozi', 'Chiamaka', 'Adaeze', 'Abena', 'Efua', 'Yetunde',
    'Amina', 'Leila', 'Noor', 'Yasmin', 'Tamar', 'Rivka', 'Ingrid', 'Astrid', 'Elodie', 'Margot',
    'Ffion', 'Seren', 'Eilidh', 'Morven', 'Kirsty', 'Bethany', 'Kayla', 'Brooke', 'Savannah',
    'Imani', 'Keisha', 'Grace', 'Ava', 'Mia', 'Ella', 'Zoe', 'Layla', 'Sienna', 'Indie', 'Willow',
    'Mabel', 'Roisin', 'Orla', 'Tegan', 'Paige', 'Harriet', 'Rosalind', 'Beatriz', 'Marisol',
    'Divya', 'Shreya', 'Nadia', 'Samira', 'Tahlia', 'Kiri', 'Talia', 'Ebony', 'Wren', 'Delphine',
]

MALE = [
    'Oisin', 'Cian', 'Darragh', 'Padraig', 'Conor', 'Eoin', 'Ronan', 'Callum', 'Angus', 'Rhys',
    'Dylan', 'Owen', 'Arjun', 'Rohan', 'Vihaan', 'Ishaan', 'Omar', 'Yusuf', 'Ibrahim', 'Hamza',
    'Ali', 'Wei', 'Hao', 'Jun', 'Minh', 'Duc', 'Hiroshi', 'Kenji', 'Min-jun', 'Noah', 'Oliver',
    'Jack', 'Harry', 'Leo', 'Archie', 'Henry', 'Theo', 'Freddie', 'Alfie', 'Lachlan', 'Hamish',
    'Cooper', 'Mason', 'Jayden', 'Elijah', 'Malik', 'DeShawn', 'Tyrone', 'Mateo', 'Santiago',
    'Diego', 'Luis', 'Tomasz', 'Jakub', 'Piotr', 'Andrei', 'Nikolai', 'Giorgos', 'Luca', 'Matteo',
    'Nikau', 'Tane', 'Wiremu', 'Rawiri', 'Sione', 'Tevita', 'Chidi', 'Emeka', 'Kwame', 'Kofi',
    'Tunde', 'Ayo', 'Samir', 'Karim', 'Amir', 'Eitan', 'Lars', 'Sven', 'Mathis', 'Bastien', 'Ewan',
    'Fraser', 'Logan', 'Caleb', 'Ezra', 'Finn', 'Seamus', 'Tadhg', 'Jarrah', 'Kai', 'Rafael',
    'Joaquin', 'Aarav', 'Kabir', 'Bilal', 'Idris', 'Yosef', 'Magnus', 'Florian', 'Benedict',
]

SURNAMES = [
    'Okonkwo', 'Adeyemi', 'Mensah', 'Boateng', 'Nwosu', 'Eze', 'Chukwu', 'Asante', 'Owusu',
    'Acheampong', 'Yeboah', 'Osei', 'Kariuki', 'Wanjiru', 'Otieno', 'Ochieng', 'Haile', 'Tesfaye',
    'Bekele', 'Gebremedhin', 'Dlamini', 'Ndlovu', 'Mokoena', 'Murphy', "O'Sullivan", 'Byrne',
    'Fitzgerald', 'MacNamara', 'Doherty', 'Kavanagh', "O'Driscoll", 'Brennan', 'Geraghty',
    'Mulcahy', 'MacLeod', 'Fraser', 'Abernethy', 'Drummond', 'Gillies', 'Davies', 'Pritchard',
    'Llewellyn', 'Hughes', 'Price', 'Thompson', 'Whitfield', 'Ashworth', 'Pemberton', 'Hargreaves',
    'Blackwood', 'Patel', 'Sharma', 'Iyer', 'Chaudhry', 'Siddiqui', 'Rahman', 'Begum', 'Hussain',
    'Qureshi', 'Malik', 'Nair', 'Menon', 'Chen', 'Wong', 'Liu', 'Zhang', 'Huang', 'Lam', 'Tan',
    'Nguyen', 'Tran', 'Pham', 'Le', 'Vo', 'Kim', 'Park', 'Choi', 'Tanaka', 'Sato', 'Nakamura',
    'Haddad', 'Khoury', 'Nasser', 'Mansour', 'Farah', 'Abdi', 'Warsame', 'Kowalski', 'Nowak',
    'Wisniewski', 'Zielinski', 'Popescu', 'Ionescu', 'Petrov', 'Novak', 'Horvat', 'Dimitriou',
    'Papadopoulos', 'Georgiou', 'Rossi', 'Bianchi', 'Esposito', 'Romano', 'Moretti', 'Garcia',
    'Rodriguez', 'Hernandez', 'Lopez', 'Gonzalez', 'Ramirez', 'Silva', 'Ferreira', 'Santos',
    'Costa', 'Oliveira', 'Te Rangi', 'Ngata', 'Parata', 'Tawhiri', 'Faleolo', 'Tupou', 'Vaifale',
    'Fonoti', 'Lindqvist', 'Eriksen', 'Johansson', 'Dubois', 'Lefebvre', 'Moreau', 'Schneider',
    'Fischer', 'Weber', 'Becker', 'Cohen', 'Levi', 'Friedman', 'Goldberg', 'Jenkins', 'Coleman',
    'Brooks', 'Reed', 'Bennett', 'Foster', 'Howard', 'Sullivan', 'Delaney', 'Whitaker', 'Holloway',
    'Calloway', 'Prescott', 'Langley', 'Thornton', 'Beaumont', 'Caldwell', 'Kingsley', 'Armitage',
    'Ridley', 'Sandoval', 'Alvarez', 'Castillo', 'Reyes', 'Cruz', 'Bautista', 'Dela Cruz',
    'Villanueva', 'Mendoza', 'Delgado', 'Novotny', 'Dvorak', 'Kovacs', 'Szabo', 'Toth', 'Nagy',
    'Obi', 'Achterberg', 'Van der Berg', 'Rasmussen', 'Halvorsen', 'Quinlan', 'Rafferty',
    'McCready', 'Penhaligon', 'Trevithick', 'Ashdown', 'Winterbottom', 'Greenhalgh',
]

PROFESSIONS = [
    'chef', 'baker', 'pastry chef', 'dairy farmer', 'sheep farmer', 'nurse', 'midwife',
    'primary school teacher', 'secondary school teacher', 'electrician', 'plumber', 'carpenter',
    'software engineer', 'accountant', 'solicitor', 'hairdresser', 'bus driver', 'truck driver',
    'police officer', 'firefighter', 'pharmacist', 'paramedic', 'dentist', 'barista',
    'cafe owner', 'retail assistant', 'cleaner', 'mechanic', 'fisherman', 'nail technician',
    'veterinary nurse', 'physiotherapist', 'social worker', 'civil engineer', 'architect',
    'delivery driver', 'childminder', 'laboratory technician', 'florist', 'beekeeper',
    'chartered surveyor', 'warehouse operative', 'care assistant', 'graphic designer',
    'postal worker', 'kitchen porter', 'bakery manager', 'flight attendant', 'journalist',
    'landscape gardener', 'butcher', 'dental hygienist', 'optometrist', 'sous chef',
]

EMPLOYERS = [
    'Corrigan Dairies', 'Bluegum Logistics', 'Northgate Bakery', 'Lakeside Credit Union',
    'Tasman Freight', 'Ridgeway Builders', 'Sunrise Supermarkets', 'Pinecrest Software',
    'Greenfield Farms Co-op', 'Marlowe & Finch Solicitors', 'Silver Fern Dairy Co-op',
    'Prairie Grain Co-op', 'Harrowgate Engineering', 'Copperleaf Cafe', 'Seabright Fisheries',
    'Kestrel Airways', 'Oakhurst Hotel Group', 'Brightwater Utilities', 'Heronsgate Printing',
    'Fennimore Foods', 'Calder Valley Bakeries', 'Juniper Street Bistro', 'Moorfield Quarries',
    'Blue Tern Catering', 'Wildflower Florists', 'Granite Peak Mining', 'Saltmarsh Brewing Co',
]

RESTAURANTS = [
    'Golden Lotus Takeaway', 'Bella Notte Pizzeria', 'The Spice Route', 'Harbour Fish Bar',
    'Lucky Panda Noodle House', 'Saffron Garden', 'Mama Rosa Trattoria', 'The Nutmeg Bakehouse',
    'Cedar Grill Kebabs', 'Little Tokyo Sushi Bar', 'Bombay Palace Kitchen', 'Sunny Side Diner',
]

SERVICES_UK = ['Westmoor Ambulance Service', 'Vale Coast Ambulance Service']
SERVICES = {
    'UK': ['Westmoor Ambulance Service', 'Vale Coast Ambulance Service', 'Pennine Ridge Ambulance Service'],
    'IE': ['Midwest Ambulance Service', 'Slaney Valley Ambulance'],
    'US': ['Harbor County EMS', 'Metro Lakes EMS', 'Tri-Valley Ambulance'],
    'CA': ['Northshore Paramedic Services', 'Prairie Regional EMS'],
    'AU': ['Bluegum Ambulance Service', 'Coastal Patient Transport'],
    'NZ': ['Southern Alps Ambulance', 'Kowhai Coast Ambulance Trust'],
}

INSURERS = {
    'UK': ['Albion Private Health', 'Thamesbridge Healthcare Cover'],
    'IE': ['Shamrock Health Insurance', 'Emerald Cover Health'],
    'US': ['Evergreen Health Plan', 'Lakeshore Mutual Health', 'Keystone Family Health',
           'Prairie Shield Health', 'Bluewater Medicaid Partners'],
    'CA': ['Maple Benefit Life', 'Northern Lights Group Benefits'],
    'AU': ['Tasman Health Fund', 'Coastline Health Insurance'],
    'NZ': ['Kiwi Shield Health', 'Harbourcare Health Insurance'],
}

LABS = {
    'UK': ['Meridian Pathology Partnership', 'Kestrel Diagnostics'],
    'IE': ['Clearwater Diagnostics', 'Liffey Laboratory Services'],
    'US': ['Summit Lab Partners', 'Great Lakes Reference Laboratory'],
    'CA': ['Borealis Medical Laboratories', 'Lakehead Lab Services'],
    'AU': ['Harbour Pathology Services', 'Southern Vale Pathology'],
    'NZ': ['Aotea Community Laboratories', 'Kauri Lab Services'],
}

CHARITIES = ['Little Lungs Allergy Trust', 'Safe Plates Family Network', 'Nutfree Futures Foundation']

LANGUAGES = ['Polish', 'Arabic', 'Mandarin', 'Vietnamese', 'Somali', 'Romanian', 'Portuguese',
             'Urdu', 'Tigrinya', 'Tongan', 'Samoan', 'Korean', 'Punjabi', 'Spanish']

ORIGIN_COUNTRIES = ['Nigeria', 'Ghana', 'India', 'Pakistan', 'Bangladesh', 'China', 'Vietnam',
                    'Philippines', 'Poland', 'Romania', 'Brazil', 'Somalia', 'Eritrea',
                    'Syria', 'South Africa', 'Samoa', 'Tonga', 'Fiji', 'Kenya', 'Lithuania',
                    'Sri Lanka', 'Malaysia', 'Japan', 'Korea', 'Greece', 'Italy', 'Portugal']
HOLIDAY_COUNTRIES = ['Spain', 'France', 'Portugal', 'Thailand', 'Greece', 'Italy', 'Croatia',
                     'Morocco', 'Mexico', 'Indonesia', 'Fiji', 'Singapore', 'Turkey', 'Cyprus']
