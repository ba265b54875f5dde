"""Name, occupation and organisation pools (all invented organisation names)."""


def _w(s):
    return tuple(s.split())


# first names by origin: (male, female)
FIRST = {
    'english': (_w('Oliver Jack Harry George Thomas James William Daniel Samuel Joseph Frank Mark '
                   'Will Bill Miles Robin Rowan Wade Chase Hunter Lance Ray Earl Guy Dean Sterling '
                   'Graham Neil Trevor Keith Colin Stuart Philip Derek Barry Nigel Gordon Clive'),
                _w('Margaret Susan Helen Emily Charlotte Sophie Jessica Rachel Karen Deborah Grace '
                   'Faith Hope Joy May June Rose Summer Dawn Amber Ruby Heather Holly Ivy Iris Pearl '
                   'Brenda Janet Lorraine Tracey Gillian Pauline Wendy Hazel Olive Violet Daisy')),
    'irish': (_w('Ciaran Padraig Eoin Declan Cathal Fionn Seamus Darragh Cormac Ronan Tadhg Colm'),
              _w('Siobhan Aoife Niamh Sinead Orla Roisin Grainne Maeve Caoimhe Deirdre Clodagh Aisling')),
    'scots_welsh': (_w('Hamish Iain Rhys Gareth Dafydd Owain Angus Euan Alasdair Emyr'),
                    _w('Morag Eilidh Bethan Cerys Catriona Mhairi Ffion Seren Isla Kirsty')),
    'south_asian': (_w('Anil Rajesh Farhan Imran Deepak Arjun Sanjay Tariq Bilal Harpreet Vikram Rohan '
                       'Suresh Amit Nikhil Zubair'),
                    _w('Priya Sunita Aisha Nusrat Kavita Meena Zainab Yasmin Shabnam Gurpreet Ananya '
                       'Lakshmi Farzana Nazia Pooja Rekha')),
    'east_asian': (_w('Wei Jun Hiroshi Kenji Minh Thanh Jae-won Min-jun Haoran Takumi Duc Zhiwei'),
                   _w('Mei Yuki Haruka Linh Huong Xiaoling Ji-woo Soo-ah Yan Thuy Aiko Lian')),
    'african': (_w('Chidi Oluwaseun Kwame Kofi Tendai Sipho Emeka Yaw Abebe Kelechi Babajide Musa'),
                _w('Ngozi Adaeze Ama Abena Thandiwe Amara Folasade Wanjiru Hana Chiamaka Nomvula Efua')),
    'middle_eastern': (_w('Omar Karim Youssef Samir Hassan Khalid Tarek Rami Mehmet Reza'),
                       _w('Fatima Layla Rania Nadia Leila Mariam Yasmine Dalia Elif Shirin')),
    'east_european': (_w('Piotr Tomasz Dmitri Marek Bogdan Lukas Andrzej Mihai Pavel Jakub'),
                      _w('Agnieszka Katarzyna Oksana Irina Ioana Zofia Magdalena Alina Daria Milena')),
    'hispanic': (_w('Carlos Javier Alejandro Diego Luis Mateo Rafael Jorge Emilio Santiago'),
                 _w('Maria Lucia Camila Rosa Ximena Paloma Carmen Valeria Pilar Esperanza')),
    'maori_pacific': (_w('Wiremu Tane Hemi Sione Tevita Rawiri Manaia Nikau Viliami Ropata'),
                      _w('Aroha Mere Ngaire Losa Mele Anahera Kahurangi Moana Salote Marama')),
    'nordic_other': (_w('Anders Sven Pierre Luca Stavros Lars Matteo Hugo Johan Niko'),
                     _w('Ingrid Greta Amelie Giulia Eleni Astrid Chiara Sofie Elodie Freya')),
}

LAST = {
    'english': _w('Smith Jones Taylor Brown Williams Wilson Davies Evans Thomas Roberts Walker Wright '
                  'Robinson Thompson White Hughes Edwards Green Hall Wood Harris Clarke Jackson Turner '
                  'Hill Baker Cook Price Bell Young Moore King Stone Lamb Church Page Fisher Shepherd '
                  'Hope Rose Frost Snow Gold Long Little Sharp Bird Fox Nash Marsh Brook Field Rivers '
                  'Banks Winter Summers Cross Wells Mills Lane Ball Hunt Chambers Gardner Mason '
                  'Carpenter Archer Parsons Bishop Knight Sweet Moody Strong Holland Kent Hardy '
                  'Goodwin Pickering Fairweather Lovejoy Blackwood'),
    'irish': _w("O'Brien Murphy Kelly O'Sullivan Walsh Byrne Ryan O'Connor McCarthy Doyle Gallagher "
                "Quinn Brennan Nolan Dunne Hennessy Fitzgerald Lynch O'Driscoll Moran"),
    'scots_welsh': _w('MacDonald Campbell Stewart Fraser MacLeod Robertson Sinclair Llewellyn Pritchard '
                      'Morgan Griffiths Jenkins McIntyre Buchanan'),
    'south_asian': _w('Patel Shah Khan Ahmed Hussain Singh Kaur Sharma Gupta Chaudhry Iqbal Begum Mistry '
                      'Reddy Nair Iyer Banerjee Rahman Chowdhury Malik Joshi Pillai Desai Siddiqui'),
    'east_asian': _w('Chen Wang Li Zhang Liu Nguyen Tran Pham Le Kim Park Lee Choi Tanaka Sato Suzuki '
                     'Yamamoto Wong Chan Lim Tan Ng Huang Zhou'),
    'african': _w('Okafor Adeyemi Mensah Boateng Okonkwo Nwosu Mwangi Banda Moyo Ndlovu Osei Asante '
                  'Abubakar Adebayo Tesfaye Kamara Owusu Eze'),
    'middle_eastern': _w('Haddad Khalil Nasser Farah Mansour Aziz Saleh Karimi Hosseini Yilmaz Demir '
                         'Rashid Darwish'),
    'east_european': _w('Kowalski Nowak Wisniewski Kovacs Horvat Petrov Ivanova Popescu Novak Dvorak '
                        'Shevchenko Zielinska Lewandowski'),
    'hispanic': _w('Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres '
                   'Flores Rivera Morales Ortiz Castillo'),
    'maori_pacific': _w('Ngata Parata Tawhiri Fonoti Tupou Faleolo Leota Mahe Taufa Waaka Tipene Rangi'),
    'nordic_other': _w('Andersen Johansson Rossi Bianchi Dubois Papadopoulos Schmidt Muller Jansen '
                       'Lindqvist Moreau Ricci'),
}
# surnames with spaces (kept whole in one span)
LAST_SPACED = ('de Vries', 'van der Berg', 'Te Huia', 'Mac Lochlainn', 'Da Silva', 'Ní Bhriain')

NICK = {'William': 'Bill', 'Robert': 'Bob', 'Margaret': 'Peggy', 'Thomas': 'Tom', 'James': 'Jim',
        'Samuel': 'Sam', 'Daniel': 'Dan', 'Joseph': 'Joe', 'Deborah': 'Debbie', 'Jessica': 'Jess',
        'Alejandro': 'Alex', 'Oluwaseun': 'Seun', 'Katarzyna': 'Kasia', 'Elizabeth': 'Liz',
        'Charlotte': 'Lottie', 'Gillian': 'Gill', 'Philip': 'Phil', 'Stuart': 'Stu', 'Rajesh': 'Raj'}

# origin weights per country
ORIGIN_W = {
    'UK': {'english': 40, 'irish': 5, 'scots_welsh': 12, 'south_asian': 14, 'east_asian': 5,
           'african': 8, 'middle_eastern': 5, 'east_european': 7, 'hispanic': 1, 'maori_pacific': 0,
           'nordic_other': 3},
    'US': {'english': 35, 'irish': 6, 'scots_welsh': 3, 'south_asian': 8, 'east_asian': 10,
           'african': 9, 'middle_eastern': 5, 'east_european': 5, 'hispanic': 17, 'maori_pacific': 1,
           'nordic_other': 4},
    'CA': {'english': 30, 'irish': 6, 'scots_welsh': 6, 'south_asian': 15, 'east_asian': 14,
           'african': 6, 'middle_eastern': 6, 'east_european': 7, 'hispanic': 4, 'maori_pacific': 0,
           'nordic_other': 6},
    'AU': {'english': 38, 'irish': 6, 'scots_welsh': 6, 'south_asian': 10, 'east_asian': 14,
           'african': 3, 'middle_eastern': 6, 'east_european': 5, 'hispanic': 2, 'maori_pacific': 4,
           'nordic_other': 6},
    'IE': {'english': 14, 'irish': 50, 'scots_welsh': 3, 'south_asian': 6, 'east_asian': 4,
           'african': 7, 'middle_eastern': 3, 'east_european': 10, 'hispanic': 2, 'maori_pacific': 0,
           'nordic_other': 1},
    'NZ': {'english': 36, 'irish': 5, 'scots_welsh': 8, 'south_asian': 8, 'east_asian': 10,
           'african': 2, 'middle_eastern': 3, 'east_european': 3, 'hispanic': 1, 'maori_pacific': 20,
           'nordic_other': 4},
}

PROFESSIONS = _w(
    'teacher welder electrician plumber accountant chef farmer hairdresser postman carpenter '
    'barista cleaner mechanic librarian lecturer solicitor baker gardener fisherman roofer joiner '
    'receptionist musician architect journalist courier builder tiler shearer janitor paramedic '
    'firefighter bricklayer locksmith upholsterer optician florist butcher beekeeper'
) + ('bus driver', 'lorry driver', 'taxi driver', 'truck driver', 'software developer',
     'warehouse operative', 'shop assistant', 'care assistant', 'police officer', 'dairy farmer',
     'painter and decorator', 'civil engineer', 'bank clerk', 'social worker', 'forklift driver',
     'dental hygienist', 'graphic designer', 'retail manager', 'school cleaner', 'nurse',
     'primary school teacher', 'HGV driver', 'sheet metal worker', 'call centre agent',
     'veterinary nurse', 'quantity surveyor', 'kitchen porter', 'tram driver', 'dock worker',
     'youth worker', 'sous chef', 'hotel porter', 'machinist', 'market trader', 'yoga instructor')

EMPLOYERS = ('Halden Logistics', 'Brightwater Foods', 'Corran Engineering', 'Lakeland Tile Co',
             'Northway Buses', 'Pennine Print Works', 'Ridgeway Motors', 'Marlin Freight',
             'Copperleaf Bakery', 'Thistledown Care Homes', 'Oakfield Academy', 'Greywater Bank',
             'Harrowgate Timber', 'Silverline Couriers', 'Kestrel Security', 'Bramble & Finch',
             'Saltmarsh Fisheries', 'Redfern Construction', 'Lumen Software', 'Tidewell Hotels',
             'Foxhollow Farms', 'Quarrybank Joinery', 'Sundial Dental', 'Westbrook Tyres',
             'Glenmore Dairy Co-op', 'Amberly Retail', 'Cobalt Call Solutions', 'Harbourline Ferries',
             'Mossgiel Primary School', 'Wrenfield College', 'Stonebridge Plumbing',
             'Calloway Architects')

SCHOOLS = ('Wrenfield College', 'Mossgiel Primary School', 'Oakfield Academy',
           'St Brigid\'s Secondary School', 'Harlow Heath University', 'Kingsgate Sixth Form')

CHARITIES = ('Gutline Support Trust', 'Short Bowel Friends Network', 'Lifeline Feeders Club',
             'HPN Peer Circle')

HOMECARE = {
    'UK': ('Calderwell Homecare', 'NutriHome Services Ltd', 'Meridian Infusion Care',
           'Bluewater Clinical Homecare', 'Hearthside Infusions'),
    'US': ('Crestline Home Infusion', 'Polaris HomeHealth', 'Bluewater Infusion Partners',
           'Summit Ridge Infusion Services', 'Lakemont Nutrition Solutions'),
    'CA': ('Northstar Home Infusion', 'Maplewood Clinical Homecare', 'TrueNorth Nutrition Services'),
    'AU': ('Southern Cross Homecare', 'Wattlebrook Infusion', 'Coral Coast Clinical Supplies'),
    'IE': ('Emerald Homecare Services', 'Shannonside Infusion', 'Atlantic Clinical Homecare'),
    'NZ': ('Kowhai Homecare', 'Harbourside Infusion NZ', 'Longcloud Clinical Services'),
}

INSURERS = {
    'US': ('Keystone Mutual Health', 'BluePeak Health Plan', 'Evergreen Care Insurance',
           'Prairie Shield Health', 'Harborview Health Alliance'),
    'CA': ('Laurentide Life', 'Beaverbrook Benefits'),
    'AU': ('Coastal Health Fund', 'Gumtree Mutual'),
    'IE': ('Glas Health Insurance', 'Clover Health Ireland'),
    'NZ': ('Kiwicare Health', 'Southern Fern Insurance'),
    'UK': ('Albion Private Health', 'Greystone Medical Assurance'),
}
