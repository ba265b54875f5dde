"""Invented name pools for dev238_en (author 238). Lists only; order matters."""

# origin key -> (male given, female given, family/second names, naming style)
ORIGINS = {
    "afghan": (
        "Ahmad Farid Hamid Jawid Mirwais Nasir Qasim Rahmatullah Sayed Shafiq Wahid Zabiullah "
        "Habib Khalid Mujtaba Najib Obaidullah Rafiullah Samiullah Tamim Yama Ezatullah".split(),
        "Fereshta Gulalai Habiba Laila Mahbooba Marzia Nazifa Parwana Roya Shabnam Soraya Zarghona "
        "Freshta Hosai Khatera Malalai Nargis Palwasha Sadaf Tahmina Wajma Zainab".split(),
        "Ahmadi Amiri Barakzai Durrani Hashimi Hotak Jalali Karimi Mohammadi Naseri Noorzai Popal "
        "Qaderi Rahimi Sadat Safi Stanekzai Wardak Yousufzai Zazai Haidari Rezai Sultani Azimi".split(),
        "west"),
    "arabic": (
        "Abdulrahman Ahmad Bilal Fadi Hussein Ibrahim Jamal Karim Mahmoud Mazen Mustafa Nabil Omar "
        "Rami Saleh Tarek Walid Yaser Zaid Anas Hamza Majd Ghaith Firas Yousef".split(),
        "Amal Asmaa Bushra Dalia Fatima Ghada Hanan Hiba Iman Lama Maysaa Nour Rana Rasha Reem "
        "Samira Suha Wafaa Yasmin Zeinab Aya Raghad Sidra Rawan Shahd".split(),
        "Al-Hassan Al-Khatib Al-Masri Al-Najjar Al-Zoubi Darwish Haddad Hamdan Jaber Kanaan "
        "Khalil Mansour Nasser Qasem Saadeh Shalabi Sabbagh Tamimi Yassin Zureiq Al-Obaidi "
        "Al-Jubouri Al-Dulaimi Hammoud Al-Sharabi Ba-Wazir Al-Amoudi Idris Osman".split(),
        "west"),
    "kurdish": (
        "Aram Azad Baran Dilshad Hawre Karwan Rebwar Rizgar Sherwan Soran Zana Shvan Dara Hemin "
        "Bestun Kawa Rekan Ako".split(),
        "Avin Berivan Dilan Hana Jwan Lana Nasrin Rojin Shilan Shirin Zhiyan Sozan Bafrin Nazdar "
        "Gulistan Hero Naza".split(),
        "Abdullah Barzani Hawrami Jaff Kakai Mirani Rashid Sindi Talabani Xoshnaw Zebari Berwari "
        "Dosky Goran Mergasori Surchi".split(),
        "west"),
    "somali": (
        "Abdi Abdullahi Ahmed Ali Bashir Dahir Farah Hassan Ismail Liban Mohamed Mukhtar Nur Omar "
        "Said Warsame Yusuf Abdirahman Abdiaziz Guled Hussein Jama Osman Aden".split(),
        "Amina Asha Deeqa Faadumo Fartun Hodan Hibo Ifrah Kaltun Leyla Maryan Muna Nasra Sahra "
        "Sagal Ubah Hawa Idil Ayan Filsan Safiya Ruqiya Ilhan".split(),
        "Abdi Aden Ali Dirie Egal Farah Gedi Hirsi Isse Jama Mohamud Mohamed Nur Osman Samatar "
        "Warsame Yusuf Hussein Elmi Guled Mahad Shire Abdillahi Duale".split(),
        "patronym"),
    "habesha": (
        "Abel Biniam Dawit Ermias Filmon Habtom Kibrom Mehari Mulugeta Natnael Robel Selam Tesfay "
        "Yonas Yemane Amanuel Berhane Fitsum Girma Henok Samuel Tekle".split(),
        "Abeba Almaz Aster Eden Feven Helen Hiwet Luwam Meron Mekdes Rahel Saba Selam Senait "
        "Tigist Winta Yordanos Zewdi Bethlehem Hanna Ruth Tsega".split(),
        "Asfaha Berhe Ghebre Ghebremedhin Habte Haile Kidane Mebrahtu Negash Tesfamariam Tekle "
        "Woldu Yohannes Zerai Gebreyesus Alemu Bekele Desta Girma Kebede Tadesse Worku".split(),
        "patronym"),
    "oromo": (
        "Abdisa Chala Dhaba Gemechu Lencho Obsa Tolosa Gudeta Mulatu Bikila Dereje Fayera".split(),
        "Ayantu Chaltu Dinkinesh Hawi Lalise Meseret Obse Chaltu Gadise Ebise Keneni Tigist".split(),
        "Abdisa Badhaasaa Dinsa Fufa Gudina Hundessa Jabesa Megersa Regassa Tufa Wako".split(),
        "patronym"),
    "congolese": (
        "Alain Bienvenu Christian Dieudonne Emmanuel Espoir Fiston Jean-Paul Joseph Kambale "
        "Mugisha Patrick Prince Serge Trésor Innocent Elie Amani Baraka Jean-Claude".split(),
        "Aline Annette Béatrice Chance Claudine Esperance Furaha Grace Josephine Mapendo Neema "
        "Nadine Riziki Sifa Solange Vumilia Bahati Imani Jeanne Mwamini".split(),
        "Bahati Bisimwa Byamungu Kabila Kasongo Kyalwahi Lukusa Mbuyi Mukendi Mulumba Mutombo "
        "Ngoy Nsimire Tshibanda Zawadi Habimana Masumbuko Bulambo Kahindo Mwamba Ilunga".split(),
        "west"),
    "burundian": (
        "Didier Eric Fabrice Gervais Jean-Bosco Ndayishimiye Olivier Pacifique Thierry Ferdinand "
        "Desire Egide".split(),
        "Ange Claudette Diane Divine Francine Gloriose Jeanine Odette Sandrine Euphrasie Pascasie".split(),
        "Bigirimana Hakizimana Irakoze Manirakiza Ndikumana Niyonzima Nshimirimana Ntakirutimana "
        "Niyongabo Bizimana Ndayizeye Nkurunziza".split(),
        "west"),
    "burmese": (
        "Aung Min Htet Kyaw Zin Tun Lin Naing Soe Win Zaw Myo Than Htoo Eh Kaw Thaw Lah Say "
        "Van Lal Thang Cung Bik".split(),
        "Hla Hla Win Khin Mar Moe Moe Nan Nwe Nu Nu Thida Thin Thin Aye Paw Htoo Mu Say Lah Htoo "
        "Ngun Tha Par Mary Thluai".split(),
        "Aung Htoo Kyaw Lwin Maung Myint Naing Oo Soe Thein Tun Win Paw Htoo Lian Thang Sui Hnem".split(),
        "burmese"),
    "rohingya": (
        "Mohammed Nur Hossain Abdul Rahim Anwar Shafi Yunus Kamal Saiful Rafiq Zubair Salim".split(),
        "Rashida Jannat Hasina Nur Kamal Shamima Rokeya Sabekun Taslima Ruma Setara Arafa".split(),
        "Begum Hossain Islam Khatun Ullah Alam Rahman Mia Bibi Haque Amin Karim".split(),
        "west"),
    "ukrainian": (
        "Andrii Bohdan Dmytro Ihor Mykola Oleksandr Oleh Petro Serhii Taras Vasyl Volodymyr "
        "Yurii Maksym Artem Roman Vitalii".split(),
        "Anastasiia Daryna Halyna Iryna Kateryna Liudmyla Mariia Nataliia Oksana Olena Sofiia "
        "Tetiana Valentyna Viktoriia Yuliia Nadiia Svitlana".split(),
        "Bondarenko Boyko Hnatyuk Kovalenko Kravchenko Lysenko Melnyk Moroz Oliynyk Pavlenko "
        "Savchenko Shevchuk Tkachenko Vasylenko Zinchenko Kozak Marchenko Rudenko Tymoshuk".split(),
        "west"),
    "hispanic": (
        "Alejandro Carlos Daniel Eduardo Fernando Gerardo Héctor Jorge José Luis Manuel Miguel "
        "Oscar Rafael Santiago Wilmer Yeison Brayan Kevin Elvin Edwin Josué Anderson Nelson".split(),
        "Ana Beatriz Carmen Daniela Dayana Esmeralda Gabriela Glenda Isabel Karla Leidy Lucía "
        "María Marisol Milagros Rosa Sofía Yesenia Yuleisy Wendy Xiomara Keila Dania Elvia".split(),
        "Aguilar Castillo Chávez Cruz Díaz Flores García Gómez Hernández López Martínez Mejía "
        "Morales Ortiz Pérez Ramírez Reyes Rodríguez Sánchez Torres Vásquez Zelaya Orellana "
        "Barrios Cabrera Pineda Quintero Rojas Villalobos Fuentes".split(),
        "hispanic"),
    "mayan": (
        "Baltazar Domingo Francisco Gaspar Juan Mateo Pascual Sebastián Tomás Diego".split(),
        "Catarina Juana Magdalena Manuela Micaela Petrona Rosalía Tomasa Josefa Felipa".split(),
        "Ajanel Batz Cux Ixcoy Pu Sic Tzoc Velásquez Xiloj Yac Chitay Tambriz".split(),
        "hispanic"),
    "haitian": (
        "Jean-Baptiste Ricardo Jonas Wilner Frantz Jacky Stevenson Wisly Kervens Ronel Fritznel "
        "Jean-Robert Marc-Arthur Dieuseul Wesner".split(),
        "Guerline Mirlande Nadège Roseline Widline Fabiola Marie-Ange Lovely Sherline Judith "
        "Esther Rose-Marie Manoucheka Natacha Fedeline".split(),
        "Augustin Baptiste Charles Dorvil Etienne Fils-Aimé Jean-Louis Joseph Louis Pierre "
        "Saint-Fleur Thermidor Valcourt Desir Exantus Metellus".split(),
        "west"),
    "southsudanese": (
        "Deng Garang Majok Akol Bol Chol Gatluak Kuol Lual Machar Malual Mayen Riek Thon "
        "Wal Gai Nhial Yien".split(),
        "Achol Adut Akech Akuol Ayen Nyabol Nyaluak Nyandeng Nyibol Abuk Aluel Athiei Nyakuoth".split(),
        "Akol Bol Deng Garang Kuol Lual Majok Malual Mayen Nyuon Thon Wal Gatkuoth Diu Ruach".split(),
        "patronym"),
    "iranian": (
        "Alireza Amir Behnam Davood Farhad Hamed Kaveh Mehdi Mohsen Omid Payam Reza Saeed Siamak".split(),
        "Azadeh Fariba Golnaz Leila Mahsa Maryam Nazanin Parisa Shirin Sima Taraneh Yalda Nasim".split(),
        "Ahmadzadeh Bahrami Ebrahimi Farahani Ghorbani Hosseini Jafari Kazemi Mousavi Rostami "
        "Sadeghi Tehrani Yazdani Zand Moradi Rahmani".split(),
        "west"),
    "nepali": (
        "Bhim Chandra Dil Ganesh Hari Krishna Man Narayan Om Padam Ram Tika Yam Dhan".split(),
        "Bishnu Chandra Devi Dil Maya Ganga Indra Kamala Laxmi Mina Parbati Sita Tulasa Radha".split(),
        "Adhikari Bhattarai Biswa Dahal Ghimire Gurung Khadka Koirala Mongar Pradhan Rai "
        "Subba Tamang Timsina Chhetri".split(),
        "west"),
    "tamil": (
        "Arulraj Ganeshan Kumaran Mathivanan Nirmalan Prakash Rajan Sivakumar Suthan Tharmalingam "
        "Vasanthan Yogarajah".split(),
        "Abirami Gowri Kalaivani Malathi Nirosha Pirunthavi Revathi Sharmila Thanuja Vasuki Yalini".split(),
        "Arumugam Balasingham Gunaratnam Kandiah Mahendran Navaratnam Ponnambalam Rasiah "
        "Selvarajah Sinnathurai Thurairajah Velupillai".split(),
        "west"),
    "albanian": (
        "Arben Besnik Dritan Ermal Gentian Ilir Klodian Luan Mergim Rexhep Sokol Valon".split(),
        "Albana Besa Blerina Drita Elira Flutura Jonida Lindita Mimoza Rudina Vjollca Xhensila".split(),
        "Berisha Dervishi Gashi Hoxha Kastrati Krasniqi Leka Marku Shehu Hysa Kola Bajrami".split(),
        "west"),
}

# Relative shares of origins (same order as ORIGINS keys).
ORIGIN_WEIGHTS = {
    "afghan": 12, "arabic": 14, "kurdish": 5, "somali": 8, "habesha": 8, "oromo": 3,
    "congolese": 9, "burundian": 3, "burmese": 5, "rohingya": 4, "ukrainian": 9,
    "hispanic": 10, "mayan": 3, "haitian": 4, "southsudanese": 4, "iranian": 4,
    "nepali": 3, "tamil": 2, "albanian": 2,
}

# Clinicians, interpreters, case workers and other staff in host countries.
STAFF_GIVEN = (
    "Aaron Abigail Adaeze Aidan Aisling Akira Alana Alistair Amara Anders Anjali Annika Arjun "
    "Astrid Beatrix Benedict Bethany Bronwyn Callum Camille Carys Cedric Chidi Chloe Ciaran "
    "Claudia Colm Dagny Darius Delphine Dev Dominic Eamon Eilidh Elif Elspeth Emeka Esi Ewan "
    "Fenna Finnian Francesca Gareth Greta Hamish Harriet Hiroshi Imogen Ines Ingrid Isla Ivan "
    "Jasper Joaquin Jonah Juno Kai Kalinda Keira Kenji Kieran Kofi Lachlan Leilani Lena Lorcan "
    "Lucinda Mae Magnus Mairead Malik Marisa Matteo Meera Mei Miles Mireille Niamh Nikhil Noor "
    "Odette Olamide Orla Otis Paloma Priya Quentin Rafaela Ravi Rhiannon Rohan Rosalind Ruairi "
    "Saoirse Selin Seren Shona Sibusiso Siobhan Soren Sunita Tamsin Tariq Thandiwe Theo Tova "
    "Uma Valentina Wiremu Xavier Yara Yusra Zara Zoltan Ngaio Tane Hemi Kiri Mele Sione Talia "
    "Bartholomew Cordelia Ignatius Philippa Rupert Winifred Desmond Gwendolyn Leopold Marguerite"
).split()

STAFF_FAMILY = (
    "Abernethy Achterberg Adeyemi Ahlberg Ainsworth Alcott Amundsen Arceneaux Ashdown Babatunde "
    "Balogun Barraclough Beaumont Bergstrom Blackwood Bonnington Brannigan Brightwater Cadogan "
    "Calloway Carmody Castellanos Chakraborty Chen-Whitfield Cheung Coughlan Cruickshank Dalgleish "
    "Delacroix Devereux Donnelly Dunsmore Eastwood Ellingham Endicott Fairbairn Falkner Fennimore "
    "Fitzgerald Gallagher Garnett Gillespie Goldfarb Greenhalgh Gunawardena Halvorsen Hargreaves "
    "Hawthorne Heathcote Hollingsworth Ilesanmi Iwasaki Jablonski Jakobsen Kapoor Kavanagh Kirkpatrick "
    "Kowalczyk Lachance Lindqvist Llewellyn Lockhart Macaulay MacLennan Mahoney Marchetti McAllister "
    "McCrory Mendelsohn Montgomery Moreau Mulholland Nakagawa Nakamura Nwachukwu O'Halloran "
    "O'Sullivan Okonkwo Oyelaran Pemberton Pettigrew Quigley Radcliffe Ramaswamy Ravensworth "
    "Rosenthal Rutherford Sandoval Satterthwaite Schuyler Seddon Shackleton Sorensen Stanhope "
    "Strathmore Sutherland Tanaka Thistlewood Thorne Tremblay Underhill Vandermeer Varga Vaughan "
    "Wainwright Whitlock Winterbottom Wojcik Yamamoto Yarborough Zielinski Terangi Tuilagi "
    "Fonoti Ngata Kealoha Dubois-Caron Bélanger Gagnon Pelletier Ouellet Boucher Lavoie Mbatha "
    "Dlamini Osei-Bonsu Mensah Agyeman Lundgren Haugen Rasmussen Aldridge Kingsley"
).split()

# People other than patient/clinicians: lawyers, sponsors, landlords, teachers, employers.
OTHER_M = (
    "Clive Edmund Gordon Julian Leonard Neville Reginald Trevor Vincent Wendell Howard Graham Duncan Barry "
    "Malcolm Nigel Stuart Warren Russell Dwight Lionel Hugh Roland Felix Byron Conrad Fergus Rory Jerome"
).split()
OTHER_F = (
    "Bernadette Dolores Florence Heather Irene Karen Marjorie Patricia Sandra Ursula Yvonne Norma Gloria "
    "Maureen Denise Lorraine Pauline Joanne Miriam Rosemary Hilary Frances Juliet Adele Colette Imelda Tessa Verity"
).split()
OTHER_FAMILY = (
    "Appleby Bramwell Cotterill Drummond Ellery Fothergill Grimshaw Hatfield Ingleby Jessop "
    "Kettering Lumley Meadows Nettleton Ormerod Pickering Quayle Rowntree Smedley Tillotson "
    "Umber Varley Wetherby Yardley Ashworth Birtwistle Calvert Dinsdale Entwistle Fairclough "
    "Goodridge Holroyd Illingworth Kershaw Lightfoot Mottram Naylor Oddie Pilkington Ramsbottom"
).split()

RELATIONS_M = ["husband", "son", "brother", "father", "uncle", "cousin", "nephew", "brother-in-law",
               "eldest son", "younger brother", "stepfather", "grandson"]
RELATIONS_F = ["wife", "daughter", "sister", "mother", "aunt", "cousin", "niece", "sister-in-law",
               "eldest daughter", "younger sister", "grandmother", "mother-in-law"]

USERNAME_STEMS = ["rn", "md", "ph", "cw", "int", "adm", "np", "rx", "sw", "clk"]
