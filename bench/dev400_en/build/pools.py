"""Own pools: personal names of many origins, places per country, streets, occupations, employers,
and parts for invented hospital / practice / organisation names.  '_' stands for a space."""


def _w(s):
    return [x.replace("_", " ") for x in s.split()]


# origin: (female first names, male first names, surnames)
NAMES = {
    "en": (_w("Margaret Joan Dorothy Patricia Barbara Elizabeth Mary Susan Linda Carol Jean Sheila "
              "Brenda Pauline Valerie Doreen Irene Maureen Sandra Janet Christine Wendy Gillian Hazel "
              "Rose Grace Hope Faith June Joy Dawn Ivy Holly Pearl Iris Daisy Violet Heather Olive "
              "Edna Mavis Beryl Gladys Hilda Winifred Vera Elsie Ada Lily Ruby Amber Sophie Emily "
              "Charlotte Lucy Hannah Kate Joanne Tracey Julie Karen Nicola Lorraine Marjorie Peggy"),
           _w("John William George Thomas Robert David Peter Michael Kenneth Brian Ronald Derek Keith "
              "Colin Raymond Roy Dennis Stanley Harold Albert Arthur Frank Bill Mark Grant Dean Cliff "
              "Will Jack Rob Guy Drew Miles Glen Dale Ray Norman Cyril Leslie Gordon Trevor Graham "
              "Alan Terry Barry Gary Neil Stuart Paul Steven Philip Martin Reginald Wilfred Sidney"),
           _w("Smith Jones Taylor Brown Williams Wilson Johnson Robinson Wright Thompson Walker White "
              "Roberts Green Hall Wood Jackson Clarke Ward Bell Church Hope Banks Lamb Fox Frost "
              "Shepherd Mason Porter Cross Moody Sterling Dean Chase Parish Hill Brook Marsh Field "
              "Stone Rivers Lane Young Short Long Little Sharp Wise Gentle Bliss Grey Black Baker Cook "
              "Butcher Fisher Hunter Carpenter Turner Archer Bishop Abbott Knight King Prince Pope "
              "Noble Savage Day Winter Summers Snow Hardy Platt Holden Pickering Ashworth Greenwood "
              "Haworth Sutcliffe Barraclough Kershaw Rowbotham Entwistle Crabtree Ackroyd Hargreaves")),
    "irish": (_w("Siobhan Siobhán Aoife Niamh Bridget Mairead Sinead Sinéad Roisin Orla Deirdre "
                 "Eileen Kathleen Nora Maeve Grainne Catriona Una Philomena Assumpta"),
              _w("Sean Padraig Declan Ciaran Eoin Cathal Donal Fergal Liam Seamus Brendan Colm "
                 "Diarmuid Niall Tadhg Micheal Kieran Ultan"),
              _w("Murphy Kelly O'Sullivan Walsh O'Brien Byrne Ryan O'Connor O'Neill Doyle McCarthy "
                 "Gallagher Doherty Kennedy Lynch Quinn Brennan Fitzgerald Mulcahy Donnelly McGrath "
                 "Moloney Flanagan Cassidy Hegarty Ni_Bhriain Mac_Giolla O'Shea Coughlan")),
    "scot": (_w("Morag Isla Elspeth Catriona Ailsa Kirsty Fiona Mhairi Shona Euphemia Jessie Agnes"),
             _w("Hamish Angus Alasdair Callum Fraser Murdo Ruaridh Gregor Lachlan Struan Archie Duncan"),
             _w("MacLeod MacDonald Campbell Stewart Robertson McAllister MacAllister Sinclair Fraser "
                "Grant Munro Ross Buchanan Drummond Menzies Cruickshank Urquhart Mackintosh Baird")),
    "welsh": (_w("Eira Ffion Bethan Carys Nia Angharad Gwen Rhian Glenys Megan"),
              _w("Dafydd Gareth Rhys Owain Iwan Emyr Gethin Huw Idris Aled"),
              _w("Jones Davies Evans Griffiths Pritchard Lloyd Morgan Powell Vaughan Prosser Rees "
                 "Howells Bevan Pugh")),
    "sasian": (_w("Priya Anjali Sunita Kamala Lakshmi Fatima Ayesha Nasreen Shabana Rukhsana Parveen "
                  "Harpreet Gurpreet Manjit Rani Deepa Meena Shirin Jaswinder Kulwant"),
               _w("Rajesh Sanjay Anil Mohammed Imran Tariq Arif Harjit Baljit Gurdeep Sandeep Vikram "
                  "Ravi Suresh Iqbal Abdul Nadeem Shahid Mahendra Pritpal"),
               _w("Patel Sharma Singh Kaur Khan Hussain Ahmed Begum Akhtar Chaudhry Gill Sandhu Dhillon "
                  "Mistry Desai Iyer Nair Rahman Islam Choudhury Malik Qureshi Bhatt Sidhu")),
    "wafrican": (_w("Adaeze Chiamaka Ngozi Funmilayo Abena Akosua Efua Blessing Precious Mercy "
                    "Patience Comfort Gift Folake Yetunde Chinwe"),
                 _w("Chukwuemeka Oluwaseun Kwame Kofi Kwabena Emeka Tunde Babajide Femi Ifeanyi Yaw "
                    "Obinna Godwin Sunday"),
                 _w("Okafor Adeyemi Okonkwo Mensah Asante Boateng Owusu Nwosu Adebayo Eze Ogunleye "
                    "Oyelaran Appiah Danso Achebe Oduya")),
    "carib": (_w("Marcia Beverley Claudette Hyacinth Merle Gloria Icilda Cynthia Pansy"),
              _w("Winston Delroy Errol Lloyd Clive Leroy Desmond Everton Linford Carlton"),
              _w("Campbell Brown Francis Samuels Grant McKenzie Reid Bailey Gayle Hinds Forbes "
                 "Blackwood Barrett")),
    "polish": (_w("Agnieszka Katarzyna Malgorzata Zofia Jadwiga Halina Krystyna Danuta"),
               _w("Krzysztof Tomasz Piotr Wojciech Andrzej Stanislaw Marek Grzegorz Zbigniew"),
               _w("Nowak Kowalski Wisniewski Wojcik Kaminski Lewandowski Zielinski Szymanski "
                  "Dabrowski Mazur")),
    "chinese": (_w("Meiling Xiaoling Huifang Lina Yanfang Wing Suk-yee Mei Shu-fen"),
                _w("Wei Jun Hao Ming Zhiwei Kwok-wah Chi-keung Jian Wing-kin"),
                _w("Wong Chan Li Zhang Wang Chen Liu Lam Ng Cheung Ho Leung Tang Yip Lau Kwok")),
    "viet": (_w("Lan Huong Mai Ngoc Thu Hoa Phuong"),
             _w("Minh Tuan Duc Hung Quang Thanh Binh"),
             _w("Nguyen Tran Le Pham Hoang Vu Dang Bui Do")),
    "filipino": (_w("Maricel Rowena Jocelyn Marites Lorna Evangeline Perla"),
                 _w("Rodrigo Jomar Renato Ariel Danilo Rogelio"),
                 _w("Santos Reyes Cruz Bautista Dela_Cruz Mendoza Villanueva Aquino Ramos Manalo")),
    "hispanic": (_w("Guadalupe Maria Rosa Carmen Lucia Esperanza Dolores Marisol Consuelo"),
                 _w("José Luis Jesus Miguel Alejandro Ramon Rafael Javier Ernesto"),
                 _w("Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres "
                    "Flores Rivera Gomez Diaz Morales Ortiz")),
    "afram": (_w("LaToya Keisha Tamika Denise Yvonne Gwendolyn Bernice Loretta Odessa"),
              _w("DeShawn Tyrone Marcus Reginald Cedric Darnell Otis Willie Roosevelt"),
              _w("Washington Jefferson Jackson Banks Freeman Robinson Coleman Simmons Brooks Gaines "
                 "Pettaway")),
    "jewish": (_w("Miriam Ruth Esther Naomi Rivka Shoshana"),
               _w("Moshe David Avraham Yosef Shlomo Menachem"),
               _w("Goldberg Cohen Levy Friedman Rosenberg Katz Shapiro Weiss")),
    "italian": (_w("Giuseppina Maria Rosaria Antonella Carmela Concetta"),
                _w("Giuseppe Salvatore Vincenzo Antonio Domenico Francesco"),
                _w("Rossi Russo Esposito Romano Ricci Marino Greco Bruno Gallo Costa DeLuca")),
    "greek": (_w("Eleni Georgia Despina Athena Vasiliki"),
              _w("Georgios Dimitrios Konstantinos Nikolaos Spiros"),
              _w("Papadopoulos Georgiou Nikolaidis Konstantinou Dimitriou Christodoulou")),
    "arabic": (_w("Mariam Layla Nour Huda Samira Rania"),
               _w("Ahmad Omar Khalid Youssef Hassan Bilal Karim"),
               _w("Haddad Khoury Nassar Saleh Mansour Abboud Darwish Hamdan")),
    "somali": (_w("Hodan Amina Faduma Sahra Ubah Hawa"),
               _w("Abdirahman Abdullahi Mahad Liban Farah"),
               _w("Warsame Farah Mohamud Abdi Hersi Osman Jama")),
    "maori": (_w("Aroha Mere Ngaire Huia Kiri Tui Moana"),
              _w("Wiremu Tama Rawiri Hemi Nikau Rangi Tane"),
              _w("Ngata Parata Tipene Rangihau Waaka Te_Whata Karaka Pomare Tawhiri Horomona")),
    "pacific": (_w("Sina Losa Mele Salote Fetu"),
                _w("Sione Tevita Iosefa Pita Viliami"),
                _w("Faleolo Tuilagi Taufa Fonoti Leota Havili Vaifale")),
    "frcan": (_w("Genevieve Geneviève Therese Thérèse Monique Sylvie Lise Josee"),
              _w("Jean-Guy Gilles Rejean Réjean Luc Andre Normand"),
              _w("Tremblay Gagnon Roy Cote Bouchard Gauthier Morin Lavoie Fortin Pelletier")),
    "ukr": (_w("Olena Oksana Nadia Halyna Iryna"),
            _w("Mykola Taras Bohdan Vasyl Petro"),
            _w("Kovalenko Shevchenko Bondarenko Tkachenko Melnyk Boyko Hrytsenko")),
    "eastasian": (_w("Min-ji Soo-jin Yuki Keiko Hiroko"),
                  _w("Jae-won Sung-ho Hiroshi Takeshi Kenji"),
                  _w("Kim Park Lee Choi Tanaka Sato Nakamura Watanabe")),
    "ieother": (_w("Ruta Jurgita Ana_Paula Fernanda Daiva"),
                _w("Tomas Darius Joao Thiago Mindaugas"),
                _w("Kazlauskas Petrauskas Jankauskas Silva Oliveira Souza Pereira")),
    "dutch": (_w("Anneke Geertje Marijke"),
              _w("Hendrik Pieter Jan Klaas"),
              _w("de_Vries van_Dijk Bakker Visser Jansen")),
}

ORIGIN_MIX = {
    "GB": "en:40 irish:5 scot:6 welsh:5 sasian:12 wafrican:6 carib:5 polish:4 chinese:3 italian:2 "
          "greek:2 arabic:2 somali:2 jewish:2 filipino:2 ukr:1",
    "IE": "irish:55 en:10 polish:7 ieother:7 wafrican:5 sasian:5 filipino:4 chinese:2",
    "US": "en:30 hispanic:15 afram:14 irish:5 italian:5 jewish:4 chinese:4 viet:3 filipino:3 "
          "eastasian:3 sasian:4 polish:3 greek:2 arabic:2 somali:2",
    "CA": "en:28 frcan:15 irish:6 scot:6 chinese:8 sasian:9 filipino:6 ukr:5 italian:4 "
          "eastasian:3 dutch:3 carib:3 arabic:2",
    "AU": "en:35 irish:8 scot:4 italian:8 greek:7 viet:7 chinese:7 sasian:7 arabic:5 filipino:4 "
          "pacific:3 dutch:2",
    "NZ": "en:35 maori:20 pacific:10 scot:6 irish:4 chinese:7 sasian:7 dutch:4 filipino:3 "
          "eastasian:2",
}

# towns: (town, region/county, postcode key)  -- region typed CITY for GB/IE counties, STATE elsewhere
TOWNS = {
    "GB": [("Reading", "Berkshire", "RG"), ("Bath", "Somerset", "BA"), ("Wells", "Somerset", "BA"),
           ("Street", "Somerset", "BA"), ("March", "Cambridgeshire", "PE"),
           ("Hull", "East Yorkshire", "HU"), ("Deal", "Kent", "CT"), ("Sandwich", "Kent", "CT"),
           ("Bury", "Greater Manchester", "BL"), ("Sale", "Greater Manchester", "M"),
           ("Ware", "Hertfordshire", "SG"), ("Leeds", "West Yorkshire", "LS"),
           ("Bradford", "West Yorkshire", "BD"), ("Halifax", "West Yorkshire", "HX"),
           ("Wakefield", "West Yorkshire", "WF"), ("Stockport", "Cheshire", "SK"),
           ("Wigan", "Lancashire", "WN"), ("Preston", "Lancashire", "PR"),
           ("Blackburn", "Lancashire", "BB"), ("Lancaster", "Lancashire", "LA"),
           ("Derby", "Derbyshire", "DE"), ("Leicester", "Leicestershire", "LE"),
           ("Norwich", "Norfolk", "NR"), ("Ipswich", "Suffolk", "IP"), ("Colchester", "Essex", "CO"),
           ("Luton", "Bedfordshire", "LU"), ("Exeter", "Devon", "EX"), ("Plymouth", "Devon", "PL"),
           ("Truro", "Cornwall", "TR"), ("Gloucester", "Gloucestershire", "GL"),
           ("Hereford", "Herefordshire", "HR"), ("Shrewsbury", "Shropshire", "SY"),
           ("Stoke-on-Trent", "Staffordshire", "ST"), ("Coventry", "West Midlands", "CV"),
           ("Dudley", "West Midlands", "DY"), ("Sunderland", "Tyne and Wear", "SR"),
           ("Durham", "County Durham", "DH"), ("Carlisle", "Cumbria", "CA"),
           ("Kendal", "Cumbria", "LA"), ("Swansea", "West Glamorgan", "SA"),
           ("Wrexham", "Clwyd", "LL"), ("Mold", "Flintshire", "CH"), ("Bangor", "Gwynedd", "LL"),
           ("Barnsley", "South Yorkshire", "S"), ("Rotherham", "South Yorkshire", "S")],
    "SC": [("Perth", "Perth and Kinross", "PH"), ("Dundee", "Angus", "DD"), ("Paisley", "Renfrewshire", "PA"),
           ("Inverness", "Highland", "IV"), ("Elgin", "Moray", "IV"), ("Ayr", "South Ayrshire", "KA"),
           ("Kirkcaldy", "Fife", "KY"), ("Stirling", "Stirlingshire", "FK"), ("Falkirk", "Falkirk", "FK"),
           ("Dumfries", "Dumfries and Galloway", "DG"), ("Oban", "Argyll and Bute", "PA")],
    "IE": [("Cork", "Co. Cork", "T12"), ("Galway", "Co. Galway", "H91"), ("Limerick", "Co. Limerick", "V94"),
           ("Ennis", "Co. Clare", "V95"), ("Tralee", "Co. Kerry", "V92"), ("Sligo", "Co. Sligo", "F91"),
           ("Athlone", "Co. Westmeath", "N37"), ("Mullingar", "Co. Westmeath", "N91"),
           ("Navan", "Co. Meath", "C15"), ("Drogheda", "Co. Louth", "A92"),
           ("Kilkenny", "Co. Kilkenny", "R95"), ("Wexford", "Co. Wexford", "Y35"),
           ("Waterford", "Co. Waterford", "X91"), ("Letterkenny", "Co. Donegal", "F92"),
           ("Castlebar", "Co. Mayo", "F23"), ("Portlaoise", "Co. Laois", "R32"),
           ("Tullamore", "Co. Offaly", "R35"), ("Naas", "Co. Kildare", "W91")],
    "US": [("Mobile", "AL", "366", "Mobile County"), ("Hope", "AR", "718", "Hempstead County"),
           ("Normal", "IL", "617", "McLean County"), ("Independence", "MO", "640", "Jackson County"),
           ("Temple", "TX", "765", "Bell County"), ("Sandy", "UT", "840", "Salt Lake County"),
           ("Columbus", "OH", "432", "Franklin County"), ("Dayton", "OH", "454", "Montgomery County"),
           ("Toledo", "OH", "436", "Lucas County"), ("Tulsa", "OK", "741", "Tulsa County"),
           ("Omaha", "NE", "681", "Douglas County"), ("Fresno", "CA", "937", "Fresno County"),
           ("Tacoma", "WA", "984", "Pierce County"), ("Spokane", "WA", "992", "Spokane County"),
           ("Boise", "ID", "837", "Ada County"), ("Reno", "NV", "895", "Washoe County"),
           ("Albuquerque", "NM", "871", "Bernalillo County"), ("Tucson", "AZ", "857", "Pima County"),
           ("Knoxville", "TN", "379", "Knox County"), ("Savannah", "GA", "314", "Chatham County"),
           ("Charleston", "SC", "294", "Charleston County"), ("Durham", "NC", "277", "Durham County"),
           ("Syracuse", "NY", "132", "Onondaga County"), ("Albany", "NY", "122", "Albany County"),
           ("Worcester", "MA", "016", "Worcester County"), ("Hartford", "CT", "061", "Hartford County"),
           ("Duluth", "MN", "558", "St. Louis County"), ("Madison", "WI", "537", "Dane County"),
           ("Lansing", "MI", "489", "Ingham County"), ("Peoria", "IL", "616", "Peoria County"),
           ("Wichita", "KS", "672", "Sedgwick County"), ("Billings", "MT", "591", "Yellowstone County"),
           ("Fargo", "ND", "581", "Cass County"), ("Richmond", "VA", "232", "Henrico County")],
    "CA": [("Hamilton", "ON", "L8P"), ("London", "ON", "N6A"), ("Kingston", "ON", "K7L"),
           ("Barrie", "ON", "L4M"), ("Sudbury", "ON", "P3A"), ("Thunder Bay", "ON", "P7B"),
           ("Windsor", "ON", "N9A"), ("Guelph", "ON", "N1H"), ("Halifax", "NS", "B3H"),
           ("Moncton", "NB", "E1C"), ("Saskatoon", "SK", "S7K"), ("Regina", "SK", "S4P"),
           ("Red Deer", "AB", "T4N"), ("Lethbridge", "AB", "T1J"), ("Kelowna", "BC", "V1Y"),
           ("Nanaimo", "BC", "V9R"), ("Kamloops", "BC", "V2C"), ("Hope", "BC", "V0X"),
           ("Winnipeg", "MB", "R3C"), ("Brandon", "MB", "R7A"), ("Paradise", "NL", "A1L"),
           ("Charlottetown", "PE", "C1A")],
    "AU": [("Ballarat", "VIC", "3350"), ("Bendigo", "VIC", "3550"), ("Geelong", "VIC", "3220"),
           ("Shepparton", "VIC", "3630"), ("Wodonga", "VIC", "3690"), ("Orange", "NSW", "2800"),
           ("Dubbo", "NSW", "2830"), ("Wagga Wagga", "NSW", "2650"), ("Nowra", "NSW", "2541"),
           ("Tamworth", "NSW", "2340"), ("Toowoomba", "QLD", "4350"), ("Cairns", "QLD", "4870"),
           ("Mackay", "QLD", "4740"), ("Bundaberg", "QLD", "4670"), ("Townsville", "QLD", "4810"),
           ("Launceston", "TAS", "7250"), ("Devonport", "TAS", "7310"), ("Bunbury", "WA", "6230"),
           ("Geraldton", "WA", "6530"), ("Mount Gambier", "SA", "5290"), ("Whyalla", "SA", "5600"),
           ("Alice Springs", "NT", "0870"), ("Katherine", "NT", "0850")],
    "NZ": [("Hamilton", "Waikato", "3204"), ("Tauranga", "Bay of Plenty", "3110"),
           ("Rotorua", "Bay of Plenty", "3010"), ("Napier", "Hawke's Bay", "4110"),
           ("Hastings", "Hawke's Bay", "4122"), ("Palmerston North", "Manawatū-Whanganui", "4410"),
           ("Whanganui", "Manawatū-Whanganui", "4500"), ("Nelson", "Nelson", "7010"),
           ("Timaru", "Canterbury", "7910"), ("Invercargill", "Southland", "9810"),
           ("Dunedin", "Otago", "9016"), ("Whangārei", "Northland", "0110"),
           ("Gisborne", "Gisborne", "4010"), ("New Plymouth", "Taranaki", "4310"),
           ("Blenheim", "Marlborough", "7201"), ("Masterton", "Wellington", "5810")],
}

STATE_NAMES = {
    "AL": "Alabama", "AR": "Arkansas", "IL": "Illinois", "MO": "Missouri", "TX": "Texas", "UT": "Utah",
    "OH": "Ohio", "OK": "Oklahoma", "NE": "Nebraska", "CA": "California", "WA": "Washington",
    "ID": "Idaho", "NV": "Nevada", "NM": "New Mexico", "AZ": "Arizona", "TN": "Tennessee",
    "GA": "Georgia", "SC": "South Carolina", "NC": "North Carolina", "NY": "New York",
    "MA": "Massachusetts", "CT": "Connecticut", "MN": "Minnesota", "WI": "Wisconsin",
    "MI": "Michigan", "KS": "Kansas", "MT": "Montana", "ND": "North Dakota", "VA": "Virginia",
    "ON": "Ontario", "NS": "Nova Scotia", "NB": "New Brunswick", "SK": "Saskatchewan",
    "AB": "Alberta", "BC": "British Columbia", "MB": "Manitoba", "NL": "Newfoundland and Labrador",
    "PE": "Prince Edward Island", "VIC": "Victoria", "NSW": "New South Wales", "QLD": "Queensland",
    "TAS": "Tasmania", "WA_AU": "Western Australia", "SA": "South Australia",
    "NT": "Northern Territory",
}

# countries of birth / family abroad (COUNTRY spans)
ABROAD = _w("Jamaica Nigeria Ghana Pakistan India Bangladesh Poland Ireland Scotland Wales England "
            "Italy Greece Portugal Spain Lebanon Somalia Vietnam China Philippines Ukraine Lithuania "
            "Brazil Canada Australia New_Zealand Samoa Tonga South_Africa Kenya Zimbabwe Malta Cyprus "
            "Germany Netherlands Mexico Trinidad Barbados Sri_Lanka Hong_Kong Fiji Scotland")

STREET_WORDS = _w("High Station Church Mill Park Victoria Albert Queen's King's Manor Chapel School "
                  "Hawthorn Beech Oak Elm Ash Willow Cherry Orchard Meadow Brook Spring Windsor York "
                  "Clarence Stanley Alexandra Cromwell Nelson Gladstone Peel Raglan Priory Abbey Castle "
                  "Bridge Market Hollins Fenwick Marlborough Princes Wellington Jubilee Coronation "
                  "Rowan Larch Sycamore Heath Moor Fern Tanner's Weaver's Quarry Ropewalk Canal")
STREET_GB = _w("Road Street Lane Avenue Close Crescent Drive Way Court Place Terrace Grove Gardens "
               "Walk Mews Rise View")
STREET_US_WORDS = _w("Maple Oak Pine Cedar Elm Washington Lincoln Jefferson Madison Franklin Main Park "
                     "Lake Hill Sunset Ridge Highland Forest Meadow Walnut Chestnut Magnolia Dogwood "
                     "1st 2nd 3rd 14th 23rd Grand Prospect Spruce Sycamore Hickory")
STREET_US = _w("St Ave Blvd Rd Dr Ln Ct Pl Way Terrace Street Avenue Road Drive")
STREET_AU = _w("Street Road Avenue Crescent Parade Court Place Drive Close Terrace Highway Lane")

OCCUPATIONS = _w("bus_driver coal_miner primary_school_teacher shop_assistant plumber farmer "
                 "dairy_farmer sheep_farmer fisherman lorry_driver welder electrician bricklayer "
                 "carpenter joiner nurse accountant bank_clerk civil_servant machinist seamstress "
                 "homemaker care_assistant cleaner chef taxi_driver engineer solicitor "
                 "software_developer librarian dock_worker steelworker police_officer firefighter "
                 "postman mechanic crane_operator printer midwife hairdresser publican "
                 "pipe_lagger shipyard_labourer school_caretaker textile_worker mill_worker "
                 "pharmacist_technician security_guard warehouse_operative labourer railway_signalman "
                 "secretary dinner_lady market_trader insurance_broker carpet_fitter "
                 "painter_and_decorator roofer van_driver army_officer tiler stonemason")
OCC_US = _w("truck_driver mail_carrier construction_worker high_school_teacher longshoreman "
            "auto_worker insurance_agent rancher pastor cashier paralegal real_estate_agent")
OCC_AUNZ = _w("truckie shearer wharfie stockman orchardist cane_farmer boilermaker")

ORG_A = _w("Carrow Fenholt Marwood Brightwater Kestrel North_Quay Harbourline Ashbridge Thornmere "
           "Hartley_&_Moss Redhill Calder Wyvern Lowmoor Pennant Greystone Saltash Oakhollow "
           "Bramley Wendell Corbel Halcyon Tidewater Ironbridge")
ORG_B = _w("Engineering_Ltd Steelworks Dairies Logistics Freight Shipping Buses Borough_Council "
           "Primary_School Textiles Construction Haulage Foods Print_Works Colliery Packaging "
           "Motors Co-operative Brewery Insurance Mills")

PLACE_A = _w("Kel Fen Lark Thorn Brae Cal Hol Wyn Dun Pen Tre Bel Cor Hav Lin Mel Rav Sel Quen Ulver "
             "Ebber Skel Wrax Tarn")
PLACE_B = _w("ford field wood bridge mere ton ley brook hurst dale gate well combe by holm stead "
             "worth haven moor")

HOSP_GB = _w("General_Hospital Royal_Infirmary University_Hospital District_General_Hospital "
             "Community_Hospital Hospital")
HOSP_US = _w("Medical_Center Regional_Medical_Center Memorial_Hospital Community_Hospital "
             "General_Hospital")
HOSP_AU = _w("Base_Hospital Hospital District_Hospital Health_Service Regional_Hospital")
WARDS = _w("Beech Willow Aspen Rowan Juniper Heron Kingfisher Lapwing Bluebell Foxglove Primrose "
           "Cedar Holly Maple Larch Osprey Curlew Skylark Harebell Lavender")
SAINTS = _w("Aidan Brigid Cuthbert Hilda Oswin Winifred Kentigern Ninian Petroc Dunstan")

FUNERAL = _w("&_Sons_Funeral_Directors Funeral_Service Family_Funeral_Directors Funeral_Home "
             "Funeral_Care")
CHURCH = _w("St_Aidan's_Church Holy_Cross_Parish Bethel_Pentecostal_Church Central_Mosque "
            "Beth_Shalom_Synagogue Gurdwara_Sahib Grace_Baptist_Church Kingdom_Hall "
            "Our_Lady_of_Lourdes_Parish St_Brigid's_Church Methodist_Central_Hall")
