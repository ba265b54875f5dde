"""Hand-written pools of names, places and organisation parts (author 332).
All towns, streets, clinics and companies are invented; states, provinces,
regions, counties and countries are real administrative names."""


def _s(x):
    return [w.replace("_", " ") for w in x.split()]


# origin group -> (male given names, female given names, surnames)
GROUPS = {
    "irish": (
        _s("Conor Cian Darragh Oisín Eoin Padraig Seamus Ronan Declan Fergal Ciarán Tadhg "
           "Niall Brendan Rory Kieran Donal Colm Fionn Diarmuid Enda Barra Cathal Lorcan"),
        _s("Aoife Siobhán Niamh Sinéad Orla Ciara Róisín Clodagh Aisling Gráinne Deirdre "
           "Éabha Saoirse Caoimhe Nuala Bríd Mairéad Úna Eimear Ailbhe"),
        _s("Murphy Kelly O'Sullivan Walsh O'Brien Byrne Ryan O'Connor O'Neill Doyle McCarthy "
           "Gallagher Kavanagh Brennan Lynch Fitzgerald Quinlan Tierney Mulcahy Hennessy "
           "Ó_Súilleabháin Mac_Giolla Dunphy Keogh Moriarty Cullinane Heffernan Geraghty "
           "Lenihan Phelan Scanlon Twomey Coughlan Brosnan"),
    ),
    "british": (
        _s("James Tom Harry George Oliver Jack Sam Ben Luke Matthew Daniel Nathan Callum "
           "Hamish Alistair Euan Fraser Gareth Rhys Dafydd Owain Geraint Craig Darren Lee "
           "Stuart Neil Graham Trevor Clive Nigel Barry Dean Gavin Toby Rupert Hugo Jasper Kyle"),
        _s("Emma Sophie Charlotte Hannah Chloe Lucy Rebecca Rachel Laura Claire Gemma Kirsty "
           "Fiona Morag Eilidh Catriona Bethan Ffion Cerys Megan Harriet Imogen Poppy Jodie"),
        _s("Campbell Stewart MacLeod Ferguson Sinclair Drummond Lindsay Jones Davies Evans "
           "Llewellyn Pritchard Hughes Thornton Ashworth Pemberton Whitfield Hargreaves "
           "Blackwood Fairbairn Cartwright Holloway Kingsley Marchbanks Oakes Penhaligon "
           "Rowntree Sutcliffe Trelawny Underhill Winstanley Yardley Barker Fletcher Cooper "
           "Turner Bennett Ellis Palmer Lawson Foster Greenhalgh Ormerod Catterall Haworth"),
    ),
    "american": (
        _s("Tyler Brandon Cody Travis Dustin Chase Hunter Garrett Wyatt Colton Jared Derek "
           "Kyle Jamal DeShawn Terrell Malik Andre Darnell Marquis Isaiah Elijah Caleb Bryce "
           "Tanner Jaxon Dakota Reggie"),
        _s("Ashley Brittany Kayla Madison Tiffany Shonda Latoya Keisha Imani Aaliyah Jessica "
           "Amber Courtney Destiny Haley Kelsey Brianna Shayla Jordyn Maci"),
        _s("Washington Jefferson Robinson Jackson Freeman Mitchell Carter Whitaker Brooks "
           "Coleman Sanders Reed Hayes Harper Dawson Pruitt Kilgore Yancey Boone Haskins "
           "McAllister Tillman Gaskins Beauchamp Rutledge Stroud Vaughn Pickett"),
    ),
    "hispanic": (
        _s("José Luis Carlos Miguel Javier Alejandro Diego Mateo Santiago Raúl Héctor "
           "Ricardo Fernando Joaquín Emilio Rodrigo Iván Esteban"),
        _s("María Lucía Valentina Camila Gabriela Carmen Sofía Ximena Daniela Marisol "
           "Guadalupe Rocío Paola Yesenia"),
        _s("Delgado Hernández Gutiérrez Ramírez Castillo Morales Vargas Mendoza Ortega "
           "Salazar Navarro Cisneros Villalobos Arellano Quintero Espinoza Zamora Ibarra"),
    ),
    "lusophone": (
        _s("João Tiago Rafael Gonçalo Duarte Rui Vitor Leandro"),
        _s("Beatriz Inês Mariana Leonor Raquel Tatiana Joana"),
        _s("Ferreira Pereira Almeida Costa Carvalho Rodrigues Figueiredo Azevedo Nogueira Teixeira"),
    ),
    "italian": (
        _s("Marco Luca Giovanni Matteo Alessandro Davide Stefano Enzo Salvatore"),
        _s("Giulia Francesca Chiara Alessia Martina Elisa Serena"),
        _s("Rossi Bianchi Esposito Romano Colombo Ricci Marino Greco Bruno Gallo Conti "
           "Mancini Lombardi Caruso"),
    ),
    "greek": (
        _s("Nikos Giorgos Dimitrios Stavros Yannis Kostas Christos Panagiotis"),
        _s("Eleni Katerina Despina Sofia Athina Vasiliki"),
        _s("Papadopoulos Georgiou Konstantinou Nikolaidis Vlachos Antoniou Karagiannis Demetriou"),
    ),
    "polish": (
        _s("Tomasz Piotr Krzysztof Marek Paweł Jakub Andrzej Łukasz Grzegorz Wojciech"),
        _s("Agnieszka Katarzyna Magdalena Ewa Joanna Małgorzata Dorota Zofia"),
        _s("Kowalski Nowak Wiśniewski Wójcik Kamiński Lewandowski Zieliński Szymański "
           "Dąbrowski Kozłowski Mazur Krawczyk"),
    ),
    "eastern_euro": (
        _s("Vasile Mihai Dmitri Oleksandr Sergei Andrei Bojan Goran Luka Nikola Ivan Bogdan"),
        _s("Olena Irina Natalia Ioana Mirela Jelena Svetlana Oksana Daria"),
        _s("Popescu Ionescu Petrov Kovalenko Shevchenko Horvat Jovanović Marinescu Bondarenko "
           "Kuznetsov Dumitru Stanković"),
    ),
    "northern_euro": (
        _s("Pieter Jan Sven Lars Anders Mikkel Jens Stefan Lukas Henrik Joost Bram Tobias"),
        _s("Ingrid Astrid Freya Sanne Anouk Annika Liesbeth Maren Sigrid"),
        _s("Janssen de_Vries Bakker Visser Lindqvist Johansson Andersen Nielsen Halvorsen "
           "Vermeulen Schröder Brandt Hoffmann Eriksen"),
    ),
    "afrikaans": (
        _s("Johannes Hendrik Gerhard Ruan Wian Francois Jaco Riaan Pieter Danie Schalk"),
        _s("Marike Elmarie Chantelle Anri Liezl Carina Annelie Ilse"),
        _s("van_der_Merwe Botha du_Plessis Pretorius Nel Venter Coetzee Steyn de_Villiers "
           "Swanepoel Joubert Erasmus van_Wyk Smit Oosthuizen"),
    ),
    "west_african": (
        _s("Chukwuemeka Obinna Emeka Tunde Oluwaseun Babajide Kwame Kofi Yaw Kwabena Chidi "
           "Ifeanyi Segun Femi Kelechi"),
        _s("Ngozi Chiamaka Adaeze Funmilayo Yetunde Abena Akosua Ama Folake Nneka Efua"),
        _s("Okafor Adeyemi Okonkwo Eze Nwosu Balogun Adebayo Ogunleye Mensah Owusu Boateng "
           "Asante Osei Obi Nwachukwu Adeleke Oyelaran Agyeman"),
    ),
    "southern_african": (
        _s("Thabo Sipho Themba Mandla Bongani Lwazi Tendai Tafadzwa Farai Lungile Sibusiso "
           "Kagiso Tshepo Vusi"),
        _s("Nomvula Thandiwe Lindiwe Zanele Nokuthula Rutendo Palesa Lerato Naledi Busisiwe"),
        _s("Dlamini Nkosi Ndlovu Khumalo Mokoena Mahlangu Moyo Chikwanha Mutasa Mthembu "
           "Sithole Molefe Radebe Maseko Ngcobo Tshabalala"),
    ),
    "east_african": (
        _s("Abdi Mohamed Hamza Dawit Yonas Tesfaye Abdirahman Bereket Mulugeta"),
        _s("Fartun Hodan Amina Hiwot Selam Ayan Meron"),
        _s("Hussein Warsame Abdullahi Haile Bekele Alemu Gebremedhin Omar Jama Tadesse"),
    ),
    "arabic": (
        _s("Ahmed Omar Khalid Yusuf Tariq Bilal Karim Samir Rami Fadi Ziad Hassan Ali "
           "Mustafa Ibrahim Faisal Walid"),
        _s("Fatima Layla Yasmin Noor Rania Leila Hala Dalia Mariam Salma"),
        _s("Haddad Khoury Nasser Mansour Saleh Farah El-Amin Abboud Hamdan Qasim Darwish "
           "Sabbagh Al-Rashid"),
    ),
    "persian_turkish": (
        _s("Reza Arash Dariush Kaveh Mehmet Emre Burak Kerem Babak Omid"),
        _s("Mina Shirin Elif Zeynep Parisa Golnaz Ayşe"),
        _s("Tehrani Karimi Moradi Rostami Yilmaz Demir Aydın Çelik Shahbazi Özkan"),
    ),
    "south_asian": (
        _s("Arjun Rohan Vikram Sanjay Rahul Amit Pradeep Harpreet Gurpreet Jaspreet Ravi "
           "Suresh Karthik Venkat Imran Asif Zubair Nadeem Kamal Anil Deepak Nikhil "
           "Siddharth Rajesh Tanveer"),
        _s("Priya Ananya Divya Sunita Kavya Neha Meera Simran Harleen Aisha Sana Nasreen "
           "Lakshmi Pooja Farzana Rupinder"),
        _s("Qureshi Siddiqui Chaudhry Malik Rahman Hossain Iqbal Patel Shah Desai Mehta "
           "Sharma Gupta Iyer Nair Menon Reddy Rao Pillai Krishnan Subramaniam Banerjee "
           "Chatterjee Sandhu Gill Dhillon Grewal Sidhu Bhattacharya Ahluwalia"),
    ),
    "chinese": (
        _s("Wei Jun Hao Jian Ming Zhiwei Kai Yong Bo Jiahao Tian"),
        _s("Mei Xiaoling Yan Lina Jing Hui Xiu Qian Ying"),
        _s("Chen Wang Zhang Liu Huang Zhao Wu Lin Tan Lim Ng Wong Leung Chan Kwok Lau "
           "Cheung Ho Yeung Zhou"),
    ),
    "japanese_korean": (
        _s("Kenji Takeshi Haruto Daisuke Hiroshi Min-jun Seo-jun Ji-hoon Hyun-woo Dong-hyun"),
        _s("Yuki Sakura Aiko Haruka Ji-woo Seo-yeon Min-ji Eun-ji"),
        _s("Yamamoto Tanaka Sato Nakamura Kobayashi Watanabe Kim Park Choi Jung Kang Yoon Shin"),
    ),
    "southeast_asian": (
        _s("Minh Tuan Quang Duc Thanh Rizal Jomar Paolo Somchai Arief Jerome Rommel"),
        _s("Linh Thu Mai Hoa Maricel Jocelyn Rowena Siti Nurul Kanya"),
        _s("Nguyen Tran Pham Vo Dang Bui Santos Reyes Cruz Bautista Villanueva Aquino "
           "Dimaculangan Pangilinan Wijaya Saetang"),
    ),
    "maori": (
        _s("Tama Wiremu Rawiri Hemi Nikau Tāne Mikaere Manaia Hohepa Tamati Rewi"),
        _s("Aroha Mere Ngaio Hine Anahera Kiri Moana Hana Ataahua"),
        _s("Ngata Parata Te_Whata Herewini Tipene Rangihau Walker Paewai Kereama Tawhiri "
           "Poutama Te_Rangi"),
    ),
    "pacific": (
        _s("Sione Tevita Viliami Ioane Semisi Fetu Tavita Malakai"),
        _s("Losana Mele Salote Talia Sina Ana Lupe Vaiola"),
        _s("Fonoti Tuilagi Faleolo Taufa Havili Lolohea Afamasaga Leota Sapolu Tupou "
           "Fifita Tuipulotu Vaifale"),
    ),
    "anglo_aus_nz": (
        _s("Jono Brett Shane Wayne Dylan Aaron Mitchell Hayden Blake Jarrod Corey Kane Lachlan"),
        _s("Ruby Isla Matilda Zoe Olivia Mia Grace Tegan Kylie Shannon Bronwyn Leanne Tanya Jessie"),
        _s("Thompson Mackenzie Gilchrist Kennard Pettigrew Rowe Treloar Bancroft Whitlock "
           "Cottrell Hollis Dempsey Kettle Ashdown Pryor Tregear"),
    ),
}

# country -> weights over origin groups
COUNTRY_MIX = {
    "US": {"american": 30, "british": 12, "irish": 5, "hispanic": 18, "italian": 4,
           "polish": 3, "eastern_euro": 3, "west_african": 4, "east_african": 2, "arabic": 3,
           "persian_turkish": 2, "south_asian": 6, "chinese": 4, "japanese_korean": 3,
           "southeast_asian": 4, "greek": 2, "lusophone": 1, "northern_euro": 2},
    "UK": {"british": 40, "irish": 6, "south_asian": 14, "west_african": 6, "polish": 5,
           "eastern_euro": 4, "arabic": 4, "chinese": 3, "italian": 3, "greek": 2,
           "persian_turkish": 3, "east_african": 3, "lusophone": 2, "southeast_asian": 2,
           "hispanic": 1, "northern_euro": 2},
    "IE": {"irish": 55, "british": 8, "polish": 8, "eastern_euro": 5, "lusophone": 3,
           "west_african": 4, "south_asian": 5, "chinese": 2, "southeast_asian": 3,
           "hispanic": 2, "arabic": 2, "italian": 2, "northern_euro": 1},
    "CA": {"british": 18, "irish": 6, "american": 6, "south_asian": 14, "chinese": 10,
           "southeast_asian": 6, "italian": 4, "polish": 3, "eastern_euro": 5, "arabic": 5,
           "persian_turkish": 4, "west_african": 3, "east_african": 3, "hispanic": 4,
           "lusophone": 3, "greek": 2, "japanese_korean": 3, "northern_euro": 3},
    "AU": {"anglo_aus_nz": 28, "british": 14, "irish": 5, "greek": 5, "italian": 5,
           "chinese": 8, "southeast_asian": 8, "south_asian": 9, "arabic": 4,
           "pacific": 3, "maori": 2, "japanese_korean": 3, "east_african": 2,
           "persian_turkish": 2, "northern_euro": 2},
    "NZ": {"anglo_aus_nz": 26, "british": 12, "maori": 20, "pacific": 14, "chinese": 6,
           "south_asian": 7, "southeast_asian": 5, "irish": 3, "japanese_korean": 3,
           "northern_euro": 2, "afrikaans": 2},
    "ZA": {"southern_african": 40, "afrikaans": 22, "british": 12, "south_asian": 10,
           "west_african": 3, "east_african": 2, "greek": 2, "lusophone": 4, "chinese": 1,
           "arabic": 2, "italian": 2},
}

TOWNS = {
    "US": _s("Carver_Falls Millbrook_Junction Elk_Hollow Harlan_Ridge Oak_Crest Pruett_City "
             "Dunmore_Springs Wexley Cold_Harbor_Mills Brannock Tillery Sawyer's_Bend Halcott "
             "Mercer_Heights Pinecastle Rushford_Glen Tamsen Lowry_Park Oxbow_Crossing "
             "Granger_Flats Kettleman_Bluff Ashby_Station Bellhaven Stoner_Creek Quillan "
             "Fairmount_Plains Hadley_Cove Red_Lantern Westerly_Bay Caddo_Ridge"),
    "UK": _s("Ashby_Combe Nether_Wolding Kingsbridge_Magna Hadleigh_Moor Thornwick Castlemere "
             "Saltfleet_Regis Brackenholme Lower_Ditchford Fenmarsh Upper_Tolland Harrowgate_Vale "
             "Wickham_Market_Green Stoke_Aldermoor Greyhaven Marlbeck Oxcombe Pellworth "
             "Rishden Scarcliffe_Bridge Tamworth_Edge Whinfell Yarrowby Cawsand_Magna "
             "Llanferwyn Aberdyfan Kilbrannan Strathmoray Glenarrick Dunmorrow"),
    "IE": _s("Ballykerrin Knockmoyle Carrigbawn Drumcarra Kilbarran Rathmoylan Clonderry "
             "Glenbrack Tullaghmore Ballinacree Moyvalley_Cross Cappaghduff Lisnagreve "
             "Kilcorran Ardnagashel_Bridge Inishcorr Templenoe_Upper Castlekeeran Dromkeen_West "
             "Ballyfinnane"),
    "CA": _s("Port_Aldwin Cedar_Hollow Maple_Narrows Birchfield Lac-Sainte-Odile Ridgeford "
             "Fort_Galloway Tamarack_Bay Wolverton_Landing Brant_Falls Kestrel_Lake Harrowby "
             "Saint-Anselme-des-Pins Copper_Cliff_Station Lindell Moose_Jaw_Creek Parrsville "
             "Grand_Anse_Cove Elmsdale_Ridge Kinnaird_Lake"),
    "AU": _s("Wattle_Creek Banksia_Heights Coolabah_Flats Murrindale Kooranga Port_Elsworth "
             "Tallowood Ironbark_Ridge Yarrabee Gidgee_Springs Mallee_Downs Bellara_Point "
             "Kurrajong_Vale Emu_Flat_East Tindal_Park Marrawah_Bay Blackbutt_Hill Quandong "
             "Dingo_Gap Warrigal_Heights Wombat_Crossing Booyong"),
    "NZ": _s("Te_Awaroa Kahurangi_Bay Rimuwhenua Port_Kereru Kōwhai_Downs Ashleigh_Glen "
             "Pukeroa Waitangaroa Matai_Heights Harbourside_Flat Tōtarawai Ruapeka "
             "Kaiwhenua Mangakino_Ridge Ōtāwhiri Riverleigh Taikura Whārangi_Bay"),
    "ZA": _s("Rooiheuwel Emthonjeni_Park Goudkloof Silverkrans KwaNdlela Bergsig_Park "
             "Doringvlei Umthombo_Heights Vaalkop Kleinfontein_East Mpumelelo Sonskyn_Rif "
             "Eikehof_Park Thabong_West Seekoeivlei Nkanyezi"),
}

REGIONS = {
    "US": [("Ohio", "OH"), ("Pennsylvania", "PA"), ("Texas", "TX"), ("Georgia", "GA"),
           ("Michigan", "MI"), ("Oregon", "OR"), ("Minnesota", "MN"), ("North Carolina", "NC"),
           ("Arizona", "AZ"), ("Massachusetts", "MA"), ("Wisconsin", "WI"), ("Tennessee", "TN"),
           ("Colorado", "CO"), ("Virginia", "VA"), ("Kentucky", "KY"), ("New Mexico", "NM"),
           ("Iowa", "IA"), ("Maine", "ME"), ("Illinois", "IL"), ("Washington", "WA")],
    "UK": _s("Kent Cheshire Devon Norfolk Lancashire Cumbria Shropshire Dorset Somerset "
             "Suffolk Durham Northumberland Hertfordshire Essex Gwynedd Powys Fife Perthshire"),
    "IE": _s("Cork Galway Kerry Mayo Donegal Kildare Meath Wicklow Limerick Tipperary Sligo "
             "Clare Roscommon Wexford Kilkenny Louth Westmeath Leitrim"),
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Manitoba", "MB"),
           ("Saskatchewan", "SK"), ("Nova Scotia", "NS"), ("New Brunswick", "NB"),
           ("Newfoundland and Labrador", "NL"), ("Quebec", "QC")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("South Australia", "SA"), ("Western Australia", "WA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT"), ("Northern Territory", "NT")],
    "NZ": _s("Northland Auckland Waikato Bay_of_Plenty Gisborne Hawke's_Bay Taranaki "
             "Manawatū-Whanganui Wellington Tasman Nelson Marlborough West_Coast Canterbury "
             "Otago Southland"),
    "ZA": _s("Gauteng Western_Cape KwaZulu-Natal Eastern_Cape Free_State Limpopo Mpumalanga "
             "North_West Northern_Cape"),
}

STREET_WORDS = _s("Larkspur Foxglove Tamarack Wren Kestrel Alder Quarry Mill Orchard Juniper "
                  "Saddleback Heron Linden Copper_Beech Gorse Bramble Hawthorn Chestnut Sorrel "
                  "Thistle Ivy Meadowsweet Badger Otterburn Fallow Ridgeway Glebe Tannery "
                  "Ropewalk Chapel Brewery Forge Cooper's Weaver's Mariner Signal Lantern "
                  "Pinnacle Summit Harvest Granary Wheatsheaf Clover Bluebell Primrose Rowan "
                  "Sycamore Hazel Elder Blackthorn Kingfisher Swallow Plover Curlew Lapwing "
                  "Osprey Merlin Falcon Sandpiper Bittern Starling")
STREET_LOCAL = {
    "AU": _s("Wattle Banksia Jacaranda Bottlebrush Grevillea Waratah Kurrajong Bunya Lilly_Pilly "
             "Kookaburra Galah Lorikeet Bilby Quokka Brolga"),
    "NZ": _s("Karaka Pōhutukawa Rata Mānuka Kōwhai Rimu Tōtara Kauri Harakeke Tūī Kererū "
             "Pūkeko Tītī Matai Kahikatea"),
    "ZA": _s("Protea Fynbos Jakkals Vygie Boekenhout Marula Mopani Sekelbos Kiaat Tambotie "
             "Umdoni Umsinsi Suikerbos Kransaal"),
    "IE": _s("Ard_na_Gréine Cnoc_an_Óir Páirc_na_Coille Bóthar_Mór Sráid_an_Mhuilinn"),
    "CA": _s("Maple Birch Spruce Tamarack Loon Caribou Beaver Voyageur Portage Algonquin_Ridge"),
}

HOSP_DESCRIPTORS = _s("Riverside Northgate Harbourview Lakeshore Eastbrook Summerhill Greenacres "
                      "Bellbrook Highfield Oakridge Cedarvale Pinecrest Kingsmere Fairhaven "
                      "Stonebridge Ashgrove Willowdene Marram_Bay Seacliff Beaconsfield_Vale "
                      "Westbury_Park Larchmont Hollins_Cross Copperfield Brightwater Silverdale "
                      "Meadowbank Trinity_Quay Waterlea Three_Rivers")
SAINTS = _s("St._Columba's St._Ita's St._Aidan's St._Cuthbert's St._Brigid's St._Barnabas "
            "St._Oswin's St._Anselm's St._Hilda's St._Rémy's St._Kevin's St._Wilfrid's "
            "St._Dympna's St._Ninian's St._Kentigern's Holy_Cross Our_Lady_of_Lourdes "
            "St._Jude's St._Crispin's St._Bride's")

COMPANY_A = _s("Brightwater Kestrel Ironbark Halden Coastline Northstar Redgum Bluestem "
               "Granite_Peak Silverline Tidewater Meridian Cobalt Ashfield Harbourline "
               "Longreach Summit_Ridge Pioneer_Valley Copperleaf Oakhurst Thornbury Wildfern "
               "Blue_Heron Falconcrest Keystone Driftwood Evergreen_Bay Three_Oaks")
COMPANY_B = _s("Logistics Steelworks Software Mining Bakery Freight Construction Engineering "
               "Foods Energy Plumbing Electrical Transport Joinery Dairy_Co-op Fisheries "
               "Roofing Security Media Analytics Haulage Print_Works Precast Brewing_Co. "
               "Timber_Mill Motors Civil_Works Aquaculture Packaging Scaffolding")
COMPANY_SUFFIX = {"US": ["Inc.", "LLC", "Corp.", ""], "UK": ["Ltd", "plc", ""],
                  "IE": ["Ltd", "DAC", ""], "CA": ["Inc.", "Ltd.", ""],
                  "AU": ["Pty Ltd", ""], "NZ": ["Ltd", ""], "ZA": ["(Pty) Ltd", ""]}
INSURER_A = _s("Bluestem Meridian Harbourline Keystone Evergreen Tidewater Lighthouse Corrib "
               "Northstar Fernleaf Southern_Kōwhai Protea Summit Cedar_Shield")
INSURER_B = _s("Health_Plans Mutual_Health Health_Assurance Health_Cover Medical_Aid "
               "Health_Fund Care_Insurance Medical_Scheme")
COURIERS = _s("SwiftMed_Couriers Coldchain_Express Redline_Medical_Transport "
              "Pathfinder_Specimen_Logistics Nightjar_Couriers BioRoute_Transfers")

PROFESSIONS = _s("welder baker chef long-haul_truck_driver firefighter software_developer "
                 "accountant electrician plumber dairy_farmer fisherman underground_miner "
                 "police_officer secondary_school_teacher registered_nurse airline_pilot "
                 "taxi_driver bus_driver carpenter plasterer painter_and_decorator sales_manager "
                 "civil_engineer solicitor pharmacist personal_trainer roofer scaffolder "
                 "forklift_operator sheep_shearer IT_contractor university_lecturer architect "
                 "barista delivery_driver warehouse_operative mechanic dentist paramedic "
                 "security_guard kitchen_porter sound_engineer landscape_gardener journalist "
                 "actuary tattoo_artist furnace_operator foundry_worker professional_cyclist "
                 "courier bricklayer glazier data_analyst commercial_diver crop_sprayer "
                 "vineyard_worker quantity_surveyor estate_agent steel_fixer boilermaker")
PARTNER_PROFESSIONS = _s("midwife primary_school_teacher solicitor physiotherapist hairdresser "
                         "accountant pharmacist veterinary_nurse graphic_designer "
                         "marketing_manager dental_hygienist civil_servant social_worker "
                         "radiographer occupational_therapist chef retail_manager "
                         "software_engineer nurse barrister speech_therapist librarian "
                         "childcare_worker flight_attendant police_constable")
HEAT_JOBS = {"welder", "baker", "chef", "furnace operator", "foundry worker", "boilermaker",
             "long-haul truck driver", "taxi driver", "bus driver", "kitchen porter"}
CRYO_SCHOOLS = _s("Hollyfield_Community_College Kestrel_Bay_High_School "
                  "St._Declan's_Secondary_School Larchmont_Academy Ironbark_State_High "
                  "Westerly_Collegiate Te_Awaroa_College Riverbend_Grammar")
