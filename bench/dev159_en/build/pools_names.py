"""Invented person-name pools for dev159_en (many origins).

Each origin maps to (female first names, male first names, surnames).
All combinations are fictional.
"""

ORIGINS = {
    "anglo": (
        "Emily Sarah Jessica Megan Ashley Brittany Courtney Heather Amanda Kimberly Donna Linda "
        "Patricia Barbara Karen Shirley Janet Judith Gloria Kayla Madison Harper Paige Tessa Noreen "
        "Dolores Wanda Bonnie Peggy Marlene".split(),
        "James Robert Michael William David Richard Thomas Charles Daniel Matthew Gary Dennis Wayne "
        "Roger Kyle Tyler Cody Travis Dustin Bradley Garrett Wesley Clifford Harold Eugene Lloyd "
        "Vernon Leland Curtis".split(),
        "Whitaker Hollis Pruitt Caldwell Merritt Brewster Langford Hatfield Kimball Ashby Thornton "
        "Pendleton Sutter Yates Barlow Colby Draper Fenwick Gilliam Harwood Ingram Jessup Kirby "
        "Lowell Mabry Nash Oakley Pickett Rowe Stanton Tolliver Upton Vance Whitfield Pratt Dobbins "
        "Crenshaw Ellsworth Huckaby Marchbanks".split(),
    ),
    "irish": (
        "Siobhan Aoife Maeve Brigid Niamh Colleen Deirdre Fiona Roisin Kathleen Orla Sinead".split(),
        "Declan Cormac Padraig Liam Seamus Eamon Niall Brendan Kieran Ronan Fergal Donal".split(),
        "O'Sullivan McCarthy Gallagher Doherty Brennan Kavanagh Fitzgerald Donnelly Quinlan "
        "Moriarty Dunleavy McGrath Keane Hennessy O'Rourke Mulcahy Flanagan".split(),
    ),
    "hispanic": (
        "María Guadalupe Lucía Ximena Valeria Rosa Yesenia Marisol Alejandra Daniela Leticia "
        "Beatriz Catalina Esperanza Graciela Maribel Itzel Consuelo".split(),
        "José Juan Luis Carlos Jorge Miguel Alejandro Rafael Héctor Arturo Joaquín Ramón Efraín "
        "Julio Santiago Mauricio Osvaldo Rigoberto".split(),
        "García Hernández Martínez Rodríguez López González Pérez Ramírez Flores Castillo Morales "
        "Ortiz Vásquez Medina Aguilar Delgado Fuentes Navarro Salazar Cárdenas Ibarra Zamora "
        "Villanueva Espinoza Quintero Barrientos Olvera Sandoval".split() + ["de la Cruz", "del Toro"],
    ),
    "west_african": (
        "Adaeze Chiamaka Ngozi Folasade Yetunde Abena Akosua Efua Oluwaseun Ifeoma Funmilayo "
        "Nneka".split(),
        "Chinedu Emeka Oluwadamilare Babatunde Kwame Kofi Yaw Obinna Tunde Segun Chukwudi "
        "Kwabena".split(),
        "Okafor Adeyemi Nwosu Balogun Eze Mensah Owusu Asante Okonkwo Adebayo Ogunleye Boateng "
        "Nnamdi Afolabi Oyelaran Agyeman Ekwueme".split(),
    ),
    "east_african": (
        "Hodan Amina Fadumo Hawa Ayan Selamawit Meron Tigist Wanjiru Nyokabi Sahra Hiwot".split(),
        "Abdirahman Mohamed Abdullahi Ahmed Yonas Tesfaye Dawit Kamau Otieno Bashir Liban "
        "Girma".split(),
        "Warsame Farah Hassan Abdi Jama Tadesse Bekele Gebremedhin Mwangi Odhiambo Haile Osman "
        "Egal Wolde".split(),
    ),
    "chinese": (
        "Mei Xiaoling Yan Hui Jing Wen Qian Ying Lan Xiu Fang Ruolan".split(),
        "Wei Jun Hao Zhiwei Bo Jian Ming Tao Yong Feng Guang Zhen".split(),
        "Chen Wang Zhang Liu Huang Zhao Wu Zhou Xu Sun Ma Guo Lin He Tang Deng Luo Xie".split(),
    ),
    "vietnamese": (
        "Thu Ngoc Hoa Phuong Trang Huong Mai Linh Thuy Hanh Diep".split(),
        "Minh Tuan Huy Duc Quang Thanh Khoa Long Nam Bao Vinh".split(),
        "Nguyen Tran Le Pham Hoang Vo Dang Bui Do Huynh Truong Phan Ngo".split(),
    ),
    "korean": (
        "Ji-woo Seo-yeon Min-ji Eun-ji Hye-jin Soo-jin Yuna Mi-kyung".split(),
        "Min-jun Ji-hoon Seung-ho Dong-hyun Jae-won Hyun-woo Sung-min Young-soo".split(),
        "Kim Park Choi Jung Kang Cho Yoon Jang Lim Han Shin Seo".split(),
    ),
    "japanese": (
        "Yuki Haruka Aiko Naomi Keiko Emi Sakura Chiyo".split(),
        "Hiroshi Takeshi Kenji Daisuke Ryo Satoshi Kazuo Isamu".split(),
        "Tanaka Watanabe Yamamoto Nakamura Kobayashi Sato Ito Fujita Matsumoto Inoue Hayashi "
        "Shimizu".split(),
    ),
    "south_asian": (
        "Priya Ananya Deepa Kavita Sunita Meera Nisha Pooja Lakshmi Farzana Ayesha Harpreet "
        "Shalini Rupinder".split(),
        "Rahul Arjun Vikram Sanjay Rajesh Anil Suresh Imran Gurpreet Nikhil Aditya Ravi Sandeep "
        "Faisal".split(),
        "Patel Shah Reddy Iyer Nair Gupta Mehta Chaudhry Singh Kaur Bhatt Desai Rao Krishnan "
        "Malhotra Banerjee Chowdhury Hossain Siddiqui Qureshi Venkataraman".split(),
    ),
    "arabic": (
        "Fatima Layla Noor Rania Yasmin Huda Mariam Salma Dalia Amal Ghada".split(),
        "Omar Khalid Yousef Tariq Samir Karim Hamza Mahmoud Ziad Nabil Fadi".split(),
        "Haddad Khoury Mansour Saleh Nasser Aziz Hamdan Darwish Rahman Al-Masri Abboud Farouk "
        "Bitar Shalhoub".split(),
    ),
    "slavic": (
        "Agnieszka Katarzyna Oksana Olena Svetlana Natalia Irina Zofia Halyna Magdalena "
        "Ludmila".split(),
        "Piotr Tomasz Andriy Oleksandr Dmitri Sergei Pavel Bogdan Mykola Wojciech Yaroslav".split(),
        "Kowalski Nowak Wiśniewski Zielinski Shevchenko Kovalenko Bondarenko Ivanova Petrov "
        "Sokolov Volkov Lewandowski Melnyk Horvath Dabrowski".split(),
    ),
    "mediterranean": (
        "Giulia Francesca Rosaria Antonella Eleni Despina Sofia Conceição Fernanda Graça "
        "Carmela".split(),
        "Giuseppe Salvatore Vincenzo Marco Dimitrios Nikos Stavros João Paulo Rui Aurelio".split(),
        "Russo Esposito Romano DeLuca Ferraro Marchetti Papadopoulos Georgiou Konstantinidis "
        "Pereira Carvalho Silva Almeida Costa Rocha Lombardi".split(),
    ),
    "haitian": (
        "Marie-Claude Nadège Fabienne Guerline Yveline Mirlande Josette Rose-Marie "
        "Widline".split(),
        "Jean-Baptiste Frantz Wilner Jean-Pierre Ronel Dieudonné Luckner Reginald Fritzner".split(),
        "Pierre Joseph Jean-Louis Baptiste Charles Étienne Désir Louissaint Toussaint Dorvil Noël "
        "Célestin Augustin".split(),
    ),
    "filipino": (
        "Maricel Rowena Lourdes Jocelyn Analyn Marites Cristina Rosalinda".split(),
        "Rodel Jericho Ramil Arnel Emmanuel Renato Noel Rogelio".split(),
        "Santos Reyes Bautista Mendoza Aquino Macaraeg Dimaculangan Pascual Tolentino Manalo "
        "Magsaysay".split() + ["Dela Cruz"],
    ),
    "ashkenazi": (
        "Miriam Esther Rivka Shoshana Leah Tova Chana".split(),
        "Avraham Moshe Yosef Eli Shmuel Mordecai Ari Hershel".split(),
        "Goldberg Rosenthal Feldman Katz Lieberman Weinstein Schwartz Abramowitz Horowitz Blum "
        "Edelstein".split(),
    ),
    "northern_european": (
        "Ingrid Astrid Greta Liesel Sigrid Hanna Brunhilde".split(),
        "Lars Nils Anders Klaus Dieter Gunnar Erik Torsten".split(),
        "Lindqvist Johansson Halvorsen Bergstrom Schneider Hoffmann Weber Krueger Nyberg "
        "Amundsen Vogel".split(),
    ),
    "persian_turkish": (
        "Shirin Parisa Leila Nasrin Elif Zeynep Ayşe Mahsa".split(),
        "Dariush Reza Kourosh Babak Mehmet Emre Murat Arash".split(),
        "Tehrani Hosseini Karimi Moradi Yilmaz Demir Kaya Ozturk Sadeghi Aydın".split(),
    ),
    "african_american": (
        "Keisha Tamika Latoya Shanice Imani Aaliyah Jasmine Ebony Monique Tiana Lakeisha "
        "Sheree".split(),
        "DeShawn Jamal Terrell Darnell Marquis Andre Tyrone Jalen Malik Cedric Dwayne "
        "Lamont".split(),
        "Washington Jefferson Freeman Boykin Dandridge Gaines Hairston Mayfield Pettaway "
        "Sturdivant Tubbs Whitlow Battle Mosley".split(),
    ),
    "southeast_asian": (
        "Aye Thida Khin Sopheap Bopha Vanna Malee Noy Sreymom".split(),
        "Htun Zaw Kyaw Sokha Vichet Somsak Bounmy Khamla Saw".split(),
        "Win Aung Htoo Paw Sok Chhay Keo Phommachanh Sengdara Vongsa Moo".split(),
    ),
}

# origin weights (rough US hospital mix)
ORIGIN_WEIGHTS = {
    "anglo": 14, "irish": 5, "hispanic": 12, "west_african": 4, "east_african": 4,
    "chinese": 4, "vietnamese": 3, "korean": 2, "japanese": 2, "south_asian": 5,
    "arabic": 3, "slavic": 4, "mediterranean": 4, "haitian": 3, "filipino": 3,
    "ashkenazi": 3, "northern_european": 3, "persian_turkish": 2, "african_american": 10,
    "southeast_asian": 1,
}

NICKNAMES = {
    "Robert": "Bobby", "William": "Bill", "Richard": "Rick", "Michael": "Mike",
    "James": "Jimmy", "Thomas": "Tom", "Charles": "Chuck", "Daniel": "Danny",
    "Patricia": "Patty", "Kathleen": "Kathy", "Barbara": "Barb", "Kimberly": "Kim",
    "Alejandro": "Alex", "Francesca": "Frankie", "Giuseppe": "Joe", "Salvatore": "Sal",
    "Dimitrios": "Jimmy", "Babatunde": "Tunde", "Oluwaseun": "Seun", "Jean-Baptiste": "JB",
    "Guadalupe": "Lupe", "Margaret": "Peggy", "Eugene": "Gene", "Harold": "Hal",
    "Wojciech": "Voy", "Abdirahman": "Abdi", "Oluwadamilare": "Dami",
}

MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTW")
