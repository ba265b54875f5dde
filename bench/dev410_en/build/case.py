"""One fictional obstetric case with its people, places and identifiers."""
import datetime as _dt

import core as K
import pools as P

TERMS = {
    "GB": dict(an="anaesthetic", anst="anaesthetist", cons="Consultant Anaesthetist",
               reg=["ST6 Anaesthetics", "ST4 Anaesthesia", "CT2 Anaesthetics", "Obstetric Anaesthesia Fellow", "Specialty Doctor, Anaesthetics"],
               mw=["Midwife", "Band 7 Labour Ward Coordinator", "Senior Midwife", "Student Midwife"],
               odp=["ODP", "Anaesthetic Practitioner"], gp="GP", obst="Consultant Obstetrician",
               cs="caesarean section", lab="labour", dept="Department of Anaesthesia",
               anx="anaesthesia", th="Theatre", ds="Delivery Suite", pn="Postnatal ward", senior="Consultant"),
    "US": dict(an="anesthesia", anst="anesthesiologist", cons="Attending Anesthesiologist",
               reg=["CA-3 Resident", "CA-2 Resident", "Obstetric Anesthesiology Fellow"],
               mw=["RN, Labor & Delivery", "L&D Charge Nurse", "CNM"],
               odp=["CRNA", "Anesthesia Tech"], gp="PCP", obst="OB Attending",
               cs="cesarean delivery", lab="labor", dept="Department of Anesthesiology",
               anx="anesthesia", th="OR", ds="Labor & Delivery", pn="Mother-Baby Unit", senior="Attending"),
    "CA": dict(an="anesthesia", anst="anesthesiologist", cons="Staff Anesthesiologist",
               reg=["PGY-4 Anesthesia Resident", "PGY-2 Resident", "Clinical Fellow, Obstetric Anesthesia"],
               mw=["RN, Birthing Unit", "Registered Midwife", "Charge Nurse"],
               odp=["Anesthesia Assistant", "RRT"], gp="family physician", obst="Obstetrician",
               cs="cesarean section", lab="labour", dept="Department of Anesthesiology & Perioperative Medicine",
               anx="anesthesia", th="OR", ds="Birthing Unit", pn="Mother-Baby Unit", senior="Staff anesthesiologist"),
    "AU": dict(an="anaesthetic", anst="anaesthetist", cons="Specialist Anaesthetist",
               reg=["Anaesthetic Registrar", "Provisional Fellow", "Anaesthetic RMO"],
               mw=["Midwife", "Clinical Midwife Consultant", "Midwife-in-charge"],
               odp=["Anaesthetic Nurse", "Anaesthetic Technician"], gp="GP", obst="O&G Consultant",
               cs="caesarean section", lab="labour", dept="Department of Anaesthesia",
               anx="anaesthesia", th="Theatre", ds="Birth Suite", pn="Postnatal ward", senior="Consultant"),
    "NZ": dict(an="anaesthetic", anst="anaesthetist", cons="Consultant Anaesthetist",
               reg=["Anaesthetic Registrar", "Anaesthesia Fellow", "SHO Anaesthesia"],
               mw=["LMC Midwife", "Core Midwife", "Charge Midwife"],
               odp=["Anaesthetic Technician", "Anaesthetic Tech"], gp="GP", obst="O&G Specialist",
               cs="caesarean section", lab="labour", dept="Department of Anaesthesia",
               anx="anaesthesia", th="Theatre", ds="Delivery Suite", pn="Postnatal ward", senior="Consultant"),
    "IE": dict(an="anaesthetic", anst="anaesthetist", cons="Consultant Anaesthetist",
               reg=["SpR Anaesthesia", "Anaesthesia Registrar", "SHO Anaesthesia", "Obstetric Anaesthesia Fellow"],
               mw=["Midwife", "CMM2 Labour Ward", "Clinical Midwife Specialist"],
               odp=["Anaesthetic Nurse", "Anaesthetic Nurse"], gp="GP", obst="Consultant Obstetrician",
               cs="caesarean section", lab="labour", dept="Department of Anaesthesia",
               anx="anaesthesia", th="Theatre", ds="Labour Ward", pn="Postnatal ward", senior="Consultant"),
}

ANTENATAL_MEDS = ["folic acid 5 mg OD", "aspirin 150 mg nocte", "ferrous sulfate 200 mg BD", "labetalol 200 mg TDS",
                  "nifedipine MR 20 mg BD", "metformin 500 mg BD", "insulin (Humalog/Levemir)", "levothyroxine 75 mcg",
                  "enoxaparin 40 mg OD", "salbutamol inhaler PRN", "sertraline 50 mg", "pregnancy multivitamin",
                  "vitamin D 1000 IU", "ursodeoxycholic acid 500 mg BD", "lamotrigine 100 mg BD", "nil regular"]


class Case:
    def __init__(self, rng, c):
        self.rng, self.c = rng, c
        self.T = TERMS[c]
        n = K.Namer(rng)
        self.namer = n
        self.pt = n.person(female=True)
        self.pt.title = K.pick(rng, ["Mrs", "Ms", "Miss", "Ms"]) + ("." if c == "US" and K.chance(rng, 0.7) else "")
        self.age = K.pick(rng, [17, 19, 21, 23, 24, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 46])
        self.d0 = K.rand_date(rng)
        y = self.d0.year - self.age
        dob = _dt.date(y, rng.randint(1, 12), rng.randint(1, 28))
        if dob > _dt.date(y, self.d0.month, min(self.d0.day, 28)):
            dob = _dt.date(y - 1, dob.month, dob.day)
        self.dob = dob
        self.gw = rng.randint(34, 41)
        self.gd = rng.randint(0, 6)
        self.edd = K.shift(self.d0, (40 - self.gw) * 7 - self.gd)
        self.grav = rng.randint(1, 6)
        self.para = rng.randint(0, self.grav - 1)
        self.meds = ", ".join(rng.sample(ANTENATAL_MEDS, rng.randint(1, 3)))
        self.bmi = rng.randint(19, 52)
        self.ht = rng.randint(148, 182)
        self.wt = int(round(self.bmi * (self.ht / 100.0) ** 2))
        self.addr = K.Addr(rng, c)
        self.mob = K.phone(rng, c, mobile=True)
        self.home = K.phone(rng, c)
        self.pt_email = self.pt.email(rng, "example.com")
        self.prof = K.pick(rng, P.OCCUPATIONS)
        self.employer = K.pick(rng, P.EMPLOYERS)
        fem = K.chance(rng, 0.12)
        self.partner = n.person(female=fem)
        if K.chance(rng, 0.5):
            self.partner.last = self.pt.last
        self.rel = "wife" if fem else K.pick(rng, ["husband", "partner", "partner", "fiancé", "boyfriend"])
        self.partner_prof = K.pick(rng, P.OCCUPATIONS)
        self.partner_age = self.age + rng.randint(-3, 8)
        self.mother = n.person(female=True)
        self.hosp = K.pick(rng, P.HOSPITALS[c])
        self.hosp2 = K.pick(rng, [h for h in P.HOSPITALS[c] if h != self.hosp])
        self.ward = K.pick(rng, P.WARDS)
        self.gp_practice = K.pick(rng, P.CLINICS[c])
        self.haddr = K.Addr(rng, c, near=self.addr, unit=False)
        self.gaddr = K.Addr(rng, c, near=self.addr, unit=False)
        self.hphone = K.phone(rng, c)
        self.hfax = K.phone(rng, c)
        self.dept_email = K.pick(rng, ["obs.anaesthesia", "labour.ward", "anaesthesia.secretaries", "pdph.followup",
                                        "obstetric.anesthesia", "maternity.enquiries"]) + "@" + K.pick(rng, ["example.org", "example.net"])
        if c in ("US", "CA"):
            self.dept_email = self.dept_email.replace("anaesth", "anesth")
        self.cons = n.person(title="Dr")
        self.reg = n.person(title="Dr")
        self.reg.role = K.pick(rng, self.T["reg"])
        self.mw = n.person(female=K.chance(rng, 0.9))
        self.mw.role = K.pick(rng, self.T["mw"])
        self.mw2 = n.person(female=K.chance(rng, 0.9))
        self.odp = n.person()
        self.odp.role = K.pick(rng, self.T["odp"])
        self.obst = n.person(title="Dr")
        self.gp = n.person(title="Dr")
        self.sec = n.person(female=True)
        self.mrn = K.mrn(rng, c)
        self.hp = K.healthplan(rng, c)
        self.acct = K.account(rng, c)
        self.ssn = K.ssn(rng, c)
        self.origin = K.pick(rng, P.ORIGINS) if K.chance(rng, 0.45) else ""
        self.lang = K.pick(rng, P.LANGUAGES) if self.origin and K.chance(rng, 0.5) else ""
        self.insurer = K.pick(rng, P.INSURERS[c])
        self.room = K.pick(rng, [str(rng.randint(1, 14)), str(rng.randint(1, 14)), "%d%s" % (rng.randint(1, 9), K.pick(rng, "AB"))])
        self.bed = str(rng.randint(1, 28))
        self.theatre = str(rng.randint(1, 4))
        self.space = K.pick(rng, ["L2/3", "L3/4", "L3/4", "L4/5"])
        self._t = rng.randint(0, 23 * 60)

    def tick(self, lo=5, hi=60):
        """Advance the note's clock and return the time of day."""
        self._t += self.rng.randint(lo, hi)
        return "%02d:%02d" % ((self._t // 60) % 24, self._t % 60)

    # ------------------------------------------------------------ phrasing helpers
    def date(self, d, style=None):
        return ("DATE", K.fdate(self.rng, self.c, d, style))

    def nhs_label(self):
        return {"GB": "NHS No", "US": "Member ID", "AU": "Medicare No", "CA": "OHIP/Health Card",
                "IE": K.pick(self.rng, ["Medical Card No", "Insurer member no"]), "NZ": "NHI"}[self.c]

    def mrn_label(self):
        return {"GB": K.pick(self.rng, ["Hosp No", "MRN", "Hospital number"]), "US": "MRN",
                "AU": K.pick(self.rng, ["UR", "URN", "MRN"]), "CA": K.pick(self.rng, ["MRN", "Chart #"]),
                "IE": K.pick(self.rng, ["MRN", "Hosp. No."]), "NZ": K.pick(self.rng, ["Hospital No", "MRN"])}[self.c]

    def ssn_label(self):
        return {"US": "SSN", "CA": "SIN", "IE": "PPSN"}.get(self.c)

    def age_phrase(self, D):
        """Write the patient's age in one of several shapes."""
        r = self.rng.randrange(8)
        a = str(self.age)
        if r == 0:
            D(("AGE", a), "-year-old")
        elif r == 1:
            D(("AGE", a), " yo")
        elif r == 2:
            D(("AGE", a), "F")
        elif r == 3:
            D("aged ", ("AGE", a))
        elif r == 4:
            D(("AGE", a), " y/o")
        elif r == 5:
            D(("AGE", a), "yr old")
        elif r == 6:
            D(("AGE", a), " year old")
        else:
            D("aged ", ("AGE", K.age_words(self.age)))

    def gest(self):
        return K.pick(self.rng, ["%d+%d/40" % (self.gw, self.gd), "%d+%d weeks" % (self.gw, self.gd),
                                 "%dw%dd" % (self.gw, self.gd), "%d+%d" % (self.gw, self.gd)])

    def gp_str(self):
        return "G%dP%d" % (self.grav, self.para)
