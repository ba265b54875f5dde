"""Per-note state: the invented patient, clinicians, institutions and dates, plus
helpers that render them as marked PHI strings."""

import datetime as dt
import re

import clinical
import pools
from markup import P
from world import World, MONTHS, ascii_slug

# ----------------------------------------------------------------- spelling
AMER_MED = [
    ("haemoglobin", "hemoglobin"), ("Haemoglobin", "Hemoglobin"), ("haemat", "hemat"), ("Haemat", "Hemat"),
    ("haemorrh", "hemorrh"), ("haemodialysis", "hemodialysis"), ("anaemia", "anemia"), ("Anaemia", "Anemia"),
    ("oedema", "edema"), ("oesophag", "esophag"), ("Oesophag", "Esophag"), ("diarrhoea", "diarrhea"),
    ("faecal", "fecal"), ("Faecal", "Fecal"), ("ischaemi", "ischemi"), ("Ischaemi", "Ischemi"),
    ("oestrogen", "estrogen"), ("anaesthe", "anesthe"), ("paediatric", "pediatric"), ("Paediatric", "Pediatric"),
    ("orthopaedic", "orthopedic"), ("Orthopaedic", "Orthopedic"), ("Orthopaedics", "Orthopedics"),
    ("gynaecolog", "gynecolog"), ("Gynaecolog", "Gynecolog"), ("leukaem", "leukem"), ("glycaem", "glycem"),
    ("Hypercholesterolaemia", "Hypercholesterolemia"), ("hypercalcaemia", "hypercalcemia"),
    ("apnoea", "apnea"), ("Apnoea", "Apnea"), ("dyspnoea", "dyspnea"), ("coeliac", "celiac"), ("Coeliac", "Celiac"),
    ("dysmenorrhoea", "dysmenorrhea"), ("tumour", "tumor"), ("Tumour", "Tumor"), ("sulphate", "sulfate"),
    ("Colecalciferol", "Cholecalciferol"), ("Alendronic acid", "Alendronate"), ("fibre", "fiber"),
    ("behaviour", "behavior"), ("behavioural", "behavioral"), ("Medicine for Older People", "Geriatric Medicine"), ("Chest Clinic", "Pulmonary Clinic"),
    ("around 14 units of alcohol a week", "about ten drinks a week"), ("VA 6/9 right, 6/18 left", "VA 20/30 right, 20/60 left"),
    ("VA 6/12 right, 6/9 left", "VA 20/40 right, 20/30 left"), ("ug/L", "ng/mL"), ("generalised", "generalized"),
    ("Generalised", "Generalized"), ("stabilised", "stabilized"), ("revascularisation", "revascularization"),
    ("catheterisation", "catheterization"), ("localised", "localized"), ("immunisation", "immunization"),
    ("hospitalis", "hospitaliz"), ("minimis", "minimiz"), ("haemodynamic", "hemodynamic"),
]
AMER_FULL = AMER_MED + [
    ("colour", "color"), ("favour", "favor"), ("labour", "labor"), ("organis", "organiz"), ("recognis", "recogniz"),
    ("mobilis", "mobiliz"), ("optimis", "optimiz"), ("programme", "program"), ("litre", "liter"),
    ("centre", "center"), ("Centre", "Center"), ("metres", "meters"), ("paracetamol", "acetaminophen"),
    ("Paracetamol", "Acetaminophen"), ("Salbutamol", "Albuterol"), ("salbutamol", "albuterol"),
    ("Adrenaline", "Epinephrine"), ("adrenaline", "epinephrine"), ("Co-careldopa", "Carbidopa-levodopa"),
    ("co-careldopa", "carbidopa-levodopa"), ("Co-codamol 30/500", "Acetaminophen-codeine 300/30"),
    ("co-codamol", "acetaminophen-codeine"), ("Trimbow", "Trelegy Ellipta"), ("Dovobet gel", "Enstilar foam"),
    ("Epaderm", "Aquaphor"), ("Adcal-D3", "Calcium carbonate + vitamin D3"), ("Clenil", "QVAR"),
    ("Movicol Paediatric Plain", "polyethylene glycol 3350"), ("Movicol", "polyethylene glycol"),
    ("Glyceryl trinitrate", "Nitroglycerin"), ("Macrogol", "Polyethylene glycol"), ("macrogol", "polyethylene glycol"),
    ("GP ", "PCP "), (" mmol/mol", " mmol/mol"), ("A&E", "the ER"), ("haematuria", "hematuria"),
    ("operation", "procedure"), ("theatre", "the OR"), ("practise", "practice"),
    ("talking therapies service", "outpatient behavioral health program"),
]


def amer(s, full=True):
    for a, b in (AMER_FULL if full else AMER_MED):
        s = s.replace(a, b)
    return s


_Q = {
    "UK": {"med": ["MB ChB FRCP", "MBBS MRCP(UK)", "BM BCh DPhil FRCP", "MBChB MD FRCP(Edin)", "BSc MBBS PhD FRCP"],
           "surg": ["MB BS FRCS", "MA MB BChir FRCS(Eng)", "MBChB FRCS(Urol)", "BM FRCS(Tr&Orth)", "MBBS MD FRCS"],
           "psych": ["MBBS MRCPsych", "MB ChB FRCPsych"], "paeds": ["MBBS MRCPCH", "MB ChB FRCPCH"],
           "ophth": ["MBBS FRCOphth"], "og": ["MBBS MRCOG", "MB ChB FRCOG"], "derm": ["MBBS MRCP(UK)", "MB ChB FRCP"],
           "anaes": ["MBBS FRCA FFPMRCA"], "occ": ["MB ChB FFOM", "MBBS MFOM", "MBChB MSc FFOM"]},
    "US": {"med": ["MD", "MD", "DO", "MD, FACP", "MD, PhD"], "surg": ["MD, FACS", "MD", "DO"],
           "psych": ["MD", "DO", "MD, DFAPA"], "paeds": ["MD, FAAP"], "ophth": ["MD"], "og": ["MD, FACOG"],
           "derm": ["MD, FAAD"], "anaes": ["MD"], "occ": ["MD, MPH", "DO, MPH", "MD, FACOEM"]},
    "CA": {"med": ["MD, FRCPC", "MDCM, FRCPC", "MD, MSc, FRCPC"], "surg": ["MD, FRCSC"], "psych": ["MD, FRCPC"],
           "paeds": ["MD, FRCPC"], "ophth": ["MD, FRCSC"], "og": ["MD, FRCSC"], "derm": ["MD, FRCPC"],
           "anaes": ["MD, FRCPC"], "occ": ["MD, CCFP", "MD, FRCPC"]},
    "AU": {"med": ["MBBS (Hons) FRACP", "MBBS PhD FRACP", "BMed FRACP"], "surg": ["MBBS FRACS", "MBBS (Hons) FRACS"],
           "psych": ["MBBS FRANZCP"], "paeds": ["MBBS FRACP"], "ophth": ["MBBS FRANZCO"], "og": ["MBBS FRANZCOG"],
           "derm": ["MBBS FACD"], "anaes": ["MBBS FANZCA FFPMANZCA"], "occ": ["MBBS FAFOEM"]},
    "IE": {"med": ["MB BCh BAO FRCPI", "MB BCh BAO MRCPI", "MB BCh BAO MD FRCPI"], "surg": ["MB BCh BAO FRCSI", "MB MCh FRCSI"],
           "psych": ["MB BCh BAO MRCPsych"], "paeds": ["MB BCh BAO MRCPI"], "ophth": ["MB BCh BAO FRCSI (Ophth)"],
           "og": ["MB BCh BAO MRCOG"], "derm": ["MB BCh BAO MRCPI"], "anaes": ["MB BCh BAO FCAI"], "occ": ["MB BCh BAO MFOM"]},
}
_Q["NZ"] = {k: [q.replace("MBBS", "MBChB").replace("BMed", "MBChB") for q in v] for k, v in _Q["AU"].items()}
SPEC_CAT = {"dermatology": "derm", "urology": "surg", "ent": "surg", "ophthalmology": "ophth", "orthopaedics": "surg",
            "psychiatry": "psych", "gynaecology": "og", "vascular": "surg", "paediatrics": "paeds", "pain": "anaes"}
ROLE_BY_KIND = {"msk": [("Consultant Orthopaedic Surgeon", "surg"), ("Consultant in Rehabilitation Medicine", "med"),
                        ("Consultant in Sport and Exercise Medicine", "med")],
                "psych": [("Consultant Psychiatrist", "psych")],
                "medical": [("Consultant Physician", "med"), ("Consultant in Rehabilitation Medicine", "med")],
                "skin": [("Consultant Dermatologist", "derm"), ("Consultant Occupational Physician", "occ")]}
US_ROLE = {"Consultant Orthopaedic Surgeon": "Orthopedic Surgeon", "Consultant in Rehabilitation Medicine": "Physiatrist",
           "Consultant in Sport and Exercise Medicine": "Sports Medicine Physician", "Consultant Psychiatrist": "Psychiatrist",
           "Consultant Physician": "Internist", "Consultant Dermatologist": "Dermatologist",
           "Consultant Occupational Physician": "Occupational Medicine Physician"}


NICK = {"Margaret": ["Peggy", "Maggie"], "Elizabeth": ["Liz", "Beth"], "James": ["Jim", "Jimmy"],
        "Michael": ["Mike", "Mick"], "Christopher": ["Chris"], "Jennifer": ["Jen"], "Patricia": ["Pat", "Trish"],
        "Susan": ["Sue"], "Stephen": ["Steve"], "Andrew": ["Andy", "Drew"], "Daniel": ["Dan", "Danny"],
        "Thomas": ["Tom", "Tommy"], "Kenneth": ["Ken"], "Catherine": ["Kate", "Cathy"], "Rebecca": ["Becky"],
        "Deborah": ["Debbie"], "Samuel": ["Sam"], "Oluwaseun": ["Seun"], "Babatunde": ["Tunde"],
        "Funmilayo": ["Funmi"], "Folasade": ["Sade"], "Chukwuemeka": ["Emeka"], "Alejandro": ["Alex"],
        "Konstantinos": ["Kostas"], "Giuseppe": ["Joe", "Beppe"], "Francesco": ["Frank"], "Raymond": ["Ray"],
        "Ronald": ["Ron", "Ronnie"], "Leonard": ["Len"], "Bernard": ["Bernie"], "Dorothy": ["Dot"],
        "Victoria": ["Vicky"], "Timothy": ["Tim"], "Richard": ["Rich"], "Jonathan": ["Jon"], "Gillian": ["Gill"],
        "Pádraig": ["Paddy"], "Seán": ["Shane"], "Małgorzata": ["Gosia"], "Katarzyna": ["Kasia"],
        "Oleksandr": ["Sasha"], "Wiremu": ["Wi"], "Rawiri": ["Ra"], "Guadalupe": ["Lupe"], "José": ["Pepe"],
        "Mohammed": ["Mo"], "Abdirahman": ["Abdi"], "Xiaoming": ["Sam"], "Kwok-Wai": ["Kevin"],
        "Oliver": ["Ollie"], "Henry": ["Harry"], "Edward": ["Ed", "Eddie"], "Matthew": ["Matt"], "David": ["Dave"],
        "Peter": ["Pete"], "Nathan": ["Nate"], "Philip": ["Phil"], "Vincent": ["Vince"], "Barbara": ["Babs"],
        "Kimberly": ["Kim"], "Stephanie": ["Steph"], "Nicola": ["Nicky"], "Joanne": ["Jo"], "Charlotte": ["Lottie"],
        "Natalie": ["Nat"], "Amanda": ["Mandy"], "Jessica": ["Jess"], "Melissa": ["Mel"], "Bradley": ["Brad"],
        "Alistair": ["Ali"], "Kenneth": ["Kenny"], "Douglas": ["Doug"], "Frederick": ["Fred"], "Leanne": ["Lea"],
        "Gwen": ["Gwennie"], "Jakub": ["Kuba"], "Aleksander": ["Olek"], "Dmitri": ["Dima"], "Krzysztof": ["Krzys"],
        "Agnieszka": ["Aga"], "Magdalena": ["Magda"], "Ifeanyi": ["Iffy"], "Olumide": ["Mide"], "Rajesh": ["Raj"],
        "Venkat": ["Venki"], "Gurpreet": ["Gary"], "Harpreet": ["Harry"], "Konstantinos": ["Kostas"],
        "Dimitrios": ["Jim"], "Georgios": ["George"], "Alessandro": ["Sandro"], "Salvatore": ["Sal"], "Rodrigo": ["Rod"]}


def north_american_role(title, locale):
    role = title.replace("Consultant in ", "").replace("Consultant ", "")
    role = {"Respiratory Physician": "Respirologist" if locale == "CA" else "Pulmonologist", "ENT Surgeon": "Otolaryngologist",
            "Diabetes and Endocrinology": "Endocrinologist", "Pain Medicine": "Pain Medicine Physician",
            "Infectious Diseases": "Infectious Disease Physician", "Sport and Exercise Medicine": "Sports Medicine Physician",
            "Rehabilitation Medicine": "Physiatrist", "Physician": "Internist"}.get(role, role)
    if locale == "US":
        role = role.replace("Orthopaedic", "Orthopedic").replace("Paediatrician", "Pediatrician").replace(
            "Haematologist", "Hematologist").replace("Gynaecologist", "Gynecologist")
    return role


class Note:
    def __init__(self, rng, locale, genre, spec_key=None, case_idx=None, cond=None):
        self.r = rng
        self.L = locale
        self.genre = genre
        self.w = w = World(rng, locale)
        self.us = locale == "US"
        self.dot = "." if locale in ("US", "CA") else ""
        if locale in ("IE", "NZ", "AU") and w.chance(0.2):
            self.dot = "."
        # ---- dates
        self.C = w.date_between(dt.date(2019, 1, 7), dt.date(2026, 10, 30))
        if self.C.weekday() >= 5:
            self.C -= dt.timedelta(days=self.C.weekday() - 4)
        self.ds = w.date_style()
        self.ds_text = self.ds if w.chance(0.55) else w.ch(["long", "ord", "abbr", "long"] if locale != "US" else ["long", "abbr", "num"])
        if locale in ("US", "CA") and self.ds_text == "ord":
            self.ds_text = "long"
        self.letter_date = self.C + dt.timedelta(days=w.r.randint(0, 12))
        self.typed_date = self.letter_date + dt.timedelta(days=w.r.randint(0, 4))
        self.D1 = self.C - dt.timedelta(days=w.r.randint(420, 2600))
        self.D2 = self.C - dt.timedelta(days=w.r.randint(14, 380))
        if spec_key and clinical.SPECIALTIES[spec_key]["cases"][case_idx].get("d2_days"):
            self.D2 = self.C - dt.timedelta(days=w.r.randint(*clinical.SPECIALTIES[spec_key]["cases"][case_idx]["d2_days"]))
        self.MY1 = self.D1 - dt.timedelta(days=w.r.randint(10, 120))
        self.MY2 = self.C - dt.timedelta(days=w.r.randint(60, 330))
        self.Y1 = self.MY1.year - w.r.randint(0, 6)
        lo = max(self.Y1 + 1, self.D1.year)
        self.Y2 = w.r.randint(min(lo, self.C.year - 1), self.C.year - 1)
        self.Y3 = self.C.year + w.r.randint(1, 3)
        self.DNEXT = self.C + dt.timedelta(days=w.r.randint(21, 120))
        # ---- clinical content
        self.spec = clinical.SPECIALTIES[spec_key] if spec_key else None
        self.case = self.spec["cases"][case_idx] if spec_key else None
        self.cond = cond
        child = bool(self.case and self.case.get("child_patient"))
        self.child = child
        # ---- patient
        sex = self.case.get("sex") if self.case else None
        self.pt = w.person(sex=sex)
        self.sex = self.pt["sex"]
        if self.case and self.case.get("age"):
            age = w.r.randint(*self.case["age"])
        elif child:
            age = w.r.randint(3, 15)
        elif genre in ("occupational_health", "insurance_report"):
            age = w.r.randint(21, 64)
        elif genre == "medicolegal_report":
            age = w.r.randint(19, 72)
        else:
            age = w.r.randint(19, 88)
        self.dob = self._dob(age)
        self.age = self._age_on(self.C)
        self.title = self._title()
        if locale in ("US", "CA", "AU", "NZ"):
            w.home_state = w.ch(pools.STATES[locale])
        self.addr = w.address()
        self.pt_phone = w.phone("land")
        self.pt_mobile = w.phone("mobile") if locale not in ("US", "CA") else w.phone("land")
        self.pt_email = w.email(self.pt)
        self.mrn = w.mrn()
        self.nhs = w.nhs_number() if locale == "UK" else None
        self.natid = w.natid()
        self.plan_no = w.healthplan()
        job, emp, emp_type = w.job_and_employer()
        self.job = None if child else job
        self.emp, self.emp_type = emp, emp_type
        self.sector = w.last_sector
        self.onset = None
        if cond:
            opts = [o for o in cond["onset"] if "patient" not in o or self.sector in ("care", "health")]
            if self.sector not in ("transport", "manufacturing", "construction", "retail", "land", "services", "food", "motor"):
                opts = [o for o in opts if "van" not in o and "stock" not in o and "pallet" not in o] or opts
            self.onset = w.ch(opts)
        self.nick = None
        if self.pt["given"] in NICK and w.chance(0.8):
            self.nick = w.ch(NICK[self.pt["given"]])
        # ---- family
        self.spouse_p = w.person(sex=("F" if self.sex == "M" else "M") if w.chance(0.85) else self.sex, origin=self.pt["origin"],
                                 avoid=(self.pt["given"],))
        self.spouse_p["surname"] = self.pt["surname"] if w.chance(0.6) else self.spouse_p["surname"]
        if child:
            self.spouse_word = "mother" if self.spouse_p["sex"] == "F" else "father"
        else:
            self.spouse_word = {"M": w.ch(["husband", "husband", "partner"]), "F": w.ch(["wife", "wife", "partner"])}[self.spouse_p["sex"]]
        self.child_p = w.person(origin=self.pt["origin"], avoid=(self.pt["given"], self.spouse_p["given"]))
        self.child_p["surname"] = self.pt["surname"]
        self.child_word = "son" if self.child_p["sex"] == "M" else "daughter"
        # ---- institutions
        self.hosp = w.hospital(spec_key)
        self.hosp2 = w.hospital()
        while self.hosp2 == self.hosp:
            self.hosp2 = w.hospital()
        self.hosp_addr = w.address(inst=True)
        self.hosp_phone = w.phone("land")
        self.hosp_fax = w.phone("land")
        self.hosp_domain = w.domain(self.hosp)
        self.practice = w.practice()
        self.practice_addr = w.address(inst=True)
        if w.chance(0.6):
            for k in ("town", "state", "abbr", "county"):
                self.practice_addr[k] = self.addr[k]
            self.practice_addr["zip"] = w.postcode(self.addr["abbr"])
        self.practice_phone = w.phone("land")
        # ---- clinicians
        avoid = (self.pt["surname"], self.pt["given"], self.spouse_p["given"], self.child_p["given"])
        self.doc = w.person(avoid=avoid)
        if self.spec:
            cat = SPEC_CAT.get(self.spec["key"], "med")
            self.role = north_american_role(self.spec["title"], locale) if locale in ("US", "CA") else self.spec["title"]
        elif genre == "occupational_health":
            cat = "occ"
            self.role = None
        else:
            self.role, cat = w.ch(ROLE_BY_KIND[cond["kind"]])
            if locale in ("US", "CA"):
                self.role = US_ROLE[self.role] if locale == "US" else north_american_role(self.role, locale)
        self.doc_cat = cat
        self.doc_title = self._doc_title(cat == "surg" or cat == "og" or (self.spec and self.spec["surgical"]))
        self.doc_quals = w.ch(_Q[locale][cat])
        self.doc_lic = w.license()
        self.gp = w.person(avoid=avoid)
        self.dr2 = w.person(avoid=avoid)
        self.dr3 = w.person(avoid=avoid)
        self.sec = w.person(sex=w.ch("FFFFM"), avoid=avoid)
        self.reg = w.person(avoid=avoid)
        self.extra_ages = []
        self.cache = {}

    # ------------------------------------------------------------------ basics
    def _dob(self, age):
        w = self.w
        y = self.C.year - age
        d = w.date_between(dt.date(y - 1, self.C.month, 1) + dt.timedelta(days=40), dt.date(y, 12, 28))
        # make age on C exactly `age` where possible
        for _ in range(400):
            if self._age_from(d, self.C) == age:
                return d
            d -= dt.timedelta(days=1) if self._age_from(d, self.C) < age else -dt.timedelta(days=1)
        return d

    @staticmethod
    def _age_from(dob, on):
        return on.year - dob.year - ((on.month, on.day) < (dob.month, dob.day))

    def _age_on(self, on):
        return self._age_from(self.dob, on)

    def _title(self):
        w = self.w
        if self.child:
            return ""
        if self.sex == "M":
            t = "Mr"
        else:
            t = w.ch(["Mrs", "Ms", "Ms", "Miss"] if self.L != "US" else ["Mrs", "Ms", "Ms"])
        if w.chance(0.02):
            t = "Mx"
        return t + (self.dot if t != "Miss" else "")

    def _doc_title(self, surgical):
        w = self.w
        if self.L in ("UK", "IE") and surgical and w.chance(0.7):
            return w.ch(["Mr", "Mr", "Ms", "Miss"]) if self.doc["sex"] == "F" else "Mr"
        if w.chance(0.08) and self.L != "US":
            return "Professor" if w.chance(0.5) else "Prof"
        return "Dr" + self.dot

    def ch(self, seq):
        return self.w.ch(seq)

    def dept(self):
        d = self.spec["dept"] if self.spec else "Outpatient Department"
        return amer(d, self.L == "US") if self.L in ("US", "CA") else d

    def clinic(self):
        d = self.spec["clinic"] if self.spec else "Outpatients"
        return amer(d, self.L == "US") if self.L in ("US", "CA") else d

    def chance(self, p):
        return self.w.chance(p)

    def D(self, d, style=None):
        return P("DATE", self.w.fmt_date(d, style or self.ds))

    def Dt(self, d):
        return P("DATE", self.w.fmt_date(d, self.ds_text))

    # ------------------------------------------------------------------ names
    def pname(self, form="full", upper=False):
        p = self.pt
        g, s, m = p["given"], p["surname"], p["middle"]
        if form == "full":
            v = "%s %s" % (g, s)
        elif form == "full_mid":
            v = "%s %s %s" % (g, m, s) if m else "%s %s" % (g, s)
        elif form == "full_mi":
            v = "%s %s. %s" % (g, m[0], s) if m else "%s %s" % (g, s)
        elif form == "sur_comma":
            v = "%s, %s" % (s, g)
        elif form == "sur_comma_mi":
            v = "%s, %s %s" % (s, g, m[0]) if m else "%s, %s" % (s, g)
        elif form == "sur_comma_mid":
            v = "%s, %s %s" % (s, g, m) if m else "%s, %s" % (s, g)
        elif form == "sur":
            v = s
        elif form == "given":
            v = g
        elif form == "init_sur":
            v = "%s. %s" % (g[0], s)
        elif form == "initials":
            v = "%s.%s." % (g[0], s[0])
        elif form == "initials_nodot":
            v = "%s%s" % (g[0], s[0])
        elif form == "given_init":
            v = "%s %s." % (g, s[0])
        else:
            raise ValueError(form)
        if upper:
            v = v.upper()
        return P("PATIENT", v)

    def PT(self):
        """Formal reference: title + surname, or first name for children."""
        if self.child:
            return P("PATIENT", self.pt["given"])
        return "%s %s" % (self.title, P("PATIENT", self.pt["surname"])) if self.title else P("PATIENT", self.pt["surname"])

    def PTF(self):
        if self.nick and self.chance(0.4):
            return P("PATIENT", self.nick)
        return P("PATIENT", self.pt["given"])

    def person_name(self, p, typ, form="full", upper=False):
        g, s = p["given"], p["surname"]
        if form == "full":
            v = "%s %s" % (g, s)
        elif form == "sur":
            v = s
        elif form == "given":
            v = g
        elif form == "init_sur":
            v = "%s. %s" % (g[0], s)
        elif form == "initials":
            v = "".join(x[0] for x in (g.split("-")[0], s.replace("'", "").split()[0]))
        elif form == "sur_comma":
            v = "%s, %s" % (s, g)
        elif form == "full_mi":
            v = "%s %s. %s" % (g, p["middle"][0], s) if p["middle"] else "%s %s" % (g, s)
        else:
            raise ValueError(form)
        if upper:
            v = v.upper()
        return P(typ, v)

    def drname(self, p, form="title_sur", title=None, typ="DOCTOR"):
        t = title or ("Dr" + self.dot)
        if form == "title_sur":
            return "%s %s" % (t, self.person_name(p, typ, "sur"))
        if form == "title_full":
            return "%s %s" % (t, self.person_name(p, typ, "full"))
        if form == "full":
            return self.person_name(p, typ, "full")
        if form == "full_md":
            return "%s, %s" % (self.person_name(p, typ, "full"), self.ch(["MD", "MD", "DO"]) if self.us else self.ch(["MD", "FRCPC", "MBBS"]))
        raise ValueError(form)

    def DOC(self, form="title_full"):
        return self.drname(self.doc, form, title=self.doc_title)

    def doc_initials(self):
        return self.person_name(self.doc, "DOCTOR", "initials", upper=True)

    def sec_initials(self):
        return P("DOCTOR", (self.sec["given"][0] + self.sec["surname"][0]).lower())

    def gp_role(self):
        return {"US": self.ch(["PCP", "primary care physician"]), "CA": self.ch(["family physician", "family doctor"]),
                }.get(self.L, self.ch(["GP", "GP", "general practitioner"]))

    def pron(self):
        m = self.sex == "M"
        return {"he": "he" if m else "she", "He": "He" if m else "She", "his": "his" if m else "her",
                "His": "His" if m else "Her", "him": "him" if m else "her", "himself": "himself" if m else "herself",
                "man": "man" if m else "woman", "gentleman": "gentleman" if m else "lady", "Mr": "Mr" if m else "Ms"}

    # ------------------------------------------------------------------ ages / labs
    def AGE(self, n=None):
        return P("AGE", str(self.age if n is None else n))

    def lab(self, key):
        w, us = self.w, self.us
        r = w.r
        if key == "HB_low":
            v = r.randint(86, 112)
            return "haemoglobin %s" % ("%.1f g/dL" % (v / 10) if us else "%d g/L" % v)
        if key == "HB_norm":
            v = r.randint(128, 152)
            return "haemoglobin %s" % ("%.1f g/dL" % (v / 10) if us else "%d g/L" % v)
        if key == "FERR_low":
            return "ferritin %d %s" % (r.randint(3, 12), "ng/mL" if us else "ug/L")
        if key == "CREAT_high":
            v = r.randint(150, 290)
            return "creatinine %s" % ("%.1f mg/dL" % (v / 88.4) if us else "%d umol/L" % v)
        if key == "CREAT_norm":
            v = r.randint(62, 98)
            return "creatinine %s" % ("%.1f mg/dL" % (v / 88.4) if us else "%d umol/L" % v)
        if key == "EGFR_low":
            return "eGFR %d ml/min/1.73m2" % r.randint(18, 42)
        if key == "EGFR_norm":
            return "eGFR %d ml/min/1.73m2" % r.randint(68, 89)
        if key == "A1C_high":
            v = r.randint(68, 92)
            pct = v / 10.929 + 2.15
            if us or self.L == "CA":
                return "hemoglobin A1c %.1f%%" % pct
            if self.L == "AU" and w.chance(0.5):
                return "HbA1c %.1f%% (%d mmol/mol)" % (pct, v)
            return "HbA1c %d mmol/mol" % v
        if key == "A1C_ok":
            v = r.randint(48, 56)
            pct = v / 10.929 + 2.15
            if us or self.L == "CA":
                return "hemoglobin A1c %.1f%%" % pct
            return "HbA1c %d mmol/mol" % v
        if key == "CHOL_high":
            if us:
                return "LDL cholesterol %d mg/dL" % r.randint(150, 210)
            return "total cholesterol %.1f mmol/L" % (r.randint(62, 81) / 10)
        raise KeyError(key)

    # ------------------------------------------------------------------ template filling
    def ctx(self):
        return Ctx(self)

    def T(self, s):
        if self.L == "US":
            s = amer(s, True)
        elif self.L == "CA":
            s = amer(s, False)
        return s.format_map(self.ctx())

    # ------------------------------------------------------------------ blocks
    def hosp_addr_lines(self, one_line=False):
        return self.w.addr_lines(self.hosp_addr, one_line=one_line)

    def pt_addr(self, one_line=False, country=False):
        return self.w.addr_lines(self.addr, one_line=one_line, country=country)

    def practice_lines(self):
        return self.w.addr_lines(self.practice_addr)


class Ctx(dict):
    def __init__(self, note):
        super().__init__()
        self.n = note

    def __missing__(self, key):
        n = self.n
        w = n.w
        pr = n.pron()
        if key in pr:
            return pr[key]
        if key == "PT":
            return n.PT()
        if key == "PTF":
            return n.PTF()
        if key == "PTFULL":
            return n.pname("full")
        if key == "AGE":
            return n.AGE()
        if key == "D1":
            return n.Dt(n.D1)
        if key == "D2":
            return n.Dt(n.D2)
        if key == "WKD2":
            return P("DATE", w.fmt_date(n.D2, "wk_long") if n.L in ("US", "CA") else
                     "%s %s" % (["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][n.D2.weekday()],
                                w.fmt_date(n.D2, w.ch(["long", "ord"]))))
        if key == "DREC":
            return n.Dt(n.C)
        if key == "DNEXT":
            return n.Dt(n.DNEXT)
        if key == "MY1":
            return P("DATE", w.fmt_date(n.MY1, "my"))
        if key == "MY2":
            return P("DATE", w.fmt_date(n.MY2, "my"))
        if key in ("Y1", "Y2", "Y3"):
            return P("DATE", str(getattr(n, key)))
        if key == "HOSP2":
            return P("HOSPITAL", n.hosp2)
        if key == "HOSP":
            return P("HOSPITAL", n.hosp)
        if key == "DR2":
            return n.drname(n.dr2, w.ch(["title_sur", "title_full"]))
        if key == "DR3":
            return n.person_name(n.dr3, "DOCTOR", w.ch(["full", "full"]))
        if key == "GP":
            return n.drname(n.gp, "title_sur")
        if key == "GPROLE":
            return n.gp_role()
        if key == "SPOUSE":
            return n.person_name(n.spouse_p, "FAMILY", "given")
        if key == "spouse":
            return n.spouse_word
        if key == "CHILD":
            return n.person_name(n.child_p, "FAMILY", "given")
        if key == "child":
            return n.child_word
        if key == "JOB":
            return P("PROFESSION", n.job or w.profession())
        if key == "EMP":
            return P(n.emp_type, n.emp)
        if key == "SCHOOL":
            if key not in n.cache:
                n.cache[key] = P("ORGANIZATION", w.ch(pools.SCHOOLS))
            return n.cache[key]
        if key == "ACC":
            return P("IDNUM", w.accession())
        if key == "ORD":
            return P("IDNUM", w.order_no())
        if key == "DEVSN":
            return P("DEVICE", w.device_serial())
        if key == "BIOID":
            return P("BIOID", w.bioid())
        if key == "CITY2":
            return P("CITY", w.town())
        if key == "COUNTRY":
            if not hasattr(n, "_country"):
                n._country = w.ch(pools.COUNTRIES)
            return P("COUNTRY", n._country)
        if key == "PHARM":
            if key not in n.cache:
                n.cache[key] = P("HOSPITAL", w.ch(pools.PHARMACIES))
            return n.cache[key]
        if key == "CAREHOME":
            if key not in n.cache:
                n.cache[key] = P("HOSPITAL", w.ch(pools.CARE_HOMES))
            return n.cache[key]
        if key == "WARD":
            if key not in n.cache:
                n.cache[key] = P("HOSPITAL", w.ch(pools.WARDS))
            return n.cache[key]
        if key == "LANDMARK":
            lm = w.ch(pools.LANDMARKS)
            if lm.startswith("the "):
                return "the " + P("LOCATION_OTHER", lm[4:])
            return P("LOCATION_OTHER", lm)
        if key == "AGE_REL_OLD":
            return P("AGE", str(w.r.randint(58, 94)))
        if key == "AGE_REL_YOUNG":
            return P("AGE", str(w.r.randint(34, 57)))
        if key == "AGE_CHILD":
            if n.child:
                return P("AGE", str(n.age))
            if not hasattr(n, "_child_age"):
                n._child_age = max(1, n.age - w.r.randint(22, 38))
            return P("AGE", str(n._child_age))
        if key == "COLLEGE":
            if key not in n.cache:
                n.cache[key] = P("ORGANIZATION", w.ch(pools.COLLEGES))
            return n.cache[key]
        if key.split("_")[0] in ("HB", "FERR", "CREAT", "EGFR", "A1C", "CHOL"):
            s = n.lab(key)
            if n.L == "US":
                s = amer(s)
            return s
        raise KeyError(key)
