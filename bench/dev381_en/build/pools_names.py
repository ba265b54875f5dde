"""Name pools of many origins (older patients, their families, and ward staff)."""


def _s(x):
    return x.split()


# origin -> (female first names, male first names, surnames); patients are mostly 65-105
ORIGINS = {
    "en": (
        _s("Doris Edna Mavis Gladys Winifred Dorothy Joan Margaret Irene Phyllis Hilda Elsie "
           "Violet Iris Pearl Rose May Vera Audrey Brenda Sheila Jean Elizabeth Marjorie Evelyn "
           "Ivy Agnes Florence Mabel Nora Sylvia Maureen Pauline Barbara Shirley Kathleen Elaine "
           "Ethel Constance Beryl Olive Rita Muriel Grace Hazel Joyce Enid Lilian Freda Norma"),
        _s("Harold Albert Arthur Wilfred Stanley Dennis Kenneth Ronald Leslie Clifford Norman "
           "Frank Walter Ernest Cyril Reginald Bernard Derek Geoffrey Alan Raymond Gordon Trevor "
           "Douglas Percy Leonard Frederick Maurice Eric Sidney Alfred Roy Gerald Brian Colin "
           "Malcolm Hugh Ivor Glyn Hamish Angus Alistair William Robert Edward Richard James"),
        _s("Smith Jones Taylor Brown Williams Wilson Davies Robinson Wright Thompson Evans Walker "
           "White Roberts Green Hall Wood Jackson Clarke Hughes Lewis Harrison Cooper Ward Turner "
           "Hill Moore Ashworth Pickles Sutcliffe Haworth Fairclough Entwistle Pennington "
           "Postlethwaite Threlfall Cartwright Bellamy Mills Field Rivers Young Long Frost Marsh "
           "Snow Bird Fox Lamb Bell Church King Page Kidd McLeod MacKenzie Fraser Campbell "
           "Buchanan Sinclair Drummond Urquhart Gillespie Morgan Pritchard Llewellyn Prosser "
           "Bevan Jenkins Rees Vaughan Hartley Ackroyd Whitworth Stubbs Dobson Hepworth"),
    ),
    "ir": (
        _s("Bridget Mary Kathleen Maureen Nora Eileen Siobhan Deirdre Philomena Assumpta Attracta "
           "Brigid Carmel Noreen Sheila Teresa Monica Josephine Nuala Mairead Ita Breda Peig"),
        _s("Patrick Michael Sean Seamus Padraig Donal Eamon Cornelius Dermot Fergus Liam Tadhg "
           "Christy Jimmy Ciaran Declan Brendan Gerard Noel Finbarr Mossie Jerome"),
        _s("Murphy Kelly O'Sullivan Walsh O'Brien Byrne Ryan O'Connor O'Neill Doyle McCarthy "
           "Gallagher Doherty Kennedy Lynch Murray Quinn Moran Nolan Fitzgerald Brennan Dunne "
           "Buckley Keane Mulcahy Cullinane Twomey Hegarty Crowley O'Driscoll MacNamara Furlong "
           "Scanlon Tierney Geraghty Gilligan"),
    ),
    "sa": (
        _s("Kamla Gurmeet Parveen Savitri Lakshmi Rukhsana Nirmala Shanti Jaswinder Kulwant Hansa "
           "Pushpa Zubeida Amrit Saroj Bibi"),
        _s("Gurdev Mohinder Abdul Rajesh Harbhajan Mohammed Ramesh Balwant Iqbal Yusuf Kishore "
           "Prakash Ajit Bashir Gulzar Darshan"),
        _s("Patel Singh Kaur Sharma Khan Begum Hussain Ahmed Gill Sandhu Chauhan Mistry Desai "
           "Bhatti Rahman Choudhury Nair Pillai Reddy Akhtar Dhillon Parmar"),
    ),
    "af": (
        _s("Hyacinth Gloria Myrtle Cynthia Beulah Icilda Merle Claudette Adaeze Ngozi Abena "
           "Funmilayo Precious Blessing"),
        _s("Winston Linford Delroy Clement Lloyd Everton Augustus Desmond Chukwuemeka Kwame "
           "Olusegun Babatunde Fitzroy Kofi"),
        _s("Campbell Francis Bailey Grant Henry Okafor Adeyemi Mensah Osei Nwosu Okonkwo Boateng "
           "Asante Adebayo Eze Braithwaite Forbes McKenzie"),
    ),
    "pl": (
        _s("Halina Krystyna Zofia Danuta Irena Stanislawa Jadwiga Wanda Ludmila Olga Bozena"),
        _s("Stanislaw Tadeusz Zbigniew Jerzy Kazimierz Wojciech Bogdan Andrzej Mykola Vasyl Janusz"),
        _s("Kowalski Nowak Wisniewski Lewandowska Zielinski Kaminski Jankowski Mazur Kovalenko "
           "Shevchenko Horvat Wozniak Dabrowski"),
    ),
    "med": (
        _s("Giuseppina Concetta Maria Rosa Carmela Antonietta Eleni Despina Vasiliki Georgia "
           "Androulla Assunta"),
        _s("Giuseppe Salvatore Vincenzo Antonio Carmelo Domenico Giorgos Dimitrios Konstantinos "
           "Spiros Nikolaos Rocco"),
        _s("Rossi Russo Esposito Romano Bianchi Ferraro Caruso Galati Papadopoulos Nikolaidis "
           "Georgiou Christodoulou Stavrou Konstantinou Lombardo Marino"),
    ),
    "ea": (
        _s("Mei Ling Xiu Lan Hoa Kim Sook Yoko Lourdes Corazon Remedios Thuy Fung"),
        _s("Wei Ming Jian Hung Minh Duc Kenji Hiroshi Rodrigo Eduardo Kwok Tuan"),
        _s("Chen Wong Li Zhang Lam Nguyen Tran Le Pham Kim Park Tanaka Santos Reyes Bautista "
           "Chua Ho Yip"),
    ),
    "mi": (
        _s("Aroha Mere Huia Ngaire Hine Wikitoria Losana Mele Sina Fetu Rangimarie"),
        _s("Wiremu Hemi Tamati Rangi Hone Tevita Sione Siosaia Viliami Ropata Manaia"),
        _s("Ngata Parata Tipene Rewiti Paewai Horomona Taufa Fifita Tuilagi Leota Faleolo Tupou "
           "Tawhai Moana"),
    ),
    "fr": (
        _s("Yvette Ginette Huguette Therese Monique Lucille Jeannine Rolande Pierrette Gisele"),
        _s("Marcel Gaston Rejean Gilles Normand Lucien Armand Yvon Rosaire Guy"),
        _s("Tremblay Gagnon Bouchard Gauthier Morin Lavoie Fortin Pelletier Bergeron Leblanc "
           "Cote Theriault Poirier Gaudet"),
    ),
    "hi": (
        _s("Guadalupe Dolores Esperanza Consuelo Rosario Socorro Herminia Refugio"),
        _s("Jose Jesus Manuel Ramon Rafael Ignacio Eusebio Arturo"),
        _s("Garcia Martinez Hernandez Lopez Gonzalez Ramirez Flores Rivera Torres Castillo "
           "Villanueva Delgado"),
    ),
    "us": (
        _s("Dorothy Betty Shirley Loretta Darlene Bonnie Juanita Lois Arlene Wanda Opal Mildred "
           "Geraldine Bernice"),
        _s("Earl Floyd Clarence Herbert Lyle Vernon Dale Wendell Orville Elmer Chester Virgil"),
        _s("Miller Anderson Johnson Schmidt Olson Peterson Washington Jefferson Harris Hoffman "
           "Kowalczyk Novak Lindqvist Becker Jorgensen"),
    ),
    "le": (
        _s("Miriam Ruth Esther Leila Samira Nadia Hanna Mona"),
        _s("Isaac Samuel Georges Elias Habib Nabil Saul Tony"),
        _s("Cohen Levy Goldberg Haddad Khoury Nasser Saliba Rosen Abboud"),
    ),
}

COUNTRY_ORIGINS = {
    "UK": [("en", 6), ("ir", 1), ("sa", 2), ("af", 1.5), ("pl", 1), ("med", 0.5), ("ea", 0.5),
           ("le", 0.4)],
    "IE": [("ir", 7), ("en", 1), ("pl", 1), ("af", 0.6), ("ea", 0.5)],
    "AU": [("en", 5), ("ir", 1), ("med", 1.6), ("ea", 1.5), ("le", 1), ("sa", 0.7), ("pl", 0.5),
           ("mi", 0.3)],
    "NZ": [("en", 5), ("mi", 2.5), ("ea", 1), ("sa", 0.7), ("ir", 0.7), ("pl", 0.3)],
    "CA": [("en", 4), ("fr", 2.5), ("ir", 1), ("ea", 1.5), ("sa", 1), ("med", 0.7), ("pl", 0.7),
           ("af", 0.5)],
    "US": [("us", 4), ("en", 2), ("hi", 2), ("af", 1), ("ir", 1), ("ea", 1), ("pl", 0.7),
           ("med", 0.7), ("le", 0.5)],
}

STAFF_F = _s("Amara Priya Sarah Emily Chloe Hannah Aoife Niamh Ciara Sinead Fatima Aisha Zainab "
             "Mei Yuki Olivia Charlotte Sophie Lucy Rachel Rebecca Laura Kirsty Fiona Deepa "
             "Anjali Tanvi Chidinma Temi Jess Kate Anna Ewa Magda Ioana Marta Leilani Tui Holly "
             "Roisin Gemma Harriet Nkechi Meera Sunita Claire Bronwyn Kiri Mackenzie Ashley "
             "Jasmine Elif Ingrid Siobhan Naomi Farah Hui")
STAFF_M = _s("James Tom Oliver Daniel Matthew Rory Cian Conor Eoin Ravi Arjun Sanjay Omar Bilal "
             "Hassan Kwabena Tunde Femi Wei Jun Hiroshi Lucas Marco Luca Alex Ben Sam Josh Callum "
             "Ewan Tane Kieran Mateusz Piotr Andrei Nikhil Vikram Jamal Hamza Aidan Rhys Dylan "
             "Stefan Mahesh Yusuf Niall Fraser Ahmed Chinedu Tariq Duncan Hemi Benoit")

NICK = {
    "Elizabeth": "Betty", "Margaret": "Peggy", "Patrick": "Paddy", "William": "Bill",
    "Robert": "Bob", "Dorothy": "Dot", "Kathleen": "Kitty", "Edward": "Ted",
    "Richard": "Dick", "James": "Jim", "Giuseppe": "Joe", "Alfred": "Alf",
    "Frederick": "Fred", "Albert": "Bert", "Winifred": "Winnie", "Florence": "Flo",
    "Josephine": "Josie", "Cornelius": "Con", "Stanislaw": "Stan", "Bridget": "Bridie",
    "Leonard": "Len", "Kenneth": "Ken", "Ronald": "Ron", "Giuseppina": "Pina",
    "Wiremu": "Bill", "Konstantinos": "Kostas", "Dimitrios": "Jim", "Vincenzo": "Enzo",
    "Mohinder": "Mo", "Concetta": "Connie", "Herbert": "Herb", "Gladys": "Glad",
}

RELATIONS_F = _s("daughter wife niece granddaughter sister daughter-in-law neighbour friend "
                 "partner stepdaughter")
RELATIONS_M = _s("son husband nephew grandson brother son-in-law neighbour friend partner "
                 "stepson")

# former occupations of patients, and occupations of relatives
PROFESSIONS_OLD = [
    "coal miner", "seamstress", "primary school teacher", "bus driver", "nurse", "farmer",
    "postman", "dock worker", "typist", "bookkeeper", "GP", "shopkeeper", "engineer",
    "electrician", "civil servant", "librarian", "joiner", "plumber", "hairdresser",
    "fisherman", "lecturer", "accountant", "machinist", "cleaner", "dairy farmer",
    "merchant seaman", "publican", "butcher", "tailor", "midwife", "pharmacist",
    "lorry driver", "mill worker", "bank clerk", "police officer", "telephonist",
    "school cook", "headmistress", "welder", "carpenter", "tram conductor", "milliner",
    "secretary", "draughtsman", "market gardener", "stonemason", "shearer", "nanny",
]
PROFESSIONS_REL = [
    "nurse", "solicitor", "firefighter", "teacher", "paramedic", "accountant", "electrician",
    "care assistant", "pharmacist", "software developer", "social worker", "lawyer",
    "police officer", "vet", "physiotherapist", "chef", "taxi driver", "builder",
    "hairdresser", "midwife", "dentist", "university lecturer", "bus driver", "farmer",
]
