"""Person-name pools written for dev265 (mixed origins). Any resemblance of a
combined name to a real person is unintended."""


def _w(s):
    return s.split()


FEMALE = _w("""
Abigail Adaeze Aiko Aisling Alejandra Alinta Amara Amelia Anahera Anjali Annika
Antonella Aroha Asha Ayesha Beatriz Bernadette Bethan Bronwyn Carys Catriona
Chiamaka Chloe Clodagh Constance Dagny Daria Deepa Delphine Dervla Dilnoza Ebony
Efua Eilidh Elif Elspeth Emeka Esi Farah Fatima Fenella Fiadh Folasade Freya
Gabriela Georgina Gwenllian Habiba Hana Harriet Hyun-joo Ifeoma Ilona Imogen
Isabeau Jacinta Jadwiga Jaspreet Joanne Josephine Kalani Kamala Karolina Keeley
Kerry-Ann Khadija Kiri Lakshmi Leilani Lena Letitia Lowri Lucinda Mahnoor Mairead
Malika Mani Margarethe Marisol Maryam Mei Ling Meredith Minh Anh Mirela Moana
Nadia Naledi Nasrin Neha Niamh Nkechi Noor Oksana Olufunke Oona Paloma Parisa
Pita Priyanka Rahel Rangi Rasa Rosalind Roisin Ruth Saanvi Sabina Sadia Saoirse
Shauna Shirin Siobhan Sofia Soraya Sunita Tallulah Tamsin Tanvi Temperance
Thandiwe Theodora Thi Ha Ulla Valentina Vesna Wairimu Wiremu Xiaomei Yasmin
Yetunde Ysolde Zainab Zanele Zofia Zsuzsanna Agnieszka Birgit Coralie Dympna
Evangeline Fionnuala Giedre Honora Inés Jolene Kezia Lorna Maeve Marguerite
Noeline Orla Philippa Rhiannon Sheena Tui Una Verity Winnifred Yolanda
Charmaine Desiree Lakeisha Maribel Shanice Tamika Latoya Consuelo Guadalupe
""")

MALE = _w("""
Aarav Abdirahman Adebayo Aidan Alasdair Aleksander Alistair Amadou Anand Angus
Ansel Anwar Arjun Baptiste Barnaby Bartosz Benedict Bogdan Brendan Callum Caoimhin
Chidi Ciaran Cormac Dafydd Damian Darnell Declan Desmond Dimitri Duncan Eamon
Emeka Emrys Enrique Esteban Ewan Faisal Fergus Finbar Gareth Gethin Gideon Gunnar
Hamish Hemi Horatio Hugo Ibrahim Idris Ignatius Imran Ioan Isaiah Jarrah Javier
Jeremiah Joaquin Jomo Kaito Kamran Kareem Kelechi Kenji Kieran Kofi Kwame Lachlan
Leopold Lochlan Lorcan Luca Malachy Manaia Marek Matiu Mehmet Micah Milos Mustafa
Nikhil Niall Obinna Oisin Olamide Orrin Osei Padraig Pavel Quentin Rafferty
Rahul Rangi Rashid Reuben Rhys Rohan Ruairi Rustam Salvatore Seamus Sebastian
Shane Sione Somchai Stellan Sunil Tadhg Taine Tariq Teodor Thabo Tomasz Tremaine
Tristan Uriah Vikram Viliami Wajid Wendell Xavier Yaw Yusuf Zoltan Zoran
Ambrose Bertrand Clement Dorian Eoghan Florin Gaspard Hollis Iain Jethro Kristof
Lindsay Magnus Nnamdi Orson Percival Radomir Sandeep Thaddeus Ulrich Vaughan
Warrick Bruce Wayne Darryl Clive Nigel Trevor Keith Dwayne Travis Cody Brett
Jerome Marcus Terrell DeShawn Luis Mateo Ricardo Dong-hyun Thanh Wei Jian
""")

SURNAMES = _w("""
Abernethy Achterberg Adeyemi Agbaje Ahluwalia Ainsworth Akhtar Aldridge Alvarado
Amankwah Anstruther Applegarth Arkwright Ashdown Atherton Avraham Baird Bakshi
Balogun Bannerjee Barraclough Battersby Beaumont Bellweather Bhattacharya Birtwistle
Blackwood Blaylock Boateng Bonnington Bramwell Brennan Brightwell Broadhurst
Buchanan Bukowski Calloway Carmichael Castellanos Cavanagh Chakraborty Chaudhry
Chisholm Cholmondeley Chowdhury Clitheroe Coelho Colquhoun Copperfield Cormack
Costigan Crabtree Cuthbertson Czarnecki Dabrowski Dalgleish Danquah Darlington
Dasgupta Delacroix Desrosiers Devereaux Dhillon Dimitriou Dobrowolski Donnelly
Drummond Duckworth Dunleavy Easterbrook Ekwueme Ellsworth Emberton Esposito
Fairbairn Falconer Farquharson Featherstone Fennimore Ferreira Fitzgerald Flanagan
Fotheringham Fullerton Gallacher Garbutt Gaskell Ghosh Gillespie Giordano Goldfinch
Gonsalves Greatorex Grimshaw Guzman Haddock Halvorsen Hamamoto Hardcastle Harkness
Hartigan Hazelwood Heathcote Hennessy Hetherington Hollingsworth Holmqvist Horvath
Huddleston Ibekwe Ingleby Iwu Jablonski Jaramillo Jayasuriya Jedrzejewski Kaczmarek
Kapoor Karamanlis Kavanagh Kealoha Kettleborough Khoury Kinnear Kowalczyk Krishnamurthy
Lachance Lamontagne Langridge Larkspur Lautoka Leatherbarrow Lefebvre Lindqvist
Llewellyn Lockwood Lonergan Lowenthal MacAulay MacCrimmon Mahlangu Makinde
Malinowski Mandelbaum Marchetti Markovic Marwick Matagi McAllister McCandless
McGillivray McTavish Mendonca Merriweather Mihaylova Moloney Montgomerie Mukherjee
Mulcahy Murtagh Nakamura Nagarajan Nakashima Ndlovu Nethercott Nguyen-Tran Nwachukwu
Oakenfold Obiora Odhiambo Ogunleye Okonkwo Olawale Onyekachi Ormerod Osei-Bonsu
Ostrowski Pacheco Pappas Parasuraman Pemberton Pennington Pettigrew Pham Pickersgill
Pinkerton Quartermaine Quigley Raghunathan Rajapakse Ramsbottom Ratcliffe Ravindran
Reinholt Rhodes-Bell Ridgeway Rosenthal Rowntree Ruatapu Sackville Salazar Santangelo
Sarkar Satterthwaite Sayers Scarborough Sedgwick Sekibo Shackleton Shawcross
Silveira Sinclair Skjelbred Slattery Sokolova Soliman Stavropoulos Strickland
Sutcliffe Szymanski Takahashi Tamihana Tennant Thistlethwaite Thorsby Tiwari
Trelawney Tuilagi Turnbull Uchenna Umarov Underhill Usman Vaillancourt Valentine
Vanderpoel Varghese Vasquez Venkataraman Villeneuve Wainwright Wakefield Walmsley
Waverley Weatherall Whitcombe Wickramasinghe Wilberforce Winterbottom Witherspoon
Wojcik Wolstenholme Woodhouse Yardley Yeboah Zamora Zielinski Zuberi Ahmadi Bui
Castillo Dao Ekstrom Farouk Gallagher Haddad Iqbal Jovanovic Kim Liang Morales
Nakagawa Oyelaran Petrovic Qureshi Rahman Sandoval Tran Umeh Vo Wong Xu Yilmaz Zhou
O'Sullivan O'Halloran D'Souza McNamara MacLeod Fernandes Kumar Singh Patel Okafor
Mbeki-Shaw Tupou Fonoti Wiremu Ngata Paewai Tawhiri Whitehorse Cardinal Bellerose
Lightfoot Redcloud Tremblay Gagnon Bouchard Cote Pelletier Leblanc Gauthier Ouellet
""")

NICKNAMES = {
    "Alistair": "Ali", "Barnaby": "Barney", "Benedict": "Ben", "Bernadette": "Bernie",
    "Catriona": "Cat", "Constance": "Connie", "Desmond": "Des", "Dimitri": "Dima",
    "Evangeline": "Evie", "Georgina": "George", "Harriet": "Hattie", "Ignatius": "Iggy",
    "Jacinta": "Jac", "Josephine": "Jo", "Leopold": "Leo", "Lucinda": "Cindy",
    "Malachy": "Mal", "Meredith": "Merry", "Percival": "Percy", "Philippa": "Pippa",
    "Rosalind": "Roz", "Salvatore": "Sal", "Sebastian": "Seb", "Thaddeus": "Tad",
    "Theodora": "Teddy", "Valentina": "Val", "Winnifred": "Winnie", "Aleksander": "Olek",
    "Bartosz": "Bartek", "Nikhil": "Nik", "Kamran": "Kam", "Lachlan": "Lachie",
    "Jeremiah": "Jerry", "Tomasz": "Tom", "Gabriela": "Gabi", "Charmaine": "Charm",
}

MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTW")

# staff-only surname extras so that clinicians and patients rarely collide
STAFF_SURNAMES = _w("""
Acheampong Albrecht Anand Ashworth Banerjee Bhatt Carrick Chen-Lowe Dalrymple
Ebrahim Eze Fairweather Frobisher Gathercole Gunawardena Hale Imrie Jahangir Joshi
Kasprzak Kirkbride Lam Loughran Mahadevan Menon Moncrieff Naidoo Nuttall Oduya
Okwuosa Pattinson Prendergast Rasheed Rautenbach Seddon Sethi Somerville Sorensen
Thackeray Ueda Vella Wadsworth Whitlock Yeung Zaman Bergstrom Carvalho Delaney
Hosseini Ilunga Kenyatta Lozano Mwangi Nilsson Quaye Renwick Suleiman Teixeira
""")
