"""Hand-written name pools for dev344_en (written for this set; no library lists).

Each origin group: (female given names, male given names, family names), '|' separated.
"""

_RAW = {
    "anglo": (
        "Abigail|Alison|Amber|Bethany|Brenda|Carly|Charlotte|Chelsea|Claire|Dawn|Deborah|Denise|"
        "Elaine|Ellie|Gemma|Gillian|Hannah|Harriet|Hayley|Imogen|Jacqueline|Janet|Jodie|Joanne|"
        "Kayleigh|Kerry|Lauren|Leanne|Lindsay|Lorraine|Mandy|Natalie|Pauline|Poppy|Rachel|"
        "Rosalind|Samantha|Shannon|Stacey|Tracey|Vanessa|Wendy|Yvonne|Zoe",
        "Aaron|Adrian|Alfie|Barry|Ben|Callum|Carl|Colin|Craig|Darren|Dean|Duncan|Edward|Gareth|"
        "Gavin|Graham|Harvey|Jake|Jamie|Jason|Keith|Kieran|Lee|Liam|Luke|Martin|Matthew|Neil|"
        "Nigel|Oliver|Phil|Reece|Robert|Ross|Ryan|Scott|Shane|Simon|Stuart|Terry|Toby|Wayne",
        "Ashworth|Barraclough|Bellamy|Birtwistle|Blundell|Bradshaw|Brindley|Cartwright|Catterall|"
        "Clegg|Cottam|Crossley|Dawber|Dewhurst|Eccleston|Fairclough|Fenwick|Garside|Greenhalgh|"
        "Hargreaves|Haworth|Hepworth|Hindle|Holroyd|Howarth|Kershaw|Lomax|Marsden|Moorcroft|"
        "Nuttall|Ormerod|Pickles|Pilling|Ramsbottom|Rigby|Sowerby|Stansfield|Sutcliffe|"
        "Thistlethwaite|Tomlinson|Tyldesley|Whittaker|Wolstenholme|Worsley|Yardley|Pennington|"
        "Ackroyd|Bramhall|Coldwell|Dimmock|Entwistle|Farrington|Gorton|Heskett|Ingleby|Kettlewell"),
    "irish": (
        "Aoife|Bríd|Caoimhe|Ciara|Clodagh|Deirdre|Eimear|Fionnuala|Gráinne|Máire|Maeve|Niamh|"
        "Orla|Róisín|Saoirse|Siobhán|Sinéad|Úna|Aisling|Nuala",
        "Cathal|Ciarán|Colm|Conor|Darragh|Diarmuid|Donal|Eoin|Fergal|Fiachra|Lorcan|Oisín|"
        "Pádraig|Ruairí|Seán|Tadhg|Cormac|Declan|Niall|Shane",
        "Ó Ceallaigh|O'Donoghue|Mac Giolla|Ní Bhriain|Breathnach|Cullinane|Dunphy|Fahy|Gleeson|"
        "Hennessy|Keohane|Kinsella|Lenihan|Mac Namara|McGettigan|Moriarty|Nolan|O'Driscoll|"
        "O'Mahony|Phelan|Quigley|Scanlon|Tierney|Twomey|Walsh|Brosnan|Cronin|Doherty|Fitzgerald|"
        "Geraghty|Hanrahan|Kavanagh|Lyons|McSweeney|Mulcahy|O'Keeffe|Ryan|Sheehy|Treacy|Whelan"),
    "celtic": (
        "Ailsa|Catriona|Eilidh|Fiona|Isla|Kirsty|Morag|Rhona|Shona|Angharad|Bethan|Carys|Cerys|"
        "Ffion|Glenys|Lowri|Mair|Nia|Rhian|Sioned",
        "Alasdair|Angus|Calum|Euan|Fraser|Hamish|Lachlan|Murdo|Ruaridh|Struan|Aled|Dafydd|"
        "Emyr|Gethin|Huw|Iwan|Rhodri|Tomos|Gruffydd|Owain",
        "MacAulay|MacIver|MacLeod|Matheson|McAllister|McCrindle|Menzies|Munro|Ogilvie|Sinclair|"
        "Urquhart|Gillespie|Drummond|Buchanan|Lennox|Ap Rhys|Bowen|Llewellyn|Parry|Pritchard|"
        "Prosser|Vaughan|Gwilliam|Pugh|Meredith|Rhydderch|Jenkins|Griffiths|Howells|Thomas"),
    "south_asian": (
        "Anjali|Deepa|Farzana|Gurleen|Harpreet|Kavitha|Lakshmi|Manpreet|Meenakshi|Nusrat|Priya|"
        "Rukhsana|Shabnam|Sunita|Tahmina|Ayesha|Divya|Jaswinder|Nandini|Padma|Rehana|Sadia|"
        "Shalini|Yasmin|Zainab|Bhavna|Hema|Kiran|Pooja|Rupinder",
        "Ajay|Amit|Arjun|Balvinder|Dev|Gurpreet|Harjit|Imran|Irfan|Jagdeep|Kamal|Karthik|"
        "Mahesh|Mohammed|Naveed|Pradeep|Rajesh|Rohit|Sanjay|Shahid|Sukhdev|Suresh|Tariq|Vikram|"
        "Zubair|Anwar|Faisal|Hamza|Nikhil|Ravi",
        "Ahluwalia|Bains|Bhattacharya|Chaudhry|Choudhury|Dhillon|Gill|Iyer|Joshi|Kaur|Khan|"
        "Krishnan|Mahmood|Malik|Mehta|Nair|Pillai|Qureshi|Rahman|Rathore|Sandhu|Sharma|Siddiqui|"
        "Sidhu|Subramanian|Uddin|Varma|Hussain|Patel|Desai|Chakraborty|Banerjee|Hossain|Ranjan"),
    "west_african": (
        "Abimbola|Adaeze|Chiamaka|Folake|Funmilayo|Ifeoma|Ngozi|Nkechi|Temitope|Yetunde|Abena|"
        "Adjoa|Akosua|Ama|Efua|Esi|Afia|Chinonso|Kemi|Bisola",
        "Adebayo|Babatunde|Chidi|Chukwuemeka|Emeka|Femi|Ikenna|Kayode|Obinna|Olumide|Segun|"
        "Tunde|Kofi|Kwabena|Kwame|Kwesi|Yaw|Kojo|Nnamdi|Tobenna",
        "Adeyemi|Afolabi|Akinola|Babalola|Eze|Nwosu|Obi|Ogunleye|Okafor|Okonkwo|Okoro|Olawale|"
        "Onyekachi|Oyelaran|Adjei|Agyeman|Asante|Boateng|Mensah|Owusu|Osei|Appiah|Darko|Nnaji"),
    "east_african": (
        "Ayaan|Faduma|Hibaaq|Hodan|Sahra|Amina|Halima|Ifrah|Sagal|Deeqa|Wanjiru|Achieng|Nyokabi",
        "Abdirahman|Abdullahi|Bashir|Guled|Liban|Mahad|Warsame|Yusuf|Kamau|Otieno|Mwangi|Ochieng",
        "Abdi|Ahmed|Farah|Hassan|Jama|Mohamud|Nur|Osman|Warsame|Kariuki|Njoroge|Odhiambo|Wafula"),
    "caribbean": (
        "Claudette|Hyacinth|Marcia|Merline|Sonia|Paulette|Jasmine|Monique|Keisha|Shanelle",
        "Clinton|Delroy|Desmond|Errol|Lloyd|Winston|Marlon|Dwayne|Kemar|Leroy",
        "Beckford|Campbell|Chambers|Clarke|Ellington|Facey|Grant|McKenzie|Reid|Samuels|Thompson|"
        "Wedderburn|Brissett|Gayle|Hylton"),
    "eastern_european": (
        "Agnieszka|Dorota|Ewa|Joanna|Katarzyna|Magdalena|Małgorzata|Monika|Oksana|Olena|Irina|"
        "Svetlana|Daria|Zuzana|Ilona|Lucie|Milena|Raluca|Ioana|Vesna",
        "Andrzej|Bartosz|Dariusz|Grzegorz|Krzysztof|Łukasz|Marek|Paweł|Tomasz|Wojciech|Oleksandr|"
        "Dmytro|Sergei|Viktor|Ondřej|Tomáš|Mihai|Bogdan|Goran|Nikola",
        "Kowalczyk|Nowak|Wiśniewski|Zieliński|Lewandowska|Kamińska|Wójcik|Dąbrowski|Szymańska|"
        "Kovalenko|Shevchenko|Bondarenko|Petrenko|Novák|Dvořák|Popescu|Ionescu|Horvat|Marković|"
        "Jankowski|Mazur|Krawczyk|Pavlović"),
    "hispanic": (
        "Alejandra|Carmen|Daniela|Graciela|Guadalupe|Lucia|Marisol|Rocío|Xiomara|Yesenia|"
        "Esperanza|Itzel|Paola|Valeria|Ximena|Maribel|Noemí|Adriana",
        "Alejandro|Diego|Eduardo|Ernesto|Héctor|Javier|Jorge|Luis|Miguel|Rafael|Ramón|Santiago|"
        "Tomás|Joaquín|Arturo|Efraín|Octavio|Rodrigo",
        "Aguilar|Alvarado|Barrios|Castañeda|Contreras|Delgado|Escobar|Fuentes|Guerrero|Ibarra|"
        "Jiménez|Lozano|Maldonado|Mendoza|Navarro|Orozco|Quintero|Ríos|Salazar|Trujillo|"
        "Valenzuela|Zamora|Cervantes|Villarreal"),
    "chinese": (
        "Mei|Xiaoling|Yan|Hui|Jiayi|Ling|Wing Yee|Siew Ling|Li Na|Xinyi|Shu Fen|Ka Yan",
        "Wei|Jun|Hao|Zhiwei|Kai|Ming|Chun Kit|Wai Keung|Jian|Yong|Tian|Boon Heng",
        "Chan|Cheung|Chow|Fong|Ho|Kwok|Lau|Leung|Liang|Lim|Ng|Tan|Wong|Yeung|Zhang|Zhou|Xu|"
        "Huang|Lin|Tsang|Goh|Teo|Koh|Yap"),
    "vietnamese": (
        "Thi Lan|Ngoc Anh|Thuy|Hoa|Linh|Mai|Huong|Phuong",
        "Minh|Tuan|Duc|Quang|Hung|Long|Bao|Khanh",
        "Nguyen|Tran|Le|Pham|Hoang|Vu|Dang|Bui|Do|Ngo|Duong|Truong"),
    "filipino": (
        "Maricel|Rowena|Jocelyn|Analyn|Marites|Lorna|Rosario|Jovelyn|Aileen|Cherry Mae",
        "Rommel|Jericho|Arnel|Danilo|Renato|Jomar|Noel|Rodel|Efren|Marlon",
        "Dela Cruz|Santos|Reyes|Bautista|Villanueva|Mendoza|Manalo|Dimaculangan|Macaraeg|"
        "Pascual|Tolentino|Gatchalian"),
    "korean_japanese": (
        "Min-ji|Seo-yeon|Ji-woo|Hye-jin|Yuki|Haruka|Aiko|Naomi",
        "Min-jun|Ji-ho|Sung-min|Dong-hyun|Hiroshi|Kenji|Takeshi|Daisuke",
        "Kim|Park|Choi|Jung|Kang|Yoon|Tanaka|Watanabe|Yamamoto|Nakamura|Sato|Kobayashi"),
    "maori": (
        "Aroha|Huia|Kiri|Mereana|Ngaire|Moana|Hine|Wikitoria|Tui|Māia",
        "Wiremu|Rawiri|Tane|Hemi|Nikau|Tamati|Rangi|Manaia|Ihaia|Tipene",
        "Ngata|Parata|Tawhiri|Te Rangi|Waititi|Horomona|Rewiti|Tomoana|Te Kani|Ruatapu|Hetaraka|"
        "Tipoki"),
    "pacific": (
        "Losa|Mele|Salote|Sina|Vailea|Luseane|Fetu|Malia|Tupe|Ofa",
        "Sione|Tevita|Viliami|Ioane|Sefo|Tavita|Lagi|Pita|Semisi|Fetuao",
        "Faleolo|Tuilagi|Fonoti|Taufa|Vaipulu|Lolohea|Tupou|Leiataua|Sapolu|Fifita|Mataele|Ah Sam"),
    "mediterranean": (
        "Giulia|Francesca|Chiara|Rosaria|Antonella|Eleni|Despina|Georgia|Katerina|Sofia|Ana Paula|"
        "Fernanda|Conceição|Inês",
        "Giuseppe|Salvatore|Vincenzo|Marco|Luca|Dimitrios|Giorgos|Nikos|Kostas|Spiros|João|"
        "Rui|Tiago|Nuno",
        "Esposito|Ferraro|Russo|Lombardi|Caruso|Marchetti|Papadopoulos|Karagiannis|Nikolaidis|"
        "Christodoulou|Georgiou|Pereira|Ferreira|Carvalho|Rodrigues|Gonçalves|Tsakalos|Amato"),
    "afrikaans": (
        "Anneke|Marietjie|Elmarie|Liezl|Riana|Sunette|Charlize|Annelie",
        "Pieter|Johan|Hendrik|Willem|Gerrit|Francois|Jaco|Riaan",
        "van der Merwe|Botha|du Plessis|Pretorius|Steyn|Venter|Coetzee|Nel|Kruger|Oosthuizen|"
        "Swanepoel|Joubert|Viljoen|le Roux"),
    "nguni": (
        "Thandiwe|Nomvula|Lindiwe|Zanele|Nokuthula|Ayanda|Nosipho|Thembeka|Palesa|Lerato|Naledi",
        "Sipho|Thabo|Mandla|Bongani|Sizwe|Lwazi|Themba|Kagiso|Tshepo|Lungile|Mpho",
        "Dlamini|Nkosi|Ndlovu|Mthembu|Zulu|Khumalo|Mahlangu|Mokoena|Sithole|Ngcobo|Mabaso|"
        "Cele|Radebe|Molefe|Mokgadi|Xaba"),
    "french": (
        "Geneviève|Isabelle|Mélanie|Josée|Chantal|Nathalie|Sylvie|Manon|Émilie|Véronique",
        "Étienne|François|Guillaume|Jean-Marc|Luc|Mathieu|Pierre-Luc|Sébastien|Yannick|Benoît",
        "Tremblay|Gagnon|Bouchard|Côté|Lavoie|Pelletier|Bélanger|Desjardins|Lévesque|Thibodeau|"
        "Beauchemin|Ouellet|Gauthier|Poirier"),
    "middle_eastern": (
        "Fatima|Layla|Mariam|Noor|Huda|Zeynep|Elif|Ayşe|Shirin|Parisa|Rania|Dalia",
        "Ahmad|Karim|Omar|Khalid|Samir|Yousef|Emre|Mehmet|Murat|Reza|Dariush|Nabil",
        "Haddad|Khoury|Nasser|Saleh|Hamdan|Aziz|Yilmaz|Demir|Kaya|Öztürk|Tehrani|Karimi|"
        "Hosseini|Farouk|Mansour"),
    "malay": (
        "Nurul|Siti|Aisyah|Farah|Hidayah|Zulaikha",
        "Faizal|Hafiz|Rizwan|Syafiq|Azman|Iskandar",
        "bin Ismail|bin Rahman|binti Osman|binti Yusof|Abdullah|Hashim|Salleh|Jaafar"),
    "american": (
        "Ashley|Brittany|Courtney|Crystal|Destiny|Heather|Jasmine|Kaitlyn|Kimberly|Latasha|"
        "Madison|Misty|Renee|Shawna|Tamika|Tiffany|Whitney|Dana|Kristen|Megan",
        "Brandon|Cody|Darnell|DeShawn|Dustin|Garrett|Jamal|Jeremiah|Kyle|Malik|Marcus|Terrell|"
        "Travis|Trevor|Tyler|Wesley|Hunter|Chase|Bryce|Dakota",
        "Abernathy|Beauregard|Coleman|Dunbar|Ellsworth|Fitzpatrick|Gaines|Holloway|Jefferson|"
        "Kowalski|Lindqvist|McAllister|Montgomery|Novak|Pruitt|Robideaux|Schwartz|Stroud|"
        "Thibodeaux|Underwood|Vance|Washburn|Whitfield|Yoder|Zimmerman|Delacroix|Harlan|Boone"),
    "anglo_new_world": (
        "Bronwyn|Kylie|Narelle|Shelley|Tanya|Kirra|Jacinta|Rochelle|Leesa|Tegan|Brooke|Jade",
        "Brett|Bruce|Darryl|Glenn|Kane|Mitchell|Rhys|Troy|Warrick|Jarrod|Corey|Blake",
        "Blackwood|Cavanagh|Dunstan|Everingham|Fogarty|Gilchrist|Hollis|Jardine|Kearney|"
        "Lockyer|Mulholland|Nankervis|Penhaligon|Quayle|Rowntree|Stringer|Trevaskis|Wakefield|"
        "Yeomans|Crowther|Bignell|Tregear"),
}

ORIGINS = sorted(_RAW)
FEMALE = {}
MALE = {}
SURN = {}
for _k in ORIGINS:
    _f, _m, _s = _RAW[_k]
    FEMALE[_k] = _f.split("|")
    MALE[_k] = _m.split("|")
    SURN[_k] = _s.split("|")

# origin weights per country (list of (origin, weight)); iterate in this order
COUNTRY_ORIGINS = {
    "UK": [("anglo", 30), ("celtic", 10), ("irish", 4), ("south_asian", 14), ("west_african", 7),
           ("east_african", 4), ("caribbean", 6), ("eastern_european", 7), ("chinese", 3),
           ("middle_eastern", 4), ("mediterranean", 3), ("filipino", 2)],
    "US": [("american", 30), ("anglo", 8), ("hispanic", 18), ("west_african", 3), ("caribbean", 4),
           ("chinese", 4), ("korean_japanese", 4), ("vietnamese", 3), ("filipino", 3),
           ("eastern_european", 4), ("middle_eastern", 3), ("south_asian", 4), ("east_african", 2)],
    "IE": [("irish", 45), ("anglo", 6), ("eastern_european", 12), ("west_african", 6),
           ("south_asian", 5), ("mediterranean", 3), ("filipino", 3), ("chinese", 2), ("hispanic", 2)],
    "CA": [("anglo_new_world", 14), ("anglo", 8), ("french", 18), ("chinese", 9), ("south_asian", 10),
           ("filipino", 6), ("caribbean", 4), ("eastern_european", 6), ("middle_eastern", 4),
           ("korean_japanese", 3), ("celtic", 4), ("east_african", 3)],
    "AU": [("anglo_new_world", 30), ("anglo", 8), ("mediterranean", 10), ("vietnamese", 8),
           ("chinese", 8), ("south_asian", 7), ("middle_eastern", 5), ("filipino", 3),
           ("pacific", 3), ("irish", 3), ("korean_japanese", 2)],
    "NZ": [("anglo_new_world", 26), ("maori", 20), ("pacific", 12), ("chinese", 6), ("south_asian", 6),
           ("anglo", 8), ("celtic", 4), ("filipino", 3), ("korean_japanese", 3)],
    "ZA": [("nguni", 40), ("afrikaans", 25), ("anglo", 10), ("south_asian", 12), ("mediterranean", 3),
           ("west_african", 3)],
    "SG": [("chinese", 50), ("malay", 20), ("south_asian", 18), ("filipino", 4), ("anglo", 3)],
}

NICK = {
    "Robert": "Bob", "Matthew": "Matt", "Edward": "Ted", "Benjamin": "Ben", "Jacqueline": "Jackie",
    "Samantha": "Sam", "Deborah": "Debbie", "Kimberly": "Kim", "Alejandro": "Alex",
    "Oleksandr": "Sasha", "Krzysztof": "Krzys", "Mohammed": "Mo", "Chukwuemeka": "Emeka",
    "Babatunde": "Tunde", "Pádraig": "Paddy", "Jeremiah": "Jerry", "Catriona": "Cat",
    "Rosalind": "Ros", "Abimbola": "Bimbo", "Wikitoria": "Vicky", "Elizabeth": "Liz",
    "Christopher": "Chris", "Gurpreet": "Gurp", "Guillaume": "Will", "Dimitrios": "Jim",
    "Giuseppe": "Joe", "Salvatore": "Sal", "Vincenzo": "Enzo", "Nikolaos": "Nick",
    "Alasdair": "Ally", "Bartosz": "Bart", "Małgorzata": "Gosia", "Tomasz": "Tomek",
    "Siobhán": "Shiv", "Harpreet": "Harps", "Johan": "Jo", "Francois": "Frans",
}

RELATIONS = [
    ("mother", "F"), ("father", "M"), ("sister", "F"), ("brother", "M"), ("wife", "F"),
    ("husband", "M"), ("partner", "X"), ("daughter", "F"), ("son", "M"), ("aunt", "F"),
    ("uncle", "M"), ("grandmother", "F"), ("cousin", "X"), ("friend", "X"), ("neighbour", "X"),
    ("stepfather", "M"), ("foster carer", "X"), ("niece", "F"),
]
