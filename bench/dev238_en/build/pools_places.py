"""Place, organisation and facility pools for dev238_en (author 238). Lists only."""

# Host-country geography: (city, state name, state abbreviation, postcode prefix/pattern)
US_CITIES = [
    ("Fort Wayne", "Indiana", "IN", "468"), ("Bowling Green", "Kentucky", "KY", "421"),
    ("Boise", "Idaho", "ID", "837"), ("Erie", "Pennsylvania", "PA", "165"),
    ("Utica", "New York", "NY", "135"), ("Syracuse", "New York", "NY", "132"),
    ("Columbus", "Ohio", "OH", "432"), ("Clarkston", "Georgia", "GA", "300"),
    ("Greeley", "Colorado", "CO", "806"), ("Lincoln", "Nebraska", "NE", "685"),
    ("Sioux Falls", "South Dakota", "SD", "571"), ("Fargo", "North Dakota", "ND", "581"),
    ("Lowell", "Massachusetts", "MA", "018"), ("Worcester", "Massachusetts", "MA", "016"),
    ("Manchester", "New Hampshire", "NH", "031"), ("Burlington", "Vermont", "VT", "054"),
    ("Lewiston", "Maine", "ME", "042"), ("Grand Rapids", "Michigan", "MI", "495"),
    ("Dearborn", "Michigan", "MI", "481"), ("Hamtramck", "Michigan", "MI", "482"),
    ("St. Cloud", "Minnesota", "MN", "563"), ("Rochester", "Minnesota", "MN", "559"),
    ("Amarillo", "Texas", "TX", "791"), ("Houston", "Texas", "TX", "770"),
    ("San Diego", "California", "CA", "921"), ("El Cajon", "California", "CA", "920"),
    ("Sacramento", "California", "CA", "958"), ("Tucson", "Arizona", "AZ", "857"),
    ("Salt Lake City", "Utah", "UT", "841"), ("Spokane", "Washington", "WA", "992"),
    ("Kent", "Washington", "WA", "980"), ("Louisville", "Kentucky", "KY", "402"),
    ("Nashville", "Tennessee", "TN", "372"), ("Charlotte", "North Carolina", "NC", "282"),
    ("Richmond", "Virginia", "VA", "232"), ("Buffalo", "New York", "NY", "142"),
    ("Des Moines", "Iowa", "IA", "503"), ("Omaha", "Nebraska", "NE", "681"),
    ("Akron", "Ohio", "OH", "443"), ("Jersey City", "New Jersey", "NJ", "073"),
]
US_COUNTIES = ["Allen County", "Onondaga County", "Franklin County", "DeKalb County", "Weld County",
               "Lancaster County", "Kent County", "Stearns County", "Potter County", "Ada County"]

UK_CITIES = [
    ("Leeds", "LS"), ("Bradford", "BD"), ("Sheffield", "S"), ("Rotherham", "S"),
    ("Manchester", "M"), ("Rochdale", "OL"), ("Bolton", "BL"), ("Liverpool", "L"),
    ("Birmingham", "B"), ("Coventry", "CV"), ("Wolverhampton", "WV"), ("Stoke-on-Trent", "ST"),
    ("Leicester", "LE"), ("Nottingham", "NG"), ("Derby", "DE"), ("Peterborough", "PE"),
    ("Cardiff", "CF"), ("Swansea", "SA"), ("Newport", "NP"), ("Glasgow", "G"),
    ("Edinburgh", "EH"), ("Dundee", "DD"), ("Belfast", "BT"), ("Middlesbrough", "TS"),
    ("Sunderland", "SR"), ("Newcastle upon Tyne", "NE"), ("Hull", "HU"), ("Plymouth", "PL"),
    ("Southampton", "SO"), ("Croydon", "CR"), ("Hounslow", "TW"), ("Luton", "LU"),
    ("Swindon", "SN"), ("Bristol", "BS"), ("Folkestone", "CT"), ("Wakefield", "WF"),
]
UK_COUNTIES = ["West Yorkshire", "Greater Manchester", "Kent", "Merseyside", "Tyne and Wear",
               "South Yorkshire", "West Midlands", "Lancashire", "Staffordshire", "Leicestershire"]

CA_CITIES = [
    ("Toronto", "Ontario", "ON", "M"), ("Mississauga", "Ontario", "ON", "L"),
    ("Hamilton", "Ontario", "ON", "L"), ("London", "Ontario", "ON", "N"),
    ("Kitchener", "Ontario", "ON", "N"), ("Ottawa", "Ontario", "ON", "K"),
    ("Windsor", "Ontario", "ON", "N"), ("Winnipeg", "Manitoba", "MB", "R"),
    ("Calgary", "Alberta", "AB", "T"), ("Edmonton", "Alberta", "AB", "T"),
    ("Lethbridge", "Alberta", "AB", "T"), ("Saskatoon", "Saskatchewan", "SK", "S"),
    ("Regina", "Saskatchewan", "SK", "S"), ("Vancouver", "British Columbia", "BC", "V"),
    ("Surrey", "British Columbia", "BC", "V"), ("Burnaby", "British Columbia", "BC", "V"),
    ("Montréal", "Quebec", "QC", "H"), ("Sherbrooke", "Quebec", "QC", "J"),
    ("Halifax", "Nova Scotia", "NS", "B"), ("Fredericton", "New Brunswick", "NB", "E"),
    ("Moncton", "New Brunswick", "NB", "E"), ("St. John's", "Newfoundland and Labrador", "NL", "A"),
    ("Charlottetown", "Prince Edward Island", "PE", "C"),
]

AU_CITIES = [
    ("Dandenong", "Victoria", "VIC", "31"), ("Broadmeadows", "Victoria", "VIC", "30"),
    ("Footscray", "Victoria", "VIC", "30"), ("Geelong", "Victoria", "VIC", "32"),
    ("Shepparton", "Victoria", "VIC", "36"), ("Fairfield", "New South Wales", "NSW", "21"),
    ("Liverpool", "New South Wales", "NSW", "21"), ("Auburn", "New South Wales", "NSW", "21"),
    ("Wollongong", "New South Wales", "NSW", "25"), ("Armidale", "New South Wales", "NSW", "23"),
    ("Coffs Harbour", "New South Wales", "NSW", "24"), ("Logan", "Queensland", "QLD", "41"),
    ("Toowoomba", "Queensland", "QLD", "43"), ("Townsville", "Queensland", "QLD", "48"),
    ("Elizabeth", "South Australia", "SA", "51"), ("Mount Gambier", "South Australia", "SA", "52"),
    ("Mirrabooka", "Western Australia", "WA", "60"), ("Hobart", "Tasmania", "TAS", "70"),
    ("Launceston", "Tasmania", "TAS", "72"), ("Darwin", "Northern Territory", "NT", "08"),
    ("Canberra", "Australian Capital Territory", "ACT", "26"),
]

STREET_NAMES = (
    "Maple Oak Cedar Birch Willow Linden Chestnut Sycamore Hawthorn Juniper Alder Poplar Magnolia "
    "Lakeview Riverside Hillcrest Fairmount Brookfield Kingsway Queensway Ashgrove Elmwood Pinecrest "
    "Carlton Melville Dunbar Tennyson Wordsworth Halsey Garrison Lancaster Clarendon Beaconsfield "
    "Granville Harcourt Pembroke Stanmore Woodbine Eglinton Dufferin Jane Albion Bathurst Hopetoun "
    "Victoria Gladstone Railway Station Market Church Mill Bridge Canal Foundry Tannery Orchard "
    "Prospect Union Liberty Franklin Monroe Jefferson Grant Sherman Hamilton Cleveland Harrison"
).split()
US_SUFFIX = ["St", "Street", "Ave", "Avenue", "Rd", "Blvd", "Dr", "Ct", "Ln", "Way", "Pl"]
UK_SUFFIX = ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Terrace", "Grove", "Way", "Walk"]
CA_SUFFIX = ["St", "Street", "Ave", "Avenue", "Rd", "Road", "Blvd", "Cres", "Dr", "Way"]
AU_SUFFIX = ["St", "Street", "Rd", "Road", "Ave", "Pde", "Cres", "Ct", "Hwy", "Tce"]

# Care sites per host country (clinic/hospital names, invented)
HOSPITALS = {
    "US": ["Riverbend Regional Medical Center", "St. Hilda's Hospital", "Lakeshore Community Health Center",
           "Northgate Refugee Health Clinic", "Mercy Valley Hospital", "Prairie View Family Medicine",
           "Cedar Hollow Health Center", "Bluestem Medical Center", "Harborview Family Practice",
           "New Horizons International Clinic", "Wexford Memorial Hospital", "Summit Ridge Pediatrics",
           "Clearwater Federally Qualified Health Center", "St. Benedict's Medical Center",
           "Kingsbury Children's Hospital", "Elm Crossing Community Clinic", "Tri-Rivers Health Partners",
           "Good Shepherd Free Clinic", "Oakmont University Hospital", "Fairhaven Women's Clinic"],
    "UK": ["Moorside Medical Practice", "St. Aldhelm's Hospital", "Kirkgate Health Centre",
           "Riverside Asylum Seeker Health Service", "Brackenfield Surgery", "Hollins Park Hospital",
           "Wharfedale General Infirmary", "Northfield Community Health Centre", "Abbeydale Road Surgery",
           "Queen Adelaide Hospital", "Foxhill Primary Care Centre", "Calder Valley Practice",
           "Greystones Medical Centre", "Royal Ashbourne Infirmary", "Thornbury Lane Surgery",
           "Lydgate Women's Unit", "Beckside Health Centre", "St. Cuthbert's Children's Hospital"],
    "CA": ["Bridgeway Newcomer Health Centre", "St. Columba's Hospital", "Lakehead Community Health Centre",
           "Northern Lights Refugee Clinic", "Fraserview Medical Clinic", "Sainte-Odile Health Centre",
           "Maple Crossing Family Health Team", "Riverdale Women's Health Centre", "Kingsmere General Hospital",
           "Prairie Rose Newcomer Clinic", "Harbourfront Community Health Centre", "Cedarbrook Hospital",
           "Glenmore Pediatric Clinic", "Westhaven Family Health Team", "St. Anselm's Health Sciences Centre"],
    "AU": ["Southern Cross Refugee Health Service", "St. Brigid's Hospital", "Banksia Multicultural Health Centre",
           "Wattle Park Medical Centre", "Coolabah Community Health", "Eastbrook Private Hospital",
           "Kurrajong Family Practice", "Harbourside General Hospital", "Jacaranda Women's Clinic",
           "Blue Gum Medical Clinic", "Riverina Refugee Health Program", "Mallee Road Medical Centre",
           "Ironbark Children's Hospital", "Bayside Integrated Health Centre", "Greenvale GP Clinic"],
}
WARDS = ["Kestrel Ward", "Rowan Ward", "Ward 4 East", "Heron Unit", "Larch Ward", "Willow Unit",
         "Osprey Ward", "Bluebell Ward", "Magpie Ward", "Sunflower Unit", "Tamarind Ward", "Cedar Unit"]
PHARMACIES = ["Corner Drug Mart", "Greenleaf Pharmacy", "Westside Apothecary", "Crescent Chemist",
              "Allbright Pharmacy", "High Street Chemists", "Pillbox Pharmacy", "Wellway Pharmacy",
              "Medisave Chemist", "Lindenwood Pharmacy", "Parkside Dispensary", "Unity Drug Store"]
PANEL_SITES = [("Kestrel Panel Clinic", "Nairobi", "Kenya"), ("Al-Noor Medical Assessment Centre", "Amman", "Jordan"),
               ("Horizon Migration Health Clinic", "Kampala", "Uganda"), ("Bosphorus Panel Physicians", "Istanbul", "Turkey"),
               ("Cedars Migration Medical", "Beirut", "Lebanon"), ("Indus Panel Health Centre", "Islamabad", "Pakistan"),
               ("Golden Land Medical Centre", "Bangkok", "Thailand"), ("Lakeside Panel Clinic", "Dar es Salaam", "Tanzania"),
               ("Abyssinia Health Assessment Centre", "Addis Ababa", "Ethiopia"), ("Nile Migration Clinic", "Cairo", "Egypt"),
               ("Kigali Hills Panel Clinic", "Kigali", "Rwanda"), ("Straits Medical Assessment", "Kuala Lumpur", "Malaysia"),
               ("Vistula Panel Medical", "Warsaw", "Poland"), ("Bay of Bengal Health Centre", "Dhaka", "Bangladesh"),
               ("Meseta Panel Clinic", "Mexico City", "Mexico"), ("Andes Migration Medical", "Bogotá", "Colombia")]

ORGS = {
    "US": ["Harbor Light Resettlement Services", "New Roots Refugee Alliance", "Beacon Immigrant Legal Clinic",
           "Open Door Welcome Network", "Tri-County Poultry", "Midland Packing Co.", "Lincoln Elementary School",
           "Roosevelt High School", "Crossroads Adult Learning Center", "Al-Huda Islamic Center",
           "St. Jude's Lutheran Church", "Keystone Logistics", "Sunrise Home Care Agency", "Gateway Housing Cooperative",
           "VoxBridge Language Services", "CityLink Interpreting", "Hopewell Food Pantry", "Parkside Warehouse Solutions"],
    "UK": ["Northern Sanctuary Support", "Welcome Bridge Refugee Council", "Pennine Migrant Law Centre",
           "Clearview Asylum Housing Ltd", "Eastgate Primary School", "Holme Valley Academy", "Kirklees Community College",
           "Brightside Food Bank", "Madina Masjid Trust", "St Barnabas Parish Church", "Tessellate Interpreting Ltd",
           "Linguavox Telephone Interpreting", "Greenway Solicitors", "Hartley Care Homes", "Moss Lane Mosque",
           "Sanctuary Arts Collective"],
    "CA": ["Maple Welcome Settlement Services", "Newcomer Bridges Society", "Northstar Legal Aid Clinic",
           "Westside Sponsorship Circle", "Ecole Saint-Laurent", "Dufferin Park Public School", "Prairie Harvest Meats",
           "Lakeview Mosque Association", "St. Andrew's Presbyterian Church", "ParlaLink Interpretation",
           "Polyglot Health Interpreters", "Huron Valley Warehousing", "Hope Harbour Housing Co-op",
           "Riverdale Language Academy"],
    "AU": ["Southern Stars Settlement Services", "Harbour Refugee Legal", "Kookaburra Welcome Hub",
           "Dandenong North Primary School", "Westgate English Language School", "Murray Valley Abattoirs",
           "Lumina Translating and Interpreting", "Southern Cross Interpreters", "Baitul Aman Mosque",
           "St Kilian's Catholic Parish", "Greenfields Aged Care", "Bright Future Employment Services",
           "Coastline Cleaning Pty Ltd", "Emu Plains Community Housing"],
}

LODGINGS = ["Riverside Lodge Hotel", "Kingsgate Court", "Harbour View Hostel", "The Meridian Hotel",
            "Fernhill House", "Beacon Reception Centre", "Ashcombe Barracks", "Northgate Welcome House",
            "Oakwood Transitional Housing", "Seaview Inn"]
DETENTION = ["Brookmoor Immigration Removal Centre", "Redgate Detention Centre", "Pinewood Processing Facility",
             "Eastfield Holding Centre", "Coral Bay Alternative Place of Detention"]

# Origin countries: (country, cities, languages, transit countries, camps)
ORIGIN_GEO = {
    "afghan": ("Afghanistan", ["Kabul", "Herat", "Mazar-i-Sharif", "Kandahar", "Jalalabad", "Ghazni", "Bamyan", "Kunduz"],
               ["Dari", "Pashto"], ["Pakistan", "Iran", "Turkey", "Qatar", "Greece"], []),
    "arabic": ("Syria", ["Aleppo", "Homs", "Daraa", "Idlib", "Raqqa", "Deir ez-Zor", "Hama", "Latakia"],
               ["Arabic (Levantine)", "Arabic"], ["Jordan", "Lebanon", "Turkey", "Egypt", "Iraq"],
               ["Zaatari", "Azraq", "Bekaa settlement 027"]),
    "kurdish": ("Iraq", ["Mosul", "Sinjar", "Duhok", "Erbil", "Kirkuk", "Sulaymaniyah", "Zakho"],
                ["Kurdish (Kurmanji)", "Kurdish (Sorani)", "Arabic"], ["Turkey", "Greece", "France", "Syria"],
                ["Khanke", "Domiz"]),
    "somali": ("Somalia", ["Mogadishu", "Kismayo", "Baidoa", "Beledweyne", "Galkayo", "Hargeisa"],
               ["Somali", "Maay Maay"], ["Kenya", "Ethiopia", "Uganda", "Yemen"], ["Dadaab", "Kakuma", "Dollo Ado"]),
    "habesha": ("Eritrea", ["Asmara", "Keren", "Massawa", "Mendefera", "Adi Quala"],
                ["Tigrinya", "Tigre"], ["Sudan", "Ethiopia", "Libya", "Italy", "Egypt"], ["Shimelba", "Shagarab", "Mai Aini"]),
    "oromo": ("Ethiopia", ["Adama", "Jimma", "Nekemte", "Dire Dawa", "Harar", "Ambo"],
              ["Afaan Oromo", "Amharic"], ["Kenya", "Somaliland", "Djibouti", "Sudan"], ["Kakuma", "Moyale transit centre"]),
    "congolese": ("Democratic Republic of the Congo", ["Goma", "Bukavu", "Uvira", "Bunia", "Kinshasa", "Kalemie", "Beni"],
                  ["Swahili", "French", "Kinyarwanda", "Lingala", "Kibembe"], ["Uganda", "Rwanda", "Tanzania", "Burundi", "Zambia"],
                  ["Nyarugusu", "Kyangwali", "Kiziba", "Nakivale", "Gihembe"]),
    "burundian": ("Burundi", ["Bujumbura", "Gitega", "Ngozi", "Makamba", "Muyinga"],
                  ["Kirundi", "French", "Swahili"], ["Tanzania", "Rwanda", "Uganda"], ["Nduta", "Mahama", "Mtendeli"]),
    "burmese": ("Myanmar", ["Hpa-an", "Hakha", "Yangon", "Mandalay", "Myawaddy", "Falam", "Loikaw"],
                ["Burmese", "Karen (Sgaw)", "Chin (Hakha)", "Karenni"], ["Thailand", "Malaysia", "India"],
                ["Mae La", "Umpiem Mai", "Nu Po", "Ban Mai Nai Soi"]),
    "rohingya": ("Myanmar", ["Maungdaw", "Buthidaung", "Sittwe", "Rathedaung"],
                 ["Rohingya", "Bengali"], ["Bangladesh", "Malaysia", "Indonesia"], ["Kutupalong", "Balukhali", "Nayapara"]),
    "ukrainian": ("Ukraine", ["Kharkiv", "Mariupol", "Kherson", "Zaporizhzhia", "Odesa", "Dnipro", "Mykolaiv", "Bakhmut"],
                  ["Ukrainian", "Russian"], ["Poland", "Moldova", "Romania", "Slovakia", "Germany"], []),
    "hispanic": ("Venezuela", ["Maracaibo", "Caracas", "Valencia", "Barquisimeto", "San Cristóbal", "Maturín"],
                 ["Spanish"], ["Colombia", "Panama", "Guatemala", "Mexico", "Costa Rica", "Ecuador"], []),
    "mayan": ("Guatemala", ["Huehuetenango", "Quetzaltenango", "Totonicapán", "Cobán", "Santa Cruz del Quiché"],
              ["K'iche'", "Mam", "Q'anjob'al", "Spanish"], ["Mexico"], []),
    "haitian": ("Haiti", ["Port-au-Prince", "Cap-Haïtien", "Les Cayes", "Gonaïves", "Jacmel"],
                ["Haitian Creole", "French"], ["Chile", "Brazil", "Mexico", "Dominican Republic"], []),
    "southsudanese": ("South Sudan", ["Juba", "Malakal", "Bor", "Wau", "Bentiu", "Yei"],
                      ["Dinka", "Nuer", "Juba Arabic"], ["Kenya", "Uganda", "Ethiopia", "Sudan"],
                      ["Kakuma", "Bidibidi", "Gambella", "Rhino Camp"]),
    "iranian": ("Iran", ["Tehran", "Shiraz", "Isfahan", "Mashhad", "Tabriz", "Ahvaz", "Kermanshah"],
                ["Farsi", "Kurdish (Sorani)", "Azeri"], ["Turkey", "Greece", "France", "Indonesia"], []),
    "nepali": ("Bhutan", ["Samtse", "Sarpang", "Chirang", "Dagana", "Samdrup Jongkhar"],
               ["Nepali", "Dzongkha"], ["Nepal", "India"], ["Beldangi", "Sanischare", "Khudunabari"]),
    "tamil": ("Sri Lanka", ["Jaffna", "Kilinochchi", "Mullaitivu", "Batticaloa", "Trincomalee", "Vavuniya"],
              ["Tamil"], ["India", "Malaysia", "Indonesia"], ["Mandapam"]),
    "albanian": ("Albania", ["Shkodër", "Tirana", "Kukës", "Elbasan", "Durrës", "Lezhë"],
                 ["Albanian"], ["Italy", "France", "Belgium"], []),
}
# Alternative origin countries for Spanish-speakers (hispanic pool)
HISPANIC_ALT = [("Colombia", ["Cúcuta", "Medellín", "Cali", "Tumaco", "Buenaventura"]),
                ("Honduras", ["San Pedro Sula", "Tegucigalpa", "Choloma", "La Ceiba"]),
                ("El Salvador", ["San Miguel", "Santa Ana", "Soyapango", "Usulután"]),
                ("Nicaragua", ["Managua", "León", "Masaya", "Estelí"])]
ARABIC_ALT = [("Iraq", ["Baghdad", "Basra", "Fallujah", "Najaf"]),
              ("Sudan", ["Khartoum", "Omdurman", "El Geneina", "Nyala", "El Fasher"]),
              ("Yemen", ["Taiz", "Aden", "Hodeidah", "Sana'a"]),
              ("Palestine", ["Gaza City", "Khan Younis", "Rafah"])]

PROFESSIONS = [
    "farmer", "tailor", "teacher", "primary school teacher", "mechanic", "nurse", "midwife", "pharmacist",
    "taxi driver", "truck driver", "shopkeeper", "journalist", "civil engineer", "electrician", "carpenter",
    "bricklayer", "baker", "butcher", "hairdresser", "barber", "seamstress", "accountant", "lawyer",
    "goat herder", "fisherman", "construction worker", "poultry plant worker", "warehouse picker",
    "dishwasher", "cleaner", "security guard", "interpreter", "translator", "software developer",
    "dentist", "veterinarian", "police officer", "soldier", "welder", "plumber", "cook", "university lecturer",
    "agronomist", "market trader", "mobile phone repairer", "painter and decorator", "delivery rider",
    "care assistant", "factory worker", "laboratory technician", "radio presenter", "tile setter",
    "street vendor", "coffee farmer", "tea picker", "shoemaker", "jeweller", "lorry driver",
]

# Public institutions and standards: NOT PHI (hard negatives)
PUBLIC_BODIES = {
    "US": ["USCIS", "CDC", "ORR", "the State Department", "IOM", "UNHCR", "DHS", "ICE", "Medicaid", "CMS"],
    "UK": ["the Home Office", "UKVI", "UKHSA", "NHS England", "the NHS", "IOM", "UNHCR", "the DWP"],
    "CA": ["IRCC", "the IRB", "CBSA", "PHAC", "IOM", "UNHCR", "Service Canada", "the IFHP"],
    "AU": ["the Department of Home Affairs", "Services Australia", "Centrelink", "IOM", "UNHCR", "TIS National",
           "the AAT", "Medicare"],
}

# Country in which each named camp or settlement lies (keeps camp and transit country consistent)
CAMP_COUNTRY = {
    "Zaatari": "Jordan", "Azraq": "Jordan", "Bekaa settlement 027": "Lebanon", "Khanke": "Iraq", "Domiz": "Iraq",
    "Dadaab": "Kenya", "Kakuma": "Kenya", "Dollo Ado": "Ethiopia", "Shimelba": "Ethiopia", "Shagarab": "Sudan",
    "Mai Aini": "Ethiopia", "Moyale transit centre": "Kenya", "Nyarugusu": "Tanzania", "Kyangwali": "Uganda",
    "Kiziba": "Rwanda", "Nakivale": "Uganda", "Gihembe": "Rwanda", "Nduta": "Tanzania", "Mahama": "Rwanda",
    "Mtendeli": "Tanzania", "Mae La": "Thailand", "Umpiem Mai": "Thailand", "Nu Po": "Thailand",
    "Ban Mai Nai Soi": "Thailand", "Kutupalong": "Bangladesh", "Balukhali": "Bangladesh", "Nayapara": "Bangladesh",
    "Bidibidi": "Uganda", "Gambella": "Ethiopia", "Rhino Camp": "Uganda", "Beldangi": "Nepal", "Sanischare": "Nepal",
    "Khudunabari": "Nepal", "Mandapam": "India",
}
