"""Hand-written pools for dev321_en: personal names by origin, parts for
invented place, street and organisation names, occupations.

All entries were typed for this set; no library name list is used.  Town,
street and organisation names are composed from the parts below, so every
place and organisation in the set is invented.  Only states, provinces and
similar first-level regions are real (they are a closed set that addresses
cannot do without).
"""

# ------------------------------------------------------------ personal names
# origin: (male given names, female given names, surnames)
NAMES = {
    'anglo': (
        'James Robert David Michael Peter Graham Stephen Neil Colin Derek Keith '
        'Malcolm Trevor Gary Barry Nigel Alan Brian Geoffrey Roger Philip Martin '
        'Andrew Simon Clive Raymond Dennis Terence Howard Leonard Gordon Ian '
        'Kevin Stuart Russell Adrian Lee Darren Mark Paul Anthony Christopher',
        'Susan Margaret Patricia Linda Carol Janet Christine Sandra Elaine Pauline '
        'Maureen Gillian Lorraine Diane Beverley Jacqueline Wendy Karen Hazel '
        'Sheila Brenda Valerie Jennifer Deborah Alison Joanne Heather Judith '
        'Rosemary Yvonne Tracey Julie Amanda Denise Lesley Kathleen Dawn Helen',
        'Hargreaves Whitcombe Pemberton Ashworth Fairclough Bellamy Cartwright '
        'Dunmore Elsworth Gresham Holloway Ingram Marsden Norwood Oakley Prentice '
        'Radcliffe Sheppard Thornton Underwood Varley Wainwright Yardley Cresswell '
        'Dobson Fenwick Gilchrist Lockwood Mottram Pickering Rowbotham Sutcliffe '
        'Tillotson Whitfield Ackroyd Crowther Haworth Kershaw Nuttall Stanhope '
        'Birtwistle Haddon Fothergill Goodall Pilling Barraclough Clegg Dyson '
        'Eastwood Firth Gledhill Heptonstall Jagger Knowles Lumb Midgley '
        'Shackleton Tomlinson Woodhead Bradshaw Chadwick Fletcher Garside Hurst '
        'Kendrick Lowther Meadows Pollard Rushworth Sowerby Topham Wetherall'),
    'celtic': (
        'Alasdair Hamish Gareth Rhys Dafydd Iwan Ewan Fraser Callum Gethin '
        'Angus Lachlan Owain Huw Aled Murdo Ruaridh',
        'Morag Catriona Eilidh Rhiannon Sian Bethan Ffion Isla Mairi Cerys '
        'Kirsty Shona Eleri Nerys Ailsa Fiona',
        'MacLeod Drummond Urquhart Menzies Farquharson Lamont Buchanan Gillespie '
        'Ogilvie Sinclair Pryce Llewellyn Bowen Griffiths Vaughan Prosser '
        'Meredith Probert Howells Rees MacKinnon Mackay Gunn Sutherland Munro '
        'Cadwaladr Jenkins Morgan'),
    'irish': (
        'Declan Padraig Eoin Cathal Fergal Donal Niall Brendan Colm Diarmuid '
        'Tadhg Ronan Liam Kieran Conor Dermot Enda Seán Ciarán Oisín Mícheál',
        'Aoife Niamh Orla Sinéad Deirdre Caoimhe Eimear Clodagh Nuala Ailbhe '
        'Fionnuala Siobhán Gráinne Bríd Máire Róisín Mairéad Úna Brigid',
        "O'Driscoll McNamara Fitzgerald Breathnach Kavanagh Mulcahy O'Sullivan "
        "Geraghty Lenihan Hennessy Moloney Scanlon Twomey Brosnan Costigan Dunphy "
        "Flanagan Greaney Hanrahan Keane Lysaght Madigan Nagle O'Keeffe "
        "Prendergast Quirke Rafferty Shanahan Tierney Ó_Súilleabháin Mac_Cárthaigh "
        "Kinsella Cullinane Hogan Fahy Coughlan Dempsey Egan"),
    'southasian': (
        'Rajesh Sanjay Mohammed Imran Arjun Vikram Harpreet Gurdeep Anil Suresh '
        'Tariq Farhan Naveen Prakash Ashok Iqbal Sunil Kamal Ravinder Shahid',
        'Priya Sunita Anjali Nasreen Shabana Kiran Meena Lakshmi Farzana Parveen '
        'Rekha Deepa Harjinder Nusrat Geeta Shazia Kulwant Bhavna',
        'Patel Sharma Chaudhry Gill Sandhu Iyer Nair Reddy Banerjee Qureshi Hussain '
        'Begum Malik Rahman Mistry Desai Kapoor Dhillon Bhatt Siddiqui Choudhury '
        'Pillai Krishnan Mehta Ahmed Bashir Sehgal Thakkar Grewal'),
    'chinese': (
        'Wei Jun Hao Ming Jian Kwok_Wai Chun_Kit Boon_Huat Zhiwei Yong',
        'Mei_Ling Xiu Li_Na Yan Siew_Lan Hui_Min Shu_Fen Jia_Hui Wai_Man',
        'Chen Wong Lim Tan Ng Leung Zhang Liu Huang Ho Chua Goh Teo Yap Lau '
        'Cheung Koh Ong Low Seah'),
    'vietnamese': (
        'Minh Tuan Duc Quang Hung Khanh',
        'Lan Thu Hoa Ngoc Thanh Phuong',
        'Nguyen Tran Pham Le Vo Dang Bui Huynh'),
    'korjap': (
        'Ji-hoon Seung-min Dong-hyun Hiroshi Kenji Takeshi',
        'Soo-jin Min-ji Eun-young Yuki Akiko Keiko',
        'Kim Park Choi Yoon Tanaka Sato Nakamura Watanabe Kang Yamada'),
    'westafrican': (
        'Chukwuemeka Oluwaseun Kwame Kofi Adebayo Emeka Yaw Babatunde Femi Kwabena',
        'Ngozi Adaeze Folasade Abena Akosua Chiamaka Funmilayo Yetunde Efua Bisi',
        'Okafor Adeyemi Mensah Owusu Nwosu Balogun Asante Eze Ogunleye Boateng '
        'Okonkwo Darko Adebisi Ofori Nnamdi'),
    'eastafrican': (
        'Thabo Sipho Bongani Mandla Abdirahman Tendai Lwazi Kagiso',
        'Nomvula Thandeka Lindiwe Zanele Fadumo Rudo Palesa Naledi',
        'Nkosi Dlamini Mokoena Ndlovu Khumalo Mahlangu Warsame Abdullahi Moyo '
        'Chikwanha Sithole Mthembu Molefe'),
    'dutchgerman': (
        'Pieter Johan Hendrik Willem Dieter Jürgen Gerrit Klaus Stefan',
        'Annelie Marietjie Elke Ingrid Liesl Hanneke Sanna Greta',
        'van_der_Merwe Botha Pretorius du_Plessis Steyn Visser de_Jong Bakker '
        'Schneider Hoffmann Kruger Vermeulen Brandt Oosthuizen'),
    'pasifika': (
        'Wiremu Hemi Tamati Rawiri Sione Tevita Mikaere Manaia Nikau',
        'Aroha Mere Hine Losana Mele Kiri Moana Anahera',
        'Ngata Parata Tipene Te_Rangi Horomona Tuhiwai Faleolo Tupou Taufa Aumua '
        'Pomare Henare Rewiti Tamihana'),
    'arabic': (
        'Ahmed Khalid Youssef Omar Hassan Karim Samir Nabil Walid',
        'Fatima Layla Amira Rania Huda Samira Yasmin Nour',
        'Al-Hashimi Haddad Nasser Khoury Mansour Saleh Abboud El-Sayed Farouk '
        'Darwish Qasim'),
    'easteuro': (
        'Piotr Tomasz Krzysztof Andrei Mihai Oleksandr Dmytro Pavel Janusz Bogdan',
        'Agnieszka Katarzyna Ewa Ioana Elena Olena Irina Małgorzata Zofia',
        'Kowalczyk Zielinski Popescu Ionescu Shevchenko Bondarenko Novak Horvath '
        'Dvorak Petrov Wojcik Lewandowski Marinescu'),
    'hispanic': (
        'José Carlos Miguel Luis Jorge Fernando Rafael João Ernesto',
        'María Carmen Rosa Lucia Guadalupe Isabel Graça Marisol',
        'García Rodriguez Hernández Morales Castillo Ortega Silva Pereira Fonseca '
        'Mendoza Vargas Delgado Quintero Ibarra'),
    'mediterranean': (
        'Giuseppe Salvatore Antonio Giorgos Dimitrios Nikos Marco Vittorio',
        'Giovanna Rosaria Francesca Eleni Despina Katerina Concetta',
        'Russo Esposito Romano Ferraro Lombardi Papadopoulos Georgiou Nikolaidis '
        'Costa Galli Zappia Karamanlis'),
    'seasian': (
        'Rogelio Efren Ramil Ahmad Faizal Hafiz Danilo',
        'Maricel Rowena Marites Nurul Siti Aisyah Luzviminda',
        'Santos Reyes dela_Cruz Bautista Villanueva Aquino Abdullah Rahim Osman '
        'Hamzah Macaraeg'),
    'frenchcan': (
        'Jean-Guy Marc-André Luc Gilles Réjean Normand',
        'Josée Geneviève Manon Chantal Sylvie Nathalie',
        'Tremblay Gagnon Bouchard Lévesque Côté Pelletier Bélanger Thibodeau '
        'Cardinal Ouellet'),
    'usextra': (
        'DeShawn Tyrone Marcus Dwayne Earl Wayne Randall Curtis Chad Travis',
        'LaToya Tamika Shirley Gloria Darlene Bonnie Tammy Kimberly Shonda',
        'Washington Freeman Banks Dorsey Booker Mayfield Mitchell Coleman '
        'Henderson Brooks Patterson Simmons Whitaker Hollis'),
}

ORIGIN_WEIGHTS = {
    'UK': [('anglo', 40), ('celtic', 10), ('irish', 6), ('southasian', 14),
           ('westafrican', 6), ('eastafrican', 2), ('easteuro', 7),
           ('chinese', 4), ('arabic', 3), ('mediterranean', 3), ('hispanic', 2),
           ('seasian', 2)],
    'IE': [('irish', 60), ('anglo', 8), ('easteuro', 10), ('westafrican', 5),
           ('southasian', 5), ('hispanic', 3), ('chinese', 3), ('seasian', 4),
           ('celtic', 2)],
    'AU': [('anglo', 38), ('mediterranean', 10), ('chinese', 10),
           ('vietnamese', 6), ('southasian', 8), ('arabic', 5), ('celtic', 5),
           ('irish', 4), ('seasian', 3), ('pasifika', 3), ('korjap', 3),
           ('hispanic', 2), ('dutchgerman', 3)],
    'NZ': [('anglo', 34), ('pasifika', 24), ('celtic', 9), ('chinese', 8),
           ('southasian', 8), ('seasian', 4), ('korjap', 3), ('dutchgerman', 4),
           ('irish', 4), ('easteuro', 2)],
    'CA': [('anglo', 28), ('frenchcan', 15), ('southasian', 12), ('chinese', 12),
           ('celtic', 5), ('irish', 4), ('mediterranean', 5), ('seasian', 5),
           ('easteuro', 5), ('arabic', 3), ('hispanic', 3), ('westafrican', 3)],
    'US': [('anglo', 28), ('usextra', 18), ('hispanic', 18), ('chinese', 5),
           ('vietnamese', 3), ('korjap', 3), ('southasian', 6),
           ('mediterranean', 5), ('easteuro', 4), ('westafrican', 3),
           ('arabic', 2), ('irish', 3)],
    'SG': [('chinese', 55), ('seasian', 20), ('southasian', 20), ('anglo', 5)],
    'ZA': [('eastafrican', 40), ('dutchgerman', 28), ('anglo', 16),
           ('southasian', 14), ('celtic', 2)],
}

NICKNAMES = {
    'Robert': 'Bob', 'Margaret': 'Maggie', 'James': 'Jim', 'Patricia': 'Pat',
    'Michael': 'Mick', 'Susan': 'Sue', 'Anthony': 'Tony', 'Kathleen': 'Kath',
    'Christopher': 'Chris', 'Jennifer': 'Jen', 'Terence': 'Terry',
    'Raymond': 'Ray', 'Leonard': 'Len', 'Valerie': 'Val', 'Deborah': 'Debbie',
    'Dennis': 'Den', 'Geoffrey': 'Geoff', 'Mohammed': 'Mo', 'Giuseppe': 'Joe',
    'Padraig': 'Paddy', 'Oluwaseun': 'Seun', 'Chukwuemeka': 'Emeka',
    'Małgorzata': 'Gosia', 'Wiremu': 'Bill', 'Dimitrios': 'Jim',
}

MIDDLE_INITIALS = 'ABCDEFGHJKLMNPRSTW'

# ------------------------------------------------------------ place parts
TOWN_PARTS = {
    'UK': ('Ash Brack Thorn Kel Mar Hal Wex Brad Ched Dun Els Fen Gras Holm Lang '
           'Mel Nor Ott Pen Quen Rad Sel Tad Wem Yarn Cray Stan Bur Hep Lud Mos '
           'Sker Wark Ecc Brig Hart Clay Ridge Hazel Cold',
           'ford bury ley ham ton wick by stow field mouth bridge combe thorpe '
           'minster well den hurst wood dale cliffe worth ingham caster'),
    'IE': ('Bally Kil Carrig Clon Drum Knock Rath Ennis Castle Mullin Tobber Lis '
           'Dun Glen Cappa Ard Tulla Bally Kilna Derry',
           'more beg keen glass lea varra nagh dara croom mona fad bane owen linch '
           'cullen rone scarra hale'),
    'AU': ('Warra Koon Yarra Barra Mirra Tallan Gund Wallan Coon Mulla Bunda Gerri '
           'Kurra Tarra Wollo Nar',
           'gong dah bee wonga bool nup ilba ara jerry dilly rook wee cowie lee'),
    'NZ': ('Wai Roto Tau Mata Kai Ohau Ranga Pae Moto Whanga Ara Puke Kaha Huia',
           'rangi nui roa kawa tahi moana iti pani hoe kura tea whiti mata'),
    'CA': ('Bram Ash Maple Pine Cedar Elm Birch Spruce Stony Clear Red Silver '
           'Oak Fox Beaver',
           'ton ford field ville brook dale wood ridge haven lake bay mount'),
    'US': ('Spring Oak Cedar Maple Fair Green River Lake Pine Clear Glen Brook '
           'Ash Shelby Mill Hollis Marion Union Clay',
           'ville field dale ton port burg wood view haven ford boro mont'),
    'ZA': ('Bloem Kloof Riet Groen Modder Witte Doorn Rooi Klip Bokke Silwer Hout '
           'Vaal Mooi',
           'fontein kop dal spruit rand vlei bosch berg dorp stroom poort'),
}
TOWN_AFFIX = {
    'UK': ['Market {}', '{} on Sea', '{} Green', 'Upper {}', '{} Heath',
           'Great {}', '{} St Giles'],
    'IE': ['{} Bridge', 'New {}', '{} Cross'],
    'AU': ['Port {}', 'Mount {}', '{} Heads', '{} Creek', '{} Springs',
           '{} Beach'],
    'NZ': ['Port {}', '{} Bay', 'Lake {}', '{} Heights', '{} Downs'],
    'CA': ['Port {}', 'Fort {}', 'Lac-{}', 'Saint-{}', '{} Falls',
           '{} Harbour', 'New {}'],
    'US': ['{} Falls', '{} Heights', '{} City', '{} Springs', 'North {}',
           'East {}', 'Mount {}', 'Lake {}'],
    'ZA': ['Port {}', '{} Heights', '{} Park', '{} Ridge'],
}

SG_AREAS = ['Serai', 'Lanjut', 'Kembang', 'Selasih', 'Permai', 'Cendana',
            'Teratai', 'Merbau', 'Kenari', 'Pandan Jaya', 'Sentosa Utara',
            'Bukit Mawar', 'Tanjong Kelapa', 'Kampong Damai', 'Jalan Melor']

STREET_WORDS = ('Elm Ash Hawthorn Rowan Linden Willow Chestnut Laurel Beech Alder '
                'Sycamore Juniper Heather Bracken Foxglove Primrose Meadow Orchard '
                'Mill Church Station Quarry Brook Bridge Kiln Tannery Forge Granary '
                'Ferry Harbour Beacon Castle Abbey Priory Chapel Market Wharf '
                'Victoria Albert Gladstone Kingsley Wolsey Cromer Denholm Ferris '
                'Garland Hensley Ingleby Jessop Kimber Lockyer Monkton Nettleton '
                'Padley Quayle Renshaw Stirling Tennant Verity Waverley Yeoman '
                'Belmont Clifton Dalton Everard Fairfax Grantham Halstead Kenmore '
                'Lindsey Marwood Oxley Penrose Redbourne Selby Tavistock Wexford '
                'Wattle Banksia Kowhai Totara Rimu Protea Jacaranda Acacia').split()

STREET_SUFFIX = {
    'UK': ['Road', 'Street', 'Lane', 'Avenue', 'Close', 'Crescent', 'Drive',
           'Gardens', 'Terrace', 'Way', 'Grove', 'Place', 'Court', 'Mews',
           'Rise', 'Walk', 'View', 'Row'],
    'IE': ['Road', 'Street', 'Avenue', 'Park', 'Grove', 'Lawn', 'Heights',
           'Drive', 'Court', 'Green', 'Terrace', 'Close'],
    'AU': ['Street', 'St', 'Road', 'Rd', 'Avenue', 'Ave', 'Parade', 'Crescent',
           'Close', 'Court', 'Place', 'Highway', 'Drive', 'Circuit', 'Esplanade'],
    'NZ': ['Street', 'Road', 'Avenue', 'Terrace', 'Crescent', 'Place', 'Drive',
           'Lane', 'Grove', 'Rise', 'Way'],
    'CA': ['Street', 'St', 'Avenue', 'Ave', 'Road', 'Rd', 'Drive', 'Dr',
           'Crescent', 'Boulevard', 'Court', 'Way', 'Lane', 'Trail'],
    'US': ['St', 'Street', 'Ave', 'Avenue', 'Blvd', 'Dr', 'Drive', 'Rd', 'Road',
           'Ln', 'Ct', 'Way', 'Pl', 'Terrace', 'Pkwy', 'Circle'],
    'ZA': ['Street', 'Road', 'Avenue', 'Crescent', 'Drive', 'Lane', 'Close'],
}

SAINTS = ['Bartholomew', 'Columba', 'Brigid', 'Aidan', 'Hilda', 'Cuthbert',
          'Luke', 'Vincent', 'Anne', 'Jude', 'Clement', 'Oswald', 'Finbarr',
          'Kevin', 'Mungo', 'Swithun', 'Monica', 'Bernadette', 'Ignatius',
          'Teresa', 'Dunstan', 'Petroc', 'Enda', 'Gerard']

ORG_WORDS = ('Harbourline Greystone Kestrel Northway Bramble Silverfern Keystone '
             'BlueRiver Ironbark Copperleaf Tidewater Highgate Summit Lantern '
             'Riverbend Falcon Cobalt Meridian Westmark Redwood Brightwater '
             'Stonebridge Ravenswood Ashgrove Fernhill Goldcrest Thistle Kingfisher '
             'Larkspur Marlin Oakhurst Pinecrest Quarrymoor Saltmarsh Wildflower '
             'Cairnhill Driftwood Emberly Foxhollow Glenmoor Heronsgate').split()

EMPLOYER_KINDS = ['Logistics', 'Builders Ltd', 'Foods', 'Buses', 'Engineering',
                  'Freight', 'Joinery', 'Motors', 'Print Works', 'Dairies',
                  'Construction', 'Cleaning Services', 'Security Ltd',
                  'Accountants', 'Garden Centre', 'Hotel', 'Packaging',
                  'Tiles & Flooring', 'Plumbing', 'Bakery', 'Haulage',
                  'Hardware', 'Pharmaceuticals', 'Call Centre', 'Brewery']

SCHOOL_KINDS = ['Primary School', 'High School', 'Community College',
                'Grammar School', 'Academy']

INSURER_KINDS = {
    'US': ['Health Plan', 'Mutual Health', 'HealthCare', 'Benefit Trust'],
    'IE': ['Health Insurance', 'Healthcare DAC'],
    'AU': ['Health Fund', 'Health Insurance'],
    'ZA': ['Medical Scheme', 'Health Medical Aid'],
    'SG': ['Assurance', 'Health Shield'],
    'CA': ['Benefits Inc.', 'Life & Health'],
    'NZ': ['Health Society'],
    'UK': ['Healthcare'],
}

TRANSPORT_KINDS = ['Patient Transport', 'Cabs', 'Taxis', 'Community Transport',
                   'Ambulance Services', 'Medical Transfers']

# ------------------------------------------------------------ occupations
PROFESSIONS = [
    'bus driver', 'plumber', 'primary school teacher', 'solicitor',
    'warehouse operative', 'taxi driver', 'farmer', 'accountant',
    'care assistant', 'chef', 'electrician', 'security guard', 'civil servant',
    'lorry driver', 'hairdresser', 'shop assistant', 'postman',
    'software developer', 'staff nurse', 'pharmacist', 'builder', 'cleaner',
    'dairy farmer', 'fisherman', 'mechanic', 'librarian', 'bank clerk',
    'stonemason', 'forklift driver', 'university lecturer', 'joiner',
    'welder', 'bricklayer', 'receptionist', 'dental nurse', 'pub landlord',
    'police officer', 'firefighter', 'train driver', 'sheep farmer',
    'bookkeeper', 'sales representative', 'painter and decorator',
    'machine operator', 'estate agent', 'head teacher', 'caretaker',
    'social worker', 'courier', 'kitchen porter', 'factory supervisor',
    'carpenter', 'shearer', 'orchardist', 'mine worker', 'storeman',
    'school bus driver', 'truck driver', 'real estate agent', 'paramedic',
    'minister of religion', 'butcher', 'tailor', 'baker', 'roofer',
    'council gardener', 'tyre fitter', 'hospital porter', 'quantity surveyor',
    'taxi owner-driver', 'nail technician', 'IT consultant', 'chartered engineer',
    'veterinary nurse', 'pastor', 'crane operator', 'market trader',
]

RELATIONS = ['wife', 'husband', 'daughter', 'son', 'partner', 'sister',
             'brother', 'neighbour', 'friend', 'niece', 'nephew',
             'son-in-law', 'daughter-in-law', 'carer']

LANGUAGES = ['Punjabi', 'Urdu', 'Polish', 'Romanian', 'Cantonese', 'Mandarin',
             'Arabic', 'Somali', 'Bengali', 'Gujarati', 'Portuguese', 'Tamil',
             'Vietnamese', 'Tongan', 'Samoan', 'Te reo Māori', 'Irish',
             'Lithuanian', 'Farsi', 'Tigrinya', 'Spanish', 'Greek', 'Italian',
             'Korean', 'Tagalog', 'isiZulu', 'Afrikaans', 'Welsh',
             'British Sign Language']

FOREIGN_COUNTRIES = ['Portugal', 'Poland', 'Nigeria', 'India', 'Pakistan',
                     'Jamaica', 'Philippines', 'Ghana', 'Kenya', 'Romania',
                     'Italy', 'Greece', 'Vietnam', 'Malaysia', 'Sri Lanka',
                     'Spain', 'Zimbabwe', 'Somalia', 'Lebanon', 'Fiji',
                     'Samoa', 'Tonga', 'Hong Kong', 'Egypt', 'Croatia',
                     'Thailand', 'Cyprus', 'Turkey', 'Morocco', 'Brazil']
