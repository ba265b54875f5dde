"""Per-note context (the invented patient, staff, sites, timeline) and shared blocks."""
import datetime

import pools as PL
from common import (P, Person, Doc, Country, PRONOUNS, BIRTH_COUNTRIES, rdate, plus, age_at, pad, letters,
                    email, url, ip, bioid, specimen)

AGE_RANGE = {"UK": (25, 64), "IE": (25, 65), "AU": (25, 72), "NZ": (25, 69), "US": (21, 65), "CA": (21, 69), "ZA": (30, 59)}


EMP_FOR = {
    "primary school teacher": ["Primary School", "Academy"], "teaching assistant": ["Primary School", "Academy"],
    "dental nurse": ["Dental Care", "Dental Practice"], "bus driver": ["Buses", "Coachways"], "warehouse operative": ["Logistics", "Distribution"],
    "chef": ["Hotel", "Bistro"], "barista": ["Coffee Roasters", "Cafe"], "veterinary nurse": ["Veterinary Clinic", "Vets"],
    "solicitor": ["Solicitors LLP", "Legal"], "paralegal": ["Solicitors LLP", "Legal"], "software developer": ["Software", "Digital Ltd"],
    "call centre agent": ["Call Centre", "Contact Centre"], "bank clerk": ["Credit Union", "Building Society"],
    "hairdresser": ["Hair Studio", "Salon"], "cleaner": ["Cleaning Services", "Facilities Ltd"], "truck driver": ["Freight", "Haulage"],
    "factory worker": ["Foods Ltd", "Packaging"], "machinist": ["Engineering", "Fabrication"], "accountant": ["Accountants", "Insurance Brokers"],
    "gardener": ["Garden Centre", "Landscapes"], "university lecturer": ["Community College", "Institute of Technology"],
    "retail manager": ["Outfitters", "Home Stores"], "shop assistant": ["Outfitters", "Pharmacy Retail"], "journalist": ["Gazette", "Media"],
    "electrician": ["Electrical", "Engineering"], "security guard": ["Security Ltd"], "receptionist": ["Hotel", "Dental Care"],
    "data analyst": ["Insurance Brokers", "Analytics"], "sales representative": ["Foods Ltd", "Distribution"],
}


class Ctx:
    def __init__(self, rng, code):
        self.r = r = rng
        self.C = C = Country(code, rng)
        self.code = code
        tm = r.random() < 0.04
        self.sex = "M" if tm else "F"
        self.trans = tm
        self.pt = Person(r, self.sex)
        self.she, self.her, self.herobj = PRONOUNS[self.sex]
        self.She = self.she.capitalize()
        self.Her = self.her.capitalize()
        if tm:
            self.ptitle = r.choice(["Mr", "Mx"])
        else:
            self.ptitle = r.choice(["Ms", "Ms", "Mrs", "Miss", "Mrs"]) if code != "US" else r.choice(["Ms.", "Mrs.", "Ms."])
        lo, hi = AGE_RANGE[code]
        self.age = r.randint(lo, hi)
        self.t0 = rdate(r)
        self.dob = self.t0 - datetime.timedelta(days=365 * self.age + r.randint(10, 350))
        self.age = age_at(self.dob, self.t0)
        self.addr = C.address()
        self.mrn_label, self.mrn = C.mrn()
        self.nat = C.natid()
        self.hp = C.healthplan()
        self.ssn = C.ssn()
        self.hosp = C.hospital()
        self.hosp_addr = C.address()
        self.hosp2 = C.hospital()
        self.practice = C.practice()
        self.pr_addr = C.address()
        self.lab = C.lab() if r.random() < 0.5 else None
        self.lab_addr = C.address()
        self.ward = C.ward()
        self.building = C.building()
        self.gp = Doc(r, C, "gp")
        self.colpo = Doc(r, C, "colpo")
        self.nurse = Doc(r, C, "nurse", "F")
        self.reg = Doc(r, C, "reg")
        self.path = Doc(r, C, "path")
        self.bms = Doc(r, C, "bms")
        self.admin = Doc(r, C, "admin", "F")
        self.pnurse = Doc(r, C, "pn", "F")
        self.hca = Doc(r, C, "hca", "F")
        self.interp = Person(r, "F" if r.random() < 0.6 else "M")
        self.mob = C.phone("mobile")
        self.home = C.phone("land")
        self.hphone = C.phone("land", ext=r.random() < 0.3)
        self.hfax = C.phone("land")
        self.pfax = C.phone("land")
        self.pphone = C.phone("land")
        self.hemail = email(r)
        self.pemail = email(r, self.pt)
        self.occ = r.choice(PL.OCCUPATIONS)
        self.employer = None
        if self.occ in EMP_FOR:
            self.employer = "%s %s" % (r.choice(PL.EMPLOYER_STEMS), r.choice(EMP_FOR[self.occ]))
        self.rel = Person(r, "M" if r.random() < 0.45 else "F")
        if self.rel.sex == "M":
            self.relword = r.choice(["partner", "husband", "boyfriend", "fiancé", "son", "brother", "friend", "father"])
        else:
            self.relword = r.choice(["partner", "wife", "girlfriend", "mother", "sister", "daughter", "friend", "aunt",
                                     "mother-in-law", "cousin", "flatmate"])
        self.relocc = r.choice(PL.OCCUPATIONS)
        self.born = r.choice(BIRTH_COUNTRIES) if r.random() < 0.35 else None
        self.kids = r.choice([0, 0, 1, 1, 2, 2, 3])
        self.grav = self.kids + r.choice([0, 0, 1])
        self.preg = self.age <= 40 and r.random() < 0.1
        if self.preg:
            self.grav = self.kids + 1 + r.choice([0, 0, 1])
        self.meno = self.age >= 52
        self.smoker = r.choice(["non-smoker", "ex-smoker", "current smoker, 10/day", "smokes 5-6 cigarettes/day",
                                "never smoked", "vapes", "quit 2 years ago"])
        self.spec = specimen(r, r.choice(["C", "CY", "LB"]))
        self.hspec = specimen(r, r.choice(["H", "S", "HS"]))
        self.acct = r.choice(["V" + pad(r, 8), pad(r, 10), "EN-" + pad(r, 7), "ENC" + pad(r, 9), pad(r, 4) + "-" + pad(r, 6)])
        self.ubrn = pad(r, 4) + " " + pad(r, 4) + " " + pad(r, 4)
        self.ip = ip(r)
        self.url = url(r)
        self.bio = bioid(r)

    # patient name renderings -> pieces
    def pn(self, style=None):
        r = self.r
        p = self.pt
        st = style or r.choice(["full", "full", "title", "first"])
        if st == "full":
            return [P(p.full(), "PATIENT")]
        if st == "fml":
            return [P(p.fml(), "PATIENT")]
        if st == "title":
            return [self.ptitle + " ", P(p.last, "PATIENT")]
        if st == "tfull":
            return [self.ptitle + " ", P(p.full(), "PATIENT")]
        if st == "first":
            return [P(p.first, "PATIENT")]
        if st == "LF":
            return [P(p.LF(), "PATIENT")]
        if st == "lf":
            return [P(p.lf(), "PATIENT")]
        if st == "init":
            return [P(p.init(), "PATIENT")]
        if st == "init2":
            return [P(p.init2(), "PATIENT")]
        raise ValueError(st)

    def D(self, dt, style=None):
        return self.C.D(dt, style)

    def A(self, dt=None):
        return P(str(age_at(self.dob, dt or self.t0)), "AGE")

    def rel_pieces(self, style=None):
        st = style or self.r.choice(["full", "first"])
        return [P(self.rel.full() if st == "full" else self.rel.first, "FAMILY")]


# ---------------------------------------------------------------- blocks

def letterhead(nb, c, dept=None, hosp=None, addr=None, fax=True, mail=True):
    r = c.r
    h = hosp or c.hosp
    dept = dept or r.choice(["Colposcopy Clinic", "Colposcopy Service", "Department of Gynaecology" if c.code != "US" else "Department of Gynecology",
                             "Women's Health Outpatients", "Gynaecology Outpatient Department" if c.code != "US" else "Women's Clinic"])
    nb.f("{h}\n{d}\n", h=P(h, "HOSPITAL"), d=dept)
    if r.random() < 0.3:
        nb.f("{b}, Level {l}\n", b=P(c.building, "LOCATION_OTHER"), l=str(r.randint(1, 6)))
    nb.put(addr or c.hosp_addr)
    nb.add("\n")
    nb.f("Tel: {t}", t=P(c.hphone, "PHONE"))
    if fax:
        nb.f("  |  Fax: {f}", f=P(c.hfax, "FAX"))
    nb.add("\n")
    if mail:
        nb.f("Email: {e}\n", e=P(c.hemail, "EMAIL"))
    nb.add("\n")


def pt_ids(nb, c, sep="\n", with_hp=None, with_ssn=None):
    r = c.r
    nb.f("{l}: {v}", l=c.mrn_label, v=P(c.mrn, "MRN"))
    if c.nat:
        nb.f("{s}{l}: {v}", s=sep, l=c.nat[0], v=P(c.nat[1], "MRN"))
    if c.hp and (with_hp if with_hp is not None else r.random() < 0.5):
        nb.f("{s}{l}: {v}", s=sep, l=c.hp[0], v=P(c.hp[1], "HEALTHPLAN"))
    if c.ssn and (with_ssn if with_ssn is not None else r.random() < 0.25):
        nb.f("{s}{l}: {v}", s=sep, l=c.ssn[0], v=P(c.ssn[1], "SSN"))


def pt_block(nb, c, addr=True, phone=True):
    r = c.r
    C = c.C
    if r.random() < 0.5:
        nb.f("Patient: {n}\nDOB: {d} ({a} yrs)\n", n=c.pn(r.choice(["LF", "tfull", "full"])), d=c.D(c.dob, C.numd(c.dob)), a=c.A())
    else:
        nb.f("RE: {n}   D.O.B. {d}   Age {a}\n", n=c.pn(r.choice(["LF", "tfull", "fml"])), d=c.D(c.dob, C.numd(c.dob)), a=c.A())
    pt_ids(nb, c, sep="   ")
    nb.add("\n")
    if addr:
        nb.add("Address: ")
        nb.put(c.addr)
        nb.add("\n")
    if phone:
        nb.f("Mobile: {m}", m=P(c.mob, "PHONE"))
        if r.random() < 0.4:
            nb.f("   Home: {h}", h=P(c.home, "PHONE"))
        nb.add("\n")


def signoff(nb, c, doc, closing=True, lic=None):
    r = c.r
    if closing:
        nb.add(r.choice(["Yours sincerely,\n\n", "Kind regards,\n\n", "With best wishes,\n\n", "Sincerely,\n\n"]))
    nb.put(doc.signed())
    nb.f("\n{j}\n", j=doc.job)
    if doc.lic and (lic if lic is not None else r.random() < 0.55):
        nb.f("{l} {v}\n", l=doc.lic_label, v=P(doc.lic, "LICENSE"))


def cc_block(nb, c, patient=True):
    r = c.r
    nb.add("\ncc: ")
    nb.put(c.gp.tname())
    nb.f(", {p}", p=P(c.practice, "HOSPITAL"))
    if r.random() < 0.6:
        nb.add(", ")
        nb.put(c.pr_addr)
    nb.add("\n")
    if patient:
        nb.add("    ")
        nb.put(c.pn("tfull"))
        nb.add(" (patient)\n")


def audit(nb, c, staff=None, when=None, kind=None):
    r = c.r
    staff = staff or r.choice([c.admin, c.nurse, c.colpo, c.reg])
    when = when or c.t0
    k = kind or r.choice(["a", "b", "c", "d"])
    u = staff.user(r)
    if k == "a":
        nb.f("\n--\nElectronically signed by {n} (user {u}) on {d} {t}. Workstation {ip}.\n",
             n=P(staff.full(), "DOCTOR"), u=P(u, "USERNAME"), d=c.D(when, "log"),
             t="%02d:%02d" % (r.randint(7, 18), r.randint(0, 59)), ip=P(c.ip, "IPADDR"))
    elif k == "b":
        nb.f("\n[Audit] created: {u} | {d} | auth: fingerprint {b} | terminal {ip}\n",
             u=P(u, "USERNAME"), d=c.D(when, "log"), b=P(c.bio, "BIOID"), ip=P(c.ip, "IPADDR"))
    elif k == "c":
        nb.f("\nDocument authorised by {n} via biometric sign-on (template ID {b}), login {u}\n",
             n=P(staff.full(), "DOCTOR"), b=P(c.bio, "BIOID"), u=P(u, "USERNAME"))
    else:
        nb.f("\nPrinted by {u} at {ip} on {d}\n", u=P(u, "USERNAME"), ip=P(c.ip, "IPADDR"), d=c.D(when, "log"))


def typist(nb, c, doc, dd=None, td=None):
    r = c.r
    t = c.admin
    nb.f("\n{a}/{b}", a=P(doc.init2().upper(), "DOCTOR"), b=P(t.init2().lower(), "DOCTOR"))
    if dd is not None:
        nb.f("  D: {d}  T: {e}", d=c.D(dd, c.C.numd(dd)), e=c.D(td, c.C.numd(td)))
    nb.add("\n")


def social(nb, c, brief=False, smoke=True):
    """social-history fragment with profession, family and maybe country of birth."""
    r = c.r
    bits = []
    nb.f("Occupation: {o}", o=P(c.occ, "PROFESSION"))
    if c.employer and r.random() < 0.6:
        nb.f(" at {e}", e=P(c.employer, "ORGANIZATION"))
    nb.add(". ")
    if smoke:
        nb.f("Smoking: {s}. ", s=c.smoker)
    if not brief:
        if r.random() < 0.6:
            nb.f("Lives with {w} {n}", w=c.relword, n=c.rel_pieces())
            if r.random() < 0.5:
                nb.f(" ({o})", o=P(c.relocc, "PROFESSION"))
            nb.add(". ")
        if c.born:
            nb.f("Born in {b}, moved here in {y}. ", b=P(c.born, "COUNTRY"),
                 y=c.D(datetime.date(max(c.dob.year + 2, c.t0.year - r.randint(2, 18)), 1, 1), "y"))
    return bits


def obs_line(c):
    r = c.r
    return r.choice(["G%dP%d" % (c.grav, c.kids), "Para %d" % c.kids, "G%d P%d+%d" % (c.grav, c.kids, c.grav - c.kids)])


def lmp(c, d):
    """LMP pieces for a visit on date d."""
    r = c.r
    if c.preg:
        return ["n/a - pregnant, %d weeks" % r.randint(10, 30)]
    if c.meno:
        if r.random() < 0.5:
            return [r.choice(["postmenopausal", "postmenopausal, no PMB", "n/a (menopause)"])]
        return ["postmenopausal since ", c.D(datetime.date(max(c.dob.year + 45, d.year - r.randint(1, 8)), 1, 1), "y")]
    return [c.D(d - datetime.timedelta(days=r.randint(3, 27)))]


def contraception(r, c=None):
    if c is not None and c.preg:
        return "none (currently pregnant)"
    if c is not None and c.meno:
        return r.choice(["n/a (postmenopausal)", "none", "HRT (Evorel Conti patches)", "vaginal oestrogen (Vagifem)"])
    return r.choice(["Mirena IUS", "copper IUD", "COCP (Microgynon 30)", "POP (desogestrel 75 mcg)", "Nexplanon implant",
                     "Depo-Provera", "condoms", "none", "vasectomised partner", "Kyleena IUS", "NuvaRing", "none (trying to conceive)"])
