"""A Case bundles the invented people, places, dates and identifiers of one note, and offers
piece-producing helpers (see note.py for what a piece is)."""
import datetime as dt

import phi
from phi import Person, make_person, DateFmt
from pools_names import RELATIONS_ADULT, RELATIONS_CHILD
from pools_places import (CITIES, STATES, STREET_NAMES, STREET_TYPES, HOSPITALS, PRACTICE_PREFIX,
                          PRACTICE_SUFFIX, SCHOOL_STEMS, SCHOOL_SUFFIX, SCHOOL_SUFFIX_SEC, EMPLOYERS, PROFESSIONS,
                          UK_COUNTIES, COUNTRIES, UNIVERSITIES)

NP_CREDS = {
    "UK": ["DClinPsy, CPsychol", "DClinPsy, QiCN", "PhD, DClinPsy, AFBPsS", "BSc, DClinPsy, CPsychol, QiCN",
           "MA, DClinPsy"],
    "US": ["Ph.D., ABPP-CN", "PsyD", "Ph.D.", "Psy.D., ABPP", "PhD, ABN"],
    "AU": ["MPsych (Clin Neuro), MAPS", "PhD, FCCN", "DPsych (Clin Neuro)", "MPsych(ClinNeuro) FCCN",
           "BA(Hons), MPsych"],
    "CA": ["Ph.D., C.Psych.", "Ph.D., R.Psych.", "Psy.D., C.Psych.", "Ph.D., L.Psych."],
}
NP_ROLES = {
    "UK": ["Consultant Clinical Neuropsychologist", "Principal Clinical Psychologist (Neuropsychology)",
           "Clinical Neuropsychologist", "Highly Specialist Clinical Neuropsychologist"],
    "US": ["Clinical Neuropsychologist", "Staff Neuropsychologist", "Neuropsychologist",
           "Director, Neuropsychology Service"],
    "AU": ["Clinical Neuropsychologist", "Senior Clinical Neuropsychologist", "Neuropsychologist"],
    "CA": ["Clinical Neuropsychologist", "Psychologist (Neuropsychology)", "Staff Psychologist"],
}
TECH_ROLES = {"UK": "Assistant Psychologist", "US": "Psychometrist", "AU": "Provisional Psychologist",
              "CA": "Psychometrist"}
GP_WORD = {"UK": "GP", "US": "PCP", "AU": "GP", "CA": "family physician"}


def the_piece(typ, s):
    """'the X' -> plain 'the ' + span X."""
    if s.startswith("the "):
        return ["the ", (typ, s[4:])]
    return [(typ, s)]


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")
    return "one hundred" + (" and " + age_words(n - 100) if n > 100 else "")


class Case:
    def __init__(self, rng, country, paeds=False, age=None, min_age=18, max_age=88, sex=None):
        self.rng = rng
        self.country = country
        self.us = country in ("US", "CA")
        self.paeds = paeds
        self.df = DateFmt(rng, country)
        self.visit = phi.rand_date(rng, dt.date(2019, 2, 1), dt.date(2025, 5, 30))
        if age is None:
            age = rng.randint(5, 17) if paeds else rng.randint(min_age, max_age)
        self.age = age
        self.dob = phi.add_days(self.visit, -(age * 365 + rng.randint(10, 355) + age // 4))
        self.pt = make_person(rng, sex or rng.choice("MFMF" + ("X" if rng.random() < 0.03 else "")))
        self.married = rng.random() < 0.5
        self.pt_style = rng.choice(["title", "title", "first", "title_first"]) if not paeds else "first"
        # address
        self.city = rng.choice(CITIES[country])
        self.state = rng.choice(STATES[country]) if STATES[country] else None
        self.zip = phi.postcode(rng, country)
        self.street = self._street()
        self.phone = phi.phone(rng, country)
        self.mobile = phi.phone(rng, country, "mobile")
        self.email = phi.email_for(rng, self.pt, rng.choice(["example.com", "example.net", "example.org"]))
        # ids
        self.mrn = phi.mrn(rng, country)
        self.hplan = phi.healthplan(rng, country)
        self.ssn = phi.ssn(rng, country)
        self.acct = phi.account(rng)
        # service
        self.hosp = rng.choice(HOSPITALS[country])
        self.hosp_street = self._street(unit=False)
        self.hosp_city = rng.choice(CITIES[country])
        self.hosp_zip = phi.postcode(rng, country)
        self.hosp_phone = phi.phone(rng, country)
        self.hosp_fax = phi.phone(rng, country)
        self.np = make_person(rng, rng.choice("MFF"))
        self.np_creds = rng.choice(NP_CREDS[country])
        self.np_role = rng.choice(NP_ROLES[country])
        if paeds and country == "US":
            self.np_role = "Pediatric Neuropsychologist"
        self.np_email = phi.email_for(rng, self.np)
        self.np_lic = phi.clinician_licence(rng, country)
        self.tech = make_person(rng)
        self.tech_role = TECH_ROLES[country]
        self.gp = make_person(rng)
        self.gp_practice = "%s %s" % (rng.choice(PRACTICE_PREFIX), rng.choice(PRACTICE_SUFFIX[country]))
        self.gp_street = self._street(unit=False)
        self.gp_city = rng.choice(CITIES[country])
        self.gp_zip = phi.postcode(rng, country)
        self.referrer = make_person(rng)
        if paeds:
            self.ref_role = rng.choice(["Paediatrician" if not self.us else "Pediatrician", "Paediatric Neurologist"
                                        if not self.us else "Pediatric Neurologist", "Developmental Paediatrician"
                                        if not self.us else "Developmental-Behavioral Pediatrician",
                                        "Child Psychiatrist", "Paediatric Oncologist" if not self.us else "Pediatric Oncologist"])
        else:
            self.ref_role = rng.choice(["Consultant Neurologist", "Neurosurgeon", "Rehabilitation Physician",
                                        "Geriatrician", "Psychiatrist", "Epileptologist", "Old Age Psychiatrist",
                                        "Neurologist", "Stroke Physician"])
        self.ref_site = rng.choice([h for h in HOSPITALS[country] if h != self.hosp])
        # family
        rels = RELATIONS_CHILD if paeds else RELATIONS_ADULT
        self.family = []
        used = set()
        for _ in range(3):
            rel, sx = rng.choice(rels)
            if rel in used:
                continue
            used.add(rel)
            same = rel in ("mother", "father", "sister", "brother", "daughter", "son", "older sister",
                           "older brother", "grandfather", "aunt") and rng.random() < 0.7
            self.family.append((rel, make_person(rng, sx, self.pt.last if same else None)))
        self.prof = rng.choice(PROFESSIONS)
        self.employer = rng.choice(EMPLOYERS)
        self.school = "%s %s" % (rng.choice(SCHOOL_STEMS), rng.choice(
            (SCHOOL_SUFFIX_SEC if age >= 12 else SCHOOL_SUFFIX)[country]))
        self.uni = rng.choice(UNIVERSITIES)
        self.teacher = make_person(rng, rng.choice("FFM"))
        self.birth_country = rng.choice(COUNTRIES)
        self.ref_no = phi.ref_number(rng, country)

    # ------------------------------------------------------------ basics
    def _street(self, unit=True):
        rng = self.rng
        num = str(rng.randint(1, 240)) if rng.random() < 0.9 else str(rng.randint(1000, 9800))
        name = "%s %s" % (rng.choice(STREET_NAMES), rng.choice(STREET_TYPES[self.country]))
        s = "%s %s" % (num, name)
        if unit and rng.random() < 0.25:
            if self.country == "AU":
                s = "%d/%s" % (rng.randint(1, 24), s)
            elif self.country == "UK":
                s = "Flat %d, %s" % (rng.randint(1, 12), s)
            else:
                s = "%s, %s" % (s, rng.choice(["Apt %d" % rng.randint(1, 40), "Unit %d" % rng.randint(1, 30),
                                               "Apt %d%s" % (rng.randint(1, 9), rng.choice("ABC")),
                                               "Suite %d" % rng.randint(100, 450)]))
        return s

    def d(self, date, style=None):
        return self.df(date, style)

    def days(self, n):
        return phi.add_days(self.visit, n)

    def rel(self, i=0):
        """(relation word, Person) of the i-th family member."""
        return self.family[i % len(self.family)]

    # ------------------------------------------------------------ names
    def pt_name(self, style=None):
        if style is None:
            style = self.rng.choice(["full", "full", "full_mi", "full_mid"])
        return ("PATIENT", self.pt.form(style))

    def pt_ref(self, cap=True):
        """Short in-text reference: 'Mr Okafor' / 'Chidi' (title outside span)."""
        st = self.pt_style
        if st == "title_first":
            st = self.rng.choice(["title", "first"])
        if st == "first":
            return ("PATIENT", self.pt.first)
        return [self.pt.title(self.country, self.married) + " ", ("PATIENT", self.pt.last)]

    def pt_header(self):
        st = self.rng.choice(["full", "LAST_first", "last_first", "FULL_UPPER", "LAST_FIRST_MI", "full_mi"])
        return ("PATIENT", self.pt.form(st))

    def he(self):
        return self.pt.subj()

    def He(self):
        return self.pt.subj().capitalize()

    def his(self):
        return self.pt.poss()

    def His(self):
        return self.pt.poss().capitalize()

    def him(self):
        return self.pt.obj()

    def dr(self, p, style=None):
        """Doctor with title outside span."""
        style = style or self.rng.choice(["full", "last", "full", "init_last"])
        t = "Dr. " if self.us and self.rng.random() < 0.7 else "Dr "
        if style in ("full", "init_last", "full_mi") and self.rng.random() < 0.25:
            return ("DOCTOR", p.form(style))
        return [t, ("DOCTOR", p.form(style))]

    def fam(self, i=0, style=None):
        rel, p = self.rel(i)
        style = style or self.rng.choice(["first", "first", "full"])
        return ("FAMILY", p.form(style))

    # ------------------------------------------------------------ places
    def addr(self, one_line=True, street=None, city=None, zipc=None, state=True):
        street = street or self.street
        city = city or self.city
        zipc = zipc or self.zip
        sep = ", " if one_line else "\n"
        out = [("STREET", street), sep, ("CITY", city)]
        c = self.country
        if c == "UK":
            if self.rng.random() < 0.2:
                out += [sep, ("CITY", self.rng.choice(UK_COUNTIES))]
            out += [sep if not one_line or self.rng.random() < 0.5 else " ", ("ZIP", zipc)]
        elif c == "AU":
            st = self.state[1] if self.rng.random() < 0.85 else self.state[0]
            out += [" " if one_line else " ", ("STATE", st), " ", ("ZIP", zipc)]
        else:
            st = self.state[1] if self.rng.random() < 0.8 else self.state[0]
            out += [", ", ("STATE", st), "  " if c == "CA" and self.rng.random() < 0.3 else " ", ("ZIP", zipc)]
        return out

    def hosp_addr(self, one_line=True):
        return self.addr(one_line, self.hosp_street, self.hosp_city, self.hosp_zip)

    def gp_addr(self, one_line=True):
        return self.addr(one_line, self.gp_street, self.gp_city, self.gp_zip)

    def H(self, name=None):
        return ("HOSPITAL", name or self.hosp)

    def org(self, name):
        return the_piece("ORGANIZATION", name)

    # ------------------------------------------------------------ ids / contacts
    def hplan_label(self):
        return {"UK": "NHS No", "AU": "Medicare No", "CA": "Health Card", "US": "Member ID"}[self.country]

    def mrn_label(self):
        return self.rng.choice({"UK": ["Hospital No", "Hosp No", "MRN", "Unit No", "RXN"],
                                "AU": ["UR", "URN", "UR No", "MRN"],
                                "CA": ["MRN", "Chart #", "Hospital #", "MRN"],
                                "US": ["MRN", "MR#", "Med Rec #", "MRN"]}[self.country])

    def ph(self, s=None):
        return ("PHONE", s or self.phone)

    def age_phrase(self, age=None):
        """age with surrounding words, number-only span."""
        a = str(self.age if age is None else age)
        r = self.rng.random()
        if r < 0.1:
            return ["aged ", ("AGE", age_words(int(a)))]
        if r < 0.35:
            return [("AGE", a), "-year-old"]
        if r < 0.5:
            return [("AGE", a), " year old"]
        if r < 0.65:
            return ["aged ", ("AGE", a)]
        if r < 0.8:
            return [("AGE", a), "yo"]
        return [("AGE", a), " y/o"]

    def age_at(self, d):
        b = self.dob
        return d.year - b.year - ((d.month, d.day) < (b.month, b.day))

    def age_sex(self):
        """'67F' / '67 yo M' / 'M/67' style (number-only span)."""
        sx = {"M": "M", "F": "F"}.get(self.pt.sex, "X")
        st = self.rng.randint(0, 3)
        a = ("AGE", str(self.age))
        if st == 0:
            return [a, sx]
        if st == 1:
            return [a, " yo ", sx]
        if st == 2:
            return [sx, "/", a]
        return [a, "y ", sx]

    def compound_age(self):
        """paediatric 'years and months' age (whole expression one span, README convention)."""
        m = self.rng.randint(0, 11)
        st = self.rng.randint(0, 3)
        if st == 0:
            return ("AGE", "%d years %d months" % (self.age, m))
        if st == 1:
            return ("AGE", "%dy %dm" % (self.age, m))
        if st == 2:
            return ("AGE", "%d:%d" % (self.age, m))
        return ("AGE", "%d;%d" % (self.age, m))

    def np_sig(self, n, lic=True, email=False):
        """Sign-off block for the neuropsychologist."""
        r = self.rng.random()
        if r < 0.6:
            n.ln("{nm}, {cr}", nm=("DOCTOR", self.np.form(self.rng.choice(["full", "full_mi"]))), cr=self.np_creds)
        elif r < 0.85:
            n.ln("Dr {nm}", nm=("DOCTOR", self.np.form("full")))
            n.ln(self.np_creds)
        else:
            n.ln("{nm}", nm=("DOCTOR", self.np.form("FULL_UPPER")))
        n.ln(self.np_role)
        if lic:
            lab = {"UK": "HCPC Reg", "US": "License", "AU": "AHPRA", "CA": "Registration No."}[self.country]
            if self.country == "US" and self.rng.random() < 0.5:
                n.ln("NPI {a} | {lab} {b}", a=("LICENSE", phi.clinician_licence(self.rng, "US", "npi")),
                     lab="Lic.", b=("LICENSE", self.np_lic))
            else:
                n.ln("{lab}: {v}", lab=lab, v=("LICENSE", self.np_lic))
        if email:
            n.ln("{e}", e=("EMAIL", self.np_email))

    def letterhead(self, n, dept=None):
        dept = dept or self.rng.choice(["Department of Clinical Neuropsychology", "Neuropsychology Service",
                                        "Clinical Neuropsychology", "Cognitive Assessment Clinic",
                                        "Neuropsychology & Cognitive Rehabilitation",
                                        "Paediatric Neuropsychology" if not self.us else "Pediatric Neuropsychology"])
        if self.rng.random() < 0.5:
            n.ln("{h}", h=self.H())
            n.ln(dept)
        else:
            n.ln("{d}, {h}", d=dept, h=self.H())
        n.ln("{a}", a=self.hosp_addr())
        r = self.rng.random()
        if r < 0.5:
            n.ln("Tel: {p}   Fax: {f}", p=self.ph(self.hosp_phone), f=("FAX", self.hosp_fax))
        elif r < 0.8:
            n.ln("T {p} | F {f} | {e}", p=self.ph(self.hosp_phone), f=("FAX", self.hosp_fax),
                 e=("EMAIL", phi.generic_email(self.rng, self.rng.choice(["neuropsych", "np.admin", "cogclinic",
                                                                          "neuropsychology.referrals"]))))
        else:
            n.ln("Phone {p}", p=self.ph(self.hosp_phone))
        n.nl()
