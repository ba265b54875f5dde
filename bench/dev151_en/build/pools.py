"""Invented name, place and organisation pools for dev151_en (all fictional combinations)."""

# (given-female, given-male, family) by origin
ORIGINS = {
    "english": (["Harriet", "Joanne", "Lucy", "Philippa", "Gemma", "Rosalind", "Beth", "Maureen",
                 "Abigail", "Tessa", "Gillian", "Elsie"],
                ["Oliver", "Graham", "Nigel", "Toby", "Martin", "Barry", "Alfie", "Stuart",
                 "Geoffrey", "Clive", "Rupert", "Dean"],
                ["Whitlock", "Pembridge", "Hartley", "Ashworth", "Greaves", "Fairbairn", "Cotton",
                 "Rowntree", "Haddon", "Blythe", "Marsh", "Kettering", "Lowe", "Birtwistle"]),
    "irish": (["Siobhan", "Aoife", "Niamh", "Orla", "Sinead", "Grainne", "Roisin", "Clodagh",
               "Eimear", "Deirdre"],
              ["Cathal", "Padraig", "Eoin", "Cian", "Donal", "Fergal", "Oisin", "Colm",
               "Ruairi", "Diarmuid"],
              ["O'Sullivan", "Mac Giolla", "Breathnach", "Fitzgerald", "Kavanagh", "Brennan",
               "Moloney", "Whelan", "Dunne", "O'Driscoll", "Mulcahy", "Tierney"]),
    "scottish": (["Morag", "Catriona", "Ailsa", "Isla", "Kirsty", "Mhairi", "Elspeth"],
                 ["Angus", "Hamish", "Fraser", "Callum", "Euan", "Lachlan", "Ruaridh"],
                 ["MacLeod", "Buchanan", "Drummond", "McAllister", "Sinclair", "Urquhart",
                  "Kerr", "Menzies", "Gillespie", "Munro"]),
    "welsh": (["Carys", "Ffion", "Nia", "Sioned", "Bethan"],
              ["Rhodri", "Gethin", "Iwan", "Dafydd", "Emrys"],
              ["Pritchard", "Llewellyn", "Prosser", "Vaughan", "Bevan", "Gwynne"]),
    "hispanic": (["Marisol", "Lucia", "Ximena", "Paloma", "Rocio", "Graciela"],
                 ["Joaquin", "Mateo", "Rodrigo", "Esteban", "Ignacio", "Alvaro"],
                 ["Herrera", "Castaneda", "Villanueva", "Ortega", "Salazar", "Quintero",
                  "Benitez", "Arrieta"]),
    "west_african": (["Adaeze", "Folasade", "Abena", "Chiamaka", "Yetunde", "Efua", "Nkechi"],
                     ["Chukwuemeka", "Kwabena", "Oluwaseun", "Babatunde", "Kofi", "Ikenna",
                      "Tunde"],
                     ["Adeyemi", "Okonkwo", "Mensah", "Asante", "Nwachukwu", "Oyelaran",
                      "Boateng", "Eze", "Owusu", "Adebayo"]),
    "south_asian": (["Priya", "Anjali", "Farzana", "Lakshmi", "Harpreet", "Nirmala", "Shabnam",
                     "Deepa", "Kavitha"],
                    ["Rohan", "Arjun", "Imran", "Sanjeev", "Gurpreet", "Vikram", "Tariq",
                     "Prakash", "Kiran"],
                    ["Ramaswamy", "Chaudhry", "Bhattacharya", "Sandhu", "Iyer", "Rahman",
                     "Kulkarni", "Gill", "Perera", "Siddiqui", "Menon", "Dhillon"]),
    "east_asian": (["Mei Ling", "Yuki", "Hyun-joo", "Xiaowen", "Ngoc Anh", "Sakura", "Jia"],
                   ["Wei", "Hiroshi", "Min-jun", "Jun", "Tuan", "Kenji", "Haoran"],
                   ["Tanaka", "Zhou", "Nakamura", "Park", "Nguyen", "Lau", "Yoshida", "Cheung",
                    "Huang", "Choi"]),
    "eastern_european": (["Agnieszka", "Katarzyna", "Ioana", "Ludmila", "Zsofia", "Milena",
                          "Daria"],
                         ["Tomasz", "Bogdan", "Piotr", "Andrei", "Miroslav", "Dmitri",
                          "Lukasz"],
                         ["Kowalczyk", "Wisniewski", "Popescu", "Dvorak", "Horvath",
                          "Zielinski", "Petrov", "Nowakowska", "Jankovic"]),
    "arabic": (["Layla", "Noor", "Yasmin", "Huda", "Rania", "Samira"],
               ["Omar", "Khalid", "Yusuf", "Hassan", "Karim", "Faisal"],
               ["Al-Rashid", "Haddad", "Mansour", "El-Amin", "Khoury", "Nasser", "Saleh"]),
    "pacific": (["Losana", "Mele", "Sina", "Talia", "Ana", "Leilani"],
                ["Sione", "Tevita", "Manu", "Iosefa", "Pita", "Semisi"],
                ["Tuilagi", "Fonoti", "Vainikolo", "Taufa", "Leaupepe", "Fifita", "Savea"]),
    "maori": (["Aroha", "Mere", "Huia", "Kiri", "Ngaire", "Moana"],
              ["Wiremu", "Rawiri", "Tamati", "Hemi", "Nikau", "Tane"],
              ["Ngata", "Parata", "Te Whata", "Tipene", "Walker-Rangi", "Horomona", "Tapsell"]),
    "aboriginal": (["Kirra", "Jarrah", "Alinta", "Marlee", "Tanami"],
                   ["Jedda", "Koorine", "Bindi", "Yarran", "Warrick"],
                   ["Yunupingu", "Goolagong", "Mundine", "Wanganeen", "Kngwarreye",
                    "Coulthard", "Djerrkura"]),
    "greek_italian": (["Eleni", "Giulia", "Despina", "Francesca", "Athina"],
                      ["Nikos", "Giorgio", "Stavros", "Massimo", "Costas"],
                      ["Papadakis", "Rossetti", "Karamanlis", "De Luca", "Marchetti",
                       "Theodorou"]),
}

ORIGIN_WEIGHTS = {
    "UK": {"english": 8, "scottish": 3, "welsh": 2, "irish": 2, "south_asian": 4,
           "west_african": 3, "eastern_european": 3, "east_asian": 2, "arabic": 2,
           "hispanic": 1, "greek_italian": 1},
    "IE": {"irish": 10, "english": 2, "eastern_european": 4, "west_african": 2,
           "south_asian": 2, "hispanic": 1, "east_asian": 1, "arabic": 1, "scottish": 1},
    "AU": {"english": 5, "irish": 2, "scottish": 2, "aboriginal": 3, "greek_italian": 3,
           "east_asian": 4, "south_asian": 3, "pacific": 1, "arabic": 2, "hispanic": 1},
    "NZ": {"english": 4, "maori": 6, "pacific": 5, "scottish": 2, "east_asian": 3,
           "south_asian": 2, "irish": 1, "eastern_european": 1},
}

MIDDLES = ["Anne", "James", "Louise", "Marie", "John", "Rose", "Patrick", "Grace", "Kaur",
           "Singh", "Wiremu", "Jane", "Thomas", "May", "Ali", "Teresa", "Lee"]

# Places: (street names, [(locality, city, county/state, postcode)])
STREETS = {
    "UK": ["Gorse Lane", "Weaver Street", "Kingfisher Close", "Abbotsford Road", "Tannery Row",
           "Millbrook Avenue", "Chapel Walk", "Heathfield Crescent", "Orchard Mews",
           "Saltings Way", "Lark Rise", "Quarry Hill Road", "Brunswick Terrace",
           "Ferndown Gardens", "Coldharbour Lane"],
    "IE": ["Ballyowen Road", "Sallybrook Park", "Cnoc na Greine", "Mill Race Drive",
           "Abbeyview Terrace", "Glenasmole Close", "Rathgar Lawns", "Friary Lane",
           "Castlegate Grove", "Bog Road"],
    "AU": ["Banksia Parade", "Wattle Street", "Coolabah Drive", "Jacaranda Avenue",
           "Kurrajong Road", "Ironbark Close", "Spinifex Way", "Boronia Crescent",
           "Tallowwood Court", "Mulga Street", "Grevillea Place"],
    "NZ": ["Pohutukawa Drive", "Kowhai Street", "Rimu Road", "Totara Crescent",
           "Harakeke Lane", "Matai Terrace", "Kauri Grove", "Ngaio Gorge Road",
           "Tui Street", "Karaka Way"],
}

TOWNS = {
    "UK": [("Hollingsworth", "Wakefield", "West Yorkshire", "WF3 9QT"),
           ("Ansdell", "Lytham St Annes", "Lancashire", "FY8 4LR"),
           ("Cowley", "Oxford", "Oxfordshire", "OX4 2XW"),
           ("Rhiwbina", "Cardiff", "South Glamorgan", "CF14 6UB"),
           ("Bearsden", "Glasgow", "Dunbartonshire", "G61 3PZ"),
           ("Heaton", "Newcastle upon Tyne", "Tyne and Wear", "NE6 5JD"),
           ("Kings Heath", "Birmingham", "West Midlands", "B14 7HL"),
           ("Portswood", "Southampton", "Hampshire", "SO17 2NF"),
           ("Dalston", "London", "Greater London", "E8 3QA"),
           ("Holywood", "Belfast", "County Down", "BT18 9FG"),
           ("Morningside", "Edinburgh", "Midlothian", "EH10 5RW"),
           ("Chapel Allerton", "Leeds", "West Yorkshire", "LS7 4NJ"),
           ("St Judes", "Bristol", "Avon", "BS2 0UX"),
           ("Trowse", "Norwich", "Norfolk", "NR14 8SY")],
    "IE": [("Ballincollig", "Cork", "Cork", "P31 K2X8"),
           ("Salthill", "Galway", "Galway", "H91 E7C4"),
           ("Drumcondra", "Dublin 9", "Dublin", "D09 R2W6"),
           ("Castletroy", "Limerick", "Limerick", "V94 T6Y3"),
           ("Tramore", "Waterford", "Waterford", "X91 F3P0"),
           ("Ennis", "Ennis", "Clare", "V95 H4K2"),
           ("Kilkenny", "Kilkenny", "Kilkenny", "R95 AX74"),
           ("Letterkenny", "Letterkenny", "Donegal", "F92 C8N5"),
           ("Tralee", "Tralee", "Kerry", "V92 P6D1"),
           ("Navan", "Navan", "Meath", "C15 W9R2")],
    "AU": [("Toowong", "Brisbane", "QLD", "4066"), ("Fremantle", "Perth", "WA", "6160"),
           ("Glenelg", "Adelaide", "SA", "5045"), ("Parramatta", "Sydney", "NSW", "2150"),
           ("Fitzroy", "Melbourne", "VIC", "3065"), ("Sandy Bay", "Hobart", "TAS", "7005"),
           ("Nightcliff", "Darwin", "NT", "0810"), ("Belconnen", "Canberra", "ACT", "2617"),
           ("Townsville", "Townsville", "Queensland", "4810"),
           ("Wagga Wagga", "Wagga Wagga", "New South Wales", "2650"),
           ("Ballarat", "Ballarat", "Victoria", "3350"),
           ("Alice Springs", "Alice Springs", "Northern Territory", "0870")],
    "NZ": [("Ponsonby", "Auckland", "Auckland", "1011"), ("Riccarton", "Christchurch",
            "Canterbury", "8041"), ("Karori", "Wellington", "Wellington", "6012"),
           ("Hillcrest", "Hamilton", "Waikato", "3216"), ("Roslyn", "Dunedin", "Otago", "9010"),
           ("Mount Maunganui", "Tauranga", "Bay of Plenty", "3116"),
           ("Kaiti", "Gisborne", "Gisborne", "4010"), ("Otumoetai", "Tauranga",
            "Bay of Plenty", "3110"), ("Whanganui East", "Whanganui", "Manawatu-Whanganui",
            "4500"), ("Stoke", "Nelson", "Nelson", "7011"),
           ("Kaikohe", "Kaikohe", "Northland", "0405")],
}

COUNTRY_NAME = {"UK": ["United Kingdom", "UK", "England", "Scotland", "Wales"],
                "IE": ["Ireland", "Republic of Ireland"],
                "AU": ["Australia"], "NZ": ["New Zealand", "Aotearoa New Zealand"]}

ABROAD = ["Portugal", "Poland", "Nigeria", "Ghana", "India", "Pakistan", "Sri Lanka",
          "Philippines", "Samoa", "Tonga", "Fiji", "Spain", "Thailand", "Bali", "Canada",
          "South Africa", "Romania", "Lebanon", "Vietnam", "Chile", "Cyprus", "Greece",
          "Cook Islands", "Kenya", "Malaysia"]

# Hospitals: invented names per country
HOSPITALS = {
    "UK": ["Hollins Vale General Hospital", "St Aldhelm's Hospital", "Royal Tamsin Infirmary",
           "Wyvern Park Hospital", "Blackmoor District General", "Queen Adela Hospital",
           "Kestrel Bay Treatment Centre", "Saltmarsh Community Hospital",
           "Gleneagle Royal Infirmary", "Ty Coed Hospital", "Mourne View Hospital"],
    "IE": ["St Brigid's University Hospital", "Mercy Lough Hospital",
           "Galtee Regional Hospital", "Bon Secours Ardmore", "Beaumont Hill Clinic",
           "Shannonside General Hospital", "St Ciaran's Hospital"],
    "AU": ["Mount Warrigal Hospital", "Brindabella Private Hospital",
           "Kookaburra Creek Base Hospital", "Royal Ironbark Hospital",
           "St Vincent's Parramore Private", "Swan Reach Day Surgery Centre",
           "Coral Coast Hospital"],
    "NZ": ["Te Awa Hospital", "Waitaha Surgical Centre", "Hauraki Base Hospital",
           "Kapiti Coast Private", "Tamaki Day Surgery", "Southern Lakes Hospital",
           "Rangiora Surgical"],
}

WARDS = ["Keats Ward", "Rowan Ward", "Nightingale Ward", "Ward Laurel", "Heron Ward",
         "Kowhai Ward", "Banksia Unit", "St Kevin's Ward", "Osprey Ward", "Treetops Day Unit",
         "Lister Ward", "Cedar Suite", "Puriri Ward", "Waratah Ward", "Ward Ash"]

GP_PRACTICES = ["Elm Park Surgery", "Riverside Medical Centre", "Harbour View Family Practice",
                "The Old Forge Surgery", "Glenview Medical Practice", "Te Puna Health Centre",
                "Bridgefoot Health Centre", "Seaview Medical Group", "Marram Grass Surgery",
                "Castle Street Medical", "Coolamon Family Doctors", "Greenhill GP Practice"]

PHARMACIES = ["Lambert's Pharmacy", "Quayside Chemist", "Kowhai Pharmacy", "Clonmore Pharmacy",
              "Bayside Discount Chemist", "Wattle Grove Pharmacy"]

CARE_HOMES = ["Lavender Court Care Home", "Sunningdale Nursing Home", "Whare Aroha Rest Home",
              "Glenbrook Lodge", "St Anne's Residential Care"]

EMPLOYERS = ["Harbourside Logistics", "Penrith Valley Council", "Corrib Dairies",
             "Northgate Academy", "Tamar Engineering", "Kiwi Orchard Co-op",
             "Bluegum Mining Services", "Fenwick & Daughters Solicitors", "Lakeside Primary School",
             "Atlas Freight Lines", "St Columba's Parish", "Whitehaven Bakery",
             "Murray Basin Irrigation", "Ferrybridge Motors", "Carrowmore Credit Union",
             "Southern Alps Tourism", "Redfern Community Garden", "Pinnacle Roofing Ltd"]

INSURERS = {"UK": ["Albion Health Assurance", "Meridian Private Medical"],
            "IE": ["Laoch Health Insurance", "Shamrock Mutual Health"],
            "AU": ["Wattle Health Fund", "Southern Ocean Health Cover"],
            "NZ": ["Tasman Health Mutual", "Aotea Medical Assurance"]}

PROFESSIONS = ["electrician", "retired schoolteacher", "bus driver", "dairy farmer", "barista",
               "plasterer", "accountant", "retired coal miner", "sheep shearer", "chef",
               "primary school teacher", "forklift driver", "hairdresser", "software developer",
               "fisherman", "postwoman", "quantity surveyor", "care assistant", "roofer",
               "retired nurse", "shop assistant", "solicitor", "scaffolder", "taxi driver",
               "university lecturer", "stonemason", "retired police officer", "veterinary nurse",
               "warehouse operative", "hospitality manager", "kapa haka tutor", "bricklayer",
               "civil servant", "jockey", "train guard", "firefighter", "cleaner",
               "landscape gardener", "mechanic", "midwife", "publican", "dental technician"]

RELATIONS = {"F": ["wife", "daughter", "sister", "mother", "niece", "granddaughter", "daughter-in-law",
                   "partner", "neighbour", "friend", "carer"],
             "M": ["husband", "son", "brother", "father", "nephew", "grandson", "son-in-law",
                   "partner", "neighbour", "friend", "carer", "whanau member"]}

LANDMARKS = ["Alder Building", "Penrose Wing", "Outpatients Block C", "the Tamar Building",
             "Harrington Pavilion", "Level 4 Riverside Tower", "Kahurangi Building"]
