"""People, places and identifiers for one note ("case").  All random choices
come from the rng passed in (a random.Random(260))."""
import datetime as dt

import phi
import pools_people as PP
import pools_places as PL


class Person:
    def __init__(self, given, family, sex, typ, middle=None, style="western", cred=""):
        self.given, self.family, self.sex, self.typ = given, family, sex, typ
        self.middle, self.style, self.cred = middle, style, cred

    def full(self):
        if self.style == "family_first":
            return "%s %s" % (self.family, self.given)
        if self.middle:
            return "%s %s %s" % (self.given, self.middle, self.family)
        return "%s %s" % (self.given, self.family)

    def mid_init(self):
        return (" " + self.middle[0] + ".") if self.middle else ""

    def initials(self, dots=True):
        parts = [w for w in (self.given.replace("-", " ").split() + self.family.replace("-", " ").split())
                 if w[0].isalpha()]
        ini = [w[0].upper() for w in parts][:3]
        return ".".join(ini) + "." if dots else "".join(ini)

    def form(self, kind):
        g, f = self.given, self.family
        if kind == "full":
            s = self.full()
        elif kind == "gmf":
            s = "%s%s %s" % (g, self.mid_init(), f) if self.style != "family_first" else self.full()
        elif kind == "caps_comma":
            s = "%s, %s%s" % (f.upper(), g.upper(), (" " + self.middle[0].upper()) if self.middle else "")
        elif kind == "comma":
            s = "%s, %s%s" % (f, g, self.mid_init())
        elif kind == "caps":
            s = self.full().upper()
        elif kind == "passport":
            s = "%s %s" % (f.upper(), g)
        elif kind == "init_sur":
            s = "%s. %s" % (g[0], f)
        elif kind == "sur":
            s = f
        elif kind == "given":
            s = g
        elif kind == "initials":
            s = self.initials(True)
        elif kind == "ini_plain":
            s = self.initials(False)
        elif kind == "ini_low":
            s = self.initials(False).lower()
        elif kind == "sur_init":
            s = "%s %s" % (f, g[0])
        else:
            raise ValueError(kind)
        return (s, self.typ)

    def any_form(self, rng, kinds=("full", "full", "gmf", "comma", "caps_comma", "init_sur")):
        return self.form(rng.choice(kinds))

    def title(self, rng=None, child=False):
        if child:
            return "Master" if self.sex == "M" else "Miss"
        if self.sex == "M":
            return "Mr" if rng is None or rng.random() < 0.6 else "Mr."
        if rng is None:
            return "Ms"
        return rng.choice(["Ms", "Mrs", "Ms.", "Mrs."])

    def titled(self, rng, child=False):
        """[title, ' ', (surname span)] piece list, title outside the span."""
        return [self.title(rng, child) + " ", self.form("sur")]

    def dr(self, rng):
        """Clinician reference with title/credential outside the span."""
        k = rng.randint(0, 5)
        if k == 0:
            return ["Dr " if rng.random() < 0.5 else "Dr. ", self.form("sur")]
        if k == 1:
            return ["Dr. ", self.form("full")]
        if k == 2 and self.cred:
            return [self.form("full"), ", " + self.cred]
        if k == 3 and self.cred:
            return [self.form("init_sur"), " " + self.cred]
        if k == 4:
            return ["Dr ", self.form("full")]
        return [self.form("full")]


def new_person(rng, origin, sex, typ):
    o = PP.ORIGINS[origin]
    given = rng.choice(o["male"] if sex == "M" else o["female"])
    family = rng.choice(o["sur"])
    middle = None
    if origin == "filipino" and rng.random() < 0.7:
        middle = rng.choice([s for s in o["sur"] if s != family])
    elif o["fmt"] == "western" and rng.random() < 0.2:
        middle = rng.choice(o["male"] if sex == "M" else o["female"]).split()[0]
        if middle == given.split()[0]:
            middle = None
    return Person(given, family, sex, typ, middle=middle, style=o["fmt"])


CREDS = {
    "US": ["MD", "DO", "MD, MPH", "MD, FAAFP"], "CA": ["MD, CCFP", "MD", "MD FRCPC"],
    "AU": ["MBBS", "MBBS FRACGP", "MBChB, FRACGP"], "UK": ["MBChB", "MBBS MRCGP", "MB BCh"],
    "NZ": ["MBChB", "MBChB FRNZCGP"], "abroad": ["MD", "MBBS", "MD, DFM", "MBBS, MD"],
}
NURSE_CRED = {"US": "RN", "CA": "RN", "AU": "RN", "UK": "RGN", "NZ": "RN", "abroad": "RN"}


def new_staff(rng, role, where):
    sex = rng.choice("MF")
    given = rng.choice(PP.STAFF_GIVEN)
    family = rng.choice(PP.STAFF_SUR)
    if role == "md":
        cred = rng.choice(CREDS.get(where, CREDS["abroad"]))
    elif role == "rad":
        cred = rng.choice(["MD", "FRANZCR", "FRCR", "MD, DABR", "MBBS FRCR"])
    elif role == "rn":
        cred = NURSE_CRED.get(where, "RN")
    elif role == "tech":
        cred = rng.choice(["RT(R)", "MRT(R)", "MLS(ASCP)", "BMS", "radiographer"])
    else:
        cred = ""
    return Person(given, family, sex, "DOCTOR", style="western", cred=cred)


def make_address(rng, where):
    """Return dict with street, city, state, zip, country (country None for dest-local)."""
    if where in PL.DEST:
        d = PL.DEST[where]
        city, st = rng.choice(d["cities"])
        num = str(rng.randint(2, 9800) if where == "US" else rng.randint(1, 480))
        street = "%s %s %s" % (num, rng.choice(PL.STREET_WORDS), rng.choice(d["street_suf"]))
        if rng.random() < 0.35:
            u = rng.choice(d["unit"]).format(n=rng.randint(1, 40), l=rng.choice("ABCD"))
            if u.endswith(("/", " ", "-")):
                street = u + street
            else:
                street = street + (", " if rng.random() < 0.6 else " ") + u
        if where == "US" and rng.random() < 0.3:
            st_form = PL.STATE_NAMES_US[st]
        else:
            st_form = st
        return dict(street=street, city=city, state=st_form, zip=phi.zip_code(rng, where), country=None, where=where)
    a = PL.ABROAD[where]
    city, region = rng.choice(a["cities"])
    num = str(rng.randint(1, 900))
    sw = rng.choice(PL.ABROAD_STREETS_BY.get(where, PL.ABROAD_STREETS) + PL.ABROAD_STREETS[:3])
    street = "%s %s %s" % (num, sw, rng.choice(PL.ABROAD_STREET_SUF)) if not sw[-1].isdigit() else "%s %s" % (sw, num)
    if rng.random() < 0.3:
        street = rng.choice(["Unit %d, ", "%dF ", "Flat %d, ", "Bldg %d, "]) % rng.randint(1, 30) + street
    return dict(street=street, city=city, state=region, zip=phi.fill(rng, a["zip"]), country=where, where=where)


def addr_line(a, rng, with_country=True, sep=", "):
    """One-line address piece list; parts split per guideline."""
    out = [(a["street"], "STREET"), sep, (a["city"], "CITY")]
    if a["where"] == "UK":
        if rng.random() < 0.4:
            out += [sep, (a["state"], "CITY")]
        out += [sep if rng.random() < 0.5 else " ", (a["zip"], "ZIP")]
    else:
        out += [sep if a["where"] != "US" or rng.random() < 0.8 else " ", (a["state"], "STATE"),
                " " if a["where"] in ("US", "CA", "AU") else sep, (a["zip"], "ZIP")]
    if with_country and a["country"]:
        out += [sep, (a["country"], "COUNTRY")]
    return out


def addr_block(a, rng, with_country=True):
    """Multi-line address piece list (letters)."""
    out = [(a["street"], "STREET"), "\n", (a["city"], "CITY")]
    if a["where"] == "UK":
        if rng.random() < 0.5:
            out += ["\n", (a["state"], "CITY")]
        out += ["\n", (a["zip"], "ZIP")]
    elif a["where"] in ("AU", "NZ"):
        out = [(a["street"], "STREET"), "\n", (a["city"].upper() if rng.random() < 0.5 else a["city"], "CITY"),
               "  " if a["where"] == "AU" else " ", (a["state"], "STATE"), "  " if a["where"] == "AU" else " ",
               (a["zip"], "ZIP")]
    else:
        out += [", ", (a["state"], "STATE"), " ", (a["zip"], "ZIP")]
    if with_country and a["country"]:
        out += ["\n", (a["country"].upper() if rng.random() < 0.3 else a["country"], "COUNTRY")]
    return out


class Clinic:
    pass


def make_clinic(rng, where, kind="exam"):
    c = Clinic()
    w = rng.choice(PL.CLINIC_WORDS)
    if kind == "exam":
        pat = rng.choice(PL.CLINIC_PAT_DEST if where in PL.DEST else PL.CLINIC_PAT_ABROAD)
    elif kind == "rad":
        pat = rng.choice(PL.RADIOLOGY_PAT)
    elif kind == "lab":
        pat = rng.choice(PL.LAB_PAT)
    elif kind == "tb":
        pat = rng.choice(PL.TB_CLINIC_PAT[where])
    else:
        pat = rng.choice(PL.HOSPITAL_PAT)
    county = rng.choice(PL.DEST["US"]["counties"])
    c.name = pat.format(w=w, s=rng.choice(PP.STAFF_SUR), s2=rng.choice(PP.STAFF_SUR), saint=rng.choice(PL.SAINTS),
                        county=county)
    c.where = where
    c.addr = make_address(rng, where)
    if rng.random() < 0.4 and where in PL.DEST:
        c.addr["street"] = c.addr["street"].split(", Apt")[0].split(" Apt")[0]
        if "Suite" not in c.addr["street"] and where in ("US", "CA"):
            c.addr["street"] += ", Suite %d" % rng.randint(100, 480)
    tel_key = where if where in PL.DEST else PL.ABROAD[where]["tel"]
    c.phone = phi.phone(rng, tel_key)
    c.fax = phi.phone(rng, tel_key)
    c.email = phi.email_clinic(rng, c.name)
    c.url = phi.url_clinic(rng, c.name)
    staff_where = where if where in PL.DEST else "abroad"
    c.md = new_staff(rng, "md", staff_where)
    c.md2 = new_staff(rng, "md", staff_where)
    c.rn = new_staff(rng, "rn", staff_where)
    c.clerk = new_staff(rng, "clerk", staff_where)
    c.rad = new_staff(rng, "rad", staff_where)
    c.tech = new_staff(rng, "tech", staff_where)
    c.license = phi.med_license(rng, where if where in PL.DEST else "abroad")
    c.npi = phi.npi(rng)
    c.panel_id = phi.panel_id(rng)
    c.code = where if where in PL.DEST else PL.ABROAD[where]["code"]
    return c


DEST_WEIGHTS = ["US", "US", "US", "CA", "CA", "AU", "AU", "UK", "UK", "NZ"]


class Case:
    pass


def make_case(rng, dest=None):
    k = Case()
    k.dest = dest or rng.choice(DEST_WEIGHTS)
    k.origin = rng.choice(PP.ORIGIN_KEYS)
    o = PP.ORIGINS[k.origin]
    k.birth_country = o["country"]
    k.lang = rng.choice(o["langs"])
    k.demonym = PP.DEMONYM[k.birth_country]
    k.sex = rng.choice("MF")
    k.pt = new_person(rng, k.origin, k.sex, "PATIENT")
    k.exam_date = phi.weekday_after(phi.rand_date(rng, dt.date(2021, 1, 4), dt.date(2025, 5, 30)), 0)
    r = rng.random()
    age = rng.randint(1, 14) if r < 0.12 else (rng.randint(15, 24) if r < 0.35 else
                                                (rng.randint(25, 64) if r < 0.92 else rng.randint(65, 91)))
    k.dob = phi.add_days(k.exam_date, -(age * 365 + rng.randint(5, 360)))
    k.age = (k.exam_date.year - k.dob.year - ((k.exam_date.month, k.exam_date.day) < (k.dob.month, k.dob.day)))
    k.child = k.age < 15
    k.ds = phi.date_style(rng, k.dest)
    k.profession = rng.choice(PP.PROFESSIONS) if k.age >= 18 else None
    k.employer = rng.choice(PL.EMPLOYERS)
    k.lawfirm = rng.choice(PL.LAW_FIRMS)
    k.agency = rng.choice(PL.AGENCIES)
    k.interp_agency = rng.choice(PL.INTERP_AGENCIES)
    # relatives
    k.spouse = new_person(rng, k.origin, "F" if k.sex == "M" else "M", "FAMILY")
    k.spouse.family = k.pt.family if rng.random() < 0.6 else k.spouse.family
    k.spouse.middle = None
    k.spouse_rel = "wife" if k.sex == "M" else "husband"
    k.spouse_prof = rng.choice(PP.PROFESSIONS)
    k.kid = new_person(rng, k.origin, rng.choice("MF"), "FAMILY")
    k.kid.family = k.pt.family
    k.kid.middle = None
    k.kid_rel = "son" if k.kid.sex == "M" else "daughter"
    k.kid_age = rng.randint(1, 17)
    if k.age < 18:
        # minors: the "spouse" slot holds the other parent, the "kid" slot a sibling
        k.spouse.family = k.pt.family
        k.spouse_rel = "mother" if k.spouse.sex == "F" else "father"
        k.kid_rel = "brother" if k.kid.sex == "M" else "sister"
        k.kid_age = rng.randint(1, 20)
        if k.kid_age == k.age:
            k.kid_age += 1
    psex = rng.choice("MF") if k.age >= 18 else ("M" if k.spouse.sex == "F" else "F")
    k.parent = new_person(rng, k.origin, psex, "FAMILY")
    k.parent.family = k.pt.family
    k.parent.middle = None
    k.parent_rel = "father" if k.parent.sex == "M" else "mother"
    k.sponsor = new_person(rng, k.origin, rng.choice("MF"), "FAMILY")
    k.officer = new_staff(rng, "clerk", k.dest)
    k.officer.typ = "FAMILY"
    k.attorney = new_staff(rng, "clerk", k.dest)
    k.attorney.typ = "FAMILY"
    k.interp = new_staff(rng, "clerk", k.dest)
    # addresses and contacts
    k.home = make_address(rng, k.dest)
    k.site_country = PL.EXAM_SITE_FOR[k.birth_country]
    k.home_abroad = make_address(rng, k.site_country)
    k.mobile = phi.phone(rng, k.dest, "mobile")
    k.mobile_abroad = phi.phone(rng, PL.ABROAD[k.site_country]["tel"])
    k.email = phi.email_person(rng, k.pt.given, k.pt.family)
    k.ip = phi.ip(rng)
    # identifiers
    k.passport = phi.passport(rng, k.birth_country)
    k.a_number = phi.a_number(rng)
    k.receipt = phi.uscis_receipt(rng)
    k.ssn = phi.ssn_us(rng)
    k.sin = phi.sin_ca(rng)
    k.uci = phi.uci(rng)
    k.ime = phi.ime_number(rng)
    k.hap = phi.hap_id(rng)
    k.trn = phi.trn(rng)
    k.gwf = phi.gwf(rng)
    k.inz = phi.inz_client(rng)
    k.case_no = phi.case_number(rng, k.dest)
    k.mrn = phi.mrn(rng)
    k.healthplan = phi.healthplan(rng, k.dest)
    k.group_no = phi.fill(rng, rng.choice(["GRP-#####", "######-@@", "G#######"]))
    k.account = phi.account(rng, k.exam_date.year % 100)
    k.dl = phi.driver_licence(rng, k.dest)
    k.plate = phi.plate(rng, k.dest)
    k.bio = phi.bioid(rng)
    k.device_sn = phi.device_serial(rng)
    # care sites
    k.clinic = make_clinic(rng, k.dest, "exam")
    k.panel = make_clinic(rng, k.site_country, "exam")
    k.rad = make_clinic(rng, k.dest, "rad")
    k.rad_abroad = make_clinic(rng, k.site_country, "rad")
    k.lab = make_clinic(rng, k.dest, "lab")
    k.lab_abroad = make_clinic(rng, k.site_country, "lab")
    k.tbc = make_clinic(rng, k.dest, "tb")
    k.hosp = make_clinic(rng, k.dest, "hosp")
    k.gp = make_clinic(rng, k.dest, "exam")
    return k


def d(k, date, style=None):
    """Date span tuple in the case's house style (or a given style)."""
    return (phi.fmt_date(date, style or k.ds), "DATE")
