"""Invented name, place and organisation pools (author 254). Tuples keep order fixed."""

FEMALE = tuple("""
Abigail Adaeze Aisha Alessandra Alinta Amara Ambika Anahera Anjali Annika Antonia April Aroha
Astrid Ayesha Beatriz Bernadette Bethan Bronwyn Busisiwe Caitriona Camille Carys Catalina
Chiamaka Chloe Chidinma Ciara Constance Dagny Dalia Daniela Deepika Delphine Desiree Dilnoza
Dorota Eilidh Ekaterina Elif Eloise Emeka Esperanza Fatima Fenella Fiadh Folasade Francesca
Gabriela Gwenllian Hadiza Halina Hana Harriet Helga Hiba Hina Ines Ingrid Isla Jadwiga June
Kalinda Kamala Karolina Keira Kerry-Ann Khadija Kiri Krystyna Lakshmi Leilani Leonie Letitia
Lindiwe Lorna Lucia Maeve Magdalena Mairead Malak Mandisa Marguerite Mariam Marisol Mehwish
Meera Mei-Ling Mirela Misaki Morag Nadia Naledi Nasrin Ngozi Niamh Nkechi Noor Ottilie Parisa
Pauline Pilar Priyanka Rahel Rangi Roisin Rosalind Rukhsana Saanvi Sabine Sadia Saoirse
Selin Shabnam Shanice Shirin Sinead Siobhan Sunita Svetlana Tahlia Tamsin Temitope Thi Thuy
Tuyet Una Valentina Vesna Wairimu Wilhelmina Xiomara Yasmin Yetunde Yolanda Yuki Zainab Zanele
Zofia Zuleika Grace Hope Summer Joy Dawn Marigold Honor Merindah Jarrah-Lee Kirra Tallulah
Philippa Rhiannon Genevieve Imogen Beverley Glenys Maureen Doreen Shirley Coral Felicity
""".split())

MALE = tuple("""
Adebayo Alasdair Amit Anselm Arjun Bartosz Bilal Callum Cormac Dafydd Darius Declan Dmitri
Emeka Eoin Faisal Florin Gareth Hamish Hiroshi Ibrahim Idris Jaroslav Javier Kwame Lachlan
Luca Mateus Mehmet Niall Obinna Oisin Pawel Rafael Rohan Ruairi Sandeep Senthil Tadhg Tariq
Thabo Tomasz Vikram Wiremu Xavier Yusuf Zoltan Bevan Clifford Desmond Rowan Jasper
""".split())

SURNAMES = tuple("""
Abernethy Achterberg Adeyemi Agarwal Ahlberg Akhtar Alcock Aldridge Amoah Anagnostou Antonelli
Apetorgbor Arkwright Asante Aziz Bacchus Bainbridge Balogun Banerjee Barraclough Bartholomew
Bhattacharya Bienkowski Blackwood Boateng Bonnici Brannigan Brightwell Buchanan Bui Calloway
Camilleri Carmody Castellanos Cavanagh Chaudhry Cheung Chinwe Chowdhury Ciobanu Coldicott
Collinge Costa Crabtree Cvetkovic Dabrowski Dalgleish Dasgupta Delacroix Demir Devereux
Dimitriou Donnachie Doshi Drummond Duong Dziedzic Eastwood Ebbrell Ekwueme Eltringham Esposito
Fairweather Farquharson Fenwick Ferreira Fitzgerald Flanagan Fotheringham Fraser Fujimoto
Gallacher Garcia-Lopez Gathercole Ghosh Giannopoulos Gillespie Goldsworthy Gonzaga Greenhalgh
Gunawardena Gutierrez Haldane Halloran Haque Hargreaves Hashemi Hawthorne Heffernan Hendrickx
Higginbottom Hollingworth Horvath Hossain Huynh Iqbal Isherwood Iwu Jablonski Jamieson
Januszewski Jayasuriya Kaczmarek Kapoor Karunaratne Kavanagh Kershaw Khumalo Kilbride Kowalczyk
Krishnamurthy Kurtulus Lachance Lamont Larkin Leszczynski Liddell Llewellyn Lomax Lundqvist
MacAskill Mahlangu Malhotra Mansoor Marchetti Mbeki-Ross McAllister McCrindle McGillivray
Mehta Mensah Merriweather Mkhize Montgomery Moreno Mukherjee Murtagh Nakamura Nandakumar
Ngata Nguyen-Tran Nicolaou Novak Nwachukwu Oduya Ogunleye O'Driscoll Okonkwo O'Loughlin
Olumide Oyelaran Papadakis Parata Pennington Petrovic Pickering Pillai Popescu Prendergast
Quigley Radcliffe Rahman Ramaswamy Ratnayake Rautenbach Reyes-Ortiz Rotherham Rowntree
Sadowska Salazar Sandhu Schofield Sekhon Shaughnessy Siddiqui Silvestri Sinnathamby Skelton
Sokolova Spiteri Stavropoulos Sutcliffe Szabo Tagaloa Takahashi Tamaki Thistlethwaite Thorburn
Tiwari Tremblay Trinh Tuilagi Umeh Underhill Vasquez Venkataraman Villanueva Vlahos Wadsworth
Wainwright Walmsley Wanjiru Warburton Whitfield Wijesinghe Winterbottom Wojcik Yamamoto Yeboah
Yildirim Zammit Zielinski Zubair Te Rangi Van der Merwe De Souza Mac an tSaoir Ferris Gwynne
""".split())
# multi-word surnames repaired
SURNAMES = tuple(s for s in SURNAMES if s not in ("Te", "Rangi", "Van", "der", "Merwe", "De",
                                                  "Souza", "Mac", "an", "tSaoir")) + (
    "Te Rangi", "van der Merwe", "De Souza", "Le Roux", "Ni Bhriain", "St Clair", "bin Yusof")

UK_PRE = ("Ash", "Brad", "Cold", "Dun", "Elm", "Fen", "Glen", "Hart", "Kings", "Lang", "Mill",
          "North", "Oak", "Pen", "Red", "Stan", "Thorn", "Wal", "Whit", "Ather", "Bram", "Cran",
          "Holl", "Ket", "Lud", "Mar", "Nether", "Ravens", "Sel", "Tad")
UK_SUF = ("ford", "ton", "bury", "by", "wick", "field", "ley", "mouth", "stead", "worth",
          "cester", "ham", "bridge", "moor", "dale", "thorpe")
AU_PRE = ("Wattle", "Koo", "Yarra", "Bel", "Cool", "Mur", "Tar", "Wal", "Bun", "Mil", "Gren",
          "Ring", "Kur", "Narra", "Wirra", "Boo", "Merri", "Tinda", "Ula", "Mool")
AU_SUF = ("wood", "ong", "dale", "bah", "ringa", "gal", "lea", "vale", "erup", "park", "ville",
          "abri", "gully", "ora", " Heads", " Creek")
US_PRE = ("Spring", "Fair", "Green", "Maple", "Cedar", "River", "Lake", "Clear", "Wood", "Bright",
          "Glen", "Pine", "Stone", "Harbor", "Elk", "Silver", "Hazel", "Marsh", "Fox", "Bell")
US_SUF = ("field", "ville", "ton", "port", "wood", "dale", " Falls", " Heights", "burg", "view",
          " Junction", " Grove", "mont", " Ridge")

UK_COUNTIES = ("Westmarsh", "North Fenshire", "Lowdale", "Cragshire", "East Ambry", "Kestershire")
AU_STATES = (("NSW", "New South Wales"), ("VIC", "Victoria"), ("QLD", "Queensland"),
             ("WA", "Western Australia"), ("SA", "South Australia"), ("TAS", "Tasmania"),
             ("ACT", "Australian Capital Territory"), ("NT", "Northern Territory"))
US_STATES = (("OH", "Ohio"), ("PA", "Pennsylvania"), ("MN", "Minnesota"), ("OR", "Oregon"),
             ("GA", "Georgia"), ("AZ", "Arizona"), ("MI", "Michigan"), ("WI", "Wisconsin"),
             ("NC", "North Carolina"), ("CO", "Colorado"), ("TN", "Tennessee"), ("IA", "Iowa"),
             ("NM", "New Mexico"), ("VT", "Vermont"), ("KY", "Kentucky"))

STREET_W = ("Mill", "Church", "Station", "Orchard", "Rowan", "Heather", "Banksia", "Jacaranda",
            "Willow", "Larch", "Foundry", "Tannery", "Chapel", "Quarry", "Meadow", "Kestrel",
            "Ironbark", "Wombat", "Kingfisher", "Hawthorn", "Sycamore", "Beacon", "Harbour",
            "Cotton", "Weaver", "Salt", "Bramble", "Gull", "Ferry", "Magpie", "Lilac", "Juniper",
            "Cobble", "Pottery", "Lantern", "Gorse", "Coronation", "Jubilee", "Paddock", "Barley")
STREET_UK = ("Road", "Rd", "Street", "St", "Lane", "Close", "Crescent", "Avenue", "Drive", "Way",
             "Court", "Terrace", "Grove", "Gardens", "Mews")
STREET_AU = ("Road", "Rd", "Street", "St", "Parade", "Pde", "Avenue", "Ave", "Drive", "Dr",
             "Court", "Ct", "Place", "Pl", "Circuit", "Cres")
STREET_US = ("Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Boulevard", "Blvd",
             "Lane", "Ln", "Court", "Ct", "Way", "Pkwy")

SAINTS = ("Brigid", "Aidan", "Catherine", "Columba", "Hilda", "Luke", "Oswald", "Winifred",
          "Dunstan", "Agnes", "Cuthbert", "Monica")

ORG_A = ("Harrow", "Bluegate", "Corvid", "Tamarind", "Larkspur", "Northstar", "Copperleaf",
         "Ridgeway", "Saltmarsh", "Pemberton", "Quillon", "Halcyon", "Brindle", "Oakhurst",
         "Tidewater", "Greystone", "Marlow", "Sunbury", "Kestrel", "Foxglove", "Ambrose", "Vantage")
ORG_B = ("Logistics", "Freight", "Bakery", "Building Society", "Primary School", "High School",
         "Council Depot", "Engineering", "Accountants", "Dairy Co-op", "Printing", "Garden Centre",
         "Foods", "Call Centre", "Textiles", "Credit Union", "Pharmacy Group", "Surveyors",
         "Academy", "Mining", "Vineyards", "Hotel Group", "Software", "Haulage")
LABS = ("Corvid Genomics", "Helixpoint Diagnostics", "Tessellate Genetics Ltd",
        "Meridian Molecular Labs", "Ampersand Genomic Services", "Lumen Hereditary Testing")
INSURERS_UK = ("Saltmarsh Health Assurance", "Pemberton Medical Cover", "Halcyon Healthcare Ltd")
INSURERS_AU = ("Wirrabara Health Fund", "Coastline Mutual Health", "Kurrajong Health Insurance")
INSURERS_US = ("Tidewater Health Plan", "Greystone Mutual", "Northstar Benefit Partners",
               "Vantage Community Health Plan")
CHARITIES = ("Pinkwell Trust", "Ribbonwise Support Network", "Breastways Peer Group",
             "Tamarind Cancer Support", "Lighthouse Women's Circle")
CHURCHES = ("St Oswald's Parish", "Grace Fellowship Church", "Ebenezer Baptist Chapel",
            "Our Lady of Mercy parish")

PROFESSIONS = ("teacher", "hairdresser", "nurse", "bus driver", "accountant", "pharmacist",
               "care worker", "cleaner", "solicitor", "farmer", "barista", "software engineer",
               "retail assistant", "paralegal", "lab technician", "dental nurse", "postwoman",
               "chef", "florist", "radiographer", "librarian", "police officer",
               "teaching assistant", "midwife", "bookkeeper", "civil servant", "dairy farmer",
               "real estate agent", "truck driver", "nail technician", "graphic designer",
               "HR manager", "cashier", "social worker", "firefighter", "veterinarian",
               "school principal", "childminder", "dressmaker", "mail carrier", "seamstress",
               "receptionist", "flight attendant", "physiotherapist", "tax inspector",
               "shepherd", "optician", "court stenographer", "carpenter", "yoga instructor")

COUNTRIES = ("Poland", "Nigeria", "India", "Ireland", "Jamaica", "Philippines", "Vietnam",
             "Portugal", "Ghana", "Sri Lanka", "New Zealand", "South Africa", "Greece", "Malta",
             "Lebanon", "Iran", "Kenya", "Chile", "Romania", "Scotland", "Fiji", "Samoa",
             "Bangladesh", "Pakistan", "Italy", "Mexico", "Hungary", "Turkey", "Israel", "Japan")

LANDMARKS = ("Larkspur Leisure Centre", "Foxglove Retail Park", "Oakhurst Community Hall",
             "Riverside Sports Ground", "Jubilee Shopping Centre", "Harbour View Library",
             "Mill Lane Fire Station", "Copperleaf Civic Centre", "Saltmarsh Village Hall",
             "Wattle Grove Plaza", "Brindle Square Car Park", "Greystone Memorial Hall")

WARDS = ("Rowan Ward", "Kingfisher Ward", "Bluebell Ward", "Nightingale Ward", "Jasmine Ward",
         "Waratah Ward", "Banksia Unit", "Lavender Suite", "Heron Ward", "Magnolia Day Unit")
