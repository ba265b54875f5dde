"""Invented name pools for dev234_en (author 234).

Plain whitespace-separated word lists, de-duplicated in their written order so
that the result never depends on hashing.
"""


def _words(s):
    return list(dict.fromkeys(s.split()))


MALE = _words("""
James Robert Michael David William Thomas Daniel Matthew Anthony Mark Steven Paul
Andrew Joshua Kevin Brian George Edward Ronald Timothy Jason Jeffrey Ryan Gary
Nicholas Eric Stephen Jonathan Larry Justin Scott Brandon Frank Raymond Gregory
Samuel Patrick Dennis Jerry Tyler Aaron Henry Douglas Peter Walter Harold Carl
Arthur Gerald Roger Keith Lawrence Terry Sean Albert Christian Austin Wayne Ralph
Roy Eugene Louis Philip Russell Bruce Willie Gabriel Alan Logan Dwayne Marcus
Alistair Callum Rhys Gareth Dafydd Owain Angus Hamish Declan Ciaran Niall Padraig
Fergus Graham Nigel Clive Trevor Malcolm Barry Derek Colin Stuart Neil Ian Kieran
Liam Connor Harvey Alfie Archie Reuben Jose Luis Carlos Miguel Alejandro Javier
Rafael Eduardo Fernando Ricardo Jorge Hector Raul Ramon Joaquin Santiago Mateo
Joao Tiago Rui Giovanni Marco Luca Salvatore Vincenzo Enzo Krzysztof Tomasz Piotr
Marek Pawel Dmitri Sergei Aleksandr Nikolai Bogdan Milos Goran Dimitrios
Konstantinos Nikos Yannis Klaus Jurgen Henrik Lars Anders Sven Pieter Joost Bram
Chidi Emeka Obinna Chukwuemeka Oluwaseun Babatunde Adebayo Tunde Kwame Kofi
Kwabena Yaw Tendai Tafadzwa Sipho Thabo Mandla Kiprop Otieno Abebe Tesfaye Dawit
Abdi Abdirahman Ahmed Omar Khalid Tariq Youssef Karim Hassan Hussein Mustafa Bilal
Faisal Samir Walid Ziad Mehmet Emre Burak Reza Dariush Arash Farhad Kaveh Rajesh
Sanjay Vikram Arjun Rohan Anil Suresh Ramesh Gurpreet Jaswinder Imran Asif Zubair
Faizan Rahul Karthik Senthil Murali Venkat Prakash Deepak Nikhil Sunil Rakesh
Mohammed Shahid Rafiq Anwar Wei Jun Hao Ming Jian Lei Hiroshi Takeshi Kenji
Daisuke Minho Jae-won Seung-hoon Dong-hyun Thanh Minh Duc Quang Tuan Jericho Ramil
Rodel Arnel Desmond Winston Delroy Errol Leroy Cornelius Ezekiel Thaddeus Ignatius
Lorenzo Dante Caius Fintan Cormac Eamon Torin Bartholomew Jasper Rupert Quentin
Ambrose Lionel Barnaby Oswald Percival Emmett Silas Otis Cyrus Elias Matthias
Benedikt Stellan Oskar Casimir Florin Radu Vasile Andrei Ionut Nasser Idris
Ismail Yusuf Hamza Musa Bongani Lwazi Kagiso Jomo Baraka Moses Solomon Gideon
""")

FEMALE = _words("""
Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Nancy
Lisa Margaret Betty Sandra Ashley Dorothy Kimberly Emily Donna Michelle Carol
Amanda Melissa Deborah Stephanie Rebecca Laura Sharon Cynthia Kathleen Amy
Shirley Angela Helen Anna Brenda Pamela Nicole Emma Samantha Katherine Christine
Debra Rachel Catherine Carolyn Janet Ruth Maria Heather Diane Virginia Julie Joyce
Victoria Olivia Kelly Christina Lauren Joan Evelyn Judith Megan Cheryl Andrea
Hannah Martha Jacqueline Frances Gloria Ann Teresa Kathryn Sara Janice Jean Alice
Madison Doris Abigail Julia Judy Grace Denise Amber Marilyn Beverly Danielle
Theresa Sophia Marie Diana Brittany Natalie Isabella Charlotte Rose Alexis Kayla
Siobhan Niamh Aoife Sinead Ffion Cerys Bethan Rhiannon Eilidh Morag Kirsty Fiona
Gillian Lorraine Maureen Beryl Gwen Hazel Imogen Poppy Freya Isla Ellie Harriet
Guadalupe Rosa Carmen Lucia Ximena Valentina Paola Alejandra Yolanda Marisol
Leticia Esperanza Graciela Beatriz Ines Ana Joana Mariana Giulia Francesca Chiara
Rosaria Agnieszka Katarzyna Magdalena Malgorzata Olga Natalia Svetlana Irina
Oksana Yelena Milena Jovana Eleni Despina Athena Ingrid Astrid Sigrid Liesel Greta
Annika Maaike Ngozi Chiamaka Adaeze Folake Funmilayo Yetunde Abimbola Ama Akosua
Efua Abena Nomvula Thandiwe Zanele Wanjiru Achieng Amina Halima Fadumo Hodan
Tigist Meseret Selam Fatima Aisha Layla Noor Yasmin Mariam Salma Rania Huda Samira
Leila Elif Zeynep Ayse Shirin Parisa Nasrin Mahsa Priya Anjali Sunita Kavita Meena
Lakshmi Deepa Pooja Nisha Sushma Harjit Kulwinder Rupinder Nazia Farah Sadia
Rukhsana Shabnam Tahmina Nusrat Divya Shreya Aarti Mei Xiu Ling Yan Hui Jing Yuki
Haruka Aiko Keiko Min-ji Soo-jin Ji-yeon Lan Huong Thao Linh Ngoc Maricel Rowena
Jocelyn Marites Marcia Sonia Beverley Claudette Merline Philippa Henrietta Clementine
Winifred Mildred Edwina Rosalind Perpetua Bernadette Concepta Dervla Orla Roisin
Tamsin Wenna Morwenna Delyth Eirlys Seren Lowri Anneka Brigitta Ludmila Zofia
Wiktoria Dorota Renata Camila Florencia Noemi Araceli Itzel Yesenia Dalia Naledi
Lindiwe Precious Blessing Chipo Rutendo Nyasha Mercy Faith Comfort Sade Temitope
""")

SURNAMES = _words("""
Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore
Jackson Martin Thompson White Harris Clark Lewis Robinson Walker Young Allen King
Wright Scott Hill Green Adams Baker Nelson Carter Mitchell Roberts Turner Phillips
Campbell Parker Evans Edwards Collins Stewart Morris Rogers Reed Cook Morgan Bell
Murphy Bailey Cooper Richardson Cox Howard Ward Peterson Gray James Watson Brooks
Kelly Sanders Price Bennett Wood Barnes Ross Henderson Coleman Jenkins Perry Powell
Long Patterson Hughes Washington Butler Simmons Foster Bryant Alexander Russell
Griffin Hayes Myers Ford Hamilton Graham Sullivan Wallace Woods Cole West Jordan
Owens Reynolds Fisher Ellis Harrison Gibson McDonald Marshall Wells Hunt Holloway
Pemberton Ashworth Blackwood Fairclough Grimshaw Hargreaves Lumb Ormerod Pickles
Sutcliffe Thistlewood Wainwright Whitworth Ackroyd Braithwaite Crowther Haigh
Kershaw Pennington Royle Stansfield Threlfall Atherton Bamford Openshaw Entwistle
Llewellyn Pritchard Prosser Vaughan Griffiths Bowen Rees Powys Jenkyns Maddock
MacLeod MacKenzie Fraser Buchanan Drummond Ferguson Kerr Lindsay Munro Sinclair
Urquhart Abernethy Cathcart Dalgleish Gillespie McAllister O'Connell O'Sullivan
Byrne Doherty Gallagher Kavanagh Keane Lynch McCarthy Nolan Quinlan Regan Sheehan
Brennan Fitzgerald Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez
Ramirez Torres Flores Rivera Gomez Diaz Cruz Morales Reyes Gutierrez Ortiz Chavez
Ruiz Alvarez Mendoza Castillo Jimenez Vasquez Romero Herrera Medina Aguilar Vargas
Guzman Salazar Delgado Cisneros Villanueva Zamora Escobar Figueroa Fuentes Ibarra
Pereira Ferreira Carvalho Rodrigues Almeida Goncalves Sousa Oliveira Teixeira
Esposito Romano Colombo Ricci Marino Greco Bruno Gallo Conti Mancini Lombardi
Moretti Barbieri Ferraro Caruso Fontana Kowalski Nowak Wisniewski Wojcik Kaminski
Lewandowski Zielinski Szymanski Wozniak Dabrowski Kozlowski Jankowski Mazur
Krawczyk Piotrowski Grabowski Pawlowski Michalski Ivanov Petrov Sokolov Volkov
Morozov Novikov Fedorov Popescu Ionescu Dumitru Stanciu Constantin Horvath Nagy
Kovacs Szabo Petrovic Jovanovic Nikolic Markovic Papadopoulos Georgiou Christodoulou
Nikolaidis Konstantinou Muller Schmidt Schneider Fischer Weber Becker Hoffmann
Schulz Koch Richter Wagner Lindqvist Johansson Andersson Nilsson Larsen Hansen
Jensen Eriksen Haugen Virtanen Korhonen de-Vries van-Dijk Bakker Visser Smit
Okafor Okonkwo Eze Nwosu Obi Adeyemi Adebayo Ogunleye Olawale Balogun Afolabi
Okeke Chukwu Nnamdi Mensah Owusu Boateng Asante Osei Appiah Agyeman Darko Moyo
Ncube Dlamini Nkosi Mahlangu Zulu Mokoena Chikwanha Mutasa Kamau Njoroge Otieno
Wambui Kiplagat Ochieng Mwangi Tesfaye Bekele Haile Gebremedhin Alemu Warsame
Abdullahi Farah Hirsi Jama Yusuf Aden Mohamud Haddad Khoury Nasser Saleh Mansour
Aziz Rahman Karim Hamdan Qureshi Sheikh Chaudhry Malik Butt Akhtar Hussain Iqbal
Siddiqui Mirza Bhatti Raza Shah Patel Sharma Singh Gupta Kumar Reddy Rao Iyer Nair
Menon Pillai Krishnan Subramanian Venkataraman Chatterjee Banerjee Mukherjee Das
Bose Ghosh Sen Desai Mehta Joshi Kulkarni Deshpande Bhatt Trivedi Sandhu Gill
Dhillon Grewal Sidhu Bains Randhawa Kaur Chowdhury Begum Uddin Miah Ali Hossain
Islam Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo Lin He
Luo Tanaka Suzuki Watanabe Yamamoto Nakamura Kobayashi Sato Ito Kimura Hayashi
Kim Lee Park Choi Jung Kang Cho Yoon Jang Lim Nguyen Tran Le Pham Hoang Vu Dang
Bui Do Ngo Santos Reyes-Cruz Bautista Dela-Cruz Mercado Aquino Villareal Manalo
Pacquiao Soriano Dizon Yilmaz Kaya Demir Sahin Celik Ozturk Arslan Dogan Karimi
Hosseini Rezaei Moradi Ahmadi Tehrani Jafari Azizi Sadeghi Campbell-Reid Nakashima
Abernathy Blankenship Castellano Delacroix Etheridge Fairweather Galloway Hathaway
Inglewood Jessop Kingsley Lockhart Merriweather Northcott Oakley Prendergast
Quartermaine Ravenscroft Stonebridge Tremayne Underhill Villiers Whitlock Yardley
Zeller Abara Bello Danjuma Fashola Ibekwe Jibril Lawal Nwachukwu Onyango Sesay
Kamara Bangura Conteh Koroma Toure Diallo Traore Keita Coulibaly Ndiaye Sow Fofana
Baptiste Pierre Jean-Louis Toussaint Beaumont Chevalier Dubois Lefebvre Moreau
Fontaine Girard Lambert Bonnet Rousseau Marchand Duval Archer Blythe Cartwright
Dunmore Everett Finch Goodall Hale Ingram Jarvis Kemp Lowther Mayhew Nash Orme
Pryce Quigley Radcliffe Snell Tolliver Upton Voss Whitaker Yates Bramwell Coverdale
Duckworth Fothergill Garside Hepworth Illingworth Jowett Kitching Laycock Metcalfe
Nuttall Oldroyd Pollard Riley Shackleton Tattersall Walmsley Wilkinson Ackerley
""")

# Two- and three-letter clerk/typist initials used in dictation footers.
TYPIST_INITIALS = _words("""
jk ab mw rt sl dp ck hb lm gt ep nd ws fk ja mo kb th rc vs pn el dh
""")

NICKNAMES = {
    "William": "Bill", "Robert": "Bob", "Margaret": "Peggy", "Elizabeth": "Liz",
    "Richard": "Rick", "Thomas": "Tom", "Katherine": "Kate", "Patricia": "Pat",
    "Anthony": "Tony", "Michael": "Mike", "Jennifer": "Jen", "Christopher": "Chris",
    "Alexander": "Sandy", "Deborah": "Debbie", "Joseph": "Joe", "Samuel": "Sam",
    "Rebecca": "Becky", "Nicholas": "Nick", "Babatunde": "Tunde", "Oluwaseun": "Seun",
    "Chukwuemeka": "Emeka", "Krzysztof": "Krys", "Konstantinos": "Kostas",
    "Aleksandr": "Sasha", "Gurpreet": "Gary", "Dimitrios": "Jim", "Yelena": "Lena",
}
