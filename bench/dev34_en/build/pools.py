"""Invented / generic pools. Names are drawn from many origins; combinations are random.
Streets, institutions and organisations are built from invented place stems."""

def _w(s):
    return s.split()

def _l(s):
    return [x.strip() for x in s.split("|") if x.strip()]

FEMALE = _w("""
Abigail Alice Amelia Anna Beatrice Bethany Caroline Charlotte Chloe Claire Danielle Deborah
Eleanor Elizabeth Emily Emma Fiona Frances Gemma Georgina Gillian Hannah Harriet Helen Imogen
Isabel Jacqueline Jennifer Jessica Joanna Judith Karen Katherine Laura Lauren Linda Louise Lucy
Madeleine Margaret Megan Melanie Michelle Natalie Nicola Olivia Patricia Philippa Rachel Rebecca
Rosalind Samantha Sarah Sophie Susan Tessa Valerie Vanessa Yvonne Zoe Aoife Siobhán Niamh
Caoimhe Saoirse Róisín Orla Gráinne Sinéad Aisling Clodagh Eilidh Catriona Morag Mhairi Seren
Cerys Angharad Bronwen Ffion Rhiannon Brittany Ashley Kayla Tiffany Shanice Keisha LaToya
Madison Brianna Courtney Heather Kimberly Melissa Stephanie Amanda María Guadalupe Lucía Sofía
Valentina Camila Ximena Paola Daniela Alejandra Carmen Rosario Marisol Yesenia Itzel Inês Joana
Beatriz Mariana Leonor Giulia Francesca Chiara Alessandra Federica Eleni Katerina Despina
Theodora Androula Agnieszka Katarzyna Małgorzata Magdalena Zofia Oksana Olena Natalia Irina
Svetlana Anastasia Ioana Andreea Geneviève Marie-Ève Chantal Nathalie Sylvie Isabelle Mélanie
Josée Ingrid Sanne Femke Astrid Freya Sigrid Linnea Priya Ananya Kavya Lakshmi Meera Deepa
Sunita Anjali Pooja Shreya Nandini Harpreet Gurpreet Simran Manpreet Ayesha Fatima Zainab Nusrat
Farzana Rukhsana Sadia Samina Shabnam Tahmina Layla Noor Mariam Yasmin Huda Rania Amira Leila
Elif Zeynep Ayşe Shirin Parisa Roya Chiamaka Ngozi Adaeze Folasade Abimbola Yewande Funmilayo
Akosua Abena Efua Wanjiru Njeri Amina Hodan Faduma Hamdi Tigist Selam Meseret Thandiwe Nomvula
Zodwa Xiuying Jing Xiaoling Min-ji Seo-yeon Ji-woo Eun-ji Yuki Haruka Aiko Sakura Emiko Linh
Huong Ngoc Thuy Maricel Rowena Jocelyn Lorna Analyn Jhoanna Aroha Mereana Hinewai Anahera
Kahurangi Moana Losa Mele Sina Litia Salote Miriam Rivka Tova Shira Ayelet Chana Marcia
Paulette Simone Claudette Sherelle Tamika Noeline Raewyn Kiri Tracey Leanne Kylie Narelle
Colleen Maureen Bernadette Dolores Philomena Nuala Eithne Deirdre
""")

MALE = _w("""
Adam Alexander Andrew Anthony Benjamin Callum Charles Christopher Daniel David Edward Elliot
Gareth George Graham Harry Henry Jack James Jonathan Joseph Kevin Lewis Luke Matthew Michael
Nathan Nicholas Oliver Owen Patrick Paul Peter Philip Richard Robert Samuel Simon Stephen Stuart
Thomas Timothy William Alan Barry Colin Derek Dennis Geoffrey Gordon Keith Malcolm Nigel Roger
Trevor Cian Oisín Darragh Eoin Ciarán Seán Pádraig Tadhg Conor Fionn Ruairí Diarmuid Cathal
Donal Eamon Hamish Angus Fraser Lachlan Alasdair Rhys Dafydd Gethin Iwan Emyr Tyrone DeShawn
Jamal Marquis Tyler Brandon Cody Dustin Travis Jeremiah Darnell José Juan Carlos Luis Miguel
Alejandro Javier Diego Santiago Mateo Jesús Rafael Eduardo Héctor Ramón Emilio Ignacio João Tiago
Rui Duarte Gonçalo Giuseppe Marco Lorenzo Matteo Alessandro Giovanni Salvatore Dimitrios
Georgios Konstantinos Nikolaos Panagiotis Stavros Yiannis Piotr Krzysztof Tomasz Paweł Marcin
Łukasz Grzegorz Andrzej Wojciech Mykola Taras Dmytro Oleksandr Sergei Vladimir Mihai Bogdan
Andrei Florin Radu Ivan Jean-François Mathieu Étienne Luc Benoît Sébastien Marc-André Guillaume
Réjean Gaétan Jeroen Pieter Sven Lars Anders Magnus Bjørn Henrik Jens Arjun Rohan Vikram Rahul
Sanjay Rajesh Anil Suresh Karthik Pradeep Harjit Gurdeep Jaswinder Manjit Imran Faisal Tariq
Asif Bilal Usman Kamran Shahid Nasir Rafiq Sohail Mizanur Shamim Anwar Omar Khalid Yusuf Ibrahim
Hassan Hussein Mahmoud Karim Tarek Ziad Mehmet Emre Burak Mustafa Dariush Reza Kaveh Arash
Chinedu Emeka Obinna Chukwuemeka Oluwaseun Babatunde Olumide Kwame Kofi Kwabena Yaw Kojo
Njoroge Otieno Abdi Abdirahman Mohamed Tesfaye Dawit Yonas Sipho Thabo Themba Wei Jun Hao Ming
Jian Zhiwei Xiaoming Min-jun Seung-ho Ji-hoon Dong-hyun Hiroshi Takeshi Kenji Daisuke Haruto
Minh Tuan Quang Duc Thanh Huy Jericho Rodel Arnel Romeo Dante Ferdinand Wiremu Tane Rawiri Hemi
Mikaere Nikau Tamati Sione Tevita Viliami Semisi Iosefa Tavita Malakai Avraham Moshe Yosef Eitan
Ariel Shlomo Delroy Winston Clive Errol Desmond Leroy Shane Brendan Declan Fergal Kieran Warren
Craig Darren Wayne Bruce Murray Grant
""")

SURNAMES = _w("""
Ashworth Atkinson Barker Bartlett Blackburn Bradshaw Briggs Broadbent Buckley Burton
Butterworth Cartwright Chadwick Chapman Clarke Crossley Dawson Dixon Duckworth Ellis Fairclough
Fletcher Foster Gibson Goodwin Greenwood Hargreaves Harrison Hartley Hawkins Holloway Howarth
Hughes Jennings Kendrick Lambert Lawson Leach Lockwood Marsden Metcalfe Nicholson Oakley Ormerod
Pearson Pickering Pilling Radcliffe Rawlinson Redfern Ridley Rowntree Sharpe Simpson Southworth
Stanton Sutcliffe Thornton Townsend Tranter Walsh Warburton Whitaker Whitehead Wilkinson
Winstanley Woodcock Wright Yates Pemberton Ackroyd Kershaw Haworth Illingworth Fenwick Ogden
Hebden Eastwood Entwistle Murphy Kelly O'Sullivan O'Brien Byrne Ryan O'Connor O'Neill O'Reilly
McCarthy Gallagher O'Doherty Kennedy Lynch Quinn McLoughlin O'Carroll Connolly Daly Dunne
Brennan Burke Collins Fitzgerald Flanagan Hegarty Keane Mulcahy Nolan Tierney Whelan Cullinane
Geraghty Kavanagh Mooney Sheehan Ó Briain Mac Giolla Phádraig Ní Bhriain MacLeod MacDonald Campbell
Stewart Robertson Cameron Sinclair Drummond Ferguson Henderson McIntyre Munro Buchanan Evans
Pritchard Llewellyn Prosser Vaughan Griffiths Howells Jenkins Powell Rees Schneider Hoffmann
Krueger Schultz Vandermeer Kowalczyk Novak Hernandez Gonzalez Rodriguez Martinez Lopez Ramirez
Torres Flores Rivera Gutiérrez Castillo Vargas Mendoza Delgado Morales Ortiz Reyes Santos
Pereira Silva Ferreira Oliveira Costa Almeida Rossi Bianchi Romano Esposito Ricci Marino Greco
Conti Papadopoulos Georgiou Nikolaidis Konstantinou Kowalski Nowak Wiśniewski Wójcik
Lewandowski Zieliński Szymański Dąbrowski Kovalenko Shevchenko Bondarenko Tkachenko Ivanov
Petrov Popescu Ionescu Dumitru Lungu Horvath Tremblay Gagnon Côté Bouchard Gauthier Morin
Lavoie Fortin Gagné Ouellet Pelletier Bélanger Lévesque Bergeron Leblanc Paquette Thibodeau
Desrosiers Lapointe Arsenault Jansen Visser Meijer Mulder Andersson Johansson Lindqvist Nilsson
Halvorsen Haugen Sørensen Christensen Patel Shah Sharma Gupta Singh Kaur Gill Sandhu Dhillon
Grewal Sidhu Bhatia Chaudhry Iyer Nair Menon Pillai Reddy Krishnan Subramanian Banerjee
Chatterjee Mukherjee Bose Ghosh Joshi Kulkarni Deshpande Mehta Desai Trivedi Khan Hussain Ahmed
Akhtar Iqbal Malik Qureshi Rahman Chowdhury Uddin Begum Hossain Siddiqui Mirza Sheikh Raza
Al-Khatib Haddad Nasser Saleh Mansour Abdallah El-Sayed Farouk Hamdan Khoury Aziz Yilmaz Demir
Şahin Çelik Öztürk Kaya Hosseini Moradi Rahimi Karimi Tehrani Okafor Okonkwo Nwosu Adeyemi
Adebayo Ogunleye Balogun Oyelaran Akinola Mensah Asante Owusu Boateng Agyeman Osei Kamau Mwangi
Wanjiku Ochieng Abdullahi Warsame Farah Bekele Haile Girma Mekonnen Dlamini Nkosi Ndlovu Mokoena
Khumalo Wang Zhang Liu Chen Yang Huang Zhao Zhou Zhu Guo Lam Chan Wong Cheung Leung Tang Lau
Kim Lee Choi Jung Kang Yoon Jang Lim Tanaka Suzuki Takahashi Watanabe Yamamoto Nakamura
Kobayashi Sato Nguyen Tran Pham Hoang Phan Bui Ngo Duong Dela Cruz Bautista Villanueva Aquino
Ramos Castro Navarro Manalo Dimaculangan Macaraeg Panganiban Ngata Tipene Parata Te Aho Rangi
Hohaia Potae Te Kani Matenga Faleolo Tuilagi Fifita Taufa Afamasaga Tupou Vainikolo Aumua Leota
Sapolu Cohen Levy Friedman Goldberg Rosenberg Katz Weiss Shapiro Abramovich Mizrahi Ben-David
Edwards Brathwaite Forbes Bailey Ellington Gayle Beckford McKenzie Morrison Reid Harris Robinson
Mitchell Turner Phillips Roberts Morgan Richardson Howard Watson Bradley Russell Griffin Hayes
Myers Sullivan Sanders Perry Butler Patterson Reynolds Hamilton Daniels Palmer Nichols Hawthorne
Perkins Hudson Spencer Stephens Payne Pierce Matthews Arnold Wagner Willis Watkins Olson Carroll
Duncan Snyder Cunningham Andrews Ruiz Harper Riley Armstrong Greene Lawrence Elliott Chavez
Peters Kelley Franklin Schmidt Carr Vasquez Wheeler Montgomery Richards Williamson Johnston Meyer
McCoy Howell Alvarez Kowalewski Lindgren Abernathy Whitlock Trelawney Penhaligon Kerrigan
Donnelly McGrath Costello Fennelly
""")
# multi-word surnames that the whitespace split above broke apart
_MULTI = ["Ó Briain", "Mac Giolla Phádraig", "Ní Bhriain", "Dela Cruz", "Te Aho", "Te Kani"]
_DROP = set(" ".join(_MULTI).split())
SURNAMES = [s for s in SURNAMES if s not in _DROP] + _MULTI + [
    "de la Cruz", "van der Berg", "Smith-Okoro", "Hartley-Nunn", "Al-Amin", "Kaur-Dhillon",
    "McAllister-Reid", "O'Donovan", "D'Souza", "St Clair"]

NICKNAMES = {
    "Robert": "Bobby", "William": "Billy", "Elizabeth": "Liz", "Margaret": "Peggy",
    "Katherine": "Kate", "Alexander": "Sandy", "Thomas": "Tommy", "Patrick": "Paddy",
    "Richard": "Rick", "Christopher": "Chris", "Jennifer": "Jen", "Rebecca": "Becky",
    "Samantha": "Sam", "Nicholas": "Nick", "Oluwaseun": "Seun", "Chukwuemeka": "Emeka",
    "Babatunde": "Tunde", "Abdirahman": "Abdi", "Konstantinos": "Kostas", "Dimitrios": "Jim",
    "Oleksandr": "Sasha", "Anastasia": "Nastya", "Xiaoming": "Kevin", "Min-jun": "Mike",
    "Nguyen": "Win", "Wiremu": "Bill", "Tavita": "David", "Kahurangi": "Kahu",
    "Deborah": "Debbie", "Geoffrey": "Geoff", "Timothy": "Tim", "Gurpreet": "Preet",
    "Jacqueline": "Jackie", "Philippa": "Pip", "Siobhán": "Shiv", "Pádraig": "Podge",
}

SAINTS = _w("Brigid Columba Aidan Bartholomew Cuthbert Ignatius Jude Monica Agnes Catherine "
            "Vincent Ita Finbarr Oswald Hilda Dunstan Brendan Swithun Wilfrid Anselm Clement "
            "Gerard Teresa Bernadette Raphael Luke Michael Mungo Ninian Canice Kieran")

_PRE = _w("Ash Birch Kings Marl Wex Thorn Hollin Brack Cal Dun Glen Ket Lang Mor Pen Rath Stan "
          "Tarr Wil Ard Bally Carrig Kil Fern East North West South Alder Bel Hazel Oak Elm "
          "Raven Silver Yarrow Whit Haw Wood Red Brook Lin Mill Stone Cold Win Heath")
_SUF = _w("bridge field combe ford ton wick more ley brook haven mere dale holt stow worth "
          "gate hurst bury wood vale lea croft moor side view")
# invented place stems for institutions and streets (deterministic order)
STEMS = []
for _i, _p in enumerate(_PRE):
    for _j, _s in enumerate(_SUF):
        if (_i * 7 + _j * 3) % 5 == 0:
            STEMS.append(_p + _s)
STEMS = [s for s in STEMS if s not in ("Kingston", "Ashford", "Millbrook", "Stoneham",
                                       "Northwood", "Westwood", "Eastwood", "Redwood",
                                       "Oakwood", "Woodside", "Heathrow")]

TREES = _w("Rowan Larch Willow Hawthorn Juniper Linden Cedar Aspen Hazel Sycamore Maple "
           "Kōwhai Tōtara Banksia Wattle Jarrah Poplar Beech Magnolia Laurel Myrtle Heather "
           "Bramble Kestrel Heron Curlew Osprey Wren Merlin Lapwing Skylark Tūī Kererū Lorikeet")

STREET_STEMS = _w("Elm Birch Kingsley Harrow Alder Chestnut Orchard Mill Station Church Victoria "
                  "Albert Queens Park Meadow Riverside Hillcrest Clarendon Wellington Somerset "
                  "Beaconsfield Canal Brook Abbey Fairview Highfield Lime Poplar Coronation "
                  "Jubilee Grosvenor Ravenscroft Belmont Carlton Sunnyside Waratah Kauri Totara "
                  "Pohutukawa Rimu Jacaranda Bottlebrush Ironbark Cornwallis Sherbrooke "
                  "Laurier Maplewood Dunbar Hawthorne Ashgrove Glenview Lakeshore Pinecrest "
                  "Sycamore Magnolia Cypress Dogwood Sequoia Tamarack Foxglove Primrose "
                  "Bluebell Larkspur Heathfield Moorland Quarry Forge Tannery Ropewalk "
                  "Mariners Harbour Seaview Cliff Beacon Lighthouse")

US_SUFFIX = _l("Street|Avenue|Road|Drive|Lane|Court|Boulevard|Way|Place|Terrace|St|Ave|Rd|Blvd|Ct|Ln")
UK_SUFFIX = _l("Road|Street|Lane|Avenue|Close|Crescent|Drive|Gardens|Grove|Terrace|Way|Mews|Court|Row|Walk")
AU_SUFFIX = _l("Street|Road|Avenue|Parade|Crescent|Court|Drive|Place|Close|Terrace|St|Rd|Ave|Pde|Cres")
NZ_SUFFIX = _l("Street|Road|Avenue|Crescent|Place|Terrace|Drive|Grove|Lane|Rise|St|Rd|Ave")
CA_SUFFIX = _l("Street|Avenue|Road|Drive|Crescent|Boulevard|Court|Way|Lane|St|Ave|Rd|Cres|Blvd")
IE_SUFFIX = _l("Street|Road|Avenue|Park|Lawn|Drive|Grove|Terrace|Crescent|Heights|Court|Close|View")

COUNTRIES_ABROAD = _l("""Portugal|Nigeria|Poland|India|Pakistan|Philippines|Somalia|Ethiopia|Ghana|
Kenya|Vietnam|China|South Korea|Brazil|Mexico|Romania|Lithuania|Ukraine|Syria|Iraq|Iran|Turkey|
Jamaica|Trinidad and Tobago|Samoa|Tonga|Fiji|Sri Lanka|Bangladesh|Zimbabwe|South Africa|Lebanon|
Greece|Italy|Spain|Germany|Netherlands|Scotland|Wales|England|Eritrea|Sudan|Afghanistan|Nepal|
Malaysia|Chile|Colombia|El Salvador|Guatemala|Cook Islands|Argentina|Hungary|Latvia|Egypt|Morocco""")

PROFESSIONS = _l("""welder|bus driver|primary school teacher|secondary school teacher|electrician|
accountant|chef|care assistant|HGV driver|farmer|plasterer|software developer|retail assistant|
warehouse operative|forklift driver|roofer|scaffolder|joiner|bricklayer|plumber|hairdresser|
beautician|dental nurse|taxi driver|delivery driver|postal worker|cleaner|security guard|
barista|bar manager|solicitor|paralegal|civil servant|librarian|university lecturer|
graphic designer|architect|quantity surveyor|civil engineer|mechanic|panel beater|
machinist|factory worker|meat packer|shearer|dairy farmer|fisherman|deckhand|miner|
labourer|landscaper|gardener|tree surgeon|painter and decorator|tiler|sheet metal worker|
glazier|locksmith|butcher|baker|kitchen porter|waitress|waiter|call centre agent|
receptionist|bank teller|insurance broker|estate agent|real estate agent|teaching assistant|
early childhood educator|youth worker|social worker|police officer|firefighter|paramedic|
prison officer|soldier|army reservist|pilot|flight attendant|train driver|crane operator|
drywaller|carpenter|cabinet maker|upholsterer|seamstress|tailor|jeweller|photographer|
journalist|musician|sound engineer|actor|professional footballer|rugby player|personal trainer|
nail technician|tattoo artist|pharmacy technician|laboratory technician|veterinary nurse|
dog groomer|childminder|nanny|housekeeper|hotel porter|logistics manager|IT support technician|
data analyst|sales representative|marketing manager|pastor|student|PhD student|
apprentice electrician|apprentice mechanic|retired teacher|retired nurse|retired postman|
retired engineer|retired farmer|retired accountant|retired bus driver|retired miner|
retired police officer|homemaker|stay-at-home parent|uber driver|courier|fruit picker|
orchard worker|vineyard worker|boilermaker|fitter and turner|machine operator|
abattoir worker|stonemason|lorry driver|truck driver|nurse aide|home health aide|
medical receptionist|dental receptionist|hospital cleaner|school bus driver|lifeguard|
swimming instructor|jockey|stablehand|greenkeeper|groundsman|optical assistant""")

RELATIONS_F = _l("wife|mother|daughter|sister|aunt|grandmother|niece|partner|fiancée|girlfriend|ex-partner|stepmother|cousin|friend|neighbour|flatmate|carer|sister-in-law|mother-in-law")
RELATIONS_M = _l("husband|father|son|brother|uncle|grandfather|nephew|partner|fiancé|boyfriend|ex-partner|stepfather|cousin|friend|neighbour|flatmate|carer|brother-in-law|father-in-law")

BRAND_STEMS = _w("Northwind Bluegum Tasman Ridgeline Keystone Harbourline Summit Silverline "
                 "Pinnacle Ironbark Crestview Coastal Evergreen Redback Tidewater Lakeland "
                 "Meridian Cobalt Granite Prairie Kauri Southern Highland Riverbend Ember "
                 "Copperleaf Greystone Westbay Seabreeze Orchard Fernleaf Beacon Atlas Horizon")
ORG_SUFFIX = _l("Logistics|Freight|Foods|Couriers|Construction|Precision Engineering|Landscaping|"
                "Fisheries|Meats|Mining|Timber|Plumbing & Heating|Electrical|Security Services|"
                "Cleaning Services|Home Care|Bakery|Motors|Packaging|Print & Design|Software|"
                "Supermarkets|Hotel|Builders|Recycling|Haulage|Dairy|Poultry|Removals|Roofing")
