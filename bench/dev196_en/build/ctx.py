"""Per-note context (the fictional patient and care team) and shared blocks."""
import datetime

import core as C
import pools as P
from clin import PMH as K_PMH


class Ctx:
    def __init__(self, rng, country, adult=True, min_age=18, max_age=88):
        self.rng = rng
        self.c = country
        us = country == "US"
        self.us = us
        self.ds = rng.choice(C.US_STYLES if us else C.IE_STYLES)
        self.pt = C.make_person(rng, country, nick_p=0.25)
        self.visit = C.rand_date(rng)
        self.age = rng.randint(min_age, max_age)
        born = self.visit.year - self.age
        bd = datetime.date(born, rng.randint(1, 12), rng.randint(1, 28))
        if (bd.month, bd.day) > (self.visit.month, self.visit.day):
            bd = datetime.date(born - 1, bd.month, bd.day)
        self.dob = bd
        self.sex = self.pt.sex
        self.addr = C.Addr(rng, country)
        self.phone = C.phone(rng, country, self.addr.area, "mob" if not us and rng.random() < 0.6 else "land")
        self.phone2 = C.phone(rng, country, self.addr.area, "mob")
        self.email = "%s.%s%s@%s" % (C.slug(self.pt.first), C.slug(self.pt.last),
                                      rng.choice(["", "", str(rng.randint(1, 99))]),
                                      rng.choice(["example.com", "example.net", "mail.example.org"]))
        # identifiers
        if us:
            self.mrn = rng.choice([C.digits(rng, 8), "00" + C.digits(rng, 6), C.digits(rng, 3) + "-" + C.digits(rng, 4),
                                   "M" + C.digits(rng, 7)])
            self.acct = rng.choice([C.digits(rng, 10), "FIN " + C.digits(rng, 9), C.digits(rng, 4) + "-" + C.digits(rng, 4),
                                    "E" + C.digits(rng, 9)])
            self.acct = self.acct.replace("FIN ", "")
            self.ssn = rng.choice(["9", "000"]) and ("9" + C.digits(rng, 2) + "-" + C.digits(rng, 2) + "-" + C.digits(rng, 4)
                                                     if rng.random() < 0.8 else "000-" + C.digits(rng, 2) + "-" + C.digits(rng, 4))
            self.insurer = rng.choice(P.US_INSURERS[:4])
            self.member = rng.choice([C.letters(rng, 3) + C.digits(rng, 9), "W" + C.digits(rng, 9),
                                      C.digits(rng, 1) + C.letters(rng, 2) + C.digits(rng, 1) + "-" + C.letters(rng, 2) + C.digits(rng, 1) + "-" + C.letters(rng, 2) + C.digits(rng, 2)])
            self.group = C.digits(rng, rng.choice([5, 6, 7]))
        else:
            self.mrn = rng.choice([C.digits(rng, 7), "H" + C.digits(rng, 6), C.digits(rng, 2) + C.letters(rng, 1) + C.digits(rng, 5),
                                   "0" + C.digits(rng, 6)])
            self.acct = rng.choice(["EP" + C.digits(rng, 7), C.digits(rng, 9), "V" + C.digits(rng, 8)])
            self.ssn = "9" + C.digits(rng, 6) + rng.choice(["A", "B", "T", "W", "H", "AB", "TA", "WA"])
            self.insurer = rng.choice(P.IE_INSURERS)
            self.member = rng.choice([C.digits(rng, 10), C.letters(rng, 2) + C.digits(rng, 8), C.digits(rng, 8) + C.letters(rng, 1)])
            self.group = C.digits(rng, 5)
            self.medcard = C.digits(rng, 7) + C.letters(rng, 1)
        # care settings
        self.hosp = rng.choice(P.US_HOSPITALS if us else P.IE_HOSPITALS)
        others = [h for h in (P.US_HOSPITALS if us else P.IE_HOSPITALS) if h != self.hosp]
        self.hosp2 = rng.choice(others)
        allc = P.US_CLINICS if us else P.IE_CLINICS
        gps = [c for c in allc if any(w in c for w in P.GP_WORDS)]
        specs = [c for c in allc if c not in gps]
        self.clinic = rng.choice(specs)
        self.clinic_email = rng.choice(["info", "reception", "rehab", "frontdesk"]) + "@" + C.slug(self.clinic.split()[0]) + \
            rng.choice(["clinic", "rehab", "pt", ""]) + "." + rng.choice(["example.com", "example.org", "example.net"])
        self.pharm = rng.choice(P.US_PHARM if us else P.IE_PHARM)
        self.ward = rng.choice(P.US_UNITS_NAMED if us else P.IE_WARDS)
        self.home = rng.choice(P.US_NURSING_HOMES if us else P.IE_NURSING_HOMES)
        self.haddr = C.Addr(rng, country)
        self.hphone = C.phone(rng, country, self.haddr.area)
        self.hfax = C.phone(rng, country, self.haddr.area)
        self.dept_email = rng.choice(["ortho", "fractureclinic", "orthoreferrals", "sportsmed", "msk.physio"]) + "@" + \
            C.slug(self.hosp.split()[0] + self.hosp.split()[1]) + "." + rng.choice(["example.org", "example.com"])
        self.web = rng.choice(["www.", "https://", "https://www."]) + C.slug(self.hosp.split()[0]) + rng.choice(["health", "ortho", "hospital"]) + \
            "." + rng.choice(["example.org", "example.com", "example.net"])
        # team
        self.surg = C.make_clin(rng, country, "surgeon")
        self.jun = C.make_clin(rng, country, "junior")
        self.physio = C.make_clin(rng, country, "physio")
        self.nurse = C.make_clin(rng, country, "nurse")
        self.anaes = C.make_clin(rng, country, "anaes")
        self.rad = C.make_clin(rng, country, "rad")
        self.gp = C.make_clin(rng, country, "gp")
        self.sports = C.make_clin(rng, country, "sports")
        self.at = C.make_clin(rng, country, "at")
        self.pa = C.make_clin(rng, country, "pa" if us else "np")
        self.sec = C.make_person(rng, country, sex="F", nick_p=0)
        self.gp_practice = rng.choice(gps)
        self.gpaddr = C.Addr(rng, country)
        self.gpphone = C.phone(rng, country, self.gpaddr.area)
        self.gpfax = C.phone(rng, country, self.gpaddr.area)
        # family / social
        self.spouse = C.make_person(rng, country, sex="F" if self.sex == "M" else "M", nick_p=0.2)
        self.spouse.last = self.pt.last if rng.random() < 0.7 else self.spouse.last
        self.parent = C.make_person(rng, country, nick_p=0.1)
        self.parent.last = self.pt.last
        self.child = C.make_person(rng, country, nick_p=0.1)
        self.child.last = self.pt.last
        self.kin_phone = C.phone(rng, country, self.addr.area, "mob")
        jobs = P.US_JOBS if us else P.IE_JOBS
        self.prof, emps = rng.choice(jobs + (P.US_SELF if us else P.IE_SELF))
        self.employer = rng.choice(emps)
        self.retired = self.age >= 67
        if self.retired:
            self.prof = "retired " + self.prof
        self.sprof = rng.choice(P.US_SELF if us else P.IE_SELF)[0]
        profs = [sp for sp in (P.SPORT_US if us else P.SPORT_IE) if self.sex in sp[3]]
        self.sport, self.positions, clubs, _ = rng.choice(profs)
        self.club = rng.choice(clubs)
        self.club2 = rng.choice([c for c in clubs if c != self.club])
        self.landmark = rng.choice(P.LANDMARKS_US if us else P.LANDMARKS_IE)
        self.venue = rng.choice(P.VENUES_US if us else P.VENUES_IE)
        self.abroad = rng.choice(P.COUNTRIES_ABROAD)
        self.ip = C.private_ip(rng)
        self.ip2 = C.private_ip(rng)
        self.room = rng.choice([str(rng.randint(201, 689)) + rng.choice(["", "A", "B"]), str(rng.randint(1, 30))])
        self.bed = str(rng.randint(1, 28))
        self.theatre = str(rng.randint(1, 12))

    def kin(self):
        """(relation word, person) suited to the patient's age."""
        rng = self.rng
        if self.age < 26:
            return ("mother" if self.parent.sex == "F" else "father"), self.parent
        if self.age < 55 or rng.random() < 0.5:
            return rng.choice(["wife", "partner"] if self.sex == "M" else ["husband", "partner"]), self.spouse
        return ("daughter" if self.child.sex == "F" else "son"), self.child

    def work(self, n):
        if self.retired:
            n.f("is a {PROFESSION}, formerly with {ORGANIZATION}", self.prof, self.employer)
        else:
            n.f("works as a {PROFESSION} at {ORGANIZATION}", self.prof, self.employer)

    def pmh(self, k):
        pool = [p for p in K_PMH if self.age >= 45 or p in ("asthma", "nil of note", "depression", "GORD", "BMI 34", "gout")]
        return self.rng.sample(pool, min(k, len(pool)))

    # ---- date helpers
    def d(self, date):
        return C.fd(date, self.ds)

    def dd(self, days):
        return C.fd(C.add(self.visit, days), self.ds)

    def alt(self, date):
        """Same date in a different style of the same country."""
        return C.fd(date, self.rng.choice(C.US_STYLES if self.us else C.IE_STYLES))

    @property
    def ortho(self):
        return "Orthopedic" if self.us else "Orthopaedic"

    def sexw(self):
        return self.rng.choice(["M", "male"] if self.sex == "M" else ["F", "female"])

    def he(self):
        return "he" if self.sex == "M" else "she"

    def his(self):
        return "his" if self.sex == "M" else "her"

    def him(self):
        return "him" if self.sex == "M" else "her"

    def side(self):
        return self.rng.choice(["right", "left"])


def dname(n, c, rng, form=None):
    """Clinician name with optional title and credential outside the span."""
    form = form or rng.choice(["title_last", "full_cred", "title_full", "full_cred", "fi_cred"])
    if form == "title_last" and c.title:
        n.f(c.title + " {DOCTOR}", c.last)
    elif form == "title_full" and c.title:
        n.f(c.title + " {DOCTOR}", c.fl)
    elif form == "fi_cred":
        n.f("{DOCTOR}, " + c.cred, c.fi_last)
    else:
        n.f("{DOCTOR}, " + c.cred, c.fml)


def header(n, x, dept, title=None):
    rng = x.rng
    style = rng.randrange(4)
    if style == 0:
        n.f("{HOSPITAL}\n", x.hosp)
        n.t(dept + "\n")
        x.haddr.write(n, rng)
        n.t("\n")
        n.f("Tel {PHONE}  |  Fax {FAX}\n", x.hphone, x.hfax)
    elif style == 1:
        n.f("{HOSPITAL} - " + dept + "\n", x.hosp)
        n.f("Phone: {PHONE}" + rng.choice([" / Fax: {FAX}\n", "   Fax {FAX}\n"]), x.hphone, x.hfax)
    elif style == 2:
        n.t(dept.upper() + "\n")
        n.f("{HOSPITAL}, ", x.hosp)
        n.e("CITY", x.haddr.city)
        n.t("\n")
    else:
        n.f("{HOSPITAL}\n", x.hosp)
        n.t(dept + " | ")
        n.f("{URL}\n", x.web)
    if title:
        n.t("\n" + title + "\n")
        n.t("=" * min(len(title), 40) + "\n" if rng.random() < 0.5 else "\n")


def pt_block(n, x, fields=("name", "dob", "mrn"), inline=False):
    rng = x.rng
    sep = "   " if inline else "\n"
    for k, fld in enumerate(fields):
        if fld == "name":
            lab = rng.choice(["Patient: ", "Name: ", "PATIENT: ", "Pt name: "])
            form = rng.choice(["LF", "fml", "lf", "fl"])
            n.f(lab + "{PATIENT}", getattr(x.pt, form))
        elif fld == "dob":
            n.f(rng.choice(["DOB: ", "D.O.B. ", "Date of birth: "]) + "{DATE}", x.d(x.dob))
        elif fld == "age":
            n.f(rng.choice(["Age: {AGE}", "Age/Sex: {AGE}/" + x.sex, "{AGE} yrs"]), str(x.age))
        elif fld == "mrn":
            lab = rng.choice(["MRN: ", "MRN ", "MR#: "] if x.us else ["MRN: ", "Hospital No.: ", "Chart No. ", "HRN: "])
            n.f(lab + "{MRN}", x.mrn)
        elif fld == "acct":
            lab = rng.choice(["Acct #: ", "Encounter #: ", "FIN: ", "CSN: "] if x.us else ["Episode No.: ", "Visit No. ", "Encounter: "])
            n.f(lab + "{ACCOUNT}", x.acct)
        elif fld == "addr":
            n.t("Address: ")
            x.addr.write(n, rng)
        elif fld == "phone":
            n.f(rng.choice(["Tel: ", "Phone: ", "Contact no.: ", "Mobile: "]) + "{PHONE}", x.phone)
        elif fld == "ins":
            if x.us:
                n.f("Insurance: {ORGANIZATION}  Member ID {HEALTHPLAN}  Group {HEALTHPLAN}", x.insurer, x.member, x.group)
            elif rng.random() < 0.4:
                n.f("GMS Medical Card No.: {HEALTHPLAN}", x.medcard)
            else:
                n.f("Insurer: {ORGANIZATION}, policy no. {HEALTHPLAN}", x.insurer, x.member)
        elif fld == "gp":
            n.t("GP: " if not x.us else "PCP: ")
            dname(n, x.gp, rng, "title_full" if not x.us else "full_cred")
            n.f(", {HOSPITAL}", x.gp_practice)
        elif fld == "sex":
            n.t("Sex: " + x.sexw())
        n.t(sep)
    if inline:
        n.t("\n")


def sign(n, x, c, when=None, audit=None):
    rng = x.rng
    when = when or x.visit
    st = rng.randrange(4)
    if st == 0:
        n.t("Electronically signed by: ")
        dname(n, c, rng, "full_cred")
        n.f(" on {DATE} at %02d:%02d\n" % (rng.randint(7, 20), rng.randint(0, 59)), x.d(when))
    elif st == 1:
        n.t("\n")
        n.f("{DOCTOR}\n", c.fml if rng.random() < 0.5 else c.fl)
        n.t(c.cred + "\n")
        if c.role == "surgeon":
            n.t("Consultant " + x.ortho + " Surgeon\n" if not x.us else "Attending Orthopaedic Surgeon\n".replace("Orthopaedic", "Orthopedic"))
        C.lic_line(n, c, rng)
        n.t("\n")
    elif st == 2:
        n.t("Signed: ")
        dname(n, c, rng, "title_last" if c.title else "full_cred")
        n.t("  ")
        C.lic_line(n, c, rng)
        n.f("  Date: {DATE}\n", x.d(when))
    else:
        n.t("-- ")
        dname(n, c, rng, "fi_cred")
        n.f(" / {DATE} %02d:%02d\n" % (rng.randint(7, 20), rng.randint(0, 59)), x.alt(when))
    if audit is None:
        audit = rng.random() < 0.45
    if audit:
        user = c.uname + rng.choice(["", "", "1", "2", "_ortho"])
        k = rng.randrange(3)
        if k == 0:
            n.f("[Audit] last modified by user {USERNAME} from workstation {IPADDR}\n", user, x.ip)
        elif k == 1:
            n.f("Printed by: {USERNAME} ({IPADDR}) {DATE}\n", user, x.ip, x.d(when))
        else:
            n.f("Session: {USERNAME}@{IPADDR}\n", user, x.ip)


def transcr(n, x):
    rng = x.rng
    a = x.surg.ini2 if rng.random() < 0.5 else x.jun.ini2
    b = "".join(ch.lower() for ch in x.sec.ini2)
    if rng.random() < 0.5:
        n.f("{DOCTOR}/{DOCTOR}\n", a, b)
    else:
        n.f("D: {DATE} T: {DATE}  DD/{DOCTOR}\n", x.d(x.visit), x.dd(rng.randint(0, 2)), b)
