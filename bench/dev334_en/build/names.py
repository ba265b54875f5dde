"""Hand-written name pools for dev334_en (no library lists).
Each origin: (female given names, male given names, surnames)."""

def _s(x):
    return [w.strip() for w in x.split("|") if w.strip()]

ORIGINS = {
    "anglo": (
        _s("Amelia|Olivia|Isla|Poppy|Freya|Ellie-May|Jessica|Chloe|Lily|Grace|Evie|Harriet|Megan|Lauren|Paige|"
           "Bethany|Courtney|Madison|Kayla|Brooke|Hannah|Abigail|Sophie|Rosie|Millie|Imogen|Tilly|Phoebe|"
           "Scarlett|Summer|Skye|Jade|Leah|Kacey|Tegan|Jasmine|Holly|Amber|Kirsty|Danielle|Harper|Willow|"
           "Peyton|Addison|Kennedy|Riley-Jo|Mackenzie|Taylor|Lexi|Darcey"),
        _s("Oliver|Harry|Jack|Charlie|Alfie|Riley|Kai|Tyler|Mason|Logan|Ethan|Callum|Jordan|Brandon|Connor|"
           "Lewis|Reece|Jayden|Dylan|Owen|Toby|Archie|Finley|Harvey|Jake|Nathan|Ryan|Bradley|Corey|Liam|Max|"
           "George|Theo|Elliot|Jamie|Hunter|Cody|Austin|Caleb|Wyatt|Brody|Declan|Jaxon|Kieran|Ashton|Bailey"),
        _s("Thornton|Whitfield|Ashworth|Barraclough|Pickering|Hollis|Marsden|Bramwell|Fairbairn|Crowther|"
           "Gidley|Haworth|Iredale|Jowett|Kershaw|Lumb|Mellor|Ormerod|Pilling|Rushworth|Sutcliffe|Tattersall|"
           "Uttley|Varley|Wadsworth|Yeadon|Appleby|Blenkinsop|Cartwright|Dewhurst|Eccleston|Fenwick|"
           "Greenhalgh|Hepworth|Illingworth|Kitson|Lightfoot|Midgley|Naylor|Padgett|Ramsden|Scholes|Walmsley|"
           "Brewer|Dawson|Fletcher|Hughes|Palmer|Reeves|Shaw|Turner|Webb|Mills|Barker|Coleman|Harding|Lambert|"
           "Norris|Peck|Brockway|Cheeseman|Dunstan|Everitt|Goodall|Hatherley|Kingdom|Loveday|Nettleton|"
           "Pocock|Rudd|Sallis|Tolley|Vosper|Winship|Yelland|Ainsworth|Bagshaw|Catchpole"),
    ),
    "irish": (
        _s("Aoife|Siobhán|Niamh|Caoimhe|Saoirse|Róisín|Clodagh|Ciara|Orla|Gráinne|Aisling|Éabha|Sadhbh|Méabh|"
           "Ailbhe|Sinéad|Fiadh|Laoise|Muireann|Nessa|Deirdre|Úna|Bronagh|Shauna|Aoibheann|Ellen|Clíona"),
        _s("Cian|Oisín|Tadhg|Darragh|Conor|Cillian|Fionn|Rían|Eoin|Seán|Pádraig|Ruairí|Donnacha|Ciarán|Colm|"
           "Diarmuid|Fiachra|Senan|Odhrán|Cathal|Niall|Shane|Aidan|Dara|Lorcan|Cormac"),
        _s("O'Sullivan|McCarthy|Fitzgerald|Brennan|Byrne|Doherty|Dunne|Flanagan|Gallagher|Hennessy|Keane|"
           "Kavanagh|Lynch|Moloney|Mulcahy|Nolan|O'Dwyer|O'Mahony|Phelan|Quinlan|Scanlon|Tierney|Whelan|"
           "Cullinane|Delaney|Egan|Furlong|Geraghty|Hegarty|Kinsella|Lenihan|McGrath|Sheehan|Twomey|Considine|"
           "Costigan|Breathnach|Ó Briain|Mac Giolla Phádraig|Ní Bhriain|Corcoran|Dineen|Fahy|Horgan|Kiely|"
           "Lalor|Mangan|Noonan|O'Keeffe|Prendergast|Rafferty|Spillane|Tuohy"),
    ),
    "celtic": (
        _s("Eilidh|Kirsteen|Morag|Catriona|Iona|Ailsa|Rhona|Mhairi|Seren|Cerys|Ffion|Angharad|Carys|Nia|Eira|"
           "Gwenllian|Lowri|Bethan|Mali|Alys|Isla-Rose|Kenna"),
        _s("Euan|Calum|Fraser|Ross|Angus|Lachlan|Struan|Hamish|Gregor|Murdo|Rhys|Dafydd|Gethin|Iwan|Osian|"
           "Tomos|Emyr|Gruffydd|Cai|Ioan|Ruaridh|Kyle"),
        _s("MacLeod|Mackay|Munro|Sutherland|Buchanan|Drummond|Kerr|Lindsay|McIntyre|Rennie|Urquhart|"
           "Gillespie|Laidlaw|Baird|Ferguson|Pritchard|Prosser|Bowen|Griffiths|Llewellyn|Vaughan|Powell|Rees|"
           "Parry|Pugh|Jenkins|Meredith|Gwilym|Probert|Bevan|Howells|Lloyd|MacAskill|Grieve|Matheson|Sinclair"),
    ),
    "south_asian": (
        _s("Priya|Ananya|Simran|Harleen|Navneet|Jaspreet|Kavya|Ishita|Anjali|Meera|Riya|Zara|Sana|Mehreen|"
           "Nusrat|Tahmina|Farzana|Nadia|Rukhsana|Shreya|Diya|Tanvi|Pooja|Amrit|Hiral|Saanvi|Aleena"),
        _s("Arjun|Rohan|Aarav|Vikram|Harjeet|Gurpreet|Manpreet|Sandeep|Rajan|Imran|Bilal|Hamza|Usman|Zain|"
           "Faisal|Tariq|Sahil|Kabir|Ishaan|Dev|Nikhil|Aryan|Rahul|Ayaan|Jaskaran|Armaan|Rehan"),
        _s("Sharma|Patel|Gill|Sandhu|Dhillon|Grewal|Singh|Chaudhry|Hussain|Rahman|Chowdhury|Uddin|Mahmood|"
           "Qureshi|Malik|Iqbal|Bhatt|Joshi|Nair|Menon|Reddy|Rao|Banerjee|Mukherjee|Desai|Mehta|Kapoor|"
           "Ahmed|Siddiqui|Akhtar|Bhattacharya|Khatun|Bains|Sohal|Parmar|Trivedi|Ansari|Haque"),
    ),
    "chinese": (
        _s("Xinyi|Yutong|Zihan|Jiaxin|Meiling|Shufen|Huimin|Ruoxi|Wanying|Yiting|Hui Min|Jia Hui|Mei|Ling|"
           "Xiu Ying|Wen Qi"),
        _s("Wei|Jun|Hao|Zhiwei|Jiahao|Yuxuan|Haoran|Zihao|Minghao|Junjie|Kai Xiang|Wen Jie|Jun Hao|Yi Xuan|"
           "Zhen|Bo"),
        _s("Chen|Wang|Li|Zhang|Liu|Huang|Zhao|Wu|Zhou|Xu|Sun|Lin|Tan|Lim|Ng|Goh|Ong|Teo|Chua|Koh|Lau|"
           "Cheung|Wong|Leung|Yip|Kwok|Chan|Ho|Tsang|Fung|Seah|Quek"),
    ),
    "east_se_asian": (
        _s("Linh|Thao|Ngoc|Huong|Minji|Seoyeon|Jiwoo|Yuna|Haruka|Aiko|Sakura|Kristine|Angelica|Mae|Jhoanna|"
           "Trinh|Hyejin|Nanami"),
        _s("Minh|Duc|Tuan|Khoa|Jihoon|Minjun|Seojun|Haruto|Kenji|Ren|Paolo|Rommel|Jericho|Mark Anthony|Bao|"
           "Dong-hyun|Sota|Carlo"),
        _s("Nguyen|Tran|Le|Pham|Hoang|Vu|Dang|Bui|Kim|Park|Choi|Jung|Kang|Yoon|Tanaka|Sato|Nakamura|"
           "Watanabe|Reyes|Santos|Cruz|Bautista|Dela Cruz|Villanueva|Mendoza|Manalo|Dimaculangan|Pascual|"
           "Ocampo|Yamada"),
    ),
    "west_african": (
        _s("Adaeze|Chiamaka|Ngozi|Folake|Oluwatoyin|Temitope|Yetunde|Ifeoma|Ama|Akosua|Efua|Abena|Nkechi|"
           "Funmilayo|Amarachi|Blessing|Precious|Favour|Zainab|Aminata|Ebunoluwa|Kemi"),
        _s("Chinedu|Oluwaseun|Tobi|Emeka|Kwame|Kofi|Yaw|Obinna|Femi|Tunde|Ikenna|Chukwuemeka|Ayodele|"
           "Babajide|Kelechi|Segun|Kwabena|Ebuka|Tolu|Ademola"),
        _s("Okafor|Adeyemi|Okonkwo|Eze|Nwosu|Adebayo|Ogunleye|Balogun|Mensah|Owusu|Boateng|Asante|"
           "Acheampong|Osei|Agyeman|Danso|Oyelaran|Ibe|Chukwu|Obi|Afolabi|Akinola|Oladipo|Ekwueme|Sesay|"
           "Kamara|Bangura|Diallo|Keita|Traore|Onyekachi|Adewale"),
    ),
    "east_african": (
        _s("Hodan|Ayaan|Farhiya|Sagal|Hibo|Ifrah|Nasra|Ubah|Selam|Mekdes|Hiwot|Tigist|Wanjiru|Achieng|Njeri|"
           "Deqa|Muna"),
        _s("Abdirahman|Mohamed|Abdullahi|Liban|Yonas|Dawit|Abel|Kidus|Kamau|Otieno|Baraka|Bashir|Said|"
           "Hassan|Guled|Mahad"),
        _s("Warsame|Farah|Jama|Abdi|Hersi|Osman|Tesfaye|Bekele|Girma|Haile|Mengistu|Kariuki|Mwangi|"
           "Odhiambo|Wekesa|Njoroge|Egal|Yusuf"),
    ),
    "arabic": (
        _s("Layla|Yasmin|Noor|Fatima|Mariam|Hala|Rania|Dalia|Lina|Rana|Salma|Amira|Hiba|Reem|Jana|Shirin|"
           "Parisa|Maryam"),
        _s("Ahmad|Yusuf|Khalid|Karim|Omar|Ali|Ibrahim|Samir|Adam|Rami|Ziad|Fadi|Mahmoud|Jamal|Reza|Dariush|"
           "Hadi|Nabil"),
        _s("Haddad|Khoury|Nasser|Saleh|Mansour|Hamdan|Darwish|Aziz|Rahimi|Karimi|Hosseini|Abboud|Farouk|"
           "El-Amin|Al-Sayed|Sabbagh|Issa|Najjar|Tahan|Barakat|Moradi|Shams"),
    ),
    "eastern_european": (
        _s("Zuzanna|Julia|Maja|Zofia|Oliwia|Wiktoria|Natalia|Kasia|Alicja|Daria|Sofiia|Anastasia|Ioana|"
           "Andreea|Bianca|Elena|Milena|Lucie|Kristina|Ilona|Veronika"),
        _s("Jakub|Szymon|Kacper|Mateusz|Filip|Bartosz|Wiktor|Dominik|Oleksandr|Maksym|Bohdan|Andrei|Stefan|"
           "Luka|Nikola|Tomas|Marek|Mihai|Vlad|Dawid|Artem|Igor"),
        _s("Nowak|Wiśniewska|Wójcik|Kamiński|Lewandowski|Zieliński|Dąbrowski|Kaczmarek|Mazur|Krawczyk|"
           "Shevchenko|Bondarenko|Kovalenko|Popescu|Ionescu|Dumitru|Petrov|Horvat|Novak|Dvořák|Kovač|"
           "Jankauskas|Balodis|Szymańska|Grabowski|Pawlak|Melnyk|Tkachenko"),
    ),
    "hispanic": (
        _s("Sofía|Valentina|Camila|Isabella|Lucía|Mariana|Daniela|Ximena|Gabriela|Guadalupe|Yesenia|Marisol|"
           "Alejandra|Paola|Itzel|Araceli|Nayeli|Brianna"),
        _s("Mateo|Santiago|Diego|Alejandro|Javier|Luis|Carlos|Emiliano|Jesús|Miguel|Adrián|Joaquín|Iker|"
           "Rodrigo|Julián|Ángel|Jorge|Eduardo"),
        _s("García|Hernández|López|Martínez|Ramírez|Flores|Morales|Castillo|Ortega|Delgado|Vargas|Aguilar|"
           "Navarro|Salazar|Ríos|Espinoza|Contreras|Guerrero|Medina|Fuentes|Cárdenas|Zamora|Ibarra|Villarreal|"
           "Quintero|Saucedo|Barragán|Olmos"),
    ),
    "mediterranean": (
        _s("Giulia|Chiara|Francesca|Alessia|Martina|Eleni|Sofia|Katerina|Despina|Georgia|Stavroula|Angeliki|"
           "Rosaria|Ilaria"),
        _s("Luca|Matteo|Marco|Giorgio|Alessandro|Nikos|Dimitri|Giorgos|Kostas|Christos|Vasilis|Lorenzo|"
           "Salvatore|Panos"),
        _s("Rossi|Bianchi|Ferraro|Colombo|Romano|Esposito|Ricci|Marino|Greco|Conti|De Luca|Galli|"
           "Papadopoulos|Georgiou|Nikolaidis|Katsaros|Dimitriou|Konstantinidis|Vlahos|Manolis|Stavrou|"
           "Christodoulou|Lombardo|Caruso"),
    ),
    "french": (
        _s("Camille|Léa|Chloé|Émilie|Juliette|Océane|Maëlle|Gabrielle|Noémie|Anaïs|Florence|Rosalie|Mégane|"
           "Élodie"),
        _s("Mathis|Félix|Samuel|Antoine|Gabriel|Xavier|Olivier|Étienne|Thomas|Maxime|Jérémie|Laurent|Benoît|"
           "Raphaël"),
        _s("Tremblay|Gagnon|Roy|Côté|Bouchard|Gauthier|Morin|Lavoie|Fortin|Gagné|Ouellet|Pelletier|Bélanger|"
           "Lévesque|Bergeron|Leblanc|Paquette|Girard|Simard|Boucher|Thibodeau|Cormier"),
    ),
    "maori": (
        _s("Aroha|Mere|Anahera|Kiri|Ataahua|Hine|Ngaio|Tui|Moana|Kahurangi|Awhina|Marama|Huia|Te Aroha|"
           "Mihi|Ariana"),
        _s("Nikau|Tama|Rangi|Wiremu|Tāne|Hemi|Ihaia|Manaia|Rawiri|Mikaere|Tipene|Kauri|Tamati|Hone|Ari|"
           "Kaiah"),
        _s("Ngata|Parata|Wihongi|Tawhiri|Rangihau|Herewini|Paewai|Karaka|Hohaia|Whaanga|Te Rangi|Pomare|"
           "Kereama|Waaka|Tamihana|Te Huia|Rewiti|Pōtae"),
    ),
    "pacific": (
        _s("Losa|Mele|Sina|Salote|Talia|Ana|Lupe|Malia|Fetu|Seini|Ofa|Lagi"),
        _s("Sione|Tevita|Viliami|Semisi|Iosefa|Tavita|Lotu|Pita|Filipo|Malakai|Sefa|Ioane"),
        _s("Fifita|Tuilagi|Faleolo|Taufa|Vaifale|Leota|Afamasaga|Havili|Lolohea|Tauiliili|Seiuli|Mataele|"
           "Pulu|Vea|Fonoti|Lemalu"),
    ),
    "afrikaans": (
        _s("Anri|Elmarie|Marelize|Liezl|Chantelle|Carien|Zelda|Mienke|Ilze|Nadine|Lize-Marie|Annelie"),
        _s("Pieter|Johan|Ruan|Divan|Wian|Jaco|Hennie|Riaan|Francois|Gerrit|Dewald|Morne"),
        _s("van der Merwe|Botha|Pretorius|Nel|Venter|du Plessis|Steyn|Coetzee|Kruger|Joubert|Swanepoel|"
           "Erasmus|Fourie|Louw|Vermeulen|Grobler|van Wyk|Bezuidenhout"),
    ),
    "nguni_sotho": (
        _s("Nomvula|Thandeka|Lindiwe|Zanele|Ayanda|Nosipho|Lerato|Naledi|Khanyisile|Busisiwe|Amahle|"
           "Palesa|Refilwe|Nokuthula"),
        _s("Sipho|Thabo|Lwazi|Themba|Mandla|Sibusiso|Bongani|Kagiso|Tshepo|Lungelo|Siyabonga|Andile|"
           "Katlego|Lesedi"),
        _s("Dlamini|Nkosi|Ndlovu|Mthembu|Khumalo|Zulu|Mokoena|Molefe|Mahlangu|Ngcobo|Sithole|Buthelezi|"
           "Mabaso|Radebe|Shabalala|Nxumalo|Masondo|Letsoalo"),
    ),
    "malay": (
        _s("Nur Aisyah|Siti Hajar|Nurul Huda|Farah Adilah|Aqilah|Syafiqah|Balqis|Irdina|Nur Iman|Alya"),
        _s("Muhammad Irfan|Ahmad Danial|Haziq|Aiman|Rizwan|Syazwan|Faris|Hakim|Muhammad Adam|Amirul"),
        _s("Rosli|Ismail|Othman|Hamzah|Yusof|Rahim|Jamil|Salleh|Kassim|Zainal|Mohd Noor|Abdullah"),
    ),
    "tamil": (
        _s("Kavitha|Divya|Nithya|Lakshmi|Priyanka|Sangeetha|Revathi|Meenakshi|Shalini|Thanuja"),
        _s("Arun|Karthik|Suresh|Vignesh|Praveen|Ganesh|Dinesh|Sathish|Kishore|Thivakar"),
        _s("Subramaniam|Krishnan|Rajendran|Murugan|Selvaraj|Balakrishnan|Ramasamy|Gopal|Pillay|Naidoo|"
           "Govender|Moodley|Chetty|Perumal"),
    ),
    "caribbean": (
        _s("Shanice|Kiara|Tianna|Jada|Aaliyah|Monique|Keisha|Tamika|Shantel|Imani"),
        _s("Jermaine|Tyrone|Marcus|Delroy|Kareem|Andre|Jahmal|Dwayne|Leon|Rashad"),
        _s("Campbell|Bailey|Clarke|Grant|Francis|Reid|Morrison|Barrett|McKenzie|Samuels|Gayle|Hinds|"
           "Edwards|Brathwaite|Forbes|Simpson"),
    ),
}

# Older given names for parents and grandparents in anglo families.
ADULT_ANGLO = (
    _s("Karen|Joanne|Michelle|Lisa|Nicola|Sarah|Claire|Donna|Tracey|Gemma|Emma|Kelly|Rachel|Lorraine|"
       "Angela|Heather|Melissa|Jennifer|Kimberly|Stacey|Dawn|Wendy|Deborah|Samantha|Julie|Leanne|Amanda|"
       "Christine|Beverley|Trudy|Sharon|Alison"),
    _s("Darren|Lee|Craig|Wayne|Stuart|Mark|Paul|Gary|Neil|Jason|Scott|Shaun|Carl|Dean|Kevin|Matthew|"
       "Christopher|Brian|Steven|Andrew|Graham|Martin|Russell|Dale|Glen|Terry|Keith|Barry|Derek|Troy"),
)

NICK = {
    "Alexander": "Alex", "Oliver": "Ollie", "Charlie": "Chaz", "Jessica": "Jess", "Abigail": "Abi",
    "Rebecca": "Becca", "Harriet": "Hattie", "Bethany": "Beth", "Jasmine": "Jaz", "Nathan": "Nate",
    "Callum": "Cal", "Matthew": "Matty", "Oluwaseun": "Seun", "Oluwatoyin": "Toyin",
    "Temitope": "Tope", "Chukwuemeka": "Emeka", "Jaskaran": "Jas", "Gabriela": "Gabi",
    "Valentina": "Vale", "Daniela": "Dani", "Ebunoluwa": "Ebun", "Anastasia": "Stasya",
    "Zuzanna": "Zuzia", "Muhammad Irfan": "Irfan", "Ahmad Danial": "Danial", "Nur Aisyah": "Aisyah",
    "Siti Hajar": "Hajar", "Mark Anthony": "MJ", "Kacey": "Kace", "Mackenzie": "Kenzie",
    "Imogen": "Immy", "Phoebe": "Phoebs", "Theo": "Teddy", "Gruffydd": "Gruff", "Ruaridh": "Rory",
    "Lachlan": "Lachie", "Tamati": "Tama", "Viliami": "Vili", "Sibusiso": "Sbu", "Siyabonga": "Siya",
    "Khanyisile": "Khanyi", "Ebuka": "Ebby", "Wiremu": "Wiri", "Salvatore": "Sal", "Kristine": "Tin",
    "Ayodele": "Ayo", "Elena": "Lena", "Francesca": "Fran", "Katerina": "Katia", "Caoimhe": "Kiva",
    "Donnacha": "Donnie", "Pádraig": "Podge", "Jérémie": "Jé", "Maëlle": "Mae",
}

# Weighted origins per country (name, weight).
COUNTRY_ORIGINS = {
    "UK": [("anglo", 40), ("celtic", 10), ("irish", 5), ("south_asian", 13), ("west_african", 6),
           ("east_african", 4), ("caribbean", 6), ("eastern_european", 7), ("arabic", 4), ("chinese", 3),
           ("mediterranean", 2)],
    "US": [("anglo", 40), ("hispanic", 20), ("caribbean", 8), ("west_african", 4), ("east_se_asian", 7),
           ("chinese", 4), ("south_asian", 6), ("arabic", 4), ("mediterranean", 4), ("eastern_european", 3),
           ("irish", 3)],
    "IE": [("irish", 62), ("anglo", 8), ("eastern_european", 12), ("west_african", 6), ("hispanic", 3),
           ("south_asian", 5), ("east_se_asian", 4)],
    "CA": [("anglo", 34), ("french", 18), ("chinese", 9), ("south_asian", 12), ("east_se_asian", 8),
           ("caribbean", 5), ("celtic", 5), ("arabic", 4), ("eastern_european", 5)],
    "AU": [("anglo", 42), ("irish", 6), ("mediterranean", 10), ("east_se_asian", 10), ("chinese", 8),
           ("south_asian", 9), ("arabic", 6), ("pacific", 4), ("celtic", 5)],
    "NZ": [("anglo", 40), ("maori", 24), ("pacific", 13), ("chinese", 7), ("south_asian", 7),
           ("celtic", 5), ("east_se_asian", 4)],
    "ZA": [("nguni_sotho", 40), ("afrikaans", 24), ("anglo", 16), ("tamil", 12), ("mediterranean", 4),
           ("arabic", 4)],
    "SG": [("chinese", 58), ("malay", 20), ("tamil", 14), ("east_se_asian", 4), ("anglo", 4)],
}
