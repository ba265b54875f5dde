"""Hand-written personal-name pools, grouped by origin so that given names and
surnames combine plausibly. Written for this set; no library lists used."""

GROUPS = {
    "english": (
        "Ellie Amelia Isla Freya Poppy Harriet Imogen Phoebe Rosie Matilda Esme Lottie Beatrice "
        "Florence Chloe Zoe Hannah Emily Sarah Laura Rachel Jessica Olivia Charlotte Grace Lucy "
        "Sophie Holly Tamsin Jenna Leanne Stacey Danielle Gemma Natalie Kelly Nicole Claire Fiona "
        "Abigail Evie Maisie Daisy Elsie Ruby Jade Kerry Joanne Melanie",
        "Oliver George Harry Alfie Archie Theo Freddie Arthur Hugo Toby Rupert Jasper Barnaby "
        "James William Thomas Daniel Matthew Samuel Joseph Benjamin Luke Adam Ryan Nathan Jack "
        "Jago Kieran Dean Craig Wayne Shane Lee Ross Stuart Callum Reuben Ezra Finley Jamie",
        "Smith Jones Taylor Brown Williams Wilson Thompson Robinson Wood Green Hall Clarke Jackson "
        "Harrison Cooper Ward Morris Walker Wright Hughes Lewis Turner Baxter Fletcher Pickering "
        "Ashworth Kershaw Holroyd Sutcliffe Dobson Penhaligon Trelawney Carew Polglase Pengelly "
        "Bradshaw Whitworth Atkinson Hargreaves Marsden Lowe Chapman Fairbairn Kitching Rowntree"),
    "irish": (
        "Aoife Niamh Saoirse Caoimhe Orla Siobhan Roisin Clodagh Grainne Eimear Sinead Maeve "
        "Ciara Aisling Deirbhile Muireann Sorcha Ailbhe Treasa Nuala",
        "Cian Oisin Darragh Eoin Padraig Ronan Tadhg Cathal Fionn Senan Conor Liam Sean Donal "
        "Colm Fiachra Diarmuid Eamon Ciaran Niall",
        "Murphy Kelly O'Sullivan Walsh Byrne Ryan O'Brien Doyle McCarthy Gallagher Doherty "
        "Kennedy Lynch Quinn Brennan Flanagan Fitzgerald Maguire Nolan Keane Moloney Hegarty "
        "Dunne Cullinane Mulcahy O'Donoghue Mac Giolla Breathnach Costello Horgan"),
    "celtic": (
        "Megan Bethan Cerys Ffion Seren Carys Rhiannon Eilidh Morag Kirsty Shona Catriona Ailsa "
        "Mairi Heledd Nia",
        "Rhys Dylan Gethin Owain Iwan Gareth Aled Callum Fraser Euan Hamish Ruaridh Angus "
        "Lachlan Gruffydd Alasdair",
        "Pritchard Llewellyn Morgan Vaughan Griffiths Parry Powell Jenkins Davies Evans Roberts "
        "MacLeod Campbell Stewart Fraser Mackenzie Sinclair Munro Buchanan Drummond Lindsay "
        "MacDonald Ferguson"),
    "african_american": (
        "Ashley Brittany Kayla Madison Brianna Jasmine Destiny Tiana Shanice Keisha Aaliyah Jada "
        "Imani Kiara Ebony Latoya Monique",
        "Tyler Brandon Jaden Marcus Darnell Tyrone Andre Malik Jamal Devonte Terrell DeShawn "
        "Jermaine Isaiah Elijah",
        "Washington Jefferson Freeman Coleman Banks Brooks Bryant Simmons Gaines Whitfield "
        "Merriweather Jackson Robinson Harris Booker Dorsey Mayfield"),
    "nigerian": (
        "Adaeze Chiamaka Ngozi Ifeoma Chidinma Funmilayo Yetunde Folake Abimbola Temitope "
        "Omolara Bisi Adenike Chinwe Uchenna Kemi",
        "Chinedu Emeka Obinna Ikenna Chukwuemeka Tobenna Oluwaseun Babatunde Olumide Tunde "
        "Ayodele Femi Kelechi Segun",
        "Okafor Okonkwo Eze Nwosu Chukwu Obi Nnamdi Adeyemi Ogunleye Oladipo Balogun Adebayo "
        "Afolabi Okoro Onyekachi Bakare"),
    "ghanaian": (
        "Ama Akosua Efua Abena Adwoa Esi Nana Afia Akua Yaa",
        "Kwame Kofi Kwabena Yaw Kojo Kwesi Fiifi Kwaku",
        "Mensah Asante Boateng Owusu Osei Appiah Agyeman Darko Ofori Amoah"),
    "horn": (
        "Hodan Faduma Ayaan Sahra Ifrah Hibaaq Amina Fartun Meseret Tigist Selam Hiwot Liya "
        "Saba Yordanos",
        "Abdirahman Mohamed Abdullahi Hassan Liban Yusuf Guled Dawit Yonas Tesfaye Bereket Henok",
        "Warsame Abdi Farah Hussein Mohamud Jama Ali Egal Duale Haile Gebremedhin Alemu Bekele "
        "Wolde Tekle"),
    "south_asian": (
        "Priya Ananya Deepika Kavya Lakshmi Meera Pooja Sunita Anjali Nisha Shreya Divya "
        "Harpreet Gurpreet Simran Manpreet Jaspreet Nusrat Farhana Tahmina Rumana Ayesha Sana "
        "Mehwish Hina Rabia Sadia Parveen",
        "Arjun Rohan Vikram Aditya Karthik Rahul Sanjay Ravi Suresh Harjit Gurdeep Manjit "
        "Jaswinder Amrit Rizwan Imran Faisal Bilal Usman Tariq Kamran Shahid Arif Sohail "
        "Aminul Rezaul",
        "Patel Sharma Singh Kaur Gupta Iyer Nair Reddy Krishnan Pillai Menon Desai Joshi "
        "Chauhan Sandhu Gill Dhillon Sidhu Grewal Bains Khan Ahmed Hussain Iqbal Chaudhry Malik "
        "Qureshi Butt Rahman Begum Uddin Chowdhury Miah Islam Hossain"),
    "chinese": (
        "Mei Xiaoling Yan Lijuan Jing Hui Ling Wen Ying Qing Shu Fen Jia Yi",
        "Wei Jun Hao Ming Jian Lei Bo Zhiwei Tao Kai Yong",
        "Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Lin Guo Ho Wong Chan Leung Tang "
        "Tan Lim Ong Goh Teo"),
    "vietnamese": (
        "Thi Lan Huong Mai Ngoc Thu Hanh Linh Trang",
        "Minh Tuan Duc Hung Quang Phuc Khoa",
        "Nguyen Tran Le Pham Hoang Phan Vu Dang Bui Do"),
    "filipino": (
        "Maricel Jocelyn Rowena Analyn Kristine Lorna Marivic Rhea Cherry Divina",
        "Jose Rommel Jericho Arnel Ronaldo Mark Joel Jonel",
        "Santos Reyes Cruz Bautista Dela Cruz Mendoza Villanueva Aquino Ramos Manalo Dizon"),
    "korean_japanese": (
        "Ji-woo Seo-yeon Min-ji Hye-jin Su-bin Yuki Haruka Aiko Sakura Emi Naoko",
        "Min-jun Ji-ho Seo-jun Hyun-woo Hiroshi Kenji Takumi Ren Daiki",
        "Kim Lee Park Choi Jung Kang Yoon Tanaka Suzuki Watanabe Yamamoto Nakamura Kobayashi Sato"),
    "east_european": (
        "Agnieszka Katarzyna Magdalena Joanna Aleksandra Zofia Karolina Ewelina Monika Ioana "
        "Andreea Elena Mihaela Alina Roxana Bianca Ruta Egle Ieva Jurgita Oksana Olena Iryna "
        "Natalia Yulia Svitlana",
        "Piotr Tomasz Krzysztof Marcin Jakub Kacper Mateusz Lukasz Andrei Mihai Florin Bogdan "
        "Stefan Cristian Mantas Tomas Darius Lukas Taras Dmytro Oleksandr Andriy Bohdan",
        "Kowalski Nowak Wisniewska Wojcik Kaminski Lewandowski Zielinski Szymanski Dabrowski "
        "Mazur Popescu Ionescu Dumitru Stoica Constantin Munteanu Kazlauskas Petrauskas "
        "Jankauskas Vasiliauskas Kovalenko Shevchenko Bondarenko Melnyk Tkachenko"),
    "latin": (
        "Ines Beatriz Mariana Catarina Joana Leonor Lucia Carmen Valentina Camila Ximena "
        "Guadalupe Daniela Paola Yesenia Marisol Alejandra",
        "Joao Tiago Rui Miguel Duarte Santiago Mateo Diego Alejandro Carlos Javier Luis "
        "Fernando Rodrigo Emiliano",
        "Silva Ferreira Pereira Costa Oliveira Carvalho Rodrigues Sousa Hernandez Lopez "
        "Martinez Gonzalez Perez Sanchez Ramirez Torres Flores Rivera Morales Castillo"),
    "mediterranean": (
        "Giulia Francesca Chiara Alessia Martina Serena Eleni Katerina Despina Georgia Sofia "
        "Elif Zeynep Merve Busra Ayse Ozlem",
        "Marco Luca Matteo Giovanni Davide Stefano Nikos Giorgos Dimitris Yannis Kostas Emre "
        "Mehmet Burak Can Kerem",
        "Rossi Russo Bianchi Romano Colombo Ricci Marino Greco Papadopoulos Georgiou Nikolaidis "
        "Christodoulou Economou Yilmaz Kaya Demir Celik Sahin Ozturk Aydin"),
    "arabic_persian": (
        "Fatima Maryam Layla Noor Rania Yasmin Huda Salma Reem Dalia Shirin Parisa Leila "
        "Niloufar Roya Mahsa",
        "Omar Ahmed Khalid Karim Youssef Samir Nabil Hamza Ziad Reza Dariush Kian Arash Babak",
        "Haddad Mansour Khoury Nasser Saleh Hamdan Aziz Darwish Rashid Hosseini Rahimi Karimi "
        "Moradi Jafari Tehrani"),
    "maori": (
        "Aroha Anahera Mere Kiri Hinewai Ataahua Moana Marama Manaia Huia",
        "Tane Wiremu Rawiri Nikau Tamati Hemi Matiu Rewi",
        "Ngata Parata Tuhiwai Horomona Kereama Te Rangi Wihongi Tawhiri Ruawai Pomare"),
    "pacific": (
        "Salote Mele Losana Ana Sina Tupe Malia Fetu Lupe",
        "Sione Tevita Viliami Semisi Inoke Filipo Iosefa Tavita",
        "Tuilagi Fifita Taufa Latu Faleolo Leota Vaipulu Havili Soakai Tuimavave"),
    "southern_african": (
        "Nomvula Thandeka Zanele Lindiwe Ayanda Nokuthula Busisiwe Lerato Refilwe Palesa "
        "Anri Elmarie Marlize Chantal Annelie",
        "Thabo Sizwe Mandla Lwazi Bongani Themba Kagiso Tshepo Lungile Sipho Pieter Johan "
        "Werner Hendrik Jaco",
        "Dlamini Nkosi Khumalo Ndlovu Mthembu Zulu Mokoena Molefe Sithole Naidoo Govender "
        "Pillay Van der Merwe Botha Pretorius Du Plessis Venter Steyn Coetzee"),
    "malay": (
        "Siti Nurul Aishah Farah Haslinda Nur Amira",
        "Amir Faizal Hafiz Azlan Hakim Irfan",
        "Abdullah Ismail Rahim Osman Hamid Yusof Salleh"),
    "north_european": (
        "Anouk Femke Sanne Lotte Ingrid Astrid Sigrid Freja Linnea Chantale Genevieve "
        "Isabelle Manon Josee Sylvie Marie-Eve",
        "Daan Bram Sven Lars Anders Mikkel Etienne Mathieu Jean-Philippe Sebastien Gabriel "
        "Olivier",
        "De Vries Jansen Bakker Visser Andersen Nielsen Lindqvist Johansson Berg Tremblay "
        "Gagnon Bouchard Gauthier Leblanc Pelletier Cote Lavoie"),
}

MULTIWORD = ["Dela Cruz", "Van der Merwe", "Du Plessis", "Te Rangi", "De Vries", "Mac Giolla"]


def _split_surnames(block):
    for m in MULTIWORD:
        block = block.replace(m, m.replace(" ", "_"))
    return [w.replace("_", " ") for w in block.split()]


def _dedupe(seq):
    out = []
    for s in seq:
        if s not in out:
            out.append(s)
    return out


POOLS = {}
for _g in sorted(GROUPS):
    _f, _m, _s = GROUPS[_g]
    POOLS[_g] = (_dedupe(_f.split()), _dedupe(_m.split()), _dedupe(_split_surnames(_s)))

# how often each origin group appears per country (weights)
MIX = {
    "UK": [("english", 30), ("celtic", 8), ("irish", 5), ("south_asian", 14), ("nigerian", 5),
           ("ghanaian", 3), ("horn", 4), ("east_european", 8), ("chinese", 3),
           ("mediterranean", 4), ("arabic_persian", 4), ("latin", 2), ("filipino", 2),
           ("african_american", 1)],
    "IE": [("irish", 40), ("english", 6), ("east_european", 10), ("nigerian", 4), ("south_asian", 5),
           ("latin", 4), ("filipino", 3), ("chinese", 2), ("arabic_persian", 2), ("celtic", 2)],
    "US": [("english", 20), ("african_american", 14), ("latin", 16), ("irish", 4),
           ("south_asian", 5), ("chinese", 4), ("vietnamese", 3), ("filipino", 3),
           ("korean_japanese", 3), ("mediterranean", 3), ("nigerian", 2), ("horn", 2),
           ("east_european", 3), ("arabic_persian", 2)],
    "CA": [("english", 16), ("north_european", 10), ("irish", 4), ("south_asian", 10),
           ("chinese", 7), ("filipino", 4), ("latin", 3), ("east_european", 5),
           ("arabic_persian", 4), ("horn", 2), ("korean_japanese", 2), ("vietnamese", 2),
           ("celtic", 3)],
    "AU": [("english", 22), ("irish", 4), ("celtic", 4), ("chinese", 6), ("vietnamese", 5),
           ("south_asian", 8), ("mediterranean", 7), ("pacific", 3), ("filipino", 3),
           ("arabic_persian", 3), ("korean_japanese", 2), ("latin", 1), ("horn", 1)],
    "NZ": [("english", 18), ("maori", 14), ("pacific", 10), ("chinese", 5), ("south_asian", 6),
           ("celtic", 4), ("irish", 2), ("filipino", 3), ("korean_japanese", 2),
           ("north_european", 2)],
    "ZA": [("southern_african", 36), ("english", 6), ("south_asian", 6), ("mediterranean", 1),
           ("nigerian", 2), ("east_european", 1)],
    "SG": [("chinese", 40), ("malay", 14), ("south_asian", 10), ("filipino", 3), ("english", 2),
           ("korean_japanese", 2)],
}
