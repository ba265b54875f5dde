"""Invented-name pools for dev318_en, grouped by naming tradition so that a
family usually shares one. Written by hand for this set; combinations are
random, so every full name is invented."""


def _s(text):
    return [x.strip() for x in text.split("|") if x.strip()]


ORIGINS = {
    "anglo": {
        "F": _s("""Amelia|Harriet|Imogen|Rosalind|Penelope|Beatrice|Edith|Margaret|Dorothy|Jean|Patricia|
Linda|Deborah|Tamsin|Kerensa|Megan|Hollie|Chloe|Bronwyn|Kirsty|Tegan|Lorraine|Sharon|Tracey|
Ruth|Hannah|Olive|Pearl|Ivy|Jade|Skye|Philippa|Rhiannon|Cerys|Bethan|Eilidh|Morag|Shona|
Heather|Kayleigh|Madison|Brittany|Janelle|Gwendolyn|Winifred|Ebony|Ottilie|Naomi"""),
        "M": _s("""Alistair|Rupert|Hugo|Barnaby|Toby|Nigel|Graham|Trevor|Keith|Derek|Malcolm|Colin|
Hamish|Angus|Callum|Fraser|Euan|Lachlan|Dafydd|Gethin|Rhodri|Owain|Bryn|Iestyn|Jasper|Rowan|
Felix|Stanley|Reginald|Clive|Gordon|Bernard|Warrick|Darcy|Brodie|Wayne|Shane|Troy|Dean|
Cody|Brandon|Tucker|Garrett|Walter|Arthur|Leonard|Caleb|Silas|Reuben"""),
        "S": _s("""Ashworth|Blackwood|Cartwright|Dunmore|Fairclough|Gorringe|Hollingsworth|Ingleby|
Kettleborough|Lambourne|Marchbank|Netherwood|Oakshott|Pettigrew|Quarrington|Rowntree|Shacklock|
Thistlewood|Underhill|Vickerstaff|Wainwright|Yardley|MacAulay|Drummond|Lennox|Urquhart|Pryce|
Llewellyn|Vaughan-Jones|Penhaligon|Trevithick|Hendry|Dalgleish|Ellery|Frobisher|Gallacher|
Hargreaves|Illingworth|Jessop|Baker|Mason|Hunter|Fletcher|Thatcher|Cooper|Sawyer|Archer|Rose|
Bird|Steel|Goodwin|Merriman|Threlfall|Ackroyd|Bamford|Crowther|Greenhalgh|Haworth|Sutcliffe|
Barraclough|Pickersgill|Featherstone|Gillespie|Abernethy|Buchanan|McKellar|Strachan|Moffat|
Ogilvie|Sinclair|Brinkworth|Calloway|Devereux|Eastwood|Fenwick|Goldsworthy|Harrowby|Iredale|
Jellicoe|Kingsmill|Larkham|Mortimer|Northcott|Pemberton|Radcliffe|Stainton|Tolhurst|Upshaw|
Verity|Whitlock|Yeoman|Washington|Jefferson|Boudreaux|Thibodeaux"""),
        "eth": ["White British", "White", "White - other", "Caucasian", "Not stated"],
    },
    "irish": {
        "F": _s("""Aisling|Siobhan|Niamh|Orla|Grainne|Mairead|Catriona|Fionnuala|Roisin|Deirdre|Nuala|
Maeve|Clodagh|Saoirse|Aoife|Sinead|Eimear|Ciara|Treasa|Brid"""),
        "M": _s("""Ciaran|Padraig|Eoin|Donal|Fergal|Cathal|Ruairi|Declan|Cormac|Lorcan|Tadhg|Seamus|
Kieran|Ronan|Diarmuid|Colm|Oisin|Fiachra|Enda|Micheal"""),
        "S": _s("""O'Donovan|McGillycuddy|Fitzgerald|Brannigan|Cullinane|Kavanagh|Loughlin|Mulcahy|
Nolan|O'Halloran|Prendergast|Quigley|Rafferty|Scanlon|Tierney|Brennan|Coughlan|Duggan|Egan|
Flanagan|Garvey|Heffernan|Lanigan|Moriarty|Ruane|Ni Bhriain|Mac Giolla|O Suilleabhain"""),
        "eth": ["White Irish", "Irish", "Irish Traveller"],
    },
    "south_asian": {
        "F": _s("""Priya|Ananya|Kavitha|Lakshmi|Sunita|Harpreet|Simran|Nusrat|Farzana|Kalpana|
Meenakshi|Deepa|Ayesha|Rukhsana|Jaswinder|Anjali|Shreya|Nirmala"""),
        "M": _s("""Rajesh|Sanjay|Arjun|Vikram|Gurpreet|Harjit|Imran|Tariq|Bilal|Ravi|Suresh|Anil|
Farhan|Hamza|Kiran|Manish|Rohan|Balwinder"""),
        "S": _s("""Chandrasekaran|Venkataraman|Raghunathan|Bhattacharya|Chatterjee|Sandhu|Grewal|
Dhillon|Siddiqui|Qureshi|Chaudhry|Rahman|Kaur|Singh|Gill|Malhotra|Kapoor|Reddy|Pillai|Nair|
Iyer|Menon|Subramaniam|Wijesinghe|Perera|Fernando|Jayasuriya|Naidoo|Govender|Pillay|Moodley|
Chetty"""),
        "eth": ["Indian", "Pakistani", "Bangladeshi", "Sri Lankan", "Punjabi Sikh", "Gujarati",
                "Tamil", "Asian - other"],
    },
    "east_asian": {
        "F": _s("""Mei|Xiuying|Ling|Yuki|Haruka|Min-ji|Soo-ah|Wen|Hui Min|Siew Ling|Wei Ling|Jia Hui|Yan"""),
        "M": _s("""Wei|Jun|Hao|Kenji|Takeshi|Ji-hoon|Seung-woo|Wen Jie|Boon Keat|Jian Hui|Jun Hao|Zhi Wei"""),
        "S": _s("""Zhou|Guo|Lin|Tanaka|Watanabe|Nakamura|Park|Choi|Tan|Lim|Goh|Ong|Teo|Chua|Wong|
Leung|Cheung|Ho|Yeo|Koh|Nakashima|Sato|Kang"""),
        "eth": ["Chinese", "Japanese", "Korean", "East Asian"],
    },
    "se_asian": {
        "F": _s("""Thi Lan|Ngoc Anh|Maricel|Rowena|Maria Luisa|Jocelyn|Hoa|Lorna|Marites"""),
        "M": _s("""Minh|Quang|Rodel|Jerome|Bao|Ramil|Duc|Arnel|Jun-Jun"""),
        "S": _s("""Nguyen|Tran|Pham|Dela Cruz|Bautista|Villanueva|Le|Vu|Santos|Mendoza|Aquino"""),
        "eth": ["Vietnamese", "Filipino", "South East Asian"],
    },
    "malay": {
        "F": _s("""Nurul|Siti Aisyah|Farah|Nur Izzati|Aminah|Zarina"""),
        "M": _s("""Muhammad Faiz|Hafiz|Ahmad Ridzuan|Khairul|Azman|Iskandar"""),
        "S": _s("""Abdullah|Ismail|Yusof|Osman|Salleh|Rahim|Jamaluddin"""),
        "eth": ["Malay"],
    },
    "west_african": {
        "F": _s("""Chiamaka|Ngozi|Adaeze|Folake|Yetunde|Abena|Akosua|Funmilayo|Ifeoma"""),
        "M": _s("""Chukwuemeka|Obinna|Emeka|Babatunde|Oluwaseun|Kwame|Kofi|Tunde|Yaw|Chidi"""),
        "S": _s("""Okonkwo|Nwachukwu|Adeyemi|Ogunleye|Mensah|Asante|Okafor|Eze|Boateng|Adebayo"""),
        "eth": ["Black African", "Nigerian", "Ghanaian", "Black British"],
    },
    "southern_african": {
        "F": _s("""Thandiwe|Nomvula|Lerato|Zanele|Precious|Busisiwe|Refilwe|Nokuthula|Palesa|Ayanda"""),
        "M": _s("""Sipho|Thabo|Mandla|Themba|Lwazi|Bongani|Nkosinathi|Tshepo|Sibusiso|Vusi"""),
        "S": _s("""Dlamini|Mokoena|Khumalo|Ndlovu|Mahlangu|Nkosi|Sithole|Zulu|Mthembu|Molefe|Radebe"""),
        "eth": ["Black African", "Zulu", "Xhosa", "Sotho", "Tswana"],
    },
    "afrikaans": {
        "F": _s("""Anika|Marlize|Elize|Annelies|Riana|Sonja|Charlene|Liezl"""),
        "M": _s("""Pieter|Johan|Riaan|Gerhard|Hennie|Wikus|Francois|Jaco"""),
        "S": _s("""van der Merwe|Botha|Pretorius|Swanepoel|Du Plessis|Vermeulen|Coetzee|Kruger|
Steyn|Venter|Nel"""),
        "eth": ["Afrikaner", "White South African"],
    },
    "maori": {
        "F": _s("""Aroha|Mereana|Ataahua|Anahera|Huia|Kiri|Moana|Ngaire|Hinemoa"""),
        "M": _s("""Wiremu|Rawiri|Tama|Hemi|Nikau|Manaia|Tane|Rangi|Piripi"""),
        "S": _s("""Ngata|Parata|Te Whare|Tuhiwai|Hapeta|Rangi|Kereama|Tawhai|Waaka|Te Awa"""),
        "eth": ["Maori", "NZ Maori"],
    },
    "pasifika": {
        "F": _s("""Losana|Mele|Sina|Malia|Leilani|Kalani|Salote|Ana"""),
        "M": _s("""Sione|Tevita|Viliami|Ioane|Sefa|Pita|Semisi|Tavita"""),
        "S": _s("""Fonoti|Tupou|Fifita|Taufa|Leota|Faleolo|Vaifale|Havili"""),
        "eth": ["Samoan", "Tongan", "Fijian", "Pacific Peoples"],
    },
    "central_european": {
        "F": _s("""Agnieszka|Katarzyna|Zofia|Magdalena|Ewa|Oksana|Halyna|Jana|Petra"""),
        "M": _s("""Tomasz|Pawel|Krzysztof|Marek|Piotr|Bohdan|Taras|Jakub|Lukas"""),
        "S": _s("""Kowalczyk|Wisniewski|Nowicki|Kowalski|Horvath|Novak|Dvorak|Kovacs|Szabo|Petrovic|
Jovanovic|Popescu|Ionescu|Kravchenko|Zielinski"""),
        "eth": ["White - other (Polish)", "White - other", "Eastern European", "Ukrainian"],
    },
    "southern_european": {
        "F": _s("""Eleni|Despina|Giulia|Francesca|Chiara|Lucia|Carmen|Maria|Rosaria|Sofia"""),
        "M": _s("""Dimitrios|Giorgos|Stavros|Matteo|Lorenzo|Giuseppe|Antonio|Nikos|Salvatore"""),
        "S": _s("""Papadopoulos|Konstantinou|Ferraro|Marchetti|Esposito|Marino|Russo|Bianchi|
Georgiou|Caruso|Christodoulou"""),
        "eth": ["Greek", "Italian", "Greek Cypriot", "White - other"],
    },
    "hispanic": {
        "F": _s("""Ximena|Valentina|Guadalupe|Carmen|Lucia|Rosa|Yesenia|Marisol"""),
        "M": _s("""Alejandro|Joaquin|Mateo|Diego|Jose Luis|Ricardo|Hector|Javier"""),
        "S": _s("""Castellanos|Quintero|Ibarra|Morales|Gutierrez|Delgado|Ramirez|Vargas|Escobar"""),
        "eth": ["Hispanic/Latino", "Mexican American", "Hispanic"],
    },
    "nordic_dutch": {
        "F": _s("""Ingrid|Sigrid|Astrid|Femke|Annelies|Saskia|Liv"""),
        "M": _s("""Lars|Henrik|Bjorn|Joost|Maarten|Magnus|Anders|Sven"""),
        "S": _s("""Lindqvist|Halvorsen|Bergstrom|de Vries|Jansen|Visser|Achterberg|Dijkstra"""),
        "eth": ["White - other", "Dutch", "Scandinavian"],
    },
    "jewish": {
        "F": _s("""Rivka|Talia|Miriam|Shoshana|Naomi|Devorah"""),
        "M": _s("""Avi|Eitan|Yosef|Ezra|Isaac|Tobias|Reuven"""),
        "S": _s("""Rosenbaum|Katz|Abramovich|Zimmerman|Goldfarb|Landau|Feldman"""),
        "eth": ["Ashkenazi Jewish", "Jewish", "White - other"],
    },
    "middle_eastern": {
        "F": _s("""Layla|Yasmin|Noor|Zahra|Shirin|Parisa|Fatima|Rania|Mariam"""),
        "M": _s("""Omar|Yusuf|Khalid|Reza|Dariush|Ahmad|Musa|Karim|Samir"""),
        "S": _s("""Haddad|Khoury|Nasser|Farahani|Tehrani|Yilmaz|Demir|Kaya|Aydin|Karimi|Hosseini|
Rezaei|Saleh|Mansour"""),
        "eth": ["Lebanese", "Arab", "Iranian", "Turkish", "Middle Eastern"],
    },
    "east_african": {
        "F": _s("""Hodan|Amina|Selam|Tigist|Fartun|Hiwot"""),
        "M": _s("""Abdullahi|Dawit|Mohamed|Yonas|Abdirahman|Tesfaye"""),
        "S": _s("""Warsame|Hassan|Osman|Bekele|Tesfaye|Girma|Abdi|Haile"""),
        "eth": ["Somali", "Ethiopian", "Black African"],
    },
    "african_american": {
        "F": _s("""Keisha|Latoya|Imani|Destiny|Shanice|Tamika|Aaliyah"""),
        "M": _s("""DeShawn|Tyrell|Marquis|Dwayne|Jamal|Terrence|Darnell"""),
        "S": _s("""Washington|Jefferson|Robinson|Freeman|Mosley|Banks|Gaines|Tolliver"""),
        "eth": ["Black or African American", "African American"],
    },
    "french": {
        "F": _s("""Marguerite|Genevieve|Amelie|Solange|Josee|Manon|Chantal"""),
        "M": _s("""Etienne|Mathieu|Benoit|Jean-Francois|Luc|Gilles|Yannick"""),
        "S": _s("""Tremblay|Gagnon|Bouchard|Levesque|Cote|Pelletier|Gauthier|Thibault|Ouellette"""),
        "eth": ["French Canadian", "White"],
    },
}

COUNTRY_ORIGINS = {
    "US": [("anglo", 8), ("african_american", 3), ("hispanic", 3), ("irish", 1), ("east_asian", 1),
           ("south_asian", 1), ("jewish", 1), ("southern_european", 1), ("central_european", 1),
           ("se_asian", 1), ("middle_eastern", 1), ("east_african", 1)],
    "GB": [("anglo", 10), ("south_asian", 3), ("irish", 1), ("west_african", 1), ("central_european", 1),
           ("east_asian", 1), ("middle_eastern", 1), ("southern_european", 1), ("east_african", 1)],
    "IE": [("irish", 10), ("anglo", 2), ("central_european", 2), ("west_african", 1), ("south_asian", 1),
           ("se_asian", 1)],
    "CA": [("anglo", 5), ("french", 3), ("east_asian", 2), ("south_asian", 2), ("irish", 1),
           ("central_european", 1), ("southern_european", 1), ("middle_eastern", 1), ("se_asian", 1)],
    "AU": [("anglo", 8), ("irish", 1), ("southern_european", 2), ("east_asian", 2), ("south_asian", 1),
           ("se_asian", 1), ("middle_eastern", 1), ("pasifika", 1)],
    "NZ": [("anglo", 6), ("maori", 4), ("pasifika", 2), ("east_asian", 1), ("south_asian", 1),
           ("nordic_dutch", 1)],
    "ZA": [("southern_african", 6), ("afrikaans", 3), ("anglo", 2), ("south_asian", 2), ("jewish", 1)],
    "SG": [("east_asian", 7), ("malay", 2), ("south_asian", 2), ("anglo", 1)],
}

# staff are drawn from a wider mix (international workforce)
STAFF_EXTRA = [("anglo", 3), ("south_asian", 2), ("irish", 1), ("west_african", 1), ("east_asian", 1),
               ("southern_european", 1), ("middle_eastern", 1), ("nordic_dutch", 1), ("jewish", 1),
               ("se_asian", 1)]
