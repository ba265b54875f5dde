"""Invented name and place pools for dev26_en. Everything here was written for this set."""

GIVEN_F = """Abigail Ada Adaeze Aditi Agnieszka Aiko Aisha Alana Alejandra Alice Amara Amelia Ana Anahera Anjali
Annika Aoife Ariana Astrid Aroha Beatriz Bernadette Bethany Bich Bridget Bronwyn Camila Caoimhe Carmen Catalina
Chiamaka Chloe Chun Claire Clodagh Constance Daria Deborah Deepika Delphine Dilnoza Dorothy Eilidh Elena Eleni
Elif Ellen Ebele Esi Esther Eun-ji Fatima Fenella Fiona Folake Francesca Freya Gabriela Gemma Georgina Grainne
Gulnara Hana Hannah Harriet Hazel Helga Hina Hoa Imogen Ines Ingrid Iona Irina Isabel Isla Ivana Jacinta
Jasmine Jelena Joanna Josephine Judith Juliana Kalani Karin Kasia Kateryna Kavya Keiko Kirsty Kyla Lakshmi
Lan Leilani Lena Lerato Liesl Lina Linh Lorna Lucia Lucy Mabel Madeleine Mahala Mai Malia Marama Margaret
Mariam Marisol Maryam Maeve Mei Mele Meera Mihaela Mira Miriam Moana Nadia Naledi Nasrin Niamh Nicole Nkechi
Noor Nuala Olena Olga Oluwaseun Orla Paloma Parisa Pauline Precious Priya Rachel Rania Rebecca Rosalind Roxana
Ruth Saoirse Sadia Sakura Salote Samira Sanjana Sarah Seo-yeon Shirin Sinead Siobhan Sofia Sunita Svetlana
Tala Tamsin Tanvi Teresa Thandiwe Theodora Tiva Ursula Valentina Vanessa Vera Wanjiru Wen Winifred Xiu Yasmin
Yetunde Yolanda Yuki Zainab Zara Zeynep Zofia""".split()

GIVEN_M = """Aarav Abdullahi Adebayo Aidan Alasdair Alejandro Alistair Amir Anders Andrei Angus Anil Antoine Aroon
Arjun Ashok Barnaby Bartosz Benedict Bilal Bogdan Brendan Callum Caspar Cathal Chidi Chinedu Ciaran Colm Conor
Cormac Dai Damien Darius Declan Dmitri Donal Duc Dylan Eamon Emre Enrique Eoin Esteban Ewan Farid Felipe Fergus
Finn Florin Gareth Gideon Gonzalo Graham Gustavo Hamish Hamza Haruto Hemi Henrik Hiroshi Hoang Hugo Ibrahim Idris
Ifeanyi Ignacio Ilya Imran Isaac Ivan Jabari Jakub Jamal Javier Jin Joaquin Jonah Jun Kaito Kamal Karan Kazuki
Keanu Kenji Kieran Kofi Kwame Lachlan Laszlo Leon Liam Lorcan Luca Luis Magnus Malik Manaia Marek Mateo Matthias
Mehmet Milan Minh Mohammed Nasser Nikhil Niko Nnamdi Obinna Oisin Olumide Omar Oscar Pavel Pedro Piotr Quang
Rafael Rahul Rangi Ravi Reza Rhys Rohan Ronan Rory Ruairi Rustam Sachin Salvatore Sami Sandeep Santiago Seamus
Sefa Sergei Shane Siddharth Sione Stellan Sunil Tadhg Takeshi Tamati Tariq Thabo Theo Tiago Tobias Tomasz Tuan
Uriel Vikram Vusumuzi Wei Wiremu Xavier Yannick Yaw Yosef Yusuf Zane Zoltan Zhi""".split()

SURNAMES = """Abernethy Achebe Adeyemi Agarwal Aguilar Ahn Albrecht Alcott Almeida Amadi Andersen Antonelli Arkwright
Asante Ashdown Aziz Babatunde Bachmann Baird Balogun Banerjee Barrowclough Bauer Beaumont Bekele Belinski Bellamy
Bergstrom Bhatt Blackwood Bondarenko Bose Brannigan Bratton Brennan Brodie Bui Burkhardt Byrne Cadogan Calloway
Carmody Castellanos Cavanagh Chakraborty Chandran Chaudhry Cheng Chikwanha Chowdhury Cieslak Coates Connolly
Constantin Corrigan Costa Crawley Cruz Cunningham Dabrowski Dalgleish Danso Dasgupta Delacroix Demir Desai
Devereux Diallo Dimitrov Doherty Donnelly Dossou Drummond Duarte Dufresne Dunleavy Dvorak Eastwood Ebrahimi Ekwueme
Elsworth Embleton Eriksen Esposito Estrada Fairbairn Falconer Farouk Fennimore Ferreira Finnegan Fitzgerald Flanagan
Fonoti Forsythe Fraser Fujimoto Gallagher Garnier Gathoni Gentile Ghosh Gillespie Goldberg Gonzaga Gorecki Grimshaw
Guerrero Gunasekara Gupta Haddad Hakimi Halloran Hamada Hannigan Haraldsen Hargreaves Hashemi Hawthorne Heaney
Hegarty Henare Herrera Hoang Holloway Horvath Hosseini Huang Hutchins Ibekwe Iqbal Ishikawa Ivanova Jablonski
Jankowski Jayasuriya Jeong Joshi Kaczmarek Kamara Kapoor Karlsson Kavanagh Kaur Keane Kemal Kennelly Khalil
Khumalo Kiernan Kimura Kiplagat Kovacs Kowalczyk Krishnan Kuznetsov Lachance Lafferty Lambert Larkin Latu
Lavoie Leblanc Lennox Levesque Lindqvist Liu Lombardi Lowry Lucero MacAskill MacLeod Madsen Magnusson Mahlangu
Maitland Malhotra Mancini Marchetti Markovic Matagi McAllister McCaffrey McGregor McNulty Mehta Mendoza Meyer
Mistry Moloney Montague Moreau Morrissey Mukherjee Murakami Mwangi Nakamura Nair Navarro Ndlovu Nguyen Nielsen
Novak Nowicki Nunez O'Brien O'Connell O'Dwyer O'Hare Obi Ogunleye Okafor Okonkwo Olabode Oliveira Olsen Onyango
Ortega Osei Ostrowski Owusu Pacheco Padmanabhan Pak Palmer Papadopoulos Parekh Park Pellegrini Penhaligon Perera
Petrov Pham Pillai Pinto Popescu Prendergast Pretorius Quaye Quigley Quintero Rahman Rajapaksa Ramaswamy Rangihuna
Rasmussen Reddy Rees Reinholt Richter Rinaldi Rivera Robichaud Rodrigues Romero Rosenthal Rossi Rowntree Rutherford
Sadeghi Saito Salazar Samaraweera Santos Sato Schneider Sekar Sepúlveda Shah Shapiro Sharma Sheehan Shimizu Siddiqui
Silva Sinclair Singh Sithole Skarsgard Sokolov Soto Stavros Steinberg Strachan Sullivan Sundaram Suzuki Szabo
Tamihana Tan Tanaka Tautahi Teo Thackeray Thorne Tiwari Tkachenko Toussaint Tran Trevelyan Truong Tuilagi Turek
Uchenna Underhill Usman Valdez Vance Varga Vasquez Venkatesan Verhoeven Villanueva Volkov Vu Wainwright Walczak
Wanjiku Watanabe Weatherby Whelan Whitlock Wickramasinghe Winterbourne Wojcik Wong Wu Xiong Yamamoto Yeo Yilmaz
Yoon Zaman Zapata Zhang Zielinski Zubiri Ahmadi Ballantyne Cheong Faleolo Goh Lim Low Ong Quek Seah Toh Wee""".split()

NICK = {"Margaret": "Peggy", "Elizabeth": "Liz", "Josephine": "Jo", "Rebecca": "Becky", "Deborah": "Deb",
        "Alejandro": "Alex", "Benedict": "Ben", "Alistair": "Ali", "Dorothy": "Dot", "Theodora": "Teddy",
        "Bartosz": "Bartek", "Francesca": "Frankie", "Samira": "Sam", "Nicole": "Nicky", "Isabel": "Izzy",
        "Valentina": "Val", "Mohammed": "Mo", "Jonah": "Jo", "Gabriela": "Gabi", "Salvatore": "Sal",
        "Catalina": "Cata", "Santiago": "Santi", "Constance": "Connie", "Winifred": "Winnie",
        "Tobias": "Toby", "Matthias": "Matt", "Siddharth": "Sid", "Ignacio": "Nacho", "Katarzyna": "Kasia"}

# invented town-name parts
TOWN_A = """Ash Alder Bram Brack Cal Carrow Dun Elder Fen Fox Gold Har Hollin Ivy Kes Lark Marl Nor Oak Pen Quill
Raven Stan Thorn Wex Wyn Birch Cinder Dray Ember Glen Hazel Kirk Lynd Mere Ock Pell Rook Sedge Tarn Wil""".split()
TOWN_B = """ford bury ton field wick mouth ley dale brook haven stead worth combe holme by thorpe croft minster
gate moor""".split()
US_TOWN_EXTRA = ["Springs", "Falls", "Junction", "Heights", "Crossing", "Hollow", "Ridge", "Landing"]

STREET_NAMES = """Alderbrook Birchmoor Cobblestone Damson Eastwick Fernhollow Gannet Harebell Inglenook Juniper Kestrel
Larkspur Millrace Nettlebed Orchard Pelham Quarrybank Rookery Saltmarsh Tanners Upland Verity Willowmere Yarrow
Ashgrove Bramblewood Chestnut Dovecote Elmstead Foxglove Gorsey Heronsgate Ironbridge Kingfisher Lavender Meadowsweet
Northcote Osprey Pinfold Rosehip Sandpiper Thistledown Wheatfield Windrush Beacon Brookside Cedarwood Coldharbour
Copperbeech Dunmore Fairhaven Glebe Hawksmoor Hollybush Lanterns Marigold Oakapple Primrose Redgate Shearwater
Silverbirch Starling Tamarind Woodbine Cloverleaf Bellbird Kowhai Jacaranda Wattle Banksia Frangipani Kenanga
Seroja Cempaka Melor Teratai""".split()
SUFFIX = {
    "US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Court", "Boulevard", "Way", "Place"],
    "UK": ["Road", "Lane", "Close", "Crescent", "Grove", "Street", "Terrace", "Gardens", "Avenue", "Way", "Mews"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court", "Way"],
    "AU": ["Street", "St", "Road", "Parade", "Avenue", "Crescent", "Court", "Place", "Terrace"],
    "IE": ["Road", "Street", "Avenue", "Park", "Grove", "Terrace", "Lawns", "Drive", "Heights"],
    "NZ": ["Road", "Street", "Place", "Crescent", "Terrace", "Avenue", "Drive", "Rise"],
    "SG": ["Road", "Avenue", "Drive", "Street", "Crescent", "Walk", "Rise"],
}
SAINTS = ["Aidan", "Agnes", "Bartholomew", "Brendan", "Brigid", "Columba", "Cuthbert", "Finbar", "Hilda", "Ignatius",
          "Kieran", "Oswin", "Perpetua", "Winifred", "Dymphna", "Ailbe", "Clement", "Leonard", "Monica", "Raphael"]
SG_ESTATES = ["Tanjung Merah", "Bukit Kenari", "Kampong Selasih", "Telok Jambu", "Pasir Rimba", "Sungei Melati",
              "Chenderai", "Bukit Damar", "Tampang Baru", "Lorong Ketapang"]

US_STATES = [("California", "CA"), ("Ohio", "OH"), ("Texas", "TX"), ("Oregon", "OR"), ("Georgia", "GA"),
             ("Minnesota", "MN"), ("Pennsylvania", "PA"), ("Arizona", "AZ"), ("Michigan", "MI"),
             ("North Carolina", "NC"), ("Wisconsin", "WI"), ("Colorado", "CO"), ("Tennessee", "TN"),
             ("Massachusetts", "MA"), ("Virginia", "VA"), ("Kentucky", "KY"), ("Iowa", "IA"), ("Maine", "ME"),
             ("New Mexico", "NM"), ("Missouri", "MO"), ("Washington", "WA"), ("Illinois", "IL")]
CA_PROV = [("Ontario", "ON", "KLMNP"), ("British Columbia", "BC", "V"), ("Alberta", "AB", "T"),
           ("Nova Scotia", "NS", "B"), ("Manitoba", "MB", "R"), ("Quebec", "QC", "GHJ"),
           ("Saskatchewan", "SK", "S"), ("New Brunswick", "NB", "E")]
AU_STATES = [("New South Wales", "NSW", "2"), ("Victoria", "VIC", "3"), ("Queensland", "QLD", "4"),
             ("South Australia", "SA", "5"), ("Western Australia", "WA", "6"), ("Tasmania", "TAS", "7")]
NZ_REGIONS = ["Canterbury", "Otago", "Waikato", "Bay of Plenty", "Southland", "Northland", "Taranaki",
              "Hawke's Bay", "Manawatu-Whanganui", "Marlborough"]
IE_COUNTIES = ["Cork", "Galway", "Kerry", "Mayo", "Clare", "Limerick", "Wexford", "Donegal", "Sligo", "Kildare",
               "Meath", "Wicklow", "Tipperary", "Waterford", "Roscommon", "Offaly"]
UK_COUNTIES = ["West Yorkshire", "Devon", "Cheshire", "Norfolk", "Lancashire", "Kent", "Shropshire", "Somerset",
               "Cumbria", "Northumberland", "Fife", "Gwynedd"]
IE_KEYS = ["D04", "D08", "D12", "T12", "T23", "H91", "V94", "A65", "R95", "F91", "X91", "P31", "Y35", "W23"]
UK_AREAS = ["LS", "M", "B", "BS", "NE", "CF", "EH", "G", "NG", "S", "YO", "PL", "EX", "OX", "CB", "NR", "L", "SK",
            "BD", "HX", "LL", "KY", "CA", "TR"]

COUNTRIES = ["Kenya", "Tanzania", "Peru", "Bolivia", "Vietnam", "Cambodia", "India", "Nepal", "Ghana", "Brazil",
             "Indonesia", "Thailand", "Uganda", "Colombia", "the Philippines", "Sri Lanka", "Laos", "Ethiopia",
             "Madagascar", "Zambia", "Mozambique", "Ecuador", "Myanmar", "Nigeria", "Senegal", "Morocco",
             "Portugal", "Poland", "Romania", "Mexico", "Guatemala", "Egypt", "Jordan", "Malawi", "Bangladesh",
             "Pakistan", "Fiji", "Samoa", "Tonga", "Papua New Guinea", "South Africa", "Chile", "Argentina",
             "Ukraine", "Italy", "Greece", "Japan", "South Korea", "Malaysia", "Turkey"]

EMP_A = ["Brightwater", "Ironvale", "Northstar", "Harbourline", "Kestrel", "Bluegum", "Copperleaf", "Redfern",
         "Silverpine", "Tidewell", "Granite Peak", "Lakemoor", "Sunbridge", "Westmark", "Oakhurst", "Pinecrest",
         "Stonegate", "Riverbend", "Fieldcrest", "Harrowby", "Coastline", "Evergreen Vale", "Summit Ridge",
         "Quayside", "Marlowe", "Thistle", "Cinderford", "Bellwether", "Halcyon", "Lodestar"]
EMP_B = ["Logistics", "Foods", "Freight", "Construction", "Engineering", "Builders", "Dairy Co-op", "Plastics",
         "Software", "Insurance", "Brewing Co", "Timber", "Textiles", "Recycling", "Print Works", "Haulage",
         "Electrical", "Joinery", "Bakery", "Meats", "Aviation Services", "Marine", "Mining", "Credit Union",
         "Property Group", "Cleaning Services", "Security", "Packaging", "Poultry", "Orchards"]
INSURER = ["Bluewater Health Plan", "Keystone Mutual", "Harbor Shield Insurance", "Crestline Health",
           "Summit Care Assurance", "Lakeview Benefit Trust", "Pinnacle Members Health", "Northway Health Cover",
           "Southern Cross Mutual Benefit", "Fernleaf Health Fund", "Clearview Life & Health", "Evergreen Assure"]
UNIVERSITY_A = ["Halverton", "Carrowmoor", "Ellesby", "Northcote", "Wyncliffe", "Brackenridge", "Dunmore",
                "Kestwick", "Larkhaven", "Pellingham", "St Oswin's", "Marlbrook"]
RES_HALLS = ["Fennimore Hall", "Hawthorn House", "Ashby Court", "Larch Hall", "Osprey Tower", "Beaumont Hall",
             "Kingfisher Lodge", "Quarry Hall", "Meridian House", "Wrenfield Hall"]
BUILDINGS = ["Harcourt Pavilion", "Linden Building", "Penrose Wing", "Calder Tower", "Ashworth Building",
             "Kilbride Annex", "Mercer Pavilion", "Fairlie Building", "Orchard Block", "Wentworth Wing"]
WARDS = ["Willow Ward", "Rowan Ward", "Heron Unit", "Bluebell Ward", "Kauri Ward", "Linnet Unit", "Larch Ward",
         "Magnolia Unit", "Saffron Ward", "Juniper Day Unit", "Cedar Suite", "Poppy Unit"]
LANDMARKS = ["Millbrook Reservoir", "Carrow Quarry", "Bellhaven Pier", "Ridgeback Trail", "Lark Hill Skate Park",
             "Tarn Head lighthouse", "Oakmere Leisure Centre car park", "the Dray Street underpass",
             "Fenwick Rail Bridge", "Kestrel Point lookout"]
CHURCHES = ["St Aidan's Parish", "Grace Fellowship Church", "Harvest Tabernacle", "Masjid Al-Noor Kestwick",
            "Sri Ganesha Temple Ashbury", "Trinity Uniting Church", "Beth Shalom Congregation"]
SPORT_CLUBS = ["Harrowby Harriers", "Kestwick Rugby Club", "Northcote Netball Club", "Ashby Rowing Club",
               "Glenmere Golf Club", "Ravenford Cycling Club", "Dunmore GAA Club", "Oakholme Cricket Club"]
SCHOOLS_B = ["High School", "Grammar School", "Community College", "Primary School", "College", "Academy",
             "Secondary College", "Middle School"]
