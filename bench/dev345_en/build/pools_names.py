"""Hand-written name pools (author 345). Groups by origin; each group has
female first names, male first names and surnames. Combinations are drawn at
random, so every person in the set is invented."""

def _s(x):
    return x.split()

GROUPS = {
    "anglo": (
        _s("Margaret Joan Shirley Brenda Lorraine Tracey Gemma Kirsty Hayley Leanne "
           "Bethany Chloe Imogen Harriet Philippa Rosalind Winifred Mavis Elsie Dorothy "
           "Pauline Janice Sandra Denise Karen Michelle Natalie Charlotte Abigail Poppy "
           "Isla Edith Maureen Valerie Hilary Gillian Lesley Wendy Yvonne Carol"),
        _s("Graham Nigel Trevor Derek Clive Barry Keith Malcolm Stuart Darren "
           "Wayne Lee Craig Jamie Callum Oliver Harry Alfie Reginald Stanley "
           "Leonard Cyril Dennis Geoffrey Howard Roger Martin Philip Neil Gareth "
           "Russell Dominic Toby Jasper Rupert Alan Colin Terence Kenneth Ronald"),
        _s("Ashworth Pennington Hollis Brindley Catterall Dobbs Fairclough Gedling "
           "Hargreaves Inchley Jessop Kettleby Lansdowne Marlow Nettleton Oakes "
           "Pilkington Quarmby Rowntree Sutcliffe Thwaite Underhill Varley Whitlock "
           "Yardley Ambler Bickerstaff Cordingley Drabble Entwistle Fothergill "
           "Gumbley Heseltine Ibbotson Jowett Kershaw Lumb Mottershead Nuttall "
           "Ormerod Pickles Ramsbottom Shufflebotham Tattersall Walmsley Birtwhistle "
           "Cropper Dewhurst Greenhalgh Haworth Metcalfe Popplewell Stansfield"),
    ),
    "irish": (
        _s("Siobhan Aoife Niamh Orla Caoimhe Grainne Mairead Sinead Roisin Eimear "
           "Deirdre Bridget Nuala Ciara Saoirse Aisling Clodagh Fionnuala Brid Una"),
        _s("Padraig Cathal Donal Eoin Cian Oisin Ruairi Seamus Colm Fergal "
           "Diarmuid Tadhg Eamon Conor Darragh Niall Kieran Brendan Declan Fintan"),
        _s("O'Brennan Mac Giolla Fennelly Costigan Dunphy Gilhooly Hennessey "
           "Kinsella Lenihan Mulcahy Nolan-Shiels O'Dowda Phelan Quilty Rafferty "
           "Scanlan Tierney Whelehan Breathnach Cusack Delaney Flanagan Garvey "
           "Horgan Keogh Lalor McGettigan Moriarty Naughton O'Keeffe Prendergast "
           "Ruane Sheedy Twomey Brosnan Cahalane Donoghue Geraghty"),
    ),
    "scots_welsh": (
        _s("Morag Eilidh Kirsteen Mhairi Catriona Ffion Angharad Carys Bronwen Rhiannon "
           "Seren Gwenllian Iona Fenella Shona"),
        _s("Hamish Fraser Gregor Lachlan Murdo Alasdair Dafydd Rhodri Gethin Emrys "
           "Iolo Idris Tomos Ewan Ruaridh"),
        _s("MacAskill Drummond Lennox Buchanan Urquhart Menzies Strachan Kinnear "
           "Rintoul Tulloch Pryce Llewellyn Gruffydd Prosser Bevan Vaughan-Rees "
           "Maddocks Parry Howells Pritchard"),
    ),
    "south_asian": (
        _s("Priya Anjali Sunita Kavita Nisha Deepika Farzana Shabnam Rukhsana Ayesha "
           "Harpreet Jaswinder Manpreet Lakshmi Meenakshi Tahmina Nasreen Sabina "
           "Pooja Rekha"),
        _s("Rajesh Sanjay Vikram Arjun Imran Tariq Faisal Haroon Gurpreet Harjit "
           "Sukhdev Pradeep Anand Naveen Mohammed Abdul Shahid Rohan Kiran Dilip"),
        _s("Chaudhry Ramaswamy Bhattacharjee Venkatesan Sandhu Grewal Dhaliwal "
           "Qureshi Siddiqui Rahman Hossain Karunaratne Wijesinghe Pathirana "
           "Nair Menon Iyer Kulkarni Deshpande Patil Bains Chatha Akhtar Mirza"),
    ),
    "east_asian": (
        _s("Mei Xiu Ling Yan Hui Jing Min-ji Seo-yeon Ji-woo Yuki Haruka Aiko "
           "Thuy Lan Ngoc Hoa Wei-ling Su-bin"),
        _s("Wei Jun Hao Zhen Cheng Min-jun Seung-ho Dong-hyun Hiroshi Kenji Takeshi "
           "Minh Duc Quang Thanh Bao Kai Ren"),
        _s("Zhou Liang Xu Huang Tan Lim Ong Goh Teo Chua Park Choi Kang Yoon "
           "Nakamura Tanaka Watanabe Fujimoto Nguyen Tran Pham Vo Dang Lau Yeung"),
    ),
    "west_african": (
        _s("Adaeze Chiamaka Ngozi Funmilayo Yetunde Abena Akosua Efua Adwoa Ifeoma "
           "Temitope Oluwaseun Nneka Ama Zainab"),
        _s("Chinedu Emeka Oluwafemi Babatunde Kwame Kofi Yaw Kwabena Obinna Tunde "
           "Segun Ikenna Femi Nnamdi Kojo"),
        _s("Okonkwo Adeyemi Oyelaran Nwachukwu Eze Mensah Owusu Boateng Asante "
           "Adebayo Ogunleye Achebe Okafor Danquah Ofori Ibekwe Akinola Nnadi"),
    ),
    "east_south_african": (
        _s("Thandiwe Nomvula Lindiwe Zanele Palesa Naledi Amina Hodan Fadumo "
           "Wanjiru Achieng Nyasha Rudo Tendai"),
        _s("Sipho Thabo Mandla Bongani Sibusiso Tshepo Abdirahman Mohamud Jomo "
           "Otieno Tafadzwa Farai Kagiso Lwazi"),
        _s("Dlamini Nkosi Mthembu Ndlovu Khumalo Mokoena Sithole Molefe Warsame "
           "Abdi Farah Kamau Odhiambo Moyo Chikwanha Mhlanga Zulu-Radebe"),
    ),
    "arabic_persian_turkish": (
        _s("Fatima Layla Yasmin Noor Rania Samira Leila Shirin Parisa Elif Zeynep "
           "Aylin Hanan Mariam Dalia"),
        _s("Omar Khalid Youssef Hassan Karim Tarek Reza Dariush Kamran Emre Burak "
           "Mehmet Samir Nabil Ziad"),
        _s("Haddad Khoury Mansour Nasser Al-Rashid Saleh Tehrani Farahani Rostami "
           "Yilmaz Demir Kaya Ozturk Hamdan Bishara Aziz Karimi Sadeghi"),
    ),
    "east_european": (
        _s("Agnieszka Katarzyna Magdalena Zofia Ioana Andreea Mihaela Ruta Egle "
           "Oksana Olena Iryna Marta Dorota Jurgita"),
        _s("Lukasz Piotr Tomasz Krzysztof Bogdan Mihai Andrei Tomas Mindaugas "
           "Oleksandr Dmytro Vasyl Marek Pavel Darius"),
        _s("Kowalczyk Wisniewska Zielinski Nowakowski Popescu Ionescu Dumitrescu "
           "Kazlauskas Petrauskiene Shevchenko Kovalenko Bondarenko Horvath "
           "Novotna Szymanski Lewandowska Grabowski Vasilescu"),
    ),
    "south_european": (
        _s("Giulia Francesca Chiara Eleni Despina Maria-Jose Ines Beatriz Carmen "
           "Lucia Rosaria Paola Sofia Marisol"),
        _s("Giuseppe Marco Alessandro Nikos Dimitris Yiannis Joao Rui Miguel "
           "Alvaro Javier Salvatore Enzo Tiago"),
        _s("Esposito Ricciardi Lombardo Bellucci Papadopoulos Georgiou Karamanlis "
           "Ferreira Carvalho Figueira Moreno Castellano Ortega-Vidal Santoro "
           "Marchetti Kostopoulos Pereira Alves"),
    ),
    "hispanic": (
        _s("Guadalupe Rosa Alejandra Marisela Yesenia Graciela Luz Veronica Xiomara "
           "Adriana Maribel"),
        _s("Jose Luis Jesus Ramon Hector Eduardo Arturo Rogelio Ernesto Julio "
           "Fernando Osvaldo"),
        _s("Hernandez Gutierrez Villanueva Quintanilla Zavala Carrasco Estrada "
           "Montoya Delgado Sandoval Ibarra Barrientos Cardenas Olivares"),
    ),
    "maori_pacific": (
        _s("Aroha Mereana Ngaire Huia Kiri Tui Hinemoa Moana Losa Sina Mele "
           "Ana-Lisa Makerita Talia"),
        _s("Wiremu Tane Rawiri Hemi Nikau Manaia Sione Tevita Viliami Ioane "
           "Pita Matiu Tamati Hone"),
        _s("Ngata Te Whare Parata Tawhiri Kereama Horomona Tuhiwai Fonoti "
           "Tupou Faleolo Latu Vaipulu Taufa Aperahama Rangitoheriri Mahuika"),
    ),
    "filipino": (
        _s("Maricel Rowena Jocelyn Analyn Cherry Lovely Rhodora Joy"),
        _s("Rodel Jomar Arnel Reynaldo Ronaldo Jerome Efren Dante"),
        _s("Dela Cruz Bautista Macaraeg Villarosa Pangilinan Soriano Manalo "
           "Dimaculangan Ocampo Tolentino"),
    ),
    "caribbean": (
        _s("Marcia Beverley Claudette Sonia Delroy-Ann Hyacinth Paulette Shereen"),
        _s("Delroy Winston Clifton Errol Leroy Desmond Everton Junior"),
        _s("Campbell-Reid Grant Brathwaite Gayle Ferguson-Hinds Linton Morrison "
           "Samuels Chambers Weekes"),
    ),
    "afrikaans": (
        _s("Annelie Marike Elmarie Riana Sonja Hanlie Ilse"),
        _s("Johannes Pieter Hendrik Willem Gerhard Stefan Riaan"),
        _s("van der Merwe Botha Pretorius Steenkamp du Plessis Venter Jansen "
           "van Wyk Oosthuizen Grobler"),
    ),
}

# The surname lists above contain a few two-word surnames written with a
# space; rebuild those entries so that they survive the split.
_JOIN = [("Mac", "Giolla"), ("Dela", "Cruz"), ("van", "der", "Merwe"),
         ("du", "Plessis"), ("van", "Wyk"), ("Te", "Whare")]


def _fix(lst):
    out = []
    i = 0
    while i < len(lst):
        hit = None
        for j in _JOIN:
            if tuple(lst[i:i + len(j)]) == j:
                hit = j
                break
        if hit:
            out.append(" ".join(hit))
            i += len(hit)
        else:
            out.append(lst[i])
            i += 1
    return out


GROUPS = {k: (v[0], v[1], _fix(v[2])) for k, v in GROUPS.items()}

# Origin weights per country (the mix of names you meet in each place).
COUNTRY_GROUPS = {
    "UK": {"anglo": 40, "irish": 5, "scots_welsh": 10, "south_asian": 14,
           "east_asian": 4, "west_african": 6, "east_south_african": 3,
           "arabic_persian_turkish": 4, "east_european": 7, "south_european": 3,
           "caribbean": 4, "filipino": 2},
    "IE": {"irish": 55, "anglo": 8, "east_european": 12, "south_asian": 5,
           "west_african": 6, "filipino": 4, "south_european": 4,
           "arabic_persian_turkish": 3, "east_asian": 3},
    "US": {"anglo": 30, "hispanic": 20, "irish": 6, "west_african": 8,
           "caribbean": 6, "east_asian": 8, "south_asian": 7, "south_european": 5,
           "east_european": 4, "arabic_persian_turkish": 4, "filipino": 2},
    "CA": {"anglo": 28, "irish": 8, "scots_welsh": 6, "east_asian": 12,
           "south_asian": 14, "filipino": 6, "south_european": 6,
           "east_european": 6, "arabic_persian_turkish": 6, "caribbean": 4,
           "west_african": 4},
    "AU": {"anglo": 34, "irish": 8, "scots_welsh": 6, "east_asian": 12,
           "south_asian": 9, "south_european": 10, "east_european": 4,
           "arabic_persian_turkish": 5, "filipino": 4, "maori_pacific": 4,
           "east_south_african": 2},
    "NZ": {"anglo": 30, "maori_pacific": 28, "scots_welsh": 8, "irish": 5,
           "east_asian": 10, "south_asian": 9, "filipino": 4,
           "east_south_african": 3, "south_european": 3},
    "ZA": {"east_south_african": 45, "afrikaans": 22, "anglo": 14,
           "south_asian": 10, "south_european": 4, "west_african": 5},
    "SG": {"east_asian": 55, "south_asian": 18, "filipino": 6, "anglo": 8,
           "arabic_persian_turkish": 5, "south_european": 3},
}

NICKNAMES = {
    "Margaret": "Peggy", "Dorothy": "Dot", "Reginald": "Reg", "Leonard": "Len",
    "Kenneth": "Ken", "Terence": "Terry", "Ronald": "Ron", "Stanley": "Stan",
    "Geoffrey": "Geoff", "Winifred": "Winnie", "Padraig": "Paddy",
    "Bridget": "Biddy", "Gillian": "Jill", "Philippa": "Pippa",
    "Elsie": "Els", "Johannes": "Hannes", "Babatunde": "Tunde",
    "Oluwaseun": "Seun", "Krzysztof": "Krzys", "Alessandro": "Sandro",
    "Guadalupe": "Lupe", "Wiremu": "Wi", "Rawiri": "Ra",
}


def pick_group(rng, country):
    w = COUNTRY_GROUPS[country]
    keys = sorted(w)
    return rng.choices(keys, weights=[w[k] for k in keys])[0]


def first_name(rng, country, sex, group=None):
    g = group or pick_group(rng, country)
    fem, mal, _ = GROUPS[g]
    if sex == "F":
        return rng.choice(fem)
    if sex == "M":
        return rng.choice(mal)
    return rng.choice(fem + mal)


def surname(rng, country, group=None):
    g = group or pick_group(rng, country)
    return rng.choice(GROUPS[g][2])


def person_name(rng, country, sex):
    """(first, middle initial or '', last, group)"""
    g = pick_group(rng, country)
    first = first_name(rng, country, sex, g)
    # mixed-origin families exist: sometimes the surname comes from elsewhere
    last = surname(rng, country, g if rng.random() < 0.82 else None)
    mid = ""
    if rng.random() < 0.35:
        mid = rng.choice("ABCDEFGHJKLMNPRSTW")
    return first, mid, last, g
