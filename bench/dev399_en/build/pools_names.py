"""Person-name pools of many origins. Some names are also ordinary English words."""

FEMALE = """
Margaret Susan Linda Patricia Elizabeth Catherine Helen Sarah Emma Charlotte Olivia Amelia
Jessica Rebecca Joanne Gillian Pauline Maureen Brenda Sheila Janet Hilary Lorraine Tracey
Siobhan Aoife Niamh Saoirse Orla Grainne Roisin Deirdre Aisling Caoimhe Eimear Sinead
Morag Isla Eilidh Kirsty Fiona Ailsa Rhiannon Cerys Bethan Carys Angharad Ffion
Priya Anjali Sunita Kavita Meera Deepa Harpreet Manpreet Jaswinder Lakshmi Nisha Farzana
Ayesha Fatima Zainab Maryam Noor Samira Leila Yasmin Amira Huda Rania
Mei Ling Xiu Yan Hui Min Jia Hana Yuki Sakura Aiko Min-ji Seo-yeon Ji-woo Thi Lan Mai Linh
Ngozi Chioma Adaeze Funmilayo Abimbola Amara Nia Wanjiru Akosua Efua Thandiwe Zanele
Maria Lucia Carmen Rosa Guadalupe Ximena Valentina Camila Ana Pilar Dolores Inmaculada
Agnieszka Katarzyna Magdalena Joanna Olga Irina Svetlana Natalia Oksana Daria Milena
Mereana Aroha Ngaire Moana Losa Sina Mele Ana-Lisa Tania Kiri
Rachel Miriam Esther Ruth Naomi Leah Chana Tova
Eleni Sofia Georgia Despina Chiara Giulia Francesca Rosalba
Maricel Jocelyn Rowena Liezl
Hope Grace Faith Joy Dawn Summer Rose Ivy Hazel Holly Amber Crystal Patience Precious
Blessing April June May Heather Iris Violet Pearl Ruby Scarlett Willow Autumn Star
"""

MALE = """
John David Michael Peter Robert James William Richard Thomas Christopher Andrew Stephen
Paul Mark Anthony Kevin Gary Darren Wayne Trevor Malcolm Graham Nigel Keith Clive Derek
Sean Seamus Padraig Ciaran Eoin Cathal Donal Niall Oisin Fergal Colm Tadhg Ruairi
Hamish Alasdair Callum Fraser Angus Dougal Gareth Dafydd Rhys Emyr Huw Iwan
Rajesh Sanjay Arjun Vikram Anil Sunil Harjit Gurpreet Ravi Mohan Imran Tariq Asif
Mohammed Ahmed Omar Yusuf Khalid Hassan Ibrahim Karim Bilal Faisal Samir
Wei Jun Hao Lei Chen Ming Hiroshi Kenji Takeshi Min-jun Dong-hyun Ji-ho Minh Tuan Quang
Chinedu Emeka Oluwaseun Tunde Kwame Kofi Sipho Thabo Tendai Bongani Babatunde Obinna
Jose Luis Carlos Javier Miguel Alejandro Diego Santiago Mateo Jorge Raul Ignacio
Piotr Tomasz Krzysztof Marek Pavel Dmitri Sergei Andriy Bogdan Milan Dragan Goran
Wiremu Tane Hemi Rawiri Sione Tevita Viliami Manaia Nikau
Daniel Samuel Benjamin Aaron Eli Moshe Yosef Avi
Nikos Yiannis Dimitrios Kostas Giuseppe Marco Luca Salvatore Enzo
Ramon Jericho Arnel Rodel
Bill Will Rich Frank Guy Miles Chase Hunter Dale Glen Forrest Sterling Earnest August
Drew Mason Reed Cliff Lance Rocky Sonny Sky Ray Jack Bob
"""

SURNAMES = """
Smith Jones Taylor Brown Williams Wilson Johnson Davies Robinson Wright Thompson Evans
Walker White Roberts Green Hall Wood Jackson Clarke Hughes Edwards Lewis Harris Turner
Hill Cooper Morris Ward Baker Cook Mason Bishop Marsh Brook Rice Fox Wolf Black Young
Long Strong Moody Hale Sharp Bell Church Lamb Hunt Field Stone Knight King Page Day
Banks Rivers Winter Frost Snow Hardy Swift Golding Bird Bush Steel Bridge Shepherd
Fletcher Thatcher Fisher Gardener Archer Butler Carpenter Chandler Glover Potter Weaver
O'Brien O'Sullivan O'Connor O'Neill McCarthy Kelly Byrne Ryan Doyle Gallagher Kennedy
Quinn Brennan Fitzgerald Nolan Keane Mulligan Flanagan Cassidy Devlin Donnelly Geraghty
MacLeod MacDonald Campbell Stewart Fraser Cameron Drummond Sinclair Munro Gillespie
Llewellyn Pritchard Griffiths Vaughan Prosser Bevan Jenkins Parry Howells
Patel Shah Sharma Singh Gupta Kumar Mehta Desai Joshi Reddy Nair Iyer Menon Chaudhry
Khan Hussain Rahman Ahmed Akhtar Qureshi Siddiqui Malik Begum Chowdhury Mirza
Al-Sayed Haddad Khoury Nasser Mansour Hamdan Saleh Farouk Aziz Barakat
Wang Li Zhang Liu Huang Zhao Lin Zhou Wu Tan Lim Ng Wong Chan Leung Cheung Ho
Nguyen Tran Pham Le Vo Dang Bui Nakamura Tanaka Suzuki Sato Watanabe Kim Park Choi Jung
Okafor Adeyemi Okonkwo Nwosu Eze Balogun Mensah Owusu Boateng Mwangi Otieno Dlamini
Ndlovu Mokoena Banda Phiri Abara Chukwu Ogunleye Adebayo
Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres Flores
Rivera Castillo Morales Ortiz Gutierrez Delgado Vargas Romero Navarro Herrera
Kowalski Nowak Wisniewski Wojcik Lewandowski Zielinska Kaminski Ivanova Petrov Sokolov
Kovalenko Shevchenko Horvat Novak Jovanovic Popescu Dumitru
Ngata Parata Tipene Walker-Ruru Te Rangi Tuhiwai Faleolo Tuilagi Fifita Taufa Havili
Cohen Levy Goldberg Friedman Rosenthal Katz Weiss Shapiro
Papadopoulos Georgiou Christodoulou Russo Esposito Romano Ricci Bianchi Conti Marino
Santos Reyes Dela Cruz Bautista Villanueva Mendoza
Dubois Lefebvre Tremblay Gagnon Bouchard Cote Pelletier Lavoie Roy Gauthier
Anderson Johansson Lindqvist Nielsen Hansen Larsen Berg Muller Schmidt Fischer Becker
"""

# Clinicians come from the same pools; these extra surnames only appear on staff.
STAFF_EXTRA = """
Achebe Varghese Thirunavukkarasu Oyelaran Kapoor Bhattacharya Ranasinghe Fernando
Wijesinghe Abeysekera Haque Sadiq Ezeani Olawale Fairbairn Ellwood Cartwright
Ashdown Pemberton Whitlock Holloway Kershaw Lockhart Radcliffe Tennant Oduya Mbeki
Halvorsen Lindgren Van der Berg De Souza Da Silva Pereira Costa Moreau Laurent
"""

NICK = {
    "Margaret": "Peggy", "Elizabeth": "Liz", "Catherine": "Kate", "Patricia": "Trish",
    "Robert": "Bob", "William": "Bill", "Richard": "Rich", "Michael": "Mick",
    "Christopher": "Chris", "Anthony": "Tony", "Thomas": "Tom", "James": "Jim",
    "Andrew": "Andy", "Stephen": "Steve", "Rebecca": "Becky", "Susan": "Sue",
    "Samuel": "Sam", "Daniel": "Dan", "Benjamin": "Ben", "Alejandro": "Alex",
    "Oluwaseun": "Seun", "Babatunde": "Tunde", "Dimitrios": "Jim", "Jessica": "Jess",
}


def _split(block):
    out = []
    for line in block.strip().splitlines():
        for w in line.split():
            out.append(w)
    return out


def _surnames(block):
    # a few multi-word surnames are written with a space
    words = _split(block)
    out = []
    skip = False
    for i, w in enumerate(words):
        if skip:
            skip = False
            continue
        if w in ("Te", "Dela", "Van", "De", "Da") and i + 1 < len(words):
            nxt = words[i + 1]
            if w == "Van" and nxt == "der" and i + 2 < len(words):
                out.append("Van der " + words[i + 2])
                words[i + 2] = ""
                skip = True
                continue
            out.append(w + " " + nxt)
            skip = True
            continue
        if w:
            out.append(w)
    return sorted(set(x for x in out if x))


FEMALE_NAMES = sorted(set(_split(FEMALE)))
MALE_NAMES = sorted(set(_split(MALE)))
SURNAME_LIST = _surnames(SURNAMES)
STAFF_SURNAMES = sorted(set(SURNAME_LIST) | set(_surnames(STAFF_EXTRA)))

# Names that are also ordinary words: may appear unannotated as words elsewhere.
WORDLIKE = sorted(set(w.lower() for w in """
Hope Grace Faith Joy Dawn Summer Rose Ivy Hazel Holly Amber Crystal Patience Precious
Blessing April June May Heather Iris Violet Pearl Ruby Scarlett Willow Autumn Star
Bill Will Rich Frank Guy Miles Chase Hunter Dale Glen Forrest Sterling Earnest August
Drew Mason Reed Cliff Lance Rocky Sonny Sky Ray Jack Bob
Hill Wood Ward Baker Cook Bishop Marsh Brook Rice Fox Wolf Black Young Long Strong Moody
Hale Sharp Bell Church Lamb Hunt Field Stone Knight King Page Day Banks Rivers Winter
Frost Snow Hardy Swift Bird Bush Steel Bridge Shepherd Fisher Archer Butler Potter
Weaver Carpenter Glover Gardener White Green Brown Le Li Lin Ho Roy Cote Kim Park Berg
Tan Lim Chan Wong Mark Thatcher Fletcher Chandler Ng Wu Vo
""".split()))
