"""Invented person-name pools for dev245 (many origins). Plain lists, fixed order."""

FEMALE = """
Margaret Dorothy Joan Patricia Barbara Shirley Betty Doris Jean Irene Maureen Brenda Sandra Carol Sheila
Pauline Janet Linda Susan Deborah Karen Judith Gwen Mavis Edna Gladys Beryl Marjorie Phyllis Rosemary
Yvonne Valerie Christine Wendy Gillian Heather Lorraine Denise Tracey Kerry Leanne Sharon Michelle Nicole
Kylie Melissa Rebecca Joanne Siobhan Niamh Aoife Ciara Roisin Bridget Eilidh Morag Fiona Catriona Rhian
Cerys Bethan Megan Carys Angharad Olivia Emma Charlotte Amelia Sophia Isabella Evelyn Harper Abigail Emily
Ella Madison Scarlett Grace Chloe Victoria Riley Lily Zoey Penelope Layla Nora Hannah Eleanor Natalie Leah
Hazel Violet Audrey Brooklyn Claire Skylar Lucy Paisley Anna Caroline Samantha Maya Willow Naomi Aaliyah
Elena Sarah Allison Alice Madelyn Cora Ruby Eva Autumn Adeline Hailey Ivy Sadie Piper Lydia Josephine Julia
Delilah Vivian Kaylee Sophie Kathleen Mary Bernadette Colleen Maeve Sinead Orla Tammy Crystal Shonda Latoya
Keisha Tanisha Ebony Jasmine Destiny Monique Darlene Loretta Bonnie Peggy Wanda Rhonda Charlene Trudy
Maria Guadalupe Rosa Carmen Lucia Ana Isabel Yolanda Marisol Esperanza Araceli Beatriz Consuelo Dolores
Graciela Ines Leticia Lourdes Mercedes Pilar Soledad Ximena Paola Daniela Alejandra Fernanda Conceicao
Fatima Joana Raquel Teresa Luisa Giulia Francesca Chiara Alessandra Federica Rosaria Concetta Antonella
Carla Eleni Despina Georgia Katerina Vasiliki Stavroula Panagiota Dimitra Agnieszka Katarzyna Malgorzata
Joanna Magdalena Ewa Zofia Bozena Olga Svetlana Natalia Irina Tatiana Oksana Yulia Ludmila Galina Ingrid
Greta Annika Sigrid Liesbeth Marieke Anke Heike Birgit Astrid Solveig Freya Helga Amelie Camille Elodie
Margaux Celine Sylvie Nathalie Brigitte Odile Mathilde Aisha Mariam Noor Huda Rania Samira Yasmin Zainab
Amira Dalia Hanan Leila Nadia Salma Reem Shirin Parisa Niloufar Roya Mahsa Farah Azadeh Ayse Elif Zeynep
Emine Fatma Hatice Merve Esra Priya Anjali Deepika Kavita Sunita Lakshmi Meena Pooja Rekha Geeta Shanthi
Divya Nisha Asha Harpreet Gurpreet Manpreet Jaswinder Parveen Shabana Rukhsana Nasreen Farzana Tahmina
Meiling Xiuying Lina Huimin Wenjing Yan Xiaoling Jiahui Fang Lan Shufen Qing Yuting Ying Xia Linh Mai Huong
Thao Trang Ngoc Phuong Hoa Thuy Hanh Nga Ji-woo Seo-yeon Min-ji Hye-jin Eun-ji Yuna Jiyoung Yuki Haruka
Aiko Emiko Keiko Sakura Yumiko Mariko Akiko Maricel Rowena Marites Jocelyn Lorna Analyn Divina Rosalie
Siriporn Nattaya Kanya Malee Ngozi Chiamaka Adaeze Funmilayo Folasade Yetunde Abimbola Amina Abena Akosua
Efua Wanjiru Njeri Akinyi Achieng Tigist Meron Hirut Selamawit Hodan Faduma Sahra Ayan Fartun Nomvula
Thandiwe Mele Losana Sina Talia Aroha Moana Ngaire Kiri Hine Mere Miriam Rivka Tova Shira Chana Esther
Dvorah Imogen Harriet Philippa Felicity Jemima Tamsin Bronwyn Raelene Narelle Sharyn Tegan Jacinta Shannon
""".split()

MALE = """
James John Robert Michael William David Richard Joseph Thomas Charles Christopher Daniel Matthew Anthony
Mark Donald Steven Paul Andrew Joshua Kenneth Kevin Brian George Timothy Ronald Edward Jason Jeffrey Ryan
Jacob Gary Nicholas Eric Jonathan Stephen Larry Justin Scott Brandon Benjamin Samuel Gregory Frank Raymond
Patrick Jack Dennis Jerry Tyler Aaron Henry Douglas Peter Adam Nathan Walter Kyle Harold Carl Jeremy Gerald
Keith Roger Arthur Terry Lawrence Sean Albert Ethan Austin Jesse Willie Billy Bryan Bruce Ralph Roy Dylan
Eugene Wayne Alan Louis Russell Gabriel Randy Philip Harry Vincent Bobby Logan Trevor Nigel Graham Malcolm
Colin Derek Barry Clive Geoffrey Leslie Neville Alistair Callum Hamish Angus Ewan Fergus Rhys Gareth Dafydd
Owain Emyr Declan Cormac Padraig Niall Ciaran Eoin Darragh Shane Lachlan Cooper Brodie Mitchell Bradley
Darren Craig Shaun Wade Dale Jose Luis Carlos Jesus Miguel Francisco Alejandro Javier Fernando Ricardo
Eduardo Rafael Sergio Hector Arturo Raul Guillermo Ernesto Alfonso Ramon Joaquin Santiago Mateo Diego
Emilio Rodrigo Joao Rui Nuno Tiago Vasco Duarte Giuseppe Giovanni Salvatore Antonio Francesco Luca Marco
Alessandro Matteo Vincenzo Enzo Carmine Dimitrios Konstantinos Georgios Nikolaos Panagiotis Christos Spyros
Stavros Yiannis Piotr Krzysztof Tomasz Pawel Marek Jakub Andrzej Wojciech Zbigniew Dmitri Sergei Alexei
Mikhail Vladimir Oleksandr Taras Bohdan Igor Yuri Klaus Jurgen Dieter Henrik Lars Anders Sven Bjorn Jan
Pieter Joost Willem Maarten Erik Jean-Luc Pierre Mathieu Olivier Thierry Yannick Antoine Remi Mohammed
Ahmed Ali Omar Hassan Hussein Ibrahim Khalid Youssef Tariq Karim Samir Nabil Walid Faisal Bilal Hamza
Mustafa Rashid Jamal Reza Dariush Farid Kamran Babak Arash Behrouz Mehmet Emre Burak Kemal Hakan Serkan
Rajesh Sanjay Vikram Anil Sunil Arjun Ravi Suresh Ramesh Deepak Amit Rahul Harjit Gurdeep Balwinder Sukhdev
Imran Asif Shahid Nadeem Rafiq Kamal Jahangir Abdul Rahim Mizanur Wei Jian Hao Ming Jun Lei Qiang Bo Zhiwei
Haoran Yong Zhenyu Guang Minh Tuan Duc Hung Quang Long Thanh Phuc Khanh Binh Min-jun Seo-jun Ji-hoon
Hyun-woo Dong-hyun Sung-min Jae-won Hiroshi Takeshi Kenji Satoshi Yuto Haruto Daisuke Kazuo Makoto Rommel
Ramil Arnel Jerome Reynaldo Edgardo Rodel Somchai Anurak Kittipong Prasert Chinedu Emeka Obinna Chukwuemeka
Olumide Babatunde Oluwaseun Kwame Kofi Kwabena Yaw Kojo Kiprono Otieno Kamau Tesfaye Dawit Abebe Yonas
Abdi Abdirahman Mohamud Sipho Thabo Themba Bongani Sione Tevita Viliami Sefa Manaia Tane Wiremu Rangi Hemi
Tamati Avi Moshe Yosef Eitan Shlomo Ari Desmond Cedric Marvin Leroy Tyrone Dwayne Clarence Otis Reginald
Rupert Crispin Jasper Toby Hugo Barnaby Warrick Kym Bevan Ross Heath
""".split()

SURNAMES = """
Smith Jones Taylor Brown Williams Wilson Johnson Davies Robinson Wright Thompson Evans Walker White Roberts
Green Hall Wood Jackson Clarke Hughes Edwards Harris Lewis Turner Cooper Hill Ward Morris Moore Clark King
Baker Harrison Morgan Allen Scott Phillips Watson Davis Parker Price Bennett Young Griffiths Mitchell Kelly
Cook Carter Richardson Bailey Collins Bell Shaw Murphy Miller Cox Richards Marshall Anderson Simpson Ellis
Adams Wilkinson Foster Chapman Powell Webb Rogers Gray Mason Hunt Campbell Matthews Owen Palmer Holmes Mills
Barnes Knight Lloyd Butler Russell Barker Fisher Stevens Murray Dixon Harvey Pearson Fletcher Walsh Gibson
Howard Andrews Stewart Elliott Reynolds Saunders Payne Ford Pearce Brooks Lawrence Atkinson Bradley Spencer
Dawson Ball Burton Watts Booth Perry Grant Wells Armstrong Rees Hayes Hart Hudson Newman Barrett Webster
Hunter Gregory Carr Lowe Marsh Dunn Woods Parsons Berry Stone Reid Holland Hawkins Harding Porter Robertson
Newton Oliver Kennedy Williamson Gardner Dean Bates Henderson Parry Burgess Bishop Walton Burns Nicholson
Shepherd Ross Cross Freeman Warren Nicholls Hamilton Byrne Sutton Yates Hodgson Robson Curtis Hopkins
Coleman Watkins Moss Chambers Griffin Sharp Hardy Wheeler Potter Osborne Johnston Gordon Doyle Wallace
Hutchinson Rowe Burke Pritchard Gilbert Willis Higgins Stevenson Hammond Buckley Walters Hewitt Barber
Slater Whitehead Frost Lambert Blake Lynch Goodwin Barton Woodward Cunningham Quinn Barnett Baxter Clayton
Greenwood Jennings Holt Kemp Poole Bond Stokes Tucker Fowler Heath Middleton Lawson Jarvis Gibbs Ferguson
Hayward Sheppard Schofield Bryant Pemberton Ashworth Thistlethwaite Fairclough Entwistle Cartwright
O'Sullivan McLaughlin Fitzgerald Gallagher Donnelly Kavanagh Brennan Flanagan McGrath O'Connor O'Neill
McCarthy MacLeod MacKenzie Sinclair Drummond Buchanan Lindsay Cameron Munro Fraser Maclean Gillespie Docherty
Llewellyn Pugh Prosser Vaughan Bowen Gwynne Meredith Washington Jefferson Freemont Whitfield Booker Dupree
Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres Flores Rivera Gomez Diaz
Morales Gutierrez Ortiz Chavez Ruiz Jimenez Vargas Romero Herrera Medina Aguilar Castro Vasquez Guzman
Fernandez Salazar Delgado Pena Rios Navarro Soto Contreras Espinoza Figueroa Cabrera Zamora Ochoa Cervantes
Montoya Beltran Munoz Velasquez Silva Santos Oliveira Souza Pereira Ferreira Almeida Carvalho Gomes Ribeiro
Martins Lopes Sousa Teixeira Moreira Cardoso Nunes Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci
Marino Greco Gallo Conti DeLuca Mancini Giordano Rizzo Lombardi Moretti Barbieri Fontana Santoro Caruso
Mariani Rinaldi Ferraro Cattaneo Marchetti Pellegrini Palumbo Sanna Fabbri D'Angelo Messina Papadopoulos
Georgiou Nikolaidis Konstantinou Dimitriou Antoniou Christodoulou Economou Vlahos Karras Pappas Stavropoulos
Alexiou Mavros Nowak Kowalski Wisniewski Wojcik Kowalczyk Kaminski Lewandowski Zielinski Szymanski Wozniak
Dabrowski Kozlowski Jankowski Mazur Kwiatkowski Krawczyk Piotrowski Grabowski Ivanov Smirnov Kuznetsov
Sokolov Volkov Morozov Petrenko Kovalenko Bondarenko Shevchenko Tkachenko Kravchenko Melnyk Boyko Mueller
Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Koch Richter Wolf Schroeder Neumann
Zimmermann Braun Hartmann Krueger de Vries van Dijk Bakker Janssen Visser Smit Meijer de Boer Mulder
de Groot Bos Vos Hendriks van Leeuwen Dekker Brouwer Johansson Andersson Karlsson Nilsson Eriksson Larsson
Olsen Hansen Nielsen Jensen Pedersen Lindqvist Halvorsen Haugen Bernard Dubois Petit Durand Leroy Moreau
Laurent Lefebvre Garnier Fontaine Rousseau Blanchard Girard Chevalier Al-Hassan Haddad Khalil Nasser Saleh
Mansour Aziz Hamdan Abboud Khoury Darwish Habib Karam Sabbagh Al-Amin El-Sayed Mahmoud Rahimi Qureshi
Hosseini Mohammadi Ahmadi Rezaei Karimi Moradi Jafari Tehrani Sadeghi Ebrahimi Yilmaz Kaya Demir Sahin Celik
Yildiz Aydin Ozturk Arslan Dogan Kilic Patel Sharma Singh Kumar Gupta Shah Mehta Desai Joshi Reddy Rao Nair
Iyer Menon Pillai Krishnan Subramanian Chatterjee Banerjee Mukherjee Das Bose Sandhu Gill Dhillon Grewal
Sidhu Bains Chaudhry Malik Butt Siddiqui Rahman Hossain Miah Uddin Chowdhury Islam Begum Akhtar Hussain
Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Zhu Hu Guo Lin Gao Luo Zheng Liang Xie Tang Feng Deng
Cao Peng Zeng Xiao Tian Dong Pan Yuan Cai Jiang Du Ye Cheng Su Ding Ren Shen Yao Wong Chan Leung Ng Cheung
Lau Tse Yip Chow Kwok Lam Tsang Fong Nguyen Tran Le Pham Hoang Phan Vu Dang Bui Ngo Duong Ly Truong Dinh
Huynh Vo Kim Park Choi Jung Kang Cho Yoon Jang Lim Seo Shin Kwon Hwang Ahn Sato Suzuki Takahashi Tanaka
Watanabe Ito Yamamoto Nakamura Kobayashi Kato Yoshida Yamada Sasaki Matsumoto Inoue Kimura Hayashi Shimizu
Bautista Ocampo Tomas Andrada Villanueva Ramos Dela Cruz Aquino Manalo Pascual Soriano Dizon Macaraeg Lacson
Srisuk Chaiyaporn Wongsakul Rattanakorn Suwannarat Boonmee Okafor Okonkwo Adeyemi Adebayo Oyelaran Balogun
Eze Nwosu Obi Chukwu Okeke Ogunleye Afolabi Mensah Boateng Asante Owusu Osei Appiah Agyeman Otieno Wanjiku
Mwangi Kiprop Njoroge Bekele Haile Alemu Girma Warsame Dlamini Ndlovu Nkosi Khumalo Mokoena Diallo Traore
Keita Kone Tuilagi Faleolo Taufa Fifita Tupou Vaifale Leota Sapolu Ngata Parata Tamihana Rangihuna Cohen
Levy Goldberg Friedman Katz Rosen Shapiro Weiss Adler Rosenberg Kaplan Stein Bernstein Feldman Abramovich
Tattersall Hollingworth Blackwood Ravensworth Pennington Underhill Winterbottom Hargreaves Oakley Brightwell
""".split()

# multi-word surnames were split above; rejoin the known particles
def _fix(lst):
    out = []
    i = 0
    while i < len(lst):
        w = lst[i]
        if w in ("de", "van", "Dela") and i + 1 < len(lst):
            nxt = lst[i + 1]
            if w == "van" and nxt == "der":
                out.append("van der " + lst[i + 2])
                i += 3
                continue
            out.append(w + " " + nxt)
            i += 2
            continue
        out.append(w)
        i += 1
    return out

SURNAMES = _fix(SURNAMES)

NICK = {
    "Margaret": "Peggy", "Robert": "Bob", "William": "Bill", "Richard": "Dick", "Elizabeth": "Liz",
    "Patricia": "Trish", "Michael": "Mick", "Christopher": "Chris", "Anthony": "Tony", "Kenneth": "Ken",
    "Timothy": "Tim", "Edward": "Ted", "Jeffrey": "Jeff", "Nicholas": "Nick", "Alexander": "Alex",
    "Raymond": "Ray", "Gregory": "Greg", "Lawrence": "Larry", "Dorothy": "Dot", "Josephine": "Jo",
    "Rebecca": "Becky", "Deborah": "Deb", "Susan": "Sue", "Kathleen": "Kath", "Valerie": "Val",
    "Samuel": "Sam", "Benjamin": "Ben", "Douglas": "Doug", "Geoffrey": "Geoff", "Alistair": "Ali",
    "Francesco": "Franco", "Giuseppe": "Pino", "Konstantinos": "Kostas", "Dimitrios": "Jim",
    "Mohammed": "Mo", "Oluwaseun": "Seun", "Chukwuemeka": "Emeka", "Babatunde": "Tunde",
}

# staff usernames prefixes/suffixes
USER_SUFFIX = ["", "1", "2", "3", "7", "01", "02", "x", "22", "", ""]
