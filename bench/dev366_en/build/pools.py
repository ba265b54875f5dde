"""Invented pools: person names of many origins, streets, organisations,
professions, device brands. Names are combined at random; none is meant to
be a real person. All strings are plain ASCII."""


def _w(s):
    return s.split()


# origin -> (female first names, male first names, surnames)
NAMES = {
    "anglo": (
        _w("Margaret Susan Karen Julie Helen Deborah Claire Rachel Emma Sophie Hannah Lucy "
           "Chloe Abigail Megan Shirley Joan Pauline Gillian Wendy Kathleen Brenda Sandra "
           "Tracey Leanne Kylie Brooke Courtney Madison Ashley Brittany Valerie Heather"),
        _w("Robert David Michael Peter Graham Keith Trevor Colin Stuart Nigel Gary Wayne "
           "Darren Craig Scott Jason Bradley Tyler Kyle Dylan Mitchell Harold Stanley Dennis "
           "Gordon Leslie Norman Clive Barry Russell Glenn Warren"),
        _w("Whitfield Hargreaves Pemberton Ashdown Collingwood Barlow Thornbury Fairweather "
           "Blackwood Holloway Kingsley Ramsbottom Oakley Pennington Stanbridge Cartwright "
           "Farrow Gresham Hadley Lockwood Merriman Nettleton Osgood Pickering Rowntree Sayer "
           "Tilbury Underhill Wadsworth Yardley Bramwell Dunmore Elcock Fenwick Goodall Hembry "
           "Ibbotson Jessop Kettle Lowther Marchbank Nuttall Ambler Crowther Daintree")),
    "irish": (
        _w("Siobhan Aoife Niamh Orla Grainne Deirdre Roisin Caoimhe Sinead Mairead Clodagh Una"),
        _w("Cathal Padraig Eoin Ciaran Donal Fergal Tadhg Colm Declan Ruairi Diarmuid Lorcan"),
        _w("O'Driscoll MacNamara Keohane Moynihan Dunphy Scanlon Brosnan Hegarty Lenihan "
           "Tierney Cronin Donnelly Gallagher Mulcahy Ahearne Cullinane O'Mahony Spillane "
           "Fitzmaurice Geoghegan")),
    "celtic": (
        _w("Morag Eilidh Catriona Isla Ffion Carys Bethan Seren Rhiannon Kirsty"),
        _w("Hamish Angus Fraser Calum Rhys Gareth Dafydd Emyr Iain Alasdair"),
        _w("McIntyre Drummond Buchanan Menzies Urquhart Galbraith Cairncross Pritchard "
           "Llewellyn Vaughan Prosser Bevan McCorquodale Lamont")),
    "italian": (
        _w("Giulia Francesca Chiara Rosaria Antonella Lucia Carmela Graziella"),
        _w("Giuseppe Salvatore Marco Vincenzo Luca Domenico Carmine Enzo"),
        _w("Bianchi Esposito Ferraro Marchetti Santoro Caruso Lombardi DeLuca Rinaldi Gallo "
           "Cavallaro Pellegrino")),
    "slavic": (
        _w("Agnieszka Katarzyna Magdalena Oksana Yulia Irina Halyna Zofia"),
        _w("Tomasz Piotr Krzysztof Andriy Dmitri Mykola Bogdan Jerzy"),
        _w("Kowalczyk Wisniewski Zielinski Nowakowski Shevchenko Bondarenko Kovalenko "
           "Petrov Volkov Jaworski Sobczak Hrytsenko")),
    "greek": (
        _w("Eleni Despina Georgia Vasiliki Paraskevi Sofia"),
        _w("Dimitrios Konstantinos Nikolaos Spiros Thanasis Stavros"),
        _w("Papadopoulos Georgiou Konstantinidis Christodoulou Alexiou Vlahos Kyriakou "
           "Demetriou")),
    "southasian": (
        _w("Priya Anjali Sunita Kavita Lakshmi Harpreet Navneet Farzana Nusrat Shabana "
           "Ayesha Dilani Tharushi Meenakshi Rukhsana"),
        _w("Rajesh Sanjay Vikram Arjun Harjit Gurpreet Imran Tariq Bilal Shahid Rohan Kasun "
           "Nuwan Mahesh Anwar"),
        _w("Sharma Patel Iyer Krishnan Venkatesan Chaudhry Qureshi Siddiqui Rahman Hossain "
           "Sandhu Grewal Dhillon Perera Jayasuriya Wickramasinghe Bhattarai Gurung "
           "Raghunathan Malik")),
    "eastasian": (
        _w("Mei Xiaoling Jing Yuki Haruka Min-ji Seo-yeon Huong Linh Lan Xiu"),
        _w("Wei Jun Hao Kenji Takeshi Ji-hoon Min-jun Minh Tuan Duc Zhiwei"),
        _w("Zhang Liu Chen Huang Zhao Tanaka Watanabe Nakamura Kim Park Choi Nguyen Tran "
           "Pham Hoang Lim Teo")),
    "filipino": (
        _w("Maricel Rowena Jocelyn Analyn Marilou Rosalind"),
        _w("Rodel Jomar Ferdinand Reynaldo Arnel Danilo"),
        ["Dela Cruz", "Bautista", "Villanueva", "Santos", "Mendoza", "Reyes", "Manalo",
         "Ocampo", "Dimaculangan"]),
    "african": (
        _w("Chiamaka Ngozi Adaeze Folasade Abena Akosua Amina Hodan Faith Tendai Nomvula "
           "Thandiwe"),
        _w("Chukwuemeka Oluwaseun Babatunde Kwame Kofi Yaw Abdirahman Tafadzwa Sipho Thabo "
           "Emeka"),
        _w("Okonkwo Adeyemi Oyelaran Nwachukwu Mensah Asante Boateng Owusu Warsame Hassan "
           "Abdullahi Moyo Ndlovu Dlamini Mokoena Eze")),
    "mena": (
        _w("Layla Mariam Noor Fatima Zeynep Elif Shirin Parisa Rania"),
        _w("Omar Khalid Youssef Ahmed Mehmet Emre Reza Dariush Samir"),
        _w("Haddad Khoury Nasser Al-Rashid Mansour Yilmaz Demir Ozturk Kaya Hosseini "
           "Tehrani Rahimi Saleh")),
    "hispanic": (
        _w("Guadalupe Maria Lucia Ximena Valentina Ines Joana Rocio"),
        _w("Jose Alejandro Carlos Luis Joao Tiago Rafael Ignacio"),
        _w("Hernandez Gutierrez Ramirez Morales Castillo Ortega Vargas Mendes Carvalho "
           "Oliveira Pereira Fonseca Quintero")),
    "pacific": (
        _w("Aroha Mere Ngaire Hine Losa Mele Sina Leilani Ana Moana"),
        _w("Wiremu Tane Rawiri Hemi Manaia Sione Tevita Viliami Ioane Nikau"),
        ["Ngata", "Parata", "Tawhiri", "Tipene", "Te Whata", "Fa'alogo", "Leota", "Taufa",
         "Fifita", "Havili", "Tupou", "Sapolu", "Rangihuna"]),
    "northeuro": (
        _w("Anneke Ingrid Birgit Sanne Liesel Astrid Maaike"),
        _w("Pieter Henk Lars Jurgen Klaus Sven Joost"),
        ["van der Berg", "de Vries", "Janssen", "Schreiber", "Hoffmann", "Lindqvist",
         "Andersen", "Brandt", "Vermeulen"]),
    "jewish": (
        _w("Miriam Rivka Shoshana Tova"),
        _w("Avraham Yosef Mordechai Ezra"),
        _w("Goldfarb Rosenthal Abramovich Friedmann Katz Levitan")),
}

ORIGINS = sorted(NAMES)

# country -> list of (origin, weight)
ORIGIN_WEIGHTS = {
    "USA": [("anglo", 30), ("hispanic", 14), ("african", 8), ("eastasian", 7),
            ("southasian", 6), ("italian", 6), ("irish", 5), ("slavic", 4), ("jewish", 4),
            ("mena", 4), ("filipino", 4), ("greek", 2), ("northeuro", 3)],
    "UK": [("anglo", 34), ("southasian", 14), ("celtic", 10), ("african", 7), ("irish", 5),
           ("slavic", 6), ("eastasian", 4), ("mena", 4), ("italian", 3), ("greek", 2),
           ("northeuro", 2), ("jewish", 2), ("filipino", 3)],
    "Canada": [("anglo", 24), ("southasian", 10), ("eastasian", 10), ("celtic", 6),
               ("irish", 5), ("italian", 5), ("slavic", 7), ("filipino", 6), ("african", 5),
               ("mena", 5), ("hispanic", 3), ("northeuro", 3), ("jewish", 2), ("greek", 2)],
    "Australia": [("anglo", 30), ("eastasian", 10), ("southasian", 9), ("greek", 6),
                  ("italian", 7), ("celtic", 5), ("irish", 5), ("pacific", 4),
                  ("filipino", 4), ("mena", 5), ("african", 3), ("slavic", 3),
                  ("northeuro", 3), ("hispanic", 2)],
    "Ireland": [("irish", 42), ("anglo", 12), ("slavic", 10), ("celtic", 4),
                ("african", 6), ("southasian", 6), ("filipino", 5), ("eastasian", 3),
                ("hispanic", 4), ("mena", 3), ("italian", 3), ("northeuro", 2)],
    "New Zealand": [("anglo", 28), ("pacific", 22), ("celtic", 8), ("eastasian", 9),
                    ("southasian", 8), ("filipino", 5), ("northeuro", 5), ("irish", 4),
                    ("african", 3), ("mena", 3), ("slavic", 2), ("greek", 2),
                    ("italian", 1)],
}

NICKNAMES = {"Robert": "Bob", "Margaret": "Maggie", "David": "Dave", "Michael": "Mick",
             "Peter": "Pete", "Kathleen": "Kath", "Deborah": "Debbie", "Gordon": "Gordie",
             "Giuseppe": "Joe", "Salvatore": "Sal", "Dimitrios": "Jim", "Konstantinos": "Con",
             "Chukwuemeka": "Emeka", "Oluwaseun": "Seun", "Wiremu": "Bill", "Alejandro": "Alex",
             "Padraig": "Paddy", "Susan": "Sue", "Stanley": "Stan", "Leslie": "Les",
             "Patricia": "Trish", "Tomasz": "Tom", "Sandra": "Sandy", "Rajesh": "Raj",
             "Nikolaos": "Nick", "Xiaoling": "Lily", "Dennis": "Den", "Valerie": "Val"}

STREET_BASES = _w(
    "Elm Oak Ash Birch Willow Cedar Maple Chestnut Hawthorn Rowan Alder Juniper Larch "
    "Poplar Sycamore Station Church Mill Bridge Market Victoria Albert Queen King Park "
    "Harbour Beach Ridge Valley Meadow Orchard Riverside Quarry Forge Tannery Chapel Abbey "
    "Priory Ironbark Wattle Banksia Jacaranda Totara Kowhai Rimu Spruce Tamarack Linden "
    "Greenway Foxglove Heather Kingfisher Lantern Pennywell Ropewalk Saltings Thistle "
    "Wharf Windmill Cobble Brackenridge Fernhill Glebe Harcourt Lovell Moorcroft")

STREET_SUFFIX = {
    "USA": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln",
            "Boulevard", "Blvd", "Court", "Ct", "Way", "Place", "Pl", "Terrace"],
    "UK": ["Street", "Road", "Lane", "Close", "Crescent", "Avenue", "Way", "Gardens",
           "Grove", "Terrace", "Drive", "Mews", "Walk", "Rise"],
    "Canada": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Crescent",
               "Cres", "Court", "Way", "Boulevard", "Trail", "Line"],
    "Australia": ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Parade", "Pde", "Crescent",
                  "Cres", "Court", "Ct", "Drive", "Dr", "Place", "Pl", "Close", "Terrace"],
    "Ireland": ["Road", "Street", "Avenue", "Park", "Lawn", "Grove", "Crescent", "Drive",
                "Heights", "Close", "Manor", "View"],
    "New Zealand": ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Crescent", "Cres",
                    "Drive", "Dr", "Place", "Pl", "Terrace", "Tce", "Grove", "Way"],
}

PROFESSIONS = [
    "bus driver", "HGV driver", "long-haul truck driver", "taxi driver", "retired teacher",
    "primary school teacher", "electrician", "dairy farmer", "sheep farmer", "accountant",
    "airline pilot", "chef", "plumber", "software developer", "fisherman", "crane operator",
    "police officer", "firefighter", "scaffolder", "barrister", "office cleaner",
    "care assistant", "university lecturer", "welder", "forklift operator", "mechanic",
    "retired coal miner", "shearer", "builder", "carpenter", "security guard",
    "retired bank manager", "postman", "hairdresser", "real estate agent", "journalist",
    "bricklayer", "retired nurse", "pharmacist", "shop assistant", "publican",
    "warehouse supervisor", "civil engineer", "retired army officer", "painter and decorator",
    "school caretaker", "train driver", "delivery driver", "landscape gardener",
    "retired postmaster", "librarian", "courier", "plasterer", "roofer", "baker",
]

EMPLOYERS = [
    "Kestrel Freight Ltd", "Harlow & Finch Solicitors", "Ironbridge Engineering",
    "Coastline Buses", "Pinecrest School District", "Greenfield Logistics",
    "Sunrise Bakery", "Brightwater Dairy Co-operative", "Tallowood Quarry Pty Ltd",
    "Mill Lane Primary School", "Northway Haulage", "Blue Heron Seafoods",
    "Castlegate Builders", "Redfern & Oakes Accountants", "Summit Roofing",
    "Larkspur Care Services", "Westmere Timber Co", "Harbourview Hotel Group",
    "Orchard Valley Packers", "Granite Peak Mining", "Falconer Security Services",
    "Riverbend Motors", "Copperleaf Software", "Eastgate Shopping Centre",
    "Saltmarsh Fisheries", "Thornfield Estates", "Lindenwood Grammar School",
    "Quayside Couriers", "Marlow Valley Council", "Beacon Air Charter",
]

COMMUNITY_ORGS = [
    "St Aidan's Parish", "Hillside Baptist Church", "Rotary Club of Hexley",
    "Kowhai Bay Men's Shed", "Grace Community Church", "Harbour Bowls Club",
    "Kooringal Ex-Servicemen's Club", "Al-Noor Mosque committee",
    "Sacred Heart Parish", "Riverside Lawn Tennis Club", "Gurdwara Sahib committee",
]

# invented device brands / models (not PHI: model names)
DES_BRANDS = ["Solace", "Kestrel DES", "Avalon Ultra", "Nexara SR", "Veritas Ti",
              "Orion Flex", "Luminar Xtend", "Cobalta Plus"]
DEVICE_MAKERS = ["Arcadian Medical", "Meridia Cardio", "Novalis Vascular", "Hartwell Devices"]
BALLOONS = ["Tempest NC", "Glidepath NC", "Sapphire SC", "Vector NC", "Zephyr SC"]
PACERS = ["Aria DR", "Vitalis SR", "Pulsar MRI DDDR", "Cadence DR MRI", "Serene SR"]
LEADS = ["Helix-52 active fixation", "Tined 58 cm passive", "Helix-58 active fixation"]
GUIDES = ["JL4", "JR4", "EBU 3.5", "XB 3.5", "AL1", "AL0.75", "JL3.5", "TIG 4.0",
          "IMA", "MPA", "Ikari L3.5"]
WIRES = ["workhorse 0.014 floppy", "Falcon Floppy 0.014", "Sion-type 0.014",
         "hydrophilic 0.014 polymer-jacketed", "extra-support 0.014"]
CONTRAST = ["iodixanol 320", "iohexol 350", "iopromide 370", "iohexol 300"]

EPONYM_SNIPPETS = [
    "Allen's test normal", "Barbeau test type B", "modified Allen test positive",
    "TIMI 3 flow", "Killip class I", "Medina 1,1,1", "Seldinger technique",
    "Mobitz II on arrival", "Wenckebach overnight", "no Valsalva-related bradycardia",
    "Holter showed pauses", "Doppler signal present", "Takotsubo considered",
    "no Dressler syndrome features", "Brugada pattern excluded", "Trendelenburg not required",
    "Hartmann's solution 500 mL", "Foley catheter not required", "Kussmaul sign absent",
    "Swan-Ganz not inserted", "Prinzmetal angina considered", "Bruce protocol stage 3",
    "Wolff-Parkinson-White excluded", "Stokes-Adams episode reported",
]

SCORES = [
    "GRACE 132", "SYNTAX score 18", "EuroSCORE II 1.9%", "CHA2DS2-VASc 3", "HAS-BLED 2",
    "Mehran score 6", "NYHA II", "CCS class III", "TIMI risk 4", "CRUSADE 31",
    "HEART score 6", "Canadian Cardiovascular Society class 2",
    "New York Heart Association class III",
]
