"""Shared world state (invented rosters per country) and renderers used by
all genre modules: patients, clinicians, hospitals, letterheads, sign-offs."""
import datetime

from doc import S, pick, wpick, chance
import names
import places
import locale_fmt as LF
import clin

COUNTRIES = ["US", "UK", "IE", "CA", "AU", "NZ", "ZA", "IN"]
COUNTRY_W = [("US", 22), ("UK", 22), ("IE", 10), ("CA", 12), ("AU", 12),
             ("NZ", 9), ("ZA", 7), ("IN", 6)]

ROLE_TITLES = {
    # role: (UK-style title, US-style title)
    "pcard": ("Consultant Paediatric Cardiologist", "Attending Physician, Pediatric Cardiology"),
    "achd": ("Consultant Cardiologist, Adult Congenital Heart Disease", "ACHD Cardiologist"),
    "fetal": ("Consultant in Fetal Cardiology", "Fetal Cardiologist"),
    "surgeon": ("Consultant Congenital Cardiac Surgeon", "Congenital Heart Surgeon"),
    "anaes": ("Consultant Cardiac Anaesthetist", "Pediatric Cardiac Anesthesiologist"),
    "neonat": ("Consultant Neonatologist", "Neonatologist"),
    "intens": ("Consultant Paediatric Intensivist", "Cardiac Intensivist"),
    "reg": ("Specialty Registrar, Paediatric Cardiology", "Pediatric Cardiology Fellow"),
    "cns": ("Clinical Nurse Specialist, Congenital Cardiology", "Pediatric Cardiology Nurse Practitioner"),
    "sono": ("Cardiac Physiologist", "Pediatric Cardiac Sonographer, RDCS"),
    "pharm": ("Anticoagulation Pharmacist", "Clinical Pharmacist, Anticoagulation Service"),
    "obs": ("Consultant Obstetrician, Maternal Medicine", "Maternal-Fetal Medicine Physician"),
    "midwife": ("Fetal Medicine Midwife", "Perinatal Nurse Coordinator"),
    "gp": ("General Practitioner", "Pediatrician"),
    "schoolnurse": ("School Nurse", "School Nurse"),
    "sec": ("Medical Secretary", "Clinic Coordinator"),
    "transport": ("Advanced Neonatal Nurse Practitioner", "Transport Nurse Practitioner"),
    "perf": ("Clinical Perfusionist", "Perfusionist"),
    "psych": ("Clinical Psychologist", "Psychologist"),
    "physio": ("Physiotherapist", "Physical Therapist"),
    "gc": ("Genetic Counsellor", "Genetic Counselor"),
    "ep": ("Consultant Electrophysiologist", "Pediatric Electrophysiologist"),
    "physiol": ("Cardiac Physiologist (Devices)", "Device Clinic Technologist"),
}
NURSE_ROLES = ("cns", "midwife", "schoolnurse", "transport", "pharm", "sono",
               "sec", "perf", "psych", "physio", "gc", "physiol")
DOCTOR_ROLES = ("pcard", "achd", "fetal", "surgeon", "anaes", "neonat",
                "intens", "reg", "obs", "gp", "ep")
CRED_US = {"cns": "CPNP", "sono": "RDCS", "pharm": "PharmD", "midwife": "RN",
           "schoolnurse": "RN", "transport": "NNP-BC", "perf": "CCP",
           "psych": "PhD", "physio": "DPT", "gc": "MS, CGC", "physiol": "CCDS",
           "sec": ""}


class Clin:
    def __init__(self, person, role, cc, rng):
        self.p = person
        self.role = role
        self.cc = cc
        self.doctor = role in DOCTOR_ROLES
        uk = cc not in ("US", "CA")
        if self.doctor:
            if role == "surgeon" and cc in ("UK", "IE", "AU", "NZ") and chance(rng, 0.7):
                self.title = "Mr" if person.sex == "M" else pick(rng, ["Ms", "Miss"])
            elif chance(rng, 0.12) and role not in ("reg", "gp"):
                self.title = "Prof" if uk else "Dr."
            else:
                self.title = "Dr" if uk else "Dr."
            self.cred = "" if uk else pick(rng, ["MD", "MD", "MD", "DO", "MBBS"])
            if cc == "IN":
                self.cred = pick(rng, ["MD, DM (Cardiology)", "MS, MCh (CTVS)", "DNB"]) if chance(rng, 0.5) else ""
        else:
            self.title = ""
            self.cred = "" if uk else CRED_US.get(role, "RN")
            if uk and role in ("cns", "midwife", "schoolnurse", "transport"):
                self.cred = pick(rng, ["RN", "RGN", "RSCN", "RM" if role == "midwife" else "RN", ""])
        self.job = ROLE_TITLES[role][1 if cc in ("US", "CA") else 0]
        if cc == "AU" and role == "reg":
            self.job = "Advanced Trainee, Paediatric Cardiology"
        if cc == "IE" and role == "reg":
            self.job = "Specialist Registrar, Paediatric Cardiology"
        self.lic = LF.licence(rng, cc, "doctor" if self.doctor else "nurse")
        self.ext = LF.digits(rng, 4)
        self.pager = LF.pager(rng, cc)
        self.user = LF.username(rng, person)

    def ref(self, rng, style=None):
        """A mention in running text: title outside the span."""
        st = style or pick(rng, ["t_l", "t_l", "t_fl", "fl", "fl_c"])
        if st == "t_l" and self.title:
            return [self.title + " ", S("DOCTOR", self.p.render("l"))]
        if st == "t_fl" and self.title:
            return [self.title + " ", S("DOCTOR", self.p.render("fl"))]
        if st == "fl_c" and self.cred:
            return [S("DOCTOR", self.p.render("fl")), ", " + self.cred]
        if st == "f":
            return [S("DOCTOR", self.p.render("f"))]
        return [S("DOCTOR", self.p.render(pick(rng, ["fl", "fl", "fml"])))]

    def sig(self, rng, lic=True, contact=False):
        out = []
        if self.title and chance(rng, 0.6):
            out += [self.title + " "]
        out += [S("DOCTOR", self.p.render(pick(rng, ["fl", "fl", "fml", "fmfl"])))]
        if self.cred:
            out += [", " + self.cred]
        out += ["\n", self.job, "\n"]
        if lic:
            out += [self.lic[0] + (": " if chance(rng, 0.5) else " "), S("LICENSE", self.lic[1]), "\n"]
        return out


class Hospital:
    def __init__(self, name, addr, phone, fax, dom, rng):
        self.name = name
        self.addr = addr
        self.phone = phone
        self.fax = fax
        self.dom = dom
        self.url = pick(rng, ["www.", "https://www.", "", "http://"]) + dom + \
            pick(rng, ["", "/cardiology", "/heart-centre", "/patients", "/congenital-heart"])


def _dom(rng, name):
    stem = "".join(ch for ch in name.lower() if ch.isalpha())[:10]
    stem = LF._ascii(stem) or "clinic"
    return stem + "." + pick(rng, LF.EMAIL_DOMAINS)


class World:
    def __init__(self, rng):
        self.rng = rng
        self.hosp = {}
        self.practices = {}
        self.roster = {}
        for cc in COUNTRIES:
            hs = []
            for nm in places.HOSP_FIXED[cc]:
                city = None
                for c in places.CITIES[cc]:
                    if nm.startswith(c) or (" " + c) in nm:
                        city = c
                a = LF.make_address(rng, cc, city)
                hs.append(Hospital(nm, a, LF.phone(rng, cc), LF.phone(rng, cc, "fax"), _dom(rng, nm), rng))
            self.hosp[cc] = hs
            ps = []
            for i in range(14):
                city = pick(rng, places.CITIES[cc])
                base = pick(rng, places.STREET_BASE)
                nm = pick(rng, places.PRACTICE_PAT[cc]).replace("{c}", city).replace("{b}", base)
                a = LF.make_address(rng, cc, city)
                ps.append(Hospital(nm, a, LF.phone(rng, cc), LF.phone(rng, cc, "fax"), _dom(rng, nm), rng))
            self.practices[cc] = ps
            ro = {}
            for role in sorted(ROLE_TITLES):
                n = 5 if role in ("pcard", "achd", "cns", "sono", "reg") else 3
                ro[role] = [Clin(names.make_person(rng, cc if chance(rng, 0.8) else pick(rng, COUNTRIES)),
                                 role, cc, rng) for _ in range(n)]
            self.roster[cc] = ro

    def clin(self, cc, role):
        rng = self.rng
        if chance(rng, 0.8):
            return pick(rng, self.roster[cc][role])
        return Clin(names.make_person(rng, cc), role, cc, rng)

    def hospital(self, cc, exclude=None):
        hs = [h for h in self.hosp[cc] if h is not exclude]
        return pick(self.rng, hs)

    def hosp_kind(self, cc, kind, exclude=None):
        if kind == "adult":
            bad = ("Children", "Child", "Women", "Maternity", "Mother", "Newborn")
            hs = [h for h in self.hosp[cc] if h is not exclude and not any(w in h.name for w in bad)]
            return pick(self.rng, hs or self.hosp[cc])
        words = {"child": ("Children", "Heart", "University", "Institute", "Academic", "Royal"),
                 "women": ("Women", "Maternity", "Mother", "Newborn", "General", "Regional", "Base")}[kind]
        hs = [h for h in self.hosp[cc] if h is not exclude and any(w in h.name for w in words)]
        return pick(self.rng, hs or self.hosp[cc])

    def practice(self, cc, adult=False):
        ps = self.practices[cc]
        if adult:
            ps = [p for p in ps if "Pediatric" not in p.name and "Children" not in p.name and "Child " not in p.name] or ps
        return pick(self.rng, ps)


MODERN = ("Amplatzer", "Melody", "percutaneous", "transcatheter", "cone reconstruction", "Sano", "CP stent",
          "On-X", "Contegra", "stent")


class Case:
    """One patient with identifiers, family and cardiac history."""

    def __init__(self, world, cc, age_lo, age_hi, lesion=None, sex=None,
                 visit=None):
        rng = world.rng
        self.w = world
        self.cc = cc
        self.visit = visit or LF.rand_date(rng, datetime.date(2016, 1, 4), datetime.date(2025, 6, 27))
        age_days = rng.randrange(int(age_lo * 365.25), int(age_hi * 365.25) + 1)
        self.dob = self.visit - datetime.timedelta(days=age_days)
        self.age_days = age_days
        self.age = int(age_days // 365.25)
        self.pt = names.make_person(rng, cc, sex=sex)
        self.sex = self.pt.sex
        self.addr = LF.make_address(rng, cc)
        self.home = LF.phone(rng, cc)
        self.mob = LF.phone(rng, cc, "mob")
        self.mrn = LF.mrn(rng, cc)
        self.nhs = LF.national_health_no(rng, cc, self.dob)
        self.ssn = LF.ssn(rng, cc)
        self.hp = LF.healthplan(rng, cc, self.addr.region[1] if self.addr.region else None)
        self.acct = LF.account(rng, cc)
        self.lesion = clin.BY_KEY[lesion] if lesion else pick(rng, clin.LESIONS)
        self.hosp = world.hosp_kind(cc, "child" if self.age < 18 else "adult")
        self.gp = world.clin(cc, "gp")
        self.practice = world.practice(cc, adult=self.age >= 18)
        self.mother = names.relative(rng, cc, self.pt, "F", 0.7)
        self.father = names.relative(rng, cc, self.pt, "M", 0.85)
        self.mother_job = pick(rng, places.PROFESSIONS)
        self.father_job = pick(rng, places.PROFESSIONS)
        self.partner = names.make_person(rng, cc, sex="M" if self.sex == "F" else pick(rng, ["M", "M", "M", "F"]))
        self.partner_job = pick(rng, places.PROFESSIONS)
        self.sib = names.relative(rng, cc, self.pt, pick(rng, ["F", "M"]), 0.95)
        for _ in range(6):
            firsts = [self.pt.first, self.mother.first, self.father.first, self.sib.first]
            if len(set(firsts)) == 4:
                break
            self.sib = names.relative(rng, cc, self.pt, pick(rng, ["F", "M"]), 0.95)
            self.father = names.relative(rng, cc, self.pt, "M", 0.85)
            self.mother = names.relative(rng, cc, self.pt, "F", 0.7)
        self.email = LF.person_email(rng, self.pt)
        self._title = None
        # surgical history with dates
        self.history = []
        for text, lo, hi in self.lesion["procs"]:
            d = self.dob + datetime.timedelta(days=int((lo + (hi - lo) * rng.random()) * 365.25) + 1)
            if d.year < 2002 and any(w in text for w in MODERN):
                if "ASD" in text:
                    text = "surgical ASD closure (pericardial patch)"
                elif "duct" in text:
                    text = "surgical ligation of the arterial duct"
                else:
                    continue
            if d < self.visit - datetime.timedelta(days=20):
                self.history.append((d, text, world.hospital(cc) if chance(rng, 0.4) else self.hosp))

    def name(self, style=None):
        st = style or pick(self.w.rng, ["fl", "fl", "fml", "LF", "Lf"])
        return S("PATIENT", self.pt.render(st))

    def title(self):
        if self.age < 16:
            return ""
        if self._title is None:
            us = self.cc in ("US", "CA")
            if self.sex == "M":
                self._title = "Mr. " if us else "Mr "
            else:
                self._title = pick(self.w.rng, ["Ms. ", "Mrs. "] if us else ["Ms ", "Mrs ", "Miss "])
        return self._title

    def he(self):
        return "he" if self.sex == "M" else "she"

    def his(self):
        return "his" if self.sex == "M" else "her"

    def boy(self):
        if self.age >= 18:
            return "man" if self.sex == "M" else "woman"
        return "boy" if self.sex == "M" else "girl"

    def age_phrase(self, style=None):
        """Age with the number as the span; units outside."""
        rng = self.w.rng
        if self.age_days < 42:
            n = self.age_days
            st = style or pick(rng, ["dash", "old"])
            return [S("AGE", str(n)), "-day-old" if st == "dash" else " days old"]
        if self.age < 2:
            n = max(1, int(self.age_days // 30.44))
            st = style or pick(rng, ["dash", "old", "mo"])
            if st == "dash":
                return [S("AGE", str(n)), "-month-old"]
            if st == "mo":
                return [S("AGE", str(n)), "mo"]
            return [S("AGE", str(n)), " months old" if n > 1 else " month old"]
        n = self.age
        st = style or pick(rng, ["dash", "yo", "old", "aged", "y"])
        if st == "dash":
            return [S("AGE", str(n)), "-year-old"]
        if st == "yo":
            return [S("AGE", str(n)), pick(rng, [" yo", "yo", " y/o"])]
        if st == "aged":
            return ["aged ", S("AGE", str(n))]
        if st == "y":
            return [S("AGE", str(n)), pick(rng, ["y", " yrs", "Y"])]
        return [S("AGE", str(n)), " years old"]

    def age_short(self):
        """'14y' / '7m' / '12d' for headers."""
        if self.age_days < 42:
            return [S("AGE", str(self.age_days)), "d"]
        if self.age < 2:
            return [S("AGE", str(max(1, int(self.age_days // 30.44)))), "m"]
        return [S("AGE", str(self.age)), "y"]

    def parent(self):
        rng = self.w.rng
        if chance(rng, 0.65):
            return ("mother", self.mother, self.mother_job)
        return ("father", self.father, self.father_job)


def mum(cc):
    return "mom" if cc in ("US", "CA") else "mum"


def hosp_addr_line(rng, h):
    return h.addr.one_line(rng)


def letterhead(d, rng, h, dept, contact=True, url=False):
    d.ln(S("HOSPITAL", h.name))
    if dept:
        d.ln(dept)
    d.ln(h.addr.one_line(rng))
    if contact:
        d.w("Tel: ", S("PHONE", h.phone))
        if chance(rng, 0.7):
            d.w("  |  Fax: ", S("FAX", h.fax))
        d.t("\n")
    if url:
        d.ln(S("URL", h.url))


def id_block(d, rng, c, ds, fields=("name", "dob", "mrn", "nhs", "addr"), sep=": "):
    cc = c.cc
    for f in fields:
        if f == "name":
            d.ln("Name", sep, c.name(pick(rng, ["fl", "LF", "fml", "LFU"])))
        elif f == "dob":
            d.ln(pick(rng, ["DOB", "Date of birth", "D.O.B."]), sep, LF.D(c.dob, ds, cc))
        elif f == "age":
            d.ln("Age", sep, c.age_short())
        elif f == "mrn":
            d.ln(c.mrn[0], sep, S("MRN", c.mrn[1]))
        elif f == "nhs" and c.nhs:
            d.ln(c.nhs[0], sep, S("MRN", c.nhs[1]))
        elif f == "addr":
            d.ln("Address", sep, c.addr.one_line(rng))
        elif f == "hp" and c.hp:
            d.ln(c.hp[0], sep, S("HEALTHPLAN", c.hp[1]))
        elif f == "ssn" and c.ssn:
            d.ln(c.ssn[0], sep, S("SSN", c.ssn[1]))
        elif f == "acct":
            d.ln(c.acct[0], sep, S("ACCOUNT", c.acct[1]))
        elif f == "phone":
            d.ln("Tel", sep, S("PHONE", c.home if chance(rng, 0.5) else c.mob))


def cc_list(d, rng, c, extra=()):
    d.t("\ncc: ")
    d.w(c.gp.ref(rng, "t_fl"), ", ", S("HOSPITAL", c.practice.name), ", ",
        c.practice.addr.one_line(rng), "\n")
    for e in extra:
        d.w("    ", e, "\n")


def surg_history(d, rng, c, ds_year=True, bullet="- "):
    cc = c.cc
    for dt, text, h in c.history:
        st = pick(rng, ["y", "my", "y", "num"]) if ds_year else "num"
        d.w(bullet, LF.D(dt, st, cc), ": ", text)
        if chance(rng, 0.5):
            d.w(", ", S("HOSPITAL", h.name))
        d.t("\n")


def world_country(rng):
    c = pick(rng, places.WORLD)
    if c.startswith("the "):
        return ["the ", S("COUNTRY", c[4:])]
    return [S("COUNTRY", c)]


def typist(d, rng, author):
    ini = "".join(x[0] for x in author.p.render("fl").split())
    sec = names.make_person(rng, author.cc)
    d.w(pick(rng, ["Ref: ", "Our ref: ", "DD/", ""]), S("DOCTOR", ini.upper()), "/",
        S("DOCTOR", sec.initials(False).lower()), "\n")


SECONDARY_WORDS = ("High", "Secondary", "College", "Grammar", "Collegiate", "Hoërskool", "Academy", "Middle",
                   "Intermediate", "Charter")


def school(rng, cc, age=None):
    pats = places.SCHOOL_PAT[cc]
    if age is not None:
        sec = [p for p in pats if any(w in p for w in SECONDARY_WORDS)]
        pri = [p for p in pats if p not in sec]
        if age < 11 and pri:
            pats = pri
        elif age >= 12 and sec:
            pats = sec
    pat = pick(rng, pats)
    return pat.replace("{c}", pick(rng, places.CITIES[cc])).replace(
        "{b}", pick(rng, places.STREET_BASE)).replace("{s}", pick(rng, places.SAINTS))


def college(rng, cc):
    pat = pick(rng, places.COLLEGE_PAT)
    return pat.replace("{c}", pick(rng, places.CITIES[cc])).replace(
        "{b}", pick(rng, places.STREET_BASE))


def year_group(rng, cc, age):
    if cc == "UK":
        return "Year %d" % max(1, min(13, age - 4))
    if cc in ("US", "CA"):
        g = age - 5
        return "kindergarten" if g <= 0 else "grade %d" % min(12, g)
    if cc == "IE":
        return pick(rng, ["%s class" % ["junior infants", "senior infants", "1st", "2nd", "3rd", "4th", "5th", "6th"][max(0, min(7, age - 4))]]) \
            if age < 13 else "%s year" % ["1st", "2nd", "3rd", "transition", "5th", "6th"][max(0, min(5, age - 12))]
    if cc in ("AU", "NZ"):
        return "Year %d" % max(1, min(13, age - 5))
    return "Grade %d" % max(1, min(12, age - 5))


def a_an(word):
    return "an" if word[:1].lower() in "aeiou" else "a"


def extra_ids(d, rng, c, p_ssn=0.35, p_hp=0.4, sep=": ", gap="   "):
    """Optional registration identifiers on one line (SSN-like, health plan)."""
    parts = []
    if c.ssn and chance(rng, p_ssn):
        parts += [c.ssn[0], sep, S("SSN", c.ssn[1])]
    if c.hp and chance(rng, p_hp):
        if parts:
            parts.append(gap)
        parts += [c.hp[0], sep, S("HEALTHPLAN", c.hp[1])]
    if parts:
        d.ln(parts)


def origin_phrase(rng, c, who="The family"):
    return [who, pick(rng, [" moved here from ", " originally came from ", " relocated from "]),
            world_country(rng), pick(rng, [" in ", " in "]), LF.D(c.visit.replace(year=max(c.dob.year, c.visit.year - rng.randrange(1, 12))), "y", c.cc), ". "]


WARD_ONLY = {"Tūī Ward": "NZ", "Kiwi Ward": "NZ", "Koala Ward": "AU"}


def ward(rng, cc):
    ws = [w for w in places.WARDS if WARD_ONLY.get(w, cc) == cc]
    return pick(rng, ws)
