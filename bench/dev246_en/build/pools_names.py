"""Invented name pools for dev246_en (author 246). Many origins, mixed on purpose."""

MALE = """
James Robert Michael William David Richard Joseph Thomas Charles Daniel Matthew Anthony Mark
Donald Steven Paul Andrew Joshua Kenneth Kevin Brian George Timothy Ronald Edward Jason Jeffrey
Ryan Jacob Gary Nicholas Eric Jonathan Stephen Larry Justin Scott Brandon Benjamin Samuel Gregory
Frank Alexander Raymond Patrick Jack Dennis Jerry Tyler Aaron Jose Adam Nathan Henry Douglas
Zachary Peter Kyle Walter Ethan Jeremy Harold Keith Christian Roger Noah Gerald Carl Terry Sean
Austin Arthur Lawrence Jesse Dylan Bryan Joe Jordan Billy Bruce Albert Willie Gabriel Logan Alan
Juan Wayne Roy Ralph Randy Eugene Vincent Russell Elijah Louis Bobby Philip Johnny Curtis Dale
Mateo Santiago Alejandro Diego Javier Luis Carlos Miguel Rafael Ernesto Héctor Joaquín Armando
Rogelio Efrain Ramiro Octavio Chidi Emeka Obinna Kwame Kofi Yaw Kwabena Tunde Babatunde Femi
Oluwaseun Chukwuemeka Abdi Abdirahman Mohamed Yusuf Hassan Omar Ahmed Khalid Tariq Bilal Samir
Farid Karim Rashid Nasser Idris Tesfaye Dawit Yonas Berhane Amanuel Raj Arjun Vikram Sanjay Rohan
Anil Deepak Harpreet Gurpreet Manpreet Jaswinder Imran Faisal Asif Wei Jun Hao Ming Jian Hiroshi
Kenji Takeshi Min-jun Ji-hoon Seo-jun Duc Minh Tuan Quang Bao Rizal Jomar Marlon Reynaldo
Dmitri Sergei Alexei Pavel Andrei Ivan Oleksandr Taras Bohdan Piotr Tomasz Krzysztof Marek Pawel
Jakub Lukas Tomas Mindaugas Florin Bogdan Mihai Gheorghe Besnik Arben Dariusz Sean Ciaran Padraig
Eoin Declan Fergus Hamish Angus Callum Rhys Gareth Dafydd Owain Tane Wiremu Kai Koa Makoa Dakota
Cheveyo Ahanu Tokala Wapasha Shilah Delroy Winston Desmond Leroy Errol Clive Trevor Marlon Jermaine
Tyrone DeShawn Darnell Marquis Terrell Dwayne Lamar Reggie Cedric Andre Jamal Malik Rasheed Kareem
Thierry Jean-Luc Étienne Marc-André Gaétan Sylvain Yannick Benoît Luc Rémi Björn Lars Anders Nils
Sven Gunnar Jorge Rodrigo Thiago Paulo Joao Nuno Tiago Giovanni Marco Luca Stefano Salvatore Enzo
Cormac Rory Niall Shane Dean Wade Clint Dusty Buck Earl Vernon Floyd Otis Virgil Clyde Homer
""".split()

FEMALE = """
Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Lisa Nancy Betty Margaret
Sandra Ashley Kimberly Emily Donna Michelle Carol Amanda Dorothy Melissa Deborah Stephanie Rebecca
Sharon Laura Cynthia Kathleen Amy Angela Shirley Anna Brenda Pamela Emma Nicole Helen Samantha
Katherine Christine Debra Rachel Carolyn Janet Catherine Maria Heather Diane Ruth Julie Olivia
Joyce Virginia Victoria Kelly Lauren Christina Joan Evelyn Judith Megan Andrea Cheryl Hannah
Jacqueline Martha Gloria Teresa Ann Sara Madison Frances Kathryn Janice Jean Abigail Alice Judy
Sophia Grace Denise Amber Doris Marilyn Danielle Beverly Isabella Theresa Diana Natalie Brittany
Charlotte Marie Kayla Alexis Lori Tammy Crystal Tiffany Destiny Misty Brandy Krystal Shawna Tonya
Lucía Valentina Camila Guadalupe Rosa Marisol Yesenia Esperanza Xiomara Ximena Dolores Consuelo
Graciela Leticia Adaeze Chiamaka Ngozi Amara Folake Funmilayo Yetunde Abena Akosua Efua Ama Nana
Hodan Faduma Ayaan Hawa Halima Fatima Amina Khadija Zainab Aisha Mariam Layla Noor Rania Samira
Yasmin Leila Selam Hiwot Meron Tigist Priya Anjali Sunita Kavita Deepa Neha Simran Jaspreet
Harjit Rupinder Nazia Shabnam Farah Mei Ling Xiu Yan Hui Yuki Keiko Aiko Hana Ji-woo Seo-yeon
Min-ji Thi Lan Huong Mai Linh Maricel Rowena Jocelyn Marites Analyn Olena Oksana Iryna Natalia
Svetlana Tatiana Agnieszka Katarzyna Magdalena Joanna Ewa Ieva Ruta Ioana Elena Andreea Mirela
Blerta Siobhan Aoife Niamh Saoirse Grainne Roisin Morag Isla Eilidh Ffion Cerys Bethan Megan
Aroha Mere Ngaio Leilani Kalani Winona Tala Aiyana Kimi Nayeli Chenoa Marisa Sherelle Tamika
Latoya Shaniqua Ebony Keisha Monique Jasmine Imani Aaliyah Precious Charmaine Marcia Hyacinth
Dionne Paulette Josée Geneviève Mélanie Chantal Sylvie Nathalie Manon Isabelle Zoë Chloé
Ingrid Astrid Sigrid Greta Birgit Beatriz Mariana Inês Joana Francesca Giulia Chiara Rosaria
Dawn Crystal Sunshine Autumn Raven Skye Willow Starla Darlene Earlene Wanda Loretta Trudy Norma
""".split()

SURNAMES = """
Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Martin Jackson
Thompson White Harris Clark Lewis Robinson Walker Young Allen King Wright Scott Hill Green Adams
Baker Nelson Carter Mitchell Roberts Turner Phillips Campbell Parker Evans Edwards Collins Stewart
Morris Rogers Reed Cook Morgan Bell Murphy Bailey Cooper Richardson Cox Howard Ward Peterson Gray
Watson Brooks Kelly Sanders Price Bennett Wood Barnes Ross Henderson Coleman Jenkins Perry Powell
Long Patterson Hughes Washington Butler Simmons Foster Bryant Alexander Russell Griffin Hayes Myers
Ford Hamilton Graham Sullivan Wallace Woods Cole West Jordan Owens Reynolds Fisher Ellis Harrison
Gibson McDonald Marshall Wells Tucker Porter Hunter Hicks Crawford Boyd Mason Warren Dixon Burns
Garcia Martinez Rodriguez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres Flores Rivera
Gomez Diaz Reyes Cruz Morales Ortiz Gutierrez Chavez Ramos Ruiz Mendoza Alvarez Castillo Jimenez
Vasquez Romero Herrera Medina Aguilar Vargas Castro Guzman Fernandez Salazar Delgado Pena Soto
Contreras Sandoval Espinoza Cardenas Quintero Villalobos Zamora Esquivel Arellano Olvera Ibarra
Okafor Okonkwo Adeyemi Oyelaran Nwosu Eze Obi Chukwu Balogun Adebayo Mensah Owusu Asante Boateng
Appiah Osei Darko Agyeman Kamara Koroma Conteh Diallo Traore Keita Ndiaye Mbeki Dlamini Nkosi
Moyo Banda Phiri Mwangi Otieno Kiprop Wanjiru Abdullahi Warsame Farah Hersi Jama Ali Hussein Ahmed
Mahmoud Haddad Khoury Nasser Saleh Aziz Rahman Karimi Hosseini Tesfaye Haile Gebremedhin Bekele
Tadesse Patel Shah Mehta Desai Sharma Gupta Singh Kaur Gill Sandhu Dhillon Grewal Sidhu Bains
Chaudhry Qureshi Malik Iqbal Butt Khan Mirza Siddiqui Chen Wang Li Zhang Liu Huang Zhao Wu Zhou
Lin Tan Lim Ng Wong Chan Leung Ho Cheung Lau Tanaka Suzuki Watanabe Yamamoto Nakamura Kobayashi
Sato Kim Park Lee Choi Jung Kang Cho Yoon Nguyen Tran Le Pham Hoang Phan Vu Dang Bui Do Santos
Reyes Dela Cruz Bautista Villanueva Mendoza Aquino Manalo Ocampo Pangilinan Kowalski Nowak
Wisniewski Wojcik Kaminski Lewandowski Zielinski Szymanski Dabrowski Kozlowski Jankowski Mazur
Petrov Ivanov Smirnov Volkov Sokolov Popov Kuznetsov Shevchenko Kovalenko Bondarenko Tkachenko
Melnyk Kravchenko Popescu Ionescu Dumitru Stan Stoica Gashi Berisha Krasniqi Hoxha Kazlauskas
Petrauskas Jankauskas Ozols Berzins Horvath Nagy Szabo Novak Dvorak Svoboda O'Brien O'Connor
O'Sullivan Murphy Byrne Ryan Doyle McCarthy Gallagher Kennedy Lynch Quinn Brennan Kavanagh Doherty
Fitzgerald MacLeod MacDonald Campbell Fraser Cameron Robertson Sinclair Munro Henderson Drummond
Buchanan Jones Davies Pritchard Llewellyn Vaughan Griffiths Rees Morgan Howells Bevan Watene Ngata
Parata Tipene Kahananui Kealoha Akana Begay Yazzie Tsosie Benally Nez Redhorse Whitecloud
Littlebear Bigcrow Twofeathers Cardinal Bearspaw Crowchild Sinclair Monias Beardy Moose Okemaw
Desjarlais Laboucane Tremblay Gagnon Roy Cote Bouchard Gauthier Morin Lavoie Fortin Gagne Ouellet
Pelletier Belanger Levesque Bergeron Leblanc Paquette Girard Simard Boucher Caron Beaulieu Cloutier
Dubois Lambert Mercier Lefebvre Fontaine Rousseau Chevalier Lindqvist Johansson Eriksson Larsen
Hansen Nilsen Berg Haugen Dahl Lund Moreau Rossi Russo Ferrari Esposito Bianchi Romano Colombo
Ricci Marino Greco Bruno Gallo Conti Costa Silva Oliveira Pereira Carvalho Almeida Ferreira Sousa
Rocha Barbosa Teixeira Moreira Cardoso Duarte Lindgren Stavros Papadopoulos Georgiou Nikolaidis
Demir Yilmaz Kaya Celik Sahin Ozturk Aydin Arslan Dogan Kilic Greenberg Goldstein Rosen Katz
Friedman Weiss Schwartz Klein Levy Cohen Shapiro Abramson Hartley Pemberton Ashworth Blackwood
Holloway Whitfield Lockhart Thornton Fairbanks Ridley Calloway Prescott Winslow Hargreaves
Fenwick Braithwaite Ogilvie Crabtree Pickering Dunmore Kettering Langley Mayhew Tolliver Spurlock
Hatfield McCoy Boggs Pruitt Sizemore Stidham Caudill Combs Napier Hensley Ratliff Whitaker Jarvis
Delacroix Thibodeaux Boudreaux Landry Guidry Broussard Hebert Fontenot Arceneaux Villeneuve
""".split()

# street / scene nicknames (patients and their friends)
NICKS = """
Tex Smokey Red Bear Dutch Sunny Bones Preacher Shorty Lucky Slim Rooster Ziggy Pops Moose Sparky
Tiny Gizmo Jersey Cowboy Chief Spider Bama Mouse Scooter Duke Sarge Country Frenchy Boston Dallas
Cali Peaches Cookie Sugar Bunny Birdie Roxy Gypsy Mama Angel Trixie Dixie Kitty Goose Hawk Wolf
Buddy Junior Tank Hollywood Pepper Skip Fuzzy Rocket Ghost Biscuit Stretch Lefty Blue
""".split()

# credentials for staff (outside the name span)
CREDS = ["MD", "DO", "NP", "FNP-C", "PA-C", "RN", "BSN, RN", "LPN", "CHW", "LCSW", "MSW", "LPC",
         "CADC", "PMHNP", "EMT", "paramedic", "RPN", "RN(EC)", "OT", "peer specialist"]
CREDS_UK = ["MBChB", "MRCGP", "RGN", "RMN", "SpR", "FY2", "ANP", "CPN", "SW", "HCA", "OT",
            "support worker", "paramedic", "Band 6 RN", "GP"]

ROLES = ["outreach worker", "peer support worker", "case manager", "housing navigator",
         "street medicine RN", "nurse practitioner", "community health worker", "social worker",
         "harm reduction worker", "psychiatric nurse", "shelter supervisor", "benefits advocate",
         "van driver", "intake coordinator", "medical assistant", "addictions counsellor"]

RELS = ["sister", "brother", "mother", "father", "daughter", "son", "aunt", "uncle", "cousin",
        "ex-wife", "ex-husband", "girlfriend", "boyfriend", "partner", "friend", "grandmother",
        "niece", "nephew", "stepfather", "foster mother", "ex-partner", "roommate", "tentmate",
        "landlord", "employer", "probation officer", "pastor", "former foster carer"]


def _dedupe(seq):
    out = []
    seen = {}
    for x in seq:
        if x not in seen:
            seen[x] = 1
            out.append(x)
    return out


MALE = _dedupe(MALE)
FEMALE = _dedupe(FEMALE)
SURNAMES = _dedupe([x for x in SURNAMES if x != "Dela"] + ["Dela Cruz", "Van der Berg", "De Souza"])
NICKS = _dedupe(NICKS)
