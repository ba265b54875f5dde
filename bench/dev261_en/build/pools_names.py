"""Invented name pools for author 261 (mixed origins). Any match with a
real person is unintended."""

FEMALE = """
Aisha Amara Adaeze Chiamaka Ifeoma Ngozi Yetunde Folake Abena Akosua Efua Wanjiru
Nyokabi Achieng Zawadi Imani Halima Fadumo Hodan Saba Meron Selam Tigist Liya
Priya Ananya Kavya Nandini Ishita Meera Shreya Harpreet Simran Jaspreet Farzana
Nusrat Tasnim Sadia Ayesha Mahnoor Zainab Maryam Layla Noor Yasmin Rania Dalia
Hiba Leila Shirin Parisa Niloufar Elif Zeynep Defne Ebru Selin Mei Xiaoling Yutong
Qian Lingyi Haruka Yui Aoi Sakura Minji Jiwoo Seoyeon Haeun Thuy Linh Ngoc Mai
Anh Trang Maria Josefina Camila Valentina Lucia Ximena Paola Daniela Renata Luana
Beatriz Giovanna Isadora Sofia Chiara Giulia Francesca Elena Ioana Bianca Katarzyna
Zofia Agnieszka Oksana Daria Anastasia Milena Ivana Petra Jana Astrid Ingrid Freya
Sigrid Saoirse Aoife Niamh Siobhan Caitriona Eilidh Morag Cerys Ffion Seren Bethan
Hannah Emily Olivia Charlotte Amelia Grace Chloe Madison Brianna Kayla Jasmine
Destiny Harper Avery Riley Morgan Taylor Megan Lauren Rebecca Abigail Eleanor
Imogen Poppy Phoebe Rosie Tilly Matilda Harriet Georgia Isla Mia Zoe Ruby Sienna
Kiara Tahlia Jessamy Leilani Malia Moana Ana Losana Mere Aroha Kaia Tayen Winona
Nokomis Marisol Yolanda Guadalupe Esperanza Rosalind Delphine Margaux Ines Solene
Anouk Femke Lotte Maartje Noemie Oceane Zoë Renée Chloé Hélène Ximena
"""

MALE = """
Chinedu Emeka Obinna Tunde Segun Kwame Kofi Yaw Kwabena Kojo Tendai Tatenda Farai
Juma Baraka Omondi Kipchoge Abdi Hamza Yusuf Bilal Tariq Khalid Omar Karim Samir
Rami Nabil Hassan Mehdi Reza Arash Dariush Emre Burak Kerem Mert Arjun Rohan Vikram
Aditya Karthik Siddharth Rahul Ishaan Gurpreet Manpreet Harjit Imran Faisal Zubair
Rafiq Tanvir Wei Jun Hao Zhiwei Yichen Haoran Kenji Takumi Haruto Riku Minho Jisung
Dongha Hyunwoo Minh Duc Quang Tuan Bao Mateo Santiago Diego Joaquin Alejandro Emilio
Rodrigo Thiago Gabriel Rafael Lucas Matteo Lorenzo Alessandro Nikos Dimitris Stavros
Andrei Bogdan Mihai Piotr Tomasz Krzysztof Pavel Dmitri Oleksandr Nikola Luka Stefan
Bjorn Lars Henrik Magnus Soren Cian Oisin Padraig Ruairi Callum Fraser Angus Rhys
Dafydd Gethin Owain James Ethan Noah Liam Mason Tyler Jordan Brandon Austin Connor
Dylan Caleb Jaxon Hunter Bradley Harry Oliver George Alfie Archie Freddie Toby
Hamish Lachlan Jett Kai Cooper Tane Wiremu Mana Sione Tevita Viliami Koa Keanu
Dakota Chayton Elan Tomas Andres Nicolas Felipe Adrien Baptiste Theo Gaspard Jules
Sander Joost Pieter Ruben Jonas Elias Tobias Felix Moritz Ilyas Adebayo Olumide
"""

NEUTRAL = """
Alex Sam Jordan Casey Rowan Quinn Sasha Jamie Robin Ariel Emerson Skyler River Sage
Charlie Frankie Kit Remy Noa Eden Jules Shay Dallas Marley Phoenix Ren Yuki Hikaru
"""

SURNAMES = """
Okafor Adeyemi Oyelaran Nwachukwu Eze Okonkwo Balogun Afolabi Mensah Asante Boateng
Owusu Appiah Darko Kamau Mwangi Otieno Njoroge Wambui Chege Mutua Ochieng Abdullahi
Warsame Hirsi Tesfaye Bekele Haile Gebremedhin Alemu Dlamini Nkosi Moyo Chikwanha
Sithole Patel Sharma Iyer Reddy Nair Menon Chatterjee Banerjee Mukherjee Kapoor
Malhotra Sandhu Gill Dhillon Grewal Bains Rahman Chowdhury Hossain Islam Siddiqui
Qureshi Malik Butt Anwar Baig Haddad Khoury Nassar Saleh Mansour Farouk Rahimi
Tehrani Karimi Hosseini Yilmaz Demir Kaya Celik Aydin Ozturk Arslan Chen Wang Liu
Zhang Huang Zhou Xu Lin Tang Guo Tanaka Sato Watanabe Nakamura Kobayashi Yamada
Matsuda Kim Park Lee Choi Jung Kang Yoon Nguyen Tran Pham Le Hoang Vu Dang Bui
Santos Oliveira Ferreira Costa Almeida Ribeiro Carvalho Gomes Garcia Martinez Rodriguez
Hernandez Lopez Gonzalez Ramirez Torres Flores Morales Castillo Vargas Mendoza
Quispe Romano Esposito Bianchi Ricci Marino Greco Conti De Luca Papadopoulos
Georgiou Nikolaidis Popescu Ionescu Dumitru Kowalski Nowak Wisniewski Wojcik
Kaminska Lewandowski Novak Horvat Petrovic Jovanovic Kovalenko Shevchenko Bondarenko
Ivanova Smirnov Volkov Lindqvist Johansson Andersen Nielsen Halvorsen Eriksen
Virtanen Korhonen Murphy Kelly O'Brien O'Sullivan Byrne Gallagher Doyle McCarthy
Fitzgerald MacLeod MacDonald Campbell Fraser Sinclair Drummond Buchanan Ross Munro
Jones Davies Evans Lloyd Pritchard Griffiths Vaughan Llewellyn Morgan Thomas Smith
Johnson Williams Brown Miller Wilson Anderson Taylor Moore Jackson Harris Clark
Lewis Walker Hall Allen Young Wright Scott Green Baker Adams Nelson Hill Mitchell
Roberts Carter Phillips Turner Parker Collins Edwards Stewart Morris Cooper Reed
Bailey Bell Howard Ward Cox Richardson Wood Watson Brooks Bennett Gray Hughes
Price Sanders Myers Long Foster Powell Jenkins Perry Russell Sullivan Fisher
Henderson Coleman Patterson Hayes Kingsley Ashworth Whitcombe Pennington Thistlewood
Hargreaves Blackwood Fairbairn Holloway Ainsworth Castellanos Villanueva Delacroix
Beaulieu Tremblay Gagnon Bouchard Lefebvre Pelletier Cote Gauthier Leblanc Fontaine
Dubois Moreau Laurent Vermeulen Janssen De Vries Van Dijk Bakker Visser Schmidt
Fischer Weber Becker Hoffmann Wagner Schulz Richter Tuilagi Fonoti Tupou Taufa
Ngata Parata Tawhiri Whaanga Kereama Walkingstick Yazzie Begay Tsosie Redcloud
Naidoo Pillay Govender Reyes Bautista Dela Cruz Mendoza-Ruiz Aquino Villanueva
Abara Ekwueme Achebe-Lowe Farrow-Diaz Sutherland-Oyo Bright-Wainwright
"""

# a few nickname / preferred-name pairs
NICK = {
    "Alexander": "Xander", "Alejandro": "Alex", "Anastasia": "Stasia", "Rebecca": "Becca",
    "Katarzyna": "Kasia", "Oleksandr": "Sasha", "Christopher": "Kit", "Dmitri": "Dima",
    "Margaux": "Margo", "Siddharth": "Sid", "Abigail": "Abby", "Elizabeth": "Liz",
    "Alessandro": "Sandro", "Tatenda": "Tate", "Gabriel": "Gabe", "Nicolas": "Nico",
    "Valentina": "Vale", "Karthik": "KK", "Josefina": "Josie", "Matilda": "Tilly",
    "Guadalupe": "Lupe", "Bartholomew": "Bart", "Anouk": "Noukie", "Harriet": "Hattie",
    "Obinna": "Obi", "Chiamaka": "Ama", "Ifeoma": "Ify", "Olumide": "Mide",
    "Jaspreet": "Jas", "Francesca": "Frankie", "Daniela": "Dani", "Theodore": "Teddy",
}


def _split(s):
    return [w for w in s.split() if w]


def _split_surnames(s):
    out = []
    toks = s.split()
    i = 0
    # keep two-word surnames together
    twos = {("De", "Luca"), ("De", "Vries"), ("Van", "Dijk"), ("Dela", "Cruz")}
    while i < len(toks):
        if i + 1 < len(toks) and (toks[i], toks[i + 1]) in twos:
            out.append(toks[i] + " " + toks[i + 1])
            i += 2
        else:
            out.append(toks[i])
            i += 1
    return out


FEMALE_L = sorted(set(_split(FEMALE)))
MALE_L = sorted(set(_split(MALE)))
NEUTRAL_L = sorted(set(_split(NEUTRAL)))
SURNAME_L = sorted(set(_split_surnames(SURNAMES)))
