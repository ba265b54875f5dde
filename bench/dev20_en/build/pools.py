"""Invented name and place pools for dev20_en (all fictional)."""

FEMALE = """Emily Sarah Rachel Hannah Charlotte Lucy Megan Joanne Deborah Karen Heather Abigail Rosalind Gwen
Eleanor Harriet Imogen Philippa Beverley Tracey Sandra Judith Marjorie Doreen Edith Winifred Mavis Hazel Ivy
Pauline Lorraine Kimberly Ashley Brittany Tiffany Courtney Shannon Kayla Madison Brooke Grace Rose Faith Chloe
Zoe Amber Jade Poppy Isla Freya Erin Ellie Molly Sophie Olivia Amelia Evie Siobhan Aoife Niamh Sinead Orla
Ciara Roisin Grainne Maeve Deirdre Brid Aisling Maria Guadalupe Ximena Lucia Carmen Rosario Paloma Yesenia
Marisol Beatriz Catalina Valentina Dolores Inés Adaeze Chiamaka Ngozi Folake Yetunde Abena Akosua Efua
Aminata Fatoumata Kehinde Funmilayo Ifeoma Nomvula Thandiwe Lerato Palesa Zanele Nokuthula Refilwe Ayanda
Lindiwe Busisiwe Mpho Naledi Priya Anjali Deepa Sunita Kavita Lakshmi Harpreet Simran Nusrat Farzana Shabnam
Meera Divya Pooja Rukhsana Tahmina Xiaoling Yuki Haruka Minji Seo-yeon Hoa Linh Thuy Siti Nurul Huimin
Akiko Ji-woo Suda Malai Jia Fatima Aisha Layla Mariam Noor Yasmin Huda Rania Samira Leila Dalia Amal
Katarzyna Agnieszka Olena Iryna Svetlana Natalia Milena Jelena Zuzana Ioana Daria Bogdana Aroha Mere Hine
Ngaire Moana Tui Losa Sina Mele Salote Litia Kahurangi Anahera Marguerite Colette Annelies Ingrid Astrid
Beatrix Odette Renata Teresa Lorna Morag Ailsa Kirsty Shona""".split()

MALE = """James Thomas Daniel Matthew Andrew Christopher Richard Stephen Gareth Graham Kevin Darren Wayne Trevor
Leonard Harold Clifford Arthur Reginald Stanley Norman Cyril Dennis Gordon Barry Keith Malcolm Nigel Tyler
Brandon Justin Cody Dustin Travis Hunter Logan Mason Ethan Noah Oliver Harry Alfie Archie Oscar Jack Finn
Lewis Callum Rory Sean Ciaran Padraig Eoin Cathal Donal Fergal Declan Niall Diarmuid Tadhg Jose Alejandro
Mateo Santiago Diego Rafael Joaquin Ignacio Emilio Arturo Ramon Esteban Hector Julio Chukwuemeka Obinna
Emeka Tunde Babatunde Olumide Kwame Kofi Yaw Kwabena Mamadou Ousmane Ibrahima Adebayo Chidi Sipho Thabo
Bongani Themba Mandla Lwazi Tshepo Kagiso Lungile Siyabonga Vusi Tebogo Rajesh Sanjay Arjun Vikram Rohit
Amit Gurpreet Harjit Imran Tariq Faisal Anwar Suresh Ravi Manoj Kiran Wei Jun Hao Haruto Kenji Takeshi
Min-jun Ji-hoon Minh Tuan Duc Hieu Somchai Anan Budi Agus Rizal Azlan Farid Omar Khalid Yusuf Hassan
Karim Samir Tarek Walid Nabil Ziad Bilal Piotr Tomasz Krzysztof Andriy Oleksandr Dmitri Sergei Milan
Bogdan Radu Stefan Marek Vaclav Tane Wiremu Rawiri Hemi Manaia Sione Tevita Semisi Viliami Ropata
Iosefa Nikau Henare Anders Lars Pieter Johannes Willem Dieter Klaus Ruairi Hamish Alasdair Euan Fraser
Ewan Angus Duncan Murdo""".split()

SURNAMES = """Ashworth Bramley Cartwright Dunmore Ellwood Fairbrother Gillingham Hargreaves Ingham Jessop Kettleby
Lockwood Marsden Northcott Oakes Pennington Quarrie Rainford Sutcliffe Thackeray Underhill Varley Wainwright
Yardley Abernethy Blackwood Cattermole Dawlish Everard Fenwick Goodall Hollins Ibbotson Jarrett Kenworthy
Lamb Merriman Nettleton Ormerod Pickles Rowntree Swales Tindall Upton Wragg Hobson Pryce Griffiths Llewellyn
Vaughan Morgan Rees Prosser Beddoes O'Sullivan O'Donoghue McCarthy Fitzgerald Brennan Cullinane Moriarty
Keane Geraghty Heffernan Dunphy Tierney Mulcahy Flanagan Kavanagh McGrath Quinlan Lenihan Garvey Doherty
Gallagher Boyle Mac Aodha Garcia Hernandez Ruiz Castillo Morales Ortega Delgado Navarro Fuentes Villanueva
Cabrera Espinoza Medina Salazar Rosales Quintero Zamora Ibarra Montoya Cervantes Okafor Adeyemi Okonkwo
Nwosu Eze Mensah Asante Boateng Owusu Appiah Diallo Traore Coulibaly Keita Balogun Adebayo Olawale Afolabi
Chukwu Obi Nkosi Dlamini Mahlangu Ndlovu Khumalo Mokoena Zulu Mthembu Sithole Molefe Naidoo Pillay Govender
Moodley Van der Merwe Botha Pretorius Du Plessis Swanepoel Coetzee Patel Sharma Gupta Iyer Nair Reddy
Chaudhry Malik Qureshi Rahman Hossain Begum Chowdhury Siddiqui Bhattacharya Mukherjee Banerjee Sandhu Gill
Dhillon Kaur Grewal Menon Pillai Krishnan Chen Wang Li Zhang Liu Huang Zhou Wu Tan Lim Ng Lee Goh Ong Teo
Koh Chua Yeo Nakamura Tanaka Watanabe Yamamoto Sato Kobayashi Park Kim Choi Jung Kang Nguyen Tran Pham
Hoang Vu Dang Bui Do Santos Reyes Cruz Bautista Mendoza Aquino Dela Rosa Villareal Wijaya Susanto Hidayat
Rahmat Ismail Abdullah Hamid Aziz Haddad Khoury Nasser Mansour Saleh Farah Darwish Sabbagh Kassab Haidar
Kowalski Nowak Wisniewski Wojcik Kaminski Lewandowski Zielinski Szymanski Kovalenko Shevchenko Bondarenko
Tkachenko Petrov Ivanova Popescu Ionescu Dumitru Novak Horvat Kovacs Dvorak Svoboda Ngata Tawhiri Parata
Walker-Rangi Te Huia Takerei Tamihana Moananui Faleolo Tuilagi Fifita Vaipulu Latu Taufa Sapolu Leota
Mahe Havili Lindqvist Johansson Eriksson Nieminen Halvorsen Van Dijk De Groot Janssen Bakker Visser
Mueller Schneider Fischer Becker Hoffer Keller Richter Wolff Schreiber Marchetti Romano Ferraro Esposito
Colombo Ricci Bianchi De Luca Moretti Costa Pereira Ferreira Carvalho Almeida Sousa Rodrigues Oliveira
Dimitriou Papadopoulos Georgiou Christodoulou Andreou Yilmaz Demir Kaya Celik Sahin Arslan Whitlock
Crowther Benbow Thistlethwaite Mallinson Pemberton Rushworth Scargill Bracewell Heseltine Eastwood
Dobbins Greenhalgh Fothergill Stansfield Wadsworth Hebblethwaite Acheson Carrick Dunlop Galbraith Lennox
Macaulay McAllister Munro Rennie Sinclair Strachan Urquhart Baxendale Chadwick Hollingworth Kilbride
Okoye Anozie Ugwu Igwe Akinola Ogunleye Danjuma Bello Abubakar Tshabalala Radebe Maseko Nxumalo Cele""".split()
# join multiword surnames
_JOIN = {"Mac": "Aodha", "Van": None, "Du": "Plessis", "Dela": "Rosa", "Te": "Huia", "De": None}
def _fix(lst):
    out, i = [], 0
    while i < len(lst):
        w = lst[i]
        if w in ("Van", "De") and i + 1 < len(lst):
            if lst[i + 1] == "der":
                out.append(" ".join(lst[i:i + 3])); i += 3; continue
            out.append(w + " " + lst[i + 1]); i += 2; continue
        if w in _JOIN and _JOIN[w] and i + 1 < len(lst) and lst[i + 1] == _JOIN[w]:
            out.append(w + " " + lst[i + 1]); i += 2; continue
        out.append(w); i += 1
    return sorted(set(out), key=out.index)
SURNAMES = _fix(SURNAMES)

NICK = {"James": "Jim", "Thomas": "Tom", "Daniel": "Dan", "Matthew": "Matt", "Andrew": "Andy",
        "Christopher": "Chris", "Richard": "Rick", "Stephen": "Steve", "Leonard": "Len", "Harold": "Harry",
        "Reginald": "Reg", "Stanley": "Stan", "Norman": "Norm", "Kevin": "Kev", "Gordon": "Gordie",
        "Babatunde": "Tunde", "Chukwuemeka": "Emeka", "Alejandro": "Alex", "Santiago": "Santi",
        "Elizabeth": "Liz", "Deborah": "Debbie", "Kimberly": "Kim", "Abigail": "Abby", "Philippa": "Pippa",
        "Harriet": "Hattie", "Winifred": "Winnie", "Marjorie": "Marge", "Eleanor": "Nell", "Katarzyna": "Kasia",
        "Guadalupe": "Lupe", "Dolores": "Lola", "Funmilayo": "Funmi", "Nokuthula": "Thuli",
        "Valentina": "Vale", "Oleksandr": "Sasha", "Svetlana": "Sveta", "Rosalind": "Ros", "Beverley": "Bev",
        "Alasdair": "Ali", "Tevita": "Tevi", "Wiremu": "Wi", "Kahurangi": "Kahu", "Iosefa": "Sefa"}

TOWN_A = """Ash Brack Kings Hollin Marl Thorn Wick Elder Fern Oak Birch Rowan Alder Lark Heron Kestrel Wren
Cray Dun Glen Kil Bally Strath Inver Port Black White Red Green Stone Mill Bridge Cold Hart Fox Otter Ravens
Sedge Willow Hazel Cedar Linden Maple Pine""".split()
TOWN_B = """combe ford mere ton field ley by wick bury stead dale holme worth thorpe haven brook ridge well gate
hurst leigh ham stow moor""".split()

STREET_A = """Acacia Albion Alma Beech Belmont Blenheim Bramble Briar Carlton Chantry Chestnut Clover Coronation
Cromwell Dairy Dovecote Elm Fairview Farrier Foundry Garden Gorse Granary Hawthorn Heather Highfield Holly
Ivy Juniper Kiln Laburnum Lavender Lime Magnolia Manor Meadow Mulberry Nursery Orchard Paddock Primrose
Quarry Rectory Ribbon Saddler Sandpiper Spinney Station Tannery Thistle Tollgate Vicarage Walnut Weaver
Wharf Windmill Yew Jacaranda Banksia Kowhai Totara Rimu Pohutukawa Protea Jasmine Frangipani Tamarind
Angsana Keppel Rambutan Sentosa Kauri Wattle Bluegum Ironbark Karri Marula Baobab Kiaat""".split()

TREES = """Rowan Willow Beech Alder Cedar Laurel Hawthorn Juniper Linden Magnolia Maple Poplar Sycamore Aspen
Holly Elm Birch Larch Hazel Cypress Heather Bracken Primrose Bluebell Foxglove Kowhai Wattle Protea""".split()
SAINTS = """Columba Brigid Aidan Hilda Cuthbert Anselm Benedict Dunstan Kevin Bede Fiacre Oswald Wilfrid Swithin
Ninian Kentigern Petroc Piran Ita Brendan Finbarr Monica Cecilia Agnes Lucy Clement Jude Gerard Vincent
Dominic Teresa""".split()

EMPLOYER_A = """Brightwater Kestrel Northgate Harbourline Ironbridge Bluestone Redfern Summit Copperleaf Greystone
Silverbirch Oakmere Lantern Tidewater Riverside Meridian Pinnacle Fieldstone Halcyon Keystone Larkspur
Driftwood Orchard Cobalt Granite Thornbury Evergreen Westmark Sunridge Amberley""".split()
EMPLOYER_B = """Logistics Foods Freight Engineering Motors Construction Textiles Packaging Bakery Dairies
Fabrication Warehousing Printing Haulage Cleaning Services Security Joinery Plumbing Electrical""".split()
EMPLOYER_B += ["Care Agency", "Garden Centre", "Call Centre", "Hotel", "Timber Yard", "Bus Company", "Coffee Co.",
               "Metalworks", "Recycling", "Auto Repairs", "Lettings", "Supermarket"]

PROFESSIONS = ["welder", "bus driver", "teacher", "primary school teacher", "carpenter", "electrician", "plumber",
    "farmer", "shop assistant", "cashier", "chef", "kitchen porter", "cleaner", "warehouse operative",
    "forklift driver", "lorry driver", "truck driver", "taxi driver", "delivery driver", "postal worker",
    "hairdresser", "beautician", "accountant", "bookkeeper", "solicitor", "paralegal", "bricklayer", "roofer",
    "scaffolder", "labourer", "miner", "fisherman", "dairy farmer", "shearer", "care worker", "support worker",
    "security guard", "software developer", "IT technician", "call centre agent", "receptionist", "secretary",
    "librarian", "firefighter", "police officer", "prison officer", "machinist", "seamstress", "tailor", "baker",
    "butcher", "barista", "waitress", "bartender", "mechanic", "panel beater", "painter and decorator",
    "gardener", "landscaper", "groundsman", "civil engineer", "architect", "lab technician", "dental nurse",
    "youth worker", "pastor", "shopkeeper", "market trader", "nanny", "childminder", "cook", "factory worker",
    "textile worker", "printer", "journalist", "graphic designer", "musician", "lecturer", "tiler", "plasterer",
    "domestic worker", "railway signaller", "ferry deckhand", "crane operator", "insurance broker",
    "estate agent", "bank teller", "seafarer", "stonemason", "joiner", "hospital porter", "school cook",
    "lollipop lady", "janitor", "construction worker", "cabinet maker", "nail technician", "tour guide"]

RELATIONS_F = ["wife", "daughter", "mother", "sister", "granddaughter", "niece", "partner", "aunt", "daughter-in-law", "neighbour", "friend", "carer"]
RELATIONS_M = ["husband", "son", "father", "brother", "grandson", "nephew", "partner", "uncle", "son-in-law", "neighbour", "friend", "carer"]

DRUGS = ["metformin 500 mg BD", "amlodipine 5 mg OD", "ramipril 2.5 mg", "atorvastatin 40 mg nocte",
    "levothyroxine 75 micrograms", "sertraline 50 mg", "omeprazole 20 mg", "paracetamol 1 g QDS PRN",
    "co-codamol 30/500", "morphine sulfate 10 mg/5 mL", "Oramorph 2.5 mg PRN", "midazolam 2.5 mg s/c",
    "levomepromazine 6.25 mg", "glycopyrronium 200 micrograms", "buprenorphine 8 mg", "methadone 60 mg daily",
    "naloxone (Prenoxad kit)", "salbutamol 100 mcg inhaler", "Symbicort 200/6", "Seretide 250", "apixaban 5 mg BD",
    "warfarin", "furosemide 40 mg", "bisoprolol 2.5 mg", "insulin glargine 18 units", "NovoRapid",
    "Humalog", "gabapentin 300 mg TDS", "pregabalin", "amitriptyline 10 mg", "ibuprofen 400 mg TDS",
    "naproxen 500 mg", "Fortisip compact", "Ensure Plus", "Movicol 1 sachet", "senna 15 mg", "docusate",
    "fluoxetine 20 mg", "mirtazapine 15 mg", "zopiclone 3.75 mg", "Depo-Provera", "Nexplanon",
    "doxycycline 100 mg BD x 7 days", "azithromycin 1 g stat", "ceftriaxone 1 g IM", "PrEP (Truvada)",
    "tenofovir/emtricitabine", "acamprosate 666 mg TDS", "thiamine 100 mg TDS", "Pabrinex",
    "chlordiazepoxide reducing regime", "nicotine patch 21 mg", "varenicline", "latanoprost 0.005% drops",
    "Hylo-Forte drops", "Canesten cream", "Flamazine", "Inadine dressing", "Aquacel Ag", "Ventolin",
    "Panadol Osteo", "Lyrica", "Endone 5 mg", "Targin", "Ozempic 0.5 mg weekly", "Jardiance 10 mg",
    "Eliquis", "Xarelto 20 mg", "Lasix", "Nurofen", "Calpol", "Piriton", "Epipen 0.3 mg", "Dalivit drops"]

SCALES = ["PHQ-9 14", "GAD-7 11", "AUDIT-C 9", "AUDIT 22", "Barthel 65/100", "Berg 38/56", "MUST score 2",
    "Oxford scale 3/5", "MMSE 24/30", "MoCA 21/30", "Waterlow 16", "Braden 14", "NEWS2 3", "GCS 15",
    "Timed Up and Go 18 s", "FIM 92", "EQ-5D", "Edinburgh Postnatal Depression Scale 12", "DASH 41",
    "Oswestry 34%", "SPADI 58", "Tinetti 19/28", "COPM performance 4.2", "Roland-Morris 12",
    "SOWS 18", "COWS 9", "SADQ 24", "K10 28", "IPOS", "Phase of illness: deteriorating", "AKPS 40",
    "Karnofsky 50%", "Australia-modified Karnofsky 40", "Rockwood frailty 6", "Malnutrition Universal Screening Tool 1",
    "Bristol stool type 6", "Snellen 6/9", "IOP 18 mmHg", "PTA 45 dB HL", "Pure tone average 52 dB"]

EPONYMS = ["Parkinson's disease", "Alzheimer's dementia", "Achilles tendinopathy", "Hoffmann's sign",
    "Epley manoeuvre", "Dix-Hallpike test", "Bell's palsy", "Crohn's disease", "Hashimoto's thyroiditis",
    "Raynaud's phenomenon", "Morton's neuroma", "Osgood-Schlatter disease", "Sever's disease",
    "Trendelenburg gait", "Romberg's test", "Rinne and Weber tests", "Heberden's nodes", "Dupuytren's contracture",
    "Baker's cyst", "Down syndrome", "Asperger's profile", "Tourette's", "Guillain-Barre syndrome",
    "Charcot foot", "Meniere's disease", "Korsakoff syndrome", "Wernicke's encephalopathy", "Cushing's"]

DEPTS = ["Physiotherapy", "Occupational Therapy", "Speech and Language Therapy", "CAMHS", "A&E", "Podiatry",
    "Dietetics", "Audiology", "Orthoptics", "Community Mental Health Team", "Falls Prevention Service",
    "Memory Clinic", "Diabetes Outreach", "Respiratory Team", "Heart Failure Nurse Service", "District Nursing",
    "Social Services", "Adult Safeguarding", "Child Protection", "Early Help", "Wheelchair Service",
    "Rapid Response Team", "Hospital at Home", "Tissue Viability", "Continence Service", "GUM", "ENT",
    "Ophthalmology", "Emergency Department", "Urgent Care Centre"]

CREDS_DOC = ["MD", "MBBS", "MRCGP", "FRACGP", "MBChB", "CCFP", "FRNZCGP", "DO", "MB BCh BAO", "MICGP", "MMed"]
CREDS = {"physio": ["MCSP", "PT, DPT", "BPhty", "MSc Physio", "BSc (Hons) Physiotherapy"],
         "ot": ["OTR/L", "BSc OT", "MRCOT", "OT Reg. (NZ)"], "slt": ["CCC-SLP", "MRCSLT", "CPSP", "BSpPath"],
         "pod": ["DPM", "BSc Pod", "MChS", "FACP"], "diet": ["RD", "RDN", "APD", "BSc Nutr"],
         "nurse": ["RN", "RGN", "RN, BSN", "SCPHN", "RMN", "RN, NP", "QN"],
         "pharm": ["PharmD", "MPharm", "BPharm", "RPh", "MPS"], "aud": ["AuD", "MAudSA", "CCC-A", "RHAD"],
         "opt": ["OD", "MCOptom", "BOptom", "FAAO"], "sw": ["LCSW", "MSW", "RSW", "BSW", "CQSW"],
         "para": ["NRP", "EMT-P", "Paramedic", "ICP", "AP"], "aide": ["HHA", "CNA", "HCA", "PCA"]}
