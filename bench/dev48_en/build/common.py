"""Shared pools and helpers for the dev48_en generator.

Every value here is invented for this set.  PHI values are embedded in the note
text as markers (see P) and turned into offsets by assemble().
"""
import datetime
import re

TYPE2LABEL = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION',
    'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION',
    'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID',
    'DEVICE': 'ID', 'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT',
    'IPADDR': 'CONTACT', 'PROFESSION': 'PROFESSION',
}

_MARK = re.compile('\x01([A-Za-z_]+)\x02(.*?)\x03', re.S)


def P(t, v):
    t = t.upper()
    assert t in TYPE2LABEL, t
    v = str(v)
    assert v and v == v.strip(), repr(v)
    return '\x01' + t + '\x02' + v + '\x03'


def pat(v): return P('PATIENT', v)
def doc(v): return P('DOCTOR', v)
def fam(v): return P('FAMILY', v)
def usr(v): return P('USERNAME', v)
def age(v): return P('AGE', v)
def dt(v): return P('DATE', v)
def hosp(v): return P('HOSPITAL', v)
def org(v): return P('ORGANIZATION', v)
def city(v): return P('CITY', v)
def state(v): return P('STATE', v)
def zipc(v): return P('ZIP', v)
def street(v): return P('STREET', v)
def country(v): return P('COUNTRY', v)
def loco(v): return P('LOCATION_OTHER', v)
def mrn(v): return P('MRN', v)
def ssn(v): return P('SSN', v)
def hplan(v): return P('HEALTHPLAN', v)
def acct(v): return P('ACCOUNT', v)
def lic(v): return P('LICENSE', v)
def dev(v): return P('DEVICE', v)
def veh(v): return P('VEHICLE', v)
def bio(v): return P('BIOID', v)
def idn(v): return P('IDNUM', v)
def tel(v): return P('PHONE', v)
def fax(v): return P('FAX', v)
def email(v): return P('EMAIL', v)
def url(v): return P('URL', v)
def ip(v): return P('IPADDR', v)
def prof(v): return P('PROFESSION', v)


def assemble(raw):
    out = []
    spans = []
    pos = 0
    last = 0
    for m in _MARK.finditer(raw):
        plain = raw[last:m.start()]
        out.append(plain)
        pos += len(plain)
        t = m.group(1).upper()
        v = m.group(2)
        out.append(v)
        spans.append({'start': pos, 'end': pos + len(v), 'label': TYPE2LABEL[t], 'type': t, 'text': v})
        pos += len(v)
        last = m.end()
    out.append(raw[last:])
    text = ''.join(out)
    assert '\x01' not in text and '\x02' not in text and '\x03' not in text
    return text, spans


def add_typos(raw, rng, rate):
    """Swap two interior letters in a few plain-text words (never inside PHI markers)."""
    parts = _MARK.split(raw)
    # split gives [plain, type, value, plain, type, value, ...]
    res = []
    for i, part in enumerate(parts):
        if i % 3 == 0:
            def sw(m):
                w = m.group(0)
                if rng.random() < rate:
                    j = rng.randrange(1, len(w) - 2)
                    return w[:j] + w[j + 1] + w[j] + w[j + 2:]
                return w
            res.append(re.sub(r'[a-z]{6,}', sw, part))
        elif i % 3 == 1:
            res.append('\x01' + part + '\x02')
        else:
            res.append(part + '\x03')
    return ''.join(res)


# ---------------------------------------------------------------- names
FEMALE = """Margaret Susan Patricia Eileen Joan Brenda Gillian Hazel Deborah Karen Lorraine Tracey Rebecca
Charlotte Olivia Amelia Isla Freya Poppy Chloe Jessica Hannah Megan Siobhán Aoife Niamh Caoimhe Róisín Orla
Sinéad Gráinne Bríd Máire Clodagh Eimear Saoirse Cerys Gwenllian Eluned Morag Kirsty Ailsa Priya Ananya
Harpreet Gurpreet Ayesha Fatima Nusrat Shabana Deepa Lakshmi Mei-Ling Yuki Haruka Ji-woo Seo-yeon Linh
Maricel Rowena Ngozi Chiamaka Adaeze Amara Abena Zainab Layla Mariam Noor Aroha Mere Hine Ngaio Kiri Huia
Mele Losa Salote Sina Agnieszka Małgorzata Katarzyna Zofia Marie-Ève Hélène Gaëlle Geneviève Josée Chantal
Inés Lucía Eleni Despina Giulia Francesca Åsa Ingrid Brigitte Zoë Chloé Renée Noémie Anaïs Bronwyn Sheree
Kylie Narelle Tegan Shannon Leilani Ayşe Elif Olga Svetlana Oksana Thandiwe Nomvula Precious Grace Esther
Ruth Dorothy Mavis Edna Winifred Beryl Phyllis Maeve Nuala Dervla Teresa Bernadette Philomena Kathleen
Yasmin Shirin Parisa Rukhsana Anjali Kavya Meera Xin Yan Qing Hoa Thuy Ngoc Jasmine Tamsin Imogen Felicity
Harriet Georgina Beatrix Ottilie Marguerite Solange Dolores Carmen Pilar Rosário Conceição Fernanda Tânia
Wairimu Akosua Efua Funmilayo Yetunde Hinemoa Moana Tui Ana Lupe Vaiola Sigrid Liv Henrike Annegret""".split()
MALE = """John David Michael Peter Robert Alan Keith Graham Trevor Colin Derek Stuart Gareth Rhys Dafydd Emyr
Callum Hamish Angus Seán Pádraig Ciarán Oisín Darragh Cathal Tadhg Donncha Eoin Fiachra Liam Connor Jack Oliver
Harry Noah Arjun Rajesh Sanjay Gurdeep Harjit Imran Tariq Mohammed Yusuf Omar Hassan Bilal Wei Jian Hao
Hiroshi Kenji Min-jun Seung-ho Minh Quang Thanh Rodrigo Joaquín Andrés Chidi Emeka Oluwaseun Kwame Kofi Tendai
Wiremu Tamati Rangi Hēmi Nikau Manaaki Sione Tevita Viliami Sefo Łukasz Wojciech Paweł Tomasz Jean-François
Benoît Étienne Mathieu Luc Gilles Réjean Dimitrios Giorgos Giuseppe Marco Søren Lars Jürgen Matthias Mehmet Emre
Aleksandr Dmitri Bongani Sipho Darren Wayne Shane Bruce Craig Brendan Declan Fergus Nigel Clive Ronald Kenneth
Albert Harold Stanley Cyril Ahmad Farhan Abdirahman Yonatan Desmond Eamon Fintan Colm Lorcan Ruairí Proinsias
Barry Gerard Vikram Rohan Anand Karthik Suresh Zhiwei Jun Bao Duc Khoa Kaito Takeshi Jae-won Dong-hyun
Ignacio Santiago Mateus João Afonso Gonçalo Adebayo Chukwuemeka Kojo Yaw Te Ariki Rawiri Pita Mikaere Semisi
Losaline Aperahama Henrik Nils Björn Ole Piotr Krzysztof Rémi Yannick Thibault Guillaume Cédric Ambrose
Ignatius Leopold Rupert Hugo Cormac Felix Ezra Tobias Malachy""".split()
# 'Te Ariki' tokenised above; rebuild multiword properly
MALE = [m for m in MALE if m not in ('Te', 'Ariki', 'Losaline')] + ['Te Ariki']
FEMALE = FEMALE + ['María José', 'Ana Sofía', 'Thu Trang', 'Xiu Ying']

SURNAMES = """Smith|Jones|Williams|Taylor|Brown|Davies|Evans|Thomas|Roberts|Walker|Wright|Thompson|Hughes|Edwards|
Green|Hall|Wood|Harris|Clarke|Jackson|Turner|Hill|Ward|Morris|Cooper|Baxter|Pritchard|Llewellyn|Fairweather|
Ashworth|Blackwood|Pennington|Hargreaves|Featherstone|Cartwright|Whitlock|Thistlethwaite|O'Neill|O'Sullivan|
Ó Súilleabháin|Mac Giolla Phádraig|Ó Ceallaigh|McCarthy|Fitzgerald|Kavanagh|Brennan|Moriarty|Geraghty|Mulcahy|
Nolan|Quinlan|Ó Briain|MacNamara|McAllister|MacLeod|Drummond|Buchanan|Urquhart|D'Souza|D'Arcy|D'Mello|Fernandes|
da Silva|de Souza|dos Santos|van der Merwe|van Rensburg|van den Berg|de Vries|Le Roux|du Plessis|de la Cruz|
García-López|Fernández|Rodríguez Méndez|Núñez|Patel|Shah|Mehta|Sharma|Gupta|Reddy|Iyer|Krishnamurthy|Singh|
Kaur|Sandhu|Grewal|Dhillon|Chaudhry|Qureshi|Hussain|Rahman|Begum|Chowdhury|Siddiqui|Okonkwo|Adeyemi|Okafor|
Nwosu|Mensah|Asante|Owusu|Boateng|Mutasa|Moyo|Dlamini|Ndlovu|Nguyen|Tran|Pham|Lê|Wong|Chan|Cheung|Lau|Zhang|
Wang|Li|Chen|Liu|Huang|Tanaka|Watanabe|Sato|Yamamoto|Kim|Park|Lee|Choi|Santos|Reyes|Dela Cruz|Bautista|
Te Whata|Ngata|Parata|Tipene|Wihongi|Tamihana|Te Rangi|Karaka|Fa'asavalu|Tupou|Taufa|Faleolo|Lealaiauloto|
Tuilagi|Fonoti|Kowalczyk|Wiśniewska|Nowak|Zieliński|Wójcik|Gagnon|Tremblay|Côté|Bélanger|Lévesque|St-Pierre|
Gauthier|Bouchard|Thériault|Pelletier|Papadopoulos|Georgiou|Nikolaidis|Rossi|Esposito|Bianchi|Romano|Müller|
Schäfer|Schröder|Andersson|Johansson|Lindqvist|Haddad|Al-Hashimi|Al-Khatib|Nasser|Yılmaz|Demir|Öztürk|Ivanova|
Petrov|Kovalenko|Smith-Taylor|Hughes-Whitfield|Barrington-Lowe|Jones-Okafor|Brennan-Kelly|MacDonald-Ross|Ross|
Fraser|Campbell|Murray|Kelly|Byrne|Ryan|Walsh|Doyle|Lynch|Murphy|Anderson|Mitchell|Robertson|Stewart|Sinclair|
Bennett|Fletcher|Kingsley|Abernethy|Hollingsworth|Ní Bhriain|Nic Dhonnchadha|Mac Suibhne|Ó Dálaigh|Delahunty|
Cusack|Hennessy|Twomey|Scanlon|Feeney|Gallagher|Bonnici|Camilleri|Vella|Azzopardi|Okeke|Eze|Abubakar|Bello|
Ogunleye|Amoah|Tembo|Phiri|Banda|Mwangi|Otieno|Kamau|Haile|Tesfaye|Abdi|Farah|Warsame|Ahmadi|Karimi|Hosseini|
Rezaei|Bakshi|Malhotra|Kapoor|Chatterjee|Banerjee|Mukherjee|Nair|Pillai|Menon|Fonseca|Pereira|Carvalho|Ferreira|
Castillo|Herrera|Vargas|Morales|Ortega|Delgado|Kristiansen|Halvorsen|Nieminen|Virtanen|Horvat|Novak|Kovács|
Nagy|Szabó|Dvořák|Procházka|Ionescu|Popescu|Dumitru|Hoang|Vu|Dang|Bui|Do|Ho|Tsang|Yeung|Kwok|Ong|Tan|Lim|Goh|
Ng|Teo|Yap|Hakimi|Mansour|Saleh|Darwish|Khoury|Aziz|Rasheed|Nakamura|Kobayashi|Inoue|Shimizu|Jung|Kang|Yoon|
Han|Seo|Ahn|Moana|Rangihuna|Paewai|Herewini|Ruatapu|Manihera|Tuhiwai|Sopoaga|Mata'afa|Vaifale|Lemalu|Fifita|
Havili|Latu|Vake|Fonua|Ah Chee|Ah Sam|Leota|Gingras|Ouellet|Cloutier|Desjardins|Beauchemin|Lachance|Boucher|
Fortin|Caron|Morin|Paquette|Villeneuve|Girard|Poirier|Leblanc|Arsenault|Doucet|Hébert|MacIsaac|MacPhee|Chisholm|
MacKinnon|Cormier|Robichaud|Kaminski|Hryniuk|Shevchenko|Bondarenko|Melnyk|Thorvaldson|Gudmundson""".replace('\n', '').split('|')
SURNAMES = [s.strip() for s in SURNAMES if s.strip()]


class Person:
    def __init__(self, first, last, sex, middle=''):
        self.first, self.last, self.sex, self.middle = first, last, sex, middle

    @property
    def full(self):
        return f'{self.first} {self.last}'

    def initials(self, dots=False):
        a, b = self.first[0], self.last[0]
        if self.middle:
            return f'{a}.{self.middle[0]}.{b}.' if dots else f'{a}{self.middle[0]}{b}'
        return f'{a}.{b}.' if dots else f'{a}{b}'

    def fmt(self, style):
        f, l, m = self.first, self.last, self.middle
        if style == 'full':
            return f'{f} {l}'
        if style == 'full_mid':
            return f'{f} {m[0]}. {l}' if m else f'{f} {l}'
        if style == 'full_midname':
            return f'{f} {m} {l}' if m else f'{f} {l}'
        if style == 'last_first':
            return f'{l}, {f}'
        if style == 'LAST_first':
            return f'{l.upper()}, {f}'
        if style == 'LAST_FIRST':
            return f'{l.upper()}, {f.upper()}' + (f' {m[0].upper()}' if m else '')
        if style == 'LAST_First_dot':
            return f'{l.upper()}, {f}' + (f' {m[0]}.' if m else '')
        if style == 'First_LAST':
            return f'{f} {l.upper()}'
        if style == 'init_last':
            return f'{f[0]}. {l}'
        if style == 'init_last_nodot':
            return f'{f[0]} {l}'
        if style == 'last':
            return l
        if style == 'first':
            return f
        if style == 'initials':
            return self.initials()
        if style == 'initials_dot':
            return self.initials(True)
        if style == 'lower':
            return f'{f} {l}'.lower()
        if style == 'first_init':
            return f'{f} {l[0]}.'
        raise ValueError(style)

    def title(self, rng):
        if self.sex == 'F':
            return rng.choice(['Mrs', 'Ms', 'Miss', 'Mrs', 'Ms'])
        return 'Mr'

    def username(self, rng):
        f = re.sub(r"[^a-z]", '', strip_acc(self.first).lower())
        l = re.sub(r"[^a-z]", '', strip_acc(self.last).lower())
        s = rng.choice(['{f}{l}', '{fi}{l}', '{f}.{l}', '{l}{fi}', '{fi}{l}{n}', '{l}.{fi}', '{L}{FI}', '{fi}{li}{n3}'])
        return s.format(f=f, l=l[:10], fi=f[:1], li=l[:1], n=rng.randint(1, 9), n3=rng.randint(100, 999),
                        L=l[:8].upper(), FI=f[:1].upper())


import unicodedata


def _acc(s):
    return ''.join(ch for ch in unicodedata.normalize('NFKD', s) if not unicodedata.combining(ch)).replace('ł', 'l').replace('Ł', 'L').replace('ı', 'i')


def strip_acc(s):
    return _acc(s)


def person(rng, sex=None, middle_p=0.35):
    sex = sex or rng.choice('FM')
    first = rng.choice(FEMALE if sex == 'F' else MALE)
    last = rng.choice(SURNAMES)
    if rng.random() < 0.06:
        last = f'{last}-{rng.choice(SURNAMES)}' if ' ' not in last and '-' not in last else last
    middle = ''
    if rng.random() < middle_p:
        middle = rng.choice(FEMALE if sex == 'F' else MALE)
        if ' ' in middle:
            middle = middle.split()[0]
    return Person(first, last, sex, middle)


# ---------------------------------------------------------------- numbers
ONES = 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split()
TENS = 'x x twenty thirty forty fifty sixty seventy eighty ninety'.split()


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ('' if n % 10 == 0 else '-' + ONES[n % 10])
    return 'one hundred' + ('' if n == 100 else ' and ' + words(n - 100))


def digits(rng, n):
    return ''.join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n, alpha='ABCDEFGHJKLMNPRSTUVWXYZ'):
    return ''.join(rng.choice(alpha) for _ in range(n))


# ---------------------------------------------------------------- dates
MON = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split()
MONTH = 'January February March April May June July August September October November December'.split()
WD = 'Mon Tue Wed Thu Fri Sat Sun'.split()
WEEKDAY = 'Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split()


def ordinal(n):
    return str(n) + ('th' if 11 <= n % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th'))


def fd(d, style):
    """Format a date in one of many styles."""
    y, m, dd = d.year, d.month, d.day
    s = {
        'dmy': f'{dd:02d}/{m:02d}/{y}',
        'dmy1': f'{dd}/{m}/{y}',
        'dmy2': f'{dd:02d}/{m:02d}/{y % 100:02d}',
        'dmy_dot': f'{dd:02d}.{m:02d}.{y}',
        'dmy_dot2': f'{dd}.{m}.{y % 100:02d}',
        'dmy_dash': f'{dd:02d}-{m:02d}-{y}',
        'd-mon-y': f'{dd:02d}-{MON[m-1]}-{y}',
        'd-MON-y': f'{dd:02d}-{MON[m-1].upper()}-{y}',
        'dMONy': f'{dd:02d}{MON[m-1].upper()}{y}',
        'd mon y': f'{dd} {MON[m-1]} {y}',
        'd month y': f'{dd} {MONTH[m-1]} {y}',
        'dth month y': f'{ordinal(dd)} {MONTH[m-1]} {y}',
        'dth month': f'{ordinal(dd)} {MONTH[m-1]}',
        'd month': f'{dd} {MONTH[m-1]}',
        'd mon': f'{dd} {MON[m-1]}',
        'd-mon': f'{dd}-{MON[m-1]}',
        'iso': f'{y}-{m:02d}-{dd:02d}',
        'ymd_slash': f'{y}/{m:02d}/{dd:02d}',
        'mon d, y': f'{MON[m-1]} {dd}, {y}',
        'month d, y': f'{MONTH[m-1]} {dd}, {y}',
        'mon d': f'{MON[m-1]} {dd}',
        'mdy': f'{m:02d}/{dd:02d}/{y}',
        'dm': f'{dd}/{m}',
        'dm0': f'{dd:02d}/{m:02d}',
        'wd dm': f'{WD[d.weekday()]} {dd}/{m}',
        'wd d mon': f'{WD[d.weekday()]} {dd} {MON[m-1]}',
        'weekday d month': f'{WEEKDAY[d.weekday()]} {dd} {MONTH[m-1]}',
        'weekday, d month y': f'{WEEKDAY[d.weekday()]}, {dd} {MONTH[m-1]} {y}',
        'weekday, month d, y': f'{WEEKDAY[d.weekday()]}, {MONTH[m-1]} {dd}, {y}',
        'weekday': WEEKDAY[d.weekday()],
        'month y': f'{MONTH[m-1]} {y}',
        'mon y': f'{MON[m-1]} {y}',
        'mon-y': f'{MON[m-1]}-{y % 100:02d}',
        'mm/yy': f'{m:02d}/{y % 100:02d}',
        'y': f'{y}',
    }[style]
    return s


DAYFIRST_STYLES = ['dmy', 'dmy', 'dmy1', 'dmy2', 'dmy_dot', 'd-mon-y', 'd-MON-y', 'd mon y', 'd month y', 'dth month y', 'iso', 'dMONy', 'dmy_dash']
CA_STYLES = ['iso', 'iso', 'ymd_slash', 'mon d, y', 'month d, y', 'dmy', 'd-MON-y', 'd mon y', 'mdy', 'dMONy']
SHORT_DAYFIRST = ['dm', 'dm0', 'wd dm', 'wd d mon', 'd mon', 'd-mon', 'dth month']
SHORT_CA = ['mon d', 'wd d mon', 'd-mon', 'mon d']


def rdate(rng, lo=(2022, 1, 1), hi=(2026, 10, 31)):
    a = datetime.date(*lo).toordinal()
    b = datetime.date(*hi).toordinal()
    return datetime.date.fromordinal(rng.randint(a, b))


def dob_for(rng, when, years):
    try:
        base = when.replace(year=when.year - years)
    except ValueError:
        base = when.replace(year=when.year - years, day=28)
    return base - datetime.timedelta(days=rng.randint(1, 364))


def plus(d, n):
    return d + datetime.timedelta(days=n)


def age_expr(rng, a, sex=None, style=None):
    """An age phrase; returns marker text."""
    sx = sex or rng.choice('MF')
    style = style or rng.choice(['yo', 'y/o', 'year-old', 'yrs', 'aged', 'sexage', 'agesex', 'words', 'Age:', 'yr old', 'yo_nospace', 'slash'])
    A = age(a)
    return {
        'yo': f'{A} yo', 'y/o': f'{A} y/o', 'year-old': f'{A}-year-old', 'yrs': f'{A} yrs', 'aged': f'aged {A}',
        'sexage': f'{sx}{A}' if False else f'{A}{sx}', 'agesex': f'{A} {sx}', 'words': f'{age(words(a))}-year-old',
        'Age:': f'Age: {A}', 'yr old': f'{A} yr old', 'yo_nospace': f'{A}yo', 'slash': f'{sx}/{A}',
    }[style]


# ---------------------------------------------------------------- places
CODES = ['GB', 'IE', 'AU', 'NZ', 'CA']

TOWN_PARTS = {
    'GB': (['Ash', 'Brad', 'Thorn', 'Wick', 'Hollin', 'Marl', 'Pen', 'Stan', 'Kel', 'Ather', 'Brom', 'Cald', 'Dun', 'Elm', 'Fen', 'Gos',
            'Hart', 'Lang', 'Mor', 'Nor', 'Pad', 'Rad', 'Sel', 'Tad', 'Wal', 'Whit', 'Yarn', 'Bel', 'Crow', 'Hask', 'Lud', 'Quen', 'Sand', 'Tor'],
           ['ford', 'ley', 'bury', 'ton', 'wick', 'combe', 'field', 'ham', 'by', 'thorpe', 'stead', 'mouth', 'bridge', 'minster', 'worth', 'den', 'hurst', 'well'],
           ['', '', '', '', '', ' Green', ' Magna', '-on-Sea', ' St Mary', ' Heath', ' Cross']),
    'IE': (['Bally', 'Kil', 'Clon', 'Drum', 'Rath', 'Knock', 'Carrig', 'Lis', 'Tully', 'Dun', 'Glen', 'Ard', 'Cloon', 'Mulla', 'Inch', 'Kilna', 'Derry', 'Tober'],
           ['more', 'beg', 'derry', 'glass', 'kerrin', 'nagh', 'ane', 'cullen', 'moyle', 'brack', 'owen', 'reagh', 'vally', 'ross', 'mona', 'dara', 'keel', 'finn'],
           ['', '', '', '', ' Bridge', ' Cross']),
    'AU': (['Wattle', 'Banksia', 'Myall', 'Yarrabee', 'Boronia', 'Tindale', 'Ellery', 'Currawong', 'Ironbark', 'Bimbadeen', 'Coolabah', 'Kurrala', 'Warrigal', 'Mirrabooka', 'Tallong', 'Bellbird', 'Jarrah', 'Geebung'],
           [' Creek', ' Heights', ' Springs', ' Downs', ' Vale', ' Park', ' Flat', ' Point', ' Bay', ' Ridge', ' Hill', ' Plains', ' Waters', ''],
           ['', '', '', '', 'Mount ', 'Port ', 'North ', 'East ']),
    'NZ': (['Wai', 'Roto', 'Puke', 'Kai', 'Mata', 'Ara', 'Tahu', 'Hau', 'Rau', 'Ngā', 'Oru', 'Whare', 'Ash', 'Glen', 'Kings', 'Bram', 'Fern'],
           ['kura', 'roa', 'nui', 'tahi', 'whenua', 'iti', 'moana', 'kere', 'rangi', 'pito', 'tū', 'dale', 'hurst', 'field', 'ton', 'brook'],
           ['', '', '', '', ' Flat', ' Bay', ' Junction', ' Heights']),
    'CA': (['Alder', 'Cedar', 'Birch', 'Maple', 'Spruce', 'Tamarack', 'Kinross', 'Lachine', 'Beaulac', 'Riviere', 'Grand', 'Pine', 'Ridge', 'Silver', 'Stony', 'Mill', 'Otter', 'Crane'],
           ['brook', 'ville', 'ford', 'wood', ' Falls', ' Harbour', ' Lake', ' Crossing', ' Mills', 'ton', ' Creek', 'dale', ' Landing', ' Bay'],
           ['', '', '', '', '', 'Port ', 'Fort ', 'St-', 'Lac-', 'Mount ']),
}

REGIONS = {
    'GB': ['Shropshire', 'Cumbria', 'Devon', 'Lancashire', 'Norfolk', 'Kent', 'West Yorkshire', 'Gwynedd', 'Fife', 'Co. Antrim'],
    'IE': ['Cork', 'Galway', 'Mayo', 'Kerry', 'Limerick', 'Donegal', 'Wexford', 'Tipperary', 'Clare', 'Sligo', 'Kilkenny', 'Offaly', 'Meath', 'Louth', 'Dublin'],
    'AU': ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT', 'New South Wales', 'Victoria', 'Queensland', 'Western Australia', 'South Australia', 'Tasmania'],
    'NZ': ['Northland', 'Auckland', 'Waikato', 'Bay of Plenty', 'Gisborne', "Hawke's Bay", 'Taranaki', 'Manawatū-Whanganui', 'Wellington', 'Tasman', 'Nelson', 'Marlborough', 'West Coast', 'Canterbury', 'Otago', 'Southland'],
    'CA': ['ON', 'BC', 'AB', 'QC', 'MB', 'SK', 'NS', 'NB', 'NL', 'PE', 'Ontario', 'British Columbia', 'Alberta', 'Quebec', 'Manitoba', 'Nova Scotia', 'Saskatchewan'],
}
AU_PC_FIRST = {'NSW': '2', 'VIC': '3', 'QLD': '4', 'SA': '5', 'WA': '6', 'TAS': '7', 'ACT': '2', 'NT': '0'}
CA_PC_FIRST = {'ON': 'KLMNP', 'BC': 'V', 'AB': 'T', 'QC': 'GHJ', 'MB': 'R', 'SK': 'S', 'NS': 'B', 'NB': 'E', 'NL': 'A', 'PE': 'C'}

STREET_WORDS = ['Oak', 'Elm', 'Rowan', 'Hawthorn', 'Beech', 'Willow', 'Mill', 'Church', 'Station', 'Victoria', 'King', 'Queen', 'Harbour',
                'Ridge', 'Orchard', 'Chapel', 'Meadow', 'Foundry', 'Quarry', 'Brook', 'Castle', 'Abbey', 'Tannery', 'Larch', 'Kestrel', 'Heron',
                'Fern', 'Lime', 'Albert', 'Wellington', 'Cromwell', 'Sycamore', 'Poplar', 'Juniper', 'Bramble', 'Ivy', 'Wren', 'Linnet',
                'Cooper', 'Granary', 'Ropewalk', 'Lighthouse', 'Ferry', 'Market', 'Tower', 'Bridge', 'Glebe', 'Priory', 'Cedar', 'Aspen']
STREET_WORDS_LOC = {
    'IE': ['Ard na Gréine', 'Bóthar na Trá', 'Cnoc Rua', 'Oakfield', 'Beechwood', 'Clonmore', 'Kilbrack', 'Rosemount', 'Millbrook', 'Sráid an Mhuilinn'],
    'AU': ['Wattle', 'Banksia', 'Waratah', 'Grevillea', 'Bottlebrush', 'Kookaburra', 'Jacaranda', 'Melaleuca', 'Ironbark', 'Lorikeet', 'Bunya', 'Casuarina'],
    'NZ': ['Kōwhai', 'Rimu', 'Tōtara', 'Pōhutukawa', 'Kauri', 'Mānuka', 'Tūī', 'Kererū', 'Karaka', 'Harakeke', 'Matai', 'Rātā'],
    'CA': ['Maple', 'Tamarack', 'Spruce', 'Birch', 'Lakeshore', 'Boulevard des Érables', 'Concession', 'Sideroad', 'Beaver', 'Caribou', 'Loon', 'Chinook'],
    'GB': ['Tithe Barn', 'Moorgate', 'Holloway', 'Tanners', 'Coppice', 'Paddock', 'Saxon', 'Stonebridge', 'Ropery', 'Cloister'],
}
STREET_TYPES = {
    'GB': ['Road', 'Street', 'Lane', 'Close', 'Crescent', 'Avenue', 'Gardens', 'Drive', 'Way', 'Terrace', 'Grove', 'Mews', 'Rd', 'St'],
    'IE': ['Road', 'Street', 'Park', 'Avenue', 'Lawns', 'Grove', 'Heights', 'Terrace', 'Court', 'View', 'Rd'],
    'AU': ['Street', 'Road', 'Parade', 'Avenue', 'Crescent', 'Court', 'Place', 'Drive', 'Highway', 'Esplanade', 'St', 'Rd', 'Ave', 'Cres'],
    'NZ': ['Street', 'Road', 'Crescent', 'Terrace', 'Place', 'Drive', 'Avenue', 'Lane', 'Rise', 'St', 'Rd'],
    'CA': ['Street', 'Avenue', 'Boulevard', 'Road', 'Crescent', 'Drive', 'Court', 'Way', 'St', 'Ave', 'Blvd', 'Dr', 'Rd'],
}
SAINTS = ['Brigid', 'Columba', 'Aidan', 'Cuthbert', 'Oswald', 'Hilda', 'Piran', 'Kieran', 'Finbarr', 'Declan', 'Brendan', 'Margaret',
          'Agnes', 'Luke', 'Bartholomew', 'Jude', 'Vincent', 'Catherine', 'Anne', 'Monica', 'Dymphna', 'Ita', 'Ninian', 'Winifred', 'Edmund', 'Barnabas']
WARD_NAMES = ['Rowan', 'Nightingale', 'Cavell', 'Beech', 'Hazel', 'Larch', 'Kingfisher', 'Heron', 'Osprey', 'Bluebell', 'Foxglove', 'Juniper',
              'Elgar', 'Brunel', 'Seacole', 'Fleming', 'Lister', 'Jenner', 'Aspen', 'Cedar', 'Holly', 'Skylark', 'Puffin', 'Curlew']
NZ_WARD = ['Kōwhai', 'Rimu', 'Tōtara', 'Pōhutukawa', 'Kauri', 'Mānuka', 'Tūī', 'Kererū', 'Harakeke', 'Rātā', 'Whetū', 'Awa']
COUNTRIES = ['Portugal', 'India', 'Philippines', 'Nigeria', 'Poland', 'Vietnam', 'Brazil', 'Pakistan', 'China', 'Samoa', 'Tonga', 'Fiji',
             'South Africa', 'Kenya', 'Mexico', 'Peru', 'Egypt', 'Lebanon', 'Türkiye', 'Italy', 'Greece', 'Germany', 'Spain', 'Ireland',
             'Scotland', 'Sri Lanka', 'Bangladesh', 'Ukraine', 'Romania', 'Somalia', 'Ethiopia', 'Ghana', 'Zimbabwe', 'Malaysia', 'Thailand',
             'Indonesia', 'Cook Islands', 'Japan', 'South Korea', 'Chile', 'Colombia', 'Morocco', 'Iran', 'Iraq', 'Syria', 'Nepal', 'Haiti', 'Jamaica']
PROFESSIONS = ['welder', 'teacher', 'bus driver', 'electrician', 'chef', 'farmer', 'dairy farmer', 'accountant', 'nurse aide', 'cleaner',
               'plasterer', 'forklift operator', 'software developer', 'hairdresser', 'carpenter', 'postal worker', 'retail assistant',
               'warehouse supervisor', 'taxi driver', 'solicitor', 'civil engineer', 'shepherd', 'fisherman', 'stonemason', 'barista',
               'care assistant', 'primary school teacher', 'lorry driver', 'truck driver', 'librarian', 'bricklayer', 'roofer',
               'sheet-metal worker', 'dental hygienist', 'social worker', 'security guard', 'landscaper', 'butcher', 'baker', 'pilot',
               'flight attendant', 'kitchen porter', 'miner', 'shearer', 'orchardist', 'vineyard worker', 'machinist', 'plumber',
               'painter and decorator', 'university lecturer', 'bank clerk', 'call-centre agent', 'daycare worker', 'paramedic',
               'pharmacist', 'veterinary nurse', 'courier', 'janitor', 'scaffolder', 'tiler', 'upholsterer', 'sous-chef', 'factory worker',
               'meat processor', 'boilermaker', 'cabinet maker', 'gardener', 'archivist', 'graphic designer', 'real estate agent']
ORG_HEADS = ['Northgate', 'Riverside', 'Summit', 'Harbourline', 'Keystone', 'Bluewater', 'Ironwood', 'Greenfield', 'Pinnacle', 'Westbrook',
             'Copperleaf', 'Silverline', 'Redgate', 'Brightwater', 'Ashgrove', 'Fernhill', 'Kestrel', 'Halcyon', 'Tidewater', 'Granite']
ORG_TAILS = ['Logistics', 'Freight', 'Joinery', 'Precast', 'Foods', 'Meats', 'Plastics', 'Engineering', 'Builders', 'Print Works',
             'Dairies', 'Fabrication', 'Packaging', 'Roofing', 'Couriers', 'Timber', 'Bakery', 'Mechanical', 'Cleaning Services', 'Electrical']
ORG_SUFFIX = {'GB': ['Ltd', 'Ltd', 'plc', ''], 'IE': ['Ltd', 'Teoranta', ''], 'AU': ['Pty Ltd', 'Pty Ltd', ''], 'NZ': ['Ltd', 'Limited', ''], 'CA': ['Inc', 'Ltd', 'Inc', '']}


class Locale:
    """Per-country pools and generators (pools built once from the master rng)."""

    def __init__(self, code, rng):
        self.code = code
        pre, suf, extra = TOWN_PARTS[code]
        towns = []
        seen = set()
        while len(towns) < 90:
            if code in ('AU', 'CA'):
                t = (rng.choice(extra) + rng.choice(pre) + rng.choice(suf)).strip()
            else:
                t = rng.choice(pre) + rng.choice(suf) + rng.choice(extra)
            if t not in seen:
                seen.add(t)
                towns.append(t)
        self.towns = towns
        self.streets = STREET_WORDS + STREET_WORDS_LOC[code]
        self.hospitals = []
        seen = set()
        while len(self.hospitals) < 40:
            h = self._hospital(rng)
            if h not in seen:
                seen.add(h)
                self.hospitals.append(h)
        self.practices = []
        while len(self.practices) < 40:
            p = self._practice(rng)
            if p not in self.practices:
                self.practices.append(p)
        self.orgs = []
        while len(self.orgs) < 50:
            o = self._org(rng)
            if o not in self.orgs:
                self.orgs.append(o)

    # -------- place pieces
    def town(self, rng):
        return rng.choice(self.towns)

    def region(self, rng):
        return rng.choice(REGIONS[self.code])

    def street(self, rng, unit_p=0.2):
        c = self.code
        name = rng.choice(self.streets)
        typ = rng.choice(STREET_TYPES[c])
        if name.startswith(('Ard ', 'Bóthar', 'Cnoc', 'Sráid', 'Boulevard')):
            base = name
        else:
            base = f'{name} {typ}'
        n = rng.randint(1, 240) if c != 'CA' else rng.randint(10, 9990)
        s = f'{n} {base}'
        if rng.random() < unit_p:
            if c == 'GB':
                s = rng.choice([f'Flat {rng.randint(1, 24)}, {s}', f'{s}, Flat {rng.randint(1, 9)}'])
            elif c == 'IE':
                s = f'Apt {rng.randint(1, 40)}, {s}'
            elif c == 'AU':
                s = rng.choice([f'Unit {rng.randint(1, 30)}/{s}', f'{rng.randint(1, 20)}/{s}'])
            elif c == 'NZ':
                s = f'{rng.randint(1, 12)}{rng.choice("ABC")}/{s}' if rng.random() < 0.5 else f'Flat {rng.randint(1, 6)}, {s}'
            else:
                s = rng.choice([f'{s}, Apt {rng.randint(101, 2404)}', f'{rng.randint(101, 1904)}-{s}', f'{s}, Unit {rng.randint(1, 40)}'])
        return s

    def postcode(self, rng, region=None):
        c = self.code
        if c == 'GB':
            out = rng.choice(['SY', 'CA', 'EX', 'PR', 'NR', 'ME', 'LS', 'LL', 'KY', 'BT', 'TQ', 'WR', 'HR', 'DL', 'YO', 'TA']) + str(rng.randint(1, 25))
            return f'{out} {rng.randint(1, 9)}{letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ")}'
        if c == 'IE':
            rk = rng.choice(['A', 'C', 'D', 'E', 'F', 'H', 'K', 'N', 'P', 'R', 'T', 'V', 'W', 'X', 'Y']) + f'{rng.randint(10, 99)}'
            return f'{rk} {letters(rng, 1, "ACDEFHKNPRTVWXY")}{digits(rng, 1)}{letters(rng, 1, "ACDEFHKNPRTVWXY")}{digits(rng, 1)}'
        if c == 'AU':
            first = AU_PC_FIRST.get(region or 'NSW', '2')
            return first + digits(rng, 3)
        if c == 'NZ':
            return f'{rng.randint(1, 9)}{digits(rng, 3)}'
        first = rng.choice(CA_PC_FIRST.get(region or 'ON', 'KLMNP'))
        L = 'ABCEGHJKLMNPRSTVWXYZ'
        return f'{first}{rng.randint(0, 9)}{rng.choice(L)} {rng.randint(0, 9)}{rng.choice(L)}{rng.randint(0, 9)}'

    def address(self, rng, sep=', ', lines=False):
        """Marker address: street, town, region, postcode in local order."""
        c = self.code
        st = self.street(rng)
        tw = self.town(rng)
        rg = self.region(rng)
        if c == 'AU':
            rg = rng.choice(['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS'])
        if c == 'CA':
            rg = rng.choice(['ON', 'BC', 'AB', 'QC', 'MB', 'SK', 'NS', 'NB'])
        pc = self.postcode(rng, rg)
        if c == 'GB':
            parts = [street(st), city(tw)] + ([city(rg)] if rng.random() < 0.4 else []) + [zipc(pc)]
        elif c == 'IE':
            parts = [street(st), city(tw), 'Co. ' + city(rg)] + ([zipc(pc)] if rng.random() < 0.8 else [])
        elif c == 'AU':
            parts = [street(st), f'{city(tw.upper() if rng.random() < 0.5 else tw)} {state(rg)} {zipc(pc)}']
        elif c == 'NZ':
            parts = [street(st), city(tw) + ' ' + zipc(pc)] if rng.random() < 0.6 else [street(st), city(tw), city(self.town(rng)) + ' ' + zipc(pc)]
        else:
            parts = [street(st), f'{city(tw)}, {state(rg)} {zipc(pc)}' if rng.random() < 0.6 else f'{city(tw)} {state(rg)}  {zipc(pc)}']
        return ('\n' if lines else sep).join(parts)

    # -------- care sites and organisations
    def _hospital(self, rng):
        c = self.code
        t = self.town(rng)
        if c == 'GB':
            pats = [f'{t} General Hospital', f'Royal {t} Infirmary', f"St {rng.choice(SAINTS)}'s Hospital", f'{t} Community Hospital',
                    f'{t} District General Hospital', f'{rng.choice(SURNAMES)} Memorial Hospital', f'{t} Royal Hospital', f'University Hospital of {t}']
        elif c == 'IE':
            pats = [f'University Hospital {t}', f'{t} Regional Hospital', f"St {rng.choice(SAINTS)}'s University Hospital", f'{t} General Hospital',
                    f"Our Lady's Hospital {t}", f'{t} Community Nursing Unit', f'Mercy Hospital {t}', f"St {rng.choice(SAINTS)}'s Hospital"]
        elif c == 'AU':
            pats = [f'{t} Base Hospital', f'{t} Hospital', f'{t} Health Service', f"St {rng.choice(SAINTS)}'s Private Hospital", f'{t} District Hospital',
                    f'Royal {t} Hospital', f'{t} Private Hospital', f'{t} Regional Hospital']
        elif c == 'NZ':
            pats = [f'{t} Hospital', f'{t} Base Hospital', f'{t} Regional Hospital', f'{t} Renal Centre', f'{t} Community Dialysis Unit',
                    f'{t} Hospital', f"St {rng.choice(SAINTS)}'s Hospital", f'{t} Satellite Dialysis Unit']
        else:
            pats = [f'{t} General Hospital', f'{t} Regional Health Centre', f"St. {rng.choice(SAINTS)}'s Hospital", f'{t} Memorial Hospital',
                    f'Hôpital {t}', f'{t} District Health Centre', f'{rng.choice(SURNAMES)} Health Sciences Centre', f'{t} Community Hospital']
        return rng.choice(pats)

    def _practice(self, rng):
        c = self.code
        t = self.town(rng)
        w = rng.choice(self.streets)
        pats = {
            'GB': [f'{w} Surgery', f'{t} Medical Practice', f'{t} Health Centre', f'The {w} Practice', f'{t} Group Practice'],
            'IE': [f'{t} Medical Centre', f'{w} Family Practice', f'{t} Health Centre', f'{t} Primary Care Centre'],
            'AU': [f'{t} Medical Centre', f'{t} Family Practice', f'{w} Street Clinic', f'{t} GP Super Clinic'],
            'NZ': [f'{t} Medical Centre', f'{t} Health Centre', f'{w} Family Doctors', f'{t} Hauora Clinic'],
            'CA': [f'{t} Family Health Team', f'{t} Medical Clinic', f'{w} Street Physiotherapy', f'{t} Community Health Centre', f'{t} Physiotherapy & Rehab'],
        }[c]
        return rng.choice(pats)

    def _org(self, rng):
        c = self.code
        kind = rng.random()
        if kind < 0.55:
            s = rng.choice(ORG_SUFFIX[c])
            return f'{rng.choice(ORG_HEADS)} {rng.choice(ORG_TAILS)}' + (f' {s}' if s else '')
        if kind < 0.7:
            return f'{rng.choice(SURNAMES)} & Sons {rng.choice(ORG_TAILS)}'
        if kind < 0.85:
            return rng.choice([f'{self.town(rng)} Secondary School', f"St {rng.choice(SAINTS)}'s Primary School", f'{self.town(rng)} College',
                               f'{self.town(rng)} Primary School'])
        return rng.choice([f'{self.town(rng)} Council', f'{self.town(rng)} Golf Club', f'{rng.choice(ORG_HEADS)} Supermarket',
                           f'{self.town(rng)} Rugby Club', f'{rng.choice(ORG_HEADS)} Call Centre'])

    def hospital(self, rng):
        return rng.choice(self.hospitals)

    def practice(self, rng):
        return rng.choice(self.practices)

    def org(self, rng):
        return rng.choice(self.orgs)

    def ward(self, rng):
        c = self.code
        if c == 'NZ':
            return rng.choice([f'{rng.choice(NZ_WARD)} Ward', f'Ward {rng.randint(1, 30)}', f'{rng.choice(NZ_WARD)} Unit'])
        if c == 'CA':
            return rng.choice([f'{rng.randint(2, 9)} {rng.choice(["North", "South", "East", "West"])}', f'{rng.choice(WARD_NAMES)} Unit', f'Unit {rng.randint(3, 9)}{rng.choice("ABCD")}'])
        return rng.choice([f'{rng.choice(WARD_NAMES)} Ward', f'Ward {rng.randint(1, 40)}', f'Ward {rng.randint(1, 12)}{rng.choice("ABC")}', f'{rng.choice(WARD_NAMES)} Unit'])

    # -------- contacts (fictional ranges only)
    def phone(self, rng, kind='land'):
        c = self.code
        if c == 'GB':
            if kind == 'mobile':
                return rng.choice(['07700 900{:03d}', '07700900{:03d}', '+44 7700 900{:03d}']).format(rng.randint(0, 999))
            ac = rng.choice(['0113 496', '0114 496', '0115 496', '0116 496', '0117 496', '0118 496', '0121 496', '0131 496', '0141 496', '0151 496', '0161 496', '020 7946', '01632 96'])
            tail = f'{rng.randint(0, 999):04d}' if not ac.startswith('01632') else f'0{rng.randint(0, 999):03d}'
            return f'{ac} {tail}' if rng.random() < 0.8 else f'({ac.split()[0]}) {ac.split()[1]} {tail}'
        if c == 'IE':
            if kind == 'mobile':
                return rng.choice(['08{} 555 {:04d}', '+353 8{} 555 {:04d}']).format(rng.choice('35679'), rng.randint(0, 9999))
            ac = rng.choice(['01', '021', '091', '061', '051', '094', '066', '074', '071', '056'])
            return rng.choice(['({}) 555 {:04d}', '{} 555 {:04d}', '+353 {} 555 {:04d}']).format(ac if not ac.startswith('+') else ac, rng.randint(0, 9999)).replace('+353 0', '+353 ')
        if c == 'AU':
            if kind == 'mobile':
                return rng.choice(['0491 570 006', '0491 570 156', '0491 570 157', '0491 570 158', '0491 570 159', '0491 570 110', '0491 570 313',
                                   '0491 570 737', '0491 571 266', '0491 571 491', '0491 571 804', '0491 572 549', '0491 572 665', '0491 572 983',
                                   '0491 573 770', '0491 573 087', '0491 574 118', '0491 574 632', '0491 575 254', '0491 575 789', '0491 576 398',
                                   '0491 576 801', '0491 577 426', '0491 577 644', '0491 578 957', '0491 578 148', '0491 578 888', '0491 579 212'])
            ac = rng.choice(['02', '03', '07', '08'])
            mid = rng.choice(['5550', '7010'])
            return rng.choice(['({}) {} {:04d}', '{} {} {:04d}', '+61 {} {} {:04d}']).format(ac, mid, rng.randint(0, 9999)).replace('+61 0', '+61 ')
        if c == 'NZ':
            if kind == 'mobile':
                return rng.choice(['021 555 {:04d}', '027 555 {:04d}', '022 555 {:04d}', '+64 21 555 {:04d}']).format(rng.randint(0, 9999))
            ac = rng.choice(['09', '07', '06', '04', '03'])
            return rng.choice(['({}) 555 {:04d}', '{} 555 {:04d}', '{}-555 {:04d}']).format(ac, rng.randint(0, 9999))
        ac = rng.choice(['416', '647', '604', '778', '514', '438', '403', '587', '613', '902', '204', '306', '709', '250', '780', '519', '705', '506'])
        n = f'555-01{rng.randint(0, 99):02d}'
        f = rng.choice(['({}) {}', '{}-{}', '{}.{}', '1-{}-{}', '+1 {} {}', '({}) {}'])
        if f == '{}.{}':
            n = n.replace('-', '.')
        return f.format(ac, n)

    def email(self, rng, p=None, site=False):
        dom = rng.choice(['example.org', 'example.com', 'example.net', 'mail.example', 'health.example', 'clinic.example', 'hospital.example.org'])
        if p is None:
            local = rng.choice(['pharmacy.dispensary', 'ipac.office', 'renal.unit', 'bloodbank', 'tv.team', 'endo.bookings', 'cathlab.admin', 'physio.reception'])
        else:
            f = re.sub(r'[^a-z]', '', strip_acc(p.first).lower())
            l = re.sub(r'[^a-z]', '', strip_acc(p.last).lower())
            local = rng.choice([f'{f}.{l}', f'{f[0]}{l}', f'{f}{l}{rng.randint(1, 99)}', f'{l}.{f[0]}', f'{f}_{l}'])
        return f'{local}@{dom}'

    def ip(self, rng):
        k = rng.random()
        if k < 0.5:
            return f'10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}'
        if k < 0.8:
            return f'192.168.{rng.randint(0, 255)}.{rng.randint(1, 254)}'
        return f'172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}'

    def plate(self, rng):
        c = self.code
        if c == 'GB':
            return f'{letters(rng, 2)}{rng.randint(10, 74)} {letters(rng, 3)}'
        if c == 'IE':
            return f'{rng.randint(151, 242)}-{rng.choice(["D", "C", "G", "L", "KY", "MO", "WX", "TS"])}-{rng.randint(1, 99999)}'
        if c == 'AU':
            return rng.choice([f'{rng.randint(1, 9)}{letters(rng, 2)} {rng.randint(1, 9)}{letters(rng, 2)}', f'{letters(rng, 3)}-{digits(rng, 3)}', f'{letters(rng, 3)} {digits(rng, 2)}{letters(rng, 1)}'])
        if c == 'NZ':
            return f'{letters(rng, 3)}{digits(rng, 3)}'
        return rng.choice([f'{letters(rng, 4)} {digits(rng, 3)}', f'{letters(rng, 3)}-{digits(rng, 3)}', f'{digits(rng, 3)} {letters(rng, 3)}'])

    # -------- identifiers
    def mrn(self, rng):
        c = self.code
        if c == 'GB':
            return rng.choice([f'{letters(rng, 1)}{digits(rng, 7)}', f'RX{digits(rng, 6)}', digits(rng, 8), f'{letters(rng, 3)}{digits(rng, 5)}'])
        if c == 'IE':
            return rng.choice([digits(rng, 7), f'{digits(rng, 3)}{digits(rng, 4)}', f'H{digits(rng, 6)}'])
        if c == 'AU':
            return rng.choice([digits(rng, 7), f'{digits(rng, 2)}-{digits(rng, 2)}-{digits(rng, 2)}', f'UR{digits(rng, 6)}'])
        if c == 'NZ':
            return self.nhi(rng)
        return rng.choice([f'{letters(rng, 1)}{digits(rng, 7)}', digits(rng, 9), f'{digits(rng, 4)}-{digits(rng, 4)}'])

    def nhi(self, rng):
        L = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
        if rng.random() < 0.7:
            return ''.join(rng.choice(L) for _ in range(3)) + digits(rng, 4)
        return ''.join(rng.choice(L) for _ in range(3)) + digits(rng, 2) + ''.join(rng.choice(L) for _ in range(2))

    def nhs_number(self, rng):
        while True:
            ds = [rng.randint(0, 9) for _ in range(9)]
            ds[0] = rng.randint(4, 9)
            s = sum(d * w for d, w in zip(ds, range(10, 1, -1)))
            chk = 11 - s % 11
            if chk == 11:
                chk = 0
            if chk == 10:
                continue
            n = ''.join(map(str, ds)) + str(chk)
            return rng.choice([f'{n[:3]} {n[3:6]} {n[6:]}', n, f'{n[:3]}-{n[3:6]}-{n[6:]}'])

    def national_id(self, rng):
        c = self.code
        if c == 'GB':
            return f'{letters(rng, 2, "ABCEGHJKLMNPRSTWXYZ")} {digits(rng, 2)} {digits(rng, 2)} {digits(rng, 2)} {rng.choice("ABCD")}'
        if c == 'IE':
            return f'{digits(rng, 7)}{letters(rng, 1, "ABCDEFGHJKLMNPQRSTUVW")}{rng.choice(["", "A", "W"])}'
        if c == 'AU':
            return f'{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}'
        if c == 'NZ':
            return f'{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 3)}'
        return f'{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}'

    def health_plan(self, rng):
        c = self.code
        if c == 'GB':
            return rng.choice([f'BUPA-{digits(rng, 8)}', f'{letters(rng, 2)}{digits(rng, 7)}', f'AXA{digits(rng, 9)}'])
        if c == 'IE':
            return rng.choice([f'{digits(rng, 7)}{letters(rng, 1)}', f'{digits(rng, 8)}', f'VH{digits(rng, 8)}', f'LA-{digits(rng, 7)}'])
        if c == 'AU':
            return rng.choice([f'{rng.randint(2, 6)}{digits(rng, 3)} {digits(rng, 5)} {rng.randint(1, 9)}', f'{rng.randint(2, 6)}{digits(rng, 9)}',
                               f'{rng.choice(["N", "V", "Q", "W"])}{rng.choice(["X", "WX", "KM"])}{digits(rng, 6)}'])
        if c == 'NZ':
            return rng.choice([f'ACC{digits(rng, 8)}', f'{letters(rng, 2)}{digits(rng, 8)}', f'SX{digits(rng, 7)}'])
        return rng.choice([f'{digits(rng, 4)}-{digits(rng, 3)}-{digits(rng, 3)}-{letters(rng, 2)}', f'{digits(rng, 4)} {digits(rng, 3)} {digits(rng, 3)}',
                           f'{letters(rng, 4)} {digits(rng, 4)} {digits(rng, 4)}', f'{digits(rng, 10)}'])

    def medicare(self, rng):
        return rng.choice([f'{rng.randint(2, 6)}{digits(rng, 3)} {digits(rng, 5)} {rng.randint(1, 9)}', f'{rng.randint(2, 6)}{digits(rng, 9)}',
                           f'{rng.randint(2, 6)}{digits(rng, 3)} {digits(rng, 5)} {rng.randint(1, 9)}-{rng.randint(1, 5)}'])

    def encounter(self, rng):
        return rng.choice([f'{digits(rng, 10)}', f'ENC{digits(rng, 8)}', f'V{digits(rng, 9)}', f'{rng.randint(22, 26)}/{digits(rng, 6)}',
                           f'{digits(rng, 4)}-{digits(rng, 5)}', f'EP{digits(rng, 7)}', f'A{digits(rng, 8)}'])


LOCALES_ORDER = CODES


def build_locales(rng):
    return {c: Locale(c, rng) for c in LOCALES_ORDER}


# ---------------------------------------------------------------- misc helpers
def banner(rng, L, p, m, dob_s, when_s, user, ipaddr, hospname, style=None):
    style = style or rng.choice(range(4))
    if style == 0:
        return (f'{hosp(hospname)} -- CONFIDENTIAL PATIENT INFORMATION\n'
                f'{pat(p.fmt("LAST_first"))} | MRN {mrn(m)} | DOB {dt(dob_s)}\n'
                f'Printed {dt(when_s)} {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d} by {usr(user)} @ {ip(ipaddr)}  Page 1 of {rng.randint(1, 3)}\n')
    if style == 1:
        return (f'*** {hosp(hospname.upper())} ***   Pt: {pat(p.fmt("LAST_FIRST"))}   ID {mrn(m)}\n'
                f'Report generated {dt(when_s)} user={usr(user)} ws={ip(ipaddr)}\n')
    if style == 2:
        return (f'[{pat(p.fmt("LAST_first"))}] [{mrn(m)}] [{dt(dob_s)}]   {hosp(hospname)}\n'
                f'-- printed from workstation {ip(ipaddr)} by {usr(user)} on {dt(when_s)} --\n')
    return (f'{hosp(hospname)}   |   {pat(p.fmt("full"))}   |   Hosp No {mrn(m)}\n'
            f'Print job: {usr(user)} / {ip(ipaddr)} / {dt(when_s)}\n')


def pick(rng, *opts):
    return rng.choice(opts)


class Ctx:
    """Per-note context: rng, locale, date style."""

    def __init__(self, rng, L):
        self.rng, self.L = rng, L
        if L.code == 'CA':
            self.ds = rng.choice(CA_STYLES)
            self.sds = rng.choice(SHORT_CA)
        else:
            self.ds = rng.choice(DAYFIRST_STYLES)
            self.sds = rng.choice(SHORT_DAYFIRST)

    def d(self, date, style=None):
        return dt(fd(date, style or self.ds))

    def sd(self, date):
        return dt(fd(date, self.sds))

    def tm(self):
        r = self.rng
        return f'{r.randint(0, 23):02d}:{r.randint(0, 59):02d}' if r.random() < 0.7 else f'{r.randint(0, 23):02d}{r.randint(0, 59):02d}'

    def person(self, sex=None):
        return person(self.rng, sex)


MEDS = [('apixaban', '5 mg', 'BD'), ('apixaban', '2.5 mg', 'BD'), ('rivaroxaban', '20 mg', 'OD'), ('edoxaban', '60 mg', 'OD'),
        ('warfarin', 'as per INR', 'OD'), ('ramipril', '5 mg', 'OD'), ('bisoprolol', '2.5 mg', 'OD'), ('amlodipine', '10 mg', 'OD'),
        ('atorvastatin', '40 mg', 'ON'), ('metformin', '1 g', 'BD'), ('gliclazide', '80 mg', 'BD'), ('insulin glargine', '18 units', 'ON'),
        ('furosemide', '40 mg', 'OM'), ('spironolactone', '25 mg', 'OD'), ('omeprazole', '20 mg', 'OD'), ('lansoprazole', '30 mg', 'OD'),
        ('levothyroxine', '100 micrograms', 'OD'), ('sertraline', '50 mg', 'OD'), ('mirtazapine', '15 mg', 'ON'), ('paracetamol', '1 g', 'QDS'),
        ('codeine phosphate', '30 mg', 'QDS PRN'), ('morphine sulfate MR', '10 mg', 'BD'), ('gabapentin', '300 mg', 'TDS'),
        ('co-careldopa', '25/100', 'TDS'), ('donepezil', '10 mg', 'ON'), ('alendronic acid', '70 mg', 'weekly'), ('adcal-D3', '1 tab', 'BD'),
        ('tamsulosin', '400 micrograms', 'ON'), ('finasteride', '5 mg', 'OD'), ('clopidogrel', '75 mg', 'OD'), ('aspirin', '75 mg', 'OD'),
        ('ticagrelor', '90 mg', 'BD'), ('digoxin', '125 micrograms', 'OD'), ('allopurinol', '100 mg', 'OD'), ('prednisolone', '5 mg', 'OM'),
        ('salbutamol inhaler', '2 puffs', 'PRN'), ('Symbicort 200/6', '2 puffs', 'BD'), ('tiotropium', '18 micrograms', 'OD'),
        ('sodium valproate', '500 mg', 'BD'), ('levetiracetam', '750 mg', 'BD'), ('lithium carbonate', '400 mg', 'ON'),
        ('clozapine', '200 mg', 'BD'), ('methotrexate', '15 mg', 'weekly (Fri)'), ('folic acid', '5 mg', 'weekly'), ('sevelamer', '800 mg', 'TDS'),
        ('calcitriol', '0.25 micrograms', 'OD'), ('alfacalcidol', '0.5 micrograms', 'OD'), ('cinacalcet', '30 mg', 'OD'), ('lactulose', '15 mL', 'BD'),
        ('senna', '15 mg', 'ON'), ('doxycycline', '100 mg', 'OD'), ('nitrofurantoin MR', '100 mg', 'BD'), ('dalteparin', '5000 units', 'OD'),
        ('enoxaparin', '40 mg', 'OD'), ('empagliflozin', '10 mg', 'OD'), ('dapagliflozin', '10 mg', 'OD'), ('sacubitril/valsartan', '49/51 mg', 'BD'),
        ('pregabalin', '75 mg', 'BD'), ('zopiclone', '3.75 mg', 'ON PRN'), ('amitriptyline', '10 mg', 'ON'), ('quetiapine', '25 mg', 'ON')]


def meds(rng, n):
    return rng.sample(MEDS, n)


def staff(rng):
    return person(rng, middle_p=0.1)


def vis(s):
    return _MARK.sub(lambda m: m.group(2), s)


def pad(s, n):
    s = str(s)
    return s + ' ' * max(1, n - len(vis(s)))


FEMALE_REL = {'wife', 'daughter', 'mother', 'sister', 'niece', 'grandmother', 'mom', 'mum', 'aunt', 'granddaughter', 'stepdaughter'}
MALE_REL = {'husband', 'son', 'father', 'brother', 'nephew', 'grandfather', 'dad', 'uncle', 'grandson', 'stepson'}


def relp(c, rel):
    r = rel.lower()
    if r in FEMALE_REL:
        return c.person('F')
    if r in MALE_REL:
        return c.person('M')
    return c.person()


def kin(c, rels, style='full'):
    rel = c.rng.choice(rels)
    q = relp(c, rel)
    return f'{rel} {fam(q.fmt(style))}'


def cyc(rng, k, opts):
    """Pick the k-th entry of a per-sequence random permutation (fresh at k == 0)."""
    if k == 0 or not hasattr(cyc, 'perm') or len(cyc.perm) != len(opts):
        cyc.perm = rng.sample(range(len(opts)), len(opts))
    return opts[cyc.perm[k % len(opts)]]
