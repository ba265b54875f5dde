"""Invented name, place and organisation pools for dev231_en (author 231)."""

def _w(s):
    return s.split()

# ---------------------------------------------------------------- people, UK
UK_F_OLD = _w("""Margaret Dorothy Joan Eileen Brenda Irene Jean Sheila Maureen Pauline
Patricia Barbara Doreen Edna Gladys Iris Mavis Beryl Valerie Sylvia Winifred Audrey
Hilda Marjorie Elsie Phyllis Muriel Evelyn Gwendoline Olwen Rhiannon Morag Isobel Agnes
Nessa Bridget Kathleen Siobhan Hyacinth Precious Parvinder Gurmit Rashida Farida Krystyna
May June April Grace Florence Regina Violet Ivy Constance Rosalind Elspeth Noreen Lorna""")
UK_M_OLD = _w("""Arthur Kenneth Dennis Ronald Derek Geoffrey Harold Leslie Norman Stanley
Trevor Raymond Brian Roy Alan Colin Clifford Gordon Alistair Hamish Gwilym Dafydd Emrys
Seamus Desmond Winston Delroy Olusegun Hardev Abdul Mohammed Zbigniew Tadeusz Reginald
Cyril Wilfred Bernard Eric Frank Albert Frederick Herbert Walter Cecil Douglas Maurice
Lionel Neville Terence Cuthbert Angus Lachlan Ivor Glyn Jack""")
UK_F_YOUNG = _w("""Karen Julie Susan Tracey Deborah Alison Joanne Nicola Lorraine Amanda
Sharon Gillian Claire Helen Fiona Catriona Bethan Sian Yasmin Nasreen Kiran Paramjit
Michelle Lynne Ruth Denise Wendy Angela Kirsty Emma""")
UK_M_YOUNG = _w("""Mark Paul Stephen Gary Andrew Ian Neil Darren Martin Simon Graham Kevin
Jonathan Rhys Gareth Euan Craig Imran Tariq Jaswinder Dale Lee Carl Philip Nigel Stuart
Adrian Robert Duncan Owen""")
UK_SUR = _w("""Hughes Pritchard Ashworth Thwaites Braithwaite Oyelaran Chaudhry Bhamra
McAllister Fairbairn Kowalczyk Nwachukwu Entwistle Gilchrist Pennington Trelawney Hargreaves
Sowerby Mottram Kershaw Ollerenshaw Greenhalgh Dobson Ackroyd Liddell Rennie Buchanan
Drummond Lennox Pryce Llewellyn Vaughan Meredith Quigley Devlin Gallagher McCusker Fennell
Okonedo Mensah Achebe Rahman Begum Hussain Sandhu Dhaliwal Campbell-Reid Wainwright
Foulkes Bottomley Tetley Parkinson Glasgow Lewis Hill Bath Marsden Rowntree Scholes Haworth
Nuttall Pickles Stansfield Holroyd Heseltine Goodwin Farrow Blenkinsop Crosthwaite Cheetham""")

# ---------------------------------------------------------------- people, Canada
CA_F_OLD = _w("""Lucienne Therese Yvette Huguette Rejeanne Gisele Monique Claudette Jeannine
Dorothy Marion Shirley Lois Beverley Eleanor Myrtle Helen Concetta Carmela Olena Halyna
Siu-Lan Mei Harbans Surjit Ruth Ingrid Astrid Bernadette Colleen Ethel Norma Vera June
Florence Gertrude Mildred Lorraine Maryse Rita Jacqueline Regina""")
CA_M_OLD = _w("""Gerard Rejean Marcel Gaston Lucien Normand Roger Yvon Clement Laurent
Donald Gordon Murray Wallace Earl Lloyd Melvin Vernon Giuseppe Antonio Mykola Petro
Wai-Ming Kwok Gurdev Balwinder Hans Sven Bjorn Angus Fergus Cornelius Howard Elmer
Leonard Wilbur Russell Duncan Ernest""")
CA_F_YOUNG = _w("""Nathalie Sylvie Chantal Isabelle Josee Manon Lisa Tanya Christine Heather
Dana Kimberly Jennifer Melanie Rachel Anita Gurpreet Jasmine Tina Leanne Catherine
Genevieve Marie-Eve Annie Krista""")
CA_M_YOUNG = _w("""Daniel Sylvain Stephane Patrick Eric Francois Martin Kevin Jason Derek Trevor
Shawn Darryl Jeff Robert Michael Harpreet Ravinder Wayne Curtis Luc Mathieu Brent Todd""")
CA_SUR = _w("""Tremblay Gagnon Bouchard Lavoie Fournier Desjardins Arsenault LeBlanc
Thibodeau Cormier Boudreau Pelletier Ouellette Gauthier Beaulieu MacNeil Chisholm MacIsaac
MacKinnon Fraser McLeod Kowalchuk Hrynchuk Petrenko Sawchuk Wong Chan Leung Sandhu Grewal
Dhillon D'Amico Ricci Lombardi Vandermeer Friesen Penner Klassen Unger Cardinal Bearskin
Whitehead Okonkwo Delacroix Saint-Onge Poirier Robichaud Kennedy Harper Parkinson
Swampy Labrecque Villeneuve Nadeau Campbell Sutherland Halvorsen""")

NICK = {
    "Margaret": ["Peggy", "Maggie", "Meg"], "Dorothy": ["Dot", "Dottie"],
    "Patricia": ["Pat", "Trish"], "Kenneth": ["Ken", "Kenny"], "Ronald": ["Ron", "Ronnie"],
    "Frederick": ["Fred", "Freddie"], "Albert": ["Bert", "Albie"], "Reginald": ["Reg"],
    "Raymond": ["Ray"], "Geoffrey": ["Geoff"], "Terence": ["Terry"], "Wilfred": ["Wilf"],
    "Herbert": ["Herbie", "Bert"], "Walter": ["Wally"], "Douglas": ["Doug", "Dougie"],
    "Barbara": ["Babs"], "Winifred": ["Winnie"], "Gwendoline": ["Gwen"], "Kathleen": ["Kath", "Kitty"],
    "Elspeth": ["Elsie"], "Bernadette": ["Bernie"], "Gerard": ["Gerry"], "Giuseppe": ["Joe", "Peppe"],
    "Antonio": ["Tony"], "Lucienne": ["Lulu"], "Clement": ["Clem"], "Wallace": ["Wally"],
    "Gordon": ["Gordie"], "Leonard": ["Len", "Lenny"], "Russell": ["Russ"], "Ernest": ["Ernie"],
    "Cuthbert": ["Bertie"], "Frank": ["Frankie"], "Mildred": ["Millie"], "Gertrude": ["Trudy"],
    "Florence": ["Flo", "Florrie"], "Constance": ["Connie"], "Marjorie": ["Marj"],
    "Beverley": ["Bev"], "Vernon": ["Vern"], "Melvin": ["Mel"], "Eleanor": ["Nell", "Ellie"],
    "Gisele": ["Gigi"], "Olusegun": ["Segun"], "Mohammed": ["Mo"], "Zbigniew": ["Zbyszek"],
}

CLIN_FIRST = _w("""Adaeze Rajiv Priya Aoife Ciaran Hannah Tomasz Nadia Oluwaseun Eleni Farhan
Ingrid Mairead Kwame Sunita Yusuf Rebecca Joanna Benedict Lucy Harriet Rohan Amira Chidi
Sinead Fergus Katarzyna Niamh Ewan Saoirse Mehreen Anjali Giles Philippa Olivier Genevieve
Jean-Francois Mei-Ling Daniela Arash Noor Teodora Kalinda Malcolm Bronwen Isla Zainab Dev
Hamid Tess Jo Sam Alex Chris Leigh Morven Fenella Tobias""")
CLIN_SUR = _w("""Okafor Venkataraman Sharma Brennan O'Driscoll Whitlock Nowak Haddad Adeyemi
Papadakis Qureshi Solberg Ni-Bhriain Asante Kapoor Osman Fairweather Lindqvist Ashdown Marlowe
Penhaligon Iyer Farouk Eze Dunleavy MacRae Wisniewska Kearney Munro Gallacher Siddiqui Mehta
Hollis Carrick Beaumont Lachance Bergeron Tsang Ferreira Rostami Abdi Petrova Morningstar
Ruthven Griffiths Cairns Mahmoud Rao Strand Kerr Bright Quinn Pell Tennant Lowther""")

# ---------------------------------------------------------------- places
# UK: city, county/area, nation, postcode area, phone prefix (Ofcom drama ranges)
UK_PLACES = [
    ("Stockport", "Greater Manchester", "England", "SK", "0161 496 0"),
    ("Rochdale", "Greater Manchester", "England", "OL", "0161 496 0"),
    ("Salford", "Greater Manchester", "England", "M", "0161 496 0"),
    ("Harrogate", "North Yorkshire", "England", "HG", "0113 496 0"),
    ("Wakefield", "West Yorkshire", "England", "WF", "0113 496 0"),
    ("Halifax", "West Yorkshire", "England", "HX", "0113 496 0"),
    ("Barnsley", "South Yorkshire", "England", "S", "0114 496 0"),
    ("Rotherham", "South Yorkshire", "England", "S", "0114 496 0"),
    ("Weston-super-Mare", "Somerset", "England", "BS", "0117 496 0"),
    ("Bristol", "Avon", "England", "BS", "0117 496 0"),
    ("Reading", "Berkshire", "England", "RG", "0118 496 0"),
    ("Solihull", "West Midlands", "England", "B", "0121 496 0"),
    ("Dudley", "West Midlands", "England", "DY", "0121 496 0"),
    ("Birkenhead", "Merseyside", "England", "CH", "0151 496 0"),
    ("Southport", "Merseyside", "England", "PR", "0151 496 0"),
    ("Croydon", "Greater London", "England", "CR", "020 7946 0"),
    ("Walthamstow", "Greater London", "England", "E", "020 7946 0"),
    ("Truro", "Cornwall", "England", "TR", "01632 960"),
    ("Kendal", "Cumbria", "England", "LA", "01632 960"),
    ("Lincoln", "Lincolnshire", "England", "LN", "01632 960"),
    ("Norwich", "Norfolk", "England", "NR", "01632 960"),
    ("Scarborough", "North Yorkshire", "England", "YO", "01632 960"),
    ("Musselburgh", "East Lothian", "Scotland", "EH", "0131 496 0"),
    ("Livingston", "West Lothian", "Scotland", "EH", "0131 496 0"),
    ("Paisley", "Renfrewshire", "Scotland", "PA", "0141 496 0"),
    ("Motherwell", "North Lanarkshire", "Scotland", "ML", "0141 496 0"),
    ("Dundee", "Angus", "Scotland", "DD", "01632 960"),
    ("Penarth", "Vale of Glamorgan", "Wales", "CF", "029 2018 0"),
    ("Caerphilly", "Caerphilly", "Wales", "CF", "029 2018 0"),
    ("Wrexham", "Wrexham", "Wales", "LL", "01632 960"),
    ("Bangor", "County Down", "Northern Ireland", "BT", "028 9649 6"),
    ("Lisburn", "County Antrim", "Northern Ireland", "BT", "028 9649 6"),
]
# Canada: city, province, abbreviation, postal first letters, area code
CA_PLACES = [
    ("Toronto", "Ontario", "ON", "M", "416"), ("Scarborough", "Ontario", "ON", "M", "416"),
    ("Ottawa", "Ontario", "ON", "K", "613"), ("Kingston", "Ontario", "ON", "K", "613"),
    ("Hamilton", "Ontario", "ON", "L", "905"), ("Mississauga", "Ontario", "ON", "L", "905"),
    ("London", "Ontario", "ON", "N", "519"), ("Kitchener", "Ontario", "ON", "N", "519"),
    ("Sudbury", "Ontario", "ON", "P", "705"), ("Thunder Bay", "Ontario", "ON", "P", "807"),
    ("Peterborough", "Ontario", "ON", "K", "705"), ("Barrie", "Ontario", "ON", "L", "705"),
    ("Montreal", "Quebec", "QC", "H", "514"), ("Laval", "Quebec", "QC", "H", "450"),
    ("Sherbrooke", "Quebec", "QC", "J", "819"), ("Gatineau", "Quebec", "QC", "J", "819"),
    ("Vancouver", "British Columbia", "BC", "V", "604"), ("Victoria", "British Columbia", "BC", "V", "250"),
    ("Kelowna", "British Columbia", "BC", "V", "250"), ("Nanaimo", "British Columbia", "BC", "V", "250"),
    ("Calgary", "Alberta", "AB", "T", "403"), ("Edmonton", "Alberta", "AB", "T", "780"),
    ("Red Deer", "Alberta", "AB", "T", "403"), ("Halifax", "Nova Scotia", "NS", "B", "902"),
    ("Truro", "Nova Scotia", "NS", "B", "902"), ("Antigonish", "Nova Scotia", "NS", "B", "902"),
    ("Moncton", "New Brunswick", "NB", "E", "506"), ("Fredericton", "New Brunswick", "NB", "E", "506"),
    ("Winnipeg", "Manitoba", "MB", "R", "204"), ("Brandon", "Manitoba", "MB", "R", "204"),
    ("Saskatoon", "Saskatchewan", "SK", "S", "306"), ("Regina", "Saskatchewan", "SK", "S", "306"),
    ("St. John's", "Newfoundland and Labrador", "NL", "A", "709"),
    ("Charlottetown", "Prince Edward Island", "PE", "C", "902"),
]

UK_STREET_NAMES = _w("""Rowan Thistlebank Albion Hollins Moorside Larkhill Cobden Gorsey Beechwood
Millbrook Kilnfield Tanners Ashbourne Wheatcroft Sandpiper Heathfield Calderbrook Quarry
Penrhyn Bryn-Celyn Glenburn Kirkhill Ferndale Drumard Bellfield Coppice Orchard Warrener
Chantry Foxhill Lowther Rydal Swallowdale Pinfold Cragside Bracken Hawthorn Linnet""")
UK_STREET_TYPES = ["Road", "Close", "Avenue", "Street", "Lane", "Crescent", "Drive", "Terrace",
                   "Grove", "Way", "Gardens", "Court", "View", "Place", "Walk", "Mews", "Brow"]
CA_STREET_NAMES = _w("""Maple Birchmount Tamarack Lakeview Cedarbrae Sumac Aspen Riverbend Juniper
Northcliffe Wellesley Chinook Prairie Harbourview Spruce Bayfield Kittiwake Laurentian
Poplar Heron Glenholme Wolseley Coldwater Meadowlark Fairhaven Pinecrest Saskatoon""")
CA_STREET_TYPES = ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court",
                   "Lane", "Way", "Place", "Trail", "Gate", "Rd", "Ave", "St", "Dr"]
QC_STREETS = ["rue des Erables-Rouges", "rue du Heron-Bleu", "avenue des Pins-Gris",
              "rue Sainte-Colombe", "boulevard des Chenes", "rue de la Tourbiere",
              "rue du Moulin-Vert", "avenue Beausejour"]

# ---------------------------------------------------------------- care sites
UK_MEMORY = ["Ashgrove Memory Assessment Service", "Calder Vale Memory Clinic",
             "Wyndham House Memory Service", "Pennine Brook Memory Clinic",
             "Tamarisk Memory Assessment Service", "Gowerton Lodge Memory Clinic",
             "Kirkhaven Memory Service", "Riverside Court Memory Clinic",
             "Larchfield Memory Assessment Service", "Brackenhurst Memory Clinic"]
UK_HOSP = ["St Elphin's Hospital", "Kingsmere General Hospital", "Royal Tamar Infirmary",
           "Moorgate District Hospital", "Heathbridge Community Hospital",
           "St Aldhelm's Hospital", "Westbrook Royal Infirmary", "Glenmoray General Hospital",
           "Ysbyty Glan Teifi", "Castlereagh Park Hospital", "Holmfirth Vale Hospital"]
UK_WARDS = ["Bluebell Ward", "Heron Ward", "Larch Unit", "Willow Ward", "Kestrel Ward",
            "Poppy Ward", "Ash Ward", "Fernlea Unit", "Skylark Ward", "Juniper Ward"]
UK_GP = ["Brookside Medical Practice", "The Old Forge Surgery", "Castlegate Health Centre",
         "Millstone Lane Surgery", "Priory Fields Medical Centre", "Tannery Yard Surgery",
         "Harbour View Medical Practice", "Beacon Hill Surgery", "Abbeymead Health Centre",
         "Stonecross Family Practice", "Weavers Green Surgery", "Canalside Medical Group"]
UK_CAREHOME = ["Sunnymede Care Home", "Oakhaven Nursing Home", "The Laurels Residential Home",
               "Heatherbank Lodge", "Meadowsweet House", "Cedar Grange Nursing Home",
               "Brambley Court Care Home", "St Winifred's Residential Home",
               "Foxglove Manor", "Harewood Lodge Nursing Home", "Kilnhurst House"]
UK_PHARM = ["Pennine Pharmacy", "Hallam Chemists", "Greenway Pharmacy", "Lister Road Pharmacy",
            "Cross Keys Chemist", "Hill Top Pharmacy"]
UK_DAYCENTRE = ["Ferncliffe Day Centre", "Holly Tree Day Centre", "The Willows Resource Centre",
                "Orchard House Day Service"]
UK_TRUST = ["Pennine Vale NHS Foundation Trust", "Tamar and Fal Health NHS Trust",
            "Northfield Partnership NHS Foundation Trust", "Calder and Aire Care NHS Trust",
            "Glenmoray Health Board", "Teifi Valley University Health Board"]
UK_TEAM = ["Older Adults CMHT North", "Calderbrook Older People's Team", "Dales Memory Team",
           "Moorside Community Mental Health Team", "Riverside Older Adult Service"]

CA_MEMORY = ["Lakeshore Geriatric Memory Clinic", "Bayfield Memory Disorders Clinic",
             "Northgate Cognitive Health Clinic", "Prairie Rose Memory Clinic",
             "Clinique de la memoire Sainte-Adele", "Harbourview Brain Health Centre",
             "Tamarack Seniors' Memory Program", "Cedarbrae Geriatric Assessment Unit"]
CA_HOSP = ["St. Brigid's Health Centre", "Fraser Ridge Hospital", "Hopital Sainte-Adele-du-Lac",
           "Lakeshore Regional Health Centre", "Northcliffe General Hospital",
           "Mount Aspen Hospital", "Riverbend Community Hospital", "Chinook Valley Hospital",
           "Victoria Wellesley Hospital", "Queen Adelaide Health Sciences Centre"]
CA_WARDS = ["Geriatric Psychiatry Unit 4B", "Unit 7 West", "Birch Unit", "Spruce Unit",
            "Seniors' Mental Health Unit", "Unite Les Cedres", "3 North Geriatrics"]
CA_GP = ["Northgate Family Health Team", "Bayfield Medical Clinic", "Aspen Family Practice",
         "Riverside Family Health Organization", "Clinique medicale du Vieux-Moulin",
         "Sumac Street Medical Centre", "Harbourview Primary Care Network",
         "Wolseley Family Medicine"]
CA_LTC = ["Maplewood Manor LTC", "Riverbend Lodge", "Residence Les Jardins Fleuris",
          "Cedarvale Long-Term Care Home", "Shalom Gardens Home", "Bayview Terrace LTC",
          "Pine Hollow Care Centre", "St. Joachim Manor", "Prairie Vista Personal Care Home",
          "Chinook Place Supportive Living"]
CA_PHARM = ["Harbourview Pharmacy", "Lakeshore Apothecary", "Pharmacie du Carrefour",
            "Birchmount IDA Pharmacy", "Aspen Drug Mart"]
CA_DAYCENTRE = ["Kittiwake Adult Day Program", "Glenholme Seniors' Day Centre",
                "Centre de jour Les Tournesols", "Spruce Grove Adult Day Program"]
CA_TRUST = ["Lakeshore Health Network", "Fraser Northern Health Authority",
            "CIUSSS de l'Estrie-Nord", "Prairie Mountain Health Region", "Bayfield Health"]
CA_TEAM = ["Geriatric Mental Health Outreach Team", "Seniors Outreach Team East",
           "Community Geriatric Psychiatry Service", "Behavioural Support Outreach Team North"]

# ---------------------------------------------------------------- organisations
EMPLOYERS_UK = ["Hartley Mill Textiles", "Northbrook Colliery", "Lindqvist Engineering",
                "Pennine Bus Company", "Calderdale Wire Works", "Moorside Co-operative Dairy",
                "Tamar Valley Tin", "Ashworth & Sons Builders", "Glenburn Distillery",
                "Crossfield Biscuits", "Bellfield Shipyard", "Kershaw's Department Store",
                "West Riding Gas Board", "Holroyd Printing Works"]
EMPLOYERS_CA = ["Great Lakes Shipyard Co.", "Dominion Steel and Wire", "Prairie Grain Co-op",
                "Laurentian Pulp and Paper", "Hydro Northland", "Bayfield School Board",
                "Maritime Fisheries Ltd", "Chinook Rail Services", "Kowalchuk Farm Equipment",
                "Banque Populaire du Quebec", "Northcliffe Mining Corp.", "Cedar Bay Cannery"]
CHURCHES = ["St Barnabas Church", "Holy Trinity Parish", "Bethel Pentecostal Church",
            "Gurdwara Sahib Nanaksar", "St Columba's Kirk", "Paroisse Saint-Antoine",
            "Knox United Church", "Mount Zion Methodist Chapel", "Al-Noor Mosque",
            "St. Volodymyr Ukrainian Catholic Church"]
SOLICITORS_UK = ["Hargreaves & Mold Solicitors", "Pryce Llewellyn LLP", "Dobson Kirk Solicitors",
                 "Brennan Fairweather Law", "Scholes & Haworth Solicitors"]
SOLICITORS_CA = ["Delacroix Penner LLP", "MacKinnon Sutherland Law", "Notaires Gauthier et Poirier",
                 "Chan & Friesen Barristers", "Harbourview Estate Law"]
BANKS = ["Northumbria Building Society", "Pennine Savings Bank", "Caledonian Mutual",
         "Maple Trust Bank", "Caisse Populaire des Erables", "Prairie Credit Union"]
HOMECARE = ["Kindred Hands Homecare", "Bright Horizons Domiciliary Care",
            "Helping Hearts Home Support", "Soins a Domicile Lumiere", "Evergreen Home Care Ltd"]
DRIVING = ["Northern Driving Assessment Centre", "Westcountry Mobility Centre",
           "Pinecrest Driver Rehabilitation Services", "Lakeshore Driver Evaluation Program"]
SOCIAL = ["Royal British Legion Club", "Royal Canadian Legion Branch 214",
          "Calderbrook Bowls Club", "Over-60s Lunch Club at Holy Trinity", "Prairie Curling Club",
          "Men's Shed Moorside", "Knitting Circle at St Barnabas"]
HALLS = ["St Mary's Church Hall", "Moorside Community Centre", "Civic Hall annex",
         "Kirkhill Library", "Lakeview Seniors' Centre", "Bellfield Miners' Welfare Hall"]

# ---------------------------------------------------------------- occupations
PROF_OLD = ["primary school headteacher", "miner", "bus driver", "civil engineer", "seamstress",
            "machinist", "nurse", "midwife", "postman", "bank clerk", "farmer", "joiner",
            "electrician", "typist", "secretary", "lorry driver", "welder", "shop assistant",
            "dinner lady", "pharmacist", "solicitor", "accountant", "police officer",
            "fisherman", "steelworker", "train driver", "church minister", "GP receptionist",
            "hairdresser", "school caretaker", "mechanic", "draughtsman", "bookkeeper",
            "lecturer in chemistry", "chartered surveyor", "tool setter", "dental nurse",
            "cleaner", "telephone operator", "mill worker", "baker", "publican", "hospital porter",
            "grain farmer", "logger", "high school teacher", "notary", "tailor",
            "Anglican priest", "auto worker", "pipefitter", "ward sister", "university professor"]
PROF_YOUNG = ["nurse", "teacher", "social worker", "accountant", "paramedic", "software developer",
              "solicitor", "care assistant", "police officer", "HGV driver", "pharmacist",
              "hairdresser", "physiotherapist", "civil servant", "plumber", "retail manager",
              "lawyer", "personal support worker", "electrician", "dental hygienist",
              "occupational therapist", "estate agent", "chef", "firefighter"]

BIRTH_COUNTRIES = ["Jamaica", "Ireland", "Poland", "India", "Pakistan", "Nigeria", "Italy",
                   "Ukraine", "Hong Kong", "Portugal", "the Philippines", "Germany", "Trinidad",
                   "Bangladesh", "Ghana", "the Netherlands", "Scotland", "Wales", "Barbados"]
ABROAD = ["Australia", "New Zealand", "Spain", "Dubai", "the United States", "France",
          "Canada", "Germany", "South Africa", "Singapore"]

EMAIL_DOMAINS = ["example.com", "example.org", "example.net", "mail.example.com",
                 "post.example.net", "family.test", "inbox.test"]
NHS_DOMAINS = ["nhs.example.org", "memoryservice.example.net", "trust.example.org"]
CA_DOMAINS = ["health.example.ca.test", "clinic.example.org", "memory.example.net"]

OCC_INDUSTRY = ["miner", "bus driver", "civil engineer", "seamstress", "machinist", "bank clerk", "joiner",
                "electrician", "typist", "secretary", "lorry driver", "welder", "shop assistant", "accountant",
                "fisherman", "steelworker", "train driver", "mechanic", "draughtsman", "bookkeeper",
                "telephone operator", "mill worker", "baker", "tool setter", "auto worker", "pipefitter",
                "logger", "cleaner"]
OCC_SCHOOL = ["primary school headteacher", "dinner lady", "lecturer in chemistry", "school caretaker",
              "high school teacher", "university professor"]
OCC_HEALTH = ["nurse", "midwife", "hospital porter", "ward sister", "dental nurse"]
SCHOOLS_UK = ["Moorside Primary School", "St Aidan's RC High School", "Kirkhill Academy",
              "Calderbrook College", "Ysgol Bryn Celyn", "Hollins Lane Infants"]
SCHOOLS_CA = ["Bayfield School Board", "Northcliffe Collegiate Institute", "Ecole secondaire du Moulin",
              "Prairie View Elementary", "Laurentian College"]

# ---------------------------------------------------------------- name groups (keep families coherent)
_ETH = set(_w("""Hyacinth Precious Parvinder Gurmit Rashida Farida Krystyna Winston Delroy Olusegun
Hardev Abdul Mohammed Zbigniew Tadeusz Yasmin Nasreen Kiran Paramjit Imran Tariq Jaswinder Oyelaran
Chaudhry Bhamra Kowalczyk Nwachukwu Okonedo Mensah Achebe Rahman Begum Hussain Sandhu Dhaliwal
Campbell-Reid Bridget Kathleen Siobhan Noreen Nessa Seamus Desmond Quigley Devlin Gallagher McCusker Fennell
Lucienne Therese Yvette Huguette Rejeanne Gisele Monique Claudette Jeannine Maryse Rita Jacqueline
Gerard Rejean Marcel Gaston Lucien Normand Roger Yvon Clement Laurent Nathalie Sylvie Chantal Isabelle
Josee Manon Genevieve Marie-Eve Annie Sylvain Stephane Francois Luc Mathieu Tremblay Gagnon Bouchard
Lavoie Fournier Desjardins Arsenault LeBlanc Thibodeau Cormier Boudreau Pelletier Ouellette Gauthier
Beaulieu Delacroix Saint-Onge Poirier Robichaud Labrecque Villeneuve Nadeau Concetta Carmela Giuseppe
Antonio D'Amico Ricci Lombardi Olena Halyna Mykola Petro Kowalchuk Hrynchuk Petrenko Sawchuk Siu-Lan Mei
Wai-Ming Kwok Wong Chan Leung Harbans Surjit Gurdev Balwinder Gurpreet Harpreet Ravinder Grewal Dhillon
Jasmine Anita Okonkwo"""))


def _gen(lst):
    return [x for x in lst if x not in _ETH]


GROUPS_UK = [
    (0.62, (_gen(UK_F_OLD), _gen(UK_M_OLD), _gen(UK_F_YOUNG), _gen(UK_M_YOUNG), _gen(UK_SUR))),
    (0.10, (_w("Parvinder Gurmit Rashida Farida Harbans Surjit Kulwant Shamim"), _w("Hardev Abdul Mohammed Gurdev Balwinder Mohinder Ghulam Iqbal"),
            _w("Yasmin Nasreen Kiran Paramjit Gurpreet Sabina"), _w("Imran Tariq Jaswinder Harpreet Ravinder Asif"),
            _w("Chaudhry Bhamra Rahman Begum Hussain Sandhu Dhaliwal Grewal Dhillon Bains Akhtar"))),
    (0.07, (_w("Hyacinth Precious Gloria Euphemia Icilda Merle"), _w("Winston Delroy Clement Lloyd Everton Neville"),
            _w("Marcia Sonia Donna Natalie Paulette"), _w("Leon Dwayne Marvin Clive Errol"),
            _w("Campbell-Reid Clarke Francis Thompson-Bailey Morrison Gayle Reid"))),
    (0.05, (_w("Adebimpe Comfort Precious Grace Abiola"), _w("Olusegun Kwabena Emeka Kofi Babatunde"),
            _w("Funmilayo Abena Ngozi Yetunde"), _w("Tunde Kwame Chinedu Femi"),
            _w("Oyelaran Nwachukwu Okonedo Mensah Achebe Adebayo Asamoah"))),
    (0.05, (_w("Krystyna Halina Zofia Danuta"), _w("Zbigniew Tadeusz Stanislaw Jerzy"), _w("Agnieszka Marta Ewa"),
            _w("Piotr Tomasz Pawel"), _w("Kowalczyk Nowicki Wisniewski Zielinski Mazur"))),
    (0.11, (_w("Bridget Kathleen Siobhan Noreen Nessa Philomena"), _w("Seamus Desmond Padraig Eamon Malachy"),
            _w("Roisin Orla Sinead Geraldine"), _w("Declan Ciaran Conor Brendan"),
            _w("Quigley Devlin Gallagher McCusker Fennell O'Hare Doherty McGrath"))),
]
GROUPS_CA = [
    (0.45, (_gen(CA_F_OLD), _gen(CA_M_OLD), _gen(CA_F_YOUNG), _gen(CA_M_YOUNG), _gen(CA_SUR))),
    (0.25, (_w("Lucienne Therese Yvette Huguette Rejeanne Gisele Monique Claudette Jeannine Maryse Rita Jacqueline"),
            _w("Gerard Rejean Marcel Gaston Lucien Normand Roger Yvon Clement Laurent"),
            _w("Nathalie Sylvie Chantal Isabelle Josee Manon Genevieve Marie-Eve Annie"),
            _w("Sylvain Stephane Francois Eric Luc Mathieu Martin"),
            _w("Tremblay Gagnon Bouchard Lavoie Fournier Desjardins Arsenault LeBlanc Thibodeau Cormier Boudreau "
               "Pelletier Ouellette Gauthier Beaulieu Delacroix Saint-Onge Poirier Robichaud Labrecque Villeneuve Nadeau"))),
    (0.06, (_w("Concetta Carmela Assunta Rosaria"), _w("Giuseppe Antonio Salvatore Vincenzo"), _w("Rosa Teresa Angela"),
            _w("Marco Paolo Joe"), _w("D'Amico Ricci Lombardi Esposito Colangelo"))),
    (0.07, (_w("Olena Halyna Stefania Nadia"), _w("Mykola Petro Wasyl Stepan"), _w("Natalie Oksana Lesia"),
            _w("Taras Roman Bohdan"), _w("Kowalchuk Hrynchuk Petrenko Sawchuk Melnyk"))),
    (0.08, (_w("Siu-Lan Mei Yuk-Ying Lai-Fong"), _w("Wai-Ming Kwok Chi-Keung Kam-Wah"), _w("Jasmine Winnie Grace"),
            _w("Kevin Raymond Edmond"), _w("Wong Chan Leung Lau Cheung"))),
    (0.09, (_w("Harbans Surjit Gurmit Kulwant"), _w("Gurdev Balwinder Mohinder Jagjit"), _w("Gurpreet Harjeet Manpreet Anita"),
            _w("Harpreet Ravinder Jaspal"), _w("Sandhu Grewal Dhillon Gill Sidhu"))),
]
UK_BY_CITY = {p[0]: p for p in UK_PLACES}
CA_BY_CITY = {p[0]: p for p in CA_PLACES}

BANKS_UK = ["Northumbria Building Society", "Pennine Savings Bank", "Caledonian Mutual", "Tamar Valley Savings"]
BANKS_CA = ["Maple Trust Bank", "Prairie Credit Union", "Lakeshore Savings and Loan"]
BANKS_QC = ["Caisse Populaire des Erables", "Banque Populaire du Quebec"]
HOMECARE_UK = ["Kindred Hands Homecare", "Bright Horizons Domiciliary Care", "Evergreen Home Care Ltd"]
HOMECARE_CA = ["Helping Hearts Home Support", "Evergreen Home Care Ltd", "Bright Horizons Home Support"]
HOMECARE_QC = ["Soins a Domicile Lumiere", "Helping Hearts Home Support"]
CHURCHES_UK = ["St Barnabas Church", "Holy Trinity Parish", "Bethel Pentecostal Church", "Gurdwara Sahib Nanaksar",
               "St Columba's Kirk", "Mount Zion Methodist Chapel", "Al-Noor Mosque", "St Teilo's Church"]
CHURCHES_CA = ["Knox United Church", "Holy Trinity Parish", "St. Volodymyr Ukrainian Catholic Church",
               "Gurdwara Sahib Dasmesh", "Bethel Pentecostal Church", "St. Andrew's Presbyterian"]
CHURCHES_QC = ["Paroisse Saint-Antoine", "Paroisse Sainte-Cecile", "Knox United Church"]
HALLS_UK = ["St Mary's Church Hall", "Moorside Community Centre", "Kirkhill Library", "Bellfield Miners' Welfare Hall",
            "Civic Hall annex"]
HALLS_CA = ["Lakeview Seniors' Centre", "Kirkhill Library", "Riverbend Community Hall", "Legion Hall Branch 214"]
TELECARE_UK = ["Careline", "Lifeline", "TeleCare"]
TELECARE_CA = ["SafeLink", "Lifeline", "HomeAlert"]
CARS_UK = ["Nissan Micra", "Ford Fiesta", "Vauxhall Corsa", "Honda Jazz", "Toyota Yaris", "Skoda Octavia", "VW Golf",
           "Kia Picanto", "Hyundai i10", "Toyota Corolla"]
CARS_CA = ["Toyota Corolla", "Honda Civic", "Ford Escape", "Buick Encore", "Chevrolet Malibu", "Subaru Forester",
           "Dodge Grand Caravan", "Toyota RAV4", "Hyundai Elantra"]
FRENCH = ("Clinique", "Hopital", "Residence", "Unite", "Centre de jour", "Pharmacie", "CIUSSS", "Soins", "Paroisse",
          "Notaires", "Ecole", "Banque", "Caisse", "memoire")
OCC_F_ONLY = ["seamstress", "dinner lady", "midwife", "typist", "ward sister", "dental nurse", "telephone operator"]
OCC_M_ONLY = ["miner", "steelworker", "logger", "pipefitter", "welder", "fisherman", "church minister"]
