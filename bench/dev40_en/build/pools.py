"""Invented name pools.  Every person in the set is fictional; names are drawn
from many origins and combined at random.  Names that are also common English
words, months or clinical terms were left out on purpose so that an
unannotated literal can never collide with a PHI value."""


def _w(s):
    return s.split()


NAME_GROUPS = {
    "anglo": dict(
        m=_w("""Alistair Benedict Callum Darren Edmund Frederick Gareth Harvey Ian Jeremy
        Keith Lyle Malcolm Nigel Oliver Philip Quentin Rupert Stuart Timothy Vaughan
        Warren Adrian Barnaby Clive Douglas Graham Howard Leonard Rhys Owain Dylan Gavin
        Hamish Ewan Lachlan Trevor Geoffrey Derek Colin Simon Jonathan Thomas Henry"""),
        f=_w("""Abigail Beatrice Charlotte Deborah Eleanor Fiona Georgina Harriet Imogen
        Jennifer Katherine Lorraine Margaret Natalie Olivia Philippa Rebecca Samantha
        Tamsin Victoria Wendy Yvonne Alison Bethan Carys Elspeth Gwen Heather Isla
        Jessica Kirsty Lucy Morag Nicola Paula Rhiannon Shona Tracey Gillian Sandra Pauline
        Maureen Sheila Brenda Janet Hazel"""),
        s=_w("""Ashworth Barraclough Blackwood Brantley Cartwright Chatterton Dunmore Eastwood
        Fairbrother Fenwick Gresham Hargreaves Holloway Kingsley Lockwood Marlowe
        Merriweather Netherton Oakley Pemberton Ravenscroft Rutherford Sedgwick
        Thackeray Underwood Wainwright Whitfield Winterbottom Ackroyd Bramley Crowther
        Dalrymple Ferguson Galbraith Henderson Kirkpatrick McAllister Munro Strachan
        Llewellyn Pritchard Prosser Vaughan-Jones Griffiths Lewis-Evans Haworth
        Pennington Stanbridge Tolley Wilcox Yardley Threlfall Gilchrist Bannerman"""),
    ),
    "irish": dict(
        m=_w("""Cian Oisin Padraig Eoin Donal Fergal Ronan Cathal Diarmuid Seamus Colm Lorcan
        Tadhg Niall Brendan Declan Kieran Eamon Fionn Ruairi Cormac Darragh Senan"""),
        f=_w("""Aoife Siobhan Niamh Caoimhe Grainne Orla Roisin Saoirse Sinead Aisling Clodagh
        Deirdre Eimear Fionnuala Maeve Nuala Orlaith Treasa Ailbhe Muireann Sorcha Brid"""),
        s=_w("""O'Sullivan McCarthy O'Donoghue Fitzgerald MacNamara O'Keeffe Brennan Gallagher
        Dunne Kavanagh O'Rourke Moriarty Callaghan Hennessy Flanagan Mulcahy Quinlan
        Geraghty Tierney Nolan Cullinane Donnelly Keogh Lenihan McGrath Mulligan
        O'Driscoll Whelan Breathnach Costigan Carmody Hegarty Lyons-Ryan"""),
    ),
    "south_asian": dict(
        m=_w("""Arjun Rohan Vikram Sanjay Rajesh Anil Imran Farhan Tariq Asif Harpreet
        Gurpreet Manoj Suresh Kiran Nikhil Rahul Pradeep Aamir Bilal Shahid Zubair
        Dinesh Mohan Ravindra Sunil Ashok Harjit Jaswinder Naveen"""),
        f=_w("""Priya Anjali Deepa Kavita Sunita Meera Lakshmi Aisha Nasreen Farzana Shabana
        Parveen Harleen Simran Gurinder Divya Pooja Neha Rupinder Ayesha Zainab Rukhsana
        Shilpa Radhika Nandini Sangeeta Anusha Jaspreet"""),
        s=_w("""Patel Sharma Gupta Chaudhry Iqbal Qureshi Siddiqui Malik Hussain Rahman
        Chowdhury Bhattacharya Sandhu Gill Dhillon Grewal Kapoor Mehta Nair Menon Pillai
        Reddy Rao Krishnan Subramaniam Perera Fernando Jayasuriya Banerjee Mukherjee
        Ahluwalia Bajwa Akhtar Mirza Thakkar Desai Joshi Kulkarni Venkatesh"""),
    ),
    "chinese": dict(
        m=_w("""Wei Jun Hao Jian Ming Zhiwei Haoran Yong Chen-Yu Kai Tao Feng Bo Lei Xiang
        Ka-Wai Chi-Ming Kwok-Leung"""),
        f=_w("""Mei Ling Xiu Yan Li-Na Jing Fang Hui Xiaoyan Yue Qing Shu Ying Wai-Man
        Siu-Ling Ka-Yan Lihua Jiayi"""),
        s=_w("""Zhang Wang Liu Chen Huang Zhao Zhou Wu Xu Zhu Guo Lin Luo Zheng Liang Xie
        Tang Feng Cheung Chan Leung Wong Lau Tsang Kwok Yip Ho"""),
    ),
    "viet_korean_japanese": dict(
        m=_w("""Minh Tuan Duc Quang Huy Thanh Hieu Jae-Won Min-Jun Seung-Ho Dong-Hyun Hiroshi
        Takeshi Kenji Daisuke Haruto Yuto"""),
        f=_w("""Linh Thuy Huong Ngoc Lan Trang Mai-Anh Ji-Yeon Soo-Jin Eun-Ji Hye-Won Yuki
        Keiko Haruka Sakura Aiko Naomi"""),
        s=_w("""Nguyen Tran Pham Hoang Phan Vu Dang Bui Ngo Duong Kim Park Choi Jung Kang
        Cho Yoon Jang Lim Tanaka Sato Suzuki Takahashi Watanabe Yamamoto Nakamura
        Kobayashi Matsumoto"""),
    ),
    "african": dict(
        m=_w("""Chinedu Emeka Oluwaseun Adebayo Tunde Kwame Kofi Yaw Kwabena Abdi Mohamed
        Yusuf Jomo Kiprono Tendai Themba Sipho Obinna Ikenna Babatunde Folarin Nnamdi"""),
        f=_w("""Adaeze Chiamaka Ngozi Funmilayo Folake Yetunde Abena Akosua Efua Ama Hodan
        Fadumo Wanjiru Nyambura Chipo Thandiwe Nomvula Ifeoma Titilayo Oluwakemi Ebele"""),
        s=_w("""Okafor Okonkwo Adeyemi Adebayo-Smith Oyelaran Nwosu Eze Obi Mensah Asante
        Boateng Owusu Osei Appiah Farah Warsame Abdullahi Kamau Otieno Njoroge Moyo
        Dlamini Ndlovu Achebe Babalola Olaniyan Ogunleye Afolabi Agyeman Ibekwe"""),
    ),
    "hispanic": dict(
        m=_w("""Alejandro Javier Mateo Santiago Diego Rafael Ernesto Joaquin Guillermo Rodrigo
        Arturo Fernando Ignacio Julio Ramiro Salvador Tomas Esteban Emilio Andres"""),
        f=_w("""Alejandra Beatriz Carmen Dolores Esperanza Graciela Ines Lucia Marisol Paloma
        Rocio Ximena Yolanda Guadalupe Mariana Valentina Catalina Adriana Lorena Veronica"""),
        s=_w("""Gonzalez Hernandez Ramirez Morales Castillo Jimenez Ruiz Vargas Mendoza
        Gutierrez Aguilar Salazar Dominguez Ortega Delgado Navarro Cabrera Villanueva
        Espinoza Fuentes Camacho Quintero Zamora Cisneros Ibarra Valenzuela Sandoval
        Figueroa Arellano Bustamante"""),
    ),
    "south_european": dict(
        m=_w("""Giuseppe Salvatore Massimo Giovanni Luca Matteo Vincenzo Dimitrios Georgios
        Konstantinos Nikolaos Spyros Joao Rui Nuno Tiago Goncalo Paolo Stefano Alessandro"""),
        f=_w("""Giulia Francesca Chiara Rosalba Antonella Lucrezia Eleni Georgia Katerina
        Despina Stavroula Vasiliki Ines-Maria Filipa Joana Leonor Beatriz-Ana Raffaella
        Serafina Concetta"""),
        s=_w("""Romano Esposito Bianchi Colombo Ricci Marino Greco Bruno Gallo Conti DeLuca
        Mancini Costa Giordano Rizzo Lombardi Papadopoulos Georgiou Konstantinidis
        Nikolaidis Dimitriou Pappas Karagiannis Ferreira Pereira Rodrigues Carvalho
        Oliveira Sousa Teixeira Moreira Tavares"""),
    ),
    "east_european": dict(
        m=_w("""Piotr Krzysztof Tomasz Marek Andrzej Pawel Grzegorz Mihai Andrei Bogdan
        Vasile Oleksandr Dmytro Serhiy Mykola Jiri Ondrej Lukas Dariusz Wojciech"""),
        f=_w("""Agnieszka Katarzyna Malgorzata Magdalena Joanna Ewa Dorota Ioana Elena-Maria
        Mihaela Oksana Olena Iryna Natalia Svetlana Jana Petra Zuzana Halina Bozena"""),
        s=_w("""Kowalski Nowak Wisniewski Wojcik Kaminski Lewandowska Zielinski Szymanski
        Wozniak Dabrowski Popescu Ionescu Dumitru Stan Constantin Shevchenko Kovalenko
        Bondarenko Tkachenko Melnyk Novak Dvorak Horvath Svoboda Kowalczyk Jankowski"""),
    ),
    "middle_eastern": dict(
        m=_w("""Ahmed Omar Khalid Hassan Karim Samir Walid Nabil Faisal Reza Dariush Arash
        Mehmet Mustafa Emre Burak Hakan Youssef Rami Ziad"""),
        f=_w("""Fatima Leila Yasmin Rania Nour Huda Samira Amal Dalia Shirin Parisa Nasrin
        Elif Zeynep Ayse Melek Hala Lina Rasha Mariam"""),
        s=_w("""Haddad Khoury Nasser Mansour Saleh Aziz Hamdan Karimi Hosseini Rahimi Tehrani
        Moradi Yilmaz Demir Sahin Celik Aydin Ozturk Arslan Kaya Al-Sayed Al-Amin
        Abboud Shalabi Darwish"""),
    ),
    "french": dict(
        m=_w("""Jean-Luc Mathieu Etienne Benoit Guillaume Sebastien Yannick Gilles Pascal
        Remi Olivier-Marc Jean-Francois Marc-Andre Sylvain Alexandre Luc Denis"""),
        f=_w("""Genevieve Isabelle Sylvie Nathalie Mireille Josee Veronique Helene Chantal
        Manon Amelie Elodie Marie-Claude Anne-Sophie Brigitte Solange Danielle"""),
        s=_w("""Tremblay Gagnon Roy Cote Bouchard Gauthier Morin Lavoie Fortin Gagne Ouellet
        Pelletier Belanger Levesque Bergeron Leblanc Paquette Girard Simard Boucher
        Caron Beaulieu Cloutier Dufour Poirier Thibodeau Desjardins Lachance"""),
    ),
    "maori_pacific": dict(
        m=_w("""Wiremu Tamati Rawiri Hemi Nikau Tane Manaia Tipene Aperahama Ihaia Sione Tevita
        Semisi Iosefa Tavita Losa Fetu Maka Viliami Pita"""),
        f=_w("""Aroha Mere Huia Kiri Anahera Moana Ngaio Hine Marama Roimata Mele Losana Salote
        Ana-Lisa Sina Litia Fiso Malia Tupou Leilani"""),
        s=_w("""Ngata Tawhiri Parata Horomona Te Rangi Waititi Rangihau Tautahi Kereama
        Paewai Tapsell Faleolo Tuilagi Fifita Taufa Havili Leota Sapolu Vaifale Aumua
        Mataafa Tupou-Vea Falaniko Ioane Soliai"""),
    ),
    "filipino": dict(
        m=_w("""Jose Rommel Reynaldo Ferdinand Danilo Rodel Arnel Jericho Marlon Efren"""),
        f=_w("""Maricel Rowena Jocelyn Analyn Marilou Leonora Cristina Rosario Erlinda Jovelyn"""),
        s=_w("""Dela Cruz Bautista Villanueva Mercado Santos Reyes Manalo Pangilinan Dimaculangan
        Macaraeg Soriano Agbayani Lacson Tolentino Magbanua"""),
    ),
    "north_european": dict(
        m=_w("""Lars Henrik Anders Magnus Stefan Jurgen Klaus Dieter Pieter Joost Sven Erik
        Tobias Florian Maarten Willem Bjorn Nils Jakob Rolf"""),
        f=_w("""Ingrid Astrid Karin Birgit Annika Sigrid Liesbeth Maike Anneliese Greta
        Henrike Marit Solveig Freya Britta Ilse Anouk Femke Kerstin Ulrike"""),
        s=_w("""Andersson Johansson Lindqvist Bergstrom Halvorsen Nilsen Hansen Jensen
        Schneider Hoffmann Becker Zimmermann Schulz Kruger Vermeulen Van der Berg
        de Vries Bakker Janssen Visser Brouwer Hendriks Lindgren Sorensen Eriksen"""),
    ),
    "jewish": dict(
        m=_w("""Avraham Yosef Eitan Noam Ariel Gideon Shlomo Baruch Asher Elior"""),
        f=_w("""Miriam Tova Yael Shoshana Rivka Naomi-Ruth Dvora Talia Aviva Orly"""),
        s=_w("""Goldberg Rosenthal Feldman Katz Levy Friedman Weinstein Blumenthal Abramowitz
        Greenbaum Kaplan Shapiro Horowitz Mizrahi Ben-David"""),
    ),
}

# Surnames written as two words in the pools above need re-joining.
_FIX = {"Dela": "Dela Cruz", "Te": "Te Rangi", "Van": "Van der Berg", "de": "de Vries"}


def _clean_surnames(lst):
    out = []
    i = 0
    while i < len(lst):
        w = lst[i]
        if w in _FIX:
            full = _FIX[w]
            n = len(full.split())
            out.append(full)
            i += n
            continue
        out.append(w)
        i += 1
    return out


for _g in NAME_GROUPS.values():
    _g["s"] = _clean_surnames(_g["s"])

# origin weights per locale
LOCALE_ORIGINS = {
    "US": dict(anglo=30, irish=6, hispanic=18, african=9, chinese=6, viet_korean_japanese=7,
               south_asian=7, south_european=5, east_european=4, middle_eastern=4,
               jewish=4, filipino=3, north_european=4, french=1),
    "UK": dict(anglo=40, irish=7, south_asian=16, african=9, chinese=4, east_european=7,
               south_european=4, middle_eastern=5, viet_korean_japanese=2, north_european=2,
               jewish=2, filipino=2),
    "CA": dict(anglo=26, french=18, irish=6, chinese=10, south_asian=10, filipino=5,
               viet_korean_japanese=4, east_european=6, south_european=5, middle_eastern=4,
               african=4, north_european=3, hispanic=3, jewish=2),
    "AU": dict(anglo=36, irish=8, south_european=10, viet_korean_japanese=7, chinese=8,
               south_asian=8, middle_eastern=5, east_european=4, filipino=3, maori_pacific=3,
               african=3, north_european=3),
    "IE": dict(irish=52, anglo=14, east_european=10, african=6, south_asian=6, chinese=3,
               south_european=4, filipino=3, middle_eastern=2),
    "NZ": dict(anglo=34, maori_pacific=22, irish=6, chinese=7, south_asian=8, filipino=4,
               viet_korean_japanese=4, north_european=5, south_european=3, east_european=3,
               african=2, middle_eastern=2),
}


def pick_origin(R, locale):
    w = LOCALE_ORIGINS[locale]
    keys = list(w.keys())
    return R.choices(keys, weights=[w[k] for k in keys])[0]


def all_given():
    out = []
    for g in NAME_GROUPS.values():
        out += g["m"] + g["f"]
    return out


def all_surnames():
    out = []
    for g in NAME_GROUPS.values():
        out += g["s"]
    return out


USERNAME_STYLES = ["flast", "first.last", "flastN", "FLASTNN", "firstl", "lastf", "f_last"]
