"""Case generation and blocks shared by the genre modules."""
import locales as L
import pools

ROLE_TITLES = {
    "doctor": ["Consultant Audiovestibular Physician", "Consultant ENT Surgeon",
               "Consultant Neuro-otologist", "Specialty Registrar (ENT)",
               "Consultant Neurologist", "Associate Specialist, Balance Service",
               "Clinical Fellow in Neuro-otology"],
    "scientist": ["Clinical Scientist (Audiology)", "Senior Clinical Scientist",
                  "Principal Clinical Scientist, Vestibular Lab",
                  "Healthcare Scientist Practitioner"],
    "audiologist": ["Audiologist", "Senior Audiologist", "Specialist Audiologist",
                    "Vestibular Audiologist"],
    "physio": ["Vestibular Physiotherapist", "Clinical Specialist Physiotherapist",
               "Senior Physiotherapist (Balance)", "Physiotherapist"],
    "nurse": ["Clinical Nurse Specialist, ENT", "Staff Nurse",
              "Advanced Nurse Practitioner", "Balance Nurse Specialist"],
    "admin": ["Medical Secretary", "Clinic Coordinator", "Booking Clerk",
              "Patient Services Administrator", "Receptionist"],
    "gp": ["General Practitioner", "GP Partner", "Family Physician"],
}
US_TITLES = {
    "doctor": ["Otology/Neurotology, MD", "Neurotologist", "MD, Otolaryngology",
               "Attending Physician, Balance Center"],
    "scientist": ["Clinical Audiologist, AuD", "Vestibular Audiologist, AuD",
                  "Au.D., CCC-A"],
    "audiologist": ["Au.D., CCC-A", "Audiologist, AuD"],
    "physio": ["PT, DPT", "DPT, NCS", "Physical Therapist"],
    "nurse": ["RN", "NP-C", "RN, BSN"],
    "admin": ["Medical Assistant", "Scheduler", "Front Desk Coordinator"],
    "gp": ["MD, Family Medicine", "DO, Internal Medicine", "PA-C"],
}


class Person:
    def __init__(self, rng, sex=None, cc=None):
        self.sex = sex or rng.choice("FM")
        self.first = rng.choice(pools.FEMALE if self.sex == "F" else pools.MALE)
        self.last = rng.choice(pools.SURNAME_LIST)
        self.mid = rng.choice(L.LETTERS) if rng.random() < 0.35 else ""
        r = rng.random()
        if self.sex == "F":
            self.title = "Mrs" if r < 0.45 else ("Ms" if r < 0.85 else "Miss")
        else:
            self.title = "Mr"

    def full(self):
        return "%s %s" % (self.first, self.last)

    def initials(self):
        return "%s.%s." % (self.first[0], self.last[0] if self.last[0].isupper() else self.last.split()[-1][0])


class Clin(Person):
    def __init__(self, rng, cc, role):
        Person.__init__(self, rng)
        self.role = role
        titles = US_TITLES if cc == "US" else ROLE_TITLES
        self.job = rng.choice(titles[role])
        self.dr = role in ("doctor", "gp") or (role == "scientist" and rng.random() < 0.3)
        self.reg = L.clin_reg(rng, cc, "doctor" if role == "gp" else role)
        self.login = (self.first[0].lower() + "".join(ch for ch in self.last.lower() if ch.isalpha() and ch.isascii())
                      + rng.choice(["", "", "1", "2", "01"]))[:12]


def hospital_name(rng, cc, town):
    saint = rng.choice(pools.SAINTS)
    opts = {
        "UK": ["%s General Hospital", "%s Royal Infirmary", "%s University Hospital",
               "St " + saint + "'s Hospital", "%s Community Hospital"],
        "IE": ["%s University Hospital", "St " + saint + "'s Hospital",
               "%s Regional Hospital", "%s General Hospital"],
        "US": ["%s Memorial Hospital", "%s Medical Center",
               "St. " + saint + " Medical Center", "%s Regional Health"],
        "CA": ["%s Health Sciences Centre", "%s General Hospital",
               "St. " + saint + "'s Hospital"],
        "AU": ["%s Base Hospital", "%s Hospital", "%s Private Hospital"],
        "NZ": ["%s Hospital", "%s Public Hospital"],
        "SG": ["%s General Hospital", "%s Hospital"],
        "ZA": ["%s Provincial Hospital", "%s Academic Hospital", "%s Private Hospital"],
    }[cc]
    pat = rng.choice(opts)
    return pat % town if "%s" in pat else pat


def clinic_name(rng, town):
    return rng.choice(["%s Hearing & Balance Clinic" % town,
                       "%s Balance Centre" % town,
                       "%s Dizziness Clinic" % rng.choice(pools.BIZ_W),
                       "%s Audiology" % rng.choice(pools.BIZ_W),
                       "%s Vestibular Physiotherapy" % town])


def practice_name(rng, cc, town):
    w = rng.choice(pools.STREET_W)
    if cc == "US":
        return rng.choice(["%s Family Medicine" % town, "%s Primary Care" % w,
                           "%s Internal Medicine Associates" % w])
    if cc == "CA":
        return rng.choice(["%s Family Health Team" % town, "%s Medical Clinic" % w])
    if cc in ("AU", "NZ", "ZA", "SG"):
        return rng.choice(["%s Medical Centre" % w, "%s Family Practice" % town,
                           "%s Health" % w, "%s Medical Clinic" % town])
    return rng.choice(["%s Medical Practice" % w, "%s Health Centre" % town,
                       "%s Surgery" % w, "The %s Practice" % w])


def slug(s):
    return "".join(ch for ch in s.lower() if ch.isascii() and ch.isalnum())[:14]


def email_for(rng, local):
    return "%s@%s" % (local, rng.choice(["example.org", "example.com", "example.net"]))


class Case:
    """Everything a note may say about one patient encounter."""

    def __init__(self, rng, cc, dx):
        self.rng = rng
        self.cc = cc
        self.dx = dx
        self.side = rng.choice(["right", "left"])
        self.pt = Person(rng)
        lo, hi = dx.get("age", (25, 88))
        self.age = rng.randint(lo, hi)
        self.visit = L.rand_date(rng, 2020, 2024)
        bday = L.rand_date(rng, 2001, 2001)
        y = self.visit.year - self.age
        try:
            self.dob = bday.replace(year=y)
        except ValueError:
            self.dob = bday.replace(year=y, day=28)
        if (self.dob.month, self.dob.day) > (self.visit.month, self.visit.day):
            self.dob = self.dob.replace(year=y - 1) if not (self.dob.month == 2 and self.dob.day == 29) else self.dob.replace(year=y - 1, day=28)
        self.dstyle = rng.choice(L.DATE_STYLES[cc])
        self.addr = L.make_address(rng, cc)
        self.phone = L.phone(rng, cc)
        self.mobile = L.phone(rng, cc, mobile=True)
        self.pt_email = email_for(rng, rng.choice([
            "%s.%s" % (slug(self.pt.first), slug(self.pt.last)),
            "%s%s%d" % (slug(self.pt.first)[0], slug(self.pt.last), rng.randint(1, 99)),
            "%s_%s" % (slug(self.pt.last), rng.randint(60, 99))]))
        self.mrn = L.mrn(rng, cc)
        self.nhs = L.nhs_number(rng) if cc == "UK" else None
        self.natid = L.natid(rng, cc, self.dob)
        self.insurer = rng.choice(pools.INSURERS)
        self.plan = L.healthplan(rng, cc, self.insurer)
        self.town = self.addr["town"]
        htown = self.town if rng.random() < 0.4 else L.town(rng, cc)
        self.hosp = hospital_name(rng, cc, htown)
        self.clinic = clinic_name(rng, htown) if rng.random() < 0.35 else None
        self.hosp_addr = L.make_address(rng, cc, simple=True)
        self.hosp_addr["town"] = htown
        self.hosp_addr["region"] = self.addr["region"]
        self.hosp_addr["county"] = self.addr["county"]
        self.hosp_phone = L.phone(rng, cc)
        self.hosp_fax = L.phone(rng, cc)
        self.hosp_email = email_for(rng, rng.choice(["balance.clinic", "audiology.admin",
                                                     "avm.secretaries", "vestibular",
                                                     "ent.bookings", "dizzy.clinic",
                                                     "neurotology"]) + rng.choice(["", "." + slug(htown)[:6]]))
        self.hosp_url = rng.choice(["www.example.org/%s/balance", "https://%s.example.net/vestibular",
                                    "www.example.com/%s-audiology", "example.org/%s/patients"]) % slug(htown)
        self.gp = Clin(rng, cc, "gp")
        self.practice = practice_name(rng, cc, self.town)
        self.practice_addr = L.make_address(rng, cc, simple=True)
        self.practice_addr["town"] = self.town
        self.practice_addr["region"] = self.addr["region"]
        self.practice_addr["county"] = self.addr["county"]
        self.practice_addr["postcode"] = L.postcode(rng, cc) if cc not in ("AU", "NZ", "ZA") else self.addr["postcode"]
        if cc == "AU":
            self.hosp_addr["postcode"] = L.au_postcode(rng, self.addr["region"][1])
        self.practice_phone = L.phone(rng, cc)
        self.clins = {}
        self.profession = rng.choice(pools.PROFESSIONS)
        self.employer = "%s %s" % (rng.choice(pools.BIZ_W), rng.choice(pools.BIZ_K))
        self.retired = self.age >= 67 and rng.random() < 0.8
        self.fam = []
        self.us = cc in L.SPELL_US
        self.room = rng.choice(["Room ", "Clinic Room ", "Rm ", "Consulting Room "]), \
            rng.choice([str(rng.randint(1, 14)), "%s%d" % (rng.choice("ABCD"), rng.randint(1, 20)), "%d.%02d" % (rng.randint(1, 4), rng.randint(1, 30))])

    # --- people -----------------------------------------------------------
    def clin(self, role, k=0):
        key = "%s%d" % (role, k)
        if key not in self.clins:
            self.clins[key] = Clin(self.rng, self.cc, role)
        return self.clins[key]

    def relative(self, k=0):
        while len(self.fam) <= k:
            rng = self.rng
            p = Person(rng)
            if rng.random() < 0.6:
                p.last = self.pt.last
            rels = pools.RELATIONS_F if p.sex == "F" else pools.RELATIONS_M
            if self.age > 62:
                rels = [r for r in rels if r not in ("mother", "father")]
            if self.age < 45:
                rels = [r for r in rels if r not in ("granddaughter", "grandson", "daughter-in-law", "son-in-law")]
            rel = rng.choice(rels)
            if rel in ("wife", "husband", "partner") and self.age < 20:
                rel = "mother" if p.sex == "F" else "father"
            self.fam.append((rel, p))
        return self.fam[k]

    # --- formatting helpers ---------------------------------------------
    def D(self, d, style=None):
        return (L.fmt_date(d, style or self.dstyle), "DATE")

    def sp(self, uk, us):
        return us if self.us else uk

    def ptn(self, style=None):
        """Patient name as builder items (title kept outside the span)."""
        rng, p = self.rng, self.pt
        style = style or rng.choice(["full", "full", "title_last", "last_first", "title_full", "first_mid"])
        if style == "full":
            return [(p.full(), "PATIENT")]
        if style == "first_mid":
            if p.mid:
                return [("%s %s. %s" % (p.first, p.mid, p.last), "PATIENT")]
            return [(p.full(), "PATIENT")]
        if style == "title_last":
            return [p.title + " ", (p.last, "PATIENT")]
        if style == "title_full":
            return [p.title + " ", (p.full(), "PATIENT")]
        if style == "last_first":
            s = "%s, %s" % (p.last.upper(), p.first.upper())
            if p.mid:
                s += " " + p.mid
            return [(s, "PATIENT")]
        if style == "Last_first":
            return [("%s, %s" % (p.last, p.first), "PATIENT")]
        if style == "first":
            return [(p.first, "PATIENT")]
        if style == "last":
            return [(p.last, "PATIENT")]
        if style == "initials":
            return [(p.initials(), "PATIENT")]
        if style == "first_init":
            return [("%s %s." % (p.first, p.last[0]), "PATIENT")]
        raise ValueError(style)

    def pronoun(self, which="s"):
        f = self.pt.sex == "F"
        return {"s": "she" if f else "he", "o": "her" if f else "him",
                "p": "her" if f else "his", "S": "She" if f else "He",
                "P": "Her" if f else "His"}[which]

    def sexword(self):
        return self.rng.choice(["woman", "lady"]) if self.pt.sex == "F" else self.rng.choice(["man", "gentleman"])


def cname(c, style=None, rng=None):
    """Clinician name items; titles outside the span."""
    style = style or (rng.choice(["dr_last", "dr_full", "full"]) if rng else "dr_full")
    if not c.dr and style.startswith("dr"):
        style = "full"
    if style == "dr_last":
        return ["Dr ", (c.last, "DOCTOR")]
    if style == "dr_full":
        return ["Dr ", (c.full(), "DOCTOR")]
    if style == "drdot_full":
        return ["Dr. ", (c.full(), "DOCTOR")]
    if style == "init_last":
        return [("%s. %s" % (c.first[0], c.last), "DOCTOR")]
    if style == "initials":
        return [(c.initials().replace(".", ""), "DOCTOR")]
    return [(c.full(), "DOCTOR")]


def signoff(nb, case, c, closing=None, reg=True, contact=False):
    rng = case.rng
    if closing:
        nb.add(closing, "\n\n")
        if rng.random() < 0.3:
            nb.add(rng.choice(["(electronically signed)\n", "[e-signed]\n", "\n"]))
    nb.add(cname(c, rng.choice(["dr_full", "drdot_full", "full"]) if c.dr else "full"))
    if case.us and c.role != "admin":
        nb.add(", ", c.job.split(",")[-1].strip() if "," in c.job else "MD" if c.dr else c.job)
        nb.add("\n")
    else:
        nb.add("\n", c.job, "\n")
    if reg and c.reg:
        nb.add(c.reg[0], rng.choice([" ", ": ", " No. "]), (c.reg[1], "LICENSE"), "\n")
    if contact:
        nb.add(rng.choice(["Tel ", "Direct line: ", "Ph: "]), (L.phone(rng, case.cc) + (L.ext(rng) if rng.random() < 0.3 else ""), "PHONE"), "\n")
        if rng.random() < 0.6:
            nb.add(rng.choice(["Email: ", "E: ", ""]), (email_for(rng, "%s.%s" % (slug(c.first)[:1], slug(c.last))), "EMAIL"), "\n")


def letterhead(nb, case, dept=None, upper=None):
    rng = case.rng
    upper = rng.random() < 0.4 if upper is None else upper
    h = case.clinic if case.clinic and rng.random() < 0.5 else case.hosp
    nb.add((h.upper() if upper else h, "HOSPITAL"), "\n")
    if dept:
        nb.add(dept, "\n")
    if rng.random() < 0.35:
        nb.add((rng.choice(pools.WINGS), "LOCATION_OTHER"), ", ")
    nb.add(L.addr_items(rng, case.hosp_addr), "\n")
    r = rng.random()
    nb.add(rng.choice(["Tel: ", "T: ", "Phone "]), (case.hosp_phone, "PHONE"))
    if r < 0.7:
        nb.add(rng.choice(["  Fax: ", " | Fax ", "   F: "]), (case.hosp_fax, "FAX"))
    nb.add("\n")
    if rng.random() < 0.6:
        nb.add(rng.choice(["Email: ", "E: ", ""]), (case.hosp_email, "EMAIL"))
        if rng.random() < 0.5:
            nb.add(rng.choice(["  Web: ", " | "]), (case.hosp_url, "URL"))
        nb.add("\n")
    return h


def gp_items(case, with_addr=True):
    rng = case.rng
    it = list(cname(case.gp, rng.choice(["dr_full", "dr_last", "drdot_full"])))
    it += [", " if rng.random() < 0.5 else "\n", (case.practice, "HOSPITAL")]
    if with_addr:
        it += ["\n" if rng.random() < 0.5 else ", ", L.addr_items(rng, case.practice_addr)]
    return it


def demo_block(nb, case, fields, sep=": ", pad=True):
    """Patient demographic block; fields is an ordered list of keys."""
    rng = case.rng
    w = 14 if pad else 0
    lab = lambda s: (s + sep).ljust(w) if pad else s + sep
    for f in fields:
        if f == "name":
            nb.add(lab(rng.choice(["Name", "Patient", "Patient name"])),
                   case.ptn(rng.choice(["full", "last_first", "last_first", "first_mid", "Last_first"])), "\n")
        elif f == "dob":
            nb.add(lab(rng.choice(["DOB", "D.O.B.", "Date of birth"])), case.D(case.dob))
            if rng.random() < 0.5:
                a, b = rng.choice([(" (", "y)"), (" (", " yrs)"), ("  Age: ", ""), (" (aged ", ")"), (" [", "]")])
                nb.add(a, (str(case.age), "AGE"), b)
            nb.add("\n")
        elif f == "age":
            nb.add(lab("Age"), (str(case.age), "AGE"), rng.choice(["", " years", "y"]), "\n")
        elif f == "sex":
            nb.add(lab(rng.choice(["Sex", "Gender"])), rng.choice(["F", "Female"]) if case.pt.sex == "F" else rng.choice(["M", "Male"]), "\n")
        elif f == "mrn":
            nb.add(lab(case.mrn[0]), (case.mrn[1], "MRN"), "\n")
        elif f == "nhs" and case.nhs:
            nb.add(lab("NHS No"), (case.nhs, "MRN"), "\n")
        elif f == "natid" and case.natid:
            nb.add(lab(case.natid[0]), (case.natid[1], "SSN"), "\n")
        elif f == "plan" and case.plan:
            if case.plan[0] in ("Membership No", "Policy No", "Member ID", "Medical aid no", "Subscriber ID", "Policy #"):
                nb.add(lab("Insurer"), (case.insurer, "ORGANIZATION"), "\n")
            nb.add(lab(case.plan[0]), (case.plan[1], "HEALTHPLAN"), "\n")
        elif f == "addr":
            nb.add(lab("Address"), L.addr_items(rng, case.addr), "\n")
        elif f == "phone":
            nb.add(lab(rng.choice(["Tel", "Phone", "Home", "Contact"])), (case.phone, "PHONE"))
            if rng.random() < 0.5:
                nb.add(rng.choice([" / ", "  Mob: ", ", mobile "]), (case.mobile, "PHONE"))
            nb.add("\n")
        elif f == "mobile":
            nb.add(lab(rng.choice(["Mobile", "Mob", "Cell"])), (case.mobile, "PHONE"), "\n")
        elif f == "gp":
            nb.add(lab(rng.choice(["GP", "Referrer", "PCP" if case.us else "GP"])), gp_items(case, with_addr=False), "\n")
