"""Person-name pools written for this set, grouped by origin; professions, relations."""

# origin: (female first names, male first names, surnames)
ORIGINS = {
    'anglo': ("""Margaret Patricia Susan Karen Deborah Heather Gillian Chloe Olivia Harper Madison
Brittany Jessica Emily Hannah Sophie Grace Ruby Zoe Winifred Doreen Gladys Hazel Pearl Iris
Beverley Wendy Janice Lorraine Sandra Denise Kylie Shannon Courtney Tegan Brooke Jolene Tayla
Georgia Matilda Evie Brenda Colleen Tess""",
              """Oliver Harry George Arthur Nigel Graham Derek Trevor Keith Colin Barry Malcolm
Stuart Wayne Cody Tanner Brett Garrett Liam Noah Jack Lachlan Cooper Mitchell Brodie Jayden
Ethan Dylan Samuel Daniel Joseph Isaac Walter Harold Ernest Clifford Norman Stanley Leonard
Reginald Bradley Troy Shaun Darren Glenn Clive Royston Gordon Maurice""",
              """Smith Taylor Whitfield Ashworth Hargreaves Pennington Cartwright Blackwood Thornton
Fairbrother Holloway Whitlock Johnson Walker Harrington Pemberton Abernethy Greenhalgh Ormerod
Tolland Price Thomas Banks Coleman Robinson Hollis Lockwood Marsden Pickering Shawcross
Kettering Redfern Wainwright Yardley Bellamy Crossley Dunstan Fenwick Gilchrist Hopcroft"""),
    'irish': ("""Aoife Siobhan Niamh Ciara Grainne Orla Saoirse Roisin Una Bridget Kathleen Noreen
Dolores Eileen Imelda Philomena Annmarie Sinead Clodagh Mairead Deirdre""",
              """Seamus Padraig Ciaran Declan Eoin Cathal Donal Fergal Tadhg Oisin Fintan Kieran
Rory Niall Shane Brendan Cormac Diarmuid Colm Enda""",
              """Murphy Kelly O'Sullivan Walsh O'Brien Byrne Ryan O'Connor Doyle McCarthy Gallagher
Kavanagh Fitzgerald Nolan Quinlan Brennan Mulcahy Finnegan Hegarty Dineen Coughlan Keoghan
McAllister Kinsella Rourke Tierney Geraghty Costigan Ni Bhriain Mac Giolla Phadraig O'Dwyer
Cullinane Moynihan Scanlon Horgan"""),
    'scot_welsh': ("""Fiona Morag Isla Eilidh Kirsty Rhiannon Cerys Bethan Gwen Seren Catriona Ailsa""",
                   """Hamish Callum Ewan Angus Dafydd Rhys Gareth Geraint Alistair Duncan Iwan Euan""",
                   """MacLeod Fraser McIntyre Campbell Drummond Sutherland Jones Evans Pritchard
Llewellyn Ap Rhys Morgan Gunn Baird Munro Kerr Pugh Vaughan"""),
    'afam': ("""Jasmine Tamika Latoya Keisha Shanice Ebony Aaliyah Imani Monique Tanisha""",
             """Dwayne Tyrone DeShawn Marcus Jamal Terrence Darnell Andre Reginald Cedric""",
             """Washington Jefferson Coleman Robinson Jackson Banks Freeman Booker Pettway Gaines"""),
    'wafrica': ("""Adaeze Chiamaka Ngozi Folake Yetunde Funmilayo Abena Akosua Ama Efua Mariama Fatmata""",
                """Emeka Chinedu Obinna Tunde Babatunde Oluwaseun Kwame Kofi Yaw Kwabena Ibrahim Alhaji""",
                """Okafor Okonkwo Nwosu Eze Adeyemi Adebayo Ogunleye Balogun Mensah Owusu Asante Boateng
Okeke Okoro Acheampong Oyelaran Sesay Kamara Conteh Diallo Ndiaye"""),
    'eafrica': ("""Wanjiru Njeri Amina Hodan Fadumo Hawa Tigist Selam Meron Achieng""",
                """Kamau Otieno Abdi Mohamed Abdirahman Tesfaye Dawit Yonas Mwangi Omondi""",
                """Kamau Mwangi Otieno Wanjala Warsame Abdullahi Farah Hussein Bekele Haile
Gebremedhin Yusuf Odhiambo Kiprono"""),
    'sasia': ("""Priya Ananya Lakshmi Deepa Kavitha Meenakshi Harpreet Gurpreet Simran Farzana Nusrat
Ayesha Sana Mehwish Anjali Shreya Rukhsana""",
              """Rajesh Suresh Arjun Vikram Karthik Senthil Murugan Harjit Gurdeep Manpreet Imran
Tariq Bilal Faisal Rashid Shahid Sanjay Aravind Rohan""",
              """Patel Shah Mehta Iyer Krishnan Subramanian Ramasamy Nair Menon Pillai Reddy Rao
Sharma Gupta Verma Singh Sandhu Gill Dhillon Grewal Chaudhry Qureshi Malik Butt Rahman Hossain
Chowdhury Islam Bhattacharya Banerjee Mukherjee Ghosh Das"""),
    'easia': ("""Mei Xiuying Lina Yan Jiayi Wenjing Huifang Jiwoo Minseo Seoyeon Yuki Haruka Aiko""",
              """Wei Jun Hao Zhiwei Jianguo Minjun Jihoon Hyunwoo Kenji Takeshi Hiroshi""",
              """Wang Zhang Liu Chen Huang Zhou Lin Ng Chan Wong Leung Kim Park Choi Jung Kang Tanaka
Suzuki Watanabe Yamamoto Nakamura Sato Ito Kobayashi Yamada"""),
    'seasia': ("""Lan Ngoc Hoa Thuy Maricel Rowena Jocelyn Marites Siti Nurul""",
               """Minh Duc Tuan Quang Ramon Jericho Rommel Arnel Ahmad Hafiz""",
               """Tran Nguyen Pham Le Vu Hoang Santos Reyes Bautista Mendoza Dela Cruz Ocampo
Villanueva Aquino Abdullah Rahim"""),
    'hispanic': ("""Marisol Lucia Valentina Camila Ximena Guadalupe Beatriz Ines Joana Daniela""",
                 """Alejandro Santiago Mateo Joaquin Diego Joao Tiago Rui Javier Luis""",
                 """Garcia Rodriguez Hernandez Lopez Gonzalez Castillo Morales Fernandes Pereira
Carvalho Oliveira Castellano Vasquez Delgado Salazar Da Silva Ramirez Ortega"""),
    'seuro': ("""Francesca Giulia Chiara Eleni Dimitra Katerina Rosaria Antonella""",
              """Giuseppe Marco Luca Nikos Giorgos Stavros Salvatore Vito""",
              """Rossi Russo Bianchi Esposito Romano Papadopoulos Georgiou Nikolaidis Ricci
Costa Galanis Marino"""),
    'eeuro': ("""Agnieszka Katarzyna Ioana Andreea Zsofia Olena Oksana Svetlana Magdalena""",
              """Piotr Tomasz Krzysztof Mihai Bogdan Andrei Dmytro Taras Sergei Pawel""",
              """Kowalski Nowak Wisniewski Lewandowski Popescu Ionescu Dumitru Kovalenko Shevchenko
Bondarenko Szabo Horvath Novak Petrov Volkov"""),
    'mideast': ("""Leila Yasmin Nour Rania Layla Maryam Shirin Parisa Elif Zeynep Miriam Rivka Talia""",
                """Karim Omar Youssef Ahmad Hassan Reza Dariush Mehmet Emre Burak Avi Yosef Eli""",
                """Haddad Khoury Nasser Saleh Mansour Aziz Hosseini Karimi Ahmadi Yilmaz Demir Kaya
Cohen Levi Friedman Goldberg Ben-David Al-Hashimi El-Sayed"""),
    'north': ("""Ingrid Astrid Freya Saskia Anneke Marieke Liv Sigrid""",
              """Lars Erik Sven Joost Pieter Henrik Anders""",
              """Andersen Johansson Lindqvist Janssen Bakker Visser de Vries Halvorsen Nyberg
Achterberg"""),
    'maori': ("""Aroha Mere Ngaire Hine Moana Huia Kiri""",
              """Wiremu Rawiri Tane Hemi Nikau Manaia""",
              """Ngata Tipene Parata Te Rangi Hohaia Rangihuna Paewai Tawhiri Karaka"""),
    'pacific': ("""Losana Mele Sina Salote Ana""",
                """Sione Tevita Ioane Viliami Sefo""",
                """Tuilagi Fonoti Taufa Fifita Leota Aumua Faleolo Lolohea Vaifale"""),
    'zasa': ("""Thandeka Nomvula Lindiwe Zanele Anneliese Marlene Charmaine Nandi""",
             """Sipho Thabo Mandla Bongani Johan Hennie Ruan Themba""",
             """Botha Pretorius Nkosi Dlamini Mokoena Ndlovu Khumalo Van der Merwe Van Rooyen Steyn
Du Plessis Marais Mahlangu Zulu"""),
    'french': ("""Genevieve Josee Manon Sylvie Chantal Mackenzie Amelie""",
               """Jean-Luc Mathieu Etienne Yannick Gaston Remy Benoit""",
               """Dubois Tremblay Gagnon Roy Bouchard Lavoie Pelletier Bergeron Lachance
Desrosiers Moreau Lefebvre Ouellet"""),
}


def _split(s):
    out = []
    for line in s.split('\n'):
        out.extend(line.split())
    return out


MULTI = {'Ni Bhriain', 'Mac Giolla Phadraig', 'Ap Rhys', 'Dela Cruz', 'Da Silva', 'de Vries',
         'Te Rangi', 'Van der Merwe', 'Van Rooyen', 'Du Plessis'}


def _surnames(s):
    words = _split(s)
    out, i = [], 0
    while i < len(words):
        for k in (3, 2):
            cand = ' '.join(words[i:i + k])
            if cand in MULTI:
                out.append(cand)
                i += k
                break
        else:
            out.append(words[i])
            i += 1
    return out


POOLS = {}
for _o in sorted(ORIGINS):
    _f, _m, _s = ORIGINS[_o]
    POOLS[_o] = (_split(_f), _split(_m), _surnames(_s))
SURNAMES = sorted({s for o in POOLS for s in POOLS[o][2]})

ORIGIN_W = {
    'US': {'anglo': 30, 'afam': 12, 'hispanic': 14, 'irish': 5, 'easia': 6, 'seasia': 6,
           'sasia': 6, 'seuro': 5, 'eeuro': 4, 'mideast': 4, 'wafrica': 3, 'eafrica': 3,
           'north': 2},
    'UK': {'anglo': 34, 'scot_welsh': 10, 'irish': 6, 'sasia': 14, 'wafrica': 7, 'eafrica': 4,
           'eeuro': 7, 'easia': 4, 'seuro': 4, 'mideast': 5, 'seasia': 3, 'hispanic': 2},
    'IE': {'irish': 55, 'anglo': 8, 'eeuro': 10, 'wafrica': 5, 'sasia': 6, 'seasia': 5,
           'hispanic': 4, 'easia': 3, 'mideast': 2, 'seuro': 2},
    'CA': {'anglo': 25, 'french': 18, 'irish': 4, 'scot_welsh': 5, 'sasia': 12, 'easia': 10,
           'seasia': 7, 'mideast': 5, 'eeuro': 5, 'hispanic': 3, 'wafrica': 3, 'eafrica': 3},
    'AU': {'anglo': 34, 'irish': 6, 'scot_welsh': 4, 'seuro': 8, 'easia': 10, 'seasia': 8,
           'sasia': 10, 'mideast': 5, 'pacific': 4, 'eeuro': 4, 'hispanic': 2},
    'NZ': {'anglo': 30, 'maori': 20, 'pacific': 12, 'scot_welsh': 6, 'irish': 4, 'easia': 9,
           'sasia': 8, 'seasia': 5, 'north': 3, 'eeuro': 3},
    'ZA': {'zasa': 50, 'anglo': 14, 'sasia': 10, 'north': 4, 'seuro': 5, 'wafrica': 6,
           'eafrica': 5, 'mideast': 3, 'eeuro': 3},
}

PROFESSIONS = [
    'dairy farmer', 'sheep farmer', 'poultry farmer', 'abattoir worker', 'veterinary nurse',
    'plumber', 'primary school teacher', 'bus driver', 'chef', 'warehouse operative',
    'electrician', 'accountant', 'hairdresser', 'fisherman', 'shearer', 'builder',
    'forklift driver', 'taxi driver', 'office cleaner', 'carpenter', 'software developer',
    'childcare worker', 'aged care worker', 'miner', 'long-haul truck driver', 'landscaper',
    'postal worker', 'security guard', 'care assistant', 'laboratory technician',
    'firefighter', 'police officer', 'soldier', 'merchant seaman', 'nail technician',
    'tattoo artist', 'kennel worker', 'zookeeper', 'butcher', 'baker', 'roofer',
    'tiler', 'welder', 'mechanic', 'panel beater', 'retail assistant', 'librarian',
    'solicitor', 'civil engineer', 'pharmacist', 'dental nurse', 'theatre nurse',
    'social worker', 'shepherd', 'horse trainer', 'jockey', 'gardener', 'cook',
    'machinist', 'sewage treatment operator', 'meat packer', 'crop sprayer',
    'crane operator', 'scaffolder', 'bricklayer', 'painter and decorator', 'bar manager',
    'waitress', 'barista', 'courier', 'delivery driver', 'pilot', 'flight attendant',
    'hotel housekeeper', 'seamstress', 'real estate agent', 'insurance broker',
]
RETIRED = ['teacher', 'nurse', 'farmer', 'coal miner', 'bus driver', 'engineer', 'publican',
           'police officer', 'postman', 'shipyard worker', 'bank clerk', 'GP receptionist',
           'fitter', 'secretary', 'lorry driver', 'midwife', 'dock worker', 'civil servant']

REL_F = ['wife', 'daughter', 'mother', 'sister', 'partner', 'niece', 'granddaughter', 'friend',
         'neighbour', 'carer', 'daughter-in-law', 'aunt']
REL_M = ['husband', 'son', 'father', 'brother', 'partner', 'nephew', 'grandson', 'friend',
         'neighbour', 'carer', 'son-in-law', 'uncle']

USER_FMT = ['{f}{l}', '{l}{f}', '{f}.{l}', '{l}{i}', '{f}{l}{n}', '{i}{l}{n}', '{l}_{f}']


class Person:
    def __init__(self, first, last, sex, mid=None):
        self.first = first
        self.last = last
        self.sex = sex
        self.mid = mid

    def full(self):
        return '%s %s' % (self.first, self.last)

    def full_mid(self):
        if self.mid:
            return '%s %s. %s' % (self.first, self.mid, self.last)
        return self.full()

    def init_last(self):
        return '%s. %s' % (self.first[0], self.last)

    def init_last_nodot(self):
        return '%s %s' % (self.first[0], self.last)

    def last_first(self):
        return '%s, %s' % (self.last, self.first)

    def upper_lf(self):
        s = '%s, %s' % (self.last.upper(), self.first.upper())
        if self.mid:
            s += ' ' + self.mid
        return s

    def initials(self, dots=False):
        a = self.first[0]
        b = self.last.replace("'", '')[0].upper()
        if dots:
            return '%s.%s.' % (a, b)
        return a + b


def _wpick(r, d):
    keys = sorted(d)
    tot = sum(d[k] for k in keys)
    x = r.random() * tot
    for k in keys:
        x -= d[k]
        if x < 0:
            return k
    return keys[-1]


def make_person(r, sex=None, cc='UK', origin=None):
    if sex is None:
        sex = r.choice(['F', 'M'])
    o = origin or _wpick(r, ORIGIN_W.get(cc, ORIGIN_W['UK']))
    fem, mal, sur = POOLS[o]
    first = r.choice(fem if sex == 'F' else mal)
    if r.random() < 0.85:
        last = r.choice(sur)
    else:
        o2 = _wpick(r, ORIGIN_W.get(cc, ORIGIN_W['UK']))
        last = r.choice(POOLS[o2][2])
    mid = r.choice('ABCDEFGHJKLMNPRSTW') if r.random() < 0.35 else None
    p = Person(first, last, sex, mid)
    p.origin = o
    return p


def username(r, p):
    fmt = r.choice(USER_FMT)
    f = ''.join(ch for ch in p.first.lower() if ch.isalpha())[: r.choice([1, 3, 20])]
    l = ''.join(ch for ch in p.last.lower() if ch.isalpha())
    return fmt.format(f=f, l=l[:8], i=p.first[0].lower(), n=r.randint(1, 99))
