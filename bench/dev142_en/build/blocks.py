"""Note context (patient, site, staff) and reusable blocks: letterheads, demographics,
signatures, cc lists, footers."""
import datetime as dt

import pools as P
from phi import (R, ch, pr, Person, D, fdate, rand_date, age_of, age_words, clock, phone, pager,
                 internal_ext, email, url, mrn, healthplan, group_no, ssn, account, accession,
                 license_doc, digits, letters)


def town(c):
    return ch(P.US_TOWNS if c == "US" else P.UK_TOWNS if c == "UK" else P.AU_TOWNS)


def street(c, unit=True):
    core = ch(P.STREET_CORE)
    if c == "US":
        s = f"{R.randint(2, 9899)} {ch(['', '', '', 'N ', 'S ', 'E ', 'W '])}{core} {ch(P.US_SUFFIX)}"
        if unit and pr(.25):
            s += ch([f", Apt {R.randint(1, 40)}{ch(['', 'B', 'C'])}", f" #{R.randint(100, 999)}",
                     f", Unit {R.randint(1, 30)}", f", Suite {R.randint(100, 450)}"])
        return s
    if c == "UK":
        s = f"{R.randint(1, 240)} {core} {ch(P.UK_SUFFIX)}"
        if unit and pr(.15):
            s = f"{ch(P.UK_HOUSE)}, {core} {ch(P.UK_SUFFIX)}"
        return s
    s = f"{R.randint(1, 320)} {core} {ch(P.AU_SUFFIX)}"
    if unit and pr(.25):
        s = f"{ch(['Unit', 'Unit', 'Flat'])} {R.randint(1, 24)}/{s}" if pr(.4) else f"{R.randint(1, 24)}/{s}"
    return s


def postcode(c):
    if c == "US":
        z = f"{R.randint(1, 99):02d}{digits(3)}"
        return z + (f"-{digits(4)}" if pr(.2) else "")
    if c == "UK":
        return f"{letters(ch([1, 2]), 'ABCDEGHKLMNPRSTWY')}{R.randint(1, 29)} {R.randint(1, 9)}{letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}"
    return f"{ch('234567')}{digits(3)}"


class Addr:
    def __init__(self, c):
        self.c = c
        self.street = street(c)
        self.city = town(c)
        self.county = ch(P.UK_COUNTIES) if c == "UK" and pr(.3) else None
        if c == "US":
            self.state = ch(P.US_STATES)
        elif c == "AU":
            self.state = ch(P.AU_STATES)
        else:
            self.state = None
        self.zip = postcode(c)

    def inline(self, sep=", "):
        """List of pieces for an address on one line."""
        out = [("STREET", self.street), sep, ("CITY", self.city)]
        if self.c == "US":
            st = self.state[1] if pr(.8) else self.state[0]
            out += [", ", ("STATE", st), " ", ("ZIP", self.zip)]
        elif self.c == "AU":
            st = self.state[1] if pr(.85) else self.state[0]
            out += [" ", ("STATE", st), " ", ("ZIP", self.zip)]
        else:
            if self.county:
                out += [sep, ("CITY", self.county)]
            out += [sep, ("ZIP", self.zip)]
        return out

    def lines(self, indent=""):
        out = [indent, ("STREET", self.street), "\n", indent, ("CITY", self.city)]
        if self.c == "US":
            out += [", ", ("STATE", self.state[1]), " ", ("ZIP", self.zip)]
        elif self.c == "AU":
            out += [" ", ("STATE", self.state[1]), " ", ("ZIP", self.zip)]
        else:
            if self.county:
                out += ["\n", indent, ("CITY", self.county)]
            out += ["\n", indent, ("ZIP", self.zip)]
        return out + ["\n"]


class Site:
    def __init__(self, c, name=None, kind="hosp"):
        self.c = c
        self.town = town(c)
        if kind == "gp":
            pat = ch(P.US_GP if c == "US" else P.UK_GP if c == "UK" else P.AU_GP)
        elif kind == "any":
            pat = ch((P.US_HOSP + P.US_GP) if c == "US" else (P.UK_HOSP + P.UK_GP) if c == "UK" else (P.AU_HOSP + P.AU_GP))
        else:
            pat = ch(P.US_HOSP if c == "US" else P.UK_HOSP if c == "UK" else P.AU_HOSP)
        self.name = name or pat.replace("{T}", self.town)
        self.addr = Addr(c)
        self.addr.street = street(c, unit=False)
        self.addr.city = self.town
        self.phone = phone(c, "land")
        self.fax = phone(c, "land")
        self.dept_email = email(dept=ch(["results", "enquiries", "reports", "admin.office", "medical.records",
                                         "patient.services", "info"]))


class Staff(Person):
    def __init__(self, c, role="rad"):
        super().__init__()
        self.c = c
        self.role = role
        creds = {
            ("rad", "US"): ["MD", "MD", "DO", "MD, FACR"], ("rad", "UK"): ["FRCR", "MBBS FRCR", "MB ChB FRCR"],
            ("rad", "AU"): ["FRANZCR", "MBBS FRANZCR"], ("path", "US"): ["MD", "MD, PhD", "MD, FCAP", "DO"],
            ("path", "UK"): ["FRCPath", "MB ChB FRCPath", "MBBS FRCPath"], ("path", "AU"): ["FRCPA", "MBBS FRCPA"],
            ("doc", "US"): ["MD", "MD", "DO", "NP", "PA-C", "MD, FACS"], ("doc", "UK"): ["MRCP", "FRCS", "MRCGP", "", "FRCP"],
            ("doc", "AU"): ["FRACP", "FRACS", "FRACGP", "", "MBBS"],
            ("nurse", "US"): ["RN", "RN, BSN", "LPN"], ("nurse", "UK"): ["RGN", "RN", "Sister"],
            ("nurse", "AU"): ["RN", "CNC", "CNS"],
            ("sci", "US"): ["MLS(ASCP)", "MT(ASCP)", "CT(ASCP)"], ("sci", "UK"): ["BMS", "HCPC reg.", "Clinical Scientist"],
            ("sci", "AU"): ["Medical Scientist", "BAppSc", "BSc (MLS)"],
            ("gc", "US"): ["MS, CGC"], ("gc", "UK"): ["Genetic Counsellor", "MSc, GC"], ("gc", "AU"): ["MGenCouns", "Genetic Counsellor"]}
        self.cred = ch(creds.get((role, c), [""]))
        self.lic = license_doc(c)
        self.user = None

    def dr(self):
        """Dr + surname or full name pieces (title outside the span)."""
        return ["Dr. " if self.c == "US" else "Dr ", ("DOCTOR", ch([self.last, self.full(), self.full(), self.initf()]))]

    def signed(self):
        out = [("DOCTOR", ch([self.full(), self.full_mid(), self.full()]))]
        if self.cred:
            out.append(ch([", ", " "]) + self.cred)
        return out


REL_M = ["husband", "son", "father", "brother", "nephew", "grandson", "son-in-law", "uncle", "partner",
         "neighbour", "friend", "carer", "cousin"]
REL_F = ["wife", "daughter", "mother", "sister", "niece", "granddaughter", "daughter-in-law", "aunt", "partner",
         "neighbour", "friend", "carer", "cousin"]
KID_M = ["father", "grandfather", "uncle", "older brother", "stepfather", "foster carer"]
KID_F = ["mother", "grandmother", "aunt", "older sister", "stepmother", "foster carer"]


def relative(cx, sex=None):
    """(relation word, Person) consistent with the relative's sex and the patient's age."""
    sx = sex or ch("MF")
    if cx.age < 18:
        rel = ch(KID_M if sx == "M" else KID_F)
    else:
        pool = REL_M if sx == "M" else REL_F
        if cx.age < 40:
            pool = [x for x in pool if not x.startswith("grand") and "-in-law" not in x]
        if cx.age >= 65:
            pool = [x for x in pool if x not in ("mother", "father", "aunt", "uncle")]
        if cx.pt.sex == "F":
            pool = [x for x in pool if x != "wife"]
        else:
            pool = [x for x in pool if x != "husband"]
        rel = ch(pool)
    p = Person(sx, cx.pt.last if rel in ("son", "daughter", "father", "mother", "brother", "sister") and pr(.6) else None)
    return rel, p


class Ctx:
    """Everything one note knows about its patient, site and staff."""

    def __init__(self, c):
        self.c = c
        self.pt = Person()
        self.report = rand_date()
        age = R.choice([R.randint(18, 45), R.randint(40, 79), R.randint(60, 94), R.randint(1, 17),
                        R.randint(25, 70)])
        self.dob = self.report - dt.timedelta(days=age * 365 + R.randint(0, 364))
        self.age = age_of(self.dob, self.report)
        self.age_unit = None
        self.mrn = mrn(c)
        self.acct = account(c)
        self.hp = healthplan(c)
        self.ssn = ssn(c)
        self.addr = Addr(c)
        self.phone = phone(c)
        self.site = Site(c)
        self.site2 = Site(c, kind="any")
        self.site3 = Site(c)
        self.ref = Staff(c, "doc")
        self.rad = Staff(c, "rad")
        self.rad2 = Staff(c, "rad")
        self.nurse = Staff(c, "nurse")
        self.sci = Staff(c, "sci")
        self.ward = ch(P.WARDS)
        self.room = ch(P.ROOMS)

    # --- short helpers returning pieces
    def fix(self, sex=None, lo=None, hi=None):
        """Re-draw sex and/or age before anything is written."""
        if sex and self.pt.sex != sex:
            self.pt.sex = sex
            self.pt.first = ch(P.FIRST_F if sex == "F" else P.FIRST_M)
        if lo is not None and not (lo <= self.age <= hi):
            age = R.randint(lo, hi)
            self.dob = self.report - dt.timedelta(days=age * 365 + R.randint(0, 364))
            self.age = age_of(self.dob, self.report)

    def set_infant(self, months):
        """Make the patient an infant; ages then print in weeks or months."""
        self.dob = self.report - dt.timedelta(days=int(months * 30.4) + R.randint(0, 20))
        self.age = 0
        days = (self.report - self.dob).days
        self.age_unit = (str(days // 7), " wk") if days < 84 else (str(days // 30), " mo")

    def ptname(self, style=None):
        p = self.pt
        s = style or ch(["full", "lf", "LF", "full", "fullmid"])
        return ("PATIENT", {"full": p.full(), "lf": p.lf(), "LF": p.LF(), "fullmid": p.full_mid(),
                            "last": p.last, "first": p.first, "init": p.init(), "initf": p.initf()}[s])

    def ptref(self):
        """Mention of the patient inside narrative."""
        p = self.pt
        k = R.random()
        if k < .4:
            return [p.title() + " ", ("PATIENT", p.last)]
        if k < .6:
            return [("PATIENT", p.first)]
        if k < .8:
            return [("PATIENT", p.full())]
        return ["the patient"]

    def sex_word(self):
        return "male" if self.pt.sex == "M" else "female"

    def d(self, days=0, style=None):
        return D(self.report + dt.timedelta(days=days), self.c, style)

    def dob_piece(self, style=None):
        return D(self.dob, self.c, style)

    def age_piece(self):
        if self.age_unit:
            return [("AGE", self.age_unit[0]), self.age_unit[1]]
        a = str(self.age)
        k = R.random()
        if k < .25:
            return [("AGE", a), " y"]
        if k < .45:
            return [("AGE", a), " yrs"]
        if k < .6:
            return [("AGE", a), "Y"]
        if k < .75:
            return [("AGE", a), " years"]
        return [("AGE", a)]

    def hp_label(self):
        return {"US": "Member ID", "UK": "NHS No", "AU": "Medicare No"}[self.c]

    def mrn_label(self):
        return ch({"US": ["MRN", "MRN", "Med Rec #", "MR#"], "UK": ["Hosp No", "Hospital No.", "MRN", "RXH No"],
                   "AU": ["URN", "UR No", "MRN", "UR"]}[self.c])

    def acct_label(self):
        return ch({"US": ["Acct #", "FIN", "Visit #", "Encounter"], "UK": ["Episode", "Episode No",
                   "Attendance No"], "AU": ["Episode", "Visit No", "Acct"]}[self.c])


# ---------------------------------------------------------------- blocks
def letterhead(d, cx, dept, site=None):
    s = site or cx.site
    d.f("{H}\n", H=("HOSPITAL", s.name))
    d.t(f"{dept}\n")
    if pr(.6):
        d.put(s.addr.inline())
        d.t("\n")
    if pr(.75):
        d.f("Tel {P}  |  Fax {F}\n", P=("PHONE", s.phone), F=("FAX", s.fax))
    if pr(.25):
        d.f("{U}\n", U=("URL", url()))
    d.t("\n")


def demo_block(d, cx, extra=True, style=None):
    """Key/value patient demographics, several layouts."""
    st = style or ch(["grid", "lines", "pipes", "compact"])
    nm, dob = cx.ptname(), cx.dob_piece()
    sex = ch([cx.pt.sex, cx.sex_word().title()])
    if st == "grid":
        d.f("Patient Name: {N}\t\t{L}: {M}\nDOB: {B}\tAge: {A}\tSex: {S}\n",
            N=nm, L=cx.mrn_label(), M=("MRN", cx.mrn), B=dob, A=cx.age_piece(), S=sex)
    elif st == "lines":
        d.f("Name:      {N}\nDOB:       {B} ({A})\n{L}:       {M}\nGender:    {S}\n",
            N=nm, B=dob, A=cx.age_piece(), L=cx.mrn_label(), M=("MRN", cx.mrn), S=sex)
    elif st == "pipes":
        d.f("{N} | {L} {M} | DOB {B} | {A}{S} \n", N=nm, L=cx.mrn_label(), M=("MRN", cx.mrn),
            B=dob, A=cx.age_piece(), S=" " + cx.pt.sex)
    else:
        d.f("PT: {N}  {L}: {M}  D.O.B. {B}  AGE/SEX: {A}/{S}\n", N=("PATIENT", cx.pt.LF()),
            L=cx.mrn_label().upper(), M=("MRN", cx.mrn), B=dob, A=cx.age_piece(), S=cx.pt.sex)
    if not extra:
        return
    if pr(.55):
        d.f("{L}: {V}\n", L=cx.acct_label(), V=("ACCOUNT", cx.acct))
    if pr(.45):
        if cx.c == "US":
            d.f("Insurance: {I}  Member ID: {H}  Group: {G}\n", I=("ORGANIZATION", ch(P.INSURERS_US)),
                H=("HEALTHPLAN", cx.hp), G=("HEALTHPLAN", group_no()))
        elif cx.c == "UK":
            d.f("NHS Number: {H}\n", H=("HEALTHPLAN", cx.hp))
        else:
            d.f("Medicare: {H}", H=("HEALTHPLAN", cx.hp))
            if pr(.4):
                d.f("   Fund: {I} #{M}", I=("ORGANIZATION", ch(P.INSURERS_AU)), M=("HEALTHPLAN", digits(8)))
            d.t("\n")
    if pr(.3):
        d.f("Address: {A}\n", A=cx.addr.inline())
    if pr(.2):
        d.f("Phone: {P}\n", P=("PHONE", cx.phone))
    if cx.c == "US" and pr(.12):
        d.f("SSN: {S}\n", S=("SSN", cx.ssn))
    if cx.c == "UK" and pr(.05):
        d.f("NI No: {S}\n", S=("SSN", cx.ssn))
    if pr(.15):
        d.t(f"Location: {ch(P.GENERIC_LOC)}\n")
    elif pr(.35):
        d.f("Location: {W}", W=("HOSPITAL", cx.ward))
        if pr(.6):
            d.f(" {K} {R}", K=ch(["Bed", "Rm", "Room", "Bay"]), R=("LOCATION_OTHER", cx.room))
        d.t("\n")


def referrer_line(d, cx, label=None):
    lab = label or ch(["Referring Physician", "Ordering Provider", "Requested by", "Referrer",
                       "Ordering MD", "Requesting Clinician"])
    d.f("{L}: {N}", L=lab, N=cx.ref.signed() if pr(.5) else cx.ref.dr())
    if pr(.3):
        k, v = cx.ref.lic
        d.f(" ({K} {V})", K=k, V=("LICENSE", v))
    if pr(.3):
        d.f(", {H}", H=("HOSPITAL", cx.site2.name))
    d.t("\n")


def sig_block(d, cx, who=None, verb=None, days=0):
    w = who or cx.rad
    k = R.random()
    dd = cx.d(days)
    if k < .3:
        d.f("\nElectronically signed by: {N} on {D} at {T}\n", N=w.signed(), D=dd, T=clock())
    elif k < .5:
        d.f("\n{V}: {N}\nDate: {D} {T}\n", V=verb or "Reported by", N=w.signed(), D=dd, T=clock())
    elif k < .65:
        ttl = {"rad": ["Consultant Radiologist", "Attending Radiologist", "Radiologist"],
               "path": ["Consultant Pathologist", "Staff Pathologist", "Laboratory Director", "Consultant Histopathologist"]}
        d.f("\n{N}\n{C}\n", N=("DOCTOR", w.full()), C=ch(ttl.get(w.role, ["Consultant", "Attending Physician"])))
        if pr(.6):
            kk, v = w.lic
            d.f("{K}: {V}\n", K=kk, V=("LICENSE", v))
    elif k < .8:
        tr = Person()
        d.f("\nDictated by: {N}\nD: {D1} {T1}  T: {D2} {T2}  {TR}\n", N=w.signed(), D1=dd, T1=clock(),
            D2=cx.d(days + ch([0, 0, 1])), T2=clock(), TR=("DOCTOR", (tr.first[0] + tr.last[0]).lower()))
    else:
        tr = Person()
        d.f("\n{A}/{B}\nSigned {N}, {D}\n", A=("DOCTOR", w.first[0] + w.last[0]),
            B=("DOCTOR", (tr.first[0] + tr.last[0]).lower()), N=("DOCTOR", w.initf()), D=dd)
    if w.role == "rad" and pr(.15):
        d.f("{R} {N}.\n", R=ch(["Reviewed with resident", "Preliminary read by registrar", "Discussed with fellow"]),
            N=("DOCTOR", cx.rad2.full()))


def cc_block(d, cx):
    d.t("\ncc: ")
    d.put(cx.ref.dr())
    if pr(.5):
        d.f(", {H}", H=("HOSPITAL", cx.site2.name))
    if pr(.35):
        d.f(" (fax {F})", F=("FAX", phone(cx.c, "land")))
    if pr(.35):
        o = Staff(cx.c, "doc")
        d.t("; ")
        d.put(o.dr())
    if pr(.2):
        d.f("; patient portal ({U})", U=("URL", url()))
    d.t("\n")


def footer(d, cx):
    k = R.random()
    if k < .3:
        d.f("\nCONFIDENTIAL: This report is intended only for the addressee. If received in error "
            "please notify {H} on {P} or {E}.\n", H=("HOSPITAL", cx.site.name), P=("PHONE", cx.site.phone),
            E=("EMAIL", cx.site.dept_email))
    elif k < .5:
        d.f("\nQueries: {E} | Fax {F}\n", E=("EMAIL", cx.site.dept_email), F=("FAX", cx.site.fax))
    elif k < .6:
        d.f("\nPage 1 of 1    Printed {D} {T}\n", D=cx.d(ch([0, 1, 2])), T=clock())
    elif k < .7:
        d.f("\nResults also available via {U}\n", U=("URL", url()))
