"""Invented value pools for dev132_en. Names are ordinary given/family names recombined;
places, hospitals, employers and insurers are invented."""

GIVEN_F = """Margaret Aoife Siobhan Niamh Brigid Eileen Maureen Kathleen Dorothy Edith Gwen Rhiannon Carys
Sian Morag Isla Kirsty Fiona Agnieszka Katarzyna Zofia Ona Ruta Ioana Mihaela Chiamaka Ngozi Adaeze Abena
Akosua Efua Priya Anjali Sunita Harpreet Nusrat Farzana Shirin Mei Xiu Ling Maricel Rowena Luz Hodan Ayaan
Faduma Marcia Claudette Beverley Ines Graca Rosa Giulia Chiara Layla Rana Elif Zeynep Rose Hope Grace Joy
Faith Ivy Holly Hazel Daisy May Iris Pearl Amber Ruby Summer Dawn Sunny Star Autumn Olive Fern Bridget
Orla Roisin Ciara Deirdre Sinead Una Nuala Dervla Ffion Elin Heledd Alison Pauline Yvonne Janet Lorraine
Tracey Sharon Joan Winifred Mabel Ethel Doreen Vera Hilda Lilian Beryl Olwen Teresa Oksana Halyna Svetlana""".split()

GIVEN_M = """Patrick Sean Padraig Eoin Cathal Declan Ciaran Tadhg Donal Fergal Gareth Rhys Dafydd Emyr Iwan Hamish
Angus Callum Fraser Ewan Tomasz Piotr Krzysztof Jakub Mindaugas Darius Andrei Vasile Chinedu Emeka Obinna
Kwame Kofi Yaw Rajesh Arjun Vikram Gurpreet Imran Tariq Shahid Kamal Rahim Wei Jun Hao Jose Rommel Abdi
Mohamed Ahmed Desmond Winston Delroy Joao Nuno Marco Luca Omar Karim Mehmet Emre Will Frank Mark Bill Rich
Guy Miles Hunter Chase Dean Drew Glen Grant Lance Jack Art Rob Ray Bob Ernest Victor Sterling Cliff Dale
Wade Bernard Cyril Harold Stanley Norman Leslie Dennis Kenneth Trevor Clive Nigel Colin Barry Terence
Seamus Liam Niall Colm Aidan Ronan Brendan Mykola Oleksandr Dmitri Stefan""".split()

SURNAMES = """Byrne Murphy Kelly O'Brien O'Sullivan Walsh McCarthy Doyle Gallagher Brennan Fitzgerald Donnelly
Nolan Quinn Hegarty Ni_Bhriain MacNamara Duggan Cusack Farrelly Kinsella Lynch Moran Dunne Keogh Mulcahy
Jones Evans Pritchard Llewellyn Vaughan Price Powell Griffiths Morgan Bevan Campbell MacLeod Fraser Sinclair
Munro Robertson Buchanan Lindsay Kowalski Nowak Wisniewska Zielinski Lewandowski Kazlauskas Petrauskas
Popescu Ionescu Dumitru Okafor Adeyemi Nwosu Eze Okonkwo Mensah Asante Owusu Boateng Patel Sharma Gupta
Chaudhry Sandhu Gill Hussain Rahman Begum Chowdhury Akhtar Iqbal Chen Wong Liu Zhang Huang Santos Reyes
Dela_Cruz Bautista Mendoza Warsame Farah Abdullahi Hassan Campbell-Grant Thompson Forbes Clarke Rodrigues
Ferreira Costa Silva Romano Esposito Bianchi Haddad Khoury Yilmaz Demir Kaya Baker Hope Wood Bell Fox Mills
Field Green White Brown Black Young Rich Hill Rose Frost Moss Lamb Marsh Stone Banks Page Cook Hunter Best
Shepherd Sparrow Swift Bird Law Love Wise Cross Church Bishop Pope Knight King Salt Steel Waters Rivers
Winter Spring Summers Day Noble Hardy Gentle Moody Fairweather Goodwin Christmas Pennyworth Ashdown
Thistlewood Hollingsworth Pemberton Ridley Oakes Hawthorne Bramble Tapping Crabtree Horsfall Tattersall
Kovalenko Shevchenko Bondarenko Ivanova""".split()
SURNAMES = [s.replace("_", " ") for s in SURNAMES]

NICK = {"Margaret": "Peggy", "Patrick": "Paddy", "Kathleen": "Kath", "William": "Bill", "Dorothy": "Dot",
        "Bernard": "Bernie", "Kenneth": "Ken", "Terence": "Terry", "Winifred": "Winnie", "Seamus": "Shay",
        "Bridget": "Biddy", "Stanley": "Stan", "Harold": "Harry", "Leslie": "Les", "Gurpreet": "Preet"}

STREET_NAMES = """Quarry Lane|Tanyard Row|Heronsgate Road|Bramblewick Close|Kilvarra Terrace|Mallow Crescent|
Coopers Walk|Lantern Hill|Fennick Street|Gorsebank Avenue|Orchard Rise|Ropewalk Lane|Thistle Way|
Brackenhurst Drive|Millrace Court|Sallyport Road|Coalyard Lane|Wickerby Gardens|Ashcombe Grove|Peddlers Way|
Larkspur Close|Rathmoy Park|Glenbarra Road|Tullyvane Drive|Cnoc Ard|Bothar na Tra|Heol Gwenllian|Ffordd Tegid|
Strathcairn Street|Lochmorie Place|Kirkbrae Wynd|Dunvale Loan|Cinder Path|Weavers Yard|Tollgate Mews|
Saltings Road|Chandlers Row|Foundry Street|Beacon View|Marigold Walk|Kestrel Rise|Otterburn Lane|
Pennywell Road|Nettlebed Close|Fairbourne Avenue|Harrowgate Crescent|Copperbeech Drive|Willowmere Road|
Ballinroe Heights|Castlequin Grove|Moyvane Close|Drumkeel Road|Carrigmore Lawns|Slievebeg View|
Abbotsmead Street|Hollowell Way|Frithwood Lane|Sedgemoor Terrace|Cragside Road|Tern Court""".replace("\n", "").split("|")

TOWNS = """Harrowmere Quillbrook Dunkellow Ballinvarra Ashcombe-on-Lenn Tallowford Kilvarra Brackenby Corrowen
Glenbarra Penhallow Llanfedwy Aberwennol Strathcairn Lochmorie Kirkbrae Thornwick Saltmarsh Fennick
Wexhollow Rathmoy Carrigduff Tullyvane Moyvane Drumkeel Cloonlara Inishcarra Ballyfearn Castlequin
Holmbridge Marlstow Oxendale Wickerby Sedgeley-Moor Cragton Frithwood Abbotsmead Pennywell Otterburn-Vale
Lenfold Coldharbour-on-Sea Eastwick-Barrow Milbourne-Cray Hollowell Nethercombe Stenhallow Ravensmoor
Ardnacrusha-Beg Kilcoyne Glenmorrow Dunbarrow Caerwennan Pontyfelin Trefnant-Uchaf Bryncarreg Inverkellow
Auchtermorie Balmorrow Cardhu-Ness Kilbrannan Portlenna Westmarrow""".split()

COUNTIES = """Co. Kilvarra|County Moyvane|Co. Drumlane|County Carrowbeg|Co. Inishmore-Beg|County Tullagh|
Marlshire|Lennshire|East Brackenshire|Thornshire|Fennickshire|Wexmoorshire|Carradale-shire|Sir Fedwy|
Sir Gwennol|Strathmorie-shire|Kirkcairnshire""".replace("\n", "").split("|")

REGIONS = """Eastmarch|North Lenfold|South Varrow|Mid-Carrow|the Westmarches|Lowfold|Upper Tallach|
Greater Harrowmere|Carrach Province|Dunmorie Region|the Fennick Valley Region|Inishvale Province""".replace("\n", "").split("|")

COUNTRIES = """Poland Lithuania Romania Nigeria Ghana India Pakistan Bangladesh China the Philippines Somalia
Jamaica Portugal Italy Syria Turkey Ukraine Spain Zimbabwe Kenya Latvia Brazil Sudan Eritrea Germany
France Canada Australia Iraq Iran""".split()
COUNTRIES = [c if c != "the" else None for c in COUNTRIES]
COUNTRIES = ["the Philippines" if c == "Philippines" else c for c in COUNTRIES if c]
COUNTRIES = [c for c in COUNTRIES if c != "the Philippines"] + ["the Philippines"]
# 'the' kept outside: store as 'Philippines' too
COUNTRIES = [("Philippines" if c == "the Philippines" else c) for c in COUNTRIES]
HOME_NATIONS = ["England", "Scotland", "Wales", "Ireland", "Northern Ireland"]

HOSPITALS = """St Ailbhe's University Hospital|Harrowmere General Hospital|Quillbrook Community Hospital|
Tallowford Royal Infirmary|Kilvarra Regional Hospital|Our Lady of the Fens Hospital|Lenfold District General|
Glenbarra University Hospital|Penhallow Cottage Hospital|Strathcairn Royal|Ysbyty Aberwennol|
Ysbyty Llanfedwy|Bon Secours Ballinvarra|St Fintan's Hospital Corrowen|Mercy Hospital Rathmoy|
Saltmarsh Memorial|Brackenby Infirmary|Dunkellow Royal Hospital|Thornwick Rehabilitation Centre|
Castlequin Orthopaedic Hospital|St Cuthbert's Hospice Holmbridge|Marlstow Treatment Centre""".replace("\n", "").split("|")

WARDS = """Heron Ward|Larch Ward|Kestrel Ward|Rowan Ward|Willow Ward|St Ita's Ward|St Brigid's Ward|
Aspen Ward|Curlew Ward|Ward 7B|Ward 12|Ward 4A|Ward 21|Wren Ward|Linnet Ward|Foxglove Ward|Bluebell Ward|
Cedar Ward|Ward Deri|Ward Gwenllian|Iona Ward|Corrib Ward|Shannonvale Ward|Oisin Ward|Fuchsia Ward""".replace("\n", "").split("|")

UNITS = """Kestrel Stroke Unit|Willowbank Rehab Unit|Otter Unit|Puffin Frailty Unit|Lapwing Unit|
Cuan Unit|Harbour View Unit|Meadowsweet Unit|Tern Assessment Unit""".replace("\n", "").split("|")

PRACTICES = """Millbrook Surgery|Quarry Lane Medical Centre|Tanyard Health Centre|Fennick Street Practice|
Glenbarra Family Practice|Ropewalk Surgery|Lantern Hill Medical Practice|Meddygfa Tegid|Kirkbrae Health Centre|
Rathmoy Medical Centre|Ashcombe Group Practice""".replace("\n", "").split("|")

CARE_HOMES = """Heatherlea Nursing Home|Brambles Care Home|St Kevin's Nursing Home|Cragside Lodge|Larkspur House|
Beechgrove Residential Home|Glenview Care Centre|Tegid House|Orchard Rise Care Home|Millrace Lodge""".replace("\n", "").split("|")

PHARMACIES = """Dunne's Pharmacy|Fennick Chemist|Harrowmere Late Night Pharmacy|Quinlan's Pharmacy|Cragton Pharmacy""".split("|")

EMPLOYERS = """Harland Freight|Corrib Dairies|Tallowford Borough Council|Brackenby Steelworks|Quillbrook Bakeries|
Penhallow Bus Company|Marlstow Parcels Ltd|Glenbarra Co-operative|Saltmarsh Fisheries|Dunkellow Mart|
Lennside Engineering|Kilvarra Credit Union|Thornwick Textiles|Holmbridge Primary School|St Declan's College|
Fennick Valley Creamery|Westmarrow Quarries|Oxendale Logistics|Pennywell Garden Centre|Cragton Builders Ltd""".replace("\n", "").split("|")

CHARITIES = """Harrowmere Carers' Centre|Friends of Lenfold|St Vincent's Society Kilvarra|Tallowford Foodbank|
Age Well Marlstow|Brackenby Men's Shed|Our Lady of Sorrows Parish|Glenbarra Mosque|Holmbridge Methodist Church|
Kirkbrae Gurdwara|Carrigduff GAA Club|Pennywell Housing Association|Quillbrook Homecare Ltd|
Brightpath Homecare|Kindly Hands Care Agency|Lenfold Tenancy Trust""".replace("\n", "").split("|")

INSURERS = """Brightwell Health|Laurel Assurance|Corravale Health Insurance|Meridale Medical Cover|
Harbourline Health|Clearway Healthcare Plans|Kestrel Medical Insurance""".replace("\n", "").split("|")

PROFESSIONS = """retired bus driver|plasterer|retired primary school teacher|farmer|dairy farmer|welder|
care assistant|retired nurse|taxi driver|postman|retired postmistress|chef|shop assistant|joiner|electrician|
retired miner|fisherman|accountant|solicitor|hairdresser|lorry driver|forklift driver|cleaner|security guard|
warehouse operative|civil servant|retired civil servant|bricklayer|roofer|software developer|librarian|
retired police officer|publican|barman|butcher|baker|tiler|cook|carpenter|lecturer|journalist|
retired seamstress|plumber|painter and decorator|student|nursery nurse|delivery driver|retired engineer""".replace("\n", "").split("|")

REL_F = ["wife", "daughter", "sister", "niece", "granddaughter", "mother", "partner", "daughter-in-law", "friend", "neighbour"]
REL_M = ["husband", "son", "brother", "nephew", "grandson", "father", "partner", "son-in-law", "friend", "neighbour"]

# staff roles that precede names (not PHI themselves)
ROLES_NURSE = ["SN", "Staff Nurse", "RGN", "Sister", "Charge Nurse", "CNM1", "CNM2", "Ward Manager", "HCA",
               "Student Nurse", "Nurse", "Senior Staff Nurse", "Nurse Practitioner", "CNS"]
ROLES_AHP = ["Physiotherapist", "Senior Physio", "OT", "Occupational Therapist", "SLT", "Speech and Language Therapist",
             "Dietitian", "Senior Dietitian", "Social Worker", "Medical Social Worker", "Discharge Coordinator",
             "Pharmacist", "Therapy Assistant", "Tissue Viability Nurse"]
ROLES_DR = ["Dr", "Dr.", "Consultant", "Registrar", "SHO", "FY1", "FY2", "SpR"]
TITLES_F = ["Mrs", "Ms", "Miss", "Mrs.", "Ms."]
TITLES_M = ["Mr", "Mr."]
BANDS = ["Band 5", "Band 6", "Band 7", "Band 3", "Band 4", "Senior", "Clinical Specialist", "Staff Grade"]

DRUGS = """paracetamol 1 g QDS|lansoprazole 30 mg OD|bisoprolol 2.5 mg OD|apixaban 5 mg BD|ramipril 5 mg OD|
furosemide 40 mg mane|metformin 500 mg BD|atorvastatin 20 mg ON|co-codamol 30/500 two tabs PRN|
enoxaparin 40 mg SC OD|amoxicillin 500 mg TDS|Laxido 1 sachet BD|senna 15 mg ON|levothyroxine 75 micrograms OD|
sertraline 50 mg OD|Sinemet 62.5 mg QDS|amlodipine 5 mg OD|gliclazide 80 mg BD|Adcal-D3 one tab BD|
morphine sulfate oral solution 2.5 mg PRN|Oramorph 5 mg PRN|mirtazapine 15 mg ON|doxycycline 100 mg OD|
prednisolone 30 mg OD|insulin glargine 18 units ON|Fortisip Compact 125 ml BD|thiamine 100 mg TDS|
Movicol 1 sachet OD|clopidogrel 75 mg OD|donepezil 10 mg ON|haloperidol 500 micrograms PRN""".replace("\n", "").split("|")

EQUIP = ["Zimmer frame", "rollator", "wheeled walking frame", "quad stick", "Stedy", "Sara Stedy", "rotunda",
         "standing hoist", "ceiling track hoist", "slide sheet", "pressure-relieving mattress", "alternating air mattress",
         "Foley catheter", "commode", "raised toilet seat", "perching stool", "bed lever", "hospital bed",
         "profiling bed", "kylie sheet", "heel pro boots", "air cushion", "recliner chair", "Ryles tube", "PEG tube",
         "NG tube", "Venflon", "PICC line", "syringe driver", "nebuliser", "CPAP mask", "bed rails", "sensor mat"]

EPONYM = ["Parkinson's disease", "Alzheimer's dementia", "Crohn's disease", "Bell's palsy", "Baker's cyst",
          "Raynaud's", "Addison's disease", "Cushing's syndrome", "Trendelenburg gait", "Romberg's test",
          "Glasgow Coma Scale", "Bristol stool type 4", "Barthel index", "Waterlow score", "Braden score",
          "Hodgkin's lymphoma", "Guillain-Barre syndrome", "Huntington's disease", "Korsakoff syndrome",
          "Colles fracture", "Dupuytren's contracture", "Paget's disease", "Wernicke's encephalopathy"]

DIAG = ["NOF fracture", "community-acquired pneumonia", "CVA (left MCA infarct)", "exacerbation of COPD",
        "urosepsis", "fall with long lie", "delirium on background of dementia", "decompensated heart failure",
        "cellulitis left lower limb", "AKI stage 2", "hyponatraemia", "right TKR", "left THR", "mechanical fall",
        "UTI with delirium", "aspiration pneumonia", "small bowel obstruction (conservatively managed)",
        "frailty and reduced mobility", "DKA", "alcohol withdrawal", "pubic ramus fracture", "T2 respiratory failure"]

MOBILITY = ["Zimmer frame", "rollator", "wheeled walking frame", "quad stick", "Sara Stedy", "rotunda", "standing hoist",
            "walking stick", "elbow crutches", "gutter frame", "wheelchair", "Stedy"]
EPONYM_DX = [e for e in EPONYM if not any(w in e for w in ("Scale", "index", "score", "stool", "test", "gait"))]
EPONYM_SIGN = ["Glasgow Coma Scale 15", "Romberg's test negative", "Trendelenburg gait noted", "Barthel index recorded",
               "Bristol stool chart in use", "Homans' sign negative", "Waterlow score reviewed", "Braden score reviewed"]
CARE_AGENCIES = [x for x in CHARITIES if any(w in x for w in ("Homecare", "Care Agency"))]
HOUSING = [x for x in CHARITIES if any(w in x for w in ("Housing", "Tenancy"))] + ["Kilvarra County Council Housing", "Marlstow Homes"]
COMMUNITY = [x for x in CHARITIES if x not in CARE_AGENCIES and x not in HOUSING]
