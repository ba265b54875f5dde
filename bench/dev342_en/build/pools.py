"""Hand-written pools of names, places and organisations for dev342_en.
Every combination of first name + surname, every town, street, hospital,
school, practice and company built from these pools is invented."""


def _s(x):
    return x.split()


# --- given names by origin: (girls, boys) -------------------------------
FIRST = {
    "anglo": (_s("Isla Poppy Freya Evie Matilda Harriet Phoebe Imogen Lottie Hazel Maisie Ruby "
                 "Darcey Willow Tilly Esme Georgia Rosie Sienna Bethany Kayla Madison Brooke "
                 "Harper Avery Paisley Addison Kinsley Emery Skye Tegan Jade Chelsea"),
              _s("Alfie Archie Reuben Freddie Jasper Toby Ollie Hugo Ted Arlo Rory Louie Harvey "
                 "Jenson Tyler Mason Carter Easton Brody Colton Landon Hudson Jaxon Beau Cooper "
                 "Lachlan Flynn Bailey Riley Kai Jayden Callum Zac")),
    "irish": (_s("Aoife Caoimhe Saoirse Niamh Ciara Orla Roisin Clodagh Aisling Sadhbh Grainne "
                 "Eabha Siofra Meabh Ailbhe Clionadh Blathnaid Muireann"),
              _s("Oisin Cian Darragh Tadhg Fionn Ronan Cathal Eoin Senan Padraig Colm Donnacha "
                 "Ruairi Shane Conall Dara Fiachra Odhran")),
    "scots_welsh": (_s("Eilidh Kirsty Morag Catriona Ffion Cerys Seren Mali Nia Elin Lowri Iona"),
                    _s("Hamish Fraser Angus Lewis Ewan Gethin Rhys Osian Dafydd Iwan Calum Struan")),
    "south_asian": (_s("Aanya Diya Ishani Kavya Meera Priya Riya Saanvi Tanvi Zara Anika Nisha "
                       "Harleen Simran Gurleen Fatima Ayesha Nusrat Tahira Sanjana"),
                    _s("Arjun Aarav Vihaan Rohan Kabir Dev Ishaan Reyansh Harjot Gurpreet Manpreet "
                       "Imran Zain Rayyan Farhan Sameer Nikhil Pranav Tejas Yusuf")),
    "east_asian": (_s("Mei Xin Yuqi Jiayi Hana Yuna Sakura Minji Seo-yeon Ji-woo Lian Wen Kaia "
                      "Yui Rina Hui Ling"),
                   _s("Haoran Zihan Jun Wei Kenji Haruto Minho Ji-ho Seojun Tian Ruixuan Kaito "
                      "Ren Bo Yichen Daiki")),
    "west_african": (_s("Adaeze Chiamaka Ifeoma Folake Temitope Abena Akosua Ama Efua Yetunde "
                        "Ngozi Oluwaseun Zainab Amara Nneka"),
                     _s("Chukwuemeka Obinna Tobenna Kwame Kofi Kwabena Oluwatobi Tunde Babajide "
                        "Emeka Ikenna Yaw Femi Segun Chidi")),
    "southern_african": (_s("Thandiwe Nomvula Lerato Palesa Zanele Ayanda Busisiwe Naledi Karabo "
                            "Anele Lindiwe Refilwe Elmarie Anneke Lize Marike"),
                         _s("Sipho Thabo Lwazi Mandla Bongani Kagiso Tumelo Lethabo Sibusiso "
                            "Kabelo Pieter Jaco Ruan Wian Francois Stefan")),
    "arabic": (_s("Layla Noor Mariam Yasmin Huda Rania Salma Amira Leen Jana Lujain Hiba Dana"),
               _s("Omar Ahmad Karim Hamza Ibrahim Tariq Bilal Khalid Faris Adam Yazan Sami Rami")),
    "east_european": (_s("Zofia Maja Oliwia Lena Hanna Alicja Wiktoria Anastasia Milena Daria "
                         "Katarzyna Ioana Andreea Elena"),
                      _s("Kacper Szymon Filip Jakub Mikolaj Antoni Nikola Luka Matej Andrei "
                         "Bogdan Tomasz Marek Vlad")),
    "hispanic": (_s("Valentina Camila Lucia Sofia Ximena Daniela Mariana Paola Renata Gabriela "
                    "Isabela Catalina Guadalupe"),
                 _s("Mateo Santiago Diego Emiliano Joaquin Alejandro Andres Rodrigo Tomas Julian "
                    "Gael Leonardo Marcos")),
    "italian_greek": (_s("Giulia Chiara Francesca Alessia Martina Eleni Katerina Despina Sofia "
                         "Anastasia Ioanna"),
                      _s("Luca Matteo Lorenzo Dario Nico Enzo Giorgos Nikos Yannis Stavros "
                         "Dimitri Christos")),
    "maori_pacific": (_s("Aroha Mere Kahurangi Anahera Ataahua Manaia Tiare Losana Sina Mele "
                         "Leilani Ana Talia Moana"),
                      _s("Nikau Tane Wiremu Rawiri Tamati Manaaki Ihaia Sione Tevita Sefo Viliami "
                         "Losa Malakai Rangi")),
    "se_asian": (_s("Linh Thao Mai Ngoc Trang Anh Nhu Bea Andrea Kristine Joy Althea Nurul Siti "
                    "Aisyah Farah"),
                 _s("Minh Duc Khoa Huy Bao Quang Paolo Miguel Jericho Rafael Adi Hafiz Irfan "
                    "Danial Faizal")),
    "east_african": (_s("Hodan Ayaan Sagal Ifrah Hamdi Muna Deka Nasra Selam Hiwot Makda"),
                     _s("Abdirahman Liban Mohamed Guled Bashir Ayanle Dawit Yonas Abel Kidane")),
}

# adult-style first names (parents, grandparents, staff) - any origin mix
ADULT_F = _s("Sarah Rebecca Claire Louise Gemma Nicola Joanne Rachel Emma Hayley Stacey Leanne "
             "Jennifer Melissa Kimberly Amanda Heather Tiffany Danielle Shannon Deirdre Siobhan "
             "Grainne Mairead Noreen Bernadette Sinead Fiona Kerry Michelle Bronwyn Kylie "
             "Tracey Narelle Leah Tanya Megan Carla Gillian Alison Hilary Priya Sunita Anjali "
             "Rukhsana Shabnam Farzana Lakshmi Mei-Ling Yan Keiko Jisoo Ngozi Funmilayo Abimbola "
             "Adwoa Nomsa Thandeka Marelize Chantelle Aaliyah Huda Samira Agnieszka Magdalena "
             "Ioana Carmen Rosa Lorena Francesca Vasiliki Hine Moana Losaline Thuy Maricel "
             "Farida Amina Ruth Miriam Tamsin Jocelyn Corinne Dolores Wendy Joy Beverley")
ADULT_M = _s("Daniel Mark Stephen Paul Gareth Craig Darren Lee Jason Matthew Brian Kevin Scott "
             "Derek Travis Brandon Kyle Dustin Cody Ciaran Declan Fergal Niall Seamus Donal "
             "Brendan Ross Alasdair Huw Owain Bradley Shane Troy Grant Dean Warrick Rajesh "
             "Sandeep Vikram Anil Asif Tariq Naveed Wei Hiroshi Dong-hyun Chinedu Olumide "
             "Kwesi Adebayo Themba Johan Hennie Mustafa Walid Piotr Grzegorz Radu Carlos "
             "Alejandro Giuseppe Kostas Hemi Sione Tuan Ramon Hassan Abdi Gerald Howard Neville "
             "Clive Trevor Malcolm Rupert Ewan Colin Nigel")

SURNAME = {
    "anglo": _s("Ashworth Bramley Calloway Dunmore Fairbairn Garside Hartley Ingham Kershaw "
                "Lockwood Marsden Netherton Oakley Pickering Radcliffe Sutcliffe Thwaite Upton "
                "Varley Whitworth Yardley Birtwistle Cropper Hollins Tindall Ellery Fenwick "
                "Harlow Pennock Ridley Stanway Wetherall Colby Danvers Prescott Thackery "
                "Brannigan Holloway Merriweather Langford Culpepper Haskins Whitlock Dunaway"),
    "irish": _s("O'Shaughnessy MacNamara Ní_Bhriain Ó_Ceallaigh Fitzgibbon Geraghty Hanrahan "
                "Keohane Lenihan McGillycuddy Mulcahy Nolan O'Driscoll Quinlivan Scanlon "
                "Tierney Brosnan Cronin Dineen Flanagan Gilhooly Horgan Kinsella Mac_Giolla "
                "Phelan Rafferty Shanahan Twomey"),
    "scots_welsh": _s("MacAulay Drummond Buchanan Urquhart Menzies Lamont Sinclair Crichton "
                      "Pritchard Llewellyn Prosser Bevan Gwynne Rees-Jenkins Morgan-Price Ap Rhys"),
    "south_asian": _s("Chaudhary Ramaswamy Venkataraman Bhattacharya Sandhu Dhillon Grewal "
                      "Kaur-Sidhu Qureshi Siddiqui Rahman Chowdhury Pillai Nair Iyer Deshpande "
                      "Kulkarni Mehta Thakkar Banerjee Hussain Malik Sethi"),
    "east_asian": _s("Zhang Liu Huang Zhou Xu Sun Hu Guo Lin Tan Lim Goh Ong Nakamura Takahashi "
                     "Yamamoto Sasaki Park Choi Jung Kang Yoon"),
    "west_african": _s("Okonkwo Adeyemi Oyelaran Nwachukwu Okafor Eze Ogunleye Adebayo Mensah "
                       "Asante Boateng Owusu Osei Ofori Akintola Balogun Chukwu Danjuma"),
    "southern_african": _s("Dlamini Nkosi Mahlangu Khumalo Ndlovu Mokoena Sithole Molefe "
                           "Mthembu Zulu Van_der_Merwe Botha Pretorius Du_Plessis Venter Nel "
                           "Coetzee Swanepoel"),
    "arabic": _s("Al-Hashimi Haddad Khoury Nassar Saleh Mansour Darwish El-Amin Farouk "
                 "Haidari Abboud Qasim Shaheen"),
    "east_european": _s("Kowalczyk Wisniewska Zielinski Wojcik Nowakowski Szymanska Dabrowski "
                        "Popescu Ionescu Dragomir Petrovic Horvat Novak Kovalenko"),
    "hispanic": _s("Villanueva Castellanos Ibarra Quintero Montoya Salcedo Echeverria Arroyo "
                   "Bustamante Delgado Cienfuegos Marroquin Ocampo"),
    "italian_greek": _s("Bellandi Castagnoli Ferraresi Moretti Santangelo Tedeschi Papadopoulos "
                        "Konstantinidis Georgiou Economou Stavrakis Lambrou"),
    "maori_pacific": _s("Te_Rangi Ngata Tuhoe-Walker Paraone Rewiti Tipene Fonoti Tuilagi "
                        "Faleolo Havili Tupou Vaipulu Leota Aumua"),
    "se_asian": _s("Nguyen Tran Pham Hoang Vu Dang Bui Santos Reyes Dela_Cruz Bautista "
                   "Villareal Abdullah Rahim Ismail Yusof"),
    "east_african": _s("Warsame Abdullahi Farah Hirsi Jama Osman Tesfaye Haile Bekele Gebremedhin"),
}

SURNAME = {k: [x.replace("_", " ") for x in v] for k, v in SURNAME.items()}
ORIGINS = sorted(FIRST)

COUNTRY_ORIGINS = {
    "US": [("anglo", 40), ("hispanic", 18), ("west_african", 7), ("east_asian", 7),
           ("south_asian", 6), ("arabic", 4), ("east_european", 4), ("italian_greek", 5),
           ("irish", 5), ("se_asian", 4), ("east_african", 3)],
    "UK": [("anglo", 44), ("scots_welsh", 10), ("south_asian", 14), ("west_african", 7),
           ("east_european", 8), ("irish", 5), ("arabic", 4), ("east_asian", 4),
           ("east_african", 4)],
    "IE": [("irish", 52), ("anglo", 14), ("east_european", 12), ("west_african", 6),
           ("south_asian", 6), ("se_asian", 4), ("hispanic", 3), ("arabic", 3)],
    "CA": [("anglo", 34), ("irish", 6), ("east_asian", 14), ("south_asian", 14),
           ("italian_greek", 6), ("arabic", 6), ("east_european", 6), ("hispanic", 5),
           ("se_asian", 5), ("east_african", 4)],
    "AU": [("anglo", 42), ("irish", 6), ("east_asian", 12), ("south_asian", 9),
           ("italian_greek", 9), ("se_asian", 8), ("arabic", 5), ("maori_pacific", 5),
           ("east_african", 3)],
    "NZ": [("anglo", 38), ("maori_pacific", 30), ("east_asian", 10), ("south_asian", 8),
           ("scots_welsh", 6), ("se_asian", 5), ("east_european", 3)],
    "ZA": [("southern_african", 62), ("anglo", 15), ("south_asian", 12), ("west_african", 5),
           ("italian_greek", 3), ("arabic", 3)],
    "SG": [("east_asian", 52), ("se_asian", 25), ("south_asian", 18), ("anglo", 5)],
}

# --- places -------------------------------------------------------------
TOWNS = {
    "US": _s("Millbrook_Falls Harlan_Ridge Cottonwood_Bend Ashby_Junction Pine_Hollow Bexley_Park "
             "Northfield_Springs Dellwood Granger_Flats Marrow_Creek Sumner_Heights Larkin "
             "Whitcomb Oriole_Bay Fenton_Mills Cass_Lake_Village Redbud Hadley_Crossing "
             "Stonebridge Lyle_Station Bramwell Kestrel_Point Tamarack_Hills Quincey_Falls"),
    "UK": _s("Ashcombe Brindleford Castlebury Dunthorpe Eldermere Fernbridge Gorsley_Vale "
             "Hollinwick Kettlesby Larkhampton Marlow_Heath Netherstow Oakhurst_Green "
             "Penhallow Quarrington Rooksworth Selworth Thornwick Upper_Haddow Wetherby_Cross "
             "Yarnford Cwmderwen Llanfryn Aberdovan Kilcrannoch Strathmory Invergarry_Mains "
             "Ballochmyle_Bridge"),
    "IE": _s("Ballinacurra_West Kilbarrow Clonmoyle Ardnagreevagh Dunmanagh Carrigmore "
             "Rathkeelan Knockavilla_Cross Castlecoote_Bridge Glenbrack Drumlishin Ballykeeran "
             "Tullaghmore Kilcolgan_Upper Moyvalley_South Inchagoill"),
    "CA": _s("Pinegrove Maple_Hollow Birchcliff_Landing Thornbury_Mills Riverbend Elkhorn_Crossing "
             "Greyhaven Lakefield_East Saint-Amable-du-Lac Port_Halloran Cedarvale Aspen_Heights "
             "Westmount_Falls Kinnear_Bay"),
    "AU": _s("Wattle_Creek Bellbird_Flats Ironbark_Ridge Coolabah_Springs Mallee_Downs Banksia_Vale "
             "Kurrajong_Heights Redgum_Point Saltbush_Bay Yarrowee Currawong_Hill Tallowood "
             "Brolga_Plains Jarrahdene"),
    "NZ": _s("Kowhai_Bay Riverhead_East Totara_Downs Pohutu_Heights Ferndale_Flat Matai_Valley "
             "Pukeora_Hill Harakeke_Point Rimu_Grove Tawa_Springs Karaka_Beach Whetu_Park"),
    "ZA": _s("Protea_Heights Kloofvale Silverbos Rietspruit_Park Umthombo Bergsig Mimosa_Ridge "
             "Ntokozweni Aloevale Marula_Gardens Suikerbos Kalkfontein_East"),
    "SG": _s("Kestrel_Rise Jurong_Vale Serangoon_Heights Tanjong_Selat Bedok_Lakeside "
             "Punggol_Sunrise Yishun_Crescent Clementi_Greens"),
}
TOWNS = {k: [t.replace("_", " ") for t in v] for k, v in TOWNS.items()}

STATES = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Texas", "TX"), ("Georgia", "GA"),
           ("Minnesota", "MN"), ("Pennsylvania", "PA"), ("Colorado", "CO"), ("Vermont", "VT"),
           ("Wisconsin", "WI"), ("North Carolina", "NC"), ("Arizona", "AZ"), ("Maryland", "MD"),
           ("Michigan", "MI"), ("Tennessee", "TN"), ("Massachusetts", "MA"), ("Iowa", "IA")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Nova Scotia", "NS"),
           ("Manitoba", "MB"), ("Saskatchewan", "SK"), ("New Brunswick", "NB"), ("Quebec", "QC")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT")],
    "ZA": [("Gauteng", "GP"), ("Western Cape", "WC"), ("KwaZulu-Natal", "KZN"),
           ("Eastern Cape", "EC"), ("Free State", "FS")],
    "NZ": [("Auckland", ""), ("Waikato", ""), ("Canterbury", ""), ("Otago", ""),
           ("Bay of Plenty", ""), ("Manawatu-Whanganui", "")],
}
# Irish counties (real) - annotated as CITY per the guideline ("town, city, county")
IE_COUNTIES = _s("Galway Kildare Cork Limerick Wexford Meath Mayo Tipperary Kerry Louth Sligo "
                 "Donegal Westmeath Wicklow")

COUNTRY_NAME = {"US": "USA", "UK": "United Kingdom", "IE": "Ireland", "CA": "Canada",
                "AU": "Australia", "NZ": "New Zealand", "ZA": "South Africa", "SG": "Singapore"}
ABROAD = ["Poland", "Nigeria", "India", "Pakistan", "Portugal", "Romania", "Philippines",
          "Somalia", "Syria", "Brazil", "Ghana", "Zimbabwe", "Sri Lanka", "Spain", "Greece",
          "Vietnam", "Samoa", "Tonga", "Fiji", "Lebanon", "Egypt", "Kenya", "Malaysia",
          "Hong Kong", "Jamaica", "Morocco", "Italy", "France", "Germany", "Turkey", "Chile"]

STREET_STEM = _s("Larch Rowan Alder Hawthorn Linden Sorrel Heron Plover Kingfisher Bramble "
                 "Foxglove Meadowsweet Juniper Chestnut Wren Fieldfare Quarry Mill Tannery "
                 "Cooper Weaver Chandler Ferry Orchard Saddler Beacon Harbour Lantern Barley "
                 "Clover Thistle Cobble Sparrow Osprey Birchwood Elmstead Fairview Hillcrest "
                 "Ridgeview Brookside Lakeshore Pinecrest Greenbank Westgate Kingsmead Glebe "
                 "Magpie Kookaburra Wattle Kauri Pohutukawa Protea Jacaranda Marula Tamarind")
STREET_TYPE = {
    "US": ["Street", "St", "Avenue", "Ave", "Drive", "Dr", "Lane", "Court", "Ct", "Boulevard",
           "Road", "Rd", "Way", "Place", "Terrace", "Circle"],
    "UK": ["Road", "Street", "Close", "Lane", "Avenue", "Crescent", "Gardens", "Way", "Drive",
           "Grove", "Mews", "Terrace", "Walk", "Rise"],
    "IE": ["Road", "Park", "Avenue", "Lawn", "Drive", "Grove", "Heights", "Court", "Close",
           "Street", "Meadows"],
    "CA": ["Street", "Avenue", "Drive", "Crescent", "Road", "Court", "Boulevard", "Way", "Trail"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Parade", "Crescent", "Close", "Court",
           "Place", "Way", "Drive"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Place", "Terrace", "Drive", "Grove", "Lane"],
    "ZA": ["Street", "Road", "Avenue", "Crescent", "Drive", "Close", "Laan", "Straat"],
    "SG": ["Avenue", "Road", "Rise", "Crescent", "Drive", "Walk", "Street"],
}

# --- organisations -------------------------------------------------------
HOSP_STEM = _s("Harbourside Kestrel_Vale Larkfield Riverbank Ashgrove Summerhill Northgate "
               "Wexcombe Bramblewood Hollybank Greenacre Fairhaven Westmoor Lindenfield "
               "Oakmere Eastbrook Meadowvale Cliftonbury Sandalwood Tidewater Pembury_Cross "
               "Highmoor Brightwater Coldharbour Silverdale Stonegate Redcliffe_Park")
HOSP_STEM = [h.replace("_", " ") for h in HOSP_STEM]
HOSP_PATTERN = {
    "US": ["{s} Children's Hospital", "{s} Pediatric Surgery Center", "{s} Medical Center",
           "{s} Children's Medical Center", "{s} Regional Hospital"],
    "UK": ["{s} Children's Hospital", "{s} General Hospital", "{s} District Hospital",
           "{s} Royal Infirmary", "{s} Community Hospital"],
    "IE": ["{s} University Hospital", "{s} Children's Hospital", "{s} General Hospital",
           "{s} Regional Hospital"],
    "CA": ["{s} Children's Hospital", "{s} General Hospital", "{s} Health Centre",
           "{s} Regional Health Centre"],
    "AU": ["{s} Children's Hospital", "{s} Hospital", "{s} Base Hospital",
           "{s} Private Hospital", "{s} Day Surgery"],
    "NZ": ["{s} Hospital", "{s} Children's Hospital", "{s} Surgical Centre"],
    "ZA": ["{s} Hospital", "{s} Children's Hospital", "{s} Day Clinic", "{s} Surgical Centre"],
    "SG": ["{s} Children's Hospital", "{s} General Hospital", "{s} Women's and Children's Hospital"],
}
SAINT = _s("Brigid Columba Aidan Oswin Kieran Hilda Bede Finbarr Ita Swithun Cuthbert Werburgh")
WARD = _s("Puffin Otter Kingfisher Starfish Dolphin Squirrel Robin Badger Hedgehog Koala "
          "Kiwi Tui Penguin Rainbow Sunflower Seahorse Lighthouse Panda Giraffe Butterfly "
          "Ladybird Wombat Possum Kereru Meerkat")
WARD_SUFFIX = ["Ward", "Day Unit", "Day Ward", "Unit", "Day Case Unit", "Suite"]

PRACTICE = {
    "US": ["{s} Pediatrics", "{s} Pediatric Associates", "{s} Family Medicine",
           "{s} Kids Clinic", "{s} Primary Care Group"],
    "UK": ["{s} Surgery", "{s} Medical Centre", "{s} Health Centre", "{s} Medical Practice",
           "{s} Group Practice"],
    "IE": ["{s} Medical Centre", "{s} Family Practice", "{s} Surgery", "{s} Primary Care Centre"],
    "CA": ["{s} Family Health Team", "{s} Medical Clinic", "{s} Pediatrics"],
    "AU": ["{s} Medical Centre", "{s} Family Practice", "{s} Medical Clinic", "{s} GP Super Clinic"],
    "NZ": ["{s} Medical Centre", "{s} Health", "{s} Family Doctors"],
    "ZA": ["{s} Medical Centre", "{s} Family Practice", "{s} Health Hub"],
    "SG": ["{s} Family Clinic", "{s} Medical Clinic", "{s} Polyclinic"],
}
PRACTICE_STEM = _s("Millbrook Elm_Grove Ridgeway Cobblestone Willowbank Tannery_Lane Kingsway "
                   "Parkside Orchard_House Riverside_Walk Bellfield Corner_House Hillview "
                   "Meadowlands Gables Lantern_Court Foxhill Station_Road Abbeyfield Crossways "
                   "Bridgend_Row Heathfield Marlpit Sandpiper")
PRACTICE_STEM = [p.replace("_", " ") for p in PRACTICE_STEM]
DENTAL = ["{s} Dental Practice", "{s} Family Dental", "{s} Dental Care", "{s} Smiles Dental",
          "{s} Community Dental Service"]
PHARMACY = ["{s} Pharmacy", "{s} Chemist", "{s} Family Pharmacy"]

SCHOOL = {
    "US": ["{s} Elementary School", "{s} Middle School", "{s} Montessori", "{s} Early Learning Center"],
    "UK": ["{s} Primary School", "{s} Academy", "{s} Infant School", "{s} Nursery", "{s} High School"],
    "IE": ["Scoil {s}", "{s} National School", "{s} Community College", "{s} Creche"],
    "CA": ["{s} Public School", "{s} Elementary", "{s} Daycare", "{s} Junior School"],
    "AU": ["{s} Primary School", "{s} State School", "{s} Kindergarten", "{s} College"],
    "NZ": ["{s} School", "{s} Kindergarten", "{s} Intermediate", "{s} Kura"],
    "ZA": ["{s} Primary School", "{s} Laerskool", "{s} Creche", "{s} Preparatory"],
    "SG": ["{s} Primary School", "{s} Kindergarten", "{s} Childcare Centre"],
}
SCHOOL_STEM = _s("Hollyfield Westbrook Ashlea Brookhurst Larkrise Oakfield Cranmere Fernlea "
                 "Greystones Harrowby Kingswood Mayfield Rosebank Thornhill Wyvern Seacliff "
                 "Tussock Banksia Ngaio Kiaat Sunbird Heronsgate Marigold")

EMPLOYER = _s("Tarrant_Logistics Greenhollow_Dairy Brightline_Couriers Halberd_Engineering "
              "Copperleaf_Cafe Northway_Bus_Company Sandgate_Builders Lumen_Print_Works "
              "Fernhill_Garden_Centre Kestrel_Security Bluewater_Fisheries Oakridge_Care_Home "
              "Marlow_Motors Pinewood_Joinery Castleview_Hotel Riverside_Plumbing "
              "Silverline_Taxis Whitmore_Accountants Summit_Roofing Harbour_Freight "
              "Crestview_Supermarket Ironbark_Mining Tern_Software Quayside_Bakery "
              "Meridian_Call_Centre Stonecroft_Quarry Lakeland_Poultry Hearthstone_Pubs")
EMPLOYER = [e.replace("_", " ") for e in EMPLOYER]
INSURER = {
    "US": ["Meridian Health Plans", "Laurel Mutual", "Keystone Family Health", "Northstar Care Plan",
           "Prairie Shield", "Bayview Health Partners"],
    "IE": ["Glenview Health Insurance", "Harp Health", "Lios Cover"],
    "AU": ["Southern Star Family Fund", "Wattle Health Fund", "Coastline Health Cover"],
    "ZA": ["Impilo Medical Scheme", "Karoo Health Medical Aid", "Ubuntu Care Scheme"],
    "UK": ["Albion Private Health", "Thistle Health Cover"],
    "CA": ["Maple Shield Benefits", "Northern Lights Group Health"],
    "NZ": ["Kotuku Health Insurance", "Southern Alps Health Cover"],
    "SG": ["Merlion Shield", "Straits Family Health"],
}

PARENT_JOBS = _s("plumber electrician teacher nurse paramedic bus_driver chef accountant "
                 "hairdresser pharmacist farmer software_developer police_officer solicitor "
                 "lorry_driver care_assistant receptionist welder carpenter dental_hygienist "
                 "physiotherapist postal_worker barista shop_manager firefighter engineer "
                 "architect cleaner mechanic social_worker librarian midwife taxi_driver "
                 "warehouse_operative bricklayer graphic_designer childminder dairy_farmer "
                 "fish_farm_worker lab_technician retail_assistant civil_servant truck_driver "
                 "security_guard roofer nail_technician bank_clerk forklift_driver")
PARENT_JOBS = [p.replace("_", " ") for p in PARENT_JOBS]
TEEN_JOBS = ["lifeguard", "delivery rider", "waiter", "kitchen porter", "shop assistant",
             "babysitter", "barista", "farm hand"]
