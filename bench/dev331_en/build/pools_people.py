"""Hand-written name pools for dev331_en (author 331).

Each origin: (male given names, female given names, surnames), whitespace
separated; '_' inside a token stands for a space (e.g. van_der_Merwe).
Pools were typed for this set; no library list is used.
"""

ORIGINS = {
    "anglo": (
        "Oliver Harry George Jack Thomas William Daniel Matthew Samuel Joseph "
        "Benjamin Lewis Callum Ethan Nathan Ryan Luke Adam Jacob Toby Alfie "
        "Reece Kieran Dominic Graham Martin Stuart Trevor Nigel Clive Gordon "
        "Russell Wayne Darren Craig Gareth Dean Lee Barry Keith Howard Rupert",
        "Emily Charlotte Sophie Jessica Hannah Lauren Megan Chloe Amy Rebecca "
        "Bethany Abigail Harriet Poppy Isla Grace Ruby Lucy Eleanor Alice "
        "Joanne Karen Tracey Deborah Gillian Hayley Kerry Leanne Michelle "
        "Shirley Pauline Wendy Beverley Maxine Jodie Kirsty Philippa Rosalind",
        "Ashworth Brindley Catterall Dunning Fairclough Greenhalgh Hartley "
        "Illingworth Jowett Kershaw Lumb Marsden Naylor Ormerod Pickles "
        "Rawcliffe Sutcliffe Thwaite Uttley Whitworth Ackroyd Barraclough "
        "Cawthorne Dewhurst Entwistle Fothergill Gledhill Holroyd Mellor "
        "Pilkington Shackleton Tattersall Walmsley Yeadon Bagshaw Cresswell "
        "Dimmock Fenwick Gosling Hemsworth Kitching Loxley Mountford Pennock "
        "Redfearn Stainton Threlfall Wadsworth Ashdown Bellamy Chadwick "
        "Hollins Pemberton Smith-Hallam Rowbotham Cartwright Fletcher Nuttall "
        "Hibbert Swindells Tinsley Braithwaite Lockwood Crowther"),
    "irish": (
        "Cian Oisin Darragh Eoin Ciaran Padraig Tadhg Fionn Ronan Colm Declan "
        "Diarmuid Donal Seamus Cathal Eamon Fergal Niall Conor Brendan Rory "
        "Senan Odhran Peadar",
        "Aoife Siobhan Niamh Roisin Caoimhe Saoirse Orla Clodagh Grainne "
        "Aisling Eimear Sinead Deirbhile Muireann Ailbhe Blathnaid Nuala "
        "Treasa Mairead Una Sorcha Laoise Meabh Ciara",
        "O'Sullivan O'Donoghue McCarthy Fitzgerald Mac_Giolla Brennan Ni_Bhriain "
        "O'Riordan Cotter Hegarty Lenihan Moriarty Cronin Doheny Galvin "
        "Kavanagh Lyons Mulcahy Noonan O'Flaherty Quinlan Rafferty Scanlon "
        "Tierney Whelan Dineen Geraghty Horgan Keating Lucey McNamara "
        "Nagle O'Keeffe Prendergast Ruane Sheehy Twomey Walsh-Carey Coakley "
        "Ó_Súilleabháin Mac_Cárthaigh Furlong Hennessy Mangan"),
    "scottish_welsh": (
        "Alasdair Hamish Euan Fraser Lachlan Ruaridh Struan Angus Gethin "
        "Rhodri Iwan Dylan Emyr Aled Huw Cai",
        "Isla Morag Kirsteen Eilidh Catriona Ailsa Mhairi Fiona Seren Cerys "
        "Ffion Angharad Nia Bethan Megan Rhiannon",
        "MacLeod Drummond Urquhart Galbraith Macaulay Sinclair Buchanan "
        "Lindsay Munro Menzies Kerr Rennie Strachan Baird Auld Pryce Bowen "
        "Llewellyn Vaughan Pritchard Prosser Gittins Parry-Jones ap_Rhys "
        "Griffiths Meredith"),
    "south_asian": (
        "Arjun Rohan Vikram Sanjay Rahul Karan Anil Deepak Harpreet Gurdeep "
        "Imran Faisal Bilal Usman Tariq Asif Nikhil Pranav Siddharth Manoj "
        "Ravinder Jaswinder Mohammed Zubair",
        "Priya Anjali Deepa Kavita Sunita Neha Pooja Ritu Simran Manpreet "
        "Ayesha Farah Sana Nadia Rukhsana Shabnam Meera Lakshmi Divya Harleen "
        "Jasleen Nazia Tahmina Rupinder",
        "Sharma Patel Chaudhry Malhotra Bhatt Desai Gill Sandhu Dhaliwal "
        "Iqbal Qureshi Siddiqui Hussain Rahman Chowdhury Banerjee Mukherjee "
        "Nair Menon Pillai Reddy Rao Joshi Kulkarni Bhandari Grewal Aulakh "
        "Mirza Akhtar Shah Kapoor Sethi Trivedi"),
    "tamil_sri_lankan": (
        "Karthik Senthil Murugan Arun Dinesh Ganesh Suresh Thilak",
        "Kavitha Nirmala Tharani Vasuki Janani Anusha Shalini Revathi",
        "Subramaniam Rajaratnam Sivakumar Balasingham Thevarajah Kandiah "
        "Jeyakumar Navaratnam Selvarajah Perera Fernando Wickramasinghe"),
    "chinese": (
        "Wei Jun Hao Ming Jian Lei Zhiwei Kai Yong Tao Chen Bo",
        "Mei Xiu Ling Yan Hui Jing Xin Lan Fang Qian Yue Shu",
        "Chen Wang Li Zhang Liu Huang Zhao Wu Zhou Xu Lin Tan Lim Ng Goh "
        "Chua Teo Ong Koh Leung Cheung Yip Kwok Lau Ho Tsang Fong"),
    "korean_japanese": (
        "Min-jun Seo-jun Ji-ho Hyun-woo Dong-hyun Haruto Kenji Takeshi Ryo "
        "Daisuke Sota",
        "Seo-yeon Ji-woo Ha-eun Min-seo Yuna Sakura Yui Aiko Emi Naomi Haruka",
        "Kim Park Choi Jung Kang Yoon Jang Lim Han Shin Tanaka Watanabe "
        "Yamamoto Nakamura Kobayashi Sato Suzuki Takahashi Inoue Matsumoto"),
    "vietnamese_filipino": (
        "Minh Duc Hung Quang Tuan Long Jose Paolo Rodel Mark_Anthony Jericho "
        "Rommel",
        "Linh Thu Ngoc Hoa Trang Anh Maricel Jocelyn Rowena Analyn Marites "
        "Kristine",
        "Nguyen Tran Le Pham Hoang Vo Dang Bui Do Santos Reyes Cruz Bautista "
        "Mendoza Villanueva Dela_Cruz Manalo Pangilinan Magsaysay Aquino"),
    "west_african": (
        "Chinedu Emeka Oluwaseun Tunde Kwame Kofi Yaw Obinna Ikenna Babatunde "
        "Femi Segun Nnamdi Kwabena",
        "Ngozi Chiamaka Adaeze Funmilayo Yetunde Abena Akosua Efua Folake "
        "Oluwakemi Nneka Ifeoma Adwoa Temitope",
        "Okafor Adeyemi Okonkwo Mensah Asante Boateng Oyelaran Nwosu Eze "
        "Adebayo Ogunleye Owusu Appiah Ofori Chukwu Adeleke Obi Danquah "
        "Nwachukwu Ogundipe Akinola Bello Oladipo"),
    "east_african": (
        "Tendai Kipchoge Baraka Juma Tesfaye Abebe Dawit Farhan Mohamud",
        "Wanjiru Amina Zawadi Halima Tigist Selam Hodan Nyokabi Faduma",
        "Mwangi Otieno Kamau Wanjala Kiplagat Njoroge Tadesse Gebremedhin "
        "Haile Warsame Abdi Osman Nyambura"),
    "arabic": (
        "Omar Khalid Youssef Ahmad Hassan Karim Samir Rami Ziad Nabil Walid "
        "Tarek Fadi",
        "Layla Fatima Rania Huda Mariam Noor Yasmin Salma Dina Leila Reem "
        "Hanan",
        "Al-Rashid Haddad Khoury Nassar Saleh Mansour Barakat Darwish Hamdan "
        "El-Sayed Abdallah Farouk Kassab Suleiman Aziz Haddadin"),
    "persian_turkish": (
        "Reza Dariush Kaveh Arash Mehmet Emre Burak Can Serkan Kerem",
        "Shirin Parisa Nasrin Roya Elif Zeynep Ayse Deniz Ebru Sevgi",
        "Tehrani Rostami Karimi Hosseini Farahani Sadeghi Yilmaz Kaya Demir "
        "Celik Sahin Ozturk Arslan Dogan Kilic Aydin"),
    "polish_eastern": (
        "Piotr Tomasz Krzysztof Marek Pawel Jakub Andrii Oleksandr Bogdan "
        "Mihai Dragos Vasile",
        "Agnieszka Katarzyna Magdalena Joanna Malgorzata Olena Iryna Oksana "
        "Ioana Andreea Daria Zofia",
        "Kowalczyk Wisniewski Zielinska Szymanski Wozniak Dabrowski "
        "Lewandowska Kaminski Nowakowski Jankowska Kovalenko Bondarenko "
        "Shevchenko Tkachuk Popescu Ionescu Dumitru Constantinescu"),
    "southern_european": (
        "Giuseppe Marco Luca Alessandro Matteo Joao Tiago Rui Nuno Javier "
        "Alejandro Diego Nikos Giorgos Dimitris",
        "Giulia Francesca Chiara Alessia Ines Beatriz Mariana Carmen Lucia "
        "Pilar Eleni Sofia Despina Katerina",
        "Russo Esposito Bianchi Colombo Ferraro Romano Gallo Costa Ferreira "
        "Rodrigues Pereira Oliveira De_Souza Garcia Fernandez Moreno Navarro "
        "Papadopoulos Georgiou Konstantinidis Nikolaidis Dimitriou Lombardi "
        "D'Angelo"),
    "hispanic": (
        "Luis Carlos Miguel Jesus Ricardo Eduardo Fernando Andres Mateo "
        "Santiago Emilio Rafael",
        "Maria Guadalupe Rosa Alejandra Valeria Ximena Daniela Paola Marisol "
        "Yesenia Lourdes Esperanza",
        "Hernandez Lopez Gonzalez Ramirez Torres Flores Rivera Gomez Diaz "
        "Vargas Castillo Jimenez Ruiz Ortiz Medina Aguilar Salazar Delgado "
        "Castaneda Villarreal Montoya Espinoza"),
    "maori_pacific": (
        "Tane Wiremu Hemi Rawiri Nikau Manaia Tamati Ariki Sione Tevita "
        "Sefo Iosefa Viliami Pita",
        "Aroha Ngaire Moana Kahurangi Mereana Anahera Huia Tui Mele Losa "
        "Salote Sina Ana Leilani",
        "Ngata Parata Tipene Herewini Rangihuna Te_Whare Waititi Paewai "
        "Tamihana Whaanga Te_Rangi Kereama Fonoti Tuilagi Fifita Taufa "
        "Leota Faleolo Vainikolo Tupou"),
    "southern_african": (
        "Sipho Thabo Mandla Lwazi Bongani Sizwe Johan Pieter Hendrik Willem "
        "Ruan Kagiso",
        "Nomvula Thandeka Lerato Zanele Nokuthula Palesa Anri Elmarie "
        "Marelize Chantelle Lindiwe Refilwe",
        "Dlamini Nkosi Zulu Mokoena Ndlovu Khumalo Mahlangu Sithole Botha "
        "van_der_Merwe du_Plessis Pretorius Venter Steyn Coetzee Nel "
        "le_Roux Mthembu Mabaso Naidoo Govender"),
    "northern_european": (
        "Lars Anders Henrik Sven Mikkel Jens Pieter Joost Daan Sander Bram",
        "Ingrid Astrid Freya Sigrid Linnea Maren Femke Sanne Anouk Lotte Ilse",
        "Lindqvist Johansson Halvorsen Andersen Nyberg Bakker de_Vries Visser "
        "van_Dijk Jansen Smit Mulder Vermeulen de_Jong Hendriksen"),
    "caribbean": (
        "Delroy Winston Marlon Desmond Clinton Everton Jermaine Leroy",
        "Marcia Sonia Paulette Yvonne Claudette Sharlene Janelle Shanice",
        "Campbell Clarke Bailey Grant Forbes Gayle Morrison Thompson-Reid "
        "Blackwood Chambers Powell Wedderburn Bromfield"),
    "malay_indonesian": (
        "Ahmad_Faiz Hafiz Azlan Rizal Syafiq Putra Budi Hendra",
        "Nurul Siti Aisyah Farhana Dewi Sri Ayu Intan",
        "bin_Ismail bin_Hassan binti_Rahman binti_Osman Wijaya Santoso "
        "Halim Kusuma"),
    "jewish": (
        "Avi Eitan Noam Yosef Ari Mordechai Shmuel",
        "Tamar Rivka Noa Shira Miriam Yael Hadassah",
        "Goldberg Rosenthal Katz Friedman Weiss Levinson Abramowitz "
        "Schechter Feldman Halpern"),
    "french": (
        "Mathieu Etienne Olivier Guillaume Benoit Jean-Philippe Luc Marc-Andre",
        "Genevieve Isabelle Nathalie Sylvie Chantal Josee Marie-Eve Amelie",
        "Tremblay Gagnon Bouchard Gauthier Lefebvre Bergeron Pelletier "
        "Levesque Cote Thibodeau Desjardins Ouellet Lavoie Beaulieu"),
}

# origin weights per country code (sorted keys are used when sampling)
COUNTRY_ORIGINS = {
    "GB": {"anglo": 34, "scottish_welsh": 9, "irish": 5, "south_asian": 14,
           "tamil_sri_lankan": 2, "west_african": 6, "caribbean": 6,
           "polish_eastern": 6, "chinese": 3, "arabic": 3,
           "southern_european": 4, "persian_turkish": 3, "east_african": 3,
           "jewish": 2},
    "IE": {"irish": 52, "anglo": 10, "polish_eastern": 10, "west_african": 5,
           "south_asian": 6, "vietnamese_filipino": 5, "southern_european": 4,
           "chinese": 3, "hispanic": 2, "arabic": 3},
    "US": {"anglo": 26, "hispanic": 18, "irish": 6, "west_african": 5,
           "caribbean": 5, "chinese": 5, "korean_japanese": 5,
           "vietnamese_filipino": 5, "south_asian": 6, "jewish": 4,
           "southern_european": 5, "arabic": 3, "polish_eastern": 3,
           "east_african": 3, "northern_european": 3},
    "CA": {"anglo": 20, "french": 16, "irish": 5, "scottish_welsh": 5,
           "chinese": 9, "south_asian": 11, "vietnamese_filipino": 6,
           "caribbean": 4, "polish_eastern": 6, "southern_european": 5,
           "arabic": 4, "persian_turkish": 4, "korean_japanese": 3,
           "east_african": 2},
    "AU": {"anglo": 32, "irish": 6, "scottish_welsh": 4, "chinese": 9,
           "vietnamese_filipino": 7, "southern_european": 9,
           "south_asian": 9, "maori_pacific": 4, "arabic": 4,
           "korean_japanese": 3, "malay_indonesian": 3, "polish_eastern": 3,
           "northern_european": 3},
    "NZ": {"anglo": 30, "maori_pacific": 28, "scottish_welsh": 6,
           "chinese": 8, "south_asian": 7, "vietnamese_filipino": 5,
           "northern_european": 5, "korean_japanese": 4, "irish": 4,
           "southern_african": 3},
    "ZA": {"southern_african": 55, "anglo": 12, "south_asian": 10,
           "northern_european": 6, "southern_european": 5, "jewish": 4,
           "east_african": 4, "west_african": 4},
    "SG": {"chinese": 50, "malay_indonesian": 20, "tamil_sri_lankan": 12,
           "south_asian": 6, "vietnamese_filipino": 5, "anglo": 4,
           "korean_japanese": 3},
}

MIDDLE_INITIALS = "A B C D E F G H J K L M N P R S T V W"

NICKNAMES = {
    "William": "Will", "Thomas": "Tom", "Daniel": "Dan", "Matthew": "Matt",
    "Samuel": "Sam", "Joseph": "Joe", "Benjamin": "Ben", "Nathan": "Nate",
    "Rebecca": "Becky", "Eleanor": "Ellie",
    "Charlotte": "Lottie", "Jessica": "Jess", "Alexander": "Alex",
    "Alessandro": "Sandro", "Katarzyna": "Kasia", "Oluwaseun": "Seun",
    "Babatunde": "Tunde", "Oluwakemi": "Kemi", "Alasdair": "Ali",
    "Padraig": "Podge", "Giuseppe": "Beppe", "Margaret": "Peggy",
    "Dominic": "Dom", "Jacob": "Jake", "Harriet": "Hattie", "Rosalind": "Ros",
    "Gillian": "Gill", "Deborah": "Debbie", "Siddharth": "Sid", "Magdalena": "Magda",
    "Agnieszka": "Aga", "Guadalupe": "Lupe", "Alejandro": "Alex", "Francesca": "Fran",
    "Katerina": "Kat", "Hendrik": "Henk", "Alasdair": "Ali", "Lachlan": "Lachie",
    "Mohammed": "Mo", "Kwabena": "Kobby", "Nikolaos": "Nik", "Dimitris": "Jim",
    "Jaswinder": "Jas", "Harpreet": "Harry", "Valeria": "Vale", "Anastasia": "Stacy",
    "Callum": "Cal", "Philippa": "Pippa", "Abigail": "Abbie", "Christopher": "Chris",
    "Oleksandr": "Sasha", "Santiago": "Santi",
}


def _split(s):
    return [w.replace("_", " ") for w in s.split()]


def pool(origin):
    m, f, s = ORIGINS[origin]
    return _split(m), _split(f), _split(s)


def origins_for(country):
    w = COUNTRY_ORIGINS[country]
    keys = sorted(w)
    return keys, [w[k] for k in keys]
