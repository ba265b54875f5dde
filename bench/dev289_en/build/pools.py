"""Invented pools of people-name parts, places and organisations.
Name parts are mixed freely; any match with a real person is unintended."""

FEMALE = """
Aoife Siobhan Niamh Orla Caoimhe Grainne Roisin Clodagh Saoirse Eimear Ailbhe Deirbhile
Megan Bethan Cerys Ffion Seren Rhiannon Elin Catrin Morag Isla Kirsty Eilidh Mairi Fiona
Charlotte Harriet Imogen Philippa Rosalind Beatrix Hollie Jodie Kayleigh Stacey Leanne Gemma
Emily Hannah Abigail Madison Brianna Kaylee Destiny Jasmine Alexis Savannah Courtney Brittany
Priya Ananya Kavya Deepika Shreya Nandini Ishita Meera Lakshmi Sunita Harpreet Manpreet Simran
Ayesha Fatima Zainab Maryam Samira Leila Yasmin Noor Rania Huda Amira Salma Layla Hiba
Mei Xiu Ling Yan Jing Hui Qing Xiaoling Wen Fang Lihua Yuting Shu
Yuki Haruka Aiko Emiko Naomi Sakura Rin Mio Kaori Ayaka
Minji Seoyeon Jiwoo Hyejin Eunji Soyeon Dahye
Thi Lan Huong Ngoc Thu Mai Phuong Linh Trang
Chiamaka Ngozi Adaeze Ifeoma Funmilayo Yetunde Folake Abimbola Temitope Nneka Chidinma
Akosua Abena Efua Ama Adjoa Wanjiru Njeri Achieng Amani Zawadi Nomvula Thandiwe Lerato
Sofia Valentina Camila Lucia Ximena Paola Marisol Guadalupe Itzel Yesenia Renata Daniela
Giulia Francesca Chiara Alessandra Serena Ilaria Federica Beatrice Lorenza
Ines Beatriz Leonor Mariana Joana Rafaela Catarina
Zofia Agnieszka Katarzyna Magdalena Joanna Malgorzata Weronika Oksana Iryna Olena Natalia
Svetlana Anastasia Daria Milena Jelena Dragana Ivana Petra Lenka
Ingrid Sigrid Astrid Freya Maja Elin Linnea Solveig Hanne Annelies Femke Sanne Marieke
Anouk Margaux Elodie Camille Amelie Solene Lea Chloe Manon
Greta Lotte Annika Franziska Katrin Hedwig
Elif Zeynep Ayse Merve Esra Selin Deniz Nilufar Shirin Parisa Roya Golnaz Mahsa
Tali Noa Yael Shira Avital Miriam Rivka
Aroha Kiri Anahera Mere Ana Losa Sina Malia Leilani Moana
Maricel Rowena Jocelyn Analyn Cherry Liezel
Olivia Chloe Grace Zoe Ruby Matilda Evie Poppy Willow Sienna Ivy Harper Tahlia Jacinta
Kathleen Bernadette Colette Marguerite Rosemary Deborah Janine Lorraine Tamsin Verity
""".split()

MALE = """
Cian Oisin Darragh Eoin Ciaran Padraig Tadhg Fionn Ruairi Cathal Donal Seamus Colm Diarmuid
Rhys Dafydd Gethin Iwan Aled Owain Callum Fraser Hamish Ewan Lachlan Angus Ruaridh Struan
Oliver Harry Alfie Archie Freddie Jack Jamie Ollie Toby Rory Hugo Barnaby Callan Kieran
Tyler Brandon Hunter Dakota Trevor Dustin Garrett Colton Bryce Chase Travis Cody Landon
Arjun Rohan Vikram Sanjay Rahul Aditya Karthik Pranav Nikhil Harjit Gurpreet Jaspreet Ravi
Omar Yusuf Khalid Tariq Bilal Hamza Imran Faisal Karim Samir Idris Rashid Zaid Nabil
Wei Jun Hao Jian Ming Lei Tao Bo Zhiwei Haoran Yichen Xiang Kai
Hiroshi Kenji Takumi Daiki Haruto Sota Ren Yuto Akira Shun
Minjun Seojun Jihoon Hyunwoo Dongha Joon
Minh Tuan Duc Quang Huy Khanh Thanh Bao
Chukwuemeka Obinna Ikenna Emeka Chidi Olumide Babajide Oluwaseun Tunde Adebayo Segun
Kwame Kofi Kwabena Yaw Kojo Kwesi Jomo Baraka Otieno Kamau Sipho Thabo Mandla Tendai
Mateo Santiago Diego Alejandro Joaquin Emiliano Rodrigo Fernando Ignacio Julian Esteban
Lorenzo Matteo Giacomo Alessio Davide Tommaso Salvatore Pietro Riccardo
Tiago Goncalo Duarte Rui Joao Vasco Afonso
Piotr Tomasz Krzysztof Wojciech Jakub Marek Pawel Dmytro Oleksandr Bohdan Andriy Taras
Nikolai Sergei Mikhail Dmitri Luka Nikola Stefan Milos Ondrej Radek
Anders Magnus Henrik Soren Bjorn Lars Erik Jarno Pieter Maarten Joris Sander Thijs
Mathieu Antoine Theo Baptiste Remi Lucien Etienne Gaspard
Florian Lukas Jonas Matthias Tobias Leonhard
Emre Mehmet Burak Kerem Ozan Dariush Farhad Reza Kian Arash Babak
Eitan Noam Ariel Yonatan Avi Uri
Tane Wiremu Rawiri Manaia Sione Tevita Viliami Mikaele Keanu
Paolo Ramil Jomar Arnel Rodel
Liam Noah Lucas Mason Ethan Logan Jaxon Hudson Lachie Brody Declan Mitchell Wade Bryn
Graham Malcolm Desmond Clive Nigel Trevor Geoffrey Raymond Francis Bernard Lionel
""".split()

SURNAMES = """
O'Donnell O'Sullivan McCarthy Fitzgerald Kavanagh Brennan Doherty Gallagher Mulcahy Ni-Bhriain
Nolan Keane Quinlan Tierney Heffernan Moynihan Cronin Flanagan Hegarty Dunleavy McGrath
Llewellyn Pritchard Vaughan Prosser Bowen Parry Griffiths Cadwalader
MacLeod Munro Buchanan Sinclair Drummond Kerr Lindsay Crawford Abernethy Strachan Urquhart
Ashworth Pemberton Whitlock Cartwright Hollingsworth Thackeray Bramley Fairbairn Hargreaves
Wetherby Lockwood Tennant Aldridge Blythe Sutcliffe Dunmore Rowntree Featherstone Kingsley
Holloway Marsh Pennington Radcliffe Stubbs Winterbottom Ackroyd Clegg Haworth Pickles
Delgado Castellanos Villanueva Quintero Montoya Arriaga Barrientos Salcedo Ybarra Cordero
Espinoza Zamora Galvan Benitez Maldonado Ochoa Cervantes Alvarado Valencia Solano
Rossetti Bianchi Caruso Mancini Lombardi Ferraro Esposito Galli Conti DeLuca Marchetti
Carvalho Figueiredo Magalhaes Teixeira Azevedo Pinheiro Sequeira
Kowalczyk Wisniewska Zielinski Nowakowski Grabowski Jankowski Lewandowska Szymanska
Kovalenko Shevchenko Bondarenko Tkachenko Melnyk Hrytsenko Petrenko
Ivanova Volkov Sokolov Morozova Lebedev Novak Horvat Kovac Dvorak Marek Petrovic Jovanovic
Lindqvist Sandberg Halvorsen Bergstrom Nyberg Ekstrom Dahl Johansen Vermeulen DeVries
Janssens Bakker Visser Hendriks Mertens Dubois Lefebvre Moreau Girard Fontaine Marchand
Bergmann Hoffmann Kessler Schreiber Brandt Vogel Engel Kruger Albrecht
Yilmaz Demir Ozturk Aydin Celik Arslan Kaya Hosseini Rahimi Tehrani Karimi Jafari Moradi
Cohen Levi Mizrahi Friedman Katz Rosenberg Ben-David Abergel
Haddad Khoury Nasser Mansour Saleh Farouk Hamdan Aziz Qureshi Chaudhry Malik Siddiqui Rahman
Hussain Iqbal Baig Mirza Sheikh Anwar Butt
Patel Sharma Iyer Reddy Nair Menon Pillai Krishnan Venkatesh Banerjee Chatterjee Mukherjee
Sandhu Gill Dhillon Grewal Kaur Bhatia Kapoor Malhotra Deshpande Joshi Kulkarni Rao Gupta
Okafor Okonkwo Eze Nwosu Adeyemi Adebayo Ogunleye Balogun Oyelaran Afolabi Obi Chukwu
Mensah Asante Boateng Owusu Darko Agyeman Kariuki Wanjiku Odhiambo Mwangi Ndlovu Dlamini
Moyo Banda Phiri Nkosi Zulu
Nguyen Tran Pham Hoang Vu Dang Bui Do Huynh Truong
Chen Wang Zhang Liu Huang Zhao Zhou Lin Xu Sun Ma Guo Tang Cheung Leung Wong Chan Lau
Tanaka Suzuki Watanabe Takahashi Yamamoto Nakamura Kobayashi Sato Ito Kimura Morita
Kim Park Lee Choi Jung Kang Cho Yoon Jang Lim Han
Santos Reyes Cruz Bautista Ocampo Mendoza Villareal Dizon Manalo Aquino
Ngata Parata Tawhiri Herewini Tupou Fifita Tuilagi Fonoti Leota
Kowalski Abernathy Whitcombe Ravenscroft Nightingale Blackwood Greenhalgh Fairweather
Thornbury Coldwell Ashdown Merriweather Hawthorne Oakley Harrowgate Lisle Penhaligon
Treloar Trevithick Polglase Nankervis Chenoweth
Hale Brooks Coleman Jennings Whitaker Sutton Harlow Mercer Lowell Prescott Bradshaw Carver
Gonzalez-Reyes Nguyen-Hart Smith-Adeyemi Lloyd-Jones Davies-Okoro Khan-Whitfield
""".split()

# ---- places -------------------------------------------------------------
# (city, region or county or "", region abbreviation or "", postcode prefix)
UK_PLACES = [
    ("Leeds", "West Yorkshire", "", "LS"), ("Wakefield", "West Yorkshire", "", "WF"),
    ("Harrogate", "North Yorkshire", "", "HG"), ("York", "North Yorkshire", "", "YO"),
    ("Stockport", "Greater Manchester", "", "SK"), ("Bolton", "Greater Manchester", "", "BL"),
    ("Salford", "Greater Manchester", "", "M"), ("Norwich", "Norfolk", "", "NR"),
    ("King's Lynn", "Norfolk", "", "PE"), ("Ipswich", "Suffolk", "", "IP"),
    ("Bristol", "", "", "BS"), ("Bath", "Somerset", "", "BA"), ("Taunton", "Somerset", "", "TA"),
    ("Exeter", "Devon", "", "EX"), ("Plymouth", "Devon", "", "PL"), ("Truro", "Cornwall", "", "TR"),
    ("Cardiff", "", "", "CF"), ("Swansea", "", "", "SA"), ("Wrexham", "", "", "LL"),
    ("Glasgow", "", "", "G"), ("Edinburgh", "", "", "EH"), ("Dundee", "", "", "DD"),
    ("Aberdeen", "", "", "AB"), ("Inverness", "", "", "IV"), ("Stirling", "", "", "FK"),
    ("Belfast", "County Antrim", "", "BT"), ("Newry", "County Down", "", "BT"),
    ("Sheffield", "South Yorkshire", "", "S"), ("Nottingham", "Nottinghamshire", "", "NG"),
    ("Leicester", "Leicestershire", "", "LE"), ("Derby", "Derbyshire", "", "DE"),
    ("Oxford", "Oxfordshire", "", "OX"), ("Cambridge", "Cambridgeshire", "", "CB"),
    ("Newcastle upon Tyne", "Tyne and Wear", "", "NE"), ("Sunderland", "Tyne and Wear", "", "SR"),
    ("Brighton", "East Sussex", "", "BN"), ("Southampton", "Hampshire", "", "SO"),
    ("Reading", "Berkshire", "", "RG"), ("Coventry", "West Midlands", "", "CV"),
    ("Walsall", "West Midlands", "", "WS"), ("Liverpool", "Merseyside", "", "L"),
    ("Lancaster", "Lancashire", "", "LA"), ("Carlisle", "Cumbria", "", "CA"),
    ("Guildford", "Surrey", "", "GU"), ("Luton", "Bedfordshire", "", "LU"),
    ("Hull", "East Riding of Yorkshire", "", "HU"), ("Gloucester", "Gloucestershire", "", "GL"),
    ("Maidstone", "Kent", "", "ME"), ("Canterbury", "Kent", "", "CT"), ("Croydon", "", "", "CR"),
    ("Islington", "", "", "N"), ("Lewisham", "", "", "SE"), ("Hackney", "", "", "E"),
]
US_PLACES = [
    ("Columbus", "Ohio", "OH", "432"), ("Dayton", "Ohio", "OH", "454"), ("Akron", "Ohio", "OH", "443"),
    ("Ann Arbor", "Michigan", "MI", "481"), ("Grand Rapids", "Michigan", "MI", "495"),
    ("Madison", "Wisconsin", "WI", "537"), ("Milwaukee", "Wisconsin", "WI", "532"),
    ("Evanston", "Illinois", "IL", "602"), ("Peoria", "Illinois", "IL", "616"),
    ("Minneapolis", "Minnesota", "MN", "554"), ("Rochester", "Minnesota", "MN", "559"),
    ("Des Moines", "Iowa", "IA", "503"), ("Omaha", "Nebraska", "NE", "681"),
    ("Denver", "Colorado", "CO", "802"), ("Boulder", "Colorado", "CO", "803"),
    ("Salt Lake City", "Utah", "UT", "841"), ("Boise", "Idaho", "ID", "837"),
    ("Portland", "Oregon", "OR", "972"), ("Eugene", "Oregon", "OR", "974"),
    ("Tacoma", "Washington", "WA", "984"), ("Spokane", "Washington", "WA", "992"),
    ("Sacramento", "California", "CA", "958"), ("Fresno", "California", "CA", "937"),
    ("Pasadena", "California", "CA", "911"), ("San Jose", "California", "CA", "951"),
    ("Tucson", "Arizona", "AZ", "857"), ("Mesa", "Arizona", "AZ", "852"),
    ("Albuquerque", "New Mexico", "NM", "871"), ("El Paso", "Texas", "TX", "799"),
    ("Austin", "Texas", "TX", "787"), ("Plano", "Texas", "TX", "750"), ("Houston", "Texas", "TX", "770"),
    ("Tulsa", "Oklahoma", "OK", "741"), ("Little Rock", "Arkansas", "AR", "722"),
    ("Baton Rouge", "Louisiana", "LA", "708"), ("Birmingham", "Alabama", "AL", "352"),
    ("Nashville", "Tennessee", "TN", "372"), ("Knoxville", "Tennessee", "TN", "379"),
    ("Louisville", "Kentucky", "KY", "402"), ("Durham", "North Carolina", "NC", "277"),
    ("Charlotte", "North Carolina", "NC", "282"), ("Savannah", "Georgia", "GA", "314"),
    ("Tampa", "Florida", "FL", "336"), ("Gainesville", "Florida", "FL", "326"),
    ("Richmond", "Virginia", "VA", "232"), ("Baltimore", "Maryland", "MD", "212"),
    ("Wilmington", "Delaware", "DE", "198"), ("Pittsburgh", "Pennsylvania", "PA", "152"),
    ("Allentown", "Pennsylvania", "PA", "181"), ("Newark", "New Jersey", "NJ", "071"),
    ("Albany", "New York", "NY", "122"), ("Buffalo", "New York", "NY", "142"),
    ("Hartford", "Connecticut", "CT", "061"), ("Worcester", "Massachusetts", "MA", "016"),
    ("Providence", "Rhode Island", "RI", "029"), ("Burlington", "Vermont", "VT", "054"),
    ("Portland", "Maine", "ME", "041"), ("Honolulu", "Hawaii", "HI", "968"),
]
AU_PLACES = [
    ("Parramatta", "New South Wales", "NSW", "2150"), ("Newcastle", "New South Wales", "NSW", "2300"),
    ("Wollongong", "New South Wales", "NSW", "2500"), ("Penrith", "New South Wales", "NSW", "2750"),
    ("Randwick", "New South Wales", "NSW", "2031"), ("Wagga Wagga", "New South Wales", "NSW", "2650"),
    ("Dubbo", "New South Wales", "NSW", "2830"), ("Chatswood", "New South Wales", "NSW", "2067"),
    ("Geelong", "Victoria", "VIC", "3220"), ("Ballarat", "Victoria", "VIC", "3350"),
    ("Bendigo", "Victoria", "VIC", "3550"), ("Footscray", "Victoria", "VIC", "3011"),
    ("Box Hill", "Victoria", "VIC", "3128"), ("Frankston", "Victoria", "VIC", "3199"),
    ("Toowoomba", "Queensland", "QLD", "4350"), ("Cairns", "Queensland", "QLD", "4870"),
    ("Townsville", "Queensland", "QLD", "4810"), ("Southport", "Queensland", "QLD", "4215"),
    ("Ipswich", "Queensland", "QLD", "4305"), ("Fremantle", "Western Australia", "WA", "6160"),
    ("Joondalup", "Western Australia", "WA", "6027"), ("Bunbury", "Western Australia", "WA", "6230"),
    ("Glenelg", "South Australia", "SA", "5045"), ("Mount Gambier", "South Australia", "SA", "5290"),
    ("Hobart", "Tasmania", "TAS", "7000"), ("Launceston", "Tasmania", "TAS", "7250"),
    ("Darwin", "Northern Territory", "NT", "0800"), ("Alice Springs", "Northern Territory", "NT", "0870"),
    ("Belconnen", "Australian Capital Territory", "ACT", "2617"), ("Woden", "Australian Capital Territory", "ACT", "2606"),
]
CA_PLACES = [
    ("Toronto", "Ontario", "ON", "M"), ("Mississauga", "Ontario", "ON", "L"), ("Hamilton", "Ontario", "ON", "L"),
    ("Ottawa", "Ontario", "ON", "K"), ("Kingston", "Ontario", "ON", "K"), ("London", "Ontario", "ON", "N"),
    ("Sudbury", "Ontario", "ON", "P"), ("Thunder Bay", "Ontario", "ON", "P"),
    ("Vancouver", "British Columbia", "BC", "V"), ("Kelowna", "British Columbia", "BC", "V"),
    ("Nanaimo", "British Columbia", "BC", "V"), ("Victoria", "British Columbia", "BC", "V"),
    ("Calgary", "Alberta", "AB", "T"), ("Edmonton", "Alberta", "AB", "T"), ("Red Deer", "Alberta", "AB", "T"),
    ("Saskatoon", "Saskatchewan", "SK", "S"), ("Regina", "Saskatchewan", "SK", "S"),
    ("Winnipeg", "Manitoba", "MB", "R"), ("Brandon", "Manitoba", "MB", "R"),
    ("Montreal", "Quebec", "QC", "H"), ("Sherbrooke", "Quebec", "QC", "J"), ("Gatineau", "Quebec", "QC", "J"),
    ("Halifax", "Nova Scotia", "NS", "B"), ("Sydney", "Nova Scotia", "NS", "B"),
    ("Moncton", "New Brunswick", "NB", "E"), ("Fredericton", "New Brunswick", "NB", "E"),
    ("St. John's", "Newfoundland and Labrador", "NL", "A"), ("Charlottetown", "Prince Edward Island", "PE", "C"),
    ("Whitehorse", "Yukon", "YT", "Y"),
]
IE_PLACES = [
    ("Dublin 2", "Dublin", "", "D02"), ("Dublin 4", "Dublin", "", "D04"), ("Dublin 6W", "Dublin", "", "D6W"),
    ("Dublin 15", "Dublin", "", "D15"), ("Dublin 24", "Dublin", "", "D24"), ("Swords", "Dublin", "", "K67"),
    ("Cork", "Cork", "", "T12"), ("Ballincollig", "Cork", "", "P31"), ("Mallow", "Cork", "", "P51"),
    ("Galway", "Galway", "", "H91"), ("Tuam", "Galway", "", "H54"), ("Limerick", "Limerick", "", "V94"),
    ("Waterford", "Waterford", "", "X91"), ("Dungarvan", "Waterford", "", "X35"), ("Kilkenny", "Kilkenny", "", "R95"),
    ("Sligo", "Sligo", "", "F91"), ("Athlone", "Westmeath", "", "N37"), ("Mullingar", "Westmeath", "", "N91"),
    ("Drogheda", "Louth", "", "A92"), ("Dundalk", "Louth", "", "A91"), ("Navan", "Meath", "", "C15"),
    ("Tralee", "Kerry", "", "V92"), ("Killarney", "Kerry", "", "V93"), ("Ennis", "Clare", "", "V95"),
    ("Wexford", "Wexford", "", "Y35"), ("Letterkenny", "Donegal", "", "F92"), ("Naas", "Kildare", "", "W91"),
    ("Bray", "Wicklow", "", "A98"), ("Carlow", "Carlow", "", "R93"), ("Castlebar", "Mayo", "", "F23"),
]
PLACES = {"UK": UK_PLACES, "US": US_PLACES, "AU": AU_PLACES, "CA": CA_PLACES, "IE": IE_PLACES}

COUNTRY_NAMES = {
    "UK": ["United Kingdom", "UK", "England", "Scotland", "Wales"],
    "US": ["United States", "USA", "U.S."],
    "AU": ["Australia"], "CA": ["Canada"], "IE": ["Ireland", "Republic of Ireland"],
}
FOREIGN_COUNTRIES = ["Spain", "Portugal", "Greece", "Cyprus", "Denmark", "Czech Republic", "Poland",
                     "Ukraine", "Mexico", "India", "Nigeria", "Ghana", "Kenya", "South Africa",
                     "New Zealand", "Singapore", "Malaysia", "Philippines", "Vietnam", "Japan",
                     "Brazil", "Argentina", "Colombia", "Turkey", "Iran", "Lebanon", "Israel",
                     "Netherlands", "Belgium", "Germany", "France", "Italy", "Sweden", "Norway"]

STREET_STEMS = """Alder Ashgrove Beacon Birchfield Blackthorn Bramble Briar Brook Chapel Chestnut Clover
Copper Cranmore Crofton Dale Deerpark Elmwood Fern Fieldgate Foxglove Glebe Granary Hawthorn Heather
Highfield Hollybank Juniper Kestrel Kingfisher Lark Larch Linden Maple Meadow Millbrook Mulberry
Oakdene Orchard Osprey Paddock Pinecrest Quarry Rowan Saltings Sandpiper Sorrel Spindle Station
Sycamore Tamarind Tannery Thistle Wattle Warrigal Waratah Banksia Ironbark Coolabah Tuart Karri
Cedar Spruce Tamarack Aspen Poplar Sumac Magnolia Dogwood Hickory Cottonwood Mesquite Sagebrush
Lough Glen Bawn Cnoc Ard Inish Carrig Drum Kil Bally""".split()
STREET_TYPES = {
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Drive", "Gardens", "Terrace", "Way",
           "Grove", "Mews", "Rise", "Walk", "Place"],
    "US": ["St", "Street", "Ave", "Avenue", "Blvd", "Dr", "Drive", "Ln", "Ct", "Rd", "Way", "Pl", "Pkwy", "Cir"],
    "AU": ["St", "Street", "Rd", "Road", "Ave", "Pde", "Parade", "Cres", "Ct", "Tce", "Hwy", "Close", "Way"],
    "CA": ["St", "Street", "Ave", "Avenue", "Rd", "Dr", "Cres", "Crescent", "Blvd", "Way", "Crt", "Trail"],
    "IE": ["Road", "Street", "Park", "Avenue", "Drive", "Lawn", "Close", "Grove", "Heights", "Court", "View", "Rise"],
}

# ---- care sites (HOSPITAL) ------------------------------------------------
CLINICS = {
    "UK": ["Harbourside Fertility Centre", "Northgate Reproductive Unit", "St Aldric's Hospital",
           "Fenwick Assisted Conception Unit", "Kelsall Fertility", "Wyndham Reproductive Medicine",
           "Ravensbourne Fertility Clinic", "Millbank Andrology Suite", "Thornfield Women's Hospital",
           "Queen Adela Infirmary", "Carrowmore Fertility Centre", "Whitestone IVF", "Greyfriars Fertility"],
    "US": ["Bayview Reproductive Associates", "Cedar Hollow Fertility", "Lakeshore Center for Reproductive Health",
           "Prairie Fertility Partners", "Mesa Verde Reproductive Medicine", "Halcyon Fertility Institute",
           "Blue Heron Fertility Center", "Riverside Andrology & IVF", "Sagebrush Reproductive Specialists",
           "St. Bartholomew Medical Center", "Northfield University Hospital", "Copperleaf Fertility"],
    "AU": ["Wattlebrook Fertility", "Jacaranda Reproductive Medicine", "Southgate IVF", "Coral Coast Fertility",
           "Banksia Fertility Centre", "Tasman Reproductive Services", "Ironbark Women's Hospital",
           "St Evangeline's Private Hospital", "Harbourlight IVF", "Red Gum Fertility"],
    "CA": ["Maplewood Fertility Centre", "Northern Lights Reproductive Health", "Lakehead Fertility Clinic",
           "Cedarbrae Reproductive Centre", "Fundy Fertility", "Prairie Rose IVF", "St. Ambrose Health Centre",
           "Laurentian Fertility Institute", "Harbourview Reproductive Care"],
    "IE": ["Liffeyside Fertility Clinic", "Corrib Fertility", "Shannonbridge Reproductive Centre",
           "St Brendan's University Hospital", "Slaneyside IVF", "Barrow Fertility Clinic",
           "Mourne View Assisted Reproduction", "Dunmore Fertility"],
}
CANCER_CENTRES = {
    "UK": ["Halden Cancer Centre", "Wexcombe Oncology Unit", "Brackenridge Cancer Institute", "Royal Elstow Hospital",
           "Marlowe Haematology Unit", "Beckett Ward", "Ash Ward"],
    "US": ["Pinecrest Cancer Center", "Summit Oncology Associates", "Great Plains Cancer Institute",
           "Redwood Hematology-Oncology", "Mercy Valley Medical Center"],
    "AU": ["Warrigal Cancer Centre", "Eastlake Oncology", "Kurrajong Haematology Unit", "Flinders Crest Hospital"],
    "CA": ["Tamarack Cancer Centre", "Boreal Regional Cancer Program", "St. Lucien Hospital", "Aspen Ridge Oncology"],
    "IE": ["Glenasmole Cancer Centre", "St Ita's Oncology Day Unit", "Lee Valley University Hospital", "Ardmore Haematology"],
}
GP_PRACTICES = {
    "UK": ["Elm Park Surgery", "Castlegate Medical Practice", "Riverside Health Centre", "Bramley Lane Surgery",
           "Holme Valley Practice", "The Old Forge Surgery", "Station Road Medical Centre"],
    "US": ["Oak Street Family Medicine", "Northside Primary Care", "Meadowbrook Internal Medicine",
           "Valley Pediatrics & Family Care"],
    "AU": ["Kingsway Medical Centre", "Beachside Family Practice", "Bellbird GP Clinic", "Southerly Medical Group"],
    "CA": ["Riverbend Family Health Team", "Maple Grove Medical Clinic", "Harbourfront Family Practice"],
    "IE": ["Main Street Medical Centre", "Bridge Street Family Practice", "Ardee Road Surgery", "Quay Medical"],
}
SPERM_BANKS = {
    "UK": ["Northern Donor Bank", "Sovereign Sperm Bank"], "US": ["Cascade Cryobank", "Liberty Donor Bank"],
    "AU": ["Southern Star Donor Bank"], "CA": ["True North Cryobank"], "IE": ["Emerald Donor Programme"],
}
FOREIGN_CLINICS = ["Clinica Levante", "Ovum Baltica", "Kinderwunsch Isarzentrum", "Centro Medico Aurora",
                   "Praha Reprocentrum", "Kypros Fertility", "Nordlys Fertilitet", "Atlantida IVF Lisboa"]

# ---- organisations (ORGANIZATION) ----------------------------------------
EMPLOYERS = ["Calder Freight", "Brightwater Utilities", "Ironside Construction", "Kettering & Vale Solicitors",
             "Pennant Logistics", "Greenhill Academy", "Northwind Airlines", "Hollis Pharmaceuticals",
             "Quayside Software", "Ember Robotics", "Tidewater Council", "Larkspur Bakery", "Fieldhouse Motors",
             "Cobalt Mining Services", "Silverline Rail", "Westmoor Police", "Harbour Fire & Rescue",
             "Saltmarsh Brewery", "Orion Telecom", "Blue Gum Landscaping", "Marigold Care Homes",
             "Redfern Accounting", "Tamar Valley Dairy", "Cairnmore Distillery", "Ravel Design Studio",
             "Kookaburra Media", "Prairie Grain Co-op", "Granite State Insurance Brokers", "Juniper Retail",
             "Crossroads Church", "Loughshore Credit Union", "St Columba's School", "Riverton High School",
             "Aldergrove Primary School", "University of Kessington", "Brackwater College",
             "Northmoor University", "Hollybush Nursery", "Royal Navy"]
INSURERS = {
    "UK": ["Meridian Health Assurance", "Kestrel Mutual", "Albion Medical Cover"],
    "US": ["Keystone Health Plan", "Great Lakes BenefitCare", "Sunbelt HMO", "Evergreen Mutual Health",
           "Cardinal PPO"],
    "AU": ["Coastline Health Fund", "Southern Reef Members Health", "Outback Mutual"],
    "CA": ["Maple Leaf Benefits", "Northstar Group Insurance"],
    "IE": ["Shamrock Health Insurance", "Hibernia Care Cover"],
}
COURIERS = ["Polar Logistics", "CryoRoute Couriers", "Bluefrost Medical Transport", "Arctic Chain Ltd",
            "SafeCold Express", "Tundra Bio-Couriers", "Nitrogen Road Ltd"]

PROFESSIONS = ["welder", "electrician", "plumber", "secondary school teacher", "primary teacher",
               "software developer", "accountant", "chef", "barista", "bus driver", "lorry driver",
               "truck driver", "paramedic", "firefighter", "police officer", "soldier", "nurse",
               "pharmacist", "dentist", "vet", "farmer", "fisherman", "carpenter", "joiner", "bricklayer",
               "hairdresser", "beauty therapist", "journalist", "graphic designer", "architect",
               "civil engineer", "mechanical engineer", "lab technician", "data analyst", "solicitor",
               "lawyer", "paralegal", "shop assistant", "retail manager", "warehouse operative",
               "delivery driver", "professional footballer", "rugby player", "musician", "actor",
               "university student", "PhD student", "apprentice mechanic", "personal trainer",
               "airline pilot", "flight attendant", "social worker", "childminder", "cleaner",
               "care assistant", "photographer", "marine biologist", "miner", "forklift operator",
               "tattoo artist", "stockbroker", "real estate agent", "estate agent", "librarian",
               "radio producer", "landscape gardener", "tradie", "sheep shearer", "teacher's aide",
               "optometrist", "midwife", "physiotherapist", "youth worker", "call centre agent"]
RELATIONS = ["wife", "husband", "partner", "mother", "father", "mum", "dad", "sister", "brother",
             "fiancee", "fiance", "girlfriend", "boyfriend", "aunt", "grandmother", "friend", "son", "daughter"]
