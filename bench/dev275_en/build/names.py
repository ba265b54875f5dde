"""Invented pools of given names and family names, grouped loosely by origin.
Combinations are random; any resemblance to a real person is unintended."""


def _w(s):
    return s.split("|")


ORIGINS = {
    "anglo": (
        _w("Emma|Charlotte|Sophie|Hannah|Lucy|Chloe|Rebecca|Laura|Jessica|Amy|Gemma|Kirsty|Stacey|Leanne|"
           "Bethany|Holly|Abigail|Megan|Lauren|Natalie|Kayla|Brittany|Ashley|Courtney|Madison|Tayla|Brooke|"
           "Summer|April|June|May|Hope|Faith|Grace|Joy|Ivy|Rose|Poppy|Daisy|Harriet|Imogen|Philippa|"
           "Rosalind|Meredith|Tamsin|Jodie|Kelly|Danielle|Shannon|Tegan|Kristen|Whitney|Elizabeth|"
           "Katherine|Samantha|Victoria|Jennifer|Alison|Fern|Robyn|Krystal|Shelby|Paige|Lacey|Autumn|Willow"),
        _w("James|Oliver|Thomas|Harry|Jack|George|William|Daniel|Matthew|Ryan|Liam|Jake|Tyler|Brandon|Cody|"
           "Mason|Ethan|Noah|Archie|Alfie|Reuben|Hugo|Theo|Rory|Callum|Jamie|Lachlan|Cooper|Hunter|Bill|"
           "Mark|Will|Dean|Shane|Wade|Jasper|Toby|Finn|Harvey|Austin|Wyatt|Brody|Grant|Nathan"),
        _w("Smith|Jones|Taylor|Brown|Williams|Wilson|Johnson|Davies|Robinson|Wright|Thompson|Evans|Walker|"
           "White|Roberts|Green|Hall|Wood|Jackson|Clarke|Hughes|Baker|Fielding|Ashworth|Pennington|"
           "Hargreaves|Blackwood|Thornton|Whitlock|Cartwright|Fairbairn|Kingsley|Marsh|Moss|Fox|Bell|Wells|"
           "Price|Holloway|Sutcliffe|Ramsbottom|Pickering|Lockwood|Greenhalgh|Birch|Dunmore|Larkin|"
           "Parkinson|Hopkins|Langley|Crowther|Bramwell|Tillotson|Winterbottom|Nurse|Cook|Mason|Hale|"
           "Penrose|Atherton|Oakley|Sowerby|Chadwick|Fenwick|Garside|Hollis|Kershaw|Tranter|Yardley")),
    "celtic": (
        _w("Siobhan|Aoife|Niamh|Ciara|Roisin|Saoirse|Orla|Caitriona|Mairead|Eilidh|Isla|Morag|Catriona|"
           "Ffion|Cerys|Bronwen|Seren|Carys|Deirdre|Grainne|Sinead|Mhairi|Ailsa"),
        _w("Ciaran|Padraig|Eoin|Niall|Fionn|Cathal|Ruairi|Struan|Hamish|Angus|Ewan|Gethin|Rhys|Dylan|"
           "Owain|Declan|Lorcan"),
        _w("O'Sullivan|Murphy|Kelly|O'Brien|Byrne|Gallagher|Doherty|McCarthy|Quinn|Nolan|MacLeod|MacDonald|"
           "Campbell|Fraser|Stewart|Munro|McKenzie|Sinclair|Buchanan|Llewellyn|Pritchard|Vaughan|Griffiths|"
           "Morgan|Jenkins|Howells|McAllister|Ni Dhomhnaill|O'Rourke|Cullinane|Mulvey")),
    "maori_pasifika": (
        _w("Aroha|Mereana|Anahera|Kiri|Moana|Ngaire|Hinewai|Tui|Marama|Manaia|Losa|Sina|Mele|Lesieli|"
           "Salote|Fetu|Talia|Kahurangi|Ataahua|Huia|Rangimarie|Tiare|Vailea|Malia"),
        _w("Tama|Wiremu|Nikau|Rawiri|Hemi|Tane|Manaaki|Ropata|Sione|Tevita|Viliami|Iosefa|Malakai|Ihaia|"
           "Kauri|Tipene|Lavea"),
        _w("Ngata|Parata|Tipene|Te Rangi|Horomona|Tuhiwai|Rangihau|Rangitahi|Whaanga|Kereama|Tawhiri|"
           "Paewai|Fa'amausili|Tuilagi|Vaifale|Leota|Taufa|Fifita|Havili|Lolohea|Tupou|Sapolu|Aumua|"
           "Faleolo|Tauiliili|Te Huia|Karaka|Pōtae|Mātene")),
    "south_asian": (
        _w("Priya|Ananya|Kavya|Deepika|Harpreet|Simran|Jaspreet|Navdeep|Gurleen|Fatima|Nusrat|Rukhsana|"
           "Tahmina|Farhana|Meera|Lakshmi|Nisha|Pooja|Divya|Sunita|Anjali|Shreya|Thanuja|Kavitha|Nirmala|"
           "Sangeetha|Ishani|Roshni|Sabina|Hina"),
        _w("Arjun|Rohan|Vikram|Rahul|Aarav|Kabir|Harjit|Gurpreet|Manpreet|Rajesh|Sanjay|Imran|Tariq|Kamran|"
           "Zain|Ravi|Suresh|Karthik|Dinesh|Faisal|Nikhil"),
        _w("Sharma|Patel|Singh|Kaur|Gill|Sandhu|Dhillon|Grewal|Mehta|Shah|Desai|Iyer|Nair|Pillai|Krishnan|"
           "Raman|Chowdhury|Rahman|Begum|Hossain|Akhtar|Qureshi|Malik|Siddiqui|Khan|Jayasuriya|Perera|"
           "Fernando|Wickramasinghe|Subramaniam|Bhatt|Joshi|Kulkarni|Rao")),
    "east_asian": (
        _w("Mei|Xiaoling|Yan|Jing|Hui|Ling|Yuki|Haruka|Sakura|Aiko|Ji-woo|Seo-yeon|Min-ji|Soo-ah|Hana|"
           "Eun-ji|Xinyi|Qian|Mio|Yuna"),
        _w("Wei|Jun|Hao|Kenji|Haruto|Takeshi|Min-jun|Seo-jun|Ji-hoon|Jian|Zhi|Ren|Daiki|Hyun-woo"),
        _w("Chen|Wang|Li|Zhang|Liu|Huang|Zhou|Wu|Lin|Tanaka|Sato|Nakamura|Yamamoto|Kim|Park|Lee|Choi|Jung|"
           "Kang|Yoon|Xu|Guo|Ogawa|Fujita|Han")),
    "se_asian": (
        _w("Linh|Thu|Huong|Mai|Ngoc|Trang|Maricel|Jocelyn|Rowena|Marites|Analyn|Kristine|Siriporn|Nattaya|"
           "Dewi|Putri|Ayu|Lorna|Rhea|Hanh"),
        _w("Minh|Duc|Tuan|Quang|Jomar|Renato|Arnel|Somchai|Budi|Rizal|Khoa|Bao"),
        _w("Nguyen|Tran|Le|Pham|Vo|Dang|Bui|Santos|Reyes|dela Cruz|Bautista|Villanueva|Mendoza|Aquino|Ramos|"
           "Suwannarat|Wongsakul|Setiawan|Hartono|Wijaya|Manalo|Dimaculangan|Truong|Ho")),
    "african": (
        _w("Chiamaka|Ngozi|Adaeze|Folake|Yetunde|Funmilayo|Abena|Akosua|Ama|Efua|Nomvula|Thandiwe|Zanele|"
           "Rutendo|Tendai|Wanjiru|Achieng|Amina|Hodan|Fadumo|Sagal|Hibaaq|Tigist|Selam|Meron|Hiwot|Blessing|"
           "Precious|Chipo|Nkechi"),
        _w("Chinedu|Emeka|Obinna|Tunde|Kwame|Kofi|Yaw|Sipho|Thabo|Tafadzwa|Kamau|Otieno|Abdi|Mohamed|Dawit|"
           "Yohannes|Femi|Kelechi|Farai"),
        _w("Okafor|Okonkwo|Eze|Nwosu|Adeyemi|Adebayo|Ogunleye|Balogun|Mensah|Asante|Boateng|Owusu|Dlamini|"
           "Ndlovu|Nkosi|Moyo|Chikwanha|Mwangi|Odhiambo|Wanjiku|Hassan|Warsame|Farah|Abdullahi|Tesfaye|"
           "Haile|Bekele|Girma|Oyelaran|Anyanwu|Mutasa")),
    "middle_east": (
        _w("Layla|Noor|Yasmin|Mariam|Rana|Dina|Hiba|Samira|Zahra|Leila|Parisa|Elif|Zeynep|Ayse|Merve|Golnar|"
           "Rania|Lina|Shirin|Nadia"),
        _w("Omar|Karim|Youssef|Ahmad|Bilal|Hamza|Reza|Dariush|Emre|Mehmet|Can|Sami|Tarek"),
        _w("Haddad|Khoury|Nasser|Saleh|Hamdan|Abboud|Mansour|Karimi|Hosseini|Rostami|Tehrani|Yilmaz|Kaya|"
           "Demir|Sahin|Celik|Aydin|Al-Rashid|El-Amin|Darwish|Azizi|Najjar")),
    "latin": (
        _w("Maria|Guadalupe|Lucia|Valentina|Camila|Daniela|Alejandra|Ximena|Yesenia|Marisol|Rocio|Paola|"
           "Fernanda|Carolina|Luz|Itzel|Araceli|Dulce|Esperanza|Noemi"),
        _w("Jose|Luis|Carlos|Miguel|Diego|Mateo|Santiago|Javier|Alejandro|Ricardo|Emiliano|Joaquin|Ramon"),
        _w("Garcia|Hernandez|Lopez|Martinez|Gonzalez|Rodriguez|Ramirez|Flores|Morales|Castillo|Ortega|Vargas|"
           "Herrera|Medina|Aguilar|Delgado|Navarro|Salazar|Cabrera|Espinoza|Zamora|Villalobos|Ibarra")),
    "east_eu": (
        _w("Agnieszka|Katarzyna|Magdalena|Joanna|Ewa|Oksana|Olena|Iryna|Yulia|Natalia|Ioana|Andreea|Elena|"
           "Milena|Jelena|Ivana|Dorota|Zofia|Anastasia|Marta"),
        _w("Piotr|Tomasz|Krzysztof|Marek|Andrii|Oleksandr|Dmytro|Mihai|Andrei|Bogdan|Luka|Nikola|Pavel"),
        _w("Nowak|Wisniewska|Wojcik|Kaminska|Zielinski|Lewandowski|Shevchenko|Kovalenko|Bondarenko|Tkachenko|"
           "Popescu|Ionescu|Dumitru|Petrovic|Jovanovic|Horvat|Novak|Dvorak|Mazur|Krawczyk|Sokolova")),
    "french": (
        _w("Amelie|Chloé|Genevieve|Isabelle|Josée|Mathilde|Sylvie|Elodie|Marie-Eve|Anne-Sophie|Maude|"
           "Audrey|Catherine|Véronique|Noémie|Rosalie|Léa|Justine"),
        _w("Antoine|Julien|Mathieu|Etienne|Luc|Olivier|Jean-François|Maxime|Simon|Félix|Gabriel|Samuel"),
        _w("Tremblay|Gagnon|Roy|Côté|Bouchard|Gauthier|Lavoie|Pelletier|Bélanger|Lévesque|Bergeron|Leblanc|"
           "Girard|Fortin|Ouellet|Paquette|Dubé|Thibodeau|Cloutier|Boucher")),
    "southern_eu": (
        _w("Giulia|Francesca|Chiara|Sofia|Beatriz|Ines|Catarina|Eleni|Despina|Katerina|Alessandra|Teresa|"
           "Filipa|Sara|Vasiliki"),
        _w("Marco|Luca|Giovanni|Paulo|Tiago|Nikos|Giorgos|Matteo|Rui|Stefano|Dimitris"),
        _w("Rossi|Russo|Ferrari|Esposito|Bianchi|Romano|Silva|Costa|Pereira|Oliveira|Papadopoulos|Georgiou|"
           "Nikolaidis|Mancini|Greco|Conti|Moretti|Carvalho|Antonopoulos")),
    "jewish": (
        _w("Miriam|Rivka|Tova|Shira|Naomi|Leah|Talia|Yael|Adina|Esther"),
        _w("Avi|Eli|Noam|Ari|Yosef|Dov|Ezra|Asher"),
        _w("Cohen|Levy|Friedman|Goldberg|Rosen|Katz|Weiss|Schwartz|Adler|Feldman|Halevi|Rubin")),
}

ORIGIN_ORDER = sorted(ORIGINS)

COUNTRY_ORIGINS = {
    "UK": {"anglo": 40, "celtic": 12, "south_asian": 15, "african": 8, "east_eu": 8, "middle_east": 5,
           "east_asian": 3, "se_asian": 3, "southern_eu": 3, "latin": 1, "jewish": 2},
    "US": {"anglo": 40, "latin": 22, "african": 6, "east_asian": 6, "se_asian": 5, "south_asian": 6,
           "middle_east": 3, "east_eu": 3, "southern_eu": 4, "jewish": 3, "celtic": 5},
    "AU": {"anglo": 45, "celtic": 8, "east_asian": 10, "se_asian": 8, "south_asian": 10,
           "southern_eu": 6, "middle_east": 5, "maori_pasifika": 3, "african": 2, "east_eu": 3},
    "NZ": {"anglo": 38, "maori_pasifika": 26, "east_asian": 8, "south_asian": 8, "se_asian": 6,
           "celtic": 6, "african": 2, "east_eu": 2, "southern_eu": 2, "middle_east": 2},
    "CA": {"anglo": 33, "french": 20, "east_asian": 10, "south_asian": 12, "se_asian": 6,
           "middle_east": 5, "african": 4, "east_eu": 5, "celtic": 3, "latin": 2, "jewish": 2},
}

NICK = {"Elizabeth": "Liz", "Katherine": "Kate", "Rebecca": "Becky", "Natalie": "Nat",
        "Jennifer": "Jen", "Samantha": "Sam", "Victoria": "Tori", "Abigail": "Abby",
        "Alejandra": "Ale", "Guadalupe": "Lupe", "Katarzyna": "Kasia", "Magdalena": "Madzia",
        "Catriona": "Cat", "Philippa": "Pip", "Funmilayo": "Funmi", "Anastasia": "Nastya",
        "Daniela": "Dani", "Meredith": "Merry", "Marie-Eve": "Marie"}


def weighted(rng, table):
    keys = sorted(table)
    total = sum(table[k] for k in keys)
    r = rng.random() * total
    acc = 0
    for k in keys:
        acc += table[k]
        if r < acc:
            return k
    return keys[-1]


def origin(rng, country):
    return weighted(rng, COUNTRY_ORIGINS.get(country, COUNTRY_ORIGINS["UK"]))


def female(rng, org):
    return rng.choice(ORIGINS[org][0])


def male(rng, org):
    return rng.choice(ORIGINS[org][1])


def surname(rng, org):
    return rng.choice(ORIGINS[org][2])


def initial(rng):
    return rng.choice("ABCDEFGHJKLMNPRSTW")
