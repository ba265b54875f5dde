"""Core helpers for the dev107_en generator: markers, pools, PHI value makers.

Every PHI value is wrapped as MS + <type char> + value + ME while a note is assembled;
strip() removes the markers in one left-to-right pass and records the offsets.
All values are invented here; nothing is read from any other file.
"""
import datetime as dt

TYPES = [
    "PATIENT", "DOCTOR", "FAMILY", "USERNAME", "AGE", "DATE",
    "STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER",
    "MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM",
    "PHONE", "FAX", "EMAIL", "URL", "IPADDR", "PROFESSION",
]
CATEGORY = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MS, ME = "\ue000", "\ue001"
TBASE = 0xE100


def m(t, v):
    """Wrap value v as PHI of fine type t."""
    assert t in CATEGORY, t
    v = str(v)
    assert v and v == v.strip(), repr(v)
    assert MS not in v and ME not in v
    return MS + chr(TBASE + TYPES.index(t)) + v + ME


def strip(s):
    """One left-to-right pass: remove markers, return (text, spans)."""
    out, spans = [], []
    pos, i, n = 0, 0, len(s)
    while i < n:
        c = s[i]
        if c == MS:
            t = TYPES[ord(s[i + 1]) - TBASE]
            j = i + 2
            buf = []
            while s[j] != ME:
                assert s[j] != MS, "nested marker"
                buf.append(s[j])
                j += 1
            v = "".join(buf)
            spans.append({"start": pos, "end": pos + len(v), "label": CATEGORY[t], "type": t, "text": v})
            out.append(v)
            pos += len(v)
            i = j + 1
        else:
            assert c != ME, "stray end marker"
            out.append(c)
            pos += 1
            i += 1
    return "".join(out), spans


# ---------------------------------------------------------------- pools (all invented)
GIVEN_M = ["James", "Robert", "Michael", "David", "Ahmed", "Omar", "Wei", "Hiroshi", "Rajesh", "Arjun",
           "Carlos", "Diego", "Luis", "Kwame", "Chinedu", "Tomasz", "Piotr", "Dmitri", "Sven", "Liam",
           "Noah", "Ethan", "Mateo", "Jean-Luc", "Pierre", "Giovanni", "Marco", "Yusuf", "Emeka", "Tariq",
           "Minh", "Jae-won", "Kenji", "Ravi", "Sanjay", "Farhan", "Olumide", "Andrei", "Bogdan", "Declan",
           "Cormac", "Tane", "Kai", "Ibrahim", "Mehmet", "Anders", "Lachlan", "Ezekiel", "Hamza", "Thabo"]
GIVEN_F = ["Mary", "Patricia", "Linda", "Aisha", "Fatima", "Mei", "Yuki", "Priya", "Ananya", "Sofia",
           "Lucia", "Camila", "Ama", "Ngozi", "Agnieszka", "Olga", "Ingrid", "Emma", "Olivia", "Chloe",
           "Amelie", "Chiara", "Zeynep", "Leila", "Thi", "Hye-jin", "Sakura", "Deepa", "Nadia", "Amara",
           "Yetunde", "Ioana", "Siobhan", "Aroha", "Malia", "Keisha", "Marisol", "Genevieve", "Oksana", "Noor"]
WORD_GIVEN_M = ["Will", "Mark", "Bill", "Art", "Rusty", "Jack", "Frank", "Gene", "Sandy", "Pat"]
WORD_GIVEN_F = ["Hope", "Grace", "Faith", "Joy", "Rose", "Dawn", "Iris", "Ivy", "Summer", "Sunny", "June"]
SURNAMES = ["Okonkwo", "Nakamura", "Rodriguez", "Nguyen", "Kowalski", "Petrov", "Lindqvist", "Haddad",
            "Chatterjee", "Osei", "Mensah", "Abernathy", "Fairweather", "Delacroix", "Moreau", "Bianchi",
            "Esposito", "Yilmaz", "Demir", "Kaur", "Singh", "Patel", "Tanaka", "Park", "Kim", "Chen", "Liu",
            "O'Brien", "MacLeod", "Van der Berg", "Dubois", "Tremblay", "Gagnon", "Bouchard", "Levesque",
            "Whitehorse", "Tsosie", "Begay", "Akana", "Kealoha", "Ferreira", "Santos", "Novak", "Horvath",
            "Szabo", "Ivanova", "Brennan", "Gallagher", "Castillo", "Mendoza", "Adeyemi", "Balogun",
            "Al-Sayed", "Farouk", "Rahman", "Hossain", "Iyer", "Menon", "Sato", "Okafor", "Quintero",
            "Lachance", "Zielinski", "Oyelaran", "Thorsen", "Haugland", "Achterberg", "Papadakis", "Costa"]
WORD_SURNAMES = ["Baker", "King", "Young", "Brown", "Green", "White", "Hill", "Wood", "Stone", "Fields",
                 "Little", "Short", "Long", "Black", "Moody", "Hope", "Bird", "Cook", "Fox", "Frost", "Gold",
                 "Love", "March", "Rich", "Strong", "Wise", "Bell", "Carpenter", "Hunter", "Mason", "Grace"]

PLACE_ROOTS = ["Harrowgate", "Pinecrest", "Westbury", "Ashford", "Lakemont", "Brackenridge", "Eastvale",
               "Stonebridge", "Rivermoor", "Fairhaven", "Calloway", "Tilden", "Maple Bluff", "Glenmoor",
               "Kettering Hollow", "Birchmount", "Cobalt Ridge", "Alder Creek", "Wendover", "Tamarack",
               "Sable Point", "Quarry Hill", "Dunmore", "Redfern", "Holloway", "Silverton", "Corbin Falls",
               "Larkspur", "Norwood Bay", "Elk Prairie", "Cascade Landing", "Osprey Cove", "Thistledown"]
US_STATES = [("Ohio", "OH"), ("Oregon", "OR"), ("Texas", "TX"), ("Maryland", "MD"), ("Illinois", "IL"),
             ("Vermont", "VT"), ("Georgia", "GA"), ("Arizona", "AZ"), ("Minnesota", "MN"), ("Kentucky", "KY"),
             ("Nebraska", "NE"), ("Washington", "WA"), ("Michigan", "MI"), ("Colorado", "CO"),
             ("Pennsylvania", "PA"), ("New Mexico", "NM"), ("North Carolina", "NC"), ("Maine", "ME")]
CA_PROVS = [("Ontario", "ON"), ("Quebec", "QC"), ("British Columbia", "BC"), ("Alberta", "AB"),
            ("Manitoba", "MB"), ("Nova Scotia", "NS"), ("New Brunswick", "NB"), ("Saskatchewan", "SK")]
STREET_NAMES = ["Elm", "Birch", "Cedar", "Harbour View", "Kingsway", "Lakeshore", "Maple Ridge", "Wellington",
                "Dufferin", "Juniper", "Quarry", "Mill Pond", "Old Orchard", "Tamarack", "Larkspur",
                "Willowbrook", "Cobblestone", "Sumac", "Heron", "Blue Jay", "Foxglove", "Riverbend",
                "Granite", "Chestnut", "Prospect", "Huronia", "Bayview", "Saint-Denis", "Copperfield"]
STREET_TYPES = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Court", "Boulevard",
                "Crescent", "Way", "Place", "Terrace", "Trail"]
COUNTRIES = ["Portugal", "Vietnam", "Nigeria", "Ghana", "Poland", "Ukraine", "India", "Pakistan", "Mexico",
             "Philippines", "Brazil", "Jamaica", "Haiti", "Ireland", "Italy", "Lebanon", "Somalia", "Iran",
             "South Korea", "Japan", "China", "Guatemala", "Colombia", "Turkey", "Egypt", "Eritrea", "Peru",
             "Bangladesh", "Sri Lanka", "Romania", "Greece", "Norway", "Kenya"]
HOSP_PATTERNS = ["{p} General Hospital", "{p} Regional Medical Center", "{p} Memorial Hospital",
                 "St. {s} Hospital", "{p} Health Sciences Centre", "{p} Heart Institute",
                 "{p} Cancer Centre", "{p} Children's Hospital", "{p} Family Practice", "{p} Medical Group",
                 "{p} Community Clinic", "{p} Eye Institute", "{p} Kidney Centre", "{p} Surgery Center",
                 "{p} Women's Hospital", "Mount {s} Hospital", "{p} Orthopaedic Clinic", "{p} Dermatology Associates"]
SAINTS = ["Brendan", "Anselm", "Clotilde", "Bartholomew", "Ignatius", "Winifred", "Aidan", "Hilda", "Lucian"]
PHARM = ["{p} Pharmacy", "{p} Drug Mart", "{p} Apothecary"]
WARDS = ["Tamarack Ward", "Heron Unit", "Willow Ward", "Juniper Pod", "Kestrel Ward", "Aspen Unit",
         "Larch Ward", "Osprey Unit"]
BUILDINGS = ["Harmon Pavilion", "Bellweather Tower", "Quinlan Building", "Ostrander Wing", "Calder Pavilion",
             "North Rotunda", "Fennimore Annex"]
ORGS = ["Calloway Freight Lines", "Northgate Steel", "Brightwater Elementary School", "St. Anselm Parish",
        "Pinecrest Credit Union", "Harbourline Transit", "Redfern Poultry Co-op", "Dunmore Paper Mill",
        "Glenmoor Public Library", "Silverton Mining Ltd", "Osprey Cove Fisheries", "Larkspur Community College",
        "Tilden Auto Body", "Kettering Logistics", "Alder Creek School Board", "Cobalt Ridge Casino",
        "Maple Bluff Grain Elevator", "Wendover Baptist Church", "Thistledown Bakery", "Corbin Falls Fire Department"]
INSURERS = ["Bluewater Health Plan", "Keystone Mutual", "Northern Shield Insurance", "Maple Leaf Benefits",
            "Prairie Cross Health", "Evergreen Assurance", "Harbour Mutual Benefit"]
PROFESSIONS = ["welder", "teacher", "electrician", "bus driver", "accountant", "farmer", "truck driver",
               "software developer", "chef", "carpenter", "hairdresser", "firefighter", "paramedic",
               "librarian", "dental hygienist", "machinist", "postal worker", "cashier", "lawyer", "architect",
               "social worker", "mechanic", "plumber", "miner", "fisherman", "bank teller", "pastor",
               "warehouse supervisor", "security guard", "translator", "real estate agent", "roofer",
               "daycare worker", "long-haul trucker", "florist", "janitor", "pilot", "veterinary technician"]
HOLIDAYS = ["Christmas", "Thanksgiving", "New Year's Day", "Canada Day", "Easter", "Labor Day",
            "Victoria Day", "Halloween", "Fourth of July", "Christmas Eve", "Boxing Day", "Memorial Day"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
AREA = ["216", "503", "512", "410", "312", "802", "404", "602", "612", "502", "402", "206", "313", "303",
        "215", "505", "919", "207", "416", "514", "604", "403", "204", "902", "506", "306", "613", "905"]
VIN_CH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


class Pools:
    def __init__(self, r):
        self.r = r

    # ---- names
    def given(self, sex):
        r = self.r
        if r.random() < 0.14:
            return r.choice(WORD_GIVEN_M if sex == "M" else WORD_GIVEN_F)
        return r.choice(GIVEN_M if sex == "M" else GIVEN_F)

    def surname(self):
        r = self.r
        if r.random() < 0.16:
            return r.choice(WORD_SURNAMES)
        return r.choice(SURNAMES)

    # ---- places
    def city(self):
        r = self.r
        p = r.choice(PLACE_ROOTS)
        x = r.random()
        if x < 0.15:
            return p + " County"
        if x < 0.25:
            return "Port " + p
        if x < 0.32:
            return p + " Springs"
        return p

    def street(self, country):
        r = self.r
        num = str(r.randint(2, 9899))
        st = r.choice(STREET_NAMES) + " " + r.choice(STREET_TYPES)
        u = r.random()
        if country == "CA" and u < 0.25:
            return f"{r.randint(101, 2408)}-{num} {st}"
        if u < 0.25:
            return f"{num} {st}, " + r.choice(["Apt ", "Unit ", "#", "Suite "]) + str(r.randint(1, 40)) + r.choice(["", "", "B", "A"])
        return f"{num} {st}"

    def zipc(self, country):
        r = self.r
        if country == "CA":
            L = "ABCEGHJKLMNPRSTVXY"
            L2 = "ABCEGHJKLMNPRSTVWXYZ"
            return f"{r.choice(L)}{r.randint(0, 9)}{r.choice(L2)} {r.randint(0, 9)}{r.choice(L2)}{r.randint(0, 9)}"
        z = f"{r.randint(1000, 99899):05d}"
        if r.random() < 0.15:
            z += f"-{r.randint(0, 9999):04d}"
        return z

    def hospital(self):
        r = self.r
        pat = r.choice(HOSP_PATTERNS)
        return pat.format(p=r.choice(PLACE_ROOTS), s=r.choice(SAINTS))

    def pharmacy(self):
        return self.r.choice(PHARM).format(p=self.r.choice(PLACE_ROOTS))

    # ---- contact (fictional by construction)
    def phone(self, ext_p=0.15):
        r = self.r
        a = r.choice(AREA)
        line = f"01{r.randint(0, 99):02d}" if r.random() < 0.6 else f"{r.randint(0, 9999):04d}"
        f = r.choice([f"({a}) 555-{line}", f"{a}-555-{line}", f"{a}.555.{line}", f"+1 {a} 555 {line}",
                      f"1-{a}-555-{line}", f"{a}-555-{line}", f"({a}) 555-{line}", f"555-{line}"])
        if r.random() < ext_p:
            f += r.choice([" ext. ", " ext ", " x", " x."]) + str(r.randint(10, 9999))
        return f

    def pager(self):
        r = self.r
        return r.choice([f"{r.randint(2, 8)}-{r.randint(1000, 9999)}", f"{r.randint(20000, 89999)}",
                         f"#{r.randint(1000, 9999)}" if False else f"{r.randint(1000, 9999)}"])

    def ext(self):
        r = self.r
        return str(r.randint(2000, 8999))

    def email(self, given, sur):
        r = self.r
        g = "".join(c for c in given.lower() if c.isalpha())
        s = "".join(c for c in sur.lower() if c.isalpha())
        local = r.choice([f"{g}.{s}", f"{g[0]}{s}", f"{s}.{g[0]}", f"{g}{r.randint(1, 99)}", f"{g}_{s}"])
        return local + "@" + r.choice(["example.com", "example.org", "example.net", "mail.example.com",
                                       "clinic.example.org"])

    def dept_email(self):
        r = self.r
        return r.choice(["referrals", "cardio.intake", "onc.triage", "gi.booking", "cathlab", "dialysis.unit",
                         "labour.desk", "peds.front", "ortho.desk", "derm.photos", "eye.clinic",
                         "genetics", "transplant.office", "preop"]) + "@" + r.choice(["example.org", "example.net", "example.com"])

    def url(self):
        r = self.r
        host = r.choice(["www.example.org", "portal.example.net", "www.example.com", "myhealth.example.org",
                         "example.net", "records.example.com"])
        path = r.choice(["/portal", "/login", "/echo/" + str(r.randint(1000, 9999)), "/pt/" + str(r.randint(10000, 99999)),
                         "/images?study=" + str(r.randint(100000, 999999)), "/forms/consent", "", "/genetics/results"])
        pre = r.choice(["", "", "https://", "http://"])
        return pre + host + path

    def ip(self):
        r = self.r
        k = r.random()
        if k < 0.4:
            return f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        if k < 0.7:
            return f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        return f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"

    def username(self, given, sur):
        r = self.r
        g = "".join(c for c in given.lower() if c.isalpha())
        s = "".join(c for c in sur.lower() if c.isalpha())
        return r.choice([f"{g[0]}{s}", f"{g[0]}{s}{r.randint(1, 9)}", f"{g}.{s}", f"{s}{g[0]}", f"rn_{s}",
                         f"{g[0]}{s[:5]}{r.randint(10, 99)}"])

    # ---- identifiers
    def mrn(self):
        r = self.r
        return r.choice([f"{r.randint(0, 99999999):08d}", f"MRN-{r.randint(100000, 9999999)}",
                         f"E{r.randint(1000000, 9999999)}", f"H{r.randint(0, 99999999):08d}",
                         f"{r.randint(100, 999)}-{r.randint(100, 999)}-{r.randint(100, 999)}",
                         f"{r.randint(1000000, 9999999)}"])

    def ssn(self, country):
        r = self.r
        if country == "CA":
            return f"9{r.randint(10, 99)} {r.randint(100, 999)} {r.randint(100, 999)}"
        if r.random() < 0.7:
            return f"9{r.randint(0, 99):02d}-{r.randint(10, 99)}-{r.randint(1000, 9999)}"
        return f"000-{r.randint(10, 99)}-{r.randint(1000, 9999)}"

    def healthplan(self, country):
        r = self.r
        if country == "CA":
            return r.choice([f"{r.randint(1000, 9999)}-{r.randint(100, 999)}-{r.randint(100, 999)}-{r.choice(['AB', 'KX', 'MT', 'ZP'])}",
                             f"{''.join(r.choice('ABCDEFGHJKLMNPRSTVWXYZ') for _ in range(4))} {r.randint(1000, 9999)} {r.randint(1000, 9999)}",
                             f"{r.randint(100000000, 999999999)}"])
        L = "ABCDEFGHJKMNPQRTUVWXY"
        return r.choice([f"{''.join(r.choice(L) for _ in range(3))}{r.randint(100000, 999999)}",
                         f"{r.randint(1, 9)}{r.choice(L)}{r.choice(L)}{r.randint(1, 9)}-{r.choice(L)}{r.choice(L)}{r.randint(1, 9)}-{r.choice(L)}{r.choice(L)}{r.randint(10, 99)}",
                         f"P-{r.randint(1000000, 9999999)}", f"GRP{r.randint(10000, 99999)}",
                         f"W{r.randint(100000000, 999999999)}"])

    def account(self):
        r = self.r
        return r.choice([f"{r.randint(1000, 9999)}-{r.randint(1000, 9999)}", f"V{r.randint(1000000, 9999999)}",
                         f"FIN{r.randint(10000000, 99999999)}", f"{r.randint(100000000, 999999999)}",
                         f"ENC-{r.randint(2019, 2025)}-{r.randint(10000, 99999)}"])

    def npi(self):
        return str(self.r.randint(1000000000, 1999999999))

    def dea(self):
        r = self.r
        return r.choice("ABFM") + r.choice("ABCDEFGHKLMNPRSTW") + str(r.randint(1000000, 9999999))

    def license(self):
        r = self.r
        return r.choice([self.npi(), self.dea(), f"CPSO {r.randint(10000, 99999)}", f"MD-{r.randint(10000, 99999)}",
                         f"{r.choice('ABCDEFGHJ')}{r.randint(100, 999)}-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}",
                         f"RN{r.randint(100000, 999999)}"])

    def device(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTVWXYZ"
        return r.choice([f"{''.join(r.choice(L) for _ in range(3))}{r.randint(100000, 999999)}",
                         f"SN-{r.randint(10000000, 99999999)}", f"{r.choice(L)}{r.choice(L)}-{r.randint(1000, 9999)}-{r.randint(100, 999)}",
                         f"{r.randint(1000000000, 9999999999)}"])

    def plate(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTVWXYZ"
        return r.choice([f"{r.randint(1, 9)}{''.join(r.choice(L) for _ in range(3))}{r.randint(100, 999)}",
                         f"{''.join(r.choice(L) for _ in range(4))} {r.randint(100, 999)}",
                         f"{''.join(r.choice(L) for _ in range(3))}-{r.randint(1000, 9999)}"])

    def vin(self):
        return "".join(self.r.choice(VIN_CH) for _ in range(17))

    def bioid(self):
        r = self.r
        return r.choice([f"FP-{r.randint(10000, 99999)}", f"PV-{r.randint(100000, 999999)}",
                         f"RS-{r.randint(1000, 9999)}", f"VP{r.randint(100000, 999999)}",
                         f"IRIS-{r.randint(10000, 99999)}"])

    def idnum(self, kind="acc"):
        r = self.r
        y = r.randint(19, 25)
        return {
            "acc": r.choice([f"S{y}-{r.randint(1000, 99999)}", f"ACC{r.randint(1000000, 9999999)}", f"{r.randint(10, 99)}-{r.randint(100000, 999999)}"]),
            "spec": f"SP-20{y}-{r.randint(100, 99999):05d}",
            "order": r.choice([f"ORD {r.randint(10000000, 99999999)}", f"{r.randint(10000000, 99999999)}"]),
            "req": f"REQ-{r.randint(100000, 999999)}",
            "case": f"CL{y}-{r.randint(100, 9999):04d}",
            "path": f"OP{y}-{r.randint(1000, 9999)}",
            "study": f"{r.choice(['EC', 'US', 'CT', 'XR'])}{r.randint(1000000, 9999999)}",
        }[kind]


# ---------------------------------------------------------------- dates
def fmt_date(d, style):
    M, mo = MONTHS[d.month - 1], MONTHS[d.month - 1][:3]
    wd = WEEKDAYS[d.weekday()]
    return {
        "us": f"{d.month:02d}/{d.day:02d}/{d.year}",
        "us1": f"{d.month}/{d.day}/{d.year}",
        "us2": f"{d.month:02d}/{d.day:02d}/{d.year % 100:02d}",
        "iso": d.isoformat(),
        "long": f"{M} {d.day}, {d.year}",
        "dmy": f"{d.day} {mo} {d.year}",
        "dmyl": f"{d.day} {M} {d.year}",
        "mdy3": f"{mo} {d.day}, {d.year}",
        "wklong": f"{wd}, {M} {d.day}, {d.year}",
        "wkshort": f"{wd[:3]} {d.month}/{d.day}",
        "md": f"{d.month}/{d.day}",
        "my": f"{M} {d.year}",
        "mon_y": f"{mo} {d.year}",
        "y": str(d.year),
        "dash": f"{d.day:02d}-{mo}-{d.year}",
        "dot": f"{d.day:02d}.{d.month:02d}.{d.year}",
        "mon_d": f"{M} {d.day}",
        "ddmon": f"{d.day:02d}{mo.upper()}{d.year}",
    }[style]


FULL_STYLES = ["us", "us1", "us2", "iso", "long", "dmy", "dmyl", "mdy3", "dash", "dot", "us", "iso"]
CA_STYLES = ["iso", "dmy", "dmyl", "iso", "dash", "long", "us"]
