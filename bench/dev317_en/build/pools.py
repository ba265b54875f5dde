"""Hand-written, invented pools of names, place stems and organisations.
Nothing here is copied from a name library; combinations are random."""

# origin -> (female first names, male first names, surnames)
NAMES = {
    "anglo": (
        "Margaret Susan Karen Emily Charlotte Hannah Lucy Grace Abigail Rebecca Joanne Deborah "
        "Pauline Gillian Tracey Kayleigh Chloe Megan Beverley Heather Olivia Madison Brittany "
        "Shirley Doreen Valerie Janet Lorraine Wendy Harriet Imogen Poppy Ruby Daisy Holly "
        "Jessica Bethany Rosalind Maureen Ashley Courtney Felicity Hazel Joyce Mildred".split(),
        "William George Harold Kevin Gary Stephen Graham Nigel Trevor Derek Callum Jack Oliver "
        "Harry Thomas James Robert Michael Daniel Ryan Tyler Brandon Dale Wayne Clive Keith "
        "Dennis Lewis Ethan Noah Mason Bradley Craig Gordon Russell Barry Cody Howard Leonard "
        "Stanley Vernon Troy Shane".split(),
        "Whitfield Ashworth Pennington Hargreaves Fairbairn Blackwood Cartwright Drinkwater "
        "Threlfall Hollings Marchbank Lockwood Tillotson Aldridge Greenhalgh Bramley Coverdale "
        "Eastwood Fulbrook Gatley Hebblethwaite Smith Jones Taylor Wilson Clarke Walker Wright "
        "Hughes Edwards Turner Parker Collins Bennett Shaw Webster Pickering Rowntree Sutcliffe "
        "Brereton Oakes Fenwick Kershaw Lumb Haworth Dyson Prentice Mallory Thistlewood "
        "Cresswell Pugh Haddon Birtwistle".split()),
    "irish": (
        "Siobhán Aoife Niamh Gráinne Caoimhe Orla Saoirse Róisín Clodagh Deirdre Máire Eimear "
        "Sinéad Ciara Bríd Nuala Úna Mairéad Fionnuala Aisling".split(),
        "Seán Ciarán Pádraig Donal Cathal Eoin Fergal Colm Diarmuid Tadhg Oisín Darragh Liam "
        "Cian Declan Ruairí Enda Fiachra Senan Micheál".split(),
        "O'Sullivan|Byrne|Fitzgerald|Kavanagh|McGrath|Dunne|Moriarty|Flanagan|Hennessy|Delaney|"
        "Mulcahy|Brennan|Gallagher|Lynch|Quinlan|Tierney|Cullinane|Hegarty|Keane|Nolan|Power|"
        "Redmond|Sheehan|Ó Briain|Mac Giolla Phádraig|O'Driscoll|Ó Cealla|Coughlan|"
        "Dineen|Tuohy|Rafferty|Scanlon|Geraghty|Mulvihill|Carrigan".split("|")),
    "celtic": (
        "Morag Eilidh Isla Catriona Rhiannon Cerys Angharad Ffion Siân Kirsty Elspeth Mhairi".split(),
        "Hamish Alasdair Ruaridh Gethin Rhys Dafydd Iwan Euan Fraser Angus Gareth Huw".split(),
        "MacLeod Drummond Munro Sinclair Buchanan Rennie Baird Lamont Pryce Llewellyn Griffiths "
        "Vaughan Prosser Bevan Howells Cowie Strachan Guthrie Menzies Jenkins".split()),
    "south_asian": (
        "Priya Anjali Sunita Kavitha Lakshmi Deepa Farah Ayesha Nusrat Harpreet Manpreet "
        "Simran Rukhsana Meena Shalini Divya Parveen Shabnam Revathi Aarti".split(),
        "Rajesh Sanjay Arjun Vikram Imran Tariq Faisal Gurpreet Harjit Ravi Suresh Anand "
        "Kiran Bilal Nadeem Prakash Sandeep Arif Venkat Jaswinder".split(),
        "Patel Sharma Chaudhry Iyer Nair Krishnan Sandhu Gill Dhillon Hussain Qureshi Rahman "
        "Bhattacharya Menon Reddy Choudhury Kapoor Siddiqui Ahmed Pillai Subramaniam Mistry "
        "Grewal Banerjee Rao Malik".split()),
    "chinese": (
        ["Mei Ling", "Xiu Ying", "Li Na", "Jia Hui", "Wen Jing", "Hui Min", "Yan", "Siew Lan",
         "Xin Yi", "Shu Fen", "Wai Man", "Pui Yee"],
        ["Wei", "Jun Hao", "Zhi Wei", "Jian", "Kok Leong", "Ming", "Hao", "Tian", "Chee Keong",
         "Ka Ho", "Yong", "Boon Huat"],
        "Chen Wong Li Zhang Tan Lim Ng Lau Cheung Huang Zhou Lee Teo Goh Chua Koh Ho Yeung "
        "Leung Tsang Xu Sim Chan Fung".split()),
    "vietnamese": (
        ["Thi Lan", "Ngoc Anh", "Thu Trang", "Hoa", "Linh", "Mai", "Thanh Huong", "Kim Chi"],
        ["Van Minh", "Duc Anh", "Quang", "Tuan", "Hieu", "Bao", "Thanh Long", "Khoa"],
        "Nguyen Tran Pham Le Vu Dang Bui Do Hoang Huynh Truong Phan".split()),
    "east_asian": (
        "Ji-woo Seo-yeon Min-ji Yuki Haruka Aiko Emi Soo-ah Naoko Hye-jin".split(),
        "Min-jun Seung-ho Dong-hyun Kenji Takeshi Hiroshi Daichi Jae-sung Ryo Sung-min".split(),
        "Kim Park Choi Jung Kang Yoon Tanaka Sato Nakamura Watanabe Yamamoto Kobayashi Han "
        "Shin Ito Mori".split()),
    "hispanic": (
        "María Guadalupe Lucía Carmen Rosa Alejandra Daniela Gabriela Ximena Yesenia Marisol "
        "Araceli Beatriz Consuelo Paola Itzel".split(),
        "José Luis Carlos Miguel Alejandro Jorge Javier Diego Ricardo Héctor Ernesto Rubén "
        "Mateo Santiago Armando Joaquín".split(),
        "García Hernández Martínez Rodríguez López Gonzalez Pérez Sánchez Ramírez Torres "
        "Flores Rivera Gutiérrez Morales Ortiz Castillo Vargas Mendoza Delgado Navarro "
        "Salazar Espinoza Cárdenas Villareal Quintero".split()),
    "afam": (
        "LaToya Keisha Tamika Aaliyah Imani Ebony Jasmine Monique Tanisha Shante Latrice "
        "Denise Yolanda Precious".split(),
        "DeShawn Jamal Tyrone Darnell Marcus Terrell Andre Malik Reginald Cedric Dwayne "
        "Lamar Quentin Rashad".split(),
        "Washington Jefferson Jackson Robinson Coleman Freeman Brooks Bryant Simmons Holloway "
        "Gaines Pettiford Whitaker Mayfield Bledsoe Toussaint Merriweather".split()),
    "west_african": (
        "Chiamaka Ngozi Adaeze Folake Yetunde Abena Akosua Efua Funmilayo Ifeoma Blessing "
        "Temitope Adwoa Chinwe".split(),
        "Chukwuemeka Oluwaseun Babatunde Kwame Kofi Emeka Tunde Obinna Yaw Ikenna Segun "
        "Kwabena Chidi Femi".split(),
        "Okafor Adeyemi Okonkwo Eze Nwosu Adebayo Mensah Boateng Asante Owusu Olaniyan Chukwu "
        "Oyelaran Ogunleye Danquah Achebe Osei Afolabi".split()),
    "east_african": (
        "Hodan Faadumo Ayaan Hiwot Meron Selam Wanjiru Achieng Nasra Tigist".split(),
        "Abdirahman Mohamed Yonas Dawit Tesfaye Kiprono Otieno Abdullahi Mesfin Jabir".split(),
        "Warsame Abdi Farah Hassan Bekele Gebremariam Kamau Mwangi Odhiambo Wanjala Yusuf "
        "Haile".split()),
    "southern_african": (
        "Nomvula Thandiwe Lindiwe Zanele Nandi Ayanda Palesa Refilwe Anneke Marietjie "
        "Elmarie Busisiwe Naledi Fatima Shireen Zodwa".split(),
        "Sipho Thabo Mandla Themba Lwazi Bongani Kagiso Pieter Johan Francois Riaan "
        "Sibusiso Tshepo Ebrahim Gareth Lungile".split(),
        "Dlamini Nkosi Mokoena Ndlovu Khumalo Mthembu Sithole Mabaso Molefe Botha Pretorius "
        "Venter Steyn Coetzee Fourie Petersen Isaacs Abrahams Davids Maseko Ntuli Mahlangu "
        "Xaba Hendricks Naidoo Govender".split() + ["van der Merwe", "du Plessis", "van Wyk"]),
    "maori_pacific": (
        "Aroha Mere Ngaio Huia Anahera Kiri Moana Talia Losa Mele Salote Sina Hinemoa "
        "Marama Tui Fetu".split(),
        "Wiremu Hemi Rawiri Tama Nikau Manaia Tāne Sione Tevita Sefo Ioane Viliami Lagi "
        "Matiu Kahu Pita".split(),
        "Ngata Parata Horomona Tipene Rangi Waaka Ruawai Tamihana Paewai Faleolo Tuilagi "
        "Fonoti Taufa Havili Latu Fifita Leota Aumua Sapolu Karaitiana Pōtae "
        "Matagi Tupou".split() + ["Te Whata", "Te Rangi"]),
    "slavic": (
        "Agnieszka Katarzyna Oksana Iryna Magdalena Natalia Joanna Olena Zofia Halyna".split(),
        "Piotr Tomasz Krzysztof Andriy Mykola Bogdan Paweł Marek Dmytro Łukasz".split(),
        "Nowak Wójcik Kaczmarek Mazur Krawczyk Kovalenko Shevchuk Bondarenko Zielinski "
        "Sadowski Lewandowski Tkachenko Melnyk".split()),
    "medit": (
        "Georgia Despina Giulia Francesca Beatriz Inês Eleni Chiara Antonella Rosaria "
        "Fernanda Stavroula".split(),
        "Nikos Giorgos Giuseppe Marco João Tiago Dimitrios Salvatore Vasilis Rui Franco "
        "Spiros".split(),
        "Papadopoulos Georgiou Konstantinidis Rossi Esposito Bianchi Ferreira Costa Oliveira "
        "Marchetti Papageorgiou Romano Santoro Gomes Alexiou Lombardi".split()),
    "germanic": (
        "Ingrid Sanne Anke Liesbeth Heike Ioana Elena Birgit Annelies".split(),
        "Klaus Joost Dieter Maarten Stefan Constantin Bogdan Lars Henrik".split(),
        "Schmidt Becker Janssen Bakker Hoffmann Vermeulen Popescu Ionescu Kruger Lindqvist "
        "Brouwer Dragomir".split() + ["de Vries", "van Dijk"]),
    "mideast": (
        "Fatima Leila Yasmin Noor Zeynep Elif Shirin Maryam Rana Hala Dalia Samira".split(),
        "Ahmad Omar Khalid Yusuf Mehmet Emre Reza Dariush Karim Samir Nabil Hamza".split(),
        "Haddad Khoury Nasser Saleh Yilmaz Demir Kaya Rahimi Hosseini Karimi Mansour "
        "Aziz Darwish Sabbagh Tahan Özdemir Jaber".split() + ["El-Amin"]),
    "filipino": (
        "Maricel Rowena Jocelyn Lourdes Marites Analyn Cherry Rizalina".split(),
        "Rodel Jericho Reynaldo Noel Ramil Arnel Joselito Dante".split(),
        "Santos Reyes Bautista Villanueva Aquino Manalo Dimaculangan Pangilinan Macaraeg "
        "Soriano Tolentino Lacson".split() + ["dela Cruz"]),
    "malay": (
        ["Nurul Huda", "Siti Aisyah", "Farhana", "Noraini", "Nur Izzati", "Rosnah"],
        ["Muhammad Hafiz", "Ahmad Faizal", "Zulkifli", "Azman", "Irfan", "Khairul"],
        "Rahmat Ismail Osman Yusof Abdullah Hamid Salleh Jamaludin Kassim".split()),
    "french": (
        "Geneviève Mélanie Isabelle Chantal Josée Sylvie Nathalie Brigitte Manon Hélène".split(),
        "Luc Mathieu Étienne Yves Benoît Sébastien Marc-André Réjean Gilles Jean-François".split(),
        "Tremblay Gagnon Bouchard Côté Gauthier Lavoie Pelletier Bélanger Lévesque Thibodeau "
        "Cloutier Ouellet Fortin Paquette".split()),
}

ORIGIN_MIX = {
    "US": [("anglo", 30), ("hispanic", 18), ("afam", 14), ("chinese", 4), ("vietnamese", 3),
           ("east_asian", 3), ("south_asian", 5), ("filipino", 4), ("west_african", 3),
           ("slavic", 3), ("medit", 3), ("mideast", 4), ("irish", 3), ("east_african", 2)],
    "UK": [("anglo", 35), ("celtic", 8), ("irish", 5), ("south_asian", 14), ("west_african", 6),
           ("afam", 2), ("slavic", 6), ("medit", 4), ("chinese", 3), ("mideast", 5),
           ("east_african", 3), ("germanic", 2)],
    "IE": [("irish", 50), ("anglo", 8), ("slavic", 10), ("germanic", 4), ("west_african", 6),
           ("south_asian", 6), ("filipino", 5), ("chinese", 3), ("mideast", 3), ("medit", 2)],
    "CA": [("anglo", 30), ("french", 15), ("chinese", 10), ("south_asian", 10), ("filipino", 6),
           ("slavic", 4), ("medit", 4), ("irish", 4), ("celtic", 4), ("mideast", 5),
           ("hispanic", 3), ("vietnamese", 3), ("east_asian", 2)],
    "AU": [("anglo", 35), ("medit", 10), ("vietnamese", 6), ("chinese", 10), ("south_asian", 8),
           ("mideast", 6), ("irish", 5), ("celtic", 4), ("filipino", 3), ("maori_pacific", 3),
           ("east_asian", 2), ("slavic", 2)],
    "NZ": [("anglo", 30), ("maori_pacific", 28), ("chinese", 7), ("south_asian", 8),
           ("germanic", 3), ("celtic", 5), ("irish", 4), ("filipino", 4), ("east_asian", 3),
           ("slavic", 2)],
    "SG": [("chinese", 55), ("malay", 20), ("south_asian", 15), ("anglo", 4), ("filipino", 6)],
    "ZA": [("southern_african", 60), ("anglo", 15), ("south_asian", 8), ("germanic", 5),
           ("medit", 4), ("west_african", 4), ("east_african", 3)],
}

# ---------------------------------------------------------------- towns
TOWN_A = ("Ash Brack Cold Dun Elm Fern Gold Hals Ingle Kings Lang Marl Nether Oak Pen "
          "Quarry Red Stan Thorn Upp Whit Yarn Bram Crow Fox Hart Lyd Mor Sal Wend Bur "
          "Chal Dray Fal Grin Hol Kel Lox Mill Nor Pol Rook Sed Tew Ux Wex").split()
TOWN_B = ("ford bridge by ham ley mere stow wick well field hurst combe thorpe worth den "
          "ton borough cliffe gate moor dale minster holme shaw").split()
TOWN_PRE = ("Upper Lower Great Little North South East West New Port Lake Mount "
            "Fort").split()
IRISH_A = "Bally Kil Carrig Drum Clon Ard Rath Lis Knock Glen Inis Derry Tullagh".split()
IRISH_B = ("nacarrig moreen dorran kealy lisk more beg carra ganny whinny lough doon "
           "nabrack ferris keel").split()
MAORI_A = "Wai Roto Puke Maunga Awa Kai Ōhau Tara Rau Whanga Moto Hau".split()
MAORI_B = "rangi tahi ora kura nui mārie iti hine pōuri whero roa tea".split()
ZA_A = "Bloem Rooi Mooi Groot Klein Wit Swart Dorings Kliprivier Eland Hout Protea".split()
ZA_B = "fontein dorp kloof rand berg spruit vlei kop drif bosch".split()
US_EXTRA_A = "San Santa Los Lake Port Glen Cedar Pine Maple Willow Fair Spring".split()
US_EXTRA_B = ("ville ton burg dale view Falls Springs Heights Junction City Grove "
              "Hollow").split()
FR_SAINTS = "Léonce Hilaire Armand Ours Gédéon Aurèle Prosper Rémi Tancrède".split()
SG_AREAS = ("Kembangan Selatan, Tampang Barat, Lorong Kenari, Bukit Sena, Jalan Merbau, "
            "Telok Damai, Pasir Kemuning, Sungei Tenang, Ang Chee Heights").split(", ")

# ---------------------------------------------------------------- streets
STREET_STEM = ("Elm Maple Kauri Totara Rimu Wattle Jacaranda Protea Heather Laurel Rowan "
               "Hawthorn Birch Cedar Alder Willow Orchard Mill Church Station Quarry Harbour "
               "Ferry Market Chapel Bridge Meadow Brook Park Victoria Albert Kingfisher "
               "Curlew Plover Wren Linnet Osprey Fernhill Greenbank Ridgeway Highfield "
               "Moorside Lakeview Seaview Hillcrest Clifton Ashgrove Beechwood Oakdene "
               "Tamarind Casuarina Banksia Pohutukawa Mataī Karaka Nīkau Pinehurst "
               "Lindenhall Sorrel Tansy Yarrow Bracken Sycamore Juniper Magnolia").split()
STREET_TYPE = {
    "US": ["Street", "St", "Avenue", "Ave", "Drive", "Dr", "Road", "Rd", "Lane", "Ln",
           "Court", "Ct", "Boulevard", "Blvd", "Way", "Place", "Pl", "Terrace"],
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Drive", "Grove",
           "Terrace", "Way", "Gardens", "Mews", "Place", "Rise", "View"],
    "IE": ["Road", "Street", "Lane", "Avenue", "Park", "Grove", "Drive", "Terrace",
           "Court", "Heights", "Lawn", "Close"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court", "Way",
           "Trail", "Lane"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Parade", "Crescent", "Court", "Place",
           "Drive", "Close", "Terrace", "Way", "Circuit"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Place", "Drive", "Terrace", "Way",
           "Grove", "Lane", "Rise"],
    "SG": ["Street", "Avenue", "Road", "Drive", "Crescent"],
    "ZA": ["Street", "Road", "Avenue", "Crescent", "Drive", "Close", "Laan", "Way"],
}
UK_HOUSE = ("Rose Cottage|The Old Forge|Flat 3, Mercer Court|Flat 12, Harland House|"
            "2 The Paddocks|Orchard View|Apartment 5, Quayside Mill|Holly Lodge").split("|")

# ---------------------------------------------------------------- hospitals
SAINTS = ("Brendan Columba Aidan Finbarr Fursey Walstan Bride Cuthbert Hilda Oswin Anselm "
          "Kieran Ita Fintan Botolph Wilfrid Brigid Dunstan Frideswide Bertelin Clement "
          "Ethelburga Ninian Petroc Winifred").split()
HOSP_SUFFIX = {
    "US": ["General Hospital", "Regional Medical Center", "Medical Center", "Community Hospital",
           "Memorial Hospital", "University Hospital", "Health Center"],
    "UK": ["General Hospital", "Royal Infirmary", "University Hospital", "Community Hospital",
           "District General Hospital", "Royal Hospital"],
    "IE": ["University Hospital", "General Hospital", "Regional Hospital", "Community Hospital"],
    "CA": ["General Hospital", "Health Sciences Centre", "Regional Health Centre",
           "Memorial Hospital", "District Hospital"],
    "AU": ["Base Hospital", "Hospital", "District Hospital", "Private Hospital",
           "Health Service"],
    "NZ": ["Hospital", "Base Hospital", "Public Hospital", "Surgical Centre"],
    "SG": ["General Hospital", "Community Hospital", "Medical Centre"],
    "ZA": ["Provincial Hospital", "District Hospital", "Regional Hospital",
           "Private Hospital", "Academic Hospital"],
}
WARD_NAMES = ("Rowan Kingfisher Heron Laurel Juniper Ash Cedar Osprey Lavender Bluebell "
              "Harbour Skylark Willow Larch Puffin Sandpiper Acacia Kōwhai Tōtara Wattle "
              "Primrose Linden Magnolia Hawthorn Avocet Swift").split()
PRACTICE_SUFFIX = ["Surgery", "Medical Centre", "Family Practice", "Health Centre",
                   "Medical Practice", "Primary Care Clinic", "Family Health Team"]
CARE_HOME = ["House Care Home", "Lodge Nursing Home", "Gardens Residential Care",
             "Court Aged Care", "Manor Nursing Home", "Retirement Village"]

# ------------------------------------------------------------ organisations
ORG_STEM = ("Tarrow Kelvane Orrin Brightwater Halvern Cobbleford Marrick Vantry Solvane "
            "Quillon Ardent Pelham Stonecrop Redfern Lowmoor Ketterby Saltash Bramblecote "
            "Dunmere Falkirk-Hale Garnet Holloway Ivybridge Juno Kestrel Larkhill Meridale "
            "Northgate Overdale Penrose Quayle Rushmere Silverthorn Tamsin Umbra Valemont "
            "Westcombe Yarrowdale Zephyr").split()
ORG_KIND = ["Freight", "Logistics", "Foods", "Joinery", "Construction", "Engineering",
            "Print & Design", "Dairy Co-op", "Haulage", "Plumbing & Heating", "Electrical",
            "Accountants", "Motors", "Timber", "Seafoods", "Packaging", "Security Services",
            "Cleaning Services", "Transport", "Vineyards", "Orchards", "Bakery", "Couriers",
            "IT Solutions", "Recruitment", "Landscaping"]
SCHOOL_KIND = ["Primary School", "High School", "College", "Grammar School",
               "Community College", "Secondary School"]
CHURCH_KIND = ["Baptist Church", "Parish", "Gospel Hall", "Methodist Church",
               "Community Church", "Mosque", "Gurdwara", "Temple"]
MAKER = ("Vantry Medical|Solvane Healthcare|Corrigan Devices|Aquilo MedTech|Halberd Vascular|"
         "Nerrin Biomedical|Orcadia Surgical|Pellucid Imaging|Tessaly Infusion Systems|"
         "Marrowby Medical Supplies").split("|")
INSURER = ("Pinecrest Mutual|Laurel Health Insurance|Harbourline Health|Cobalt Care Plan|"
           "Meridian Health Cover|Stonebridge Assurance|Westvale Medical Aid|"
           "Kestrel Health Fund|Blue Heron Health Plan|Aldmoor Medical Scheme").split("|")
HOME_INFUSION = ("Meridale Home Infusion|Brightwater Infusion Pharmacy|"
                 "Tamsin Homecare Pharmacy|Orrin Specialty Infusion|CarePoint Infusion "
                 "Services|Valemont Home IV Pharmacy").split("|")

# ---------------------------------------------------------------- professions
PROFESSIONS = ("welder|primary school teacher|long-haul truck driver|bus driver|dairy farmer|"
               "chef|electrician|plumber|accountant|software developer|midwife|paramedic|"
               "sheep shearer|fisherman|hairdresser|mechanic|office cleaner|warehouse operative|"
               "barista|university lecturer|bricklayer|landscaper|care assistant|police officer|"
               "firefighter|postman|taxi driver|forklift driver|miner|security guard|seamstress|"
               "pharmacist|solicitor|architect|IT consultant|nurse|teaching assistant|baker|"
               "scaffolder|dental hygienist|bank clerk|civil engineer|butcher|lorry driver|"
               "plasterer|social worker|librarian|vineyard worker|builder|nanny|journalist|"
               "receptionist|tiler|panel beater|orchardist|childcare worker|aged care worker|"
               "courier driver|sous chef|kitchen porter|crane operator|shop assistant|"
               "train conductor|stonemason|veterinary nurse|graphic designer|roofer").split("|")
