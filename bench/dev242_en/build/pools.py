"""Invented pools for the dev242_en set (author 242). '_' in a token is a space."""


def _w(s):
    return [t.replace("_", " ") for t in s.split()]


# origin -> (male given, female given, surnames)
NAMES = {
    "norwegian": (
        _w("Ola Lars Knut Eirik Håkon Sindre Torbjørn Magnus Øystein Arne Sverre Vegard Espen Kjetil Trond Geir "
           "Bjørnar Audun Stian Rune Jostein Halvard Anders Ivar Leif Oddvar Petter Sigurd Tormod Asbjørn Endre "
           "Fredrik Gaute Joakim Njål Steinar Ståle Torstein Vidar Jon_Arne Per_Kristian"),
        _w("Ingrid Kari Solveig Hanne Marit Sigrid Ragnhild Tone Siri Åse Liv Guro Hege Ingvild Kristin Maren "
           "Silje Tuva Vilde Eli Randi Torunn Turid Gunhild Nora Astrid Bodil Oddny Synnøve Trine Anne_Lise"),
        _w("Hansen Johansen Olsen Larsen Andersen Pedersen Nilsen Kristiansen Jensen Karlsen Haugen Bakke Berg "
           "Dahl Eriksen Halvorsen Moen Solberg Strand Lunde Haugland Myklebust Tveit Rønning Sæther Aasen "
           "Fjeldstad Grøtting Helland Kvalheim Lier Midtbø Nygård Opheim Rasmussen Skjelbred Thorsen Ulvestad "
           "Vik Østby Brekke Hovland Eide Hauge Sandvik Tjelta Myhre Aune Stokke Gjerde Rød Sletten Vatne "
           "Lyngstad Bjørke Fosse Kleppe Nesheim Reinertsen Sivertsen Torvik Espeland Haldorsen Ravndal"),
    ),
    "scottish": (
        _w("Callum Fraser Euan Hamish Alasdair Craig Gregor Murdo Ross Struan Angus Duncan Kenny Lewis Finlay "
           "Calum Iain Ewan Graeme Magnus Ruaridh Scott"),
        _w("Ailsa Morag Kirsty Eilidh Catriona Fiona Isla Mhairi Shona Rhona Kerry Iona Lorna Moira Elspeth"),
        _w("MacLeod MacKenzie Mackay Munro Sutherland Gunn Ramsay McAllister Buchan Cruickshank Thain Leask "
           "Tulloch Isbister Jamieson Halcrow Ritchie Strachan Milne Duthie Forbes Gillanders Mowat Inkster "
           "Sinclair Shearer Christie Findlay McIntyre Urquhart Cowie Slessor Gauld Reid Watt Lumsden"),
    ),
    "english": (
        _w("James Oliver Thomas Daniel Matthew Luke Adam Jack Harry Samuel Benjamin Joseph Ryan Liam Nathan "
           "Gareth Stuart Martin Paul Darren Lee Wayne Dean Mark Simon Neil Russell Carl Kieran Toby"),
        _w("Sarah Emma Rebecca Charlotte Hannah Laura Jessica Amy Gemma Lucy Natalie Joanne Claire Helen "
           "Rachel Victoria Sophie Abigail Katherine Leanne Stacey Danielle"),
        _w("Thompson Whitfield Harrington Pemberton Aldridge Cartwright Fairbrother Ashworth Hollings Blackwood "
           "Coleman Fenwick Garside Hepworth Ingram Kershaw Lightfoot Marsden Oakley Penrose Radcliffe Sheldon "
           "Tennant Underwood Wainwright Yardley Barraclough Dobson Fletcher Hurst Lockwood Nuttall Rowntree "
           "Stubbs Tindall Woodcock Burgess Catterall Haworth Pickles Royle"),
    ),
    "irish_welsh": (
        _w("Ciarán Seamus Declan Padraig Eoin Rhys Dafydd Gethin Owain Iwan Cormac Tadhg"),
        _w("Niamh Aoife Siobhán Orla Róisín Cerys Angharad Bethan Ffion Sinéad Caoimhe"),
        _w("O'Sullivan Byrne Doherty Gallagher Kavanagh O'Connell McGrath Brennan Quinlan Pritchard Prosser "
           "Bevan Griffiths Llewellyn Vaughan Pugh Meredith Rees Howells"),
    ),
    "filipino": (
        _w("Jun Rodel Ariel Marvin Jerome Noel Rogelio Efren Renato Jomar Mark_Anthony John_Paul Reynaldo "
           "Arnel Dennis Ronaldo Edgardo Jayson Rommel Alvin Danilo Jose_Mari Raymart"),
        _w("Maricel Rowena Liza Jocelyn Analyn Cristina Marites Kristine Lorna Rosalie"),
        _w("dela_Cruz Santos Reyes Bautista Villanueva Mendoza Castillo Aquino Ramos Gonzales Pascual Navarro "
           "Salazar Dimaculangan Macaraeg Tolentino Manalo Dizon Soriano Cabrera Magbanua Panganiban de_Guzman "
           "Lacson Ocampo Sarmiento Cabahug Evangelista Tumbaga Bacani Alcantara Lagman Sison Agbayani"),
    ),
    "indian": (
        _w("Rajesh Sandeep Vikram Anil Pradeep Suresh Arjun Manoj Rahul Karthik Naveen Abhishek Sanjay "
           "Girish Harish Prakash Vinod"),
        _w("Priya Deepa Kavita Anjali Meera Lakshmi Sunita Pooja Shalini Revathi"),
        _w("Nair Menon Pillai Sharma Singh Iyer Rao Kulkarni Banerjee Fernandes D'Souza Gupta Chatterjee Reddy "
           "Desai Joshi Thakur Kurup Varghese Shetty Bhattacharya Naidu Chauhan Patil"),
    ),
    "polish": (
        _w("Paweł Krzysztof Tomasz Marek Piotr Grzegorz Łukasz Michał Dariusz Jarosław Wojciech"),
        _w("Agnieszka Katarzyna Magdalena Joanna Ewa Aleksandra Monika"),
        _w("Kowalski Nowak Wiśniewski Wójcik Kamiński Lewandowski Zieliński Szymański Dąbrowski Kaczmarek "
           "Mazur Krawczyk Piotrowski Grabowski Pawlak Michalski Sobczak Wróbel"),
    ),
    "ukrainian_russian": (
        _w("Oleksandr Dmytro Serhiy Andriy Vitaliy Yuriy Mykola Bohdan Igor Aleksei Pavel Sergei Maksym"),
        _w("Olena Iryna Natalia Tetiana Yulia Oksana Svetlana Anastasia"),
        _w("Shevchenko Kovalenko Bondarenko Tkachenko Kravchenko Melnyk Boyko Savchenko Petrenko Marchenko "
           "Ivanov Smirnov Volkov Morozov Lysenko Hrytsenko Zaitsev Orlov Sokolov Polishchuk"),
    ),
    "west_african": (
        _w("Chinedu Emeka Oluwaseun Babatunde Ifeanyi Kwame Kofi Yaw Tunde Obinna Kwabena Segun Uche"),
        _w("Ngozi Adaeze Funmilayo Abena Akosua Chiamaka Yetunde Efua Folake"),
        _w("Okafor Adeyemi Okonkwo Eze Balogun Nwosu Oyelaran Mensah Asante Boateng Owusu Agyeman Adjei "
           "Ogunleye Nnamdi Obi Darko Amoako Akinola"),
    ),
    "east_asian": (
        _w("Wei Jun Hao Lei Jian Ming Hiroshi Takeshi Kenji Daisuke Minh Tuan Hung Thanh Quang"),
        _w("Mei Xiu_Ying Li_Na Yan Yuki Aiko Haruka Lan Huong"),
        _w("Zhang Wang Chen Liu Huang Zhao Zhou Xu Zhu Guo Lin Tanaka Sato Suzuki Watanabe Yamamoto "
           "Nakamura Nguyen Tran Pham Hoang Vu Dang Bui"),
    ),
    "southeast_asian": (
        _w("Budi Agus Wahyu Rizky Hendra Fajar Arif Aung Kyaw Zaw Somchai"),
        _w("Dewi Siti Sri Ayu Rina Nilar Thida"),
        _w("Santoso Wijaya Saputra Hidayat Kurniawan Setiawan Pratama Nugroho Susanto Htun Myint "
           "Rahman bin_Ismail"),
    ),
    "hispanic": (
        _w("Javier Carlos Miguel Diego Alejandro Luis Jesús Ramón Arturo Héctor Eduardo Rodrigo Julio"),
        _w("Lucía Carmen Marisol Guadalupe Rosa Adriana Valeria Ximena Paola"),
        _w("Fernández Rodríguez Morales Herrera Jiménez Vargas Castro Ortega Delgado Romero Aguilar Treviño "
           "Villarreal Zamora Espinoza Cordero Medina Salinas Ochoa Cisneros"),
    ),
    "south_european": (
        _w("Ivan Marko Ante Tomislav Luka Nikolaos Georgios Dimitrios Konstantinos Stavros Mihai Andrei "
           "João Rui Tiago"),
        _w("Ivana Marija Eleni Katerina Despina Ioana Ana_Rita Inês"),
        _w("Horvat Kovačević Babić Marić Jurić Knežević Perić Papadopoulos Georgiou Nikolaidis Karagiannis "
           "Vlachos Oikonomou Popescu Ionescu Dumitru Ferreira Carvalho Sousa"),
    ),
    "us": (
        _w("Tyler Brandon Cody Travis Dustin Wyatt Colton Garrett Beau Trey Jace Dalton Kyle Hunter Bryce"),
        _w("Kayla Brittany Ashley Tiffany Amber Courtney Shelby Megan Brooke Haley Kelsey"),
        _w("Whitaker Hollis Brewer Pruitt Caldwell Dunaway Thibodeaux Boudreaux Broussard Guidry Landry Hebert "
           "LeBlanc Fontenot Arceneaux Prejean Robichaux Granger Sizemore McCallister Tidwell Haskins Yancey "
           "Kowalczyk Lindgren Svoboda"),
    ),
    "australian": (
        _w("Lachlan Mitchell Jarrah Brodie Corey Jayden Kane Bailey Riley Hayden Blake Nathaniel Tane Wiremu"),
        _w("Kylie Tegan Bronwyn Chelsea Jacinta Kirra Shannon Aroha Mere Tahlia"),
        _w("Fitzgerald Hargreaves Pocock Treloar Kempton Wetherall Pendlebury Mcinerney Bannister "
           "Carmody Gilchrist Halloran Kiely Lethbridge Mulholland Ngata Parata Tawhiri Te_Rangi Trezise "
           "Youngman Quartermaine Hambly"),
    ),
    "arabic_other": (
        _w("Ahmed Mohammed Omar Khalid Youssef Tariq Karim Hassan Walid Samir"),
        _w("Fatima Layla Nour Amira Rania Salma"),
        _w("Haddad Nasser Mansour Khalil Farouk Al-Sayed Aziz Hamdan Saleh Qasim"),
    ),
    "turkish_icelandic": (
        _w("Mehmet Emre Burak Murat Jóhann Sigurður Einar Gunnar"),
        _w("Zeynep Elif Ayşe Guðrún Sigríður Helga"),
        _w("Yilmaz Demir Kaya Öztürk Çelik Jónsson Sigurðsson Einarsson Gunnarsson"),
    ),
}
ORIGINS = list(NAMES.keys())

NICKNAMES = {
    "James": "Jim", "Thomas": "Tom", "Daniel": "Danny", "Benjamin": "Ben", "Samuel": "Sam",
    "Alasdair": "Ali", "Kenny": "Ken", "Robert": "Rob", "Katherine": "Kate", "Rebecca": "Becky",
    "Joseph": "Joe", "Matthew": "Matt", "Nathaniel": "Nate", "Alejandro": "Alex", "Oleksandr": "Sasha",
    "Reynaldo": "Rey", "Rogelio": "Roger", "Babatunde": "Tunde", "Oluwaseun": "Seun", "Konstantinos": "Kostas",
    "Jarrah": "Jaz", "Lachlan": "Lachie", "Mitchell": "Mitch", "Dimitrios": "Jim", "Krzysztof": "Chris",
}

# country -> cities, counties (CITY per guideline "county"), states, postcode function key
UK_CITIES = _w("Aberdeen Peterhead Fraserburgh Montrose Lerwick Kirkwall Stornoway Inverness Dundee "
               "Great_Yarmouth Lowestoft Southampton Plymouth Falmouth Grimsby Liverpool Greenock Edinburgh "
               "Middlesbrough Milford_Haven Portsmouth Harwich Invergordon Ellon Stonehaven Inverurie Westhill "
               "Banchory Wick Thurso Scalloway Buckie Arbroath Newtonhill Portlethen Cove_Bay Oban")
UK_COUNTIES = _w("Aberdeenshire Norfolk Suffolk Cornwall Shetland Orkney Moray Fife Devon Northumberland "
                 "Angus Caithness Pembrokeshire Lincolnshire")
UK_PC_PREFIX = {
    "Aberdeen": "AB11", "Peterhead": "AB42", "Fraserburgh": "AB43", "Montrose": "DD10", "Lerwick": "ZE1",
    "Kirkwall": "KW15", "Stornoway": "HS1", "Inverness": "IV2", "Dundee": "DD4", "Great Yarmouth": "NR30",
    "Lowestoft": "NR32", "Southampton": "SO14", "Plymouth": "PL1", "Falmouth": "TR11",
    "Grimsby": "DN31", "Liverpool": "L3", "Greenock": "PA15", "Edinburgh": "EH6", "Middlesbrough": "TS1",
    "Milford Haven": "SA73", "Portsmouth": "PO1", "Harwich": "CO12", "Invergordon": "IV18", "Ellon": "AB41",
    "Stonehaven": "AB39", "Inverurie": "AB51", "Westhill": "AB32", "Banchory": "AB31", "Wick": "KW1",
    "Thurso": "KW14", "Scalloway": "ZE1", "Buckie": "AB56", "Arbroath": "DD11", "Newtonhill": "AB39",
    "Portlethen": "AB12", "Cove Bay": "AB12", "Oban": "PA34",
}
UK_STREETS = _w("Union Holburn Skene Great_Western Marine Harbour Commercial Seaforth Ferryhill Bon_Accord "
                "Victoria Albert Church Mill Station Tulloch Braehead Gilcomston Ruthrieston Cairnfield Sandilands "
                "Hillhead Kirkgate Seafield Links Beach Quayside Ness Sound Esplanade Greenwell Westerton "
                "Broomhill Craigton Nigg Balnagask Windmill Gallowhill")
UK_STREET_SFX = _w("Road Street Crescent Terrace Drive Place Gardens Brae Wynd Close Avenue Lane Court Way")

NO_CITIES = _w("Stavanger Bergen Haugesund Sandnes Kristiansund Ålesund Florø Hammerfest Tromsø Bodø Trondheim "
               "Molde Egersund Sola Randaberg Flekkefjord Askøy Stord Harstad Brønnøysund Mongstad Fitjar "
               "Longyearbyen Tananger Sotra Bryne Kopervik Måløy")
NO_COUNTIES = _w("Rogaland Vestland Møre_og_Romsdal Nordland Troms Finnmark Agder Trøndelag")
NO_ZIP = {"Stavanger": "40", "Bergen": "50", "Haugesund": "55", "Sandnes": "43", "Kristiansund": "65",
          "Ålesund": "60", "Florø": "69", "Hammerfest": "96", "Tromsø": "90", "Bodø": "80", "Trondheim": "70",
          "Molde": "64", "Egersund": "43", "Sola": "40", "Randaberg": "40", "Flekkefjord": "44", "Askøy": "53",
          "Stord": "54", "Harstad": "94", "Brønnøysund": "89", "Mongstad": "59", "Fitjar": "54",
          "Longyearbyen": "91", "Tananger": "40", "Sotra": "53", "Bryne": "43", "Kopervik": "42", "Måløy": "67"}
NO_STREETS = _w("Kongsgårdbakken Strandkaien Lagårdsveien Nordre_Ålsvei Havnegata Sjøgata Kirkegata "
                "Fjellveien Bryggeveien Skolegata Storgata Lyngveien Tjødnaveien Risavika_Havnering Myrveien "
                "Eikeveien Torvgata Kaigata Solheimsgaten Hamnevegen Bakkevegen Fiskerveien Naustvegen")

AU_CITIES = {
    "WA": _w("Perth Fremantle Karratha Broome Dampier Exmouth Port_Hedland Onslow Geraldton Albany Bunbury "
             "Mandurah Rockingham Esperance Kalgoorlie"),
    "NT": _w("Darwin Palmerston Katherine Nhulunbuy"),
    "TAS": _w("Hobart Launceston Devonport Kingston Burnie"),
    "QLD": _w("Gladstone Townsville Cairns Mackay Brisbane Weipa Bowen"),
    "VIC": _w("Melbourne Geelong Portland Lakes_Entrance Warrnambool"),
    "NSW": _w("Newcastle Sydney Wollongong Eden Coffs_Harbour"),
    "SA": _w("Adelaide Port_Lincoln Whyalla Ceduna"),
}
AU_STATE_LONG = {"WA": "Western Australia", "NT": "Northern Territory", "TAS": "Tasmania", "QLD": "Queensland",
                 "VIC": "Victoria", "NSW": "New South Wales", "SA": "South Australia"}
AU_PC = {"WA": "6", "NT": "08", "TAS": "7", "QLD": "4", "VIC": "3", "NSW": "2", "SA": "5"}
AU_STREETS = _w("Sholl Mariner Welcome Dampier Balmoral Hedland Searipple Bayview Salmon Wharf Kingfisher "
                "Mangrove Pindan Spinifex Frangipani Banksia Casuarina Ironbark Coolibah Wattle Kurrajong "
                "Gidgee Tamarind Bottlebrush")
AU_STREET_SFX = _w("Street Road Drive Way Crescent Parade Place Court Circuit Loop Avenue Terrace")

US_CITIES = {
    "TX": _w("Houston Galveston Port_Arthur Corpus_Christi Freeport Beaumont Brownsville"),
    "LA": _w("New_Orleans Houma Lafayette Morgan_City Thibodaux Lake_Charles Cut_Off Galliano"),
    "AL": _w("Bayou_La_Batre Orange_Beach Dauphin_Island"),
    "MS": _w("Pascagoula Gulfport Biloxi"),
    "AK": _w("Anchorage Unalaska Kodiak Homer Valdez Dillingham Nome"),
    "WA": _w("Seattle Bellingham Anacortes Tacoma"),
    "FL": _w("Jacksonville Tampa Pensacola Fort_Lauderdale"),
    "MA": _w("New_Bedford Gloucester Boston Fall_River"),
    "ME": _w("Portland Rockland Camden"),
    "HI": _w("Honolulu Hilo"),
    "CA": _w("San_Pedro Long_Beach San_Diego Eureka"),
    "VA": _w("Norfolk Newport_News Chesapeake"),
}
US_STATE_LONG = {"TX": "Texas", "LA": "Louisiana", "AL": "Alabama", "MS": "Mississippi", "AK": "Alaska",
                 "WA": "Washington", "FL": "Florida", "MA": "Massachusetts", "ME": "Maine", "HI": "Hawaii",
                 "CA": "California", "VA": "Virginia"}
US_ZIP = {"TX": "77", "LA": "70", "AL": "36", "MS": "39", "AK": "99", "WA": "98", "FL": "32", "MA": "02",
          "ME": "04", "HI": "96", "CA": "90", "VA": "23"}
US_COUNTIES = _w("Terrebonne_Parish Lafourche_Parish Harris_County Galveston_County Kodiak_Island_Borough "
                 "Jefferson_County Baldwin_County Nueces_County Kenai_Peninsula_Borough Whatcom_County")
US_STREETS = _w("Bayou_Blue Grand_Caillou Canal West_Park Shrimpers_Row Levee Marina Harbor Pelican Cypress "
                "Magnolia Live_Oak Seawall Ocean_Dock Shell_Beach Tidewater Fisherman Spruce Aspen Kenai "
                "Whaler Salmonberry Lighthouse Wharf")
US_STREET_SFX = _w("Rd St Ave Blvd Dr Ln Hwy Ct Way Loop")

COUNTRIES = _w("Norway United_Kingdom Australia United_States Philippines India Poland Ukraine Nigeria Ghana "
               "China Vietnam Indonesia Croatia Greece Latvia Lithuania Romania Brazil Mexico Spain Portugal "
               "Netherlands Denmark Iceland Singapore Malaysia Myanmar Sri_Lanka South_Africa New_Zealand Chile "
               "Canada Japan Egypt Qatar Trinidad_and_Tobago Angola Turkey Estonia Russia Ireland Sweden Faroe_Islands")
ORIGIN_COUNTRY = {
    "norwegian": ["Norway"], "scottish": ["Scotland", "United Kingdom", "UK"], "english": ["England", "United Kingdom", "UK"],
    "irish_welsh": ["Ireland", "Wales"], "filipino": ["Philippines"], "indian": ["India", "Sri Lanka"],
    "polish": ["Poland"], "ukrainian_russian": ["Ukraine", "Russia", "Latvia"], "west_african": ["Nigeria", "Ghana"],
    "east_asian": ["China", "Japan", "Vietnam"], "southeast_asian": ["Indonesia", "Myanmar", "Malaysia"],
    "hispanic": ["Mexico", "Spain", "Chile", "Honduras"], "south_european": ["Croatia", "Greece", "Romania", "Portugal"],
    "us": ["USA", "United States"], "australian": ["Australia", "New Zealand"],
    "arabic_other": ["Egypt", "Jordan", "Lebanon"], "turkish_icelandic": ["Turkey", "Iceland"],
}
FLAGS = _w("Norway Liberia Panama Marshall_Islands Bahamas Malta Singapore Cyprus Denmark United_Kingdom "
           "Australia Netherlands Antigua_and_Barbuda")
OVERSEAS_CITIES = {
    "Philippines": _w("Manila Cebu Iloilo Batangas Tacloban Davao"), "India": _w("Mumbai Kochi Chennai Goa"),
    "Poland": _w("Gdynia Szczecin Gdańsk"), "Ukraine": _w("Odesa Mykolaiv Kherson"), "Nigeria": _w("Lagos Port_Harcourt Warri"),
    "Ghana": _w("Takoradi Tema Accra"), "Singapore": ["Singapore"], "Netherlands": _w("Rotterdam Den_Helder IJmuiden"),
    "Denmark": _w("Esbjerg Frederikshavn"), "Brazil": _w("Macaé Rio_de_Janeiro"), "Angola": ["Luanda"],
    "Trinidad and Tobago": ["Chaguaramas"], "Qatar": ["Ras Laffan"], "Iceland": _w("Reykjavík Ísafjörður"),
    "Faroe Islands": ["Tórshavn"], "Malaysia": _w("Labuan Miri"), "Canada": _w("St._John's Halifax"),
    "Chile": _w("Punta_Arenas Valparaíso"), "Argentina": ["Ushuaia"], "New Zealand": _w("Lyttelton Timaru"),
    "South Africa": _w("Cape_Town Durban"), "Spain": _w("Vigo Las_Palmas"), "Greenland": _w("Nuuk Ilulissat"),
}

HOSPITALS = {
    "UK": _w("Northsound_General_Hospital Balgownie_Infirmary Harbourside_Occupational_Health "
             "Granite_Coast_Occupational_Medicine Seaforth_Medical_Practice Bressay_Road_Surgery "
             "Tulloch_Community_Hospital Marine_Crest_Clinic Kinloch_Bay_Hospital St._Ninian's_Hospital "
             "Deeside_Offshore_Medical_Centre Quayside_Health_Centre Fair_Isle_Medical_Group Links_Road_Surgery "
             "Eastgate_Pharmacy Sandilands_Ward Skerry_Ward Westburn_Minor_Injuries_Unit Cromarty_Firth_Infirmary "
             "Yare_Valley_Hospital Broadland_Marine_Medical Tamar_Quay_Practice St._Columba's_Infirmary"),
    "NO": _w("Nordhavn_Hospital Fjordklinikken Bryggen_Occupational_Health Vestkyst_Helse_Clinic "
             "Sola_Offshore_Medical_Centre Risavika_Legesenter Haugsbygd_Legevakt Kvitsøy_Medical "
             "Havblikk_Hospital Nordlys_Sjukehus Ishavsklinikken Bjørgvin_Occupational_Medicine "
             "Fjell_Ward Fyr_Ward Sentrum_Apotek Kaien_Legekontor Nordvest_Diving_Medicine_Unit Sunnmøre_Coast_Hospital"),
    "AU": _w("Pilbara_Coast_Hospital Spinifex_Occupational_Medicine Swan_Harbour_Hospital "
             "Derwent_Polar_Medicine_Unit Mangrove_Coast_Medical Dampier_Road_Medical_Centre Nickol_Point_Clinic "
             "Top_End_Remote_Health Coral_Sea_Hyperbaric_Unit St._Brigid's_Hospital Banksia_Ward Casuarina_Ward "
             "Esplanade_Family_Practice Kimberley_Gateway_Pharmacy Capricorn_Port_Clinic Sandgroper_Aviation_Medicine"),
    "US": _w("Bayou_Gulf_Medical_Center Terrebonne_Shore_Occupational_Health Gulfport_Mariner_Clinic "
             "Kenai_Shore_Hospital Aleutian_Harbor_Clinic St._Brendan's_Hospital Lakeshore_Aviation_Medicine "
             "Pelican_Bay_Urgent_Care Crescent_Coast_Regional_Hospital Ocean_Springs_Family_Medicine "
             "Galveston_Bayfront_Occupational_Clinic Mercy_Harbor_Hospital Tidewater_Dive_Medicine "
             "Kodiak_Narrows_Medical_Center Live_Oak_Pharmacy Magnolia_Ward"),
}
TMAS = _w("Nordic_Radio_Medical_Centre Atlantic_Telemedical_Assistance_Service Coastal_Radio_Medical_Unit "
          "Seaward_TeleHealth Bluewater_Remote_Medical Polar_Remote_Medicine_Desk Southern_Ocean_TeleMed "
          "Gulfstream_Maritime_Medical_Advice")

ORGS = {
    "marine": _w("Thistle_Marine_Services_Ltd Bluefin_Standby_Vessels_Ltd Orca_Crew_Management Nordhav_Shipping_AS "
                 "Vestfjord_Supply_AS Havbruk_Vest_AS Southern_Cross_Marine_Pty_Ltd Dampier_Tug_&_Launch "
                 "Bayou_Marine_Transport Pelican_Point_Towing Acadiana_Liftboats_LLC Kodiak_Longline_Co "
                 "Aleutian_Crab_Partners Meridian_Ship_Management Kittiwake_Tankers_Ltd Solvang_Kyst_AS "
                 "Coral_Reef_Ferries_Pty_Ltd Tidewater_Line_Towing_Inc Hebridean_Fisheries_Ltd Brimstone_Bulk_Carriers"),
    "energy": _w("Granite_Basin_Energy North_Reach_Energy_plc Ravnefjell_Energi_ASA Ningaloo_Energy "
                 "Gulf_Meridian_Offshore_LLC Halvik_Offshore Moray_Firth_Windcare Skerryvane_Wind_Ltd "
                 "Westvind_Havvind_AS Exmouth_Gulf_Petroleum Lone_Star_Well_Intervention"),
    "contractor": _w("Caledonian_Subsea_Ltd Brochan_Drilling_UK Pentland_Offshore_Catering Buchan_Scaffolding_Services "
                     "Kestrel_Rope_Access Saltire_Well_Services Skagerak_Subsea_AS Fjordline_Drilling_ASA "
                     "Stålvik_Catering_AS Tindeland_Rope_Access_AS Brønnbris_Well_Service_AS Pilbara_Subsea_Services_Pty_Ltd "
                     "Redgum_Drilling Saltbush_Catering Crescent_City_Catering Tidewater_Dive_Contractors "
                     "Gannet_Inspection_Services Deepwell_Coatings_LLC"),
    "crewing": _w("Pacific_Hands_Crewing_Inc Luzon_Maritime_Manning_Agency Konkan_Sea_Manpower Baltic_Crew_Solutions "
                  "Black_Sea_Manning_Group Lagos_Marine_Crewing Sjøstjerne_Crewing_AS Spinnaker_Crew_Services "
                  "Visayas_Seafarers_Manning_Corp"),
    "agent": _w("Torry_Port_Agency Kvarven_Ship_Agency Harbourline_Shipping_Agency Port_Hedland_Marine_Agents "
                "Gulfport_Vessel_Services Nordkapp_Agentur_AS Lerwick_Harbour_Agency_Ltd"),
    "pi": _w("Harbourstone_Mutual Nordic_Anchor_P&I Meridian_Marine_Mutual Northern_Lights_P&I_Association "
             "Atlas_Shipowners_Mutual Southern_Cross_P&I"),
    "insurer": _w("Wayfarer_Travel_Insurance Summit_Shield_Assurance Polar_Assist_Insurance Highpoint_Travel_Cover "
                  "Bluewater_Crew_Assurance Tussock_Mutual"),
    "healthplan": _w("Gulf_Coast_Mariners_Health_Plan Bayou_Benefit_Trust Pelican_State_Health_Cooperative "
                     "Seafarers_Welfare_Health_Fund Lone_Star_Energy_Workers_Plan"),
    "aviation": _w("Northwind_Rotorcraft_Ltd Skyhaven_Airlines Cairngorm_Aviation_Training Aurora_Helicopters_AS Fjordair "
                   "Coral_Coast_Airways Sandover_Helicopters Chinook_Air_Ambulance Redtail_Aviation_LLC "
                   "Mainland_Air_Charter Hebridean_Air_Links Nordlys_Air_Navigation Kestrel_Air_Services_Pty_Ltd "
                   "Gulfcoast_Helicopters_Inc Brisa_Regional"),
    "exped": _w("Highline_Expeditions_Ltd Ice_Margin_Expeditions Polarvind_Ekspedisjoner Kimberley_Expedition_Cruises "
                "Austral_Polar_Logistics Summit_Circle_Adventures Northbridge_University University_of_Ravensholt "
                "Redpoint_Mountain_Travel Cold_Latitude_Science_Trust Tussock_Field_Research Sastrugi_Polar_Guides_AS "
                "Blue_Ice_Ventures_LLC Karakoram_Trails_Co"),
}

VESSELS = _w("Nordic_Star Havørn_Supporter Vestfjord_Carrier Polar_Kittiwake Ocean_Thistle Granite_Provider "
             "Bressay_Endeavour Sula_Explorer Kittiwake_Spirit Southern_Osprey Pilbara_Pearl Coral_Mariner "
             "Bayou_Sentinel Cajun_Resolve Gulf_Pelican Aleutian_Dawn Kodiak_Maiden Arctic_Tern_II "
             "Nordlys_Venturer Frøya_Pioneer Sjøtroll Bergen_Trader Atlantic_Guardian_III Skarvholm "
             "Brora_Sentinel Helga_Marie Karin_Sofie Torsvik_Installer Ravnanes Stormfugl Sea_Lamprey "
             "Indian_Pacific_Dawn Mangrove_Runner Cape_Leveque Tasman_Albatross Aurora_Borealis_Ice "
             "Shearwater_Tide Lady_Marjorie Isla_Bonita Northern_Petrel Glen_Sannox_Trader Hebridean_Lass "
             "Grey_Seal Silver_Dolphin Zephyr_Runner Oriole_Bay Ensign_Mary Pacific_Wanderer")
VESSEL_PREFIX = _w("MV MV MV MT MS PSV AHTS DSV ERRV FV RV CSV")
INSTALLATIONS = _w("Corrie_Alpha Sgurr_Bravo Ellida_A Tindur_B Hafgufa_Spirit Kinnaird_Bravo Garnet_Alpha "
                   "Vigra_Nord Rona_North Brimnes_C Ningaloo_Venture Montebello_Deep Pelican_Spar Big_Muddy_TLP "
                   "Fjellstrand_Semi Torvhaug_Jacket Solan_Ridge Haldor_Vik Skerryvore_Delta Stoltz_Deep")
RIG_PREFIX = ["", "", "", "FPSO ", "platform ", "rig ", "semi-sub "]

# (place, country or None, environment, type)
EXPED = [
    ("Kilimanjaro", "Tanzania", "alt"), ("Aconcagua", "Argentina", "alt"), ("Denali", "United States", "alt"),
    ("Mont Blanc", "France", "alt"), ("Island Peak", "Nepal", "alt"), ("Mera Peak", "Nepal", "alt"),
    ("Lobuche East", "Nepal", "alt"), ("Ama Dablam", "Nepal", "alt"), ("Elbrus", "Russia", "alt"),
    ("Cotopaxi", "Ecuador", "alt"), ("Chimborazo", "Ecuador", "alt"), ("Huascarán", "Peru", "alt"),
    ("Stok Kangri", "India", "alt"), ("Everest Base Camp", "Nepal", "alt"), ("Annapurna Base Camp", "Nepal", "alt"),
    ("Khumbu Icefall", "Nepal", "alt"), ("Illimani", "Bolivia", "alt"), ("Mount Kenya", "Kenya", "alt"),
    ("Peak Lenin", "Kyrgyzstan", "alt"), ("Ruapehu", "New Zealand", "alt"), ("Kinabalu", "Malaysia", "alt"),
    ("South Georgia", None, "subant"), ("Heard Island", "Australia", "subant"), ("Macquarie Island", "Australia", "subant"),
    ("Svalbard", "Norway", "polar"), ("Vatnajökull", "Iceland", "polar"), ("Kangerlussuaq Ice Cap", "Greenland", "polar"),
    ("Aurora Ridge Station", None, "polar"), ("Kapp Haldor Field Camp", "Norway", "polar"),
    ("Mawson's Hut Camp", None, "polar"), ("Franz Josef Land", "Russia", "polar"), ("Ellesmere Island", "Canada", "polar"),
    ("Nordaustlandet", "Norway", "polar"), ("Thule Ridge Camp", "Greenland", "polar"), ("Finnmarksvidda", "Norway", "polar"),
    ("Star Mountains", "Papua New Guinea", "jungle"), ("Leuser transect camp", "Indonesia", "jungle"),
    ("Kinabatangan field station", "Malaysia", "jungle"),
]
EXPED_PLACES = [e[0] for e in EXPED]
EXPED_COUNTRIES = sorted(dict.fromkeys(e[1] for e in EXPED if e[1]))

PROF_MARITIME = _w("able_seaman ordinary_seaman bosun deckhand chief_officer second_officer third_officer "
                   "chief_engineer second_engineer third_engineer motorman oiler fitter electrician "
                   "electro-technical_officer cook chief_cook messman steward deck_cadet engine_cadet "
                   "crane_operator fisherman skipper master")
PROF_OFFSHORE = _w("roustabout roughneck floorman derrickman driller toolpusher assistant_driller scaffolder "
                   "rope_access_technician mechanical_technician instrument_technician production_operator "
                   "control_room_operator crane_operator banksman ROV_pilot ROV_supervisor saturation_diver "
                   "air_diver dive_supervisor life_support_technician catering_steward camp_boss "
                   "helicopter_landing_officer geologist mud_logger wireline_engineer well_service_operator "
                   "painter_blaster welder pipefitter subsea_engineer wind_turbine_technician")
PROF_AVIATION = _w("airline_pilot first_officer airline_captain helicopter_pilot flight_instructor "
                   "cabin_crew_member flight_attendant air_traffic_controller student_pilot winch_operator "
                   "flight_engineer agricultural_pilot charter_pilot search_and_rescue_pilot")
PROF_EXPED = _w("glaciologist field_guide mountain_guide photographer journalist biologist ornithologist "
                "schoolteacher accountant solicitor software_engineer paramedic retired_firefighter veterinarian "
                "marine_biologist PhD_student expedition_leader physiotherapist architect dentist geophysicist "
                "carpenter film_producer")
PROF_FAMILY = _w("teacher electrician nurse fisherman farmer bus_driver hairdresser police_officer "
                 "shop_assistant carpenter bank_clerk midwife engineer chef taxi_driver")
RANK_ABBR = {"able seaman": "AB", "ordinary seaman": "OS", "chief officer": "C/O", "second officer": "2/O",
             "third officer": "3/O", "chief engineer": "C/E", "second engineer": "2/E", "third engineer": "3/E",
             "bosun": "Bosun", "motorman": "Motorman", "oiler": "Oiler", "cook": "Cook",
             "electro-technical officer": "ETO", "deck cadet": "D/C", "master": "Capt."}

REL_F = _w("wife mother sister daughter fiancée girlfriend aunt partner cousin sister-in-law")
REL_M = _w("husband father brother son boyfriend uncle partner cousin brother-in-law")
RELATIONS = REL_F + REL_M
