"""A fictional patient episode (person, contacts, identifiers, staff, dates)
shared by all genre writers."""
import datetime as dt

import pools as P
import fakers as F

ROLES = {
    "UK": {
        "cons": [("Consultant Plastic Surgeon", "FRCS (Plast)"),
                 ("Consultant Burns and Plastic Surgeon", "FRCS (Plast)"),
                 ("Consultant Burns Surgeon", "FRCS")],
        "reg": [("Specialty Registrar (ST6) Plastic Surgery", "MRCS"),
                ("Plastics Registrar", "MRCS"), ("Burns Fellow", "MRCS"),
                ("Clinical Fellow in Burns", "MBChB")],
        "jr": [("Core Surgical Trainee (CT2)", "MBBS"), ("FY2 Plastics", "MBChB"),
               ("SHO Plastics", "MBBS")],
        "nurse": [("Burns Staff Nurse", "RN"), ("Ward Sister", "RGN"), ("Charge Nurse", "RN"),
                  ("Burns Clinical Nurse Specialist", "RN"), ("Staff Nurse", "RGN")],
        "ther": [("Hand Therapist", "BSc OT"), ("Burns Physiotherapist", "MCSP"),
                 ("Clinical Specialist Occupational Therapist", "BSc (Hons) OT")],
        "photo": [("Medical Photographer", "RMIP"), ("Clinical Photographer", "")],
        "outreach": [("Burns Outreach Nurse Specialist", "RN"), ("Burns Outreach Sister", "RGN")],
        "anaes": [("Consultant Anaesthetist", "FRCA")],
        "clerk": [("Ward Clerk", ""), ("Medical Secretary", ""), ("Plastics Secretary", "")],
        "pharm": [("Burns Pharmacist", "MPharm")],
        "gp": [("General Practitioner", "MRCGP")],
    },
    "US": {
        "cons": [("Attending Surgeon, Plastic & Reconstructive Surgery", "MD"),
                 ("Burn Surgery Attending", "MD"), ("Attending Burn Surgeon", "DO"),
                 ("Director, Burn Center", "MD, FACS")],
        "reg": [("PGY-4 Plastic Surgery Resident", "MD"), ("Burn Fellow", "MD"),
                ("PGY-5 General Surgery Resident", "DO")],
        "jr": [("PGY-1 Surgery Intern", "MD"), ("Physician Assistant", "PA-C"),
               ("Nurse Practitioner", "NP")],
        "nurse": [("Burn ICU RN", "RN"), ("Charge Nurse", "BSN, RN"), ("Wound Care Nurse", "RN, CWON"),
                  ("Staff Nurse", "RN")],
        "ther": [("Certified Hand Therapist", "OTR/L, CHT"), ("Burn Physical Therapist", "PT, DPT"),
                 ("Occupational Therapist", "OTR/L")],
        "photo": [("Clinical Photographer", "RBP"), ("Medical Media Specialist", "")],
        "outreach": [("Burn Outreach Coordinator", "RN"), ("Burn Program Nurse Navigator", "BSN, RN")],
        "anaes": [("Anesthesiologist", "MD"), ("Nurse Anesthetist", "CRNA")],
        "clerk": [("Unit Secretary", ""), ("Medical Scribe", ""), ("Transcriptionist", "")],
        "pharm": [("Clinical Pharmacist", "PharmD")],
        "gp": [("Primary Care Physician", "MD")],
    },
}

def _nth_weekday(y, m, wd, nth):
    d = dt.date(y, m, 1)
    while d.weekday() != wd:
        d += dt.timedelta(days=1)
    return d + dt.timedelta(days=7 * (nth - 1))


def _last_monday_may(y):
    d = dt.date(y, 5, 31)
    while d.weekday() != 0:
        d -= dt.timedelta(days=1)
    return d


HOLIDAY_DATES = {
    "UK": {"Bonfire Night": lambda y: dt.date(y, 11, 5), "Christmas Day": lambda y: dt.date(y, 12, 25),
           "Boxing Day": lambda y: dt.date(y, 12, 26), "New Year's Eve": lambda y: dt.date(y, 12, 31),
           "Christmas Eve": lambda y: dt.date(y, 12, 24)},
    "US": {"Fourth of July": lambda y: dt.date(y, 7, 4), "Thanksgiving": lambda y: _nth_weekday(y, 11, 3, 4),
           "Christmas Eve": lambda y: dt.date(y, 12, 24), "New Year's Eve": lambda y: dt.date(y, 12, 31),
           "Memorial Day": _last_monday_may, "Labor Day": lambda y: _nth_weekday(y, 9, 0, 1)},
}

RELS = ["wife", "husband", "partner", "mother", "father", "daughter", "son", "sister",
        "brother", "neighbour", "friend", "aunt", "grandmother", "carer", "flatmate"]


class Case:
    def __init__(self, rng, country, child_ok=True):
        self.rng = rng
        self.country = country
        self.uk = country == "UK"
        self.df = F.DateFmt(rng, country)
        r = rng.random()
        if child_ok and r < 0.14:
            self.age = rng.randint(1, 15)
        elif r < 0.2:
            self.age = rng.randint(70, 97)
        else:
            self.age = rng.randint(17, 69)
        self.pt = F.Person(rng, "PATIENT")
        self.sex = self.pt.sex
        if self.age < 16:
            self.pt.title = "Master" if self.sex == "M" else "Miss"
        self.inj = F.rand_date(rng)
        self.on_holiday = rng.random() < 0.2
        self.holiday = rng.choice(sorted(HOLIDAY_DATES[country]))
        if self.on_holiday:
            y = self.inj.year
            hd = HOLIDAY_DATES[country][self.holiday](y)
            if hd > dt.date(2025, 9, 30):
                hd = HOLIDAY_DATES[country][self.holiday](y - 1)
            self.inj = hd
        self.dob = F.plus(self.inj, -(self.age * 365 + rng.randint(10, 350)))
        self.adm = F.plus(self.inj, rng.choice([0, 0, 0, 1, 1, 2]))
        place = rng.choice(P.UK_PLACES if self.uk else P.US_PLACES)
        self.addr = F.address(rng, country, place)
        self.city = self.addr["city"]
        self.ph_home = F.phone(rng, country, self.city)
        self.ph_mob = F.phone(rng, country, self.city, kind="mobile")
        self.email = F.email_for(rng, self.pt, rng.choice(["example.com", "example.net",
                                                           "mail.example.com"]))
        self.mrn = F.mrn(rng, country)
        self.acct = F.account(rng, country)
        if self.uk:
            self.nhs = F.nhs(rng)
            self.hosp = rng.choice(P.UK_HOSPITALS)
            self.unit = rng.choice(P.UK_BURNS)
            self.ward = rng.choice(P.UK_WARDS)
            self.gp_prac = rng.choice(P.UK_GP)
            self.ref_hosp = rng.choice([h for h in P.UK_HOSPITALS if h != self.hosp])
            self.ins_name = rng.choice(P.UK_INSURERS) if rng.random() < 0.15 else None
        else:
            self.ssn = F.ssn(rng)
            self.hosp = rng.choice(P.US_HOSPITALS)
            self.unit = rng.choice(P.US_BURNS)
            self.ward = self.unit
            self.gp_prac = rng.choice(P.US_CLINICS[:7])
            self.ref_hosp = rng.choice([h for h in P.US_HOSPITALS if h != self.hosp])
            self.ins_name = rng.choice(P.US_INSURERS)
        self.member = F.member_id(rng)
        self.group = F.group_no(rng)
        self.bed = str(rng.randint(1, 24)) + (rng.choice(["", "", "A", "B"]))
        self.room = str(rng.randint(1, 9)) + str(rng.randint(0, 3)) + str(rng.randint(1, 9))
        self.bay = str(rng.randint(1, 6))
        self.staff = {}
        for key in ["cons", "reg", "jr", "nurse", "ther", "photo", "outreach", "anaes",
                    "clerk", "pharm", "gp"]:
            role, cred = rng.choice(ROLES[country][key])
            self.staff[key] = F.Staff(rng, country, role, cred,
                                      dr=key in ("cons", "reg", "jr", "anaes", "gp")
                                      and cred not in ("PA-C", "NP", "CRNA"))
        self.ext = F.Staff(rng, country, rng.choice(["ED Registrar", "Emergency Physician", "ED Consultant"]
                                                    if country == "UK" else
                                                    ["ED Attending", "Emergency Physician",
                                                     "Urgent Care Physician"]),
                           "MD" if country == "US" else "MRCEM", dr=True)
        self.nurse2 = F.Staff(rng, country, rng.choice(ROLES[country]["nurse"])[0], "RN", dr=False)
        self.fam = []
        for _ in range(rng.choice([1, 1, 2, 2, 3])):
            rel = rng.choice(RELS if self.age >= 16 else ["mother", "father", "grandmother",
                                                          "aunt", "stepfather", "older brother"])
            same = rel in ("wife", "husband", "mother", "father", "daughter", "son", "sister",
                           "brother", "older brother") and rng.random() < 0.7
            sx = "F" if rel in ("wife", "mother", "daughter", "sister", "aunt", "grandmother") \
                else ("M" if rel in ("husband", "father", "son", "brother", "stepfather",
                                     "older brother") else None)
            p = F.Person(rng, "FAMILY", sex=sx, surname=self.pt.last if same else None)
            p.rel = rel
            p.phone = F.phone(rng, country, self.city, kind=rng.choice(["mobile", "land"]))
            self.fam.append(p)
        self.nok = self.fam[0]
        other = "truck driver" if self.uk else "lorry driver"
        self.job = rng.choice([j for j in P.PROFESSIONS if not j.startswith("retired") and j != other]) \
            if self.age >= 17 else None
        self.retired = self.age >= 68 and rng.random() < 0.85
        self.employer = rng.choice(P.EMPLOYERS)
        self.school = rng.choice(P.SCHOOLS[:2] + P.SCHOOLS[4:6] if self.age < 11 else P.SCHOOLS)
        self.mech = rng.choice(P.MECHANISMS)
        self.tbsa = round(rng.choice([0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 15, 18, 22, 28, 35]) *
                          (1 if rng.random() < 0.7 else 1.0), 1)
        self.country_visit = rng.choice(P.COUNTRIES)
        self.landmark = rng.choice(P.LANDMARKS_UK if self.uk else P.LANDMARKS_US)
        self.theatre = str(rng.randint(1, 14))

    # -------------------------------------------------------------- helpers
    def d(self, date, style=None):
        return self.df(date, style)

    def dshort(self, date):
        return self.df.short(date)

    def off(self, days):
        return F.plus(self.adm, days)

    def ptname(self, form=None):
        if form is None:
            form = self.rng.choice(F.PT_FORMS_REF)
        if form == "nick" and not self.pt.nick:
            form = "first"
        return self.pt.seg(form, dot=not self.uk)

    def ptheader(self):
        return self.pt.seg(self.rng.choice(["LF", "LFU", "full", "fml", "lf", "FLU"]))

    def age_s(self, ctx="yo"):
        return F.age_seg(self.rng, self.age, ctx)

    def sexw(self):
        if self.age < 16:
            return "boy" if self.sex == "M" else "girl"
        return "man" if self.sex == "M" else "woman"

    def he(self):
        return "he" if self.sex == "M" else "she"

    def his(self):
        return "his" if self.sex == "M" else "her"

    def him(self):
        return "him" if self.sex == "M" else "her"

    def dr(self, key, form=None):
        return self.staff[key].ref(self.rng, form)

    def famref(self, p=None, form=None):
        p = p or self.nok
        form = form or self.rng.choice(["first", "full", "full", "t_last", "first"])
        return [p.rel + " "] + p.seg(form, dot=not self.uk)

    def ids_block(self, n):
        """Header identifier lines, country appropriate."""
        rng = self.rng
        out = []
        if self.uk:
            out += [rng.choice(["Hospital No: ", "Hosp No. ", "MRN: ", "Unit No: "]),
                    (self.mrn, "MRN"), "\n", rng.choice(["NHS No: ", "NHS Number: ", "NHS no. "]),
                    (self.nhs, "HEALTHPLAN"), "\n"]
        else:
            out += [rng.choice(["MRN: ", "MRN ", "Med Rec #: "]), (self.mrn, "MRN"), "\n"]
            if rng.random() < 0.6:
                out += [rng.choice(["Acct #: ", "CSN: ", "Encounter: ", "FIN: "]),
                        (self.acct, "ACCOUNT"), "\n"]
        return out

    def dob_seg(self):
        return self.d(self.dob)

    def address(self, multiline=False, with_country=False):
        return F.addr_seg(self.addr, self.rng, multiline=multiline, with_country=with_country)

    def job_seg(self):
        if not self.job:
            return None
        return (["retired "] if self.retired else []) + [(self.job, "PROFESSION")]

    def job_phrase(self, cap=False):
        """'works as a welder' / 'a retired welder' (only the occupation is a span)."""
        if not self.job:
            return ["Attends " if cap else "attends ", (self.school, "ORGANIZATION")]
        if self.retired:
            return ["Retired " if cap else "retired ", (self.job, "PROFESSION")]
        art = "an " if self.job[0] in "aeiou" else "a "
        return [("Works as " if cap else "works as ") + art, (self.job, "PROFESSION")]

    def phone_any(self):
        return (self.rng.choice([self.ph_home, self.ph_mob]), "PHONE")

    def holiday_seg(self):
        h = self.holiday
        return (["the "] if h == "Fourth of July" else []) + [(h, "DATE")]

    def where(self):
        return (self.unit if self.rng.random() < 0.6 else self.hosp, "HOSPITAL")
