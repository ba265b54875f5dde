"""Name pools, part B.  origin -> (female, male, surnames); '_' stands for a space."""

POOLS_B = {
    'afghan': (
        'Mariam Zahra Fatima Parisa Nargis Shabnam Laila Freshta Marzia Sohaila Arezo Malalai '
        'Hasina Nilofar Farida Mursal Roya Sadaf Wahida Zarghona',
        'Ahmad Mohammad Hamid Reza Mustafa Farid Javid Naveed Omid Rahmatullah Samiullah Wahid '
        'Yama Zabihullah Jawad Karim Sohrab Najib Habib Ismail',
        'Ahmadi Rahimi Karimi Hakimi Noori Sultani Hashimi Stanekzai Popal Wardak Safi Amiri '
        'Jalali Mohammadi Sadat Azizi Qaderi Haidari Rezai Niazi Barakzai Durrani Sharifi'),
    'syrian': (
        'Rania Lina Nour Yasmin Hala Dima Rasha Layla Sidra Reem Rahaf Joud',
        'Omar Khaled Ahmad Yusuf Mahmoud Karam Tarek Adnan Bassel Wissam Majd Ayham',
        'Al-Hassan Haddad Khalil Darwish Mansour Hamdan Shami Qassab Najjar Al-Ahmad Hamwi '
        'Al-Masri Sabbagh'),
    'kurdish': (
        'Rojin Berivan Shirin Avin Dilan Zhiyan Hevi Jiyan Nishtiman Sozdar Shilan Lana',
        'Rebwar Shvan Karwan Aras Dilshad Hawre Baran Soran Azad Zana Hemin Kawa',
        'Rasul Aziz Karim Hama Salih Qadir Othman Mahmud Faraj Mustafa Abdulla Sharif'),
    'vietnamese': (
        'Linh Anh Ngoc Thu Huong Mai Lan Hoa Trang Thao Hanh Phuong Vy Nhung Quynh Yen Diep '
        'Tam Kim Hien',
        'Minh Duc Tuan Hung Nam Long Quang Thanh Huy Khoa Phuc Bao Dung Son Trung Vinh Tien '
        'Hieu Cuong Dat',
        'Nguyen Tran Le Pham Hoang Phan Vu Dang Bui Do Ho Ngo Duong Ly Truong Dinh Vo Luong'),
    'chinese': (
        'Mei Xinyi Yuxuan Jiaxin Zihan Yiling Hui Ying Shu Xiu Wen Lian Qian Ning Rui Yan '
        'Hong Fang Ka-Yan Wing',
        'Wei Jun Hao Yichen Zhiwei Haoran Jiahao Tian Bo Ming Lei Chen Xiang Feng Tao Jian '
        'Yong Ka-Ho Chun Kin',
        'Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Zhu Hu Guo Lin He Gao Luo '
        'Zheng Liang Xie Tang Wong Chan Leung Cheung Lau Yip Tsang'),
    'filipino': (
        'Angelica Kristine Joy Princess Jasmine Althea Trisha Bea Andrea Nicole Camille Pia '
        'Mae Rhea Jhanine Shaira Mikaela Czarina Lovely Kimberly',
        'Jose Mark Paolo Miguel Carlo Renz Jericho Nathaniel Kyle Lance Angelo Vince Adrian '
        'Rafael Jomar Rodel Jhon Aldrin Kenneth Ramil',
        'Santos Reyes Cruz Bautista Ocampo Garcia Mendoza Torres Tomas Andrada Castillo Flores '
        'Villanueva Ramos Dela_Cruz De_Leon Aquino Navarro Gonzales Manalo Dizon Pascual '
        'Salazar Lacson Macaraeg'),
    'maori': (
        'Aroha Mere Ngaio Kahurangi Anahera Hine Marama Awhina Moana Ataahua Huia Kiri Mihi '
        'Ngaire Pania Tui Waimarie Whetu Manaia Kaia',
        'Nikau Tama Wiremu Hemi Rawiri Tane Ihaia Kauri Mikaere Rangi Tipene Te_Ariki Matiu '
        'Hohepa Kahu Rewi Ropata Taika Koa Manaia',
        'Ngata Tawhiri Te_Rangi Walker Parata Waititi Tipene Paewai Rata Tamihana Ruru Hohaia '
        'Herewini Kereama Te_Whata Ranginui Puru Heke Poutama Kingi Maaka Pomare Tamatea '
        'Wihongi Karaka'),
    'samoan': (
        'Losaline Malia Sina Lagi Alofa Fetu Lupe Seini Talia Pua Ioana Vaiola Salote Teuila '
        'Rosa Lina Tiare Leilani',
        'Sione Tavita Ioane Pita Sefo Mikaele Lealofi Filipo Iosefa Tevita Ropati Malakai '
        'Isaia Paulo Petelo Fono Lefaga Junior',
        "Faleolo Tuilagi Leota Sapolu Tuimavave Aumua Fa'asavalu Matagi Tauiliili Mulitalo "
        "Toleafoa Faamausili Tamapua Pouono Lemalu Fiso Aiono Lauina"),
    'tongan': (
        'Mele Salote Losana Ana Seini Lesieli Vika Meleane Luseane Kalolaine',
        'Sione Tevita Viliami Siaosi Sitani Semisi Tomasi Lisiate Taniela Sione-Kava',
        'Fifita Taufa Havili Lolohea Vaipulu Kaufusi Mafi Latu Moala Taione Fonua Pulu Tupou '
        'Ahokovi'),
    'aboriginal': (
        'Jacinta Kirra Tahlia Marlee Shakira Latoya Kiara Shanaya Jedda Chenoa Tanika Mahalia '
        'Keira Tamika Alinta Shannon Tiarne Lowanna Narelle Bindi',
        'Jarrah Koby Tyson Jayden Dhani Kynan Brodie Zeke Jai Lachlan Corey Malakai Warrick '
        'Travis Coen Tallis Jayce Shaun Bailey Jirra',
        'Anderson Simpson Kennedy Williams Walker Mundine Roberts Clarke Brady Saunders Briggs '
        'Lovett Gorrie Munro Bamblett Sculthorpe Atkinson Wandin Edwards Hunter Djerrkura '
        'Yunupingu Gurruwiwi Weetra Wanganeen'),
    'firstnations': (
        'Tianna Kaylee Cheyenne Destiny Autumn Skylar Shayla Kiana Raven Brianna Nakita '
        'Sierra Makayla Winona Mackenzie Aiyana Kaya Dakota Leah Shania',
        'Tristan Brayden Dakota Kaiden Ryder Cody Tanner Hunter Keegan Wyatt Colton Jace '
        'Dawson Ashton Landon Tyrell Sheldon Riel Kyler Quinton',
        'Cardinal Bighetty Moosomin Ballantyne Keewatin Crowchild Morningstar Sinclair McKay '
        'Thunderchild Starblanket Okemaw Whitehead Linklater Beardy Kakegamic Meekis Fiddler '
        'Harper Spence Flett Monias Redsky Yellowquill Bear'),
    'quebecois': (
        'Camille Léa Chloé Émilie Gabrielle Océane Rosalie Maude Justine Marianne',
        'Félix Antoine Mathis Samuel Olivier Étienne Gabriel Xavier Thomas Alexis',
        'Tremblay Gagnon Roy Côté Bouchard Gauthier Morin Lavoie Fortin Gagné Ouellet '
        'Pelletier Bélanger Lévesque Bergeron'),
    'ukrainian': (
        'Oksana Sofiia Anastasiia Daryna Yana Kateryna Viktoriia Polina Solomiia Mariia',
        'Bohdan Maksym Artem Denys Yaroslav Oleksandr Taras Danylo Mykyta Andrii',
        'Kovalenko Shevchenko Bondarenko Tkachenko Kravchenko Melnyk Boyko Oliynyk Lysenko '
        'Marchenko Savchuk Hnatyuk Petrenko Rudenko'),
    'hispanic': (
        'Sofia Isabella Valentina Camila Gabriela Daniela Guadalupe Ximena Mariana Yesenia '
        'Lupita Araceli Jazmin Marisol Paola Alejandra Karina Leticia Esperanza Itzel',
        'Mateo Santiago Diego Jose Luis Carlos Miguel Angel Juan Alejandro Jesus Emiliano '
        'Joaquin Fernando Ricardo Eduardo Javier Manuel Osvaldo Adrian',
        'Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres Flores '
        'Rivera Gomez Diaz Morales Reyes Cruz Ortiz Gutierrez Chavez Ramos Vargas Castillo '
        'Jimenez Mendoza Ruiz'),
    'american': (
        'Madison Brooklyn Kayla Destiny Jasmine Aaliyah Hailey Abigail Savannah Makayla Taylor '
        'Alexis Kennedy Bailey Harper Autumn Jordyn Raelynn Nevaeh Paisley',
        'Jaylen DeShawn Tyler Hunter Brayden Jayden Caleb Landon Cody Dakota Cameron Xavier '
        'Elijah Isaiah Malik Trevor Colton Austin Dalton Jamal',
        'Johnson Williams Jones Davis Miller Wilson Moore Anderson Jackson Harris Thomas '
        'Robinson Lewis Walker Young Allen Washington Jefferson Coleman Jenkins Perry Bryant '
        'Hayes Brooks Sanders Price Foster Barnes Russell Griffin'),
    'albanian': (
        'Elira Arta Besa Drita Era Lira Blerta Mimoza Ardita Flutura',
        'Arben Besnik Driton Endrit Ermal Florian Gentian Klodian Arlind Erion Ardit Kristi',
        'Hoxha Shehu Krasniqi Gashi Berisha Kelmendi Dervishi Leka Cela Gjoka Musliu Bajrami '
        'Hysa Dema'),
    'sudanese': (
        'Amna Nafisa Hawa Sara Rayan Asma Nusiba Fatima Tasneem Marwa',
        'Mohamed Osman Musa Adam Abdelrahman Ibrahim Yousif Elfatih Mustafa Mujtaba Adil Hamid',
        'Osman Elamin Abdalla Adam Musa Eltayeb Babiker Elhassan Ahmed Yousif Idris Hamid '
        'Ishag Abakar Mohammed'),
    'turkish': (
        'Elif Zeynep Defne Ecem Ayşe Büşra Merve Esra Sude Yağmur',
        'Emir Yusuf Mehmet Mustafa Ömer Burak Kerem Efe Arda Baran',
        'Yılmaz Kaya Demir Şahin Çelik Yıldız Öztürk Aydın Arslan Doğan Kılıç Aslan Çetin '
        'Kurt Özdemir'),
    'greek': (
        'Eleni Maria Katerina Sophia Georgia Despina Anastasia Vasiliki Ioanna Christina',
        'Nikos Giorgos Dimitris Konstantinos Yiannis Christos Panagiotis Stavros Andreas '
        'Alexandros',
        'Papadopoulos Nikolaidis Georgiou Konstantinou Dimitriou Papageorgiou Vlachos '
        'Karagiannis Economou Andreou Christodoulou Makris Pappas Ioannou Stavrou'),
    'italian': (
        'Giulia Francesca Chiara Alessia Sofia Martina Gianna Lucia Rosa Bianca',
        'Luca Marco Matteo Alessandro Lorenzo Giuseppe Antonio Francesco Salvatore Dario',
        'Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo '
        'Conti De_Luca Costa'),
}
