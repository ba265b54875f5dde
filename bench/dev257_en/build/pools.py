"""Invented pools for dev257_en (author 257). Names are combined at random, so they rarely repeat."""

FIRST_F = """Aisling Amara Anika Annelise Aroha Astrid Bethan Bianca Blessing Briony Camila Cerys Chiamaka Chloe
Dagny Deepa Delphine Dilnoza Eilidh Elif Elodie Esi Fenella Fiadh Freya Giulia Gulnara Hana Harriet Ifeoma Imogen
Ines Isla Jacinta Jovana Kaia Kalani Keziah Kirra Ksenia Lakshmi Leilani Liesel Linnea Lucia Mahalia Maren Marisol
Matilda Mei Merindah Mirela Nadia Naomi Niamh Noor Nyasha Ottilie Paloma Parisa Priya Rahel Ramona Rosalind Rukhsana
Saoirse Selin Shirin Siobhan Sunniva Tahlia Tamsin Thandiwe Tova Ursula Valentina Wren Xiomara Yasmin Yuki Zainab
Zofia Marguerite Henrietta Coralie Ngaire Bronwyn Skye Leonie Dominika Farida Hyun-woo Ayesha Tallulah Renata Oona""".split()
FIRST_M = """Abdullah Aled Anders Arjun Bartosz Benedict Callum Cian Dariusz Declan Emeka Emil Ewan Fergus Florin Gareth
Hamish Hiroshi Idris Ilya Jarrah Joaquin Jonah Kai Kwame Lachlan Leandro Lorcan Luca Mateus Mikael Nikhil Niall Obinna
Oisin Omar Pavel Rafferty Rhys Rohan Ruairi Santiago Sefton Tadhg Tariq Teodor Tomasz Vikram Wiremu Xavier Yusuf
Zoran Thiago Casimir Odhran Bram Kofi Henrik Ravi Selwyn Dmitri Fintan Mehmet Jasper Ignatius Tevita Barnaby""".split()
SUR = """Abernethy Achterberg Adeyemi Ahlberg Alcantara Ambrose Antonelli Arkwright Ashdown Babatunde Balasubramanian
Ballantyne Barraclough Beaumont Belcourt Bjornstad Blackwood Bracewell Brannigan Castellanos Chakraborty Chen-Walsh
Coghlan Constantinou Crowhurst Dalgleish Dasgupta Delacroix Desrosiers Dimitriou Dunsmore Eastwood Ekwueme Fairweather
Fenwick Ferreira Fitzgerald Gallacher Garnier Ghosh Goldthorpe Gonzaga Greenhalgh Gunawardena Haddad Halvorsen Hargreaves
Hartigan Hasegawa Heathcote Hollingsworth Huang Iyer Jablonski Jankowska Kaczmarek Kapoor Kavanagh Kelleher Kershaw
Kiernan Kowalczyk Lachance Lam Larkspur Lindqvist Llewellyn Lockhart MacAskill Madigan Mahmoud Makarova Marchetti
Mbeki McCaffrey McQuarrie Mendoza Merriweather Moncrieff Murugan Nakamura Naidoo Nightingale Nkemelu Novak Nwosu
O'Callaghan Ogunleye Okonkwo Oyelaran Palmieri Pemberton Petrakis Pillai Quarshie Radcliffe Ramaswamy Rasmussen Ravenscroft
Rosenthal Rowntree Sadeghi Salvatore Sandoval Satterthwaite Sawicki Schofield Sekibo Shackleton Sorensen Stavros
Strickland Szymanski Tanaka Tennant Thistlethwaite Trevelyan Tuilagi Umeh Underhill Valdivia Vasquez Venkataraman
Villiers Wainwright Waititi Warburton Whitlock Wojcik Yamamoto Yeboah Zielinski Zubiri Aldous Bellamy Cardew Drummond
Escobar Faulkner Grimaldi Hathaway Ingleby Jovanovic Karlsson Lisowski Montague Nasser Oduya Pritchard Quintero
Rahimi Sinclair Thorne Upadhyay Vance Whitcombe Xu Yilmaz Zamora""".split()

CITIES = {
    "UK": [("Leeds", "LS", "West Yorkshire"), ("Manchester", "M", "Greater Manchester"), ("Bristol", "BS", "Avon"),
           ("Brighton", "BN", "East Sussex"), ("Edinburgh", "EH", "Midlothian"), ("Glasgow", "G", "Lanarkshire"),
           ("Cardiff", "CF", "South Glamorgan"), ("Birmingham", "B", "West Midlands"), ("Nottingham", "NG", "Nottinghamshire"),
           ("Sheffield", "S", "South Yorkshire"), ("Harrogate", "HG", "North Yorkshire"), ("Cheltenham", "GL", "Gloucestershire"),
           ("Guildford", "GU", "Surrey"), ("Reading", "RG", "Berkshire"), ("Southampton", "SO", "Hampshire"),
           ("Norwich", "NR", "Norfolk"), ("Exeter", "EX", "Devon"), ("Bath", "BA", "Somerset"), ("York", "YO", "North Yorkshire"),
           ("Belfast", "BT", "County Antrim"), ("Liverpool", "L", "Merseyside"), ("Oxford", "OX", "Oxfordshire"),
           ("Chelmsford", "CM", "Essex"), ("Solihull", "B", "West Midlands"), ("Alderley Edge", "SK", "Cheshire")],
    "AU": [("Sydney", "NSW", 2000), ("Bondi Junction", "NSW", 2022), ("Paddington", "NSW", 2021), ("Parramatta", "NSW", 2150),
           ("Melbourne", "VIC", 3000), ("South Yarra", "VIC", 3141), ("Toorak", "VIC", 3142), ("Geelong", "VIC", 3220),
           ("Brisbane", "QLD", 4000), ("Surfers Paradise", "QLD", 4217), ("Noosa Heads", "QLD", 4567), ("Toowoomba", "QLD", 4350),
           ("Perth", "WA", 6000), ("Subiaco", "WA", 6008), ("Adelaide", "SA", 5000), ("Glenelg", "SA", 5045),
           ("Hobart", "TAS", 7000), ("Canberra", "ACT", 2600), ("Darwin", "NT", 800), ("Wollongong", "NSW", 2500),
           ("Newcastle", "NSW", 2300), ("Cairns", "QLD", 4870)],
    "US": [("Miami", "FL", 331), ("Boca Raton", "FL", 334), ("Naples", "FL", 341), ("Tampa", "FL", 336),
           ("Scottsdale", "AZ", 852), ("Beverly Hills", "CA", 902), ("Newport Beach", "CA", 926), ("San Diego", "CA", 921),
           ("Austin", "TX", 787), ("Dallas", "TX", 752), ("Houston", "TX", 770), ("Atlanta", "GA", 303),
           ("Denver", "CO", 802), ("Nashville", "TN", 372), ("Charlotte", "NC", 282), ("Boston", "MA", 21),
           ("Seattle", "WA", 981), ("Chicago", "IL", 606), ("Las Vegas", "NV", 891), ("Salt Lake City", "UT", 841),
           ("Portland", "OR", 972), ("Raleigh", "NC", 276)],
}
STATE_FULL = {"NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland", "WA": "Western Australia",
              "SA": "South Australia", "TAS": "Tasmania", "ACT": "Australian Capital Territory", "NT": "Northern Territory",
              "FL": "Florida", "AZ": "Arizona", "CA": "California", "TX": "Texas", "GA": "Georgia", "CO": "Colorado",
              "TN": "Tennessee", "NC": "North Carolina", "MA": "Massachusetts", "IL": "Illinois", "NV": "Nevada",
              "UT": "Utah", "OR": "Oregon"}
AREA = {"UK": ["0113", "0161", "0117", "01273", "0131", "0141", "029", "0121", "0115", "0114", "020"],
        "AU": ["02", "03", "07", "08"], "US": ["305", "561", "239", "813", "480", "310", "949", "619", "512", "214",
                                              "713", "404", "303", "615", "704", "617", "206", "312", "702", "801"]}
STREET_W = """Alder Beacon Blackthorn Brunswick Calder Camberwell Chancery Clement Cloverleaf Coronation Cranbrook Dunmore
Ellery Fennimore Foxglove Gladstone Greyfriars Hallam Harcourt Hawthorn Ironbark Jacaranda Juniper Kingfisher Lavender
Linden Magnolia Mariner Mulberry Netherby Oakapple Osprey Paperbark Pemberley Quarry Rosella Saltash Sandpiper
Sycamore Tamarind Thornbury Tuckwell Verbena Waratah Wexford Whinmoor Willowbank Wyndham""".split()
STREET_S = {"UK": ["Road", "Street", "Lane", "Crescent", "Terrace", "Mews", "Gardens", "Close", "Place", "Avenue"],
            "AU": ["Street", "Road", "Parade", "Avenue", "Esplanade", "Court", "Place", "Drive", "Terrace", "Highway"],
            "US": ["Street", "Avenue", "Boulevard", "Drive", "Lane", "Court", "Way", "Road", "Parkway", "Place"]}
CLINIC_A = """Harbourside Marlowe Lumiere Aurelia Juniper Kingsley Seraphine Willowmere Belgravia Halcyon Larkfield Opaline
Solstice Verity Ardent Meridale Ivory Coastline Silverbirch Rosewater Northgate Bellwether Elmhurst Avalon Clearwater
Saffron Thornfield Wattle Bayview Riverstone Goldcrest Amberley""".split()
CLINIC_B = ["Aesthetics", "Skin Clinic", "Skin & Laser", "Cosmetic Surgery", "Aesthetic Clinic", "Laser Studio",
            "Hair Restoration Centre", "Medispa", "Cosmetic Institute", "Dermatology & Aesthetics", "Face Clinic",
            "Plastic Surgery Group", "Hair Institute", "Aesthetic Medicine"]
HOSP = ["{a} Private Hospital", "St {s}'s Private Hospital", "{a} Day Surgery", "{a} Surgical Centre", "The {a} Hospital",
        "{a} Ambulatory Surgery Center"]
SAINTS = ["Brigid", "Aidan", "Columba", "Hilda", "Anselm", "Wilfrid", "Clare", "Benedict", "Winifred", "Cuthbert"]
PHARM = ["{a} Pharmacy", "{s} Chemist", "{a} Compounding Pharmacy"]
ORG_A = """Kestrel Orbital Northwind Bramblecote Tidewater Quillon Harrowgate Pinecrest Silverline Redfern Copperleaf Blue
Heron Halyard Stonebridge Ravensworth Fernvale Lodestar Brightwater Marchbank Oakhurst Sablewood""".split()
ORG_B = ["Logistics", "Freight", "Legal LLP", "Accountants", "Property Group", "Media", "Airlines", "Bank", "Insurance",
         "Primary School", "Grammar School", "University", "Construction", "Events", "Dental Group", "Salon", "Fitness",
         "Realty", "Consulting", "Software"]
FINCO = ["Finvera Credit", "Paylark Finance", "Harbour Lane Credit", "Cleartide Consumer Finance", "Moneywise Medical Finance",
         "Ardent Pay", "Bluegum Health Finance", "Kindred Credit Union", "Northstar Patient Lending", "Tallis Finance"]
INSURER = ["Meridian Mutual Health", "Albion Private Health", "Kookaburra Health Fund", "Lighthouse Health Plan",
           "Crestview Health Insurance", "Southbank Medical Assurance", "Evergreen Health Partners", "Peregrine Health Fund"]
COUNTRIES = ["Turkey", "Thailand", "Mexico", "Colombia", "Poland", "Lithuania", "Hungary", "Spain", "Greece",
             "South Korea", "Brazil", "United Arab Emirates", "Malaysia", "Costa Rica", "Czech Republic", "Portugal", "India", "Ireland"]
PROF = ["hairdresser", "primary school teacher", "accountant", "electrician", "barrister", "paramedic", "flight attendant",
        "estate agent", "personal trainer", "graphic designer", "software engineer", "chef", "retail manager",
        "makeup artist", "dental hygienist", "solicitor", "firefighter", "social worker", "architect", "journalist",
        "police officer", "beautician", "bank clerk", "lorry driver", "plumber", "actor", "dancer", "photographer",
        "tattoo artist", "model", "florist", "veterinary nurse", "librarian", "insurance broker", "receptionist",
        "landscape gardener", "radio presenter", "HR manager", "marketing executive", "carpenter", "yoga instructor",
        "barista", "project manager", "real estate agent", "lawyer", "cabin crew", "news anchor", "influencer",
        "wedding planner", "sales rep", "mortgage adviser", "pilot", "truck driver", "bartender", "cleaner"]
RELS = ["husband", "wife", "partner", "daughter", "son", "mother", "sister", "brother", "friend", "fiance", "aunt", "carer"]
# Hard negatives: product, device-model and drug names, scales and eponyms (never PHI).
TOXINS = ["Botox", "Azzalure", "Bocouture", "Dysport", "Xeomin", "Letybo", "Relfydess"]
FILLERS = ["Juvederm Volbella", "Juvederm Voluma", "Juvederm Volift", "Restylane Lyft", "Restylane Kysse", "Teoxane RHA 2",
           "Teoxane RHA 4", "Belotero Balance", "Profhilo", "Radiesse", "Sculptra", "Stylage M", "Revanesse Versa"]
LASERS = [("Nd:YAG", "1064 nm"), ("Alexandrite", "755 nm"), ("diode", "810 nm"), ("IPL", "560 nm filter"),
          ("fractional CO2", "10600 nm"), ("Er:YAG", "2940 nm"), ("picosecond", "532 nm"), ("PDL", "595 nm")]
LASER_MODELS = ["GentleMax Pro", "Soprano Titanium", "Lumenis M22", "Fraxel Dual", "PicoSure", "Vbeam Perfecta",
                "Candela CO2RE", "Cutera excel V", "Splendor X", "Clear + Brilliant"]
AREAS = ["glabella", "forehead", "crow's feet", "bunny lines", "masseters", "platysmal bands", "DAO", "mentalis",
         "gummy smile", "axillae (hyperhidrosis)"]
FAREAS = ["lips", "tear troughs", "cheeks", "nasolabial folds", "marionette lines", "chin", "jawline", "temples",
          "nose (non-surgical rhinoplasty)", "perioral lines"]
