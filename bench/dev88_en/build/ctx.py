"""Per-note context: one patient, care team, relatives, places and identifiers, with helpers
that return marked text."""
import datetime as dt

import pools
from compose import (Person, m, D, rand_date, words, mrn, ssn, healthplan, account, npi, dea, statelic,
                     driverlic, device, vin, plate, bioid, phone, pager, ip, city, street, zipc, hospital,
                     acronym, pharmacy, employer, school, the_split, slug, digits)

REL_M = ["husband", "son", "brother", "father", "partner", "nephew", "grandson", "friend", "neighbor", "boyfriend",
         "uncle", "stepson", "roommate"]
REL_F = ["wife", "daughter", "sister", "mother", "partner", "niece", "granddaughter", "friend", "neighbor",
         "girlfriend", "aunt", "daughter-in-law", "caregiver"]
STAFF_ROLE = ["nurse", "RN", "charge nurse", "RT", "pharmacist", "SW", "case manager", "scribe", "interpreter",
              "chaplain", "PT", "dietitian", "unit clerk", "CNA", "tech"]


class Ctx:
    def __init__(self, r, kind, age_range=(19, 97), sex=None):
        self.r = r
        self.kind = kind
        self.sex = sex or r.choice("MF")
        self.pt = Person(r, "PATIENT", self.sex)
        self.age = r.randint(*age_range)
        self.docs = [Person(r, "DOCTOR") for _ in range(6)]
        self.adm = rand_date(r)
        self.dob = dt.date.fromordinal(self.adm.toordinal() - int(self.age * 365.25) - r.randint(1, 360))
        self.hosp_name = hospital(r, kind)
        self.city_name = city(r)
        self.state = r.choice(pools.STATES)
        self.area = r.choice(pools.AREA)
        self.mrn = mrn(r)
        self.acct = compose_acct = account(r)
        self.family = []

    # ---- names
    def ptn(self):
        return self.pt.any()

    def doc(self, i=0):
        return self.docs[i % len(self.docs)]

    def dr(self, i=0):
        return self.doc(i).dr()

    def signed(self, i=0, cred=None):
        import pools as P
        d = self.doc(i)
        cred = cred or self.r.choice(P.CRED_MD)
        name = self.r.choice([d.full, d.full, d.fml, d.rev])()
        return f"{name}, {cred}" if self.r.random() < 0.75 else f"{name} {cred}"

    def staff(self, i=None, role=None):
        """Staff named by role, no title: 'nurse Ama', 'RT Kofi Mensah'."""
        d = self.doc(self.r.randint(3, 5) if i is None else i)
        role = role or self.r.choice(STAFF_ROLE)
        nm = self.r.choice([d.first_only, d.first_only, d.full, d.first_init])()
        return f"{role} {nm}"

    def fam(self, sex=None):
        sex = sex or self.r.choice("MF")
        p = Person(self.r, "FAMILY", sex)
        rels = REL_M if sex == "M" else REL_F
        if self.age < 40:
            rels = [x for x in rels if not x.startswith(("son", "daughter", "grand", "nephew", "niece", "step"))]
        rel = self.r.choice(rels)
        if self.r.random() < 0.5:
            p.last = self.pt.last
        self.family.append((rel, p))
        return rel, p

    def fam_phrase(self, sex=None):
        rel, p = self.fam(sex)
        poss = self.r.choice(["his" if self.sex == "M" else "her", "pt's", "patient's", "the patient's"])
        nm = self.r.choice([p.first_only, p.full, p.full, p.first_only])()
        if self.r.random() < 0.2:
            return f"{poss} {rel} ({nm})", p
        return f"{poss} {rel} {nm}", p

    # ---- ages
    def sexletter(self):
        return self.sex

    def sexword(self):
        if self.age < 16:
            return {"M": "boy", "F": "girl"}[self.sex]
        return {"M": self.r.choice(["man", "male", "gentleman"]), "F": self.r.choice(["woman", "female", "lady"])}[self.sex]

    def agep(self, age=None):
        a = self.age if age is None else age
        r = self.r
        s = r.randint(0, 11)
        if s == 0:
            return f"{m('AGE', a)}-year-old {self.sexword()}"
        if s == 1:
            return f"{m('AGE', a)} yo {self.sex}"
        if s == 2:
            return f"{m('AGE', a)}yo {self.sex}"
        if s == 3:
            return f"{m('AGE', a)} {self.sex}"
        if s == 4:
            return f"{m('AGE', a)}{self.sex}"
        if s == 5:
            return f"{m('AGE', a)} y/o {self.sexword()}"
        if s == 6:
            return f"{m('AGE', words(a))}-year-old {self.sexword()}"
        if s == 7:
            return f"{self.sexword()} aged {m('AGE', a)}"
        if s == 8:
            return f"{m('AGE', a)} year old {self.sexword()}"
        if s == 9:
            return f"{m('AGE', a)}-yo {self.sex}"
        if s == 10:
            return f"{m('AGE', a)} yr old {self.sexword()}"
        return f"{self.sexword()}, age {m('AGE', a)}"

    # ---- dates
    def d(self, k=0, style=None):
        return D(self.r, self.adm + dt.timedelta(days=k), style)

    def dd(self, k=0):
        return self.adm + dt.timedelta(days=k)

    def dobm(self, style=None):
        return D(self.r, self.dob, style or self.r.choice(["mdy", "mdy", "mdy_pad", "iso", "long", "dmy_mon"]))

    # ---- places
    def H(self, acro_ok=True):
        a = acronym(self.hosp_name)
        if acro_ok and len(a) >= 3 and self.r.random() < 0.15:
            return m("HOSPITAL", a)
        return m("HOSPITAL", self.hosp_name)

    def other_hosp(self, kind=None):
        r = self.r.random()
        if kind == "rehab":
            return m("HOSPITAL", f"{self.r.choice(pools.HOSP_STEM)} {self.r.choice(pools.CLINIC_KIND['rehab'])}")
        if kind:
            return m("HOSPITAL", hospital(self.r, kind))
        if r < 0.15:
            return m("HOSPITAL", pharmacy(self.r))
        if r < 0.3:
            return m("HOSPITAL", self.r.choice(pools.WARDS))
        if r < 0.4:
            k = self.r.choice(pools.CLINIC_KIND["rehab"])
            return m("HOSPITAL", f"{self.r.choice(pools.HOSP_STEM)} {k}")
        return m("HOSPITAL", hospital(self.r, kind or self.r.choice(list(pools.CLINIC_KIND))))

    def city(self):
        return m("CITY", self.city_name)

    def stm(self, abbr=None):
        if abbr is None:
            abbr = self.r.random() < 0.6
        return m("STATE", self.state[1] if abbr else self.state[0])

    def addr(self, oneline=True):
        s = m("STREET", street(self.r))
        c = f"{self.city()}, {self.stm(True)} {m('ZIP', zipc(self.r))}"
        return f"{s}, {c}" if oneline else f"{s}\n{c}"

    def country(self):
        pre, c = the_split(self.r.choice(pools.COUNTRIES))
        return pre + m("COUNTRY", c)

    def room(self):
        r = self.r
        s = r.randint(0, 4)
        if s == 0:
            return f"room {m('LOCATION_OTHER', str(r.randint(100, 980)) + r.choice(['', 'A', 'B']))}"
        if s == 1:
            return f"Rm {m('LOCATION_OTHER', r.randint(2, 40))}, bed {m('LOCATION_OTHER', r.randint(1, 4))}"
        if s == 2:
            return f"bed {m('LOCATION_OTHER', r.randint(1, 36))}"
        if s == 3:
            return f"Room {m('LOCATION_OTHER', str(r.randint(2, 9)) + '-' + str(r.randint(10, 60)))}"
        return f"{m('LOCATION_OTHER', r.choice(['E', 'W', 'N', 'S']) + str(r.randint(401, 1299)))}"

    def building(self):
        pre, v = the_split(self.r.choice(pools.BUILDINGS))
        return pre + m("LOCATION_OTHER", v)

    def landmark(self):
        pre, v = the_split(self.r.choice(pools.LANDMARKS + pools.BUILDINGS))
        return pre + m("LOCATION_OTHER", v)

    def org(self):
        x = self.r.random()
        if x < 0.6:
            return m("ORGANIZATION", employer(self.r))
        if x < 0.8:
            return m("ORGANIZATION", school(self.r))
        return m("ORGANIZATION", self.r.choice(pools.CHURCH))

    def insurer(self):
        return m("ORGANIZATION", self.r.choice(pools.INSURER))

    def prof(self):
        return m("PROFESSION", self.r.choice(pools.PROFESSIONS))

    def job_phrase(self):
        r = self.r
        p = self.prof()
        return r.choice([f"works as a {p} at {self.org()}", f"is a {p}", f"works as a {p}",
                         f"is employed as a {p} by {m('ORGANIZATION', employer(r))}", f"was a {p} until last year",
                         f"is a {p} at {m('ORGANIZATION', employer(r))}", f"has worked as a {p} for years"])

    # ---- ids / contact
    def M(self):
        return m("MRN", self.mrn)

    def A(self):
        return m("ACCOUNT", self.acct)

    def ph(self, style=None):
        return m("PHONE", phone(self.r, self.area if self.r.random() < 0.7 else None, style))

    def fx(self):
        return m("FAX", phone(self.r, self.area))

    def pg(self):
        return m("PHONE", pager(self.r))

    def ssn(self):
        return m("SSN", ssn(self.r))

    def plan(self):
        return m("HEALTHPLAN", healthplan(self.r))

    def lic(self, kind=None):
        kind = kind or self.r.choice(["NPI", "DEA", "Lic"])
        v = {"NPI": npi, "DEA": dea, "Lic": statelic, "DL": driverlic}[kind](self.r)
        return f"{kind} {m('LICENSE', v)}" if kind != "DL" else m("LICENSE", v)

    def dev(self):
        return m("DEVICE", device(self.r))

    def veh(self):
        r = self.r
        if r.random() < 0.7:
            return f"plate {m('VEHICLE', plate(r))}"
        return f"VIN {m('VEHICLE', vin(r))}"

    def bio(self):
        return m("BIOID", bioid(self.r))

    def ipm(self):
        return m("IPADDR", ip(self.r))

    def email(self, p=None):
        p = p or self.pt
        return m("EMAIL", p.email_addr())

    def user(self, p=None):
        p = p or self.pt
        return m("USERNAME", p.username())

    def url(self):
        r = self.r
        host = r.choice(["portal.example.org", "www.example.com", "mychart.example.net", "www.example.org",
                         "records.example.com"])
        path = r.choice(["/messages/" + digits(r, 6), "/" + slug(self.hosp_name), "/portal/login",
                         "/billing/pay", "/forms/release-of-information", "/patient-education/" +
                         r.choice(["warfarin", "asthma", "pregnancy", "chemo-diary", "seizure-safety"])])
        pre = r.choice(["https://", "https://", "http://", ""])
        if pre == "" and not host.startswith("www."):
            pre = "https://"
        return m("URL", pre + host + path)
