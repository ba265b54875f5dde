"""Invented person-name pools (mixed origins) and occupation pools.
All ASCII so that lower() never changes string length."""

FEMALE = """Olivia Amelia Isla Ava Mia Ivy Lily Freya Grace Sophie Evie Poppy Ella Willow Harper
Chloe Aoife Niamh Saoirse Ciara Roisin Caoimhe Siobhan Orla Maeve Aisling Priya Ananya Aisha Zara
Fatima Maryam Noor Hafsa Amara Chiamaka Adaeze Ngozi Folake Yetunde Abena Ama Esi Thandiwe Nomvula
Zanele Mei Xinyi Yuki Hana Minji Linh Thao Mai Ngoc Sofia Valentina Camila Lucia Ximena Daniela
Isabela Mariana Zuzanna Oliwia Natalia Katarzyna Agnieszka Ioana Elena Anastasia Daria Milena Freja
Astrid Ingrid Sanne Lotte Eleni Despina Chiara Giulia Francesca Leilani Malia Talia Yasmin Layla Rania
Shirin Parisa Keisha Tamika Jada Destiny Brooklyn Madison Kayleigh Jessica Rebecca Hannah Charlotte
Emily Ruby Matilda Georgia Tahlia Indie Chelsea Kirsty Gemma Bethany Rhiannon Cerys Ffion Morag Eilidh
Tanisha Imani Maya Riya Kavya Simran Harpreet Jaspreet Gurleen Nadia Amina Hodan Ayan Samira Leah
Naomi Tova Rivka Bridget Colleen Dakota Skye Aroha Mereana Paige Shannon Tegan Jade Courtney Brianna
Makayla Alexis Kiara Lucy Abigail Phoebe Esme Florence Ottilie Beatrix Wren Juniper Marisol Inés Yara""".split()

MALE = """Oliver Jack Harry Noah Leo Oscar Charlie George Archie Alfie Freddie Theo Finn Jacob Ethan
Mason Logan Liam Lucas Cian Oisin Tadhg Darragh Conor Ciaran Eoin Padraig Seamus Cathal Arjun Rohan
Vihaan Aarav Kabir Ishaan Rahul Sanjay Omar Yusuf Ibrahim Hamza Bilal Zain Ayaan Chidi Emeka Tunde
Olumide Kwame Kofi Sipho Thabo Jabari Wei Jun Hiroshi Kenji Haruto Duc Minh Quang Mateo Santiago
Diego Alejandro Javier Luis Carlos Joaquin Jakub Kacper Szymon Piotr Tomasz Andrei Mihai Dmitri
Nikolai Bogdan Lars Soren Anders Magnus Pieter Dimitris Yannis Stavros Giorgos Matteo Lorenzo
Giovanni Tevita Sione Keanu Ali Reza Dariush Tyrone DeShawn Malik Jamal Andre Tyler Brandon Austin
Cody Hunter Jayden Kyle Ryan Callum Lewis Euan Fraser Angus Rhys Dylan Gethin Owain Jarrah Kai Brody
Lachlan Hamish Cooper Harjit Gurpreet Manpreet Ravinder Dev Mohammed Abdi Hassan Mustafa Eli Ari
Moshe Declan Brendan Hemi Tane Mikael Mathis Rory Ronan Kieran Jensen Bodhi Xavier Elijah Isaiah
Caleb Dominic Sebastian Felix Arlo Ezra Jude Reuben Tobias Marcus Kendrick Darnell Terrell""".split()
FEMALE = [n for n in FEMALE if n.isascii()]

SURNAMES = """Smith Jones Taylor Brown Williams Wilson Johnson Davies Robinson Wright Thompson Evans
Walker White Roberts Green Hall Wood Jackson Clarke Patel Khan Shah Begum Ahmed Hussain Ali Akhtar
Chaudhry Iqbal Malik Rahman Mahmood Nair Iyer Menon Reddy Rao Krishnan Pillai Gupta Sharma Singh Kaur
Sandhu Gill Dhillon Grewal Bains O'Brien O'Connor O'Sullivan Murphy Kelly Byrne Ryan Walsh Doyle
McCarthy Gallagher Doherty Kennedy Lynch Murray Quinn Moore McLaughlin Nolan Brennan Fitzgerald
Kavanagh Keane MacDonald Campbell Stewart Robertson Fraser Mackenzie Macleod Sinclair Munro Buchanan
Llewellyn Pritchard Hughes Price Morgan Vaughan Okafor Adeyemi Okonkwo Eze Nwosu Balogun Adebayo
Oyelaran Mensah Boateng Owusu Asante Appiah Nkosi Dlamini Mokoena Mahlangu Kamau Otieno Wanjiru
Achieng Mwangi Haile Tesfaye Bekele Abdi Warsame Farah Osman Nguyen Tran Le Pham Hoang Vu Dang Bui
Chen Wang Li Zhang Liu Huang Zhao Wu Lin Tan Lim Ng Wong Chan Leung Cheung Kim Park Lee Choi Jung
Kang Yoon Sato Suzuki Takahashi Tanaka Watanabe Yamamoto Nakamura Kobayashi Garcia Rodriguez Martinez
Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres Flores Rivera Gomez Diaz Morales Ortiz Castillo
Vargas Romero Herrera Medina Aguilar Kowalski Nowak Wisniewski Wojcik Kaminski Lewandowski Zielinski
Szymanski Popescu Ionescu Dumitru Ivanov Petrov Smirnov Volkov Novak Horvat Kovacs Nagy Szabo
Papadopoulos Georgiou Nikolaidis Konstantinou Rossi Russo Ferrari Esposito Bianchi Romano Colombo
Ricci Marino Greco Bruno Gallo Conti DeLuca Costa Silva Santos Ferreira Pereira Oliveira Almeida
Carvalho Lindqvist Johansson Andersson Nilsson Larsen Hansen Jensen Nielsen DeVries Janssen Bakker
Visser Muller Schmidt Schneider Fischer Weber Becker Hoffmann Cohen Levi Friedman Katz Goldberg
Mizrahi Haddad Khoury Nassar Saleh Hamdan Mansour Karimi Hosseini Rezaei Ahmadi Moradi Fonoti Taufa
Tupou Fifita Aumua Kahananui Ngata Parata Tipene Hohaia Tremblay Gagnon Roy Cote Bouchard Gauthier
Morin Lavoie Fortin Pelletier Belanger Bergeron Leblanc Thibodeaux Washington Freeman Coleman Banks
Brooks Bryant Hayes Jenkins Mitchell Reid Ellis Foster Graham Henderson Hunter Marshall Pearson Shaw
Sutton Turner Webb Whitfield Ashworth Barraclough Cartwright Dunmore Fairbrother Hargreaves Pemberton
Rowntree Stansfield Threlfall Winterbottom Yardley Quartermaine Abernethy Ogunleye Adjei Kariuki
Nakashima Villanueva Dela Cruz Santiago Bautista Mendoza Reyes Castro Aquino Soto Navarro Pacheco
Lindgren Halvorsen Eriksen Magnusson Oyelowo Chikwanha Banda Phiri Zulu Kowalczyk Hughes-Tan
Ferguson Lockhart Galbraith Sheridan Hennessy Tierney Corrigan Flanagan Mulcahy Dunne Cassidy Phelan
Rooney Horgan Breen Carroll Duffy Sweeney Costello Coughlan Delaney""".split()
# two-word surnames
SURNAMES = [s for s in SURNAMES if s not in ('Dela', 'Cruz')] + ['Dela Cruz', 'Van der Berg',
                                                                 'Al-Sayed', 'Ben-David', 'St. Clair']

NICK = {'Oliver': 'Olly', 'Alfie': 'Alf', 'Charlie': 'Chaz', 'Frederick': 'Freddie', 'Jacob': 'Jake',
        'Thomas': 'Tom', 'Tomasz': 'Tomek', 'Alejandro': 'Alex', 'Dimitris': 'Jim', 'Giovanni': 'Gio',
        'Sebastian': 'Seb', 'Dominic': 'Dom', 'Nikolai': 'Kolya', 'Mohammed': 'Mo', 'Ibrahim': 'Ibby',
        'Elijah': 'Eli', 'Lachlan': 'Lachie', 'Hamish': 'Hami', 'Santiago': 'Santi', 'Matteo': 'Teo',
        'Jayden': 'Jay', 'Tobias': 'Toby', 'Marcus': 'Marc', 'Caleb': 'Cal', 'Lorenzo': 'Enzo',
        'Arjun': 'Arj', 'Isabela': 'Izzy', 'Abigail': 'Abby', 'Charlotte': 'Lottie', 'Matilda': 'Tilly',
        'Rebecca': 'Becca', 'Elena': 'Lena', 'Anastasia': 'Stasia', 'Katarzyna': 'Kasia',
        'Alexandra': 'Sasha', 'Francesca': 'Frankie', 'Valentina': 'Vale', 'Beatrix': 'Bea',
        'Samira': 'Sam', 'Natalia': 'Nat', 'Georgia': 'George', 'Daniela': 'Dani', 'Jessica': 'Jess',
        'Florence': 'Flo', 'Esme': 'Ez', 'Madison': 'Maddie', 'Brooklyn': 'Brooke', 'Makayla': 'Kayla',
        'Kenji': 'Ken', 'Haruto': 'Haru', 'Olumide': 'Mide', 'Chiamaka': 'Ada', 'Padraig': 'Pod',
        'Ciaran': 'Kiki', 'Caoimhe': 'Queeva', 'Archie': 'Arch', 'Theo': 'Teddy', 'Reuben': 'Roo'}

GRANDNAMES = ['Nana', 'Nan', 'Gran', 'Grandma', 'Granny', 'Grandad', 'Pop', 'Nanna', 'Grandpa']

CREDS = {
    'UK': {'psych': ['MBBS MRCPsych', 'MBChB MRCPsych', 'BM BS MRCPsych', 'MB ChB FRCPsych'],
           'paed': ['MBBS MRCPCH', 'MBChB FRCPCH', 'BMedSci BM BS MRCPCH', 'MBBS DCH FRCPCH'],
           'nurse': ['RMN', 'RGN, V300', 'RN (Child), NMP', 'RMN, Independent Prescriber', 'RNLD'],
           'psychol': ['DClinPsy', 'ClinPsyD, CPsychol', 'PhD, HCPC registered', 'DEdPsy'],
           'gp': ['MBBS MRCGP', 'MBChB MRCGP DRCOG', 'BM MRCGP', 'MBBS DFSRH MRCGP'],
           'pharm': ['MPharm', 'MPharm, IP'], 'admin': ['']},
    'US': {'psych': ['MD', 'DO', 'MD, MPH', 'MD, FAACAP'],
           'paed': ['MD, FAAP', 'DO, FAAP', 'MD', 'MD, DBP'],
           'nurse': ['APRN, PMHNP-BC', 'MSN, CPNP', 'RN', 'DNP, PMHNP-BC', 'NP-C'],
           'psychol': ['PhD', 'PsyD', 'PhD, ABPP', 'LCSW'],
           'gp': ['MD', 'DO', 'MD, FAAFP', 'PA-C'],
           'pharm': ['PharmD', 'RPh'], 'admin': ['']},
    'AU': {'psych': ['MBBS FRANZCP', 'MBBS (Hons) FRANZCP', 'BMed FRANZCP'],
           'paed': ['MBBS FRACP', 'MBBS (Hons) FRACP', 'MD FRACP'],
           'nurse': ['RN', 'RN, NP', 'RN, MHN', 'Credentialed MHN'],
           'psychol': ['MAPS', 'MPsych (Clin)', 'DPsych', 'PhD, MAPS'],
           'gp': ['MBBS FRACGP', 'MBBS', 'BMed FRACGP'],
           'pharm': ['BPharm', 'BPharm MPS'], 'admin': ['']},
    'CA': {'psych': ['MD, FRCPC', 'MD, CM, FRCPC', 'MD FRCPC'],
           'paed': ['MD, FRCPC', 'MD, FRCPC (Peds)', 'MD'],
           'nurse': ['RN(EC)', 'NP-PHC', 'RN, BScN', 'NP-Peds'],
           'psychol': ['PhD, C.Psych', 'PsyD, C.Psych', 'M.A., R.Psych'],
           'gp': ['MD, CCFP', 'MD CCFP(EM)', 'MD'],
           'pharm': ['BScPharm', 'PharmD, RPh'], 'admin': ['']},
    'IE': {'psych': ['MB BCh BAO MRCPsych', 'MB MRCPsych', 'MB BCh BAO FRCPsych'],
           'paed': ['MB BCh BAO MRCPI', 'MB FRCPI', 'MB BCh BAO MRCPCH'],
           'nurse': ['RPN, CNS', 'RPN, ANP', 'RCN, RPN', 'CNS ADHD'],
           'psychol': ['DClinPsych', 'PsychD', 'MPsychSc, PSI'],
           'gp': ['MB MICGP', 'MB BCh BAO MICGP', 'MB MRCGP'],
           'pharm': ['MPharm MPSI', 'BSc Pharm'], 'admin': ['']},
}

ROLE = {
    'UK': {'psych': ['Consultant Child and Adolescent Psychiatrist', 'Consultant Psychiatrist, Adult ADHD Service', 'Specialty Doctor (ST5)'],
           'paed': ['Consultant Community Paediatrician', 'Associate Specialist in Community Child Health', 'Consultant Developmental Paediatrician'],
           'nurse': ['ADHD Clinical Nurse Specialist', 'Non-Medical Prescriber', 'Specialist Nurse, Neurodevelopmental Team', 'Band 6 Community Nurse'],
           'psychol': ['Clinical Psychologist', 'Assistant Psychologist', 'Educational Psychologist'],
           'gp': ['General Practitioner', 'GP Partner', 'Salaried GP'],
           'pharm': ['Community Pharmacist', 'Mental Health Pharmacist'], 'admin': ['Medical Secretary', 'Booking Coordinator', 'Admin Team']},
    'US': {'psych': ['Child & Adolescent Psychiatry', 'Attending Psychiatrist', 'Adult ADHD Program Director'],
           'paed': ['Developmental-Behavioral Pediatrics', 'Attending Pediatrician', 'General Pediatrics'],
           'nurse': ['Psychiatric Nurse Practitioner', 'Pediatric Nurse Practitioner', 'Care Coordinator', 'Triage RN'],
           'psychol': ['Licensed Psychologist', 'Pediatric Neuropsychologist', 'Behavioral Health Clinician'],
           'gp': ['Primary Care Physician', 'Family Medicine', 'Pediatric Primary Care'],
           'pharm': ['Pharmacist in Charge', 'Clinical Pharmacist'], 'admin': ['Medical Assistant', 'Front Desk', 'Scheduler']},
    'AU': {'psych': ['Consultant Psychiatrist', 'Child and Adolescent Psychiatrist'],
           'paed': ['Consultant Paediatrician', 'Developmental Paediatrician', 'Paediatric Registrar'],
           'nurse': ['Clinical Nurse Consultant', 'Nurse Practitioner (ADHD)', 'Mental Health Nurse'],
           'psychol': ['Clinical Psychologist', 'Educational and Developmental Psychologist'],
           'gp': ['General Practitioner', 'GP Registrar'],
           'pharm': ['Pharmacist', 'Pharmacist in Charge'], 'admin': ['Practice Manager', 'Receptionist', 'Medical Typist']},
    'CA': {'psych': ['Child and Adolescent Psychiatrist', 'Staff Psychiatrist'],
           'paed': ['Developmental Pediatrician', 'Consultant Pediatrician', 'Pediatric Resident (PGY-3)'],
           'nurse': ['Nurse Practitioner', 'Clinic Nurse', 'Mental Health Nurse'],
           'psychol': ['Psychologist', 'Psychometrist', 'School Psychologist'],
           'gp': ['Family Physician', 'Family Medicine Resident'],
           'pharm': ['Pharmacist', 'Pharmacy Manager'], 'admin': ['Clinic Clerk', 'Unit Clerk', 'Medical Office Assistant']},
    'IE': {'psych': ['Consultant Child and Adolescent Psychiatrist', 'Consultant Psychiatrist (ADHD in Adults)', 'Senior Registrar'],
           'paed': ['Consultant Paediatrician', 'Registrar in Paediatrics'],
           'nurse': ['Clinical Nurse Specialist', 'Advanced Nurse Practitioner', 'CAMHS Nurse'],
           'psychol': ['Senior Clinical Psychologist', 'Psychologist in Clinical Training'],
           'gp': ['General Practitioner', 'GP Trainee'],
           'pharm': ['Supervising Pharmacist', 'Pharmacist'], 'admin': ['Grade IV Administrator', 'Medical Secretary', 'Clinic Coordinator']},
}

PROF_ADULT = """welder electrician plumber accountant solicitor architect farmer chef hairdresser
barber mechanic firefighter paramedic bricklayer carpenter joiner plasterer scaffolder roofer tiler
landscaper nanny childminder pilot cleaner postman barista cashier bookkeeper librarian baker butcher
florist locksmith optician pharmacist dentist physiotherapist surveyor pharmacy technician""".split()
PROF_MULTI = ['software developer', 'retail assistant', 'warehouse operative', 'police officer',
              'care assistant', 'civil engineer', 'graphic designer', 'delivery driver',
              'forklift operator', 'data analyst', 'social worker', 'personal trainer',
              'call centre agent', 'bus driver', 'taxi driver', 'primary school teacher',
              'secondary school teacher', 'teaching assistant', 'dental nurse', 'veterinary nurse',
              'dog groomer', 'flight attendant', 'bank teller', 'insurance broker', 'sales rep',
              'IT support technician', 'marketing manager', 'project manager', 'lab technician',
              'kitchen porter', 'sous chef', 'shelf stacker', 'site manager', 'quantity surveyor',
              'HGV driver', 'lorry driver', 'truck driver', 'real estate agent', 'estate agent',
              'FIFO mine worker', 'shift supervisor', 'security guard', 'youth worker',
              'registered nurse', 'junior doctor', 'nursing home carer', 'payroll clerk',
              'web developer', 'sheet metal worker', 'tattoo artist', 'makeup artist',
              'events coordinator', 'property manager', 'fitness instructor', 'yoga teacher',
              'midwife', 'prison officer', 'army reservist', 'commercial fisherman',
              'school bus driver', 'line cook', 'server', 'bartender', 'apprentice electrician',
              'apprentice plumber', 'trainee accountant', 'gas engineer', 'HVAC technician',
              'long-haul trucker', 'Uber driver', 'stocker', 'store manager', 'pharmacy assistant']
PROFESSIONS = PROF_ADULT + PROF_MULTI
