"""Invented value pools for dev127_en. Every value here was made up for this set
(real names appear only for states, provinces/regions and countries)."""


def _s(x):
    return [w.strip() for w in x.split("|") if w.strip()]


GIVEN = {
    "english": (_s("James|Thomas|Daniel|Matthew|Ryan|Liam|Connor|Callum|Kyle|Dylan|Nathan|Shane|Wayne|"
                   "Darren|Craig|Lee|Gareth|Stuart|Graham|Neil|Trevor|Dean|Jordan|Tyler|Cody|Austin|Travis|"
                   "Brandon|Dustin|Brett|Clint|Colin|Martin|Philip|Kevin|Gavin|Jarrod|Brodie|Hamish|Angus"),
                _s("Sarah|Emma|Chloe|Jessica|Hannah|Megan|Lauren|Amy|Rebecca|Kirsty|Leanne|Tracey|Donna|"
                   "Kelly|Michelle|Nicola|Gemma|Stacey|Jade|Paige|Brittany|Kayla|Ashley|Tiffany|Courtney|"
                   "Heather|Tanya|Sharon|Deborah|Maureen|Eileen|Carol|Wendy|Janet|Shannon|Kylie|Bronwyn")),
    "wordname": (_s("Will|Mark|Bill|Frank|Rocky|Buck|Chase|Hunter|River|Sunny|Guy|Pat|Art|Drew|Cliff|Dale|"
                    "Glen|Heath|Reed|Wade|Clay|Forrest|Miles|Rusty|Duke"),
                 _s("Hope|Faith|Grace|Joy|Rose|Daisy|Ivy|Holly|Amber|Summer|Dawn|Crystal|Destiny|Charity|"
                    "Pearl|Ruby|Hazel|Olive|Poppy|Robin|Autumn|Fern|Honey|Misty|Sky")),
    "irish": (_s("Declan|Padraig|Cormac|Eoin|Ronan|Cathal|Donal|Fergal|Colm|Oisin"),
              _s("Siobhan|Niamh|Aoife|Ciara|Sinead|Roisin|Grainne|Orla|Maeve|Caoimhe")),
    "maori": (_s("Tane|Wiremu|Hemi|Rangi|Manaia|Tama|Nikau|Rawiri|Hohepa|Tamati|Mikaere|Te Ariki|Kahu|"
                 "Ihaia|Matiu|Tipene|Whetu|Paora|Hone|Tūmanako"),
              _s("Aroha|Mere|Ngaire|Kiri|Hine|Moana|Anahera|Huia|Marama|Ataahua|Ngaio|Roimata|Hinemoa|"
                 "Kahurangi|Mihi|Pania|Tui|Wairangi|Ngāhuia|Rēwena")),
    "pacific": (_s("Sione|Tevita|Sefo|Viliami|Iosefa|Pita|Semisi|Lavinia|Tomasi|Mosese"),
                _s("Losa|Mele|Malia|Lupe|Talia|Ana|Sela|Salote|Fetu|Vaea")),
    "afrikaans": (_s("Pieter|Johan|Riaan|Hendrik|Gerrit|Jaco|Wikus|Francois|Stefan|Dawid|Kobus|Marthinus|"
                     "Theuns|Ruan|Danie|Chris|Hennie|Louwrens"),
                  _s("Marietjie|Annelie|Elmarie|Liezl|Anika|Retha|Sanet|Hanlie|Karlien|Mariska|Elsabe|Rina|"
                     "Magda|Ilse|Lientjie|Hester")),
    "cape": (_s("Riedwaan|Ebrahim|Jerome|Clinton|Ashwin|Ismail|Dillon|Faizel|Ridwan|Gershwin"),
             _s("Shireen|Fatima|Chantal|Faldiela|Nazeema|Charmaine|Jo-Anne|Mareldia|Tasneem|Bernadette")),
    "zulu": (_s("Sipho|Bongani|Sibusiso|Mandla|Themba|Musa|Nkosinathi|Sabelo|Thulani|Mthokozisi|Sandile|"
                "Lungelo|Njabulo|Siyabonga|Mxolisi|Sifiso"),
             _s("Thandeka|Nomvula|Zanele|Lindiwe|Nokuthula|Zodwa|Thuli|Ntombi|Sbongile|Nomthandazo|Zinhle|"
                "Ayanda|Nosipho|Hlengiwe|Nompumelelo|Mbali")),
    "xhosa": (_s("Lwazi|Luvuyo|Xolani|Siyamthanda|Lonwabo|Mzukisi|Vuyo|Anele|Sizwe|Bonginkosi|Lubabalo|"
                 "Khanyiso|Zolani|Lukhanyo|Athenkosi"),
              _s("Nomsa|Thembeka|Zintle|Unathi|Noluthando|Yonela|Asanda|Siphokazi|Nandipha|Lulama|Nobuhle|"
                 "Babalwa|Akhona|Nomakhaya|Ziyanda")),
    "sotho": (_s("Thabo|Kagiso|Tshepo|Mpho|Karabo|Neo|Teboho|Lesego|Katlego|Tumelo"),
              _s("Lerato|Palesa|Refilwe|Boitumelo|Dineo|Kgomotso|Mamello|Puleng|Nthabiseng|Keitumetse")),
    "shona": (_s("Tendai|Farai|Tatenda|Tinashe|Kudakwashe|Tafadzwa|Munyaradzi"),
              _s("Rudo|Chipo|Nyasha|Tsitsi|Rumbidzai|Vimbai|Ruvimbo")),
    "indian": (_s("Ravi|Arjun|Deepak|Anil|Rajesh|Sanjay|Vikram|Harpreet|Gurpreet|Kiran|Pravin|Yusuf|Nirav"),
               _s("Priya|Sunita|Kavitha|Nisha|Pooja|Meera|Amandeep|Shanthi|Deshnee|Kamla|Roshni|Vanitha")),
    "pakistani": (_s("Imran|Asif|Tariq|Bilal|Rashid|Zubair|Kamran|Shahid"),
                  _s("Zainab|Ayesha|Nadia|Shabnam|Rukhsana|Saima|Farzana|Nasreen")),
    "hispanic": (_s("Luis|Jose|Carlos|Miguel|Jesús|Alejandro|Ramón|Héctor|Joaquín|Efraín|Rigoberto"),
                 _s("Maria|Guadalupe|Rosa|Yesenia|Marisol|Alejandra|Esperanza|Dolores|Xiomara|Araceli")),
    "afam": (_s("DeShawn|Tyrone|Jamal|Darnell|Marquis|Terrell|Dante|Andre|Cedric|Jalen"),
             _s("Keisha|Latoya|Shanice|Tamika|Imani|Ebony|Jazmine|Aaliyah|Tanisha|Monique")),
    "vietnamese": (_s("Minh|Thanh|Tuan|Bao|Duc|Quang"), _s("Huong|Linh|Lan|Thuy|Ngoc|Mai")),
    "chinese": (_s("Wei|Jun|Jian|Hao|Zhi Wei|Kai"), _s("Mei Ling|Li Na|Hui|Xiao Yan|Fang|Jia")),
    "korean": (_s("Min-jun|Hyun|Dong-hyun|Jae"), _s("Ji-woo|Seo-yeon|Eun-ji|Soo-ah")),
    "arabic": (_s("Omar|Abdirahman|Mohamed|Yusuf|Faisal|Hamza|Abdi|Khalid"),
               _s("Fatima|Hodan|Amina|Layla|Khadija|Sagal|Ifrah|Mariam")),
    "polish": (_s("Piotr|Tomasz|Marek|Krzysztof|Paweł|Grzegorz"),
               _s("Agnieszka|Katarzyna|Ewa|Magdalena|Joanna|Beata")),
    "westafrican": (_s("Chinedu|Emeka|Oluwaseun|Tunde|Kwame|Kofi|Yaw|Chukwuma"),
                    _s("Ngozi|Adaeze|Funmilayo|Abena|Efua|Chiamaka|Yetunde")),
    "caribbean": (_s("Delroy|Winston|Errol|Leroy|Desmond|Clive"),
                  _s("Marcia|Claudette|Hyacinth|Paulette|Beverley|Yvonne")),
}

SURNAMES = {
    "english": _s("Smith|Johnson|Williams|Taylor|Davies|Evans|Thompson|Roberts|Walker|Robinson|Wright|Harris|"
                  "Clarke|Turner|Morris|Cooper|Hughes|Edwards|Parker|Collins|Stewart|Morgan|Ferguson|"
                  "Harrison|Phillips|Patterson|Henderson|Holloway|Pemberton|Whitfield|Ashworth|Catterall|"
                  "Dunmore|Greaves|Hebblethwaite|Lockwood|Pilkington|Sowerby|Thwaite|Yardley|Ramsbottom|"
                  "Fairclough|Gledhill|Openshaw|Tattersall|Kilbride|Mackenzie|Drummond|Lindqvist"),
    "wordname": _s("Baker|Cook|Mason|Fisher|Field|Brown|Green|White|Young|Hill|Wood|Stone|Bishop|Hunter|"
                   "Church|Frost|Marsh|Bell|Moss|Banks|Lamb|Fox|Swift|Hardy|Love|Sharp|Wise|Best|Friend|"
                   "Rice|Carpenter|Weaver|Shepherd|Golden|Little|Strong|Lane|Ward|Waters|Brook|Law|Gray|"
                   "Black|Sweet|Price|Bond|Knight|Page|Rush|Small|Hale|Bush|Snow|Cross|Day"),
    "irish": _s("O'Brien|McCarthy|O'Sullivan|Byrne|Kavanagh|Doherty|Gallagher|Quinn|Brennan|McLaughlin|"
                "O'Neill|Flanagan|Ni Dhuibhir|Costello"),
    "maori": _s("Ngata|Te Rangi|Parata|Tawhiri|Horomona|Waaka|Tipene|Rewiti|Ruatapu|Te Whata|Paewai|"
                "Hakaraia|Karaitiana|Kereama|Maihi|Ngarimu|Poutama|Rapana|Tamihana|Te Hiko|Wihongi|"
                "Whaanga|Herewini|Te Moana|Tautahi|Huata|Tuhiwai|Rōpata|Kōhere|Te Wano"),
    "pacific": _s("Faleolo|Taufa|Vaifale|Fonoti|Leota|Aumua|Havili|Mataele|Fifita|Sapolu|Falaniko|Tuipulotu|"
                  "Lemalu|Vainikolo"),
    "afrikaans": _s("van der Merwe|Botha|Pretorius|du Plessis|Joubert|Venter|Coetzee|Steenkamp|Nel|Kruger|"
                    "Bezuidenhout|van Wyk|Swanepoel|Oosthuizen|Engelbrecht|Louw|Grobler|Fourie|le Roux|"
                    "Mostert|de Villiers|Rossouw|Erasmus|Viljoen|Janse van Rensburg|Strydom"),
    "cape": _s("Abrahams|Isaacs|Adams|Jacobs|Davids|Hendricks|Petersen|Cupido|Fortuin|Booysen|Arendse|"
               "Solomons|Dollie|Salie"),
    "zulu": _s("Dlamini|Ndlovu|Zulu|Mkhize|Ngcobo|Khumalo|Nxumalo|Shabalala|Cele|Mthembu|Zungu|Gumede|"
               "Msomi|Hlongwane|Mchunu|Ntuli|Sithole|Zondi|Magwaza|Ngubane|Mabuza|Khanyile"),
    "xhosa": _s("Sotashe|Gqirana|Mgqibelo|Ntshona|Mapekula|Jikela|Ngxola|Dyantyi|Bangani|Sokutu|Gxowa|"
                "Nqoro|Mvubu|Zenani|Matiwane|Ngcukana|Tyali|Mafanya|Dlulane|Qangule"),
    "sotho": _s("Mokoena|Molefe|Mahlangu|Nkosi|Motaung|Tau|Sebola|Letsie|Moloi|Phiri|Radebe|Mabaso|Modise|"
                "Ramokgopa|Sekhukhune"),
    "shona": _s("Moyo|Ncube|Chikwanha|Mutasa|Sibanda|Dube|Mlambo|Chigumba"),
    "indian": _s("Patel|Naidoo|Pillay|Govender|Reddy|Chetty|Singh|Sharma|Moodley|Padayachee|Maharaj|"
                 "Sandhu|Gill|Chauhan|Ramsamy"),
    "pakistani": _s("Khan|Hussain|Ahmed|Iqbal|Begum|Rahman|Chowdhury|Malik|Mahmood|Qureshi"),
    "hispanic": _s("Hernández|Ortiz|Castillo|Ramírez|Gutiérrez|Morales|Vásquez|Delgado|Reyes|Cruz|Mendoza|"
                   "Salazar|Orozco|Villalobos|Cisneros|Barajas"),
    "afam": _s("Washington|Jefferson|Jackson|Freeman|Coleman|Simmons|Gaines|Dorsey|Whitaker|Pettaway"),
    "vietnamese": _s("Nguyen|Tran|Le|Pham|Hoang|Vo|Dang"),
    "chinese": _s("Chen|Wong|Liu|Zhang|Huang|Lim|Tan|Ng|Chan"),
    "korean": _s("Park|Kim|Choi|Jung|Kang"),
    "arabic": _s("Haddad|Mansour|Warsame|Farah|Abdi|Hassan|Osman|Jama|Nur|Aden"),
    "polish": _s("Kowalski|Nowak|Wiśniewski|Zielińska|Kamiński|Lewandowska|Wójcik"),
    "westafrican": _s("Okafor|Adeyemi|Eze|Okonkwo|Balogun|Mensah|Asante|Boateng|Adebayo|Nwosu"),
    "caribbean": _s("Campbell|Francis|Grant|Reid|Bailey|McKenzie|Chambers"),
    "native": _s("Begay|Yazzie|Tsosie|Benally|Nez|Manygoats"),
}

ORIGINS = {
    "US": [("english", 20), ("wordname", 8), ("hispanic", 14), ("afam", 12), ("irish", 4), ("vietnamese", 3),
           ("chinese", 3), ("korean", 2), ("arabic", 4), ("polish", 3), ("westafrican", 3), ("native", 3)],
    "UK": [("english", 24), ("wordname", 8), ("irish", 6), ("indian", 5), ("pakistani", 7), ("polish", 5),
           ("westafrican", 5), ("caribbean", 5), ("arabic", 3), ("chinese", 2)],
    "NZ": [("english", 16), ("wordname", 6), ("maori", 24), ("pacific", 10), ("chinese", 3), ("indian", 4),
           ("korean", 2), ("afrikaans", 2)],
    "ZA": [("zulu", 18), ("xhosa", 16), ("sotho", 10), ("afrikaans", 14), ("cape", 8), ("indian", 6),
           ("english", 6), ("shona", 4), ("wordname", 2)],
}
# surname origin used for given-name origins that have no surname list of their own
SURNAME_FOR = {"native": "native"}

NICKNAMES = _s("Tiny|Shorty|Bones|Red|Smiley|Mac|Bubba|Jonno|Bazza|Gazza|Sbu|Jabu|Thabs|Koos|Becks|Jonny|"
               "Dutch|Ace|Scooter|Lefty|Moose|Skinny|Nana|Bro|Chippy|Sparky|Blue|Ginge|Mouse|Spud|Tama|Boet")

CREDENTIALS = {
    "US": {"med": _s("MD|DO|MD, PhD"), "psy": _s("PsyD|PhD"), "nurse": _s("RN|NP|PMHNP|LPN"),
           "sw": _s("LCSW|LMSW|LMFT"), "aod": _s("LADC|CADC|LCDC|LPC"), "peer": _s("CPRS|CPS"), "pharm": _s("PharmD|RPh")},
    "UK": {"med": _s("MBChB|MRCPsych|MBBS"), "psy": _s("DClinPsy|CPsychol"), "nurse": _s("RMN|RGN|NMP"),
           "sw": _s("AMHP|SW|MSW"), "aod": _s("RMN|DipSW"), "peer": _s("PSW"), "pharm": _s("MRPharmS")},
    "NZ": {"med": _s("MBChB|FRANZCP"), "psy": _s("PGDipClinPsych|DClinPsy"), "nurse": _s("RN|NP"),
           "sw": _s("RSW"), "aod": _s("DAPAANZ|RN"), "peer": _s("CPSW"), "pharm": _s("BPharm")},
    "ZA": {"med": _s("MBChB|FCPsych|MMed Psych"), "psy": _s("MA Clin Psych|PhD"), "nurse": _s("RN|PN|RPN"),
           "sw": _s("SW|BSW"), "aod": _s("SW|RN"), "peer": _s("PSW"), "pharm": _s("BPharm")},
}
ROLE_CAT = {"psychiatrist": "med", "trainee": "med", "gp": "med", "ed": "med", "prescriber": "med",
            "psychologist": "psy", "supervisor": "psy", "dispenser": "nurse", "dispenser2": "nurse",
            "crisis": "nurse", "crisis2": "nurse", "cw": "nurse", "sw": "sw", "council": "sw", "referrer": "sw",
            "duty": "sw", "counsellor": "aod", "intake": "aod", "peer": "peer", "peer2": "peer", "pharmacist": "pharm"}

# ---------------- places -----------------
US_TOWN_A = _s("Varnell|Pruett|Quarrow|Tindal|Merrow|Halvorsen|Brackett|Ostrander|Kettleby|Dunhollow|"
               "Calloway|Linwick|Amberly|Corwin|Haskett|Bellmont|Fenmore|Wendling|Ruskin|Ashgrove|Tamsin|"
               "Colfax|Dorrance|Everly|Gannett|Holcombe|Ivanhoe|Jessup|Kinsey|Ludlow|Maddox|Norwell")
US_TOWN_B = _s("Springs|Crossing|Falls|Creek|Hollow|Ridge|Junction|Bluff|Heights|Landing|Grove|Flats|Station|"
               "Mills|Point|Valley")
UK_TOWN_A = _s("Ash|Brack|Thorn|Kings|Mar|Wyke|Hal|Holl|Lark|Ember|Sedge|Fern|Cold|Stan|Wick|Har|Brin|"
               "Ottle|Quen|Bram|Cres|Dun|Elm|Grims|Hep|Kel|Lud|Mox|Pen|Ros|Sil|Tad|Wend|Yar")
UK_TOWN_B = _s("combe|mere|bridge|ford|ley|ton|wick|by|thorpe|field|borough|ham|stead|well|dale|caster|"
               "worth|hurst|bury|cote|holme|shaw")
NZ_TOWN_A = _s("Wai|Roto|Mata|Puke|Awa|Rangi|Kai|Ōta|Tāwhi|Hau|Mōta|Pae|Whare|Kōra|Piha|Ara|Tapu|Hiku")
NZ_TOWN_B = _s("rangi|kōhatu|tere|moana|hina|roa|kawa|nui|tahi|paki|whenua|rere|ora|miro|poto|kiore|uenuku")
NZ_ENG_TOWN = _s("Port Kestrel|Bellbird Flat|Harrow Bay|Tarn Heights|Pīwakawaka Bay|Ferndale Junction|"
                 "Kowhai Springs|Mangrove Point|Totara Flat|Shingle Creek")
ZA_TOWN_A = _s("Riet|Doring|Klip|Wit|Rooi|Modder|Steen|Vaal|Groot|Leeu|Sand|Kraai|Ysters|Bloed|Kameel|"
               "Swart|Olifants|Bosch")
ZA_TOWN_B = _s("fontein|spruit|kloof|dal|rivier|poort|bosch|vlei|berg|kop|rand|hoek|stroom|drift")
ZA_TOWNSHIP = _s("KwaMthunzi|KwaLangeni|Sizweville|Thandeni|eNhlanhleni|KwaBhekuzulu|Ikhwezi Park|"
                 "Masiphumelele Extension|Zamokuhle|Vukuzenzele|Lethabong Ext 3|Phakamisa|Khayalethu|"
                 "Mandlakazi|Siyathemba")

STREET_BASE = {
    "US": _s("Maple|Sycamore|Chestnut|Willowbank|Marigold|Harrow|Ledger|Quarry|Mill|Station|Church|"
             "Kingfisher|Heron|Plover|Larkspur|Cottonwood|Juniper|Aspen|Pecan|Magnolia|Bramble|Tanager|"
             "Whitmore|Dalloway|Cassidy|Ferncliff|Orchard|Beacon|Sumac|Brookline|Old Mill|Ridgeview"),
    "UK": _s("Larkspur|Hawthorn|Rowan|Bramble|Ledger|Quarry|Mill|Station|Church|Kingfisher|Heron|Plover|"
             "Cobbler|Tannery|Foundry|Weavers|Chapel|Abbey|Gorse|Heather|Sedge|Wren|Linnet|Thistle|"
             "Marlpit|Coopers|Pinfold|Ropewalk|Tenter|Wharf"),
    "NZ": _s("Kowhai|Rimu|Totara|Pohutukawa|Karaka|Tui|Kereru|Kaka|Weka|Korimako|Kahikatea|Matai|Puriri|"
             "Harakeke|Manuka|Kanuka|Titoki|Kauri|Nikau|Fantail|Ruru|Kōtare|Tawa|Miro|Pūkeko|Whio"),
    "ZA": _s("Protea|Jacaranda|Acacia|Tambotie|Kiaat|Baobab|Marula|Aloe|Strelitzia|Erica|Msinsi|"
             "Umdoni|Vygie|Kremetart|Disa|Fynbos|Mopane|Kameeldoring|Suikerbos|Ilala|Sekelbos|Mthombo|"
             "Inkwali|Ukhozi|Isiphethu|Sunbird"),
}
STREET_SUF = {
    "US": _s("Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Court|Ct|Boulevard|Blvd|Way|Place|Pl|Circle|Terrace"),
    "UK": _s("Street|Road|Lane|Close|Crescent|Drive|Way|Terrace|Place|Court|Grove|Mews|Rise|Row|Gardens|Walk"),
    "NZ": _s("Street|St|Road|Rd|Avenue|Ave|Crescent|Drive|Place|Terrace|Grove|Lane|Close|Way"),
    "ZA": _s("Street|Road|Avenue|Crescent|Drive|Lane|Close|Way|Place"),
}

US_STATES = [("Ohio", "OH"), ("Kentucky", "KY"), ("Oregon", "OR"), ("Arizona", "AZ"), ("Michigan", "MI"),
             ("Tennessee", "TN"), ("New Mexico", "NM"), ("Vermont", "VT"), ("Maryland", "MD"),
             ("West Virginia", "WV"), ("Georgia", "GA"), ("Minnesota", "MN"), ("Nevada", "NV"),
             ("Massachusetts", "MA"), ("Texas", "TX"), ("California", "CA"), ("Washington", "WA"),
             ("Pennsylvania", "PA"), ("Maine", "ME"), ("Montana", "MT"), ("Alabama", "AL"), ("Iowa", "IA")]
NZ_REGIONS = _s("Waikato|Canterbury|Otago|Northland|Bay of Plenty|Hawke's Bay|Manawatū-Whanganui|Taranaki|"
                "Southland|Gisborne|Tasman|West Coast|Marlborough")
ZA_PROVINCES = [("Gauteng", "GP"), ("KwaZulu-Natal", "KZN"), ("Western Cape", "WC"), ("Eastern Cape", "EC"),
                ("Limpopo", "LP"), ("Mpumalanga", "MP"), ("Free State", "FS"), ("Northern Cape", "NC")]

COUNTRIES_ABROAD = {
    "US": _s("Mexico|Guatemala|Honduras|El Salvador|Vietnam|Somalia|the Philippines|Canada|Poland|Nigeria|"
             "Haiti|Ukraine"),
    "UK": _s("Poland|Romania|Ireland|Pakistan|Jamaica|Nigeria|Somalia|Lithuania|Portugal|Eritrea|Sudan|Spain"),
    "NZ": _s("Samoa|Tonga|Fiji|Australia|the Cook Islands|Niue|India|China|the Philippines|South Korea"),
    "ZA": _s("Zimbabwe|Malawi|Lesotho|Mozambique|Eswatini|Botswana|the Democratic Republic of the Congo|"
             "Namibia|Somalia|Ethiopia"),
}
HOME_COUNTRY = {"US": _s("USA|United States|US"), "UK": _s("United Kingdom|UK"),
                "NZ": _s("New Zealand|NZ|Aotearoa"), "ZA": _s("South Africa|RSA")}

# ---------------- services, employers, other orgs -----------------
SAINTS = _s("Aldric|Wenna|Brannoc|Cuthman|Ebba|Fursey|Gwinear|Hilda|Ithamar|Jurmin|Keyne|Lioba|Madron|"
            "Nectan|Osyth|Petroc|Rumon|Sidwell|Tudno|Winnoc")
TREES_BIRDS = {
    "US": _s("Dogwood|Redbud|Cardinal|Bluebird|Hickory|Laurel|Cypress|Osprey|Meadowlark|Sequoia|Tupelo"),
    "UK": _s("Larch|Rowan|Willow|Hazel|Alder|Kestrel|Curlew|Skylark|Bluebell|Foxglove|Juniper|Heron|Osprey"),
    "NZ": _s("Kōwhai|Tōtara|Rimu|Kōtuku|Pīwakawaka|Tūī|Harakeke|Kahu|Ruru|Kererū|Pōhutukawa|Mānuka|Kākā"),
    "ZA": _s("Protea|Msinsi|Yellowwood|Marula|Ukhozi|Sunbird|Aloe|Baobab|Lourie|Hadeda|Fynbos|Impala"),
}
HOSP_STEM = _s("Fairhaven|Greystone|Lindenfield|Oakridge|Riverbend|Westmere|Brightwater|Highcliffe|Rosewarne|"
               "Stillwater|Moorcroft|Havenwood|Kingsgate|Ashdown|Clearview|Cresthill|Elmstead|Glenrowan|"
               "Larchmont|Northgate|Southfield|Thornbury|Valewood|Whitecross|Amberfield|Blackmoor|Cairnview")
SERVICE_STEM = _s("Second Wind|New Leaf|Turning Point|Harbourlight|Open Door|Safe Harbour|Pathways|Lighthouse|"
                  "Keystone|Fresh Start|Steppingstone|Northstar|Bridgeway|Anchor|Cornerstone|Tidewater|"
                  "Ember|Compass|Waypoint|Horizon|Rangimārie|Te Ara Hou|Whakaora|Ubuntu House|Siyaphila|"
                  "Thembalethu|Masakhane|Nuwe Begin|Lewensvreugde|Ikhaya Lethemba")
EMPLOYER_A = _s("Kestrel|Ridgeway|Harbour|Brightline|Copperleaf|Ironbark|Bluegum|Redwater|Summit|Granite|"
                "Northbound|Tallow|Hawkins|Marlow|Pickering|Greenacre|Drummond|Okoro|Naidoo|Tawhiri|Botha|"
                "Rangitoto|Kaimai|Mthembu|Vukani|Silverbirch|Quayside|Longreach")
EMPLOYER_B = _s("Freight|Construction|Meats|Logistics|Dairy|Mining|Engineering|Motors|Bakery|Security|"
                "Cleaning Services|Plumbing|Scaffolding|Roofing|Packhouse|Timber|Fisheries|Haulage|Kitchens|"
                "Transport|Poultry|Vineyards|Print|Concrete|Hardware|Panelbeaters")
EMPLOYER_C = {"US": _s("Inc.|LLC|Co.|Company|Group"), "UK": _s("Ltd|Limited|& Sons|Group"),
              "NZ": _s("Ltd|Limited|NZ Ltd|Group"), "ZA": _s("(Pty) Ltd|CC|Holdings|Group")}
ORG_KIND = {
    "US": _s("Housing Authority|Community Action Agency|Rescue Mission|Food Pantry|Baptist Church|"
             "Family Resource Center|Day Labor Center|Veterans Outreach|Women's Shelter|Tenant Union"),
    "UK": _s("Housing Association|Homes Trust|Night Shelter|Foodbank|Methodist Church|Women's Aid|"
             "Recovery Café|Credit Union|Tenants' Association|Community Trust"),
    "NZ": _s("Trust|Whānau Services|Night Shelter|Foodbank|Women's Refuge|Community House|Housing Trust|"
             "Presbyterian Church|Budgeting Service|Kaupapa Trust"),
    "ZA": _s("Community Church|Soup Kitchen|Night Shelter|Women's Shelter|Youth Centre|Burial Society|"
             "Stokvel|Community Forum|Children's Home|Drop-in Centre"),
}
SCHOOL_KIND = _s("High School|Primary School|College|Academy|Intermediate|Secondary School|Community College")

PROFESSIONS = _s("welder|scaffolder|forklift driver|chef|kitchen hand|shearer|miner|taxi driver|truck driver|"
                 "bus driver|electrician|plumber|builder|labourer|carpenter|painter and decorator|hairdresser|"
                 "nail technician|retail assistant|cashier|call centre agent|security guard|bartender|barista|"
                 "sex worker|farmhand|fruit picker|fisherman|teacher|teaching assistant|nurse|care worker|"
                 "accountant|software developer|lawyer|police officer|soldier|firefighter|domestic worker|"
                 "gardener|car guard|taxi marshal|machine operator|warehouse picker|delivery driver|courier|"
                 "dairy farmer|roofer|tiler|mechanic|panel beater|boilermaker|cleaner|postal worker|librarian|"
                 "pharmacist|dental assistant|real estate agent|line cook|meat packer|deckhand|tattoo artist|"
                 "joiner|bricklayer|prison officer|croupier|bookkeeper|childminder|paramedic|tow truck driver")

INSURERS = {
    "US": _s("Bluewater Health Plan|Cardinal Care Medicaid|Keystone Mutual|Prairie Health Partners|"
             "Summit Community Health Plan|Riverbend Health Alliance|Heartland Family Care MCO"),
    "UK": _s("Albion Health|Sovereign Mutual Health|Thistle Care Insurance|Lionheart Health Cover"),
    "NZ": _s("Kahu Health Insurance|Southern Fern Health|Aotea Mutual|Tōtara Health Cover"),
    "ZA": _s("Protea Medical Scheme|Umoya Health|Bonanza Medical Aid|Ikhwezi Health Scheme|Kalahari Med"),
}
PHARM_STEM = _s("Medway|Greenleaf|Corner|Village|Westmere|Kingsgate|Family|Harbourside|Riverside|"
                "Linden|Cedar Road|Sunrise|Parkside|Main Street")
