"""Invented name pools of many origins (given names and surnames are combined at
random; no combination is meant to denote a real person)."""

FIRST_M = [
    # English / Scottish / Welsh / Irish
    'James', 'John', 'Robert', 'Michael', 'David', 'William', 'Richard', 'Thomas',
    'Christopher', 'Daniel', 'Matthew', 'Anthony', 'Mark', 'Paul', 'Steven', 'Andrew',
    'Kenneth', 'Brian', 'Kevin', 'Gary', 'Ronald', 'Edward', 'Jason', 'Raymond',
    'Dennis', 'Walter', 'Patrick', 'Peter', 'Harold', 'Douglas', 'Henry', 'Arthur',
    'Roger', 'Keith', 'Terence', 'Colin', 'Graham', 'Nigel', 'Derek', 'Barry',
    'Trevor', 'Alan', 'Malcolm', 'Stuart', 'Gareth', 'Rhys', 'Dylan', 'Hamish',
    'Angus', 'Callum', 'Ciaran', 'Padraig', 'Seamus', 'Eoin', 'Declan', 'Cathal',
    'Niall', 'Darragh', 'Wayne', 'Clifford', 'Leonard', 'Frank', 'Gordon', 'Neville',
    # South Asian
    'Ravi', 'Sanjay', 'Rajesh', 'Amit', 'Vikram', 'Arjun', 'Harpreet', 'Gurdeep',
    'Balwinder', 'Suresh', 'Pradeep', 'Dinesh', 'Anil', 'Nitin', 'Kamal', 'Rohan',
    # Arabic / Somali / Persian / Turkish
    'Mohammed', 'Ahmed', 'Omar', 'Tariq', 'Imran', 'Bilal', 'Yusuf', 'Hassan',
    'Khalid', 'Farid', 'Abdi', 'Dariush', 'Mehmet', 'Karim', 'Nabil', 'Samir',
    # East / South-East Asian
    'Wei', 'Jian', 'Hao', 'Ming', 'Kenji', 'Hiroshi', 'Takumi', 'Minh', 'Tuan',
    'Duc', 'Quang', 'Jun', 'Sung-ho', 'Rodel', 'Jericho', 'Arnel',
    # African
    'Chinedu', 'Emeka', 'Oluwaseun', 'Kwame', 'Kofi', 'Tunde', 'Sipho', 'Thabo',
    'Tendai', 'Obinna', 'Yaw', 'Babajide',
    # Hispanic / Lusophone
    'Jose', 'Carlos', 'Luis', 'Miguel', 'Javier', 'Alejandro', 'Diego', 'Mateo',
    'Joao', 'Tiago', 'Rafael', 'Ernesto',
    # European
    'Piotr', 'Tomasz', 'Krzysztof', 'Marek', 'Andrei', 'Mihai', 'Dimitri', 'Nikos',
    'Giorgos', 'Giuseppe', 'Marco', 'Luca', 'Lars', 'Henrik', 'Jurgen', 'Pieter',
    # Maori / Pacific / First Nations / Quebecois
    'Wiremu', 'Tane', 'Rawiri', 'Hemi', 'Sione', 'Tevita', 'Viliami', 'Malakai',
    'Ioane', 'Tavita', 'Jacques', 'Rejean', 'Gaetan', 'Darnell', 'Tyrone', 'Deshawn',
]

FIRST_F = [
    'Mary', 'Patricia', 'Jennifer', 'Linda', 'Elizabeth', 'Barbara', 'Susan', 'Jessica',
    'Sarah', 'Karen', 'Nancy', 'Lisa', 'Margaret', 'Sandra', 'Dorothy', 'Kimberly',
    'Emily', 'Donna', 'Michelle', 'Carol', 'Amanda', 'Deborah', 'Rebecca', 'Sharon',
    'Laura', 'Kathleen', 'Shirley', 'Angela', 'Helen', 'Brenda', 'Pamela', 'Nicola',
    'Joanne', 'Tracey', 'Gillian', 'Alison', 'Fiona', 'Morag', 'Kirsty', 'Siobhan',
    'Aoife', 'Niamh', 'Roisin', 'Grainne', 'Saoirse', 'Orla', 'Bronwyn', 'Cerys',
    'Beryl', 'Doreen', 'Maureen', 'Valerie', 'Rose', 'Hope', 'Irene', 'Glenys',
    'Priya', 'Sunita', 'Anjali', 'Deepa', 'Kavita', 'Meera', 'Simran', 'Harjeet',
    'Jaswinder', 'Lakshmi', 'Nirmala', 'Rekha',
    'Fatima', 'Aisha', 'Zainab', 'Maryam', 'Noor', 'Samira', 'Leila', 'Hodan',
    'Fadumo', 'Yasmin', 'Elif', 'Shirin',
    'Mei', 'Xiu', 'Yan', 'Yuki', 'Haruka', 'Akiko', 'Ji-woo', 'Seo-yeon', 'Linh',
    'Thao', 'Huong', 'Marites', 'Rowena', 'Maricel',
    'Ngozi', 'Chiamaka', 'Adaeze', 'Folake', 'Abena', 'Ama', 'Nomvula', 'Thandiwe',
    'Funmilayo', 'Esi',
    'Maria', 'Carmen', 'Lucia', 'Sofia', 'Isabel', 'Guadalupe', 'Ana', 'Beatriz',
    'Ines', 'Rosario',
    'Agnieszka', 'Katarzyna', 'Malgorzata', 'Elena', 'Ioana', 'Irina', 'Eleni',
    'Despina', 'Giulia', 'Francesca', 'Ingrid', 'Annelies',
    'Aroha', 'Mere', 'Ngaire', 'Moana', 'Losa', 'Mele', 'Talia', 'Leilani', 'Sina',
    'Manon', 'Genevieve', 'Sylvie', 'Latoya', 'Keisha', 'Shanice',
]

SURNAMES = [
    'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies',
    'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green',
    'Hall', 'Wood', 'Jackson', 'Clarke', 'Hughes', 'Edwards', 'Lewis', 'Harris',
    'Turner', 'Hill', 'Moore', 'Cooper', 'Ward', 'Morris', 'King', 'Baker',
    'Harrison', 'Morgan', 'Mason', 'Fletcher', 'Shepherd', 'Carpenter',
    'Patel', 'Shah', 'Sharma', 'Singh', 'Kaur', 'Gill', 'Sandhu', 'Chaudhry',
    'Khan', 'Hussain', 'Ahmed', 'Akhtar', 'Malik', 'Iqbal', 'Rahman', 'Begum',
    'Chowdhury', 'Reddy', 'Nair', 'Menon', 'Pillai', 'Joshi', 'Dhillon', 'Grewal',
    'Nguyen', 'Tran', 'Pham', 'Le', 'Chen', 'Wang', 'Li', 'Zhang', 'Liu', 'Huang',
    'Wong', 'Chan', 'Lam', 'Tanaka', 'Suzuki', 'Kim', 'Park', 'Lee', 'Choi',
    'Santos', 'Reyes', 'Dela Cruz', 'Bautista', 'Mendoza',
    'Okafor', 'Okonkwo', 'Adeyemi', 'Adebayo', 'Balogun', 'Mensah', 'Asante',
    'Boateng', 'Owusu', 'Mwangi', 'Otieno', 'Dlamini', 'Ndlovu', 'Moyo',
    'Abdullahi', 'Warsame', 'Hassan', 'Farah', 'Osman',
    'Garcia', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Perez',
    'Sanchez', 'Ramirez', 'Torres', 'Flores', 'Rivera', 'Silva', 'Ferreira',
    'Pereira', 'Costa', 'Oliveira',
    'Kowalski', 'Nowak', 'Wisniewski', 'Wojcik', 'Kaminski', 'Popescu', 'Ionescu',
    'Petrov', 'Ivanova', 'Papadopoulos', 'Georgiou', 'Rossi', 'Russo', 'Esposito',
    'Bianchi', 'Romano', 'Yilmaz', 'Demir', 'Haddad', 'Khoury', 'Nassar',
    'Murphy', 'Kelly', "O'Sullivan", 'Walsh', "O'Brien", 'Byrne', 'Ryan',
    "O'Connor", "O'Neill", 'Doyle', 'McCarthy', 'Gallagher', 'Doherty', 'Kennedy',
    'Lynch', 'Quinn', 'McLaughlin', 'Fitzgerald', 'Nolan', 'Brennan', 'Duffy',
    'MacDonald', 'Campbell', 'Stewart', 'Robertson', 'McKenzie', 'Fraser', 'Ross',
    'Henderson', 'Paterson', 'Morrison', 'Sutherland', 'Kerr',
    'Ngata', 'Tipene', 'Parata', 'Waaka', 'Te Moana', 'Tuilagi', 'Fifita', 'Taufa',
    'Faleolo', 'Leota', 'Tupou',
    'Schmidt', 'Muller', 'Fischer', 'Weber', 'Becker', 'Jansen', 'de Vries',
    'van der Berg', 'Larsen', 'Nielsen', 'Andersson', 'Lindqvist',
    'Tremblay', 'Gagnon', 'Roy', 'Cote', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie',
    'Fortin', 'Pelletier',
    'Abbott', 'Armstrong', 'Blackwood', 'Carrington', 'Delaney', 'Ellison',
    'Fairbairn', 'Gorman', 'Holloway', 'Ingram', 'Jennings', 'Lockhart', 'Mercer',
    'Norris', 'Oakley', 'Pickering', 'Radcliffe', 'Thornton', 'Underwood',
    'Vickers', 'Whitfield', 'Yates', 'Washington', 'Jefferson', 'Banks', 'Freeman',
]

NICK = {
    'Robert': 'Bob', 'William': 'Bill', 'Margaret': 'Peggy', 'Elizabeth': 'Liz',
    'Richard': 'Dick', 'Patricia': 'Trish', 'Thomas': 'Tommy', 'Kathleen': 'Kath',
    'Anthony': 'Tony', 'Edward': 'Ted', 'Dorothy': 'Dot', 'Kenneth': 'Ken',
    'Michael': 'Mick', 'Deborah': 'Debbie', 'Terence': 'Terry', 'Raymond': 'Ray',
    'Leonard': 'Len', 'Jennifer': 'Jen', 'Rebecca': 'Becky', 'Douglas': 'Dougie',
    'Padraig': 'Paddy', 'Alejandro': 'Alex', 'Oluwaseun': 'Seun', 'Babajide': 'Jide',
    'Funmilayo': 'Funmi', 'Krzysztof': 'Chris', 'Giuseppe': 'Joe', 'Malgorzata': 'Gosia',
    'Katarzyna': 'Kasia', 'Guadalupe': 'Lupe', 'Christopher': 'Chris', 'Nicola': 'Nicky',
}

RELATIONS_M = ['husband', 'son', 'brother', 'partner', 'nephew', 'grandson', 'father',
               'neighbour', 'friend', 'son-in-law', 'carer']
RELATIONS_F = ['wife', 'daughter', 'sister', 'partner', 'niece', 'granddaughter',
               'mother', 'neighbour', 'friend', 'daughter-in-law', 'carer']

PROFESSIONS = [
    'bus driver', 'plasterer', 'bricklayer', 'carpenter', 'electrician', 'plumber',
    'welder', 'dairy farmer', 'sheep farmer', 'shearer', 'fisherman', 'truck driver',
    'lorry driver', 'taxi driver', 'forklift operator', 'warehouse operative', 'chef',
    'line cook', 'office cleaner', 'school teacher', 'teaching assistant',
    'care worker', 'hairdresser', 'barber', 'accountant', 'bank clerk', 'solicitor',
    'paralegal', 'software developer', 'IT technician', 'shop assistant', 'cashier',
    'postal worker', 'mail carrier', 'security guard', 'mechanic', 'panel beater',
    'painter and decorator', 'roofer', 'coal miner', 'steelworker', 'factory worker',
    'machinist', 'seamstress', 'tailor', 'civil engineer', 'librarian',
    'church minister', 'pastor', 'guitar teacher', 'firefighter', 'police officer',
    'prison officer', 'university lecturer', 'real estate agent', 'call centre agent',
    'landscaper', 'groundskeeper', 'butcher', 'baker', 'kitchen porter',
    'construction labourer', 'scaffolder', 'crane operator', 'courier',
    'delivery driver', 'rideshare driver', 'tiler', 'joiner', 'sheet metal worker',
    'dental nurse', 'massage therapist', 'bookkeeper', 'meat packer', 'orchard worker',
    'boilermaker', 'stonemason', 'printer', 'upholsterer', 'seafarer', 'pipefitter',
]

# professions that can pass for a relative's job (tricky: clinical-sounding)
REL_PROFESSIONS = ['nurse', 'paramedic', 'pharmacist', 'physiotherapist', 'teacher',
                   'accountant', 'engineer', 'social worker', 'carpenter', 'chef',
                   'police officer', 'hairdresser', 'GP receptionist', 'lab technician']

# clinician roles are not PHI; kept here for templates
ROLES = {
    'neph': ['Consultant Nephrologist', 'Nephrologist', 'Renal Physician',
             'Attending Nephrologist', 'Staff Nephrologist'],
    'surg': ['Consultant Vascular Surgeon', 'Vascular Surgeon',
             'Transplant & Access Surgeon', 'Attending Surgeon, Vascular'],
    'rad': ['Consultant Interventional Radiologist', 'Interventional Radiologist',
            'Staff Radiologist'],
    'sono': ['Clinical Vascular Scientist', 'Vascular Sonographer', 'RVT',
             'Senior Vascular Scientist'],
    'nurse': ['Dialysis Nurse', 'Staff Nurse', 'Charge Nurse', 'Renal Nurse',
              'Senior Staff Nurse'],
    'acc': ['Vascular Access Nurse Specialist', 'Access Coordinator',
            'Vascular Access Nurse', 'Access CNS'],
}
