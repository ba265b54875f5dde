"""Personal-name pools for dev386_en (invented combinations, many origins)."""

# origin: (male first names, female first names, surnames)
ORIGINS = {
    "anglo": (
        "James William Peter Graham Colin Keith Trevor Derek Martin Stephen Gary Neil Adam Luke "
        "Harry Oliver Jack Thomas George Simon Nigel Roger Barry Clive Dennis Frank Wayne Craig Dean".split(),
        "Margaret Susan Janet Linda Pauline Carol Karen Hannah Emily Sophie Lucy Charlotte Rachel "
        "Deborah Joan Sheila Valerie Wendy Brenda Gillian Amy Chloe Jessica Beverley Tracey Dawn Hazel".split(),
        "Smith Turner Baxter Whitfield Harrington Cole Pritchard Ashworth Fenwick Holloway Marsh Barker "
        "Lockwood Pemberton Gibbs Thornton Radcliffe Sutcliffe Hargreaves Bellamy Cartwright Dobson Fairclough "
        "Greenwood Hewitt Kirby Lambert Mason Norris Oakley Parkin Rowntree Shaw Tillotson Upton Walsh Yates "
        "Ellery Brewster Colbourne Hatherley Spooner Winterbottom Aldridge Smith-Jones".split(),
    ),
    "irish": (
        "Seamus Padraig Cian Oisin Declan Eoin Ciaran Fergal Niall Donal Brendan Colm Liam Kieran".split(),
        "Siobhan Aoife Niamh Orla Grainne Roisin Sinead Mairead Deirdre Clodagh Aisling Eimear Brid".split(),
        "O'Neill O'Sullivan Murphy Byrne Kavanagh Donnelly McCarthy Fitzgerald Brennan Gallagher Doyle "
        "Nolan Quinlan Keane Moloney O'Driscoll Cullinane Hegarty Lynch Mulcahy Ni Bhriain Tierney".split(),
    ),
    "scottish": (
        "Hamish Callum Angus Fraser Alasdair Euan Ross Gregor Murdo Struan".split(),
        "Morag Isla Kirsty Fiona Ailsa Eilidh Catriona Shona Mhairi Iona".split(),
        "McAllister MacLeod Drummond Grieve Buchanan Ferguson McIntyre Sinclair Lamont Urquhart "
        "Crichton Rennie MacKinnon Paterson".split(),
    ),
    "welsh": (
        "Rhys Gareth Dafydd Huw Emyr Iwan Aled Geraint".split(),
        "Bethan Sian Angharad Ffion Carys Eleri Nia Rhiannon".split(),
        "Pryce Llewellyn Bowen Parry Griffiths Vaughan Prosser Maddox".split(),
    ),
    "south_asian": (
        "Rajesh Sanjay Imran Farhan Arjun Vikram Harpreet Gurdeep Anil Mohammed Tariq Nikhil Rohan Suresh".split(),
        "Priya Anjali Nusrat Farzana Kavita Sunita Harjit Meera Shabana Ayesha Deepa Lakshmi Rekha Nazia".split(),
        "Patel Sharma Chaudhry Begum Rahman Sandhu Gill Iyer Nair Malik Qureshi Bhatt Kapoor Siddiqui "
        "Venkataraman Dhillon Hussain Chakraborty".split(),
    ),
    "chinese": (
        "Wei Jian Hao Ming Jun Kai Zhen Bo Tao Lei".split(),
        "Mei Xiu Ying Lan Hui Jing Fang Ling Yan Qing".split(),
        "Chen Wong Liu Zhang Huang Lim Tan Ng Cheung Lau Ho Yip Zhou Leung".split(),
    ),
    "korean": (
        "Min-jun Seo-jun Ji-ho Dong-hyun Sung-min".split(),
        "Ji-woo Seo-yeon Min-ji Hye-jin Eun-ji".split(),
        "Kim Park Choi Jung Kang Yoon Han".split(),
    ),
    "japanese": (
        "Hiroshi Kenji Takeshi Daisuke Kazuo".split(),
        "Yuki Keiko Haruka Naomi Akiko".split(),
        "Tanaka Sato Watanabe Nakamura Yamamoto Kobayashi".split(),
    ),
    "vietnamese": (
        "Minh Tuan Duc Long Quang Thanh".split(),
        "Lan Thu Huong Linh Ngoc Mai".split(),
        "Nguyen Tran Le Pham Hoang Vu Dang Bui".split(),
    ),
    "filipino": (
        "Jose Ramon Rodel Arnel Jericho Danilo".split(),
        "Maricel Rowena Jocelyn Analyn Lourdes Marivic".split(),
        "Santos Reyes Dela Cruz Bautista Villanueva Mendoza Aquino Manalo".split(),
    ),
    "west_african": (
        "Chukwuemeka Oluwaseun Kwame Kofi Babatunde Ifeanyi Tunde Yaw Emeka".split(),
        "Ngozi Adaeze Folasade Abena Chiamaka Yetunde Akosua Funmilayo Efua".split(),
        "Okafor Adeyemi Mensah Owusu Nwosu Balogun Asante Okonkwo Adebayo Boateng Eze".split(),
    ),
    "east_african": (
        "Abdi Mohamed Tesfaye Kiprono Otieno Yusuf".split(),
        "Hodan Amina Wanjiru Saida Fadumo Achieng".split(),
        "Warsame Hassan Kiplagat Mwangi Abebe Odhiambo Farah".split(),
    ),
    "caribbean": (
        "Delroy Winston Errol Marlon Clive Leroy".split(),
        "Marcia Beverley Paulette Janice Yvonne Sharon".split(),
        "Campbell Francis Gayle Bailey Thompson Grant Dacres Edwards".split(),
    ),
    "hispanic": (
        "Carlos Miguel Jorge Luis Alejandro Javier Ricardo Hector Eduardo Mateo".split(),
        "Maria Guadalupe Lucia Carmen Rosa Alejandra Veronica Gabriela Isabel Ana".split(),
        "Garcia Hernandez Martinez Lopez Gonzalez Ramirez Torres Flores Morales Castillo de la Cruz Vega".split(),
    ),
    "polish": (
        "Piotr Tomasz Krzysztof Marek Pawel Grzegorz Lukasz Jakub".split(),
        "Agnieszka Katarzyna Magdalena Malgorzata Joanna Ewa Zofia".split(),
        "Kowalski Nowak Wisniewski Wojcik Kaminski Lewandowski Zielinski Szymanski Dabrowski".split(),
    ),
    "eastern_eu": (
        "Andrei Mihai Oleksandr Dmitri Bogdan Vasile Ivan".split(),
        "Ioana Elena Olena Svetlana Daria Irina Natalia".split(),
        "Popescu Ionescu Shevchenko Kovalenko Petrov Marinescu Horvat Novak".split(),
    ),
    "greek": (
        "Georgios Nikolaos Konstantinos Dimitrios Spiros Yiannis".split(),
        "Eleni Sophia Despina Katerina Vasiliki Antonia".split(),
        "Papadopoulos Georgiou Nikolaidis Karamanlis Christodoulou Economou".split(),
    ),
    "italian": (
        "Giuseppe Salvatore Antonio Marco Franco Vincenzo Luca".split(),
        "Giovanna Rosaria Francesca Lucia Carla Teresa Concetta".split(),
        "Rossi Bianchi Esposito Romano Colombo Ferraro De Luca Marchetti Caruso Lombardi".split(),
    ),
    "arabic": (
        "Ahmed Khalid Omar Youssef Samir Karim Hassan Walid".split(),
        "Fatima Layla Noura Rania Huda Mariam Samira".split(),
        "Haddad Khoury Nasser Saleh Mansour Aziz Al-Sayed Darwish El-Amin".split(),
    ),
    "maori": (
        "Wiremu Tane Hemi Rawiri Nikau Manaia Tama".split(),
        "Aroha Mere Hine Kiri Anahera Ngaire Huia".split(),
        "Ngata Parata Walker Tipene Horomona Te Rangi Waititi Tawhiri Kereama".split(),
    ),
    "pacific": (
        "Sione Tevita Iosefa Viliami Faleolo Semisi".split(),
        "Losana Mele Salote Talia Ana Siosaia".split(),
        "Tuilagi Fifita Taufa Leota Aumua Vainikolo Fonoti".split(),
    ),
    "dutch_german": (
        "Hendrik Jurgen Pieter Klaus Dieter Willem".split(),
        "Ingrid Anneke Greta Liesel Marijke Heike".split(),
        "van der Berg de Vries Schmidt Bakker Hoffmann Vogel Janssen Kruger van Dijk".split(),
    ),
    "french": (
        "Jean-Luc Pierre Andre Marc-Antoine Yves Gilles Etienne".split(),
        "Sylvie Genevieve Nathalie Josee Chantal Isabelle Manon".split(),
        "Tremblay Gagnon Bouchard Lavoie Cote Gauthier Pelletier Belanger Leclerc".split(),
    ),
    "portuguese": (
        "Joao Manuel Rui Fernando Duarte".split(),
        "Ines Fatima Conceicao Rita Beatriz".split(),
        "Silva Ferreira Pereira Costa Almeida Medeiros".split(),
    ),
    "jewish": (
        "David Nathan Aaron Isaac Benjamin".split(),
        "Miriam Ruth Rebecca Naomi Esther".split(),
        "Goldberg Rosen Katz Levy Weinstein Abramowitz Feldman".split(),
    ),
    "turkish": (
        "Mehmet Emre Burak Murat Kemal".split(),
        "Ayse Elif Zeynep Emine Derya".split(),
        "Yilmaz Demir Kaya Ozturk Aydin Celik".split(),
    ),
}

# multi-word surnames above are written with a space inside the split list
# as separate items; glue the known compound ones back together.
_COMPOUND = {("Ni", "Bhriain"), ("Dela", "Cruz"), ("de", "la"), ("la", "Cruz"), ("De", "Luca"),
             ("Te", "Rangi"), ("van", "der"), ("der", "Berg"), ("de", "Vries"), ("van", "Dijk")}


def _glue(words):
    out = []
    i = 0
    while i < len(words):
        w = words[i]
        if w == "de" and i + 2 < len(words) and words[i + 1] == "la":
            out.append(" ".join(words[i:i + 3]))
            i += 3
            continue
        if w == "van" and i + 2 < len(words) and words[i + 1] == "der":
            out.append(" ".join(words[i:i + 3]))
            i += 3
            continue
        if i + 1 < len(words) and (w, words[i + 1]) in _COMPOUND:
            out.append(w + " " + words[i + 1])
            i += 2
            continue
        out.append(w)
        i += 1
    return out


ORIGINS = {k: (v[0], v[1], _glue(v[2])) for k, v in sorted(ORIGINS.items())}

# origin weights by country
COUNTRY_ORIGINS = {
    "UK": [("anglo", 40), ("scottish", 7), ("welsh", 6), ("irish", 6), ("south_asian", 12), ("caribbean", 5),
           ("west_african", 5), ("polish", 5), ("eastern_eu", 3), ("chinese", 3), ("arabic", 3), ("italian", 2),
           ("turkish", 2), ("east_african", 2), ("jewish", 2)],
    "US": [("anglo", 38), ("hispanic", 16), ("irish", 6), ("italian", 5), ("chinese", 4), ("korean", 3),
           ("jewish", 4), ("west_african", 3), ("caribbean", 4), ("filipino", 3), ("polish", 3), ("south_asian", 4),
           ("vietnamese", 2), ("arabic", 2), ("dutch_german", 3)],
    "AU": [("anglo", 40), ("greek", 7), ("italian", 7), ("vietnamese", 6), ("chinese", 7), ("south_asian", 7),
           ("arabic", 5), ("irish", 5), ("filipino", 3), ("scottish", 4), ("pacific", 3), ("dutch_german", 3),
           ("japanese", 2)],
    "CA": [("anglo", 30), ("french", 16), ("chinese", 9), ("south_asian", 9), ("filipino", 5), ("italian", 5),
           ("portuguese", 4), ("scottish", 5), ("irish", 5), ("korean", 3), ("caribbean", 3), ("polish", 3),
           ("eastern_eu", 3), ("jewish", 2)],
    "IE": [("irish", 55), ("anglo", 12), ("polish", 9), ("eastern_eu", 6), ("west_african", 5), ("portuguese", 3),
           ("south_asian", 4), ("chinese", 3), ("filipino", 3)],
    "NZ": [("anglo", 38), ("maori", 16), ("pacific", 10), ("chinese", 7), ("south_asian", 7), ("scottish", 6),
           ("dutch_german", 5), ("korean", 3), ("filipino", 3), ("irish", 3), ("japanese", 2)],
}

NICKNAMES = {
    "William": "Bill", "James": "Jim", "Margaret": "Peggy", "Stephen": "Steve", "Deborah": "Debbie",
    "Thomas": "Tom", "Harry": "Hal", "Susan": "Sue", "Valerie": "Val", "Patrick": "Paddy", "Giuseppe": "Joe",
    "Francesca": "Fran", "Alejandro": "Alex", "Gillian": "Jill", "Beverley": "Bev", "Kenji": "Ken",
    "Katarzyna": "Kasia", "Georgios": "George", "Nikolaos": "Nick", "Konstantinos": "Con", "Rajesh": "Raj",
    "Oluwaseun": "Seun", "Chukwuemeka": "Emeka", "Wiremu": "Bill", "Jorge": "George", "Malgorzata": "Gosia",
    "Dimitrios": "Jim", "Frank": "Frankie", "Elizabeth": "Liz", "Alasdair": "Ally", "Catriona": "Cat",
}

TITLES_M = ["Mr"]
TITLES_F = ["Mrs", "Ms", "Miss"]

RELATIONS = [
    ("wife", "F"), ("husband", "M"), ("partner", "X"), ("daughter", "F"), ("son", "M"),
    ("sister", "F"), ("brother", "M"), ("granddaughter", "F"), ("grandson", "M"), ("neighbour", "X"),
    ("friend", "X"), ("carer", "X"), ("niece", "F"), ("nephew", "M"), ("mother", "F"), ("father", "M"),
    ("daughter-in-law", "F"), ("son-in-law", "M"),
]
