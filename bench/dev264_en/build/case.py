"""A fictional case: patient, family, staff, sites, identifiers, dates."""
import datetime as dt

import phi
import pools as P


class Person:
    def __init__(self, rng, first, last, sex, typ, role=None, title=None, cred=None):
        self.first = first
        self.last = last
        self.sex = sex
        self.typ = typ
        self.role = role
        self.title = title
        self.cred = cred
        self.mid = rng.choice("ABCDEFGHJKLMNPRSTVW")
        self.nick = P.NICKNAMES.get(first)
        self.rel = None
        self.age = None
        self.prof = None
        self.lic = None
        self.user = None

    # surface forms ----------------------------------------------------
    def form(self, f):
        fi, la, m = self.first, self.last, self.mid
        return {
            "full": "%s %s" % (fi, la),
            "fml": "%s %s. %s" % (fi, m, la),
            "fm l": "%s %s %s" % (fi, m, la),
            "lf": "%s, %s" % (la, fi),
            "LF": "%s, %s" % (la.upper(), fi.upper()),
            "LFm": "%s, %s %s" % (la.upper(), fi, m),
            "Lf": "%s, %s" % (la.upper(), fi),
            "first": fi,
            "last": la,
            "LAST": la.upper(),
            "il": "%s. %s" % (fi[0], la),
            "i l": "%s %s" % (fi[0], la),
            "fi": "%s %s." % (fi, la[0]),
            "init": "%s%s" % (fi[0], la[0]),
            "i.i.": "%s.%s." % (fi[0], la[0]),
            "initl": "%s%s" % (fi[0].lower(), la[0].lower()),
            "nick": self.nick or fi,
        }[f]

    def t(self, f):
        return (self.typ, self.form(f))


ROLE_TEXT = {
    "UK": {"psych": ("Dr", "Consultant Psychiatrist", "MRCPsych"),
           "paed": ("Dr", "Consultant Paediatrician", "MRCPCH"),
           "diet": (None, "Specialist Dietitian", "RD"),
           "nurse": (None, "Clinical Nurse Specialist", "RMN"),
           "nurse2": (None, "Staff Nurse", "RGN"),
           "psychol": ("Dr", "Clinical Psychologist", "DClinPsy"),
           "ft": (None, "Family Therapist", "UKCP"),
           "sw": (None, "Social Worker", "AMHP"),
           "gp": ("Dr", "GP", "MRCGP"),
           "reg": ("Dr", "Specialty Registrar (ST5)", "MBChB"),
           "ot": (None, "Occupational Therapist", "HCPC reg."),
           "hca": (None, "Healthcare Assistant", None)},
    "US": {"psych": ("Dr.", "Attending Psychiatrist", "MD"),
           "paed": ("Dr.", "Adolescent Medicine", "MD"),
           "diet": (None, "Registered Dietitian", "RDN, LD"),
           "nurse": (None, "Nurse Case Manager", "BSN, RN"),
           "nurse2": (None, "Staff RN", "RN"),
           "psychol": ("Dr.", "Psychologist", "PsyD"),
           "ft": (None, "Family Therapist", "LMFT"),
           "sw": (None, "Social Worker", "LCSW"),
           "gp": ("Dr.", "PCP", "MD"),
           "reg": ("Dr.", "PGY-2 resident", "MD"),
           "ot": (None, "Occupational Therapist", "OTR/L"),
           "hca": (None, "Behavioral Health Tech", None)},
    "AU": {"psych": ("Dr", "Consultant Psychiatrist", "FRANZCP"),
           "paed": ("Dr", "Adolescent Physician", "FRACP"),
           "diet": (None, "Senior Dietitian", "APD"),
           "nurse": (None, "Clinical Nurse Consultant", "RN"),
           "nurse2": (None, "Registered Nurse", "RN"),
           "psychol": ("Dr", "Clinical Psychologist", "MPsych(Clin)"),
           "ft": (None, "Family Therapist", "MFT"),
           "sw": (None, "Social Worker", "AMHSW"),
           "gp": ("Dr", "GP", "FRACGP"),
           "reg": ("Dr", "Psychiatry Registrar", "MBBS"),
           "ot": (None, "Occupational Therapist", "BOccThy"),
           "hca": (None, "Assistant in Nursing", None)},
    "CA": {"psych": ("Dr.", "Staff Psychiatrist", "MD, FRCPC"),
           "paed": ("Dr.", "Adolescent Medicine", "MD FRCPC"),
           "diet": (None, "Registered Dietitian", "RD"),
           "nurse": (None, "Clinical Nurse", "RN"),
           "nurse2": (None, "Registered Practical Nurse", "RPN"),
           "psychol": ("Dr.", "Psychologist", "C.Psych"),
           "ft": (None, "Family Therapist", "RMFT"),
           "sw": (None, "Social Worker", "MSW, RSW"),
           "gp": ("Dr.", "Family Physician", "CCFP"),
           "reg": ("Dr.", "PGY-3 Resident", "MD"),
           "ot": (None, "Occupational Therapist", "OT Reg. (Ont.)"),
           "hca": (None, "Child & Youth Worker", None)},
}
NUMWORDS = {n: w for n, w in enumerate(
    ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
     "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"])}
for _t, _tw in ((20, "twenty"), (30, "thirty"), (40, "forty"), (50, "fifty"), (60, "sixty")):
    for _u in range(10):
        NUMWORDS[_t + _u] = _tw + ("-" + NUMWORDS[_u] if _u else "")
LIC_ROLE = {"psych": "doctor", "paed": "doctor", "gp": "doctor", "reg": "doctor",
            "nurse": "nurse", "nurse2": "nurse", "diet": "dietitian",
            "psychol": "psych", "ft": "other", "sw": "other", "ot": "other",
            "hca": "other"}


def pick_name(rng, sex):
    first = rng.choice(P.FEMALE if sex == "F" else P.MALE)
    return first, rng.choice(P.SURNAMES)


def town(rng, country):
    a = rng.choice(P.TOWN_A[country])
    b = rng.choice(P.TOWN_B[country])
    return a + b


def site(rng, country, forms, n=None):
    f = rng.choice(forms)
    return f.format(s=rng.choice(P.SITE_STEMS), saint=rng.choice(P.SAINTS),
                    bird=rng.choice(P.BIRDS), tree=rng.choice(P.TREES),
                    n=n if n is not None else rng.randrange(2, 40))


class Case:
    def __init__(self, rng, country, adolescent=None):
        self.rng = rng
        self.country = country
        if adolescent is None:
            adolescent = rng.random() < 0.55
        self.adol = adolescent
        sex = "F" if rng.random() < 0.84 else "M"
        self.sex = sex
        f, l = pick_name(rng, sex)
        self.pt = Person(rng, f, l, sex, "PATIENT")
        self.age = rng.randrange(11, 18) if adolescent else rng.choice(
            [18, 19, 19, 20, 21, 22, 23, 24, 25, 26, 27, 29, 31, 34, 38, 42, 47, 53, 61])
        self.pt.age = self.age
        y = rng.randrange(2019, 2026)
        m = rng.randrange(1, 13) if y < 2025 else rng.randrange(1, 7)
        self.date = dt.date(y, m, rng.randrange(1, 29))
        self.dob = self.date - dt.timedelta(days=365 * self.age + rng.randrange(20, 340))
        self.he, self.his, self.him = ("she", "her", "her") if sex == "F" else ("he", "his", "him")
        if rng.random() < 0.04:
            self.he, self.his, self.him = "they", "their", "them"
        self.title = {"F": rng.choice(["Ms", "Miss", "Ms"]), "M": "Mr"}[sex]
        if self.he == "they":
            self.title = "Mx"
        if country != "UK" and self.title != "Miss":
            self.title += "." if rng.random() < 0.5 else ""
        # family
        fam_last = l if rng.random() < 0.8 else rng.choice(P.SURNAMES)
        self.mother = self._fam("F", fam_last, "mother", (36, 56))
        self.father = self._fam("M", l if rng.random() < 0.85 else rng.choice(P.SURNAMES),
                                "father", (38, 60))
        self.sib = self._fam(rng.choice("FM"), l, rng.choice(["sister", "brother"]),
                             (6, 24))
        self.sib.rel = "sister" if self.sib.sex == "F" else "brother"
        self.partner = self._fam(rng.choice("MMF"), rng.choice(P.SURNAMES), "partner", (19, 60))
        self.friend = self._fam(rng.choice("FFM"), rng.choice(P.SURNAMES), "friend", (14, 40))
        self.gran = self._fam("F", rng.choice(P.SURNAMES), "grandmother", (62, 88))
        # staff
        self.staff = {}
        for role in ["psych", "paed", "diet", "nurse", "nurse2", "psychol", "ft", "sw",
                     "gp", "reg", "ot", "hca"]:
            self.staff[role] = self._staff(role)
        # sites
        forms = [f for f in P.EDU_FORMS[country]
                 if adolescent or not any(w in f for w in ("Adolescent", "CYP", "Youth"))]
        self.unit = site(rng, country, forms)
        self.hosp = site(rng, country, P.HOSP_FORMS[country])
        self.paeds_hosp = site(rng, country, P.HOSP_FORMS[country])
        self.paeds_ward = site(rng, country, P.PAEDS_WARDS[country])
        self.gp_site = site(rng, country, P.GP_FORMS[country])
        self.pharm = site(rng, country, P.PHARM_FORMS)
        self.school = site(rng, country, P.SCHOOL_FORMS[country])
        self.uni = site(rng, country, P.UNI_FORMS)
        self.club = site(rng, country, P.CLUBS)
        self.employer = rng.choice(P.EMPLOYERS)
        self.insurer = rng.choice(P.INSURERS[country])
        self.pt_prof = rng.choice(P.PT_PROFESSIONS)
        self.sport = rng.choice(P.SPORTS)
        # address
        self.city = town(rng, country)
        self.city2 = town(rng, country)
        if country == "US":
            self.state = rng.choice(P.US_STATES)
        elif country == "AU":
            self.state = rng.choice(P.AU_STATES)
        elif country == "CA":
            self.state = rng.choice(P.CA_PROVS)
        else:
            self.state = (rng.choice(P.UK_COUNTIES), None)
        self.zip = phi.zipcode(rng, country)
        num = rng.randrange(1, 240)
        st = "%d %s %s" % (num, rng.choice(P.STREET_NAMES), rng.choice(P.STREET_SUFFIX[country]))
        r = rng.random()
        if r < 0.15:
            st = {"UK": "Flat %d, " % rng.randrange(1, 30), "AU": "Unit %d/" % rng.randrange(1, 20),
                  "US": "", "CA": "%d-" % rng.randrange(101, 1900)}[country] + st
            if country == "US":
                st += ", Apt %d%s" % (rng.randrange(1, 20), rng.choice("ABCD"))
        self.street = st
        self.birth_country = rng.choice(P.BIRTH_COUNTRIES)
        # identifiers
        self.mrn = phi.mrn(rng, country)
        self.nhs = phi.nhs_number(rng)
        self.plan = phi.healthplan(rng, country)
        self.acct = phi.account(rng)
        self.ssn = phi.ssn(rng, country)
        self.user = phi.username(rng, self.pt.first, self.pt.last)
        self.bed = str(rng.randrange(1, 24))
        self.room = rng.choice(["%d" % rng.randrange(1, 30), "%d%s" % (rng.randrange(1, 30), rng.choice("AB")),
                                "%d.%02d" % (rng.randrange(1, 5), rng.randrange(1, 40))])

    # ---------------------------------------------------------------
    def _fam(self, sex, last, rel, ages):
        rng = self.rng
        first = rng.choice(P.FEMALE if sex == "F" else P.MALE)
        while first == self.pt.first:
            first = rng.choice(P.FEMALE if sex == "F" else P.MALE)
        p = Person(rng, first, last, sex, "FAMILY")
        p.rel = rel
        lo, hi = ages
        p.age = rng.randrange(lo, hi)
        p.prof = rng.choice(P.PROFESSIONS)
        return p

    def _staff(self, role):
        rng = self.rng
        sex = rng.choice("FFFM")
        first, last = pick_name(rng, sex)
        while first == self.pt.first or last == self.pt.last:
            first, last = pick_name(rng, sex)
        title, rtext, cred = ROLE_TEXT[self.country][role]
        p = Person(rng, first, last, sex, "DOCTOR", role=rtext, title=title, cred=cred)
        p.lic = phi.license_no(rng, self.country, LIC_ROLE[role])
        p.user = phi.username(rng, first, last)
        return p

    # ------------------------------------------------------- helpers
    def S(self, role):
        return self.staff[role]

    def pn(self, *forms):
        """Patient name tuple in one of the given surface forms."""
        if not forms:
            forms = ("full", "full", "first", "lf", "Lf", "fml")
        return self.pt.t(self.rng.choice(forms))

    def ptref(self):
        """A mid-sentence reference to the patient (text items)."""
        r = self.rng.random()
        if r < 0.45:
            return [("PATIENT", self.pt.form("nick" if self.pt.nick and r < 0.1 else "first"))]
        if r < 0.8:
            return [self.title + " ", ("PATIENT", self.pt.last)]
        return [("PATIENT", self.pt.form(self.rng.choice(["full", "init", "i.i."])))]

    def dr(self, role, form=None):
        """Staff reference with title outside the span."""
        p = self.staff[role]
        rng = self.rng
        if form is None:
            form = rng.choice(["title_last", "title_full", "full", "full_cred", "il"])
        if form == "title_last":
            if p.title:
                return [p.title + " ", ("DOCTOR", p.last)]
            return [("DOCTOR", p.first)]
        if form == "title_full":
            return ([p.title + " "] if p.title else []) + [("DOCTOR", p.form("full"))]
        if form == "full_cred":
            return [("DOCTOR", p.form("full"))] + ([", " + p.cred] if p.cred else [])
        if form == "full_role":
            return ([p.title + " "] if p.title else []) + [("DOCTOR", p.form("full")), " (" + p.role + ")"]
        if form == "first":
            return [("DOCTOR", p.first)]
        return [("DOCTOR", p.form(form))]

    def sig(self, role, lic=None):
        """Signature block lines for staff member."""
        p = self.staff[role]
        rng = self.rng
        out = []
        k = rng.randrange(4)
        if k == 0:
            out += ([p.title + " "] if p.title else []) + [("DOCTOR", p.form("full"))]
            if p.cred:
                out.append(" " + p.cred)
            out.append("\n" + p.role)
        elif k == 1:
            out += [("DOCTOR", p.form("full"))] + ([", " + p.cred] if p.cred else []) + [" | " + p.role]
        elif k == 2:
            out += ["Signed: ", ("DOCTOR", p.form(rng.choice(["il", "full", "LF"])))] + \
                   ([" (" + p.cred + ")"] if p.cred else [])
        else:
            out += ["Electronically signed by ", ("DOCTOR", p.form("lf"))] + \
                   ([", " + p.cred] if p.cred else [])
        if lic or (lic is None and rng.random() < 0.35):
            lab = {"UK": {"nurse": "NMC PIN", "dietitian": "HCPC", "psych": "HCPC", "doctor": "GMC"},
                   "AU": {"doctor": "AHPRA", "nurse": "AHPRA", "psych": "AHPRA", "dietitian": "APD no."},
                   "CA": {"doctor": "CPSO #", "nurse": "CNO reg", "dietitian": "CDO reg", "psych": "CPO #"},
                   "US": {"doctor": "NPI", "nurse": "Lic", "dietitian": "Lic", "psych": "Lic"},
                   }[self.country].get(LIC_ROLE[role], "Reg no.")
            out += ["\n" + lab + " ", ("LICENSE", p.lic)]
        return out

    def dt(self, offset=0, style=None):
        rng = self.rng
        if style is None:
            style = rng.choice(phi.appt_styles(self.country))
        elif style == "any":
            style = rng.choice(phi.styles_for(self.country))
        return ("DATE", phi.fdate(phi.add_days(self.date, offset), style))

    def dnum(self, offset=0):
        return ("DATE", phi.fdate(phi.add_days(self.date, offset), phi.numeric_style(self.country)))

    def dob_t(self, style=None):
        if style is None:
            style = phi.numeric_style(self.country) if self.rng.random() < 0.7 else \
                self.rng.choice(phi.styles_for(self.country)[:9])
        return ("DATE", phi.fdate(self.dob, style))

    def day(self, offset=0, short=False):
        d = phi.add_days(self.date, offset)
        return ("DATE", phi.fdate(d, "wd" if short else "weekday"))

    def age_t(self, words_ok=False):
        if words_ok and self.rng.random() < 0.15:
            return ("AGE", NUMWORDS[self.age])
        return ("AGE", str(self.age))

    def ph(self, kind="land"):
        return ("PHONE", phi.phone(self.rng, self.country, kind))

    def fax(self):
        return ("FAX", phi.phone(self.rng, self.country))

    def state_t(self, full=None):
        nm, ab = self.state
        if ab is None:
            return ("CITY", nm)
        if full is None:
            full = self.rng.random() < 0.3
        return ("STATE", nm if full else ab)

    def address(self, oneline=True, country=False):
        """Address items split into parts."""
        rng = self.rng
        sep = ", " if oneline else "\n"
        out = [("STREET", self.street), sep, ("CITY", self.city)]
        if self.country == "UK":
            if rng.random() < 0.4:
                out += [sep, ("CITY", self.state[0])]
            out += [sep if rng.random() < 0.5 else " ", ("ZIP", self.zip)]
        elif self.country == "US":
            out += [", ", self.state_t(False), " ", ("ZIP", self.zip)]
        elif self.country == "AU":
            out += [" " if rng.random() < 0.5 else ", ", self.state_t(False), " ", ("ZIP", self.zip)]
        else:
            out += [", ", self.state_t(False), "  ", ("ZIP", self.zip)]
        if country:
            out += [sep, ("COUNTRY", rng.choice(P.COUNTRY_NAME[self.country]))]
        return out

    def fam_ref(self, p, form=None):
        rng = self.rng
        if form is None:
            form = rng.choice(["first", "first", "full", "title"])
        if form == "title":
            return [("Mrs " if p.sex == "F" and rng.random() < 0.5 else ("Ms " if p.sex == "F" else "Mr ")),
                    ("FAMILY", p.last)]
        return [("FAMILY", p.form(form))]

    def refno(self):
        v = phi.idnum(self.rng, "ref")
        while self.country != "UK" and v.startswith("e-RS"):
            v = phi.idnum(self.rng, "ref")
        return v

    def ids_line(self):
        """A header identifier line appropriate to the country."""
        rng = self.rng
        c = self.country
        if c == "UK":
            out = ["NHS No: ", ("MRN", self.nhs)]
            if rng.random() < 0.6:
                out += ["   Hosp No: ", ("MRN", self.mrn)]
            return out
        if c == "AU":
            out = ["UR: ", ("MRN", self.mrn)]
            if rng.random() < 0.5:
                out += ["   Medicare: ", ("HEALTHPLAN", self.plan)]
            return out
        if c == "CA":
            out = ["MRN: ", ("MRN", self.mrn)]
            if rng.random() < 0.6:
                out += ["   Health card: ", ("HEALTHPLAN", self.plan)]
            return out
        out = ["MRN: ", ("MRN", self.mrn)]
        if rng.random() < 0.5:
            out += ["   CSN: ", ("ACCOUNT", self.acct)]
        return out

    def header(self, title_line, loc=None, with_dob=True, with_addr=False):
        """Common patient banner."""
        rng = self.rng
        out = []
        if loc is None:
            loc = self.unit
        out += [("HOSPITAL", loc), "\n", title_line, "\n"]
        name_form = rng.choice(["Lf", "LFm", "full", "LF", "lf"])
        out += ["Patient: ", ("PATIENT", self.pt.form(name_form))]
        if with_dob:
            out += ["   DOB: ", self.dob_t()]
            if rng.random() < 0.6:
                out += [" (", self.age_t(), rng.choice(["y", " yrs", " y/o", ""]) + ")"]
        out.append("\n")
        out += self.ids_line() + ["\n"]
        if with_addr:
            out += ["Address: "] + self.address() + ["\n"]
        return out
