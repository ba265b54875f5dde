"""Per-note cast: patient, relatives, staff, places, identifiers and dates.
All references are returned as segment lists (plain str + P values)."""
import datetime as dt

from seg import P
import ids
import pools

REL = {  # relation -> (formal, terse, sex)
    "wife": ("wife", "wife", "F"), "husband": ("husband", "hus", "M"),
    "daughter": ("daughter", "dtr", "F"), "son": ("son", "son", "M"),
    "sister": ("sister", "sis", "F"), "brother": ("brother", "bro", "M"),
    "niece": ("niece", "niece", "F"), "nephew": ("nephew", "nephew", "M"),
    "granddaughter": ("granddaughter", "gdtr", "F"), "grandson": ("grandson", "gson", "M"),
    "mother": ("mother", "mom", "F"), "father": ("father", "dad", "M"),
    "partner": ("partner", "partner", None), "neighbor": ("neighbor", "nbr", None),
    "friend": ("friend", "friend", None), "girlfriend": ("girlfriend", "gf", "F"),
    "boyfriend": ("boyfriend", "bf", "M"), "daughter-in-law": ("daughter-in-law", "dil", "F"),
    "son-in-law": ("son-in-law", "sil", "M"), "stepson": ("stepson", "stepson", "M"),
}

CREDS = {
    "att": ["MD", "MD", "DO"], "res": ["MD", "MD", "DO"], "np": ["NP", "PA-C", "APRN", "FNP-C"],
    "rn": ["RN", "RN", "BSN, RN"], "cm": ["RN, CCM", "RN", "BSN, RN"], "sw": ["LCSW", "MSW", "LICSW"],
    "pt": ["PT, DPT", "DPT", "PT"], "ot": ["OTR/L", "OT"], "pharm": ["PharmD", "PharmD, BCPS", "RPh"],
    "rt": ["RRT", "RT"], "cons": ["MD", "MD", "DO"], "surg": ["MD", "MD, FACS", "DO"],
    "asst": ["MD", "PA-C", "MD"], "anes": ["MD", "DO"], "crna": ["CRNA"], "ed": ["MD", "DO", "MD"],
    "pcp": ["MD", "DO", "MD"], "scribe": [""], "tx": [""], "fellow": ["MD", "DO"],
}


class Person:
    def __init__(self, rng, sex=None, role=None, last=None, avoid=None):
        self.sex = sex or rng.choice("FM")
        avoid = avoid if avoid is not None else set()
        for _ in range(30):
            self.first = rng.choice(pools.FEMALE if self.sex == "F" else pools.MALE)
            self.last = last or rng.choice(pools.SURNAMES)
            if self.first not in avoid and (last or self.last not in avoid):
                break
        avoid.add(self.first)
        if not last:
            avoid.add(self.last)
        self.mi = rng.choice(pools.MIDDLE) if rng.random() < 0.4 else None
        self.role = role
        self.cred = rng.choice(CREDS.get(role, ["MD"]))
        u = rng.randrange(5)
        f, l = self.first.lower(), self.last.lower()
        if u == 0:
            self.user = f[0] + l[:7] + str(rng.randint(1, 9))
        elif u == 1:
            self.user = l[:6] + f[0]
        elif u == 2:
            self.user = f + "." + l
        elif u == 3:
            self.user = f[0] + (self.mi or "x").lower() + l[:5] + str(rng.randint(10, 99))
        else:
            self.user = l + str(rng.randint(1, 99))
        self.pager = ids.pager(rng)
        self.phone = ids.phone(rng)

    def full(self, mi=False):
        if mi and self.mi:
            return "%s %s. %s" % (self.first, self.mi, self.last)
        return "%s %s" % (self.first, self.last)

    def initials(self):
        return (self.first[0] + self.last[0]).lower()


class Case:
    def __init__(self, rng, genre, terse, idx):
        self.rng = rng
        self.genre = genre
        self.terse = terse
        self.idx = idx
        r = rng
        self.sex = r.choice("FM")
        self.used = set()
        self.p = Person(r, self.sex, "patient", avoid=self.used)
        if r.random() < 0.55:
            self.p.mi = r.choice(pools.MIDDLE)
        self.months = None
        if genre == "ed" and r.random() < 0.15:
            self.months = r.randint(4, 30)
            self.age = 0
        else:
            self.age = r.choice([r.randint(19, 45), r.randint(40, 79), r.randint(55, 89), r.randint(60, 99)])
        self.d0 = ids.rand_date(r)
        self.los = r.randint(2, 11)
        self.d1 = self.d0 + dt.timedelta(days=self.los)
        if self.months is not None:
            self.dob = self.d0 - dt.timedelta(days=int(self.months * 30.4) + r.randint(0, 20))
        else:
            doy = self.d0.timetuple().tm_yday
            self.dob = dt.date(self.d0.year - self.age, 1, 1) + dt.timedelta(days=r.randrange(max(1, doy - 1)))
        h = r.choice(pools.HOSPITALS)
        self.hosp_name, self.hosp_acr, self.hosp_city, self.hosp_state = h
        o = r.choice(pools.OUTSIDE)
        self.osh_name, self.osh_city, self.osh_state = o
        # home address: often the hospital's state
        self.state_abbr = self.hosp_state if r.random() < 0.7 else r.choice(pools.STATES)[1]
        self.state_name = pools.ABBR2NAME[self.state_abbr]
        self.city = r.choice(pools.CITIES)
        self.county = r.choice(pools.COUNTIES)
        self.street = ids.street(r)
        self.zip = ids.zipcode(r)
        self.home_phone = ids.phone(r)
        self.cell = ids.phone(r, style=r.choice([0, 1, 2, 5]))
        self.email = ids.email(r, self.p.first, self.p.last)
        self.mrn = ids.mrn(r)
        self.acct = ids.account(r)
        self.ssn = ids.ssn(r)
        self.insurer = r.choice(pools.INSURERS)
        self.member = ids.member_id(r)
        self.group = ids.group_no(r)
        self.dl = ids.dl(r)
        self.dl_state = self.state_abbr if r.random() < 0.8 else r.choice(pools.STATES)[1]
        self.profession = r.choice(pools.PROFESSIONS)
        self.employer = r.choice(pools.EMPLOYERS + pools.SCHOOLS)
        if self.months is not None:
            self.employer = r.choice(pools.DAYCARES)
        self.country = r.choice(pools.COUNTRIES)
        self.room = ids.room(r)
        self.bed = str(r.randint(1, 28))
        self.unit = r.choice(pools.UNITS)
        self.building = r.choice(pools.BUILDINGS)
        self.snf_name, self.snf_short = r.choice(pools.SNFS)
        self.clinic = r.choice(pools.CLINICS)
        if self.months is not None:
            self.clinic = r.choice(pools.PEDS_CLINICS)
        self.pharmacy = r.choice(pools.PHARMACIES)
        self.hh = r.choice(pools.HOME_HEALTH)
        self.dme = r.choice(pools.DME)
        self.transport = r.choice(pools.TRANSPORT)
        self.church = r.choice(pools.CHURCHES)
        self.agency = r.choice(pools.AGENCIES)
        self.landmark = r.choice(pools.LANDMARKS)
        # relatives
        self.fam = []
        rels = list(REL)
        n = r.choice([2, 2, 3, 3, 4])
        used = set()
        married = self.sex == "F" and "husband" or "wife"
        cand = [married, "daughter", "son", "sister", "brother", "niece", "granddaughter", "grandson",
                "neighbor", "friend", "partner", "daughter-in-law", "son-in-law", "nephew", "stepson"]
        if self.age < 40:
            cand = ["mother", "father", "girlfriend", "boyfriend", "sister", "brother", "friend", married]
        if self.months is not None:
            cand = ["mother", "father", "mother", "father"]
        for _ in range(n):
            rel = r.choice(cand)
            if rel in used:
                continue
            used.add(rel)
            sx = REL[rel][2]
            same = rel in ("husband", "wife", "daughter", "son", "brother", "mother", "father", "grandson",
                           "granddaughter") and r.random() < 0.7
            f = Person(r, sx, "family", last=self.p.last if same else None, avoid=self.used)
            f.rel = rel
            f.age = None
            self.fam.append(f)
        if not self.fam:
            f = Person(r, "F", "family", avoid=self.used)
            f.rel = "daughter"
            self.fam.append(f)
        self._staff = {}

    # ------------------------------------------------------------ helpers
    def staff(self, role, k=0):
        key = (role, k)
        if key not in self._staff:
            self._staff[key] = Person(self.rng, None, role, avoid=self.used)
        return self._staff[key]

    def day(self, i):
        return self.d0 + dt.timedelta(days=i)

    def hon(self):
        r = self.rng
        if self.sex == "M":
            h = "Mr."
        else:
            h = r.choice(["Ms.", "Mrs.", "Ms."])
        if self.terse:
            h = h.rstrip(".")
        return h

    # patient name forms
    def pt(self, form):
        p = self.p
        if form == "full":
            return P("PATIENT", p.full(mi=True))
        if form == "plain":
            return P("PATIENT", p.full())
        if form == "title":
            return [self.hon() + " ", P("PATIENT", p.last)]
        if form == "first":
            return P("PATIENT", p.first)
        if form == "last":
            return P("PATIENT", p.last)
        if form == "init":
            return P("PATIENT", "%s.%s." % (p.first[0], p.last[0]))
        if form == "hdr":
            s = "%s, %s" % (p.last.upper(), p.first.upper())
            if p.mi:
                s += " " + p.mi
            return P("PATIENT", s)
        if form == "lastfirst":
            return P("PATIENT", "%s, %s" % (p.last, p.first))
        raise ValueError(form)

    def pt_ref(self):
        r = self.rng
        if self.terse:
            return r.choice(["pt", "pt", "pt", "pt", self.pt("first"), self.pt("init"), self.pt("last"),
                             self.pt("title")])
        return r.choice([self.pt("title"), self.pt("title"), self.pt("title"), "the patient", "the patient",
                         self.pt("first"), self.pt("plain")])

    def pt_subj(self):
        """sentence-initial mention"""
        r = self.rng
        if self.terse:
            return r.choice(["pt", "pt", self.pt("first"), self.pt("init")])
        return r.choice([self.pt("title"), self.pt("title"), "The patient", self.pt("plain")])

    # staff name forms
    def doc(self, person, form=None):
        r = self.rng
        if form is None:
            form = r.choice(["dr", "dr", "full_cred", "dr_full", "last", "init_last"])
            if person.role in ("rn", "cm", "sw", "pt", "ot", "pharm", "rt", "np", "crna", "scribe", "tx"):
                form = r.choice(["full_cred", "full_cred", "first", "full", "init_last"])
        dr = "dr " if self.terse else "Dr. "
        if form == "dr":
            return [dr, P("DOCTOR", person.last)]
        if form == "dr_full":
            return [dr, P("DOCTOR", person.full())]
        if form == "full_cred":
            sep = r.choice([", ", " "]) if not self.terse else " "
            return [P("DOCTOR", person.full(mi=True)), (sep + person.cred) if person.cred else ""]
        if form == "full":
            return P("DOCTOR", person.full())
        if form == "last":
            return P("DOCTOR", person.last)
        if form == "first":
            return P("DOCTOR", person.first)
        if form == "init_last":
            return P("DOCTOR", "%s. %s" % (person.first[0], person.last))
        raise ValueError(form)

    def fam_ref(self, f, name_form=None, poss=True, cap=False):
        """'her daughter Beth' / 'dtr beth'"""
        r = self.rng
        if cap:
            out = self.fam_ref(f, name_form, poss)
            if isinstance(out[0], str):
                out = [out[0][0].upper() + out[0][1:]] + out[1:]
            return out
        name_form = name_form or r.choice(["first", "first", "full"])
        nm = P("FAMILY", f.first if name_form == "first" else f.full())
        rel = REL[f.rel][1] if self.terse else REL[f.rel][0]
        if self.terse:
            return [rel + " ", nm]
        pr = ("his " if self.sex == "M" else "her ") if poss else ""
        if r.random() < 0.3:
            return [nm, " (" + rel + ")"]
        return [pr + rel + " ", nm]

    # places
    def hosp(self):
        return P("HOSPITAL", self.rng.choice([self.hosp_name, self.hosp_acr, self.hosp_acr]))

    def hosp_state_ref(self):
        if self.rng.random() < 0.75:
            return P("STATE", self.hosp_state)
        return P("STATE", pools.ABBR2NAME[self.hosp_state])

    def addr(self):
        st = P("STATE", self.state_abbr if self.rng.random() < 0.8 else self.state_name)
        return [P("STREET", self.street), ", ", P("CITY", self.city), ", ", st, " ", P("ZIP", self.zip)]

    def osh(self):
        st = P("STATE", self.osh_state if self.rng.random() < 0.7 else pools.ABBR2NAME[self.osh_state])
        return [P("HOSPITAL", self.osh_name), " in ", P("CITY", self.osh_city), ", ", st]

    # ------------------------------------------------------------ context
    def ctx(self):
        c = self
        r = self.rng
        he = "he" if self.sex == "M" else "she"
        his = "his" if self.sex == "M" else "her"
        him = "him" if self.sex == "M" else "her"
        if self.months is not None:
            age = P("AGE", str(self.months))
        else:
            age = P("AGE", str(self.age))
        art = "an " if (age.text.startswith("8") or age.text in ("11", "18")) else "a "
        x = {
            "he": he, "He": he.capitalize(), "his": his, "His": his.capitalize(), "him": him,
            "man": "man" if self.sex == "M" else "woman", "sx": self.sex, "sxl": self.sex.lower(),
            "male": "male" if self.sex == "M" else "female",
            "age": age,
            "art": art,
            "aage": [art, age],
            "pt": c.pt_ref, "Pt": c.pt_subj,
            "ptfull": lambda: c.pt("full"), "ptplain": lambda: c.pt("plain"), "pttitle": lambda: c.pt("title"),
            "ptfirst": lambda: c.pt("first"), "ptlast": lambda: c.pt("last"), "ptinit": lambda: c.pt("init"),
            "pthdr": lambda: c.pt("hdr"), "ptlf": lambda: c.pt("lastfirst"),
            "hosp": c.hosp, "hospname": lambda: P("HOSPITAL", c.hosp_name),
            "hospacr": lambda: P("HOSPITAL", c.hosp_acr),
            "hospcity": lambda: P("CITY", c.hosp_city), "hospst": c.hosp_state_ref,
            "osh": c.osh, "oshname": lambda: P("HOSPITAL", c.osh_name),
            "oshcity": lambda: P("CITY", c.osh_city), "oshst": lambda: P("STATE", c.osh_state),
            "addr": c.addr, "street": lambda: P("STREET", c.street), "city": lambda: P("CITY", c.city),
            "county": lambda: P("CITY", c.county),
            "st": lambda: P("STATE", c.state_abbr), "stname": lambda: P("STATE", c.state_name),
            "zip": lambda: P("ZIP", c.zip),
            "homephone": lambda: P("PHONE", c.home_phone), "cell": lambda: P("PHONE", c.cell),
            "email": lambda: P("EMAIL", c.email),
            "mrn": lambda: P("MRN", c.mrn), "acct": lambda: P("ACCOUNT", c.acct),
            "ssn": lambda: P("SSN", c.ssn), "ssn4": lambda: P("SSN", c.ssn[-4:]),
            "insurer": lambda: P("ORGANIZATION", c.insurer), "member": lambda: P("HEALTHPLAN", c.member),
            "group": lambda: P("HEALTHPLAN", c.group),
            "dl": lambda: P("LICENSE", c.dl), "dlst": lambda: P("STATE", c.dl_state),
            "prof": lambda: P("PROFESSION", c.profession),
            "aprof": lambda: [("an " if c.profession[0] in "aeio" else "a "), P("PROFESSION", c.profession)], "employer": lambda: P("ORGANIZATION", c.employer),
            "country": lambda: P("COUNTRY", c.country),
            "room": lambda: P("LOCATION_OTHER", c.room), "bed": lambda: P("LOCATION_OTHER", c.bed),
            "unit": lambda: P("HOSPITAL", c.unit), "building": lambda: P("LOCATION_OTHER", c.building),
            "snf": lambda: P("HOSPITAL", r.choice([c.snf_name, c.snf_name, c.snf_short])),
            "snfname": lambda: P("HOSPITAL", c.snf_name),
            "clinic": lambda: P("HOSPITAL", c.clinic), "pharmacy": lambda: P("HOSPITAL", c.pharmacy),
            "hh": lambda: P("ORGANIZATION", c.hh), "dme": lambda: P("ORGANIZATION", c.dme),
            "transport": lambda: P("ORGANIZATION", c.transport), "church": lambda: P("ORGANIZATION", c.church),
            "agency": lambda: P("ORGANIZATION", c.agency), "landmark": lambda: P("LOCATION_OTHER", c.landmark),
            "dob": lambda: ids.D(c.dob, r.choice(["mdy", "mdy", "mdy_nopad", "iso", "long", "dmy"])),
            "adm": lambda: ids.D(c.d0, r.choice(["mdy", "mdy_nopad", "mdy2", "long", "md"])),
            "dc": lambda: ids.D(c.d1, r.choice(["mdy", "mdy_nopad", "mdy2", "long", "md"])),
            "admf": lambda: ids.D(c.d0, "mdy"), "dcf": lambda: ids.D(c.d1, "mdy"),
        }
        # staff keys
        for role in ("att", "res", "np", "rn", "cm", "sw", "pt", "ot", "pharm", "rt", "cons", "surg", "asst",
                     "anes", "crna", "ed", "pcp", "scribe", "tx", "fellow"):
            x["doc_" + role] = (lambda ro: (lambda: c.doc(c.staff(ro))))(role)
            x["dr_" + role] = (lambda ro: (lambda: c.doc(c.staff(ro), "dr")))(role)
            x["full_" + role] = (lambda ro: (lambda: c.doc(c.staff(ro), "full_cred")))(role)
            x["user_" + role] = (lambda ro: (lambda: P("USERNAME", c.staff(ro).user)))(role)
            x["pager_" + role] = (lambda ro: (lambda: P("PHONE", c.staff(ro).pager)))(role)
        for i in range(4):
            if i < len(self.fam):
                f = self.fam[i]
                x["fam%d" % i] = (lambda ff: (lambda: c.fam_ref(ff)))(f)
                x["Fam%d" % i] = (lambda ff: (lambda: c.fam_ref(ff, cap=True)))(f)
                x["fam%dn" % i] = (lambda ff: (lambda: P("FAMILY", ff.first if r.random() < 0.6 else ff.full())))(f)
                x["fam%dfull" % i] = (lambda ff: (lambda: P("FAMILY", ff.full())))(f)
                x["fam%dfirst" % i] = (lambda ff: (lambda: P("FAMILY", ff.first)))(f)
                x["Fam%dfirst" % i] = x["fam%dfirst" % i]
                x["fam%drel" % i] = REL[f.rel][1] if self.terse else REL[f.rel][0]
                x["fam%dph" % i] = (lambda ff: (lambda: P("PHONE", ff.phone)))(f)
            else:
                f = self.fam[0]
                for k in ("", "n", "full", "first", "rel", "ph"):
                    x["fam%d%s" % (i, k)] = x["fam0" + k]
                x["Fam%d" % i] = x["Fam0"]
                x["Fam%dfirst" % i] = x["fam0first"]
        return x
