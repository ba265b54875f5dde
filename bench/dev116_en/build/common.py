"""Shared pieces for the dev116_en generator: PHI markers, invented pools, case objects.

Every PHI value is wrapped with private-use marker characters while a note is assembled;
`strip_markers` removes them in one left-to-right pass and records the offsets.
"""
import datetime

M0, M1, M2 = "\ue000", "\ue001", "\ue002"   # start, end-of-type, end-of-value

CATEGORY = {
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
TYPES = list(CATEGORY)


def m(t, v):
    """Wrap one PHI value of fine type t in markers."""
    v = str(v)
    if t not in CATEGORY:
        raise ValueError(t)
    if not v or v != v.strip():
        raise ValueError("bad value %r" % v)
    for ch in (M0, M1, M2):
        if ch in v:
            raise ValueError("marker inside value")
    return "%s%02d%s%s%s" % (M0, TYPES.index(t), M1, v, M2)


def strip_markers(marked):
    """One left-to-right pass: drop markers, return (text, spans)."""
    out = []
    spans = []
    pos = 0
    state = "text"
    tcode = []
    start = 0
    t = None
    for ch in marked:
        if state == "text":
            if ch == M0:
                state = "type"
                tcode = []
            elif ch in (M1, M2):
                raise ValueError("stray marker")
            else:
                out.append(ch)
                pos += 1
        elif state == "type":
            if ch == M1:
                t = TYPES[int("".join(tcode))]
                start = pos
                state = "val"
            else:
                tcode.append(ch)
        else:
            if ch == M2:
                spans.append({"start": start, "end": pos, "label": CATEGORY[t], "type": t})
                state = "text"
            elif ch in (M0, M1):
                raise ValueError("nested marker")
            else:
                out.append(ch)
                pos += 1
    if state != "text":
        raise ValueError("unterminated marker")
    text = "".join(out)
    for s in spans:
        s["text"] = text[s["start"]:s["end"]]
    return text, spans


# ---------------------------------------------------------------- invented pools
FIRST_F = ["Maria", "Grace", "Hope", "Faith", "June", "Rose", "Dawn", "Joy", "Aisha", "Ngozi",
           "Adaeze", "Mei", "Lin", "Thi Hoa", "Minji", "Priya", "Ananya", "Fatima", "Layla",
           "Agnieszka", "Giulia", "Eleni", "Maricel", "Tigist", "Yuki", "Svetlana",
           "Marie-Claire", "Esperanza", "Guadalupe", "Siobhan", "Bethany", "Keisha", "Tamsin",
           "Ingrid", "Zoë", "Dolores", "Beatriz", "Chioma", "Amara", "Hana", "Noor", "Wren",
           "Oksana", "Luz", "Rosalind", "Shirin", "Kalani", "Ayumi", "Birgit", "Ximena"]
FIRST_M = ["Will", "Mark", "Drew", "Hunter", "Chinedu", "Oluwaseun", "Wei", "Minh", "Joon-ho",
           "Arjun", "Rahul", "Omar", "Yusuf", "Tomasz", "Łukasz", "Giovanni", "Nikos", "Rodel",
           "Dawit", "Haruto", "Dmitri", "Jean-Baptiste", "José", "Mateo", "Declan", "Cormac",
           "Tyrone", "Darnell", "Everett", "Lars", "Kwame", "Tariq", "Bao", "Santiago",
           "Raymond", "Isaiah", "Ezekiel", "Felix", "Hamid", "Ravi", "Rusty", "Bishop",
           "Anselm", "Teodoro", "Kofi", "Emeka", "Viktor", "Soren", "Ignatius", "Cal"]
LAST = ["Baker", "King", "Young", "Walker", "Cook", "Bell", "Hale", "Stone", "Fox", "Rivers",
        "Love", "Swift", "Church", "Marsh", "Nwosu", "Okonkwo", "Adeyemi", "Chen", "Liu",
        "Nguyen", "Tran", "Park", "Kim", "Raman", "Iyer", "Patel", "Haddad", "Al-Sayed",
        "Kowalski", "Wiśniewski", "Romano", "Esposito", "Papadopoulos", "Dela Cruz", "Santos",
        "Tesfaye", "Bekele", "Tanaka", "Sato", "Volkov", "Petrova", "Baptiste", "Toussaint",
        "Hernández", "Morales", "O'Sullivan", "McAllister", "Fairweather", "Thistlewood",
        "Brightwater", "Ashdown", "Greer", "Lindqvist", "Mensah", "Owusu", "Rahimi", "Farouk",
        "Quintero", "Abernathy", "Vasquez-Ortiz", "Nakamura", "Oyelaran", "Szabo", "Delacroix",
        "Pemberton", "Achterberg", "Mwangi", "Castellanos", "Halloran", "Underhill"]
NICK = {"Will": "Billy", "Mark": "Marky", "Rosalind": "Roz", "Dolores": "Lola",
        "Guadalupe": "Lupe", "Margaret": "Peggy", "Ignatius": "Iggy", "Bethany": "Beth",
        "Svetlana": "Sveta", "Teodoro": "Teo", "Oluwaseun": "Seun", "Esperanza": "Espi",
        "Dmitri": "Dima", "Agnieszka": "Aga", "Santiago": "Santi", "Cal": "Callie"}

CITIES = ["Marrowfield", "Port Avery", "East Tillbury", "Hollis Creek", "Cedar Hollow",
          "New Brannock", "Quarry Falls", "Westerly Bend", "Ashby Junction", "Larkmoor",
          "Saltmarsh Point", "Fennimore Heights", "Glen Orrin", "Brackwater", "Millbrook Station",
          "Red Alder", "Kestrel Bay", "Dunmore Springs", "Oakhaven", "Whitlow", "Sparrow Lake",
          "North Quillby", "Ember Ridge", "Coldwater Gap"]
COUNTIES = ["Halloway County", "Brannock County", "Tamsett County", "Orrin County",
            "Kestrel County", "Ferrin Parish"]
STATES = [("Ohio", "OH"), ("Oregon", "OR"), ("Vermont", "VT"), ("Georgia", "GA"),
          ("Arizona", "AZ"), ("Michigan", "MI"), ("Kentucky", "KY"), ("Nebraska", "NE"),
          ("Maine", "ME"), ("Virginia", "VA"), ("New Mexico", "NM"), ("Wisconsin", "WI"),
          ("Louisiana", "LA"), ("Iowa", "IA"), ("Tennessee", "TN")]
STREET_NAMES = ["Larkspur", "Quillon", "Old Ferry", "Tamarack", "Hedgerow", "Pellham",
                "Wyncote", "Briar Knoll", "Cobbler", "Juniper Bluff", "Saddlebrook", "Orchard Gate",
                "Fallow", "Millrace", "Thornbury", "Kittering", "Beacon Hill", "Starling",
                "Windlass", "Copperkettle"]
STREET_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Lane", "Ln", "Drive", "Dr",
                 "Court", "Ct", "Way", "Terrace", "Blvd", "Place"]
UNITS = ["Apt 3", "Apt 3B", "Unit 12", "#204", "Apt. 7C", "Suite 110", "Lot 41", "Unit B"]
COUNTRIES = ["Portugal", "Nigeria", "Vietnam", "Philippines", "Ethiopia", "Guatemala", "Haiti",
             "Poland", "India", "Mexico", "Ghana", "Ukraine", "Brazil", "Somalia", "El Salvador",
             "South Korea", "Peru", "Greece", "Iran", "Jamaica", "Canada", "Kenya"]
HOSPITALS = ["Harwick Valley Medical Center", "St. Adelaide's Hospital", "Larkmoor General Hospital",
             "Brackwater Regional Medical Center", "Quarry Falls Memorial Hospital",
             "Kestrel Bay Surgical Center", "Mercy Hollow Hospital", "Fenwick Heart Institute",
             "Sunfield Rehabilitation Center", "Oakhaven Community Hospital",
             "Holy Lantern Medical Center", "Port Avery Children's Hospital"]
CLINICS = ["Cobalt Ridge Family Clinic", "Pinecrest Orthopedic Associates", "Oakhaven Internal Medicine",
           "Glen Orrin Women's Health", "Tillbury Cardiology Group", "Ember Ridge Pulmonary Clinic",
           "Sparrow Lake Pediatrics", "Whitlow Endocrine Associates", "Millbrook Neurology",
           "Hollis Creek Dermatology", "Westerly Bend Urgent Care", "Red Alder Behavioral Health"]
CAREHOMES = ["Willowmere Care Home", "Briar Knoll Senior Living", "Gentle Harbor Nursing Center",
             "Tamarack House Assisted Living"]
PHARMACIES = ["Brightwell Pharmacy", "Corner Apothecary", "MedQuik Pharmacy", "Larkmoor Drug & Sundry",
              "Beacon Hill Pharmacy"]
WARDS = ["Magnolia Unit", "Cedar Ward", "Birchwood Pavilion", "Heron Wing", "Juniper Unit",
         "Lantern Tower 6", "Aspen Ward"]
EMPLOYERS = ["Acorn Freight Lines", "Tillbury Steel Works", "Northgate Middle School",
             "Bluefin Logistics", "Harlan & Moss Accounting", "Sunvale Poultry", "Copperline Telecom",
             "Grace Fellowship Church", "Kestrel Bay Marina", "Ridgeback Roofing Co.",
             "Oakhaven Unified School District", "Pellham Tool & Die", "Starling Coffee Roasters",
             "Brannock County Transit", "Quillby Paper Mill", "Hearthstone Bakery"]
INSURERS = ["Keystone Mutual Health", "Bluewater Assurance", "Meridian Crest Insurance",
            "Halcyon Health Partners", "Lodestar Benefit Plans", "Prairie Lantern Health Plan"]
LAWFIRMS = ["Dunmore & Vale LLP", "Ostrow Pike Attorneys", "Fitch, Harrow & Lam",
            "Carraway Legal Group", "Beckett Sloane PC"]
LANDMARKS = ["Halvorsen Bridge", "Pinecrest Mall", "Larkmoor Transit Center", "Ferrybrook Park",
             "Old Mill Reservoir", "Kestrel Bay Pier", "Union Station Plaza", "Cobbler Creek Trailhead"]
PROFESSIONS = ["welder", "schoolteacher", "long-haul truck driver", "electrician", "accountant",
               "line cook", "hairdresser", "dairy farmer", "software developer", "bus driver",
               "roofer", "warehouse associate", "carpenter", "retail cashier", "firefighter",
               "mail carrier", "librarian", "plumber", "landscaper", "poultry processor",
               "machinist", "janitor", "real estate agent", "pastor", "baker", "bartender",
               "forklift operator", "flight attendant", "architect", "seamstress",
               "high school music teacher", "commercial fisherman", "court stenographer",
               "home health aide", "dental hygienist"]
AREA = ["413", "508", "262", "719", "470", "802", "985", "336", "541", "607", "219", "913"]
CREDS_MD = ["MD", "DO"]
CREDS_RN = ["RN", "RN, BSN", "LPN", "CNA"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD_ABBR = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON_ABBR = [x[:3] for x in MONTHS]
HOLIDAYS = ["Christmas", "Thanksgiving", "New Year's Day", "Easter", "Labor Day",
            "the Fourth of July", "Memorial Day", "Christmas Eve", "Halloween"]
NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
            "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return NUMWORDS[n]
    if n < 100:
        t, u = divmod(n, 10)
        return TENS[t] + ("" if u == 0 else "-" + NUMWORDS[u])
    return "one hundred" + ("" if n == 100 else " " + num_words(n - 100))


class Person:
    def __init__(self, r, sex=None, last_pool=LAST):
        self.sex = sex or r.choice("FM")
        self.first = r.choice(FIRST_F if self.sex == "F" else FIRST_M)
        self.last = r.choice(last_pool)
        self.mi = r.choice("ABCDEFGHJKLMNPRSTW")
        self.cred = None

    def full(self):
        return "%s %s" % (self.first, self.last)


class Case:
    """All invented facts for one note, plus renderers that return marked strings."""

    def __init__(self, r):
        self.r = r
        self.pt = Person(r)
        self.pt.title = r.choice(["Mr.", "Mr"]) if self.pt.sex == "M" else r.choice(["Ms.", "Ms", "Mrs.", "Mrs"])
        self.sex_word = "male" if self.pt.sex == "M" else "female"
        self.he = "he" if self.pt.sex == "M" else "she"
        self.his = "his" if self.pt.sex == "M" else "her"
        self.He = self.he.capitalize()
        self.His = self.his.capitalize()
        self.nick = NICK.get(self.pt.first)
        self.age = r.choice([r.randint(19, 89), r.randint(40, 88), r.randint(60, 97), r.randint(2, 17)]
                            if r.random() < 0.1 else [r.randint(19, 89), r.randint(40, 88), r.randint(60, 97)])
        y = r.randint(2016, 2024)
        self.visit = datetime.date(y, r.randint(1, 12), r.randint(1, 28))
        self.dob = datetime.date(y - self.age - (1 if r.random() < 0.5 else 0), r.randint(1, 12), r.randint(1, 28))
        if self.dob >= datetime.date(self.visit.year - self.age, self.visit.month, self.visit.day):
            self.dob = datetime.date(self.visit.year - self.age - 1, self.dob.month, self.dob.day)
        self.adm = self.visit
        self.dis = self.visit + datetime.timedelta(days=r.randint(1, 9))
        self.prior = self.visit - datetime.timedelta(days=r.randint(20, 700))
        self.next = self.dis + datetime.timedelta(days=r.randint(7, 90))
        self.fam = []
        rels_f = ["wife", "daughter", "mother", "sister", "niece", "granddaughter", "partner", "aunt"]
        rels_m = ["husband", "son", "father", "brother", "nephew", "grandson", "partner", "uncle"]
        for _ in range(3):
            p = Person(r)
            p.rel = r.choice(rels_f if p.sex == "F" else rels_m)
            if r.random() < 0.55:
                p.last = self.pt.last
            self.fam.append(p)
        self.friend = Person(r)
        self.friend.rel = r.choice(["neighbor", "friend", "roommate", "caregiver", "landlord"])
        self.staff = {}
        for role in ["att", "res", "rn", "rn2", "pcp", "cons", "scribe", "rad", "path", "surg",
                     "anes", "sw", "pharm", "clerk", "pt_ther", "np", "cm"]:
            p = Person(r)
            self.staff[role] = p
        self.staff["att"].cred = r.choice(CREDS_MD)
        self.staff["res"].cred = "MD"
        self.staff["rn"].cred = r.choice(CREDS_RN)
        self.staff["rn2"].cred = r.choice(CREDS_RN)
        self.staff["np"].cred = r.choice(["NP", "APRN", "PA-C"])
        self.staff["pharm"].cred = "PharmD"
        self.staff["sw"].cred = r.choice(["LCSW", "MSW"])
        self.staff["pt_ther"].cred = r.choice(["PT, DPT", "OTR/L", "PT"])
        self.staff["cm"].cred = r.choice(["RN, CCM", "RN"])
        self.hosp = r.choice(HOSPITALS)
        self.clinic = r.choice(CLINICS)
        self.clinic2 = r.choice([c for c in CLINICS if c != self.clinic])
        self.carehome = r.choice(CAREHOMES)
        self.pharmacy = r.choice(PHARMACIES)
        self.ward = r.choice(WARDS)
        self.employer = r.choice(EMPLOYERS)
        self.insurer = r.choice(INSURERS)
        self.lawfirm = r.choice(LAWFIRMS)
        self.landmark = r.choice(LANDMARKS)
        self.country = r.choice(COUNTRIES)
        self.profession = r.choice(PROFESSIONS)
        self.fam_prof = r.choice(PROFESSIONS)
        self.city = r.choice(CITIES)
        self.city2 = r.choice(CITIES)
        self.county = r.choice(COUNTIES)
        self.state = r.choice(STATES)
        self.street = self._street()
        self.street2 = self._street()
        self.zip = "%05d" % r.randint(10000, 99899)
        self.zip2 = "%05d" % r.randint(10000, 99899)
        self.room = r.choice(["%d%02d" % (r.randint(2, 9), r.randint(1, 40)),
                              "%d%02d%s" % (r.randint(2, 9), r.randint(1, 40), r.choice("AB")),
                              "%s-%d" % (r.choice(["4W", "5E", "3N", "6S"]), r.randint(1, 30))])
        self.bed = str(r.randint(1, 24))
        self.area = r.choice(AREA)
        self.mrn = r.choice(["%08d" % r.randint(10 ** 6, 10 ** 8 - 1),
                             "MR-%07d" % r.randint(10 ** 5, 10 ** 7 - 1),
                             "E%06d" % r.randint(10 ** 5, 10 ** 6 - 1),
                             "%03d-%02d-%03d" % (r.randint(100, 999), r.randint(10, 99), r.randint(0, 999))])
        self.acct = r.choice(["%04d-%04d" % (r.randint(1000, 9999), r.randint(0, 9999)),
                              "ACT%09d" % r.randint(10 ** 7, 10 ** 9 - 1),
                              "%010d" % r.randint(10 ** 8, 10 ** 10 - 1)])
        self.enc = r.choice(["ENC-%08d" % r.randint(10 ** 6, 10 ** 8 - 1),
                             "V%09d" % r.randint(10 ** 7, 10 ** 9 - 1)])
        L3 = "ABCDEFGHJKLMNPRSTUVWXYZ"
        self.member = r.choice(["%s%06d" % ("".join(r.choice(L3) for _ in range(3)), r.randint(0, 999999)),
                                "%s%09d" % (r.choice(L3), r.randint(0, 10 ** 9 - 1)),
                                "%s-%04d-%04d" % ("".join(r.choice(L3) for _ in range(2)), r.randint(0, 9999), r.randint(0, 9999))])
        self.group = r.choice(["GRP-%05d" % r.randint(0, 99999), "%06d-%03d" % (r.randint(0, 999999), r.randint(0, 999))])
        self.ssn = r.choice(["9%02d-%02d-%04d" % (r.randint(0, 99), r.randint(10, 99), r.randint(0, 9999)),
                             "000-%02d-%04d" % (r.randint(10, 99), r.randint(0, 9999))])
        self.dl = r.choice(["%s%03d-%04d-%04d" % (r.choice(L3), r.randint(0, 999), r.randint(0, 9999), r.randint(0, 9999)),
                            "%s%07d" % (r.choice(L3), r.randint(0, 10 ** 7 - 1)),
                            "DL %09d" % r.randint(10 ** 8, 10 ** 9 - 1)])
        if self.dl.startswith("DL "):
            self.dl = self.dl[3:]
        self.device_sn = r.choice(["%s%06d" % ("".join(r.choice(L3) for _ in range(3)), r.randint(0, 999999)),
                                   "%d%s-%05d" % (r.randint(1, 9), "".join(r.choice(L3) for _ in range(2)), r.randint(0, 99999)),
                                   "SN%08d" % r.randint(0, 10 ** 8 - 1)])
        vinchars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        self.vin = "".join(r.choice(vinchars) for _ in range(17))
        self.plate = r.choice(["%d%s%03d" % (r.randint(1, 9), "".join(r.choice(L3) for _ in range(3)), r.randint(0, 999)),
                               "%s-%04d" % ("".join(r.choice(L3) for _ in range(3)), r.randint(0, 9999))])
        self.bioid = r.choice(["FP-%05d" % r.randint(0, 99999), "IRIS-%04d-%03d" % (r.randint(0, 9999), r.randint(0, 999)),
                               "PV%07d" % r.randint(0, 10 ** 7 - 1), "VP-%06d" % r.randint(0, 999999)])
        self.accession = r.choice(["S%02d-%04d" % (self.visit.year % 100, r.randint(1, 9999)),
                                   "RAD%08d" % r.randint(0, 10 ** 8 - 1),
                                   "%s%02d-%05d" % (r.choice(["SP", "CY", "FS"]), self.visit.year % 100, r.randint(1, 99999))])
        self.order = "ORD-%06d" % r.randint(0, 999999)
        self.auth = r.choice(["PA-%08d" % r.randint(0, 10 ** 8 - 1), "AUTH%07d" % r.randint(0, 10 ** 7 - 1)])
        self.case_no = "%s-%d-%06d" % (r.choice(["CV", "CR", "DR", "PI"]), self.visit.year, r.randint(0, 999999))
        self.claim_ref = "REF-%07d" % r.randint(0, 10 ** 7 - 1)
        self.npi = "1%09d" % r.randint(0, 10 ** 9 - 1)
        self.dea = "%s%s%07d" % (r.choice("ABFM"), self.staff["att"].last[0].upper() if self.staff["att"].last[0].isascii() else "X", r.randint(0, 10 ** 7 - 1))
        self.medlic = r.choice(["%s-%06d" % (r.choice(["ML", "LIC", "PHY"]), r.randint(0, 999999)), "%d%05d" % (r.randint(1, 9), r.randint(0, 99999))])
        uname_base = (self.pt.first[0] + self.pt.last).lower()
        self.username = "".join(ch for ch in uname_base if ch.isascii() and ch.isalnum()) + str(r.randint(1, 99))
        su = self.staff["rn"]
        self.staff_user = "".join(ch for ch in (su.first[0] + su.last).lower() if ch.isascii() and ch.isalnum()) + r.choice(["", "2", "3", "_rn"])
        self.ip = r.choice(["10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254)),
                            "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254)),
                            "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))])

    # ------------------------------------------------------------ helpers
    def pick(self, seq):
        return self.r.choice(seq)

    def chance(self, p):
        return self.r.random() < p

    def _street(self):
        r = self.r
        s = "%d %s %s" % (r.randint(2, 9899), r.choice(STREET_NAMES), r.choice(STREET_SUFFIX))
        if r.random() < 0.35:
            s += ", " + r.choice(UNITS)
        return s

    # ------------------------------------------------------------ names
    def P(self, form=None):
        """Patient name in one of many surface forms; title stays outside."""
        p = self.pt
        forms = ["full", "full_mi", "last_first", "LAST_FIRST", "title", "title", "first", "first_init",
                 "initials", "title_full"]
        if self.nick:
            forms.append("nick")
        f = form or self.pick(forms)
        if f == "full":
            return m("PATIENT", p.full())
        if f == "full_mi":
            return m("PATIENT", "%s %s. %s" % (p.first, p.mi, p.last))
        if f == "last_first":
            return m("PATIENT", "%s, %s" % (p.last, p.first))
        if f == "LAST_FIRST":
            return m("PATIENT", "%s, %s %s" % (p.last.upper(), p.first.upper(), p.mi))
        if f == "title":
            return "%s %s" % (p.title, m("PATIENT", p.last))
        if f == "title_full":
            return "%s %s" % (p.title, m("PATIENT", p.full()))
        if f == "first":
            return m("PATIENT", p.first)
        if f == "first_init":
            return m("PATIENT", "%s %s." % (p.first, p.last[0]))
        if f == "initials":
            fi = p.first[0] + p.last[0]
            return m("PATIENT", self.pick(["%s.%s." % (fi[0], fi[1]), fi.upper()]))
        if f == "nick":
            return m("PATIENT", self.nick)
        raise ValueError(f)

    def D(self, role, form=None):
        """Clinician/staff name; titles and credentials stay outside."""
        p = self.staff[role]
        cred = p.cred or self.pick(CREDS_MD)
        forms = ["dr_last", "dr_full", "full_cred", "full_cred_nocomma", "init_cred", "last_first_cred", "prof"]
        f = form or self.pick(forms)
        if f == "dr_last":
            return "%s %s" % (self.pick(["Dr.", "Dr"]), m("DOCTOR", p.last))
        if f == "dr_full":
            return "%s %s" % (self.pick(["Dr.", "Dr"]), m("DOCTOR", p.full()))
        if f == "prof":
            return "%s %s" % (self.pick(["Prof", "Prof."]), m("DOCTOR", p.last))
        if f == "full_cred":
            return "%s, %s" % (m("DOCTOR", p.full()), cred)
        if f == "full_cred_nocomma":
            return "%s %s" % (m("DOCTOR", p.full()), cred)
        if f == "init_cred":
            return "%s, %s" % (m("DOCTOR", "%s. %s" % (p.first[0], p.last)), cred)
        if f == "last_first_cred":
            return "%s %s" % (m("DOCTOR", "%s, %s" % (p.last.upper(), p.first.upper())), cred)
        if f == "full":
            return m("DOCTOR", p.full())
        if f == "first":
            return m("DOCTOR", p.first)
        if f == "initials":
            return m("DOCTOR", (p.first[0] + p.last[0]).lower())
        if f == "mi":
            return "%s, %s" % (m("DOCTOR", "%s %s. %s" % (p.first, p.mi, p.last)), cred)
        raise ValueError(f)

    def F(self, i=0, form=None):
        """Relative (or other person) with the relation word outside the span."""
        p = self.fam[i]
        f = form or self.pick(["first", "full", "full", "title"])
        if f == "first":
            nm = m("FAMILY", p.first)
        elif f == "full":
            nm = m("FAMILY", p.full())
        else:
            nm = "%s %s" % ("Mr." if p.sex == "M" else self.pick(["Mrs.", "Ms."]), m("FAMILY", p.last))
        return nm

    def FR(self, i=0, form=None):
        return "%s %s %s" % (self.his, self.fam[i].rel, self.F(i, form))

    # ------------------------------------------------------------ dates, ages
    def Dt(self, d, style=None):
        styles = ["us", "us", "us_short", "long", "abbr", "euro", "iso", "dash"]
        s = style or self.pick(styles)
        if s == "us":
            v = "%02d/%02d/%d" % (d.month, d.day, d.year)
        elif s == "us_nopad":
            v = "%d/%d/%d" % (d.month, d.day, d.year)
        elif s == "us_short":
            v = "%d/%d/%02d" % (d.month, d.day, d.year % 100)
        elif s == "long":
            v = "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
        elif s == "abbr":
            v = "%s %d, %d" % (MON_ABBR[d.month - 1], d.day, d.year)
        elif s == "euro":
            v = "%d %s %d" % (d.day, MON_ABBR[d.month - 1], d.year)
        elif s == "iso":
            v = d.isoformat()
        elif s == "dash":
            v = "%02d-%s-%d" % (d.day, MON_ABBR[d.month - 1].upper(), d.year)
        elif s == "md":
            v = "%d/%d" % (d.month, d.day)
        elif s == "wd_md":
            v = "%s %d/%d" % (WD_ABBR[d.weekday()], d.month, d.day)
        elif s == "wd_long":
            v = "%s, %s %d, %d" % (WEEKDAYS[d.weekday()], MONTHS[d.month - 1], d.day, d.year)
        elif s == "wd":
            v = WEEKDAYS[d.weekday()]
        elif s == "month_year":
            v = "%s %d" % (MONTHS[d.month - 1], d.year)
        elif s == "year":
            v = str(d.year)
        elif s == "mon_day":
            v = "%s %d" % (MONTHS[d.month - 1], d.day)
        else:
            raise ValueError(s)
        return m("DATE", v)

    def days(self, d, n):
        return d + datetime.timedelta(days=n)

    def A(self, n=None, style=None):
        n = self.age if n is None else n
        s = style or self.pick(["yo", "yo_nospace", "year_old", "y/o", "sex", "slash", "years_old"])
        sx = self.pt.sex
        if s == "yo":
            return "%s yo" % m("AGE", n)
        if s == "yo_nospace":
            return "%syo" % m("AGE", n)
        if s == "year_old":
            return "%s-year-old" % m("AGE", n)
        if s == "y/o":
            return "%s y/o" % m("AGE", n)
        if s == "sex":
            return "%s %s" % (m("AGE", n), sx)
        if s == "slash":
            return "%s/%s" % (m("AGE", n), sx)
        if s == "years_old":
            return "%s years old" % m("AGE", n)
        if s == "words":
            return "%s-year-old" % m("AGE", num_words(n))
        raise ValueError(s)

    # ------------------------------------------------------------ contact
    def phone(self, ext=False, style=None):
        r = self.r
        a = self.pick(AREA)
        line = "01%02d" % r.randint(0, 99)
        s = style or self.pick(["paren", "dash", "dot", "plus", "dash"])
        if s == "paren":
            v = "(%s) 555-%s" % (a, line)
        elif s == "dash":
            v = "%s-555-%s" % (a, line)
        elif s == "dot":
            v = "%s.555.%s" % (a, line)
        elif s == "plus":
            v = "+1 %s 555 %s" % (a, line)
        else:
            v = "555-%s" % line
        if ext:
            v += self.pick([" ext. %d" % r.randint(10, 9999), " x%d" % r.randint(100, 9999), " ext %d" % r.randint(10, 999)])
        return v

    def Ph(self, ext=False, style=None):
        return m("PHONE", self.phone(ext, style))

    def Fx(self):
        return m("FAX", self.phone(False))

    def pager(self):
        r = self.r
        return m("PHONE", self.pick(["%d-%04d" % (r.randint(2, 8), r.randint(0, 9999)), "%05d" % r.randint(10000, 99999)]))

    def ext(self):
        return m("PHONE", str(self.r.randint(1000, 9999)))

    def email(self, who=None):
        p = who or self.pt
        base = "".join(ch for ch in (p.first + "." + p.last).lower() if ch.isascii() and (ch.isalnum() or ch == "."))
        dom = self.pick(["example.com", "example.org", "example.net", "mail.example.com", "portal.example.org"])
        alt = self.pick([base, base.replace(".", "") + str(self.r.randint(1, 99)), base.split(".")[0][:1] + base.split(".")[-1]])
        return m("EMAIL", "%s@%s" % (alt, dom))

    def org_email(self, box):
        return m("EMAIL", "%s@%s" % (box, self.pick(["example.org", "example.com", "example.net"])))

    def url(self, kind="portal"):
        r = self.r
        host = self.pick(["www.example.org", "portal.example.com", "example.net", "www.example.com", "records.example.org"])
        path = self.pick(["/portal", "/%s/login" % kind, "/forms/%d" % r.randint(100, 999), "/msg/%d" % r.randint(1000, 99999), "/patient/records", ""])
        pre = self.pick(["https://", "", "http://", "https://"])
        if pre == "" and not host.startswith("www."):
            pre = "https://"
        return m("URL", pre + host + path)

    def addr(self, state_form=None, which=1):
        st = self.state[1] if (state_form or self.pick(["abbr", "abbr", "full"])) == "abbr" else self.state[0]
        street = self.street if which == 1 else self.street2
        city = self.city if which == 1 else self.city2
        z = self.zip if which == 1 else self.zip2
        if self.chance(0.15):
            z = z + "-%04d" % self.r.randint(0, 9999)
        return "%s, %s, %s %s" % (m("STREET", street), m("CITY", city), m("STATE", st), m("ZIP", z))
