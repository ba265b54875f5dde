"""Invented person-name pools, grouped by naming origin, with the spoken
languages and countries of birth that go with each origin.  Combinations are
drawn at random; any match with a real person is unintended."""

ORIGINS = {
    "levantine": dict(
        f=["Rania", "Lina", "Hiba", "Nour", "Dalia", "Rasha", "Maysa", "Yasmin", "Hanan", "Ruba", "Samar", "Widad"],
        m=["Khaled", "Omar", "Fadi", "Bassel", "Tarek", "Ziad", "Nabil", "Ghassan", "Wael", "Munir", "Hussam", "Rami"],
        s=["Haddad", "Khoury", "Nassar", "Darwish", "Halabi", "Sabbagh", "Mansour", "Qassem", "Jaber", "Shami", "Abou Zeid", "Tannous"],
        langs=["Arabic (Levantine)", "Arabic", "Arabic (Syrian)"],
        countries=["Syria", "Lebanon", "Jordan"]),
    "iraqi": dict(
        f=["Zahraa", "Shahad", "Aseel", "Noor Al-Huda", "Sura", "Ban", "Intisar", "Hadeel", "Marwa", "Alyaa"],
        m=["Haider", "Mustafa", "Ammar", "Saif", "Qusay", "Hayder", "Muntadher", "Laith", "Karrar", "Ahmed"],
        s=["Al-Jubouri", "Al-Saadi", "Al-Tamimi", "Hashim", "Al-Obaidi", "Kadhim", "Al-Rubaie", "Jassim", "Al-Khafaji", "Abdulridha"],
        langs=["Arabic (Iraqi)", "Arabic"],
        countries=["Iraq"]),
    "sudanese": dict(
        f=["Amna", "Sawsan", "Ikhlas", "Nafisa", "Tahani", "Awatif", "Hawa", "Sara", "Hadia", "Suad"],
        m=["Mohamed Elamin", "Osman", "Elfatih", "Babiker", "Yousif", "Abdelrahim", "Hassan", "Musab", "Awad", "Ishag"],
        s=["Elbashir", "Abdalla", "Babiker", "Elnour", "Osman", "Idris", "Mukhtar", "Ahmed Eltayeb", "Suliman", "Elsheikh"],
        langs=["Arabic (Sudanese)", "Arabic"],
        countries=["Sudan", "South Sudan"]),
    "somali": dict(
        f=["Hodan", "Faadumo", "Ubah", "Sahra", "Ifrah", "Ayaan", "Hamdi", "Nasteho", "Deeqa", "Khadra", "Ladan", "Shukri"],
        m=["Abdirahman", "Mohamud", "Abdiwali", "Yusuf", "Hassan", "Liban", "Mahad", "Guled", "Abdikarim", "Bashir", "Farhan", "Said"],
        s=["Warsame", "Jama", "Farah", "Osman", "Hersi", "Abdi", "Dirie", "Egal", "Ismail", "Nur", "Guleid", "Mohamed"],
        langs=["Somali"],
        countries=["Somalia", "Kenya", "Ethiopia"]),
    "dari": dict(
        f=["Mursal", "Freshta", "Parwana", "Shabnam", "Zarghona", "Mahbooba", "Nilofar", "Roya", "Sadaf", "Tamana"],
        m=["Habibullah", "Ahmad Zia", "Mirwais", "Sayed", "Najibullah", "Farid", "Jawid", "Khalid", "Shafiq", "Rahmatullah"],
        s=["Sultani", "Rahimi", "Hakimi", "Noori", "Amiri", "Karimi", "Wardak", "Stanekzai", "Sadat", "Popal"],
        langs=["Dari", "Pashto", "Farsi (Dari)"],
        countries=["Afghanistan", "Pakistan", "Iran"]),
    "persian": dict(
        f=["Shirin", "Mahsa", "Parisa", "Niloufar", "Golnaz", "Ladan", "Azadeh", "Fereshteh", "Mitra", "Sanaz"],
        m=["Behrouz", "Kourosh", "Dariush", "Mehdi", "Arash", "Siamak", "Reza", "Farhad", "Babak", "Payam"],
        s=["Tehrani", "Moradi", "Rahmani", "Jafari", "Kazemi", "Ghorbani", "Sadeghi", "Mohammadi", "Bagheri", "Shirazi"],
        langs=["Farsi", "Persian (Farsi)"],
        countries=["Iran"]),
    "kurdish": dict(
        f=["Shilan", "Avin", "Rojin", "Berivan", "Helin", "Dilan", "Nazdar", "Kajal", "Shno", "Zhila"],
        m=["Rebwar", "Karwan", "Dilshad", "Hemin", "Aram", "Sherko", "Baran", "Dara", "Shvan", "Hawre"],
        s=["Barzani", "Hawrami", "Kurdi", "Mahmoud", "Rashid", "Zebari", "Aziz", "Qadir", "Ali", "Salih"],
        langs=["Kurdish Sorani", "Kurdish Kurmanji", "Kurdish (Badini)"],
        countries=["Iraq", "Iran", "Turkey", "Syria"]),
    "turkish": dict(
        f=["Elif", "Zeynep", "Ayşe", "Gülsüm", "Emine", "Sevgi", "Derya", "Hacer", "Melek", "Songül"],
        m=["Mehmet", "Hüseyin", "Murat", "Kemal", "Serkan", "Yusuf", "Ercan", "Osman", "Cengiz", "Volkan"],
        s=["Yılmaz", "Demir", "Şahin", "Çelik", "Aydın", "Öztürk", "Kaya", "Arslan", "Doğan", "Korkmaz"],
        langs=["Turkish"],
        countries=["Turkey", "Cyprus"]),
    "polish": dict(
        f=["Agnieszka", "Katarzyna", "Małgorzata", "Joanna", "Beata", "Ewelina", "Justyna", "Zofia", "Halina", "Marta"],
        m=["Krzysztof", "Tomasz", "Paweł", "Marek", "Grzegorz", "Łukasz", "Dariusz", "Wojciech", "Piotr", "Zbigniew"],
        s=["Kowalczyk", "Wiśniewski", "Zielińska", "Nowakowski", "Grabowska", "Pawlak", "Szymański", "Wróbel", "Dąbrowska", "Kaczmarek", "Jabłoński", "Sikora"],
        langs=["Polish"],
        countries=["Poland"]),
    "romanian": dict(
        f=["Ioana", "Mihaela", "Florentina", "Elena", "Roxana", "Andreea", "Georgiana", "Loredana", "Claudia", "Daniela"],
        m=["Ionuț", "Marius", "Florin", "Gheorghe", "Cătălin", "Adrian", "Vasile", "Ciprian", "Dorin", "Sorin"],
        s=["Popescu", "Dumitrescu", "Stoica", "Munteanu", "Rusu", "Ionescu", "Constantin", "Lazăr", "Moldovan", "Bălan"],
        langs=["Romanian", "Romani"],
        countries=["Romania", "Moldova"]),
    "ukrainian": dict(
        f=["Oksana", "Tetiana", "Nataliia", "Iryna", "Yuliia", "Olena", "Halyna", "Svitlana", "Khrystyna", "Larysa"],
        m=["Oleksandr", "Volodymyr", "Mykola", "Andrii", "Taras", "Serhii", "Bohdan", "Vasyl", "Dmytro", "Yurii"],
        s=["Kovalenko", "Shevchuk", "Bondarenko", "Tkachenko", "Kravets", "Melnyk", "Hrytsenko", "Lysenko", "Savchuk", "Moroz"],
        langs=["Ukrainian", "Russian"],
        countries=["Ukraine"]),
    "russian": dict(
        f=["Anastasia", "Lyudmila", "Galina", "Yekaterina", "Valentina", "Marina", "Polina", "Nadezhda", "Irina", "Zhanna"],
        m=["Dmitri", "Sergei", "Nikolai", "Vladimir", "Arkady", "Gennady", "Konstantin", "Pavel", "Yevgeny", "Boris"],
        s=["Volkova", "Sokolov", "Orlova", "Belyaev", "Zaitsev", "Kuznetsova", "Fedorov", "Gromova", "Lebedev", "Tarasova"],
        langs=["Russian"],
        countries=["Russia", "Kazakhstan", "Latvia", "Georgia"]),
    "brazilian": dict(
        f=["Thaís", "Luana", "Juliana", "Gabriela", "Fernanda", "Adriana", "Rosângela", "Camila", "Priscila", "Débora"],
        m=["João Paulo", "Rodrigo", "Thiago", "Wellington", "Anderson", "Leandro", "Márcio", "Cleber", "Fábio", "Edson"],
        s=["da Silva", "Oliveira", "Santos", "Pereira", "Carvalho", "Almeida", "Ferreira", "Rodrigues", "Nascimento", "Barbosa"],
        langs=["Portuguese (Brazilian)", "Portuguese"],
        countries=["Brazil", "Portugal", "Angola"]),
    "latam": dict(
        f=["Guadalupe", "María José", "Yesenia", "Rosalba", "Marisol", "Xiomara", "Dolores", "Paola", "Itzel", "Leticia", "Esperanza", "Araceli"],
        m=["José Luis", "Juan Carlos", "Efraín", "Rigoberto", "Arturo", "Wilmer", "Héctor", "Nelson", "Elmer", "Fidel", "Reinaldo", "Osvaldo"],
        s=["Hernández", "Ramírez", "Villanueva", "Cárdenas", "Quispe", "Mejía", "Zepeda", "Orellana", "Ochoa", "Barrientos", "Castañeda", "Velásquez"],
        langs=["Spanish", "Spanish (Latin American)", "K'iche'", "Mam"],
        countries=["Mexico", "Guatemala", "El Salvador", "Honduras", "Colombia", "Venezuela", "Peru"]),
    "vietnamese": dict(
        f=["Thi Hoa", "Lan Anh", "Thu Trang", "Ngoc Mai", "Thanh Huong", "Kim Oanh", "Bich Ngoc", "Phuong", "Hanh", "Thuy Linh"],
        m=["Van Minh", "Duc Anh", "Quang Huy", "Thanh Tung", "Hoang Nam", "Van Long", "Trung Kien", "Manh Cuong", "Bao", "Tuan"],
        s=["Nguyen", "Tran", "Le", "Pham", "Hoang", "Vu", "Dang", "Bui", "Do", "Huynh", "Truong", "Phan"],
        langs=["Vietnamese"],
        countries=["Vietnam"]),
    "mandarin": dict(
        f=["Xiaoling", "Meiying", "Jing", "Yuting", "Huifang", "Lijuan", "Shuang", "Xinyi", "Guiying", "Yan"],
        m=["Jianguo", "Zhiwei", "Haoran", "Wenbin", "Guoqiang", "Jun", "Lei", "Zhenhua", "Yuxuan", "Dongsheng"],
        s=["Zhang", "Liu", "Chen", "Yang", "Zhao", "Huang", "Zhou", "Wu", "Xu", "Sun", "Ma", "Gao"],
        langs=["Mandarin", "Mandarin Chinese"],
        countries=["China", "Taiwan", "Malaysia"]),
    "cantonese": dict(
        f=["Wai Man", "Siu Ling", "Mei Kuen", "Oi Yee", "Pui Shan", "Kit Ying", "Suk Fong", "Yuen Ting"],
        m=["Kwok Wah", "Chi Keung", "Ka Ho", "Wing Hong", "Man Kit", "Tsz Chun", "Yiu Fai", "Siu Ming"],
        s=["Chan", "Wong", "Leung", "Lau", "Cheung", "Ng", "Tsang", "Kwan", "Yip", "Fung"],
        langs=["Cantonese"],
        countries=["Hong Kong", "China", "Macau"]),
    "korean": dict(
        f=["Min-ji", "Seo-yeon", "Ji-woo", "Hye-jin", "Eun-ji", "Soo-ah", "Young-hee", "Mi-kyung"],
        m=["Min-jun", "Sung-ho", "Jae-won", "Dong-hyun", "Hyun-woo", "Kwang-soo", "Joon-young", "Tae-hoon"],
        s=["Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Yoon", "Han", "Shin", "Oh"],
        langs=["Korean"],
        countries=["South Korea"]),
    "tagalog": dict(
        f=["Maricel", "Rowena", "Jocelyn", "Analyn", "Marites", "Lorna", "Divina", "Rhodora", "Charito", "Leonora"],
        m=["Rommel", "Jojo", "Ramil", "Arnel", "Dindo", "Renato", "Efren", "Ferdinand", "Bienvenido", "Rogelio"],
        s=["dela Cruz", "Bautista", "Mendoza", "Macaraeg", "Villanueva", "Dimaculangan", "Manalo", "Panganiban", "Tolentino", "Sarmiento"],
        langs=["Tagalog", "Filipino", "Ilocano"],
        countries=["Philippines"]),
    "punjabi": dict(
        f=["Gurpreet", "Harjit", "Manjeet", "Jaspreet", "Kulwinder", "Balwinder", "Simran", "Navdeep", "Paramjit", "Rajwinder"],
        m=["Harbhajan", "Sukhdev", "Jaswant", "Gurdeep", "Amarjit", "Harpal", "Mandeep", "Ranjit", "Sukhwinder", "Tarsem"],
        s=["Sandhu", "Grewal", "Dhaliwal", "Sidhu", "Gill", "Bains", "Kaur Sandhu", "Randhawa", "Brar", "Johal"],
        langs=["Punjabi", "Punjabi (Gurmukhi)", "Hindi"],
        countries=["India", "Pakistan", "Kenya"]),
    "bengali": dict(
        f=["Rokeya", "Shamima", "Nazma", "Ruksana", "Shahana", "Taslima", "Jahanara", "Sufia", "Momena", "Rahima"],
        m=["Abdul Mannan", "Shahjahan", "Moinul", "Abul Kalam", "Rafiqul", "Anwar", "Jamal Uddin", "Kamrul", "Foyzur", "Habibur"],
        s=["Miah", "Begum", "Uddin", "Choudhury", "Rahman", "Khatun", "Islam", "Hoque", "Ali", "Sarkar"],
        langs=["Sylheti", "Bengali", "Bengali (Sylheti)"],
        countries=["Bangladesh", "India"]),
    "urdu": dict(
        f=["Saima", "Nasreen", "Farzana", "Bushra", "Rubina", "Shazia", "Uzma", "Samina", "Tahira", "Kausar"],
        m=["Tariq", "Imran", "Zulfiqar", "Shahid", "Asif", "Naveed", "Pervaiz", "Irfan", "Khurram", "Mushtaq"],
        s=["Iqbal", "Qureshi", "Butt", "Chaudhry", "Malik", "Mirza", "Bhatti", "Siddiqui", "Awan", "Rana"],
        langs=["Urdu", "Punjabi (Shahmukhi)", "Mirpuri", "Pahari-Pothwari"],
        countries=["Pakistan"]),
    "tamil": dict(
        f=["Kavitha", "Tharsini", "Vasuki", "Sivaranjani", "Meenakshi", "Nirosha", "Abirami", "Lakshmi", "Jeyanthi", "Thenmozhi"],
        m=["Sivakumar", "Tharmalingam", "Kajan", "Rajeevan", "Prabhakaran", "Suthan", "Ganeshan", "Vimal", "Senthuran", "Murugesu"],
        s=["Sivanesan", "Balasingham", "Kanagaratnam", "Thevarajah", "Ponnuthurai", "Selvarajah", "Yogarajah", "Navaratnam", "Rajendran", "Kumaran"],
        langs=["Tamil"],
        countries=["Sri Lanka", "India", "Malaysia"]),
    "nepali": dict(
        f=["Sabitri", "Kamala", "Sunita", "Bishnu Maya", "Pabitra", "Manisha", "Gita", "Sarita", "Laxmi", "Durga"],
        m=["Bir Bahadur", "Ram Prasad", "Dil Kumar", "Hari", "Santosh", "Krishna", "Bhim", "Gopal", "Dipendra", "Man Bahadur"],
        s=["Gurung", "Thapa", "Rai", "Limbu", "Tamang", "Shrestha", "Magar", "Sherpa", "Adhikari", "Bhandari"],
        langs=["Nepali"],
        countries=["Nepal", "Bhutan"]),
    "amharic": dict(
        f=["Tigist", "Meseret", "Hirut", "Selamawit", "Bethlehem", "Almaz", "Mekdes", "Tsion", "Yeshi", "Genet"],
        m=["Abebe", "Dawit", "Tesfaye", "Yohannes", "Girma", "Biniam", "Solomon", "Kebede", "Mulugeta", "Getachew"],
        s=["Tadesse", "Bekele", "Haile", "Wolde", "Alemu", "Gebre", "Mekonnen", "Assefa", "Desta", "Kassa"],
        langs=["Amharic", "Oromo"],
        countries=["Ethiopia"]),
    "tigrinya": dict(
        f=["Senait", "Luwam", "Helen", "Saba", "Yordanos", "Mebrat", "Feven", "Rahel", "Eden", "Winta"],
        m=["Filmon", "Yonas", "Tesfalem", "Habtom", "Merhawi", "Samuel", "Kibrom", "Ermias", "Teklit", "Awet"],
        s=["Tesfamariam", "Ghebremedhin", "Habte", "Berhane", "Kidane", "Woldemichael", "Negash", "Tekle", "Gebrezgi", "Ogbazghi"],
        langs=["Tigrinya"],
        countries=["Eritrea", "Ethiopia", "Sudan"]),
    "swahili": dict(
        f=["Neema", "Zawadi", "Rehema", "Mwanaisha", "Amani", "Furaha", "Halima", "Imani", "Zuhura", "Baraka"],
        m=["Juma", "Baraka", "Rashidi", "Athumani", "Salim", "Hamisi", "Jabari", "Bakari", "Musa", "Idrisa"],
        s=["Mwangi", "Otieno", "Mfinanga", "Kiprono", "Njoroge", "Mushi", "Lyimo", "Wanjiru", "Mrema", "Kimaro"],
        langs=["Swahili", "Kirundi", "Kinyarwanda"],
        countries=["Tanzania", "Kenya", "Burundi", "Rwanda", "Democratic Republic of the Congo"]),
    "congolese": dict(
        f=["Mbuyi", "Esther", "Nsimba", "Furaha", "Kapinga", "Mireille", "Bijou", "Grâce", "Ntumba", "Ilunga"],
        m=["Kabongo", "Jean-Pierre", "Mukendi", "Tshibangu", "Patrice", "Dieudonné", "Kalala", "Mbala", "Lukusa", "Ngoy"],
        s=["Kabila", "Mbuyamba", "Tshisekedi", "Ilunga", "Kasongo", "Mpiana", "Lumumba", "Nkulu", "Kalonji", "Mulamba"],
        langs=["Lingala", "French", "Swahili (Congolese)", "Tshiluba"],
        countries=["Democratic Republic of the Congo", "Republic of the Congo", "Angola"]),
    "haitian": dict(
        f=["Mirlande", "Guerline", "Nadège", "Rose-Marie", "Fabienne", "Wideline", "Marjorie", "Darline", "Judith", "Gerda"],
        m=["Jean-Robert", "Wilner", "Frantz", "Jacquelin", "Lesly", "Réginald", "Ducarmel", "Wisly", "Fritznel", "Jonas"],
        s=["Jean-Baptiste", "Pierre-Louis", "Dorvil", "Joseph", "Saint-Fleur", "Exantus", "Charles", "Désir", "Louissaint", "Noël"],
        langs=["Haitian Creole", "French"],
        countries=["Haiti", "Dominican Republic"]),
    "samoan": dict(
        f=["Losa", "Fetu", "Malia", "Sieni", "Leota", "Talia", "Siueni", "Fa'afetai", "Lupe", "Tavita"],
        m=["Sione", "Tavita", "Iosefa", "Faleolo", "Paulo", "Leaupepe", "Tasi", "Vaifale", "Mikaele", "Lafaele"],
        s=["Tuilagi", "Faleolo", "Leota", "Aumua", "Tupou", "Sapolu", "Fa'amausili", "Leavasa", "Toleafoa", "Ioane"],
        langs=["Samoan"],
        countries=["Samoa", "American Samoa"]),
    "tongan": dict(
        f=["Mele", "Salote", "Ana", "Ofa", "Losaline", "Lesieli", "Siueni", "Vika", "Kalolaine", "Sela"],
        m=["Sione", "Tevita", "Viliami", "Semisi", "Paula", "Siaosi", "Lopeti", "Tomasi", "Sitani", "Maka"],
        s=["Taufa", "Vaipulu", "Kauhalalalo", "Fifita", "Havili", "Mafi", "Latu", "Pulu", "Tonga'uiha", "Fonua"],
        langs=["Tongan"],
        countries=["Tonga"]),
    "maori": dict(
        f=["Aroha", "Hine", "Mereana", "Anahera", "Kiri", "Moana", "Ngaio", "Tui", "Wikitoria", "Huia"],
        m=["Rawiri", "Tane", "Wiremu", "Hemi", "Nikau", "Tamati", "Manaia", "Rewi", "Tipene", "Ihaia"],
        s=["Ngata", "Te Whata", "Parata", "Wihongi", "Tawhiri", "Ruatapu", "Karaka", "Horomona", "Te Rangi", "Poutama"],
        langs=["Te Reo Māori", "English"],
        countries=["New Zealand"]),
    "karen": dict(
        f=["Naw Paw", "Hser Htoo", "Eh Moo", "Paw Say", "Naw Mu", "Htee Ku", "Mu Lar", "Say Paw"],
        m=["Saw Htoo", "Eh Kaw", "Saw Ler", "Pah Doh", "Saw Kyi", "Thaw Thi", "Ku Ler", "Saw Moo"],
        s=["Htoo", "Paw", "Wah", "Soe", "Say", "Kaw", "Lay", "Nay"],
        langs=["Karen (S'gaw)", "Burmese", "Karenni"],
        countries=["Myanmar", "Thailand"]),
    "hmong": dict(
        f=["Mai Neng", "Pa Nhia", "Youa", "Bao Xiong", "Nou", "Chia", "Mai Yer", "Kia"],
        m=["Tou", "Xeng", "Pao", "Neng", "Chue", "Koua", "Vang Pao", "Seng"],
        s=["Vang", "Xiong", "Thao", "Yang", "Lor", "Moua", "Her", "Lee"],
        langs=["Hmong"],
        countries=["Laos", "Thailand"]),
    "greek": dict(
        f=["Eleni", "Despina", "Vasiliki", "Stavroula", "Paraskevi", "Katerina", "Georgia", "Sotiria"],
        m=["Spiros", "Dimitrios", "Konstantinos", "Panagiotis", "Vasilis", "Christos", "Stelios", "Thanasis"],
        s=["Papadopoulos", "Karagiannis", "Georgiou", "Dimitriou", "Vlachos", "Pappas", "Kyriakou", "Antonopoulou"],
        langs=["Greek"],
        countries=["Greece", "Cyprus"]),
    "italian": dict(
        f=["Concetta", "Giuseppina", "Rosaria", "Carmela", "Antonietta", "Nunzia", "Assunta", "Filomena"],
        m=["Salvatore", "Vincenzo", "Gaetano", "Carmine", "Domenico", "Pasquale", "Rocco", "Giovanni"],
        s=["Esposito", "Russo", "Caruso", "Lombardi", "Greco", "Marino", "De Luca", "Ferraro"],
        langs=["Italian", "Italian (Sicilian)"],
        countries=["Italy"]),
    "albanian": dict(
        f=["Blerta", "Arta", "Drita", "Lindita", "Vjollca", "Mimoza", "Valbona", "Fatbardha"],
        m=["Arben", "Besnik", "Ilir", "Gëzim", "Fatmir", "Luan", "Agron", "Dritan"],
        s=["Hoxha", "Krasniqi", "Berisha", "Gashi", "Shehu", "Morina", "Kelmendi", "Rama"],
        langs=["Albanian"],
        countries=["Albania", "Kosovo"]),
    "lithuanian": dict(
        f=["Rasa", "Jurgita", "Aušra", "Vilma", "Giedrė", "Laima", "Rūta", "Inga"],
        m=["Mindaugas", "Darius", "Tomas", "Saulius", "Arūnas", "Rimantas", "Vytautas", "Gintaras"],
        s=["Kazlauskas", "Jankauskienė", "Petrauskas", "Stankevičius", "Vasiliauskaitė", "Žukauskas", "Butkus", "Paulauskas"],
        langs=["Lithuanian", "Russian"],
        countries=["Lithuania"]),
    "japanese": dict(
        f=["Yuko", "Keiko", "Haruka", "Noriko", "Aiko", "Mariko", "Sachiko", "Emi"],
        m=["Hiroshi", "Takeshi", "Kenji", "Daisuke", "Shinji", "Masato", "Yoshiro", "Kazuki"],
        s=["Tanaka", "Watanabe", "Yamamoto", "Nakamura", "Kobayashi", "Sato", "Inoue", "Kimura"],
        langs=["Japanese"],
        countries=["Japan"]),
    "khmer": dict(
        f=["Sreymom", "Sophea", "Chantha", "Bopha", "Sokha", "Malis", "Sreyneang", "Chanthou"],
        m=["Sokun", "Vannak", "Dara", "Pisey", "Rithy", "Bunthoeun", "Samnang", "Vuthy"],
        s=["Chea", "Sok", "Heng", "Keo", "Meas", "Prak", "Sam", "Touch"],
        langs=["Khmer"],
        countries=["Cambodia"]),
    "nigerian": dict(
        f=["Adaeze", "Funmilayo", "Chiamaka", "Yetunde", "Ngozi", "Bukola", "Amarachi", "Folasade"],
        m=["Chukwuemeka", "Olumide", "Babatunde", "Ikechukwu", "Adebayo", "Obinna", "Tunde", "Emeka"],
        s=["Okonkwo", "Adeyemi", "Eze", "Olatunji", "Nwachukwu", "Adebisi", "Okafor", "Ogunleye"],
        langs=["Yoruba", "Igbo", "Nigerian Pidgin"],
        countries=["Nigeria"]),
    "anglo": dict(
        f=["Karen", "Sharon", "Gemma", "Rebecca", "Leanne", "Joanne", "Hayley", "Natalie", "Beverley", "Claire", "Megan", "Shannon", "Tracey", "Alison", "Kirsty", "Brooke"],
        m=["Darren", "Wayne", "Craig", "Stuart", "Gavin", "Lee", "Dean", "Brendan", "Cody", "Trevor", "Kyle", "Shane", "Glenn", "Neville", "Bradley", "Russell"],
        s=["Pickering", "Ashworth", "Hollis", "Marsden", "Trelawney", "Beaumont", "Fairbairn", "Cartwright", "Honeysett", "Dunstable", "Rowntree", "Pennock", "Westlake", "Greenhalgh", "Thackeray", "Baverstock"],
        langs=["English"],
        countries=["United Kingdom", "Australia", "Canada", "New Zealand", "United States"]),
    "irish": dict(
        f=["Siobhán", "Aoife", "Niamh", "Róisín", "Caoimhe", "Orla", "Bríd", "Saoirse"],
        m=["Ciarán", "Pádraig", "Seamus", "Donal", "Eoin", "Cathal", "Fergal", "Declan"],
        s=["Ó Súilleabháin", "Mac Giolla", "Brennan", "Kavanagh", "Doherty", "Quinlan", "McGettigan", "Ní Bhriain"],
        langs=["English", "Irish"],
        countries=["Ireland"]),
    "quebecois": dict(
        f=["Geneviève", "Mélanie", "Josée", "Sylvie", "Chantal", "Manon", "Nathalie", "Isabelle"],
        m=["Jean-François", "Mathieu", "Sébastien", "Étienne", "Réjean", "Benoît", "Gilles", "Yannick"],
        s=["Tremblay", "Gagnon", "Bouchard", "Côté", "Gauthier", "Pelletier", "Lévesque", "Bergeron"],
        langs=["French", "French (Québécois)"],
        countries=["Canada", "France"]),
    "indigenous_ca": dict(
        f=["Winona", "Tansy", "Kateri", "Nahanni", "Aiyana", "Shania"],
        m=["Raven", "Tecumseh", "Kanen", "Jesse", "Takoda", "Ahanu"],
        s=["Moosomin", "Kakegamic", "Meekis", "Sinclair-Ballantyne", "Nanibush", "Whitehead"],
        langs=["Cree", "Oji-Cree", "Inuktitut", "Ojibwe"],
        countries=["Canada"]),
    "aboriginal_au": dict(
        f=["Kirrily", "Tjarra", "Marlee", "Jedda", "Kalinda", "Narelle"],
        m=["Jarrah", "Warrick", "Tjilari", "Bundy", "Kuruman", "Djalu"],
        s=["Tjapaltjarri", "Napangardi", "Jupurrurla", "Wunungmurra", "Marika", "Yunupingu-Smith"],
        langs=["Kriol", "Pitjantjatjara", "Warlpiri", "Yolŋu Matha"],
        countries=["Australia"]),
}

# languages of deaf patients by service country
SIGN_LANGS = {
    "UK": ["BSL", "British Sign Language (BSL)", "BSL/English", "Deafblind manual", "hands-on BSL"],
    "US": ["ASL", "American Sign Language (ASL)", "ASL + CDI", "Protactile ASL", "ProTactile"],
    "AU": ["Auslan", "Auslan + Deaf Interpreter", "tactile Auslan"],
    "CA": ["ASL", "LSQ", "ASL/LSQ", "ASL + Deaf Interpreter"],
    "NZ": ["NZSL", "New Zealand Sign Language (NZSL)", "NZSL + Deaf Interpreter"],
}

# which origins are drawn most often for patients per service country
COUNTRY_ORIGINS = {
    "UK": ["polish", "romanian", "bengali", "urdu", "punjabi", "somali", "tigrinya", "kurdish", "levantine", "iraqi", "sudanese", "dari", "persian", "lithuanian", "albanian", "ukrainian", "brazilian", "cantonese", "mandarin", "tamil", "nepali", "turkish", "congolese", "vietnamese", "nigerian", "anglo", "irish"],
    "US": ["latam", "latam", "latam", "vietnamese", "haitian", "somali", "hmong", "karen", "korean", "mandarin", "cantonese", "russian", "ukrainian", "dari", "levantine", "iraqi", "amharic", "tagalog", "brazilian", "nepali", "congolese", "swahili", "japanese", "anglo", "samoan"],
    "AU": ["vietnamese", "mandarin", "cantonese", "levantine", "iraqi", "dari", "persian", "greek", "italian", "tamil", "nepali", "karen", "sudanese", "tigrinya", "amharic", "khmer", "korean", "tongan", "samoan", "aboriginal_au", "punjabi", "tagalog", "anglo"],
    "CA": ["quebecois", "mandarin", "cantonese", "punjabi", "tagalog", "tamil", "levantine", "persian", "somali", "amharic", "tigrinya", "ukrainian", "latam", "haitian", "indigenous_ca", "korean", "congolese", "dari", "anglo"],
    "NZ": ["samoan", "tongan", "maori", "mandarin", "cantonese", "korean", "tagalog", "punjabi", "levantine", "dari", "karen", "persian", "amharic", "anglo", "tamil", "khmer"],
}

# clinicians and staff are drawn from every origin
STAFF_ORIGINS = sorted(ORIGINS)

TITLES_F = ["Mrs", "Ms", "Miss", "Ms"]
TITLES_M = ["Mr", "Mr"]
RELATIONS_F = ["wife", "daughter", "mother", "sister", "niece", "granddaughter", "aunt",
               "daughter-in-law", "foster mother", "grandmother", "stepdaughter", "sister-in-law"]
RELATIONS_M = ["husband", "son", "father", "brother", "nephew", "grandson", "uncle",
               "son-in-law", "grandfather", "stepfather", "brother-in-law"]
RELATIONS_N = ["partner", "cousin", "neighbour", "friend", "carer", "family friend"]
CHILD_REL_F = ["mother", "grandmother", "aunt", "foster mother", "older sister"]
CHILD_REL_M = ["father", "grandfather", "uncle", "stepfather", "older brother"]
