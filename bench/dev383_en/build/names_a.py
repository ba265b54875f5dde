"""Name pools, part A.  origin -> (female, male, surnames); '_' stands for a space."""

POOLS_A = {
    'british': (
        'Olivia Amelia Isla Ava Mia Ivy Lily Freya Evie Poppy Grace Sophie Chloe Jessica '
        'Megan Lauren Paige Kayleigh Demi Leah Tilly Ellie-Mae Skye Millie Harper Courtney '
        'Jade Summer Lacey-Jo Kelsey Bethany Maisie Darcie',
        'Oliver George Harry Noah Jack Charlie Leo Alfie Freddie Archie Tyler Kai Riley '
        'Jayden Callum Liam Connor Mason Lewis Ethan Jake Bradley Reece Kieran Logan Brandon '
        'Alfie-James Tommy Harley Frankie Ashton',
        'Smith Jones Taylor Brown Wilson Davies Evans Thomas Johnson Roberts Walker Wright '
        'Robinson Thompson White Hughes Edwards Green Hall Wood Harris Martin Jackson Clarke '
        'Turner Hill Scott Cooper Morris Moore King Watson Baker Harrison Barker Kershaw '
        'Ackroyd Hepworth Pickles Sutcliffe Greenwood Bancroft Oldroyd Pilling Haworth Dobson '
        'Fairclough Rimmer Pennington Cartwright Hope Rose Bird Frost Winter Summers Hunter '
        'Marsh Lamb Best Young Little Hardy Day Crowther Stott Whitworth Lowe Priestley'),
    'scottish': (
        'Isla Eilidh Kirsty Morven Ailsa Catriona Shona Rhona Iona Mhairi Fiona Kirsten '
        'Lorna Freya Rowan Ishbel Kayla Caitlin Jodie Morag',
        'Callum Lewis Euan Fraser Ruaridh Finlay Lachlan Angus Hamish Murray Struan Ross '
        'Craig Gregor Alasdair Kyle Calum Jamie Innes Blair',
        'MacDonald Campbell Stewart Robertson Murray Fraser Henderson Paterson McLean McKenzie '
        'Grant Ross Reid Cameron Sinclair Munro Buchanan Kerr Gillespie Ferguson McGregor '
        'Lindsay Baird Hamilton Drummond McAllister Cowie Laing Galbraith Mackintosh'),
    'welsh': (
        'Seren Cerys Ffion Megan Carys Nia Lowri Eleri Bethan Rhiannon Elin Catrin Gwen Mali '
        'Alys Sioned Manon Heledd Efa Tirion',
        'Dylan Rhys Osian Gethin Ieuan Cai Dafydd Owain Tomos Iwan Aled Emyr Gareth Macsen '
        'Steffan Huw Bryn Sion Elis Gruffydd',
        'Jones Williams Davies Evans Thomas Roberts Hughes Lewis Morgan Griffiths Price Lloyd '
        'Pritchard Jenkins Powell Rees Parry Bowen Vaughan Pugh Prosser Howells Llewellyn '
        'Meredith Probert'),
    'irish': (
        'Aoife Saoirse Niamh Ciara Caoimhe Róisín Siobhán Orla Aisling Clodagh Sinéad '
        'Gráinne Éabha Méabh Ailbhe Laoise Shauna Kayla Leah Ellen',
        'Oisín Cian Darragh Seán Conor Fionn Tadhg Cillian Ruairí Eoin Donnacha Pádraig Liam '
        'Ronan Colm Shane Dara Killian Ciarán Senan',
        "Murphy Kelly O'Sullivan Walsh O'Brien Byrne Ryan O'Connor O'Neill Doyle McCarthy "
        "Gallagher Lynch Quinn Brennan Kavanagh Flanagan Nolan Duffy Fitzgerald Moran Dunne "
        "Cahill Ó_Súilleabháin Mac_Giolla_Bhríde Hegarty Tierney Moloney Geraghty"),
    'traveller': (
        'Bridget Margaret Kathleen Winnie Mary-Ann Chelsea Roseanne Nora Annie Julia Ellen '
        'Kizzy Mikaela Bernadette Theresa Tiana Lacey Dolly',
        'Patrick Martin Michael John-Joe Francie Willie Christy Paddy Johnny Jimmy Dinny '
        'Mickey Joseph Bernard Sonny Levi Tyson Kane',
        'McDonagh Ward Joyce Maughan Stokes Connors Doran Delaney Mongan Collins Reilly Cash '
        'Purcell Keenan Sweeney Loveridge Boswell Doherty Cawley McGinley'),
    'polish': (
        'Zuzanna Julia Zofia Hanna Maja Lena Alicja Oliwia Natalia Wiktoria Karolina Agnieszka '
        'Kinga Magdalena Joanna Patrycja Martyna Weronika Izabela',
        'Jakub Antoni Szymon Jan Filip Kacper Mikołaj Wojciech Bartosz Piotr Łukasz Mateusz '
        'Dawid Kamil Adrian Tomasz Krzysztof Paweł Marek Oskar',
        'Nowak Kowalski Wiśniewski Wójcik Kowalczyk Kamiński Lewandowski Zieliński Szymański '
        'Woźniak Dąbrowski Kozłowski Jankowski Mazur Kwiatkowski Krawczyk Piotrowski Grabowski '
        'Pawłowski Michalski Zając Król Wieczorek Jabłoński'),
    'romanian': (
        'Andreea Ioana Maria Elena Alexandra Bianca Denisa Larisa Roxana Cristina Daria Alina '
        'Florentina Georgiana Mihaela Raluca Sorina Anca Teodora Ilinca',
        'Andrei Alexandru Ionuț Mihai Ștefan Gabriel Florin Cosmin Marian Vasile Darius Luca '
        'Matei Răzvan Sorin Bogdan Adrian Costel Dragoș Nicolae',
        'Popescu Ionescu Popa Radu Dumitru Stoica Stan Munteanu Constantin Gheorghe Rusu Matei '
        'Ciobanu Lungu Tudor Moldovan Șerban Florea Dobre Barbu Nistor Oprea Marin Lazăr Sandu'),
    'lithuanian': (
        'Ieva Gabija Emilija Austėja Ugnė Viktorija Rūta Kamilė Agnė Lukrecija',
        'Lukas Matas Jokūbas Dominykas Nojus Mantas Tomas Kajus Augustas Rokas',
        'Kazlauskas Petrauskas Jankauskas Vasiliauskas Žukauskas Butkus Paulauskas Urbonas '
        'Kavaliauskas Navickas'),
    'pakistani': (
        'Ayesha Fatima Maryam Zainab Hafsa Aleena Iqra Mahnoor Sana Hira Amina Khadija Noor '
        'Anaya Alisha Eman Hania Inaya Mehwish Rabia',
        'Muhammad Ibrahim Yusuf Hamza Zain Ayaan Rayyan Bilal Usman Hassan Ali Imran Adeel '
        'Faisal Haris Zakariya Arham Shayan Talha Junaid',
        'Khan Hussain Ahmed Akhtar Iqbal Mahmood Butt Rashid Malik Shah Qureshi Chaudhry Raza '
        'Javed Aslam Nawaz Siddiqui Anwar Hanif Riaz Sadiq Baig Mirza Abbasi Saleem'),
    'indian': (
        'Priya Ananya Simran Harleen Jasleen Navneet Kiran Anika Riya Diya Manpreet Gurleen '
        'Ishita Pooja Divya Meera Tanvi Aarohi Nisha Sukhmani',
        'Arjun Rohan Aarav Harjit Gurpreet Jaskaran Manveer Rajveer Dev Vikram Sanjay Amrit '
        'Ishaan Karan Nikhil Rahul Sahil Harvinder Kabir Veer',
        'Patel Sharma Singh Kaur Gill Sandhu Dhillon Sidhu Grewal Mistry Parmar Chauhan Joshi '
        'Desai Mehta Kumar Rao Nair Pillai Bains Johal Atwal Virdi Thind'),
    'bangladeshi': (
        'Tasnim Nusrat Sumaiya Jannat Farzana Rumana Tahmina Sadia Lamia Anika Ruksana Shirin '
        'Mahira Afia Nabila Shapla Maliha Israt Tanzila Rifa',
        'Abdul Rahim Mohammed Shahid Arif Tanvir Rakib Sajid Jamal Faruk Habib Rafiq Shafiq '
        'Mizanur Nazrul Ashik Sabbir Rubel Imtiaz Tariq',
        'Begum Miah Uddin Rahman Islam Hoque Chowdhury Alam Ali Ahmed Khatun Hossain Sarkar '
        'Talukder Bhuiyan Karim Haque Mollah Sheikh Kabir'),
    'somali': (
        'Hodan Amina Fartun Ayaan Sagal Nimco Hibaaq Ifrah Sahra Muna Ikran Deeqa Hamdi Idil '
        'Ubah Zamzam Asli Shukri Warsan Anisa',
        'Abdirahman Mohamed Abdullahi Ahmed Hassan Liban Guled Mukhtar Yahye Abdiaziz Hamza '
        'Khalid Farah Ayanle Bashir Omar Ismail Dahir Jama Warsame',
        'Farah Hassan Mohamud Abdi Ali Osman Yusuf Warsame Jama Aden Hersi Mohamed Ibrahim '
        'Egal Dirie Nur Gedi Hirsi Shire Elmi Duale Samatar Abdullahi Bile'),
    'nigerian': (
        'Chiamaka Adaeze Ngozi Temitope Folasade Funmilayo Chidinma Ifeoma Amara Tolulope '
        'Blessing Precious Favour Abimbola Yetunde Ebunoluwa Nneka Kemi Oluwadamilare Adanna',
        'Chinedu Emeka Oluwaseun Tobi Ayodele Chukwuemeka Obinna Femi Kayode Tunde Ifeanyi '
        'Babatunde Damilola Olamide Uche Nnamdi Kelechi David Samuel Daniel',
        'Okafor Adeyemi Okonkwo Eze Adebayo Ogunleye Nwosu Balogun Oladipo Obi Chukwu Afolabi '
        'Okoro Ibekwe Akinola Adewale Nwachukwu Olaniyan Ogbonna Uzoma Bello Salami Ajayi'),
    'ghanaian': (
        'Akosua Abena Ama Efua Adwoa Yaa Afua Esi Akua Gifty Comfort Serwaa Dede Naa Maame '
        'Adjoa Efia Araba Ekua Nana',
        'Kwame Kofi Kwabena Yaw Kwasi Kojo Kweku Fiifi Ekow Kobby Nii Selorm Elikem Edem '
        'Delali Mawuli Kwadwo Kwaku Paa Nana',
        'Mensah Boateng Asante Owusu Osei Agyeman Appiah Darko Antwi Addo Ofori Amoah Nkrumah '
        'Quaye Tetteh Acheampong Asamoah Bonsu Gyamfi Frimpong'),
    'caribbean': (
        'Shanice Tianna Keisha Aaliyah Jada Shantelle Tanisha Kiara Nia Ebony Renee Destiny '
        'Marcia Althea Janelle Simone Chantelle Kerri-Ann Jodian Shereen',
        'Tyrone Jermaine Devon Kareem Dwayne Marlon Delroy Nathaniel Andre Tyrese Kymani '
        'Rashawn Leon Damion Ricardo Omari Dante Kemar Jaden Kadeem',
        'Campbell Williams Brown Thompson Clarke Grant Francis Reid Gayle Bailey Blake Morgan '
        'Stewart Henry Samuels Forbes Gordon Barrett McKenzie Ellis Wallace Powell Spence '
        'Salmon Lindo'),
    'eritrean': (
        'Senait Selam Luwam Semhar Yordanos Rahel Mebrat Winta Saba Meron Feven Ruta Tsega '
        'Hiwet Almaz Ariam Delina Helen Eden Hanna',
        'Yonas Dawit Filmon Tesfay Merhawi Biniam Amanuel Robel Henok Kidane Mehari Natnael '
        'Abel Yemane Berhe Habtom Efrem Teklay Mussie Samuel',
        'Tesfay Gebremedhin Haile Kidane Tekle Berhe Gebreyesus Woldemichael Asmerom '
        'Ghebremariam Habte Mehari Yohannes Negash Kahsay Andemariam Fessehaye Tewolde Abraha '
        'Weldu Zerai Okbay Ghirmay Araya'),
}
