"""Invented pools of names, places and organisations for dev354_en.

Given names and surnames are common words of many origins, combined at random;
hospitals, practices, employers and all other organisations are invented.
Towns, states and countries are real places (they are generic, not people).
"""

F_FIRST = """Amelia Chloe Hannah Jessica Lauren Megan Rebecca Sophie Charlotte Emily Gemma Kirsty
Leanne Natalie Rachel Stacey Zoe Abigail Bethany Danielle Harriet Imogen Jodie Katie Lucy Molly
Paige Rosie Tara Victoria Ashley Brittany Kayla Madison Courtney Jasmine Kaitlyn Savannah Brooke
Shelby Aoife Siobhan Niamh Caoimhe Roisin Orla Sinead Grainne Aisling Clodagh Eilidh Morag Isla
Catriona Ffion Cerys Bethan Seren Nia Rhiannon Priya Ananya Harpreet Simran Aisha Fatima Nusrat
Shabnam Deepika Kavitha Lakshmi Meera Nisha Pooja Rukhsana Sadia Tahmina Zainab Farzana Amrita
Mei Xiaoling Yuki Hana Ji-woo Seo-yeon Linh Thuy Ngoc Mai Maricel Rowena Haruka Wen Lan
Chiamaka Ngozi Adaeze Funmilayo Yetunde Abena Akosua Esi Amara Nandi Thandiwe Rutendo Tendai
Hodan Ayan Fadumo Wanjiru Achieng Makeda Selam Layla Noor Rania Yasmin Mariam Huda Leila Shirin
Parisa Elif Zeynep Ayse Agnieszka Katarzyna Magdalena Joanna Ioana Andreea Elena Giulia Francesca
Sofia Ines Beatriz Ana Lucia Marta Daiva Ruta Ieva Anastasia Olena Iryna Eleni Katerina Dimitra
Sanne Annelies Freya Ingrid Aroha Mere Kahurangi Anahera Ngaio Hine Moana Losana Mele Salote
Tiare Leilani Sina Guadalupe Ximena Valeria Camila Daniela Mariana Alejandra Yesenia Marisol Rosa
Tamar Shira Noa Avigail Kiri Tui Roimata Marama Kerry-Ann Shanice Tanisha Keisha Latoya Jade""".split()

M_FIRST = """James Tom Daniel Liam Connor Ryan Matthew Callum Jamie Owen Rhys Dylan Cian Eoin Padraig
Darragh Rajesh Arjun Imran Faisal Sanjay Vikram Harjit Wei Jun Minh Duc Hiroshi Min-jun Chinedu
Emeka Kwame Kofi Abdi Yusuf Omar Karim Mehmet Arash Tomasz Piotr Andrei Marco Luca Joao Diego
Mateo Carlos Tane Wiremu Rawiri Sione Tevita Nikolai Dmitri Lars Finn Noah Ethan Tyler Brandon
Marcus Andre Jerome Kieran Declan Hamish Gareth Craig Stuart Adebayo Tunde Samir Bilal Ravi
Anand Kenji Hoang Mikael Stefan Ionut Bogdan Aaron Nathan Jordan Mason Logan Malik Darnell""".split()

SURNAMES = """Harris Walker Thompson Robinson Wright Hughes Edwards Green Hall Wood Clarke Jackson
Turner Hill Cooper Ward Morris Lloyd Barker Holt Fenwick Ashworth Pemberton Critchley Hargreaves
Whitfield Blackwood Ramsden Thorne Prentice Byrne Ryan O'Brien O'Sullivan Kavanagh McCarthy
Doherty Gallagher Fitzgerald Nolan Brennan Keane Quinlan O'Driscoll Moloney Fennelly MacLeod
Fraser Buchanan McIntyre Sinclair Gillespie Pritchard Powell Griffiths Bowen Vaughan Patel Shah
Sharma Gupta Singh Kaur Sandhu Gill Choudhury Rahman Hussain Begum Akhtar Iqbal Mahmood Nair
Pillai Reddy Krishnan Banerjee Chatterjee Desai Mehta Siddiqui Chen Wang Li Zhang Liu Huang Lim
Tan Ng Wong Leung Chow Kim Park Choi Nguyen Tran Pham Le Vu Sato Tanaka Watanabe Nakamura Santos
Reyes Bautista Mendoza Villanueva Okafor Okonkwo Adeyemi Balogun Eze Nwosu Obi Mensah Owusu
Boateng Asante Osei Mutasa Moyo Ndlovu Dlamini Mwangi Otieno Kamau Abdi Warsame Hassan Tesfaye
Bekele Haile Haddad Khoury Nasser Rahimi Karimi Hosseini Yilmaz Demir Aydin Kaya Kowalska Nowak
Wisniewska Zielinska Popescu Ionescu Rossi Bianchi Esposito Ferreira Silva Costa Oliveira Garcia
Fernandez Lopez Martinez Petrova Ivanova Kovalenko Papadopoulos Georgiou Jansen Muller Schmidt
Larsen Johansson Ngata Tawhiri Parata Tuhiwai Faleolo Tupou Fifita Leota Taufa Vainikolo Cohen
Levy Friedman Katz Hernandez Rodriguez Gonzalez Ramirez Torres Flores Castillo Okoro Achebe
Mbeki Sithole Kuznetsova Novak Horvat Dubois Moreau Lambert Aldous Brightwell Catterall Dimmock
Eckersley Faulds Gorringe Hebden Inchley Jowett Kinsella Lafferty Mulrooney Naughton Ormsby
Penhaligon Quayle Rudd Scanlon Treharne Urquhart Venables Wetherall Yeardley""".split()
MULTI_SURNAMES = ["Dela Cruz", "de Vries", "Te Whata", "Mac Giolla", "van der Berg",
                  "Abu Bakar", "O Briain", "da Silva", "St Clair", "Lloyd-Evans",
                  "Harper-Nwosu", "Ahmed-Khan"]

STEMS = """Aldermoor Ashcombe Bramblewood Calderbrook Coldmere Dunraven Elderwick Fenmarsh Fernleigh
Glenbarrow Greystone Hartwell Hollinsmoor Iverdale Kestrel Vale Lanternfield Lowther Marlowe
Northgate Oakmere Pelham Quarrybank Ravenbrook Rookwood Saltmarsh Stonebridge Tamsworth Thornmere
Underhill Westerby Whitmoor Wickham Wrenfield Yarrowdale Brackenridge Copperbeech Drumlinn
Emberton Foxhollow Gullhaven Heronsgate Inglenook Juniper Bay Kilbarron Larchmont Mossgiel
Nettlecombe Orchardleigh Pinewarren Redwater Silverholme Tidewell Vallance Wildmere""".split("\n")
STEMS = [s for line in STEMS for s in line.split() if s not in ("Vale", "Bay")]
STEMS2 = ["Kestrel Vale", "Juniper Bay", "Marlowe Cross", "Pelham Ridge", "Lowther Bridge",
          "Wickham Cross", "Dunraven Park", "Greystone Park", "Silver Strand", "Cedar Hollow"]

HOSP_FORMS = {
    "UK": ["{s} General Hospital", "Royal {s} Hospital", "{s} Royal Infirmary",
           "{s} University Hospital", "{s} Women's Hospital", "{s} District General Hospital"],
    "IE": ["{s} University Hospital", "{s} General Hospital", "{s} Regional Hospital",
           "{s} Maternity Hospital", "{s} Women's and Infants' Hospital"],
    "AU": ["{s} Hospital", "{s} Base Hospital", "{s} Women's and Children's Hospital",
           "{s} Health Campus", "{s} Public Hospital"],
    "NZ": ["{s} Hospital", "{s} Base Hospital", "{s} Women's Health Centre"],
    "CA": ["{s} Health Sciences Centre", "{s} General Hospital", "{s} Regional Health Centre",
           "{s} Women's College Hospital"],
    "US": ["{s} Medical Center", "{s} Memorial Hospital", "{s} Women's Health Pavilion",
           "{s} Community Hospital", "{s} University Medical Center"],
}
PRACTICE_FORMS = {
    "UK": ["{s} Medical Centre", "{s} Surgery", "{s} Health Centre", "The {s} Practice",
           "{s} Road Surgery"],
    "IE": ["{s} Medical Centre", "{s} Family Practice", "{s} Health Centre", "{s} Clinic"],
    "AU": ["{s} Medical Centre", "{s} Family Medical Practice", "{s} GP Clinic",
           "{s} Medical Group"],
    "NZ": ["{s} Medical Centre", "{s} Health Centre", "{s} Family Doctors"],
    "CA": ["{s} Family Health Team", "{s} Medical Clinic", "{s} Family Practice"],
    "US": ["{s} Family Medicine", "{s} OB/GYN Associates", "{s} Primary Care",
           "{s} Women's Clinic"],
}
PHARMACY_FORMS = ["{s} Pharmacy", "{s} Chemist", "{s} Community Pharmacy"]

WARDS = ["Willow Ward", "Rowan Ward", "Juniper Suite", "Kingfisher Unit", "Lavender Ward",
         "Primrose Unit", "Snowdrop Suite", "Daisy Ward", "Heron Ward", "Cedar Ward",
         "Magnolia Suite", "Bluebell Unit", "Poppy Ward", "Harbour Unit", "Linnet Ward",
         "Orchid Suite", "Beech Ward", "Sorrel Ward", "Cygnet Suite", "Starling Ward"]

EMPLOYER_FORMS = ["{s} Primary School", "{s} Academy", "{s} Logistics", "{s} Building Society",
                  "{s} Credit Union", "{s} Bakery", "{s} Foods", "{s} Motors", "{s} Nurseries",
                  "{s} Engineering", "{s} Insurance Services", "{s} Leisure Centre",
                  "{s} Garden Centre", "{s} Hotel", "{s} Solicitors", "{s} Distribution",
                  "{s} Software", "{s} Credit Union", "{s} College", "{s} Library Services"]
INSURER_FORMS = {
    "UK": ["{s} Health Assurance", "{s} Private Medical"],
    "IE": ["{s} Health Insurance", "{s} Health Cover"],
    "AU": ["{s} Health Fund", "{s} Mutual Health"],
    "NZ": ["{s} Health Cover"],
    "CA": ["{s} Group Benefits", "{s} Life & Health"],
    "US": ["{s} Health Plan", "{s} Mutual Health", "{s} Community Care Plan"],
}
TRUST_FORMS = {
    "UK": ["{s} Hospitals NHS Foundation Trust", "{s} Teaching Hospitals NHS Trust",
           "{s} University Health Board"],
    "IE": ["{s} Hospital Group"], "AU": ["{s} Local Health District", "{s} Health Service"],
    "NZ": ["{s} District Health"], "CA": ["{s} Health Network"], "US": ["{s} Health System"],
}
CHARITY_FORMS = ["{s} Miscarriage Support Circle", "{s} HG Support Group",
                 "{s} Pregnancy Loss Network", "{s} Ectopic Support Trust"]
FUNERAL_FORMS = ["{n} & Sons Funeral Directors", "{s} Funeral Care", "{n} Family Funerals",
                 "{s} Funeral Home"]
CREMATORIA = ["{s} Crematorium", "{s} Cemetery", "{s} Memorial Park", "{s} Lawn Cemetery"]
CHURCHES = ["St Columba's Church, {s}", "{s} Baptist Church", "{s} Gurdwara", "{s} Mosque",
            "{s} Pentecostal Fellowship", "{s} Parish"]

STREET_WORDS = """Elm Ash Beech Chestnut Hawthorn Rowan Willow Larch Alder Sycamore Meadow Mill
Church Station Victoria Albert Queens Kings Park Orchard Quarry Bridge Brook Ferry Harbour
Hillside Highfield Fernside Lark Kestrel Heron Wren Thrush Linnet Clover Bracken Heather Foxglove
Primrose Juniper Granary Tannery Ropewalk Cooper Weaver Sandpiper Goldcrest Bramble Cherrytree
Oakfield Millbank Greenacre Seaview Riverside Westfield Northcote Southgate""".split()
STREET_WORDS_C = {
    "AU": ["Wattle", "Banksia", "Jacaranda", "Grevillea", "Karri", "Bottlebrush", "Lilly Pilly",
           "Coolabah", "Kurrajong", "Waratah"],
    "NZ": ["Kowhai", "Totara", "Rimu", "Pohutukawa", "Manuka", "Matai", "Karaka", "Puriri"],
    "CA": ["Maple", "Birch", "Spruce", "Tamarack", "Balsam", "Poplar", "Caribou", "Loon"],
    "US": ["Magnolia", "Cedar", "Dogwood", "Pecan", "Sassafras", "Cottonwood", "Laurel",
           "Sweetgum"],
    "IE": ["Abbey", "Glebe", "Castle", "Friary", "Mall", "Fairgreen", "Ballyboy", "Knockmore"],
    "UK": ["Chapel", "Tanyard", "Vicarage", "Coronation", "Jubilee", "Moorland", "Gorse"],
}
STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Drive", "Gardens", "Grove",
           "Terrace", "Way", "Mews", "Court", "Rd", "St"],
    "IE": ["Road", "Park", "Avenue", "Grove", "Lawn", "Heights", "Court", "Drive", "Street",
           "View", "Rd"],
    "AU": ["Street", "Road", "Parade", "Crescent", "Avenue", "Court", "Place", "Close", "St",
           "Rd", "Cres", "Ave"],
    "NZ": ["Street", "Road", "Terrace", "Crescent", "Avenue", "Place", "Drive", "St", "Rd"],
    "CA": ["Street", "Avenue", "Drive", "Crescent", "Road", "Boulevard", "St", "Ave", "Dr",
           "Cres"],
    "US": ["Street", "Avenue", "Drive", "Boulevard", "Lane", "Court", "Road", "Way", "St",
           "Ave", "Dr", "Blvd", "Ln", "Ct"],
}

# (city, state) pairs. UK/IE "state" slot holds a county (labelled CITY) or None.
CITIES = {
    "UK": [("Leeds", None), ("Bradford", None), ("Sheffield", None), ("Nottingham", None),
           ("Leicester", None), ("Coventry", None), ("Bristol", None), ("Cardiff", None),
           ("Swansea", None), ("Newport", "Gwent"), ("Glasgow", None), ("Edinburgh", None),
           ("Dundee", None), ("Aberdeen", None), ("Belfast", None), ("Norwich", "Norfolk"),
           ("Ipswich", "Suffolk"), ("Reading", "Berkshire"), ("Luton", "Bedfordshire"),
           ("Stoke-on-Trent", "Staffordshire"), ("Wolverhampton", None), ("Sunderland", None),
           ("Preston", "Lancashire"), ("Blackburn", "Lancashire"), ("Bolton", None),
           ("Exeter", "Devon"), ("Plymouth", "Devon"), ("Truro", "Cornwall"),
           ("Carlisle", "Cumbria"), ("York", None), ("Hull", None), ("Lincoln", "Lincolnshire"),
           ("Peterborough", "Cambridgeshire"), ("Milton Keynes", None),
           ("Northampton", "Northamptonshire"), ("Swindon", "Wiltshire"),
           ("Gloucester", "Gloucestershire"), ("Worcester", "Worcestershire"),
           ("Southampton", "Hampshire"), ("Portsmouth", "Hampshire"),
           ("Hastings", "East Sussex"), ("Maidstone", "Kent"), ("Canterbury", "Kent"),
           ("Chelmsford", "Essex"), ("Colchester", "Essex"), ("Wrexham", None),
           ("Inverness", None), ("Lisburn", "Co. Antrim")],
    "IE": [("Dublin", None), ("Cork", None), ("Limerick", None), ("Galway", None),
           ("Waterford", None), ("Kilkenny", None), ("Drogheda", "Co. Louth"),
           ("Dundalk", "Co. Louth"), ("Sligo", None), ("Athlone", "Co. Westmeath"),
           ("Tralee", "Co. Kerry"), ("Ennis", "Co. Clare"), ("Navan", "Co. Meath"),
           ("Naas", "Co. Kildare"), ("Mullingar", "Co. Westmeath"),
           ("Letterkenny", "Co. Donegal"), ("Castlebar", "Co. Mayo"),
           ("Clonmel", "Co. Tipperary"), ("Wexford", None), ("Carlow", None),
           ("Bray", "Co. Wicklow"), ("Cavan", None), ("Portlaoise", "Co. Laois"),
           ("Tullamore", "Co. Offaly"), ("Balbriggan", "Co. Dublin")],
    "AU": [("Parramatta", "NSW"), ("Penrith", "NSW"), ("Wollongong", "NSW"),
           ("Newcastle", "NSW"), ("Geelong", "VIC"), ("Ballarat", "VIC"), ("Bendigo", "VIC"),
           ("Frankston", "VIC"), ("Dandenong", "VIC"), ("Toowoomba", "QLD"),
           ("Townsville", "QLD"), ("Cairns", "QLD"), ("Logan", "QLD"), ("Joondalup", "WA"),
           ("Fremantle", "WA"), ("Bunbury", "WA"), ("Salisbury", "SA"),
           ("Mount Gambier", "SA"), ("Launceston", "TAS"), ("Hobart", "TAS"),
           ("Darwin", "NT"), ("Alice Springs", "NT"), ("Canberra", "ACT"),
           ("Queanbeyan", "NSW"), ("Dubbo", "NSW"), ("Wagga Wagga", "NSW"),
           ("Tamworth", "NSW"), ("Orange", "NSW"), ("Mackay", "QLD"), ("Mildura", "VIC")],
    "NZ": [("Auckland", "Auckland"), ("Manukau", "Auckland"), ("Hamilton", "Waikato"),
           ("Tauranga", "Bay of Plenty"), ("Rotorua", "Bay of Plenty"),
           ("Napier", "Hawke's Bay"), ("Hastings", "Hawke's Bay"),
           ("Palmerston North", "Manawatu-Whanganui"), ("Whanganui", "Manawatu-Whanganui"),
           ("New Plymouth", "Taranaki"), ("Wellington", "Wellington"),
           ("Lower Hutt", "Wellington"), ("Porirua", "Wellington"), ("Nelson", "Nelson"),
           ("Blenheim", "Marlborough"), ("Christchurch", "Canterbury"),
           ("Timaru", "Canterbury"), ("Dunedin", "Otago"), ("Invercargill", "Southland"),
           ("Whangarei", "Northland"), ("Gisborne", "Gisborne")],
    "CA": [("Toronto", "ON"), ("Mississauga", "ON"), ("Brampton", "ON"), ("Hamilton", "ON"),
           ("London", "ON"), ("Kitchener", "ON"), ("Ottawa", "ON"), ("Kingston", "ON"),
           ("Sudbury", "ON"), ("Winnipeg", "MB"), ("Brandon", "MB"), ("Regina", "SK"),
           ("Saskatoon", "SK"), ("Calgary", "AB"), ("Edmonton", "AB"), ("Red Deer", "AB"),
           ("Vancouver", "BC"), ("Surrey", "BC"), ("Burnaby", "BC"), ("Kelowna", "BC"),
           ("Victoria", "BC"), ("Halifax", "NS"), ("Moncton", "NB"), ("Fredericton", "NB"),
           ("St. John's", "NL"), ("Charlottetown", "PE")],
    "US": [("Columbus", "OH"), ("Dayton", "OH"), ("Toledo", "OH"), ("Akron", "OH"),
           ("Pittsburgh", "PA"), ("Allentown", "PA"), ("Rochester", "NY"), ("Buffalo", "NY"),
           ("Albany", "NY"), ("Worcester", "MA"), ("Springfield", "MA"), ("Hartford", "CT"),
           ("Richmond", "VA"), ("Norfolk", "VA"), ("Raleigh", "NC"), ("Durham", "NC"),
           ("Atlanta", "GA"), ("Savannah", "GA"), ("Tampa", "FL"), ("Orlando", "FL"),
           ("Nashville", "TN"), ("Memphis", "TN"), ("Louisville", "KY"),
           ("Indianapolis", "IN"), ("Madison", "WI"), ("Milwaukee", "WI"),
           ("Minneapolis", "MN"), ("Omaha", "NE"), ("Denver", "CO"), ("Tucson", "AZ"),
           ("Portland", "OR"), ("Spokane", "WA"), ("Sacramento", "CA"), ("Fresno", "CA"),
           ("Austin", "TX"), ("El Paso", "TX")],
}
STATE_FULL = {"NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland",
              "WA": "Western Australia", "SA": "South Australia", "TAS": "Tasmania",
              "NT": "Northern Territory", "ACT": "Australian Capital Territory",
              "ON": "Ontario", "MB": "Manitoba", "SK": "Saskatchewan", "AB": "Alberta",
              "BC": "British Columbia", "NS": "Nova Scotia", "NB": "New Brunswick",
              "NL": "Newfoundland and Labrador", "PE": "Prince Edward Island",
              "OH": "Ohio", "PA": "Pennsylvania", "NY": "New York", "MA": "Massachusetts",
              "CT": "Connecticut", "VA": "Virginia", "NC": "North Carolina", "GA": "Georgia",
              "FL": "Florida", "TN": "Tennessee", "KY": "Kentucky", "IN": "Indiana",
              "WI": "Wisconsin", "MN": "Minnesota", "NE": "Nebraska", "CO": "Colorado",
              "AZ": "Arizona", "OR": "Oregon", "CA": "California", "TX": "Texas"}
US_ZIP_PREFIX = {"OH": "43", "PA": "15", "NY": "14", "MA": "01", "CT": "06", "VA": "23",
                 "NC": "27", "GA": "30", "FL": "33", "TN": "37", "KY": "40", "IN": "46",
                 "WI": "53", "MN": "55", "NE": "68", "CO": "80", "AZ": "85", "OR": "97",
                 "WA": "99", "CA": "95", "TX": "78"}
AU_PC_PREFIX = {"NSW": "2", "ACT": "26", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6",
                "TAS": "7", "NT": "08"}
CA_PC_LETTER = {"ON": "KLMNP", "MB": "R", "SK": "S", "AB": "T", "BC": "V", "NS": "B",
                "NB": "E", "NL": "A", "PE": "C"}
UK_PC_AREAS = ["LS", "BD", "S", "NG", "LE", "CV", "BS", "CF", "SA", "NP", "G", "EH", "DD",
               "AB", "BT", "NR", "IP", "RG", "LU", "ST", "WV", "SR", "PR", "BB", "BL", "EX",
               "PL", "TR", "CA", "YO", "HU", "LN", "PE", "MK", "NN", "SN", "GL", "WR", "SO",
               "PO", "TN", "ME", "CT", "CM", "CO", "LL", "IV"]
IE_ROUTING = ["D01", "D04", "D06", "D08", "D12", "D15", "D24", "T12", "T23", "V94", "H91",
              "X91", "R95", "A92", "A91", "F91", "N37", "V92", "V95", "C15", "W91", "F92",
              "F23", "E91", "H62", "A98", "R32", "R35", "Y35", "K32"]

COUNTRIES_ABROAD = ["Poland", "Romania", "Nigeria", "Ghana", "India", "Pakistan",
                    "Bangladesh", "Philippines", "China", "Vietnam", "Somalia", "Eritrea",
                    "Brazil", "Portugal", "Lithuania", "Ukraine", "Syria", "Iran", "Turkey",
                    "Zimbabwe", "Kenya", "Sri Lanka", "Samoa", "Tonga", "Fiji", "Mexico",
                    "Jamaica", "South Africa", "Italy", "Spain", "Greece", "Japan",
                    "South Korea", "Ethiopia", "Sudan", "Afghanistan", "Malaysia"]
LANG_OF = {"Poland": "Polish", "Romania": "Romanian", "Brazil": "Portuguese",
           "Portugal": "Portuguese", "Lithuania": "Lithuanian", "Ukraine": "Ukrainian",
           "Syria": "Arabic", "Sudan": "Arabic", "Iran": "Farsi", "Afghanistan": "Dari",
           "Turkey": "Turkish", "Somalia": "Somali", "Eritrea": "Tigrinya",
           "Vietnam": "Vietnamese", "China": "Mandarin", "Bangladesh": "Sylheti",
           "Pakistan": "Urdu", "Mexico": "Spanish", "Spain": "Spanish", "Japan": "Japanese",
           "South Korea": "Korean", "Ethiopia": "Amharic", "Samoa": "Samoan",
           "Tonga": "Tongan", "Italy": "Italian", "Greece": "Greek"}

PROFESSIONS = ["nursery teacher", "primary school teacher", "hairdresser", "care assistant",
               "retail assistant", "solicitor", "accountant", "software developer",
               "paramedic", "midwife", "dental nurse", "bus driver", "chef", "barista",
               "pharmacist", "police officer", "veterinary nurse", "student nurse",
               "cleaner", "warehouse operative", "dairy farmer", "civil engineer",
               "graphic designer", "HR manager", "receptionist", "call centre agent",
               "flight attendant", "social worker", "teaching assistant",
               "laboratory technician", "personal trainer", "estate agent", "bank clerk",
               "delivery driver", "healthcare assistant", "physiotherapist", "journalist",
               "architect", "beautician", "bartender", "childminder", "shop manager",
               "payroll officer", "university lecturer", "radiographer", "optometrist",
               "early childhood educator", "kitchen porter", "sous chef", "tattoo artist",
               "nail technician", "marketing executive", "postal worker", "fruit packer",
               "factory machinist", "council administrator", "web designer", "data analyst"]
PARTNER_PROFESSIONS = ["electrician", "plumber", "lorry driver", "truck driver", "carpenter",
                       "soldier", "mechanic", "roofer", "IT consultant", "chef",
                       "scaffolder", "taxi driver", "firefighter", "teacher", "farmer",
                       "security guard", "welder", "sales rep", "bricklayer", "fisherman",
                       "forklift driver", "stonemason", "accountant", "nurse", "landscaper",
                       "courier", "miner", "software engineer", "barber", "baker"]

RELIGIONS = ["Roman Catholic", "Church of England", "Muslim", "Hindu", "Sikh", "Buddhist",
             "no religion", "Jewish", "Greek Orthodox", "Pentecostal", "Methodist",
             "not stated", "Latter-day Saints"]
