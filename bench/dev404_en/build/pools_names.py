"""Person-name pools of many origins (author 404, invented combinations)."""
import sys

sys.dont_write_bytecode = True

# origin -> (female first names, male first names, surnames)
ORIGINS = {
    "anglo": (
        "Margaret Susan Helen Patricia Linda Karen Julie Joanne Claire Emma Sarah Rachel "
        "Lorraine Pauline Beverley Denise Gillian Wendy Sharon Tracey Nicola Hannah Lucy "
        "Charlotte Abigail Eleanor Harriet Philippa Maureen Brenda Shirley Valerie Jacqueline",
        "David Michael Paul Andrew Stephen Richard Graham Keith Trevor Nigel Colin Gary "
        "Darren Lee Wayne Craig Stuart Martin Philip Kevin Barry Gordon Malcolm Derek "
        "Geoffrey Roger Alan Neil Simon Timothy Oliver Harry Thomas Edward",
        "Smith Jones Taylor Wilson Davies Evans Thomas Roberts Johnson Walker Wright "
        "Robinson Thompson Hughes Edwards Turner Harrison Morris Ward Jackson Clarke Harris "
        "Lewis Cooper Shaw Holmes Ellis Barker Atkinson Pearson Fletcher Lockwood Ackroyd "
        "Hebden Sutcliffe Broadbent Whitaker Crowther Haigh Pickles Rushworth Thwaite"),
    "irish": (
        "Siobhan Aoife Niamh Roisin Sinead Orla Ciara Aisling Grainne Mairead Eimear "
        "Deirdre Bridget Nuala Clodagh Sorcha Caoimhe Una Majella Catriona",
        "Padraig Seamus Ciaran Declan Eoin Cormac Donal Fergal Oisin Ronan Diarmuid Colm "
        "Tadhg Niall Brendan Liam Conor Eamon Fintan Kieran",
        "Murphy Kelly O'Sullivan Walsh O'Brien Byrne Ryan O'Connor O'Neill McCarthy Doyle "
        "Lynch Gallagher Dunne Brennan Kavanagh Fitzgerald Quinlan Moriarty Hennessy "
        "Mulcahy Geraghty Nolan Keane Delaney McGrath O'Donoghue Tierney Carolan Flynn"),
    "scottish": (
        "Morag Isla Kirsty Fiona Ailsa Shona Elspeth Mhairi Lorna Catriona",
        "Angus Hamish Fraser Callum Alasdair Duncan Euan Murdo Lachlan Ruaridh",
        "MacLeod Campbell Stewart Robertson Fraser MacDonald Sinclair Menzies Buchanan "
        "Cruickshank Lindsay Gillespie Munro Urquhart Drummond"),
    "welsh": (
        "Angharad Bethan Carys Ffion Gwen Rhiannon Sian Nerys Eluned Megan",
        "Dafydd Gareth Huw Iwan Rhys Owain Emyr Gethin Aled Bryn",
        "Pritchard Pugh Llewellyn Vaughan Powell Jenkins Griffiths Bowen Prosser Meredith"),
    "south_asian": (
        "Priya Anjali Sunita Kavita Meena Rekha Nusrat Farzana Shabana Rubina Aisha "
        "Harpreet Manjit Gurpreet Deepa Lakshmi Nirmala Shanthi Tahmina Parveen",
        "Rajesh Sanjay Amit Vikram Arjun Imran Tariq Asif Zahid Harjit Gurdeep Kuldip "
        "Suresh Mahesh Prakash Ravi Anwar Shahid Nadeem Ashok",
        "Patel Sharma Singh Kaur Khan Hussain Ahmed Begum Chaudhry Iqbal Malik Mistry "
        "Desai Joshi Gill Sandhu Dhillon Rahman Uddin Islam Perera Fernando Nair Menon "
        "Pillai Reddy Rao Bhatt Chowdhury Siddiqui"),
    "east_asian": (
        "Mei Li Na Xiu Ying Hua Yan Jing Ling Min Ji-woo Seo-yeon Yuki Haruka Aiko "
        "Thi Lan Mai Huong Ngoc Maricel Rosalinda Jocelyn",
        "Wei Jun Hao Ming Lei Jian Tao Min-jun Hyun-woo Kenji Takeshi Hiroshi Duc Minh "
        "Quang Tuan Bao Jerome Rodel Arnel",
        "Wang Li Zhang Chen Liu Huang Zhao Wu Zhou Lin Tan Lim Ng Wong Leung Chan Cheung "
        "Kim Park Lee Choi Sato Tanaka Nakamura Nguyen Tran Pham Le Hoang Santos Reyes "
        "Cruz Bautista Villanueva Dela Cruz"),
    "african": (
        "Ngozi Chioma Adaeze Funmilayo Yetunde Abena Akosua Efua Amina Hodan Fadumo "
        "Wanjiru Achieng Nyambura Thandiwe Zanele Blessing Precious",
        "Chukwuemeka Oluwaseun Babatunde Emeka Kwame Kofi Yaw Abdi Mohamed Omar Kipchoge "
        "Otieno Tendai Sipho Themba Obinna Chidi",
        "Okafor Adeyemi Okonkwo Balogun Oyelaran Eze Mensah Asante Owusu Boateng Osei "
        "Abdullahi Warsame Farah Hassan Mwangi Otieno Kamau Ndlovu Moyo Dlamini"),
    "arabic": (
        "Fatima Layla Mariam Noor Huda Rania Samira Yasmin Zainab Dalia",
        "Ahmad Khalid Youssef Karim Hassan Samir Walid Tarek Nabil Rami",
        "Haddad Khoury Nasser Saleh Mansour Aziz Hamdan Karam Sabbagh Habib"),
    "polish": (
        "Agnieszka Katarzyna Magdalena Malgorzata Joanna Ewa Justyna Dorota Beata Zofia",
        "Krzysztof Tomasz Piotr Marek Pawel Grzegorz Wojciech Jakub Lukasz Andrzej",
        "Kowalski Nowak Wisniewski Wojcik Kaminski Lewandowski Zielinski Szymanski "
        "Dabrowski Kozlowski Mazur Krawczyk Jankowski Nowicki Grabowski"),
    "mediterranean": (
        "Giulia Francesca Rosa Antonella Maria Eleni Despina Georgia Sofia Ana Ines "
        "Catarina Carmen Lucia Pilar",
        "Giuseppe Marco Luca Salvatore Antonio Nikos Giorgos Dimitri Costas Joao "
        "Miguel Rui Javier Alejandro Mateo",
        "Rossi Russo Esposito Romano Colombo Ricci Bianchi Papadopoulos Georgiou "
        "Nikolaidis Konstantinou Silva Pereira Costa Ferreira Oliveira Garcia Martinez "
        "Lopez Gonzalez Rodriguez Hernandez Ramirez Torres Flores Morales"),
    "maori_pacific": (
        "Aroha Mere Hine Ngaire Wikitoria Kiri Anahera Moana Losana Mele Sina Talia",
        "Wiremu Tane Rawiri Hemi Manaia Tamati Nikau Sione Tevita Ioane Malakai",
        "Ngata Parata Tipene Whaanga Rangihuna Te Rangi Karaka Tuhiwai Faleolo Tuilagi "
        "Fifita Taufa Vaipulu Leota Afamasaga"),
    "french_canadian": (
        "Genevieve Isabelle Sylvie Chantal Nathalie Josee Manon Lucie Helene Mireille",
        "Jean-Marc Luc Pierre Francois Yves Sebastien Benoit Mathieu Guy Rejean",
        "Tremblay Gagnon Roy Cote Bouchard Gauthier Morin Lavoie Fortin Gagne Ouellet "
        "Pelletier Belanger Leblanc Bergeron"),
    "african_american": (
        "Keisha Latoya Tamika Shanice Aaliyah Imani Jasmine Ebony Danielle Monique",
        "DeShawn Marcus Terrell Jamal Darnell Andre Malik Reginald Tyrone Cedric",
        "Washington Jefferson Jackson Robinson Coleman Freeman Mitchell Simmons "
        "Crawford Dawson Gaines Holloway Whitfield Pruitt Merriweather"),
    "jewish_eu": (
        "Miriam Esther Rivka Tova Yael Ingrid Astrid Sigrid Anneke Liesbeth",
        "Avi Eli Moshe Yosef Lars Anders Henrik Pieter Joost Dirk",
        "Cohen Levy Friedman Goldberg Rosenthal Weiss Lindqvist Johansson Andersen "
        "Nielsen de Vries van Dijk Jansen Bakker Visser"),
    "wordlike": (
        "Rose Hope Grace Joy Faith Dawn Holly Ivy Daisy Summer Penny Ruby Amber Pearl "
        "Heather April May June Iris Violet Hazel Olive Fern Robin Sunny Skye Autumn",
        "Will Bill Frank Mark Guy Jack Rob Drew Victor Ray Dean Chase Hunter Cliff Art "
        "Gene Miles Bob Pat Sonny Rusty Earl Glen Jay Rocky",
        "Baker Cook Wood Hill Green Brown White Young King Fox Bird Stone Marsh Field "
        "Bishop Parsons Mann Short Long Strong Rich Hale Moss Frost Snow Gray Lamb Swan "
        "Page Hunt Rice Nash Cross Wells Price Bell Banks Ford Tanner Weaver Mason Sharp "
        "Best Little Small Hardy Noble Savage Church Waters Rivers Brooks Lane Hope Joy "
        "Payne Street Sale March Friday Christmas"),
}

# which origins appear in each country, with weights
COUNTRY_ORIGINS = {
    "UK": [("anglo", 34), ("scottish", 6), ("welsh", 6), ("irish", 5), ("south_asian", 16),
           ("african", 8), ("polish", 6), ("east_asian", 5), ("mediterranean", 4),
           ("arabic", 3), ("wordlike", 14)],
    "IE": [("irish", 50), ("anglo", 8), ("polish", 10), ("african", 6), ("south_asian", 6),
           ("mediterranean", 6), ("east_asian", 4), ("wordlike", 10)],
    "AU": [("anglo", 34), ("irish", 6), ("scottish", 4), ("east_asian", 14),
           ("mediterranean", 12), ("arabic", 6), ("south_asian", 8), ("wordlike", 14),
           ("maori_pacific", 2)],
    "NZ": [("anglo", 30), ("maori_pacific", 22), ("scottish", 8), ("east_asian", 10),
           ("south_asian", 8), ("irish", 4), ("jewish_eu", 4), ("wordlike", 14)],
    "CA": [("anglo", 24), ("french_canadian", 18), ("east_asian", 14), ("south_asian", 14),
           ("mediterranean", 6), ("african", 4), ("arabic", 4), ("jewish_eu", 4),
           ("wordlike", 12)],
    "US": [("anglo", 28), ("african_american", 16), ("mediterranean", 18),
           ("east_asian", 8), ("south_asian", 6), ("jewish_eu", 6), ("arabic", 3),
           ("irish", 3), ("wordlike", 12)],
}

MIDDLE = "A B C D E F G H J K L M N P R S T V W".split()

# ordinary words that double as names in the pools (checker uses this list)
WORDLIKE = sorted(set((ORIGINS["wordlike"][0] + " " + ORIGINS["wordlike"][1] + " "
                       + ORIGINS["wordlike"][2]).split()))


def split(s):
    out = []
    for w in s.split():
        if out and out[-1] in ("Dela", "Te", "de", "van"):
            out[-1] = out[-1] + " " + w
        else:
            out.append(w)
    return out


POOLS = {}
for _o in sorted(ORIGINS):
    _f, _m, _s = ORIGINS[_o]
    POOLS[_o] = (split(_f), split(_m), split(_s))
