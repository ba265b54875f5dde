"""The cast of one note: patient, clinicians, relatives, places, identifiers, and the
surface-form helpers that render them with markers."""
import datetime as dt
from phi import *
from pools import *


class Note:
    def __init__(self, rng, genre):
        self.rng = r = rng
        self.genre = genre
        self.pt = Person(r)
        if genre == "immunization" and r.random() < 0.45:
            self.age = r.randint(0, 17)
        elif r.random() < 0.27:
            self.age = r.randint(90, 104)
        else:
            self.age = r.randint(19, 89)
        self.visit = dt.date(2018, 1, 1) + dt.timedelta(days=r.randint(0, 365 * 8))
        self.dob = self.visit - dt.timedelta(days=self.age * 365 + r.randint(1, 360))
        self.city = r.choice(TOWNS)
        self.state = r.choice(STATES)
        self.street = street(r)
        self.zip = zipc(r)
        self.home = phone(r)
        self.cell = phone(r)
        self.email = email(r, self.pt)
        self.mrn = mrn(r)
        self.acct = account(r)
        self.ssn = ssn(r)
        self.plan = healthplan(r)
        self.group = group_no(r)
        self.insurer = r.choice(INSURERS)
        self.docs = [Person(r) for _ in range(4)]
        self.staff = [(Person(r), r.choice(ROLES_STAFF)) for _ in range(3)]
        self.clinic = place_name(r, r.choice(CLINIC_BY_GENRE[genre]))
        self.clinic2 = place_name(r, r.choice(CLINIC_BY_GENRE[r.choice([g for g in CLINIC_BY_GENRE if g != "immunization"])]))
        self.hospital = place_name(r, r.choice(HOSP_PATTERNS))
        self.pharmacy = r.choice(PHARMACIES)
        self.prof = r.choice(PROFESSIONS)
        self.employer = r.choice(EMPLOYERS)
        self.country = r.choice(COUNTRIES)
        self.clinic_phone = phone(r)
        self.fax = phone(r, r.choice(["dash", "paren", "dot"]))
        self.user = username(r, self.pt)
        self.fam = []
        for _ in range(3):
            p = Person(r)
            while p.first == self.pt.first:
                p = Person(r)
            if r.random() < 0.5:
                p.last = self.pt.last
            rel = r.choice(RELATIONS_F if p.sex == "F" else RELATIONS_M)
            self.fam.append((rel, p))

    # ---- dates -------------------------------------------------------------
    def D(self, d=None, style=None):
        d = d or self.visit
        return P("DATE", fmt_date(d, style or self.rng.choice(DATE_STYLES)))

    def rel(self, days):
        return self.visit + dt.timedelta(days=days)

    def Dr(self, lo, hi, style=None):
        return self.D(self.rel(self.rng.randint(lo, hi)), style)

    # ---- patient -----------------------------------------------------------
    def PT(self, form=None):
        r, p = self.rng, self.pt
        form = form or r.choice(["full", "full", "lf", "title", "title", "first", "fi", "init", "nick", "last"])
        if form == "nick" and not p.nick:
            form = "first"
        if form == "full":
            return P("PATIENT", p.full(r))
        if form == "lf":
            return P("PATIENT", p.lf(r))
        if form == "title":
            return f"{p.title(r)} {P('PATIENT', p.last)}"
        if form == "first":
            return P("PATIENT", p.first)
        if form == "fi":
            return P("PATIENT", p.fi())
        if form == "init":
            return P("PATIENT", p.initials(r))
        if form == "nick":
            return P("PATIENT", p.nick)
        if form == "last":
            return P("PATIENT", p.last)
        raise ValueError(form)

    def AGE(self, form=None):
        r, a = self.rng, self.age
        sx = self.pt.sex
        form = form or r.choice(["yo", "yo_tight", "year-old", "sexnum", "sexnum_sp", "aged", "words", "yrs", "y/o", "age"])
        if a < 1 and form in ("words", "sexnum", "sexnum_sp", "yo_tight"):
            form = "months"
        if form == "months" and a >= 1:
            form = "yrs"
        if form == "months" or a < 1:
            return f"{P('AGE', str(r.randint(2, 11)))}-month-old"
        if form == "yo":
            return f"{P('AGE', a)} yo"
        if form == "yo_tight":
            return f"{P('AGE', a)}yo"
        if form == "year-old":
            return f"{P('AGE', a)}-year-old"
        if form == "sexnum":
            return f"{P('AGE', a)}{sx}"
        if form == "sexnum_sp":
            return f"{P('AGE', a)} {sx}"
        if form == "aged":
            return f"aged {P('AGE', a)}"
        if form == "words":
            return f"{P('AGE', words(a))}-year-old"
        if form == "yrs":
            return f"{P('AGE', a)} years old"
        if form == "y/o":
            return f"{P('AGE', a)} y/o"
        if form == "age":
            return f"age {P('AGE', a)}"
        raise ValueError(form)

    # ---- clinicians --------------------------------------------------------
    def DR(self, i=0, form=None):
        r, d = self.rng, self.docs[i]
        form = form or r.choice(["dr", "dr", "drnodot", "full_md", "full_md", "full", "lf_md", "prof", "fi_md"])
        if form == "dr":
            return f"Dr. {P('DOCTOR', d.last)}"
        if form == "drnodot":
            return f"Dr {P('DOCTOR', d.last)}"
        if form == "drfull":
            return f"Dr. {P('DOCTOR', d.full(r))}"
        if form == "full_md":
            return f"{P('DOCTOR', d.full(r))}, {r.choice(['MD', 'MD', 'DO', 'MD, FACP', 'MD PhD', 'DDS', 'NP', 'PA-C'])}"
        if form == "full":
            return P("DOCTOR", d.full(r))
        if form == "lf_md":
            return f"{P('DOCTOR', d.lf(r))} MD"
        if form == "prof":
            return f"Prof{r.choice(['.', ''])} {P('DOCTOR', d.last)}"
        if form == "fi_md":
            return f"{P('DOCTOR', d.first[0] + '. ' + d.last)}, MD"
        if form == "init":
            return P("DOCTOR", (d.first[0] + d.last[0]).lower())
        if form == "last":
            return P("DOCTOR", d.last)
        raise ValueError(form)

    def STAFF(self, i=None, form=None, role=None):
        r = self.rng
        p, (cred, rw) = self.staff[r.randrange(3) if i is None else i]
        cred, role = role or (cred, rw)
        form = form or r.choice(["cred", "cred", "role_first", "role_full", "first_init_cred"])
        if form == "cred":
            return f"{P('DOCTOR', p.full(r, mid=False))}, {cred}"
        if form == "role_first":
            return f"{role} {P('DOCTOR', p.first)}"
        if form == "role_full":
            return f"{role} {P('DOCTOR', p.full(r, mid=False))}"
        if form == "first_init_cred":
            return f"{P('DOCTOR', p.fi())} {cred}"
        raise ValueError(form)

    # ---- family ------------------------------------------------------------
    def FAM(self, i=0, named=None, form=None):
        r = self.rng
        rel, p = self.fam[i]
        his = "his" if self.pt.sex == "M" else "her"
        named = r.random() < 0.75 if named is None else named
        if not named:
            return f"{his} {rel}"
        form = form or r.choice(["first", "first", "full", "title"])
        if form == "first":
            return f"{his} {rel} {P('FAMILY', p.first)}"
        if form == "full":
            return f"{his} {rel} {P('FAMILY', p.full(r, mid=False))}"
        if form == "title":
            return f"{his} {rel} {p.title(r)} {P('FAMILY', p.last)}"
        raise ValueError(form)

    def FAMNAME(self, i=0):
        return P("FAMILY", self.fam[i][1].full(self.rng, mid=False))

    # ---- places & contact --------------------------------------------------
    def ADDR(self, sep=", "):
        st = self.state[1] if self.rng.random() < 0.8 else self.state[0]
        return f"{P('STREET', self.street)}{sep}{P('CITY', self.city)}, {P('STATE', st)} {P('ZIP', self.zip)}"

    def CITYST(self):
        st = self.state[1] if self.rng.random() < 0.6 else self.state[0]
        return f"{P('CITY', self.city)}, {P('STATE', st)}"

    def H(self, name=None):
        return P("HOSPITAL", name or self.clinic)

    def O(self, name=None):
        return P("ORGANIZATION", name or self.employer)

    def PH(self, v=None):
        return P("PHONE", v or self.cell)

    def FX(self, v=None):
        return P("FAX", v or self.fax)

    def ROOM(self):
        r = self.rng
        return r.choice([f"room {P('LOCATION_OTHER', str(r.randint(100, 980)) + r.choice(['', 'A', 'B']))}",
                         f"Room {P('LOCATION_OTHER', str(r.randint(1, 40)))}",
                         f"bed {P('LOCATION_OTHER', str(r.randint(1, 30)))}",
                         f"exam room {P('LOCATION_OTHER', str(r.randint(1, 14)))}",
                         f"{P('LOCATION_OTHER', r.choice(BUILDINGS))}"])

    def mrn_marked(self):
        return P("MRN", self.mrn)
