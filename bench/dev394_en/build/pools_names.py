"""Personal-name pools for dev394_en (invented combinations, many origins).

Each origin maps to (male first names, female first names, surnames), written as
'|'-separated strings so that multi-word names stay intact.  Several names are
also ordinary English words (Hope, Faith, May, Grant, Mason, Fields, Waters...),
or look like places (Jordan, Georgia, Chad, Sydney, Florence, London).
"""


def _s(x):
    return [w.strip() for w in x.split("|") if w.strip()]


ORIGINS = {
    "anglo": (
        _s("James|Oliver|Thomas|Harry|George|William|Jack|Daniel|Matthew|Samuel|Callum|Liam|"
           "Connor|Ethan|Noah|Mason|Hunter|Chase|Grant|Frank|Will|Mark|Bill|Dallas|Austin|"
           "Jordan|Chad|Rocky|Miles|Dean|Gene|Clay|Drew|Glen|Dale"),
        _s("Emily|Charlotte|Sophie|Hannah|Grace|Lucy|Olivia|Chloe|Hope|Faith|Joy|Rose|May|"
           "June|April|Summer|Dawn|Ivy|Ruby|Amber|Violet|Florence|Georgia|Sydney|Paris|Penny|"
           "Holly|Heather|Brooke|Robin|Crystal|Sandy|Sunny|Pearl"),
        _s("Smith|Jones|Taylor|Brown|Williams|Wilson|Johnson|Davies|Robinson|Wright|Thompson|"
           "Evans|Walker|White|Roberts|Green|Hall|Wood|Jackson|Clarke|Baker|Cook|Mason|Hunter|"
           "Fox|Bell|Ford|Price|Long|Young|Strong|Rich|Moss|Reed|Fields|Marsh|Hill|Lane|Black|"
           "Banks|Church|Booth|London|Chambers|Frost|Winter|Day|Knight|Bishop|Sharp|Waters|"
           "Rivers|Brook|Swift|Stone|Hardy|Gray|Bond|Cross|Parsons|Carter|Fletcher|Smith-Jones"),
    ),
    "irish": (
        _s("Cian|Oisín|Darragh|Seán|Pádraig|Ciarán|Eoin|Fionn|Colm|Declan|Ronan|Donal"),
        _s("Aoife|Siobhán|Niamh|Ciara|Saoirse|Róisín|Sinéad|Orla|Gráinne|Clodagh|Aisling"),
        _s("Murphy|O'Brien|Kelly|Walsh|O'Sullivan|McCarthy|Byrne|Ryan|O'Connor|Doyle|"
           "Fitzgerald|Kavanagh|Keane|Brennan|Moloney|Gallagher|Nolan|Ní Bhriain|Mac Giolla Phádraig"),
    ),
    "celtic": (
        _s("Rhys|Dafydd|Iwan|Angus|Hamish|Gethin|Euan|Fraser"),
        _s("Morag|Eilidh|Ffion|Cerys|Isla|Catriona|Bethan|Seren"),
        _s("MacLeod|Campbell|Fraser|Mackenzie|Jenkins|Pritchard|Llewellyn|Rees|Griffiths|"
           "Vaughan|McIntyre|Buchanan"),
    ),
    "nigerian": (
        _s("Adebayo|Oluwaseun|Babatunde|Chinedu|Emeka|Ikechukwu|Tunde|Femi|Godwin|Chukwudi|Segun"),
        _s("Folasade|Adaeze|Ngozi|Chiamaka|Funmilayo|Yetunde|Blessing|Precious|Favour|Ifeoma|Temitope"),
        _s("Okonkwo|Adeyemi|Okafor|Nwosu|Balogun|Oyelaran|Eze|Obi|Adeleke|Ogunleye|Afolabi|"
           "Nnamdi|Olawale|Uzoma|Akinola"),
    ),
    "ghanaian": (
        _s("Kwame|Kofi|Kwabena|Yaw|Kojo|Kwaku|Kwesi|Fiifi"),
        _s("Ama|Akosua|Abena|Efua|Adwoa|Afia|Esi|Akua"),
        _s("Mensah|Asante|Owusu|Boateng|Osei|Appiah|Agyeman|Darko|Addo|Quaye|Amoah|Ofori"),
    ),
    "eastafrican": (
        _s("Otieno|Kamau|Mugisha|Baraka|Juma|Musa|Tendai|Amani|Kato|Wasswa"),
        _s("Wanjiru|Achieng|Nakato|Namusoke|Zawadi|Neema|Nyambura|Rehema|Auma"),
        _s("Mwangi|Odhiambo|Kiprop|Wekesa|Ssempala|Nantongo|Mutua|Kariuki|Onyango|"
           "Byaruhanga|Mwale|Banda|Phiri|Chirwa"),
    ),
    "hornafrica": (
        _s("Abdirahman|Mohamed|Yonas|Dawit|Abdullahi|Liban|Tesfay|Bereket"),
        _s("Hodan|Fadumo|Hawa|Ayaan|Selam|Tigist|Meron|Sahra|Filsan"),
        _s("Warsame|Abdi|Farah|Hassan|Jama|Tesfaye|Bekele|Haile|Gebremariam|Osman|Yusuf"),
    ),
    "southasian": (
        _s("Arjun|Rahul|Sanjay|Vikram|Imran|Bilal|Harpreet|Gurpreet|Rajesh|Karthik|Anil|"
           "Farhan|Tariq|Sunil|Dilshan|Prakash|Rohan|Zubair"),
        _s("Priya|Ananya|Deepa|Sunita|Kavya|Nusrat|Ayesha|Fatima|Shabnam|Lakshmi|Meera|Noor|"
           "Simran|Anjali|Tahmina|Nirmala|Ishani"),
        _s("Patel|Sharma|Singh|Kaur|Gill|Sandhu|Khan|Hussain|Begum|Rahman|Chowdhury|Iyer|Nair|"
           "Raman|Reddy|Krishnan|Desai|Mehta|Shah|Qureshi|Malik|Siddiqui|Perera|Fernando|"
           "Jayasuriya|Wickramasinghe|Gurung|Thapa|Bhattarai|Uddin"),
    ),
    "eastasian": (
        _s("Wei|Jun|Hao|Ming|Minh|Duc|Tuan|Ji-ho|Hyun|Somchai|Niran|Kenji|Rodrigo|Jose Mari"),
        _s("Mei|Xiu|Li Na|Yan|Linh|Thao|Hoa|Ji-woo|Seo-yeon|Ploy|Maria Luz|Analyn|Yuki"),
        _s("Chen|Wang|Li|Zhang|Liu|Huang|Lim|Tan|Ng|Wong|Cheung|Nguyen|Tran|Pham|Le|Vo|Kim|"
           "Park|Lee|Choi|Santos|Reyes|Cruz|Bautista|Dela Cruz|Villanueva|Mendoza|Aquino|"
           "Srisai|Charoenkul|Tanaka"),
    ),
    "pacific": (
        _s("Manaia|Tane|Wiremu|Rawiri|Sione|Tevita|Hemi|Nikau|Ioane"),
        _s("Aroha|Mere|Hine|Kiri|Losa|Mele|Anahera|Moana|Ana"),
        _s("Ngata|Te Whare|Tuhiwai|Parata|Tupou|Fifita|Faleolo|Taufa|Leaupepe|Tawhiri|"
           "Karaka|Rangi"),
    ),
    "arabic": (
        _s("Omar|Yusuf|Khalid|Samir|Hamza|Karim|Tariq|Nabil|Faisal"),
        _s("Layla|Amira|Mariam|Nour|Rania|Salma|Yasmin|Huda|Dalia"),
        _s("Al-Hassan|Haddad|Nasser|Khoury|Mansour|Saleh|El-Sayed|Aziz|Barakat|Hamdan"),
    ),
    "latin": (
        _s("Carlos|Diego|Alejandro|Mateo|Luis|José|Andrés|Joao|Thiago"),
        _s("María|Lucía|Camila|Valentina|Paola|Ximena|Guadalupe|Beatriz|Fernanda"),
        _s("García|Rodríguez|Martínez|López|Hernández|González|Pérez|Sánchez|Ramírez|Torres|"
           "Flores|Ortiz|Castillo|da Silva|Oliveira|Souza|Pereira"),
    ),
    "european": (
        _s("Piotr|Tomasz|Nikos|Marco|Lukas|Sven|Jan|Matteo|Andrei"),
        _s("Katarzyna|Agnieszka|Eleni|Giulia|Anja|Ingrid|Zoë|Ilse|Ioana"),
        _s("Nowak|Kowalski|Wiśniewska|Papadopoulos|Rossi|Bianchi|Müller|Schmidt|Jansen|"
           "Van der Berg|Lindqvist|Novák|Popescu|De Vries"),
    ),
}

ORIGIN_KEYS = sorted(ORIGINS)

# relative weight of each origin among residents of each country
ORIGIN_WEIGHTS = {
    "UK": {"anglo": 30, "irish": 4, "celtic": 8, "nigerian": 10, "ghanaian": 7, "eastafrican": 5,
           "hornafrica": 5, "southasian": 16, "eastasian": 5, "pacific": 0, "arabic": 4,
           "latin": 2, "european": 6},
    "US": {"anglo": 30, "irish": 5, "celtic": 2, "nigerian": 8, "ghanaian": 4, "eastafrican": 4,
           "hornafrica": 7, "southasian": 10, "eastasian": 10, "pacific": 1, "arabic": 4,
           "latin": 14, "european": 4},
    "CA": {"anglo": 26, "irish": 5, "celtic": 5, "nigerian": 7, "ghanaian": 4, "eastafrican": 5,
           "hornafrica": 6, "southasian": 15, "eastasian": 12, "pacific": 1, "arabic": 5,
           "latin": 5, "european": 6},
    "AU": {"anglo": 30, "irish": 5, "celtic": 5, "nigerian": 2, "ghanaian": 1, "eastafrican": 4,
           "hornafrica": 3, "southasian": 13, "eastasian": 16, "pacific": 7, "arabic": 5,
           "latin": 2, "european": 7},
    "NZ": {"anglo": 28, "irish": 3, "celtic": 5, "nigerian": 1, "ghanaian": 1, "eastafrican": 2,
           "hornafrica": 2, "southasian": 12, "eastasian": 12, "pacific": 24, "arabic": 2,
           "latin": 2, "european": 6},
    "IE": {"anglo": 12, "irish": 40, "celtic": 3, "nigerian": 10, "ghanaian": 2, "eastafrican": 3,
           "hornafrica": 2, "southasian": 9, "eastasian": 5, "pacific": 0, "arabic": 3,
           "latin": 5, "european": 10},
}

# user-name styles for EHR / LIS logins
USERNAME_STYLES = ["{f1}{last}", "{first}.{last}", "{last}{f1}", "{f1}{last}{n}", "{first}{n}",
                   "{f1}{m1}{last}", "{last}_{f1}"]
