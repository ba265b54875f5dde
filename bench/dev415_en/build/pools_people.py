"""Name, occupation and relation pools (invented for dev415_en; stdlib only)."""


def _s(text):
    return [w.strip() for w in text.split('|') if w.strip()]


# origin -> (female first names, male first names, surnames)
ORIGINS = {
    'anglo': (
        _s('Margaret|Susan|Linda|Patricia|Carol|Janet|Christine|Elaine|Gillian|Karen|Julie|Deborah|Alison|Helen|'
           'Pauline|Sandra|Brenda|Wendy|Valerie|Joan|Hope|Faith|Joy|Grace|Dawn|Rose|Ivy|Holly|Heather|Hazel|Pearl|'
           'Ruby|June|April|May|Amber|Beverley|Lorraine|Tracey|Denise|Sharon|Angela|Marion|Sheila|Jean|Doreen|'
           'Kathleen|Shirley|Vivienne|Rosemary|Summer|Daisy|Violet|Patience|Mercy|Jill|Savannah|Madison|Georgia|'
           'Virginia|Augusta|Carolina'),
        _s('John|David|Michael|Peter|Paul|Stephen|Robert|Richard|Andrew|Christopher|Keith|Graham|Trevor|Barry|'
           'Colin|Derek|Malcolm|Nigel|Roger|Terry|Kevin|Gary|Mark|Will|Bill|Frank|Victor|Pat|Rusty|Sandy|Drew|'
           'Dean|Grant|Miles|Jack|Guy|Reed|Ray|Art|Gene|Neville|Clive|Geoffrey|Dennis|Alan|Brian|Ian|Roy|Stanley|'
           'Wayne|Glen|Rocky|Chase|Buck|Eugene|Austin|Jackson|Lincoln|Warren'),
        _s('Smith|Jones|Taylor|Brown|Wilson|Johnson|Walker|Wright|Robinson|Thompson|White|Hughes|Edwards|Green|'
           'Hall|Wood|Harris|Lewis|Martin|Jackson|Clarke|Turner|Hill|Moore|Cooper|Ward|Baker|Cook|Mason|Fisher|'
           'Hunter|Young|Long|King|Marsh|Field|Bell|Page|Rich|Moody|Sweet|Hale|Bishop|Parsons|Shepherd|Carpenter|'
           'Butler|Bond|Hope|Day|Knight|Lamb|Fox|Wolf|Crane|Swan|Sparrow|Frost|Snow|Winter|Rivers|Banks|Street|'
           'Lane|Brook|Stone|Church|Chapel|Golden|Cash|Small|Pickering|Atkinson|Holloway|Whitfield|Barraclough|'
           'Ackroyd|Sutcliffe|Hebden|Entwistle|Pennington|Trelawny|Penrose|Nancarrow|Reading|Boston|Paris|'
           'Bristol|Kendal|Derby|Lincoln|Sterling|Gloucester'),
    ),
    'celtic': (
        _s('Siobhan|Niamh|Aoife|Mairead|Bridget|Eileen|Roisin|Sinead|Orla|Grainne|Fiona|Morag|Isla|Kirsty|'
           'Catriona|Ailsa|Eilidh|Rhiannon|Sian|Bethan|Ffion|Gwen|Nia|Carys|Megan|Nora|Maeve|Deirdre|Theresa|'
           'Philomena|Una|Brid'),
        _s('Sean|Padraig|Ciaran|Declan|Eoin|Cathal|Fergal|Niall|Donal|Seamus|Ruairi|Hamish|Angus|Callum|'
           'Alasdair|Fraser|Murdo|Euan|Gareth|Rhys|Dafydd|Emyr|Huw|Gethin|Iwan|Owain|Tadhg|Colm|Liam|Brendan'),
        _s("Murphy|O'Sullivan|Kelly|O'Brien|Byrne|Ryan|Walsh|O'Connor|McCarthy|Doyle|Gallagher|Fitzgerald|"
           "Kavanagh|Ni Bhriain|Mac Giolla Phadraig|O'Neill|Quinn|McLaughlin|Devlin|Donnelly|Campbell|MacLeod|"
           "MacDonald|Robertson|Stewart|Fraser|Sutherland|Mackay|Morrison|Munro|Evans|Davies|Pritchard|"
           "Llewellyn|Bowen|Prosser|Gwynne|Vaughan|Price|Powell|Parry|Galway|Kerry"),
    ),
    'south_asian': (
        _s('Priya|Anjali|Sunita|Kiran|Rupinder|Harpreet|Nasreen|Shabana|Farzana|Rukhsana|Meena|Lakshmi|Deepa|'
           'Kavita|Pooja|Asha|Usha|Nirmala|Parveen|Salma|Shanthi|Jaspreet|Amrit|Bushra'),
        _s('Rajesh|Sanjay|Amit|Vikram|Arjun|Mohammed|Imran|Tariq|Asif|Gurpreet|Harjit|Sukhdev|Ravi|Suresh|'
           'Anil|Nikhil|Farhan|Zubair|Naveed|Ramesh|Kamal|Pradeep|Balvinder|Iqbal'),
        _s('Patel|Sharma|Singh|Kaur|Gill|Sandhu|Khan|Hussain|Ahmed|Akhtar|Begum|Chaudhry|Iqbal|Rahman|Mistry|'
           'Desai|Joshi|Nair|Pillai|Reddy|Menon|Bhatt|Chopra|Malik|Qureshi|Siddiqui|Dhillon|Grewal|'
           'Ranasinghe|Perera'),
    ),
    'east_asian': (
        _s('Mei|Li Na|Xiu Ying|Hui|Ling|Yan|Thi Lan|Ngoc Anh|Hoa|Mai|Ji-yeon|Min-ji|Soo-jin|Yuki|Haruka|'
           'Maricel|Rosalinda|Imelda|Lorna|Cristina'),
        _s('Wei|Jun|Hao|Ming|Zhiwei|Jian|Van Minh|Duc|Tuan|Quang|Min-ho|Jae-won|Sung|Hiroshi|Takeshi|Kenji|'
           'Romeo|Efren|Danilo|Rolando'),
        _s('Chen|Wang|Li|Zhang|Liu|Huang|Wong|Chan|Lam|Ng|Tan|Lim|Nguyen|Tran|Le|Pham|Vo|Kim|Park|Lee|Choi|'
           'Sato|Tanaka|Yamamoto|Santos|Reyes|Cruz|Bautista|Dela Cruz|Mendoza'),
    ),
    'african': (
        _s('Ngozi|Chioma|Adaeze|Funmilayo|Folake|Yetunde|Abena|Akosua|Ama|Efua|Amina|Fadumo|Hodan|Wanjiru|'
           'Nomvula|Thandiwe|Blessing|Precious|Comfort|Gift'),
        _s('Chukwuemeka|Obinna|Emeka|Oluwaseun|Tunde|Adebayo|Kwame|Kofi|Yaw|Kwesi|Abdi|Mohamed|Tendai|'
           'Tafadzwa|Sipho|Themba|Godfrey|Innocent|Samuel|Emmanuel'),
        _s('Okafor|Okonkwo|Adeyemi|Adebayo|Oyelaran|Nwosu|Eze|Obi|Mensah|Asante|Owusu|Boateng|Osei|Appiah|'
           'Abdi|Warsame|Hassan|Mwangi|Kamau|Otieno|Moyo|Ndlovu|Dlamini|Chikwanha|Banda'),
    ),
    'eastern_eu': (
        _s('Agnieszka|Katarzyna|Malgorzata|Ewa|Joanna|Beata|Grazyna|Danuta|Irena|Zofia|Halina|Ludmila|Oksana|'
           'Svetlana|Daiva|Ilona|Jana|Marta'),
        _s('Krzysztof|Piotr|Tomasz|Andrzej|Marek|Wojciech|Grzegorz|Jerzy|Janusz|Zbigniew|Dariusz|Oleksandr|'
           'Mykola|Vytautas|Darius|Jan|Pavel|Lukasz'),
        _s('Nowak|Wisniewski|Wojcik|Kaminski|Lewandowski|Zielinski|Szymanski|Dabrowski|Kozlowski|Mazur|'
           'Krawczyk|Jankowski|Petrauskas|Kazlauskas|Shevchenko|Kovalenko|Bondarenko|Horvath|Novak|Warsaw'),
    ),
    'southern_eu': (
        _s('Maria|Giuseppina|Rosa|Anna|Lucia|Francesca|Carmela|Concetta|Eleni|Despina|Sophia|Paraskevi|'
           'Fatima|Ana|Teresa|Isabel|Graca|Florence|Adelaide|Victoria'),
        _s('Giuseppe|Salvatore|Antonio|Francesco|Vincenzo|Luigi|Giorgos|Dimitrios|Nikos|Konstantinos|Spiros|'
           'Manuel|Joao|Jose|Carlos|Luis|Fernando|Paolo|Marco|Stavros'),
        _s('Russo|Esposito|Romano|Ricci|Marino|Greco|Bruno|Gallo|Conti|De Luca|Papadopoulos|Georgiou|'
           'Nikolaidis|Konstantinou|Dimitriou|Silva|Ferreira|Pereira|Oliveira|Costa|Rodrigues|Sousa|Martins|'
           'Milano|Napoli'),
    ),
    'hispanic': (
        _s('Guadalupe|Maria Elena|Rosa Maria|Carmen|Dolores|Esperanza|Yolanda|Marisol|Luz|Alejandra|Beatriz|'
           'Gloria|Leticia|Socorro|Araceli|Paz'),
        _s('Jesus|Jose Luis|Juan|Miguel|Alejandro|Ricardo|Jorge|Francisco|Rafael|Arturo|Hector|Ramon|Ernesto|'
           'Guillermo|Salvador|Santiago'),
        _s('Garcia|Martinez|Hernandez|Lopez|Gonzalez|Perez|Sanchez|Ramirez|Torres|Flores|Rivera|Gomez|Diaz|'
           'Morales|Ortiz|Gutierrez|Chavez|Ruiz|Alvarez|Castillo|Toledo|Cordoba'),
    ),
    'arabic': (
        _s('Aisha|Mariam|Layla|Noor|Huda|Samira|Rania|Zainab|Khadija|Yasmin|Leila|Dalia'),
        _s('Ahmed|Omar|Khalid|Yusuf|Ibrahim|Hassan|Ali|Karim|Walid|Samir|Nabil|Faisal'),
        _s('Al-Hashimi|Haddad|Khoury|Nasser|Saleh|Mansour|Abboud|Farouk|Hamdan|El-Sayed|Aziz|Darwish'),
    ),
    'maori_pacific': (
        _s('Aroha|Mere|Hine|Ngaire|Moana|Kiri|Anahera|Huia|Losa|Sina|Mele|Salote|Tupou|Litia|Marama'),
        _s('Wiremu|Hemi|Rawiri|Tane|Nikau|Tipene|Manaia|Sione|Tevita|Iosefa|Viliami|Pita|Sefa|Mikaele|Ropata'),
        _s('Ngata|Parata|Te Awa|Rangi|Horomona|Tawhiri|Ruatapu|Fonoti|Tuilagi|Faleolo|Taufa|Vaipulu|Lemalu|'
           'Havili|Fifita|Tuiasosopo|Leota|Te Hira|Paewai'),
    ),
    'french': (
        _s('Marie-Claude|Sylvie|Chantal|Genevieve|Nathalie|Josee|Monique|Louise|Helene|Francine|Manon|Diane'),
        _s('Jean-Pierre|Luc|Andre|Michel|Rejean|Gilles|Normand|Yves|Francois|Marc|Denis|Gaetan'),
        _s('Tremblay|Gagnon|Roy|Cote|Bouchard|Gauthier|Morin|Lavoie|Fortin|Gagne|Ouellet|Pelletier|Belanger|'
           'Leblanc|Bergeron|Quebec'),
    ),
}

# country -> origin weights (sorted keys are used when sampling)
ORIGIN_WEIGHTS = {
    'ENG': {'anglo': 45, 'celtic': 5, 'south_asian': 15, 'african': 8, 'east_asian': 5, 'eastern_eu': 8,
            'southern_eu': 5, 'arabic': 5, 'hispanic': 1},
    'SCO': {'anglo': 30, 'celtic': 42, 'south_asian': 10, 'eastern_eu': 9, 'east_asian': 4, 'african': 3,
            'southern_eu': 2},
    'WAL': {'anglo': 38, 'celtic': 42, 'south_asian': 7, 'eastern_eu': 5, 'african': 4, 'arabic': 4},
    'NIR': {'celtic': 55, 'anglo': 28, 'eastern_eu': 9, 'east_asian': 4, 'south_asian': 4},
    'IRL': {'celtic': 62, 'anglo': 9, 'eastern_eu': 11, 'african': 7, 'south_asian': 6, 'east_asian': 3,
            'southern_eu': 2},
    'AUS': {'anglo': 44, 'southern_eu': 15, 'east_asian': 15, 'celtic': 8, 'arabic': 6, 'south_asian': 8,
            'maori_pacific': 4},
    'NZL': {'anglo': 40, 'maori_pacific': 30, 'east_asian': 10, 'south_asian': 8, 'celtic': 8,
            'eastern_eu': 2, 'african': 2},
    'CAN': {'anglo': 30, 'french': 20, 'east_asian': 15, 'south_asian': 15, 'celtic': 8, 'southern_eu': 5,
            'eastern_eu': 4, 'arabic': 3},
    'USA': {'anglo': 40, 'hispanic': 25, 'african': 9, 'east_asian': 10, 'southern_eu': 5, 'celtic': 5,
            'arabic': 3, 'eastern_eu': 3},
}

MIDDLE_INITIALS = list('ABCDEFGHJKLMNPRSTW')

# nicknames used in "known as" phrases
NICKNAMES = {
    'Margaret': 'Peggy', 'Patricia': 'Trish', 'Elizabeth': 'Betty', 'Robert': 'Bob', 'Richard': 'Dick',
    'William': 'Billy', 'Michael': 'Mick', 'Christopher': 'Chris', 'Andrew': 'Andy', 'Stephen': 'Steve',
    'Francesco': 'Frank', 'Giuseppe': 'Joe', 'Salvatore': 'Sal', 'Oluwaseun': 'Seun', 'Chukwuemeka': 'Emeka',
    'Krzysztof': 'Chris', 'Wojciech': 'Voytek', 'Konstantinos': 'Gus', 'Dimitrios': 'Jim', 'Jesus': 'Chuy',
    'Guadalupe': 'Lupe', 'Deborah': 'Debbie', 'Valerie': 'Val', 'Kathleen': 'Kath', 'Jean-Pierre': 'JP',
    'Padraig': 'Paddy', 'Seamus': 'Shay', 'Alasdair': 'Ally', 'Wiremu': 'Wi', 'Tevita': 'Vita',
}

# occupations of patients or relatives (the PROFESSION span is the occupation itself)
OCCUPATIONS = _s(
    'teacher|primary school teacher|bus driver|electrician|farmer|dairy farmer|sheep farmer|accountant|postman|'
    'postwoman|taxi driver|hairdresser|chef|shop assistant|lorry driver|truck driver|care worker|civil servant|'
    'builder|plumber|software engineer|librarian|cleaner|warehouse operative|fisherman|shearer|miner|'
    'forklift operator|security guard|firefighter|police officer|solicitor|pharmacist|nurse|midwife|'
    'dental nurse|bricklayer|joiner|carpenter|welder|machinist|seamstress|dressmaker|baker|butcher|'
    'publican|bar manager|barber|painter and decorator|gardener|groundskeeper|landscaper|caretaker|'
    'school caretaker|lollipop lady|dinner lady|cook|kitchen porter|hotel receptionist|receptionist|'
    'bank clerk|insurance broker|estate agent|real estate agent|travel agent|journalist|printer|'
    'train driver|railway signaller|bus conductor|courier|delivery driver|van driver|mechanic|'
    'panel beater|auto mechanic|engineer|civil engineer|quantity surveyor|architect|draughtsman|'
    'lab technician|radiographer|optician|church minister|vicar|priest|imam|social worker|youth worker|'
    'probation officer|prison officer|paramedic|soldier|naval officer|RAF engineer|pilot|air steward|'
    'flight attendant|customs officer|tax inspector|office manager|secretary|personal assistant|'
    'bookkeeper|payroll clerk|call centre agent|retail manager|supermarket cashier|checkout operator|'
    'market trader|shopkeeper|newsagent|florist|tailor|jeweller|watchmaker|piano teacher|musician|'
    'music teacher|university lecturer|school principal|headteacher|dentist|vet|veterinary nurse|'
    'bus mechanic|crane operator|scaffolder|roofer|tiler|plasterer|stonemason|boilermaker|fitter and turner|'
    'shipwright|dock worker|stevedore|longshoreman|logger|sawmill worker|orchardist|vineyard worker|'
    'winemaker|brewer|cheesemaker|abattoir worker|meat packer|poultry farmer|beekeeper|home help|'
    'nanny|childminder|kindergarten teacher|teaching assistant|school bus driver|crossing guard|'
    'janitor|custodian|letter carrier|mail carrier|trucker|rancher|oil rig worker|steelworker|'
    'auto worker|factory worker|textile worker|seamstress|carer|health care assistant|porter'
)

RELATIONS_SPOUSE = {'F': ['husband', 'partner'], 'M': ['wife', 'partner']}
RELATIONS_CHILD = ['daughter', 'son', 'stepdaughter', 'son-in-law', 'daughter-in-law']
RELATIONS_OTHER = ['sister', 'brother', 'neighbour', 'friend', 'niece', 'nephew', 'carer', 'cousin',
                   'granddaughter', 'grandson', 'lodger']
FHX_RELATIVES = ['mother', 'father', 'sister', 'brother', 'maternal aunt', 'paternal uncle',
                 'maternal grandfather', 'paternal grandmother', 'older brother', 'younger sister']

# misspellings used for the occasional typo in template text
TYPOS = {
    'patient': 'pateint', 'received': 'recieved', 'colonoscopy': 'colonscopy', 'results': 'reuslts',
    'appointment': 'appointmnet', 'discussed': 'dicussed', 'procedure': 'proceedure', 'bowel': 'bowle',
    'surveillance': 'surveilance', 'sedation': 'sedaiton', 'separate': 'seperate', 'occurred': 'occured',
    'necessary': 'neccessary', 'recommended': 'reccomended', 'preparation': 'preperation',
    'assessment': 'assesment', 'telephone': 'telphone', 'explained': 'explaned', 'history': 'hisotry',
    'confirmed': 'comfirmed', 'medication': 'medicaiton', 'the': 'teh', 'with': 'wiht', 'and': 'adn',
    'anticoagulant': 'anticoagulent', 'haemoglobin': 'haemaglobin', 'biopsies': 'biopsys',
    'definitely': 'definately', 'until': 'untill', 'withdrawal': 'withdrawl',
}
