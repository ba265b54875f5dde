"""Per-note context (patient, staff, places, identifiers) and shared blocks."""
import datetime as dt

import geo as G
import pools as P
from core import Person, nm, seq, fd, D, pick_style, name_str, age_phrase

ROLE_NURSE = {"GB": ["DSN", "Inpatient DSN", "Diabetes Specialist Nurse", "CNS Diabetes", "Sr"],
              "IE": ["CNS Diabetes", "ANP Diabetes", "CNM2", "Diabetes Nurse Specialist"],
              "US": ["RN, CDCES", "RN", "NP", "CDCES"], "CA": ["RN, CDE", "NP", "CDE"],
              "AU": ["CNC Diabetes", "RN", "CNS", "NP", "CDE"],
              "NZ": ["CNS Diabetes", "RN", "NP", "Diabetes Nurse Specialist"]}


REL_SEX = {"wife": "F", "mother": "F", "sister": "F", "niece": "F", "granddaughter": "F", "daughter": "F",
           "daughter-in-law": "F", "husband": "M", "son": "M", "father": "M", "brother": "M", "nephew": "M",
           "grandson": "M", "son-in-law": "M"}


def mkperson(rng, sex=None):
    sex = sex or rng.choice("MF")
    first = rng.choice(P.MALE if sex == "M" else P.FEMALE)
    last = rng.choice(P.SURNAMES)
    mid = None
    if rng.random() < 0.35:
        mid = rng.choice(P.MALE if rng.random() < 0.5 else P.FEMALE)
    return Person(first, last, sex, mid, P.NICK.get(first))


def rand_date(rng, y0=2021, y1=2025):
    start = dt.date(y0, 1, 1).toordinal()
    end = dt.date(y1, 6, 30).toordinal()
    return dt.date.fromordinal(rng.randint(start, end))


class Ctx:
    def __init__(self, rng, cc):
        r = self.rng = rng
        self.cc = cc
        self.us = cc in ("US", "CA")
        self.pt = mkperson(r)
        self.sex = self.pt.sex
        self.d0 = rand_date(r)
        target = r.choice([r.randint(16, 40), r.randint(30, 70), r.randint(55, 90), r.randint(70, 98)])
        y = self.d0.year - target
        self.dob = dt.date(y, r.randint(1, 12), r.randint(1, 28))
        self.age = self.d0.year - self.dob.year - ((self.d0.month, self.d0.day) < (self.dob.month, self.dob.day))
        self.ds = pick_style(r, cc)
        self.hosp = r.choice(P.HOSPITALS[cc])
        self.hosp2 = r.choice([h for h in P.HOSPITALS[cc] if h != self.hosp])
        self.ward = G.ward(r, cc)
        self.ward2 = G.ward(r, cc)
        self.bed = str(r.randint(1, 32))
        self.bay = str(r.randint(1, 8))
        self.room = f"{r.randint(1, 9)}{r.randint(0, 4)}{r.randint(1, 9)}{r.choice(['', '', 'A', 'B'])}"
        self.mrn = G.mrn(r, cc)
        self.nat = G.nat_health(r, cc, self.dob)
        self.hp = G.healthplan(r, cc)
        self.ins = G.insurer(r, cc)
        self.ssn = G.ssn(r, cc)
        self.acct = G.account(r, cc)
        self.street = G.street(r, cc)
        self.city = G.city(r, cc)
        self.state = G.state(r, cc)
        self.county = G.county(r, cc)
        self.zip = G.postcode(r, cc)
        self.home = G.phone(r, cc)
        self.mobile = G.phone(r, cc, "mobile")
        self.email = G.email_personal(r, self.pt, self.dob.year)
        self.rel = r.choice(P.FAM_REL)
        fsex = REL_SEX.get(self.rel) or r.choice("MF")
        self.fam = mkperson(r, fsex)
        if self.rel not in ("neighbour", "friend", "carer", "flatmate") and r.random() < 0.65:
            self.fam.last = self.pt.last
        self.fam_phone = G.phone(r, cc, "mobile")
        self.cons = mkperson(r)
        self.reg = mkperson(r)
        self.fy = mkperson(r)
        self.dsn = mkperson(r)
        self.dsn2 = mkperson(r)
        self.nurse = mkperson(r)
        self.hca = mkperson(r)
        self.pharm = mkperson(r)
        self.gp = mkperson(r)
        self.practice = G.practice(r, cc)
        self.pharmacy = G.pharmacy(r, cc)
        self.prof = r.choice(P.PROFESSIONS)
        self.retired = r.choice(P.RETIRED)
        self.employer = G.org(r)
        self.birth_country = r.choice(P.COUNTRIES)
        self.nrole = r.choice(ROLE_NURSE[cc])
        self.team_email = G.email_team(r, self.hosp)
        self.bw = {"GB": "bleep", "IE": "bleep", "US": "pager", "CA": "pager"}.get(cc) or r.choice(["pager", "bleep", "pager"])
        self.bwc = self.bw.capitalize()
        self.dtype = r.choice(["T1DM", "T2DM", "T2DM", "T1DM", "type 3c DM", "LADA", "T2DM"])

    # ------------------------------------------------------------- helpers
    def date(self, d=None, style=None):
        return D(d or self.d0, self.cc, style or self.ds)

    def dob_(self, style=None):
        if style is None:
            style = self.rng.choice(["num", "num", "num", "dash_mon", "dot", "iso", "sp_mon"])
        return D(self.dob, self.cc, style)

    def age_(self):
        return age_phrase(self.age, self.sex, self.rng, self.cc)

    def title(self):
        return self.pt.title(self.rng, self.cc)

    def drt(self):
        return "Dr." if self.us and self.rng.random() < 0.7 else "Dr"

    def pname(self, style=None):
        r = self.rng
        style = style or r.choice(["full", "full", "LAST_first", "last_first", "full_mid", "LAST_FIRST", "tlast"])
        if style == "tlast":
            return nm(self.pt, "last", "PATIENT", title=self.title())
        return nm(self.pt, style, "PATIENT")

    def pref(self):
        """Short in-text reference to the patient."""
        r = self.rng.random()
        if r < 0.45:
            return nm(self.pt, "last", "PATIENT", title=self.title())
        if r < 0.6:
            return nm(self.pt, "first", "PATIENT")
        if r < 0.75 and self.pt.nick:
            return nm(self.pt, "nick", "PATIENT")
        if r < 0.85:
            return nm(self.pt, "initials", "PATIENT")
        return "the patient" if self.rng.random() < 0.5 else "pt"

    def doc(self, p, style=None):
        style = style or self.rng.choice(["last", "last", "full", "init_last"])
        return nm(p, style, "DOCTOR", title=self.drt())

    def doc_plain(self, p, style=None):
        style = style or self.rng.choice(["full", "init_last", "full", "first_init"])
        return nm(p, style, "DOCTOR")

    def nurse_(self, p, style=None):
        r = self.rng
        k = style or r.choice(["cred", "title", "plain", "role", "initlast"])
        if k == "cred":
            return nm(p, r.choice(["full", "init_last"]), "DOCTOR", after=" " + r.choice(["RN", "RGN", "RN", "RPN" if self.cc == "CA" else "EN"]))
        if k == "title":
            t = r.choice(["Sr", "SN", "CN", "Nurse", "CNM", "RN"])
            return nm(p, r.choice(["last", "full"]), "DOCTOR", title=t)
        if k == "role":
            return nm(p, r.choice(["full", "init_last"]), "DOCTOR", after=f" ({self.nrole})")
        if k == "initlast":
            return nm(p, "init_last", "DOCTOR")
        return nm(p, "full", "DOCTOR")

    def fam_(self, style=None):
        style = style or self.rng.choice(["first", "full", "first", "tlast"])
        if style == "tlast":
            return nm(self.fam, "last", "FAMILY", title=self.fam.title(self.rng, self.cc))
        return nm(self.fam, style, "FAMILY")

    def hosp_(self, h=None):
        return (h or self.hosp, "HOSPITAL")

    def ward_(self):
        return (self.ward, "HOSPITAL")

    def bedloc(self, style=None):
        r = self.rng
        k = style or r.choice(["bed", "baybed", "side", "room", "compact"] if not self.us else ["room", "room", "bed", "roombed"])
        if k == "bed":
            return seq(r.choice(["Bed ", "bed ", "B"]), (self.bed, "LOCATION_OTHER"))
        if k == "baybed":
            return seq(r.choice(["Bay ", "bay "]), (self.bay, "LOCATION_OTHER"), r.choice([", bed ", " bed ", "/"]),
                       (self.bed, "LOCATION_OTHER"))
        if k == "side":
            return seq(r.choice(["side room ", "SR", "Side Room "]), (str(r.randint(1, 12)), "LOCATION_OTHER"))
        if k == "room":
            return seq(r.choice(["Room ", "Rm ", "rm "]), (self.room, "LOCATION_OTHER"))
        if k == "roombed":
            return seq("Rm ", (self.room, "LOCATION_OTHER"), "-", (r.choice("AB12"), "LOCATION_OTHER"))
        return seq("bed ", (f"{self.bay}{r.choice('ABCDEF')}-{self.bed}", "LOCATION_OTHER"))

    def addr(self, style=None):
        """Address split into parts; returns callable."""
        r, cc = self.rng, self.cc
        sep = ", " if style != "lines" else "\n"
        parts = [(self.street, "STREET"), sep, (self.city, "CITY")]
        if cc == "IE" and self.county and r.random() < 0.6:
            parts += [sep, "Co. ", (self.county, "CITY")]
        if cc == "GB" and self.county and r.random() < 0.25:
            parts += [sep, (self.county, "CITY")]
        if self.state and (cc != "NZ" or r.random() < 0.3):
            st = self.state[1] if r.random() < 0.7 else self.state[0]
            parts += [" " if cc == "AU" else ", ", (st, "STATE")]
            parts += [" " if cc in ("US", "AU", "CA") else ", ", (self.zip, "ZIP")]
        else:
            parts += [sep if cc != "NZ" else " ", (self.zip, "ZIP")]
        if r.random() < 0.1:
            parts += [sep, (r.choice(P.COUNTRY_SELF[cc]), "COUNTRY")]
        return seq(*parts)

    def phone_(self, kind="land"):
        return (self.home if kind == "land" else self.mobile, "PHONE")

    def lic(self, role, p=None):
        if p is not None:
            if getattr(p, "lic", None) is None:
                p.lic = G.prof_license(self.rng, self.cc, role)
            return p.lic
        return G.prof_license(self.rng, self.cc, role)

    def user(self, p):
        return (G.username(self.rng, p), "USERNAME")

    def staff_email(self, p):
        return (G.email_staff(self.rng, p, self.hosp), "EMAIL")

    def bleep(self):
        return (G.bleep(self.rng), "PHONE")

    def prof_(self):
        if self.age >= 68 and self.rng.random() < 0.8:
            return seq("retired ", (self.retired, "PROFESSION"))
        return seq(self.rng.choice(["works as a ", "employed as a ", "", "job: ", "occupation: "]),
                   (self.prof, "PROFESSION"))


# ----------------------------------------------------------------- blocks
def sticker(n, c, style=None):
    """Patient identification block (addressograph / banner)."""
    r = c.rng
    style = style or r.choice(["lines", "pipe", "compact", "label"])
    if style == "pipe":
        n.f("Name: {nm} | DOB: {dob} | {ml}: {mrn}", nm=c.pname(), dob=c.dob_(), ml=r.choice(["MRN", "Hosp No", "URN" if c.cc == "AU" else "MRN", "Chart #"]), mrn=(c.mrn, "MRN"))
        if c.nat:
            n.f(" | {l}: {v}", l=c.nat[0], v=(c.nat[1], "MRN"))
        n.f(" | Ward: {w}\n", w=c.ward_())
        return
    if style == "compact":
        n.f("{nm}  {sx}  {dob}  {mrn}", nm=c.pname(r.choice(["LAST_FIRST", "LAST_First_sp"])), sx=c.sex,
            dob=c.dob_(r.choice(["dot", "num", "num2y"])), mrn=(c.mrn, "MRN"))
        if c.nat and r.random() < 0.7:
            n.f("  {v}", v=(c.nat[1], "MRN"))
        n.t("\n")
        return
    if style == "label":
        n.t("[PATIENT LABEL]\n")
        n.f("{nm}\nDOB {dob}  ({ag})  {sx}\n", nm=c.pname(r.choice(["LAST_first", "LAST_FIRST", "full"])), dob=c.dob_(),
            ag=seq((str(c.age), "AGE"), r.choice(["y", " yrs", "Y"])), sx=c.sex)
        n.f("{ml} {mrn}", ml=r.choice(["Hosp No", "MRN", "Unit No", "URN" if c.cc == "AU" else "RN"]), mrn=(c.mrn, "MRN"))
        if c.nat:
            n.f("   {l} {v}", l=c.nat[0], v=(c.nat[1], "MRN"))
        n.t("\n")
        if r.random() < 0.7:
            n.f("{a}\n", a=c.addr())
        return
    n.f("Patient: {nm}\n", nm=c.pname())
    n.f("DOB: {dob}   Age: {ag}   Sex: {sx}\n", dob=c.dob_(), ag=(str(c.age), "AGE"), sx=c.sex)
    n.f("MRN: {mrn}", mrn=(c.mrn, "MRN"))
    if c.nat:
        n.f("   {l}: {v}", l=c.nat[0], v=(c.nat[1], "MRN"))
    if r.random() < 0.5:
        n.f("   {l}: {v}", l=c.acct[0], v=(c.acct[1], "ACCOUNT"))
    n.t("\n")


def addr_block(n, c, phones=True):
    n.f("Address: {a}\n", a=c.addr())
    if phones:
        r = c.rng
        k = r.random()
        if k < 0.4:
            n.f("Tel: {h}   Mobile: {m}\n", h=c.phone_(), m=c.phone_("mobile"))
        elif k < 0.7:
            n.f("Contact no: {m}\n", m=c.phone_("mobile"))
        else:
            n.f("Home {h} / mob {m} / email {e}\n", h=c.phone_(), m=c.phone_("mobile"), e=(c.email, "EMAIL"))


def insurance_block(n, c):
    r = c.rng
    if c.cc in ("US",):
        n.f("Insurance: {ins}   {l}: {v}", ins=(c.ins, "ORGANIZATION"), l=c.hp[0], v=(c.hp[1], "HEALTHPLAN"))
        if r.random() < 0.5:
            n.f("   Group: {g}", g=(G.dg(r, 5), "HEALTHPLAN"))
        n.t("\n")
    else:
        n.f("{l}: {v}\n", l=c.hp[0], v=(c.hp[1], "HEALTHPLAN"))
    if c.ssn and r.random() < 0.85:
        n.f("{l}: {v}\n", l=c.ssn[0], v=(c.ssn[1], "SSN"))


def signature(n, c, p, role, kind="nurse"):
    r = c.rng
    k = r.randint(0, 5)
    if k == 0:
        n.f("Signed: {nm}, {role}, {bw} {b}\n", nm=nm(p, "full", "DOCTOR"), role=role, b=c.bleep())
    elif k == 1:
        lab, val = c.lic("doc" if kind == "doc" else ("pharm" if kind == "pharm" else "nurse"), p)
        n.f("{nm} ({role})  {lab} {v}\n", nm=nm(p, r.choice(["full", "init_last"]), "DOCTOR"), role=role, lab=lab, v=(val, "LICENSE"))
    elif k == 2:
        n.f("Electronically signed by {nm}, {role} on {d} {tm}\n", nm=nm(p, "full", "DOCTOR"), role=role,
            d=c.date(style=r.choice(["num", "iso", "num"])), tm=f"{r.randint(7, 22):02d}:{r.randint(0, 59):02d}")
    elif k == 3:
        n.f("-- {nm}\n{role}\n{h}\nTel {ph} | {em}\n", nm=nm(p, "full", "DOCTOR"), role=role, h=c.hosp_(),
            ph=(G.phone_ext(r, c.cc), "PHONE"), em=c.staff_email(p))
    elif k == 4:
        n.f("{nm} {role} / user {u}\n", nm=nm(p, "init_last", "DOCTOR"), role=role, u=c.user(p))
    else:
        n.f("Sig: {ini}  Print: {nm}  Designation: {role}  Date: {d}\n", ini=nm(p, "initials", "DOCTOR"),
            nm=nm(p, "LAST_first", "DOCTOR"), role=role, d=c.date())


def tm(rng, lo=0, hi=23):
    return f"{rng.randint(lo, hi):02d}:{rng.choice(['00', '05', '10', '15', '20', '30', '40', '45', '50'])}"


def tm4(rng, lo=0, hi=23):
    return tm(rng, lo, hi).replace(":", "")
