"""People: name pools, patients, clinicians, relatives and name rendering."""
import datetime as dt

from core import rng, pick, chance, age_on, add_days

US_M = ["James", "Michael", "Robert", "David", "William", "Carlos", "Jamal", "Tyrone", "Kevin",
        "Brandon", "Anthony", "Luis", "Jose", "Marcus", "Derek", "Travis", "Cody", "Dustin",
        "Raymond", "Gregory", "Terrence", "Hector", "Duc", "Minh", "Wei", "Samuel", "Darnell",
        "Eugene", "Frank", "Harold", "Leonard", "Walter", "Earl", "Curtis", "Dwayne", "Shane",
        "Colton", "Tanner", "Rashad", "Ibrahim", "Omar", "Javier", "Rafael", "Victor", "Andre",
        "Quentin", "Roy", "Gary", "Dennis", "Richard", "Thomas", "Joseph", "Christopher",
        "Daniel", "Kenneth", "Edward", "Jonathan", "Alexander", "Nathan", "Lamar", "Reginald",
        "Tomas", "Esteban", "Kealoha", "Jericho", "Wade", "Clayton", "Bobby", "Ricky", "Luke"]
US_F = ["Maria", "Jennifer", "Lisa", "Angela", "Tasha", "Keisha", "Brittany", "Amanda", "Crystal",
        "Rosa", "Yolanda", "Denise", "Tamika", "Heather", "Kimberly", "Nicole", "Sandra", "Linh",
        "Mei", "Priya", "Aaliyah", "Destiny", "Shonda", "Veronica", "Gloria", "Carmen",
        "Leticia", "Patricia", "Elizabeth", "Rebecca", "Samantha", "Victoria", "Katherine",
        "Monique", "Ebony", "Jasmine", "Raquel", "Dana", "Tiffany", "Alicia"]
US_L = ["Johnson", "Williams", "Brown", "Garcia", "Martinez", "Rodriguez", "Hernandez",
        "Washington", "Jefferson", "Nguyen", "Tran", "Kowalski", "Schmidt", "O'Brien",
        "McAllister", "Delgado", "Castillo", "Okafor", "Adeyemi", "Thibodeaux", "Boudreaux",
        "Yazzie", "Begay", "Holloway", "Pruitt", "Whitaker", "Crenshaw", "Bledsoe", "Fontenot",
        "Villanueva", "Kealamakia", "Santos", "Dominguez", "Abernathy", "Ledbetter", "Strickland",
        "Tolliver", "Fairchild", "Haskins", "Mayfield", "Pettigrew", "Quintero", "Rios",
        "Salazar", "Underwood", "Vance", "Winslow", "Yancey", "Zamora", "Kim", "Park", "Chen",
        "Patel", "Lopez-Rivera", "Van Horn", "St. Clair", "Dubois", "Mahoney", "Grady",
        "Sandoval", "Ortiz", "Jackson", "Coleman", "Burnett", "Hatfield", "Calloway", "Trujillo",
        "Espinoza", "Reyes", "Kaczmarek", "Lindqvist", "Oyelaran", "Running Bear"]
UK_M = ["Gareth", "Callum", "Jamie", "Liam", "Connor", "Kieran", "Darren", "Craig", "Stuart",
        "Lee", "Dean", "Wayne", "Ryan", "Ashley", "Jordan", "Nathan", "Declan", "Rhys", "Owain",
        "Aled", "Hamish", "Fraser", "Euan", "Ross", "Kwame", "Tendai", "Josefa", "Sione",
        "Rajesh", "Imran", "Tariq", "Graham", "Keith", "Nigel", "Trevor", "Colin", "Malcolm",
        "Dil Bahadur", "Kamal", "Suman", "Bishnu", "Mark", "Paul", "Steven", "Andrew", "Daniel",
        "Thomas", "Jack", "Harry", "George", "Alistair", "Ewan", "Samisoni", "Waisale", "Ciaran",
        "Padraig", "Barry", "Terry", "Gavin", "Scott", "Kyle"]
UK_F = ["Gemma", "Kerry", "Leanne", "Stacey", "Siobhan", "Bethan", "Rhian", "Kirsty", "Shona",
        "Aisha", "Sinead", "Claire", "Joanne", "Hayley", "Lauren", "Chloe", "Amy", "Zoe", "Nadia",
        "Rebecca", "Samantha", "Victoria", "Katherine", "Elizabeth", "Fiona", "Morag", "Ffion",
        "Charlotte", "Emma", "Donna", "Tracey", "Natalie"]
UK_L = ["Davies", "Evans", "Jones", "Thomas", "Hughes", "Roberts", "Pritchard", "MacLeod",
        "Fraser", "Campbell", "McKenzie", "Sutherland", "Whitfield", "Ashworth", "Barraclough",
        "Hargreaves", "Holroyd", "Sowerby", "Pennington", "Fairbairn", "Naidu", "Tuilagi",
        "Ratuvou", "Gurung", "Rai", "Limbu", "Thapa", "Pun", "Okonkwo", "Mensah", "Boateng",
        "Khan", "Hussain", "Ahmed", "O'Sullivan", "Doherty", "Quinn", "Kavanagh", "Bellamy",
        "Pickering", "Thwaite", "Goodall", "Cartwright", "Entwistle", "Blackwood", "Lightfoot",
        "Marshall", "Stewart", "Robertson", "Baxter", "Oakley", "Rowntree", "Haworth", "Crossley",
        "Llewellyn", "Parry", "Griffiths", "McAllister", "Donaghy", "Kerr", "Nakamura-Price",
        "Vakaloloma", "Shrestha", "Mahmood", "Wilkinson", "Chadwick", "Metcalfe", "Pemberton"]

NICK = {"William": ["Bill", "Will"], "Robert": ["Bob", "Rob"], "James": ["Jim", "Jimmy"],
        "Michael": ["Mike"], "Anthony": ["Tony"], "Richard": ["Rick"], "Thomas": ["Tom", "Tommy"],
        "Daniel": ["Dan", "Danny"], "Christopher": ["Chris"], "Jonathan": ["Jon"],
        "Joseph": ["Joe"], "Edward": ["Eddie", "Ed"], "Kenneth": ["Ken", "Kenny"],
        "Gareth": ["Gaz"], "Darren": ["Daz"], "Patricia": ["Trish", "Patty"],
        "Elizabeth": ["Liz", "Beth"], "Jennifer": ["Jen"], "Katherine": ["Kate", "Kath"],
        "Rebecca": ["Becca", "Becky"], "Samantha": ["Sam"], "Kimberly": ["Kim"],
        "Victoria": ["Vicky", "Tori"], "Stuart": ["Stu"], "Callum": ["Cal"],
        "Alexander": ["Alex", "Xander"], "Nathan": ["Nate"], "Terrence": ["Terry"],
        "Samuel": ["Sam"], "Gregory": ["Greg"], "Leonard": ["Len"], "Raymond": ["Ray"],
        "Josefa": ["Joe"], "Samisoni": ["Soni"], "Dil Bahadur": ["Dil"], "Reginald": ["Reggie"],
        "Walter": ["Walt"], "Harold": ["Hal"], "Alistair": ["Ali"], "Charlotte": ["Charlie"],
        "Stacey": ["Stace"], "Natalie": ["Nat"], "Andrew": ["Andy"], "Steven": ["Steve"]}

MID = "ABCDEFGHJKLMNPRSTW"

US_RANK_ENL = ["PVT", "PFC", "SPC", "CPL", "SGT", "SSG", "SFC", "MSG", "LCpl", "Cpl", "Sgt",
               "SSgt", "GySgt", "SrA", "SSgt", "TSgt", "PO3", "PO2", "HM3", "HM2", "AMN"]
US_RANK_OFF = ["2LT", "1LT", "CPT", "MAJ", "LTC", "Capt", "Maj", "LT", "LCDR", "CW2"]
UK_RANK_ENL = ["Pte", "Pte", "LCpl", "Cpl", "Sgt", "SSgt", "WO2", "Spr", "Gnr", "Rfn", "Tpr",
               "Sig", "Fus", "Gdsm", "Mne", "AB", "LS", "SAC", "Cpl", "Kgn", "Craftsman"]
UK_RANK_OFF = ["2Lt", "Lt", "Capt", "Maj", "Lt Col", "Flt Lt", "Sqn Ldr", "Lt Cdr", "Fg Off"]

US_PROF_MIL = ["infantryman", "combat medic", "motor transport operator", "wheeled vehicle mechanic",
               "combat engineer", "helicopter crew chief", "military police officer",
               "cannon crewmember", "signal support systems specialist", "supply specialist",
               "hospital corpsman", "aviation boatswain's mate", "aircraft armament technician",
               "machinist's mate", "cook", "petroleum supply specialist", "rifleman",
               "cavalry scout", "electronic warfare specialist", "air traffic controller",
               "parachute rigger", "explosive ordnance disposal technician", "tank crewman"]
UK_PROF_MIL = ["infantry soldier", "combat medical technician", "vehicle mechanic", "signaller",
               "chef", "combat engineer", "driver", "gunner", "rifleman",
               "aircraft technician", "marine engineering technician", "military policeman",
               "logistics specialist", "RAF Regiment gunner", "communications specialist",
               "steward", "clerk", "armourer", "helicopter loadmaster", "bomb disposal operator",
               "physical training instructor", "royal marines commando"]
US_PROF_CIV = ["truck driver", "security guard", "welder", "electrician", "postal carrier",
               "warehouse worker", "correctional officer", "roofer", "HVAC technician",
               "forklift operator", "line cook", "carpenter", "plumber", "school bus driver",
               "oil field worker", "lineman", "auto mechanic", "barber", "police officer",
               "machinist", "delivery driver", "landscaper", "heavy equipment operator",
               "meat packer", "custodian", "sheet metal worker", "insurance agent"]
UK_PROF_CIV = ["HGV driver", "security officer", "scaffolder", "bricklayer", "plasterer",
               "taxi driver", "warehouse operative", "postman", "labourer", "roofer",
               "kitchen porter", "plumber", "joiner", "prison officer", "bus driver",
               "fork-lift driver", "painter and decorator", "electrician", "farm worker",
               "delivery driver", "groundsman", "tree surgeon", "paramedic", "mechanic",
               "bouncer", "window cleaner", "call centre adviser"]
REL_PROF = ["school teacher", "teaching assistant", "nurse", "hairdresser", "bank clerk",
            "care worker", "pharmacy technician", "dental nurse", "accountant", "shop manager",
            "librarian", "social worker", "cashier", "receptionist", "bus driver",
            "police officer", "firefighter", "chef", "software developer", "paralegal"]


def first_pool(country, sex):
    if country == "US":
        return US_M if sex == "M" else US_F
    return UK_M if sex == "M" else UK_F


def last_pool(country):
    return US_L if country == "US" else UK_L


class Person:
    def __init__(self, country, sex=None, amin=19, amax=82, ref=None):
        self.country = country
        self.sex = sex or ("M" if chance(0.8) else "F")
        self.first = pick(first_pool(country, self.sex))
        self.last = pick(last_pool(country))
        self.mid = pick(MID) if chance(0.7) else ""
        self.ref = ref or dt.date(2022, 6, 1)
        age = rng.randint(amin, amax)
        self.dob = add_days(self.ref, -int(age * 365.25) - rng.randint(0, 360))
        self.age = age_on(self.dob, self.ref)
        nk = NICK.get(self.first)
        self.nick = pick(nk) if nk else None
        pr = US_PROF_MIL if country == "US" else UK_PROF_MIL
        pc = US_PROF_CIV if country == "US" else UK_PROF_CIV
        self.prof_mil = pick(pr)
        self.prof_civ = pick(pc)
        if country == "US":
            self.rank = pick(US_RANK_OFF if chance(0.15) else US_RANK_ENL)
        else:
            self.rank = pick(UK_RANK_OFF if chance(0.15) else UK_RANK_ENL)

    @property
    def full(self):
        return self.first + " " + self.last

    def title(self):
        if self.country == "US":
            return "Mr." if self.sex == "M" else pick(["Ms.", "Mrs."])
        return "Mr" if self.sex == "M" else pick(["Ms", "Mrs", "Miss"])

    def initials(self):
        f = self.first.split()[0][0]
        return f + self.last.replace("'", "")[0]


def pat(p, style=None, typ="PATIENT"):
    """Render a person's name; titles and ranks stay outside the span."""
    styles = ["full", "full", "mid", "lastfirst", "LASTFIRST", "title", "title", "rank",
              "first", "initlast", "last"]
    s = style or pick(styles)
    mid = (" " + p.mid + ".") if p.mid else ""
    if s == "full":
        return [(p.full, typ)]
    if s == "mid":
        return [(p.first + mid + " " + p.last, typ)]
    if s == "lastfirst":
        return [(p.last + ", " + p.first, typ)]
    if s == "LASTFIRST":
        v = p.last.upper() + ", " + p.first.upper() + ((" " + p.mid) if p.mid else "")
        return [(v, typ)]
    if s == "title":
        return [p.title() + " ", (p.last, typ)]
    if s == "rank":
        return [p.rank + " ", (p.last, typ)]
    if s == "rankfull":
        return [p.rank + " ", (p.full, typ)]
    if s == "first":
        return [(p.first, typ)]
    if s == "initlast":
        return [(p.first[0] + ". " + p.last, typ)]
    if s == "last":
        return [(p.last, typ)]
    if s == "initials":
        i = p.initials()
        return [(i[0] + "." + i[1] + ".", typ)] if chance(0.6) else [(i, typ)]
    if s == "nick":
        return [(p.nick or p.first, typ)]
    raise ValueError(s)


def pat_ref(p):
    """Short in-text reference to the patient (varied)."""
    return pat(p, pick(["title", "title", "rank", "last", "first", "full"]))


class Clinician:
    ROLES_US = [("MD", "Dr."), ("DO", "Dr."), ("NP", ""), ("PA-C", ""), ("RN", ""), ("LPN", ""),
                ("PhD", "Dr."), ("PsyD", "Dr."), ("LCSW", ""), ("PharmD", ""), ("RN, BSN", "")]
    ROLES_UK = [("MBChB", "Dr"), ("MRCGP", "Dr"), ("RGN", ""), ("RMN", ""), ("CMT", ""),
                ("FRCPsych", "Dr"), ("ClinPsyD", "Dr"), ("RAMC", "Dr"), ("MPharm", ""),
                ("SRN", ""), ("", "Dr"), ("BSc RN", "")]

    def __init__(self, country, cred=None, title=None):
        self.country = country
        self.sex = "M" if chance(0.5) else "F"
        self.first = pick(first_pool(country, self.sex))
        self.last = pick(last_pool(country))
        self.mid = pick(MID) if chance(0.4) else ""
        if cred is None:
            cred, title = pick(self.ROLES_US if country == "US" else self.ROLES_UK)
        self.cred = cred
        self.title = title if title is not None else ""
        self.rank = ""
        if chance(0.3):
            if country == "US":
                self.rank = pick(["CPT", "MAJ", "LTC", "LT", "LCDR", "Capt", "CDR"])
            else:
                self.rank = pick(["Capt", "Maj", "Surg Lt Cdr", "Flt Lt", "Sqn Ldr", "Lt Col"])

    @property
    def full(self):
        return self.first + " " + self.last

    def initials(self):
        return (self.first[0] + (self.mid or "") + self.last.replace("'", "")[0]).upper()


def doc(c, style=None):
    """Render a clinician; title, rank and credential stay outside the span."""
    styles = ["titlelast", "titlefull", "fullcred", "fullcred", "initcred", "rankcred", "plain"]
    s = style or pick(styles)
    tt = c.title or ("Dr" if c.country == "UK" else "Dr.")
    cred = (", " + c.cred) if c.cred else ""
    if s == "titlelast":
        return [tt + " ", (c.last, "DOCTOR")]
    if s == "titlefull":
        return [tt + " ", (c.full, "DOCTOR")]
    if s == "fullcred":
        return [(c.full, "DOCTOR"), cred]
    if s == "midcred":
        m = (" " + c.mid + ".") if c.mid else ""
        return [(c.first + m + " " + c.last, "DOCTOR"), cred]
    if s == "initcred":
        return [(c.first[0] + ". " + c.last, "DOCTOR"), cred]
    if s == "rankcred":
        if c.rank:
            return [c.rank + " ", (c.full, "DOCTOR"), cred]
        return [(c.full, "DOCTOR"), cred]
    if s == "plain":
        return [(c.full, "DOCTOR")]
    if s == "last":
        return [(c.last, "DOCTOR")]
    if s == "upper":
        return [(c.last.upper() + ", " + c.first.upper(), "DOCTOR"), cred]
    if s == "initials":
        return [(c.initials(), "DOCTOR")]
    if s == "lower_init":
        return [(c.initials().lower(), "DOCTOR")]
    raise ValueError(s)


REL_US = ["wife", "husband", "mother", "father", "son", "daughter", "brother", "sister",
          "fiancee", "girlfriend", "boyfriend", "uncle", "grandmother", "friend", "ex-wife",
          "stepfather", "cousin", "neighbor"]
REL_UK = ["wife", "husband", "partner", "mum", "dad", "son", "daughter", "brother", "sister",
          "fiancee", "girlfriend", "nan", "mate", "friend", "ex-wife", "stepdad", "cousin",
          "neighbour"]
FEMALE_REL = ["wife", "mother", "mum", "daughter", "sister", "fiancee", "girlfriend",
              "grandmother", "nan", "ex-wife"]
MALE_REL = ["husband", "father", "dad", "son", "brother", "boyfriend", "uncle", "stepfather",
            "stepdad"]


class Relative:
    def __init__(self, country, patient, rel=None):
        self.rel = rel or pick(REL_US if country == "US" else REL_UK)
        if self.rel in FEMALE_REL:
            sex = "F"
        elif self.rel in MALE_REL:
            sex = "M"
        else:
            sex = "M" if chance(0.5) else "F"
        if self.rel in ("husband", "wife") and patient.sex == "F":
            self.rel = "husband" if sex == "M" else "wife"
        self.sex = sex
        self.country = country
        self.first = pick(first_pool(country, sex))
        same = self.rel in ("son", "daughter", "brother", "sister", "father", "mother", "mum",
                            "dad", "wife", "husband") and chance(0.7)
        self.last = patient.last if same else pick(last_pool(country))
        self.prof = pick(REL_PROF)

    @property
    def full(self):
        return self.first + " " + self.last


def fam(r, style=None):
    s = style or pick(["first", "first", "full", "full", "title"])
    if s == "first":
        return [(r.first, "FAMILY")]
    if s == "full":
        return [(r.full, "FAMILY")]
    if s == "title":
        if r.country == "US":
            t = "Mr." if r.sex == "M" else "Mrs."
        else:
            t = "Mr" if r.sex == "M" else "Mrs"
        return [t + " ", (r.last, "FAMILY")]
    raise ValueError(s)


class Other:
    """A non-clinical named person (prison officer, probation officer, commander, solicitor)."""

    def __init__(self, country):
        self.country = country
        self.sex = "M" if chance(0.6) else "F"
        self.first = pick(first_pool(country, self.sex))
        self.last = pick(last_pool(country))

    @property
    def full(self):
        return self.first + " " + self.last
