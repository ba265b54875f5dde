"""Invented-person pools by naming origin.  '|' separates entries."""


def _s(x):
    return [w.strip() for w in x.split('|') if w.strip()]


ORIGINS = {
    'anglo': {
        'm': _s('James|Oliver|Harry|George|Thomas|William|Jack|Daniel|Michael|Robert|Graham|Trevor|Nigel|'
                'Colin|Keith|Barry|Derek|Malcolm|Stuart|Gareth|Rhys|Dylan|Owen|Mitchell|Brett|Shane|Wayne|'
                'Craig|Dean|Travis|Tyler|Cody|Austin|Jared|Raymond|Gordon|Hugh|Peter|Geoffrey|Roger|Clive|'
                'Philip|Neville|Terence|Lachlan|Jarrod|Bradley|Nathan|Luke|Samuel|Edward|Harvey|Dale|Kurt'),
        'f': _s('Susan|Margaret|Elizabeth|Sarah|Emma|Olivia|Amelia|Charlotte|Sophie|Chloe|Grace|Bethan|'
                'Cerys|Rhiannon|Megan|Ruby|Matilda|Harper|Helen|Patricia|Linda|Karen|Deborah|Janet|Brenda|'
                'Jacqueline|Lorraine|Tracey|Gillian|Heather|Kerry|Leanne|Bronwyn|Kylie|Jodie|Tamara|'
                'Ashley|Brittany|Jessica|Jennifer|Kayla|Philippa|Imogen|Harriet|Beatrice|Rosalind|'
                'Winifred|Elsie|Pauline|Valerie|Joan|Dorothy|June|Hazel|Wendy|Alison|Sharon|Nicola'),
        'l': _s('Smith|Jones|Taylor|Brown|White|Black|Green|Young|Hill|Marsh|Frost|Wood|Stone|Moss|Rose|'
                'Hartley|Pemberton|Ashworth|Whitfield|Cartwright|Entwistle|Thistlethwaite|Ramsbottom|'
                'Davies|Llewellyn|Pritchard|Vaughan|Hughes|King|Bishop|Mason|Baker|Cook|Porter|Fisher|'
                'Shaw|Long|Little|Lamb|Fox|Bird|Swan|Sharp|Hope|May|Cole|Barnes|Holloway|Redfern|'
                'Kettleborough|Ainsworth|Blackwood|Penhaligon|Trelawney|Pascoe|Chegwidden|Dunstan|'
                'Fairweather|Goodall|Hargreaves|Illingworth|Jessop|Kershaw|Lockwood|Mottram|Nuttall|'
                'Oakes|Pickering|Quinton|Rowbotham|Sidebottom|Tattersall|Unsworth|Varley|Wainwright|'
                'Smith-Jones|Hale-Barton|Winter|Summers|Bell|Dyer|Thatcher|Chambers|Booth|Walsh'),
    },
    'celtic': {
        'm': _s('Seán|Cian|Darragh|Ewan|Callum|Hamish|Connor|Liam|Declan|Pádraig|Eoin|Ciarán|Aidan|Brendan|'
                'Angus|Fergus|Alistair|Ross|Finlay|Ruairí|Donal|Cathal|Niall|Tadhg|Oisín|Murdo|Euan'),
        'f': _s('Aoife|Siobhán|Niamh|Orla|Róisín|Saoirse|Caitlin|Eilidh|Morag|Kirsty|Fiona|Isla|Shona|'
                'Maureen|Bridget|Noreen|Gráinne|Clodagh|Mairéad|Sinéad|Ailsa|Catriona|Kenna|Deirdre'),
        'l': _s("O'Donnell|McCarthy|Fitzgerald|Doyle|Byrne|Kavanagh|Ó Briain|Ní Bhriain|Ó Súilleabháin|"
                "MacLeod|McIntyre|Fraser|Sutherland|Munro|Buchanan|Campbell|O'Neill|Murphy|Kelly|Walshe|"
                "Brennan|Gallagher|Flanagan|McGrath|Quinlan|Cullinane|MacKenzie|Drummond|Lennox|Galbraith|"
                "Ferguson|McAllister|Nic Giolla|Mac Aodha|Dunleavy|Moriarty|Keohane|Twomey|Hegarty"),
    },
    'maori': {
        'm': _s('Tane|Wiremu|Rawiri|Manaia|Nikau|Hemi|Tama|Rangi|Matiu|Kahu|Tipene|Hōhepa'),
        'f': _s('Aroha|Mere|Anahera|Moana|Kiri|Ngaio|Hine|Awhina|Marama|Tui|Huia|Wikitoria'),
        'l': _s('Ngata|Te Whata|Parata|Tuhiwai|Rangi|Walker|Tamihana|Herewini|Tomoana|Kereama|Paki|'
                'Te Huia|Waaka|Pōmare|Hēnare'),
    },
    'pasifika': {
        'm': _s('Sione|Tevita|Losa|Viliami|Semisi|Ioane|Pita|Tavita|Malakai|Sefo'),
        'f': _s('Mele|Losana|Salote|Fetu|Ana|Lagi|Vai|Seini|Leilani|Malia'),
        'l': _s('Tupou|Faleolo|Fifita|Leota|Tuilagi|Taufa|Vaifale|Soliai|Havili|Mataele|Fonoti'),
    },
    'south_asian': {
        'm': _s('Ravi|Arjun|Sanjay|Vikram|Imran|Bilal|Omar|Tariq|Rohan|Anil|Harpreet|Gurdeep|Sunil|Nikhil|'
                'Farhan|Zubair|Aditya|Kiran'),
        'f': _s('Priya|Ananya|Deepa|Sunita|Ayesha|Fatima|Zainab|Nadia|Kavita|Meera|Shreya|Rupinder|'
                'Anjali|Sana|Noor|Lakshmi'),
        'l': _s('Sharma|Patel|Iyer|Nair|Reddy|Gupta|Chaudhry|Qureshi|Hussain|Siddiqui|Malik|Banerjee|'
                'Sandhu|Gill|Dhillon|Rao|Menon|Kapoor|Bhatt|Rahman|Chowdhury|Pillai|Das'),
    },
    'east_asian': {
        'm': _s('Wei|Jun|Hao|Jae-won|Hiroshi|Kenji|Ming|Yong|Tao|Min-jun|Takeshi|Haruto|Zhiwei'),
        'f': _s('Mei|Xiu|Lian|Ji-yeon|Yuki|Akiko|Hui|Ying|Seo-yeon|Sakura|Xinyi|Eun-ji'),
        'l': _s('Chen|Wang|Li|Zhang|Liu|Huang|Lim|Tan|Wong|Kim|Park|Choi|Tanaka|Sato|Yamamoto|Zhou|Lau|'
                'Cheung|Ng|Ho|Nakamura|Kobayashi|Yoon'),
    },
    'se_asian': {
        'm': _s('Minh|Duc|Quang|Tuan|Jose|Rommel|Arnel|Jericho|Somchai|Anh'),
        'f': _s('Linh|Thu|Hoa|Trang|Maricel|Rowena|Jocelyn|Mylene|Lan|Ngoc'),
        'l': _s('Nguyen|Tran|Pham|Le|Vu|Dang|Santos|Reyes|Bautista|Dela Cruz|Villanueva|Mendoza|Aquino'),
    },
    'west_african': {
        'm': _s('Chukwuemeka|Kwame|Kofi|Tunde|Emeka|Olusegun|Yaw|Ikenna|Femi|Kwabena'),
        'f': _s('Ngozi|Adaeze|Ama|Abena|Folake|Chiamaka|Yetunde|Efua|Funmilayo|Akosua'),
        'l': _s('Okafor|Adeyemi|Mensah|Boateng|Owusu|Nwosu|Eze|Adebayo|Asante|Okonkwo|Oyelaran|Appiah'),
    },
    'east_african': {
        'm': _s('Abdi|Mustafa|Ahmed|Dawit|Tesfaye|Hassan'),
        'f': _s('Halima|Hodan|Amina|Selam|Hiwot|Sahra'),
        'l': _s('Abdullahi|Warsame|Mohamed|Haile|Tadesse|Farah|Gebremedhin'),
    },
    'eastern_eur': {
        'm': _s('Piotr|Tomasz|Marek|Andriy|Oleksandr|Dmitri|Krzysztof|Pavel|Lukasz|Bogdan'),
        'f': _s('Agnieszka|Katarzyna|Magdalena|Oksana|Yulia|Irena|Zofia|Natalia|Halyna|Ewa'),
        'l': _s('Kowalski|Nowak|Wiśniewski|Zieliński|Kovalenko|Shevchenko|Ivanova|Dąbrowska|Lewandowski|'
                'Kozlov|Novák|Horvat|Mazur'),
    },
    'southern_eur': {
        'm': _s('Giovanni|Marco|Luca|Nikos|Giorgos|Dimitri|Diego|Javier|João|Pedro|Salvatore|Antonio|Stavros'),
        'f': _s('Giulia|Francesca|Chiara|Eleni|Sofia|Despina|Lucía|Carmen|Inês|Rosaria|Maria|Paola'),
        'l': _s('Rossi|Bianchi|Esposito|Romano|Papadopoulos|Georgiou|García|Rodríguez|Fernández|López|'
                'Silva|Santos|Pereira|Ferreira|Conti|Galea|Borg|Kyriacou|Costa|Marino'),
    },
    'northern_eur': {
        'm': _s('Joost|Pieter|Lars|Henrik|Mikael|Klaus|Jens|Sven|Anders|Willem|Stefan|Erik'),
        'f': _s('Ingrid|Astrid|Freya|Anke|Marieke|Greta|Liesbeth|Solveig|Birgit|Hanne|Katrin'),
        'l': _s('van der Merwe|de Vries|Jansen|Bakker|Müller|Schneider|Fischer|Lindqvist|Johansson|'
                'Andersen|Nielsen|Visser|Hoffmann|Koch|Berg|Van Wyk|Pretorius|du Plessis'),
    },
    'middle_east': {
        'm': _s('Karim|Elias|Yusuf|Omar|Rami|Samir|Ali|Reza|Dariush|Fadi'),
        'f': _s('Layla|Rania|Maryam|Nour|Dina|Yasmin|Shirin|Leila|Hala'),
        'l': _s('Haddad|Khoury|Nasser|Saleh|Hosseini|Karimi|Mansour|Aziz|Farouk|Najjar'),
    },
    'latin': {
        'm': _s('Mateo|Carlos|Alejandro|Luis|Jorge|Ricardo|Eduardo|Miguel'),
        'f': _s('Valentina|Gabriela|Daniela|Ximena|Lorena|Marisol|Catalina'),
        'l': _s('Hernández|Martínez|González|Ramírez|Castillo|Morales|Vargas|Ortiz|Delgado'),
    },
    'afr_am': {
        'm': _s('Marcus|Andre|Jamal|Dwayne|Terrell|Darnell|Malik|Jerome'),
        'f': _s('Keisha|Tanisha|Destiny|Imani|Latoya|Ebony|Aaliyah'),
        'l': _s('Washington|Jefferson|Jackson|Robinson|Freeman|Coleman|Banks|Dorsey'),
    },
}

# weights for patients by country (fair-skinned populations dominate melanoma clinics)
PATIENT_MIX = {
    'UK': [('anglo', 55), ('celtic', 15), ('eastern_eur', 6), ('southern_eur', 5), ('northern_eur', 5),
           ('south_asian', 5), ('west_african', 2), ('east_asian', 2), ('middle_east', 2)],
    'AU': [('anglo', 45), ('celtic', 14), ('southern_eur', 10), ('northern_eur', 9), ('east_asian', 5),
           ('se_asian', 4), ('south_asian', 4), ('middle_east', 4), ('eastern_eur', 3), ('pasifika', 2)],
    'NZ': [('anglo', 40), ('celtic', 12), ('maori', 14), ('pasifika', 6), ('northern_eur', 9),
           ('east_asian', 5), ('south_asian', 5), ('southern_eur', 3)],
    'IE': [('celtic', 60), ('anglo', 20), ('eastern_eur', 10), ('southern_eur', 4), ('west_african', 3),
           ('south_asian', 3)],
    'CA': [('anglo', 40), ('celtic', 15), ('northern_eur', 10), ('eastern_eur', 9), ('southern_eur', 8),
           ('east_asian', 6), ('south_asian', 6), ('middle_east', 3), ('latin', 3)],
    'US': [('anglo', 45), ('celtic', 10), ('northern_eur', 10), ('southern_eur', 8), ('latin', 8),
           ('eastern_eur', 6), ('afr_am', 5), ('east_asian', 4), ('middle_east', 4)],
}

STAFF_MIX = [('anglo', 28), ('celtic', 10), ('south_asian', 15), ('east_asian', 10), ('west_african', 6),
             ('middle_east', 7), ('southern_eur', 6), ('northern_eur', 5), ('eastern_eur', 4),
             ('se_asian', 4), ('maori', 1), ('pasifika', 1), ('latin', 2), ('east_african', 2), ('afr_am', 2)]

NICKNAMES = {
    'William': 'Bill', 'Robert': 'Bob', 'Elizabeth': 'Liz', 'Margaret': 'Peggy', 'James': 'Jim',
    'Michael': 'Mick', 'Patricia': 'Trish', 'Geoffrey': 'Geoff', 'Terence': 'Terry', 'Thomas': 'Tom',
    'Edward': 'Ted', 'Dorothy': 'Dot', 'Jacqueline': 'Jackie', 'Philippa': 'Pippa', 'Samuel': 'Sam',
    'Alexander': 'Alex', 'Deborah': 'Debs', 'Raymond': 'Ray', 'Gillian': 'Gill', 'Winifred': 'Winnie',
}

RELATIONS_M = ['husband', 'son', 'brother', 'partner', 'father', 'nephew', 'friend', 'neighbour',
               'son-in-law']
RELATIONS_F = ['wife', 'daughter', 'sister', 'partner', 'mother', 'niece', 'friend', 'neighbour',
               'daughter-in-law']

# patient / relative occupations; sun-exposed outdoor work is over-represented
PROFESSIONS = _s(
    'roofer|farmer|dairy farmer|sheep farmer|cattle farmer|lifeguard|surf instructor|landscape gardener|'
    'postal worker|builder|bricklayer|scaffolder|airline pilot|flight attendant|primary school teacher|'
    'PE teacher|greenkeeper|commercial fisherman|cricket coach|tennis coach|construction labourer|'
    'road worker|electrician|accountant|software engineer|lorry driver|truck driver|vineyard worker|'
    'park ranger|sailing instructor|police officer|firefighter|mail carrier|plumber|carpenter|'
    'stonemason|gardener|nurse|pharmacist|dentist|solicitor|lawyer|civil engineer|surveyor|'
    'marine biologist|geologist|mine worker|fly-in fly-out mine worker|shearer|orchardist|'
    'horticulturist|forestry worker|arborist|courier driver|bus driver|taxi driver|chef|hairdresser|'
    'retail assistant|shop owner|bank clerk|librarian|social worker|veterinarian|vet nurse|'
    'army officer|naval officer|harbour pilot|ski instructor|golf professional|swimming coach|'
    'painter and decorator|window cleaner|groundsman|beekeeper|zookeeper|university lecturer|'
    'architect|journalist|photographer|boat builder|oil rig worker|ranch hand|rancher|'
    'real estate agent|insurance broker|welder|mechanic|panel beater|parcel delivery driver')

TITLES_M = ['Mr']
TITLES_F = ['Mrs', 'Ms', 'Miss']
