"""Invented name, place and institution pools for the dev46_en set.

Everything here was written for this set.  City, state and province names are
real geography (so that postcodes and phone area codes look right); streets,
institutions, people and identifiers built from these pools are invented.
"""

# ---------------------------------------------------------------- given names
# (male, female) per origin group
GIVEN = {
    "anglo": (
        "Oliver Liam Noah Thomas James William Henry Lachlan Angus Hamish Callum Riley Cooper "
        "Harrison Mitchell Brendan Darren Graham Trevor Kevin Shane Wayne Craig Glenn Murray Bruce "
        "Keith Colin Dennis Leonard Stanley Reginald Clifford Desmond Neville Barry Gordon Douglas "
        "Alistair Rhys Declan Connor Fergus Eamon Kieran Patrick Sean Brody Jayden Tyler Logan Ethan "
        "Nathan Owen Gavin Rodney Stuart Russell Malcolm Ross Ian Clive Lyle Ewan Finlay Archie Arlo "
        "Hudson Toby Jarrod Benjamin Samuel Zachary Dylan Blake Corey Damien Grant Warren Geoffrey",
        "Charlotte Olivia Amelia Isla Ruby Chloe Sophie Matilda Harper Zoe Mackenzie Brooke Kirsty "
        "Leanne Sharon Karen Michelle Tracey Narelle Kylie Belinda Colleen Dorothy Margaret Beryl Joan "
        "Shirley Maureen Glenda Lorraine Heather Fiona Morag Ailsa Catriona Siobhan Niamh Aoife Ciara "
        "Bridget Eileen Sinead Kayla Madison Jessica Emily Hannah Abigail Ellie Lucy Georgia Imogen "
        "Tahlia Jade Courtney Renee Danielle Kerry Wendy Judith Elaine Gwen Noreen Philippa Penelope "
        "Rosalind Meredith Lorna Evelyn Edna Mavis Thelma Gillian Rebecca Natalie Bronwyn Jacinta",
    ),
    "maori": (
        "Tama Wiremu Hemi Rawiri Manaia Nikau Tane Anaru Hohepa Matiu Rangi Tipene Whetu Piripi Kahu "
        "Ihaia Te_Ariki Tamati Arama Hone Paora Mikaere Tawhiri",
        "Aroha Mere Hine Ngaire Kiri Awhina Moana Anahera Huia Marama Ataahua Kahurangi Ngaio Miriama "
        "Rangimarie Te_Aroha Wikitoria Pania Hinemoa Maata Tuihana Ariana",
    ),
    "pacific": (
        "Sione Tevita Viliami Semisi Sefo Iosefa Mikaele Tavita Filipo Josaia Ioane Malakai Siaosi "
        "Penisimani Taniela Lemeki Epeli Faleolo",
        "Losana Mele Salote Lupe Sina Malia Seini Akanesi Litia Vaimoana Leilani Talia Ofa Siueni "
        "Lesieli Ana_Lisa Fuatino",
    ),
    "chinese": (
        "Wei Jun Zhihao Hao Ming Qiang Lei Haoran Yifan Tao Jian Bo Kai Zhiwei Jianguo Chun Kwok_Wai",
        "Mei Xiaoling Jiahui Li_Na Jing Yan Xiu_Ying Ruoxi Jiayi Yue Lan Hui Fang Shu_Fen Meilin Wing_Yee",
    ),
    "vietnamese": (
        "Minh Tuan Huy Duc Quang Thanh Hieu Khoa Phuc Bao Dung Hung Vinh Nam Cuong",
        "Linh Ngoc Thu Huong Trang Mai Phuong Thao Hanh Anh Nhung Tuyet Diep Loan Hoa",
    ),
    "indian": (
        "Arjun Rohan Vikram Sanjay Rajesh Amit Harpreet Gurpreet Manpreet Karan Aditya Sunil Ravi Deepak "
        "Prakash Anand Nikhil Rahul Sandeep Jaspreet Harjit Balwinder Kuldeep Rakesh Venkat Srinivas",
        "Priya Ananya Kavya Sunita Meena Lakshmi Divya Pooja Neha Shreya Anjali Simran Navneet Rupinder "
        "Harleen Kamala Deepa Aarti Shalini Gurleen Parminder Jasleen Rekha Padma",
    ),
    "filipino": (
        "Jose Mark_Anthony Jerome Rommel Arnel Rodel Eduardo Reynaldo Ferdinand Marlon Jericho Danilo "
        "Efren Rolando",
        "Maricel Rowena Jocelyn Analyn Kristine Marites Rosario Jovelyn Rhea Mylene Lovely Arlene "
        "Imelda Charmaine",
    ),
    "korean": (
        "Ji-hoon Min-jun Hyun-woo Dong-hyun Jae-won Sung-min Tae-yang Joon-ho",
        "Seo-yeon Ji-woo Soo-jin Eun-ji Ye-jin Min-seo Hye-jin Yoo-na",
    ),
    "greek": (
        "Nikolaos Georgios Konstantinos Dimitri Spiros Yiannis Vasilios Panagiotis Christos Stelios",
        "Eleni Despina Athena Sofia Katerina Vasiliki Stavroula Paraskevi Georgia Anastasia",
    ),
    "italian": (
        "Giuseppe Salvatore Antonio Francesco Marco Luca Vincenzo Domenico Carmelo Rocco Enzo",
        "Giulia Francesca Concetta Carmela Lucia Antonella Teresa Giovanna Assunta Rosaria Pina",
    ),
    "arabic": (
        "Mohammed Ahmed Omar Khalid Yousef Bilal Karim Hassan Tariq Jamal Sami Ibrahim Walid Nabil "
        "Mahmoud Rami",
        "Fatima Aisha Layla Mariam Zainab Noor Rania Yasmin Huda Amira Samira Leila Hanan Nadia Dalia",
    ),
    "french_ca": (
        "Jean-François Luc Marc-André Étienne Mathieu Olivier Sébastien Guillaume Benoît Réjean Gaétan "
        "Jean-Guy Normand Yves Stéphane Pierre-Luc",
        "Geneviève Chantal Isabelle Mélanie Nathalie Josée Sylvie Marie-Ève Annick Émilie Véronique "
        "Ginette Lucie Manon Marie-Claude Solange",
    ),
    "indigenous_ca": (
        "Jaypeetee Pauloosie Okalik Tanner Cody Dakota Marcel Wesley Ambrose Elijah Lucassie Joamie",
        "Leetia Pitsiulak Malaya Sheena Tamara Darlene Cheyenne Winona Kaylee Annie Ooleepeeka Geela",
    ),
    "eastern_eu": (
        "Bohdan Taras Oleksandr Andriy Wojciech Tomasz Krzysztof Mykola Dmytro Pawel Jaroslaw Vasyl",
        "Oksana Nataliya Halyna Agnieszka Katarzyna Małgorzata Iryna Olena Danuta Bożena Larysa",
    ),
    "east_african": (
        "Abdirahman Abdullahi Yonas Tesfaye Dawit Bereket Abdikarim Liban Mesfin Tekle",
        "Hodan Amina Fartun Hawa Selam Meron Tigist Ayaan Hamdi Saba",
    ),
    "dutch_german": (
        "Pieter Hendrik Dirk Klaus Jürgen Wolfgang Maarten Joost Gerrit Dieter",
        "Anneke Marijke Ingrid Heike Gudrun Wilhelmina Greet Sabine Ilse",
    ),
    "japanese": (
        "Hiroshi Kenji Takeshi Daisuke Kazuki Shota",
        "Yuki Akiko Haruka Naomi Keiko Sakura Emiko",
    ),
    "persian_afghan": (
        "Reza Farhad Dariush Mustafa Hamid Navid Sohrab Farid Javad",
        "Shirin Parisa Soraya Maryam Zahra Nasrin Farzana Laleh Mahnaz",
    ),
    "south_asian_lk": (
        "Nimal Kumaran Tharindu Arun Chaminda Ruwan Suresh Lasith",
        "Nirmala Dilani Thilini Kavitha Sanduni Chathurika Malini",
    ),
    "latin": (
        "Diego Mateo Alejandro Carlos Javier Andrés Fernando Ricardo Joaquín Emilio",
        "Valentina Camila Lucía Gabriela Daniela Ximena Paola Mariana Alejandra Catalina",
    ),
    "west_african": (
        "Chidi Emeka Oluwaseun Kwame Kofi Deng Garang Tunde Yaw Kwabena Nnamdi",
        "Ngozi Adaeze Funmilayo Abena Akosua Nyandeng Achol Chiamaka Efua Yetunde",
    ),
}

SURNAMES = {
    "anglo": (
        "Smith Jones Williams Taylor Wilson Thompson Anderson Mitchell Campbell Stewart Robertson "
        "MacDonald McKenzie Fraser Henderson Gallagher O'Brien O'Sullivan Fitzgerald Kennedy Doyle "
        "Murphy Kelly Ryan Walsh Brennan Donnelly Maguire Harrington Whitfield Ashworth Pemberton "
        "Cartwright Blackwood Hargreaves Fairweather Kingsley Thornton Prescott Radcliffe Sutherland "
        "Lockhart McAllister Buchanan Drummond Galbraith Ferguson Cunningham Pritchard Llewellyn "
        "Griffiths Beaumont Everett Holloway Langford Merriman Ogilvie Pendlebury Quigley Rutherford "
        "Sinclair Tremayne Underwood Vickers Waddell Yardley Bramwell Chisholm Dunstan Ellery Fenwick "
        "Gilchrist Hawthorne Ingram Jardine Kirkwood McGregor Davidson Hutchinson Atkinson Barrett "
        "Connolly Dempsey Fletcher Gibson Hennessy Jamieson Lawson McCarthy Nicholson Osborne "
        "Patterson Rowntree Sheridan Tolhurst Whitlock Ainsworth Brockhurst Carmody Delaney Eastwood"),
    "maori": (
        "Ngata Parata Tawhiri Te_Rangi Horomona Waititi Ruatapu Kereama Tamihana Potae Hohaia Manuera "
        "Tupaea Rewi Paewai Karaitiana Matenga Te_Whata Hetaraka Wihongi Takerei Ngarimu Tuhoe_Rakena "
        "Te_Kani Rangihuna Pomare Harawira Tautahi"),
    "pacific": (
        "Fonoti Leiataua Tuilagi Fa'amausili Taufa Vaipulu Fifita Havili Latu Tupou Naivalu Ratuva Kolo "
        "Sopoaga Alofaituli Mafileo Toleafoa Vainikolo Aumua Lemalu Faleafa Tuimavave Naufahu Seiuli"),
    "chinese": (
        "Zhang Wang Chen Liu Huang Zhao Zhou Xu Zhu Guo Lin Luo Gao Cheung Wong Chan Leung Lau Tse Ng "
        "Yip Kwok Tang Fung Deng Xie Feng Jiang Yuen Chow"),
    "vietnamese": "Nguyen Tran Le Pham Hoang Huynh Phan Vu Vo Dang Bui Ngo Duong Ly Truong Trinh",
    "indian": (
        "Sharma Patel Singh Kaur Gupta Reddy Nair Iyer Menon Pillai Desai Mehta Joshi Kapoor Malhotra "
        "Chatterjee Banerjee Rao Krishnan Sandhu Gill Dhillon Grewal Sidhu Bains Venkataraman Choudhary"),
    "filipino": (
        "Santos Reyes Cruz Bautista Garcia Mendoza Dela_Cruz Villanueva Aquino Ramos Castillo Navarro "
        "Pascual Manalo Dizon Soriano"),
    "korean": "Kim Lee Park Choi Jung Kang Cho Yoon Jang Lim Han Shin",
    "greek": (
        "Papadopoulos Nikolaidis Georgiou Konstantinidis Christodoulou Pappas Karagiannis Vlahos "
        "Dimitriou Stavrou Kostopoulos Alexiou"),
    "italian": (
        "Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti "
        "De_Luca Costa Giordano Mancini Lombardi Barbieri Moretti Caruso Fiorentino Santoro"),
    "arabic": (
        "Haddad Khoury Nasser Hamdan Saleh Abboud Farah Mansour Khalil Haidar Rahman Hussein Aziz "
        "El-Masri Darwish Youssef Chahine Obeid"),
    "french_ca": (
        "Tremblay Gagnon Roy Côté Bouchard Gauthier Morin Lavoie Fortin Gagné Ouellet Pelletier "
        "Bélanger Lévesque Bergeron Leblanc Paquette Girard Simard Boucher Caron Beaulieu Cloutier "
        "Dubé Poirier Thibodeau Arsenault Desrosiers"),
    "indigenous_ca": (
        "Cardinal Meekis Fiddler Kakegamic Beardy Sakanee Mamakwa Kilabuk Akpalialuk Nakashuk Qaunaq "
        "Ipeelie Kusugak Desjarlais Laboucan Gladue Keeshig Wapass Okemow Nanowin"),
    "eastern_eu": (
        "Kowalski Nowak Wiśniewski Kowalczyk Shevchenko Kovalenko Bondarenko Tkachuk Melnyk Hrycak "
        "Zielinski Lewandowski Sawchuk Fedoruk Horbatiuk"),
    "east_african": "Abdi Warsame Mohamud Tadesse Bekele Haile Gebremedhin Osman Jama Yusuf Tesfamariam",
    "dutch_german": (
        "van_der_Berg de_Vries Jansen Bakker Visser Hoffmann Schneider Becker Wagner Krause Vogel "
        "Richter Van_Dijk"),
    "japanese": "Tanaka Suzuki Watanabe Yamamoto Nakamura Kobayashi Sato Ishikawa",
    "persian_afghan": (
        "Hosseini Karimi Rahimi Ahmadi Mohammadi Sadeghi Rezaei Popal Noori Stanikzai Wardak Jafari"),
    "south_asian_lk": (
        "Perera Fernando Jayawardena Wickramasinghe Senanayake Kumarasamy Sivakumar "
        "Balasubramaniam Gunasekara Dissanayake"),
    "latin": (
        "Gonzalez Rodriguez Hernandez Lopez Martinez Ramirez Torres Flores Morales Vargas Ortiz Castro "
        "Mendez Salazar"),
    "west_african": (
        "Okafor Adeyemi Nwosu Eze Mensah Boateng Asante Okonkwo Garang Mabior Chol Ajak Adebayo Owusu"),
}


def _split(s):
    return [w.replace("_", " ") for w in s.split()]


GIVEN_M = {k: _split(v[0]) for k, v in GIVEN.items()}
GIVEN_F = {k: _split(v[1]) for k, v in GIVEN.items()}
SURN = {k: _split(v) for k, v in SURNAMES.items()}

# how often each origin appears per locale (weights)
ORIGIN_W = {
    "AU": {"anglo": 40, "vietnamese": 6, "chinese": 7, "indian": 7, "greek": 5, "italian": 6,
           "arabic": 5, "filipino": 4, "korean": 2, "pacific": 2, "maori": 2, "west_african": 2,
           "east_african": 2, "south_asian_lk": 3, "persian_afghan": 3, "dutch_german": 2,
           "japanese": 1, "latin": 1},
    "NZ": {"anglo": 36, "maori": 18, "pacific": 12, "chinese": 6, "indian": 6, "korean": 3,
           "filipino": 3, "dutch_german": 3, "south_asian_lk": 2, "latin": 1, "japanese": 1,
           "east_african": 1, "arabic": 1, "persian_afghan": 1},
    "CA": {"anglo": 30, "french_ca": 14, "indigenous_ca": 7, "chinese": 7, "indian": 7,
           "filipino": 5, "eastern_eu": 5, "italian": 3, "latin": 3, "west_african": 3,
           "east_african": 3, "arabic": 3, "persian_afghan": 3, "korean": 2, "japanese": 1,
           "vietnamese": 2, "greek": 1},
}

NICKNAMES = {
    "William": "Bill", "Margaret": "Peggy", "Robert": "Bob", "Elizabeth": "Betty",
    "Dorothy": "Dot", "Patrick": "Paddy", "Thomas": "Tom", "Benjamin": "Ben",
    "Samuel": "Sam", "Zachary": "Zac", "Leonard": "Len", "Reginald": "Reg",
    "Clifford": "Cliff", "Desmond": "Des", "Douglas": "Doug", "Geoffrey": "Geoff",
    "Alistair": "Ali", "Penelope": "Penny", "Rebecca": "Bec", "Jessica": "Jess",
    "Stanley": "Stan", "Gordon": "Gordie", "Kenji": "Ken", "Giuseppe": "Joe",
    "Salvatore": "Sal", "Konstantinos": "Con", "Georgios": "George", "Nikolaos": "Nick",
    "Vasilios": "Bill", "Francesco": "Frank", "Mohammed": "Mo", "Abdirahman": "Abdi",
    "Oleksandr": "Sasha", "Jean-François": "J-F", "Wiremu": "Wi", "Penisimani": "Simi",
    "Jaypeetee": "JP", "Anastasia": "Tasia", "Christos": "Chris", "Benoît": "Ben",
    "Catriona": "Cat", "Philippa": "Pip", "Natalie": "Nat", "Bronwyn": "Bron",
}

# ---------------------------------------------------------------- geography
AU_STATES = {
    "NSW": ("New South Wales", "02", (2000, 2999)),
    "VIC": ("Victoria", "03", (3000, 3999)),
    "QLD": ("Queensland", "07", (4000, 4999)),
    "SA": ("South Australia", "08", (5000, 5799)),
    "WA": ("Western Australia", "08", (6000, 6799)),
    "TAS": ("Tasmania", "03", (7000, 7799)),
    "NT": ("Northern Territory", "08", (800, 899)),
    "ACT": ("Australian Capital Territory", "02", (2600, 2618)),
}
AU_PLACES = {
    "NSW": "Parramatta Blacktown Penrith Liverpool Wollongong Newcastle Gosford Dubbo Wagga_Wagga "
           "Tamworth Lismore Coffs_Harbour Port_Macquarie Campbelltown Hornsby Marrickville "
           "Bankstown Chatswood Randwick Maitland Armidale Goulburn Ironbark_Crossing Tallowood_Heights "
           "Bellbird_Creek Mudgee Kurrawong_Flat Kiama Ballina Griffith",
    "VIC": "Geelong Ballarat Bendigo Shepparton Frankston Dandenong Footscray Box_Hill Werribee "
           "Sunbury Mildura Warrnambool Traralgon Wodonga Preston Brunswick Ringwood Craigieburn "
           "Sale Horsham Redgum_Flat Wattlevale Pakenham Mornington",
    "QLD": "Toowoomba Cairns Townsville Mackay Rockhampton Bundaberg Ipswich Logan Caboolture "
           "Southport Nambour Maroochydore Hervey_Bay Gympie Mount_Isa Chermside Redcliffe "
           "Beenleigh Coral_Bay_Heights Kingfisher_Downs Emerald Bowen",
    "SA": "Elizabeth Salisbury Mount_Gambier Whyalla Port_Augusta Murray_Bridge Noarlunga Glenelg "
          "Modbury Gawler Port_Lincoln Mallee_Springs Victor_Harbor",
    "WA": "Fremantle Joondalup Midland Rockingham Mandurah Bunbury Geraldton Kalgoorlie Armadale "
          "Broome Karratha Busselton Jarrah_Hills Esperance",
    "TAS": "Launceston Devonport Burnie Glenorchy Kingston Ulverstone Sorell Huonville Hobart "
           "Stringybark_Bay New_Norfolk",
    "NT": "Darwin Palmerston Alice_Springs Katherine Casuarina Nhulunbuy Tennant_Creek",
    "ACT": "Belconnen Tuggeranong Woden Gungahlin Kambah Canberra Weston_Creek",
}
AU_PLACES = {k: _split(v) for k, v in AU_PLACES.items()}

# NZ: region -> (area code, postcode range, [(suburb, city)])
NZ_REGIONS = {
    "Auckland": ("09", (600, 2699), [("Papatoetoe", "Auckland"), ("Manukau", "Auckland"),
                 ("Otara", "Auckland"), ("Māngere", "Auckland"), ("Henderson", "Auckland"),
                 ("Takapuna", "Auckland"), ("Howick", "Auckland"), ("Pukekohe", None),
                 ("Onehunga", "Auckland"), ("Mount Eden", "Auckland"), ("Ponsonby", "Auckland"),
                 ("Glen Innes", "Auckland"), ("Avondale", "Auckland"), ("Ōrewa", None),
                 ("Waiuku", None), ("Te Atatū", "Auckland")]),
    "Wellington": ("04", (5010, 6099), [("Porirua", None), ("Lower Hutt", None), ("Upper Hutt", None),
                   ("Newtown", "Wellington"), ("Karori", "Wellington"), ("Johnsonville", "Wellington"),
                   ("Petone", "Lower Hutt"), ("Wainuiomata", "Lower Hutt"), ("Masterton", None)]),
    "Canterbury": ("03", (7400, 8099), [("Riccarton", "Christchurch"), ("Hornby", "Christchurch"),
                   ("Papanui", "Christchurch"), ("Rangiora", None), ("Ashburton", None),
                   ("Timaru", None), ("Kaiapoi", None), ("Rolleston", None), ("Linwood", "Christchurch")]),
    "Otago": ("03", (9010, 9599), [("Mosgiel", None), ("Oamaru", None), ("Queenstown", None),
              ("Alexandra", None), ("Balclutha", None), ("Roslyn", "Dunedin"), ("Caversham", "Dunedin")]),
    "Southland": ("03", (9810, 9899), [("Invercargill", None), ("Gore", None), ("Winton", None)]),
    "Waikato": ("07", (3200, 3599), [("Hamilton East", "Hamilton"), ("Te Awamutu", None),
                ("Cambridge", None), ("Huntly", None), ("Thames", None), ("Taupō", None),
                ("Tokoroa", None), ("Morrinsville", None), ("Dinsdale", "Hamilton")]),
    "Bay of Plenty": ("07", (3010, 3199), [("Tauranga", None), ("Rotorua", None), ("Whakatāne", None),
                      ("Te Puke", None), ("Mount Maunganui", None), ("Ōpōtiki", None)]),
    "Hawke's Bay": ("06", (4100, 4199), [("Napier", None), ("Hastings", None),
                    ("Havelock North", None), ("Wairoa", None), ("Flaxmere", "Hastings")]),
    "Manawatū-Whanganui": ("06", (4400, 4899), [("Palmerston North", None), ("Whanganui", None),
                           ("Feilding", None), ("Levin", None), ("Marton", None)]),
    "Taranaki": ("06", (4310, 4399), [("New Plymouth", None), ("Hāwera", None), ("Stratford", None),
                 ("Waitara", None)]),
    "Northland": ("09", (110, 499), [("Whangārei", None), ("Kaitaia", None), ("Kerikeri", None),
                  ("Dargaville", None), ("Kaikohe", None)]),
    "Nelson": ("03", (7010, 7099), [("Nelson", None), ("Stoke", "Nelson"), ("Motueka", None),
               ("Richmond", None)]),
    "Gisborne": ("06", (4010, 4099), [("Gisborne", None), ("Ruatōria", None)]),
    "Marlborough": ("03", (7201, 7299), [("Blenheim", None), ("Picton", None)]),
    "West Coast": ("03", (7800, 7899), [("Greymouth", None), ("Hokitika", None), ("Westport", None)]),
}

# CA: abbr -> (name, postal first letters, area codes, [cities])
CA_PROV = {
    "ON": ("Ontario", "KLMNP", ["416", "647", "905", "613", "519", "705", "807", "289"],
           "Toronto Ottawa Hamilton London Mississauga Brampton Kitchener Windsor Sudbury "
           "Thunder_Bay Kingston Barrie Oshawa Guelph Peterborough Sault_Ste._Marie Sioux_Lookout "
           "Timmins North_Bay Scarborough Etobicoke Kenora Moosonee"),
    "BC": ("British Columbia", "V", ["604", "250", "778", "236"],
           "Vancouver Surrey Burnaby Richmond Victoria Kelowna Kamloops Nanaimo Prince_George "
           "Abbotsford Chilliwack Prince_Rupert Penticton Squamish Cranbrook"),
    "AB": ("Alberta", "T", ["403", "780", "587", "825"],
           "Calgary Edmonton Red_Deer Lethbridge Medicine_Hat Grande_Prairie Fort_McMurray "
           "St._Albert Airdrie Camrose Lloydminster"),
    "QC": ("Quebec", "GHJ", ["514", "418", "819", "450", "438"],
           "Montréal Québec Laval Gatineau Sherbrooke Trois-Rivières Longueuil Saguenay Rimouski "
           "Val-d'Or Chibougamau"),
    "MB": ("Manitoba", "R", ["204", "431"],
           "Winnipeg Brandon Thompson Steinbach Selkirk Portage_la_Prairie The_Pas Dauphin"),
    "SK": ("Saskatchewan", "S", ["306", "639"],
           "Saskatoon Regina Prince_Albert Moose_Jaw Yorkton North_Battleford La_Ronge"),
    "NS": ("Nova Scotia", "B", ["902", "782"],
           "Halifax Dartmouth Sydney Truro New_Glasgow Yarmouth Antigonish Bridgewater"),
    "NB": ("New Brunswick", "E", ["506"],
           "Moncton Saint_John Fredericton Bathurst Miramichi Edmundston"),
    "NL": ("Newfoundland and Labrador", "A", ["709"],
           "St._John's Corner_Brook Gander Grand_Falls-Windsor Happy_Valley-Goose_Bay"),
    "PE": ("Prince Edward Island", "C", ["902"], "Charlottetown Summerside Montague"),
    "NU": ("Nunavut", "X", ["867"], "Iqaluit Rankin_Inlet Pangnirtung"),
    "NT": ("Northwest Territories", "X", ["867"], "Yellowknife Inuvik Hay_River"),
    "YT": ("Yukon", "Y", ["867"], "Whitehorse Dawson_City"),
}
CA_CITIES = {k: _split(v[3]) for k, v in CA_PROV.items()}
CA_PROV_W = {"ON": 30, "BC": 14, "AB": 12, "QC": 10, "MB": 6, "SK": 5, "NS": 5, "NB": 4,
             "NL": 3, "PE": 2, "NU": 2, "NT": 2, "YT": 1}

COUNTRIES = _split(
    "Vietnam India China Philippines Samoa Tonga Fiji Cook_Islands Greece Italy Lebanon Sri_Lanka "
    "Iran Afghanistan Somalia Ethiopia Sudan South_Sudan Nigeria Ghana Korea Japan Malaysia "
    "Indonesia Thailand Scotland Ireland England Wales Netherlands Germany Poland Ukraine Portugal "
    "Chile Colombia Mexico Brazil Jamaica Haiti Pakistan Bangladesh Nepal Egypt Syria Iraq "
    "South_Africa Zimbabwe Kenya Singapore Hong_Kong Taiwan Croatia Serbia Cambodia Laos Myanmar")
ORIGIN_COUNTRY = {
    "vietnamese": ["Vietnam"], "chinese": ["China", "Hong Kong", "Taiwan", "Malaysia", "Singapore"],
    "indian": ["India", "Fiji", "Pakistan"], "filipino": ["Philippines"], "korean": ["Korea"],
    "greek": ["Greece", "Cyprus"], "italian": ["Italy"], "arabic": ["Lebanon", "Syria", "Iraq", "Egypt"],
    "pacific": ["Samoa", "Tonga", "Fiji", "Cook Islands"], "east_african": ["Somalia", "Ethiopia", "Eritrea"],
    "west_african": ["Nigeria", "Ghana", "South Sudan", "Sudan"], "dutch_german": ["Netherlands", "Germany"],
    "japanese": ["Japan"], "persian_afghan": ["Iran", "Afghanistan"], "south_asian_lk": ["Sri Lanka"],
    "latin": ["Chile", "Colombia", "Mexico", "Brazil"], "eastern_eu": ["Ukraine", "Poland"],
    "anglo": ["England", "Scotland", "Ireland", "South Africa", "Zimbabwe", "Wales"],
    "french_ca": ["Haiti", "France"], "maori": [], "indigenous_ca": [],
}
# ---------------------------------------------------------------- streets
STREET_NAMES = {
    "AU": _split("Wattle Banksia Jacaranda Waratah Boronia Grevillea Acacia Bottlebrush Ironbark "
                 "Kurrajong Blackwood Casuarina Melaleuca Tallowood Macquarie Hume Flinders Sturt "
                 "Lachlan Bligh Gowrie Kingsford Eyre Forrest Mitchell Cunningham Leichhardt Oxley "
                 "Dampier Hovell Bass Tasman Paterson Lawson Gilmore Rosella Kookaburra Lorikeet "
                 "Currawong Magpie Brolga Echidna Wombat Koala Bilby Coolabah Mulga Brigalow "
                 "Yarran Myall Sheoak Hakea Correa Kanooka Quandong Riverview Hillcrest Bellevue"),
    "NZ": _split("Kowhai Tōtara Rimu Kauri Matai Miro Karaka Pūriri Rātā Harakeke Tūī Kererū Kākā "
                 "Pīwakawaka Titoki Karamu Manuka Kahikatea Ngaio Horoeka Whau Raupo Pohutukawa "
                 "Rewa Seddon Ballance Vogel Fitzherbert Grey Hobson Selwyn Fox Stout Massey "
                 "Rutherford Hillary Sheppard Ngata Buck Pōmare Te_Rauparaha Moana Awatea Rangiora "
                 "Tainui Aotea Arawa Mātaatua Tākitimu"),
    "CA": _split("Maple Birch Spruce Tamarack Cedar Juniper Aspen Poplar Sumac Hemlock Balsam "
                 "Laurier Cartier Champlain Frontenac Simcoe Brock Tecumseh Dufferin Lansdowne "
                 "Elgin Grey Selkirk Riel Dumont Borden Pearson Banting Osler McCrae Montgomery "
                 "Beaver Loon Heron Otter Caribou Moose Elk Chinook Prairie Ridgeview Lakeshore "
                 "Bayview Harbour Parkdale Rosedale Glenmore Westmount Chemin_du_Lac Sainte-Catherine "
                 "Saint-Denis Beaubien Rideau Portage Pembina Jasper Whyte"),
}
STREET_TYPES = {
    "AU": [("Street", "St"), ("Road", "Rd"), ("Avenue", "Ave"), ("Crescent", "Cres"), ("Court", "Ct"),
           ("Place", "Pl"), ("Drive", "Dr"), ("Parade", "Pde"), ("Close", "Cl"), ("Terrace", "Tce"),
           ("Lane", "La"), ("Way", "Way"), ("Circuit", "Cct"), ("Grove", "Gr"), ("Highway", "Hwy")],
    "NZ": [("Street", "St"), ("Road", "Rd"), ("Avenue", "Ave"), ("Crescent", "Cres"), ("Place", "Pl"),
           ("Drive", "Dr"), ("Terrace", "Tce"), ("Lane", "Lane"), ("Way", "Way"), ("Grove", "Gr"),
           ("Close", "Cl"), ("Rise", "Rise"), ("Parade", "Pde")],
    "CA": [("Street", "St"), ("Road", "Rd"), ("Avenue", "Ave"), ("Crescent", "Cres"), ("Court", "Crt"),
           ("Drive", "Dr"), ("Boulevard", "Blvd"), ("Way", "Way"), ("Trail", "Trail"), ("Gate", "Gate"),
           ("Line", "Line"), ("Concession", "Conc"), ("Bay", "Bay"), ("Circle", "Cir")],
}

# ---------------------------------------------------------------- institutions
INST_STEMS = {
    "AU": _split("Harbourview Bayside Wattle_Grove Ironbark Redgum Blue_Gum Kingfisher Riverbend "
                 "Northbridge Lakeside Eastgate Coral_Coast Banksia Waratah Boronia Jarrah Karri_Valley "
                 "Mallee Sandstone Tallowood Stringybark Grevillea Saltbush Paperbark Brolga Lyrebird "
                 "Red_Cedar Silver_Wattle Golden_Plains Tablelands Southern_Highlands Ocean_Grove "
                 "Cockatoo_Ridge Pelican_Bay Emu_Flats"),
    "NZ": _split("Kōwhai Tōtara Rimu Pōhutukawa Rātā Harakeke Kererū Tūī Mānuka Kahikatea Ngahere "
                 "Awatea Te_Puna Whānau_Ora Moana Maunga Rangitoto_View Southern_Lakes Hillsborough "
                 "Kaimai Tararua Ruahine Remuera_Road Riverside Seaview Mountview Kaweka Pukeko_Valley "
                 "Aoraki Waimea"),
    "CA": _split("Maplewood Cedar_Ridge Spruce_Hill Northshore Prairie_View Aspen_Grove Whitewater "
                 "Juniper Tamarack Silver_Birch Loon_Lake Bluewater Trillium_Park Hillcrest Westbrook "
                 "Pine_Ridge Lakehead_Shores Riverbend Sunnybank Glenwood Harbourfront Ironwood "
                 "Chinook_Valley Coastal_Mountains Fundy_Shore Boreal Kingfisher"),
}
SAINTS = _split("Brigid Columba Aidan Hilda Ninian Cuthbert Winifred Kevin Dympna Oswald Finbar "
                "Bernadette Gerard Brendan Monica Benedict")
FR_SAINTS = _split("Sainte-Bernadette Saint-Gérard Sainte-Monique Saint-Benoît Notre-Dame-du-Lac")

HOSP_PATTERNS = {
    "AU": ["{X} Hospital", "{X} Base Hospital", "{X} District Hospital", "{X} Private Hospital",
           "{X} Health Service", "St {S}'s Hospital", "{X} Memorial Hospital", "{P} Hospital",
           "{P} Base Hospital", "{X} Community Hospital"],
    "NZ": ["{X} Hospital", "{P} Hospital", "{X} Private Hospital", "{X} Surgical Hospital",
           "{P} Base Hospital", "{X} Health Centre", "St {S}'s Hospital"],
    "CA": ["{X} General Hospital", "{P} Regional Health Centre", "{X} Memorial Hospital",
           "{P} General Hospital", "{X} Health Sciences Centre", "Hôpital {F}", "{P} District Hospital",
           "{X} Community Hospital"],
}
PRACTICE_PATTERNS = {
    "AU": ["{X} Medical Centre", "{X} Family Practice", "{X} Medical Clinic", "{ST} Surgery",
           "{X} GP Super Clinic", "{X} Health Hub", "{P} Family Medical", "{X} General Practice",
           "{P} Aboriginal Medical Service"],
    "NZ": ["{X} Medical Centre", "{X} Family Doctors", "{X} Health", "{P} Medical Centre",
           "{X} Hauora", "{X} Family Health Centre", "{ST} Surgery", "{P} Union Health Centre"],
    "CA": ["{X} Family Health Team", "{X} Medical Clinic", "{X} Community Health Centre",
           "{P} Family Practice", "{X} Walk-in Clinic", "Clinique médicale {F2}", "{X} Primary Care",
           "{P} Medical Associates"],
}
PHARM_PATTERNS = {
    "AU": ["{X} Pharmacy", "{P} Chemist", "{X} Discount Chemist", "{ST} Pharmacy"],
    "NZ": ["{X} Pharmacy", "{P} Pharmacy", "{X} Unichem"],
    "CA": ["{X} Pharmacy", "{P} Drug Mart", "Pharmacie {F2}", "{X} Apothecary"],
}
AGED_PATTERNS = {
    "AU": ["{X} Aged Care", "{X} Gardens", "{X} Lodge", "{X} Manor", "{P} Residential Care",
           "{X} Village Residential Aged Care"],
    "NZ": ["{X} Rest Home", "{X} Lifecare", "{X} Retirement Village", "{X} Lodge",
           "{P} Care Home and Hospital"],
    "CA": ["{X} Long-Term Care Home", "{X} Manor", "{X} Lodge", "{X} Place", "Résidence {F2}",
           "{P} Personal Care Home"],
}
LAB_PATTERNS = {
    "AU": ["{X} Pathology", "{X} Pathology Services", "{P} Clinical Laboratories"],
    "NZ": ["{X} Laboratories", "{X} Medlab", "{P} Community Laboratory"],
    "CA": ["{X} Medical Laboratories", "{X} Diagnostic Services", "{P} Regional Laboratory"],
}
IMAGING_PATTERNS = {
    "AU": ["{X} Radiology", "{X} Imaging", "{P} Ultrasound for Women"],
    "NZ": ["{X} Radiology", "{X} Imaging", "{P} Ultrasound"],
    "CA": ["{X} Imaging", "{X} Diagnostic Imaging", "{P} X-Ray and Ultrasound"],
}
ALLIED_PATTERNS = {
    "AU": ["{X} Physiotherapy", "{X} Allied Health", "{P} Sports & Spinal Physio", "{X} Rehab",
           "{X} Speech Pathology", "{X} Podiatry", "{X} Psychology", "{X} Dietetics"],
    "NZ": ["{X} Physio", "{X} Physiotherapy", "{P} Hand Therapy", "{X} Allied Health",
           "{X} Speech Therapy", "{X} Podiatry"],
    "CA": ["{X} Physiotherapy", "{X} Rehabilitation Centre", "{P} Physio & Wellness",
           "{X} Speech and Language Clinic", "{X} Foot Clinic", "{X} Counselling"],
}
WARD_NAMES = {
    "AU": _split("Banksia Waratah Jacaranda Acacia Boronia Wattle Kookaburra Bilby Koala Melaleuca "
                 "Grevillea Wombat"),
    "NZ": _split("Kauri Rimu Tōtara Kōwhai Harakeke Pūriri Mātai Kererū Tūī Rātā"),
    "CA": _split("Maple Birch Tamarack Cedar Aspen Juniper Trillium Spruce"),
}
WARD_KIND = ["Ward", "Unit", "Wing"]

# employers / organisations
EMPLOYER_PATTERNS = {
    "AU": ["{X} Logistics", "{X} Constructions", "{SUR} & Sons Plumbing", "{X} Mining", "{X} Freight",
           "{P} City Council", "{X} Meats", "{X} Electrical", "{X} Transport", "{X} Vineyards",
           "{X} Engineering", "{SUR} Accountants", "{X} Timber Mill", "{X} Cleaning Services",
           "{X} Early Learning Centre", "{X} Supermarket", "{SUR} Lawyers", "{X} Steel Fabrication",
           "{X} Property Group", "{X} Cafe"],
    "NZ": ["{X} Dairies", "{X} Orchards", "{X} Freight", "{SUR} Builders", "{X} Forestry",
           "{P} District Council", "{X} Meat Processors", "{X} Contracting", "{X} Shearing Ltd",
           "{X} Fisheries", "{SUR} Engineering", "{X} Packhouse", "{X} Roading Ltd", "{SUR} Law",
           "{X} Café", "{X} Distribution"],
    "CA": ["{X} Trucking", "{X} Construction Ltd", "{SUR} Plumbing & Heating", "{X} Mining Corp",
           "{X} Oilfield Services", "City of {P}", "{X} Lumber", "{X} Fisheries", "{SUR} Accounting",
           "{X} Poultry", "{X} Distribution Centre", "{X} Daycare Centre", "{X} Credit Union",
           "{X} Hydro Services", "{SUR} Law LLP", "{X} Auto Parts", "{X} Grocers"],
}
SCHOOL_PATTERNS = {
    "AU": ["{X} Primary School", "{P} High School", "St {S}'s College", "{P} Public School",
           "{X} Christian College", "{X} Kindergarten", "{P} TAFE"],
    "NZ": ["{X} Primary School", "{P} College", "{X} Kura Kaupapa Māori", "{X} Kindergarten",
           "{P} Intermediate", "{X} School"],
    "CA": ["{X} Public School", "{P} Secondary School", "École {F2}", "{X} Elementary School",
           "{P} Collegiate", "{X} Montessori", "{P} Community College"],
}
CLUB_PATTERNS = {
    "AU": ["{P} Rugby League Club", "{P} Bowls Club", "{X} Netball Club", "{P} Football Club",
           "{X} Cricket Club", "{P} Surf Life Saving Club"],
    "NZ": ["{P} Rugby Club", "{X} Netball Club", "{P} Football Club", "{X} Waka Ama Club",
           "{P} Hockey Club"],
    "CA": ["{P} Minor Hockey Association", "{X} Curling Club", "{P} Soccer Club", "{X} Ringette Club",
           "{P} Lacrosse Club"],
}
CHURCH_PATTERNS = {
    "AU": ["{X} Uniting Church", "St {S}'s Anglican Church", "{P} Baptist Church", "{X} Islamic Centre",
           "{P} Greek Orthodox Parish", "{X} Buddhist Temple"],
    "NZ": ["{P} Presbyterian Church", "St {S}'s Catholic Church", "{X} Marae", "{P} Samoan Methodist Church",
           "{X} Gurdwara"],
    "CA": ["{X} United Church", "St. {S}'s Parish", "{P} Gurdwara", "{X} Mosque", "Paroisse {F}",
           "{X} Mennonite Church"],
}
ORG_PATTERNS = EMPLOYER_PATTERNS
SUB_ALLIED = {
    "physio": ["{X} Physiotherapy", "{P} Sports & Spinal Physio", "{X} Physio", "{X} Rehab"],
    "podiatry": ["{X} Podiatry", "{X} Foot Clinic", "{P} Foot & Ankle Centre"],
    "psych": ["{X} Psychology", "{X} Counselling", "{P} Psychology Practice", "{X} Wellbeing Centre"],
    "speech": ["{X} Speech Pathology", "{X} Speech and Language Clinic", "{P} Speech Therapy"],
    "diet": ["{X} Dietetics", "{X} Nutrition Clinic"],
    "ot": ["{X} Occupational Therapy", "{X} OT Services", "{P} Driver Assessment Centre"],
    "sleep": ["{X} Sleep Centre", "{X} Sleep Diagnostics", "{P} Sleep Clinic"],
    "audiology": ["{X} Hearing", "{X} Audiology", "{P} Hearing Clinic"],
    "ep": ["{X} Exercise Physiology", "{X} Strength & Rehab"],
}
INSURER = {
    "AU": _split("Kestrel_Health_Fund Tasman_Mutual Redgum_Health Southern_Meridian_Health "
                 "Coastline_Members_Health Lyrebird_Health_Insurance"),
    "NZ": _split("Aotea_Health_Cover Kōtuku_Mutual Tasman_Life_&_Health Southern_Alps_Insurance"),
    "CA": _split("Maplewood_Life Northern_Shield_Benefits Prairie_Mutual Laurentian_Group_Benefits "
                 "Great_Lakes_Assurance"),
}

PROFESSIONS = _split(
    "welder electrician plumber truck_driver teacher primary_school_teacher accountant carpenter "
    "chef barista retail_assistant warehouse_worker forklift_operator farmer dairy_farmer shearer "
    "fisherman miner lawyer software_engineer bus_driver taxi_driver cleaner hairdresser mechanic "
    "labourer bricklayer roofer scaffolder concreter police_officer firefighter bank_teller "
    "real_estate_agent office_manager receptionist librarian civil_engineer architect "
    "security_guard courier postal_worker orchardist viticulturist landscaper painter "
    "childcare_educator disability_support_worker aged_care_worker kitchen_hand butcher baker "
    "graphic_designer journalist pilot train_driver boilermaker crane_operator diesel_fitter "
    "council_worker cabinet_maker tiler stonemason beekeeper jeweller tailor florist "
    "pastry_cook stockman sales_representative payroll_officer data_analyst")
PROFESSIONS_CA = ["long-haul trucker", "oil rig worker", "snowplough operator", "lobster fisherman",
                  "hydro lineman", "tree planter", "janitor", "daycare worker", "grain farmer"]
PROFESSIONS_NZ = ["kiwifruit picker", "freezing worker", "fencer", "deer farmer", "forestry worker",
                  "whānau support worker", "orchard manager"]
PROFESSIONS_AU = ["FIFO miner", "tradie", "cane farmer", "grazier", "tram driver", "jackaroo",
                  "abattoir worker", "wharfie"]

RELATIONS_F = ["wife", "daughter", "mother", "sister", "niece", "granddaughter", "partner", "friend",
               "neighbour", "aunt", "daughter-in-law"]
RELATIONS_M = ["husband", "son", "father", "brother", "nephew", "grandson", "partner", "friend",
               "neighbour", "uncle", "son-in-law"]

MAIL_DOMAINS = {
    "AU": ["wattlemail.com.au", "example.com.au", "ozinbox.net.au", "mail.example.net"],
    "NZ": ["tuimail.co.nz", "example.co.nz", "kiwinet.example.nz", "mail.example.net"],
    "CA": ["mapleinbox.ca", "example.ca", "northmail.example.com", "mail.example.net"],
}
