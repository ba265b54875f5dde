"""Static pools for the dev377 generator. All names are drawn independently and
combined at random; every hospital, practice and organisation stem is invented."""

# origin: (male first names, female first names, surnames)
NAMES = {
    "english": (
        "James Thomas William Oliver George Harry Daniel Matthew Peter Robert David Michael Stephen "
        "Andrew Graham Keith Colin Trevor Derek Malcolm Nigel Barry Roy Alan Brian Kenneth Philip".split(),
        "Margaret Susan Patricia Elizabeth Sarah Emma Charlotte Helen Janet Carol Linda Jean Pauline "
        "Maureen Sandra Gillian Deborah Hazel Joan Brenda Valerie Lorraine Sheila Doreen Wendy".split(),
        "Whitfield Ashworth Barraclough Pickering Thornton Holroyd Sutcliffe Marsden Hargreaves Bradshaw "
        "Crowther Pollard Fairbrother Hebden Lister Greenwood Wainwright Atkinson Kershaw Dawson Harwood "
        "Bottomley Ramsden Haigh Rowbotham Cartwright Whitaker Brierley Stainton Pilling Oldroyd Moxon".split()),
    "scottish": (
        "Alasdair Callum Ewan Fraser Hamish Iain Murdo Angus Duncan Gregor".split(),
        "Morag Fiona Isla Kirsty Shona Eilidh Catriona Ishbel Ailsa Rhona".split(),
        "MacLeod McAllister Buchanan Drummond Galbraith Lamont McKinnon Munro Sinclair Urquhart "
        "Menzies Gillies Strachan Baird".split()),
    "welsh": (
        "Rhys Gareth Dafydd Emrys Huw Aled Iwan Gethin".split(),
        "Cerys Angharad Bethan Eleri Gwenllian Sian Nia Ffion".split(),
        "Prosser Llewellyn Pugh Bevan Vaughan Howells Griffiths Parry Rees Pritchard".split()),
    "irish": (
        "Seán Ciarán Pádraig Declan Eoin Cathal Donal Fergal Niall Tadhg Colm Dermot Finbarr Ronan "
        "Diarmuid Oisín".split(),
        "Siobhán Aoife Niamh Gráinne Clodagh Róisín Orla Bríd Deirdre Maeve Sinéad Eimear Caoimhe "
        "Nuala Úna".split(),
        "O'Sullivan Fitzgerald McNamara Dunne Brennan Kavanagh Geraghty Moriarty Tierney Cullinane "
        "Lenihan O'Driscoll Hennessy Delaney Mulcahy Keogh Quinlan Scanlon Ní_Bhriain Mac_Giolla "
        "O'Loughlin Cosgrave Tuohy".split()),
    "indian": (
        "Rajesh Sanjay Arjun Vikram Harpreet Gurdeep Manoj Suresh Anil Ravi Deepak Kiran Pradeep "
        "Jaswinder Sunil".split(),
        "Priya Sunita Anjali Kavita Meena Lakshmi Parminder Rupinder Neha Deepa Asha Shalini "
        "Jaspreet Harjit".split(),
        "Sharma Patel Gill Sandhu Bhatt Iyer Nair Reddy Chaudhry Mehta Kapoor Grewal Dhillon Joshi "
        "Pillai Rao Bains Sidhu Mistry Parmar".split()),
    "pakistani": (
        "Imran Tariq Asif Khalid Zubair Nadeem Shahid Rashid Mohammed Abdul Faisal Rahim Jamal".split(),
        "Nasreen Shazia Farzana Ruksana Yasmin Saima Nusrat Shabnam Rubina Tahmina Ayesha".split(),
        "Hussain Akhtar Rahman Begum Iqbal Mahmood Qureshi Bashir Chowdhury Uddin Malik Siddiqui "
        "Miah Anwar Rafiq".split()),
    "srilankan": (
        "Thilan Kasun Nimal Ravindran Sivakumar Chaminda".split(),
        "Dilani Tharushi Kumari Shanthi Nirosha Ishani".split(),
        "Perera Fernando Jayasinghe Wickramasinghe Sivanesan Balasubramaniam Gunawardena "
        "Dissanayake Ratnayake".split()),
    "chinese": (
        "Wei Jun Ming Hao Kai Jian Chun Wing Kwok Tao".split(),
        "Mei Ling Xiu Yan Hui Fang Ying Siu Jing Qiong".split(),
        "Chen Wong Zhang Liu Lau Cheung Ng Tan Lim Ho Leung Yeung Chan Huang Zhou Kwan".split()),
    "vietnamese": (
        "Minh Tuan Hung Duc Thanh Quang Long".split(),
        "Lan Huong Thu Ngoc Linh Mai Hoa".split(),
        "Nguyen Tran Pham Hoang Vu Dang Bui Truong".split()),
    "filipino": (
        "Rodel Jose Romeo Arnel Jericho Reynaldo Eduardo".split(),
        "Maricel Rosario Lourdes Marites Cristina Jocelyn Analyn".split(),
        "Santos Reyes Dela_Cruz Bautista Villanueva Mendoza Manalo Pascual Macaraeg Dimaculangan".split()),
    "westafrican": (
        "Chukwuemeka Oluwaseun Adebayo Kwame Kofi Emeka Tunde Yaw Obinna Femi".split(),
        "Ngozi Chiamaka Folake Abena Adwoa Funmilayo Yetunde Amaka Efua Ifeoma".split(),
        "Okonkwo Adeyemi Mensah Boateng Okafor Nwosu Asante Owusu Oyelaran Ogunleye Darko "
        "Anyanwu".split()),
    "somali": (
        "Abdirahman Mahad Liban Yusuf".split(),
        "Hodan Faduma Sahra Hibaaq".split(),
        "Warsame Abdi Farah Jama Hassan Osman".split()),
    "caribbean": (
        "Desmond Winston Clive Marcus Tyrone Lloyd DeShawn Jerome Andre Darnell".split(),
        "Beverley Marcia Yvonne Claudette Monique Tanisha Latoya Gloria Pearline".split(),
        "Campbell Francis Bailey Grant Forbes McKenzie Gayle Richards Brooks Coleman Tate "
        "Whitlock".split()),
    "easteuro": (
        "Krzysztof Tomasz Piotr Andrzej Marek Jacek Dariusz Mykola Oleksandr Vytautas".split(),
        "Agnieszka Małgorzata Katarzyna Ewa Joanna Halina Oksana Svitlana Rasa".split(),
        "Kowalczyk Wiśniewski Zieliński Nowak Kaminski Mazur Shevchenko Kovalenko Petrauskas "
        "Jankowski".split()),
    "mediterranean": (
        "Giuseppe Salvatore Antonio Vincenzo Georgios Dimitrios Konstantinos Nikolaos Carmelo".split(),
        "Giovanna Rosaria Concetta Antonella Eleni Despina Vasiliki Carmela".split(),
        "Russo Esposito Romano Ferraro Papadopoulos Georgiou Christodoulou Karagiannis Vella "
        "Camilleri Farrugia".split()),
    "levantine": (
        "Georges Khalil Nabil Walid Ziad Fadi Bilal".split(),
        "Rania Nadia Layla Mariam Hala Samira".split(),
        "Haddad Khoury Nasser Saleh Mansour Toma Abboud Azzi".split()),
    "hispanic": (
        "José Luis Carlos Miguel Juan Ricardo Alejandro Jorge Rafael Hector Ramón Francisco".split(),
        "María Guadalupe Rosa Carmen Ana Lucía Sofia Yolanda Dolores Alejandra Marisol".split(),
        "García Hernández Martínez López González Rodríguez Ramírez Flores Morales Castillo Ortiz "
        "Gutiérrez Vargas Delgado Salazar Cabrera".split()),
    "eastasian": (
        "Min-jun Seung-ho Jae-won Hiroshi Takeshi Kenji".split(),
        "Ji-yeon Soo-jin Eun-ji Yuko Keiko Akiko".split(),
        "Kim Park Choi Jung Kang Yoon Tanaka Watanabe Nakamura".split()),
    "pacific": (
        "Wiremu Tamati Hemi Rawiri Mikaere Sione Tevita Semisi Ioane Pita".split(),
        "Aroha Mere Hine Moana Losa Mele Salote Tui Ngaire".split(),
        "Ngata Parata Te_Rangi Horomona Tapsell Fonoti Faleolo Taufa Vaipulu Havili Leota Aumua "
        "Fifita Paewai".split()),
    "french": (
        "Jean-François Luc Pierre Marc-André Réjean Gaétan Sylvain".split(),
        "Geneviève Josée Nathalie Chantal Manon Isabelle Sylvie".split(),
        "Tremblay Gagnon Bouchard Côté Gauthier Pelletier Bélanger Lévesque Fortin Ouellet "
        "Lavoie".split()),
    "lusophone": (
        "João Tiago Rui Paulo".split(),
        "Fernanda Juliana Beatriz".split(),
        "Silva Oliveira Souza Pereira Costa Almeida".split()),
}

ORIGIN_WEIGHTS = {
    "UK": [("english", 30), ("scottish", 6), ("welsh", 5), ("irish", 5), ("indian", 10),
           ("pakistani", 10), ("caribbean", 7), ("westafrican", 6), ("easteuro", 5), ("chinese", 4),
           ("somali", 3), ("mediterranean", 3), ("srilankan", 2), ("filipino", 2)],
    "US": [("english", 25), ("hispanic", 20), ("caribbean", 15), ("chinese", 5), ("vietnamese", 4),
           ("eastasian", 4), ("indian", 5), ("filipino", 5), ("mediterranean", 5), ("easteuro", 4),
           ("irish", 4), ("levantine", 2), ("westafrican", 2)],
    "Canada": [("english", 25), ("french", 15), ("chinese", 10), ("indian", 10), ("filipino", 6),
               ("mediterranean", 5), ("easteuro", 6), ("caribbean", 4), ("vietnamese", 3),
               ("eastasian", 3), ("levantine", 3), ("pakistani", 4), ("scottish", 3), ("irish", 3)],
    "Australia": [("english", 30), ("mediterranean", 8), ("vietnamese", 8), ("chinese", 8),
                  ("levantine", 6), ("indian", 8), ("filipino", 5), ("irish", 6), ("scottish", 4),
                  ("srilankan", 4), ("pacific", 3), ("eastasian", 2)],
    "New Zealand": [("english", 28), ("pacific", 20), ("chinese", 8), ("indian", 8), ("filipino", 5),
                    ("scottish", 8), ("irish", 5), ("eastasian", 3), ("srilankan", 2)],
    "Ireland": [("irish", 55), ("english", 6), ("easteuro", 10), ("westafrican", 6), ("indian", 6),
                ("filipino", 4), ("lusophone", 4), ("chinese", 3), ("pakistani", 3), ("levantine", 1)],
}

COUNTRY_WEIGHTS = [("UK", 28), ("US", 20), ("Canada", 12), ("Australia", 15),
                   ("New Zealand", 11), ("Ireland", 14)]

# UK: (town, county or None, postcode area)
UK_TOWNS = [
    ("Leeds", "West Yorkshire", "LS"), ("Bradford", "West Yorkshire", "BD"), ("Sheffield", "South Yorkshire", "S"),
    ("Wakefield", "West Yorkshire", "WF"), ("Halifax", "West Yorkshire", "HX"), ("Harrogate", "North Yorkshire", "HG"),
    ("York", None, "YO"), ("Doncaster", "South Yorkshire", "DN"), ("Stockport", "Cheshire", "SK"),
    ("Bolton", "Lancashire", "BL"), ("Sunderland", "Tyne and Wear", "SR"), ("Durham", None, "DH"),
    ("Bristol", None, "BS"), ("Bath", "Somerset", "BA"), ("Cardiff", None, "CF"), ("Swansea", None, "SA"),
    ("Glasgow", None, "G"), ("Edinburgh", None, "EH"), ("Dundee", None, "DD"), ("Coventry", "West Midlands", "CV"),
    ("Leicester", "Leicestershire", "LE"), ("Nottingham", "Nottinghamshire", "NG"), ("Norwich", "Norfolk", "NR"),
    ("Exeter", "Devon", "EX"), ("Plymouth", "Devon", "PL"), ("Belfast", None, "BT"),
    ("Preston", "Lancashire", "PR"), ("Lancaster", "Lancashire", "LA"), ("Luton", "Bedfordshire", "LU"),
    ("Keighley", "West Yorkshire", "BD"), ("Otley", "West Yorkshire", "LS"), ("Pontefract", "West Yorkshire", "WF"),
]
# US: (city, state, abbreviation, zip prefix)
US_CITIES = [
    ("Columbus", "Ohio", "OH", "432"), ("Dayton", "Ohio", "OH", "454"), ("Toledo", "Ohio", "OH", "436"),
    ("Akron", "Ohio", "OH", "443"), ("Pittsburgh", "Pennsylvania", "PA", "152"), ("Allentown", "Pennsylvania", "PA", "181"),
    ("Detroit", "Michigan", "MI", "482"), ("Grand Rapids", "Michigan", "MI", "495"), ("Flint", "Michigan", "MI", "485"),
    ("Houston", "Texas", "TX", "770"), ("San Antonio", "Texas", "TX", "782"), ("El Paso", "Texas", "TX", "799"),
    ("Phoenix", "Arizona", "AZ", "850"), ("Tucson", "Arizona", "AZ", "857"), ("Atlanta", "Georgia", "GA", "303"),
    ("Macon", "Georgia", "GA", "312"), ("Memphis", "Tennessee", "TN", "381"), ("Knoxville", "Tennessee", "TN", "379"),
    ("Jackson", "Mississippi", "MS", "392"), ("Mobile", "Alabama", "AL", "366"), ("Charlotte", "North Carolina", "NC", "282"),
    ("Durham", "North Carolina", "NC", "277"), ("Baltimore", "Maryland", "MD", "212"), ("Richmond", "Virginia", "VA", "232"),
    ("Fresno", "California", "CA", "937"), ("Sacramento", "California", "CA", "958"), ("Chicago", "Illinois", "IL", "606"),
    ("Peoria", "Illinois", "IL", "616"), ("Milwaukee", "Wisconsin", "WI", "532"), ("Louisville", "Kentucky", "KY", "402"),
    ("Albuquerque", "New Mexico", "NM", "871"), ("Newark", "New Jersey", "NJ", "071"), ("Worcester", "Massachusetts", "MA", "016"),
    ("Hartford", "Connecticut", "CT", "061"), ("Buffalo", "New York", "NY", "142"), ("Rochester", "New York", "NY", "146"),
]
# Canada: (city, province, abbreviation, postal first letter)
CA_CITIES = [
    ("Toronto", "Ontario", "ON", "M"), ("Ottawa", "Ontario", "ON", "K"), ("Hamilton", "Ontario", "ON", "L"),
    ("London", "Ontario", "ON", "N"), ("Sudbury", "Ontario", "ON", "P"), ("Mississauga", "Ontario", "ON", "L"),
    ("Brampton", "Ontario", "ON", "L"), ("Montréal", "Quebec", "QC", "H"), ("Gatineau", "Quebec", "QC", "J"),
    ("Winnipeg", "Manitoba", "MB", "R"), ("Regina", "Saskatchewan", "SK", "S"), ("Saskatoon", "Saskatchewan", "SK", "S"),
    ("Calgary", "Alberta", "AB", "T"), ("Edmonton", "Alberta", "AB", "T"), ("Red Deer", "Alberta", "AB", "T"),
    ("Surrey", "British Columbia", "BC", "V"), ("Kelowna", "British Columbia", "BC", "V"), ("Nanaimo", "British Columbia", "BC", "V"),
    ("Halifax", "Nova Scotia", "NS", "B"), ("Moncton", "New Brunswick", "NB", "E"), ("St. John's", "Newfoundland and Labrador", "NL", "A"),
    ("Charlottetown", "Prince Edward Island", "PE", "C"),
]
# Australia: (suburb/town, state, abbreviation, postcode)
AU_TOWNS = [
    ("Parramatta", "New South Wales", "NSW", "2150"), ("Blacktown", "New South Wales", "NSW", "2148"),
    ("Wollongong", "New South Wales", "NSW", "2500"), ("Dubbo", "New South Wales", "NSW", "2830"),
    ("Campbelltown", "New South Wales", "NSW", "2560"), ("Geelong", "Victoria", "VIC", "3220"),
    ("Ballarat", "Victoria", "VIC", "3350"), ("Bendigo", "Victoria", "VIC", "3550"), ("Frankston", "Victoria", "VIC", "3199"),
    ("Sunshine", "Victoria", "VIC", "3020"), ("Toowoomba", "Queensland", "QLD", "4350"), ("Townsville", "Queensland", "QLD", "4810"),
    ("Cairns", "Queensland", "QLD", "4870"), ("Ipswich", "Queensland", "QLD", "4305"), ("Elizabeth", "South Australia", "SA", "5112"),
    ("Mount Gambier", "South Australia", "SA", "5290"), ("Bunbury", "Western Australia", "WA", "6230"),
    ("Joondalup", "Western Australia", "WA", "6027"), ("Launceston", "Tasmania", "TAS", "7250"),
    ("Hobart", "Tasmania", "TAS", "7000"), ("Darwin", "Northern Territory", "NT", "0800"),
    ("Alice Springs", "Northern Territory", "NT", "0870"), ("Belconnen", "Australian Capital Territory", "ACT", "2617"),
]
# New Zealand: (town, region, postcode)
NZ_TOWNS = [
    ("Manukau", "Auckland", "2104"), ("Papatoetoe", "Auckland", "2025"), ("Hamilton", "Waikato", "3204"),
    ("Tauranga", "Bay of Plenty", "3110"), ("Rotorua", "Bay of Plenty", "3010"), ("Napier", "Hawke's Bay", "4110"),
    ("Hastings", "Hawke's Bay", "4122"), ("Palmerston North", "Manawatū-Whanganui", "4410"),
    ("Whanganui", "Manawatū-Whanganui", "4500"), ("Porirua", "Wellington", "5022"), ("Lower Hutt", "Wellington", "5010"),
    ("Nelson", "Nelson", "7010"), ("Christchurch", "Canterbury", "8011"), ("Timaru", "Canterbury", "7910"),
    ("Dunedin", "Otago", "9016"), ("Invercargill", "Southland", "9810"), ("Whangārei", "Northland", "0110"),
    ("Gisborne", "Gisborne", "4010"), ("Kaitaia", "Northland", "0410"),
]
# Ireland: (town, county, eircode routing key)
IE_TOWNS = [
    ("Tallaght", "Dublin", "D24"), ("Swords", "Dublin", "K67"), ("Finglas", "Dublin", "D11"), ("Cork", "Cork", "T12"),
    ("Mallow", "Cork", "P51"), ("Limerick", "Limerick", "V94"), ("Galway", "Galway", "H91"), ("Tuam", "Galway", "H54"),
    ("Waterford", "Waterford", "X91"), ("Sligo", "Sligo", "F91"), ("Drogheda", "Louth", "A92"), ("Dundalk", "Louth", "A91"),
    ("Athlone", "Westmeath", "N37"), ("Mullingar", "Westmeath", "N91"), ("Tralee", "Kerry", "V92"),
    ("Kilkenny", "Kilkenny", "R95"), ("Letterkenny", "Donegal", "F92"), ("Navan", "Meath", "C15"), ("Ennis", "Clare", "V95"),
    ("Castlebar", "Mayo", "F23"), ("Portlaoise", "Laois", "R32"), ("Clonmel", "Tipperary", "E91"),
]

STREET_WORDS = (
    "Rowan Beech Chapel Mill Station Church Victoria Albert Park Highfield Moorland Grange Manor Orchard "
    "Meadow Willow Cedar Hawthorn Sycamore Laburnum Heather Bracken Linden Clifton Salisbury Stanley "
    "Granville Alma Wellington Cavendish Greenbank Fernhill Brook River Lake Harbour Ridge Valley Pine "
    "Maple Oak Elm Birch Spruce Magnolia Poplar Larch Hazel Primrose Bluebell Foxglove Kingfisher Heron "
    "Swallow Lark Juniper Aspen Chestnut Holly Ivy Thistle Marlow Ashgrove Belmont Carrick Dunmore Fairview "
    "Glenview Hillcrest Kinross Lindisfarne Montrose Oakdene Ravenscroft Summerhill Westbourne").split()
NATIVE_STREET_WORDS = {
    "Australia": "Wattle Banksia Jacaranda Waratah Bottlebrush Boronia Coolabah Kurrajong Grevillea".split(),
    "New Zealand": "Kauri Totara Rimu Kowhai Pohutukawa Matai Manuka Tui Karaka".split(),
    "Ireland": "Ardee Knockmore Glenard Cnoc Ballinteer Rathmore Kilbride Dromore".split(),
    "Canada": "Tamarack Birchmount Lakeshore Muskoka Aspenwood Spruceview".split(),
    "US": "Magnolia Cottonwood Sycamore Dogwood Live Oak Peachtree Mesquite Palmetto".split(),
    "UK": "Moorside Fellgate Dalesway Beckside Ingleby Cragg".split(),
}
STREET_SUFFIX = {
    "UK": "Road Street Lane Close Crescent Avenue Drive Grove Terrace Gardens Way Court View Mews Rise".split(),
    "US": "Street St Avenue Ave Road Rd Drive Dr Lane Ln Boulevard Blvd Court Ct Way Place Terrace".split(),
    "Canada": "Street St Avenue Ave Road Rd Drive Crescent Cres Boulevard Blvd Trail Way Court".split(),
    "Australia": "Street St Road Rd Avenue Ave Parade Crescent Cres Close Place Way Court Drive".split(),
    "New Zealand": "Street Road Avenue Crescent Place Terrace Drive Grove Rise".split(),
    "Ireland": "Road Street Avenue Park Drive Grove Close Lawns Heights Court Crescent".split(),
}

HOSP_STEMS = (
    "Marrowgate Hollinbeck Brackenfield Ravensmoor Fellside Kestrelvale Calderbrook Thornleigh Oakhurst "
    "Willowmere Greystone Larkhill Harrowdene Elmstead Foxley Redmire Stonebridge Ashbourne Cowlings "
    "Hebblethwaite Pennock Saltergate Birchwood Cragside Lowfield Dunmarsh Kirkhaven Westerholme Tarnside "
    "Amberley Coldwell Ridgemont Fairhaven Glenmorrow Aldercombe Merriwell").split()
HOSP_STEMS_REGIONAL = {
    "US": "Riverbend|Cedar Plains|Lakecrest|Harlow|Three Forks|Mercy Hollow|Prairie Oaks|Bluestem|Copperfield|Sandstone|Pinecrest".split("|"),
    "Canada": "Maplebrook|Lakeshore|Prairie Crest|Fraserview|Tamarack|Birchmount|Northshore|Rideauvale".split("|"),
    "Australia": "Wattlebrook|Ironbark|Jacaranda Park|Banksia Vale|Coolabah|Riverina Vale|Kurrajong|Southbank Heights".split("|"),
    "New Zealand": "Kōwhai|Tōtara Valley|Harbourlight|Pohutukawa|Rimu Park|Matai Bay|Kaurimoana".split("|"),
    "Ireland": "Ballinmore Suirvale Knockane Glenasmole Slievemore Carrigdubh Lisnagree Drumkeel".split(),
    "UK": "Marrowgate Hollinbeck Brackenfield Ravensmoor Fellside Calderbrook Westerholme Saltergate".split(),
}
HOSP_SUFFIX = {
    "UK": ["Royal Infirmary", "General Hospital", "University Hospital", "District General Hospital", "Royal Hospital"],
    "US": ["Medical Center", "Regional Medical Center", "University Hospital", "Memorial Hospital", "Community Hospital"],
    "Canada": ["Health Sciences Centre", "Regional Health Centre", "General Hospital", "University Hospital"],
    "Australia": ["Base Hospital", "Hospital", "District Hospital", "University Hospital", "Health Service"],
    "New Zealand": ["Hospital", "Regional Hospital", "Base Hospital"],
    "Ireland": ["University Hospital", "Regional Hospital", "General Hospital"],
}
SAINTS = "Aldwyn Brigid Fionnuala Benedicta Odile Columba Ita Cuthbert Winifred Kessog Morwenna Finian".split()
PRACTICE_SUFFIX = {
    "UK": ["Surgery", "Medical Practice", "Health Centre", "Medical Group"],
    "US": ["Family Medicine", "Primary Care", "Internal Medicine Associates", "Community Health Center"],
    "Canada": ["Family Health Team", "Medical Clinic", "Community Health Centre"],
    "Australia": ["Medical Centre", "Family Practice", "General Practice", "Aboriginal Medical Service"],
    "New Zealand": ["Medical Centre", "Health Centre", "Family Doctors"],
    "Ireland": ["Medical Centre", "Family Practice", "Health Centre"],
}
WARD_WORDS = "Larch Aspen Rowan Hawthorn Juniper Heather Kingfisher Osprey Curlew Puffin Bluebell Willow".split()

ORG_PATTERNS = [
    "{s} Freight Ltd", "{s} Logistics", "{s} Foods", "{s} Builders", "{s} Engineering", "{s} Bakery",
    "{s} Motors", "{s} Textiles", "{s} Print Works", "{s} Bus Company", "{s} Primary School", "{s} High School",
    "{s} Garden Centre", "{s} Dairy Co-op", "{s} Steelworks", "{s} Cleaning Services", "{s} Packaging",
]
CHURCH_PATTERNS = ["St {saint}'s Parish", "{s} Baptist Church", "{s} Gurdwara", "{s} Islamic Centre",
                   "{s} Methodist Church", "{s} Gospel Hall", "{s} Buddhist Temple", "{s} Kingdom Hall"]
SUPPORT_PATTERNS = ["{s} Kidney Patients' Association", "{s} Community Transport", "{s} Carers' Network",
                    "{s} Kidney Support Group", "{s} Volunteer Drivers"]
HOMECARE_COS = ["Renova Home Therapies", "Clearwater Homecare", "Vitalink Home Delivery", "Meridian Homecare Services",
                "Nephrocare Direct Logistics", "Halcyon Healthcare Deliveries"]
INSURERS = {
    "US": ["Great Plains Mutual", "Keystone Health Alliance", "Bluewater Health Plan", "Pioneer Care Insurance",
           "Summit Mutual Health"],
    "Australia": ["Pacifica Health Fund", "Southern Waratah Health", "Coastline Members Health"],
    "Ireland": ["Laurel Health Insurance", "Shannonside Health", "Emerald Life Health"],
    "Canada": ["Northstar Benefits", "Maple Shield Group Insurance"],
    "New Zealand": ["Kiwicare Health Insurance", "Harbour Health Cover"],
    "UK": ["Albion Private Health", "Thamesbridge Health Cover"],
}

PROFESSIONS = [
    "bus driver", "school cook", "taxi driver", "electrician", "nurse", "accountant", "farmer", "plumber",
    "warehouse operative", "care assistant", "primary school teacher", "lecturer", "chef", "cleaner",
    "security guard", "shop assistant", "civil servant", "postman", "mechanic", "forklift driver", "hairdresser",
    "dairy farmer", "sheep farmer", "coal miner", "bricklayer", "software developer", "lorry driver", "truck driver",
    "machinist", "seamstress", "bookkeeper", "pharmacist", "welder", "carpenter", "librarian", "bank clerk",
    "social worker", "police officer", "firefighter", "factory worker", "kitchen porter", "janitor", "mail carrier",
    "home health aide", "real estate agent", "painter and decorator", "dental nurse", "train conductor",
    "shearer", "fisherman", "crane operator", "sales representative", "pastor", "barber", "roofer", "midwife",
    "payroll administrator", "tiler", "panel beater", "orchard worker", "cabinet maker", "dry cleaner",
]

COUNTRIES_ABROAD = [
    "Jamaica", "India", "Pakistan", "Bangladesh", "Nigeria", "Ghana", "Poland", "Portugal", "Spain", "Greece",
    "Italy", "Lebanon", "Vietnam", "the Philippines", "Samoa", "Tonga", "Sri Lanka", "Somalia", "Mexico",
    "Canada", "Australia", "New Zealand", "Ireland", "Scotland", "South Africa", "Malta", "Cyprus", "Brazil",
    "Lithuania", "Ukraine", "Fiji", "Kenya", "Trinidad", "China", "Hong Kong", "Malaysia", "Germany", "France",
]

RELATIONS_F = ["wife", "daughter", "sister", "mother", "niece", "partner", "granddaughter", "daughter-in-law"]
RELATIONS_M = ["husband", "son", "brother", "father", "nephew", "partner", "grandson", "son-in-law"]
FRIENDS = ["neighbour", "friend", "carer", "lodger"]

CAUSES = [
    "diabetic kidney disease", "hypertensive nephrosclerosis", "IgA nephropathy", "ADPKD",
    "chronic pyelonephritis / reflux nephropathy", "renovascular disease", "FSGS", "membranous nephropathy",
    "unknown aetiology (small kidneys)", "obstructive uropathy", "lithium nephrotoxicity",
    "Alport syndrome", "ANCA vasculitis (in remission)", "myeloma cast nephropathy (in remission)",
]
COMORBIDS = [
    "Type 2 diabetes mellitus (HbA1c 58)", "Hypertension", "Ischaemic heart disease, PCI to LAD",
    "Atrial fibrillation on apixaban", "Heart failure with reduced EF (EF 35%)", "Peripheral vascular disease",
    "Gout", "COPD", "Osteoarthritis knees", "Previous TIA", "Hypothyroidism", "Depression",
    "Obstructive sleep apnoea on CPAP", "Parkinson's disease", "Benign prostatic hyperplasia",
    "Diabetic retinopathy", "Peripheral neuropathy", "Hyperparathyroidism secondary to CKD",
    "Anaemia of CKD", "Metabolic acidosis", "Left below-knee amputation", "Raynaud's phenomenon",
    "Addison's disease on hydrocortisone", "Osteoporosis", "Cushing's syndrome (treated)", "Hepatitis B (immune)",
]
MEDS = [
    "Amlodipine 10 mg OD", "Ramipril 5 mg OD", "Losartan 50 mg OD", "Bisoprolol 2.5 mg OD", "Doxazosin 4 mg BD",
    "Furosemide 80 mg OM", "Bumetanide 2 mg BD", "Dapagliflozin 10 mg OD", "Empagliflozin 10 mg OD",
    "Atorvastatin 20 mg ON", "Sodium bicarbonate 1 g TDS", "Calcichew D3 Forte 1 BD", "Alfacalcidol 0.25 mcg OD",
    "Calcitriol 0.25 mcg OD", "Sevelamer carbonate 800 mg TDS with meals", "Lanthanum 750 mg TDS",
    "Calcium acetate (Phosex) 1 g TDS", "Patiromer (Veltassa) 8.4 g OD", "Sodium zirconium cyclosilicate (Lokelma) 5 g OD",
    "Allopurinol 100 mg OD", "Febuxostat 80 mg OD", "Linagliptin 5 mg OD", "Insulin glargine 18 units ON",
    "Gliclazide 40 mg BD", "Apixaban 2.5 mg BD", "Clopidogrel 75 mg OD", "Aspirin 75 mg OD", "Omeprazole 20 mg OD",
    "Finerenone 10 mg OD", "Levothyroxine 75 mcg OD", "Paracetamol 1 g QDS PRN", "Sertraline 50 mg OD",
    "Ferrous fumarate 210 mg BD", "Colecalciferol 20,000 units weekly", "Tamsulosin 400 mcg OD",
]
ESAS = ["Darbepoetin alfa (Aranesp) {d} micrograms every 2 weeks", "Epoetin beta (NeoRecormon) {e} units weekly",
        "Methoxy polyethylene glycol-epoetin beta (Mircera) {m} micrograms monthly",
        "Epoetin alfa (Eprex) {e} units twice weekly", "Epoetin zeta (Retacrit) {e} units weekly"]
IVIRON = ["Ferric carboxymaltose (Ferinject) 1000 mg", "Iron sucrose (Venofer) 200 mg", "Ferric derisomaltose (Monofer) 20 mg/kg",
          "Ferumoxytol (Feraheme) 510 mg"]
EPONYM_NEG = [
    "no Kussmaul breathing", "no asterixis", "Tenckhoff catheter discussed", "Brescia-Cimino fistula preferred",
    "Allen's test normal", "no Cushingoid features", "Bence Jones protein negative", "Cockcroft-Gault CrCl used for dosing",
    "Murphy's sign negative", "no Virchow's node", "Korotkoff phase V used", "Homans' sign not tested",
    "Trendelenburg gait noted", "Dupuytren's contracture L hand", "Heberden's nodes both hands",
]
DEVICE_MODELS = ["Omron M6 Comfort", "A&D UA-651", "Withings BPM Connect", "Seca 803 scales", "Accu-Chek Guide",
                 "FreeStyle Libre 2", "Dexcom G7", "Baxter HomeChoice Claria", "Fresenius sleep-safe harmony",
                 "Medtronic Azure", "Boston Scientific Accolade", "Abbott Assurity"]

EMPLOYER_BY_JOB = [
    (("teacher", "lecturer", "librarian", "school cook", "janitor"), ["{s} Primary School", "{s} High School", "{s} College", "{s} Academy"]),
    (("driver", "conductor", "mail carrier", "postman", "forklift", "warehouse"), ["{s} Freight Ltd", "{s} Logistics", "{s} Bus Company", "{s} Couriers", "{s} Distribution"]),
    (("nurse", "care assistant", "home health aide", "midwife", "dental nurse", "pharmacist", "social worker"), ["{s} Care Group", "{s} Home Care Services", "{s} Health Partners", "{s} Lodge Care Home"]),
    (("chef", "kitchen porter", "cleaner", "shop assistant", "barber", "hairdresser", "dry cleaner"), ["{s} Foods", "{s} Catering", "{s} Cleaning Services", "{s} Retail Ltd", "{s} Hotel"]),
    (("electrician", "plumber", "bricklayer", "carpenter", "roofer", "tiler", "painter", "welder", "crane", "cabinet", "mechanic", "panel beater"), ["{s} Builders", "{s} Engineering", "{s} Construction", "{s} Motors", "{s} Fabrication Ltd"]),
    (("farmer", "shearer", "orchard", "fisherman"), ["{s} Dairy Co-op", "{s} Orchards", "{s} Fisheries", "{s} Farms Ltd"]),
]
LANGUAGES = {"english": ["English"], "scottish": ["English"], "welsh": ["English", "Welsh"], "irish": ["English", "Irish"],
             "indian": ["English", "Punjabi", "Gujarati", "Hindi", "Tamil"], "pakistani": ["Urdu", "English", "Bengali", "Sylheti"],
             "srilankan": ["Sinhala", "Tamil", "English"], "chinese": ["Cantonese", "Mandarin", "English"],
             "vietnamese": ["Vietnamese", "English"], "filipino": ["Tagalog", "English"], "westafrican": ["English", "Yoruba", "Twi", "Igbo"],
             "somali": ["Somali", "English"], "caribbean": ["English"], "easteuro": ["Polish", "Ukrainian", "Lithuanian", "English"],
             "mediterranean": ["Italian", "Greek", "Maltese", "English"], "levantine": ["Arabic", "English"],
             "hispanic": ["Spanish", "English"], "eastasian": ["Korean", "Japanese", "English"],
             "pacific": ["English", "Te Reo Māori", "Samoan", "Tongan"], "french": ["French", "English"], "lusophone": ["Portuguese", "English"]}
NICK_ORIGINS = ("english", "scottish", "welsh", "irish", "caribbean")
