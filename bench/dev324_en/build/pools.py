"""Hand-written name, place and organisation pools for dev324_en.

Every pool below was typed for this set; no library list is used.  Given
names and surnames are grouped by origin so that most generated people get a
coherent name, with a minority of mixed names as in real populations.
"""

ORIGINS = {
    "anglo": {
        "m": "James Oliver Harry Jack George Thomas William Samuel Daniel Matthew Joshua Benjamin Ethan Lucas "
             "Nathan Callum Ryan Liam Mason Tyler Connor Jordan Kyle Brandon Austin Wyatt Hunter Graham Stuart "
             "Neil Trevor Malcolm Derek Keith Gordon Roy Clive Dennis Howard Russell Christopher Alexander Toby",
        "f": "Emily Olivia Sophie Charlotte Amelia Jessica Hannah Lucy Grace Chloe Megan Ellie Abigail Madison "
             "Brooke Kayla Taylor Hayley Paige Joanne Karen Deborah Susan Margaret Pauline Gillian Heather Wendy "
             "Beverley Janet Shirley Kirsty Rebecca Natalie Leanne Elizabeth Harriet Imogen",
        "l": "Ashworth Bramley Carter Dawson Ellison Fairbanks Garside Hargreaves Holloway Ingram Jenkins Lambert "
             "Marsh Newbold Oakley Pickering Radcliffe Sutcliffe Thornton Underwood Vickers Whitfield Yardley "
             "Barlow Cartwright Dunmore Fenwick Greenhalgh Hollis Kershaw Lockwood Mercer Nuttall Pemberton "
             "Rowntree Shawcross Tennant Wainwright Atherton Blythe Coates Draper Eastwood Foxley Gilmore Hadley "
             "Ibbotson Judd Kimble Langley Mottram Norris Openshaw Redfern Stanworth Tolley Quarmby Selwyn",
    },
    "irish": {
        "m": "Ciarán Seán Oisín Cathal Darragh Eoin Fionn Pádraig Diarmuid Ronan Cillian Tadhg Colm Declan Donal "
             "Fergal Niall Shane Brendan Kieran",
        "f": "Aoife Siobhán Niamh Caoimhe Orla Róisín Sinéad Clodagh Gráinne Deirdre Aisling Saoirse Éabha Nuala "
             "Máire Bríd Ciara Fiadh Laoise Muireann",
        "l": "O'Donovan McCarthy Fitzgerald Keohane Mulcahy Dunphy Brennan Tierney Moriarty Kavanagh Geraghty "
             "Hegarty Cullinane Lenihan MacNamara Breathnach Fahy Hurley Coughlan Doherty Gallagher Mulligan "
             "Flanagan Costigan O'Mahony Prendergast Scanlon Ó Ceallaigh Nolan Sheehy",
    },
    "celtic": {
        "m": "Angus Euan Fraser Hamish Rhys Dafydd Gethin Iwan Lachlan Struan Alasdair Emyr",
        "f": "Eilidh Morag Isla Catriona Ffion Cerys Seren Mhairi Rhiannon Gwen Ailsa Nerys",
        "l": "MacLeod Drummond Urquhart Sinclair Munro Menzies Buchanan Ferguson Lamont Baird Pritchard "
             "Llewellyn Bowen Gruffydd Vaughan Prosser Mackintosh Rees",
    },
    "wafrican": {
        "m": "Chukwuemeka Oluwaseun Kwame Kofi Babatunde Emeka Obinna Yaw Adebayo Tunde Ikenna Kwabena Chidi Femi",
        "f": "Ngozi Adaeze Folake Yetunde Abena Akosua Chiamaka Funmilayo Efua Ifeoma Nkechi Temitope Adwoa",
        "l": "Okafor Adeyemi Mensah Boateng Okonkwo Eze Nwosu Asante Owusu Adebisi Ogunleye Oyelaran Ansah "
             "Danquah Chukwu Obi Afolabi Oduya",
    },
    "eafrican": {
        "m": "Abdirahman Abdi Omondi Kiprono Juma Mwangi Hassan Otieno",
        "f": "Hodan Fadumo Amina Wanjiku Achieng Nyambura Ifrah Zawadi",
        "l": "Warsame Farah Odhiambo Kamau Kiplagat Jama Osman Njoroge Wekesa",
    },
    "sasian": {
        "m": "Arjun Rohan Vikram Sanjay Imran Faisal Tariq Gurpreet Anil Rajesh Kiran Aarav Ishaan Nikhil Zubair "
             "Asif Prakash Suresh Dinesh Rizwan Kamal",
        "f": "Priya Ananya Deepika Nisha Sunita Kavita Ayesha Fatima Nadia Shabana Meera Lakshmi Pooja Harleen "
             "Simran Anjali Rukhsana Tahmina Nirmala",
        "l": "Patel Sharma Gupta Iyer Nair Reddy Chaudhry Qureshi Malik Khan Siddiqui Sandhu Gill Dhillon "
             "Bhattacharya Mukherjee Rahman Hossain Perera Fernando Jayasuriya Menon Pillai Desai Joshi Kapoor "
             "Chatterjee Grewal Ahmed Begum",
    },
    "easian": {
        "m": "Wei Jun Hao Zhiwei Jian Ming Kai Min-jun Ji-hoon Haruto Kenji Takeshi Minh Tuan Rodel Arnel",
        "f": "Mei Xiu Ling Yan Jing Hui Seo-yeon Ji-woo Yui Akiko Sakura Linh Thao Anh Maricel Jocelyn",
        "l": "Zhang Chen Liu Huang Zhou Wu Lim Tan Ng Wong Cheung Lau Kim Park Choi Jung Kang Tanaka Watanabe "
             "Yamamoto Nakamura Kobayashi Nguyen Tran Pham Le Vu Santos Reyes Dela Cruz Bautista Villanueva "
             "Macaraeg",
    },
    "europe": {
        "m": "Piotr Tomasz Krzysztof Marek Jakub Marco Luca Giuseppe João Tiago Rui Nikos Giorgos Dimitris Lukas "
             "Jan Sven Erik Anders Lars Étienne Mathieu Luc Benoît",
        "f": "Agnieszka Katarzyna Małgorzata Zofia Francesca Giulia Chiara Inês Beatriz Mariana Eleni Katerina "
             "Sofia Anke Femke Liesel Ingrid Astrid Sigrid Amélie Chantal Geneviève",
        "l": "Nowak Wójcik Mazur Krawczyk Dudek Rossi Esposito Bianchi Ferrara Romano Conti Marchetti Ferreira "
             "Almeida Carvalho Sousa Pereira Papadopoulos Georgiou Konstantinou Christodoulou Vlachos Schneider "
             "Becker van der Berg de Vries Jansen Vogel Hoffmann Bakker Lindqvist Halvorsen Johansson Nyberg "
             "Tremblay Gagnon Bouchard Lefebvre Côté Pelletier Dubois Lavoie",
    },
    "hispanic": {
        "m": "Alejandro Carlos Diego Javier Miguel Mateo Santiago Luis Andrés José Rafael Emilio",
        "f": "Lucía Valentina Camila Daniela Guadalupe Ximena Rosa Carmen María Isabel Paola Marisol",
        "l": "García Hernández Martínez López González Ramírez Torres Flores Rivera Gómez Díaz Morales Castillo "
             "Ortega Vargas Medina Salazar Quintero",
    },
    "mideast": {
        "m": "Omar Khalid Yusuf Hamza Karim Samir Bilal Emre Mehmet Dariush Reza Navid",
        "f": "Layla Mariam Yasmin Huda Rania Salma Noor Elif Zeynep Ayşe Shirin Parisa",
        "l": "Haddad Khoury Nasser Al-Masri Saleh Mansour Barakat Aziz Hamdan Yılmaz Demir Çelik Aydın Öztürk "
             "Tehrani Rahimi Moradi Karimi Hosseini",
    },
    "pacific": {
        "m": "Tane Wiremu Rawiri Hemi Manaia Sione Tevita Ioane Nikau Tamati",
        "f": "Aroha Anahera Moana Mere Kahurangi Mele Lupe Sina Fetu Ngaio",
        "l": "Ngata Parata Te Huia Tawhiri Kereama Rangihau Te Rangi Tapsell Faleolo Tuilagi Fonoti Taufa Latu "
             "Havili Fifita Leota Sapolu Tamatea",
    },
    "safrican": {
        "m": "Pieter Johan Hendrik Willem Ruan Francois Sipho Thabo Lwazi Mandla Bongani Themba Kagiso Tshepo",
        "f": "Annelie Marike Elna Liezl Riana Nomvula Thandiwe Lerato Zanele Ayanda Nokuthula Palesa Busisiwe",
        "l": "van der Merwe Botha du Plessis Pretorius Coetzee Venter Nel Kruger Steyn Dlamini Ndlovu Nkosi "
             "Mokoena Khumalo Mahlangu Sithole Mthembu Molefe Radebe Cele",
    },
    "afam": {
        "m": "DeShawn Jamal Darnell Terrell Marcus Andre Malik Dante",
        "f": "Latoya Imani Keisha Aaliyah Tamika Jasmine Ebony Shanice",
        "l": "Washington Jefferson Robinson Jackson Coleman Banks Freeman Hairston Whitaker Mayfield",
    },
    "jewish": {
        "m": "Avi Eitan Yosef Noam Ari",
        "f": "Miriam Tova Shira Rivka Dalia",
        "l": "Goldberg Rosenthal Katz Feldman Weiss Shapiro Levy Adler",
    },
}

# surnames with a space inside are kept whole
MULTI_LAST = ["Dela Cruz", "van der Berg", "de Vries", "Te Huia", "Te Rangi", "van der Merwe", "du Plessis",
              "Ó Ceallaigh"]


def split_pool(s):
    out = []
    for m in MULTI_LAST:
        if m in s:
            s = s.replace(m, "")
            out.append(m)
    return sorted(out + s.split())


# origin weights per country (sum need not be 1)
COUNTRY_ORIGINS = {
    "GB": {"anglo": 40, "celtic": 10, "irish": 5, "sasian": 14, "wafrican": 7, "eafrican": 3, "europe": 9,
           "easian": 4, "mideast": 4, "jewish": 2, "hispanic": 1, "afam": 1},
    "US": {"anglo": 34, "hispanic": 18, "afam": 12, "easian": 8, "sasian": 6, "europe": 7, "irish": 4,
           "mideast": 4, "jewish": 4, "wafrican": 2, "eafrican": 1},
    "IE": {"irish": 55, "anglo": 10, "europe": 14, "wafrican": 5, "sasian": 5, "easian": 4, "celtic": 3,
           "mideast": 2},
    "CA": {"anglo": 26, "europe": 22, "easian": 14, "sasian": 14, "irish": 5, "celtic": 5, "mideast": 5,
           "hispanic": 3, "wafrican": 2, "eafrican": 2, "jewish": 2},
    "AU": {"anglo": 38, "celtic": 6, "irish": 6, "europe": 14, "easian": 14, "sasian": 8, "mideast": 5,
           "pacific": 4, "hispanic": 2},
    "NZ": {"anglo": 34, "pacific": 28, "celtic": 6, "easian": 12, "sasian": 8, "europe": 8, "irish": 4},
    "ZA": {"safrican": 60, "anglo": 12, "sasian": 10, "europe": 6, "jewish": 4, "wafrican": 4, "eafrican": 4},
}

NICK = {
    "Christopher": "Chris", "Alexander": "Alex", "Elizabeth": "Lizzie", "Benjamin": "Ben", "Samuel": "Sam",
    "Matthew": "Matt", "Joshua": "Josh", "Rebecca": "Becky", "Margaret": "Maggie", "Katarzyna": "Kasia",
    "Oluwaseun": "Seun", "Chukwuemeka": "Emeka", "Nathan": "Nate", "Thomas": "Tom", "William": "Will",
    "Daniel": "Danny", "Abigail": "Abbie", "Jessica": "Jess", "Pádraig": "Paudie", "Małgorzata": "Gosia",
    "Guadalupe": "Lupita", "Alejandro": "Alex", "Francesca": "Fran", "Harriet": "Hattie", "Gillian": "Gill",
    "Anahera": "Ana", "Wiremu": "Wiri", "Johan": "Jo", "Nokuthula": "Nox", "Temitope": "Tope",
    "Funmilayo": "Funmi", "Babatunde": "Tunde", "Zhiwei": "David", "Deborah": "Debbie", "Jonathan": "Jon",
}

# --- place pieces: invented towns are built from these per country ---
TOWN_PARTS = {
    "GB": (["Ash", "Bram", "Carr", "Dun", "Elder", "Fal", "Glen", "Hol", "Kel", "Lang", "Mar", "Nor", "Oak",
            "Pen", "Quar", "Ros", "Sil", "Thorn", "Wes", "Yar", "Brack", "Cold", "Harrow", "Lynd", "Stan",
            "Whit", "Bell", "Crom", "Grass", "Hart"],
           ["bury", "ford", "ley", "ham", "wick", "thorpe", "by", "ton", "stow", "mere", "field", "combe",
            "worth", "den", "minster"],
           ["", "", "", "", " Vale", " Green", " Heath", " on Sea", " Magna", " St Giles"]),
    "US": (["Ash", "Bren", "Cedar", "Dal", "Eller", "Fenn", "Gran", "Har", "Kes", "Lor", "Mill", "New",
            "Oak", "Pell", "Quin", "Red", "Saw", "Tol", "Wex", "Yor", "Hollis", "Beck", "Carver", "Linden",
            "Marl"],
           ["ville", "ton", "burg", "field", "wood", "dale", "brook", "port", "mont", "haven"],
           ["", "", "", " Springs", " Falls", " City", " Creek", " Heights", " Junction", " Park"]),
    "IE": (["Bally", "Kil", "Clon", "Dun", "Carrig", "Rath", "Ennis", "Drum", "Tubber", "Castle", "Glan",
            "Knock", "Lis", "Mona", "Tully"],
           ["more", "beg", "ragh", "keel", "cullen", "duff", "glass", "ard", "nagh", "mullen", "carra",
            "bawn", "owen", "derg", "loe"],
           ["", "", "", "", "", " Bridge", " Cross", " Upper", " Lower"]),
    "CA": (["Ash", "Birch", "Cran", "Dor", "Elm", "Fair", "Grand", "Hud", "Kings", "Lake", "Mer", "North",
            "Pine", "Riv", "Spruce", "Thorn", "Wil", "Cari", "Beau", "Mont"],
           ["ton", "ville", "field", "brook", "dale", "wood", "mount", "ford", "lac", "ridge"],
           ["", "", "", " Harbour", " Falls", " Landing", " Mills", " Station", " Crossing"]),
    "AU": (["Ash", "Bun", "Coo", "Dar", "Ellen", "Gum", "Kal", "Lin", "Mur", "Nar", "Ora", "Pal", "Quo",
            "Tal", "War", "Yar", "Wom", "Bel", "Kur", "Mal"],
           ["ton", "dale", "grove", "lea", "wong", "ngarra", "bah", "ella", "gully", "ridge", "mundi", "rook"],
           ["", "", "", " Downs", " Heights", " Creek", " Plains", " Vale", " Point", " North"]),
    "NZ": (["Wai", "Ōra", "Roto", "Te Ao", "Kai", "Mata", "Pare", "Tau", "Ahi", "Rua", "Ash", "Kings", "Mill",
            "Glen", "Fern"],
           ["haroa", "nui", "pito", "whenua", "iti", "kere", "moana", "riki", "ton", "dale", "field", "burn"],
           ["", "", "", " Bay", " Flat", " Heights", " Downs", " Beach", " Valley"]),
    "ZA": (["Bloem", "Kloof", "Rood", "Wit", "Groen", "Mooi", "Klip", "Berg", "Doorn", "Lang", "Emba",
            "Kwa", "Umzi", "Mthu", "Sand"],
           ["fontein", "dorp", "kraal", "stad", "vlei", "rivier", "kop", "bosch", "lethu", "ngeni", "mbo",
            "ville"],
           ["", "", "", " Bay", " Park", " Heights", " North", " Ridge", " East"]),
}

STREET_BASE = ("Larkspur Copperfield Hawthorn Kingfisher Meadowbank Rosewood Sycamore Bramble Ferncliff "
               "Millrace Quarry Orchard Beacon Chapel Station Harbour Maple Spruce Birch Heron Foxglove "
               "Wren Tanners Lowther Ashcombe Belmont Cherrytree Dovecote Elmstead Garnet Hollybush Juniper "
               "Kestrel Lavender Marigold Nightingale Osprey Primrose Riverside Saxon Tamarind Violet "
               "Willowbrook Yewtree Alder Badger Cobble Drovers Fairway Gorse Heathfield Ironstone "
               "Kilnwood Linnet Mallard Nettlebed Pebblestone Redcliffe Shepherds Thistle Upland Walnut").split()
STREET_LOCAL = {
    "AU": "Wattle Banksia Jacaranda Bottlebrush Kookaburra Ironbark Grevillea Coolabah Waratah Boronia".split(),
    "NZ": "Kowhai Pohutukawa Rimu Totara Tui Kereru Manuka Puriri Karaka Harakeke".split(),
    "ZA": "Protea Jacaranda Impala Acacia Marula Kudu Fynbos Tambotie Sunbird Baobab".split(),
    "CA": "Tamarack Loon Caribou Balsam Trillium Voyageur Muskoka Chinook Portage Tundra".split(),
    "IE": "Hazel Rowan Blackthorn Glebe Abbey Bawnmore Fairgreen Mill Ard na Gréine Cnoc".split(),
    "US": "Magnolia Pecan Dogwood Sassafras Bluebonnet Cottonwood Mesquite Buckeye Sequoia Chestnut".split(),
    "GB": "Coronation Jubilee Vicarage Rectory Almshouse Tithe Barn Mill Pinfold Cheapside".split(),
}
STREET_TYPE = {
    "GB": ["Road", "Street", "Close", "Lane", "Grove", "Crescent", "Gardens", "Way", "Avenue", "Drive", "Rise",
           "Mews", "Terrace"],
    "US": ["St", "Ave", "Rd", "Blvd", "Dr", "Ln", "Ct", "Street", "Avenue", "Road", "Drive", "Pkwy", "Way",
           "Circle"],
    "IE": ["Park", "Road", "Avenue", "Terrace", "Lawn", "Grove", "Drive", "Heights", "Court", "Close",
           "View"],
    "CA": ["Street", "Avenue", "Road", "Crescent", "Drive", "Boulevard", "Court", "Way", "Trail", "Line"],
    "AU": ["Street", "Road", "Parade", "Crescent", "Court", "Place", "Avenue", "Drive", "Close", "Terrace"],
    "NZ": ["Street", "Road", "Crescent", "Place", "Terrace", "Avenue", "Drive", "Lane", "Grove", "Rise"],
    "ZA": ["Street", "Road", "Avenue", "Crescent", "Drive", "Close", "Lane", "Way", "Laan", "Rylaan"],
}

REGIONS = {
    "US": [("Ohio", "OH"), ("Pennsylvania", "PA"), ("Texas", "TX"), ("Oregon", "OR"), ("Georgia", "GA"),
           ("Minnesota", "MN"), ("Michigan", "MI"), ("North Carolina", "NC"), ("Arizona", "AZ"),
           ("Massachusetts", "MA"), ("Tennessee", "TN"), ("Colorado", "CO"), ("Wisconsin", "WI"),
           ("Missouri", "MO"), ("Virginia", "VA"), ("Kentucky", "KY"), ("Iowa", "IA"), ("Utah", "UT"),
           ("New Mexico", "NM"), ("Maine", "ME")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Quebec", "QC"),
           ("Nova Scotia", "NS"), ("Manitoba", "MB"), ("Saskatchewan", "SK"), ("New Brunswick", "NB"),
           ("Newfoundland and Labrador", "NL"), ("Prince Edward Island", "PE")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"), ("Western Australia", "WA"),
           ("South Australia", "SA"), ("Tasmania", "TAS"), ("Australian Capital Territory", "ACT"),
           ("Northern Territory", "NT")],
    "NZ": [("Waikato", "Waikato"), ("Canterbury", "Canterbury"), ("Otago", "Otago"),
           ("Bay of Plenty", "Bay of Plenty"), ("Manawatū-Whanganui", "Manawatū-Whanganui"),
           ("Northland", "Northland"), ("Hawke's Bay", "Hawke's Bay"), ("Southland", "Southland"),
           ("Taranaki", "Taranaki"), ("Tasman", "Tasman")],
    "ZA": [("Western Cape", "WC"), ("Gauteng", "GP"), ("KwaZulu-Natal", "KZN"), ("Eastern Cape", "EC"),
           ("Free State", "FS"), ("Limpopo", "LP"), ("Mpumalanga", "MP"), ("North West", "NW")],
}
# UK and Irish counties are CITY per guideline (town, city, county)
COUNTIES = {
    "GB": ["Kent", "Somerset", "Lancashire", "West Yorkshire", "Norfolk", "Devon", "Cheshire", "Durham",
           "Worcestershire", "Lincolnshire", "Fife", "Powys", "Gwynedd", "Aberdeenshire", "Cumbria",
           "Shropshire", "Essex", "Dorset"],
    "IE": ["Co. Cork", "Co. Kerry", "Co. Galway", "Co. Mayo", "Co. Limerick", "Co. Donegal", "Co. Wexford",
           "Co. Tipperary", "Co. Clare", "Co. Kildare", "Co. Meath", "Co. Sligo", "Co. Waterford",
           "Co. Offaly", "Co. Roscommon", "Co. Laois"],
}

# sarcoma centres (invented), per country
CENTRES = {
    "GB": ["Royal Harrowfield Orthopaedic Hospital", "Queen Adelaide Infirmary", "St Aldhelm's Hospital",
           "Northgate University Hospital", "Kelbury Royal Infirmary", "Princess Beatrix Hospital",
           "Westmarch General Infirmary", "Royal Carrowmere Hospital"],
    "US": ["Hollisport Cancer Institute", "Mercy Linden Medical Center", "St. Cuthbert's University Hospital",
           "Granger Valley Health Sciences Center", "Oakhaven Children's Hospital",
           "Bellmont Comprehensive Cancer Center", "Redbrook University Medical Center"],
    "IE": ["St. Fiachra's University Hospital", "Our Lady of Clonmara Hospital", "Ballinard Orthopaedic Hospital",
           "St. Colmcille's Hospital", "Tullymore University Hospital"],
    "CA": ["Mount Carillon Hospital", "Beaumont-Laval Health Centre", "Kingsridge Health Sciences Centre",
           "St. Adrien's Hospital", "Lakemount Children's Hospital", "Spruceford Cancer Centre"],
    "AU": ["Royal Kalgarra Hospital", "St Brigid's Private Hospital", "Narrawong Base Hospital",
           "Princess Edwina Children's Hospital", "Coolamundi General Hospital", "Yarraton Cancer Centre"],
    "NZ": ["Waiharoa Hospital", "Te Ao Nui Regional Hospital", "Kingsburn Hospital", "Rotokere Public Hospital",
           "Matamoana Children's Hospital"],
    "ZA": ["Groenkloof Academic Hospital", "Umzingeni Provincial Hospital", "St Augustine's Private Clinic",
           "Klipfontein Tertiary Hospital", "Mooirivier Memorial Hospital"],
}
HOSP_FORMS = {
    "GB": ["{t} General Hospital", "{t} District General Hospital", "{t} Community Hospital",
           "{t} Royal Infirmary"],
    "US": ["{t} Regional Medical Center", "{t} Community Hospital", "{t} Memorial Hospital",
           "{t} Medical Center"],
    "IE": ["{t} General Hospital", "{t} Regional Hospital", "{t} County Hospital"],
    "CA": ["{t} General Hospital", "{t} District Hospital", "{t} Regional Health Centre"],
    "AU": ["{t} Hospital", "{t} Base Hospital", "{t} District Health Service"],
    "NZ": ["{t} Hospital", "{t} Base Hospital", "{t} Medical Centre"],
    "ZA": ["{t} Hospital", "{t} Provincial Hospital", "{t} Day Hospital"],
}
GP_FORMS = {
    "GB": ["{b} Medical Centre", "{b} Surgery", "{b} Health Centre", "{b} Group Practice"],
    "US": ["{b} Family Medicine", "{b} Primary Care", "{b} Family Health Center", "{b} Internal Medicine"],
    "IE": ["{b} Medical Centre", "{b} Family Practice", "{b} Surgery"],
    "CA": ["{b} Family Health Team", "{b} Medical Clinic", "{b} Family Practice"],
    "AU": ["{b} Medical Centre", "{b} Family Practice", "{b} General Practice"],
    "NZ": ["{b} Medical Centre", "{b} Health", "{b} Family Doctors"],
    "ZA": ["{b} Medical Centre", "{b} Family Practice", "{b} Day Clinic"],
}
WARDS = ["Kestrel Ward", "Rowan Ward", "Heron Ward", "Lapwing Ward", "Juniper Ward", "Osprey Ward",
         "Skylark Ward", "Linnet Ward", "Aspen Ward", "Curlew Ward", "Wren Ward", "Hazel Ward",
         "Nightingale Ward", "Bluebell Ward", "Ward 7B", "Ward 12", "Ward 4A", "Ward 21",
         "Puffin TYA Unit", "Cedar Unit"]
US_UNITS = ["6 West", "4 North", "7 East", "5 South", "9 Tower", "3 Lakeview"]
BUILDINGS = ["Larkspur Building", "Harcourt Wing", "Osprey Pavilion", "Ferrier Block", "Tamsin Wing",
             "Birchwood Centre", "Kingfisher House", "Beaumont Tower", "Elmstead Wing", "Sorrel Pavilion"]

ORG_EMPLOYERS = ["Harrowgate Logistics", "Brightwater Dairy Co-op", "Kessel & Marsh Solicitors",
                 "Tidewater Freight", "Ashcombe Joinery", "Northpoint Construction", "Glenrowan Orchards",
                 "Pellham Data Systems", "Carrick Bay Seafoods", "Fennimore Motors", "Silverline Bakeries",
                 "Quarry Hill Garden Centre", "Redfern Electrical Ltd", "Marlow & Daughters Pharmacy",
                 "Corriemore Hotel", "Kauri Coast Timber", "Bluegum Landscaping", "Hudsons Bay Plumbing Co",
                 "Oakridge Parcel Services", "Stanway Veterinary Group", "Tallowood Engineering",
                 "Karoo Line Transport", "Westerly Wind Farms", "Lindqvist Architects", "Mosswood Brewery"]
ORG_SCHOOLS = ["St Columba's College", "Riverside High School", "Northbrook Academy",
               "Holy Trinity Secondary School", "Kilcarra Community College", "Westmere Grammar School",
               "Lakeview Collegiate Institute", "Tamarind Bay State High School", "Te Kura o Waiharoa",
               "Hillcrest Hoërskool", "University of Eastmere", "Carrowmore Institute of Technology",
               "Bellmont State University", "Kingsridge Polytechnic", "Ashdown Sixth Form College",
               "Greyfield Primary School"]
ORG_CLUBS = ["Carrowmore GAA Club", "Westfield Rugby Club", "Harlan Creek Swim Club",
             "Ōrakei Waka Ama Club", "Bramley Harriers", "Kelso Road Cricket Club", "St Anne's Parish",
             "Grace Fellowship Church", "Kingsburn Netball Club", "Mill Lane Scout Group"]
ORG_SUPPORT = ["Limb Forward Trust", "Bone Tumour Support Network of Wessex", "Sarcoma Friends Cork",
               "Ironbark Youth Cancer Fund", "Northern Lights Sarcoma Circle", "Kōtuku Cancer Whānau Trust",
               "Harbour Light Amputee Association", "Protea Childhood Cancer Circle"]
ORG_INSURERS = {
    "US": ["Keystone Mutual Health", "Pinecrest Health Plan", "Lakeshore Benefit Trust",
           "Cardinal Star Health", "Summit Ridge Health Insurance"],
    "AU": ["Wattlecare Health Fund", "Coastline Mutual Health", "Harbourline Health"],
    "IE": ["Lismore Health Insurance", "Corrib Care Health"],
    "ZA": ["Umvelo Medical Scheme", "Kloof Health Medical Aid"],
    "GB": ["Westmere Health", "Albion Private Medical"],
    "CA": ["Maplecrest Benefits", "Northern Shield Group Insurance"],
    "NZ": ["Kōwhai Health Cover", "Aotea Health Insurance"],
}

PROFESSIONS = ["electrician", "apprentice plumber", "primary school teacher", "dairy farmer",
               "software developer", "bus driver", "chef", "hairdresser", "retail assistant",
               "warehouse operative", "accountant", "carpenter", "fisherman", "mechanic", "care assistant",
               "civil engineer", "barista", "lorry driver", "truck driver", "police officer", "firefighter",
               "sheep shearer", "miner", "graphic designer", "solicitor", "paramedic", "postal worker",
               "landscape gardener", "bricklayer", "pharmacy technician", "social worker", "dental nurse",
               "sales manager", "forklift driver", "physiotherapy student", "chartered surveyor",
               "secondary school teacher", "delivery driver", "hospitality worker", "nurse",
               "veterinary nurse", "roofer", "call centre agent", "cleaner", "joiner", "professional dancer",
               "semi-professional footballer", "music teacher", "lab technician", "childminder"]
STUDENT_PROF = ["student", "university student", "sixth-form student", "high school student",
                "engineering student", "nursing student", "apprentice electrician"]
RELATIONS_ADULT = ["wife", "husband", "partner", "daughter", "son", "sister", "brother", "friend",
                   "neighbour", "niece", "son-in-law", "daughter-in-law"]
RELATIONS_CHILD = ["mother", "father", "mum", "dad", "stepfather", "grandmother", "aunt", "older sister"]
