"""Invented pools for the dev165_en build: names, occupations, places, organisations.

Every list is a plain Python list (ordered), so random choices are reproducible.
"""


def _w(s):
    return s.split()


def _c(s):
    return [x.strip() for x in s.split(",") if x.strip()]


# origin: (female first names, male first names, surnames)
NAME_ORIGINS = [
    ("anglo",
     _w("Margaret Dorothy Evelyn Shirley Barbara Joan Patricia Linda Carol Judith Sandra Donna Janet "
        "Karen Susan Nancy Deborah Heather Megan Ashley Brittany Kayla Amber Ruth Edith Mildred Frances "
        "Gladys Hazel Beverly Phyllis Arlene Lorraine Wanda Bonnie"),
     _w("Harold Walter Eugene Raymond Donald Gerald Kenneth Roger Wayne Dale Gary Larry Dennis Douglas "
        "Bruce Keith Craig Todd Brian Kevin Travis Cody Dustin Clifford Earl Howard Norman Vernon Leonard "
        "Floyd Lyle Merle"),
     _w("Whitfield Abernathy Pruitt Hollis Langley Crowder Pickett Stroud Tillman Haskins Calloway "
        "Ashworth Pembroke Hargrove Kimble Thornbury Easterly Winslow Blevins Cottrell Fairbanks "
        "Greenlee Hatcher Ingram Lockhart Merriweather Pettibone Rutledge Satterfield Trimble Upchurch "
        "Vickers Wadsworth Yarbrough Dunmore Colfax")),
    ("irish",
     _w("Siobhan Maureen Bridget Colleen Nora Aoife Kathleen Eileen Roisin Deirdre Sinead"),
     _w("Declan Seamus Liam Padraig Cormac Brendan Eamon Ciaran Fergal Niall"),
     _w("O'Donnell McGrath Callahan Fitzgerald Brennan Keane Doherty Moynihan Gallagher Kavanagh "
        "Nolan Sheehan Quinlan Rafferty Tierney Hanrahan Finnegan Dunne Mulcahy")),
    ("scottish",
     _w("Isla Fiona Morag Ailsa Elspeth Kirsty"),
     _w("Angus Hamish Alasdair Ewan Gordon Murdo"),
     _w("MacLeod Fraser Sinclair Buchanan Munro Drummond Urquhart MacKinnon Gillies Ross Abercrombie")),
    ("italian",
     _w("Giuseppina Carmela Rosaria Antonella Francesca Lucia Teresa Graziella Marisa Concetta"),
     _w("Salvatore Vincenzo Giuseppe Carmine Domenico Luigi Aldo Enzo Rocco Sergio"),
     _w("Esposito Russo Ferraro Lombardi Caruso DeLuca Marchetti Romano Bianchi Santoro Colombo "
        "Rinaldi Mancuso Pellegrino Vitale Greco Iannuzzi Scarpelli")),
    ("hispanic",
     _w("María Guadalupe Rosa Carmen Luz Yolanda Esperanza Marisol Alejandra Beatriz Dolores Xiomara "
        "Leticia Graciela Inés Maricela"),
     _w("José Jesús Héctor Ramón Rigoberto Alejandro Francisco Luis Armando Ernesto Joaquín Rafael "
        "Efraín Mateo Santiago Osvaldo"),
     _w("Hernández García Martínez Rodríguez López González Pérez Sánchez Ramírez Torres Flores "
        "Rivera Gómez Díaz Morales Ortiz Gutiérrez Chávez Ramos Vargas Castillo Mendoza Ruiz Álvarez "
        "Jiménez Herrera Medina Aguilar Delgado Castro Cordero Quintero Salazar Ibarra Zamora "
        "Espinoza Figueroa Villalobos Arredondo")),
    ("portuguese",
     _w("Conceição Fátima Graça Lurdes Rosário Filomena"),
     _w("João António Manuel Joaquim Fernando Albano"),
     _w("Medeiros Pacheco Furtado Raposo Sousa Ferreira Tavares Cabral Amaral Botelho Rebelo")),
    ("french",
     _w("Ginette Huguette Lise Monique Sylvie Nicole Josée Francine Chantal Manon Geneviève Élise "
        "Thérèse Jacqueline"),
     _w("Réjean Gaétan Normand Gilles Yvon Marcel Luc Denis Pierre-Luc Jean-Guy Benoît Rémi Clément"),
     _w("Tremblay Gagnon Bouchard Côté Gauthier Lavoie Pelletier Bélanger Lévesque Bergeron Leblanc "
        "Fortin Ouellet Thibodeau Desjardins Paquette Cloutier Boucher Charbonneau Lachance Arsenault "
        "Robichaud Thériault Poirier")),
    ("germanic",
     _w("Ingrid Gertrude Hilde Liesel Anneliese Greta Astrid Solveig Britt Marit Elke"),
     _w("Helmut Dieter Klaus Gunther Wilhelm Lars Sven Nils Henrik Pieter Joost Arvid"),
     _w("Schreiber Vogel Hoffmann Krause Becker Lindqvist Halvorsen Johansen Sorensen Nyberg "
        "Vanderberg Dekker Visser Brandt Kessler Eberhardt Wendt Ostrander Haugen")),
    ("slavic",
     _w("Halina Krystyna Bożena Jadwiga Danuta Oksana Olena Nadia Svetlana Tatiana Lyudmila Zofia"),
     _w("Stanisław Zbigniew Tadeusz Kazimierz Wojciech Bohdan Taras Mykola Dmitri Vladimir Yuri Marek"),
     _w("Kowalski Nowak Wiśniewski Zielinski Jankowski Kaczmarek Sawchuk Kowalchuk Hrynchuk Melnyk "
        "Shevchenko Bondarenko Petrenko Sokolov Morozov Volkov Dziedzic Wasylyshyn")),
    ("greek",
     _w("Eleni Despina Vasiliki Georgia Katerina Chrysoula"),
     _w("Konstantinos Dimitrios Spiros Nikos Yannis Stavros"),
     _w("Papadopoulos Katsaros Georgiou Anagnostou Makris Dimopoulos Karras Vlahos")),
    ("westafrican",
     _w("Chiamaka Ngozi Folasade Adaeze Abena Akosua Efua Yetunde Funmilayo Ifeoma"),
     _w("Chukwuemeka Olumide Babatunde Kwame Kofi Kwabena Emeka Tunde Obinna Femi"),
     _w("Okafor Adeyemi Okonkwo Mensah Asante Boateng Oyelaran Nwosu Eze Adebayo Owusu Ogunleye "
        "Darko Agyeman Olatunji")),
    ("eastafrican",
     _w("Hiwot Selam Tigist Fatuma Amina Hodan Ayan Meseret"),
     _w("Tesfaye Dawit Abdi Mohamed Yonas Bereket Abdirahman Girma"),
     _w("Haile Gebremedhin Abebe Mengistu Warsame Farah Hassan Jama Osman Abdullahi Wolde")),
    ("arabic",
     _w("Fatima Layla Mariam Noor Huda Rania Samira Yasmin Leila Ghada"),
     _w("Ahmad Khalid Omar Yusuf Ibrahim Tariq Samir Walid Karim Mahmoud Nabil"),
     _w("Haddad Khoury Nasser Saleh Mansour Aziz Hamdan Bakri Sabbagh Al-Amin Darwish Qasim Touma")),
    ("perso_turkic",
     _w("Shirin Parisa Mahnaz Elif Zeynep Nasrin"),
     _w("Reza Dariush Farid Mehmet Emre Kourosh"),
     _w("Tehrani Rostami Karimi Moradi Yilmaz Demir Aydin Kaya Sadeghi Ozturk")),
    ("southasian",
     _w("Priya Lakshmi Sunita Kamala Meena Anjali Harpreet Gurpreet Parveen Nasreen Deepa Shanthi "
        "Rekha Savitri Kulwant"),
     _w("Rajesh Suresh Venkatesh Arjun Harjit Gurdeep Sanjay Anil Ramesh Imran Farhan Vikram "
        "Balwinder Prakash Jaswant"),
     _w("Patel Sharma Singh Gill Sandhu Dhillon Grewal Iyer Subramanian Krishnan Reddy Nair Menon "
        "Chowdhury Rahman Hossain Qureshi Siddiqui Malik Bhatt Desai Joshi Kapoor Venkataraman Pillai "
        "Brar Sidhu")),
    ("chinese",
     _w("Mei Lin Xiu Ying Hui Min Yan Fang Shu Jing"),
     _w("Wei Jian Hao Ming Zhen Guo Bao Kai Tao"),
     _w("Chen Wang Zhang Liu Huang Zhao Zhou Lam Chan Wong Leung Ng Cheung Tsang Yip Lau Kwan Mak")),
    ("korean",
     _w("Soo-jin Min-ji Eun-hee Young-ja Hye-won"),
     _w("Jae-won Sung-ho Dong-hyun Kyung-soo Min-ho"),
     _w("Kim Park Choi Jung Kang Yoon Jang Han Shin Oh")),
    ("japanese",
     _w("Keiko Yoshiko Emiko Hiroko Akemi Sachiko"),
     _w("Hiroshi Takeshi Kenji Masao Tadashi Isamu"),
     _w("Tanaka Yamamoto Nakamura Watanabe Sato Kobayashi Inoue Matsumoto Hayashi Fujita Okada")),
    ("vietnamese",
     _w("Lan Huong Mai Linh Thuy Hoa"),
     _w("Minh Duc Tuan Quang Hung Thanh"),
     _w("Nguyen Tran Pham Hoang Vu Dang Bui Ngo Truong Huynh")),
    ("filipino",
     _w("Maricel Rowena Jocelyn Marivic Lourdes Analyn Cristina Teodora"),
     _w("Rodrigo Ferdinand Bienvenido Rogelio Danilo Arnel Jericho Romeo"),
     _w("Santos Reyes Cruz Bautista Villanueva Aquino Pascual Manalo Dizon Soriano Macaraeg Salonga "
        "Dimaculangan Tolentino")),
    ("caribbean",
     _w("Marie-Claire Nadège Roselène Beverley Hyacinth Sherene Paulette Yvette"),
     _w("Jean-Baptiste Fritz Wesner Delroy Desmond Winston Everton Ludovic"),
     _w("Pierre-Louis Toussaint Desrosiers Baptiste McKenzie Gayle Beckford Dacosta Chambers "
        "Bellegarde Celestin")),
    ("african_american",
     _w("Latoya Tamika Keisha Shanice Deja Ebony Loretta Bernice Odessa Alberta Mattie Ernestine"),
     _w("Darnell Tyrone Marcus Jerome Cedric Lamont Reginald Otis Cleveland Willie Alonzo"),
     _w("Washington Jefferson Robinson Coleman Freeman Bryant Dawson Mosley Gaines Holloway Ransom "
        "Pettaway Battle Whitlock")),
    ("first_nations",
     _w("Verna Marlene Roberta Delphine Colleen Darlene"),
     _w("Wilfred Darryl Clarence Lorne Ambrose Gilbert"),
     _w("Cardinal Ahenakew Linklater Kakakaway Littlechild Morin Whitecalf Okimaw Bighetty")),
    ("jewish",
     _w("Miriam Esther Rivka Shoshana Rachel Golda Estelle"),
     _w("Moshe Avraham Yitzhak Mordechai Shlomo Irving Morris Sol"),
     _w("Goldberg Rosenthal Weinstein Katz Feldman Abramowitz Lieberman Shapiro Horowitz Birnbaum")),
]

NICKNAMES = {
    "Margaret": "Peggy", "Dorothy": "Dot", "Patricia": "Patty", "Deborah": "Debbie",
    "Frances": "Fran", "Kathleen": "Kathy", "Harold": "Hal", "Walter": "Walt", "Eugene": "Gene",
    "Raymond": "Ray", "Donald": "Don", "Gerald": "Jerry", "Kenneth": "Ken", "Leonard": "Lenny",
    "Salvatore": "Sal", "Giuseppe": "Joe", "Vincenzo": "Vinny", "Guadalupe": "Lupe",
    "Francisco": "Paco", "Stanisław": "Stan", "Konstantinos": "Gus", "Chukwuemeka": "Emeka",
    "Bienvenido": "Benny", "Ferdinand": "Ferdie", "Réjean": "Ray", "Wilhelm": "Bill",
    "Abdirahman": "Abdi", "Rosaria": "Rosie", "Elspeth": "Elsie", "Mordechai": "Motti",
}

MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTW")

OCCUPATIONS = _c(
    "machinist, longshoreman, schoolteacher, bus driver, dairy farmer, welder, postal carrier, "
    "electrician, seamstress, bookkeeper, accountant, long-haul truck driver, carpenter, homemaker, "
    "librarian, firefighter, police officer, pharmacist, dental hygienist, hairdresser, commercial "
    "fisherman, coal miner, steelworker, logger, auto mechanic, bank teller, insurance adjuster, "
    "civil engineer, architect, history professor, chef, restaurant server, school custodian, plumber, line cook, "
    "real estate agent, social worker, paramedic, lab technician, software developer, graphic designer, "
    "paralegal, lawyer, veterinarian, orchard worker, cannery worker, textile mill worker, "
    "railway conductor, crane operator, land surveyor, draftsman, court stenographer, piano teacher, "
    "school principal, bricklayer, roofer, merchant seaman, tool and die maker, grocery clerk, "
    "daycare worker, oil rig worker, forklift operator, potash miner, grain elevator operator, "
    "tailor, cab driver, sheet metal worker, newspaper editor, church organist, nursing assistant, "
    "hospital housekeeper, payroll clerk, wheat farmer, air traffic controller, optician")

COUNTRIES = _c(
    "Portugal, Italy, Philippines, Vietnam, India, Pakistan, Nigeria, Ghana, Ethiopia, Somalia, "
    "Lebanon, Syria, Iran, Turkey, Poland, Ukraine, Greece, Germany, Netherlands, Norway, Ireland, "
    "Scotland, Jamaica, Haiti, Mexico, El Salvador, Guatemala, Colombia, China, South Korea, Japan, "
    "Hong Kong, Israel, Hungary, Cuba, Dominican Republic, Trinidad and Tobago, Guyana, Egypt")

ORIGIN_COUNTRY = {
    "italian": ["Italy"], "hispanic": ["Mexico", "El Salvador", "Guatemala", "Colombia", "Cuba"],
    "portuguese": ["Portugal"], "slavic": ["Poland", "Ukraine"], "greek": ["Greece"],
    "westafrican": ["Nigeria", "Ghana"], "eastafrican": ["Ethiopia", "Somalia", "Eritrea"],
    "arabic": ["Lebanon", "Syria", "Egypt", "Iraq"], "perso_turkic": ["Iran", "Turkey"],
    "southasian": ["India", "Pakistan", "Bangladesh"], "chinese": ["China", "Hong Kong", "Taiwan"],
    "korean": ["South Korea"], "japanese": ["Japan"], "vietnamese": ["Vietnam"],
    "filipino": ["Philippines"], "caribbean": ["Haiti", "Jamaica"], "irish": ["Ireland"],
    "scottish": ["Scotland"], "germanic": ["Germany", "Netherlands", "Norway"],
}

LANGUAGES = {
    "italian": "Italian", "hispanic": "Spanish", "portuguese": "Portuguese", "slavic": "Polish",
    "greek": "Greek", "westafrican": "Yoruba", "eastafrican": "Amharic", "arabic": "Arabic",
    "perso_turkic": "Farsi", "southasian": "Punjabi", "chinese": "Cantonese", "korean": "Korean",
    "japanese": "Japanese", "vietnamese": "Vietnamese", "filipino": "Tagalog",
    "caribbean": "Haitian Creole", "french": "French",
}

# (city, state abbr, state name, zip prefix, area code)
US_PLACES = [
    ("Dayton", "OH", "Ohio", "454", "937"), ("Toledo", "OH", "Ohio", "436", "419"),
    ("Ashtabula", "OH", "Ohio", "440", "440"), ("Millbrook Falls", "OH", "Ohio", "457", "740"),
    ("Scranton", "PA", "Pennsylvania", "185", "570"), ("Altoona", "PA", "Pennsylvania", "166", "814"),
    ("Stonebridge", "PA", "Pennsylvania", "173", "717"), ("Tucson", "AZ", "Arizona", "857", "520"),
    ("Yuma", "AZ", "Arizona", "853", "928"), ("Fresno", "CA", "California", "937", "559"),
    ("Eureka", "CA", "California", "955", "707"), ("Bakersfield", "CA", "California", "933", "661"),
    ("Spokane", "WA", "Washington", "992", "509"), ("Port Alder", "WA", "Washington", "983", "360"),
    ("Medford", "OR", "Oregon", "975", "541"), ("Boise", "ID", "Idaho", "837", "208"),
    ("Billings", "MT", "Montana", "591", "406"), ("Elk Bend", "MT", "Montana", "597", "406"),
    ("Rapid City", "SD", "South Dakota", "577", "605"), ("Fargo", "ND", "North Dakota", "581", "701"),
    ("Duluth", "MN", "Minnesota", "558", "218"), ("Rochester", "MN", "Minnesota", "559", "507"),
    ("Eau Claire", "WI", "Wisconsin", "547", "715"), ("Green Bay", "WI", "Wisconsin", "543", "920"),
    ("Peoria", "IL", "Illinois", "616", "309"), ("Rockford", "IL", "Illinois", "611", "815"),
    ("Kalamazoo", "MI", "Michigan", "490", "269"), ("Saginaw", "MI", "Michigan", "486", "989"),
    ("Redfern", "MI", "Michigan", "497", "906"), ("Evansville", "IN", "Indiana", "477", "812"),
    ("Muncie", "IN", "Indiana", "473", "765"), ("Lexington", "KY", "Kentucky", "405", "859"),
    ("Harlan Crossing", "KY", "Kentucky", "408", "606"), ("Knoxville", "TN", "Tennessee", "379", "865"),
    ("Cedar Hollow", "TN", "Tennessee", "385", "931"), ("Asheville", "NC", "North Carolina", "288", "828"),
    ("Briar Glen", "NC", "North Carolina", "272", "336"), ("Greenville", "SC", "South Carolina", "296", "864"),
    ("Macon", "GA", "Georgia", "312", "478"), ("Savannah", "GA", "Georgia", "314", "912"),
    ("Ocala", "FL", "Florida", "344", "352"), ("Sable Springs", "FL", "Florida", "339", "239"),
    ("Mobile", "AL", "Alabama", "366", "251"), ("Tuscaloosa", "AL", "Alabama", "354", "205"),
    ("Hattiesburg", "MS", "Mississippi", "394", "601"), ("Shreveport", "LA", "Louisiana", "711", "318"),
    ("Tyler", "TX", "Texas", "757", "903"), ("Amarillo", "TX", "Texas", "791", "806"),
    ("Laredo", "TX", "Texas", "780", "956"), ("Waco", "TX", "Texas", "767", "254"),
    ("Lawton", "OK", "Oklahoma", "735", "580"), ("Joplin", "MO", "Missouri", "648", "417"),
    ("Topeka", "KS", "Kansas", "666", "785"), ("Coldwater Flats", "NE", "Nebraska", "688", "308"),
    ("Pueblo", "CO", "Colorado", "810", "719"), ("Larkspur Valley", "CO", "Colorado", "806", "970"),
    ("Las Cruces", "NM", "New Mexico", "880", "575"), ("Provo", "UT", "Utah", "846", "801"),
    ("Reno", "NV", "Nevada", "895", "775"), ("Bangor", "ME", "Maine", "044", "207"),
    ("Burlington", "VT", "Vermont", "054", "802"), ("Quarry Hill", "VT", "Vermont", "056", "802"),
    ("Marlow", "NH", "New Hampshire", "034", "603"), ("Worcester", "MA", "Massachusetts", "016", "508"),
    ("New Bedford", "MA", "Massachusetts", "027", "774"), ("Waterbury", "CT", "Connecticut", "067", "203"),
    ("Utica", "NY", "New York", "135", "315"), ("Binghamton", "NY", "New York", "139", "607"),
    ("Poughkeepsie", "NY", "New York", "126", "845"), ("Trenton", "NJ", "New Jersey", "086", "609"),
    ("Hagerstown", "MD", "Maryland", "217", "301"), ("Roanoke", "VA", "Virginia", "240", "540"),
    ("Wheeling", "WV", "West Virginia", "260", "304"), ("Cedar Rapids", "IA", "Iowa", "524", "319"),
    ("Dubuque", "IA", "Iowa", "520", "563"), ("Anchorage", "AK", "Alaska", "995", "907"),
    ("Hilo", "HI", "Hawaii", "967", "808"),
]

# (city, province abbr, province name, FSA letter, area code)
CA_PLACES = [
    ("Hamilton", "ON", "Ontario", "L", "905"), ("Sudbury", "ON", "Ontario", "P", "705"),
    ("Thunder Bay", "ON", "Ontario", "P", "807"), ("Kingston", "ON", "Ontario", "K", "613"),
    ("Peterborough", "ON", "Ontario", "K", "705"), ("London", "ON", "Ontario", "N", "519"),
    ("Sault Ste. Marie", "ON", "Ontario", "P", "705"), ("Kestrel Lake", "ON", "Ontario", "P", "249"),
    ("Pembrook Mills", "ON", "Ontario", "K", "613"), ("Kelowna", "BC", "British Columbia", "V", "250"),
    ("Kamloops", "BC", "British Columbia", "V", "250"), ("Nanaimo", "BC", "British Columbia", "V", "250"),
    ("Prince George", "BC", "British Columbia", "V", "250"), ("Red Deer", "AB", "Alberta", "T", "403"),
    ("Lethbridge", "AB", "Alberta", "T", "403"), ("Grande Prairie", "AB", "Alberta", "T", "780"),
    ("Wapiti Crossing", "AB", "Alberta", "T", "587"), ("Saskatoon", "SK", "Saskatchewan", "S", "306"),
    ("Prince Albert", "SK", "Saskatchewan", "S", "306"), ("Regina", "SK", "Saskatchewan", "S", "639"),
    ("Brandon", "MB", "Manitoba", "R", "204"), ("Thompson", "MB", "Manitoba", "R", "204"),
    ("Sherbrooke", "QC", "Quebec", "J", "819"), ("Trois-Rivières", "QC", "Quebec", "G", "819"),
    ("Rimouski", "QC", "Quebec", "G", "418"), ("Saint-Ours-des-Prés", "QC", "Quebec", "J", "450"),
    ("Moncton", "NB", "New Brunswick", "E", "506"), ("Fredericton", "NB", "New Brunswick", "E", "506"),
    ("Truro", "NS", "Nova Scotia", "B", "902"), ("Yarmouth", "NS", "Nova Scotia", "B", "902"),
    ("Birch Harbour", "NS", "Nova Scotia", "B", "782"), ("Charlottetown", "PE", "Prince Edward Island", "C", "902"),
    ("Corner Brook", "NL", "Newfoundland and Labrador", "A", "709"), ("Gander", "NL", "Newfoundland and Labrador", "A", "709"),
    ("Whitehorse", "YT", "Yukon", "Y", "867"),
]

COUNTY_ROOTS = _w("Jasper Franklin Marion Greene Warren Clay Madison Monroe Union Wayne Hardin Logan "
                  "Pike Boone Crawford Delaware Fulton Hancock Knox Lawrence")

STREET_NAMES = _w("Elm Maple Oak Cedar Birch Willow Pine Spruce Chestnut Walnut Hickory Sycamore "
                  "Poplar Aspen Juniper Laurel Magnolia Main Church Mill School Water Bridge Market "
                  "Front Lincoln Jefferson Franklin Madison Monroe Grant Ridge Hillcrest Lakeview "
                  "Riverside Meadow Valley Orchard Prairie Sunset Highland Fairview Brookside Glen "
                  "Harbour Bayshore Kettle Heron Foxglove Tamarack Ironwood Quarry Cobblestone Kingfisher")
STREET_SFX_US = _c("Street, St, Avenue, Ave, Road, Rd, Drive, Dr, Lane, Ln, Court, Ct, Boulevard, Blvd, "
                   "Way, Place, Pl, Circle, Terrace, Trail, Pike")
STREET_SFX_CA = _c("Street, St, Avenue, Ave, Road, Rd, Drive, Crescent, Cres, Lane, Court, Boulevard, "
                   "Way, Place, Trail, Line, Sideroad")
FRENCH_STREETS = _c("rue des Érables, rue Principale, chemin du Lac, boulevard Laurier, rue Saint-Jean, "
                    "avenue des Pins, rang Sainte-Anne, rue de la Rivière")
UNITS = _c("Apt 3B, Apt 12, Apt 204, Unit 7, Unit 14C, #305, #2, Lot 17, Lot 42, Apt 1F, Suite 110, Trlr 9")

PLACE_WORDS = _c("Lakeshore, Riverbend, Northfield, Cedar Valley, Prairie View, Highland, Bayview, "
                 "Eastgate, Fairhaven, Silver Creek, Pinecrest, Meadowbrook, Harborview, Stonegate, "
                 "Clearwater, Westbrook, Maple Ridge, Kettle River, Blue Heron, Juniper Hills, "
                 "Sandhill, Three Rivers, Copper Ridge, Willow Bend, Evergreen, Tamarack, Red Cedar, "
                 "Granite Falls, Sweetwater, Hollow Creek, Birchwood, Loon Lake, Wolf Creek")
SAINTS = _c("St. Brigid's, St. Agnes, St. Luke's, Mercy, Good Samaritan, Sacred Heart, St. Raphael's, "
            "Our Lady of Peace, St. Columba's, Holy Family, St. Elizabeth")

HOSP_PATTERNS = ["{P} Regional Medical Center", "{S} Hospital", "{P} General Hospital",
                 "{P} Community Hospital", "{S} Medical Center", "{P} Memorial Hospital"]
HOSP_PATTERNS_CA = ["{P} General Hospital", "{S} Hospital", "{P} Health Centre",
                    "{P} Regional Health Centre", "{P} District Hospital"]
AGENCY_PATTERNS = ["{P} Home Health", "{P} Visiting Nurses", "{P} Home Care", "{P} VNA",
                   "{P} Home Health Services", "Visiting Nurse Association of {P}"]
AGENCY_PATTERNS_CA = ["{P} Home & Community Care", "{P} Community Nursing", "{P} Home Care Nursing",
                      "{P} Visiting Nurses"]
HOSPICE_PATTERNS = ["{P} Hospice", "Hospice of {P}", "{P} Hospice & Palliative Care",
                    "{P} Hospice Care", "{S} Hospice"]
HOSPICE_PATTERNS_CA = ["{P} Hospice", "{P} Palliative Care Team", "{P} Hospice Society",
                       "{S} Hospice"]
PRACTICE_PATTERNS = ["{P} Family Medicine", "{L} Internal Medicine Associates", "{P} Medical Clinic",
                     "{P} Primary Care", "{L} & {L2} Family Practice", "{P} Geriatrics Clinic"]
PHARMACY_PATTERNS = ["{P} Pharmacy", "{L}'s Drug Store", "{P} Apothecary", "Carewell Pharmacy #{N}",
                     "{P} Compounding Pharmacy", "{L} Pharmacy"]
FACILITY_PATTERNS = ["{P} Manor", "{P} Assisted Living", "{P} Lodge", "{P} Senior Living",
                     "{P} Long-Term Care Home", "{P} Gardens Retirement Residence"]
IPU_PATTERNS = ["{P} Hospice House", "{P} Hospice Inpatient Unit", "{P} Residential Hospice"]
UNIT_NAMES = _c("Cedar Unit, Willow Wing, Birch Unit, Heron Wing, 3 North, Juniper Unit, Maple Wing")

DME_PATTERNS = ["{P} Medical Supply", "{L} Home Medical", "{P} Home Medical Equipment",
                "{W}Med Equipment", "{P} Oxygen & Respiratory", "{L} Mobility & Medical"]
FUNERAL_PATTERNS = ["{L} Funeral Home", "{L} & Sons Funeral Chapel", "{P} Memorial Chapel",
                    "{L}-{L2} Funeral Services", "{P} Cremation Society"]
CHURCH_PATTERNS = ["{S} Parish", "{P} Baptist Church", "Grace Fellowship of {P}",
                   "Holy Trinity Ukrainian Orthodox Church", "{P} United Church", "Masjid Al-Noor",
                   "Congregation Beth Shalom", "{P} Gurdwara", "{P} Kingdom Hall",
                   "{P} Presbyterian Church", "St. Casimir Parish", "{P} Buddhist Temple"]
EMPLOYER_PATTERNS = ["{L} Trucking", "{P} Paper Mill", "{W} Logistics", "{P} School District",
                     "{P} Community College", "{L} Construction", "{P} Steel Works",
                     "{W} Foods", "{P} Credit Union", "{L} Auto Body", "{P} Grain Co-op"]
AGING_ORG_PATTERNS = ["{P} Senior Services", "{P} Area Agency on Aging", "{P} Caregiver Network",
                      "{P} Community Volunteers", "{P} Meals Program", "{P} Grief Support Network"]
PAYER_PATTERNS = ["{W} Health Plan", "{P} Mutual Health", "{W}Care Advantage", "{P} Health Partners"]
BRAND_WORDS = _w("Apex Summit Keystone Pinnacle Northstar Beacon Cardinal Liberty Harmony Vantage "
                 "Trident Heritage Sentinel Meridian Horizon Crestline")

LANDMARKS = _c("Miller's Pond, Old Mill Bridge, Kessler Park, Riverside Trailer Park, "
               "Harbourview Towers, Parkside Apartments, Sunrise Court, Elmhurst Commons, "
               "Tamarack Mobile Home Park, Foxglove Terrace, Wendt Grain Elevator, "
               "Hollis Square, Pinecrest Plaza, Lakeview Towers, Birchwood Co-op Building")

