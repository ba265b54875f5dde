"""Person-name pools, compiled by hand for dev285 (varied origins)."""

FEMALE = """
Margaret Eileen Doreen Brenda Patricia Maureen Sheila Glenys Valerie Pauline
Jean Irene Hilda Olwen Rhiannon Bronwen Siobhan Aoife Niamh Orla Mairead
Bridget Nuala Deirdre Grainne Saoirse Roisin Kathleen Noreen Philomena Theresa
Agnieszka Bozena Halina Katarzyna Dorota Ewa Zofia Ludmila Olena Svetlana
Priya Sunita Kamala Lakshmi Anjali Meena Parveen Shabnam Nasreen Rukhsana
Farida Yasmin Amina Fatima Khadija Zainab Hodan Ayaan Fadumo Halima
Mei Ling Xiu Hui Yan Jing Li Na Wai Ming Hyun Soo Ji Yeon Keiko Yumiko
Thi Lan Ngoc Anh Huong Maricel Rosalinda Imelda Corazon Teresita Erlinda
Adaeze Ngozi Chioma Folasade Abena Akosua Efua Wanjiru Nyambura Tendai
Carmen Dolores Guadalupe Lupita Rosario Esperanza Marisol Yolanda Graciela
Giuseppina Concetta Rosaria Antonella Carla Eleni Despina Vasiliki Sophia
Ingrid Astrid Sigrid Marit Annelies Griet Mieke Sanne Henrike Liesel
Marie-Claude Genevieve Josee Monique Sylvie Francine Huguette Lise
Shirley Beverley Lorraine Cheryl Wendy Dianne Kerry Leanne Narelle Tanya
Joan Barbara Dorothy Betty Gloria Loretta Bernice Darlene Wanda Earline
Ruth Miriam Esther Naomi Hannah Leah Rivka Dvora Tova Shoshana
Charmaine Marcia Hyacinth Claudette Paulette Merline Icilda Sonia
Gwen Elsie Ivy Mabel Winifred Ada Edna Vera Queenie Nellie
Zoe Chloe Megan Bethan Ffion Catrin Isla Morag Fiona Kirsty Ailsa Iona
Leilani Mere Aroha Talia Ana Losa Sione Mele Salote Vailea
"""

MALE = """
Derek Trevor Clive Keith Malcolm Roy Dennis Colin Gordon Brian Graham Neville
Eamon Padraig Seamus Declan Cormac Fergal Ciaran Donal Tadhg Niall Brendan
Gareth Dafydd Emyr Huw Iwan Rhys Alun Glyn Hamish Alasdair Angus Callum
Zbigniew Tadeusz Kazimierz Wojciech Jerzy Stanislaw Mirek Bogdan Oleksandr Dmitri
Rajesh Suresh Vijay Mohan Arjun Harpreet Gurdev Baljit Sukhwinder Kuldip
Mohammed Abdul Tariq Imran Khalid Yusuf Hamza Omar Bashir Abdirahman
Wei Jian Hao Ming Jun Feng Kwok Chi Seung Min Dae Jung Hiroshi Kenji Takeshi
Van Minh Quang Duc Thanh Romeo Rodrigo Ernesto Danilo Rogelio Arnel
Chukwuemeka Oluwaseun Babatunde Kwame Kofi Yaw Kipchoge Otieno Tatenda Sipho
Jose Luis Alejandro Rafael Ramon Esteban Hector Joaquin Ignacio Armando
Giovanni Salvatore Vincenzo Antonio Carmelo Nikos Giorgos Dimitris Spiros Stavros
Lars Henrik Bjorn Anders Sven Pieter Joost Maarten Wouter Klaas
Jean-Guy Rejean Gaetan Marcel Yvon Normand Gilles Luc Sylvain Benoit
Wayne Darren Craig Shane Brett Bruce Barry Kevin Warren Rodney
Earl Leroy Clarence Wendell Curtis Lonnie Dwight Harlan Virgil Otis
Moshe Yitzhak Avraham Shmuel Ezra Eli Menachem Reuven Yosef Baruch
Winston Delroy Everton Lloyd Fitzroy Desmond Errol Carlton Neville Linton
Albert Arthur Alfred Ernest Harold Stanley Cyril Wilfred Herbert Reginald
Ewan Finlay Fraser Ruaridh Struan Lachlan Tavita Wiremu Rawiri Sefa
"""

SURNAMES = """
Abernethy Ackroyd Ainsworth Allardyce Appleby Arkwright Ashdown Atherton
Bagshaw Barraclough Beddoes Blenkinsop Bottomley Bramwell Brocklehurst Buckby
Calloway Catterall Chadwick Clegg Coldwell Crabtree Cresswell Dainty Dinsdale
Eccleston Entwistle Fairclough Fenwick Fothergill Garside Gledhill Greenhalgh
Hargreaves Heseltine Hinchcliffe Holroyd Illingworth Kershaw Lambourne Leadbetter
Marsden Micklethwaite Nuttall Ormerod Pickersgill Pilling Ramsbottom Rushworth
Sowerby Stansfield Sutcliffe Thwaite Tomlinson Unsworth Wadsworth Whitworth
Ahern Breheny Cunnane Dolan Fahy Geraghty Hanrahan Keogh Lenihan McGlinchey
Mulcahy Nagle O'Dowd O'Halloran Phelan Quigley Rafferty Scanlon Tierney Whelan
MacAulay MacInnes McCorquodale Drummond Gillespie Kinnaird Lamont Menzies Urquhart
Bevan Gwilym Llewellyn Prothero Pugh Vaughan-Jones Wynne Meredith Powys
Kowalczyk Wisniewski Zielinski Szymanski Wozniak Dabrowski Kaczmarek Pawlak
Bondarenko Kovalenko Shevchuk Melnyk Petrenko Sokolova Volkov Zaitsev
Chaudhry Bhattacharya Ramaswamy Venkatesan Kulkarni Deshpande Grewal Sandhu
Dhaliwal Gill Siddiqui Qureshi Rahman Chowdhury Begum Hossain Mirza Akhtar
Abdullahi Warsame Farah Jama Osman Hersi Mahamud Yusuf Ali-Hassan
Nakamura Takahashi Watanabe Fujimoto Kobayashi Tanaka Yamaguchi Morimoto
Zhang Chen Huang Zhou Xu Tan Lim Goh Ng Leung Cheung Kwan Lau Chan-Wong
Kim Park Choi Jeong Kang Yoon Han Shin
Nguyen Tran Pham Le Hoang Vo Dang Bui Truong Huynh
Santos Reyes Dela Cruz Bautista Villanueva Mendoza Castillo Aquino Ocampo
Okonkwo Adeyemi Olawale Eze Nwachukwu Mensah Boateng Asante Owusu Kamau
Ochieng Mwangi Moyo Dlamini Ndlovu Banda Phiri Mutasa
Gutierrez Hernandez Alvarado Villarreal Ybarra Quintanilla Zamora Espinoza
Ferraro Esposito Lombardi Marchetti Caruso DiNapoli Santangelo Russo
Papadopoulos Georgiou Konstantinidis Karagiannis Alexiou Pappas
Lindqvist Sandberg Halvorsen Nygaard Bakker Van der Berg De Vries Janssens
Tremblay Gagnon Bouchard Gauthier Lavoie Cote Pelletier Bergeron Thibodeau
Boudreau Leblanc Arsenault Cormier Poirier
Goldberg Rosenthal Feldman Katz Lieberman Weiss Adler Blum
Campbell-Reid Fairweather Blackwood Greenidge Thorne Braithwaite McFarlane
Whitehorse Stonechild Ashworth-Price Kealoha Tuilagi Faleolo Ngata Parata
Hutchings Pettigrew Quarmby Rowntree Shufflebotham Tattersall Woodhouse Yardley
Aldous Birtwistle Cartledge Dewhurst Emsley Farrar Grimshaw Hebden
"""


def _split(block):
    out = []
    for tok in block.split():
        out.append(tok)
    return out


def _surnames(block):
    # multi-word surnames are marked by known prefixes joined to the next token
    toks = block.split()
    out = []
    i = 0
    joiners = {"Dela": 1, "Van": 2, "De": 1}
    while i < len(toks):
        t = toks[i]
        if t in joiners and i + joiners[t] < len(toks):
            n = joiners[t]
            out.append(" ".join(toks[i:i + n + 1]))
            i += n + 1
            continue
        out.append(t)
        i += 1
    return out


def _firsts(block):
    toks = block.split()
    out = []
    pairs = {("Mei", "Ling"), ("Xiu", "Hui"), ("Li", "Na"), ("Wai", "Ming"),
             ("Hyun", "Soo"), ("Ji", "Yeon"), ("Thi", "Lan"), ("Ngoc", "Anh"),
             ("Seung", "Min"), ("Dae", "Jung"), ("Van", "Minh")}
    i = 0
    while i < len(toks):
        if i + 1 < len(toks) and (toks[i], toks[i + 1]) in pairs:
            out.append(toks[i] + " " + toks[i + 1])
            i += 2
            continue
        out.append(toks[i])
        i += 1
    return out


FEMALE_FIRST = sorted(set(_firsts(FEMALE)))
MALE_FIRST = sorted(set(_firsts(MALE)))
SURNAME_LIST = sorted(set(_surnames(SURNAMES)))

NICKNAMES = {
    "Margaret": "Peggy", "Patricia": "Pat", "Kathleen": "Kath",
    "Elizabeth": "Liz", "Dorothy": "Dot", "Bridget": "Bridie",
    "Albert": "Bert", "Arthur": "Art", "Alfred": "Alf", "Herbert": "Herb",
    "Reginald": "Reg", "Stanley": "Stan", "Wilfred": "Wilf",
    "Giuseppina": "Pina", "Vincenzo": "Enzo", "Oleksandr": "Sasha",
    "Zbigniew": "Zbig", "Babatunde": "Tunde", "Chukwuemeka": "Emeka",
    "Padraig": "Paddy", "Seamus": "Shay", "Winifred": "Winnie",
}

MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTW")
