"""Person-name pools of many origins, written for this set. Several names are
ordinary English words, months or place names on purpose."""

FEMALE = [
    # English / general
    'Emily', 'Charlotte', 'Sophie', 'Hannah', 'Lucy', 'Megan', 'Chloe', 'Jessica',
    'Laura', 'Rebecca', 'Joanne', 'Karen', 'Deborah', 'Gillian', 'Pauline', 'Maureen',
    'Janet', 'Sandra', 'Tracey', 'Kirsty', 'Gemma', 'Leanne', 'Bethany', 'Isla',
    'Poppy', 'Evie', 'Freya', 'Matilda', 'Harriet', 'Beatrice', 'Edith', 'Doris',
    # word-like and month names
    'Rose', 'Hope', 'Faith', 'June', 'April', 'May', 'Summer', 'Grace', 'Joy',
    'Dawn', 'Amber', 'Ivy', 'Holly', 'Daisy', 'Robin', 'Sky', 'Heather', 'Pearl',
    'Crystal', 'Autumn', 'Liberty', 'Honor',
    # Irish / Scottish / Welsh
    'Aoife', 'Siobhan', 'Niamh', 'Saoirse', 'Orla', 'Caoimhe', 'Roisin', 'Mairead',
    'Eilidh', 'Morag', 'Catriona', 'Seonaid', 'Cerys', 'Angharad', 'Bronwen', 'Ffion',
    # South Asian
    'Priya', 'Anjali', 'Sunita', 'Harpreet', 'Nusrat', 'Ayesha', 'Fatima', 'Kavya',
    'Deepika', 'Shabnam', 'Rukhsana', 'Simran', 'Lakshmi', 'Meena',
    # East / South-East Asian
    'Mei', 'Xiu Ying', 'Yuki', 'Haruka', 'Ji-woo', 'Seo-yeon', 'Linh', 'Thi Hoa',
    'Maricel', 'Rowena', 'Jocelyn', 'Mylene',
    # African / Caribbean
    'Ngozi', 'Chiamaka', 'Folake', 'Abena', 'Ama', 'Wanjiru', 'Amina', 'Hodan',
    'Faduma', 'Marcia', 'Beverley', 'Shanice', 'Precious', 'Blessing',
    # European
    'Agnieszka', 'Katarzyna', 'Zofia', 'Ilona', 'Raluca', 'Ioana', 'Giulia',
    'Chiara', 'Sofia', 'Eleni', 'Despina', 'Ines', 'Beatriz', 'Lucia', 'Carmen',
    'Ingrid', 'Astrid', 'Sigrid', 'Elif', 'Zeynep', 'Marie-Claude', 'Genevieve',
    'Amelie', 'Noemie',
    # Arabic / Persian
    'Layla', 'Noor', 'Yasmin', 'Mariam', 'Shirin', 'Parisa',
    # Maori / Pacific / other
    'Aroha', 'Mere', 'Ngaire', 'Kahurangi', 'Losana', 'Sina', 'Mele', 'Talia',
    # North American
    'Madison', 'Brittany', 'Kayla', 'Ashley', 'Destiny', 'Jasmine', 'Taylor',
    'Brooke', 'Savannah', 'Dakota',
]

MALE = [
    'James', 'Thomas', 'Daniel', 'Matthew', 'Liam', 'Oliver', 'Harry', 'George',
    'Jack', 'Ryan', 'Craig', 'Gareth', 'Darren', 'Keith', 'Trevor', 'Malcolm',
    'Derek', 'Colin', 'Graham', 'Stuart', 'Barry', 'Leonard', 'Arthur', 'Albert',
    'Reginald', 'Stanley', 'Alfie', 'Archie', 'Theo', 'Finley', 'Reuben', 'Toby',
    # word-like
    'Hunter', 'Mason', 'River', 'Heath', 'Glen', 'Dale', 'Cliff', 'Will', 'Frank',
    'Mark', 'Art', 'Jay', 'Drew', 'Chase', 'Sonny', 'Rusty', 'Wade', 'Miles',
    'Forrest', 'August', 'Bishop', 'King',
    # Irish / Scottish / Welsh
    'Cian', 'Oisin', 'Padraig', 'Seamus', 'Eoin', 'Darragh', 'Ciaran', 'Donal',
    'Fergus', 'Hamish', 'Callum', 'Euan', 'Dylan', 'Rhys', 'Gethin', 'Iwan',
    # South Asian
    'Arjun', 'Rohan', 'Vikram', 'Sanjay', 'Imran', 'Tariq', 'Bilal', 'Harjit',
    'Gurpreet', 'Mohammed', 'Rizwan', 'Anil', 'Suresh', 'Kiran',
    # East / South-East Asian
    'Wei', 'Jun', 'Hiroshi', 'Kenji', 'Min-jun', 'Dong-hyun', 'Minh', 'Quang',
    'Rodel', 'Jericho', 'Marvin', 'Arnel',
    # African / Caribbean
    'Chinedu', 'Emeka', 'Oluwaseun', 'Kwame', 'Kofi', 'Tendai', 'Farai', 'Abdi',
    'Mahad', 'Delroy', 'Winston', 'Leroy', 'Tyrone', 'Desmond',
    # European
    'Piotr', 'Tomasz', 'Krzysztof', 'Marek', 'Andrei', 'Mihai', 'Luca', 'Matteo',
    'Giorgos', 'Nikos', 'Joao', 'Tiago', 'Diego', 'Javier', 'Lars', 'Sven',
    'Emre', 'Mehmet', 'Jean-Francois', 'Etienne', 'Mathieu', 'Yannick',
    # Arabic / Persian
    'Omar', 'Khalid', 'Yusuf', 'Hamza', 'Dariush', 'Reza',
    # Maori / Pacific
    'Tane', 'Wiremu', 'Rawiri', 'Nikau', 'Sione', 'Tevita', 'Semisi', 'Iosefa',
    # North American
    'Tyler', 'Brandon', 'Cody', 'Dustin', 'Travis', 'Jaxon', 'Colton', 'Brady',
    'Tanner', 'Landon',
]

SURNAMES = [
    # occupational / word-like / place-like
    'Smith', 'Baker', 'Cook', 'Fisher', 'Hunter', 'Mason', 'Joiner', 'Porter',
    'Walker', 'Young', 'Little', 'Good', 'Hill', 'Wood', 'Stone', 'Marsh', 'Banks',
    'Bell', 'Green', 'Brown', 'White', 'Black', 'Gray', 'Rose', 'Cross', 'Lamb',
    'Fox', 'Wolfe', 'Bird', 'Swan', 'Nurse', 'Kent', 'Lincoln', 'London', 'Preston',
    'Chester', 'English', 'French', 'Welsh', 'Shepherd', 'Thatcher', 'Carpenter',
    'Butcher', 'Parsons', 'Church', 'Moss', 'Frost', 'Winter', 'Summers', 'Day',
    'Knight', 'Bishop', 'Sharp', 'Wise', 'Hope', 'Love', 'Fairweather', 'Goodbody',
    'Lockwood', 'Fell', 'Cave', 'Ford', 'Brook', 'Pike',
    # English
    'Taylor', 'Harrison', 'Thompson', 'Robinson', 'Wright', 'Jackson', 'Clarke',
    'Hughes', 'Edwards', 'Turner', 'Collins', 'Ashworth', 'Pennington', 'Hargreaves',
    'Sutcliffe', 'Ormerod', 'Entwistle', 'Braithwaite', 'Holroyd', 'Blackburn',
    # Irish / Scottish / Welsh
    "O'Sullivan", "O'Brien", 'Murphy', 'Kelly', 'Byrne', 'Ni Bhriain', 'Mac Giolla',
    'Fitzgerald', 'Donnelly', 'McCarthy', 'McLoughlin', "O'Driscoll", 'Keane',
    'MacLeod', 'MacKenzie', 'Fraser', 'Cameron', 'Sinclair', 'Urquhart', 'Jones',
    'Williams', 'Evans', 'Price', 'Pritchard', 'Llewellyn', 'Vaughan',
    # South Asian
    'Patel', 'Sharma', 'Singh', 'Kaur', 'Gill', 'Sandhu', 'Khan', 'Hussain', 'Ahmed',
    'Begum', 'Chaudhry', 'Iqbal', 'Raza', 'Nair', 'Menon', 'Reddy', 'Iyer',
    'Chakraborty', 'Banerjee', 'Perera', 'Fernando',
    # East / South-East Asian
    'Chen', 'Wong', 'Li', 'Zhang', 'Liu', 'Tanaka', 'Sato', 'Nakamura', 'Kim',
    'Park', 'Choi', 'Nguyen', 'Tran', 'Pham', 'Reyes', 'Santos', 'Dela Cruz',
    'Bautista', 'Villanueva',
    # African / Caribbean
    'Okafor', 'Adeyemi', 'Okonkwo', 'Balogun', 'Mensah', 'Boateng', 'Asante',
    'Mwangi', 'Otieno', 'Moyo', 'Ndlovu', 'Abdullahi', 'Warsame', 'Farah',
    'Campbell', 'Grant', 'Morgan', 'Francis', 'Clarke-Bailey',
    # European
    'Kowalski', 'Nowak', 'Wisniewska', 'Zielinski', 'Popescu', 'Ionescu', 'Rossi',
    'Esposito', 'Bianchi', 'Papadopoulos', 'Georgiou', 'Silva', 'Pereira', 'Costa',
    'Garcia', 'Fernandez', 'Lopez', 'Hansen', 'Johansson', 'Lindqvist', 'Yilmaz',
    'Demir', 'Tremblay', 'Gagnon', 'Bouchard', 'Lefebvre', 'Cote', 'Van der Berg',
    'De Vries', 'Muller', 'Schneider',
    # Arabic / Persian
    'Al-Sayed', 'Haddad', 'Mansour', 'Nasser', 'Karimi', 'Hosseini',
    # Maori / Pacific
    'Ngata', 'Parata', 'Tipene', 'Walker-Tawhai', 'Tuilagi', 'Faleolo', 'Taufa',
    'Fonoti', 'Havili',
    # North American
    'Miller', 'Anderson', 'Martinez', 'Johnson', 'Whitfield', 'Kowalczyk',
    'Redcloud', 'Lachance', 'Kaminski', 'Jorgensen',
]

NICK = {
    'Thomas': 'Tom', 'Daniel': 'Dan', 'Matthew': 'Matt', 'James': 'Jim',
    'Oliver': 'Ollie', 'Rebecca': 'Becky', 'Deborah': 'Debbie', 'Katarzyna': 'Kasia',
    'Alfie': 'Alf', 'Reginald': 'Reg', 'Leonard': 'Len', 'Stanley': 'Stan',
    'Jessica': 'Jess', 'Margaret': 'Maggie', 'Gillian': 'Gill', 'Frank': 'Frankie',
    'William': 'Bill', 'Malcolm': 'Mal', 'Oluwaseun': 'Seun', 'Krzysztof': 'Krzys',
    'Archie': 'Arch', 'Bethany': 'Beth', 'Harriet': 'Hattie', 'Christopher': 'Chris',
}

MIDDLE_INITIALS = 'ABCDEFGHJKLMNPRSTW'
