"""World (invented unit pools) and per-note context for dev308_en."""
import datetime

import pools as P
import people as H
from people import Person, Address, DateStyle


CRED_DOC = {"GB": ["MBChB MRCP", "MB BS FFPM", "BM BCh PhD", "MBChB"],
            "IE": ["MB BCh BAO MRCPI", "MB MRCPI", "MB BCh BAO"],
            "US": ["MD", "DO", "MD PhD", "MD"],
            "CA": ["MD FRCPC", "MD CCFP", "MD"],
            "AU": ["MBBS FRACP", "MBBS", "MBBS PhD"]}
CRED_NURSE = {"GB": ["RGN", "RN", "RN BSc", "CRP"], "IE": ["RGN", "RGN RM", "RN"],
              "US": ["RN", "BSN RN", "LPN", "RN CCRC"], "CA": ["RN", "RPN", "BScN RN"],
              "AU": ["RN", "EN", "RN BN"]}
NURSE_ROLES = ["Research Nurse", "Senior Research Nurse", "Clinical Research Practitioner",
               "Research Nurse", "Healthcare Assistant", "Phlebotomist", "Night Research Nurse"]
CURRENCY = {"GB": "\u00a3", "IE": "\u20ac", "US": "$", "CA": "CAD ", "AU": "AUD "}
COUNTRY_NAME = {"GB": "United Kingdom", "US": "United States", "CA": "Canada",
                "AU": "Australia", "IE": "Ireland"}
OTHER_COUNTRIES = ["Portugal", "Poland", "Nigeria", "India", "Brazil", "Spain", "Thailand",
                   "Kenya", "Vietnam", "Romania", "Italy", "Ghana", "Mexico", "Philippines",
                   "Lithuania", "South Africa", "New Zealand", "Greece", "Morocco", "Peru"]


HOLIDAYS = {"GB": ["Christmas", "Boxing Day", "Easter", "New Year's Day", "Bonfire Night"],
            "IE": ["Christmas", "St Patrick's Day", "Easter", "St Stephen's Day"],
            "US": ["Thanksgiving", "Christmas", "Fourth of July", "Memorial Day", "Labor Day"],
            "CA": ["Canada Day", "Thanksgiving", "Christmas", "Victoria Day"],
            "AU": ["Australia Day", "Anzac Day", "Christmas", "Easter"]}
REL_SEX = {"wife": "F", "girlfriend": "F", "mother": "F", "sister": "F", "aunt": "F",
           "husband": "M", "boyfriend": "M", "father": "M", "brother": "M"}


def age_art(n):
    return "an" if n in (8, 11, 18) or 80 <= n <= 89 else "a"


def art(word):
    return "an" if word[:1].lower() in "aeiou" else "a"


class Unit:
    def __init__(self, rng, c, used):
        while True:
            k = rng.randrange(4)
            town = rng.choice(P.TOWNS[c])
            if k == 0:
                name = "%s %s" % (rng.choice(P.UNIT_STEMS), rng.choice(P.UNIT_KINDS))
            elif k == 1:
                name = "St. %s's %s" % (rng.choice(P.SAINTS), rng.choice(P.UNIT_KINDS))
            elif k == 2:
                name = "%s %s" % (town, rng.choice(P.UNIT_KINDS))
            else:
                name = "%s Clinical Research" % rng.choice(P.UNIT_STEMS)
            if name not in used:
                used.add(name)
                break
        self.name = name
        self.short = "".join(w[0] for w in name.replace("St. ", "S ").replace("'s", "").split() if w[0].isupper())
        self.addr = Address(rng, c, town, plain=True)
        self.phone = H.phone(rng, c)
        self.fax = H.phone(rng, c)
        self.h24 = H.phone(rng, c, "mob")
        tld = rng.choice(["example.org", "example.com", "example.net"])
        slug = name.lower().replace("st. ", "st").replace("'", "").replace(" ", "")[:14]
        self.dom = rng.choice([tld, slug[:8] + "." + tld, "research." + tld])
        self.url = rng.choice(["www.%s/%s" % (tld, slug), "https://%s/volunteers" % self.dom,
                               "%s/%s-volunteers" % (tld, slug[:10]), "https://www.%s/join" % tld])
        self.wards = rng.sample(P.WARD_NAMES, 2)
        self.building = rng.choice(P.BUILDINGS) if rng.random() < 0.5 else ""
        self.vol_prefix = rng.choice(["V", "VOL", self.short[:3].upper(), "CRU", ""])
        self.mail = rng.choice(["recruitment", "volunteers", "phase1", "cru.admin", "safety"])


class World:
    def __init__(self, rng):
        self.units = {}
        self.hosps = {}
        used = set()
        for c in sorted(P.TOWNS):
            self.units[c] = [Unit(rng, c, used) for _ in range(4)]
            hs = []
            for _ in range(4):
                k = rng.randrange(3)
                if k == 0:
                    hs.append("%s %s" % (rng.choice(P.TOWNS[c]), rng.choice(P.HOSP_KINDS)))
                elif k == 1:
                    hs.append("St. %s's Hospital" % rng.choice(P.SAINTS))
                else:
                    hs.append("%s %s" % (rng.choice(P.STREET_STEMS), rng.choice(P.HOSP_KINDS)))
            self.hosps[c] = hs


class Staff(Person):
    def __init__(self, rng, c, kind, role=None):
        Person.__init__(self, rng)
        self.kind = kind
        if kind == "doc":
            self.cred = rng.choice(CRED_DOC[c])
            self.role = role or "Principal Investigator"
        elif kind == "nurse":
            self.role = role or rng.choice(NURSE_ROLES)
            if self.role in ("Healthcare Assistant", "Phlebotomist"):
                self.cred = ""
            elif self.role == "Clinical Research Practitioner":
                self.cred = "CRP" if c in ("GB", "IE") else "CCRP"
            else:
                self.cred = rng.choice(CRED_NURSE[c])
        else:
            self.cred = {"pharm": rng.choice(["MPharm", "PharmD", "BPharm"]), "admin": ""}.get(kind, "")
            self.role = role or ""
        self.lic_label, self.lic = H.clin_licence(rng, c, "doc" if kind == "doc" else "nurse")
        self.user = H.user_name(rng, self)
        self.email = H.email_local(rng, self)
        self.ext = H.internal_ext(rng)
        self.dr = rng.choice(["Dr ", "Dr. ", "Dr "]) if c != "US" else rng.choice(["Dr. ", "Dr. ", "Dr "])
        if kind == "doc" and rng.random() < 0.12:
            self.dr = rng.choice(["Prof ", "Prof. ", "Professor "])


class Volunteer(Person):
    def __init__(self, rng, c, ref_date, unit):
        Person.__init__(self, rng)
        self.age = rng.randrange(18, 56) if rng.random() < 0.85 else rng.randrange(56, 81)
        self.dob = ref_date - datetime.timedelta(days=365 * self.age + rng.randrange(5, 360) + self.age // 4)
        self.age = ref_date.year - self.dob.year - ((ref_date.month, ref_date.day) < (self.dob.month, self.dob.day))
        self.addr = Address(rng, c)
        self.mob = H.phone(rng, c, "mob")
        self.home = H.phone(rng, c)
        self.email = H.email_local(rng, self) + "@" + rng.choice(["example.com", "example.net", "example.org", "mail.example.com"])
        self.prof = rng.choice(P.PROFESSIONS)
        if "student" in self.prof:
            self.employer = rng.choice(P.UNIVERSITIES).format(town=rng.choice(P.TOWNS[c]))
        else:
            self.employer = rng.choice(P.EMPLOYERS) if rng.random() < 0.6 else ""
        pre = unit.vol_prefix
        self.vol_id = rng.choice(["%s%s" % (pre, H.digits(rng, 6)), "%s-%s" % (pre or "V", H.digits(rng, 5))])
        self.hosp_no = rng.choice(["%s%s" % (H.letters(rng, 1), H.digits(rng, 7)), H.digits(rng, 8), "RX%s %s" % (H.digits(rng, 1), H.digits(rng, 6))])
        self.scr_no = rng.choice(["S%s" % H.digits(rng, 4), "SCR-%s-%s" % (H.digits(rng, 3), H.digits(rng, 3)), "%s-S%s" % (H.digits(rng, 2), H.digits(rng, 3))])
        self.subj_no = rng.choice(["%s-%s" % (H.digits(rng, 3), H.digits(rng, 3)), "%s%s" % (rng.choice("1234"), H.digits(rng, 3)), "S%s-%s" % (H.digits(rng, 2), H.digits(rng, 2))])
        self.rand_no = rng.choice(["R%s" % H.digits(rng, 4), H.digits(rng, 4), "RND-%s" % H.digits(rng, 3)])
        self.natid = H.natid(rng, c)
        self.health = H.health_no(rng, c)
        self.group_no = "GRP-%s" % H.digits(rng, 5) if c == "US" else ""
        self.dl = H.driving_licence(rng, c, self)
        self.plate = H.plate(rng, c)
        self.acct = H.bank_account(rng, c)
        self.sort = H.sort_code(rng, c)
        self.bank = rng.choice(P.BANKS)
        self.bioid = H.bioid(rng)
        self.nok_rel = rng.choice(P.FAMILY_REL)
        self.nok = Person(rng, REL_SEX.get(self.nok_rel))
        if self.nok_rel in ("mother", "father", "sister", "brother", "aunt", "cousin") or (
                self.nok_rel in ("wife", "husband") and rng.random() < 0.6):
            self.nok.last = self.last
        self.nok_phone = H.phone(rng, c, "mob")
        self.gp = Person(rng)
        self.gp_dr = rng.choice(["Dr ", "Dr. "]) if c != "US" else "Dr. "
        town = self.addr.city if rng.random() < 0.6 else rng.choice(P.TOWNS[c])
        self.practice = "%s %s" % (rng.choice(P.PRACTICE_STEMS), rng.choice(P.PRACTICE_KINDS[c]))
        self.practice_addr = Address(rng, c, town, plain=True)
        self.practice_phone = H.phone(rng, c)
        self.practice_fax = H.phone(rng, c)
        self.birth_country = COUNTRY_NAME[c] if rng.random() < 0.7 else rng.choice(OTHER_COUNTRIES)
        self.height = rng.randrange(152, 196) if self.sex == "M" else rng.randrange(148, 182)
        bmi = rng.uniform(18.6, 29.6)
        self.weight = round(bmi * (self.height / 100.0) ** 2, 1)
        self.bmi = round(self.weight / (self.height / 100.0) ** 2, 1)

    def sex_word(self):
        return "male" if self.sex == "M" else "female"

    def pron(self):
        return ("he", "his", "him") if self.sex == "M" else ("she", "her", "her")


class Study:
    def __init__(self, rng, world_sponsor=None):
        pre = rng.choice(P.IMP_PREFIX)
        self.imp = "%s-%s" % (pre, H.digits(rng, 4))
        self.protocol = "%s-%s" % (self.imp, rng.choice(["101", "102", "103", "104", "105", "111"]))
        self.sponsor = rng.choice(P.SPONSORS)
        self.cro = rng.choice(P.CROS) if rng.random() < 0.6 else ""
        self.lab = rng.choice(P.LABS)
        self.design, self.dcode = rng.choice(P.DESIGNS)
        self.route, self.rcode, self.rphrase = rng.choice(P.ROUTES)
        self.cohort = rng.randrange(1, 9)
        self.dose = rng.choice([0.5, 1, 2.5, 5, 10, 25, 50, 100, 150, 200, 300, 400, 600])
        self.unit = "mg" if self.dose >= 1 or rng.random() < 0.5 else "mg/kg"
        self.period = rng.randrange(1, 4)
        self.part = rng.choice(["A", "B", "C"])
        self.ratio = rng.choice(["6:2", "6:2", "9:3", "4:2", "8:2"])
        self.nights = rng.randrange(2, 8)
        self.eudract = "20%d-%s-%s" % (rng.randrange(19, 25), H.digits(rng, 6), H.digits(rng, 2))
        self.nct = "NCT0%s" % H.digits(rng, 7)
        self.icf_ver = "%d.%d" % (rng.randrange(1, 6), rng.randrange(0, 3))
        self.batch = "%s%s" % (H.digits(rng, 2), H.letters(rng, 1) + H.digits(rng, 3))

    def dose_str(self):
        d = ("%g" % self.dose)
        return "%s %s" % (d, self.unit)


class Ctx:
    def __init__(self, world, rng, c):
        self.rng = rng
        self.c = c
        self.ds = DateStyle(rng, c)
        self.unit = rng.choice(world.units[c])
        self.hosps = world.hosps[c]
        self.study = Study(rng)
        start = datetime.date(2019, 1, 7)
        self.scr = start + datetime.timedelta(days=rng.randrange(0, 2350))
        self.admit = self.scr + datetime.timedelta(days=rng.randrange(6, 28))
        self.d1 = self.admit + datetime.timedelta(days=1)
        self.dis = self.d1 + datetime.timedelta(days=rng.randrange(2, 6))
        self.fu = self.d1 + datetime.timedelta(days=rng.choice([7, 7, 10, 14]))
        self.eos = self.fu + datetime.timedelta(days=rng.choice([7, 14, 21]))
        self.vol = Volunteer(rng, c, self.scr, self.unit)
        self.pi = Staff(rng, c, "doc", "Principal Investigator")
        self.subi = Staff(rng, c, "doc", rng.choice(["Sub-Investigator", "Clinical Research Physician", "Medical Officer"]))
        self.nurses = [Staff(rng, c, "nurse") for _ in range(5)]
        self.pharm = Staff(rng, c, "pharm", rng.choice(["Clinical Trials Pharmacist", "Pharmacist"]))
        self.admin = Staff(rng, c, "admin", rng.choice(["Volunteer Recruitment Coordinator", "Finance Officer", "Unit Administrator", "Data Manager"]))
        self.cra = Staff(rng, c, "admin", "Clinical Research Associate")
        self.ward = rng.choice(self.unit.wards)
        self.bed = str(rng.randrange(1, 25))
        self.room = rng.choice(["%d" % rng.randrange(1, 30), "%d%s" % (rng.randrange(1, 9), rng.choice("AB")), "G%02d" % rng.randrange(1, 20)])

    # ----------------------------------------------------------- names
    def vname(self, form=None):
        v, rng = self.vol, self.rng
        form = form or rng.choice(["full", "full", "title", "last_first", "full_mid", "first", "LAST_FIRST"])
        if form == "full":
            return (v.full(), "PATIENT")
        if form == "full_mid":
            return (v.full_mid(), "PATIENT")
        if form == "title":
            return [v.title() + rng.choice(["", "."]) + " ", (v.last, "PATIENT")]
        if form == "title_full":
            return [v.title() + " ", (v.full(), "PATIENT")]
        if form == "last_first":
            return (v.last_first(), "PATIENT")
        if form == "LAST_FIRST":
            return (v.last_first(upper=True), "PATIENT")
        if form == "first":
            return (v.first, "PATIENT")
        if form == "init":
            return (v.initials(rng.choice(["plain", "dash", "dots"])), "PATIENT")
        if form == "first_init":
            return (v.first_init(), "PATIENT")
        if form == "init_last":
            return (v.init_last(), "PATIENT")
        raise ValueError(form)

    def sname(self, s, form=None):
        rng = self.rng
        form = form or rng.choice(["dr_last", "full_cred", "full", "dr_full", "init"])
        if s.kind != "doc" and form in ("dr_last", "dr_full"):
            form = "full_cred"
        if form == "dr_last":
            return [s.dr, (s.last, "DOCTOR")]
        if form == "dr_full":
            return [s.dr, (s.full(), "DOCTOR")]
        if form == "full_cred":
            return [(s.full(), "DOCTOR")] + ([", " + s.cred] if s.cred else [])
        if form == "full":
            return (s.full(), "DOCTOR")
        if form == "init":
            return (s.initials(), "DOCTOR")
        if form == "init_last":
            return (s.init_last(), "DOCTOR")
        if form == "first":
            return (s.first, "DOCTOR")
        if form == "first_init":
            return (s.first_init(), "DOCTOR")
        raise ValueError(form)

    def holiday(self):
        return (self.rng.choice(HOLIDAYS[self.c]), "DATE")

    def nurse(self):
        return self.rng.choice(self.nurses)

    def d(self, dt):
        return self.ds.f(dt)

    def dw(self, dt):
        return self.ds.w(dt)

    def unit_block(self, multiline=True):
        u, rng = self.unit, self.rng
        sep = "\n" if multiline else ", "
        out = [(u.name, "HOSPITAL")]
        if u.building and rng.random() < 0.6:
            out += [sep, (u.building, "LOCATION_OTHER")]
        out += [sep] + u.addr.items(rng, sep=sep if multiline else ", ")
        return out

    def unit_contacts(self, fax=True, email=True, url=False):
        u, rng = self.unit, self.rng
        out = [rng.choice(["Tel: ", "Tel ", "T: ", "Phone: "]), (u.phone, "PHONE")]
        if fax and rng.random() < 0.8:
            out += [rng.choice(["  Fax: ", " | Fax ", "  F: "]), (u.fax, "FAX")]
        if email:
            out += [rng.choice(["  Email: ", " | ", "  E: "]), ("%s@%s" % (u.mail, u.dom), "EMAIL")]
        if url:
            out += [rng.choice(["  Web: ", " | ", "  "]), (u.url, "URL")]
        return out

    def time(self, h=None, m=None, style=None):
        rng = self.rng
        h = rng.randrange(7, 18) if h is None else h
        m = rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 55]) if m is None else m
        style = style or "colon"
        if style == "colon":
            return "%02d:%02d" % (h, m)
        if style == "mil":
            return "%02d%02d" % (h, m)
        return "%d:%02d %s" % ((h - 1) % 12 + 1, m, "am" if h < 12 else "pm")

    def age_item(self, form=None):
        v, rng = self.vol, self.rng
        a = str(v.age)
        form = form or rng.choice(["yo", "y", "years", "yr", "plain", "dash"])
        if form == "yo":
            return [(a, "AGE"), rng.choice(["yo", " yo", " y/o", "y/o"])]
        if form == "y":
            return [(a, "AGE"), rng.choice(["y", " y", " yrs"])]
        if form == "years":
            return [(a, "AGE"), " years"]
        if form == "yr":
            return [(a, "AGE"), "-year-old"]
        if form == "words":
            from phi import num_words
            return [(num_words(v.age), "AGE"), "-year-old"]
        if form == "dash":
            return [(a, "AGE"), v.sex]
        return (a, "AGE")
