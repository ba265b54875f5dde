"""Invented pools for dev252_en (author 252). All contact data fictional."""

FIRST_M = """James Michael Robert David Thomas Daniel Matthew Andrew Joshua Ryan Tyler Brandon Kevin Jason
Oliver Harry George Alfie Callum Rhys Declan Fergus Hamish Owain Gethin Ciaran Padraig Eoin
Pieter Johannes Hendrik Stefan Willem Riaan Jaco Francois Gerhard Marius
Sipho Thabo Bongani Mandla Lwazi Siyabonga Themba Kagiso Tshepo Lebohang Luyanda Xolani Mthunzi
Rajesh Arjun Vikram Sanjay Rohan Anil Suresh Imran Faisal Bilal Tariq Omar Yusuf Khalid Hamza
Chinedu Emeka Oluwaseun Tunde Kwame Kofi Yaw Babajide Obinna Ikenna
Wei Jun Hao Minh Quang Tuan Jae-won Min-ho Hiroshi Kenji
Carlos Miguel Alejandro Luis Diego Rafael Joao Tiago Nuno
Piotr Tomasz Krzysztof Marek Andrei Dmitri Nikos Giorgos Stavros Lars Anders
Abdirahman Mohamed Hassan Dawit Tesfaye Desmond Winston Delroy Marlon Jerome Reuben""".split()

FIRST_F = """Mary Jennifer Linda Patricia Elizabeth Susan Jessica Sarah Karen Nancy Ashley Brittany Megan
Olivia Amelia Isla Freya Poppy Siobhan Niamh Aoife Catriona Morag Eilidh Rhiannon Carys Bronwen
Annelie Marietjie Elsabe Riana Liezl Charlize Anke Ilse Magda Sunette
Nomsa Thandiwe Zanele Lindiwe Nokuthula Palesa Refilwe Ayanda Nandi Busisiwe Khanyisile Lerato Dineo
Priya Anjali Sunita Kavita Deepa Meera Ayesha Fatima Zainab Nadia Samira Rukhsana Farah
Ngozi Chiamaka Adaeze Folake Abena Efua Akosua Yetunde Funmilayo
Mei Xiu Ling Thi Lan Huong Ji-yeon Soo-ah Yuki Aiko
Maria Lucia Carmen Sofia Valentina Ines Beatriz Joana
Agnieszka Katarzyna Magdalena Ewa Irina Olga Eleni Despina Ingrid Astrid
Hodan Amina Fardowsa Meseret Tigist Marcia Sharmaine Paulette Yolanda Imani""".split()

SURN = """Abernethy Achterberg Adebayo Agarwal Ahmed Akhtar Albrecht Alvarez Anand Appiah Arkwright
Ashworth Azevedo Bakshi Balogun Barraclough Bekker Bhattacharya Blackwood Boateng Bosch Botha
Brennan Brink Buthelezi Calloway Carvalho Castellanos Chakraborty Chaudhry Cheung Chinwe Chukwu
Coetzee Costello Cronje Dagher Dasgupta Delacroix Desai Dlamini Donnelly Drummond Du Plessis
Dube Duffy Ekwueme Eze Fairbairn Farouk Ferreira Fitzgerald Fonseca Fourie Gallagher Gcaba
Goldberg Gopal Greenhalgh Grobler Gumede Haddad Halloran Hargreaves Hashemi Heathcote Holmberg
Hossain Huang Ibekwe Iqbal Jablonski Janse van Rensburg Jayasuriya Jimenez Joubert Kaczmarek
Kalu Kapoor Karlsson Kennedy Khumalo Kim Kowalczyk Krishnan Kruger Lambrecht Le Roux Lindqvist
Lockhart Lombard Lungu MacAulay Mahlangu Makhubela Malik Mansour Marais Mbatha McAllister
McCready Mehta Mkhize Mokoena Molefe Montgomery Moodley Mthembu Mukherjee Murray Naidoo Nair
Ndlovu Nguyen Nkosi Ntuli O'Brien O'Callaghan O'Sullivan Obi Odhiambo Ogunleye Okafor Okonkwo
Oosthuizen Osei Pachauri Padayachee Papadopoulos Park Pather Petersen Pillay Prinsloo Quansah
Qureshi Rademeyer Mabaso-Nkuna Ramsay Rasool Reddy Reinholt Rezaei Rossouw Sandoval Schoeman
Sethi Shabalala Shah Sibiya Singh Sithole Smit Sokolov Steyn Sutherland Swanepoel Tandon Tembe
Thornbury Tran Tshabalala Uchenna Van der Merwe Van Wyk Venter Vermaak Viljoen Vo Wainwright
Walsh-Ogden Wanjiru Whitfield Wojcik Xaba Yamamoto Yildiz Zondo Zulu Abara Bernstein Carmichael
Dunleavy Estrada Forsythe Galloway Horvath Ivanova Jankowski Kettering Lindgren Mwangi Novak
Okoro Pretorius Quigley Ravensworth Sorensen Tiwari Umeh Vasquez Whitcombe Yeboah Zielinski""".split("\n")

def _surnames():
    out = []
    for line in SURN:
        toks = line.split()
        i = 0
        while i < len(toks):
            t = toks[i]
            if t in ("Du", "Le", "Van", "Janse") and i + 1 < len(toks):
                j = i + 1
                while toks[j] in ("van", "der"):
                    j += 1
                out.append(" ".join(toks[i:j + 1]))
                i = j + 1
            else:
                out.append(t)
                i += 1
    return out

SURNAMES = _surnames()

NICK = {"James": "Jim", "Robert": "Bob", "Michael": "Mike", "Thomas": "Tom", "Elizabeth": "Liz",
        "Patricia": "Trish", "Johannes": "Hannes", "Jennifer": "Jen", "Daniel": "Danny",
        "Catriona": "Cat", "Marietjie": "Mariet", "Siyabonga": "Siya"}

# country -> list of (city, region, kind of region)
CITIES = {
    "US": [("Springfield", "Illinois", "IL"), ("Dayton", "Ohio", "OH"), ("Tacoma", "Washington", "WA"),
           ("Macon", "Georgia", "GA"), ("Lubbock", "Texas", "TX"), ("Scranton", "Pennsylvania", "PA"),
           ("Fresno", "California", "CA"), ("Duluth", "Minnesota", "MN"), ("Worcester", "Massachusetts", "MA"),
           ("Greenville", "South Carolina", "SC"), ("Boise", "Idaho", "ID"), ("Albuquerque", "New Mexico", "NM"),
           ("Knoxville", "Tennessee", "TN"), ("Syracuse", "New York", "NY"), ("Tulsa", "Oklahoma", "OK"),
           ("Flint", "Michigan", "MI"), ("Cedar Rapids", "Iowa", "IA"), ("Mobile", "Alabama", "AL"),
           ("Eugene", "Oregon", "OR"), ("Reno", "Nevada", "NV")],
    "GB": [("Leeds", "West Yorkshire", ""), ("Sheffield", "South Yorkshire", ""), ("Bristol", "Avon", ""),
           ("Norwich", "Norfolk", ""), ("Preston", "Lancashire", ""), ("Swansea", "West Glamorgan", ""),
           ("Dundee", "Angus", ""), ("Stoke-on-Trent", "Staffordshire", ""), ("Exeter", "Devon", ""),
           ("Carlisle", "Cumbria", ""), ("Reading", "Berkshire", ""), ("Derby", "Derbyshire", ""),
           ("Hull", "East Riding", ""), ("Bolton", "Greater Manchester", ""), ("Wrexham", "Clwyd", ""),
           ("Inverness", "Highland", ""), ("Coventry", "West Midlands", ""), ("Lincoln", "Lincolnshire", "")],
    "ZA": [("Durban", "KwaZulu-Natal", "KZN"), ("Pietermaritzburg", "KwaZulu-Natal", "KZN"),
           ("Soweto", "Gauteng", "GP"), ("Pretoria", "Gauteng", "GP"), ("Benoni", "Gauteng", "GP"),
           ("Cape Town", "Western Cape", "WC"), ("Stellenbosch", "Western Cape", "WC"), ("George", "Western Cape", "WC"),
           ("Gqeberha", "Eastern Cape", "EC"), ("Mthatha", "Eastern Cape", "EC"), ("Polokwane", "Limpopo", "LP"),
           ("Mbombela", "Mpumalanga", "MP"), ("Bloemfontein", "Free State", "FS"), ("Kimberley", "Northern Cape", "NC"),
           ("Rustenburg", "North West", "NW"), ("Umlazi", "KwaZulu-Natal", "KZN")],
}

STREET_W = """Alder Birchwood Castlegate Dunmore Elmhurst Foxglove Granary Hawthorn Ivybridge Juniper Kestrel
Larkspur Millbrook Northcote Oakridge Pembroke Quarry Rosemount Sandpiper Thornfield Upland Violet
Willowbank Yarrow Jacaranda Protea Msinsi Umgeni Kloof Vygie Marula Bokmakierie Acacia Fynbos""".split()
STREET_T = {"US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Blvd", "Court"],
            "GB": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Way", "Gardens", "Terrace"],
            "ZA": ["Street", "Road", "Avenue", "Crescent", "Drive", "Rylaan", "Straat"]}

HOSP = {
    "US": ["Lakemont Regional Medical Center", "St. Brendan's Hospital", "Pinecrest University Hospital",
           "Harlow Valley Medical Center", "Mercy Ridge Hospital", "Copperfield Memorial", "Bayshore General",
           "Northgate Neuroscience Institute", "Sutter Creek Community Hospital", "Ironwood Trauma Center",
           "Glenmoor Rehabilitation Hospital", "Kessington Children's Hospital"],
    "GB": ["Royal Eastmoor Infirmary", "Calder Vale General", "St Aldhelm's Hospital", "Kingsmere University Hospital",
           "Brackenfield District General", "Queen Adela Hospital", "Moorgate Community Hospital",
           "Wyvern Neurosciences Centre", "Hollins Park Rehabilitation Unit", "Ashcombe Hospice"],
    "ZA": ["Kwaggasrand Academic Hospital", "Groenkloof Provincial Hospital", "Inkosi Mzilikazi Regional Hospital",
           "Seapoint Mediclinic", "Umvoti Valley Hospital", "Berea Heights Netcare", "Tygerkloof Hospital",
           "Nomzamo District Hospital", "Hillcrest Private Neuro Unit", "Sinethemba Step-Down Facility"],
}
PRACTICE = {"US": ["Oak Street Family Practice", "Riverbend Primary Care", "Westfield Medical Group", "CarePoint Clinic"],
            "GB": ["Elm Park Surgery", "Abbeyfield Medical Practice", "Thornbury Health Centre", "Castle Mead Surgery"],
            "ZA": ["Berea Family Practice", "Amanzi Family Practice", "Khayelitsha Site B CHC", "Rondebosch Medical Centre"]}
PHARM = {"US": ["Hillside Pharmacy", "QuickRx Drugs"], "GB": ["Lloydsfield Chemist", "Market Cross Pharmacy"],
         "ZA": ["Umhlali Pharmacy", "Kloof Dispensary"]}
WARDS = ["Ward 7B", "Ward 22", "Nightingale Ward", "Lister Ward", "Cairns Ward", "Horsley Ward",
         "Ward C4", "Jefferson Unit", "Penfield Ward", "Ward 11 North", "Cushing Ward", "Ward 6A"]

ORGS = ["Harcastle Freight", "Tollgate Engineering", "Bayside School District", "Greyfield Academy",
        "Westmoor Bus Company", "St. Columba's Church", "Ndlovu Construction", "Sasolburg Chemicals Ltd",
        "Kumalo Taxi Association", "Northern Rail Works", "Pinewood Poultry", "Redhill Quarry Co",
        "Umgeni Water Works", "Cedar Lane Primary School", "Pemberton Logistics", "Blue Crane Security",
        "Ridgeback Mining", "Lakeview Bakery", "Coastal Fisheries Co-op", "Holy Trinity Parish",
        "Mavuso Motors", "Thornton Steelworks", "Apex Scaffolding", "Brightwater Care Agency"]

PROF = ["bricklayer", "teacher", "bus driver", "electrician", "nurse", "miner", "farmer", "accountant",
        "welder", "taxi driver", "security guard", "plumber", "hairdresser", "chef", "postman", "lawyer",
        "scaffolder", "warehouse operative", "software engineer", "domestic worker", "forklift driver",
        "roofer", "shop assistant", "police officer", "carpenter", "mechanic", "student", "cleaner",
        "pastor", "journalist", "fisherman", "care assistant", "builder", "lorry driver", "secretary"]

COUNTRIES = ["Zimbabwe", "Malawi", "Nigeria", "Poland", "Portugal", "India", "Pakistan", "Somalia",
             "Mozambique", "Ireland", "Jamaica", "Philippines", "Lesotho", "Eswatini", "Ghana", "Vietnam",
             "Mexico", "Romania", "Kenya", "Bangladesh"]
HOME_COUNTRY = {"US": ["USA", "United States", "US"], "GB": ["UK", "United Kingdom", "England", "Scotland", "Wales"],
                "ZA": ["South Africa", "RSA", "SA"]}

LANDMARKS = ["Riverside Mall car park", "Kingsway roundabout", "Lakeside Park", "Eastgate Shopping Centre",
             "Pier 9 boardwalk", "Moses Mabhida stadium concourse", "Hollow Oak quarry", "Station Square",
             "Greenacres Retail Park", "Blue Lagoon taxi rank", "Mill Lane allotments", "Summit Ridge trailhead"]

DOMAINS = ["example.com", "example.org", "example.net"]
