#!/usr/bin/env python3
"""Generator for the dev123_en evaluation set.

Outpatient and primary care notes from the US, the UK, Canada and Ireland.
Every PHI value is invented here and wrapped in private-use markers
(U+E000 type U+E001 value U+E002); offsets are computed in one left-to-right
pass that strips the markers.  The finished text is never searched for values.

Standard library only; all randomness comes from random.Random(123).
Run from bench/dev123_en:  python3 build/make.py
"""
import datetime as dt
import json
import os
import random
import unicodedata

R = random.Random(123)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

S, M, E = "\ue000", "\ue001", "\ue002"

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


def P(t, v):
    """Wrap one PHI value in markers."""
    v = str(v)
    assert t in LABEL, t
    assert v and v == v.strip(), repr(v)
    return S + t + M + v + E


def ch(seq):
    return R.choice(seq)


def maybe(p):
    return R.random() < p


def wpick(pairs):
    tot = sum(w for _, w in pairs)
    x = R.random() * tot
    for v, w in pairs:
        x -= w
        if x <= 0:
            return v
    return pairs[-1][0]


def digits(n, first=None):
    s = "".join(str(R.randrange(10)) for _ in range(n))
    if first is not None:
        s = str(first) + s[1:]
    return s


def letters(n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(R.choice(pool) for _ in range(n))


# ---------------------------------------------------------------------------
# name pools (invented combinations; many origins; word-like names included)
# ---------------------------------------------------------------------------
FIRST_M = """James Oliver Will William Mark Bill Frank Sterling Hunter Dean Jack Liam Noah
Conor Cian Oisín Pádraig Seán Ruairí Declan Eoin Tadhg Fionn Callum Angus Hamish Rhys Dafydd
Gareth Owain Mohammed Ahmed Omar Yusuf Bilal Tariq Imran Raj Arjun Vikram Sanjay Rohan Gurpreet
Wei Jun Hiroshi Kenji Minh Duc Min-jun Kwame Kofi Chinedu Emeka Oluwaseun Tunde Sipho Tendai
Abebe Dawit Mateo Santiago Diego Carlos Luis Jorge Alejandro João Tiago Piotr Tomasz Krzysztof
Andrei Mihai Dmitri Luca Giovanni Marco Pierre Étienne Jean-Luc Mathieu Louis Thierry Lars Erik
Sven Jürgen Kai Eitan Levi Malik Darnell Tyrone DeShawn Marcus Terrence Reginald Harold Walter
Arthur Ernest Clifford Stanley Leonard Cyril Desmond Patrick Brendan Ciarán Donal Colm Fergus
Malachy Rory Tobias Ezra Felix Hugo Jasper Miles Ashok Farhan Hamza Karim Reza Dariusz Bogdan
Vusi Jomo Aarav Ishaan Kiran Nikhil Haruto Sota Thanh Quang Rafael Andrés Emilio Nicolás Benoît
Gaston Rémi Alain Yannick Joseph Robert Richard Francis Theodore Christopher Alexander Edward
Thomas Michael Daniel David Peter Paul Stephen Anthony Kevin Brian Gerard Ronan Niall Bartholomew
Lorcan Cathal Senan Jarrah Tane Wiremu Kaveh Arash Yiannis Stelios Mehmet Emre Ilya Oleksandr
Vytautas Mindaugas Aziz Jamal Idris Kojo Yaw Femi Obinna Ikenna Chidi Deng Garang Anil""".split()

FIRST_F = """Hope Grace Summer Joy Faith Dawn May Rose Ivy Holly Heather Amber Pearl Ruby Violet
Iris Lily Daisy Autumn Crystal Hazel Olive Sage Willow Aoife Niamh Siobhán Caoimhe Róisín
Saoirse Orla Gráinne Mairéad Eilidh Morag Ffion Cerys Seren Fatima Aisha Zainab Maryam Noor Leila
Priya Ananya Deepa Sunita Kavita Mei Xiu Yuki Hana Aiko Linh Thao Ji-woo Seo-yeon Ama Abena Ngozi
Chioma Folake Thandiwe Nomvula Amara Sofia Valentina Lucía Camila Ximena Beatriz Inês Agnieszka
Katarzyna Zofia Ioana Elena Natalia Svetlana Giulia Chiara Francesca Amélie Chloé Geneviève
Marie-Ève Sinéad Emma Olivia Charlotte Emily Sarah Margaret Patricia Barbara Dorothy Edith
Mildred Beryl Brenda Tanisha Keisha Shanice Latoya Ingrid Astrid Freya Maja Esther Miriam Rivka
Talia Katherine Elizabeth Jennifer Rebecca Louise Bernadette Philomena Assumpta Bridget Nuala
Deirdre Fionnuala Eimear Clodagh Megan Bethan Rhiannon Nia Yasmin Samira Nadia Rania Parveen
Shabnam Gurdeep Manpreet Harleen Lakshmi Meera Chanel Imani Zuri Adaeze Efua Akosua Wanjiru
Marisol Guadalupe Paloma Renata Dorota Halina Oksana Irina Birgit Solveig Ottilie Clementine
Josephine Winifred Agnes Constance Patience Honor Verity Mercy Prudence Precious Blessing""".split()

FIRST_N = """Alex Sam Jordan Robin Morgan Taylor Jamie Charlie Harpreet Kim Casey Riley Sasha
Ashley Quinn Avery Reese Skyler Jesse Drew Kerry Shay Ellis Remy""".split()

NICK = {
    "William": ["Will", "Bill", "Billy"], "Robert": ["Rob", "Bob", "Bobby"],
    "Richard": ["Rich", "Richie"], "Francis": ["Frank", "Frankie"], "Theodore": ["Ted", "Teddy"],
    "Joseph": ["Joe", "Joey"], "Christopher": ["Chris", "Kit"], "Alexander": ["Sasha", "Alex"],
    "Edward": ["Ed", "Ned"], "Thomas": ["Tom", "Tommy"], "Michael": ["Mick", "Mike"],
    "Daniel": ["Danny"], "Anthony": ["Tony"], "Patrick": ["Paddy", "Pat"], "Bartholomew": ["Bart"],
    "Katherine": ["Kate", "Kitty"], "Elizabeth": ["Liz", "Beth", "Betty"], "Jennifer": ["Jen"],
    "Margaret": ["Peggy", "Maggie", "Meg"], "Patricia": ["Trish", "Patsy"], "Rebecca": ["Becky"],
    "Bernadette": ["Bernie"], "Philomena": ["Phil", "Mena"], "Bridget": ["Biddy", "Bridie"],
    "Josephine": ["Jo", "Josie"], "Winifred": ["Winnie"], "Constance": ["Connie"],
    "Dorothy": ["Dot", "Dottie"], "Mohammed": ["Mo"], "Oluwaseun": ["Seun"], "Krzysztof": ["Krzys"],
    "Leonard": ["Len", "Lenny"], "Stanley": ["Stan"], "Clifford": ["Cliff"], "Harold": ["Harry"],
}

SURNAMES = """Bell Hill Moss Wood Sterling Summers Brown White Green Black Stone Walker Field Frank
Sharp Short Long Young Baker Cook Mason Fox Rivers Banks Marsh Lane Swift Strong Hale Graves Hope
Love Wise Best Church Bishop Knight King Day Winter Frost Snow Price Law Power Rich Murphy
Parkinson Addison Bouchard Hunter Grace Smith Jones Williams Taylor Davies Evans Thomas Roberts
Hughes Lewis Morgan Griffiths Kelly O'Sullivan Walsh O'Brien Byrne Ryan O'Connor O'Neill Doyle
McCarthy Gallagher Fitzgerald MacLeod Campbell Stewart Fraser McIntyre Patel Shah Khan Hussain
Ahmed Chaudhry Singh Kaur Gill Sandhu Mehta Iyer Nair Reddy Banerjee Chen Wang Li Zhang Liu Nguyen
Tran Pham Le Kim Park Choi Tanaka Sato Watanabe Okafor Adeyemi Nwosu Mensah Boateng Asante Diallo
Dlamini Ndlovu Tesfaye Haile Garcia Rodriguez Hernandez Lopez Gonzalez Martinez Silva Santos
Pereira Costa Kowalski Nowak Wiśniewska Popescu Ionescu Ivanova Petrov Rossi Bianchi Esposito
Tremblay Gagnon Roy Côté Lavoie Pelletier Bergeron Leblanc Johansson Andersen Nielsen Müller
Schmidt Weber Cohen Levy Friedman Abramowitz Al-Sayed Haddad Nasser Karimi Hosseini Yilmaz Demir
Papadopoulos Jackson Washington Robinson Harris Thompson Okonkwo MacDonald D'Souza Fernandes
De Souza Van der Berg Ní Bhriain Ó Súilleabháin Mac Giolla Phádraig Nic Aodha Kavanagh Brennan
Cullen Hegarty Mulcahy Scanlon Tierney Quinlan Devlin Carmody Finnegan Geraghty Ashworth Pemberton
Whitlock Hargreaves Ormerod Thistlewood Pennington Blackwood Kettering Featherstone Oyelaran
Abernathy Lindqvist Halvorsen Kuznetsov Horvath Novak Dvořák Szabo Farouk Mansour Rahman Begum
Akhtar Qureshi Siddiqui Bhatt Joshi Kulkarni Pillai Fonseca Alvarez Moreno Castillo Navarro
Takahashi Nakamura Yamamoto Huang Zhou Xu Lam Ho Wong Vo Bui Dang Osei Owusu Achebe Eze Abiodun
Kamara Conteh Bangura Fofana Wright Hall Allen Scott Adams Baxter Chambers Fletcher Thornton""".split()
# a few multi-word surnames were split above; rebuild them
_MULTI = ["De Souza", "Van der Berg", "Ní Bhriain", "Ó Súilleabháin", "Mac Giolla Phádraig",
          "Nic Aodha"]
_drop = set()
for _m in _MULTI:
    for _p in _m.split():
        _drop.add(_p)
SURNAMES = [s for s in SURNAMES if s not in _drop] + _MULTI
SURNAMES += ["Smith-Jones", "Hughes-Patel", "Nguyen-Tran", "Okafor-Bell", "Garcia-Wood",
             "Lavoie-Hill", "Kowalska-Moss", "St. Clair", "St-Onge", "O'Hara", "Mc Grath"]

IRISH_F = ["Aoife", "Niamh", "Siobhán", "Caoimhe", "Róisín", "Saoirse", "Orla", "Gráinne",
           "Mairéad", "Sinéad", "Bernadette", "Philomena", "Assumpta", "Bridget", "Nuala",
           "Deirdre", "Fionnuala", "Eimear", "Clodagh"]
IRISH_M = ["Conor", "Cian", "Oisín", "Pádraig", "Seán", "Ruairí", "Declan", "Eoin", "Tadhg",
           "Fionn", "Ciarán", "Donal", "Colm", "Malachy", "Lorcan", "Cathal", "Senan", "Ronan",
           "Niall", "Brendan", "Patrick"]
IRISH_S = ["Murphy", "Kelly", "O'Sullivan", "Walsh", "O'Brien", "Byrne", "Ryan", "O'Connor",
           "O'Neill", "Doyle", "McCarthy", "Gallagher", "Fitzgerald", "Kavanagh", "Brennan",
           "Cullen", "Hegarty", "Mulcahy", "Scanlon", "Tierney", "Quinlan", "Devlin", "Carmody",
           "Finnegan", "Geraghty", "Ní Bhriain", "Ó Súilleabháin", "Nic Aodha", "Power", "O'Hara"]
QC_F = ["Amélie", "Chloé", "Geneviève", "Marie-Ève"]
QC_M = ["Étienne", "Jean-Luc", "Mathieu", "Benoît", "Gaston", "Rémi", "Alain", "Yannick"]
QC_S = ["Tremblay", "Gagnon", "Roy", "Côté", "Lavoie", "Pelletier", "Bergeron", "Leblanc",
        "Bouchard", "St-Onge"]


class Person:
    def __init__(self, first, middle, last, sex, nick=None):
        self.first, self.middle, self.last, self.sex, self.nick = first, middle, last, sex, nick


USED_PEOPLE = []


def person(country=None, sex=None):
    sex = sex or ch("MF")
    pool = FIRST_M if sex == "M" else FIRST_F
    if country == "IE" and maybe(0.4):
        pool = IRISH_M if sex == "M" else IRISH_F
    elif country == "CA" and maybe(0.15):
        pool = QC_M if sex == "M" else QC_F
    first = ch(FIRST_N) if maybe(0.06) else ch(pool)
    if country == "IE" and maybe(0.45):
        last = ch(IRISH_S)
    elif country == "CA" and maybe(0.2):
        last = ch(QC_S)
    else:
        last = ch(SURNAMES)
    middle = None
    if maybe(0.55):
        middle = ch(FIRST_M if sex == "M" else FIRST_F)
        if middle == first:
            middle = None
    nick = ch(NICK[first]) if first in NICK and maybe(0.6) else None
    p = Person(first, middle, last, sex, nick)
    USED_PEOPLE.append(p)
    return p


def title_of(p, country, dotted=None):
    if p.sex == "M":
        t = "Mr"
    else:
        t = wpick([("Mrs", 4), ("Ms", 4), ("Miss", 2)])
    if dotted is None:
        dotted = country == "US" or (country == "CA" and maybe(0.5))
    if dotted and t != "Miss":
        t += "."
    return t


def initial(s):
    return s[0]


NAME_FORMS = {
    "full": lambda p: f"{p.first} {p.last}",
    "fml": lambda p: f"{p.first} {initial(p.middle)}. {p.last}" if p.middle else f"{p.first} {p.last}",
    "fmidl": lambda p: f"{p.first} {p.middle} {p.last}" if p.middle else f"{p.first} {p.last}",
    "last_first": lambda p: f"{p.last}, {p.first}",
    "caps": lambda p: (f"{p.last.upper()}, {p.first.upper()}"
                       + (f" {initial(p.middle).upper()}" if p.middle else "")),
    "first": lambda p: p.first,
    "last": lambda p: p.last,
    "initl": lambda p: f"{initial(p.first)}. {p.last}",
    "initsl": lambda p: (f"{initial(p.first)}.{initial(p.middle)}. {p.last}" if p.middle
                         else f"{initial(p.first)}. {p.last}"),
    "initials": lambda p: (f"{initial(p.first)}.{initial(p.middle)}.{initial(p.last)}." if p.middle
                           and maybe(0.3) else f"{initial(p.first)}.{initial(p.last)}."),
    "inits_nodot": lambda p: f"{initial(p.first)}{initial(p.last)}",
    "first_init": lambda p: f"{p.first} {initial(p.last)}.",
    "nick": lambda p: p.nick or p.first,
    "nick_last": lambda p: f"{p.nick or p.first} {p.last}",
}


def nm(p, typ, forms):
    """Marked name in one of `forms` (a list of form keys, or a single key)."""
    if isinstance(forms, str):
        forms = [forms]
    f = ch(forms)
    return P(typ, NAME_FORMS[f](p))


def titled(p, typ, country, forms=("last", "full")):
    return f"{title_of(p, country)} {nm(p, typ, list(forms))}"


def dr(p, country, forms=("last", "full", "initl", "initsl"), dotted=None):
    if dotted is None:
        dotted = country == "US" or (country == "CA" and maybe(0.5)) or maybe(0.15)
    t = wpick([("Dr", 12), ("Prof", 1)]) if country != "US" else "Dr"
    if dotted:
        t += "."
    return f"{t} {nm(p, 'DOCTOR', list(forms))}"


CRED = {
    "US": ["MD", "DO", "MD, FAAFP", "NP", "FNP-C", "PA-C", "RN", "LPN", "PharmD", "MA"],
    "UK": ["MBChB", "MBBS", "MRCGP", "MBChB MRCGP", "RGN", "ANP", "HCA", "MPharm", "FRCP"],
    "CA": ["MD", "MD, CCFP", "CCFP", "RN(EC)", "NP-PHC", "RN", "RPh", "MD, FRCPC"],
    "IE": ["MB BCh BAO", "MICGP", "MB MICGP", "RGN", "RANP", "MPSI", "FRCPI"],
}
DOC_CRED = {
    "US": ["MD", "DO", "MD, FAAFP"], "UK": ["MBChB", "MBBS", "MRCGP", "MBChB MRCGP"],
    "CA": ["MD", "MD, CCFP", "CCFP"], "IE": ["MB BCh BAO", "MICGP", "MB MICGP"],
}
NURSE_CRED = {"US": ["RN", "LPN", "NP", "FNP-C"], "UK": ["RGN", "ANP", "RN"],
              "CA": ["RN", "RN(EC)", "NP-PHC", "RPN"], "IE": ["RGN", "RANP", "RNP"]}


def signed(p, country, kind="doc"):
    pool = DOC_CRED if kind == "doc" else NURSE_CRED
    form = ch(["full", "fml", "initsl", "full"])
    sep = ch([", ", " "])
    return f"{nm(p, 'DOCTOR', form)}{sep}{ch(pool[country])}"


# ---------------------------------------------------------------------------
# places
# ---------------------------------------------------------------------------
def _combine(pre, suf, n, extra=()):
    out = list(extra)
    seen = set(out)
    tries = 0
    while len(out) < n and tries < 10000:
        tries += 1
        a, b = R.choice(pre), R.choice(suf)
        w = a + b if not b.startswith(" ") else a + b
        if w not in seen:
            seen.add(w)
            out.append(w)
    return out


TOWNS = {
    "UK": _combine(
        ["Ash", "Bram", "Thorn", "Wick", "Marl", "Hal", "Nether", "Lang", "Stan", "Wel", "Crom",
         "Brad", "Cold", "Holm", "Kirk", "Sel", "Tad", "Whit", "Barn", "Ever", "Ox", "Fen",
         "Hock", "Lyd", "Rother", "Shap", "Ulver", "Wend", "Yar", "Grim"],
        ["ford", "bury", "ley", "ton", "wick", "field", "by", "thorpe", "cester", "mouth", "ham",
         "borough", "stead", "well", "combe", "hurst", "den", "worth", "minster", " Magna",
         " on Sea", " Bridge"], 90,
        ["Little Snaresby", "Upper Calderwick", "Kings Wetherby", "Long Hatcham", "Bell Hill",
         "Moss Side End", "Wood Norton Parva", "Steeple Anford"]),
    "IE": _combine(
        ["Bally", "Kil", "Dun", "Knock", "Clon", "Rath", "Carrig", "Ard", "Lis", "Tully", "Drum",
         "Glen", "Inish", "Mulla", "Tober", "Bal", "Cappa", "Derry"],
        ["more", "beg", "carra", "glass", "managh", "keel", "owen", "nagh", "derry", "roe",
         "duff", "lough", "bane", "carrig", "fin", "corry", "meen", "ross"], 80,
        ["Newtownfinn", "Castlecorran", "Portavee", "Mountbellew Cross", "Abbeyshrule Bridge"]),
    "US": _combine(
        ["Cedar", "Maple", "Oak", "Pine", "Willow", "Clear", "Fair", "Spring", "Green", "Rock",
         "Elk", "Bear", "Silver", "Sand", "Lake", "Hollis", "Marlow", "Brook", "Stone", "Harmon",
         "Gray", "Ridge", "Copper", "Amber"],
        ["ville", "ton", "field", "wood", "dale", "burg", "port", "view", "haven", "brook",
         " Falls", " Springs", " Creek", " Crossing", " Heights", " Junction", " Hollow",
         " Bluff"], 90, ["Port Ellery", "Grand Tallis", "New Harmony Flats", "West Caverton"]),
    "CA": _combine(
        ["Maple", "Spruce", "Tamarack", "Birch", "Caribou", "Moose", "Otter", "Beaver",
         "Kestrel", "Loon", "Cobble", "Granite", "Salt", "Fern", "Larch", "Juniper"],
        [" Harbour", " Lake", " River", " Bay", " Falls", "ton", "ford", "ville", " Landing",
         " Narrows", " Cove", " Point", "dale", "brook"], 70,
        ["Saint-Aubin-des-Prés", "Lac-Beaumarais", "Rivière-aux-Cèdres", "Sainte-Odile-du-Lac",
         "Port Kellerby", "New Lisgar", "Fort Ambrey", "Gander Reach"]),
}
COUNTIES = {
    "UK": ["Westmarsh", "North Calderfield", "Anfordshire", "Wexmoorshire", "East Hallam",
           "Thornshire", "Lydmoor", "Southern Wendale", "Barnetshire", "Rothermere Vale"],
    "IE": ["Co. Ballinree", "Co. Kilcarra", "Co. Dunmanagh", "Co. Lisfearn", "Co. Tullaghmore",
           "Co. Carrigbawn", "Co. Ardnabeg", "County Glenvarra", "Co. Inishcool"],
    "US": ["Calder County", "Harmon County", "Tallis County", "Elkhorn County", "Maribel County",
           "Pickett County", "Osgood County"],
    "CA": ["Kestrel County", "Loon Lake District", "Tamarack Regional Municipality"],
}
US_STATES = [("Ohio", "OH"), ("Texas", "TX"), ("California", "CA"), ("New York", "NY"),
             ("Pennsylvania", "PA"), ("Massachusetts", "MA"), ("Michigan", "MI"),
             ("Georgia", "GA"), ("North Carolina", "NC"), ("Virginia", "VA"),
             ("Washington", "WA"), ("Arizona", "AZ"), ("Colorado", "CO"), ("Oregon", "OR"),
             ("Minnesota", "MN"), ("Wisconsin", "WI"), ("Illinois", "IL"), ("Indiana", "IN"),
             ("Tennessee", "TN"), ("Missouri", "MO"), ("Maine", "ME"), ("Vermont", "VT"),
             ("Iowa", "IA"), ("Kentucky", "KY"), ("Louisiana", "LA"), ("Alabama", "AL"),
             ("New Mexico", "NM"), ("Utah", "UT"), ("Connecticut", "CT"), ("Maryland", "MD"),
             ("Florida", "FL"), ("Nebraska", "NE"), ("Idaho", "ID"), ("Montana", "MT"),
             ("South Carolina", "SC"), ("Oklahoma", "OK"), ("Delaware", "DE"),
             ("New Jersey", "NJ"), ("Kansas", "KS"), ("Nevada", "NV")]
CA_PROV = [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
           ("Manitoba", "MB"), ("Saskatchewan", "SK"), ("Nova Scotia", "NS"),
           ("New Brunswick", "NB"), ("Newfoundland and Labrador", "NL"),
           ("Prince Edward Island", "PE"), ("Quebec", "QC")]
IE_PROV = ["Munster", "Leinster", "Connacht", "Ulster"]

COUNTRY_NAME = {"US": ["USA", "United States", "U.S.A"], "UK": ["UK", "United Kingdom"],
                "CA": ["Canada"], "IE": ["Ireland", "Republic of Ireland"]}
WORLD = ["Portugal", "Nigeria", "India", "Pakistan", "Poland", "Romania", "Philippines", "Brazil",
         "Ghana", "Kenya", "Somalia", "Syria", "Jamaica", "Vietnam", "China", "Mexico", "Spain",
         "Italy", "France", "Germany", "Lithuania", "Latvia", "Ukraine", "Egypt", "Morocco",
         "Turkey", "Iran", "Bangladesh", "Sri Lanka", "Nepal", "Thailand", "Australia",
         "New Zealand", "South Africa", "Zimbabwe", "Ethiopia", "Eritrea", "Sudan", "Colombia",
         "Peru", "Chile", "Argentina", "Greece", "Croatia", "Hungary", "Sierra Leone", "Trinidad",
         "Barbados", "Cuba", "Japan", "South Korea", "Malaysia", "Uganda", "Zambia", "Iraq"]

STREET_STEM = ["Elm", "Oak", "Mill", "Church", "Station", "High", "Bell", "Hill", "Moss", "Wood",
               "Victoria", "Albert", "Queen's", "King's", "Chapel", "Bridge", "Park", "Castle",
               "Market", "Orchard", "Meadow", "Willow", "Cedar", "Maple", "Birch", "Hawthorn",
               "Rowan", "Primrose", "Bluebell", "Heather", "Juniper", "Larch", "Sycamore", "Ash",
               "Riverside", "Lakeview", "Harbour", "Quarry", "Forge", "Tannery", "Cooper's",
               "Fisher's", "Sterling", "Summerhill", "Grace", "Hope", "Union", "Commercial",
               "Dock", "Abbey", "Priory", "Manor", "Grange", "Glebe", "Kestrel", "Falcon",
               "Heron", "Lark", "Wren", "Linden", "Poplar", "Chestnut", "Hazel", "Holly",
               "Foxglove", "Thistle", "Clover", "Ferndale", "Brookside", "Millbank", "Ashgrove",
               "Beechwood", "Glenview", "Seaview", "Crossways", "Fairview", "Greenfield",
               "Northgate", "Southgate", "Westbourne", "Eastfield", "Pinecrest", "Silverbirch",
               "Stonebridge", "Whitethorn", "Blackthorn", "Copperfield", "Tinker's", "Weaver's",
               "Miller's", "Baker's", "Carter's", "Tanner's", "Bishop's", "Dean's", "Hunter's"]
ST_TYPE = {
    "UK": ["Street", "Road", "Lane", "Avenue", "Close", "Crescent", "Drive", "Way", "Terrace",
           "Court", "Gardens", "Place", "Row", "Mews", "Walk", "Rise", "Grove"],
    "IE": ["Street", "Road", "Park", "Avenue", "Lawns", "Heights", "Drive", "Grove", "Court",
           "Crescent", "Close", "Terrace", "View", "Green", "Rise", "Meadows"],
    "US": ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Drive", "Dr", "Lane", "Ln",
           "Boulevard", "Blvd", "Court", "Ct", "Way", "Place", "Pl", "Parkway", "Terrace"],
    "CA": ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Drive", "Crescent", "Cres",
           "Boulevard", "Blvd", "Way", "Court", "Lane", "Trail", "Gate", "Rue"],
}


def street(country, org=False):
    num = str(wpick([(R.randint(1, 99), 6), (R.randint(100, 999), 3), (R.randint(1000, 9999), 2)]))
    stem = ch(STREET_STEM)
    typ = ch(ST_TYPE[country])
    if country == "CA" and typ == "Rue":
        base = f"{num} rue {ch(['des Érables', 'Saint-Denis', 'du Moulin', 'Principale', 'des Pins', 'de la Gare'])}"
    elif country == "US" and maybe(0.25):
        base = f"{num} {ch(['N', 'S', 'E', 'W', 'North', 'East'])} {stem} {typ}"
    else:
        base = f"{num} {stem} {typ}"
    r = R.random()
    if org:
        if country in ("US", "CA") and r < 0.35:
            base += f", {ch(['Suite', 'Unit', 'Floor'])} {R.randint(1, 450)}"
        elif country in ("UK", "IE") and r < 0.15:
            base = f"{ch(['Unit', 'Suite'])} {R.randint(1, 12)}, {base}"
        return base
    if country == "US":
        if r < 0.2:
            base += f", Apt {R.randint(1, 40)}{ch(['', '', 'B', 'C'])}"
        elif r < 0.3:
            base += f" #{R.randint(2, 900)}"
        elif r < 0.35:
            base += f", Suite {R.randint(100, 599)}"
    elif country == "CA":
        if r < 0.25:
            base = f"{R.randint(101, 2409)}-{base}"
        elif r < 0.32:
            base += f", Unit {R.randint(1, 30)}"
    elif country == "UK":
        if r < 0.18:
            base = f"Flat {R.randint(1, 24)}{ch(['', 'A', 'B'])}, {base}"
        elif r < 0.24:
            base = f"{ch(['Rose', 'Ivy', 'Hawthorn', 'Orchard', 'Holly', 'Stable'])} Cottage, {base}"
    elif country == "IE":
        if r < 0.18:
            base = f"Apt {R.randint(1, 60)}, {base}"
        elif r < 0.28:
            base = f"{R.randint(1, 40)} {ch(STREET_STEM)} {ch(['Park', 'Lawns', 'Heights', 'Grove'])}"
    return base


def postcode(country):
    if country == "US":
        z = digits(5)
        if z[0] == "0" and maybe(0.5):
            z = str(R.randint(1, 9)) + z[1:]
        if maybe(0.2):
            z += "-" + digits(4)
        return z
    if country == "UK":
        area = ch(["AB", "BT", "CF", "DN", "EX", "GL", "HX", "KT", "LS", "NE", "OX", "PL", "SK",
                   "TQ", "WF", "YO", "B", "L", "M", "S", "G", "E", "N", "W"])
        d = str(R.randint(1, 29))
        if len(area) == 1 and maybe(0.3):
            d = str(R.randint(1, 9)) + ch("ABEHMNPRVWXY")
        return f"{area}{d} {R.randint(0, 9)}{letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}"
    if country == "CA":
        L = "ABCEGHJKLMNPRSTVXY"
        return f"{ch(L)}{R.randint(0, 9)}{ch(L)} {R.randint(0, 9)}{ch(L)}{R.randint(0, 9)}"
    # IE: invented routing key + 4 characters
    return f"{ch('ACDEFHKNPRTVWXY')}{R.randint(10, 99)} {letters(1, 'ACDEFHKNPRTVWXY')}{R.randint(0, 9)}{ch('ACDEFHKNPRTVWXY0123456789')}{R.randint(0, 9)}"


class Addr:
    def __init__(self, country, town=None, org=False):
        self.country = country
        self.street = street(country, org)
        self.town = town or ch(TOWNS[country])
        self.county = ch(COUNTIES[country])
        if country == "US":
            self.state = ch(US_STATES)
        elif country == "CA":
            self.state = ch(CA_PROV)
        else:
            self.state = None
        self.zip = postcode(country)

    def lines(self, with_county=None, with_country=False, full_state=False):
        c = self.country
        out = [P("STREET", self.street)]
        if c in ("US", "CA"):
            st = self.state[0] if full_state else self.state[1]
            sep = "  " if c == "CA" and maybe(0.5) else " "
            out.append(f"{P('CITY', self.town)}, {P('STATE', st)}{sep}{P('ZIP', self.zip)}")
        else:
            out.append(P("CITY", self.town))
            wc = with_county if with_county is not None else maybe(0.55 if c == "IE" else 0.35)
            if wc:
                out.append(P("CITY", self.county))
            out.append(P("ZIP", self.zip))
        if with_country:
            out.append(P("COUNTRY", ch(COUNTRY_NAME[c])))
        return out

    def one(self, **kw):
        return ", ".join(self.lines(**kw))

    def short(self):
        return f"{P('STREET', self.street)}, {P('CITY', self.town)}"


SAINTS = ["Brigid", "Columba", "Ambrose", "Finbarr", "Aidan", "Jude", "Luke", "Agnes", "Clare",
          "Vincent", "Bernadette", "Cuthbert", "Oswald", "Swithun", "Kevin", "Kieran", "Ita",
          "Munchin", "Dympna", "Gall", "Hilda", "Winifred", "Brendan", "Fiacre", "Canice"]


def practice(country):
    stem = ch(STREET_STEM).replace("'s", "")
    town = ch(TOWNS[country])
    if country == "UK":
        pool = [f"{stem} Surgery", f"{town} Medical Centre", f"{stem} Health Centre",
                f"The {stem} Practice", f"{stem} Medical Practice", f"{stem} House Surgery",
                f"{town} Group Practice", f"{stem} Road Surgery", f"St. {ch(SAINTS)}'s Surgery"]
    elif country == "IE":
        pool = [f"{stem} Family Practice", f"{town} Primary Care Centre", f"{stem} Medical Centre",
                f"{town} Health Centre", f"The {stem} Clinic", f"{stem} Medical Practice",
                f"St. {ch(SAINTS)}'s Medical Centre", f"{town} Family Medical Practice"]
    elif country == "US":
        pool = [f"{stem} Family Medicine", f"{town} Primary Care", f"{stem} Internal Medicine Associates",
                f"{town} Community Health Center", f"{stem} Family Practice", f"{stem} Medical Group",
                f"{town} Family Health Clinic", f"{stem} Primary Care Partners"]
    else:
        pool = [f"{stem} Family Health Team", f"{town} Medical Clinic", f"{stem} Walk-In Clinic",
                f"{town} Community Health Centre", f"{stem} Family Practice", f"Clinique {stem}",
                f"{stem} Primary Care Network", f"{town} Family Medicine Centre"]
    return ch(pool)


def hospital(country):
    town = ch(TOWNS[country])
    if country == "UK":
        pool = [f"{town} General Hospital", f"{town} Royal Infirmary", f"St. {ch(SAINTS)}'s Hospital",
                f"{town} University Hospital", f"Royal {town} Hospital", f"{town} Community Hospital"]
    elif country == "IE":
        pool = [f"{town} University Hospital", f"St. {ch(SAINTS)}'s University Hospital",
                f"{town} Regional Hospital", f"Mercy {town} Hospital", f"St. {ch(SAINTS)}'s Hospital",
                f"{town} General Hospital"]
    elif country == "US":
        pool = [f"{town} Regional Medical Center", f"{town} General Hospital", f"St. {ch(SAINTS)} Medical Center",
                f"{town} Memorial Hospital", f"Mercy {town} Hospital", f"{town} University Medical Center"]
    else:
        pool = [f"{town} General Hospital", f"{town} Regional Health Centre", f"St. {ch(SAINTS)}'s Hospital",
                f"Hôpital {ch(['Sainte-Odile', 'du Lac', 'Saint-Aubin', 'des Cèdres'])}",
                f"{town} District Hospital", f"{town} Health Sciences Centre"]
    return ch(pool)


def clinic_named(country):
    stem = ch(STREET_STEM).replace("'s", "")
    return ch([f"{stem} Diabetes Centre" if country != "US" else f"{stem} Diabetes Center",
               f"{stem} Respiratory Clinic", f"{ch(TOWNS[country])} Physiotherapy",
               f"{stem} Eye Clinic", f"{ch(TOWNS[country])} Sleep Clinic",
               f"{stem} Memory Clinic", f"{stem} Podiatry"])


def pharmacy(country):
    stem = ch(STREET_STEM).replace("'s", "")
    sur = ch(SURNAMES)
    town = ch(TOWNS[country])
    pool = {"UK": [f"{sur}'s Pharmacy", f"{town} Pharmacy", f"{stem} Chemist", f"{stem} Pharmacy"],
            "IE": [f"{sur}'s Pharmacy", f"{town} Pharmacy", f"{stem} Pharmacy", f"{sur} Chemist"],
            "US": [f"{stem} Pharmacy", f"{town} Drug", f"{stem} Apothecary", f"{sur} Rx"],
            "CA": [f"{stem} Drug Mart", f"{town} Pharmacy", f"Pharmacie {stem}", f"{sur} Pharmacy"]}
    return ch(pool[country])


def care_home(country):
    stem = ch(STREET_STEM).replace("'s", "")
    return ch([f"{stem} House Care Home", f"{stem} Nursing Home", f"{stem} Lodge",
               f"{stem} Manor Residential Home", f"{stem} Court Care Centre",
               f"{stem} Assisted Living", f"{stem} Grove Residence"])


WARDS = ["Rowan Ward", "Kestrel Unit", "Heron Ward", "Larch Ward", "Willow Unit", "Ash Ward",
         "Cedar Suite", "Bluebell Ward", "Foxglove Ward", "Osprey Unit"]


def employer(country):
    stem = ch(STREET_STEM).replace("'s", "")
    town = ch(TOWNS[country])
    sur = ch(SURNAMES)
    suf = {"UK": "Ltd", "IE": "Ltd", "US": "Inc", "CA": "Inc"}[country]
    return ch([f"{stem} Logistics", f"{sur} & Sons Builders", f"{town} Borough Council",
               f"{stem} Foods {suf}", f"{stem} Engineering", f"{town} Dairy Co-op",
               f"{stem} Construction", f"{town} Credit Union", f"{stem} Hotel",
               f"{stem} Tech Solutions", f"{stem} Distribution Centre", f"{stem} Primary School",
               f"St. {ch(SAINTS)}'s National School" if country == "IE" else f"{stem} High School",
               f"{town} Community College", f"{stem} Print Works", f"{sur} Haulage",
               f"{stem} Garden Centre", f"{town} Leisure Trust", f"{stem} Meats",
               f"{stem} Call Centre", f"{sur} Motors", f"{stem} Cleaning Services",
               f"{stem} Home Care Agency", f"{town} Fire & Rescue", f"{stem} Brewery",
               f"{sur} Accountants", f"{stem} Bakery", f"{stem} Fisheries"])


INSURERS = ["Crestline Health", "Bluewater Mutual Insurance", "Evergreen Life Assurance",
            "Harbourlight Insurance", "Northstar Benefits", "Summit Shield Health Plan",
            "Keystone Care Insurance", "Laurentian Benefits Co", "Shamrock Health Insurance",
            "Pinecrest Health Plan", "Meridian Guard Assurance", "Tidewater Health Partners",
            "Cobalt Life & Health", "Granite State Mutual", "Aurora Group Benefits",
            "Clearwater Health Cover", "Lighthouse Income Protection", "Oakleaf Health Insurance"]


def church(country):
    return ch([f"St. {ch(SAINTS)}'s Church", f"{ch(STREET_STEM).replace(chr(39) + 's', '')} Baptist Church",
               f"{ch(TOWNS[country])} Mosque", f"{ch(TOWNS[country])} Gurdwara",
               f"{ch(STREET_STEM).replace(chr(39) + 's', '')} Methodist Chapel"])


def landmark(country):
    stem = ch(STREET_STEM).replace("'s", "")
    return ch([f"{stem} Shopping Centre" if country != "US" else f"{stem} Mall",
               f"{stem} Park", f"{stem} Leisure Centre", f"{stem} House", f"{stem} Quay",
               f"{stem} Retail Park", f"{stem} Tower", f"{stem} Community Hall"])


PROFESSIONS = ["welder", "teacher", "primary school teacher", "HGV driver", "lorry driver",
               "electrician", "accountant", "hairdresser", "farmer", "dairy farmer", "postal worker",
               "software developer", "care assistant", "chef", "bus driver", "plumber", "cleaner",
               "warehouse operative", "solicitor", "paralegal", "taxi driver", "barista",
               "carpenter", "roofer", "firefighter", "police officer", "lab technician",
               "retail assistant", "call centre agent", "fisherman", "forklift operator",
               "dental nurse", "scaffolder", "bricklayer", "musician", "civil engineer",
               "architect", "bank clerk", "librarian", "painter and decorator", "mechanic",
               "delivery driver", "security guard", "chartered surveyor", "butcher", "baker",
               "nurse", "midwife", "pharmacist", "social worker", "childminder", "shop owner",
               "kitchen porter", "train conductor", "airline pilot", "tiler", "gardener",
               "landscaper", "machinist", "veterinary nurse", "hotel receptionist", "journalist",
               "graphic designer", "truck driver", "line cook", "janitor", "mail carrier",
               "home health aide", "construction worker", "data analyst", "bartender",
               "school bus driver", "long-haul trucker", "nursing assistant", "stonemason",
               "carer", "actuary", "optician", "dock worker", "sheet metal worker", "seamstress"]

USERNAME_FMT = [
    lambda p: f"{p.first[0].lower()}{ascii_name(p.last)}{R.randint(1, 99)}",
    lambda p: f"{ascii_name(p.first)}.{ascii_name(p.last)}",
    lambda p: f"{ascii_name(p.first)}_{ascii_name(p.last)[:4]}{R.randint(10, 99)}",
    lambda p: f"{ascii_name(p.last)}{p.first[0].lower()}",
    lambda p: f"{ascii_name(p.first)}{R.randint(1950, 2012)}",
    lambda p: f"{ch(['sunny', 'blue', 'happy', 'river', 'tiger', 'maple', 'celtic', 'red'])}{ascii_name(p.first)}{R.randint(1, 999)}",
]

_ASC = {"á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u", "è": "e", "ê": "e", "ç": "c", "ã": "a",
        "ü": "u", "ö": "o", "ő": "o", "ś": "s", "ř": "r", "ž": "z", "ñ": "n", "ô": "o", "à": "a",
        "É": "e", "Ó": "o", "Í": "i", "Á": "a", "Ú": "u", "ë": "e", "ï": "i"}


def ascii_name(s):
    s = "".join(_ASC.get(c, c) for c in s)
    s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
    return "".join(c for c in s.lower() if c.isascii() and c.isalnum())


def org_stem(name):
    ws = [w for w in name.replace("'s", "").split() if w.lower() not in ("st.", "the", "royal", "clinique", "mercy", "hôpital")]
    return ascii_name(ws[0] if ws else name)[:12] or "clinic"


def username(p):
    u = ch(USERNAME_FMT)(p)
    return u


def email_of(p, org=False):
    dom = ch(["example.com", "example.org", "example.net", "mail.example.com",
              "post.example.net", "inbox.example.org"])
    f, l = ascii_name(p.first), ascii_name(p.last)
    local = ch([f"{f}.{l}", f"{f[0]}{l}", f"{f}{l}{R.randint(1, 99)}", f"{l}.{f}",
                f"{f}_{l[:3]}", f"{f}.{l}{R.randint(60, 99)}"])
    return f"{local}@{dom}"


def org_email(name, kind="reception"):
    stem = org_stem(name)
    dom = ch(["example.org", "example.net", "example.com"])
    sub = ch(["", "nhs.", "health.", "mail.", "clinic."])
    return f"{ch([kind, 'admin', 'referrals', 'prescriptions', 'enquiries', 'frontdesk'])}.{stem}@{sub}{dom}"


def org_url(name):
    stem = org_stem(name)
    return ch([f"www.{stem}.example.org", f"https://{stem}.example.net/appointments",
               f"www.example.com/{stem}", f"https://portal.example.org/{stem}/login",
               f"http://www.{stem}health.example.com", f"{stem}.example.org/repeat-prescriptions",
               f"https://www.example.net/practices/{stem}", f"www.{stem}.example.com/contact"])


def ip():
    r = R.random()
    if r < 0.4:
        return f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}"
    if r < 0.7:
        return f"172.{R.randint(16, 31)}.{R.randint(0, 255)}.{R.randint(1, 254)}"
    return f"192.168.{R.randint(0, 255)}.{R.randint(1, 254)}"


# ---------------------------------------------------------------------------
# phones (every number with 7+ digits carries a separate 555 block)
# ---------------------------------------------------------------------------
def phone(country, kind="land"):
    if country in ("US", "CA"):
        area = str(R.randint(201, 989))
        while "555" in area or area[1:] == "11":
            area = str(R.randint(201, 989))
        line = f"0{R.randint(100, 199)}"
        f = ch([f"({area}) 555-{line}", f"{area}-555-{line}", f"{area}.555.{line}",
                f"+1 {area} 555 {line}", f"1-{area}-555-{line}", f"({area}) 555-{line}"])
    elif country == "UK":
        if kind == "mobile":
            f = ch([f"07700 555 {digits(3)}", f"07{R.randint(100, 999)} 555 {digits(3)}",
                    f"+44 7{R.randint(100, 999)} 555 {digits(3)}"])
        else:
            code = ch(["0113", "0114", "0115", "0116", "0117", "0118", "0121", "0131", "0141",
                       "0151", "0161", "0191", "01632", "01904", "01273", "01865", "020", "029"])
            f = ch([f"{code} 555 {digits(4)}", f"{code} 555 {digits(4)}", f"+44 {code[1:]} 555 {digits(4)}"])
    else:
        if kind == "mobile":
            f = ch([f"08{R.choice('35679')} 555 {digits(4)}", f"+353 8{R.choice('35679')} 555 {digits(4)}",
                    f"08{R.choice('35679')}-555-{digits(4)}"])
        else:
            code = ch(["01", "021", "091", "061", "051", "074", "066", "042", "094", "0404"])
            f = ch([f"({code}) 555 {digits(4)}", f"{code} 555 {digits(4)}", f"+353 {code[1:]} 555 {digits(4)}"])
    if kind == "ext" or (kind == "land" and maybe(0.12)):
        f += ch([f" ext. {R.randint(2, 499)}", f" x{R.randint(100, 4999)}", f" ext {R.randint(10, 99)}",
                 f" extension {R.randint(200, 299)}"])
    return f


def pager():
    return ch([f"{R.randint(1, 9)}-{R.randint(1000, 9999)}", str(R.randint(1000, 9999)),
               str(R.randint(20000, 89999)), f"{R.randint(100, 999)}"])


# ---------------------------------------------------------------------------
# identifiers (invented formats)
# ---------------------------------------------------------------------------
def mrn(country):
    return ch([digits(8), f"{letters(1)}{digits(7)}", f"{letters(2)}{digits(6)}", digits(7),
               f"{digits(3)}-{digits(4)}-{digits(2)}", f"MR{digits(6)}", f"{digits(6)}{letters(1)}",
               f"K{digits(6)}", f"{R.randint(1, 9)}{digits(5)}"])


def nhs_like():
    # invented: 999 prefix range, 3-3-4 groups
    return ch([f"999 {digits(3)} {digits(4)}", f"999-{digits(3)}-{digits(4)}", f"999{digits(7)}"])


def healthcard_like():
    # invented Canadian health-card-like: 9xxx-xxx-xxx-XX
    return ch([f"9{digits(3)}-{digits(3)}-{digits(3)}-{letters(2)}", f"9{digits(3)} {digits(3)} {digits(3)}",
               f"9{digits(9)}{letters(2)}"])


def ie_card():
    return ch([f"GMS{digits(6)}{letters(1)}", f"{digits(7)}{letters(1)}", f"MC-{digits(6)}",
               f"DVC {digits(6)}"])


def member_id():
    return ch([f"{letters(3)}{digits(6)}", f"{letters(1)}{digits(9)}", f"{letters(2)}{digits(7)}{letters(1)}",
               f"{digits(3)}-{digits(4)}-{digits(2)}", f"MCD{digits(8)}", f"{letters(4)}{digits(5)}"])


def group_no():
    return ch([f"GRP-{digits(5)}", f"{digits(6)}", f"G{digits(7)}", f"{letters(2)}{digits(4)}"])


def healthplan(country):
    if country == "UK":
        return nhs_like()
    if country == "CA":
        return healthcard_like()
    if country == "IE":
        return ie_card()
    return member_id()


def ssn(country):
    if country == "US":
        return ch([f"9{digits(2)}-{digits(2)}-{digits(4)}", f"000-{digits(2)}-{digits(4)}",
                   f"9{digits(2)} {digits(2)} {digits(4)}", f"9{digits(8)}"])
    if country == "UK":
        # invented NI-like numbers with a never-issued first letter
        return f"{ch('DFIQUV')}{letters(1, 'ABCEGHJKLMNPRSTWXYZ')} {digits(2)} {digits(2)} {digits(2)} {ch('ABCD')}"
    if country == "CA":
        return ch([f"9{digits(2)} {digits(3)} {digits(3)}", f"9{digits(2)}-{digits(3)}-{digits(3)}"])
    return ch([f"9{digits(6)}{letters(1, 'ABCDEFGHJKLMNPQRSTVWX')}", f"9{digits(6)}{letters(2, 'ABCDEFGHW')}"])


def account():
    return ch([f"{digits(4)}-{digits(4)}", f"ACC{digits(7)}", f"E{digits(8)}", f"V{digits(7)}",
               f"{digits(10)}", f"INV-{digits(6)}", f"ENC-{digits(3)}-{digits(5)}", f"BL{digits(6)}",
               f"{letters(2)}-{digits(6)}"])


def license_(country, kind):
    if kind == "npi":
        return f"{ch('12')}{digits(9)}"
    if kind == "dea":
        return f"{ch('ABFM')}{letters(1)}{digits(7)}"
    if kind == "state":
        return ch([f"MD-{digits(5)}", f"{letters(1)}{digits(5)}", f"{digits(2)}.{digits(6)}"])
    if kind == "gmc":
        return f"{ch('3456789')}{digits(6)}"
    if kind == "nmc":
        return f"{digits(2)}{letters(1)}{digits(4)}{letters(1)}"
    if kind == "cpso":
        return digits(5)
    if kind == "imc":
        return digits(6)
    if kind == "drive":
        if country == "UK":
            return f"{letters(5)}{digits(6)}{letters(2)}{digits(1)}{letters(2)}"
        if country == "IE":
            return f"{digits(3)}{letters(1)}{digits(5)}"
        if country == "CA":
            return f"{letters(1)}{digits(4)}-{digits(5)}-{digits(5)}"
        return ch([f"{letters(1)}{digits(3)}-{digits(4)}-{digits(4)}", f"{letters(1)}{digits(7)}", digits(9)])
    if kind == "pharm":
        return digits(7)
    return digits(6)


def doc_license(country):
    """(label, value) of a clinician licence for signature blocks."""
    if country == "US":
        k = ch(["npi", "npi", "dea", "state"])
        return {"npi": "NPI", "dea": "DEA", "state": "Lic."}[k], license_(country, k)
    if country == "UK":
        return "GMC", license_(country, "gmc")
    if country == "CA":
        return ch(["CPSO #", "CPSO No.", "Licence #", "CPSBC"]), license_(country, "cpso")
    return ch(["IMC No.", "IMC Reg.", "MCRN"]), license_(country, "imc")


def device_id():
    return ch([f"{letters(3)}{digits(6)}", f"SN{digits(8)}", f"{letters(2)}-{digits(7)}",
               f"{digits(2)}{letters(2)}{digits(6)}", f"GM-{digits(7)}", f"0M{letters(3)}{digits(5)}",
               f"{letters(1)}{digits(4)}-{letters(2)}{digits(3)}", f"PJN{digits(6)}"])


def vehicle(country):
    if country == "UK":
        return f"{letters(2)}{R.randint(10, 74)} {letters(3)}"
    if country == "IE":
        return f"{R.randint(12, 24)}{ch(['1', '2', ''])}-{ch(['D', 'C', 'G', 'L', 'KY', 'WX', 'MO', 'TS'])}-{R.randint(100, 99999)}"
    if country == "CA":
        return ch([f"{letters(4)} {digits(3)}", f"{letters(3)}-{digits(3)}", f"{digits(3)} {letters(3)}"])
    return ch([f"{R.randint(1, 9)}{letters(3)}{digits(3)}", f"{letters(3)}-{digits(4)}", f"{letters(2)}{digits(5)}"])


def vin():
    return letters(3, "ABCDEFGHJKLMNPRSTUVWXYZ") + "".join(
        R.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(8)) + digits(6)


def bioid():
    return ch([f"FP-{digits(5)}", f"BIO-{digits(6)}", f"RS{digits(7)}", f"VP-{letters(2)}{digits(4)}",
               f"FPT{digits(8)}", f"PV-{digits(4)}-{digits(3)}", f"IR{digits(6)}{letters(1)}"])


def idnum(kind="acc"):
    if kind == "ubrn":
        return f"{digits(4)} {digits(4)} {digits(4)}"
    if kind == "claim":
        return ch([f"CLM-{digits(8)}", f"{digits(3)}-{digits(6)}-{digits(2)}", f"C{digits(9)}"])
    if kind == "rx":
        return ch([f"RX{digits(7)}", f"{digits(7)}-{digits(2)}", f"EPS{letters(2)}{digits(6)}"])
    if kind == "cert":
        return ch([f"MC{digits(7)}", f"{digits(8)}", f"CERT-{digits(6)}"])
    return ch([f"{letters(1)}{R.randint(19, 25)}-{digits(4)}", f"{letters(2)}{digits(7)}", f"H{digits(7)}",
               f"{digits(2)}-{digits(6)}", f"SPC-{digits(6)}", f"LAB{digits(8)}", f"ORD{digits(7)}",
               f"{digits(4)}-{letters(1)}{digits(5)}", f"REQ-{digits(6)}"])


# ---------------------------------------------------------------------------
# dates and ages
# ---------------------------------------------------------------------------
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
MON_DOT = ["Jan.", "Feb.", "Mar.", "Apr.", "May", "Jun.", "Jul.", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
HOLIDAYS = {"US": ["Thanksgiving", "Christmas", "New Year's Day", "Labor Day", "Memorial Day",
                   "Fourth of July", "Christmas Eve", "Easter"],
            "UK": ["Christmas", "Boxing Day", "Easter", "New Year's Day", "Christmas Eve",
                   "Easter Monday", "Good Friday"],
            "CA": ["Thanksgiving", "Christmas", "Canada Day", "Boxing Day", "Victoria Day",
                   "Labour Day", "Easter"],
            "IE": ["Christmas", "St Patrick's Day", "St. Stephen's Day", "Easter", "New Year's Day",
                   "Good Friday", "Easter Monday"]}


def rdate(a=(2019, 1, 1), b=(2025, 9, 30)):
    d0, d1 = dt.date(*a), dt.date(*b)
    return d0 + dt.timedelta(days=R.randrange((d1 - d0).days))


def dob_for(visit, age):
    # a birthday such that the person is `age` on `visit`
    y = visit.year - age
    d = dt.date(y, 1, 1) + dt.timedelta(days=R.randrange(365))
    if (d.month, d.day) > (visit.month, visit.day):
        d = dt.date(y - 1, d.month, min(d.day, 28))
    return d


def age_on(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


def ordn(n):
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


US_STYLES = ["mdy", "mdy", "mdy_short", "mdy_nopad", "long_us", "mon_us", "iso", "dmon", "long_us"]
UK_STYLES = ["dmy", "dmy", "dmy", "dmy_dot", "long_uk", "ord_uk", "mon_uk", "iso", "dmon", "dmy_short"]
CA_STYLES = ["iso", "iso", "long_us", "mon_us", "dmy", "mdy", "long_uk", "dmon"]


NOTE_STYLE = {"style": None}


def fdate(d, country, style=None):
    if style is None and NOTE_STYLE["style"] and maybe(0.6):
        style = NOTE_STYLE["style"]
    if style is None:
        style = ch({"US": US_STYLES, "UK": UK_STYLES, "IE": UK_STYLES, "CA": CA_STYLES}[country])
    y, m, dd = d.year, d.month, d.day
    f = {
        "mdy": f"{m:02d}/{dd:02d}/{y}",
        "mdy_nopad": f"{m}/{dd}/{y}",
        "mdy_short": f"{m}/{dd}/{y % 100:02d}",
        "mdy_dash": f"{m:02d}-{dd:02d}-{y}",
        "long_us": f"{MONTHS[m - 1]} {dd}, {y}",
        "mon_us": f"{ch([MON3[m - 1], MON_DOT[m - 1]])} {dd}, {y}",
        "iso": f"{y}-{m:02d}-{dd:02d}",
        "dmon": f"{dd:02d}-{MON3[m - 1]}-{y}",
        "dmy": f"{dd:02d}/{m:02d}/{y}",
        "dmy_dot": f"{dd:02d}.{m:02d}.{y}",
        "dmy_short": f"{dd}/{m}/{y % 100:02d}",
        "long_uk": f"{dd} {MONTHS[m - 1]} {y}",
        "ord_uk": f"{ordn(dd)} {MONTHS[m - 1]} {y}",
        "mon_uk": f"{dd} {MON3[m - 1]} {y}",
        "wd_us": f"{WD[d.weekday()]}, {MONTHS[m - 1]} {dd}, {y}",
        "wd_uk": f"{WD[d.weekday()]} {dd} {MONTHS[m - 1]} {y}",
        "wd_ord": f"{WD[d.weekday()]} {ordn(dd)} {MONTHS[m - 1]}",
        "wd3_us": f"{WD3[d.weekday()]} {m}/{dd}",
        "wd3_uk": f"{WD3[d.weekday()]} {dd}/{m:02d}",
        "wd3_full_uk": f"{WD3[d.weekday()]} {dd:02d}/{m:02d}/{y}",
        "wd3_full_us": f"{WD3[d.weekday()]} {m:02d}/{dd:02d}/{y}",
        "wd": WD[d.weekday()],
        "month_year": f"{MONTHS[m - 1]} {y}",
        "mon_year": f"{MON3[m - 1]} {y}",
        "mm_yyyy": f"{m:02d}/{y}",
        "year": str(y),
        "day_month_uk": f"{dd} {MONTHS[m - 1]}",
        "day_month_us": f"{MONTHS[m - 1]} {dd}",
        "md_us": f"{m}/{dd}",
        "dm_uk": f"{dd}/{m}",
        "month": MONTHS[m - 1],
    }[style]
    return f


def D(d, country, style=None):
    return P("DATE", fdate(d, country, style))


def Dwd(d, country):
    """A weekday form, with or without the full date."""
    if country == "US":
        st = ch(["wd_us", "wd3_us", "wd3_full_us", "wd"])
    elif country == "CA":
        st = ch(["wd_us", "wd_uk", "wd3_us", "wd"])
    else:
        st = ch(["wd_uk", "wd_ord", "wd3_uk", "wd3_full_uk", "wd"])
    return D(d, country, st)


def Dpart(d, country):
    if country == "US":
        st = ch(["month_year", "mon_year", "year", "day_month_us", "md_us", "mm_yyyy"])
    else:
        st = ch(["month_year", "mon_year", "year", "day_month_uk", "mm_yyyy", "year"])
    return D(d, country, st)


def Dlong(d, country):
    return D(d, country, ch(["long_us", "mon_us"] if country in ("US", "CA") else ["long_uk", "ord_uk", "mon_uk"]))


def Dnum(d, country):
    return D(d, country, {"US": "mdy", "CA": "iso", "UK": "dmy", "IE": "dmy"}[country])


def clock():
    return f"{R.randint(7, 19):02d}:{ch(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55', '12', '48', '03', '27'])}"


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    rest = n - 100
    return "one hundred" + ("" if rest == 0 else " and " + words(rest))


def AGE(a, sex="M", style=None):
    sx = {"M": "M", "F": "F"}.get(sex, "M")
    if style is None:
        style = ch(["yo", "yo_tight", "year_old", "yrs", "sex", "sex_sp", "y", "yr_old", "y/o"])
    A = P("AGE", a)
    return {
        "yo": f"{A} yo",
        "yo_tight": f"{A}yo",
        "year_old": f"{A}-year-old",
        "yr_old": f"{A} yr old",
        "yrs": f"{A} yrs",
        "sex": f"{A}{sx}",
        "sex_sp": f"{A} {sx}",
        "y": f"{A}y",
        "y/o": f"{A} y/o",
        "words": f"{P('AGE', words(a))}-year-old",
        "aged": f"aged {A}",
        "aged_words": f"aged {P('AGE', words(a))}",
        "bare": A,
    }[style]


def pron(p):
    if p.sex == "M":
        return dict(he="he", his="his", him="him", He="He", His="His")
    return dict(he="she", his="her", him="her", He="She", His="Her")


# ---------------------------------------------------------------------------
# clinical material (hard negatives: drugs, doses, labs, scores, codes, eponyms)
# ---------------------------------------------------------------------------
US_DRUG = {"paracetamol": "acetaminophen", "salbutamol": "albuterol", "beclometasone": "beclomethasone",
           "alendronic acid": "alendronate", "colecalciferol": "cholecalciferol",
           "co-codamol": "acetaminophen/codeine", "glyceryl trinitrate": "nitroglycerin",
           "adrenaline": "epinephrine", "levothyroxine": "levothyroxine", "ferrous fumarate": "ferrous sulfate",
           "hydrocortisone 1% cream": "hydrocortisone 1% cream"}
CA_DRUG = {"paracetamol": "acetaminophen", "alendronic acid": "alendronate",
           "co-codamol": "acetaminophen/codeine", "glyceryl trinitrate": "nitroglycerin"}

DRUGS = [
    ("metformin", ["500 mg", "850 mg", "1 g", "500 mg"], ["bd", "tds", "od"]),
    ("metformin MR", ["500 mg", "1 g", "1.5 g"], ["od", "bd"]),
    ("gliclazide", ["40 mg", "80 mg", "160 mg"], ["od", "bd"]),
    ("sitagliptin", ["100 mg", "50 mg"], ["od"]),
    ("empagliflozin", ["10 mg", "25 mg"], ["od"]),
    ("dapagliflozin", ["10 mg"], ["od"]),
    ("insulin glargine", ["14 units", "18 units", "24 units", "32 units", "40 units"], ["on"]),
    ("semaglutide", ["0.25 mg", "0.5 mg", "1 mg"], ["weekly"]),
    ("atorvastatin", ["10 mg", "20 mg", "40 mg", "80 mg"], ["on"]),
    ("simvastatin", ["20 mg", "40 mg"], ["on"]),
    ("rosuvastatin", ["5 mg", "10 mg", "20 mg"], ["od"]),
    ("ezetimibe", ["10 mg"], ["od"]),
    ("ramipril", ["2.5 mg", "5 mg", "10 mg"], ["od"]),
    ("lisinopril", ["5 mg", "10 mg", "20 mg"], ["od"]),
    ("losartan", ["25 mg", "50 mg", "100 mg"], ["od"]),
    ("candesartan", ["8 mg", "16 mg"], ["od"]),
    ("amlodipine", ["5 mg", "10 mg"], ["od"]),
    ("indapamide", ["1.5 mg", "2.5 mg"], ["od"]),
    ("hydrochlorothiazide", ["12.5 mg", "25 mg"], ["od"]),
    ("bisoprolol", ["1.25 mg", "2.5 mg", "5 mg", "10 mg"], ["od"]),
    ("apixaban", ["5 mg", "2.5 mg"], ["bd"]),
    ("rivaroxaban", ["20 mg", "15 mg"], ["od"]),
    ("aspirin", ["75 mg", "81 mg"], ["od"]),
    ("clopidogrel", ["75 mg"], ["od"]),
    ("levothyroxine", ["25 mcg", "50 mcg", "75 mcg", "100 mcg", "125 mcg"], ["od"]),
    ("omeprazole", ["10 mg", "20 mg", "40 mg"], ["od"]),
    ("lansoprazole", ["15 mg", "30 mg"], ["od"]),
    ("sertraline", ["50 mg", "100 mg", "150 mg"], ["od"]),
    ("citalopram", ["10 mg", "20 mg"], ["od"]),
    ("fluoxetine", ["20 mg", "40 mg"], ["od"]),
    ("mirtazapine", ["15 mg", "30 mg"], ["on"]),
    ("amitriptyline", ["10 mg", "20 mg", "25 mg"], ["on"]),
    ("salbutamol", ["100 mcg 2 puffs", "100 micrograms 1-2 puffs"], ["prn"]),
    ("beclometasone", ["100 mcg 2 puffs", "200 mcg 1 puff"], ["bd"]),
    ("budesonide/formoterol", ["200/6 1 puff", "100/6 2 puffs"], ["bd"]),
    ("fluticasone/salmeterol", ["250/25 2 puffs", "500/50 1 puff"], ["bd"]),
    ("tiotropium", ["18 mcg", "2.5 mcg 2 puffs"], ["od"]),
    ("montelukast", ["10 mg"], ["on"]),
    ("prednisolone", ["5 mg", "30 mg", "40 mg"], ["od"]),
    ("paracetamol", ["500 mg", "1 g"], ["qds", "prn"]),
    ("ibuprofen", ["200 mg", "400 mg"], ["tds"]),
    ("naproxen", ["250 mg", "500 mg"], ["bd"]),
    ("co-codamol", ["30/500 2 tablets", "8/500 2 tablets"], ["qds"]),
    ("gabapentin", ["100 mg", "300 mg"], ["tds"]),
    ("pregabalin", ["75 mg", "150 mg"], ["bd"]),
    ("allopurinol", ["100 mg", "300 mg"], ["od"]),
    ("colchicine", ["500 mcg", "0.6 mg"], ["bd"]),
    ("alendronic acid", ["70 mg"], ["weekly"]),
    ("colecalciferol", ["800 units", "1000 units", "20,000 units"], ["od", "weekly"]),
    ("ferrous fumarate", ["210 mg", "322 mg"], ["bd", "od"]),
    ("folic acid", ["5 mg", "400 mcg"], ["od"]),
    ("tamsulosin", ["400 mcg", "0.4 mg"], ["od"]),
    ("finasteride", ["5 mg"], ["od"]),
    ("furosemide", ["20 mg", "40 mg"], ["od"]),
    ("spironolactone", ["25 mg", "50 mg"], ["od"]),
    ("glyceryl trinitrate", ["400 mcg spray"], ["prn"]),
    ("sumatriptan", ["50 mg", "100 mg"], ["prn"]),
    ("propranolol", ["10 mg", "40 mg"], ["bd", "tds"]),
    ("zopiclone", ["3.75 mg", "7.5 mg"], ["on"]),
    ("mebeverine", ["135 mg"], ["tds"]),
    ("doxazosin", ["1 mg", "4 mg"], ["od"]),
    ("carbidopa/levodopa", ["25/100 1 tablet"], ["tds"]),
    ("donepezil", ["5 mg", "10 mg"], ["on"]),
]
ABX = [("amoxicillin", "500 mg", "tds", "5 days"), ("nitrofurantoin", "100 mg", "bd", "3 days"),
       ("doxycycline", "100 mg", "od", "5 days"), ("clarithromycin", "500 mg", "bd", "5 days"),
       ("flucloxacillin", "500 mg", "qds", "7 days"), ("phenoxymethylpenicillin", "500 mg", "qds", "10 days"),
       ("trimethoprim", "200 mg", "bd", "3 days"), ("cefalexin", "500 mg", "bd", "7 days")]

SIG = {
    "UK": {"od": ["OD", "once daily", "mane"], "bd": ["BD", "twice daily"], "tds": ["TDS", "three times a day"],
           "qds": ["QDS", "four times a day"], "on": ["ON", "at night", "nocte"], "prn": ["PRN", "when required"],
           "weekly": ["once weekly", "weekly"]},
    "US": {"od": ["daily", "PO daily", "qAM", "once daily"], "bd": ["BID", "PO BID", "twice daily"],
           "tds": ["TID", "PO TID"], "qds": ["QID", "q6h"], "on": ["qHS", "at bedtime", "nightly"],
           "prn": ["PRN", "q4-6h PRN"], "weekly": ["weekly", "once weekly"]},
}
SIG["IE"] = SIG["UK"]
SIG["CA"] = {**SIG["US"], "od": ["daily", "once daily", "OD"], "bd": ["BID", "twice daily"]}


def dname(c, n):
    if c == "US":
        return US_DRUG.get(n, n)
    if c == "CA":
        return CA_DRUG.get(n, n)
    return n


def sig(c, key):
    return ch(SIG[c][key])


INHALED = ("salbutamol", "beclometasone", "budesonide/formoterol", "fluticasone/salmeterol", "tiotropium",
           "glyceryl trinitrate")


def drug(c, entry=None):
    n, doses, freqs = entry or ch(DRUGS)
    sg = sig(c, ch(freqs))
    if n in INHALED:
        sg = sg.replace("PO ", "")
    return f"{dname(c, n)} {ch(doses)} {sg}"


def drugs(c, k):
    es = R.sample(DRUGS, k)
    return [drug(c, e) for e in es]


def abx(c):
    n, d, f, dur = ch(ABX)
    return f"{dname(c, n)} {d} {sig(c, f)} for {dur}"


# analyte: (name, SI (lo, hi, dec, unit, ref), conventional or None)
LABS = {
    "hba1c": ("HbA1c", (44, 92, 0, "mmol/mol", "<42"), (5.8, 10.4, 1, "%", "<5.7")),
    "glucose": ("Fasting glucose", (4.2, 11.5, 1, "mmol/L", "3.9-5.5"), (76, 210, 0, "mg/dL", "70-99")),
    "egfr": ("eGFR", (38, 98, 0, "mL/min/1.73m2", ">60"), (38, 98, 0, "mL/min/1.73m2", ">60")),
    "creat": ("Creatinine", (58, 160, 0, "umol/L", "45-110"), (0.6, 1.9, 2, "mg/dL", "0.6-1.2")),
    "na": ("Sodium", (134, 145, 0, "mmol/L", "133-146"), (134, 145, 0, "mEq/L", "135-145")),
    "k": ("Potassium", (3.4, 5.4, 1, "mmol/L", "3.5-5.3"), (3.4, 5.4, 1, "mEq/L", "3.5-5.1")),
    "urea": ("Urea", (3.0, 11.0, 1, "mmol/L", "2.5-7.8"), None),
    "bun": ("BUN", None, (8, 32, 0, "mg/dL", "7-20")),
    "chol": ("Total cholesterol", (3.2, 7.4, 1, "mmol/L", "<5.0"), (140, 280, 0, "mg/dL", "<200")),
    "ldl": ("LDL cholesterol", (1.4, 4.9, 1, "mmol/L", "<3.0"), (60, 190, 0, "mg/dL", "<100")),
    "hdl": ("HDL cholesterol", (0.8, 2.1, 1, "mmol/L", ">1.0"), (32, 80, 0, "mg/dL", ">40")),
    "tg": ("Triglycerides", (0.7, 3.9, 1, "mmol/L", "<1.7"), (70, 350, 0, "mg/dL", "<150")),
    "alt": ("ALT", (12, 68, 0, "U/L", "<40"), (12, 68, 0, "U/L", "7-56")),
    "tsh": ("TSH", (0.3, 8.2, 2, "mU/L", "0.27-4.20"), (0.3, 8.2, 2, "mIU/L", "0.4-4.5")),
    "ft4": ("Free T4", (9, 24, 1, "pmol/L", "12-22"), (0.7, 1.9, 2, "ng/dL", "0.8-1.8")),
    "hb": ("Hb", (105, 168, 0, "g/L", "130-170"), (10.5, 16.8, 1, "g/dL", "13.5-17.5")),
    "wbc": ("WBC", (3.8, 12.5, 1, "x10^9/L", "4.0-11.0"), (3.8, 12.5, 1, "K/uL", "4.5-11.0")),
    "plt": ("Platelets", (140, 420, 0, "x10^9/L", "150-400"), (140, 420, 0, "K/uL", "150-400")),
    "ferritin": ("Ferritin", (8, 320, 0, "ug/L", "30-400"), (8, 320, 0, "ng/mL", "30-400")),
    "vitd": ("Vitamin D", (18, 110, 0, "nmol/L", ">50"), (9, 48, 0, "ng/mL", "30-100")),
    "b12": ("Vitamin B12", (150, 700, 0, "ng/L", ">197"), (150, 900, 0, "pg/mL", "200-900")),
    "crp": ("CRP", (1, 48, 0, "mg/L", "<5"), (0.1, 4.8, 1, "mg/dL", "<0.5")),
    "acr": ("Urine ACR", (0.4, 32, 1, "mg/mmol", "<3.0"), (8, 300, 0, "mg/g", "<30")),
    "urate": ("Urate", (0.22, 0.58, 2, "mmol/L", "0.20-0.42"), (3.5, 9.8, 1, "mg/dL", "3.5-7.2")),
    "psa": ("PSA", (0.3, 6.5, 1, "ug/L", "<4.0"), (0.3, 6.5, 1, "ng/mL", "<4.0")),
    "inr": ("INR", (0.9, 3.4, 1, "", "2.0-3.0"), (0.9, 3.4, 1, "", "2.0-3.0")),
    "folate": ("Folate", (2.5, 18, 1, "ug/L", ">3.9"), (2.5, 18, 1, "ng/mL", ">4.0")),
    "alp": ("ALP", (40, 160, 0, "U/L", "30-130"), (40, 160, 0, "U/L", "44-147")),
    "bili": ("Bilirubin", (4, 28, 0, "umol/L", "<21"), (0.3, 1.6, 1, "mg/dL", "0.1-1.2")),
}
PANELS = {
    "diabetes": ["hba1c", "egfr", "creat", "acr", "chol", "ldl", "hdl", "tg", "k", "alt"],
    "renal": ["na", "k", "urea", "creat", "egfr"],
    "lipids": ["chol", "ldl", "hdl", "tg"],
    "fbc": ["hb", "wbc", "plt"],
    "tired": ["hb", "wbc", "plt", "ferritin", "b12", "folate", "tsh", "ft4", "vitd", "hba1c", "crp"],
    "lft": ["alt", "alp", "bili"],
    "thyroid": ["tsh", "ft4"],
    "gout": ["urate", "egfr", "creat", "crp"],
    "prostate": ["psa", "egfr", "creat"],
    "anticoag": ["inr", "hb", "egfr"],
}


LAB_KEYS = [k for k in LABS if k != "bun"]


def lab_spec(c, key):
    name, si, conv = LABS[key]
    use_conv = c == "US" or (c == "CA" and key == "hba1c")
    spec = conv if (use_conv and conv) else (si or conv)
    if key == "urea" and c == "US":
        name, spec = "BUN", LABS["bun"][2]
    if key == "bun" and c != "US":
        name, spec = "Urea", LABS["urea"][1]
    return name, spec


def lab_value(c, key):
    name, (lo, hi, dec, unit, ref) = lab_spec(c, key)
    v = R.uniform(lo, hi)
    vs = f"{v:.{dec}f}" if dec else str(int(round(v)))
    return name, vs, unit, ref


def lab_inline(c, key):
    name, vs, unit, ref = lab_value(c, key)
    u = f" {unit}" if unit else ""
    return ch([f"{name} {vs}{u}", f"{name} {vs}{u} (ref {ref})", f"{name}: {vs}{u}", f"{name} {vs}"])


def lab_table(c, keys, with_ref=True):
    rows = []
    for k in keys:
        name, vs, unit, ref = lab_value(c, k)
        flag = ""
        if maybe(0.2):
            flag = ch(["H", "L", "*"])
        row = f"{name:<20}{vs:>8} {unit:<15}"
        if with_ref:
            row += f" ({ref})"
        if flag:
            row += f" {flag}"
        rows.append(row.rstrip())
    return rows


def vitals(c, full=True):
    sbp, dbp = R.randint(106, 168), R.randint(62, 98)
    hr = R.randint(54, 104)
    parts = [ch([f"BP {sbp}/{dbp}", f"BP {sbp}/{dbp} mmHg", f"Blood pressure {sbp}/{dbp}"]),
             ch([f"HR {hr}", f"pulse {hr} regular", f"P {hr} bpm", f"HR {hr} bpm"])]
    if full:
        if c == "US":
            parts.append(f"Temp {R.uniform(97.2, 100.6):.1f} F")
            wt = R.randint(110, 290)
            parts.append(f"Wt {wt} lb")
        else:
            parts.append(f"Temp {R.uniform(36.1, 38.3):.1f} C")
            parts.append(f"Wt {R.uniform(48, 128):.1f} kg")
        parts.append(f"RR {R.randint(12, 22)}")
        parts.append(ch([f"SpO2 {R.randint(92, 99)}% on air", f"SpO2 {R.randint(92, 99)}% RA",
                         f"sats {R.randint(92, 99)}% on room air"]))
        parts.append(f"BMI {R.uniform(19, 41):.1f}")
    return ", ".join(parts)


SCORES = [
    lambda c: f"PHQ-9 {R.randint(0, 27)}", lambda c: f"GAD-7 {R.randint(0, 21)}",
    lambda c: (f"QRISK3 {R.uniform(2, 32):.1f}%" if c in ("UK", "IE") else
               f"ASCVD 10-year risk {R.uniform(2, 32):.1f}%" if c == "US" else
               f"Framingham risk {R.uniform(2, 32):.1f}%"),
    lambda c: f"CAT score {R.randint(4, 34)}", lambda c: f"mMRC {R.randint(0, 4)}",
    lambda c: f"MRC dyspnoea scale {R.randint(1, 5)}", lambda c: f"ACT {R.randint(8, 25)}/25",
    lambda c: f"AUDIT-C {R.randint(0, 12)}", lambda c: f"Epworth {R.randint(2, 20)}",
    lambda c: f"CHA2DS2-VASc {R.randint(1, 6)}", lambda c: f"ORBIT {R.randint(0, 4)}",
    lambda c: f"FRAX major osteoporotic {R.uniform(4, 28):.1f}%", lambda c: f"MUST {R.randint(0, 3)}",
    lambda c: f"Clinical Frailty Scale {R.randint(2, 7)}", lambda c: f"MoCA {R.randint(14, 30)}/30",
    lambda c: f"4AT {R.randint(0, 6)}", lambda c: f"Wells score {R.randint(0, 4)}",
    lambda c: f"CURB-65 {R.randint(0, 2)}", lambda c: f"FeverPAIN {R.randint(0, 4)}",
    lambda c: f"Centor {R.randint(0, 4)}", lambda c: f"Waterlow {R.randint(6, 22)}",
    lambda c: f"Barthel {R.randint(8, 20)}/20", lambda c: f"EQ-5D {R.uniform(0.3, 1):.2f}",
    lambda c: f"IPSS {R.randint(3, 28)}", lambda c: f"STarT Back {R.randint(0, 9)}",
]


def score(c):
    return ch(SCORES)(c)


CONDITIONS = [
    ("Type 2 diabetes mellitus", "E11.9"), ("Essential hypertension", "I10"), ("Asthma", "J45.9"),
    ("COPD", "J44.9"), ("Hypothyroidism", "E03.9"), ("Depression", "F32.1"),
    ("Generalised anxiety disorder", "F41.1"), ("Osteoarthritis of knee", "M17.1"),
    ("GORD", "K21.9"), ("CKD stage 3a", "N18.3"), ("Atrial fibrillation", "I48.91"),
    ("Hyperlipidaemia", "E78.5"), ("Obesity", "E66.9"), ("Low back pain", "M54.5"),
    ("Migraine", "G43.9"), ("Psoriasis", "L40.0"), ("Gout", "M10.9"), ("IBS", "K58.9"),
    ("BPH", "N40"), ("Osteoporosis", "M81.0"), ("Iron deficiency anaemia", "D50.9"),
    ("Vitamin D deficiency", "E55.9"), ("Insomnia", "G47.0"), ("Parkinson's disease", "G20"),
    ("Raynaud's phenomenon", "I73.0"), ("Crohn's disease", "K50.9"), ("Hashimoto's thyroiditis", "E06.3"),
    ("Barrett's oesophagus", "K22.7"), ("Dupuytren's contracture", "M72.0"), ("Graves' disease", "E05.0"),
    ("Addison's disease", "E27.1"), ("Meniere's disease", "H81.0"), ("Baker's cyst", "M71.2"),
    ("Bell's palsy", "G51.0"), ("Carpal tunnel syndrome", "G56.0"), ("Heart failure", "I50.9"),
    ("Angina", "I20.9"), ("Polymyalgia rheumatica", "M35.3"), ("Alzheimer's disease", "G30.9"),
    ("Sjogren's syndrome", "M35.0"), ("Hodgkin lymphoma (in remission)", "C81.9"),
    ("Osgood-Schlatter disease", "M92.5"), ("ME/CFS", "G93.3"), ("Multiple sclerosis (MS)", "G35"),
]
# invented SNOMED-like concept numbers (not looked up)
SNOMED_LIKE = {name: str(10000000 + (i * 7919 * 131) % 89999999) for i, (name, _) in enumerate(CONDITIONS)}


def cond_line(c, code_style=None):
    name, code = ch(CONDITIONS)
    if c == "US":
        name = name.replace("oesophagus", "esophagus").replace("anaemia", "anemia").replace(
            "Generalised", "Generalized").replace("GORD", "GERD").replace("Hyperlipidaemia", "Hyperlipidemia")
    st = code_style or ch(["icd", "icd", "snomed", "plain", "icd_pre"])
    if st == "icd":
        return f"{name} ({code})"
    if st == "icd_pre":
        return f"{code} {name}"
    if st == "snomed":
        return f"{name} [SNOMED {SNOMED_LIKE[name if name in SNOMED_LIKE else ch(list(SNOMED_LIKE))]}]"
    return name


def pmh(c, k):
    return R.sample([cond_line(c) for _ in range(k + 3)], k)


EPONYM_PHRASES = ["Murphy's sign negative", "Babinski downgoing", "Romberg negative",
                  "Tinel's sign positive", "Phalen's test positive", "Homans' sign negative",
                  "Kernig's sign negative", "Dix-Hallpike negative", "Valsalva manoeuvre normal",
                  "Heberden's nodes noted", "Bouchard's nodes noted", "McMurray's test negative",
                  "Lachman's test negative", "Trendelenburg test negative", "Finkelstein's test positive",
                  "Rovsing's sign negative", "Hawkins-Kennedy test positive", "Epley manoeuvre performed",
                  "Schober's test 4 cm", "Simmonds' test normal", "Thompson's test normal",
                  "Weber lateralises to the left", "Rinne positive bilaterally", "Chvostek sign negative",
                  "Cullen's and Grey Turner's signs absent", "Allen's test normal"]

# name-like ordinary words in clinical use (never annotated)
NAMELIKE = [
    "No frank haematuria.", "Will review in 2 weeks.", "Will recheck bloods in 3 months.",
    "Hope to step down treatment at next review.", "Sharp pain on deep inspiration.",
    "Short of breath on exertion, walks about 200 m on the flat.", "Brown sputum in the mornings.",
    "Green phlegm for 5 days.", "White cell count normal.", "History of kidney stone in the past.",
    "Uses a walker indoors.", "Visual field testing normal.", "Exposure to wood smoke at home (open fire).",
    "Enjoys hill walking.", "Blood pressure rose to 164/96 on home monitoring.", "Marked improvement since last visit.",
    "May need a referral if no better.", "Dawn phenomenon suspected on CGM trace.", "Diet rich in fibre advised.",
    "Long-acting insulin continued.", "Frank discussion about driving and hypos.", "Young children at home.",
    "Cooks most meals at home.", "Bell's palsy in the past, fully resolved.", "Baker's cyst on ultrasound.",
    "Grace period of 2 weeks given for the repeat.", "Stone-free on last imaging.",
    "Joy in activities reduced.", "Patient will bring the meter next time.", "We hope the new inhaler helps.",
    "Field of vision full to confrontation.", "Reacts to sterling silver jewellery (nickel).",
]
NAMELIKE_US = [s.replace("haematuria", "hematuria").replace("fibre", "fiber") for s in NAMELIKE]


def namelike(c):
    return ch(NAMELIKE_US if c == "US" else NAMELIKE)


ABBR_NEG = ["Hx of MI 2 years ago? No - ruled out.", "CT head normal.", "No PE symptoms.", "Known ME/CFS.",
            "LA injection to the shoulder discussed.", "VA 6/9 right, 6/6 left.", "ID referral not needed.",
            "NB: allergic to penicillin.", "MS excluded by MRI.", "Review by the PA on the team.",
            "No ALS features.", "DM review due.", "CA-125 normal.", "GA tolerated well in the past.",
            "OK to continue current dose.", "Seen by the MD on call overnight.",
            "CO monitoring: 3 ppm (non-smoker range)."]


# ---------------------------------------------------------------------------
# per-note context
# ---------------------------------------------------------------------------
RELS = [("wife", "F"), ("husband", "M"), ("partner", None), ("daughter", "F"), ("son", "M"),
        ("mother", "F"), ("father", "M"), ("sister", "F"), ("brother", "M"), ("neighbour", None),
        ("carer", None), ("friend", None), ("son-in-law", "M"), ("daughter-in-law", "F"),
        ("granddaughter", "F"), ("grandson", "M"), ("niece", "F"), ("nephew", "M"), ("mum", "F"),
        ("dad", "M"), ("stepdaughter", "F"), ("fiancé", "M"), ("fiancée", "F")]


def an(word):
    return ("an " if word[0].lower() in "aeiou" and not word.lower().startswith(("uni", "eu", "one")) else "a ") + word


class Ctx:
    def __init__(self, country, genre, age=None):
        self.c = country
        self.genre = genre
        NOTE_STYLE["style"] = ch({"US": US_STYLES, "UK": UK_STYLES, "IE": UK_STYLES, "CA": CA_STYLES}[country])
        self.visit = rdate()
        self.age = age if age is not None else wpick([(R.randint(18, 44), 3), (R.randint(45, 69), 4),
                                                      (R.randint(70, 89), 3), (R.randint(90, 103), 1)])
        self.pt = person(country)
        self.dob = dob_for(self.visit, self.age)
        self.pr = pron(self.pt)
        self.addr = Addr(country)
        self.gp = person(country)
        self.gp2 = person(country)
        self.nurse = person(country, sex=wpick([("F", 4), ("M", 1)]))
        self.staff = person(country)
        self.prac = practice(country)
        self.prac_addr = Addr(country, town=self.addr.town if maybe(0.5) else None, org=True)
        self.prac_phone = phone(country)
        self.prac_fax = phone(country)
        self.prac_email = org_email(self.prac)
        self.prac_url = org_url(self.prac)
        self.hosp = hospital(country)
        self.hosp_addr = Addr(country, org=True)
        self.phone = phone(country, ch(["mobile", "land"]))
        self.phone2 = phone(country, "mobile")
        self.email = email_of(self.pt)
        self.user = username(self.pt)
        self.mrn = mrn(country)
        self.hp = healthplan(country)
        self.prof = ch(PROFESSIONS)
        self.emp = employer(country)
        pool = RELS
        if self.age >= 55:
            pool = [r for r in RELS if r[0] not in ("mother", "father", "mum", "dad")]
        elif self.age < 30:
            pool = [r for r in RELS if r[0] not in ("son-in-law", "daughter-in-law", "granddaughter", "grandson",
                                                  "son", "daughter", "stepdaughter")]
        if self.age < 16:
            pool = [r for r in RELS if r[0] in ("mother", "father", "mum", "dad", "sister", "brother")]
        rl, sx = ch(pool)
        if country == "US" and rl == "neighbour":
            rl = "neighbor"
        self.rel = rl
        self.relp = person(country, sex=sx or ch("MF"))
        if rl in ("wife", "husband", "partner", "daughter", "son", "mother", "father", "sister", "brother",
                  "mum", "dad") and maybe(0.6):
            self.relp.last = self.pt.last
        self.fn_style = ch(["first", "first", "nick", "title"])

    # --- names -------------------------------------------------------------
    def fn(self):
        """The patient as named in running narrative."""
        st = self.fn_style
        if st == "nick" and self.pt.nick:
            return P("PATIENT", self.pt.nick if maybe(0.7) else self.pt.first)
        if st == "title":
            return f"{title_of(self.pt, self.c)} {P('PATIENT', self.pt.last)}"
        return P("PATIENT", self.pt.first)

    def ptn(self, forms=("full", "fml", "fmidl", "full")):
        return nm(self.pt, "PATIENT", list(forms))

    def ptt(self):
        return titled(self.pt, "PATIENT", self.c, forms=("last", "full", "last"))

    def rel_name(self, forms=("full", "first", "full", "first_init")):
        return nm(self.relp, "FAMILY", list(forms))

    def rel_phrase(self, his=None):
        his = his or self.pr["his"]
        return f"{his} {self.rel} {self.rel_name(('full', 'first', 'full', 'fml'))}"

    def dob_s(self):
        return D(self.dob, self.c, ch({"US": ["mdy", "mdy", "mdy_nopad", "long_us", "iso"],
                                       "CA": ["iso", "iso", "dmy", "long_us", "mdy"],
                                       "UK": ["dmy", "dmy", "dmy_dot", "long_uk", "mon_uk"],
                                       "IE": ["dmy", "dmy", "long_uk", "mon_uk", "dmy_dot"]}[self.c]))

    def vd(self):
        return D(self.visit, self.c)

    # --- identifiers ---------------------------------------------------------
    def id_pairs(self, k=2):
        c = self.c
        opts = []
        if c == "UK":
            opts = [(ch(["NHS No", "NHS number", "NHS no."]), P("HEALTHPLAN", self.hp)),
                    (ch(["Hosp No", "Hospital no.", "MRN", "Unit no."]), P("MRN", self.mrn)),
                    (ch(["Practice ID", "Patient ID", "Record no."]), P("MRN", mrn(c)))]
        elif c == "IE":
            opts = [(ch(["GMS No", "Medical card no.", "GMS no.", "DVC no."]), P("HEALTHPLAN", self.hp)),
                    (ch(["MRN", "Hosp. No", "Chart no."]), P("MRN", self.mrn)),
                    (ch(["PPSN", "PPS No", "PPS number"]), P("SSN", ssn(c))),
                    (ch(["IHI", "Health identifier"]), P("HEALTHPLAN", f"9{digits(2)}-{digits(3)}-{digits(4)}"))]
        elif c == "CA":
            opts = [(ch(["Health card #", "HCN", "PHN", "OHIP #", "Health card no."]), P("HEALTHPLAN", self.hp)),
                    (ch(["Chart #", "MRN", "Chart no."]), P("MRN", self.mrn)),
                    (ch(["Visit #", "Encounter #"]), P("ACCOUNT", account()))]
        else:
            opts = [("MRN", P("MRN", self.mrn)), (ch(["Member ID", "Ins ID", "Subscriber ID", "Medicaid ID"]),
                                                   P("HEALTHPLAN", self.hp)),
                    (ch(["Acct #", "Account", "Encounter #", "FIN"]), P("ACCOUNT", account()))]
        k = min(k, len(opts))
        chosen = opts[:1] + R.sample(opts[1:], k - 1)
        return chosen

    def id_line(self, k=2, sep=None):
        sep = sep or ch(["  ", " | ", "; ", "   "])
        return sep.join(f"{a}: {b}" if maybe(0.8) else f"{a} {b}" for a, b in self.id_pairs(k))

    # --- blocks ---------------------------------------------------------------
    def prac_head(self, fax=True, web=None):
        lines = [P("HOSPITAL", self.prac)] + self.prac_addr.lines()
        t = f"{ch(['Tel', 'Tel:', 'Phone:', 'T:', 'Telephone:'])} {P('PHONE', self.prac_phone)}"
        if fax:
            t += f"  {ch(['Fax', 'Fax:', 'F:'])} {P('FAX', self.prac_fax)}"
        lines.append(t)
        if web is None:
            web = maybe(0.5)
        if web:
            lines.append(f"{ch(['Email:', 'E:', 'e-mail:'])} {P('EMAIL', self.prac_email)}"
                         + (f"  {ch(['Web:', 'W:', 'www:'])} {P('URL', self.prac_url)}" if maybe(0.6) else ""))
        return lines

    def demog(self, k_ids=2, address=True, phone=True):
        c = self.c
        L = []
        nmf = ch(["caps", "full", "last_first", "fmidl"])
        L.append(f"{ch(['Patient:', 'Name:', 'Patient name:', 'PATIENT:'])} {self.ptn((nmf,))}")
        dob = f"{ch(['DOB:', 'D.O.B.', 'Date of birth:', 'DOB'])} {self.dob_s()}"
        if maybe(0.6):
            dob += f" ({AGE(self.age, self.pt.sex, ch(['y', 'yrs', 'bare', 'yo', 'sex']))})"
        L.append(dob)
        L.append(self.id_line(k_ids))
        if address:
            L.append(f"{ch(['Address:', 'Addr:', 'Home address:'])} {self.addr.one()}")
        if phone:
            L.append(f"{ch(['Tel:', 'Phone:', 'Mobile:', 'Contact no.:'])} {P('PHONE', self.phone)}")
        return L

    def sig(self, p=None, kind="doc", lic=None):
        p = p or self.gp
        c = self.c
        r = R.random()
        L = []
        if r < 0.3:
            L.append(signed(p, c, kind))
        elif r < 0.55:
            L.append(f"{dr(p, c, forms=('full', 'initsl', 'fml'))}")
            L.append(ch(["General Practitioner", "Family Physician", "GP Principal", "Salaried GP",
                         "Attending Physician", "Locum GP", "GP Registrar"]))
        elif r < 0.75:
            L.append(f"{ch(['Electronically signed by', 'Signed:', 'e-signed by', 'Authenticated by'])} "
                     f"{dr(p, c, forms=('full', 'last', 'fml'))} {ch(['on', '-'])} {self.vd()} {clock()}")
        elif r < 0.9:
            L.append(f"{nm(p, 'DOCTOR', ['full', 'fml'])}, {ch(DOC_CRED[c])}")
            L.append(P("HOSPITAL", self.prac))
        else:
            L.append(f"-- {nm(p, 'DOCTOR', ['initials', 'inits_nodot'])}")
        if lic or (lic is None and maybe(0.45)):
            lab, val = doc_license(c)
            L.append(f"{lab} {P('LICENSE', val)}" if not lab.endswith("#") else f"{lab}{P('LICENSE', val)}")
        return L


def social(x, k=3):
    c, fn, pr = x.c, x.fn(), x.pr
    P_ = P("PROFESSION", x.prof)
    O_ = P("ORGANIZATION", x.emp)
    occ = ch([f"Works as {an(x.prof).split(' ')[0]} {P_} at {O_}.",
              f"Retired {P_}.",
              f"Occupation: {P_} ({O_}).",
              f"{fn} is {an(x.prof).split(' ')[0]} {P_} with {O_}.",
              f"Employed by {O_} as {an(x.prof).split(' ')[0]} {P_}.",
              f"Currently off work from {pr['his']} job as {an(x.prof).split(' ')[0]} {P_}.",
              f"Works part-time as {an(x.prof).split(' ')[0]} {P_}.",
              f"{pr['He']} used to work as {an(x.prof).split(' ')[0]} {P_} until {Dpart(rdate((2008, 1, 1), (2022, 1, 1)), c)}."])
    out = [occ]
    town = P("CITY", x.addr.town)
    out.append(ch([f"Lives with {x.rel_phrase()} in {town}.",
                   f"Lives alone in {town}; {x.rel_phrase()} visits daily.",
                   f"Lives with {x.rel_phrase()}.",
                   f"{pr['His']} {x.rel} {x.rel_name()} is the main support.",
                   f"Moved to {town} from {P('COUNTRY', ch(WORLD))} in {D(rdate((1975, 1, 1), (2022, 1, 1)), c, 'year')}."]))
    qy = D(rdate((1995, 1, 1), (2023, 1, 1)), c, "year")
    out.append(ch([f"Ex-smoker (quit {qy}), {R.randint(5, 45)} pack-years.",
                   f"Never smoked. Alcohol {R.randint(0, 28)} units/week.",
                   f"Current smoker, {R.randint(5, 25)}/day; cessation advice given.",
                   f"Non-smoker. Drinks {R.randint(1, 20)} units per week.",
                   f"Vapes daily since {qy}; previously {R.randint(10, 30)} cigarettes/day."]))
    if maybe(0.4):
        rl, sx = ch([("wife", "F"), ("husband", "M"), ("partner", None), ("daughter", "F"), ("son", "M")])
        rp = person(c, sex=sx)
        rprof = ch(PROFESSIONS)
        out.append(f"{pr['His']} {rl} "
                   f"{nm(rp, 'FAMILY', ['first', 'full'])} works as {an(rprof).split(' ')[0]} "
                   f"{P('PROFESSION', rprof)}.")
    if maybe(0.25):
        out.append(f"Attends {P('ORGANIZATION', church(c))} {ch(['weekly', 'most weekends', 'regularly'])}.")
    if maybe(0.35):
        out.append(namelike(c))
    return out[:k + 2]


def famhx(x):
    c = x.c
    a1, a2 = R.randint(41, 88), R.randint(55, 99)
    return ch([f"FHx: father died at {P('AGE', a1)} of MI; mother alive aged {P('AGE', a2)}, T2DM.",
               f"Family history: mother had breast cancer at {P('AGE', a1)}; brother has hypertension.",
               f"FH: father {ch(['IHD', 'stroke', 'bowel cancer'])} aged {P('AGE', a1)}, mother {ch(['dementia', 'T2DM', 'AF'])}.",
               f"Family history of premature CAD (brother, MI at {P('AGE', R.randint(38, 54))}).",
               f"No relevant family history.", "FHx: nil of note.",
               f"Mother died at {P('AGE', words(a2) if maybe(0.3) else a2)} ({ch(['stroke', 'COPD', 'heart failure'])})."])


# ---------------------------------------------------------------------------
# presenting complaints (S/O/A/P material)
# ---------------------------------------------------------------------------
def cx_uri(x):
    c = x.c
    return dict(pc="sore throat and coryza",
                s=[f"{x.fn()} reports a sore throat and blocked nose for {R.randint(2, 6)} days.",
                   "No fever today; eating and drinking normally. No stridor or drooling."],
                o=[f"Temp {R.uniform(36.5, 37.9):.1f} C" if c != "US" else f"Temp {R.uniform(97.8, 100.2):.1f} F",
                   "Tonsils mildly inflamed without exudate; no cervical lymphadenopathy.",
                   f"{score(c) if maybe(0.3) else 'FeverPAIN ' + str(R.randint(0, 2))}."],
                a=ch(["Viral URTI (J06.9)", "Viral pharyngitis (J02.9)", "Acute sore throat, likely viral"]),
                p=["Self-care and safety-netting advice given.",
                   f"{dname(c, 'paracetamol')} {ch(['500 mg', '1 g'])} {sig(c, 'qds')} {sig(c, 'prn')} for symptom relief.",
                   "No antibiotics indicated; delayed script not issued."])


def cx_uti(x):
    c = x.c
    return dict(pc="dysuria and frequency",
                s=[f"{x.fn()} describes burning on passing urine and frequency for {R.randint(1, 4)} days.",
                   "No loin pain, no rigors, no visible blood. No vaginal discharge."],
                o=["Afebrile. Abdomen soft, mild suprapubic tenderness, no renal angle tenderness.",
                   ch(["Urine dip: leucocytes ++, nitrites positive, blood trace.",
                       "Urinalysis: LE 2+, nitrite +, protein trace."])],
                a=ch(["Lower UTI (N39.0)", "Uncomplicated cystitis (N30.0)"]),
                p=[f"{abx(c).capitalize()}.", "MSU sent.", "Advised fluids; return if fever or loin pain."])


def cx_back(x):
    c = x.c
    return dict(pc="low back pain",
                s=[f"{x.fn()} developed low back pain after lifting {ch(['a wardrobe', 'boxes at work', 'a paving slab', 'the grandchildren'])} {R.randint(3, 14)} days ago.",
                   "No leg weakness, no saddle anaesthesia, bladder and bowels normal."],
                o=["Paraspinal tenderness L4-L5. SLR negative bilaterally.",
                   "Power 5/5 throughout, reflexes symmetrical, sensation intact.",
                   f"{ch(EPONYM_PHRASES)}."],
                a="Mechanical low back pain (M54.5)",
                p=[f"{drug(c, ('naproxen', ['500 mg'], ['bd']))} with {drug(c, ('omeprazole', ['20 mg'], ['od']))}.",
                   f"STarT Back score {R.randint(0, 4)}; self-referral to physiotherapy.",
                   "Red-flag safety-netting discussed."])


def cx_htn(x):
    c = x.c
    return dict(pc="raised home blood pressure",
                s=[f"Home readings average {R.randint(138, 162)}/{R.randint(84, 100)} over 7 days.",
                   "No headaches, no chest pain, no visual disturbance."],
                o=[vitals(c, full=False) + ".", f"Repeat BP {R.randint(134, 158)}/{R.randint(80, 96)}.",
                   "Heart sounds normal; no ankle oedema."],
                a="Essential hypertension (I10)",
                p=[f"Start {drug(c, ch([('amlodipine', ['5 mg'], ['od']), ('ramipril', ['2.5 mg'], ['od']), ('losartan', ['50 mg'], ['od'])]))}.",
                   f"{score(c)}; {lab_inline(c, 'egfr')}.", "U&E in 2 weeks; BP review in 4 weeks."])


def cx_mood(x):
    c = x.c
    return dict(pc="low mood and poor sleep",
                s=[f"{x.fn()} reports low mood for {R.randint(3, 12)} weeks with early waking and poor concentration.",
                   "No thoughts of self-harm; protective factors include family and work."],
                o=[f"PHQ-9 {R.randint(10, 22)}, GAD-7 {R.randint(6, 18)}.",
                   "Good eye contact, reactive affect, no psychotic features."],
                a=ch(["Moderate depressive episode (F32.1)", "Mixed anxiety and depressive disorder (F41.2)"]),
                p=[f"Start {drug(c, ch([('sertraline', ['50 mg'], ['od']), ('citalopram', ['20 mg'], ['od'])]))}.",
                   "Self-referral to talking therapies discussed.", "Crisis numbers given. Review in 2 weeks."])


def cx_knee(x):
    c = x.c
    return dict(pc="knee pain",
                s=[f"Gradual-onset {ch(['right', 'left'])} knee pain over {R.randint(2, 18)} months, worse on stairs.",
                   "Morning stiffness under 30 minutes. No locking or giving way."],
                o=["Crepitus on flexion, small effusion, no warmth.", "McMurray's test negative. Ligaments stable."],
                a="Osteoarthritis of knee (M17.1)",
                p=["Topical diclofenac 1% gel TDS." if c != "US" else "Diclofenac 1% gel QID.",
                   "Weight loss and quadriceps strengthening advised.", "X-ray not required at this stage."])


def cx_rash(x):
    c = x.c
    return dict(pc="itchy rash",
                s=[f"{x.fn()} has an itchy rash on the flexures for {R.randint(1, 6)} weeks.",
                   "Known atopy; worse with new washing powder."],
                o=["Dry erythematous lichenified patches in both antecubital fossae.", "No signs of infection."],
                a="Atopic eczema flare (L20.9)",
                p=["Emollient liberally and as soap substitute.",
                   f"Hydrocortisone 1% cream {sig(c, 'bd')} for 7 days, then stop.", "Review if no better."])


def cx_headache(x):
    c = x.c
    return dict(pc="headaches",
                s=[f"Band-like headaches {R.randint(2, 5)} times a week for {R.randint(1, 6)} months.",
                   f"Using {dname(c, 'paracetamol')} on {R.randint(8, 20)} days a month."],
                o=[f"{vitals(c, full=False)}.", "Fundi normal; cranial nerves intact; no neck stiffness."],
                a=ch(["Tension-type headache (G44.2)", "Medication-overuse headache (G44.4)", "Migraine without aura (G43.0)"]),
                p=["Headache diary; limit analgesia to fewer than 10 days/month.",
                   f"Trial of {drug(c, ('amitriptyline', ['10 mg'], ['on']))}.", "Will review in 6 weeks."])


def cx_chest(x):
    c = x.c
    return dict(pc="productive cough and fever",
                s=[f"Productive cough with green sputum for {R.randint(3, 9)} days, fever and pleuritic pain.",
                   "Sharp pain on deep inspiration, right side."],
                o=[vitals(c) + ".", "Coarse crackles right base, bronchial breathing.", f"CRB-65 {R.randint(0, 1)}."],
                a="Community-acquired pneumonia (J18.9)",
                p=[f"{abx(c).capitalize()}.", "CXR in 6 weeks.", "Safety-net: if worse, call 999/911 or attend ED."])


def cx_tired(x):
    c = x.c
    return dict(pc="tiredness",
                s=[f"{x.fn()} feels tired all the time for {R.randint(2, 9)} months.",
                   "No weight loss, no night sweats; heavy periods." if x.pt.sex == "F" else "No weight loss, no night sweats."],
                o=["No pallor, no lymphadenopathy, thyroid not enlarged.", vitals(c, full=False) + "."],
                a="Fatigue, cause to be established (R53.83)",
                p=["Bloods: " + ", ".join(LABS[k][0] for k in R.sample(PANELS['tired'], 6)) + ".",
                   "Sleep hygiene advice.", "Results by phone or portal."])


def cx_gord(x):
    c = x.c
    return dict(pc="indigestion",
                s=["Epigastric burning after meals and at night for several weeks.",
                   "No dysphagia, no weight loss, no melaena, no vomiting."],
                o=["Abdomen soft, mild epigastric tenderness.", "Murphy's sign negative."],
                a="Dyspepsia / GORD (K21.9)" if c != "US" else "GERD (K21.9)",
                p=[f"{drug(c, ('omeprazole', ['20 mg'], ['od'])).capitalize()} for 4 weeks.",
                   "H. pylori stool antigen test.", "Lifestyle advice: smaller meals, raise the head of the bed."])


def cx_shoulder(x):
    c = x.c
    return dict(pc="shoulder pain",
                s=[f"{ch(['Right', 'Left'])} shoulder pain for {R.randint(2, 12)} weeks, worse reaching overhead.",
                   "Disturbs sleep when lying on that side."],
                o=["Painful arc 70-120 degrees.", "Hawkins-Kennedy positive, empty can test weak.", "Neck movements full."],
                a="Rotator cuff tendinopathy (M75.1)",
                p=["Physio referral.", f"{drug(c, ('ibuprofen', ['400 mg'], ['tds']))} with food.",
                   "Consider steroid injection if no improvement."])


def cx_dizzy(x):
    c = x.c
    return dict(pc="dizziness",
                s=["Brief spinning episodes on turning over in bed, lasting under a minute.",
                   "No hearing loss, no tinnitus, no focal neurology."],
                o=["Dix-Hallpike positive on the right with torsional nystagmus.", "Romberg negative."],
                a="BPPV (H81.1)",
                p=["Epley manoeuvre performed in clinic.", "Brandt-Daroff exercises leaflet given.",
                   "Advised not to drive if symptomatic."])


def cx_cts(x):
    c = x.c
    return dict(pc="tingling in the hand",
                s=["Numbness and tingling in the thumb, index and middle fingers, worse at night.",
                   "Shakes hand to relieve symptoms."],
                o=["Tinel's sign positive at the wrist; Phalen's test positive.", "No thenar wasting."],
                a="Carpal tunnel syndrome (G56.0)",
                p=["Night splint.", "Nerve conduction studies if persistent.", "Review in 6 weeks."])


def cx_bells(x):
    c = x.c
    return dict(pc="facial weakness",
                s=[f"Woke {ch(['1 day ago', '2 days ago', 'yesterday', 'this morning'])} with {ch(['right', 'left'])}-sided facial droop, unable to close the eye fully.",
                   "No limb weakness, no speech disturbance."],
                o=["Lower motor neurone facial weakness including the forehead.", "Ears: no vesicles. Limbs normal."],
                a="Bell's palsy (G51.0)",
                p=[f"{drug(c, ('prednisolone', ['50 mg'], ['od']))} for 10 days.", "Eye protection: lubricant drops and taping at night.",
                   "Review in 1 week."])


def cx_gout(x):
    c = x.c
    return dict(pc="painful swollen toe",
                s=["Sudden onset of a hot, swollen big toe overnight.", "Similar episode last year."],
                o=["Red, swollen, exquisitely tender 1st MTP joint.", f"{lab_inline(c, 'urate')}."],
                a="Acute gout (M10.9)",
                p=[f"{drug(c, ('colchicine', ['500 mcg'], ['bd']))} for up to 6 days.",
                   "Recheck urate in 4-6 weeks; discuss allopurinol.", "Reduce alcohol and sugary drinks."])


def cx_insomnia(x):
    c = x.c
    return dict(pc="poor sleep",
                s=["Difficulty getting off to sleep for 3 months; lies awake for 2 hours.",
                   f"Epworth {R.randint(3, 12)}. Caffeine up to 5 cups a day."],
                o=["Alert, appropriate. No evidence of depression today (PHQ-9 " + str(R.randint(2, 8)) + ")."],
                a="Insomnia (G47.0)",
                p=["Sleep hygiene and CBT-I resources.", "Avoid hypnotics; review in 4 weeks."])


def cx_ear(x):
    c = x.c
    return dict(pc="earache",
                s=["Itchy, painful left ear after swimming, some discharge.", "Hearing slightly muffled."],
                o=["Oedematous canal with debris; TM not fully visualised.", "Weber central, Rinne positive."],
                a="Otitis externa (H60.9)",
                p=["Acetic acid 2% spray TDS for 7 days." if c != "US" else "Ofloxacin otic drops BID for 7 days.",
                   "Keep ear dry.", "Review if not settling."])


COMPLAINTS = [cx_uri, cx_uti, cx_back, cx_htn, cx_mood, cx_knee, cx_rash, cx_headache, cx_chest, cx_tired,
              cx_gord, cx_shoulder, cx_dizzy, cx_cts, cx_bells, cx_gout, cx_insomnia, cx_ear]


def complaint(x):
    return ch(COMPLAINTS)(x)


# ---------------------------------------------------------------------------
# genre generators (each returns a list of lines with markers)
# ---------------------------------------------------------------------------
def a_age(age, sex, style="year_old"):
    w = words(age) if style == "words" else str(age)
    art = "an" if (w[0] in "aeiou8" or age in (11, 18)) else "a"
    return f"{art} {AGE(age, sex, style)}"


def man_woman(x):
    if x.age < 18:
        return "boy" if x.pt.sex == "M" else "girl"
    return ch(["man", "gentleman"]) if x.pt.sex == "M" else ch(["woman", "lady"])


def later(d, lo=5, hi=60):
    return d + dt.timedelta(days=R.randint(lo, hi))


def earlier(d, lo=5, hi=400):
    return d - dt.timedelta(days=R.randint(lo, hi))


def holiday_line(x):
    c = x.c
    h = P("DATE", ch(HOLIDAYS[c]))
    return ch([f"Symptoms started {ch(['around', 'just after', 'shortly before'])} {h}.",
               f"Was well until {h}.", f"Family visiting over {h}.",
               f"Wants to be fit for {h} ({ch(['travelling', 'hosting family', 'working extra shifts'])})."])


def opening(x, pc):
    c = x.c
    sx = "M" if x.pt.sex == "M" else "F"
    r = R.random()
    if r < 0.25:
        return f"{x.fn()} is {a_age(x.age, x.pt.sex, ch(['year_old', 'year_old', 'words']))} {man_woman(x)} presenting with {pc}."
    if r < 0.45:
        return f"{AGE(x.age, x.pt.sex, ch(['sex', 'sex_sp']))} with {pc}."
    if r < 0.6:
        return f"Pt {nm(x.pt, 'PATIENT', ['initials'])} is {a_age(x.age, x.pt.sex, 'yr_old')} {man_woman(x)} seen today with {pc}."
    if r < 0.75:
        return f"{AGE(x.age, x.pt.sex, ch(['yo', 'y/o', 'yo_tight']))} {'male' if sx == 'M' else 'female'} presents with {pc}."
    if r < 0.87:
        return f"Seen with {pc}. {x.fn()}, {AGE(x.age, x.pt.sex, 'bare')}, attends alone." if maybe(0.5) else \
            f"Seen with {pc}. {x.fn()} ({AGE(x.age, x.pt.sex, ch(['y', 'yrs']))}) attends with {x.rel_phrase()}."
    return f"{x.ptt()}, {AGE(x.age, x.pt.sex, 'aged')}, presents with {pc}."


def g_soap(x):
    c = x.c
    L = []
    head = ch(["CONSULTATION NOTE", "Consultation", "Clinic note", "Surgery consultation", "Encounter note",
               "GP consultation"])
    if c == "US":
        head = ch(["OFFICE VISIT", "Progress Note", "Primary Care Visit", "Family Medicine Office Visit"])
    if c == "CA" and maybe(0.5):
        head = ch(["Family medicine visit", "Clinic visit note", "Office visit"])
    L.append(P("HOSPITAL", x.prac) + (f", {P('CITY', x.prac_addr.town)}" if maybe(0.4) else ""))
    vd = x.vd() if maybe(0.75) else Dwd(x.visit, c)
    L.append(f"{head} - {vd} {clock()}")
    cl = f"Clinician: {dr(x.gp, c)}"
    if maybe(0.4):
        cl += f" | Room {P('LOCATION_OTHER', ch([str(R.randint(1, 14)), str(R.randint(1, 9)) + ch('AB'), str(R.randint(101, 240))]))}"
    L.append(cl)
    L += x.demog(k_ids=ch([1, 2, 2]), address=maybe(0.5), phone=maybe(0.4))
    if maybe(0.25):
        L.append(f"Chaperone: {ch(['Practice Nurse', 'HCA', 'Nurse', 'MA'])} {nm(x.nurse, 'DOCTOR', ['full', 'first', 'initl'])}")
    L.append("")
    cx = complaint(x)
    H = ch([("S:", "O:", "A:", "P:"), ("Subjective:", "Objective:", "Assessment:", "Plan:"),
            ("History:", "Examination:", "Impression:", "Plan:"), ("HPI:", "Exam:", "Assessment:", "Plan:")])
    s = [opening(x, cx["pc"])] + cx["s"]
    if maybe(0.15):
        s.append(holiday_line(x))
    if maybe(0.6):
        s += social(x, k=R.randint(1, 3))
    if maybe(0.4):
        s.append(famhx(x))
    if maybe(0.3):
        s.append(f"PMH: {'; '.join(pmh(c, R.randint(1, 3)))}.")
    if maybe(0.3):
        s.append(f"Meds: {'; '.join(drugs(c, R.randint(1, 4)))}.")
    L.append(f"{H[0]} " + " ".join(s))
    o = ([vitals(c) + "."] if maybe(0.6) else []) + cx["o"]
    if maybe(0.3):
        o.append(ch(ABBR_NEG))
    L.append(f"{H[1]} " + " ".join(o))
    L.append(f"{H[2]} {cx['a']}.")
    p = list(cx["p"])
    fu = later(x.visit, 7, 42)
    p.append(ch([f"Follow-up {Dwd(fu, c)}.", f"Review on {D(fu, c)}.", "Will review in 2 weeks.",
                 f"Booked with {dr(x.gp2, c, forms=('last',))} for {Dwd(fu, c)} at {clock()}.",
                 "Return if worse.", f"Next appt {D(fu, c, 'md_us' if c == 'US' else 'dm_uk')}."]))
    if maybe(0.4):
        p.append(namelike(c))
    L.append(f"{H[3]} " + " ".join(p))
    L.append("")
    if maybe(0.2) and c == "US":
        L.append(f"Scribed by {nm(x.staff, 'DOCTOR', ['full', 'fml'])} in the presence of {dr(x.gp, c, forms=('last',))}.")
    L += x.sig()
    if maybe(0.2):
        L.append(f"Entered by user {P('USERNAME', username(x.gp))} {clock()}")
    return L


def g_tele(x):
    c = x.c
    L = []
    video = maybe(0.45)
    L.append(ch(["VIDEO CONSULTATION", "Video consultation", "Telehealth visit (video)"]) if video else
             ch(["TELEPHONE CONSULTATION", "Telephone consultation", "Phone consult", "Telephone triage",
                 "Telehealth visit (audio only)"]))
    L.append(f"{P('HOSPITAL', x.prac)} - {dr(x.gp, c) if maybe(0.7) else 'ANP ' + nm(x.nurse, 'DOCTOR', ['full', 'initl'])}")
    L.append(f"Date: {Dwd(x.visit, c) if maybe(0.5) else x.vd()}  Time: {clock()}")
    L.append(f"Patient: {x.ptn(('full', 'caps', 'last_first', 'fml'))}  DOB {x.dob_s()}  {x.id_line(1)}")
    num = P("PHONE", x.phone)
    L.append(ch([f"Called patient on {num} (first attempt).", f"Patient called in from {num}; call-back arranged.",
                 f"Outgoing call to {num} at {clock()}; no answer, second attempt at {clock()} successful.",
                 f"Call-back number: {num}."]))
    L.append(ch([f"Identity confirmed with DOB and postcode {P('ZIP', x.addr.zip)}.",
                 f"ID checked: name, DOB and first line of address ({P('STREET', x.addr.street)}).",
                 f"Two identifiers confirmed (name and DOB {x.dob_s()}).",
                 f"Identity verified; address on file {x.addr.one()}."]))
    if video:
        L.append(ch([f"Platform link sent by SMS: {P('URL', 'https://video.example.net/room/' + letters(6).lower())}",
                     f"Joined via {P('URL', 'meet.example.org/' + ascii_name(x.prac.split()[0]) + str(R.randint(10, 99)))}",
                     f"Session connected from {P('IPADDR', ip())} (home broadband).",
                     f"Video visit through the patient portal ({P('URL', 'https://portal.example.com/visit')}); client IP {P('IPADDR', ip())}."]))
        if maybe(0.25):
            L.append(f"Identity matched by app face verification (biometric ID {P('BIOID', bioid())}).")
    if c in ("US", "CA"):
        L.append(f"Patient location during visit: home, {P('CITY', x.addr.town)}, {P('STATE', x.addr.state[0] if maybe(0.5) else x.addr.state[1])}.")
    L.append("Consent for remote consultation obtained." + (f" {x.rel.capitalize()} {x.rel_name()} also on the call with consent." if maybe(0.35) else ""))
    cx = complaint(x)
    L.append("")
    L.append("History: " + " ".join([opening(x, cx["pc"])] + cx["s"] + ([holiday_line(x)] if maybe(0.15) else [])))
    if maybe(0.5):
        L.append("Self-reported: " + ch([f"home BP {R.randint(118, 160)}/{R.randint(70, 96)}, HR {R.randint(58, 98)}.",
                                         f"temp {R.uniform(36.4, 38.6):.1f} C, pulse oximeter {R.randint(93, 99)}%.",
                                         f"weight {R.uniform(55, 110):.1f} kg; glucose {R.uniform(5, 14):.1f} mmol/L."
                                         if c != "US" else f"weight {R.randint(120, 260)} lb; glucose {R.randint(90, 260)} mg/dL."]))
    if maybe(0.4):
        L.append(" ".join(social(x, 1)))
    L.append(f"Assessment: {cx['a']}.")
    L.append("Plan: " + " ".join(cx["p"]))
    if maybe(0.5):
        fu = later(x.visit, 1, 14)
        L.append(ch([f"Face-to-face appointment offered {Dwd(fu, c)} at {clock()}.",
                     f"F2F review booked for {D(fu, c)}.", f"Call back on {Dwd(fu, c)} with results."]))
    if maybe(0.4):
        L.append(f"Prescription sent electronically to {P('HOSPITAL', pharmacy(c))}.")
    L.append(f"Call duration: {R.randint(4, 25)} minutes. Safety-netting advice given and understood.")
    if maybe(0.3):
        L.append(namelike(c))
    L += x.sig()
    return L


SPECIALTIES = [("Endocrinology", "Consultant Endocrinologist", "diabetes"),
               ("Respiratory Medicine", "Consultant Respiratory Physician", "copd"),
               ("Cardiology", "Consultant Cardiologist", "cardio"),
               ("Rheumatology", "Consultant Rheumatologist", "rheum"),
               ("Gastroenterology", "Consultant Gastroenterologist", "gi"),
               ("Dermatology", "Consultant Dermatologist", "derm"),
               ("ENT", "ENT Surgeon", "ent"), ("Neurology", "Consultant Neurologist", "neuro"),
               ("Urology", "Consultant Urologist", "uro"),
               ("Memory Assessment Service", "Old Age Psychiatrist", "memory"),
               ("Sleep Medicine", "Sleep Physician", "sleep")]
REF_REASON = {
    "diabetes": ["poorly controlled type 2 diabetes despite three agents", "suspected LADA", "recurrent hypoglycaemia on insulin"],
    "copd": ["breathlessness out of proportion to spirometry", "frequent COPD exacerbations (4 in 12 months)", "possible bronchiectasis"],
    "cardio": ["exertional chest tightness", "palpitations with a new murmur", "newly diagnosed AF for rhythm review"],
    "rheum": ["inflammatory polyarthritis with raised CRP", "suspected polymyalgia rheumatica not settling", "Raynaud's with positive ANA"],
    "gi": ["iron deficiency anaemia", "change in bowel habit", "persistent dyspepsia despite PPI"],
    "derm": ["a changing pigmented lesion on the back", "treatment-resistant psoriasis", "hidradenitis"],
    "ent": ["unilateral hearing loss and tinnitus", "recurrent tonsillitis", "persistent hoarse voice"],
    "neuro": ["a tremor, ?Parkinson's disease", "new-onset seizures", "numbness in both feet"],
    "uro": ["raised PSA", "visible haematuria", "recurrent UTIs"],
    "memory": ["progressive memory loss over 18 months", "word-finding difficulty and getting lost"],
    "sleep": ["suspected obstructive sleep apnoea (Epworth 16)", "excessive daytime sleepiness"],
}


def g_referral(x):
    c = x.c
    L = list(x.prac_head(fax=maybe(0.8)))
    L.append("")
    L.append(D(x.visit, c, ch(["long_uk", "ord_uk", "dmy"] if c in ("UK", "IE") else ["long_us", "mdy", "iso"])))
    L.append("")
    spec, role, key = ch(SPECIALTIES)
    cons = person(c)
    named = maybe(0.7)
    L.append(dr(cons, c, forms=("full", "initsl", "fml")) if named else ch(["The Consultant", "Referral Centre", "Intake Coordinator"]))
    L.append(role if maybe(0.7) else f"Department of {spec}")
    L.append(P("HOSPITAL", x.hosp))
    L += x.hosp_addr.lines()
    L.append("")
    salut = f"Dear {dr(cons, c, forms=('last',))}," if named and maybe(0.85) else ch(["Dear Colleague,", "Dear Doctor,", "Dear Sir/Madam,"])
    L.append(salut)
    L.append("")
    L.append(f"Re: {x.ptn(('caps', 'full', 'fmidl'))}, DOB {x.dob_s()}")
    L.append(x.addr.one())
    L.append(x.id_line(2))
    if c in ("UK", "IE") and maybe(0.6):
        L.append(f"{ch(['e-Referral UBRN', 'UBRN', 'Healthlink ref'])}: {P('IDNUM', idnum('ubrn') if c == 'UK' else idnum())}")
    if c in ("US", "CA") and maybe(0.6):
        L.append(f"{ch(['Referral #', 'Auth #', 'eReferral ID'])} {P('IDNUM', idnum())}")
    L.append("")
    reason = ch(REF_REASON[key])
    prof = f" {P('PROFESSION', x.prof)}" if maybe(0.5) else ""
    L.append(f"Thank you for seeing this {AGE(x.age, x.pt.sex, ch(['year_old', 'year_old', 'yr_old']))}{prof} "
             f"{man_woman(x)} with {reason}. " + ch([
                 f"{x.fn()} first noticed symptoms in {Dpart(earlier(x.visit, 30, 500), c)}.",
                 f"Symptoms began around {D(earlier(x.visit, 30, 500), c, ch(['month_year', 'month']))} and have progressed.",
                 f"I first saw {x.pr['him']} about this on {D(earlier(x.visit, 10, 200), c)}."]))
    L.append("")
    L.append("Past medical history:")
    for i, pm in enumerate(pmh(c, R.randint(2, 5)), 1):
        yr = f" ({D(rdate((1990, 1, 1), (2024, 1, 1)), c, 'year')})" if maybe(0.4) else ""
        L.append(f"{i}. {pm}{yr}")
    L.append("")
    L.append("Current medication:")
    for d in drugs(c, R.randint(2, 6)):
        L.append(f"- {d}")
    L.append(f"Allergies: {ch(['NKDA', 'penicillin (rash)', 'codeine (vomiting)', 'none known', 'sulfa drugs'])}")
    L.append("")
    L.append(f"Recent results ({D(earlier(x.visit, 3, 40), c)}): " + "; ".join(lab_inline(c, k) for k in R.sample(LAB_KEYS, 4)) + ".")
    L.append(vitals(c) + ".")
    if maybe(0.5):
        L.append(" ".join(social(x, 2)))
    if maybe(0.3):
        L.append(famhx(x))
    L.append("")
    L.append(ch(["I would be grateful for your assessment and advice on further management.",
                 "I would appreciate your opinion and any investigations you feel appropriate.",
                 "Many thanks for your help with this patient."]))
    if maybe(0.4):
        L.append(f"{x.pr['He']} can be contacted on {P('PHONE', x.phone)}" + (f" or by email at {P('EMAIL', x.email)}." if maybe(0.5) else "."))
    if maybe(0.3):
        L.append(f"{x.pr['He']} would prefer appointments on {D(later(x.visit, 14, 60), c, 'wd')} as {x.pr['he']} works at {P('ORGANIZATION', x.emp)}.")
    L.append("")
    L.append(ch(["Yours sincerely,", "Kind regards,", "Yours faithfully,", "Sincerely,"]))
    L.append("")
    L += x.sig(lic=maybe(0.6))
    if maybe(0.5):
        L.append(f"cc: {x.ptn(('full', 'fml'))} (patient)" if maybe(0.5) else f"cc: {P('HOSPITAL', pharmacy(c))}")
    return L


def g_clinic_letter(x):
    c = x.c
    spec, role, key = ch(SPECIALTIES)
    cons = person(c)
    sec = person(c)
    L = [P("HOSPITAL", x.hosp), f"{ch(['Department of', 'Dept. of', ''])} {spec}".strip() + (f", {P('HOSPITAL', ch(WARDS))}" if maybe(0.2) else "")]
    L += x.hosp_addr.lines()
    L.append(f"Tel {P('PHONE', phone(c, 'ext' if maybe(0.5) else 'land'))}" + (f"  Fax {P('FAX', phone(c))}" if maybe(0.6) else "")
             + (f"  {ch(['Bleep', 'Pager', 'bleep', 'pager #'])} {P('PHONE', pager())}" if maybe(0.35) else ""))
    if maybe(0.3):
        L.append(f"Secretary: {P('EMAIL', email_of(sec))}")
    L.append("")
    ref = f"{nm(cons, 'DOCTOR', ['inits_nodot'])}/{P('DOCTOR', ascii_name(sec.first)[0] + ascii_name(sec.last)[0])}"
    L.append(f"Our ref: {ref}   {ch(['Hosp No', 'MRN', 'Unit No'])}: {P('MRN', x.mrn)}")
    cd = x.visit
    L.append(f"Clinic date: {D(cd, c)}   Dictated: {D(cd, c)}   Typed: {D(later(cd, 1, 9), c)}")
    L.append("")
    L.append(dr(x.gp, c, forms=("full", "initsl", "fml")))
    L.append(P("HOSPITAL", x.prac))
    L += x.prac_addr.lines()
    L.append("")
    L.append(f"Dear {dr(x.gp, c, forms=('last',))},")
    L.append("")
    L.append(f"Re: {x.ptn(('caps', 'full', 'fmidl'))}  DOB: {x.dob_s()}")
    L.append(x.addr.one())
    L.append(x.id_line(1))
    L.append("")
    L.append("Diagnoses:")
    for i, pm in enumerate(pmh(c, R.randint(1, 4)), 1):
        L.append(f"{i}. {pm}")
    L.append("")
    L.append("Plan:")
    plan = [f"Start {drug(c)}.", f"Increase {drug(c)}.", f"Stop {dname(c, ch(DRUGS)[0])}.",
            f"Repeat {', '.join(LABS[k][0] for k in R.sample(LAB_KEYS, 3))} in 3 months.",
            f"Review in clinic in {R.randint(3, 12)} months.", "Discharge to GP care.",
            f"Echocardiogram booked for {D(later(cd, 10, 60), c)}.", "Spirometry with reversibility.",
            "Refer to dietitian.", f"Patient to contact the specialist nurse on {P('PHONE', phone(c, 'ext'))}."]
    for i, p in enumerate(R.sample(plan, R.randint(2, 4)), 1):
        L.append(f"{i}. {p}")
    L.append("")
    who = x.ptt()
    acc = f", accompanied by {x.rel_phrase()}" if maybe(0.4) else ""
    L.append(f"I reviewed {who} in the {spec} clinic today{acc}. " +
             ch([f"{x.pr['He']} is {a_age(x.age, x.pt.sex, ch(['year_old', 'words']))} retired {P('PROFESSION', x.prof)}.",
                 f"{x.pr['He']} works as {an(x.prof).split(' ')[0]} {P('PROFESSION', x.prof)} for {P('ORGANIZATION', x.emp)}.",
                 f"{x.pr['He']} was last seen here on {D(earlier(cd, 60, 400), c)}.",
                 f"Since {Dpart(earlier(cd, 60, 500), c)} {x.pr['he']} has been much better."]))
    L.append(" ".join([ch(["On examination today", "Examination"]) + ": " + vitals(c, full=maybe(0.5)) + ".",
                       ch(EPONYM_PHRASES) + ".", f"{score(c)}."]))
    L.append("Results: " + "; ".join(lab_inline(c, k) for k in R.sample(LAB_KEYS, R.randint(3, 6))) + ".")
    if maybe(0.5):
        L.append(ch([f"{who} tells me {x.pr['his']} {x.rel} {x.rel_name()} has been a great support.",
                     f"{x.pr['He']} is due to travel to {P('COUNTRY', ch(WORLD))} on {D(later(cd, 20, 90), c)} and I have provided a letter for the airline.",
                     f"{x.pr['He']} has a {ch(['holiday', 'wedding'])} in {P('COUNTRY', ch(WORLD))} over {P('DATE', ch(HOLIDAYS[c]))}.",
                     namelike(c)]))
    L.append(ch(["I will see her again in clinic." if x.pt.sex == "F" else "I will see him again in clinic.",
                 "We have not made a further appointment.", "Many thanks for your ongoing care."]))
    L.append("")
    L.append("Yours sincerely,")
    L.append("")
    L.append(dr(cons, c, forms=("full", "initsl", "fml")) if maybe(0.6) else signed(cons, c))
    L.append(role)
    if maybe(0.5):
        lab, val = doc_license(c)
        L.append(f"{lab} {P('LICENSE', val)}")
    L.append(ch([f"Dictated but not checked. Typed by {nm(sec, 'DOCTOR', ['full', 'first_init', 'initl'])}",
                 f"Transcribed by {nm(sec, 'DOCTOR', ['full', 'initl'])}, medical secretary",
                 f"Typist: {nm(sec, 'DOCTOR', ['inits_nodot', 'full'])}",
                 f"DD/{P('DOCTOR', ascii_name(sec.first)[0] + ascii_name(sec.last)[0])}"]))
    if maybe(0.5):
        L.append(f"cc: {x.ptn(('full', 'fml'))}, {x.addr.one()}")
    return L


def g_repeat(x):
    c = x.c
    L = []
    us = c in ("US", "CA") and maybe(0.6)
    L.append(ch(["REFILL REQUEST", "Prescription renewal request", "Medication refill"]) if us else
             ch(["REPEAT PRESCRIPTION REQUEST", "Repeat prescription request", "Repeat Rx request", "Request for repeat medication"]))
    L.append(f"Practice: {P('HOSPITAL', x.prac)}")
    via = ch(["online", "pharmacy", "email", "phone", "paper"])
    when = f"{D(x.visit, c) if maybe(0.7) else Dwd(x.visit, c)} {clock()}"
    if via == "online":
        L.append(f"Received: {when} via {P('URL', x.prac_url)}")
        L.append(f"Portal user: {P('USERNAME', x.user)}" + (f" (IP {P('IPADDR', ip())})" if maybe(0.5) else "")
                 + (f"; signed in with {ch(['fingerprint', 'face ID', 'palm vein'])} (biometric ref {P('BIOID', bioid())})" if maybe(0.35) else ""))
    elif via == "pharmacy":
        ph = pharmacy(c)
        L.append(f"Received: {when} from {P('HOSPITAL', ph)}, fax {P('FAX', phone(c))}")
    elif via == "email":
        L.append(f"Received: {when} by email from {P('EMAIL', x.email)}")
    elif via == "phone":
        L.append(f"Received: {when} by phone ({P('PHONE', x.phone)})")
    else:
        L.append(f"Received: {when}, slip handed in at reception")
    L += x.demog(k_ids=ch([1, 2]), address=maybe(0.6), phone=False)
    L.append("")
    L.append("Items requested:")
    for d in drugs(c, R.randint(2, 6)):
        L.append(f"[x] {d} - {ch(['28', '56', '30', '90', '84'])} {ch(['days', 'day supply', 'days'])}")
    if maybe(0.5):
        L.append(f"[ ] {drug(c)} (not due until {D(later(x.visit, 5, 40), c)})")
    L.append("")
    L.append(f"Nominated pharmacy: {P('HOSPITAL', pharmacy(c))}, {P('CITY', ch(TOWNS[c]))}")
    if maybe(0.5):
        L.append(f"Requested by: {x.rel} {x.rel_name()}" + (f" (tel {P('PHONE', x.phone2)})" if maybe(0.5) else ""))
    if maybe(0.4):
        L.append(ch([f"Note: medication review due {D(later(x.visit, 1, 60), c, ch(['month_year', 'mon_year']) if maybe(0.4) else None)}.",
                     f"Note: BP check overdue - last recorded {D(earlier(x.visit), c)}.",
                     f"Note: {lab_inline(c, 'egfr')} on {D(earlier(x.visit, 10, 200), c)} - ok to issue.",
                     "Note: early request - last issued 14 days ago; query with patient.", namelike(c)]))
    rx = f"Rx no. {P('IDNUM', idnum('rx'))}" if maybe(0.5) else ""
    L.append(f"Authorised: {dr(x.gp, c, forms=('last', 'initl', 'full'))} {D(later(x.visit, 0, 2), c)} {rx}".rstrip())
    if c == "US" and maybe(0.6):
        L.append(f"Prescriber NPI {P('LICENSE', license_(c, 'npi'))}" + (f"  DEA {P('LICENSE', license_(c, 'dea'))}" if maybe(0.5) else ""))
    L.append(f"Processed by {ch(['receptionist', 'prescription clerk', 'Rx team', 'admin'])} {nm(x.staff, 'DOCTOR', ['first', 'full', 'first_init'])}")
    return L


ADULT_VACC = [("Influenza (QIVe)", "0.5 mL", "IM"), ("Influenza (aTIV)", "0.5 mL", "IM"),
              ("Pneumococcal PPV23", "0.5 mL", "IM"), ("Shingles recombinant dose 1", "0.5 mL", "IM"),
              ("Shingles recombinant dose 2", "0.5 mL", "IM"), ("COVID-19 mRNA booster", "0.3 mL", "IM"),
              ("Tdap", "0.5 mL", "IM"), ("Td/IPV", "0.5 mL", "IM"), ("Hepatitis B dose 1", "1 mL", "IM"),
              ("Hepatitis A", "1 mL", "IM"), ("HPV 9-valent", "0.5 mL", "IM"), ("RSV vaccine", "0.5 mL", "IM"),
              ("MMR", "0.5 mL", "SC"), ("Typhoid Vi", "0.5 mL", "IM"), ("MenACWY", "0.5 mL", "IM")]
CHILD_VACC = [("DTaP/IPV/Hib/HepB (6-in-1)", "0.5 mL", "IM"), ("MenB", "0.5 mL", "IM"),
              ("Rotavirus", "1.5 mL", "oral"), ("PCV13", "0.5 mL", "IM"), ("Hib/MenC", "0.5 mL", "IM"),
              ("MMR dose 1", "0.5 mL", "SC"), ("MMR dose 2", "0.5 mL", "SC"), ("DTaP/IPV pre-school booster", "0.5 mL", "IM"),
              ("Influenza LAIV", "0.2 mL", "intranasal"), ("Varicella", "0.5 mL", "SC")]
SITES = ["L deltoid", "R deltoid", "left deltoid", "right deltoid", "L thigh (anterolateral)", "R thigh (anterolateral)", "-"]


def g_vacc(x):
    c = x.c
    child = x.age < 16
    L = [ch(["IMMUNISATION RECORD", "Vaccination record", "Immunization Record", "Vaccine administration record"])]
    L.append(f"{ch(['Clinic:', 'Site:', 'Location:'])} {P('HOSPITAL', x.prac if maybe(0.7) else pharmacy(c))}"
             + (f", {ch(['room', 'Room', 'treatment room', 'consulting room'])} {P('LOCATION_OTHER', str(R.randint(1, 9)))}" if maybe(0.3) else ""))
    L.append(f"Name: {x.ptn(('caps', 'full', 'last_first', 'fmidl'))}")
    L.append(f"DOB: {x.dob_s()}   Age: {AGE(x.age, x.pt.sex, ch(['bare', 'y', 'yrs']))}" if x.age > 0 else
             f"DOB: {x.dob_s()}   Age: {P('AGE', R.randint(2, 11))} months")
    L.append(x.id_line(ch([1, 2])))
    if maybe(0.5):
        L.append(f"Address: {x.addr.one()}")
    if child:
        par = person(c, sex=ch("FM"))
        if maybe(0.7):
            par.last = x.pt.last
        L.append(f"Parent/guardian: {nm(par, 'FAMILY', ['full', 'fml'])} ({'mother' if par.sex == 'F' else 'father'}), tel {P('PHONE', phone(c, 'mobile'))}")
    L.append("")
    L.append(f"{'Date':<14}{'Vaccine':<32}{'Dose':<8}{'Route':<11}{'Site':<24}Given by")
    vs = R.sample(CHILD_VACC if child else ADULT_VACC, R.randint(2, 6))
    d = earlier(x.visit, 0, 900)
    givers = [x.nurse, person(c), x.gp]
    for v in vs:
        g = ch(givers)
        gform = ch(["initials", "inits_nodot", "initl", "full", "last"])
        ds = D(d, c, ch({"US": ["mdy", "mdy_nopad", "iso"], "CA": ["iso", "dmy"], "UK": ["dmy", "dmon"], "IE": ["dmy", "dmy_dot"]}[c]))
        L.append(f"{ds}    {v[0]:<32}{v[1]:<8}{v[2]:<11}{ch(SITES):<24}{nm(g, 'DOCTOR', gform)}")
        d = later(d, 28, 200)
    L.append("")
    if child:
        L.append(f"Consent given by {ch(['mother', 'father', 'parent'])}; child well on the day, no fever.")
    else:
        L.append(ch(["Consent: verbal consent given by patient.", "Consent obtained after discussion of benefits and side effects.",
                     f"Consent given by {x.rel} {x.rel_name()} (LPA for health)."]))
    L.append(ch(["Screening: no previous anaphylaxis, not immunosuppressed, afebrile.",
                 "Contraindications screened - none. Observed for 15 minutes post vaccination.",
                 f"Egg allergy: no. Latex allergy: no. Temp {R.uniform(36.2, 37.3):.1f} C."]))
    nd = later(x.visit, 30, 365)
    L.append(ch([f"Next due: {D(nd, c)}", f"Next dose due {D(nd, c, 'month_year')}", f"Recall: {Dpart(nd, c)}",
                 f"Second dose booked {Dwd(nd, c)} at {clock()}"]))
    if maybe(0.4):
        L.append(f"Administered by {x.nurse.first and nm(x.nurse, 'DOCTOR', ['full', 'fml'])}, {ch(NURSE_CRED[c])}" +
                 (f" (NMC PIN {P('LICENSE', license_(c, 'nmc'))})" if c == "UK" and maybe(0.6) else ""))
    if maybe(0.3):
        L.append(f"Record updated by {P('USERNAME', username(x.nurse))} on {D(x.visit, c)} {clock()}")
    if maybe(0.25):
        L.append(f"Vaccinated at {ch(['drop-in clinic in', 'outreach clinic at', 'pop-up site,'])} {P('LOCATION_OTHER', landmark(c))}.")
    return L


SYMPTOMS_INFORMAL = ["a cough that won't shift", "really bad heartburn", "pain in my left knee",
                     "headaches most mornings", "dizzy spells", "a rash on my arms", "trouble sleeping",
                     "burning when I pee", "my ankles swelling up", "a sore lower back", "palpitations at night",
                     "my asthma playing up", "low mood again", "blurry vision", "hot flushes"]


def g_portal(x):
    c = x.c
    L = []
    by_rel = maybe(0.25)
    sender = x.relp if by_rel else x.pt
    s_email = email_of(sender)
    if maybe(0.6):
        L.append(f"From: {nm(sender, 'FAMILY' if by_rel else 'PATIENT', ['full', 'first', 'caps'])} <{P('EMAIL', s_email)}>")
        L.append(f"To: {P('EMAIL', x.prac_email)}")
    else:
        L.append(f"Patient portal message - {P('HOSPITAL', x.prac)}")
        L.append(f"From: {P('USERNAME', x.user)}")
    sent = x.visit
    L.append(f"{ch(['Sent:', 'Date:', 'Received:'])} {Dwd(sent, c) if maybe(0.6) else D(sent, c)} {clock()}")
    subj = ch(["Appointment", "blood test results", "Repeat meds", "Sick note", "Question about my tablets",
               "Re: your recent test", "vaccination record", "Referral update?", "help please"])
    L.append(f"Subject: {subj}")
    L.append("")
    gpn = dr(x.gp, c, forms=("last",))
    hi = ch([f"Hi {gpn},", "Hello,", "Dear Doctor,", "Hi there,", f"Dear {gpn},", "To whom it may concern,"])
    L.append(hi)
    ev = earlier(sent, 1, 6)
    if by_rel:
        body = ch([
            f"I'm writing on behalf of my {ch(['mum', 'wife', 'partner', 'mother'] if x.pt.sex == 'F' else ['dad', 'husband', 'partner', 'father'])} {x.ptn(('full', 'first'))} (DOB {x.dob_s()}). "
            f"{x.pr['He']} has run out of {x.pr['his']} {dname(c, ch(DRUGS)[0])} and can't get to the surgery. Could it be sent to {P('HOSPITAL', pharmacy(c))}?",
            f"My {'mother' if x.pt.sex == 'F' else 'father'} {x.ptn(('first', 'full'))} has been more confused since {Dwd(ev, c)} and isn't eating. "
            f"Could someone do a home visit? {x.pr['He']} lives at {x.addr.short()}.",
            f"{x.ptn(('first',))} had a fall at {P('LOCATION_OTHER', landmark(c))} on {Dwd(ev, c)} and bumped {x.pr['his']} head. "
            f"Should {x.pr['he']} be seen? I can bring {x.pr['him']} in any time. My number is {P('PHONE', x.phone2)}."])
    else:
        body = ch([
            f"it's {x.ptn(('first', 'full'))} here. I've been getting {ch(SYMPTOMS_INFORMAL)} since {Dwd(ev, c)}. "
            f"Can I get an appointment or do I need to be seen urgently? My number is {P('PHONE', x.phone)}.",
            f"Could I please have the results of my blood test from {D(ev, c)}? I was told someone would ring but I haven't heard anything.",
            f"I need a sick note for work ({P('ORGANIZATION', x.emp)}) - I was off from {D(earlier(sent, 8, 14), c)} to {D(ev, c)} with {ch(SYMPTOMS_INFORMAL)}.",
            f"Can you send a copy of my vaccination record to {P('EMAIL', x.email)}? I'm travelling to {P('COUNTRY', ch(WORLD))} on {D(later(sent, 10, 60), c)}.",
            f"I've been on the new tablets since {Dwd(ev, c)} and I feel sick every morning. Should I keep taking them? "
            f"I will be at work at {P('ORGANIZATION', x.emp)} until 5 but you can call my mobile {P('PHONE', x.phone)}.",
            f"My home BP readings this week: {R.randint(130, 165)}/{R.randint(80, 99)}, {R.randint(130, 165)}/{R.randint(80, 99)}, "
            f"{R.randint(130, 165)}/{R.randint(80, 99)}. Is that ok? I moved to {x.addr.one()} last month so please update my address."])
    if maybe(0.2):
        body += " " + ch([f"We are away over {P('DATE', ch(HOLIDAYS[c]))} so sooner would be better.",
                          f"The surgery was closed over {P('DATE', ch(HOLIDAYS[c]))} so I couldn't ring."])
    L.append(body)
    L.append(ch(["Thanks,", "Many thanks", "Regards,", "Thank you", "cheers"]))
    L.append(nm(sender, "FAMILY" if by_rel else "PATIENT", ["first", "full", "nick", "first_init"]))
    if not by_rel and maybe(0.4):
        L.append(f"DOB {x.dob_s()}")
    L.append("")
    L.append(ch(["--- Reply ---", "----- Original message reply -----", "Practice reply:", "> Response from practice"]))
    rp = ch([x.nurse, x.gp, x.staff])
    role = {id(x.nurse): ch(["Practice Nurse", "Nurse", "Care Coordinator", "RN"]), id(x.gp): "", id(x.staff): ch(["Reception", "Patient Services", "Admin team"])}[id(rp)]
    L.append(f"From: {nm(rp, 'DOCTOR', ['full', 'fml', 'first'])}{', ' + role if role else ''}")
    L.append(f"Date: {D(later(sent, 0, 2), c)} {clock()}")
    L.append(f"Dear {nm(sender, 'FAMILY' if by_rel else 'PATIENT', ['first', 'nick'])},")
    L.append(ch(([] if by_rel else [f"Thank you for your message. {dr(x.gp, c, forms=('last', 'full'))} has reviewed your results from {D(earlier(sent, 2, 20), c)}: "
                 f"{lab_inline(c, ch(LAB_KEYS))} and {lab_inline(c, ch(LAB_KEYS))}. No action needed."]) + [
                 f"We have booked you in with {dr(x.gp2, c, forms=('last', 'full'))} on {Dwd(later(sent, 1, 10), c)} at {clock()}.",
                 f"Your prescription has been sent to {P('HOSPITAL', pharmacy(c))} and will be ready in 48 hours.",
                 f"Please call 111 or attend urgent care if symptoms worsen. {namelike(c)}",
                 f"We have updated your details. Please book a review via {P('URL', x.prac_url)}."]))
    L.append("Kind regards,")
    L.append(nm(rp, "DOCTOR", ["full", "first", "fml"]))
    L.append(P("HOSPITAL", x.prac) + (f" | {P('PHONE', x.prac_phone)}" if maybe(0.6) else ""))
    if maybe(0.55):
        L.append("")
        aud = [f"[audit] portal account {P('ACCOUNT', account())}",
               f"user {P('USERNAME', x.user)}",
               f"login {D(sent, c, 'iso')} {clock()} from {P('IPADDR', ip())}"]
        if maybe(0.5):
            aud.append(f"2FA: {ch(['fingerprint', 'face', 'voice'])} (template ID {P('BIOID', bioid())})")
        if maybe(0.4):
            aud.append(f"msg ID {P('IDNUM', idnum())}")
        L.append("; ".join(aud))
    return L


def g_chronic(x):
    c = x.c
    kind = ch(["diabetes", "diabetes", "asthma", "copd", "copd"])
    L = []
    title = {"diabetes": ch(["ANNUAL DIABETES REVIEW", "Diabetes annual review", "Diabetes Care Review",
                             "Chronic Disease Management - Diabetes"]),
             "asthma": ch(["ASTHMA REVIEW", "Annual asthma review", "Asthma Control Review"]),
             "copd": ch(["COPD REVIEW", "COPD annual review", "Chronic Disease Management - COPD"])}[kind]
    L.append(f"{title}    {P('HOSPITAL', x.prac)}")
    who = ch([f"Practice Nurse {nm(x.nurse, 'DOCTOR', ['full', 'fml', 'last'])}", dr(x.gp, c),
              f"{nm(x.nurse, 'DOCTOR', ['full'])}, {ch(NURSE_CRED[c])}", f"Nurse {nm(x.nurse, 'DOCTOR', ['first', 'last'])}"])
    L.append(f"Date: {x.vd()}   Clinician: {who}")
    L += x.demog(k_ids=ch([1, 2]), address=maybe(0.3), phone=maybe(0.3))
    dx_year = D(rdate((1995, 1, 1), (2023, 1, 1)), c, ch(["year", "year", "month_year"]))
    L.append("")
    if kind == "diabetes":
        L.append(f"Diagnosis: Type 2 diabetes mellitus (E11.9), diagnosed {dx_year}.")
        sd = earlier(x.visit, 3, 21)
        L.append(f"Results (sampled {D(sd, c)}, lab no. {P('IDNUM', idnum())}):")
        L += ["  " + r for r in lab_table(c, R.sample(PANELS["diabetes"], R.randint(5, 9)))]
        L.append("HbA1c trend:")
        d = earlier(x.visit, 300, 900)
        for _ in range(R.randint(2, 4)):
            _, vs, unit, _r = lab_value(c, "hba1c")
            L.append(f"  {D(d, c, ch(['dmy', 'mon_year', 'iso']) if c != 'US' else ch(['mdy', 'mon_year', 'iso']))}   {vs} {unit}")
            d = later(d, 90, 200)
        L.append(vitals(c, full=False) + f". Waist {R.randint(78, 128)} cm. {ch(['BMI', 'BMI:'])} {R.uniform(21, 42):.1f}.")
        L.append(f"Foot check: monofilament {R.randint(6, 10)}/10 R, {R.randint(6, 10)}/10 L; pulses {ch(['palpable', 'reduced on the left', 'palpable bilaterally'])}; risk {ch(['low', 'moderate', 'high'])}.")
        L.append(f"Retinal screening: attended {D(earlier(x.visit, 20, 300), c)}, {ch(['R0M0', 'R1M0', 'R0M0 both eyes', 'background retinopathy R1'])}.")
        if maybe(0.6):
            L.append(ch([f"Glucose meter serial: {P('DEVICE', device_id())}",
                         f"CGM sensor ID {P('DEVICE', device_id())} (started {D(earlier(x.visit, 1, 12), c)})",
                         f"Insulin pump SN {P('DEVICE', device_id())}"]))
        L.append(ch(["Hypos: none reported.", "Hypos: 2 mild in the last month, self-treated.",
                     "Dawn phenomenon suspected on CGM trace.", "Driving: holds licence; aware of hypo rules (check before driving)."]))
        L.append(f"{score(c)}. Structured education: {ch(['attended', 'declined', 'booked'])}.")
    elif kind == "asthma":
        L.append(f"Diagnosis: Asthma (J45.9), diagnosed {dx_year}.")
        pf = R.randint(220, 560)
        L.append(f"ACT {R.randint(9, 25)}/25. Peak flow today {pf} L/min (best {pf + R.randint(0, 80)}, predicted {R.randint(400, 600)}).")
        L.append(f"FeNO {R.randint(8, 70)} ppb. Reliever use: {R.randint(0, 14)} puffs/week. Night waking: {ch(['none', '1-2 nights/week', 'most nights'])}.")
        L.append(f"Exacerbations in the last 12 months: {R.randint(0, 4)} (oral steroids x{R.randint(0, 3)}).")
        L.append(f"Triggers: {ch(['cold air, exercise', 'cats, dust mite', 'wood smoke, viral infections', 'pollen in the warmer months'])}.")
        L.append(f"Inhaler technique checked and {ch(['satisfactory', 'corrected', 'good with spacer'])}.")
        if maybe(0.35):
            L.append(f"Smart inhaler sensor ID {P('DEVICE', device_id())} synced to app.")
        L.append(f"Personal asthma action plan updated {D(x.visit, c)}.")
    else:
        L.append(f"Diagnosis: COPD (J44.9), diagnosed {dx_year}; spirometry {D(earlier(x.visit, 100, 1500), c, ch(['month_year', 'year', 'mm_yyyy']))}.")
        fev = R.randint(28, 78)
        L.append(f"FEV1 {R.uniform(0.7, 2.4):.2f} L ({fev}% predicted), FEV1/FVC {R.uniform(0.38, 0.69):.2f}.")
        L.append(f"CAT {R.randint(6, 34)}, mMRC {R.randint(1, 4)}, SpO2 {R.randint(88, 97)}% on air.")
        L.append(f"Exacerbations last 12 months: {R.randint(0, 5)}; admissions: {R.randint(0, 2)}" +
                 (f" ({P('HOSPITAL', x.hosp)}, {D(earlier(x.visit, 20, 300), c)})." if maybe(0.5) else "."))
        L.append(f"Smoking: {ch(['ex-smoker', 'current smoker', 'ex-smoker since ' + D(earlier(x.visit, 400, 4000), c, 'year')])}"
                 f", {R.randint(10, 60)} pack-years.")
        if maybe(0.6):
            L.append(ch([f"Home oxygen: concentrator serial {P('DEVICE', device_id())}, {R.randint(1, 3)} L/min for 16 h/day; supplier {P('ORGANIZATION', ch(['Airwave', 'BreatheWell', 'OxyServe', 'Northwind']) + ' Home Oxygen')}.",
                         f"Nebuliser SN {P('DEVICE', device_id())} serviced {D(earlier(x.visit, 10, 200), c)}.",
                         f"Portable oxygen cylinder ID {P('DEVICE', device_id())}."]))
        L.append(ch([f"Pulmonary rehab: completed at {P('HOSPITAL', clinic_named(c))} in {D(earlier(x.visit, 60, 600), c, 'month_year')}.",
                     "Pulmonary rehab: declined.", f"Rescue pack issued: {dname(c, 'prednisolone')} 30 mg OD 5 days + {dname(c, 'amoxicillin')} 500 mg TDS.",
                     "Exposure to wood smoke at home (open fire)."]))
    L.append("")
    L.append("Medication:")
    for d in drugs(c, R.randint(2, 6)):
        L.append(f"  {d}")
    L.append(f"Vaccines: flu {D(earlier(x.visit, 20, 300), c, ch(['dmy', 'mon_year']) if c != 'US' else ch(['mdy', 'mon_year']))}, "
             f"pneumococcal {D(rdate((2012, 1, 1), (2023, 1, 1)), c, 'year')}.")
    L.append("Plan: " + " ".join(R.sample([
        f"Titrate {drug(c)}.", "Continue current treatment.", "Will review in 6 months.",
        f"Refer to {P('HOSPITAL', clinic_named(c))}.", "Weight management referral offered.",
        f"Repeat bloods {D(later(x.visit, 60, 180), c, 'month_year')}.", namelike(c),
        f"Discussed with {x.rel} {x.rel_name()} who attended with the patient."], 3)))
    L.append(f"Next review: {D(later(x.visit, 150, 380), c, ch(['month_year', 'mon_year', 'dmy' if c != 'US' else 'mdy']))}")
    L.append(f"Completed by {nm(x.nurse, 'DOCTOR', ['full', 'initials', 'inits_nodot', 'first_init'])}" +
             (f" ({P('USERNAME', username(x.nurse))})" if maybe(0.3) else ""))
    return L


def g_home(x):
    c = x.c
    L = []
    in_home = maybe(0.4)
    L.append(ch(["HOME VISIT", "Home visit", "Domiciliary visit", "House call", "Home visit note"]) +
             f" - {Dwd(x.visit, c) if maybe(0.5) else x.vd()} {clock()}")
    L.append(f"Visited by: {dr(x.gp, c)}" + (f" with {ch(['district nurse', 'community matron', 'HCA', 'student nurse'])} {nm(x.nurse, 'DOCTOR', ['full', 'first'])}" if maybe(0.4) else ""))
    L.append(f"Patient: {x.ptn(('full', 'caps', 'last_first', 'fml'))}, {AGE(x.age, x.pt.sex, ch(['sex', 'yo', 'y', 'yrs']))}, DOB {x.dob_s()}")
    L.append(x.id_line(ch([1, 2])))
    if in_home:
        ch_name = care_home(c)
        L.append(f"Location: {P('HOSPITAL', ch_name)}, {ch(['room', 'Room', 'bedroom'])} {P('LOCATION_OTHER', str(R.randint(1, 48)) + ch(['', '', 'A', 'B']))}"
                 + (f", {P('HOSPITAL', ch(['Rose', 'Oak', 'Linden', 'Heron']) + ' Wing')}" if maybe(0.3) else ""))
        L.append(f"Care home address: {Addr(c, org=True).one()}")
        L.append(f"Requested by: senior carer {nm(x.staff, 'DOCTOR', ['full', 'first'])} (tel {P('PHONE', phone(c))})")
    else:
        L.append(f"Address: {x.addr.one()}" + (f" (key safe; access via side gate)" if maybe(0.3) else "")
                 + (f" - {ch(['opposite', 'behind', 'next to'])} {P('LOCATION_OTHER', landmark(c))}" if maybe(0.3) else ""))
        L.append(f"Requested by: {x.rel} {x.rel_name()}" + (f", tel {P('PHONE', x.phone2)}" if maybe(0.7) else ""))
    reason, narr, imp = ch([
        ("increasing confusion", "more confused and drowsy", ["delirium secondary to UTI", "delirium, cause unclear"]),
        ("fall at home", "unsteady on the feet, with one fall", ["mechanical fall, no injury", "frailty with deconditioning"]),
        ("reduced mobility and not eating", "eating little and mostly in bed", ["frailty with deconditioning", "LRTI"]),
        ("breathlessness", "more breathless on minimal exertion", ["heart failure exacerbation", "LRTI", "COPD exacerbation"]),
        ("leg ulcer review", "troubled by a weeping leg ulcer", ["venous leg ulcer", "cellulitis around a venous ulcer"]),
        ("end-of-life care planning", "sleeping more and eating less", ["deterioration in advanced frailty", "end-stage heart failure"]),
        ("urinary symptoms", "incontinent and uncomfortable passing urine", ["lower UTI", "urinary retention"]),
        ("new pressure area", "spending most of the day in a chair", ["grade 2 pressure ulcer", "moisture lesion"])])
    L.append(f"Reason: {reason}.")
    L.append("")
    hx = [f"{x.fn()} is {a_age(x.age, x.pt.sex, ch(['year_old', 'words']))} {man_woman(x)} with " +
          ", ".join(c_[0] for c_ in R.sample(CONDITIONS, 3)) + "."]
    hx.append(ch([f"Over the last {R.randint(2, 10)} days {x.pr['he']} has been {narr}.",
                  f"{x.rel.capitalize()} {x.rel_name(('first',))} reports {x.pr['he']} was found on the floor on {Dwd(earlier(x.visit, 0, 4), c)} morning.",
                  f"Carers from {P('ORGANIZATION', employer(c) if maybe(0.3) else ch(STREET_STEM).replace(chr(39) + 's', '') + ' Home Care')} visit {ch(['QDS', 'twice daily', 'four times a day'])}."]))
    if maybe(0.4):
        hx.append(f"Usual GP {dr(x.gp2, c, forms=('last', 'full'))}; last seen {D(earlier(x.visit, 20, 200), c)}.")
    if maybe(0.15):
        hx.append(f"Declined since {P('DATE', ch(HOLIDAYS[c]))}, per family.")
    L.append("History: " + " ".join(hx))
    L.append(f"Examination: {vitals(c)}. " + ch(["Chest: bibasal crackles.", "Abdomen soft, non-tender; bladder not palpable.",
                                                   "4AT 5 - delirium likely.", "Grade 2 pressure ulcer left heel.",
                                                   f"{ch(EPONYM_PHRASES)}."]) + f" {score(c)}.")
    if maybe(0.5):
        L.append(ch([f"Equipment: pressure-relieving mattress; telecare pendant ID {P('DEVICE', device_id())}.",
                     f"Oxygen concentrator serial {P('DEVICE', device_id())} checked - working.",
                     f"Falls sensor SN {P('DEVICE', device_id())}; walking frame (uses a walker indoors).",
                     f"Syringe driver serial {P('DEVICE', device_id())} in situ."]))
    L.append(f"Impression: {ch(imp)}.")
    plan = [f"Start {abx(c)}.", f"Increase {drug(c, ('furosemide', ['40 mg', '80 mg'], ['od']))}.",
            f"Bloods by district nurse {Dwd(later(x.visit, 1, 5), c)}.",
            f"ReSPECT form discussed with {x.rel} {x.rel_name()}; copy left in the house." if c == "UK" else
            f"Advance care planning discussed with {x.rel} {x.rel_name()}.",
            "Will review in 48 hours.", f"Refer to falls team at {P('HOSPITAL', x.hosp)}.",
            f"Anticipatory medications prescribed; pharmacy {P('HOSPITAL', pharmacy(c))} to deliver."]
    L.append("Plan: " + " ".join(R.sample(plan, 3)))
    nok = person(c)
    L.append(f"NOK: {nm(nok, 'FAMILY', ['full', 'fml'])} ({ch(['son', 'daughter', 'niece', 'nephew', 'spouse'])}), {P('PHONE', phone(c, 'mobile'))}" +
             (f", {P('EMAIL', email_of(nok))}" if maybe(0.3) else ""))
    L += x.sig()
    return L


FIT_CONDS = ["lumbar strain", "post-operative recovery (laparoscopic cholecystectomy)", "acute stress reaction",
             "depressive episode", "fractured left wrist", "viral illness", "knee arthroscopy recovery",
             "sciatica", "COVID-19", "plantar fasciitis", "carpal tunnel release", "migraine", "pneumonia",
             "shoulder tendinopathy", "anxiety with panic attacks", "ankle sprain"]


def g_fit(x):
    c = x.c
    L = []
    cond = ch(FIT_CONDS)
    d0 = x.visit
    d1 = later(d0, 6, 42)
    mgr = person(c)
    if c == "UK":
        L.append(ch(["Statement of Fitness for Work", "STATEMENT OF FITNESS FOR WORK (fit note)", "Fit note"]))
        L.append(f"Patient's name: {x.ptn(('caps', 'fmidl', 'full'))}")
        L.append(f"I assessed your case on: {D(d0, c, ch(['dmy', 'long_uk', 'dmy_short']))}")
        L.append(f"{ch(['by', 'by'])} {ch(['face-to-face consultation', 'telephone', 'video consultation', 'paper report'])}")
        L.append(f"and, because of the following condition(s): {cond}")
        fit = maybe(0.5)
        L.append("I advise you that: " + ("[ ] you are not fit for work  [x] you may be fit for work taking account of the following advice:" if fit
                                            else "[x] you are not fit for work  [ ] you may be fit for work"))
        if fit:
            L.append(f"[{ch('x ')}] a phased return to work  [{ch('x ')}] altered hours  [{ch('x ')}] amended duties  [ ] workplace adaptations")
        L.append(f"Comments, including functional effects of your condition(s): " + ch([
            f"Works as {an(x.prof).split(' ')[0]} {P('PROFESSION', x.prof)}; avoid lifting over 10 kg.",
            f"No driving for work. Employer {P('ORGANIZATION', x.emp)} aware.",
            "Reduced concentration; would benefit from shorter shifts.",
            f"Discussed with line manager {nm(mgr, 'FAMILY', ['full', 'first'])} with the patient's consent."]))
        L.append(f"This will be the case for {R.randint(1, 6)} weeks from {D(d0, c, 'dmy')} to {D(d1, c, 'dmy')}")
        L.append(f"I {ch(['will', 'will not'])} need to assess your fitness for work again at the end of this period.")
        L.append(f"Doctor's signature: {dr(x.gp, c, forms=('full', 'initsl'))}   Date of statement: {D(d0, c, 'dmy')}")
        L.append(f"Doctor's address: {P('HOSPITAL', x.prac)}, {x.prac_addr.one()}")
        if maybe(0.5):
            L.append(f"NI number: {P('SSN', ssn(c))}")
        if maybe(0.5):
            L.append(f"GMC {P('LICENSE', license_(c, 'gmc'))}")
    elif c == "IE":
        L.append(ch(["MEDICAL CERTIFICATE - Illness Benefit", "Certificate of Incapacity for Work", "Medical certificate for employer"]))
        L.append(f"Certificate no.: {P('IDNUM', idnum('cert'))}   {ch(['First certificate', 'Intermediate certificate', 'Final certificate'])}")
        L.append(f"Name: {x.ptn(('caps', 'full'))}   PPSN: {P('SSN', ssn(c))}")
        L.append(f"Address: {x.addr.one()}")
        L.append(f"Date of birth: {x.dob_s()}")
        L.append(f"I examined the above-named on {D(d0, c)} and certify that {x.pr['he']} is unfit for work due to {cond}.")
        L.append(f"Expected to be unfit until {D(d1, c, ch(['long_uk', 'dmy']))}." if maybe(0.6) else
                 f"Incapacity commenced {D(earlier(d0, 0, 6), c)}; next examination {Dwd(later(d0, 6, 20), c)}.")
        L.append(f"Occupation: {P('PROFESSION', x.prof)}   Employer: {P('ORGANIZATION', x.emp)}")
        L.append(f"Signed: {dr(x.gp, c)}  {ch(['IMC No.', 'IMC Reg. No.', 'MCRN'])} {P('LICENSE', license_(c, 'imc'))}")
        L.append(f"{P('HOSPITAL', x.prac)}, {x.prac_addr.one()}  Tel {P('PHONE', x.prac_phone)}")
    elif c == "US":
        L.append(ch(["WORK STATUS REPORT", "Return to Work Note", "Work Excuse", "Work/School Status"]))
        L += x.prac_head(fax=True, web=False)
        L.append("")
        L.append(f"Date: {D(d0, c)}")
        L.append(ch(["To whom it may concern:", f"To: {P('ORGANIZATION', x.emp)}, Human Resources",
                     f"Attn: {nm(mgr, 'FAMILY', ['full', 'fml'])}, supervisor, {P('ORGANIZATION', x.emp)}"]))
        L.append(f"{x.ptn(('full', 'fml'))} (DOB {x.dob_s()}) was seen in my office on {Dwd(d0, c)} for {cond}.")
        L.append(ch([f"{x.pr['He']} may return to work on {D(d1, c)} with the following restrictions: no lifting over 20 lb, sit/stand as needed.",
                     f"{x.pr['He']} is unable to work from {D(d0, c)} through {D(d1, c)}.",
                     f"{x.pr['He']} may return to full duty as {an(x.prof).split(' ')[0]} {P('PROFESSION', x.prof)} on {D(d1, c)}."]))
        if maybe(0.5):
            L.append(f"Workers' comp claim #: {P('IDNUM', idnum('claim'))}  Employer: {P('ORGANIZATION', x.emp)}")
        L.append(f"Job title: {P('PROFESSION', x.prof)}" if maybe(0.5) else namelike(c))
        L.append("")
        L.append("Sincerely,")
        L += x.sig(lic=True)
    else:
        L.append(ch(["MEDICAL NOTE FOR EMPLOYER", "Functional Abilities Form", "Return to Work / Modified Duties",
                     "Medical certificate - absence from work"]))
        L.append(P("HOSPITAL", x.prac) + "  " + x.prac_addr.one())
        L.append(f"Employee: {x.ptn(('full', 'caps', 'last_first'))}   DOB {x.dob_s()}")
        L.append(f"Employer: {P('ORGANIZATION', x.emp)}   Position: {P('PROFESSION', x.prof)}")
        if maybe(0.5):
            L.append(f"{ch(['WSIB claim #', 'WCB claim no.', 'Claim number'])}: {P('IDNUM', idnum('claim'))}")
        L.append(f"Date of assessment: {D(d0, c)}. Absent from {D(earlier(d0, 0, 7), c)} to {D(d1, c)} inclusive.")
        L.append(f"Abilities: walking {R.randint(1, 30)} min, standing {R.randint(10, 60)} min, lifting floor to waist {R.randint(2, 15)} kg.")
        L.append(f"Restrictions: {ch(['no overhead work', 'no driving company vehicles', 'seated work only', 'reduced hours (4 h/day)'])}.")
        L.append(f"Follow-up appointment: {Dwd(later(d0, 7, 21), c)}.")
        L += x.sig(lic=True)
    if maybe(0.3):
        L.append(f"Copy given to patient. Employer contact: {P('EMAIL', email_of(mgr))}")
    return L


def g_insurance(x):
    c = x.c
    L = []
    kind = ch(["health", "disability", "driving", "parking", "travel"])
    if kind == "disability" and x.age > 66:
        x.age = R.randint(25, 64)
        x.dob = dob_for(x.visit, x.age)
    ins = ch(INSURERS)
    L.append({"health": ch(["PRIOR AUTHORIZATION REQUEST" if c == "US" else "PRIVATE HEALTH INSURANCE CLAIM FORM",
                            "Medication exception request"]),
              "disability": ch(["ATTENDING PHYSICIAN STATEMENT", "Income protection claim - medical report",
                                "Disability benefit - supporting medical evidence"]),
              "driving": ch(["MEDICAL FITNESS TO DRIVE REPORT", "Driver medical examination report",
                             "Medical questionnaire - diabetes and driving"]),
              "parking": ch(["DISABLED PARKING PERMIT - MEDICAL CERTIFICATION", "Blue Badge - supporting evidence" if c == "UK"
                             else "Accessible parking permit application"]),
              "travel": ch(["TRAVEL INSURANCE MEDICAL DECLARATION", "Fitness to travel certificate"])}[kind])
    if kind != "parking" and kind != "driving":
        L.append(f"Insurer: {P('ORGANIZATION', ins)}   {ch(['Policy no.', 'Policy #', 'Member no.', 'Membership number'])}: {P('HEALTHPLAN', member_id())}")
        if maybe(0.6):
            L.append(f"{ch(['Group no.', 'Group #', 'Scheme no.', 'Certificate no.'])}: {P('HEALTHPLAN', group_no())}   Claim no.: {P('IDNUM', idnum('claim'))}")
    L.append("")
    L.append("PART A - Claimant / patient")
    L.append(f"Name: {x.ptn(('caps', 'full', 'last_first'))}")
    L.append(f"Date of birth: {x.dob_s()}   Sex: {'M' if x.pt.sex == 'M' else 'F'}")
    L.append(f"Address: {x.addr.one()}")
    L.append(f"Telephone: {P('PHONE', x.phone)}" + (f"   Email: {P('EMAIL', x.email)}" if maybe(0.5) else ""))
    lab = {"US": "SSN", "UK": "National Insurance no.", "CA": "SIN", "IE": "PPSN"}[c]
    if kind in ("disability", "driving", "parking") or maybe(0.4):
        L.append(f"{lab}: {P('SSN', ssn(c))}")
    if kind in ("driving", "parking"):
        L.append(f"Driving licence no.: {P('LICENSE', license_(c, 'drive'))}" if c != "US" else
                 f"Driver's license #: {P('LICENSE', license_(c, 'drive'))} ({P('STATE', x.addr.state[1])})")
        L.append(f"Vehicle registration: {P('VEHICLE', vehicle(c))}" + (f"   VIN: {P('VEHICLE', vin())}" if maybe(0.4) else ""))
    if kind == "disability":
        L.append(f"Occupation: {P('PROFESSION', x.prof)}   Employer: {P('ORGANIZATION', x.emp)}")
        L.append(f"Last day worked: {D(earlier(x.visit, 5, 120), c)}")
    L.append(x.id_line(1))
    L.append("")
    L.append("PART B - Medical information")
    L.append(f"Diagnosis: {cond_line(c, 'icd')}; {cond_line(c, 'icd')}")
    L.append(f"Date of first consultation for this condition: {D(earlier(x.visit, 30, 1200), c)}")
    L.append(f"Date last seen: {D(x.visit, c)}")
    if kind == "health":
        L.append(f"Medication requested: {drug(c)}")
        L.append("Previously tried: " + "; ".join(f"{d} ({D(rdate((2018, 1, 1), (2024, 1, 1)), c, ch(['mon_year', 'month_year', 'mm_yyyy']))})" for d in drugs(c, 2)))
        L.append(f"Supporting results: {lab_inline(c, 'hba1c')}; {lab_inline(c, 'egfr')}; BMI {R.uniform(27, 44):.1f}.")
    elif kind == "disability":
        L.append(f"Functional limitations: {ch(['unable to sit longer than 30 minutes', 'cannot lift over 5 kg', 'fatigue limits activity to 2 hours/day'])}.")
        L.append(f"Expected return to work: {D(later(x.visit, 20, 120), c, ch(['month_year', None]) or None)}" if maybe(0.7) else "Expected return to work: unknown")
        L.append(f"{score(c)}; {score(c)}.")
    elif kind == "driving":
        L.append(f"Hypoglycaemia awareness: {ch(['intact', 'impaired'])}. Visual acuity {ch(['6/6', '6/9', '20/20', '20/40'])} binocular.")
        L.append(f"Episodes of loss of consciousness: {ch(['none', 'none in 12 months', 'one, in ' + D(earlier(x.visit, 200, 900), c, 'year')])}.")
        L.append(f"Glucose meter serial (download reviewed): {P('DEVICE', device_id())}" if maybe(0.5) else
                 f"{lab_inline(c, 'hba1c')}; {ch(EPONYM_PHRASES)}.")
    elif kind == "parking":
        L.append(f"Walking distance without severe discomfort: {R.randint(10, 80)} metres. Uses {ch(['a walking stick', 'a walker', 'a wheelchair outdoors', 'two crutches'])}.")
        L.append(f"Condition expected to last: {ch(['permanent', '12 months', 'more than 3 years'])}.")
    else:
        L.append(f"Travelling to {P('COUNTRY', ch(WORLD))} from {D(later(x.visit, 5, 40), c)} to {D(later(x.visit, 45, 90), c)}.")
        L.append(f"Condition stable for the last {R.randint(3, 24)} months; no admissions. {vitals(c, full=False)}.")
    L.append("")
    L.append("PART C - Physician")
    L.append(f"Name: {dr(x.gp, c, forms=('full', 'fml'))}   {ch(DOC_CRED[c])}")
    L.append(f"Practice: {P('HOSPITAL', x.prac)}, {x.prac_addr.one()}")
    L.append(f"Phone: {P('PHONE', x.prac_phone)}   Fax: {P('FAX', x.prac_fax)}")
    lab2, val = doc_license(c)
    L.append(f"{lab2} {P('LICENSE', val)}" + (f"   NPI {P('LICENSE', license_(c, 'npi'))}" if c == "US" and lab2 != "NPI" else ""))
    L.append(f"Signature: {nm(x.gp, 'DOCTOR', ['initials', 'initsl', 'full'])}   Date: {D(later(x.visit, 0, 3), c)}")
    if maybe(0.3):
        L.append(f"Fee invoice {P('ACCOUNT', account())} sent to {P('ORGANIZATION', ins)}.")
    return L


LANGS = ["English", "Polish", "Urdu", "Punjabi", "Tagalog", "Spanish", "French", "Irish", "Portuguese",
         "Arabic", "Somali", "Yoruba", "Mandarin", "Cantonese", "Romanian", "Lithuanian", "Tigrinya", "Welsh"]


def g_registration(x):
    c = x.c
    L = []
    L.append(ch(["NEW PATIENT REGISTRATION", "New patient registration form", "New Patient Questionnaire",
                 "Patient Intake Form" if c in ("US", "CA") else "Registration - new patient health check"]))
    L.append(f"{P('HOSPITAL', x.prac)}  |  {P('PHONE', x.prac_phone)}")
    L.append("")
    L.append(f"Title: {title_of(x.pt, c)}")
    L.append(f"Surname: {P('PATIENT', x.pt.last)}")
    L.append(f"First name(s): {P('PATIENT', x.pt.first + (' ' + x.pt.middle if x.pt.middle else ''))}")
    if x.pt.sex == "F" and maybe(0.35):
        L.append(f"Previous surname(s): {P('PATIENT', ch(SURNAMES))}")
    if x.pt.nick and maybe(0.7):
        L.append(f"Preferred name: {P('PATIENT', x.pt.nick)}")
    L.append(f"Date of birth: {x.dob_s()}   Sex: {'Male' if x.pt.sex == 'M' else 'Female'}")
    bcountry = ch(WORLD) if maybe(0.6) else ch(COUNTRY_NAME[c])
    L.append(f"Town and country of birth: {P('CITY', ch(TOWNS[ch(['UK', 'IE', 'US', 'CA'])]))}, {P('COUNTRY', bcountry)}")
    if maybe(0.5):
        L.append(f"Date of arrival in {P('COUNTRY', ch(COUNTRY_NAME[c]))}: {D(rdate((1980, 1, 1), (2024, 1, 1)), c, ch(['month_year', 'year', None]) or 'dmy' if c != 'US' else 'mdy')}")
    L.append("Address:")
    L += ["  " + l for l in x.addr.lines(with_country=maybe(0.3))]
    if maybe(0.6):
        L.append(f"Previous address: {Addr(c).one()}")
    L.append(f"Home tel: {P('PHONE', phone(c))}   Mobile: {P('PHONE', x.phone2)}")
    L.append(f"Email: {P('EMAIL', x.email)}")
    L.append(x.id_line(2, sep="\n"))
    if c == "US":
        L.append(f"SSN: {P('SSN', ssn(c))}" if maybe(0.5) else f"Insurance: {P('ORGANIZATION', ch(INSURERS))}, Member ID {P('HEALTHPLAN', member_id())}, Group {P('HEALTHPLAN', group_no())}")
    prev = person(c)
    L.append(f"Previous GP: {dr(prev, c, forms=('full', 'last', 'initl'))}, {P('HOSPITAL', practice(c))}, {P('CITY', ch(TOWNS[c]))}" if c in ("UK", "IE")
             else f"Previous family doctor: {dr(prev, c, forms=('full', 'last'))} at {P('HOSPITAL', practice(c))}")
    L.append(f"Occupation: {P('PROFESSION', x.prof)}   Employer: {P('ORGANIZATION', x.emp)}")
    nok = x.relp
    L.append(f"Next of kin: {nm(nok, 'FAMILY', ['full', 'fml', 'caps'])} ({x.rel})   Tel: {P('PHONE', phone(c, 'mobile'))}")
    if maybe(0.4):
        ec = person(c)
        L.append(f"Emergency contact: {nm(ec, 'FAMILY', ['full', 'last_first'])} ({ch(['friend', 'neighbour' if c != 'US' else 'neighbor', 'cousin'])}), {P('PHONE', phone(c))}")
    L.append(f"Main language: {ch(LANGS)}   Interpreter needed: {ch(['no', 'yes', 'no'])}")
    if maybe(0.2):
        L.append(f"Car park permit (disabled bay): vehicle reg {P('VEHICLE', vehicle(c))}")
    if maybe(0.35):
        rl, sx = ch([("mother", "F"), ("father", "M"), ("son", "M"), ("daughter", "F"), ("husband", "M"), ("wife", "F")])
        L.append(f"Are you a carer? Yes - for {x.pr['his']} {rl} {nm(person(c, sex=sx), 'FAMILY', ['first', 'full'])}")
    L.append("")
    L.append(f"Height {R.randint(150, 195)} cm   Weight {R.uniform(48, 130):.1f} kg   " + ch([
        f"Smoking: never", f"Smoking: ex ({R.randint(5, 40)} pack-years)", f"Smoking: {R.randint(3, 20)}/day"]))
    L.append(f"Alcohol: AUDIT-C {R.randint(0, 10)}; {R.randint(0, 30)} units/week")
    L.append("Conditions: " + "; ".join(pmh(c, R.randint(1, 3))))
    L.append("Medication: " + "; ".join(drugs(c, R.randint(1, 4))))
    L.append(f"Allergies: {ch(['none', 'penicillin', 'latex', 'peanuts (anaphylaxis)', 'NKDA'])}")
    if maybe(0.5):
        L.append(f"Online services: username {P('USERNAME', x.user)}" +
                 (f"; biometric login enrolled (ref {P('BIOID', bioid())})" if maybe(0.6) else ""))
    if maybe(0.2):
        L.append(f"Registered as a temporary resident; home practice {P('HOSPITAL', practice(c))} ({P('URL', org_url(practice(c)))}).")
    L.append(f"Registration date: {D(x.visit, c)}   Registered by: {nm(x.staff, 'DOCTOR', ['full', 'first', 'initials'])}")
    if maybe(0.3):
        L.append(f"New patient check with {ch(['HCA', 'Practice Nurse', 'Nurse'])} {nm(x.nurse, 'DOCTOR', ['full', 'first', 'last'])} on {Dwd(later(x.visit, 3, 20), c)}.")
    return L


def g_results(x):
    c = x.c
    L = []
    panel = ch(list(PANELS))
    L.append(ch(["LABORATORY RESULTS", "Pathology report", "Results received", "Lab results - for review"]))
    L.append(f"{P('HOSPITAL', x.hosp)} {ch(['Pathology', 'Laboratory Medicine', 'Clinical Biochemistry', 'Lab Services'])}")
    col = earlier(x.visit, 1, 5)
    L.append(f"Specimen: {P('IDNUM', idnum())}   Collected: {D(col, c)} {clock()}   Reported: {D(x.visit, c)} {clock()}")
    if maybe(0.5):
        L.append(f"Order no.: {P('IDNUM', idnum())}")
    L.append(f"Patient: {x.ptn(('caps', 'last_first', 'full'))}   DOB {x.dob_s()}   {x.id_line(1)}")
    L.append(f"Requested by: {dr(x.gp, c, forms=('last', 'initl', 'full'))}, {P('HOSPITAL', x.prac)}")
    L.append("")
    L.append(f"{'Test':<20}{'Result':>8} {'Units':<15} (Ref)")
    L += lab_table(c, PANELS[panel])
    L.append("")
    action = ch(["Normal - no action", "Abnormal - contact patient", "Repeat in 3 months", "Urgent - phone patient today",
                 "Borderline - discuss at next appointment"])
    L.append(f"Filed by: {dr(x.gp2, c, forms=('last', 'initl'))} on {D(later(x.visit, 0, 3), c)} {clock()} - {action}")
    if maybe(0.5):
        L.append(f"Comment: {ch(['Mild AKI? Repeat U&E in 1 week.', 'Ferritin low - start iron.', 'TSH raised; repeat with TPO antibodies.', 'Lipids above target; QRISK3 to be recalculated.', namelike(c)])}")
    L.append("")
    r = R.random()
    if r < 0.45:
        L.append(f"Letter to patient ({D(later(x.visit, 1, 5), c)}):")
        L.append(f"Dear {x.ptt() if maybe(0.6) else nm(x.pt, 'PATIENT', ['first', 'full'])},")
        L.append(f"Your recent blood tests taken on {D(col, c, ch(['long_uk', 'dmy']) if c in ('UK', 'IE') else ch(['long_us', 'mdy']))} have been reviewed by {dr(x.gp2, c, forms=('last', 'full'))}. "
                 + ch(["They are normal and no further action is needed.",
                       f"Your {LABS[ch(PANELS[panel])][0]} is slightly outside the normal range. Please book a routine appointment.",
                       "We would like to repeat one of the tests in 3 months."]))
        L.append(f"You can book by calling {P('PHONE', x.prac_phone)} or online at {P('URL', x.prac_url)}.")
        L.append("Yours sincerely,")
        L.append(f"{nm(x.staff, 'DOCTOR', ['full', 'fml'])}, {ch(['Practice Manager', 'Patient Services', 'on behalf of the practice'])}")
    elif r < 0.75:
        L.append(f"SMS sent to {P('PHONE', x.phone2)} on {D(later(x.visit, 0, 2), c)} at {clock()} by {nm(x.staff, 'DOCTOR', ['first', 'full', 'inits_nodot'])}: "
                 f"\"Hello {nm(x.pt, 'PATIENT', ['first', 'nick'])}, your results are back and are {ch(['normal', 'satisfactory'])}. No need to contact us. {P('HOSPITAL', x.prac)}\"")
    else:
        L.append(f"Telephoned {x.ptt()} on {P('PHONE', x.phone)} {Dwd(later(x.visit, 0, 2), c)} {clock()}; results explained. "
                 + ch(["Repeat bloods booked.", "Appointment booked with the GP.", f"Will repeat {LABS[ch(PANELS[panel])][0]} in 6 weeks."]))
    return L


def g_medreview(x):
    c = x.c
    L = []
    ph = person(c)
    L.append(ch(["STRUCTURED MEDICATION REVIEW", "Medication review (clinical pharmacist)", "Pharmacist medication review",
                 "Comprehensive Medication Review"]))
    plab = {"UK": "GPhC", "IE": "PSI reg.", "US": "License #", "CA": "Licence no."}[c]
    pcred = ch({"UK": ["MPharm", "MPharm IP"], "IE": ["MPSI", "MPharm"], "US": ["PharmD", "RPh", "PharmD, BCACP"], "CA": ["RPh", "PharmD", "BScPhm"]}[c])
    L.append(f"Pharmacist: {nm(ph, 'DOCTOR', ['full', 'fml'])}, {pcred} ({plab} {P('LICENSE', license_(c, 'pharm'))})")
    L.append(f"Practice: {P('HOSPITAL', x.prac)}   Date: {x.vd()}   Mode: {ch(['face to face', 'telephone', 'video'])}")
    L += x.demog(k_ids=1, address=maybe(0.3), phone=maybe(0.4))
    if maybe(0.4):
        L.append(f"Present: {x.rel} {x.rel_name()}" + (f" ({ch(['manages medication', 'LPA for health and welfare', 'main carer'])})"))
    L.append(f"Reason for review: {ch(['polypharmacy', 'falls', 'frailty', 'post-discharge', 'high-risk medicines'])}; "
             f"{R.randint(6, 15)} regular medicines; ACB score {R.randint(1, 6)}.")
    L.append("")
    L.append("Current medication / indication / comment")
    meds = drugs(c, R.randint(4, 8))
    for d in meds:
        L.append(f"- {d} / {ch(['hypertension', 'T2DM', 'AF', 'pain', 'GORD', 'mood', 'lipids', 'COPD', 'prevention'])} / "
                 f"{ch(['continue', 'continue', 'reduce', 'stop - no indication', 'check adherence', 'switch to once daily'])}")
    L.append("")
    L.append(f"Renal function: {lab_inline(c, 'egfr')} on {D(earlier(x.visit, 5, 90), c)}; {lab_inline(c, 'creat')}.")
    L.append(f"{vitals(c, full=False)}. {score(c)}.")
    L.append("Adherence: " + ch([f"uses weekly blister packs from {P('HOSPITAL', pharmacy(c))}.",
                                  f"{x.rel} {x.rel_name(('first',))} fills a dosette box every {D(x.visit, c, 'wd')}.",
                                  f"smart pill dispenser (serial {P('DEVICE', device_id())}) reports 92% adherence.",
                                  "good; takes medicines with breakfast."]))
    L.append("STOPP/START: " + ch(["PPI > 8 weeks without indication.", "NSAID with eGFR < 50.", "No statin despite QRISK3 > 10%.",
                                    "Anticholinergic burden high (amitriptyline, oxybutynin).", "Benzodiazepine in a patient with falls."]))
    L.append("Interventions:")
    for i, t in enumerate(R.sample([f"Deprescribe {dname(c, ch(DRUGS)[0])} (agreed).", "Switch to once-daily regimen.",
                                    "Inhaler technique reviewed; spacer supplied.", f"Refer back to {dr(x.gp, c, forms=('last',))} re BP.",
                                    f"Will review in {R.randint(4, 12)} weeks.", "Sick day rules leaflet given.",
                                    namelike(c)], 3), 1):
        L.append(f"{i}. {t}")
    L.append(f"Follow-up call: {Dwd(later(x.visit, 7, 30), c)}" + (f" on {P('PHONE', x.phone)}" if maybe(0.5) else ""))
    L.append(f"Signed: {nm(ph, 'DOCTOR', ['full', 'initials', 'fml'])}")
    return L


GENRES = [
    ("gp_consultation", g_soap), ("telehealth", g_tele), ("referral_letter", g_referral),
    ("clinic_letter", g_clinic_letter), ("repeat_prescription", g_repeat), ("vaccination_record", g_vacc),
    ("portal_message", g_portal), ("chronic_disease_review", g_chronic), ("home_visit", g_home),
    ("fitness_for_work", g_fit), ("insurance_benefits_form", g_insurance), ("new_patient_registration", g_registration),
    ("results_notification", g_results), ("pharmacist_medication_review", g_medreview),
]
PER_GENRE = 43
COUNTRIES = ["US", "UK", "CA", "IE"]


# ---------------------------------------------------------------------------
# marker stripping: one left-to-right pass
# ---------------------------------------------------------------------------
def strip_markers(marked):
    out = []
    spans = []
    pos = 0
    i = 0
    n = len(marked)
    while i < n:
        ch_ = marked[i]
        if ch_ == S:
            j = marked.index(M, i + 1)
            k = marked.index(E, j + 1)
            typ = marked[i + 1:j].upper()
            val = marked[j + 1:k]
            if S in val or M in val or typ not in LABEL:
                raise ValueError(f"bad marker at {i}: {typ!r} {val!r}")
            spans.append({"start": pos, "end": pos + len(val), "label": LABEL[typ], "type": typ, "text": val})
            out.append(val)
            pos += len(val)
            i = k + 1
        elif ch_ in (M, E):
            raise ValueError(f"stray marker at {i}")
        else:
            out.append(ch_)
            pos += 1
            i += 1
    return "".join(out), spans


def main():
    jobs = []
    for gname, fn in GENRES:
        cs = (COUNTRIES * (PER_GENRE // 4 + 1))[:PER_GENRE]
        R.shuffle(cs)
        for cc in cs:
            jobs.append((gname, fn, cc))
    R.shuffle(jobs)
    n = len(jobs)
    lower_idx = set(R.sample(range(n), round(n / 6)))
    rows = []
    for i, (gname, fn, cc) in enumerate(jobs):
        age = None
        if gname == "vaccination_record" and maybe(0.3):
            age = R.randint(0, 15)
        elif gname == "fitness_for_work":
            age = R.randint(18, 66)
        elif gname == "home_visit":
            age = wpick([(R.randint(66, 89), 5), (R.randint(90, 104), 2), (R.randint(40, 65), 1)])
        x = Ctx(cc, gname, age=age)
        lines = fn(x)
        marked = "\n".join(lines).strip("\n")
        # a name ending in an initial's full stop also ends the sentence: no doubled full stop
        marked = marked.replace("." + E + ".", "." + E)
        # collapse accidental triple blank lines
        while "\n\n\n" in marked:
            marked = marked.replace("\n\n\n", "\n\n")
        low = i in lower_idx
        if low:
            marked = marked.lower()
        text, spans = strip_markers(marked)
        for sp in spans:
            assert text[sp["start"]:sp["end"]] == sp["text"]
        rows.append({"id": f"dev123-{i + 1:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev123-en", "genre": gname, "lowercase": low, "country": cc}})
    with open(OUT, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    nsp = sum(len(r["spans"]) for r in rows)
    print(f"wrote {len(rows)} notes, {nsp} spans -> {OUT}")


if __name__ == "__main__":
    main()
