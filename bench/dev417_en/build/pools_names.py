"""Person-name pools of many origins (first names split F/M, then surnames).
Some entries are also ordinary English words on purpose (Rose, Will, Baker)."""

FIRST = {
    "anglo": (
        "Emma Olivia Charlotte Lucy Hannah Sarah Rebecca Joanne Karen Susan Margaret Pauline "
        "Gillian Tracey Kirsty Stacey Danielle Abigail Beverley Lorraine Yvonne Wendy Shirley Brenda",
        "James Oliver Thomas Daniel Matthew Andrew Stephen Gary Kevin Neil Darren Craig Graham "
        "Trevor Keith Derek Gordon Malcolm Russell Barry Lee Stuart Wayne Clive Nigel"),
    "wordlike": (
        "Rose Hope Faith Joy Grace Iris Ivy Dawn Summer April June May Amber Jade Ruby Pearl "
        "Heather Holly Hazel Violet Olive Skye Crystal Autumn Honey Star",
        "Mark Bill Will Frank Grant Miles Chase Hunter Rich Sonny Rex Dale Glen Cliff Rocky Clay "
        "Reed Wade Jack Guy Ray Bob Art Herb Dean"),
    "irish": (
        "Siobhan Aoife Niamh Roisin Orla Caoimhe Saoirse Grainne Sinead Aisling Deirdre Maeve "
        "Eimear Clodagh Ailbhe",
        "Ciaran Padraig Eoin Cathal Donal Fergal Oisin Seamus Declan Colm Rory Tadhg Diarmuid "
        "Cormac Eamon"),
    "scottish_welsh": (
        "Morag Isla Eilidh Catriona Fiona Ffion Cerys Bethan Seren Rhiannon Mairi",
        "Angus Hamish Fraser Callum Euan Dafydd Rhys Gethin Iwan Alasdair Ewan"),
    "south_asian": (
        "Priya Anjali Sunita Kavita Deepa Harpreet Manpreet Nusrat Farzana Shabana Lakshmi Meera "
        "Aarti Pooja Nisha Shreya Ayesha Rukhsana",
        "Rajesh Sanjay Amit Vikram Arjun Harjit Gurpreet Imran Tariq Asif Mohammed Rahul Suresh "
        "Anil Deepak Kamal Naveen Zubair"),
    "east_asian": (
        "Mei Xiu Ying Xiaoling Jing Hui Min Ji-woo Soo-jin Yuna Hana Yuki Aiko Mai Linh Thuy Ngoc Lan",
        "Wei Jun Hao Zhi Ming Jian Min-jun Seo-jun Hiroshi Kenji Takeshi Minh Duc Tuan Quang Bao"),
    "filipino": (
        "Maricel Rowena Jocelyn Liezl Charmaine Analyn Rosalie",
        "Jericho Romeo Arnel Rodel Jomar Ariel Rommel"),
    "arabic_turkish": (
        "Fatima Layla Mariam Noor Yasmin Amira Huda Zeynep Elif Aylin Rania Samira",
        "Omar Khalid Yusuf Hassan Karim Samir Ahmet Mehmet Emre Bilal Hamza Nabil"),
    "african": (
        "Chiamaka Ngozi Adaeze Folasade Yetunde Abena Akosua Amara Zainab Hodan Faduma Wanjiru",
        "Chukwuemeka Oluwaseun Babatunde Kwame Kofi Emeka Tendai Abdi Jelani Femi Tunde Sipho"),
    "european": (
        "Agnieszka Katarzyna Magdalena Oksana Olena Giulia Francesca Chiara Eleni Despina Ana "
        "Ines Sofia Ingrid Astrid",
        "Piotr Tomasz Krzysztof Andriy Taras Giuseppe Marco Luca Georgios Nikos Joao Miguel "
        "Lars Stefan Dmitri"),
    "hispanic": (
        "Maria Guadalupe Rosa Lucia Carmen Alejandra Yesenia Marisol Graciela Esperanza",
        "Jose Juan Carlos Luis Jesus Alejandro Ramon Francisco Javier Rogelio"),
    "pacific_maori": (
        "Aroha Mere Ngaire Hine Moana Losa Sina Mele Ana-Lisa Kahurangi",
        "Tane Wiremu Hemi Rawiri Tamati Sione Tevita Viliami Manu Ropata"),
    "caribbean": (
        "Marcia Beverly Paulette Sharon Claudette Desiree Hyacinth",
        "Delroy Winston Errol Courtney Lloyd Clinton Leroy"),
}

SURNAMES = {
    "anglo": "Smith Jones Taylor Williams Davies Evans Thomas Roberts Walker Wright Thompson "
             "Robinson Hughes Edwards Turner Harrison Clarke Jackson Wilkinson Pearson Hartley "
             "Ashworth Pickering Threlfall Featherstone Whitworth Crossley Sutcliffe Hargreaves",
    "wordlike": "Baker Cook Bishop Mason Page Fuller Black White Green Brown Young Long Hill "
                "Lane Wood Bell Price Banks Sterling Hale Little Moody Bird Fox Rice Small Strong "
                "Sharp Cross Day Best Waters Marsh Stone Swift Hardy Frost Winter Knight King "
                "Gay Hope Mayes Grant Cannon Church",
    "irish": "Murphy Kelly O'Sullivan Walsh O'Brien Byrne Ryan O'Connor O'Neill Doyle McCarthy "
             "Gallagher Kavanagh Fitzgerald Brennan Ni Bhriain O'Donoghue McGrath Mac Giolla Phadraig",
    "scottish_welsh": "MacDonald Campbell Stewart MacLeod Fraser Urquhart McKenzie Ferguson "
                      "Llewellyn Pritchard ap Rhys Griffiths Vaughan Parry Bevan",
    "south_asian": "Patel Sharma Singh Kaur Gill Sandhu Khan Hussain Ahmed Chaudhry Iqbal Rahman "
                   "Begum Nair Pillai Iyer Reddy Menon Desai Mehta Banerjee Chatterjee Siddiqui",
    "east_asian": "Wang Li Zhang Chen Liu Huang Zhou Wu Kim Park Lee Choi Tanaka Suzuki Sato "
                  "Nguyen Tran Pham Le Vo Ho Dang",
    "filipino": "Santos Reyes Cruz Bautista Villanueva Dela Cruz Mendoza Aquino Manalo",
    "arabic_turkish": "Haddad Mansour Khalil Nasser Saleh Abdullah Yilmaz Demir Kaya Ozturk "
                      "Al-Farsi El-Amin",
    "african": "Okafor Adeyemi Okonkwo Mensah Owusu Boateng Nwosu Adebayo Mwangi Osei Abdi "
               "Warsame Moyo Ncube Balogun",
    "european": "Kowalski Nowak Wisniewska Kovalenko Shevchenko Rossi Russo Esposito Papadopoulos "
                "Georgiou Silva Pereira Lindqvist Andersen Novak",
    "hispanic": "Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres "
                "Flores Rivera Gutierrez Morales",
    "pacific_maori": "Ngata Parata Tipene Walker-Ngata Te Rangi Faleolo Tuilagi Fifita Taufa "
                     "Havili Aumua Leota",
    "caribbean": "Campbell Brown Reid Morgan Clarke Bailey Henry Francis Grant Powell",
}

# origins weighted by country (first-name and surname origin drawn together)
ORIGIN_WEIGHTS = {
    "UK": "anglo 30 wordlike 10 scottish_welsh 8 irish 5 south_asian 14 east_asian 4 "
          "african 8 caribbean 6 european 8 arabic_turkish 5 filipino 2",
    "US": "anglo 26 wordlike 12 hispanic 18 african 8 caribbean 4 east_asian 8 south_asian 7 "
          "european 7 irish 4 arabic_turkish 4 filipino 4",
    "CA": "anglo 24 wordlike 8 east_asian 12 south_asian 14 european 10 irish 6 scottish_welsh 5 "
          "filipino 6 arabic_turkish 6 caribbean 5 african 4",
    "AU": "anglo 30 wordlike 10 east_asian 12 south_asian 10 european 12 arabic_turkish 6 "
          "irish 6 pacific_maori 4 filipino 4 african 3",
    "NZ": "anglo 26 wordlike 8 pacific_maori 22 east_asian 10 south_asian 10 european 6 "
          "scottish_welsh 6 filipino 4",
    "IE": "irish 40 anglo 12 wordlike 6 european 14 african 8 south_asian 6 filipino 4 "
          "arabic_turkish 3 east_asian 3",
}

NICKNAMES = {
    "James": "Jim", "Thomas": "Tom", "Daniel": "Dan", "Matthew": "Matt", "Andrew": "Andy",
    "Stephen": "Steve", "William": "Bill", "Margaret": "Maggie", "Rebecca": "Becky",
    "Susan": "Sue", "Francisco": "Paco", "Jose": "Pepe", "Abigail": "Abby", "Oliver": "Ollie",
    "Christopher": "Chris", "Patrick": "Paddy", "Olusegun": "Segun", "Oluwaseun": "Seun",
    "Chukwuemeka": "Emeka", "Alejandra": "Ale", "Katarzyna": "Kasia", "Krzysztof": "Krzys",
}


def split(s):
    return s.split()


def first_pool(origin, sex):
    f, m = FIRST[origin]
    return (f if sex == "F" else m).split()


def surname_pool(origin):
    # multi-word surnames are joined with '_' in the tables above only when needed
    raw = SURNAMES[origin]
    out = []
    toks = raw.split()
    i = 0
    while i < len(toks):
        t = toks[i]
        if t in ("Ni", "Mac", "ap", "Te", "Dela") and i + 1 < len(toks):
            if t == "Mac" and i + 2 < len(toks) and toks[i + 1] == "Giolla":
                out.append(" ".join(toks[i:i + 3]))
                i += 3
                continue
            out.append(t + " " + toks[i + 1])
            i += 2
            continue
        out.append(t)
        i += 1
    return out


def origin_weights(country):
    toks = ORIGIN_WEIGHTS[country].split()
    return [(toks[i], int(toks[i + 1])) for i in range(0, len(toks), 2)]
