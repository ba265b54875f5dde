"""Per-note case: the invented people, places, identifiers and dates of one
note, and a template context whose slots hand out P(...) PHI values."""
import datetime as dt

from seg import P, Seq
from values import Gen, STATES, COUNTRIES, PROFESSIONS, EMPLOYERS, CHURCHES, LANDMARKS, \
    BUILDINGS, HOLIDAYS, INSURERS, HHA, DME, TRANSPORT, FUNERAL, COUNTIES, age_words

REL = {  # relation: (full word, shorthand list, sex)
    "daughter": ("daughter", ["dtr", "dau", "daughter"], "F"),
    "son": ("son", ["son"], "M"),
    "wife": ("wife", ["wf", "wife"], "F"),
    "husband": ("husband", ["hus", "husb", "husband"], "M"),
    "sister": ("sister", ["sis", "sister"], "F"),
    "brother": ("brother", ["bro", "brother"], "M"),
    "grandson": ("grandson", ["gson", "grandson"], "M"),
    "granddaughter": ("granddaughter", ["gdtr", "granddaughter"], "F"),
    "neighbor": ("neighbor", ["nbr", "neighbor"], None),
    "niece": ("niece", ["niece"], "F"),
    "nephew": ("nephew", ["neph", "nephew"], "M"),
    "friend": ("friend", ["friend"], None),
    "partner": ("partner", ["partner"], None),
    "mother": ("mother", ["mom", "mother"], "F"),
    "son-in-law": ("son-in-law", ["SIL", "son-in-law"], "M"),
    "daughter-in-law": ("daughter-in-law", ["DIL", "daughter-in-law"], "F"),
}


def the_split(s, typ):
    if s.startswith("the "):
        return Seq(["the ", P(s[4:], typ)])
    return P(s, typ)


class Staff:
    def __init__(self, g, p, cred, role):
        self.p, self.cred, self.role = p, cred, role
        self.user = g.username(p)
        self.pager = g.pager()


class Relative:
    def __init__(self, g, rel, pt, wordy, shorthand):
        full, sh, sex = REL[rel]
        self.rel = rel
        self.word = g.pick(sh) if shorthand else full
        sex = sex or g.pick("MF")
        same = rel in ("daughter", "son", "brother", "sister", "grandson", "granddaughter",
                       "wife", "mother") and g.r.random() < 0.6
        self.p = g.person(sex, wordy=wordy, surname=pt.p.last if same else None)
        self.phone = g.phone(pt.st_abbr)
        self.prof = g.pick(PROFESSIONS)
        self.age = None


class Patient:
    pass


class Case:
    def __init__(self, rng, style, genre):
        self.r = rng
        self.g = g = Gen(rng)
        self.style = style
        self.genre = genre
        # hospital and locale
        self.state = g.state()
        self.st_name, self.st_abbr = self.state
        self.locale = "en-US/" + self.st_abbr
        self.hosp_town = g.town()
        self.hosp, self.hosp_abbr = g.hospital(self.hosp_town)
        self.ward = g.ward()
        self.room = g.room()
        self.bed = g.pick(["1", "2", "A", "B", "W", "D"])
        self.building = g.pick(BUILDINGS)
        self.hosp_phone = g.phone(self.st_abbr)
        self.hosp_fax = g.phone(self.st_abbr, fmt=g.r.randint(0, 3))
        self.hosp_ip = g.ip()
        # outside hospital
        self.osh_state = g.pick(STATES) if g.r.random() < 0.35 else self.state
        self.osh_town = g.town()
        self.osh, self.osh_abbr = g.hospital(self.osh_town)
        # patient
        pt = self.pt = Patient()
        pt.sex = g.pick("MF")
        pt.p = g.person(pt.sex)
        pt.nick = g.pick(["Bud", "Sissy", "Red", "Doc", "Tiny", "Peaches", "Junior", "Skip"]) \
            if g.r.random() < 0.15 else None
        lo, hi = (19, 99) if g.r.random() < 0.2 else (44, 94)
        pt.age = g.r.randint(lo, hi)
        self.adm = g.date_in()
        self.los = g.r.randint(2, 12)
        self.today = self.adm + dt.timedelta(days=g.r.randint(1, self.los))
        self.dc = self.adm + dt.timedelta(days=self.los)
        pt.dob = dt.date(self.adm.year - pt.age, g.r.randint(1, 12), g.r.randint(1, 28))
        if (pt.dob.month, pt.dob.day) > (self.adm.month, self.adm.day):
            pt.dob = pt.dob.replace(year=pt.dob.year - 1)
        pt.st_name, pt.st_abbr = self.state if g.r.random() < 0.85 else g.state()
        pt.city = g.town() if g.r.random() < 0.8 else self.hosp_town
        pt.street = g.street()
        pt.zip = g.zip()
        pt.county = g.pick(COUNTIES)
        pt.phone = g.phone(pt.st_abbr)
        pt.cell = g.phone(pt.st_abbr)
        pt.email = g.email(pt.p)
        pt.prof = g.pick(PROFESSIONS)
        pt.retired = g.r.random() < 0.45
        pt.employer = g.pick(EMPLOYERS)
        pt.country = g.pick(COUNTRIES)
        pt.mrn = g.mrn()
        pt.acct = g.acct()
        pt.ssn = g.ssn()
        pt.hp = g.healthplan()
        pt.grp = g.group()
        pt.insurer = g.pick(INSURERS)
        pt.insurer2 = g.pick(INSURERS)
        pt.dl = g.dl()
        pt.dl_st = g.pick(STATES) if g.r.random() < 0.3 else self.state
        pt.plate = g.plate()
        pt.vin = g.vin()
        pt.church = g.pick(CHURCHES)
        pt.landmark = g.pick(LANDMARKS)
        pt.device_sn = g.serial()
        pt.bioid = g.bioid()
        pt.portal_user = g.username(pt.p)
        # staff
        self.att = self.staff(g.pick(["MD", "MD", "DO"]), "attending")
        self.res = self.staff(g.pick(["MD", "DO", "MD, PGY-2", "MD PGY1"]), "resident")
        self.np = self.staff(g.pick(["NP", "PA-C", "ACNP", "PA"]), "app")
        self.rn = self.staff(g.pick(["RN", "RN", "BSN, RN", "LPN"]), "nurse")
        self.rn2 = self.staff("RN", "nurse")
        self.cm = self.staff(g.pick(["RN, CCM", "RN CM", "MSW", "LCSW"]), "case manager")
        self.sw = self.staff(g.pick(["LCSW", "MSW", "LMSW"]), "social work")
        self.ptx = self.staff(g.pick(["PT, DPT", "DPT", "OTR/L"]), "therapy")
        self.pharm = self.staff("PharmD", "pharmacist")
        self.chap = self.staff(g.pick(["MDiv", "BCC", ""]), "chaplain")
        self.cons = self.staff(g.pick(["MD", "DO"]), "consultant")
        self.fellow = self.staff(g.pick(["MD", "DO"]), "fellow")
        self.pcp = self.staff(g.pick(["MD", "DO", "NP", "MD"]), "pcp")
        self.pcp_clinic = g.clinic(pt.city, self.pcp.p.last)
        self.pcp_phone = g.phone(pt.st_abbr)
        self.pcp_fax = g.phone(pt.st_abbr, fmt=g.r.randint(0, 3))
        self.scribe = self.staff("", "scribe")
        self.interp = self.staff(g.pick(["CMI", "", "certified interpreter"]), "interpreter")
        # family
        self.fam = []

    def staff(self, cred, role):
        return Staff(self.g, self.g.person(), cred, role)

    def relative(self, rel, wordy=0.55, shorthand=None):
        if shorthand is None:
            shorthand = self.style == "lower" or self.r.random() < 0.4
        x = Relative(self.g, rel, self.pt, wordy, shorthand)
        x.age = self.g.r.randint(18, 75)
        self.fam.append(x)
        return x

    # ---------------------------------------------------------------------
    # value makers
    def d(self, date, kind=None, year=True):
        return P(self.g.fmt(date, kind, year), "DATE")

    def dplus(self, days, kind=None):
        return self.d(self.today + dt.timedelta(days=days), kind)

    def name(self, p, typ, form=None):
        g = self.g
        if form is None:
            form = g.pick(["full", "full", "last", "lf", "fmi", "first_last"])
        if form == "full" or form == "first_last":
            return P(p.full, typ)
        if form == "last":
            return P(p.last, typ)
        if form == "first":
            return P(p.first, typ)
        if form == "lf":
            return P("%s, %s" % (p.last, p.first), typ)
        if form == "LF":
            return P(("%s, %s %s" % (p.last, p.first, p.mi)).upper(), typ)
        if form == "fmi":
            return P("%s %s. %s" % (p.first, p.mi, p.last), typ)
        if form == "init":
            return P("%s.%s." % (p.first[0], p.last[0]), typ)
        if form == "initial_last":
            return P("%s. %s" % (p.first[0], p.last), typ)
        if form == "lowinit":
            return P("%s%s" % (p.first[0].lower(), p.last[0].lower()), typ)
        raise ValueError(form)

    def dr(self, s, form=None):
        """Dr. Last / Dr Last / Last MD / Full, MD"""
        g = self.g
        k = form if form is not None else g.r.randint(0, 5)
        if k == 0:
            return Seq(["Dr. ", P(s.p.last, "DOCTOR")])
        if k == 1:
            return Seq(["Dr ", P(s.p.last, "DOCTOR")])
        if k == 2:
            return Seq(["Dr. ", P(s.p.full, "DOCTOR")])
        if k == 3:
            return Seq([P(s.p.full, "DOCTOR"), ", " + s.cred if s.cred else ""])
        if k == 4:
            return Seq([P("%s. %s" % (s.p.first[0], s.p.last), "DOCTOR"), " " + s.cred if s.cred else ""])
        return Seq(["Dr. ", P(s.p.last, "DOCTOR")])

    def staffname(self, s, cred=True, form=None):
        g = self.g
        form = form or g.pick(["full", "full", "initial_last", "first", "fmi"])
        n = self.name(s.p, "DOCTOR", form)
        if cred and s.cred and form != "first":
            return Seq([n, g.pick([", ", " "]) + s.cred])
        return n

    def agesx(self, word=False):
        g, pt = self.g, self.pt
        a = P(str(pt.age), "AGE")
        sx = pt.sex
        if word:
            return Seq([P(age_words(pt.age), "AGE"), "-year-old " + ("woman" if sx == "F" else "man")])
        k = g.r.randint(0, 6)
        if k == 0:
            return Seq([a, "yo" + sx])
        if k == 1:
            return Seq([a, " y/o " + ("female" if sx == "F" else "male")])
        if k == 2:
            return Seq([a, sx])
        if k == 3:
            return Seq([a, "-year-old " + ("woman" if sx == "F" else "man")])
        if k == 4:
            return Seq([a, " yo " + sx])
        if k == 5:
            return Seq([a, " " + sx])
        return Seq([a, "yo " + ("F" if sx == "F" else "M")])

    def addr(self, p=None, oneline=True):
        pt = self.pt
        st = P(pt.st_abbr if self.g.r.random() < 0.8 else pt.st_name, "STATE")
        sep = ", " if oneline else "\n"
        return Seq([P(pt.street, "STREET"), sep, P(pt.city, "CITY"), ", ", st, " ", P(pt.zip, "ZIP")])

    def place(self, town, state, abbr=True):
        return Seq([P(town, "CITY"), ", ", P(state[1] if abbr else state[0], "STATE")])

    def hospany(self):
        return P(self.hosp_abbr if self.g.r.random() < 0.4 else self.hosp, "HOSPITAL")

    def oshany(self):
        return P(self.osh_abbr if self.g.r.random() < 0.4 else self.osh, "HOSPITAL")

    def rel_name(self, x, form=None):
        g = self.g
        form = form or g.pick(["first", "first", "first", "full"])
        return self.name(x.p, "FAMILY", form)

    def rel_ref(self, x, form=None):
        """'dtr Hope' / 'his daughter Hope Kessler'"""
        return Seq([x.word + " ", self.rel_name(x, form)])

    def ctx(self):
        g, pt = self.g, self.pt
        he = "she" if pt.sex == "F" else "he"
        his = "her" if pt.sex == "F" else "his"
        him = "her" if pt.sex == "F" else "him"
        title = g.pick(["Ms.", "Mrs.", "Ms"]) if pt.sex == "F" else g.pick(["Mr.", "Mr"])
        c = {
            "he": he, "He": he.capitalize(), "his": his, "His": his.capitalize(), "him": him,
            "man": "woman" if pt.sex == "F" else "man",
            "pt_full": lambda: self.name(pt.p, "PATIENT", g.pick(["full", "fmi", "full"])),
            "pt_first": lambda: P(pt.p.first, "PATIENT"),
            "pt_last": lambda: P(pt.p.last, "PATIENT"),
            "pt_lf": lambda: self.name(pt.p, "PATIENT", g.pick(["lf", "LF"])),
            "pt_LF": lambda: self.name(pt.p, "PATIENT", "LF"),
            "pt_init": lambda: self.name(pt.p, "PATIENT", "init"),
            "pt_mr": lambda: Seq([title + " ", P(pt.p.last, "PATIENT")]),
            "pt_ref": lambda: g.pick([Seq([title + " ", P(pt.p.last, "PATIENT")]), "pt",
                                      "the patient", Seq([title + " ", P(pt.p.last, "PATIENT")]),
                                      P(pt.p.first, "PATIENT")]),
            "pt_nick": lambda: P(pt.nick or pt.p.first, "PATIENT"),
            "age": lambda: P(str(pt.age), "AGE"),
            "agesx": lambda: self.agesx(),
            "agewords": lambda: self.agesx(word=True),
            "dob": lambda: self.d(pt.dob, g.pick(["slash", "slash", "iso", "slash2", "long"])),
            "mrn": lambda: P(pt.mrn, "MRN"),
            "acct": lambda: P(pt.acct, "ACCOUNT"),
            "ssn": lambda: P(pt.ssn, "SSN"),
            "hp": lambda: P(pt.hp, "HEALTHPLAN"),
            "grp": lambda: P(pt.grp, "HEALTHPLAN"),
            "insurer": lambda: P(pt.insurer if self.style != "lower" and g.r.random() < 0.6
                                 else pt.insurer.lower(), "ORGANIZATION"),
            "insurer2": lambda: P(pt.insurer2, "ORGANIZATION"),
            "dl": lambda: P(pt.dl, "LICENSE"),
            "dl_st": lambda: P(pt.dl_st[1] if g.r.random() < 0.6 else pt.dl_st[0], "STATE"),
            "plate": lambda: P(pt.plate, "VEHICLE"),
            "vin": lambda: P(pt.vin, "VEHICLE"),
            "device_sn": lambda: P(pt.device_sn, "DEVICE"),
            "bioid": lambda: P(pt.bioid, "BIOID"),
            "addr": lambda: self.addr(),
            "street": lambda: P(pt.street, "STREET"),
            "city": lambda: P(pt.city, "CITY"),
            "county": lambda: P(pt.county, "CITY"),
            "state": lambda: P(pt.st_abbr if g.r.random() < 0.6 else pt.st_name, "STATE"),
            "zip": lambda: P(pt.zip, "ZIP"),
            "pt_phone": lambda: P(pt.phone, "PHONE"),
            "pt_cell": lambda: P(pt.cell, "PHONE"),
            "pt_email": lambda: P(pt.email, "EMAIL"),
            "portal_user": lambda: P(pt.portal_user, "USERNAME"),
            "prof": lambda: P(pt.prof, "PROFESSION"),
            "employer": lambda: P(pt.employer, "ORGANIZATION"),
            "country": lambda: the_split(pt.country, "COUNTRY"),
            "church": lambda: P(pt.church, "ORGANIZATION"),
            "landmark": lambda: the_split(pt.landmark, "LOCATION_OTHER"),
            "hosp": lambda: P(self.hosp, "HOSPITAL"),
            "hosp_abbr": lambda: P(self.hosp_abbr, "HOSPITAL"),
            "hospany": self.hospany,
            "hosp_town": lambda: P(self.hosp_town, "CITY"),
            "hosp_phone": lambda: P(self.hosp_phone, "PHONE"),
            "hosp_fax": lambda: P(self.hosp_fax, "FAX"),
            "ward": lambda: P(self.ward, "HOSPITAL"),
            "room": lambda: P(self.room, "LOCATION_OTHER"),
            "bed": lambda: P(self.bed, "LOCATION_OTHER"),
            "building": lambda: P(self.building, "LOCATION_OTHER"),
            "osh": lambda: P(self.osh, "HOSPITAL"),
            "osh_abbr": lambda: P(self.osh_abbr, "HOSPITAL"),
            "oshany": self.oshany,
            "osh_place": lambda: self.place(self.osh_town, self.osh_state, g.r.random() < 0.7),
            "adm_date": lambda: self.d(self.adm, g.pick(["slash", "slash2", "long", "abbr", "iso"])),
            "adm_short": lambda: self.d(self.adm, "short"),
            "today": lambda: self.d(self.today, g.pick(["slash", "slash2", "long", "abbr", "iso", "dmy"])),
            "today_short": lambda: self.d(self.today, "short"),
            "today_wk": lambda: self.d(self.today, g.pick(["wk", "wkshort"])),
            "dc_date": lambda: self.d(self.dc, g.pick(["slash", "slash2", "long", "abbr"])),
            "holiday": lambda: P(g.pick(HOLIDAYS).replace("the Fourth", "Fourth"), "DATE"),
            "hha": lambda: P(g.pick(HHA), "ORGANIZATION"),
            "dme": lambda: P(g.pick(DME), "ORGANIZATION"),
            "transport": lambda: P(g.pick(TRANSPORT), "ORGANIZATION"),
            "funeral": lambda: P(g.pick(FUNERAL), "ORGANIZATION"),
            "snf": lambda: P(g.snf(), "HOSPITAL"),
            "pcp": lambda: self.dr(self.pcp),
            "pcp_clinic": lambda: P(self.pcp_clinic, "HOSPITAL"),
            "pcp_phone": lambda: P(self.pcp_phone, "PHONE"),
            "pcp_fax": lambda: P(self.pcp_fax, "FAX"),
            "ip": lambda: P(self.hosp_ip, "IPADDR"),
            "url": lambda: P(g.url(self.hosp_abbr + "health"), "URL"),
            "acc": lambda: P(g.accession(), "IDNUM"),
            "ordno": lambda: P(g.order(), "IDNUM"),
            "authno": lambda: P(g.auth(), "IDNUM"),
            "npi": lambda: P(g.npi(), "LICENSE"),
            "dea": lambda: P(g.dea(), "LICENSE"),
            "ext": lambda: P(str(g.r.randint(2000, 7999)), "PHONE"),
            "time": lambda: "%02d%02d" % (g.r.randint(0, 23), g.pick([0, 5, 10, 15, 20, 30, 40, 45, 50])),
            "time_c": lambda: "%02d:%02d" % (g.r.randint(0, 23), g.r.randint(0, 59)),
        }
        for key in ("att", "res", "np", "rn", "rn2", "cm", "sw", "ptx", "pharm", "chap", "cons",
                    "fellow", "pcp_s", "scribe", "interp"):
            s = self.pcp if key == "pcp_s" else getattr(self, key)
            c[key] = (lambda s=s: self.staffname(s))
            c[key + "_dr"] = (lambda s=s: self.dr(s))
            c[key + "_last"] = (lambda s=s: P(s.p.last, "DOCTOR"))
            c[key + "_first"] = (lambda s=s: P(s.p.first, "DOCTOR"))
            c[key + "_full"] = (lambda s=s: P(s.p.full, "DOCTOR"))
            c[key + "_lf"] = (lambda s=s: P("%s, %s" % (s.p.last, s.p.first), "DOCTOR"))
            c[key + "_cred"] = s.cred
            c[key + "_user"] = (lambda s=s: P(s.user, "USERNAME"))
            c[key + "_pager"] = (lambda s=s: P(s.pager, "PHONE"))
            c[key + "_init"] = (lambda s=s: P((s.p.first[0] + s.p.last[0]).lower(), "DOCTOR"))
            c[key + "_email"] = (lambda s=s: P(g.email(s.p, self.hosp_abbr.lower()), "EMAIL"))
            c[key + "_npi"] = (lambda s=s: P(g.npi(), "LICENSE"))
        return c

    def add_family(self, c, rels, wordy=0.55):
        """Register relatives as r1, r2, ... slots."""
        out = []
        for i, rel in enumerate(rels, 1):
            x = self.relative(rel, wordy)
            k = "r%d" % i
            c[k] = (lambda x=x: self.rel_ref(x))
            c[k + "_name"] = (lambda x=x: self.rel_name(x))
            c[k + "_first"] = (lambda x=x: P(x.p.first, "FAMILY"))
            c[k + "_full"] = (lambda x=x: P(x.p.full, "FAMILY"))
            c[k + "_word"] = x.word
            c[k + "_phone"] = (lambda x=x: P(x.phone, "PHONE"))
            c[k + "_prof"] = (lambda x=x: P(x.prof, "PROFESSION"))
            c[k + "_age"] = (lambda x=x: P(str(x.age), "AGE"))
            c[k + "_city"] = (lambda x=x: P(self.g.town(), "CITY"))
            c[k + "_email"] = (lambda x=x: P(self.g.email(x.p), "EMAIL"))
            c[k + "_he"] = "she" if x.p.sex == "F" else "he"
            out.append(x)
        return out

    def sig(self, c, who="att"):
        """Sign-off block: name, credential, pager, user name, date."""
        g = self.g
        k = g.r.randint(0, 4)
        if k == 0:
            return Seq(["\n-- ", c[who + "_full"](), ", " + c[who + "_cred"] if c[who + "_cred"] else "",
                        "\nPager ", c[who + "_pager"](), "\nElectronically signed by ", c[who + "_user"](),
                        " on ", self.d(self.today, "slash"), " " + c["time_c"]() + "\n"])
        if k == 1:
            return Seq(["\n", c[who + "_full"](), " " + c[who + "_cred"], " | pgr ", c[who + "_pager"](),
                        " | ", c[who + "_email"](), "\n"])
        if k == 2:
            return Seq(["\nSigned: ", c[who + "_lf"](), " (", c[who + "_user"](), ") ",
                        self.d(self.today, g.pick(["slash", "slash2"])), " ", c["time"](), "\n"])
        if k == 3:
            return Seq(["\n/s/ ", c[who + "_full"](), ", " + c[who + "_cred"] if c[who + "_cred"] else "",
                        "  p. ", c[who + "_pager"](), "\n"])
        return Seq(["\n", c[who + "_full"](), " " + c[who + "_cred"], "\nuser: ", c[who + "_user"](),
                    "   pager: ", c[who + "_pager"](), "\n"])
