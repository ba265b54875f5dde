"""Invented name, place and organisation pools for the dev13-en bench set.

Everything here was written by hand for this set. Street, hospital, practice,
pharmacy, school, employer and insurer names are invented; towns, suburbs,
states and provinces are ordinary real place names (they are what notes
contain). Some surnames and towns are deliberately also eponyms used in the
clinical text (Parkinson, Graves, Bell, Wells, Glasgow, Ottawa, ...).
"""


def _w(s):
    return [x.strip() for x in s.split("|") if x.strip()]


# --------------------------------------------------------------------------
# Surnames by origin group
# --------------------------------------------------------------------------
SURNAMES = {
    "anglo": _w(
        "Smith|Jones|Taylor|Williams|Brown|Davies|Evans|Wilson|Thomas|Roberts|Johnson|Lewis|"
        "Walker|Robinson|Wood|Thompson|White|Watson|Jackson|Wright|Green|Harris|Cooper|King|"
        "Martin|Clarke|James|Morgan|Hughes|Edwards|Hill|Moore|Clark|Harrison|Scott|Morris|Hall|"
        "Turner|Carter|Phillips|Mitchell|Adams|Campbell|Anderson|Allen|Cook|Bailey|Parker|Miller|"
        "Davis|Murphy|Price|Bell|Baker|Griffiths|Kelly|Simpson|Marshall|Collins|Bennett|Cox|"
        "Richardson|Fox|Gray|Chapman|Hunt|Robertson|Shaw|Reynolds|Lloyd|Ellis|Richards|Russell|"
        "Wilkinson|Graham|Stewart|Reid|Murray|Powell|Palmer|Holmes|Rogers|Stevens|Walsh|Hunter|"
        "Thomson|Matthews|Ross|Owen|Mason|Knight|Kennedy|Butler|Saunders|Cole|Pearce|Dean|Foster|"
        "Harvey|Hudson|Gibson|Mills|Berry|Barnes|Pearson|Booth|Dixon|Grant|Gordon|Harper|Brooks|"
        "Carr|McDonald|Macdonald|Hamilton|Riley|Fisher|Barrett|Parkinson|Addison|Graves|Foley|"
        "Wells|Bishop|Stokes|Morse|Braden|Tanner|Cullen|Paget|Horner|Nelson|Gilbert|Todd|Hicks|"
        "Hawkins|Barlow|Blake|Lambert|Eaton|Ellison|Huntington|Norton|Waterlow|Dukes|Lister|"
        "Fleming|O'Brien|O'Neill|Byrne|Doyle|Quinn|Gallagher|Fitzgerald|McCarthy|Sullivan|"
        "Kavanagh|Donnelly|Brennan|MacLeod|Fraser|Sinclair|Ferguson|Mackenzie|Munro|Buchanan|"
        "Cameron|Davidson|Llewellyn|Pritchard|Vaughan|Howells|Bevan|Jenkins|Rees|Gwynne|Whitfield|"
        "Ashworth|Pemberton|Crowther|Haworth|Sutcliffe|Oakley|Kershaw|Tregear|Penrose|Trelawny"
    ),
    "south_asian": _w(
        "Patel|Shah|Sharma|Gupta|Singh|Kaur|Verma|Iyer|Iyengar|Nair|Menon|Pillai|Reddy|Rao|Naidu|"
        "Chowdhury|Banerjee|Chatterjee|Mukherjee|Bose|Das|Sen|Ghosh|Dutta|Desai|Mehta|Joshi|"
        "Kulkarni|Deshpande|Patil|Jadhav|Pawar|Gill|Sandhu|Dhillon|Grewal|Sidhu|Bhatt|Trivedi|"
        "Pandey|Mishra|Tiwari|Yadav|Chauhan|Malhotra|Kapoor|Khanna|Arora|Bhatia|Sethi|Krishnan|"
        "Subramanian|Raman|Venkatesh|Srinivasan|Natarajan|Ramachandran|Balasubramaniam|Kumar|"
        "Murthy|Hegde|Shetty|Kamath|Bhat|Fernandes|D'Souza|Varghese|Kurian|Mathew|Khan|Hussain|"
        "Qureshi|Siddiqui|Ansari|Sheikh|Chaudhry|Butt|Malik|Perera|Fernando|Jayasuriya|"
        "Wickramasinghe|Gunawardena|Bandara|Dissanayake|Goswami|Saxena|Agarwal|Bhattacharya"
    ),
    "east_asian": _w(
        "Chen|Wang|Li|Zhang|Liu|Yang|Huang|Zhao|Wu|Zhou|Xu|Ma|Zhu|Hu|Guo|Lin|Gao|Luo|Wong|Chan|"
        "Leung|Cheung|Lau|Ho|Tang|Ng|Yip|Tan|Lim|Goh|Teo|Kim|Park|Lee|Choi|Jung|Kang|Cho|Yoon|"
        "Nguyen|Tran|Le|Pham|Hoang|Phan|Vu|Dang|Bui|Ngo|Tanaka|Sato|Suzuki|Takahashi|Watanabe|"
        "Yamamoto|Nakamura|Kobayashi|Hashimoto|Kawasaki|Ito|Fong|Kwok|Tse|Chua"
    ),
    "filipino": _w(
        "Santos|Reyes|Cruz|Bautista|Ocampo|Mendoza|Dela Cruz|Villanueva|Ramos|Aquino|Castillo|"
        "Manalo|Soriano|Dizon|Pangilinan|Macaraeg|Tolentino|Magbanua"
    ),
    "maori": _w(
        "Ngata|Parata|Tipene|Te Whare|Rangi|Paewai|Harawira|Tamihana|Waititi|Horomona|Ruatapu|"
        "Te Kani|Poutama|Karaka|Mahuta|Wihongi|Hetaraka|Tautahi|Te Huia|Kereama"
    ),
    "pacific": _w(
        "Faleolo|Leota|Tuiasosopo|Sapolu|Aumua|Fonoti|Taufa|Fifita|Havili|Lolohea|Vake|"
        "Vainikolo|Naivalu|Tuqiri|Raikabula|Mata'afa|Fuimaono|Tupou"
    ),
    "african_sa": _w(
        "Dlamini|Nkosi|Ndlovu|Khumalo|Mokoena|Mahlangu|Zulu|Mthembu|Ngcobo|Cele|Mkhize|Buthelezi|"
        "Shabalala|Sithole|Msimang|Nxumalo|Mabaso|Gumede|Xaba|Hadebe|Mbatha|Ntuli|Mthethwa|Zwane|"
        "Molefe|Mofokeng|Tshabalala|Radebe|Motaung|Sibiya|Mathebula|Baloyi|Maluleke|Chauke|Sebola|"
        "Masilela|Mudau|Tshivhase|Makhubela|Phiri|Banda|Qwabe|Ngubane|Sokhela|Dyantyi|Mgxaji|Tyali|"
        "Mahlaba|Mabena|Letsoalo"
    ),
    "afrikaans": _w(
        "van der Merwe|Botha|Pretorius|Nel|du Plessis|van Wyk|Steyn|Fourie|Venter|Joubert|"
        "Swanepoel|Coetzee|Kruger|Visser|Jacobs|Smit|Le Roux|Erasmus|Marais|Bezuidenhout|"
        "Potgieter|Oosthuizen|van Zyl|Louw|Cilliers|de Villiers|Engelbrecht|Grobler"
    ),
    "west_african": _w(
        "Okafor|Okonkwo|Adeyemi|Adebayo|Olawale|Nwosu|Eze|Obi|Chukwu|Nwachukwu|Okeke|Adewale|"
        "Ogunleye|Balogun|Afolabi|Mensah|Owusu|Boateng|Asante|Osei|Appiah|Agyeman|Darko|Quaye|"
        "Diallo|Bah|Traoré|Sow|Keita|Onyango"
    ),
    "east_african": _w(
        "Mohamed|Abdi|Hassan|Warsame|Farah|Osman|Tesfaye|Bekele|Haile|Gebre|Alemu|Mekonnen|"
        "Kiplagat|Otieno|Wanjiru|Kamau|Mwangi|Odhiambo|Achieng|Nyambura"
    ),
    "middle_eastern": _w(
        "Haddad|Khoury|Nasser|Saleh|Mansour|Hamdan|Aziz|Rahman|Karimi|Hosseini|Ahmadi|Moradi|"
        "Rahimi|Tehrani|Yilmaz|Demir|Kaya|Şahin|Çelik|Aydın|Öztürk|Abboud|Farouk|El-Sayed|"
        "Ibrahim|Youssef|Darwish|Said|Habib|Najjar|Shamoun|Bitar|Jaber|Awad|Al-Amin"
    ),
    "european": _w(
        "Rossi|Russo|Ferrari|Esposito|Bianchi|Romano|Colombo|Ricci|Marino|Greco|Bruno|Gallo|"
        "Conti|De Luca|Costa|Papadopoulos|Georgiou|Nikolaidis|Dimitriou|Konstantinou|Pappas|"
        "Kowalski|Nowak|Wiśniewski|Wójcik|Kamiński|Lewandowski|Zieliński|Schmidt|Schneider|"
        "Fischer|Weber|Meyer|Wagner|Becker|Hoffmann|Schulz|Koch|Richter|Klein|Wolf|Braun|"
        "Hartmann|Roth|de Vries|Jansen|van Dijk|Bakker|Mulder|de Jong|Janssens|Peeters|Silva|"
        "Ferreira|Pereira|Oliveira|Sousa|Rodrigues|Martins|Gonçalves|Lopes|Dubois|Lefebvre|"
        "Moreau|Laurent|Girard|Tremblay|Gagnon|Roy|Côté|Bouchard|Gauthier|Pelletier|Bélanger|"
        "Lévesque|Ouellet|Nilsson|Johansson|Andersson|Larsen|Hansen|Jensen|Nielsen|Kovalenko|"
        "Shevchenko|Bondarenko|Ivanov|Petrov|Smirnov|Volkov|Horvat|Novak|Kovač|Nagy|Szabó|"
        "Popescu|Ionescu|Cohen|Levi|Friedman|Goldberg|Katz|Rosenberg"
    ),
    "hispanic": _w(
        "García|Rodríguez|Martínez|Hernández|López|González|Pérez|Sánchez|Ramírez|Torres|Flores|"
        "Rivera|Gómez|Díaz|Morales|Ortiz|Gutiérrez|Chávez|Ruiz|Jiménez|Vargas|Romero|Herrera|"
        "Medina|Aguilar|Vega|Castro|Delgado|Navarro|Salazar|Cabrera|Espinoza"
    ),
}

# --------------------------------------------------------------------------
# Given names by origin group and sex
# --------------------------------------------------------------------------
GIVEN = {
    "anglo": {
        "F": _w(
            "Emma|Olivia|Sophie|Charlotte|Amelia|Jessica|Hannah|Lucy|Chloe|Grace|Ella|Isabella|Ruby|"
            "Evie|Megan|Holly|Bethany|Abigail|Lauren|Rebecca|Rachel|Sarah|Laura|Claire|Joanne|Helen|"
            "Karen|Susan|Margaret|Patricia|Linda|Barbara|Elizabeth|Jennifer|Deborah|Dorothy|Joan|"
            "Jean|Irene|Doreen|Maureen|Beryl|Sheila|Pauline|Wendy|Tracey|Kylie|Shannon|Brooke|"
            "Courtney|Ashley|Brittany|Tiffany|Heather|Kimberly|Amanda|Melissa|Nicole|Stephanie|Gemma|"
            "Kirsty|Fiona|Morag|Eilidh|Siobhan|Niamh|Aoife|Bronwyn|Rhiannon|Carys|Cerys|Sian|Gwen|"
            "Edith|Mabel|Florence|Violet|Harriet|Victoria|Bridget|Lorraine"
        ),
        "M": _w(
            "Oliver|Jack|Harry|George|Charlie|Thomas|William|James|Henry|Samuel|Joseph|Daniel|Matthew|"
            "Benjamin|Luke|Ryan|Adam|Liam|Nathan|Jake|Connor|Callum|Kieran|Declan|Sean|Patrick|"
            "Brendan|Ciaran|Eoin|Hamish|Angus|Alistair|Fraser|Rhys|Gareth|Dylan|Owen|Dafydd|Ieuan|"
            "Robert|John|Michael|David|Richard|Charles|Christopher|Mark|Paul|Steven|Kevin|Brian|Gary|"
            "Wayne|Darren|Trevor|Nigel|Graham|Keith|Barry|Malcolm|Colin|Dennis|Kenneth|Harold|Arthur|"
            "Albert|Frederick|Walter|Stanley|Leonard|Cody|Tyler|Brandon|Dustin|Travis|Jordan|Logan|"
            "Lachlan|Bradley|Shane|Craig|Austin|Lincoln|Desmond"
        ),
    },
    "south_asian": {
        "F": _w(
            "Priya|Ananya|Aishwarya|Deepa|Divya|Kavya|Lakshmi|Meena|Nandini|Pooja|Radha|Rekha|"
            "Sangeetha|Shalini|Sunita|Usha|Vidya|Anjali|Aarti|Neha|Shruti|Swati|Jyoti|Geeta|Savitri|"
            "Parvati|Kamala|Harpreet|Manpreet|Gurpreet|Simran|Jaspreet|Fatima|Ayesha|Nazia|Farhana|"
            "Shabnam|Nimmi|Dilani|Chamari|Sowmya|Bhavana|Revathi|Padma|Indira|Mohini|Tanvi|Ishita|"
            "Riya|Keerthi"
        ),
        "M": _w(
            "Arjun|Rahul|Rohan|Vikram|Sanjay|Suresh|Ramesh|Rajesh|Mahesh|Ganesh|Anil|Sunil|Vijay|"
            "Ajay|Amit|Ankit|Deepak|Manoj|Pradeep|Prakash|Srinivas|Venkat|Karthik|Aravind|Harish|"
            "Girish|Naveen|Pavan|Kiran|Mohan|Gopal|Krishna|Balaji|Murugan|Senthil|Gurdeep|Harjit|"
            "Kuldeep|Jaswinder|Imran|Faisal|Tariq|Asif|Zubair|Irfan|Nuwan|Chaminda|Dinesh|Aditya|"
            "Siddharth|Rishi|Kabir"
        ),
    },
    "east_asian": {
        "F": _w(
            "Mei|Ling|Xiaoling|Yan|Jing|Hui|Fang|Xiu|Jia|Min-ji|Seo-yeon|Ji-woo|Hye-jin|Yuna|Sakura|"
            "Yuki|Haruka|Aiko|Mai|Linh|Thao|Huong|Ngoc|Lan|Hoa|Trang|Xinyi|Qing"
        ),
        "M": _w(
            "Wei|Jun|Hao|Lei|Jian|Ming|Tao|Qiang|Zhiwei|Jianguo|Min-jun|Seo-jun|Ji-ho|Hyun-woo|"
            "Dong-hyun|Hiroshi|Takeshi|Kenji|Daisuke|Haruto|Minh|Tuan|Hung|Duc|Quang|Khanh|Bao|Thanh"
        ),
    },
    "filipino": {
        "F": _w("Maricel|Rowena|Jocelyn|Lorna|Marites|Analyn|Cristina|Rosalie|Lovely"),
        "M": _w("Rodel|Jericho|Marlon|Rommel|Arnel|Reynaldo|Danilo|Ramil|Jomar"),
    },
    "maori": {
        "F": _w("Aroha|Mere|Huia|Kiri|Ngaio|Hinemoa|Marama|Anahera|Moana|Tui|Ataahua|Kahurangi"),
        "M": _w("Tane|Wiremu|Hemi|Rawiri|Nikau|Manaia|Tamati|Rewi|Hone|Mikaere|Kahu|Tama"),
    },
    "pacific": {
        "F": _w("Losa|Salote|Mele|Sina|Fetu|Lupe|Seini|Vika|Litia|Ana"),
        "M": _w("Sione|Tevita|Viliami|Semisi|Iosefa|Tavita|Paulo|Sefo|Jone|Maika"),
    },
    "african_sa": {
        "F": _w(
            "Thandiwe|Nomvula|Lindiwe|Zanele|Nokuthula|Sibongile|Thembeka|Lerato|Palesa|Dineo|"
            "Boitumelo|Refilwe|Nthabiseng|Khanyisile|Zodwa|Busisiwe|Naledi|Precious|Nandi|Ntombi|"
            "Zinhle|Unathi|Siphokazi|Ayanda"
        ),
        "M": _w(
            "Sipho|Thabo|Mandla|Bongani|Themba|Sibusiso|Lwazi|Sizwe|Musa|Vusi|Jabulani|Lungile|"
            "Tshepo|Kagiso|Tumelo|Katlego|Mpho|Luthando|Xolani|Andile|Siyabonga|Khaya"
        ),
    },
    "afrikaans": {
        "F": _w("Annelie|Marietjie|Elmarie|Riana|Sanet|Liezel|Anri|Mariska|Elsabé|Nadia|Wilna|Karlien"),
        "M": _w("Pieter|Johan|Hendrik|Jacobus|Gerrit|Francois|Dawid|Willem|Stefan|Riaan|Ruan|Jaco|"
                "Schalk|Wynand|Deon"),
    },
    "west_african": {
        "F": _w("Chiamaka|Ngozi|Adaeze|Folasade|Funmilayo|Yetunde|Kemi|Abena|Akosua|Ama|Efua|Adwoa|"
                "Blessing|Chinwe|Ifeoma"),
        "M": _w("Chinedu|Emeka|Obinna|Tunde|Babatunde|Olumide|Kwame|Kofi|Kwabena|Yaw|Kojo|Ifeanyi|"
                "Segun|Femi|Uchenna"),
    },
    "east_african": {
        "F": _w("Hodan|Amina|Fadumo|Hawa|Sagal|Tigist|Meron|Selam|Wanjiku|Njeri"),
        "M": _w("Abdirahman|Mahad|Liban|Abdullahi|Dawit|Yonas|Bereket|Kibet|Omondi|Juma"),
    },
    "middle_eastern": {
        "F": _w("Layla|Noor|Yasmin|Rania|Dalia|Mariam|Huda|Salma|Zeinab|Leila|Shirin|Parisa|Nasrin|"
                "Elif|Zeynep|Ayşe|Emine|Rana|Lina|Hiba"),
        "M": _w("Omar|Ahmed|Mohammed|Youssef|Khalid|Karim|Samir|Tarek|Ali|Reza|Dariush|Amir|Mehmet|"
                "Mustafa|Emre|Burak|Elias|Nabil|Walid|Fadi"),
    },
    "european": {
        "F": _w(
            "Giulia|Francesca|Chiara|Alessandra|Sofia|Eleni|Despina|Katerina|Agnieszka|Katarzyna|"
            "Małgorzata|Zofia|Anna|Ingrid|Astrid|Sigrid|Freya|Annika|Sanne|Femke|Marloes|Inês|"
            "Beatriz|Margarida|Amélie|Camille|Chantal|Geneviève|Nathalie|Isabelle|Élodie|Olena|"
            "Oksana|Svetlana|Irina|Natasha|Petra|Ivana|Zsófia|Ioana|Rivka|Miriam"
        ),
        "M": _w(
            "Marco|Luca|Giuseppe|Alessandro|Matteo|Giorgos|Nikos|Dimitris|Kostas|Piotr|Tomasz|"
            "Krzysztof|Paweł|Jakub|Lars|Erik|Magnus|Anders|Sven|Lukas|Jonas|Florian|Matthias|Joost|"
            "Sander|Bram|Tiago|João|Rui|Jean-Luc|Étienne|Mathieu|Julien|Philippe|Benoît|Andriy|"
            "Dmytro|Sergei|Igor|Ivan|Marek|Tomáš|Bogdan|Mihai|Avi|Eitan|Moshe"
        ),
    },
    "hispanic": {
        "F": _w("María|Guadalupe|Lucía|Valentina|Camila|Daniela|Gabriela|Ximena|Rosa|Carmen|Alejandra|"
                "Paola|Mariana|Yesenia|Luz|Marisol|Esperanza"),
        "M": _w("José|Juan|Luis|Carlos|Miguel|Javier|Alejandro|Diego|Mateo|Santiago|Jorge|Eduardo|"
                "Ricardo|Fernando|Rafael|Héctor|Raúl|Andrés"),
    },
}

# Nicknames used in narrative for some given names (patient "goes by").
NICKNAMES = {
    "Elizabeth": "Liz", "Margaret": "Peggy", "Robert": "Bob", "William": "Bill",
    "Patricia": "Trish", "Katarzyna": "Kasia", "Alessandro": "Sandro", "Christopher": "Chris",
    "Jennifer": "Jen", "Richard": "Rick", "Frederick": "Fred", "Kenneth": "Ken",
    "Babatunde": "Tunde", "Jacobus": "Koos", "Abdirahman": "Abdi", "Venkat": "Venky",
    "Siddharth": "Sid", "Deborah": "Debbie", "Samuel": "Sam", "Benjamin": "Ben",
    "Alejandra": "Ale", "Dorothy": "Dot", "Nokuthula": "Thuli", "Wiremu": "Wiri",
}

# Which origin groups dominate in which locale (weights).
LOCALE_ORIGINS = {
    "US": {"anglo": 40, "hispanic": 16, "european": 12, "east_asian": 8, "south_asian": 7,
           "west_african": 5, "middle_eastern": 5, "filipino": 4, "east_african": 3},
    "UK": {"anglo": 48, "south_asian": 16, "european": 12, "west_african": 7, "east_asian": 5,
           "middle_eastern": 6, "east_african": 4, "hispanic": 2},
    "CA": {"anglo": 32, "european": 18, "south_asian": 15, "east_asian": 14, "filipino": 6,
           "middle_eastern": 6, "hispanic": 3, "west_african": 3, "east_african": 3},
    "AU": {"anglo": 44, "european": 15, "east_asian": 14, "south_asian": 10, "middle_eastern": 6,
           "pacific": 4, "filipino": 4, "hispanic": 1, "east_african": 2},
    "NZ": {"anglo": 38, "maori": 22, "pacific": 13, "east_asian": 12, "south_asian": 8,
           "european": 5, "filipino": 2},
    "IN": {"south_asian": 94, "anglo": 2, "european": 2, "middle_eastern": 2},
    "ZA": {"african_sa": 46, "afrikaans": 20, "anglo": 15, "south_asian": 10, "european": 4,
           "west_african": 3, "east_african": 2},
}

# --------------------------------------------------------------------------
# Places per locale
# --------------------------------------------------------------------------
# US: (city, state abbreviation, state name, zip prefix 3 digits, area codes)
US_CITIES = [
    ("Boston", "MA", "Massachusetts", "021", ["617", "857"]),
    ("Framingham", "MA", "Massachusetts", "017", ["508", "774"]),
    ("Worcester", "MA", "Massachusetts", "016", ["508"]),
    ("Denver", "CO", "Colorado", "802", ["303", "720"]),
    ("Aurora", "CO", "Colorado", "800", ["303"]),
    ("Richmond", "VA", "Virginia", "232", ["804"]),
    ("Roanoke", "VA", "Virginia", "240", ["540"]),
    ("Springfield", "IL", "Illinois", "627", ["217"]),
    ("Addison", "IL", "Illinois", "601", ["630"]),
    ("Columbus", "OH", "Ohio", "432", ["614"]),
    ("Dayton", "OH", "Ohio", "454", ["937"]),
    ("Hamilton", "OH", "Ohio", "450", ["513"]),
    ("Tucson", "AZ", "Arizona", "857", ["520"]),
    ("Albany", "NY", "New York", "122", ["518"]),
    ("Geneva", "NY", "New York", "144", ["315"]),
    ("Old Lyme", "CT", "Connecticut", "063", ["860"]),
    ("Madison", "WI", "Wisconsin", "537", ["608"]),
    ("Fresno", "CA", "California", "937", ["559"]),
    ("Oakland", "CA", "California", "946", ["510"]),
    ("Bishop", "CA", "California", "935", ["760"]),
    ("Tacoma", "WA", "Washington", "984", ["253"]),
    ("Savannah", "GA", "Georgia", "314", ["912"]),
    ("Omaha", "NE", "Nebraska", "681", ["402"]),
    ("Knoxville", "TN", "Tennessee", "379", ["865"]),
    ("Wilson", "NC", "North Carolina", "278", ["252"]),
    ("Murphy", "NC", "North Carolina", "289", ["828"]),
    ("Allen", "TX", "Texas", "750", ["972"]),
    ("El Paso", "TX", "Texas", "799", ["915"]),
    ("Foley", "AL", "Alabama", "365", ["251"]),
    ("Duluth", "MN", "Minnesota", "558", ["218"]),
    ("Baton Rouge", "LA", "Louisiana", "708", ["225"]),
    ("Santa Fe", "NM", "New Mexico", "875", ["505"]),
    ("Huntington", "WV", "West Virginia", "257", ["304"]),
    ("Portland", "ME", "Maine", "041", ["207"]),
]

# UK: (town, county, postcode area, phone prefix)
UK_TOWNS = [
    ("Glasgow", "Lanarkshire", "G", "0141"), ("Wells", "Somerset", "BA", "01749"),
    ("Oxford", "Oxfordshire", "OX", "01865"), ("Edinburgh", "Midlothian", "EH", "0131"),
    ("Manchester", "Greater Manchester", "M", "0161"), ("Epworth", "Lincolnshire", "DN", "01427"),
    ("Bristol", "Avon", "BS", "0117"), ("Leeds", "West Yorkshire", "LS", "0113"),
    ("Norwich", "Norfolk", "NR", "01603"), ("Exeter", "Devon", "EX", "01392"),
    ("Cardiff", "South Glamorgan", "CF", "029"), ("Swansea", "West Glamorgan", "SA", "01792"),
    ("Bath", "Somerset", "BA", "01225"), ("Leicester", "Leicestershire", "LE", "0116"),
    ("Derby", "Derbyshire", "DE", "01332"), ("Norton", "North Yorkshire", "YO", "01653"),
    ("Durham", "County Durham", "DH", "0191"), ("York", "North Yorkshire", "YO", "01904"),
    ("Lincoln", "Lincolnshire", "LN", "01522"), ("Preston", "Lancashire", "PR", "01772"),
    ("Stockport", "Cheshire", "SK", "0161"), ("Kendal", "Cumbria", "LA", "01539"),
    ("Truro", "Cornwall", "TR", "01872"), ("Ipswich", "Suffolk", "IP", "01473"),
    ("Luton", "Bedfordshire", "LU", "01582"), ("Dundee", "Angus", "DD", "01382"),
    ("Aberdeen", "Aberdeenshire", "AB", "01224"), ("Inverness", "Inverness-shire", "IV", "01463"),
    ("Belfast", "County Antrim", "BT", "028"), ("Hexham", "Northumberland", "NE", "01434"),
    ("Shrewsbury", "Shropshire", "SY", "01743"), ("Barnstaple", "Devon", "EX", "01271"),
]

# Canada: (city, province abbreviation, province name, postal first letter, area codes)
CA_CITIES = [
    ("Toronto", "ON", "Ontario", "M", ["416", "647"]), ("Ottawa", "ON", "Ontario", "K", ["613"]),
    ("Hamilton", "ON", "Ontario", "L", ["905", "289"]), ("Mississauga", "ON", "Ontario", "L", ["905"]),
    ("Brampton", "ON", "Ontario", "L", ["905"]), ("London", "ON", "Ontario", "N", ["519"]),
    ("Kingston", "ON", "Ontario", "K", ["613"]), ("Sudbury", "ON", "Ontario", "P", ["705"]),
    ("Montréal", "QC", "Quebec", "H", ["514"]), ("Laval", "QC", "Quebec", "H", ["450"]),
    ("Gatineau", "QC", "Quebec", "J", ["819"]), ("Halifax", "NS", "Nova Scotia", "B", ["902"]),
    ("Moncton", "NB", "New Brunswick", "E", ["506"]), ("Fredericton", "NB", "New Brunswick", "E", ["506"]),
    ("Charlottetown", "PE", "Prince Edward Island", "C", ["902"]),
    ("St. John's", "NL", "Newfoundland and Labrador", "A", ["709"]),
    ("Winnipeg", "MB", "Manitoba", "R", ["204"]), ("Brandon", "MB", "Manitoba", "R", ["204"]),
    ("Regina", "SK", "Saskatchewan", "S", ["306"]), ("Saskatoon", "SK", "Saskatchewan", "S", ["306"]),
    ("Calgary", "AB", "Alberta", "T", ["403", "587"]), ("Edmonton", "AB", "Alberta", "T", ["780"]),
    ("Red Deer", "AB", "Alberta", "T", ["403"]), ("Vancouver", "BC", "British Columbia", "V", ["604"]),
    ("Richmond", "BC", "British Columbia", "V", ["604"]), ("Surrey", "BC", "British Columbia", "V", ["604"]),
    ("Victoria", "BC", "British Columbia", "V", ["250"]), ("Kelowna", "BC", "British Columbia", "V", ["250"]),
    ("Whitehorse", "YT", "Yukon", "Y", ["867"]), ("Yellowknife", "NT", "Northwest Territories", "X", ["867"]),
]

# Australia: (suburb, state abbr, state name, postcode, phone area code)
AU_SUBURBS = [
    ("Parramatta", "NSW", "New South Wales", "2150", "02"), ("Bondi", "NSW", "New South Wales", "2026", "02"),
    ("Newtown", "NSW", "New South Wales", "2042", "02"), ("Wagga Wagga", "NSW", "New South Wales", "2650", "02"),
    ("Dubbo", "NSW", "New South Wales", "2830", "02"), ("Richmond", "VIC", "Victoria", "3121", "03"),
    ("Footscray", "VIC", "Victoria", "3011", "03"), ("Geelong", "VIC", "Victoria", "3220", "03"),
    ("Ballarat", "VIC", "Victoria", "3350", "03"), ("Fitzroy", "VIC", "Victoria", "3065", "03"),
    ("Bendigo", "VIC", "Victoria", "3550", "03"), ("Mildura", "VIC", "Victoria", "3500", "03"),
    ("Toowoomba", "QLD", "Queensland", "4350", "07"), ("Cairns", "QLD", "Queensland", "4870", "07"),
    ("Townsville", "QLD", "Queensland", "4810", "07"), ("Southport", "QLD", "Queensland", "4215", "07"),
    ("Mackay", "QLD", "Queensland", "4740", "07"), ("Fremantle", "WA", "Western Australia", "6160", "08"),
    ("Joondalup", "WA", "Western Australia", "6027", "08"), ("Bunbury", "WA", "Western Australia", "6230", "08"),
    ("Glenelg", "SA", "South Australia", "5045", "08"), ("Elizabeth", "SA", "South Australia", "5112", "08"),
    ("Hobart", "TAS", "Tasmania", "7000", "03"), ("Launceston", "TAS", "Tasmania", "7250", "03"),
    ("Darwin", "NT", "Northern Territory", "0800", "08"), ("Alice Springs", "NT", "Northern Territory", "0870", "08"),
    ("Belconnen", "ACT", "Australian Capital Territory", "2617", "02"),
]

# New Zealand: (suburb or None, city, region, postcode, phone area code)
NZ_PLACES = [
    ("Ponsonby", "Auckland", "Auckland", "1011", "09"), ("Otāhuhu", "Auckland", "Auckland", "1062", "09"),
    ("Manurewa", "Auckland", "Auckland", "2102", "09"), ("Takapuna", "Auckland", "Auckland", "0622", "09"),
    ("Karori", "Wellington", "Wellington", "6012", "04"), ("Petone", "Lower Hutt", "Wellington", "5012", "04"),
    ("Riccarton", "Christchurch", "Canterbury", "8011", "03"), ("Papanui", "Christchurch", "Canterbury", "8053", "03"),
    ("Hamilton East", "Hamilton", "Waikato", "3216", "07"), ("Frankton", "Hamilton", "Waikato", "3204", "07"),
    ("Roslyn", "Dunedin", "Otago", "9010", "03"), ("Mount Maunganui", "Tauranga", "Bay of Plenty", "3116", "07"),
    (None, "Palmerston North", "Manawatū-Whanganui", "4410", "06"), (None, "Napier", "Hawke's Bay", "4110", "06"),
    (None, "Nelson", "Nelson", "7010", "03"), (None, "Invercargill", "Southland", "9810", "03"),
    (None, "Rotorua", "Bay of Plenty", "3010", "07"), (None, "Gisborne", "Gisborne", "4010", "06"),
    (None, "Whangārei", "Northland", "0110", "09"), (None, "Whanganui", "Manawatū-Whanganui", "4500", "06"),
]

# India: (locality, city, state, PIN prefix 3 digits, STD code)
IN_PLACES = [
    ("Koramangala", "Bengaluru", "Karnataka", "560", "080"), ("Jayanagar", "Bengaluru", "Karnataka", "560", "080"),
    ("Andheri East", "Mumbai", "Maharashtra", "400", "022"), ("Powai", "Mumbai", "Maharashtra", "400", "022"),
    ("Kothrud", "Pune", "Maharashtra", "411", "020"), ("Anna Nagar", "Chennai", "Tamil Nadu", "600", "044"),
    ("T. Nagar", "Chennai", "Tamil Nadu", "600", "044"), ("Salt Lake", "Kolkata", "West Bengal", "700", "033"),
    ("Banjara Hills", "Hyderabad", "Telangana", "500", "040"), ("Gachibowli", "Hyderabad", "Telangana", "500", "040"),
    ("Saket", "New Delhi", "Delhi", "110", "011"), ("Dwarka", "New Delhi", "Delhi", "110", "011"),
    ("Vastrapur", "Ahmedabad", "Gujarat", "380", "079"), ("Kakkanad", "Kochi", "Kerala", "682", "0484"),
    ("Gomti Nagar", "Lucknow", "Uttar Pradesh", "226", "0522"), ("Malviya Nagar", "Jaipur", "Rajasthan", "302", "0141"),
    ("Civil Lines", "Nagpur", "Maharashtra", "440", "0712"), ("Peelamedu", "Coimbatore", "Tamil Nadu", "641", "0422"),
    ("Kankarbagh", "Patna", "Bihar", "800", "0612"), ("Sector 17", "Chandigarh", "Chandigarh", "160", "0172"),
]
IN_LANDMARKS = _w(
    "Ganesh Temple|Hanuman Mandir|City Centre Mall|Old Bus Stand|St. Joseph's Church|"
    "Jama Masjid|Railway Colony Gate|Lakshmi Talkies|Sai Baba Temple|Water Tank|"
    "Police Chowki|Big Bazaar|Municipal Park|Clock Tower"
)

# South Africa: (suburb, city, province, postal code, phone area code)
ZA_PLACES = [
    ("Rondebosch", "Cape Town", "Western Cape", "7700", "021"), ("Khayelitsha", "Cape Town", "Western Cape", "7784", "021"),
    ("Bellville", "Cape Town", "Western Cape", "7530", "021"), ("Soweto", "Johannesburg", "Gauteng", "1804", "011"),
    ("Sandton", "Johannesburg", "Gauteng", "2196", "011"), ("Hatfield", "Pretoria", "Gauteng", "0083", "012"),
    ("Umlazi", "Durban", "KwaZulu-Natal", "4031", "031"), ("Berea", "Durban", "KwaZulu-Natal", "4001", "031"),
    ("Summerstrand", "Gqeberha", "Eastern Cape", "6001", "041"), (None, "Mthatha", "Eastern Cape", "5099", "047"),
    (None, "Polokwane", "Limpopo", "0699", "015"), (None, "Mbombela", "Mpumalanga", "1200", "013"),
    (None, "Bloemfontein", "Free State", "9301", "051"), (None, "Kimberley", "Northern Cape", "8301", "053"),
    (None, "Stellenbosch", "Western Cape", "7600", "021"), (None, "Pietermaritzburg", "KwaZulu-Natal", "3201", "033"),
    (None, "George", "Western Cape", "6529", "044"), ("Mamelodi", "Pretoria", "Gauteng", "0122", "012"),
]

COUNTRIES = _w(
    "Portugal|Fiji|Samoa|Tonga|the Philippines|Vietnam|India|Sri Lanka|Pakistan|Bangladesh|"
    "Nigeria|Ghana|Somalia|Ethiopia|Kenya|Zimbabwe|Mozambique|Lesotho|Lebanon|Iran|Turkey|Greece|"
    "Italy|Poland|Ukraine|Germany|the Netherlands|France|Spain|Mexico|Guatemala|Brazil|China|"
    "South Korea|Japan|Thailand|Indonesia|Malaysia|Singapore|Egypt|Jordan|Canada|Australia|"
    "New Zealand|South Africa|Ireland|Scotland|the United States|the UAE|Qatar|Nepal|Peru"
)

# Street name stems and suffixes per locale
STREET_STEMS = _w(
    "Elm|Maple|Oak|Birch|Cedar|Willow|Chestnut|Hawthorn|Rowan|Laurel|Magnolia|Juniper|Aspen|"
    "Linden|Sycamore|Alder|Poplar|Larch|Hazel|Holly|Heather|Bramble|Primrose|Foxglove|Meadow|"
    "Orchard|Mill|Church|Station|Chapel|School|Park|High|Bridge|Victoria|Albert|Queen|King|"
    "Prince|Windsor|Beacon|Harbour|Ridge|Valley|Spring|Brook|Riverside|Lakeview|Hillcrest|"
    "Sunnyside|Fairview|Greenfield|Kingsway|Northgate|Southend|Westbourne|Eastwood|Ashby|"
    "Carlton|Belmont|Clifton|Stanley|Wellington|Nelson|Drummond|Montgomery|Grafton|Cavendish|"
    "Lancaster|Pembroke|Hartley|Whitmore|Corbett|Ainsley|Ferris|Garfield|Tennyson|Byron"
)
STREET_STEMS_LOCAL = {
    "AU": _w("Wattle|Jacaranda|Banksia|Waratah|Bottlebrush|Kurrajong|Ironbark|Melaleuca|Coolabah|Kookaburra"),
    "NZ": _w("Kōwhai|Pōhutukawa|Rimu|Tōtara|Kauri|Mānuka|Tūī|Karaka|Nīkau|Harakeke"),
    "ZA": _w("Protea|Jacaranda|Fynbos|Baobab|Marula|Acacia|Nelson Mandela|Walter Sisulu|Oliver Tambo|Umngeni"),
    "IN": _w("MG|Gandhi|Nehru|Tagore|Ashoka|Gulmohar|Residency|Brigade|Cunningham|Anna Salai|Sardar Patel|Rajaji"),
    "CA": _w("Dufferin|Yonge|Bloor|Laurier|Maisonneuve|Sherbrooke|Portage|Jasper|Granville|Spadina"),
    "US": _w("Lincoln|Jefferson|Madison|Washington|Franklin|Adams|Monroe|Jackson|Cherry|Pine"),
    "UK": _w("Castle|Abbey|Priory|Manor|Vicarage|Rectory|Greenhill|Moorland|Fernhill|Dale"),
}
STREET_SUFFIX = {
    "US": ["Street", "St", "Avenue", "Ave", "Road", "Drive", "Dr.", "Lane", "Court", "Boulevard",
           "Blvd", "Place", "Way", "Terrace"],
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Gardens", "Terrace", "Mews", "Avenue",
           "Way", "Grove", "Drive", "Place", "Row"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court", "Way", "Place"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Parade", "Crescent", "Court", "Place", "Close",
           "Terrace", "Way"],
    "NZ": ["Street", "Road", "Avenue", "Terrace", "Crescent", "Place", "Drive", "Lane", "Way"],
    "IN": ["Road", "Main Road", "Cross Road", "Street", "Marg", "Nagar Main Road", "Lane"],
    "ZA": ["Street", "Road", "Avenue", "Drive", "Crescent", "Close", "Lane", "Way"],
}
IN_BUILDINGS = _w(
    "Sai Krupa Apartments|Shanti Niketan|Lakshmi Residency|Green Park Towers|Sunrise Enclave|"
    "Prestige Meadows|Vrindavan Heights|Shree Ganesh Complex|Mayfair Residency|Gokul Dham"
)
ZA_COMPLEXES = _w("Protea Gardens|Bluegum Mews|Die Eike|Seaview Court|Marula Estate|Jacaranda Villas")

# --------------------------------------------------------------------------
# Care sites (invented)
# --------------------------------------------------------------------------
HOSPITALS = {
    "US": _w(
        "Lakeshore Regional Medical Center|St. Brendan's Hospital|Mercy Ridge Hospital|"
        "Cedar Valley Medical Center|Northfield General Hospital|Bayview Community Hospital|"
        "Prairie Lutheran Hospital|Sutter Creek Memorial|Hollis County Medical Center|"
        "Redstone University Hospital|Good Samaritan of the Pines|Clearwater Heights Hospital"
    ),
    "UK": _w(
        "Royal Wexcombe Infirmary|St. Aldhelm's Hospital|Hartsmere General Hospital|"
        "Kingsbrook District Hospital|Ravensworth Royal Hospital|Queen Adela Hospital|"
        "Westmoor Community Hospital|Lydgate Park Hospital|Thornbury Vale Hospital"
    ),
    "CA": _w(
        "Northshore General Hospital|Mount Carroway Health Centre|St. Ignace Hospital|"
        "Riverbend Regional Health Centre|Lakehaven Memorial Hospital|Grey Pine Hospital|"
        "Hôpital Sainte-Amélie|Fraserview General Hospital"
    ),
    "AU": _w(
        "Harbourside Base Hospital|Southbank Private Hospital|Wattle Creek Hospital|"
        "St. Columba's Hospital|Kurrajong District Hospital|Bayside Regional Hospital|"
        "Ironbark Ridge Hospital|Coral Coast Hospital"
    ),
    "NZ": _w(
        "Kōwhai Valley Hospital|Rimu Bay Hospital|Harbourview Hospital|Te Puna Ora Hospital|"
        "Southern Lakes Hospital|Tōtara Heights Hospital|Kaimai Base Hospital"
    ),
    "IN": _w(
        "Sanjeevani Multispeciality Hospital|Sri Venkatesa Hospital|Lotus Heart Institute|"
        "Arogya Nursing Home|Shanti Memorial Hospital|Kaveri Medical Centre|"
        "Dhanvantari Hospital|Amrita Sagar Hospital|Seva Sadan Hospital"
    ),
    "ZA": _w(
        "Groote Vallei Hospital|Protea Park Hospital|Ubuntu Community Health Centre|"
        "Karoo Medical Centre|Umngeni Valley Hospital|Highveld Regional Hospital|"
        "Kloofsig Private Hospital|Sonskyn Clinic"
    ),
}
PRACTICES = {
    "US": _w("Greenway Internal Medicine|Riverside Family Health Center|Oak Hollow Pediatrics|"
             "Summit Primary Care|Harbor Point Family Practice|Elmwood Medical Group"),
    "UK": _w("Elm Park Surgery|Castlegate Medical Practice|Bridgewater Health Centre|"
             "Millbrook Surgery|The Old Forge Practice|Highfield Road Surgery"),
    "CA": _w("Bayview Family Health Team|Maplewood Medical Clinic|Riverside Walk-In Clinic|"
             "Clinique Médicale du Parc|Northgate Family Practice"),
    "AU": _w("Wattle Grove Medical Centre|Jacaranda Family Practice|Coastal Health GP Clinic|"
             "Banksia Street Medical|Southern Cross Family Doctors"),
    "NZ": _w("Rimu Street Medical Centre|Harbour Health GP|Kōwhai Family Doctors|"
             "Te Awa Medical Centre|Pukeko Health Clinic"),
    "IN": _w("Arogya Clinic|Dhanvantari Polyclinic|Shree Family Clinic|LifeCare Clinic|"
             "Sanjivani Health Centre"),
    "ZA": _w("Protea Family Practice|Sonskyn Medical Centre|Ubuntu Medical Rooms|"
             "Kloof Street Medical Centre|Fynbos GP Practice"),
}
PHARMACIES = {
    "US": _w("Corner Drug Pharmacy|Maple Street Pharmacy|Bayside Apothecary|FamilyCare Pharmacy"),
    "UK": _w("Hollins Lane Pharmacy|Castlegate Chemist|Wexcombe Pharmacy|Millbrook Pharmacy"),
    "CA": _w("Northgate Pharmacy|Pharmacie du Quartier|Lakeshore Drug Mart|Maple Leaf Pharmacy"),
    "AU": _w("Banksia Chemist|Harbourside Pharmacy|Wattle Grove Discount Chemist"),
    "NZ": _w("Kōwhai Pharmacy|Rimu Street Pharmacy|Harbour Chemist"),
    "IN": _w("Sri Sai Medicals|Apollo Road Medical Stores|Lakshmi Pharmacy|Jan Seva Medicals"),
    "ZA": _w("Protea Pharmacy|Umhlaba Pharmacy|Fynbos Apteek"),
}
CARE_HOMES = {
    "US": _w("Willow Crest Assisted Living|Pinegrove Nursing Center"),
    "UK": _w("Beechwood Care Home|Ashdene Residential Home"),
    "CA": _w("Maple Grove Long-Term Care|Résidence Belle-Rive"),
    "AU": _w("Banksia Lodge Aged Care|Wattle House Residential Care"),
    "NZ": _w("Kōwhai Rest Home|Tōtara Lodge"),
    "IN": _w("Anandam Senior Living|Shanti Old Age Home"),
    "ZA": _w("Huis Jacaranda Frail Care|Ubuntu Frail Care Centre"),
}
WARD_NAMES = _w(
    "Rowan Ward|Kōwhai Ward|Jacaranda Ward|Nightingale Ward|Lister Ward|Fleming Ward|"
    "Waratah Ward|Protea Ward|Maple Unit|Cedar Ward|Holly Ward|Aster Ward|Tōtara Ward|"
    "Lotus Ward|Banksia Unit|Cavell Ward|Seacole Ward|Larch Ward"
)
WARD_LOCAL = {
    "NZ": ["Kōwhai Ward", "Tōtara Ward"], "AU": ["Waratah Ward", "Banksia Unit", "Jacaranda Ward"],
    "ZA": ["Protea Ward", "Jacaranda Ward"], "IN": ["Lotus Ward"], "CA": ["Maple Unit"],
}
WARD_GENERIC = ["Rowan Ward", "Nightingale Ward", "Lister Ward", "Fleming Ward", "Cedar Ward", "Holly Ward",
                "Aster Ward", "Cavell Ward", "Seacole Ward", "Larch Ward"]
BUILDINGS = _w(
    "Kauri Building|Harrington Wing|Seacole Building|Tower B|Lister Block|East Pavilion|"
    "Banyan Block|Jubilee Wing|Florey Centre|Acacia House"
)

# --------------------------------------------------------------------------
# Organisations (invented): employers, schools, churches, insurers, agencies
# --------------------------------------------------------------------------
EMPLOYERS = {
    "US": _w("Acme Freight|Tri-County Paving|Lakeshore Credit Union|Bluefin Logistics|"
             "Hollis County School District|Prairie Grain Co-op|Redstone Steelworks|Summit Roofing"),
    "UK": _w("Wexcombe Borough Council|Penrose Haulage|Castlegate Bakery|Northern Rail Engineering|"
             "Albion Print Works|Moorland Dairies|Harbourside Joinery"),
    "CA": _w("Northshore Paper Mill|Maple Leaf Transit|Laurentian Lumber|Fraser Valley Farms|"
             "Prairie Potash Ltd|Bluewater Fisheries"),
    "AU": _w("Southern Cross Mining|Coral Coast Tours|Wattle Creek Abattoir|Bayside Council|"
             "Ironbark Builders|Sunshine Coast Freight"),
    "NZ": _w("Kaimai Kiwifruit|Harbourview Port Company|Southern Lakes Dairy|Rimu Forestry Ltd|"
             "Tōtara Civil Contractors"),
    "IN": _w("Infotrek Systems|Kaveri Textiles|Sahyadri Motors|Deccan Cement Works|"
             "Ganga Agro Foods|Bharat Auto Components"),
    "ZA": _w("Highveld Platinum|Umhlaba Construction|Karoo Wool Traders|Cape Fruit Packers|"
             "Ubuntu Taxi Association|Marula Security Services"),
}
SCHOOLS = {
    "US": _w("Riverside Elementary School|Lincoln Park Middle School|Cedar Valley High School"),
    "UK": _w("St. Aldhelm's Primary School|Castlegate Academy|Millbrook Comprehensive"),
    "CA": _w("Maplewood Public School|École Sainte-Amélie|Northshore Secondary School"),
    "AU": _w("Banksia Primary School|Wattle Creek State High School|St. Columba's College"),
    "NZ": _w("Rimu Bay School|Kōwhai Intermediate|Tōtara Heights College"),
    "IN": _w("Vidya Niketan School|St. Joseph's Convent School|Kendriya Vidyalaya No. 2"),
    "ZA": _w("Hoërskool Jacaranda|Umngeni Primary School|Protea High School"),
}
CHURCHES = _w(
    "St. Matthew's Parish|Grace Fellowship Church|Holy Cross Catholic Church|"
    "Bethel Assembly|Kingdom Hall of Riverside|Shri Ram Mandir Trust|Al-Noor Mosque|"
    "Beth Shalom Synagogue|Zion Christian Congregation"
)
INSURERS = {
    "US": _w("Meridian Mutual Health|Keystone BlueShield|Pinnacle Care Plans|Harborline Health Plan"),
    "UK": _w("Albion Health Assurance|Wexford Private Medical"),
    "CA": _w("Laurentian Life Benefits|Northstar Group Insurance"),
    "AU": _w("Southern Cross Health Fund|Coral Health Insurance|Banksia Health Cover"),
    "NZ": _w("Kōwhai Health Insurance|Pacific Shield Health"),
    "IN": _w("Suraksha General Insurance|Kavach Health TPA|Jeevan Raksha Insurance"),
    "ZA": _w("Karoo Health Medical Scheme|Protea Medical Aid|Umhlaba Health Scheme"),
}
AMBULANCE = {
    "US": _w("Hollis County EMS|Metro Lifeline Ambulance"),
    "UK": _w("Wexcombe Ambulance Service|Northern Counties Ambulance Service"),
    "CA": _w("Northshore Paramedic Services|Ambulances Laurentides"),
    "AU": _w("Coral Coast Ambulance|Southern Districts Ambulance Service"),
    "NZ": _w("Kaimai Ambulance Trust|Harbour Rescue Ambulance"),
    "IN": _w("Jeevan Rekha Ambulance|Sanjeevani Emergency Services"),
    "ZA": _w("Umhlaba Emergency Medical Services|Lifeline Rescue Ambulance"),
}
AGENCIES = _w(
    "Bluebell Homecare|Helping Hands Home Support|Caring Angels Agency|Riverside Community Care|"
    "HomeFirst Nursing|Kindred Carers|Sunrise Home Help|Ubuntu Home Based Care"
)
CLUBS = _w("Eastside Bowls Club|Harbour Rugby Club|Northgate Cycling Club|Riverside Darts League|"
           "Hilltop Golf Club|Lakeside Rowing Club")

# --------------------------------------------------------------------------
# Occupations (patient and relatives)
# --------------------------------------------------------------------------
PROFESSIONS = _w(
    "welder|teacher|primary school teacher|truck driver|bus driver|electrician|plumber|"
    "accountant|software engineer|nurse|midwife|farmer|dairy farmer|fisherman|chef|cook|"
    "cleaner|security guard|police officer|firefighter|carpenter|builder|bricklayer|roofer|"
    "mechanic|panel beater|hairdresser|shop assistant|cashier|librarian|lawyer|solicitor|"
    "pharmacist|dentist|architect|civil engineer|miner|forklift driver|warehouse worker|"
    "taxi driver|delivery driver|postman|factory worker|seamstress|tailor|bank teller|"
    "real estate agent|journalist|photographer|musician|pastor|imam|priest|social worker|"
    "care assistant|childcare worker|receptionist|office manager|university lecturer|"
    "IT technician|call centre operator|landscaper|gardener|painter and decorator|"
    "domestic worker|street vendor|auto-rickshaw driver|tea estate supervisor|shepherd|"
    "professional cyclist|jockey|boilermaker|sheet-metal worker|sign writer|court clerk|"
    "veterinarian|pilot|flight attendant|customs officer|soldier|naval officer"
)

RELATIONS = {
    "F": ["wife", "daughter", "mother", "sister", "granddaughter", "niece", "partner", "aunt"],
    "M": ["husband", "son", "father", "brother", "grandson", "nephew", "partner", "uncle"],
}
OTHER_PEOPLE = ["neighbour", "friend", "carer", "flatmate", "landlady", "employer", "manager"]

# Email providers (invented)
MAIL_DOMAINS = {
    "US": ["mailhub.com", "fastpost.net", "inboxly.com"],
    "UK": ["postbox.co.uk", "mailhub.com", "brightmail.co.uk"],
    "CA": ["maplemail.ca", "fastpost.net"],
    "AU": ["ozpost.com.au", "mailhub.com"],
    "NZ": ["kiwimail.co.nz", "fastpost.net"],
    "IN": ["netzone.in", "mailhub.com", "sampark.co.in"],
    "ZA": ["webpos.co.za", "mailhub.com"],
}

HOLIDAYS = {
    "US": ["Thanksgiving", "Christmas", "Christmas Eve", "the Fourth of July", "Labor Day", "New Year's Day", "Easter"],
    "UK": ["Christmas", "Boxing Day", "Easter Monday", "New Year's Day", "Bonfire Night"],
    "CA": ["Canada Day", "Christmas", "Thanksgiving", "Victoria Day", "New Year's Eve"],
    "AU": ["Anzac Day", "Christmas", "Boxing Day", "Australia Day", "Easter"],
    "NZ": ["Waitangi Day", "Christmas", "Matariki", "Anzac Day", "Labour Day"],
    "IN": ["Diwali", "Holi", "Pongal", "Eid", "Christmas", "Onam"],
    "ZA": ["Heritage Day", "Christmas", "Freedom Day", "Easter", "New Year's Day"],
}


def all_surnames():
    seen, out = set(), []
    for grp in SURNAMES.values():
        for s in grp:
            if s not in seen:
                seen.add(s)
                out.append(s)
    return out


def all_given():
    seen, out = set(), []
    for grp in GIVEN.values():
        for sex in ("F", "M"):
            for g in grp[sex]:
                if g not in seen:
                    seen.add(g)
                    out.append(g)
    return out


if __name__ == "__main__":
    print("surnames", len(all_surnames()), "given", len(all_given()))
