"""Invented pools for dev376_en: given names and surnames by origin, places,
care sites, organisations, professions.  Plain data only; no randomness here."""


def _s(text):
    return text.split()


# given names by origin: (female, male)
FIRST = {
    'anglo': (_s('Olivia Amelia Isla Ava Emily Sophie Grace Lily Freya Evie Poppy Ruby Chloe Ella '
                 'Hannah Megan Charlotte Abigail Holly Jessica Lucy Eleanor Harriet Imogen Rosie Daisy '
                 'Phoebe Matilda Scarlett Bethany Keira Lauren Natalie Rebecca Sarah Claire Joanne '
                 'Helen Karen Michelle Tegan Kayla Madison Brooke Harper Aubrey Paige Jodie'),
              _s('Oliver Harry George Jack Noah Charlie Jacob Alfie Freddie Oscar Thomas William '
                 'James Joshua Leo Archie Henry Ethan Samuel Daniel Max Toby Callum Lewis Ryan Connor '
                 'Liam Jamie Nathan Ben Adam Mark Paul Stephen Gareth Craig Tyler Brayden Mason '
                 'Hunter Cooper Riley Lachlan Kieran Dean')),
    'irish': (_s('Aoife Siobhan Niamh Ciara Saoirse Roisin Caoimhe Orla Sinead Aisling Clodagh '
                 'Grainne Eimear Ailbhe Muireann Deirbhile Nuala'),
              _s('Cian Oisin Darragh Conor Sean Padraig Eoin Ciaran Fionn Ruairi Cathal Donal '
                 'Tadhg Colm Diarmuid Senan')),
    'celtic': (_s('Eilidh Morag Catriona Rhiannon Cerys Seren Angharad Isla Kirsty Mairi'),
               _s('Hamish Euan Angus Rhys Dafydd Gethin Iwan Fraser Lachlan Ewan')),
    'southasian': (_s('Priya Ananya Aisha Fatima Zara Simran Harpreet Kavya Meera Nisha Sana Anjali '
                      'Divya Ishani Rukhsana Tahmina Navneet'),
                   _s('Arjun Rohan Aarav Vikram Rahul Imran Hamza Zain Karan Sanjay Amit Faisal '
                      'Bilal Ravi Gurpreet Anand Sahil Yusuf')),
    'eastasian': (_s('Mei Xin Yuki Hana Ji-woo Min-seo Jing Sakura Thu Linh Thao Yiting Haruka '
                     'Seo-yeon Xiaoling'),
                  _s('Wei Hiroshi Kenji Jun Min-jun Tae-yang Hao Yusuke Duc Minh Quang Tuan Jiahao '
                     'Haruto Ji-ho Zhiwei')),
    'african': (_s('Amara Chiamaka Ngozi Adaeze Thandiwe Zanele Abena Efua Wanjiru Nia Folake '
                   'Nomvula Ayodele Kemi'),
                _s('Chinedu Emeka Kwame Kofi Tunde Oluwaseun Sipho Themba Jabari Kelechi Yaw '
                   'Obinna Femi Tendai')),
    'arabic': (_s('Layla Noor Yasmin Mariam Huda Rania Salma Dina Hiba'),
               _s('Omar Yusuf Khalid Tariq Karim Samir Hassan Ibrahim Nabil')),
    'hispanic': (_s('Sofia Valentina Camila Lucia Isabella Gabriela Ximena Mariana Daniela Paola'),
                 _s('Mateo Santiago Diego Alejandro Javier Carlos Luis Miguel Andres Emilio')),
    'pacific': (_s('Aroha Mere Hine Kahurangi Losa Sina Mele Anahera Manaia Ana Tui Moana'),
                _s('Tama Wiremu Nikau Rawiri Sione Tevita Ioane Hemi Kauri Tane Pita Viliami')),
    'european': (_s('Zofia Natalia Katarzyna Irina Oksana Milena Astrid Ingrid Eleni Giulia Chiara '
                    'Miriam Rivka Maricel Agnieszka Lena'),
                 _s('Jakub Piotr Mateusz Andrei Dmitri Luka Tomasz Lars Erik Nikos Giorgos Marco '
                    'Luca Eli Ari Jericho Rommel Bogdan Stefan')),
}

LAST = {
    'anglo': _s("Smith Taylor Brown Wilson Evans Thomas Roberts Walker Wright Robinson Thompson "
                "Hughes Edwards Green Hall Wood Harris Martin Clarke Turner Hill Moore Cooper Ward "
                "Morris Watson Harrison Morgan Baker Young Allen Mitchell Bell Marshall Barker "
                "Fletcher Pearson Holt Ashworth Pickering Whitfield Cartwright Hargreaves Thornton "
                "Bramley Catterall Dunmore Gresley Aldous Pennock Sowerby Tillotson Heaton Rudd"),
    'irish': _s("Murphy O'Brien Byrne Ryan O'Sullivan Walsh O'Connor McCarthy Gallagher Doherty "
                "Kennedy Lynch Quinn Brennan Keane Fitzgerald Nolan Duffy Moloney Ó_Ceallaigh "
                "Mac_Giolla_Phádraig Cullinane Tierney Hennessy Cronin Dineen"),
    'celtic': _s("MacDonald Campbell Stewart Robertson Fraser MacLeod Sinclair Munro Buchanan Jones "
                 "Davies Williams Pritchard Llewellyn Powell Bowen Vaughan Ferguson Drummond"),
    'southasian': _s("Patel Sharma Singh Kaur Khan Ahmed Hussain Iqbal Chaudhry Gupta Nair Menon "
                     "Reddy Desai Mehta Bhatt Rahman Siddiqui Malik Sandhu Gill Dhillon Begum "
                     "Chatterjee Pillai"),
    'eastasian': _s("Chen Wang Li Zhang Liu Nguyen Tran Pham Kim Park Lee Choi Tanaka Sato Suzuki "
                    "Watanabe Ito Wong Chan Lam Ng Ho Huang Yamamoto Vo"),
    'african': _s("Okafor Okonkwo Adeyemi Mensah Owusu Boateng Mwangi Otieno Ndlovu Dlamini Nkosi "
                  "Abubakar Eze Nwosu Balogun Asante Achieng Oyelaran Mahlangu"),
    'arabic': _s("Haddad Khalil Mansour Saleh Nasser Farah Aziz Rahimi Hosseini Al-Amin El-Sayed"),
    'hispanic': _s("Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez "
                   "Torres Flores Rivera Morales Ortiz Castillo Villanueva"),
    'pacific': _s("Ngata Parata Te_Whata Tipene Rangi Fonoti Tupou Leota Falaniko Vaifale Horomona "
                  "Te_Rangi Matagi Aperahama Tauroa"),
    'european': _s("Kowalski Nowak Wiśniewska Novak Horvat Petrov Ivanova Rossi Bianchi Romano "
                   "Papadopoulos Andersson Nielsen Jansen De_Vries Müller Schmidt Dubois Moreau "
                   "Cohen Levi Goldberg Friedman Santos Reyes Bautista Dela_Cruz Popescu"),
}
for _k in LAST:
    LAST[_k] = [x.replace('_', ' ') for x in LAST[_k]]

# origin weights per country, in the order of ORIGINS
ORIGINS = ['anglo', 'irish', 'celtic', 'southasian', 'eastasian', 'african', 'arabic',
           'hispanic', 'pacific', 'european']
ORIGIN_W = {
    'UK': [34, 6, 12, 16, 6, 9, 5, 2, 1, 9],
    'IE': [14, 46, 4, 6, 5, 7, 3, 2, 1, 12],
    'US': [32, 6, 3, 7, 9, 10, 4, 22, 1, 6],
    'CA': [30, 8, 6, 12, 14, 7, 6, 5, 1, 11],
    'AU': [34, 6, 6, 10, 14, 4, 5, 3, 8, 10],
    'NZ': [30, 4, 6, 7, 10, 2, 2, 2, 30, 7],
}

# combinations that belong to well-known real people; never emitted
BLOCK = {'George Harrison', 'James Taylor', 'Adam Smith', 'Paul Walker', 'Jack White',
         'Ryan Murphy', 'Michelle Williams', 'Lily Allen', 'Charlie Brown', 'Tom Jones',
         'Henry Ford', 'Ben Stewart', 'Mark Williams', 'Daniel Craig', 'James Martin',
         'Paul Smith', 'Tiger Woods', 'Sean Lynch', 'Emma Watson', 'Kim Jones', 'Adam Levi',
         'Oliver Stone', 'James Brown', 'Karen Walker', 'Harry Kane', 'Hamish Watson'}

# ---------------------------------------------------------------- places
UK_CITIES = [  # (town, postcode area, phone area)
    ('Leeds', 'LS', '113'), ('Sheffield', 'S', '114'), ('Bradford', 'BD', '1274'),
    ('Wakefield', 'WF', '1924'), ('Huddersfield', 'HD', '1484'), ('Halifax', 'HX', '1422'),
    ('Rotherham', 'S', '1709'), ('Doncaster', 'DN', '1302'), ('Harrogate', 'HG', '1423'),
    ('York', 'YO', '1904'), ('Hull', 'HU', '1482'), ('Lincoln', 'LN', '1522'),
    ('Derby', 'DE', '1332'), ('Nottingham', 'NG', '115'), ('Leicester', 'LE', '116'),
    ('Coventry', 'CV', '24'), ('Walsall', 'WS', '1922'), ('Stockport', 'SK', '161'),
    ('Bolton', 'BL', '1204'), ('Wigan', 'WN', '1942'), ('Preston', 'PR', '1772'),
    ('Blackburn', 'BB', '1254'), ('Lancaster', 'LA', '1524'), ('Carlisle', 'CA', '1228'),
    ('Durham', 'DH', '191'), ('Sunderland', 'SR', '191'), ('Darlington', 'DL', '1325'),
    ('Norwich', 'NR', '1603'), ('Ipswich', 'IP', '1473'), ('Colchester', 'CO', '1206'),
    ('Reading', 'RG', '118'), ('Swindon', 'SN', '1793'), ('Bristol', 'BS', '117'),
    ('Exeter', 'EX', '1392'), ('Plymouth', 'PL', '1752'), ('Truro', 'TR', '1872'),
    ('Gloucester', 'GL', '1452'), ('Worcester', 'WR', '1905'), ('Shrewsbury', 'SY', '1743'),
    ('Chester', 'CH', '1244'), ('Cardiff', 'CF', '29'), ('Swansea', 'SA', '1792'),
    ('Wrexham', 'LL', '1978'), ('Glasgow', 'G', '141'), ('Edinburgh', 'EH', '131'),
    ('Dundee', 'DD', '1382'), ('Aberdeen', 'AB', '1224'), ('Inverness', 'IV', '1463'),
    ('Stirling', 'FK', '1786'), ('Belfast', 'BT', '28'), ('Newry', 'BT', '28'),
]
UK_COUNTIES = _s('Yorkshire Lancashire Cumbria Kent Devon Norfolk Suffolk Cheshire Derbyshire '
                 'Shropshire Cornwall Durham Fife Lanarkshire Gwynedd Antrim')

IE_CITIES = [('Dublin 8', 'D08', '1', 'Dublin'), ('Dublin 15', 'D15', '1', 'Dublin'),
             ('Cork', 'T12', '21', 'Cork'), ('Galway', 'H91', '91', 'Galway'),
             ('Limerick', 'V94', '61', 'Limerick'), ('Waterford', 'X91', '51', 'Waterford'),
             ('Kilkenny', 'R95', '56', 'Kilkenny'), ('Sligo', 'F91', '71', 'Sligo'),
             ('Athlone', 'N37', '90', 'Westmeath'), ('Tralee', 'V92', '66', 'Kerry'),
             ('Ennis', 'V95', '65', 'Clare'), ('Drogheda', 'A92', '41', 'Louth'),
             ('Dundalk', 'A91', '42', 'Louth'), ('Navan', 'C15', '46', 'Meath'),
             ('Mullingar', 'N91', '44', 'Westmeath'), ('Letterkenny', 'F92', '74', 'Donegal'),
             ('Castlebar', 'F23', '94', 'Mayo'), ('Wexford', 'Y35', '53', 'Wexford'),
             ('Carlow', 'R93', '59', 'Carlow'), ('Tullamore', 'R35', '57', 'Offaly'),
             ('Clonmel', 'E91', '52', 'Tipperary'), ('Killarney', 'V93', '64', 'Kerry'),
             ('Bray', 'A98', '1', 'Wicklow'), ('Naas', 'W91', '45', 'Kildare'),
             ('Swords', 'K67', '1', 'Dublin'), ('Mallow', 'P51', '22', 'Cork')]

US_CITIES = [('Columbus', 'OH', 'Ohio', '432', '614'), ('Dayton', 'OH', 'Ohio', '454', '937'),
             ('Toledo', 'OH', 'Ohio', '436', '419'), ('Madison', 'WI', 'Wisconsin', '537', '608'),
             ('Milwaukee', 'WI', 'Wisconsin', '532', '414'), ('Des Moines', 'IA', 'Iowa', '503', '515'),
             ('Omaha', 'NE', 'Nebraska', '681', '402'), ('Boise', 'ID', 'Idaho', '837', '208'),
             ('Spokane', 'WA', 'Washington', '992', '509'), ('Tacoma', 'WA', 'Washington', '984', '253'),
             ('Eugene', 'OR', 'Oregon', '974', '541'), ('Sacramento', 'CA', 'California', '958', '916'),
             ('Fresno', 'CA', 'California', '937', '559'), ('Tucson', 'AZ', 'Arizona', '857', '520'),
             ('Albuquerque', 'NM', 'New Mexico', '871', '505'), ('El Paso', 'TX', 'Texas', '799', '915'),
             ('Austin', 'TX', 'Texas', '787', '512'), ('Tulsa', 'OK', 'Oklahoma', '741', '918'),
             ('Wichita', 'KS', 'Kansas', '672', '316'), ('Little Rock', 'AR', 'Arkansas', '722', '501'),
             ('Memphis', 'TN', 'Tennessee', '381', '901'), ('Knoxville', 'TN', 'Tennessee', '379', '865'),
             ('Louisville', 'KY', 'Kentucky', '402', '502'), ('Raleigh', 'NC', 'North Carolina', '276', '919'),
             ('Charleston', 'SC', 'South Carolina', '294', '843'), ('Savannah', 'GA', 'Georgia', '314', '912'),
             ('Birmingham', 'AL', 'Alabama', '352', '205'), ('Baton Rouge', 'LA', 'Louisiana', '708', '225'),
             ('Richmond', 'VA', 'Virginia', '232', '804'), ('Baltimore', 'MD', 'Maryland', '212', '410'),
             ('Hartford', 'CT', 'Connecticut', '061', '860'), ('Providence', 'RI', 'Rhode Island', '029', '401'),
             ('Worcester', 'MA', 'Massachusetts', '016', '508'), ('Albany', 'NY', 'New York', '122', '518'),
             ('Syracuse', 'NY', 'New York', '132', '315'), ('Pittsburgh', 'PA', 'Pennsylvania', '152', '412'),
             ('Allentown', 'PA', 'Pennsylvania', '181', '610'), ('Grand Rapids', 'MI', 'Michigan', '495', '616'),
             ('Fort Wayne', 'IN', 'Indiana', '468', '260'), ('Peoria', 'IL', 'Illinois', '616', '309'),
             ('Duluth', 'MN', 'Minnesota', '558', '218'), ('Fargo', 'ND', 'North Dakota', '581', '701'),
             ('Billings', 'MT', 'Montana', '591', '406'), ('Reno', 'NV', 'Nevada', '895', '775'),
             ('Provo', 'UT', 'Utah', '846', '801'), ('Anchorage', 'AK', 'Alaska', '995', '907'),
             ('Portland', 'ME', 'Maine', '041', '207'), ('Burlington', 'VT', 'Vermont', '054', '802')]

CA_CITIES = [('Toronto', 'ON', 'Ontario', 'M', '416'), ('Ottawa', 'ON', 'Ontario', 'K', '613'),
             ('Hamilton', 'ON', 'Ontario', 'L', '905'), ('London', 'ON', 'Ontario', 'N', '519'),
             ('Kitchener', 'ON', 'Ontario', 'N', '519'), ('Sudbury', 'ON', 'Ontario', 'P', '705'),
             ('Kingston', 'ON', 'Ontario', 'K', '613'), ('Vancouver', 'BC', 'British Columbia', 'V', '604'),
             ('Victoria', 'BC', 'British Columbia', 'V', '250'), ('Kelowna', 'BC', 'British Columbia', 'V', '250'),
             ('Calgary', 'AB', 'Alberta', 'T', '403'), ('Edmonton', 'AB', 'Alberta', 'T', '780'),
             ('Red Deer', 'AB', 'Alberta', 'T', '403'), ('Saskatoon', 'SK', 'Saskatchewan', 'S', '306'),
             ('Regina', 'SK', 'Saskatchewan', 'S', '306'), ('Winnipeg', 'MB', 'Manitoba', 'R', '204'),
             ('Brandon', 'MB', 'Manitoba', 'R', '204'), ('Halifax', 'NS', 'Nova Scotia', 'B', '902'),
             ('Moncton', 'NB', 'New Brunswick', 'E', '506'), ('Fredericton', 'NB', 'New Brunswick', 'E', '506'),
             ('Charlottetown', 'PE', 'Prince Edward Island', 'C', '902'),
             ("St. John's", 'NL', 'Newfoundland and Labrador', 'A', '709')]

AU_CITIES = [('Parramatta', 'NSW', 'New South Wales', '2150', '02'), ('Newcastle', 'NSW', 'New South Wales', '2300', '02'),
             ('Wollongong', 'NSW', 'New South Wales', '2500', '02'), ('Dubbo', 'NSW', 'New South Wales', '2830', '02'),
             ('Wagga Wagga', 'NSW', 'New South Wales', '2650', '02'), ('Penrith', 'NSW', 'New South Wales', '2750', '02'),
             ('Geelong', 'VIC', 'Victoria', '3220', '03'), ('Ballarat', 'VIC', 'Victoria', '3350', '03'),
             ('Bendigo', 'VIC', 'Victoria', '3550', '03'), ('Frankston', 'VIC', 'Victoria', '3199', '03'),
             ('Townsville', 'QLD', 'Queensland', '4810', '07'), ('Cairns', 'QLD', 'Queensland', '4870', '07'),
             ('Toowoomba', 'QLD', 'Queensland', '4350', '07'), ('Ipswich', 'QLD', 'Queensland', '4305', '07'),
             ('Bunbury', 'WA', 'Western Australia', '6230', '08'), ('Fremantle', 'WA', 'Western Australia', '6160', '08'),
             ('Mount Gambier', 'SA', 'South Australia', '5290', '08'), ('Glenelg', 'SA', 'South Australia', '5045', '08'),
             ('Launceston', 'TAS', 'Tasmania', '7250', '03'), ('Hobart', 'TAS', 'Tasmania', '7000', '03'),
             ('Darwin', 'NT', 'Northern Territory', '0800', '08'), ('Belconnen', 'ACT', 'Australian Capital Territory', '2617', '02')]

NZ_CITIES = [('Auckland', 'Auckland', '1010', '09'), ('Manukau', 'Auckland', '2104', '09'),
             ('Wellington', 'Wellington', '6011', '04'), ('Lower Hutt', 'Wellington', '5010', '04'),
             ('Christchurch', 'Canterbury', '8011', '03'), ('Timaru', 'Canterbury', '7910', '03'),
             ('Hamilton', 'Waikato', '3204', '07'), ('Tauranga', 'Bay of Plenty', '3110', '07'),
             ('Rotorua', 'Bay of Plenty', '3010', '07'), ('Dunedin', 'Otago', '9016', '03'),
             ('Palmerston North', 'Manawatū-Whanganui', '4410', '06'), ('Whanganui', 'Manawatū-Whanganui', '4500', '06'),
             ('Napier', "Hawke's Bay", '4110', '06'), ('Hastings', "Hawke's Bay", '4122', '06'),
             ('Nelson', 'Nelson', '7010', '03'), ('New Plymouth', 'Taranaki', '4310', '06'),
             ('Whangārei', 'Northland', '0110', '09'), ('Invercargill', 'Southland', '9810', '03'),
             ('Gisborne', 'Gisborne', '4010', '06'), ('Blenheim', 'Marlborough', '7201', '03')]

STREET_NAMES = _s('Elm Rowan Mill Church Victoria Station Albert Harbour Maple Birch Cedar Kingfisher '
                  'Heron Larch Willow Chestnut Beech Hawthorn Sycamore Primrose Bluebell Foxglove '
                  'Orchard Meadow Brook Quarry Tannery Ropewalk Carrick Glebe Lindley Ashgrove '
                  'Pennine Thistle Kestrel Lowther Marlowe Juniper Alder Holly Tamar Severn Dunmore '
                  'Haddon Wharf Castle Market Bridge Park Grange Lime Oakfield Fairview Sunnyside')
STREET_LOCAL = {
    'AU': _s('Wattle Jacaranda Banksia Waratah Ironbark Bottlebrush Currawong Kookaburra Myrtle Grevillea'),
    'NZ': _s('Kowhai Pohutukawa Rimu Totara Matai Kauri Tui Manuka Harakeke Karaka'),
    'US': _s('Lincoln Jefferson Franklin Walnut Magnolia Pine Hickory Dogwood Sequoia Cottonwood'),
    'CA': _s('Laurier Tamarack Spruce Balsam Maplewood Birchmount Portage Cartier Mackenzie Huron'),
    'IE': _s('Ardmore Ballyvale Cnoc Bothar Glenageary Rathmore Knockane Dromore Lismore Abbeyvale'),
    'UK': _s('Coronation Jubilee Ashby Pendle Nether Ravensdale Langdale Calder Ribble Wharfe'),
}
STREET_SUFFIX = {
    'UK': _s('Street Road Avenue Lane Close Crescent Drive Way Grove Terrace Place Court Gardens Rise Mews'),
    'IE': _s('Road Street Avenue Park Lawn Grove Drive Court Crescent Heights Close Terrace'),
    'US': _s('Street Avenue Road Drive Lane Court Boulevard Way Place Ave St Rd Dr Blvd Ln'),
    'CA': _s('Street Avenue Road Drive Crescent Court Boulevard Way Place Ave St Rd Dr'),
    'AU': _s('Street Road Avenue Parade Crescent Drive Court Place Close Way St Rd Ave Pde Cres'),
    'NZ': _s('Street Road Avenue Crescent Drive Place Terrace Lane Way Grove St Rd Ave'),
}

PLACE_PREFIX = _s('Kingsmere Ashcombe Thornfield Ravensworth Millbrook Oakhaven Wexley Brackenridge '
                  'Calderbank Fernlea Glenholme Hollinsbury Westerleigh Marrick Sandmere Corriebrae '
                  'Quarrendon Ellesby Penderry Tallowmere Brindlecombe Ashwater Harrowdene Larchfield '
                  'Cobbleton Eastvale Wyndholme Redcastle Stonegate Bellmont Kilbrook Ardcarrig '
                  'Rosslare Downfield Mossgiel Silverbeck Pinecrest Clearwater Lakemont Ridgefield '
                  'Cedarbrook Highmoor Kestrelton Northwood Kowhaiwood Tuiwai Wattleford Bramblewood')

HOSP_TYPES = {
    'UK': ['{} General Hospital', '{} University Hospital', '{} Dental Hospital', '{} Royal Infirmary',
           "{} Children's Hospital", '{} Community Dental Service', '{} District Hospital'],
    'IE': ['{} University Hospital', '{} Regional Hospital', '{} Dental Hospital', '{} General Hospital',
           "{} Children's Health Centre"],
    'US': ["{} Children's Hospital", '{} Medical Center', '{} Regional Medical Center',
           '{} University Dental Clinic', '{} Community Health Center'],
    'CA': ['{} Health Sciences Centre', "{} Children's Hospital", '{} General Hospital',
           '{} Regional Health Centre'],
    'AU': ['{} Base Hospital', '{} Dental Hospital', "{} Children's Hospital", '{} Oral Health Centre',
           '{} District Hospital'],
    'NZ': ['{} Hospital', '{} Community Oral Health Service', "{} Children's Hospital", '{} Base Hospital'],
}
PRACTICE_TYPES = {
    'UK': ['{} Dental Practice', '{} Dental Care', '{} Orthodontics', '{} Dental Surgery', '{} Smile Centre',
           '{} Specialist Orthodontic Practice'],
    'IE': ['{} Dental Practice', '{} Dental Clinic', '{} Orthodontics', '{} Family Dental'],
    'US': ['{} Family Dentistry', '{} Orthodontics', '{} Pediatric Dentistry', '{} Dental Group',
           '{} Smile Center'],
    'CA': ['{} Family Dentistry', '{} Orthodontics', '{} Dental Centre', '{} Dental Group'],
    'AU': ['{} Dental', '{} Orthodontics', '{} Family Dental', '{} Dental Centre', '{} Smile Studio'],
    'NZ': ['{} Dental', '{} Orthodontics', '{} Dental Centre', '{} Family Dental'],
}
WARDS = _s('Puffin Kingfisher Otter Rowan Bluebell Starfish Dolphin Badger Heron Kiwi Tui Wren '
           'Lighthouse Seahorse Koala Willow')
LAB_TYPES = ['{} Dental Laboratory', '{} Orthodontic Lab', '{} Appliance Studio', '{} Dental Lab Ltd',
             '{} Ortho Laboratories']
SCHOOL_TYPES = {
    'UK': ['{} Academy', '{} High School', '{} Primary School', '{} Grammar School', '{} Community College'],
    'IE': ['{} Community School', '{} National School', 'Coláiste {}', '{} Educate Together', '{} College'],
    'US': ['{} Middle School', '{} High School', '{} Elementary School', '{} Academy'],
    'CA': ['{} Secondary School', '{} Public School', '{} Collegiate', '{} Middle School'],
    'AU': ['{} State School', '{} High School', '{} Grammar', '{} Public School', '{} College'],
    'NZ': ['{} Intermediate', '{} College', '{} School', '{} High School', 'Te Kura o {}'],
}
EMPLOYER_TYPES = ['{} Logistics', '{} Foods', '{} Engineering', '{} Building Supplies', '{} Freight',
                  '{} Council Depot', '{} Motors', '{} Print Works', '{} Credit Union', '{} Bakery',
                  '{} Software', '{} Farms', '{} Hotel', '{} Construction']
INSURERS = ['Albion Health', 'Harbour Mutual Dental', 'NorthStar Dental Benefits', 'Evergreen Dental Plan',
            'Sentinel Health Fund', 'Kōwhai Health Insurance', 'Pinecrest Mutual', 'Bluewater Health Fund',
            'Cedar Dental Assurance', 'Ironbark Health', 'Lanternfield Dental Cover', 'Meridale Benefit Society',
            'Greyfield Dental Alliance', 'Tamarind Life & Health']
CLUB_TYPES = ['{} RFC', '{} Hockey Club', '{} Boxing Club', '{} GAA Club', '{} Rugby League Club',
              '{} Lacrosse Club', '{} Brass Band', '{} Youth Orchestra', '{} Netball Club']
LANDMARK_TYPES = ['{} skate park', '{} Leisure Centre', '{} Shopping Centre', '{} trampoline park',
                  '{} Recreation Ground', '{} Aquatic Centre', '{} playground', '{} Sports Hall']
BUILDINGS = ['{} Building', '{} Wing', '{} House', '{} Pavilion']

SAINTS = _s('Aidan Brigid Columba Fiacre Kevin Oswald Cuthbert Hilda Enda Ita Piran Teilo')

PROFESSIONS = _s('teacher nurse electrician plumber chef accountant solicitor farmer hairdresser '
                 'carpenter mechanic welder cleaner firefighter paramedic pharmacist architect '
                 'journalist barista lecturer vet pilot builder postman fisherman') + [
    'bus driver', 'police officer', 'software developer', 'shop assistant', 'lorry driver',
    'truck driver', 'dental nurse', 'social worker', 'civil engineer', 'graphic designer',
    'trumpet player', 'flight attendant', 'taxi driver', 'care assistant', 'real estate agent',
    'warehouse operative', 'primary school teacher', 'retail manager', 'landscape gardener',
    'IT consultant', 'mortgage adviser', 'session musician', 'opera singer', 'army officer',
    'bank clerk', 'hospital porter', 'kitchen porter', 'scaffolder', 'sheep farmer',
    'childminder', 'personal trainer', 'radio presenter', 'customs officer', 'saxophonist']

COUNTRY_NAMES = _s('Poland India Pakistan Nigeria Philippines China Vietnam Somalia Brazil Mexico '
                   'Syria Iran Romania Ghana Kenya Samoa Tonga Fiji Portugal Italy Spain Greece '
                   'Germany Lithuania Zimbabwe Ukraine Eritrea Bangladesh Japan Colombia') + [
    'South Africa', 'South Korea', 'Sri Lanka', 'Hong Kong', 'Cook Islands']
HOME_COUNTRY = {'UK': ['United Kingdom', 'UK', 'England', 'Scotland', 'Wales', 'Northern Ireland'],
                'IE': ['Ireland', 'Republic of Ireland'], 'US': ['United States', 'USA'],
                'CA': ['Canada'], 'AU': ['Australia'], 'NZ': ['New Zealand', 'Aotearoa New Zealand']}
LANG = {'Poland': 'Polish', 'India': 'Hindi', 'Pakistan': 'Urdu', 'Nigeria': 'Yoruba',
        'Philippines': 'Tagalog', 'China': 'Mandarin', 'Vietnam': 'Vietnamese', 'Somalia': 'Somali',
        'Brazil': 'Portuguese', 'Mexico': 'Spanish', 'Syria': 'Arabic', 'Iran': 'Farsi',
        'Romania': 'Romanian', 'Ukraine': 'Ukrainian', 'Eritrea': 'Tigrinya', 'Bangladesh': 'Bengali',
        'Samoa': 'Samoan', 'Tonga': 'Tongan', 'Japan': 'Japanese', 'Colombia': 'Spanish',
        'South Korea': 'Korean', 'Lithuania': 'Lithuanian', 'Portugal': 'Portuguese',
        'Italy': 'Italian', 'Spain': 'Spanish', 'Greece': 'Greek', 'Germany': 'German'}

RELATIONS = [('mother', 'F'), ('mother', 'F'), ('mother', 'F'), ('father', 'M'), ('father', 'M'),
             ('grandmother', 'F'), ('stepfather', 'M'), ('aunt', 'F'), ('foster carer', 'F'),
             ('grandfather', 'M'), ('legal guardian', 'F')]
RELATIONS_ADULT = [('husband', 'M'), ('wife', 'F'), ('partner', 'F'), ('partner', 'M'),
                   ('sister', 'F'), ('brother', 'M'), ('mother', 'F'), ('son', 'M'), ('daughter', 'F')]
