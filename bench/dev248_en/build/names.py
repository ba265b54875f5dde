"""Invented name pools for dev248 (author 248).  Each origin: (female, male, surnames)."""


def _s(x):
    return [w.strip() for w in x.split("|") if w.strip()]


ORIGINS = {
    "anglo": (
        _s("Emily|Hannah|Chloe|Olivia|Charlotte|Amelia|Harper|Madison|Abigail|Brooke|Kayla|Megan|"
           "Courtney|Tiffany|Heather|Kimberly|Tracy|Donna|Sharon|Brenda|Deborah|Pamela|Gail|Lorraine|"
           "Shirley|Doris|Beverly|Wendy|Jodie|Kylie|Leanne|Narelle|Tegan|Shannon|Bronwyn|Kirsty|Tahlia|"
           "Matilda|Poppy|Ruby|Georgia|Mackenzie|Brianna|Destiny|Autumn|Savannah|Bethany|Raelene|"
           "Sherree|Joanne|Melissa|Krystal|Ashleigh|Peyton|Addison|Paisley|Evelyn|Marjorie|Edna|"
           "Mildred|Opal|Tammy|Crystal|Jolene|Kelsey|Danielle|Hayley|Imogen|Sienna|Willow|Harriet"),
        _s("James|Michael|Robert|Wayne|Darren|Bradley|Shane|Troy|Brett|Kyle|Tyler|Cody|Dustin|Travis|"
           "Jaxon|Liam|Noah|Oliver|Hudson|Dale|Clint|Russell|Barry|Gordon|Keith|Leonard|Harold|Stanley|"
           "Vernon|Clarence|Elijah|Bryce|Colton|Grayson|Mitchell|Scott|Glenn|Neville|Trevor|Graham|"
           "Rodney|Kevin|Gary|Dennis|Walter|Eugene|Floyd|Wyatt|Ryder|Beau|Flynn|Archie|Harvey|Cooper|"
           "Lincoln|Jasper|Hunter|Tanner|Brody|Kane|Jarrod|Lyle|Merv|Reg|Baxter|Owen|Toby"),
        _s("Abbott|Ashworth|Bancroft|Barlow|Beckett|Blackwood|Bramley|Brooks|Burgess|Carver|Chandler|"
           "Chapman|Cole|Crawford|Dawson|Draper|Elliott|Fairbanks|Fenwick|Fletcher|Foster|Garrett|"
           "Gibbs|Goodwin|Hadley|Halliday|Harding|Hawkins|Hayward|Hobbs|Holloway|Hughes|Kemp|Kingsley|"
           "Lambert|Langford|Lowe|Marsh|Mayhew|Merritt|Mills|Norris|Oakley|Parsons|Pembroke|Pickering|"
           "Prescott|Radcliffe|Ramsey|Redding|Rowe|Sawyer|Sheldon|Shipley|Slater|Stanton|Sutton|"
           "Thornton|Tidwell|Underwood|Vickers|Wakefield|Whitlock|Winslow|Wooten|Yates|Brown|Hill|"
           "Stone|Young|Wood|Baker|Fisher|Hunter|Carter|Mason|Cook|Parker|Ward|Pettigrew|Ashby|"
           "Colebrook|Dunmore|Everly|Farrow|Gresham|Hollis|Ingram|Jessop|Kettle|Loveday|Marlow|"
           "Newbold|Orchard|Pinkerton|Rigby|Spratt|Tolliver|Upton|Vance|Whitcombe|Yardley|Dobbs|"
           "Huxley|Penrose|Swinburne|Trelawny|Goss|Tapper|Ridley|Bishop|Lockwood|Bellamy|Cartwright"),
    ),
    "irish_scot": (
        _s("Aoife|Niamh|Saoirse|Maeve|Siobhan|Ciara|Orla|Roisin|Eilidh|Morag|Fiona|Ailsa|Kirsteen|"
           "Isla|Shona|Bridget|Deirdre|Catriona|Grainne|Mairead|Sinead|Una"),
        _s("Declan|Cillian|Padraig|Eoin|Ronan|Seamus|Callum|Fergus|Hamish|Angus|Ruairi|Lachlan|"
           "Finlay|Euan|Colm|Tadhg|Alasdair|Dougal|Cathal|Donal|Niall"),
        _s("Byrne|Callaghan|Doherty|Donnelly|Fitzgerald|Gallagher|Hennessy|Kavanagh|Keane|Lynch|"
           "MacDonald|MacLeod|McAllister|McCrae|McGuinness|McKenna|Mulligan|Nolan|O'Brien|O'Connell|"
           "O'Dwyer|O'Sullivan|Quinlan|Regan|Rooney|Sheehan|Tierney|Cameron|Drummond|Fraser|Gillespie|"
           "Munro|Ross|Sinclair|Urquhart|Buchanan|Lennox|Carmichael|Walsh|Flanagan|McGrath|Dunphy|"
           "Ní Bhriain|MacKinnon|Galbraith|O'Rourke|Cassidy|Mulcahy"),
    ),
    "hispanic": (
        _s("Guadalupe|Ximena|Valentina|Camila|Lucía|Marisol|Yesenia|Araceli|Rocío|Beatriz|Itzel|Paola|"
           "Daniela|Mariana|Alejandra|Consuelo|Dolores|Maricela|Yadira|Esperanza|Luz|Catalina|Renata|"
           "Graciela|Socorro|Yolanda"),
        _s("Alejandro|Joaquín|Santiago|Mateo|Diego|Jesús|Guillermo|Rodrigo|Ezequiel|Héctor|Ramón|Luis|"
           "Efraín|Arturo|Fernando|Julio|Rigoberto|Octavio|Emiliano|Tomás|Ignacio|Cruz|Wilfredo|Aurelio"),
        _s("García|Hernández|Martínez|Rodríguez|López|González|Pérez|Sánchez|Ramírez|Torres|Flores|"
           "Rivera|Gómez|Díaz|Reyes|Morales|Ortiz|Gutiérrez|Chávez|Ramos|Castillo|Mendoza|Vargas|"
           "Delgado|Castro|Ruiz|Alvarado|Salazar|Aguilar|Villanueva|Contreras|Espinoza|Fuentes|Navarro|"
           "Zamora|Cisneros|Ybarra|De la Cruz|Quintero|Barrientos|Olvera|Solís|Arellano|Montoya|"
           "Bustamante|Garza|Treviño|Lozano|Villarreal|Saucedo|Escobedo|Mireles"),
    ),
    "french": (
        _s("Geneviève|Mélanie|Sylvie|Chantal|Josée|Émilie|Maude|Océane|Noémie|Roxanne|Isabelle|"
           "Nathalie|Manon|Ginette|Monique|Lise|Francine|Amélie|Rosalie|Élodie|Marie-Ève|Solange"),
        _s("Mathieu|Étienne|Sébastien|Jean-François|Benoît|Gaétan|Réjean|Yannick|Olivier|Maxime|Luc|"
           "Guy|Denis|Marc-André|Pierre-Luc|Félix|Raphaël|Jérôme|Alain|Normand|Ghislain|Rémi"),
        _s("Tremblay|Gagnon|Roy|Côté|Bouchard|Gauthier|Morin|Lavoie|Fortin|Gagné|Ouellet|Pelletier|"
           "Bélanger|Lévesque|Bergeron|Leblanc|Paquette|Girard|Simard|Boucher|Caron|Beaulieu|Cloutier|"
           "Dubé|Poirier|Fournier|Lapointe|Thibodeau|Arsenault|Cormier|Doucet|Lachance|Desrosiers|"
           "Théberge|St-Pierre|Marchand|Villeneuve|Robichaud|Gosselin|Turcotte"),
    ),
    "lusoital": (
        _s("Giulia|Francesca|Chiara|Rosaria|Assunta|Carmela|Teresa|Antonella|Inês|Leonor|Conceição|"
           "Graça|Rosalina|Filomena|Lucia"),
        _s("Giuseppe|Salvatore|Lorenzo|Massimo|Vincenzo|Carmine|Domenico|Enzo|Fabrizio|João|Duarte|"
           "Rui|Tiago|Manuel|Nuno|Gianluca"),
        _s("Rossi|Russo|Ferrari|Esposito|Bianchi|Romano|Colombo|Ricci|Marino|Greco|Bruno|Gallo|Conti|"
           "De Luca|Mancini|Costa|Giordano|Lombardi|Moretti|Barbieri|Fontana|Caruso|Santoro|Ferreira|"
           "Silva|Santos|Oliveira|Pereira|Carvalho|Almeida|Sousa|Medeiros|Rebelo|Tavares|Pacheco|"
           "Furtado|Câmara|Iannuzzi|Palumbo|Sciarra"),
    ),
    "slavic": (
        _s("Agnieszka|Katarzyna|Małgorzata|Zofia|Oksana|Tetiana|Svetlana|Natalia|Yulia|Anastasia|"
           "Halyna|Iryna|Olena|Dorota|Ewa|Bożena|Ludmila|Milena|Jelena|Vesna"),
        _s("Krzysztof|Tomasz|Wojciech|Paweł|Oleksandr|Dmytro|Mykola|Sergei|Yuri|Andriy|Bogdan|Marek|"
           "Jarosław|Taras|Vasyl|Goran|Dragan|Nikola|Miroslav|Igor"),
        _s("Kowalski|Nowak|Wiśniewski|Wójcik|Kamiński|Lewandowski|Zieliński|Szymański|Dąbrowski|"
           "Kozłowski|Jankowski|Mazur|Krawczyk|Piotrowski|Grabowski|Pawlak|Michalski|Shevchenko|"
           "Bondarenko|Kovalenko|Tkachenko|Kravchuk|Melnyk|Boyko|Savchuk|Hnatyshyn|Lysenko|Petrenko|"
           "Ivanov|Smirnov|Volkov|Sokolov|Popov|Kuznetsov|Horvat|Petrović|Jovanović|Kovačević|Babić|"
           "Marković|Wasylyk|Hrynchuk"),
    ),
    "germanic": (
        _s("Anneliese|Greta|Marieke|Femke|Sanne|Ingrid|Astrid|Sigrid|Linnea|Freya|Heike|Ute|Brigitte|"
           "Liesel|Katja|Solveig|Maren|Annika|Elke|Hanne"),
        _s("Jürgen|Matthias|Pieter|Joost|Ruud|Lars|Henrik|Magnus|Sven|Anders|Klaus|Dieter|Wolfgang|"
           "Stefan|Gunnar|Bjørn|Torsten|Niels|Henk|Bram"),
        _s("Müller|Schmidt|Schneider|Fischer|Weber|Becker|Hoffmann|Schäfer|Koch|Richter|Klein|Wolf|"
           "Neumann|Schwarz|Zimmermann|Krüger|Hartmann|Lange|van der Merwe|de Vries|van Dijk|Bakker|"
           "Janssen|Visser|Smit|Meijer|de Boer|Mulder|Vos|Hendriks|Lindqvist|Johansson|Andersson|"
           "Eriksson|Nilsson|Larsen|Pedersen|Halvorsen|Sørensen|Björk|Lund|Dahl|Berg|Holm|Friesen|"
           "Penner|Wiebe|Dueck"),
    ),
    "greek_turk": (
        _s("Eleni|Despina|Katerina|Vasiliki|Sofia|Athena|Panagiota|Elif|Zeynep|Ayşe|Emine|Merve|Selin|"
           "Chrysoula"),
        _s("Dimitrios|Konstantinos|Spiros|Yiannis|Nikos|Stavros|Theodoros|Christos|Emre|Mehmet|Burak|"
           "Mustafa|Serkan|Kemal"),
        _s("Papadopoulos|Georgiou|Konstantinidis|Nikolaidis|Karagiannis|Vlachos|Pappas|Dimitriou|"
           "Antonopoulos|Christodoulou|Manolakis|Theodorou|Kyriakou|Yılmaz|Kaya|Demir|Şahin|Çelik|"
           "Aydın|Öztürk|Arslan|Doğan|Koç|Kurt|Stamatis|Lazaridis"),
    ),
    "arab": (
        _s("Fatima|Aisha|Layla|Noor|Mariam|Yasmin|Rania|Huda|Samira|Dalia|Hiba|Lina|Amal|Reem|Salma"),
        _s("Omar|Khalid|Yusuf|Tariq|Bilal|Hamza|Karim|Samir|Ibrahim|Ahmad|Mahmoud|Nabil|Walid|Ziad|Rami"),
        _s("Haddad|Khoury|Nasser|Saleh|Mansour|Hamdan|Al-Amin|Abboud|Farah|Kassem|Najjar|Sabbagh|"
           "Darwish|Hijazi|El-Sayed|Aziz|Habib|Bakr|Issa|Jaber|Touma|Zaki|Al-Khatib|Shalhoub"),
    ),
    "persian": (
        _s("Shirin|Parisa|Niloufar|Roya|Maryam|Azadeh|Leila|Mahsa|Nasrin|Golnaz"),
        _s("Dariush|Farhad|Behrouz|Arash|Reza|Kian|Babak|Kourosh|Navid|Mehdi"),
        _s("Tehrani|Hosseini|Karimi|Moradi|Rezaei|Jafari|Ahmadi|Sadeghi|Rahimi|Mohammadi|Ghorbani|"
           "Shirazi|Farahani|Esfahani|Bagheri"),
    ),
    "south_asian": (
        _s("Priya|Ananya|Deepika|Lakshmi|Kavitha|Harpreet|Simran|Gurleen|Meera|Sunita|Anjali|Nusrat|"
           "Farzana|Rukhsana|Pooja|Divya|Shreya|Nandini|Rupinder|Ayesha|Tahmina|Sadia|Ishani|Lalitha"),
        _s("Arjun|Rohan|Vikram|Sanjay|Rajesh|Karthik|Gurpreet|Harjit|Manpreet|Sandeep|Aditya|Imran|"
           "Faisal|Zubair|Rahul|Anil|Suresh|Venkat|Jaspreet|Amandeep|Tanvir|Shahid|Nikhil|Pranav"),
        _s("Patel|Sharma|Singh|Kaur|Gill|Sandhu|Dhillon|Grewal|Sidhu|Brar|Iyer|Krishnan|Subramanian|"
           "Raghavan|Nair|Menon|Pillai|Reddy|Rao|Naidu|Chatterjee|Banerjee|Mukherjee|Das|Bose|Ghosh|"
           "Joshi|Desai|Mehta|Shah|Trivedi|Chaudhry|Malik|Hussain|Akhtar|Siddiqui|Chowdhury|Islam|"
           "Hossain|Perera|Fernando|Jayasinghe|Wickramasinghe|Kulkarni|Deshpande|Bhatt|Thakur|Verma|"
           "Gupta|Agarwal|Rahman"),
    ),
    "chinese": (
        _s("Mei|Xiaoling|Yan|Jing|Hui|Wen|Li Na|Xiu Ying|Fang|Ling|Yuxin|Shu-fen|Wing Yee|Ka Man|"
           "Pui Shan"),
        _s("Wei|Jian|Hao|Zhiwei|Jun|Kai|Ming|Tao|Yong|Bo|Chi-Wai|Ka Ho|Siu Ming|Zihan|Haoran"),
        _s("Chen|Wang|Li|Zhang|Liu|Yang|Huang|Zhao|Wu|Zhou|Xu|Sun|Ma|Zhu|Hu|Guo|He|Lin|Luo|Cheng|"
           "Liang|Xie|Tang|Feng|Deng|Cao|Peng|Zeng|Chan|Wong|Leung|Lau|Cheung|Ho|Yip|Tse|Fung|Kwok|"
           "Lam|Mak"),
    ),
    "vietnamese": (
        _s("Lan|Hoa|Thuy|Ngoc|Linh|Trang|Huong|Mai|Phuong|Anh|Thao|Hanh"),
        _s("Minh|Tuan|Duc|Quang|Huy|Khoa|Long|Nam|Hung|Thanh|Phuc|Dat"),
        _s("Nguyen|Tran|Le|Pham|Hoang|Phan|Vu|Vo|Dang|Bui|Do|Ngo|Duong|Ly|Truong|Dinh"),
    ),
    "korean_japanese": (
        _s("Ji-yeon|Soo-jin|Min-ji|Eun-ji|Hye-won|Seo-yeon|Yuki|Haruka|Aiko|Sakura|Naomi|Emiko|Kaori|"
           "Misaki"),
        _s("Min-jun|Seung-ho|Jae-won|Dong-hyun|Sung-min|Hyun-woo|Takeshi|Kenji|Hiroshi|Daisuke|Ryo|"
           "Kazuki|Shota|Satoshi"),
        _s("Kim|Lee|Park|Choi|Jung|Kang|Cho|Yoon|Jang|Lim|Shin|Seo|Kwon|Hwang|Tanaka|Suzuki|"
           "Takahashi|Watanabe|Yamamoto|Nakamura|Kobayashi|Sato|Ito|Kato|Yoshida|Yamada|Sasaki|"
           "Matsumoto|Inoue|Kimura|Hayashi|Shimizu|Mori|Ikeda"),
    ),
    "sea": (
        _s("Maricel|Rowena|Jocelyn|Marites|Lovely|Analyn|Rosario|Divina|Dewi|Sari|Putri|Ayu|Malee|"
           "Siriporn|Nittaya"),
        _s("Rommel|Jericho|Dindo|Ariel|Reynaldo|Rodel|Efren|Jomar|Budi|Agus|Wayan|Somchai|Anan|"
           "Kittisak"),
        _s("dela Cruz|Bautista|Aquino|Pascual|Soriano|Manalo|Dizon|Macaraeg|Tolentino|Lacson|"
           "Panganiban|Gatchalian|Magbanua|Saputra|Wijaya|Hartono|Kusuma|Setiawan|Pratama|Suryadi|"
           "Srisai|Chaiyasit|Wongsakul|Sukprasert|Thongchai|Dimaculangan|Evangelista"),
    ),
    "west_african": (
        _s("Chiamaka|Ngozi|Adaeze|Folake|Yetunde|Funmilayo|Akosua|Abena|Efua|Amara|Ifeoma|Nkechi|"
           "Bisola|Adwoa|Aminata|Fatoumata|Mariama"),
        _s("Chinedu|Emeka|Obinna|Olumide|Babatunde|Tunde|Kwame|Kofi|Yaw|Kwabena|Ikechukwu|Segun|"
           "Adewale|Mamadou|Ousmane|Ibrahima|Nnamdi"),
        _s("Okafor|Okonkwo|Adeyemi|Adebayo|Olawale|Eze|Nwosu|Obi|Chukwu|Ogunleye|Balogun|Afolabi|"
           "Oyelaran|Mensah|Asante|Owusu|Boateng|Appiah|Osei|Agyeman|Darko|Diallo|Traoré|Keita|Camara|"
           "Ndiaye|Sow|Bah|Konaté|Uchenna-Obi"),
    ),
    "east_african": (
        _s("Wanjiru|Akinyi|Njeri|Tigist|Selam|Hiwot|Hodan|Faadumo|Ifrah|Nasra|Achieng|Wambui|Meseret|"
           "Bethlehem|Saida"),
        _s("Baraka|Tesfaye|Dawit|Yonas|Abdirahman|Mohamed|Abdi|Abdullahi|Kibet|Juma|Biruk|Henok|"
           "Ochieng|Mwita"),
        _s("Mwangi|Kamau|Odhiambo|Otieno|Wanjala|Kiprono|Njoroge|Mutua|Chebet|Wekesa|Tadesse|Bekele|"
           "Haile|Girma|Alemu|Gebremedhin|Tesfay|Abebe|Warsame|Hassan|Ali|Jama|Aden|Osman|Hersi|Egal"),
    ),
    "pacific": (
        _s("Aroha|Mere|Ngaire|Moana|Kiri|Huia|Losa|Mele|Salote|Sina|Lupe|Ana|Talia|Vaiola"),
        _s("Wiremu|Tama|Rawiri|Hemi|Nikau|Manaia|Sione|Tevita|Iosefa|Falani|Sefa|Tavita|Viliami|Pita"),
        _s("Ngata|Te Awa|Parata|Tipene|Wihongi|Horomona|Ruatapu|Tautahi|Faleolo|Tuilagi|Leota|Fonoti|"
           "Sapolu|Taufa|Vake|Havili|Latu|Fifita|Mahe|Tuipulotu|Fa'amausili|Aufai"),
    ),
    "jewish": (
        _s("Miriam|Rivka|Tova|Shoshana|Chaya|Esther|Dvora|Yael|Noa|Batya"),
        _s("Avi|Moshe|Eitan|Yosef|Shmuel|Mordechai|Ari|Noam|Yehuda|Asher|Levi"),
        _s("Goldberg|Rosenbaum|Katz|Levine|Friedman|Shapiro|Weiss|Horowitz|Greenbaum|Feldman|Kaplan|"
           "Mandelbaum|Abramowitz|Adler|Birnbaum|Perlman|Rubin|Steinberg|Zilberman|Ben-David|Mizrahi|"
           "Peretz"),
    ),
    "caribbean": (
        _s("Marjorie|Nadège|Fabienne|Shanice|Kerry-Ann|Tamika|Yolande|Guerda|Rose-Marie|Sherlene|"
           "Paulette|Nadine"),
        _s("Dwayne|Delroy|Fitzroy|Wesner|Errol|Winston|Lloyd|Claudel|Wilner|Rudolph|Kemar|Odane"),
        _s("Campbell|Clarke|Williams|Thompson|Francis|Grant|Bailey|Reid|McKenzie|Powell|Ferguson|"
           "Edwards|Pierre|Jean-Louis|Joseph|Charles|Désir|Étienne|Saint-Fleur|Toussaint|Baptiste|"
           "Augustin|Dorvil|Lamothe|Mompremier"),
    ),
    "indigenous": (
        _s("Shania|Tanaya|Winona|Cheyenne|Dakota|Shandiin|Kateri|Nizhoni|Ahyoka|Talulah"),
        _s("Tate|Dakota|Jace|Kodi|Tokala|Ahiga|Nashoba|Mato|Chayton|Wapun"),
        _s("Begay|Yazzie|Tsosie|Benally|Nez|Etsitty|Cardinal|Badger|Morningstar|Whiteduck|Peltier|"
           "Bigknife|Ironstar|Manyfingers|Sandoval|Tohee|Wesaquate|Kakakaway"),
    ),
}

WEIGHTS = {
    "US": {"anglo": 30, "hispanic": 18, "caribbean": 5, "irish_scot": 5, "chinese": 4,
           "south_asian": 5, "vietnamese": 3, "korean_japanese": 4, "arab": 3, "persian": 2,
           "slavic": 4, "germanic": 5, "greek_turk": 2, "lusoital": 4, "west_african": 4,
           "east_african": 3, "sea": 4, "jewish": 3, "indigenous": 3, "french": 1, "pacific": 1},
    "CA": {"anglo": 22, "french": 16, "south_asian": 10, "chinese": 9, "irish_scot": 7, "slavic": 6,
           "sea": 5, "caribbean": 4, "arab": 4, "persian": 3, "lusoital": 4, "vietnamese": 2,
           "korean_japanese": 3, "west_african": 3, "east_african": 3, "jewish": 2, "germanic": 4,
           "indigenous": 4, "hispanic": 3, "greek_turk": 2},
    "AU": {"anglo": 30, "irish_scot": 9, "chinese": 8, "south_asian": 9, "vietnamese": 5,
           "greek_turk": 5, "lusoital": 6, "pacific": 6, "arab": 4, "sea": 4, "korean_japanese": 3,
           "germanic": 3, "slavic": 3, "persian": 2, "east_african": 2, "west_african": 1,
           "hispanic": 1, "jewish": 1},
}

MIDDLE_INITIALS = "ABCDEFGHJKLMNPRSTW"
