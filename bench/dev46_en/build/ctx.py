"""Per-note context: the patient, the people and places around them, and lazy template values."""
import datetime as dt

import core as C
import pools as P
from core import S

HOLIDAYS = {
    "AU": ["Christmas", "Christmas", "Boxing Day", "Easter", "Anzac Day", "Australia Day",
           "New Year's Day", "Christmas Eve", "Good Friday", "New Year's Eve"],
    "NZ": ["Christmas", "Christmas", "Waitangi Day", "Easter", "Matariki", "Boxing Day",
           "New Year's Eve", "Labour Day", "Anzac Day", "Good Friday"],
    "CA": ["Christmas", "Christmas", "Thanksgiving", "Canada Day", "Victoria Day", "Easter",
           "Boxing Day", "New Year's Eve", "Family Day", "Labour Day", "Remembrance Day"],
}

AGE_RANGE = {
    "gp": (1, 92), "specialist": (18, 93), "emergency": (2, 97), "telehealth": (16, 88),
    "aged_care": (67, 102), "maternity": (17, 45), "pathology": (0, 96), "allied": (3, 92),
}

TERMS = {
    "AU": {"para": "paracetamol", "GPW": "GP", "mobile": "mobile", "ED": "ED", "pc": "Postcode",
           "chemist": "pharmacy", "cell": "Mob", "surgery": "practice", "clinic": "clinic"},
    "NZ": {"para": "paracetamol", "GPW": "GP", "mobile": "mobile", "ED": "ED", "pc": "Postcode",
           "chemist": "pharmacy", "cell": "Mob", "surgery": "practice", "clinic": "clinic"},
    "CA": {"para": "acetaminophen", "GPW": "family physician", "mobile": "cell", "ED": "ED",
           "pc": "Postal code", "chemist": "pharmacy", "cell": "Cell", "surgery": "clinic",
           "clinic": "clinic"},
}

# role -> (is_doctor, credential options by locale)
ROLES = {
    "GP": (True, {"AU": ["FRACGP", "MBBS FRACGP", "MBBS", "FRACGP FARGP", ""],
                  "NZ": ["FRNZCGP", "MBChB FRNZCGP", "MBChB", ""],
                  "CA": ["MD CCFP", "MD", "CCFP", "MD CCFP(EM)", ""]}),
    "SPEC": (True, {"AU": ["FRACP", "MBBS FRACP", "FRACS", "PhD FRACP", ""],
                    "NZ": ["FRACP", "MBChB FRACP", "FRACS", ""],
                    "CA": ["MD FRCPC", "FRCPC", "MD FRCSC", "MD"]}),
    "REG": (True, {"AU": ["", "MBBS"], "NZ": ["", "MBChB"], "CA": ["MD", "", "PGY-3"]}),
    "ED": (True, {"AU": ["FACEM", "", "MBBS"], "NZ": ["FACEM", ""], "CA": ["MD CCFP(EM)", "MD FRCPC", "MD"]}),
    "RN": (False, {"AU": ["RN", "CN", "CNS", "RN"], "NZ": ["RN", "RN", "CNS"], "CA": ["RN", "RPN", "RN", "NP"]}),
    "MW": (False, {"AU": ["RM", "RN RM", "Midwife"], "NZ": ["RM", "LMC Midwife", "Midwife"],
                   "CA": ["RM", "Registered Midwife"]}),
    "OBS": (True, {"AU": ["FRANZCOG", "MBBS FRANZCOG"], "NZ": ["FRANZCOG", "MBChB FRANZCOG"],
                   "CA": ["MD FRCSC", "MD"]}),
    "PHYSIO": (False, {"AU": ["Physiotherapist", "BPhty APAM", "B.Physio"], "NZ": ["Physiotherapist", "BPhty"],
                       "CA": ["PT", "MScPT", "Physiotherapist"]}),
    "OT": (False, {"AU": ["Occupational Therapist", "BOccThy"], "NZ": ["Occupational Therapist"],
                   "CA": ["OT Reg. (Ont.)", "OT", "Occupational Therapist"]}),
    "DIET": (False, {"AU": ["APD", "Accredited Practising Dietitian"], "NZ": ["NZRD", "Dietitian"],
                     "CA": ["RD", "Registered Dietitian"]}),
    "SPEECH": (False, {"AU": ["CPSP", "Speech Pathologist"], "NZ": ["Speech-Language Therapist", "MNZSTA"],
                       "CA": ["S-LP(C)", "Reg. CASLPO", "SLP"]}),
    "POD": (False, {"AU": ["Podiatrist"], "NZ": ["Podiatrist"], "CA": ["DCh", "Chiropodist"]}),
    "PSYCH": (False, {"AU": ["MAPS", "Clinical Psychologist"], "NZ": ["Clinical Psychologist"],
                      "CA": ["C.Psych.", "RP", "MSW RSW"]}),
    "SW": (False, {"AU": ["Social Worker", "AASW"], "NZ": ["Social Worker"], "CA": ["MSW RSW", "RSW"]}),
    "PHARM": (False, {"AU": ["Pharmacist", "BPharm"], "NZ": ["Pharmacist"], "CA": ["RPh", "PharmD"]}),
    "AUD": (False, {"AU": ["Audiologist", "MAudSA"], "NZ": ["Audiologist"], "CA": ["Aud(C)", "Audiologist"]}),
    "EP": (False, {"AU": ["AEP", "Exercise Physiologist"], "NZ": ["Exercise Physiologist"],
                   "CA": ["CEP", "Kinesiologist"]}),
    "PATH": (True, {"AU": ["FRCPA", "MBBS FRCPA"], "NZ": ["FRCPA"], "CA": ["MD FRCPC"]}),
    "SCI": (False, {"AU": ["Medical Scientist", "Senior Scientist"], "NZ": ["Medical Laboratory Scientist"],
                    "CA": ["MLT", "Technologist"]}),
    "ADMIN": (False, {"AU": [""], "NZ": [""], "CA": [""]}),
    "PARA": (False, {"AU": ["Paramedic", "ICP"], "NZ": ["Paramedic", "ICP"], "CA": ["PCP", "ACP"]}),
    "ACAS": (False, {"AU": ["RN", "OT", "Social Worker", "Physiotherapist"],
                     "NZ": ["RN", "Needs Assessor", "Social Worker"],
                     "CA": ["RN", "Care Coordinator", "OT"]}),
    "RAD": (True, {"AU": ["FRANZCR"], "NZ": ["FRANZCR"], "CA": ["MD FRCPC"]}),
    "CNS": (False, {"AU": ["CNC", "CNS", "NP"], "NZ": ["CNS", "NP"], "CA": ["NP", "RN(EC)", "CNS"]}),
}


class Family:
    def __init__(self, person, rel):
        self.p = person
        self.rel = rel


class LazyV(dict):
    def __init__(self, ctx):
        super().__init__()
        self.ctx = ctx

    def __missing__(self, key):
        val = self.ctx._make(key)
        self[key] = val
        return val


class Ctx:
    def __init__(self, rng, loc, genre, idx, shared=None):
        self.shared = shared if shared is not None else {}
        self.rng = rng
        self.loc = loc
        self.genre = genre
        self.idx = idx
        self.used = set()
        self.inst_used = set()
        self.t = TERMS[loc]
        self.v = LazyV(self)
        self.clins = {}
        self.fams = {}
        self.insts = {}
        r = rng
        # visit date
        self.visit = C.rand_date(r, dt.date(2021, 3, 1), dt.date(2026, 10, 31))
        lo, hi = AGE_RANGE[genre]
        if genre in ("gp", "emergency", "pathology", "allied") and r.random() < 0.8:
            lo = max(lo, 16)
        self.age = r.randint(lo, hi)
        if genre == "aged_care":
            self.age = min(hi, max(lo, int(r.triangular(67, 102, 86))))
        sex = "F" if genre == "maternity" else None
        self.pt = C.make_person(r, loc, sex=sex, used=self.used)
        self.dob = C.years_before(self.visit, self.age, r)
        self.age = C.age_on(self.dob, self.visit)
        if self.age < 0:
            self.age = 0
        self.addr = C.make_address(r, loc, unit_p=0.25)
        self.ds = r.choice(C.DATE_STYLES[loc])          # header / table date style
        self.ns = r.choice(C.NARR_STYLES[loc])          # narrative date style
        self.dot = loc == "CA" and r.random() < 0.7     # "Dr." vs "Dr"
        p = self.pt
        if p.sex == "M":
            self.title = "Master" if self.age < 14 else "Mr"
        else:
            self.title = "Miss" if self.age < 18 else r.choice(["Mrs", "Ms", "Ms", "Miss"] if self.age < 40
                                                               else ["Mrs", "Mrs", "Ms"])
        if self.dot and self.title in ("Mr", "Mrs", "Ms"):
            self.title += "."
        self.drt = "Dr." if self.dot else "Dr"
        self.prof = self._profession()

    # ---------------------------------------------------------------- balanced choice
    def pick(self, key, options):
        """Choose among options, preferring the least used so far in this build (keeps every
        scenario and layout represented); ties are broken by the note's random generator."""
        counts = self.shared.setdefault(key, {})
        names = [getattr(o, "__name__", str(o)) for o in options]
        low = min(counts.get(nm, 0) for nm in names)
        cand = [o for o, nm in zip(options, names) if counts.get(nm, 0) == low]
        o = self.rng.choice(cand)
        nm = getattr(o, "__name__", str(o))
        counts[nm] = counts.get(nm, 0) + 1
        return o

    # ---------------------------------------------------------------- basics
    def D(self, d, style=None):
        return S("DATE", C.fmt_date(d, style or self.ds))

    def DN(self, d):
        return S("DATE", C.fmt_date(d, self.ns))

    def past(self, lo_days=30, hi_days=3650):
        d = self.visit - dt.timedelta(days=self.rng.randint(lo_days, hi_days))
        return max(d, self.dob + dt.timedelta(days=1))

    def future(self, lo_days=7, hi_days=120):
        return self.visit + dt.timedelta(days=self.rng.randint(lo_days, hi_days))

    def _profession(self):
        r = self.rng
        extra = {"AU": P.PROFESSIONS_AU, "NZ": P.PROFESSIONS_NZ, "CA": P.PROFESSIONS_CA}[self.loc]
        return r.choice(P.PROFESSIONS + extra)

    def pron(self, key):
        m = self.pt.sex == "M"
        return {"he": "he" if m else "she", "his": "his" if m else "her", "him": "him" if m else "her",
                "He": "He" if m else "She", "His": "His" if m else "Her", "Him": "Him" if m else "Her",
                "man": ("boy" if self.age < 16 else "man") if m else ("girl" if self.age < 16 else "woman"),
                "gentleman": "gentleman" if m else "lady",
                "sex": "M" if m else "F", "Sex": "Male" if m else "Female",
                "hisher": "his" if m else "her"}[key]

    # ---------------------------------------------------------------- names
    def pt_name(self, form):
        p = self.pt
        r = self.rng
        if form == "full":
            return S("PATIENT", p.full)
        if form == "fullmid":
            if p.middle:
                return S("PATIENT", "%s %s %s" % (p.given, r.choice([p.middle, p.mi + ".", p.mi]), p.sur))
            return S("PATIENT", p.full)
        if form == "given":
            return S("PATIENT", p.given)
        if form == "pref":
            return S("PATIENT", p.nick if (p.nick and r.random() < 0.6) else p.given)
        if form == "sur":
            return S("PATIENT", p.sur)
        if form == "title":
            return [self.title + " ", S("PATIENT", p.sur)]
        if form == "caps":
            st = r.randrange(4)
            if st == 0:
                return S("PATIENT", "%s, %s" % (p.sur.upper(), p.given))
            if st == 1:
                return S("PATIENT", "%s, %s%s" % (p.sur.upper(), p.given.upper(),
                                                  (" " + p.mi) if p.middle else ""))
            if st == 2:
                return S("PATIENT", "%s %s" % (p.given.upper(), p.sur.upper()))
            return S("PATIENT", "%s, %s" % (p.sur, p.given))
        if form == "init":
            return S("PATIENT", p.initials(dots=r.random() < 0.5))
        if form == "ginit":
            return S("PATIENT", "%s. %s" % (p.given[0], p.sur))
        if form == "gsurinit":
            return S("PATIENT", "%s %s." % (p.given, p.sur[0]))
        if form == "ref":
            x = r.random()
            if x < 0.45:
                return self.pt_name("title")
            if x < 0.85:
                return self.pt_name("pref")
            return self.pt_name("full")
        raise KeyError(form)

    def clin(self, key, role=None):
        if key in self.clins:
            return self.clins[key]
        role = role or key.rstrip("0123456789")
        if role not in ROLES:
            role = "GP"
        p = C.make_person(self.rng, self.loc, used=self.used, middle_p=0.15)
        p.role = role
        is_dr, creds = ROLES[role]
        p.is_dr = is_dr
        p.cred = self.rng.choice(creds[self.loc])
        if is_dr:
            p.title = self.rng.choice([self.drt] * 6 + ["A/Prof", "Prof"] if role in ("SPEC", "PATH", "OBS")
                                      else [self.drt])
            if p.title in ("A/Prof",) and self.loc == "CA":
                p.title = "Dr."
        p.user = C.username(self.rng, p)
        self.clins[key] = p
        return p

    def dname(self, p, form="dr"):
        """Clinician name: titles and credentials stay outside the span."""
        r = self.rng
        t = p.title if getattr(p, "is_dr", False) else None
        if form == "dr":  # Dr Surname / Jane Doe for non-doctors
            if t:
                return [t + " ", S("DOCTOR", p.sur)]
            return S("DOCTOR", p.full)
        if form == "drfull":
            if t:
                return [t + " ", S("DOCTOR", p.full)]
            return S("DOCTOR", p.full)
        if form == "full":
            return S("DOCTOR", p.full)
        if form == "fullcred":
            if p.cred:
                return [S("DOCTOR", p.full), (", " if r.random() < 0.6 else " ") + p.cred]
            return S("DOCTOR", p.full)
        if form == "drfullcred":
            pre = (t + " ") if t else ""
            if p.cred:
                return [pre, S("DOCTOR", p.full), (", " if r.random() < 0.5 else " ") + p.cred]
            return [pre, S("DOCTOR", p.full)]
        if form == "sur":
            return S("DOCTOR", p.sur)
        if form == "given":
            return S("DOCTOR", p.given)
        if form == "init":
            return S("DOCTOR", p.initials())
        if form == "lower":
            return S("DOCTOR", p.initials().lower())
        if form == "ginit":
            pre = (t + " ") if t else ""
            return [pre, S("DOCTOR", "%s. %s" % (p.given[0], p.sur))]
        if form == "caps":
            return S("DOCTOR", "%s, %s" % (p.sur.upper(), p.given.upper()))
        if form == "user":
            return S("USERNAME", p.user)
        raise KeyError(form)

    def fam(self, key, rel=None):
        if key in self.fams:
            return self.fams[key]
        r = self.rng
        if rel is None:
            if self.age < 18:
                rel = r.choice(["mother", "father", "mum", "dad", "grandmother", "aunt"])
            elif self.age > 70:
                rel = r.choice(["daughter", "son", "wife" if self.pt.sex == "M" else "husband", "niece",
                                "granddaughter", "neighbour", "friend"])
            else:
                rel = r.choice(["wife" if self.pt.sex == "M" else "husband", "partner", "mother", "sister",
                                "brother", "friend", "daughter", "flatmate"])
        fem = {"wife", "daughter", "mother", "mum", "sister", "niece", "granddaughter", "aunt", "grandmother",
               "daughter-in-law", "nana"}
        mal = {"husband", "son", "father", "dad", "brother", "nephew", "grandson", "uncle", "son-in-law",
               "grandfather"}
        sex = "F" if rel in fem else "M" if rel in mal else None
        same_sur = rel in ("wife", "husband", "son", "daughter", "mother", "father", "mum", "dad", "brother",
                           "sister", "grandson", "granddaughter") and r.random() < 0.65
        p = C.make_person(r, self.loc, sex=sex, origin=self.pt.origin if r.random() < 0.8 else None,
                          used=self.used, middle_p=0.1)
        if same_sur:
            p.sur = self.pt.sur
        f = Family(p, rel)
        self.fams[key] = f
        return f

    def fname(self, f, form="full"):
        p = f.p
        if form == "full":
            return S("FAMILY", p.full)
        if form == "given":
            return S("FAMILY", p.given)
        if form == "sur":
            return S("FAMILY", p.sur)
        if form == "title":
            t = "Mr" if p.sex == "M" else self.rng.choice(["Mrs", "Ms"])
            if self.dot:
                t += "."
            return [t + " ", S("FAMILY", p.sur)]
        raise KeyError(form)

    def inst(self, key, kind=None, near=True):
        if key in self.insts:
            return self.insts[key]
        kind = kind or key.rstrip("0123456789").lower()
        i = C.make_inst(self.rng, self.loc, kind, near_addr=self.addr if near else None, used=self.inst_used)
        self.insts[key] = i
        return i

    # ---------------------------------------------------------------- places
    def addr_parts(self, a, style=None, upper_city=None):
        """Address as a list of spans and separators (each part its own span)."""
        r = self.rng
        style = style if style is not None else r.randrange(4)
        abbr = r.random() < 0.45
        st = S("STREET", a.street(abbr=abbr, style=r.randrange(3)))
        up = upper_city if upper_city is not None else (r.random() < 0.3)
        sub = a.suburb.upper() if up else a.suburb
        if a.loc == "AU":
            stt = S("STATE", a.state if r.random() < 0.9 else a.state_full)
            if style == 0:
                return [st, ", ", S("CITY", sub), " ", stt, " ", S("ZIP", a.postcode)]
            if style == 1:
                return [st, "\n", S("CITY", sub), " ", stt, " ", S("ZIP", a.postcode)]
            if style == 2:
                return [st, ", ", S("CITY", sub), ", ", stt, " ", S("ZIP", a.postcode)]
            return [st, " ", S("CITY", sub), " ", stt, "  ", S("ZIP", a.postcode)]
        if a.loc == "NZ":
            city = a.city
            parts = [st]
            sep = "\n" if style == 1 else ", "
            parts += [sep, S("CITY", sub)]
            if city:
                parts += [sep, S("CITY", city.upper() if up else city), " ", S("ZIP", a.postcode)]
            else:
                parts += [" ", S("ZIP", a.postcode)]
            if style == 3 and r.random() < 0.5:
                parts += [sep, S("STATE", a.state)]
            return parts
        # CA
        pv = S("STATE", a.state if r.random() < 0.85 else a.state_full)
        if style == 0:
            return [st, ", ", S("CITY", sub), ", ", pv, " ", S("ZIP", a.postcode)]
        if style == 1:
            return [st, "\n", S("CITY", sub), " ", pv, "  ", S("ZIP", a.postcode)]
        if style == 2:
            return [st, ", ", S("CITY", sub), " (", pv, ") ", S("ZIP", a.postcode)]
        return [st, ", ", S("CITY", sub), ", ", pv, ", ", S("ZIP", a.postcode)]

    def cityref(self, a=None):
        a = a or self.addr
        return S("CITY", a.city or a.suburb if self.rng.random() < 0.5 else a.suburb)

    def hp(self):
        """(label, S) for the patient's main health-plan identifier."""
        r = self.rng
        if self.loc == "AU":
            return r.choice(["Medicare No", "Medicare", "Medicare #", "Medicare no."]), S("HEALTHPLAN", C.medicare_au(r))
        if self.loc == "NZ":
            return None, None
        lab = r.choice(C.HCN_LABEL[self.addr.state])
        return lab, S("HEALTHPLAN", C.ca_hcn(r, self.addr.state, self.pt, self.dob))

    def mrn_label(self):
        r = self.rng
        if self.loc == "AU":
            return r.choice(["UR", "URN", "MRN", "UR No", "Hosp No", "UR Number"])
        if self.loc == "NZ":
            return "NHI"
        return r.choice(["MRN", "Chart #", "Hosp #", "Chart No."])

    def holiday(self):
        return S("DATE", self.rng.choice(HOLIDAYS[self.loc]))

    def country_of_birth(self):
        r = self.rng
        opts = P.ORIGIN_COUNTRY.get(self.pt.origin) or []
        if opts and r.random() < 0.85:
            return S("COUNTRY", r.choice(opts))
        return S("COUNTRY", {"AU": "Australia", "NZ": "New Zealand", "CA": "Canada"}[self.loc]
                 if r.random() < 0.6 else r.choice(P.COUNTRIES))

    def age_s(self, n=None, words=False):
        n = self.age if n is None else n
        return S("AGE", C.num_words(n) if words else str(n))

    # ---------------------------------------------------------------- lazy template values
    def _make(self, key):
        r = self.rng
        alias = {"DF": "DFUT", "DR": "DRECENT", "DP": "DPAST"}
        if key in alias:
            return self.v[alias[key]]
        p = self.pt
        simple = {
            "PT": lambda: self.pt_name("full"),
            "PTFULL": lambda: self.pt_name("fullmid"),
            "PTG": lambda: self.pt_name("given"),
            "PTS": lambda: self.pt_name("sur"),
            "TITLE": lambda: self.title,
        }
        if key in simple:
            return simple[key]()
        if key == "PTP":
            return lambda: self.pt_name("pref")
        if key == "PTT":
            return lambda: self.pt_name("title")
        if key == "PTR":
            return lambda: self.pt_name("ref")
        if key == "PTCAPS":
            return self.pt_name("caps")
        if key == "PTINIT":
            return self.pt_name("init")
        if key in ("he", "his", "him", "He", "His", "Him", "man", "gentleman", "sex", "Sex", "hisher"):
            return self.pron(key)
        if key == "AGE":
            return S("AGE", str(self.age))
        if key == "DOB":
            return self.D(self.dob)
        if key == "VD":
            return self.D(self.visit)
        if key == "VDN":
            return self.DN(self.visit)
        if key == "DPAST":
            return lambda: self.DN(self.past(60, 3000))
        if key == "DRECENT":
            return lambda: self.DN(self.past(2, 60))
        if key == "DFUT":
            return lambda: self.DN(self.future(7, 120))
        if key == "YPAST":
            return lambda: S("DATE", str(self.past(400, 8000).year))
        if key == "MYPAST":
            return lambda: S("DATE", C.fmt_date(self.past(60, 2500), r.choice(["month_y", "mon_y"])))
        if key == "WDAY":
            return lambda: S("DATE", C.WEEKDAYS[self.past(1, 6).weekday()])
        if key == "HOLIDAY":
            return self.holiday()
        if key == "PROF":
            return S("PROFESSION", self.prof)
        if key == "EMP":
            return S("ORGANIZATION", self.inst("ORG", "org").name)
        if key == "STREET":
            return S("STREET", self.addr.street(abbr=r.random() < 0.4))
        if key == "CITY":
            return S("CITY", self.addr.suburb)
        if key == "ADDR":
            return lambda: self.addr_parts(self.addr)
        if key == "ADDR1":
            return self.addr_parts(self.addr, style=r.choice([0, 2, 3]))
        if key == "MOB":
            return S("PHONE", C.phone(r, self.loc, "mob", self.addr if self.loc == "CA" else None))
        if key == "HOME":
            return S("PHONE", C.phone(r, self.loc, "land", self.addr))
        if key == "EMAIL":
            g = C._ascii(p.given.lower().replace(" ", "").replace("-", ""))
            s = C._ascii(p.sur.lower().replace(" ", "").replace("'", "").replace("-", ""))
            loc = r.choice(["%s.%s" % (g, s), "%s%s%d" % (g[0], s, r.randint(1, 99)), "%s_%s" % (g, s[:4]),
                            "%s%d" % (g, r.randint(60, 2005)), "%s.%s%d" % (s, g[0], r.randint(1, 9))])
            return S("EMAIL", "%s@%s" % (loc, r.choice(P.MAIL_DOMAINS[self.loc])))
        if key == "MRN":
            return S("MRN", C.mrn(r, self.loc))
        if key == "MRNL":
            return self.mrn_label()
        if key == "NHI":
            return S("MRN", C.nhi(r))
        if key == "HPL":
            lab, val = self.hp()
            self.v["HPV"] = val
            return lab
        if key == "HPV":
            lab, val = self.hp()
            self.v["HPL"] = lab
            return val
        if key == "COB":
            return self.country_of_birth()
        if key in TERMS["AU"]:
            return self.t[key]
        if key == "STATE":
            return S("STATE", self.addr.state)
        if key == "PC":
            return S("ZIP", self.addr.postcode)
        # ENTITY_FORM keys
        if "_" in key:
            ent, form = key.rsplit("_", 1)
            base = ent.rstrip("0123456789")
            if base.startswith("FAM") or base == "F" or ent in self.fams:
                f = self.fam(ent)
                if form == "REL":
                    return f.rel
                if form == "NAME":
                    return self.fname(f, "full")
                if form == "GIVEN":
                    return self.fname(f, "given")
                if form == "TITLE":
                    return self.fname(f, "title")
                if form == "PH":
                    return S("PHONE", C.phone(r, self.loc, "mob" if r.random() < 0.7 else "land", self.addr))
                if form == "AGE":
                    return S("AGE", str(self._fam_age(f)))
                raise KeyError(key)
            kinds = {"HOSP": "hospital", "PRAC": "practice", "PHARM": "pharmacy", "AGED": "aged", "LAB": "lab",
                     "IMG": "imaging", "ALLIED": "allied", "ORG": "org", "SCHOOL": "school", "CLUB": "club",
                     "CHURCH": "church", "PHYSIOC": "physio", "PODC": "podiatry", "PSYCHC": "psych",
                     "SPEECHC": "speech", "DIETC": "diet", "OTC": "ot", "SLEEPC": "sleep", "AUDC": "audiology",
                     "EPC": "ep"}
            if base in kinds:
                i = self.inst(ent, kinds[base])
                if form == "NAME":
                    return S("ORGANIZATION" if kinds[base] in ("org", "school", "club", "church") else "HOSPITAL", i.name)
                if form == "ADDR":
                    return lambda i=i: self.addr_parts(i.addr)
                if form == "ADDR1":
                    return self.addr_parts(i.addr, style=r.choice([0, 2, 3]))
                if form == "PH":
                    return S("PHONE", i.phone)
                if form == "FAX":
                    return S("FAX", i.fax)
                if form == "EMAIL":
                    return S("EMAIL", i.email(r))
                if form == "URL":
                    return S("URL", i.url(r))
                if form == "CITY":
                    return S("CITY", i.addr.suburb)
                raise KeyError(key)
            if base in ROLES:
                c = self.clin(ent, base)
                fm = {"DR": "dr", "FULL": "drfull", "NAME": "full", "CRED": "fullcred", "DRC": "drfullcred",
                      "SUR": "sur", "GIVEN": "given", "INIT": "init", "LOW": "lower", "USER": "user",
                      "GI": "ginit", "CAPS": "caps"}[form]
                if form in ("DR", "NAME", "SUR", "GIVEN", "USER", "INIT", "LOW"):
                    return self.dname(c, fm)
                return lambda c=c, fm=fm: self.dname(c, fm)
        raise KeyError(key)

    def _fam_age(self, f):
        r = self.rng
        rel = f.rel
        a = self.age
        if rel in ("son", "daughter", "grandson", "granddaughter"):
            lo = max(0, a - (45 if rel in ("son", "daughter") else 75))
            hi = max(lo, a - (18 if rel in ("son", "daughter") else 38))
            return r.randint(lo, hi) if hi >= lo else 1
        if rel in ("mother", "father", "mum", "dad"):
            return r.randint(a + 18, a + 40)
        return max(1, a + r.randint(-10, 10))
