"""Hand-built pools: names by origin, streets, employers, occupations, organisation parts.

Every school, practice, hospital, clinic, pharmacy and employer name is invented here.
"""


def _w(s):
    """Split a pool string; an underscore joins a multi-word name."""
    return [x.replace("_", " ") for x in s.split()]


# origin -> (girls, boys, adult women, adult men, surnames)
ORIGINS = {
    "anglo": (
        _w("Ava Olivia Amelia Isla Grace Hope Faith Poppy Daisy Holly Ruby Summer Willow Ivy "
           "Autumn Rose Lily Evie Freya Phoebe Brooke Skye Harper Matilda Elsie Amber Jasmine "
           "Charlotte Madison Kayla Destiny Paige Chloe Megan Abigail Sophie Robyn Heidi Joy"),
        _w("Jack Will Mason Hunter Archer Oliver Harry Alfie Leo Theo Reggie Tommy Charlie Kai "
           "Riley Tyler Jayden Brandon Logan Carter Caleb Ethan Noah Owen Mark Sonny Frankie "
           "Bobby Dylan Jake Ryan Cody Austin Bill River Rowan Ashton Robin"),
        _w("Sarah Kelly Gemma Stacey Leanne Michelle Donna Claire Jodie Natalie Amanda Tracey "
           "Crystal Dawn Heather April June Carly Shelby Tiffany Brandy Kristen Melanie Laura"),
        _w("Dean Wayne Craig Lee Darren Gary Shane Scott Jason Kyle Troy Brett Travis Rich "
           "Carl Stuart Neil Gavin Dale Wesley Russell Marcus Glen Grant Dwayne"),
        _w("Smith Baker Cook Bishop Wood Young Black Green White Bell Hill Page Long Rice Fox "
           "Lamb Hale Moss Stone Field Marsh Brook Price Wise Swift Hardy Shepherd Mills Banks "
           "Lake Frost Winter Snow Sharp Best Church Small Short Love Hope Walker Taylor "
           "Thompson Robinson Clarke Hughes Turner Parker Mason Barker Fletcher Archer Hunter "
           "Carter Cooper Ward Booth Holt Pickering Ackroyd Sutcliffe Greenwood Haigh Crowther "
           "Spencer Dixon Pearson Lister Rhodes Castle King Knight Day Sterling Goodchild"),
    ),
    "irish": (
        _w("Aoife Saoirse Niamh Ciara Roisin Caoimhe Siobhan Orla Clodagh Aisling Sinead Grainne "
           "Eabha Meabh Fiadh Ailbhe Muireann"),
        _w("Cian Oisin Darragh Eoin Fionn Ruairi Padraig Tadhg Conor Seamus Cathal Donnacha "
           "Senan Dara Cillian Shane"),
        _w("Siobhan Deirdre Brid Aine Mairead Noreen Fiona Eileen Orla Caitriona Nuala"),
        _w("Declan Fergal Colm Diarmuid Ronan Brendan Liam Eamon Ciaran Niall Kieran"),
        _w("Murphy O'Brien O'Sullivan Byrne Ryan O'Connor Kelly Doyle McCarthy Gallagher Walsh "
           "Kavanagh Brennan Fitzgerald Nolan Quinn Flanagan Moriarty Ni_Bhriain Mac_Giolla "
           "O'Donoghue Keane Whelan Hennessy Tierney Cassidy Mulcahy"),
    ),
    "celtic": (
        _w("Cerys Seren Ffion Megan Eilidh Isla Morven Catriona Mhairi Rhiannon Eira Nia "
           "Carys Kirsty Lowri Skye"),
        _w("Rhys Dafydd Owain Gethin Ieuan Iwan Callum Lachlan Euan Ruaridh Hamish Fraser "
           "Angus Ewan Tomos Gruffydd"),
        _w("Bethan Sian Angharad Morag Shona Elspeth Ailsa Gwen Lynne Catrin Eleri"),
        _w("Gareth Emyr Alun Dylan Alasdair Murdo Iain Hywel Gwyn Dougie Gordon"),
        _w("Jones Davies Evans Price Pugh Griffiths Llewellyn Morgan Powell Rees Jenkins "
           "Howells MacLeod MacDonald Campbell Fraser Sinclair McKenzie Ross Stewart Munro "
           "Urquhart Cameron Drummond Baird Galbraith Kerr Paterson Wallace"),
    ),
    "south_asian": (
        _w("Aisha Zara Anaya Priya Aaliyah Inaya Maryam Ayesha Simran Harleen Jasleen Ishani "
           "Diya Riya Saanvi Fatima Noor Mehak Amara Kiran Navneet Sana"),
        _w("Arjun Aarav Rohan Ibrahim Yusuf Zain Hamza Rayan Aryan Vihaan Harjit Gurpreet "
           "Ishaan Kabir Dev Ayaan Rehan Arham Omar Sahil Manpreet"),
        _w("Nasreen Shabana Rukhsana Parveen Sunita Anjali Harpreet Rupinder Shazia Farzana "
           "Kulwinder Nirmala Deepa Lakshmi"),
        _w("Imran Tariq Asif Rajesh Sanjay Harjinder Sukhdev Mohammed Arif Naveed Amit Vikram "
           "Jaswinder Shahid Prakash"),
        _w("Khan Patel Hussain Ahmed Begum Singh Kaur Sharma Chaudhry Iqbal Malik Mahmood "
           "Rahman Akhtar Bhatti Gill Sandhu Dhillon Mistry Joshi Nair Pillai Choudhury Islam "
           "Qureshi Sheikh Kapoor Bains Rana"),
    ),
    "east_asian": (
        _w("Mei Xin Yu Hana Yuki Jia Min-ji Seo-yeon Wen Lin Ting Ai Sakura Ji-woo Hui"),
        _w("Wei Hao Jun Kenji Haruto Min-jun Ji-ho Chen Jian Ryo Tao Yichen Zhi Hiro Kai"),
        _w("Li Ying Mei Ling Xiaoling Naoko Eun-ji Hyun-joo Qing Fang Yan"),
        _w("Jian Feng Tuan Kazuo Sung-min Dong Lei Hiroshi Bo Ming"),
        _w("Wang Li Zhang Chen Liu Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo Lin He Kim "
           "Park Lee Choi Jung Kang Tanaka Sato Suzuki Watanabe Yamamoto Ng Chan Wong Leung"),
    ),
    "west_african": (
        _w("Adaeze Chiamaka Ngozi Amara Ifeoma Temitope Folake Esi Akosua Abena Ama Efua "
           "Blessing Precious Favour Comfort Oluwaseun Zainab"),
        _w("Chidi Emeka Tobi Olumide Kwame Kofi Kojo Yaw Femi Tunde Obinna Chinedu Ayo "
           "Daniel Samuel Emmanuel Gift Praise"),
        _w("Funmilayo Ngozi Chioma Adwoa Yetunde Abimbola Nkechi Patience Grace Mercy"),
        _w("Chukwuemeka Babatunde Kwabena Oluwaseyi Adebayo Ikenna Kwesi Godwin Sunday"),
        _w("Okafor Adeyemi Okonkwo Mensah Boateng Owusu Asante Adebayo Oyelaran Nwosu Eze "
           "Obi Danso Ofori Agyeman Balogun Afolabi Okoro Osei Appiah Nwachukwu Ogunleye"),
    ),
    "east_african": (
        _w("Hodan Fadumo Sagal Hibo Ayan Nimco Amina Deqa Ifrah Ubah Saida Halima"),
        _w("Abdirahman Mohamed Abdullahi Yusuf Ahmed Liban Khalid Abdikarim Mustafe Bashir"),
        _w("Sahra Fardowsa Khadija Hawa Asha Maryan Ubax Luul"),
        _w("Abdi Hassan Farah Osman Ali Ismail Omar Warsame Jama"),
        _w("Hassan Farah Mohamud Abdi Warsame Jama Osman Ismail Yusuf Aden Egal Haji Nur Duale "
           "Tesfaye Bekele Haile Girma Mekonnen"),
    ),
    "arabic": (
        _w("Layla Yasmin Mariam Hiba Rania Salma Nour Lina Jana Dana Sara Malak Rahaf Ruqayyah"),
        _w("Adam Ali Karim Youssef Hassan Ahmad Mustafa Khalid Tariq Bilal Sami Zayd Jad Elias"),
        _w("Rasha Huda Samira Lubna Manal Dalia Wafa Ghada Nadia Amal"),
        _w("Walid Nabil Samir Majid Rami Fadi Hisham Bassam Jamal Ziad"),
        _w("Haddad Khalil Nasser Saleh Hamdan Mansour Darwish Aziz Karam Habib Rahal Sabbagh "
           "El-Amin Al-Tamimi Abboud Khoury Saab Haidar Sayegh"),
    ),
    "east_european": (
        _w("Zuzanna Julia Maja Natalia Oliwia Wiktoria Kornelia Lena Alicja Milena Daria "
           "Anastasia Veronika Ieva Kateryna"),
        _w("Jakub Kacper Szymon Filip Mateusz Bartosz Antoni Dawid Oskar Nikola Matej Lukas "
           "Vlad Denys Artem"),
        _w("Agnieszka Katarzyna Magdalena Justyna Ewa Beata Monika Irina Svetlana Oksana Jurgita"),
        _w("Piotr Tomasz Krzysztof Marek Pawel Andrzej Grzegorz Mariusz Valentin Andriy Darius"),
        _w("Nowak Kowalski Wisniewska Wojcik Kaminski Lewandowska Zielinski Szymanska Dabrowski "
           "Kozlowski Mazur Krawczyk Popescu Ionescu Petrauskas Kazlauskas Horvath Novak "
           "Shevchenko Kovalenko Bondarenko Tkachenko"),
    ),
    "hispanic": (
        _w("Sofia Valentina Camila Isabella Mia Lucia Ximena Daniela Gabriela Mariana Paloma "
           "Guadalupe Esperanza Luz Alondra Yesenia"),
        _w("Mateo Santiago Diego Alejandro Angel Jesus Luis Carlos Emiliano Joaquin Miguel "
           "Julian Adrian Cruz Javier Rafael"),
        _w("Maria Rosa Carmen Alejandra Veronica Leticia Marisol Yolanda Lorena Adriana Araceli"),
        _w("Jose Juan Francisco Ricardo Eduardo Hector Raul Armando Alberto Ramon Jorge"),
        _w("Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres "
           "Flores Rivera Gomez Diaz Reyes Morales Cruz Ortiz Gutierrez Chavez Ramos Mendoza "
           "Castillo Vargas Romero Alvarez de_la_Cruz Delgado Soto"),
    ),
    "african_american": (
        _w("Aaliyah Imani Nia Jada Kiara Aniyah Zuri Makayla Jasmine Destiny Brianna Taniyah"),
        _w("Jamal DeShawn Malik Darnell Jaylen Terrell Xavier Isaiah Jalen Andre Tyrese Marquis"),
        _w("Keisha Tamika Latoya Shanice Ebony Monique Tanisha Felicia Yvonne"),
        _w("Tyrone Reginald Cedric Lamar Dante Jerome Curtis Maurice Andre Rodney"),
        _w("Washington Jefferson Jackson Freeman Brooks Coleman Banks Bryant Simmons Jenkins "
           "Gaines Mosley Dorsey Hairston Pettaway Whitfield Battle Merriweather"),
    ),
    "french_canadian": (
        _w("Chloe Florence Amelie Juliette Rosalie Oceane Maelle Elodie Gabrielle Marguerite"),
        _w("Felix Antoine Mathis Loic Gabriel Xavier Olivier Jeremie Etienne Benoit"),
        _w("Genevieve Josee Sylvie Nathalie Isabelle Chantal Manon Martine"),
        _w("Jean-Francois Sebastien Mathieu Pierre-Luc Yannick Stephane Marc-Andre"),
        _w("Tremblay Gagnon Roy Cote Bouchard Gauthier Morin Lavoie Fortin Gagne Ouellet "
           "Pelletier Belanger Levesque Bergeron Leblanc Paquette Thibodeau Cardinal"),
    ),
    "vietnamese_filipino": (
        _w("Linh Thao Ngoc Trang Mai Anh Vy Kim Angelica Princess Mary-Joy Cherry Jhoanna "
           "Kristine Hazel"),
        _w("Minh Duc Khoa Bao Huy Quang Tuan Jerome Mark-Anthony Jericho Renz Paolo Jhon"),
        _w("Hoa Lan Hanh Phuong Thu Marites Rowena Maricel Evangeline Rosario"),
        _w("Thanh Hung Long Nam Danilo Rodel Ernesto Reynaldo Arnel"),
        _w("Nguyen Tran Le Pham Hoang Phan Vu Dang Bui Do Ho Ngo Duong Santos Reyes Bautista "
           "Dela_Cruz Mendoza Villanueva Aquino Castro Manalo Dimaculangan Pascual"),
    ),
    "maori_pacific": (
        _w("Aroha Mere Anahera Kahurangi Manaia Moana Ataahua Tui Hinewai Maia Leilani "
           "Malia Sina Losana Mele Ana Seini Fetu"),
        _w("Nikau Tama Wiremu Ihaia Rawiri Tane Kauri Manaaki Rangi Keanu Sione Tevita Ioane "
           "Malakai Siaosi Afa Pita"),
        _w("Hine Kiri Ngaio Mereana Huia Losa Lupe Ofa Salote Mata"),
        _w("Hemi Tipene Hone Wiremu Tamati Sefo Viliami Paulo Tavita Lui"),
        _w("Ngata Tipene Parata Walker Waititi Horomona Te_Rangi Tuhoe Tamihana Ruatapu "
           "Herewini Paewai Tuilagi Faleolo Fonoti Taufa Vaipulu Fifita Lolohea Tuiasosopo "
           "Leota Alofaituli"),
    ),
    "mediterranean": (
        _w("Giulia Chiara Francesca Alessia Sienna Eleni Sophia Katerina Anastasia Despina "
           "Maria-Grazia Bianca Gia"),
        _w("Luca Marco Matteo Lorenzo Nico Giorgos Nikolas Christos Dimitri Stavros Angelo "
           "Enzo Yiannis"),
        _w("Rosaria Antonella Carmela Vasiliki Georgia Eleftheria Concetta Paola"),
        _w("Salvatore Vincenzo Giuseppe Stelios Kostas Panagiotis Domenico Aldo"),
        _w("Rossi Russo Esposito Romano Colombo Ricci Marino Greco Bruno Conti De Luca "
           "Papadopoulos Georgiou Nikolaidis Christodoulou Karagiannis Vlahos Costa "
           "Santoro Lombardi Moretti"),
    ),
}

COUNTRY_ORIGINS = {
    "UK": [("anglo", 44), ("south_asian", 14), ("celtic", 10), ("irish", 4), ("west_african", 6),
           ("east_african", 4), ("east_european", 8), ("arabic", 4), ("east_asian", 3),
           ("mediterranean", 3)],
    "IE": [("irish", 48), ("anglo", 14), ("east_european", 14), ("west_african", 7),
           ("south_asian", 5), ("hispanic", 3), ("arabic", 4), ("vietnamese_filipino", 5)],
    "US": [("anglo", 34), ("hispanic", 24), ("african_american", 16), ("east_asian", 6),
           ("south_asian", 5), ("vietnamese_filipino", 5), ("arabic", 4), ("irish", 3),
           ("east_african", 3)],
    "CA": [("anglo", 30), ("french_canadian", 14), ("south_asian", 15), ("east_asian", 12),
           ("vietnamese_filipino", 9), ("arabic", 6), ("celtic", 5), ("east_african", 4),
           ("east_european", 5)],
    "AU": [("anglo", 42), ("mediterranean", 12), ("vietnamese_filipino", 10), ("east_asian", 10),
           ("south_asian", 9), ("arabic", 7), ("maori_pacific", 5), ("irish", 5)],
    "NZ": [("anglo", 38), ("maori_pacific", 30), ("east_asian", 10), ("south_asian", 9),
           ("vietnamese_filipino", 5), ("celtic", 4), ("east_european", 4)],
}

STREET_CORES = _w(
    "Elm Oak Mill Church Station Victoria Albert Park Hawthorn Beech Chestnut Willow Sycamore "
    "Meadow Orchard Brook Kingsway Queens Cromwell Nelson Wellington Grange Highfield Fairfield "
    "Westbourne Maple Cedar Pine Lakeview Sunset Jefferson Lincoln Madison Franklin Monroe "
    "Harbour Bridge Canal Quarry Forge Rowan Heather Bracken Kowhai Rimu Totara Wattle Banksia "
    "Jacaranda Waratah Laburnum Primrose Cowslip Foxglove Larch Alder Hazel Ashgrove Springbank "
    "Moorside Carr Cliffe Ridge Valley Hollybush Thornfield Bankside Glebe Rectory Vicarage "
    "Manor Hall Farm Well Clover Juniper Poplar Stanley Gladstone Peel Balmoral Windsor "
    "Cambridge Marlborough Hanover Abbey Tannery Ropewalk Cotton Weavers Spinners Colliery")

UK_SUFFIX = _w("Road Street Lane Avenue Close Crescent Drive Grove Terrace Way Gardens Court "
               "Mews Rise View Walk Place Row")
US_SUFFIX = _w("St Ave Blvd Dr Rd Ct Ln Pl Street Avenue Drive Road Way Circle Terrace")
AU_SUFFIX = _w("Street St Road Rd Avenue Ave Parade Crescent Place Court Close Drive Way")

# invented schools: prefix + kind; kinds per country
SCHOOL_PREFIX = {
    "UK": _w("Hollins Thornbury Ashcombe Brackenfield Millbrook Fernlea Kestrel Larkspur Holmewood "
             "Cragside Sandfield Oakhurst Wyndham Elmstead Bramblewood Harrowgate Whinmoor "
             "Castleview Greystone Birchwood St-Wilfrid St-Aidan St-Ninian Holy-Family Glenburn "
             "Braeside Pencoed Llanfair Ysgol-y-Berllan Moorside Ackworth Thistlebank"),
    "IE": _w("Glenmore Ardmore Kilbrook Carrowmore Ballinteer Dunmore Lisnagry Tullyhill "
             "St-Brigid's St-Columba's Scoil-Mhuire Gaelscoil-an-Chnoic Our-Lady-of-Lourdes "
             "Knockbeg Rathcoole Ballyvolane"),
    "US": _w("Pinecrest Clearwater Maplewood Cedar-Ridge Ridgefield Lakeshore Riverside "
             "Jefferson-Heights Sunnyvale Prairie-View Eastbrook Willow-Creek Oak-Hollow "
             "Bluebonnet Hawthorne Mesa-Verde Timberline"),
    "CA": _w("Maple-Grove Pinecrest Lakeshore Birchmount Riverdale Glenview Northwood "
             "St-Gerard Aspen-Ridge Cedarbrae Harbourview Beaverbrook Queenston"),
    "AU": _w("Wattlebrook Banksia Bluegum Ironbark Coolamon Jarrah Kurrajong Bottlebrush "
             "Warrawee Mallee Yarrabee Riverside Sandgate Harbourside"),
    "NZ": _w("Kowhai Totara Koru Rimu Pukeko Kahikatea Tui Matai Harbourside Riverside "
             "Te-Puna Waitaha Ngaio Karoro"),
}

SCHOOL_KIND = {
    "UK": ["Primary School", "Academy", "High School", "C of E Primary School",
           "Community Primary", "Junior School", "Infant School", "Secondary School",
           "Free School", "Catholic High School"],
    "IE": ["National School", "Community School", "Community College", "Secondary School",
           "Educate Together NS", "College"],
    "US": ["Elementary School", "Middle School", "High School", "Elementary",
           "Charter Academy", "Intermediate School"],
    "CA": ["Public School", "Elementary School", "Secondary School", "Collegiate Institute",
           "Middle School", "Catholic School"],
    "AU": ["Public School", "Primary School", "High School", "Secondary College",
           "State School", "College"],
    "NZ": ["School", "Primary School", "Intermediate", "College", "High School",
           "Area School"],
}

PRACTICE_PREFIX = [
    "Kestrel Lane", "Ash Grove", "Willowmere", "Harcourt", "Fernbank", "Beacon Hill", "Riverside",
    "Parkview", "Moorland", "Northgate", "Southfield", "Lindenwood", "Orchard House",
    "Springwell", "Tamarind", "Brookvale", "Cloverleaf", "Hillcrest", "Bayside", "Coastal",
    "Heron Quay", "Eastgate", "Stonebridge", "Greenacre", "Heathfield", "Wicklow Row", "Glenview",
    "Redwood", "Silverbirch"]
PRACTICE_KIND = {
    "UK": ["Surgery", "Medical Practice", "Health Centre", "Medical Centre", "Family Practice"],
    "IE": ["Medical Centre", "Family Practice", "Primary Care Centre", "Surgery"],
    "US": ["Pediatrics", "Family Medicine", "Community Health Center", "Pediatric Associates",
           "Children's Clinic"],
    "CA": ["Family Health Team", "Medical Clinic", "Community Health Centre",
           "Pediatric Clinic"],
    "AU": ["Medical Centre", "Family Practice", "GP Clinic", "Health Hub"],
    "NZ": ["Medical Centre", "Health Centre", "Family Doctors", "Medical"],
}
HOSPITAL_NAMES = {
    "UK": ["Ridgeway Children's Hospital", "Harrowgate General Infirmary", "Moorvale Royal Hospital",
           "St Cuthbert's Hospital", "Castleview University Hospital", "Elmstead District General",
           "Queen Adela Children's Hospital", "Pennine Vale Hospital"],
    "IE": ["Our Lady of Kilbrook Children's Hospital", "St Ultan's Regional Hospital",
           "Carrowmore University Hospital", "Tullyhill General Hospital"],
    "US": ["Lakeshore Children's Medical Center", "St. Ambrose Pediatric Hospital",
           "Cedar Ridge Regional Medical Center", "Maplewood Children's Hospital",
           "Harbor Point Memorial Hospital"],
    "CA": ["Glenmore Children's Hospital", "Bayshore Health Sciences Centre",
           "St. Gerard's Hospital", "Pinecrest Regional Health Centre"],
    "AU": ["Wattlebrook Children's Hospital", "Ironbark District Hospital",
           "Coolamon Base Hospital", "Jarrah Coast Health Service"],
    "NZ": ["Totara Children's Hospital", "Kowhai Base Hospital", "Te Awa Valley Hospital",
           "Harbourside Hospital"],
}
WARDS = ["Puffin Ward", "Ward 12", "Squirrel Ward", "Rainbow Unit", "Starfish Ward",
         "Kingfisher Ward", "Ward 4B", "Children's Assessment Unit", "Koala Ward", "Kiwi Ward"]

PHARMACY = _w("Larkhill Harcourt Bridgeway Cornerstone Greenleaf Apex Wellspring Medway "
              "Kingfisher Coastline Parkside Millstone")

EMPLOYERS = [
    "Harrow & Finch Logistics", "Brightwater Foods", "Northgate Motors", "Pennine Print Works",
    "Redfern Textiles", "Tallis & Crane Builders", "Orchard Lane Bakery",
    "Maplestone Distribution", "Greyhawk Security", "Kiwi Coast Freight", "Bluegate Call Centre",
    "Halden Poultry", "Ashby Scaffolding Ltd", "Copperleaf Hotel", "Ridgeline Mining",
    "Westmark Plastics", "Starling Cleaning Services", "Fenwick Dairy Co-op", "Sandpiper Cafe",
    "Clearview Windows", "Quayside Fish Market", "Beacon Taxis", "Helix Software",
    "Ironstone Quarry Co", "Marlow Retail Park Superstore", "Tern Valley Council Depot",
    "Highmoor Farms", "Sunridge Aged Care Staffing", "Lakeport Packaging", "Delta Meats",
    "Greenway Landscaping", "Pinehurst Lumber", "Coastal Courier Co", "Mapleton Auto Body",
    "Silverline Buses", "Cobalt Construction", "Riverbend Nail Bar", "Hatfield Hair Studio",
]

OCCUPATIONS = [
    "care assistant", "lorry driver", "HGV driver", "bus driver", "hairdresser", "cleaner",
    "nurse", "teacher", "teaching assistant", "electrician", "plumber", "warehouse operative",
    "chef", "kitchen porter", "shop assistant", "retail manager", "accountant", "solicitor",
    "taxi driver", "security guard", "farmer", "fisherman", "scaffolder", "bricklayer",
    "software developer", "soldier", "paramedic", "pharmacist", "dental nurse", "childminder",
    "mechanic", "postman", "delivery driver", "factory worker", "labourer", "nail technician",
    "barber", "call centre agent", "forklift driver", "roofer", "carpenter", "joiner",
    "midwife", "bank clerk", "estate agent", "baker", "butcher", "welder", "miner",
    "truck driver", "construction worker", "cashier", "server", "line cook", "janitor",
    "landscaper", "dairy farmer", "shearer", "FIFO miner", "home support worker",
    "bar manager", "receptionist", "plasterer", "sheet metal worker", "Uber driver",
    "police officer", "firefighter", "prison officer", "cook", "carer", "fruit picker",
    "machinist", "site manager", "hospital porter", "bookkeeper", "painter and decorator",
]

# activities / clubs / churches (ORGANIZATION), by country
CLUBS = {
    "UK": ["Tern Valley Juniors FC", "Kestrel Swim Club", "Riverside Boxing Gym",
           "St Anne's Youth Group", "Greystone Rugby Club", "Holmewood Scouts",
           "Millbrook Gymnastics", "New Hope Pentecostal Church", "Al-Noor Community Mosque",
           "Elmstead Youth Theatre", "Gurdwara Sahib Fernlea", "Ashcombe Dance Academy"],
    "IE": ["Glenview Hurling Club", "Kilbrook GAA", "Rathcoole Boxing Club", "Knockbeg Swim Club",
           "St Brigid's Youth Choir", "Ballyvolane Foroige Club"],
    "US": ["Pinecrest Little League", "Mesa Verde Swim Team", "Eastbrook Boys & Girls Club",
           "Grace Fellowship Church", "Timberline 4-H Club", "Hawthorne Cheer Squad"],
    "CA": ["Maple Leaf Minor Hockey Association", "Riverdale Soccer Club", "Beaverbrook Cadets",
           "Queenston Figure Skating Club", "St. Gerard Parish Youth", "Aspen Ridge Swim Club"],
    "AU": ["Ironbark Netball Club", "Harbourside Surf Life Saving Club", "Bayside Cricket Club",
           "Wattlebrook Junior AFL", "Banksia Little Athletics", "Sandgate Nippers"],
    "NZ": ["Kowhai Kapa Haka Group", "Totara Rugby Club", "Pukeko Waka Ama Club",
           "Ngaio Netball Club", "Tui Surf Life Saving Club", "Karoro Scouts"],
}

# landmarks and named buildings/places (LOCATION_OTHER)
LANDMARKS = ["Millfield Park", "Fernbank Retail Park", "Holmewood Rec", "Castle Hill Skate Park",
             "Kestrel Shopping Centre", "Ashcombe Bus Station", "Wyndham Leisure Centre",
             "Riverside Library", "Greystone Community Hub", "Lakeshore Mall", "Banksia Reserve",
             "Ironbark Plaza", "Harbour Point Wharf", "Bramble Street underpass",
             "Thornbury Civic Centre", "Quarry Lane playing fields", "Elmstead Youth Centre"]
# (label kept outside, value): room numbers follow the guideline's "room [412B]"
SCHOOL_ROOMS = [("Room ", "14"), ("Room ", "B12"), ("", "Block C"), ("Room ", "3"),
                ("Room ", "2.07"), ("", "Portakabin 2"), ("", "Sanctuary Room"), ("Room ", "S4"),
                ("Room ", "101"), ("", "Pod 6"), ("Room ", "H21"), ("Room ", "7"),
                ("Room ", "G3"), ("", "Block D"), ("Room ", "E15"), ("", "Hut 4"),
                ("", "Rainbow Room"), ("", "Willow Building")]

# origin -> (languages, countries a family might have moved from); "the" is kept outside spans
ORIGIN_PLACES = {
    "anglo": (["English"], ["England", "Scotland", "South Africa", "Zimbabwe", "Australia", "New Zealand", "Canada"]),
    "irish": (["English", "Irish"], ["Ireland", "England", "Scotland"]),
    "celtic": (["English", "Welsh", "Scottish Gaelic"], ["Wales", "Scotland", "England"]),
    "south_asian": (["Urdu", "Punjabi", "Bengali", "Gujarati", "Hindi", "Tamil", "Malayalam"],
                    ["Pakistan", "India", "Bangladesh", "Sri Lanka"]),
    "east_asian": (["Mandarin", "Cantonese", "Korean", "Japanese"], ["China", "Hong Kong", "South Korea", "Japan", "Taiwan"]),
    "west_african": (["Yoruba", "Twi", "Igbo", "English", "Krio"], ["Nigeria", "Ghana", "Sierra Leone"]),
    "east_african": (["Somali", "Amharic", "Tigrinya", "Swahili"], ["Somalia", "Ethiopia", "Eritrea", "Kenya", "Sudan"]),
    "arabic": (["Arabic", "Kurdish"], ["Syria", "Iraq", "Lebanon", "Sudan", "Yemen", "Jordan", "Egypt"]),
    "east_european": (["Polish", "Romanian", "Lithuanian", "Ukrainian", "Slovak", "Hungarian"],
                      ["Poland", "Romania", "Lithuania", "Ukraine", "Slovakia", "Hungary", "Latvia"]),
    "hispanic": (["Spanish", "Portuguese"], ["Mexico", "Guatemala", "Colombia", "El Salvador", "Honduras", "Brazil",
                                             "Venezuela", "Dominican Republic"]),
    "african_american": (["English"], ["Jamaica", "Haiti", "Trinidad and Tobago"]),
    "french_canadian": (["French", "English"], ["France", "Haiti", "Belgium"]),
    "vietnamese_filipino": (["Vietnamese", "Tagalog", "Ilocano"], ["Vietnam", "Philippines"]),
    "maori_pacific": (["Samoan", "Tongan", "Te reo Maori", "Fijian"], ["Samoa", "Tonga", "Cook Islands", "Fiji", "Niue"]),
    "mediterranean": (["Italian", "Greek"], ["Italy", "Greece", "Cyprus", "Malta"]),
}
THE_COUNTRIES = {"Philippines", "Cook Islands", "Dominican Republic", "Netherlands", "United States", "UK", "USA"}

# community venues (LOCATION_OTHER) for sessions, clinics and trips
VENUES = ["Wyndham Leisure Centre", "Greystone Community Hub", "Elmstead Youth Centre", "Riverside Library",
          "Thornbury Civic Centre", "Kestrel Shopping Centre", "Millfield Park", "Banksia Reserve",
          "Harbour Point Wharf", "Quarry Lane playing fields", "Holmewood Rec"]
