"""Name pools (many origins). All combinations are fictional people."""

# origin -> (female first names, male first names, surnames)
NAMES = {
    'anglo': (
        ['Margaret', 'Patricia', 'Jean', 'Brenda', 'Irene', 'Doreen', 'Maureen', 'Sheila',
         'Pauline', 'Linda', 'Susan', 'Carol', 'Janet', 'Elaine', 'Gillian', 'Marjorie',
         'Edna', 'Beryl', 'Sandra', 'Tracey', 'Joanne', 'Kelly', 'Shirley', 'Ruth', 'Wendy',
         'Sharon', 'Lorraine', 'Denise', 'Maxine', 'June', 'April', 'May', 'Iris', 'Heather',
         'Hazel', 'Ivy', 'Pearl', 'Ruby', 'Violet', 'Dawn', 'Faith', 'Hope', 'Joy', 'Grace',
         'Deborah', 'Rosalind', 'Glenys', 'Hilda', 'Vera', 'Mavis', 'Christine', 'Lesley'],
        ['John', 'David', 'Michael', 'Peter', 'Brian', 'Kenneth', 'Keith', 'Terence', 'Derek',
         'Alan', 'Colin', 'Malcolm', 'Graham', 'Raymond', 'Stanley', 'Norman', 'Ronald',
         'Gordon', 'Trevor', 'Barry', 'Clifford', 'Harold', 'Ernest', 'Walter', 'Frank',
         'Bill', 'Bob', 'Jack', 'Will', 'Guy', 'Rex', 'Sonny', 'Dennis', 'Leslie', 'Roy',
         'Geoffrey', 'Philip', 'Stuart', 'Nigel', 'Martin', 'Gary', 'Wayne', 'Lee'],
        ['Ellison', 'Thornton', 'Hargreaves', 'Sutcliffe', 'Ackroyd', 'Brierley', 'Ormerod',
         'Pickles', 'Greenwood', 'Holroyd', 'Whitaker', 'Barraclough', 'Entwistle', 'Lumb',
         'Fothergill', 'Kershaw', 'Smith', 'Brown', 'Taylor', 'Wright', 'Parkinson', 'Wood',
         'Hill', 'Marsh', 'Bell', 'Graves', 'Addison', 'Hodgkin', 'Baker', 'Cook', 'Turner',
         'Fisher', 'Mason', 'Gardner', 'Miller', 'Carpenter', 'Whitlock', 'Pollard',
         'Hancock', 'Hibbert', 'Leighton', 'Sowerby', 'Dalby', 'Rushworth', 'Bairstow',
         'Illingworth', 'Mottram', 'Crabtree', 'Buckley', 'Cartwright', 'Dewhurst',
         'Haworth', 'Pilling', 'Tattersall', 'Wolstenholme', 'Nuttall', 'Threlfall',
         'Cheetham', 'Rigby', 'Crompton', 'Fairclough', 'Royle', 'Duckworth', 'Pendlebury',
         'Walker', 'Jackson', 'Robinson', 'Shaw', 'Hewitt', 'Platt', 'Sharples', 'Bramley']),
    'irish': (
        ['Siobhan', 'Niamh', 'Aoife', 'Bridget', 'Mairead', 'Eileen', 'Noreen', 'Sinead',
         'Orla', 'Roisin', 'Grainne', 'Caoimhe', 'Nuala', 'Philomena', 'Kathleen', 'Bernadette',
         'Siobhán', 'Máire'],
        ['Seamus', 'Padraig', 'Declan', 'Ciaran', 'Eamon', 'Donal', 'Fergal', 'Cathal',
         'Tadhg', 'Colm', 'Liam', 'Kieran', 'Dermot', 'Brendan', 'Micheál', 'Pat', 'Mossie'],
        ["O'Brien", "O'Sullivan", 'Murphy', 'Byrne', 'Kavanagh', 'McCarthy', 'Fitzgerald',
         'Duffy', 'Doyle', 'Quinn', 'Lynch', 'Power', 'Dunne', 'Kearney', 'Moloney',
         'Hennessy', 'Foley', "O'Donoghue", 'Brennan', 'Cullinane', 'Twomey', 'Mulcahy',
         'Ní Bhriain', 'Geraghty', 'Cassidy', "O'Keeffe", 'Lenihan', 'Halloran']),
    'scots_welsh': (
        ['Catriona', 'Morag', 'Fiona', 'Kirsty', 'Isla', 'Rhiannon', 'Bethan', 'Carys', 'Sian',
         'Eirlys', 'Nerys', 'Mhairi', 'Ailsa', 'Elspeth'],
        ['Hamish', 'Angus', 'Callum', 'Douglas', 'Alasdair', 'Gareth', 'Rhys', 'Dafydd',
         'Emlyn', 'Iwan', 'Ewan', 'Murdo', 'Gwyn', 'Huw', 'Euan'],
        ['MacLeod', 'Fraser', 'Campbell', 'McIntyre', 'Sinclair', 'Munro', 'Jones', 'Evans',
         'Pritchard', 'Llewellyn', 'Vaughan', 'Mackenzie', 'Ross', 'Stewart', 'Robertson',
         'Thomson', 'Kerr', 'Ritchie', 'Beattie', 'Gunn', 'Morgan', 'Rees', 'Prosser']),
    'south_asian': (
        ['Priya', 'Anjali', 'Sunita', 'Parveen', 'Nasreen', 'Shabana', 'Rukhsana', 'Amrit',
         'Harjit', 'Gurpreet', 'Kamaljit', 'Meena', 'Deepa', 'Lakshmi', 'Farzana', 'Shazia'],
        ['Rajesh', 'Sanjay', 'Mohammed', 'Tariq', 'Imran', 'Arshad', 'Harpreet', 'Jaswinder',
         'Kuldip', 'Arjun', 'Vikram', 'Ravi', 'Anil', 'Zahid', 'Bashir', 'Mukesh'],
        ['Patel', 'Shah', 'Mistry', 'Chaudhry', 'Hussain', 'Akhtar', 'Begum', 'Khan', 'Malik',
         'Iqbal', 'Sandhu', 'Gill', 'Dhillon', 'Bains', 'Kaur', 'Singh', 'Rahman', 'Uddin',
         'Nair', 'Pillai', 'Sharma', 'Joshi', "D'Souza", 'Fernandes', 'Pereira']),
    'east_asian': (
        ['Mei', 'Lian', 'Xiu Ying', 'Hoa', 'Thi Lan', 'Yuki', 'Hana', 'Min-ji', 'Ling',
         'Suyin', 'Anh'],
        ['Wei', 'Jun', 'Minh', 'Tuan', 'Hiroshi', 'Kenji', 'Dong-hyun', 'Hao', 'Quang',
         'Jian', 'Sung-min'],
        ['Chen', 'Wong', 'Li', 'Zhang', 'Nguyen', 'Tran', 'Pham', 'Kim', 'Park', 'Lee',
         'Tanaka', 'Sato', 'Huang', 'Lam', 'Cheung', 'Vo', 'Le']),
    'african_caribbean': (
        ['Ngozi', 'Adaeze', 'Folasade', 'Abena', 'Precious', 'Marcia', 'Beverley', 'Yvonne',
         'Comfort', 'Blessing', 'Chipo', 'Amara', 'Hyacinth', 'Claudette'],
        ['Chukwuemeka', 'Oluwaseun', 'Kwame', 'Kofi', 'Desmond', 'Winston', 'Delroy',
         'Tendai', 'Emeka', 'Babatunde', 'Everton', 'Leroy', 'Fitzroy'],
        ['Okafor', 'Adeyemi', 'Mensah', 'Boateng', 'Okonkwo', 'Williams', 'Clarke', 'Grant',
         'Okoro', 'Nwosu', 'Abubakar', 'Mohamud', 'Warsame', 'Asante', 'Brathwaite',
         'Gayle', 'Oduya', 'Moyo']),
    'european': (
        ['Agnieszka', 'Małgorzata', 'Katarzyna', 'Ewa', 'Giulia', 'Rosa', 'Maria', 'Carmen',
         'Lucia', 'Eleni', 'Despina', 'Ingrid', 'Astrid', 'Zofia', 'Ana', 'Ilse'],
        ['Tomasz', 'Krzysztof', 'Piotr', 'Giuseppe', 'Antonio', 'Marco', 'Dimitrios',
         'Nikos', 'Luis', 'Carlos', 'Miguel', 'José', 'Jan', 'Lars', 'Stefan', 'Bogdan'],
        ['Kowalski', 'Nowak', 'Wiśniewski', 'Zielinski', 'Rossi', 'Esposito', 'Romano',
         'Papadopoulos', 'Georgiou', 'Garcia', 'Rodriguez', 'Lopez', 'Johansson', 'Andersen',
         'Schmidt', 'Müller', 'Novak', 'Horvat', 'Petrov', 'Ivanova', 'Ferreira', 'Silva',
         'Costa', 'Santos', 'Papadakis', 'Kovač', 'Yilmaz', 'Demir', 'Cohen', 'Levy']),
    'maori_pacific': (
        ['Aroha', 'Mere', 'Ngaire', 'Moana', 'Losa', 'Sina', 'Mele', 'Leilani', 'Hine',
         'Anahera', 'Talia', 'Manaia'],
        ['Wiremu', 'Tane', 'Hemi', 'Rawiri', 'Sione', 'Tevita', 'Pita', 'Mikaere', 'Tamati',
         'Viliami', 'Iosefa', 'Ropata'],
        ['Ngata', 'Parata', 'Tawhiri', 'Tipene', 'Aperahama', "Fa'asalele", 'Tuilagi',
         'Vaipulu', 'Taufa', 'Te Rangi', 'Whaanga', 'Horomona', 'Lealaiauloto', 'Fifita']),
    'french_canadian': (
        ['Marie-Claude', 'Genevieve', 'Sylvie', 'Chantal', 'Josée', 'Nathalie', 'Lise',
         'Francine', 'Manon'],
        ['Jean-Luc', 'Marcel', 'Gilles', 'Yves', 'Réjean', 'Normand', 'Luc', 'Denis'],
        ['Tremblay', 'Gagnon', 'Bouchard', 'Côté', 'Lavoie', 'Pelletier', 'Bélanger',
         'Gauthier', 'Ouellet', 'Leblanc', 'Cormier', 'Arsenault']),
    'middle_eastern': (
        ['Nadia', 'Fatima', 'Aisha', 'Layla', 'Samira', 'Rania', 'Zeinab', 'Maryam'],
        ['Ahmed', 'Omar', 'Khalid', 'Yusuf', 'Hassan', 'Karim', 'Samir', 'Reza'],
        ['Haddad', 'Saleh', 'Mansour', 'Karimi', 'Hosseini', 'Nasser', 'Khoury', 'Aziz',
         'Hamdan', 'Rahimi']),
    'aus_nz_us': (
        ['Raewyn', 'Kylie', 'Narelle', 'Bronwyn', 'Cheryl', 'Sharlene', 'Tania', 'Dolores',
         'Esther', 'Loretta', 'Darlene', 'Tammy', 'Bonnie', 'Jolene', 'Shelby'],
        ['Bruce', 'Darryl', 'Warren', 'Shane', 'Craig', 'Cliff', 'Earl', 'Dwayne', 'Jerome',
         'Hunter', 'Chase', 'Carter', 'Art', 'Rusty', 'Dale', 'Merv', 'Clint', 'Randy'],
        ['Kelly', 'Ryan', 'Walsh', 'Murray', 'McDonald', 'Hernandez', 'Johnson', 'Miller',
         'Dawson', 'Harlow', 'Pruitt', 'Kowalczyk', 'Dempsey', 'Gallagher', 'Nolan',
         'Sorensen', 'Bradshaw', 'Lindqvist', 'Hollister', 'Boyd', 'Castillo', 'Ortiz']),
}

# country -> weights per origin (sorted iteration keeps this deterministic)
COUNTRY_ORIGINS = {
    'UK': {'anglo': 40, 'scots_welsh': 14, 'irish': 6, 'south_asian': 14, 'east_asian': 4,
           'african_caribbean': 9, 'european': 8, 'middle_eastern': 3, 'maori_pacific': 1,
           'french_canadian': 0, 'aus_nz_us': 1},
    'IE': {'anglo': 10, 'scots_welsh': 3, 'irish': 60, 'south_asian': 5, 'east_asian': 3,
           'african_caribbean': 6, 'european': 11, 'middle_eastern': 2, 'maori_pacific': 0,
           'french_canadian': 0, 'aus_nz_us': 0},
    'AU': {'anglo': 30, 'scots_welsh': 5, 'irish': 8, 'south_asian': 8, 'east_asian': 12,
           'african_caribbean': 3, 'european': 12, 'middle_eastern': 6, 'maori_pacific': 3,
           'french_canadian': 0, 'aus_nz_us': 13},
    'NZ': {'anglo': 25, 'scots_welsh': 8, 'irish': 4, 'south_asian': 6, 'east_asian': 8,
           'african_caribbean': 1, 'european': 5, 'middle_eastern': 2, 'maori_pacific': 30,
           'french_canadian': 0, 'aus_nz_us': 11},
    'CA': {'anglo': 22, 'scots_welsh': 6, 'irish': 5, 'south_asian': 12, 'east_asian': 10,
           'african_caribbean': 5, 'european': 10, 'middle_eastern': 5, 'maori_pacific': 0,
           'french_canadian': 15, 'aus_nz_us': 10},
    'US': {'anglo': 25, 'scots_welsh': 3, 'irish': 6, 'south_asian': 6, 'east_asian': 7,
           'african_caribbean': 12, 'european': 12, 'middle_eastern': 4, 'maori_pacific': 1,
           'french_canadian': 2, 'aus_nz_us': 22},
}

NICKNAMES = {
    'Margaret': 'Peggy', 'Patricia': 'Pat', 'Elizabeth': 'Betty', 'Kenneth': 'Ken',
    'Terence': 'Terry', 'Raymond': 'Ray', 'Stanley': 'Stan', 'Ronald': 'Ronnie',
    'Gordon': 'Gordy', 'Clifford': 'Cliff', 'Harold': 'Harry', 'Ernest': 'Ernie',
    'Walter': 'Wally', 'Geoffrey': 'Geoff', 'Philip': 'Phil', 'Michael': 'Mick',
    'Brenda': 'Bren', 'Maureen': 'Mo', 'Christine': 'Chris', 'Deborah': 'Debbie',
    'Susan': 'Sue', 'Sandra': 'Sandy', 'Dennis': 'Den', 'Douglas': 'Dougie',
    'Padraig': 'Paddy', 'Kathleen': 'Kath', 'Bernadette': 'Bernie', 'Alasdair': 'Ali',
    'Chukwuemeka': 'Emeka', 'Oluwaseun': 'Seun', 'Krzysztof': 'Kris', 'Giuseppe': 'Joe',
    'Dimitrios': 'Jim', 'Wiremu': 'Bill', 'Tomasz': 'Tom', 'Francine': 'Fran',
    'Darlene': 'Dar', 'Mohammed': 'Mo', 'Jaswinder': 'Jas', 'Harpreet': 'Harry',
}

# occupations relevant to COPD/asthma history (patient or relative)
OCCUPATIONS = [
    'coal miner', 'miner', 'welder', 'shipyard welder', 'boilermaker', 'foundry worker',
    'steelworker', 'quarry worker', 'stonemason', 'bricklayer', 'plasterer', 'joiner',
    'labourer', 'farmer', 'dairy farmer', 'shearer', 'baker', 'hairdresser', 'cleaner',
    'spray painter', 'car mechanic', 'lorry driver', 'truck driver', 'bus driver',
    'taxi driver', 'textile worker', 'mill worker', 'cotton spinner', 'docker',
    'fisherman', 'chef', 'cook', 'school cook', 'teacher', 'teaching assistant',
    'care assistant', 'nurse', 'postman', 'postwoman', 'shop assistant', 'bar manager',
    'publican', 'barmaid', 'firefighter', 'plumber', 'electrician', 'roofer',
    'asbestos stripper', 'sawmill worker', 'carpenter', 'printer', 'warehouse operative',
    'forklift driver', 'bookkeeper', 'secretary', 'civil servant', 'police officer',
    'soldier', 'merchant seaman', 'railway signalman', 'engine fitter', 'potter',
    'poultry farmer', 'grain handler', 'vet nurse', 'laboratory technician',
    'dental nurse', 'florist', 'beautician', 'nail technician', 'panel beater',
    'labourer on building sites', 'machinist', 'seamstress', 'caretaker', 'janitor',
    'mechanic', 'fitter and turner', 'stockman', 'orchard worker', 'freezing worker',
    'meat worker', 'logger', 'coal truck driver', 'bartender', 'security guard',
    'accountant', 'home help', 'kitchen porter', 'painter and decorator',
]

EMPLOYERS = [
    'Calder Foundry', 'Pennine Bakeries', 'Hollinwood Textiles', 'Brackley Quarries',
    'Northgate Haulage', 'Greyfriars Print Works', 'Kestrel Engineering', 'Moorcroft Mills',
    'Tynebank Shipbuilders', 'Redbrook Colliery', 'Ashfield Brickworks', 'Lowther Paints',
    'Heron Valley Dairies', 'Corrib Meats', 'Shannonside Creameries', 'Lee Valley Motors',
    'Kinsale Seafoods', 'Banksia Freight', 'Coastline Cleaning Services', 'Wattle Ridge Mine',
    'Southern Cross Sawmills', 'Murray Flats Grain Co-op', 'Tasman Freezing Works',
    'Kaimai Timber', 'Harbourside Panelbeaters', 'Te Puke Packhouse', 'Lakehead Pulp & Paper',
    'Prairie Grain Terminal', 'Maple Leaf Auto Body', 'Northern Shield Mining',
    'Blue Ridge Coal Co', 'Three Rivers Steel', 'Keystone Glassworks', 'Riverside Auto Parts',
    'Fenwick Hair Studio', 'Bellavista Salon', 'Crust & Crumb Bakery', 'Oakfield Care Home Group',
    'Greenacre Primary School', 'Hillcrest Primary School', 'Oakridge High School',
    'Dunmore Council Depot', 'Castlebrook Call Centre', 'Parkway Cash & Carry',
]

# clubs, churches, groups and agencies named in social history
SOCIAL_ORGS = [
    "St Columba's Church", 'Holmfirth Cricket Club', "Westgate Working Men's Club",
    'Riverside Housing Association', 'Harbour Lights Breathe Easy Group', 'Parkside Bowls Club',
    'Kowhai Bowling Club', 'Greenbank Legion Branch', 'Mill Lane Methodist Chapel',
    'Ashgrove Men\'s Shed', 'Tuesday Singing for Lung Health Group', 'Wattle Park RSL Club',
    'Our Lady of Lourdes Parish', 'Kilbride GAA Club', 'Te Rangimarie Marae Committee',
    'Northside Seniors Centre Association', 'Harlow Street Mosque Committee',
]

# paid care agencies (their workers are treated as non-staff persons: FAMILY)
CARE_AGENCIES = [
    'Brightwater Homecare', 'Bluebell Homecare', 'Caring Hands Agency', 'HomeFirst Support',
    'Kindred Care Services', 'Lighthouse Home Support', 'Maple Home Care Partners',
    'Tui Home Support', 'Willowbank Care at Home',
]
