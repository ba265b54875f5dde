"""Hand-written pools for the dev_en synthetic set (no external name/place packages)."""

def _w(s):
    out = []
    for tok in s.split("|") if "|" in s else s.split():
        tok = tok.strip()
        if tok and tok not in out:
            out.append(tok)
    return out

FEMALE = _w("""
Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Nancy Lisa Betty Margaret Sandra
Ashley Kimberly Emily Donna Michelle Carol Amanda Melissa Deborah Stephanie Rebecca Laura Sharon Cynthia
Kathleen Amy Shirley Angela Helen Anna Brenda Pamela Nicole Samantha Katherine Emma Ruth Christine Catherine
Debra Rachel Carolyn Janet Virginia Heather Diane Julie Joyce Victoria Kelly Christina Lauren Joan Evelyn
Olivia Judith Megan Cheryl Martha Andrea Frances Hannah Jacqueline Ann Gloria Jean Kathryn Alice Teresa Sara
Janice Doris Madison Julia Grace Judy Abigail Marie Denise Beverly Amber Theresa Marilyn Danielle Diana
Brittany Natalie Sophia Rose Isabella Alexis Kayla Charlotte Hope Faith Joy June April Dawn Ivy Holly Iris
Pearl Ruby Violet Daisy Poppy Gwen Bethany Chloe Zoe Imogen Harriet Philippa Siobhan Aoife Niamh Ciara Saoirse
Orla Roisin Maeve Bridget Sinead Maria Carmen Rosa Guadalupe Lucia Ximena Valentina Camila Daniela Gabriela
Alejandra Mariana Paola Veronica Yolanda Esperanza Dolores Marisol Beatriz Consuelo Araceli Graciela Leticia
Pilar Adaeze Chiamaka Ngozi Folake Funmilayo Yetunde Abena Ama Akosua Efua Adjoa Nneka Ifeoma Bisola Temitope
Aminata Fatoumata Mariama Kadiatou Priya Anjali Sunita Deepa Kavita Lakshmi Meera Pooja Asha Nisha Rekha
Shreya Aisha Farah Nusrat Sadia Parveen Harpreet Gurpreet Simran Mei Xiu Ying Yuki Haruka Aiko Sakura Ji-woo
Min-ji Seo-yeon Hyun-joo Lan Linh Hoa Mai Fatima Layla Noor Mariam Yasmin Huda Rania Salma Amira Zainab
Leila Samira Olga Natalia Irina Svetlana Katarzyna Agnieszka Magdalena Ewa Milena Jelena Tatiana Anastasia
Zofia Giulia Francesca Chiara Alessandra Giovanna Rosaria Concetta Eleni Despina Georgia Sofia Katerina
Athena Miriam Esther Rivka Leah Shira Tova Naomi Devorah Shanice Keisha Marcia Claudette Sherone Tanisha
Paulette Yvette Beverley Jacinta Dorothy Mildred Edna Ethel Hazel Agnes Mabel Winifred Gladys Muriel
""")

MALE = _w("""
James Robert John Michael David William Richard Joseph Thomas Charles Christopher Daniel Matthew Anthony Mark
Donald Steven Paul Andrew Joshua Kenneth Kevin Brian George Timothy Ronald Edward Jason Jeffrey Ryan Jacob
Gary Nicholas Eric Jonathan Stephen Larry Justin Scott Brandon Benjamin Samuel Gregory Alexander Frank Patrick
Raymond Jack Dennis Jerry Tyler Aaron Jose Adam Nathan Henry Douglas Zachary Peter Kyle Noah Ethan Jeremy
Walter Christian Keith Roger Terry Austin Sean Gerald Carl Harold Dylan Arthur Lawrence Jordan Jesse Bryan
Billy Bruce Gabriel Joe Logan Alan Juan Albert Willie Elijah Wayne Randy Vincent Mason Roy Ralph Bobby
Russell Bradley Philip Eugene Grant Hunter Chase Miles Cliff Dean Glen Clay Sterling Rex Ciaran Padraig Eoin
Cathal Declan Niall Oisin Seamus Liam Conor Ronan Fergal Nigel Clive Graham Trevor Alistair Rupert Hamish
Angus Callum Euan Rhys Gareth Dafydd Owain Carlos Luis Miguel Jorge Alejandro Diego Javier Rafael Fernando
Ricardo Eduardo Sergio Andres Pablo Emilio Ramon Hector Arturo Joaquin Santiago Chinedu Emeka Babatunde
Olumide Adebayo Kwame Kofi Kwabena Yaw Kojo Obinna Ikechukwu Chukwuemeka Segun Tunde Mamadou Ousmane Ibrahima
Moussa Abdoulaye Rajesh Sanjay Vikram Arjun Rahul Amit Sunil Anil Deepak Ravi Suresh Manoj Imran Tariq Faisal
Asif Bilal Harjit Gurdeep Ranjit Wei Jian Hao Ming Tao Jun Hiroshi Takeshi Kenji Daisuke Haruto Min-jun
Seung-ho Ji-hoon Dong-hyun Minh Tuan Duc Quang Mohammed Ahmed Omar Ali Hassan Khalid Youssef Karim Tarek
Samir Walid Nabil Hamza Piotr Tomasz Krzysztof Pavel Dmitri Sergei Aleksandr Ivan Nikola Milan Vladimir
Bogdan Marek Giuseppe Giovanni Salvatore Antonio Marco Luca Matteo Alessandro Vincenzo Georgios Dimitrios
Konstantinos Nikolaos Yannis Spyros Christos Moshe Avraham Yosef Shlomo Eli Ari Mordechai Yitzhak Menachem
Reuven Delroy Winston Desmond Leroy Errol Clinton Marlon Garfield Neville Lloyd Cecil Horace Herbert Stanley
""")

SURNAMES = _w("""
Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Martin Jackson Thompson
White Harris Clark Lewis Robinson Walker Young Allen King Wright Scott Hill Green Adams Baker Nelson Carter
Mitchell Roberts Turner Phillips Campbell Parker Evans Edwards Collins Stewart Morris Rogers Reed Cook Morgan
Bell Murphy Bailey Cooper Richardson Cox Howard Ward Peterson Gray Watson Brooks Kelly Sanders Price Bennett
Wood Barnes Ross Henderson Coleman Jenkins Perry Powell Long Patterson Hughes Butler Simmons Foster Bryant
Russell Griffin Hayes Myers Ford Hamilton Graham Sullivan Wallace West Cole Reynolds Fisher Ellis Harrison
Gibson Marshall Owens Wells Grant Bishop Foley Parkinson Cushing Addison Graves Paget Whipple Barrett Hartmann
Hope Rose Hunt Fox Little Small Short Black Frost Lamb Sharp Fields Marsh Moss Stone Bush Hale Gross Bond
Chambers Castle Church Cross Banks Burns Ashworth Pemberton Whitfield Holloway Blackwood Hargreaves Oakley
Pickering Thornton Ramsbottom Entwistle Fairbairn Cartwright Ackroyd Kershaw Sutcliffe Gledhill Broadbent
Rowntree Featherstone Lockwood Hepworth Illingworth Crowther Haworth Moorhouse Metcalfe Atkinson Dobson
Pearson Fletcher Chapman Lloyd Pritchard Griffiths Llewellyn Vaughan Rees Bowen Howells Mackenzie Macleod
Fraser Buchanan Drummond Crawford McIntyre Gallagher Doherty Brennan Kavanagh Donnelly Flanagan O'Brien
O'Connor O'Sullivan O'Neill McCarthy Byrne Ryan Walsh Quinn Kennedy Lynch Murray Nolan Dunne Fitzgerald Keane
Moran Hegarty Mulligan Costello Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez
Torres Flores Rivera Gomez Diaz Reyes Morales Cruz Ortiz Gutierrez Chavez Ramos Ruiz Alvarez Mendoza Castillo
Jimenez Vasquez Moreno Romero Herrera Medina Aguilar Vargas Guzman Salazar Delgado Castro Navarro Fuentes
Cabrera Espinoza Villanueva Ibarra Carrillo Soto Contreras Figueroa Pacheco Estrada Cordero Quintero Okafor
Okonkwo Adeyemi Oyelaran Nwosu Eze Obi Chukwu Ogunleye Adewale Afolabi Olatunji Balogun Oladipo Mensah Asante
Boateng Owusu Osei Appiah Agyeman Darko Addo Frimpong Diallo Traore Coulibaly Keita Camara Toure Sow Ndiaye
Diop Fofana Kamara Sesay Bangura Conteh Koroma Patel Shah Sharma Gupta Singh Kumar Reddy Rao Iyer Nair Menon
Pillai Desai Mehta Joshi Chopra Kapoor Malhotra Bhatt Chaudhry Khan Hussain Ahmed Rahman Chowdhury Begum
Akhtar Siddiqui Qureshi Mirza Sandhu Gill Dhillon Sidhu Grewal Bains Wang Li Zhang Liu Chen Yang Huang Zhao
Wu Zhou Xu Sun Ma Zhu Hu Lin Guo Tanaka Suzuki Takahashi Watanabe Yamamoto Nakamura Kobayashi Sato Ito Kim
Lee Park Choi Jung Kang Cho Yoon Nguyen Tran Le Pham Hoang Vu Dang Bui Ngo Ho Haddad Khoury Nasser Mansour
Saleh Farah Hamdan Aziz Rahim Karimi Hosseini Abbasi Al-Sayed El-Amin Bakr Darwish Habib Issa Jaber Qasim
Kowalski Nowak Wisniewski Wojcik Kaminski Lewandowski Zielinski Szymanski Ivanov Petrov Smirnov Popov Sokolov
Volkov Novak Horvat Kovacs Dvorak Jankovic Petrovic Nikolic Rossi Russo Ferrari Esposito Bianchi Romano
Colombo Ricci Marino Greco Bruno Gallo Conti DeLuca Mancini Costa Giordano Rizzo Lombardi Moretti Papadopoulos
Georgiou Nikolaidis Karagiannis Vlachos Christodoulou Antonopoulos Dimitriou Pappas Cohen Levy Goldberg
Friedman Katz Rosenberg Schwartz Shapiro Klein Weiss Kaplan Goldstein Feldman Horowitz Abramson Silverman
Bernstein Adler Blum Stern Francis Forbes Clarke Reid McKenzie Morrison Bogle Gayle Samuels Ebanks Beckford
Chin Ramsaran Persaud Baptiste Pierre Jean-Baptiste Toussaint Desir Okoro Abiodun Nakashima Hollins Wragg
Achterberg Lindqvist Johansson Eriksson Nielsen Halvorsen Mueller Schneider Becker Hoffmann Vogel Brandt
Krause Dubois Lefebvre Moreau Fontaine Girard Bouchard Tremblay Gagnon Pelletier Ferreira Oliveira Santos
Pereira Almeida Carvalho Mbeki Nkosi Dlamini Mwangi Otieno Kiplagat Haile Tesfaye Abebe Warsame Farah-Hassan
MacDonald Fairweather Hollingsworth Winterbottom Bickerstaff
""")

# (city, state abbrev, state name, zip prefix)
US_CITIES = [
    ("Springfield", "IL", "Illinois", "627"), ("Columbus", "OH", "Ohio", "432"), ("Dayton", "OH", "Ohio", "454"),
    ("Toledo", "OH", "Ohio", "436"), ("Worcester", "MA", "Massachusetts", "016"), ("Lowell", "MA", "Massachusetts", "018"),
    ("Quincy", "MA", "Massachusetts", "021"), ("Providence", "RI", "Rhode Island", "029"), ("Hartford", "CT", "Connecticut", "061"),
    ("New Haven", "CT", "Connecticut", "065"), ("Albany", "NY", "New York", "122"), ("Buffalo", "NY", "New York", "142"),
    ("Syracuse", "NY", "New York", "132"), ("Newark", "NJ", "New Jersey", "071"), ("Trenton", "NJ", "New Jersey", "086"),
    ("Allentown", "PA", "Pennsylvania", "181"), ("Scranton", "PA", "Pennsylvania", "185"), ("Pittsburgh", "PA", "Pennsylvania", "152"),
    ("Baltimore", "MD", "Maryland", "212"), ("Richmond", "VA", "Virginia", "232"), ("Norfolk", "VA", "Virginia", "235"),
    ("Raleigh", "NC", "North Carolina", "276"), ("Durham", "NC", "North Carolina", "277"), ("Charlotte", "NC", "North Carolina", "282"),
    ("Columbia", "SC", "South Carolina", "292"), ("Savannah", "GA", "Georgia", "314"), ("Atlanta", "GA", "Georgia", "303"),
    ("Tampa", "FL", "Florida", "336"), ("Orlando", "FL", "Florida", "328"), ("Gainesville", "FL", "Florida", "326"),
    ("Mobile", "AL", "Alabama", "366"), ("Jackson", "MS", "Mississippi", "392"), ("Memphis", "TN", "Tennessee", "381"),
    ("Knoxville", "TN", "Tennessee", "379"), ("Louisville", "KY", "Kentucky", "402"), ("Lexington", "KY", "Kentucky", "405"),
    ("Indianapolis", "IN", "Indiana", "462"), ("Fort Wayne", "IN", "Indiana", "468"), ("Detroit", "MI", "Michigan", "482"),
    ("Lansing", "MI", "Michigan", "489"), ("Grand Rapids", "MI", "Michigan", "495"), ("Madison", "WI", "Wisconsin", "537"),
    ("Milwaukee", "WI", "Wisconsin", "532"), ("Duluth", "MN", "Minnesota", "558"), ("Des Moines", "IA", "Iowa", "503"),
    ("Omaha", "NE", "Nebraska", "681"), ("Wichita", "KS", "Kansas", "672"), ("Tulsa", "OK", "Oklahoma", "741"),
    ("Little Rock", "AR", "Arkansas", "722"), ("Shreveport", "LA", "Louisiana", "711"), ("Austin", "TX", "Texas", "787"),
    ("El Paso", "TX", "Texas", "799"), ("Lubbock", "TX", "Texas", "794"), ("Albuquerque", "NM", "New Mexico", "871"),
    ("Tucson", "AZ", "Arizona", "857"), ("Flagstaff", "AZ", "Arizona", "860"), ("Boise", "ID", "Idaho", "837"),
    ("Spokane", "WA", "Washington", "992"), ("Tacoma", "WA", "Washington", "984"), ("Eugene", "OR", "Oregon", "974"),
    ("Salem", "OR", "Oregon", "973"), ("Fresno", "CA", "California", "937"), ("Bakersfield", "CA", "California", "933"),
    ("Oakland", "CA", "California", "946"), ("Sacramento", "CA", "California", "958"), ("Reno", "NV", "Nevada", "895"),
    ("Provo", "UT", "Utah", "846"), ("Billings", "MT", "Montana", "591"), ("Cheyenne", "WY", "Wyoming", "820"),
    ("Fargo", "ND", "North Dakota", "581"), ("Sioux Falls", "SD", "South Dakota", "571"), ("Burlington", "VT", "Vermont", "054"),
    ("Portland", "ME", "Maine", "041"), ("Manchester", "NH", "New Hampshire", "031"), ("Anchorage", "AK", "Alaska", "995"),
    ("Honolulu", "HI", "Hawaii", "968"), ("Pueblo", "CO", "Colorado", "810"), ("Greeley", "CO", "Colorado", "806"),
    ("Joliet", "IL", "Illinois", "604"), ("Peoria", "IL", "Illinois", "616"), ("Elkhart", "IN", "Indiana", "465"),
]

# (town, county, postcode area)
UK_TOWNS = [
    ("Leeds", "West Yorkshire", "LS"), ("Bradford", "West Yorkshire", "BD"), ("Halifax", "West Yorkshire", "HX"),
    ("Huddersfield", "West Yorkshire", "HD"), ("Wakefield", "West Yorkshire", "WF"), ("Sheffield", "South Yorkshire", "S"),
    ("Doncaster", "South Yorkshire", "DN"), ("York", "North Yorkshire", "YO"), ("Harrogate", "North Yorkshire", "HG"),
    ("Bolton", "Greater Manchester", "BL"), ("Wigan", "Greater Manchester", "WN"), ("Stockport", "Greater Manchester", "SK"),
    ("Oldham", "Greater Manchester", "OL"), ("Liverpool", "Merseyside", "L"), ("Preston", "Lancashire", "PR"),
    ("Lancaster", "Lancashire", "LA"), ("Carlisle", "Cumbria", "CA"), ("Newcastle upon Tyne", "Tyne and Wear", "NE"),
    ("Sunderland", "Tyne and Wear", "SR"), ("Durham", "County Durham", "DH"), ("Middlesbrough", "North Yorkshire", "TS"),
    ("Hull", "East Riding of Yorkshire", "HU"), ("Lincoln", "Lincolnshire", "LN"), ("Nottingham", "Nottinghamshire", "NG"),
    ("Derby", "Derbyshire", "DE"), ("Leicester", "Leicestershire", "LE"), ("Coventry", "West Midlands", "CV"),
    ("Wolverhampton", "West Midlands", "WV"), ("Stoke-on-Trent", "Staffordshire", "ST"), ("Shrewsbury", "Shropshire", "SY"),
    ("Worcester", "Worcestershire", "WR"), ("Gloucester", "Gloucestershire", "GL"), ("Bristol", "Avon", "BS"),
    ("Bath", "Somerset", "BA"), ("Exeter", "Devon", "EX"), ("Plymouth", "Devon", "PL"), ("Truro", "Cornwall", "TR"),
    ("Taunton", "Somerset", "TA"), ("Bournemouth", "Dorset", "BH"), ("Southampton", "Hampshire", "SO"),
    ("Portsmouth", "Hampshire", "PO"), ("Brighton", "East Sussex", "BN"), ("Canterbury", "Kent", "CT"),
    ("Maidstone", "Kent", "ME"), ("Guildford", "Surrey", "GU"), ("Reading", "Berkshire", "RG"), ("Oxford", "Oxfordshire", "OX"),
    ("Cambridge", "Cambridgeshire", "CB"), ("Norwich", "Norfolk", "NR"), ("Ipswich", "Suffolk", "IP"),
    ("Colchester", "Essex", "CO"), ("Chelmsford", "Essex", "CM"), ("Luton", "Bedfordshire", "LU"),
    ("Northampton", "Northamptonshire", "NN"), ("Peterborough", "Cambridgeshire", "PE"), ("Cardiff", "South Glamorgan", "CF"),
    ("Swansea", "West Glamorgan", "SA"), ("Todmorden", "West Yorkshire", "OL"), ("Hebden Bridge", "West Yorkshire", "HX"),
    ("Keighley", "West Yorkshire", "BD"), ("Skipton", "North Yorkshire", "BD"), ("Barnsley", "South Yorkshire", "S"),
]

US_STREETS = _w("""Elm|Oak|Maple|Cedar|Pine|Walnut|Chestnut|Birch|Willow|Spruce|Hickory|Magnolia|Main|Washington|Lincoln|
Jefferson|Madison|Franklin|Jackson|Park|Lake|Hill|River|Ridge|Meadow|Sunset|Highland|Prospect|Church|Mill|Spring|
Pleasant|Forest|Orchard|Valley|Union|Liberty|Cherry|Dogwood|Sycamore|Locust|Poplar|Juniper|Laurel|Hawthorne|Bayview|
Kingston|Fairview|Greenwood|Brookside|Clearwater|Stonegate|Harbor|Summit|Winding Creek|Old Mill|Quail Run|Fox Hollow|
Martin Luther King Jr|Cottonwood|Mesquite|Palmetto|Bluebonnet""")
US_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court", "Ct", "Boulevard",
             "Blvd", "Way", "Place", "Pl", "Circle", "Terrace", "Parkway", "Pike"]
UK_STREETS = _w("""Oakfield|Beech|Station|Victoria|Church|Mill|Park|Manor|Albert|Queens|Kings|Grange|Moor|Hollins|Heath|
Bank|Brook|Green|Priory|Chapel|Cemetery|Market|Northgate|Westgate|Ashfield|Rosemount|Elmwood|Holly|Fern|Ivy|Laburnum|
Sycamore|Hawthorn|Primrose|Bracken|Heather|Cliffe|Clough|Fold|Wharf|Canal|Stanley|Lister|Thornhill|Calder|Aire|
Ravenscliffe|Woodhouse|Hyde Park|Burley|Otley|Skipton|Bolton|Halifax""")
UK_SUFFIX = ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Terrace", "Gardens", "Grove", "Way",
             "Court", "Place", "Rise", "View", "Walk", "Mews", "Row", "Hill"]

US_HOSPITALS = _w("""Lakeshore Regional Medical Center|St. Brigid's Hospital|Mercy Valley Hospital|Northgate Community Hospital|
Cedar Ridge Medical Center|Pinecrest General Hospital|Bayfront Memorial|Holy Cross Medical Center|Good Samaritan Hospital|
Franklin County Medical Center|Elmwood Rehabilitation Hospital|Greenfield Children's Hospital|Magnolia Women's Center|
Ridgeview Behavioral Health|St. Jude Memorial|Riverbend Medical Center|Prairie View Hospital|Sandhill Regional|
Lakeside General|Mount Carmel West|Blue Ridge Community Hospital|Harbor Point Medical Center|Three Rivers Hospital|
Our Lady of Lourdes Medical Center|Valley Baptist Hospital|Evergreen Health Center|Stonebridge University Hospital|
Westover Veterans Medical Center|Sierra Vista Hospital|Copper Canyon Medical Center""")
US_CLINICS = _w("""Oak Hollow Family Practice|Bridgeport Internal Medicine|Eastside Pediatrics|Hillcrest Dialysis Center|
Maple Grove Family Health|Westbrook Urgent Care|Crescent City Surgical Center|Summit Oncology Associates|
Northside Women's Health|Riverside Family Medicine|Fairview Cardiology Associates|Kessler Orthopedic Group|
Pine Street Community Health Center|Lakeview Sleep Center|Meadowbrook Pulmonary Associates|Sunrise Pediatric Group|
Cornerstone Behavioral Health|Heartland Physical Therapy|Valley Imaging Center|Broadway Endocrinology""")
US_CAREHOMES = _w("""Willow Creek Assisted Living|Sunnybrook Nursing and Rehab|Golden Oaks Senior Living|
Brookhaven Manor|Pleasant Hills Care Center|Shady Pines Nursing Home|Autumn Leaves Memory Care""")
US_PHARMACIES = _w("""CVS Pharmacy|Walgreens|Rite Aid|Hometown Pharmacy|Corner Drug|Kroger Pharmacy|Main Street Apothecary|
Medicine Shoppe|Costco Pharmacy|Publix Pharmacy|Express Scripts Mail Order|Harmon Family Pharmacy""")
UK_HOSPITALS = _w("""St Aidan's Hospital|Royal Wessex Infirmary|Kingsmead General Hospital|Northfield District General|
Calder Valley Hospital|Fernbank Community Hospital|Moorside Infirmary|Queen Adelaide Hospital|Airedale Vale Hospital|
Pennine Royal Infirmary|St Hilda's Hospital|Thornbury Park Hospital|Royal Haworth Infirmary|Castlegate Hospital|
Wharfedale Cottage Hospital|Bramley Grange Hospital""")
UK_TRUSTS = _w("""Calder Valley NHS Foundation Trust|Pennine Hospitals NHS Trust|Wessex Coast NHS Foundation Trust|
Northfield and District NHS Trust""")
UK_PRACTICES = _w("""Elm Park Surgery|Beechwood Medical Centre|The Grange Surgery|Millbrook Health Centre|
Oakfield Medical Practice|Riverside Group Practice|Hollins Lane Surgery|Brook Street Surgery|Kirkgate Medical Centre|
Ashgrove Surgery|Station Road Health Centre|The Fold Medical Practice|Heathfield Family Practice|Moorview Surgery""")
UK_CAREHOMES = _w("""Laburnum House Care Home|Rosemount Nursing Home|Primrose Court|The Limes Residential Home|
Cherry Tree Lodge""")
UK_PHARMACIES = _w("""Boots|Lloyds Pharmacy|Well Pharmacy|Rowlands Pharmacy|Moorside Chemist|Kirkgate Pharmacy""")
UK_WARDS = _w("""Rowan Ward|Nightingale Ward|Beech Ward|Larch Unit|Kingfisher Ward|Ward 32|Aire Ward|
Heron Ward|Cavell Ward|Fleming Unit""")
US_UNITS = _w("""Tower 5 West|4 North|Blake 7|Ellison 12|6B Step-Down""")

US_EMPLOYERS = _w("""Harlow Logistics|Tri-County Transit|Blue Heron Construction|Kessler Tool & Die|Midwest Poultry Processing|
Northline Rail|Sunrise Bakery|Delmar Auto Body|Pioneer Insurance Group|Walmart|Amazon|Home Depot|FedEx|UPS|
Lakeshore School District|Great Plains Grain Co-op|Redline Roofing|Brightway Cleaning Services|Cardinal Steel|
Mercer Plastics|Oakmont Country Club|Rivertown Casino|Hollister Farms|Peak Auto Parts|Eastgate Mall|Target""")
UK_EMPLOYERS = _w("""Tesco|Royal Mail|Greggs|Yorkshire Water|Calder Joinery Ltd|Pennine Haulage|Arnold & Sons Builders|
Morrisons|Asda|Sainsbury's|Network Rail|Bradford Council|Arriva Buses|Marks & Spencer|B&Q|Halifax Building Society|
Whitworth Mills|Northern Powergrid|Jet2|Wickes""")
US_SCHOOLS = _w("""Lincoln Elementary|Westfield Middle School|Northgate High School|St. Brendan's School|
Riverside Community College|Jefferson Elementary School|Oak Park Montessori|Central High School|
Little Acorns Daycare|Bright Horizons Preschool|Ohio State University|Valley Christian Academy""")
UK_SCHOOLS = _w("""St Brendan's Primary|Hillside Academy|Moorside Primary School|Heathfield High School|
Calder Valley College|Leeds Beckett University|The Grange Nursery|Bankfield Junior School""")
CHURCHES = _w("""Grace Baptist Church|St. Anne's Parish|First Methodist Church|Mount Zion AME Church|
Holy Trinity Church|New Covenant Fellowship|Beth Shalom Synagogue|Al-Noor Mosque|Gurdwara Sahib""")
UK_FIRMS = _w("""Hartley Brennan LLP|Crowther & Moss Solicitors|Pennington Vale Solicitors|Ashdown Kerr LLP|
Whitlock Sayers|Bradbury Finch Solicitors|Irwin Mitchell|Slater Gordon|Latchmere & Co|Holroyd Pike Solicitors""")
UK_INSURERS = _w("""Aviva|Direct Line|Admiral|LV Insurance|Zurich Insurance|Churchill|Hastings Direct|AXA""")
US_INSURERS = _w("""Aetna|Blue Cross Blue Shield|UnitedHealthcare|Humana|Cigna|Anthem|Kaiser Permanente|Molina Healthcare|
Ambetter|Oscar Health|Tricare""")
AGENCIES = _w("""Bright Star Home Care|Visiting Angels|Meals on Wheels|Caring Hands Home Health|Helping Hands|
Age UK|Carers Trust|Crossroads Care""")

PROFESSIONS = _w("""teacher|welder|electrician|accountant|bus driver|truck driver|plumber|carpenter|farmer|librarian|
software engineer|cashier|chef|hairdresser|firefighter|police officer|postal worker|machinist|mechanic|lawyer|
dental hygienist|security guard|janitor|cleaner|warehouse worker|forklift operator|roofer|bricklayer|coal miner|
fisherman|taxi driver|bank teller|real estate agent|architect|civil engineer|pastor|seamstress|tailor|landscaper|
steelworker|dock worker|nanny|home health aide|paralegal|receptionist|barista|waitress|bartender|courier|
nurse|pharmacist|social worker|homemaker|school bus driver|line cook|construction worker|painter|pipefitter|
graphic designer|insurance adjuster|data analyst|dental assistant|veterinarian|bookkeeper|sales representative|
store manager|factory worker|daycare worker|hotel housekeeper|auto mechanic|sheet metal worker""")
UK_PROFESSIONS = _w("""lorry driver|joiner|plasterer|care assistant|dinner lady|shop assistant|postman|solicitor|
retail assistant|scaffolder|painter and decorator|civil servant|bus driver|nursery nurse|electrician|teaching assistant|
HGV driver|warehouse operative|publican|gas engineer|bin man|office manager|hairdresser|farmer|police officer|
primary school teacher|mechanic|chef|cleaner|accountant""")

VEHICLES = ["Honda Civic", "Ford F-150", "Toyota Camry", "Chevy Malibu", "Nissan Altima", "Jeep Cherokee",
            "Dodge Ram", "Subaru Outback", "Hyundai Elantra", "Kia Soul"]
UK_VEHICLES = ["Ford Focus", "Vauxhall Corsa", "Nissan Qashqai", "VW Golf", "Toyota Yaris", "Skoda Octavia",
               "Kia Sportage", "Ford Transit van", "Peugeot 208", "BMW 3 Series"]
COUNTRIES = _w("""Portugal|Mexico|Nigeria|Ghana|India|Pakistan|Bangladesh|Vietnam|Poland|Jamaica|Philippines|
Guatemala|El Salvador|Somalia|Ethiopia|Ireland|Italy|Greece|China|South Korea|Japan|Iraq|Syria|Ukraine|Romania|
Haiti|Dominican Republic|Brazil|Canada|Germany|Sierra Leone|Senegal|Kenya|Egypt|Lebanon""")
HOLIDAYS = ["Christmas", "Thanksgiving", "Easter", "New Year's Day", "Christmas Eve", "Labor Day", "Memorial Day",
            "Fourth of July", "Halloween", "Boxing Day", "Bonfire Night", "Eid", "Diwali", "Passover",
            "Easter Sunday", "Mother's Day", "Father's Day", "Lunar New Year", "Hanukkah"]
SURNAMES += ["De la Cruz", "St. Clair", "Van der Berg", "Smith-Jones", "Lloyd-Davies"]
