"""Core helpers for the dev119_en generator: markers, invented pools, PHI renderers.

Every PHI value is wrapped in private-use marker characters when it is placed in a
note; offsets are computed later in one left-to-right pass (see strip_markers)."""
import datetime as _dt
import re

TYPES = {
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
TYPE_LIST = list(TYPES)
S, E = "\ue000", "\ue001"
TAG0 = 0xE100
MARK_RE = re.compile("\ue000.|\ue001")


def M(typ, val):
    """Wrap one PHI value in markers (type encoded as a private-use character)."""
    assert typ in TYPES, typ
    assert val and val == val.strip() and S not in val and E not in val, repr(val)
    return S + chr(TAG0 + TYPE_LIST.index(typ)) + val + E


def vis(s):
    return MARK_RE.sub("", s)


def strip_markers(s):
    """One left-to-right pass: drop markers, record spans over the clean text."""
    out, spans = [], []
    n, i, cur, start = 0, 0, None, 0
    L = len(s)
    while i < L:
        ch = s[i]
        if ch == S:
            assert cur is None, "nested marker"
            cur = TYPE_LIST[ord(s[i + 1]) - TAG0]
            start = n
            i += 2
            continue
        if ch == E:
            assert cur is not None
            spans.append({"start": start, "end": n, "label": TYPES[cur], "type": cur})
            cur = None
            i += 1
            continue
        out.append(ch)
        n += 1
        i += 1
    assert cur is None
    text = "".join(out)
    for sp in spans:
        sp["text"] = text[sp["start"]:sp["end"]]
    return text, spans


# ----------------------------------------------------------------- invented pools
FIRST_F = {
    "hisp": ["Maria", "Guadalupe", "Yesenia", "Marisol", "Esperanza", "Lucia", "Rocio", "Araceli", "Itzel", "Dulce", "Leticia", "Brenda"],
    "maya": ["Ixchel", "Rosa", "Candelaria", "Juana", "Ilsy", "Olga", "Marta"],
    "haiti": ["Mireille", "Nadege", "Roseline", "Fabienne", "Guerline", "Wideline"],
    "wafr": ["Amara", "Nkechi", "Chiamaka", "Ngozi", "Ama", "Fatoumata", "Adaeze"],
    "seas": ["Mai", "Thao", "Bao", "Linh", "Pa Nhia", "Huong", "Kalia"],
    "sasia": ["Priya", "Anjali", "Sunita", "Farzana", "Meera"],
    "easia": ["Mei", "Ling", "Hina", "Yuki", "Min-ji", "Xiu"],
    "eeur": ["Oksana", "Svetlana", "Milena", "Katarzyna", "Irina"],
    "anglo": ["Brenda", "Tammy", "Shawna", "Kaylee", "Destiny", "Haley", "Linda", "Darlene", "Crystal", "Bobbie Jo", "Ruth Ann", "Marcy"],
    "native": ["Winona", "Tala", "Aiyana", "Nizhoni", "Shandiin", "Loretta", "Cheyenne", "Renita"],
    "pac": ["Leilani", "Malia", "Sina", "Losa"],
    "arab": ["Aisha", "Fatima", "Yasmin", "Nadia", "Rania"],
    "word": ["Hope", "Grace", "Faith", "Joy", "Rose", "Dawn", "June", "April", "Patience", "Sunny", "Charity"],
}
FIRST_M = {
    "hisp": ["Jose", "Juan", "Miguel", "Francisco", "Efrain", "Ramiro", "Jesus", "Arturo", "Rigoberto", "Eleazar", "Hector"],
    "maya": ["Wilmer", "Byron", "Edvin", "Santos", "Mateo", "Domingo", "Baltazar"],
    "haiti": ["Wesner", "Jean-Robert", "Fritznel", "Jonas", "Wilfrid", "Dieudonne"],
    "wafr": ["Mamadou", "Oluwaseun", "Chinedu", "Kofi", "Ibrahima", "Emeka"],
    "seas": ["Minh", "Tuan", "Hung", "Tou", "Cheng", "Vang Pao", "Khoa"],
    "sasia": ["Arjun", "Ravi", "Imran", "Sanjay", "Harpreet"],
    "easia": ["Wei", "Jun", "Haruto", "Min-ho", "Tao"],
    "eeur": ["Dmitri", "Pavel", "Tomasz", "Bogdan", "Andrei"],
    "anglo": ["Cody", "Dustin", "Travis", "Wade", "Clint", "Randy", "Darrell", "Jimmy", "Dale", "Billy Ray", "Earl", "Vernon"],
    "native": ["Dakota", "Koda", "Tahoma", "Nathaniel", "Delbert", "Leroy", "Talon", "Lorenzo"],
    "pac": ["Keoni", "Sione", "Tevita", "Makoa"],
    "arab": ["Omar", "Yusuf", "Khalid", "Tariq", "Samir"],
    "word": ["Will", "Mark", "Frank", "Bill", "Hunter", "Mason", "Carter", "Rich", "Chase", "Clay", "Cliff", "Skip"],
}
LAST = {
    "hisp": ["Hernandez", "Ramirez", "Cifuentes", "Zamora", "Villalobos", "Ochoa", "Barajas", "Pérez", "De la Cruz", "Quintanilla", "Sandoval", "Arreola"],
    "maya": ["Xol", "Tzul", "Ajpop", "Coc", "Caal", "Tuyuc", "Chiquin"],
    "haiti": ["Toussaint", "Pierre-Louis", "Jean-Baptiste", "Desir", "Fleurimond", "Exantus"],
    "wafr": ["Okafor", "Adeyemi", "Mensah", "Diallo", "Eze", "Boateng", "Nwosu"],
    "seas": ["Nguyen", "Tran", "Pham", "Vang", "Xiong", "Lor", "Thao", "Moua"],
    "sasia": ["Patel", "Shah", "Khan", "Chaudhry", "Reddy"],
    "easia": ["Chen", "Wong", "Sato", "Tanaka", "Kim", "Park"],
    "eeur": ["Kowalski", "Ivanova", "Novak", "Petrenko", "Horvath"],
    "anglo": ["McAllister", "O'Brien", "Hollins", "Dupree", "Boudreaux", "Yoder", "Stoltzfus", "Hofer", "Mahoney", "Pruitt", "Tackett", "Gentry", "Skaggs"],
    "native": ["Begay", "Yazzie", "Tsosie", "Redbird", "Running Bear", "Whitehorse", "Littlefield", "Two Crows", "Eagleheart"],
    "pac": ["Kealoha", "Fonoti", "Tupou", "Faleolo"],
    "arab": ["Haddad", "Ahmed", "Yilmaz", "Nasser", "Saleh"],
    "word": ["Baker", "King", "Young", "Long", "Little", "Brown", "Green", "White", "Bell", "Stone", "Wood", "Hill", "Ward", "Price", "Love", "Hunter", "Page", "Cook", "Strong", "Sharp", "Marsh", "Cross", "Frank", "Rich"],
}
ORIGINS = list(LAST)
MIDDLE_INITIALS = "ABCDEFGHJKLMNPRSTW"

PLACE_A = ["Alder", "Tamarack", "Juniper", "Cottonwood", "Sagebrush", "Red Willow", "Coyote", "Prairie", "Elk", "Stony", "Cedar", "Harlow", "Marlin", "Quail", "Dry", "Bluestem", "Kettle", "Saltgrass", "Hollis", "Pinion", "Larkin", "Mesquite", "Birch", "Caddo", "Wren", "Ashby", "Otter", "Granite", "Tumble", "Fenwick", "Sorrel", "Calloway"]
PLACE_B = [" Creek", " Ford", " Hollow", " Junction", " Flats", " Springs", "ville", "burg", " Crossing", " Bend", " Gap", " Mesa", " Ridge", " Falls", " Prairie"]
STREET_N = ["Mesquite", "Elm", "County Road", "Farm Road", "Old Mill", "Section Line", "Chapel", "Railroad", "Orchard", "Depot", "Church", "Schoolhouse", "Buckhorn", "Sandhill", "Ferry", "Pecan", "Coulee", "Tribal Route", "Rimrock", "Canal"]
STREET_S = ["Street", "St", "Road", "Rd", "Lane", "Ln", "Avenue", "Ave", "Drive", "Trail", "Hwy", "Loop"]
STATES = [("Montana", "MT"), ("Nebraska", "NE"), ("Kansas", "KS"), ("Oklahoma", "OK"), ("New Mexico", "NM"), ("Arizona", "AZ"), ("Idaho", "ID"), ("Washington", "WA"), ("Oregon", "OR"), ("North Dakota", "ND"), ("South Dakota", "SD"), ("Wyoming", "WY"), ("Kentucky", "KY"), ("West Virginia", "WV"), ("Mississippi", "MS"), ("Alabama", "AL"), ("Arkansas", "AR"), ("Georgia", "GA"), ("North Carolina", "NC"), ("Texas", "TX"), ("California", "CA"), ("Michigan", "MI"), ("Maine", "ME"), ("Minnesota", "MN"), ("Louisiana", "LA"), ("Maryland", "MD"), ("Pennsylvania", "PA")]
COUNTRIES = ["Mexico", "Guatemala", "Honduras", "El Salvador", "Haiti", "Jamaica", "Philippines", "Vietnam", "Laos", "Somalia", "Nigeria", "Ghana", "Ukraine", "Tonga", "Samoa", "India", "Peru", "Dominican Republic"]

PROFESSIONS = ["welder", "ranch hand", "dairy milker", "apple picker", "tractor driver", "school bus driver", "long-haul trucker", "coal miner", "cashier", "home health aide", "line cook", "roofer", "logger", "oil field roustabout", "grain elevator operator", "poultry plant worker", "teacher's aide", "hairdresser", "mechanic", "seamstress", "carpenter", "fishing deckhand", "berry picker", "irrigator", "meatpacker", "janitor", "church secretary", "postal carrier", "lineman", "sheep shearer", "crew leader", "tobacco cutter", "nursery worker", "substitute teacher", "electrician", "hotel housekeeper"]

ORG_PATTERNS = ["{S} Orchards", "{P} Dairy", "{P} Packing Company", "{P} Feed & Seed", "{S} Farms LLC", "{P} Poultry", "{P} Grain Cooperative", "{P} Sawmill", "{S} Trucking", "{P} Casino", "{P} Nursery", "{P} Baptist Church", "{P} Ag Services", "{S} & Sons Roofing", "{P} Public Schools", "{P} Food Pantry"]
SCHOOL_PATTERNS = ["{P} Elementary School", "{P} Middle School", "{P} High School", "{P} Consolidated School", "{P} K-8 Academy"]

NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return NUMWORDS[n]
    t, u = divmod(n, 10)
    if t >= 10:
        return "one hundred" + ("" if n == 100 else " " + num_words(n - 100))
    return TENS[t] + ("" if u == 0 else "-" + NUMWORDS[u])


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
HOLIDAYS = ["Christmas", "Thanksgiving", "Easter", "New Year's Day", "Labor Day", "Memorial Day", "Christmas Eve", "Fourth of July"]


class Person:
    def __init__(self, given, last, middle, sex):
        self.given, self.last, self.middle, self.sex = given, last, middle, sex

    def initials(self):
        return self.given[0] + self.last[0]


class Ctx:
    """Per-note random context: consistent invented values plus renderers."""

    def __init__(self, R, genre):
        self.R = R
        self.genre = genre
        self.base = _dt.date(2018, 1, 1) + _dt.timedelta(days=R.randrange(0, 2700))
        self.area = R.choice(["406", "308", "620", "580", "505", "928", "208", "509", "541", "701", "605", "307", "606", "304", "662", "334", "870", "229", "910", "956", "559", "906", "207", "218", "337", "301", "814"])
        self.used_names = set()

    # -------------------------------------------------------------- basics
    def ch(self, seq):
        return self.R.choice(seq)

    def p(self, x):
        return self.R.random() < x

    def ri(self, a, b):
        return self.R.randint(a, b)

    def digits(self, n):
        return "".join(str(self.R.randrange(10)) for _ in range(n))

    def letters(self, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.R.choice(alphabet) for _ in range(n))

    def time(self):
        return "%02d:%02d" % (self.ri(6, 22), self.ri(0, 59))

    # -------------------------------------------------------------- people
    def person(self, sex=None, origins=None):
        for _ in range(50):
            sx = sex or self.ch("FM")
            org = self.ch(origins or ORIGINS)
            pool = FIRST_F if sx == "F" else FIRST_M
            if self.p(0.15):
                given = self.ch(pool["word"])
            else:
                given = self.ch(pool[org])
            last = self.ch(LAST["word"]) if self.p(0.2) else self.ch(LAST[org])
            if (given, last) not in self.used_names and given != last:
                self.used_names.add((given, last))
                break
        return Person(given, last, self.ch(MIDDLE_INITIALS), sx)

    def title(self, pr):
        if pr.sex == "M":
            t = "Mr"
        else:
            t = self.ch(["Ms", "Mrs", "Ms", "Miss"])
        return t + ("." if self.p(0.5) and t != "Miss" else "")

    def name(self, pr, typ, form=None):
        forms = ["full", "full", "full_mi", "last_first", "LASTFIRST", "given_init", "initials", "title", "title", "given", "last"]
        f = form or self.ch(forms)
        g, l, m = pr.given, pr.last, pr.middle
        if f == "full":
            return M(typ, f"{g} {l}")
        if f == "full_mi":
            return M(typ, f"{g} {m}. {l}")
        if f == "last_first":
            return M(typ, f"{l}, {g}")
        if f == "LASTFIRST":
            return M(typ, f"{l.upper()}, {g.upper()} {m}")
        if f == "given_init":
            return M(typ, f"{g} {l[0]}.")
        if f == "initials":
            return M(typ, self.ch([f"{g[0]}.{l[0]}.", f"{g[0]}{l[0]}", f"{g[0]}.{m}.{l[0]}."]))
        if f == "title":
            return self.title(pr) + " " + M(typ, l)
        if f == "given":
            return M(typ, g)
        if f == "last":
            return M(typ, l)
        raise ValueError(f)

    def pt(self, pr, form=None):
        return self.name(pr, "PATIENT", form)

    def fam(self, pr, form=None):
        return self.name(pr, "FAMILY", form or self.ch(["full", "given", "given", "full", "title"]))

    def clin(self, cred=None):
        pr = self.person()
        pr.cred = cred or self.ch(["MD", "DO", "NP", "PA-C", "FNP-C"])
        return pr

    def doc(self, d, form=None):
        """Clinician with title/credential outside the span."""
        f = form or self.ch(["dr", "dr_full", "cred", "cred", "cred_nocomma", "init_cred", "drnodot"])
        physician = d.cred in ("MD", "DO", "DDS", "DMD", "OD", "PharmD")
        if f.startswith("dr") and not physician:
            f = "cred"
        if f == "dr":
            return "Dr. " + M("DOCTOR", d.last)
        if f == "drnodot":
            return "Dr " + M("DOCTOR", d.last)
        if f == "dr_full":
            return "Dr. " + M("DOCTOR", f"{d.given} {d.last}")
        if f == "cred":
            return M("DOCTOR", f"{d.given} {d.last}") + ", " + d.cred
        if f == "cred_nocomma":
            return M("DOCTOR", f"{d.given} {d.last}") + " " + d.cred
        if f == "init_cred":
            return M("DOCTOR", f"{d.given[0]}. {d.last}") + ", " + d.cred
        if f == "plain":
            return M("DOCTOR", f"{d.given} {d.last}")
        if f == "last":
            return M("DOCTOR", d.last)
        if f == "given":
            return M("DOCTOR", d.given)
        raise ValueError(f)

    def user(self, pr):
        g = pr.given.lower().replace(" ", "").replace("-", "")
        l = pr.last.lower().replace(" ", "").replace("'", "").replace("-", "").replace("é", "e")
        return M("USERNAME", self.ch([g[0] + l, g[0] + l + str(self.ri(1, 99)), g + "." + l, l + g[0], g[:3] + l[:3] + str(self.ri(1, 9))]))

    def transcr(self, d1, d2):
        return M("DOCTOR", d1.initials().upper()) + "/" + M("DOCTOR", d2.initials().lower())

    # -------------------------------------------------------------- dates / ages
    def dd(self, delta_days=0):
        return self.base + _dt.timedelta(days=delta_days)

    def date(self, d, fmt=None):
        fmts = ["mdY", "mdY", "m/d/Y", "m/d/y", "bdY", "BdY", "d-b-Y", "iso", "m/d", "wm/d", "dBY"]
        f = fmt or self.ch(fmts)
        m, dy, y = d.month, d.day, d.year
        B = MONTHS[m - 1]
        b = B[:3]
        w = WDAYS[d.weekday()]
        out = {
            "mdY": f"{m:02d}/{dy:02d}/{y}", "m/d/Y": f"{m}/{dy}/{y}", "m/d/y": f"{m}/{dy}/{y % 100:02d}",
            "bdY": f"{b} {dy}, {y}", "BdY": f"{B} {dy}, {y}", "d-b-Y": f"{dy:02d}-{b}-{y}",
            "iso": f"{y}-{m:02d}-{dy:02d}", "m/d": f"{m}/{dy}", "wm/d": f"{w[:3]} {m}/{dy}",
            "dBY": f"{dy} {B} {y}", "BY": f"{B} {y}", "Y": f"{y}", "W": w, "WBdY": f"{w}, {B} {dy}, {y}",
            "Bd": f"{B} {dy}", "bd": f"{b} {dy}", "mdy2": f"{m:02d}/{dy:02d}/{y % 100:02d}",
        }[f]
        return M("DATE", out)

    def holiday(self):
        h = self.ch(HOLIDAYS)
        return ("the " if h.startswith("Fourth") else "") + M("DATE", h)

    def age(self, n, fmt=None, sex=None):
        f = fmt or self.ch(["yo", "yo_nosp", "y/o", "year-old", "year old", "sexF", "slash", "age", "words", "yrs"])
        sx = sex or self.ch("FM")
        if f == "yo":
            return M("AGE", str(n)) + " yo"
        if f == "yo_nosp":
            return M("AGE", str(n)) + "yo"
        if f == "y/o":
            return M("AGE", str(n)) + " y/o"
        if f == "year-old":
            return M("AGE", str(n)) + "-year-old"
        if f == "year old":
            return M("AGE", str(n)) + " year old"
        if f == "sexF":
            return M("AGE", str(n)) + " " + sx
        if f == "slash":
            return M("AGE", str(n)) + "/" + sx
        if f == "age":
            return "age " + M("AGE", str(n))
        if f == "words":
            return "aged " + M("AGE", num_words(n))
        if f == "yrs":
            return M("AGE", str(n)) + " yrs"
        raise ValueError(f)

    # -------------------------------------------------------------- places
    def place(self):
        a, b = self.ch(PLACE_A), self.ch(PLACE_B)
        if not b.startswith(" ") and " " in a:
            b = " " + b.capitalize()
        return a + b

    def city(self):
        return M("CITY", self.place() if self.p(0.85) else self.ch(PLACE_A) + " County")

    def state(self, abbr=None):
        full, ab = self.ch(STATES)
        if abbr is None:
            abbr = self.p(0.7)
        return M("STATE", ab if abbr else full)

    def zip(self):
        z = "%05d" % self.ri(10000, 99950)
        if self.p(0.2):
            z += "-" + self.digits(4)
        return M("ZIP", z)

    def street(self):
        n = self.ri(3, 48999)
        s = self.ch(STREET_N)
        if s in ("County Road", "Farm Road", "Tribal Route"):
            v = f"{n} {s} {self.ri(2, 990)}"
        else:
            v = f"{n} {s} {self.ch(STREET_S)}"
        r = self.R.random()
        if r < 0.15:
            v += f", Apt {self.ri(1, 40)}{self.ch(['', 'B', 'C'])}"
        elif r < 0.25:
            v += f", Lot {self.ri(1, 80)}"
        elif r < 0.33:
            v = f"HC {self.ri(30, 89)} Box {self.ri(10, 990)}"
        elif r < 0.40:
            v = f"PO Box {self.ri(10, 4999)}"
        elif r < 0.45:
            v = f"Rt {self.ri(1, 9)} Box {self.ri(10, 400)}"
        return M("STREET", v)

    def address(self, sep=", "):
        return f"{self.street()}{sep}{self.city()}, {self.state(True)} {self.zip()}"

    def country(self):
        return M("COUNTRY", self.ch(COUNTRIES))

    def hosp(self, kind="cah"):
        P = self.place()
        pats = {
            "cah": ["{P} Critical Access Hospital", "{P} Memorial Hospital", "{P} Community Hospital", "{P} County Hospital"],
            "ref": ["{P} Regional Medical Center", "{P} University Hospital", "St. {S}'s Regional"],
            "fqhc": ["{P} Community Health Center", "{P} Family Health Center", "{P} Health Partners", "{P} Rural Health Clinic"],
            "mig": ["{P} Migrant Health Clinic", "{P} Farmworker Health Center", "Campesino Health {P}", "{P} Valley Farmworker Clinic"],
            "tribal": ["{P} Tribal Health Clinic", "{P} Band Health Center", "{P} Tribal Wellness Center", "{P} Nation Health Station"],
            "school": ["{P} School-Based Health Center", "{P} Student Health Center"],
            "dental": ["{P} Community Dental", "{P} Smiles Dental Clinic", "{P} Family Dentistry"],
            "vision": ["{P} Vision Clinic", "{P} Eye Care", "{P} Optometry"],
            "pharm": ["{P} Drug", "{P} Pharmacy", "{S} Family Pharmacy"],
            "unit": ["Juniper Unit", "Sage Wing", "Bluebonnet Unit", "Larkspur Ward", "Meadowlark Unit"],
            "home": ["{P} Home Health", "{P} Hospice", "{P} Care Center", "{P} Assisted Living"],
            "mobile": ["{P} Mobile Health Unit", "{P} Health on Wheels", "{P} Rolling Clinic"],
            "bh": ["{P} Behavioral Health", "{P} Counseling Center", "{P} Recovery Clinic"],
            "ob": ["{P} Women's Clinic", "{P} Birth Center", "{P} OB-GYN Associates"],
        }[kind]
        return M("HOSPITAL", self.ch(pats).format(P=P, S=self.ch(LAST["anglo"] + LAST["word"])))

    def org(self, kind="emp"):
        pats = SCHOOL_PATTERNS if kind == "school" else ORG_PATTERNS
        return M("ORGANIZATION", self.ch(pats).format(P=self.place(), S=self.ch(LAST["anglo"] + LAST["hisp"] + LAST["word"])))

    def prof(self):
        return M("PROFESSION", self.ch(PROFESSIONS))

    def aprof(self):
        v = self.ch(PROFESSIONS)
        return ("an " if v[0] in "aeiou" else "a ") + M("PROFESSION", v)

    def room(self):
        return self.ch(["Room ", "Rm ", "room "]) + M("LOCATION_OTHER", self.ch([str(self.ri(1, 30)), f"{self.ri(1, 3)}{self.ri(0, 2)}{self.ri(1, 9)}", f"{self.ri(1, 24)}{self.ch('AB')}"]))

    def bed(self):
        return self.ch(["Bed ", "bed "]) + M("LOCATION_OTHER", self.ch([str(self.ri(1, 4)), self.ch("AB")]))

    def landmark(self):
        P = self.place()
        v = self.ch(["{P} Grange Hall", "{P} Chapter House", "{P} Community Center", "{P} Labor Camp", "{P} Fairgrounds", "{P} Senior Center", "the {P} Water Tower", "{P} Trailer Court", "{P} Truck Stop", "{P} Rodeo Grounds"]).format(P=P)
        if v.startswith("the "):
            return "the " + M("LOCATION_OTHER", v[4:])
        return M("LOCATION_OTHER", v)

    # -------------------------------------------------------------- contact
    def _tel(self):
        a = self.area if self.p(0.7) else self.ch(["406", "505", "701", "606", "559", "229", "870", "541"])
        last = "01" + self.digits(2)
        f = self.ch(["paren", "dash", "dash", "dot", "seven", "plus"])
        return {"paren": f"({a}) 555-{last}", "dash": f"{a}-555-{last}", "dot": f"{a}.555.{last}",
                "seven": f"555-{last}", "plus": f"+1 {a} 555 {last}"}[f]

    def phone(self, ext=None):
        v = self._tel()
        if ext or (ext is None and self.p(0.15)):
            v += self.ch([" ext. ", " ext ", " x", " x."]) + str(self.ri(10, 4999))
        return M("PHONE", v)

    def pager(self):
        return self.ch(["pager ", "pgr ", "Pager: ", "beeper "]) + M("PHONE", self.ch([f"{self.ri(2, 9)}-{self.digits(4)}", self.digits(5), self.digits(4)]))

    def ext(self):
        return self.ch(["ext. ", "x", "ext "]) + M("PHONE", self.digits(4))

    def fax(self):
        return M("FAX", self._tel())

    def email(self, pr):
        u = vis(self.user(pr))
        return M("EMAIL", f"{u}@{self.ch(['example.com', 'example.org', 'example.net'])}")

    def url(self):
        host = self.ch(["www.example.org", "example.org", "portal.example.com", "telehealth.example.net", "www.example.com", "example.net"])
        path = self.ch(["/portal", "/mychart", "/visit/" + self.letters(3).lower() + self.digits(4), "/forms/intake", "/room/" + self.letters(2).lower() + "-" + self.digits(3), "/rx/refill", "/schedule", ""])
        pre = self.ch(["https://", "http://", ""]) if not host.startswith("www") else self.ch(["https://", ""])
        return M("URL", pre + host + path)

    def ip(self):
        r = self.R.random()
        if r < 0.4:
            v = f"10.{self.ri(0, 255)}.{self.ri(0, 255)}.{self.ri(1, 254)}"
        elif r < 0.7:
            v = f"172.{self.ri(16, 31)}.{self.ri(0, 255)}.{self.ri(1, 254)}"
        else:
            v = f"192.168.{self.ri(0, 255)}.{self.ri(1, 254)}"
        return M("IPADDR", v)

    # -------------------------------------------------------------- identifiers
    def mrn(self):
        return M("MRN", self.ch([self.digits(8), "K-" + self.digits(6), "CAH-" + self.digits(7), self.digits(3) + "-" + self.digits(3) + "-" + self.digits(2), "M" + self.digits(7), self.digits(7)]))

    def acct(self):
        return M("ACCOUNT", self.ch([self.digits(4) + "-" + self.digits(4), "V" + self.digits(8), f"ENC-{self.base.year}-{self.digits(6)}", self.digits(10), "FIN " + self.digits(7), "A" + self.digits(6) + "-" + self.digits(2)]))

    def plan(self):
        return M("HEALTHPLAN", self.ch([self.letters(3) + self.digits(6), "MC" + self.digits(7), self.digits(9) + self.ch("ABCM"), "GRP-" + self.digits(5), "IHS-" + self.digits(3) + "-" + self.digits(4), "W" + self.digits(8), self.letters(1) + self.digits(8) + self.letters(1)]))

    def ssn(self):
        pre = self.ch(["9" + self.digits(2), "000"])
        return M("SSN", f"{pre}-{self.digits(2)}-{self.digits(4)}")

    def npi(self):
        return M("LICENSE", "1" + self.digits(9))

    def lic(self):
        return M("LICENSE", self.ch([self.letters(2) + self.digits(7), "RN-" + self.digits(6), "MD" + self.digits(5), "D" + self.digits(3) + "-" + self.digits(4) + "-" + self.digits(4), "EMT-" + self.digits(5), "LPN" + self.digits(6), "DDS-" + self.digits(4), "OD" + self.digits(4)]))

    def device(self):
        return M("DEVICE", self.ch([self.letters(3) + self.digits(6), self.digits(2) + self.letters(2) + self.digits(5), self.letters(1) + self.digits(3) + "-" + self.digits(2) + "-" + self.digits(4), "SN" + self.digits(8), self.letters(2) + "-" + self.digits(4) + "-" + self.letters(1) + self.digits(2)]))

    def vin(self):
        al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return M("VEHICLE", "1" + "".join(self.ch(al) for _ in range(16)))

    def plate(self):
        return M("VEHICLE", self.ch([self.digits(1) + self.letters(3) + self.digits(3), self.letters(3) + " " + self.digits(4), self.digits(2) + "-" + self.digits(4) + self.letters(1), "TRB " + self.digits(3), self.letters(2) + "-" + self.digits(5)]))

    def bio(self):
        return M("BIOID", self.ch(["FP-" + self.digits(5), "PV-" + self.digits(7), "IR-" + self.digits(4) + self.letters(1), "BIO" + self.digits(6), "VP-" + self.letters(2) + self.digits(4), "FPT" + self.digits(5) + "-" + self.digits(1)]))

    def idnum(self, kind=None):
        y = self.base.year % 100
        return M("IDNUM", self.ch([f"S{y}-{self.digits(4)}", f"ORD-{self.digits(6)}", f"REQ{self.digits(5)}", f"{y}-{self.digits(5)}", f"RX{self.digits(7)}", f"CS{y}-{self.digits(4)}", f"{self.letters(2)}{self.digits(6)}", f"RUN-{self.base.year}-{self.digits(5)}", f"H{self.digits(5)}"]))


# ----------------------------------------------------------------- hard negatives (unannotated)
LABS = [("Na", 133, 146, 0, "mmol/L", "135-145"), ("K", 3.2, 5.4, 1, "mmol/L", "3.5-5.1"), ("Cl", 96, 110, 0, "mmol/L", "98-107"),
        ("CO2", 19, 31, 0, "mmol/L", "22-29"), ("BUN", 6, 48, 0, "mg/dL", "7-20"), ("Cr", 0.5, 2.9, 2, "mg/dL", "0.6-1.2"),
        ("Glucose", 68, 388, 0, "mg/dL", "70-99"), ("HbA1c", 5.1, 13.2, 1, "%", "4.0-5.6"), ("WBC", 3.1, 19.8, 1, "K/uL", "4.0-11.0"),
        ("Hgb", 7.8, 16.9, 1, "g/dL", "12.0-16.0"), ("Plt", 88, 512, 0, "K/uL", "150-400"), ("ALT", 9, 140, 0, "U/L", "7-56"),
        ("AST", 10, 120, 0, "U/L", "10-40"), ("TSH", 0.2, 9.8, 2, "mIU/L", "0.4-4.0"), ("INR", 0.9, 3.8, 1, "", "0.8-1.2"),
        ("LDL", 48, 210, 0, "mg/dL", "<100"), ("Troponin I", 0.01, 0.42, 2, "ng/mL", "<0.04"), ("Lipase", 12, 380, 0, "U/L", "13-60"),
        ("Mg", 1.4, 2.6, 1, "mg/dL", "1.7-2.2"), ("Hct", 24, 49, 0, "%", "36-46"), ("BNP", 40, 1900, 0, "pg/mL", "<100"),
        ("Lactate", 0.6, 4.8, 1, "mmol/L", "0.5-2.0"), ("Cholinesterase", 4.1, 12.6, 1, "U/mL", "5.3-12.9"), ("Ferritin", 6, 300, 0, "ng/mL", "15-150")]

MEDS = ["metformin 1000 mg PO BID", "lisinopril 20 mg PO daily", "insulin glargine 22 units SC qHS", "albuterol HFA 90 mcg 2 puffs q4h PRN wheeze",
        "sertraline 50 mg PO daily", "prenatal vitamin 1 tab PO daily", "ferrous sulfate 325 mg PO every other day", "furosemide 40 mg PO daily",
        "amoxicillin 500 mg PO TID x 7 days", "ibuprofen 600 mg PO q6h PRN pain", "acetaminophen 650 mg PO q6h PRN", "atorvastatin 40 mg PO qHS",
        "levothyroxine 75 mcg PO daily before breakfast", "ondansetron 4 mg ODT q8h PRN nausea", "chlorhexidine 0.12% rinse 15 mL BID",
        "latanoprost 0.005% 1 gtt OU qHS", "buprenorphine-naloxone 8-2 mg SL daily", "nicotine patch 21 mg/24 h daily", "amlodipine 5 mg PO daily",
        "fluticasone 110 mcg 2 puffs BID", "ceftriaxone 1 g IV q24h", "enoxaparin 40 mg SC daily", "metoprolol succinate 50 mg PO daily",
        "carvedilol 12.5 mg PO BID", "empagliflozin 10 mg PO daily", "escitalopram 10 mg PO daily", "hydroxyzine 25 mg PO q6h PRN anxiety",
        "naloxone 4 mg nasal spray PRN", "cetirizine 10 mg PO daily", "omeprazole 20 mg PO daily", "doxycycline 100 mg PO BID x 10 days",
        "potassium chloride 20 mEq PO daily", "spironolactone 25 mg PO daily", "aspirin 81 mg PO daily", "prednisone 40 mg PO daily x 5 days",
        "lidocaine 2% with epi 1:100,000, 1.8 mL x 2 carpules", "fluoride varnish 5% applied", "cyclopentolate 1% 1 gtt OU", "quetiapine 50 mg PO qHS",
        "magnesium sulfate 4 g IV load", "nifedipine ER 30 mg PO daily", "labetalol 200 mg PO BID", "methyldopa 250 mg PO TID"]

ICD = [("E11.9", "Type 2 diabetes mellitus without complications"), ("E11.65", "Type 2 DM with hyperglycemia"), ("I10", "Essential hypertension"),
       ("E78.5", "Hyperlipidemia"), ("J45.909", "Asthma, unspecified"), ("F32.1", "Major depressive disorder, moderate"), ("F41.1", "Generalized anxiety disorder"),
       ("K02.52", "Dental caries on pit and fissure surface"), ("H52.13", "Myopia, bilateral"), ("T67.01XA", "Heatstroke, initial encounter"),
       ("I50.22", "Chronic systolic heart failure"), ("J44.1", "COPD with acute exacerbation"), ("M54.50", "Low back pain"), ("L03.115", "Cellulitis of right lower limb"),
       ("O24.419", "Gestational diabetes in pregnancy"), ("Z00.129", "Well child exam"), ("Z23", "Encounter for immunization"), ("Z59.02", "Unsheltered homelessness"),
       ("F11.20", "Opioid use disorder, moderate"), ("E66.9", "Obesity"), ("N39.0", "Urinary tract infection"), ("J18.9", "Pneumonia, unspecified organism"),
       ("S61.412A", "Laceration of right hand"), ("H40.1131", "Primary open-angle glaucoma, bilateral, mild"), ("K04.7", "Periapical abscess"),
       ("Z34.82", "Supervision of other normal pregnancy, second trimester"), ("O13.3", "Gestational hypertension, third trimester"),
       ("T60.0X1A", "Toxic effect of organophosphate insecticide"), ("F43.10", "PTSD, unspecified"), ("Z91.19", "Nonadherence to medical treatment"),
       ("R07.9", "Chest pain, unspecified"), ("A09", "Infectious gastroenteritis"), ("H10.33", "Acute conjunctivitis, bilateral"), ("K05.10", "Chronic gingivitis")]

EPONYMS = ["Foley catheter", "Babinski downgoing bilaterally", "no Homans sign", "Murphy's sign negative", "Snellen chart", "Ishihara plates",
           "no Bell's palsy", "no Baker's cyst", "Parkinson's disease in father", "Hashimoto's thyroiditis", "Tanner stage 3", "Leopold maneuvers",
           "McMurray negative", "Osgood-Schlatter changes", "Kussmaul respirations absent", "Trendelenburg gait absent", "Romberg negative",
           "Kernig and Brudzinski negative", "Allen test normal", "Valsalva", "Down syndrome screen", "Graves disease", "Crohn's disease in sister"]

SCORES = ["PHQ-9 {a}", "GAD-7 {b}", "GCS 15", "AUDIT-C {c}", "PHQ-2 {c}", "Morse fall score {d}", "Braden {e}", "CURB-65 {c}", "NIHSS 0",
          "EPDS {b}", "MMSE {f}/30", "C-SSRS screen negative", "Wells score {c}", "Mallampati II", "ASQ negative", "pain {g}/10"]

ORDINARY = ["Will follow up in {n} weeks.", "She will call if worse.", "We hope to avoid readmission.", "Family hopes to take him home.",
            "Sliding-fee paperwork has a 30-day grace period.", "BP rose to {bp} after standing.", "Marked improvement since last visit.",
            "A little more ankle swelling today.", "Young adult, well appearing.", "Long-acting insulin held.", "Green sputum x 3 days.",
            "White count trending down.", "Kidney stone history, none recent.", "Discussed the price of insulin and the discount card.",
            "Page the on-call provider with any change.", "Cooks for herself, still drives.", "Strong grip bilaterally.", "Sharp pain with inspiration.",
            "Frank blood noted on the dressing.", "Faith community brings meals twice a week.", "Patient walked the hall with the aide.",
            "Stone-faced affect early in the visit, brighter later.", "Cross-cover team notified.", "Baker's cyst on prior ultrasound, unchanged.",
            "King-size pillow used for orthopnea.", "Price transparency form given.", "Mark on left forearm is an old burn scar.",
            "Will recheck A1c in 3 months.", "Grace period for Medicaid renewal explained.", "Rich diet history obtained.", "Hill country roads delay transport in winter."]


def fmtnum(v, dp):
    return ("%." + str(dp) + "f") % v


def lab_value(R, row):
    name, lo, hi, dp, unit, rng = row
    v = R.uniform(lo, hi)
    return name, fmtnum(v, dp), unit, rng


def table(rows, headers, style):
    """Render a table; cells may contain markers (widths use visible length)."""
    if style == "pipe":
        out = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
        out += ["| " + " | ".join(r) + " |" for r in rows]
    elif style == "csv":
        def q(c):
            return '"' + c + '"' if "," in vis(c) else c
        out = [",".join(headers)] + [",".join(q(c) for c in r) for r in rows]
    elif style == "tab":
        out = ["\t".join(headers)] + ["\t".join(r) for r in rows]
    else:
        w = [max(len(vis(x)) for x in col) + 2 for col in zip(headers, *rows)]
        def line(r):
            return "".join(c + " " * (w[i] - len(vis(c))) for i, c in enumerate(r)).rstrip()
        out = [line(headers), line(["-" * (x - 2) for x in w])] + [line(r) for r in rows]
    return "\n".join(out)
