"""Per-note context: the patient, their family, staff, sites and identifiers.

Methods return *pieces* (see notebuild) so genre code can drop them into
templates.  Things are created lazily and cached so one note refers to one
consistent patient, GP, clinic, etc.
"""
import datetime as dt

import phi
import pools as P


class Person:
    def __init__(self, rng, sex=None, last=None):
        self.sex = sex or rng.choice("FM")
        self.first = rng.choice(P.FEMALE if self.sex == "F" else P.MALE)
        self.last = last or rng.choice(P.SURNAMES)
        self.middle = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.45 else None
        self.nick = dict(P.NICKNAMES).get(self.first)

    def initials(self, dots=False):
        parts = [self.first[0]] + ([self.middle] if self.middle else []) + [self.last[0]]
        return (".".join(parts) + ".") if dots else "".join(parts)

    def name(self, rng, style=None):
        f, l, m = self.first, self.last, self.middle
        if style is None:
            style = rng.choice(("fl", "fl", "fl", "fml", "Lf", "LF", "il", "i_l", "LFM", "l", "f"))
        if style == "fml":
            return "%s %s. %s" % (f, m, l) if m else "%s %s" % (f, l)
        if style == "fm_l":
            return "%s %s %s" % (f, m, l) if m else "%s %s" % (f, l)
        if style == "Lf":
            return "%s, %s" % (l, f)
        if style == "LF":
            return "%s, %s" % (l.upper(), f.upper())
        if style == "LFM":
            return "%s, %s%s" % (l.upper(), f, (" " + m) if m else "")
        if style == "il":
            return "%s. %s" % (f[0], l)
        if style == "i_l":
            return "%s %s" % (f[0], l)
        if style == "iil":
            return ("%s.%s. %s" % (f[0], m, l)) if m else "%s. %s" % (f[0], l)
        if style == "l":
            return l
        if style == "L":
            return l.upper()
        if style == "f":
            return f
        if style == "nick":
            return self.nick or f
        if style == "ii":
            return self.initials()
        if style == "i.i.":
            return self.initials(True)
        if style == "FL":
            return ("%s %s" % (f, l)).upper()
        return "%s %s" % (f, l)

    def title(self, country, rng, doctor=False):
        dot = "." if country in ("US", "CA") and rng.random() < 0.7 else ""
        if doctor:
            return "Dr" + dot
        if self.sex == "M":
            return "Mr" + dot
        return rng.choice(("Mrs", "Ms", "Mrs", "Miss")) + (dot if rng.random() < 0.9 else "")


STAFF_ROLES = {
    "UK": {
        "continence": ("Continence Nurse Specialist", ("CNS", "RGN", "RN", "Continence CNS")),
        "physio": ("Specialist Pelvic Health Physiotherapist", ("MCSP", "Physiotherapist", "HCPC reg")),
        "urogyn": ("Consultant Urogynaecologist", ("FRCOG", "MRCOG", "Consultant")),
        "urologist": ("Consultant Urologist", ("FRCS (Urol)", "Consultant")),
        "lymph": ("Lymphoedema Nurse Specialist", ("Lymphoedema CNS", "RGN", "Lymphoedema Practitioner")),
        "dn": ("District Nurse", ("DN", "Community Staff Nurse", "RN")),
        "gp": ("GP", ("MRCGP", "GP", "MBChB")),
        "admin": ("Medical Secretary", ("Admin", "Secretary", "Clerk")),
        "carer": ("Senior Carer", ("Senior Carer", "Care Assistant", "HCA")),
        "hca": ("Healthcare Assistant", ("HCA", "AP", "Nursing Associate")),
        "uds": ("Clinical Scientist (Urodynamics)", ("Clinical Scientist", "Urodynamics Nurse")),
        "pharm": ("Pharmacist", ("MRPharmS", "Pharmacist")),
        "fitter": ("Garment Fitter", ("Fitter", "Orthotist")),
    },
    "AU": {
        "continence": ("Continence Nurse Advisor", ("CNC", "RN", "Continence Nurse Advisor", "NP")),
        "physio": ("Pelvic Health Physiotherapist", ("APAM", "Physiotherapist", "B.Physio")),
        "urogyn": ("Urogynaecologist", ("FRANZCOG", "CU", "Consultant")),
        "urologist": ("Urologist", ("FRACS", "Consultant")),
        "lymph": ("Lymphoedema Practitioner", ("ALA accredited", "Lymphoedema Therapist", "OT")),
        "dn": ("Community Nurse", ("RN", "EN", "CN")),
        "gp": ("GP", ("FRACGP", "MBBS", "GP")),
        "admin": ("Admin Officer", ("Admin", "Ward Clerk", "Receptionist")),
        "carer": ("Personal Care Worker", ("PCW", "AIN", "Carer")),
        "hca": ("Assistant in Nursing", ("AIN", "EN")),
        "uds": ("Urodynamic Nurse", ("RN", "CNS")),
        "pharm": ("Pharmacist", ("B.Pharm", "Pharmacist")),
        "fitter": ("Garment Fitter", ("Fitter", "OT")),
    },
    "US": {
        "continence": ("Continence Nurse", ("RN, CWOCN", "WOCN", "RN", "APRN", "NP-C")),
        "physio": ("Pelvic Floor Physical Therapist", ("PT, DPT", "DPT", "PT", "DPT, WCS")),
        "urogyn": ("Urogynecologist", ("MD", "DO", "MD, FPMRS")),
        "urologist": ("Urologist", ("MD", "DO")),
        "lymph": ("Lymphedema Therapist", ("OTR/L, CLT", "PT, CLT-LANA", "CLT")),
        "dn": ("Home Health Nurse", ("RN", "LPN", "RN, BSN")),
        "gp": ("PCP", ("MD", "DO", "NP", "PA-C")),
        "admin": ("Patient Service Rep", ("PSR", "Scheduler", "Intake Coordinator")),
        "carer": ("CNA", ("CNA", "STNA", "Aide")),
        "hca": ("Medical Assistant", ("MA", "CMA")),
        "uds": ("Urodynamics Technician", ("RN", "CUA", "Tech")),
        "pharm": ("Pharmacist", ("PharmD", "RPh")),
        "fitter": ("Certified Fitter", ("CFm", "Fitter", "CO")),
    },
    "CA": {
        "continence": ("Nurse Continence Advisor", ("RN", "NCA", "RN(EC)", "NSWOC")),
        "physio": ("Pelvic Health Physiotherapist", ("PT", "MScPT", "Physiotherapist")),
        "urogyn": ("Urogynecologist", ("MD, FRCSC", "MD")),
        "urologist": ("Urologist", ("MD, FRCSC", "MD")),
        "lymph": ("Lymphedema Therapist", ("CDT", "RMT, CDT", "PT, CDT")),
        "dn": ("Home Care Nurse", ("RN", "RPN", "LPN")),
        "gp": ("Family Physician", ("MD, CCFP", "MD", "NP")),
        "admin": ("Clinic Clerk", ("Clerk", "Admin", "Unit Clerk")),
        "carer": ("PSW", ("PSW", "HCA", "Care Aide")),
        "hca": ("Care Aide", ("HCA", "PSW")),
        "uds": ("Urodynamics Nurse", ("RN", "RPN")),
        "pharm": ("Pharmacist", ("RPh", "PharmD")),
        "fitter": ("Compression Fitter", ("CFm", "Fitter")),
    },
}
DOCTOR_ROLES = ("urogyn", "urologist", "gp")


def town(rng, country):
    tail = {"UK": P.TOWN_TAIL_UK, "AU": P.TOWN_TAIL_AU, "US": P.TOWN_TAIL_US,
            "CA": P.TOWN_TAIL_CA}[country]
    t = rng.choice(tail)
    h = rng.choice(P.TOWN_HEAD)
    if t[0] != " " and h[-1] == t[0]:
        t = t[1:]
    return h + t


class Ctx:
    def __init__(self, rng, country, genre):
        self.rng = rng
        self.country = country
        self.genre = genre
        self.us = country == "US"
        self.visit = phi.rand_date(rng, dt.date(2022, 1, 10), dt.date(2025, 6, 27))
        male_share = {"pelvic_floor_physio": 0.15, "urogyn_nurse_clinic": 0.0,
                      "urodynamics_report": 0.3, "catheter_care_record": 0.5,
                      "lymph_volume": 0.2, "compression_rx": 0.25}.get(genre, 0.3)
        sex = "M" if rng.random() < male_share else "F"
        self.pt = Person(rng, sex)
        if genre in ("pelvic_floor_physio", "portal_message"):
            self.age = rng.randint(24, 78)
        elif genre in ("carehome_review", "catheter_care_record"):
            self.age = rng.randint(68, 101)
        else:
            self.age = rng.randint(29, 94)
        self.dob = phi.dob_for_age(rng, self.visit, self.age)
        self._cache = {}
        self.city = town(rng, country)
        self._mk_address()

    # --------------------------------------------------------------- basics
    def once(self, key, fn):
        if key not in self._cache:
            self._cache[key] = fn()
        return self._cache[key]

    def w(self, uk):
        """Spelling by locale."""
        if not self.us:
            return uk
        table = {"oedema": "edema", "Oedema": "Edema", "lymphoedema": "lymphedema",
                 "Lymphoedema": "Lymphedema", "LYMPHOEDEMA": "LYMPHEDEMA",
                 "urogynaecology": "urogynecology", "Urogynaecology": "Urogynecology",
                 "catheterisation": "catheterization", "haematuria": "hematuria",
                 "organise": "organize", "centre": "center", "colour": "color",
                 "behaviour": "behavior", "programme": "program", "oestrogen": "estrogen",
                 "faecal": "fecal", "gynaecology": "gynecology", "litre": "liter",
                 "Physiotherapy": "Physical Therapy", "physiotherapy": "physical therapy",
                 "physio": "PT", "mum": "mom", "Mum": "Mom", "practise": "practice"}
        return table.get(uk, uk)

    def d(self, date, kind="full"):
        return (phi.date(self.rng, date, self.country, kind), "DATE")

    def days(self, n):
        return self.visit + dt.timedelta(days=n)

    def vd(self, kind="full"):
        return self.d(self.visit, kind)

    def dob_p(self):
        return self.d(self.dob, "full")

    def age_p(self):
        """Age phrase with the number (or words) as the span."""
        r = self.rng
        a = str(self.age)
        sx = self.pt.sex
        k = r.randrange(9)
        if k == 0:
            return [(a, "AGE"), "-year-old " + ("woman" if sx == "F" else "man")]
        if k == 1:
            return [(a, "AGE"), " yo " + sx]
        if k == 2:
            return [(a, "AGE"), "yo " + ("female" if sx == "F" else "male")]
        if k == 3:
            return [(a, "AGE"), sx]
        if k == 4:
            return [(a, "AGE"), " " + sx]
        if k == 5:
            return [(a, "AGE"), " y/o " + ("F" if sx == "F" else "M")]
        if k == 6:
            return ["aged ", (a, "AGE")]
        if k == 7:
            return [(phi.age_words(self.age), "AGE"), "-year-old " + ("lady" if sx == "F" else "gentleman")]
        return [(a, "AGE"), " year old " + ("female" if sx == "F" else "male")]

    # --------------------------------------------------------------- patient
    def pn(self, style=None):
        return (self.pt.name(self.rng, style), "PATIENT")

    def ptitle(self):
        return self.pt.title(self.country, self.rng)

    def pref(self, allow_pronoun=True, cap=False):
        """Narrative reference to the patient."""
        r = self.rng.random()
        if r < 0.45:
            return [self.ptitle() + " ", self.pn("l")]
        if r < 0.6:
            return [self.pn("f")]
        if r < 0.7:
            return [self.pn("fl")]
        if allow_pronoun:
            p = "she" if self.pt.sex == "F" else "he"
            return p.capitalize() if cap else p
        return "The patient" if cap else "the patient"

    def pronoun(self, kind="sub"):
        f = self.pt.sex == "F"
        return {"sub": "she" if f else "he", "obj": "her" if f else "him",
                "pos": "her" if f else "his", "Sub": "She" if f else "He",
                "Pos": "Her" if f else "His"}[kind]

    # --------------------------------------------------------------- address
    def _mk_address(self):
        r, c = self.rng, self.country
        num = str(r.choice((r.randint(1, 60), r.randint(1, 250), r.randint(100, 9999))))
        if c in ("UK", "AU") and r.random() < 0.15:
            num = str(r.randint(1, 40)) + r.choice("ab")
        sname = r.choice(P.STREET_NAMES) + " " + r.choice(P.STREET_SUFFIX[c])
        street = num + " " + sname
        u = r.random()
        if c == "UK" and u < 0.1:
            street = r.choice(P.HOUSE_NAMES) + ", " + sname
        elif u < 0.28:
            form = r.choice(P.UNIT_FORMS[c])
            unit = form.replace("{n}", str(r.randint(1, 40)) + r.choice(("", "", "B")))
            if unit.endswith("/"):
                street = unit + street
            elif c in ("US", "CA"):
                street = street + ", " + unit
            else:
                street = unit + ", " + street
        self.street = street
        if c == "UK":
            self.state = None
            self.county = r.choice(P.UK_COUNTIES) if r.random() < 0.6 else None
            area = r.choice(P.UK_POST_AREAS)
            self.zip = "%s%d %d%s" % (area, r.randint(1, 29), r.randint(1, 9), phi.letters(r, 2))
        elif c == "AU":
            ab, name, pre = r.choice(P.AU_STATES)
            self.state = (ab, name)
            p0 = r.choice(pre)
            self.zip = p0 + phi.digits(r, 4 - len(p0))
        elif c == "US":
            ab, name, pre = r.choice(P.US_STATES)
            self.state = (ab, name)
            self.zip = r.choice(pre) + phi.digits(r, 3)
            if r.random() < 0.15:
                self.zip += "-" + phi.digits(r, 4)
        else:
            ab, name, letters_ = r.choice(P.CA_PROVINCES)
            self.state = (ab, name)
            self.zip = "%s%s%s %s%s%s" % (r.choice(letters_), r.randint(0, 9), phi.letters(r, 1),
                                          r.randint(0, 9), phi.letters(r, 1), r.randint(0, 9))

    def st(self, full=False):
        if self.state is None:
            return None
        return (self.state[1] if full else self.state[0], "STATE")

    def addr_line(self, with_country=False):
        r = self.rng
        out = [(self.street, "STREET"), ", ", (self.city, "CITY")]
        if self.country == "UK":
            if self.county and r.random() < 0.5:
                out += [", ", (self.county, "CITY")]
            out += [", " if r.random() < 0.6 else " ", (self.zip, "ZIP")]
        elif self.country == "AU":
            out += [" ", self.st(r.random() < 0.15), " ", (self.zip, "ZIP")]
        else:
            out += [", ", self.st(r.random() < 0.15), " " if r.random() < 0.7 else "  ",
                    (self.zip, "ZIP")]
        if with_country:
            out += [", ", (r.choice(P.COUNTRY_NAMES[self.country]), "COUNTRY")]
        return out

    def addr_block(self, indent=""):
        r = self.rng
        out = [indent, (self.street, "STREET"), "\n", indent, (self.city, "CITY")]
        if self.country == "UK":
            if self.county:
                out += ["\n", indent, (self.county, "CITY")]
            out += ["\n", indent, (self.zip, "ZIP")]
        elif self.country == "AU":
            out += [" ", self.st(), "  ", (self.zip, "ZIP")]
        else:
            out += [", ", self.st(), " ", (self.zip, "ZIP")]
        return out

    # --------------------------------------------------------------- contacts & ids
    def phone_p(self, mobile=None, key="pt_phone"):
        return (self.once(key + str(mobile), lambda: phi.phone(self.rng, self.country, mobile)), "PHONE")

    def email_p(self):
        return (self.once("pt_email", lambda: phi.email(self.rng, self.pt.first, self.pt.last)), "EMAIL")

    def mrn_p(self):
        return (self.once("mrn", lambda: phi.mrn(self.rng, self.country)), "MRN")

    def nhs_p(self):
        return (self.once("nhs", lambda: phi.nhs_number(self.rng)), "MRN")

    def natid(self):
        """(label text, piece) for the country's main patient identifier."""
        c = self.country
        if c == "UK":
            return ("NHS No", self.nhs_p())
        if c == "AU":
            return ("Medicare No", self.hp_p("medicare"))
        if c == "CA":
            return (self.once("hclabel", lambda: self.rng.choice(("OHIP #", "Health Card", "HCN",
                                                                  "PHN"))), self.hp_p())
        return ("MRN", self.mrn_p())

    def hp_p(self, kind=None):
        return (self.once("hp" + str(kind), lambda: phi.healthplan(self.rng, self.country, kind)),
                "HEALTHPLAN")

    def ssn_p(self):
        return (self.once("ssn", lambda: phi.ssn(self.rng, self.country)), "SSN")

    def user_p(self):
        return (self.once("user", lambda: phi.username(self.rng, self.pt.first, self.pt.last)),
                "USERNAME")

    # --------------------------------------------------------------- people
    def staff(self, role):
        def mk():
            p = Person(self.rng)
            title, creds = STAFF_ROLES[self.country][role]
            p.role_title = title
            p.cred = self.rng.choice(creds)
            p.doctor = role in DOCTOR_ROLES
            return p
        return self.once("staff_" + role, mk)

    def sn(self, role, style=None):
        return (self.staff(role).name(self.rng, style), "DOCTOR")

    def dr(self, role, style=None):
        """'Dr Name' for doctors, bare name for others."""
        p = self.staff(role)
        if p.doctor:
            return [p.title(self.country, self.rng, True) + " ",
                    (p.name(self.rng, style or self.rng.choice(("l", "fl", "il", "i_l"))), "DOCTOR")]
        return [(p.name(self.rng, style or self.rng.choice(("fl", "fl", "f", "il"))), "DOCTOR")]

    def sig(self, role, style=None):
        p = self.staff(role)
        r = self.rng
        if p.doctor and r.random() < 0.5:
            return [p.title(self.country, r, True) + " ", (p.name(r, style or "fl"), "DOCTOR"),
                    "\n" + p.role_title]
        sep = r.choice((", ", " ", " - "))
        return [(p.name(r, style or r.choice(("fl", "fl", "il", "fml", "i_l"))), "DOCTOR"),
                sep + p.cred + "\n" + p.role_title]

    def lic_p(self, role, kind=None):
        return (self.once("lic_" + role, lambda: phi.license_no(self.rng, self.country, kind)),
                "LICENSE")

    def fam(self, idx=0):
        def mk():
            r = self.rng
            rel = r.choice(P.RELATIONS)
            sex = "F" if rel in ("wife", "daughter", "sister", "niece", "granddaughter",
                                 "daughter-in-law", "mother") else (
                "M" if rel in ("husband", "son", "brother", "nephew", "grandson", "son-in-law",
                               "father") else None)
            same = rel in ("daughter", "son", "sister", "brother", "granddaughter", "grandson",
                           "father", "mother") or (rel in ("husband", "wife") and r.random() < 0.7)
            p = Person(r, sex, self.pt.last if same else None)
            p.rel = rel
            return p
        return self.once("fam%d" % idx, mk)

    def fn(self, idx=0, style=None):
        return (self.fam(idx).name(self.rng, style or self.rng.choice(("f", "f", "fl"))), "FAMILY")

    def _prof(self):
        p = self.once("prof", lambda: self.rng.choice(P.PROFESSIONS))
        return (p[len("retired "):], True) if p.startswith("retired ") else (p, False)

    def prof_p(self, bare=False):
        """Occupation span; 'retired' stays outside the span (guideline: retired [teacher])."""
        core, retired = self._prof()
        if retired and not bare:
            return ["retired ", (core, "PROFESSION")]
        return (core, "PROFESSION")

    def prof_art(self):
        """'a welder' / 'an accountant' with only the occupation as the span."""
        core, _ = self._prof()
        return [("an " if core[0].lower() in "aeiou" else "a "), (core, "PROFESSION")]

    def employer_p(self):
        return (self.once("emp", lambda: self.rng.choice(P.EMPLOYERS)), "ORGANIZATION")

    # --------------------------------------------------------------- sites
    def _site(self, kind):
        r, c = self.rng, self.country
        t = town(r, c)
        nat = r.choice(P.NATURE)
        saint = r.choice(P.SAINTS)
        sdot = "St" if c in ("UK", "AU") else "St."
        if kind == "hospital":
            opts = {"UK": ("%s General Hospital" % t, "%s Royal Infirmary" % t,
                           "%s %s's Hospital" % (sdot, saint), "%s Community Hospital" % t,
                           "%s Hospital" % nat),
                    "AU": ("%s Base Hospital" % t, "%s District Health Service" % t,
                           "%s Private Hospital" % nat, "%s %s's Hospital" % (sdot, saint),
                           "%s Hospital" % t),
                    "US": ("%s Medical Center" % nat, "%s Memorial Hospital" % t,
                           "%s %s Regional Medical Center" % (sdot, saint),
                           "%s Community Hospital" % t, "%s Health" % nat),
                    "CA": ("%s General Hospital" % t, "%s Health Sciences Centre" % nat,
                           "%s %s's Hospital" % (sdot, saint), "%s Regional Health Centre" % t)}[c]
        elif kind == "continence":
            opts = {"UK": ("%s Community Continence Service" % t, "%s Bladder and Bowel Service" % t,
                           "%s Health Centre" % nat),
                    "AU": ("%s Continence Clinic" % t, "%s Community Health Centre" % nat,
                           "%s Continence Service" % t),
                    "US": ("%s Continence Center" % nat, "%s Urogynecology Associates" % t,
                           "%s Pelvic Health & Continence" % nat),
                    "CA": ("%s Continence Clinic" % t, "%s Pelvic Health Clinic" % nat,
                           "%s Community Health Centre" % t)}[c]
        elif kind == "physio":
            opts = {"UK": ("%s Pelvic Health Physiotherapy" % t, "%s Physio Outpatients" % nat,
                           "%s Women's Health Physiotherapy" % t),
                    "AU": ("%s Physiotherapy" % nat, "%s Women's Health Physio" % t,
                           "%s Pelvic Floor Clinic" % nat),
                    "US": ("%s Pelvic Health & Rehab" % nat, "%s Physical Therapy" % t,
                           "%s Pelvic PT" % nat),
                    "CA": ("%s Pelvic Health Physiotherapy" % nat, "%s Physio & Wellness" % t)}[c]
        elif kind == "lymph":
            w = self.w("Lymphoedema")
            opts = ("%s %s Clinic" % (t, w), "%s %s Service" % (nat, w),
                    "%s %s & Vascular Clinic" % (t, w), "%s %s Therapy" % (nat, w))
        elif kind == "gp":
            opts = {"UK": ("%s Road Surgery" % r.choice(P.STREET_NAMES), "%s Medical Practice" % t,
                           "%s Health Centre" % nat, "%s Surgery" % t),
                    "AU": ("%s Family Medical Centre" % t, "%s Medical Clinic" % nat,
                           "%s Street Medical" % r.choice(P.STREET_NAMES)),
                    "US": ("%s Family Medicine" % nat, "%s Primary Care" % t,
                           "%s Internal Medicine" % nat),
                    "CA": ("%s Family Health Team" % t, "%s Medical Clinic" % nat,
                           "%s Community Health Centre" % t)}[c]
        elif kind == "carehome":
            opts = ("%s %s" % (r.choice(P.CARE_HOME_HEAD), r.choice(P.CARE_HOME_TAIL)),)
        elif kind == "pharmacy":
            opts = {"UK": ("%s Pharmacy" % t, "%s Chemist" % r.choice(P.SURNAMES)),
                    "AU": ("%s Chemist" % t, "%s Pharmacy" % nat, "%s Discount Chemist" % t),
                    "US": ("%s Pharmacy" % nat, "%s Drug" % t),
                    "CA": ("%s Pharmacy" % t, "%s Apothecary" % nat)}[c]
        elif kind == "ward":
            opts = ("%s Ward" % r.choice(P.WARD_NAMES), "%s Unit" % r.choice(P.WARD_NAMES))
        elif kind == "supplier":
            opts = ("%s %s" % (r.choice(P.SUPPLIER_HEAD), r.choice(P.SUPPLIER_TAIL[c])),)
        elif kind == "fitter":
            opts = ("%s %s" % (r.choice(P.SUPPLIER_HEAD), r.choice(P.FITTER_TAIL)),)
        elif kind == "insurer":
            opts = P.INSURERS[c]
        else:
            raise KeyError(kind)
        return r.choice(opts)

    def site(self, kind):
        return self.once("site_" + kind, lambda: self._site(kind))

    def hosp(self, kind="hospital"):
        typ = "ORGANIZATION" if kind in ("supplier", "fitter", "insurer") else "HOSPITAL"
        return (self.site(kind), typ)

    def site_addr(self, kind):
        """A second, service address (site letterhead)."""
        def mk():
            r, c = self.rng, self.country
            st = "%d %s %s" % (r.randint(1, 400), r.choice(P.STREET_NAMES), r.choice(P.STREET_SUFFIX[c]))
            city = self.city if r.random() < 0.5 else town(r, c)
            if c == "UK":
                z = "%s%d %d%s" % (r.choice(P.UK_POST_AREAS), r.randint(1, 29), r.randint(1, 9),
                                   phi.letters(r, 2))
                return [(st, "STREET"), ", ", (city, "CITY"), ", ", (z, "ZIP")]
            s = self.state
            if c == "AU":
                return [(st, "STREET"), ", ", (city, "CITY"), " ", (s[0], "STATE"), " ",
                        (self.zip[:2] + phi.digits(r, 2), "ZIP")]
            if c == "US":
                return [(st, "STREET"), ", ", (city, "CITY"), ", ", (s[0], "STATE"), " ",
                        (self.zip[:3] + phi.digits(r, 2), "ZIP")]
            return [(st, "STREET"), ", ", (city, "CITY"), ", ", (s[0], "STATE"), " ",
                    (self.zip[:2] + phi.letters(r, 1) + " " + phi.digits(r, 1) + phi.letters(r, 1)
                     + phi.digits(r, 1), "ZIP")]
        return self.once("saddr_" + kind, mk)

    def site_phone(self, kind):
        def mk():
            p = phi.phone(self.rng, self.country, False)
            if self.rng.random() < 0.2:
                p += " " + phi.extension(self.rng)
            return p
        return (self.once("sph_" + kind, mk), "PHONE")

    def site_fax(self, kind):
        return (self.once("sfx_" + kind, lambda: phi.phone(self.rng, self.country, False)), "FAX")

    def site_email(self, kind):
        stem = {"continence": "continence.team", "physio": "pelvichealth.physio",
                "lymph": "lymph.clinic", "gp": "reception", "carehome": "nursing.office",
                "supplier": "orders", "fitter": "fittings", "hospital": "urogynae.admin"}.get(kind, "admin")
        return (self.once("sem_" + kind, lambda: phi.service_email(self.rng, stem)), "EMAIL")
