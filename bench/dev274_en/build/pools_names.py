"""Invented personal-name pools of varied origins (author 274).  Combinations
are drawn at random; any match with a real person is unintended."""

FEMALE = """
Eileen Maureen Siobhan Aoife Niamh Brigid Orla Grainne Roisin Deirdre Nuala
Margaret Dorothy Jean Patricia Brenda Sheila Valerie Gwendolyn Hazel Mavis Pauline
Olwen Ffion Carys Bethan Morag Isla Kirsty Elspeth Ailsa Heather Fiona
Priya Anjali Sunita Kavita Meera Lakshmi Nasreen Farah Ayesha Rukhsana Shabnam
Mei Ling Xiu Yan Hui Min Aiko Yuki Haruka Ji-woo Seo-yeon Thi Lan Linh Ngoc Anh
Chiamaka Ngozi Adaeze Folake Yetunde Abena Ama Efua Wanjiru Amara Zanele Thandiwe
Marisol Lucia Beatriz Carmen Ines Rosario Guadalupe Paola Valentina Ximena
Agnieszka Katarzyna Malgorzata Zofia Irena Oksana Svetlana Ludmila Hana Milena
Fatima Leila Yasmin Noor Samira Rania Huda Zeynep Elif Despina Eleni Sofia
Giulia Francesca Rosaria Antonella Chiara Mireille Genevieve Josee Sylvie Amelie
Kiri Aroha Mere Tahlia Jacinta Bronwyn Kylie Narelle Leanne Shona Marlene
Claudette Beverley Hyacinth Marcia Pearline Loretta Gloria Doreen Edna Ethel Winifred
Imogen Harriet Phoebe Rosalind Cressida Tabitha Verity Philippa Jocasta Clemency
Jennifer Ashley Brittany Tamika Latoya Shanice Dolores Rosemary Bernadette Colleen
Ingrid Astrid Sigrid Freya Annika Birgit Maren Greta Liesel Ilse
"""

MALE = """
Seamus Padraig Ciaran Eoin Cathal Donal Fergal Colm Tadhg Declan Diarmuid Oisin
Arthur Harold Kenneth Leonard Raymond Dennis Trevor Clive Nigel Graham Malcolm
Gareth Rhys Dafydd Emyr Iwan Alasdair Hamish Callum Fraser Murdo Angus Euan
Rajesh Sanjay Vikram Arjun Harpreet Gurdeep Imran Tariq Farhan Zubair Anwar Faisal
Wei Jun Hao Kenji Hiroshi Takeshi Min-jun Seung-ho Duc Minh Quang Tuan Bao
Chukwuemeka Obinna Oluwaseun Babatunde Kwame Kofi Yaw Kipchoge Tendai Sipho Themba
Alejandro Javier Mateo Santiago Rodrigo Emilio Joaquin Ignacio Rafael Arturo
Tomasz Krzysztof Piotr Wojciech Bogdan Dmitri Yuri Vasyl Miroslav Zoran
Omar Khalid Yusuf Hassan Karim Mehmet Emre Stavros Nikos Yiannis Dimitrios
Giuseppe Salvatore Vincenzo Marco Luca Jean-Pierre Gilles Rejean Benoit Etienne
Wiremu Tane Rawiri Lachlan Brodie Darcy Mitchell Clancy Hamish Bruce Shane
Winston Errol Leroy Desmond Carlton Delroy Everton Neville Cedric Aubrey Wilfred
Rupert Jolyon Crispin Barnaby Piers Tarquin Ambrose Horatio Benedict Caspar
Tyrone DeShawn Marcus Darnell Jerome Earl Clarence Otis Wendell Virgil
Lars Henrik Anders Nils Bjorn Magnus Stefan Dieter Klaus Jurgen
"""

SURNAMES = """
Walsh Kavanagh Ni-Bhriain O'Dowd MacNamara Fitzgerald Donnelly Brennan Cullinane Tierney
Hennessy O'Shaughnessy Coughlan McGettigan Breathnach Mulcahy Scanlon Duggan Kinsella Geraghty
Pemberton Ashcroft Thornbury Hargreaves Whitworth Blenkinsop Ramsbottom Oddie Fairclough Lumb
Pryce Llewellyn Gruffydd Prothero Vaughan-Jones Cadwaladr Meredith Bowen Tudor Rees-Morgan
MacLeod Farquharson Urquhart Drummond Sinclair Buchanan MacIver Robertson-Kerr Gillanders Munro
Ramaswamy Venkataraman Chakraborty Bhattacharya Ghosal Sandhu Dhaliwal Grewal Qureshi Chaudhry
Siddiqui Mirza Rahman Hussain-Shah Nadkarni Deshpande Kulkarni Iyer Pillai Menon
Tanaka Watanabe Kobayashi Yamaguchi Nakamura Chen Zhou Liang Huang Tse Ng Kwok Lau
Nguyen Tran Pham Le Vo Dang Bui Park Choi Kang Yoon Lim Cho
Okonkwo Adeyemi Nwachukwu Oyelaran Balogun Mensah Boateng Asante Owusu Kamau Mwangi Otieno
Ndlovu Dlamini Mokoena Chikwanha Moyo Banda Phiri Tshabalala
Gonzalez Villanueva Herrera Castillo Mendoza Fuentes Quintero Salazar Arriaga Ibarra
Kowalczyk Wisniewski Zielinska Nowicki Lewandowski Kaminski Shevchenko Kovalenko Petrov Volkov
Haddad Khoury Nassar Mansour Abboud Saleh Yilmaz Demir Ozturk Papadopoulos Georgiou Karamanlis
Esposito Romano Ferraro Bianchi Lombardi Caruso Tremblay Gagnon Bouchard Lavoie Pelletier Cote
Thibodeau Leblanc Gauthier Ouellet Fortier Desjardins
Ngata Walker-Tipene Whaanga Kennedy-Rua Parata
Blackwood Campbell-Reid Grant Beckford McKenzie Clarke-Hylton Thompson Forbes Gayle Bailey
Wexley Ormsby Penhallow Trelawny Carbery Fenwick Huxtable Tregothnan Lindqvist Haugland
Bergstrom Sorensen Eriksen Vogel Hoffmann Schreiber Brandt Kessler
Abernathy Whitaker Dunleavy Holloway Prescott Caldwell Rutherford Stanton Merriweather Langley
Okafor-Hughes Bello Ibekwe Ekwueme Azikiwe Adebayo Fashola Olumide
Castellano Marchetti Delacroix Fontaine Beaulieu Lachance
Greenhalgh Haworth Entwistle Butterworth Shuttleworth Cropper Ollerenshaw
Dempsey Flanagan Moriarty Rafferty Quigley Sheehan Harrington Costigan Lenihan
Achterberg Van-der-Merwe Botha Pretorius Steyn
"""

NICK = {
    "Margaret": "Peggy", "Patricia": "Trish", "Dorothy": "Dot", "Kenneth": "Ken",
    "Leonard": "Len", "Raymond": "Ray", "Harold": "Harry", "Winifred": "Winnie",
    "Bernadette": "Bernie", "Josee": "Jojo", "Dimitrios": "Jim", "Giuseppe": "Joe",
    "Chukwuemeka": "Emeka", "Oluwaseun": "Seun", "Babatunde": "Tunde", "Alejandro": "Alex",
    "Krzysztof": "Chris", "Yiannis": "John", "Salvatore": "Sal", "Seamus": "Shay",
    "Padraig": "Paddy", "Diarmuid": "Dermot", "Elspeth": "Elsie", "Rosemary": "Rosie",
    "Gwendolyn": "Gwen", "Valerie": "Val", "Malcolm": "Mal", "Dennis": "Den",
    "Wilfred": "Wilf", "Benedict": "Ben", "Archibald": "Archie", "Dolores": "Lola",
}

FEMALE_L = FEMALE.split()
MALE_L = MALE.split()
SURNAMES_L = SURNAMES.split()
# a handful of double-barrelled/Irish forms are written with spaces
SPACED = {"Ni-Bhriain": "Ni Bhriain", "Van-der-Merwe": "van der Merwe"}
SURNAMES_L = [SPACED.get(s, s) for s in SURNAMES_L]
FEMALE_L = sorted(set(FEMALE_L))
MALE_L = sorted(set(MALE_L))
SURNAMES_L = sorted(set(SURNAMES_L))

MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTW")


def pick_person(rng, sex=None):
    """Return (first, middle_initial_or_None, last, sex)."""
    if sex is None:
        sex = rng.choice("FM")
    first = rng.choice(FEMALE_L if sex == "F" else MALE_L)
    last = rng.choice(SURNAMES_L)
    mid = rng.choice(MIDDLE_INITIALS) if rng.random() < 0.35 else None
    return first, mid, last, sex


def nickname(first):
    return NICK.get(first)
