"""Invented pools for the dev353_en generator (names, places, organisations, hard negatives).

All persons, hospitals, practices, agencies and organisations are invented by combining
parts; no pool entry is meant to denote a real individual or institution.
"""


def _s(text):
    return text.split()


# origin -> (female first names, male first names, surnames); '_' joins multi-word parts
ORIGINS = {
    'english': (_s('Margaret Joan Dorothy Eileen Patricia Sheila Brenda Pauline Valerie Maureen Hazel '
                   'Irene Gillian Janet Rita Audrey Sylvia Marjorie Doreen Beryl Winifred Edna'),
                _s('Kenneth Derek Roy Geoffrey Leonard Raymond Dennis Trevor Alan Brian Keith Malcolm '
                   'Clive Graham Colin Norman Stanley Cyril Ronald Harold Bernard Gordon'),
                _s('Ashworth Brindley Catterall Dunmore Eccleston Fairclough Greenhalgh Hebblethwaite '
                   'Ingham Kershaw Lomax Marsden Pilling Rawcliffe Sutcliffe Tattersall Whitworth '
                   'Pennington Holroyd Blackledge Thwaites Oddie Bramhall Cottam Duckworth Haworth')),
    'scottish': (_s('Morag Isla Elspeth Catriona Fiona Agnes Jessie Mairi Ishbel Rhona'),
                 _s('Angus Hamish Alasdair Dougal Fraser Murdo Ewan Lachlan Torquil Struan'),
                 _s('MacLeod Drummond Buchanan Crichton Galbraith Lennox McAllister Rintoul Strachan '
                    'Urquhart Menzies Dalgleish')),
    'irish': (_s('Bridget Siobhan Nuala Aoife Mairead Eithne Roisin Orla Kathleen Noreen Peig Sinead'),
              _s('Seamus Padraig Cathal Eamon Declan Fergal Donal Ciaran Tadhg Micheal Colm Diarmuid'),
              _s("O'Driscoll Fitzgerald Keohane Mulcahy Brennan Cullinane Donnelly Hegarty Kavanagh "
                 "McGrath Lenihan Moriarty Scanlon Twomey O'Mahony Ni_Bhriain Mac_Aodha")),
    'welsh': (_s('Gwen Eirlys Myfanwy Ceri Nia Bethan Rhiannon Glenys'),
              _s('Emlyn Gareth Dafydd Idris Rhys Aled Huw Gwilym'),
              _s('Pritchard Llewellyn Vaughan Prosser Bowen Gruffydd Meredith Prytherch')),
    'south_asian': (_s('Kamaljit Harbans Sushila Nirmala Parveen Shabana Rukhsana Anjali Lakshmi '
                       'Meenakshi Gurpreet Rehana Jaswinder Kusum'),
                    _s('Gurdev Harjinder Mohammed Abdul Rajesh Sunil Balvinder Iqbal Tariq Venkatesh '
                       'Prakash Ashok Mukesh Jagdish'),
                    _s('Sandhu Gill Chaudhry Begum Hussain Mistry Raghunathan Bhattacharya Iyer Kaur '
                       'Dhillon Rahman Qureshi Chatterjee Parmar Bhogal')),
    'west_african': (_s('Adaeze Ngozi Folasade Abena Efua Yetunde Chiamaka Comfort Funmilayo'),
                     _s('Olumide Chukwuemeka Kwame Kofi Babatunde Emeka Adebayo Yaw Kwabena'),
                     _s('Okonkwo Adeyemi Mensah Asante Oyelaran Nwachukwu Boateng Adebola Eze Owusu Ofori')),
    'caribbean': (_s('Hyacinth Gloria Icilda Pearline Veronica Beverley Claudette Merle Myrtle'),
                  _s('Winston Delroy Errol Cleveland Lloyd Fitzroy Linton Neville Hopeton'),
                  _s('Blackwood Thorpe McKenzie Ferguson Grant Bailey Bryan Clarke-Hinds Samuels Gayle')),
    'chinese': (_s('Mei_Ling Xiuying Li_Hua Wai_Man Yuk_Lan Siu_Fong Ah_Mui'),
                _s('Wing_Kei Kwok_Wah Jianguo Chi_Keung Wei_Ming Hon_Kit'),
                _s('Chan Wong Leung Lau Cheung Ho Zhang Liu Tsang Yip Kwan')),
    'vietnamese': (_s('Thi_Lan Hoa Thu Mai Ngoc_Anh'),
                   _s('Van_Minh Duc Quang Thanh_Long'),
                   _s('Nguyen Tran Pham Le Vo Dang Huynh')),
    'filipino': (_s('Maricel Rosario Lourdes Imelda Teresita Corazon'),
                 _s('Rodrigo Ernesto Danilo Reynaldo Bienvenido'),
                 _s('Dela_Cruz Santos Reyes Bautista Villanueva Mercado Macaraeg')),
    'polish': (_s('Halina Krystyna Danuta Jadwiga Bozena Grazyna'),
               _s('Zbigniew Tadeusz Kazimierz Bogdan Wojciech Ryszard'),
               _s('Nowak Kaminski Lewandowski Dabrowski Wozniak Mazur Krawczyk Sobczak')),
    'italian': (_s('Concetta Giuseppina Rosaria Carmela Assunta Nunzia'),
                _s('Salvatore Giovanni Antonio Vincenzo Luigi Carmelo'),
                _s('Russo Esposito Caruso Ferraro Lombardi Marino DeLuca Iannello')),
    'greek': (_s('Eleni Despina Vasiliki Georgia Athina Stavroula'),
              _s('Dimitrios Konstantinos Spyros Nikolaos Georgios Panagiotis'),
              _s('Papadopoulos Karagiannis Georgiou Christodoulou Antoniou Vlachos')),
    'arabic': (_s('Fatima Amina Layla Samira Nadia Huda'),
               _s('Ahmed Khalid Youssef Hassan Omar Bassam'),
               _s('Al-Haddad Mansour Haddad Khoury Nasser Saleh')),
    'somali': (_s('Hodan Faduma Sahra Asha Ubah'),
               _s('Abdirahman Mohamud Abdi Farah Yusuf'),
               _s('Warsame Abdullahi Jama Hersi Egal')),
    'maori': (_s('Aroha Mere Huia Ngaire Wikitoria Hine Moana'),
              _s('Tamati Wiremu Hemi Rawiri Mikaere Hone'),
              _s('Ngata Tipene Parata Herewini Tawhiri Rangihau Te_Wharau Paewai')),
    'pacific': (_s('Losa Mele Seini Fetu Salote'),
                _s('Sione Tevita Viliami Ioane Semisi'),
                _s('Taufa Fifita Leota Faleolo Tuilagi Vaifale')),
    'hispanic': (_s('Guadalupe Esperanza Rosalinda Dolores Graciela Consuelo'),
                 _s('Jesus Ernesto Rogelio Armando Guillermo Ramiro'),
                 _s('Gutierrez Villarreal Ochoa Castaneda Zamora Delgado Arriaga')),
    'french_canadian': (_s('Ginette Lise Yvette Monique Huguette Rejeanne'),
                        _s('Rejean Gilles Marcel Normand Gaetan Lucien'),
                        _s('Tremblay Gagnon Bouchard Lavoie Pelletier Thibodeau Ouellette')),
    'ukrainian': (_s('Oksana Halyna Nadiya Olena Stefania'),
                  _s('Mykola Petro Taras Bohdan Yaroslav'),
                  _s('Kovalenko Shevchuk Bondarenko Melnyk Hrytsenko Sawchuk')),
    'korean': (_s('Young-ja Soon-hee Mi-kyung Jung-sook'),
               _s('Byung-ho Jae-won Sung-min Dong-hyun'),
               _s('Kim Park Choi Jung Kang Yoon')),
    'japanese': (_s('Keiko Michiko Sachiko Fumiko'),
                 _s('Hiroshi Takeshi Kenji Minoru'),
                 _s('Tanaka Watanabe Yamamoto Nakamura Okada')),
    'dutch_german': (_s('Ingrid Gerda Hilde Wilhelmina Anneke'),
                     _s('Dieter Klaus Hendrik Pieter Gerrit'),
                     _s('Vogel Brandt van_der_Berg Hoekstra Schreiber Visser')),
    'african_american': (_s('Earnestine Ruby Bernice Lorraine Odessa Mattie Geneva'),
                         _s('Otis Clarence Willie Leroy Marvin Cleophus'),
                         _s('Whitfield Hairston Coleman Robinson Dorsey Pettaway Staton')),
}

ORIGIN_W = {
    'GB': [('english', 8), ('scottish', 2), ('welsh', 2), ('irish', 2), ('south_asian', 4), ('caribbean', 2),
           ('west_african', 2), ('polish', 2), ('chinese', 1), ('italian', 1), ('somali', 1), ('arabic', 1)],
    'IE': [('irish', 12), ('english', 2), ('polish', 2), ('filipino', 2), ('west_african', 1), ('chinese', 1),
           ('south_asian', 1)],
    'AU': [('english', 6), ('scottish', 2), ('irish', 2), ('italian', 3), ('greek', 3), ('vietnamese', 2),
           ('chinese', 2), ('filipino', 1), ('south_asian', 2), ('arabic', 1), ('dutch_german', 1)],
    'NZ': [('english', 6), ('scottish', 2), ('maori', 5), ('pacific', 3), ('chinese', 2), ('south_asian', 2),
           ('dutch_german', 1), ('korean', 1)],
    'CA': [('english', 4), ('french_canadian', 4), ('scottish', 2), ('irish', 2), ('ukrainian', 2), ('chinese', 3),
           ('south_asian', 3), ('italian', 1), ('filipino', 1), ('japanese', 1), ('korean', 1)],
    'US': [('english', 4), ('african_american', 4), ('hispanic', 4), ('irish', 2), ('italian', 2), ('polish', 2),
           ('dutch_german', 2), ('filipino', 1), ('vietnamese', 1), ('chinese', 1), ('korean', 1), ('arabic', 1),
           ('japanese', 1)],
}

NICK = {'Margaret': 'Peggy', 'Patricia': 'Pat', 'Dorothy': 'Dot', 'Kenneth': 'Ken', 'Derek': 'Del',
        'Raymond': 'Ray', 'Geoffrey': 'Geoff', 'Leonard': 'Len', 'Ronald': 'Ronnie', 'Bernard': 'Bernie',
        'Winifred': 'Winnie', 'Stanley': 'Stan', 'Gillian': 'Gill', 'Valerie': 'Val', 'Maureen': 'Mo',
        'Bridget': 'Biddy', 'Kathleen': 'Kitty', 'Padraig': 'Paddy', 'Seamus': 'Shay', 'Salvatore': 'Sal',
        'Giuseppina': 'Pina', 'Konstantinos': 'Kostas', 'Dimitrios': 'Jim', 'Nikolaos': 'Nick',
        'Alasdair': 'Ali', 'Catriona': 'Cat', 'Rodrigo': 'Rod', 'Guadalupe': 'Lupe', 'Clarence': 'Clancy',
        'Wilhelmina': 'Mina', 'Tamati': 'Tam', 'Wikitoria': 'Wiki', 'Bienvenido': 'Ben', 'Cleophus': 'Cleo',
        'Kwabena': 'Kobby', 'Funmilayo': 'Funmi', 'Mohammed': 'Mo', 'Balvinder': 'Bal', 'Jaswinder': 'Jas'}

# staff-ish first names for younger generation (clinicians, brokers, relatives' children)
YOUNG_F = _s('Chloe Hannah Priya Amara Niamh Sophie Gemma Leanne Kirsty Jodie Roxanne Aisling Ciara Tahlia '
             'Brooke Kaia Anahera Mackenzie Jasmine Ayesha Zainab Chiara Ioana Marta Olivia Kayla Shanice '
             'Harpreet Simran Mei Thanh Lupe Keisha Destiny Genevieve Maude Yuki Siobhan Rachael Nadine')
YOUNG_M = _s('Liam Ryan Callum Jamie Aidan Connor Dylan Rohan Imran Tunde Kojo Rangi Nikau Tyler Brandon '
             'Marcus Darnell Hamza Yusuf Tomasz Mateusz Luca Nikhil Arjun Declan Cormac Oisin Mitchell Hayden '
             'Jordan Tevita Minh Kenji Mathieu Etienne Rafael Diego Owain Euan Gareth')

PROFESSIONS = _s('bus_driver postman postwoman school_teacher primary_school_teacher headmistress farmer '
                 'dairy_farmer sheep_shearer fisherman coal_miner dock_worker seamstress machinist accountant '
                 'electrician carpenter joiner shopkeeper police_officer civil_engineer office_cleaner chef '
                 'lorry_driver truck_driver secretary school_cook librarian bank_clerk civil_servant plumber '
                 'taxi_driver steelworker welder tailor hairdresser bricklayer publican mechanic printer '
                 'railway_signalman merchant_seaman shipwright textile_worker nurse midwife care_assistant '
                 'pharmacist paramedic firefighter solicitor social_worker software_developer teaching_assistant '
                 'dental_nurse physiotherapist warehouse_supervisor forklift_driver bookkeeper cabinet_maker '
                 'market_trader nanny lecturer quantity_surveyor court_clerk piano_teacher butcher baker '
                 'chemist_shop_owner tram_conductor logger longshoreman steamfitter homemaker_and_seamstress '
                 'orchardist wharfie shearing_contractor')
PROFESSIONS = [p.replace('_', ' ') for p in PROFESSIONS]

# invented place-name parts per country
TOWN_PARTS = {
    'GB': (_s('Ash Brack Calder Dun Elm Fen Gras Hal Kings Lang Mar Nor Oak Pen Rother Stan Thorn Wel Whit Yar '
              'Bram Cod Hather Lox Mickle Sel Wyre Tarn'),
           _s('ford ley bury ton wick ham field bridge mouth stead worth combe thorpe by dale')),
    'IE': (_s('Bally Kil Clon Dun Carrick Knock Rath Ard Lis Tully Drum Castle Glen Inish'),
           _s('more beg gar ross dare managh keel lough corran fin bane brack derry mona')),
    'AU': (_s('Wattle Banksia Yarra Koona Warra Murra Bunda Tarra Kurra Mount_Ellis Port_Gable Emu Red_Gum Bella'),
           _s('creek vale downs bin lla gong worth ton _Heights _Flat _Springs _Point')),
    'NZ': (_s('Te_Awa Whaka Rangi Moa Kahu Tawa Pae Maunga Port_Lever Glen_Orr Kowhai Ranui Oruru'),
           _s('roa rau tahi nui hora iti toa _Bay _Downs _Flat _Valley wera kino')),
    'CA': (_s('Port Fort Lake St-Ours Maple Pine Grand Saint-Jovite Elk Birch Cobalt Frontenac Tamarack'),
           _s('_Harbour _Falls _Crossing ville ton _Ridge _Landing _Lake field burg wood')),
    'US': (_s('Cedar Oak Maple Fort_Hale Pine Willow Clear Spring Mill Rock Green Fair Elk Sandy'),
           _s('_Springs ville ton _City _Falls _Creek field _Hollow _Junction burg _Grove port')),
}

STATES = {
    'AU': [('New South Wales', 'NSW'), ('Victoria', 'VIC'), ('Queensland', 'QLD'), ('Western Australia', 'WA'),
           ('South Australia', 'SA'), ('Tasmania', 'TAS')],
    'NZ': [('Waikato', 'Waikato'), ('Canterbury', 'Canterbury'), ('Otago', 'Otago'), ('Manawatu-Whanganui', 'Manawatu'),
           ('Bay of Plenty', 'BOP'), ('Northland', 'Northland')],
    'CA': [('Ontario', 'ON'), ('British Columbia', 'BC'), ('Nova Scotia', 'NS'), ('Manitoba', 'MB'),
           ('Alberta', 'AB'), ('New Brunswick', 'NB')],
    'US': [('Ohio', 'OH'), ('Pennsylvania', 'PA'), ('Oregon', 'OR'), ('Minnesota', 'MN'), ('Wisconsin', 'WI'),
           ('North Carolina', 'NC'), ('Michigan', 'MI'), ('Texas', 'TX')],
    'GB': [('Lancashire', 'Lancs'), ('Yorkshire', 'Yorks'), ('Devon', 'Devon'), ('Shropshire', 'Salop'),
           ('Norfolk', 'Norfolk'), ('Cumbria', 'Cumbria')],
    'IE': [('Co. Cork', 'Co. Cork'), ('Co. Galway', 'Co. Galway'), ('Co. Mayo', 'Co. Mayo'),
           ('Co. Kerry', 'Co. Kerry'), ('Co. Meath', 'Co. Meath'), ('Co. Donegal', 'Co. Donegal')],
}

STREET_NAMES = _s('Elm Church Station Mill Victoria Albert Park Queen King High Chapel Meadow Orchard Willow Rowan '
                  'Beech Cedar Hawthorn Foxglove Kingfisher Heron Wren Marsh Quarry Tannery Ropewalk Harbour Cliff '
                  'Ferry Bridge Water Brook Greenbank Ashgrove Lister Nightingale Jubilee Coronation Wattle '
                  'Banksia Kauri Totara Pohutukawa Maple Birch Spruce Tamarack Magnolia Sycamore Dogwood Pecan '
                  'Cottonwood Larch Plover Curlew Hollybush Saddler Cooper Weaver Tinsmith Glebe Vicarage')
STREET_SUF = {
    'GB': _s('Road Street Lane Avenue Close Crescent Drive Way Terrace Court Grove Gardens Walk'),
    'IE': _s('Road Street Avenue Park Drive Lawn Grove Terrace Crescent Heights'),
    'AU': _s('Street Road Avenue Court Crescent Parade Drive Place Way Close'),
    'NZ': _s('Street Road Avenue Place Crescent Terrace Drive Way Grove'),
    'CA': _s('Street Avenue Road Drive Crescent Boulevard Lane Court'),
    'US': _s('Street Avenue Road Drive Lane Court Boulevard Way Circle'),
}

NAME_WORDS = _s('Willow Heather Ash Oak Beech Rowan Maple Cedar Laurel Primrose Bluebell Meadow Brook River '
                'Hill Elm Linden Holly Juniper Hazel Golden Silver Clover Thistle Fern Harbour Briar Lark Moss')
NAME_ENDS = _s('bank lea grove field view croft mead side court dale haven brook wood gate ridge hurst')
SAINTS = _s("Aldhelm's Brigid's Anselm's Columba's Cuthbert's Bride's Oswin's Fintan's Dymphna's Hilda's "
            "Wilfrid's Ita's Kentigern's Jude's Cecilia's")

CARE_HOME_SUF = {
    'GB': ['Care Home', 'Nursing Home', 'Residential Home', 'Lodge', 'House Nursing Home'],
    'IE': ['Nursing Home', 'Community Nursing Unit', 'Care Centre', 'House Nursing Home'],
    'AU': ['Aged Care', 'Residential Aged Care', 'Gardens Aged Care', 'Lodge'],
    'NZ': ['Rest Home', 'Lifecare', 'Rest Home & Hospital', 'Care Home'],
    'CA': ['Long-Term Care Home', 'Manor', 'Lodge', 'Care Community'],
    'US': ['Skilled Nursing Facility', 'Health and Rehabilitation', 'Assisted Living', 'Care Center'],
}
HOSP_SUF = {
    'GB': ['General Hospital', 'District General Hospital', 'Community Hospital', 'Royal Infirmary', 'Hospital'],
    'IE': ['University Hospital', 'General Hospital', 'Regional Hospital', 'Community Hospital'],
    'AU': ['Base Hospital', 'Hospital', 'Health Service', 'District Hospital'],
    'NZ': ['Hospital', 'Base Hospital', 'Community Hospital'],
    'CA': ['Regional Health Centre', 'General Hospital', 'Memorial Hospital', 'Health Sciences Centre'],
    'US': ['Medical Center', 'Regional Medical Center', 'Community Hospital', 'General Hospital'],
}
WARD_WORDS = _s('Foxglove Kestrel Bluebell Heron Juniper Lapwing Primrose Curlew Rowan Osprey Magnolia Linnet '
                'Tulip Harebell Acorn Puffin Wagtail Sandpiper Cedar Larch Rata Kowhai Waratah Protea Trillium')

AGENCY_A = _s('Bright Blue Caring Homely True Kind Helping Sun Golden Open Trusted Willow Evergreen Gentle Steady '
              'Silver Harbour Northern Valley')
AGENCY_B = _s('water sky hands heart way path leaf stone bridge light field star')
AGENCY_SUF = {
    'GB': ['Homecare Ltd', 'Home Care Services', 'Care at Home Ltd', 'Domiciliary Care'],
    'IE': ['Home Care Ltd', 'Homecare Services', 'Care Partners'],
    'AU': ['Community Care Pty Ltd', 'Home Support Services', 'In-Home Care'],
    'NZ': ['Home Support Ltd', 'Community Care', 'Care Services'],
    'CA': ['Home Care Inc.', 'Community Support Services', 'Home Health'],
    'US': ['Home Health LLC', 'Home Care Services', 'Senior Care Inc.', 'Home Health Agency'],
}
EMPLOYER_SUF = _s('Ironworks Freight Mills Dairies Printers Engineering Textiles Coachworks Foundry Canning '
                  'Timber Glassworks Brewery Haulage Co-operative')
CHARITIES = ['Age Well {t}', '{t} Carers Centre', '{t} Stroke Club', 'Friends of {t} Hospital', '{t} Dementia Hub',
             '{t} Good Neighbours', '{t} Meals on Wheels', '{t} Men\'s Shed', 'Rural Transport {t}']
CHURCHES = ["St {s} Parish", "{t} Methodist Church", "{t} Baptist Fellowship", "Al-Noor Mosque {t}",
            "{t} Gurdwara", "Our Lady of {t} Parish", "{t} Kingdom Hall", "{t} Hindu Mandir", "{t} Uniting Church",
            "{t} Presbyterian Church"]
PHARM = ['{t} Pharmacy', '{w} Chemist', '{t} Late-Night Pharmacy', '{w}{e} Pharmacy']
BUILDINGS = ['{w}{e} Court', '{w} House', '{w}{e} Towers', '{w} Lodge Flats', '{w}{e} Mews']
LANDMARKS = ['the {t} war memorial', 'the old {w} cinema', '{w}{e} Leisure Centre', 'the {t} clock tower',
             '{t} bus station', 'the {w} Arms']

# hard negatives -----------------------------------------------------------------------------
PMH = ["Parkinson's disease", "Alzheimer's dementia", 'vascular dementia', 'Lewy body dementia',
       'COPD (GOLD 3)', 'T2DM (HbA1c 71)', 'CKD stage 4 (eGFR 24)', 'AF on apixaban', 'CCF (EF 30%)',
       '#NOF - DHS', 'Hodgkin lymphoma (in remission)', "Paget's disease", "Crohn's disease", "Addison's disease",
       "Huntington's disease", 'Guillain-Barre syndrome', 'Charcot foot', "Dupuytren's contracture",
       "Bell's palsy", 'Korsakoff syndrome', "Meniere's disease", "Raynaud's", "Barrett's oesophagus",
       "Graves' disease", 'Colles fracture (L)', 'OA knees', 'previous CVA (L MCA)', 'TIA x2', 'osteoporosis',
       "Wernicke's encephalopathy", 'hypothyroidism', 'BPH with LTC (Foley)', 'recurrent UTIs',
       'MND (ALS variant)', 'multiple sclerosis (SPMS)', 'Down syndrome', 'bipolar affective disorder',
       'pressure ulcer cat 3 sacrum', 'Cheyne-Stokes breathing', 'PVD with R BKA', 'aortic stenosis (TAVI)',
       'macular degeneration', "Sjogren's syndrome", 'Ehlers-Danlos', 'Lyme disease (remote)']
SCORES = ['Barthel {a}/100', 'Waterlow {b}', 'Braden {c}', 'MUST {d}', '4AT {e}', 'AMTS {f}/10', 'MoCA {g}/30',
          'ACE-III {h}/100', 'Rockwood CFS {i}', 'NEWS2 {d}', 'GCS 15', 'Morse {j}', 'Tinetti {k}/28',
          'Berg {l}/56', 'MMSE {m}/30', 'PHQ-9 {k}', 'Abbey pain scale {e}', 'FIM {n}', 'interRAI CHESS {d}',
          'Timed Up and Go {k} s', 'Glasgow Coma Scale 14']
EQUIP = ['Zimmer frame', 'four-wheeled walker', 'Sara Stedy', 'Rotastand', 'Oxford stand aid', 'mobile hoist',
         'ceiling track hoist', 'profiling bed', 'alternating air mattress', 'Repose cushion', 'commode',
         'perching stool', 'raised toilet seat', 'bed lever', 'glide sheets', 'Kylie sheets', 'rotunda turner',
         'shower chair', 'tilt-in-space chair', 'bath board', 'wheelchair (self-propelled)', 'Molift sling (M)',
         'Lindsay riser-recliner', 'Hoyer-type sling', 'Nimbus 4 mattress', 'key safe', 'pendant alarm',
         'bed sensor mat', 'Hospital bed with rails']
DRUGS = ['apixaban 2.5 mg BD', 'Sinemet CR 125 mg', 'Madopar 62.5 mg QDS', 'donepezil 10 mg nocte',
         'Laxido 1 sachet BD', 'Adcal-D3 1 tab BD', 'Fortisip Compact 1 bottle BD', 'Oramorph 2.5 mg PRN',
         'furosemide 40 mg OM', 'bisoprolol 2.5 mg OD', 'Clexane 40 mg SC', 'insulin glargine 14 units',
         'quetiapine 25 mg nocte', 'sertraline 50 mg OD', 'paracetamol 1 g QDS', 'Zomorph 10 mg BD',
         'levetiracetam 500 mg BD', 'Epaderm', 'Cavilon cream', 'rivastigmine patch 9.5 mg/24h',
         'memantine 20 mg', 'Ensure Plus', 'metformin 500 mg BD', 'tamsulosin 400 mcg', 'Lantus 10 units',
         'Humalog sliding scale', 'alendronic acid 70 mg weekly', 'lactulose 15 ml BD', 'Warfarin (INR 2-3)']
CODES = ['ICD-10 F01.9', 'ICD-10 G20', 'ICD-10 S72.00', 'ICD-10 F03.90', 'ICD-10 I63.9', 'SNOMED 52448006',
         'HRG WD11', 'DRG 470', 'CPT 99306', 'Read code XE1Zt']

COUNTRIES_BORN = ['Jamaica', 'Nigeria', 'Ghana', 'India', 'Pakistan', 'Bangladesh', 'Poland', 'Italy', 'Greece',
                  'Cyprus', 'Vietnam', 'the Philippines', 'Hong Kong', 'Malaysia', 'Somalia', 'Ireland', 'Scotland',
                  'Wales', 'England', 'Samoa', 'Tonga', 'Lebanon', 'Mexico', 'Ukraine', 'Portugal', 'Germany',
                  'the Netherlands', 'South Korea', 'Japan', 'Canada', 'Australia', 'New Zealand', 'Kenya',
                  'Trinidad', 'Egypt', 'Chile', 'Zimbabwe', 'Fiji', 'Sri Lanka', 'Malta']

REL_F = ['daughter', 'wife', 'sister', 'niece', 'granddaughter', 'daughter-in-law', 'neighbour', 'friend',
         'partner', 'stepdaughter', 'cousin']
REL_M = ['son', 'husband', 'brother', 'nephew', 'grandson', 'son-in-law', 'neighbour', 'friend', 'partner',
         'stepson', 'cousin']
