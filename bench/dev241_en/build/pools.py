"""Invented name pools (author 241).  Underscore stands for a space inside one name."""


def _s(block):
    return [w.replace("_", " ") for w in block.split()]


MALE = _s("""
Aaron Abdullah Adebayo Adrian Ahmed Akira Alasdair Aleksander Alejandro Alistair Amadou Amir Anand
Andrius Angus Anselm Anton Arjun Armando Arturo Asher Aurelio Barnaby Bartosz Benedikt Bilal Bjorn
Boris Brendan Bruno Caius Callum Carlos Casimir Cedric Chidi Chinedu Ciaran Clement Colm Conrad
Cosmin Curtis Dagfinn Damian Dariusz Darnell Dawit Declan Deepak Demetrius Desmond Dimitri Dmitri
Donovan Duncan Dwayne Eamon Edgar Eduardo Efrain Eldon Elias Emeka Emil Emmanuel Enrique Ezra
Fabian Farid Farhan Fergus Fernando Finlay Florin Francisco Gareth Gavin Giorgos Gideon Gilberto
Graeme Gustavo Hamza Haruto Hassan Hector Henrik Hiroshi Horatio Hugo Ibrahim Ignatius Imran
Ismael Ivan Jacek Jamal Jarrod Javier Jerome Joaquin Jonas Jorge Joshua Jovan Julian Kaito
Kareem Kasper Keanu Kelvin Kenji Khalid Kieran Kofi Konstantin Kwame Lachlan Lamar Laszlo Leandro
Leighton Leopold Lionel Lorcan Lucian Luka Malcolm Manuel Marek Marlon Mateo Matthias Maxim Mehmet
Miguel Milan Mohammed Moses Murray Nasir Neville Nikhil Nikolai Niall Nnamdi Obinna Odell Olamide
Oleksandr Omar Orlando Osvaldo Otis Owain Pablo Padraig Pavel Percival Piotr Quentin Rafael Rahul
Ramon Rashid Raul Reginald Rhys Ricardo Rohan Roland Rory Ruben Rupert Rustam Santiago Saul Sebastian
Sergei Seamus Shane Siddharth Silas Sipho Solomon Stellan Tadeusz Tariq Terrence Thabo Thaddeus
Tobias Tomasz Torsten Travis Trevor Tunde Ulrich Umar Vasile Vikram Vincenzo Vladimir Wendell
Wilfred Xavier Yannick Yaw Yousef Yuri Zoltan Zubair Darragh Kwabena Mikael Osei Teodor Wiremu
Garfield Lennox Hollis Royston Delroy Clifton Winston Errol Baxter Cormac Dermot Aled Iestyn
""")

FEMALE = _s("""
Abena Adaeze Adriana Agnieszka Aiko Aisha Alejandra Alinta Amara Amelie Anahita Anastasia Andrea
Annika Antonia Aoife Ayesha Beatriz Bethan Bianca Blessing Bronwen Camille Carmen Catalina Celeste
Chiamaka Chloe Clodagh Constance Dagny Dalia Daniela Deirdre Delphine Desiree Dilnoza Dolores
Dorota Eilidh Elena Eleni Elif Eloise Ebele Esperanza Esther Eun-ji Evangeline Fatima Fenella
Fernanda Fiadh Fiona Folasade Francesca Gabriela Gemma Genevieve Georgina Giulia Gwendolyn Hadiza
Halina Hana Harriet Helga Hortense Ifeoma Ilse Imogen Ingrid Irena Isadora Itzel Jacinta Jadwiga
Jasleen Jolanta Josefina Juanita Kalinda Kamala Katarzyna Keziah Khadija Kiri Ksenia Lakshmi
Larissa Latoya Leilani Leticia Liesel Lorna Lucinda Ludmila Lupita Magdalena Mairead Malika Mallory
Marisol Marta Maryam Matilda Mei-Ling Mercedes Mirela Miriam Morag Nadia Nadine Naledi Nasrin
Ngozi Niamh Nicoleta Noor Nuala Oksana Olufunke Ondine Oona Paloma Parveen Perpetua Petra Philippa
Priya Rafaela Ranjit Renata Rhiannon Rosalind Roxana Ruth Sabine Saoirse Scarlett Seren Shanice
Shirin Simone Siobhan Soraya Svetlana Tahmina Tamsin Tanvi Temperance Teresa Thandiwe Theodora
Tiana Ursula Valentina Vanessa Veronika Wanjiru Wilhelmina Xiomara Yasmin Yetunde Yolanda Yuki
Zainab Zanele Zofia Zuleika Winifred Marguerite Cordelia Henrietta Beverley Glenys Maureen Noreen
Sharmila Anjali Rukhsana Bushra Farzana Ebony Tamika Keisha Precious Shontelle Ffion Catrin Ailsa
""")

SURNAMES = _s("""
Abernethy Achterberg Adeyemi Agarwal Ahlgren Akinola Albescu Aldana Alvarado Amankwah Andersen
Appiah Arbuthnot Arkwright Ashworth Aslan Atkinson Auclair Azikiwe Bachmann Baptiste Barraclough
Barrington Bartholomew Beauchamp Belanger Benedetti Bergstrom Bhattacharya Birkett Blackwood Blom
Boateng Bondarenko Bouchard Brannigan Brightwell Brodeur Buchanan Bukowski Calloway Campeau
Carmichael Castellanos Cavanagh Chakraborty Chaudhry Chen-Whitfield Chidozie Chukwuma Cieslak
Clearwater Coker Colquhoun Contreras Corrigan Cotterill Crabtree Cruickshank Czajkowski Dabrowski
Dalgleish Danjuma Davenport De_la_Cruz Delacroix Desrosiers Dhillon Dimitriou Donnelly Drummond
Duchesne Dunleavy Durrani Eberhardt Echeverria Edmondson Ekwueme Ellingham Emerson Escobar
Esposito Etherington Fairbairn Falkner Farooqui Fennimore Ferreira Fitzgerald Fleischer Forsythe
Fortier Fujimoto Gallagher Garrido Gatenby Gauthier Ghosh Giordano Gladwell Gonzaga Goswami
Grabowski Greenhalgh Gregorian Grimshaw Guerrero Gunawardena Gutierrez Haddad Halvorsen Hargreaves
Hashemi Hawthorne Heathcote Hernandez Hesketh Higashi Hollingsworth Holmqvist Horvath Hosseini
Huxley Ibekwe Idowu Iglesias Ingram Iqbal Isaksen Ivanova Iwasaki Jablonski Jankowski Jaramillo
Jennings Jovanovic Juarez Kaczmarek Kamau Kapoor Karlsson Kavanagh Kawamura Kerrigan Khalil
Kim-Sorensen Kingsbury Kirkpatrick Kovalenko Kowalczyk Krishnamurthy Kuznetsov Lachance Lafferty
Lambert Langford Lapointe Larouche Latimer Lefebvre Leonhardt Lindqvist Llewellyn Lockhart
Lombardi Lopez-Rivera MacAulay MacDougall Machado Madsen Mahmoud Maldonado Malinowski Mansour
Marchetti Markovic Mbeki McAllister McCandless McGillivray McTavish Mendoza Merriweather Mhlongo
Milosevic Mirza Molloy Montague Morrissey Moyo Mukherjee Mulcahy Murakami Nakagawa Nascimento
Navarro Ndlovu Nguyen Nieminen Nkemelu Northcott Nowak Nwachukwu Oduya Ogunleye Okonkwo Olafsson
Oliveira Onyango Ortega Osei-Bonsu Ostrowski Oyelaran Pacheco Padmanabhan Palmieri Papadakis
Paquette Pemberton Pereira Petrescu Pham Pilkington Plamondon Popescu Prendergast Pritchard
Quaresma Quigley Quinlan Radcliffe Rahman Ramaswamy Rasmussen Rautio Ravensworth Reyes Rijkaard
Robichaud Rodrigues Rosenthal Rothwell Rousseau Rutherford Saavedra Sadowski Salazar Sandoval
Santangelo Sato Schofield Schreiber Sekibo Sepulveda Shackleton Sharif Shevchenko Siddiqui
Silvestri Sinclair Skrzypczak Smallwood Sokolov Soltani Stathopoulos Steenkamp Stirling Strzelecki
Sutcliffe Szabo Takahashi Tambe Tanaka Tarkington Tembo Thibodeau Thorvaldsen Tiwari Tolentino
Tremblay Trevelyan Tsang Uchenna Urquhart Valdivia Van_der_Merwe Vasquez Venkataraman Vidal
Villanueva Voss Wakefield Wainwright Warburton Weatherby Wojcik Woodhouse Wyndham Xu Yamamoto
Yeboah Yilmaz Young-Harper Zaleski Zamora Zielinski Zubiri O'Callaghan O'Rourke D'Souza
Al-Hashimi Abdi Adeleke Ahn Ba Bui Choi Dang Fofanah Gyamfi Hakimi Jang Kaur Lim Mensah Musa
Nair Ochieng Park Qureshi Sandhu Sesay Singh-Grewal Suleiman Tran Uddin Wanjiku Yusuf Zhou
Bellweather Cordingley Dunmore Fairweather Gresham Hetherington Kettleborough Lowther Mossop
Oxley Penhaligon Quarrie Renwick Scarisbrick Tottle Underhill Vance Whitlock Yardley Ormerod
""")

MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTW")

NICKNAMES = {
    "Alexander": "Sandy", "Nikolai": "Kolya", "Margaret": "Peggy", "Dmitri": "Dima",
    "Reginald": "Reg", "Wilfred": "Wilf", "Bartholomew": "Bart", "Abdullah": "Abdi",
    "Konstantin": "Kostya", "Wilhelmina": "Mina", "Theodora": "Teddie", "Gwendolyn": "Gwen",
    "Evangeline": "Eva", "Josefina": "Pepa", "Francisco": "Paco", "Ignatius": "Iggy",
    "Percival": "Percy", "Temperance": "Tempe", "Henrietta": "Etta", "Leopold": "Leo",
}

# username stems
USER_SUFFIX = ["", "1", "2", "7", "01", "22", "_ot", ".ime", "99", "x"]

# ---------------- places -----------------
# US: city, state abbr, state name, zip prefix
US_PLACES = [
    ("Toledo", "OH", "Ohio", "436"), ("Dayton", "OH", "Ohio", "454"), ("Akron", "OH", "Ohio", "443"),
    ("Scranton", "PA", "Pennsylvania", "185"), ("Allentown", "PA", "Pennsylvania", "181"),
    ("Erie", "PA", "Pennsylvania", "165"), ("Fresno", "CA", "California", "937"),
    ("Bakersfield", "CA", "California", "933"), ("Stockton", "CA", "California", "952"),
    ("Riverside", "CA", "California", "925"), ("Tacoma", "WA", "Washington", "984"),
    ("Spokane", "WA", "Washington", "992"), ("Boise", "ID", "Idaho", "837"),
    ("Rockford", "IL", "Illinois", "611"), ("Peoria", "IL", "Illinois", "616"),
    ("Joliet", "IL", "Illinois", "604"), ("Gary", "IN", "Indiana", "464"),
    ("Fort Wayne", "IN", "Indiana", "468"), ("Lansing", "MI", "Michigan", "489"),
    ("Flint", "MI", "Michigan", "485"), ("Kalamazoo", "MI", "Michigan", "490"),
    ("Duluth", "MN", "Minnesota", "558"), ("Rochester", "MN", "Minnesota", "559"),
    ("Green Bay", "WI", "Wisconsin", "543"), ("Racine", "WI", "Wisconsin", "534"),
    ("Macon", "GA", "Georgia", "312"), ("Savannah", "GA", "Georgia", "314"),
    ("Mobile", "AL", "Alabama", "366"), ("Huntsville", "AL", "Alabama", "358"),
    ("Shreveport", "LA", "Louisiana", "711"), ("Baton Rouge", "LA", "Louisiana", "708"),
    ("Lubbock", "TX", "Texas", "794"), ("Waco", "TX", "Texas", "767"), ("Laredo", "TX", "Texas", "780"),
    ("El Paso", "TX", "Texas", "799"), ("Tulsa", "OK", "Oklahoma", "741"),
    ("Wichita", "KS", "Kansas", "672"), ("Omaha", "NE", "Nebraska", "681"),
    ("Des Moines", "IA", "Iowa", "503"), ("Cedar Rapids", "IA", "Iowa", "524"),
    ("Worcester", "MA", "Massachusetts", "016"), ("Springfield", "MA", "Massachusetts", "011"),
    ("Lowell", "MA", "Massachusetts", "018"), ("Bridgeport", "CT", "Connecticut", "066"),
    ("Paterson", "NJ", "New Jersey", "075"), ("Trenton", "NJ", "New Jersey", "086"),
    ("Syracuse", "NY", "New York", "132"), ("Utica", "NY", "New York", "135"),
    ("Yonkers", "NY", "New York", "107"), ("Knoxville", "TN", "Tennessee", "379"),
    ("Chattanooga", "TN", "Tennessee", "374"), ("Lexington", "KY", "Kentucky", "405"),
    ("Roanoke", "VA", "Virginia", "240"), ("Norfolk", "VA", "Virginia", "235"),
    ("Greenville", "SC", "South Carolina", "296"), ("Durham", "NC", "North Carolina", "277"),
    ("Fayetteville", "NC", "North Carolina", "283"), ("Tucson", "AZ", "Arizona", "857"),
    ("Mesa", "AZ", "Arizona", "852"), ("Pueblo", "CO", "Colorado", "810"),
    ("Provo", "UT", "Utah", "846"), ("Reno", "NV", "Nevada", "895"), ("Eugene", "OR", "Oregon", "974"),
    ("Salem", "OR", "Oregon", "973"), ("Billings", "MT", "Montana", "591"),
    ("Fargo", "ND", "North Dakota", "581"), ("Sioux Falls", "SD", "South Dakota", "571"),
    ("Bangor", "ME", "Maine", "044"), ("Manchester", "NH", "New Hampshire", "031"),
    ("Wilmington", "DE", "Delaware", "198"), ("Jackson", "MS", "Mississippi", "392"),
    ("Little Rock", "AR", "Arkansas", "722"), ("Albuquerque", "NM", "New Mexico", "871"),
    ("Ocala", "FL", "Florida", "344"), ("Lakeland", "FL", "Florida", "338"),
    ("Pensacola", "FL", "Florida", "325"), ("Hilo", "HI", "Hawaii", "967"),
    ("Anchorage", "AK", "Alaska", "995"), ("Cheyenne", "WY", "Wyoming", "820"),
    ("Morgantown", "WV", "West Virginia", "265"), ("Cranston", "RI", "Rhode Island", "029"),
    ("Burlington", "VT", "Vermont", "054"), ("Annapolis", "MD", "Maryland", "214"),
    ("Springfield", "MO", "Missouri", "658"), ("Independence", "MO", "Missouri", "640"),
]

# UK: town, county, postcode area
UK_PLACES = [
    ("Wakefield", "West Yorkshire", "WF"), ("Huddersfield", "West Yorkshire", "HD"),
    ("Halifax", "West Yorkshire", "HX"), ("Rotherham", "South Yorkshire", "S"),
    ("Doncaster", "South Yorkshire", "DN"), ("Barnsley", "South Yorkshire", "S"),
    ("Bolton", "Greater Manchester", "BL"), ("Wigan", "Greater Manchester", "WN"),
    ("Stockport", "Greater Manchester", "SK"), ("Oldham", "Greater Manchester", "OL"),
    ("Preston", "Lancashire", "PR"), ("Blackburn", "Lancashire", "BB"), ("Lancaster", "Lancashire", "LA"),
    ("Warrington", "Cheshire", "WA"), ("Crewe", "Cheshire", "CW"), ("Chester", "Cheshire", "CH"),
    ("Stoke-on-Trent", "Staffordshire", "ST"), ("Tamworth", "Staffordshire", "B"),
    ("Walsall", "West Midlands", "WS"), ("Dudley", "West Midlands", "DY"),
    ("Coventry", "West Midlands", "CV"), ("Nuneaton", "Warwickshire", "CV"),
    ("Leicester", "Leicestershire", "LE"), ("Loughborough", "Leicestershire", "LE"),
    ("Mansfield", "Nottinghamshire", "NG"), ("Chesterfield", "Derbyshire", "S"),
    ("Lincoln", "Lincolnshire", "LN"), ("Grimsby", "Lincolnshire", "DN"),
    ("Peterborough", "Cambridgeshire", "PE"), ("Ipswich", "Suffolk", "IP"), ("Norwich", "Norfolk", "NR"),
    ("Colchester", "Essex", "CO"), ("Basildon", "Essex", "SS"), ("Chelmsford", "Essex", "CM"),
    ("Luton", "Bedfordshire", "LU"), ("Reading", "Berkshire", "RG"), ("Slough", "Berkshire", "SL"),
    ("Swindon", "Wiltshire", "SN"), ("Gloucester", "Gloucestershire", "GL"),
    ("Taunton", "Somerset", "TA"), ("Exeter", "Devon", "EX"), ("Plymouth", "Devon", "PL"),
    ("Truro", "Cornwall", "TR"), ("Poole", "Dorset", "BH"), ("Southampton", "Hampshire", "SO"),
    ("Basingstoke", "Hampshire", "RG"), ("Crawley", "West Sussex", "RH"), ("Hastings", "East Sussex", "TN"),
    ("Maidstone", "Kent", "ME"), ("Margate", "Kent", "CT"), ("Sunderland", "Tyne and Wear", "SR"),
    ("Gateshead", "Tyne and Wear", "NE"), ("Darlington", "County Durham", "DL"),
    ("Middlesbrough", "North Yorkshire", "TS"), ("Harrogate", "North Yorkshire", "HG"),
    ("Carlisle", "Cumbria", "CA"), ("Kendal", "Cumbria", "LA"), ("Shrewsbury", "Shropshire", "SY"),
    ("Hereford", "Herefordshire", "HR"), ("Worcester", "Worcestershire", "WR"),
    ("Newport", "Gwent", "NP"), ("Swansea", "West Glamorgan", "SA"), ("Wrexham", "Clwyd", "LL"),
    ("Bangor", "Gwynedd", "LL"), ("Paisley", "Renfrewshire", "PA"), ("Kilmarnock", "Ayrshire", "KA"),
    ("Dundee", "Angus", "DD"), ("Perth", "Perthshire", "PH"), ("Falkirk", "Stirlingshire", "FK"),
    ("Inverness", "Highland", "IV"), ("Dumfries", "Dumfriesshire", "DG"),
    ("Lisburn", "County Antrim", "BT"), ("Newry", "County Down", "BT"),
]

# Canada: city, province abbr, province name, postal first letter
CA_PLACES = [
    ("Hamilton", "ON", "Ontario", "L"), ("Kitchener", "ON", "Ontario", "N"), ("London", "ON", "Ontario", "N"),
    ("Windsor", "ON", "Ontario", "N"), ("Sudbury", "ON", "Ontario", "P"), ("Thunder Bay", "ON", "Ontario", "P"),
    ("Barrie", "ON", "Ontario", "L"), ("Oshawa", "ON", "Ontario", "L"), ("Kingston", "ON", "Ontario", "K"),
    ("Peterborough", "ON", "Ontario", "K"), ("Brampton", "ON", "Ontario", "L"), ("Guelph", "ON", "Ontario", "N"),
    ("Mississauga", "ON", "Ontario", "L"), ("Sault Ste. Marie", "ON", "Ontario", "P"),
    ("Laval", "QC", "Quebec", "H"), ("Sherbrooke", "QC", "Quebec", "J"), ("Gatineau", "QC", "Quebec", "J"),
    ("Trois-Rivieres", "QC", "Quebec", "G"), ("Saguenay", "QC", "Quebec", "G"),
    ("Surrey", "BC", "British Columbia", "V"), ("Kelowna", "BC", "British Columbia", "V"),
    ("Kamloops", "BC", "British Columbia", "V"), ("Nanaimo", "BC", "British Columbia", "V"),
    ("Prince George", "BC", "British Columbia", "V"), ("Abbotsford", "BC", "British Columbia", "V"),
    ("Red Deer", "AB", "Alberta", "T"), ("Lethbridge", "AB", "Alberta", "T"),
    ("Medicine Hat", "AB", "Alberta", "T"), ("Grande Prairie", "AB", "Alberta", "T"),
    ("Fort McMurray", "AB", "Alberta", "T"), ("Saskatoon", "SK", "Saskatchewan", "S"),
    ("Regina", "SK", "Saskatchewan", "S"), ("Moose Jaw", "SK", "Saskatchewan", "S"),
    ("Brandon", "MB", "Manitoba", "R"), ("Steinbach", "MB", "Manitoba", "R"),
    ("Moncton", "NB", "New Brunswick", "E"), ("Fredericton", "NB", "New Brunswick", "E"),
    ("Dartmouth", "NS", "Nova Scotia", "B"), ("Truro", "NS", "Nova Scotia", "B"),
    ("Sydney", "NS", "Nova Scotia", "B"), ("Charlottetown", "PE", "Prince Edward Island", "C"),
    ("Corner Brook", "NL", "Newfoundland and Labrador", "A"), ("Whitehorse", "YT", "Yukon", "Y"),
    ("Yellowknife", "NT", "Northwest Territories", "X"),
]

# countries of birth / travel / prior residence
COUNTRIES = _s("""
Portugal Nigeria Ghana Poland Romania Jamaica Trinidad Philippines India Pakistan Bangladesh
Vietnam Mexico Guatemala El_Salvador Colombia Peru Brazil Ukraine Lithuania Latvia Somalia Eritrea
Ethiopia Kenya Zimbabwe South_Africa Ireland Scotland Italy Greece Turkey Iran Iraq Syria Lebanon
Egypt Morocco China Hong_Kong South_Korea Japan Haiti Cuba Dominican_Republic Sri_Lanka Nepal
Afghanistan Sudan Uganda Germany Netherlands Chile Argentina Honduras Bosnia Serbia Croatia Fiji
""")

STREET_WORDS = _s("""
Alder Ashgrove Beechwood Birchfield Blackthorn Bramble Briar Brook Cedar Chestnut Clover Coppice
Cornfield Cromwell Dale Deepdene Elm Fernhill Foxglove Galloway Glebe Hawthorn Hazel Heather
Highfield Hollybank Juniper Kestrel Laburnum Larch Lavender Linden Maple Marlowe Meadow Millbrook
Mulberry Oakridge Orchard Osprey Paddock Pinecrest Poplar Primrose Quarry Raven Redwood Rosemary
Rowan Sandpiper Sedgefield Silverbirch Spruce Stonebridge Sycamore Thistle Thornbury Wexford
Willowmere Windmill Woodland Yewtree Aberdeen Beaumont Carrington Dunmore Fairfax Grosvenor
Hamilton_Park Kingsley Lancaster Montrose Northgate Pemberton Queensway Ridgeway Salisbury
Tennyson Victoria Wellington Coleridge Wordsworth Elgin Lakeshore Riverbend Prospect Cherry_Hill
""")

US_SUFFIX = ["St", "Street", "Ave", "Avenue", "Rd", "Road", "Blvd", "Dr", "Drive", "Ln", "Lane",
             "Ct", "Way", "Pl", "Terrace", "Pkwy", "Circle"]
UK_SUFFIX = ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Grove", "Way",
             "Terrace", "Gardens", "Mews", "Walk", "Rise", "Court", "View"]
CA_SUFFIX = ["St", "Street", "Ave", "Rd", "Road", "Blvd", "Dr", "Cres", "Crescent", "Way", "Trail",
             "Line", "Concession Rd", "Pkwy", "Gate", "Heights"]

# invented place-like words for hospitals, clinics, organisations
PLACE_WORDS = _s("""
Alderbrook Ashcombe Beaconfield Bellmoor Birchgrove Blythewood Bramblegate Brightwater Brookhaven
Caldermere Castlegate Cedarvale Claremount Cloverdale Coldharbour Copperfield Cresthaven Daleview
Deerfield Dunhollow Eastmere Elmbridge Fairhaven Fernleigh Foxhollow Glenrock Greystone Hallowmere
Harrowgate Hazelmere Heathfield Hollowbrook Ironbridge Kingsmere Lakeview Larkspur Linwood
Longmeadow Lynford Marbleton Meadowcroft Millhaven Northbrook Oakhaven Orchardleigh Pinehurst
Quarrybank Ravenscroft Redcliffe Ridgemont Riverstone Rosemead Saltmarsh Sandringham_Vale
Silverlake Southmere Stonehaven Summerlea Thornfield Tidewater Upperton Valemont Westbrook
Whitmore Willowdene Windermere_Heights Woodbury Wrenfield Yarrowdale
""")

TITLES_M = ["Mr", "Mr."]
TITLES_F = ["Ms", "Ms.", "Mrs", "Mrs.", "Miss"]
