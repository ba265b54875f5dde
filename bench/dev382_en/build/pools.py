"""Pools for the dev382 set: people, places, organisations and clinical filler.

Every hospital, practice, ward, employer and organisation below is invented.
Towns and regions are real place names (they are PHI when they appear).
Multi-word entries use '_' for a space.
"""


def _w(s):
    return [x.replace('_', ' ') for x in s.split()]


# origin -> (female given names, male given names, surnames)
ORIGINS = {
    'anglo': (
        _w("Margaret Susan Helen Janet Patricia Linda Carol Gillian Pauline Wendy Joan Valerie Karen "
           "Julie Tracey Deborah Alison Hazel Brenda Sheila Dorothy Maureen Christine Lesley Rosemary"),
        _w("David John Peter Michael Robert Stephen Paul Graham Keith Trevor Barry Colin Nigel Derek "
           "Alan Ian Martin Geoffrey Roger Malcolm Terence Dennis Clive Raymond Kenneth"),
        _w("Thompson Walker Harris Clarke Turner Baxter Ashworth Pickering Hollins Fairbrother Whitlock "
           "Marsden Pennington Oakley Brookes Hartley Denby Ramsbottom Cartwright Holloway Stanhope "
           "Kettle Fenwick Garside Lumb Smith-Rowe Hargreaves Wilkes Tennant Blackwood")),
    'irish': (
        _w("Siobhán Máire Aoife Bríd Niamh Eileen Nuala Róisín Bernadette Orla Mairéad Sinéad Gráinne Úna"),
        _w("Seán Pádraig Declan Eoin Ciarán Dónal Fergal Tadhg Colm Liam Diarmuid Kieran Cathal Ruairí"),
        _w("O'Sullivan Ní_Bhriain Ó_Broin McGrath Fitzgerald Moriarty Kavanagh Cullinane Brennan "
           "Tierney Phelan Dunphy Keogh O'Donoghue Hennessy Mac_Giolla_Phádraig Ó_Súilleabháin Crowley")),
    'scottish': (
        _w("Morag Isla Fiona Catriona Kirsty Elspeth Ishbel Shona"),
        _w("Hamish Callum Angus Fraser Ewan Alasdair Lachlan Murdo"),
        _w("MacLeod Sinclair Drummond Munro Buchanan McAllister Urquhart Forsyth MacKinnon Gillespie")),
    'welsh': (
        _w("Angharad Eleri Gwen Carys Rhian Ffion Nia"),
        _w("Dafydd Rhys Gareth Huw Emrys Iwan Gethin"),
        _w("Pritchard Llewellyn ap_Rhys Prosser Bowen Jenkins Vaughan Griffiths")),
    'south_asian': (
        _w("Priya Sunita Anjali Farzana Nasreen Shabnam Lakshmi Kavitha Harpreet Meena Rukhsana Tahmina "
           "Nirmala Deepa Shirin Kamaljit"),
        _w("Rajesh Sanjay Imran Tariq Gurpreet Arjun Anil Mohammed Kamal Suresh Harjit Faisal Dinesh "
           "Ramesh Asif Balwinder"),
        _w("Patel Sharma Chaudhry Begum Rahman Sandhu Iyer Nair Khan Qureshi Gill Perera Fernando "
           "Jayasuriya Bhattacharya Dhillon Siddiqui Ranasinghe Mistry Uddin")),
    'east_asian': (
        _w("Meiling Xiuying Lina Huimin Yan Jing Wai_Ling Suk-Yee Min-ji Eun-hee Yuki Keiko Haruka"),
        _w("Wei Jian Hao Zhiwei Kwok-Wai Chun Min-jun Sung-ho Hiroshi Kenji Takeshi Jun"),
        _w("Chen Wang Li Zhang Liu Wong Chan Lau Ng Tsang Kim Park Choi Tanaka Suzuki Watanabe Yamamoto")),
    'se_asian': (
        _w("Thi_Lan Ngoc Mai Hoa Maricel Rowena Analyn Ligaya Siti Nurul"),
        _w("Van_Minh Duc Tuan Quang Rodrigo Jerome Ferdinand Ahmad Hafiz"),
        _w("Nguyen Tran Pham Le Hoang Vu Dela_Cruz Reyes Bautista Villanueva Santos Abdullah Rahim")),
    'west_african': (
        _w("Adaeze Ngozi Chiamaka Funmilayo Folasade Abena Akosua Yetunde Efua"),
        _w("Chukwuemeka Oluwaseun Babatunde Kwame Kofi Emeka Tunde Yaw Obinna"),
        _w("Okafor Adeyemi Okonkwo Mensah Asante Ogunleye Boateng Eze Nwosu Adebayo Owusu")),
    'east_african': (
        _w("Hodan Faadumo Amina Ayaan Tigist Hiwot Wanjiru Nyambura"),
        _w("Abdirahman Mahad Yonas Dawit Kamau Otieno Tesfaye Bashir"),
        _w("Warsame Farah Abdi Tekle Haile Mwangi Odhiambo Kiplagat")),
    'caribbean': (
        _w("Marcia Beverley Claudette Hyacinth Yvonne Paulette"),
        _w("Winston Delroy Errol Leroy Clinton Desmond"),
        _w("Campbell Brown Francis Bailey Grant McKenzie Barnett Small")),
    'polish': (
        _w("Agnieszka Małgorzata Katarzyna Ewa Danuta Krystyna Halina"),
        _w("Łukasz Krzysztof Tomasz Zbigniew Andrzej Wojciech Grzegorz"),
        _w("Kowalski Nowak Wiśniewska Zielinski Kamińska Lewandowski Wójcik Dąbrowski")),
    'italian': (
        _w("Giuseppina Rosaria Lucia Carmela Francesca Antonella"),
        _w("Giuseppe Salvatore Vincenzo Luigi Antonio Carmelo"),
        _w("Russo Esposito Romano Ferraro Colombo Lombardi DiStefano Caruso")),
    'greek': (
        _w("Eleni Georgia Despina Vasiliki Sofia Stavroula"),
        _w("Georgios Dimitrios Konstantinos Nikolaos Spiros Yannis"),
        _w("Papadopoulos Georgiou Konstantinidis Nikolaidis Karamanlis Stavrou")),
    'iberian': (
        _w("Maria_José Conceição Fernanda Lucía Dolores Guadalupe Rosario Inês"),
        _w("José João Manuel Joaquim Alejandro Francisco Jesús Raúl"),
        _w("Silva Ferreira Rodrigues Gonçalves García Hernández Martínez López Ramírez de_la_Cruz Castillo")),
    'arabic': (
        _w("Fatima Layla Mariam Noor Huda Rania Samira"),
        _w("Ahmed Omar Khalid Yusuf Hassan Karim Samir"),
        _w("Al-Sayed Haddad Mansour Nasser Khoury Al-Rashid Saleh Hamdan")),
    'turkish_persian': (
        _w("Ayşe Zeynep Elif Shirin Parisa Roya"),
        _w("Mehmet Mustafa Emre Reza Dariush Farhad"),
        _w("Yılmaz Demir Kaya Öztürk Hosseini Rahimi Tehrani Karimi")),
    'maori_pacific': (
        _w("Aroha Mere Huia Ngaire Hine Moana Losa Mele Sina Ana"),
        _w("Wiremu Hemi Rawiri Tama Mikaere Sione Tevita Iosefa Manu"),
        _w("Ngata Tūhoe Parata Walker-Ngata Te_Rangi Tipene Faleolo Tuilagi Vaifale Fonoti Tupou Havili")),
    'french': (
        _w("Geneviève Sylvie Josée Chantal Monique Francine Mélanie"),
        _w("Jean-Guy Réjean Luc Gilles Normand Benoît Étienne"),
        _w("Tremblay Gagnon Bouchard Côté Pelletier Bélanger Lévesque Thibodeau Ouellette")),
    'first_nations': (
        _w("Winona Marlene Delphine Cheryl Darlene"),
        _w("Wayne Curtis Ronald Dale Leonard"),
        _w("Cardinal Courchene Morin Sinclair Whitehead Bearspaw Kakegamic Crowchild")),
    'dutch_german_nordic': (
        _w("Annelies Ingrid Greta Hilde Birgit Sigrid Liesbeth Ute"),
        _w("Hendrik Joost Klaus Jürgen Lars Nils Pieter Dieter"),
        _w("van_der_Berg de_Vries Jansen Bakker Müller Schneider Fischer Johansson Lindqvist Haugen Van_Dyk")),
    'jewish': (
        _w("Miriam Ruth Esther Rivka Naomi"),
        _w("Moshe Avraham Yosef Saul Mordechai"),
        _w("Goldberg Rosenthal Katz Feldman Abramowitz Lieberman")),
    'slavic_east': (
        _w("Olena Tetiana Natalia Svitlana Iryna Ludmila"),
        _w("Oleksandr Mykola Volodymyr Dmytro Serhiy Bogdan"),
        _w("Kovalenko Shevchenko Bondarenko Melnyk Tkachenko Petrenko")),
    'african_american': (
        _w("Latoya Keisha Ebony Tamika Shanice Bernice Loretta"),
        _w("DeShawn Tyrone Marcus Darnell Jerome Cornelius Otis"),
        _w("Washington Jefferson Jackson Robinson Coleman Whitfield Freeman Booker")),
}

NICKNAMES = {
    'Margaret': 'Peggy', 'Patricia': 'Pat', 'Robert': 'Bob', 'Michael': 'Mick', 'Kenneth': 'Ken',
    'Terence': 'Terry', 'Dorothy': 'Dot', 'Christine': 'Chris', 'William': 'Bill', 'Raymond': 'Ray',
    'Geoffrey': 'Geoff', 'Susan': 'Sue', 'Pádraig': 'Paddy', 'Giuseppe': 'Joe', 'Krzysztof': 'Kris',
    'Oluwaseun': 'Seun', 'Chukwuemeka': 'Emeka', 'Alejandro': 'Alex', 'Babatunde': 'Tunde',
    'Deborah': 'Debbie', 'Rosemary': 'Rosie', 'Cornelius': 'Neil', 'Wiremu': 'Bill',
}

# country -> origin weights
ORIGIN_WEIGHTS = {
    'GB': {'anglo': 30, 'irish': 4, 'scottish': 6, 'welsh': 5, 'south_asian': 14, 'east_asian': 4,
           'se_asian': 3, 'west_african': 6, 'east_african': 3, 'caribbean': 5, 'polish': 5, 'italian': 2,
           'greek': 1, 'iberian': 2, 'arabic': 3, 'turkish_persian': 2, 'slavic_east': 2, 'jewish': 1},
    'IE': {'irish': 45, 'anglo': 10, 'polish': 8, 'west_african': 5, 'south_asian': 6, 'se_asian': 5,
           'iberian': 4, 'slavic_east': 4, 'east_asian': 3, 'arabic': 2, 'italian': 2},
    'US': {'anglo': 25, 'african_american': 14, 'iberian': 14, 'irish': 5, 'italian': 6, 'east_asian': 6,
           'se_asian': 5, 'south_asian': 6, 'jewish': 4, 'dutch_german_nordic': 5, 'greek': 2, 'polish': 3,
           'arabic': 2, 'west_african': 2, 'east_african': 2},
    'CA': {'anglo': 20, 'french': 16, 'first_nations': 7, 'east_asian': 10, 'south_asian': 12, 'se_asian': 6,
           'italian': 4, 'slavic_east': 5, 'scottish': 5, 'irish': 4, 'caribbean': 3, 'arabic': 3,
           'dutch_german_nordic': 3},
    'AU': {'anglo': 30, 'greek': 6, 'italian': 7, 'east_asian': 10, 'se_asian': 8, 'south_asian': 9,
           'irish': 5, 'scottish': 4, 'arabic': 4, 'maori_pacific': 3, 'dutch_german_nordic': 4,
           'east_african': 2, 'turkish_persian': 2},
    'NZ': {'anglo': 28, 'maori_pacific': 24, 'scottish': 7, 'east_asian': 9, 'south_asian': 7, 'se_asian': 5,
           'dutch_german_nordic': 5, 'irish': 4, 'iberian': 2, 'east_african': 1},
}

# ---------------------------------------------------------------- places
# (town, county/region, postcode prefix or code)
TOWNS = {
    'GB': [("Leeds", "West Yorkshire", "LS"), ("Harrogate", "North Yorkshire", "HG"), ("Exeter", "Devon", "EX"),
           ("Truro", "Cornwall", "TR"), ("Stockport", "Greater Manchester", "SK"), ("Derby", "Derbyshire", "DE"),
           ("Ipswich", "Suffolk", "IP"), ("Norwich", "Norfolk", "NR"), ("Shrewsbury", "Shropshire", "SY"),
           ("Wrexham", "Clwyd", "LL"), ("Carlisle", "Cumbria", "CA"), ("Bolton", "Greater Manchester", "BL"),
           ("Swindon", "Wiltshire", "SN"), ("Lincoln", "Lincolnshire", "LN"), ("Kendal", "Cumbria", "LA"),
           ("Paisley", "Renfrewshire", "PA"), ("Oxford", "Oxfordshire", "OX"), ("Birmingham", "West Midlands", "B"),
           ("Barnstaple", "Devon", "EX"), ("Skipton", "North Yorkshire", "BD"), ("Taunton", "Somerset", "TA"),
           ("Wigan", "Greater Manchester", "WN"), ("Chesterfield", "Derbyshire", "S"), ("Bangor", "Gwynedd", "LL"),
           ("Kettering", "Northamptonshire", "NN"), ("Hexham", "Northumberland", "NE")],
    'IE': [("Cork", "Co. Cork", "T12"), ("Clonakilty", "Co. Cork", "P85"), ("Galway", "Co. Galway", "H91"),
           ("Ennis", "Co. Clare", "V95"), ("Tralee", "Co. Kerry", "V92"), ("Sligo", "Co. Sligo", "F91"),
           ("Navan", "Co. Meath", "C15"), ("Kilkenny", "Co. Kilkenny", "R95"), ("Dundalk", "Co. Louth", "A91"),
           ("Mullingar", "Co. Westmeath", "N91"), ("Letterkenny", "Co. Donegal", "F92"),
           ("Rathfarnham", "Co. Dublin", "D14"), ("Castlebar", "Co. Mayo", "F23"), ("Thurles", "Co. Tipperary", "E41"),
           ("Nenagh", "Co. Tipperary", "E45"), ("Wexford", "Co. Wexford", "Y35")],
    'US': [("Columbus", "OH", "Ohio", "432"), ("Dayton", "OH", "Ohio", "454"), ("Madison", "WI", "Wisconsin", "537"),
           ("Boise", "ID", "Idaho", "837"), ("Tucson", "AZ", "Arizona", "857"), ("Raleigh", "NC", "North Carolina", "276"),
           ("Spokane", "WA", "Washington", "992"), ("Omaha", "NE", "Nebraska", "681"), ("Albany", "NY", "New York", "122"),
           ("Scranton", "PA", "Pennsylvania", "185"), ("Portland", "ME", "Maine", "041"),
           ("Lexington", "KY", "Kentucky", "405"), ("Duluth", "MN", "Minnesota", "558"), ("Fresno", "CA", "California", "937"),
           ("Augusta", "GA", "Georgia", "309"), ("Tulsa", "OK", "Oklahoma", "741"), ("Mobile", "AL", "Alabama", "366"),
           ("Fort Collins", "CO", "Colorado", "805"), ("Burlington", "VT", "Vermont", "054"),
           ("Worcester", "MA", "Massachusetts", "016"), ("Billings", "MT", "Montana", "591"),
           ("Sioux Falls", "SD", "South Dakota", "571"), ("Lafayette", "IN", "Indiana", "479")],
    'CA': [("Kingston", "ON", "Ontario", "K7L"), ("Hamilton", "ON", "Ontario", "L8P"), ("London", "ON", "Ontario", "N6A"),
           ("Sudbury", "ON", "Ontario", "P3E"), ("Halifax", "NS", "Nova Scotia", "B3H"), ("Moncton", "NB", "New Brunswick", "E1C"),
           ("Saskatoon", "SK", "Saskatchewan", "S7N"), ("Kelowna", "BC", "British Columbia", "V1Y"),
           ("Victoria", "BC", "British Columbia", "V8W"), ("Red Deer", "AB", "Alberta", "T4N"),
           ("Lethbridge", "AB", "Alberta", "T1J"), ("Brandon", "MB", "Manitoba", "R7A"), ("Sherbrooke", "QC", "Quebec", "J1H"),
           ("Charlottetown", "PE", "Prince Edward Island", "C1A"), ("St. John's", "NL", "Newfoundland and Labrador", "A1C"),
           ("Thunder Bay", "ON", "Ontario", "P7B")],
    'AU': [("Wollongong", "NSW", "New South Wales", "2500"), ("Newcastle", "NSW", "New South Wales", "2300"),
           ("Ballarat", "VIC", "Victoria", "3350"), ("Geelong", "VIC", "Victoria", "3220"),
           ("Toowoomba", "QLD", "Queensland", "4350"), ("Townsville", "QLD", "Queensland", "4810"),
           ("Launceston", "TAS", "Tasmania", "7250"), ("Bunbury", "WA", "Western Australia", "6230"),
           ("Mount Gambier", "SA", "South Australia", "5290"), ("Bendigo", "VIC", "Victoria", "3550"),
           ("Cairns", "QLD", "Queensland", "4870"), ("Dubbo", "NSW", "New South Wales", "2830"),
           ("Darwin", "NT", "Northern Territory", "0800"), ("Queanbeyan", "NSW", "New South Wales", "2620"),
           ("Albury", "NSW", "New South Wales", "2640"), ("Hobart", "TAS", "Tasmania", "7000")],
    'NZ': [("Hamilton", "Waikato", "3204"), ("Tauranga", "Bay of Plenty", "3110"),
           ("Palmerston North", "Manawatū-Whanganui", "4410"), ("Nelson", "Nelson", "7010"), ("Dunedin", "Otago", "9016"),
           ("Invercargill", "Southland", "9810"), ("Whangārei", "Northland", "0110"), ("Napier", "Hawke's Bay", "4110"),
           ("Christchurch", "Canterbury", "8011"), ("Timaru", "Canterbury", "7910"), ("New Plymouth", "Taranaki", "4310"),
           ("Rotorua", "Bay of Plenty", "3010"), ("Gisborne", "Gisborne", "4010"), ("Ashburton", "Canterbury", "7700")],
}

US_COUNTIES = _w("Franklin_County Montgomery_County Dane_County Ada_County Pima_County Wake_County Spokane_County "
                 "Douglas_County Albany_County Lackawanna_County Cumberland_County Fayette_County St._Louis_County")

_COMMON_STEMS = ("Ashgrove Beech Chapel Church Mill Station Victoria Albert Meadow Orchard Willow Hawthorn Highfield "
                 "Rosebank Larch Sycamore Holly Fern Heather Clover Heron Riverside Brookside Hillcrest Fairview "
                 "Parkside Cedar Birch Maple Elm Oak ")
STREET_STEMS = {
    'GB': _w(_COMMON_STEMS + "Kingsway Elmfield Westbourne Bramble Kestrel Lapwing Curlew Wren Magpie Marlborough "
                             "Wellesley Abbeyfield Glebe Vicarage Coronation Jubilee Tennyson"),
    'IE': _w(_COMMON_STEMS + "Carrick Tullamore Ballinroe Greenane Drumcondra Lisheen Moyvalley Kinsale Abbeyfield "
                             "Glenview Castle Mount_Brandon Knocklyon Shannon"),
    'US': _w(_COMMON_STEMS + "Jefferson Franklin Lincoln Monroe Grant Sherman Lafayette Sheridan Cumberland Magnolia "
                             "Dogwood Sassafras Hickory Walnut Pinecrest Lakeshore Aspen Juniper Spruce"),
    'CA': _w(_COMMON_STEMS + "Laurier Champlain Frontenac Brock Simcoe Dufferin Tecumseh Lakeshore Aspen Spruce "
                             "Confederation Cartier Tamarack"),
    'AU': _w(_COMMON_STEMS + "Banksia Wattle Jacaranda Ferntree Ironbark Bottlebrush Waratah Boronia Kurrajong "
                             "Esplanade_Ocean Currawong Lorikeet"),
    'NZ': _w(_COMMON_STEMS + "Kowhai Rimu Totara Pohutukawa Karaka Tui Kahikatea Matai Harakeke Ruru Kereru "
                             "Rata Manuka"),
}
STREET_STEMS['AU'] = [x.replace('Esplanade Ocean', 'Ocean View') for x in STREET_STEMS['AU']]

US_UNITS = _w("5_West 4_North 6_East_Ortho Joint_Center_Unit 7B_Surgical Ortho/Neuro_3_South Unit_42 Pavilion_5")

STREET_TYPES = {
    'GB': _w("Road Street Lane Avenue Close Crescent Drive Grove Terrace Way Gardens Mews Rise Walk"),
    'IE': _w("Road Avenue Park Lawn Grove Drive Close Crescent Heights View Terrace Court"),
    'US': _w("Street Avenue Boulevard Drive Court Lane Road Way Place Circle Trail"),
    'CA': _w("Street Avenue Drive Crescent Road Court Boulevard Lane Way"),
    'AU': _w("Street Road Avenue Parade Crescent Court Place Drive Close Terrace Esplanade"),
    'NZ': _w("Street Road Avenue Crescent Place Terrace Drive Grove Lane Way"),
}

# ------------------------------------------------------ invented care sites
HOSPITALS = {
    'GB': _w("Kingsmere_General_Hospital Northfell_Orthopaedic_Centre St_Brannoc's_Hospital Harrowden_Community_Hospital "
             "Westgate_Treatment_Centre Mawby_Royal_Infirmary Ashcombe_Elective_Hub Castlebrook_Hospital "
             "Penrose_Park_Hospital Fellside_District_General"),
    'IE': _w("St_Finnian's_University_Hospital Ardcarne_Orthopaedic_Hospital Mercy_Vale_Hospital "
             "Ballymore_Regional_Hospital Our_Lady_of_Knockroe_Hospital Leeside_Private_Clinic "
             "Corrib_Bay_Hospital Slaney_Elective_Centre"),
    'US': _w("Riverbend_Medical_Center Lakeview_Orthopedic_Institute St._Ambrose_Regional_Hospital "
             "Cedar_Ridge_Surgery_Center Prairie_Valley_Health Mercy_Hollow_Hospital Northgate_Joint_Center "
             "Bayfront_Community_Hospital Pine_Bluff_Memorial"),
    'CA': _w("Frontenac_General_Hospital St._Clement's_Health_Centre Lakehead_Regional_Hospital "
             "Maple_Crest_Surgical_Centre Trillium_Shore_Hospital Northern_Lights_Health_Centre "
             "Harbourside_Hip_and_Knee_Clinic Prairie_Rose_Hospital"),
    'AU': _w("Southern_Cross_Gully_Hospital Wattle_Park_Private_Hospital Mount_Lofty_Bone_and_Joint_Centre "
             "Illawarra_Bay_Hospital Ironbark_Regional_Hospital Jacaranda_Day_Surgery Kookaburra_Creek_Hospital "
             "Coral_Coast_Base_Hospital"),
    'NZ': _w("Te_Awa_Hospital Kowhai_Valley_Hospital Southern_Alps_Surgical Harbour_Point_Hospital "
             "Waimarie_Elective_Centre Rangitoto_Private_Hospital Tōtara_Grove_Hospital Pukeko_Bay_Hospital"),
}

PRACTICES = {
    'GB': _w("Elm_Park_Surgery Riverside_Medical_Practice The_Old_Mill_Surgery Brookfield_Health_Centre "
             "Castle_View_Medical_Group Hawthorn_Lane_Surgery Stanton_Family_Practice Priory_Fields_Surgery"),
    'IE': _w("Abbeyview_Medical_Centre Main_Street_Family_Practice Shannonside_GP_Clinic Mill_Road_Surgery "
             "Greenane_Medical Quayside_Family_Doctors"),
    'US': _w("Ashgrove_Family_Medicine Pinecrest_Primary_Care Sycamore_Internal_Medicine Valley_Oak_Family_Practice "
             "Cornerstone_Primary_Care Bluewater_Family_Health"),
    'CA': _w("Lakeshore_Family_Health_Team Rideau_Valley_Medical_Clinic Prairie_Sky_Family_Practice "
             "Harbourview_Medical_Clinic Northwind_Family_Health"),
    'AU': _w("Banksia_Medical_Centre Bayside_Family_Practice Gumtree_Road_Clinic Eastlakes_General_Practice "
             "Kingfisher_Medical Waratah_Health"),
    'NZ': _w("Totara_Health_Centre Kauri_Coast_Medical Harbourside_Family_Doctors Riverlea_Medical_Centre "
             "Te_Puna_Hauora_Clinic Mountain_View_Medical"),
}

WARDS = _w("Kestrel_Ward Nightingale_Ward Lister_Ward Heron_Ward Ward_7B Ward_12 Fleming_Ward Cavell_Ward "
           "Aspen_Unit Rowan_Ward Linden_Ward Ward_4_North Bluebell_Ward Harbour_Unit Kauri_Ward Osprey_Ward")

BUILDINGS = _w("Brunel_Wing Harrington_Wing Kowhai_Building Jubilee_Block Maple_Pavilion Centenary_Tower "
               "Riverside_Annexe Seacole_Building Wattle_House")

PHARMACIES = _w("Greenway_Pharmacy Hillside_Chemist Corner_House_Pharmacy Quayside_Pharmacy Bridge_Street_Chemist "
                "Lakeland_Drug_Mart Shoreline_Pharmacy")

CARE_HOMES = _w("Ashdene_Care_Home Meadowbank_Lodge Rosewood_Court_Nursing_Home The_Laurels_Residential_Home "
                "Sunnyvale_Retirement_Village Pohutukawa_Lodge")

PHYSIO_CLINICS = _w("MoveWell_Physio Harbour_Physiotherapy Stride_Rehab_Clinic Active_Knees_Physio "
                    "Northgate_Sports_Physio Riverside_Physiotherapy")

INSURERS = {
    'GB': _w("Albion_Health_Assurance Meridian_Healthcare_Cover"),
    'IE': _w("Celtic_Care_Health Emerald_Health_Insurance"),
    'US': _w("Great_Lakes_Health_Plan Evergreen_Mutual Keystone_Blue_Choice Summit_Care_Advantage"),
    'CA': _w("Northern_Shield_Benefits Maple_Mutual_Health"),
    'AU': _w("Coastline_Health_Fund Bluegum_Members_Health"),
    'NZ': _w("Kahu_Health_Cover Southern_Star_Insurance"),
}

EMPLOYERS = _w("Halden_Freight Corrib_Dairies Pennant_Logistics Brightwater_Primary_School Northmoor_Steelworks "
               "Ashby_&_Croft_Solicitors Kestrel_Buses Lakeside_Golf_Club Tamar_Valley_Creamery Ironbridge_Foundry "
               "Harbour_Master_Fisheries Bluestone_Quarry Copperleaf_Bakery Riverside_Council_Depot "
               "Silverfern_Orchards Wattle_Creek_Vineyard Prairie_Grain_Co-op Maple_Ridge_Transit "
               "Greenleaf_Supermarkets Oakhill_Academy Summit_Roofing Kingfisher_Taxis Coastal_Timber_Mills "
               "Redgum_Mining Pinecrest_Credit_Union Westfield_Carpets Orchard_House_Hotel Seaview_Care_Services")

CLUBS = _w("St_Columba's_Church Riverside_Bowls_Club Ashgrove_Methodist_Church Lakeside_Golf_Club "
           "Hillcrest_Walking_Group Mount_Pleasant_Baptist_Church Kowhai_Croquet_Club Men's_Shed_Bayside "
           "Shamrock_Rovers_Veterans Eastside_Aqua_Fit")

COUNTRIES_ABROAD = _w("Spain Portugal Poland Jamaica India Pakistan Nigeria Ghana Italy Greece Philippines Vietnam "
                      "Canada Australia New_Zealand Ireland Cyprus Turkey Thailand Fiji Samoa "
                      "Tonga Lebanon Somalia Kenya Croatia Malta")

PROFESSIONS = _w("retired_teacher bus_driver dairy_farmer sheep_farmer electrician bricklayer accountant hairdresser "
                 "retired_nurse school_caretaker postman solicitor shop_assistant lorry_driver fisherman carpenter "
                 "shearer coal_miner checkout_operator care_worker civil_servant retired_firefighter police_officer "
                 "mechanic plasterer landscape_gardener chef cleaner warehouse_operative software_developer bank_clerk "
                 "librarian publican taxi_driver veterinary_surgeon retired_dentist community_pharmacist airline_pilot "
                 "roofer welder seamstress butcher baker church_minister optician scaffolder kitchen_fitter "
                 "retired_police_sergeant dental_nurse primary_school_teacher university_lecturer")
US_PROFESSIONS = _w("truck_driver mail_carrier retired_teacher realtor machinist HVAC_technician rancher "
                    "pastor paralegal UPS_driver barber corrections_officer")

RELATIONS = _w("wife husband partner daughter son son-in-law daughter-in-law niece neighbour friend carer "
               "granddaughter grandson brother sister nephew")

# ------------------------------------------------------------ clinical
COMORBID = _w("hypertension type_2_diabetes_(diet_controlled) type_2_diabetes_on_metformin hypothyroidism "
              "AF_on_apixaban previous_DVT COPD_(mild) OSA_on_CPAP asthma CKD_stage_3a gout GORD "
              "osteoporosis depression IHD_-_stents_x2 hypercholesterolaemia BPH glaucoma obesity "
              "previous_TIA psoriasis RA_on_methotrexate anxiety PMR_on_low-dose_prednisolone")

MEDS = ["amlodipine 5 mg OD", "ramipril 5 mg OD", "metformin 500 mg BD", "levothyroxine 75 mcg OD",
        "atorvastatin 20 mg ON", "apixaban 5 mg BD", "bisoprolol 2.5 mg OD", "omeprazole 20 mg OD",
        "lansoprazole 30 mg OD", "tamsulosin 400 mcg ON", "sertraline 50 mg OD", "co-codamol 30/500 PRN",
        "naproxen 500 mg BD", "paracetamol 1 g QDS", "allopurinol 100 mg OD", "salbutamol inhaler PRN",
        "Seretide 250 2 puffs BD", "methotrexate 15 mg weekly", "folic acid 5 mg weekly",
        "alendronic acid 70 mg weekly", "prednisolone 5 mg OD", "gliclazide 80 mg BD", "simvastatin 40 mg ON",
        "losartan 50 mg OD", "indapamide 2.5 mg OD", "tramadol 50 mg PRN", "clopidogrel 75 mg OD",
        "aspirin 75 mg OD", "warfarin (INR target 2-3)", "empagliflozin 10 mg OD", "mirtazapine 15 mg ON"]
US_MEDS = ["lisinopril 10 mg daily", "metoprolol succinate 50 mg daily", "meloxicam 15 mg daily",
           "hydrocodone-acetaminophen 5/325 q6h PRN", "Eliquis 5 mg BID", "Xarelto 20 mg daily",
           "gabapentin 300 mg TID", "Synthroid 88 mcg daily", "Lipitor 40 mg qHS", "Januvia 100 mg daily",
           "HCTZ 25 mg daily", "Tylenol 1000 mg q8h", "Flomax 0.4 mg qHS", "Plavix 75 mg daily"]

ALLERGIES = ["NKDA", "penicillin (rash)", "codeine (vomiting)", "elastoplast - blisters", "latex", "NKDA",
             "trimethoprim (hives)", "chlorhexidine - contact dermatitis", "morphine (hallucinations)",
             "No known allergies", "sulfa drugs", "iodine contrast (urticaria)", "NKDA", "tramadol - confusion"]

HIP_INDICATIONS = ["primary osteoarthritis", "avascular necrosis of the femoral head", "DDH with secondary OA",
                   "post-traumatic OA", "inflammatory arthritis (RA)", "FAI with end-stage OA", "primary OA"]
KNEE_INDICATIONS = ["primary osteoarthritis", "tricompartmental OA", "medial compartment OA",
                    "valgus OA (lateral compartment)", "inflammatory arthritis (RA)", "post-traumatic OA",
                    "patellofemoral OA", "primary OA"]

EPONYM_EXAM = ["Trendelenburg test positive", "Trendelenburg negative", "Thomas test: 10 deg FFD",
               "Lachman stable", "McMurray's not tested", "Homans' sign negative", "Patrick (FABER) test painful",
               "Ober test negative", "Stinchfield test positive", "Baker's cyst palpable", "Gaenslen negative",
               "Galeazzi n/a", "no Trendelenburg lurch"]

HARD_NEG_LINES = [
    "Kellgren-Lawrence grade 4 with loss of joint space.",
    "Charnley class B.", "Dorr type B femur.", "ASA 2.", "Caprini score 6 - extended VTE prophylaxis.",
    "BMI 31.2 kg/m2.", "Hb 128 g/L, WCC 6.4, Plt 251, Na 139, K 4.2, Cr 78, eGFR >90, CRP <5.",
    "HbA1c 52 mmol/mol.", "MRSA screen negative (nose/groin).", "ECG: SR 72, normal axis.",
    "Mallampati 2, mouth opening >3 fingers.", "Wells score 0.", "Barthel 100/100.",
    "Timed Up and Go 18 s with stick.", "Paprosky 2A acetabular defect.", "Brooker grade I HO only.",
    "Gruen zones 1 and 7 well fixed.", "Crowe I dysplasia.", "Clinical Frailty Scale 3.",
    "GIRFT best practice pathway followed.", "NICE NG157 criteria met.", "WHO checklist completed.",
    "Rockwood CFS 4.", "STOP-BANG 3.", "NYHA I.", "Harris Hip Score 48.", "KSS 52.",
]
