"""Invented name, place and organisation pools for the dev16-en set.

Everything here was written by hand for this set. Lists are plain Python lists
(never sets) so that iteration order, and therefore generation, is stable.
"""


def _split(block):
    out = []
    for line in block.strip().splitlines():
        line = line.split("#", 1)[0]
        for tok in line.split("|"):
            tok = tok.strip()
            if tok:
                out.append(tok)
    # de-duplicate, keep order
    seen = {}
    for t in out:
        seen.setdefault(t, None)
    return list(seen)


# --------------------------------------------------------------------------
# Surnames (many origins).  Several double as eponyms or town names on purpose
# (Foley, Wilson, Graves, Addison, Bell, Murphy, Cushing, Parkinson, Barrett,
# Whipple, Levine, Allen, Tanner, Bishop, Marshall, Homans, Hartmann).
# --------------------------------------------------------------------------
SURNAMES = _split("""
# English / Scottish / Welsh / Irish
Smith|Johnson|Williams|Brown|Jones|Miller|Davis|Wilson|Anderson|Taylor|Thomas|Moore|Martin
Thompson|White|Harris|Clark|Lewis|Robinson|Walker|Young|Allen|King|Wright|Scott|Hill|Green
Adams|Baker|Nelson|Carter|Mitchell|Roberts|Turner|Phillips|Campbell|Parker|Evans|Edwards
Collins|Stewart|Morris|Murphy|Cook|Rogers|Morgan|Cooper|Peterson|Reed|Bailey|Bell|Kelly
Howard|Ward|Cox|Richardson|Wood|Watson|Brooks|Bennett|Gray|Hughes|Price|Sanders|Myers
Foster|Powell|Jenkins|Perry|Russell|Sullivan|Fisher|Graves|Foley|Addison|Cushing|Parkinson
Barrett|Whipple|Levine|Tanner|Bishop|Marshall|Homans|Hartley|Ashworth|Pemberton|Whitlock
Fairbanks|Holloway|Thornton|Blackwood|Kendrick|Lockhart|Prescott|Radcliffe|Sutherland
Ainsworth|Bramwell|Cartwright|Dunmore|Fenwick|Gilchrist|Hargreaves|Kilbride|Lyle|Macaulay
McAllister|MacLeod|Fraser|Buchanan|Drummond|Ferguson|Galbraith|Rennie|Urquhart|Llewellyn
Pritchard|Vaughan|Gruffydd|Bowen|Rees|O'Brien|O'Connor|O'Sullivan|Byrne|Doyle|Gallagher
Kavanagh|Brennan|Fitzgerald|Flanagan|Keane|Moloney|Nolan|Quinlan|Tierney|Whelan|Dunne
Hennessy|Harrington-Ives|Okafor-Bell|Lopez-Rivera|Ashby|Crowther|Pennington|Winslow
# German / Dutch / Scandinavian / Finnish
Schmidt|Mueller|Fischer|Weber|Becker|Hoffmann|Schulz|Koch|Richter|Wolff|Zimmermann|Krause
Hartmann|Lang|Vogel|Brandt|Eichler|van der Berg|De Vries|Jansen|Visser|Bakker|Smits|Dekker
Vos|Hendriks|Lindqvist|Johansson|Nilsson|Eriksson|Berglund|Halvorsen|Haugen|Solberg
Andersen|Kristensen|Nyberg|Virtanen|Korhonen|Lehtonen
# Italian
Rossi|Russo|Ferrari|Esposito|Bianchi|Romano|Colombo|Ricci|Marino|Greco|Bruno|Gallo|Conti
De Luca|Mancini|Costa|Giordano|Rizzo|Lombardi|Moretti|Barbieri|Fontana|Santoro|Caruso
Ferraro|Pellegrino|Vitale
# Spanish / Latin American / Portuguese / Brazilian
Garcia|Rodriguez|Martinez|Hernandez|Lopez|Gonzalez|Perez|Sanchez|Ramirez|Torres|Flores
Rivera|Gomez|Diaz|Reyes|Morales|Cruz|Ortiz|Gutierrez|Chavez|Ramos|Ruiz|Alvarez|Mendoza
Castillo|Jimenez|Moreno|Romero|Herrera|Medina|Aguilar|Vargas|Castro|Guerrero|Salazar
Delgado|Contreras|Figueroa|Espinoza|Navarro|Cabrera|Villanueva|de la Cruz|Fuentes|Ibarra
Zamora|Quintero|Valdez|Pacheco|Santiago|Cordero|Oliveira|Pereira|Ferreira|Carvalho
Almeida|Ribeiro|Gomes|Martins|Sousa|Rocha|Teixeira|Barbosa|Mendes|Nascimento|Lima
# French / French-Canadian
Dubois|Lefebvre|Moreau|Laurent|Girard|Bonnet|Dupont|Lambert|Fontaine|Rousseau|Chevalier
Gagnon|Tremblay|Bouchard|Côté|Bélanger|Lévesque|Pelletier|Thibault|Beaulieu|Ouellet
Gauthier|Caron
# Central / Eastern European
Kowalski|Nowak|Wiśniewski|Wójcik|Kowalczyk|Kamiński|Lewandowski|Zieliński|Szymański
Dąbrowski|Ivanov|Petrov|Smirnov|Volkov|Sokolov|Popov|Kuznetsov|Morozov|Novak|Dvořák
Horváth|Kovács|Szabó|Tóth|Nagy|Shevchenko|Bondarenko|Kovalenko|Melnyk|Tkachenko
# Greek / Armenian / Turkish
Papadopoulos|Georgiou|Nikolaidis|Konstantinou|Dimitriou|Alexiou|Petrakis|Hovhannisyan
Petrosyan|Sargsyan|Harutyunyan|Yilmaz|Kaya|Demir|Şahin|Çelik|Aydın|Öztürk|Arslan
# Arabic / Persian
Haddad|Khoury|Nasser|Saleh|Mansour|Hamdan|Aziz|Farah|Ibrahim|Abdullah|Al-Sayed|Rahman
Hussein|Karimi|Hosseini|Rahimi|Moradi|Jafari|Ahmadi|Tehrani|Sadeghi
# South Asian
Patel|Shah|Sharma|Singh|Gupta|Kumar|Reddy|Rao|Iyer|Nair|Menon|Pillai|Chatterjee|Banerjee
Mukherjee|Das|Bose|Desai|Joshi|Mehta|Kapoor|Malhotra|Chopra|Bhatt|Trivedi|Agarwal
Venkatesan|Subramanian|Krishnan|Ranganathan|Qureshi|Siddiqui|Chaudhry|Butt|Malik|Hussain
Ahmed|Islam|Chowdhury|Hossain|Begum|Uddin|Perera|Fernando|Jayawardena|Wickramasinghe
# East / South-East Asian
Wang|Li|Zhang|Liu|Chen|Yang|Huang|Zhao|Wu|Zhou|Xu|Sun|Ma|Zhu|Hu|Guo|He|Lin|Luo|Gao|Tang
Liang|Song|Zheng|Cheung|Wong|Chan|Leung|Lau|Ng|Ho|Yip|Kwok|Tsang|Kim|Lee|Park|Choi|Jung
Kang|Cho|Yoon|Jang|Lim|Han|Shin|Seo|Kwon|Hwang|Nguyen|Tran|Le|Pham|Hoang|Phan|Vu|Vo|Dang
Bui|Huynh|Tanaka|Suzuki|Takahashi|Watanabe|Ito|Yamamoto|Nakamura|Kobayashi|Sato|Kato
Yoshida|Yamada|Sasaki|Matsumoto|Inoue|Kimura|Hayashi|Shimizu|Mori
# Filipino
Santos|dela Rosa|Bautista|Mercado|Villareal|Manalo|Dimaculangan|Pangilinan|Macaraeg
Soriano|Tolentino
# African
Okafor|Okonkwo|Adeyemi|Adebayo|Olawale|Nwosu|Eze|Chukwu|Obi|Balogun|Ogunleye|Oyelaran
Abubakar|Bello|Mensah|Owusu|Asante|Boateng|Appiah|Osei|Kamau|Otieno|Mwangi|Njoroge
Wanjiru|Ochieng|Kiplagat|Tesfaye|Bekele|Haile|Gebremedhin|Alemu|Abdi|Warsame|Hassan|Jama
Diallo|Traoré|Ndiaye|Diop|Dlamini|Nkosi|Khumalo|Mokoena
# Jewish diaspora
Cohen|Levy|Goldberg|Rosenberg|Friedman|Katz|Shapiro|Weiss|Klein|Stern|Adler|Kaplan
Horowitz|Abramowitz
# Pacific / Maori / Hawaiian
Kealoha|Kahananui|Makoa|Tupou|Fifita|Taufa|Ngata|Parata|Tipene
""")

FEMALE = _split("""
Mary|Patricia|Jennifer|Linda|Elizabeth|Barbara|Susan|Jessica|Sarah|Karen|Nancy|Lisa|Betty
Margaret|Sandra|Ashley|Kimberly|Emily|Donna|Michelle|Dorothy|Carol|Amanda|Melissa|Deborah
Stephanie|Rebecca|Sharon|Laura|Cynthia|Kathleen|Amy|Shirley|Angela|Helen|Anna|Brenda
Pamela|Nicole|Emma|Samantha|Katherine|Christine|Debra|Rachel|Catherine|Carolyn|Janet|Ruth
Maria|Heather|Diane|Virginia|Julie|Joyce|Victoria|Olivia|Kelly|Christina|Lauren|Joan
Evelyn|Judith|Megan|Cheryl|Andrea|Hannah|Martha|Jacqueline|Frances|Gloria|Ann|Teresa
Kathryn|Sara|Janice|Jean|Alice|Madison|Doris|Abigail|Julia|Judy|Grace|Denise|Amber
Marilyn|Beverly|Danielle|Theresa|Sophia|Marie|Diana|Brittany|Natalie|Isabella|Charlotte
Rose|Alexis|Kayla
Guadalupe|Lucia|Carmen|Rosa|Ana|Beatriz|Marisol|Yolanda|Esperanza|Paola|Valentina|Ximena
Camila|Daniela|Alejandra|Leticia|Graciela|Consuelo|Inés|Joana|Fernanda|Luana|Thaís
Amélie|Chantal|Geneviève|Sylvie|Nathalie|Josée|Mireille|Giulia|Francesca|Chiara
Alessandra|Giovanna|Ingrid|Greta|Heike|Ursula|Olga|Svetlana|Natalia|Irina|Katarzyna
Agnieszka|Oksana|Milena|Zofia|Eleni|Despina|Athena|Fatima|Aisha|Layla|Mariam|Noor|Yasmin
Huda|Rania|Samira|Zainab|Shirin|Parisa|Farnaz|Priya|Ananya|Deepa|Kavita|Lakshmi|Sunita
Meera|Anjali|Pooja|Nisha|Shabnam|Nasreen|Farzana|Rukhsana|Mei|Xiu Ying|Li Na|Hui|Jing
Yan|Ji-woo|Min-ji|Seo-yeon|Hana|Yuki|Akiko|Haruka|Keiko|Mai|Linh|Thuy|Hoa|Ngoc|Maricel
Lorna|Rosario|Analyn|Chiamaka|Ngozi|Adaeze|Folake|Abena|Akosua|Ama|Wanjiku|Amina|Hodan
Halima|Selam|Makeda|Thandiwe|Nomvula|Siobhan|Niamh|Aoife|Saoirse|Ciara|Mairead|Eilidh
Morag|Rhiannon|Cerys|Bronwen|Ffion|Miriam|Tova|Shira|Rivka|Leilani|Kalani|Mere|Aroha
Losana|Brooklyn|Harper|Aubrey|Skylar|Paisley|Kinsley|Jade|Tiana|Imani|Aaliyah|Destiny
Shanice|Ebony|Keisha|Mildred|Agnes|Edna|Gladys|Hazel|Irene|Lois|Bernice|Myrtle|Viola
Florence|Mabel|Ethel|Beatrice|Winifred|Edith|Muriel|Doreen|Maureen|Sheila|Gwen|Pauline
Wendy|Lorraine|Noreen|Colleen
""")

MALE = _split("""
James|Robert|John|Michael|David|William|Richard|Joseph|Thomas|Charles|Christopher|Daniel
Matthew|Anthony|Mark|Donald|Steven|Paul|Andrew|Joshua|Kenneth|Kevin|Brian|George|Timothy
Ronald|Edward|Jason|Jeffrey|Ryan|Jacob|Gary|Nicholas|Eric|Jonathan|Stephen|Larry|Justin
Scott|Brandon|Benjamin|Samuel|Gregory|Alexander|Frank|Patrick|Raymond|Jack|Dennis|Jerry
Tyler|Aaron|Jose|Adam|Nathan|Henry|Douglas|Zachary|Peter|Kyle|Ethan|Walter|Noah|Jeremy
Christian|Keith|Roger|Terry|Gerald|Harold|Sean|Austin|Carl|Arthur|Lawrence|Dylan|Jesse
Jordan|Bryan|Billy|Joe|Bruce|Gabriel|Logan|Albert|Willie|Alan|Juan|Wayne|Elijah|Randy|Roy
Vincent|Ralph|Eugene|Russell|Bobby|Mason|Philip|Louis
Clarence|Herbert|Earl|Floyd|Leroy|Vernon|Elmer|Chester|Lloyd|Milton|Wendell|Clifford
Howard|Stanley|Cecil|Reginald|Nigel|Trevor|Clive|Graham|Colin|Malcolm|Alistair|Hamish
Angus|Callum|Ewan|Rhys|Gareth|Dafydd|Iwan|Owain|Seamus|Padraig|Ciaran|Declan|Eoin|Cormac
Niall|Fergal|Oisin|Carlos|Luis|Miguel|Jorge|Alejandro|Javier|Rafael|Fernando|Ricardo
Eduardo|Alberto|Manuel|Héctor|Raúl|Guillermo|Ignacio|Mateo|Santiago|Diego|Emilio|Joaquín
Ramón|João|Paulo|Tiago|Rodrigo|Gonçalo|Jean-Luc|Pierre|François|Étienne|Mathieu|Benoît
Sébastien|Yves|Giuseppe|Giovanni|Marco|Luca|Alessandro|Francesco|Salvatore|Vittorio|Enzo
Klaus|Dieter|Jürgen|Wolfgang|Stefan|Lukas|Pieter|Joost|Bram|Lars|Anders|Erik|Nils|Henrik
Sven|Magnus|Bjorn|Dmitri|Sergei|Alexei|Ivan|Nikolai|Piotr|Tomasz|Krzysztof|Pavel|Bohdan
Taras|Nikos|Yannis|Konstantinos|Spyros|Aram|Tigran|Armen|Mehmet|Emre|Burak|Mohammed
Ahmed|Omar|Ali|Khalid|Youssef|Hassan|Ibrahim|Tariq|Karim|Samir|Nabil|Walid|Faisal|Reza
Dariush|Kian|Babak|Farid|Raj|Arjun|Vikram|Rohan|Sanjay|Anil|Suresh|Ramesh|Rahul|Amit
Imran|Asif|Bilal|Tanvir|Rafiq|Kamal|Nuwan|Wei|Jian|Hao|Jun|Ming|Tao|Lei|Min-jun|Seo-jun
Ji-ho|Dong-hyun|Hiroshi|Takeshi|Kenji|Daisuke|Haruto|Minh|Tuan|Hung|Duc|Quang|Thanh|Bao
Rodel|Jomar|Arnel|Rolando|Efren|Chinedu|Emeka|Obinna|Oluwaseun|Tunde|Babatunde|Kwame
Kofi|Yaw|Kwabena|Jomo|Baraka|Tendai|Tafadzwa|Sipho|Themba|Abdirahman|Mohamed|Dawit
Yonas|Girma|Bereket|Avi|Eitan|Moshe|Yosef|Shlomo|Keoni|Kai|Manaia|Wiremu|Tevita|Sione
Jayden|Aiden|Brayden|Jaxon|Liam|Hunter|Colton|DeShawn|Jamal|Darnell|Tyrone|Marquis
Terrell|Andre|Kareem
""")

NICKNAMES = {
    "Robert": "Bob", "William": "Bill", "Richard": "Rick", "Margaret": "Peggy",
    "Elizabeth": "Liz", "James": "Jim", "Joseph": "Joe", "Katherine": "Kate",
    "Patricia": "Patty", "Thomas": "Tom", "Michael": "Mike", "Edward": "Ed",
    "Charles": "Chuck", "Dorothy": "Dot", "Alexander": "Sandy", "Kenneth": "Ken",
    "Deborah": "Debbie", "Jennifer": "Jen", "Christopher": "Chris", "Daniel": "Danny",
    "Francesca": "Frankie", "Giuseppe": "Joe", "Oluwaseun": "Seun", "Babatunde": "Tunde",
    "Konstantinos": "Kostas", "Alejandro": "Alex", "Guadalupe": "Lupe", "Beatrice": "Bea",
    "Winifred": "Winnie", "Anthony": "Tony", "Lawrence": "Larry", "Raymond": "Ray",
    "Samuel": "Sam", "Rebecca": "Becky", "Victoria": "Vicky", "Abdirahman": "Abdi",
    "Stephanie": "Steph", "Gregory": "Greg", "Timothy": "Tim", "Nikolai": "Kolya",
}

# --------------------------------------------------------------------------
# Places.  Real town names are used as towns; everything else is invented.
# (city, state/province abbreviation, state/province name, postcode prefix)
# --------------------------------------------------------------------------
US_CITIES = [
    ("Springfield", "IL", "Illinois", "627"), ("Peoria", "IL", "Illinois", "616"),
    ("Joliet", "IL", "Illinois", "604"), ("Addison", "TX", "Texas", "750"),
    ("Murphy", "TX", "Texas", "750"), ("Paris", "TX", "Texas", "754"),
    ("Marshall", "TX", "Texas", "756"), ("Lubbock", "TX", "Texas", "794"),
    ("El Paso", "TX", "Texas", "799"), ("San Antonio", "TX", "Texas", "782"),
    ("Wilson", "NC", "North Carolina", "278"), ("Greenville", "NC", "North Carolina", "278"),
    ("Asheville", "NC", "North Carolina", "288"), ("Durham", "NC", "North Carolina", "277"),
    ("Baltimore", "MD", "Maryland", "212"), ("Silver Spring", "MD", "Maryland", "209"),
    ("Frederick", "MD", "Maryland", "217"), ("Hagerstown", "MD", "Maryland", "217"),
    ("Pittsburgh", "PA", "Pennsylvania", "152"), ("Allentown", "PA", "Pennsylvania", "181"),
    ("Scranton", "PA", "Pennsylvania", "185"), ("Erie", "PA", "Pennsylvania", "165"),
    ("Lincoln", "NE", "Nebraska", "685"), ("Omaha", "NE", "Nebraska", "681"),
    ("Jackson", "MS", "Mississippi", "392"), ("Tupelo", "MS", "Mississippi", "388"),
    ("Worcester", "MA", "Massachusetts", "016"), ("Lowell", "MA", "Massachusetts", "018"),
    ("New Bedford", "MA", "Massachusetts", "027"), ("Quincy", "MA", "Massachusetts", "021"),
    ("Hartford", "CT", "Connecticut", "061"), ("New Haven", "CT", "Connecticut", "065"),
    ("Providence", "RI", "Rhode Island", "029"), ("Burlington", "VT", "Vermont", "054"),
    ("Portland", "ME", "Maine", "041"), ("Bangor", "ME", "Maine", "044"),
    ("Albany", "NY", "New York", "122"), ("Syracuse", "NY", "New York", "132"),
    ("Buffalo", "NY", "New York", "142"), ("Yonkers", "NY", "New York", "107"),
    ("Newark", "NJ", "New Jersey", "071"), ("Trenton", "NJ", "New Jersey", "086"),
    ("Columbus", "OH", "Ohio", "432"), ("Dayton", "OH", "Ohio", "454"),
    ("Toledo", "OH", "Ohio", "436"), ("Akron", "OH", "Ohio", "443"),
    ("Grand Rapids", "MI", "Michigan", "495"), ("Flint", "MI", "Michigan", "485"),
    ("Kalamazoo", "MI", "Michigan", "490"), ("Madison", "WI", "Wisconsin", "537"),
    ("Green Bay", "WI", "Wisconsin", "543"), ("Duluth", "MN", "Minnesota", "558"),
    ("Rochester", "MN", "Minnesota", "559"), ("Des Moines", "IA", "Iowa", "503"),
    ("Cedar Rapids", "IA", "Iowa", "524"), ("Wichita", "KS", "Kansas", "672"),
    ("Tulsa", "OK", "Oklahoma", "741"), ("Little Rock", "AR", "Arkansas", "722"),
    ("Shreveport", "LA", "Louisiana", "711"), ("Baton Rouge", "LA", "Louisiana", "708"),
    ("Mobile", "AL", "Alabama", "366"), ("Huntsville", "AL", "Alabama", "358"),
    ("Macon", "GA", "Georgia", "312"), ("Savannah", "GA", "Georgia", "314"),
    ("Tallahassee", "FL", "Florida", "323"), ("Gainesville", "FL", "Florida", "326"),
    ("Ocala", "FL", "Florida", "344"), ("Sarasota", "FL", "Florida", "342"),
    ("Knoxville", "TN", "Tennessee", "379"), ("Chattanooga", "TN", "Tennessee", "374"),
    ("Lexington", "KY", "Kentucky", "405"), ("Bowling Green", "KY", "Kentucky", "421"),
    ("Roanoke", "VA", "Virginia", "240"), ("Norfolk", "VA", "Virginia", "235"),
    ("Charleston", "WV", "West Virginia", "253"), ("Boise", "ID", "Idaho", "837"),
    ("Spokane", "WA", "Washington", "992"), ("Tacoma", "WA", "Washington", "984"),
    ("Eugene", "OR", "Oregon", "974"), ("Salem", "OR", "Oregon", "973"),
    ("Fresno", "CA", "California", "937"), ("Bakersfield", "CA", "California", "933"),
    ("Modesto", "CA", "California", "953"), ("Oxnard", "CA", "California", "930"),
    ("Tucson", "AZ", "Arizona", "857"), ("Flagstaff", "AZ", "Arizona", "860"),
    ("Albuquerque", "NM", "New Mexico", "871"), ("Las Cruces", "NM", "New Mexico", "880"),
    ("Pueblo", "CO", "Colorado", "810"), ("Greeley", "CO", "Colorado", "806"),
    ("Reno", "NV", "Nevada", "895"), ("Ogden", "UT", "Utah", "844"),
    ("Billings", "MT", "Montana", "591"), ("Fargo", "ND", "North Dakota", "581"),
    ("Sioux Falls", "SD", "South Dakota", "571"), ("Casper", "WY", "Wyoming", "826"),
    ("Anchorage", "AK", "Alaska", "995"), ("Hilo", "HI", "Hawaii", "967"),
    ("Columbia", "SC", "South Carolina", "292"), ("Dover", "DE", "Delaware", "199"),
    ("Manchester", "NH", "New Hampshire", "031"), ("Evansville", "IN", "Indiana", "477"),
    ("Fort Wayne", "IN", "Indiana", "468"), ("St. Louis", "MO", "Missouri", "631"),
    ("Joplin", "MO", "Missouri", "648"),
]

US_COUNTIES = ["Wilson County", "Graves County", "Marshall County", "Cook County",
               "Lake County", "Franklin County", "Orange County", "Washington County",
               "Monroe County", "Bell County", "Jefferson County", "Madison County"]

# (town, county, postcode area)
UK_TOWNS = [
    ("Leeds", "West Yorkshire", "LS"), ("Sheffield", "South Yorkshire", "S"),
    ("Bristol", "Avon", "BS"), ("Norwich", "Norfolk", "NR"), ("Exeter", "Devon", "EX"),
    ("Glasgow", "Lanarkshire", "G"), ("Edinburgh", "Midlothian", "EH"),
    ("Cardiff", "South Glamorgan", "CF"), ("Swansea", "West Glamorgan", "SA"),
    ("Belfast", "County Antrim", "BT"), ("Manchester", "Greater Manchester", "M"),
    ("Liverpool", "Merseyside", "L"), ("Nottingham", "Nottinghamshire", "NG"),
    ("Leicester", "Leicestershire", "LE"), ("Coventry", "West Midlands", "CV"),
    ("York", "North Yorkshire", "YO"), ("Bath", "Somerset", "BA"),
    ("Ipswich", "Suffolk", "IP"), ("Truro", "Cornwall", "TR"), ("Carlisle", "Cumbria", "CA"),
    ("Durham", "County Durham", "DH"), ("Newcastle upon Tyne", "Tyne and Wear", "NE"),
    ("Brighton", "East Sussex", "BN"), ("Oxford", "Oxfordshire", "OX"),
    ("Cambridge", "Cambridgeshire", "CB"), ("Reading", "Berkshire", "RG"),
    ("Aberdeen", "Aberdeenshire", "AB"), ("Dundee", "Angus", "DD"),
    ("Inverness", "Highland", "IV"), ("Wrexham", "Clwyd", "LL"),
    ("Harrogate", "North Yorkshire", "HG"), ("Kendal", "Cumbria", "LA"),
    ("Stockport", "Greater Manchester", "SK"), ("Maidstone", "Kent", "ME"),
    ("Canterbury", "Kent", "CT"), ("Lincoln", "Lincolnshire", "LN"),
    ("Shrewsbury", "Shropshire", "SY"), ("Hereford", "Herefordshire", "HR"),
    ("Gloucester", "Gloucestershire", "GL"), ("Salisbury", "Wiltshire", "SP"),
]

# (city, province abbreviation, province name, first letter of postal code)
CA_CITIES = [
    ("Toronto", "ON", "Ontario", "M"), ("Ottawa", "ON", "Ontario", "K"),
    ("Hamilton", "ON", "Ontario", "L"), ("London", "ON", "Ontario", "N"),
    ("Kingston", "ON", "Ontario", "K"), ("Sudbury", "ON", "Ontario", "P"),
    ("Thunder Bay", "ON", "Ontario", "P"), ("Montreal", "QC", "Quebec", "H"),
    ("Quebec City", "QC", "Quebec", "G"), ("Sherbrooke", "QC", "Quebec", "J"),
    ("Winnipeg", "MB", "Manitoba", "R"), ("Brandon", "MB", "Manitoba", "R"),
    ("Regina", "SK", "Saskatchewan", "S"), ("Saskatoon", "SK", "Saskatchewan", "S"),
    ("Calgary", "AB", "Alberta", "T"), ("Edmonton", "AB", "Alberta", "T"),
    ("Red Deer", "AB", "Alberta", "T"), ("Vancouver", "BC", "British Columbia", "V"),
    ("Victoria", "BC", "British Columbia", "V"), ("Kelowna", "BC", "British Columbia", "V"),
    ("Prince George", "BC", "British Columbia", "V"), ("Halifax", "NS", "Nova Scotia", "B"),
    ("Moncton", "NB", "New Brunswick", "E"), ("Fredericton", "NB", "New Brunswick", "E"),
    ("St. John's", "NL", "Newfoundland and Labrador", "A"),
    ("Charlottetown", "PE", "Prince Edward Island", "C"), ("Whitehorse", "YT", "Yukon", "Y"),
]

# (city or suburb, state abbreviation, state name, postcode)
AU_CITIES = [
    ("Sydney", "NSW", "New South Wales", "2000"), ("Parramatta", "NSW", "New South Wales", "2150"),
    ("Newcastle", "NSW", "New South Wales", "2300"), ("Wollongong", "NSW", "New South Wales", "2500"),
    ("Dubbo", "NSW", "New South Wales", "2830"), ("Penrith", "NSW", "New South Wales", "2750"),
    ("Melbourne", "VIC", "Victoria", "3000"), ("Geelong", "VIC", "Victoria", "3220"),
    ("Ballarat", "VIC", "Victoria", "3350"), ("Bendigo", "VIC", "Victoria", "3550"),
    ("Frankston", "VIC", "Victoria", "3199"), ("Brisbane", "QLD", "Queensland", "4000"),
    ("Townsville", "QLD", "Queensland", "4810"), ("Cairns", "QLD", "Queensland", "4870"),
    ("Toowoomba", "QLD", "Queensland", "4350"), ("Adelaide", "SA", "South Australia", "5000"),
    ("Mount Gambier", "SA", "South Australia", "5290"), ("Perth", "WA", "Western Australia", "6000"),
    ("Fremantle", "WA", "Western Australia", "6160"), ("Bunbury", "WA", "Western Australia", "6230"),
    ("Hobart", "TAS", "Tasmania", "7000"), ("Launceston", "TAS", "Tasmania", "7250"),
    ("Darwin", "NT", "Northern Territory", "0800"), ("Alice Springs", "NT", "Northern Territory", "0870"),
    ("Canberra", "ACT", "Australian Capital Territory", "2600"),
]

COUNTRIES = [
    "Mexico", "Guatemala", "El Salvador", "Honduras", "the Dominican Republic", "Haiti",
    "Jamaica", "Cuba", "Colombia", "Peru", "Brazil", "Portugal", "Italy", "Greece",
    "Poland", "Ukraine", "Romania", "Ireland", "Scotland", "Germany", "Nigeria", "Ghana",
    "Kenya", "Ethiopia", "Somalia", "Eritrea", "Sudan", "Egypt", "Lebanon", "Syria",
    "Iraq", "Iran", "Afghanistan", "Pakistan", "India", "Bangladesh", "Sri Lanka", "Nepal",
    "China", "Vietnam", "the Philippines", "South Korea", "Japan", "Laos", "Cambodia",
    "Tonga", "Samoa", "New Zealand", "South Africa", "Zimbabwe", "Armenia", "Turkey",
    "Bosnia", "Russia", "Canada", "Australia", "England", "Trinidad", "Guyana",
]
# Countries whose leading "the" stays outside the span.
def country_split(c):
    if c.startswith("the "):
        return "the ", c[4:]
    return "", c


STREET_NAMES = _split("""
Elm|Oak|Maple|Cedar|Pine|Birch|Willow|Chestnut|Walnut|Sycamore|Magnolia|Dogwood|Hickory
Juniper|Laurel|Main|Church|High|Mill|Park|Lake|River|Hill|Spring|Ridge|Meadow|Orchard
Valley|Sunset|Highland|Washington|Jefferson|Lincoln|Madison|Franklin|Adams|Grant|Monroe
Jackson|Wilson|Prospect|Union|Liberty|Pleasant|Summit|Forest|Bay|Harbor|Ocean|Canal
Station|Victoria|Albert|Queen|King|George|Windsor|Greenbank|Moorside|Heathfield|Ashgrove
Riverside|Fairview|Brookside|Parkview|Glenwood|Woodland|Foley|Bell|Marshall|Cromwell
Tamarack|Aspen|Quarry|Old Mill|Cherry Blossom|Ironwood|Fox Run|Deer Path|Cardinal|Bluebird
Hawthorn|Primrose|Bramble|Kingfisher|Wattle|Banksia|Jacaranda|Gum Tree|Yarra|Boundary
""")
US_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln",
             "Court", "Ct", "Boulevard", "Blvd", "Place", "Way", "Terrace", "Circle", "Pike",
             "Highway"]
UK_SUFFIX = ["Road", "Street", "Lane", "Close", "Avenue", "Grove", "Crescent", "Drive",
             "Gardens", "Terrace", "Way", "Place", "Mews", "Row"]
CA_SUFFIX = ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court", "Way",
             "Rue", "Trail", "Line"]
AU_SUFFIX = ["Street", "St", "Road", "Rd", "Avenue", "Parade", "Crescent", "Drive",
             "Close", "Court", "Highway", "Terrace", "Way"]

PLACE_WORDS = _split("""
Lakeside|Riverbend|Cedar Valley|North Shore|Mountain View|Bayfront|Prairie View|Summit
Harbor Point|Oak Hollow|Pine Ridge|Maple Grove|Willow Creek|Stonebridge|Fairhaven
Brookfield|Clearwater|Eastgate|Westfield|Northgate|Southview|Highland Park|Meadowbrook
Silver Lake|Red Rock|Blue Ridge|Three Rivers|Crescent Bay|Elmwood|Ashford|Kingsbury
Greenfield|Falcon Crest|Heron Bay|Copper Hills|Deer Creek|Sandy Point|Millbrook
Rosewood|Granite Falls|Cottonwood|Sagebrush|Tidewater|Beacon Hill|Golden Valley
Spring Garden|Laurel Heights|Foxborough|Windermere|Hollybrook|Thornbury|Riverside
""")
SAINTS = ["Agnes", "Brendan", "Catherine", "Jude", "Vincent", "Clare", "Luke",
          "Francis", "Elizabeth", "Anne", "Joseph", "Mary", "Michael", "Raphael",
          "Bernadette", "Columba", "Patrick", "Teresa", "Anthony", "Gerard"]
UK_WARDS = ["Keats", "Brontë", "Nightingale", "Seacole", "Fleming", "Lister", "Jenner",
            "Cavell", "Elgar", "Darwin", "Turing", "Austen", "Harvey", "Snow", "Wordsworth",
            "Rosalind", "Elizabeth Garrett", "Brunel", "Faraday", "Hodgkin"]

ORG_ADJ = ["Northwind", "Bluewater", "Summit", "Keystone", "Ironclad", "Pioneer",
           "Redwood", "Silverline", "Granite", "Evergreen", "Atlas", "Beacon", "Horizon",
           "Tri-County", "Heartland", "Coastal", "Frontier", "Capstone", "Brightway",
           "Allied", "Sterling", "Harbourside", "Kestrel", "Blackstone", "Meridian"]
ORG_NOUN = ["Freight", "Logistics", "Builders", "Roofing", "Plumbing", "Electric",
            "Manufacturing", "Foods", "Poultry", "Steel", "Software", "Insurance Group",
            "Staffing", "Auto Body", "Landscaping", "Paving", "Transit", "Printing",
            "Tool & Die", "Dairy Cooperative", "Lumber", "Glass Works", "Credit Union",
            "Realty", "Packaging", "Plastics", "Marine Services", "Security"]

PROFESSIONS = _split("""
electrician|welder|long-haul truck driver|high school teacher|elementary school teacher
nurse|pharmacist|accountant|software engineer|carpenter|plumber|farmer|dairy farmer
postal worker|bus driver|librarian|firefighter|police officer|hairdresser|chef|line cook
waitress|janitor|custodian|construction worker|roofer|landscaper|auto mechanic|machinist
coal miner|fisherman|lobsterman|attorney|paralegal|real estate agent|bank teller|cashier
office manager|secretary|administrative assistant|graphic designer|architect
civil engineer|history professor|homemaker|warehouse worker
forklift operator|home health aide|nursing assistant|dental hygienist|veterinarian
social worker|pastor|barber|seamstress|taxi driver|delivery driver|security guard
bartender|musician|house painter|data analyst|airline pilot|flight attendant
sheet metal worker|pipefitter|sanitation worker|daycare worker|school bus driver
grocery store clerk|lab technician|dentist|paramedic|translator|journalist|sous chef
insurance adjuster|tile setter|crane operator|oil rig worker|sheep farmer|bricklayer
shop assistant|care worker|tradie|mine worker|cleaner|call centre operator
""")

# Eponyms and look-alike clinical words used as distractors (never annotated).
EPONYM_PHRASES = [
    "Foley catheter", "Swan-Ganz catheter", "Glasgow Coma Scale", "Parkinson's disease",
    "Murphy's sign", "Homans' sign", "Babinski sign", "Wilson's disease", "Bell's palsy",
    "Graves' disease", "Addison's disease", "Cushing's syndrome", "Hodgkin lymphoma",
    "Barrett's esophagus", "Whipple procedure", "Levine sign", "Allen test",
    "Tanner stage", "Bishop score", "Hartmann procedure", "Trendelenburg position",
    "Mallampati class", "Kerley B lines", "Virchow's node", "Romberg test",
    "Tinel sign", "Phalen test", "Lachman test", "McMurray test", "Epley maneuver",
    "Valsalva maneuver", "Seldinger technique", "Judkins catheter", "Child-Pugh class",
]
