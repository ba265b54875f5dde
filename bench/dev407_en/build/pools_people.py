"""Pools of people for dev407_en: given names and surnames of many origins
(several are also ordinary words or place names), occupations, employers,
languages and countries of birth.  All lists are written by hand for this set."""

FIRST = {
    'anglo': {
        'M': ['James', 'John', 'Michael', 'David', 'Paul', 'Gary', 'Wayne', 'Darren',
              'Craig', 'Lee', 'Dean', 'Shane', 'Kevin', 'Stephen', 'Brian', 'Trevor',
              'Colin', 'Keith', 'Barry', 'Ryan', 'Jason', 'Scott', 'Tyler', 'Kyle',
              'Brandon', 'Cody', 'Travis', 'Nathan', 'Liam', 'Connor', 'Jamie', 'Danny'],
        'F': ['Sarah', 'Emma', 'Claire', 'Donna', 'Tracey', 'Kelly', 'Michelle', 'Lisa',
              'Joanne', 'Nicola', 'Kerry', 'Stacey', 'Leanne', 'Gemma', 'Jade', 'Amy',
              'Karen', 'Julie', 'Sharon', 'Debbie', 'Ashley', 'Brittany', 'Tiffany',
              'Kayla', 'Courtney', 'Jessica', 'Megan', 'Shannon', 'Chloe', 'Natalie'],
    },
    'word': {  # given names that are also ordinary words or place names
        'M': ['Frank', 'Will', 'Mark', 'Bill', 'Guy', 'Jack', 'Drew', 'Chase', 'Hunter',
              'Wade', 'Miles', 'Rocky', 'Clay', 'Dale', 'Glen', 'Cliff', 'Rusty', 'Sonny',
              'Austin', 'Jordan', 'Lincoln', 'Denver', 'Royal', 'Major', 'Ernest', 'Bishop'],
        'F': ['Hope', 'Grace', 'Faith', 'Joy', 'Dawn', 'Rose', 'Ivy', 'Hazel', 'Holly',
              'Summer', 'Heather', 'Amber', 'Crystal', 'Destiny', 'Precious', 'Patience',
              'Sydney', 'Chelsea', 'Florence', 'Adelaide', 'Georgia', 'Paris', 'Regina',
              'Madison', 'Dakota', 'Brooklyn', 'Charity', 'Ruby', 'Pearl', 'Star'],
    },
    'irish': {
        'M': ['Declan', 'Ciaran', 'Padraig', 'Eoin', 'Cathal', 'Fionn', 'Darragh',
              'Seamus', 'Cormac', 'Ronan', 'Tadhg', 'Colm', 'Niall', 'Dermot'],
        'F': ['Siobhan', 'Aoife', 'Niamh', 'Ciara', 'Sinead', 'Orla', 'Roisin',
              'Grainne', 'Aisling', 'Caoimhe', 'Deirdre', 'Maeve', 'Eimear'],
    },
    'scot': {
        'M': ['Callum', 'Fraser', 'Hamish', 'Iain', 'Euan', 'Alasdair', 'Murdo',
              'Angus', 'Ruaridh', 'Gregor', 'Calum', 'Lachlan'],
        'F': ['Ailsa', 'Morag', 'Kirsty', 'Eilidh', 'Isla', 'Mhairi', 'Catriona',
              'Shona', 'Fiona', 'Iona'],
    },
    'sasian': {
        'M': ['Mohammed', 'Imran', 'Asif', 'Tariq', 'Rajesh', 'Sanjay', 'Harpreet',
              'Gurpreet', 'Sunil', 'Vikram', 'Farhan', 'Arjun', 'Naveed', 'Kamran',
              'Shahid', 'Rakesh', 'Jaswinder', 'Abdul'],
        'F': ['Priya', 'Anjali', 'Fatima', 'Ayesha', 'Nadia', 'Shabana', 'Zainab',
              'Rukhsana', 'Parveen', 'Sunita', 'Kiran', 'Nasreen', 'Deepa', 'Halima'],
    },
    'easian': {
        'M': ['Minh', 'Thanh', 'Duc', 'Tuan', 'Quang', 'Hung', 'Wei', 'Jun', 'Hao',
              'Xiaoming', 'Hyun-woo', 'Ji-hoon', 'Rodel', 'Jericho', 'Bao', 'Batbayar',
              'Kenji', 'Arnel'],
        'F': ['Hoa', 'Linh', 'Huong', 'Mai', 'Lan', 'Thuy', 'Jing', 'Mei', 'Li Na',
              'Xiu', 'Ji-yeon', 'Seo-yeon', 'Maricel', 'Lorna', 'Oyuna', 'Yuki',
              'May', 'Analyn'],
    },
    'african': {
        'M': ['Chinedu', 'Oluwaseun', 'Adebayo', 'Kwame', 'Kofi', 'Abdi', 'Yusuf',
              'Tendai', 'Thabo', 'Emeka', 'Yaw', 'Mohamed', 'Tesfaye', 'Dawit', 'Obinna'],
        'F': ['Ngozi', 'Folake', 'Ama', 'Abena', 'Hodan', 'Amina', 'Chipo', 'Adaeze',
              'Efua', 'Fadumo', 'Saba', 'Tsion', 'Nomsa', 'Blessing', 'Comfort'],
    },
    'mideast': {
        'M': ['Ahmad', 'Omar', 'Karim', 'Hassan', 'Samir', 'Mustafa', 'Ali', 'Reza',
              'Farid', 'Bilal', 'Khaled', 'Jamal'],
        'F': ['Layla', 'Rania', 'Mariam', 'Noor', 'Yasmin', 'Dalia', 'Shirin',
              'Huda', 'Samira', 'Leila'],
    },
    'eeuro': {
        'M': ['Piotr', 'Tomasz', 'Andrius', 'Mihai', 'Dmitri', 'Vasyl', 'Bogdan',
              'Marius', 'Lukasz', 'Giorgi', 'Sergiu', 'Vytautas', 'Oleksandr'],
        'F': ['Agnieszka', 'Katarzyna', 'Jurgita', 'Ioana', 'Olena', 'Elena', 'Natalia',
              'Irina', 'Magdalena', 'Rasa', 'Nino', 'Oksana', 'Daria'],
    },
    'pacific': {
        'M': ['Hemi', 'Wiremu', 'Tama', 'Rawiri', 'Sione', 'Tevita', 'Siosaia',
              'Manaia', 'Ropata', 'Pita', 'Tane', 'Viliami'],
        'F': ['Aroha', 'Mereana', 'Anahera', 'Losa', 'Mele', 'Malia', 'Ana', 'Moana',
              'Hine', 'Kahurangi', 'Salote', 'Teuila'],
    },
    'hispanic': {
        'M': ['Jose', 'Luis', 'Carlos', 'Alejandro', 'Miguel', 'Jesus', 'Juan',
              'Ricardo', 'Eduardo', 'Hector', 'Raul'],
        'F': ['Maria', 'Guadalupe', 'Rosa', 'Lucia', 'Yesenia', 'Marisol', 'Ana Maria',
              'Veronica', 'Leticia', 'Carmen', 'Dolores'],
    },
}

SURN = {
    'anglo': ['Smith', 'Jones', 'Taylor', 'Walker', 'Wright', 'Robinson', 'Thompson',
              'Hughes', 'Edwards', 'Turner', 'Parker', 'Collins', 'Harrison', 'Marshall',
              'Cooper', 'Ward', 'Barker', 'Holt', 'Pearce', 'Dixon', 'Atkinson',
              'Whitfield', 'Pickering', 'Ashworth', 'Hargreaves', 'Jenkins', 'Mitchell',
              'Sanders', 'Riley', 'Dawson', 'Fletcher', 'Lockwood', 'Greenhalgh',
              'Tomlinson', 'Crossley', 'Sutcliffe', 'Rowley', 'Pritchard', 'Vaughan'],
    'word': ['Baker', 'Cook', 'Young', 'Green', 'White', 'Brown', 'Black', 'Stone',
             'Wood', 'Bird', 'Fox', 'Hill', 'Rich', 'Hope', 'Noble', 'Strong', 'Bishop',
             'Glass', 'Moss', 'Snow', 'Frost', 'Lamb', 'Swan', 'Bell', 'Booth', 'Small',
             'Little', 'Long', 'Short', 'Hardy', 'Sharp', 'Steel', 'Field', 'Marsh',
             'Brook', 'Rivers', 'Lake', 'Mann', 'Lord', 'King', 'Knight', 'Page', 'Day',
             'Price', 'Cash', 'Chance', 'Power', 'Golden', 'Sterling', 'Winter', 'English',
             'French', 'Welsh', 'Church', 'Cross', 'Street', 'London', 'Kent', 'Lincoln',
             'Paris', 'Holland', 'Chester', 'Buckingham'],
    'irish': ["O'Brien", 'Murphy', 'Kelly', "O'Sullivan", 'McCarthy', 'Byrne', 'Doyle',
              'Gallagher', 'Fitzgerald', 'Quinlan', "O'Connell", 'Brennan', 'Nolan',
              'Kavanagh', 'Ni Riordain', 'Mac Mathuna', 'Moriarty', 'Geraghty'],
    'scot': ['MacLeod', 'Fraser', 'Campbell', 'McKenzie', 'Sutherland', 'Murray',
             'Buchanan', 'MacDonald', 'Cameron', 'Ross', 'Urquhart', 'McIntyre',
             'Gillespie', 'Drummond'],
    'sasian': ['Khan', 'Patel', 'Hussain', 'Begum', 'Ahmed', 'Singh', 'Kaur', 'Sharma',
               'Chaudhry', 'Iqbal', 'Rahman', 'Nair', 'Reddy', 'Mahmood', 'Bibi',
               'Sandhu', 'Gill', 'Qureshi', 'Akhtar', 'Mistry'],
    'easian': ['Nguyen', 'Tran', 'Pham', 'Vo', 'Huynh', 'Hoang', 'Wong', 'Chen',
               'Zhang', 'Lim', 'Tan', 'Kim', 'Park', 'Choi', 'Santos', 'Reyes',
               'Dela Cruz', 'Bautista', 'Liu', 'Yang', 'Batbold', 'Ganbaatar', 'Ly',
               'Dang', 'Bui', 'Chau', 'Le', 'Li'],
    'african': ['Okafor', 'Adeyemi', 'Mensah', 'Boateng', 'Osei', 'Abdullahi', 'Mohamud',
                'Warsame', 'Moyo', 'Dlamini', 'Nwosu', 'Eze', 'Tesfay', 'Haile',
                'Asante', 'Ogunleye', 'Farah', 'Mutasa', 'Bekele', 'Okonkwo'],
    'mideast': ['Haddad', 'Al-Sayed', 'Nasser', 'Khalil', 'Rahimi', 'Hosseini',
                'Mansour', 'Saleh', 'Abboud', 'Karimi', 'Haidari', 'El-Masri'],
    'eeuro': ['Kowalski', 'Nowak', 'Wisniewska', 'Kazlauskas', 'Popescu', 'Ionescu',
              'Petrenko', 'Shevchenko', 'Ivanova', 'Zielinski', 'Lewandowski',
              'Beridze', 'Rusu', 'Ciobanu', 'Petraitis', 'Kovalenko'],
    'pacific': ['Ngata', 'Parata', 'Tawhiri', 'Fonoti', 'Taufa', 'Vaipulu', 'Faleolo',
                'Tupou', 'Leota', 'Te Awa', 'Walker-Ngata', 'Tuilagi', 'Mahe',
                'Herewini', 'Pomare', 'Aumua'],
    'hispanic': ['Garcia', 'Rodriguez', 'Hernandez', 'Lopez', 'Ramirez', 'Torres',
                 'Flores', 'Gutierrez', 'Morales', 'Castillo', 'Vargas', 'Mendoza'],
}

# share of origins in each country (patients and staff alike)
ORIGIN_MIX = {
    'UK':  [('anglo', 34), ('word', 12), ('irish', 4), ('scot', 3), ('sasian', 15),
            ('african', 9), ('eeuro', 10), ('easian', 5), ('mideast', 6), ('hispanic', 2)],
    'SCO': [('anglo', 25), ('scot', 25), ('word', 10), ('irish', 6), ('sasian', 12),
            ('eeuro', 10), ('african', 5), ('easian', 4), ('mideast', 3)],
    'US':  [('anglo', 30), ('word', 14), ('hispanic', 18), ('african', 8), ('easian', 10),
            ('irish', 4), ('sasian', 6), ('eeuro', 5), ('mideast', 5)],
    'CA':  [('anglo', 30), ('word', 10), ('scot', 5), ('irish', 5), ('easian', 16),
            ('sasian', 14), ('african', 7), ('eeuro', 7), ('mideast', 6)],
    'AU':  [('anglo', 32), ('word', 12), ('irish', 5), ('easian', 18), ('sasian', 8),
            ('pacific', 7), ('mideast', 6), ('eeuro', 5), ('african', 7)],
    'NZ':  [('anglo', 30), ('word', 10), ('pacific', 30), ('easian', 12), ('sasian', 8),
            ('scot', 4), ('irish', 3), ('african', 3)],
    'IE':  [('irish', 38), ('anglo', 18), ('word', 8), ('eeuro', 16), ('african', 8),
            ('sasian', 6), ('easian', 4), ('mideast', 2)],
}

# countries of birth by origin, with the main language spoken
BIRTH = {
    'sasian': [('Pakistan', 'Urdu'), ('India', 'Punjabi'), ('Bangladesh', 'Sylheti'),
               ('Afghanistan', 'Dari'), ('Sri Lanka', 'Tamil')],
    'easian': [('Vietnam', 'Vietnamese'), ('China', 'Mandarin'), ('Philippines', 'Tagalog'),
               ('South Korea', 'Korean'), ('Mongolia', 'Mongolian'), ('Cambodia', 'Khmer'),
               ('Hong Kong', 'Cantonese'), ('Myanmar', 'Burmese')],
    'african': [('Nigeria', 'Yoruba'), ('Ghana', 'Twi'), ('Somalia', 'Somali'),
                ('Eritrea', 'Tigrinya'), ('Zimbabwe', 'Shona'), ('Sudan', 'Arabic'),
                ('Ethiopia', 'Amharic'), ('Sierra Leone', 'Krio')],
    'mideast': [('Egypt', 'Arabic'), ('Syria', 'Arabic'), ('Iraq', 'Kurdish Sorani'),
                ('Iran', 'Farsi'), ('Afghanistan', 'Pashto'), ('Turkey', 'Turkish')],
    'eeuro': [('Romania', 'Romanian'), ('Poland', 'Polish'), ('Lithuania', 'Lithuanian'),
              ('Ukraine', 'Ukrainian'), ('Moldova', 'Romanian'), ('Georgia', 'Georgian'),
              ('Albania', 'Albanian'), ('Bulgaria', 'Bulgarian')],
    'pacific': [('Samoa', 'Samoan'), ('Tonga', 'Tongan'), ('Fiji', 'Fijian'),
                ('Cook Islands', 'Cook Islands Maori')],
    'hispanic': [('Mexico', 'Spanish'), ('El Salvador', 'Spanish'), ('Guatemala', 'Spanish'),
                 ('Colombia', 'Spanish'), ('Brazil', 'Portuguese')],
}

HOME_COUNTRY = {'UK': 'England', 'SCO': 'Scotland', 'US': 'USA', 'CA': 'Canada',
                'AU': 'Australia', 'NZ': 'New Zealand', 'IE': 'Ireland'}

PROFESSIONS = [
    'forklift driver', 'scaffolder', 'chef', 'kitchen porter', 'care assistant',
    'hairdresser', 'nail technician', 'taxi driver', 'truck driver', 'labourer',
    'plasterer', 'electrician', 'office cleaner', 'warehouse operative', 'security guard',
    'bar manager', 'fisherman', 'miner', 'farm hand', 'retail assistant', 'tattoo artist',
    'primary school teacher', 'accountant', 'bus driver', 'roofer', 'mechanic', 'barber',
    'dental nurse', 'shelf stacker', 'courier', 'welder', 'painter and decorator',
    'fruit picker', 'sous chef', 'plumber', 'carpenter', 'bricklayer', 'delivery driver',
    'call centre agent', 'line cook', 'landscaper', 'tiler', 'machinist', 'seamstress',
    'nanny', 'cashier', 'butcher', 'baker', 'sheet metal worker', 'crane operator',
    'dock worker', 'abattoir worker', 'mobile phone repairer', 'barista', 'lorry driver',
    'support worker', 'youth worker', 'gardener', 'storeman', 'stonemason',
]

# professions that are written with US/Canadian wording
PROFESSIONS_US = ['line cook', 'truck driver', 'cashier', 'roofer', 'drywall installer',
                  'home health aide', 'janitor', 'construction worker', 'auto mechanic',
                  'dishwasher', 'server', 'oil rig worker', 'logger', 'longshoreman',
                  'welder', 'barber', 'landscaper', 'warehouse associate', 'bartender']

EMPLOYER_A = ['Harbourside', 'Kestrel', 'Bright Star', 'Northway', 'Cobalt', 'Redline',
              'Pemberton', 'Greyfriars', 'Silverleaf', 'Tidewater', 'Ironbridge',
              'Bluegum', 'Copperfield', 'Marlowe', 'Highmoor', 'Westerly', 'Sandpiper',
              'Oakvale', 'Quarry Hill', 'Lantern', 'Riverbend', 'Thistledown', 'Kauri',
              'Maplecrest', 'Blackthorn', 'Corran', 'Fenwick', 'Alder']
EMPLOYER_B = ['Logistics', 'Building Supplies', 'Cleaning Ltd', 'Meats', 'Call Centres',
              'Couriers', 'Scaffolding', 'Roofing', 'Freight', 'Catering', 'Motors',
              'Security Services', 'Fisheries', 'Packaging', 'Construction', 'Bakery',
              'Timber', 'Plastics', 'Haulage', 'Recycling', 'Hotels', 'Farms', 'Cabs']

CHARITY = ['Lanternlight Trust', 'Open Door Peer Network', 'Second Wind Housing Association',
           'Harbour Lights Outreach', 'Stepping Stones Community Trust',
           'Bridgeway Peer Collective', 'Kowhai Whanau Trust', 'Northside Food Bank',
           'Saltire Recovery Community', 'Shamrock Peer Alliance',
           'Maple Leaf Harm Reduction Society', 'Southern Cross Peer Project',
           'New Leaf Housing Trust', 'Crossroads Drop-In Collective']

CHURCH = ["St Brendan's Church", "St Columba's Church", 'Grace Fellowship Church',
          'Ebenezer Baptist Chapel', "St Anselm's Parish", 'Calvary Pentecostal Church',
          'Holy Trinity Parish', 'Mosque of the Green Valley', 'Bethel Gospel Hall',
          "St Kevin's Parish Church"]

RELATIONS = {
    'M': [('wife', 'F'), ('partner', 'F'), ('mother', 'F'), ('sister', 'F'),
          ('brother', 'M'), ('father', 'M'), ('son', 'M'), ('daughter', 'F'),
          ('partner', 'M'), ('friend', 'M'), ('aunt', 'F')],
    'F': [('husband', 'M'), ('partner', 'M'), ('mother', 'F'), ('sister', 'F'),
          ('brother', 'M'), ('father', 'M'), ('son', 'M'), ('daughter', 'F'),
          ('partner', 'F'), ('friend', 'F'), ('grandmother', 'F')],
}

# non-care people around a patient (annotated FAMILY per the README conventions)
OTHER_ROLES = ['probation officer', 'housing officer', 'landlord', 'hostel manager',
               'prison officer', 'flatmate', 'manager at work']
