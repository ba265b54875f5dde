"""A Case bundles one invented patient, family, staff and places; methods return marked text."""
import datetime as dt
import pools as P
import phi as H
from phi import T

REL_F0 = ["daughter", "wife", "niece", "granddaughter", "sister", "daughter-in-law", "partner",
         "friend", "step-daughter", "goddaughter", "cousin"]
REL_M0 = ["son", "husband", "nephew", "grandson", "brother", "son-in-law", "partner", "friend",
         "stepson", "godson", "cousin"]


class Case:
    def __init__(self, rng, country):
        r = self.r = rng
        self.c = country
        self.pt = H.person(r)
        self.age = r.choice(list(range(68, 89)) + list(range(80, 100)) * 2 + list(range(90, 106)))
        self.base = dt.date(2022, 1, 1) + dt.timedelta(days=r.randint(0, 1300))
        self.dob = dt.date(self.base.year - self.age - 1, r.randint(1, 12), r.randint(1, 28))
        if (self.dob.month, self.dob.day) < (self.base.month, self.base.day):
            self.dob = self.dob.replace(year=self.dob.year + 1)
        if country == "US":
            self.state = r.choice(P.US_STATES)
        elif country == "AU":
            self.state = r.choice(P.AU_STATES)
        else:
            self.state = (r.choice(P.UK_COUNTIES), None)
        self.town = H.town(r)
        self.street = H.street(r, country)
        self.zip = H.postcode(r, country, self.state if country == "AU" else None)
        self.home = H.care_home(r, country)
        self.home_stem = next(self.home[:-len(s) - 1] for s in sorted(P.HOME_SUF[country], key=len, reverse=True)
                              if self.home.endswith(" " + s))
        self.wing = H.wing(r)
        self.room = H.room(r)
        self.hosp = H.hospital(r, country, self.town)
        self.ward = H.ward(r)
        self.practice = H.practice(r, country)
        self.hospice = H.hospice(r)
        self.agency = H.agency(r, country)
        self.pharm = H.pharmacy(r, country)
        self.prof = r.choice(P.PROFESSIONS)
        self.born = r.choice(P.COUNTRIES) if r.random() < 0.55 else None
        self.rels = []
        for _ in range(r.randint(2, 4)):
            p = H.person(r, nick_p=0.05)
            if r.random() < 0.5:
                p.last = self.pt.last
            pool = REL_F0 if p.sex == "F" else REL_M0
            if r.random() < 0.9:
                pool = [x for x in pool if x not in ("wife", "husband")] + (
                    ["wife"] if self.pt.sex == "M" and p.sex == "F" else ["husband"] if self.pt.sex == "F" and p.sex == "M" else [])
            rel = r.choice(pool)
            self.rels.append((rel, p))
        self.staff = {}
        self.ids = {}

    # ------------------------------------------------------------ names
    def P(self, style=None):
        return H.name(self.r, self.pt, "PATIENT", style, self.c)

    def ref(self):
        """short narrative reference to the patient"""
        st = self.r.choice(["title", "title", "first", "first", "nick", "full", "last"])
        if st == "last":
            st = "title"
        if st == "nick" and not self.pt.nick:
            st = "first"
        return H.name(self.r, self.pt, "PATIENT", st, self.c)

    def person_of(self, role):
        if role not in self.staff:
            self.staff[role] = [H.person(self.r, nick_p=0) for _ in range(3)]
        return self.r.choice(self.staff[role])

    def S(self, role="nurse", style=None, p=None):
        """A staff member with role decoration outside the span."""
        r, c = self.r, self.c
        p = p or self.person_of(role)
        extra = {"mgr": ["RN", "Registered Manager" if c == "UK" else "DON", "Facility Manager"],
                 "vol": ["Bereavement Volunteer", "Volunteer"], "admin": ["Admin", "Ward Clerk"],
                 "pharm": {"US": "PharmD", "UK": "MRPharmS", "AU": "BPharm"}[c]}
        pool = P.ROLES[c].get(role) or extra.get(role) or ["RN"]
        cred = pool if isinstance(pool, str) else r.choice(pool)
        st = style or r.choice(["pre", "post", "post", "plain", "dr" if role == "doc" else "pre", "init"])
        nm = lambda s=None: H.name(r, p, "DOCTOR", s or r.choice(["full", "full", "init_last", "fml", "first_init"]), c)
        if st == "dr" or (role == "doc" and st == "pre"):
            return ("Dr. " if c == "US" or r.random() < 0.3 else "Dr ") + nm(r.choice(["last", "full", "full", "init_last"]))
        if st == "pre":
            pre = {"nurse": ["RN", "Nurse", "Sister" if c == "UK" else "CN", "Staff Nurse" if c != "US" else "LPN"],
                   "aide": [cred, "Carer" if c != "US" else "CNA"], "sw": ["Social Worker", cred],
                   "ot": ["OT"], "pt": ["Physio" if c != "US" else "PT"], "slp": ["SLP" if c == "US" else "SALT"],
                   "chap": ["Chaplain", "Rev.", "Father", "Pastor"], "pharm": ["Pharmacist"],
                   "mgr": ["Manager", "DON" if c == "US" else "Deputy Manager"],
                   "vol": ["Volunteer"], "admin": ["Clerk", "Receptionist"]}.get(role, ["Nurse"])
            pr = r.choice(pre)
            if pr in ("Sister", "Nurse", "Staff Nurse", "Rev.", "Father", "Pastor") and r.random() < 0.6:
                return f"{pr} {nm('last')}"
            return f"{pr} {nm()}"
        if st == "post":
            return f"{nm()}{r.choice([', ', ' '])}{cred}"
        if st == "init":
            return H.name(r, p, "DOCTOR", "initials", c)
        return nm()

    def Sname(self, role, style="full"):
        return H.name(self.r, self.person_of(role), "DOCTOR", style, self.c)

    def rel(self, i=None):
        i = self.r.randrange(len(self.rels)) if i is None else i % len(self.rels)
        return self.rels[i]

    def R(self, i=None, style=None, with_rel=True):
        rel, p = self.rel(i)
        st = style or self.r.choice(["full", "full", "first", "first", "title", "init_last"])
        nm = H.name(self.r, p, "FAMILY", st, self.c)
        if not with_rel:
            return nm
        form = self.r.choice(["{rel} {nm}", "{nm} ({rel})", "{nm}, {rel}", "her {rel} {nm}"
                              if self.pt.sex == "F" else "his {rel} {nm}"])
        return form.format(rel=rel, nm=nm)

    def other(self, style=None):
        p = H.person(self.r, nick_p=0)
        return H.name(self.r, p, "FAMILY", style or self.r.choice(["full", "title", "init_last"]), self.c)

    def he(self):
        return "she" if self.pt.sex == "F" else "he"

    def his(self):
        return "her" if self.pt.sex == "F" else "his"

    def him(self):
        return "her" if self.pt.sex == "F" else "him"

    # ------------------------------------------------------------ dates / ages
    def day(self, off=0):
        return self.base + dt.timedelta(days=off)

    def D(self, d=None, style=None):
        if d is None:
            d = self.base
        elif isinstance(d, int):
            d = self.day(d)
        return T("DATE", H.fdate(self.r, d, self.c, style))

    def DOB(self, style=None):
        return T("DATE", H.fdate(self.r, self.dob, self.c, style or self.r.choice(["num", "num", "long", "abbr", "iso", "num2"])))

    def A(self, style=None, n=None):
        return H.age(self.r, self.age if n is None else n, style)

    def past(self, lo=1930, hi=None):
        hi = hi or self.base.year - 1
        return dt.date(self.r.randint(lo, hi), self.r.randint(1, 12), self.r.randint(1, 28))

    # ------------------------------------------------------------ places
    def CITY(self, v=None):
        return T("CITY", v or self.town)

    def STATE(self, abbr=None):
        if self.c == "UK":
            return T("CITY", self.state[0])
        full, ab = self.state[0], self.state[1]
        use_ab = self.r.random() < 0.6 if abbr is None else abbr
        return T("STATE", ab if use_ab else full)

    def addr(self, sep=", ", street=None, town=None, zipc=None):
        s = T("STREET", street or self.street)
        t = T("CITY", town or self.town)
        z = T("ZIP", zipc or self.zip)
        if self.c == "US":
            return f"{s}{sep}{t}, {self.STATE(True)} {z}"
        if self.c == "AU":
            return f"{s}{sep}{t} {self.STATE(True)} {z}"
        if self.r.random() < 0.35:
            return f"{s}{sep}{t}{sep}{self.STATE()}{sep}{z}"
        return f"{s}{sep}{t}{sep}{z}"

    def other_addr(self, sep=", "):
        r = self.r
        return self.addr(sep, H.street(r, self.c), H.town(r), H.postcode(r, self.c, self.state if self.c == "AU" else None))

    def HOME(self, short=False):
        v = self.home_stem if short else self.home
        return T("HOSPITAL", v)

    def HOSP(self):
        return T("HOSPITAL", self.hosp)

    def ROOM(self):
        return T("LOCATION_OTHER", self.room)

    def COUNTRY(self, v=None):
        return T("COUNTRY", v or self.born or self.r.choice(P.COUNTRIES))

    # ------------------------------------------------------------ contact / ids
    def PH(self, ext=None):
        return T("PHONE", H.phone(self.r, self.c, ext))

    def PAGER(self):
        lab = self.r.choice(["bleep", "bleep", "ext."] if self.c == "UK" else ["pager", "pager", "pg", "beeper"])
        return f"{lab} {T('PHONE', H.pager(self.r, self.c))}"

    def FAX(self):
        return T("FAX", H.phone(self.r, self.c, False))

    def EM(self, p=None, org=None):
        return T("EMAIL", H.email(self.r, p, org))

    def URL(self, org=None):
        return T("URL", H.url(self.r, org))

    def IP(self):
        return T("IPADDR", H.ip(self.r))

    def USER(self, p=None):
        return T("USERNAME", H.username(self.r, p or H.person(self.r)))

    def _id(self, key, fn):
        if key not in self.ids:
            self.ids[key] = fn()
        return self.ids[key]

    def MRN(self):
        return T("MRN", self._id("mrn", lambda: H.mrn(self.r, self.c)))

    def RESID(self):
        return T("MRN", self._id("res", lambda: H.resident_id(self.r)))

    def NATID(self):
        """UK NHS number (MRN), else the local record number"""
        if self.c == "UK":
            return T("MRN", self._id("nhs", lambda: H.nhs_number(self.r)))
        return self.MRN()

    def natid_label(self):
        return {"UK": "NHS No", "US": "MRN", "AU": "UR"}[self.c]

    def SSN(self):
        return T("SSN", self._id("ssn", lambda: H.ssn(self.r, self.c)))

    def ssn_label(self):
        return {"UK": "NI number", "US": "SSN", "AU": "Centrelink CRN"}[self.c]

    def HP(self, kind=None):
        kind = kind or self.r.choice({"US": ["mbi", "medicaid", "member"], "UK": ["policy"],
                                      "AU": ["medicare", "dva", "fund"]}[self.c])
        return T("HEALTHPLAN", self._id("hp-" + kind, lambda: H.healthplan(self.r, self.c, kind)))

    def HPL(self, kind=None):
        kind = kind or self.r.choice({"US": ["mbi", "medicaid", "member"], "UK": ["policy"],
                                      "AU": ["medicare", "dva", "fund"]}[self.c])
        return f"{self.r.choice(H.HP_LABEL[kind])}: {self.HP(kind)}"

    def ACCT(self):
        return T("ACCOUNT", H.account(self.r))

    def LIC(self, kind=None):
        return T("LICENSE", H.license_(self.r, self.c, kind))

    def LICL(self, doc=False, nurse=False):
        """licence label + marked value, label matching the number format"""
        opts = {"US": [("NPI", "npi"), ("DEA #", "dea"), ("State lic.", "state")] if not nurse else
                      [("RN lic.", "state"), ("License #", "state")],
                "UK": [("GMC No.", "gmc"), ("GMC", "gmc")] if not nurse else [("NMC PIN", "nmc")],
                "AU": [("AHPRA", "ahpra"), ("Prescriber No.", "presc"), ("Prov. reg.", "ahpra")] if not nurse else
                      [("AHPRA", "ahpra"), ("AHPRA reg.", "ahpra")]}[self.c]
        lab, kind = self.r.choice(opts)
        return f"{lab} {self.LIC(kind)}"

    def lic_label(self):
        return {"UK": ["GMC No.", "NMC PIN"], "US": ["NPI", "DEA #"], "AU": ["AHPRA", "Prescriber No."]}[self.c]

    def DEV(self):
        return T("DEVICE", H.device(self.r))

    def VEH(self, vin=False):
        return T("VEHICLE", H.vehicle(self.r, self.c, vin))

    def BIO(self):
        return T("BIOID", H.bioid(self.r))

    def IDN(self, kind=None):
        return T("IDNUM", H.idnum(self.r, kind))

    def ORG(self, v):
        return T("ORGANIZATION", v)

    def PROF(self, v=None):
        return T("PROFESSION", v or self.prof)
