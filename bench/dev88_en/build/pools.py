"""Value pools for dev88_en. Every entry was written for this folder; no external list was used.

Names mix many origins; a share are ordinary English words (Hope, Will, Baker, Stone ...).
Places, employers and care sites are invented combinations.
"""

# (given name, sex) by origin -------------------------------------------------
GIVEN = {
    "english": ("M:Oliver Arthur Henry Edmund Walter Clive Nigel Rupert Giles Barnaby "
                "F:Harriet Beatrice Imogen Philippa Rosalind Agnes Margery Winifred Tamsin Gwen"),
    "irish_scots": ("M:Cormac Declan Fergus Ruairi Eamon Callum Lachlan Niall Ronan "
                    "F:Siobhan Aoife Niamh Orla Mairead Isla Fiona Roisin Catriona"),
    "welsh": "M:Rhys Gethin Dafydd Emrys F:Cerys Bronwen Eluned Nia",
    "spanish": ("M:Joaquin Rodrigo Esteban Alejandro Mateo Ignacio Ramiro Tomas "
                "F:Ximena Lucia Paloma Marisol Yolanda Consuelo Graciela Inmaculada"),
    "portuguese": "M:Joao Duarte Vasco Goncalo F:Ines Leonor Conceicao Benedita",
    "italian": "M:Giacomo Salvatore Vittorio Luca Enzo F:Giulia Rosaria Carmela Donatella Chiara",
    "german_dutch": "M:Dieter Wolfgang Joost Pieter Friedrich F:Anneliese Greta Liesbeth Wiebke Ilse",
    "polish_czech": "M:Kazimierz Tomasz Wojciech Radek Ondrej F:Agnieszka Malgorzata Zofia Jitka Halina",
    "russian_ukr": "M:Dmitri Oleksandr Yuri Vadim Bohdan F:Svetlana Oksana Ludmila Yelena Tetiana",
    "greek": "M:Stavros Kostas Dimitrios Panos F:Eleni Despina Theodora Calliope",
    "turkish": "M:Emre Mehmet Baris Kerem F:Elif Zeynep Ayse Derya",
    "arabic": "M:Youssef Tariq Khalid Omar Samir Bilal F:Layla Yasmin Huda Rania Noor Amal",
    "persian": "M:Dariush Kaveh Babak Arash F:Shirin Parisa Roya Mitra",
    "south_asian": ("M:Arjun Vikram Sanjay Rohan Harpreet Suresh Imran Tanvir Karthik "
                    "F:Priya Anjali Lakshmi Deepa Gurpreet Meenakshi Farhana Nusrat Kavya"),
    "chinese": "M:Wei Jun Hao Zhiwei Mingyu F:Xiaoling Mei Lian Yuting Huifang",
    "korean": "M:Minho Jaewon Sungmin Dongha F:Jiyeon Seoyeon Hyejin Eunji",
    "japanese": "M:Haruto Kenji Takeshi Ryo F:Aiko Yumi Haruka Sachiko",
    "vietnamese": "M:Minh Quang Tuan Bao F:Linh Thao Ngoc Huong",
    "filipino": "M:Rodel Jomar Arnel Bayani F:Maricel Rowena Analyn Ligaya",
    "west_african": ("M:Chinedu Oluwaseun Emeka Kwame Kofi Babatunde Ikenna Yaw Adebayo "
                     "F:Ngozi Adaeze Folake Abena Ama Efua Chiamaka Yetunde Akosua"),
    "east_african": "M:Tesfaye Abdirahman Kiprop Dawit F:Hiwot Fadumo Wanjiru Selam",
    "caribbean": "M:Jean-Baptiste Fritz Delroy Winston F:Nadege Marie-Claire Sherelle Beverley",
    "scandinavian": "M:Anders Torbjorn Lasse Soren F:Ingrid Solveig Astrid Maja",
    "hebrew": "M:Avi Eitan Yosef Noam F:Tova Shira Miriam Yael",
    "armenian_hungarian": "M:Aram Levente Zoltan Hovhannes F:Anahit Reka Zsofia Lusine",
    "pacific": "M:Keoni Sione Tevita F:Leilani Malia Alofa",
    # ordinary English words used as given names
    "wordlike": ("M:Will Bill Grant Hunter Mason Chase Wade Reed Rusty Cliff Dale Glen Heath "
                 "Forest Jay Frank Art Guy Gene Sterling Rich Lane "
                 "F:Hope Grace Faith Joy Rose Iris Ivy Dawn Brook Autumn April June Summer Holly "
                 "Hazel Amber Ruby Pearl Sunny Robin Wren Lark Sky Honey Clementine"),
    "us_common": ("M:Tyler Brandon Derek Travis Kyle Marcus Darnell Jamal Cody Trevor Dustin "
                  "F:Brittany Kayla Tasha Latoya Shelby Destiny Courtney Amber Jasmine Krystal"),
}

SURNAME = {
    "english": "Ashworth Pembridge Whitcombe Harrowgate Thistlewood Langley Blackmore Fairbanks Ellery",
    "irish_scots": "O'Donoghue McTavish Fitzgerald MacLeod Gallagher Ni Bhriain Kilbride Drummond",
    "welsh": "Llewellyn Pryce Gruffydd Vaughan Bevan",
    "spanish": "Etxeberria Villanueva Castaneda Quintero Arrieta Benavides Ocampo Saldana",
    "portuguese": "Magalhaes Carvalho Figueiredo Azevedo Bettencourt",
    "italian": "Bellandi Scognamiglio Ferraro Lombardi Castellucci Mancuso",
    "german_dutch": "Kessler Oberholzer Van der Berg Hoekstra Brandauer Schwaiger",
    "polish_czech": "Wisniewski Kowalczyk Grabowska Novotny Dvorakova Zielinski",
    "russian_ukr": "Volkov Shevchenko Kuznetsova Bondarenko Lebedev Tkachuk",
    "greek": "Papadakis Christodoulou Stavridis Georgiou",
    "turkish": "Yilmaz Ozturk Demirci Aydin",
    "arabic": "Haddad Al-Masri Nasser Khoury Abdelrahman El-Sayed Mansour",
    "persian": "Tehrani Farahani Moradi Ghorbani",
    "south_asian": "Raghunathan Bhattacharya Iyer Sandhu Chaudhry Venkatesan Rahman Deshpande Kapoor",
    "chinese": "Zhang Liang Huang Xu Cheung Tsai",
    "korean": "Park Choi Jeong Han Kang",
    "japanese": "Watanabe Takahashi Matsuda Nakamura",
    "vietnamese": "Nguyen Tran Pham Vo Dang",
    "filipino": "Dela Cruz Bautista Macaraeg Villarin",
    "west_african": "Okonkwo Adeyemi Mensah Asante Eze Oyelaran Nwosu Boateng",
    "east_african": "Haile Warsame Kiptoo Gebremariam",
    "caribbean": "Jean-Louis Pierre-Paul Campbell Thelwell",
    "scandinavian": "Lindqvist Haugen Sorensen Bergstrom",
    "hebrew": "Rosenblatt Ben-David Shapiro Katz",
    "armenian_hungarian": "Petrosyan Hakobyan Szabo Kovacs",
    "pacific": "Kahananui Tuilagi Fonoti",
    "wordlike": ("Baker Cook Mason Fisher Hunter Wood Stone Hill Brooks Field Bell Young Little Long "
                 "Rich Price Grant Page Read Hope Marsh Moody Sharp Strong Swift Lamb Fox Wolf Bird "
                 "Crane Drake Frost Snow March Day Knight King Bishop Dean Porter Walker Glass Gold "
                 "Banks Waters Rivers Winter Church Cross Lane Noble Wise Best Good Love Wells Mills "
                 "Ward Hart Kidd Rose Savage Small Sweet Bond Hall Black White Green Gray"),
    "us_common": "Johnson Williams Jackson Robinson Henderson Coleman Patterson Sanders",
}

TITLES_M = ["Mr", "Mr."]
TITLES_F = ["Mrs", "Mrs.", "Ms", "Ms.", "Miss"]
TITLES_DR = ["Dr", "Dr.", "Dr.", "Dr"]
TITLES_PROF = ["Prof", "Prof."]

CRED_MD = ["MD", "DO", "MD, PhD", "MBBS", "MD", "MBBS, MRCP"]
CRED_RN = ["RN", "RN, BSN", "LPN", "RN, CCRN"]
CRED_OTHER = ["NP", "PA-C", "PharmD", "CNM", "RRT", "CRNA", "MSW, LCSW", "FNP-C", "RPh", "DNP, APRN"]

# places -------------------------------------------------------------------------
CITY_A = ("Ash Birch Cedar Elm Fern Maple Oak Pine Willow Alder Hazel Laurel Marl Hollin Thorn "
          "Quarry Mill Brook Stone Red Silver Copper Iron North South East West Fair Glen High "
          "Clear Still Bram Wick Harl Dun Kess Tarn Lyn Corr").split()
CITY_B = ("ford field ton ville dale wood brook haven port burg mont crest ridge view water wick "
          "bury stead more ley").split()
CITY_C = ["Falls", "Hollow", "Springs", "Junction", "Crossing", "Landing", "Heights", "Flats", "Bluff"]
COUNTIES = ["Tallis", "Okaloosa Pines", "Brandvale", "Merriwether", "Coyle", "Harnett Ridge", "Sable",
            "Wickliffe", "Dorrance", "Pell"]

STATES = [("Ohio", "OH"), ("Illinois", "IL"), ("Texas", "TX"), ("Georgia", "GA"), ("Oregon", "OR"),
          ("Michigan", "MI"), ("Pennsylvania", "PA"), ("Minnesota", "MN"), ("Virginia", "VA"),
          ("Arizona", "AZ"), ("Tennessee", "TN"), ("Wisconsin", "WI"), ("New Mexico", "NM"),
          ("North Carolina", "NC"), ("Kentucky", "KY"), ("Iowa", "IA"), ("Nebraska", "NE"),
          ("Colorado", "CO"), ("Missouri", "MO"), ("Louisiana", "LA"), ("Washington", "WA"),
          ("New York", "NY"), ("Massachusetts", "MA"), ("Alabama", "AL"), ("Utah", "UT"),
          ("Maine", "ME"), ("Indiana", "IN"), ("Kansas", "KS")]
AREA = ["212", "312", "404", "503", "614", "737", "206", "313", "412", "612", "804", "602", "615",
        "414", "505", "919", "502", "515", "402", "720", "314", "504", "617", "205", "801", "207", "317"]

COUNTRIES = ["Portugal", "Nigeria", "Vietnam", "Guatemala", "Ukraine", "India", "the Philippines", "Somalia",
             "Haiti", "Poland", "Mexico", "Ethiopia", "South Korea", "Iran", "Ghana", "Brazil", "Canada",
             "Ireland", "Greece", "Turkey", "El Salvador", "Kenya", "Peru", "Japan", "Lebanon"]

STREET_N = ("Quince Harlow Tamarack Bellflower Ridgeway Corliss Wendover Sparrow Millbank Pruitt Oakhurst "
            "Cobblestone Larkin Brightwood Fennimore Saddleback Orchard Juniper Kingfisher Alcott Hemlock "
            "Wexford Tanager Carrow Delacroix Pennyroyal Sumac Greyfriars Lockhart Maple Church Mill").split()
STREET_T = ["Street", "St", "St.", "Avenue", "Ave", "Ave.", "Road", "Rd", "Lane", "Ln", "Drive", "Dr", "Court",
            "Ct", "Way", "Boulevard", "Blvd", "Terrace", "Place", "Circle", "Pike", "Trail"]
UNIT = ["Apt 3", "Apt 12B", "Unit 4", "#207", "Apt. 5C", "Suite 110", "Lot 22", "Apt 1A", "Unit 9D"]

LANDMARKS = ["the Fairmont Galleria", "Harlan Reservoir", "the old Corliss Mill", "Kestrel Point Marina",
             "the Tamarack Trailhead", "Bellamy Park", "the Corliss Street bus depot", "Lantern Hill overlook",
             "the Pruitt Street overpass", "Oakhurst Community Pool"]
BUILDINGS = ["Rowan Tower", "Halvorsen Pavilion", "the Marchetti Building", "Brightwater Annex",
             "Kellerman Wing", "Sato Family Pavilion", "the Greene Atrium"]

# care sites: (stem, kinds)
HOSP_STEM = ["Kestrel Ridge", "Bellwether", "Saint Odilia's", "Hollis-Brandt", "Mercy Crossing", "Lantern Bay",
             "Fairhaven", "Graystone", "Larkspur Valley", "Three Rivers", "St. Wenceslas", "Cobalt Hills",
             "Marrowbone Creek", "Good Shepherd of the Plains", "Alder Point", "Northgate", "Silverlake",
             "Ridgeline", "Our Lady of the Meadows", "Tidewater", "Palisade", "Quarry Hill", "Harmon-Vance",
             "Driftwood", "Copper Basin", "Emberly", "Whitfield Memorial", "Solace Valley"]
HOSP_KIND = ["Medical Center", "General Hospital", "Regional Medical Center", "Hospital", "Memorial Hospital",
             "Community Hospital", "University Hospital", "Health System"]
CLINIC_KIND = {
    "cardio": ["Heart & Vascular Institute", "Cardiology Associates", "Heart Center"],
    "onc": ["Cancer Institute", "Oncology & Hematology", "Cancer Center"],
    "neuro": ["Neurology Group", "Neuroscience Institute", "Epilepsy Center"],
    "peds": ["Pediatrics", "Children's Hospital", "Pediatric Associates", "Kids Clinic"],
    "ob": ["Women's Hospital", "OB/GYN Associates", "Birthing Center", "Midwifery Practice"],
    "rad": ["Imaging Center", "Radiology Associates", "Diagnostic Imaging"],
    "path": ["Pathology Laboratory", "Reference Laboratory", "Dermatopathology"],
    "tx": ["Transplant Center", "Transplant Institute"],
    "pc": ["Family Medicine", "Family Practice", "Primary Care", "Community Clinic", "Internal Medicine"],
    "rehab": ["Rehabilitation Hospital", "Nursing and Rehab", "Skilled Nursing Facility", "Care Home",
              "Hospice House"],
}
PHARM_STEM = ["Bramble Street", "Corner Oak", "Hollins", "Medway", "Greenleaf", "Sunnyside", "Pillbox",
              "Riverbend", "Harbor Light", "Tri-County"]
PHARM_KIND = ["Pharmacy", "Drug", "Apothecary", "Pharmacy & Compounding"]
WARDS = ["Cedar Ward", "Magnolia Unit", "Birch 4", "Larkin 6 West", "Hawthorn Unit", "Osprey Ward",
         "Sequoia 3 North"]

ORG_STEM = ["Tidewater", "Brannock", "Northwind", "Bluegill", "Greer & Sons", "Pinecrest", "Halcyon",
            "Ironbridge", "Cardinal Ridge", "Maplewood", "Keystone Valley", "Redhawk", "Sutter-Vane",
            "Lakeshore", "Prairie Star", "Harrow", "Quillfeather", "Summit Peak", "Copperline", "Osgood"]
ORG_KIND = ["Freight", "Tool & Die", "Logistics", "Software", "Roofing", "Credit Union", "Foods", "Plastics",
            "Auto Body", "Dairy Co-op", "Construction", "Bakery", "Landscaping", "Insurance Group",
            "Poultry", "Printing", "Staffing", "Steel", "Veterinary Hospital", "Fitness"]
SCHOOL_KIND = ["Elementary", "Elementary School", "Middle School", "High School", "Montessori",
               "Academy", "Day School", "Preschool", "Early Learning Center"]
CHURCH = ["First Covenant Church", "St. Brendan Parish", "Grace Fellowship", "Beth Shalom Congregation",
          "Masjid al-Noor", "Mount Zion AME", "Holy Trinity Orthodox Church", "Riverside Baptist",
          "Sri Ganesha Temple"]
INSURER = ["Keystone Mutual Health", "Bluehaven Health Plan", "Carewell Assurance", "Meridian Peak Health",
           "Tri-Lakes Community Care Plan", "Evergreen Benefit Trust"]

PROFESSIONS = ["welder", "retired teacher", "middle school teacher", "long-haul truck driver", "electrician",
               "accountant", "dairy farmer", "line cook", "barista", "software engineer", "firefighter",
               "dental hygienist", "carpenter", "plumber", "librarian", "mail carrier", "veterinarian",
               "pastor", "roofer", "bus driver", "hairdresser", "paralegal", "machinist", "nurse",
               "home health aide", "cashier", "civil engineer", "bank teller", "retired coal miner",
               "graduate student", "forklift operator", "police officer", "flight attendant",
               "real estate agent", "custodian", "landscaper", "pharmacist", "seamstress", "auto mechanic",
               "chef", "data analyst", "warehouse worker", "janitor", "commercial fisherman", "ranch hand",
               "stay-at-home parent", "Uber driver", "professional violinist", "tattoo artist", "pilot"]

HOLIDAYS = ["Christmas", "Thanksgiving", "New Year's Day", "Easter", "the Fourth of July", "Labor Day",
            "Memorial Day", "Christmas Eve", "Halloween", "Mother's Day", "Ramadan", "Diwali",
            "Lunar New Year", "Passover", "Hanukkah"]

USER_WORDS = ["hiker", "gardener", "momof3", "bluebird", "runner", "cardsfan", "catlady", "fisherman",
              "quilter", "gamer", "birder", "knitter", "grandpa", "nana", "coach"]
