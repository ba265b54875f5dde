"""Invented name, occupation and place-word pools for dev349_en.

Given names and surnames are combined at random, so no full name is taken
from a real person.  Every organisation, hospital and practice name built
from these pools is invented.
"""

# origin -> (female given names, male given names, surnames)
ORIGINS = {
    'english': (
        'Emma Sophie Charlotte Hannah Lucy Rebecca Gemma Kirsty Joanne Leanne Michelle Donna '
        'Shelley Natalie Chloe Jade Kayleigh Margaret Doreen Pauline Jean Sheila Brenda Eileen '
        'Beverley Tracey Faith Hope Rose Zoë',
        'James Daniel Craig Lee Wayne Darren Jason Stuart Gary Mark Ryan Callum Jordan Kevin '
        'Keith Derek Trevor Graham Nigel Reginald Dean Shane Barry Clive',
        'Thornton Ashworth Brindley Holloway Pickering Marsden Whitfield Cartwright Fenwick '
        'Hargreaves Lockwood Prescott Kershaw Dunmore Bramwell Cotterill Greenhalgh Sutcliffe '
        'Hepworth Oakley Radcliffe Tilsley Wainwright Yardley Hope Lane Rose Brook Bell Pollard '
        'Latham Shorrock Beddows Catterall'),
    'irish': (
        'Aoife Siobhan Niamh Caoimhe Orla Grainne Sinead Roisin Maeve Clodagh Eimear Deirdre '
        'Bridget Nuala Aisling Saoirse',
        'Cian Padraig Declan Eoin Ciaran Donal Fergal Seamus Colm Tadhg Ronan Darragh Oisin',
        "O'Donovan McGrath Fitzgerald Kavanagh Brennan Moriarty Gallagher Mulcahy Dunne Hegarty "
        "Flanagan Cassidy Keogh Lenihan Ni_Bhriain Coughlan Tierney O'Riordan Mac_Giolla Hanratty"),
    'celtic': (
        'Eilidh Morag Kirsteen Isla Catriona Rhiannon Cerys Sian Ffion Bethan Mairi Nia',
        'Hamish Fraser Alasdair Ruaridh Gethin Rhodri Dafydd Iwan Owain Euan Lachlan',
        'MacLeod Ferguson Drummond Lennox Buchanan Munro Lamont Cruickshank Pryce Bevan '
        'Llewellyn Parry Rees Vaughan Howells Gillies Sinclair Mathieson'),
    'southasian': (
        'Priya Anjali Sunita Harpreet Gurpreet Parveen Nasreen Farzana Shabana Rukhsana Aisha '
        'Kiran Deepa Lakshmi Tharshini Nilufa Simran Ayesha',
        'Rajesh Sanjay Imran Tariq Asif Zubair Harjinder Manpreet Arjun Vikram Shahid Kamran '
        'Mohammed Abdul Suresh Karthik Naveed',
        'Patel Sharma Chaudhry Hussain Begum Akhtar Sandhu Gill Dhillon Rahman Iqbal Mirza Nair '
        'Pillai Krishnan Ganeshan Bhatti Qureshi Siddiqui Uddin Mahmood Rana Sivakumar'),
    'eastasian': (
        'Mei Lan Xiu Yan Thi_Hoa Linh Ngoc_Anh Ji-woo Soo-jin Min-ji Maricel Rowena Jocelyn '
        'Analyn Haruka Yuki',
        'Wei Jun Hao Minh Tuan Duc Jae-hyun Sung-min Rodel Jomar Kenji Hiroshi Bao',
        'Chen Wong Lau Zhang Nguyen Tran Pham Le Kim Park Choi Santos Reyes Dela_Cruz Bautista '
        'Tanaka Sato Huang Vo'),
    'african': (
        'Chiamaka Ngozi Adaeze Funmilayo Abena Akosua Efua Fadumo Hodan Ayaan Tendai Rumbidzai '
        'Nomsa Thandiwe Blessing Precious',
        'Chukwuemeka Oluwaseun Tunde Kwame Kofi Yaw Abdirahman Mohamed Tawanda Farai Sipho Thabo '
        'Emmanuel',
        'Okafor Adeyemi Nwosu Balogun Eze Mensah Owusu Asante Boateng Warsame Farah Abdi Hassan '
        'Moyo Ncube Chikwanha Dlamini Nkosi Okonkwo Adebayo'),
    'caribbean': (
        'Shantelle Marcia Paulette Yvonne Keisha Latoya Sharon Claudette',
        'Delroy Winston Leroy Desmond Jermaine Marlon Errol Clinton',
        'Grant Clarke Francis Morrison Bailey Beckford Gayle Samuels McKenzie Thompson Brissett'),
    'easteuro': (
        'Agnieszka Katarzyna Magdalena Joanna Ewelina Ioana Andreea Mihaela Ruta Inga Olena '
        'Svetlana Zuzana',
        'Tomasz Piotr Krzysztof Marcin Lukasz Andrei Bogdan Mihai Darius Mindaugas Oleksandr '
        'Dmytro Pavel',
        'Nowak Zielinski Wozniak Mazur Krawczyk Popescu Ionescu Dumitru Stan Kazlauskas '
        'Petrauskas Shevchenko Kovalenko Bondarenko Horvath Dvorak'),
    'mideast': (
        'Fatima Layla Mariam Noor Yasmin Zeynep Elif Shirin Parisa Hala Dilan Rania',
        'Ahmed Omar Khalid Yousef Karim Mehmet Emre Hamid Reza Dara Rizgar Samir Bilal',
        'Al-Amin Haddad Khalil Nasser Saleh Yilmaz Demir Kaya Ahmadi Hosseini Karimi Rashid '
        'Mustafa Aziz Darwish Ozturk'),
    'hispanic': (
        'Maria Lucia Carmen Guadalupe Ximena Valentina Rosa Ana_Paula Fernanda Leticia Yesenia '
        'Inés',
        'José Luis Carlos Miguel Alejandro Javier Rafael João Thiago Diego Ramon Hector',
        'Gutierrez Morales Castillo Herrera Mendoza Alvarez Romero Salazar Ferreira Carvalho '
        'Oliveira Pereira Delgado Navarro Ibarra'),
    'pacific': (
        'Aroha Moana Hine Mere Ataahua Kiri Losa Sina Mele Salote Anahera Ngaire',
        'Wiremu Tama Hemi Rawiri Manaia Tevita Sione Iosefa Viliami Nikau Tane',
        'Ngata Parata Tawhiri Te_Rangi Whaanga Rangihau Herewini Faleolo Tupou Fonoti Havili '
        'Taufa Fifita Paewai Te_Huia'),
    'euro': (
        'Miriam Rivka Talia Chiara Giulia Eleni Despina Ingrid Annelise Francesca Stavroula',
        'Avi Yosef Matteo Giorgos Nikos Lars Henrik Salvatore Dimitri',
        'Rosenthal Katz Bernstein Russo Esposito Romano Papadopoulos Georgiou Lindqvist Andersen '
        'Van_der_Berg De_Souza Kourakis Marchetti'),
    'northam': (
        'Ashley Brittany Tiffany Kayla Madison Destiny Crystal Amber Shonda Danielle Tamika '
        'Heather Brandi',
        'Tyler Cody Brandon Dustin Travis Jamal DeShawn Terrell Chad Kyle Dwayne Levi',
        'Whitaker Dawson Pruitt McAllister Kowalski Harmon Bledsoe Holbrook Jefferson Washington '
        'Dalton Sorensen Lindgren Rutledge Vance Boone Carver Tillman'),
    'french': (
        'Genevieve Josee Melanie Isabelle Chantal Nathalie Sylvie Marie-Eve',
        'Jean-Francois Mathieu Sebastien Luc Guillaume Martin Yannick',
        'Tremblay Gagnon Bouchard Lavoie Fortin Pelletier Cote Leblanc Ouellet Gauthier'),
}


def _split(s):
    return [w.replace('_', ' ') for w in s.split()]


NAMES = {k: tuple(_split(x) for x in v) for k, v in sorted(ORIGINS.items())}

ORIGIN_WEIGHTS = {
    'GB': [('english', 34), ('celtic', 10), ('southasian', 16), ('african', 8), ('caribbean', 6),
           ('easteuro', 10), ('mideast', 6), ('eastasian', 4), ('irish', 4), ('euro', 2)],
    'IE': [('irish', 58), ('english', 5), ('easteuro', 15), ('african', 8), ('southasian', 5),
           ('hispanic', 4), ('eastasian', 3), ('mideast', 2)],
    'US': [('northam', 36), ('hispanic', 20), ('english', 8), ('african', 5), ('eastasian', 8),
           ('southasian', 6), ('mideast', 5), ('easteuro', 4), ('euro', 6), ('caribbean', 2)],
    'CA': [('northam', 24), ('french', 15), ('southasian', 15), ('eastasian', 12), ('english', 10),
           ('caribbean', 5), ('mideast', 8), ('easteuro', 5), ('african', 6)],
    'AU': [('english', 38), ('irish', 5), ('euro', 12), ('eastasian', 12), ('southasian', 10),
           ('mideast', 8), ('pacific', 5), ('hispanic', 3), ('african', 5), ('celtic', 2)],
    'NZ': [('english', 32), ('pacific', 30), ('eastasian', 10), ('southasian', 10), ('irish', 5),
           ('celtic', 6), ('african', 4), ('euro', 3)],
}

NICK = {
    'Rebecca': 'Becky', 'Margaret': 'Maggie', 'Daniel': 'Danny', 'James': 'Jim',
    'Michelle': 'Shell', 'Katarzyna': 'Kasia', 'Oluwaseun': 'Seun', 'Chukwuemeka': 'Emeka',
    'Wiremu': 'Wiri', 'Natalie': 'Nat', 'Reginald': 'Reg', 'Alejandro': 'Alex',
    'Christopher': 'Chris', 'Elizabeth': 'Liz', 'Joanne': 'Jo', 'Kayleigh': 'Kay',
    'Jean-Francois': 'JF', 'Funmilayo': 'Funmi', 'Magdalena': 'Magda', 'Guadalupe': 'Lupe',
    'Padraig': 'Paddy', 'Rawiri': 'Dave', 'Bridget': 'Bridie', 'Tendai': 'Tendi',
    'Jermaine': 'Jay', 'Vikram': 'Vik', 'Genevieve': 'Gen', 'Salvatore': 'Sal',
}

# staff names are drawn from the same pools; these extra surnames widen the mix
STAFF_SURNAMES = _split(
    'Achebe Bhandari Carrow Dempsey Eastwood Fairclough Goswami Harker Ingleby Jaswal Kettering '
    'Lomax Mbeki_-_ Nakamura Oyelaran Penhaligon Quayle Rowntree Sandoval Trevelyan Umeh Varley '
    'Wetherall Xiong Yeboah Zammit Abernethy Brightwell Castellano Dunleavy Etherington Fordyce '
    'Gorringe Hollis Iredale Juma Kitching Lyall Merriweather Nettleton Ormerod Pennock')
STAFF_SURNAMES = [s for s in STAFF_SURNAMES if '-' not in s]

PT_JOBS = [
    'care assistant', 'hairdresser', 'teaching assistant', 'staff nurse', 'retail assistant',
    'cleaner', 'accountant', 'bus driver', 'receptionist', 'dental nurse', 'barista', 'chef',
    'solicitor', 'nursery nurse', 'pharmacy technician', 'call centre adviser',
    'warehouse operative', 'civil servant', 'midwife', 'taxi driver', 'software developer',
    'beautician', 'cashier', 'factory worker', 'farm hand', 'home help', 'lecturer',
    'paralegal', 'veterinary nurse', 'bookkeeper', 'kitchen porter', 'postal worker',
    'dinner lady', 'primary school teacher', 'bank clerk', 'HGV driver', 'nail technician',
    'laboratory assistant', 'estate agent', 'hotel housekeeper', 'youth worker',
]
OLD_JOBS = [
    'teacher', 'nurse', 'miner', 'bus driver', 'postwoman', 'postman', 'seamstress',
    'shop manager', 'machinist', 'headteacher', 'bank manager', 'typist', 'dock worker',
    'farmer', 'school cook', 'engineer', 'police sergeant', 'tailor', 'publican',
]
PERP_JOBS = [
    'electrician', 'taxi driver', 'delivery driver', 'plasterer', 'security guard',
    'police officer', 'prison officer', 'soldier', 'farmer', 'HGV driver', 'mechanic',
    'personal trainer', 'doorman', 'roofer', 'chef', 'IT consultant', 'bank manager',
    'scaffolder', 'firefighter', 'builder', 'gamekeeper', 'pastor', 'butcher', 'fisherman',
    'forklift driver', 'shop owner', 'landscaper', 'paramedic', 'tattoo artist',
    'sales rep', 'plumber', 'bouncer', 'carpenter', 'pharmacist', 'kickboxing coach',
]

EMPLOYER_WORDS = _split(
    'Halden Brightwater Northgate Pennant Corvel Meridian Greyfield Oakline Bluewren Silverleaf '
    'Kingfisher Redkite Stonebridge Harbourside Lowmoor Copperfield Ridgeway Alder Thistle Summit')
EMPLOYER_KINDS = [
    'Logistics', 'Cleaning Ltd', 'Tyres', 'Foods', 'Engineering', 'Call Centres', 'Farms',
    'Construction', 'Childcare', 'Care Agency', 'Hotels', 'Plastics', 'Print & Pack',
    'Motors', 'Security Services', 'Recruitment', 'Bakery', 'Home Care', 'Freight', 'Dental Group',
]
CHARITY_WORDS = _split(
    'Bridgewell Anchor_Point Open_Door Lantern Harbourlight Safe_Passage New_Dawn Firefly '
    'Haven_Gate Beacon_Light Stepping_Stones Clearwater Kestrel Willowbrook Phoenix_Rise')
CHARITY_KINDS = [
    'Domestic Abuse Service', 'Advocacy', "Women's Refuge", 'Outreach', 'Family Safety Service',
    'Housing Trust', 'Recovery Service', 'Independent Advocacy', 'Elder Abuse Service',
    "Men's Advice Project", 'Family Justice Centre', 'Community Support Hub',
]
SCHOOL_SAINTS = _split('Aidan Brendan Cuthbert Hilda Columba Bride Joseph Anne Wilfrid Clement')
LAW_WORDS = ['Solicitors', 'Family Law', 'Legal', 'Law Partners', 'Solicitors LLP']

TREES = _split('Rowan Larch Beech Hazel Willow Cedar Aspen Juniper Alder Holly Maple Elder '
               'Linden Poplar Sycamore Hawthorn Oak Birch')
BIRDS = _split('Kingfisher Heron Kestrel Lark Wren Curlew Osprey Swift Merlin Puffin Robin '
               'Plover Tern Fulmar Avocet')

STREET_STEMS = _split(
    'Ashdown Beech Collingwood Denby Fairfield Gorse Hawthorn Kingsley Larkspur Magnolia '
    'Nightjar Orchard Pemberton Quarry Rosebank Sycamore Tanner Underwood Victoria Whitley '
    'Yew_Tree Willow Sandpiper Heron Foxglove Primrose Cedar Mill Station Chapel Church '
    'Albion Brunswick Cromwell Dalton Elmhurst Glebe Highfield Ivy Jubilee Kelso Linden '
    'Meadow Newlands Oakfield Park Queens Regent Salisbury Thornbury Vicarage Wellington '
    'Clarence Cavendish Lister Nelson Russell Stanley Tudor Windsor Coronation Gladstone')

ROLES_FAMILY_SAFE = ['mother', 'sister', 'friend', 'neighbour', 'aunt', 'cousin', 'colleague',
                     'brother', 'best friend', 'daughter', 'niece']

LANGUAGES = ['Polish', 'Romanian', 'Urdu', 'Punjabi', 'Bengali', 'Arabic', 'Somali', 'Tamil',
             'Portuguese', 'Spanish', 'Vietnamese', 'Mandarin', 'Cantonese', 'Tigrinya',
             'Kurdish Sorani', 'Farsi', 'Lithuanian', 'Ukrainian', 'Tongan', 'Samoan', 'Tagalog',
             'Gujarati', 'Turkish', 'Korean', 'Dari', 'Amharic', 'Pashto']

ADJ = {'Poland': 'Polish', 'Romania': 'Romanian', 'Pakistan': 'Pakistani', 'Nigeria': 'Nigerian', 'Somalia': 'Somali',
       'Syria': 'Syrian', 'Iran': 'Iranian', 'the Philippines': 'Filipino', 'Vietnam': 'Vietnamese', 'Brazil': 'Brazilian',
       'Portugal': 'Portuguese', 'India': 'Indian', 'Sri Lanka': 'Sri Lankan', 'Ghana': 'Ghanaian', 'Zimbabwe': 'Zimbabwean',
       'Lithuania': 'Lithuanian', 'Ukraine': 'Ukrainian', 'Samoa': 'Samoan', 'Tonga': 'Tongan', 'Turkey': 'Turkish',
       'China': 'Chinese', 'Mexico': 'Mexican', 'Jamaica': 'Jamaican', 'Eritrea': 'Eritrean', 'Bangladesh': 'Bangladeshi',
       'Iraq': 'Iraqi', 'Kenya': 'Kenyan', 'South Africa': 'South African', 'Italy': 'Italian', 'Spain': 'Spanish',
       'Georgia': 'Georgian'}

NATIONALITY_ADJ = ['Polish', 'Romanian', 'Pakistani', 'Nigerian', 'Somali', 'Syrian', 'Iranian',
                   'Filipino', 'Vietnamese', 'Brazilian', 'Portuguese', 'Indian', 'Sri Lankan',
                   'Ghanaian', 'Zimbabwean', 'Lithuanian', 'Ukrainian', 'Samoan', 'Tongan',
                   'Turkish', 'Chinese', 'Mexican', 'Jamaican', 'Eritrean']

COUNTRIES_ABROAD = ['Poland', 'Romania', 'Pakistan', 'Nigeria', 'Somalia', 'Syria', 'Iran',
                    'the Philippines', 'Vietnam', 'Brazil', 'Portugal', 'India', 'Sri Lanka',
                    'Ghana', 'Zimbabwe', 'Lithuania', 'Ukraine', 'Samoa', 'Tonga', 'Turkey',
                    'China', 'Mexico', 'Jamaica', 'Eritrea', 'Bangladesh', 'Iraq', 'Kenya',
                    'South Africa', 'Italy', 'Spain', 'Georgia']

# hard negatives: eponyms, tools, drugs, laws that look like names, places or dates
EPONYMS = [
    "Battle's sign", "Colles' fracture", "Smith's fracture", "Bennett's fracture",
    "Boxer's fracture", 'Mallory-Weiss tear', "Parkinson's disease", "Alzheimer's dementia",
    'Korsakoff syndrome', "Crohn's disease", "Graves' disease", 'Down syndrome',
    "Bell's palsy", "Hashimoto's thyroiditis", 'Wernicke encephalopathy',
    "Huntington's disease", 'Cushing syndrome', "Raynaud's",
]
MEDS = ['sertraline 50 mg OD', 'mirtazapine 15 mg nocte', 'zopiclone 7.5 mg', 'co-codamol 30/500',
        'paracetamol 1 g QDS', 'ibuprofen 400 mg TDS', 'apixaban 5 mg BD', 'warfarin (INR 2.6)',
        'donepezil 10 mg', 'methadone 60 ml', 'buprenorphine 8 mg', 'naloxone kit',
        'levonorgestrel 1.5 mg stat', 'tetanus booster', 'cyclizine 50 mg IV',
        'amitriptyline 10 mg', 'levetiracetam 500 mg BD', 'metformin 500 mg BD',
        'salbutamol inhaler', 'fluoxetine 20 mg', 'quetiapine 25 mg', 'oramorph 2.5 mg PRN',
        'lansoprazole 30 mg', 'Truvada (PEPSE) 28/7']
