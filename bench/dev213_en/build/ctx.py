"""Per-note world: patient, family, clinicians, places, identifiers.

Every helper returns pieces for fmt.Note.w(): plain strings or (TYPE, value)
tuples.  Nothing here searches text; values are produced and placed directly.
"""
import fmt
import pools as P


class Person:
    def __init__(self, first, last, sex, middle=None, nick=None, role=None, cred=None, typ="PATIENT"):
        self.first, self.last, self.sex = first, last, sex
        self.middle, self.nick, self.role, self.cred, self.typ = middle, nick, role, cred, typ

    def full(self, mid=False):
        if mid and self.middle:
            return "%s %s. %s" % (self.first, self.middle, self.last)
        return "%s %s" % (self.first, self.last)

    def initials(self, dots=True):
        a, b = self.first[0], self.last.replace("'", "")[0]
        if dots:
            return "%s.%s." % (a, b)
        return a + b


class Ctx:
    def __init__(self, rng, country, adult=True, age=None, sex=None):
        self.rng = r = rng
        self.country = country
        au = country == "AU"
        self.au = au
        comm = r.choice(P.AU_COMM if au else P.CA_COMM)
        self.comm, hub_i, self.st, self.pc, self.region = comm
        hub = (P.AU_HUBS if au else P.CA_HUBS)[hub_i]
        self.hub, self.hub_st, self.hub_st_full, self.hub_pc, self.hub_hosp = hub
        ti = r.choice((P.AU_TERT_FOR if au else P.CA_TERT_FOR)[hub_i])
        self.tert, self.tert_hosp = (P.AU_TERT if au else P.CA_TERT)[ti]
        self.st_full = (P.AU_STATES if au else P.CA_PROVS)[self.st]
        self.clinic = "%s %s" % (self.comm, r.choice(P.AU_CLINIC_SFX if au else P.CA_CLINIC_SFX))
        self.service = r.choice(P.AU_ACCHO if au else P.CA_HEALTHAUTH)
        self.air = r.choice(P.AU_AIR if au else P.CA_AIR)
        self.airline = r.choice(P.AU_AIRLINE if au else P.CA_AIRLINE)
        self.hostel = r.choice(P.AU_HOSTEL if au else P.CA_HOSTEL)
        self.pharm = r.choice(P.AU_PHARM if au else P.CA_PHARM)
        self.outstation = r.choice(P.AU_OUTSTATIONS if au else P.CA_OUTSTATIONS)
        self.landmark = r.choice(P.AU_LANDMARKS if au else P.CA_LANDMARKS)
        self.org = r.choice(P.AU_ORG_TMPL if au else P.CA_ORG_TMPL).format(c=self.comm)
        self.employer = r.choice(P.AU_EMPLOYERS if au else P.CA_EMPLOYERS)
        self.dstyle = r.choice(fmt.AU_STYLES if au else fmt.CA_STYLES)
        self.d0 = fmt.rand_date(r)
        # patient
        self.sex = sex or r.choice("FM")
        if age is None:
            age = r.randint(18, 84) if adult else r.randint(0, 15)
        self.age = age
        self.age_months = r.randint(2, 11) if age == 0 else age * 12 + r.randint(0, 11)
        self.dob = fmt.dob_for_age(r, self.d0, age)
        self.pt = self.person("PATIENT", self.sex)
        if r.random() < 0.25:
            self.pt.nick = r.choice(["Bub", "Tiny", "Dessie", "Jojo", "Boots", "Sonny", "Sis", "Nan", "Shorty",
                                     "Red", "Junior", "Pepper", "Bear", "Kiki", "Moose", "Tommy-boy"])
        self.fam = []
        self.prof = r.choice(P.PROF_AU if au else P.PROF_CA)
        # clinicians
        self.ran = self.clin(r.choice(["RAN", "RN", "RN, RM", "NP", "RN RIPRN"] if au else ["RN", "RN(EC)", "NP", "RN, BScN", "CHN"]))
        self.doc = self.clin("MBBS" if au else "MD", dr=True)
        self.spec = self.clin("FRACP" if au else "FRCPC", dr=True)
        self.hw = self.person("DOCTOR", r.choice("FM"), indig=True)
        self.hw.cred = "AHP" if au else "CHR"
        self.hw.role = "Aboriginal Health Practitioner" if au else "Community Health Representative"
        # contacts / ids
        area = None if au else {"ON": "807", "MB": "204", "NU": "867", "NT": "867", "SK": "306", "YT": "867"}.get(self.st)
        if au:
            area = "07" if self.st == "QLD" else "08"
        self.area = area
        self.cl_phone = fmt.phone(r, country, "land", area)
        self.cl_fax = fmt.phone(r, country, "land", area)
        while fmt.digits_of(self.cl_fax)[-4:] == fmt.digits_of(self.cl_phone)[-4:]:
            self.cl_fax = fmt.phone(r, country, "land", area)
        self.cl_email = fmt.email_for(r, "%s.clinic" % self.comm.lower().replace(" ", ""), "", role=True)
        self.mrn = fmt.mrn(r, country)
        if au:
            self.hp = fmt.medicare_au(r)
            self.hp_label = r.choice(["Medicare No", "Medicare", "Medicare #", "Medicare card"])
        else:
            self.hp = fmt.health_ca(r, self.st)
            self.hp_label = r.choice(["Health Card No", "HCN", "Provincial health no.", "PHN"])
        self.status = fmt.status_no(r)
        self.house = self.street()

    # ------------------------------------------------------------ people
    def person(self, typ, sex=None, indig=None):
        r = self.rng
        sex = sex or r.choice("FM")
        if indig is None:
            indig = typ in ("PATIENT", "FAMILY")
        if indig:
            if self.au:
                first = r.choice(P.AU_FIRST_F if sex == "F" else P.AU_FIRST_M)
                last = r.choice(P.AU_SURN)
            else:
                first = r.choice(P.CA_FIRST_F if sex == "F" else P.CA_FIRST_M)
                last = r.choice(P.CA_SURN)
        else:
            first, last = r.choice(P.CLIN_FIRST), r.choice(P.CLIN_SURN)
        mid = r.choice("ABCDEFGJKLMNRST") if r.random() < 0.35 else None
        return Person(first, last, sex, middle=mid, typ=typ)

    def clin(self, cred, dr=False):
        p = self.person("DOCTOR", indig=False)
        p.cred, p.dr = cred, dr
        return p

    def relative(self, rel=None, same_surname=None):
        r = self.rng
        if rel is None:
            rel = r.choice(["mother", "father", "aunty", "uncle", "grandmother", "sister", "brother",
                            "partner", "wife", "husband", "daughter", "son", "cousin", "niece", "nan"])
        sex = "F" if rel in ("mother", "aunty", "grandmother", "sister", "wife", "daughter", "niece", "nan",
                             "kokum", "anaana") else "M" if rel in ("father", "uncle", "brother", "husband", "son") else None
        if self.age < 16 and rel in ("partner", "wife", "husband", "daughter", "son", "niece"):
            rel = r.choice(["mother", "father", "aunty", "grandmother", "uncle"])
        elif rel in ("wife", "husband", "partner"):
            rel = "partner" if r.random() < 0.3 else ("wife" if self.sex == "M" else "husband")
        sex = "F" if rel in ("mother", "aunty", "grandmother", "sister", "wife", "daughter", "niece", "nan",
                             "kokum", "anaana") else "M" if rel in ("father", "uncle", "brother", "husband", "son") else None
        p = self.person("FAMILY", sex)
        if same_surname is None:
            same_surname = r.random() < 0.5
        if same_surname:
            p.last = self.pt.last
        p.role = rel
        self.fam.append(p)
        return p

    def mob(self):
        return fmt.phone(self.rng, self.country, "mobile", None if self.au else self.area)

    def rel_age(self, rel):
        """A plausible age for a relative of the patient."""
        r, a = self.rng, self.age
        if rel in ("mother", "father"):
            return min(95, a + r.randint(17, 38))
        if rel in ("grandmother", "nan", "grandfather"):
            return min(99, a + r.randint(36, 60))
        if rel in ("aunty", "uncle"):
            return min(95, a + r.randint(10, 35))
        if rel in ("wife", "husband", "partner"):
            return max(16, a + r.randint(-6, 6))
        if rel in ("daughter", "son", "niece"):
            return max(16, a - r.randint(18, 35)) if a > 34 else r.randint(18, 40)
        return max(16, a + r.randint(-12, 12))

    # ------------------------------------------------------------ refs
    def P(self, style=None):
        """A patient reference."""
        r, p = self.rng, self.pt
        if style is None:
            style = r.choice(["full", "title", "title", "first", "caps", "init", "full", "title"])
        if style == "title" and self.age < 16:
            style = "first"
        if style == "full":
            return [("PATIENT", p.full(mid=r.random() < 0.4))]
        if style == "title":
            t = "Mr" if p.sex == "M" else r.choice(["Ms", "Mrs", "Miss", "Ms"])
            if r.random() < 0.3:
                t += "."
            return [t + " ", ("PATIENT", p.last)]
        if style == "first":
            return [("PATIENT", p.first)]
        if style == "caps":
            if r.random() < 0.5:
                return [("PATIENT", "%s, %s" % (p.last.upper(), p.first))]
            return [("PATIENT", "%s, %s%s" % (p.last.upper(), p.first.upper(), " " + p.middle if p.middle else ""))]
        if style == "init":
            return [r.choice(["Pt ", "pt ", "client "]), ("PATIENT", p.initials(r.random() < 0.6))]
        if style == "nick" and p.nick:
            return [("PATIENT", p.nick)]
        if style == "nick":
            return [("PATIENT", p.first)]
        if style == "surname":
            return [("PATIENT", p.last)]
        raise ValueError(style)

    def PN(self):
        """Full name with optional nickname in quotes or brackets."""
        p, r = self.pt, self.rng
        out = [("PATIENT", p.full(mid=r.random() < 0.4))]
        if p.nick:
            out += [r.choice([" (known as '", " (goes by \"", " ('"]), ("PATIENT", p.nick)]
            out += ["')" if out[-2].endswith("'") else "\")"]
        return out

    def C(self, c, style=None):
        """A clinician reference: credentials and titles stay outside."""
        r = self.rng
        isdr = getattr(c, "dr", False)
        if style is None:
            style = r.choice(["dr", "dr_last", "dr"] if isdr else ["cred", "cred", "name", "first", "init_cred"])
        if style == "dr":
            return [r.choice(["Dr ", "Dr. "]), ("DOCTOR", c.full(mid=r.random() < 0.25))]
        if style == "dr_last":
            return [r.choice(["Dr ", "Dr. "]), ("DOCTOR", c.last)]
        if style == "cred":
            return [("DOCTOR", c.full()), r.choice([", ", " "]) + c.cred]
        if style == "init_cred":
            return [("DOCTOR", "%s. %s" % (c.first[0], c.last)), " " + c.cred]
        if style == "name":
            return [("DOCTOR", c.full())]
        if style == "first":
            return [("DOCTOR", c.first)]
        if style == "last":
            return [("DOCTOR", c.last)]
        raise ValueError(style)

    def F(self, f, style=None):
        r = self.rng
        if style is None:
            style = r.choice(["first", "full", "first"])
        if style == "full":
            return [("FAMILY", f.full())]
        if style == "title":
            return ["Mr " if f.sex == "M" else "Mrs ", ("FAMILY", f.last)]
        return [("FAMILY", f.first)]

    # ------------------------------------------------------------ dates
    def D(self, d=None, style=None):
        d = d or self.d0
        return ("DATE", fmt.fdate(d, style or self.dstyle))

    def Dwd(self, d=None):
        return ("DATE", fmt.fdate_wd(d or self.d0, self.dstyle))

    def Dshort(self, d):
        return ("DATE", fmt.fdate_short(d, self.country))

    def Dmy(self, d):
        return ("DATE", fmt.fmonth_year(d, self.rng))

    def dd(self, k):
        return fmt.add_days(self.d0, k)

    def DOB(self):
        return self.D(self.dob)

    # ------------------------------------------------------------ ages
    def A(self, style=None):
        r = self.rng
        if self.age < 2:
            m = self.age_months
            return [("AGE", str(m)), r.choice(["-month-old", " month old", " months", "/12"])]
        a = str(self.age)
        if style is None:
            style = r.choice(["yo", "yo_sp", "yrs", "dash", "aged", "sexed", "word"])
        sx = self.sex
        if style == "yo":
            return [("AGE", a), "yo"]
        if style == "yo_sp":
            return [("AGE", a), r.choice([" y.o.", " yo", " y/o"])]
        if style == "yrs":
            return [("AGE", a), r.choice([" yrs", " years"])]
        if style == "dash":
            return [("AGE", a), "-year-old"]
        if style == "aged":
            return ["aged ", ("AGE", a)]
        if style == "sexed":
            return [("AGE", a), r.choice(["", " "]) + sx]
        if style == "word" and self.age <= 99:
            return [("AGE", num_words(self.age)), "-year-old"]
        return [("AGE", a), " yo"]

    # ------------------------------------------------------------ places
    def street(self):
        r = self.rng
        streets = P.AU_STREETS if self.au else P.CA_STREETS
        k = r.randint(0, 5)
        if k == 0:
            return "Lot %d" % r.randint(3, 420)
        if k == 1:
            return "House %d" % r.randint(1, 260)
        if k == 2:
            return "%d %s" % (r.randint(1, 140), r.choice(streets))
        if k == 3:
            return "Unit %d, %d %s" % (r.randint(1, 8), r.randint(2, 90), r.choice(streets))
        if k == 4:
            return "PO Box %d" % r.randint(10, 480)
        return "House #%d %s" % (r.randint(1, 200), r.choice(streets))

    def ADDR(self, full_state=False, oneline=True):
        sep = ", " if oneline else "\n"
        st = self.st_full if full_state else self.st
        return [("STREET", self.house), sep, ("CITY", self.comm), " " if self.au else ", ",
                ("STATE", st), "  " if not self.au and self.rng.random() < 0.3 else " ", ("ZIP", self.pc)]

    def LM(self, name=None):
        name = name or self.landmark
        if name.startswith("the "):
            return ["the ", ("LOCATION_OTHER", name[4:])]
        return [("LOCATION_OTHER", name)]


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")
