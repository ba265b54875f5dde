"""Invented personal-name pools (varied origins).  Written by author 287."""

FEMALE = """
Margaret Eileen Patricia Joan Doreen Brenda Sheila Maureen Siobhan Aoife Niamh Sinead Caoimhe
Roisin Grainne Orla Bridget Mairead Catriona Morag Isla Fiona Ailsa Eilidh Rhiannon Carys Bethan
Seren Nia Angharad Priya Anjali Sunita Kavita Harpreet Manjit Gurpreet Rukhsana Nasreen Shazia
Farida Aisha Fatima Zainab Maryam Noor Leila Yasmin Amira Huda Chloe Olivia Emily Jessica Sophie
Grace Hannah Ruth Miriam Esther Rivka Shoshana Chaya Devorah Tova Ngozi Chiamaka Adaeze Folake
Yetunde Abena Akosua Ama Efua Wanjiru Amani Zawadi Thandiwe Nomvula Mei Xiu Ling Yan Hui Jing
Yuki Haruka Aiko Min-ji Seo-yeon Ji-woo Lan Mai Linh Hoa Maria Lucia Carmen Rosa Isabel
Guadalupe Ana Beatriz Joana Graça Agnieszka Katarzyna Małgorzata Ewa Zofia Oksana Olena Irina
Svetlana Natalia Dorota Ilona Marta Giulia Francesca Chiara Sofia Elena Despina Eleni Georgia
Anastasia Ingrid Astrid Freya Sigrid Maeve Tegan Kylie Shannon Brooke Kirra Tamsin Beverley
Pauline Valerie Gwen Edna Mavis Ivy Violet Florence Dorothy Winifred Hilda Agnes Beryl Lorraine
Denise Tracey Dawn Marlene Yvonne Colette Genevieve Mathilde Amélie Josée Marie-Claude Sylvie
Nathalie Chantal Renée Tatum Destiny Shanice Keisha Latoya Tamika Jasmine Imani Makayla Winona
Deirdre Nuala Peig Sorcha Ffion Lowri Elspeth Kirsty Rosalind Philippa Henrietta Imelda Concepta
Bernadette Philomena Ottilie Hafsa Samira Iman Ayan Hodan Sahra Khadra Parveen Shabnam Roya
Shirin Golnar Zeynep Elif Ayşe Anahit Lilit Tamar Dina Talia Noa Yael Aroha Moana Leilani
""".split()

MALE = """
John William George Arthur Albert Harold Kenneth Dennis Raymond Derek Trevor Keith Colin Malcolm
Gordon Hamish Angus Callum Ewan Fraser Alasdair Dougal Seamus Padraig Cathal Eoin Ciaran Donal
Fergal Tadhg Oisin Niall Declan Rhys Gareth Dafydd Emyr Iwan Owain Rajesh Sanjay Vikram Arjun
Suresh Anil Deepak Harjit Jaswinder Kuldip Mohammed Ahmed Yusuf Ibrahim Omar Tariq Imran Bilal
Hamza Khalid Samir Karim Hassan Abdi Mahad Liban Chukwuemeka Obinna Emeka Tunde Babajide Kwame
Kofi Yaw Kwabena Tendai Sipho Thabo Jomo Wei Jian Hao Ming Jun Hiroshi Kenji Takeshi Min-jun
Ji-ho Duc Minh Quang Tuan Jose Carlos Miguel Javier Alejandro Luis João Paulo Rui Tomasz Piotr
Krzysztof Andrzej Marek Pavel Dmitri Sergei Oleksandr Bogdan Giovanni Marco Luca Stefano Nikos
Yiannis Dimitrios Lars Anders Henrik Sven Moshe Yosef Avraham Shmuel Mordechai Chaim Eli Levi
Jake Liam Noah Ethan Mason Tyrone DeShawn Jamal Marcus Darnell Terrence Cody Brayden Hunter
Bruce Shane Wayne Craig Darren Jarrod Lachlan Bodhi Kieran Pierre Jean-Luc Étienne Mathieu
Guillaume François Luc Rémi Gaston Cormac Ruairi Diarmuid Lorcan Brendan Finbarr Eamon Aled
Gethin Idris Ranald Torquil Lachie Wiremu Tane Mehmet Emre Arman Davit Ruben Reza Dariush
Kamran Farhad Ravi Prakash Gopal Mahesh Ramesh Venkat Senthil Ashok Nimal Chaminda Ruwan
Sunil Dong-hyun Seung-woo Haruto Ryo Keanu Malakai Sione Tevita Alphonse Cyril Horace Lionel
Stanley Clifford Leonard Wilfred Percy Ernest Reginald Cecil Norman Basil Roland Desmond
""".split()

SURNAMES = """
Smith Jones Williams Taylor Brown Davies Evans Thomas Roberts Hughes Lewis Morgan Griffiths Price
Pritchard Llewellyn Vaughan MacDonald Campbell Stewart Robertson Fraser McLeod Mackenzie Sinclair
Buchanan Ferguson Murray O'Neill O'Brien O'Sullivan Murphy Kelly Byrne Ryan Doyle McCarthy
Gallagher Brennan Fitzgerald Kavanagh Quinlan Hegarty Dunne Whelan Patel Shah Mehta Desai Joshi
Sharma Gupta Singh Kaur Sandhu Gill Dhillon Grewal Bains Khan Hussain Ahmed Rahman Chaudhry Malik
Iqbal Qureshi Siddiqui Begum Uddin Ali Haddad Nasser Mansour Khalil Farah Abdullahi Warsame Osman
Mohamud Okafor Okonkwo Adeyemi Adebayo Oyelaran Eze Nwosu Mensah Boateng Asante Owusu Acheampong
Kamau Otieno Mwangi Dlamini Ndlovu Moyo Chen Wang Li Zhang Liu Huang Zhao Wu Lin Tan Lim Ng Wong
Chan Leung Cheung Tanaka Sato Suzuki Watanabe Yamamoto Kim Park Lee Choi Jung Nguyen Tran Pham Le
Hoang Vu Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres Flores
Silva Santos Oliveira Pereira Costa Ferreira Nowak Kowalski Wiśniewski Wójcik Kowalczyk
Lewandowski Zieliński Szymański Kovač Horvat Novak Petrov Ivanov Smirnov Kuznetsov Shevchenko
Bondarenko Kovalenko Rossi Russo Ferrari Esposito Bianchi Romano Colombo Papadopoulos Georgiou
Nikolaidis Andersen Johansson Nilsson Larsen Berg Lindqvist Cohen Levy Friedman Goldberg
Rosenberg Katz Shapiro Klein Weiss Schwartz Goldstein Mizrahi Peretz Dubois Tremblay Gagnon Roy
Côté Bouchard Gauthier Morin Lavoie Fortin Gagné Pelletier Bélanger Lefebvre Leblanc Johnson
Miller Wilson Moore Anderson Jackson White Harris Martin Thompson Robinson Clark Walker Young Allen
King Wright Scott Green Baker Adams Nelson Hill Mitchell Carter Phillips Turner Parker Collins
Edwards Morris Cook Rogers Bell Cooper Ward Cox Howard Wood Bailey Richardson Fox Hartley
Pemberton Ashworth Greenhalgh Whitaker Sutcliffe Barraclough Holroyd Ackroyd Thistlethwaite
Entwistle Ramsbottom Featherstone Wainwright Blackwood Fairweather Goodfellow Littlejohn Treloar
Trevithick Penrose Polglase Nankervis Kirkpatrick Cunningham Donaldson Nicholls Fenwick Charlton
Armstrong Elliot Dixon Crowther Nakamura Thornton Brookes Akhtar Nair Menon Pillai Reddy Rao Iyer
Krishnan Subramaniam Fernando Perera Jayasuriya Wickramasinghe Bandara Hosseini Rahimi Karimi
Tehrani Yilmaz Demir Kaya Şahin Öztürk Arslan Petrosyan Hakobyan Walsh Nolan Regan Kehoe
Mac Giolla Ó Súilleabháin Ní Bhriain Fairbairn Gillespie Moncrieff Lennox Drummond Baillie
Tuilagi Fifita Ngata Te Rangi Horomona Whitehorse Cardinal Littlechild Bearspaw Ballantyne
Fong Quach Truong Dang Huynh Bui Sithole Mahlangu Chikwanha Banda Phiri Mutasa Oduya Achebe
""".split()

# Two-word surnames have been split by the whitespace split above; re-join the
# particles that belong together.
_PARTICLES = {"Mac": 1, "Ó": 1, "Ní": 1, "Te": 1}


def _rejoin(words):
    out = []
    i = 0
    while i < len(words):
        w = words[i]
        if w in _PARTICLES and i + 1 < len(words):
            out.append(w + " " + words[i + 1])
            i += 2
        else:
            out.append(w)
            i += 1
    return out


SURNAMES = _rejoin(SURNAMES)

# Country leanings: each country draws mostly from the whole pool but with some
# local weighting so that notes feel locally plausible.
LOCAL_SURNAMES = {
    "UK": """Ashworth Greenhalgh Whitaker Sutcliffe Barraclough Holroyd Ackroyd Entwistle
             Ramsbottom Featherstone Wainwright Treloar Trevithick Penrose Polglase Nankervis
             Pritchard Llewellyn Vaughan Griffiths MacDonald Sinclair Drummond Moncrieff Patel
             Begum Uddin Chaudhry Okafor Mensah""".split(),
    "IE": """O'Neill O'Brien O'Sullivan Murphy Kelly Byrne Ryan Doyle McCarthy Gallagher Brennan
             Fitzgerald Kavanagh Quinlan Hegarty Dunne Whelan Walsh Nolan Regan Kehoe""".split()
          + ["Mac Giolla", "Ó Súilleabháin", "Ní Bhriain"],
    "AU": """Nguyen Tran Pham Papadopoulos Georgiou Nikolaidis Rossi Russo Esposito Ngata
             Tuilagi Fifita Horomona Fairbairn Ballantyne Kirkpatrick Tan Lim Wong Chan""".split()
          + ["Te Rangi"],
    "CA": """Tremblay Gagnon Roy Côté Bouchard Gauthier Morin Lavoie Fortin Gagné Pelletier
             Bélanger Lefebvre Leblanc Whitehorse Cardinal Littlechild Bearspaw Singh Dhillon
             Grewal Sandhu Chen Wong""".split(),
    "US": """Johnson Miller Wilson Moore Anderson Jackson White Harris Martin Thompson Garcia
             Rodriguez Martinez Hernandez Lopez Gonzalez Kim Park Nguyen Cohen Levy Goldberg
             Okonkwo Adeyemi""".split(),
}

LOCAL_FIRST = {
    "IE": {"F": "Aoife Niamh Sinead Caoimhe Roisin Grainne Orla Mairead Deirdre Nuala Sorcha Imelda".split(),
           "M": "Seamus Padraig Cathal Eoin Ciaran Donal Fergal Tadhg Oisin Cormac Ruairi Diarmuid".split()},
    "UK": {"F": "Margaret Doreen Brenda Sheila Maureen Beryl Mavis Winifred Ffion Lowri Eilidh Kirsty".split(),
           "M": "Arthur Harold Kenneth Dennis Derek Trevor Keith Colin Malcolm Gethin Hamish Aled".split()},
    "AU": {"F": "Kylie Shannon Brooke Kirra Tegan Despina Eleni Aroha Moana".split(),
           "M": "Bruce Shane Wayne Craig Darren Jarrod Lachlan Bodhi Lachie Wiremu Malakai".split()},
    "CA": {"F": "Genevieve Mathilde Amélie Josée Marie-Claude Sylvie Nathalie Chantal Renée Winona".split(),
           "M": "Pierre Jean-Luc Étienne Mathieu Guillaume François Luc Rémi Gaston".split()},
    "US": {"F": "Tatum Destiny Shanice Keisha Latoya Tamika Jasmine Imani Makayla".split(),
           "M": "Tyrone DeShawn Jamal Marcus Darnell Terrence Cody Brayden Hunter".split()},
}

NICKNAMES = {
    "William": "Bill", "Margaret": "Peggy", "Patricia": "Trish", "Kenneth": "Ken",
    "Raymond": "Ray", "Dorothy": "Dot", "Florence": "Flo", "Mohammed": "Mo",
    "Alejandro": "Alex", "Elizabeth": "Liz", "Bridget": "Biddy", "Gordon": "Gordie",
    "Alasdair": "Ally", "Chukwuemeka": "Emeka", "Katarzyna": "Kasia", "Albert": "Bert",
    "Dennis": "Den", "Jaswinder": "Jas", "Harjit": "Harj", "Winifred": "Winnie",
    "Leonard": "Len", "Stanley": "Stan", "Ernest": "Ernie", "Reginald": "Reg",
}
