"""People, care sites and the per-note case bundle (all invented)."""
import datetime as dt

from core import R, pick, chance, digits, letters
import pools_people as PN
import pools_places as PL
import ident
from ident import Country, slug, email_domain, rand_date, add_days
import clinical_b

ELECTIVE = {"cts", "cubital", "dupuytren", "trigger", "dequervain", "ganglion", "cmc_oa"}
PROFESSIONS = sorted(PL.INDUSTRY)


def art(word):
    return "an" if word[:1].lower() in "aeiou" else "a"


class Person:
    def __init__(self, sex=None, last=None):
        self.sex = sex or pick("MF")
        self.first = pick(PN.FIRST_M if self.sex == "M" else PN.FIRST_F)
        self.last = last or pick(PN.SURNAMES)
        self.mid = pick(PN.MIDDLE_INIT) if chance(0.3) else None
        self.nick = PN.NICK.get(self.first)

    def n(self, style="fl"):
        f, l, m = self.first, self.last, self.mid
        if style == "fl":
            return "%s %s" % (f, l)
        if style == "fml":
            return "%s %s. %s" % (f, m, l) if m else "%s %s" % (f, l)
        if style == "lf":
            return "%s, %s" % (l, f)
        if style == "LF":
            return "%s, %s%s" % (l.upper(), f, (" " + m) if m else "")
        if style == "LFU":
            return "%s, %s%s" % (l.upper(), f.upper(), (" " + m) if m else "")
        if style == "fi":
            return "%s. %s" % (f[0], l)
        if style == "init":
            return "%s.%s." % (f[0], l[0])
        if style == "INIT":
            return "%s%s%s" % (f[0], m or "", l[0])
        if style == "first":
            return f
        if style == "last":
            return l
        if style == "nick":
            return self.nick or f
        if style == "FLU":
            return "%s %s" % (f.upper(), l.upper())
        raise ValueError(style)

    def he(self):
        return "he" if self.sex == "M" else "she"

    def his(self):
        return "his" if self.sex == "M" else "her"

    def honor(self, married=None):
        if self.sex == "M":
            return "Mr"
        return pick(["Mrs", "Ms", "Ms", "Miss"]) if married is None else ("Mrs" if married else "Ms")

    def uname(self):
        fl = slug(self.first)
        ll = slug(self.last)
        return pick(["%s%s%d" % (fl[0], ll, R.randrange(1, 10)), "%s.%s" % (fl, ll), "%s%s" % (ll[:6].upper(), fl[0].upper()),
                     "%s%s%s" % (fl[0], ll[0], digits(4)), "%s%s" % (fl[0], ll[:7]), "%s_%s" % (fl[:4], ll[:4])])

    def email(self, dom=None):
        fl = slug(self.first)
        ll = slug(self.last)
        local = pick(["%s.%s" % (fl, ll), "%s%s" % (fl[0], ll), "%s.%s%d" % (fl, ll, R.randrange(1, 99)), "%s_%s" % (ll, fl[0])])
        return "%s@%s" % (local, dom or email_domain())


class Staff(Person):
    def __init__(self, c, role, sex=None):
        Person.__init__(self, sex)
        self.role = role
        self.c = c
        if role == "surgeon":
            if c.brit or (c.code in ("AU", "NZ") and chance(0.6)):
                self.title = pick(["Mr", "Ms", "Miss", "Mr", "Dr", "Prof"]) if self.sex == "F" else pick(["Mr", "Mr", "Dr", "Prof"])
                if self.sex == "M" and self.title in ("Ms", "Miss"):
                    self.title = "Mr"
                if self.sex == "F" and self.title == "Mr":
                    self.title = "Ms"
            else:
                self.title = pick(["Dr", "Dr", "Dr", "Prof"]) if c.code != "US" else "Dr."
            self.job = pick(PN.SURGEON_TITLES_US if c.us else PN.SURGEON_TITLES_UK)
            self.lic = c.lic_doctor()
            self.cred = pick(["MD", "MD, FACS", "MD"]) if c.us else pick(["FRCS (Plast)", "FRCS (Tr&Orth)", "FRACS", "FRCSC", "MBChB FRCS", "FCS(SA) Plast"] if not c.code == "SG" else ["FRCS (Ed)", "MMed (Ortho)"])
        elif role in ("junior", "anaes"):
            self.title = "Dr." if c.us else "Dr"
            self.job = pick(PN.JUNIOR_TITLES_US if c.us else PN.JUNIOR_TITLES_UK) if role == "junior" else pick(["Consultant Anaesthetist", "Anaesthetic Registrar", "Attending Anesthesiologist" if c.us else "Anaesthetist"])
            self.lic = c.lic_doctor()
            self.cred = "MD" if c.us else pick(["MBBS", "MB BCh BAO", "MBChB", "MRCS", "BM BS"])
            if self.job in ("PA-C", "NP"):
                self.title = ""
                self.cred = self.job
                self.job = "Physician Assistant" if self.job == "PA-C" else "Nurse Practitioner"
        elif role == "therapist":
            self.title = pick(["", "", "Ms", "Mr"]) if not c.us else ""
            if self.title == "Ms" and self.sex == "M":
                self.title = "Mr"
            if self.title == "Mr" and self.sex == "F":
                self.title = "Ms"
            self.job = pick(PN.THERAPIST_TITLES)
            self.lic = c.lic_therapist()
            self.cred = pick(["OTR/L, CHT", "CHT", "OT", "MSc OT", "BSc (Hons) OT", "PT, CHT", "MCSP"]) if c.us or chance(0.5) else pick(["OT", "PT", "BOccThy", "BPhty"])
        else:
            self.title = pick(["", "", "Ms", "Mr"])
            if self.title == "Ms" and self.sex == "M":
                self.title = "Mr"
            if self.title == "Mr" and self.sex == "F":
                self.title = "Ms"
            self.job = pick(PN.NURSE_TITLES if role == "nurse" else PN.ADMIN_TITLES)
            self.lic = None
            self.cred = pick(["RN", "RGN", "RN", "BN"]) if role == "nurse" else ""
        self.bleep = c.bleep()
        self.user = self.uname()

    def ref(self, style="last"):
        """Title + name pieces."""
        t = self.title
        return ([t + " "] if t else []) + [("DOCTOR", self.n(style))]

    def full(self, style="fl", cred=True):
        out = [("DOCTOR", self.n(style))]
        if cred and self.cred:
            out.append(", " + self.cred)
        return out


class Site:
    def __init__(self, c, kind, town=None):
        self.c = c
        self.kind = kind
        self.town = town or c.town()
        fam = pick(PN.SURNAMES)
        fam2 = pick(PN.SURNAMES)
        street = pick(PL.STREET_ROOTS)
        sub = pick(PL.SUBURBS_SG)
        town2 = c.town()
        if kind == "hospital":
            pat = pick(PL.HOSP_PATTERNS[c.code])
        elif kind == "practice":
            pat = pick(PL.PRACTICE_PATTERNS[c.code])
        elif kind == "therapy":
            pat = pick(PL.THERAPY_PATTERNS)
        else:
            pat = pick(PL.PHARMACY_PATTERNS)
        self.name = pat.format(town=self.town, town2=town2, saint=pick(PL.SAINTS), fam=fam, fam2=fam2, street=street, suburb=sub)
        self.addr = c.address(town=self.town)
        self.addr_ml = None
        self.phone = c.phone()
        self.fax = c.phone()
        self.dom = pick(["example.org", "example.net", "example.com"])
        self.email = "%s@%s" % (pick(["handtherapy", "plastics.office", "hand.clinic", "reception", "referrals", "admin",
                                      "handunit", "ortho.hand", "medsec.plastics"]), ("%s.%s" % (slug(self.name)[:14], self.dom)) if chance(0.5) else self.dom)
        self.url = pick(["https://www.%s/%s-hand-therapy" % (self.dom, slug(self.town)), "www.%s/hand-therapy" % self.dom,
                         "https://%s.%s/patients/hand-exercises" % (slug(self.town)[:10], self.dom),
                         "https://portal.%s/login" % self.dom, "http://intranet.%s/plastics/handunit" % self.dom])


def employer_for(c, prof, town, hosp_name):
    if prof in ("police officer",):
        return "%s Police" % pick([town, (c.region() or ("Metro",))[0]])
    if prof == "firefighter":
        return "%s Fire & Rescue" % town
    if prof == "paramedic":
        return "%s Ambulance Service" % town
    pats = PL.PUBLIC_EMPLOYERS.get(prof)
    if pats is not None:
        if not pats:
            return None
        return pick(pats).format(hosp=hosp_name, town=town, saint=pick(PL.SAINTS), fam=pick(PN.SURNAMES))
    ind = PL.INDUSTRY.get(prof) or ["Group"]
    root = pick(PL.EMPLOYER_ROOTS) if chance(0.6) else pick(PN.SURNAMES) + pick(["", " & Sons", " Bros", ""])
    suf = pick(PL.CORP_SUFFIX[c.code])
    return ("%s %s %s" % (root, pick(ind), suf)).strip()


class Case:
    def __init__(self, code, keys=None, child_ok=True, adult=False, work=False):
        c = self.c = Country(code)
        self.code = code
        self.pt = Person()
        self.sex = self.pt.sex
        r = R.random()
        if child_ok and not adult and not work and r < 0.07:
            age = R.randrange(3, 16)
        elif r < 0.45:
            age = R.randrange(17, 41)
        elif r < 0.82 or work:
            age = R.randrange(41, 66)
        else:
            age = R.randrange(66, 93)
        self.visit = rand_date(dt.date(2022, 2, 1), dt.date(2025, 5, 30))
        born = self.visit.year - age
        # choose dob so that exact age on visit == age
        lo = dt.date(self.visit.year - age - 1, 1, 1)
        cand = rand_date(lo, dt.date(self.visit.year - age, 12, 28))
        def age_on(d0, d1):
            return d1.year - d0.year - ((d1.month, d1.day) < (d0.month, d0.day))
        while age_on(cand, self.visit) != age:
            cand = rand_date(lo, dt.date(self.visit.year - age, 12, 28))
        self.dob = cand
        self.age = age
        self.child = age < 16
        self.side = pick(["left", "right"])
        self.dom_hand = pick(["right", "right", "right", "left"])
        self.sc = clinical_b.make_scenario(self.side, keys)
        self.elective = self.sc["key"] in ELECTIVE
        if self.sex == "M":
            self.sc["mech"] = self.sc["mech"].replace("numbness since pregnancy, never resolved", "numbness for 2 years, worse using power tools").replace(
                "6/52 postpartum, lifting baby", "radial wrist pain since lifting new grandchild")
        self.injury = add_days(self.visit, -R.randrange(0, 9)) if not self.elective else add_days(self.visit, -R.randrange(60, 900))
        self.op_date = add_days(self.visit, R.randrange(0, 6) if not self.elective else R.randrange(21, 140))
        if self.sc["key"] == "amputation":
            self.injury = self.visit
            self.op_date = self.visit
        # identifiers
        self.mrn = c.mrn()
        self.hp = c.hplan()
        self.ssn = c.ssn(self.dob)
        self.acct = c.account()
        # contact
        self.town = c.town()
        self.addr = c.address(town=self.town)
        self.addr_ml = c.address(multiline=True, town=self.town)
        self.home = c.phone()
        self.mob = c.phone("mobile")
        self.email = self.pt.email()
        # work
        self.retired = False
        if self.child:
            self.prof = None
            self.school = pick(PL.SCHOOL_PATTERNS).format(town=self.town, saint=pick(PL.SAINTS), fam=pick(PN.SURNAMES))
        else:
            self.school = None
            self.prof = pick(PROFESSIONS)
            if age >= 67 and not work:
                self.retired = True
        self.hosp = Site(c, "hospital")
        self.hosp2 = Site(c, "hospital")
        self.employer = None if (self.child or self.retired) else employer_for(c, self.prof or "", self.town, self.hosp.name)
        if work and not self.employer:
            self.prof = pick([p for p in PROFESSIONS if PL.INDUSTRY[p]])
            self.employer = employer_for(c, self.prof, self.town, self.hosp.name)
        self.emp_addr = c.address(town=self.town if chance(0.6) else c.town())
        self.manager = Person()
        # next of kin
        rel, rsex = pick(PN.RELATIONS)
        if self.child:
            rel, rsex = pick([("mother", "F"), ("father", "M"), ("mum", "F"), ("dad", "M"), ("grandmother", "F"), ("guardian", None)])
        self.nok = Person(rsex, last=self.pt.last if rel in ("wife", "husband", "son", "daughter", "mother", "father", "mum", "dad", "sister", "brother") and chance(0.7) else None)
        self.nok_rel = rel
        self.nok_phone = c.phone("mobile")
        # staff
        self.cons = Staff(c, "surgeon")
        self.cons2 = Staff(c, "surgeon")
        self.reg = Staff(c, "junior")
        self.anaes = Staff(c, "anaes")
        self.ther = Staff(c, "therapist")
        self.ther2 = Staff(c, "therapist")
        self.nurse = Staff(c, "nurse")
        self.sec = Staff(c, "admin")
        self.gp = Staff(c, "junior")
        self.gp.title = "Dr." if c.us else "Dr"
        self.gp.cred = pick(["MD", "DO", "MD"]) if c.us else pick(["MRCGP", "MICGP", "FRACGP", "FRNZCGP", "CCFP", "MBChB", ""])
        self.practice = Site(c, "practice")
        self.therapy_site = Site(c, "therapy") if chance(0.4) else self.hosp
        self.ward = pick(PL.WARDS)
        self.bed = pick([str(R.randrange(1, 32)), "%d%s" % (R.randrange(1, 12), pick("ABCD")), str(R.randrange(1, 28))])
        self.theatre = pick([str(R.randrange(1, 12)), "%d" % R.randrange(1, 9), pick(["A", "B", "C"]), "DSU %d" % R.randrange(1, 5)])

    # convenient pieces
    def pname(self, style="fl"):
        return ("PATIENT", self.pt.n(style))

    def title_last(self):
        if self.child:
            return [("PATIENT", self.pt.first)]
        return [self.pt.honor() + " ", ("PATIENT", self.pt.last)]

    def dob_p(self, style=None):
        return ("DATE", self.c.d(self.dob, style))

    def age_p(self):
        return ("AGE", str(self.age))

    def sexc(self):
        return self.sex

    def prof_p(self):
        """pieces describing occupation (may be a school for children)."""
        if self.child:
            return ["attends ", ("ORGANIZATION", self.school)]
        if self.retired:
            return ["retired ", ("PROFESSION", self.prof)]
        a = art(self.prof)
        if self.employer:
            return ["works as %s " % a, ("PROFESSION", self.prof), " at ", ("ORGANIZATION", self.employer)]
        return ["works as %s " % a, ("PROFESSION", self.prof)]

    def side_digit(self):
        d = self.sc.get("digit")
        return "%s %s" % (self.side, clinical_b.fing(d)) if d else "%s hand/wrist" % self.side
