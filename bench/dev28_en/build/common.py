"""Shared note context: people, practice, headers and footers."""
import random
from datetime import date, timedelta
import pools as P
from locales import Locale, T, MONTHS, WEEKDAYS

SPELLED = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten",
           11: "eleven", 12: "twelve", 13: "thirteen", 14: "fourteen", 15: "fifteen", 16: "sixteen", 17: "seventeen",
           18: "eighteen", 19: "nineteen"}
TENS = {20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy", 80: "eighty", 90: "ninety"}


def words(n):
    if n in SPELLED: return SPELLED[n]
    if n in TENS: return TENS[n]
    if n < 100: return f"{TENS[n // 10 * 10]}-{SPELLED[n % 10]}"
    return "one hundred" + (f" and {words(n - 100)}" if n > 100 else "")


CREDS = {"UK": ["MBChB MRCGP", "MBBS MRCGP", "BM BCh DRCOG"], "US": ["MD", "DO", "MD FAAFP"], "CA": ["MD CCFP", "MD"],
         "AU": ["MBBS FRACGP", "MBBS"], "IE": ["MB BCh BAO MICGP", "MICGP"], "NZ": ["MBChB FRNZCGP", "MBChB"],
         "ZA": ["MBChB", "MBChB DipPEC"]}
TLD = {"UK": ".example.co.uk", "US": ".example.com", "CA": ".example.ca", "AU": ".example.com.au", "IE": ".example.ie",
       "NZ": ".example.co.nz", "ZA": ".example.co.za"}


class Person:
    def __init__(self, R, sex=None, surname=None):
        self.sex = sex or R.choice("FM")
        self.given = R.choice(P.FEMALE if self.sex == "F" else P.MALE)
        self.surname = surname or R.choice(P.SURNAMES)
        self.mid = R.choice("ABCDEFGHJKLMNPRSTW") if R.random() < 0.35 else None

    @property
    def full(self):
        return f"{self.given} {self.surname}"


class Ctx:
    def __init__(self, R, loc, genre, age=None, sex=None):
        self.R = R
        self.code = loc
        self.L = Locale(loc, R)
        self.genre = genre
        self.ids = self.L.ids()
        self.visit = date(2021, 1, 4) + timedelta(days=R.randint(0, 1640))
        self.pt = Person(R, sex=sex)
        self.age = age if age is not None else R.randint(18, 92)
        self.dob = self.visit - timedelta(days=365 * self.age + R.randint(1, 360) + self.age // 4)
        self.he = "she" if self.pt.sex == "F" else "he"
        self.He = self.he.capitalize()
        self.his = "her" if self.pt.sex == "F" else "his"
        self.His = self.his.capitalize()
        self.title = R.choice(["Mrs", "Ms", "Miss"]) if self.pt.sex == "F" else "Mr"
        self.practice = self.make_practice()
        self.docs = [Person(R) for _ in range(4)]
        self.gp = self.docs[0]

    # ---------------- places
    def make_practice(self):
        R = self.R
        stem = R.choice(P.PLACE_STEMS)
        forms = {"UK": ["{s} Surgery", "{s} Medical Practice", "{s} Health Centre", "The {s} Practice", "{s} Group Practice"],
                 "US": ["{s} Family Medicine", "{s} Primary Care", "{s} Community Health Center", "{s} Internal Medicine"],
                 "CA": ["{s} Family Health Team", "{s} Medical Clinic", "{s} Community Health Centre"],
                 "AU": ["{s} Medical Centre", "{s} General Practice", "{s} Family Doctors"],
                 "IE": ["{s} Medical Centre", "{s} Family Practice", "{s} Health Centre"],
                 "NZ": ["{s} Health Centre", "{s} Medical", "{s} Family Doctors"],
                 "ZA": ["{s} Medical Centre", "{s} Family Practice", "{s} Day Clinic"]}[self.code]
        return R.choice(forms).format(s=stem)

    def hospital(self):
        R = self.R
        t = self.L.town()
        f = R.choice([f"{t} General Hospital", f"St {R.choice(P.SAINTS)}'s Hospital", f"{R.choice(P.PLACE_STEMS)} Royal Infirmary",
                      f"{t} District Hospital", f"{R.choice(P.PLACE_STEMS)} Community Hospital",
                      f"{t} {'Regional Medical Center' if self.code == 'US' else 'University Hospital'}"])
        return T("HOSPITAL", f)

    def pharmacy(self):
        R = self.R
        return T("HOSPITAL", R.choice([f"{R.choice(P.PLACE_STEMS)} Pharmacy", f"{R.choice(P.SURNAMES)}'s Chemist",
                                       f"{R.choice(P.PLACE_STEMS)} {'Drug Store' if self.code in ('US', 'CA') else 'Pharmacy'}"]))

    def employer(self):
        return T("ORGANIZATION", self.R.choice(P.EMPLOYERS))

    def school(self, kind="primary"):
        R = self.R
        stem = R.choice(P.PLACE_STEMS)
        if kind == "nursery":
            return T("ORGANIZATION", R.choice([f"Little Acorns {stem} Nursery", f"{stem} Day Nursery", f"{stem} Kindergarten",
                                               f"Busy Bees {stem}"]))
        if self.code == "US":
            return T("ORGANIZATION", R.choice([f"{stem} Elementary", f"{stem} Middle School", f"{stem} High School"]))
        if self.code == "IE":
            return T("ORGANIZATION", R.choice([f"Scoil {R.choice(P.SAINTS)}", f"St {R.choice(P.SAINTS)}'s National School", f"{stem} Community College"]))
        return T("ORGANIZATION", R.choice([f"{stem} Primary School", f"{stem} Academy", f"St {R.choice(P.SAINTS)}'s Primary",
                                           f"{stem} High School", f"{stem} College"]))

    def carehome(self):
        R = self.R
        return T("HOSPITAL", R.choice([f"{R.choice(P.PLACE_STEMS)} House", f"{R.choice(P.PLACE_STEMS)} Lodge Nursing Home",
                                       f"{R.choice(P.PLACE_STEMS)} Care Home", f"The {R.choice(P.STREET_STEMS)} Residential Home"]))

    def landmark(self):
        lm = self.R.choice(P.LANDMARKS)
        if lm.startswith("the "):
            return "the " + T("LOCATION_OTHER", lm[4:])
        return T("LOCATION_OTHER", lm)

    def addr(self, multiline=False):
        return self.L.address(P.STREET_STEMS, multiline)

    def prac_addr(self):
        return self.L.address(P.STREET_STEMS, False)

    # ---------------- names
    def pn(self, form=None):
        """Patient name in one of many surface forms."""
        R = self.R
        p = self.pt
        forms = ["full", "full", "title", "title", "given", "LAST, First", "mid", "initials", "Last, First"]
        f = form or R.choice(forms)
        if f == "full": return T("PATIENT", p.full)
        if f == "mid": return T("PATIENT", f"{p.given} {p.mid + '. ' if p.mid else ''}{p.surname}")
        if f == "title": return f"{self.title} " + T("PATIENT", p.surname)
        if f == "given": return T("PATIENT", p.given)
        if f == "LAST, First": return T("PATIENT", f"{p.surname.upper()}, {p.given.upper()}" + (f" {p.mid}" if p.mid else ""))
        if f == "Last, First": return T("PATIENT", f"{p.surname}, {p.given}")
        if f == "initials": return T("PATIENT", f"{p.given[0]}.{p.surname[0]}.")
        if f == "surname": return T("PATIENT", p.surname)
        raise ValueError(f)

    def dn(self, d=None, form=None, role=None):
        """Clinician name; title/credential kept outside the span."""
        R = self.R
        d = d or self.gp
        f = form or R.choice(["Dr", "Dr", "Drfull", "full", "init"])
        if f == "Dr": return "Dr " + T("DOCTOR", d.surname)
        if f == "Drfull": return R.choice(["Dr ", "Dr. "]) + T("DOCTOR", d.full)
        if f == "full": return T("DOCTOR", d.full)
        if f == "init": return T("DOCTOR", f"{d.given[0]}. {d.surname}")
        if f == "given": return T("DOCTOR", d.given)
        raise ValueError(f)

    def staff(self, cred):
        p = Person(self.R)
        return T("DOCTOR", p.full) + (f", {cred}" if self.R.random() < 0.5 else f" {cred}")

    def fam(self, rel=None, same_surname=None, form=None):
        R = self.R
        sn = self.pt.surname if (same_surname if same_surname is not None else R.random() < 0.6) else None
        sex = None
        if rel in ("wife", "mother", "daughter", "sister", "mum", "grandmother", "aunt", "niece"): sex = "F"
        if rel in ("husband", "father", "son", "brother", "dad", "grandfather", "uncle", "nephew"): sex = "M"
        q = Person(R, sex=sex, surname=sn)
        f = form or R.choice(["given", "full", "full"])
        return T("FAMILY", q.given if f == "given" else q.full), q

    # ---------------- misc
    def age_short(self):
        m = getattr(self, "months", None)
        if m is not None and m < 24:
            return T("AGE", m) + self.R.choice(["m", " months", " mo"])
        return T("AGE", self.age) + self.R.choice(["y", " yrs", ""])

    def age_s(self, n=None):
        R = self.R
        m = getattr(self, "months", None)
        if n is None and m is not None and m < 24:
            return T("AGE", m) + R.choice(["-month-old", " months old", " mo"])
        n = self.age if n is None else n
        f = R.choice(["yo", "-year-old", " year old", "y", "aged", "words", "yrs"])
        if f == "yo": return T("AGE", n) + R.choice([" yo", "yo", " y/o"])
        if f == "-year-old": return T("AGE", n) + "-year-old"
        if f == " year old": return T("AGE", n) + " year old"
        if f == "y": return T("AGE", n) + "y"
        if f == "aged": return "aged " + T("AGE", n)
        if f == "words": return T("AGE", words(n)) + "-year-old" if n < 120 else T("AGE", n) + "-year-old"
        return T("AGE", n) + " yrs"

    def sexlet(self):
        return self.pt.sex

    def idv(self, key):
        lab, typ, val = self.ids[key]
        return lab, T(typ, val)

    def phone(self, mobile=None):
        return T("PHONE", self.L.phone(mobile))

    def fax(self):
        return T("FAX", self.L.phone(False))

    def email(self, p=None, org=False):
        R = self.R
        p = p or self.pt
        dom = R.choice(["examplemail.com", "mailbox.example", "post.example.net", "inbox.example.org", "netmail.example"])
        if org:
            slug = self.practice.lower().replace("the ", "").replace(" ", "").replace("'", "")
            dom = slug + TLD[self.code]
            loc = R.choice(["reception", "admin", "prescriptions", f"{p.given[0].lower()}.{p.surname.lower().replace(' ', '')}"])
        else:
            loc = R.choice([f"{p.given.lower()}.{p.surname.lower()}", f"{p.given[0].lower()}{p.surname.lower()}{R.randint(1, 99)}",
                            f"{p.given.lower()}{R.randint(60, 99)}"])
            loc = loc.replace(" ", "").replace("'", "")
        loc = loc.replace("ś", "s").replace("ą", "a")
        return T("EMAIL", f"{loc}@{dom}")

    def url(self):
        R = self.R
        slug = self.practice.lower().replace("the ", "").replace(" ", "").replace("'", "")
        tld = {"UK": ".example.co.uk", "US": ".example.com", "CA": ".example.ca", "AU": ".example.com.au", "IE": ".example.ie",
               "NZ": ".example.co.nz", "ZA": ".example.co.za"}[self.code]
        return T("URL", R.choice([f"www.{slug}{tld}", f"https://www.{slug}{tld}/appointments", f"{slug}{tld}/repeats",
                                  f"https://portal.{slug}{tld}/login"]))

    def ip(self):
        R = self.R
        return T("IPADDR", R.choice([f"192.0.2.{R.randint(2, 254)}", f"198.51.100.{R.randint(2, 254)}", f"203.0.113.{R.randint(2, 254)}",
                                     f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(2, 254)}"]))

    def username(self, p=None):
        R = self.R
        p = p or self.gp
        u = R.choice([f"{p.given[0].lower()}{p.surname.lower()}{R.randint(1, 9)}", f"{p.surname.upper()[:5]}{p.given[0].upper()}",
                      f"{p.given.lower()}.{p.surname.lower()}", f"{p.given[0].lower()}{p.surname[0].lower()}{R.randint(100, 999)}"])
        u = u.replace(" ", "").replace("'", "").replace("ś", "s").replace("ą", "a")
        return T("USERNAME", u)

    def accession(self):
        R = self.R
        return T("IDNUM", R.choice([f"{R.choice('SLHBM')}{self.visit.year % 100}-{R.randint(1000, 99999)}",
                                    f"{R.choice(['LAB', 'ACC', 'HX'])}{R.randint(100000, 9999999)}",
                                    f"{R.randint(10, 99)}.{R.randint(1000000, 9999999)}.{R.choice('ABCXYZ')}"]))

    def account(self):
        R = self.R
        return T("ACCOUNT", R.choice([f"{R.randint(1000, 9999)}-{R.randint(1000, 9999)}", f"ENC{R.randint(1000000, 9999999)}",
                                      f"V{R.randint(10000000, 99999999)}", f"INV-{R.randint(10000, 99999)}"]))

    def serial(self):
        R = self.R
        a = "".join(R.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(R.randint(2, 3)))
        return T("DEVICE", R.choice([f"{a}{R.randint(100000, 9999999)}", f"{a}-{R.randint(1000, 9999)}-{R.randint(100, 999)}",
                                     f"0M{R.randint(10000000, 99999999)}"]))

    def days(self, a, b):
        return self.visit + timedelta(days=self.R.randint(a, b))

    def profession(self):
        return T("PROFESSION", self.R.choice(P.PROFESSIONS))

    def country(self):
        return T("COUNTRY", self.R.choice(["Poland", "Nigeria", "Pakistan", "India", "Romania", "Zimbabwe", "the Philippines"
                                           if False else "Philippines", "Somalia", "Brazil", "Vietnam", "Syria", "Ghana", "Portugal",
                                           "Sri Lanka", "Lithuania", "Bangladesh", "Kenya", "China", "Fiji", "Samoa", "Malawi",
                                           "Scotland", "Wales", "England", "Ireland", "Lebanon", "Eritrea"]))

    # ---------------- header / footer
    def header(self):
        R = self.R
        L = self.L
        style = R.randint(0, 4)
        lab_m, mrn = self.idv("mrn")
        dob = L.d(self.dob)
        vd = L.d(self.visit)
        tm = f"{R.randint(8, 18):02d}:{R.choice(['00', '10', '15', '20', '30', '40', '45', '50'])}"
        if style == 0:
            s = (f"{T('HOSPITAL', self.practice)}\n{self.prac_addr()}\nTel: {self.phone(False)}   Fax: {self.fax()}\n\n"
                 f"Patient: {self.pn('full')}   DOB: {dob} ({self.age_short()}) {self.sexlet()}\n"
                 f"{lab_m}: {mrn}\n" + (f"{self.idv('ssn')[0]}: {self.idv('ssn')[1]}\n" if R.random() < 0.3 else "") +
                 f"Address: {self.addr()}\nPhone: {self.phone(True)}\n"
                 f"Date of consultation: {vd} {tm}\nClinician: {self.dn(form='Drfull')}\n")
        elif style == 1:
            s = (f"{self.pn('LAST, First')} ({self.title}) | DOB {dob} | {lab_m} {mrn} | {self.addr()}\n"
                 f"{R.choice(['Consultation', 'Encounter', 'Entry'])} {vd} {tm} - {self.dn(form='full')} ({T('HOSPITAL', self.practice)})\n")
        elif style == 2:
            extra = ""
            if "plan" in self.ids:
                lp, pv = self.idv("plan")
                extra = f"{lp}: {pv}"
                if "group" in self.ids:
                    lg, gv = self.idv("group")
                    extra += f"   {lg}: {gv}"
                extra += "\n"
            s = (f"PATIENT: {self.pn('Last, First')}\t{lab_m}: {mrn}\nDOB: {dob}\tAge: {self.age_short()}\tSex: {self.sexlet()}\n"
                 f"Visit date: {vd}\tEncounter #: {self.account()}\n{extra}"
                 f"Provider: {self.dn(form='full')}, {R.choice(['MD', 'DO', 'MBBS', 'MBChB'])}\tLocation: {T('HOSPITAL', self.practice)}\n")
        elif style == 3:
            s = (f"Date: {vd}\nPt: {self.pn('full')}, {self.age_s()} {'female' if self.pt.sex == 'F' else 'male'}\n"
                 f"DOB {dob}  {lab_m} {mrn}\nTel {self.phone()}  Email {self.email()}\nSeen by: {self.dn(form='Dr')}\n")
        else:
            rel = R.choice(['wife' if self.pt.sex == 'M' else 'husband', 'daughter', 'son', 'partner'] + (['mother'] if self.age < 55 else []))
            s = (f"=== {T('HOSPITAL', self.practice)} ===\n{R.choice(['Consultation record', 'Clinical note', 'Journal entry'])}\n"
                 f"Name ........ {self.pn('full')}\nDate of birth {dob}\n{lab_m} ...... {mrn}\n"
                 f"Address ..... {self.addr()}\nNext of kin . {self.fam(rel, form='full')[0]} "
                 f"({rel}) {self.phone(True)}\n"
                 f"Seen ........ {vd} {tm} by {self.dn(form='Drfull')}\n")
        return s

    def footer(self):
        R = self.R
        L = self.L
        style = R.randint(0, 5)
        lab_l, lic = self.idv("lic")
        g = self.gp
        if style == 0:
            return f"\n{self.dn(form='Drfull')} {R.choice(CREDS[self.code])}\n{lab_l} {lic}\n{T('HOSPITAL', self.practice)}\n"
        if style == 1:
            return f"\nElectronically signed by {self.dn(form='full')} on {L.d(self.visit)} at {R.randint(9, 19)}:{R.randint(10, 59)}\n"
        if style == 2:
            return f"\n-- {T('DOCTOR', g.given[0] + '.' + g.surname)} / entered by user {self.username()}\n"
        if style == 3:
            t = Person(R)
            return (f"\nDictated by {self.dn(form='Drfull')}. DD: {L.d(self.visit)}  DT: {L.d(self.days(1, 3))}\n"
                    f"DD/{T('DOCTOR', (g.given[0] + g.surname[0]).upper())}/{T('DOCTOR', (t.given[0] + t.surname[0]).lower())}\n"
                    f"cc: {self.dn(self.docs[1], form='Drfull')}, {self.hospital()}\n")
        if style == 4:
            return f"\n{self.dn(form='init')}\n{T('HOSPITAL', self.practice)} | {self.url()} | {self.email(g, org=True)}\n"
        return f"\nSigned: {self.dn(form='Dr')} ({lab_l} {lic})  Audit: {self.username()} @ {self.ip()}\n"
