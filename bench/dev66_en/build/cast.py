"""Per-note cast of invented people, places and identifiers, and the template
resolver: `{key:arg:arg}` in a template -> plain text, a Phi marker, or a list."""
import datetime as dt

import pools as P
import values as V
from seg import Phi

REL_FORMS = {
    "wife": ["wife", "wf", "spouse", "wife"], "husband": ["husband", "hus", "spouse", "husband"],
    "partner": ["partner", "gf", "partner"], "boyfriend": ["boyfriend", "bf"],
    "daughter": ["daughter", "dtr", "dau", "daughter"], "son": ["son", "s/o", "son"],
    "mother": ["mother", "mom", "mum", "mother"], "father": ["father", "dad", "father"],
    "sister": ["sister", "sis", "sister"], "brother": ["brother", "bro", "brother"],
    "grandmother": ["grandmother", "grandma", "MGM", "nan"], "grandfather": ["grandfather", "PGF", "grandpa"],
    "aunt": ["aunt", "aunt"], "uncle": ["uncle"], "niece": ["niece"], "nephew": ["nephew"],
    "neighbour": ["neighbour", "neighbor"], "friend": ["friend", "friend"], "roommate": ["roommate"],
    "guardian": ["legal guardian", "guardian"], "foster mother": ["foster mom", "foster mother"],
    "stepfather": ["stepdad", "stepfather"], "sponsor": ["sponsor"], "caseworker": ["caseworker", "case worker"],
    "probation officer": ["probation officer", "PO"], "teacher": ["teacher"], "coach": ["coach"],
    "landlord": ["landlord"], "employer": ["boss", "supervisor", "manager"],
    "daughter-in-law": ["daughter-in-law", "DIL"], "son-in-law": ["son-in-law"],
}
FEMALE_REL = {"wife", "partner", "daughter", "mother", "sister", "grandmother", "aunt", "niece",
              "foster mother", "daughter-in-law"}
MALE_REL = {"husband", "boyfriend", "son", "father", "brother", "grandfather", "uncle", "nephew",
            "stepfather", "son-in-law"}

CRED = {"md": ["MD", "MD", "DO", "MD, CCFP", "MD FRCPC"], "np": ["NP", "FNP-C", "NP-PHC", "APRN"],
        "pa": ["PA-C"], "rn": ["RN", "RN", "LPN", "RPN", "BSN, RN"], "ma": ["MA", "CMA"],
        "pharm": ["PharmD", "RPh"], "sw": ["LCSW", "MSW, RSW", "LPC", "LMFT", "RP"],
        "counsel": ["CADC", "LCADC", "LPC", "MSW"], "medic": ["CCP", "ACP", "PCP(f)", "EMT-P"],
        "cde": ["RD, CDE", "RN, CDE", "CDCES"], "rt": ["RRT"], "psych": ["PhD", "PsyD"],
        "scribe": ["(scribe)"], "clerk": ["(front desk)", "(clerk)"]}


def _art(word):
    return "an " if word[0].lower() in "aeiou" else "a "


def _minus_years(d, n):
    try:
        return d.replace(year=d.year - n)
    except ValueError:
        return d.replace(year=d.year - n, day=28)
CA_ONLY = {"MD, CCFP", "MD FRCPC", "NP-PHC", "RPN", "MSW, RSW", "RP", "PCP(f)", "ACP", "CCP"}
US_ONLY = {"APRN", "FNP-C", "LCSW", "LPC", "LMFT", "LCADC", "CADC", "EMT-P", "CDCES", "DO"}


class Person:
    def __init__(self, first, mi, last, sex, nick=None):
        self.first, self.mi, self.last, self.sex, self.nick = first, mi, last, sex, nick

    def name(self, r, style):
        f, m, l = self.first, self.mi, self.last
        if style == "full":
            return f + " " + l
        if style == "fml":
            return "%s %s. %s" % (f, m, l)
        if style == "fm":
            return "%s %s %s" % (f, m, l)
        if style == "lf":
            return "%s, %s" % (l, f)
        if style == "lfm":
            return "%s, %s %s" % (l, f, m)
        if style == "LFM":
            return ("%s, %s %s" % (l, f, m)).upper()
        if style == "LF":
            return ("%s, %s" % (l, f)).upper()
        if style == "last":
            return l
        if style == "first":
            return f
        if style == "nick":
            return self.nick or f
        if style == "init":
            return "%s.%s." % (f[0], l[0])
        if style == "INI":
            return f[0] + l[0]
        if style == "ini":
            return (f[0] + l[0]).lower()
        if style == "ini3":
            return (f[0] + m + l[0]).lower()
        if style == "fi":
            return "%s. %s" % (f[0], l)
        if style == "fl":
            return "%s %s." % (f, l[0])
        if style == "lc":
            return r.choice([f, f + " " + l, l]).lower()
        raise ValueError(style)


class Cast:
    def __init__(self, r, locale, genre, case, kid=False, doc_roles=("md", "rn", "ma"), age_rng=None):
        self.r = r
        self.loc = locale
        self.genre = genre
        self.case = case
        self.cache = {}
        self.fams = []
        self.docs = []
        self.used_names = set()
        self.sex = r.choice("FM")
        self.kid = kid
        self.age_months = None
        if locale == "US":
            self.region = r.choice(P.US_STATES)
            self.areas = [r.choice(P.US_AREA) for _ in range(3)]
        else:
            pr = r.choice(P.CA_PROVS[:6] * 3 + P.CA_PROVS)
            self.region = pr
            self.areas = P.CA_AREA[pr[0]]
        self.pt = self.new_person(self.sex, kid=kid, nick_ok=True)
        if kid and age_rng:
            self.age_n = r.randint(*age_rng)
        elif kid:
            self.age_months = None
            a = r.choice([0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 3, 5, 14, 15, 16])
            if a < 2:
                self.age_months = r.randint(2, 23)
                a = self.age_months // 12
            self.age_n = a
        elif age_rng:
            self.age_n = r.randint(*age_rng)
        else:
            self.age_n = r.choice([r.randint(18, 40), r.randint(30, 70), r.randint(45, 89),
                                   r.randint(60, 96), r.randint(22, 64)])
        y = r.choice([2024, 2025, 2025, 2026])
        start = dt.date(y, 1, 2) if y != 2024 else dt.date(2024, 6, 1)
        end = dt.date(y, 12, 28) if y != 2026 else dt.date(2026, 10, 30)
        self.visit = start + dt.timedelta(days=r.randint(0, (end - start).days))
        if self.age_months is not None:
            self.dob = self.visit - dt.timedelta(days=int(self.age_months * 30.44) + r.randint(0, 25))
        else:
            v = self.visit
            hi = _minus_years(v, self.age_n)
            lo = _minus_years(v, self.age_n + 1) + dt.timedelta(days=1)
            self.dob = lo + dt.timedelta(days=r.randint(0, (hi - lo).days))
            self.age_n = v.year - self.dob.year - ((v.month, v.day) < (self.dob.month, self.dob.day))
        for role in doc_roles:
            self.add_doc(role)

    # ------------------------------------------------------------ people
    def new_person(self, sex, kid=False, nick_ok=False, last=None):
        r = self.r
        for _ in range(50):
            if kid and r.random() < 0.5:
                first = r.choice(P.KID_F if sex == "F" else P.KID_M)
            elif r.random() < 0.18:
                first = r.choice(P.WORD_F if sex == "F" else P.WORD_M)
            else:
                first = r.choice(P.FEMALE if sex == "F" else P.MALE)
            ln = last or (r.choice(P.WORD_SURNAMES) if r.random() < 0.2 else r.choice(P.SURNAMES))
            if first not in self.used_names and (last or ln not in self.used_names):
                break
        self.used_names.add(first)
        self.used_names.add(ln)
        nick = P.NICK.get(first) if nick_ok else None
        return Person(first, r.choice("ABCDEFGHJKLMNPRSTW"), ln, sex, nick)

    def add_fam(self, rel, same_last=None, prof=False, age=None):
        r = self.r
        if rel in FEMALE_REL:
            sex = "F"
        elif rel in MALE_REL:
            sex = "M"
        else:
            sex = r.choice("FM")
        if same_last is None:
            same_last = rel in ("son", "daughter", "brother", "sister", "father") and r.random() < 0.8
        p = self.new_person(sex, kid=rel in ("son", "daughter", "brother", "sister") and self.kid,
                            last=self.pt.last if same_last else None)
        f = {"p": p, "rel": rel, "prof": r.choice(P.PROFESSIONS) if prof else None, "age": age}
        self.fams.append(f)
        return len(self.fams) - 1

    def add_doc(self, role):
        p = self.new_person(self.r.choice("FM"))
        creds = [x for x in CRED[role] if not (x in (CA_ONLY if self.loc == "US" else US_ONLY))] or CRED[role]
        self.docs.append({"p": p, "role": role, "cred": self.r.choice(creds)})
        return len(self.docs) - 1

    # ------------------------------------------------------------ helpers
    def once(self, key, fn):
        if key not in self.cache:
            self.cache[key] = fn()
        return self.cache[key]

    def mixlow(self, s, p=0.15):
        """In mixed-case notes, informal writers sometimes type a value in lower case."""
        if self.case == "mixed" and self.r.random() < p:
            return s.lower()
        return s

    def __call__(self, key):
        parts = key.split(":")
        fn = getattr(self, "k_" + parts[0], None)
        if fn is None:
            raise KeyError(key)
        return fn(*parts[1:])

    # ------------------------------------------------------------ names
    def k_pt(self, style=None):
        r = self.r
        if style is None:
            style = r.choice(["first", "first", "full", "last", "lc", "nick", "first"])
        if style == "lc" and self.case != "mixed":
            style = "first"
        if style == "nick" and not self.pt.nick:
            style = "first"
        v = self.pt.name(r, style)
        if style in ("first", "full", "last"):
            v = self.mixlow(v, 0.08)
        return Phi("PATIENT", v)

    def k_ptold(self):
        """The patient's former full name (first name + a previous surname): still PATIENT."""
        old = self.once("oldlast", lambda: self.r.choice(P.SURNAMES))
        return Phi("PATIENT", self.pt.first + " " + old)

    def k_ttl(self):
        return self.r.choice(["Mr", "Mr."] if self.pt.sex == "M" else ["Ms", "Mrs", "Ms."])

    def k_he(self):
        return "he" if self.pt.sex == "M" else "she"

    def k_He(self):
        return "He" if self.pt.sex == "M" else "She"

    def k_his(self):
        return "his" if self.pt.sex == "M" else "her"

    def k_His(self):
        return "His" if self.pt.sex == "M" else "Her"

    def k_grade(self):
        return str(max(1, min(12, self.age_n - 5)))

    def k_sx(self):
        return self.pt.sex

    def k_sexw(self):
        if self.kid:
            return self.r.choice(["boy", "male"]) if self.pt.sex == "M" else self.r.choice(["girl", "female"])
        return self.r.choice(["male", "M", "man"]) if self.pt.sex == "M" else self.r.choice(["female", "F", "woman"])

    def k_fam(self, i="0", style=None):
        f = self.fams[int(i)]
        r = self.r
        if style is None:
            style = r.choice(["first", "first", "full", "first"])
        v = f["p"].name(r, style)
        if style in ("first", "full"):
            v = self.mixlow(v, 0.1)
        return Phi("FAMILY", v)

    def k_rel(self, i="0"):
        return self.r.choice(REL_FORMS[self.fams[int(i)]["rel"]])

    def k_fprof(self, i="0", art=None):
        v = Phi("PROFESSION", self.fams[int(i)]["prof"])
        return [_art(v.value), v] if art else v

    def k_fage(self, i="0"):
        f = self.fams[int(i)]
        if f["age"] is None:
            f["age"] = self.r.randint(20, 88)
        return Phi("AGE", str(f["age"]))

    def k_doc(self, i="0", style=None):
        d = self.docs[int(i)]
        r = self.r
        if style is None:
            style = r.choice(["last", "last", "full", "fi"])
        return Phi("DOCTOR", d["p"].name(r, style))

    def k_cred(self, i="0"):
        return self.docs[int(i)]["cred"]

    def k_user(self, who="pt"):
        def mk():
            p = self.pt if who == "pt" else (self.docs[int(who[1:])]["p"] if who[0] == "d" else self.fams[int(who[1:])]["p"])
            return V.username(self.r, p.first, p.last)
        return Phi("USERNAME", self.once("user:" + who, mk))

    def k_other(self, sex=None, style="full"):
        """A one-off person (FAMILY category) mentioned once."""
        p = self.new_person(sex or self.r.choice("FM"))
        return Phi("FAMILY", p.name(self.r, style))

    def k_odoc(self, style="full"):
        """The outside clinician of the note (referring doctor / family doctor): same person on every mention."""
        p = self.once("odoc", lambda: self.new_person(self.r.choice("FM")))
        return Phi("DOCTOR", p.name(self.r, style))

    def k_xdoc(self, style="full"):
        """A one-off clinician (radiologist, pharmacist, clerk...)."""
        p = self.new_person(self.r.choice("FM"))
        return Phi("DOCTOR", p.name(self.r, style))

    # ------------------------------------------------------------ age / dates
    def k_age(self, fmt=None):
        n = self.age_n
        if fmt == "w":
            return Phi("AGE", V.words(n))
        return Phi("AGE", str(n))

    def k_agemo(self):
        return Phi("AGE", str(self.age_months if self.age_months is not None else self.age_n * 12))

    def k_anyw(self, lo="20", hi="90"):
        return Phi("AGE", V.words(self.r.randint(int(lo), int(hi))))

    def k_anyage(self, lo="20", hi="90"):
        return Phi("AGE", str(self.r.randint(int(lo), int(hi))))

    def day(self, spec):
        if spec in (None, "", "visit"):
            return self.visit
        if spec == "dob":
            return self.dob
        if spec.startswith("="):
            return self.visit + dt.timedelta(days=int(spec[1:]))
        off = int(spec)
        if abs(off) > 6:
            j = abs(off) // 6
            off += self.r.randint(-j, j)
            if spec.startswith("-") and off >= 0:
                off = -1
            if spec.startswith("+") and off <= 0:
                off = 1
        return self.visit + dt.timedelta(days=off)

    def k_date(self, spec=None, style=None):
        d = self.day(spec)
        return Phi("DATE", V.fmt_date(self.r, d, style, self.loc))

    def k_range(self, start="-7", length="3", style=None):
        """A date range: two DATE spans joined by a dash (guideline: a range is two spans)."""
        a = self.day(start)
        b = a + dt.timedelta(days=int(length))
        if style is None:
            style = self.r.choice(["md", "md", "mon", "mdY0", "iso"] if self.loc == "US" else ["iso", "mon", "md", "dmon"])
        sep = self.r.choice(["-", " - ", " to ", "-"]) if style not in ("iso", "dmon") else self.r.choice([" to ", " - "])
        return [Phi("DATE", V.fmt_date(self.r, a, style, self.loc)), sep, Phi("DATE", V.fmt_date(self.r, b, style, self.loc))]

    def k_hol(self):
        return Phi("DATE", self.r.choice(V.HOLIDAYS_US if self.loc == "US" else V.HOLIDAYS_CA))

    # ------------------------------------------------------------ places
    def addr_of(self, who):
        def mk():
            r = self.r
            if self.loc == "US":
                if who != "pt" and r.random() < 0.08:
                    reg = r.choice(P.US_STATES)
                else:
                    reg = self.region
                z = V.zipcode(r)
                city = r.choice(P.TOWNS)
                area = r.choice(self.areas)
            else:
                reg = self.region if r.random() > 0.06 else r.choice(P.CA_PROVS)
                z = V.postal_ca(r, reg[2])
                city = r.choice(P.CA_TOWNS + P.TOWNS[:20])
                area = r.choice(P.CA_AREA[reg[0]])
            return {"street": V.street(r), "city": city, "st": reg[0], "stn": reg[1], "zip": z, "area": area}
        return self.once("addr:" + who, mk)

    def k_street(self, who="pt"):
        return Phi("STREET", self.addr_of(who)["street"])

    def k_city(self, who="pt"):
        return Phi("CITY", self.mixlow(self.addr_of(who)["city"], 0.12))

    def k_st(self, who="pt"):
        return Phi("STATE", self.mixlow(self.addr_of(who)["st"], 0.2))

    def k_stn(self, who="pt"):
        return Phi("STATE", self.addr_of(who)["stn"])

    def k_zip(self, who="pt"):
        return Phi("ZIP", self.addr_of(who)["zip"])

    def k_cityst(self, who="pt"):
        a = self.addr_of(who)
        sep = self.r.choice([", ", ", ", " "])
        return [self.k_city(who), sep, self.k_st(who)]

    def k_addr(self, who="pt", nl=None):
        r = self.r
        a = self.addr_of(who)
        sep1 = "\n" if nl == "nl" else r.choice([", ", ", ", " ", "; "])
        st = Phi("STATE", a["st"]) if r.random() < 0.85 else Phi("STATE", a["stn"])
        return [Phi("STREET", a["street"]), sep1, Phi("CITY", a["city"]), r.choice([", ", " "]), st,
                r.choice([" ", "  ", " "]), Phi("ZIP", a["zip"])]

    def k_county(self):
        return Phi("CITY", self.once("county", lambda: self.r.choice(P.COUNTIES)))

    def k_country(self, i="0"):
        return Phi("COUNTRY", self.once("country" + i, lambda: self.r.choice(P.COUNTRIES)))

    def k_home(self):
        return Phi("COUNTRY", "Canada" if self.loc == "CA" else self.r.choice(["US", "USA", "the States"][:2]))

    def k_town(self):
        """Another town, mentioned once."""
        return Phi("CITY", self.r.choice(P.TOWNS if self.loc == "US" else P.CA_TOWNS))

    # institutions -------------------------------------------------------
    def inst(self, key, kind):
        def mk():
            r = self.r
            stem = r.choice(P.INST_STEMS)
            ca = self.loc == "CA"
            town = self.addr_of("pt")["city"]
            if kind == "clinic":
                pat = r.choice(["{s} Family Medicine", "{s} Family Practice", "{s} Primary Care",
                                "{s} Family Health Team" if ca else "{s} Community Health Center",
                                "{s} Medical Associates", "{t} Medical Clinic",
                                "{s} Community Health Centre" if ca else "{s} Internal Medicine"])
            elif kind == "urgent":
                pat = r.choice(["{s} Urgent Care", "{s} Walk-In Clinic", "{s} ExpressCare", "{t} After-Hours Clinic",
                                "{s} Walk-in Centre" if ca else "{s} Immediate Care"])
            elif kind == "hosp":
                pat = r.choice(["{s} Regional Medical Center" if not ca else "{s} Regional Health Centre",
                                "{s} General Hospital", "{s} Memorial Hospital", "St. {saint}'s Hospital",
                                "{t} District Hospital", "{s} Health Sciences Centre" if ca else "{s} University Hospital"])
            elif kind == "spec":
                pat = r.choice(self.spec_pats)
            elif kind == "bh" and self.kid:
                pat = r.choice(["{s} Youth Mental Health", "{s} Child and Family Counselling", "{t} Youth Wellness Hub",
                                "{s} Adolescent Behavioral Health"])
            elif kind == "bh":
                pat = r.choice(["{s} Behavioral Health", "{s} Recovery Center", "{s} Opioid Treatment Program",
                                "{s} Counselling Services" if ca else "{s} Counseling Associates",
                                "{s} Addiction Services", "{t} Mental Health Clinic"])
            elif kind == "peds":
                pat = r.choice(["{s} Pediatrics", "{s} Children's Clinic", "{s} Pediatric Associates",
                                "{t} Kids Clinic", "{s} Paediatrics" if ca else "{s} Pediatric Group"])
            elif kind == "pharm":
                pat = r.choice(["{s} Pharmacy", "{s} Drugs", "{s} Apothecary", "MedWay Pharmacy",
                                "CarePoint Pharmacy", "{t} Pharmacy", "RxCorner Pharmacy", "{s} Drug Mart"])
            elif kind == "carehome":
                pat = r.choice(["{s} Manor", "{s} Lodge", "{s} Place Retirement Residence",
                                "{s} Assisted Living", "{s} Nursing and Rehab", "{s} Long Term Care"])
            elif kind == "unit":
                pat = r.choice(["4 West", "5 North", "the Birch Unit", "Ravine Unit", "3 East", "the Harbour Unit",
                                "Cedar Ward", "2 South"])
            else:
                raise ValueError(kind)
            name = pat.format(s=stem, t=town, saint=r.choice(P.SAINTS))
            if name.startswith("the "):
                name = name[4:]
            words = [w for w in name.replace("-", " ").replace("'s", "").split() if w[0].isupper()]
            acr = "".join(w[0] for w in words) if len(words) >= 2 else None
            short = stem if "{s}" in pat else name
            return {"name": name, "acr": acr, "short": short}
        return self.once("inst:" + key, mk)

    spec_pats = ["{s} Cardiology Associates", "{s} Heart & Vascular", "{s} Endocrinology", "{s} Diabetes Centre",
                 "{s} Digestive Health", "{s} GI Associates", "{s} Pulmonary & Sleep", "{s} Rheumatology Clinic",
                 "{s} Arthritis Centre", "{s} Lung Clinic"]

    def place(self, key, kind, form=None):
        i = self.inst(key, kind)
        r = self.r
        if form is None:
            form = r.choice(["name", "name", "name", "short", "acr"])
        if form == "acr" and not i["acr"]:
            form = "name"
        if form == "short" and i["short"] == i["name"]:
            form = "name"
        v = i[form]
        if form == "acr" and self.case == "mixed" and r.random() < 0.35:
            v = v.lower()
        elif form != "acr":
            v = self.mixlow(v, 0.1)
        return Phi("HOSPITAL", v)

    def k_clinic(self, form=None):
        return self.place("clinic", self.clinic_kind, form)

    clinic_kind = "clinic"

    def k_pcp(self, form=None):
        return self.place("pcp", "clinic", form)

    def k_uc(self, form=None):
        return self.place("uc", "urgent", form)

    def k_hosp(self, form=None):
        return self.place("hosp", "hosp", form)

    def k_hosp2(self, form=None):
        return self.place("hosp2", "hosp", form)

    def k_specc(self, form=None):
        return self.place("spec", "spec", form)

    def k_bh(self, form=None):
        return self.place("bh", "bh", form)

    def k_pharm(self, form="name"):
        return self.place("pharm", "pharm", form)

    def k_carehome(self, form="name"):
        return self.place("carehome", "carehome", form)

    def k_unit(self):
        return self.place("unit", "unit", "name")

    def org(self, key, fn, form=None):
        d = self.once("org:" + key, fn)
        r = self.r
        if isinstance(d, tuple):
            name, acr = d
            if form is None:
                form = r.choice(["name", "acr", "name"])
            v = acr if (form == "acr" and acr) else name
            if v == acr and self.case == "mixed" and r.random() < 0.3:
                v = v.lower()
        else:
            v = d
        if v != v.upper():
            v = self.mixlow(v, 0.1)
        return Phi("ORGANIZATION", v)

    def k_ins(self, form=None):
        return self.org("ins", lambda: self.r.choice(P.INSURERS if self.loc == "US" else P.CA_INSURERS), form)

    def k_lab(self, form="name"):
        def mk():
            r = self.r
            s = r.choice(P.INST_STEMS)
            n = r.choice(["{s} Diagnostics", "{s} Reference Laboratory", "ClearPath Laboratories",
                          "NorthStar Labs", "Tri-County Lab Services", "{s} Medical Labs"]).format(s=s)
            w = [x for x in n.replace("-", " ").split() if x[0].isupper()]
            return (n, "".join(x[0] for x in w))
        return self.org("lab", mk, form)

    def k_employer(self, form=None):
        def mk():
            r = self.r
            if r.random() < 0.25:
                return r.choice(P.EMPLOYER_ACR)
            return (r.choice(P.EMPLOYERS), None)
        return self.org("employer", mk, form)

    def k_employer2(self, form="name"):
        return self.org("employer2", lambda: (self.r.choice(P.EMPLOYERS), None), form)

    def k_school(self, form="name"):
        def mk():
            r = self.r
            s = r.choice(P.INST_STEMS)
            a = self.age_n
            if a <= 10:
                lvl = r.choice(["Elementary", "Elementary School", "Public School" if self.loc == "CA" else "Primary School"])
            elif a <= 13:
                lvl = r.choice(["Middle School", "Intermediate School", "Junior High"])
            else:
                lvl = r.choice(["High School", "Secondary School" if self.loc == "CA" else "High School", "Collegiate"])
            n = r.choice(["%s %s" % (s, lvl), "St. %s Catholic School" % r.choice(P.SAINTS), "%s %s" % (s, lvl)])
            w = [x for x in n.split() if x[0].isupper()]
            return (n, "".join(x[0] for x in w))
        return self.org("school", mk, form)

    def k_daycare(self):
        return self.org("daycare", lambda: self.r.choice(P.DAYCARES), "name")

    def k_agency(self, kind="home", form=None):
        def mk():
            r = self.r
            s = r.choice(P.INST_STEMS)
            t = self.addr_of("pt")["city"]
            if kind == "home":
                n = r.choice(["{s} Home Health", "{s} Visiting Nurses", "{s} Home Care Services",
                              "{t} Community Paramedicine Program", "{s} Hospice"])
            elif kind == "cps":
                n = r.choice(["Children's Aid Society of {t}", "{t} Family Services", "{c} Children and Youth Services",
                              "{c} Department of Social Services"])
            elif kind == "shelter":
                n = r.choice(["{s} House Shelter", "{s} Women's Shelter", "{s} Mission", "{s} Recovery Residence"])
            elif kind == "housing":
                n = r.choice(["{t} Housing Authority", "{c} Housing Services", "{s} Supportive Housing", "{s} Housing Co-op"])
            elif kind == "court":
                n = r.choice(["{c} Adult Probation", "{t} Drug Treatment Court", "{c} Probation and Parole"])
            elif kind == "church":
                n = r.choice(["Grace Fellowship Church", "{s} Baptist Church", "St. {saint} Parish", "{s} Gospel Hall",
                              "{s} Mennonite Church"])
            elif kind == "club":
                n = r.choice(["{t} Minor Hockey", "{s} Little League", "{s} Swim Club", "{t} Youth Soccer", "{s} Dance Academy"])
            elif kind == "ems":
                n = r.choice(["{c} EMS", "{t} Fire Rescue", "{s} Ambulance Service"])
            else:
                raise ValueError(kind)
            n = n.format(s=s, t=t, c=self.once("county", lambda: r.choice(P.COUNTIES)).replace(" County", " County"),
                         saint=r.choice(P.SAINTS))
            w = [x for x in n.replace("'s", "").split() if x[0].isupper()]
            acr = "".join(x[0] for x in w) if len(w) >= 3 else None
            return (n, acr)
        return self.org("agency:" + kind, mk, form)

    def k_room(self):
        r = self.r
        return Phi("LOCATION_OTHER", r.choice([str(r.randint(1, 14)), "%d%s" % (r.randint(100, 520), r.choice("AB")),
                                               str(r.randint(2, 9)), "%d-%d" % (r.randint(1, 6), r.randint(1, 30))]))

    def k_bed(self):
        return Phi("LOCATION_OTHER", str(self.r.randint(1, 24)))

    def k_landmark(self):
        def mk():
            r = self.r
            s = r.choice(P.INST_STEMS)
            return r.choice(["the Dollar Barn on Route %d" % r.randint(2, 99), "%s Mall" % s, "%s Park" % s,
                             "%s Towers" % s, "the %s Arena" % s, "%s Community Centre" % s, "%s Plaza" % s,
                             "%s Mobile Home Park, lot %d" % (s, r.randint(1, 60)), "the old %s mill" % s,
                             "%s Apartments, building %s" % (s, r.choice("ABCD")), "%s Trailhead" % s])
        v = self.once("landmark", mk)
        if v.startswith("the "):
            v = v[4:]
        return Phi("LOCATION_OTHER", v)

    # ------------------------------------------------------------ ids
    def k_mrn(self):
        return Phi("MRN", self.once("mrn", lambda: V.mrn(self.r)))

    def k_mrn2(self):
        return Phi("MRN", self.once("mrn2", lambda: V.mrn(self.r)))

    def k_acct(self):
        return Phi("ACCOUNT", self.once("acct", lambda: V.acct(self.r)))

    def k_enc(self):
        return Phi("ACCOUNT", self.once("enc", lambda: V.enc(self.r)))

    def k_claim(self):
        return Phi("ACCOUNT", self.once("claim", lambda: V.claim(self.r)))

    def k_member(self):
        return Phi("HEALTHPLAN", self.once("member", lambda: V.member(self.r)))

    def k_group(self):
        return Phi("HEALTHPLAN", self.once("group", lambda: V.group(self.r)))

    def k_hcn(self):
        return Phi("HEALTHPLAN", self.once("hcn", lambda: V.hcn(self.r, self.region[0])))

    def k_hcnlab(self):
        return V.HCN_LABEL.get(self.region[0], "health card #")

    def k_ssn(self):
        return Phi("SSN", self.once("ssn", lambda: V.ssn(self.r) if self.loc == "US" else V.sin(self.r)))

    def k_ssnlab(self):
        return self.r.choice(["SSN", "SS#", "Soc Sec #"]) if self.loc == "US" else self.r.choice(["SIN", "SIN #"])

    def k_npi(self, i="0"):
        return Phi("LICENSE", self.once("npi" + i, lambda: V.npi(self.r)))

    def k_dea(self, i="0"):
        return Phi("LICENSE", self.once("dea" + i, lambda: V.dea(self.r, self.docs[int(i)]["p"].last)))

    def k_lic(self, i="0"):
        return Phi("LICENSE", self.once("lic" + i, lambda: V.med_lic(self.r, self.loc)))

    def k_liclab(self):
        if self.loc == "CA":
            return self.r.choice(["CPSO #", "CPSA reg", "licence #", "CPSBC #"])
        return self.r.choice(["Lic #", "license no.", "state lic", "NPI"][:3])

    def k_dl(self):
        return Phi("LICENSE", self.once("dl", lambda: V.dl(self.r, self.loc)))

    def dev(self, i):
        def mk():
            kind, lab = self.r.choice(P.DEVICE_KINDS)
            return {"kind": kind, "lab": lab, "sn": V.serial(self.r),
                    "model": self.r.choice(P.DEVICE_MODELS.get(kind, [""]))}
        return self.once("dev" + i, mk)

    def set_dev(self, i, kind):
        lab = dict(P.DEVICE_KINDS).get(kind, "SN")
        self.cache["dev" + i] = {"kind": kind, "lab": lab, "sn": V.serial(self.r),
                                 "model": self.r.choice(P.DEVICE_MODELS.get(kind, [""]))}

    def k_dev(self, i="0"):
        return Phi("DEVICE", self.dev(i)["sn"])

    def k_devkind(self, i="0"):
        return self.dev(i)["kind"]

    def k_devlab(self, i="0"):
        return self.dev(i)["lab"]

    def k_devmodel(self, i="0"):
        return self.dev(i)["model"]

    def k_plate(self):
        return Phi("VEHICLE", self.once("plate", lambda: V.plate(self.r, self.loc)))

    def k_vin(self):
        return Phi("VEHICLE", self.once("vin", lambda: V.vin(self.r)))

    def k_bio(self, kind=None):
        return Phi("BIOID", self.once("bio", lambda: V.bioid(self.r, kind)))

    def k_acc(self, i="0"):
        return Phi("IDNUM", self.once("acc" + i, lambda: V.accession(self.r)))

    def k_order(self, i="0"):
        return Phi("IDNUM", self.once("order" + i, lambda: V.order(self.r)))

    def k_rx(self, i="0"):
        return Phi("IDNUM", self.once("rx" + i, lambda: V.rxnum(self.r)))

    def k_req(self):
        return Phi("IDNUM", self.once("req", lambda: V.req(self.r)))

    def k_pa(self):
        return Phi("IDNUM", self.once("pa", lambda: V.pa_num(self.r)))

    def k_case(self):
        return Phi("IDNUM", self.once("case", lambda: V.case_num(self.r)))

    def k_inc(self):
        return Phi("IDNUM", self.once("inc", lambda: V.incident(self.r)))

    def k_ref(self):
        return Phi("IDNUM", self.once("ref", lambda: V.ref_num(self.r)))

    # ------------------------------------------------------------ contact
    def uniq_phone(self, area, style=None):
        used = self.cache.setdefault("_phones", set())
        for _ in range(40):
            v = V.phone(self.r, area, style)
            if v[-4:] not in used:
                break
        used.add(v[-4:])
        return v

    def k_ph(self, who="pt", e=None):
        def mk():
            area = self.addr_of(who)["area"] if who in ("pt", "c", "s", "h", "p") else self.r.choice(self.areas)
            return self.uniq_phone(area)
        v = self.once("ph:" + who, mk)
        if e == "x":
            v = v + " " + self.once("ext:" + who, lambda: V.ext(self.r))
        return Phi("PHONE", v)

    def k_pager(self):
        return Phi("PHONE", self.once("pager", lambda: self.uniq_phone(self.r.choice(self.areas),
                                                                    self.r.choice(["local", "dash"]))))

    def k_fax(self, who="c"):
        def mk():
            area = self.addr_of(who)["area"] if who in ("pt", "c", "s", "h", "p") else self.r.choice(self.areas)
            return self.uniq_phone(area)
        return Phi("FAX", self.once("fax:" + who, mk))

    def k_fphone(self):
        v, ctry = self.once("fphone", lambda: V.foreign_phone(self.r))
        return Phi("PHONE", v)

    def k_fctry(self):
        v, ctry = self.once("fphone", lambda: V.foreign_phone(self.r))
        return Phi("COUNTRY", ctry)

    def k_email(self, who="pt"):
        def mk():
            r = self.r
            if who == "pt":
                p = self.pt
            elif who[0] == "f":
                p = self.fams[int(who[1:])]["p"]
            elif who[0] == "d":
                p = self.docs[int(who[1:])]["p"]
            else:
                stem = V.slug(self.inst("clinic", self.clinic_kind)["short"])[:14]
                return r.choice(["frontdesk", "referrals", "info", "intake", "refills"]) + "@" + stem + "." + r.choice(
                    ["example.org", "example.com", "example.net"])
            return V.email(r, p.first, p.last)
        return Phi("EMAIL", self.once("email:" + who, mk))

    def k_url(self, who="c"):
        def mk():
            r = self.r
            key = {"c": ("clinic", self.clinic_kind), "s": ("spec", "spec"), "h": ("hosp", "hosp"),
                   "p": ("pharm", "pharm")}[who]
            stem = V.slug(self.inst(*key)["short"])[:16]
            return r.choice(["https://portal.example.org/%s" % stem, "www.%s.example.com" % stem,
                             "https://%s.example.net/patient-login" % stem, "portal.example.com/%s/refills" % stem,
                             "http://www.example.org/%s/forms" % stem, "https://myhealth.example.net/%s" % stem])
        return Phi("URL", self.once("url:" + who, mk))

    def k_ip(self, i="0"):
        return Phi("IPADDR", self.once("ip" + i, lambda: V.ip(self.r)))

    # ------------------------------------------------------------ profession
    def k_prof(self, kind=None):
        def mk():
            return self.r.choice(P.PROFESSIONS)
        if kind == "ret":
            return Phi("PROFESSION", self.once("profret", lambda: self.r.choice(P.RETIRED)))
        v = Phi("PROFESSION", self.once("prof", mk))
        return [_art(v.value), v] if kind == "a" else v
