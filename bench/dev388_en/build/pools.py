"""Invented pools of people names, occupations, employers and other entities.

Every list is a plain ordered list, so random choices depend only on the
single generator passed in from make.py.
"""


def _w(s):
    return [x.replace('_', ' ') for x in s.split()]


# First names by origin: (male, female)
FIRST = {
    'anglo': (_w('James Oliver Harry George Thomas William Jack Daniel Matthew Christopher '
                 'Andrew Paul Mark Stephen Gary Keith Graham Neil Stuart Colin Derek Trevor '
                 'Barry Alan Geoffrey Nigel Roger Clive Martin Adrian Ian Robert Peter Simon '
                 'Craig Darren Callum Ryan Jamie Liam Bernard Leslie Terence Dennis'),
              _w('Margaret Susan Linda Karen Julie Deborah Jacqueline Janet Pauline Carol '
                 'Gillian Joanne Claire Emma Sarah Rachel Hannah Charlotte Sophie Lucy Chloe '
                 'Jessica Amy Lauren Megan Gemma Kirsty Nicola Hayley Sharon Tracey Wendy '
                 'Beverley Maureen Doreen Brenda Sheila Irene Eileen Joan May Rose')),
    'irish': (_w('Seán Ciarán Pádraig Oisín Cathal Donal Eoin Fionn Niall Declan Colm '
                 'Diarmuid Tadhg Ruairí'),
              _w('Siobhán Aoife Niamh Róisín Caoimhe Orla Sinéad Gráinne Bríd Aisling '
                 'Clodagh Saoirse Mairéad')),
    'celtic': (_w('Hamish Angus Euan Alasdair Rhys Gareth Dafydd Owain Iwan Fraser'),
               _w('Morag Catriona Eilidh Isla Rhiannon Cerys Bethan Ffion Seren Kirsteen')),
    'southasian': (_w('Rajesh Sanjay Arjun Vikram Imran Faisal Tariq Harpreet Gurdeep Manoj '
                      'Amit Rahul Kamran Zubair Nadeem Suresh Mohammed Sunil Jaswinder'),
                   _w('Priya Anjali Sunita Kavita Nazia Shabana Farzana Ayesha Harjit Parveen '
                      'Deepa Meena Lakshmi Rukhsana Simran Nasreen')),
    'eastasian': (_w('Wei Jun Hao Hiroshi Kenji Takeshi Minh Tuan Jae-won Min-jun Sung-ho '
                     'Zhiwei Duc'),
                  _w('Mei Ling Xiu Yuki Aiko Hana Lan Ngoc Ji-yeon Soo-ah Xiaoling Thuy')),
    'african': (_w('Chinedu Emeka Oluwaseun Kwame Kofi Abdi Mohamed Tendai Sipho Thabo Yaw '
                   'Babajide Tunde Kelechi'),
                _w('Ngozi Chiamaka Adaeze Folake Abena Ama Hodan Amina Nomvula Thandiwe '
                   'Zanele Efua Funmilayo Yewande')),
    'mideast': (_w('Omar Yusuf Karim Hassan Ali Ahmad Samir Tarek Reza Dariush Nabil'),
                _w('Layla Fatima Noor Rania Yasmin Leila Maryam Shirin Dalia Hiba')),
    'european': (_w('Piotr Tomasz Krzysztof Lukasz Andrzej Marek Stefan Giovanni Marco Luca '
                    'Dimitrios Nikos Andreas Lars Pieter Janusz Florin Mihai João Henrik'),
                 _w('Agnieszka Katarzyna Magdalena Ewa Giulia Francesca Elena Ioanna Sofia '
                    'Ingrid Annelies Ioana Zofia Beata')),
    'hispanic': (_w('José Carlos Luis Miguel Alejandro Javier Rafael'),
                 _w('Lucia Carmen Isabel Gabriela Valentina Rosa Marisol')),
    'pacific': (_w('Wiremu Tane Hemi Rawiri Sione Tavita Manaia Tamati'),
                _w('Aroha Moana Ngaire Mere Hine Losa Sina Kahurangi')),
    'filipino': (_w('Rodel Jomar Arnel Ronaldo'),
                 _w('Maricel Rowena Jocelyn Marites')),
    'french': (_w('Jean-Luc Mathieu Étienne Gilles Yves Benoît'),
               _w('Geneviève Mélanie Chantal Isabelle Josée')),
    'american': (_w('Tyler Brandon Dustin Cody DeShawn Jamal Travis Kyle Wyatt'),
                 _w('Brittany Ashley Tiffany Kayla Destiny Shanice Madison Heather Krystal')),
    'jewish': (_w('Avi Yosef Moshe Eli Ariel'),
               _w('Miriam Rivka Tova Shoshana Dina')),
}

SURNAME = {
    'anglo': _w('Smith Jones Taylor Brown Williams Wilson Johnson Davies Robinson Wright '
                'Thompson Evans Walker White Roberts Green Hall Wood Jackson Clarke Baker Cook '
                'Young Bishop Gray Abernethy Ashworth Blackwood Cartwright Hargreaves Holloway '
                'Kettleborough Pennington Rowntree Sutcliffe Thistlethwaite Underwood Whitfield '
                'Hodgkinson Coombes Parsons Nurse Fairclough Pickering Ollerenshaw'),
    'irish': _w("Murphy Kelly O'Sullivan Walsh O'Brien Byrne Ryan O'Connor O'Neill Doherty "
                "McCarthy Gallagher Quigley Loughlin Ní_Bhriain Mac_Aodha Fitzgerald Keane"),
    'celtic': _w('Campbell MacDonald Stewart Fraser Mackenzie Reid Morrison Hughes Lloyd '
                 'Pritchard Price Morgan Gilchrist Fairbairn Rees'),
    'southasian': _w('Patel Khan Hussain Ahmed Begum Singh Sharma Chaudhry Iqbal Shah '
                     'Rahman Varghese Nair Gill Sandhu Mistry Bhattacharya'),
    'eastasian': _w('Nguyen Tran Pham Chen Wang Li Zhang Liu Huang Wong Tanaka Sato Suzuki Kim '
                    'Park Choi Yeoh Lim'),
    'african': _w('Okafor Adeyemi Okonkwo Mensah Boateng Asante Mohamud Warsame Dlamini Nkosi '
                  'Moyo Banda Oyelaran Eze Chukwu'),
    'mideast': _w('Haddad Khalil Nasser Hosseini Karimi Rahimi Al-Hassan Mansour Saleh'),
    'european': _w('Nowak Kowalski Wisniewski Zielinski Kaminska Rossi Russo Esposito Bianchi '
                   'Marchetti Papadopoulos Georgiou Larsen Jensen Eriksson Lindqvist Janssen '
                   'Bakker Schmidt Weber Fischer Novak Horvath Popescu Ionescu Zawadzki '
                   'de_Vries van_der_Merwe Kovalenko'),
    'hispanic': _w('Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Santos Reyes Cruz '
                   'Mendoza Silva Pereira Ferreira Costa Oliveira'),
    'pacific': _w("Ngata Parata Tipene Te_Rangi Fa'asavalu Tuilagi Vaifale Harawira Tuhoe"),
    'filipino': _w('Bautista dela_Cruz Villanueva Macaraeg Dizon'),
    'french': _w('Tremblay Gagnon Roy Côté Bouchard Gauthier Lavoie Fortin Pelletier'),
    'american': _w('Miller Davis Anderson Moore Thomas Harris Martin Jackson Washington '
                   'Coleman Hayes Bennett Sullivan Brooks'),
    'jewish': _w('Cohen Levy Friedman Goldberg Rosenthal Katz'),
}

# origin weights per country (sorted tuples, deterministic)
ORIGINS = {
    'UK': [('anglo', 34), ('celtic', 10), ('irish', 6), ('southasian', 16), ('african', 8),
           ('european', 9), ('eastasian', 5), ('mideast', 5), ('jewish', 2), ('filipino', 2),
           ('hispanic', 1), ('pacific', 1), ('french', 1)],
    'IE': [('irish', 45), ('anglo', 14), ('european', 14), ('african', 6), ('southasian', 6),
           ('filipino', 5), ('eastasian', 4), ('hispanic', 3), ('mideast', 3)],
    'AU': [('anglo', 32), ('celtic', 6), ('irish', 5), ('eastasian', 14), ('southasian', 9),
           ('european', 10), ('mideast', 6), ('pacific', 6), ('filipino', 4), ('african', 4),
           ('hispanic', 2), ('jewish', 2)],
    'NZ': [('anglo', 30), ('pacific', 22), ('celtic', 8), ('eastasian', 10), ('southasian', 8),
           ('european', 8), ('irish', 4), ('filipino', 5), ('african', 3), ('mideast', 2)],
    'CA': [('anglo', 22), ('french', 16), ('american', 6), ('eastasian', 12), ('southasian', 12),
           ('european', 10), ('irish', 4), ('celtic', 4), ('african', 5), ('mideast', 5),
           ('filipino', 3), ('jewish', 1)],
    'US': [('american', 26), ('anglo', 16), ('hispanic', 16), ('african', 6), ('eastasian', 9),
           ('southasian', 7), ('european', 8), ('irish', 5), ('mideast', 3), ('jewish', 3),
           ('filipino', 1)],
}

NICK = {'William': 'Bill', 'Robert': 'Bob', 'James': 'Jim', 'Margaret': 'Peggy',
        'Christopher': 'Chris', 'Matthew': 'Matt', 'Susan': 'Sue', 'Deborah': 'Debbie',
        'Jacqueline': 'Jackie', 'Terence': 'Terry', 'Geoffrey': 'Geoff', 'Stephen': 'Steve',
        'Andrew': 'Andy', 'Daniel': 'Danny', 'Rajesh': 'Raj', 'Oluwaseun': 'Seun',
        'Alejandro': 'Alex', 'Dimitrios': 'Jim', 'Katarzyna': 'Kasia', 'Alasdair': 'Ali',
        'Nicola': 'Nicky', 'Rawiri': 'Rob', 'Krzysztof': 'Chris', 'Bernard': 'Bernie'}

RELATIONS_M = ['husband', 'son', 'brother', 'partner', 'father', 'nephew', 'son-in-law']
RELATIONS_F = ['wife', 'daughter', 'sister', 'partner', 'mother', 'niece', 'daughter-in-law']
RELATIONS_X = ['friend', 'neighbour', 'carer']

PROFESSIONS = _w(
    'bus_driver teacher electrician dental_nurse farmer accountant software_developer '
    'plasterer care_assistant police_officer chef HGV_driver shop_assistant midwife '
    'firefighter fitter solicitor sheep_farmer forklift_operator hairdresser postman '
    'architect university_lecturer mechanic cleaner barista taxi_driver librarian '
    'pharmacist nurse joiner bricklayer civil_servant warehouse_operative lorry_driver '
    'scaffolder primary_school_teacher social_worker bank_clerk paramedic carpenter '
    'graphic_designer veterinary_nurse retail_manager dairy_farmer fisherman '
    'printer welder roofer painter_and_decorator engineer machinist receptionist '
    'pastor chartered_surveyor sales_representative call-centre_agent '
    'teaching_assistant childminder gardener butcher baker')
STUDENT_PROF = ['student', 'apprentice electrician', 'nursing student',
                'university student', 'trainee chef']

EMPLOYERS = _w(
    'Corrigan_Haulage Bramley_&_Sons_Builders Hartwell_Logistics Northgate_Academy '
    "St_Ninian's_Primary_School Kowhai_Valley_Dairy Ridgeline_Mining Pemberton_Shaw_LLP "
    'Blue_Heron_Bakery Castlegate_Motors Tidewater_Seafoods Maplecrest_Insurance '
    'Fenwick_Engineering Greenvale_District_Council Larkhill_Print_Works Oakmere_Foods '
    'Brightwater_Utilities Harrowdene_College Kingsbury_Rail_Services Wexcombe_Textiles '
    'Saltmarsh_Brewery Copperleaf_Software Dunmore_Quarries Halvorsen_Marine '
    'Tamarind_Bay_Resort Silverbirch_Dental_Lab Ashby_Haulage Redfern_Packaging '
    'Pinecrest_Lumber Aldous_Joinery Northwold_Fire_and_Rescue Glenarrow_Golf_Club '
    'Marlowe_Park_Leisure_Centre Sandpiper_Café Orchard_Vale_Garden_Centre')

CHURCHES = _w("St_Columba's_Parish Grace_Fellowship_Church Holy_Cross_Parish "
              'Bethel_Pentecostal_Church Riverside_Baptist_Church Al-Noor_Mosque '
              'Beth_Shalom_Synagogue Sri_Ganesha_Temple Gurdwara_Sahib_Eastfield')

SUPPORT_ORGS = _w('Lymphoma_Support_Circle Eastfield_Cancer_Buddies Harbourside_Cancer_Trust '
                  'Blood_Cancer_Friends_Network Greywater_Hospice_at_Home_Trust '
                  'Sunrise_Wellbeing_Centre_Trust')

INSURERS = {
    'US': _w('Keystone_Mutual_Health Summit_BlueCare Prairie_Shield_Health Cascadia_Health_Plan '
             'Liberty_Ridge_Insurance'),
    'AU': _w('Harbourline_Health Southern_Cross_Mutual_Fund Wattle_Health_Insurance'),
    'IE': _w('Claddagh_Health_Insurance Shannonside_Health'),
    'CA': _w('Maplecrest_Insurance Northern_Lights_Benefits'),
    'NZ': _w('Kiwicare_Health_Fund'),
    'UK': _w('Albion_Private_Health'),
}

LABS = _w('Northern_Haematopathology_Network Westgate_Genomics_Laboratory '
          'Kestrel_Molecular_Pathology Pemberton_Integrated_Diagnostics '
          'Lowenfield_Cytogenetics_Service Tri-Counties_Cell_Marker_Laboratory')

TRANSPORT = _w('Swiftcare_Patient_Transport Ambulink_Community_Transport Carefleet_Transfers')

HOMECARE = _w('Helix_Homecare_Nursing Bluewater_Home_Infusions Kinloch_Community_Care')

TRAVEL = ['Spain', 'Portugal', 'Greece', 'Thailand', 'India', 'Pakistan', 'Nigeria', 'Ghana',
          'Kenya', 'Poland', 'Italy', 'Vietnam', 'Philippines', 'Jamaica', 'Turkey',
          'Cyprus', 'Egypt', 'Morocco', 'Mexico', 'Fiji', 'Samoa', 'Tonga', 'Indonesia',
          'Malaysia', 'Sri Lanka', 'Bangladesh', 'Zimbabwe', 'South Africa', 'France',
          'Germany', 'Croatia', 'Romania', 'China', 'Japan', 'Brazil', 'UAE']

# countries written with a leading article, which stays outside the span
THE = ['Cook Islands', 'Netherlands', 'Philippines', 'UAE', 'UK', 'USA']

# country of birth pools
BIRTH = {'southasian': ['India', 'Pakistan', 'Bangladesh', 'Sri Lanka'],
         'eastasian': ['China', 'Vietnam', 'Singapore', 'South Korea', 'Japan', 'Malaysia'],
         'african': ['Nigeria', 'Ghana', 'Somalia', 'Zimbabwe', 'South Africa', 'Kenya'],
         'mideast': ['Iran', 'Iraq', 'Lebanon', 'Syria', 'Egypt'],
         'european': ['Poland', 'Italy', 'Greece', 'Romania', 'Netherlands', 'Germany',
                      'Portugal', 'Ukraine', 'Hungary', 'Sweden'],
         'hispanic': ['Mexico', 'Colombia', 'Brazil', 'Spain', 'Chile'],
         'pacific': ['Samoa', 'Tonga', 'Fiji', 'Cook Islands'],
         'filipino': ['Philippines'],
         'french': ['France', 'Haiti'],
         'jewish': ['Israel', 'South Africa'],
         'irish': ['Ireland'], 'celtic': ['Scotland', 'Wales'],
         'anglo': ['England', 'New Zealand', 'Australia', 'Canada', 'Zimbabwe'],
         'american': ['USA', 'Jamaica', 'Trinidad']}

# clinician job titles (roles, never PHI)
NURSE_ROLES = ['RN', 'Staff Nurse', 'SN', 'Sister', 'Charge Nurse', 'CN', 'Band 6 RN',
               'Chemo Nurse', 'Senior Staff Nurse', 'EN']
