"""Invented name, place and organisation pools for dev327_en.

Every list here was typed by hand for this set; no external name list is used.
Given names are ordinary first names; surnames are combined at random so no
full name is meant to match a real person.  Towns, streets, clinics and
companies are made-up compounds.
"""


def _w(s):
    return [x.strip() for x in s.split("|") if x.strip()]


GIVEN_M = {
    "anglo": _w("James|Oliver|George|Harry|Jack|Thomas|William|Henry|Arthur|Edward|Samuel|Daniel|Matthew|Joseph|"
                "Benjamin|Alfie|Charlie|Freddie|Archie|Toby|Rupert|Graham|Keith|Derek|Nigel|Colin|Trevor|Barry|"
                "Malcolm|Gordon|Roger|Clive|Stuart|Neil|Craig|Dean|Wayne|Gary|Ryan|Jason|Tyler|Brandon|Cody|"
                "Dustin|Travis|Wesley|Chad|Kyle|Logan|Mason|Hunter|Grant|Reginald|Stanley|Walter|Harold|Leonard|"
                "Raymond|Dennis|Gerald|Howard|Russell|Bruce|Glenn|Darren|Shane|Troy|Brett|Alistair|Hamish|Angus|"
                "Rhys|Gareth|Dafydd|Idris|Euan|Fraser|Callum"),
    "irish": _w("Seán|Pádraig|Cian|Oisín|Darragh|Eoin|Ciarán|Fionn|Donal|Colm|Diarmuid|Ronan|Cathal|Tadhg|Niall|"
                "Declan|Brendan|Fergal|Lorcan|Rory|Cormac|Eamon|Liam|Conor|Kieran|Dermot"),
    "sasian": _w("Arjun|Rohan|Vikram|Sanjay|Imran|Bilal|Faisal|Harpreet|Gurdeep|Rajesh|Anil|Suresh|Nikhil|Aditya|"
                 "Rahul|Tariq|Zubair|Naveen|Pradeep|Sunil|Manoj|Deepak|Amarjit|Jaswinder|Hamza|Usman|Ravi"),
    "easian": _w("Wei|Jun|Hao|Ming|Jian|Tao|Kenji|Hiroshi|Takumi|Min-jun|Ji-ho|Seung-woo|Duc|Minh|Quang|Tuan|"
                 "Hieu|Bao|Kai|Zhiwei|Haruto|Dong-hyun"),
    "african": _w("Chinedu|Emeka|Oluwaseun|Tunde|Kwame|Kofi|Yaw|Kwabena|Ibrahim|Abdi|Mohamed|Tesfaye|Dawit|Juma|"
                  "Baraka|Obinna|Adebayo|Chukwuma|Kelechi|Ifeanyi|Femi|Segun"),
    "safrican": _w("Sipho|Thabo|Mandla|Bongani|Lwazi|Themba|Sibusiso|Kagiso|Pieter|Johannes|Hendrik|Gerrit|Willem|"
                   "Jaco|Ruan|Tshepo|Mpho|Dumisani|Francois|Riaan"),
    "pacific": _w("Tane|Wiremu|Rawiri|Hemi|Nikau|Manaia|Tamati|Rangi|Mikaere|Sione|Tevita|Iosefa|Viliami|Semisi|"
                  "Pita|Kahu|Te Rangi|Ihaia"),
    "euro": _w("Piotr|Tomasz|Krzysztof|Marek|Luca|Marco|Giorgos|Nikos|Dimitri|João|Rui|Tiago|Jan|Lars|Sven|Henrik|"
               "Matthias|Jürgen|Andriy|Oleksandr|Bogdan|Mateusz|Stefan|Anton|Pavel|Milan"),
    "hispanic": _w("Alejandro|Carlos|Diego|Javier|Luis|Miguel|Rafael|Santiago|Mateo|Eduardo|Jorge|Ricardo|Héctor|"
                   "Ramón|Andrés|Emilio|Joaquín"),
    "mideast": _w("Omar|Yusuf|Khalid|Ahmed|Mustafa|Hassan|Ali|Karim|Samir|Tarek|Emre|Mehmet|Burak|Kerem|Reza|"
                  "Dariush|Farhad|Navid|Amir|Nabil"),
    "filipino": _w("Jose|Rodel|Arnel|Ramil|Rolando|Ferdinand|Jomar|Reynaldo|Efren|Danilo|Marvin"),
}

GIVEN_F = {
    "anglo": _w("Olivia|Amelia|Isla|Ava|Emily|Sophie|Grace|Lily|Ella|Charlotte|Poppy|Evie|Harriet|Imogen|Beatrice|"
                "Margaret|Joan|Dorothy|Pamela|Brenda|Sandra|Janet|Carol|Gillian|Wendy|Lorraine|Tracey|Joanne|Kerry|"
                "Nicola|Stacey|Gemma|Hayley|Jade|Chelsea|Kimberly|Brittany|Ashley|Tiffany|Heather|Madison|Kayla|"
                "Savannah|Shelby|Crystal|Debra|Cheryl|Rhonda|Glenda|Maureen|Irene|Edna|Mavis|Hilda|Shirley|Valerie|"
                "Jean|Betty|Rosemary|Elaine|Lynette|Kylie|Narelle|Tegan|Morag|Kirsty|Eilidh|Bronwen|Carys|Ffion"),
    "irish": _w("Aoife|Siobhán|Niamh|Sinéad|Orla|Caoimhe|Róisín|Clodagh|Aisling|Gráinne|Saoirse|Deirdre|Bríd|"
                "Eimear|Méabh|Nuala|Úna|Máire|Ciara|Sorcha|Fiadh|Treasa|Ailbhe"),
    "sasian": _w("Priya|Anjali|Sunita|Kavita|Nisha|Deepa|Aisha|Farzana|Shabnam|Harjit|Manjit|Pooja|Meera|Lakshmi|"
                 "Rekha|Sana|Ayesha|Nasreen|Parveen|Divya|Shreya|Rupinder|Gurpreet|Bushra|Kiran"),
    "easian": _w("Mei|Xiu|Ling|Yan|Hui|Fang|Yuki|Aiko|Haruka|Seo-yeon|Ji-woo|Hye-jin|Lan|Thu|Huong|Mai|Linh|"
                 "Ngoc|Jia|Xinyi|Sakura"),
    "african": _w("Ngozi|Chioma|Adaeze|Funmilayo|Yetunde|Abena|Akosua|Ama|Efua|Amina|Hodan|Fadumo|Tigist|Selam|"
                  "Wanjiru|Achieng|Nneka|Ifeoma|Folasade|Zainab|Bisola"),
    "safrican": _w("Nomvula|Thandiwe|Zanele|Lindiwe|Nokuthula|Palesa|Lerato|Naledi|Anke|Marietjie|Elsabé|Annelie|"
                   "Riana|Suné|Busisiwe|Ayanda|Refilwe|Karin"),
    "pacific": _w("Aroha|Mere|Ataahua|Hine|Kiri|Marama|Ngaio|Anahera|Moana|Tui|Losana|Mele|Salote|Lupe|Sina|"
                  "Fetu|Hinemoa|Manaia"),
    "euro": _w("Agnieszka|Katarzyna|Małgorzata|Giulia|Francesca|Chiara|Eleni|Sofia|Katerina|Inês|Beatriz|"
               "Ingrid|Astrid|Freya|Sanne|Annika|Oksana|Olena|Irina|Zofia|Magdalena|Renate|Dagmar"),
    "hispanic": _w("María|Guadalupe|Lucía|Valentina|Camila|Isabela|Carmen|Rosa|Paola|Mariana|Daniela|Ximena|"
                   "Alejandra|Marisol|Yolanda|Pilar"),
    "mideast": _w("Fatima|Layla|Noor|Yasmin|Mariam|Rania|Huda|Leila|Zeynep|Elif|Ayşe|Defne|Shirin|Parisa|"
                  "Nasrin|Dalia|Samira|Hana"),
    "filipino": _w("Maricel|Rowena|Jocelyn|Lorna|Analyn|Cristina|Rhea|Marites|Jovelyn|Liezl|Arlene"),
}

SURNAMES = {
    "anglo": _w("Ashworth|Blakeley|Cartwright|Dunmore|Ellery|Fairbrother|Gosling|Hargreaves|Ingram|Jessop|"
                "Kettleborough|Lowther|Merriman|Nettleship|Oakley|Pennington|Quarmby|Rushworth|Sowerby|Thackeray|"
                "Underwood|Varley|Whitlock|Yardley|Brightwell|Catterall|Drinkwater|Emberton|Fenwick|Greenhalgh|"
                "Haworth|Illingworth|Kirkbride|Lambley|Mottram|Northcott|Ormerod|Pickersgill|Rainford|"
                "Satterthwaite|Tunstall|Wadsworth|Akers|Blackwood|Colby|Dalton|Everett|Fulton|Garrison|Holloway|"
                "Jennings|Kimball|Lockhart|Mercer|Norwood|Prescott|Radford|Shelton|Thornton|Vance|Whitaker|Beckett|"
                "Carver|Finch|Gentry|Hatfield|Kendrick|Langley|Maddox|Pruitt|Rutledge|Stroud|Tolliver|Winslow|"
                "Pryce|Llewellyn|Bevan|Gwilym|Prosser|Vaughan|MacAulay|Drummond|Buchanan|Lennox|Sutherland|Kerr|"
                "McTavish|Urquhart|Galbraith|Munro|Halliwell|Birtwistle|Coggins|Dabney|Eberly|Frobisher|Gulliver|"
                "Hollins|Juckes|Lattimer|Mabbott|Nutley|Oglethorpe|Pettifer|Rudd|Scholes|Tibbs|Wragg"),
    "irish": _w("O'Brennan|Kinsella|Byrne|Doherty|Flanagan|Geraghty|Hennessy|Lynch|McGrath|Moriarty|Nolan|"
                "O'Donoghue|O'Keeffe|Quinlan|Redmond|Scanlon|Tierney|Whelan|Brosnan|Cullinane|Dineen|Fahy|"
                "Gallagher|Heffernan|Keane|Larkin|Mulcahy|Nagle|O'Halloran|Prendergast|Rooney|Sheehy|Twomey|"
                "Costigan|Daly|Ennis|Mac Giolla Rua|Ó Floinn|Cahalane|Delaney"),
    "sasian": _w("Sharma|Patel|Chaudhry|Iqbal|Sandhu|Gill|Dhaliwal|Grewal|Bhatt|Desai|Joshi|Kapoor|Malhotra|"
                 "Menon|Nair|Pillai|Rao|Reddy|Siddiqui|Qureshi|Rahman|Hussain|Akhtar|Begum|Chowdhury|Mirza|"
                 "Banerjee|Mukherjee|Ghosh|Venkataraman|Subramaniam|Krishnan|Thakkar|Mistry|Parmar|Solanki|Bains"),
    "easian": _w("Chen|Wong|Li|Zhang|Liu|Huang|Lau|Tan|Ng|Cheung|Yip|Ho|Leung|Tanaka|Sato|Watanabe|Kobayashi|"
                 "Nakamura|Kim|Park|Choi|Jung|Kang|Yoon|Nguyen|Tran|Le|Pham|Hoang|Vu|Dang|Bui|Lim|Goh|Koh|Teo"),
    "african": _w("Okafor|Okonkwo|Adeyemi|Balogun|Eze|Nwosu|Obi|Oyelaran|Mensah|Asante|Boateng|Owusu|Agyeman|"
                  "Darko|Warsame|Farah|Abdullahi|Haile|Bekele|Kamau|Otieno|Mwangi|Ochieng|Adebisi|Olawale|"
                  "Ogunleye|Nnamdi|Onyekachi|Ekwueme"),
    "safrican": _w("Dlamini|Nkosi|Mahlangu|Ndlovu|Khumalo|Mthembu|Mokoena|Molefe|Sithole|Botha|van der Merwe|"
                   "Pretorius|Steyn|du Plessis|Coetzee|Venter|Oosthuizen|Swanepoel|le Roux|Fourie|Nel|Mabuza|"
                   "Ngcobo|Radebe|Tshabalala|Maseko"),
    "pacific": _w("Ngata|Parata|Te Whata|Horomona|Rewiti|Waaka|Karaka|Hetaraka|Tamihana|Paewai|Faleolo|Leota|"
                  "Fuimaono|Taufa|Vaipulu|Mahe|Lauina|Seiuli|Aumua|Tipene|Te Huia|Matenga"),
    "euro": _w("Kowalczyk|Nowak|Zielinski|Rossi|Bianchi|Esposito|Ricci|Papadopoulos|Georgiou|Konstantinou|"
               "Ferreira|Carvalho|Sousa|de Vries|Janssen|Bakker|van Dijk|Lindqvist|Johansson|Andersen|Schneider|"
               "Hoffmann|Becker|Kovalenko|Shevchenko|Bondarenko|Horvath|Novak|Dvořák|Wójcik|Mazur|Lewandowska"),
    "hispanic": _w("García|Hernández|López|Martínez|Rodríguez|González|Pérez|Sánchez|Ramírez|Torres|Flores|"
                   "Rivera|Gómez|Díaz|Morales|Ortiz|Castillo|Vargas|Mendoza|Ruiz|Aguilar|Navarro|Delgado|Cabrera|"
                   "Salazar|Espinoza|Reyes"),
    "mideast": _w("Haddad|Khalil|Mansour|Nasser|Saleh|Hamdan|Aziz|Rahimi|Tehrani|Karimi|Hosseini|Yilmaz|Demir|"
                  "Şahin|Çelik|Aydın|Öztürk|Kaya|El-Amin|Bishara|Darwish|Jaber|Sabbagh|Farouk"),
    "filipino": _w("Dela Cruz|Bautista|Villanueva|Pascual|Manalo|Dimaculangan|Macaraeg|Soriano|Tolentino|"
                   "Gatchalian|Cabanilla|Magbanua|Santos|Ocampo"),
}

NICK = {"William": "Billy", "Margaret": "Peggy", "Thomas": "Tommy", "Joseph": "Joe", "Edward": "Ted",
        "Samuel": "Sam", "Benjamin": "Ben", "Daniel": "Danny", "Raymond": "Ray", "Leonard": "Len",
        "Dorothy": "Dot", "Harold": "Harry", "Reginald": "Reg", "Stanley": "Stan", "Walter": "Wally",
        "Gerald": "Gerry", "Alejandro": "Alex", "Oluwaseun": "Seun", "Katarzyna": "Kasia",
        "Małgorzata": "Gosia", "Elizabeth": "Liz", "Valentina": "Vale", "Rosemary": "Rosie",
        "Pádraig": "Paddy", "Christopher": "Kit", "Alistair": "Ali", "Kimberly": "Kim", "Francesca": "Fran",
        "Jürgen": "Jürg", "Oleksandr": "Sasha", "Mateusz": "Matt", "Gillian": "Gill", "Nicola": "Nicky",
        "Rupert": "Rupe", "Frederick": "Fred", "Archie": "Arch"}

# origin weights by country
COUNTRY_ORIGINS = {
    "US": [("anglo", 40), ("hispanic", 18), ("african", 8), ("easian", 8), ("sasian", 6), ("euro", 8),
           ("mideast", 5), ("filipino", 5), ("irish", 2)],
    "UK": [("anglo", 48), ("sasian", 14), ("african", 8), ("euro", 10), ("irish", 6), ("easian", 5),
           ("mideast", 6), ("filipino", 3)],
    "IE": [("irish", 55), ("anglo", 12), ("euro", 14), ("african", 6), ("sasian", 5), ("filipino", 4),
           ("easian", 4)],
    "CA": [("anglo", 38), ("euro", 12), ("easian", 12), ("sasian", 12), ("filipino", 6), ("mideast", 6),
           ("african", 5), ("hispanic", 4), ("irish", 5)],
    "AU": [("anglo", 44), ("easian", 13), ("euro", 12), ("sasian", 10), ("pacific", 5), ("mideast", 6),
           ("filipino", 4), ("irish", 6)],
    "NZ": [("anglo", 40), ("pacific", 26), ("easian", 10), ("sasian", 8), ("euro", 6), ("filipino", 5),
           ("irish", 5)],
    "ZA": [("safrican", 62), ("anglo", 14), ("sasian", 10), ("euro", 6), ("african", 8)],
}

TOWNS = {
    "US": _w("Marlow Falls|Cedar Bluff|Easton Ridge|Pine Hollow|Harlanville|Millbury Junction|Copper Springs|"
             "Oakhaven|Red Fork|Stillwell Crossing|Quarry Bend|Larkmont|Fenwick Mills|Averill|Halesport|"
             "Dunmore Heights|Calloway|Sutter Cove|Greyfield|Tamarack Falls|Belvue|Kittering|Saltmarsh Point|"
             "Brookhollow|Ashgrove Park|Winterset Lake|Gallatin Ferry|Mercer Flats|Hobart Springs|Lyle Creek"),
    "UK": _w("Ashby Fenwick|Thornleigh|Market Hollin|Brackenbury|Caldermoor|Hexley|Wennington Parva|"
             "Stowe Marsden|Little Ransford|Kirkby Oswin|Pellingham|Holbrook Vale|Netherwick|Blaencarreg|"
             "Llanfedw|Aberglyn|Inverallan|Strathmuir|Kilbarchie|Dunmorven|Castlereagh Mills|Saltcote|"
             "Wyndleigh|Oxley Bridge|Hartsmere|Upper Coldwell|Fernholme|Greatham Cross|Bishop's Tawley|Rookfield"),
    "IE": _w("Ballycarrow|Kilmeady|Drumcollan|Castlefinny|Rathmoyle|Clonbrack|Ardnagee|Tobermeen|Carrigduff|"
             "Lisnaree|Glenmorrow|Knockanree|Inchamore|Ballinlassa|Kilcolgan Bridge|Moyvalley Cross|Derrylane|"
             "Cloghmore|Rosscarbin|Annaghdown West"),
    "CA": _w("Maple Narrows|Port Ellery|Saint-Aubin-des-Prés|Kinross Landing|Tamworth Creek|Lac-Sauvin|"
             "Frasersville|Birchcliff Bay|North Alder|Grand-Étang-Ouest|Moose Coulee|Pemberly Falls|"
             "Harcourt Rapids|Elkhorn Crossing|New Dunvegan|Cape Marrow|Sprucedale Ridge|Lindwood"),
    "AU": _w("Mundaroo|Banksia Heights|Kooringal Vale|Yarrabee|Coolabah Downs|Tallowood|Murrumbin|Bellbird Flat|"
             "Warrigal Park|Goondilla|Kurrawang Beach|Ironbark Ridge|Jarrahdale East|Wallaroo Springs|"
             "Brolga Point|Tuart Hill South|Boronia Creek|Mallee Bend|Corella Bay|Ghost Gum Flat"),
    "NZ": _w("Tawahiti|Rangimoana|Whareroa Flat|Te Awaroa|Matipo Downs|Moanaiti|Harakeke Bay|Ōtāwhiti|"
             "Kōwhai Grove|Pūriri Heights|Totara Vale|Karearea|Waimarino Flat|Tuatara Point|Kākāriki|"
             "Manuka Springs|Raupō Bay|Rimuhaven"),
    "ZA": _w("Fynbosrand|Protea Heights|Kwa-Themba Park|Rietvlei-Oos|Suikerbosdal|Khayalethu|Bergsig|"
             "Waterkloof Glen|Mzimhlophe Heights|Doringkraal|Umthombo Park|Silverbos|Klipdrift-Noord|"
             "Ezibeleni Gardens|Nooitgedacht Vale|Kommetjie-Oos"),
}

STREET_ROOTS = _w("Alder|Bramble|Cobbler's|Dunlin|Elderberry|Foxglove|Gannet|Heather|Ivybridge|Juniper|Kestrel|"
                  "Larch|Mulberry|Nightjar|Orchard|Pennywort|Quince|Rowan|Sorrel|Teasel|Upland|Vetch|Willowherb|"
                  "Yarrow|Aspen|Bluebell|Cedarwood|Damson|Fernside|Goldcrest|Hawthorn|Kingfisher|Linnet|"
                  "Meadowsweet|Nettlebed|Osier|Plover|Redwing|Sandpiper|Tansy|Wagtail|Tannery|Ropewalk|"
                  "Chapel Fold|Millrace|Weaver's|Cooper's|Tollgate|Quarryman's|Saddler|Beacon|Lantern|Fulling|"
                  "Glebe|Priory|Wharf|Turnpike|Smithy")
STREET_ROOTS_C = {
    "US": _w("Hickory|Dogwood|Magnolia|Sycamore|Chestnut|Sumac|Tamarack|Pecan|Buckeye|Cottonwood|Bluebonnet|"
             "Ridgeline|Prairie|Homestead|Pioneer|Canyon|Mesa|Lakeshore"),
    "CA": _w("Maple|Tamarack|Birchwood|Spruce|Loon|Beaver Creek|Trillium|Caribou|Portage|Voyageur|Lakehead|"
             "Hemlock|Balsam|Rideau View"),
    "AU": _w("Banksia|Kookaburra|Waratah|Grevillea|Wattle|Jacaranda|Bottlebrush|Lorikeet|Currawong|Bilby|"
             "Paperbark|Coolibah|Brigalow|Boab"),
    "NZ": _w("Kowhai|Rimu|Totara|Pohutukawa|Tui|Kereru|Matai|Harakeke|Nikau|Kauri|Ponga|Pukeko|Miro|Titoki"),
    "ZA": _w("Protea|Jacaranda|Msasa|Marula|Fynbos|Aloe|Erica|Kiepersol|Boekenhout|Tambotie|Impala|Kudu|"
             "Blouberg|Vygie"),
    "UK": _w("Cheviot|Mendip|Pennine|Quantock|Cotswold|Lammas|Michaelmas|Bede|Aidan|Hilda"),
    "IE": _w("Ard Mhuire|Cnoc na Gaoithe|Bóthar Bui|Sruthán|Ashbrook|Lios na Carraige|Ard Rí|Cois Abhainn|"
             "Páirc an Fhia|Gleann Álainn"),
}
STREET_SUFFIX = {
    "US": _w("Street|Avenue|Drive|Lane|Court|Road|Boulevard|Way|Place|Terrace|Circle|Trail|Pike"),
    "UK": _w("Road|Street|Lane|Close|Crescent|Avenue|Drive|Way|Terrace|Grove|Gardens|Mews|Row|Walk|Rise"),
    "IE": _w("Road|Street|Avenue|Park|Drive|Grove|Lawn|Court|Heights|Lane|Close|Terrace|View|Crescent"),
    "CA": _w("Street|Avenue|Drive|Crescent|Road|Court|Boulevard|Way|Lane|Place|Trail|Gate"),
    "AU": _w("Street|Road|Avenue|Parade|Crescent|Drive|Court|Place|Close|Way|Terrace|Circuit|Esplanade"),
    "NZ": _w("Road|Street|Avenue|Crescent|Place|Drive|Terrace|Way|Grove|Lane|Rise|Close"),
    "ZA": _w("Street|Road|Avenue|Crescent|Drive|Close|Lane|Way|Laan|Straat"),
}

# roots for clinic, hospital and company names
ORG_ROOTS = _w("Harrowmere|Kilbrannock|Ashcombe|Brackenford|Fenmoor|Strathlevin|Glenarden|Ravensholt|Ellisfield|"
               "Morrowbank|Tullagreen|Westhallow|Ironvale|Quenby|Alderbrook|Cressingham|Dunwold|Fairlight|"
               "Garrowby|Hollinwood|Kestlemere|Larkhaven|Marchwood|Northfold|Oakmere|Penhallow|Ridgeway|"
               "Stonebridge|Thistlecombe|Wrenfield|Yewbank|Brightwater|Coldharbour|Eastmoor|Greenacre|"
               "Highcliffe|Lowbridge|Millhaven|Riverside|Summerlea|Willowdene|Amberley|Beechgrove|Cairnside|"
               "Deansgate|Elmstead|Foxhollow|Glenbrook|Heathfield|Kingsmere")
SAINTS = _w("St Aldhelm's|St Brigid's|St Columba's|St Finnian's|St Oswin's|St Winifred's|St Cuthbert's|"
            "St Ita's|St Kevin's|St Ninian's|St Petroc's|St Dymphna's|St Enda's|St Ursula's|St Bartholomew's|"
            "St Jude's|St Hilda's|Mater Misericordiae|Holy Cross|St Agnes'")
WARD_NAMES = _w("Heron|Kingfisher|Puffin|Curlew|Osprey|Avocet|Merlin|Skylark|Bittern|Redstart|Plover|Kittiwake|"
                "Lapwing|Nightingale|Swift|Tern|Wren|Fulmar|Dunnock|Siskin")
BUILDINGS = _w("Linden Wing|Aldwyn Building|Kestrel House|Orchard Pavilion|Harbour Block|Maple Annexe|"
               "Jubilee Wing|Carrick Building|Tower Block B|North Pavilion|Fennel Court|Prospect House|"
               "Riverview Annexe|Coronation Wing|Wheelhouse Building")
LANDMARKS = _w("Greyfriars Shopping Centre|the old Ravensholt mill|Quayside Market Hall|Larkhaven Leisure Centre|"
               "the Crown & Anchor|Millhaven Bus Interchange|Eastmoor Retail Park|Fairlight Community Hall|"
               "the Beechgrove clock tower|Northfold Park and Ride")

EMPLOYER_KINDS = _w("Logistics|Haulage|Freight Ltd|Building Services|Joinery|Engineering|Foods|Bakery|"
                    "Cleaning Services|Care Agency|Supermarkets|Print Works|Fabrication|Motors|Dairy Co-op|"
                    "Plastics|Landscaping|Hotel|Security Ltd|Timber Merchants|Garden Centre|Removals|Civil Contractors")
SCHOOL_KINDS = _w("Primary School|High School|Academy|College|Grammar School|Secondary College|Middle School")
CLUB_KINDS = _w("Harriers|Bowls Club|Rugby Club|Netball Club|Golf Club|Cycling Club|Parkrun Group|Dance Academy|"
                "Football Club|Tramping Club|Hurling Club|Lawn Tennis Club")
CHURCHES = _w("Grace Fellowship Church|St Aidan's Parish|Living Waters Assembly|Knox Memorial Church|"
              "Holy Trinity Parish|Bethel Tabernacle|Light of the Valley Mosque|Sri Murugan Temple")
LAB_KINDS = _w("Orthotic Laboratories|Orthotics Ltd|Foot Lab|Orthotic Solutions|Biomech Lab|Custom Insoles")
FOOTWEAR_KINDS = _w("Footwear Ltd|Shoe Company|Comfort Footwear|Orthopaedic Footwear|Bespoke Boots|"
                    "Medical Footwear|Shoemakers")
INSURER_ROOTS = _w("Harrowmere Mutual|Bluestone Health|Kestrel Cover|Wattle Health Fund|Tūī Health Cover|"
                   "Sentinel Medical Aid|Northstar Health Plan|Evergreen Benefit Society|Lakeshore Care Plan|"
                   "Cairnside Friendly Society|Protea Medical Scheme|Summit Assurance Health|Pinecrest HMO|"
                   "Meridian Health Insurance|Shamrock Health Ireland")

PROFESSIONS = _w("postman|bus driver|primary school teacher|chef|warehouse operative|care assistant|farmer|"
                 "electrician|staff nurse|hairdresser|retail assistant|plasterer|roofer|police officer|"
                 "civil engineer|accountant|office cleaner|taxi driver|security guard|university lecturer|"
                 "bricklayer|dairy farmer|shearer|miner|postal worker|barista|dental nurse|carpenter|"
                 "forklift driver|sheet metal worker|dancer|prison officer|paramedic|landscape gardener|"
                 "solicitor|shop fitter|lorry driver|dinner lady|pharmacy technician|bar manager|"
                 "sheep farmer|fisherman|scaffolder|machinist|mechanic|firefighter|ward clerk|"
                 "software developer|graphic designer|sales rep|flight attendant|train guard|butcher|"
                 "baker|kitchen porter|teaching assistant|estate agent|welder|pipefitter|courier driver|"
                 "supermarket cashier|cook|librarian|hotel porter|tiler|quantity surveyor|physiotherapist")
RETIRED_OK = _w("postman|bus driver|primary school teacher|farmer|electrician|staff nurse|police officer|"
                "civil engineer|accountant|miner|carpenter|solicitor|lorry driver|sheep farmer|fisherman|"
                "machinist|mechanic|firefighter|baker|librarian|welder|teacher|headmistress|publican|"
                "shipwright|coal miner|railway signalman|nurse|midwife|dock worker")

RELATIONS = [("wife", "f"), ("husband", "m"), ("daughter", "f"), ("son", "m"), ("partner", "x"),
             ("sister", "f"), ("brother", "m"), ("mother", "f"), ("father", "m"), ("niece", "f"),
             ("neighbour", "x"), ("granddaughter", "f"), ("grandson", "m"), ("carer", "x"), ("friend", "x")]
