"""Markers, invented pools and formatters shared by the dev55_en genre writers.

Every PHI value is written through M(type, value), which wraps it in control
characters; render() strips them and returns the text plus exact offsets.
"""
import datetime as _dt
import re

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}


def M(t, v):
    v = str(v)
    assert t in LABEL, t
    assert v and v == v.strip() and "\n" not in v, repr(v)
    return "\x01%s\x02%s\x03" % (t, v)


_RX = re.compile("\x01([A-Z_]+)\x02(.*?)\x03")


def render(s):
    out, spans, pos, last = [], [], 0, 0
    for m in _RX.finditer(s):
        plain = s[last:m.start()]
        out.append(plain)
        pos += len(plain)
        t, v = m.group(1), m.group(2)
        spans.append({"start": pos, "end": pos + len(v), "label": LABEL[t], "type": t, "text": v})
        out.append(v)
        pos += len(v)
        last = m.end()
    out.append(s[last:])
    text = "".join(out)
    assert "\x01" not in text and "\x02" not in text and "\x03" not in text
    return text, spans


def cap(s):
    """Upper-case the first visible character of a (possibly marked) string."""
    if s.startswith("\x01"):
        k = s.index("\x02") + 1
        return s[:k] + s[k].upper() + s[k + 1:]
    return s[:1].upper() + s[1:]


def art(s):
    """'a' or 'an' for the first visible word of a (possibly marked) string."""
    v = _RX.sub(lambda m: m.group(2), s).lstrip()
    return "an" if v[:1].lower() in "aeiou" and not v.lower().startswith(("uni", "eu", "one")) else "a"


def a_age(n):
    return "an" if str(n).startswith("8") or int(n) in (11, 18) else "a"


def an(s):
    return art(s) + " " + s


# short helpers
def AG(v): return M("AGE", v)
def PR(v): return M("PROFESSION", v)
def CO(v): return M("COUNTRY", v)
def LO(v): return M("LOCATION_OTHER", v)
def OG(v): return M("ORGANIZATION", v)
def HO(v): return M("HOSPITAL", v)
def CI(v): return M("CITY", v)
def UN(v): return M("USERNAME", v)


# ---------------------------------------------------------------- pools
FIRST_M = """James Oluwaseun Mateo Liam Hiroshi Rajesh Mohammed Dmitri Siôn Tomás José François Kwame Wei Arjun
Niall Declan Connor Ibrahim Emeka Thabo Lars Bjørn Jürgen Piotr Andrzej Stéphane Luca Giuseppe Malik DeShawn
Tyrone Marcus Ethan Noah Oliver Jack Harry Callum Rhys Ewan Cian Tadhg Aarav Vikram Sanjay Farhan Omar Yusuf
Hamza Kenji Takeshi Min-jun Ji-hoon Duc Minh Huy Nikolai Ivan Aleksander Mikael Henrik Jean-Luc Pierre-Louis
André Raúl Alejandro Joaquín Santiago Diego Kofi Chidi Tane Wiremu Jarrah Kaleb Brody Mason Lachlan Hamish
Angus Fergus Eamon Pádraig Bartholomew Reginald Earl Cletus Dale Wayne Randall Terrence Anthony Vincenzo Enzo
Nico Tariq Bilal Hassan Ravi Gurpreet Harjit Amrit Kieran Zane Jaxon Leon Felix Otto Ezra Eli Isaac Samuel
Desmond Gareth Dafydd Iolo Cormac Ruairí Osagie Babatunde Femi Tendai Sipho Mandla Haruto Sora Dong-hyun
Bao Long Quang Anh Matías Emiliano Gonzalo Iñaki Xabier Jordi Marc-André Étienne Maxime Gaël Mathieu Rémi
Florin Bogdan Vasile Stelios Yiannis Nikos Kostas Mehmet Emre Kerem Arash Dariush Reza Navid Ezekiel Jedidiah
Cody Travis Dustin Bradley Shane Troy Garrett Beau Kurt Clint Wyatt Rowan Finlay Alfie Archie Rory Seamus""".split()
FIRST_F = """Mary Aoife Siobhan Niamh Saoirse Priya Ananya Fatima Aisha Zainab Yasmin Chloé Amélie Zoë Renée Inés
Lucía Sofía Ximena Guadalupe Mei Xiu Yuki Sakura Hana Ji-woo Seo-yeon Linh Thảo Ngọc Olga Svetlana Katarzyna
Agnieszka Małgorzata Ingrid Astrid Sigrid Freya Isla Ava Olivia Charlotte Emily Grace Harper Madison Brittany
Tiffany Keisha Latoya Imani Nia Adaeze Ngozi Chiamaka Abena Ama Thandiwe Naledi Aroha Mereana Kirra Tahlia
Jessica Sarah Rebecca Rachel Hannah Leah Miriam Esther Ruth Dorothy Mildred Gladys Edna Bernadette Philippa
Harriet Imogen Poppy Rosalind Gwendolyn Ffion Cerys Eilidh Morag Kirsty Shona Maeve Róisín Gráinne Sinéad
Anjali Deepa Sunita Harpreet Simran Noor Layla Mariam Hiba Elif Ayşe Zeynep Camille Élodie Giulia Francesca
Chiara Annalise Marguerite Beatriz Leilani Malia Kalani Marie-Claire Anne-Sophie Geneviève Josée Manon
Rosalía Itzel Yolanda Consuelo Dolores Perpetua Folasade Oluwatoyin Yewande Wanjiru Akinyi Nomvula Lerato
Jacinta Bronwyn Kylie Shelley Tanya Kerry-Ann Shakira Tamsin Jemima Ottilie Beatrix Henrietta Wilhelmina
Hyun-joo Min-seo Aiko Naomi Keiko Phuong Huong Lan Anastasia Yekaterina Oksana Daria Zofia Jadwiga Ewa Ilse
Britt Solveig Liv Ragnhild Dagny Ilona Ágnes Réka Zsófia Parisa Shirin Leila Nasrin Tui Moana Ana-Maria""".split()
SURNAMES = """Smith Okafor Nguyen Nguyễn O'Brien O'Sullivan McAllister MacDonald Fitzgerald Papadopoulos Kowalski
Wiśniewski Nowak Müller Schröder Jäger García Fernández Muñoz Peña Haddad Khoury Nasser Chaudhry Patel Shah Iyer
Reddy Venkataraman Bhattacharya Sandhu Gill Dhillon Kaur Singh Tanaka Yamamoto Watanabe Kim Park Choi Lee Chen
Wang Zhang Liu Huang Wong Chan Tran Pham Le Ivanov Petrov Sokolov Kuznetsova Andersson Johansson Nielsen Haugen
Virtanen Mäkinen Øvergaard Brown Johnson Williams Jackson Washington Robinson Thompson Harris Clarke Evans Hughes
Jones-Parry Lloyd-Davies Ashworth-Smythe Fairweather Blackwood Pemberton Thistlethwaite Featherstonehaugh
Oyelaran Adeyemi Mensah Boateng Asante Mwangi Otieno Kamau Ndlovu Dlamini Nkosi Tshabalala Ngata Tuhiwai
Fa'alogo Tuilagi Kealoha Makoa Nakamura Ramírez Gutiérrez Álvarez Jiménez Ortiz Castillo Morales Delgado Herrera
Villanueva Santos Reyes Bautista Cruz Rossi Esposito Bianchi Romano Colombo Ricci Marino D'Angelo D'Alessandro
Dubois Lefèvre Moreau Girard Fontaine Béland Tremblay Gagnon Côté Bouchard Lévesque Pelletier Ouellet Bélanger
Kowalczyk Horváth Novák Dvořák Şahin Yılmaz Öztürk Demir Rahman Hossain Uddin Begum Ahmed Hussain Qureshi
Siddiqui Farouk Mahmoud Abdi Warsame Osman Haile Tesfaye Bekele Goldberg Rosenthal Katz Levy Cohen Friedman
Abernathy Cartwright Holloway Underwood Whitfield Greenhalgh Ramsbottom Higginbotham Pennington Quigley Donnelly
Gallagher Kavanagh Llewellyn Pryce Vaughan Morgan Sinclair Drummond MacLeod Urquhart Menzies Baird Kincaid
Horowitz Sato Ito Suzuki Gonçalves Conceição Araújo Bergström Lindqvist Kristiansen Nørgaard Vandermeer DeWitt
LaFleur Beauchamp Boudreaux Thibodeaux Broussard Yellowhorse Begaye Tsosie Wirihana Hohaia Jarrett Oduya
Achterberg Szabó Kovač Petrović Jovanović Popescu Ionescu Georgiou Christodoulou Karimi Hosseini Tehrani
Mukherjee Chatterjee Pillai Nair Menon Krishnamurthy Rao Okonkwo Eze Nwosu Adebayo Balogun Akande Mbatha
Zulu Moyo Chikwanha Fonoti Taufa Havili Ahmadzai Popal Stanekzai Ferreira Carvalho Teixeira Quispe Mamani
Huanca Grimshaw Oakes Birtwistle Stainforth Pickering Cuthbertson Trevethan Penhaligon Tregenza Prideaux""".split()
MULTI_SURNAMES = ["de la Cruz", "del Río", "van der Berg", "van Dijk", "De Souza", "dos Santos", "Da Silva",
                  "Le Roux", "St. John", "Al-Rashid", "El-Amin", "Te Rangi", "Ní Bhriain", "Ó Ceallaigh",
                  "Mac Giolla Phádraig", "ap Rhys", "Van Houten", "dela Rosa", "von Ahlen", "bin Hashim",
                  "García Márquez", "Ruiz de Alda", "Abu Saleh", "Ben-David", "Nic an tSaoir", "De Luca",
                  "Ter Haar", "da Costa Pereira", "St. Clair", "O'Neill-Barnes", "Mc Elroy"]

TOWN_A = """Ash Bram Cold Dun Elm Fern Glen Hart Ivy Kel Lang Marl Nor Oak Pen Quar Red Sil Thorn Ul Whit Yar Bex
Carra Dray Ember Fallow Gorse Hollin Kin Lark Mere Nettle Orm Pike Rook Sable Tarn Wren Brack Cinder Gilder
Heron Kestle Lowe Mistle Otter Pillow Quill Rush Stave Teal Umber Vesper Wold Yew Birch Calder Dunmore Eskel
Farrow Grey Haw Iron Juniper Knott Linden Moss Nar Osprey Plover Quarry Raven Salt Tamber Wick Barrow Crane""".split()
TOWN_B = ["ford", "ley", "by", "ton", "wick", "field", "more", "ham", "stead", "bridge", "well", "dale", "mouth",
          "borough", "bury", "port", "haven", "ville", "ridge", "combe", "thorpe", "holme", "gate", "minster",
          " Falls", " Creek", " Springs", " Junction", " Crossing", " Heights", " Flats", " Downs", " Hollow",
          " Point", " Valley", " Plains", " Harbour", " Lakes"]
STREET_N = """Elm Wattle Jacaranda Maple Birch Cedar Kestrel Hawthorn Ironbark Tamarack Sycamore Juniper Larch
Marigold Orchard Quarry Mill Station Brunswick Pemberton Fairview Linden Willow Aspen Bluegum Banksia Heather
Primrose Foxglove Magnolia Dogwood Cypress Redwood Poplar Chestnut Alder Rowan Holly Laurel Clover Thistle
Bramble Meadow Riverside Lakeview Hillcrest Sunnyside Ridgeway Kingfisher Wagtail Lorikeet Cormorant Finch
Swallow Harrier Pelican Galah Spinifex Saltbush Tussock Gannet Bellbird Currawong Whitlow Ashgrove Copperfield
Tanner Cooper Fletcher Wheelwright Drover Shearer Chandler Mercer Weaver Glazier Harbour Quayside Beacon""".split()
ST_TYPES = {"US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Boulevard", "Blvd",
                   "Court", "Ct", "Way", "Place", "Pl", "Circle", "Pike", "Trail"],
            "CA": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Crescent", "Cres", "Boulevard", "Court",
                   "Way", "Place", "Trail", "Line", "Concession Road"],
            "GB": ["Street", "Road", "Lane", "Close", "Avenue", "Crescent", "Grove", "Terrace", "Gardens", "Way",
                   "Drive", "Mews", "Row", "Walk", "Place", "Hill"],
            "AU": ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Parade", "Pde", "Crescent", "Cres", "Court", "Ct",
                   "Drive", "Dr", "Close", "Terrace", "Highway", "Circuit", "Esplanade"]}
US_STATES = [("Ohio", "OH"), ("Oregon", "OR"), ("Texas", "TX"), ("Georgia", "GA"), ("Vermont", "VT"), ("Iowa", "IA"),
             ("Michigan", "MI"), ("Arizona", "AZ"), ("Kentucky", "KY"), ("Nebraska", "NE"), ("Maine", "ME"),
             ("Colorado", "CO"), ("Virginia", "VA"), ("Wisconsin", "WI"), ("Montana", "MT"), ("Alabama", "AL"),
             ("Minnesota", "MN"), ("Tennessee", "TN"), ("New Mexico", "NM"), ("North Carolina", "NC"),
             ("Pennsylvania", "PA"), ("Idaho", "ID"), ("Kansas", "KS"), ("Louisiana", "LA"), ("Washington", "WA"),
             ("New York", "NY"), ("Illinois", "IL"), ("Missouri", "MO"), ("Utah", "UT"), ("South Carolina", "SC")]
CA_PROV = [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Manitoba", "MB"), ("Quebec", "QC"),
           ("Nova Scotia", "NS"), ("Saskatchewan", "SK"), ("New Brunswick", "NB"),
           ("Newfoundland and Labrador", "NL"), ("Prince Edward Island", "PE")]
AU_STATES = [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"), ("Western Australia", "WA"),
             ("South Australia", "SA"), ("Tasmania", "TAS"), ("Northern Territory", "NT"),
             ("Australian Capital Territory", "ACT")]
GB_REGIONS = [("Yorkshire", None), ("Cumbria", None), ("Devon", None), ("Lancashire", None), ("Norfolk", None),
              ("Shropshire", None), ("Northumberland", None), ("Somerset", None), ("Fife", None), ("Gwynedd", None),
              ("Durham", None), ("Kent", None), ("Powys", None), ("Lincolnshire", None), ("Dorset", None)]
SAINTS = ["Bartholomew", "Aidan", "Columba", "Brendan", "Agnes", "Cuthbert", "Hilda", "Winifred", "Jude", "Anselm",
          "Gerard", "Bridget", "Raphael", "Monica", "Dymphna", "Oswald", "Cecilia", "Ignatius", "Petroc", "Bede"]
COUNTRIES = ["Portugal", "Vietnam", "Nigeria", "the Philippines", "India", "Pakistan", "Somalia", "Poland", "Mexico",
             "Guatemala", "Ireland", "Scotland", "New Zealand", "South Africa", "Kenya", "Brazil", "Peru", "Thailand",
             "Indonesia", "Egypt", "Lebanon", "Ukraine", "Romania", "Greece", "Italy", "Germany", "Sweden", "Japan",
             "South Korea", "China", "Fiji", "Samoa", "Tonga", "Ethiopia", "Eritrea", "Sudan", "Iran", "Afghanistan",
             "Sri Lanka", "Bangladesh", "Nepal", "Haiti", "Jamaica", "Trinidad", "Colombia", "Ecuador", "Morocco",
             "Turkey", "Malaysia", "Cambodia", "Myanmar", "Ghana", "Zimbabwe", "Zambia", "Chile", "Argentina",
             "Dominican Republic", "Cuba", "Spain", "France", "Netherlands", "Norway", "Canada", "Mongolia"]
PROFESSIONS = """welder|electrician|schoolteacher|primary school teacher|bus driver|lorry driver|truck driver|
accountant|dairy farmer|chef|line cook|barista|software engineer|warehouse operative|forklift operator|plumber|
carpenter|hairdresser|paralegal|retail assistant|cashier|police officer|firefighter|mechanic|diesel mechanic|
coal miner|crab fisherman|nanny|childcare worker|office cleaner|security guard|pharmacist|librarian|architect|
civil engineer|dental hygienist|social worker|postal worker|courier|delivery driver|roofer|bricklayer|landscaper|
veterinary nurse|abattoir worker|meat packer|poultry processor|labourer|bartender|university lecturer|
graduate student|real estate agent|journalist|airline pilot|flight attendant|sheep shearer|stockman|concreter|
panel beater|boilermaker|scaffolder|care assistant|home health aide|nursing assistant|dental nurse|machinist|
tiler|painter and decorator|taxi driver|rideshare driver|youth worker|pastor|bookkeeper|insurance broker|
IT support technician|call centre agent|data analyst|stonemason|glazier|arborist|greenkeeper|jockey|
kitchen porter|sous chef|butcher|baker|fishmonger|shop fitter|factory worker|sawmill worker|pipefitter|
HVAC technician|lineman|oil rig worker|fly-in fly-out miner|school bus driver|crossing guard|lab technician""".replace("\n", "").split("|")
MIL_JOBS = ["infantryman", "combat medic", "aircraft mechanic", "sonar technician", "logistics specialist",
            "signaller", "combat engineer", "military police officer", "helicopter pilot", "army cook",
            "artillery gunner", "tank crewman", "radio operator", "parachute rigger", "hospital corpsman",
            "boatswain's mate", "munitions technician", "intelligence analyst", "armourer", "truck driver"]
CO_NOUNS = ["Freight", "Logistics", "Foods", "Plastics", "Steelworks", "Timber", "Builders", "Electrical", "Mining",
            "Dairy", "Poultry", "Meats", "Haulage", "Fabrication", "Joinery", "Packaging", "Textiles", "Motors",
            "Concrete", "Roofing", "Landscapes", "Orchards", "Vineyards", "Printing", "Bakery", "Cleaning Services",
            "Security", "Couriers", "Glass", "Engineering"]
CO_SUFFIX = {"US": ["Inc", "LLC", "Co", "Corp", ""], "CA": ["Ltd", "Inc", ""], "GB": ["Ltd", "plc", ""],
             "AU": ["Pty Ltd", "Pty Ltd", ""]}
INS_A = ["Bluepine", "Cardinal", "Northway", "Evergold", "Keystone Vale", "Silverbirch", "Meridian Crest",
         "Harbourlight", "Prairie Shield", "Lakemont", "Summitcare", "Granite Peak", "Copperleaf", "Wildflower",
         "Beaconfield", "Tidewater Crest", "Ironwood", "Juniper Ridge", "Stillwater", "Redgum"]
INS_B = ["Health Plan", "Mutual Health", "Assurance", "Health Partners", "Benefits Co", "Health Insurance",
         "Medical Insurance", "Health Fund", "Care Plan", "Life & Health"]


class Person:
    def __init__(self, c, typ, sex=None, age=None, last=None):
        r = c.r
        self.c = c
        self.typ = typ
        self.sex = sex or r.choice("MF")
        self.first = r.choice(FIRST_M if self.sex == "M" else FIRST_F)
        self.mid = r.choice(FIRST_M if r.random() < .5 else FIRST_F)
        if last:
            self.last = last
        else:
            self.last = r.choice(MULTI_SURNAMES) if r.random() < .12 else r.choice(SURNAMES)
            if r.random() < .04:
                self.last = self.last + "-" + r.choice(SURNAMES).replace("'", "")
        self.age = age
        self.user = self._user()
        if self.sex == "M":
            self._title = "Mr" + c.dot
        else:
            t = r.choice(["Ms", "Mrs", "Miss", "Ms"])
            self._title = t + ("" if t == "Miss" else c.dot)

    def _user(self):
        r = self.c.r
        f = self.c.ascii(self.first).lower().replace("-", "").replace("'", "")
        l_ = self.c.ascii(self.last).lower().replace(" ", "").replace("-", "").replace("'", "").replace(".", "")
        style = r.randrange(5)
        if style == 0:
            return f[0] + l_[:7] + str(r.randint(1, 9))
        if style == 1:
            return f + "." + l_
        if style == 2:
            return (l_[:5] + f[:2]).upper()
        if style == 3:
            return f[0] + self.c.ascii(self.mid)[0].lower() + l_[:6]
        return l_[:6] + f[0] + str(r.randint(10, 99))

    def m(self, v):
        return M(self.typ, v)

    @property
    def full(self): return self.m(self.first + " " + self.last)
    @property
    def fml(self): return self.m("%s %s. %s" % (self.first, self.mid[0], self.last))
    @property
    def LF(self): return self.m("%s, %s" % (self.last.upper(), self.first.upper()))
    @property
    def LFM(self): return self.m("%s, %s %s" % (self.last.upper(), self.first.upper(), self.mid[0]))
    @property
    def lf(self): return self.m("%s, %s" % (self.last, self.first))
    @property
    def ln(self): return self.m(self.last)
    @property
    def fn(self): return self.m(self.first)
    @property
    def fi(self): return self.m("%s. %s" % (self.first[0], self.last))
    @property
    def fli(self): return self.m("%s %s." % (self.first, self.last[0]))
    @property
    def ini(self):
        a, b = self.first[0], self.last.split()[-1][0].upper()
        return self.m(self.c.r.choice(["%s.%s." % (a, b), "%s%s" % (a, b)]))
    @property
    def lower_ini(self):
        return self.m((self.first[0] + self.last.split()[-1][0]).lower())
    @property
    def title(self):
        return self._title
    @property
    def tl(self): return "%s %s" % (self.title, self.ln)
    @property
    def dr(self): return "Dr%s %s" % (self.c.dot, self.ln)
    @property
    def drfull(self): return "Dr%s %s" % (self.c.dot, self.full)
    @property
    def un(self): return M("USERNAME", self.user)
    @property
    def he(self): return "he" if self.sex == "M" else "she"
    @property
    def his(self): return "his" if self.sex == "M" else "her"
    @property
    def him(self): return "him" if self.sex == "M" else "her"
    def any(self):
        return self.c.r.choice([self.full, self.full, self.fml, self.tl, self.ln])


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

DSTYLES = {"US": ["us", "us", "us_s", "iso", "long_us", "abbr_us", "us_y2", "dash"],
           "CA": ["iso", "iso", "long_us", "dmy", "abbr_us", "long", "dash"],
           "GB": ["dmy", "dmy", "long", "ord", "abbr", "dmy2", "dash", "dot"],
           "AU": ["dmy", "dmy", "long", "abbr", "dmy_s", "ord", "dash"]}


def ordsuf(n):
    if 10 <= n % 100 <= 20:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def fmt_date(d, st):
    m, y = d.month, d.year
    if st == "us": return "%02d/%02d/%d" % (m, d.day, y)
    if st == "us_s": return "%d/%d/%d" % (m, d.day, y)
    if st == "us_y2": return "%d/%d/%02d" % (m, d.day, y % 100)
    if st == "iso": return d.isoformat()
    if st == "long_us": return "%s %d, %d" % (MONTHS[m - 1], d.day, y)
    if st == "abbr_us": return "%s %d, %d" % (MONTHS[m - 1][:3], d.day, y)
    if st == "dmy": return "%02d/%02d/%d" % (d.day, m, y)
    if st == "dmy_s": return "%d/%d/%d" % (d.day, m, y)
    if st == "dmy2": return "%02d/%02d/%02d" % (d.day, m, y % 100)
    if st == "dot": return "%02d.%02d.%d" % (d.day, m, y)
    if st == "long": return "%d %s %d" % (d.day, MONTHS[m - 1], y)
    if st == "ord": return "%d%s %s %d" % (d.day, ordsuf(d.day), MONTHS[m - 1], y)
    if st == "abbr": return "%d %s %d" % (d.day, MONTHS[m - 1][:3], y)
    if st == "dash": return "%02d-%s-%d" % (d.day, MONTHS[m - 1][:3], y)
    if st == "mil": return "%02d%s%d" % (d.day, MONTHS[m - 1][:3].upper(), y)
    if st == "milsp": return "%02d %s %02d" % (d.day, MONTHS[m - 1][:3].upper(), y % 100)
    if st == "compact": return "%d%02d%02d" % (y, m, d.day)
    raise ValueError(st)


import unicodedata as _ud
_SPECIAL = {"ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "ı": "i", "đ": "d", "Đ": "D", "ß": "ss"}


def _to_ascii(s):
    s = "".join(_SPECIAL.get(ch, ch) for ch in s)
    return "".join(ch for ch in _ud.normalize("NFKD", s) if not _ud.combining(ch))


class Ctx:
    """Per-note context: locale, random source and formatting habits."""

    def __init__(self, r, loc):
        self.r = r
        self.loc = loc
        self.dot = "." if (loc == "US" and r.random() < .7) or (loc == "CA" and r.random() < .4) else ""
        self.dst = r.choice(DSTYLES[loc])
        self.us = loc == "US"
        self.uk = loc == "GB"
        base = _dt.date(2019, 1, 1) + _dt.timedelta(days=r.randrange(0, 2700))
        self.today = base
        self.emaildom = r.choice(["example.org", "example.com", "example.net"])
        self._used_towns = []
        s = r.randrange(len({"US": US_STATES, "CA": CA_PROV, "AU": AU_STATES, "GB": GB_REGIONS}[loc]))
        self.state_i = s
        self.home_town = self.town_name()
        self.area = r.choice({"US": ["216", "503", "512", "404", "802", "319", "313", "602", "859", "402", "207",
                                      "303", "804", "608", "406", "205", "612", "615", "505", "919"],
                              "CA": ["416", "613", "604", "403", "204", "514", "902", "306", "506", "709", "905"],
                              "GB": ["0"], "AU": ["02", "03", "07", "08"]}[loc])

    # ---------- generic
    def ascii(self, s):
        return _to_ascii(s)

    def pick(self, seq):
        return self.r.choice(seq)

    def digits(self, n):
        return "".join(self.r.choice("0123456789") for _ in range(n))

    def rid(self, pat):
        out = []
        for ch in pat:
            if ch == "#": out.append(self.r.choice("0123456789"))
            elif ch == "@": out.append(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ"))
            elif ch == "%": out.append(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789"))
            else: out.append(ch)
        return "".join(out)

    # ---------- dates
    def day(self, back=0, fwd=0):
        return self.today + _dt.timedelta(days=self.r.randint(-back, fwd))

    def plus(self, d, n):
        return d + _dt.timedelta(days=n)

    def dob(self, age):
        return self.today - _dt.timedelta(days=int(age * 365.25) + self.r.randint(1, 360))

    def age_of(self, dob):
        return int((self.today - dob).days / 365.25)

    def D(self, d, st=None):
        return M("DATE", fmt_date(d, st or self.dst))

    def Dalt(self, d):
        return M("DATE", fmt_date(d, self.r.choice(DSTYLES[self.loc])))

    def Dwd(self, d):
        wd = WD[d.weekday()]
        if self.loc in ("US",):
            v = self.r.choice(["%s %d/%d" % (wd[:3], d.month, d.day), "%s, %s" % (wd, fmt_date(d, "long_us")),
                               "%s %s" % (wd[:3], fmt_date(d, "us"))])
        else:
            v = self.r.choice(["%s %d/%d" % (wd[:3], d.day, d.month), "%s %s" % (wd, fmt_date(d, "long")),
                               "%s %s" % (wd[:3], fmt_date(d, "dmy"))])
        return M("DATE", v)

    def Dshort(self, d):
        v = "%d/%d" % ((d.month, d.day) if self.loc == "US" else (d.day, d.month))
        return M("DATE", v)

    def Dmy(self, d):
        return M("DATE", self.r.choice(["%s %d" % (MONTHS[d.month - 1], d.year), "%s %d" % (MONTHS[d.month - 1][:3], d.year),
                                        "%02d/%d" % (d.month, d.year)]))

    def Y(self, y):
        return M("DATE", str(y))

    def WDAY(self, d):
        return M("DATE", WD[d.weekday()])

    def holiday(self):
        pool = {"US": ["Thanksgiving", "July 4th", "Memorial Day", "Labor Day", "Christmas", "New Year's Eve", "Easter"],
                "CA": ["Canada Day", "Thanksgiving", "Victoria Day", "Christmas", "Boxing Day", "Easter"],
                "GB": ["Christmas", "Boxing Day", "the August bank holiday", "Easter", "New Year's Day", "Bonfire Night"],
                "AU": ["Australia Day", "Anzac Day", "Christmas", "Boxing Day", "Easter", "the Queen's Birthday long weekend"]}[self.loc]
        return M("DATE", self.r.choice(pool + ["Diwali", "Eid", "Lunar New Year"] if self.r.random() < .15 else pool))

    # ---------- ages
    def A(self, n):
        return M("AGE", str(n))

    def age_phrase(self, n, sex):
        r = self.r
        s = "M" if sex == "M" else "F"
        opts = ["%s-year-old" % AG(n), "%s yo" % AG(n), "%s y/o" % AG(n), "%syo" % AG(n), "%s%s" % (AG(n), s),
                "%s %s" % (AG(n), s), "aged %s" % AG(n), "%s year old" % AG(n), "%s yrs" % AG(n)]
        return r.choice(opts)

    def age_sex(self, n, sex):
        r = self.r
        w = r.choice([("male", "female"), ("man", "woman"), ("M", "F"), ("gentleman", "lady")])
        sw = w[0] if sex == "M" else w[1]
        s = "M" if sex == "M" else "F"
        return r.choice(["%s-year-old %s" % (AG(n), sw), "%s yo %s" % (AG(n), sw), "%s y/o %s" % (AG(n), sw),
                         "%s%s" % (AG(n), s), "%s %s" % (AG(n), s), "%s year old %s" % (AG(n), sw), "%s-yr-old %s" % (AG(n), sw)])

    # ---------- places
    def town_name(self):
        r = self.r
        while True:
            t = r.choice(TOWN_A) + r.choice(TOWN_B)
            if self.loc != "US" and t.endswith("ville") and r.random() < .7:
                continue
            if t not in self._used_towns:
                self._used_towns.append(t)
                return t

    def town(self):
        return CI(self.town_name())

    def state(self, full=None, i=None):
        pool = {"US": US_STATES, "CA": CA_PROV, "AU": AU_STATES, "GB": GB_REGIONS}[self.loc]
        nm, ab = pool[self.state_i if i is None else i]
        if self.loc == "GB":
            return CI(nm)  # UK counties count as CITY (town, city, county)
        if full is None:
            full = self.r.random() < .3
        return M("STATE", nm if full or not ab else ab)

    def postcode(self):
        r = self.r
        if self.loc == "US":
            z = "%05d" % r.randint(10000, 99950)
            if r.random() < .15:
                z += "-%04d" % r.randint(0, 9999)
            return z
        if self.loc == "CA":
            return self.rid("@#@ #@#")
        if self.loc == "AU":
            return str(r.randint(2000, 7999))
        return self.rid(r.choice(["@@# #@@", "@@## #@@", "@# #@@", "@@#@ #@@"]))

    def zipc(self):
        return M("ZIP", self.postcode())

    def street_name(self):
        r = self.r
        n = r.choice(STREET_N) if r.random() < .8 else self.ascii(r.choice(SURNAMES))
        return "%s %s" % (n, r.choice(ST_TYPES[self.loc]))

    def street(self, unit=None):
        r = self.r
        num = str(r.choice([r.randint(1, 99), r.randint(100, 999), r.randint(1000, 19999) if self.loc in ("US", "CA") else r.randint(1, 60)]))
        s = "%s %s" % (num, self.street_name())
        if unit is None:
            unit = r.random() < .25
        if unit:
            if self.loc == "AU":
                s = "%d/%s" % (r.randint(1, 24), s) if r.random() < .6 else "Unit %d, %s" % (r.randint(1, 30), s)
            elif self.loc == "GB":
                s = r.choice(["Flat %d, %s" % (r.randint(1, 20), s), "%s, Flat %d" % (s, r.randint(1, 9))])
            else:
                s = "%s, %s" % (s, r.choice(["Apt %d" % r.randint(1, 40), "Apt. %d%s" % (r.randint(1, 9), r.choice("ABCD")),
                                             "Unit %d" % r.randint(100, 450), "#%d" % r.randint(2, 30)]))
        return M("STREET", s)

    def _home(self):
        """The patient's own street and postcode, fixed for the note."""
        if not hasattr(self, "_home_parts"):
            self._home_parts = (self.street(), self.postcode())
        return self._home_parts

    def addr_line(self, town=None, street=True):
        """one-line address with parts split; without a town it is the patient's home address"""
        home = town is None
        t = town or self.home_town
        parts = []
        if street:
            parts.append(self._home()[0] if home else self.street())
        z = M("ZIP", self._home()[1]) if home else self.zipc()
        if self.loc == "GB":
            s = ", ".join(parts + [CI(t)])
            if self.r.random() < .35:
                s += ", " + self.state()
            return s + " " + z if self.r.random() < .5 else s + ", " + z
        if self.loc == "AU":
            return ", ".join(parts + [CI(t if self.r.random() < .6 else t.upper())]) + " " + self.state(False) + " " + z
        return ", ".join(parts + [CI(t)]) + ", " + self.state() + " " + z

    def addr_block(self, town=None, street=True, extra=None):
        home = town is None
        t = town or self.home_town
        z = M("ZIP", self._home()[1]) if home else self.zipc()
        lines = []
        if extra:
            lines.append(extra)
        if street:
            lines.append(self._home()[0] if home else self.street())
        if self.loc == "GB":
            lines.append(CI(t))
            if self.r.random() < .4:
                lines.append(self.state())
            lines.append(z)
        elif self.loc == "AU":
            lines.append("%s %s %s" % (CI(t.upper() if self.r.random() < .5 else t), self.state(False), z))
        else:
            lines.append("%s, %s %s" % (CI(t), self.state(), z))
        return "\n".join(lines)

    def country(self):
        return CO(self.r.choice(COUNTRIES))

    # ---------- hospitals and organisations
    def hosp_name(self, kind="hospital", town=None):
        r = self.r
        t = town or self.town_name()
        L = self.loc
        if kind == "hospital":
            pools = {"US": ["%s General Hospital" % t, "%s Regional Medical Center" % t, "St. %s Medical Center" % r.choice(SAINTS),
                            "%s Memorial Hospital" % self.ascii(r.choice(SURNAMES)), "%s Community Hospital" % t,
                            "Mercy %s" % t, "%s University Hospital" % t, "%s Valley Health" % t],
                     "CA": ["%s General Hospital" % t, "St. %s's Health Centre" % r.choice(SAINTS),
                            "%s Regional Health Centre" % t, "%s and District Hospital" % t, "%s Memorial Hospital" % t],
                     "GB": ["%s Royal Infirmary" % t, "%s General Hospital" % t, "%s District General Hospital" % t,
                            "St %s's Hospital" % r.choice(SAINTS), "%s Hospital" % t, "Royal %s Hospital" % t],
                     "AU": ["%s Base Hospital" % t, "%s Hospital" % t, "%s District Health Service" % t,
                            "%s Private Hospital" % t, "St %s's Hospital" % r.choice(SAINTS), "%s Health" % t]}
            return r.choice(pools[L])
        if kind == "children":
            return r.choice(["%s Children's Hospital" % t, "Royal %s Children's Hospital" % t, "%s Women's and Children's" % t])
        if kind == "gp":
            if L == "GB":
                return r.choice(["%s Surgery" % self.street_name(), "%s Health Centre" % t, "%s Medical Practice" % t,
                                 "The %s Practice" % r.choice(STREET_N)])
            if L == "AU":
                return r.choice(["%s Medical Centre" % t, "%s Family Practice" % t, "%s GP Clinic" % r.choice(STREET_N)])
            if L == "CA":
                return r.choice(["%s Family Health Team" % t, "%s Medical Clinic" % t, "%s Community Health Centre" % t])
            return r.choice(["%s Family Medicine" % t, "%s Primary Care" % t, "%s Internal Medicine Associates" % t,
                             "%s Family Practice" % r.choice(STREET_N)])
        if kind == "dialysis":
            return r.choice(["%s Dialysis Unit" % t, "%s Kidney Centre" % t if L != "US" else "%s Kidney Center" % t,
                             "%s Satellite Haemodialysis Unit" % t if L != "US" else "%s Dialysis Center" % t])
        if kind == "carehome":
            return r.choice(["%s Lodge Care Home" % r.choice(STREET_N), "%s Nursing Home" % t, "%s House" % r.choice(STREET_N),
                             "%s Aged Care" % t, "%s Manor Residential Care" % r.choice(STREET_N)])
        if kind == "pharmacy":
            return r.choice(["%s Pharmacy" % t, "%s Chemist" % r.choice(STREET_N) if L in ("GB", "AU") else "%s Drug" % r.choice(STREET_N),
                             "%s Apothecary" % self.ascii(r.choice(SURNAMES))])
        if kind == "va":
            return r.choice(["%s VA Medical Center" % t, "%s VA Medical Center" % self.ascii(r.choice(SURNAMES)),
                             "%s VA Clinic" % t, "%s CBOC" % t])
        if kind == "ward":
            return r.choice(STREET_N + ["Ward %d%s" % (r.randint(1, 40), r.choice(["", "A", "B"]))]) + \
                ""
        raise ValueError(kind)

    def hosp(self, kind="hospital", town=None):
        """A named care site; the patient's own GP, dialysis unit, pharmacy or care home is usually reused."""
        cache = self.__dict__.setdefault("_sites", {})
        if kind in ("gp", "dialysis", "pharmacy", "carehome", "va") and town is None:
            if kind in cache and self.r.random() < .8:
                return cache[kind]
            v = HO(self.hosp_name(kind, town))
            cache.setdefault(kind, v)
            return v
        return HO(self.hosp_name(kind, town))

    def ward(self):
        r = self.r
        v = r.choice(["%s Ward" % r.choice(STREET_N), "Ward %d%s" % (r.randint(1, 40), r.choice(["", "A", "B"])),
                      "%s Unit" % r.choice(STREET_N)])
        return HO(v)

    def company(self):
        r = self.r
        base = r.choice([self.ascii(r.choice(SURNAMES)), self.town_name(), r.choice(STREET_N)])
        suf = r.choice(CO_SUFFIX[self.loc])
        n = "%s %s" % (base, r.choice(CO_NOUNS))
        if r.random() < .15:
            n = "%s & Sons %s" % (self.ascii(r.choice(SURNAMES)), r.choice(CO_NOUNS))
        return n + (" " + suf if suf else "")

    def employer(self):
        return OG(self.company())

    def school(self):
        r = self.r
        t = self.town_name()
        return OG(r.choice(["%s Primary School" % t, "%s High School" % t, "%s Elementary School" % t if self.us else "%s Public School" % t,
                            "%s Community College" % t, "%s Academy" % t, "Little %s Early Learning Centre" % r.choice(STREET_N)]))

    def insurer(self):
        return OG("%s %s" % (self.r.choice(INS_A), self.r.choice(INS_B)))

    def lab_org(self):
        r = self.r
        return OG(r.choice(["%s Reference Laboratory" % self.town_name(), "%s Pathology" % r.choice(INS_A),
                            "%s Diagnostics" % r.choice(INS_A), "%s Genomics" % r.choice(INS_A)]))

    # ---------- contacts
    def phone_str(self, mobile=None):
        r = self.r
        L = self.loc
        if mobile is None:
            mobile = r.random() < .4
        if L in ("US", "CA"):
            ac = self.area
            n = "%02d" % r.randint(0, 99)
            return r.choice(["(%s) 555-01%s" % (ac, n), "%s-555-01%s" % (ac, n), "%s.555.01%s" % (ac, n),
                             "%s 555 01%s" % (ac, n), "+1 %s 555 01%s" % (ac, n), "1-%s-555-01%s" % (ac, n)])
        if L == "GB":
            if mobile:
                n = "%03d" % r.randint(0, 999)
                return r.choice(["07700 900%s" % n, "07700900%s" % n, "+44 7700 900%s" % n])
            pre = r.choice(["0113 496 0", "0114 496 0", "0115 496 0", "0116 496 0", "0117 496 0", "0118 496 0",
                            "0121 496 0", "0131 496 0", "0141 496 0", "0151 496 0", "0161 496 0", "020 7946 0",
                            "029 2018 0", "01632 960"])
            return pre + "%03d" % r.randint(0, 999)
        # AU
        if mobile:
            n = r.randint(6, 159)
            return r.choice(["0491 570 %03d" % n, "0491570%03d" % n, "+61 491 570 %03d" % n])
        n = "%04d" % r.randint(0, 9999)
        return r.choice(["(%s) 5550 %s" % (self.area, n), "%s 5550 %s" % (self.area, n)])

    def phone(self, mobile=None, ext=False):
        s = self.phone_str(mobile)
        if ext:
            s += self.r.choice([" ext. %d" % self.r.randint(100, 9999), " x%d" % self.r.randint(100, 9999),
                                " ext %d" % self.r.randint(10, 999)])
        return M("PHONE", s)

    def fax(self):
        return M("FAX", self.phone_str(False))

    def pager(self):
        r = self.r
        return M("PHONE", r.choice(["%d-%04d" % (r.randint(2, 8), r.randint(0, 9999)), "%04d" % r.randint(1000, 9999),
                                    "%05d" % r.randint(10000, 99999)]))

    def email(self, p=None, org=None):
        r = self.r
        if p is not None:
            f = self.ascii(p.first).lower().replace("-", "").replace("'", "")
            l_ = self.ascii(p.last).lower().replace(" ", "").replace("-", "").replace("'", "").replace(".", "")
            user = r.choice([f + "." + l_, f[0] + l_, l_ + f[0] + str(r.randint(1, 99)), f + "_" + l_[:4] + str(r.randint(60, 99)),
                             p.user.lower()])
        else:
            user = r.choice(["referrals", "genetics.admin", "transplant.office", "notifications", "billing", "claims",
                             "appeals", "custody.health", "nicu.outreach", "preop.clinic", "cdi.team", "records",
                             "epi.surveillance", "coding.queries", "dialysis.coord", "vet.services"])
        dom = self.emaildom
        if org:
            dom = org + "." + dom
        return M("EMAIL", "%s@%s" % (user, dom))

    def url(self, slug=None):
        r = self.r
        host = r.choice(["www.", "portal.", "", "my."]) + r.choice(["example.org", "example.com", "example.net"])
        path = r.choice(["/portal", "/patient", "/referrals", "/mychart/login", "/forms/notify", "/appeals",
                         "/genetics/family-letter", "/billing/pay", "/tx/livingdonor", "/records/request", ""])
        if slug:
            path = "/" + slug + self.r.choice(["", "/info", "/contact", "/forms"])
        pre = r.choice(["", "https://", "https://", "http://"])
        return M("URL", pre + host + path)

    def ip(self):
        r = self.r
        v = r.choice(["10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254)),
                      "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254)),
                      "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))])
        return M("IPADDR", v)

    # ---------- identifiers
    def mrn(self):
        r = self.r
        pats = {"US": ["########", "00######", "MRN#######", "E#######", "##-##-##"],
                "CA": ["#######", "@#######", "##-###-###"],
                "GB": ["@######", "@@#######", "RX#######", "#######@", "H#######"],
                "AU": ["#######", "UR######", "##-##-##", "MR######"]}[self.loc]
        return M("MRN", self.rid(r.choice(pats)))

    def ssn(self):
        r = self.r
        if self.loc == "US":
            return M("SSN", self.rid(r.choice(["9##-##-####", "###-##-####", "#########"])).replace("000", "100"))
        if self.loc == "GB":
            return M("SSN", self.rid(r.choice(["@@ ## ## ## @", "@@######@"])).replace("O", "P"))
        if self.loc == "CA":
            return M("SSN", self.rid(r.choice(["### ### ###", "###-###-###"])))
        return M("SSN", self.rid("### ### ###"))  # AU tax file number

    def hplan(self, what=None):
        r = self.r
        L = self.loc
        if L == "GB":
            return M("HEALTHPLAN", self.rid(r.choice(["### ### ####", "##########", "###-###-####"])))
        if L == "AU":
            return M("HEALTHPLAN", self.rid(r.choice(["#### ##### #", "##########", "#### ##### #-#"])))
        if L == "CA":
            return M("HEALTHPLAN", self.rid(r.choice(["####-###-###-@@", "#### ### ###", "#########", "@@@@ ### ### ###"])))
        return M("HEALTHPLAN", self.rid(r.choice(["@@@#########", "#@@#-@@#-@@##", "W#########", "@@@@@##########",
                                                  "####-######-##", "@#########"])))

    def group(self):
        return M("HEALTHPLAN", self.rid(self.r.choice(["GRP-#####", "######", "@#####-###", "G######"])))

    def acct(self):
        return M("ACCOUNT", self.rid(self.r.choice(["##########", "####-####", "ACCT######", "V#########",
                                                    "FIN ########", "#######-##", "E##########"]).replace("FIN ", "")))

    def claim(self):
        return M("ACCOUNT", self.rid(self.r.choice(["CLM-####-######", "############", "##-#####-##", "C##########"])))

    def npi(self):
        return M("LICENSE", self.rid("1#########"))

    def dea(self):
        return M("LICENSE", self.rid("@@#######"))

    def medlic(self):
        r = self.r
        L = self.loc
        if L == "GB":
            return M("LICENSE", self.rid("#######"))
        if L == "AU":
            return M("LICENSE", self.rid("MED##########"))
        if L == "CA":
            return M("LICENSE", self.rid(r.choice(["#####", "CPSO #####"]).replace("CPSO ", "")))
        return M("LICENSE", self.rid(r.choice(["@@.#######", "MD######", "@-#####"])))

    def dl(self):
        r = self.r
        L = self.loc
        pat = {"US": ["@#######", "@###-####-####", "#########"], "CA": ["@####-#####-#####", "#######"],
               "GB": ["@@@@@######@@#@@"], "AU": ["########", "#########"]}[L]
        return M("LICENSE", self.rid(r.choice(pat)))

    def serial(self):
        return M("DEVICE", self.rid(self.r.choice(["@@@######@", "SN#########", "@@@######", "####-####-##", "@#####@@"])))

    def plate(self):
        r = self.r
        L = self.loc
        pat = {"US": ["#@@@###", "@@@-####", "###-@@@"], "CA": ["@@@@ ###", "@@@ ###"],
               "GB": ["@@## @@@"], "AU": ["#@@-#@@", "@@@-###", "###-@@@"]}[L]
        return M("VEHICLE", self.rid(r.choice(pat)))

    def vin(self):
        return M("VEHICLE", self.rid("#@@@@##@#@@######").replace("I", "J").replace("O", "P").replace("Q", "R"))

    def bioid(self, kind="fp"):
        r = self.r
        pat = {"fp": ["FP-#####", "##/######@", "@@@-FP-######"], "dna": ["@@######@", "DNA-##-#####", "########@@"],
               "iris": ["IRS-########"], "bat": ["BAT-##########"]}[kind]
        return M("BIOID", self.rid(r.choice(pat)))

    def idn(self, pat):
        return M("IDNUM", self.rid(pat))
