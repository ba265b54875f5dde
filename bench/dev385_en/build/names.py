"""Person-name pools for dev385_en (invented combinations, many origins)."""

FIRST = {
    'anglo': (
        ['James', 'Daniel', 'Liam', 'Connor', 'Jordan', 'Ryan', 'Craig', 'Gary', 'Darren', 'Lee',
         'Wayne', 'Dean', 'Jason', 'Kyle', 'Shane', 'Nathan', 'Jamie', 'Scott', 'Stuart', 'Mark',
         'Paul', 'Steven', 'Kevin', 'Carl', 'Adam', 'Luke', 'Callum', 'Lewis', 'Tyler', 'Brandon',
         'Mitchell', 'Bradley', 'Aaron', 'Jake', 'Glen', 'Troy', 'Brett', 'Cody', 'Dustin', 'Travis',
         'Kurt', 'Graham', 'Neil', 'Russell', 'Barry', 'Terry', 'Keith', 'Trevor', 'Martin', 'Simon',
         'Robert', 'Michael', 'Christopher', 'Matthew', 'Joshua', 'Harvey', 'Billy', 'Jonathan'],
        ['Sarah', 'Emma', 'Claire', 'Kelly', 'Leanne', 'Donna', 'Stacey', 'Gemma', 'Kirsty', 'Jade',
         'Chelsea', 'Amber', 'Danielle', 'Hayley', 'Lisa', 'Michelle', 'Joanne', 'Tracey', 'Nicola',
         'Samantha', 'Rebecca', 'Laura', 'Amy', 'Megan', 'Chloe', 'Brittany', 'Ashley', 'Crystal',
         'Tiffany', 'Shannon', 'Kayla', 'Tasha', 'Bree', 'Kylie', 'Jodie', 'Rachel', 'Helen', 'Julie',
         'Karen', 'Wendy', 'Paige', 'Courtney', 'Holly', 'Zoë', 'Natalie', 'Vicky']),
    'irish': (
        ['Ciarán', 'Declan', 'Eoin', 'Pádraig', 'Cathal', 'Darragh', 'Ronan', 'Seán', 'Fintan',
         'Colm', 'Oisín', 'Niall', 'Dara', 'Tadhg', 'Dermot', 'Shay', 'Anto', 'Gearóid'],
        ['Aoife', 'Siobhán', 'Niamh', 'Gráinne', 'Orla', 'Sinéad', 'Caoimhe', 'Róisín', 'Clodagh',
         'Bríd', 'Aisling', 'Deirdre', 'Nuala', 'Órla', 'Ciara', 'Saoirse']),
    'celtic': (
        ['Alasdair', 'Euan', 'Fraser', 'Rhys', 'Gethin', 'Dafydd', 'Iwan', 'Hamish', 'Ewan', 'Gareth',
         'Dylan', 'Rory', 'Kenny', 'Lachlan'],
        ['Morag', 'Eilidh', 'Catriona', 'Rhiannon', 'Ffion', 'Carys', 'Seren', 'Mhairi', 'Isla',
         'Kirsteen', 'Nia', 'Bethan']),
    'south_asian': (
        ['Imran', 'Asif', 'Rizwan', 'Sanjay', 'Arjun', 'Gurdeep', 'Faisal', 'Tariq', 'Ravi', 'Vikram',
         'Nadeem', 'Kamran', 'Bilal', 'Amit', 'Rohan', 'Jaspal', 'Zubair', 'Sunil'],
        ['Ayesha', 'Priya', 'Nazia', 'Shabana', 'Anjali', 'Sunita', 'Farah', 'Simran', 'Kiran',
         'Rubina', 'Deepa', 'Mehreen', 'Harpreet', 'Sonia']),
    'east_euro': (
        ['Tomasz', 'Piotr', 'Marek', 'Krzysztof', 'Łukasz', 'Andrius', 'Darius', 'Mindaugas', 'Ionuț',
         'Florin', 'Vasile', 'Bogdan', 'Oleksandr', 'Dmitri', 'Paweł', 'Jānis'],
        ['Agnieszka', 'Katarzyna', 'Monika', 'Ewa', 'Rasa', 'Ieva', 'Ioana', 'Elena', 'Oksana',
         'Natalia', 'Irina', 'Justyna', 'Dorota', 'Lina']),
    'maori_pacific': (
        ['Wiremu', 'Hemi', 'Tane', 'Rawiri', 'Manaia', 'Tamati', 'Sione', 'Tevita', 'Ioane',
         'Mikaere', 'Nikora', 'Tipene', 'Rangi', 'Pita'],
        ['Aroha', 'Mere', 'Ngaio', 'Huia', 'Kahurangi', 'Moana', 'Losana', 'Mele', 'Hinewai',
         'Anahera', 'Ataahua', 'Tui', 'Marama', 'Sina']),
    'west_african': (
        ['Chukwuemeka', 'Oluwaseun', 'Kwame', 'Kofi', 'Emeka', 'Tunde', 'Ibrahim', 'Yaw', 'Chidi',
         'Segun', 'Kayode', 'Nnamdi'],
        ['Adaeze', 'Folake', 'Ngozi', 'Abena', 'Chiamaka', 'Funmi', 'Yewande', 'Efua', 'Blessing',
         'Amaka']),
    'caribbean': (
        ['Delroy', 'Winston', 'Marlon', 'Jermaine', 'Tyrone', 'Leon', 'Andre', 'Devon', 'Kareem',
         'Desmond', 'Marcus', 'DeShawn', 'Terrell', 'Darnell'],
        ['Shanice', 'Keisha', 'Marcia', 'Janelle', 'Tanisha', 'Simone', 'Latoya', 'Aaliyah',
         'Monique', 'Ebony', 'Jasmine', 'Tamika']),
    'east_asian': (
        ['Wei', 'Jun', 'Hao', 'Minh', 'Tuan', 'Duc', 'Kenji', 'Hiroshi', 'Jae-won', 'Quang', 'Bao',
         'Kevin'],
        ['Mei', 'Xiu', 'Linh', 'Hoa', 'Yuki', 'Ji-woo', 'Lan', 'Thuy', 'Ying', 'Min-seo']),
    'middle_east': (
        ['Ahmed', 'Mohamed', 'Abdi', 'Yusuf', 'Omar', 'Hassan', 'Khalid', 'Mustafa', 'Farhan',
         'Karim', 'Samir', 'Jamal'],
        ['Fatima', 'Amina', 'Hodan', 'Layla', 'Zainab', 'Samira', 'Hibo', 'Nasra', 'Rania', 'Yasmin']),
    'hispanic': (
        ['Carlos', 'Luis', 'Miguel', 'José', 'Javier', 'Alejandro', 'Diego', 'Mateo', 'Ramón',
         'Jesús', 'Eduardo', 'Hector', 'Angel', 'Rafael'],
        ['María', 'Guadalupe', 'Rosa', 'Lucía', 'Valeria', 'Carmen', 'Ximena', 'Alejandra',
         'Marisol', 'Yesenia', 'Daniela', 'Gabriela']),
    'mediterranean': (
        ['Giuseppe', 'Marco', 'Nikos', 'Georgios', 'Dimitri', 'Antonio', 'Paolo', 'Stavros',
         'Luca', 'Kostas'],
        ['Giulia', 'Sofia', 'Eleni', 'Francesca', 'Despina', 'Chiara', 'Katerina', 'Angela']),
}

SURNAMES = {
    'anglo': ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Johnson', 'Walker', 'Wright',
              'Robinson', 'Thompson', 'White', 'Hughes', 'Edwards', 'Green', 'Hall', 'Wood',
              'Harris', 'Clarke', 'Jackson', 'Turner', 'Hill', 'Moore', 'Cooper', 'Ward', 'Morris',
              'King', 'Watson', 'Harrison', 'Baker', 'Young', 'Allen', 'Mitchell', 'Bell', 'Parker',
              'Bennett', 'Shaw', 'Cook', 'Richardson', 'Fletcher', 'Hargreaves', 'Atkinson',
              'Pickering', 'Sutcliffe', 'Dawson', 'Holt', 'Crowther', 'Ramsbottom', 'Whitfield',
              'Barraclough', 'Dixon', 'Hopkins', 'Lowe', 'Marsh', 'Pearce', 'Stokes', 'Tranter',
              'Yates', 'Buckley', 'Heywood', 'Lister', 'Nuttall', 'Oakes', 'Pratt', 'Rigby'],
    'irish': ['Murphy', "O'Brien", 'Byrne', 'Ryan', "O'Sullivan", 'Walsh', 'McCarthy', 'Doyle',
              'Gallagher', 'Kavanagh', 'Quinn', 'McLoughlin', 'Brennan', 'Nolan', 'Dunne',
              "O'Connor", 'Fitzgerald', 'Maguire', "O'Neill", 'Keane', 'Flanagan', 'Mac Giolla Rua',
              'Ní Bhriain', 'Hennessy', 'Cullen', 'Moran', 'Tierney', 'Delaney'],
    'celtic': ['MacLeod', 'Campbell', 'Stewart', 'Robertson', 'Fraser', 'MacDonald', 'McKenzie',
               'Cameron', 'Sinclair', 'Ross', 'Baird', 'Munro', 'Grieve', 'Evans', 'Davies',
               'Griffiths', 'Pritchard', 'Llewellyn', 'Powell', 'Price', 'Rees', 'Vaughan',
               'McAllister', 'Docherty'],
    'south_asian': ['Khan', 'Hussain', 'Patel', 'Shah', 'Singh', 'Kaur', 'Begum', 'Iqbal',
                    'Chaudhry', 'Sharma', 'Gill', 'Sandhu', 'Rahman', 'Mirza', 'Malik', 'Bhatt',
                    'Joshi', 'Nair', 'Dhillon', 'Qureshi'],
    'east_euro': ['Kowalski', 'Nowak', 'Wiśniewski', 'Zieliński', 'Kamiński', 'Kazlauskas',
                  'Petrauskas', 'Popescu', 'Ionescu', 'Dumitru', 'Shevchenko', 'Bondarenko',
                  'Novak', 'Horvath', 'Wójcik', 'Jankauskas', 'Bērziņš'],
    'maori_pacific': ['Ngata', 'Parata', 'Tawhiri', 'Te Awa', 'Horomona', 'Wihongi', 'Tipene',
                      'Pomare', 'Ruatapu', 'Tuilagi', 'Faleolo', 'Fifita', 'Taufa', 'Leota',
                      'Vaifale', 'Te Whata', 'Karaka', 'Herewini', 'Tuhiwai', 'Paewai'],
    'aboriginal': ['Kickett', 'Ugle', 'Walley', 'Mundine', 'Roberts', 'Simpson', 'Hunter', 'Dodd',
                   'Wanganeen', 'Coulthard', 'Bropho', 'Clinch'],
    'first_nations': ['Cardinal', 'Littlechild', 'Morningstar', 'Bird', 'Bear', 'Redsky', 'Mousseau',
                      'Daniels', 'Whitehead', 'Bigstone', 'Crowchild', 'Keeshig', 'Sutherland'],
    'west_african': ['Okafor', 'Adeyemi', 'Mensah', 'Boateng', 'Nwosu', 'Adebayo', 'Okonkwo',
                     'Asante', 'Owusu', 'Eze', 'Olawale', 'Danso'],
    'caribbean': ['Campbell', 'Francis', 'Grant', 'Beckford', 'Wray', 'Morrison', 'Henry',
                  'Washington', 'Jefferson', 'Coleman', 'Banks', 'Gaines', 'McKnight'],
    'east_asian': ['Nguyen', 'Tran', 'Le', 'Pham', 'Chen', 'Wang', 'Li', 'Zhang', 'Liu', 'Tanaka',
                   'Kim', 'Park', 'Lam', 'Wong', 'Ho', 'Vu'],
    'middle_east': ['Mohamed', 'Hassan', 'Ali', 'Abdullahi', 'Warsame', 'Farah', 'Osman', 'Haddad',
                    'Khalil', 'Mansour', 'Nasser', 'Aziz'],
    'hispanic': ['García', 'Rodríguez', 'Martínez', 'Hernández', 'López', 'González', 'Pérez',
                 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Rivera', 'Morales', 'Ortiz', 'Delgado'],
    'mediterranean': ['Rossi', 'Russo', 'Esposito', 'Bianchi', 'Papadopoulos', 'Georgiou',
                      'Nikolaidis', 'Costa', 'Ferraro', 'Romano', 'Galea', 'Borg', 'Vella'],
}

# origin -> (first-name pool, surname pool)
ORIGIN_POOLS = {
    'anglo': ('anglo', 'anglo'), 'irish': ('irish', 'irish'), 'celtic': ('celtic', 'celtic'),
    'south_asian': ('south_asian', 'south_asian'), 'east_euro': ('east_euro', 'east_euro'),
    'maori_pacific': ('maori_pacific', 'maori_pacific'), 'aboriginal': ('anglo', 'aboriginal'),
    'first_nations': ('anglo', 'first_nations'), 'west_african': ('west_african', 'west_african'),
    'caribbean': ('caribbean', 'caribbean'), 'east_asian': ('east_asian', 'east_asian'),
    'middle_east': ('middle_east', 'middle_east'), 'hispanic': ('hispanic', 'hispanic'),
    'mediterranean': ('mediterranean', 'mediterranean'),
}

ORIGIN_WEIGHTS = {
    'UK': [('anglo', 34), ('irish', 5), ('celtic', 10), ('south_asian', 10), ('east_euro', 12),
           ('west_african', 5), ('caribbean', 7), ('middle_east', 5), ('mediterranean', 3),
           ('east_asian', 3), ('hispanic', 1)],
    'IE': [('irish', 55), ('anglo', 10), ('east_euro', 15), ('west_african', 6), ('south_asian', 4),
           ('middle_east', 4), ('hispanic', 2), ('mediterranean', 2), ('east_asian', 2)],
    'AU': [('anglo', 38), ('aboriginal', 11), ('mediterranean', 8), ('east_asian', 12),
           ('middle_east', 8), ('maori_pacific', 6), ('irish', 6), ('south_asian', 6),
           ('east_euro', 3), ('hispanic', 2)],
    'NZ': [('anglo', 33), ('maori_pacific', 36), ('east_asian', 8), ('south_asian', 6),
           ('irish', 5), ('celtic', 7), ('east_euro', 2), ('middle_east', 3)],
    'CA': [('anglo', 33), ('first_nations', 13), ('irish', 6), ('celtic', 8), ('east_asian', 10),
           ('south_asian', 10), ('caribbean', 6), ('middle_east', 4), ('east_euro', 5),
           ('hispanic', 3), ('mediterranean', 2)],
    'US': [('anglo', 38), ('hispanic', 20), ('caribbean', 14), ('irish', 8), ('east_euro', 4),
           ('mediterranean', 4), ('east_asian', 4), ('middle_east', 3), ('first_nations', 3),
           ('south_asian', 2)],
}

NICKNAMES_M = ['Dazza', 'Jonno', 'Macca', 'Bazza', 'Robbo', 'Stevo', 'Jacko', 'Deano', 'Gaz', 'Mo', 'Sully',
               'Tommo', 'Benny', 'Spud', 'Chas', 'Stix', 'Big Mick', 'Wiri', 'Chico']
NICKNAMES_F = ['Tash', 'Shaz', 'Kaz', 'Lulu', 'Midge', 'Bex', 'Jojo', 'Mel', 'Tink', 'Roo', 'Dee', 'Nanny B']

# staff name pools lean on the same origins
