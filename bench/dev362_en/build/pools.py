"""Invented pools for dev362_en: names, places, hospitals, organisations.

Every hospital, practice, programme, ward and organisation below is invented.
Given names and surnames are combined at random; no pool entry is a real person.
Towns, counties, states and provinces are real places (not PHI on their own, but
annotated wherever they are used as part of a person's or site's location).
"""


def _s(text):
    return text.split('|')


# origin -> (male given names, female given names, surnames)
ORIGINS = {
    'anglo': (
        _s('John|David|Michael|Peter|Robert|Alan|Brian|Keith|Graham|Stephen|Trevor|Colin|Derek|Malcolm|Raymond|'
           'Geoffrey|Kenneth|Roger|Barry|Clive|Nigel|Terence|Dennis|Leslie|Gordon|Stuart|Philip|Martin|Howard|'
           'Neville|Roy|Bernard|Lionel|Cyril|Mervyn|Kevin|Gary|Wayne|Norman|Victor'),
        _s('Margaret|Susan|Patricia|Linda|Janet|Carol|Christine|Elaine|Pauline|Sandra|Maureen|Brenda|Gillian|'
           'Valerie|Jean|Sheila|Beryl|Doreen|Lorraine|Denise|Wendy|Hazel|Jacqueline|Rita|Yvonne'),
        _s('Hartley|Pemberton|Ashworth|Whitfield|Cartwright|Thornton|Fairbairn|Hebden|Blackwood|Lockwood|'
           'Marsden|Pickering|Rowntree|Sutcliffe|Tindall|Waddington|Yardley|Bramhall|Coulthard|Dunmore|'
           'Everson|Featherstone|Greenhalgh|Haworth|Illingworth|Kershaw|Lumb|Mellor|Nuttall|Oldroyd|Pollitt|'
           'Ramsden|Stansfield|Tattersall|Uttley|Wrigley|Pennock|Garside|Holroyd|Ackroyd|Birtwistle|Cowgill|'
           'Entwistle|Hirst|Jowett|Lister|Mossop|Priestley|Scatcherd|Tunnicliffe|Varley|Womersley')),
    'celtic': (
        _s('Angus|Hamish|Fergus|Seamus|Padraig|Declan|Eamon|Liam|Ciaran|Donal|Cormac|Niall|Brendan|Finbar|'
           'Alasdair|Murdo|Ruaridh|Tadhg|Rhys|Gareth|Dafydd|Emrys|Gwilym|Huw|Iwan|Aled'),
        _s('Siobhan|Aoife|Niamh|Sinead|Mairead|Brid|Orla|Roisin|Catriona|Morag|Isla|Eilidh|Catrin|Eluned|Sian|'
           'Nerys|Bethan|Rhiannon'),
        _s("O'Donoghue|Fitzgerald|Brennan|Keane|Madigan|Lynch|Coughlan|Doherty|McGuinness|Ó Briain|Mac Suibhne|"
           "Naughton|Lenihan|Tierney|Geraghty|Moriarty|McAllister|Drummond|Gillespie|MacLeod|Baird|Strachan|"
           "Munro|Kerr|Lennox|Urquhart|Mackintosh|Sinclair|Pritchard|Llewellyn|Bowen|Powell|Prosser|Vaughan|"
           "Gwynne|Pugh|ap Rhys|Cadwaladr")),
    'southasian': (
        _s('Rajesh|Suresh|Harjit|Gurdev|Mohinder|Pritam|Anil|Dinesh|Mohammed|Abdul|Tariq|Imran|Kamal|Ravi|'
           'Venkatesh|Sanjay|Jaswinder|Balvinder|Arif|Shahid|Nirmal|Prakash|Ramesh|Sukhdev'),
        _s('Priya|Sunita|Harpreet|Kamaljit|Fatima|Ayesha|Nasreen|Shabana|Lakshmi|Meena|Parveen|Rukhsana|Gurmeet|'
           'Anjali|Savitri'),
        _s('Sandhu|Gill|Dhillon|Chaudhry|Patel|Mistry|Parekh|Raman|Subramaniam|Krishnan|Rahman|Hossain|Iqbal|'
           'Qureshi|Bhatt|Nair|Menon|Sidhu|Bains|Mahmood|Anwar|Joshi|Lad|Solanki|Ratnam|Pillai')),
    'eastasian': (
        _s('Wei|Jian|Ming|Hao|Chun|Tuan|Minh|Quang|Rodrigo|Ernesto|Danilo|Jun|Min-ho|Sung-jin|Hiroshi|Kenji|'
           'Takeshi|Kwok-wai|Bao|Thanh'),
        _s('Mei|Ling|Xiu|Thi Lan|Ngoc|Maricel|Rosario|Ji-yeon|Yuki|Hoa|Lai-ying|Imelda|Mi-sook'),
        _s('Wong|Chan|Liu|Zhang|Huang|Lau|Cheung|Tan|Lim|Nguyen|Tran|Pham|Le|Vo|Santos|Reyes|Dela Cruz|'
           'Bautista|Macaraeg|Kim|Park|Choi|Tanaka|Sato|Nakamura|Ho|Yeung|Quach')),
    'european': (
        _s('Giorgos|Nikos|Spiros|Costas|Giuseppe|Salvatore|Antonio|Luigi|Franco|Tadeusz|Zbigniew|Krzysztof|'
           'Bogdan|Mykola|Taras|Klaus|Dieter|Willem|Hendrik|Pieter|Jean-Guy|Rejean|Gilles|Marcel|Normand|'
           'Avraham|Mordechai|Shlomo|Yosef|Jose|Luis|Miguel|Raul|Joao'),
        _s('Eleni|Maria|Giulia|Agnieszka|Halina|Olena|Ingrid|Femke|Josee|Manon|Miriam|Rivka|Carmen|Lucia|'
           'Despina|Teresa|Danuta|Greta'),
        _s('Papadopoulos|Kouris|Economou|Georgiou|Esposito|Romano|Bianchi|Ferraro|Colombo|Kowalczyk|'
           'Wisniewski|Nowak|Zielinski|Wojcik|Shevchuk|Bondarenko|Kovalenko|Becker|Hoffmann|van der Berg|'
           'de Vries|Jansen|Visser|Tremblay|Gagnon|Bouchard|Levesque|Cote|Pelletier|Goldberg|Rosenthal|'
           'Katz|Levy|Friedman|Ramirez|Delgado|Castillo|Moreno|Herrera|Ferreira|Pereira')),
    'african': (
        _s('Oluwaseun|Adebayo|Chukwuemeka|Kwame|Kofi|Yaw|Desmond|Winston|Delroy|Clement|Abdi|Mahad|Emeka|'
           'Babatunde|Fitzroy|Lloyd|Everton|Godfrey'),
        _s('Ngozi|Folake|Abena|Akosua|Marcia|Hyacinth|Amina|Hodan|Adaeze|Yetunde|Claudette|Pearline'),
        _s('Okafor|Adeyemi|Okonkwo|Balogun|Eze|Nwosu|Mensah|Asante|Owusu|Boateng|Campbell|Gayle|Ellis|'
           'Farah|Warsame|Abdi|Hassan|Adjei|Oyelaran|McKenzie|Thompson-Reid|Grant')),
    'pacific': (
        _s('Wiremu|Hemi|Rawiri|Tama|Sione|Tevita|Falani|Iosefa|Tipene|Manaia|Pita|Ropata'),
        _s('Aroha|Mere|Ana|Losa|Moana|Hine|Salote|Mele|Ngaire|Huia'),
        _s('Ngata|Parata|Tipene|Te Whata|Horomona|Rangihuna|Tuilagi|Faleolo|Taufa|Vaipulu|Tauroa|'
           'Paewai|Fonoti|Leota|Havili')),
    'mideast': (
        _s('Khalil|Samir|Nabil|Mehmet|Ahmet|Dariush|Farhad|Youssef|Karim|Hassan|Omid|Tarek'),
        _s('Leila|Zeynep|Shirin|Nadia|Rania|Samira|Layla|Ayse'),
        _s('Haddad|Khoury|Nassar|Saleh|Yilmaz|Demir|Kaya|Tehrani|Rostami|Aziz|Mansour|Karimi|Sabbagh')),
}

# given names for clinicians and for younger relatives (mixed origins)
YOUNG_M = _s('Tom|James|Ben|Sam|Oliver|Daniel|Aditya|Arjun|Kiran|Yusuf|Omar|Hamza|Chen|Kai|Lachlan|Connor|'
             'Cian|Eoin|Mateo|Felix|Rory|Kwabena|Tunde|Tane|Nikhil|Callum|Jack|Harry|Ravi|Dominic|Marcus|'
             'Joel|Luca|Matthew|Ibrahim|Rafael|Andrew|Jonah|Fraser|Elliot')
YOUNG_F = _s('Chloe|Emma|Sophie|Rachel|Hannah|Olivia|Grace|Amelia|Priyanka|Aisha|Zara|Mei-Lin|Niamh|Ffion|'
             'Kirsty|Laura|Charlotte|Jasmine|Tamsin|Anika|Bronwyn|Kiri|Leah|Naomi|Isabel|Freya|Roisin|Esther|'
             'Yasmin|Lucy|Harriet|Adaeze|Keely|Georgia|Ines|Molly|Nadia|Shona|Tegan|Alice')

# weights of origins per country (for patients and relatives)
ORIGIN_W = {
    'UK': [('anglo', 45), ('celtic', 14), ('southasian', 14), ('african', 8), ('european', 8), ('eastasian', 5),
           ('mideast', 4), ('pacific', 1)],
    'IE': [('celtic', 55), ('anglo', 20), ('european', 10), ('african', 5), ('southasian', 5), ('eastasian', 5)],
    'AU': [('anglo', 40), ('celtic', 10), ('european', 16), ('eastasian', 14), ('southasian', 7), ('mideast', 7),
           ('pacific', 4), ('african', 2)],
    'NZ': [('anglo', 38), ('celtic', 10), ('pacific', 26), ('eastasian', 10), ('southasian', 8), ('european', 8)],
    'CA': [('anglo', 30), ('celtic', 10), ('european', 26), ('eastasian', 14), ('southasian', 12), ('african', 4),
           ('mideast', 4)],
    'US': [('anglo', 36), ('celtic', 8), ('european', 22), ('african', 14), ('eastasian', 8), ('southasian', 6),
           ('mideast', 6)],
}

COUNTRY_NAME = {'UK': 'United Kingdom', 'IE': 'Ireland', 'AU': 'Australia', 'NZ': 'New Zealand',
                'CA': 'Canada', 'US': 'United States'}

# foreign countries for birthplace / travel (annotated as COUNTRY)
WORLD = _s('Jamaica|India|Pakistan|Bangladesh|Poland|Italy|Greece|Cyprus|Portugal|Spain|Nigeria|Ghana|Kenya|'
           'Somalia|Hong Kong|Vietnam|the Philippines|South Korea|Japan|Samoa|Tonga|the Cook Islands|Lebanon|'
           'Turkey|Iran|the Netherlands|Germany|Ukraine|Malta|South Africa|Zimbabwe|Sri Lanka|Fiji|Chile|'
           'Mexico|Scotland|Wales|Northern Ireland|England|Croatia|Egypt|Trinidad|Barbados|Malaysia|Canada|'
           'Australia|New Zealand|the United States|Ireland|France|Thailand')
TRAVEL = _s('Spain|Portugal|Florida|Cyprus|Tenerife|Malta|Canada|Australia|New Zealand|Thailand|Greece|Italy|'
            'Ireland|France|Croatia|Fiji|Bali|Vietnam|the Philippines|India|Jamaica|Poland|Scotland')
# TRAVEL items that are not countries (annotated by their own type)
TRAVEL_TYPE = {'Florida': 'STATE', 'Tenerife': 'LOCATION_OTHER', 'Bali': 'LOCATION_OTHER'}

# towns: (town, county/region, postcode seed)
TOWNS = {
    'UK': [('Halifax', 'West Yorkshire', 'HX'), ('Harrogate', 'North Yorkshire', 'HG'), ('Barnsley', 'South Yorkshire', 'S'),
           ('Bolton', 'Greater Manchester', 'BL'), ('Wigan', 'Greater Manchester', 'WN'), ('Stockport', 'Cheshire', 'SK'),
           ('Lancaster', 'Lancashire', 'LA'), ('Carlisle', 'Cumbria', 'CA'), ('Durham', 'County Durham', 'DH'),
           ('Gateshead', 'Tyne and Wear', 'NE'), ('Lincoln', 'Lincolnshire', 'LN'), ('Grantham', 'Lincolnshire', 'NG'),
           ('Norwich', 'Norfolk', 'NR'), ('Ipswich', 'Suffolk', 'IP'), ('Colchester', 'Essex', 'CO'),
           ('Reading', 'Berkshire', 'RG'), ('Swindon', 'Wiltshire', 'SN'), ('Exeter', 'Devon', 'EX'),
           ('Truro', 'Cornwall', 'TR'), ('Taunton', 'Somerset', 'TA'), ('Worcester', 'Worcestershire', 'WR'),
           ('Shrewsbury', 'Shropshire', 'SY'), ('Derby', 'Derbyshire', 'DE'), ('Chesterfield', 'Derbyshire', 'S'),
           ('Leicester', 'Leicestershire', 'LE'), ('Northampton', 'Northamptonshire', 'NN'), ('Bedford', 'Bedfordshire', 'MK'),
           ('Maidstone', 'Kent', 'ME'), ('Canterbury', 'Kent', 'CT'), ('Hastings', 'East Sussex', 'TN'),
           ('Todmorden', 'West Yorkshire', 'OL'), ('Skipton', 'North Yorkshire', 'BD'), ('Dundee', 'Angus', 'DD'),
           ('Perth', 'Perth and Kinross', 'PH'), ('Kirkcaldy', 'Fife', 'KY'), ('Inverness', 'Highland', 'IV'),
           ('Paisley', 'Renfrewshire', 'PA'), ('Swansea', 'West Glamorgan', 'SA'), ('Wrexham', 'Clwyd', 'LL'),
           ('Bangor', 'Gwynedd', 'LL'), ('Newport', 'Gwent', 'NP'), ('Lisburn', 'County Antrim', 'BT'),
           ('Newry', 'County Down', 'BT'), ('Omagh', 'County Tyrone', 'BT')],
    'IE': [('Galway', 'Co. Galway', 'H91'), ('Ennis', 'Co. Clare', 'V95'), ('Tralee', 'Co. Kerry', 'V92'),
           ('Mallow', 'Co. Cork', 'P51'), ('Kilkenny', 'Co. Kilkenny', 'R95'), ('Sligo', 'Co. Sligo', 'F91'),
           ('Athlone', 'Co. Westmeath', 'N37'), ('Drogheda', 'Co. Louth', 'A92'), ('Navan', 'Co. Meath', 'C15'),
           ('Letterkenny', 'Co. Donegal', 'F92'), ('Castlebar', 'Co. Mayo', 'F23'), ('Tullamore', 'Co. Offaly', 'R35'),
           ('Clonmel', 'Co. Tipperary', 'E91'), ('Dungarvan', 'Co. Waterford', 'X35')],
    'AU': [('Ballarat', 'VIC', '3350'), ('Bendigo', 'VIC', '3550'), ('Geelong', 'VIC', '3220'), ('Wollongong', 'NSW', '2500'),
           ('Newcastle', 'NSW', '2300'), ('Dubbo', 'NSW', '2830'), ('Toowoomba', 'QLD', '4350'), ('Townsville', 'QLD', '4810'),
           ('Cairns', 'QLD', '4870'), ('Bunbury', 'WA', '6230'), ('Mandurah', 'WA', '6210'), ('Launceston', 'TAS', '7250'),
           ('Mount Gambier', 'SA', '5290'), ('Whyalla', 'SA', '5600'), ('Darwin', 'NT', '0800'), ('Queanbeyan', 'NSW', '2620'),
           ('Wagga Wagga', 'NSW', '2650'), ('Mildura', 'VIC', '3500')],
    'NZ': [('Hamilton', 'Waikato', '3204'), ('Tauranga', 'Bay of Plenty', '3110'), ('Palmerston North', 'Manawatū-Whanganui', '4410'),
           ('Nelson', 'Nelson Tasman', '7010'), ('Invercargill', 'Southland', '9810'), ('Timaru', 'Canterbury', '7910'),
           ('Whangārei', 'Northland', '0110'), ('Napier', "Hawke's Bay", '4110'), ('New Plymouth', 'Taranaki', '4310'),
           ('Dunedin', 'Otago', '9016'), ('Rotorua', 'Bay of Plenty', '3010'), ('Gisborne', 'Tairāwhiti', '4010'),
           ('Masterton', 'Wairarapa', '5810'), ('Ashburton', 'Canterbury', '7700')],
    'CA': [('Kingston', 'ON', 'K7L'), ('Sudbury', 'ON', 'P3A'), ('Thunder Bay', 'ON', 'P7B'), ('Kamloops', 'BC', 'V2C'),
           ('Nanaimo', 'BC', 'V9R'), ('Red Deer', 'AB', 'T4N'), ('Lethbridge', 'AB', 'T1J'), ('Saskatoon', 'SK', 'S7K'),
           ('Brandon', 'MB', 'R7A'), ('Moncton', 'NB', 'E1C'), ('Sherbrooke', 'QC', 'J1H'), ('Halifax', 'NS', 'B3H'),
           ('Charlottetown', 'PE', 'C1A'), ("St. John's", 'NL', 'A1C'), ('Peterborough', 'ON', 'K9H'), ('Barrie', 'ON', 'L4M')],
    'US': [('Dayton', 'OH', '454'), ('Toledo', 'OH', '436'), ('Spokane', 'WA', '992'), ('Boise', 'ID', '837'),
           ('Des Moines', 'IA', '503'), ('Omaha', 'NE', '681'), ('Wichita', 'KS', '672'), ('Knoxville', 'TN', '379'),
           ('Chattanooga', 'TN', '374'), ('Albany', 'NY', '122'), ('Syracuse', 'NY', '132'), ('Lancaster', 'PA', '176'),
           ('Erie', 'PA', '165'), ('Fresno', 'CA', '937'), ('Tucson', 'AZ', '857'), ('Asheville', 'NC', '288'),
           ('Savannah', 'GA', '314'), ('Duluth', 'MN', '558'), ('Madison', 'WI', '537'), ('Lexington', 'KY', '405')],
}

STATE_LONG = {'VIC': 'Victoria', 'NSW': 'New South Wales', 'QLD': 'Queensland', 'WA': 'Western Australia',
              'TAS': 'Tasmania', 'SA': 'South Australia', 'NT': 'Northern Territory',
              'ON': 'Ontario', 'BC': 'British Columbia', 'AB': 'Alberta', 'SK': 'Saskatchewan', 'MB': 'Manitoba',
              'NB': 'New Brunswick', 'QC': 'Quebec', 'NS': 'Nova Scotia', 'PE': 'Prince Edward Island',
              'NL': 'Newfoundland and Labrador', 'OH': 'Ohio', 'ID': 'Idaho', 'IA': 'Iowa',
              'NE': 'Nebraska', 'KS': 'Kansas', 'TN': 'Tennessee', 'NY': 'New York', 'PA': 'Pennsylvania',
              'CA': 'California', 'AZ': 'Arizona', 'NC': 'North Carolina', 'GA': 'Georgia', 'MN': 'Minnesota',
              'WI': 'Wisconsin', 'KY': 'Kentucky'}

STREET_BASE = _s('Alma|Beech|Mill|Station|Church|Victoria|Albion|Bridge|Orchard|Sycamore|Heather|Meadow|Lark|Fern|'
                 'Priory|Cooper|Harbour|Maple|Birch|Cedar|Hillcrest|Ridgeway|Fairview|Oakdale|Brookside|Ashgrove|'
                 'Prospect|Chapel|Hawthorn|Willowbank')
STREET_LOCAL = {
    'UK': _s('Tanner|Ropewalk|Foundry|Moorside|Whinmoor|Larch|Quarry|Kiln|Weaver|Wharf|Granary|Tannery|Burnside|'
             'Glebe|Cemetery|Coronation|Jubilee|Sandygate|Cobden|Peel'),
    'IE': _s('Abbey|Castle|Glenview|Ard Mhuire|Friary|Fair Green|Mart|Knock|Shannon|Convent'),
    'AU': _s('Banksia|Wattle|Jacaranda|Grevillea|Waratah|Bottlebrush|Coolabah|Boronia|Kurrajong|Ironbark|Bellbird'),
    'NZ': _s('Kowhai|Totara|Rimu|Pohutukawa|Kauri|Matai|Tui|Karaka|Manuka|Harakeke|Nikau'),
    'CA': _s('Tamarack|Spruce|Pinecrest|Lakeshore|Laurier|Juniper|Aspen|Elmwood|Champlain|Wolfe|Brock'),
    'US': _s('Tamarack|Spruce|Pinecrest|Lakeshore|Juniper|Aspen|Elmwood|Magnolia|Dogwood|Hickory|Sassafras'),
}
STREET_SUF = {
    'UK': _s('Road|Street|Lane|Avenue|Close|Crescent|Drive|Grove|Terrace|Way|Gardens|Mews|Row|Walk|Court'),
    'IE': _s('Road|Street|Lane|Avenue|Park|Crescent|Drive|Grove|Terrace|Heights|Court|Place'),
    'AU': _s('Street|Road|Avenue|Court|Crescent|Drive|Parade|Place|Close|Way|Terrace|Highway'),
    'NZ': _s('Street|Road|Avenue|Crescent|Drive|Place|Terrace|Way|Grove|Lane|Rise'),
    'CA': _s('Street|Avenue|Road|Drive|Crescent|Boulevard|Court|Lane|Way|Trail'),
    'US': _s('Street|Avenue|Road|Drive|Lane|Boulevard|Court|Way|Place|Terrace|Parkway'),
}
HOUSE_NAMES = _s('Rose Cottage|The Laurels|Hillside|Fern Bank|Ivy House|Brook Farm|The Old Forge|Windyridge|'
                 'Greystones|Orchard View|Tir na nOg|Dunroamin|Meadowcroft|Cill Mhuire')

# hospitals: (full name, short form or '')
HOSPITALS = {
    'UK': [('Calderbrook General Infirmary', 'CGI'), ('Ravensholme University Hospital', 'RUH'),
           ('Fenmarsh District Hospital', ''), ("Saint Odran's Hospital", "St Odran's"),
           ('Harrowdene Royal Infirmary', 'HRI'), ('Brackenfold General Hospital', ''),
           ('Wyvernmouth Royal Hospital', 'WRH'), ('Tamsworth Vale Hospital', ''),
           ('Greyfriars Moor Hospital', ''), ('Kestlebury Infirmary', ''), ('Northmarsh Community Hospital', ''),
           ('Carrick Glen Royal Hospital', 'CGRH')],
    'IE': [('University Hospital Carrowmore', 'UHC'), ("Saint Fiachra's Regional Hospital", "St Fiachra's"),
           ('Our Lady of Lisheen Hospital', ''), ('Ballinacree General Hospital', 'BGH'),
           ('Bridgequay University Hospital', '')],
    'AU': [('Wattle Creek Base Hospital', ''), ('Eastridge Private Hospital', ''), ('Banksia Coast Hospital', 'BCH'),
           ("Saint Columba's Private Hospital", "St Columba's"), ('Ironbark Valley Health Service', 'IVHS'),
           ('Coral Reach University Hospital', 'CRUH')],
    'NZ': [('Kahurangi Base Hospital', ''), ('Tōtara Valley Hospital', ''), ('Kōwhai Coast Hospital', ''),
           ('Harakeke Regional Hospital', ''), ('Southern Fiord Hospital', '')],
    'CA': [('Grey Heron General Hospital', 'GHGH'), ('Hôpital Saint-Aurèle', ''), ('Prairie Crossing Hospital', ''),
           ('Maple Harbour Health Centre', ''), ('Northbay Shield Regional Hospital', 'NSRH')],
    'US': [('Riverbend Memorial Hospital', 'RMH'), ('Mercy Hollow Medical Center', ''),
           ('Cedar Crest University Medical Center', 'CCUMC'), ('Saint Aldric Hospital', ''),
           ('Lakeview Heart & Vascular Institute', ''), ('Bluegate Regional Medical Center', '')],
}
PRACTICES = {
    'UK': _s('Beckside Medical Practice|Millstone Lane Surgery|The Oaks Health Centre|Cobblers Row Surgery|'
             'Holmfield Road Medical Centre|Riverside Family Practice|Larkhill Surgery|Windmill Health Centre|'
             'Saltergate Medical Group|Thornleigh Surgery|Brookvale Practice|Canal Side Surgery'),
    'IE': _s('Market Square Medical Centre|Abbeyview Family Practice|Quayside Medical|Bridge Street Surgery|'
             'Corrib Park Health Centre'),
    'AU': _s('Kingfisher Medical Centre|Jacaranda Family Practice|Lakeside GP Clinic|Southbank Family Doctors|'
             'Ironbark Medical Group'),
    'NZ': _s('Pōhutukawa Health Centre|Harbourview Medical|Riverlea Family Doctors|Te Puna Medical Centre|'
             'Kowhai Street Surgery'),
    'CA': _s('Northshore Family Health Team|Lakeside Medical Clinic|Grey Heron Family Practice|'
             'Clinique Médicale des Érables|Prairie Rose Medical Clinic'),
    'US': _s('Bluestem Family Medicine|Cedar Crest Primary Care|Riverbend Internal Medicine|Oak Hollow Family Practice|'
             'Summit Ridge Medical Group'),
}
PROGRAMMES = {
    'UK': _s('Calder & Aire AAA Screening Programme|Fenland Coast AAA Screening Service|'
             'Wyvern Valleys AAA Screening Programme|Glenmorrow AAA Screening Programme|'
             'Pennine Moors AAA Screening Programme|Harrowdene & District AAA Screening Service'),
    'IE': _s('Western Seaboard AAA Screening Pilot|Midlands Vascular Screening Service'),
    'AU': _s('Banksia Coast Aortic Screening Clinic|Goldfields Vascular Screening Service'),
    'NZ': _s('Kōwhai Coast Aortic Screening Pilot|Southern Fiord Vascular Screening Service'),
    'CA': _s('Grey Heron Aortic Screening Clinic|Prairie Crossing AAA Screening Program'),
    'US': _s('Riverbend Vascular Screening Program|Cedar Crest AAA Outreach Clinic'),
}
VENUES_CLIN = _s('Holmfield Road Medical Centre|Westlea Health Centre|Kirkgate Community Clinic|'
                 'Sandyford Primary Care Centre|Moor Lane Health Centre|Northmarsh Community Hospital')
VENUES_BLDG = _s('Bramley Leisure Centre|St Aidan\'s Church Hall|Foxhill Community Centre|Victoria Hall|'
                 'Greenside Scout Hut|Old Library Building|Market Hall Annexe|Riverside Pavilion|'
                 'Civic Centre Suite 2|Cooperage Community Rooms')
WARDS_BY = {
    'UK': _s('Kestrel Ward|Heron Ward|Osprey Ward|Linnet Ward|Ward 21|Ward 32|Ward 7B|Rowan Ward|Aspen Unit|'
             'Curlew Ward|Bracken Ward|Ward 4C|Fulmar Ward|Lark Ward'),
    'IE': _s("St Kevin's Ward|Corrib Ward|Shannon Ward|Ward 3B|Cois Abhann Ward|St Ita's Ward"),
    'AU': _s('Banksia Ward|Ward 5A|Waratah Ward|Kookaburra Unit|4 East|Wattle Ward'),
    'NZ': _s('Tui Ward|Kea Ward|Ward 10|Kōtuku Ward|Ruru Ward|Ward 27'),
    'CA': _s('5 West|4 North|Unit 7C|Tamarack Unit|Birchwood Unit|6 East'),
    'US': _s('5 West|4 North|6 Tower|Magnolia Unit|8 South|CVSU 3 East'),
}
ORGS = _s('Halden Rail Freight|Brackley & Sons Joinery|Northfleet Shipbuilders|Carrowmore Co-operative Creamery|'
          'Tasman Line Haulage|Kingsway Bus Company|Midstate Steel Works|Pennock Brothers Builders|'
          'Ridgeway Quarry Products|Lakehead Paper Mill|Harbourside Fisheries|Greenacre Dairies|'
          'Copperfield Printing Works|Aire Valley Textiles|Southern Plains Grain Co-op|Westgate Motors|'
          'Blue Gum Timber Mills|Corrib Marine Engineering|Northern Lights Electrical|Thornton & Hale Solicitors')
CLUBS = _s('Calder Valley Bowls Club|St Cuthbert\'s Parish Church|Moorside Working Men\'s Club|'
           'Riverbend Veterans Association|Harbourside Rowing Club|Men\'s Shed Ravensholme|Kowhai Bowling Club|'
           'Greenside Methodist Church|Lakeshore Curling Club')
INSURERS = {
    'UK': _s('Albion Mutual Health|Crownleigh Health Insurance'),
    'IE': _s('Shannonside Health Insurance|Éire Mutual Health'),
    'AU': _s('Harbourline Health Fund|Southern Wattle Health'),
    'NZ': _s('Kauri Health Insurance|Aotea Mutual Health'),
    'CA': _s('Laurentian Benefit Plan|Northern Maple Life & Health'),
    'US': _s('Blue Meridian Health Plan|Great Lakes Mutual|Keystone Senior Advantage|Prairie Shield Insurance'),
}
TRANSPORT = _s('Swiftcare Patient Transport|Valley Community Transport|Coastline Ambulance Services|'
               'Ridgeline Medical Transport')

PROFESSIONS = _s('shipwright|miner|bus driver|welder|farmer|electrician|plumber|lorry driver|teacher|accountant|'
                 'police officer|postman|publican|taxi driver|engineer|bricklayer|joiner|printer|dairy farmer|'
                 'shearer|fisherman|railway signalman|boilermaker|forklift operator|chef|nurse|solicitor|'
                 'pharmacist|carpenter|sheep farmer|truck driver|longshoreman|steelworker|machinist|'
                 'insurance broker|civil servant|librarian|butcher|baker|mechanic|roofer|painter and decorator|'
                 'security guard|stonemason|site foreman|quantity surveyor|tram driver|dock worker|'
                 'warehouse manager|bank clerk|church minister|sales representative|firefighter|gardener|'
                 'merchant seaman|coal merchant|textile worker|crane operator|optician|dentist|newsagent')
