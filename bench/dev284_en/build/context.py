"""Per-note world: country vocabulary, site, people, and surface forms that
return note items (plain str or (value, TYPE) tuples)."""
import datetime as dt

import phi
import pools_people as PP
import pools_places as PL

VOCAB = {
    "UK": {"pager": "bleep", "verb": "bleep", "verbed": "bleeped", "op": "switchboard operator", "sm": "Clinical Site Manager",
           "arrest": "2222", "exec": "on-call director", "nok": "NOK", "ed": "ED"},
    "IE": {"pager": "bleep", "verb": "bleep", "verbed": "bleeped", "op": "switchboard", "sm": "Night Nurse Manager (ADON)",
           "arrest": "2222", "exec": "on-call manager", "nok": "NOK", "ed": "ED"},
    "US": {"pager": "pager", "verb": "page", "verbed": "paged", "op": "page operator", "sm": "House Supervisor",
           "arrest": "Code Blue line", "exec": "administrator on call", "nok": "emergency contact",
           "ed": "ED"},
    "AU": {"pager": "pager", "verb": "page", "verbed": "paged", "op": "switchboard", "sm": "After Hours Nurse Manager",
           "arrest": "777", "exec": "executive on call", "nok": "NOK", "ed": "ED"},
    "CA": {"pager": "pager", "verb": "page", "verbed": "paged", "op": "locating", "sm": "Patient Care Manager (nights)",
           "arrest": "code line", "exec": "administrator on call", "nok": "SDM", "ed": "ER"},
}

DOC_ROLES = {
    "UK": ["FY1", "FY2", "SHO", "CT1", "CT2", "ST3", "ST5", "SpR", "Registrar", "Consultant"],
    "IE": ["Intern", "SHO", "Registrar", "SpR", "Consultant", "NCHD"],
    "US": ["PGY-1", "PGY-2", "PGY-3", "Resident", "Fellow", "Attending", "Hospitalist", "NP", "PA-C"],
    "AU": ["Intern", "RMO", "Registrar", "Advanced Trainee", "Consultant", "SRMO"],
    "CA": ["PGY-1", "PGY-2", "PGY-4", "Resident", "Fellow", "Staff physician", "Hospitalist"],
}
NURSE_ROLES = {
    "UK": ["Staff Nurse", "Sister", "Charge Nurse", "Nurse in Charge", "HCA", "Outreach Sister", "CSM"],
    "IE": ["Staff Nurse", "CNM1", "CNM2", "CNM3", "ADON", "HCA"],
    "US": ["RN", "Charge RN", "LPN", "CNA", "Unit Clerk", "House Supervisor"],
    "AU": ["RN", "CN", "NUM", "EN", "AHNM", "CNC"],
    "CA": ["RN", "RPN", "Charge Nurse", "Unit Clerk", "PCM"],
}


class Person:
    def __init__(self, first, last, sex, kind, middle=None):
        self.first, self.last, self.sex, self.kind, self.middle = first, last, sex, kind, middle
        self.role = None
        self.doctor = False
        self.age = None
        self.dob = None

    def initials(self):
        return "".join(x[0] for x in (self.first + " " + self.last).replace("-", " ").split()
                       if x[0].isalpha()).upper()


def pick_name(rng, country, sex=None):
    w = PP.ORIGIN_WEIGHTS[country]
    keys = [k for k in PP.ORIGINS if w.get(k, 0) > 0]
    origin = rng.choices(keys, [w[k] for k in keys])[0]
    fem, mal, sur = PP.ORIGINS[origin]
    sex = sex or rng.choice("FM")
    if rng.random() < 0.15:
        origin2 = rng.choices(keys, [w[k] for k in keys])[0]
        sur = PP.ORIGINS[origin2][2]
    first = rng.choice(fem if sex == "F" else mal)
    return first, rng.choice(sur), sex


def make_person(rng, country, kind, sex=None):
    first, last, sex = pick_name(rng, country, sex)
    mid = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.3 else None
    return Person(first, last, sex, kind, mid)


class Ctx:
    def __init__(self, rng, country):
        self.rng = rng
        self.c = country
        self.V = VOCAB[country]
        towns = PL.TOWNS[country]
        self.city = rng.choice(towns)
        st = PL.STATES.get(country)
        self.state = rng.choice(st) if st else None
        self.hosp = self.hospital_name(self.city)
        self.hosp_abbr = "".join(w[0] for w in self.hosp.replace("'s", "").replace("-", " ").split()
                                 if w[0].isupper())
        if len(self.hosp_abbr) < 2:
            self.hosp_abbr = None
        self.org = rng.choice(PL.ORG_PATTERNS[country]).replace("{T}", self.city).replace(
            "{T2}", rng.choice(towns))
        self.other_hosps = [self.hospital_name(t) for t in rng.sample(towns, 3)]
        if country == "IE":
            wards = PL.WARD_NAMES_IE + PL.WARD_NAMES[:8]
        elif country == "AU":
            wards = PL.WARD_NAMES_AU + PL.WARD_NAMES[:6]
        elif country in ("US", "CA"):
            wards = ["%d %s" % (rng.randrange(2, 10), rng.choice(["West", "North", "East", "South"]))
                     for _ in range(4)] + ["Unit %d%s" % (rng.randrange(2, 9), rng.choice("ABC")),
                                           rng.choice(["Maple", "Cedar", "Birch", "Lakeview"]) + " Unit"]
        else:
            wards = PL.WARD_NAMES + ["Ward %d%s" % (rng.randrange(1, 30), rng.choice(["", "A", "B", "C"]))
                                     for _ in range(3)]
        self.wards = rng.sample(wards, 5)
        self.buildings = rng.sample(PL.BUILDINGS, 3)
        y = rng.choice([2022, 2023, 2023, 2024, 2024, 2025])
        self.date = dt.date(y, 1, 1) + dt.timedelta(days=rng.randrange(0, 364))
        self.amb = rng.choice(PL.AMBULANCE[country]).replace("{T}", rng.choice(towns))

    # ------------------------------------------------------------ places
    def hospital_name(self, town):
        pat = self.rng.choice(PL.HOSP_PATTERNS[self.c])
        return pat.replace("{T}", town).replace("{S}", self.rng.choice(PL.SAINTS))

    def hosp_ref(self):
        if self.hosp_abbr and self.rng.random() < 0.25:
            return (self.hosp_abbr, "HOSPITAL")
        return (self.hosp, "HOSPITAL")

    def gp_practice(self):
        pat = self.rng.choice(PL.GP_PATTERNS)
        return pat.replace("{T}", self.rng.choice(PL.TOWNS[self.c])).replace(
            "{W}", self.rng.choice(PL.STREET_WORDS))

    def care_home(self):
        pat = self.rng.choice(PL.CARE_HOME_PATTERNS)
        return pat.replace("{T}", self.rng.choice(PL.TOWNS[self.c])).replace(
            "{W}", self.rng.choice(PL.STREET_WORDS))

    def pharmacy(self):
        pat = self.rng.choice(PL.PHARM_PATTERNS)
        return pat.replace("{T}", self.rng.choice(PL.TOWNS[self.c])).replace(
            "{W}", self.rng.choice(PL.STREET_WORDS))

    def school(self):
        pat = self.rng.choice(PL.SCHOOL_PATTERNS)
        return pat.replace("{T}", self.rng.choice(PL.TOWNS[self.c])).replace(
            "{S}", self.rng.choice(PL.SAINTS))

    def street(self):
        r = self.rng
        words = PL.STREET_WORDS + {"AU": PL.STREET_WORDS_AU, "CA": PL.STREET_WORDS_CA,
                                   "US": PL.STREET_WORDS_US}.get(self.c, [])
        s = "%d %s %s" % (r.randrange(1, 240), r.choice(words), r.choice(PL.STREET_SUFFIX[self.c]))
        if r.random() < 0.2:
            if self.c == "UK" or self.c == "IE":
                s = "Flat %d, %s" % (r.randrange(1, 30), s)
            elif self.c == "AU":
                s = "%d/%s" % (r.randrange(1, 20), s)
            else:
                s = "%s, Apt %d%s" % (s, r.randrange(1, 40), r.choice(["", "B", "C"]))
        return s

    def address(self, oneline=True):
        """Items for a full address split into parts."""
        r = self.rng
        town = r.choice(PL.TOWNS[self.c]) if r.random() < 0.6 else self.city
        sep = ", " if oneline else "\n"
        items = [(self.street(), "STREET"), sep, (town, "CITY")]
        if self.c in ("US", "CA", "AU"):
            st = self.state if r.random() < 0.7 else r.choice(PL.STATES[self.c])
            stn = st[1] if r.random() < 0.8 else st[0]
            items += [", " if self.c != "AU" else " ", (stn, "STATE"), " " if r.random() < 0.8 else ", ",
                      (phi.postcode(r, self.c, st[1]), "ZIP")]
        elif self.c == "IE":
            if r.random() < 0.6:
                items += [", ", (r.choice(PL.COUNTIES["IE"]), "CITY")]
            if r.random() < 0.7:
                items += [sep, (phi.postcode(r, "IE"), "ZIP")]
        else:
            if r.random() < 0.25:
                items += [sep, (r.choice(PL.COUNTIES["UK"]), "CITY")]
            items += [sep, (phi.postcode(r, "UK"), "ZIP")]
        return items

    def ward(self):
        return (self.rng.choice(self.wards), "HOSPITAL")

    def bed(self):
        """Room/bed items, keyword outside the span."""
        r = self.rng
        k = r.randrange(6)
        if self.c in ("US", "CA") and k < 3:
            return ["rm ", (str(r.randrange(101, 999)) + r.choice(["", "", "A", "B"]), "LOCATION_OTHER")]
        if k == 0:
            return ["bed ", (str(r.randrange(1, 32)), "LOCATION_OTHER")]
        if k == 1:
            return ["bay ", (str(r.randrange(1, 7)), "LOCATION_OTHER"), " bed ",
                    (str(r.randrange(1, 7)), "LOCATION_OTHER")]
        if k == 2:
            return ["side room ", (str(r.randrange(1, 12)), "LOCATION_OTHER")]
        if k == 3:
            return ["cubicle ", (str(r.randrange(1, 20)), "LOCATION_OTHER")]
        if k == 4:
            return ["Bed ", (str(r.randrange(1, 32)), "LOCATION_OTHER")]
        return ["room ", (str(r.randrange(1, 40)), "LOCATION_OTHER")]

    def building(self):
        return (self.rng.choice(self.buildings), "LOCATION_OTHER")

    # ------------------------------------------------------------ people
    def patient(self, age_lo=18, age_hi=97):
        r = self.rng
        p = make_person(r, self.c, "PATIENT")
        p.age = r.randrange(age_lo, age_hi + 1)
        p.dob = self.date - dt.timedelta(days=p.age * 365 + r.randrange(30, 360))
        p.mrn = phi.mrn(r, self.c)
        return p

    def staff(self, doctor=None, role=None):
        r = self.rng
        p = make_person(r, self.c, "DOCTOR")
        p.doctor = (r.random() < 0.6) if doctor is None else doctor
        p.role = role or r.choice(DOC_ROLES[self.c] if p.doctor else NURSE_ROLES[self.c])
        p.bleep = phi.ext_num(r) if self.c not in ("US", "CA") else phi.us_pager(r)
        p.mobile = phi.phone(r, self.c, mobile=True)
        return p

    def family(self, pt=None):
        r = self.rng
        p = make_person(r, self.c, "FAMILY")
        if pt is not None and r.random() < 0.5 and p.kind == "FAMILY":
            if (p.sex == "F" and r.random() < 0.5) or p.sex == "M":
                p.last = pt.last
        rels = PP.RELATIONS_F if p.sex == "F" else PP.RELATIONS_M
        if pt is not None and pt.age is not None and pt.age >= 45:
            rels = [x for x in rels if x not in ("mother", "father", "aunt", "uncle", "landlady")]
        elif pt is not None and pt.age is not None and pt.age < 18:
            rels = [x for x in rels if x not in ("wife", "husband", "son", "daughter", "grandson", "granddaughter",
                                                 "partner", "stepson", "stepdaughter", "landlady")]
        p.rel = r.choice(rels)
        p.phone = phi.phone(r, self.c)
        p.job = r.choice(PP.PROFESSIONS)
        return p

    def other(self):
        """Any other person (police, journalist, solicitor) - FAMILY type per guideline."""
        return make_person(self.rng, self.c, "FAMILY")

    # ------------------------------------------------------------ surface forms
    def nm(self, p, form=None):
        """Name items with titles outside the span."""
        r = self.rng
        K = p.kind
        full = "%s %s" % (p.first, p.last)
        if K == "DOCTOR":
            forms = ["t_last", "t_full", "full", "i_last", "last", "full_cred", "t_i_last",
                     "first", "LAST_first"]
            if not p.doctor:
                forms += ["full_cred", "full_cred", "t_last", "first"]
        elif K == "PATIENT":
            forms = ["full", "t_last", "LAST_First", "LAST_FIRST", "Last_First", "t_i_last",
                     "full", "last_i", "full_mid", "t_full", "initials"]
        else:
            forms = ["full", "t_last", "first", "t_full", "full", "first"]
        form = form or r.choice(forms)
        title = self.title(p)
        if form == "full":
            return [(full, K)]
        if form == "full_mid":
            return [("%s %s. %s" % (p.first, p.middle, p.last) if p.middle else full, K)]
        if form == "t_last":
            return [title + " ", (p.last, K)]
        if form == "t_full":
            return [title + " ", (full, K)]
        if form == "t_i_last":
            return [title + " ", ("%s%s %s" % (p.first[0], r.choice(["", "."]), p.last), K)]
        if form == "i_last":
            return [("%s. %s" % (p.first[0], p.last), K)]
        if form == "last":
            return [(p.last, K)]
        if form == "first":
            return [(p.first, K)]
        if form == "last_i":
            return [("%s %s" % (p.last, p.first[0]), K)]
        if form == "LAST_First":
            return [("%s, %s" % (p.last.upper(), p.first), K)]
        if form == "LAST_FIRST":
            return [("%s, %s" % (p.last.upper(), p.first.upper()), K)]
        if form == "Last_First":
            return [("%s, %s" % (p.last, p.first), K)]
        if form == "LAST_first":
            return [("%s %s" % (p.last.upper(), p.first), K)]
        if form == "initials":
            ini = p.initials()
            return [(".".join(ini) + "." if r.random() < 0.5 else ini, K)]
        if form == "full_cred":
            return [(full, K), ", " + self.cred(p)]
        raise ValueError(form)

    def title(self, p):
        if getattr(p, "_title", None) is None or self.rng.random() < 0.15:
            p._title = self._title(p)
        return p._title

    def _title(self, p):
        r = self.rng
        if p.kind == "DOCTOR":
            if p.doctor:
                if p.role == "Consultant" and self.c in ("UK", "IE") and r.random() < 0.2:
                    return "Mr" if p.sex == "M" else r.choice(["Miss", "Ms"])
                return r.choice(["Dr", "Dr", "Dr."])
            if self.c in ("UK", "IE"):
                return r.choice(["SN", "Sr", "Sister", "Nurse", "CN"]) if p.sex == "F" else r.choice(["SN", "CN", "Nurse"])
            return r.choice(["Nurse", "RN", "Charge RN"]) if self.c == "US" else r.choice(["RN", "Nurse", "CN"])
        if p.sex == "F":
            return r.choice(["Mrs", "Ms", "Miss", "Mrs.", "Ms."])
        return r.choice(["Mr", "Mr."])

    def cred(self, p):
        if getattr(p, "_cred", None) is None:
            p._cred = self._cred(p)
        return p._cred

    def _cred(self, p):
        r = self.rng
        if p.doctor:
            return r.choice({"US": ["MD", "DO", "MD", "NP", "PA-C"], "CA": ["MD", "MD, FRCPC"],
                             "AU": ["MBBS", "FRACP", "MBBS"], "UK": ["MBChB", "MRCP", "MBBS"],
                             "IE": ["MB BCh", "MRCPI"]}[self.c])
        return r.choice({"US": ["RN", "RN, BSN", "LPN"], "CA": ["RN", "RPN"], "AU": ["RN", "EN"],
                         "UK": ["RN", "RGN"], "IE": ["RGN", "RN", "RANP"]}[self.c])

    def doc_with_role(self, p):
        """e.g. 'Dr [Okafor] (SpR)'."""
        return [self.nm(p), " (%s)" % p.role]

    def age(self, p, style=None):
        r = self.rng
        sex = p.sex
        a = str(p.age)
        style = style or r.choice(["yo", "sexcomp", "yrold", "aged", "hyph", "paren", "yoF", "y"])
        if style == "yo":
            return [(a, "AGE"), r.choice([" yo ", "yo ", " y/o "]) + ("male" if sex == "M" else "female")]
        if style == "sexcomp":
            return [(a, "AGE"), sex]
        if style == "yrold":
            return [(a, "AGE"), r.choice([" yr old", " year old", " yrs"])]
        if style == "aged":
            return ["aged ", (a, "AGE")]
        if style == "hyph":
            return [(a, "AGE"), "-year-old " + ("man" if sex == "M" else "woman")]
        if style == "paren":
            return ["(", (a, "AGE"), ")"]
        if style == "yoF":
            return [(a, "AGE"), "yo" + sex]
        return [(a, "AGE"), "y " + sex]

    def d(self, off=0, style=None, weekday=False):
        return (phi.date_str(self.rng, self.date + dt.timedelta(days=off), self.c, style, weekday), "DATE")

    def dshort(self, off=0, style=None):
        d = self.date + dt.timedelta(days=off)
        if style:
            return (phi.date_str(self.rng, d, self.c, style), "DATE")
        return (phi.short_date(self.rng, d, self.c), "DATE")

    def short_style(self):
        return self.rng.choice({"US": ["md", "monthd", "md"], "CA": ["md", "monthd", "dmon"]}.get(
            self.c, ["dm", "dmon", "dmonth", "dm"]))

    def long_style(self):
        return self.rng.choice({"US": ["mdy", "mdy1", "long_us", "iso"], "CA": ["iso", "long_us", "dmy"]}.get(
            self.c, ["dmy", "dmy2", "dmony", "dmonthy", "iso"]))

    def dob(self, p, style=None):
        return (phi.date_str(self.rng, p.dob, self.c, style), "DATE")

    def phone(self, mobile=None):
        return (phi.phone(self.rng, self.c, mobile), "PHONE")

    def pager(self, p=None):
        return (p.bleep if p is not None else (phi.ext_num(self.rng) if self.c not in ("US", "CA")
                                                else phi.us_pager(self.rng)), "PHONE")

    def ext(self):
        return (phi.ext_num(self.rng), "PHONE")

    def fax(self):
        return (phi.phone(self.rng, self.c, mobile=False), "FAX")

    def email(self, p):
        return (phi.email(self.rng, p.first, p.last), "EMAIL")

    def mrn(self, p=None):
        return (p.mrn if p is not None else phi.mrn(self.rng, self.c), "MRN")

    def mrn_labelled(self, p):
        """Hospital number with a country-typical label; NHS number also treated as MRN."""
        r = self.rng
        if self.c == "UK" and r.random() < 0.4:
            return [r.choice(["NHS no. ", "NHS No: ", "NHS#"]), (phi.nhs_number(r), "MRN")]
        lab = {"UK": ["Hosp no. ", "H/N ", "MRN ", "Unit no. "], "IE": ["MRN ", "Hosp no. ", "Chart no. "],
               "US": ["MRN ", "MRN: ", "MR# "], "AU": ["UR ", "URN ", "MRN "], "CA": ["MRN ", "Chart # ", "Chart no. "]}[self.c]
        return [r.choice(lab), (p.mrn, "MRN")]

    def username(self, p):
        return (phi.username(self.rng, p.first, p.last), "USERNAME")

    def country_abroad(self):
        return (self.rng.choice(PL.COUNTRIES_ABROAD), "COUNTRY")

    def t(self, minutes, style=None):
        return phi.time_str(self.rng, minutes, style)
