#!/usr/bin/env python3
"""Generate bench/dev121_en/notes.jsonl (independent English clinical PHI set).

Written only from docs/annotation_guideline.md and the task brief. Standard
library only; all randomness from random.Random(121). Every PHI value is wrapped
in private-use marker characters while the note is assembled; offsets are
computed in one left-to-right pass that strips the markers.
"""
import datetime as dt
import json
import os
import random

R = random.Random(121)
M0, M1, M2 = "\ue000", "\ue001", "\ue002"

CATEGORY = {
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


def P(t, v):
    assert t in CATEGORY, t
    v = str(v)
    assert v == v.strip() and v, (t, v)
    return f"{M0}{t}{M1}{v}{M2}"


def finalize(marked, lower):
    """One left-to-right pass: strip markers, record spans."""
    if lower:
        marked = marked.lower()
    out, spans = [], []
    pos = 0
    i = 0
    n = len(marked)
    while i < n:
        c = marked[i]
        if c == M0:
            j = marked.index(M1, i)
            typ = marked[i + 1:j].upper()
            k = marked.index(M2, j)
            val = marked[j + 1:k]
            assert M0 not in val
            spans.append({"start": pos, "end": pos + len(val), "label": CATEGORY[typ],
                          "type": typ, "text": val})
            out.append(val)
            pos += len(val)
            i = k + 1
        else:
            out.append(c)
            pos += 1
            i += 1
    return "".join(out), spans


def ch(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def digits(k):
    return "".join(R.choice("0123456789") for _ in range(k))


def letters(k):
    return "".join(R.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(k))


# ---------------------------------------------------------------- name pools
GIVEN_M = ["Oliver", "Rahul", "Wei", "Kofi", "Mateo", "Dmitri", "Hamish", "Tariq", "Arjun", "Liam",
           "Nikolai", "Tomasz", "Jun", "Ahmad", "Emeka", "Callum", "Rhys", "Santiago", "Kenji",
           "Haruto", "Farid", "Declan", "Isaac", "Bao", "Chidi", "Luca", "Marek", "Ravi", "Yusuf",
           "Will", "Jack", "Hemi", "Aarav", "Duc", "Olusegun", "Bjorn", "Pedro", "Cormac", "Idris",
           "Manu", "Xavier", "Stanislav", "Kwame", "Desmond", "Eamon", "Rangi", "Siddharth", "Zhi Hao",
           "Ahmed", "Florin", "Benedict", "Arnav", "Teodor", "Malik", "Guy", "Rex", "Barnaby"]
GIVEN_F = ["Grace", "Hope", "Amelia", "Priya", "Mei", "Aisha", "Siobhan", "Olga", "Ngozi", "Lucia",
           "Fatima", "Yuki", "Ingrid", "Chloe", "Tamsin", "Anjali", "Xin Yi", "Leilani", "Rosa",
           "Zainab", "Erin", "Faith", "Joy", "Dawn", "Rose", "Iris", "Ruby", "June", "Maeve", "Nadia",
           "Hine", "Thandiwe", "Ewa", "Catalina", "Sunita", "Linh", "Agnieszka", "Marisol", "Bronwyn",
           "Keisha", "Hana", "Pania", "Adaeze", "Wilhelmina", "Cerys", "Soraya", "Noor", "Daisy",
           "Mabel", "Heather", "Pearl", "Summer", "Autumn", "Ivy", "Sage"]
SURNAMES = ["Baker", "King", "Okafor", "Nguyen", "Tan", "Lim", "Ng", "Patel", "Kowalski", "Fitzgerald",
            "MacLeod", "Haddad", "Petrov", "Oyelaran", "Brennan", "Castillo", "Moreau", "Whitlock",
            "Ashdown", "Thackeray", "Pemberton", "Chua", "Goh", "Raman", "Iyer", "Mensah", "Achterberg",
            "Lindqvist", "Varga", "Kapoor", "O'Donnell", "Al-Rashid", "Tanaka", "Park", "Hughes",
            "Price", "Cook", "Hill", "Fields", "Rivers", "Marsh", "Bishop", "Mason", "Porter", "Wood",
            "Stone", "Hale", "Best", "Young", "Strong", "Frost", "Ruatapu", "Wiremu", "Balasubramaniam",
            "Teo", "Koh", "Sandoval", "Abernethy", "Dlamini", "Papadopoulos", "Szabo", "Novak",
            "Quispe", "Herrera", "Yildiz", "Farouk", "Nakamura", "Eriksen", "Delacroix", "McAllister",
            "Featherstone", "Underwood", "Gallagher", "Onyango", "Ferreira", "Van der Berg", "Ahn",
            "Bose", "Rahman", "Chowdhury", "Pillay", "Lau", "Seng", "Murugan", "Tupou", "Faleolo",
            "Carver", "Fisher", "Gardner", "Shepherd", "Cross", "Bell", "Lamb", "Nightingale"]
STAFF_GIVEN = ["Aroha", "Ben", "Carys", "Dev", "Elif", "Femi", "Gita", "Hugo", "Imogen", "Jae-won",
               "Kiri", "Lars", "Mira", "Nnamdi", "Orla", "Pradeep", "Quinn", "Rania", "Seb", "Tui",
               "Uma", "Viktor", "Wen", "Ximena", "Yasmin", "Zoltan", "Hope", "Grace", "Will", "Faith",
               "Piers", "Saoirse", "Kaveh", "Ayesha", "Bryony", "Cheng", "Dara", "Efua", "Felix",
               "Ines", "Joao", "Kalani", "Lowanna", "Matiu", "Nils", "Oksana", "Parveen", "Rory"]

MALE_TITLES = ["Mr", "Mr."]
FEMALE_TITLES = ["Mrs", "Ms", "Ms.", "Miss", "Mrs."]
DR_TITLES = ["Dr", "Dr.", "Dr", "Prof", "Prof."]


class Person:
    def __init__(self, sex=None, given_pool=None):
        self.sex = sex or ch("MF")
        if given_pool:
            self.given = ch(given_pool)
        else:
            self.given = ch(GIVEN_M if self.sex == "M" else GIVEN_F)
        self.surname = ch(SURNAMES)
        self.mid = ch("ABCDEFGHJKLMNPRSTW")

    @property
    def full(self):
        return f"{self.given} {self.surname}"

    @property
    def initials(self):
        g = self.given.split()[0]
        s = self.surname.replace("'", "").replace("-", " ").split()[-1]
        return (g[0] + s[0]).upper()


def title_for(p):
    return ch(MALE_TITLES) if p.sex == "M" else ch(FEMALE_TITLES)


def pt_name(p, form=None):
    forms = ["full", "title", "title", "sf", "init", "gi", "first", "mid", "surinit", "titlefull",
             "sfu", "initdots"]
    f = form or ch(forms)
    t = "PATIENT"
    if f == "full":
        return P(t, p.full)
    if f == "title":
        return f"{title_for(p)} " + P(t, p.surname)
    if f == "titlefull":
        return f"{title_for(p)} " + P(t, p.full)
    if f == "sf":
        return P(t, f"{p.surname.upper()}, {p.given.upper()}")
    if f == "sfu":
        return P(t, f"{p.surname.upper()}, {p.given} {p.mid}")
    if f == "init":
        return "pt " + P(t, p.initials)
    if f == "initdots":
        i = p.initials
        return P(t, f"{i[0]}.{i[1]}.")
    if f == "gi":
        return P(t, f"{p.given} {p.surname[0]}.")
    if f == "first":
        return P(t, p.given)
    if f == "mid":
        return P(t, f"{p.given} {p.mid}. {p.surname}")
    if f == "surinit":
        return P(t, f"{p.surname} {p.given[0]}")
    raise ValueError(f)


class Staff(Person):
    def __init__(self, role):
        super().__init__(given_pool=STAFF_GIVEN)
        self.role = role

    def ref(self, form=None):
        t = "DOCTOR"
        f = form or ch(["dr", "drfull", "cred", "init", "first", "plain", "sur"])
        if self.role == "dr":
            if f == "dr":
                return f"{ch(DR_TITLES)} " + P(t, self.surname)
            if f == "drfull":
                return f"{ch(DR_TITLES)} " + P(t, self.full)
            if f == "cred":
                return P(t, self.full) + ch([", MD", " MBBS", ", DO", " FRACP", ", MRCP", " FANZCA",
                                             " FRCA", " MD"])
            if f == "init":
                return P(t, self.initials)
            if f == "first":
                return P(t, self.given)
            if f == "sur":
                return P(t, self.surname)
            return P(t, self.full)
        else:
            if f in ("dr", "cred"):
                return P(t, self.full) + ch([" RN", ", RN", " CNS", " EN", " RGN", " ANUM", " CN",
                                             ", BSN RN", " NP", " PA-C", " CRNA"])
            if f == "drfull":
                return P(t, f"{self.given} {self.surname[0]}.")
            if f == "init":
                return P(t, self.initials)
            if f == "first":
                return P(t, self.given)
            if f == "sur":
                return P(t, self.surname)
            return P(t, self.full)


REL_F = ["wife", "daughter", "mother", "sister", "niece", "granddaughter", "daughter-in-law", "aunt"]
REL_M = ["husband", "son", "father", "brother", "nephew", "grandson", "son-in-law", "uncle"]
REL_N = ["partner", "neighbour", "friend", "carer", "flatmate", "guardian"]
REL = REL_F + REL_M + REL_N


def rel_sex(rel):
    return "F" if rel in REL_F else "M" if rel in REL_M else None


def fam_ref(fp=None, rel=None):
    rel = rel or ch(REL)
    fp = fp or Person(sex=rel_sex(rel))
    f = ch(["first", "full", "title", "full"])
    if f == "first":
        return f"{rel} " + P("FAMILY", fp.given)
    if f == "title":
        return f"{rel} {title_for(fp)} " + P("FAMILY", fp.surname)
    return f"{rel} " + P("FAMILY", fp.full)


# ---------------------------------------------------------------- places
CITIES = {
    "US": ["Harlan Springs", "Port Wexley", "Dunmore Ridge", "East Calloway", "Bramford", "Ossining Falls",
           "Millhaven", "Cortland Bluffs", "Redwater", "Sauk Prairie City", "New Lisbeth", "Tallow Creek"],
    "UK": ["Ashby Fenwick", "Little Hembury", "Kirkwold", "Thornleigh", "Marsham Cross", "Upper Selby",
           "Wexcombe", "Brackenford", "Stowmarsh", "Lyndhurst Vale", "Carrow Bridge", "Penmorva"],
    "AU": ["Wattle Creek", "Murrin Flats", "Koorabee", "Port Carrick", "Bellingvale", "Yarrandale",
           "Gundaroo Heights", "Mirrabook", "Tallowood", "Coolabah Springs", "Eastbrook", "Narrabeen Vale"],
    "SG": ["Singapore"],
}
COUNTIES = ["Wexshire", "North Haldon", "Castlemoor", "Eastmere"]
STATES = {"US": ["OH", "Ohio", "MA", "Oregon", "TX", "Minnesota", "NC", "Georgia", "PA", "Vermont", "WI",
                 "Nevada"],
          "AU": ["NSW", "VIC", "QLD", "WA", "SA", "Tasmania", "Victoria", "Queensland", "ACT", "NT"]}
STREET_NAMES = ["Elmwood", "Kestrel", "Orchard", "Harbour View", "Cobblers", "Saltmarsh", "Larkspur",
                "Beacon", "Wattle", "Jacaranda", "Tamarind", "Old Mill", "Quarry", "Foundry", "Lantern",
                "Bramble", "Gull", "Copperbeech", "Windmill", "Ridgeback", "Marlin", "Ironbark"]
STREET_SUF = ["Street", "St", "Road", "Rd", "Lane", "Avenue", "Ave", "Close", "Crescent", "Drive",
              "Way", "Court", "Terrace", "Place"]
COUNTRIES_ABROAD = ["Portugal", "Vietnam", "Nigeria", "India", "Poland", "Philippines", "Ireland",
                    "New Zealand", "Malaysia", "Indonesia", "Kenya", "Brazil", "Greece", "Sri Lanka",
                    "Fiji", "Canada", "Turkey", "Ghana", "Peru", "Thailand", "Lebanon", "Samoa"]
HOSP = {
    "US": ["Lakeshore Mercy Hospital", "St. Aldric's Medical Center", "Harlan Springs General",
           "Bramford Valley Hospital", "Redwater Community Hospital", "Cortland Bluffs Regional",
           "Pinecrest Family Clinic", "Tallow Creek Pharmacy", "Maple Hollow Nursing Home"],
    "UK": ["Harrowgate Royal Infirmary", "Wyndford General", "St Brannoc's Hospital",
           "Merridew Community Hospital", "Hollin Lane Medical Practice", "Ashgrove Care Home",
           "Calder Street Pharmacy", "Kirkwold District General", "Thornleigh Park Surgery"],
    "AU": ["Coralview Base Hospital", "Eastwater Medical Centre", "Koorabee District Hospital",
           "Port Carrick Private", "Brightwater Nursing Home", "Mirrabook Family Practice",
           "Yarrandale Health Service", "Bellingvale Pharmacy", "St Kilian's Hospital"],
    "SG": ["Serangan Bay General Hospital", "Kembangan Vale Hospital", "Marina Crest Polyclinic",
           "Eunos Park Community Hospital", "Tampines Ridge Medical Clinic", "Bukit Sena Nursing Home",
           "Lorong Halus Family Clinic", "Pasir Merah Hospital"],
}
WARDS = ["Kestrel Ward", "Banksia Ward", "Rowan Ward", "Magnolia Unit", "Heron Ward", "Waratah Ward",
         "Bluebell Ward", "Orchid Ward", "Lotus Ward", "Willow Ward", "Puffin Ward", "Saffron Unit",
         "Cedar Ward", "Jacaranda Ward", "Ibis Ward", "Fern Ward"]
ORGS = ["Hollowmere Freight", "Brightline Logistics", "Castlegate Primary School", "St Oswin's Church",
        "Redfern Builders Co", "Quayside Fisheries", "Northvale Ambulance Service",
        "Coralview Retrieval Service", "Tidewater Council", "Kestrel Security Ltd", "Ironbark Mining",
        "Maple & Finch Accountants", "Lumen Call Centre", "Seaview Bowls Club", "Harlan Steelworks",
        "Junction Road Mosque", "Marlow Print Works", "Blue Gum Bakery", "Sunrise Childcare Centre",
        "Hawthorn Data Systems", "Greyfriars Grammar", "Orion Cleaning Services"]
ACUTE = {k: [h for h in v if not any(w in h for w in ("Pharmacy", "Clinic", "Practice", "Surgery",
                                                     "Nursing", "Care Home", "Polyclinic"))]
         for k, v in HOSP.items()}
INSURERS = {"US": ["Bluecrest Health Mutual", "Keystone Prairie Health Plan", "Anchorpoint Care Plan"],
            "UK": ["Westmoor Private Health", "Albion Medical Assurance"],
            "AU": ["Wattle Health Fund", "Southern Cross-Country Mutual", "Harbourline Health"],
            "SG": ["Merlion Shield Assurance", "Straits Care Insurance"]}
PROFESSIONS = ["welder", "teacher", "bus driver", "electrician", "nurse", "accountant", "farmer",
               "plumber", "chef", "taxi driver", "bricklayer", "software engineer", "cleaner",
               "postman", "hairdresser", "truck driver", "fisherman", "carpenter", "librarian",
               "police officer", "shop assistant", "miner", "lawyer", "security guard", "painter",
               "pharmacist", "baker", "barista", "cook", "forklift operator", "dental nurse",
               "labourer", "mechanic", "real estate agent", "social worker", "tiler", "roofer",
               "primary school teacher", "warehouse worker", "bank clerk", "childcare worker"]


class Ctx:
    def __init__(self, country):
        self.c = country
        self.pt = Person()
        self.age = R.choice([R.randint(18, 95), R.randint(40, 88), R.randint(60, 99)])
        self.adm = dt.date(2018, 1, 1) + dt.timedelta(days=R.randint(0, 2700))
        self.dob = self.adm - dt.timedelta(days=self.age * 365 + R.randint(0, 360))
        self.hosp = ch(ACUTE[country])
        self.hosp2 = ch([h for h in ACUTE[country] if h != self.hosp])
        self.gp = ch([h for h in HOSP[country] if any(w in h for w in ("Clinic", "Practice", "Surgery", "Polyclinic"))])
        self.ward = ch(WARDS)
        self.drs = [Staff("dr") for _ in range(4)]
        self.rns = [Staff("rn") for _ in range(4)]
        self.prof = ch(PROFESSIONS)
        self.org = ch(ORGS)
        self.rel = ch(REL)
        self.fam = Person(sex=rel_sex(self.rel))

    # ---- dates
    def date(self, d=None, style=None):
        d = d or self.adm + dt.timedelta(days=R.randint(-3, 6))
        us = self.c == "US"
        styles = ["num", "num", "short", "text", "textyr", "wk", "dmy3", "iso", "mon", "wkonly"]
        s = style or ch(styles)
        wd = d.strftime("%a")
        if s == "num":
            v = f"{d.month:02d}/{d.day:02d}/{d.year}" if us else f"{d.day:02d}/{d.month:02d}/{d.year}"
        elif s == "num2":
            v = f"{d.month}/{d.day}/{d.year % 100:02d}" if us else f"{d.day}/{d.month}/{d.year % 100:02d}"
        elif s == "short":
            v = f"{d.month}/{d.day}" if us else f"{d.day}/{d.month}"
        elif s == "text":
            v = f"{d.strftime('%b')} {d.day}" if us else f"{d.day} {d.strftime('%b')}"
        elif s == "textyr":
            v = (f"{d.strftime('%B')} {d.day}, {d.year}" if us else f"{d.day} {d.strftime('%B')} {d.year}")
        elif s == "wk":
            v = (f"{wd} {d.month}/{d.day}" if us else f"{wd} {d.day}/{d.month}")
        elif s == "wkfull":
            v = (f"{d.strftime('%A')}, {d.strftime('%B')} {d.day}, {d.year}" if us
                 else f"{d.strftime('%A')} {d.day} {d.strftime('%B')} {d.year}")
        elif s == "dmy3":
            v = f"{d.day:02d}-{d.strftime('%b')}-{d.year % 100:02d}"
        elif s == "iso":
            v = d.isoformat()
        elif s == "mon":
            v = f"{d.strftime('%B')} {d.year}"
        elif s == "year":
            v = str(d.year)
        elif s == "wkonly":
            v = ch([wd, d.strftime("%A")])
        else:
            raise ValueError(s)
        return P("DATE", v)

    def date_range(self):
        d1 = self.adm + dt.timedelta(days=R.randint(1, 5))
        d2 = d1 + dt.timedelta(days=R.randint(2, 6))
        st = ch(["short", "short", "text", "num"])
        return self.date(d1, st) + ch(["-", " - ", " to "]) + self.date(d2, st)

    def dob_str(self):
        return self.date(self.dob, ch(["num", "num", "dmy3", "iso", "textyr", "num2"]))

    def age_str(self):
        a = self.age
        sx = self.pt.sex
        f = ch(["yo", "yo_", "yoslash", "sexsp", "sexslash", "sexnosp", "yearold", "aged", "words",
                "agecolon", "paren", "yrs"])
        A = lambda v: P("AGE", v)
        if f == "yo":
            return A(a) + " yo"
        if f == "yo_":
            return A(a) + "yo"
        if f == "yoslash":
            return A(a) + " y/o"
        if f == "sexsp":
            return A(a) + f" {sx}"
        if f == "sexslash":
            return A(a) + f"/{sx}"
        if f == "sexnosp":
            return A(a) + sx
        if f == "yearold":
            return A(a) + "-year-old"
        if f == "aged":
            return "aged " + A(a)
        if f == "words":
            return A(num_words(a)) + " year old"
        if f == "agecolon":
            return "age: " + A(a)
        if f == "paren":
            return "(" + A(a) + ")"
        return A(a) + " yrs"

    # ---- contact
    def phone(self, kind="PHONE"):
        c = self.c
        if c == "US":
            a = ch(["617", "503", "614", "919", "412", "802", "775", "608"])
            v = ch([f"({a}) 555-{digits(4)}", f"{a}-555-{digits(4)}", f"{a}.555.{digits(4)}",
                    f"1-{a}-555-{digits(4)}"])
            if kind == "PHONE" and chance(0.2):
                v += ch([" ext. ", " x", " ext "]) + digits(ch([2, 3, 4]))
        elif c == "UK":
            v = ch([f"0161 555 {digits(4)}", f"0113 555 {digits(4)}", f"07700 555{digits(3)}",
                    f"01632 555{digits(3)}", f"+44 20 5550 {digits(4)}", f"029 2055 5{digits(3)}"])
            if kind == "PHONE" and chance(0.15):
                v += " ext " + digits(4)
        elif c == "AU":
            v = ch([f"(02) 5550 {digits(4)}", f"(03) 5550 {digits(4)}", f"0412 555 {digits(3)}",
                    f"+61 7 5550 {digits(4)}", f"08 5550 {digits(4)}", f"0400 555 {digits(3)}"])
        else:
            v = ch([f"6555 {digits(4)}", f"+65 6555 {digits(4)}", f"9555 {digits(4)}",
                    f"+65 8555 {digits(4)}", f"6555{digits(4)}"])
        return P(kind, v)

    def pager(self):
        v = ch([f"{R.randint(1, 9)}-{digits(4)}", digits(4), digits(5), f"#{digits(4)}"])
        return P("PHONE", v)

    def ext(self):
        return P("PHONE", ch([digits(4), digits(5), f"x{digits(4)}"]))

    def email(self, p=None):
        p = p or Person()
        u = ch([f"{p.given.split()[0]}.{p.surname}", f"{p.given[0]}{p.surname}", f"{p.surname}{digits(2)}",
                f"{p.given.split()[0]}_{p.surname[0]}"])
        u = u.lower().replace("'", "").replace(" ", "")
        dom = ch(["example.org", "example.com", "example.net", "mail.example.org", "health.example.net",
                  "nhs.example.org", "sgh.example.com"])
        return P("EMAIL", f"{u}@{dom}")

    def url(self):
        v = ch([f"www.example.org/{ch(['referrals', 'portal', 'pt', 'clinic'])}/{digits(5)}",
                f"https://portal.example.net/r/{letters(2).lower()}{digits(4)}",
                f"http://{ch(['cardiology', 'renal', 'pharmacy', 'clinic'])}.example.com/forms",
                f"www.example.com/{ch(['pt', 'records', 'fu'])}?id={digits(6)}",
                f"https://example.org/{ch(['upload', 'images', 'telehealth'])}/{letters(3).lower()}{digits(3)}"])
        return P("URL", v)

    def ip(self):
        v = ch([f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}",
                f"172.{R.randint(16, 31)}.{R.randint(0, 255)}.{R.randint(1, 254)}",
                f"192.168.{R.randint(0, 255)}.{R.randint(1, 254)}"])
        return P("IPADDR", v)

    def user(self, p=None):
        p = p or ch(self.drs + self.rns)
        v = ch([f"{p.given[0]}{p.surname}{R.randint(1, 9)}", f"{p.surname[:5]}{p.given[0]}",
                f"{p.given.split()[0]}.{p.surname}", f"{p.initials}{digits(3)}", f"u{digits(6)}"])
        return P("USERNAME", v.lower().replace("'", "").replace(" ", "").replace("-", ""))

    # ---- ids
    def mrn(self):
        v = {"US": ch([digits(8), f"{digits(3)}-{digits(2)}-{digits(2)}", f"MR{digits(7)}"]),
             "UK": ch([f"{letters(1)}{digits(7)}", f"RX{digits(6)}", digits(8)]),
             "AU": ch([digits(7), f"UR{digits(6)}", f"{digits(3)} {digits(3)}"]),
             "SG": ch([f"SH{digits(7)}", f"{digits(2)}-{digits(6)}", f"M{digits(8)}"])}[self.c]
        return P("MRN", v)

    def acct(self):
        return P("ACCOUNT", ch([f"{digits(4)}-{digits(4)}", f"E{digits(9)}", f"V-{digits(6)}",
                                f"ENC{digits(7)}", f"{digits(10)}", f"FIN {digits(8)}".split()[1]]))

    def hplan(self):
        c = self.c
        if c == "US":
            v = ch([f"{letters(3)}{digits(6)}", f"W{digits(9)}", f"{letters(2)}-{digits(7)}-0{digits(1)}"])
        elif c == "AU":
            v = ch([f"{digits(4)} {digits(5)} {digits(1)}", f"{digits(10)}", f"N{letters(2)}{digits(6)}"])
        elif c == "UK":
            v = ch([f"{letters(3)}-{digits(6)}", f"POL{digits(7)}"])
        else:
            v = ch([f"MS{digits(8)}", f"{letters(2)}{digits(7)}{letters(1)}"])
        return P("HEALTHPLAN", v)

    def ssn(self):
        return P("SSN", ch([f"9{digits(2)}-{digits(2)}-{digits(4)}", f"000-{digits(2)}-{digits(4)}",
                            f"9{digits(8)}", f"9{digits(2)} {digits(2)} {digits(4)}"]))

    def lic(self):
        c = self.c
        opts = {"US": [f"NPI {'1' + digits(9)}", f"DEA {letters(2)}{digits(7)}", f"lic #{'MD' + digits(6)}"],
                "UK": [f"GMC {'7' + digits(6)}", f"NMC {digits(2)}{letters(1)}{digits(4)}{letters(1)}"],
                "AU": [f"AHPRA {'MED000' + digits(7)}", f"prescriber no {digits(7)}", f"AHPRA NMW000{digits(7)}"],
                "SG": [f"MCR {'M' + digits(5) + letters(1)}", f"SNB {'R' + digits(6) + letters(1)}"]}[c]
        lab, val = ch(opts).rsplit(" ", 1)
        if val.startswith("#"):
            return lab + " #" + P("LICENSE", val[1:])
        return lab + " " + P("LICENSE", val)

    def device(self):
        return P("DEVICE", ch([f"{letters(3)}{digits(6)}", f"SN{digits(8)}", f"{letters(2)}-{digits(5)}-{letters(1)}",
                               f"{digits(4)}{letters(2)}{digits(4)}", f"PJN{digits(6)}"]))

    def vehicle(self):
        c = self.c
        v = {"US": ch([f"{R.randint(1, 9)}{letters(3)}{digits(3)}", f"1{letters(4)}{digits(2)}{letters(1)}{digits(8)}"]),
             "UK": ch([f"{letters(2)}{digits(2)} {letters(3)}", f"{letters(2)}{digits(2)}{letters(3)}"]),
             "AU": ch([f"{digits(3)}-{letters(3)}", f"{letters(3)} {digits(3)}", f"{digits(1)}{letters(3)}{digits(3)}"]),
             "SG": ch([f"S{letters(2)}{digits(4)}{letters(1)}", f"SB{digits(4)}{letters(1)}"])}[c]
        return P("VEHICLE", v)

    def bioid(self):
        return P("BIOID", ch([f"FP-{digits(5)}", f"BIO{digits(7)}", f"FPR{digits(4)}-{letters(1)}",
                              f"PV-{digits(6)}", f"RTN{digits(5)}"]))

    def idnum(self):
        return P("IDNUM", ch([f"S{digits(2)}-{digits(4)}", f"ACC{digits(7)}", f"{digits(2)}H{digits(6)}",
                              f"ORD-{digits(6)}", f"REQ{digits(6)}", f"IR-{digits(5)}", f"RET-{digits(2)}-{digits(4)}",
                              f"{letters(2)}{digits(6)}", f"CASE {digits(6)}".split()[1]]))

    # ---- places
    def street(self):
        n = R.randint(1, 480)
        s = f"{n} {ch(STREET_NAMES)} {ch(STREET_SUF)}"
        if self.c == "SG":
            s = f"Blk {R.randint(100, 899)} {ch(STREET_NAMES)} {ch(['Ave', 'Street', 'Rise', 'Crescent'])} {R.randint(1, 9)}, #{R.randint(2, 19):02d}-{R.randint(10, 399)}"
        elif chance(0.25):
            s += ch([f", Apt {R.randint(1, 40)}", f", Unit {R.randint(1, 12)}", f", Flat {R.randint(1, 9)}"])
        return P("STREET", s)

    def zip(self):
        c = self.c
        if c == "US":
            v = digits(5)
        elif c == "UK":
            v = f"{letters(2)}{R.randint(1, 29)} {R.randint(1, 9)}{letters(2)}"
        elif c == "AU":
            v = str(R.randint(2000, 7999))
        else:
            v = digits(6)
        return P("ZIP", v)

    def city(self):
        return P("CITY", ch(CITIES[self.c]))

    def address(self):
        c = self.c
        if c == "US":
            return f"{self.street()}, {self.city()}, {P('STATE', ch(STATES['US']))} {self.zip()}"
        if c == "AU":
            return f"{self.street()}, {self.city()} {P('STATE', ch(STATES['AU']))} {self.zip()}"
        if c == "UK":
            extra = f", {P('CITY', ch(COUNTIES))}" if chance(0.4) else ""
            return f"{self.street()}, {self.city()}{extra} {self.zip()}"
        return f"{self.street()}, {self.city()} {self.zip()}"

    def H(self, h=None):
        return P("HOSPITAL", h or self.hosp)

    def W(self):
        return P("HOSPITAL", self.ward)

    def bed(self):
        return P("LOCATION_OTHER", ch([str(R.randint(1, 32)), f"{R.randint(1, 30)}{ch('ABCD')}",
                                       f"{R.randint(1, 6)}-{R.randint(1, 8)}"]))

    def room(self):
        return P("LOCATION_OTHER", ch([f"{R.randint(1, 9)}{R.randint(0, 3)}{R.randint(1, 9)}",
                                       f"{R.randint(2, 8)}{R.randint(10, 40)}{ch('AB')}", f"SR{R.randint(1, 12)}"]))

    def country(self):
        return P("COUNTRY", ch(COUNTRIES_ABROAD))

    def profession(self):
        return P("PROFESSION", self.prof)


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("" if o == 0 else "-" + ONES[o])


# ---------------------------------------------------------------- hard negatives
def clock():
    h, m = R.randint(0, 23), ch([0, 5, 10, 15, 20, 30, 40, 45, 50, 55, 12, 37])
    return ch([f"{h:02d}{m:02d}", f"{h:02d}:{m:02d}", f"{h:02d}{m:02d}h", f"{h:02d}:{m:02d} hrs"])


def labs(n, us=None):
    items = [
        lambda: f"Na {R.randint(124, 149)}", lambda: f"K {R.randint(30, 62) / 10}",
        lambda: f"Cl {R.randint(92, 112)}", lambda: f"HCO3 {R.randint(14, 31)}",
        lambda: f"BUN {R.randint(6, 64)}" if us else f"Ur {R.randint(25, 260) / 10}",
        lambda: f"Cr {R.randint(6, 42) / 10}" if us else f"Cr {R.randint(48, 390)}",
        lambda: f"Hgb {R.randint(68, 165) / 10}" if us else f"Hb {R.randint(68, 165)}",
        lambda: f"WCC {R.randint(22, 245) / 10}", lambda: f"Plt {R.randint(40, 520)}",
        lambda: f"INR {R.randint(9, 38) / 10}", lambda: f"APTT {R.randint(24, 80)}",
        lambda: f"CRP {R.randint(1, 320)}", lambda: f"lac {R.randint(6, 68) / 10}",
        lambda: f"Mg {R.randint(5, 13) / 10}", lambda: f"PO4 {R.randint(5, 21) / 10}",
        lambda: f"Ca {R.randint(190, 275) / 100}", lambda: f"ALT {R.randint(8, 400)}",
        lambda: f"Bili {R.randint(3, 90)}", lambda: f"Alb {R.randint(18, 46)}",
        lambda: f"trop {R.randint(3, 900)} ng/L", lambda: f"eGFR {R.randint(8, 90)}",
        lambda: f"pH {R.randint(701, 748) / 100}", lambda: f"pCO2 {R.randint(28, 85) / 10} kPa",
        lambda: f"BE {R.randint(-14, 4)}", lambda: f"glu {R.randint(32, 240) / 10} mmol/L",
        lambda: f"K {R.randint(55, 66) / 10} (3.5-5.2) H", lambda: f"Hb {R.randint(60, 90)} (115-165) L",
        lambda: f"BNP {R.randint(40, 3000)}", lambda: f"lipase {R.randint(20, 900)}",
    ]
    return ch([" ", ", ", " / ", "  "]).join(ch(items)() for _ in range(n))


def vitals():
    parts = [f"HR {R.randint(48, 140)}", f"BP {R.randint(78, 190)}/{R.randint(38, 105)}",
             f"RR {R.randint(10, 34)}", f"SpO2 {R.randint(84, 100)}% {ch(['RA', 'on 2L', 'NP 3L', 'HFNP 40/0.5', 'FiO2 0.35'])}",
             f"T {R.randint(355, 398) / 10}", f"MAP {R.randint(52, 105)}", f"UO {R.randint(5, 150)} mL/h"]
    R.shuffle(parts)
    return ch([" ", ", ", " | "]).join(parts[:R.randint(3, 7)])


DRUGS = ["metoprolol 25 mg PO BID", "paracetamol 1 g PO QID", "enoxaparin 40 mg SC daily",
         "ceftriaxone 2 g IV daily", "pip-tazo 4.5 g IV q8h", "furosemide 40 mg IV stat",
         "morphine 2.5 mg IV PRN", "oxycodone 5 mg PO q4h PRN", "ondansetron 4 mg IV q8h PRN",
         "noradrenaline 0.08 mcg/kg/min", "propofol 150 mg/h", "fentanyl 50 mcg/h",
         "insulin infusion per protocol", "KCl 10 mmol IV over 1h", "MgSO4 10 mmol IV",
         "amoxicillin 500 mg PO TDS", "apixaban 5 mg PO BD", "atorvastatin 40 mg nocte",
         "pantoprazole 40 mg IV daily", "salbutamol 5 mg neb q4h", "prednisolone 40 mg PO mane",
         "vancomycin 1.5 g IV q12h", "gentamicin 5 mg/kg IV", "haloperidol 0.5 mg PO PRN",
         "heparin 5000 units SC BD", "dexamethasone 8 mg IV", "suxamethonium 100 mg",
         "rocuronium 50 mg", "midazolam 2 mg IV", "ketamine 20 mg IV", "lactulose 20 mL PO BD",
         "aspirin 100 mg PO daily", "clopidogrel 75 mg daily", "metformin 500 mg BD",
         "Hartmann's 1 L over 8h", "0.9% NaCl 80 mL/h", "tazocin 4.5 g IV TDS", "tinzaparin 4500 units SC"]
DRUG_ROWS = [("metoprolol", "25 mg"), ("paracetamol", "1 g"), ("enoxaparin", "40 mg"), ("ceftriaxone", "2 g"),
             ("furosemide", "40 mg"), ("morphine", "2.5 mg"), ("oxycodone", "5 mg"), ("ondansetron", "4 mg"),
             ("KCl", "10 mmol"), ("MgSO4", "10 mmol"), ("amoxicillin", "500 mg"), ("apixaban", "5 mg"),
             ("atorvastatin", "40 mg"), ("pantoprazole", "40 mg"), ("salbutamol", "5 mg"), ("prednisolone", "40 mg"),
             ("vancomycin", "1.5 g"), ("haloperidol", "0.5 mg"), ("heparin", "5000 units"), ("lactulose", "20 mL"),
             ("aspirin", "100 mg"), ("clopidogrel", "75 mg"), ("metformin", "500 mg"), ("insulin glargine", "18 units"),
             ("tazocin", "4.5 g"), ("gentamicin", "320 mg"), ("digoxin", "62.5 mcg"), ("thiamine", "100 mg")]
OBS_SCORES = ["NEWS2 5", "NEWS2 7", "NEWS2 6", "MEWS 4", "NEWS 5", "GCS 12", "q-ADDS 4"]
SCORES = ["GCS 15", "GCS 14 (E3V5M6)", "GCS 9", "NEWS2 5", "NEWS2 7", "NEWS 3", "MEWS 4", "Wells 4.5",
          "CURB-65 2", "qSOFA 2", "APACHE II 18", "ASA 3", "ASA II", "RASS -2", "RASS 0", "CAM-ICU neg",
          "Waterlow 16", "Braden 14", "Morse 45", "Mallampati 2", "Rockall 4", "CHA2DS2-VASc 4",
          "HAS-BLED 2", "pain 6/10", "Cormack-Lehane grade 1", "SOFA 6", "frailty score 5"]
EPONYMS = ["Foley catheter", "Babinski downgoing", "Murphy's sign neg", "Parkinson's disease",
           "Crohn's flare", "Hartmann's procedure", "Whipple's", "Trendelenburg position", "Guedel airway",
           "Macintosh blade", "Seldinger technique", "Allen's test normal", "Baker's cyst", "Bishop score",
           "Wood's lamp", "Hickman line", "Swan-Ganz", "Addison's", "Graves' disease", "Bell's palsy",
           "Kussmaul breathing", "Cheyne-Stokes", "Hashimoto's", "Alzheimer's dementia", "Cushing's",
           "Meckel's", "Barrett's oesophagus", "Paget's", "Raynaud's", "Wernicke's", "Korsakoff"]
ICD = ["I21.4", "J18.9", "N17.9", "E11.9", "A41.9", "K35.80", "I48.91", "S72.001A", "J44.1", "I50.9",
       "N39.0", "K85.90", "I63.9", "E87.1", "R65.21", "J96.01", "K92.2", "S06.0X0A", "F10.231", "L03.115"]
ORDINARY = ["pt will need repeat bloods", "will r/v in am", "hope to d/c tomorrow if stable",
            "family hope for rehab", "lung fields clear", "porter to take to CT", "best interests mtg planned",
            "strong opioids avoided", "young adult", "no renal stone on CT", "CRP rose overnight",
            "may need CTPA", "fields clear on CXR", "baker's cyst excluded on US", "bishop score n/a",
            "grace period for fasting not applicable", "will call if deteriorates", "porter aware",
            "hope pt settles", "king-size bed request", "best supportive care discussed", "stone free",
            "sunny disposition per family", "cook-chill diet tray", "rose-coloured rash on trunk",
            "mason jar of urine brought in", "frost on windows in ambulance bay", "strong cough",
            "ivy-like rash", "young carers team aware", "king of pain per pt (joke)"]


def drug():
    return ch(DRUGS)


def sep():
    return ch(["; ", ". ", " - ", ", ", " // "])


# ---------------------------------------------------------------- genres
def social(c):
    bits = []
    f = ch(["works as a {p} at {o}", "retired {p}", "{p}, employed by {o}", "works at {o} as {p}",
            "former {p}", "occ: {p}", "job - {p} ({o})"])
    bits.append(f.format(p=c.profession(), o=P("ORGANIZATION", c.org)))
    if chance(0.6):
        bits.append(ch(["lives with ", "NOK ", "contact: ", "lives alone, "]) + fam_ref(c.fam, c.rel)
                    + (" " + c.phone() if chance(0.6) else ""))
    if chance(0.5):
        bits.append(ch(["born in ", "recently returned from ", "emigrated from ", "visiting from ",
                        "travel hx: "]) + c.country())
    return sep().join(bits)


def hdr_pt(c, lowercase_fmt=False):
    sepc = ch([" | ", "  ", "\n", "; "])
    parts = [ch(["Pt: ", "Name: ", "Patient: ", ""]) + pt_name(c.pt, ch(["sf", "full", "sfu", "mid", "titlefull"])),
             ch(["MRN ", "MRN: ", "Hosp no ", "UR ", "URN: ", "ID "]) + c.mrn(),
             ch(["DOB ", "DOB: ", "D.O.B. "]) + c.dob_str(),
             c.age_str()]
    return sepc.join(parts)


def g_oncall(c):
    doc = c.drs[0]
    L = [ch(["ON-CALL LOG", "overnight on-call log", "Night SHO log", "HMO overnight jobs",
             "after-hours log"]) + " - " + c.H() + " - " + c.date(style=ch(["wkfull", "num", "wk", "textyr"])),
         "Dr on: " + doc.ref(ch(["drfull", "cred", "plain"])) + " bleep " + c.pager(),
         ""]
    for _ in range(R.randint(5, 8)):
        cc = Ctx(c.c)
        t = clock()
        who = pt_name(cc.pt, ch(["title", "full", "sf", "gi", "surinit", "initdots"]))
        loc = ch(["bed ", "bd ", "rm ", "bed "])
        place = c.room() if loc == "rm " else c.bed()
        issue = ch([f"called re {vitals()}", f"K {R.randint(56, 66) / 10} - {drug()} given",
                    f"fall, no head strike, {ch(SCORES)}", f"chest pain, ECG no acute change, trop {R.randint(3, 40)}",
                    f"agitated, {drug()}, {ch(SCORES)}", f"cannula tissued, resited", f"febrile T {R.randint(380, 400) / 10}, BC x2, {drug()}",
                    f"low UO {R.randint(5, 25)} mL/h, bolus 250 mL", f"hypoglycaemia glu {R.randint(20, 39) / 10}, treated per protocol"])
        extra = ""
        r = R.random()
        if r < 0.25:
            extra = " - d/w " + c.drs[1].ref() + " (reg)"
        elif r < 0.45:
            extra = " - spoke to " + fam_ref() + " on " + cc.phone()
        elif r < 0.6:
            extra = " - " + cc.age_str() + ", " + ch(EPONYMS)
        elif r < 0.72:
            extra = " - " + ch(ORDINARY)
        elif r < 0.82:
            extra = ", " + P("HOSPITAL", ch(WARDS)) + " nurse " + ch(c.rns).ref("first") + " ext " + c.ext()
        L.append(f"{t} {P('HOSPITAL', ch(WARDS))} {loc}{place} {who} ({cc.mrn()}) {issue}{extra}")
        if chance(0.6):
            L.append("      " + ch(["bloods: ", "VBG ", "labs "]) + labs(R.randint(2, 5), c.c == "US") + "; " + vitals())
    L.append("")
    L.append(ch(["handed over to ", "h/o to day team - ", "morning h/o given to "]) + c.drs[2].ref()
             + " at " + clock())
    L.append(labs(R.randint(3, 6), c.c == "US") + " for " + pt_name(c.pt, "title"))
    return "\n".join(L)


def g_ward_round(c):
    d = c.drs
    L = [ch(["WR", "Ward round", "consultant WR", "PTWR", "Post-take WR"]) + " " + c.date(style=ch(["wk", "short", "num", "dmy3"]))
         + " " + clock() + " - " + d[0].ref(ch(["dr", "drfull"])) + " / " + d[1].ref(ch(["init", "sur", "first"])),
         hdr_pt(c),
         c.W() + " bed " + c.bed(),
         ""]
    L.append("S: " + ch(["feels better", "c/o SOB overnight", "poor sleep", "pain controlled", "nil new"]) + sep()
             + ch(ORDINARY))
    L.append("O: " + vitals())
    L.append("   " + ch(SCORES) + ", " + ch(SCORES))
    L.append("   bloods: " + labs(R.randint(4, 8), c.c == "US"))
    L.append("PMHx: " + ch(EPONYMS) + ", " + ch(["T2DM", "HTN", "IHD", "CKD 4", "AF"]) + " (" + ch(ICD) + "), " + ch(EPONYMS))
    L.append("A: " + ch(["CAP", "AKI on CKD", "decompensated HF", "NOF #", "UTI/delirium", "sepsis ?source",
                          "COPD exac"]) + " (" + ch(ICD) + ")")
    plan = ["- " + drug(), "- " + drug(), "- " + ch(ORDINARY),
            "- rpt " + labs(2, c.c == "US").split()[0] + " in am",
            "- " + ch(["r/v by ", "d/w ", "refer to "]) + d[2].ref() + " " + ch(["(renal)", "(cardiology)", "(geris)", ""]).strip(),
            "- update " + fam_ref(c.fam, c.rel) + " " + c.phone(),
            "- SH: " + social(c)]
    if chance(0.5):
        plan.append("- EDD " + c.date(style=ch(["wk", "short", "text", "wkonly"])))
    if chance(0.4):
        plan.append("- OT slot " + c.date(style=ch(["wkonly", "text", "short"])) + ", else list "
                    + c.date_range())
    R.shuffle(plan)
    L.append("P:")
    L += plan
    L.append(ch(["seen with ", "WR: ", "present: "]) + ", ".join(x.ref() for x in [d[3], c.rns[0], c.rns[1]]))
    L.append(ch(["", "-- ", "sig: "]) + d[1].ref(ch(["cred", "drfull"])) + " " + ch(["FY1", "SHO", "RMO", "intern", "HO"])
             + " bleep " + c.pager())
    return "\n".join(L)


def g_icu(c):
    L = [ch(["ICU HANDOVER", "icu nursing handover", "ICU/CCU handover sheet", "Intensive care h/o"]) + " | "
         + c.date(style=ch(["wkfull", "num", "wk"])) + " | " + ch(["day->night", "night->day", "0730", "1930"]),
         "Bed " + c.bed() + " | " + pt_name(c.pt, ch(["sf", "full", "titlefull"])) + " | " + c.age_str()
         + " | " + c.mrn() + " | consultant " + c.drs[0].ref(ch(["dr", "drfull"])),
         "Adm " + c.date(style=ch(["num", "short", "dmy3"])) + " from " + P("HOSPITAL", c.hosp2) + " via "
         + ch(["ED", "retrieval", "theatre", "ward"]) + ", " + ch(ICD),
         ""]
    sysl = [("NEURO", lambda: f"{ch(SCORES)}, {drug()}, pupils PEARL"),
            ("CVS", lambda: f"{vitals()}, {drug()}"),
            ("RESP", lambda: f"{ch(['SIMV', 'PSV 10/5', 'HFNP 50/0.45', 'ETT 8.0 @ 22cm'])}, ABG {labs(3)}"),
            ("RENAL", lambda: f"{labs(3, c.c == 'US')}, {ch(EPONYMS[:1])} in situ, UO {R.randint(10, 120)} mL/h"),
            ("GI", lambda: f"NG feeds {R.randint(20, 80)} mL/h, {drug()}"),
            ("HAEM", lambda: f"{labs(2, c.c == 'US')}, {drug()}"),
            ("ID", lambda: f"{drug()}, day {R.randint(1, 9)}, T {R.randint(365, 395) / 10}"),
            ("LINES", lambda: f"CVC R IJ ({c.date(style='short')}), art line, pump SN {c.device()}")]
    for k, f in sysl:
        L.append(f"{k}: {f()}")
    L.append("SOCIAL: " + social(c) + (", " + fam_ref() + " visiting " + c.date(style="wkonly") if chance(0.5) else ""))
    L.append("ISSUES: " + ch(ORDINARY) + sep() + ch(ORDINARY))
    L.append("h/o from " + c.rns[0].ref() + " to " + c.rns[1].ref() + " (" + ch(["ANUM", "CN", "bedside RN"]) + ")")
    if chance(0.6):
        L.append("MET / ICU outreach: " + c.rns[2].ref() + " ext " + c.ext())
    return "\n".join(L)


def g_hdu(c):
    L = [ch(["HDU handover", "HDU board", "Step-down unit handover", "HDU safety huddle"]) + " "
         + c.date(style=ch(["num", "iso", "wk"])) + " " + clock() + " - " + P("HOSPITAL", c.hosp),
         ""]
    cols = ["bed", "name", "age", "dx", "NEWS2", "plan", "RN"]
    sepch = ch(["|", "\t", ","])
    if sepch == "|":
        L.append("| " + " | ".join(cols) + " |")
        L.append("|" + "---|" * len(cols))
    else:
        L.append(sepch.join(cols))
    for _ in range(R.randint(4, 6)):
        cc = Ctx(c.c)
        nf = ["surinit", "gi", "full", "title"] + ([] if sepch == "," else ["sf"])
        row = [c.bed(), pt_name(cc.pt, ch(nf)), cc.age_str(),
               ch(["DKA", "post-op AAA", "GI bleed", "pneumonia", "pancreatitis", "PE"]) + " " + ch(ICD),
               str(R.randint(0, 9)), ch(["wean O2", drug(), "rpt " + labs(1), ch(ORDINARY), "step down if stable"]),
               ch(c.rns).ref(ch(["init", "first"]))]
        if sepch == "|":
            L.append("| " + " | ".join(row) + " |")
        else:
            L.append(sepch.join(row))
    L.append("")
    L.append("Nurse in charge: " + c.rns[0].ref(ch(["cred", "plain"])) + ", ph " + c.phone()
             + "; reg on: " + c.drs[0].ref() + " pager " + c.pager())
    L.append("Outreach: " + c.rns[3].ref() + " / " + c.drs[1].ref())
    L.append("Pending: " + labs(R.randint(3, 6), c.c == "US") + "; watch " + vitals())
    L.append("Alerts: " + ch(EPONYMS) + "; " + ch(ICD) + "; " + drug())
    return "\n".join(L)


def g_theatre(c):
    L = [ch(["THEATRE RECORD", "Operation note", "Intra-op record", "Theatre register entry", "OR record"]),
         hdr_pt(c),
         "Site: " + c.H() + ", " + ch(["main theatres", "day surgery", "DSU", "obstetric theatres"]),
         "Date: " + c.date(style=ch(["num", "textyr", "dmy3", "wkfull"])) + "  Knife to skin " + clock() + ", close " + clock(),
         "Surgeon: " + c.drs[0].ref(ch(["dr", "drfull", "cred"])) + "  Assist: " + c.drs[1].ref(ch(["dr", "plain", "sur"])),
         "Anaesthetist: " + c.drs[2].ref(ch(["dr", "drfull", "cred"])) + "  Scrub: " + c.rns[0].ref(ch(["plain", "cred"]))
         + "  Circ: " + c.rns[1].ref(ch(["init", "first", "plain"])),
         "Procedure: " + ch(["lap chole", "Hartmann's procedure", "TKR", "DHS for NOF #", "ex lap", "Whipple's",
                              "lap appendicectomy", "ORIF ankle", "PPM insertion", "hemiarthroplasty"]) + " (" + ch(ICD) + ")",
         "Pre-op: " + labs(R.randint(3, 6), c.c == "US") + "; " + vitals(),
         "Position: " + ch(["supine", "lithotomy", "Trendelenburg position", "lateral"]) + ", " + ch(SCORES),
         "Implant: " + ch(["PPM", "hip stem", "tibial tray", "mesh", "ICD"]) + " SN " + c.device() + (", lot " + c.device() if chance(0.3) else ""),
         "Specimen: " + ch(["gallbladder", "appendix", "colon", "none"]) + " - histo no " + c.idnum(),
         "EBL " + str(R.randint(20, 1200)) + " mL; " + drug() + "; " + drug(),
         "Counts correct x2 - " + c.rns[0].ref("init") + "/" + c.rns[1].ref("init"),
         "Post-op: " + ch(ORDINARY) + ", " + ch(["to recovery", "to PACU", "to HDU"]) + ", " + c.W() + " bed " + c.bed(),
         "Booking ref " + c.acct() + (", ins " + P("ORGANIZATION", ch(INSURERS[c.c])) + " " + c.hplan() if chance(0.5) else "")]
    if chance(0.5):
        L.append("Consent by " + c.drs[0].ref("init") + " " + c.date(style="short") + "; " + fam_ref() + " aware")
    return "\n".join(L)


def g_anaes(c):
    L = [ch(["ANAESTHETIC RECORD", "Anaesthesia record", "Anaesthetic chart", "Pre-op assessment + anaesthetic record"]),
         hdr_pt(c),
         "Wt " + str(R.randint(42, 140)) + " kg, ht " + str(R.randint(148, 196)) + " cm, " + ch(SCORES) + ", "
         + ch(["Mallampati 2", "Mallampati 3", "ASA 2", "ASA 4E"]),
         "Date " + c.date(style=ch(["num", "iso", "textyr"])) + ", " + c.H() + ", " + ch(["OR", "theatre", "cath lab"]),
         "Anaesthetist " + c.drs[0].ref(ch(["cred", "drfull"])) + " " + c.lic(),
         "Anaes nurse/ODP " + c.rns[0].ref(ch(["plain", "cred"])),
         "Induction " + clock() + ": " + drug() + ", " + drug() + ", " + drug(),
         "Airway: " + ch(["ETT 7.5 cuffed, Macintosh blade, Cormack-Lehane grade 1", "LMA size 4", "Guedel airway + FM",
                           "RSI, ETT 8.0, grade 2"]),
         "Monitors: " + ch(["ECG, SpO2, NIBP, EtCO2", "art line, BIS", "standard"]) + " - monitor IP " + c.ip(),
         "Pump SN " + c.device() + "; warmer SN " + c.device(),
         "| time | HR | BP | SpO2 | EtCO2 |",
         "|---|---|---|---|---|"]
    for _ in range(R.randint(3, 6)):
        L.append(f"| {clock()} | {R.randint(50, 120)} | {R.randint(80, 170)}/{R.randint(40, 95)} | {R.randint(92, 100)} | {R.randint(28, 45)} |")
    L.append("Controlled drugs witnessed: " + c.rns[1].ref("init") + " (cabinet fingerprint ID " + c.bioid() + ")")
    L.append("Allergies: " + ch(["NKDA", "penicillin (rash)", "latex", "codeine - vomiting"]) + "; "
             + ch(["fasted from 0200", "last ate 2100", "NBM since midnight"]))
    L.append("Signed " + c.drs[0].ref(ch(["init", "sur", "drfull"])) + " " + c.date(style="short") + " " + clock())
    return "\n".join(L)


def g_medchart(c):
    L = [ch(["MEDICATION ADMINISTRATION RECORD (export)", "eMAR export", "drug chart - printout", "MAR extract"]),
         pt_name(c.pt, ch(["sf", "sfu", "full"])) + " " + c.mrn() + " " + c.dob_str() + " " + c.W() + "/" + c.bed(),
         "Prescriber: " + c.drs[0].ref(ch(["cred", "drfull", "dr"])) + " " + c.lic(),
         "exported by user " + c.user() + " from " + c.ip() + " " + c.date(style="iso") + " " + clock(),
         ""]
    sepch = ch(["|", ",", "\t", "fixed"])
    cols = ["date", "time", "drug", "dose", "route", "given by", "checked"]
    rows = []
    for _ in range(R.randint(6, 10)):
        dn, dd = ch(DRUG_ROWS)
        rows.append([c.date(style=ch(["short", "dmy3", "iso"])), clock().split()[0], dn, dd,
                     ch(["PO", "IV", "SC", "NG", "neb"]), ch(c.rns).ref("init"),
                     ch(c.rns + c.drs[:1]).ref("init") if chance(0.7) else ch(["-", "n/a", "withheld"])])
    if sepch == "|":
        L.append("| " + " | ".join(cols) + " |")
        L.append("|" + "---|" * len(cols))
        L += ["| " + " | ".join(r) + " |" for r in rows]
    elif sepch == "fixed":
        L.append("".join(x.ljust(14) for x in cols).rstrip())
        for r in rows:
            L.append("".join(x + " " * max(1, 14 - len(strip_markers(x))) for x in r).rstrip())
    else:
        L.append(sepch.join(cols))
        L += [sepch.join(r) for r in rows]
    L.append("")
    L.append("Cabinet access: " + c.rns[0].ref("plain") + " biometric " + c.bioid() + "; " + c.rns[1].ref("plain")
             + " biometric " + c.bioid())
    L.append("Pharmacist review " + c.date(style=ch(["wk", "short"])) + " - " + c.rns[2].ref(ch(["first", "plain"]))
             + " (ward pharmacist) ext " + c.ext() + " - " + ch(ORDINARY))
    L.append("Withheld: " + drug() + " - " + labs(2, c.c == "US"))
    return "\n".join(L)


def strip_markers(s):
    out, skip = [], False
    i = 0
    while i < len(s):
        if s[i] == M0:
            i = s.index(M1, i) + 1
            continue
        if s[i] == M2:
            i += 1
            continue
        out.append(s[i])
        i += 1
    return "".join(out)


def g_obs(c):
    L = [ch(["# obs export", "OBSERVATION CHART EXPORT", "vitals download", "obs csv dump"]) + " " + c.H() + " " + c.W(),
         "# patient " + pt_name(c.pt, ch(["sf", "full", "surinit"])) + " mrn " + c.mrn() + " bed " + c.bed(),
         "# device " + c.device() + " ip " + c.ip() + " user " + c.user(),
         ""]
    tab = ch([",", "\t", "|"])
    cols = ["datetime", "HR", "BP", "RR", "SpO2", "T", "NEWS2", "user"]
    L.append(tab.join(cols))
    d0 = c.adm + dt.timedelta(days=R.randint(0, 4))
    for _ in range(R.randint(6, 10)):
        dd = d0 + dt.timedelta(days=R.randint(0, 1))
        row = [c.date(dd, ch(["iso", "num"])) + " " + clock().split()[0], str(R.randint(50, 135)),
               f"{R.randint(85, 180)}/{R.randint(45, 100)}", str(R.randint(12, 30)), str(R.randint(88, 100)),
               str(R.randint(356, 392) / 10), str(R.randint(0, 9)), c.user() if chance(0.5) else ch(c.rns).ref("init")]
        L.append(tab.join(row))
    L.append("")
    L.append("# escalation: " + ch(OBS_SCORES) + " -> " + c.drs[0].ref() + " paged " + c.pager() + " at " + clock())
    if chance(0.5):
        L.append("# comment: " + ch(ORDINARY) + ", " + c.age_str())
    return "\n".join(L)


def g_nursing(c):
    rn = c.rns[0]
    L = [ch(["Nursing care note", "NURSING PROGRESS NOTE", "nursing entry", "Care plan evaluation"]) + " - "
         + c.date(style=ch(["wkfull", "num", "wk"])) + " " + ch(["AM shift", "PM shift", "night shift", clock()]),
         pt_name(c.pt, ch(["title", "full", "titlefull"])) + ", " + c.age_str() + ", " + c.W() + " rm " + c.room(),
         ""]
    body = [
        ch(["Pt", pt_name(c.pt, "first"), pt_name(c.pt, "title")]) + " " + ch(["slept well", "restless overnight",
                                                                                  "mobilised with frame", "pain 4/10"]) + ". " + vitals() + ".",
        "Hygiene: " + ch(["full assist wash", "independent", "bed bath"]) + "; pressure areas intact, " + ch(SCORES) + ".",
        "Diet: " + ch(["tolerating soft diet", "NBM", "thickened fluids", "poor intake, fluid chart"]) + ". " + ch(ORDINARY) + ".",
        "Meds as charted, " + drug() + " given at " + clock() + ", " + drug() + " at " + clock() + ".",
        "Obs " + clock() + ": " + vitals() + ", " + ch(OBS_SCORES) + ".",
        "Family: " + fam_ref(c.fam, c.rel) + " visited, " + ch(["phone ", "mob ", "contact "]) + c.phone() + ".",
        "Social: " + social(c) + ".",
        ch(["Falls risk: ", "Skin: "]) + ch(SCORES) + "; " + ch(EPONYMS) + ".",
        "Discussed with " + c.drs[0].ref() + " re " + labs(2, c.c == "US") + ".",
    ]
    R.shuffle(body)
    sent = chance(0.5)
    if sent:
        L.append(" ".join(body))
    else:
        L += ["- " + b for b in body]
    if chance(0.4):
        L.append("Pt states " + ch(["GP", "practice"]) + " is " + P("HOSPITAL", c.gp) + ", " + c.address())
    L.append(rn.ref(ch(["cred", "plain", "drfull"])) + " " + ch(["", "EN ", "RN "]).strip() + " " + clock())
    return "\n".join(L)


def g_discharge(c):
    L = [ch(["DISCHARGE CHECKLIST", "Discharge planning checklist", "d/c checklist", "Discharge readiness"]),
         hdr_pt(c),
         "Address: " + c.address(),
         ch(["Ph ", "Home ph: ", "Tel "]) + c.phone() + (" / mob " + c.phone() if chance(0.4) else ""),
         "Admitted " + c.date(c.adm, ch(["num", "dmy3", "text"])) + " - discharge "
         + c.date(c.adm + dt.timedelta(days=R.randint(2, 12)), ch(["num", "wk", "textyr"])),
         "Consultant: " + c.drs[0].ref(ch(["dr", "drfull"])) + "  Team email " + c.email(c.drs[0]),
         ""]
    checks = [
        "[x] TTO meds: " + drug() + ", " + drug(),
        "[x] GP letter to " + P("HOSPITAL", c.gp) + " fax " + c.phone("FAX"),
        "[ ] OPD f/u " + c.date(style=ch(["mon", "text", "wk"])) + " with " + c.drs[1].ref(),
        "[x] transport: " + ch(["family", "patient transport", "taxi"]) + (", " + fam_ref(c.fam, c.rel) + " to collect" if chance(0.6) else ""),
        "[x] cannula removed " + clock(),
        "[x] bloods ok: " + labs(3, c.c == "US"),
        "[ ] " + ch(["OT home visit", "PT review", "district nurse referral"]) + " - " + ch(ORDINARY),
        "[x] patient portal: " + c.url(),
        "[x] Dx: " + ch(ICD) + ", " + ch(ICD),
        "[x] employer cert for " + P("ORGANIZATION", c.org) + " (" + c.profession() + ")",
    ]
    if c.c == "US":
        checks.append("[x] insurance " + P("ORGANIZATION", ch(INSURERS["US"])) + " member " + c.hplan() + ", SSN " + c.ssn())
    elif c.c == "AU":
        checks.append("[x] Medicare " + c.hplan() + ", fund " + P("ORGANIZATION", ch(INSURERS["AU"])))
    else:
        checks.append("[x] " + ch(["policy ", "cover "]) + c.hplan() + " (" + P("ORGANIZATION", ch(INSURERS[c.c])) + ")")
    checks.append("[x] d/c obs " + clock() + ": " + vitals() + ", " + ch(OBS_SCORES))
    checks.append("[x] meds rec: " + drug() + "; " + drug() + "; " + ch(EPONYMS))
    R.shuffle(checks)
    L += checks
    L.append("Checked by " + c.rns[0].ref(ch(["cred", "plain"])) + " " + c.date(style="short") + " " + clock()
             + "; visit " + c.acct())
    return "\n".join(L)


def g_transfer(c):
    L = [ch(["INTER-HOSPITAL TRANSFER FORM", "Retrieval / transfer record", "Transfer of care form",
             "RETRIEVAL CASE SHEET"]),
         "Case no " + c.idnum() + "   Date " + c.date(style=ch(["num", "textyr", "dmy3", "wkfull"])),
         hdr_pt(c),
         "From: " + c.H() + ", " + c.W() + " bed " + c.bed() + "  ph " + c.phone(),
         "To: " + P("HOSPITAL", c.hosp2) + ", " + ch(["ICU", "CCU", "HDU", "neurosurgery", "burns unit"]) + "  fax " + c.phone("FAX"),
         "Referring: " + c.drs[0].ref(ch(["dr", "drfull"])) + "  Accepting: " + c.drs[1].ref(ch(["dr", "drfull", "cred"])),
         "Retrieval team: " + c.drs[2].ref() + " / " + c.rns[0].ref(ch(["cred", "plain"])),
         "Service: " + P("ORGANIZATION", ch(["Northvale Ambulance Service", "Coralview Retrieval Service",
                                              "Lionheart Patient Transfer", "MedAir Straits", "Redgum Aeromedical"]))
         + "  vehicle " + c.vehicle() + (" / VIN " + c.vehicle() if chance(0.2) else ""),
         "PMHx: " + ch(EPONYMS) + " (" + ch(ICD) + ")",
         "Dx: " + ch(ICD) + "; " + ch(["STEMI", "SAH", "polytrauma", "sepsis", "aortic dissection"]),
         "Pre-departure: " + vitals() + ", " + ch(SCORES),
         "Bloods: " + labs(R.randint(4, 7), c.c == "US"),
         "Infusions: " + drug() + ", " + drug() + " (pump " + c.device() + ")",
         "Depart " + clock() + ", arrive " + clock() + ", " + ch(["no events", "desat en route, settled", "1x hypotension, fluid bolus"]),
         "NOK: " + fam_ref(c.fam, c.rel) + " " + c.phone() + ", address " + c.address()]
    if c.c == "US":
        L.append("SSN " + c.ssn() + "; ins " + c.hplan() + "; acct " + c.acct())
    else:
        L.append("Funding " + c.hplan() + "; encounter " + c.acct())
    L.append("Images via " + c.url())
    L.append("Signed " + c.drs[2].ref(ch(["cred", "drfull"])) + " " + c.lic())
    return "\n".join(L)


def g_referral(c):
    d = c.drs
    to = ch(["Dear Dr " + P("DOCTOR", d[1].surname), "Dear colleague", "To the on-call " + ch(["cardiologist", "neurosurgeon", "registrar"])])
    L = [c.H() + " - " + ch(["Department of Medicine", "Emergency Department", "General Surgery"]),
         c.address(),
         "Tel " + c.phone() + "  Fax " + c.phone("FAX"),
         "",
         "Date: " + c.date(style=ch(["textyr", "num", "wkfull"])),
         "Re: " + pt_name(c.pt, ch(["titlefull", "sfu", "mid"])) + ", " + ch(["DOB ", "born "]) + c.dob_str() + ", " + c.mrn()
         + (", SSN " + c.ssn() if c.c == "US" else ""),
         "",
         to + ",",
         "",
         f"Thank you for seeing this {c.age_str()} {ch(['man', 'woman', 'patient'])} "
         + ch(["who presented with ", "admitted with ", "referred for "]) + ch(["chest pain", "syncope", "a fall", "haematemesis", "confusion"])
         + " on " + c.date(style=ch(["wk", "text", "wkonly"])) + ". " + pt_name(c.pt, "title") + " " + ch(
             ["has a history of ", "is known to have "]) + ch(EPONYMS) + " and " + ch(["T2DM", "HTN", "AF", "COPD", "CKD 3"]) + ".",
         "Obs: " + vitals() + ". Bloods: " + labs(R.randint(3, 7), c.c == "US") + ".",
         "Current meds: " + drug() + "; " + drug() + "; " + drug() + ".",
         "Social: " + social(c) + ".",
         ch(["We would be grateful for your opinion. ", "I would appreciate transfer for review. "]) + ch(ORDINARY).capitalize() + ".",
         "Prior imaging available at " + c.url() + " (" + ch(["CT", "MRI", "echo"]) + " " + c.date(style=ch(["mon", "num", "year"])) + ", accession " + c.idnum() + ").",
         "",
         ch(["Yours sincerely,", "Kind regards,", "Regards,"]),
         d[0].ref(ch(["cred", "drfull"])),
         ch(["Registrar", "Consultant Physician", "Attending", "Resident"]) + ", " + c.lic(),
         c.email(d[0]) + " | pager " + c.pager()]
    if chance(0.4):
        L.append("cc: " + P("HOSPITAL", ch(HOSP[c.c])) + "; " + fam_ref() + " (" + c.email() + ")")
    return "\n".join(L)


GENRES = [
    ("overnight_oncall_log", g_oncall),
    ("ward_round_jottings", g_ward_round),
    ("icu_handover", g_icu),
    ("hdu_handover_table", g_hdu),
    ("theatre_record", g_theatre),
    ("anaesthetic_record", g_anaes),
    ("medication_chart_export", g_medchart),
    ("observation_export", g_obs),
    ("nursing_care_note", g_nursing),
    ("discharge_checklist", g_discharge),
    ("transfer_retrieval_form", g_transfer),
    ("interhospital_referral", g_referral),
]
PER_GENRE = 30
EXTRA = 12  # extra notes spread over genres


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    outp = os.path.join(os.path.dirname(here), "notes.jsonl")
    plan = []
    for gname, fn in GENRES:
        k = PER_GENRE + 1
        lows = [i % 2 == 0 for i in range(k)]
        R.shuffle(lows)
        for lw in lows:
            plan.append((gname, fn, lw))
    R.shuffle(plan)
    recs = []
    for i, (gname, fn, lw) in enumerate(plan, 1):
        country = ["US", "UK", "AU", "SG"][i % 4]
        c = Ctx(country)
        marked = fn(c)
        text, spans = finalize(marked, lw)
        recs.append({"id": f"dev121-en-{i:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev121-en", "genre": gname, "lowercase": lw, "country": country}})
    with open(outp, "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(recs)} notes, {sum(len(r['spans']) for r in recs)} spans -> {outp}")


if __name__ == "__main__":
    main()
