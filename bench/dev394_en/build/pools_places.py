"""Place, organisation and occupation pools for dev394_en.

Towns and destinations are real place names (ordinary gazetteer pools); every
hospital, practice, laboratory, employer, hotel and airline below is invented.
"""

# ---- home towns: (city, region, postcode prefix or seed) ---------------------
HOME = {
    "UK": [("Luton", "Bedfordshire", "LU"), ("Reading", "Berkshire", "RG"), ("Slough", "Berkshire", "SL"),
           ("Ilford", "Essex", "IG"), ("Croydon", "Surrey", "CR"), ("Leicester", "Leicestershire", "LE"),
           ("Birmingham", "West Midlands", "B"), ("Manchester", "Greater Manchester", "M"),
           ("Bradford", "West Yorkshire", "BD"), ("Leeds", "West Yorkshire", "LS"),
           ("Sheffield", "South Yorkshire", "S"), ("Bristol", "Avon", "BS"), ("Cardiff", "South Glamorgan", "CF"),
           ("Glasgow", "Lanarkshire", "G"), ("Bath", "Somerset", "BA"), ("Wells", "Somerset", "BA"),
           ("Liverpool", "Merseyside", "L"), ("Coventry", "West Midlands", "CV"),
           ("Northampton", "Northamptonshire", "NN"), ("Wolverhampton", "West Midlands", "WV"),
           ("Nottingham", "Nottinghamshire", "NG"), ("Oldham", "Greater Manchester", "OL"),
           ("Hastings", "East Sussex", "TN"), ("Sale", "Cheshire", "M"), ("Derby", "Derbyshire", "DE"),
           ("Walthamstow", "London", "E"), ("Peckham", "London", "SE"), ("Tottenham", "London", "N"),
           ("Southall", "Middlesex", "UB"), ("Dundee", "Angus", "DD")],
    "US": [("Houston", "TX", "770"), ("Atlanta", "GA", "303"), ("Minneapolis", "MN", "554"),
           ("St. Paul", "MN", "551"), ("Columbus", "OH", "432"), ("Baltimore", "MD", "212"),
           ("Silver Spring", "MD", "209"), ("Newark", "NJ", "071"), ("Bronx", "NY", "104"),
           ("Queens", "NY", "113"), ("Brooklyn", "NY", "112"), ("Boston", "MA", "021"),
           ("Worcester", "MA", "016"), ("Seattle", "WA", "981"), ("Oakland", "CA", "946"),
           ("San Diego", "CA", "921"), ("Dallas", "TX", "752"), ("Chicago", "IL", "606"),
           ("Normal", "IL", "617"), ("Mobile", "AL", "366"), ("Miami", "FL", "331"),
           ("Orlando", "FL", "328"), ("Philadelphia", "PA", "191"), ("Denver", "CO", "802"),
           ("Nashville", "TN", "372"), ("Charlotte", "NC", "282")],
    "CA": [("Toronto", "ON", "M5V"), ("Mississauga", "ON", "L5B"), ("Brampton", "ON", "L6T"),
           ("Ottawa", "ON", "K1N"), ("Hamilton", "ON", "L8P"), ("Calgary", "AB", "T2E"),
           ("Edmonton", "AB", "T5K"), ("Winnipeg", "MB", "R3C"), ("Surrey", "BC", "V3T"),
           ("Vancouver", "BC", "V5K"), ("Victoria", "BC", "V8W"), ("Hope", "BC", "V0X"),
           ("Halifax", "NS", "B3H"), ("Saskatoon", "SK", "S7K"), ("Montreal", "QC", "H3A"),
           ("Scarborough", "ON", "M1P"), ("London", "ON", "N6A")],
    "AU": [("Sydney", "NSW", "2000"), ("Parramatta", "NSW", "2150"), ("Blacktown", "NSW", "2148"),
           ("Orange", "NSW", "2800"), ("Wollongong", "NSW", "2500"), ("Melbourne", "VIC", "3000"),
           ("Footscray", "VIC", "3011"), ("Dandenong", "VIC", "3175"), ("Geelong", "VIC", "3220"),
           ("Brisbane", "QLD", "4000"), ("Cairns", "QLD", "4870"), ("Townsville", "QLD", "4810"),
           ("Logan", "QLD", "4114"), ("Darwin", "NT", "0800"), ("Alice Springs", "NT", "0870"),
           ("Perth", "WA", "6000"), ("Broome", "WA", "6725"), ("Adelaide", "SA", "5000"),
           ("Hobart", "TAS", "7000"), ("Canberra", "ACT", "2600")],
    "NZ": [("Mangere", "Auckland", "2022"), ("Otahuhu", "Auckland", "1062"), ("Papatoetoe", "Auckland", "2025"),
           ("Mt Roskill", "Auckland", "1041"), ("Hamilton", "Waikato", "3204"), ("Wellington", "Wellington", "6011"),
           ("Porirua", "Wellington", "5022"), ("Lower Hutt", "Wellington", "5010"),
           ("Christchurch", "Canterbury", "8011"), ("Dunedin", "Otago", "9016"),
           ("Tauranga", "Bay of Plenty", "3110"), ("Nelson", "Nelson", "7010"),
           ("Palmerston North", "Manawatu-Whanganui", "4410"), ("Whangarei", "Northland", "0110")],
    "IE": [("Dublin", "Dublin", "D08"), ("Swords", "Dublin", "K67"), ("Cork", "Cork", "T12"),
           ("Galway", "Galway", "H91"), ("Limerick", "Limerick", "V94"), ("Waterford", "Waterford", "X91"),
           ("Drogheda", "Louth", "A92"), ("Dundalk", "Louth", "A91"), ("Athlone", "Westmeath", "N37"),
           ("Sligo", "Sligo", "F91"), ("Kilkenny", "Kilkenny", "R95"), ("Navan", "Meath", "C15")],
}

STATE_NAMES = {"TX": "Texas", "GA": "Georgia", "MN": "Minnesota", "OH": "Ohio", "MD": "Maryland",
               "NJ": "New Jersey", "NY": "New York", "MA": "Massachusetts", "WA": "Washington",
               "CA": "California", "IL": "Illinois", "AL": "Alabama", "FL": "Florida",
               "PA": "Pennsylvania", "CO": "Colorado", "TN": "Tennessee", "NC": "North Carolina",
               "ON": "Ontario", "AB": "Alberta", "MB": "Manitoba", "BC": "British Columbia",
               "NS": "Nova Scotia", "SK": "Saskatchewan", "QC": "Quebec",
               "NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland", "NT": "Northern Territory",
               "SA": "South Australia", "TAS": "Tasmania", "ACT": "Australian Capital Territory"}

COUNTRY_NAME = {"UK": ["United Kingdom", "UK"], "US": ["USA", "United States"], "CA": ["Canada"],
                "AU": ["Australia"], "NZ": ["New Zealand", "NZ"], "IE": ["Ireland"]}

STREET_WORDS = ("Elm|Cranbourne|Victoria|Albert|Station|Church|Mill|Park|King|Queen|Manor|Grange|"
                "Kauri|Rimu|Pohutukawa|Wattle|Banksia|Jacaranda|Maple|Oak|Cedar|Birch|Laurel|Sycamore|"
                "Willow|Heather|Primrose|Ashgrove|Glenview|Riverside|Harbour|Beach|Oriel|Clonliffe|"
                "Griffith|Lakeshore|Dundas|Coronation|Jubilee|Orchard|Hawthorn|Chestnut|Fernhill|"
                "Kingfisher|Marlowe|Thornbury|Larkspur|Bramble|Sandpiper|Ironbark|Totara|Seaview|"
                "Whitby|Carrick|Belmont|Redwood|Alder|Magnolia|Summerhill|Clover").split("|")

STREET_SUFFIX = {
    "UK": ["Road", "Street", "Avenue", "Close", "Lane", "Crescent", "Gardens", "Way", "Drive", "Grove"],
    "US": ["St", "Ave", "Blvd", "Dr", "Ln", "Ct", "Street", "Avenue", "Road", "Way"],
    "CA": ["St", "Ave", "Rd", "Dr", "Cres", "Blvd", "Street", "Avenue", "Court"],
    "AU": ["St", "Rd", "Ave", "Pde", "Cres", "Ct", "Street", "Road", "Place"],
    "NZ": ["Road", "Street", "Place", "Crescent", "Avenue", "Drive", "Terrace"],
    "IE": ["Road", "Avenue", "Park", "Grove", "Terrace", "Lawn", "Close", "Street", "Drive"],
}

# ---- invented care sites ------------------------------------------------------
HOSPITALS = {
    "UK": ["Harrowfield General Hospital", "St Brennan's Hospital", "Kingsmere University Hospital",
           "Ashcombe Royal Infirmary", "Queen Adelaide Hospital", "Northfleet District General Hospital",
           "Thornbury Park Hospital", "Wexcombe Royal Hospital"],
    "US": ["Lakeview Memorial Medical Center", "St. Columba Hospital", "Riverbend University Hospital",
           "Cedar Ridge Medical Center", "Mercy Bluffs Regional Hospital", "Halvorsen County General",
           "Pinegate University Medical Center"],
    "CA": ["Humberview Health Centre", "St. Aldric's Hospital", "Prairie Crest Regional Hospital",
           "Fraserbank General Hospital", "Maplewood University Health Centre", "Bayshore Royal Hospital"],
    "AU": ["Coral Coast Base Hospital", "Banksia Park Hospital", "Ironbark District Hospital",
           "Sturt Plains University Hospital", "Mount Kestrel Hospital", "Saltwater Bay Hospital"],
    "NZ": ["Kowhai Valley Hospital", "Rangitoto City Hospital", "Te Puna Ora Hospital",
           "Southland Plains Hospital", "Harbourside Base Hospital"],
    "IE": ["St. Odhran's University Hospital", "Mercy West Hospital", "Ballyconnell Regional Hospital",
           "Our Lady of Knockmore Hospital", "Corrib Valley University Hospital"],
}
CLINIC_SUFFIX = ["Travel Health Clinic", "Travel & Tropical Clinic", "Travel Medicine Centre",
                 "Travellers' Clinic", "Travel Vaccination Clinic"]
CLINIC_STEMS = ["Waypoint", "Compass Rose", "Passport Lane", "Meridian", "Globetrotter", "Harbour Gate",
                "Northstar", "Wanderwell", "Tidewater", "Bluegum"]
PRACTICES = ["Marlowe Street Surgery", "Birchwood Medical Centre", "Canal Side Practice", "Fernhill Family Practice",
             "Larkspur Health Centre", "Orchard Lane Surgery", "Seaview Medical Practice", "Totara Family Doctors",
             "Clover Road Medical Group", "Riverside Family Health", "Kingfisher Medical Centre",
             "Thornbury Community Clinic", "Jacaranda Family Medical", "Whitby Road Surgery",
             "Sandpiper Health", "Beacon Hill Primary Care"]
PHARMACIES = ["Hollins Pharmacy", "Crossway Chemist", "Bluebell Pharmacy", "Goodfellow's Chemist",
              "Harbour Pharmacy", "Medicentre Pharmacy Oriel"]
WARDS = ["Fleming Ward", "Nightingale Ward", "Manson Ward", "Ross Ward", "Laveran Ward", "Jenner Ward",
         "Lister Ward", "Ward 7B", "Ward 4C", "Ward 12", "Kauri Ward", "Wattle Ward", "Ward 5 North",
         "Seacole Ward", "Cavell Ward", "Ward 9A", "Cedar Unit", "Osprey Unit", "Ward 22"]
LABS = ["Pathology Services", "Clinical Microbiology Laboratory", "Haematology Laboratory",
        "Blood Sciences"]

# ---- employers / organisations (invented) -------------------------------------
EMPLOYERS = ["Harbourline Logistics", "Kestrel Mining Ltd", "Bluewater Engineering", "Northgate Freight",
             "Meridian Oil & Gas", "Saltmarsh Academy", "St Aidan's Primary School", "Global Hands Relief",
             "Crossroads Mission Trust", "Grace Fellowship Church", "Copperleaf Resources",
             "Tidewater Shipping", "Ironbark Construction", "Pinecrest Foods", "Sunrise Poultry",
             "Aldermoor Catering", "Zenith Telecom", "Orchid Airways", "Kiwi Pacific Drilling",
             "Maple Crescent Bank", "Brightwater Water Engineers", "Hollowell Surveys",
             "Open Horizons Volunteer Network", "Redstone Geotechnical", "Coastal Care Agency",
             "Silverline Security", "Eastgate Academy Trust", "Lanternfly Films", "Harvest Road Farms",
             "Nettlebed University", "Anchorage Offshore Services", "Bright Futures Childcare"]
INSURERS = ["SafeJourney Assurance", "Wanderwell Insurance", "Globeguard Travel Cover",
            "Blue Meridian Health", "Northpoint Mutual", "Trailhead Insurance Co"]
AIRLINES = [("Orchid Airways", "OR"), ("Skyward Air", "SK"), ("Zephyr Atlantic", "ZA"),
            ("Palmline Airways", "PL"), ("Equator Air", "EQ")]
HOTELS = ["Sunbird Lodge", "Palm Crest Hotel", "Baobab Tree Camp", "Blue Lagoon Guesthouse", "Riverside Eco Lodge",
          "Coral Reef Resort", "Mango Grove Inn", "Hilltop Mission Guesthouse", "Savanna Sky Camp",
          "Lotus Garden Homestay", "Kingfisher Backpackers", "Green Valley Rest House"]

OCCUPATIONS = ["mining engineer", "geologist", "aid worker", "staff nurse", "primary school teacher",
               "secondary school teacher", "university student", "taxi driver", "bus driver", "chef",
               "food handler", "care worker", "airline pilot", "flight attendant", "army reservist",
               "missionary", "pastor", "accountant", "software developer", "electrician", "plumber",
               "lorry driver", "truck driver", "civil engineer", "journalist", "photographer",
               "veterinary surgeon", "farmer", "shop owner", "security guard", "cleaner", "hairdresser",
               "retired postman", "retired teacher", "bank clerk", "solicitor", "wildlife researcher",
               "marine biologist", "diving instructor", "tour guide", "oil rig worker", "pharmacist",
               "junior doctor", "midwife", "dentist", "warehouse operative", "sales manager",
               "construction labourer", "kitchen porter", "hotel receptionist", "social worker",
               "PhD student", "retired engineer", "cabin crew member", "childminder", "logistics manager"]
RELATIONS = ["wife", "husband", "partner", "mother", "father", "daughter", "son", "sister", "brother",
             "friend", "travel companion", "aunt", "uncle", "cousin", "flatmate", "neighbour", "fiancée"]

# ---- travel destinations ------------------------------------------------------
# country: (cities, regions, landmarks, zone tags)
DEST = {
    "Ghana": (["Accra", "Kumasi", "Tamale", "Cape Coast", "Takoradi"], ["Ashanti Region", "Volta Region", "Greater Accra"],
              ["Lake Volta", "Kakum National Park", "Labadi Beach"], "waf"),
    "Nigeria": (["Lagos", "Abuja", "Enugu", "Ibadan", "Port Harcourt", "Kano"], ["Lagos State", "Oyo State", "Anambra State"],
                ["Lekki Conservation Centre", "Olumo Rock"], "waf"),
    "Sierra Leone": (["Freetown", "Bo", "Kenema", "Makeni"], ["Eastern Province"], ["Tacugama Sanctuary"], "waf"),
    "Senegal": (["Dakar", "Saint-Louis", "Ziguinchor"], ["Casamance"], ["Lac Rose"], "waf"),
    "Gambia": (["Banjul", "Serrekunda", "Brikama"], ["Western Region"], ["Kotu Beach"], "waf"),
    "Cameroon": (["Douala", "Yaoundé", "Bamenda"], ["Littoral Region"], ["Mount Cameroon"], "waf"),
    "Kenya": (["Nairobi", "Mombasa", "Kisumu", "Nakuru", "Malindi"], ["Coast Province", "Rift Valley"],
              ["Masai Mara", "Lake Naivasha", "Diani Beach"], "eaf"),
    "Uganda": (["Kampala", "Entebbe", "Jinja", "Gulu", "Mbarara"], ["Western Region"],
               ["Lake Victoria", "Murchison Falls", "Bwindi Impenetrable Forest"], "eaf"),
    "Tanzania": (["Dar es Salaam", "Arusha", "Moshi", "Mwanza"], ["Zanzibar", "Kilimanjaro Region"],
                 ["Mount Kilimanjaro", "Serengeti", "Lake Tanganyika"], "eaf"),
    "Malawi": (["Lilongwe", "Blantyre", "Mangochi", "Cape Maclear", "Nkhata Bay"], ["Southern Region"],
               ["Lake Malawi", "Liwonde National Park"], "saf"),
    "Zambia": (["Lusaka", "Livingstone", "Ndola"], ["Copperbelt Province"], ["Victoria Falls", "Lower Zambezi"], "saf"),
    "Mozambique": (["Maputo", "Beira", "Tofo", "Vilankulo"], ["Inhambane Province"], ["Bazaruto Archipelago"], "saf"),
    "South Africa": (["Johannesburg", "Durban", "Nelspruit", "Cape Town"], ["Limpopo", "Mpumalanga", "KwaZulu-Natal"],
                     ["Kruger National Park", "Hluhluwe-iMfolozi Park", "Drakensberg"], "saf"),
    "Zimbabwe": (["Harare", "Bulawayo", "Mutare"], ["Matabeleland North"], ["Lake Kariba", "Hwange National Park"], "saf"),
    "Ethiopia": (["Addis Ababa", "Gondar", "Bahir Dar"], ["Amhara Region", "Tigray"], ["Lake Tana", "Simien Mountains"], "eaf"),
    "Somalia": (["Mogadishu", "Hargeisa", "Kismayo"], ["Somaliland", "Banadir"], ["Lido Beach"], "eaf"),
    "Egypt": (["Cairo", "Luxor", "Aswan"], ["Upper Egypt"], ["Lake Nasser", "Valley of the Kings"], "naf"),
    "India": (["Delhi", "Mumbai", "Chennai", "Kolkata", "Amritsar", "Ahmedabad", "Kochi"], ["Goa", "Punjab", "Kerala", "Gujarat"],
              ["Taj Mahal", "Golden Temple"], "sas"),
    "Pakistan": (["Lahore", "Karachi", "Islamabad", "Mirpur", "Faisalabad"], ["Sindh", "Punjab", "Azad Kashmir"],
                 ["Badshahi Mosque"], "sas"),
    "Bangladesh": (["Dhaka", "Sylhet", "Chittagong"], ["Sylhet Division"], ["Sundarbans", "Cox's Bazar beach"], "sas"),
    "Nepal": (["Kathmandu", "Pokhara", "Chitwan"], ["Gandaki Province"], ["Annapurna Circuit", "Everest Base Camp", "Phewa Lake"], "sas"),
    "Sri Lanka": (["Colombo", "Kandy", "Galle", "Jaffna"], ["Southern Province"], ["Sigiriya", "Yala National Park"], "sas"),
    "Thailand": (["Bangkok", "Chiang Mai", "Phuket", "Krabi", "Pai"], ["Koh Phangan", "Isan"],
                 ["Khao Sok National Park", "Railay Beach"], "sea"),
    "Vietnam": (["Hanoi", "Ho Chi Minh City", "Hoi An", "Da Nang", "Sapa"], ["Mekong Delta"], ["Ha Long Bay"], "sea"),
    "Cambodia": (["Phnom Penh", "Siem Reap", "Battambang", "Kampot"], ["Koh Kong Province"], ["Angkor Wat", "Tonle Sap"], "sea"),
    "Laos": (["Vientiane", "Luang Prabang", "Vang Vieng"], ["Champasak"], ["Kuang Si Falls", "Nam Song River"], "sea"),
    "Indonesia": (["Jakarta", "Ubud", "Denpasar", "Yogyakarta", "Labuan Bajo"], ["Bali", "Lombok", "Papua"],
                  ["Mount Rinjani", "Komodo National Park", "Gili Trawangan"], "sea"),
    "Malaysia": (["Kuala Lumpur", "Kota Kinabalu", "Kuching", "Sandakan"], ["Sabah", "Sarawak"],
                 ["Kinabatangan River", "Danum Valley", "Mount Kinabalu"], "sea"),
    "Philippines": (["Manila", "Cebu City", "Puerto Princesa", "Davao"], ["Palawan", "Bohol"], ["Chocolate Hills", "El Nido lagoons"], "sea"),
    "Papua New Guinea": (["Port Moresby", "Lae", "Madang"], ["Western Province"], ["Kokoda Track"], "pac"),
    "Solomon Islands": (["Honiara", "Gizo", "Auki"], ["Malaita Province"], ["Marovo Lagoon"], "pac"),
    "Fiji": (["Suva", "Nadi", "Lautoka"], ["Western Division"], ["Coral Coast"], "pac"),
    "Samoa": (["Apia", "Salelologa"], ["Upolu", "Savai'i"], ["To Sua Ocean Trench"], "pac"),
    "Tonga": (["Nuku'alofa", "Neiafu"], ["Vava'u"], ["Ha'amonga 'a Maui"], "pac"),
    "Brazil": (["Manaus", "Recife", "Salvador", "Rio de Janeiro", "Belém"], ["Amazonas", "Bahia", "Pernambuco"],
               ["Iguaçu Falls", "Pantanal"], "lat"),
    "Peru": (["Iquitos", "Cusco", "Lima", "Puerto Maldonado"], ["Madre de Dios", "Loreto"], ["Machu Picchu", "Tambopata Reserve"], "lat"),
    "Colombia": (["Leticia", "Cartagena", "Medellín", "Santa Marta"], ["Amazonas", "Antioquia"], ["Ciudad Perdida", "Tayrona Park"], "lat"),
    "Mexico": (["Cancún", "Oaxaca", "Tulum", "Mérida"], ["Yucatán", "Chiapas"], ["Chichén Itzá", "Cenote Dos Ojos"], "lat"),
    "Guatemala": (["Antigua", "Flores", "Guatemala City"], ["Petén"], ["Lake Atitlán", "Tikal"], "lat"),
    "Dominican Republic": (["Punta Cana", "Santo Domingo", "Puerto Plata"], ["La Altagracia"], ["Bávaro Beach"], "car"),
    "Jamaica": (["Kingston", "Montego Bay", "Ocho Rios"], ["St. Ann Parish"], ["Dunn's River Falls"], "car"),
    "Cuba": (["Havana", "Trinidad", "Varadero"], ["Matanzas"], ["Viñales Valley"], "car"),
    "Saudi Arabia": (["Mecca", "Medina", "Jeddah"], ["Makkah Province"], ["Masjid al-Haram"], "me"),
    "Iraq": (["Baghdad", "Erbil", "Basra"], ["Kurdistan Region"], ["Citadel of Erbil"], "me"),
    "Syria": (["Aleppo", "Damascus", "Homs"], ["Idlib Governorate"], ["Krak des Chevaliers"], "me"),
}
DEST_KEYS = sorted(DEST)
ZONES = {}
for _k in DEST_KEYS:
    ZONES.setdefault(DEST[_k][3], []).append(_k)
