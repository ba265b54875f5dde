"""Invented pools for dev357_en (author 357). All names, towns, streets, sites and
organisations here were made up for this set; states, provinces and countries are real."""

FIRST_M = """Arthur Bernard Clive Derek Desmond Gordon Harold Keith Malcolm Norman Raymond Roy
Trevor Wilfred Alistair Angus Callum Declan Eamon Fergal Padraig Seamus Cormac Gwilym Rhodri
Dafydd Ravi Sanjay Rajesh Harjit Gurdeep Imran Tariq Farhan Anil Vikram Wei Jun Hiroshi Kenji
Minh Duc Jae-won Sung-min Chidi Emeka Kwame Kofi Oluwaseun Tunde Youssef Karim Hassan Omar
Dariusz Tomasz Piotr Andrei Bogdan Nikos Giorgos Giuseppe Marco Salvatore Mateo Alejandro
Diego Luis Tama Wiremu Hemi Sione Tevita Ioane Lars Henrik Pieter Johan Francois Yves Wayne
Darryl Cliff Murray Barry Lyle Dwight Earl Leroy Chester Vernon Floyd Milton Stanley Ambrose
Cyril Horace Lionel Rupert Terence Colm Niall Ruaridh Hamish Ewan Deepak Mohinder Kamal
Aziz Bilal Zoran Milos Stavros Reuben Ezra Otis Cornelius Lennox Thaddeus Bartholomew Ignatius
Matiu Rangi Viliami Feleti Manu Baxter Conrad Rolf Dieter Gunnar""".split()

FIRST_F = """Doreen Margaret Edna Gladys Irene Joan Maureen Pauline Sheila Vera Winifred Brenda
Patricia Siobhan Aoife Niamh Bridget Mairead Roisin Fiona Morag Isla Eilidh Cerys Bethan
Angharad Priya Sunita Kamala Manjit Parveen Nusrat Ayesha Farida Mei Lian Yuki Keiko Hoa
Min-ji Eun-young Ngozi Adaeze Abena Folake Yetunde Fatima Layla Samira Noor Agnieszka Halina
Irina Svetlana Eleni Despina Giovanna Rosaria Carmen Lucia Guadalupe Aroha Mere Ngaire Losana
Mele Salote Ingrid Astrid Marieke Colette Genevieve Sharon Raelene Cheryl Lorraine Darlene
Loretta Bernice Gloria Mildred Ethel Hazel Myrtle Beverley Noreen Philomena Concepta Dympna
Gwendolyn Ottilie Rosalind Wilhelmina Harpreet Jaswinder Lakshmi Shanthi Thuy Xiu Ying
Oluwatoyin Chiamaka Efua Marisol Teresita Perpetua Rangimarie Huia Kalolaine Ivy Opal Pearl
Elspeth Tamsin Verity Delphine Sabine Jolanta Danuta Zofia Magdalena Evdokia""".split()

SURN = """Ashworth Blackwood Cartwright Dunmore Ellingham Fairbrother Greenhalgh Hargreaves
Illingworth Jessop Kettleby Lockwood Marchbank Northcott Oldroyd Pennington Quarmby Rawcliffe
Sutcliffe Thwaite Underhill Varley Whitlock Yardley O'Sullivan McNamara Fitzgerald MacLeod
Drummond Urquhart Gillespie Pritchard Llewellyn Vaughan Bevan Patel Sharma Chaudhry Gill
Sandhu Bhattacharya Iyer Raman Hussain Qureshi Malik Siddiqui Chen Wong Zhang Liu Tanaka
Nakamura Nguyen Tran Pham Kim Park Choi Okafor Adeyemi Mensah Owusu Nwosu Abiodun Haddad
Nasser Khalil Mansour Kowalski Nowak Wisniewski Popescu Ionescu Papadopoulos Georgiou Russo
Esposito Bianchi Romano Gonzalez Hernandez Morales Castillo Ngata Parata Faleolo Taufa
Havili Lindqvist Johansson Dubois Lefebvre Tremblay Gagnon Bouchard Kowalczyk Featherstone
Brightwater Hollis Kingsley Threlfall Ormerod Battersby Cowperthwaite Mottram Pickles Dowd
Kavanagh Brennan Donnelly Mulcahy Geraghty Kinsella Ruddock Penhaligon Trevithick Treloar
Achterberg Vandermeer Oyelowo Balogun Chukwu Asante Boateng Rahman Chowdhury Ahmed Karimi
Tehrani Farouk Horvath Szabo Novak Dvorak Petrovic Jovanovic Lindgren Halvorsen Sorensen
Tuilagi Fonoti Latu Kupu Whatuira Tawhiri Okonkwo Waddington Scarisbrick Tattersall
Birtwistle Cheung Lau Yip Fong Takahashi Matsuda Srinivasan Venkatesh Pillai Menon Nair
MacAulay Cormack Strachan Lennox-Boyd Fernandes Pereira Almeida Stojanovic D'Souza""".split()

RELATIONS = ["wife", "husband", "daughter", "son", "granddaughter", "grandson", "niece",
             "nephew", "neighbour", "friend", "carer", "partner", "sister", "brother",
             "son-in-law", "daughter-in-law"]

STREET_ROOT = """Alder Beacon Chantry Dovecote Elmstead Foxglove Granary Hawthorn Ironstone
Juniper Kiln Larkspur Millpond Nettlebed Orchard Pilgrims Quarry Rookery Saddler Tanners
Upland Vicarage Wheelwright Cobbler Ropewalk Wattle Banksia Kauri Totara Maple Tamarack
Birchmount Cedarvale Harebell Lapwing Marigold Pinfold Sandpiper Thistle Weaver Brackenfield
Coppice Dairy Ferncliffe Glebe Heathfield Kingfisher Lavender Meadowsweet Netherby Oakapple
Primrose Redwing Sorrel Teasel Wychwood Bluegum Ironbark Coolabah Pohutukawa Rimu Kowhai
Sugarbush Hemlock Dogwood Sassafras Magnolia Cottonwood Bramblewood Stonechat Whinberry""".split()

STREET_SUF = {
    "UK": ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Way", "Grove",
           "Terrace", "Court", "Gardens", "Mews", "Rise", "Walk"],
    "IE": ["Road", "Street", "Lane", "Avenue", "Park", "Drive", "Grove", "Terrace", "Court",
           "Crescent", "Heights", "Lawns"],
    "AU": ["Street", "Road", "Parade", "Avenue", "Crescent", "Drive", "Court", "Place", "Way",
           "Close", "Terrace", "Circuit", "Esplanade"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Drive", "Place", "Terrace", "Way", "Lane",
           "Grove", "Rise"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court", "Way", "Lane",
           "Trail", "Gate"],
    "US": ["Street", "Avenue", "Road", "Drive", "Lane", "Boulevard", "Court", "Way", "Place",
           "Circle", "Trail", "Parkway"],
}

TOWNS = {
    "UK": ["Ashcombe", "Bramleigh", "Kettlewick", "Hollinsgate", "Fenwick Magna",
           "Stavely Bridge", "Westmere", "Coldharbour Green", "Pelham Market", "Thornbury Vale",
           "Milbourne", "Redgrave St Peter", "Eastholme", "Carrow Heath", "Langstrothe",
           "Dunmere", "Aberfoyne", "Kilbrannan", "Glenlarrig", "Pontcarreg", "Cwmbrynach",
           "Saltmarsh End", "Whitcombe", "Harrowden Cross", "Little Aysgill", "Brackenthwaite",
           "Oxley Moor", "Nether Shawcombe", "Castle Ormsby", "Inverlochty"],
    "IE": ["Ballycorrig", "Kilmacross", "Drumderrig", "Carrigmore", "Rathvarna", "Lisnagarvey",
           "Ballinteer Bridge", "Knockaderry", "Glenaveen", "Clonmarragh", "Tubbermore",
           "Castlekeeran", "Ardnacrusha Cross", "Kilcolgan Bay", "Moyvalley", "Inishbrack",
           "Ballyfarnon Mills", "Dromkeen", "Cloonagh", "Templeroan"],
    "AU": ["Wattleton", "Banksia Heights", "Coolabah Creek", "Murrindal", "Yarrabin",
           "Kookaburra Flat", "Bellbrook Downs", "Tallowood", "Gidgee Springs", "Mallee Ridge",
           "Ironbark Hill", "Bilby Point", "Warrawee Park", "Currawong Bay", "Jarrah Vale",
           "Nullabri", "Emu Plains West", "Brolga Creek", "Wombat Gully", "Saltbush"],
    "NZ": ["Puketara", "Rimuwhenua", "Kahikatea Park", "Totara Ridge", "Pohutu Springs",
           "Kowhai Bay", "Ruru Valley", "Matawai Heights", "Tawa Glen", "Harakeke Flat",
           "Manuka Point", "Karaka Downs", "Pukeko Bend", "Weka Hill", "Tuatara Beach",
           "Kereru Grove", "Moana Vale", "Aotea Park"],
    "CA": ["Maple Hollow", "Pinecrest Falls", "Cedarbrook", "Lac-Sainte-Aurore", "Riverbend",
           "Tamarack Bay", "Port Ellery", "Birchmount", "Spruce Lake", "Beaverton Mills",
           "Saint-Onesime-du-Lac", "Caribou Crossing", "Fort Lismore", "Granite Harbour",
           "Elk Meadow", "Northcliffe Landing", "Loonridge", "Kingsmere"],
    "US": ["Millbrook Junction", "Harlow Springs", "Pinedale Ridge", "Oakmont Valley",
           "Clearwater Bend", "Fairhaven Hills", "Briar Creek", "Ashton Mills", "Cold Spring Hollow",
           "Lake Wendell", "Sycamore Flats", "New Carrick", "Mesa Verdugo", "Prairie Hollow",
           "Copper Falls", "Magnolia Bluff", "Stillwater Crossing", "Eagle Rock Gap",
           "Bayard City", "Red Hawk"],
}

COUNTIES = {
    "UK": ["North Yorkshire", "Cumbria", "Kent", "Devon", "Norfolk", "Lancashire", "Fife",
           "Gwynedd", "Shropshire", "Somerset", "Lincolnshire", "Aberdeenshire", "Powys"],
    "IE": ["Mayo", "Cork", "Galway", "Kildare", "Donegal", "Kerry", "Tipperary", "Wexford",
           "Sligo", "Clare", "Meath", "Offaly"],
}

STATES = {
    "US": [("Ohio", "OH"), ("Texas", "TX"), ("Oregon", "OR"), ("Georgia", "GA"),
           ("Michigan", "MI"), ("Arizona", "AZ"), ("Vermont", "VT"), ("Iowa", "IA"),
           ("Florida", "FL"), ("Minnesota", "MN"), ("Virginia", "VA"), ("Nevada", "NV"),
           ("Maine", "ME"), ("Kansas", "KS"), ("Illinois", "IL"), ("Colorado", "CO")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT"), ("Northern Territory", "NT")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Quebec", "QC"),
           ("Nova Scotia", "NS"), ("Manitoba", "MB"), ("Saskatchewan", "SK"),
           ("New Brunswick", "NB")],
    "NZ": [("Canterbury", "Canterbury"), ("Waikato", "Waikato"), ("Otago", "Otago"),
           ("Bay of Plenty", "Bay of Plenty"), ("Northland", "Northland"),
           ("Hawke's Bay", "Hawke's Bay"), ("Manawatu-Whanganui", "Manawatu-Whanganui"),
           ("Southland", "Southland"), ("Taranaki", "Taranaki")],
}

COUNTRY_NAME = {"UK": "United Kingdom", "IE": "Ireland", "AU": "Australia",
                "NZ": "New Zealand", "CA": "Canada", "US": "USA"}

ABROAD = ["Portugal", "Spain", "India", "Pakistan", "Poland", "Greece", "Italy", "Nigeria",
          "Ghana", "Philippines", "Vietnam", "China", "Lebanon", "Jamaica", "Fiji", "Samoa",
          "Tonga", "South Africa", "the Netherlands", "Malta", "Cyprus", "Sri Lanka",
          "Bangladesh", "Kenya", "Croatia", "Scotland", "Wales", "Hong Kong", "Egypt",
          "Turkey", "Thailand", "Mexico", "Germany", "France", "Barbados", "Canada",
          "Australia", "New Zealand", "Ireland", "England"]

LANGS = ["Punjabi", "Urdu", "Polish", "Cantonese", "Mandarin", "Vietnamese", "Greek",
         "Italian", "Arabic", "Bengali", "Gujarati", "Tongan", "Samoan", "Portuguese",
         "Spanish", "Korean", "Yoruba", "Irish", "Welsh", "French", "Te Reo Maori"]

BIRDS = ["Kestrel", "Heron", "Kingfisher", "Wren", "Skylark", "Curlew", "Osprey", "Puffin",
         "Avocet", "Plover", "Tui", "Kereru", "Kookaburra", "Rosella", "Lorikeet", "Loon",
         "Bluejay", "Sandpiper", "Oriole", "Fantail", "Bellbird", "Egret", "Petrel"]
TREES = ["Rowan", "Larch", "Willow", "Alder", "Aspen", "Cedar", "Juniper", "Linden", "Kauri",
         "Rimu", "Banksia", "Jacaranda", "Maple", "Sycamore", "Hornbeam", "Tamarind",
         "Wattle", "Magnolia", "Birch", "Holly"]
SAINTS = ["Aldhelm", "Brendan", "Cuthbert", "Winifred", "Columba", "Oswald", "Frideswide",
          "Kentigern", "Petroc", "Ita", "Brigid", "Hilda", "Finbar", "Bartholomew", "Luke",
          "Anselm", "Dunstan", "Wilfrid", "Kieran", "Declan"]
HOSP_EXTRA = ["Harbourside", "Kingsmead", "Larkhill", "Southgate", "Riverside Park",
              "Meadowbank", "Greyfriars", "Northshore", "Eastbrook", "Highcliff", "Fernleigh",
              "Stonebridge", "Lakeview", "Bellevue Ridge", "Westlands", "Crosshaven"]

HOSP_PAT = {
    "UK": ["{s} Eye Hospital", "{s} University Hospital", "Royal {s} Infirmary",
           "{s} General Hospital", "St {saint}'s Hospital", "{s} Community Hospital",
           "{s} District General Hospital", "Queen {queen} Hospital"],
    "IE": ["{s} University Hospital", "St {saint}'s Hospital", "{s} Regional Hospital",
           "Mater {s} Hospital", "{s} Eye and Ear Hospital", "{s} General Hospital"],
    "AU": ["{s} Eye Hospital", "{s} Base Hospital", "{s} Private Hospital",
           "St {saint}'s Hospital", "{s} Eye Centre", "{s} Health Service", "{s} Hospital"],
    "NZ": ["{s} Hospital", "{s} Eye Clinic", "{s} Base Hospital", "St {saint}'s Hospital",
           "{s} Public Hospital"],
    "CA": ["{s} General Hospital", "{s} Eye Institute", "{s} Health Sciences Centre",
           "St. {saint}'s Hospital", "{s} Regional Health Centre", "Hopital {s}"],
    "US": ["{s} Retina Associates", "{s} Eye Institute", "{s} Medical Center",
           "{s} Memorial Hospital", "St. {saint}'s Medical Center", "{s} Retina Consultants",
           "{s} Regional Medical Center", "{s} VA Medical Center"],
}
QUEENS = ["Adelaide", "Matilda", "Philippa", "Eleanor", "Caroline"]

GP_PAT = {
    "UK": ["{s} Medical Practice", "{s} Surgery", "{s} Health Centre", "The {t}s Surgery",
           "{s} Group Practice"],
    "IE": ["{s} Medical Centre", "{s} Family Practice", "{s} Health Centre", "The {t}s Clinic"],
    "AU": ["{s} Medical Centre", "{s} Family Practice", "{s} Medical Clinic", "{t} Street Clinic"],
    "NZ": ["{s} Medical Centre", "{s} Health Centre", "{s} Family Doctors", "{t} Medical"],
    "CA": ["{s} Family Health Team", "{s} Medical Clinic", "{s} Family Medicine Centre"],
    "US": ["{s} Family Medicine", "{s} Primary Care", "{s} Internal Medicine Associates",
           "{t} Family Health Clinic"],
}
OPTOM_PAT = ["{s} Optometrists", "{b} Eyecare", "{s} Eye Care Centre", "{b} Vision",
             "{s} Opticians", "{t} Optometry"]
PHARM_PAT = ["{s} Pharmacy", "{b} Chemist", "{s} Compounding Pharmacy", "{t} Pharmacy"]
UNIT_PAT = ["{b} Ward", "{t} Eye Unit", "{b} Day Unit", "{t} Injection Suite", "{b} Suite",
            "{t} Day Surgery Unit", "{b} Macular Unit"]
BUILDING_PAT = ["{sur} Wing", "{t} Building", "{sur} Pavilion", "{b} House", "{t} Block"]

ORG_PAT = ["{s} Freight Ltd", "{s} Borough Council", "{t} Building Society", "{s} Bus Company",
           "{b} Couriers", "{s} Water Board", "{t} Timber Co", "{s} Primary School",
           "{b} Dairies", "{s} Rail", "{t} Engineering", "St {saint}'s Parish",
           "{s} Golf Club", "{b} Logistics", "{s} Sight Loss Support Group",
           "{t} Printing Works", "{s} Co-operative", "{b} Security Services", "{s} Grammar School",
           "{s} Bowls Club", "{t} Mining", "{b} Airlines", "{s} Textiles"]
INSURER = {
    "UK": ["Kestrel Health Assurance", "Pennine Mutual Healthcare", "Lantern Medical Insurance"],
    "IE": ["Clonmel Cross Health Insurance", "Shannonside Health Cover", "Lantern Health Ireland"],
    "AU": ["Wattlecare Health Fund", "Southern Crossing Health", "Ironbark Members Health"],
    "NZ": ["Silverleaf Health Insurance", "Kowhai Health Cover", "Tasman Mutual"],
    "CA": ["Maple Shield Benefits", "Northern Trillium Life", "Prairie Sun Insurance"],
    "US": ["Allegiant Health Plan", "Bluewater Mutual", "Sycamore Health Partners",
           "Keystone Senior Advantage", "Cascade Care Alliance"],
}
TRANSPORT_CO = ["Ashcombe Patient Transport", "CareWheels Community Transport",
                "Greenline Medical Transport", "Volunteer Driver Scheme of {s}", "{s} Cabs"]

PROFESSIONS = ["teacher", "bus driver", "HGV driver", "farmer", "accountant", "electrician",
               "plumber", "solicitor", "taxi driver", "watchmaker", "seamstress", "jeweller",
               "dairy farmer", "sheep farmer", "machinist", "postman", "librarian",
               "civil engineer", "airline pilot", "lorry driver", "shopkeeper", "dentist",
               "architect", "carpenter", "welder", "forklift operator", "chef", "hairdresser",
               "cleaner", "security guard", "university lecturer", "Anglican priest",
               "laboratory technician", "printer", "gardener", "veterinarian", "truck driver",
               "real estate agent", "bookkeeper", "draughtsman", "crane operator",
               "school cook", "bank clerk", "fisherman", "orchardist", "miner", "tailor",
               "piano tuner", "court reporter", "signwriter", "embroiderer", "locksmith",
               "surveyor", "greenkeeper", "diamond setter", "court stenographer"]

# Hard negatives (not PHI): eponyms, device models, drug names, trials, codes, public bodies.
EPONYMS = ["Amsler grid", "Snellen chart", "Goldmann applanation", "Bruch's membrane",
           "Henle fibre layer", "Stargardt disease", "Best disease", "Coats' disease",
           "Eales disease", "Irvine-Gass syndrome", "Purtscher retinopathy",
           "Berlin's oedema", "Vogt-Koyanagi-Harada", "Seidel test", "Gram stain",
           "Weiss ring", "Mittendorf dot", "Tenon's capsule", "Schlemm's canal",
           "Hollenhorst plaque", "Roth spots", "Elschnig spots", "Siegrist streaks",
           "Kestenbaum sign", "Watzke-Allen test", "Haidinger brushes"]
OCT_MODELS = ["Heidelberg Spectralis", "Zeiss Cirrus 5000", "Zeiss Cirrus 6000",
              "Topcon Triton", "Topcon Maestro2", "Nidek RS-3000", "Canon Xephilio OCT-S1",
              "Optovue Avanti"]
UWF_MODELS = ["Optos California", "Optos Daytona", "Optos Silverstone", "Zeiss Clarus 700"]
TRIALS = ["VIEW 1/2", "HAWK/HARRIER", "TENAYA/LUCERNE", "YOSEMITE/RHINE", "DRCR Protocol T",
          "CATT", "IVAN", "PULSAR", "BALATON/COMINO", "LEAVO", "SCORE2", "PHOTON"]
PUBLIC_BODIES = {"UK": ["NICE", "MHRA", "DVLA", "UKHSA"],
                 "IE": ["HPRA", "HIQA", "RSA"], "AU": ["TGA", "PBS", "Austroads"],
                 "NZ": ["PHARMAC", "Medsafe", "NZTA"],
                 "CA": ["Health Canada", "CADTH", "MTO"], "US": ["FDA", "CMS", "DMV"]}
