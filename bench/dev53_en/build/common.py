"""Shared machinery for the dev53_en generator: random source, pools, people,
the span-recording document builder and blocks that several genres reuse.

Everything here is invented for this set."""
import random
import re
import datetime as dt

R = random.Random(53)

TYPE2LABEL = {
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


def ch(seq):
    return R.choice(seq)


def rb(p):
    return R.random() < p


def ri(a, b):
    return R.randint(a, b)


def sample(seq, k):
    return R.sample(seq, min(k, len(seq)))


def digits(n):
    return "".join(str(R.randint(0, 9)) for _ in range(n))


def letters(n, alpha="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(R.choice(alpha) for _ in range(n))


# ---------------------------------------------------------------- document

class Doc:
    """Accumulates text; PHI pieces are recorded as spans while written."""

    def __init__(self):
        self.buf = []
        self.n = 0
        self.spans = []
        self.lc = False
        self.typo = 0.0
        self.ctx = {}

    def add(self, s):
        if not s:
            return
        if self.lc:
            s = s.lower()
        if self.typo > 0:
            s = re.sub(r"[A-Za-z]{7,}", self._typo, s)
        self.buf.append(s)
        self.n += len(s)

    def _typo(self, m):
        w = m.group(0)
        if R.random() >= self.typo:
            return w
        i = R.randint(1, len(w) - 3)
        kind = R.random()
        if kind < 0.5:
            return w[:i] + w[i + 1] + w[i] + w[i + 2:]
        if kind < 0.8:
            return w[:i] + w[i + 1:]
        return w[:i] + w[i] + w[i:]

    def ph(self, v, typ):
        if self.lc:
            v = v.lower()
        assert v and v == v.strip(), repr(v)
        assert typ in TYPE2LABEL, typ
        self.spans.append((self.n, self.n + len(v), typ))
        self.buf.append(v)
        self.n += len(v)

    def put(self, x):
        if x is None:
            return
        if isinstance(x, str):
            self.add(x)
        elif isinstance(x, tuple):
            self.ph(x[0], x[1])
        elif isinstance(x, list):
            for y in x:
                self.put(y)
        elif callable(x):
            self.put(x())
        else:
            raise TypeError(x)

    def w(self, tpl, **kw):
        pos = 0
        for m in re.finditer(r"\{(\w+)\}", tpl):
            self.add(tpl[pos:m.start()])
            key = m.group(1)
            if key in kw:
                self.put(kw[key])
            else:
                self.put(self.ctx[key])
            pos = m.end()
        self.add(tpl[pos:])

    def text(self):
        return "".join(self.buf)


# ---------------------------------------------------------------- name pools

FEM = """Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Lisa Nancy Betty Sandra
Margaret Ashley Kimberly Emily Donna Michelle Carol Amanda Melissa Deborah Stephanie Rebecca Sharon Laura
Cynthia Dorothy Amy Kathleen Angela Shirley Brenda Emma Anna Pamela Nicole Samantha Katherine Christine Helen
Debra Rachel Carolyn Janet Maria Catherine Heather Diane Olivia Julie Joyce Victoria Ruth Lauren Kelly
Christina Joan Evelyn Judith Andrea Hannah Megan Cheryl Jacqueline Martha Madison Teresa Gloria Sara Janice
Kathryn Abigail Sophia Frances Alice Judy Isabella Julia Denise Danielle Marilyn Beverly Charlotte Natalie
Theresa Diana Brittany Doris Kayla Alexis Lori Marie Guadalupe Ximena Lucía Xiomara Yesenia Marisol Itzel
Nayeli Thuy Linh Ngoc Mei-Ling Xiu Hye-jin Soo-ah Ji-woo Priya Ananya Lakshmi Deepika Sunita Aaliyah Imani
Keisha Latoya Tanisha Shaniqua Amara Chioma Ngozi Adaeze Fatima Aisha Leila Yasmin Noor Zainab Olga Svetlana
Katarzyna Agnieszka Zoë Chloé Renée Anaïs Siobhán Aoife Saoirse Niamh Ingrid Astrid Freya Malia Leilani
Keiko Yuki Haruka Aiyana Winona Nomvula Thandiwe Esperanza Rosalía Inés Beatriz Joana Conceição Ilse Fiona
Dagny Marguerite Bernadette Henrietta Wilhelmina Consuelo Perpetua Oluwakemi Folasade Tatiana Anastasia
Magdalena Jolanta Hiroko Emiko Sun-hee Bích Hằng Paulette Odessa Loretta Claudette Gwendolyn Mercedes
Rocío Yolanda Dolores Socorro Ayesha Samira Rania Layla Nadia Kiara Destiny Jasmine Trinity Brianna""".split()
FEM += ["María José", "Ana Lucía", "Mary Beth", "Anne-Marie", "Mary Kate", "Rosa María"]

MALE = """James Robert John Michael David William Richard Joseph Thomas Christopher Charles Daniel Matthew
Anthony Donald Steven Paul Andrew Joshua Kenneth Kevin Brian George Timothy Ronald Edward Jason Jeffrey Ryan
Jacob Gary Nicholas Eric Jonathan Stephen Larry Justin Scott Brandon Benjamin Samuel Gregory Alexander
Patrick Raymond Dennis Jerry Tyler Aaron Adam Nathan Henry Douglas Zachary Peter Kyle Noah Ethan Jeremy
Walter Christian Keith Roger Terry Sean Gerald Carl Harold Dylan Arthur Lawrence Jesse Bryan Billy Bruce
Gabriel Logan Alan Juan Albert Willie Elijah Wayne Randy Vincent Roy Ralph Bobby Russell Bradley Philip
Alejandro Santiago Joaquín Rubén Andrés Héctor Ignacio Minh Duc Quang Huy Tuan Wei Jian Hao Jun-ho Min-jun
Seung-woo Arjun Rohan Vikram Sanjay Rajesh Deshawn Tyrone Jamal Darnell Marquis Chinedu Emeka Obinna Kwame
Kofi Tunde Oluwaseun Mohammed Ahmed Omar Yusuf Karim Tariq Dmitri Sergei Piotr Tomasz Mateusz François
Rémi Jérôme Søren Lars Björn Seán Ciarán Pádraig Giuseppe Matteo Niccolò Kenji Hiroshi Takumi Makoa Tenzin
Ravi Bilal Thabo João Gonçalo Jürgen Dieter Leopold Cornelius Thaddeus Ezekiel Alonzo Cletus Virgil Otis
Horace Emilio Rodrigo Efraín Nikolai Anatoly Bogdan Radek Lukas Florian Anders Mikkel Bongani Sipho
Jae-won Dong-hyun Hamza Idris Kareem Mustafa Yaw Kwabena Chukwuemeka Ifeanyi Augustin Gaspard""".split()
MALE += ["José Luis", "Juan Carlos", "Jean-Paul", "Luis Miguel", "Billy Ray", "John Paul"]

SURN = """Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Martin Jackson
Thompson Harris Clark Lewis Robinson Walker Young Allen King Wright Scott Hill Adams Nelson Baker Campbell
Mitchell Roberts Carter Phillips Evans Turner Parker Collins Edwards Stewart Morris Murphy Cook Rogers Morgan
Cooper Peterson Reed Bailey Kelly Howard Cox Richardson Wood Watson Brooks Bennett Hughes Price Sanders Myers
Ross Foster Powell Jenkins Perry Russell Sullivan Fisher Henderson Coleman Simmons Patterson Reynolds
Hamilton Graham Gonzales Wallace Griffin Cole Hayes Chavez Gibson Bryant Ellis Stevens Murray Marshall Owens
McDonald Harrison Ruiz Wells Alvarez Woods Mendoza Castillo Olson Webb Tucker Freeman Vasquez Snyder Simpson
Crawford Jimenez Porter Shaw Gordon Wagner Hunter Romero Hicks Dixon Palmer Robertson Holmes Meyer Boyd Mills
Warren Moreno Schmidt Ferguson Nichols Herrera Medina Fernandez Weaver Daniels Stephens Gardner Payne Kelley
Dunn Pierce Arnold Spencer Peters Hawkins Grant Hansen Castro Hoffman Elliott Cunningham Knight O'Brien
O'Connor O'Neill O'Malley D'Angelo D'Souza McAllister MacLeod García-López Pérez-Ortiz Sánchez Núñez Peña
Ibáñez Nguyen Tran Pham Hoang Huynh Chen Wang Zhang Liu Huang Zhou Lee Park Choi Jung Yoon Kang Sato Tanaka
Watanabe Yamamoto Nakamura Kobayashi Patel Shah Reddy Iyer Chatterjee Banerjee Krishnamurthy Subramanian
Okafor Okonkwo Adeyemi Nwosu Mensah Asante Boateng Diallo Traoré Ndiaye Haddad Khoury Nasser Al-Sayed
El-Amin Abdullah Rahman Hosseini Karimi Yilmaz Öztürk Kowalski Nowak Wiśniewski Zieliński Ivanov Petrov
Volkov Müller Schröder Weiß Becker Jensen Sørensen Lindqvist Johansson Bergström Rossi Esposito Bianchi
Romano Ferrari Costa Silva Santos Oliveira Pereira Gonçalves Kealoha Kahananui Begay Yazzie Tsosie
Whitehorse Fitzgerald Abernathy Villanueva Quintero Echeverría Castañeda Szabo Horvath Novak Dvořák
Kaczmarek Lindgren Halvorsen Okoye Eze Achebe Bakr Farouk Mahmoud Tanvir Chowdhury Ahmadi Sadeghi Nakashima
Fujimoto Gallagher Brennan Donnelly Kavanagh Thibodeaux Boudreaux Fontenot Arceneaux Lachance Gauthier
Bouchard Pelletier Ostrowski Mazur Galloway Whitfield Pruitt Blevins Hatfield Stroud Yoder Hostetler
Kowalczyk Abramowitz Goldberg Rosenthal Katz Feldman Adebayo Ogunleye Musa Kamara Bangura Conteh""".split()
SURN += ["de la Cruz", "de los Santos", "Del Río", "Van der Berg", "van Dijk", "De Vries", "St. Clair",
         "da Silva", "dos Santos", "Ben-Ami", "Le Blanc", "Mac Giolla", "Van Houten", "del Valle",
         "St. Pierre", "La Rosa", "Abu-Hamdan", "Tran-Nguyen", "Smith-Okafor", "Harris-Lee",
         "Ortega y Gasset", "Running Water", "Two Bulls"]

NICK = {"William": "Bill", "Robert": "Bob", "Richard": "Rick", "James": "Jim", "Elizabeth": "Liz",
        "Margaret": "Peggy", "Katherine": "Kate", "Christopher": "Chris", "Anthony": "Tony",
        "Michael": "Mike", "Patricia": "Patty", "Jennifer": "Jen", "Deborah": "Debbie",
        "Rebecca": "Becky", "Joseph": "Joe", "Thomas": "Tom", "Samuel": "Sam", "Benjamin": "Ben",
        "Kimberly": "Kim", "Nicholas": "Nick", "Timothy": "Tim", "Alexander": "Alex",
        "Santiago": "Santi", "Guadalupe": "Lupe", "Dolores": "Lola", "Oluwaseun": "Seun",
        "Chukwuemeka": "Emeka", "Dorothy": "Dot", "Theresa": "Terri", "Gwendolyn": "Gwen",
        "Magdalena": "Magda", "Wilhelmina": "Willa", "Leopold": "Leo", "Ezekiel": "Zeke"}

MI = "ABCDEFGHJKLMNPRSTW"

CREDS = {
    "md": ["MD", "MD", "DO", "MD, FACP", "MD, FAAFP"],
    "np": ["NP", "FNP-C", "APRN", "DNP, FNP-BC"],
    "pa": ["PA-C", "PA"],
    "rn": ["RN", "RN, BSN", "LPN", "RN, CEN"],
    "ma": ["MA", "CMA"],
    "pt": ["PT, DPT", "DPT", "PTA", "PT"],
    "ot": ["OTR/L", "OT", "COTA/L"],
    "slp": ["MS, CCC-SLP", "CCC-SLP", "SLP"],
    "bh": ["LCSW", "LMFT", "LPC", "PsyD", "PhD", "LICSW", "LMHC"],
    "psy": ["MD", "DO", "PMHNP-BC"],
    "ems": ["NRP", "EMT-P", "EMT", "AEMT", "Paramedic"],
    "ob": ["MD", "DO", "CNM", "MD, FACOG"],
    "ped": ["MD", "DO", "MD, FAAP", "CPNP"],
}


USED_LAST = []


def new_note():
    del USED_LAST[:]


class Person:
    def __init__(self, role, sex=None, last=None, kind="md"):
        self.role = role
        self.sex = sex or ch("FM")
        self.first = ch(FEM if self.sex == "F" else MALE)
        if last is None:
            for _ in range(30):
                last = ch(SURN)
                if last not in USED_LAST:
                    break
        USED_LAST.append(last)
        self.last = last
        self.mid = ch(MI) if rb(0.45) else None
        self.nick = NICK.get(self.first)
        self.cred = ch(CREDS[kind]) if role == "DOCTOR" else None
        self.kind = kind

    def T(self, s):
        return (s, self.role)

    def full(self):
        return self.T("%s %s" % (self.first, self.last))

    def fml(self):
        if self.mid:
            return self.T("%s %s. %s" % (self.first, self.mid, self.last))
        return self.full()

    def l(self):
        return self.T(self.last)

    def f(self):
        return self.T(self.first)

    def fi(self):  # "J. Smith"
        return self.T("%s. %s" % (self.first[0], self.last))

    def lf(self):
        s = "%s, %s" % (self.last, self.first)
        if self.mid and rb(0.5):
            s += " " + self.mid
        return self.T(s)

    def LF(self):
        s = "%s, %s" % (self.last.upper(), self.first.upper())
        if self.mid:
            s += " " + self.mid
        return self.T(s)

    def FL_up(self):
        return self.T(("%s %s" % (self.first, self.last)).upper())

    def ini(self):
        a = self.first[0].upper()
        b = self.last.replace("de la ", "").replace("de los ", "")[0].upper()
        return self.T(ch(["%s.%s." % (a, b), "%s%s" % (a, b), "%s.%s." % (a, b)]))

    def lcini(self):
        a = self.first[0].lower()
        b = self.last[0].lower()
        return self.T(a + b if rb(0.7) else a + (self.mid or "x").lower() + b)

    def nickname(self):
        return self.T(self.nick or self.first)

    def anyname(self):
        return ch([self.full, self.full, self.fml, self.l, self.lf])()

    def user(self):
        a = self.first.lower().replace(" ", "").replace("-", "")
        b = re.sub(r"[^a-z]", "", strip_acc(self.last.lower()))
        a = strip_acc(a)
        st = ri(0, 5)
        if st == 0:
            u = a[0] + b[:8]
        elif st == 1:
            u = a[0] + b[:7] + str(ri(1, 9))
        elif st == 2:
            u = "%s.%s" % (a, b)
        elif st == 3:
            u = b[:6] + a[0]
        elif st == 4:
            u = (a[0] + b[:5]).upper() + digits(2)
        else:
            u = a[:4] + b[:4] + digits(2)
        return (u, "USERNAME")

    def sig(self):
        """Name with credential; credential stays outside."""
        return [self.full(), ", " + self.cred] if self.cred else [self.full()]

    def drname(self):
        return ["Dr. ", self.l()] if rb(0.6) else ["Dr ", self.l()]


_ACC = str.maketrans("áàâäãåçéèêëíìîïñóòôöõøúùûüýÁÉÍÓÚÖÜÑŁłśŚźżćęąőűğışçşěřčšžůďťňĕằ",
                     "aaaaaaceeeeiiiinoooooouuuuyAEIOUOUNLlsSzzceaougiscserczsudtnea")


def strip_acc(s):
    return s.translate(_ACC).replace("ß", "ss").replace("ő", "o")


# ---------------------------------------------------------------- numbers

ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " " + words(n - 100))


def age_tok(a, word_p=0.0):
    if rb(word_p):
        return (words(a), "AGE")
    return (str(a), "AGE")


def age_phrase(a, style=None):
    """An age as written in a note's opening line; number only is the span."""
    st = style or ch(["yo", "y/o", "-year-old", "yo2", "yof", "year old", "y.o.", "words"])
    A = (str(a), "AGE")
    if st == "yo":
        return [A, " yo"]
    if st == "yo2":
        return [A, "yo"]
    if st == "y/o":
        return [A, " y/o"]
    if st == "-year-old":
        return [A, "-year-old"]
    if st == "year old":
        return [A, " year old"]
    if st == "y.o.":
        return [A, " y.o."]
    if st == "words":
        return [(words(a), "AGE"), "-year-old"]
    if st == "yof":
        return [A, "yo"]
    return ["age ", A]


# ---------------------------------------------------------------- dates

MONTHS = "January February March April May June July August September October November December".split()
MON = [m[:3] for m in MONTHS]
WDAY = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()


def rand_date(y0=2018, y1=2026, m1=12):
    start = dt.date(y0, 1, 1)
    end = dt.date(y1, m1, 28)
    return start + dt.timedelta(days=R.randint(0, (end - start).days))


def dob_for_age(age, ref, days_extra=None):
    # birthday sometime in the year before ref minus age years
    d0 = dt.date(ref.year - age - 1, ref.month, min(ref.day, 28)) + dt.timedelta(days=1)
    return d0 + dt.timedelta(days=R.randint(0, 360))


def age_on(dob, ref):
    a = ref.year - dob.year - ((ref.month, ref.day) < (dob.month, dob.day))
    return a


DSTYLES = ["us", "us", "us", "us_s", "us2", "iso", "long", "abbr", "dmy", "ora", "dash", "abbr_nocomma"]


def fd(d, st=None):
    st = st or ch(DSTYLES)
    if st == "us":
        s = "%02d/%02d/%04d" % (d.month, d.day, d.year)
    elif st == "us_s":
        s = "%d/%d/%04d" % (d.month, d.day, d.year)
    elif st == "us2":
        s = "%d/%d/%02d" % (d.month, d.day, d.year % 100)
    elif st == "iso":
        s = d.isoformat()
    elif st == "long":
        s = "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
    elif st == "abbr":
        s = "%s %d, %d" % (MON[d.month - 1], d.day, d.year)
    elif st == "abbr_nocomma":
        s = "%s %d %d" % (MON[d.month - 1], d.day, d.year)
    elif st == "dmy":
        s = "%d %s %d" % (d.day, MON[d.month - 1], d.year)
    elif st == "ora":
        s = "%02d-%s-%d" % (d.day, MON[d.month - 1].upper(), d.year)
    elif st == "dash":
        s = "%02d-%02d-%04d" % (d.month, d.day, d.year)
    elif st == "md":
        s = "%d/%d" % (d.month, d.day)
    elif st == "wk":
        s = "%s %d/%d" % (WDAY[d.weekday()][:3], d.month, d.day)
    elif st == "wklong":
        s = "%s, %s %d, %d" % (WDAY[d.weekday()], MONTHS[d.month - 1], d.day, d.year)
    elif st == "my":
        s = "%s %d" % (MONTHS[d.month - 1], d.year)
    elif st == "my_num":
        s = "%d/%d" % (d.month, d.year)
    elif st == "mon_abbr_y":
        s = "%s %d" % (MON[d.month - 1], d.year)
    elif st == "y":
        s = str(d.year)
    elif st == "wday":
        s = WDAY[d.weekday()]
    elif st == "mdlong":
        s = "%s %d" % (MONTHS[d.month - 1], d.day)
    elif st == "compact":
        s = "%04d%02d%02d" % (d.year, d.month, d.day)
    else:
        raise ValueError(st)
    return s


def D(d, st=None):
    return (fd(d, st), "DATE")


def days(d, n):
    return d + dt.timedelta(days=n)


HOLIDAYS = ["Christmas", "Thanksgiving", "New Year's Eve", "Easter", "the Fourth of July", "Labor Day",
            "Memorial Day", "Christmas Eve", "Halloween", "New Year's Day", "Mother's Day"]


def holiday():
    h = ch(HOLIDAYS)
    if h.startswith("the "):
        return ["the ", (h[4:], "DATE")]
    return (h, "DATE")


def tod():
    h = ri(0, 23)
    m = ri(0, 59)
    return ch(["%02d:%02d" % (h, m), "%02d%02d hrs" % (h, m), "%d:%02d %s" % ((h % 12) or 12, m, "AM" if h < 12 else "PM")])


# ---------------------------------------------------------------- places

TOWNS = """Millbrook|Cedar Hollow|Ashford Falls|Port Ardella|East Varnum|Glenmere|Brackett Springs|Lindale Crossing|
Oakhurst Bay|North Tamsin|Pellston Ridge|Wrenfield|Corriveau|Sable Point|Dunmore Heights|Kestrel Lake|Averell|
Harlow Junction|Quillan|Bellhaven|Sutter's Ford|Fairwick|Rook Valley|Tillbury|Larkspur Flats|Esterly|Calder Bend|
Vantree|Hollisport|Amberlin|Crowell Park|Silvan Heights|Brisco|Pinefold|Westmarch|Eldon Creek|Marrow Hill|
Juniper Flats|Kettleby|Sorrel Valley|Thistleton|Bramwell Station|New Aldley|South Perrin|Ossory Falls|Lowbridge|
Merrivale|Stonecrop|Farrowdale|Ridgeholt|Quarry Glen|Wexmoor|Deller's Point|St. Aubrey|Cobalt Ridge|
Fenwick Hollow|Hartsell|Yarrow Bend|Ivelton|Pemberly Lake|Ransome|Velda Springs|Greenlaw|Mapleton Heights|
Brookvale|Orrick|Castellan|Dovecote|Emberly|Galesworth|Hobb's Landing|Idlewood|Jessamine|Kilbride|Lanark Mills|
Mossgiel|Norcastle|Old Tarrow|Pruett City|Redhollow|Saltmarsh|Tamarind Key|Upper Wick|Viller Grove|
Whistler's Bend|Yellowpine|Zell""".replace("\n", "").split("|")
COUNTIES = [t + " County" for t in ["Tamsin", "Orrick", "Calder", "Harlow", "Averell", "Kettleby", "Esterly",
                                    "Brisco", "Lanark", "Redhollow", "Wexmoor", "Pruett"]]

STATES = [("Alabama", "AL"), ("Arizona", "AZ"), ("Arkansas", "AR"), ("California", "CA"), ("Colorado", "CO"),
          ("Connecticut", "CT"), ("Delaware", "DE"), ("Florida", "FL"), ("Georgia", "GA"), ("Idaho", "ID"),
          ("Illinois", "IL"), ("Indiana", "IN"), ("Iowa", "IA"), ("Kansas", "KS"), ("Kentucky", "KY"),
          ("Louisiana", "LA"), ("Maine", "ME"), ("Maryland", "MD"), ("Massachusetts", "MA"),
          ("Michigan", "MI"), ("Minnesota", "MN"), ("Mississippi", "MS"), ("Missouri", "MO"),
          ("Montana", "MT"), ("Nebraska", "NE"), ("Nevada", "NV"), ("New Hampshire", "NH"),
          ("New Jersey", "NJ"), ("New Mexico", "NM"), ("New York", "NY"), ("North Carolina", "NC"),
          ("North Dakota", "ND"), ("Ohio", "OH"), ("Oklahoma", "OK"), ("Oregon", "OR"),
          ("Pennsylvania", "PA"), ("Rhode Island", "RI"), ("South Carolina", "SC"), ("South Dakota", "SD"),
          ("Tennessee", "TN"), ("Texas", "TX"), ("Utah", "UT"), ("Vermont", "VT"), ("Virginia", "VA"),
          ("Washington", "WA"), ("West Virginia", "WV"), ("Wisconsin", "WI"), ("Wyoming", "WY")]

COUNTRIES = ["Mexico", "Guatemala", "Honduras", "El Salvador", "Vietnam", "the Philippines", "India", "Nigeria",
             "Ghana", "Ethiopia", "Somalia", "Haiti", "the Dominican Republic", "Puerto Rico", "Poland", "Ukraine",
             "Russia", "China", "South Korea", "Japan", "Brazil", "Colombia", "Peru", "Ecuador", "Cuba",
             "Jamaica", "Iraq", "Syria", "Afghanistan", "Pakistan", "Bangladesh", "Nepal", "Laos", "Cambodia",
             "Ireland", "Portugal", "Italy", "Germany", "Canada", "Kenya", "Liberia", "Sierra Leone", "Senegal",
             "Egypt", "Lebanon", "Turkey", "Iran", "Bosnia", "Albania", "Venezuela"]


def country():
    c = ch(COUNTRIES)
    if c.startswith("the "):
        return ["the ", (c[4:], "COUNTRY")]
    return (c, "COUNTRY")


STREETN = """Elm Maple Oak Birch Cedar Pine Willow Chestnut Sycamore Walnut Hawthorne Juniper Magnolia Linden
Poplar Laurel Aspen Alder Mulberry Mill Church Main Spring Ridge Lake Hillcrest Meadowbrook Sunset Park
Liberty Union Center Prospect Highland Orchard Pleasant River Forest Valley Brookside Kingsley Whitaker
Larchmont Ellery Ferncliff Tupelo Caldwell Ashby Vireo Kestrel Harrow Bramble Copperfield Dorrance Evergreen
Glenwood Hadley Inverness Jessup Kinsey Lorimer Mercer Norwood Oxbow Pettibone Rutledge Sheffield Thornbury
Upland Vesper Wendover Yates Zephyr Tanager Millrace Cobblestone Foxglove Heron Quarry Saddle Tamarack""".split()
STREETN += ["Quail Run", "Fox Hollow", "Deer Path", "Old Mill", "Stony Brook", "Indian Creek", "Bluebird Hill",
            "Red Barn", "Twin Oaks", "Martin Luther King Jr", "Three Rivers", "Hidden Valley"]
SUFF = ["Street", "St", "St.", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court", "Ct",
        "Boulevard", "Blvd", "Way", "Place", "Terrace", "Circle", "Trail", "Pike", "Parkway"]


def street(unit_p=0.35):
    r = R.random()
    if r < 0.06:
        s = "%d %s" % (ri(100, 9999), ch(["County Road %d" % ri(2, 480), "State Route %d" % ri(2, 299),
                                           "Route %d" % ri(1, 99), "Highway %d" % ri(2, 99)]))
    elif r < 0.09:
        s = "PO Box %d" % ri(10, 9999)
    elif r < 0.11:
        s = "RR %d Box %d" % (ri(1, 9), ri(10, 400))
    else:
        s = "%d %s%s %s" % (ri(2, 19999), ch(["", "", "", "", "N ", "S ", "E ", "W ", "North ", "West "]),
                            ch(STREETN), ch(SUFF))
    if rb(unit_p) and not s.startswith("PO") and not s.startswith("RR"):
        s += ch([", Apt %d%s" % (ri(1, 40), ch(["", "", "A", "B", "C"])), " Apt %d" % ri(1, 999),
                 ", Unit %d" % ri(1, 60), " #%d" % ri(1, 420), ", Lot %d" % ri(1, 90),
                 ", Apt. %s" % ch(["1A", "2F", "3R", "B", "G"]), " Trlr %d" % ri(1, 60)])
    return s


def zipc():
    z = "%05d" % ri(1001, 99950)
    if rb(0.12):
        z += "-" + digits(4)
    return z


class Addr:
    def __init__(self, unit_p=0.35):
        self.street = street(unit_p)
        self.city = ch(TOWNS) if rb(0.95) else ch(COUNTIES)
        self.state = ch(STATES)
        self.zip = zipc()

    def st(self, full=False):
        return (self.state[0] if full else self.state[1], "STATE")

    def line(self, sep=", ", full_state=False):
        return [(self.street, "STREET"), sep, (self.city, "CITY"), ", ", self.st(full_state), " ", (self.zip, "ZIP")]

    def two(self, ind=""):
        return [(self.street, "STREET"), "\n" + ind, (self.city, "CITY"), ", ", self.st(), "  " if rb(.3) else " ",
                (self.zip, "ZIP")]

    def cs(self):
        return [(self.city, "CITY"), ", ", self.st()]

    def upper(self):
        return [(self.street.upper(), "STREET"), ", ", (self.city.upper(), "CITY"), " ", self.st(), " ",
                (self.zip, "ZIP")]


SAINTS = ["Agatha", "Brendan", "Columba", "Dymphna", "Florian", "Gerard", "Hilda", "Ignatius", "Kilian",
          "Lucian", "Monica", "Norbert", "Oswald", "Raphael", "Sebastian", "Ursula", "Bridget", "Casimir",
          "Elzear", "Hedwig", "Leonard", "Benedict", "Clare", "Adalbert"]


def hospital():
    t = ch(TOWNS)
    p = ri(0, 13)
    if p == 0:
        return "%s Regional Medical Center" % t
    if p == 1:
        return "%s General Hospital" % t
    if p == 2:
        return "%s Memorial Hospital" % t
    if p == 3:
        return "%s Community Hospital" % t
    if p == 4:
        return "St. %s's Hospital" % ch(SAINTS)
    if p == 5:
        return "St. %s Medical Center" % ch(SAINTS)
    if p == 6:
        return "Mercy %s Hospital" % t
    if p == 7:
        return "%s Memorial Hospital" % ch(["Abernathy", "Whitfield", "Halvorsen", "Pruitt", "Galloway",
                                            "Hatfield", "Lindgren", "Ostrowski", "Brennan"])
    if p == 8:
        return "%s Valley Medical Center" % ch(["Sorrel", "Rook", "Calder", "Tamsin", "Quillan"])
    if p == 9:
        return "Good Samaritan Hospital of %s" % t
    if p == 10:
        return "%s Health System" % t
    if p == 11:
        return "University Hospital of %s" % t
    if p == 12:
        return "Our Lady of the %s Hospital" % ch(["Pines", "Lakes", "Valley", "Harbor", "Hills"])
    return "%s Baptist Hospital" % t


def clinic(kind):
    t = ch(TOWNS)
    tree = ch(["Birchwood", "Harbor", "Cedar Ridge", "Oak Park", "Riverbend", "Stonebridge", "Lakeview",
               "Maplewood", "Summit", "Pinecrest", "Heron Bay", "Bluestem", "Copper Creek", "Three Rivers",
               "Northgate", "Fieldstone", "Willowbrook", "Granite Peak"])
    pools = {
        "pc": ["%s Family Medicine" % tree, "%s Internal Medicine Associates" % t, "%s Primary Care" % tree,
               "%s Family Health Center" % t, "%s Medical Group" % tree, "%s Community Health Center" % t,
               "%s & %s Internal Medicine" % (ch(SURN[:150]), ch(SURN[:150]))],
        "uc": ["%s Urgent Care" % t, "%s Walk-In Clinic" % tree, "%s Express Care" % tree,
               "QuickCare %s" % t, "%s Immediate Care" % tree, "%s After Hours Clinic" % t],
        "peds": ["%s Pediatrics" % tree, "%s Children's Clinic" % t, "Little Sprouts Pediatrics of %s" % t,
                 "%s Pediatric Associates" % tree, "Kids First %s" % t],
        "ob": ["%s Women's Health" % tree, "%s OB/GYN Associates" % t, "%s Midwifery Group" % tree,
               "%s Center for Women" % t],
        "bh": ["%s Behavioral Health" % tree, "%s Counseling Center" % t, "%s Mental Health Services" % t,
               "%s Psychiatric Associates" % tree, "New Leaf Counseling of %s" % t, "%s Recovery Center" % tree],
        "rehab": ["%s Physical Therapy" % tree, "%s Rehab & Sports Medicine" % t, "%s Therapy Services" % tree,
                  "%s Outpatient Rehabilitation" % t, "Motion Works PT of %s" % t, "%s Speech and Language Center" % tree],
        "snf": ["%s Rehabilitation and Nursing Center" % tree, "The Gardens at %s" % t, "%s Health and Rehab" % t,
                "%s Manor" % ch(["Whitfield", "Abernathy", "Galloway", "Hatfield", "Yoder", "Pruitt", "Lindgren"]),
                "%s Care Center" % tree, "%s Skilled Nursing Facility" % t, "%s Pointe Senior Living" % tree],
        "pharm": ["%s Pharmacy" % t, "%s Apothecary" % tree, "%s Drug" % ch(["Corner", "Main Street", "Hometown", "Village"]),
                  "%s Family Pharmacy" % tree, "MedSmart Pharmacy of %s" % t],
        "lab": ["%s Reference Laboratory" % t, "%s Diagnostic Imaging" % tree, "%s Radiology" % t],
    }
    return ch(pools[kind])


def employer():
    t = ch(TOWNS)
    s = ch(SURN[:200])
    return ch([
        "%s Freight Lines" % s, "%s Tile Works" % t, "Brightwater Logistics", "%s Unified School District" % t,
        "%s Elementary School" % ch(["Pinecrest", "Lincoln Park", "Riverside", "Oak Hollow", "Meadowlark"]),
        "%s Paper Mill" % t, "%s Poultry" % t, "Northgate Auto Body", "%s Insurance Group" % s, "Redwing Plumbing",
        "%s Dairy" % s, "Lakeshore Casino", "Meridian Call Center", "Tri-County Transit", "Copperline Mining",
        "%s Construction" % s, "%s Public Library" % t, "%s Police Department" % t, "%s Fire Department" % t,
        "%s Bakery" % s, "%s Hardware" % t, "%s Nursery and Garden" % t, "Keel & Anchor Marine", "Halcyon Software",
        "%s Distribution Center" % t, "%s Cannery" % t, "%s Landscaping" % s, "Bluefin Seafood", "%s & Sons Roofing" % s,
        "%s County Schools" % ch(["Tamsin", "Orrick", "Calder", "Harlow"]), "%s Credit Union" % t,
        "Summit Home Health", "Orchard Lane Daycare", "%s Auto Parts" % t, "%s Community College" % t,
        "Vantage Warehousing", "Cresthaven Hotel", "Pioneer Grain Co-op", "%s Diner" % s, "Ironclad Steel Fabrication",
    ])


def school():
    return ch(["%s Elementary" % ch(["Pinecrest", "Lincoln Park", "Riverside", "Oak Hollow", "Meadowlark", "Sunnyside",
                                     "Brookvale", "Hawthorne", "Cedar Hollow"]),
               "%s Middle School" % ch(TOWNS), "%s High School" % ch(TOWNS),
               "%s Montessori" % ch(["Little Acorns", "Bright Path", "Willow Tree"]),
               "%s Day Care" % ch(["Tiny Steps", "Rainbow Kids", "Sunshine", "ABC Kiddie"]),
               "%s Academy" % ch(["St. " + ch(SAINTS), "Harbor", "Summit Ridge"]),
               "%s Head Start" % ch(TOWNS)])


INSURERS = ["Keystone Mutual Health", "Larkspur Health Plan", "Meridale Blue", "Unity Care HMO",
            "Corriveau Benefit Trust", "Northstar Health Partners", "Evergreen Family Health Plan",
            "Pioneer Health Alliance", "Harborview Assurance", "TriState Care Plus", "Alder Health",
            "Sunfield Community Plan"]

PROFS = """welder|teacher|truck driver|electrician|accountant|cashier|warehouse worker|line cook|software engineer|
dental hygienist|plumber|carpenter|farmer|mail carrier|police officer|firefighter|bus driver|hairstylist|barista|
paralegal|auto mechanic|machinist|roofer|landscaper|home health aide|librarian|bank teller|
real estate agent|graphic designer|custodian|forklift operator|construction laborer|daycare worker|
commercial fisherman|veterinary technician|phlebotomist|pastor|college professor|civil engineer|airline pilot|
flight attendant|chef|waitress|bartender|security guard|HVAC technician|homemaker|dairy farmer|lineman|
dental assistant|insurance adjuster|UPS driver|seamstress|housekeeper|corrections officer|crane operator|
architect|attorney|pharmacy technician|school bus driver|meat cutter|delivery driver|retail manager|
loan officer|dispatcher|machinist apprentice|coal miner|logger|tattoo artist|massage therapist|bookkeeper|
cosmetologist|sheet metal worker|painter|stocker|court reporter|IT technician|Uber driver|janitor|
nanny|hospice aide|air traffic controller|physical education teacher|welding instructor|oil field worker""".replace("\n", "").split("|")


def prof():
    return (ch(PROFS), "PROFESSION")


def a_an(word):
    return "an" if word[0].lower() in "aeiou" or word.startswith("HVAC") or word.startswith("IT ") else "a"


# ---------------------------------------------------------------- contact

AREAS = ("201 203 206 207 208 210 212 214 216 217 219 224 228 231 239 240 248 252 253 256 260 262 267 269 270 "
         "301 303 304 307 309 312 314 315 317 319 320 330 334 336 337 352 360 385 402 404 405 406 410 412 413 "
         "414 417 419 423 425 432 434 440 443 469 478 479 480 501 503 505 507 509 513 515 517 518 520 530 540 "
         "541 559 563 570 573 574 580 585 586 601 603 605 606 608 609 612 614 615 616 617 618 620 636 641 651 "
         "660 662 701 702 704 706 712 713 715 716 717 719 720 724 727 731 734 740 757 763 765 770 773 775 "
         "785 802 803 804 805 810 812 814 815 816 817 828 830 843 845 847 850 859 860 864 865 901 903 904 906 "
         "907 908 910 912 913 915 918 919 920 928 931 937 940 952 970 971 972 973 978 979 985 989").split()


def phone(st=None, ext_p=0.0, area=None):
    a = area or ch(AREAS)
    x = "01%02d" % ri(0, 99)
    st = st if st is not None else ch([0, 0, 0, 1, 1, 1, 2, 3, 4, 5, 6, 7])
    if st == 0:
        s = "(%s) 555-%s" % (a, x)
    elif st == 1:
        s = "%s-555-%s" % (a, x)
    elif st == 2:
        s = "%s.555.%s" % (a, x)
    elif st == 3:
        s = "%s 555 %s" % (a, x)
    elif st == 4:
        s = "%s555%s" % (a, x)
    elif st == 5:
        s = "+1 %s-555-%s" % (a, x)
    elif st == 6:
        s = "1-%s-555-%s" % (a, x)
    else:
        s = "(%s)555-%s" % (a, x)
    if rb(ext_p):
        s += ch([" ext. %d" % ri(2, 999), " x%d" % ri(100, 9999), " ext %d" % ri(10, 4999), " Ext. %d" % ri(2, 99)])
    return s


def PH(st=None, ext_p=0.0):
    return (phone(st, ext_p), "PHONE")


def FX(st=None):
    return (phone(st), "FAX")


def pager():
    return ch(["%d-%04d" % (ri(1, 9), ri(0, 9999)), "%05d" % ri(10000, 99999), "#%d" % ri(1000, 9999)])


EMAIL_DOM = ["example.com", "example.org", "example.net", "mail.example.com", "email.example.net",
             "inbox.example.org"]


def email_for(p, dom=None):
    a = strip_acc(p.first.lower().replace(" ", "").replace("-", ""))
    b = re.sub(r"[^a-z]", "", strip_acc(p.last.lower()))
    st = ri(0, 6)
    if st == 0:
        loc = "%s.%s" % (a, b)
    elif st == 1:
        loc = a[0] + b
    elif st == 2:
        loc = "%s%s%d" % (a, b[:3], ri(1, 99))
    elif st == 3:
        loc = "%s_%s" % (b, a[0])
    elif st == 4:
        loc = "%s%d" % (a, ri(1950, 2012))
    elif st == 5:
        loc = "%sfamily%d" % (b, ri(1, 9))
    else:
        loc = "%s.%s.%s" % (a, (p.mid or "m").lower(), b)
    return ("%s@%s" % (loc, dom or ch(EMAIL_DOM)), "EMAIL")


def org_slug(name):
    s = re.sub(r"[^a-z0-9]", "", strip_acc(name.lower()).replace("saint", "st"))
    return s[:18]


def org_email(org, role=None):
    loc = role or ch(["referrals", "frontdesk", "records", "intake", "billing", "scheduling", "nursing", "info"])
    return ("%s@%s.example.org" % (loc, org_slug(org)), "EMAIL")


def org_url(org):
    slug = org_slug(org)
    return (ch(["www.%s.example.org" % slug, "https://%s.example.com/portal" % slug,
                "https://portal.example.org/%s" % slug, "www.example.org/%s/patients" % slug,
                "http://%s.example.net" % slug]), "URL")


def ip():
    r = R.random()
    if r < 0.5:
        return ("10.%d.%d.%d" % (ri(0, 255), ri(0, 255), ri(1, 254)), "IPADDR")
    if r < 0.8:
        return ("192.168.%d.%d" % (ri(0, 255), ri(1, 254)), "IPADDR")
    return ("172.%d.%d.%d" % (ri(16, 31), ri(0, 255), ri(1, 254)), "IPADDR")


# ---------------------------------------------------------------- identifiers

def mrn():
    return (ch([digits(8), digits(7), "00" + digits(6), "E" + digits(7), "M" + digits(6), "%s-%s-%s" % (digits(2), digits(3), digits(3)),
                "MR" + digits(6), digits(9), "%s%s" % (letters(2), digits(6))]), "MRN")


def acct():
    return (ch(["%s-%s" % (digits(4), digits(4)), digits(10), "V" + digits(8), "FIN " + digits(9) if False else digits(9),
                "%d-%s" % (R.randint(2018, 2026), digits(7)), "A" + digits(9), "ENC" + digits(8), digits(12)]), "ACCOUNT")


def healthplan():
    return (ch([letters(3) + digits(6), "W" + digits(9), letters(3) + digits(9), digits(11),
                "%s%s%s" % (digits(1), letters(2, "ACDEFGHJKMNPQRTUVWXY"), digits(8)),
                "MCD" + digits(8) + letters(1), "%s-%s" % (letters(2), digits(7)), "ZGP" + digits(8) + "-01"]), "HEALTHPLAN")


def group_no():
    return (ch([digits(6), "GRP-" + digits(5), digits(5) + letters(1), "G" + digits(7)]), "HEALTHPLAN")


def ssn(st=None):
    area = ch(["9%02d" % ri(0, 99), "666", "000", "9%02d" % ri(0, 99)])
    g, s = "%02d" % ri(1, 99), "%04d" % ri(1, 9999)
    st = st if st is not None else ch([0, 0, 0, 1, 2, 4])
    if st == 3:
        return (s, "SSN")
    if st == 4:
        return ["XXX-XX-", (s, "SSN")]
    if st == 0:
        v = "%s-%s-%s" % (area, g, s)
    elif st == 1:
        v = "%s %s %s" % (area, g, s)
    elif st == 2:
        v = area + g + s
    else:
        v = area + g + s
    return (v, "SSN")


def npi():
    return (ch("12") + digits(9), "LICENSE")


def dea():
    return (ch("ABFM") + letters(1) + digits(7), "LICENSE")


def statelic():
    return (ch(["MD%s" % digits(6), "%s%s" % (letters(1), digits(5)), "%s.%s" % (digits(2), digits(6)),
                "RN%s" % digits(7), "%s-%s" % (letters(2), digits(6)), digits(7), "DO%s" % digits(5)]), "LICENSE")


def dl():
    return (ch([letters(1) + digits(7), "%s%s-%s-%s" % (letters(1), digits(3), digits(4), digits(4)), digits(9),
                letters(1) + digits(12), "%s %s %s" % (digits(3), digits(3), digits(3))]), "LICENSE")


def devsn(prefix=None):
    return (ch([letters(3) + digits(6), "SN" + digits(8), letters(2) + digits(7) + letters(1), digits(10),
                "%s-%s" % (letters(2), digits(6)), "%s%s%s" % (digits(4), letters(2), digits(5))]), "DEVICE")


VINCH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def vin():
    return ("".join(R.choice(VINCH) for _ in range(17)), "VEHICLE")


def plate():
    return (ch([digits(1) + letters(3) + digits(3), letters(3) + "-" + digits(4), letters(3) + " " + digits(3),
                digits(3) + " " + letters(3), letters(2) + digits(5), letters(3) + digits(4)]), "VEHICLE")


def bioid():
    return (ch(["FP-" + digits(5), "BIO-" + digits(6), "PV" + digits(7), "FPT" + digits(6) + letters(1),
                "IRIS-" + digits(5), "HB-" + digits(4) + "-" + digits(4)]), "BIOID")


def accession():
    return (ch(["%s%02d-%s" % (ch("SCHMB"), ri(18, 26), digits(ri(4, 6))), "L" + digits(9), digits(2) + "-" + digits(3) + "-" + digits(5),
                "LAB-%d-%s" % (ri(2018, 2026), digits(5)), letters(2) + digits(7), "ACC" + digits(8),
                "ORD" + digits(7), "RQ-" + digits(6), "%s%s" % (digits(4), letters(3)) + digits(3)]), "IDNUM")


# ---------------------------------------------------------------- shared blocks

def staff(kind, role="DOCTOR", sex=None):
    return Person(role, sex=sex, kind=kind)


def banner(d, c, fac):
    """EHR print banner at the top of a note."""
    st = ri(0, 4)
    pt = c["pt"]
    if st == 0:
        d.w("{fac}  |  {pt}  |  MRN {mrn}  |  DOB {dob}  |  Printed {pd} {tm}\n",
            fac=(fac, "HOSPITAL"), pt=pt.LF(), mrn=c["mrn"], dob=D(c["dob"], "us"), pd=D(c["date"], "us"), tm=tod())
    elif st == 1:
        d.w("*** CONFIDENTIAL PATIENT INFORMATION ***  {fac}\nPatient: {pt}   MR#: {mrn}   Acct: {acct}   DOB: {dob} ({age}y)\n",
            fac=(fac, "HOSPITAL"), pt=pt.lf(), mrn=c["mrn"], acct=c["acct"], dob=D(c["dob"], c["dst"]),
            age=(str(c["age"]), "AGE"))
    elif st == 2:
        d.w("{pt} (MRN {mrn}) | {sex} | {age} yrs | Enc {acct} | {fac}\n",
            pt=pt.full(), mrn=c["mrn"], sex="Female" if pt.sex == "F" else "Male", age=(str(c["age"]), "AGE"),
            acct=c["acct"], fac=(fac, "HOSPITAL"))
    elif st == 3:
        d.w("Run date: {pd}  Run by: {u}  Station: {ip}\n{fac} -- Clinical Document\n",
            pd=D(c["date"], "iso"), u=c["user"], ip=ip(), fac=(fac, "HOSPITAL"))
    else:
        d.w("PATIENT: {pt}        DOB: {dob}        MRN: {mrn}\n",
            pt=pt.FL_up(), dob=D(c["dob"], "us"), mrn=c["mrn"])


def esign(d, c, doc, when=None, npi_p=0.3):
    when = when or c["date"]
    st = ri(0, 5)
    if st == 0:
        d.w("\nElectronically signed by {n} on {dt} at {tm}\n", n=doc.sig(), dt=D(when, c["dst"]), tm=tod())
    elif st == 1:
        d.w("\n{n}\n", n=doc.sig())
        if rb(npi_p):
            d.w("NPI {npi}\n", npi=npi())
    elif st == 2:
        d.w("\n-- {n} {dt}\n", n=[doc.fi(), " " + (doc.cred or "")], dt=D(when, "us2"))
    elif st == 3:
        d.w("\nSigned: {n}  Date/Time: {dt} {tm}\n", n=doc.sig(), dt=D(when, "us"), tm=tod())
    elif st == 4:
        d.w("\nAttestation: I personally saw and examined the patient and agree with the documentation above.\n{n}\n",
            n=doc.sig())
    else:
        d.w("\nThis note was electronically signed by {n} ({u}) {dt}.\n", n=doc.sig(), u=doc.user(), dt=D(when, c["dst"]))
    if rb(npi_p) and st != 1:
        d.w("NPI: {npi}\n", npi=npi())


def dictation(d, c, doc, trans=None):
    trans = trans or Person("DOCTOR", kind="rn")
    st = ri(0, 2)
    if st == 0:
        d.w("\n{a}/{b}\nD: {d1} {t1}\nT: {d2} {t2}\nJob #: {job}\n", a=(doc.ini()[0].replace(".", "").upper(), "DOCTOR"),
            b=trans.lcini(), d1=D(c["date"], "us"), t1=tod(), d2=D(days(c["date"], ri(0, 2)), "us"), t2=tod(),
            job=("%s" % digits(7), "IDNUM"))
    elif st == 1:
        d.w("\nDictated by: {doc}\nDD: {d1}  DT: {d2}  TR: {t}  Doc ID: {job}\n", doc=doc.sig(), d1=D(c["date"], "us2"),
            d2=D(days(c["date"], ri(0, 3)), "us2"), t=trans.lcini(), job=("%s-%s" % (digits(3), digits(5)), "IDNUM"))
    else:
        d.w("\nDictated but not read. Transcribed by {t} on {d2}. Conf #{job}\n", t=trans.full(),
            d2=D(days(c["date"], 1), c["dst"]), job=(digits(8), "IDNUM"))


def audit(d, c):
    st = ri(0, 2)
    if st == 0:
        d.w("\n[Audit] last modified {dt} {tm} by {u} from {ip}\n", dt=D(c["date"], "iso"), tm=tod(), u=c["user"], ip=ip())
    elif st == 1:
        d.w("\nPrinted by: {u}    Workstation: {ws} ({ip})    Page 1 of {pg}\n", u=c["user"],
            ws=ch(["WS", "PC", "CLIN", "NUR"]) + "-" + digits(4), ip=ip(), pg=str(ri(1, 4)))
    else:
        d.w("\nDocument ID {did} | Created by {u} | Version {v}\n", did=(letters(2) + digits(8), "IDNUM"), u=c["user"],
            v=str(ri(1, 4)))


def cc_block(d, c, docs):
    d.w("\ncc: ")
    for i, x in enumerate(docs):
        if i:
            d.w("; ")
        d.w("{n}, {cr}", n=x.full(), cr=x.cred or "MD")
        if rb(0.5):
            d.w(" (fax {f})", f=FX())
    d.w("\n")


def base_ctx(age_lo, age_hi, sex=None, date=None, unit_p=0.35):
    c = {}
    c["date"] = date or rand_date()
    c["age"] = ri(age_lo, age_hi)
    c["dob"] = dob_for_age(c["age"], c["date"])
    c["age"] = age_on(c["dob"], c["date"])
    c["pt"] = Person("PATIENT", sex=sex)
    c["addr"] = Addr(unit_p)
    c["mrn"] = mrn()
    c["acct"] = acct()
    c["dst"] = ch(["us", "us", "us", "us_s", "us2", "iso", "abbr", "long", "dmy", "ora", "dash"])
    c["pst"] = ch([0, 0, 1, 1, 2, 3, 5, 7])
    c["phone"] = (phone(c["pst"]), "PHONE")
    return c


def sexw(p, kind=0):
    if kind == 0:
        return "female" if p.sex == "F" else "male"
    if kind == 1:
        return "F" if p.sex == "F" else "M"
    if kind == 2:
        return "woman" if p.sex == "F" else "man"
    return "she" if p.sex == "F" else "he"


def his(p):
    return "her" if p.sex == "F" else "his"


def He(p):
    return "She" if p.sex == "F" else "He"


def he(p):
    return "she" if p.sex == "F" else "he"


def him(p):
    return "her" if p.sex == "F" else "him"


def title(p):
    return ch(["Ms. ", "Mrs. ", "Ms "]) if p.sex == "F" else ch(["Mr. ", "Mr "])


def spouse(p, last_same=True):
    s = Person("FAMILY", sex="M" if p.sex == "F" else "F", last=p.last if last_same and rb(0.7) else None)
    return s, ("husband" if p.sex == "F" else "wife")


def relative(p, rel=None, same_last=0.6):
    rel = rel or ch(["daughter", "son", "sister", "brother", "niece", "nephew", "granddaughter", "grandson"])
    sex = "F" if rel in ("daughter", "sister", "niece", "granddaughter", "mother", "aunt", "wife") else "M"
    return Person("FAMILY", sex=sex, last=p.last if rb(same_last) else None), rel


def vitals_line(c=None, peds=False):
    if peds:
        return "T %.1f  HR %d  RR %d  SpO2 %d%% RA  Wt %.1f kg" % (R.uniform(36.4, 39.4), ri(88, 160), ri(18, 44), ri(94, 100), R.uniform(4, 45))
    return ch([
        "BP %d/%d  HR %d  RR %d  T %.1f F  SpO2 %d%%  Wt %d lb  BMI %.1f" % (ri(102, 172), ri(58, 102), ri(54, 108), ri(12, 22), R.uniform(97.0, 100.6), ri(91, 100), ri(108, 310), R.uniform(19, 44)),
        "Vitals: BP %d/%d, P %d, R %d, Temp %.1f, O2 sat %d%% on room air" % (ri(102, 172), ri(58, 102), ri(54, 108), ri(12, 22), R.uniform(97.0, 100.6), ri(91, 100)),
        "VS: %d/%d | %d | %d | %.1fC | %d%% RA" % (ri(102, 172), ri(58, 102), ri(54, 108), ri(12, 22), R.uniform(36.2, 38.4), ri(91, 100)),
    ])
