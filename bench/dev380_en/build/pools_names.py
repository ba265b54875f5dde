"""Person-name pools for dev380 (invented combinations; many origins).

Each origin: (male first names, female first names, surnames), space separated;
multi-word surnames use an underscore that is turned into a space.
"""

_RAW = {
    'english': (
        'James Oliver Harry George Jack Thomas William Daniel Matthew Robert David Paul Mark Stephen '
        'Peter Graham Colin Keith Trevor Derek Alan Gary Ian Neil Stuart Barry Clive Roger Malcolm Dennis',
        'Susan Margaret Patricia Linda Karen Helen Sarah Emma Claire Rachel Joanne Gillian Pauline Janet '
        'Brenda Lorraine Hayley Gemma Charlotte Amy Jean Maureen Doreen Sheila Valerie Denise Tracey',
        'Smith Jones Taylor Brown Wilson Walker Wright Robinson Thompson Hughes Edwards Green Hall Wood '
        'Harris Clarke Turner Hill Moore Cooper Ward Morris Baker Bennett Holt Pickering Ashworth '
        'Fairclough Hargreaves Whitworth Butterworth Sutcliffe Dunmore Cartwright Pemberton Thomas '
        'Parkinson Barnes Foley Marsden Kershaw Lister Royle Haworth Tinsley Bramwell Entwistle'),
    'irish_scots': (
        'Seamus Ciaran Padraig Declan Eoin Cormac Fergus Ruairi Niall Diarmuid Callum Angus Hamish Euan '
        'Brendan Donal Colm Tadhg',
        'Siobhan Niamh Aoife Orla Roisin Grainne Mairead Caoimhe Eilidh Fiona Morag Isla Bridget Nuala '
        'Sinead Deirdre',
        "Murphy O'Brien O'Sullivan Kelly Byrne Ryan Walsh O'Connor McCarthy Doyle Gallagher Brennan Quinn "
        "MacLeod Campbell Fraser MacDonald Stewart Robertson McKenzie Boyd Sweeney Donnelly Keane Coughlan "
        "Moloney Fitzgerald Hegarty O'Donoghue Kavanagh Cullinane McGrath Tierney"),
    'welsh': (
        'Rhys Gareth Dafydd Emyr Iwan Huw Gethin Aled',
        'Bethan Cerys Ffion Sioned Angharad Nia Eleri Carys',
        'Evans Davies Llewellyn Pritchard Pugh Griffiths Morgan Powell Vaughan Prosser Bevan Rees'),
    'south_asian': (
        'Rajesh Sanjay Arjun Vikram Amit Harpreet Gurdeep Mohammed Imran Tariq Asif Shahid Farhan Rohan '
        'Anil Suresh Prakash Kiran Deepak Mahesh Naveen Jaswinder Balwinder Ravi',
        'Priya Anjali Sunita Meera Kavita Nisha Pooja Harjit Manpreet Shabana Nasreen Farzana Ayesha '
        'Rukhsana Lakshmi Deepa Parveen Rani Gurpreet',
        'Patel Sharma Singh Kaur Gupta Shah Mehta Iyer Nair Reddy Chaudhry Hussain Khan Ahmed Akhtar '
        'Begum Rahman Chowdhury Malik Sandhu Gill Dhillon Bhatt Natarajan Krishnan Pillai Perera '
        'Fernando Jayasuriya Bains Mistry Varghese'),
    'chinese': (
        'Wei Jun Hao Ming Jian Zhiwei Kai Tao Kwok-Wai Chi-Keung',
        'Mei Xiu Yan Ling Hui Fang Jing Siu-Ling Xiaoling',
        'Chen Wang Zhang Liu Huang Zhao Wu Zhou Lin Ng Wong Chan Cheung Lau Tan Lim Ong Yip Leung'),
    'vietnamese': ('Minh Thanh Quang Duc Tuan Hieu', 'Lan Thu Hoa Ngoc Mai Hanh',
                   'Nguyen Tran Le Pham Hoang Vu Dang Bui Do'),
    'korean_japanese': (
        'Jae-won Min-jun Sung-ho Dong-hyun Hiroshi Kenji Takeshi Daisuke',
        'Ji-yeon Seo-yeon Hye-jin Yuki Aiko Keiko Naomi',
        'Kim Park Choi Jung Kang Yoon Tanaka Suzuki Sato Watanabe Yamamoto Nakamura'),
    'filipino': ('Jose Rodel Marlon Arnel Ramil Jerome', 'Maricel Rowena Jocelyn Analyn Marites Lorna',
                 'Santos Reyes Cruz Bautista Dela_Cruz Villanueva Mendoza Aquino Ocampo Manalo'),
    'west_african': (
        'Oluwaseun Chinedu Emeka Babatunde Adebayo Obinna Tunde Ifeanyi Kwame Kofi Kwabena Yaw',
        'Ngozi Chioma Funmilayo Adaeze Folake Yetunde Amaka Akosua Ama Abena Efua',
        'Okafor Adeyemi Okonkwo Balogun Eze Nwosu Oyelaran Adebisi Ogunleye Chukwu Mensah Asante '
        'Boateng Owusu Appiah Osei'),
    'east_african': ('Abdi Mohamed Yusuf Tesfaye Dawit Abdirahman Bereket',
                     'Hodan Amina Fadumo Selam Hirut Saida Meron',
                     'Warsame Hassan Farah Abdullahi Tadesse Bekele Haile Jama Ali Gebremedhin'),
    'arabic': ('Omar Khalid Youssef Ahmad Karim Samir Walid Bilal Nabil',
               'Fatima Layla Mariam Rania Noor Huda Samira Dalia',
               'Haddad Khoury Nasser Mansour Al-Rashid Saleh Aziz Darwish Haidari Sabbagh'),
    'turkish_persian': ('Mehmet Emre Murat Reza Dariush Kourosh', 'Ayse Elif Zeynep Shirin Parisa Nasrin',
                        'Yilmaz Demir Kaya Sahin Celik Hosseini Karimi Rahimi Tehrani Moradi'),
    'polish_ukr': (
        'Piotr Tomasz Krzysztof Marek Pawel Oleksandr Andriy Taras Grzegorz',
        'Agnieszka Katarzyna Malgorzata Ewa Joanna Olena Iryna Oksana Beata',
        'Kowalski Nowak Wisniewski Wojcik Kaminski Zielinski Szymanski Shevchenko Kovalenko Bondarenko '
        'Tkachenko Melnyk Dabrowski Mazur'),
    'southern_euro': (
        'Giuseppe Marco Luca Salvatore Georgios Dimitrios Nikos Konstantinos Joao Miguel',
        'Giulia Francesca Rosa Maria Eleni Sofia Katerina Ana Lucia Ines',
        'Rossi Russo Esposito Bianchi Romano Ferrari Conti Greco Papadopoulos Georgiou Nikolaidis '
        'Christodoulou Pappas Silva Ferreira Pereira Costa Oliveira'),
    'hispanic': ('Carlos Luis Jorge Alejandro Juan Ricardo Hector Raul Eduardo',
                 'Carmen Isabel Gabriela Maria_Elena Rosa Yolanda Guadalupe Veronica',
                 'Gonzalez Rodriguez Hernandez Lopez Martinez Garcia Ramirez Torres Morales Castillo '
                 'Vargas Delgado Ortiz Mendez Salazar'),
    'germanic': ('Klaus Jurgen Stefan Lars Anders Pieter Henk Nils Dieter',
                 'Ingrid Astrid Greta Annelies Sanne Birgit Heike',
                 'Muller Schmidt Becker Hoffmann Van_der_Berg De_Vries Jansen Larsen Lindqvist Berg '
                 'Bakker Visser Koch'),
    'french_canadian': ('Jean-Pierre Luc Sylvain Marc-Andre Gilles Rejean Yves',
                        'Genevieve Sylvie Isabelle Chantal Manon Josee Nathalie',
                        'Tremblay Gagnon Roy Cote Bouchard Gauthier Lavoie Pelletier Belanger Leblanc '
                        'Ouellet Poirier'),
    'maori_pacific': (
        'Wiremu Hemi Rawiri Tama Nikau Manaia Sione Tevita Viliami Ropata',
        'Aroha Moana Ngaio Mere Huia Kiri Mele Lupe Salote Anahera',
        'Ngata Parata Tipene Horomona Rangi Te_Whata Tawhiri Tuilagi Fonoti Taufa Leota Fifita Havili '
        'Faleolo Pomare Te_Kani'),
    'jewish': ('David Avi Moshe Eli Nathan', 'Rivka Miriam Shira Talia Esther',
               'Cohen Levy Goldberg Friedman Rosenberg Katz Weiss Shapiro'),
    'us_general': (
        'DeShawn Marcus Tyrone Jamal Darnell Cody Tyler Brandon Dustin Travis Randy Earl Wayne Curtis',
        'Keisha Latoya Tamika Shanice Imani Brittany Crystal Tammy Debra Kimberly Shelby Darlene',
        'Washington Jefferson Jackson Coleman Brooks Freeman Hollister Tate Crowder Pruitt McAllister '
        'Dawson Hendricks Yates Whitaker Bledsoe Kimble Stroud'),
    'aus_nz_general': (
        'Bruce Shane Darren Craig Wayne Troy Brett Lachlan Mitchell Hamish',
        'Kylie Sharon Narelle Leanne Tania Bronwyn Kirsten Raewyn Shona Jodie',
        'Mitchell Kennedy Henderson McLachlan Gibbs Sinclair Fitzpatrick Hollis Dobson Pryor Carmody '
        'Gleeson Rowe Sheehan Drummond Bartlett'),
}

ORIGINS = {}
for _k in sorted(_RAW):
    _m, _f, _s = _RAW[_k]
    ORIGINS[_k] = ([x.replace('_', ' ') for x in _m.split()],
                   [x.replace('_', ' ') for x in _f.split()],
                   [x.replace('_', ' ') for x in _s.split()])

COUNTRY_ORIGINS = {
    'UK': [('english', 40), ('irish_scots', 10), ('welsh', 6), ('south_asian', 14), ('west_african', 5),
           ('east_african', 3), ('polish_ukr', 6), ('chinese', 3), ('arabic', 3), ('southern_euro', 3),
           ('jewish', 2), ('turkish_persian', 2), ('filipino', 2)],
    'US': [('us_general', 30), ('english', 14), ('hispanic', 16), ('irish_scots', 5), ('germanic', 5),
           ('chinese', 3), ('vietnamese', 3), ('korean_japanese', 3), ('filipino', 4), ('south_asian', 4),
           ('west_african', 3), ('east_african', 2), ('arabic', 2), ('jewish', 3), ('polish_ukr', 3),
           ('southern_euro', 3)],
    'AU': [('aus_nz_general', 28), ('english', 18), ('irish_scots', 6), ('southern_euro', 9),
           ('chinese', 6), ('vietnamese', 6), ('south_asian', 6), ('arabic', 5), ('filipino', 3),
           ('maori_pacific', 4), ('germanic', 3), ('korean_japanese', 2), ('east_african', 2)],
    'CA': [('english', 20), ('french_canadian', 18), ('irish_scots', 8), ('south_asian', 12),
           ('chinese', 8), ('filipino', 5), ('polish_ukr', 7), ('southern_euro', 5), ('us_general', 6),
           ('east_african', 3), ('arabic', 3), ('korean_japanese', 3), ('jewish', 2)],
    'NZ': [('aus_nz_general', 26), ('english', 16), ('maori_pacific', 28), ('irish_scots', 6),
           ('chinese', 6), ('south_asian', 6), ('filipino', 4), ('germanic', 3), ('korean_japanese', 3)],
    'IE': [('irish_scots', 55), ('english', 10), ('polish_ukr', 10), ('west_african', 5),
           ('south_asian', 5), ('filipino', 4), ('southern_euro', 4), ('chinese', 3), ('arabic', 2)],
}

NICKNAMES = {
    'Robert': 'Bob', 'William': 'Bill', 'James': 'Jim', 'Anthony': 'Tony', 'Margaret': 'Maggie',
    'Patricia': 'Pat', 'Michael': 'Mick', 'David': 'Dave', 'Gary': 'Gaz', 'Daniel': 'Dan',
    'Thomas': 'Tom', 'Matthew': 'Matt', 'Stephen': 'Steve', 'Peter': 'Pete', 'Susan': 'Sue',
    'Elizabeth': 'Liz', 'Jean-Pierre': 'JP', 'Oluwaseun': 'Seun', 'Babatunde': 'Tunde',
    'Christopher': 'Chris', 'Raymond': 'Ray', 'Kimberly': 'Kim', 'Alejandro': 'Alex',
    'Konstantinos': 'Kostas', 'Giuseppe': 'Joe', 'Wiremu': 'Bill', 'Chinedu': 'Chi',
    'Lachlan': 'Lachie', 'Bronwyn': 'Bron', 'Shane': 'Shano', 'Mohammed': 'Mo',
}
