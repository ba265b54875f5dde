"""A case: the invented people, places and identifiers behind one note,
with helpers that render them in varied surface forms (dev249_en)."""

import datetime as dt

import ids as I
import phi as H
import pools_places as PP
from core import Ph, art

RELATIONS_F = ["daughter", "wife", "sister", "niece", "granddaughter", "daughter-in-law",
               "partner", "neighbour", "friend", "step-daughter"]
RELATIONS_M = ["son", "husband", "brother", "nephew", "grandson", "son-in-law", "partner",
               "neighbour", "friend"]
OT_CRED = {"UK": ["OT", "Occupational Therapist", "Band 6 OT", "Senior OT", "OT (HCPC)",
                  "Specialist OT", "BSc (Hons) OT"],
           "AU": ["OT", "Occupational Therapist", "Senior OT", "B.OccThy", "Grade 2 OT"],
           "CA": ["OT Reg. (Ont.)", "OT", "Occupational Therapist", "OT(C)", "MScOT",
                  "OT Reg. (NS)"]}
ROLE_CRED = {
    "tech": ["Technician", "Equipment Technician", "Service Engineer", "Tech", "Field Technician"],
    "driver": ["Driver", "Delivery Driver", "Driver/Fitter", "Logistics"],
    "physio": ["PT", "Physiotherapist", "Physio", "MCSP"],
    "nurse": ["RN", "District Nurse", "DN", "TVN", "CNS", "Community Nurse", "RGN"],
    "coord": ["Coordinator", "Equipment Coordinator", "Admin", "Clerk", "Case Coordinator"],
    "rehab": ["Rehab Engineer", "Clinical Scientist", "Rehab Technician", "Wheelchair Tech"],
    "call": ["Operator", "Call Handler", "Response Officer", "Monitoring Operator"],
    "grants": ["Grants Officer", "Technical Officer", "Surveyor", "Housing Officer"],
    "assist": ["OTA", "Therapy Assistant", "AHP Assistant", "Rehab Assistant", "TA"],
    "sw": ["Social Worker", "SW", "Care Manager", "Case Manager"],
    "trainer": ["Moving and Handling Trainer", "M&H Advisor", "Trainer", "Manual Handling Lead"],
}


class Case:
    def __init__(self, rng, country, genre):
        self.rng = rng
        self.country = country
        self.genre = genre
        r = rng
        self.pt = H.make_person(r, country)
        self.age = r.choice([r.randint(19, 64), r.randint(65, 84), r.randint(65, 84),
                             r.randint(75, 94), r.randint(85, 103)])
        y = r.randint(2021, 2025)
        self.visit = dt.date(y, 1, 1) + dt.timedelta(days=r.randint(0, 364 if y < 2025 else 180))
        self.dob = H.dob_for(r, self.age, self.visit)
        self.addr = I.make_addr(r, country)
        self.prov = getattr(self.addr, "region_abbr", None)
        self.dstyle = r.choice(H.DATE_STYLES[country][:8])
        self.home = I.phone(r, country, "land")
        self.mob = I.phone(r, country, "mob")
        rel_sex = r.choice("FM")
        self.nok = H.make_person(r, country, sex=rel_sex,
                                 origin=self.pt.origin if r.random() < 0.7 else None)
        if self.nok.given == self.pt.given:
            self.nok.given = r.choice(["Sam", "Alex", "Jo", "Chris", "Pat", "Robin", "Kim", "Lee", "Terry", "Nicky"])
        self.nok.role = r.choice(RELATIONS_F if rel_sex == "F" else RELATIONS_M)
        if self.nok.role in ("son", "daughter", "brother", "sister", "grandson", "granddaughter") \
                and r.random() < 0.6:
            self.nok.surname = self.pt.surname
        if self.nok.role in ("wife", "husband") and r.random() < 0.8:
            self.nok.surname = self.pt.surname
        self.nok_phone = I.phone(r, country, "mob" if r.random() < 0.6 else "land")
        self.gp = H.make_person(r, country)
        self.practice = I.practice(r, country)
        self.ot = self.new_staff("ot")
        self._cache = {}
        self.job = r.choice(PP.PROFESSIONS)

    # ---------------------------------------------------------- people
    def new_person(self, sex=None):
        return H.make_person(self.rng, self.country, sex=sex)

    def new_staff(self, role):
        p = H.make_person(self.rng, self.country, mid_p=0.15)
        p.role = role
        if role == "ot":
            p.cred = self.rng.choice(OT_CRED[self.country])
        else:
            p.cred = self.rng.choice(ROLE_CRED[role])
        return p

    def P(self, style=None):
        return H.name(self.rng, self.pt, "PATIENT", style)

    def PT(self):
        """Patient by title + surname (a common letter / log form)."""
        return H.name(self.rng, self.pt, "PATIENT", "title")

    def S(self, p, style=None, cred=True):
        return H.staff(self.rng, p, style, cred)

    def F(self, p=None, style=None):
        p = p or self.nok
        s = style or self.rng.choice(["full", "given", "given", "title", "full", "ginit"])
        return H.name(self.rng, p, "FAMILY", s)

    def DR(self, p=None, style=None):
        return H.doc(self.rng, p or self.gp, style)

    # ---------------------------------------------------------- dates
    def date(self, days=0):
        return self.visit + dt.timedelta(days=days)

    def D(self, days=0, style=None):
        return Ph(H.dfmt(self.date(days), style or self.dstyle), "DATE")

    def Dx(self, days=0):
        """Date in a freshly chosen full style."""
        return Ph(H.dfmt(self.date(days), self.rng.choice(H.DATE_STYLES[self.country])), "DATE")

    def Dp(self, days=0):
        return Ph(H.dfmt(self.date(days), H.partial_style(self.rng, self.country)), "DATE")

    def DOB(self, style=None):
        st = style or (self.dstyle if self.rng.random() < 0.7 else
                       self.rng.choice(H.DATE_STYLES[self.country][:7]))
        st = {"wd_d_month": "dmy", "wd3_dm": "dmy", "wd3_mon_d": "mon_d_y", "dmy2": "dmy",
              "dmydot": "d_mon_y", "dd_mon_yy": "d_mon_y", "mon_d_yy": "mon_d_y"}.get(st, st)
        return Ph(H.dfmt(self.dob, st), "DATE")

    def holiday(self):
        return art(self.rng.choice(PP.HOLIDAYS[self.country]), "DATE")

    # ---------------------------------------------------------- ages
    def A(self, style=None, a=None):
        return H.age(self.rng, a if a is not None else self.age, self.pt.sex, style)

    # ---------------------------------------------------------- places
    def ADDR(self, style=None, country_line=None):
        return I.addr(self.rng, self.addr, style, country_line)

    def CITY(self):
        return Ph(self.addr.city, "CITY")

    def cached(self, key, fn):
        if key not in self._cache:
            self._cache[key] = fn()
        return self._cache[key]

    def org(self, kind):
        r, c = self.rng, self.country
        fn = {"equip": lambda: I.equip_org(r, c), "tele": lambda: I.telecare_org(r),
              "council": lambda: I.council(r, c), "housing": lambda: I.housing(r),
              "agency": lambda: I.agency(r), "employer": lambda: I.employer(r),
              "church": lambda: I.church(r),
              "builder": lambda: I.builder(r, self.new_person().surname)}[kind]
        return Ph(self.cached("org_" + kind, fn), "ORGANIZATION")

    def site(self, kind):
        r, c = self.rng, self.country
        fn = {"hosp": lambda: I.hospital(r, c), "ward": lambda: I.ward(r),
              "clinic": lambda: I.clinic(r), "gp": lambda: self.practice,
              "seating": lambda: I.clinic(r, "seating"), "falls": lambda: I.clinic(r, "falls"),
              "nursing": lambda: I.clinic(r, "nursing")}[kind]
        return Ph(self.cached("site_" + kind, fn), "HOSPITAL")

    # ---------------------------------------------------------- contacts
    def TEL(self, kind="land", ext=False):
        v = I.phone(self.rng, self.country, kind)
        if ext:
            v = I.ext(self.rng, v)
        return Ph(v, "PHONE")

    def FAX(self):
        return Ph(I.phone(self.rng, self.country, "land", fmt=self.rng.randint(0, 2)), "FAX")

    def EMAIL(self, p=None, org_like=False):
        p = p or self.pt
        if org_like:
            return Ph(I.email(self.rng, p.given, p.surname, True), "EMAIL")
        if not getattr(p, "email", None) or self.rng.random() < 0.1:
            p.email = I.email(self.rng, p.given, p.surname, False)
        return Ph(p.email, "EMAIL")

    def URL(self):
        return Ph(I.url(self.rng), "URL")

    def IP(self):
        return Ph(I.ip(self.rng), "IPADDR")

    def USER(self, p):
        return Ph(I.username(self.rng, p), "USERNAME")

    # ---------------------------------------------------------- identifiers
    def MRN(self):
        """(label, Ph) for the main care-record number."""
        kind, v = self.cached("mrn", lambda: I.mrn(self.rng, self.country, self.dob, self.addr.region))
        lab = {"nhs": self.rng.choice(["NHS No", "NHS no.", "NHS Number", "NHS#"]),
               "chi": "CHI", "hosp": self.rng.choice(["Hosp No", "Hospital No.", "RXR"]),
               "ur": self.rng.choice(["UR", "URN", "UR No.", "MRN"]),
               "mrn": self.rng.choice(["MRN", "Chart #", "MRN#", "Health Record #"])}[kind]
        return lab, Ph(v, "MRN")

    def CLIENT(self):
        v = self.cached("client", lambda: I.client_id(self.rng))
        lab = self.rng.choice({"UK": ["Client ID", "Mosaic ID", "LAS ID", "Customer No.", "SC ID"],
                               "AU": ["Client ID", "Client No.", "Customer No.", "MAC ID"],
                               "CA": ["Client ID", "Client #", "Customer No.", "Home Care ID"]}
                              [self.country])
        return lab, Ph(v, "MRN")

    def PLAN(self):
        kind, v = self.cached("plan", lambda: I.healthplan(self.rng, self.country, self.prov))
        lab = {"Medicare": "Medicare No.", "DVA": "DVA File No.", "NDIS": "NDIS No.",
               "PHI": "Health fund member no.", "OHIP": "OHIP #", "PHN": "PHN",
               "AHCIP": "AHCIP #", "RAMQ": "RAMQ", "HCN": "Health Card No.",
               "PHIN": "PHIN", "policy": "Policy no."}[kind]
        return lab, Ph(v, "HEALTHPLAN")

    def SSN(self):
        kind, v = I.ssn(self.rng, self.country)
        return kind, Ph(v, "SSN")

    def ACC(self):
        return Ph(I.account(self.rng), "ACCOUNT")

    def REF(self, kind="ref"):
        return Ph(I.idnum(self.rng, kind), "IDNUM")

    def DEV(self, kind="serial"):
        return Ph(I.device(self.rng, kind), "DEVICE")

    def LIC(self, kind="ot"):
        lab, v = I.license_(self.rng, self.country, kind)
        return lab, Ph(v, "LICENSE")

    def VEH(self, kind="plate"):
        return Ph(I.vehicle(self.rng, self.country, kind), "VEHICLE")

    def BIO(self, kind=None):
        return Ph(I.bioid(self.rng, kind), "BIOID")

    def JOB(self, job=None):
        return Ph(job or self.job, "PROFESSION")

    def COUNTRY_OF_ORIGIN(self):
        return art(self.rng.choice(PP.COUNTRIES_ORIGIN), "COUNTRY")

    def LANDMARK(self):
        return art(self.rng.choice(PP.LANDMARKS), "LOCATION_OTHER")

    def BUILDING(self):
        return Ph(self.rng.choice(PP.BUILDINGS), "LOCATION_OTHER")

    # ---------------------------------------------------------- common blocks
    def id_header(self, n, fields=None, sep="\n", colon=": "):
        """Demographic header; fields chosen at random when not given."""
        r = self.rng
        fields = fields or ["name", "dob", "id", "addr", "tel"]
        for f in fields:
            if f == "name":
                n.f(r.choice(["Name", "Client", "Patient", "Service user", "Customer"]) + colon)
                n.add(self.P(r.choice(["sc", "sc2", "full", "titlefull", "upper"])))
            elif f == "dob":
                n.f(r.choice(["DOB", "D.O.B.", "Date of birth"]) + colon + "{d}", d=self.DOB())
                if r.random() < 0.5:
                    n.add(" (", self.A("yrs"), ")")
            elif f == "id":
                lab, v = self.MRN()
                n.f(lab + colon + "{v}", v=v)
            elif f == "client":
                lab, v = self.CLIENT()
                n.f(lab + colon + "{v}", v=v)
            elif f == "ssn":
                lab, v = self.SSN()
                n.f(lab + colon + "{v}", v=v)
            elif f == "plan":
                lab, v = self.PLAN()
                n.f(lab + colon + "{v}", v=v)
            elif f == "addr":
                n.f(r.choice(["Address", "Addr", "Home address"]) + colon)
                n.add(self.ADDR("comma" if self.country == "UK" else "one"))
            elif f == "tel":
                n.f(r.choice(["Tel", "Phone", "Ph", "Home tel"]) + colon + "{t}", t=Ph(self.home, "PHONE"))
                if r.random() < 0.4:
                    n.f(" / mob {m}", m=Ph(self.mob, "PHONE"))
            elif f == "nok":
                n.f("NOK" + colon + "{f} ({rel}) {t}", f=self.F(style="full"), rel=self.nok.role,
                    t=Ph(self.nok_phone, "PHONE"))
            elif f == "gp":
                n.f("GP" + colon + "{d}, {p}", d=self.DR(), p=self.site("gp"))
            n.add(sep)
