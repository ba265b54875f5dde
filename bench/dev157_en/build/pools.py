"""Invented name, place and organisation pools for dev157_en (ASCII only)."""

FIRST = {
    "english": ["Oliver", "Harriet", "George", "Imogen", "Thomas", "Beatrice", "Alfie", "Rosalind", "Jack", "Matilda",
                "Edward", "Poppy", "William", "Florence", "Henry", "Clara"],
    "irish": ["Siobhan", "Padraig", "Niamh", "Eoin", "Aoife", "Cormac", "Roisin", "Declan", "Orla", "Fionn"],
    "scottish": ["Callum", "Isla", "Euan", "Morag", "Fraser", "Kirsty", "Hamish", "Ailsa", "Lachlan", "Mhairi"],
    "hispanic": ["Alejandro", "Guadalupe", "Joaquin", "Ximena", "Rafael", "Marisol", "Diego", "Esperanza", "Mateo",
                 "Yesenia", "Santiago", "Paloma"],
    "west_african": ["Chiamaka", "Oluwaseun", "Kwame", "Abena", "Emeka", "Ngozi", "Kofi", "Adaeze", "Yaw", "Folasade",
                     "Tunde", "Efua"],
    "south_asian": ["Priyanka", "Arjun", "Farhana", "Rohit", "Sunita", "Imran", "Kavitha", "Vikram", "Nusrat", "Sanjay",
                    "Deepa", "Harpreet"],
    "east_asian": ["Wei", "Mei Ling", "Hiroshi", "Yuki", "Min-jun", "Seo-yeon", "Jun", "Xiaoling", "Takeshi", "Hana",
                   "Bao", "Linh"],
    "east_european": ["Agnieszka", "Dmitri", "Katarzyna", "Bogdan", "Oksana", "Tomasz", "Milena", "Andrei", "Zuzana",
                      "Vasile", "Irina", "Marek"],
    "arabic": ["Yousef", "Layla", "Omar", "Noor", "Khalid", "Samira", "Tariq", "Amal", "Hassan", "Rania", "Karim",
               "Mariam"],
    "pacific": ["Sione", "Mele", "Tevita", "Losana", "Manaia", "Aroha", "Tavita", "Salote", "Kalani", "Leilani"],
    "indigenous": ["Jarrah", "Kirra", "Tallulah", "Koa", "Wiremu", "Nakoma", "Bindi", "Dakota", "Marlee", "Waru"],
    "american": ["Tyler", "Brittany", "Cody", "Shaniqua", "Dwayne", "Kaylee", "Brandon", "Destiny", "Jared", "Latoya",
                 "Travis", "Madison"],
}

LAST = {
    "english": ["Pemberton", "Hargreaves", "Whitfield", "Ashworth", "Cartwright", "Thorne", "Blackwood", "Fenwick",
                "Holloway", "Penrose", "Tillman", "Wakefield"],
    "irish": ["O'Sullivan", "McNamara", "Fitzgerald", "Doherty", "Kavanagh", "Brennan", "Quinlan", "Mulcahy",
              "Ni Bhriain", "Geraghty"],
    "scottish": ["MacLeod", "Drummond", "Buchanan", "Farquhar", "Urquhart", "McIntyre", "Sinclair", "Menzies",
                 "Gillespie", "Lamont"],
    "hispanic": ["Villanueva", "Castaneda", "Ochoa", "Barrientos", "Quintero", "Salazar", "Montoya", "Espinoza",
                 "Cardenas", "Delgado", "Arellano", "Ibarra"],
    "west_african": ["Okonkwo", "Adeyemi", "Mensah", "Asante", "Nwosu", "Boateng", "Adebayo", "Owusu", "Eze",
                     "Ogunleye", "Appiah", "Diallo"],
    "south_asian": ["Raghunathan", "Chaudhry", "Banerjee", "Siddiqui", "Venkatesh", "Malhotra", "Rahman", "Pillai",
                    "Gill", "Deshpande", "Sandhu", "Iyer"],
    "east_asian": ["Nakamura", "Zhang", "Park", "Tanaka", "Huang", "Nguyen", "Kobayashi", "Choi", "Lin", "Tran",
                   "Watanabe", "Liu"],
    "east_european": ["Kowalczyk", "Petrenko", "Novak", "Wisniewski", "Popescu", "Horvath", "Ivanova", "Dvorak",
                      "Zielinski", "Kovalenko", "Marinescu", "Sokolova"],
    "arabic": ["Haddad", "Al-Masri", "Nasser", "Khalil", "Mansour", "El-Amin", "Saleh", "Farouk", "Hamdan",
               "Qureshi", "Abboud", "Darwish"],
    "pacific": ["Tuilagi", "Fifita", "Taufa", "Lealaiauloto", "Ngata", "Tupou", "Faleolo", "Kaufana", "Mahe",
                "Vainikolo"],
    "indigenous": ["Yunupingu", "Tjapaltjarri", "Begay", "Yazzie", "Wanganeen", "Tsosie", "Mundine", "Redcloud",
                   "Walker-Kngwarreye", "Thunderbird"],
    "american": ["Hollister", "McAllister", "Brewer", "Dunham", "Whitaker", "Sutton", "Gaines", "Lockhart", "Prescott",
                 "Vance", "Harlow", "Stroud"],
}

STREET_NAMES = ["Elm", "Juniper", "Harbour", "Kestrel", "Wattle", "Magnolia", "Ironbark", "Larkspur", "Quarry",
                "Tamarind", "Mill", "Heron", "Bluegum", "Foxglove", "Orchard", "Saltmarsh", "Cedar", "Willow",
                "Granger", "Bellbird", "Pelham", "Ashgrove", "Copperfield", "Rowan"]
STREET_SUFFIX = {"US": ["Street", "Avenue", "Road", "Drive", "Lane", "Blvd", "Court", "Way"],
                 "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Gardens", "Terrace", "Way"],
                 "AU": ["Street", "Road", "Parade", "Crescent", "Avenue", "Place", "Highway", "Circuit"]}

# (city, state abbr, state full, zip prefix)
US_PLACES = [("Marlow Falls", "OH", "Ohio", "443"), ("Cedar Bluff", "IA", "Iowa", "506"),
             ("Port Ambrose", "WA", "Washington", "983"), ("San Tadeo", "CA", "California", "939"),
             ("Brickton", "PA", "Pennsylvania", "171"), ("Little Hatchet", "AR", "Arkansas", "721"),
             ("Greeley Springs", "CO", "Colorado", "806"), ("New Dunmore", "NJ", "New Jersey", "088"),
             ("Okemah Flats", "OK", "Oklahoma", "748"), ("Saltillo Bay", "TX", "Texas", "779"),
             ("Harwick", "MA", "Massachusetts", "017"), ("Lake Corliss", "MN", "Minnesota", "563"),
             ("Fort Wendell", "GA", "Georgia", "317"), ("Yellow Pine", "AZ", "Arizona", "859"),
             ("Bayard City", "NM", "New Mexico", "880"), ("Kettering Hills", "MI", "Michigan", "494")]
US_COUNTIES = ["Pawnee County", "Harlan County", "Marlow County", "Sutter Ridge County", "Tillamook Bay County",
               "Greer County", "Ashby County", "Wexford County"]
# (town, county/region, postcode outward list)
UK_PLACES = [("Kingsbridge Vale", "Devon", ["TQ7", "TQ8"]), ("Amblethwaite", "Cumbria", ["CA12", "LA22"]),
             ("Harrowgate Ferry", "North Yorkshire", ["HG3", "YO61"]), ("Castle Dunmore", "Fife", ["KY15", "KY16"]),
             ("Pennick", "Cornwall", ["TR18", "PL26"]), ("Lower Wexcombe", "Wiltshire", ["SN8", "SP4"]),
             ("Bramley Heath", "Surrey", ["GU5", "RH4"]), ("Tynemere", "Northumberland", ["NE46", "NE61"]),
             ("Llanfaren", "Powys", ["LD1", "SY21"]), ("Stoke Abbas", "Dorset", ["DT2", "BH21"]),
             ("Carrowmore", "County Antrim", ["BT40", "BT42"]), ("Eastleigh Marsh", "Essex", ["CM9", "CO5"]),
             ("Ardmuir", "Highland", ["IV2", "PH33"]), ("Sheffield Parva", "South Yorkshire", ["S35", "S36"])]
# (suburb/town, state abbr, state full, postcode)
AU_PLACES = [("Wattle Creek", "NSW", "New South Wales", "2794"), ("Bellarine Heads", "VIC", "Victoria", "3224"),
             ("Kooringal Bay", "QLD", "Queensland", "4183"), ("Mundaring East", "WA", "Western Australia", "6073"),
             ("Port Lincoln Rise", "SA", "South Australia", "5607"), ("Derwent Park North", "TAS", "Tasmania", "7009"),
             ("Alice Downs", "NT", "Northern Territory", "0872"), ("Gungahlin Vale", "ACT",
                                                                     "Australian Capital Territory", "2913"),
             ("Yarra Bend", "VIC", "Victoria", "3078"), ("Coolangatta Ridge", "QLD", "Queensland", "4225"),
             ("Tamworth Plains", "NSW", "New South Wales", "2340"), ("Kalbarri Point", "WA", "Western Australia",
                                                                      "6536")]

HOSPITALS = {
    "US": ["Marlow Falls Memorial Hospital", "St. Ignatius Medical Center", "Cedar Bluff Community Clinic",
           "Pawnee Valley Health", "Riverbend Regional Hospital", "Good Shepherd Infirmary",
           "Harwick Family Health Center", "Lakeshore Infectious Disease Associates", "Sutter Ridge Urgent Care",
           "Walgreen Hollow Pharmacy", "Mercy Crossing Hospital", "Bayard City Free Clinic"],
    "UK": ["Kingsbridge Vale General Hospital", "St. Aldhelm's Hospital", "Amblethwaite Medical Practice",
           "Harrowgate Road Surgery", "Pennick Community Hospital", "Tynemere Royal Infirmary",
           "The Wexcombe Centre for Sexual Health", "Bramley Heath Health Centre", "Castle Dunmore Cottage Hospital",
           "Rosewell Care Home", "Eastleigh Marsh Pharmacy"],
    "AU": ["Wattle Creek Base Hospital", "St. Brigid's Private Hospital", "Kooringal Bay Medical Centre",
           "Bellarine Heads Community Health", "Mundaring East Aboriginal Health Service", "Alice Downs Hospital",
           "Yarra Bend Sexual Health Clinic", "Port Lincoln Rise Family Practice", "Coolangatta Ridge Day Surgery",
           "Tamworth Plains Aged Care", "Kalbarri Point Nursing Post"],
}
WARDS = ["Kestrel Ward", "Ward 7B", "Bluebell Unit", "Nightingale Ward", "Heron Ward", "Banksia Unit",
         "Jacaranda Ward", "Osprey Unit", "Larch Ward", "Waratah Ward"]

EMPLOYERS = {
    "US": ["Hollister Meatpacking", "Pawnee Valley School District", "Greyhound Ridge Logistics", "Brickton Steelworks",
           "Sunnyvale Poultry Co-op", "Lakeshore Correctional Facility", "Amberline Call Center",
           "Tri-County Sanitation", "Bluewater Fisheries", "Copperhead Construction LLC"],
    "UK": ["Wexcombe Abattoir Ltd", "Kingsbridge Vale Academy", "Northgate Haulage", "Tynemere Shipyards",
           "Bramley Heath Nursery", "Pennick Fish Processing", "Harrowgate Care Services", "Ardmuir Distillery",
           "Castle Dunmore Rugby Club", "Sheffield Parva Foundry"],
    "AU": ["Kooringal Bay Meatworks", "Wattle Creek Public School", "Outback Express Freight", "Derwent Salmon Farms",
           "Mundaring Mining Pty Ltd", "Bellarine Childcare Centre", "Red Earth Station", "Alice Downs Roadhouse",
           "Coolangatta Surf Lifesaving Club", "Tamworth Abattoirs"],
}
VENUES = ["the Copper Kettle pub", "IronWorks Gym", "Lucky Dragon Restaurant", "Starlight Karaoke",
          "Bluewater Ferry Terminal", "Harbour Lights Nightclub", "St. Columba's Church", "Riverside Bowling Club",
          "Maple Leaf Daycare", "Southside Mosque", "Grace Temple", "The Anchor Hotel"]
LANDMARKS = ["Central Station", "Riverside Mall", "Pier 9", "the Old Town Market Hall", "Victoria Bus Depot",
             "Millennium Stadium car park", "Greyfriars Hostel", "the Lakeside Caravan Park", "Gate 14 departure lounge",
             "the Westfield food court"]

PROFESSIONS = ["meat packer", "poultry processor", "primary school teacher", "long-haul truck driver", "sex worker",
               "healthcare assistant", "dental nurse", "registered nurse", "paramedic", "kitchen porter", "chef",
               "cleaner", "forklift operator", "welder", "farm labourer", "veterinary technician", "childcare worker",
               "prison officer", "flight attendant", "miner", "fisherman", "plumber", "phlebotomist",
               "laboratory scientist", "security guard", "hairdresser", "tattoo artist", "student nurse",
               "barista", "bus driver", "roofer", "care worker", "abattoir worker", "software developer",
               "retired teacher", "retired coal miner", "taxi driver", "shepherd", "lifeguard", "accountant"]

TRAVEL = [("Ghana", ["Accra", "Kumasi"]), ("Nigeria", ["Lagos", "Abuja"]), ("India", ["Mumbai", "Chennai", "Goa"]),
          ("Pakistan", ["Lahore", "Karachi"]), ("Bangladesh", ["Dhaka", "Sylhet"]), ("Vietnam", ["Hanoi", "Hue"]),
          ("Philippines", ["Manila", "Cebu"]), ("Peru", ["Cusco", "Lima"]), ("Brazil", ["Manaus", "Recife"]),
          ("Kenya", ["Nairobi", "Mombasa"]), ("Tanzania", ["Arusha", "Zanzibar"]), ("Thailand", ["Chiang Mai"]),
          ("Indonesia", ["Bali", "Jakarta"]), ("Papua New Guinea", ["Port Moresby", "Lae"]), ("Mexico", ["Oaxaca"]),
          ("Somalia", ["Mogadishu"]), ("Romania", ["Cluj-Napoca"]), ("Saudi Arabia", ["Mecca", "Medina"]),
          ("Uganda", ["Kampala"]), ("Nepal", ["Kathmandu", "Pokhara"]), ("Fiji", ["Suva", "Nadi"]),
          ("Tonga", ["Nuku'alofa"]), ("Colombia", ["Cartagena"]), ("Sierra Leone", ["Freetown"])]
BIRTH_COUNTRIES = ["Ukraine", "Eritrea", "Afghanistan", "Myanmar", "Haiti", "Guatemala", "Poland", "Zimbabwe",
                   "Sudan", "China", "Samoa", "Ireland", "Scotland", "Philippines", "India", "Nigeria"]

HOLIDAYS = {"US": ["Thanksgiving", "Christmas", "July 4th", "Labor Day", "New Year's Eve", "Easter"],
            "UK": ["Christmas", "Boxing Day", "Easter", "Bonfire Night", "New Year's Day", "Hogmanay"],
            "AU": ["Christmas", "Australia Day", "Anzac Day", "Easter", "Boxing Day", "New Year's Eve"]}
