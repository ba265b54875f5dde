"""Per-note context and shared blocks (headers, signatures, vitals, labs, meds...)."""
import datetime as dt

from core import (m, Pools, fmt_date, FULL_STYLES, CA_STYLES, US_STATES, CA_PROVS, COUNTRIES, ORGS,
                  INSURERS, PROFESSIONS, HOLIDAYS, WEEKDAYS, WARDS, BUILDINGS)

TITLES_M = ["Mr", "Mr.", "Mr"]
TITLES_F = ["Mrs", "Ms", "Ms.", "Mrs."]


class Person:
    def __init__(self, N, t, sex=None, sur=None):
        r = N.r
        self.N, self.t = N, t
        self.sex = sex or r.choice("MF")
        self.given = N.P.given(self.sex)
        self.sur = sur or N.P.surname()
        self.mi = r.choice("ABCDEFGHJKLMNPRSTW") if r.random() < 0.45 else ""

    def form(self, f):
        g, s, mi = self.given, self.sur, self.mi
        return {
            "full": f"{g} {s}",
            "fullmi": f"{g} {mi + '. ' if mi else ''}{s}",
            "lastfirst": f"{s}, {g}",
            "caps": f"{s.upper()}, {g.upper()}{' ' + mi if mi else ''}",
            "ginit": f"{g} {s[0]}.",
            "initials": self.N.r.choice([f"{g[0]}.{s[0]}.", f"{g[0]}{s[0]}", f"{g[0]}. {s[0]}."]),
            "given": g,
            "sur": s,
            "gi_sur": f"{g[0]}. {s}",
        }[f]

    def n(self, f=None):
        if f is None:
            f = self.N.r.choice(["full", "full", "fullmi", "sur", "given", "gi_sur"])
        return m(self.t, self.form(f))

    def title(self):
        r = self.N.r
        if self.t == "DOCTOR":
            tt = r.choice(["Dr.", "Dr", "Dr.", "Prof", "Prof.", "Dr"]) if r.random() < 0.95 else "Doctor"
        else:
            tt = r.choice(TITLES_M if self.sex == "M" else TITLES_F)
        return tt + " " + m(self.t, self.form(r.choice(["sur", "sur", "sur", "full"])))

    def any(self):
        r = self.N.r
        x = r.random()
        if x < 0.45:
            return self.title()
        if x < 0.6:
            return self.n("given") if self.t != "DOCTOR" else self.title()
        return self.n()

    def cred(self, cred=None):
        r = self.N.r
        cred = cred or r.choice([", MD", ", MD", " MD", ", DO", ", MD, FRCPC", ", MD, FACC", ", NP", " RN", ", RN",
                                 ", PA-C", ", MBBS", ", PhD"])
        return self.n(r.choice(["full", "fullmi", "full", "gi_sur"])) + cred

    def initials(self):
        g, s = self.given, self.sur
        return m(self.t, f"{g[0]}{s[0]}")

    def user(self):
        return m("USERNAME", self.N.P.username(self.given, self.sur))

    def email(self):
        return m("EMAIL", self.N.P.email(self.given, self.sur))


class Note:
    def __init__(self, r, genre):
        self.r = r
        self.genre = genre
        self.P = Pools(r)
        self.country = "CA" if r.random() < 0.38 else "US"
        self.pt = Person(self, "PATIENT")
        if genre in ("obstetric_labour",):
            self.pt.sex = "F"
            self.pt.given = self.P.given("F")
        if genre == "paediatric_clinic":
            self.age = r.randint(1, 16)
        elif genre == "obstetric_labour":
            self.age = r.randint(18, 44)
        elif genre == "genetics_letter":
            self.age = r.choice([r.randint(1, 17), r.randint(18, 70)])
        else:
            self.age = r.randint(19, 96)
        self.vdate = dt.date(2019, 1, 1) + dt.timedelta(days=r.randint(0, 6 * 365))
        self.dob = self.vdate - dt.timedelta(days=int(self.age * 365.25) + r.randint(1, 300))
        if self.country == "CA":
            self.state = r.choice(CA_PROVS)
        else:
            self.state = r.choice(US_STATES)
        self.city = self.P.city()
        self.hosp = self.P.hospital()
        self.docs = [Person(self, "DOCTOR") for _ in range(5)]
        self.fam = [Person(self, "FAMILY", sur=self.pt.sur if r.random() < 0.6 else None) for _ in range(2)]

    # ---------------- primitives
    FEM = {"wife", "daughter", "sister", "mother", "niece", "grandmother", "foster mother", "aunt"}
    MAS = {"husband", "son", "brother", "father", "nephew", "grandfather", "uncle"}

    def rel(self, i, opts):
        """Pick a relation word compatible with the sex of family member i."""
        f = self.fam[i]
        bad = self.MAS if f.sex == "F" else self.FEM
        ok = [o for o in opts if o not in bad] or ["partner"]
        return self.r.choice(ok)

    def D(self, d=None, style=None):
        r = self.r
        d = d or self.vdate
        if style is None:
            style = r.choice(CA_STYLES if self.country == "CA" else FULL_STYLES)
        return m("DATE", fmt_date(d, style))

    def later(self, a, b):
        return self.vdate + dt.timedelta(days=self.r.randint(a, b))

    def earlier(self, a, b):
        return self.vdate - dt.timedelta(days=self.r.randint(a, b))

    def age_s(self, form=None):
        r = self.r
        a = m("AGE", str(self.age))
        sx = self.pt.sex
        forms = [f"{a} yo", f"{a}yo", f"{a}-year-old", f"{a} y/o", f"{a} F" if sx == "F" else f"{a} M",
                 f"{a}/{sx}", f"{a}{sx}", f"{a} year old", f"{a}-yr-old"]
        return form if form else r.choice(forms)

    def sexword(self):
        return "woman" if self.pt.sex == "F" else "man"

    def he(self):
        return "she" if self.pt.sex == "F" else "he"

    def his(self):
        return "her" if self.pt.sex == "F" else "his"

    def phone(self, t="PHONE"):
        return m(t, self.P.phone())

    def doc(self, i=None):
        return self.docs[self.r.randrange(len(self.docs)) if i is None else i]

    def hospital(self):
        return m("HOSPITAL", self.hosp)

    def addr(self):
        r = self.r
        c = self.country
        st = self.state[1] if r.random() < 0.7 else self.state[0]
        s = m("STREET", self.P.street(c)) + ", " + m("CITY", self.city) + ", " + m("STATE", st) + " " + m("ZIP", self.P.zipc(c))
        if r.random() < 0.25:
            s += ", " + m("COUNTRY", "Canada" if c == "CA" else r.choice(["USA", "United States"]))
        return s

    def room(self):
        r = self.r
        return r.choice(["Room ", "Rm ", "room ", "Bed ", "bed ", "Bay ", "Exam room ", "Procedure Room "]) + \
            m("LOCATION_OTHER", r.choice([str(r.randint(1, 30)), f"{r.randint(100, 899)}{r.choice(['', 'A', 'B'])}",
                                           f"{r.randint(2, 9)}-{r.randint(10, 40)}"]))

    # ---------------- header variants
    def header(self, title):
        r = self.r
        pt = self.pt
        k = r.randrange(4)
        L = []
        if k == 0:
            L.append(self.hospital() + " | " + title)
            L.append(f"PATIENT: {pt.n('caps')}    MRN: {m('MRN', self.P.mrn())}")
            L.append(f"DOB: {self.D(self.dob)}    Age: {m('AGE', str(self.age))}    Sex: {pt.sex}")
            L.append(f"Date of service: {self.D()}    Acct #: {m('ACCOUNT', self.P.account())}")
        elif k == 1:
            L.append(title.upper())
            L.append(f"Name: {pt.n('full')} | DOB {self.D(self.dob, 'iso')} | MRN {m('MRN', self.P.mrn())} | Encounter {m('ACCOUNT', self.P.account())}")
            L.append(f"Site: {self.hospital()}, {self.room()}")
            L.append(f"Visit date: {self.D()}")
        elif k == 2:
            L.append(f"{title} -- {self.hospital()}")
            L.append(f"pt: {pt.n('initials')}, {self.age_s()}, mrn {m('MRN', self.P.mrn())}, seen {self.D()}")
        else:
            L.append(f"{self.hospital()}")
            L.append(f"{m('STREET', self.P.street(self.country))}, {m('CITY', self.city)}, {m('STATE', self.state[1])} {m('ZIP', self.P.zipc(self.country))}")
            L.append(f"Tel {self.phone()}  Fax {self.phone('FAX')}")
            L.append("")
            L.append(f"{title}")
            L.append(f"Patient: {pt.n('lastfirst')}   DOB: {self.D(self.dob)}   Chart: {m('MRN', self.P.mrn())}")
            L.append(f"Date: {self.D(self.vdate, 'wklong')}")
        return "\n".join(L) + "\n"

    def demographics(self):
        """Registration block with contacts, insurance and occasional rare identifiers."""
        r = self.r
        pt = self.pt
        L = []
        L.append(f"Address: {self.addr()}")
        L.append(f"Home: {self.phone()}   Cell: {self.phone()}")
        if r.random() < 0.5:
            L.append(f"Email: {pt.email()}")
        ins = m("ORGANIZATION", r.choice(INSURERS))
        if self.country == "CA":
            L.append(r.choice([f"Health card: {m('HEALTHPLAN', self.P.healthplan('CA'))}",
                               f"Provincial plan no. {m('HEALTHPLAN', self.P.healthplan('CA'))}; supplementary: {ins}"]))
        else:
            L.append(f"Insurance: {ins}, Member ID {m('HEALTHPLAN', self.P.healthplan('US'))}, Group {m('HEALTHPLAN', self.P.healthplan('US'))}")
        if r.random() < 0.6:
            L.append(r.choice([f"SSN: {m('SSN', self.P.ssn('US'))}", f"SIN {m('SSN', self.P.ssn('CA'))}",
                               f"Soc. Sec. # {m('SSN', self.P.ssn('US'))}"]))
        f = self.fam[0]
        rel = self.rel(0, ["spouse", "wife" if pt.sex == "M" else "husband", "daughter", "son", "sister", "mother", "partner"])
        L.append(f"Emergency contact: {f.n(r.choice(['full', 'given', 'full']))} ({rel}) {self.phone()}")
        return "\n".join(L) + "\n"

    def rare_ids(self, n=1):
        """Vehicle, biometric, licence, IP, URL, username mentions embedded in admin text."""
        r = self.r
        P = self.P
        opts = [
            lambda: f"Parking validation issued for plate {m('VEHICLE', P.plate())}.",
            lambda: f"Transport: patient drove self; vehicle VIN {m('VEHICLE', P.vin())} logged at valet.",
            lambda: f"Arrived by hospital shuttle; family car (plate {m('VEHICLE', P.plate())}) in lot {m('LOCATION_OTHER', 'P' + str(r.randint(1, 6)))}.",
            lambda: f"Identity confirmed by palm-vein scan, template {m('BIOID', P.bioid())}.",
            lambda: f"Check-in kiosk fingerprint ID {m('BIOID', P.bioid())} matched.",
            lambda: f"Biometric enrolment ref {m('BIOID', P.bioid())} on file.",
            lambda: f"Driver's licence {m('LICENSE', P.license())} checked at registration.",
            lambda: f"Remote upload from {m('IPADDR', P.ip())} by user {self.doc().user()}.",
            lambda: f"Portal: {m('URL', P.url())}",
            lambda: f"Results also posted to {m('URL', P.url())} (login {self.pt.user()}).",
            lambda: f"Record accessed by {self.doc().user()} at workstation {m('IPADDR', P.ip())}.",
            lambda: f"Requisition {m('IDNUM', P.idnum('req'))}; order {m('IDNUM', P.idnum('order'))}.",
            lambda: f"Identity verified against SSN {m('SSN', P.ssn('US'))} and DOB.",
            lambda: f"Telehealth session from {m('IPADDR', P.ip())} (client {m('IPADDR', P.ip())}); audio only after drop at {r.randint(7, 18)}:{r.randint(10, 59)}.",
            lambda: f"Prior authorisation ref {m('IDNUM', P.idnum('req'))} approved by {m('ORGANIZATION', r.choice(INSURERS))}.",
        ]
        return " ".join(r.choice(opts)() for _ in range(n))

    def signature(self, d=None, extra=True):
        r = self.r
        d = d or self.doc(0)
        k = r.randrange(5)
        L = []
        if k == 0:
            L.append(f"Electronically signed by: {d.cred()} on {self.D()} {r.randint(7, 19):02d}:{r.randint(0, 59):02d}")
        elif k == 1:
            L.append("_______________________")
            L.append(d.cred())
            L.append(f"{r.choice(['Attending', 'Staff physician', 'Consultant', 'Fellow'])}, {self.hospital()}")
            L.append(f"Pager {m('PHONE', self.P.pager())}  |  {d.email()}")
        elif k == 2:
            L.append(f"Dictated by: {d.title()}")
            t = self.doc(4)
            L.append(f"DD: {self.D(self.vdate, 'us')}  DT: {self.D(self.later(0, 2), 'us')}  {d.initials()}/{m('DOCTOR', (t.given[0] + t.sur[0]).lower())}")
            L.append(f"Job #{m('IDNUM', str(r.randint(100000, 999999)))}")
        elif k == 3:
            L.append(f"-- {d.n(r.choice(['full', 'fullmi']))}, {r.choice(['MD', 'DO', 'MD PhD', 'NP'])} ({d.user()})")
            L.append(f"   {self.phone()}")
            if r.random() < 0.4:
                L.append(f"   signed remotely from {m('IPADDR', self.P.ip())}")
        else:
            L.append(f"Signed: {d.title()}, {r.choice(['MD', 'FRCSC', 'MD FRCPC', 'DO'])}")
            L.append(f"NPI {m('LICENSE', self.P.npi())}  Lic. {m('LICENSE', self.P.license())}")
        if extra and r.random() < 0.6:
            c = self.doc(3)
            L.append(f"cc: {c.title()}, {m('HOSPITAL', self.P.hospital())}, Fax {self.phone('FAX')}")
            if r.random() < 0.4:
                L.append(f"cc: patient ({self.addr()})")
        return "\n".join(L) + "\n"

    def social(self):
        r = self.r
        pt = self.pt
        he, his = self.he(), self.his()
        prof = m("PROFESSION", r.choice(PROFESSIONS))
        org = m("ORGANIZATION", r.choice(ORGS))
        f = self.fam[0]
        rel = self.rel(0, ["wife", "husband", "partner", "daughter", "son", "sister", "brother", "mother"])
        bits = []
        bits.append(r.choice([
            f"Works as a {prof} at {org}.",
            f"Retired {prof}; previously with {org}.",
            f"Employed by {org} as a {prof}.",
            f"occupation: {prof} ({org})",
            f"{he.capitalize()} is a {prof}, off work since {self.D(self.earlier(20, 200), 'mon_d')}.",
        ]))
        bits.append(r.choice([
            f"Lives with {his} {rel} {f.n(r.choice(['given', 'full']))} in {m('CITY', self.city)}.",
            f"Lives alone in {m('CITY', self.city)}, {m('STATE', self.state[0])}; {rel} {f.n('full')} nearby.",
            f"Lives with {rel} ({f.n('given')}) and two children.",
            f"Home: {m('CITY', self.city)}; support from {rel} {f.n('full')}, who works as a {m('PROFESSION', r.choice(PROFESSIONS))}.",
        ]))
        if r.random() < 0.6:
            bits.append(r.choice([
                f"Born in {m('COUNTRY', r.choice(COUNTRIES))}; moved to {m('COUNTRY', 'Canada' if self.country == 'CA' else 'the United States')} in {m('DATE', str(min(self.dob.year + r.randint(5, 40), 2018)))}.",
                f"Recent travel to {m('COUNTRY', r.choice(COUNTRIES))} over {m('DATE', r.choice(HOLIDAYS))}.",
                f"Emigrated from {m('COUNTRY', r.choice(COUNTRIES))}.",
                f"Plans a trip to {m('COUNTRY', r.choice(COUNTRIES))} in {self.D(self.later(30, 200), 'my')}.",
            ]))
        bits.append(r.choice(["Never smoker.", "Ex-smoker, quit 10 years ago, 20 pack-years.", "Alcohol: 2 drinks/week.",
                              "No illicit drug use.", "Smokes 1/2 ppd.", "EtOH socially; denies IVDU."]))
        return " ".join(bits)

    # ---------------- hard negatives
    def vitals(self):
        r = self.r
        sbp, dbp = r.randint(98, 178), r.randint(54, 98)
        hr, rr = r.randint(52, 118), r.randint(12, 24)
        t = round(r.uniform(36.1, 38.4), 1)
        sp = r.randint(90, 100)
        wt = round(r.uniform(48, 128), 1)
        k = r.randrange(4)
        if k == 0:
            return f"Vitals: BP {sbp}/{dbp}, HR {hr}, RR {rr}, T {t} C, SpO2 {sp}% on RA, Wt {wt} kg."
        if k == 1:
            return f"BP {sbp}/{dbp} | HR {hr} bpm | RR {rr} | Temp {t} | SpO2 {sp}% | weight {wt} kg | BMI {round(r.uniform(18, 41), 1)}"
        if k == 2:
            return f"vs: bp {sbp}/{dbp} hr {hr} rr {rr} t {t} sat {sp}%"
        return f"Blood pressure {sbp}/{dbp} mmHg, heart rate {hr}, respiratory rate {rr}, temperature {t} C, SpO2 {sp}%."

    LABS = [("Na", "mmol/L", 131, 146, 0, "135-145"), ("K", "mmol/L", 3.1, 5.9, 1, "3.5-5.0"),
            ("Cl", "mmol/L", 95, 110, 0, "98-107"), ("HCO3", "mmol/L", 17, 30, 0, "22-29"),
            ("BUN", "mg/dL", 8, 78, 0, "7-20"), ("Cr", "mg/dL", 0.6, 8.9, 2, "0.6-1.2"),
            ("Glu", "mg/dL", 70, 260, 0, "70-99"), ("Hgb", "g/dL", 7.2, 16.4, 1, "12.0-16.0"),
            ("WBC", "x10^9/L", 2.1, 18.4, 1, "4.0-11.0"), ("Plt", "x10^9/L", 42, 460, 0, "150-400"),
            ("INR", "", 0.9, 3.4, 1, "0.8-1.2"), ("ALT", "U/L", 9, 140, 0, "7-56"), ("AST", "U/L", 10, 120, 0, "10-40"),
            ("Alb", "g/dL", 2.4, 4.8, 1, "3.5-5.0"), ("Ca", "mg/dL", 7.9, 10.8, 1, "8.5-10.2"),
            ("Mg", "mg/dL", 1.4, 2.6, 1, "1.7-2.2"), ("Phos", "mg/dL", 2.1, 7.8, 1, "2.5-4.5"),
            ("TSH", "mIU/L", 0.2, 6.8, 2, "0.4-4.0"), ("HbA1c", "%", 4.9, 11.2, 1, "<5.7"),
            ("LDL", "mg/dL", 48, 190, 0, "<100"), ("BNP", "pg/mL", 20, 1800, 0, "<100"),
            ("Trop I", "ng/L", 2, 80, 0, "<14"), ("ANC", "x10^9/L", 0.3, 8.2, 1, "1.5-8.0"),
            ("Ferritin", "ng/mL", 12, 900, 0, "20-250"), ("PTH", "pg/mL", 30, 900, 0, "15-65"),
            ("eGFR", "mL/min/1.73m2", 6, 110, 0, ">60"), ("Lactate", "mmol/L", 0.6, 4.2, 1, "0.5-2.2")]

    def labval(self, a):
        name, unit, lo, hi, dec, rng_ = a
        v = self.r.uniform(lo, hi)
        return f"{v:.{dec}f}" if dec else str(int(round(v)))

    def labs(self, n=None):
        r = self.r
        sel = r.sample(self.LABS, n or r.randint(6, 11))
        k = r.randrange(4)
        if k == 0:
            return "Labs: " + ", ".join(f"{a[0]} {self.labval(a)}" for a in sel) + "."
        if k == 1:
            rows = ["| Test | Result | Units | Ref range |", "|---|---|---|---|"]
            rows += [f"| {a[0]} | {self.labval(a)} | {a[1]} | {a[5]} |" for a in sel]
            return "\n".join(rows)
        if k == 2:
            rows = [f"{'Test':<10}{'Result':>8}  {'Units':<14}{'Range'}"]
            rows += [f"{a[0]:<10}{self.labval(a):>8}  {a[1]:<14}{a[5]}" for a in sel]
            return "\n".join(rows)
        return "labs " + self.D(self.earlier(0, 14), r.choice(["md", "us", "iso"])) + ": " + \
            " / ".join(f"{a[0]} {self.labval(a)} {a[1]}".strip() for a in sel)

    def med(self, pool):
        r = self.r
        return r.choice(pool)

    GEN_MEDS = ["metoprolol succinate 50 mg PO daily", "atorvastatin 40 mg PO qHS", "lisinopril 10 mg PO daily",
                "apixaban 5 mg PO BID", "metformin 1000 mg PO BID", "furosemide 40 mg PO daily",
                "levothyroxine 75 mcg PO daily", "pantoprazole 40 mg PO daily", "amlodipine 5 mg PO daily",
                "aspirin 81 mg PO daily", "sertraline 50 mg PO daily", "gabapentin 300 mg PO TID",
                "insulin glargine 22 units SC qHS", "acetaminophen 650 mg PO q6h PRN", "tamsulosin 0.4 mg PO qHS",
                "clopidogrel 75 mg PO daily", "warfarin 5 mg PO daily (INR goal 2-3)", "spironolactone 25 mg PO daily",
                "sacubitril/valsartan 49/51 mg PO BID", "empagliflozin 10 mg PO daily", "hydrochlorothiazide 25 mg daily",
                "prednisone 10 mg PO daily", "omeprazole 20 mg daily", "salbutamol 2 puffs q4h PRN"]

    def meds(self, pool=None, n=None):
        r = self.r
        pool = pool or self.GEN_MEDS
        sel = r.sample(pool, min(len(pool), n or r.randint(3, 7)))
        k = r.randrange(3)
        if k == 0:
            return "Medications:\n" + "\n".join(f"{i + 1}. {x}" for i, x in enumerate(sel))
        if k == 1:
            return "Meds: " + "; ".join(sel) + "."
        return "Current medications:\n" + "\n".join(f"- {x}" for x in sel)

    ORDINARY = ["Will recheck in 3 months.", "We hope to avoid admission.", "Little change from the prior study.",
                "White cell count within normal limits.", "No stone disease.", "Long-standing hypertension.",
                "Short of breath on exertion only.", "Site marked by surgeon.", "Rose from chair without assistance.",
                "Grace period for missed appointments explained.", "Green sputum resolved.", "will call with results",
                "Pt hopes to return to work soon.", "Young children at home.", "Brown discharge noted, small volume.",
                "Visual fields full to confrontation.", "Frost injury to toes in childhood.", "Bell's palsy 2 years ago, resolved.",
                "No Baker's cyst on exam.", "Hill-Sachs lesion not seen.", "She will bring her glucose log.",
                "Will discuss at tumour board.", "Wound edges well approximated; little serous drainage.",
                "Faithful adherence to fluid restriction.", "Grace and support from family noted by SW.",
                "The patient's joy at the news was evident.", "King-size pillows used at home for orthopnoea."]

    def ordinary(self, n=1):
        return " ".join(self.r.sample(self.ORDINARY, n))

    def icd(self, pool):
        r = self.r
        sel = r.sample(pool, r.randint(1, min(3, len(pool))))
        return "; ".join(f"{d} ({c})" for c, d in sel)
