"""Invented personal-name pools for dev328_en, grouped by origin.

Every list here was typed by hand for this set; combinations are drawn at random,
so any resemblance of a full name to a real person is accidental.
Format per origin: (female first names, male first names, surnames), '|' separated.
"""


def _s(x):
    return [w.strip() for w in x.split("|") if w.strip()]


_RAW = {
    "anglo": (
        "Margaret|Patricia|Judith|Gwen|Dorothy|Shirley|Beverley|Colleen|Lorraine|Denise|Kerry|"
        "Leanne|Tracey|Lynette|Marjorie|Edith|Winifred|Joan|Valerie|Rosalind|Philippa|Harriet|"
        "Imogen|Tamsin|Jocelyn|Gail|Deborah|Cheryl|Wendy|Ruth|Hazel|Ivy|Mabel|Elsie|Sharon|"
        "Yvonne|Janice|Carol|Louise|Elaine|Pauline|Megan|Ellen|Hannah|Abigail|Laura|Rebecca|"
        "Sarah|Emma|Jessica|Chloe|Amelia|Olivia|Sophie|Madison|Brittany|Kayla|Savannah|Noeline|"
        "Raewyn|Glenda|Robyn|Delwyn|Meredith|Prudence|Rosemary|Annette|Dianne|Barbara|Nancy|Betty",
        "Graham|Trevor|Keith|Neville|Barry|Clive|Desmond|Colin|Howard|Raymond|Kenneth|Gordon|"
        "Bruce|Warren|Darren|Shane|Wayne|Ross|Gerald|Harold|Walter|Arthur|Cecil|Reginald|"
        "Leonard|Herbert|Alfred|Bernard|Frederick|Clarence|Lloyd|Vernon|Roy|Stanley|Eric|Dennis|"
        "Terence|Phillip|Geoffrey|Nigel|Rodney|Brian|Peter|Michael|David|John|Robert|James|"
        "William|Thomas|Richard|Daniel|Matthew|Joshua|Tyler|Cody|Brett|Jarrod|Travis|Dustin|"
        "Wade|Clint|Dale|Garry|Lindsay|Mervyn|Noel|Russell|Allan|Kevin|Glen|Maxwell|Ronald",
        "Ashworth|Pemberton|Whitcombe|Hollingsworth|Fairbairn|Blackwood|Thistlethwaite|"
        "Greenhalgh|Pickering|Rowntree|Bramwell|Cartwright|Fletcher|Thatcher|Sowerby|Ellery|"
        "Hargreaves|Ormerod|Kettering|Wainwright|Baxter|Cooper|Turner|Harding|Kemp|Frost|Sharpe|"
        "Newby|Hartley|Ingram|Bellamy|Tolhurst|Ridgeway|Stanhope|Fenwick|Penhaligon|Trelawney|"
        "Pascoe|Treloar|Atherton|Bickford|Catterall|Dobbs|Eastwood|Fairweather|Goodall|Hebden|"
        "Inglis|Jessop|Kingsley|Loxton|Mallory|Nettleton|Oakes|Pennington|Quarrie|Radcliffe|"
        "Sellwood|Tuckwell|Upton|Varley|Whitlock|Yardley|Brockhurst|Cheshire|Dunstan|Elphick|"
        "Garside|Holloway|Lightfoot|Marlowe|Northcott|Pryor|Rushworth|Summerhayes|Thorne|Winslow",
    ),
    "irish": (
        "Siobhan|Aoife|Niamh|Brigid|Deirdre|Roisin|Mairead|Bernadette|Orla|Sinead|Grainne|"
        "Clodagh|Eileen|Maeve|Nuala|Ciara|Treasa|Una|Finola|Kathleen",
        "Declan|Ciaran|Padraig|Seamus|Eoin|Niall|Cormac|Brendan|Dermot|Fergal|Donal|Colm|"
        "Lorcan|Ruairi|Diarmuid|Tadhg|Eamon|Kieran|Conor|Liam",
        "O'Donoghue|O'Sullivan|McNamara|Fitzgerald|Brannigan|Keane|Doherty|Geraghty|Moynihan|"
        "Flanagan|Quinlan|Tierney|Hennessy|Mulcahy|Gallagher|Cassidy|Delaney|Rafferty|"
        "O'Callaghan|Ni Bhriain|Mac Giolla|Kavanagh|Carmody|Lenihan|Brosnan|Dunleavy|McGuinness|"
        "O'Halloran|Costigan|Devereux",
    ),
    "scot": (
        "Catriona|Fiona|Isla|Heather|Eilidh|Morag|Kirsty|Ailsa|Mhairi|Shona|Rhona|Elspeth|Iona",
        "Malcolm|Alistair|Hamish|Angus|Callum|Fergus|Lachlan|Euan|Murray|Stuart|Douglas|Ewan|"
        "Ruaridh|Gregor|Archibald",
        "Lockhart|Dunbar|McAllister|MacLeod|McTaggart|Sutherland|Buchanan|Drummond|Urquhart|"
        "Galbraith|Kilpatrick|Colquhoun|Marchbank|McIlwraith|Ferguson|Guthrie|Kirkwood|"
        "Mackintosh|Ogilvie|Rennie|Strachan|Tennant|Moncrieff|Balfour",
    ),
    "welsh": (
        "Rhiannon|Cerys|Glenys|Bethan|Angharad|Nia|Myfanwy|Carys|Sian",
        "Gareth|Rhys|Dai|Owen|Emrys|Gethin|Iwan|Aled|Huw",
        "Griffiths|Prothero|Vaughan|Pritchard|Llewellyn|Bevan|Cadwallader|Morgan|Parry|Gwynne|"
        "Rees|Powell|Meredith",
    ),
    "maori": (
        "Aroha|Mere|Huia|Kiri|Ngaire|Hine|Moana|Tui|Ataahua|Mereana|Rawinia|Anahera|Marama|"
        "Wikitoria|Hinewai|Ani|Kahurangi|Maata",
        "Wiremu|Hemi|Rawiri|Tama|Nikau|Tane|Manaia|Rangi|Hohepa|Pita|Matiu|Ihaia|Tamati|"
        "Nikora|Kereama|Rewi",
        "Te Aho|Ngata|Tipene|Waaka|Parata|Henare|Tamihana|Te Whata|Kereama|Te Kani|Horomona|"
        "Wihongi|Paewai|Rangihuna|Tautahi|Te Rangi|Mihaka|Te Huia|Tawhai|Nikora|Tuhiwai|Whaanga",
    ),
    "pasifika": (
        "Losana|Mele|Sina|Lupe|Salote|Vika|Litia|Seini|Fetu|Malia|Ofa|Siosaia|Talia|Leota|Asenaca",
        "Tevita|Sione|Viliami|Semisi|Iosefa|Mosese|Paulo|Sefo|Tomasi|Penitoa|Lisiate|Ioane|Epeli",
        "Faleolo|Tuilagi|Sapolu|Fonoti|Taufa|Havili|Fifita|Vaipulu|Fuimaono|Aumua|Vunibobo|"
        "Tuivaga|Lolohea|Matagi|Soliai|Toleafoa|Naufahu|Tuipulotu",
    ),
    "chinese": (
        "Mei|Ling|Xiu Ying|Hui Min|Yan|Jia|Qing|Shu Fen|Wai Man|Suk Ching|Xiaoli|Fang",
        "Wei|Jian|Hao|Zhi Hao|Jun|Ming|Kwok Wai|Chi Keung|Lei|Bo|Guang|Yong",
        "Zhang|Liu|Huang|Zhao|Xu|Lam|Cheung|Tsang|Kwok|Leung|Chan|Wong|Yip|Tan|Lim|Goh|Ong|Teo|"
        "Koh|Fung|Hou|Qian|Shen|Ye",
    ),
    "viet": (
        "Thi Lan|Thuy|Ngoc Anh|Hoa|Mai|Bich|Hanh|Phuong|Thu Trang|Kim Oanh",
        "Duc|Minh|Tuan|Quang|Thanh|Hung|Van Long|Khanh|Dung|Phuc",
        "Nguyen|Tran|Pham|Vu|Dang|Bui|Duong|Truong|Huynh|Phan|Lai|Trinh",
    ),
    "korjap": (
        "Yuki|Keiko|Haruka|Eun-ji|Min-seo|Ji-woo|Sachiko|Michiko|Soo-jin|Hye-won",
        "Kenji|Hiroshi|Takeshi|Min-jun|Seung-ho|Dong-hyun|Tadashi|Jae-sung|Sung-min|Osamu",
        "Park|Kim|Choi|Jeong|Kang|Yoon|Tanaka|Sato|Yamamoto|Nakamura|Kobayashi|Watanabe|Inoue|"
        "Fujita|Matsuda|Han|Seo",
    ),
    "south_asian": (
        "Priya|Anjali|Sunita|Kavita|Lakshmi|Ayesha|Farida|Nasrin|Meenakshi|Deepa|Shalini|"
        "Nirmala|Dilini|Chamari|Rukhsana|Tahmina",
        "Rajesh|Sanjay|Vikram|Arjun|Ravi|Imran|Tariq|Farhan|Suresh|Anand|Prakash|Nuwan|Chaminda|"
        "Kamal|Asif",
        "Sharma|Patel|Iyer|Menon|Reddy|Krishnan|Pillai|Chatterjee|Banerjee|Bhatt|Desai|Joshi|"
        "Qureshi|Siddiqui|Rahman|Chowdhury|Perera|Jayawardena|Wickramasinghe|Gunasekara|Nair|"
        "Rao|Mukherjee|Hossain",
    ),
    "punjabi": (
        "Harpreet|Manpreet|Gurpreet|Simran|Rani|Jasleen|Kulwinder|Baljit",
        "Harjit|Gurdeep|Balwinder|Jaspreet|Sukhdev|Amarjit|Paramjit|Ranjit",
        "Gill|Sandhu|Grewal|Dhillon|Sidhu|Brar|Bains|Aulakh|Johal|Toor",
    ),
    "filipino": (
        "Maricel|Rowena|Lorna|Analyn|Marites|Jovelyn|Rosario|Cristina|Divina|Lualhati",
        "Rodrigo|Ramon|Eduardo|Jericho|Rommel|Arnel|Danilo|Rogelio|Efren|Bayani",
        "Dela Cruz|Santos|Reyes|Bautista|Villanueva|Macaraeg|Dimaculangan|Pangilinan|Soriano|"
        "Manalo|Aquino|Mendiola|Dizon|Salonga",
    ),
    "greek": (
        "Eleni|Despina|Katerina|Sofia|Vasiliki|Paraskevi|Georgia|Chrysoula|Anastasia",
        "Nikolaos|Giorgos|Dimitrios|Konstantinos|Stavros|Spiros|Panagiotis|Christos|Vasilis",
        "Papadopoulos|Konstantinidis|Georgiou|Christodoulou|Karagiannis|Economou|Papadakis|"
        "Alexiou|Vlahos|Mavromatis|Stavrou|Tsakalos",
    ),
    "italian": (
        "Giulia|Francesca|Rosaria|Carmela|Concetta|Maria|Assunta|Graziella|Lucia|Antonella",
        "Giuseppe|Salvatore|Vincenzo|Antonio|Domenico|Luca|Marco|Carmelo|Gianni|Rocco",
        "Rossi|Bianchi|Romano|Esposito|Colombo|Ferraro|De Luca|Marchetti|Gallo|Caruso|Lombardi|"
        "Santoro|Vitale|Mancini|Di Stefano|Cavallaro|Puglisi|Zappia",
    ),
    "arabic": (
        "Nour|Rania|Layla|Samira|Hoda|Mariam|Zainab|Amal|Ghada|Nadia|Rima",
        "Omar|Khalid|Hassan|Yusuf|Mahmoud|Karim|Bassam|Ziad|Fadi|Walid|Nabil",
        "Haddad|Khoury|Nassar|Saade|Karam|Abboud|Mansour|Hamdan|Aziz|El-Masri|Sleiman|Daher|"
        "Bitar|Chidiac",
    ),
    "slavic": (
        "Agnieszka|Malgorzata|Katarzyna|Olena|Oksana|Halyna|Milica|Jelena|Ivana|Snjezana|"
        "Danuta|Irena|Vesna|Ludmila",
        "Tomasz|Krzysztof|Piotr|Andrzej|Mykola|Taras|Bohdan|Dmytro|Goran|Dragan|Zoran|Milan|"
        "Zbigniew|Stanislav",
        "Kowalczyk|Wisniewski|Nowak|Wojcik|Kaminski|Lewandowski|Szymanski|Kovalenko|Shevchenko|"
        "Bondarenko|Tkachenko|Melnyk|Horvat|Kovacevic|Petrovic|Dvorak|Nagy|Babic|Zielinski|Hrynyk",
    ),
    "dutchgerman": (
        "Ingrid|Annelies|Marieke|Liesbeth|Brigitte|Ursula|Heike|Helga|Gerda|Anneke",
        "Jan|Pieter|Willem|Joost|Klaus|Dieter|Jurgen|Hendrik|Gerrit|Wolfgang",
        "van der Berg|de Vries|Bakker|Visser|Janssen|Vermeulen|Schneider|Fischer|Weber|Hoffmann|"
        "Becker|Zimmermann|van Dijk|Brouwer|Kuiper|Dekker|Vogel|Hartmann|Kessler",
    ),
    "scandi": (
        "Sigrid|Astrid|Solveig|Kirsten|Ingeborg|Liv|Margit",
        "Lars|Anders|Sven|Bjorn|Henrik|Nils|Leif|Einar",
        "Lindqvist|Johansson|Nyberg|Halvorsen|Christiansen|Eriksen|Solberg|Haugen|Lund|Bergstrom",
    ),
    "french": (
        "Marguerite|Genevieve|Sylvie|Chantal|Josee|Nathalie|Monique|Lucie|Isabelle|Ginette|"
        "Francine|Huguette|Manon|Celine",
        "Jean-Pierre|Luc|Gilles|Rejean|Mathieu|Yves|Benoit|Marcel|Gaetan|Normand|Andre|Sylvain|"
        "Denis|Claude",
        "Tremblay|Gagnon|Bouchard|Cote|Gauthier|Pelletier|Belanger|Levesque|Bergeron|Desjardins|"
        "Thibodeau|Ouellette|Fournier|Arsenault|LeBlanc|Cormier|Boudreau|Poirier|Theriault|"
        "Lachance|Dionne|Paquette|Robichaud|Savoie",
    ),
    "firstnations": (
        "Winona|Kateri|Delphine|Marlene|Verna|Bernice|Rosalie|Georgina",
        "Clifford|Elmer|Wilfred|Gilbert|Harvey|Lorne|Melvin|Norbert",
        "Laboucan|Desjarlais|Cardinal|Mercredi|Okemaw|Sinclair|McKay|Keeshig|Swampy|"
        "Ahenakew|Paskemin|Nanakawin|Moosomin|Wapass",
    ),
    "african": (
        "Ifeoma|Ngozi|Chiamaka|Adaeze|Abena|Akosua|Efua|Thandiwe|Nomvula|Wanjiru|Achieng|"
        "Tigist|Selam|Meseret|Fadumo|Hodan|Amina|Yewande",
        "Chukwuemeka|Obinna|Emeka|Tunde|Olumide|Kwame|Kofi|Yaw|Kwabena|Sipho|Thabo|Themba|"
        "Mandla|Tesfaye|Dawit|Mulugeta|Abdirahman|Mohamed",
        "Okafor|Adeyemi|Okonkwo|Eze|Nwosu|Mensah|Asante|Boateng|Owusu|Osei|Ndlovu|Dlamini|"
        "Khumalo|Mokoena|Mwangi|Otieno|Kiprono|Haile|Abebe|Warsame|Abdi|Hussein|Adebayo|Oyelaran",
    ),
    "hispanic": (
        "Guadalupe|Rosa|Esperanza|Marisol|Yolanda|Leticia|Xochitl|Paloma|Luz|Graciela|Carmen|"
        "Dolores|Pilar|Ines|Conceicao|Fatima",
        "Alejandro|Jorge|Luis|Carlos|Fernando|Ignacio|Joaquin|Santiago|Hector|Rafael|Javier|"
        "Miguel|Manuel|Joao|Rui|Arturo",
        "Garcia|Hernandez|Lopez|Martinez|Gonzalez|Ramirez|Flores|Castillo|Vargas|Mendoza|"
        "Ortega|Delgado|Salazar|Navarro|Cisneros|Villalobos|Trujillo|Archuleta|Baca|Montoya|"
        "Pacheco|Sandoval|Medeiros|Ferreira",
    ),
    "hawaiian": (
        "Leilani|Noelani|Pualani|Keala|Kalena|Mahina|Iolana|Kehau",
        "Kainoa|Keoni|Makoa|Kaleo|Ikaika|Kawika|Palani|Kekoa",
        "Kahananui|Kealoha|Kamakau|Akana|Kanahele|Nakoa|Palakiko|Kauhane|Makaiwi|Kaleikini",
    ),
    "persian_turkish": (
        "Shirin|Parisa|Zeynep|Ayse|Roya|Elif|Mahsa",
        "Reza|Dariush|Mehmet|Emre|Kemal|Babak|Murat",
        "Hosseini|Rahimi|Tehrani|Karimi|Moradi|Yilmaz|Demir|Kaya|Ozturk|Sadeghi|Aydin",
    ),
    "jewish": (
        "Miriam|Esther|Rivka|Naomi|Judith|Tova|Dina",
        "Avraham|Moshe|Saul|Yosef|Reuben|Ezra|Mordecai",
        "Goldberg|Rosenthal|Katz|Feldman|Levy|Abramowitz|Shapiro|Friedman|Weisz|Blumenfeld",
    ),
    "maltese": (
        "Carmen|Doris|Josephine|Rita|Marthese",
        "Joseph|Emanuel|Saviour|Carmel|Anthony",
        "Borg|Camilleri|Farrugia|Vella|Zammit|Grech|Micallef|Azzopardi|Attard|Spiteri",
    ),
}

ORIGINS = {k: (_s(v[0]), _s(v[1]), _s(v[2])) for k, v in sorted(_RAW.items())}

COUNTRY_WEIGHTS = {
    "AU": {"anglo": 30, "irish": 8, "scot": 6, "welsh": 2, "italian": 6, "greek": 5, "chinese": 6,
           "viet": 5, "south_asian": 5, "punjabi": 2, "filipino": 3, "arabic": 4, "slavic": 3,
           "dutchgerman": 3, "maltese": 2, "pasifika": 2, "african": 3, "korjap": 2,
           "persian_turkish": 1, "jewish": 1, "maori": 1},
    "NZ": {"anglo": 28, "scot": 8, "irish": 5, "welsh": 2, "maori": 20, "pasifika": 10, "chinese": 5,
           "south_asian": 5, "korjap": 2, "dutchgerman": 4, "filipino": 3, "slavic": 1, "scandi": 1,
           "african": 1, "punjabi": 2},
    "CA": {"anglo": 20, "french": 15, "scot": 7, "irish": 6, "firstnations": 4, "chinese": 8,
           "south_asian": 6, "punjabi": 5, "filipino": 4, "italian": 4, "slavic": 5,
           "dutchgerman": 3, "arabic": 3, "african": 3, "viet": 2, "korjap": 2, "jewish": 2,
           "hispanic": 1, "persian_turkish": 2},
    "US": {"anglo": 30, "irish": 6, "hispanic": 15, "chinese": 4, "viet": 3, "korjap": 3,
           "filipino": 3, "south_asian": 3, "african": 4, "jewish": 3, "italian": 4,
           "dutchgerman": 5, "scandi": 3, "slavic": 2, "arabic": 2, "hawaiian": 1, "scot": 2},
}

# regional boosts: (country, state) -> extra weights
STATE_BOOST = {
    ("US", "HI"): {"hawaiian": 25, "filipino": 12, "korjap": 12, "chinese": 4},
    ("US", "NM"): {"hispanic": 30},
    ("US", "CA"): {"hispanic": 10, "korjap": 3, "viet": 3},
    ("CA", "QC"): {"french": 60},
    ("CA", "NB"): {"french": 20},
    ("CA", "SK"): {"firstnations": 8},
    ("CA", "MB"): {"firstnations": 8, "filipino": 4},
    ("NZ", "Northland"): {"maori": 20},
    ("AU", "VIC"): {"greek": 4, "italian": 3},
}

NICK = {
    "Robert": "Bob", "William": "Bill", "Margaret": "Peggy", "Richard": "Dick", "Patricia": "Trish",
    "Thomas": "Tom", "Elizabeth": "Liz", "Kenneth": "Ken", "Raymond": "Ray", "Gerald": "Gerry",
    "Deborah": "Deb", "Michael": "Mick", "James": "Jim", "Dorothy": "Dot", "Barbara": "Barb",
    "Frederick": "Fred", "Leonard": "Len", "Stanley": "Stan", "Rosemary": "Ro", "Joseph": "Joe",
    "Giuseppe": "Joe", "Salvatore": "Sam", "Nikolaos": "Nick", "Konstantinos": "Con",
    "Anthony": "Tony", "Geoffrey": "Geoff", "Phillip": "Phil", "Russell": "Russ", "Douglas": "Doug",
    "Wiremu": "Bill", "Jurgen": "Jurg", "Theodore": "Ted", "Kathleen": "Kath", "Judith": "Judy",
}
