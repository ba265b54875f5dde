"""Invented pools for dev219_en (author 219). Any resemblance to real people is accidental."""

GIRL = """Amara Ayla Beatriz Brielle Camila Chloe Dalia Delphine Eliana Elodie Emery Esme Farah
Fiona Gabriela Genevieve Hana Harper Imani Inaya Isla Jade Jiya Josephine Kaia Keira Layla Leilani
Liora Lucia Mabel Maelle Maren Maya Mila Nadia Naomi Nia Noor Octavia Oriana Paisley Priya Quinn
Renata Rosalie Saanvi Sadie Selah Sienna Soleil Talia Thea Valentina Wren Ximena Yara Zainab Zoe
Aurelie Brynn Cora Dahlia Evangeline Fatima Giselle Hazel Ines Juniper Kiona Lumi Marisol Nayeli
Ophelia Pearl Rumi Sakura Tallulah Vivienne Winona Zuri Hope Faith Grace Dakota Paris Journey""".split()

BOY = """Aarav Adrian Ahmed Alejandro Amir Anders Arlo Asher Bastien Beckett Caleb Cassius Dante
Declan Desmond Elias Emeka Ezra Felix Gael Graham Hamza Hugo Ibrahim Isaiah Jalen Jasper Kai Kenji
Kieran Laurent Leo Levi Luca Malik Mateo Miles Nikhil Noah Omari Oren Pascal Quentin Rafael Reuben
Rohan Santiago Silas Tariq Theo Tobias Uriel Vikram Wesley Xavier Yusuf Zane Ambrose Bodhi Cyrus
Dmitri Elio Finnegan Gideon Idris Jonah Kofi Lachlan Marek Nasir Otis Pierce Ronan Soren Teodoro
Wyatt Austin Chase Jordan River Sterling Kingston Justice""".split()

WOMAN = """Adriana Alicia Amanda Ashley Bianca Brittany Carmen Cassandra Chantal Crystal Danielle
Destiny Elena Erin Esperanza Gloria Guadalupe Heather Ifeoma Jasmine Jennifer Jessica Kayla Keisha
Kimberly Lakshmi Latoya Lauren Leticia Lindsay Mariana Marie-Eve Megan Melissa Mei Monique Nadine
Natasha Nicole Nkechi Olivia Pooja Rachel Roxanne Samantha Shanice Sofia Stephanie Tamara Tiffany
Valerie Veronica Whitney Yasmin Yolanda Zahra Anneliese Brenda Colleen Deepa Fiorella Genevieve
Hyun-joo Isabelle Joelle Karine Leilani Maribel Nathalie Oksana Paloma Rania Sarai Thuy Ulrike
Wanjiru Xiomara""".split()

MAN = """Aaron Andre Anthony Brandon Carlos Chad Cody Darnell DeShawn Derek Diego Dominic Dustin
Eduardo Emmanuel Francisco Gregory Hassan Hector Isaac Jamal Jared Javier Jean-Luc Joel Jorge Joshua
Juan Justin Kareem Kevin Kwame Luis Marcus Mario Matthew Michael Mohammed Nathan Obinna Omar Patrick
Rajesh Ramon Ricardo Robert Ryan Samuel Sebastien Sergei Shane Terrell Travis Trevor Tyrone Victor
Vinh Wei Yannick Zachary Alistair Bogdan Cheveyo Darius Efrain Florin Gurpreet Hiroshi Ignacio
Kaveh Lamar Mathieu Nikolai Osvaldo Quincy Rashad Stellan Tomasz""".split()

SURNAME = """Abernathy Achebe Adeyemi Alvarado Ambrose Anand Arsenault Ashworth Baptiste Barrientos
Beaulieu Bellamy Blackwood Boateng Bouchard Brannigan Castellanos Chaudhry Cheng Chowdhury Cormier
Cruz-Delgado Dalton Delacroix Desjardins Dimitriou Dubois Eastwood Echeverria Ellsworth Fairbanks
Falcone Farouk Fitzgerald Fontaine Gallagher Garza Gauthier Gonsalves Greenfield Guerrero Halvorsen
Hargrove Hashemi Haverford Hollins Huang Ibarra Iwasaki Jablonski Jaramillo Kaczmarek Kamara
Kapoor Keomaka Kowalczyk Lachance Larkspur Lemieux Lindqvist Locklear Lozano Macdonald Madsen
Mahmoud Marchetti Mbeki McAllister Medina Mendoza-Ruiz Moreau Mulcahy Nakamura Navarro Nwosu
Obi Okafor Okonkwo Oyelaran Pacheco Pelletier Petrov Pham Quintero Rahimi Ramanathan Redcloud
Renaud Rinaldi Robichaud Rosales Saavedra Sandoval Santangelo Shevchenko Siddiqui Singh-Bedi
Sorensen Szabo Tallchief Tanaka Thibodeaux Tremblay Trinh Ueda Valdivia Vasquez Villeneuve
Wachowski Whitlock Wojcik Yamamoto Yellowhorse Zamora Zielinski Brown Green King Young Love
Bishop Rose Hope Street Parish Church Mercy""".split()

DOC_SURNAME = """Abiodun Achterberg Ahluwalia Banerjee Bergstrom Cavanagh Chakraborty Dasgupta
Delorme Eskandari Feldstein Fournier Gagnon-Bell Haddad Harrington Ishikawa Jankowski Kariuki
Kimura Lavoie Lefebvre Mahalingam Marchand Mbatha Moorcroft Nakashima Novak Oduya Olabode Ostrowski
Paquette Pereira Quist Raman Rasmussen Rutherford Sandhu Schreiber Sethi Sutherland Takahashi
Thorvaldsen Umeh Valcourt Vandermeer Wainwright Weatherby Xiong Yeboah Zoltan Graves Apgar-Lowe
Hunter Bell Marsh Frost""".split()

DOC_GIVEN = """Adaeze Alastair Anjali Benedikt Camille Chidi Corinne Dmitri Eleanor Farid Gwen Hamid
Ingrid Jun Kavita Lars Lucienne Magnus Meredith Nnamdi Oona Pradeep Rosalind Shreya Stellan Tobias
Uchenna Vera Yuki Zeynep Brooke Colin Daria Emile Fernando Greer Hollis Isabeau Kwabena Leona
Marguerite Niall Odette Paulo Rhiannon Sunita Thaddeus Wilhelmina""".split()

NICK = {'Josephine': 'Josie', 'Valentina': 'Tina', 'Gabriela': 'Gabi', 'Evangeline': 'Evie',
        'Finnegan': 'Finn', 'Sebastien': 'Seb', 'Theo': 'Teddy', 'Santiago': 'Santi',
        'Alejandro': 'Ale', 'Tobias': 'Toby', 'Genevieve': 'Gigi', 'Octavia': 'Tavi',
        'Elias': 'Eli', 'Isaiah': 'Zay', 'Camila': 'Cami', 'Rosalie': 'Rosie'}

# region tables: (name, abbreviation, [cities], postal prefixes)
US_STATES = [
    ('Ohio', 'OH', ['Columbus', 'Dayton', 'Akron', 'Lima', 'Zanesville', 'Chillicothe'], ['43', '44', '45']),
    ('Texas', 'TX', ['San Antonio', 'Lubbock', 'Waco', 'El Paso', 'Tyler', 'Corpus Christi'], ['75', '78', '79']),
    ('Georgia', 'GA', ['Macon', 'Savannah', 'Valdosta', 'Athens', 'Albany'], ['30', '31']),
    ('Michigan', 'MI', ['Lansing', 'Kalamazoo', 'Saginaw', 'Flint', 'Traverse City'], ['48', '49']),
    ('Minnesota', 'MN', ['Duluth', 'Rochester', 'St. Cloud', 'Mankato', 'Bemidji'], ['55', '56']),
    ('Arizona', 'AZ', ['Tucson', 'Flagstaff', 'Yuma', 'Mesa', 'Prescott'], ['85', '86']),
    ('New York', 'NY', ['Syracuse', 'Buffalo', 'Albany', 'Utica', 'Ithaca', 'Bronx'], ['10', '12', '13', '14']),
    ('Oregon', 'OR', ['Eugene', 'Salem', 'Bend', 'Medford', 'Corvallis'], ['97']),
    ('Tennessee', 'TN', ['Knoxville', 'Chattanooga', 'Jackson', 'Murfreesboro'], ['37', '38']),
    ('Colorado', 'CO', ['Pueblo', 'Greeley', 'Fort Collins', 'Grand Junction', 'Aurora'], ['80', '81']),
    ('North Carolina', 'NC', ['Greensboro', 'Asheville', 'Wilmington', 'Fayetteville', 'Durham'], ['27', '28']),
    ('Louisiana', 'LA', ['Baton Rouge', 'Lafayette', 'Shreveport', 'Houma', 'Monroe'], ['70', '71']),
    ('Wisconsin', 'WI', ['Madison', 'Green Bay', 'Eau Claire', 'Oshkosh', 'Wausau'], ['53', '54']),
    ('New Mexico', 'NM', ['Albuquerque', 'Las Cruces', 'Gallup', 'Farmington', 'Roswell'], ['87', '88']),
    ('Pennsylvania', 'PA', ['Scranton', 'Allentown', 'Erie', 'Altoona', 'Lancaster'], ['15', '17', '18', '19']),
]
CA_PROVS = [
    ('Ontario', 'ON', ['Hamilton', 'London', 'Sudbury', 'Thunder Bay', 'Kingston', 'Barrie', 'Mississauga'], 'KLMNP'),
    ('British Columbia', 'BC', ['Surrey', 'Kelowna', 'Kamloops', 'Nanaimo', 'Prince George', 'Burnaby'], 'V'),
    ('Alberta', 'AB', ['Red Deer', 'Lethbridge', 'Medicine Hat', 'Grande Prairie', 'Airdrie'], 'T'),
    ('Manitoba', 'MB', ['Winnipeg', 'Brandon', 'Thompson', 'Steinbach', 'Selkirk'], 'R'),
    ('Saskatchewan', 'SK', ['Saskatoon', 'Regina', 'Moose Jaw', 'Prince Albert', 'Yorkton'], 'S'),
    ('Quebec', 'QC', ['Sherbrooke', 'Gatineau', 'Trois-Rivieres', 'Laval', 'Rimouski'], 'GHJ'),
    ('Nova Scotia', 'NS', ['Halifax', 'Truro', 'Sydney', 'Antigonish', 'Yarmouth'], 'B'),
    ('New Brunswick', 'NB', ['Moncton', 'Fredericton', 'Saint John', 'Bathurst', 'Edmundston'], 'E'),
    ('Newfoundland and Labrador', 'NL', ["St. John's", 'Corner Brook', 'Gander', 'Happy Valley-Goose Bay'], 'A'),
]
# small settlements for remote births / transports
RURAL_US = ['Pine Hollow', 'Cutter Creek', 'Marlow Junction', 'Bear Lake Crossing', 'Greyrock', 'Wendover',
            'Little Fork', 'Aspen Ridge', 'Cold Spring Flats', 'Norwood Mills', 'Fox Hollow', 'Dry Creek', 'Harlan Springs']
RURAL_CA = ['Ste-Odile', 'Tamarack Falls', 'Kettle Point', 'Red Willow', 'Ste-Rose-du-Lac', 'Moose Bend', 'Caribou Narrows',
            'Lac-aux-Sables', 'Spruce Harbour', 'Wapiti Flats']
RURAL = RURAL_US + RURAL_CA

STREET_NAMES = ['Elm', 'Juniper', 'Tamarack', 'Oakridge', 'Birchwood', 'Larkspur', 'Willow Bend',
                'Harvest Moon', 'Cedar Ridge', 'Fairhaven', 'Quarry', 'Bluebonnet', 'Maple Grove',
                'Kingfisher', 'Sycamore', 'Prairie Wind', 'Copperfield', 'Millstone', 'Orchard',
                'Riverside', 'Sandpiper', 'Whitetail', 'Hawthorne', 'Lakeview', 'Ironwood', 'Chestnut',
                'Saint-Laurent', 'Dufferin', 'Wolseley', 'Magnolia', 'Pinecrest', 'Yellow Birch']
STREET_TYPES = ['Street', 'St', 'St.', 'Avenue', 'Ave', 'Road', 'Rd', 'Drive', 'Dr', 'Lane', 'Ln',
                'Court', 'Ct', 'Boulevard', 'Blvd', 'Crescent', 'Cres', 'Way', 'Place', 'Trail']
UNIT_FORMS = ['Apt {n}', 'Apt. {n}', 'Unit {n}', '#{n}', 'Suite {n}', 'Lot {n}', 'Trlr {n}']

HOSP_PREFIX = ['Lakeshore', 'St. Brigid', 'Cedar Ridge', 'Prairie Valley', 'Northgate', 'Mercy Falls',
               'Whitcombe', 'St. Aurelia', 'Greyhaven', 'Oakmere', 'Ferncliff', 'Maplewood',
               'Holloway Valley', 'Bayfront', 'Riverbend', 'Sierra Vista Norte', 'Kestrel Bay',
               'Three Rivers', 'Blue Heron', 'Fairmont Heights', 'Good Shepherd', 'Trillium Park',
               'Aspen Grove', 'Glenhaven', 'Silver Lake', 'St. Columba', 'Westbrook', 'Coldwater',
               'Harmon County', 'Ste-Clothilde']
HOSP_SUFFIX_US = ['Children\'s Hospital', 'Medical Center', 'Regional Medical Center',
                  'Women\'s and Infants\' Hospital', 'Community Hospital', 'Memorial Hospital',
                  'General Hospital', 'Birth Center', 'Health System', 'University Hospital']
HOSP_SUFFIX_CA = ['Children\'s Hospital', 'Health Centre', 'Regional Health Centre', 'General Hospital',
                  'Women\'s Hospital', 'Hospital', 'Health Sciences Centre', 'District Hospital',
                  'Memorial Hospital']
UNIT_NAMES = ['Starfish Unit', 'Butterfly Nursery', 'Bluebird Pod', 'Tiny Steps NICU', 'Sunrise Unit',
              'Hummingbird Special Care Nursery', 'Little Lights NICU', '4 West', '6 North',
              'Otter Pod', 'Seahorse Unit', 'Puffin Step-Down', 'Wren Level II Nursery', 'Cloud Nine Nursery',
              '5 South', 'Lighthouse NICU']
NURSERY_UNITS = ['Rosewood Family Birthing Centre', 'Maple Mother-Baby Unit', 'Cloud Nine Nursery', 'Bluebell Level II Nursery', '3 East',
                 'Sunflower Mother-Baby Unit', 'Nightingale Well Baby Nursery', 'Lavender Family Care Unit', '7 West']
CLINIC = ['Little Sprouts Pediatrics', 'Elmhurst Pediatric Associates', 'Northside Family Health Team',
          'Riverbend Kids Clinic', 'Bright Beginnings Pediatrics', 'Juniper Street Family Practice',
          'Harbourside Paediatrics', 'Kinder Care Pediatric Group', 'Copperfield Community Health Center',
          'Willow Creek Family Medicine', 'Prairie Sky Medical Clinic', 'Pinecrest Pediatrics',
          'Southgate Community Health Centre', 'Meadowlark Family Clinic', 'Stonebridge Pediatrics',
          'Tamarack Indigenous Health Centre', 'Cornerstone Pediatric Care']
FU_CLINIC = ['Stepping Stones Follow-Up Clinic', 'Little Milestones Program', 'Bridges NICU Graduate Clinic',
             'Kestrel Developmental Follow-Up Clinic', 'Acorn Growth and Development Clinic', 'Lantern Neonatal Neurodevelopmental Program',
             'Pathways Infant Follow-Up Clinic', 'Sprout Clinic']
PHARMACY = ['Greenleaf Pharmacy', 'Harmon Drug', 'Village Apothecary', 'Corner Cross Pharmacy',
            'Pillbox Pharmacy', 'Northway Drugs', 'Bluewater Pharmacy', 'Main & 5th Pharmacy',
            'Wellspring Pharmacy', 'Dufferin Pharmasave Plus']
EYE = ['Meridian Eye Institute', 'Clearview Pediatric Ophthalmology', 'Lakeside Retina Associates',
       'Northern Lights Eye Centre', 'Halcyon Eye Clinic']

EMPLOYER = ['Tri-County Logistics', 'Bellwether Foods', 'Northstar Call Centre', 'Kessler Auto Body',
            'Pinnacle Roofing', 'Dollar Depot', 'Harbor Freightways', 'Cobalt Software', 'Sunnyside Dairy',
            'Ridgeline Mining', 'Prairie Co-op', 'Cascade Manufacturing', 'Blue Ox Trucking',
            'Magnolia Nail Spa', 'Silverline Casino', 'Twin Pines Golf Club', 'Greenway Landscaping',
            'Valley Packing Plant', 'Oakmont School District', 'Hollis & Grant LLP', 'Tim\'s Diner',
            'Redwood Hardware', 'Metro Transit Authority of Westbrook', 'Gateway Warehouse',
            'Aurora Poultry', 'Coastline Fisheries', 'Ironwood Construction']
SCHOOL = ['Ridgeview Elementary', 'Lakeshore Community College', 'Maplewood High School',
          'St. Anne Catholic School', 'Northgate Polytechnic', 'Sacred Heart Academy', 'Westbrook University']
DAYCARE = ['Little Acorns Daycare', 'Sunshine Early Learning Centre', 'Tiny Toes Child Care',
           'Kidz Korner Learning Center', 'Butterfly Garden Montessori', 'ABC Playhouse']
CHURCH = ['Grace Fellowship Church', 'St. Casimir Parish', 'New Hope Baptist Church',
          'Iglesia Pentecostal Roca Firme', 'Masjid Al-Noor', 'Temple Beth Shalom', 'Gurdwara Sahib Westbrook']
AGENCY = ['Harbor Light Family House', 'Maple County Early Intervention Program', 'Children\'s Aid Society of Fernwood',
          'CareBridge Home Nursing', 'Apex Home Medical Supply', 'Northwind Home Oxygen',
          'Families First Home Visiting', 'Riverbend Doula Collective', 'Hope Springs Pregnancy Resource Center',
          'Westbrook Community Food Bank', 'Cradle Connect Parent Network', 'Summit Medical Equipment',
          'BrightPath Infant Development Program', 'Tamarack Child and Family Services']

PROFESSION = ['welder', 'dental hygienist', 'long-haul truck driver', 'kindergarten teacher', 'cashier',
              'line cook', 'software developer', 'electrician', 'hairstylist', 'corrections officer',
              'graduate student', 'rideshare driver', 'accountant', 'server', 'daycare worker',
              'nail technician', 'plumber', 'police officer', 'firefighter', 'paralegal',
              'real estate agent', 'veterinary technician', 'auto mechanic', 'bus driver', 'chef',
              'civil engineer', 'social worker', 'registered nurse', 'pharmacy technician',
              'warehouse associate', 'farmer', 'oil rig worker', 'bank teller', 'hotel housekeeper',
              'medical assistant', 'construction laborer', 'photographer', 'barista', 'security guard',
              'high school math teacher', 'respiratory therapist', 'fisherman', 'carpenter',
              'insurance adjuster', 'flight attendant', 'personal support worker', 'cosmetologist']

ORIGIN = ['Honduras', 'Guatemala', 'Philippines', 'India', 'Haiti', 'Somalia', 'Syria', 'Vietnam',
          'Mexico', 'Nigeria', 'Eritrea', 'Ukraine', 'Afghanistan', 'El Salvador', 'Brazil', 'China',
          'Pakistan', 'Jamaica', 'Ethiopia', 'Colombia', 'Bangladesh', 'Venezuela', 'Congo',
          'Sri Lanka', 'Nepal', 'Iraq', 'Dominican Republic', 'Poland', 'South Sudan']
LANG = {'Honduras': 'Spanish', 'Guatemala': 'Spanish (K\'iche\' also spoken)', 'Philippines': 'Tagalog',
        'India': 'Hindi', 'Haiti': 'Haitian Creole', 'Somalia': 'Somali', 'Syria': 'Arabic',
        'Vietnam': 'Vietnamese', 'Mexico': 'Spanish', 'Nigeria': 'English', 'Eritrea': 'Tigrinya',
        'Ukraine': 'Ukrainian', 'Afghanistan': 'Dari', 'El Salvador': 'Spanish', 'Brazil': 'Portuguese',
        'China': 'Mandarin', 'Pakistan': 'Urdu', 'Jamaica': 'English', 'Ethiopia': 'Amharic',
        'Colombia': 'Spanish', 'Bangladesh': 'Bengali', 'Venezuela': 'Spanish', 'Congo': 'French',
        'Sri Lanka': 'Tamil', 'Nepal': 'Nepali', 'Iraq': 'Arabic', 'Dominican Republic': 'Spanish',
        'Poland': 'Polish', 'South Sudan': 'Arabic'}

US_HOLIDAYS = ['Christmas', 'Christmas Eve', 'Thanksgiving', 'New Year\'s Day', 'the Fourth of July',
               'Labor Day', 'Easter', 'Memorial Day', 'Halloween', 'New Year\'s Eve']
CA_HOLIDAYS = ['Christmas', 'Boxing Day', 'Thanksgiving', 'Canada Day', 'Labour Day', 'Easter',
               'Victoria Day', 'New Year\'s Day', 'Family Day', 'Halloween']

EMAIL_DOM = ['example.com', 'example.org', 'example.net', 'mail.example.com', 'inbox.test',
             'familymail.test', 'example.ca.test']
