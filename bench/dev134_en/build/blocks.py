"""Per-note case (invented persona) and reusable document blocks."""
import datetime as dt

import pools as P
from phi import (R, Person, ch, chance, digits, fd, FORMAL, CASUAL, addr, phone, bleep, email, url, ip,
                 mrn, nhs, ssn, nino, healthplan, account, npi, dea, gmc, nmc, state_lic, hospital, clinic,
                 gp, ward, age_word, idnum, device, letters)


def years_before(d, n):
    try:
        return d.replace(year=d.year - n)
    except ValueError:
        return d.replace(year=d.year - n, day=28)


class Case:
    def __init__(self, country):
        self.c = country
        self.us = country == "US"
        self.pt = Person("F")
        self.visit = dt.date(2021, 1, 4) + dt.timedelta(days=R.randint(0, 1600))
        self.age = ch([R.randint(17, 24), R.randint(25, 34), R.randint(25, 34), R.randint(35, 46)])
        self.dob = years_before(self.visit, self.age) - dt.timedelta(days=R.randint(1, 360))
        self.partner = Person(ch("MMMMMMMF"))
        if chance(0.5):
            self.partner.last = self.pt.last
        self.partner_age = max(18, self.age + R.randint(-4, 9))
        self.rel = ch(["partner", "husband", "boyfriend", "fiance", "husband"]) if self.partner.sex == "M" else ch(["wife", "partner"])
        self.mother = Person("F", last=self.pt.last if chance(0.6) else None)
        self.sister = Person("F", last=self.pt.last if chance(0.7) else None)
        self.friend = Person(ch("FFM"))
        self.addr = addr(country)
        self.home = phone(country, "home")
        self.mob = phone(country, "mob")
        self.email = email(self.pt)
        self.mrn = mrn(country)
        self.nhs = nhs()
        self.ssn = ssn() if self.us else nino()
        self.acct = account()
        self.plan = healthplan()
        self.group = "G" + digits(5) if chance(0.5) else digits(6)
        self.insurer = ch(P.INSURERS)
        self.town = ch(P.US_TOWNS if self.us else P.UK_TOWNS)
        self.hosp = hospital(country, self.town)
        while "Birth Cent" in self.hosp or "Midwifery Unit" in self.hosp:
            self.hosp = hospital(country, self.town)
        self.hosp2 = hospital(country)
        while "Birth Cent" in self.hosp2 or "Midwifery Unit" in self.hosp2 or self.hosp2 == self.hosp:
            self.hosp2 = hospital(country)
        self.gp = gp(country, self.addr["city"])
        self.clinic = ch(["{t} OB/GYN Associates", "Women First Health Partners", "Bloom Women's Care", "Harvest Moon Midwifery",
                          "{t} Community Health Center", "{t} Women's Clinic"]).format(t=ch(P.US_TOWNS)) if self.us else self.gp
        nicu = ["Starlight Neonatal Unit", "Little Stars NICU", "Hummingbird Nursery"]
        self.ward = ward(country)
        while self.ward in nicu:
            self.ward = ward(country)
        self.nicu = ch(nicu[1:] if self.us else nicu[:1] + ["Kingfisher Neonatal Unit", "Robin SCBU"])
        self.pharm = ch(P.PHARM)
        self.hosp_addr = addr(country)
        self.hosp_addr["city"] = self.town
        sx = lambda: ch("FFFM")
        self.s = {k: Person(sx()) for k in ["cons", "reg", "sho", "mw", "mw2", "mw3", "anaes", "paed", "hca",
                                             "clerk", "sono", "hv", "lc", "sw", "gpdoc", "nurse", "scribe", "psych",
                                             "path", "emb"]}
        self.occ = ch(P.PROFESSIONS)
        self.employer = ch(P.EMPLOYERS)
        self.partner_occ = ch(P.PROFESSIONS)
        self.partner_emp = ch(P.EMPLOYERS)
        self.country_of_birth = ch(P.COUNTRIES)
        self.lang = ch(P.LANGUAGES)
        self.G = R.randint(1, 6)
        self.Pa = R.randint(0, self.G - 1)
        bs = ch("FM")
        self.baby = Person(bs, last=self.partner.last if chance(0.4) else self.pt.last,
                           first=ch(P.FIRST_BABY_F if bs == "F" else P.FIRST_BABY_M))
        self.baby_sex = "female" if bs == "F" else "male"
        self.child1 = Person(ch("FM"), last=self.pt.last, first=ch(P.FIRST_BABY))
        self.child1_age = R.randint(1, 14)
        self.set_ga(12 * 7, 14 * 7)

    def set_ga(self, lo, hi):
        self.ga = R.randint(lo, hi)
        self.lmp = self.visit - dt.timedelta(days=self.ga)
        self.edd = self.lmp + dt.timedelta(days=280)

    def gas(self, days=None):
        g = self.ga if days is None else days
        w, d = divmod(g, 7)
        return ch([f"{w}+{d}", f"{w}+{d}/40", f"{w}w{d}d", f"{w} weeks {d} day" + ("" if d == 1 else "s"), f"{w}+{d} weeks"])

    # -------- shorthand PHI tuples
    def D(self, d, styles=None):
        return ("DATE", fd(d, ch(styles or FORMAL), self.us))

    def Dc(self, d):
        return self.D(d, CASUAL)

    def day(self, off):
        return self.visit + dt.timedelta(days=off)

    def PT(self, style=None, formal=False):
        return ("PATIENT", self.pt.nm(style) if style else self.pt.any(formal))

    def DR(self, key, style=None):
        p = self.s[key]
        return ("DOCTOR", p.nm(style or ch(["full", "fi", "last", "full", "fml"])))

    def F(self, person, style=None):
        return ("FAMILY", person.nm(style or ch(["full", "first", "first"])))

    def age_p(self, a=None, words=False):
        a = self.age if a is None else a
        v = age_word(a) if words else str(a)
        f = ch(["{}-year-old ", "{} yo ", "{}yo ", "{} y/o ", "aged {} ", "{}F ", "{} F ", "{} year old ",
                "age {} ", "{}-yr-old "])
        pre, post = f.split("{}")
        return [pre, ("AGE", v), post]

    def title(self):
        return ch(["Ms ", "Mrs ", "Miss ", "Ms. ", "Mrs. ", "Ms "]) if True else ""

    def street_line(self, n, a=None, one_line=True):
        a = a or self.addr
        n(("STREET", a["street"]), ", " if one_line else "\n", ("CITY", a["city"]))
        if self.us:
            n(", ", ("STATE", a["st"] if chance(0.8) else a["state"]), " ", ("ZIP", a["zip"]))
        else:
            if chance(0.6):
                n(", ", ("CITY", a["county"]))
            n(", " if one_line else "\n", ("ZIP", a["zip"]))


# -------------------------------------------------------------- blocks
def header(n, c, title, dept=None, addr_line=True):
    h = c.hosp
    n.ln(("HOSPITAL", h.upper() if chance(0.4) else h))
    if addr_line and chance(0.7):
        c.street_line(n, c.hosp_addr)
        n.ln()
    if chance(0.6):
        n.ln(ch(["Tel ", "Tel: ", "Switchboard: ", "Phone "]), ("PHONE", phone(c.c, "work")),
             *([ch(["  Fax ", " | Fax: ", "  F: "]), ("FAX", phone(c.c, "fax"))] if chance(0.6) else []))
    if dept:
        n.ln(dept)
    n.ln(title)
    n.ln()


def demo(n, c, fields, sep=": ", style="kv"):
    """fields: list of keys; prints key/value lines."""
    us = c.us
    rows = []
    for f in fields:
        if f == "name":
            rows.append((ch(["Patient", "Name", "Patient Name", "PATIENT"]), [c.PT(ch(["LF", "lf", "full", "fml", "LF"]))]))
        elif f == "dob":
            rows.append((ch(["DOB", "D.O.B.", "Date of Birth", "DOB"]), [c.D(c.dob), *([" (", ("AGE", str(c.age)), "y)"] if chance(0.4) else [])]))
        elif f == "age":
            rows.append(("Age", [("AGE", str(c.age)), ch([" yrs", " years", "", "y"])]))
        elif f == "mrn":
            rows.append((ch(["MRN", "MR#", "Hospital No", "Hosp No.", "Unit No"]) if us or chance(0.5) else "Hospital Number", [("MRN", c.mrn)]))
        elif f == "nhs" and not us:
            rows.append((ch(["NHS No", "NHS Number", "NHS no."]), [("MRN", c.nhs)]))
        elif f == "ssn":
            rows.append(("SSN" if us else ch(["NI No", "NI Number", "National Insurance No"]), [("SSN", c.ssn)]))
        elif f == "acct":
            rows.append((ch(["Acct #", "Account No", "FIN", "Encounter #", "Visit No", "CSN"]), [("ACCOUNT", c.acct)]))
        elif f == "addr":
            rows.append(("Address", [lambda: c.street_line(n)]))
        elif f == "phone":
            rows.append((ch(["Home", "Tel (home)", "Phone", "Home Ph"]), [("PHONE", c.home)]))
        elif f == "mob":
            rows.append((ch(["Mobile", "Cell", "Mob", "Mobile No"]), [("PHONE", c.mob)]))
        elif f == "email":
            rows.append(("Email", [("EMAIL", c.email)]))
        elif f == "ins" and us:
            rows.append(("Insurance", [("ORGANIZATION", c.insurer), " Member ID ", ("HEALTHPLAN", c.plan),
                                       *([" Group ", ("HEALTHPLAN", c.group)] if chance(0.5) else [])]))
        elif f == "ins":
            if chance(0.3):
                rows.append(("Private cover", [("ORGANIZATION", c.insurer), " policy ", ("HEALTHPLAN", c.plan)]))
        elif f == "gp":
            rows.append(("GP" if not us else ch(["PCP", "Primary care"]), [("DOCTOR", c.s["gpdoc"].nm(ch(["full", "fi", "fml"]))),
                                                                           ", ", ("HOSPITAL", c.gp)]))
        elif f == "nok":
            rel = ch([c.rel, c.rel, "mother", "sister"])
            who = c.mother if rel == "mother" else c.sister if rel == "sister" else c.partner
            rows.append((ch(["NOK", "Next of kin", "Emergency contact"]), [("FAMILY", who.nm("full")), " (" + rel + ") ",
                                                                           ("PHONE", phone(c.c, "mob"))]))
        elif f == "occ":
            rows.append(("Occupation", [("PROFESSION", c.occ), *([" at ", ("ORGANIZATION", c.employer)] if chance(0.5) else [])]))
        elif f == "lang":
            rows.append(("Language", [c.lang + (", interpreter required" if chance(0.5) else "")]))
        elif f == "edd":
            rows.append(("EDD", [c.D(c.edd)]))
        elif f == "lmp":
            rows.append(("LMP", [c.D(c.lmp)]))
        elif f == "visit":
            rows.append((ch(["Date of visit", "Visit date", "Date", "DOS", "Encounter date"]), [c.D(c.visit)]))
        elif f == "cons":
            rows.append((ch(["Consultant", "Attending", "Lead clinician"]), ["Dr ", c.DR("cons", ch(["full", "fi", "last"]))]))
        elif f == "ward":
            rows.append(("Ward" if not us else "Unit", [("HOSPITAL", c.ward), *([", bed ", ("LOCATION_OTHER", str(R.randint(1, 28)))] if chance(0.6) else [])]))
        elif f == "gpa":
            rows.append(("G/P", [f"G{c.G}P{c.Pa}"]))
    w = max(len(k) for k, _ in rows) if rows else 0
    for k, v in rows:
        if style == "pipe":
            n("| " + k.ljust(w) + " | ")
        elif style == "pad":
            n((k + ":").ljust(w + 2))
        else:
            n(k + sep)
        for piece in v:
            if callable(piece):
                piece()
            else:
                n(piece)
        n(" |\n" if style == "pipe" else "\n")


def vitals(n, c, compact=False, preg=True):
    bp = f"{R.randint(96, 158)}/{R.randint(56, 104)}"
    hr, t, rr, sp = R.randint(62, 118), round(R.uniform(36.1, 38.4), 1), R.randint(12, 24), R.randint(94, 100)
    if compact:
        n.ln(f"BP {bp} HR {hr} T {t} RR {rr} SpO2 {sp}% RA" + (f" MEOWS {ch([0, 0, 0, 1, 1, 2, 3])}" if not c.us and chance(0.6) else ""))
        return
    n.ln("Vitals:")
    n.ln(f"  BP {bp} mmHg   HR {hr} bpm   Temp {t} C   RR {rr}/min   SpO2 {sp}% on room air")
    if preg:
        n.ln(ch([f"  Urinalysis: protein {ch(['nil', 'trace', '+', '++'])}, glucose {ch(['neg', 'nil', '+'])}, leucs {ch(['neg', '+', 'nil'])}, nitrites neg",
                 f"  Urine dip: NAD", f"  UA: prot {ch(['neg', '1+', '2+', 'trace'])}, gluc neg, ketones {ch(['neg', 'small'])}"]))
        if chance(0.5):
            n.ln(f"  Weight {round(R.uniform(51, 118), 1)} kg  BMI {round(R.uniform(18.5, 44), 1)}")


LABS = {
    "ante": [("Hb", "g/L", 95, 140), ("WCC", "x10^9/L", 5, 14), ("Plt", "x10^9/L", 120, 400), ("MCV", "fL", 72, 98),
             ("Ferritin", "ug/L", 6, 90)],
    "pet": [("Hb", "g/L", 95, 135), ("Plt", "x10^9/L", 70, 300), ("ALT", "U/L", 10, 240), ("AST", "U/L", 12, 200),
            ("Urate", "mmol/L", 0.2, 0.55), ("Creat", "umol/L", 38, 110), ("uPCR", "mg/mmol", 8, 180),
            ("LDH", "U/L", 150, 700), ("Bili", "umol/L", 3, 30)],
    "ogtt": [("Fasting glucose", "mmol/L", 4.0, 7.2), ("2h glucose", "mmol/L", 5.0, 11.5), ("HbA1c", "mmol/mol", 28, 52)],
    "fert": [("AMH", "pmol/L", 1.2, 45), ("FSH", "IU/L", 3, 18), ("LH", "IU/L", 2, 20), ("Oestradiol", "pmol/L", 90, 600),
             ("Prolactin", "mU/L", 90, 700), ("TSH", "mU/L", 0.4, 4.8), ("Progesterone (D21)", "nmol/L", 2, 60)],
    "neo": [("SBR", "umol/L", 90, 340), ("Conj bili", "umol/L", 4, 22), ("Hb", "g/L", 140, 220), ("Glucose", "mmol/L", 1.8, 4.6),
            ("CRP", "mg/L", 1, 40)],
    "pn": [("Hb", "g/L", 70, 125), ("WCC", "x10^9/L", 7, 22), ("CRP", "mg/L", 3, 180), ("Na", "mmol/L", 132, 144),
           ("K", "mmol/L", 3.3, 5.1), ("Lactate", "mmol/L", 0.6, 4.2)],
    "us": [("Hgb", "g/dL", 9.2, 13.8), ("Hct", "%", 28, 41), ("Plt", "K/uL", 110, 390), ("WBC", "K/uL", 5, 16),
           ("Glucose 1h GCT", "mg/dL", 92, 180), ("TSH", "mIU/L", 0.4, 4.5)],
}


def labs(n, c, kind, when=None, with_ids=True):
    rows = LABS[kind]
    d = when or c.visit
    n(ch(["Results", "Bloods", "Labs", "Investigations", "LABS"]), " (", c.D(d, ["num", "numshort", "md", "dm3", "dash"]), ")")
    if with_ids and chance(0.5):
        n(ch([" Lab no ", " Specimen ", " Accession ", " Order # "]), ("IDNUM", idnum(ch(["spec", "acc", "order"]))))
    n(":\n")
    for name, unit, lo, hi in rows:
        if chance(0.2):
            continue
        v = R.uniform(lo, hi)
        pos = (v - lo) / (hi - lo)
        v = round(v, 1) if hi < 60 else int(v)
        flag = " (H)" if pos > 0.88 else " (L)" if pos < 0.1 else ""
        n.ln(f"  {name:<18}{v} {unit}{flag}")
    if kind == "ante":
        n.ln(f"  Group: {ch(['O', 'A', 'B', 'AB'])} Rh{ch(['D pos', 'D neg', 'D positive'])}; antibody screen {ch(['negative', 'neg', 'negative'])}")
        n.ln(f"  HIV {ch(['neg', 'negative'])}, HBsAg {ch(['neg', 'negative'])}, syphilis EIA {ch(['neg', 'non-reactive'])}, rubella {ch(['immune', 'non-immune', 'not tested'])}")
    if kind == "us":
        n.ln(f"  Blood type {ch(['O', 'A', 'B'])}{ch(['+', '+', '-'])}, antibody screen neg, RPR NR, HBsAg neg, HIV 1/2 Ag/Ab NR, GBS {ch(['neg', 'pos', 'pending'])}")


MEDS = [("Folic acid", "400 micrograms PO OD"), ("Folic acid", "5 mg PO once daily"), ("Aspirin", "150 mg PO nocte from 12/40"),
        ("Ferrous fumarate", "210 mg PO BD"), ("Ferrous sulfate", "325 mg PO daily"), ("Prenatal vitamin", "1 tab PO daily"),
        ("Labetalol", "200 mg PO TDS"), ("Nifedipine MR", "20 mg PO BD"), ("Metformin", "500 mg PO BD with meals"),
        ("Insulin aspart", "per sliding scale"), ("Levothyroxine", "75 micrograms PO OD"), ("Enoxaparin", "40 mg SC daily"),
        ("Tinzaparin", "4500 units SC OD"), ("Paracetamol", "1 g PO QDS PRN"), ("Acetaminophen", "650 mg PO q6h PRN"),
        ("Ibuprofen", "400 mg PO TDS with food"), ("Ibuprofen", "600 mg PO q6h PRN"), ("Lactulose", "10 mL PO BD"),
        ("Docusate", "100 mg PO BID"), ("Oxycodone", "5 mg PO q4h PRN"), ("Cefalexin", "500 mg PO BD x 7 days"),
        ("Nitrofurantoin MR", "100 mg PO BD x 7 days"), ("Vitamin D", "10 micrograms PO daily"), ("Sertraline", "50 mg PO OD"),
        ("Anti-D immunoglobulin", "1500 IU IM"), ("Cyclizine", "50 mg PO TDS PRN"), ("Ondansetron", "4 mg PO q8h PRN"),
        ("Omeprazole", "20 mg PO OD"), ("Progesterone pessary", "400 mg PV BD"), ("Estradiol valerate", "2 mg PO TDS"),
        ("Clomifene", "50 mg PO days 2-6"), ("Letrozole", "2.5 mg PO days 3-7"), ("Cabergoline", "0.5 mg PO single dose"),
        ("Medroxyprogesterone", "150 mg IM q12 weeks"), ("Desogestrel", "75 micrograms PO OD"), ("Domperidone", "10 mg PO TDS")]


def meds(n, c, k=None, header_txt=None):
    n.ln(header_txt or ch(["Medications:", "Current medications", "MEDS:", "Drug history:", "Medication list"]))
    k = k or R.randint(2, 6)
    for i, (d, sig) in enumerate(R.sample(MEDS, k)):
        n.ln(ch([f"  {i + 1}. {d} {sig}", f"  - {d} {sig}", f"  {d} - {sig}"]))
    n.ln("Allergies: " + ch(["NKDA", "NKDA", "Penicillin (rash)", "Latex", "No known drug allergies", "Codeine (vomiting)", "Sulfa"]))


PROBLEMS = [("Supervision of normal pregnancy", "Z34.01"), ("Gestational diabetes, diet controlled", "O24.410"),
            ("Gestational hypertension", "O13.3"), ("Pre-eclampsia, mild", "O14.03"), ("Anaemia in pregnancy", "O99.013"),
            ("Previous caesarean section", "O34.211"), ("Obesity complicating pregnancy", "O99.213"),
            ("Hypothyroidism", "E03.9"), ("Iron deficiency anaemia", "D50.9"), ("Polycystic ovary syndrome", "E28.2"),
            ("Endometriosis", "N80.9"), ("Female infertility", "N97.9"), ("Postpartum haemorrhage", "O72.1"),
            ("Perineal laceration, 2nd degree", "O70.1"), ("Mastitis", "O91.22"), ("Postnatal depression", "F53.0"),
            ("Asthma, mild intermittent", "J45.20"), ("Group B strep carrier", "O99.824"), ("Rh negative", "O36.0130"),
            ("Advanced maternal age", "O09.523"), ("Hyperemesis gravidarum", "O21.1"), ("Breech presentation", "O32.1XX0"),
            ("Uterine fibroids", "D25.9"), ("Ovarian cyst", "N83.20"), ("Menorrhagia", "N92.0"), ("Bacterial vaginosis", "N76.0")]


def problems(n, c, k=None):
    n.ln(ch(["Problem list:", "PROBLEMS", "Diagnoses:", "Active problems:", "Assessment / ICD-10:"]))
    for i, (p, code) in enumerate(R.sample(PROBLEMS, k or R.randint(2, 5))):
        n.ln(ch([f"  {i + 1}. {p} ({code})", f"  - {p} [{code}]", f"  {code}  {p}"]))


def sign(n, c, key="cons", role=None, when=None, lic=True):
    p = c.s[key]
    d = when or c.visit
    t = f"{R.randint(7, 22):02d}:{R.randint(0, 59):02d}"
    if c.us:
        cred = role or {"cons": ch(["MD", "DO", "MD, FACOG"]), "reg": ch(["MD", "DO", "MD (PGY-3)"]), "sho": ch(["MD", "DO", "MD (PGY-1)"]),
                        "mw": ch(["CNM", "CNM", "RN"]), "mw2": "RN", "mw3": "RN", "nurse": ch(["RN", "RNC-OB", "BSN, RN"]), "paed": ch(["MD", "DO", "NNP"]),
                        "anaes": ch(["MD", "CRNA"])}.get(key, ch(["MD", "RN", "NP"]))
        v = ch(["e", "w", "p"])
        if v == "e":
            n.ln("Electronically signed by: ", ("DOCTOR", p.nm(ch(["full", "fml"]))), ", " + cred + " on ", c.D(d, ["num", "numnz"]), " at " + t)
        elif v == "w":
            n.ln("_________________________")
            n.ln(("DOCTOR", p.nm(ch(["fml", "full"]))), ", " + cred)
        else:
            n.ln(ch(["Signed: ", "Attestation: "]), ("DOCTOR", p.nm("full")), " " + cred + " ", c.D(d, ["num", "numshort"]), " " + t)
        if lic and chance(0.5):
            n.ln(ch(["NPI: ", "NPI "]), ("LICENSE", npi()), *(["  DEA: ", ("LICENSE", dea())] if chance(0.4) and ("MD" in cred or "DO" in cred or "CNM" in cred) else []))
        elif lic and chance(0.3):
            n.ln("License #", ("LICENSE", state_lic()))
    else:
        role = role or {"cons": "Consultant Obstetrician", "reg": ch(["ST6 O&G", "Obstetric Registrar", "ST4 O&G"]), "sho": ch(["FY2", "ST1 O&G", "SHO"]),
                        "mw": ch(["Registered Midwife", "Midwife", "Band 6 Midwife"]), "mw2": ch(["Band 7 Midwife", "Labour Ward Coordinator"]),
                        "mw3": "Registered Midwife"}.get(key, ch(["Registered Midwife", "Obstetric Registrar"]))
        n.ln(ch(["Signed: ", "Signature: ", "Name: ", ""]), ("DOCTOR", p.nm(ch(["full", "fml", "fi"]))), " (" + role + ")")
        if lic and chance(0.7):
            if "idwife" in role:
                n.ln("NMC PIN: ", ("LICENSE", nmc()), *(["   Bleep ", ("PHONE", bleep())] if chance(0.5) else []))
            else:
                n.ln("GMC ", ("LICENSE", gmc()), *(["   Bleep ", ("PHONE", bleep())] if chance(0.5) else []))
        n.ln("Date: ", c.D(d, ["num", "numshort", "dot", "long"]), "  Time: " + t)


def cc(n, c, who=("gpdoc",)):
    n.ln(ch(["cc:", "CC:", "Copies to:", "cc"]))
    for k in who:
        p = c.s[k]
        n.ln("  Dr " if k in ("gpdoc", "cons", "reg", "paed", "psych") else "  ", ("DOCTOR", p.nm(ch(["full", "fi", "fml"]))),
             ", ", ("HOSPITAL", c.gp if k == "gpdoc" else c.hosp if chance(0.7) else c.clinic))
        if chance(0.4) and k == "gpdoc":
            n("  ")
            c.street_line(n, addr(c.c))
            n("\n")
    if chance(0.5):
        n.ln("  Patient (", c.PT("full"), ")")


def transcription(n, c, dic="cons", typ="scribe"):
    a, b = c.s[dic], c.s[typ]
    d1 = c.visit
    d2 = d1 + dt.timedelta(days=R.randint(0, 3))
    n.ln("D: ", c.D(d1, ["num", "numshort"]), "  T: ", c.D(d2, ["num", "numshort"]), "  ",
         ("DOCTOR", a.nm("INIT")), "/", ("DOCTOR", b.nm("INIT").lower()),
         *(["  Job# ", ("IDNUM", digits(R.randint(6, 8)))] if chance(0.6) else []))


def staff_line(n, c, keys):
    for k in keys:
        role = {"cons": "Attending" if c.us else "Consultant", "reg": ch(["Resident", "Fellow", "PGY-3"]) if c.us else ch(["Registrar", "ST5", "Fellow"]),
                "sho": ch(["Intern", "PGY-1"]) if c.us else ch(["SHO", "FY2"]),
                "mw": "Midwife", "mw2": ch(["Second midwife", "Coordinator"]) if not c.us else ch(["Charge RN", "L&D RN"]),
                "anaes": "Anesthesiologist" if c.us else "Anaesthetist",
                "paed": ch(["Paediatrician", "Pediatrics"]), "hca": ch(["MCA", "HCA", "Tech"]), "nurse": ch(["Scrub nurse", "Circulating RN", "Scrub"]),
                "sono": "Sonographer", "lc": "IBCLC"}.get(k, "Staff")
        n(f"{role}: ", ("DOCTOR", c.s[k].nm(ch(["full", "fi", "fml", "full"]))), "\n")


ADJ = ["{}-year-old", "{} yo", "{}yo", "{} y/o", "{} year old", "{}-yr-old", "{} y.o.", "{}-year-old"]


def ag(a, fmt=None, words=False):
    """Age pieces: the number (or words) only is the span."""
    fmt = fmt or ch(ADJ) + " "
    v = age_word(a) if words else str(a)
    pre, post = fmt.split("{}")
    return [pre, ("AGE", v), post]


def ordn(k):
    return f"{k}" + ("th" if 11 <= k % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(k % 10, "th"))


def art(w):
    return "an " if w[0].lower() in "aeiou" else "a "


def uk(c, us_s, uk_s):
    return us_s if c.us else uk_s


def td(days):
    return dt.timedelta(days=days)


def ob_history(n, c, brief=False):
    n.ln(ch(["Obstetric history:", "OB HISTORY", "Previous pregnancies:", "Past obstetric hx:"]))
    if c.G == 1:
        n.ln("  Primigravida. No previous pregnancies.")
        return
    y = c.visit.year
    births = c.Pa
    for i in range(c.G - 1):
        y -= R.randint(1, 3)
        d = dt.date(y, R.randint(1, 12), R.randint(1, 28))
        n("  ", c.D(d, ["y", "y", "my", "num", "my3"]), ": ")
        if i < births:
            sex = ch(["boy", "girl", "male", "female"])
            mode = ch(["SVD", "NVD", "SVD", "ventouse", "forceps (Neville-Barnes)", uk(c, "primary cesarean (breech)", "Cat 2 LSCS for FTP"),
                       uk(c, "repeat C-section", "elective LSCS"), "VBAC"])
            n(f"{mode} at {R.randint(35, 41)}+{R.randint(0, 6)}, {sex} {round(R.uniform(2.3, 4.3), 2)} kg")
            if chance(0.5):
                n(", ", ("HOSPITAL", hospital(c.c)))
            if not brief and chance(0.5):
                ch_ = Person(ch("FM"), last=c.pt.last, first=ch(P.FIRST_BABY))
                n(" (", ("FAMILY", ch_.first), ", now ", ("AGE", str(c.visit.year - y)), ")")
            if chance(0.4):
                n(". " + ch(["PPH 800 mL", "3rd degree tear (3a), repaired in theatre", "shoulder dystocia, McRoberts", "GDM diet controlled",
                             "uncomplicated", "NICU 3 days for TTN", "PET, induced at 37 weeks"]))
        else:
            n(ch(["miscarriage at 8 weeks, managed conservatively", "SMM (medical management) at 9 weeks",
                  "ectopic - laparoscopic salpingectomy", "TOP at 7 weeks", "ERPC for missed miscarriage at 11 weeks",
                  "early pregnancy loss at 6 weeks"]))
        n.ln()
