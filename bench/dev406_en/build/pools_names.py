"""Person-name pools of many origins (dev406_en).  All lists are ordered."""

FIRST = {
    'anglo': (
        ['James', 'Oliver', 'Thomas', 'George', 'Harry', 'William', 'Jack', 'Daniel',
         'Matthew', 'Robert', 'Michael', 'David', 'Peter', 'Stephen', 'Andrew', 'Gary',
         'Keith', 'Colin', 'Trevor', 'Graham', 'Malcolm', 'Derek', 'Nigel', 'Brian',
         'Kevin', 'Craig', 'Wayne', 'Dean', 'Shane', 'Bradley', 'Tyler', 'Brandon',
         'Cody', 'Dustin', 'Travis', 'Kyle', 'Logan', 'Mason', 'Hunter', 'Chase',
         'Frank', 'Bill', 'Mark', 'Will', 'Miles', 'Drew', 'Reed', 'Gene', 'Ray',
         'Robin', 'Carl', 'Lee', 'Norman', 'Clive', 'Russell', 'Jordan'],
        ['Margaret', 'Susan', 'Patricia', 'Linda', 'Karen', 'Janet', 'Pauline', 'Sandra',
         'Carol', 'Julie', 'Tracey', 'Donna', 'Sharon', 'Gemma', 'Chloe', 'Emily',
         'Sophie', 'Hannah', 'Lauren', 'Jessica', 'Megan', 'Ashley', 'Brittany', 'Kayla',
         'Madison', 'Rose', 'Grace', 'Hope', 'Joy', 'Faith', 'Dawn', 'Summer', 'Amber',
         'Hazel', 'Ivy', 'Holly', 'Iris', 'Pearl', 'Ruby', 'Olive', 'Violet', 'Crystal',
         'Heather', 'April', 'June', 'Sandy', 'Beverley', 'Shirley', 'Joan', 'Brenda']),
    'irish': (
        ['Se\u00e1n', 'Ciar\u00e1n', 'P\u00e1draig', 'Cathal', 'Ois\u00edn', 'Donal', 'Eoin',
         'Tadhg', 'Colm', 'Fionn', 'Declan', 'Darragh', 'Cormac', 'Niall'],
        ['Siobh\u00e1n', 'Niamh', 'Aoife', 'Caoimhe', 'Saoirse', 'R\u00f3is\u00edn', 'Orla',
         'Gr\u00e1inne', 'Sin\u00e9ad', 'Eimear', 'Deirdre', 'Clodagh']),
    'scot_welsh': (
        ['Callum', 'Hamish', 'Fraser', 'Ewan', 'Rhys', 'Dafydd', 'Gareth', 'Owain',
         'Alasdair', 'Iain'],
        ['Morag', 'Kirsty', 'Isla', 'Ailsa', 'Cerys', 'Bethan', 'Ffion', 'Sioned',
         'Eilidh', 'Catriona']),
    'south_asian': (
        ['Arjun', 'Rahul', 'Sanjay', 'Vikram', 'Imran', 'Faisal', 'Tariq', 'Gurdeep',
         'Ravi', 'Anil', 'Mohammed', 'Harjit', 'Deepak', 'Suresh', 'Kamal'],
        ['Priya', 'Anjali', 'Sunita', 'Deepa', 'Kavita', 'Nasreen', 'Ayesha', 'Farah',
         'Simran', 'Manpreet', 'Shabana', 'Lakshmi', 'Rukhsana']),
    'east_asian': (
        ['Wei', 'Jun', 'Hiroshi', 'Kenji', 'Min-jun', 'Tuan', 'Minh', 'Hao', 'Jian',
         'Takeshi', 'Sung-ho'],
        ['Mei', 'Xin', 'Yuki', 'Aiko', 'Ji-woo', 'Linh', 'Thu', 'Hua', 'Mai', 'Yan',
         'Seo-yeon']),
    'african': (
        ['Chinedu', 'Emeka', 'Oluwaseun', 'Kwame', 'Kofi', 'Tendai', 'Themba', 'Abdi',
         'Yusuf', 'Babajide', 'Tunde'],
        ['Ngozi', 'Chiamaka', 'Adaeze', 'Amara', 'Abena', 'Ama', 'Nomvula', 'Fatuma',
         'Hodan', 'Folake', 'Precious', 'Blessing']),
    'arabic': (
        ['Omar', 'Khalid', 'Hassan', 'Karim', 'Samir', 'Walid'],
        ['Layla', 'Yasmin', 'Noor', 'Rania', 'Huda', 'Mariam']),
    'east_euro': (
        ['Piotr', 'Tomasz', 'Andrzej', 'Marek', 'Dmitri', 'Ivan', 'Bogdan', 'Mihai',
         'Jakub'],
        ['Agnieszka', 'Katarzyna', 'Magdalena', 'Olena', 'Irina', 'Daria', 'Ioana',
         'Zofia']),
    'hispanic': (
        ['Carlos', 'Luis', 'Jos\u00e9', 'Miguel', 'Javier', 'Diego', 'Alejandro', 'Rafael'],
        ['Mar\u00eda', 'Luc\u00eda', 'Carmen', 'Rosa', 'Guadalupe', 'Valeria', 'Ximena',
         'Paloma']),
    'maori_pacific': (
        ['Wiremu', 'Tane', 'Rawiri', 'Hemi', 'Nikau', 'Sione', 'Tevita', 'Mikaere',
         'Manaia'],
        ['Aroha', 'Mere', 'Ngaire', 'Kiri', 'Anahera', 'Moana', 'Mele', 'Salote',
         'Hine']),
    'mediterranean': (
        ['Giuseppe', 'Marco', 'Luca', 'Giorgos', 'Nikos', 'Stavros', 'Salvatore'],
        ['Giulia', 'Francesca', 'Eleni', 'Sofia', 'Despina', 'Concetta', 'Antonella']),
    'other': (
        ['Eli', 'Avi', 'Jericho', 'Rowan', 'Sasha', 'Koen', 'Lars', 'Bj\u00f6rn'],
        ['Miriam', 'Rivka', 'Maricel', 'Rowena', 'Ingrid', 'Annelies', 'Saskia', 'Liesl']),
}

SURNAME = {
    'anglo': ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Thompson', 'Robinson',
              'Wright', 'Harrison', 'Clarke', 'Hughes', 'Edwards', 'Whitfield', 'Ashworth',
              'Pemberton', 'Holloway', 'Rutherford', 'Fairclough', 'Sutcliffe', 'Barraclough',
              'Walker', 'Wheeler', 'Driver', 'Frame', 'Carter', 'Turner', 'Brake', 'Hook',
              'Rider', 'Bishop', 'Mason', 'Cook', 'Baker', 'Hill', 'Lane', 'Page', 'Bell',
              'Long', 'Young', 'White', 'Green', 'Black', 'Sharp', 'Strong', 'Small',
              'Moody', 'Hardy', 'Best', 'Love', 'Friend', 'Marsh', 'Chambers', 'Fields',
              'Gladwell', 'Kershaw', 'Oakes', 'Pickering'],
    'irish': ["O'Brien", "O'Sullivan", 'Murphy', 'Kelly', 'Byrne', 'Ryan', "O'Connor",
              'Walsh', 'McCarthy', 'Doyle', 'Power', 'Fitzgerald', 'Moynihan', 'Brennan',
              'Kavanagh', 'Ni Fhloinn', 'Mac Carthaigh', 'Geraghty'],
    'scot_welsh': ['MacLeod', 'McKenzie', 'Campbell', 'Fraser', 'Robertson', 'Sutherland',
                   'Davies', 'Evans', 'Pritchard', 'Llewellyn', 'Morgan', 'Rees',
                   'MacDonald', 'Gunn'],
    'south_asian': ['Patel', 'Shah', 'Sharma', 'Singh', 'Kaur', 'Gill', 'Sandhu', 'Khan',
                    'Hussain', 'Chaudhry', 'Iqbal', 'Rahman', 'Begum', 'Nair', 'Iyer',
                    'Reddy', 'Mistry', 'Desai', 'Bhatt', 'Dhillon'],
    'east_asian': ['Chen', 'Wang', 'Li', 'Zhang', 'Liu', 'Nguyen', 'Tran', 'Pham', 'Le',
                   'Kim', 'Park', 'Choi', 'Tanaka', 'Sato', 'Yamamoto', 'Wong', 'Chan',
                   'Lim', 'Tan', 'Ng', 'Huang'],
    'african': ['Okafor', 'Okonkwo', 'Adeyemi', 'Mensah', 'Asante', 'Boateng', 'Moyo',
                'Dlamini', 'Ndlovu', 'Mohamed', 'Abdullahi', 'Osei', 'Eze', 'Balogun'],
    'arabic': ['Haddad', 'Khoury', 'Al-Sayed', 'Nasser', 'Mansour', 'Saleh', 'Abboud'],
    'east_euro': ['Kowalski', 'Nowak', 'Wi\u015bniewski', 'Zielinski', 'Petrov', 'Horvat',
                  'Novak', 'Kovalenko', 'Popescu', 'Dabrowski', 'Szab\u00f3'],
    'hispanic': ['Garc\u00eda', 'Rodriguez', 'Martinez', 'Hern\u00e1ndez', 'L\u00f3pez',
                 'Gonz\u00e1lez', 'P\u00e9rez', 'S\u00e1nchez', 'Ram\u00edrez', 'Flores',
                 'Torres', 'Reyes', 'Morales', 'Castillo'],
    'maori_pacific': ['Ngata', 'Parata', 'Te Rangi', 'Tipene', 'Fonoti', 'Tuilagi',
                      'Faleolo', 'Fifita', 'Taufa', 'Rangihau', 'Walker', 'Henare'],
    'mediterranean': ['Rossi', 'Russo', 'Esposito', 'Bianchi', 'Romano', 'Papadopoulos',
                      'Georgiou', 'Nikolaidis', 'Caruso', 'Vella'],
    'other': ['Cohen', 'Levy', 'Friedman', 'Goldberg', 'Santos', 'Cruz', 'Bautista',
              'dela Cruz', 'Villanueva', 'van der Berg', 'Jansen', 'Lindqvist'],
}

# Weighted origin mix per country (origin, weight); iterated in list order.
ORIGIN_MIX = {
    'GB': [('anglo', 10), ('scot_welsh', 4), ('irish', 2), ('south_asian', 5),
           ('african', 3), ('east_euro', 3), ('east_asian', 2), ('arabic', 1),
           ('mediterranean', 1), ('other', 1)],
    'US': [('anglo', 10), ('hispanic', 6), ('african', 2), ('east_asian', 3),
           ('south_asian', 2), ('irish', 2), ('east_euro', 2), ('mediterranean', 2),
           ('arabic', 1), ('other', 2)],
    'CA': [('anglo', 9), ('east_asian', 4), ('south_asian', 4), ('irish', 2),
           ('scot_welsh', 2), ('east_euro', 2), ('arabic', 1), ('african', 1),
           ('other', 2), ('hispanic', 1)],
    'AU': [('anglo', 10), ('east_asian', 4), ('mediterranean', 3), ('south_asian', 3),
           ('irish', 2), ('arabic', 2), ('maori_pacific', 1), ('other', 2),
           ('african', 1)],
    'NZ': [('anglo', 9), ('maori_pacific', 7), ('east_asian', 3), ('south_asian', 2),
           ('scot_welsh', 2), ('other', 2), ('irish', 1)],
    'IE': [('irish', 10), ('anglo', 5), ('east_euro', 4), ('african', 2),
           ('south_asian', 1), ('other', 1), ('hispanic', 1)],
}

NICK = {
    'William': 'Bill', 'Robert': 'Bob', 'Margaret': 'Peggy', 'James': 'Jim',
    'Patricia': 'Pat', 'Susan': 'Sue', 'Michael': 'Mick', 'Thomas': 'Tom',
    'Daniel': 'Danny', 'Andrew': 'Andy', 'Stephen': 'Steve', 'Jessica': 'Jess',
    'Kenji': 'Ken', 'Oluwaseun': 'Seun', 'Alejandro': 'Alex', 'Katarzyna': 'Kasia',
    'Wiremu': 'Bill', 'Babajide': 'Jide', 'Mohammed': 'Mo', 'Francesca': 'Fran',
    'Giuseppe': 'Joe', 'Alasdair': 'Ali', 'Catriona': 'Cat', 'Beverley': 'Bev',
}
