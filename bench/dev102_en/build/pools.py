"""Invented value pools for dev102_en.

Every personal name combination, street, hospital, organisation and identifier
format here was written for this set.  Cities, states and countries are real
places (they are needed for realism); streets, buildings, hospitals and
organisations are invented.  Contact data is fictional by construction (see
phi.py).
"""

# ---------------------------------------------------------------------------
# Names, by culture: (male given, female given, surnames)
# ---------------------------------------------------------------------------
CULTURES = {
    "north_indian": (
        "Ramesh Suresh Anil Vikas Rajendra Mahesh Deepak Sanjay Alok Pankaj Manoj Rakesh Arvind Nitin Harish Gopal Vinod Ajay Rohit Kamlesh".split(),
        "Sunita Anita Kavita Rekha Pooja Neha Priya Meena Savita Geeta Asha Usha Radha Seema Nisha Jyoti Kiran Pushpa Sarita Mamta".split(),
        "Sharma Verma Yadav Gupta Mishra Tiwari Chauhan Pandey Srivastava Saxena Rathore Thakur Dubey Agarwal Bansal Joshi Rawat Tripathi Chaudhary Kushwaha".split(),
    ),
    "south_indian": (
        "Selvaraj Murugan Senthil Karthik Venkatesh Srinivas Ravi Prakash Anand Balaji Ganesh Mohan Raghavan Subbu Arjun Harish Naveen Kumaran Dinesh Saravanan".split(),
        "Lakshmi Meenakshi Kavitha Revathi Priya Divya Sowmya Anitha Malathi Deepa Vasanthi Bhavani Kalpana Shanthi Padma Gayathri Nandini Sumathi Lalitha Vani".split(),
        "Ramanathan Subramaniam Krishnan Natarajan Iyer Pillai Reddy Naidu Rao Nair Menon Gowda Shetty Hegde Chettiar Raju Varma Kurup Pandian Moorthy".split(),
    ),
    "bengali_marathi": (
        "Sourav Debashis Arnab Subhash Partha Tapan Sandeep Prashant Sachin Amol Vaibhav Ganesh Tushar Abhijit Niranjan Sagar Sameer Mangesh Indranil Kaustav".split(),
        "Mousumi Rina Sraboni Tanushree Payel Madhuri Ashwini Snehal Manisha Sayali Rupali Shubhangi Jayashree Anjali Sharmila Moumita Tanvi Pallavi Rohini Ujwala".split(),
        "Banerjee Chatterjee Mukherjee Ghosh Das Bose Sen Mondal Patil Deshmukh Kulkarni Jadhav Pawar Shinde Gaikwad Kale More Sawant Bhosale Dutta".split(),
    ),
    "indian_muslim_sikh": (
        "Imran Salim Javed Arif Faizan Harjit Gurpreet Manpreet Jaswant Kuldeep Irfan Shahid Rafiq Tanveer Sarfaraz Balwinder Amrik Nadeem Sohail Wasim".split(),
        "Shabana Nasreen Farida Rukhsana Ayesha Harpreet Jaspreet Simran Kulwinder Manjit Nazia Shaheen Zeenat Rubina Gurleen Parveen Sultana Fatima Amandeep Navneet".split(),
        "Qureshi Ansari Siddiqui Khan Shaikh Pathan Sayyed Mirza Gill Sandhu Dhillon Grewal Sidhu Bedi Bajwa Kohli Ahluwalia Malik Hashmi Rizvi".split(),
    ),
    "pakistani": (
        "Muhammad Imran Zahid Tariq Asif Kashif Naveed Shahzad Waqas Usman Bilal Hamza Faisal Adnan Zeeshan Junaid Aamir Rizwan Khalid Sajid Ghulam Abdul".split(),
        "Ayesha Fatima Samina Nasreen Rubina Saima Hina Sadia Iqra Mehwish Bushra Shazia Naila Kiran Sana Uzma Farzana Rabia Asma Zainab Amna".split(),
        "Hussain Ahmed Iqbal Akhtar Butt Chaudhry Awan Qureshi Rana Malik Baig Abbasi Jatoi Khattak Yousafzai Memon Shah Gillani Bhatti Cheema Rajput Niazi".split(),
    ),
    "yoruba": (
        "Adebayo Olumide Babatunde Oluwaseun Femi Tunde Kayode Segun Adewale Gbenga Olufemi Akinwale Sunday Godwin Goodluck Dapo Yemi Kunle Wale Tobi".split(),
        "Folake Yetunde Funmilayo Bukola Adunni Titilayo Omolara Kemi Abike Bisola Blessing Precious Mercy Favour Comfort Funke Ronke Simisola Toyin Busayo".split(),
        "Adeyemi Okonjo Oladipo Adebisi Ogunleye Balogun Akinola Olawale Fashola Adekunle Oyelaran Afolabi Ogunbiyi Adewumi Bakare Salami Ojo Ajayi Olaniyan Ayodele".split(),
    ),
    "igbo": (
        "Chukwuemeka Obinna Ikenna Chinedu Uchenna Emeka Nnamdi Kelechi Chidi Ifeanyi Godswill Onyekachi Kenechukwu Ebuka Somto Chijioke Tochukwu Nonso Ugochukwu Ikechukwu".split(),
        "Ngozi Chiamaka Adaeze Amaka Nneka Ifeoma Chidinma Uchechi Obiageli Ogechi Chioma Ebere Nkechi Blessing Patience Joy Gift Chinwe Adanna Ozioma".split(),
        "Okafor Okonkwo Eze Nwosu Obi Okeke Nwachukwu Onyeka Chukwu Ugwu Agu Okoro Nnadi Ibe Anyanwu Ezeh Onuoha Nwankwo Udeh Ogbonna".split(),
    ),
    "hausa": (
        "Abubakar Musa Ibrahim Usman Sani Aliyu Bello Garba Yusuf Lawal Suleiman Haruna Danjuma Nuhu Shehu Kabiru Bashir Umaru Idris Tanko".split(),
        "Aisha Hauwa Zainab Hadiza Amina Maryam Fatima Halima Rakiya Binta Safiya Jamila Bilkisu Hafsat Asabe Ladi Rahma Saadatu Khadija Zuwaira".split(),
        "Abdullahi Mohammed Sule Dikko Yakubu Adamu Danladi Shuaibu Bala Umar Gambo Jibrin Mahmud Salisu Isah Tukur Wada Kabir Dauda Mustapha".split(),
    ),
    "kenyan": (
        "Kamau Otieno Kipchoge Wafula Mwangi Omondi Kiprono Njoroge Barasa Onyango Kibet Mutua Wekesa Ochieng Kiptoo Macharia Odhiambo Cheruiyot Musyoka Nyaga".split(),
        "Wanjiru Achieng Chebet Nafula Wambui Atieno Jepkosgei Nyambura Awino Jerotich Mumbua Akinyi Wairimu Chepkemoi Nekesa Grace Faith Mercy Purity Hope".split(),
        "Kamau Otieno Mwangi Omondi Njoroge Wanyama Kiprotich Chepkwony Mutiso Odera Kariuki Onyango Korir Wambua Ndungu Nyamweya Ruto Ouma Kimani Opiyo".split(),
    ),
    "ghanaian": (
        "Kwame Kofi Kwabena Kwaku Yaw Kwesi Kojo Fiifi Nana Selorm Elikem Nii Edem Yao Kobina Kwadwo Ebo Mawuli Prosper Godwin".split(),
        "Akosua Ama Abena Adwoa Yaa Afia Esi Efua Akua Adjoa Naa Dzifa Selasi Enyonam Comfort Mercy Patience Gifty Charity Grace".split(),
        "Mensah Boateng Asante Owusu Agyemang Osei Appiah Darko Amoah Badu Ofori Tetteh Quaye Agbeko Adjei Gyamfi Nkansah Sarpong Acheampong Kumi".split(),
    ),
    "south_african": (
        "Sipho Thabo Bongani Mandla Lwazi Sibusiso Themba Kagiso Luyanda Xolani Johannes Pieter Hendrik Pravesh Kevin Gift Blessing Lucky Tshepo Andile".split(),
        "Nomvula Thandeka Zanele Lindiwe Nokuthula Ayanda Palesa Lerato Nosipho Busisiwe Annelie Marike Precious Hope Beauty Kershni Nokwanda Zodwa Refilwe Naledi".split(),
        "Dlamini Nkosi Zulu Mthembu Ndlovu Khumalo Mokoena Mahlangu Sithole Ngcobo Botha van der Merwe Pretorius Naidoo Pillay Govender Maseko Mbatha Baker Molefe".split(),
    ),
    "jamaican": (
        "Delroy Winston Marlon Devon Ricardo Andre Kemar Oneil Leroy Clive Everton Desmond Garfield Tyrone Will Dwayne Rohan Fitzroy Junior Errol".split(),
        "Shanice Marcia Sharon Yvonne Tamika Kerry-Ann Sasha-Gaye Camille Hope Grace Patrice Joy-Ann Shantel Beverley Monique Nadine Karlene Precious Tanesha Charmaine".split(),
        "Campbell Brown Williams Clarke Reid Thompson McKenzie Grant Bailey Francis Morgan King Baker Green Small Rose Bryan Henry Gordon Samuels".split(),
    ),
    "malay": (
        "Ahmad Mohd Muhammad Hafiz Faizal Azman Rizal Syafiq Amirul Khairul Zulkifli Hakim Nazri Firdaus Ikhwan Aiman Shahrul Izzat Roslan Kamarul".split(),
        "Nurul Siti Nur Aina Farah Aisyah Syazwani Nadia Hidayah Zarina Rohana Norhayati Salmah Azura Faridah Amirah Zaleha Haslinda Suraya Liyana".split(),
        "Abdullah Rahman Ismail Hassan Hamid Yusof Osman Ibrahim Ali Salleh Aziz Razak Mahmud Kassim Hussin Jaafar Talib Ghani Rashid Omar".split(),
    ),
    "chinese_sea": (
        "Wei Ming|Chee Keong|Kok Leong|Jun Hao|Boon Huat|Teck Seng|Zhi Wei|Kah Wai|Yong Sheng|Eng Hock|Jia Hui|Kian Beng|Wai Kit|Seng Chye|Choon Hong|Hock Lai|Meng Kiat|Chin Wah|Soon Lee|Guan Heng".split("|"),
        "Hui Min|Mei Ling|Siew Lan|Li Ting|Pei Shan|Xin Yi|Bee Leng|Ai Ling|Siok Hoon|Kim Choo|Wen Xin|Swee Lian|Geok Eng|Yee Mun|Lay Peng|Shu Fen|Poh Choo|Sok Har|Jing Wen|Hwee Ling".split("|"),
        "Tan Lim Lee Ng Ong Wong Goh Chua Teo Koh Chan Yeo Low Sim Ho Foo Quek Tay Chong Yap".split(),
    ),
    "tamil_sea": (
        "Kumar Ganesan Rajesh Suresh Muthu Murugan Ramasamy Selvam Arumugam Siva Kannan Vijay Sathish Prakash Thinesh Ravi Mani Bala Loganathan Anbalagan".split(),
        "Kavitha Devi Malar Shanti Letchumi Vasuki Puspa Revathi Saraswathy Thilaga Kamala Priya Indra Mala Valli Jaya Rani Vimala Selvi Amutha".split(),
        "Subramaniam Krishnan Muniandy Rajoo Pillay Nadarajah Arumugam Govindasamy Sinnathamby Perumal Ramasamy Maniam Ponnusamy Veerappan Kandasamy Suppiah Vellu Sithambaram Palanisamy Raman".split(),
    ),
    "filipino": (
        "Juan|Jose|Mark Anthony|John Paul|Rodel|Ramon|Jun|Ariel|Jerome|Rommel|Arnel|Christian|Reynaldo|Bong|Edgardo|Joel|Noel|Danilo|Romeo|Benjie".split("|"),
        "Maria|Ma. Cristina|Rowena|Marilou|Jocelyn|Maricel|Lorna|Rosario|Liezel|Kristine|Gemma|Divina|Teresita|Analyn|Charito|Lovely|Precious|Joy|Mercy|Princess".split("|"),
        "dela Cruz|Santos|Reyes|Bautista|Mendoza|Garcia|Villanueva|Aquino|Ramos|Castillo|Fernandez|Soriano|Navarro|Dimaculangan|Manalo|Pascual|delos Reyes|Macaraeg|Tolentino|Gonzales".split("|"),
    ),
}

COUNTRY_CULTURES = {
    "India": ["north_indian", "south_indian", "bengali_marathi", "indian_muslim_sikh"],
    "Pakistan": ["pakistani"],
    "Nigeria": ["yoruba", "igbo", "hausa"],
    "Kenya": ["kenyan"],
    "Ghana": ["ghanaian"],
    "South Africa": ["south_african"],
    "Jamaica": ["jamaican"],
    "Malaysia": ["malay", "chinese_sea", "tamil_sea"],
    "Singapore": ["chinese_sea", "malay", "tamil_sea"],
    "Philippines": ["filipino"],
}

# titles for the patient / family (male, female)
TITLES = {
    "India": (["Mr", "Mr.", "Shri", "Shri", "Sri"], ["Mrs", "Mrs.", "Smt", "Smt.", "Ms", "Kumari"]),
    "Pakistan": (["Mr", "Mr.", "Haji", "Mian"], ["Mrs", "Mst.", "Mst", "Bibi", "Ms"]),
    "Nigeria": (["Mr", "Mr.", "Alhaji", "Chief", "Mallam", "Pastor"], ["Mrs", "Mrs.", "Alhaja", "Miss", "Hajiya"]),
    "Kenya": (["Mr", "Mr.", "Mzee"], ["Mrs", "Ms", "Mrs.", "Mama"]),
    "Ghana": (["Mr", "Mr.", "Opanin", "Togbe"], ["Mrs", "Madam", "Maame", "Miss"]),
    "South Africa": (["Mr", "Mr.", "Mnr."], ["Mrs", "Ms", "Mev.", "Miss"]),
    "Jamaica": (["Mr", "Mr."], ["Mrs", "Miss", "Ms", "Mrs."]),
    "Malaysia": (["Encik", "En.", "Mr", "Tuan"], ["Puan", "Pn.", "Cik", "Mdm", "Madam"]),
    "Singapore": (["Mr", "Mr."], ["Mdm", "Ms", "Mrs", "Madam"]),
    "Philippines": (["Mr.", "Mr", "G."], ["Mrs.", "Ms.", "Gng.", "Mrs"]),
}

DOC_TITLES = ["Dr", "Dr.", "Dr", "Dr.", "Prof", "Prof.", "Dr (Mrs)", "Dr (Ms)"]
NURSE_TITLES = ["Sr", "Sister", "S/N", "Staff Nurse", "Nurse", "Matron", "RN", "CO", "Pharm.", "Midwife"]

CREDENTIALS = {
    "India": ["MBBS", "MBBS, MD", "MBBS, MS", "MD (Med)", "MS (Ortho)", "DGO", "DCH", "MBBS, DNB", "BAMS", "MD, DM (Cardio)"],
    "Pakistan": ["MBBS", "MBBS, FCPS", "FCPS (Med)", "MCPS", "MBBS, FRCS", "MRCP"],
    "Nigeria": ["MBBS", "FWACS", "FWACP", "FMCOG", "MBBS, FMCP", "MB;BS"],
    "Kenya": ["MBChB", "MBChB, MMed", "KRCHN", "Dip. Clin. Med", "BScN"],
    "Ghana": ["MBChB", "FGCPS", "MB ChB, FWACS", "SRN", "RM"],
    "South Africa": ["MBChB", "FCP(SA)", "FCS(SA)", "MBChB, MMed", "BPharm", "RN"],
    "Jamaica": ["MBBS", "MBBS, DM", "DM (Paeds)", "RN, RM", "BSN"],
    "Malaysia": ["MD (UKM)", "MBBS", "MRCP", "MMed", "MRCOG"],
    "Singapore": ["MBBS", "MMed (FM)", "MRCP", "FRCS", "BPharm", "RN"],
    "Philippines": ["MD", "MD, FPCP", "MD, DPPS", "RN", "MD, FPOGS", "RMT"],
}

# ---------------------------------------------------------------------------
# Places: city, state/region (or None), postcode pattern
# postcode pattern: '#' -> digit, fixed prefix
# ---------------------------------------------------------------------------
PLACES = {
    "India": [("Pune", "Maharashtra", "MH", "411###"), ("Nagpur", "Maharashtra", "MH", "440###"),
              ("Lucknow", "Uttar Pradesh", "UP", "226###"), ("Patna", "Bihar", "BR", "800###"),
              ("Madurai", "Tamil Nadu", "TN", "625###"), ("Coimbatore", "Tamil Nadu", "TN", "641###"),
              ("Kochi", "Kerala", "KL", "682###"), ("Thrissur", "Kerala", "KL", "680###"),
              ("Mysuru", "Karnataka", "KA", "570###"), ("Hubballi", "Karnataka", "KA", "580###"),
              ("Jaipur", "Rajasthan", "RJ", "302###"), ("Ludhiana", "Punjab", "PB", "141###"),
              ("Indore", "Madhya Pradesh", "MP", "452###"), ("Guntur", "Andhra Pradesh", "AP", "522###"),
              ("Warangal", "Telangana", "TS", "506###"), ("Cuttack", "Odisha", "OD", "753###"),
              ("Howrah", "West Bengal", "WB", "711###"), ("Surat", "Gujarat", "GJ", "395###")],
    "Pakistan": [("Lahore", "Punjab", None, "54###"), ("Faisalabad", "Punjab", None, "38###"),
                 ("Multan", "Punjab", None, "60###"), ("Karachi", "Sindh", None, "74###"),
                 ("Hyderabad", "Sindh", None, "71###"), ("Peshawar", "Khyber Pakhtunkhwa", "KP", "25###"),
                 ("Quetta", "Balochistan", None, "87###"), ("Rawalpindi", "Punjab", None, "46###"),
                 ("Abbottabad", "Khyber Pakhtunkhwa", "KPK", "22###"), ("Sialkot", "Punjab", None, "51###")],
    "Nigeria": [("Ikeja", "Lagos State", "Lagos", "100###"), ("Surulere", "Lagos State", "Lagos", "101###"),
                ("Ibadan", "Oyo State", "Oyo", "200###"), ("Enugu", "Enugu State", "Enugu", "400###"),
                ("Onitsha", "Anambra State", "Anambra", "434###"), ("Kano", "Kano State", "Kano", "700###"),
                ("Kaduna", "Kaduna State", "Kaduna", "800###"), ("Port Harcourt", "Rivers State", "Rivers", "500###"),
                ("Abeokuta", "Ogun State", "Ogun", "110###"), ("Benin City", "Edo State", "Edo", "300###"),
                ("Abuja", "FCT", "FCT", "900###"), ("Owerri", "Imo State", "Imo", "460###")],
    "Kenya": [("Nairobi", None, None, "00###"), ("Kisumu", None, None, "40###"), ("Nakuru", None, None, "20###"),
              ("Eldoret", None, None, "30###"), ("Mombasa", None, None, "80###"), ("Thika", None, None, "01###"),
              ("Machakos", None, None, "90###"), ("Nyeri", None, None, "10###"), ("Kakamega", None, None, "50###"),
              ("Kericho", None, None, "20###")],
    "Ghana": [("Accra", "Greater Accra Region", "Greater Accra", None), ("Kumasi", "Ashanti Region", "Ashanti", None),
              ("Tamale", "Northern Region", "Northern", None), ("Cape Coast", "Central Region", "Central", None),
              ("Ho", "Volta Region", "Volta", None), ("Takoradi", "Western Region", "Western", None),
              ("Sunyani", "Bono Region", "Bono", None), ("Koforidua", "Eastern Region", "Eastern", None),
              ("Tema", "Greater Accra Region", "Greater Accra", None), ("Bolgatanga", "Upper East Region", "Upper East", None)],
    "South Africa": [("Durban", "KwaZulu-Natal", "KZN", "40##"), ("Pietermaritzburg", "KwaZulu-Natal", "KZN", "32##"),
                     ("Johannesburg", "Gauteng", "GP", "20##"), ("Soweto", "Gauteng", "GP", "18##"),
                     ("Pretoria", "Gauteng", "GP", "00##"), ("Cape Town", "Western Cape", "WC", "80##"),
                     ("Gqeberha", "Eastern Cape", "EC", "60##"), ("Mthatha", "Eastern Cape", "EC", "51##"),
                     ("Polokwane", "Limpopo", "LP", "07##"), ("Bloemfontein", "Free State", "FS", "93##")],
    "Jamaica": [("Kingston", "St. Andrew", "St Andrew", "JMAAW##"), ("Spanish Town", "St. Catherine", "St Catherine", "JMCCT##"),
                ("Montego Bay", "St. James", "St James", "JMCJS##"), ("Mandeville", "Manchester", "Manchester", "JMCMR##"),
                ("May Pen", "Clarendon", "Clarendon", "JMCCL##"), ("Ocho Rios", "St. Ann", "St Ann", "JMCAN##"),
                ("Savanna-la-Mar", "Westmoreland", "Westmoreland", "JMDWD##"), ("Port Antonio", "Portland", "Portland", "JMBPD##")],
    "Malaysia": [("Petaling Jaya", "Selangor", "Sel", "46###"), ("Shah Alam", "Selangor", "Selangor", "40###"),
                 ("Kuala Lumpur", "Wilayah Persekutuan", "WP", "50###"), ("Johor Bahru", "Johor", "Johor", "80###"),
                 ("Ipoh", "Perak", "Perak", "30###"), ("George Town", "Pulau Pinang", "Penang", "10###"),
                 ("Kota Bharu", "Kelantan", "Kelantan", "15###"), ("Kuching", "Sarawak", "Sarawak", "93###"),
                 ("Kota Kinabalu", "Sabah", "Sabah", "88###"), ("Seremban", "Negeri Sembilan", "N. Sembilan", "70###")],
    "Singapore": [("Tampines", None, None, "52####"), ("Ang Mo Kio", None, None, "56####"), ("Jurong West", None, None, "64####"),
                  ("Bedok", None, None, "46####"), ("Woodlands", None, None, "73####"), ("Toa Payoh", None, None, "31####"),
                  ("Yishun", None, None, "76####"), ("Sengkang", None, None, "54####"), ("Bukit Batok", None, None, "65####")],
    "Philippines": [("Quezon City", "Metro Manila", "NCR", "11##"), ("Manila", "Metro Manila", "NCR", "10##"),
                    ("Cebu City", "Cebu", "Cebu", "60##"), ("Davao City", "Davao del Sur", "Davao del Sur", "80##"),
                    ("Iloilo City", "Iloilo", "Iloilo", "50##"), ("Bacolod", "Negros Occidental", "Negros Occ", "61##"),
                    ("Baguio", "Benguet", "Benguet", "26##"), ("Tacloban", "Leyte", "Leyte", "65##"),
                    ("Cagayan de Oro", "Misamis Oriental", "Misamis Oriental", "90##")],
}

# villages / small towns used by camp and community records (CITY)
VILLAGES = {
    "India": ["Rampura", "Khedgaon", "Sonpur", "Kallur", "Pipariya", "Manjeri", "Chinnapalli", "Bhimtal Khurd", "Ambewadi", "Dhanora"],
    "Pakistan": ["Chak 42 GB", "Kot Addu", "Pind Dadan Khan", "Jhal Magsi", "Basti Maluk", "Mandi Bahauddin", "Shahkot", "Tando Jam"],
    "Nigeria": ["Igbo-Ora", "Ilaro", "Nsukka", "Zaria", "Ikot Ekpene", "Okigwe", "Ijebu-Ode", "Gwagwalada", "Ado-Ekiti"],
    "Kenya": ["Kitengela", "Siaya", "Ol Kalou", "Maragua", "Bungoma", "Kapsabet", "Mwingi", "Ahero", "Kiambu", "Voi"],
    "Ghana": ["Agona Swedru", "Nkawkaw", "Hohoe", "Bimbilla", "Techiman", "Winneba", "Akim Oda", "Kpando", "Ejura"],
    "South Africa": ["Umlazi", "Inanda", "Mthatha", "Giyani", "Mankweng", "Lusikisiki", "KwaMashu", "Tembisa", "Ga-Rankuwa"],
    "Jamaica": ["Linstead", "Old Harbour", "Christiana", "Lucea", "Black River", "Bog Walk", "Santa Cruz", "Annotto Bay"],
    "Malaysia": ["Kuala Kubu Bharu", "Sungai Petani", "Kampung Gajah", "Tanah Merah", "Bentong", "Pasir Mas", "Sri Aman", "Kuala Pilah"],
    "Singapore": ["Pasir Ris", "Choa Chu Kang", "Hougang", "Clementi", "Bukit Panjang", "Punggol", "Serangoon"],
    "Philippines": ["San Isidro", "Sta. Rosa", "Pagsanjan", "Calamba", "Tanauan", "Carmona", "Binangonan", "Tagum", "Dumaguete"],
}

STREET_WORDS = {
    "India": ["Gandhi", "Nehru", "Tilak", "Shastri", "Subhash", "Gokhale", "Ambedkar", "Patel", "Sarojini", "Rajaji", "Kamaraj", "Vivekananda", "Tagore", "Laxmi", "Ganesh", "Shivaji", "Anna", "Rajiv"],
    "Pakistan": ["Jinnah", "Allama Iqbal", "Faisal", "Liaquat", "Shadman", "Gulberg", "Model Town", "Mall", "Canal", "Ravi", "Sultan", "Data Darbar"],
    "Nigeria": ["Adeola", "Awolowo", "Herbert Macaulay", "Ogunlana", "Allen", "Bode Thomas", "Ziks", "Ahmadu Bello", "Ikwerre", "Agege Motor", "Ojuelegba", "Sapele"],
    "Kenya": ["Moi", "Kenyatta", "Ngong", "Jogoo", "Oginga Odinga", "Kimathi", "Tom Mboya", "Ronald Ngala", "Kakamega", "Nyerere", "Uhuru", "Lumumba"],
    "Ghana": ["Nkrumah", "Kojo Thompson", "Liberation", "Ring", "Asafo", "Adum", "Nima", "Abossey Okai", "Spintex", "Harper", "Prempeh", "Dzorwulu"],
    "South Africa": ["Mandela", "Sisulu", "Biko", "Church", "Jabavu", "Vilakazi", "Voortrekker", "Long", "Smith", "Jan Smuts", "Florida", "Rivonia"],
    "Jamaica": ["Hope", "Constant Spring", "Mountain View", "Red Hills", "Molynes", "Spanish Town", "Barbican", "Orange", "Duke", "Harbour", "Slipe", "Waltham Park"],
    "Malaysia": ["Bunga Raya", "Melati", "Kenanga", "Cempaka", "Tun Razak", "Ampang", "SS2", "Merdeka", "Permai", "Seri Indah", "Mawar", "Dahlia"],
    "Singapore": ["Tampines", "Ang Mo Kio", "Jurong West", "Bedok North", "Woodlands", "Toa Payoh Lorong", "Yishun Ring", "Sengkang East", "Bukit Batok West"],
    "Philippines": ["Mabini", "Rizal", "Bonifacio", "Sampaguita", "Luna", "Aguinaldo", "Quezon", "Magsaysay", "Del Pilar", "Burgos", "Kamagong", "Narra"],
}

HOSP_WORDS = {
    "India": (["Shanti Seva", "Jeevan Jyoti", "Lotus", "Arogya", "Sanjeevani", "Sri Venkatesa", "Ganga Valley", "Amrit", "Sushrut", "Kaveri", "Annapurna", "Matruchhaya"],
              ["Hospital", "Nursing Home", "Multispeciality Hospital", "Clinic", "Medical College Hospital", "Maternity Home", "Diagnostics", "Eye Hospital", "Polyclinic"]),
    "Pakistan": (["Al-Shifa Noor", "Rehmat", "Fazal Memorial", "Ittefaq Welfare", "Gulshan", "Hayat Care", "Sahara Valley", "Bismillah", "Iqra Family", "Noor-e-Zindagi"],
                 ["Hospital", "Medical Complex", "Clinic", "Trust Hospital", "Maternity Home", "Diagnostic Centre"]),
    "Nigeria": (["Goodhope", "Ebenezer", "St. Bridget's", "Lifeline", "Divine Mercy", "Crestview", "Ayo-Ola", "Ogbomoso Road", "Amana", "Zion Specialist"],
                ["Hospital", "Clinic", "Specialist Hospital", "Medical Centre", "Maternity", "Mission Hospital", "Diagnostics"]),
    "Kenya": (["Amani Road", "Rafiki", "Umoja", "St. Monica's", "Highridge", "Mwangaza", "Baraka", "Tumaini", "Kilimani Hills", "Neema"],
              ["Medical Centre", "Hospital", "Nursing Home", "Health Centre", "Mission Hospital", "Dispensary", "Maternity"]),
    "Ghana": (["Korle Hills", "Adom", "Nyame Dua", "Asomdwee", "Kpeshie", "St. Theresa's", "Golden Stool", "Akwaaba", "Holy Trinity", "Sankofa"],
              ["Hospital", "Clinic", "Polyclinic", "Medical Centre", "Maternity Home", "CHPS Compound", "Mission Hospital"]),
    "South Africa": (["Umhlanga Ridge", "Ikhaya", "Thembalethu", "Protea Park", "Ubuntu", "Silverleaf", "Jacaranda", "Sunnyridge", "Masakhane", "Kloofview"],
                     ["Hospital", "Clinic", "Community Health Centre", "Private Hospital", "Day Hospital", "Medi-Clinic", "Pharmacy"]),
    "Jamaica": (["Blue Mountain", "Lignum Vitae", "Cornwall Heights", "St. Ann's Bay Road", "Palisadoes", "Liguanea", "Doctor Bird", "Seaview", "Maroon Hill", "Holy Cross"],
                ["Hospital", "Health Centre", "Medical Centre", "Clinic", "Pharmacy", "Polyclinic"]),
    "Malaysia": (["Pusat Perubatan Seri Murni", "Klinik Kesihatan Taman Melur", "Bukit Damai", "Permata", "Sentosa Indah", "Klinik Aman", "Mutiara Specialist", "Hospital Seri Cahaya", "Kenanga Medical", "Delima"],
                 ["", "Hospital", "Medical Centre", "Clinic", "Specialist Centre"]),
    "Singapore": (["Kampong Serene", "Harbourlight", "Orchid Bay", "Bukit Fern", "Merlion Family", "Evergreen", "Jade Garden", "Raffles Crest", "Sunview", "Tembusu"],
                  ["Hospital", "Medical Clinic", "Polyclinic", "Family Clinic", "Specialist Centre", "Nursing Home"]),
    "Philippines": (["Our Lady of Mercy", "San Lorenzo Ruiz", "Bagong Pag-asa", "Sto. Nino", "Mabuhay", "St. Jude Thaddeus", "Lingap", "Holy Infant", "Bayanihan", "Dalisay"],
                    ["Hospital", "Medical Center", "General Hospital", "Clinic", "Lying-in Clinic", "Diagnostic Center", "Pharmacy"]),
}

WARD_NAMES = ["Jasmine Ward", "Tulip Ward", "Florence Ward", "Lotus Ward", "Orchid Ward", "Rose Ward", "Nightingale Ward",
              "Sunflower Ward", "Hibiscus Ward", "Mimosa Ward", "Acacia Ward", "Baobab Ward", "Kenanga Ward", "Sampaguita Ward",
              "Gardenia Ward", "Marigold Ward", "Bougainvillea Ward", "Neem Ward", "Tamarind Ward", "Lily Ward"]

ORG_WORDS = {
    "India": ["Sunrise Textiles Pvt Ltd", "Amrit Dairy Cooperative", "Vardhman Steel Works", "Kaveri Sugar Mills", "Sahyog Foundation", "Shree Ganesh Traders",
              "Om Sai Logistics", "Jyoti Public School", "Navbharat Cement Ltd", "Deccan Auto Components", "Prerna Self Help Group", "Lakshmi Handlooms"],
    "Pakistan": ["Hamza Textile Mills", "Zam Zam Poultry Farms", "Crescent Brick Kiln", "Al-Noor Foundation", "Indus Garments Ltd", "Falcon Rice Mills",
                 "Madina Traders", "Chenab Sugar Mills", "Sadiq Public School", "Khyber Marble Works"],
    "Nigeria": ["Goldcrest Bottling Ltd", "Eko Freight Services", "Redeemed Grace Chapel", "Ayetoro Cassava Cooperative", "Zenith Cables Nig Ltd",
                "Unity Grammar School", "Okeke and Sons Motors", "Sahel Agro Ventures", "Bright Future Academy", "Harmony Microfinance Bank"],
    "Kenya": ["Mavuno Tea Estates", "Pwani Freight Ltd", "Jua Kali Metal Works", "Upendo Women Group", "Baraka Dairy Cooperative",
              "Kilele Secondary School", "Simba Matatu Sacco", "Ngong Hills Flowers Ltd", "Faraja Community Church", "Tana Cement Ltd"],
    "Ghana": ["Adinkra Cocoa Buying Co", "Volta Star Textiles", "Akwaaba Mining Ltd", "Gye Nyame Transport", "Mount Zion Methodist Church",
              "Kumasi Road Timbers", "Osu Presby Basic School", "Sika Microfinance", "Sunyani Cashew Farmers Union", "Tema Harbour Haulage"],
    "South Africa": ["Ubuntu Security Services", "Highveld Coal Holdings", "Protea Poultry", "Masakhane Taxi Association", "Sizwe Construction",
                     "Zion Christian Fellowship", "Thuthukani High School", "Karoo Fresh Produce", "Umgeni Textiles", "Baobab Retail Group"],
    "Jamaica": ["Blue Lagoon Hotel Group", "Irie Bottlers Ltd", "Dunns River Haulage", "Calvary Gospel Assembly", "Yallahs Banana Co",
                "Mona Heights Primary School", "Kingfish Seafoods", "Portmore Paint Supplies", "Ackee Tree Bakery", "Island Grace Credit Union"],
    "Malaysia": ["Syarikat Maju Jaya Sdn Bhd", "Sawit Emas Plantations", "Kilang Papan Sri Tanjung", "Permata Electronics Sdn Bhd", "Sekolah Kebangsaan Taman Melur",
                 "Koperasi Nelayan Kuala Besut", "Golden Rubber Gloves Sdn Bhd", "Seri Wangi Restaurant", "Lim Brothers Hardware", "Kuil Sri Murugan Committee"],
    "Singapore": ["Harbourfront Logistics Pte Ltd", "Jade Dragon Catering", "Evergreen Cleaning Services", "Lion City Security Pte Ltd", "Tembusu Primary School",
                  "Sunview Electronics Pte Ltd", "Kopi Corner Holdings", "Straits Marine Engineering", "Marina Taxi Co-op", "Orchid Bay Childcare"],
    "Philippines": ["Bayanihan Call Solutions Inc", "Sampaguita Garments Corp", "Mabuhay Jeepney Operators Association", "San Roque Parish",
                    "Isla Bakeshop", "Golden Harvest Rice Mill", "Magsaysay Elementary School", "Pacific Crew Manning Agency", "Dalisay Water District", "Lingap Cooperative"],
}

INSURERS = ["Star Shield Health Insurance", "Sentinel Mutual Assurance", "Bluecrest Health Cover", "Trustline General Insurance",
            "Harbourview Medical Aid Scheme", "Evergreen Life and Health", "Unity Care HMO", "Lifeguard Health Maintenance Ltd",
            "Amani Medical Insurance", "Kestrel Health Plan", "Sunrise Assurance Co", "Greenleaf HMO"]
TPAS = ["CareLink TPA Services", "MediBridge TPA Pvt Ltd", "Assure Claims Administrators", "Healthway TPA", "ClaimsFirst Administrators"]
NGOS = ["Sahyog Foundation", "Hope Springs Trust", "Arogya Mitra Society", "Lifelight Outreach", "Rural Eye Care Mission", "Tumaini Health Trust",
        "Mercy Wheels Initiative", "Sehat Sab Ke Liye Society", "Kasih Sayang Welfare Society", "Bayanihan Health Volunteers"]

PROFESSIONS = {
    "India": ["farmer", "auto-rickshaw driver", "tailor", "vegetable vendor", "software engineer", "school teacher", "daily wage labourer", "weaver",
              "security guard", "mason", "electrician", "bank clerk", "anganwadi worker", "housemaid", "dhobi", "carpenter", "truck driver", "staff nurse"],
    "Pakistan": ["farmer", "rickshaw driver", "brick kiln worker", "shopkeeper", "tailor", "schoolteacher", "labourer", "police constable", "mechanic",
                 "lady health worker", "cook", "embroidery worker", "truck driver", "barber"],
    "Nigeria": ["trader", "okada rider", "keke driver", "civil servant", "farmer", "tailor", "hairdresser", "teacher", "welder", "banker",
                "petty trader", "vulcanizer", "carpenter", "pastor", "nurse", "driver"],
    "Kenya": ["boda boda rider", "farmer", "teacher", "mama mboga", "matatu driver", "tea picker", "security guard", "mechanic", "fisherman",
              "casual labourer", "house help", "hotel cook", "jua kali artisan"],
    "Ghana": ["trader", "cocoa farmer", "fisherman", "seamstress", "trotro driver", "teacher", "galamsey miner", "kayayo", "carpenter",
              "hairdresser", "fishmonger", "storekeeper"],
    "South Africa": ["domestic worker", "miner", "taxi driver", "security guard", "teacher", "farm worker", "cashier", "electrician",
                     "spaza shop owner", "car guard", "nurse", "truck driver"],
    "Jamaica": ["higgler", "bus driver", "farmer", "fisherman", "hotel worker", "teacher", "mechanic", "security guard", "hairdresser",
                "construction worker", "call centre agent", "dressmaker"],
    "Malaysia": ["rubber tapper", "fisherman", "teacher", "lorry driver", "clerk", "factory operator", "hawker", "grab driver", "oil palm harvester",
                 "technician", "cook", "retired civil servant"],
    "Singapore": ["taxi driver", "hawker", "cleaner", "accountant", "engineer", "teacher", "security officer", "retiree", "delivery rider",
                  "sales executive", "shipyard worker", "cashier"],
    "Philippines": ["tricycle driver", "jeepney driver", "seaman", "call center agent", "sari-sari store owner", "fisherman", "farmer",
                    "domestic helper", "teacher", "construction worker", "OFW caregiver", "vendor"],
}

HOLIDAYS = {
    "India": ["Diwali", "Holi", "Pongal", "Onam", "Eid", "Christmas", "Dussehra"],
    "Pakistan": ["Eid", "Eid ul Adha", "Eid ul Fitr", "Independence Day"],
    "Nigeria": ["Christmas", "Easter", "Sallah", "New Year's Day", "Eid"],
    "Kenya": ["Christmas", "Easter", "Madaraka Day", "Jamhuri Day", "New Year's Day"],
    "Ghana": ["Christmas", "Easter", "Homowo", "New Year's Day"],
    "South Africa": ["Christmas", "Easter", "Heritage Day", "Freedom Day", "Boxing Day"],
    "Jamaica": ["Christmas", "Easter", "Emancipation Day", "Boxing Day", "Ash Wednesday"],
    "Malaysia": ["Hari Raya", "Chinese New Year", "Deepavali", "Christmas", "Hari Raya Haji"],
    "Singapore": ["Chinese New Year", "Hari Raya Puasa", "Deepavali", "Christmas", "National Day"],
    "Philippines": ["Christmas", "Holy Week", "Good Friday", "New Year's Day", "All Saints' Day"],
}

FOREIGN_COUNTRIES = ["Saudi Arabia", "United Arab Emirates", "Qatar", "UK", "United Kingdom", "USA", "Canada", "Oman", "Kuwait", "Hong Kong",
                     "Australia", "Germany", "China", "Thailand", "Indonesia", "Uganda", "Tanzania", "Cameroon", "Benin", "Togo", "Botswana",
                     "Zimbabwe", "Trinidad", "Bangladesh", "Nepal", "Sri Lanka"]

LANDMARKS = ["behind Hanuman Mandir", "opposite Bismillah Bakery", "near Jubilee Clock Tower", "beside the old water tank",
             "near Kasturi Cinema", "opposite Mama Ngina Market", "near the Baobab roundabout", "behind Tumaini Bus Stage",
             "near Sampaguita Chapel", "opposite Seri Indah Mosque", "next to Golden Dragon Temple", "near Zion Prayer Camp"]
LANDMARK_HEADS = ["Hanuman Mandir", "Bismillah Bakery", "Jubilee Clock Tower", "Kasturi Cinema", "Mama Ngina Market", "Baobab Roundabout",
                  "Tumaini Bus Stage", "Sampaguita Chapel", "Seri Indah Mosque", "Golden Dragon Temple", "Zion Prayer Camp", "Nkwanta Water Tower",
                  "Riverside Taxi Rank", "Kismat Petrol Pump", "Ubuntu Shopping Complex", "Lorong 5 Hawker Centre"]

# ---------------------------------------------------------------------------
# Hard negatives
# ---------------------------------------------------------------------------
LABS = [  # (analyte, unit, lo, hi, decimals, ref)
    ("Hb", "g/dL", 6.5, 16.5, 1, "12.0-16.0"), ("Hgb", "g/dL", 7.0, 16.0, 1, "13.0-17.0"),
    ("TLC", "/cumm", 3200, 18500, 0, "4000-11000"), ("WBC", "x10^9/L", 2.8, 19.5, 1, "4.0-11.0"),
    ("Plt", "x10^9/L", 45, 480, 0, "150-400"), ("Platelets", "lakh/cumm", 0.6, 4.5, 1, "1.5-4.0"),
    ("PCV", "%", 21, 49, 0, "36-46"), ("MCV", "fL", 62, 104, 0, "80-100"), ("ESR", "mm/hr", 4, 110, 0, "0-20"),
    ("Na", "mmol/L", 124, 149, 0, "135-145"), ("K", "mmol/L", 2.9, 6.1, 1, "3.5-5.1"), ("Cl", "mmol/L", 92, 112, 0, "98-107"),
    ("HCO3", "mmol/L", 14, 30, 0, "22-29"), ("BUN", "mg/dL", 6, 78, 0, "7-20"), ("Urea", "mg/dL", 14, 160, 0, "15-40"),
    ("Cr", "mg/dL", 0.5, 6.8, 1, "0.6-1.2"), ("Creatinine", "umol/L", 48, 620, 0, "60-110"), ("RBS", "mg/dL", 68, 420, 0, "70-140"),
    ("FBS", "mg/dL", 72, 310, 0, "70-100"), ("PPBS", "mg/dL", 98, 380, 0, "<140"), ("HbA1c", "%", 5.1, 13.2, 1, "<5.7"),
    ("INR", "", 0.9, 4.8, 1, "0.8-1.2"), ("PT", "sec", 11, 32, 1, "11-13.5"), ("T. Bili", "mg/dL", 0.3, 9.8, 1, "0.2-1.2"),
    ("SGPT", "U/L", 12, 410, 0, "7-56"), ("SGOT", "U/L", 14, 380, 0, "8-48"), ("ALT", "U/L", 10, 260, 0, "<40"), ("AST", "U/L", 11, 240, 0, "<40"),
    ("ALP", "U/L", 40, 520, 0, "44-147"), ("Albumin", "g/dL", 1.9, 4.9, 1, "3.5-5.0"), ("CRP", "mg/L", 1, 240, 0, "<6"),
    ("TSH", "mIU/L", 0.1, 18.5, 2, "0.4-4.0"), ("Uric acid", "mg/dL", 2.9, 11.4, 1, "3.5-7.2"), ("Lactate", "mmol/L", 0.6, 7.8, 1, "0.5-2.2"),
    ("Trop I", "ng/mL", 0.01, 4.6, 2, "<0.04"), ("Ca", "mg/dL", 7.1, 11.2, 1, "8.5-10.5"), ("Mg", "mg/dL", 1.2, 2.9, 1, "1.7-2.2"),
    ("CD4", "cells/uL", 42, 980, 0, ">500"), ("eGFR", "mL/min/1.73m2", 9, 118, 0, ">90"),
]
QUAL_LABS = ["MP (smear): negative", "MP: P. falciparum seen (++)", "RDT malaria: positive", "Widal: O 1:160, H 1:80", "HIV 1&2: non-reactive",
             "HBsAg: negative", "HCV Ab: non-reactive", "VDRL: non-reactive", "Urine albumin: trace", "Urine sugar: nil", "Urine pus cells 8-10/hpf",
             "Dengue NS1: positive", "Sputum AFB: not seen", "GeneXpert MTB: not detected", "Stool ova/cysts: nil", "Blood group: B positive",
             "RPR: non-reactive", "Urine ketones: ++", "Blood C/S: no growth after 48 h", "Mantoux: 14 mm induration"]
VITALS = ["BP {s}/{d} mmHg", "BP: {s}/{d}", "HR {hr}/min", "PR {hr} bpm", "pulse {hr}/min reg", "RR {rr}/min", "RR {rr}", "SpO2 {sp}% on RA",
          "SpO2 {sp}%", "T {tf} F", "Temp {tc} C", "T {tc}C", "GRBS {gr} mg/dL", "Wt {wt} kg", "Ht {ht} cm", "BMI {bmi}", "MUAC {muac} cm", "Pain {pain}/10"]
DRUGS = [("Tab. Paracetamol", "500 mg", "TDS"), ("Tab Paracetamol", "1 g", "QID PRN"), ("Inj. Ceftriaxone", "1 g IV", "BD"), ("Tab. Metformin", "500 mg", "BD"),
         ("Tab Amlodipine", "5 mg", "OD"), ("Tab. Atenolol", "50 mg", "OD"), ("Cap. Amoxicillin", "500 mg", "TDS x 5 days"), ("Syp. Cough linctus", "10 ml", "TDS"),
         ("Tab. Artemether-lumefantrine", "80/480 mg", "BD x 3 days"), ("Inj. Artesunate", "2.4 mg/kg IV", "at 0, 12, 24 h"), ("ORS", "1 sachet", "after each loose stool"),
         ("Tab. Zinc", "20 mg", "OD x 14 days"), ("Tab. Ferrous sulphate", "200 mg", "OD"), ("Tab. Folic acid", "5 mg", "OD"), ("Tab. Calcium carbonate", "500 mg", "BD"),
         ("Inj. Insulin glargine", "14 units SC", "HS"), ("Inj. Actrapid", "6 units SC", "pre-meals"), ("Tab. Losartan", "50 mg", "OD"), ("Tab. Atorvastatin", "20 mg", "HS"),
         ("Tab. Aspirin", "75 mg", "OD"), ("Tab. Clopidogrel", "75 mg", "OD"), ("Inj. Enoxaparin", "40 mg SC", "OD"), ("Tab. Pantoprazole", "40 mg", "OD before breakfast"),
         ("Inj. Pantoprazole", "40 mg IV", "OD"), ("Tab. Ondansetron", "4 mg", "SOS"), ("Inj. Metronidazole", "500 mg IV", "TDS"), ("Tab. Ciprofloxacin", "500 mg", "BD x 7 days"),
         ("Tab. Azithromycin", "500 mg", "OD x 3 days"), ("Neb. Salbutamol", "2.5 mg", "Q6H"), ("Inh. Budesonide", "200 mcg", "2 puffs BD"), ("Tab. Prednisolone", "40 mg", "OD x 5 days"),
         ("Tab. Furosemide", "40 mg", "OD"), ("Tab. Spironolactone", "25 mg", "OD"), ("Tab. Enalapril", "5 mg", "BD"), ("Tab. Hydrochlorothiazide", "12.5 mg", "OD"),
         ("Tab. TLD (tenofovir/lamivudine/dolutegravir)", "1 tab", "OD"), ("Tab. Cotrimoxazole", "960 mg", "OD"), ("Tab. Isoniazid", "300 mg", "OD"), ("Tab. Pyridoxine", "25 mg", "OD"),
         ("Tab. RHZE (4FDC)", "4 tabs", "OD"), ("Inj. Magnesium sulphate", "4 g IV", "loading dose"), ("Inj. Oxytocin", "10 IU IM", "stat"), ("Tab. Misoprostol", "600 mcg", "PO stat"),
         ("Tab. Methyldopa", "250 mg", "TDS"), ("Tab. Nifedipine SR", "20 mg", "BD"), ("Inj. Tetanus toxoid", "0.5 ml IM", "stat"), ("Tab. Albendazole", "400 mg", "single dose"),
         ("Inj. Diclofenac", "75 mg IM", "SOS"), ("Tab. Tramadol", "50 mg", "BD PRN"), ("Syp. Lactulose", "15 ml", "HS"), ("Tab. Levothyroxine", "50 mcg", "OD empty stomach"),
         ("Tab. Glimepiride", "1 mg", "OD"), ("Tab. Carbamazepine", "200 mg", "BD"), ("Tab. Sodium valproate", "500 mg", "BD"), ("Inj. Vitamin K", "1 mg IM", "stat"),
         ("Tab. Cetirizine", "10 mg", "HS"), ("Oint. Mupirocin", "2%", "local application TDS"), ("Eye drops Moxifloxacin", "0.5%", "1 drop QID"), ("IV NS", "1 L", "over 8 h"),
         ("IV RL", "500 ml", "bolus"), ("Inj. Furosemide", "20 mg IV", "stat")]
SCORES = ["GCS 15/15", "GCS E4V5M6", "GCS 11/15", "NEWS2 5", "NEWS2 score 2", "Wells score 4", "APGAR 8 and 9", "APGAR 7/10 at 1 min", "CURB-65 2",
          "qSOFA 1", "MMSE 24/30", "Bishop score 6", "Child-Pugh B", "NYHA class II", "NYHA III", "Killip I", "ASA II", "MEWS 3", "Glasgow-Blatchford 7",
          "CHA2DS2-VASc 3", "HAS-BLED 2", "PHQ-9 14", "Braden score 13", "Morse fall score 45", "mRS 3", "NIHSS 6", "Barthel index 60/100", "VAS 6/10",
          "Apgar 9/10", "Wells 2", "GAD-7 10", "Centor 3", "TIMI 2", "Alvarado 8", "Modified Rankin 2"]
EPONYMS = ["Parkinson's disease", "Babinski sign", "Foley catheter", "Kernig's sign", "Murphy's sign", "McBurney's point", "Hodgkin lymphoma",
           "Cushing's syndrome", "Addison's disease", "Graves' disease", "Bell's palsy", "Down syndrome", "Crohn's disease", "Ryle's tube",
           "Pfannenstiel incision", "Baker's cyst", "Colles' fracture", "Homans' sign", "Stevens-Johnson syndrome", "Guillain-Barre syndrome",
           "Burkitt lymphoma", "Kaposi sarcoma", "Hashimoto's thyroiditis", "Alzheimer's disease", "Wilms tumour", "Pott's spine", "Bartholin's cyst",
           "Kussmaul breathing", "Cheyne-Stokes breathing", "Trendelenburg position", "Rovsing's sign", "Tinel's sign", "Phalen's test",
           "Lachman test", "Romberg's test", "Allen's test", "Valsalva manoeuvre", "Hirschsprung disease", "Meckel's diverticulum", "Fallot's tetralogy"]
ICD = ["J18.9", "E11.9", "I10", "O24.4", "A09", "B50.9", "S72.0", "N39.0", "A01.0", "A90", "J45.9", "I21.9", "K35.8", "O14.1", "D50.9", "B20",
       "A15.0", "E86.0", "K29.7", "I63.9", "L03.1", "H66.9", "O80", "Z34.0", "R50.9", "M54.5", "K74.6", "N18.5", "G40.9", "T14.1"]
DEPTS = ["OPD", "Casualty", "Medicine", "Surgery", "OBG", "Paediatrics", "ICU", "MICU", "HDU", "NICU", "Labour Room", "Orthopaedics", "ENT",
         "Ophthalmology", "Dermatology", "Psychiatry", "Radiology", "Pathology", "A&E", "ED", "CCU", "Dialysis Unit"]
PUBLIC_BODIES = ["WHO", "UNICEF", "MOH", "ESIC", "CGHS", "PM-JAY", "NHIS", "NHIF", "SHA", "PhilHealth", "DOH", "NCDC", "CDC", "NACO", "RNTCP", "NTEP", "KEMSA", "NHI"]

# Ordinary uses of words that also occur as names (left unannotated)
WORD_USES = [
    "Patient will return if symptoms worsen.", "We hope to wean oxygen by tomorrow.", "Family hopes for early discharge.",
    "A grace period of 30 days applies to premium payment.", "Baker's cyst noted on the left knee.", "Advised a king-size bed is not needed; use bed rails.",
    "Relatives say recovery is a blessing.", "Precious little urine output overnight.", "Patient has faith in herbal remedies; counselled.",
    "Joy of the family at delivery noted; bonding good.", "Plan: will repeat RFT in 48 h.", "Mercy admission requested by family, declined.",
    "Patience advised re: slow improvement.", "No hope of follow-up in remote area; referred to CHW.", "Consent taken in good faith.",
    "Gift of blood from relatives arranged via blood bank.", "She will need a repeat scan.", "Comfort measures discussed.",
    "Nurse will check GRBS at 22:00.", "Green sputum x 3 days.", "Brown discharge PV, scanty.", "King's College criteria not met.",
    "Rose spots absent.", "Small bowel obstruction ruled out.", "Frank haematuria noted.", "Young adult, well built.", "Sterling response to antibiotics.",
]
