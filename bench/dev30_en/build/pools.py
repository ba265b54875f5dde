"""Invented name, place and organisation pools for dev30_en (all fictional)."""

FEMALE = """Abigail Ada Adaeze Aisha Akosua Alana Alejandra Alice Amara Amelia Amina Ana Anahera Anjali Annika
Aoife Ariana Asha Astrid Aurora Ayesha Beatriz Bethany Bridget Bronagh Camila Carmen Caoimhe Catalina Chanel
Charlotte Chiamaka Chloe Claire Daniela Deirdre Delphine Destiny Divya Dolores Ebony Eilidh Elena Eleni Elif
Eloise Esperanza Fatima Fiadh Fiona Freya Gabriela Grainne Gwen Hana Harriet Hinewai Hoa Ifeoma Ingrid Isabella
Ivana Jasmine Jessamy Joanna Kahurangi Kalani Kamala Katarzyna Keisha Kiri Lakshmi Latoya Leilani Lena Lucia
Mahalia Maire Malia Mariam Marisol Maya Mei Meredith Mia Miriama Nadia Naledi Nasrin Ngozi Niamh Nikita Noor
Oksana Olivia Parisa Pooja Priya Rania Rebecca Rochelle Roisin Rosalind Ruth Saanvi Sadia Samira Saoirse Sienna
Sinead Siobhan Sofia Sunita Tahlia Tamar Tanvi Tatiana Teresa Thandiwe Tiana Tuyet Valentina Vanessa Wairimu
Xiomara Yara Yasmin Yetunde Yuki Zainab Zanele Zara Zofia Agnieszka Bao Chantelle Dagny Esi Farida Greta Hadiza
Ines Jia Kateryna Lucinda Marta Nokuthula Orla Paloma Quynh Rukhsana Shirin Tupou Vaiola Ximena Yolanda Zeynep
Hollie Kayla Brianna Shauna Tegan Mackenzie Courtney Jodie Kerry-Ann Marie-Claire Genevieve Josee Nathalie Aroha
Mereana Halima Sahra Ubah Hodan Mulu Selam Tigist Layla Rasha Dunya Nour Habiba Khadija Zarghona Paw Htee""".split()

MALE = """Aaron Abdi Abdullahi Adebayo Ahmed Aidan Ajay Alejandro Alistair Amir Anand Andile Angus Anton Arjun
Ashok Bartosz Ben Bilal Bogdan Brendan Callum Carlos Cathal Chidi Cian Ciaran Colm Connor Darnell Dawit Declan
Dimitri Diego Dmytro Donal Duc Eamon Elijah Emeka Emmanuel Enrique Eoin Farhan Fergus Finn Fintan Florin Gareth
Gustavo Hamid Hamish Hemi Hiroshi Hussein Ibrahim Ifeanyi Igor Isaac Jamal Jaxon Jayden Jerome Jorge Joseph Juan
Kai Kamal Karim Kasim Keanu Kenji Kieran Kofi Kwame Lachlan Liam Lorcan Luca Luis Mahmoud Malachy Manaia Marcus
Mateo Matiu Mehmet Mihai Mohammed Mustafa Nasir Nathaniel Niall Nikolai Nnamdi Oisin Olusegun Omar Oscar Padraig
Paulo Pedro Pita Quentin Rafael Rahul Rajesh Ravi Reuben Rhys Ronan Rory Rustam Samir Samuel Sanjay Santiago
Seamus Sean Sergei Shane Siddharth Sione Stanislav Tama Tane Tariq Tevita Thabo Thanh Tomasz Tremaine Tuan Vikram
Viliami Wei Wiremu Xavier Yaw Yusuf Zoran Zubair Brody Cody Travis Darren Gavin Kyle Jean-Luc Mathieu Rangi
Hone Desmond Everton Delroy Winston Tyrone Mario Giorgos Nikos Aleksander Pawel Jakub Lwazi Sipho Tendai Farai
Gebre Haile Yonas Abdirahman Faisal Reza Dariush Hamza Khalid Jin Hyun-woo Min-jun Takeshi Arash Saw Ko""".split()

SURNAMES = """Abara Abdullah Achterberg Adeyemi Agarwal Ahern Akhtar Alvarado Amankwah Andersen Aquino Arslan Asante
Ashworth Bakshi Balogun Banerjee Barrett Beaumont Bekele Bellamy Bianchi Blackwood Boateng Bondarenko Bouchard
Boyle Brannigan Brennan Broadhurst Buckley Byrne Calloway Campos Carmody Castellanos Chakraborty Chandra Chaudhry
Chen Cheung Chukwu Cioffi Clancy Coker Colquhoun Costa Crowley Cruz Cunningham Dalgleish Daly Dempsey Deng Desai
Dhillon Diallo Dimitrov Doherty Donnelly Doyle Drummond Dubois Duffy Dunleavy Eastwood Egan Eze Fairbairn Farouk
Fenwick Ferreira Finnegan Fitzgerald Flanagan Fonua Forsyth Fraser Gallagher Garcia Gebremedhin Ghosh Gillespie
Gomes Gonzaga Gorman Goswami Grady Greenhalgh Guerrero Gunawardena Gupta Haddad Halvorsen Hanlon Haque Harrington
Hartigan Hassan Hatfield Hegarty Henare Hendricks Herrera Higgins Hoang Holloway Horvath Hosseini Huang Hughes
Ibekwe Iqbal Ivanova Jablonski Jafari Jankowski Jovanovic Joyce Kamara Kapoor Karanja Kavanagh Kaur Keane
Kelleher Kennedy Khan Khumalo Kiernan Kim Kinsella Kowalczyk Kozlov Krishnan Kuznetsova Lachance Lafleur Lam
Lambert Larkin Latu Leclerc Lindqvist Lombardi Lonergan Lowry Lynch MacAulay MacKinnon Madden Mahlangu Maguire
Malik Mansour Marchetti McAllister McBride McCarthy McDermott McGrath McInerney McKenna Medina Mehta Mensah
Molloy Moreno Moriarty Mulcahy Murphy Mwangi Nakamura Naidoo Navarro Ndlovu Nguyen Nikolaidis Novak Nowak Nwosu
Oduya Okafor Okonkwo Olawale O'Brien O'Connell O'Donoghue O'Halloran O'Neill O'Sullivan Osei Ozturk Paewai
Pakula Patel Pereira Petrenko Pham Phillips Piripi Popescu Pretorius Quigley Quinlan Rahman Ramirez Rangihuna
Rao Rashid Reddy Regan Reyes Rezaei Rivera Roche Rossi Ruatapu Ryan Sadiq Salazar Samarasinghe Sandoval Santos
Sato Schmidt Sekibo Shah Sharma Sheehan Shevchenko Singh Siddiqui Slattery Sokolova Soto Stavros Sullivan Suzuki
Tahir Takahashi Tamihana Taufa Thorne Tiwari Toala Tran Tremblay Turei Ulusoy Usman Valdez Vargas Vasquez
Venkataraman Vu Wahid Waititi Walsh Wan Wanjiru Warsame Whelan Whitfield Wojcik Wong Xu Yamamoto Yilmaz Yousef
Zamora Zhang Zhou Zielinski Abernethy Blanchard Corrigan Delacroix Ellison Frobisher Galbraith Hollingsworth
Ingram Jeffries Kingsley Lockhart Merriweather Northcott Pemberton Radcliffe Stanhope Thackeray Underwood Vickers
Winterbottom Yardley Ashby Brightwell Dunmore Esterhazy Fairweather Gutteridge Hawthorne Kettering Lumley
Marchbank Nettleton Oakley Pettigrew Rowntree Sedgwick Tolliver Wainwright Abiodun Mutasa Chikwanha Habimana
Nkurunziza Uwimana Mohamud Farah Jama Tesfaye Alemu Kebede Rahimi Karimi Nazari Popal Sahak Stanekzai Al-Khatib
Al-Masri Darwish Khoury Nasser Saleh Aung Htoo Ramos Lopez Castillo Flores Mendoza Gutierrez""".split()
SURNAMES += ["Da Silva", "Ni Bhriain", "Te Rangi", "Van der Merwe", "Mac Giolla", "De Souza"]

NICK = {"Elizabeth": "Liz", "Abigail": "Abby", "Alejandro": "Alex", "Nathaniel": "Nate", "Samuel": "Sam",
        "Bartosz": "Bart", "Rebecca": "Becky", "Gabriela": "Gabi", "Jessamy": "Jess", "Katarzyna": "Kasia",
        "Alistair": "Ali", "Mackenzie": "Kenzie", "Valentina": "Val", "Tatiana": "Tanya", "Rosalind": "Ros",
        "Emmanuel": "Manny", "Santiago": "Santi", "Nikolai": "Kolya", "Isabella": "Izzy", "Joseph": "Joe",
        "Aleksander": "Olek", "Dimitri": "Dima", "Stanislav": "Stan", "Siddharth": "Sid", "Lucinda": "Lucy"}

TOWN_A = """Ash Bram Cal Dun Elder Fern Glen Hale Iver Kil Lark Marl Nether Oak Pel Quar Rook Sel Thorn Ulver Wren
Yar Brack Corr Drum Fal Gor Holl Kest Lind Mor Nor Penn Rath Stan Tarn Vel Wick Alder Bex Carn Dal""".split()
TOWN_B = """ford bury wick ton field dale mouth haven combe ley stead brook moor ridge worth hurst by thorpe vale
water cross gate""".split()
US_TOWN_EXTRA = ["Port Calder", "Millbrook Falls", "Cedar Hollow", "East Varney", "Granite Bluff", "Pine Barrow",
                 "Harlan Springs", "North Tessaly", "Copper Flats", "Lake Orrin", "Fort Delmar", "Silas Creek"]
AU_TOWN_EXTRA = ["Yarrowee Heights", "Banksia Flat", "Coolabah Creek", "Wattle Downs", "Mount Kerrigan",
                 "Port Ellery", "Kurrawang Springs"]
NZ_TOWN_EXTRA = ["Waipuna Bay", "Te Rimu", "Kōwhai Downs", "Port Aramoana West", "Matarau", "Rimutaka Flat"]
IE_TOWN_EXTRA = ["Ballycarra", "Kilmoragh", "Drumcallow", "Castlebrennan", "Rathmoyle", "Ennisgarvan",
                 "Clonbarra", "Carrigmore"]

STREET_NAMES = """Elm Juniper Kestrel Marlow Tannery Orchard Quarry Mill Heron Willow Alder Rowan Beacon Cobble
Foundry Harbour Lantern Meadow Pilgrim Saddler Thistle Weaver Bramble Chestnut Larch Ferris Gannet Linnet Osprey
Plover Sorrel Tamarind Banksia Wattle Kowhai Totara Nikau Hazel Clover Granary Cooper Ropewalk Kiln Brewer
Lindley Ashgrove Carrick Fairholme Glenview Hillcrest Kingsmead Lakeview Northgate Oakridge Parkside Riverside
Seaview Stonebridge Westbourne Whitethorn Yewtree Copperbeech Blackthorn Fieldfare Lapwing Merlin Pippin""".split()

ORG_A = """Harbourline Summit Ironbark Bluegate Northwind Keystone Redfern Tidewater Granite Polaris Copperleaf
Silverline Oakhurst Brightwater Kestrel Meridian Pinecrest Riverbend Coastal Highfield Ridgeway Sterling Westmark
Evergreen Foxglove Ashlar Crestview Lodestar Bramwell Halcyon""".split()
ORG_B = ["Freight", "Logistics", "Construction", "Plastics", "Foods", "Mining", "Aviation", "Rail Services",
         "Care Services", "Metalworks", "Poultry Processing", "Civil Engineering", "Haulage", "Roofing",
         "Packaging", "Timber", "Demolition", "Security Services", "Cleaning Services", "Scaffolding",
         "Electrical", "Airlines", "Bus Company", "Waste Management", "Dairy Co-operative", "Shipyards",
         "Pharmaceuticals", "Telecom", "Hotels", "Meat Processors"]
ORG_SFX = {"US": ["Inc.", "LLC", "Corp.", "", "Co."], "UK": ["Ltd", "plc", "", "Group"],
           "CA": ["Inc.", "Ltd.", "", "Corp."], "AU": ["Pty Ltd", "", "Group"], "IE": ["Ltd", "DAC", "", "Teoranta"],
           "NZ": ["Ltd", "Limited", ""]}

OCCUPATIONS = """forklift operator|warehouse picker|scaffolder|electrician|plumber|carpenter|bricklayer|welder|
heavy goods vehicle driver|bus driver|delivery driver|taxi driver|long-haul truck driver|crane operator|
machine operator|meat packer|poultry line worker|baker|chef|kitchen porter|barista|cleaner|care assistant|
home care worker|teaching assistant|primary school teacher|secondary school teacher|librarian|accountant|
payroll clerk|call centre agent|software developer|data analyst|civil engineer|quantity surveyor|architect|
solicitor|paralegal|police officer|firefighter|paramedic|prison officer|security guard|postal worker|
farm labourer|fruit picker|fisherman|deckhand|miner|driller|roofer|painter and decorator|plasterer|
landscaper|tree surgeon|groundskeeper|retail assistant|shop manager|hairdresser|beautician|tailor|
seamstress|mechanic|panel beater|airline pilot|flight attendant|air traffic controller|aircraft engineer|
rail signaller|train driver|dock worker|stevedore|lab technician|pharmacy assistant|dental nurse|
veterinary nurse|social worker|youth worker|journalist|photographer|graphic designer|musician|
hotel receptionist|housekeeper|chemical plant operator|laboratory chemist|lineworker|telecoms engineer|
surveyor|insurance broker|bank teller|estate agent|university lecturer|research assistant""".replace("\n", "").split("|")
OCCUPATIONS = [o.strip() for o in OCCUPATIONS if o.strip()]

COUNTRIES_ORIGIN = ["Afghanistan", "Syria", "Eritrea", "Sudan", "South Sudan", "Somalia", "Ethiopia",
                    "Democratic Republic of the Congo", "Myanmar", "Iraq", "Iran", "Yemen", "Ukraine",
                    "Venezuela", "Honduras", "El Salvador", "Guatemala", "Burundi", "Rwanda", "Nigeria",
                    "Cameroon", "Haiti", "Colombia", "Sri Lanka", "Bangladesh", "Pakistan", "Libya", "Mali"]
COUNTRIES_TRANSIT = ["Türkiye", "Greece", "Libya", "Italy", "France", "Kenya", "Uganda", "Jordan",
                     "Lebanon", "Thailand", "Malaysia", "Indonesia", "Mexico", "Panama", "Guatemala",
                     "Ethiopia", "Niger", "Tunisia", "Bulgaria", "Serbia", "Pakistan", "Egypt", "Spain"]
DEPLOY_COUNTRIES = ["Afghanistan", "Iraq", "Kuwait", "Qatar", "Djibouti", "Bahrain", "Estonia", "Poland",
                    "Mali", "Cyprus", "South Korea", "Kosovo", "Bosnia", "Sierra Leone", "East Timor",
                    "Solomon Islands", "Lebanon", "Germany", "Japan", "Jordan"]
LANGUAGES = ["Dari", "Pashto", "Arabic", "Tigrinya", "Somali", "Amharic", "Swahili", "Kinyarwanda",
             "Burmese", "Karen", "Kurdish Sorani", "Farsi", "Ukrainian", "Russian", "Spanish", "French",
             "Lingala", "Tamil", "Urdu", "Haitian Creole", "Nuer", "Oromo"]
