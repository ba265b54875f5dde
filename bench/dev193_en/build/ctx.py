"""Per-note context (patient, clinic, staff, dates) and shared note blocks."""
from common import (Person, Clin, address, addr_pieces, town_pieces, phone, email, mrn, ssn,
                    ssn_label, plan, account, clinic, rand_date, shift, fd, DATE_STYLES, nm,
                    PT_STYLES, words, username, ip, url, age_on)
from pools import HOME_COUNTRY, PROFESSIONS, RETIRED, EMPLOYERS


class Ctx:
    def __init__(self, r, c, age_lo, age_hi, y0=2019, y1=2024, pool=None):
        self.r = r
        self.c = c
        self.date = rand_date(r, y0, y1)
        self.age = r.randint(age_lo, age_hi)
        self.pt = Person(r, c, age=self.age, ref=self.date)
        self.addr = address(r, c)
        self.phone = phone(r, c, mobile=True)
        self.phone2 = phone(r, c, mobile=False)
        self.email = email(r, self.pt)
        self.mrn = mrn(r, c)
        self.ssn = ssn(r, c)
        self.ssn_lab = ssn_label(c, r)
        self.plan = plan(r, c)
        while c == "US" and (self.plan[0] == "MBI") != (self.age >= 65) and self.age < 65:
            self.plan = plan(r, c)
        self.acct = account(r)
        self.clinic = clinic(r, c, pool)
        self.doc = Clin(r, c, "doc")
        self.doc2 = Clin(r, c, "doc")
        self.nurse = Clin(r, c, "nurse")
        self.np = Clin(r, c, "np")
        self.ds = r.choice(DATE_STYLES)
        self.ptstyle = r.choice(PT_STYLES)
        self.prof = r.choice(PROFESSIONS) if 18 <= self.age < 67 else None
        self.retired = r.choice(RETIRED) if self.age >= 67 else None
        self.employer = r.choice(EMPLOYERS[c])

    # -- dates
    def d(self, date=None, style=None):
        return (fd(date or self.date, style or self.ds, self.c), "DATE")

    def dd(self, days, style=None):
        return self.d(shift(self.date, days), style)

    def dob(self, style=None):
        return (fd(self.pt.dob, style or self.ds, self.c), "DATE")

    # -- names
    def name(self, style=None):
        return nm(self.pt, style or self.r.choice(PT_STYLES), "PATIENT")

    def ref(self):
        """Short patient reference in running text."""
        return nm(self.pt, self.r.choice(["title_last", "first", "title_last", "full"]), "PATIENT")

    # -- age / sex
    def agesex(self):
        a, sx = str(self.age), self.pt.sex
        k = self.r.randint(0, 6)
        if k == 0:
            return [(a, "AGE"), "-year-old " + ("man" if sx == "M" else "woman")]
        if k == 1:
            return [(a, "AGE"), " yo " + sx]
        if k == 2:
            return [(a, "AGE"), "yo " + ("male" if sx == "M" else "female")]
        if k == 3:
            return [(a, "AGE"), " " + sx]
        if k == 4:
            return [(a, "AGE"), " y/o " + ("M" if sx == "M" else "F")]
        if k == 5:
            return [(a, "AGE"), sx]
        return ["aged ", (words(self.age) if self.age < 100 else a, "AGE"),
                ", " + ("male" if sx == "M" else "female")]

    def age_p(self):
        return (str(self.age), "AGE")

    def he(self):
        return "he" if self.pt.sex == "M" else "she"

    def his(self):
        return "his" if self.pt.sex == "M" else "her"

    def home(self):
        return (self.r.choice(HOME_COUNTRY[self.c]), "COUNTRY")

    def addr_p(self, multiline=False):
        return addr_pieces(self.addr, self.r, multiline)

    def town(self):
        return town_pieces(self.addr, self.r)

    def occupation(self):
        """Pieces describing the patient's work, or plain text when none."""
        r = self.r
        if self.retired:
            return ["retired ", (self.retired, "PROFESSION")]
        if self.prof is None:
            return "not working"
        k = r.randint(0, 3)
        if k == 0:
            return ["works as a ", (self.prof, "PROFESSION"), " at ", (self.employer, "ORGANIZATION")]
        if k == 1:
            return ["employed as ", (self.prof, "PROFESSION")]
        if k == 2:
            return [(self.prof[0].upper() + self.prof[1:], "PROFESSION"), " with ",
                    (self.employer, "ORGANIZATION")]
        return ["works as a ", (self.prof, "PROFESSION")]


def clinic_header(nb, x, title, r, full=True):
    """Letterhead-style header for the clinic."""
    cl = x.clinic
    nb.ln("{n}", n=(cl["name"], "HOSPITAL"))
    if full:
        nb.ln("{a}", a=addr_pieces(cl["addr"], r))
        k = r.randint(0, 2)
        if k == 0:
            nb.ln("Tel: {p}  |  Fax: {f}", p=(cl["phone"], "PHONE"), f=(cl["fax"], "FAX"))
        elif k == 1:
            nb.ln("Ph {p}   Fax {f}   {e}", p=(cl["phone"], "PHONE"), f=(cl["fax"], "FAX"),
                  e=(cl["email"], "EMAIL"))
        else:
            nb.ln("Phone: {p} | {u}", p=(cl["phone"], "PHONE"), u=(cl["url"], "URL"))
    if title:
        nb.ln("")
        nb.ln(title)
        nb.ln("=" * len(title) if r.random() < 0.5 else "-" * len(title))


def demo_block(nb, x, r, fields=None):
    """Patient demographics block in one of several layouts."""
    c = x.c
    fields = fields or ["name", "dob", "mrn", "addr", "phone"]
    lay = r.randint(0, 2)
    name_style = r.choice(["LAST_FIRST", "full", "last_first", "LAST_FIRST2", "full_mi"])
    if lay == 0:
        for f in fields:
            _field(nb, x, r, f, name_style, "{k}: {v}\n")
    elif lay == 1:
        row = []
        for f in fields:
            row.append(f)
            if len(row) == 2:
                _field(nb, x, r, row[0], name_style, "{k}: {v}    ")
                _field(nb, x, r, row[1], name_style, "{k}: {v}\n")
                row = []
        if row:
            _field(nb, x, r, row[0], name_style, "{k}: {v}\n")
    else:
        for f in fields:
            _field(nb, x, r, f, name_style, "{k:<14}{v}\n", pad=True)


def _field(nb, x, r, f, name_style, tpl, pad=False):
    c = x.c
    if f == "name":
        k, v = "Patient", x.name(name_style)
    elif f == "dob":
        k, v = r.choice(["DOB", "D.O.B.", "Date of birth"]), x.dob()
    elif f == "age":
        k, v = "Age", x.age_p()
    elif f == "agesex":
        k, v = "Age/Sex", [(str(x.age), "AGE"), "/" + x.pt.sex]
    elif f == "sex":
        k, v = "Sex", "Male" if x.pt.sex == "M" else "Female"
    elif f == "mrn":
        k, v = r.choice({"US": ["MRN", "MR#", "Chart #"], "IE": ["Chart No.", "MRN", "Hosp. No."],
                         "ZA": ["Folder no.", "File no.", "MRN"]}[c]), (x.mrn, "MRN")
    elif f == "addr":
        k, v = "Address", addr_pieces(x.addr, r)
    elif f == "phone":
        k, v = r.choice(["Phone", "Mobile", "Tel", "Contact no."]), (x.phone, "PHONE")
    elif f == "email":
        k, v = "Email", (x.email, "EMAIL")
    elif f == "ssn":
        k, v = x.ssn_lab, (x.ssn, "SSN")
    elif f == "plan":
        k, v = x.plan[0], (x.plan[1], "HEALTHPLAN")
    elif f == "acct":
        k, v = r.choice(["Encounter #", "Visit no.", "Acct", "Account no."]), (x.acct, "ACCOUNT")
    elif f == "date":
        k, v = r.choice(["Date of visit", "Date", "Visit date", "Seen"]), x.d()
    elif f == "occ":
        k, v = "Occupation", (x.prof, "PROFESSION") if x.prof else ("Retired " if x.retired else "Unemployed")
        if x.retired:
            v = ["Retired ", (x.retired, "PROFESSION")]
    else:
        raise ValueError(f)
    if pad:
        nb.f("{k}", k=(k + ":").ljust(14) if len(k) < 13 else k + ": ")
        nb.f("{v}\n", v=v)
    else:
        nb.f(tpl.replace("{k}", k), v=v)


def signature(nb, x, r, who=None, date=True):
    who = who or x.doc
    k = r.randint(0, 4)
    if k == 0:
        nb.ln("")
        nb.ln("Electronically signed by {s} on {d} {t}", s=who.sig(r), d=x.d(), t=_time(r))
    elif k == 1:
        nb.ln("")
        nb.ln("{s}", s=who.sig(r))
        if who.lic and r.random() < 0.7:
            nb.ln("{l} {v}", l=who.lic[0], v=(who.lic[1], "LICENSE"))
    elif k == 2:
        nb.ln("")
        nb.ln("Signed: {s}", s=who.sig(r, "cred"))
        if date:
            nb.ln("Date: {d}", d=x.d())
    elif k == 3:
        nb.ln("")
        nb.ln("-- {s}", s=who.sig(r))
        nb.ln("{n}", n=(x.clinic["name"], "HOSPITAL"))
    else:
        nb.ln("")
        nb.ln("Clinician: {s}   Reg: {v}", s=who.sig(r, "plain"), v=(who.lic[1], "LICENSE"))


def _time(r):
    return "%02d:%02d" % (r.randint(7, 19), r.choice([0, 5, 10, 12, 15, 20, 25, 30, 34, 40, 45, 50, 55]))


def tm(r):
    return _time(r)


def audit_footer(nb, x, r, who=None):
    """EHR print/audit footer with username and workstation IP."""
    who = who or x.nurse
    nb.ln("")
    k = r.randint(0, 2)
    if k == 0:
        nb.ln("Printed {d} {t} by {u} @ {i}  Page 1 of 1", d=x.d(), t=_time(r),
              u=(username(r, who), "USERNAME"), i=(ip(r), "IPADDR"))
    elif k == 1:
        nb.ln("Report generated by user {u} (workstation {i}) on {d}",
              u=(username(r, who), "USERNAME"), i=(ip(r), "IPADDR"), d=x.d())
    else:
        nb.ln("User: {u}   Terminal: {i}   Printed: {d} {t}", u=(username(r, who), "USERNAME"),
              i=(ip(r), "IPADDR"), d=x.d(), t=_time(r))


def family(r, c, sex=None, last=None, avoid=None):
    while True:
        p = Person(r, c, sex=sex, last=last)
        if avoid is None or p.first != avoid.first:
            return p
