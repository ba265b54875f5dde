"""Note assembly for dev373_en: a Builder that records span offsets while
pieces are appended, invented people, and per-country PHI formats."""
import datetime
import re

import pools as P

LABEL = {}
for _lab, _types in (("NAME", "PATIENT DOCTOR FAMILY USERNAME"), ("AGE", "AGE"), ("DATE", "DATE"),
                     ("LOCATION", "STREET CITY STATE ZIP COUNTRY HOSPITAL ORGANIZATION LOCATION_OTHER"),
                     ("ID", "MRN SSN HEALTHPLAN ACCOUNT LICENSE DEVICE VEHICLE BIOID IDNUM"),
                     ("CONTACT", "PHONE FAX EMAIL URL IPADDR"), ("PROFESSION", "PROFESSION")):
    for _t in _types.split():
        LABEL[_t] = _lab

UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


class Builder:
    """Appends text pieces; a PHI piece records its span where it lands."""

    def __init__(self, lower):
        self.lower = lower
        self.parts = []
        self.n = 0
        self.spans = []

    def t(self, s):
        if not s:
            return
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.n += len(s)

    def p(self, s, typ):
        if self.lower:
            s = s.lower()
        self.spans.append({"start": self.n, "end": self.n + len(s), "label": LABEL[typ], "type": typ, "text": s})
        self.parts.append(s)
        self.n += len(s)

    def text(self):
        return "".join(self.parts)


REL_M = ["husband", "son", "brother", "nephew", "grandson", "son-in-law", "father", "dad"]
REL_F = ["wife", "daughter", "sister", "niece", "granddaughter", "daughter-in-law", "mother", "mum"]
UK_AC = {"Harrogate": "01423", "Bolton": "01204", "Truro": "01872", "Exeter": "01392", "Norwich": "01603", "Ipswich": "01473",
         "Derby": "01332", "Carlisle": "01228", "Wakefield": "01924", "Lancaster": "01524", "Shrewsbury": "01743",
         "Lincoln": "01522", "Swansea": "01792", "Dundee": "01382", "Inverness": "01463", "Wrexham": "01978",
         "Stockport": "0161", "Hereford": "01432"}
AU_AC = {"NSW": "2", "VIC": "3", "TAS": "3", "QLD": "7", "SA": "8", "WA": "8", "NT": "8"}
NZ_AC = {"Waikato": "7", "Bay of Plenty": "7", "Northland": "9", "Manawatu-Whanganui": "6", "Tasman": "3",
         "Canterbury": "3", "Southland": "3", "Hawke's Bay": "6"}
IE_AC = {"Ennis": "65", "Tralee": "66", "Mullingar": "44", "Castlebar": "94", "Letterkenny": "74", "Clonmel": "52",
         "Navan": "46", "Athlone": "90", "Kilkenny": "56", "Sligo": "71"}

CRED = {
    "endo": {"UK": "Consultant Gastroenterologist", "US": "MD", "CA": "MD, FRCPC", "AU": "FRACP", "NZ": "FRACP", "IE": "MRCPI"},
    "ir": {"UK": "Consultant Interventional Radiologist", "US": "MD", "CA": "MD, FRCPC", "AU": "FRANZCR", "NZ": "FRANZCR", "IE": "FFRRCSI"},
    "reg": {"UK": "SpR Gastroenterology", "US": "MD (GI fellow)", "CA": "MD (resident)", "AU": "Adv Trainee", "NZ": "Registrar", "IE": "SpR"},
    "nns": {"UK": "RGN, Nutrition Nurse Specialist", "US": "RN, CNSC", "CA": "RN", "AU": "RN, CNC Nutrition", "NZ": "RN, CNS", "IE": "RGN, CNS Nutrition"},
    "diet": {"UK": "Specialist Dietitian", "US": "MS, RDN, LD", "CA": "RD", "AU": "APD", "NZ": "NZRD", "IE": "MINDI, Senior Dietitian"},
    "slt": {"UK": "Speech and Language Therapist", "US": "MA, CCC-SLP", "CA": "S-LP(C)", "AU": "Speech Pathologist", "NZ": "SLT", "IE": "Senior SLT"},
    "gp": {"UK": "GP", "US": "MD", "CA": "MD, CCFP", "AU": "FRACGP", "NZ": "FRNZCGP", "IE": "MICGP"},
    "cn": {"UK": "District Nurse", "US": "RN, home health", "CA": "RN, home care", "AU": "RN, community nursing", "NZ": "RN, district nursing", "IE": "PHN"},
    "rn": {"UK": "Staff Nurse", "US": "RN", "CA": "RN", "AU": "RN", "NZ": "RN", "IE": "Staff Nurse"},
    "anaes": {"UK": "Consultant Anaesthetist", "US": "MD, anesthesiology", "CA": "MD, FRCPC", "AU": "FANZCA", "NZ": "FANZCA", "IE": "FCAI"},
    "pharm": {"UK": "MRPharmS", "US": "PharmD", "CA": "RPh", "AU": "Pharmacist", "NZ": "Pharmacist", "IE": "MPSI"},
    "hcn": {"UK": "Homecare Nurse", "US": "RN, infusion/nutrition", "CA": "RN", "AU": "RN", "NZ": "RN", "IE": "RGN"},
}
DOCTOR_ROLES = ["endo", "ir", "reg", "gp", "anaes"]
STAFF_ROLES = ["endo", "ir", "reg", "nns", "diet", "slt", "gp", "cn", "rn", "clerk", "anaes", "pharm", "hcn", "drv", "csa", "cn2", "rn2", "intp"]


class Person:
    def __init__(self, rng, country, typ, sex=None, role=None):
        origin = rng.choice(P.ORIGINS[country].split())
        males, females, lasts = P.NAMES[origin]
        self.sex = sex or rng.choice("MF")
        self.first = rng.choice(males if self.sex == "M" else females)
        if rng.random() < 0.18:
            lasts = P.NAMES[rng.choice(P.ORIGINS[country].split())][2]
        self.last = rng.choice(lasts)
        self.mid = rng.choice(UPPER) if rng.random() < 0.45 else ""
        self.typ = typ
        self.role = role
        self.country = country
        if self.sex == "M":
            self.title = "Mr"
        else:
            self.title = rng.choice(["Mrs", "Ms", "Mrs", "Miss"])
        self.cred = CRED.get(role, {}).get(country, "")


class Note:
    """One note under assembly. Templates use {key} or {key:arg} and <<a|b>>."""
    PH = re.compile(r"\{([A-Za-z0-9_]+)(?:[:,]([^{}]*))?\}")
    ALT = re.compile(r"<<([^<>]*)>>")

    def __init__(self, rng, country, lower, genre, paed=False):
        self.r = rng
        self.c = country
        self.genre = genre
        self.b = Builder(lower)
        self.people = {}
        self.cache = {}
        self.paed = paed
        r = rng
        start = datetime.date(2021, 1, 4)
        self.base = start + datetime.timedelta(days=r.randrange(0, 1640))
        self.age = r.randint(2, 16) if paed else r.choice([r.randint(19, 44)] + [r.randint(45, 96)] * 5)
        self.dob = self.base - datetime.timedelta(days=self.age * 365 + r.randint(5, 355))
        self.dstyle = r.choice(self.date_styles())
        self.drdot = r.choice(["Dr ", "Dr. "]) if country in ("US", "CA") else r.choice(["Dr ", "Dr ", "Dr. "])
        self.place = r.choice(P.PLACES[country])

    # ------------------------------------------------------------ writing
    def w(self, tpl):
        tpl = self.ALT.sub(lambda m: self.r.choice(m.group(1).split("|")), tpl)
        pos = 0
        for m in self.PH.finditer(tpl):
            self.b.t(tpl[pos:m.start()])
            self.emit(m.group(1), m.group(2))
            pos = m.end()
        self.b.t(tpl[pos:])

    def emit(self, key, arg):
        for typ, s in self.pieces(key, arg):
            if typ:
                self.b.p(s, typ)
            else:
                self.b.t(s)

    def pieces(self, key, arg):
        if key in ("pt", "fam", "fam2", "carer") or key in STAFF_ROLES:
            return self.name(self.person(key), arg or "full")
        fn = getattr(self, "ph_" + key)
        return fn(arg)

    def once(self, key, fn):
        if key not in self.cache:
            self.cache[key] = fn()
        return self.cache[key]

    # ------------------------------------------------------------ people
    def person(self, key):
        if key not in self.people:
            if key == "pt":
                p = Person(self.r, self.c, "PATIENT")
            elif key in ("fam", "fam2", "carer"):
                if key == "carer":
                    rel = "carer"
                elif self.paed and key == "fam":
                    rel = self.r.choice(["mother", "father", "mum", "dad", "mother"])
                else:
                    rels = [x for x in P.RELATIONS if not (self.age >= 62 and x in ("mother", "father"))
                            and not (self.age < 45 and x in ("granddaughter", "grandson", "son-in-law", "daughter-in-law"))
                            and not (self.age < 30 and x in ("son", "daughter"))]
                    rel = self.r.choice(rels)
                sex = "M" if rel in REL_M else "F" if rel in REL_F else None
                p = Person(self.r, self.c, "FAMILY", sex=sex)
                p.rel = rel
                if self.r.random() < 0.6 and key != "carer":
                    p.last = self.person("pt").last
            else:
                p = Person(self.r, self.c, "DOCTOR", role=key.rstrip("2"))
            self.people[key] = p
        return self.people[key]

    def rel(self, key="fam"):
        return self.person(key).rel

    def name(self, p, form):
        T = p.typ
        r = self.r
        if form == "any":
            form = r.choice(["full", "full", "tl", "il", "lf", "f"] if T != "DOCTOR" else ["full", "dr", "il", "full", "sig"])
        if form == "dr" and p.role not in DOCTOR_ROLES:
            form = "full"
        if form == "full":
            return [(T, p.first + " " + p.last)]
        if form == "fml":
            return [(T, p.first + (" " + p.mid + ". " if p.mid else " ") + p.last)]
        if form == "lf":
            return [(T, p.last + ", " + p.first)]
        if form == "LF":
            return [(T, p.last.upper() + ", " + p.first.upper() + (" " + p.mid if p.mid else ""))]
        if form == "Lf":
            return [(T, p.last.upper() + " " + p.first)]
        if form == "tl":
            return [(None, p.title + " "), (T, p.last)]
        if form == "tfl":
            return [(None, p.title + " "), (T, p.first + " " + p.last)]
        if form == "f":
            return [(T, p.first)]
        if form == "l":
            return [(T, p.last)]
        if form == "i":
            return [(T, r.choice([p.first[0] + "." + p.last[0] + ".", p.first[0] + p.last[0]]))]
        if form == "ini":
            return [(T, (p.first[0] + p.last[0]).lower())]
        if form == "il":
            return [(T, p.first[0] + ". " + p.last)]
        if form == "dr":
            return [(None, self.drdot), (T, r.choice([p.last, p.last, p.first + " " + p.last]))]
        if form == "drl":
            return [(None, self.drdot), (T, p.last)]
        if form == "sig":
            s = [(T, p.first + " " + p.last)]
            if p.cred:
                s.append((None, r.choice([", ", " ", " - "]) + p.cred))
            return s
        if form == "sigd":
            return [(None, self.drdot), (T, p.first + " " + p.last)] + ([(None, ", " + p.cred)] if p.cred else [])
        raise ValueError(form)

    # ------------------------------------------------------------ dates
    def date_styles(self):
        if self.c == "US":
            return ["us", "us", "us2", "long", "med"]
        if self.c == "CA":
            return ["iso", "uk", "long", "med", "iso"]
        return ["uk", "uk", "uk2", "med", "long", "dash"]

    def fmt(self, d, style):
        c = self.c
        us = c == "US"
        if style == "us":
            return "%02d/%02d/%04d" % (d.month, d.day, d.year)
        if style == "us2":
            return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
        if style == "uk":
            return "%02d/%02d/%04d" % (d.day, d.month, d.year)
        if style == "uk2":
            return "%d/%d/%02d" % (d.day, d.month, d.year % 100)
        if style == "iso":
            return d.isoformat()
        if style == "dash":
            return "%02d-%s-%04d" % (d.day, MONTHS[d.month - 1][:3], d.year)
        if style == "dot":
            return "%02d.%02d.%02d" % (d.day, d.month, d.year % 100)
        if style == "long":
            if us or c == "CA":
                return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
            return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
        if style == "med":
            if us:
                return "%s %d, %d" % (MONTHS[d.month - 1][:3], d.day, d.year)
            return "%d %s %d" % (d.day, MONTHS[d.month - 1][:3], d.year)
        if style == "dm":
            return ("%d/%d" % (d.month, d.day)) if us else ("%d/%d" % (d.day, d.month))
        if style == "wdm":
            return WDAYS[d.weekday()][:3] + " " + self.fmt(d, "dm")
        if style == "wlong":
            return WDAYS[d.weekday()] + " " + self.fmt(d, "long")
        if style == "wd":
            return WDAYS[d.weekday()]
        if style == "dmon":
            return "%d %s" % (d.day, MONTHS[d.month - 1][:3]) if not us else "%s %d" % (MONTHS[d.month - 1][:3], d.day)
        if style == "my":
            return MONTHS[d.month - 1] + " " + str(d.year)
        if style == "mony":
            return MONTHS[d.month - 1][:3] + "-" + str(d.year % 100)
        if style == "y":
            return str(d.year)
        if style == "mon":
            return MONTHS[d.month - 1]
        raise ValueError(style)

    def day(self, off):
        return self.base + datetime.timedelta(days=off)

    def ph_d(self, arg):
        """{d:OFFSET} or {d:OFFSET,STYLE}; offset in days from the note's base date."""
        a = (arg or "0").split(",")
        style = a[1] if len(a) > 1 else self.dstyle
        return [("DATE", self.fmt(self.day(int(a[0])), style))]

    def ph_dob(self, arg):
        return [("DATE", self.fmt(self.dob, arg or self.dstyle))]

    def ph_age(self, arg):
        return [("AGE", str(self.age))]

    def ph_agew(self, arg):
        return [("AGE", words(self.age))]

    def ph_famage(self, arg):
        key = arg or "fam"
        def mk():
            r, a = self.r, self.age
            rel = self.person(key).rel
            if rel in ("mother", "father", "mum", "dad"):
                return a + r.randint(19, 38)
            if rel in ("son", "daughter", "son-in-law", "daughter-in-law", "niece", "nephew"):
                return max(16, a - r.randint(20, 34))
            if rel in ("granddaughter", "grandson"):
                return max(14, a - r.randint(44, 58))
            if rel in ("wife", "husband", "partner", "sister", "brother"):
                return max(18, a + r.randint(-9, 9))
            return r.randint(25, 80)
        return [("AGE", str(self.once("famage" + key, mk)))]

    def ph_wday(self, arg):
        return [("DATE", self.once("wday" + (arg or ""), lambda: self.r.choice(WDAYS[:6])))]

    def ph_hol(self, arg):
        return [("DATE", self.once("hol", lambda: self.r.choice(
            {"US": ["Thanksgiving", "Christmas", "Labor Day", "New Year's Day", "the Fourth of July"],
             "CA": ["Thanksgiving", "Christmas", "Boxing Day", "Canada Day", "Victoria Day"],
             "AU": ["Christmas", "Easter Monday", "Anzac Day", "Boxing Day", "Good Friday"],
             "NZ": ["Christmas", "Waitangi Day", "Easter Monday", "Boxing Day", "Labour Day"],
             "IE": ["Christmas", "St Stephen's Day", "Easter Monday", "the October bank holiday", "New Year's Day"],
             "UK": ["Christmas", "Boxing Day", "Easter Monday", "the August bank holiday", "Good Friday"]}[self.c])))]

    def ph_sex(self, arg):
        return [(None, self.person("pt").sex)]

    def ph_rel(self, arg):
        return [(None, self.rel(arg or "fam"))]

    def ph_he(self, arg):
        return [(None, "he" if self.person("pt").sex == "M" else "she")]

    def ph_his(self, arg):
        return [(None, "his" if self.person("pt").sex == "M" else "her")]

    def ph_He(self, arg):
        return [(None, "He" if self.person("pt").sex == "M" else "She")]

    # ------------------------------------------------------------ numbers
    def digits(self, n):
        return "".join(self.r.choice(DIG) for _ in range(n))

    def letters(self, n):
        return "".join(self.r.choice(UPPER) for _ in range(n))

    def phone_raw(self, kind="land"):
        r, c = self.r, self.c
        d = self.digits
        city, reg, ab = self.place
        local = r.random() < 0.8
        if c == "UK":
            if kind == "mob":
                return r.choice(["07%s 555 %s", "07%s 555%s", "+44 7%s 555 %s"]) % (d(3), d(3))
            ac = UK_AC[city] if local else r.choice(["0113", "0161", "0117", "0114", "0191", "0131"])
            if len(ac) == 4:
                return r.choice(["%s 555 %s", "%s 555%s", "(%s) 555 %s"]) % (ac, d(4))
            return r.choice(["%s 555%s", "%s 555 %s", "(%s) 555%s"]) % (ac, d(3))
        if c in ("US", "CA"):
            ac = self.once("ac", lambda: r.choice("23456789") + d(2)) if local else r.choice("23456789") + d(2)
            s = d(4)
            return r.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s 555 %s", "1-%s-555-%s", "(%s) 555-%s"]) % (ac, s)
        if c == "AU":
            if kind == "mob":
                return r.choice(["04%s 555 %s", "+61 4%s 555 %s", "04%s 555 %s"]) % (d(2), d(3))
            ac = AU_AC[ab] if local else r.choice("2378")
            return r.choice(["(0%s) 5550 %s", "0%s 5550 %s", "+61 %s 5550 %s"]) % (ac, d(4))
        if c == "NZ":
            if kind == "mob":
                return r.choice(["021 555 %s", "027 555 %s", "022 555 %s", "+64 21 555 %s"]) % d(4)
            ac = NZ_AC[reg] if local else r.choice("34679")
            return r.choice(["(0%s) 555 %s", "0%s 555 %s", "+64 %s 555 %s"]) % (ac, d(4))
        if kind == "mob":
            return r.choice(["08%s 555 %s", "+353 8%s 555 %s", "08%s 555%s"]) % (r.choice("3567"), d(4))
        ac = IE_AC[city] if local else r.choice(["1", "1", "91", "21"])
        return r.choice(["(0%s) 555 %s", "0%s 555 %s", "+353 %s 555 %s"]) % (ac, d(4))

    def ph_ph(self, arg):
        """{ph:KEY} phone cached per KEY; KEY starting 'm' = mobile; 'x' adds an extension."""
        key = arg or "main"
        def mk():
            s = self.phone_raw("mob" if key.startswith("m") else "land")
            if key.startswith("x"):
                s += self.r.choice([" ext. ", " ext ", " x", " extn "]) + self.digits(4)
            return s
        return [("PHONE", self.once("ph" + key, mk))]

    def ph_bleep(self, arg):
        return [("PHONE", self.once("bleep" + (arg or ""), lambda: "555" + self.digits(1) if self.c != "US" else "555-0" + self.digits(3)))]

    def ph_fax(self, arg):
        return [("FAX", self.once("fax" + (arg or ""), lambda: self.phone_raw("land")))]

    def ph_email(self, arg):
        key = arg or "nns"
        def mk():
            if key in ("pt", "fam", "fam2", "carer"):
                dom = self.r.choice(["example.com", "example.net", "mail.example.com", "example.org"])
            elif self.c == "UK":
                dom = self.r.choice(["nhs.example.net", "example.org", "nhs.example.net", "hospital.example.org"])
            else:
                dom = self.r.choice(["example.org", "example.net", "example.com", "health.example.org", "hospital.example.org"])
            if key in ("team", "orders", "referrals", "homecare"):
                box = {"team": "nutrition.team", "orders": "orders", "referrals": "gastrostomy.referrals", "homecare": "homecare.support"}[key]
                return box + "@" + dom
            p = self.person(key)
            user = self.r.choice([p.first + "." + p.last, p.first[0] + p.last, p.last + "." + p.first[0]])
            user = re.sub(r"[^A-Za-z.]", "", user).lower()
            return user + "@" + dom
        return [("EMAIL", self.once("em" + key, mk))]

    def ph_user(self, arg):
        key = arg or "nns"
        def mk():
            p = self.person(key)
            base = re.sub(r"[^a-z]", "", (p.first[0] + p.last).lower())
            return self.r.choice([base, base + str(self.r.randint(1, 9)), p.last.lower().replace(" ", "") + "." + p.first[0].lower(),
                                  base.upper(), re.sub(r"[^a-z_]", "", (p.first[:3] + "_" + p.last[:4]).lower())])
        return [("USERNAME", self.once("u" + key, mk))]

    def ph_ip(self, arg):
        def mk():
            r = self.r
            return r.choice(["10.%d.%d.%d" % (r.randint(0, 254), r.randint(0, 254), r.randint(2, 254)),
                             "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 254), r.randint(2, 254)),
                             "192.168.%d.%d" % (r.randint(0, 254), r.randint(2, 254))])
        return [("IPADDR", self.once("ip" + (arg or ""), mk))]

    def ph_url(self, arg):
        def mk():
            r = self.r
            host = r.choice(["www.example.org", "portal.example.com", "homefeeds.example.net", "orders.example.com", "www.example.net"])
            path = r.choice(["/enteral/orders", "/peg-care", "/patient/" + self.digits(6), "/gastrostomy/leaflet", "/myfeeds/login", "/track?ref=" + self.digits(8)])
            return r.choice(["https://", "http://", ""]) + host + path
        return [("URL", self.once("url" + (arg or ""), mk))]

    # ------------------------------------------------------------ ids
    def ph_mrn(self, arg):
        def mk():
            r, c, d = self.r, self.c, self.digits
            if c == "UK":
                return r.choice([r.choice(UPPER) + d(6), "RXH" + d(7), d(8), "K" + d(7)])
            if c == "US":
                return r.choice([d(8), "E" + d(7), d(3) + "-" + d(2) + "-" + d(2), d(9)])
            if c == "CA":
                return r.choice([d(7), "H" + d(6), d(2) + "-" + d(6)])
            if c == "AU":
                return r.choice([d(7), d(6), "UR" + d(6)])
            if c == "NZ":
                return self.letters(3) + d(4)
            return r.choice([d(7), d(6), "M" + d(6)])
        return [("MRN", self.once("mrn", mk))]

    def ph_natid(self, arg):
        """National health number: NHS/CHI (UK), IHI (AU), NHI (NZ), IHI (IE) -> MRN by convention."""
        def mk():
            d = self.digits
            if self.c == "UK":
                if self.place[0] in ("Dundee", "Inverness"):
                    return self.dob.strftime("%d%m%y") + d(4)
                return self.r.choice(["999 %s %s" % (d(3), d(4)), "999" + d(7), "999-%s-%s" % (d(3), d(4))])
            if self.c == "AU":
                return "8003 60%s %s %s" % (d(2), d(4), d(4))
            if self.c == "NZ":
                return self.ph_mrn(None)[0][1]
            return d(10)
        return [("MRN", self.once("natid", mk))]

    def natid_label(self):
        if self.c == "UK":
            return "CHI" if self.place[0] in ("Dundee", "Inverness") else "NHS No"
        return {"AU": "IHI", "NZ": "NHI", "IE": "IHI", "US": "MRN", "CA": "Chart"}[self.c]

    def ph_hp(self, arg):
        def mk():
            r, d, c = self.r, self.digits, self.c
            if c == "US":
                return r.choice([self.letters(3) + d(6), "%s%s%s-%s%s%s-%s%s%s%s" % (r.randint(1, 9), r.choice(UPPER), r.choice(UPPER + DIG), d(1), r.choice(UPPER), r.choice(UPPER + DIG), r.choice(UPPER), r.choice(UPPER), d(1), d(1)), "W" + d(9) + r.choice(["01", "02"])])
            if c == "CA":
                return r.choice(["%s-%s-%s-%s" % (d(4), d(3), d(3), self.letters(2)), "9%s %s %s" % (d(3), d(3), d(3))])
            if c == "AU":
                return r.choice(["%s %s %s" % (r.choice("23456") + d(3), d(5), d(1)), "N" + r.choice(["X", "V", "Q"]) + d(6), d(8)])
            if c == "IE":
                return r.choice([d(7) + r.choice(UPPER), d(6) + "-" + d(2)])
            return self.letters(3) + d(7)
        return [("HEALTHPLAN", self.once("hp" + (arg or ""), mk))]

    def ph_grp(self, arg):
        return [("HEALTHPLAN", self.once("grp", lambda: self.r.choice(["GRP-", "G", ""]) + self.digits(5)))]

    def ph_ssn(self, arg):
        def mk():
            d = self.digits
            if self.c == "US":
                return self.r.choice(["9%s-%s-%s" % (d(2), d(2), d(4)), "000-%s-%s" % (d(2), d(4))])
            if self.c == "CA":
                return "9%s %s %s" % (d(2), d(3), d(3))
            return "9" + d(6) + self.r.choice("ABCDEFGHKTW")
        return [("SSN", self.once("ssn", mk))]

    def ph_acct(self, arg):
        key = arg or "enc"
        def mk():
            r, d = self.r, self.digits
            return r.choice([d(8), d(4) + "-" + d(4), "V" + d(9), "ENC" + d(7), d(10), "FN" + d(8)])
        return [("ACCOUNT", self.once("acct" + key, mk))]

    def ph_cust(self, arg):
        return [("ACCOUNT", self.once("cust", lambda: self.r.choice(["C", "CU-", "HC", ""]) + self.digits(6)))]

    def ph_lic(self, arg):
        key = arg or "endo"
        def mk():
            r, d, c = self.r, self.digits, self.c
            role = key.rstrip("2")
            nurse = role in ("nns", "cn", "rn", "hcn")
            if c == "UK":
                if nurse:
                    return d(2) + r.choice(UPPER) + d(4) + r.choice("EOC")
                if role in ("diet", "slt"):
                    return ("DT" if role == "diet" else "SL") + d(5)
                return d(7)
            if c == "US":
                if key == "dea":
                    return self.letters(2) + d(7)
                if nurse:
                    return "RN" + d(7)
                return "1" + d(9)
            if c == "AU":
                return r.choice(["MED", "NMW", "NMW", "MED"])[:3] + "000" + d(7) if not (role in ("diet",)) else d(5)
            if c == "CA":
                return d(5) if not nurse else "RN" + d(7)
            if c == "NZ":
                return d(5) if not nurse else d(6)
            return d(6)
        return [("LICENSE", self.once("lic" + key, mk))]

    def lic_label(self, role):
        nurse = role in ("nns", "cn", "rn", "hcn")
        c = self.c
        if c == "UK":
            return "NMC PIN" if nurse else ("HCPC" if role in ("diet", "slt") else "GMC")
        if c == "US":
            return "RN License" if nurse else "NPI"
        if c == "AU":
            return "AHPRA" if role != "diet" else "Dietitians Australia no."
        if c == "CA":
            return "CNO #" if nurse else "CPSO #"
        if c == "NZ":
            return "NCNZ" if nurse else "MCNZ"
        return "NMBI PIN" if nurse else "IMC"
