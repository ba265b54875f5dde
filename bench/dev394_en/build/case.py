"""A fictional case: patient, family, staff, care sites, trip and identifiers.

All values are drawn from the shared random.Random passed in; every method that
returns PHI returns doc.P values (text, fine type) for the note writers.
"""
import datetime

import clinical
import ids
import pools_names as PN
import pools_places as PP
from doc import P

TITLES = {"M": ["Mr"], "F": ["Ms", "Mrs", "Miss", "Ms"]}
CREDS = {"UK": ["MRCP", "FRCP", "MRCP DTM&H", "FRCPath", "MBBS MRCP(UK)"], "US": ["MD", "MD, MPH", "DO", "MD, FIDSA"],
         "CA": ["MD, FRCPC", "MD", "MD, CTropMed"], "AU": ["FRACP", "MBBS FRACP", "FRACP FRCPA"],
         "NZ": ["FRACP", "MBChB FRACP"], "IE": ["MRCPI", "FRCPI", "MB BCh BAO"]}
GRADES = {
    "UK": {"consultant": "Consultant in Infectious Diseases", "registrar": "ST5 Registrar, Infection",
           "junior": "FY2", "ed": "ED Registrar (ST4)", "micro": "Consultant Microbiologist"},
    "US": {"consultant": "Attending Physician, Infectious Diseases", "registrar": "ID Fellow (PGY-5)",
           "junior": "Resident (PGY-2)", "ed": "Emergency Medicine Attending", "micro": "Medical Microbiology Director"},
    "CA": {"consultant": "Staff Physician, Infectious Diseases", "registrar": "ID Resident (R4)",
           "junior": "Resident (R1)", "ed": "Emergency Physician", "micro": "Medical Microbiologist"},
    "AU": {"consultant": "Infectious Diseases Physician", "registrar": "Advanced Trainee, ID",
           "junior": "RMO", "ed": "Emergency Registrar", "micro": "Clinical Microbiologist"},
    "NZ": {"consultant": "Infectious Diseases Physician", "registrar": "ID Registrar",
           "junior": "House Officer", "ed": "ED Registrar", "micro": "Clinical Microbiologist"},
    "IE": {"consultant": "Consultant in Infectious Diseases", "registrar": "SpR Infectious Diseases",
           "junior": "SHO", "ed": "EM Registrar", "micro": "Consultant Microbiologist"},
}


class Person:
    def __init__(self, first, last, sex, typ, middle=None):
        self.first, self.last, self.sex, self.typ, self.middle = first, last, sex, typ, middle

    def n(self, form="full"):
        f, l, m = self.first, self.last, self.middle
        if form == "full":
            s = f + " " + l
        elif form == "last":
            s = l
        elif form == "first":
            s = f
        elif form == "LF":
            s = l.upper() + ", " + f
        elif form == "LFU":
            s = (l + ", " + f).upper()
        elif form == "Lf":
            s = l + ", " + f
        elif form == "fi":
            s = f[0] + ". " + l
        elif form == "fml":
            s = f + " " + (m[0] + ". " if m else "") + l
        elif form == "FULLU":
            s = (f + " " + l).upper()
        elif form == "init":
            s = f[0] + "." + l[0] + "."
        elif form == "ini":
            s = (f[0] + l[0]).lower()
        elif form == "INI":
            s = f[0] + l[0]
        elif form == "fl":
            s = f + " " + l[0] + "."
        else:
            raise ValueError(form)
        return P(s, self.typ)

    def initials_raw(self):
        return self.first[0] + self.last[0]


def _pick_origin(rng, cc):
    w = PN.ORIGIN_WEIGHTS[cc]
    keys = [k for k in PN.ORIGIN_KEYS if w[k] > 0]
    tot = sum(w[k] for k in keys)
    x = rng.uniform(0, tot)
    for k in keys:
        x -= w[k]
        if x <= 0:
            return k
    return keys[-1]


def make_person(rng, cc, typ, sex=None, origin=None):
    sex = sex or rng.choice("MF")
    o = origin or _pick_origin(rng, cc)
    males, females, lasts = PN.ORIGINS[o]
    first = rng.choice(males if sex == "M" else females)
    lo = o if rng.random() < 0.85 else _pick_origin(rng, cc)
    last = rng.choice(PN.ORIGINS[lo][2])
    middle = rng.choice(males if sex == "M" else females) if rng.random() < 0.3 else None
    if middle == first:
        middle = None
    p = Person(first, last, sex, typ, middle)
    p.origin = o
    return p


def postcode(rng, cc, seed):
    d, L = ids.dg, ids.lt
    if cc == "UK":
        return "%s%d %d%s" % (seed, rng.randint(1, 19 if len(seed) == 1 else 9), rng.randint(1, 9), L(rng, 2))
    if cc == "US":
        return seed + d(rng, 2)
    if cc == "CA":
        return "%s %d%s%d" % (seed, rng.randint(1, 9), L(rng, 1), rng.randint(0, 9))
    if cc in ("AU", "NZ"):
        return seed
    return "%s %s%s%s%s" % (seed, L(rng, 1), d(rng, 1), L(rng, 1), rng.choice([d(rng, 1), L(rng, 1)]))


def street(rng, cc, unit_ok=True):
    num = rng.randint(1, 240) if cc != "US" else rng.randint(10, 9800)
    nm = rng.choice(PP.STREET_WORDS) + " " + rng.choice(PP.STREET_SUFFIX[cc])
    u = unit_ok and rng.random() < 0.25
    if cc == "UK":
        return ("Flat %d, %d %s" % (rng.randint(1, 12), num, nm)) if u else "%d %s" % (num, nm)
    if cc == "US":
        return ("%d %s Apt %d%s" % (num, nm, rng.randint(1, 9), rng.choice("ABCD"))) if u else "%d %s" % (num, nm)
    if cc == "CA":
        return ("%d-%d %s" % (rng.randint(101, 2208), num, nm)) if u else "%d %s" % (num, nm)
    if cc == "AU":
        return ("%d/%d %s" % (rng.randint(1, 14), num, nm)) if u else "%d %s" % (num, nm)
    if cc == "NZ":
        return ("%d%s %s" % (num, rng.choice("ABC"), nm)) if u else "%d %s" % (num, nm)
    return ("Apt %d, %d %s" % (rng.randint(1, 30), num, nm)) if u else "%d %s" % (num, nm)


class Address:
    def __init__(self, rng, cc, home=None):
        self.cc = cc
        self.home = home or rng.choice(PP.HOME[cc])
        self.city, self.region, seed = self.home
        self.street = street(rng, cc)
        self.zip = postcode(rng, cc, seed)

    def region_type(self):
        return "CITY" if self.cc in ("UK", "IE") else "STATE"

    def parts(self, rng, sep=", ", with_country=False, nl=False):
        cc, S = self.cc, (",\n" if nl else sep)
        out = [P(self.street, "STREET"), S]
        if cc == "UK":
            out += [P(self.city, "CITY")]
            if rng.random() < 0.5 and self.region != "London":
                out += [S, P(self.region, "CITY")]
            out += [" " if not nl else "\n", P(self.zip, "ZIP")]
        elif cc in ("US", "CA", "AU"):
            out += [P(self.city, "CITY"), ", " if cc != "AU" else " ", P(self.region, "STATE"), " " if cc != "CA" else "  ",
                    P(self.zip, "ZIP")]
        elif cc == "NZ":
            out += [P(self.city, "CITY")]
            if self.region == "Auckland":
                out += [S, P("Auckland", "CITY")]
            out += [" ", P(self.zip, "ZIP")]
        else:
            out += [P(self.city, "CITY")]
            if self.region != self.city or rng.random() < 0.3:
                out += [S, "Co. ", P(self.region, "CITY")]
            out += [S, P(self.zip, "ZIP")]
        if with_country:
            out += [S, P(rng.choice(PP.COUNTRY_NAME[cc]), "COUNTRY")]
        return out


class Case:
    def __init__(self, rng, cc, dx_key=None, keys=None, visit=None):
        self.rng, self.cc = rng, cc
        self.us = cc == "US"
        r = rng
        self.visit = visit or datetime.date(2022, 1, 3) + datetime.timedelta(days=r.randrange(0, 1270))
        self.year = self.visit.year
        self.pt = make_person(r, cc, "PATIENT")
        self.sex = self.pt.sex
        self.title = r.choice(TITLES[self.sex])
        self.he, self.his, self.him = ("he", "his", "him") if self.sex == "M" else ("she", "her", "her")
        self.age = r.randint(2, 15) if r.random() < 0.07 else r.randint(18, 84)
        self.child = self.age < 16
        self.dob = self.visit - datetime.timedelta(days=self.age * 365 + r.randrange(1, 360))
        self.addr = Address(r, cc)
        self.home_phone = ids.phone(r, cc, "land")
        self.mobile = ids.phone(r, cc, "mobile")
        self.email = ids.email(r, self.pt.first, self.pt.last)
        self.mrn = ids.mrn(r, cc)
        self.hn_label, self.hn = ids.health_no(r, cc)
        self.ssn = ids.ssn(r, cc)
        self.acct = ids.account(r, cc, self.year)
        self.insurer = r.choice(PP.INSURERS)
        self.policy = ids.travel_policy(r)
        self.hospital = r.choice(PP.HOSPITALS[cc])
        self.haddr = Address(r, cc)
        self.haddr.street = "%d %s" % (r.randint(1, 400), r.choice(PP.STREET_WORDS) + " " + r.choice(PP.STREET_SUFFIX[cc]))
        self.hphone = ids.phone(r, cc, "land")
        self.hfax = ids.phone(r, cc, "land")
        self.ward = r.choice(PP.WARDS)
        self.bed = str(r.randint(1, 32)) if r.random() < 0.6 else "%s%d" % (r.choice("ABCDS"), r.randint(1, 8))
        self.clinic = r.choice(PP.CLINIC_STEMS) + " " + r.choice(PP.CLINIC_SUFFIX)
        self.practice = r.choice(PP.PRACTICES)
        self.paddr = Address(r, cc, self.addr.home)
        self.pphone = ids.phone(r, cc, "land")
        self.gp = make_person(r, cc, "DOCTOR")
        self.occupation = r.choice(PP.OCCUPATIONS)
        self.employer = r.choice(PP.EMPLOYERS)
        self._staff = {}
        self._fam = []
        # clinical scenario and trip
        key = dx_key or clinical.pick_key(r, keys)
        self.dx = clinical.make_dx(r, key, self.us)
        w, zones, only = clinical.SCEN[key]
        if only:
            self.dest = r.choice(only)
        else:
            cands = []
            for z in zones:
                cands += PP.ZONES.get(z, [])
            self.dest = r.choice(sorted(cands))
        cities, regions, marks, _ = PP.DEST[self.dest]
        self.cities = r.sample(cities, min(len(cities), r.choice([1, 1, 2, 2, 3])))
        self.region = r.choice(regions)
        self.landmark = r.choice(marks)
        self.hotel = r.choice(PP.HOTELS)
        vfr = self.pt.origin in ("nigerian", "ghanaian", "eastafrican", "hornafrica", "southasian", "eastasian", "pacific",
                                 "arabic", "latin")
        zone = PP.DEST[self.dest][3]
        opts = ["holiday", "backpacking", "business", "volunteering", "a work placement", "a medical elective",
                "a honeymoon", "a church mission trip"]
        if zone in ("eaf", "saf"):
            opts += ["a safari holiday", "a safari holiday"]
        if self.age < 16:
            opts = ["a family holiday", "visiting grandparents", "a family wedding"]
        if self.age > 40:
            opts = [o for o in opts if o not in ("backpacking", "a medical elective")]
        if zone == "me":
            opts = ["visiting family", "Hajj/Umrah pilgrimage", "business", "humanitarian work"]
        self.purpose = r.choice(["visiting friends and relatives", "VFR"] if vfr and r.random() < 0.7 else opts)
        self.onset = self.visit - datetime.timedelta(days=r.randint(1, 6))
        lag = r.randint(60, 200) if key in ("pv", "po", "strongy", "schisto") and r.random() < 0.5 else r.randint(0, 16)
        self.ret = self.onset - datetime.timedelta(days=lag)
        self.dep = self.ret - datetime.timedelta(days=r.choice([7, 10, 14, 14, 21, 21, 28, 35, 42, 56, 90]))
        al, code = r.choice(PP.AIRLINES)
        self.airline, self.flight = al, "%s%s" % (code, ids.dg(r, r.choice([3, 4])))
        self.seat = "%d%s" % (r.randint(3, 48), r.choice("ABCDEFGHJK"))
        self.proph = r.choice(clinical.PROPHYLAXIS)
        self.lower = False

    # -- helpers returning P -----------------------------------------------------------
    def d(self, date, style=None):
        return P(ids.fmt_date(self.rng, self.cc, date, style), "DATE")

    def days(self, n):
        return self.visit + datetime.timedelta(days=n)

    def a(self, n=None):
        return P(str(self.age if n is None else n), "AGE")

    def p(self, form="full"):
        return self.pt.n(form)

    def mr(self):
        """Title + surname as a value list (title stays outside the span)."""
        return [self.title + " ", self.pt.n("last")]

    def staff(self, role, sex=None):
        if role not in self._staff:
            self._staff[role] = make_person(self.rng, self.cc, "DOCTOR", sex)
        return self._staff[role]

    def new_staff(self):
        return make_person(self.rng, self.cc, "DOCTOR")

    def grade(self, role):
        return GRADES[self.cc].get(role, role)

    def cred(self):
        return self.rng.choice(CREDS[self.cc])

    def family(self, relation=None):
        """A relative or friend (Person with .relation) not yet used in this case."""
        rel = relation or self.rng.choice(PP.RELATIONS)
        sx = {"wife": "F", "husband": "M", "mother": "F", "father": "M", "daughter": "F", "son": "M",
              "sister": "F", "brother": "M", "aunt": "F", "uncle": "M", "fiancée": "F"}.get(rel)
        same = rel in ("mother", "father", "daughter", "son", "sister", "brother") or (rel in ("wife", "husband") and self.rng.random() < 0.6)
        used = set(f.first for f in self._fam) | {self.pt.first}
        for _ in range(6):
            p = make_person(self.rng, self.cc, "FAMILY", sx, self.pt.origin)
            if p.first not in used:
                break
        if same:
            p.last = self.pt.last
        p.relation = rel
        self._fam.append(p)
        return p

    def rel_age(self, rel):
        """Plausible age of a relative of the patient, as a P(AGE)."""
        r, a = self.rng, self.age
        if rel in ("mother", "father", "aunt", "uncle"):
            v = a + r.randint(20, 38)
        elif rel in ("son", "daughter"):
            v = max(1, a - r.randint(20, 38)) if a > 22 else r.randint(1, 6)
        elif rel in ("wife", "husband", "partner", "fiancée", "sister", "brother", "cousin", "friend",
                     "travel companion", "flatmate"):
            v = max(16, a + r.randint(-8, 8)) if a >= 16 else max(1, a + r.randint(-5, 5))
        else:
            v = r.randint(18, 70)
        return P(str(min(v, 99)), "AGE")

    def phone(self, kind="land"):
        return P(ids.phone(self.rng, self.cc, kind), "PHONE")

    def fax(self):
        return P(ids.phone(self.rng, self.cc, "land"), "FAX")

    def user(self, person):
        st = self.rng.choice(PN.USERNAME_STYLES)
        f = ids.strip_accents(person.first).lower().replace(" ", "").replace("'", "").replace("-", "")
        l = ids.strip_accents(person.last).lower().replace(" ", "").replace("'", "").replace("-", "")
        m = ids.strip_accents(person.middle or "x").lower()[0]
        return P(st.format(f1=f[0], first=f, last=l, n=self.rng.randint(1, 9), m1=m), "USERNAME")

    def lic(self, role="doctor"):
        lab, val = ids.license_(self.rng, self.cc, role)
        return lab, P(val, "LICENSE")

    def dest_p(self):
        return P(self.dest, "COUNTRY")

    def city_list(self):
        out = []
        for i, c in enumerate(self.cities):
            if i:
                out.append(" and " if i == len(self.cities) - 1 else ", ")
            out.append(P(c, "CITY"))
        return out

    def hosp_addr(self):
        return self.haddr.parts(self.rng)

    def ssn_line(self):
        """['SSN: ', P] for countries whose notes carry a national/social security number, else []."""
        if not self.ssn:
            return []
        lab = {"US": self.rng.choice(["SSN: ", "SSN ", "Soc Sec #: "]), "CA": self.rng.choice(["SIN: ", "SIN "]),
               "IE": self.rng.choice(["PPSN: ", "PPS No. "])}[self.cc]
        return [lab, P(self.ssn, "SSN")]

    def hn_p(self):
        return P(self.hn, "HEALTHPLAN")

    def hn_line(self):
        """'NHS No: 9xx...' or similar; '' tuple when the country has none."""
        return [self.hn_label + ": ", self.hn_p()]

    def typical_id_block(self, sep="   "):
        """Patient header block: name, DOB, MRN, health number."""
        r = self.rng
        out = ["Name: ", self.p(r.choice(["full", "LF", "LFU", "Lf"])), sep, "DOB: ", self.d(self.dob, r.choice(["num", "dmon", "long", None])),
               " (", self.a(), r.choice(["y", " yrs", "yo", " years"]), ")", sep]
        out += [r.choice(["MRN: ", "Hosp No: ", "MRN ", "URN: "]), P(self.mrn, "MRN")]
        out += [sep] + self.hn_line()
        return out
