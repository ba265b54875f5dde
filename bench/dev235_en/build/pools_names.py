"""Invented name pools for dev235_en (author 235). Given names and surnames by origin.

Each origin: (male given names, female given names, surnames). Surnames are '|'-separated so that
multi-word surnames survive. Common English words (colours, months, trades, 'Mark', 'Hope', 'Ward',
'Walker' ...) are deliberately left out so that a name never collides with clinical prose.
"""


def _w(s):
    return s.split()


def _b(s):
    return [x.strip() for x in s.split("|") if x.strip()]


ORIGINS = {
    "anglo": (
        _w("Aaron Adrian Alistair Angus Barnaby Bradley Callum Cameron Clifford Colin Craig Darren "
           "Declan Derek Dominic Douglas Duncan Elliot Ewan Fergus Gareth Gavin Glenn Graham "
           "Harvey Howard Hugh Jeremy Keith Kenneth Kieran Leighton Lionel Malcolm Neville Nigel Oscar "
           "Owen Rhys Rodney Rupert Shane Stuart Trevor Warren Wayne Brandon Cody Dustin Garrett "
           "Jared Kyle Logan Travis Tyler Zachary Brent Clayton Wyatt Colton Landon Quentin Ellis"),
        _w("Abigail Alison Bethany Bridget Caitlin Carol Charlotte Chelsea Claire Danielle Deborah "
           "Eleanor Elspeth Felicity Fiona Gemma Gillian Harriet Heather Imogen Janice Jodie Karen "
           "Kirsty Leanne Lorraine Lydia Megan Melanie Nicola Paula Philippa Rachel Rebecca Rosalind "
           "Sharon Sophie Tamsin Tracey Vanessa Wendy Yvonne Zoe Ashley Brittany Courtney Kayla "
           "Kelsey Lindsey Madison Shelby Tiffany Whitney Brianna Kaylee Marjorie Edith Doreen"),
        _b("Ashworth|Barnett|Bellamy|Blackwood|Bramley|Cartwright|Chadwick|Cotterill|Crawley|Danvers|"
           "Eastwood|Elmore|Farrant|Fenwick|Garside|Goodall|Greaves|Hadley|Harcourt|Haworth|Hepburn|"
           "Holloway|Ingram|Jarvis|Kettering|Lambert|Langley|Lister|Marsden|Mayhew|Nettleton|Oakley|"
           "Ormerod|Pemberton|Prescott|Radcliffe|Rowntree|Sandford|Selwyn|Shackleton|Southall|Stanton|"
           "Thackeray|Thornbury|Tindall|Underwood|Vickers|Wadsworth|Whitfield|Winslow|Yardley|Ackroyd|"
           "Calloway|Denholm|Fairbrother|Gresley|Hendricks|Lowry|Pruitt|Tillman|Whitlock|Kimbrough|"
           "Sizemore|Blevins|Honeycutt|Pennington|Rutledge|Stallworth|Vanderpool|Wilkerson|Mabry|"
           "Rakestraw|Fulbright|Ogletree|Smith-Rowe|Hargreaves|Postlethwaite|Entwistle|Bickerstaff|"
           "Cholmondeley|Dewhurst|Fothergill|Gilchrist|Huxtable|Illingworth|Kershaw|Loxley|Mottram|"
           "Norbury|Pickering|Quayle|Ramsbottom|Sowerby|Tattersall|Uttley|Verity|Wragg"),
    ),
    "gaelic": (
        _w("Aidan Cormac Cathal Ciaran Donal Eoin Fionn Lorcan Niall Padraig Ronan Seamus Tadhg "
           "Ruairi Struan Lachlan Hamish Oisin Darragh Colm"),
        _w("Aoife Ciara Clodagh Eimear Grainne Niamh Orla Roisin Saoirse Siobhan Sinead Maeve Ailsa "
           "Morag Isla Kirsteen Deirdre Fionnuala Una Mairead"),
        _b("O'Donoghue|O'Sullivan|McCarthy|Fitzgerald|Gallagher|Kavanagh|MacLeod|McAllister|Dunleavy|"
           "Flanagan|Quigley|Mulholland|O'Halloran|Breslin|Sweeney|Doherty|McGinley|Cassidy|Rafferty|"
           "Hegarty|MacKenzie|Drummond|Buchanan|Kilbride|Sutherland|Farquhar|Cruickshank|Menzies|"
           "Urquhart|Lennox|O'Callaghan|McGillicuddy|Ni Bhriain|Tierney|Brosnan|Coughlan"),
    ),
    "hispanic": (
        _w("Alejandro Arturo Cesar Diego Eduardo Emilio Ernesto Fernando Guillermo Hector Ignacio "
           "Javier Joaquin Julio Leonardo Mateo Osvaldo Ramiro Rodrigo Santiago Ulises Xavier "
           "Efrain Rigoberto Wilfredo Anselmo"),
        _w("Adriana Alejandra Beatriz Carolina Catalina Daniela Esperanza Fernanda Gabriela "
           "Guadalupe Itzel Lorena Marisol Mercedes Paloma Rocio Ximena Yesenia Veronica Maribel "
           "Araceli Yolanda Dulce Nayeli"),
        _b("Aguilar|Alvarado|Arellano|Barrera|Bustamante|Cardenas|Castaneda|Cervantes|Contreras|"
           "Delgado|Escobar|Espinoza|Figueroa|Gallegos|Guerrero|Ibarra|Jaramillo|Lozano|Maldonado|"
           "Marquez|Montoya|Navarro|Ochoa|Orozco|Pacheco|Quintero|Renteria|Salazar|Sandoval|Trujillo|"
           "Valenzuela|Villalobos|Zamora|de la Cruz|Zepeda|Nuñez|Ordoñez|Echeverria|Villaseñor"),
    ),
    "lusophone": (
        _w("Joao Rui Tiago Afonso Duarte Nuno Vasco Rafael Caio Thiago Gustavo Leandro"),
        _w("Leonor Mariana Joana Raquel Tatiana Luana Inês Fabiana Graziela Thais"),
        _b("Ferreira|Carvalho|Azevedo|Teixeira|Moreira|Pinheiro|Magalhaes|Rebelo|Sequeira|Tavares|"
           "Cardoso|Figueiredo|Nogueira|Conceição|Brandão|Quaresma"),
    ),
    "italian": (
        _w("Alessandro Carmine Domenico Enzo Fabrizio Giancarlo Luca Massimo Salvatore Stefano "
           "Vittorio Raffaele Gennaro Pasquale"),
        _w("Alessia Chiara Francesca Giulia Loredana Rosaria Serena Valentina Ornella Graziella "
           "Annunziata"),
        _b("Bianchi|Colombo|Esposito|Ferraro|Galli|Lombardi|Mancini|Marchetti|Moretti|Palumbo|"
           "Rinaldi|Santoro|Vitale|Zanetti|DeLuca|Caruso|Buonocore|Iannucci|Scarpelli|Di Stefano"),
    ),
    "eeuro": (
        _w("Bartosz Dariusz Grzegorz Jakub Krzysztof Lukasz Pawel Piotr Tomasz Wojciech Andrei "
           "Bogdan Dmytro Mykola Oleksandr Vasile Radu Stanislav Marius Ionut"),
        _w("Agnieszka Aleksandra Dorota Ewa Joanna Katarzyna Magdalena Malgorzata Zofia Oksana "
           "Olena Iryna Ioana Mihaela Svetlana Ludmila Renata Anca"),
        _b("Kowalczyk|Wisniewski|Zielinski|Szymanski|Wozniak|Kaminski|Lewandowski|Dabrowski|Pawlak|"
           "Michalski|Nowicki|Jablonski|Kovalenko|Shevchenko|Bondarenko|Tkachenko|Melnyk|Popescu|"
           "Ionescu|Dumitru|Stoica|Sokolov|Volkov|Horvat|Novak|Kovacs|Grabowska|Wróblewski|Chmielewski"),
    ),
    "westafrican": (
        _w("Adebayo Babajide Chidi Chinedu Emeka Ifeanyi Kelechi Obinna Olumide Tunde Uchenna "
           "Kwame Kofi Kwabena Ebo Kojo Nnamdi Segun Femi Kwesi"),
        _w("Adaeze Chiamaka Chinwe Folake Funmilayo Ngozi Nkechi Oluwaseun Temitope Yetunde Abena "
           "Akosua Efua Esi Adwoa Bisola Ifeoma Afua"),
        _b("Adeyemi|Afolabi|Akinola|Babatunde|Chukwu|Igwe|Nwosu|Okafor|Okonkwo|Okoro|Oladipo|"
           "Onyekachi|Oyelaran|Uzoma|Asante|Boateng|Mensah|Owusu|Osei|Appiah|Agyeman|Ofori|Darko|"
           "Amoah|Quaye|Adewale|Ogunleye|Nwachukwu|Ekwueme|Fashola|Danquah"),
    ),
    "eastafrican": (
        _w("Abdirahman Abdullahi Mohamud Yusuf Abdikarim Dawit Yonas Kibrom Tewodros Mulugeta "
           "Kiprono Otieno Njoroge"),
        _w("Hodan Faduma Sahra Ayaan Ifrah Hibaq Selamawit Tigist Meron Hiwot Wanjiru Achieng "
           "Nyambura"),
        _b("Warsame|Abdi|Jama|Egal|Farah|Duale|Gebremedhin|Tesfaye|Haile|Bekele|Alemu|Otieno|"
           "Mwangi|Kamau|Odhiambo|Wekesa|Hirsi|Gelle"),
    ),
    "arabic": (
        _w("Ahmad Bilal Faisal Hamza Ibrahim Karim Khalid Mahmoud Nabil Omar Rami Samir Tariq Walid "
           "Yasser Ziad Mustafa Anwar"),
        _w("Aisha Amira Dalia Fatima Hala Jamila Layla Lina Mariam Nour Rania Reem Salma Yasmin "
           "Zeinab Huda Samira Ghada"),
        _b("Al-Amin|Al-Hashimi|Haddad|Khoury|Mansour|Nasser|Saleh|Aziz|Darwish|Hamdan|Jaber|Kassem|"
           "Najjar|Shaheen|Taha|Zaki|El-Sayed|Abboud|Bitar|Farouk|Al-Khatib|Suleiman|Harb"),
    ),
    "turkpersian": (
        _w("Emre Murat Serkan Burak Kemal Arash Dariush Kaveh Reza Babak Farhad Hakan Omid"),
        _w("Elif Zeynep Aylin Derya Shirin Parisa Nasrin Roya Azadeh Gulsen Mahsa"),
        _b("Yilmaz|Demir|Celik|Kaya|Ozturk|Aydin|Arslan|Dogan|Tehrani|Moradi|Karimi|Hosseini|"
           "Rostami|Jafari|Sadeghi|Bakhtiari|Barzani|Kurtulus"),
    ),
    "southasian": (
        _w("Aarav Arjun Deepak Gurpreet Harjit Imran Irfan Jaspreet Karthik Manish Mohinder Naveen "
           "Pradeep Rajesh Sandeep Sanjay Suresh Vikram Zubair Anand Asif Kamran Shahid Rakesh "
           "Ravi Sunil"),
        _w("Aditi Anjali Deepa Gurleen Harpreet Kavita Lakshmi Meena Nazia Neha Pooja Priya "
           "Rukhsana Sana Shabnam Sunita Tahira Divya Farzana Shreya Nirmala Rupinder"),
        _b("Agarwal|Bhatt|Chaudhry|Desai|Grewal|Iyer|Joshi|Kapoor|Khan|Malhotra|Mehta|Nair|Pandey|"
           "Patel|Rao|Reddy|Sandhu|Sharma|Sidhu|Singh|Subramaniam|Trivedi|Venkatesan|Bhattacharya|"
           "Chowdhury|Hossain|Mahmood|Siddiqui|Raza|Akhtar|Dhillon|Banerjee|Krishnan|Pillai|"
           "Ranasinghe|Jayawardena|Perera|Thangaraj"),
    ),
    "chinese": (
        _w("Wei Jian Hao Lei Ming Qiang Zhen Kai Yong Zhiwei Junjie Haoran"),
        _w("Fang Hui Jing Mei Xiu Yan Ying Xin Ling Xiaoling Meiling Yuting"),
        _b("Chen|Zhang|Wang|Liu|Huang|Zhao|Zhou|Zhu|Guo|Lin|Luo|Gao|Zheng|Liang|Xie|Feng|Deng|Cao|"
           "Peng|Zeng|Xiao|Tian|Jiang|Cheng|Shen|Yao|Lau|Cheung|Wong|Leung|Chan|Tsang"),
    ),
    "vietnamese": (
        _w("Anh Binh Cuong Dung Duc Hieu Khoa Minh Phuc Quang Thanh Tuan Vinh"),
        _w("Hoa Huong Linh Ngoc Nhung Phuong Thao Trang Tuyet Xuan Yen"),
        _b("Nguyen|Tran|Pham|Hoang|Huynh|Phan|Dang|Bui|Ngo|Duong|Truong|Dinh|Trinh"),
    ),
    "korean": (
        _w("Jae-won Min-jun Seung-ho Dong-hyun Ji-hoon Sang-woo Hyun-woo"),
        _w("Ji-yeon Soo-jin Hye-jin Min-ji Eun-ji Yoon-hee Seo-yeon"),
        _b("Kim|Choi|Jung|Kang|Cho|Yoon|Jang|Shin|Kwon|Hwang|Jeon|Baek"),
    ),
    "japanese": (
        _w("Haruto Hiroshi Kenji Takeshi Yuto Daisuke Kazuki Shota"),
        _w("Aiko Haruka Keiko Misaki Naoko Sakura Yuka Mayumi"),
        _b("Sato|Suzuki|Takahashi|Tanaka|Watanabe|Yamamoto|Nakamura|Kobayashi|Yoshida|Yamada|"
           "Sasaki|Matsumoto|Inoue|Kimura|Hayashi|Shimizu|Ikeda|Fujita"),
    ),
    "filipino": (
        _w("Jericho Reynaldo Rommel Marlon Jomar Efren Danilo Rogelio"),
        _w("Maricel Rowena Jocelyn Analyn Mylene Rhea Kristine Lorna"),
        _b("Bautista|Villanueva|Mendoza|Aquino|Domingo|Macaraeg|Manalo|Pangilinan|Soriano|"
           "Tolentino|Gatchalian|Dimaculangan|Magbanua|Buenaventura"),
    ),
    "pacific": (
        _w("Sione Tevita Ioane Manaia Tane Rawiri Wiremu Tamati Semisi Viliami"),
        _w("Losa Mele Moana Aroha Anahera Ngaire Hinemoa Talia Lupe Salote"),
        _b("Tuilagi|Faleolo|Fonoti|Taufa|Havili|Ngata|Parata|Tipene|Rangihuna|Tamihana|Fifita|"
           "Lolohea|Vaipulu|Leiataua"),
    ),
    "greek": (
        _w("Andreas Christos Dimitrios Georgios Konstantinos Nikos Panagiotis Spiros Stavros Yiannis"),
        _w("Athena Eleni Despina Katerina Sofia Vasiliki Xanthe Chrysa Stella"),
        _b("Papadopoulos|Georgiou|Konstantinidis|Nikolaidis|Christodoulou|Economou|Karagiannis|"
           "Vlachos|Pappas|Alexiou|Antoniou|Stavrou|Kyriakou|Theodorou"),
    ),
    "germanic": (
        _w("Dieter Jurgen Klaus Matthias Tobias Wolfgang Bram Joost Pieter Sven Lars Anders Nils "
           "Henrik Magnus Torsten"),
        _w("Anke Birgit Heike Ingrid Karin Liesel Sanne Marieke Femke Astrid Ingeborg Signe Solveig "
           "Margit"),
        _b("Becker|Brandt|Fischer|Hartmann|Kessler|Krause|Lehmann|Neumann|Richter|Schneider|Vogel|"
           "Weber|Zimmermann|Bakker|de Vries|Jansen|Visser|Mulder|van Dijk|van der Berg|Lindqvist|"
           "Johansson|Andersson|Nilsson|Lundgren|Halvorsen|Haugen|Bergstrom|Nygaard|Müller"),
    ),
    "french": (
        _w("Antoine Baptiste Etienne Fabien Gael Laurent Mathieu Olivier Remi Thibault Yannick"),
        _w("Amelie Aurelie Celine Chantal Delphine Elodie Margaux Nathalie Sandrine Sylvie"),
        _b("Arnaud|Beaumont|Bertrand|Chevalier|Dubois|Fontaine|Gauthier|Girard|Lacroix|Lefebvre|"
           "Marchand|Moreau|Perrin|Rousseau|Vasseur|Mercier|Leclerc|Dufresne|Thibodeaux|Boudreaux"),
    ),
    "afrocarib": (
        _w("Darnell DeShawn Jamal Jerome Marcus Tyrone Malik Terrence Andre Cedric Desmond Delroy "
           "Winston Leroy Errol Clive Lamar Dwayne"),
        _w("Aaliyah Ebony Imani Keisha Latoya Monique Tamika Tanisha Desiree Marcia Paulette "
           "Sheree Althea Beverley Shontelle Kenisha"),
        _b("Washington|Jefferson|Dawkins|Hairston|Mayfield|Pettiford|Spruill|Tolliver|Whitaker|"
           "Boatwright|McFadden|Ferguson|Forbes|Gayle|Hylton|Samuels|Thelwell|Wint|Okwuosa|"
           "Braithwaite|Blackstock|Alleyne"),
    ),
    "jewish": (
        _w("Avi Eitan Yosef Moshe Noam Shlomo Ari"),
        _w("Tamar Yael Shira Rivka Miriam Noa"),
        _b("Rosenberg|Goldstein|Friedman|Katz|Abramowitz|Weinstein|Shapiro|Feldman|Horowitz|"
           "Kaplan|Birnbaum|Lowenthal"),
    ),
}

# origin weights per country of the note
WEIGHTS = {
    "US": {"anglo": 30, "gaelic": 4, "hispanic": 16, "lusophone": 2, "italian": 4, "eeuro": 4,
           "westafrican": 4, "eastafrican": 3, "arabic": 3, "turkpersian": 2, "southasian": 5,
           "chinese": 3, "vietnamese": 3, "korean": 3, "japanese": 1, "filipino": 3, "pacific": 1,
           "greek": 2, "germanic": 4, "french": 3, "afrocarib": 12, "jewish": 3},
    "UK": {"anglo": 32, "gaelic": 9, "hispanic": 2, "lusophone": 3, "italian": 3, "eeuro": 9,
           "westafrican": 7, "eastafrican": 5, "arabic": 4, "turkpersian": 3, "southasian": 12,
           "chinese": 3, "vietnamese": 1, "korean": 1, "japanese": 1, "filipino": 2, "pacific": 1,
           "greek": 2, "germanic": 2, "french": 2, "afrocarib": 7, "jewish": 2},
    "AU": {"anglo": 32, "gaelic": 7, "hispanic": 2, "lusophone": 1, "italian": 5, "eeuro": 3,
           "westafrican": 2, "eastafrican": 3, "arabic": 5, "turkpersian": 2, "southasian": 8,
           "chinese": 7, "vietnamese": 6, "korean": 2, "japanese": 1, "filipino": 4, "pacific": 6,
           "greek": 5, "germanic": 3, "french": 1, "afrocarib": 1, "jewish": 2},
}

MIDDLE_LETTERS = "ABCDEFGHJKLMNPRSTW"

NICKNAMES = ["Gaz", "Shaz", "Macca", "Robbo", "Tommo", "Jonno", "Bazza", "Dazza", "Kez", "Jules",
             "Izzy", "Bex", "Tash", "Deano", "Sully", "Fitzy", "Chucky", "Kiki", "Dee-Dee", "Taz",
             "Nana Bea", "Jojo", "Benno", "Stevo", "Marty", "Cuz", "Tilly", "Gigi", "Lulu", "Bubba"]
