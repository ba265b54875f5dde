"""Invented pools of names, places and organisations for dev316_en.

Written by hand for this set. Towns, streets, hospitals, schools and
employers are invented; states, provinces, counties and countries are real
regions. Any resemblance of a composed name to a real one is coincidental.
"""


def _w(s):
    return s.split()


# Name pools by broad origin: (female, male, surnames).
NAME_GROUPS = {
    "anglo": (_w("""Amelia Isla Freya Ava Grace Olivia Harper Madison Brooklyn Kaylee Savannah Zoe Chloe
        Mackenzie Bronwyn Kylie Tegan Shona Morag Eilidh Catriona Rhiannon Cerys Megan Ffion Bethan Mared
        Tamsin Imogen Poppy Maisie Darcy Evie Matilda Wren Ottilie Harriet Keisha Tanisha Shanice Destiny
        Ebony Joy Chantelle Hayley Jodie Lacey Paige Skye Ruby Georgia Sophie"""),
              _w("""Oliver Jack Harry Noah Arthur Theo Liam Mason Jackson Carter Brayden Hunter Tyler Jaxon Elijah
        DeShawn Marcus Hamish Angus Callum Fraser Ruairidh Dylan Rhys Gethin Iwan Osian Alfie Freddie Archie
        Rupert Felix Jasper Tyrone Darnell Jamal Andre Kayden Lachlan Riley Cooper Bailey Jayden Kieran"""),
              _w("""Jones Williams Davies Evans Thomas Price Pritchard Llewellyn Morgan Taylor Brown Wilson Thompson
        Harrison Ashworth Hargreaves Pemberton Whitfield Oakley Fairbairn Holloway Cartwright Blackwood
        Thornton Kingsley Ramsbottom MacLeod MacDonald Campbell Fraser Sinclair Robertson Drummond
        Brackenridge Quarrington Ashcombe Penhallow Tregarthen Marchbanks Wetherby Lockhart Fennimore
        Strickland Hollingsworth Merriweather Duckworth Greenhalgh Entwistle Trevelyan Polglase Lindsay
        Carmichael Galbraith Kerr Munro Baird Rees Bowen Jenkins Griffiths Vaughan Cadwaladr Pugh Hughes
        Ellwood Partington Sowerby Winterbottom Ackroyd Fothergill McAllister Washington Jefferson Mitchell""")),
    "irish": (_w("""Niamh Aoife Saoirse Ciara Roisin Siobhan Orla Caoimhe Eabha Mairead Fiadh Ailbhe Sinead
        Brigid Dervla Grainne Una Clodagh Maeve Aisling Deirbhile Muireann Sadhbh"""),
              _w("""Oisin Cian Darragh Fionn Tadhg Conor Padraig Eoin Ronan Lorcan Ciaran Senan Cathal Brendan
        Declan Donal Colm Diarmuid Feargal"""),
              _w("""O'Brien O'Sullivan Murphy Kelly Byrne Walsh Ryan Doyle McCarthy Gallagher Quinlan Mulcahy
        Fitzgerald Dunleavy Corrigan Halloran Kilbride Moynihan Culhane Tierney Brennan Keogh Lennon Scanlon
        Ni_Bhriain O'Driscoll Mac_Giolla Costigan""")),
    "south_asian": (_w("""Priya Ananya Kavya Ishani Meera Harpreet Simran Nisha Lakshmi Deepa Sunita Rupinder
        Jasmeet Nikita Anjali Pooja Shreya Divya Aishwarya Kalpana Revathi Farzana Tahmina"""),
                    _w("""Arjun Rohan Vikram Aarav Karthik Sanjay Gurpreet Harjit Amrit Ravi Rajesh Deepak Sunil
        Anish Nikhil Varun Kabir Ishaan Dev Prakash Venkat Imran Arif"""),
                    _w("""Patel Shah Mehta Desai Iyer Nair Menon Reddy Gill Sandhu Dhillon Grewal Mukherjee Banerjee
        Chatterjee Krishnan Subramaniam Pillai Joshi Kapoor Malhotra Bhatt Sethi Naidoo Govender Pillay
        Moodley Chaudhry Iqbal Rahman Begum Khan Qureshi Mirza Siddiqui Hegde Kulkarni Rao""")),
    "east_asian": (_w("""Mei Xiuying Lian Hui Yuki Sakura Aiko Minji Seoyeon Jiwoo Linh Thao Ngoc Yan Jing Haruka"""),
                   _w("""Wei Jun Hao Ming Kenji Haruto Takeshi Minho Jisoo Duc Minh Tuan Hyun Bao Ren"""),
                   _w("""Chen Wang Liu Zhang Huang Lin Tanaka Sato Nakamura Kim Park Choi Nguyen Tran Pham Wu Zhou
        Xu Huynh Vo Dang Bui Takahashi Yamamoto Matsumoto Inoue Jung Kang Yoon Lee""")),
    "african": (_w("""Ngozi Chiamaka Adaeze Amara Ifeoma Folake Yetunde Abena Akosua Efua Ama Hodan Sagal Ayan
        Faduma Precious Blessing Wanjiru Achieng Selam"""),
                _w("""Chinedu Emeka Obinna Tunde Kwame Kofi Yaw Kojo Abdi Mohamed Farah Hassan Yonas Kamau Otieno"""),
                _w("""Okafor Adeyemi Nwosu Eze Mensah Owusu Asante Boateng Abdullahi Warsame Hussein Farah
        Oyelaran Adebanjo Okonkwo Nwachukwu Balogun Ogunleye Acheampong Okoro Osei Darko Agyeman Okeke
        Adewale Abiodun Haile Tesfaye Bekele Girma Mwangi Otieno Kamau""")),
    "southern_african": (_w("""Thandiwe Nomvula Lerato Zanele Ayanda Annelie Marike Elsabe Nandi Palesa Refilwe"""),
                         _w("""Sipho Thabo Lwazi Mandla Bongani Pieter Johan Gideon Ruan Themba Kagiso Willem"""),
                         _w("""Dlamini Ndlovu Khumalo Mokoena Nkosi Botha Pretorius Van_Wyk Du_Toit Van_der_Merwe
        Veldhuizen Mahlangu Sithole Molefe Steyn Venter Coetzee""")),
    "maori_pacific": (_w("""Aroha Mere Kiri Anahera Ngaio Mereana Losa Sina Mele Talia Kalani Leilani Malia Moana
        Tui Huia Pania Hine"""),
                      _w("""Tane Wiremu Rawiri Nikau Manaia Sione Tevita Sefa Iosefa Mikaere Hemi Tamati Kauri"""),
                      _w("""Ngata Parata Tawhiri Karaka Tuilagi Faleolo Tupou Vaipulu Te_Whare Ranginui Tomoana
        Fonoti Latu Aumua""")),
    "hispanic_lusophone": (_w("""Maria Lucia Sofia Valentina Camila Ximena Guadalupe Ines Beatriz Joana Leonor Renata
        Paulina Daniela Marisol"""),
                           _w("""Mateo Santiago Diego Alejandro Javier Tomas Joao Rui Tiago Rafael Emilio Luis"""),
                           _w("""Garcia Rodriguez Hernandez Lopez Martinez Gonzalez Santos Silva Pereira Costa Ferreira
        Oliveira Vasquez Delgado Navarro Ibarra Figueroa Castellano Moreno Alves""")),
    "european": (_w("""Zofia Agnieszka Katarzyna Magdalena Oliwia Ewa Despina Eleni Chiara Giulia Francesca Rivka
        Tova Naomi Genevieve Josee Isabelle Elif Zeynep Esra Selin Astrid Ingrid Freja Tuuli Ottavia"""),
                 _w("""Jakub Szymon Piotr Mateusz Krzysztof Tomasz Bartosz Lukas Nils Anders Soren Emre Burak Kerem
        Nikos Yiannis Stavros Luca Matteo Giorgio Eli Avi Shmuel Yosef Etienne Mathieu Alexandre"""),
                 _w("""Kowalski Nowak Wisniewski Wojcik Kaminski Kowalczyk Zielinski Papadopoulos Georgiou Rossi
        Bianchi Ferrari Esposito Cohen Levi Friedman Tremblay Gagnon Bouchard Lavoie Pelletier Lachance
        Beaulieu Desrosiers Fournier Hebert Sauve Yilmaz Demir Celik Kaya Andersson Johansson Lindqvist
        Novak Horvat Szabo Farkas Sokolova Petrovic Kovac""")),
    "arabic_persian": (_w("""Aisha Fatima Maryam Zainab Noor Layla Amira Yasmin Hana Salma Hiba Dalia Rania Nadia
        Leila Soraya"""),
                       _w("""Omar Yusuf Ibrahim Hamza Bilal Tariq Khalid Zayd Ahmed Idris Karim Reza"""),
                       _w("""Haddad Khoury Nasser Mansour Hakimi Rostami Karimi Sadeghi Amini Tahir Hosseini Al-Amin
        Saleh Darwish""")),
}
NAME_GROUPS = {k: tuple([x.replace("_", " ") for x in lst] for lst in v) for k, v in sorted(NAME_GROUPS.items())}
FEMALE = sorted(set(x for v in NAME_GROUPS.values() for x in v[0]))
MALE = sorted(set(x for v in NAME_GROUPS.values() for x in v[1]))
SURNAMES = sorted(set(x for v in NAME_GROUPS.values() for x in v[2]))

# Share of each origin group among people named in notes of each country.
GROUP_WEIGHTS = {
    "UK": {"anglo": 46, "irish": 6, "south_asian": 14, "east_asian": 5, "african": 9, "european": 10,
           "arabic_persian": 5, "hispanic_lusophone": 3, "southern_african": 1, "maori_pacific": 1},
    "IE": {"irish": 55, "anglo": 12, "european": 12, "african": 7, "south_asian": 5, "hispanic_lusophone": 5,
           "east_asian": 2, "arabic_persian": 2},
    "US": {"anglo": 42, "hispanic_lusophone": 20, "african": 8, "east_asian": 8, "south_asian": 6, "european": 8,
           "irish": 5, "arabic_persian": 3},
    "CA": {"anglo": 30, "european": 20, "east_asian": 12, "south_asian": 14, "irish": 6, "african": 6,
           "arabic_persian": 6, "hispanic_lusophone": 6},
    "AU": {"anglo": 45, "east_asian": 12, "european": 12, "south_asian": 9, "irish": 6, "maori_pacific": 6,
           "arabic_persian": 5, "african": 3, "hispanic_lusophone": 2},
    "NZ": {"anglo": 40, "maori_pacific": 30, "east_asian": 8, "south_asian": 7, "european": 8, "irish": 5,
           "african": 2},
    "ZA": {"southern_african": 55, "anglo": 15, "south_asian": 15, "african": 8, "european": 5,
           "hispanic_lusophone": 2},
    "IN": {"south_asian": 90, "anglo": 4, "arabic_persian": 4, "east_asian": 2},
}

TREE_BIRD = _w("""
Puffin Kingfisher Kestrel Wren Robin Heron Curlew Lapwing Osprey Skylark Swallow
Linnet Plover Tern Gannet Rowan Willow Hazel Alder Juniper Hawthorn Cedar Maple
Birch Sycamore Aspen Larch Elder Kowhai Totara Rimu Kauri Wattle Banksia Jacaranda
Protea Marula Baobab Acacia Tui Kereru Pukeko Lorikeet Kookaburra Galah Magpie
""")

PLACE_WORDS = _w("""
Ashmere Brackenfield Cressley Dunmarrow Elsworth Fennick Glenholm Harrowby
Inchmoor Kellsway Larchmont Marrowby Northmoor Oakhurst Pennock Quarryside
Rookwood Saltcombe Thistledown Underhill Wexcombe Yarrowdale Abbotsleigh
Beckworth Coldharbour Derwentside Eastcote Fairhaven Greystoke Hollinwood
Kingsmere Lowther Millbeck Netherby Ormsgill Pendlebrook Redwater Stonebridge
Thornleigh Wolverley Ambergate Bramblewick Castlereagh Drumlish Fernbank
Gorsedale Highcliffe Ivybridge Juniper Kirkhaven Lindenholme Moorcroft
""")

STREET_BASE = _w("""
Linden Elm Birchwood Alder Chestnut Hawthorn Rowan Willowbrook Meadowbank
Orchard Ashgrove Cherrytree Foxglove Heather Primrose Bluebell Harebell Larkspur
Kingfisher Heron Mallard Ferndale Glenview Hillcrest Brookside Riverside Mill
Station Church Chapel Market Quarry Forge Tannery Weavers Cooper Fletcher
Sheriff Abbey Priory Castle Manor Grange Parkfield Springfield Fairview Westbury
Eastfield Northcote Southgate Thornbury Kestrel Peregrine Marram Seabreeze
Lighthouse Harbour Quayside Saltmarsh Dunes Bramble Clover Sorrel Thyme Juniper
Tamarind Jacaranda Banksia Waratah Kowhai Pohutukawa Manuka Protea Jasmine
Magnolia Acacia Mimosa Sandalwood Tulsi Neem Ashoka Gulmohar Pinecrest Cedar
Redwood Sycamore Dogwood Hickory Sassafras Laurel Buckeye Cottonwood Poplar
""")

SAINTS = _w("""
Aldhelm Oswin Wilfrith Ninian Cuthbert Brendan Finnian Kevin Ita Brigid Declan
Canice Enda Fursey Petroc Piran Teilo Dyfrig Illtud Ethelreda Hilda Werburgh
Frideswide Swithun Chad Aidan Mungo Kentigern Bede Anselm Dunstan Boniface
""")

# ---------------------------------------------------------------- towns

TOWNS = {
    "UK": _w("""Kestleford Marrowby Ashcombe_Vale Wexcombe Thornleigh Harrowby
        Pendlebrook Saltcombe_Regis Greystoke_Moor Netherby_Cross Ormsgill Beckworth
        Dunmarrow Fennick Cressley Abbotsleigh Lowther_Bridge Millbeck Coldharbour
        Inchmoor Kellsway Yarrowdale Rookwood_Green Eastcote_Magna Hollinwood
        Brackenfield Quarryside Stonebridge_Wells Bramblewick Kirkhaven"""),
    "US": _w("""Cedar_Hollow Millbrook_Falls Port_Garland Ashby_Junction Larchmont_Springs
        Fennimore_Bluffs Oak_Prairie Harlow_Creek Redwater Stillwell Bramley_Heights
        Pine_Bend Saddle_River_Gap Elkhorn_Ridge Marston_Lake Wexford_Mills
        Calloway Granger_Flats Dunmore_Park Silverton_Crossing Hadley_Point
        Briar_Glen Caldwell_Station Juniper_Springs Kittredge Mesa_Verde_Heights"""),
    "IE": _w("""Ballykerrin Kilmoragh Carrigduff Rathbawn Drumcollin Lisnacree
        Ardnagh Clonbrack Tobercullen Knockavar Ballinamore_Bridge Castlefinnan
        Killaheen Dromarra Glenaskeagh Rathcoole_Upper Ennisdara Moyvallon"""),
    "CA": _w("""Port_Everard Maple_Narrows Lac-Sainte-Odile Riverbend_Falls
        Cobble_Harbour New_Ardmore Fort_Kinsale Pinegrove Stanway_Lake
        Saint-Aubert-des-Pins Westhaven_Bay Elgin_Crossing Tamarack_Ridge
        Bellmont Fraserdale Chinook_Flats Kettle_Point_North Grandview_Landing"""),
    "AU": _w("""Wattle_Creek Bungaree_Heads Yarrabee Kurrawong Mallee_Springs
        Coolabah_Flat Ironbark_Ridge Tarrawarra_East Banksia_Bay Mount_Corella
        Gidgee_Plains Warrigal_Park Emu_Crossing Lorikeet_Beach Boolarra_South
        Kanimbla_Vale Mirrabooka_Heights Dunmurra"""),
    "NZ": _w("""Te_Awaroa Kowhai_Bay Glenmorven Rangiwai Kereru_Heights Otamahua
        Whetu_Point Pukeroa Tawhiti_Springs Ngaroma Ruapehu_Junction Matariki_Bay
        Kahikatea_Downs Awatoru Hinewai Mokopuna_Flat"""),
    "ZA": _w("""Kleinfontein Rietvlei_Park Mooiwater Nkanyezi Langkloof_Heights
        Umhlanga_Ridge_East Suikerbos Bergsig Thabazimbi_North Silwerstroom
        Esikhawini_Park Kwaggasrand Ntabeni Doringbaai_West"""),
    "IN": _w("""Kesarpur Devgiri_Nagar Chandanwadi Sundarpeth Amrapuram Navagram
        Ratnagiri_Colony Vasantpur Kamalpur_Khurd Shantinagar_East Bhavanipuram
        Gulabgarh Indrapuri_Layout Malharpeth"""),
}
TOWNS = {k: [x.replace("_", " ") for x in v] for k, v in sorted(TOWNS.items())}

REGIONS = {
    "UK": _w("""West_Yorkshire Lancashire Cumbria Devon Cornwall Norfolk Suffolk Kent
        Hampshire Shropshire Cheshire Lincolnshire Northumberland Somerset Dorset
        Fife Perthshire Aberdeenshire Gwynedd Powys Pembrokeshire County_Antrim
        County_Down Tyneside Merseyside Staffordshire Derbyshire Wiltshire"""),
    "IE": _w("""Cork Kerry Galway Mayo Sligo Donegal Clare Limerick Tipperary
        Waterford Wexford Wicklow Kildare Meath Louth Cavan Monaghan Roscommon
        Leitrim Offaly Laois Kilkenny Carlow Westmeath Longford Dublin"""),
}
REGIONS = {k: [x.replace("_", " ") for x in v] for k, v in sorted(REGIONS.items())}

STATES = {
    "US": [("Ohio", "OH"), ("Pennsylvania", "PA"), ("Michigan", "MI"),
           ("Wisconsin", "WI"), ("Minnesota", "MN"), ("Oregon", "OR"),
           ("Washington", "WA"), ("Colorado", "CO"), ("Texas", "TX"),
           ("Georgia", "GA"), ("North Carolina", "NC"), ("Virginia", "VA"),
           ("Massachusetts", "MA"), ("New York", "NY"), ("Illinois", "IL"),
           ("Iowa", "IA"), ("Utah", "UT"), ("Arizona", "AZ"), ("Tennessee", "TN"),
           ("Kentucky", "KY"), ("Missouri", "MO"), ("Vermont", "VT"),
           ("Maine", "ME"), ("Nebraska", "NE"), ("New Mexico", "NM")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
           ("Quebec", "QC"), ("Nova Scotia", "NS"), ("Manitoba", "MB"),
           ("Saskatchewan", "SK"), ("New Brunswick", "NB"),
           ("Newfoundland and Labrador", "NL")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"),
           ("Tasmania", "TAS"), ("Australian Capital Territory", "ACT"),
           ("Northern Territory", "NT")],
    "NZ": [("Waikato", ""), ("Canterbury", ""), ("Otago", ""), ("Northland", ""),
           ("Bay of Plenty", ""), ("Taranaki", ""), ("Southland", ""),
           ("Hawke's Bay", ""), ("Manawatu-Whanganui", ""), ("Tasman", "")],
    "ZA": [("Gauteng", "GP"), ("Western Cape", "WC"), ("KwaZulu-Natal", "KZN"),
           ("Eastern Cape", "EC"), ("Free State", "FS"), ("Limpopo", "LP"),
           ("Mpumalanga", "MP")],
    "IN": [("Karnataka", "KA"), ("Tamil Nadu", "TN"), ("Maharashtra", "MH"),
           ("Kerala", "KL"), ("Gujarat", "GJ"), ("Telangana", "TS"),
           ("Punjab", "PB"), ("West Bengal", "WB")],
}

STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Way", "Drive",
           "Gardens", "Terrace", "Row", "Walk", "Grove", "Court", "Mews"],
    "IE": ["Road", "Street", "Avenue", "Park", "Lawns", "Drive", "Grove", "Heights",
           "Court", "Close", "Crescent", "Manor"],
    "US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Lane", "Ln", "Drive",
           "Dr", "Court", "Ct", "Boulevard", "Blvd", "Way", "Place", "Pl", "Trail"],
    "CA": ["Street", "St", "Avenue", "Ave", "Road", "Crescent", "Cres", "Drive",
           "Dr", "Boulevard", "Way", "Court", "Trail", "Line"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Crescent", "Cres",
           "Parade", "Pde", "Close", "Court", "Way", "Terrace", "Circuit"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Place", "Terrace", "Drive",
           "Way", "Lane", "Rise"],
    "ZA": ["Street", "Road", "Avenue", "Crescent", "Drive", "Lane", "Close"],
    "IN": ["Road", "Main Road", "Cross", "Street", "Marg", "Lane"],
}

COUNTRIES_OTHER = _w("""
Poland Portugal Brazil Nigeria Ghana Somalia Pakistan India Bangladesh Sri_Lanka
Philippines Vietnam China Romania Lithuania Latvia Syria Iraq Afghanistan Eritrea
Ethiopia Zimbabwe Kenya Samoa Tonga Fiji South_Africa Ireland Scotland Malta
Turkey Egypt Morocco Colombia Mexico Peru Chile Jamaica Trinidad Ukraine Greece
Italy Spain Germany Netherlands Sudan Nepal Malaysia Singapore Japan Korea
""")
COUNTRIES_OTHER = [x.replace("_", " ") for x in COUNTRIES_OTHER]

LANGUAGES = _w("""Polish Portuguese Arabic Urdu Punjabi Bengali Somali Tigrinya
    Romanian Lithuanian Mandarin Cantonese Vietnamese Tagalog Dari Pashto Farsi
    Spanish Samoan Tongan isiZulu Afrikaans Hindi Tamil Kannada Malayalam Turkish
    Ukrainian Amharic Twi Yoruba Igbo Te_Reo_Maori""")
LANGUAGES = [x.replace("_", " ") for x in LANGUAGES]

PROFESSIONS = [
    "electrician", "bus driver", "teaching assistant", "software developer",
    "plasterer", "hairdresser", "accountant", "dairy farmer", "sheep farmer", "chef",
    "care assistant", "HGV driver", "police officer", "soldier", "barista",
    "retail assistant", "nursery nurse", "mechanic", "joiner", "roofer",
    "IT consultant", "pharmacist", "midwife", "firefighter", "cleaner",
    "warehouse operative", "solicitor", "civil engineer", "postal worker",
    "taxi driver", "delivery driver", "fisherman", "welder", "nail technician",
    "bank clerk", "call centre agent", "university lecturer", "shop owner", "tiler",
    "security guard", "journalist", "graphic designer", "physiotherapist",
    "social worker", "lorry driver", "forklift operator", "kitchen porter",
    "hotel receptionist", "scaffolder", "marine engineer", "shearer",
    "vineyard worker", "miner", "truck driver", "rideshare driver", "paralegal",
    "primary school teacher", "secondary school teacher", "childminder",
    "veterinary nurse", "lab technician", "dental receptionist", "carpenter",
    "landscape gardener", "butcher", "baker", "machinist", "data analyst",
    "payroll officer", "estate agent", "insurance broker", "pastor",
    "shift supervisor", "university administrator", "apprentice plumber", "plumber",
    "sales representative", "radio presenter", "flight attendant", "pilot",
]

ORG_WORDS = _w("""Kestrel Harbourview Northstar Bluegum Ironbridge Silverline Redfern
    Lantern Meridian Copperleaf Tidewater Greenway Summit Keystone Riverstone
    Highgate Larkfield Corvid Baywater Pinewood Sunridge Foxley Oakline Westmark
    Brightwater Cobalt Hillside Thistle Fernleaf Granite""")
ORG_KINDS = ["Logistics", "Builders", "Foods", "Freight", "Engineering",
             "Motors", "Hotel", "Dairies", "Recruitment", "Cleaning Services",
             "Print Works", "Joinery", "Bakery", "Garden Centre", "Care Homes",
             "Timber Supplies", "Data Services", "Transport", "Plumbing & Heating"]
INSURERS = ["Keystone Mutual Health", "Harbour Health Plan", "Prairie Shield Health",
            "Lakeview Family Insurance", "Summit Care Partners", "Bluegum Health Fund",
            "Tidewater Health Cover", "Meridian Medical Aid", "Copperleaf Medical Scheme",
            "Granite State Family Plan", "Northstar Health Cooperative",
            "Silverline Health Benefits"]
CHURCHES = ["St {s}'s Parish", "{w} Baptist Church", "{w} Gospel Hall",
            "{w} Community Church", "{w} Islamic Centre", "{w} Gurdwara",
            "{w} Mandir", "{w} Synagogue"]
