"""Fictional inpatient case: patient, family, care team, identifiers, dates."""
import datetime

import clin
import phi
import places
import pools

ORIGIN_COUNTRY = {
    "hispanic": ["Mexico", "El Salvador", "Guatemala", "Honduras", "Peru", "Cuba", "Dominican Republic"],
    "west_african": ["Nigeria", "Ghana"], "east_african": ["Somalia", "Ethiopia", "Eritrea"],
    "chinese": ["China"], "korean": ["South Korea"], "vietnamese": ["Vietnam"],
    "south_asian": ["India", "Pakistan", "Bangladesh", "Sri Lanka"],
    "arabic_persian": ["Lebanon", "Iran", "Syria", "Egypt"],
    "east_european": ["Poland", "Ukraine", "Romania"], "mediterranean": ["Italy", "Greece", "Portugal", "Brazil"],
    "filipino": ["Philippines"], "haitian_caribbean": ["Haiti", "Jamaica", "Guyana"],
    "turkish": ["Turkey"], "irish_scottish": ["Ireland", "Scotland"],
}


class Person:
    def __init__(self, first, last, sex, middle="", origin=""):
        self.first, self.last, self.sex, self.middle = first, last, sex, middle
        self.origin = origin

    def form(self, f):
        fi = self.first[0]
        li = self.last[0]
        if f == "fl":
            return "%s %s" % (self.first, self.last)
        if f == "fml":
            return "%s %s. %s" % (self.first, self.middle, self.last) if self.middle else "%s %s" % (self.first, self.last)
        if f == "lf":
            return "%s, %s" % (self.last, self.first)
        if f == "lfm":
            return "%s, %s %s" % (self.last, self.first, self.middle) if self.middle else "%s, %s" % (self.last, self.first)
        if f == "LF":
            return ("%s, %s" % (self.last, self.first)).upper()
        if f == "LFM":
            return ("%s, %s %s" % (self.last, self.first, self.middle)).upper() if self.middle else ("%s, %s" % (self.last, self.first)).upper()
        if f == "l":
            return self.last
        if f == "L":
            return self.last.upper()
        if f == "f":
            return self.first
        if f == "fi_l":
            return "%s. %s" % (fi, self.last)
        if f == "init":
            return "%s.%s." % (fi, li)
        if f == "INIT":
            return "%s%s" % (fi, li)
        if f == "init3":
            return "%s%s%s" % (fi, self.middle or "", li)
        if f == "f_li":
            return "%s %s." % (self.first, li)
        if f == "nick":
            return pools.NICKNAMES.get(self.first, self.first)
        raise ValueError(f)


def pick_origin(rng, country):
    return rng.choices(pools.ORIGINS, weights=pools.origin_weights(country))[0]


def make_person(rng, country, sex=None, last=None, origin=None):
    o = origin or pick_origin(rng, country)
    sex = sex or rng.choice("MF")
    first = rng.choice(o[sex])
    if rng.random() < 0.06:
        first = rng.choice(pick_origin(rng, country)[sex])
    if last is None:
        last = rng.choice(o["S"]) if rng.random() < 0.92 else rng.choice(pick_origin(rng, country)["S"])
    mid = rng.choice(pools.MIDDLE_INITIALS) if rng.random() < 0.55 else ""
    return Person(first, last, sex, mid, o["origin"])


ROLE_CREDS = {
    "US": {"att": ["MD", "MD", "DO", "MD, FACP"], "res": ["MD", "DO", "MD"], "int": ["MD", "DO"],
           "np": ["NP", "ACNP-BC", "FNP-C"], "pa": ["PA-C"], "rn": ["RN", "BSN, RN", "RN"],
           "charge": ["RN", "BSN, RN"], "pharm": ["PharmD", "RPh", "PharmD, BCPS"],
           "sw": ["LCSW", "MSW, LICSW", "MSW"], "cm": ["RN, CCM", "RN", "BSN, RN, CM"],
           "pt": ["PT, DPT", "PT"], "ot": ["OTR/L", "OT"], "rt": ["RRT", "RT"], "rd": ["RD", "RDN"],
           "chap": ["MDiv", "BCC"], "slp": ["CCC-SLP"], "cons": ["MD", "MD", "DO"], "nf": ["MD"],
           "pcp": ["MD", "DO", "NP"], "interp": ["CMI"], "med": ["MS3", "MS4"]},
    "CA": {"att": ["MD, FRCPC", "MD, FRCPC", "MD, CCFP", "MDCM, FRCPC"], "res": ["MD", "MD"],
           "int": ["MD"], "np": ["NP", "NP-PHC"], "pa": ["CCPA"], "rn": ["RN", "RPN", "RN"],
           "charge": ["RN"], "pharm": ["RPh", "BScPhm", "PharmD"], "sw": ["MSW, RSW", "RSW"],
           "cm": ["RN", "RN, PCC"], "pt": ["PT", "MScPT"], "ot": ["OT Reg. (Ont.)", "OT"],
           "rt": ["RRT"], "rd": ["RD"], "chap": ["SCP"], "slp": ["SLP"], "cons": ["MD, FRCPC"],
           "nf": ["MD"], "pcp": ["MD, CCFP", "MD", "NP"], "interp": [""], "med": ["CC3", "CC4"]},
}

PHYS_ROLES = ("att", "res", "int", "cons", "nf", "pcp")


class Staff:
    def __init__(self, person, role, cred, pager, user, spec=""):
        self.p, self.role, self.cred, self.pager, self.user, self.spec = person, role, cred, pager, user, spec

    @property
    def is_phys(self):
        return self.role in PHYS_ROLES and self.cred not in ("NP",)


class Case:
    def __init__(self, rng, country=None, scenario=None, age_range=(19, 97)):
        self.rng = rng
        r = rng
        self.country = country or ("US" if r.random() < 0.68 else "CA")
        self.hosp = r.choice([h for h in places.HOSPITALS if h["country"] == self.country])
        self.unit = r.choice(self.hosp["units"])
        self.room = self.room_number()
        cities = places.US_CITIES if self.country == "US" else places.CA_CITIES
        self.hcity = [c for c in cities if c[0] == self.hosp["city"]][0]
        self.area = self.hcity[4]
        self.scen = scenario
        # patient
        lo, hi = age_range
        if scenario and "age" in scenario:
            lo, hi = scenario["age"]
        self.age = r.randint(lo, hi)
        self.pt = make_person(r, self.country)
        self.sex = self.pt.sex
        if scenario:
            self.scen = clin.for_sex(scenario, self.sex)
        self.he, self.his, self.him = ("he", "his", "him") if self.sex == "M" else ("she", "her", "her")
        self.He, self.His = self.he.capitalize(), self.his.capitalize()
        self.man = "man" if self.sex == "M" else "woman"
        self.mr = "Mr." if self.sex == "M" else r.choice(["Ms.", "Mrs.", "Ms."])
        self.adm = datetime.date(2022, 1, 3) + datetime.timedelta(days=r.randrange(1400))
        self.los = r.randint(2, 12)
        self.dc = phi.plus(self.adm, self.los)
        self.dob = datetime.date(self.adm.year - self.age, 1, 1) + datetime.timedelta(days=r.randrange(365))
        if self.dob > datetime.date(self.adm.year - self.age, self.adm.month, min(self.adm.day, 28)):
            self.dob = datetime.date(self.dob.year - 1, self.dob.month, min(self.dob.day, 28))
        # home
        self.home = r.choice(cities) if r.random() < 0.6 else self.hcity
        self.street = self.street_line()
        self.zip = self.postal(self.home)
        self.home_phone = phi.phone_num(r, self.home[4])
        self.cell = phi.phone_num(r, self.home[4])
        # ids
        self.mrn = phi.mrn(r, self.hosp["mrn"])
        self.acct = phi.account(r)
        self.hp_label, self.hp = phi.healthplan(r, self.country, self.home[1],
                                                "medicare" if self.age >= 66 and r.random() < 0.7 else None)
        self.ssn = phi.ssn(r, self.country)
        # social
        self.prof = r.choice(places.PROFESSIONS)
        self.employer = r.choice(places.EMPLOYERS)
        self.church = r.choice(places.CHURCHES)
        oc = ORIGIN_COUNTRY.get(self.pt.origin)
        self.born = r.choice(oc) if oc and r.random() < 0.6 else None
        self.retired = self.age >= 66 and r.random() < 0.8
        # family
        self.family = self.make_family()
        # team
        self.staff = {}
        self.ds = r.choice(phi.US_DATE_STYLES if self.country == "US" else phi.CA_DATE_STYLES)
        self.dss = r.choice(phi.SHORT_STYLES_US if self.country == "US" else phi.SHORT_STYLES_CA)
        self.pharmacy = r.choice(places.PHARMACIES[self.country])
        self.team = r.choice(["Medicine Team 3", "GMED Blue", "Gold Team", "Team B", "Medicine Red",
                              "Hospitalist Service 2", "Med 5", "Firm A"] if self.country == "US" else
                             ["CTU B", "GIM Team 3", "CTU Red", "Medicine Team 2", "CTU A", "GIM Blue"])

    # ---------------------------------------------------------- helpers
    def room_number(self):
        r = self.rng
        return r.choice(["%d%02d%s" % (r.randint(2, 9), r.randint(1, 40), r.choice(["A", "B", ""])),
                         "%d%02d-%d" % (r.randint(2, 9), r.randint(1, 40), r.randint(1, 2)),
                         "%d-%02d" % (r.randint(3, 9), r.randint(1, 40)),
                         "%d%02d" % (r.randint(2, 9), r.randint(1, 40))])

    def street_line(self, city=None):
        r = self.rng
        city = city or self.home
        name = r.choice(places.STREET_NAMES)
        if city[1] == "QC" and r.random() < 0.7:
            s = "%d %s %s" % (r.randint(10, 9999), r.choice(places.QC_PREFIX), r.choice(places.QC_STREETS))
            if r.random() < 0.3:
                s += ", app. %d" % r.randint(1, 30)
            return s
        k = r.random()
        if k < 0.07:
            return r.choice(["PO Box %d" % r.randint(10, 2999), "RR %d" % r.randint(1, 9),
                             "%d County Road %d" % (r.randint(100, 9999), r.randint(1, 60))])
        if k < 0.12:
            return "%d Route %d" % (r.randint(10, 9999), r.randint(1, 99))
        suf = r.choice(places.US_SUFFIX if self.country == "US" else places.CA_SUFFIX)
        s = "%d %s %s" % (r.randint(1, 9999), name, suf)
        u = r.random()
        if u < 0.12:
            s += ", Apt %d%s" % (r.randint(1, 30), r.choice(["", "B", "C"]))
        elif u < 0.2:
            s += " #%d" % r.randint(100, 1800)
        elif u < 0.26:
            s += ", Unit %d" % r.randint(1, 40)
        elif u < 0.29:
            s += ", Lot %d" % r.randint(1, 99)
        return s

    def postal(self, city):
        if self.country == "US":
            return phi.zip_us(self.rng, city[3], self.rng.random() < 0.15)
        return phi.postal_ca(self.rng, city[3])

    def make_family(self):
        r = self.rng
        fam = []
        if self.age >= 55:
            rels = ["wife" if self.sex == "M" else "husband", "daughter", "son", "niece", "grandson",
                    "granddaughter", "sister", "brother", "friend", "neighbour" if self.country == "CA" else "neighbor",
                    "partner", "stepdaughter", "nephew"]
            weights = [8, 7, 6, 2, 1, 1, 2, 2, 1, 1, 2, 1, 1]
        elif self.age >= 38:
            rels = ["mother", "father", "partner", "sister", "brother", "wife" if self.sex == "M" else "husband",
                    "girlfriend" if self.sex == "M" else "boyfriend", "roommate", "aunt", "daughter", "son"]
            weights = [5, 3, 4, 3, 3, 4, 2, 1, 1, 2, 2]
        else:
            rels = ["mother", "father", "partner", "sister", "brother", "wife" if self.sex == "M" else "husband",
                    "girlfriend" if self.sex == "M" else "boyfriend", "roommate", "aunt", "cousin"]
            weights = [6, 4, 3, 3, 3, 3, 2, 2, 1, 1]
        n = r.choice([1, 2, 2, 3, 3, 4])
        used = []
        for _ in range(n):
            rel = r.choices(rels, weights=weights)[0]
            spouse = ("wife", "husband", "partner", "girlfriend", "boyfriend")
            if rel in used and rel in ("mother", "father"):
                continue
            if rel in spouse and any(u in spouse for u in used):
                continue
            used.append(rel)
            sex = "F" if rel in ("wife", "daughter", "niece", "granddaughter", "sister", "mother", "girlfriend",
                                 "stepdaughter", "aunt") else ("M" if rel in ("husband", "son", "grandson", "brother",
                                                                              "father", "boyfriend", "nephew") else None)
            # cousin, friend, roommate, partner, neighbour: either sex
            same = rel in ("son", "daughter", "sister", "brother", "mother", "father", "grandson",
                           "granddaughter") or (rel in ("wife", "husband") and r.random() < 0.7)
            p = make_person(r, self.country, sex=sex, last=self.pt.last if same else None,
                            origin=[o for o in pools.ORIGINS if o["origin"] == self.pt.origin][0] if same else None)
            city = self.home if r.random() < 0.6 else r.choice(places.US_CITIES if self.country == "US" else places.CA_CITIES)
            if rel in ("wife", "husband", "partner", "boyfriend", "girlfriend"):
                fage = max(18, self.age + r.randint(-6, 6))
            elif rel in ("mother", "father", "aunt"):
                fage = self.age + r.randint(20, 34)
            elif rel in ("daughter", "son", "stepdaughter"):
                fage = max(16, self.age - r.randint(20, 36))
            elif rel in ("grandson", "granddaughter"):
                fage = max(16, self.age - r.randint(45, 60))
            else:
                fage = max(18, self.age + r.randint(-15, 10))
            fam.append({"rel": rel, "p": p, "phone": phi.phone_num(r, city[4]),
                        "email": phi.email(r, p.first, p.last), "age": fage, "city": city,
                        "prof": r.choice(places.PROFESSIONS)})
        return fam

    def stf(self, role, spec=""):
        key = role + (":" + spec if spec else "")
        if key not in self.staff:
            r = self.rng
            p = make_person(r, self.country)
            cred = r.choice(ROLE_CREDS[self.country].get(role, ["MD"]))
            pg = phi.pager(r, self.area)
            user = phi.username(r, p.first, p.last)
            self.staff[key] = Staff(p, role, cred, pg, user, spec)
        return self.staff[key]

    # ---------------------------------------------------------- references
    def P(self, form):
        return ("PATIENT", self.pt.form(form))

    def mrname(self):
        return [self.mr + " ", ("PATIENT", self.pt.last)]

    def ptref(self):
        r = self.rng.random()
        if r < 0.45:
            return self.mrname()
        if r < 0.6:
            return self.P("fl")
        if r < 0.85:
            return "the patient"
        return "pt"

    def Dt(self, d, style=None):
        return phi.D(d, style or self.ds)

    def Ds(self, d):
        return phi.D(d, self.dss)

    def doc(self, s, style=None):
        """Reference a staff member; titles and credentials outside the span."""
        r = self.rng
        if style is None:
            if s.is_phys:
                style = r.choice(["dr_l", "dr_l", "dr_fl", "fl_cred", "fml_cred", "fi_l_cred", "l"])
            else:
                style = r.choice(["fl_cred", "fl_cred", "f", "fl", "fi_l_cred", "lf"])
        if style.startswith("dr") and not s.is_phys:
            style = "fl_cred"
        p = s.p
        if style == "dr_l":
            return ["Dr. " if r.random() < 0.8 else "Dr ", ("DOCTOR", p.last)]
        if style == "dr_fl":
            return ["Dr. ", ("DOCTOR", p.form("fl"))]
        if style == "fl_cred":
            return [("DOCTOR", p.form("fl")), ", " + s.cred if s.cred else ""]
        if style == "fml_cred":
            return [("DOCTOR", p.form("fml")), ", " + s.cred if s.cred else ""]
        if style == "fi_l_cred":
            return [("DOCTOR", p.form("fi_l")), " " + s.cred if s.cred else ""]
        if style == "lf":
            return [("DOCTOR", p.form("lf"))]
        if style == "LF":
            return [("DOCTOR", p.form("LF"))]
        return [("DOCTOR", p.form({"l": "l", "f": "f", "fl": "fl", "fi_l": "fi_l", "init": "INIT"}.get(style, "fl")))]

    def pgr(self, s):
        return ("PHONE", s.pager)

    def fam(self, i=0):
        return self.family[i % len(self.family)]

    def famref(self, i=0, form=None):
        f = self.fam(i)
        form = form or self.rng.choice(["fl", "f", "f", "fl"])
        poss = "his" if self.sex == "M" else "her"
        lead = self.rng.choice(["%s %s " % (poss, f["rel"]), "%s " % f["rel"], "%s " % f["rel"]])
        return [lead, ("FAMILY", f["p"].form(form))]

    def addr(self, style="line", who=None):
        street = self.street
        city, st, stname = self.home[0], self.home[1], self.home[2]
        z = self.zip
        stv = st if self.rng.random() < 0.8 else stname
        if style == "line":
            return [("STREET", street), ", ", ("CITY", city), ", ", ("STATE", stv), " ", ("ZIP", z)]
        if style == "line2":
            return [("STREET", street), "\n", ("CITY", city), ", ", ("STATE", stv), "  ", ("ZIP", z)]
        if style == "nozip":
            return [("STREET", street), ", ", ("CITY", city), ", ", ("STATE", stv)]
        if style == "citystate":
            return [("CITY", city), ", ", ("STATE", stv)]
        if style == "upper":
            return [("STREET", street.upper()), ", ", ("CITY", city.upper()), " ", ("STATE", st), " ", ("ZIP", z)]
        return [("CITY", city)]

    def hname(self, full=None):
        if full is None:
            full = self.rng.random() < 0.55
        return ("HOSPITAL", self.hosp["name"] if full else self.rng.choice(self.hosp["short"]))

    def unitref(self):
        return ("HOSPITAL", self.unit)

    def roomref(self):
        r = self.rng.random()
        if r < 0.6:
            return ["Rm ", ("LOCATION_OTHER", self.room)]
        if r < 0.8:
            return ["room ", ("LOCATION_OTHER", self.room)]
        return [("LOCATION_OTHER", self.room)]

    def age_piece(self, style=None, art=False):
        style = style or self.rng.choice(["yo", "yo", "yearold", "yof", "compact", "yo_slash", "y"])
        p = self._age_piece(style)
        if art:
            first = p[0][1]
            an = first[0] == "8" or first in ("11", "18") or first[0] in "aeiou"
            return ["an " if an else "a ", p]
        return p

    def _age_piece(self, style):
        a = str(self.age)
        sx = self.sex
        if style == "yo":
            return [("AGE", a), " yo " + ("M" if sx == "M" else "F")]
        if style == "yearold":
            return [("AGE", a), "-year-old " + self.man]
        if style == "yof":
            return [("AGE", a), "yo" + ("M" if sx == "M" else "F")]
        if style == "compact":
            return [("AGE", a), sx]
        if style == "yo_slash":
            return [("AGE", a), " y/o " + ("male" if sx == "M" else "female")]
        if style == "words":
            return [("AGE", phi.age_words(self.age)), "-year-old " + self.man]
        return [("AGE", a), " y " + sx]

    def hday(self, d):
        return (d - self.adm).days + 1


class Mini:
    """A lighter patient used in multi-patient lists."""

    def __init__(self, rng, base, scen):
        self.rng = rng
        self.scen = scen
        lo, hi = scen.get("age", (22, 96))
        self.age = rng.randint(lo, hi)
        self.pt = make_person(rng, base.country)
        self.sex = self.pt.sex
        self.scen = clin.for_sex(scen, self.sex)
        self.room = base.room_number()
        self.mrn = phi.mrn(rng, base.hosp["mrn"])
        self.adm = phi.plus(base.adm, -rng.randint(0, 9))
        if self.age < 65:
            self.code = rng.choice(["Full", "Full", "Full code", "FC", "Full", "DNR" if self.age > 50 else "Full"])
        else:
            self.code = rng.choice(["Full", "Full", "DNR/DNI", "DNR", "DNR, OK to intubate", "Full code",
                                    "M2" if base.country == "CA" else "DNI"])
        self.famrel = rng.choice(["wife" if self.sex == "M" else "husband", "daughter" if self.age > 45 else "mother",
                                  "son" if self.age > 45 else "brother", "sister",
                                  "mother" if self.age < 60 else "daughter", "POA", "niece", "friend"])
        fsex = "F" if self.famrel in ("wife", "daughter", "sister", "mother", "niece") else (
            "M" if self.famrel in ("husband", "son", "brother") else None)
        same = self.famrel in ("daughter", "son", "sister", "brother", "mother") or (
            self.famrel in ("wife", "husband") and rng.random() < 0.6)
        self.fam = make_person(rng, base.country, sex=fsex, last=self.pt.last if same else None)
        self.famphone = phi.phone_num(rng, base.area)
        self.edd = phi.plus(base.adm, rng.randint(0, 4))
