"""Invented name and place pools for dev29_en. Everything here was written by hand for this set."""

SURNAMES = """
Abernathy Ashdown Blackwood Brennan Carmody Cartwright Donnelly Dunmore Fairweather Gallagher
Hargreaves Holloway Kavanagh Kettering Lowry McAllister McCrae Mulcahy Nolan O'Dwyer
O'Halloran Pemberton Quigley Redfern Sheridan Thackeray Whitlock Yardley Fenwick Oakes
Acosta Barrientos Cardenas Delgado Espinoza Fuentes Guzman Herrera Ibarra Jimenez
Lozano Marquez Navarro Ochoa Paredes Quintero Rosales Salazar Trujillo Valdez
Agarwal Bhattacharya Chatterjee Deshpande Iyer Kulkarni Menon Nair Pillai Reddy
Subramanian Venkatesh Gowda Hegde Banerjee Mukherjee Sandhu Gill Dhillon Kapoor
Chen Huang Lam Leung Tsang Zhou Xu Nakamura Takahashi Yamamoto
Park Choi Kim Nguyen Tran Pham Vo Lim Tan Wong
Okafor Adeyemi Mensah Osei Boateng Mwangi Kamau Nkosi Dlamini Abiodun
Eze Achebe Okonkwo Asante Owusu Banda Phiri Chikwanha Odhiambo Wanjiru
Haddad Khoury Nasser Rahman Saleh Farouk Al-Masri Karimi Hosseini Yilmaz
Demir Kaya Aziz Qureshi Siddiqui Chaudhry Malik Baig Hussain Ansari
Kowalski Nowak Wisniewski Horvath Novak Petrov Dvorak Szabo Kovacs Popescu
Schultz Bauer Fischer Lindqvist Johansson Berg Rossi Bianchi Esposito Moreau
Dubois Lefebvre van_der_Berg de_Vries Papadopoulos Georgiou Costa Ferreira Almeida Sousa
Ngata Tupou Faleolo Tuilagi Whaanga Parata Tamihana Ruatapu Tane Hohaia
Aldridge Bellamy Cavendish Drummond Ellison Fairbanks Garside Hollins Ingleby Jarvis
Kirkland Langley Merriweather Northcott Ormsby Prendergast Radcliffe Stanhope Tolliver Underhill
Vickery Wainwright Atherton Bramley Calloway Dempsey Eastwood Fitzgerald Greaves Hennessy
Irwin Jessop Keane Lennox Maguire Nugent O'Rourke Plunkett Regan Sweeney
Tierney Walsh Coughlan Doherty Flanagan Geraghty Lynch Moriarty Scanlon Twomey
Ahmadi Bakr Darwish El-Sayed Fakhoury Ghanem Habibi Jaber Mansour Rashid
Sato Suzuki Watanabe Ito Kobayashi Matsumoto Inoue Kimura Shimizu Hayashi
Zhang Liu Yang Zhao Wu Sun Ma Zhu Hu Guo
Sharma Verma Gupta Joshi Patil Shetty Rao Krishnan Mehta Trivedi
Ramirez Castillo Morales Ortega Vargas Medina Romero Silva Mendoza Rios
Larsen Nilsson Eriksen Halvorsen Virtanen Korhonen Brandt Keller Vogel Hartmann
Okoro Nwosu Adebayo Balogun Oyelaran Kariuki Mutua Omondi Tshabalala Mokoena
Beaumont Chevalier Girard Lambert Marchand Renaud Tremblay Gagnon Bouchard Pelletier
Fontaine Leclerc Ouellette Cote Lavoie Bergeron Caron Poirier Belanger Paquette
Abara Mbeki Sesay Kamara Conteh Bangura Diallo Toure Keita Traore
""".split()
SURNAMES = [x.replace("_", " ") for x in SURNAMES]

FEMALE = """
Abigail Adaeze Aiko Aisha Alejandra Alina Amara Ananya Anjali Aroha
Beatriz Bernadette Bethany Bridget Camila Caoimhe Catalina Chiamaka Chloe Ciara
Dalia Daniela Deepa Divya Eilidh Elena Eloise Esi Esperanza Farah
Fatima Fiona Freya Gabriela Gemma Grainne Hana Harriet Hina Ifeoma
Imogen Ingrid Isla Jasmine Jia Joanna Kalani Kamala Keiko Kirsten
Lakshmi Leila Lucia Lydia Mahina Maeve Mai Malia Mariam Marisol
Meera Mei Mereana Mina Miriam Nadia Naledi Naomi Niamh Nkechi
Noor Olga Olivia Oona Padma Paloma Parisa Priya Rangi Rania
Renata Rhiannon Rosalind Ruth Sadia Sakura Samira Saoirse Selin Shanthi
Shreya Sinead Siobhan Sofia Soo-jin Sunita Tamar Tania Tereza Thandiwe
Tui Una Valentina Vanessa Vidya Wairimu Wen Ximena Yasmin Yuki
Yolanda Zainab Zara Zofia Agnieszka Annelise Astrid Brigid Clodagh Dervla
Evelyn Florence Georgina Helena Ines Josephine Kathleen Lorna Margaret Nora
Philippa Rosemary Sheila Theresa Winifred Yvonne Adwoa Akosua Chipo Lerato
Nomvula Wanjiku Habiba Huda Layla Rukhsana Shabnam Tahmina Kavya Revathi
Sangeetha Bhavna Pooja Nandini Aarti Mele Sina Losa Hine Kiri
""".split()

MALE = """
Aarav Abdul Adebayo Ahmed Aidan Alejandro Amit Anders Anil Arjun
Bartosz Benedict Bilal Brendan Callum Carlos Cathal Chidi Colm Conor
Darius Declan Dmitri Eamon Emeka Enrique Eoin Farid Felipe Fergus
Finn Gareth Gustavo Hamid Haruto Hemi Hiroshi Hugo Ibrahim Ikaika
Ismail Jamal Jarrah Javier Jin Joaquin Jomo Jun Karan Kaveh
Kenji Kofi Kwame Laszlo Liam Lorcan Luca Mateo Matiu Mehmet
Minh Mohammed Nasir Niall Nikhil Nnamdi Olumide Omar Oisin Pablo
Padraig Paolo Pradeep Rafael Rahul Rajesh Ravi Rewi Rohan Ruairi
Rustam Santiago Seamus Sefa Sergei Shane Siddharth Sione Stellan Suresh
Tadhg Tamati Tariq Thabo Tiago Tomasz Tunde Umar Vikram Wei
Xavier Yaw Yusuf Zoran Alistair Angus Bernard Cecil Clive Desmond
Edmund Frederick Geoffrey Gordon Harold Hamish Ian Julian Keith Leonard
Malcolm Nigel Oliver Percival Quentin Rupert Stanley Trevor Walter Wilfred
Abhishek Ganesh Harish Manoj Naveen Prakash Sanjay Venkat Vijay Yogesh
Chinedu Ikenna Kamau Kipchoge Lwazi Mandla Sipho Tendai Themba Zola
Arash Dariush Reza Saeed Tarek Yousef Zaid Hyun-woo Sung-min Tuan
""".split()

NICKNAMES = {"Margaret": "Peggy", "Josephine": "Jo", "Frederick": "Freddie", "Benedict": "Ben",
             "Leonard": "Len", "Walter": "Wally", "Alejandro": "Alex", "Rosemary": "Rosie",
             "Kathleen": "Kath", "Stanley": "Stan", "Philippa": "Pippa", "Gabriela": "Gabi",
             "Mohammed": "Mo", "Santiago": "Santi", "Elena": "Lena", "Wilfred": "Wilf"}

TOWN_A = ["Ash", "Bram", "Cold", "Fern", "Glen", "Hollin", "Kings", "Lark", "Mill", "Oak", "Pen", "Red",
          "Stone", "Thorn", "Wil", "Yarrow", "Brack", "Elder", "Fox", "Heron", "Ivy", "Marl", "Quarry",
          "Sedge", "Tarn", "Wych", "Alder", "Birch", "Crane", "Dun"]
TOWN_B = ["ford", "bury", "wick", "field", "ton", "dale", "brook", "haven", "more", "ley", "stead", "combe",
          "mouth", "borough", "hurst", "gate", "well", "cross", "by", "thorpe"]
US_TOWN_C = ["Falls", "Springs", "Heights", "Junction", "Crossing", "Valley", "Grove", "Harbor", "Ridge", "Point"]
IN_TOWN_A = ["Nandi", "Raghav", "Sita", "Chandra", "Kaveri", "Indra", "Madhu", "Tunga", "Gopal", "Shanti",
             "Bhima", "Hari", "Lakshmi", "Suvarna", "Deva", "Kamala"]
IN_TOWN_B = ["pur", "nagar", "abad", "gaon", "halli", "palli", "puram", "kota"]
NZ_TOWN = ["Te Awaroa", "Kaipuke", "Whareroa", "Mangatoa", "Rangiora Heights", "Puketapu", "Otaraia",
           "Waimoana", "Karewa Bay", "Tawhiti", "Hokonui Flat", "Aroharau"]

STREET_NAMES = ["Elm", "Larkfield", "Quarry", "Beacon", "Mulberry", "Chestnut", "Harrow", "Osprey", "Juniper",
                "Kestrel", "Orchard", "Pinecrest", "Riverside", "Saddleback", "Tamarind", "Willowbank",
                "Copperbeech", "Foxglove", "Granary", "Hawthorn", "Ironbark", "Jacaranda", "Kowhai", "Lantern",
                "Marigold", "Nettlebed", "Old Mill", "Primrose", "Rosewood", "Sorrel", "Tanner", "Wattle",
                "Banksia", "Cedar Ridge", "Dovecote", "Ember", "Fairview", "Glenmore", "Heather", "Linden",
                "Magnolia", "Northgate", "Parkside", "Rookery", "Sycamore", "Thistle", "Upland", "Vale",
                "Wren", "Ashgrove", "Bluebell", "Clover", "Drover", "Ferncliff", "Gorse", "Holly", "Kingfisher"]
US_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court", "Ct",
             "Boulevard", "Blvd", "Way", "Place", "Terrace"]
UK_SUFFIX = ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Gardens", "Grove", "Way", "Mews", "Terrace", "Drive"]
AU_SUFFIX = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Parade", "Crescent", "Cres", "Court", "Close", "Place"]
IE_SUFFIX = ["Road", "Street", "Avenue", "Park", "Lawns", "Grove", "Drive", "Court", "Heights"]
IN_AREA = ["Main Road", "Cross Road", "Layout", "Colony", "Nagar Main Road", "Ring Road", "Bazaar Street"]

SAINTS = ["Brendan", "Columba", "Agnes", "Bartholomew", "Catherine", "Dunstan", "Hilda", "Oswald", "Brigid",
          "Aidan", "Wilfrid", "Margaret", "Lucy", "Vincent", "Jude", "Cuthbert"]

COMPANIES = ["Brightwater Logistics", "Kestrel Foods", "Halvard Steelworks", "Tidewell Plastics", "Copperline Telecom",
             "Marrow & Finch Builders", "Northstar Couriers", "Greenvale Dairy Co-op", "Bluegum Mining",
             "Ironwood Timber Mills", "Saltmarsh Seafoods", "Pinnacle Call Solutions", "Orbis Data Systems",
             "Lanterna Hotels", "Quarrymen Concrete", "Harbourline Ferries", "Redcliff Poultry", "Sunridge Orchards",
             "Arcadia Textiles", "Velmont Pharmaceuticals", "Cobalt Auto Repairs", "Meadowgate Care Services",
             "Thornbury Bakery", "Silverleaf Cleaning", "Wexford Freight", "Kauri Coast Forestry",
             "Ganga Garments Pvt Ltd", "Sahyadri Agro Industries", "Deccan Software Services", "Maple Crest Transit",
             "Prairie Wind Grain", "Blackrock Fisheries", "Sunlit Childcare", "Oakhaven Removals"]
SCHOOL_KINDS = ["Primary School", "High School", "Elementary School", "College", "Middle School", "Grammar School",
                "Community College", "National School", "Public School"]
CHURCHES = ["Grace Fellowship Church", "St {s}'s Parish", "New Covenant Assembly", "Riverside Gurdwara",
            "Al-Noor Mosque", "Hope Baptist Church", "Shri Ganesh Temple", "Living Waters Pentecostal Church"]
GENETIC_LABS = ["Helixa Diagnostics", "Northgate Genomics Laboratory", "Sequentia Clinical Genetics",
                "Tandem Molecular Labs", "Allelica Reference Laboratory", "GenePath Analytics"]
REF_LABS = ["Meridian Pathology Services", "Clearwater Reference Labs", "Apex Clinical Laboratories",
            "Sentinel Diagnostics", "Pathfinder Lab Partners"]

PROFESSIONS = ["welder", "schoolteacher", "teacher", "bus driver", "nurse's aide", "chef", "line cook", "accountant",
               "electrician", "plumber", "farmer", "dairy farmer", "software engineer", "carpenter", "hairdresser",
               "warehouse operative", "forklift driver", "taxi driver", "security guard", "cleaner", "librarian",
               "civil engineer", "retail assistant", "bank clerk", "postal worker", "miner", "fisherman",
               "childcare worker", "care assistant", "pharmacist", "lawyer", "architect", "journalist", "painter and decorator",
               "mechanic", "baker", "tailor", "shopkeeper", "delivery driver", "call centre agent", "sheep shearer",
               "builder", "laboratory technician", "hotel housekeeper", "firefighter", "police officer",
               "university lecturer", "stonemason", "boilermaker", "printer", "tea-stall owner", "auto-rickshaw driver",
               "garment factory worker", "data analyst", "dental hygienist", "veterinary nurse", "school bus driver",
               "kitchen porter", "roofer", "florist", "translator", "pastor", "seamstress", "truck driver"]

RELATIONS = ["wife", "husband", "partner", "daughter", "son", "sister", "brother", "mother", "father", "niece",
             "nephew", "friend", "neighbour", "flatmate", "granddaughter", "grandson", "cousin", "aunt"]
